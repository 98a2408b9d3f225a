// Conveniences for the tests: production code works on the curves through `subsegment`,
// `derivative` and the one-dimensional root finders.

extension CubicBezier {
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

  /// The parameters in (0, 1), at most two, where the derivative's `axis` component (0 for
  /// x, 1 for y) is zero, in increasing order (`cubicExtremaParameters`).
  func extrema(axis: Int, into roots: inout RootBuffer) {
    let found =
      axis == 0
      ? cubicExtremaParameters(p0.x, p1.x, p2.x, p3.x)
      : cubicExtremaParameters(p0.y, p1.y, p2.y, p3.y)
    if found.count > 0 { roots.append(found.first) }
    if found.count > 1 { roots.append(found.second) }
  }
}
