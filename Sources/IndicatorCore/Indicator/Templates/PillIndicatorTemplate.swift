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
  /// The height of a triangular pointer under the pill, pointing down from its bottom edge
  /// below the content's middle (a speech-bubble pill); `nil` (the default) for none.
  ///
  /// The pointer's base is twice its height, on the pill's straight bottom edge (narrowed
  /// to fit between the corners), and its tip stays inside the tab's bounds; the pill and
  /// the pointer are one contour (``Path/union(_:eoFill:)``). A height that is not positive
  /// and finite, or no room under the pill, draws no pointer.
  public var pointerHeight: Double?

  /// Creates a pill template.
  ///
  /// - Parameters:
  ///   - padding: The outset around the content frame (default 12 leading/trailing, 6
  ///     top/bottom).
  ///     A negative or non-finite value gives an empty path.
  ///   - cornerRadius: The corner radius; `nil` (default) is half the height. Negative or NaN
  ///     counts as 0; larger than half the height or width is clamped.
  ///   - cornerStyle: `.circular` (default, Material's corners) or `.continuous`.
  ///   - pointerHeight: The height of a pointer under the pill (see ``pointerHeight``);
  ///     `nil` (default) for none.
  public init(
    padding: EdgeInsets = EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12),
    cornerRadius: Double? = nil, cornerStyle: RoundedCornerStyle = .circular,
    pointerHeight: Double? = nil
  ) {
    self.padding = padding
    self.cornerRadius = cornerRadius
    self.cornerStyle = cornerStyle
    self.pointerHeight = pointerHeight
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
    let pill = Path(roundedRect: rect, cornerRadius: radius, style: cornerStyle)
    guard let pointer = pointer(under: rect, radius: radius, in: context) else {
      return IndicatorAttributes(path: pill)
    }
    return IndicatorAttributes(path: pill.union(pointer))
  }

  /// The pointer's triangle under the pill `rect` (corner radius `radius`), or `nil` for
  /// none (see ``pointerHeight``).
  func pointer(under rect: Rect, radius: Double, in context: TabBarContext) -> Path? {
    guard let height = pointerHeight, height > 0, height.isFinite else { return nil }
    // The radius as `Path(roundedRect:)` draws it: at most half the width and height.
    let corner = min(max(radius.isNaN ? 0 : radius, 0), rect.width / 2, rect.height / 2)
    let straight = rect.width - 2 * corner
    let tip = min(rect.maxY + height, context.bounds.standardized.maxY)
    let half = min(tip - rect.maxY, straight / 2)
    guard half > 0 else { return nil }
    let middle = min(
      max(context.contentFrame.standardized.midX, rect.minX + corner + half),
      rect.maxX - corner - half)
    var path = Path()
    path.move(to: Point(x: middle - half, y: rect.maxY))
    path.addLine(to: Point(x: middle + half, y: rect.maxY))
    path.addLine(to: Point(x: middle, y: rect.maxY + half))
    path.closeSubpath()
    return path
  }

  /// The indicator for `context` in the tab bar's space, built where it goes: the template
  /// reads the context only relative to its bounds.
  public func placedIndicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
    indicatorAttributes(for: context)
  }
}
