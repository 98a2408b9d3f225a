import SeededRandom
import XCTest

@testable import IndicatorCore

private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

final class PathDashTests: XCTestCase {
  private let line = Path {
    $0.move(to: Point(x: 0, y: 0))
    $0.addLine(to: Point(x: 100, y: 0))
  }

  /// The x extents of each contour of an outline of dashes on the x axis.
  private func dashSpans(_ outline: Path) -> [ClosedRange<Double>] {
    flatten(outline, closingOpen: true).map { polygon in
      let xs = polygon.map(\.x)
      return (xs.min() ?? 0)...(xs.max() ?? 0)
    }
  }

  private func assertSpans(
    _ outline: Path, _ expected: [ClosedRange<Double>], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let spans = dashSpans(outline)
    XCTAssertEqual(spans.count, expected.count, "\(spans)", file: file, line: line)
    for (a, b) in zip(spans, expected) {
      XCTAssertEqual(a.lowerBound, b.lowerBound, accuracy: 1e-9, "\(spans)", file: file, line: line)
      XCTAssertEqual(a.upperBound, b.upperBound, accuracy: 1e-9, "\(spans)", file: file, line: line)
    }
  }

  // MARK: Patterns and phase

  func testDashesAlongALineAreExactRectangles() {
    let outline = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 5]))
    assertSpans(outline, [0...10, 15...25, 30...40, 45...55, 60...70, 75...85, 90...100])
    XCTAssertEqual(
      Array(outline.elements.prefix(5)),
      [
        .move(to: p(0, -1)), .line(to: p(10, -1)), .line(to: p(10, 1)), .line(to: p(0, 1)),
        .closeSubpath,
      ])
  }

  func testOddArraysRepeatToEven() {
    let odd = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10]))
    assertSpans(odd, [0...10, 20...30, 40...50, 60...70, 80...90])
    let three = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 5, 20]))
    // 10 on, 5 off, 20 on, 10 off, 5 on, 20 off, then again.
    assertSpans(three, [0...10, 15...35, 45...50, 70...80, 85...100])
  }

  func testPhaseIsTakenModuloThePeriodNegativeToo() {
    let positive = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 5], dashPhase: 3))
    assertSpans(positive, [0...7, 12...22, 27...37, 42...52, 57...67, 72...82, 87...97])
    let wrapped = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 5], dashPhase: 33))
    XCTAssertEqual(wrapped, positive)
    let negative = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 5], dashPhase: -3))
    assertSpans(negative, [3...13, 18...28, 33...43, 48...58, 63...73, 78...88, 93...100])
  }

  func testThePatternRestartsAtEachSubpath() {
    var two = line
    two.move(to: p(0, 50))
    two.addLine(to: p(20, 50))
    let outline = two.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 5], dashPhase: 3))
    let spans = dashSpans(outline)
    XCTAssertEqual(spans.count, 9)
    XCTAssertEqual(spans[7], 0...7)
    XCTAssertEqual(spans[8], 12...20)
  }

  // MARK: Closed subpaths

  func testTheDashCrossingTheStartOfAClosedSubpathIsOne() throws {
    let square = Path(Rect(x: 0, y: 0, width: 40, height: 40))
    let outline = square.strokedPath(StrokeStyle(lineWidth: 2, dash: [30, 10], dashPhase: 5))
    // On 0–25, 35–65, 75–105, 115–145 and 155–160 joined with 0–25: four dashes.
    let contours = flatten(outline, closingOpen: true)
    XCTAssertEqual(contours.count, 4)
    // The joined dash turns the corner at the start with a miter: (−1, −1) is in it.
    XCTAssertTrue(outline.elements.contains(.line(to: p(-1, -1))))
    XCTAssertNotEqual(windingNumber(outline, p(-0.5, -0.5)), 0)
    XCTAssertNotEqual(windingNumber(outline, p(0, 3)), 0)
    XCTAssertNotEqual(windingNumber(outline, p(20, 0)), 0)
    XCTAssertEqual(windingNumber(outline, p(30, 0)), 0)  // 25–35 is off
  }

  func testADashCoveringAClosedSubpathIsItsClosedStroke() {
    let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    let undashed = square.strokedPath(StrokeStyle(lineWidth: 2))
    for (dash, phase) in [([50.0, 10], 0.0), ([40, 1], 0), ([45, 5], 3), ([100], 0)] {
      let dashed = square.strokedPath(StrokeStyle(lineWidth: 2, dash: dash, dashPhase: phase))
      XCTAssertEqual(dashed.elements, undashed.elements, "\(dash) phase \(phase)")
    }
    // Curves too: a circle with one dash longer than it.
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20))
    XCTAssertEqual(
      circle.strokedPath(StrokeStyle(lineWidth: 2, dash: [100, 1])).elements,
      circle.strokedPath(StrokeStyle(lineWidth: 2)).elements)
  }

  func testADashEndingAtTheEndOfAClosedSubpathJoinsTheFirst() {
    // Perimeter 40: on 0–15, off 15–25, on 25–40 ending exactly at the start corner.
    let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    let outline = square.strokedPath(StrokeStyle(lineWidth: 2, dash: [15, 10]))
    // One dash, 25 → 40 = 0 → 15, turning the start corner with a miter: no caps there.
    XCTAssertEqual(outline.elements.filter { $0 == .closeSubpath }.count, 1)
    XCTAssertEqual(outline.elements.first, .move(to: p(5, 11)))
    XCTAssertTrue(outline.elements.contains(.line(to: p(-1, -1))))
    XCTAssertTrue(outline.contains(p(-0.95, -0.95)))  // next to the outer miter point
    XCTAssertTrue(outline.contains(p(-0.5, 0.5)))
    XCTAssertTrue(outline.contains(p(0.5, -0.5)))
    XCTAssertFalse(outline.contains(p(10.5, 5.5)))  // 15–25 is off
  }

  // MARK: Exact dash ends

  func testDashEndsOnAxisAlignedIntegerLinesAreExactIntegers() {
    let long = Path {
      $0.move(to: Point(x: 0, y: 47))
      $0.addLine(to: Point(x: 120, y: 47))
    }
    for (dash, phase) in [([8.0, 4], 0.0), ([8, 4], 2), ([3, 7, 1, 2], 5), ([8, 4], -1)] {
      let outline = long.strokedPath(StrokeStyle(lineWidth: 2, dash: dash, dashPhase: phase))
      XCTAssertFalse(outline.isEmpty)
      for element in outline.elements {
        guard let point = element.endPoint else { continue }
        XCTAssertEqual(point.x, point.x.rounded(), "\(dash) phase \(phase): \(outline)")
      }
    }
    // A closed rect, walked on all four sides.
    let rect = Path(Rect(x: 3, y: 5, width: 30, height: 17))
    let outline = rect.strokedPath(StrokeStyle(lineWidth: 2, dash: [7, 3], dashPhase: 1))
    for element in outline.elements {
      guard let point = element.endPoint else { continue }
      XCTAssertEqual(point.x, point.x.rounded(), "\(outline)")
      XCTAssertEqual(point.y, point.y.rounded(), "\(outline)")
    }
  }

  func testDashEndsOnADiagonalAreExactWhereRepresentable() {
    // A 3-4-5 line scaled by 10: the dash ends at lengths 10, 20, … are (6k, 8k).
    let diagonal = Path {
      $0.move(to: Point(x: 0, y: 0))
      $0.addLine(to: Point(x: 30, y: 40))
    }
    let outline = diagonal.strokedPath(StrokeStyle(lineWidth: 0.5, lineCap: .round, dash: [0, 10]))
    XCTAssertFalse(outline.isEmpty)
    let trimmed = diagonal.trimmedPath(from: 0.2, to: 0.7)
    XCTAssertEqual(trimmed.elements, [.move(to: p(6, 8)), .line(to: p(21, 28))])
  }

  // MARK: Goldens

  func testDashedUnderlineGolden() {
    // The centre line of a 120 × 2 underline at the bottom of a 48-high bar, dashed 8 on,
    // 4 off at width 2 with butt caps: ten 8 × 2 rectangles.
    let centre = Path {
      $0.move(to: Point(x: 0, y: 47))
      $0.addLine(to: Point(x: 120, y: 47))
    }
    let outline = centre.strokedPath(StrokeStyle(lineWidth: 2, dash: [8, 4]))
    XCTAssertEqual(
      outline.svgPathData,
      "M0 46H8V48H0ZM12 46H20V48H12ZM24 46H32V48H24ZM36 46H44V48H36ZM48 46H56V48H48Z"
        + "M60 46H68V48H60ZM72 46H80V48H72ZM84 46H92V48H84ZM96 46H104V48H96ZM108 46H116V48H108Z")
    XCTAssertEqual(outline.svgPathData(fractionDigits: 2), outline.svgPathData)
  }

  // MARK: Zero-length dashes

  func testZeroLengthDashesDrawDotsSquaresOrNothing() throws {
    let diagonal = Path {
      $0.move(to: Point(x: 0, y: 0))
      $0.addLine(to: Point(x: 30, y: 30))
    }
    let step = 10 * 2.0.squareRoot()
    XCTAssertTrue(diagonal.strokedPath(StrokeStyle(lineWidth: 2, dash: [0, step])).isEmpty)
    let dots = diagonal.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round, dash: [0, step]))
    XCTAssertEqual(flatten(dots, closingOpen: true).count, 3)
    XCTAssertNotEqual(windingNumber(dots, p(10.5, 10)), 0)
    XCTAssertEqual(windingNumber(dots, p(5, 5)), 0)
    // Squares follow the tangent: a corner of the square at (10, 10) lies along +x.
    let squares = diagonal.strokedPath(
      StrokeStyle(lineWidth: 2, lineCap: .square, dash: [0, step]))
    XCTAssertEqual(flatten(squares, closingOpen: true).count, 3)
    XCTAssertNotEqual(windingNumber(squares, p(10 + 1.4, 10)), 0)
    XCTAssertEqual(windingNumber(squares, p(11.1, 11.1)), 0)
  }

  // MARK: Curves

  func testDashesOnACurveFollowArcLength() {
    // A straight cubic with uneven speed: arc length is x.
    let cubic = Path {
      $0.move(to: Point(x: 0, y: 0))
      $0.addCurve(
        to: Point(x: 100, y: 0), control1: Point(x: 5, y: 0), control2: Point(x: 10, y: 0))
    }
    let outline = cubic.strokedPath(StrokeStyle(lineWidth: 2, dash: [25, 25]), tolerance: 0.01)
    let spans = dashSpans(outline)
    XCTAssertEqual(spans.count, 2)
    XCTAssertEqual(spans[0].upperBound, 25, accuracy: 1e-6)
    XCTAssertEqual(spans[1].lowerBound, 50, accuracy: 1e-6)
    XCTAssertEqual(spans[1].upperBound, 75, accuracy: 1e-6)
  }

  func testArcLengthOfACircleQuarter() {
    // The standard cubic quarter circle of radius 1 is 1.5710166980605 long (numerical
    // integration with 2·10⁶ trapezoids).
    let quarter = Segment.cubic(
      CubicBezier(p(1, 0), p(1, 0.552_284_749_8), p(0.552_284_749_8, 1), p(0, 1)))
    XCTAssertEqual(quarter.arcLength(), 1.571_016_698_060_5, accuracy: 1e-11)
    let half = quarter.parameter(
      atLength: quarter.arcLength() / 2, totalLength: quarter.arcLength())
    XCTAssertEqual(half, 0.5, accuracy: 1e-9)  // symmetric curve
    let line = Segment.line(p(0, 0), p(3, 4))
    XCTAssertEqual(line.arcLength(), 5)
    XCTAssertEqual(line.parameter(atLength: 2.5, totalLength: 5), 0.5)
  }

  // MARK: Bad patterns

  func testBadPatternsDrawTheUndashedStroke() {
    let solid = line.strokedPath(StrokeStyle(lineWidth: 2))
    let bad: [[Double]] = [
      [], [0, 0], [0], [-1, 5], [.nan, 1], [.infinity, 1], [5, -.infinity],
    ]
    for dash in bad {
      XCTAssertEqual(line.strokedPath(StrokeStyle(lineWidth: 2, dash: dash)), solid, "\(dash)")
    }
    let nanPhase = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 5], dashPhase: .nan))
    XCTAssertEqual(nanPhase, line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 5])))
  }

  /// A pattern estimated past `maximumDashCount` dashes draws nothing: never the
  /// undashed stroke.
  func testMoreThanTwoMillionDashesDrawNothing() {
    let long = Path {
      $0.move(to: Point(x: 0, y: 0))
      $0.addLine(to: Point(x: 1e7, y: 0))
    }
    XCTAssertEqual(long.strokedPath(StrokeStyle(lineWidth: 2, dash: [1, 1])), Path())
    XCTAssertEqual(line.strokedPath(StrokeStyle(lineWidth: 2, dash: [1e-300, 1e-300])), Path())
  }
}

