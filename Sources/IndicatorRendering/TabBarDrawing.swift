import IndicatorCore

/// What one tab bar shows — its size, its tabs and one indicator — in tab-bar coordinates:
/// the value ``SVGSheet`` draws and a snapshot records.
///
/// Build one from a ``IndicatorCore/TabBarModel`` (any template, your own included), from a
/// template applied to a single ``IndicatorCore/TabBarContext``, or field by field.
///
/// ```swift
/// var bar = TabBarModel(items: items, size: Size(width: 360, height: 48),
///                       template: MyTemplate())
/// var sheet = SVGSheet()
/// sheet.addBar(TabBarDrawing(bar), x: 16, y: 16)
/// print(sheet.document)
/// ```
public struct TabBarDrawing: Hashable, Sendable {
  /// One tab: its title, its frame in tab-bar coordinates and its content frame in the tab's
  /// own coordinates (as ``IndicatorCore/TabBarContext/contentFrame``).
  public struct Tab: Hashable, Sendable {
    /// The tab's title, drawn centred on its content frame.
    public var title: String
    /// The tab's frame in tab-bar coordinates.
    public var frame: Rect
    /// The title or icon's frame in the tab's own coordinates (origin at the tab's corner).
    public var contentFrame: Rect

    /// Creates a tab.
    public init(title: String, frame: Rect, contentFrame: Rect) {
      self.title = title
      self.frame = frame
      self.contentFrame = contentFrame
    }
  }

  /// The visible size of the bar.
  public var size: Size
  /// The width of the laid-out content (more than `size.width` for a scrollable bar that
  /// overflows; then the visible part is outlined with a dashed line).
  public var contentWidth: Double
  /// The tabs, in order.
  public var tabs: [Tab]
  /// The indicator in tab-bar coordinates, or `nil` for none.
  public var indicator: IndicatorAttributes?

  /// Creates a drawing from its parts.
  public init(size: Size, contentWidth: Double, tabs: [Tab], indicator: IndicatorAttributes?) {
    self.size = size
    self.contentWidth = contentWidth
    self.tabs = tabs
    self.indicator = indicator
  }

  /// The bar a model lays out, with its selection indicator.
  public init(_ model: TabBarModel) {
    self.init(model, indicator: model.selectionIndicator)
  }

  /// The bar a model lays out, with `indicator` in place of its selection indicator (for
  /// example a frame of a transition from
  /// ``IndicatorCore/TabBarModel/indicator(from:to:progress:animation:)``).
  public init(_ model: TabBarModel, indicator: IndicatorAttributes?) {
    var tabs: [Tab] = []
    for index in model.itemFrames.indices {
      guard let context = model.context(forItemAt: index) else { continue }
      tabs.append(
        Tab(
          title: context.item.title, frame: model.itemFrames[index],
          contentFrame: context.contentFrame))
    }
    self.init(
      size: model.size, contentWidth: model.contentWidth, tabs: tabs, indicator: indicator)
  }

  /// One tab of `context.bounds` with the indicator `template` draws for `context`, exactly
  /// as the template returns it (no filtering of empty or non-finite paths).
  public init(_ template: some IndicatorTemplate, in context: TabBarContext) {
    self.init(
      size: context.bounds.size, contentWidth: context.bounds.width,
      tabs: [
        Tab(title: context.item.title, frame: context.bounds, contentFrame: context.contentFrame)
      ],
      indicator: template.indicatorAttributes(for: context))
  }
}
