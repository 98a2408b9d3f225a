import SeededRandom
import XCTest

@testable import IndicatorCore

/// `Segment.meetings(with:)`: closed forms, coincidence, tangency and a seeded comparison
/// with a brute-force crossing count of finely flattened curves.
final class SegmentIntersectionTests: XCTestCase {
  func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Segment {
    .line(Point(x: x0, y: y0), Point(x: x1, y: y1))
  }

  /// The parameters of each meeting, `(t, u)`, in order.
  func parameters(_ meetings: [SegmentMeeting]) -> [[Double]] {
    meetings.map { [$0.t, $0.u] }
  }

  func testLinesMeetInClosedForm() {
    let crossing = line(0, 0, 4, 4).meetings(with: line(0, 4, 4, 0))
    XCTAssertEqual(crossing, [SegmentMeeting(t: 0.5, u: 0.5, point: Point(x: 2, y: 2))])
    // A T: the second line starts on the first.
    XCTAssertEqual(parameters(line(0, 0, 4, 0).meetings(with: line(2, 0, 2, 3))), [[0.5, 0]])
    // Parallel and apart; crossing only beyond an end.
    XCTAssertEqual(line(0, 0, 4, 0).meetings(with: line(0, 1, 4, 1)), [])
    XCTAssertEqual(line(0, 0, 1, 1).meetings(with: line(3, 0, 2, 1)), [])
  }

  func testCollinearLinesMeetAlongTheirCommonStretch() {
    let overlap = line(0, 0, 4, 0).meetings(with: line(2, 0, 6, 0))
    XCTAssertEqual(parameters(overlap), [[0.5, 0], [1, 0.5]])
    XCTAssertEqual(overlap.map(\.bordersOverlap), [true, true])
    // Opposite directions.
    XCTAssertEqual(
      parameters(line(0, 0, 4, 0).meetings(with: line(3, 0, 1, 0))), [[0.25, 1], [0.75, 0]])
    // End to end: one point, no stretch.
    let touch = line(0, 0, 2, 0).meetings(with: line(2, 0, 4, 0))
    XCTAssertEqual(parameters(touch), [[1, 0]])
    XCTAssertEqual(touch.map(\.bordersOverlap), [false])
  }

  /// y = x² and y = 1 − x², each a quadratic with x = 2t − 1: they cross at
  /// x = ±1/√2, t = u = (1 ± 1/√2)/2.
  func testParabolasCrossWhereTheClosedFormSays() {
    let up = Segment.quad(QuadBezier(Point(x: -1, y: 1), Point(x: 0, y: -1), Point(x: 1, y: 1)))
    let down = Segment.quad(
      QuadBezier(Point(x: -1, y: 0), Point(x: 0, y: 2), Point(x: 1, y: 0)))
    let meetings = up.meetings(with: down)
    let expected = [(1 - 0.5.squareRoot()) / 2, (1 + 0.5.squareRoot()) / 2]
    XCTAssertEqual(meetings.count, 2)
    for (meeting, t) in zip(meetings, expected) {
      XCTAssertEqual(meeting.t, t, accuracy: 1e-14)
      XCTAssertEqual(meeting.u, t, accuracy: 1e-14)
      XCTAssertEqual(meeting.point.y, 0.5, accuracy: 1e-14)
    }
  }

  /// A cubic with x = t and y = 10·(t − 0.2)(t − 0.5)(t − 0.9), in Bernstein form from its
  /// power form, crosses the x-axis at its three roots.
  func testLineCrossesACubicAtItsRoots() {
    let (a0, a1, a2, a3) = (-0.9, 7.3, -16.0, 10.0)
    let y = (a0, a0 + a1 / 3, a0 + 2 * a1 / 3 + a2 / 3, a0 + a1 + a2 + a3)
    let cubic = Segment.cubic(
      CubicBezier(
        Point(x: 0, y: y.0), Point(x: 1.0 / 3, y: y.1), Point(x: 2.0 / 3, y: y.2),
        Point(x: 1, y: y.3)))
    let axis = line(-1, 0, 2, 0)
    let meetings = cubic.meetings(with: axis)
    XCTAssertEqual(meetings.count, 3)
    for (meeting, root) in zip(meetings, [0.2, 0.5, 0.9]) {
      XCTAssertEqual(meeting.t, root, accuracy: 1e-13)
      XCTAssertEqual(meeting.u, (root + 1) / 3, accuracy: 1e-13)
    }
    // The other way round: t and u swap.
    assertClose(axis.meetings(with: cubic).map(\.u), meetings.map(\.t), accuracy: 1e-13)
  }

