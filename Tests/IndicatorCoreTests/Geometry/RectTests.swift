import IndicatorCore
import XCTest

final class RectTests: XCTestCase {
  /// `Rect.isFinite` and `EdgeInsets.isFinite` (one sum of `v · 0`) agree with testing each
  /// value's `isFinite`, for every value in every position.
  func testIsFiniteIsEachValueFinite() {
    let values: [Double] = [
      0, -0.0, 1, -3.5, 1e308, -1e308, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
      -.leastNormalMagnitude, .infinity, -.infinity, .nan, -.nan, .signalingNaN,
    ]
    for value in values {
      for position in 0..<4 {
        var v: [Double] = [1, 2, 3, 4]
        v[position] = value
        let expected = v.allSatisfy(\.isFinite)
        let rect = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        XCTAssertEqual(rect.isFinite, expected, "\(rect)")
        let insets = EdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
        XCTAssertEqual(insets.isFinite, expected, "\(v)")
      }
    }
  }

  let square = Rect(x: 0, y: 0, width: 10, height: 10)

  // MARK: Edges

  func testEdgesOfAStandardRect() {
    let r = Rect(x: 1, y: 2, width: 30, height: 40)
    XCTAssertEqual([r.minX, r.midX, r.maxX], [1, 16, 31])
    XCTAssertEqual([r.minY, r.midY, r.maxY], [2, 22, 42])
    XCTAssertEqual([r.width, r.height], [30, 40])
    XCTAssertEqual(r.center, Point(x: 16, y: 22))
    XCTAssertEqual(r, Rect(origin: Point(x: 1, y: 2), size: Size(width: 30, height: 40)))
    XCTAssertEqual(Rect.zero, Rect(x: 0, y: 0, width: 0, height: 0))
  }

  func testNegativeSizesReadAsStandardized() {
    let r = Rect(x: 10, y: 20, width: -4, height: -6)
    XCTAssertEqual([r.minX, r.midX, r.maxX], [6, 8, 10])
    XCTAssertEqual([r.minY, r.midY, r.maxY], [14, 17, 20])
    XCTAssertEqual([r.width, r.height], [4, 6])
    XCTAssertEqual(r.standardized, Rect(x: 6, y: 14, width: 4, height: 6))
    XCTAssertEqual(square.standardized, square)
  }

  func testNaNSizeStaysNaN() {
    let r = Rect(x: 0, y: 0, width: .nan, height: 1)
    XCTAssertTrue(r.width.isNaN)
    XCTAssertTrue(r.isEmpty)
    XCTAssertFalse(r.isFinite)
  }

  func testIsEmptyMeansNoArea() {
    XCTAssertFalse(square.isEmpty)
    XCTAssertTrue(Rect.zero.isEmpty)
    XCTAssertTrue(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty)
    XCTAssertTrue(Rect(x: 5, y: 5, width: 10, height: 0).isEmpty)
    // A negative size still encloses area.
    XCTAssertFalse(Rect(x: 0, y: 0, width: -2, height: -3).isEmpty)
  }

  func testIsFiniteAndDescription() {
    XCTAssertTrue(square.isFinite)
    XCTAssertFalse(Rect(x: .infinity, y: 0, width: 1, height: 1).isFinite)
    XCTAssertFalse(Rect(x: 0, y: 0, width: 1, height: -.infinity).isFinite)
    XCTAssertEqual(Rect(x: 1, y: 2, width: -3, height: 4.5).description, "(1.0, 2.0, -3.0, 4.5)")
  }

  // MARK: Insetting and offsetting

  func testInsetByShrinksAndNegativeInsetsGrow() {
    XCTAssertEqual(square.insetBy(dx: 1, dy: 2), Rect(x: 1, y: 2, width: 8, height: 6))
    XCTAssertEqual(square.insetBy(dx: -1, dy: -3), Rect(x: -1, y: -3, width: 12, height: 16))
    XCTAssertEqual(square.insetBy(dx: 0, dy: 0), square)
    // The rectangle is standardized first.
    XCTAssertEqual(
      Rect(x: 10, y: 10, width: -10, height: -10).insetBy(dx: 1, dy: 1),
      Rect(x: 1, y: 1, width: 8, height: 8))
  }

  func testOverlargeInsetsCollapseWhereTheyMeet() {
    // Symmetric insets over half the width meet at the centre.
    XCTAssertEqual(square.insetBy(dx: 6, dy: 0), Rect(x: 5, y: 0, width: 0, height: 10))
    XCTAssertEqual(square.insetBy(dx: 0, dy: 50), Rect(x: 0, y: 5, width: 10, height: 0))
    // Unequal ones meet in proportion: left 9 and right 3 meet at 10 · 9/12.
    XCTAssertEqual(
      square.inset(by: EdgeInsets(top: 1, leading: 9, bottom: 2, trailing: 3)),
      Rect(x: 7.5, y: 1, width: 0, height: 7))
    XCTAssertEqual(
      square.inset(by: EdgeInsets(top: 12, leading: 0, bottom: 4, trailing: 0)),
      Rect(x: 0, y: 7.5, width: 10, height: 0))
  }

