/// A filled rounded rectangle behind the tab's content: Tabman's block and Material's
/// pill-shaped selection.
///
/// The corners default to `.circular`, what Material (Compose's `RoundedCornerShape`,
/// Android's `MaterialShapeDrawable`) draws; pass `.continuous` for UIKit's corners.
public struct PillIndicatorTemplate: IndicatorTemplate, Hashable, Codable {
  /// How far the pill extends beyond the content frame on each side (leading and trailing
  /// are mirrored in right-to-left layouts).
  public var padding: EdgeInsets
  /// The corner radius, or `nil` for half the pill's height (a capsule).
  public var cornerRadius: Double?
  /// The corner shape.
  public var cornerStyle: RoundedCornerStyle

  /// Creates a pill template.
  ///
  /// - Parameters:
  ///   - padding: The outset around the content frame (default 12 leading/trailing, 6
  ///     top/bottom).
  ///     A negative or non-finite value gives an empty path.
  ///   - cornerRadius: The corner radius; `nil` (default) is half the height. Negative or NaN
  ///     counts as 0; larger than half the height or width is clamped.
  ///   - cornerStyle: `.circular` (default, Material's corners) or `.continuous`.
  public init(
    padding: EdgeInsets = EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12),
    cornerRadius: Double? = nil, cornerStyle: RoundedCornerStyle = .circular
  ) {
    self.padding = padding
    self.cornerRadius = cornerRadius
    self.cornerStyle = cornerStyle
  }

  /// The pill's rectangle: the content frame outset by ``padding`` and then clipped to the
  /// tab's bounds, or `nil` when nothing finite and non-empty is left.
  public func pillRect(in context: TabBarContext) -> Rect? {
    guard padding.isFinite, padding.top >= 0, padding.leading >= 0, padding.bottom >= 0,
      padding.trailing >= 0, context.bounds.isFinite, context.contentFrame.isFinite
    else { return nil }
    let p = context.layoutDirection == .rightToLeft ? padding.mirrored : padding
    let bounds = context.bounds.standardized
    let content = context.contentFrame.standardized
    let minX = max(content.minX - p.leading, bounds.minX)
    let maxX = min(content.maxX + p.trailing, bounds.maxX)
    let minY = max(content.minY - p.top, bounds.minY)
    let maxY = min(content.maxY + p.bottom, bounds.maxY)
    guard maxX > minX, maxY > minY else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The pill for the tab in `context`; an empty path when ``pillRect(in:)`` is `nil`.
  public func indicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
    guard let rect = pillRect(in: context) else { return IndicatorAttributes(path: Path()) }
    let radius = cornerRadius ?? rect.height / 2
    return IndicatorAttributes(
      path: Path(roundedRect: rect, cornerRadius: radius, style: cornerStyle))
  }

  /// The indicator for `context` in the tab bar's space, built where it goes: the template
  /// reads the context only relative to its bounds.
  public func placedIndicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
    indicatorAttributes(for: context)
  }
}
