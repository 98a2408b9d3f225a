import IndicatorCore
import XCTest

/// The README's and the DocC articles' examples, with the values they print.
final class ReadmeExampleTests: XCTestCase {
  func testQuickStartUnderline() {
    var bar = TabBarModel()
    bar.template = UnderlineIndicatorTemplate(height: 4)
    bar.items = [
      TabItem(title: "Home", contentSize: Size(width: 40, height: 20)),
      TabItem(title: "Search", contentSize: Size(width: 52, height: 20)),
      TabItem(title: "Profile", contentSize: Size(width: 60, height: 20)),
    ]
    bar.size = Size(width: 360, height: 48)
    bar.selectedIndex = 1
    XCTAssertEqual(bar.selectionIndicator?.path.svgPathData, "M120 44H240V48H120Z")
  }

  struct FourPointUnderline: IndicatorTemplate {
    func indicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
      let b = context.bounds
      return IndicatorAttributes(
        path: Path(Rect(x: b.minX, y: b.maxY - 4, width: b.width, height: 4)))
    }
  }

  struct RoundedOutline: IndicatorTemplate {
    func indicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
      let frame = context.contentFrame.insetBy(dx: -8, dy: -4)
      let outline = Path(roundedRect: frame, cornerRadius: 4)
        .strokedPath(StrokeStyle(lineWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 0))
      return IndicatorAttributes(path: outline)
    }
  }

  func testHandWrittenTemplatesEqualTheBuiltIns() {
    let context = TabBarContext(
      item: TabItem(title: "Home", contentSize: Size(width: 40, height: 20)),
      bounds: Rect(x: 0, y: 0, width: 120, height: 48),
      contentFrame: Rect(x: 40, y: 14, width: 40, height: 20))
    XCTAssertEqual(
      FourPointUnderline().indicatorAttributes(for: context),
      UnderlineIndicatorTemplate(height: 4).indicatorAttributes(for: context))
    XCTAssertEqual(
      RoundedOutline().indicatorAttributes(for: context),
      OutlineIndicatorTemplate().indicatorAttributes(for: context))
  }

  func testSVGExample() throws {
    XCTAssertEqual(try Path(svgPathData: "M0 4l3 3 6-7").svgPathData, "M0 4 3 7 9 0")
  }

  /// README.md and "Combining Paths": a pill and a badge.
  ///
  /// The pill (continuous corners, 120 × 44) and the circle (radius 25) overlap; the areas
  /// obey
  /// |a ∪ b| = |a| + |b| − |a ∩ b| and |a − b| = |a| − |a ∩ b|.
  func testCombiningExample() {
    let pill = Path(roundedRect: Rect(x: 20, y: 30, width: 120, height: 44), cornerRadius: 22)
    let badge = Path(ellipseIn: Rect(x: 100, y: 12, width: 50, height: 50))
    let outline = pill.union(badge)
    let notched = pill.subtracting(badge)
    let common = pill.intersection(badge)
    XCTAssertEqual(
      outline.signedArea, pill.signedArea + badge.signedArea - common.signedArea,
      accuracy: 1e-9 * outline.signedArea)
    XCTAssertEqual(
      notched.signedArea, pill.signedArea - common.signedArea, accuracy: 1e-9 * pill.signedArea)
    XCTAssertEqual(outline.boundingRect, Rect(x: 20, y: 12, width: 130, height: 62))
    XCTAssertEqual(notched.boundingRect.minX, 20)
    XCTAssertTrue(pill.intersects(badge))
  }
}
