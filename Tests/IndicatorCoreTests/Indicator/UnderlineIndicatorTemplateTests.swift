import IndicatorCore
import XCTest

final class UnderlineIndicatorTemplateTests: XCTestCase {
  let context = TabBarContext(
    item: tab("Home", 40), bounds: Rect(x: 0, y: 0, width: 120, height: 48),
    contentFrame: Rect(x: 40, y: 14, width: 40, height: 20))

  // MARK: MDC compatibility

  func testDefaultIsMDCUnderlineExactly() {
    let b = context.bounds
    XCTAssertEqual(
      UnderlineIndicatorTemplate().indicatorAttributes(for: context),
      IndicatorAttributes(
        path: Path(Rect(x: b.minX, y: b.maxY - 2, width: b.width, height: 2)), opacity: 1))
  }

  func testFourPointUnderline() {
    XCTAssertEqual(
      UnderlineIndicatorTemplate(height: 4).indicatorAttributes(for: context).path,
      Path(Rect(x: 0, y: 44, width: 120, height: 4)))
  }

  // MARK: Options

  func testContentWidthCentredWithMinimum() {
    let wide = UnderlineIndicatorTemplate(width: .content(minimum: 0))
    XCTAssertEqual(wide.barRect(in: context), Rect(x: 40, y: 46, width: 40, height: 2))
    let minimum = UnderlineIndicatorTemplate(width: .content(minimum: 60))
    XCTAssertEqual(minimum.barRect(in: context), Rect(x: 30, y: 46, width: 60, height: 2))
  }

  func testInsetsShrinkAndLiftAndMirrorInRightToLeft() {
    let template = UnderlineIndicatorTemplate(
      height: 3, insets: EdgeInsets(top: 0, leading: 10, bottom: 4, trailing: 2))
    XCTAssertEqual(template.barRect(in: context), Rect(x: 10, y: 41, width: 108, height: 3))
    var rtl = context
    rtl.layoutDirection = .rightToLeft
    XCTAssertEqual(template.barRect(in: rtl), Rect(x: 2, y: 41, width: 108, height: 3))
  }

  func testPositions() {
    XCTAssertEqual(
      UnderlineIndicatorTemplate(height: 4, position: .top).barRect(in: context),
      Rect(x: 0, y: 0, width: 120, height: 4))
    XCTAssertEqual(
      UnderlineIndicatorTemplate(height: 4, position: .center).barRect(in: context),
      Rect(x: 0, y: 22, width: 120, height: 4))
    XCTAssertEqual(
      UnderlineIndicatorTemplate(
        height: 4, insets: EdgeInsets(top: 6, bottom: 6), position: .stretch
      ).barRect(in: context),
      Rect(x: 0, y: 6, width: 120, height: 36))
  }

  func testCornerRadiusRoundsCornersAwayFromTheEdge() {
    let cases: [(UnderlineIndicatorTemplate.Position, y: Double, RectangleCornerRadii)] = [
      (.bottom, 44, RectangleCornerRadii(topLeading: 2, topTrailing: 2)),
      (.top, 0, RectangleCornerRadii(bottomLeading: 2, bottomTrailing: 2)),
    ]
    for (position, y, radii) in cases {
      let template = UnderlineIndicatorTemplate(height: 4, cornerRadius: 2, position: position)
      XCTAssertEqual(
        template.indicatorAttributes(for: context).path,
        Path(
          roundedRect: Rect(x: 0, y: y, width: 120, height: 4), cornerRadii: radii,
          style: .circular),
        "\(position)")
    }
  }

  func testMaterialPrimary() {
    let template = UnderlineIndicatorTemplate.materialPrimary
    XCTAssertEqual(template.barRect(in: context), Rect(x: 40, y: 45, width: 40, height: 3))
    var narrow = context
    narrow.contentFrame = Rect(x: 55, y: 14, width: 10, height: 20)
    XCTAssertEqual(template.barRect(in: narrow), Rect(x: 48, y: 45, width: 24, height: 3))
    XCTAssertEqual(
      template.indicatorAttributes(for: context).path,
      Path(
        roundedRect: Rect(x: 40, y: 45, width: 40, height: 3),
        cornerRadii: RectangleCornerRadii(topLeading: 3, topTrailing: 3), style: .circular))
  }

  // MARK: Bad input

  func testBadHeightOrInsetGivesEmptyPath() {
    let bad: [UnderlineIndicatorTemplate] = [
      UnderlineIndicatorTemplate(height: -1),
      UnderlineIndicatorTemplate(height: 0),
      UnderlineIndicatorTemplate(height: .nan),
      UnderlineIndicatorTemplate(height: .infinity),
      UnderlineIndicatorTemplate(insets: EdgeInsets(leading: -1)),
      UnderlineIndicatorTemplate(insets: EdgeInsets(bottom: .nan)),
      UnderlineIndicatorTemplate(insets: EdgeInsets(trailing: .infinity)),
      UnderlineIndicatorTemplate(insets: EdgeInsets(leading: 60, trailing: 60)),
      UnderlineIndicatorTemplate(width: .content(minimum: .nan)),
    ]
    for template in bad {
      XCTAssertTrue(
        template.indicatorAttributes(for: context).path.isEmpty, "\(template)")
    }
  }

  func testBadContextGivesEmptyPath() {
    var zero = context
    zero.bounds = .zero
    XCTAssertTrue(UnderlineIndicatorTemplate().indicatorAttributes(for: zero).path.isEmpty)
    var nan = context
    nan.bounds.size.width = .nan
    XCTAssertTrue(UnderlineIndicatorTemplate().indicatorAttributes(for: nan).path.isEmpty)
  }

  func testNegativeCornerRadiusCountsAsZero() {
    XCTAssertEqual(
      UnderlineIndicatorTemplate(cornerRadius: -5).indicatorAttributes(for: context).path,
      Path(Rect(x: 0, y: 46, width: 120, height: 2)))
  }
}

extension UnderlineIndicatorTemplateTests {
  // MARK: Staying inside the tab

  func testBarNeverLeavesTheTab() {
    let cases: [(name: String, bounds: Rect, contentFrame: Rect, bar: Rect)] = [
      (
        "narrow", Rect(x: 0, y: 0, width: 10, height: 1.5),
        Rect(x: 0, y: 0, width: 4, height: 1.5), Rect(x: 0, y: 0, width: 10, height: 1.5)
      ),
      (
        "off centre", Rect(x: 0, y: 0, width: 100, height: 48),
        Rect(x: 90, y: 14, width: 10, height: 20), Rect(x: 76, y: 45, width: 24, height: 3)
      ),
    ]
    for c in cases {
      let small = TabBarContext(item: tab("x", 4), bounds: c.bounds, contentFrame: c.contentFrame)
      XCTAssertEqual(UnderlineIndicatorTemplate.materialPrimary.barRect(in: small), c.bar, c.name)
    }
  }
}
