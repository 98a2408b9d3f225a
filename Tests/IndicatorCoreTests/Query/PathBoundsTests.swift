import XCTest

@testable import IndicatorCore

/// `count + 1` evenly spaced points on every drawn segment of `path` (closing lines of open
/// subpaths excluded).
func densePathSamples(_ path: Path, perSegment count: Int = 256) -> [Point] {
  var points: [Point] = []
  path.forEachSegment(closingOpenSubpaths: false) { segment in
    for i in 0...count { points.append(segment.point(at: Double(i) / Double(count))) }
  }
  for element in path.elements {
    if case .move(let p) = element { points.append(p) }
  }
  return points
}

final class PathBoundsTests: XCTestCase {
  // MARK: Golden values

  func testCircleBoundsAreItsSquare() {
    let rect = Rect(x: 3, y: -7, width: 20, height: 20)
    XCTAssertEqual(Path(ellipseIn: rect).boundingRect, rect)
    XCTAssertGreaterThan(Path(ellipseIn: rect).controlPointBounds.width, 0)
    XCTAssertEqual(Path(ellipseIn: rect).controlPointBounds, rect)
  }

  func testRotatedCircleBoundsWithinCubicApproximationError() {
    let r = 10.0
    let circle = Path(ellipseIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r))
      .applying(.rotation(Angle(degrees: 30)))
    let bounds = circle.boundingRect
    XCTAssertTrue(
      bounds.isApproximatelyEqual(
        to: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r), tolerance: 2.7e-4 * r),
      "\(bounds)")
    // The control points stick out well beyond the curve.
    XCTAssertGreaterThan(circle.controlPointBounds.width, 2 * r + 1)
  }

  func testCubicAndQuadExtremaGolden() {
    let cubic = Path { p in
      p.move(to: Point(x: 0, y: 0))
      p.addCurve(
        to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10), control2: Point(x: 10, y: 10))
    }
    XCTAssertEqual(cubic.boundingRect, Rect(x: 0, y: 0, width: 10, height: 7.5))
    XCTAssertEqual(cubic.controlPointBounds, Rect(x: 0, y: 0, width: 10, height: 10))
    let quad = Path { p in
      p.move(to: Point(x: 0, y: 0))
      p.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: -10))
    }
    XCTAssertEqual(quad.boundingRect, Rect(x: 0, y: -5, width: 10, height: 5))
    // An S-curve with both x extrema inside (0, 1).
    let s = CubicBezier(
      Point(x: 0, y: 0), Point(x: 30, y: 10), Point(x: -20, y: 20), Point(x: 10, y: 30))
    let sPath = Path { p in
      p.move(to: s.p0)
      p.addCurve(to: s.p3, control1: s.p1, control2: s.p2)
    }
    var roots = RootBuffer()
    s.extrema(axis: 0, into: &roots)
    XCTAssertEqual(roots.count, 2)
    XCTAssertEqual(sPath.boundingRect.maxX, s.point(at: roots[0]).x, accuracy: 1e-12)
    XCTAssertEqual(sPath.boundingRect.minX, s.point(at: roots[1]).x, accuracy: 1e-12)
  }

  func testMovesCountAndRectIsStandardized() {
    var path = Path(Rect(x: 10, y: 10, width: 5, height: 5))
    path.move(to: Point(x: -3, y: 40))
    XCTAssertEqual(path.boundingRect, Rect(x: -3, y: 10, width: 18, height: 30))
    let lone = Path { $0.move(to: Point(x: 2, y: 3)) }
    XCTAssertEqual(lone.boundingRect, Rect(x: 2, y: 3, width: 0, height: 0))
    XCTAssertEqual(lone.controlPointBounds, Rect(x: 2, y: 3, width: 0, height: 0))
  }

  func testEmptyAndNonFinitePathsHaveZeroBounds() {
    XCTAssertEqual(Path().boundingRect, .zero)
    XCTAssertEqual(Path().controlPointBounds, .zero)
    for bad in [Double.nan, .infinity, -.infinity] {
      let path = Path { p in
        p.move(to: Point(x: 1, y: 1))
        p.addQuadCurve(to: Point(x: 5, y: 5), control: Point(x: bad, y: 0))
      }
      XCTAssertEqual(path.boundingRect, .zero, "\(bad)")
      XCTAssertEqual(path.controlPointBounds, .zero, "\(bad)")
      let line = Path { p in
        p.move(to: Point(x: 1, y: 1))
        p.addLine(to: Point(x: 3, y: bad))
      }
      XCTAssertEqual(line.boundingRect, .zero, "\(bad)")
    }
  }

  // MARK: Properties

  func testBoundsContainEverySampleAndFlattenedPointAndAreTight() {
    forEachSeed { seed, rng in
      let path = rng.path()
      let bounds = path.boundingRect
      let control = path.controlPointBounds
      // `Rect` stores origin and size, so max edges carry one rounding.
      let slack = 1e-12 * 200
      XCTAssertTrue(control.insetBy(dx: -slack, dy: -slack).contains(bounds), "seed \(seed)")
      let samples = densePathSamples(path)
      var box = BoundsAccumulator()
      for p in samples {
        box.add(p)
        XCTAssertTrue(
          p.x >= bounds.minX - slack && p.x <= bounds.maxX + slack && p.y >= bounds.minY - slack
            && p.y <= bounds.maxY + slack,
          "seed \(seed): \(p) outside \(bounds)")
      }
      // Every vertex of the flattened path lies on the outline, so inside the bounds too.
      let flat = path.flattened(tolerance: 0.1)
      flat._checkInvariants()
      for element in flat.elements {
        guard let p = element.endPoint else { continue }
        XCTAssertTrue(
          p.x >= bounds.minX - slack && p.x <= bounds.maxX + slack && p.y >= bounds.minY - slack
            && p.y <= bounds.maxY + slack,
          "seed \(seed): flattened \(p) outside \(bounds)")
      }
      // Tight: dense samples reach every edge to within the sampling error.
      XCTAssertTrue(bounds.isApproximatelyEqual(to: box.rect, tolerance: 0.05), "seed \(seed)")
    }
  }

  func testTranslatingTranslatesBounds() {
    forEachSeed { seed, rng in
      let path = rng.path()
      let dx = rng.double(in: -500...500)
      let dy = rng.double(in: -500...500)
      let moved = path.offsetBy(dx: dx, dy: dy)
      moved._checkInvariants()
      XCTAssertTrue(
        moved.boundingRect.isApproximatelyEqual(
          to: path.boundingRect.offsetBy(dx: dx, dy: dy), tolerance: 1e-9),
        "seed \(seed): moved by (\(dx), \(dy))")
    }
  }
}