  func testInsetByEdgeInsetsMovesEachEdge() {
    XCTAssertEqual(
      square.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
      Rect(x: 2, y: 1, width: 4, height: 6))
    XCTAssertEqual(square.inset(by: .zero), square)
    XCTAssertEqual(
      square.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).mirrored),
      Rect(x: 4, y: 1, width: 4, height: 6))
  }

  func testOffsetByMovesTheOriginAndKeepsTheSize() {
    XCTAssertEqual(
      Rect(x: 1, y: 2, width: -3, height: 4).offsetBy(dx: 10, dy: -20),
      Rect(x: 11, y: -18, width: -3, height: 4))
  }

  // MARK: Union

  func testUnionIsTheSmallestRectHoldingBoth() {
    let other = Rect(x: 5, y: -5, width: 10, height: 10)
    XCTAssertEqual(square.union(other), Rect(x: 0, y: -5, width: 15, height: 15))
    XCTAssertEqual(other.union(square), square.union(other))
    XCTAssertEqual(square.union(Rect(x: 2, y: 2, width: 1, height: 1)), square)
    XCTAssertEqual(square.union(square), square)
  }

  func testUnionCountsEmptyRectsByTheirOrigin() {
    // Documented: unlike `CGRect` (whose `null` rectangle is ignored), an empty rectangle
    // counts with its origin.
    XCTAssertEqual(
      square.union(Rect(x: 20, y: 30, width: 0, height: 0)),
      Rect(x: 0, y: 0, width: 20, height: 30))
    XCTAssertEqual(
      Rect(x: 1, y: 2, width: 0, height: 0).union(Rect(x: -3, y: 5, width: 0, height: 0)),
      Rect(x: -3, y: 2, width: 4, height: 3))
    XCTAssertEqual(
      Rect(x: 20, y: 20, width: 5, height: 5).union(.zero), Rect(x: 0, y: 0, width: 25, height: 25))
  }

  func testUnionIsStandardized() {
    XCTAssertEqual(
      Rect(x: 10, y: 10, width: -5, height: -5).union(Rect(x: 10, y: 10, width: -10, height: -2)),
      Rect(x: 0, y: 5, width: 10, height: 5))
  }

  // MARK: Containment

  func testContainsPointIsHalfOpen() {
    XCTAssertTrue(square.contains(Point(x: 0, y: 0)))
    XCTAssertTrue(square.contains(Point(x: 5, y: 5)))
    XCTAssertTrue(square.contains(Point(x: 0, y: 9.999)))
    XCTAssertFalse(square.contains(Point(x: 10, y: 5)))
    XCTAssertFalse(square.contains(Point(x: 5, y: 10)))
    XCTAssertFalse(square.contains(Point(x: -0.001, y: 5)))
    XCTAssertFalse(square.contains(Point(x: .nan, y: 5)))
    // A negative size reads as standardized.
    XCTAssertTrue(Rect(x: 10, y: 10, width: -10, height: -10).contains(Point(x: 0, y: 0)))
    XCTAssertFalse(Rect(x: 10, y: 10, width: -10, height: -10).contains(Point(x: 10, y: 10)))
    // An empty rectangle contains no point, not even its origin.
    XCTAssertFalse(Rect(x: 0, y: 0, width: 0, height: 10).contains(Point(x: 0, y: 5)))
  }

  func testContainsRectIncludesEdges() {
    XCTAssertTrue(square.contains(square))
    XCTAssertTrue(square.contains(Rect(x: 2, y: 2, width: 3, height: 3)))
    XCTAssertTrue(square.contains(Rect(x: 10, y: 10, width: 0, height: 0)))
    XCTAssertTrue(square.contains(Rect(x: 10, y: 10, width: -10, height: -10)))
    XCTAssertFalse(square.contains(Rect(x: 5, y: 5, width: 6, height: 1)))
    XCTAssertFalse(square.contains(Rect(x: -1, y: 0, width: 2, height: 2)))
    XCTAssertFalse(Rect(x: 2, y: 2, width: 3, height: 3).contains(square))
  }

  // MARK: Approximate equality

  func testApproximatelyEqualComparesStandardizedEdges() {
    XCTAssertTrue(
      Rect(x: 10, y: 10, width: -10, height: -10).isApproximatelyEqual(to: square, tolerance: 0))
    let moved = square.offsetBy(dx: 0.25, dy: 0)
    XCTAssertTrue(moved.isApproximatelyEqual(to: square, tolerance: 0.25))
    XCTAssertFalse(moved.isApproximatelyEqual(to: square, tolerance: 0.125))
    let taller = Rect(x: 0, y: 0, width: 10, height: 10.5)
    XCTAssertTrue(taller.isApproximatelyEqual(to: square, tolerance: 0.5))
    XCTAssertFalse(taller.isApproximatelyEqual(to: square, tolerance: 0.25))
    XCTAssertFalse(square.isApproximatelyEqual(to: square, tolerance: -1))
  }
}
