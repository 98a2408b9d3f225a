/// A stroked rounded rectangle around the tab's content: MDC's sample outline indicator.
///
/// MDC's sample builds `UIBezierPath(roundedRect: contentFrame.insetBy(dx: -8, dy: -4),
/// cornerRadius: 4)`, which has UIKit's continuous corners (so ``cornerStyle`` defaults to
/// `.continuous`), and fills `cgPath.copy(strokingWithWidth: 2, lineCap: .butt,
/// lineJoin: .miter, miterLimit: 0)`. This template does the same with
/// ``Path/strokedPath(_:tolerance:)``: the result is a ring of two contours (the outer one
/// first, winding +1, and the inner one reversed) that fills, under the non-zero or the
/// even-odd rule, the band `lineWidth / 2` either side of the rounded rectangle; its
/// ``Path/signedArea`` is the band's area. A line width at least the rectangle's height
/// (or width) covers its inside: the result is then the outer contour alone.
///
/// The ring is not clipped to the tab: it reaches `outset.dx + lineWidth / 2` beyond the
/// content frame horizontally and `outset.dy + lineWidth / 2` vertically, which is outside a
/// tab narrower than that.
public struct OutlineIndicatorTemplate: IndicatorTemplate, Hashable, Codable {
  /// How far the rounded rectangle extends beyond the content frame horizontally.
  public var horizontalOutset: Double
  /// How far the rounded rectangle extends beyond the content frame vertically.
  public var verticalOutset: Double
  /// The corner radius of the rounded rectangle (the middle of the stroke).
  public var cornerRadius: Double
  /// The corner shape of the rounded rectangle: `.continuous` (UIKit's, MDC's sample) by
  /// default.
  public var cornerStyle: RoundedCornerStyle
  /// The stroke's width and joins.
  public var style: StrokeStyle

  /// Creates an outline template; the defaults are MDC's sample.
  ///
  /// - Parameters:
  ///   - horizontalOutset: The outset beyond the content frame's left and right (default 8).
  ///   - verticalOutset: The outset beyond its top and bottom (default 4).
  ///   - cornerRadius: The rounded rectangle's radius (default 4); negative or NaN counts as
  ///     0, too large for the rectangle is clamped (see
  ///     ``Path/addRoundedRect(in:cornerRadii:style:transform:)``).
  ///   - cornerStyle: `.continuous` (default: what `UIBezierPath(roundedRect:cornerRadius:)`
  ///     draws in MDC's sample) or `.circular`.
  ///   - lineWidth: The stroke width (default 2).
  ///   - lineCap: The cap (default `.butt`; the outline is closed, so caps never show).
  ///   - lineJoin: The join (default `.miter`; it only shows with a zero radius).
  ///   - miterLimit: The miter limit (default 0, MDC's value: every miter bevels).
  ///
  /// A non-finite outset, or a width that is zero, negative or non-finite, gives an empty
  /// path; a negative outset shrinks the rectangle, and one that leaves nothing gives an
  /// empty path.
  public init(
    horizontalOutset: Double = 8, verticalOutset: Double = 4, cornerRadius: Double = 4,
    cornerStyle: RoundedCornerStyle = .continuous, lineWidth: Double = 2, lineCap: LineCap = .butt,
    lineJoin: LineJoin = .miter,
    miterLimit: Double = 0
  ) {
    self.horizontalOutset = horizontalOutset
    self.verticalOutset = verticalOutset
    self.cornerRadius = cornerRadius
    self.cornerStyle = cornerStyle
    self.style = StrokeStyle(
      lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
  }

  /// The rounded rectangle the stroke follows, in the tab's coordinates, or `nil` when the
  /// options or the context leave no finite, non-empty rectangle.
  public func outlineRect(in context: TabBarContext) -> Rect? {
    guard horizontalOutset.isFinite, verticalOutset.isFinite, context.contentFrame.isFinite
    else { return nil }
    let content = context.contentFrame.standardized
    let width = content.width + 2 * horizontalOutset
    let height = content.height + 2 * verticalOutset
    guard width > 0, height > 0 else { return nil }
    return Rect(
      x: content.minX - horizontalOutset, y: content.minY - verticalOutset, width: width,
      height: height)
  }

  /// The stroked outline for the tab in `context`; an empty path when
  /// ``outlineRect(in:)`` is `nil` or the width is not positive and finite.
  public func indicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
    guard let rect = outlineRect(in: context) else { return IndicatorAttributes(path: Path()) }
    let outline = Path(roundedRect: rect, cornerRadius: cornerRadius, style: cornerStyle)
    return IndicatorAttributes(path: outline.strokedPath(style))
  }

  /// The indicator for `context` in the tab bar's space, built where it goes: the template
  /// reads the context only relative to its bounds.
  public func placedIndicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
    indicatorAttributes(for: context)
  }
}
