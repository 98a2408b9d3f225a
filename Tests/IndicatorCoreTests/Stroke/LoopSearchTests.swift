import SeededRandom
import XCTest

@testable import IndicatorCore

/// The loop pass's search through a small contour's summary (`ContourSummary`) against the
/// per-mark window (`PieceWindow`) it stands in for, and its cut of a loop over a
/// contour's start.
final class LoopSearchTests: XCTestCase {
  private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

  /// The inner contour of the pill from (0, 0) to (100, 20) (radius 10) stroked 40 wide:
  /// both edges moved past each other, each cap a semicircle of radius 10 turned inwards.
  private var insideOutPill: [Path.Element] {
    let k = 0.552_284_749_830_793_4 * 10
    return [
      .move(to: p(10, 20)),
      .line(to: p(90, 20)),
      .curve(to: p(80, 10), control1: p(90 - k, 20), control2: p(80, 10 + k)),
      .curve(to: p(90, 0), control1: p(80, 10 - k), control2: p(90 - k, 0)),
      .line(to: p(10, 0)),
      .curve(to: p(20, 10), control1: p(10 + k, 0), control2: p(20, 10 - k)),
      .curve(to: p(10, 20), control1: p(20, 10 + k), control2: p(10 + k, 20)),
      .closeSubpath,
    ]
  }

  /// Compares every turn and every pair a mark's search can read (pieces `m − 4` to
  /// `m + 5` for each mark `m`) through the summary and through the window.
  private func assertSummaryAgrees(
    with elements: [Path.Element], start: Point, _ name: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    elements.withUnsafeBufferPointer { buffer in
      let contour = LoopContour(start: start, elements: buffer)
      let n = contour.count
      withUnsafeTemporaryAllocation(
        of: (low: Point, high: Point).self, capacity: ContourSummary.capacity
      ) { boxes in
        withUnsafeTemporaryAllocation(
          of: CubicBezier.self, capacity: 2 * StrokeOutliner.loopReach + 4
        ) {
          slots in
          let summary = ContourSummary(contour, storage: boxes.baseAddress!)
          for m in 0..<n {
            let reach = StrokeOutliner.loopReach
            var window = PieceWindow(contour, from: m - reach - 1, storage: slots.baseAddress!)
            for e in (m - reach)...(m + reach) where e != m {
              XCTAssertEqual(
                summary.turnsBack(e), window.turnsBack(e), "\(name): turn \(e)",
                file: file, line: line)
            }
            for i in (m - reach - 1)...m {
              for j in (m + 1)...(m + reach + 2) {
                let fromSummary = summary.meetingPieces(i, j)
                let fromWindow = window.meetingPieces(i, j)
                XCTAssertEqual(
                  fromSummary.map { [$0.0, $0.1] }, fromWindow.map { [$0.0, $0.1] },
                  "\(name): pieces \(i), \(j)", file: file, line: line)
              }
            }
          }
        }
      }
    }
  }

  func testAnInsideOutPillTurnsBackAtEachCapAndKeepsItsOutline() {
    let outline = insideOutPill
    let drawing = Array(outline[1..<(outline.count - 1)])
    drawing.withUnsafeBufferPointer { buffer in
      let contour = LoopContour(start: p(10, 20), elements: buffer)
      XCTAssertEqual(contour.count, 6)
      withUnsafeTemporaryAllocation(
        of: (low: Point, high: Point).self, capacity: ContourSummary.capacity
      ) { boxes in
        let summary = ContourSummary(contour, storage: boxes.baseAddress!)
        // Back at both ends of each edge (into and out of each cap), not inside the caps.
        XCTAssertEqual(
          (0..<6).map { summary.turnsBack($0) }, [true, false, true, true, false, true])
        XCTAssertEqual(summary.turnsBack(-1), true)
        XCTAssertEqual(summary.turnsBack(7), false)
        // The edges lie 20 apart, the caps 60 apart: only neighbours' boxes meet.
        XCTAssertNil(summary.meetingPieces(0, 3))
        XCTAssertNil(summary.meetingPieces(1, 4))
        XCTAssertNil(summary.meetingPieces(2, 5))
        XCTAssertNotNil(summary.meetingPieces(1, 2))
        XCTAssertNotNil(summary.meetingPieces(5, 6))
      }
    }
    assertSummaryAgrees(with: drawing, start: p(10, 20), "pill")
    // Marked where each reversed arc starts, as the stroker marks it: nothing to cut.
    let g = StrokeOutliner(
      style: StrokeStyle(lineWidth: 40, lineCap: .round, lineJoin: .round), tolerance: 0.25)
    let edited = withUnsafeTemporaryAllocation(of: Path.Element.self, capacity: outline.count) {
      var buffer = ElementBuffer(lending: $0)
      defer { buffer.release() }
      outline.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
      g.removeLoops(&buffer, from: 0, marks: [p(90, 20), p(80, 10), p(10, 0), p(20, 10)])
      return buffer.makeArray()
    }
    XCTAssertEqual(edited, outline)
  }

