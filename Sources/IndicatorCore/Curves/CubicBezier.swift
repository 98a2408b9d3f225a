/// A cubic Bézier curve `p0, p1, p2, p3`.
@usableFromInline
struct CubicBezier: Hashable, Sendable {
  @usableFromInline var p0: Point
  @usableFromInline var p1: Point
  @usableFromInline var p2: Point
  @usableFromInline var p3: Point

  @inlinable init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
    self.p0 = p0
    self.p1 = p1
    self.p2 = p2
    self.p3 = p3
  }

  /// The point at `t` (Bernstein form, exact at 0 and 1): the library's one evaluation of a
  /// cubic, always inlined so that a constant `t` gives constant weights.
  @inlinable @inline(__always) func point(at t: Double) -> Point {
    let mt = 1 - t
    let a = mt * mt * mt
    let b = 3 * mt * mt * t
    let c = 3 * mt * t * t
    let d = t * t * t
    return Point(
      x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
      y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
  }

  /// The first derivative at `t`, always inlined.
  @inlinable @inline(__always) func derivative(at t: Double) -> Point {
    let mt = 1 - t
    return 3 * (mt * mt * (p1 - p0) + 2 * mt * t * (p2 - p1) + t * t * (p3 - p2))
  }

  /// The part of the curve between `t0` and `t1` (`t0 < t1`), with exact end points at 0
  /// and 1.
  @inlinable func subsegment(_ t0: Double, _ t1: Double) -> CubicBezier {
    let start = t0 == 0 ? p0 : point(at: t0)
    let end = t1 == 1 ? p3 : point(at: t1)
    let (c1, c2) = subsegmentControls(t0, t1)
    return CubicBezier(start, c1, c2, end)
  }

  /// The control points of ``subsegment(_:_:)``, without its end points.
  ///
  /// By blossoming: B(t0, t0, t1) and B(t0, t1, t1). Always inlined.
  @inlinable @inline(__always) func subsegmentControls(_ t0: Double, _ t1: Double)
    -> (Point, Point)
  {
    @inline(__always) func blossom(_ a: Double, _ b: Double, _ c: Double) -> Point {
      let q0 = p0.lerp(to: p1, a)
      let q1 = p1.lerp(to: p2, a)
      let q2 = p2.lerp(to: p3, a)
      let r0 = q0.lerp(to: q1, b)
      let r1 = q1.lerp(to: q2, b)
      return r0.lerp(to: r1, c)
    }
    return (blossom(t0, t0, t1), blossom(t0, t1, t1))
  }

  /// The control box: the control points' least and greatest coordinates.
  @inlinable @inline(__always) var controlBox: (low: Point, high: Point) {
    (
      low: Point(x: min(p0.x, p1.x, p2.x, p3.x), y: min(p0.y, p1.y, p2.y, p3.y)),
      high: Point(x: max(p0.x, p1.x, p2.x, p3.x), y: max(p0.y, p1.y, p2.y, p3.y))
    )
  }

  /// The curve split at `t` by de Casteljau's algorithm; the split point is shared exactly.
  func split(at t: Double) -> (CubicBezier, CubicBezier) {
    let ab = p0.lerp(to: p1, t)
    let bc = p1.lerp(to: p2, t)
    let cd = p2.lerp(to: p3, t)
    let abc = ab.lerp(to: bc, t)
    let bcd = bc.lerp(to: cd, t)
    let m = abc.lerp(to: bcd, t)
    return (CubicBezier(p0, ab, abc, m), CubicBezier(m, bcd, cd, p3))
  }

  /// The second derivative at `t`.
  func secondDerivative(at t: Double) -> Point {
    6 * ((1 - t) * (p2 - 2 * p1 + p0) + t * (p3 - 2 * p2 + p1))
  }

  /// Whether the controls lie exactly on the chord's line (a line drawn as a cubic); where
  /// the ends coincide, whether all four points lie on one line (a curve from a point back
  /// to it around the controls is a loop, not a line).
  @inline(__always) var isStraight: Bool {
    let chord = p3 - p0
    guard chord.x != 0 || chord.y != 0 else { return (p1 - p0).cross(p2 - p0) == 0 }
    return chord.cross(p1 - p0) == 0 && chord.cross(p2 - p0) == 0
  }

  /// Whether the curve advances along its chord throughout, so never meets itself: the
  /// derivative is a weighted mean of `p1 − p0`, `p2 − p1` and `p3 − p2` (the hodograph's
  /// controls), so where all three point forward along the chord, so does every tangent.
  var advancesAlongChord: Bool {
    let chord = p3 - p0
    return chord.dot(p1 - p0) > 0 && chord.dot(p2 - p1) > 0 && chord.dot(p3 - p2) > 0
  }
}

extension CubicBezier {
  /// The parameter of the curve's point within `tolerance` of `point`, or `nil`.
  ///
  /// Newton's method on (c(s) − point)·c′(s) = 0 from the best of 17 samples; the ends are
  /// tested first, so that a point at an end gets exactly 0 or 1.
  func parameter(near point: Point, within tolerance: Double) -> Double? {
    let limit = tolerance * tolerance
    if (p0 - point).dot(p0 - point) <= limit { return 0 }
    if (p3 - point).dot(p3 - point) <= limit { return 1 }
    var best = 0.0
    var bestDistance = Double.infinity
    for k in 0...16 {
      let s = Double(k) / 16
      let v = self.point(at: s) - point
      let distance = v.dot(v)
      if distance < bestDistance {
        bestDistance = distance
        best = s
      }
    }
    var s = best
    for _ in 0..<20 {
      let v = self.point(at: s) - point
      let d1 = derivative(at: s)
      let d2 = secondDerivative(at: s)
      let f = v.dot(d1)
      let df = d1.dot(d1) + v.dot(d2)
      guard df > 0 else { break }
      let next = min(max(s - f / df, 0), 1)
      if next == s { break }
      s = next
    }
    let v = self.point(at: s) - point
    return v.dot(v) <= limit ? s : nil
  }
}
