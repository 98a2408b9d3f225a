/// A bar along an edge of the tab: MDC's underline, and the variants people write by hand.
///
/// `UnderlineIndicatorTemplate()` is `MDCTabBarUnderlineIndicatorTemplate` to the point: the
/// rectangle `Rect(x: bounds.minX, y: bounds.maxY - 2, width: bounds.width, height: 2)`.
/// `UnderlineIndicatorTemplate(height: 4)` is the 4-point underline; ``materialPrimary`` is
/// Material 3's primary-tab indicator.
public struct UnderlineIndicatorTemplate: IndicatorTemplate, Hashable, Codable {
  /// How wide the bar is.
  public enum Width: Hashable, Sendable, Codable {
    /// The full width of the tab's bounds.
    case tab
    /// The width of the content frame, centred on it, but at least `minimum` wide.
    case content(minimum: Double)
  }

  /// Where the bar sits, as Android's `tabIndicatorGravity`.
  public enum Position: String, Hashable, Sendable, Codable, CaseIterable {
    /// Along the bottom edge (MDC's underline).
    case bottom
    /// Along the top edge.
    case top
    /// Centred vertically in the tab.
    case center
    /// From the top edge to the bottom edge; `height` is ignored.
    case stretch
  }

  /// The bar's thickness in points.
  public var height: Double
  /// How wide the bar is.
  public var width: Width
  /// Distances from the bar's reference edges: `leading`/`trailing` shrink its width (and
  /// are mirrored in right-to-left layouts), `bottom` lifts a bottom bar off the edge, `top`
  /// pushes a top bar down.
  public var insets: EdgeInsets
  /// The radius of the corners that face away from the edge the bar sits on (the top
  /// corners of an underline); all four corners for `.center` and `.stretch`.
  public var cornerRadius: Double
  /// The corner shape used when ``cornerRadius`` is positive.
  public var cornerStyle: RoundedCornerStyle
  /// Where the bar sits.
  public var position: Position

  /// Creates an underline template; the defaults give MDC's 2-point underline.
  ///
  /// - Parameters:
  ///   - height: The thickness. Zero, negative or non-finite gives an empty path.
  ///   - width: `.tab` (default) or `.content(minimum:)`. A non-finite minimum gives an empty
  ///     path; a negative one counts as 0; the width never exceeds the tab's.
  ///   - insets: Edge distances (see ``insets``). A negative or non-finite inset gives an
  ///     empty path.
  ///   - cornerRadius: The rounding of the corners away from the edge. Negative or NaN counts
  ///     as 0. Radii are drawn as given unless two on one side need more than that side, and
  ///     then they scale down together (the CSS rule of
  ///     ``Path/addRoundedRect(in:cornerRadii:style:transform:)``): a 3-point bar takes a
  ///     radius of 3 on its two top corners.
  ///   - cornerStyle: `.circular` (default: Material's corners, as Compose's
  ///     `RoundedCornerShape` draws them) or `.continuous`.
  ///   - position: `.bottom` (default), `.top`, `.center` or `.stretch`.
  public init(
    height: Double = 2, width: Width = .tab, insets: EdgeInsets = .zero,
    cornerRadius: Double = 0, cornerStyle: RoundedCornerStyle = .circular,
    position: Position = .bottom
  ) {
    self.height = height
    self.width = width
    self.insets = insets
    self.cornerRadius = cornerRadius
    self.cornerStyle = cornerStyle
    self.position = position
  }

  /// Material 3's primary-tab indicator: as wide as the content but at least 24 points,
  /// 3 points tall, its top corners full quarter circles of radius 3.
  ///
  /// Compose's `TabRowDefaults.PrimaryIndicator` is a 3-dp bar filled with
  /// `RoundedCornerShape(topStart = 3.dp, topEnd = 3.dp)`; `CornerBasedShape` scales radii
  /// only when two on one side add up to more than that side, so each top corner is a
  /// circular quarter arc of radius 3 meeting the bar's bottom edge.
  public static let materialPrimary = UnderlineIndicatorTemplate(
    height: 3, width: .content(minimum: 24), cornerRadius: 3, cornerStyle: .circular)

  /// The bar for the tab in `context`.
  public func indicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
    IndicatorAttributes(path: path(in: context))
  }

  /// The indicator for `context` in the tab bar's space, built where it goes: the template
  /// reads the context only relative to its bounds.
  public func placedIndicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
    indicatorAttributes(for: context)
  }

  /// The bar's rectangle in the tab's coordinate space, or `nil` when the options or the
  /// context leave no finite, non-empty bar.
  ///
  /// The bar never leaves the tab's bounds: a content-width bar is at most as wide as the
  /// tab (and shifted inwards when centring it on the content would cross an edge), and a
  /// bar taller than the tab is as tall as the tab.
  public func barRect(in context: TabBarContext) -> Rect? {
    guard height.isFinite, insets.isFinite, insets.top >= 0, insets.leading >= 0,
      insets.bottom >= 0,
      insets.trailing >= 0, context.bounds.isFinite, context.contentFrame.isFinite
    else { return nil }
    let bounds = context.bounds.standardized
    let inset = context.layoutDirection == .rightToLeft ? insets.mirrored : insets
    var x = bounds.minX
    var w = bounds.width
    if case .content(let minimum) = width {
      guard minimum.isFinite else { return nil }
      w = min(max(context.contentFrame.width, minimum, 0), bounds.width)
      x = min(max(context.contentFrame.midX - w / 2, bounds.minX), bounds.maxX - w)
    }
    x += inset.leading
    w -= inset.leading + inset.trailing
    var y: Double
    var h = min(height, bounds.height)
    switch position {
    case .bottom:
      y = bounds.maxY - inset.bottom - h
    case .top:
      y = bounds.minY + inset.top
    case .center:
      y = bounds.midY - h / 2 + (inset.top - inset.bottom) / 2
    case .stretch:
      y = bounds.minY + inset.top
      h = bounds.height - inset.top - inset.bottom
    }
    guard h > 0, w > 0, h.isFinite, w.isFinite, x.isFinite, y.isFinite else { return nil }
    return Rect(x: x, y: y, width: w, height: h)
  }

  /// The bar's outline: ``barRect(in:)`` with its rounded corners, or an empty path.
  func path(in context: TabBarContext) -> Path {
    guard let rect = barRect(in: context) else { return Path() }
    let r = cornerRadius > 0 ? cornerRadius : 0
    guard r > 0 else { return Path(rect) }
    let radii: RectangleCornerRadii
    switch position {
    case .bottom: radii = RectangleCornerRadii(topLeading: r, topTrailing: r)
    case .top: radii = RectangleCornerRadii(bottomLeading: r, bottomTrailing: r)
    case .center, .stretch: radii = RectangleCornerRadii(all: r)
    }
    return Path(roundedRect: rect, cornerRadii: radii, style: cornerStyle)
  }
}