/// `dashedPath(phase:lengths:)`, CoreGraphics' `copy(dashingWithPhase:lengths:)`: golden
/// dashes on lines and closed subpaths, the limit, and the stroke of the dashes against the
/// dashed stroke.
final class DashedPathTests: XCTestCase {
  private let line = Path {
    $0.move(to: Point(x: 0, y: 0))
    $0.addLine(to: Point(x: 10, y: 0))
  }

  /// A 10-unit square, counter-clockwise from the origin, closed: perimeter 40.
  private let square = Path {
    $0.move(to: Point(x: 0, y: 0))
    $0.addLine(to: Point(x: 10, y: 0))
    $0.addLine(to: Point(x: 10, y: 10))
    $0.addLine(to: Point(x: 0, y: 10))
    $0.closeSubpath()
  }

  func testDashesOfALineAreItsPieces() {
    XCTAssertEqual(
      line.dashedPath(phase: 0, lengths: [3, 2])?.elements,
      [.move(to: p(0, 0)), .line(to: p(3, 0)), .move(to: p(5, 0)), .line(to: p(8, 0))])
    // One unit into the pattern: the first dash is 2 long, and the last is cut at the end.
    XCTAssertEqual(
      line.dashedPath(phase: 1, lengths: [3, 2])?.elements,
      [
        .move(to: p(0, 0)), .line(to: p(2, 0)), .move(to: p(4, 0)), .line(to: p(7, 0)),
        .move(to: p(9, 0)), .line(to: p(10, 0)),
      ])
    // An odd array repeats to even: [3, 2, 3] is [3, 2, 3, 3, 2, 3].
    XCTAssertEqual(
      line.dashedPath(phase: 0, lengths: [3, 2, 3]),
      line.dashedPath(phase: 0, lengths: [3, 2, 3, 3, 2, 3]))
  }

