import XCTest

@testable import IndicatorCore

/// Per-corner radii by the CSS rule (CSS Backgrounds and Borders 3, §5.5 "Overlapping
/// Curves": f = min(Li / Si) over the sides, all radii × f only when f < 1; Skia's
/// `SkRRect::setRectRadii` computes the same scale), and the platform presets built on it.
final class RoundedRectCornerTests: XCTestCase {
  let k = 1 - quarterArcHandle

  func testRadiiThatFitAreDrawnAsGiven() {
    // A 3-point bar with radius-3 top corners: the left side needs 3 + 0 = 3 ≤ 3, the top
    // 6 ≤ 40, so f = 1 and each top corner is a full quarter circle of radius 3.
    let path = Path(
      roundedRect: Rect(x: 0, y: 0, width: 40, height: 3),
      cornerRadii: RectangleCornerRadii(topLeading: 3, topTrailing: 3), style: .circular)
    XCTAssertEqual(
      path.elements,
      [
        .move(to: Point(x: 3, y: 0)), .line(to: Point(x: 37, y: 0)),
        .curve(
          to: Point(x: 40, y: 3), control1: Point(x: 37 + 3 * quarterArcHandle, y: 0),
          control2: Point(x: 40, y: 3 * k)),
        .line(to: Point(x: 0, y: 3)),
        .curve(
          to: Point(x: 3, y: 0), control1: Point(x: 0, y: 3 * k),
          control2: Point(x: 3 * k, y: 0)),
        .closeSubpath,
      ])
  }

  func testOverflowingSideScalesEveryRadius() {
    // Left side: 6 + 2 = 8 on a side of 4 → f = 0.5 (the smallest ratio); every radius,
    // including the trailing ones that fit, is halved (CSS §5.5).
    let rect = Rect(x: 0, y: 0, width: 100, height: 4)
    let path = Path(
      roundedRect: rect,
      cornerRadii: RectangleCornerRadii(
        topLeading: 6, bottomLeading: 2, bottomTrailing: 1, topTrailing: 1),
      style: .circular)
    let expected = Path(
      roundedRect: rect,
      cornerRadii: RectangleCornerRadii(
        topLeading: 3, bottomLeading: 1, bottomTrailing: 0.5, topTrailing: 0.5),
      style: .circular)
    XCTAssertEqual(path, expected)
    XCTAssertEqual(path.elements.first, .move(to: Point(x: 3, y: 0)))
  }

