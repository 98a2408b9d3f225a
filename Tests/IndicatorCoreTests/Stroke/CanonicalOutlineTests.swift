import IndicatorCore
import XCTest

/// Asserts the canonical form of a stroke outline: every contour a move, drawing elements
/// and a close; no element of zero length; no two consecutive lines running straight on;
/// no line back to the contour's start right before its close.
func assertCanonical(
  _ outline: Path, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
  let elements = outline.elements
  var start = Point.zero
  var current = Point.zero
  var previous: Point?  // The start of the last element when it is a line.
  for (i, element) in elements.enumerated() {
    // Built only for a failure's message (the outline's SVG is long).
    func context() -> String { "\(message) element \(i) of \(outline.svgPathData)" }
    switch element {
    case .move(let p):
      XCTAssertTrue(i == 0 || elements[i - 1] == .closeSubpath, context(), file: file, line: line)
      start = p
      current = p
      previous = nil
    case .line(let p):
      XCTAssertNotEqual(p, current, "zero-length line, \(context())", file: file, line: line)
      if let a = previous {
        let (ux, uy) = (current.x - a.x, current.y - a.y)
        let (vx, vy) = (p.x - current.x, p.y - current.y)
        let straight = ux * vy - uy * vx == 0 && ux * vx + uy * vy > 0
        XCTAssertFalse(straight, "collinear lines, \(context())", file: file, line: line)
      }
      if i + 1 < elements.count, elements[i + 1] == .closeSubpath {
        XCTAssertNotEqual(p, start, "line back to the start, \(context())", file: file, line: line)
      }
      previous = current
      current = p
    case .curve(let p, let c1, let c2):
      let degenerate = p == current && c1 == current && c2 == current
      XCTAssertFalse(degenerate, "zero-length curve, \(context())", file: file, line: line)
      previous = nil
      current = p
    case .quadCurve(let p, _):
      previous = nil
      current = p
    case .closeSubpath:
      previous = nil
      current = start
    }
  }
}

/// Golden outlines of the stroker, written as a person would read them: exact SVG path data
/// where every coordinate is exact, else rounded to three decimals and compared within
/// 1e-3.
final class CanonicalOutlineTests: XCTestCase {
  /// Whether `outline` is `svg` within `tolerance` point by point, element by element.
  private func assertOutline(
    _ outline: Path, approximately svg: String, tolerance: Double = 1e-3,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let expected = try Path(svgPathData: svg)
    XCTAssertTrue(
      outline.isApproximatelyEqual(to: expected, tolerance: tolerance),
      "\(outline.svgPathData)\nis not within \(tolerance) of\n\(svg)", file: file, line: line)
    assertCanonical(outline, file: file, line: line)
  }

  // MARK: Goldens

  func testStrokedLineIsOneRectangle() {
    var line = Path()
    line.move(to: Point(x: 0, y: 48))
    line.addLine(to: Point(x: 120, y: 48))
    let outline = line.strokedPath(StrokeStyle(lineWidth: 4))
    // Before: M0 50H120V46H0V50Z (area −480).
    XCTAssertEqual(outline.svgPathData, "M0 46H120V50H0Z")
    XCTAssertEqual(outline.signedArea, 480)
    XCTAssertEqual(outline.signedArea, Path(Rect(x: 0, y: 46, width: 120, height: 4)).signedArea)
  }

