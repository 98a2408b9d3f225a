// Region operations on paths, with SwiftUI's names and defaults (`Path.union(_:eoFill:)`
// and its siblings); the method is `RegionOperator`'s.

extension Path {
  /// The region inside this path or `other`.
  func union(_ other: Path, eoFill: Bool = false) -> Path {
    RegionOperator.apply(.union, self, other, rule: eoFill ? .evenOdd : .nonZero)
  }

  /// The region inside both this path and `other`.
  func intersection(_ other: Path, eoFill: Bool = false) -> Path {
    RegionOperator.apply(.intersection, self, other, rule: eoFill ? .evenOdd : .nonZero)
  }

  /// The region inside this path and not inside `other`.
  func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
    RegionOperator.apply(.subtraction, self, other, rule: eoFill ? .evenOdd : .nonZero)
  }

  /// The region inside exactly one of this path and `other`.
  func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
    RegionOperator.apply(
      .symmetricDifference, self, other, rule: eoFill ? .evenOdd : .nonZero)
  }

  /// The region this path encloses, as contours that do not cross.
  func normalized(eoFill: Bool = true) -> Path {
    RegionOperator.apply(.union, self, Path(), rule: eoFill ? .evenOdd : .nonZero)
  }
}
