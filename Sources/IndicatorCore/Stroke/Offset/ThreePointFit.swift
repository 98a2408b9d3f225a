// The three-point fit: the first fit every piece gets, one cubic through the offset's end
// points along its end tangents, and through its midpoint (or with Tiller–Hanson handles).

extension OffsetFitter {
  /// The three-point fit of a piece — through the offset's midpoint `qm`, or with Tiller–Hanson
  /// handles (the source's speeds scaled by the offset's speed ratio 1 − h·κ) where the
  /// end tangents are nearly parallel — with its ``fitRatio`` (where the speed ratio is
  /// small or uneven the fit is checked closely).
  @inline(__always)
  func threePointFit(
    _ curve: StrokedCubic, _ start: CurveEnd, _ end: CurveEnd, _ speeds: EndSpeeds,
    _ q0: Point, _ q3: Point, _ qm: Point, piece: CubicBezier, h: Double
  ) -> (fitted: CubicBezier, ratio: Double) {
    let dt = end.t - start.t
    let t0 = start.tangent
    let t1 = end.tangent
    let (m0, m1, speedRatio0, speedRatio1) = (
      speeds.m0, speeds.m1, speeds.speedRatio0, speeds.speedRatio1
    )
    let solved = abs(t0.cross(t1)) > 0.02
    let fitted = threePointCubic(
      q0, q3, qm, t0, t1, solved: solved,
      handles: ((dt / 3) * m0 * speedRatio0, (dt / 3) * m1 * speedRatio1))
    let ratio = fitRatio(
      fitted, curve, piece, start.t, dt, h: h, checkMiddle: !solved,
      wide: t0.dot(t1) < -Self.quarterTurnSlack,
      speedRatios: (min(speedRatio0, speedRatio1), max(speedRatio0, speedRatio1)))
    return (fitted, ratio)
  }

  /// A cubic from `q0` to `q3` along the end tangents: with `solved`, the handle lengths
  /// make it pass through `qm` at the middle; otherwise the source handles are scaled by the
  /// offset's speed ratio 1 − h·κ at each end (Tiller & Hanson 1984).
  @inline(__always)
  func threePointCubic(
    _ q0: Point, _ q3: Point, _ qm: Point, _ t0: Point, _ t1: Point, solved: Bool,
    handles: (Double, Double)
  ) -> CubicBezier {
    var (a, b) = handles
    if solved {
      // B(½) = (q0 + q3)/2 + 3/8·(a·t0 − b·t1) = qm, by Cramer's rule.
      let det = t0.cross(t1)
      let r = (8.0 / 3.0) * (qm - 0.5 * (q0 + q3))
      a = r.cross(t1) / det
      b = -t0.cross(r) / det
    }
    return CubicBezier(q0, q0 + a * t0, q3 - b * t1, q3)
  }
}
