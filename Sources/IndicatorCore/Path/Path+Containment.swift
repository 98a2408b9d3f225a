// Point containment: the winding number of the outline around a point, computed on the
// curves themselves by splitting them into y-monotonic pieces and solving each piece's
// crossing with the point's horizontal ray.

extension Path {
  /// Whether `point` lies inside the region the path encloses under `fillRule`.
  ///
  /// Every subpath is treated as closed by a straight line, as a fill does. The winding
  /// number counts the signed crossings of the ray from `point` towards +x: lines cross in
  /// closed form, quadratic and cubic curves are split at their y extrema (the roots of the
  /// derivative) into y-monotonic pieces whose one crossing is found by Newton's method
  /// safeguarded by bisection — the approach of Skia's `SkPath::contains` (winding on
  /// monotonic pieces), with no flattening.
  ///
  /// Boundary rule: a piece running from `y0` to `y1` is crossed when
  /// `min(y0, y1) <= point.y < max(y0, y1)`, and only crossings strictly right of the point
  /// count. So a point exactly on an axis-aligned edge is inside on a top or left edge and
  /// outside on a bottom or right edge: `Path(rect).contains(p) == rect.contains(p)`
  /// exactly, the half-open rule of `CGRect.contains`. On a slanted or curved edge the
  /// answer for a point exactly on it follows the same rule up to rounding.
  ///
  /// A non-finite `point`, an empty path and a path with a non-finite coordinate (see
  /// ``isFinite``) contain nothing: the result is `false`.
  ///
  /// - Parameters:
  ///   - point: The point to test.
  ///   - fillRule: `.nonZero` (the default): inside when the winding number is not zero;
  ///     `.evenOdd`: inside when it is odd.
  /// - Complexity: O(n) in the number of elements; a curve whose control points all lie
  ///   above, below or left of the point costs a few comparisons.
  public func contains(_ point: Point, fillRule: FillRule = .nonZero) -> Bool {
    guard let winding = winding(at: point) else { return false }
    switch fillRule {
    case .nonZero: return winding != 0
    case .evenOdd: return winding & 1 != 0
    }
  }

  /// The winding number of the path around `point` (positive inside clockwise-on-screen
  /// outlines), with the boundary rule of ``contains(_:fillRule:)``; `nil` for a non-finite
  /// point or path.
  func winding(at point: Point) -> Int? {
    guard point.isFinite else { return nil }
    var counter = WindingCounter(point: point)
    var start = Point.zero
    var current = Point.zero
    var open = false
    for element in storage {
      switch element {
      case .move(let p):
        if open { counter.addLine(current, start) }
        counter.probe(p)
        start = p
        current = p
        open = false
      case .line(let p):
        counter.probe(p)
        counter.addLine(current, p)
        current = p
        open = true
      case .quadCurve(let p, let c):
        counter.probe(p)
        counter.probe(c)
        counter.addQuad(QuadBezier(current, c, p))
        current = p
        open = true
      case .curve(let p, let c1, let c2):
        counter.probe(p)
        counter.probe(c1)
        counter.probe(c2)
        counter.addCubic(CubicBezier(current, c1, c2, p))
        current = p
        open = true
      case .closeSubpath:
        counter.addLine(current, start)
        current = start
        open = false
      }
    }
    if open { counter.addLine(current, start) }
    return counter.finiteProbe == 0 ? counter.winding : nil
  }
}

/// Accumulates the signed crossings of the ray from `point` towards +x.
struct WindingCounter {
  let px: Double
  let py: Double
  var winding = 0
  /// 0 while every coordinate seen is finite, NaN afterwards (`v * 0`).
  var finiteProbe = 0.0

  init(point: Point) {
    px = point.x
    py = point.y
  }

  @inline(__always) mutating func probe(_ p: Point) {
    finiteProbe += p.x * 0 + p.y * 0
  }

  /// A line from `a` to `b`: crossed when `min(y) <= py < max(y)` and the crossing lies
  /// strictly right of the point (decided by the sign of a cross product, without division).
  @inline(__always) mutating func addLine(_ a: Point, _ b: Point) {
    if a.y <= py {
      guard py < b.y else { return }
      // Downwards (y increasing): crossing right of the point when the point is left of
      // the edge.
      if (b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x) > 0 { winding += 1 }
    } else {
      guard b.y <= py else { return }
      if (a.x - b.x) * (py - b.y) - (a.y - b.y) * (px - b.x) > 0 { winding -= 1 }
    }
  }

  mutating func addQuad(_ q: QuadBezier) {
    // Quick rejections on the control polygon (the curve lies in its convex hull).
    let minY = min(q.p0.y, q.p1.y, q.p2.y)
    let maxY = max(q.p0.y, q.p1.y, q.p2.y)
    if py < minY || py >= maxY { return }
    if max(q.p0.x, q.p1.x, q.p2.x) <= px { return }
    if min(q.p0.x, q.p1.x, q.p2.x) > px {
      // Wholly right of the point: the net crossing is the chord's.
      addEndpointCrossing(q.p0.y, q.p2.y)
      return
    }
    let a0 = q.p0.y
    let a1 = q.p1.y
    let a2 = q.p2.y
    let denominator = a0 - 2 * a1 + a2
    let split = denominator != 0 ? (a0 - a1) / denominator : -1
    if split > 0 && split < 1 {
      let ySplit = q.point(at: split).y
      addQuadPiece(q, 0, split, a0, ySplit)
      addQuadPiece(q, split, 1, ySplit, a2)
    } else {
      addQuadPiece(q, 0, 1, a0, a2)
    }
  }

