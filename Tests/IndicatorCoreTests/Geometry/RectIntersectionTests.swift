import IndicatorCore
import XCTest

/// `Rect.intersection(_:)` and `intersects(_:)`, as `CGRect`'s (standardized first; apart
/// gives `nil` where CoreGraphics gives `CGRect.null`).
final class RectIntersectionTests: XCTestCase {
  func testOverlapIsTheCommonRectangle() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 5, y: -5, width: 10, height: 10)
    XCTAssertEqual(a.intersection(b), Rect(x: 5, y: 0, width: 5, height: 5))
    XCTAssertEqual(b.intersection(a), Rect(x: 5, y: 0, width: 5, height: 5))
    XCTAssertTrue(a.intersects(b))
    // Negative sizes are standardized.
    XCTAssertEqual(
      Rect(x: 10, y: 10, width: -10, height: -10).intersection(b),
      Rect(x: 5, y: 0, width: 5, height: 5))
  }

  func testApartGivesNilAndTouchingGivesAnEdge() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    XCTAssertNil(a.intersection(Rect(x: 11, y: 0, width: 5, height: 5)))
    XCTAssertFalse(a.intersects(Rect(x: 0, y: 11, width: 5, height: 5)))
    XCTAssertEqual(
      a.intersection(Rect(x: 10, y: 2, width: 5, height: 5)),
      Rect(x: 10, y: 2, width: 0, height: 5))
    XCTAssertEqual(
      a.intersection(Rect(x: 3, y: 3, width: 0, height: 0)), Rect(x: 3, y: 3, width: 0, height: 0))
  }

  func testNaNIntersectsNothing() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    XCTAssertNil(a.intersection(Rect(x: .nan, y: 0, width: 5, height: 5)))
    XCTAssertNil(Rect(x: 0, y: 0, width: .nan, height: 5).intersection(a))
    XCTAssertFalse(a.intersects(Rect(x: 1, y: 1, width: 1, height: .nan)))
  }
}
