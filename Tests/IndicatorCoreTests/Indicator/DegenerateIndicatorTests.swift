import IndicatorCore
import XCTest

/// A custom template that draws nothing fillable gives a `nil` indicator, like one that
/// returns an empty path.
final class DegenerateIndicatorTests: XCTestCase {
  struct Fixed: IndicatorTemplate {
    let path: Path
    func indicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
      IndicatorAttributes(path: path)
    }
  }

  func model(_ path: Path) -> TabBarModel {
    TabBarModel(
      items: [tab("A", 40), tab("B", 40)], size: Size(width: 360, height: 48),
      template: Fixed(path: path))
  }

  func testNonFiniteCoordinatesGiveNil() {
    var nan = Path()
    nan.move(to: Point(x: .nan, y: 0))
    nan.addLine(to: Point(x: 10, y: .nan))
    XCTAssertNil(model(nan).selectionIndicator)
    var inf = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    inf.addCurve(to: Point(x: 1, y: 1), control1: Point(x: .infinity, y: 0), control2: .zero)
    XCTAssertNil(model(inf).selectionIndicator)
    XCTAssertNil(model(nan).indicator(forItemAt: 1))
  }

  func testZeroWidthOrHeightGivesNil() throws {
    XCTAssertNil(model(try Path(svgPathData: "M90 45H90V48H90Z")).selectionIndicator)
    XCTAssertNil(model(try Path(svgPathData: "M0 45H90Z")).selectionIndicator)
    XCTAssertNil(model(Path()).selectionIndicator)
    XCTAssertNotNil(model(Path(Rect(x: 0, y: 0, width: 1, height: 1))).selectionIndicator)
  }
}
