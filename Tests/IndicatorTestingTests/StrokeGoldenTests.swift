import IndicatorCore
import IndicatorTesting
import XCTest

/// The stroked outlines the "Testing Indicator Geometry" article shows, checked as a user's
/// suite would check them: against short SVG strings with `assertPath(_:matchesSVG:)`, and
/// as filled regions with `assertSameShape`.
final class StrokeGoldenTests: XCTestCase {
  static let circle =
    "M21 10C21 16.075 16.075 21 10 21 3.925 21-1 16.075-1 10-1 3.925 3.925-1 10-1"
    + "S21 3.925 21 10ZM19 10C19 5.029 14.971 1 10 1S1 5.029 1 10 5.029 19 10 19"
    + " 19 14.971 19 10Z"

  static let mdcSample =
    "M38.115 9H81.885C83.6 9 84.651 8.99 85.776 9.346 87.284 9.823 88.177 10.716 88.654 12.224"
    + " 89.01 13.349 89 14.4 89 16.115V31.885C89 33.6 89.01 34.651 88.654 35.776"
    + " 88.177 37.284 87.284 38.177 85.776 38.654 84.651 39.01 83.6 39 81.885 39H38.115"
    + "C36.4 39 35.349 39.01 34.224 38.654 32.716 38.177 31.823 37.284 31.346 35.776"
    + " 30.99 34.651 31 33.6 31 31.885V16.115C31 14.4 30.99 13.349 31.346 12.224"
    + " 31.823 10.716 32.716 9.823 34.224 9.346 35.349 8.99 36.4 9 38.115 9Z"
    + "M38.115 11C36.308 11 35.598 11.01 34.827 11.253 33.94 11.534 33.534 11.94 33.253 12.827"
    + " 33.01 13.598 33 14.308 33 16.115V31.885C33 33.692 33.01 34.402 33.253 35.173"
    + " 33.534 36.06 33.94 36.466 34.827 36.747 35.598 36.99 36.308 37 38.115 37H81.885"
    + "C83.692 37 84.402 36.99 85.173 36.747 86.06 36.466 86.466 36.06 86.747 35.173"
    + " 86.99 34.402 87 33.692 87 31.885V16.115C87 14.308 86.99 13.598 86.747 12.827"
    + " 86.466 11.94 86.06 11.534 85.173 11.253 84.402 11.01 83.692 11 81.885 11Z"

  func testStrokedLine() throws {
    let line = try Path(svgPathData: "M0 48H120")
    let outline = line.strokedPath(StrokeStyle(lineWidth: 4))
    assertPath(outline, matchesSVG: "M0 46H120V50H0Z")
    assertSameShape(outline, Path(Rect(x: 0, y: 46, width: 120, height: 4)))
  }

  func testMiterJoinedRect() throws {
    let rect = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    let outline = rect.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter))
    assertPath(outline, matchesSVG: "M-1-1H11V11H-1ZM1 9H9V1H1Z")
    // The same ring written the other way round and from another corner.
    assertSameShape(outline, try Path(svgPathData: "M11 11H-1V-1H11ZM9 9V1H1V9Z"))
  }

  func testStrokedCircle() throws {
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20))
    let outline = circle.strokedPath(StrokeStyle(lineWidth: 2))
    assertPath(outline, matchesSVG: Self.circle, accuracy: 1e-3)
    assertSameShape(outline, try Path(svgPathData: Self.circle))
  }

  func testMDCSampleOutline() throws {
    let context = TabBarContext.home
    assertIndicator(
      OutlineIndicatorTemplate(), in: context, matchesSVG: Self.mdcSample, accuracy: 1e-3)
    assertIndicator(
      OutlineIndicatorTemplate(), in: context, sameShapeAs: try Path(svgPathData: Self.mdcSample))
  }

  func testDashedUnderline() throws {
    let centre = try Path(svgPathData: "M0 47H120")
    let outline = centre.strokedPath(StrokeStyle(lineWidth: 2, dash: [8, 4]))
    let dashes = (0..<10).map { "M\($0 * 12) 46H\($0 * 12 + 8)V48H\($0 * 12)Z" }.joined()
    assertPath(outline, matchesSVG: dashes)
    var expected = Path()
    for i in 0..<10 { expected.addRect(Rect(x: Double(i * 12), y: 46, width: 8, height: 2)) }
    assertSameShape(outline, expected)
  }
}
