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
      guard let distance = a.distance(to: b), distance <= tolerance else {
        return false
      }
    }
    return true
  }
}

extension Path.Element {
  /// The largest distance between this element's points and `other`'s (end points and
  /// control points, pair by pair), or `nil` when the two are different kinds of element.
  ///
  /// Two `closeSubpath`s are 0 apart. A NaN coordinate makes the distance NaN, which no
  /// tolerance accepts. ``Path/isApproximatelyEqual(to:tolerance:)`` compares paths with it.
  public func distance(to other: Path.Element) -> Double? {
    switch (self, other) {
    case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
      return p.distance(to: q)
    case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
      return largest(p.distance(to: q), c.distance(to: d))
    case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
      return largest(largest(p.distance(to: q), c1.distance(to: d1)), c2.distance(to: d2))
    case (.closeSubpath, .closeSubpath):
      return 0
    default:
      return nil
    }
  }

  /// The larger of two distances, NaN when either is (`max` would drop a NaN).
  private func largest(_ a: Double, _ b: Double) -> Double {
    a.isNaN || b.isNaN ? .nan : max(a, b)
  }
}
