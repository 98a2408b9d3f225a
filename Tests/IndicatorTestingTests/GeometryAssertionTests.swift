import IndicatorCore
import XCTest

@testable import IndicatorTesting

final class GeometryAssertionTests: XCTestCase {
  func testStrokedOutlineBoundsMatchRoundNumbersWithinAnAccuracy() {
    // The outline template's stroked bounds land about 2.5e-5 from the round numbers.
    let context = TabBarContext.home
    let outline = OutlineIndicatorTemplate().indicatorAttributes(for: context).path
    let expected = Rect(x: 31, y: 9, width: 58, height: 30)
    let box = outline.boundingRect
    XCTAssertNotEqual(box, expected)
    XCTAssertEqual(
      verifyRect(box, equals: expected),
      "Rects differ at minX by 2.469e-05 (accuracy 0).\n"
        + "  actual:   \(brief(box))\n  expected: (31, 9, 58, 30)")
    XCTAssertNil(verifyRect(box, equals: expected, accuracy: 1e-3))
    assertRect(box, equals: expected, accuracy: 1e-3)
  }

  func testRectMessageNamesTheWorstEdge() {
    XCTAssertEqual(
      verifyRect(
        Rect(x: 0, y: 0, width: 100.000025, height: 48),
        equals: Rect(x: 0, y: 0, width: 100, height: 48)),
      "Rects differ at maxX by 2.5e-05 (accuracy 0).\n"
        + "  actual:   (0, 0, 100.000025, 48)\n  expected: (0, 0, 100, 48)")
    XCTAssertEqual(
      verifyRect(
        Rect(x: 1, y: 0, width: 115.05646798245637, height: 48),
        equals: Rect(x: 0, y: 0, width: 115, height: 48), accuracy: 0.5),
      "Rects differ at maxX by 1.0565 (accuracy 0.5).\n"
        + "  actual:   (1, 0, 115.0565, 48)\n  expected: (0, 0, 115, 48)")
    // An origin and a size moved by opposite amounts still differ.
    XCTAssertNotNil(
      verifyRect(
        Rect(x: 1, y: 0, width: 9, height: 1), equals: Rect(x: 0, y: 0, width: 10, height: 1)))
    XCTAssertNotNil(
      verifyRect(
        Rect(x: .nan, y: 0, width: 1, height: 1), equals: Rect(x: 0, y: 0, width: 1, height: 1),
        accuracy: 1))
    XCTAssertEqual(
      verifyRect(Rect.zero, equals: Rect.zero, accuracy: -1),
      "The accuracy must be finite and at least 0; got -1.0.")
  }

  func testPointDistanceIsEuclidean() {
    XCTAssertNil(verifyPoint(Point(x: 3, y: 4), equals: Point(x: 0, y: 0), accuracy: 5))
    XCTAssertEqual(
      verifyPoint(Point(x: 3, y: 4), equals: Point(x: 0, y: 0), accuracy: 4.99),
      "Points differ by 5 (accuracy 4.99).\n  actual:   (3, 4)\n  expected: (0, 0)")
    XCTAssertNotNil(verifyPoint(Point(x: .nan, y: 0), equals: Point(x: 0, y: 0), accuracy: 1))
    assertPoint(Point(x: 1e-9, y: 0), equals: Point(x: 0, y: 0), accuracy: 1e-6)
  }
}
