import Synchronization
import XCTest

@testable import IndicatorCore

/// Every context a `RecordingTemplate` has been called with.
let recordedContexts = Mutex<[TabBarContext]>([])

/// A template that records its contexts and draws a 2-point underline.
struct RecordingTemplate: IndicatorTemplate {
  func indicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
    recordedContexts.withLock { $0.append(context) }
    return UnderlineIndicatorTemplate().indicatorAttributes(for: context)
  }
}

final class TabBarModelTests: XCTestCase {
  let items = [tab("Home", 40), tab("Search", 52), tab("Profile", 60)]

  // MARK: Order independence

  func testEveryOrderOfSettingGivesTheSameIndicatorAndNeverZeroBounds() {
    typealias Step = (inout TabBarModel) -> Void
    let steps: [Step] = [
      { $0.template = RecordingTemplate() },
      { $0.items = self.items },
      { $0.size = Size(width: 360, height: 48) },
      { $0.selectedIndex = 1 },
    ]
    let expected = Path(Rect(x: 120, y: 46, width: 120, height: 2))
    var orders = 0
    for order in permutations(Array(0..<4)) {
      recordedContexts.withLock { $0.removeAll() }
      var model = TabBarModel()
      for index in order { steps[index](&model) }
      orders += 1
      // Selecting before setting items is overridden by the items' default selection, so
      // the selection must be set after the items for index 1.
      let selectionAfterItems = order.firstIndex(of: 3)! > order.firstIndex(of: 1)!
      XCTAssertEqual(
        model.selectionIndicator?.path,
        selectionAfterItems ? expected : Path(Rect(x: 0, y: 46, width: 120, height: 2)),
        "order \(order)")
      for context in recordedContexts.withLock({ $0 }) {
        XCTAssertFalse(context.bounds.isEmpty, "order \(order): template saw \(context.bounds)")
      }
    }
    XCTAssertEqual(orders, 24)
  }

  func testSizeChangedLaterRecomputesIndicator() {
    var model = TabBarModel(items: items, size: Size(width: 360, height: 48))
    XCTAssertEqual(model.selectionIndicator?.path, Path(Rect(x: 0, y: 46, width: 120, height: 2)))
    model.size = Size(width: 600, height: 56)
    XCTAssertEqual(model.selectionIndicator?.path, Path(Rect(x: 0, y: 54, width: 200, height: 2)))
  }

  // MARK: No indicator

  func testNoIndicatorWithoutItemsSelectionOrSize() {
    XCTAssertNil(TabBarModel().selectionIndicator)
    XCTAssertNil(TabBarModel(items: items).selectionIndicator)
    XCTAssertNil(TabBarModel(size: Size(width: 100, height: 48)).selectionIndicator)
    for size in [
      Size(width: 0, height: 48), Size(width: 360, height: 0), Size(width: -1, height: 48),
      Size(width: .nan, height: 48), Size(width: 360, height: .infinity),
    ] {
      let model = TabBarModel(items: items, size: size)
      XCTAssertNil(model.selectionIndicator, "\(size)")
      XCTAssertEqual(model.itemFrames, [], "\(size)")
      XCTAssertNil(model.context(forItemAt: 0))
    }
    var model = TabBarModel(items: items, size: Size(width: 360, height: 48))
    model.selectedIndex = nil
    XCTAssertNil(model.selectionIndicator)
    model.selectedIndex = 3
    XCTAssertNil(model.selectionIndicator)
    model.selectedIndex = -1
    XCTAssertNil(model.selectionIndicator)
    XCTAssertNil(model.context(forItemAt: -1))
    XCTAssertNil(model.indicator(forItemAt: 99))
  }

  // MARK: Selection

  func testSettingItemsKeepsSelectedItemOrSelectsFirst() {
    var model = TabBarModel(items: items, size: Size(width: 360, height: 48))
    model.selectedIndex = 1
    model.items = [items[2], items[0], items[1]]
    XCTAssertEqual(model.selectedIndex, 2)
    model.items = [items[0], items[2]]
    XCTAssertNil(model.selectedIndex)
    model.items = []
    XCTAssertNil(model.selectedIndex)
    XCTAssertNil(model.selectionIndicator)
    model.items = items
    XCTAssertEqual(model.selectedIndex, 0)
  }

  // MARK: Layout

  func testFixedLayoutEqualWidthsAndCentredContent() {
    let model = TabBarModel(items: items, size: Size(width: 360, height: 48))
    XCTAssertEqual(
      model.itemFrames,
      [
        Rect(x: 0, y: 0, width: 120, height: 48), Rect(x: 120, y: 0, width: 120, height: 48),
        Rect(x: 240, y: 0, width: 120, height: 48),
      ])
    XCTAssertEqual(model.contentWidth, 360)
    XCTAssertEqual(
      model.context(forItemAt: 1),
      TabBarContext(
        item: items[1], bounds: Rect(x: 0, y: 0, width: 120, height: 48),
        contentFrame: Rect(x: 34, y: 14, width: 52, height: 20)))
  }