  mutating func addCubic(_ c: CubicBezier) {
    let minY = min(c.p0.y, c.p1.y, c.p2.y, c.p3.y)
    let maxY = max(c.p0.y, c.p1.y, c.p2.y, c.p3.y)
    if py < minY || py >= maxY { return }
    if max(c.p0.x, c.p1.x, c.p2.x, c.p3.x) <= px { return }
    if min(c.p0.x, c.p1.x, c.p2.x, c.p3.x) > px {
      addEndpointCrossing(c.p0.y, c.p3.y)
      return
    }
    var roots = RootBuffer()
    c.extrema(axis: 1, into: &roots)
    var t0 = 0.0
    var y0 = c.p0.y
    for i in 0..<roots.count {
      let t1 = roots[i]
      let y1 = c.point(at: t1).y
      addCubicPiece(c, t0, t1, y0, y1)
      t0 = t1
      y0 = y1
    }
    addCubicPiece(c, t0, 1, y0, c.p3.y)
  }

  /// The net crossing of a curve that lies wholly right of the point: it depends only on
  /// the end points (the half-open rule telescopes over the monotonic pieces).
  @inline(__always) mutating func addEndpointCrossing(_ y0: Double, _ y1: Double) {
    if y0 <= py {
      if py < y1 { winding += 1 }
    } else if y1 <= py {
      winding -= 1
    }
  }

  /// One y-monotonic piece `t0...t1` of a quadratic, whose end values are `y0` and `y1`.
  @inline(__always) mutating func addQuadPiece(
    _ q: QuadBezier, _ t0: Double, _ t1: Double, _ y0: Double, _ y1: Double
  ) {
    let direction: Int
    if y0 <= py && py < y1 {
      direction = 1
    } else if y1 <= py && py < y0 {
      direction = -1
    } else {
      return
    }
    // Solve y(t) = py on the piece: (a0 - 2a1 + a2)t² + 2(a1 - a0)t + (a0 - py) = 0.
    let a = q.p0.y - 2 * q.p1.y + q.p2.y
    let b = 2 * (q.p1.y - q.p0.y)
    let t = monotoneRoot(t0, t1, y0, y1) { t in ((a * t + b) * t + q.p0.y, 2 * a * t + b) }
    if q.point(at: t).x > px { winding += direction }
  }

  /// One y-monotonic piece `t0...t1` of a cubic, whose end values are `y0` and `y1`.
  @inline(__always) mutating func addCubicPiece(
    _ c: CubicBezier, _ t0: Double, _ t1: Double, _ y0: Double, _ y1: Double
  ) {
    let direction: Int
    if y0 <= py && py < y1 {
      direction = 1
    } else if y1 <= py && py < y0 {
      direction = -1
    } else {
      return
    }
    // Power form of y(t): ((A t + B) t + C) t + D.
    let d = c.p0.y
    let cc = 3 * (c.p1.y - c.p0.y)
    let bb = 3 * (c.p2.y - 2 * c.p1.y + c.p0.y)
    let aa = c.p3.y - 3 * c.p2.y + 3 * c.p1.y - c.p0.y
    let t = monotoneRoot(t0, t1, y0, y1) { t in
      ((((aa * t + bb) * t + cc) * t + d), ((3 * aa * t + 2 * bb) * t + cc))
    }
    if c.point(at: t).x > px { winding += direction }
  }

  /// The `t` in `t0...t1` where a monotonic `y(t)` (with `y(t0) = y0`, `y(t1) = y1`, `py`
  /// between them) reaches `py`: Newton's method kept inside a shrinking bracket, falling
  /// back to bisection; at most 64 steps.
  @inline(__always) func monotoneRoot(
    _ t0: Double, _ t1: Double, _ y0: Double, _ y1: Double,
    _ evaluate: (Double) -> (value: Double, slope: Double)
  ) -> Double {
    // Orient the bracket so that y(lo) <= py < y(hi).
    var lo = y0 <= y1 ? t0 : t1
    var hi = y0 <= y1 ? t1 : t0
    let span = y1 - y0
    var t = span != 0 ? t0 + (t1 - t0) * ((py - y0) / span) : 0.5 * (t0 + t1)
    for _ in 0..<64 {
      let (value, slope) = evaluate(t)
      let error = value - py
      if error == 0 { return t }
      if error < 0 { lo = t } else { hi = t }
      var next = t - error / slope
      if !(next > min(lo, hi) && next < max(lo, hi)) { next = 0.5 * (lo + hi) }
      if next == t || abs(hi - lo) <= 1e-15 { return next }
      t = next
    }
    return t
  }
}
