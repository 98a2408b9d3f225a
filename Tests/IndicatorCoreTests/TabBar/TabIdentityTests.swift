import IndicatorCore
import XCTest

/// Selection by identity across `items` changes, as MDCTabBarView's `setItems:` keeps the
/// selected `UITabBarItem` ("Previously-selected item still around: Preserve selection",
/// else no selection), with edits to a tab in place keeping it selected.
final class TabIdentityTests: XCTestCase {
  func items() -> [TabItem] {
    [
      TabItem(id: "home", title: "Home", contentSize: Size(width: 40, height: 20)),
      TabItem(id: "search", title: "Search", contentSize: Size(width: 52, height: 20)),
      TabItem(id: "profile", title: "Profile", contentSize: Size(width: 48, height: 20)),
    ]
  }

  func model() -> TabBarModel {
    var bar = TabBarModel(items: items(), size: Size(width: 360, height: 48))
    bar.selectedIndex = 2
    return bar
  }

  func testIdDefaultsToTitle() {
    XCTAssertEqual(TabItem(title: "Home", contentSize: .zero).id, "Home")
    XCTAssertEqual(TabItem(id: "a", title: "Home", contentSize: .zero).id, "a")
  }

  func testBadgeEditKeepsSelection() {
    var bar = model()
    bar.items[2].title = "Profile (3)"
    XCTAssertEqual(bar.selectedIndex, 2)
    // With the default id (the title) the id changes too, but the count does not.
    var plain = TabBarModel(
      items: items().map { TabItem(title: $0.title, contentSize: $0.contentSize) },
      size: Size(width: 360, height: 48))
    plain.selectedIndex = 2
    plain.items[2].title = "Profile (3)"
    XCTAssertEqual(plain.selectedIndex, 2)
  }

  func testDynamicTypeRemeasureKeepsSelection() {
    var bar = model()
    bar.items = bar.items.map {
      var item = $0
      item.contentSize.width *= 1.5
      item.contentSize.height = 28
      return item
    }
    XCTAssertEqual(bar.selectedIndex, 2)
    XCTAssertNotNil(bar.selectionIndicator)
  }

  func testReorderFollowsTheSelectedId() {
    var bar = model()
    let i = items()
    bar.items = [i[2], i[0], i[1]]
    XCTAssertEqual(bar.selectedIndex, 0)
    bar.items = [TabItem(id: "new", title: "New", contentSize: Size(width: 30, height: 20))] + i
    XCTAssertEqual(bar.selectedIndex, 3)
  }

  func testRemovingTheSelectedTabClearsTheSelection() {
    var bar = model()
    let i = items()
    bar.items = [i[0], i[1]]
    XCTAssertNil(bar.selectedIndex)
    XCTAssertNil(bar.selectionIndicator)
    // Removing another tab follows the selected one.
    var other = model()
    other.items = [i[1], i[2]]
    XCTAssertEqual(other.selectedIndex, 1)
  }

  func testDuplicateTitlesWithDistinctIdsStayDistinct() {
    let same = (0..<3).map {
      TabItem(id: "tab\($0)", title: "Tab", contentSize: Size(width: 40, height: 20))
    }
    var bar = TabBarModel(items: same, size: Size(width: 360, height: 48))
    bar.selectedIndex = 2
    bar.items = bar.items
    XCTAssertEqual(bar.selectedIndex, 2)
    bar.items = [same[2], same[0], same[1]]
    XCTAssertEqual(bar.selectedIndex, 0)
    // Equal tabs (same default id): the tab at the selected index still has the id.
    let equal = Array(
      repeating: TabItem(title: "Tab", contentSize: Size(width: 40, height: 20)), count: 3)
    var plain = TabBarModel(items: equal, size: Size(width: 360, height: 48))
    plain.selectedIndex = 2
    plain.items = plain.items
    XCTAssertEqual(plain.selectedIndex, 2)
  }

  func testEmptyBarSelectsFirstAndNoSelectionStays() {
    var bar = TabBarModel()
    bar.items = items()
    XCTAssertEqual(bar.selectedIndex, 0)
    bar.selectedIndex = nil
    bar.items = items().reversed()
    XCTAssertNil(bar.selectedIndex)
  }

  func testCodableKeepsIdAndDefaultsItToTitle() throws {
    let item = TabItem(id: "x", title: "Home", contentSize: Size(width: 1, height: 2))
    let data = try JSONEncoder().encode(item)
    XCTAssertEqual(try JSONDecoder().decode(TabItem.self, from: data), item)
    let old = Data(#"{"title":"Home","contentSize":{"width":1,"height":2}}"#.utf8)
    XCTAssertEqual(try JSONDecoder().decode(TabItem.self, from: old).id, "Home")
  }
}