  func testTheSummaryAnswersAsTheWindowOnRandomSmallContours() {
    var rng = SplitMix64(seed: 4_417)
    func point() -> Point { Point(x: rng.double(in: -30...30), y: rng.double(in: -30...30)) }
    for trial in 0..<300 {
      let pieces = 4 + trial % (ContourSummary.capacity - 3)
      let start = point()
      var elements: [Path.Element] = []
      for index in 0..<pieces {
        // The last piece ends at the start (no closing line) on every other contour.
        let end = index == pieces - 1 && trial % 2 == 0 ? start : point()
        switch rng.next() % 3 {
        case 0: elements.append(.line(to: end))
        case 1: elements.append(.quadCurve(to: end, control: point()))
        default: elements.append(.curve(to: end, control1: point(), control2: point()))
        }
      }
      let contour = elements.withUnsafeBufferPointer {
        LoopContour(start: start, elements: $0).count
      }
      guard contour <= ContourSummary.capacity else { continue }
      assertSummaryAgrees(with: elements, start: start, "trial \(trial)")
    }
  }
  func testTheStartCornersLoopIsCutWhereTheLastFitEndsARoundingAway() throws {
    // A rounded rectangle running the other way (x mirrored), corners of radius 3.54
    // stroked 45.2 wide: the general stroker's inner contour (the right side) ends its last
    // corner's reversed arc 3.6e-15 from where it started, so its loop spans the contour's
    // start across a closing line of that length. The loop pass cuts it as any other, and
    // the hole is the plain rectangle (found by QuarterTurnStrokeTests' random rectangles). The quarter-turn route would draw
    // it, so the general stroker is called directly.
    let path = try Path(
      svgPathData: """
        M-453.6042270327208-19.381912389627928H-588.2284122586046C-590.1851486437903\
        -19.381912389627928-591.7713968979327-17.795664135485495-591.7713968979327\
        -15.838927750299836V68.49540793532692C-591.7713968979327 70.45214432051259\
        -590.1851486437903 72.03839257465502-588.2284122586046 72.03839257465502H\
        -453.6042270327208C-451.64749064753516 72.03839257465502-450.0612423933927\
         70.45214432051259-450.0612423933927 68.49540793532692V-15.838927750299836C\
        -450.0612423933927-17.795664135485495-451.64749064753516-19.381912389627928\
        -453.6042270327208-19.381912389627928Z
        """)
    let style = StrokeStyle(lineWidth: 45.24886152282128, lineJoin: .miter, miterLimit: 4)
    let outline = path.strokedByStroker(path.strokePlan(style, tolerance: 0.05)!)
    assertCanonical(outline)
    let inner = Array(outline.elements.drop { $0 != Path.Element.closeSubpath }.dropFirst())
    XCTAssertEqual(inner.count, 5, outline.svgPathData)
    // 22.624… in from each side: x −472.686 and −569.147, y 3.243 and 49.414.
    let h = style.lineWidth / 2
    let expected = [
      Point(x: -450.0612423933927 - h, y: -19.381912389627928 + h),
      Point(x: -591.7713968979327 + h, y: -19.381912389627928 + h),
      Point(x: -591.7713968979327 + h, y: 72.03839257465502 - h),
      Point(x: -450.0612423933927 - h, y: 72.03839257465502 - h),
    ]
    for corner in inner.compactMap(\.endPoint) {
      XCTAssertTrue(
        expected.contains { ($0 - corner).magnitude <= 1e-12 }, "\(corner) in \(outline)")
    }
  }
}