  /// y = x² touches the x-axis at x = 0 (t = ½) without crossing it.
  func testTangentSegmentsMeetOnce() throws {
    let parabola = Segment.quad(
      QuadBezier(Point(x: -1, y: 1), Point(x: 0, y: -1), Point(x: 1, y: 1)))
    let meetings = parabola.meetings(with: line(-1, 0, 1, 0))
    XCTAssertEqual(meetings.count, 1)
    let meeting = try XCTUnwrap(meetings.first)
    // A tangent meeting is found to about the square root of the tolerance (2e-9).
    XCTAssertEqual(meeting.t, 0.5, accuracy: 1e-4)
    XCTAssertEqual(meeting.u, 0.5, accuracy: 1e-4)
    XCTAssertEqual(meeting.point.y, 0, accuracy: 2e-9)
  }

  func testACurveMeetsItsOwnPieceAlongIt() {
    let curve = CubicBezier(
      Point(x: 0, y: 0), Point(x: 1, y: 3), Point(x: 4, y: -1), Point(x: 5, y: 2))
    let piece = Segment.cubic(curve.subsegment(0.25, 0.75))
    let overlap = Segment.cubic(curve).meetings(with: piece)
    XCTAssertEqual(overlap.count, 2)
    assertClose(overlap.map(\.t), [0.25, 0.75], accuracy: 1e-9)
    XCTAssertEqual(overlap.map(\.u), [0, 1])
    XCTAssertEqual(overlap.map(\.bordersOverlap), [true, true])
    let itself = Segment.cubic(curve).meetings(with: .cubic(curve))
    XCTAssertEqual(parameters(itself), [[0, 0], [1, 1]])
    // Reversed: the stretch runs the other way along the second.
    let reversed = Segment.cubic(CubicBezier(curve.p3, curve.p2, curve.p1, curve.p0))
    XCTAssertEqual(parameters(Segment.cubic(curve).meetings(with: reversed)), [[0, 1], [1, 0]])
  }

  /// Consecutive segments of a path meet at their shared end, once.
  func testSegmentsMeetAtASharedEnd() {
    let first = CubicBezier(
      Point(x: 0, y: 0), Point(x: 1, y: 3), Point(x: 4, y: -1), Point(x: 5, y: 2))
    let next = CubicBezier(
      Point(x: 5, y: 2), Point(x: 7, y: 6), Point(x: 9, y: 0), Point(x: 12, y: 1))
    XCTAssertEqual(
      Segment.cubic(first).meetings(with: .cubic(next)),
      [SegmentMeeting(t: 1, u: 0, point: Point(x: 5, y: 2))])
    XCTAssertEqual(
      parameters(Segment.cubic(first).meetings(with: line(5, 2, 9, -4))), [[1, 0]])
  }

  func testBadSegmentsMeetNowhere() {
    let curve = Segment.cubic(
      CubicBezier(Point(x: 0, y: 0), Point(x: 1, y: 3), Point(x: 4, y: -1), Point(x: 5, y: 2)))
    XCTAssertEqual(curve.meetings(with: line(0, .nan, 5, 2)), [])
    XCTAssertEqual(curve.meetings(with: line(0, 0, .infinity, 2)), [])
    let point = Segment.line(Point(x: 1, y: 1), Point(x: 1, y: 1))
    XCTAssertEqual(point.meetings(with: point), [])
  }

