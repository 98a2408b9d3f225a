/// What an indicator template sees of one tab, as `MDCTabBarIndicatorContext`.
///
/// Everything is in the tab's own coordinate space: ``bounds`` has its origin at zero and
/// ``contentFrame`` is the title/icon's frame inside it.
public struct TabBarContext: Hashable, Sendable, Codable {
  /// The tab the indicator is for.
  public var item: TabItem
  /// The tab's full bounds in its own coordinate space (origin zero).
  public var bounds: Rect
  /// The frame of the tab's title or icon, in the same space as ``bounds``.
  public var contentFrame: Rect
  /// The direction the tab bar runs in; templates that are not symmetric mirror their
  /// leading and trailing options in `.rightToLeft`.
  public var layoutDirection: LayoutDirection

  /// Creates a context.
  public init(
    item: TabItem, bounds: Rect, contentFrame: Rect,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.item = item
    self.bounds = bounds
    self.contentFrame = contentFrame
    self.layoutDirection = layoutDirection
  }
}
