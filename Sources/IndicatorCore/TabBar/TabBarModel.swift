/// A tab bar's state — items, selection, size, layout, direction and indicator template — with
/// the tab frames and the selection indicator kept up to date.
///
/// Every change to any property recomputes what depends on it: layout inputs re-run the
/// layout and re-apply the template; the selection and the template only re-apply the
/// template. So the indicator is never computed from zero bounds, whatever order the
/// properties are set in — the problem `MDCTabBar` users meet when they set
/// `selectionIndicatorTemplate` before the items.
///
/// With no items, no selection, an out-of-range selection, a zero, negative or non-finite
/// size, or metrics whose layout overflows `Double` there is no indicator (`nil`), and the
/// template is never called.
///
/// ```swift
/// var bar = TabBarModel()
/// bar.template = UnderlineIndicatorTemplate(height: 4)   // before the items: fine
/// bar.items = [TabItem(title: "Home", contentSize: Size(width: 40, height: 20)),
///              TabItem(title: "Search", contentSize: Size(width: 52, height: 20))]
/// bar.size = Size(width: 360, height: 48)
/// bar.selectionIndicator?.path   // M0 44H180V48H0Z
/// ```
public struct TabBarModel: Sendable {
  private(set) var storedItems: [TabItem]
  private var storedSelectedIndex: Int?
  private var storedSize: Size
  private var storedLayout: TabBarLayout
  private var storedLayoutDirection: LayoutDirection
  private var storedMetrics: TabBarMetrics
  private var storedTemplate: any IndicatorTemplate

  /// The frame of each tab in tab-bar coordinates (scroll-content coordinates for scrollable
  /// bars); empty when there are no items, the size is zero, negative or non-finite, or the
  /// layout's sums overflow `Double` (or place a tab so far out that its width rounds away).
  public private(set) var itemFrames: [Rect] = []
  /// Each tab's content frame in the tab's own coordinates.
  private(set) var contentFrames: [Rect] = []
  /// The width of the laid-out content: the bar's width for fixed and clustered layouts
  /// (more if clustered tabs overflow), the leading inset plus every tab plus the trailing
  /// padding for scrollable ones; 0 when there are no frames.
  public private(set) var contentWidth: Double = 0
  /// The layout actually used: `.automatic` resolved to `.fixed` or `.scrollable`.
  public private(set) var resolvedLayout: TabBarLayout = .fixed
  /// The selected tab's indicator in tab-bar coordinates, or `nil` when there is none (no
  /// items, no or an out-of-range selection, no size, or a template that drew nothing: an
  /// empty path, a path with a non-finite coordinate, or one whose bounding box has zero
  /// width or height).
  public private(set) var selectionIndicator: IndicatorAttributes?

  /// Creates a model; the defaults give an empty, zero-sized, fixed bar with MDC's underline.
  ///
  /// The first item is selected when there are items.
  public init(
    items: [TabItem] = [], size: Size = .zero, layout: TabBarLayout = .fixed,
    layoutDirection: LayoutDirection = .leftToRight, metrics: TabBarMetrics = TabBarMetrics(),
    template: any IndicatorTemplate = UnderlineIndicatorTemplate()
  ) {
    storedItems = items
    storedSelectedIndex = items.isEmpty ? nil : 0
    storedSize = size
    storedLayout = layout
    storedLayoutDirection = layoutDirection
    storedMetrics = metrics
    storedTemplate = template
    relayout()
  }

  // MARK: Properties

  /// The tabs, in order.
  ///
  /// Setting them keeps the selection on the same tab, by ``TabItem/id``, as
  /// `MDCTabBarView`'s `setItems:` keeps the selected item:
  /// 1. when the tab now at the selected index has the selected tab's id, the index stays
  ///    (so equal ids elsewhere never pull the selection away);
  /// 2. else, when a tab with that id is present, the selection follows it to its first
  ///    index (the tabs were reordered, or some were inserted or removed);
  /// 3. else, when the number of tabs is unchanged, the index stays (the selected tab was
  ///    edited in place, its id with it);
  /// 4. else there is no selection (`nil`): the selected tab is gone, as `MDCTabBarView`.
  ///
  /// With no selection the selection stays `nil`, except that setting items on a bar that
  /// had none selects the first one, as ``init(items:size:layout:layoutDirection:metrics:template:)``
  /// does. Edits that keep the tab's id (a new title, a new `contentSize`) never move the
  /// selection.
  public var items: [TabItem] {
    get { storedItems }
    set {
      let old = storedItems
      storedItems = newValue
      storedSelectedIndex = Self.selection(
        after: old, selectedIndex: storedSelectedIndex, becoming: newValue)
      relayout()
    }
  }

