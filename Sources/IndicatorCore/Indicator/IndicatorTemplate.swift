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
}
