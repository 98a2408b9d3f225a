extension TabBarModel: Equatable {
  /// Whether two models have the same items, selection, size, layout, direction, metrics and
  /// template.
  ///
  /// Templates of different types differ. Templates of one `Hashable` type (every built-in
  /// template) compare with `==`; templates of a type that is not (such as
  /// ``ClosureIndicatorTemplate``) are the same when they draw the same indicator for every
  /// tab of both models.
  ///
  /// A size with a NaN dimension is never equal to anything, as `Double`'s `==`.
  ///
  /// - Complexity: O(tabs), plus a template call per tab for templates that are not
  ///   `Hashable`.
  public static func == (lhs: TabBarModel, rhs: TabBarModel) -> Bool {
    guard lhs.items == rhs.items, lhs.selectedIndex == rhs.selectedIndex,
      lhs.size == rhs.size,
      lhs.layout == rhs.layout, lhs.layoutDirection == rhs.layoutDirection,
      lhs.metrics == rhs.metrics
    else { return false }
    return sameTemplate(lhs, rhs)
  }

  /// Whether the two models' templates are the same, as ``==(_:_:)`` describes.
  private static func sameTemplate(_ lhs: TabBarModel, _ rhs: TabBarModel) -> Bool {
    let (a, b) = (lhs.template, rhs.template)
    guard type(of: a) == type(of: b) else { return false }
    if let a = a as? any Hashable, let b = b as? any Hashable {
      return AnyHashable(a) == AnyHashable(b)
    }
    return lhs.itemFrames.indices.allSatisfy {
      lhs.indicator(forItemAt: $0) == rhs.indicator(forItemAt: $0)
    }
  }
}
