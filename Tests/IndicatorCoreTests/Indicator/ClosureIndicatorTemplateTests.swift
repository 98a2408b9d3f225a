import XCTest

@testable import IndicatorCore

final class ClosureIndicatorTemplateTests: XCTestCase {
  let context = TabBarContext(
    item: TabItem(title: "Home", contentSize: Size(width: 40, height: 20)),
    bounds: Rect(x: 0, y: 0, width: 120, height: 48),
    contentFrame: Rect(x: 40, y: 14, width: 40, height: 20))

  func testCallsTheClosureWithTheContext() {
    let template = ClosureIndicatorTemplate { context in
      let b = context.bounds
      return IndicatorAttributes(
        path: Path(Rect(x: b.minX, y: b.maxY - 3, width: b.width, height: 3)), opacity: 0.5)
    }
    let attributes = template.indicatorAttributes(for: context)
    XCTAssertEqual(attributes.path.svgPathData, "M0 45H120V48H0Z")
    XCTAssertEqual(attributes.opacity, 0.5)
  }

  func testDrivesAModelLikeAnyTemplate() {
    var bar = TabBarModel(
      items: [context.item, TabItem(title: "Search", contentSize: Size(width: 50, height: 20))],
      size: Size(width: 240, height: 48),
      template: ClosureIndicatorTemplate { IndicatorAttributes(path: Path($0.contentFrame)) })
    bar.selectedIndex = 1
    XCTAssertEqual(bar.selectionIndicator?.path.boundingRect.minY, 14)
    XCTAssertEqual(bar.selectionIndicator?.path.boundingRect.height, 20)
    // An empty path is dropped as any template's is.
    bar.template = ClosureIndicatorTemplate { _ in IndicatorAttributes(path: Path()) }
    XCTAssertNil(bar.selectionIndicator)
  }
}
