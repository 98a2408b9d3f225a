import IndicatorCore
import IndicatorTesting
import XCTest

/// The built-in templates, recorded as snapshots.
///
/// `__Snapshots__/BuiltInTemplateSnapshotTests/` holds the references (open them in a
/// browser). A change to a template's geometry fails here with a
/// diff sheet; re-record with `INDICATOR_SNAPSHOT_RECORD=failed swift test` when it is
/// intended.
final class BuiltInTemplateSnapshotTests: XCTestCase {
  let items = ["Home", "Search", "Library", "Profile"].map {
    TabItem(title: $0, contentSize: Size(width: Double($0.count) * 7.5, height: 17))
  }

  func bar(
    _ template: any IndicatorTemplate, layout: TabBarLayout = .fixed,
    direction: LayoutDirection = .leftToRight, selected: Int = 1
  ) -> TabBarModel {
    var model = TabBarModel(
      items: items, size: Size(width: 360, height: 48), layout: layout,
      layoutDirection: direction, template: template)
    model.selectedIndex = selected
    return model
  }

  let context = TabBarContext(
    item: TabItem(title: "Search", contentSize: Size(width: 45, height: 17)),
    bounds: Rect(x: 0, y: 0, width: 120, height: 48),
    contentFrame: Rect(x: 37.5, y: 15.5, width: 45, height: 17))

  // MARK: Bars

  func testEveryBuiltInTemplateInAFixedBar() {
    let templates: [(String, any IndicatorTemplate)] = [
      ("underline", UnderlineIndicatorTemplate()),
      ("material-primary", UnderlineIndicatorTemplate.materialPrimary),
      ("outline", OutlineIndicatorTemplate()),
      ("pill", PillIndicatorTemplate()),
      ("pill-pointer", PillIndicatorTemplate(pointerHeight: 4)),
      ("dot", DotIndicatorTemplate()),
      ("chevron", ChevronIndicatorTemplate()),
    ]
    for (name, template) in templates {
      assertIndicatorSnapshot(of: bar(template), named: name)
    }
  }

  func testLayouts() {
    assertIndicatorSnapshot(
      of: bar(UnderlineIndicatorTemplate(), layout: .scrollable, selected: 3), named: "scrollable")
    assertIndicatorSnapshot(
      of: bar(UnderlineIndicatorTemplate(), layout: .clustered(.center), selected: 0),
      named: "clustered-center")
    assertIndicatorSnapshot(
      of: bar(PillIndicatorTemplate(), direction: .rightToLeft, selected: 0), named: "rtl-pill")
  }

  // MARK: One tab

  func testTemplatesInOneTab() {
    assertIndicatorSnapshot(of: UnderlineIndicatorTemplate(height: 4), in: context)
    assertIndicatorSnapshot(of: OutlineIndicatorTemplate(lineWidth: 3), in: context)
    assertIndicatorSnapshot(of: ChevronIndicatorTemplate(edge: .top), in: context)
    assertIndicatorSnapshot(
      of: UnderlineIndicatorTemplate.materialPrimary,
      in: TabBarContext(
        item: context.item, bounds: context.bounds, contentFrame: context.contentFrame,
        layoutDirection: .rightToLeft))
  }

  // MARK: Transitions

  func testTransitions() {
    let model = bar(UnderlineIndicatorTemplate.materialPrimary, selected: 0)
    for animation in IndicatorAnimation.allCases {
      assertTransitionSnapshot(
        of: model, from: 0, to: 2, animation: animation, named: animation.rawValue)
    }
    assertTransitionSnapshot(
      of: bar(PillIndicatorTemplate(), selected: 3), from: 3, to: 0, frames: 4)
  }
}