  /// A zero-length on interval is a move and a zero-length line: round caps draw it as a
  /// dot; the pattern ends where the path does, so no dot at 10.
  func testZeroLengthDashesAreDots() {
    XCTAssertEqual(
      line.dashedPath(phase: 0, lengths: [0, 5])?.elements,
      [.move(to: p(0, 0)), .line(to: p(0, 0)), .move(to: p(5, 0)), .line(to: p(5, 0))])
  }

  /// The dash that reaches the end of a closed subpath goes on into the first one, as one
  /// subpath; a dash covering all of it is the closed subpath.
  func testClosedSubpathsJoinTheirDashesAtTheStart() {
    XCTAssertEqual(
      square.dashedPath(phase: 0, lengths: [10, 5])?.elements,
      [
        .move(to: p(10, 5)), .line(to: p(10, 10)), .line(to: p(5, 10)),
        .move(to: p(0, 10)), .line(to: p(0, 0)), .line(to: p(10, 0)),
      ])
    XCTAssertEqual(
      square.dashedPath(phase: 0, lengths: [50, 5])?.elements,
      [
        .move(to: p(0, 0)), .line(to: p(10, 0)), .line(to: p(10, 10)), .line(to: p(0, 10)),
        .line(to: p(0, 0)), .closeSubpath,
      ])
  }

