import IndicatorCore
import XCTest

final class OutlineIndicatorTemplateTests: XCTestCase {
  let context = TabBarContext(
    item: tab("Home", 40), bounds: Rect(x: 0, y: 0, width: 120, height: 48),
    contentFrame: Rect(x: 40, y: 14, width: 40, height: 20))

  /// The area of a rounded rectangle: w·h − (4 − π)·r².
  func roundedRectArea(_ w: Double, _ h: Double, _ r: Double) -> Double {
    w * h - (4 - .pi) * r * r
  }

  // MARK: MDC's sample

  func testDefaultsAreMDCSample() {
    let template = OutlineIndicatorTemplate()
    XCTAssertEqual(template.outlineRect(in: context), Rect(x: 32, y: 10, width: 56, height: 28))
    XCTAssertEqual(template.cornerRadius, 4)
    XCTAssertEqual(
      template.style, StrokeStyle(lineWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 0))
  }

  func testRingContainsTheBandAndNothingElse() {
    let ring = OutlineIndicatorTemplate().indicatorAttributes(for: context).path
    // The rounded rect runs x 32…88, y 10…38; the band is ±1 around it.
    let inside = [
      Point(x: 60, y: 10), Point(x: 60, y: 9.2), Point(x: 60, y: 10.8), Point(x: 60, y: 38.9),
      Point(x: 32, y: 24), Point(x: 31.1, y: 24), Point(x: 88.9, y: 24),
    ]
    for p in inside { XCTAssertTrue(ring.contains(p), "\(p) should be in the band") }
    let outside = [
      Point(x: 60, y: 8.9), Point(x: 60, y: 11.1), Point(x: 60, y: 24), Point(x: 30.9, y: 24),
      Point(x: 33.1, y: 24), Point(x: 89.1, y: 24), Point(x: 60, y: 39.1),
      // Outside the rounded corner: the square corner of the outer rectangle.
      Point(x: 31.2, y: 9.2),
    ]
    for p in outside { XCTAssertFalse(ring.contains(p), "\(p) should be outside the band") }
  }

  func testRingAreaIsOuterMinusInner() {
    let ring = OutlineIndicatorTemplate(cornerStyle: .circular).indicatorAttributes(for: context)
      .path
    let expected = roundedRectArea(58, 30, 5) - roundedRectArea(54, 26, 3)
    // The arcs are cubics (radial error 2.7e-4·r) stroked within the 0.05 tolerance.
    // Rounded corners wider than the half-width need no inner joins, so the two contours'
    // signed areas are exactly the outer and the (reversed) inner areas.
    XCTAssertEqual(abs(ring.signedArea), expected, accuracy: 0.05)
  }

  func testEachValueIsConfigurable() {
    let template = OutlineIndicatorTemplate(
      horizontalOutset: 2, verticalOutset: 1, cornerRadius: 0, lineWidth: 4)
    XCTAssertEqual(template.outlineRect(in: context), Rect(x: 38, y: 13, width: 44, height: 22))
    let ring = template.indicatorAttributes(for: context).path
    // Square corners with miter limit 0: the outer corners are bevelled along x + y = 49 at
    // the top left (the band is x 36…84, y 11…37 outside and x 40…80, y 15…33 inside).
    XCTAssertFalse(ring.contains(Point(x: 36.3, y: 11.3)))
    XCTAssertTrue(ring.contains(Point(x: 37.2, y: 12.2)))
    XCTAssertTrue(ring.contains(Point(x: 39.9, y: 24)))
    XCTAssertFalse(ring.contains(Point(x: 40.1, y: 24)))
    XCTAssertFalse(ring.contains(Point(x: 60, y: 24)))
    XCTAssertTrue(ring.contains(Point(x: 83.9, y: 24)))
  }

  // MARK: Bad input

  func testBadValuesGiveEmptyPath() {
    for template in [
      OutlineIndicatorTemplate(horizontalOutset: .nan),
      OutlineIndicatorTemplate(verticalOutset: -20),
      OutlineIndicatorTemplate(lineWidth: 0),
      OutlineIndicatorTemplate(lineWidth: .infinity),
    ] {
      XCTAssertTrue(template.indicatorAttributes(for: context).path.isEmpty, "\(template)")
    }
  }
}