  /// Random cubic pairs in a 100-unit square: every meeting's two points lie within the
  /// tolerance, the order of the segments only swaps the parameters, and where a
  /// brute-force count of 512 chords a curve finds only clean crossings (at an angle,
  /// away from the ends and from each other) the meetings are those crossings.
  func testRandomCubicsMeetWhereTheirChordsCross() {
    func randomCubic(_ rng: inout SplitMix64) -> CubicBezier {
      func p() -> Point { Point(x: rng.double(in: 0...100), y: rng.double(in: 0...100)) }
      return CubicBezier(p(), p(), p(), p())
    }
    var compared = 0
    forEachSeed(0..<100) { seed, rng in
      let a = randomCubic(&rng)
      let b = randomCubic(&rng)
      let meetings = Segment.cubic(a).meetings(with: .cubic(b))
      for m in meetings {
        XCTAssertLessThanOrEqual(
          (a.point(at: m.t) - b.point(at: m.u)).magnitude, 1e-7, "seed \(seed)")
      }
      let swapped = Segment.cubic(b).meetings(with: .cubic(a)).sorted { $0.u < $1.u }
      XCTAssertEqual(swapped.count, meetings.count, "seed \(seed)")
      for (m, s) in zip(meetings, swapped) {
        XCTAssertEqual(m.t, s.u, accuracy: 1e-9, "seed \(seed)")
        XCTAssertEqual(m.u, s.t, accuracy: 1e-9, "seed \(seed)")
      }
      guard let crossings = Self.chordCrossings(a, b) else { return }
      compared += 1
      XCTAssertEqual(meetings.count, crossings.count, "seed \(seed)")
      for (m, c) in zip(meetings, crossings) {
        XCTAssertEqual(m.t, c.t, accuracy: 1e-3, "seed \(seed)")
        XCTAssertEqual(m.u, c.u, accuracy: 1e-3, "seed \(seed)")
      }
    }
    // Most random pairs are clean.
    XCTAssertGreaterThan(compared, 70)
  }

  /// The crossings of `a` and `b` flattened into 512 chords each, in increasing t; `nil`
  /// where one is not clean (an angle below 0.1 radian, within 0.01 of an end, or two
  /// within 0.01 of each other).
  static func chordCrossings(_ a: CubicBezier, _ b: CubicBezier) -> [(t: Double, u: Double)]? {
    let n = 512
    let pa = (0...n).map { a.point(at: Double($0) / Double(n)) }
    let pb = (0...n).map { b.point(at: Double($0) / Double(n)) }
    var found: [(t: Double, u: Double)] = []
    for i in 0..<n {
      let r = pa[i + 1] - pa[i]
      for j in 0..<n {
        let d = pb[j + 1] - pb[j]
        let denominator = r.cross(d)
        guard denominator != 0 else { continue }
        let w = pb[j] - pa[i]
        let s = w.cross(d) / denominator
        let v = w.cross(r) / denominator
        guard s >= 0, s < 1, v >= 0, v < 1 else { continue }
        guard abs(denominator) >= 0.1 * r.magnitude * d.magnitude else { return nil }
        found.append(((Double(i) + s) / Double(n), (Double(j) + v) / Double(n)))
      }
    }
    found.sort { $0.t < $1.t }
    for c in found where min(c.t, 1 - c.t, c.u, 1 - c.u) < 0.01 { return nil }
    for (x, y) in zip(found, found.dropFirst())
    where abs(x.t - y.t) < 0.01 || abs(x.u - y.u) < 0.01 {
      return nil
    }
    return found
  }

  /// Two copies of a curve a few tolerances apart never coincide: the search ends (within
  /// its pair budget) and whatever it reports lies within the tolerance.
  func testNearlyCoincidentCurvesEndTheSearch() {
    let curve = CubicBezier(
      Point(x: 0, y: 0), Point(x: 30, y: 90), Point(x: 70, y: -40), Point(x: 100, y: 50))
    let moved = CubicBezier(
      curve.p0 + Point(x: 0, y: 3e-7), curve.p1 + Point(x: 0, y: 3e-7),
      curve.p2 + Point(x: 0, y: 3e-7), curve.p3 + Point(x: 0, y: 3e-7))
    let meetings = Segment.cubic(curve).meetings(with: .cubic(moved))
    for m in meetings {
      XCTAssertLessThanOrEqual((curve.point(at: m.t) - moved.point(at: m.u)).magnitude, 1.3e-7)
    }
  }
}

/// Element-wise `XCTAssertEqual` with an accuracy, for arrays of the same length.
func assertClose(
  _ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath,
  line: UInt = #line
) {
  XCTAssertEqual(a.count, b.count, file: file, line: line)
  for (x, y) in zip(a, b) {
    XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line)
  }
}
