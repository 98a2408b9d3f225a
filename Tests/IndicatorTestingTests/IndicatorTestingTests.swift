import IndicatorCore
import IndicatorTesting
import XCTest

final class IndicatorTestingTests: XCTestCase {
  let rect = Path(Rect(x: 0, y: 46, width: 120, height: 2))

  // MARK: verifyPath(_:equals:)

  func testEqualPathsPass() {
    XCTAssertNil(verifyPath(rect, equals: rect))
    XCTAssertNil(
      verifyPath(rect.offsetBy(dx: 0.001, dy: 0), equals: rect, accuracy: 0.01))
  }

  func testFirstDifferingElementIsNamedWithBothValuesAndDistance() throws {
    let moved = Path(Rect(x: 0, y: 46, width: 121, height: 2))
    let message = try XCTUnwrap(verifyPath(moved, equals: rect, accuracy: 0.5))
    XCTAssertEqual(
      message,
      """
      Paths differ at element 1: expected line(to: (120.0, 46.0)), got line(to: (121.0, 46.0)) \
      (distance 1.0 > accuracy 0.5).
        actual:   M0 46H121V48H0Z
        expected: M0 46H120V48H0Z
      """)
  }

  func testDifferentKindsAndLengthsAreReported() throws {
    var curved = Path()
    curved.move(to: Point(x: 0, y: 46))
    curved.addQuadCurve(to: Point(x: 120, y: 46), control: Point(x: 60, y: 40))
    let kinds = try XCTUnwrap(verifyPath(curved, equals: rect))
    XCTAssertTrue(
      kinds.hasPrefix(
        "Paths differ at element 1: expected line(to: (120.0, 46.0)), got quadCurve(to: "
          + "(120.0, 46.0), control: (60.0, 40.0)) (different kinds)."), kinds)
    let short = Path(elements: rect.elements.dropLast())
    let length = try XCTUnwrap(verifyPath(short, equals: rect))
    XCTAssertTrue(
      length.hasPrefix(
        "Paths differ at element 4: the path ends after 4 elements; expected closeSubpath."),
      length)
  }

  func testNaNNeverPasses() throws {
    let nan = Path { $0.move(to: Point(x: .nan, y: 0)) }
    XCTAssertNotNil(verifyPath(nan, equals: nan, accuracy: 1))
    // A NaN control point is named even when the end points match.
    let curve = Path { p in
      p.move(to: .zero)
      p.addCurve(to: Point(x: 3, y: 0), control1: Point(x: 1, y: .nan), control2: Point(x: 2, y: 0))
    }
    let message = try XCTUnwrap(verifyPath(curve, equals: curve, accuracy: 1))
    XCTAssertTrue(message.hasPrefix("Paths differ at element 1: "), message)
    XCTAssertTrue(message.contains("(distance nan > accuracy 1.0)"), message)
  }

  // MARK: verifyPath(_:matchesSVG:)

  func testMatchesSVG() throws {
    XCTAssertNil(verifyPath(rect, matchesSVG: "M0 46 L120 46 L120 48 L0 48 Z"))
    XCTAssertNil(verifyPath(rect, matchesSVG: "m0 46h120v2h-120z"))
    let invalid = try XCTUnwrap(verifyPath(rect, matchesSVG: "M0 46 L"))
    XCTAssertTrue(invalid.hasPrefix("The expected SVG path data is invalid:"), invalid)
  }

  // MARK: verifyIndicator

  func testIndicator() throws {
    let context = TabBarContext.home
    XCTAssertNil(
      verifyIndicator(
        UnderlineIndicatorTemplate(height: 4), in: context, matchesSVG: "M0 44H120V48H0Z"))
    let message = try XCTUnwrap(
      verifyIndicator(UnderlineIndicatorTemplate(), in: context, matchesSVG: "M0 44H120V48H0Z"))
    XCTAssertTrue(message.hasPrefix("Indicator of UnderlineIndicatorTemplate("), message)
    XCTAssertTrue(message.contains("Paths differ at element 0"), message)
  }

  // MARK: verifySameShape

  func testSameShapeIgnoresOrderStartAndDirection() {
    let a = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    let b = Path { p in
      p.move(to: Point(x: 10, y: 10))
      p.addLine(to: Point(x: 10, y: 0))
      p.addLine(to: Point(x: 0, y: 0))
      p.addLine(to: Point(x: 0, y: 10))
      p.closeSubpath()
    }
    XCTAssertNil(verifySameShape(a, b, tolerance: 1e-6))
  }

  func testRingMatchesWithinToleranceAndWrongInnerDirectionFails() throws {
    var ring = Path(ellipseIn: Rect(x: -10, y: -10, width: 20, height: 20))
    ring.addPath(Path(ellipseIn: Rect(x: -8, y: -8, width: 16, height: 16)).reversed())
    var polygonRing = Path()
    for radius in [10.0, 8.0] {
      var points: [Point] = []
      for i in 0..<256 {
        let angle = Double(i) / 256 * 2 * .pi
        points.append(Point(x: radius * cos(angle), y: radius * sin(angle)))
      }
      polygonRing.addLines(radius == 10 ? points : points.reversed())
      polygonRing.closeSubpath()
    }
    XCTAssertNil(verifySameShape(ring, polygonRing, tolerance: 0.05))
    // Same outlines, but the inner circle runs the same way: the hole is filled.
    var filled = Path(ellipseIn: Rect(x: -10, y: -10, width: 20, height: 20))
    filled.addPath(Path(ellipseIn: Rect(x: -8, y: -8, width: 16, height: 16)))
    let message = try XCTUnwrap(verifySameShape(filled, ring, tolerance: 0.05))
    XCTAssertTrue(message.contains("inside the actual shape but outside the expected one"), message)
  }

  func testDifferentOutlinesReportDistance() throws {
    let a = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    let b = Path(Rect(x: 0, y: 0, width: 10, height: 10.5))
    let message = try XCTUnwrap(verifySameShape(a, b, tolerance: 0.1))
    XCTAssertTrue(
      message.hasPrefix("Shapes differ: the actual outline passes (5.0, 10.0)"), message)
    XCTAssertTrue(message.contains("which is 0.5 from the other outline (tolerance 0.1)"), message)
    XCTAssertNil(verifySameShape(a, b, tolerance: 0.6))
    XCTAssertNotNil(verifySameShape(a, b, tolerance: 0))
  }

  // MARK: Assertions pass through XCTest

  func testAssertionsPassQuietly() {
    assertPath(rect, equals: rect)
    assertPath(rect, matchesSVG: "M0 46H120V48H0Z")
    assertSameShape(rect, rect.reversed(), tolerance: 1e-9)
  }
}
