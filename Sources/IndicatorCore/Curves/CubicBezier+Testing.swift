// Conveniences for the tests: production code works on the curves through `subsegment`,
// `split(at:)`, the derivatives and the one-dimensional root finders.

extension CubicBezier {
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