  func testContinuousCornersNeedTheirExtent() {
    // A continuous corner reaches 1.52866483 r along each edge: radius 2 top corners on a
    // 3-point side need 3.057 and scale by 3 / 3.057.
    let rect = Rect(x: 0, y: 0, width: 40, height: 3)
    let path = Path(
      roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 2, topTrailing: 2))
    let r = 3 / ContinuousCorner.extent
    XCTAssertEqual(path.elements.first, .move(to: Point(x: r * ContinuousCorner.extent, y: 0)))
    XCTAssertEqual(path.controlPointBounds, rect)
  }

  func testUniformRadiiKeepTheClamp() {
    let rect = Rect(x: 0, y: 0, width: 40, height: 10)
    for style in RoundedCornerStyle.allCases {
      let limit = style == .continuous ? 5 / ContinuousCorner.extent : 5
      XCTAssertEqual(
        Path(roundedRect: rect, cornerRadius: 100, style: style),
        Path(roundedRect: rect, cornerRadius: limit, style: style))
      XCTAssertEqual(
        Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(all: 3), style: style),
        Path(roundedRect: rect, cornerRadius: 3, style: style))
    }
  }

  func testDefaultStyleIsContinuousAsSwiftUI() {
    // SwiftUI: Path(roundedRect:cornerRadius:style:) and addRoundedRect default to
    // `.continuous`.
    let rect = Rect(x: 0, y: 0, width: 40, height: 20)
    XCTAssertEqual(
      Path(roundedRect: rect, cornerRadius: 4),
      Path(roundedRect: rect, cornerRadius: 4, style: .continuous))
    var built = Path()
    built.addRoundedRect(in: rect, cornerRadius: 4)
    XCTAssertEqual(built, Path(roundedRect: rect, cornerRadius: 4, style: .continuous))
  }

  func testCornerSizeDrawsQuarterEllipses() {
    let rect = Rect(x: 0, y: 0, width: 20, height: 10)
    XCTAssertEqual(
      Path(roundedRect: rect, cornerSize: Size(width: 3, height: 3), style: .circular),
      Path(roundedRect: rect, cornerRadius: 3, style: .circular))
    let path = Path(roundedRect: rect, cornerSize: Size(width: 4, height: 2), style: .circular)
    XCTAssertEqual(path.elements[0], .move(to: Point(x: 4, y: 0)))
    XCTAssertEqual(path.elements[1], .line(to: Point(x: 16, y: 0)))
    XCTAssertEqual(
      path.elements[2],
      .curve(
        to: Point(x: 20, y: 2), control1: Point(x: 16 + 4 * quarterArcHandle, y: 0),
        control2: Point(x: 20, y: 2 * k)))
    // Too wide: both radii scale by the same factor (20 / (2·15)).
    let wide = Path(roundedRect: rect, cornerSize: Size(width: 15, height: 3), style: .circular)
    XCTAssertEqual(
      wide, Path(roundedRect: rect, cornerSize: Size(width: 10, height: 2), style: .circular))
    XCTAssertEqual(
      Path(roundedRect: rect, cornerSize: Size(width: 3, height: 0)), Path(rect))
  }

  func testMaterialPrimaryMatchesCompose() {
    // Compose Material 3 `TabRowDefaults.PrimaryIndicator`: a bar of
    // `PrimaryNavigationTabTokens.ActiveIndicatorHeight` = 3.dp filled with
    // `RoundedCornerShape(topStart = 3.dp, topEnd = 3.dp)`. `CornerBasedShape` scales radii
    // only when two on a side exceed it (3 + 0 ≤ 3 here), and `RoundedCornerShape` draws
    // circular arcs, so both top corners are quarter circles of radius 3 meeting the bottom
    // edge. The width is the content's, at least 24 (the indicator's default width).
    let context = TabBarContext(
      item: tab("Home", 40), bounds: Rect(x: 0, y: 0, width: 120, height: 48),
      contentFrame: Rect(x: 40, y: 14, width: 40, height: 20))
    let path = UnderlineIndicatorTemplate.materialPrimary.indicatorAttributes(for: context).path
    // 3·(1 − 0.5522847498307936) = 1.3431457505076199: the circular quarter's handle offset.
    XCTAssertEqual(
      path.svgPathData,
      "M43 45H77C78.65685424949238 45 80 46.34314575050762 80 48H40C40 46.34314575050762 "
        + "41.34314575050762 45 43 45Z")
  }

  func testOutlineIsMDCSampleWithContinuousCorners() {
    // MDC's sample (MDCTabBarViewCustomIndicatorExampleViewController's outline template):
    // `UIBezierPath(roundedRect: contentFrame.insetBy(dx: -8, dy: -4), cornerRadius: 4)`,
    // UIKit's continuous corners, stroked 2 wide.
    let context = TabBarContext(
      item: tab("Home", 40), bounds: Rect(x: 0, y: 0, width: 120, height: 48),
      contentFrame: Rect(x: 40, y: 14, width: 40, height: 20))
    let template = OutlineIndicatorTemplate()
    XCTAssertEqual(template.cornerStyle, .continuous)
    let rect = Rect(x: 32, y: 10, width: 56, height: 28)
    XCTAssertEqual(template.outlineRect(in: context), rect)
    XCTAssertEqual(
      template.indicatorAttributes(for: context).path,
      Path(roundedRect: rect, cornerRadius: 4, style: .continuous).strokedPath(template.style))
    XCTAssertNotEqual(
      template.indicatorAttributes(for: context).path,
      OutlineIndicatorTemplate(cornerStyle: .circular).indicatorAttributes(for: context).path)
  }

  func testMirroredRadiiSwapLeadingAndTrailing() {
    let radii = RectangleCornerRadii(
      topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
    XCTAssertEqual(
      radii.mirrored,
      RectangleCornerRadii(topLeading: 4, bottomLeading: 3, bottomTrailing: 2, topTrailing: 1))
    XCTAssertEqual(radii.mirrored.mirrored, radii)
    XCTAssertEqual(
      EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).mirrored,
      EdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
  }
}
