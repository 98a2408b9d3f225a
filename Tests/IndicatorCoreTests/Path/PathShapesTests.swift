import XCTest

@testable import IndicatorCore

final class PathShapesTests: XCTestCase {
  // MARK: Rectangles

  func testRectPathIsClockwiseMoveThreeLinesClose() {
    let path = Path(Rect(x: 10, y: 20, width: 30, height: 40))
    XCTAssertEqual(
      path.elements,
      [
        .move(to: Point(x: 10, y: 20)), .line(to: Point(x: 40, y: 20)),
        .line(to: Point(x: 40, y: 60)), .line(to: Point(x: 10, y: 60)), .closeSubpath,
      ])
  }

  func testRectIsStandardizedAndNonFiniteRectAddsNothing() {
    XCTAssertEqual(
      Path(Rect(x: 40, y: 60, width: -30, height: -40)),
      Path(Rect(x: 10, y: 20, width: 30, height: 40)))
    XCTAssertTrue(Path(Rect(x: .nan, y: 0, width: 1, height: 1)).isEmpty)
    XCTAssertTrue(
      Path(roundedRect: Rect(x: 0, y: 0, width: .infinity, height: 1), cornerRadius: 1).isEmpty)
  }

  // MARK: Rounded rectangles

  func testRoundedRectWithZeroRadiusIsExactlyTheRect() {
    let rect = Rect(x: 1, y: 2, width: 30, height: 10)
    XCTAssertEqual(Path(roundedRect: rect, cornerRadius: 0), Path(rect))
    XCTAssertEqual(Path(roundedRect: rect, cornerRadius: -3), Path(rect))
    XCTAssertEqual(Path(roundedRect: rect, cornerRadius: .nan), Path(rect))
    XCTAssertEqual(Path(roundedRect: rect, cornerRadius: 0, style: .continuous), Path(rect))
  }

  func testRoundedRectGoldenElements() {
    let path = Path(
      roundedRect: Rect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 2, style: .circular)
    let k = 2 * (1 - quarterArcHandle)
    XCTAssertEqual(path.elements.count, 10)
    XCTAssertEqual(path.elements[0], .move(to: Point(x: 2, y: 0)))
    XCTAssertEqual(path.elements[1], .line(to: Point(x: 18, y: 0)))
    XCTAssertEqual(
      path.elements[2],
      .curve(to: Point(x: 20, y: 2), control1: Point(x: 20 - k, y: 0), control2: Point(x: 20, y: k))
    )
    XCTAssertEqual(path.elements[3], .line(to: Point(x: 20, y: 8)))
    XCTAssertEqual(path.elements[5], .line(to: Point(x: 2, y: 10)))
    XCTAssertEqual(path.elements[7], .line(to: Point(x: 0, y: 2)))
    XCTAssertEqual(path.elements[8].endPoint, Point(x: 2, y: 0))
    XCTAssertEqual(path.elements[9], .closeSubpath)
  }

  func testRoundedRectClampsRadiusToHalfHeight() {
    let rect = Rect(x: 0, y: 0, width: 40, height: 10)
    XCTAssertEqual(
      Path(roundedRect: rect, cornerRadius: 100), Path(roundedRect: rect, cornerRadius: 5))
    // A capsule: no vertical edges remain.
    let capsule = Path(roundedRect: rect, cornerRadius: 5)
    XCTAssertFalse(capsule.elements.contains(.line(to: Point(x: 40, y: 5))))
  }

  func testRoundedRectPerCornerRadii() {
    let path = Path(
      roundedRect: Rect(x: 0, y: 0, width: 10, height: 10),
      cornerRadii: RectangleCornerRadii(
        topLeading: 0, bottomLeading: 0, bottomTrailing: 0, topTrailing: 3),
      style: .circular)
    XCTAssertEqual(path.elements[0], .move(to: Point(x: 0, y: 0)))
    XCTAssertEqual(path.elements[1], .line(to: Point(x: 7, y: 0)))
    XCTAssertEqual(path.elements[2].endPoint, Point(x: 10, y: 3))
    XCTAssertEqual(path.elements[3], .line(to: Point(x: 10, y: 10)))
    XCTAssertEqual(path.elements[4], .line(to: Point(x: 0, y: 10)))
    XCTAssertEqual(path.elements[5], .closeSubpath)
  }

