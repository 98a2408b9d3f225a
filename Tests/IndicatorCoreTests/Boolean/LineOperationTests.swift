import SeededRandom
import XCTest

@testable import IndicatorCore

/// Line operations: clipped lines and subpaths in closed form, runs across a closed
/// subpath's start, and seeded lengths (the inside and outside pieces add up to the path).
final class LineOperationTests: XCTestCase {
  let clip = Path(Rect(x: 2, y: 0, width: 4, height: 10))

  func testALineClippedByARectangle() throws {
    let line = try Path(svgPathData: "M0 5H10")
    XCTAssertEqual(line.lineIntersection(clip).svgPathData, "M2 5H6")
    XCTAssertEqual(line.lineSubtraction(clip).svgPathData, "M0 5H2M6 5H10")
  }

  func testAClosedSubpathKeptWholeStaysClosed() {
    let square = Path(Rect(x: 3, y: 3, width: 2, height: 2))
    XCTAssertEqual(square.lineIntersection(clip), square)
    XCTAssertEqual(square.lineSubtraction(clip).elements, [])
  }

  /// The square's left half lies outside the clip; that run crosses the square's start.
  func testARunAcrossTheStartIsOne() {
    let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    let right = Path(Rect(x: 5, y: -5, width: 10, height: 20))
    XCTAssertEqual(square.lineIntersection(right).svgPathData, "M5 0H10V10H5")
    XCTAssertEqual(square.lineSubtraction(right).svgPathData, "M5 10H0V0H5")
  }

  /// A circle's right half: its last and first quarter cubics, unchanged, as one run.
  func testACircleClippedToItsRightHalfKeepsItsCubics() {
    let circle = Path(ellipseIn: Rect(x: -10, y: -10, width: 20, height: 20))
    let half = circle.lineIntersection(Path(Rect(x: 0, y: -20, width: 40, height: 40)))
    let cubics = circle.elements.filter {
      if case .curve = $0 { return true }
      return false
    }
    XCTAssertEqual(half.elements, [.move(to: Point(x: 0, y: -10)), cubics[3], cubics[0]])
  }

  /// Random polylines and cubic paths against random blobs: the pieces inside and outside
  /// add up to the path's length (to 1e-9), and even-odd clipping differs from non-zero
  /// only through the clip's overlaps.
  func testInsideAndOutsidePiecesAddUpToThePath() {
    forEachSeed(0..<60) { seed, rng in
      func point() -> Point { Point(x: rng.double(in: 0...100), y: rng.double(in: 0...100)) }
      var path = Path()
      path.move(to: point())
      for _ in 0..<Int(rng.double(in: 2...8)) {
        if rng.double(in: 0...1) < 0.5 {
          path.addLine(to: point())
        } else {
          path.addCurve(to: point(), control1: point(), control2: point())
        }
      }
      if seed % 2 == 0 { path.closeSubpath() }
      var other = Path()
      other.move(to: point())
      for _ in 0..<Int(rng.double(in: 3...7)) {
        other.addCurve(to: point(), control1: point(), control2: point())
      }
      other.closeSubpath()
      for eoFill in [false, true] {
        let inside = path.lineIntersection(other, eoFill: eoFill)
        let outside = path.lineSubtraction(other, eoFill: eoFill)
        XCTAssertEqual(
          inside.length + outside.length, path.length, accuracy: 1e-9 * path.length,
          "seed \(seed), eoFill \(eoFill)")
      }
    }
  }
}