  func testFixedLayoutWithPadding() {
    var model = TabBarModel(items: items, size: Size(width: 360, height: 48))
    model.metrics.leadingPadding = 30
    model.metrics.trailingPadding = 30
    XCTAssertEqual(model.itemFrames.map(\.minX), [30, 130, 230])
    XCTAssertEqual(model.itemFrames.map(\.width), [100, 100, 100])
  }

  func testScrollableLayoutIntrinsicWidthsFromLeadingInset() {
    let wide = [tab("A", 40), tab("Bigger", 100), tab("C", 58)]
    let model = TabBarModel(items: wide, size: Size(width: 200, height: 48), layout: .scrollable)
    // 40 + 32 = 72 → clamped up to 90; 100 + 32 = 132; 58 + 32 = 90.
    XCTAssertEqual(model.itemFrames.map(\.minX), [52, 142, 274])
    XCTAssertEqual(model.itemFrames.map(\.width), [90, 132, 90])
    XCTAssertEqual(model.contentWidth, 364)
  }

  func testMaxItemWidthClamps() {
    var metrics = TabBarMetrics()
    metrics.maxItemWidth = 100
    let model = TabBarModel(
      items: [tab("Long", 300)], size: Size(width: 200, height: 48),
      layout: .scrollable(leadingInset: 0), metrics: metrics)
    XCTAssertEqual(model.itemFrames, [Rect(x: 0, y: 0, width: 100, height: 48)])
    XCTAssertEqual(model.context(forItemAt: 0)?.contentFrame.width, 100)
  }

  func testClusteredAlignments() {
    let two = [tab("A", 40), tab("B", 100)]  // intrinsic 90 and 132: both 132 wide
    let size = Size(width: 400, height: 48)
    let leading = TabBarModel(items: two, size: size, layout: .clustered(.leading))
    XCTAssertEqual(leading.itemFrames.map(\.minX), [0, 132])
    let center = TabBarModel(items: two, size: size, layout: .clustered(.center))
    XCTAssertEqual(center.itemFrames.map(\.minX), [68, 200])
    let trailing = TabBarModel(items: two, size: size, layout: .clustered(.trailing))
    XCTAssertEqual(trailing.itemFrames.map(\.minX), [136, 268])
    XCTAssertEqual(trailing.itemFrames.map(\.width), [132, 132])
  }

  func testAutomaticPicksFixedWhenItFitsElseScrollable() {
    let fits = TabBarModel(items: items, size: Size(width: 360, height: 48), layout: .automatic)
    XCTAssertEqual(fits.resolvedLayout, .fixed)
    let tight = TabBarModel(items: items, size: Size(width: 250, height: 48), layout: .automatic)
    XCTAssertEqual(tight.resolvedLayout, .scrollable(leadingInset: 52))
    XCTAssertEqual(tight.itemFrames.first?.minX, 52)
  }

  // MARK: Right to left

  func testRightToLeftMirrorsFramesAndContentInsets() {
    var model = TabBarModel(items: items, size: Size(width: 360, height: 48))
    model.metrics.contentInsets = EdgeInsets(top: 8, leading: 30, bottom: 8, trailing: 10)
    let ltrContent = model.context(forItemAt: 0)?.contentFrame
    model.layoutDirection = .rightToLeft
    XCTAssertEqual(model.itemFrames.map(\.minX), [240, 120, 0])
    let rtlContent = model.context(forItemAt: 0)?.contentFrame
    XCTAssertEqual(ltrContent?.minX, 50)
    XCTAssertEqual(rtlContent?.minX, 30)
  }

