// Approximate comparison of paths, element by element.

extension Path {
  /// Whether the two paths have the same elements in the same order, with every pair of
  /// corresponding points (end points and control points) within `tolerance` of each other.
  ///
  /// `==` stays exact; approximate equality is not transitive, so it is a named method (as
  /// in swift-numerics). Paths that draw the same shape with different elements (a line
  /// versus a straight cubic, a rectangle starting at another corner) are not equal here.
  ///
  /// - Parameters:
  ///   - other: The path to compare with.
  ///   - tolerance: The largest Euclidean distance allowed between corresponding points.
  ///     With a negative or NaN tolerance no points match, so only two empty paths compare
  ///     equal; a NaN coordinate never matches.
  /// - Complexity: O(n) in the number of elements.
  public func isApproximatelyEqual(to other: Path, tolerance: Double) -> Bool {
    guard storage.count == other.storage.count else { return false }
    for (a, b) in zip(storage, other.storage) {
      switch (a, b) {
      case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
        guard p.isApproximatelyEqual(to: q, tolerance: tolerance) else { return false }
      case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
        guard p.isApproximatelyEqual(to: q, tolerance: tolerance),
          c.isApproximatelyEqual(to: d, tolerance: tolerance)
        else { return false }
      case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
        guard p.isApproximatelyEqual(to: q, tolerance: tolerance),
          c1.isApproximatelyEqual(to: d1, tolerance: tolerance),
          c2.isApproximatelyEqual(to: d2, tolerance: tolerance)
        else { return false }
      case (.closeSubpath, .closeSubpath):
        break
      default:
        return false
      }
    }
    return true
  }
}
