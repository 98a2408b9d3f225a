/// A small filled triangle on the tab's edge pointing at the content: Tabman's chevron.
public struct ChevronIndicatorTemplate: IndicatorTemplate, Hashable, Codable {
  /// Which edge the chevron sits on.
  public enum Edge: String, Hashable, Sendable, Codable, CaseIterable {
    /// On the bottom edge, pointing up.
    case bottom
    /// On the top edge, pointing down.
    case top
  }

  /// The width of the triangle's base.
  public var width: Double
  /// The height from the base to the tip.
  public var height: Double
  /// The edge the base sits on.
  public var edge: Edge

  /// Creates a chevron template.
  ///
  /// - Parameters:
  ///   - width: The base width (default 12). Zero, negative or non-finite gives an empty
  ///     path; wider than the tab is clamped to the tab's width.
  ///   - height: The tip's height above the base (default 6). Zero, negative or non-finite
  ///     gives an empty path; taller than the tab is clamped to the tab's height.
  ///   - edge: `.bottom` (default) or `.top`.
  public init(width: Double = 12, height: Double = 6, edge: Edge = .bottom) {
    self.width = width
    self.height = height
    self.edge = edge
  }

  /// The triangle for the tab in `context`, centred on the content horizontally and kept
  /// inside the tab: base corners and tip, clockwise on screen.
  public func indicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
    guard width > 0, height > 0, width.isFinite, height.isFinite, context.bounds.isFinite,
      context.contentFrame.isFinite
    else { return IndicatorAttributes(path: Path()) }
    let bounds = context.bounds.standardized
    let w = min(width, bounds.width)
    let h = min(height, bounds.height)
    guard w > 0, h > 0 else { return IndicatorAttributes(path: Path()) }
    let left = min(max(context.contentFrame.midX - w / 2, bounds.minX), bounds.maxX - w)
    let tipX = left + w / 2
    var path = Path()
    switch edge {
    case .bottom:
      path.addLines([
        Point(x: left, y: bounds.maxY), Point(x: tipX, y: bounds.maxY - h),
        Point(x: left + w, y: bounds.maxY),
      ])
    case .top:
      path.addLines([
        Point(x: left + w, y: bounds.minY), Point(x: tipX, y: bounds.minY + h),
        Point(x: left, y: bounds.minY),
      ])
    }
    path.closeSubpath()
    return IndicatorAttributes(path: path)
  }

  /// The indicator for `context` in the tab bar's space, built where it goes: the template
  /// reads the context only relative to its bounds.
  public func placedIndicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
    indicatorAttributes(for: context)
  }
}