  /// The selected index once `old` (with `selectedIndex` selected) becomes `new` (see
  /// ``items``).
  static func selection(after old: [TabItem], selectedIndex: Int?, becoming new: [TabItem])
    -> Int?
  {
    if old.isEmpty { return new.isEmpty ? nil : 0 }
    guard let index = selectedIndex, old.indices.contains(index) else { return nil }
    let id = old[index].id
    if new.indices.contains(index) && new[index].id == id { return index }
    if let moved = new.firstIndex(where: { $0.id == id }) { return moved }
    if new.count == old.count { return index }
    return nil
  }

  /// The selected tab's index, or `nil` for no selection.
  ///
  /// An index outside `items.indices` is kept as given and gives no indicator. Changing it
  /// re-applies the template without re-running the layout.
  public var selectedIndex: Int? {
    get { storedSelectedIndex }
    set {
      storedSelectedIndex = newValue
      updateIndicator()
    }
  }

  /// The size of the visible bar.
  public var size: Size {
    get { storedSize }
    set {
      storedSize = newValue
      relayout()
    }
  }

  /// How tabs are sized and placed.
  public var layout: TabBarLayout {
    get { storedLayout }
    set {
      storedLayout = newValue
      relayout()
    }
  }

  /// The direction tabs run in; `.rightToLeft` mirrors the frames and content insets.
  public var layoutDirection: LayoutDirection {
    get { storedLayoutDirection }
    set {
      storedLayoutDirection = newValue
      relayout()
    }
  }

  /// The measurements the layout uses.
  public var metrics: TabBarMetrics {
    get { storedMetrics }
    set {
      storedMetrics = newValue
      relayout()
    }
  }

  /// The indicator template; changing it re-applies it without re-running the layout.
  public var template: any IndicatorTemplate {
    get { storedTemplate }
    set {
      storedTemplate = newValue
      updateIndicator()
    }
  }

  // MARK: Queries