  func testMiterJoinedRectIsTwoFourCornerContours() {
    let rect = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    let outline = rect.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter))
    // Before: M0 1H10V0H9V10H10V9H0V10H1V0H0V1ZM0-1H-1V0 10 11H0 10 11V10 0-1H10 0Z
    // (28 elements, area −84, notches under even-odd).
    XCTAssertEqual(outline.svgPathData, "M-1-1H11V11H-1ZM1 9H9V1H1Z")
    XCTAssertEqual(outline.signedArea, 80)
    XCTAssertTrue(outline.contains(Point(x: 9.5, y: 0.5), fillRule: .evenOdd))
    // The same rectangle run the other way: the same ring, outer contour first.
    let reversed = Path {
      $0.move(to: .zero)
      $0.addLine(to: Point(x: 0, y: 10))
      $0.addLine(to: Point(x: 10, y: 10))
      $0.addLine(to: Point(x: 10, y: 0))
      $0.closeSubpath()
    }
    let other = reversed.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter))
    XCTAssertEqual(other.svgPathData, "M11-1V11H-1V-1ZM1 1V9H9V1Z")
    XCTAssertEqual(other.signedArea, 80)
  }

  func testStrokedCircleIsOneCubicPerOffsetPiece() throws {
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20))
    let outline = circle.strokedPath(StrokeStyle(lineWidth: 2))
    // Before: 20 elements, a zero-length line after every arc, the inner contour first.
    try assertOutline(
      outline,
      approximately: "M21 10"
        + "C21 16.075 16.075 21 10 21 C3.925 21 -1 16.075 -1 10"
        + "C-1 3.925 3.925 -1 10 -1 C16.075 -1 21 3.925 21 10Z"
        + "M19 10"
        + "C19 5.029 14.971 1 10 1 C5.029 1 1 5.029 1 10"
        + "C1 14.971 5.029 19 10 19 C14.971 19 19 14.971 19 10Z")
    // The ring's area, π·(11² − 9²), within the cubic arcs' error.
    XCTAssertEqual(outline.signedArea, Double.pi * 40, accuracy: 0.05)
  }

  func testMDCSampleOutline() throws {
    let context = TabBarContext(
      item: tab("Home", 40), bounds: Rect(x: 0, y: 0, width: 120, height: 48),
      contentFrame: Rect(x: 40, y: 14, width: 40, height: 20))
    let outline = OutlineIndicatorTemplate().indicatorAttributes(for: context).path
    // The continuous rounded rect x 32…88, y 10…38 (radius 4), stroked 2 wide: each side
    // one line, each corner the offsets of its two cubics. Before: 68 elements, a
    // zero-length line at each of the 16 tangent-continuous joints and before each close,
    // the inner contour first (area −322.41). Now 35: 2 moves, 24 cubics, 7 lines (the
    // close draws the eighth), 2 closes.
    try assertOutline(
      outline,
      approximately: "M38.115 9H81.885"
        + "C83.6 9 84.651 8.99 85.776 9.346 C87.284 9.823 88.177 10.716 88.654 12.224"
        + "C89.01 13.349 89 14.4 89 16.115V31.885"
        + "C89 33.6 89.01 34.651 88.654 35.776 C88.177 37.284 87.284 38.177 85.776 38.654"
        + "C84.651 39.01 83.6 39 81.885 39H38.115"
        + "C36.4 39 35.349 39.01 34.224 38.654 C32.716 38.177 31.823 37.284 31.346 35.776"
        + "C30.99 34.651 31 33.6 31 31.885V16.115"
        + "C31 14.4 30.99 13.349 31.346 12.224 C31.823 10.716 32.716 9.823 34.224 9.346"
        + "C35.349 8.99 36.4 9 38.115 9Z"
        + "M38.115 11"
        + "C36.308 11 35.598 11.01 34.827 11.253 C33.94 11.534 33.534 11.94 33.253 12.827"
        + "C33.01 13.598 33 14.308 33 16.115V31.885"
        + "C33 33.692 33.01 34.402 33.253 35.173 C33.534 36.06 33.94 36.466 34.827 36.747"
        + "C35.598 36.99 36.308 37 38.115 37H81.885"
        + "C83.692 37 84.402 36.99 85.173 36.747 C86.06 36.466 86.466 36.06 86.747 35.173"
        + "C86.99 34.402 87 33.692 87 31.885V16.115"
        + "C87 14.308 86.99 13.598 86.747 12.827 C86.466 11.94 86.06 11.534 85.173 11.253"
        + "C84.402 11.01 83.692 11 81.885 11Z")
    XCTAssertEqual(outline.elements.count, 35)
    XCTAssertGreaterThan(outline.signedArea, 0)
  }

  // MARK: Canonical form

  func testCapsAndJoinsOfPolylinesAreCanonical() {
    let paths = [
      Path(svgPathDataOrEmpty: "M0 0H10V10"),
      Path(svgPathDataOrEmpty: "M0 0L50 1e-9L100 0"),
      Path(svgPathDataOrEmpty: "M0 0H10H20V10"),
      Path(svgPathDataOrEmpty: "M5 0H10V10H0V0Z"),
      Path(svgPathDataOrEmpty: "M0 0C10 0 20 10 20 20S30 40 40 40"),
      Path(svgPathDataOrEmpty: "M0 0Q50 50 100 0T200 0"),
    ]
    for path in paths {
      for cap in LineCap.allCases {
        for join in LineJoin.allCases {
          let style = StrokeStyle(lineWidth: 3, lineCap: cap, lineJoin: join)
          assertCanonical(path.strokedPath(style), "\(path.svgPathData) \(cap) \(join)")
        }
      }
    }
    // A square cap continues the side it ends: one rectangle for a line.
    let square = Path(svgPathDataOrEmpty: "M0 0H10").strokedPath(
      StrokeStyle(lineWidth: 2, lineCap: .square))
    XCTAssertEqual(square.svgPathData, "M-1-1H11V1H-1Z")
    // A closed subpath starting in the middle of a side starts its contours at a corner.
    let middle = Path(svgPathDataOrEmpty: "M5 0H10V10H0V0Z").strokedPath(
      StrokeStyle(lineWidth: 2))
    XCTAssertEqual(middle.svgPathData, "M-1-1H11V11H-1ZM1 9H9V1H1Z")
  }

  func testCornersBetweenLinesAndCurvesTurnAtTheCrossing() {
    // Left turns from a line into a curve at (20, 0) and from the curve into a line at
    // (40, 20): the inner (left) side cuts both corners instead of visiting the pivots.
    let path = Path(svgPathDataOrEmpty: "M0 0H20C20 10 30 20 40 20V40")
    for join in LineJoin.allCases {
      let outline = path.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: join))
      assertCanonical(outline, "\(join)")
      for pivot in [Point(x: 20, y: 0), Point(x: 40, y: 20)] {
        XCTAssertFalse(outline.elements.contains(.line(to: pivot)), outline.svgPathData)
      }
      for i in 0...60 {
        for j in 0...60 {
          let q = Point(x: -3 + Double(i) * 0.8, y: -3 + Double(j) * 0.8)
          XCTAssertEqual(
            outline.contains(q, fillRule: .evenOdd), outline.contains(q), "\(q) \(join)")
        }
      }
    }
  }

  func testCornersBetweenCurvesTurnAtTheCrossing() {
    // Two arcs meeting at corners (a lens, y-symmetric): at both corners the inner
    // offsets cross on the x axis, and the inner contour turns there instead of visiting
    // the pivots (0, 0) and (100, 0); it has one curve per arc and nothing else.
    let lens = Path(svgPathDataOrEmpty: "M0 0C30 -30 70 -30 100 0C70 30 30 30 0 0Z")
    for join in LineJoin.allCases {
      let outline = lens.strokedPath(StrokeStyle(lineWidth: 8, lineJoin: join))
      assertCanonical(outline, "\(join)")
      for pivot in [Point(x: 0, y: 0), Point(x: 100, y: 0)] {
        XCTAssertFalse(outline.elements.contains(.line(to: pivot)), outline.svgPathData)
      }
      // The inner contour: a move and two curves between two points of the x axis.
      let inner = Array(outline.elements.drop { $0 != .closeSubpath }.dropFirst())
      XCTAssertEqual(inner.count, 4, outline.svgPathData)
      guard inner.count == 4, case .move(let start) = inner[0],
        case .curve(let middle, _, _) = inner[1]
      else { continue }
      // The offsets' crossings, by bisection on the offset of the first arc's cubic at
      // distance 4 (its y is 0 there): between 4 and 6 from the pivots.
      for p in [start, middle] {
        XCTAssertEqual(p.y, 0, accuracy: 1e-9, outline.svgPathData)
        XCTAssertTrue(min(p.x, 100 - p.x) > 4 && min(p.x, 100 - p.x) < 6, "\(p)")
      }
      XCTAssertEqual(start.x + middle.x, 100, accuracy: 1e-9)
      for i in 0...80 {
        for j in 0...40 {
          let q = Point(x: -6 + Double(i) * 1.4, y: -28 + Double(j) * 1.4)
          XCTAssertEqual(
            outline.contains(q, fillRule: .evenOdd), outline.contains(q), "\(q) \(join)")
        }
      }
    }
  }

  func testRoundedRectWiderThanItsCornersHasARectangularHole() {
    // A 60 × 30 rect with circular corners of radius 4, stroked 10 wide (h = 5 > 4): the
    // inner offsets of the corners run backwards, and the hole is the plain rectangle
    // 5…55 × 5…25 — four lines, whichever way the source runs.
    let rect = Rect(x: 0, y: 0, width: 60, height: 30)
    let path = Path(roundedRect: rect, cornerRadius: 4, style: .circular)
    for source in [path, path.reversed()] {
      let outline = source.strokedPath(StrokeStyle(lineWidth: 10))
      assertCanonical(outline)
      let inner = Array(outline.elements.drop { $0 != .closeSubpath }.dropFirst())
      let corners = Set(inner.compactMap { $0.endPoint })
      XCTAssertEqual(inner.filter { if case .line = $0 { true } else { false } }.count, 3)
      XCTAssertEqual(inner.count, 5, outline.svgPathData)
      XCTAssertEqual(
        corners,
        [Point(x: 5, y: 5), Point(x: 55, y: 5), Point(x: 55, y: 25), Point(x: 5, y: 25)],
        outline.svgPathData)
      // The ring's area: outer rounded rect (70 × 40, radius 9) minus the 50 × 20 hole,
      // within the tolerance's share of the outer corners' arcs.
      let area = 70 * 40 - (4 - Double.pi) * 81 - 50 * 20
      XCTAssertEqual(outline.signedArea, area, accuracy: 0.25 * 2 * Double.pi * 9)
    }
  }

  func testShortSegmentsStillTurnThroughThePivot() {
    // The inner offsets of a 2-long segment stroked 8 wide cross outside the pieces: the
    // inner side goes through the pivot, and the outline still covers the stroke.
    let path = Path(svgPathDataOrEmpty: "M0 0H2V2")
    let outline = path.strokedPath(StrokeStyle(lineWidth: 8, lineJoin: .miter))
    XCTAssertTrue(outline.elements.contains(.line(to: Point(x: 2, y: 0))), outline.svgPathData)
    for p in [Point(x: 1, y: 1), Point(x: 1.9, y: 0.1), Point(x: 0.1, y: 3.9)] {
      XCTAssertTrue(outline.contains(p), "\(p)")
    }
    // From the oracle's `lines` corpus (path 5, width 40): the inner offsets cross inside
    // both pieces, but the second segment (6.3 long) is shorter than h·sin θ = 11.1, so
    // the corner's loop reaches out of its rectangle; dropping it uncovered the first
    // segment's band at x = −19.75. The detour stays.
    let corner = Path(
      svgPathDataOrEmpty: "M0 0L0 -9.412706L-3.521788 -14.65936L114.994642 -11.763052")
    for join in LineJoin.allCases {
      let wide = corner.strokedPath(StrokeStyle(lineWidth: 40, lineJoin: join), tolerance: 0.25)
      for i in 0...20 {
        let p = Point(x: -19.75, y: -0.2 - 0.45 * Double(i))
        XCTAssertTrue(wide.contains(p), "\(p) \(join)")
      }
    }
  }
}

extension Path {
  /// The path of `svgPathData`, empty when it does not parse.
  fileprivate init(svgPathDataOrEmpty data: String) {
    self = (try? Path(svgPathData: data)) ?? Path()
  }
}
