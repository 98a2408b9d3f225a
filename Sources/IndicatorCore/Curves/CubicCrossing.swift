// Where two cubic pieces cross: chords to bracket the crossing nearest the first piece's
// end, then Newton's method on a(u) = b(v). The stroker's loop pass cuts inner-side loops
// there (Stroke/Loops/).

/// The points of `c` at 0, `t1`, `t2`, `t3`, `t4` and 1 (`point(at:)`, inlined, so constant
/// parameters give constant weights); for a `whole` chord only those at 0 and 1, the rest
/// left at `c.p0`.
@inline(__always) private func chordEnds(
  _ c: CubicBezier, whole: Bool, _ t1: Double, _ t2: Double, _ t3: Double, _ t4: Double
) -> (Point, Point, Point, Point, Point, Point) {
  guard !whole else { return (c.point(at: 0), c.point(at: 1), c.p0, c.p0, c.p0, c.p0) }
  return (
    c.point(at: 0), c.point(at: t1), c.point(at: t2), c.point(at: t3),
    c.point(at: t4), c.point(at: 1)
  )
}

extension CubicBezier {
  /// The crossing of pieces `a` and `b`, whose control boxes meet, nearest `a`'s end, at
  /// parameters inside both.
  ///
  /// Each piece is flattened into five chords, halving towards the joint (a line, whose
  /// controls lie on it, into one; chords whose boxes are apart are passed); the crossing of
  /// chords nearest `a`'s end is polished by Newton's method on
  /// a(u) = b(v) and kept when it converges inside both pieces. Two crossings within one
  /// pair of chords, or tangent ones, are missed (the loop is then kept).
  static func crossing(_ a: CubicBezier, _ b: CubicBezier, scale: Double)
    -> (u: Double, v: Double, point: Point)?
  {
    // Chords halving towards the joint where loops close (a's end, b's start): a loop's
    // crossing is usually near it, where the pieces may bend fastest (next to a cusp).
    let steps: (Double, Double, Double, Double, Double, Double) = (0, 0.5, 0.75, 0.875, 0.9375, 1)
    let aCount = a.isStraight ? 1 : 5
    let bCount = b.isStraight ? 1 : 5
    if aCount == 1 && bCount == 1 {
      // Two lines: their crossing in closed form (exact where it is representable, as on
      // axis-aligned lines with integer coordinates).
      let r = a.p3 - a.p0
      let d = b.p3 - b.p0
      let denominator = r.cross(d)
      guard denominator != 0 else { return nil }
      let w = b.p0 - a.p0
      let u = w.cross(d) / denominator
      let v = w.cross(r) / denominator
      guard u > 0, u < 1, v > 0, v < 1 else { return nil }
      let point =
        abs(r.x) * abs(d.y) >= abs(r.y) * abs(d.x)
        ? Point(x: b.p0.x + v * d.x, y: a.p0.y + u * r.y)
        : Point(x: a.p0.x + u * r.x, y: b.p0.y + v * d.y)
      return point.isFinite ? (u, v, point) : nil
    }
    @inline(__always) func aParameter(_ k: Int) -> Double {
      aCount == 1
        ? Double(k) : withUnsafeBytes(of: steps) { $0.load(fromByteOffset: 8 * k, as: Double.self) }
    }
    @inline(__always) func bParameter(_ k: Int) -> Double {
      bCount == 1
        ? Double(k)
        : 1 - withUnsafeBytes(of: steps) { $0.load(fromByteOffset: 8 * (5 - k), as: Double.self) }
    }
    // The chords' ends at the parameters above, written out so that each evaluation's
    // weights are constants.
    let aPoints = chordEnds(a, whole: aCount == 1, 0.5, 0.75, 0.875, 0.9375)
    let bPoints = chordEnds(b, whole: bCount == 1, 0.0625, 0.125, 0.25, 0.5)
    var best: (u: Double, v: Double)?
    withUnsafeBytes(of: aPoints) { aRaw in
      withUnsafeBytes(of: bPoints) { bRaw in
        let pa = aRaw.bindMemory(to: Point.self)
        let pb = bRaw.bindMemory(to: Point.self)
        // Chords whose boxes are apart do not cross: b's chords' box, then each pair's.
        var bLow = pb[0]
        var bHigh = pb[0]
        for kb in 1...bCount {
          bLow = Point(x: min(bLow.x, pb[kb].x), y: min(bLow.y, pb[kb].y))
          bHigh = Point(x: max(bHigh.x, pb[kb].x), y: max(bHigh.y, pb[kb].y))
        }
        // From a's end: the first crossing found is the one nearest it.
        for ka in stride(from: aCount - 1, through: 0, by: -1) {
          let p = pa[ka]
          let pEnd = pa[ka + 1]
          let low = Point(x: min(p.x, pEnd.x), y: min(p.y, pEnd.y))
          let high = Point(x: max(p.x, pEnd.x), y: max(p.y, pEnd.y))
          guard low.x <= bHigh.x, bLow.x <= high.x, low.y <= bHigh.y, bLow.y <= high.y else {
            continue
          }
          let r = pEnd - p
          for kb in 0..<bCount {
            let q = pb[kb]
            let qEnd = pb[kb + 1]
            if max(q.x, qEnd.x) < low.x || min(q.x, qEnd.x) > high.x
              || max(q.y, qEnd.y) < low.y || min(q.y, qEnd.y) > high.y
            {
              continue
            }
            let d = qEnd - q
            let denominator = r.cross(d)
            guard denominator != 0 else { continue }
            let w = q - p
            let s = w.cross(d) / denominator
            let t = w.cross(r) / denominator
            guard s >= 0, s <= 1, t >= 0, t <= 1 else { continue }
            let u = aParameter(ka) + s * (aParameter(ka + 1) - aParameter(ka))
            let v = bParameter(kb) + t * (bParameter(kb + 1) - bParameter(kb))
            if let current = best, current.u > u || (current.u == u && current.v <= v) {
              continue
            }
            best = (u, v)
          }
          if best != nil { return }
        }
      }
    }
    guard let (u, v) = best else { return nil }
    return polishedCrossing(a, b, from: u, v, scale: scale)
  }