  /// A curve's dashes are cubic pieces of it, one a dash, whose lengths add up to the on
  /// intervals; the first starts at the curve's start.
  func testDashesOfACurveArePiecesOfIt() throws {
    let arch = try Path(svgPathData: "M0 0C0 40 60 40 60 0")
    let dashes = try XCTUnwrap(arch.dashedPath(phase: 0, lengths: [7, 3]))
    let total = arch.length
    var subpaths: [Path] = []
    for element in dashes.elements {
      switch element {
      case .move(let start): subpaths.append(Path { $0.move(to: start) })
      case .curve(let end, let c1, let c2):
        subpaths[subpaths.count - 1].addCurve(to: end, control1: c1, control2: c2)
      default: return XCTFail("\(element)")
      }
    }
    XCTAssertEqual(subpaths.count, Int((total / 10).rounded(.up)))
    XCTAssertEqual(dashes.elements.first, .move(to: p(0, 0)))
    let drawn = subpaths.reduce(0) { $0 + $1.length }
    let full = (total / 10).rounded(.down)
    XCTAssertEqual(drawn, full * 7 + min(total - full * 10, 7), accuracy: 1e-9)
  }

  /// Patterns that draw the undashed stroke give the path unchanged; a non-finite path
  /// and a pattern past the limit give `nil`.
  func testBadInputHasItsDocumentedResult() {
    for lengths in [[], [0, 0], [3, -1], [3, .nan], [.infinity, 1]] {
      XCTAssertEqual(line.dashedPath(phase: 0, lengths: lengths), line, "\(lengths)")
    }
    XCTAssertEqual(
      line.dashedPath(phase: .nan, lengths: [3, 2]), line.dashedPath(phase: 0, lengths: [3, 2]))
    let broken = Path {
      $0.move(to: .zero)
      $0.addLine(to: Point(x: .infinity, y: 0))
    }
    XCTAssertNil(broken.dashedPath(phase: 0, lengths: [3, 2]))
    // 10 / 1e-5 + 1 = 1,000,001 periods of two dashes: over 2,000,000.
    XCTAssertNil(line.dashedPath(phase: 0, lengths: [0, 5e-6, 0, 5e-6]))
    XCTAssertNotNil(line.dashedPath(phase: 0, lengths: [0, 1e-5]))
  }

