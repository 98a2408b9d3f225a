import XCTest

@testable import IndicatorCore

final class TabBarModelEquatableTests: XCTestCase {
  func bar(_ template: any IndicatorTemplate = UnderlineIndicatorTemplate()) -> TabBarModel {
    TabBarModel(
      items: ["Home", "Search"].map {
        TabItem(title: $0, contentSize: Size(width: Double($0.count) * 7.5, height: 17))
      }, size: Size(width: 240, height: 48), template: template)
  }

  func testEqualInputsAreEqualAndEachInputCounts() {
    XCTAssertEqual(bar(), bar())
    XCTAssertEqual(TabBarModel(), TabBarModel())
    var other = bar()
    other.selectedIndex = 1
    XCTAssertNotEqual(other, bar())
    other = bar()
    other.size = Size(width: 241, height: 48)
    XCTAssertNotEqual(other, bar())
    other = bar()
    other.layout = .scrollable(leadingInset: 0)
    XCTAssertNotEqual(other, bar())
    other = bar()
    other.layoutDirection = .rightToLeft
    XCTAssertNotEqual(other, bar())
    other = bar()
    other.items[1].title = "Find"
    XCTAssertNotEqual(other, bar())
    other = bar()
    other.metrics.leadingPadding = 4
    XCTAssertNotEqual(other, bar())
  }

  func testHashableTemplatesCompareByValueAndTypesDiffer() {
    XCTAssertEqual(
      bar(UnderlineIndicatorTemplate(height: 3)), bar(UnderlineIndicatorTemplate(height: 3)))
    XCTAssertNotEqual(bar(UnderlineIndicatorTemplate(height: 3)), bar(UnderlineIndicatorTemplate()))
    XCTAssertNotEqual(bar(PillIndicatorTemplate()), bar(UnderlineIndicatorTemplate()))
  }

  func testClosureTemplatesCompareByWhatTheyDraw() {
    let thin = ClosureIndicatorTemplate { IndicatorAttributes(path: Path($0.contentFrame)) }
    let same = ClosureIndicatorTemplate { IndicatorAttributes(path: Path($0.contentFrame)) }
    let other = ClosureIndicatorTemplate {
      IndicatorAttributes(path: Path($0.contentFrame.insetBy(dx: 1, dy: 1)))
    }
    XCTAssertEqual(bar(thin), bar(same))
    XCTAssertNotEqual(bar(thin), bar(other))
  }
}