  /// The crossing a(u) = b(v) by Newton's method from (`u`, `v`), kept inside both pieces
  /// (open parameter intervals): `nil` when an iterate leaves them, the Jacobian
  /// a′ × b′ vanishes, or after eight steps the points are more than 1e-9 `scale` apart
  /// (it converges to 1e-12 `scale`; the stroker passes its half width).
  static func polishedCrossing(
    _ a: CubicBezier, _ b: CubicBezier, from u: Double, _ v: Double, scale: Double
  ) -> (u: Double, v: Double, point: Point)? {
    var u = u
    var v = v
    guard u > 0, u < 1, v > 0, v < 1 else { return nil }
    @inline(__always) func evaluate(_ c: CubicBezier, _ t: Double) -> (Point, Point) {
      (c.point(at: t), c.derivative(at: t))
    }
    var (pointA, du) = evaluate(a, u)
    var (pointB, dv) = evaluate(b, v)
    var residual = pointA - pointB
    for _ in 0..<8 {
      // Converged to rounding: 1e-12 of the scale.
      if residual.dot(residual) <= 1e-24 * scale * scale { break }
      let det = dv.cross(du)
      guard det != 0 else { return nil }
      u -= dv.cross(residual) / det
      v -= du.cross(residual) / det
      guard u > 0, u < 1, v > 0, v < 1 else { return nil }
      (pointA, du) = evaluate(a, u)
      (pointB, dv) = evaluate(b, v)
      residual = pointA - pointB
    }
    guard residual.dot(residual) <= 1e-18 * scale * scale else { return nil }
    return pointA.isFinite ? (u, v, pointA) : nil
  }
}
