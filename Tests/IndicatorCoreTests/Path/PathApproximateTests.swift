import XCTest

@testable import IndicatorCore

final class PathApproximateTests: XCTestCase {
  func testEqualWithinToleranceElementByElement() {
    let a = Path { p in
      p.move(to: Point(x: 0, y: 0))
      p.addLine(to: Point(x: 10, y: 0))
      p.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 15, y: 5))
      p.addCurve(
        to: Point(x: 0, y: 10), control1: Point(x: 7, y: 12), control2: Point(x: 3, y: 12))
      p.closeSubpath()
    }
    let b = a.offsetBy(dx: 0.003, dy: -0.004)  // Every point moves by 0.005.
    XCTAssertTrue(a.isApproximatelyEqual(to: b, tolerance: 0.0051))
    XCTAssertFalse(a.isApproximatelyEqual(to: b, tolerance: 0.0049))
    XCTAssertTrue(a.isApproximatelyEqual(to: a, tolerance: 0))
    XCTAssertTrue(Path().isApproximatelyEqual(to: Path(), tolerance: 0))
  }

  func testDifferentKindsCountsOrControlPointsAreNotEqual() {
    let line = Path { p in
      p.move(to: .zero)
      p.addLine(to: Point(x: 3, y: 0))
    }
    let straightCubic = Path { p in
      p.move(to: .zero)
      p.addCurve(to: Point(x: 3, y: 0), control1: Point(x: 1, y: 0), control2: Point(x: 2, y: 0))
    }
    XCTAssertFalse(line.isApproximatelyEqual(to: straightCubic, tolerance: 10))
    var closed = line
    closed.closeSubpath()
    XCTAssertFalse(line.isApproximatelyEqual(to: closed, tolerance: 10))
    var bent = straightCubic
    bent = Path { p in
      p.move(to: .zero)
      p.addCurve(to: Point(x: 3, y: 0), control1: Point(x: 1, y: 1), control2: Point(x: 2, y: 0))
    }
    XCTAssertFalse(straightCubic.isApproximatelyEqual(to: bent, tolerance: 0.5))
    XCTAssertTrue(straightCubic.isApproximatelyEqual(to: bent, tolerance: 1))
  }

  func testNegativeOrNaNToleranceAndNaNPointsNeverMatch() {
    let square = Path(Rect(x: 0, y: 0, width: 1, height: 1))
    XCTAssertFalse(square.isApproximatelyEqual(to: square, tolerance: -1))
    XCTAssertFalse(square.isApproximatelyEqual(to: square, tolerance: .nan))
    let nan = Path { p in
      p.move(to: Point(x: .nan, y: 0))
    }
    XCTAssertFalse(nan.isApproximatelyEqual(to: nan, tolerance: .infinity))
  }
}
