import SeededRandom
import XCTest

@testable import IndicatorCore

/// Arcs end exactly on their end points: multiples of 90° land on the circle's axis points
/// (the angle is reduced in quarter turns before sin/cos), and an SVG arc ends on the end
/// point its data names (SVG 1.1 F.6.5: the arc runs from the current point to (x, y)).
final class ArcEndPointTests: XCTestCase {
  func testQuarterTurnArcEndsOnTheAxis() {
    var path = Path()
    path.addArc(
      center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90),
      clockwise: false)
    XCTAssertEqual(path.elements.first, .move(to: Point(x: 10, y: 0)))
    XCTAssertEqual(path.currentPoint, Point(x: 0, y: 10))
  }

  func testEveryQuarterTurnIsExact() {
    for quarter in -8...8 {
      let degrees = Double(quarter) * 90
      let (c, s) = cosSin(radians: Angle(degrees: degrees).radians)
      let expected: (Double, Double)
      switch ((quarter % 4) + 4) % 4 {
      case 0: expected = (1, 0)
      case 1: expected = (0, 1)
      case 2: expected = (-1, 0)
      default: expected = (0, -1)
      }
      XCTAssertEqual(c, expected.0, "\(degrees)°")
      XCTAssertEqual(s, expected.1, "\(degrees)°")
    }
  }

  func testOtherAnglesStayWithinAnUlpOfTheCLibrary() {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<2000 {
      let x = rng.double(in: -20...20)
      let (c, s) = cosSin(radians: x)
      XCTAssertEqual(c, Math.cos(x), accuracy: 4e-16 * max(1, abs(x)))
      XCTAssertEqual(s, Math.sin(x), accuracy: 4e-16 * max(1, abs(x)))
    }
  }

  func testFullCircleEndsOnItsStart() {
    var path = Path()
    path.addArc(
      center: Point(x: 5, y: 5), radius: 3, startAngle: .degrees(90), endAngle: .degrees(450),
      clockwise: false)
    XCTAssertEqual(path.elements.count, 5)
    XCTAssertEqual(path.elements.first, .move(to: Point(x: 5, y: 8)))
    XCTAssertEqual(path.elements[1].endPoint, Point(x: 2, y: 5))
    XCTAssertEqual(path.elements[2].endPoint, Point(x: 5, y: 2))
    XCTAssertEqual(path.elements[3].endPoint, Point(x: 8, y: 5))
    XCTAssertEqual(path.currentPoint, Point(x: 5, y: 8))
  }

  func testSVGArcEndsOnItsDataEndPoint() throws {
    // The example: a half circle (radii scaled up, F.6.6) from (0, 0) to (10, 10).
    let path = try Path(svgPathData: "M0 0A5 5 0 1010 10")
    XCTAssertEqual(path.currentPoint, Point(x: 10, y: 10))
    // Its middle lies on an axis of the circle: exactly (0, 10).
    XCTAssertEqual(path.elements[1].endPoint, Point(x: 0, y: 10))
    let quarter = try Path(svgPathData: "M10 0A10 10 0 0 1 0 10")
    XCTAssertEqual(quarter.currentPoint, Point(x: 0, y: 10))
  }

  func testRelativeArcSweepsDelta() {
    var path = Path()
    path.addRelativeArc(
      center: .zero, radius: 2, startAngle: .degrees(180), delta: .degrees(-90))
    XCTAssertEqual(path.elements.first, .move(to: Point(x: -2, y: 0)))
    XCTAssertEqual(path.currentPoint, Point(x: 0, y: 2))
    XCTAssertEqual(path.elements.count, 2)
    // More than a full turn draws one circle.
    var many = Path()
    many.addRelativeArc(center: .zero, radius: 1, startAngle: .zero, delta: .degrees(7200))
    XCTAssertEqual(many.elements.count, 5)
    XCTAssertEqual(many.currentPoint, Point(x: 1, y: 0))
  }

  func testTangentArcRoundsACorner() {
    // The corner (10, 0) between (0, 0) → (10, 0) → (10, 10), radius 4: tangent points
    // (6, 0) and (10, 4), centre (6, 4), a clockwise-on-screen quarter circle.
    var path = Path()
    path.move(to: .zero)
    path.addArc(tangent1End: Point(x: 10, y: 0), tangent2End: Point(x: 10, y: 10), radius: 4)
    let k = 4 * quarterArcHandle
    XCTAssertEqual(path.elements.count, 3)
    XCTAssertEqual(path.elements[1], .line(to: Point(x: 6, y: 0)))
    guard case .curve(let end, let c1, let c2) = path.elements[2] else {
      return XCTFail("expected a cubic")
    }
    XCTAssertEqual(end, Point(x: 10, y: 4))
    XCTAssertLessThan(c1.distance(to: Point(x: 6 + k, y: 0)), 1e-12)
    XCTAssertLessThan(c2.distance(to: Point(x: 10, y: 4 - k)), 1e-12)
  }

  func testTangentArcDegenerateCasesAddALine() {
    for (t1, t2, r) in [
      (Point(x: 5, y: 0), Point(x: 9, y: 0), 2.0),  // collinear
      (Point(x: 5, y: 0), Point(x: 5, y: 0), 2.0),  // t1 == t2
      (Point(x: 5, y: 0), Point(x: 5, y: 5), 0.0),  // zero radius
    ] {
      var path = Path()
      path.move(to: .zero)
      path.addArc(tangent1End: t1, tangent2End: t2, radius: r)
      XCTAssertEqual(path.elements, [.move(to: .zero), .line(to: t1)])
    }
    var empty = Path()
    empty.addArc(tangent1End: Point(x: 1, y: 0), tangent2End: Point(x: 1, y: 1), radius: 1)
    XCTAssertTrue(empty.isEmpty)
  }

  func testTransformParametersTransformTheShape() {
    let t = AffineTransform.translation(x: 3, y: 4)
    var rect = Path()
    rect.addRect(Rect(x: 0, y: 0, width: 1, height: 1), transform: t)
    XCTAssertEqual(rect, Path(Rect(x: 3, y: 4, width: 1, height: 1)))
    var rects = Path()
    rects.addRects([Rect(x: 0, y: 0, width: 1, height: 1), Rect(x: 2, y: 0, width: 1, height: 1)])
    XCTAssertEqual(rects.elements.count, 10)
    var arc = Path()
    arc.move(to: .zero)
    arc.addArc(
      center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
      transform: .scale(2))
    XCTAssertEqual(arc.elements[1], .line(to: Point(x: 2, y: 0)))
    XCTAssertEqual(arc.currentPoint, Point(x: 0, y: 2))
    var ellipse = Path()
    ellipse.addEllipse(in: Rect(x: 0, y: 0, width: 2, height: 2), transform: t)
    XCTAssertEqual(ellipse, Path(ellipseIn: Rect(x: 3, y: 4, width: 2, height: 2)))
    var rounded = Path()
    rounded.addRoundedRect(
      in: Rect(x: 0, y: 0, width: 10, height: 10), cornerSize: Size(width: 2, height: 2),
      transform: t)
    XCTAssertEqual(
      rounded, Path(roundedRect: Rect(x: 3, y: 4, width: 10, height: 10), cornerRadius: 2))
    var tangent = Path()
    tangent.move(to: Point(x: 3, y: 4))
    tangent.addArc(
      tangent1End: Point(x: 10, y: 0), tangent2End: Point(x: 10, y: 10), radius: 4,
      transform: t)
    tangent.addArc(
      tangent1End: Point(x: 1, y: 1), tangent2End: Point(x: 2, y: 2), radius: 4,
      transform: .scale(0))
    XCTAssertEqual(tangent.elements[1], .line(to: Point(x: 9, y: 4)))
    XCTAssertEqual(tangent.elements[2].endPoint, Point(x: 13, y: 8))
    XCTAssertEqual(tangent.elements[3], .line(to: .zero))
  }
}
