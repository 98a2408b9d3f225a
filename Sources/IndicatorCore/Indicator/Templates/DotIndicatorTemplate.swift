/// A small filled circle centred under the tab's content.
public struct DotIndicatorTemplate: IndicatorTemplate, Hashable, Codable {
  /// The circle's diameter.
  public var diameter: Double
  /// The gap between the content frame's bottom and the top of the circle.
  public var spacing: Double

  /// Creates a dot template.
  ///
  /// - Parameters:
  ///   - diameter: The diameter (default 6). Zero, negative or non-finite gives an empty path;
  ///     larger than the tab is clamped to the tab's smaller side.
  ///   - spacing: The gap below the content (default 4); negative or non-finite counts as 0.
  public init(diameter: Double = 6, spacing: Double = 4) {
    self.diameter = diameter
    self.spacing = spacing
  }

  /// The square the circle is inscribed in: centred on the content horizontally, `spacing`
  /// below it, moved inside the tab's bounds where it would cross them; `nil` when nothing
  /// finite and non-empty is left.
  public func dotRect(in context: TabBarContext) -> Rect? {
    guard diameter > 0, diameter.isFinite, context.bounds.isFinite,
      context.contentFrame.isFinite
    else { return nil }
    let bounds = context.bounds.standardized
    let d = min(diameter, bounds.width, bounds.height)
    guard d > 0 else { return nil }
    let gap = spacing.nonNegativeOrZero
    let x = min(max(context.contentFrame.midX - d / 2, bounds.minX), bounds.maxX - d)
    let y = min(max(context.contentFrame.maxY + gap, bounds.minY), bounds.maxY - d)
    return Rect(x: x, y: y, width: d, height: d)
  }

  /// The dot for the tab in `context`; an empty path when ``dotRect(in:)`` is `nil`.
  public func indicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
    guard let rect = dotRect(in: context) else { return IndicatorAttributes(path: Path()) }
    return IndicatorAttributes(path: Path(ellipseIn: rect))
  }

  /// The indicator for `context` in the tab bar's space, built where it goes: the template
  /// reads the context only relative to its bounds.
  public func placedIndicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
    indicatorAttributes(for: context)
  }
}
