/// A template made from a closure, for one-off templates in tests and playgrounds.
///
/// ```swift
/// let bar = ClosureIndicatorTemplate { context in
///   let b = context.bounds
///   return IndicatorAttributes(path: Path(Rect(x: b.minX, y: b.maxY - 2, width: b.width, height: 2)))
/// }
/// ```
///
/// A closure cannot be compared, so this template is not `Hashable`; two models using it
/// compare as ``TabBarModel``'s `==` describes. What the closure returns is used as it is:
/// ``TabBarModel`` drops an empty or non-finite path as it does any template's.
public struct ClosureIndicatorTemplate: IndicatorTemplate {
  /// The closure that draws the indicator for a tab's context.
  public let body: @Sendable (TabBarContext) -> IndicatorAttributes

  /// Creates a template that calls `body` for each tab.
  ///
  /// - Parameter body: The indicator for a tab, in the tab's coordinate space.
  public init(_ body: @escaping @Sendable (TabBarContext) -> IndicatorAttributes) {
    self.body = body
  }

  /// The indicator `body` returns for `context`.
  public func indicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
    body(context)
  }
}