  func testRightToLeftIndicatorIsMirrorOfLeftToRight() {
    forEachSeed(0..<100) { seed, rng in
      let count = Int.random(in: 1...6, using: &rng)
      let bar = (0..<count).map { tab("T\($0)", rng.double(in: 0...150)) }
      let layouts: [TabBarLayout] = [
        .fixed, .scrollable, .clustered(.leading), .clustered(.center), .automatic,
      ]
      let layout = layouts[Int.random(in: 0..<layouts.count, using: &rng)]
      let template = UnderlineIndicatorTemplate(
        height: 3, width: .content(minimum: 10),
        insets: EdgeInsets(leading: rng.double(in: 0...5), trailing: rng.double(in: 0...5)),
        cornerRadius: 1)
      var ltr = TabBarModel(
        items: bar, size: Size(width: rng.double(in: 100...800), height: 48), layout: layout,
        template: template)
      ltr.metrics.contentInsets = EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 12)
      var rtl = ltr
      rtl.layoutDirection = .rightToLeft
      let mirrorWidth = max(ltr.contentWidth, ltr.size.width)
      let mirror = AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: mirrorWidth, ty: 0)
      for index in 0..<count {
        guard let l = ltr.indicator(forItemAt: index), let r = rtl.indicator(forItemAt: index),
          let lb = elementPointBounds(l.path.applying(mirror)), let rb = elementPointBounds(r.path)
        else { return XCTFail("seed \(seed): missing indicator \(index) of \(count)") }
        l.path._checkInvariants()
        r.path._checkInvariants()
        XCTAssertTrue(lb.isApproximatelyEqual(to: rb, tolerance: 1e-9), "seed \(seed): \(lb) \(rb)")
      }
    }
  }

  // MARK: Scrolling

  func testScrollOffsetCentresAndClamps() {
    let many = (0..<10).map { tab("T\($0)", 58) }  // 90 wide each
    var model = TabBarModel(items: many, size: Size(width: 300, height: 48), layout: .scrollable)
    // contentWidth = 52 + 900 = 952; max offset 652.
    XCTAssertEqual(model.scrollOffset(revealing: 0), 0)
    XCTAssertEqual(model.scrollOffset(revealing: 5), 52 + 450 - 105)
    XCTAssertEqual(model.scrollOffset(revealing: 9), 652)
    XCTAssertNil(model.scrollOffset(revealing: 10))
    let ltr = (0..<10).compactMap { model.scrollOffset(revealing: $0) }
    model.layoutDirection = .rightToLeft
    let rtl = (0..<10).compactMap { model.scrollOffset(revealing: $0) }
    XCTAssertEqual(rtl, ltr.map { 652 - $0 })
  }

  // MARK: Randomized mutations

  func testRandomMutationsKeepIndicatorFiniteAndInsideItsTab() {
    let templates: [any IndicatorTemplate] = [
      UnderlineIndicatorTemplate(), UnderlineIndicatorTemplate(height: 4, cornerRadius: 2),
      UnderlineIndicatorTemplate.materialPrimary,
      UnderlineIndicatorTemplate(height: 6, position: .center), PillIndicatorTemplate(),
      DotIndicatorTemplate(), ChevronIndicatorTemplate(),
    ]
    var checked = 0
    forEachSeed(0..<10) { seed, rng in
      var model = TabBarModel()
      for step in 0..<1_000 {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0:
          var items = model.items
          items.insert(
            tab("T\(step)", rng.double(in: -10...300)),
            at: Int.random(in: 0...items.count, using: &rng))
          model.items = items
        case 1:
          if !model.items.isEmpty {
            var items = model.items
            items.remove(at: Int.random(in: 0..<items.count, using: &rng))
            model.items = items
          }
        case 2:
          let sizes = [
            Size.zero, Size(width: rng.double(in: 1...1000), height: rng.double(in: 1...100)),
            Size(width: .nan, height: 10), Size(width: -5, height: 20),
          ]
          model.size = sizes[Int.random(in: 0..<sizes.count, using: &rng)]
        case 3: model.selectedIndex = Int.random(in: -1...(model.items.count + 1), using: &rng)
        case 4: model.template = templates[Int.random(in: 0..<templates.count, using: &rng)]
        case 5: model.layoutDirection = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
        case 6:
          let layouts: [TabBarLayout] = [.fixed, .scrollable, .clustered(.trailing), .automatic]
          model.layout = layouts[Int.random(in: 0..<layouts.count, using: &rng)]
        default:
          model.size = Size(width: rng.double(in: 50...800), height: 48)
        }
        guard let indicator = model.selectionIndicator else { continue }
        indicator.path._checkInvariants()
        checked += 1
        let index = model.selectedIndex ?? -1
        XCTAssertTrue(indicator.path.isFinite, "seed \(seed) step \(step)")
        XCTAssertFalse(indicator.path.isEmpty, "seed \(seed) step \(step)")
        guard let bounds = elementPointBounds(indicator.path),
          model.itemFrames.indices.contains(index)
        else { return XCTFail("seed \(seed) step \(step): indicator without a frame") }
        XCTAssertTrue(
          model.itemFrames[index].insetBy(dx: -1e-9, dy: -1e-9).contains(bounds),
          "seed \(seed) step \(step): \(bounds) outside \(model.itemFrames[index])")
      }
    }
    // The mutations leave a bar with an indicator often enough for the checks to matter.
    XCTAssertGreaterThan(checked, 1_000)
  }
}

/// Every ordering of `elements` (Heap's algorithm).
func permutations<T>(_ elements: [T]) -> [[T]] {
  var result: [[T]] = []
  var a = elements
  func generate(_ k: Int) {
    if k <= 1 {
      result.append(a)
      return
    }
    for i in 0..<k {
      generate(k - 1)
      a.swapAt(k % 2 == 0 ? i : 0, k - 1)
    }
  }
  generate(a.count)
  return result
}
