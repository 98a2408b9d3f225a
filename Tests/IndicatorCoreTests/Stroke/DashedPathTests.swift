import SeededRandom
import XCTest

@testable import IndicatorCore

/// `dashedPath(phase:lengths:)`, CoreGraphics' `copy(dashingWithPhase:lengths:)`: golden
/// dashes on lines and closed subpaths, the limit, and the stroke of the dashes against the
/// dashed stroke.
final class DashedPathTests: XCTestCase {
  private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

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