  func testContinuousCornerLeavesEdgeAtPaintCodeExtent() {
    let path = Path(
      roundedRect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10, style: .continuous)
    XCTAssertEqual(path.elements[0], .move(to: Point(x: 10 * 1.528_664_83, y: 0)))
    XCTAssertEqual(path.elements[1], .line(to: Point(x: 100 - 10 * 1.528_664_83, y: 0)))
    // Three cubics per corner.
    XCTAssertEqual(path.elements.count, 1 + 4 * 4 + 1 - 1 + 1)
  }

  func testContinuousRadiusFallsBackWhenTooLarge() {
    let rect = Rect(x: 0, y: 0, width: 60, height: 20)
    let limit = 10 / 1.528_664_83
    XCTAssertEqual(
      Path(roundedRect: rect, cornerRadius: 50, style: .continuous),
      Path(roundedRect: rect, cornerRadius: limit, style: .continuous))
  }

  // MARK: Ellipses and arcs

  func testEllipseStartsAtRightMiddleAndRunsClockwise() {
    let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 10))
    XCTAssertEqual(path.elements.count, 6)
    XCTAssertEqual(path.elements[0], .move(to: Point(x: 20, y: 5)))
    XCTAssertEqual(path.elements[1].endPoint, Point(x: 10, y: 10))
    XCTAssertEqual(path.elements[2].endPoint, Point(x: 0, y: 5))
    XCTAssertEqual(path.elements[3].endPoint, Point(x: 10, y: 0))
    XCTAssertEqual(path.elements[4].endPoint, Point(x: 20, y: 5))
  }

  func testArcQuarterIsOneCubicWithExactEndPoints() {
    var path = Path()
    path.addArc(
      center: Point(x: 0, y: 0), radius: 10, startAngle: .zero, endAngle: .degrees(90),
      clockwise: false)
    XCTAssertEqual(path.elements.count, 2)
    XCTAssertEqual(path.elements[0], .move(to: Point(x: 10, y: 0)))
    guard case .curve(let end, let c1, let c2) = path.elements[1] else {
      return XCTFail("expected a cubic")
    }
    XCTAssertEqual(end.x, 0, accuracy: 1e-12)
    XCTAssertEqual(end.y, 10)
    XCTAssertEqual(c1.x, 10)
    XCTAssertEqual(c1.y, 10 * quarterArcHandle, accuracy: 1e-12)
    XCTAssertEqual(c2.x, 10 * quarterArcHandle, accuracy: 1e-12)
  }

  func testArcDirectionAndSweepSplitting() {
    var cw = Path()
    cw.addArc(
      center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    // Decreasing angle from 0 to 90 goes the long way round: 270° in three cubics.
    XCTAssertEqual(cw.elements.count, 4)
    var full = Path()
    full.addArc(
      center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
    XCTAssertEqual(full.elements.count, 5)
    var none = Path()
    none.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .zero, clockwise: false)
    XCTAssertEqual(none.elements, [.move(to: Point(x: 1, y: 0))])
  }

  func testArcAfterCurrentPointAddsLine() {
    var path = Path()
    path.move(to: Point(x: -5, y: 0))
    path.addArc(
      center: .zero, radius: 1, startAngle: .degrees(180), endAngle: .degrees(270),
      clockwise: false)
    XCTAssertEqual(path.elements[1], .line(to: Point(x: -1, y: 0)))
    XCTAssertEqual(path.elements.count, 3)
  }

  func testArcBadInputAddsNothing() {
    var path = Path()
    path.addArc(
      center: .zero, radius: -1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    path.addArc(
      center: .zero, radius: .nan, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    path.addArc(
      center: .zero, radius: 1, startAngle: .radians(.infinity), endAngle: .zero, clockwise: false)
    XCTAssertTrue(path.isEmpty)
  }
}
