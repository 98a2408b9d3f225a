/// A recipe for the selection indicator's shape, as `MDCTabBarIndicatorTemplate`.
///
/// A template is a pure function of the tab's context: ``TabBarModel`` calls it whenever
/// the tab's geometry changes, and with interpolated contexts during transitions, so every
/// template animates without path morphing.
///
/// ```swift
/// struct ThickUnderline: IndicatorTemplate {
///   func indicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
///     let b = context.bounds
///     return IndicatorAttributes(path: Path(Rect(x: b.minX, y: b.maxY - 4, width: b.width, height: 4)))
///   }
/// }
/// ```
public protocol IndicatorTemplate: Sendable {
  /// The indicator for the tab described by `context`, in the tab's coordinate space.
  func indicatorAttributes(for context: TabBarContext) -> IndicatorAttributes

  /// The indicator for a tab whose context is in the tab bar's coordinate space: the
  /// attributes ``TabBarModel`` reports.
  ///
  /// `context.bounds` is the tab's frame in the bar (its origin where the tab sits) and
  /// `context.contentFrame` is in the same space. The default moves the context to the
  /// tab's own space, calls ``indicatorAttributes(for:)`` and moves the path back. A
  /// template that reads the context only through positions relative to `bounds`, as every
  /// built-in template does, returns `indicatorAttributes(for: context)` instead, so that
  /// its path is built where it goes rather than moved afterwards.
  func placedIndicatorAttributes(for context: TabBarContext) -> IndicatorAttributes
}

extension IndicatorTemplate {
  /// The indicator of ``indicatorAttributes(for:)`` for the context moved to the tab's own
  /// space (`bounds` at origin zero), moved to where `context.bounds` is.
  public func placedIndicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
    let origin = context.bounds.origin
    var local = context
    local.bounds.origin = .zero
    local.contentFrame.origin.x -= origin.x
    local.contentFrame.origin.y -= origin.y
    var attributes = indicatorAttributes(for: local)
    attributes.path.translate(dx: origin.x, dy: origin.y)
    return attributes
  }
}