  /// The context the template sees for the tab at `index`, or `nil` when the index is out of
  /// range or the bar has no frames.
  public func context(forItemAt index: Int) -> TabBarContext? {
    guard itemFrames.indices.contains(index) else { return nil }
    let frame = itemFrames[index]
    return TabBarContext(
      item: storedItems[index], bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height),
      contentFrame: contentFrames[index], layoutDirection: storedLayoutDirection)
  }

  /// The indicator of the tab at `index` in tab-bar coordinates, or `nil` when the index is
  /// out of range, the bar has no frames or the template drew nothing (an empty path, a
  /// non-finite coordinate, or a bounding box of zero width or height).
  public func indicator(forItemAt index: Int) -> IndicatorAttributes? {
    guard itemFrames.indices.contains(index) else { return nil }
    let frame = itemFrames[index]
    let content = contentFrames[index]
    return placedIndicator(
      TabBarContext(
        item: storedItems[index], bounds: frame,
        contentFrame: content.offsetBy(dx: frame.minX, dy: frame.minY),
        layoutDirection: storedLayoutDirection))
  }

  /// The horizontal scroll offset that centres the tab at `index` in the visible bar.
  ///
  /// The offset is clamped to the scrollable range: `clamp(minX − (visible − width) / 2, 0,
  /// max(contentWidth − visible, 0))`. In right-to-left bars the frames are mirrored, so
  /// the same formula mirrors the offset. `nil` when `index` is out of range.
  public func scrollOffset(revealing index: Int) -> Double? {
    guard itemFrames.indices.contains(index) else { return nil }
    let frame = itemFrames[index]
    let visible = storedSize.width
    let maxOffset = max(contentWidth - visible, 0)
    return min(max(frame.minX - (visible - frame.width) / 2, 0), maxOffset)
  }

  // MARK: Recomputing

  /// Re-runs the layout, then re-applies the template.
  private mutating func relayout() {
    let width = storedSize.width
    let height = storedSize.height
    guard !storedItems.isEmpty, width > 0, height > 0, width.isFinite, height.isFinite else {
      return clearLayout()
    }
    let m = storedMetrics
    let count = storedItems.count
    let leading = m.leadingPadding.nonNegativeOrZero
    let trailing = m.trailingPadding.nonNegativeOrZero
    var layout = storedLayout
    var widest = 0.0
    if layout != .fixed {
      for item in storedItems { widest = max(widest, m.intrinsicWidth(of: item)) }
    }
    if layout == .automatic {
      let fits = widest * Double(count) <= width - leading - trailing
      layout = fits ? .fixed : .scrollable
    }
    resolvedLayout = layout
    var frames: [Rect] = []
    frames.reserveCapacity(count)
    switch layout {
    case .fixed, .automatic:
      let w = max(width - leading - trailing, 0) / Double(count)
      for i in 0..<count {
        frames.append(Rect(x: leading + w * Double(i), y: 0, width: w, height: height))
      }
      contentWidth = width
    case .clustered(let alignment):
      let total = widest * Double(count)
      var x0: Double
      switch alignment {
      case .leading: x0 = leading
      case .center: x0 = (width - total) / 2
      case .trailing: x0 = width - trailing - total
      }
      x0 = max(x0, 0)
      for i in 0..<count {
        frames.append(Rect(x: x0 + widest * Double(i), y: 0, width: widest, height: height))
      }
      contentWidth = max(width, x0 + total + trailing)
    case .scrollable(let leadingInset):
      var x = leadingInset.nonNegativeOrZero
      for item in storedItems {
        let w = m.intrinsicWidth(of: item)
        frames.append(Rect(x: x, y: 0, width: w, height: height))
        x += w
      }
      contentWidth = x + trailing
    }
    // Sums that overflow, or a tab placed so far out that its edges round to one x, leave
    // no layout: as a non-finite size, there are no frames.
    guard contentWidth.isFinite,
      frames.allSatisfy({ $0.maxX.isFinite && ($0.maxX > $0.minX || $0.width == 0) })
    else { return clearLayout() }
    let rtl = storedLayoutDirection == .rightToLeft
    let insets = rtl ? m.contentInsets.mirrored : m.contentInsets
    if rtl {
      let mirror = max(contentWidth, width)
      for i in frames.indices {
        frames[i].origin.x = mirror - frames[i].origin.x - frames[i].size.width
      }
    }
    itemFrames = frames
    contentFrames.removeAll(keepingCapacity: true)
    contentFrames.reserveCapacity(count)
    for (item, frame) in zip(storedItems, frames) {
      contentFrames.append(
        Self.contentFrame(of: item.contentSize, in: frame.size, insets: insets))
    }
    updateIndicator()
  }

  /// Leaves the bar without frames, content width or indicator.
  private mutating func clearLayout() {
    itemFrames = []
    contentFrames = []
    contentWidth = 0
    resolvedLayout = storedLayout == .automatic ? .fixed : storedLayout
    selectionIndicator = nil
  }

  /// The content's frame in a tab of `size`: the content size (clamped to the tab) centred
  /// in the space the insets leave, kept inside the tab.
  private static func contentFrame(of content: Size, in size: Size, insets: EdgeInsets) -> Rect {
    let cw = min(content.width.nonNegativeOrZero, size.width)
    let ch = min(content.height.nonNegativeOrZero, size.height)
    let dx =
      (insets.leading.isFinite ? insets.leading : 0)
      - (insets.trailing.isFinite ? insets.trailing : 0)
    let dy = (insets.top.isFinite ? insets.top : 0) - (insets.bottom.isFinite ? insets.bottom : 0)
    let x = min(max((size.width - cw) / 2 + dx / 2, 0), size.width - cw)
    let y = min(max((size.height - ch) / 2 + dy / 2, 0), size.height - ch)
    return Rect(x: x, y: y, width: cw, height: ch)
  }

  /// Re-applies the template to the selected tab.
  private mutating func updateIndicator() {
    guard let index = storedSelectedIndex else {
      selectionIndicator = nil
      return
    }
    selectionIndicator = indicator(forItemAt: index)
  }

  /// The template's indicator for `context`, in tab-bar coordinates
  /// (``IndicatorTemplate/placedIndicatorAttributes(for:)``), or `nil` where it draws
  /// nothing.
  ///
  /// A path that draws nothing gives `nil`, so the model never reports a degenerate
  /// indicator: an empty path (the template found no room), a path with a non-finite
  /// coordinate, or one whose bounding box has zero width or height (such as
  /// `M90 45H90V48H90Z`, a bar around an empty title).
  func placedIndicator(_ context: TabBarContext) -> IndicatorAttributes? {
    let attributes = storedTemplate.placedIndicatorAttributes(for: context)
    // The control points' box is `Rect.zero` for an empty or non-finite path, and has zero
    // width (height) exactly when every point of the path has the same x (y).
    let bounds = attributes.path.controlPointBounds
    guard bounds.width > 0, bounds.height > 0 else { return nil }
    return attributes
  }

}