  /// Stroking the dashes undashed draws the dashed stroke, element for element, on seeded
  /// random open paths of lines and curves, round and butt caps.
  func testStrokingTheDashesDrawsTheDashedStroke() {
    let seed: UInt64 = 20_261_207
    var rng = SplitMix64(seed: seed)
    for trial in 0..<200 {
      var path = Path()
      path.move(to: p(rng.double(in: -50...50), rng.double(in: -50...50)))
      for _ in 0..<(1 + Int(rng.double(in: 0...4))) {
        let end = p(rng.double(in: -50...50), rng.double(in: -50...50))
        if rng.double(in: 0...1) < 0.5 {
          path.addLine(to: end)
        } else {
          path.addCurve(
            to: end, control1: p(rng.double(in: -50...50), rng.double(in: -50...50)),
            control2: p(rng.double(in: -50...50), rng.double(in: -50...50)))
        }
      }
      let lengths = [rng.double(in: 0...8), rng.double(in: 0.5...8)]
      let phase = rng.double(in: -10...10)
      let cap: LineCap = trial % 2 == 0 ? .round : .butt
      let dashed = StrokeStyle(lineWidth: 3, lineCap: cap, dash: lengths, dashPhase: phase)
      let solid = StrokeStyle(lineWidth: 3, lineCap: cap)
      guard let dashes = path.dashedPath(phase: phase, lengths: lengths) else {
        return XCTFail("seed \(seed), trial \(trial): no dashes")
      }
      XCTAssertEqual(
        path.strokedPath(dashed), dashes.strokedPath(solid),
        "seed \(seed), trial \(trial): \(path.svgPathData), \(lengths), phase \(phase)")
    }
  }

  /// A million dashes are drawn as dashes: a line 999,999.5 long with a [0.5, 0.5] pattern.
  func testAMillionDashesAreDrawn() {
    let long = Path {
      $0.move(to: .zero)
      $0.addLine(to: Point(x: 999_999.5, y: 0))
    }
    guard let dashes = long.dashedPath(phase: 0, lengths: [0.5, 0.5]) else {
      return XCTFail("no dashes")
    }
    XCTAssertEqual(dashes.elements.count, 2_000_000)
    XCTAssertEqual(
      Array(dashes.elements.suffix(4)),
      [
        .move(to: p(999_998, 0)), .line(to: p(999_998.5, 0)), .move(to: p(999_999, 0)),
        .line(to: p(999_999.5, 0)),
      ])
  }
}
