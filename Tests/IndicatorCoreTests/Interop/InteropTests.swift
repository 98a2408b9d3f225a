#if canImport(Foundation)
  import Foundation
  import IndicatorCore
  import XCTest

  final class InteropTests: XCTestCase {
    func testCoreGraphicsGeometryRoundTrips() {
      let rect = Rect(x: 1.5, y: -2, width: -3, height: 4.25)
      XCTAssertEqual(CGRect(rect), CGRect(x: 1.5, y: -2, width: -3, height: 4.25))
      XCTAssertEqual(Rect(CGRect(rect)), rect)
      XCTAssertEqual(Point(CGPoint(x: 3, y: 4)), Point(x: 3, y: 4))
      XCTAssertEqual(CGPoint(Point(x: 3, y: 4)), CGPoint(x: 3, y: 4))
      XCTAssertEqual(Size(CGSize(width: 5, height: 6)), Size(width: 5, height: 6))
      XCTAssertEqual(CGSize(Size(width: 5, height: 6)), CGSize(width: 5, height: 6))
    }
  }
#endif
