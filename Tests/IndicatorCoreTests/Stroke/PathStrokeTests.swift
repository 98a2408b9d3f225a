import XCTest

@testable import IndicatorCore

final class PathStrokeTests: XCTestCase {
  // MARK: Helpers

  private func polyline(_ points: [Point], closed: Bool = false) -> Path {
    var path = Path()
    path.addLines(points)
    if closed { path.closeSubpath() }
    return path
  }

  private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

  // MARK: Caps (exact coordinates on a horizontal line)

  func testButtCapOnALineIsAnExactRectangle() {
    let line = polyline([p(0, 0), p(10, 0)])
    let outline = line.strokedPath(StrokeStyle(lineWidth: 4))
    XCTAssertEqual(
      outline.elements,
      [
        .move(to: p(0, -2)), .line(to: p(10, -2)), .line(to: p(10, 2)), .line(to: p(0, 2)),
        .closeSubpath,
      ])
  }

  func testSquareCapExtendsByHalfTheWidth() {
    let line = polyline([p(0, 0), p(10, 0)])
    let outline = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
    XCTAssertEqual(
      outline.elements,
      [
        // The caps continue the sides: one rectangle.
        .move(to: p(-2, -2)), .line(to: p(12, -2)), .line(to: p(12, 2)), .line(to: p(-2, 2)),
        .closeSubpath,
      ])
  }

  func testRoundCapIsTwoQuarterArcs() throws {
    let line = polyline([p(0, 0), p(10, 0)])
    let outline = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round), tolerance: 0.25)
    let k = 4.0 / 3.0 * Math.tan(Double.pi / 8) * 2
    guard case .curve(let end, let c1, let c2) = outline.elements[2] else {
      return XCTFail("expected an arc, got \(outline.elements[2])")
    }
    // From the right side (y = −2) round the end to the left side (y = 2).
    XCTAssertEqual(end.x, 12, accuracy: 1e-12)
    XCTAssertEqual(end.y, 0, accuracy: 1e-12)
    XCTAssertEqual(c1.x, 10 + k, accuracy: 1e-12)
    XCTAssertEqual(c1.y, -2, accuracy: 1e-12)
    XCTAssertEqual(c2.x, 12, accuracy: 1e-12)
    XCTAssertEqual(c2.y, -k, accuracy: 1e-12)
    XCTAssertEqual(outline.elements.count, 8)  // move, line, 2 arcs, line, 2 arcs, close
    guard case .curve(let end2, let d1, let d2) = outline.elements[3] else {
      return XCTFail("expected an arc, got \(outline.elements[3])")
    }
    XCTAssertEqual(end2, p(10, 2))
    XCTAssertTrue(d1.isApproximatelyEqual(to: p(12, k), tolerance: 1e-12), "\(d1)")
    XCTAssertTrue(d2.isApproximatelyEqual(to: p(10 + k, 2), tolerance: 1e-12), "\(d2)")
  }

  // MARK: Joins (exact coordinates on a right angle)

  private let corner = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)]

  func testMiterJoinMeetsAtTheCorner() {
    let outline = polyline(corner).strokedPath(StrokeStyle(lineWidth: 2))
    XCTAssertEqual(
      outline.elements,
      [
        .move(to: p(0, -1)), .line(to: p(11, -1)),  // the outer (right) side to the miter
        .line(to: p(11, 10)), .line(to: p(9, 10)),  // the butt cap
        .line(to: p(9, 1)),  // the inner side turns where its offsets cross
        .line(to: p(0, 1)), .closeSubpath,
      ])
  }

  func testBevelJoinAndMiterLimitBelowOneBevel() {
    let bevel = polyline(corner).strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel))
    let limitZero = polyline(corner).strokedPath(StrokeStyle(lineWidth: 2, miterLimit: 0))
    let limitOne = polyline(corner).strokedPath(StrokeStyle(lineWidth: 2, miterLimit: 1.4))
    XCTAssertEqual(bevel, limitZero)
    XCTAssertEqual(bevel, limitOne)  // √2 > 1.4
    XCTAssertEqual(
      bevel.elements,
      [
        .move(to: p(0, -1)), .line(to: p(10, -1)), .line(to: p(11, 0)), .line(to: p(11, 10)),
        .line(to: p(9, 10)), .line(to: p(9, 1)), .line(to: p(0, 1)), .closeSubpath,
      ])
    let limitAbove = polyline(corner).strokedPath(StrokeStyle(lineWidth: 2, miterLimit: 1.5))
    XCTAssertTrue(limitAbove.elements.contains(.line(to: p(11, -1))))
  }

  func testRoundJoinIsAQuarterArcAroundThePivot() throws {
    let outline = polyline(corner).strokedPath(
      StrokeStyle(lineWidth: 2, lineJoin: .round), tolerance: 0.25)
    let k = 4.0 / 3.0 * Math.tan(Double.pi / 8)
    let arcs = outline.elements.compactMap { e -> (Point, Point, Point)? in
      if case .curve(let to, let c1, let c2) = e { return (to, c1, c2) }
      return nil
    }
    XCTAssertEqual(arcs.count, 1)
    let arc = try XCTUnwrap(arcs.first)
    // On the outer (right) side, forwards: from (10, −1) round to (11, 0).
    XCTAssertEqual(arc.0, p(11, 0))
    XCTAssertEqual(arc.1.x, 10 + k, accuracy: 1e-12)
    XCTAssertEqual(arc.1.y, -1, accuracy: 1e-12)
    XCTAssertEqual(arc.2.x, 11, accuracy: 1e-12)
    XCTAssertEqual(arc.2.y, -k, accuracy: 1e-12)
  }

  func testClosedSquareGivesOuterAndInnerContours() {
    let square = polyline([p(0, 0), p(10, 0), p(10, 10), p(0, 10)], closed: true)
    let outline = square.strokedPath(StrokeStyle(lineWidth: 2))
    let moves = outline.elements.filter { if case .move = $0 { return true } else { return false } }
    XCTAssertEqual(moves.count, 2)
    XCTAssertEqual(outline.elements.filter { $0 == .closeSubpath }.count, 2)
    // The outer miter corners and the inner corners are all there.
    for corner in [p(-1, -1), p(11, -1), p(11, 11), p(-1, 11)] {
      XCTAssertTrue(
        outline.elements.contains(.line(to: corner))
          || outline.elements.contains(.move(to: corner)),
        "\(corner)")
    }
    XCTAssertTrue(windingNumber(outline, p(0, 5)) != 0)
    XCTAssertEqual(windingNumber(outline, p(5, 5)), 0)
    XCTAssertEqual(windingNumber(outline, p(1.1, 1.1)), 0)
    XCTAssertNotEqual(windingNumber(outline, p(0.9, 0.9)), 0)
    XCTAssertEqual(windingNumber(outline, p(-1.5, 5)), 0)
  }

  func testNearlyStraightJoinHasNoJoinGeometry() {
    let outline = polyline([p(0, 0), p(50, 1e-9), p(100, 0)]).strokedPath(StrokeStyle(lineWidth: 2))
    // The joint's offsets are within a thousandth of the tolerance of straight: one line a
    // side (move, line, cap, line, close), no join geometry.
    XCTAssertEqual(outline.elements.count, 5)
    for element in outline.elements {
      if case .line(let q) = element { XCTAssertEqual(abs(q.y), 1, accuracy: 1e-8, "\(q)") }
    }
  }

  func testReversalDrawsTheCapLikeJoinNotASpike() throws {
    let back = polyline([p(0, 0), p(100, 0), p(0, 0)])
    for join in LineJoin.allCases {
      let outline = back.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: join, miterLimit: 1e6))
      let bounds = try XCTUnwrap(boundsOf(outline))
      XCTAssertEqual(bounds.maxX, join == .round ? 101 : 100, accuracy: 1e-3, "\(join)")
      XCTAssertEqual(windingNumber(outline, p(100.5, 0)) != 0, join == .round, "\(join)")
    }
  }

  // MARK: Degenerate input

  func testZeroLengthSubpathsDrawDotsSquaresOrNothing() throws {
    for path in [
      Path {
        $0.move(to: p(5, 5))
        $0.closeSubpath()
      }, polyline([p(5, 5), p(5, 5)]),
    ] {
      XCTAssertTrue(path.strokedPath(StrokeStyle(lineWidth: 4)).isEmpty)
      let square = path.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
      XCTAssertEqual(
        square.elements,
        [
          .move(to: p(3, 3)), .line(to: p(7, 3)), .line(to: p(7, 7)), .line(to: p(3, 7)),
          .closeSubpath,
        ])
      let dot = path.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round), tolerance: 0.01)
      let bounds = try XCTUnwrap(boundsOf(dot))
      XCTAssertEqual(bounds.minX, 3, accuracy: 1e-9)
      XCTAssertEqual(bounds.maxY, 7, accuracy: 1e-9)
      XCTAssertNotEqual(windingNumber(dot, p(5, 5)), 0)
      XCTAssertNotEqual(windingNumber(dot, p(6.4, 6.4)), 0)
      XCTAssertEqual(windingNumber(dot, p(6.5, 6.5)), 0)
    }
    XCTAssertTrue(Path { $0.move(to: p(1, 1)) }.strokedPath(StrokeStyle(lineCap: .round)).isEmpty)
  }

  func testZeroLengthSegmentsAreSkipped() {
    let with = polyline([p(0, 0), p(100, 0), p(100, 0), p(100, 100)])
    let without = polyline([p(0, 0), p(100, 0), p(100, 100)])
    let style = StrokeStyle(lineWidth: 6, lineJoin: .round)
    XCTAssertEqual(with.strokedPath(style), without.strokedPath(style))
  }

  func testBadWidthsAndNonFinitePathsGiveEmptyPaths() {
    let line = polyline([p(0, 0), p(10, 0)])
    for width: Double in [0, -1, .nan, .infinity, -.infinity] {
      XCTAssertTrue(line.strokedPath(StrokeStyle(lineWidth: width)).isEmpty, "\(width)")
    }
    XCTAssertTrue(polyline([p(0, 0), p(.nan, 0)]).strokedPath(StrokeStyle()).isEmpty)
    XCTAssertTrue(polyline([p(0, 0), p(.infinity, 0)]).strokedPath(StrokeStyle()).isEmpty)
    XCTAssertTrue(Path().strokedPath(StrokeStyle()).isEmpty)
  }

  func testBadTolerancesAreClampedToTheMinimum() {
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
    let style = StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round)
    let finest = circle.strokedPath(style, tolerance: Path.minimumStrokeTolerance)
    for tolerance: Double in [0, -1, .nan, .infinity, 1e-300] {
      XCTAssertEqual(circle.strokedPath(style, tolerance: tolerance), finest, "\(tolerance)")
    }
    XCTAssertTrue(finest.isFinite)
  }

  func testHugeWidthOnAOnePointPathIsADisc() throws {
    let dot = polyline([p(1, 1), p(1, 1)]).strokedPath(StrokeStyle(lineWidth: 1e6, lineCap: .round))
    let bounds = try XCTUnwrap(boundsOf(dot))
    XCTAssertEqual(bounds.maxX, 1 + 5e5, accuracy: 0.05)
    XCTAssertTrue(dot.isFinite)
    XCTAssertLessThanOrEqual(dot.elements.count, 2 * StrokeOutliner.maximumArcPieces + 2)
  }

  func testMiterLimitOfAMillionStaysFinite() {
    let sharp = polyline([p(0, 0), p(100, 0), p(0, 1e-4)])
    let outline = sharp.strokedPath(StrokeStyle(lineWidth: 2, miterLimit: 1e6))
    XCTAssertTrue(outline.isFinite)
    XCTAssertFalse(outline.isEmpty)
  }

  // MARK: Randomized coverage

  /// Points nearer the path than w/2 − tol are inside the outline, points farther than
  /// w/2 + tol (round joins and caps) outside.
  func testRandomStrokesCoverTheTrueStrokeWithinTolerance() {
    forEachSeed(0..<40) { seed, rng in
      let path = rng.path(subpaths: 1, segments: 3)
      let width = rng.double(in: 1...30)
      let tolerance = 0.05
      let style = StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)
      let outline = path.strokedPath(style, tolerance: tolerance)
      let source = flatten(path, closingOpen: false)
      let polygons = flatten(outline, closingOpen: true)
      for _ in 0..<150 {
        assertCoverage(
          at: rng.point(in: -130...130), source: source, outline: polygons, width: width,
          tolerance: tolerance, seed: seed)
      }
    }
  }

  /// A long subpath whose loop pass keeps some large loops still covers the true stroke.
  ///
  /// One subpath of 1,000 random cubics in a 100-unit square, stroked 2 wide, has a loop
  /// larger than 1.5 half widths every few pieces: more than its loop pass's budget of
  /// whole-outline walks (`WholeOutlineChecks`) allows. The fill is still the true
  /// stroke's, at points next to the path and anywhere.
  func testALongSubpathWithLoopsEverywhereStillCoversTheTrueStroke() {
    forEachSeed(0..<1) { seed, rng in
      let r = -50.0...50.0
      var curves: [CubicBezier] = []
      var path = Path()
      var last = rng.point(in: r)
      path.move(to: last)
      for _ in 0..<1_000 {
        let curve = CubicBezier(last, rng.point(in: r), rng.point(in: r), rng.point(in: r))
        path.addCurve(to: curve.p3, control1: curve.p1, control2: curve.p2)
        curves.append(curve)
        last = curve.p3
      }
      let width = 2.0
      let tolerance = 0.05
      let style = StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)
      let outline = path.strokedPath(style, tolerance: tolerance)
      XCTAssertTrue(outline.isFinite, "seed \(seed)")
      let source = flatten(path, closingOpen: false)
      let polygons = flatten(outline, closingOpen: true)
      for k in 0..<120 {
        // Every other point within the stroke's width of a point of the path.
        var q = rng.point(in: -55...55)
        if k.isMultiple(of: 2) {
          let curve = curves[Int.random(in: 0..<curves.count, using: &rng)]
          let offset = rng.point(in: -1...1)
          q = curve.point(at: rng.double(in: 0...1)) + (width / 2) * offset
        }
        assertCoverage(
          at: q, source: source, outline: polygons, width: width, tolerance: tolerance,
          seed: seed)
      }
    }
  }
}

// MARK: - Test geometry: flattening, winding and distance

/// Checks the outline's fill at `q` against the true stroke of `source` (both flattened):
/// inside where `q` is nearer the path than w/2 − 2·tol, outside where it is farther than
/// w/2 + 2·tol (round joins and caps).
func assertCoverage(
  at q: Point, source: [[Point]], outline: [[Point]], width: Double, tolerance: Double,
  seed: UInt64, file: StaticString = #filePath, line: UInt = #line
) {
  let d = distance(q, source)
  let winding = windingNumber(outline, q)
  let message = "seed \(seed): \(q) at \(d) of w/2 \(width / 2)"
  if d < width / 2 - 2 * tolerance {
    XCTAssertNotEqual(winding, 0, message, file: file, line: line)
  } else if d > width / 2 + 2 * tolerance {
    XCTAssertEqual(winding, 0, message, file: file, line: line)
  }
}

/// Each subpath of `path` as a polygon (curves at 64 lines each).
func flatten(_ path: Path, closingOpen: Bool) -> [[Point]] {
  var polygons: [[Point]] = []
  var current: [Point] = []
  path.forEachSegment(closingOpenSubpaths: false) { _ in }
  var last = Point.zero
  var start = Point.zero
  for element in path.elements {
    switch element {
    case .move(let q):
      if !current.isEmpty { polygons.append(current) }
      current = [q]
      last = q
      start = q
    case .line(let q):
      current.append(q)
      last = q
    case .quadCurve(let q, let c):
      let curve = QuadBezier(last, c, q)
      for i in 1...64 { current.append(curve.point(at: Double(i) / 64)) }
      last = q
    case .curve(let q, let c1, let c2):
      let curve = CubicBezier(last, c1, c2, q)
      for i in 1...64 { current.append(curve.point(at: Double(i) / 64)) }
      last = q
    case .closeSubpath:
      current.append(start)
      polygons.append(current)
      current = []
      last = start
    }
  }
  if !current.isEmpty { polygons.append(current) }
  _ = closingOpen
  return polygons
}

/// The non-zero winding number of the polygons (each implicitly closed) around `q`.
func windingNumber(_ polygons: [[Point]], _ q: Point) -> Int {
  var winding = 0
  for polygon in polygons where polygon.count > 1 {
    var a = polygon[polygon.count - 1]
    for b in polygon {
      if a.y <= q.y {
        if b.y > q.y && (b - a).cross(q - a) > 0 { winding += 1 }
      } else if b.y <= q.y && (b - a).cross(q - a) < 0 {
        winding -= 1
      }
      a = b
    }
  }
  return winding
}

func windingNumber(_ path: Path, _ q: Point) -> Int {
  windingNumber(flatten(path, closingOpen: true), q)
}

/// The distance from `q` to the nearest point of the polylines.
func distance(_ q: Point, _ polylines: [[Point]]) -> Double {
  var best = Double.infinity
  for line in polylines {
    if line.count == 1 { best = min(best, q.distance(to: line[0])) }
    for i in 1..<max(1, line.count) {
      let a = line[i - 1]
      let b = line[i]
      let ab = b - a
      let l2 = ab.dot(ab)
      let t = l2 > 0 ? min(1, max(0, (q - a).dot(ab) / l2)) : 0
      best = min(best, q.distance(to: a + t * ab))
    }
  }
  return best
}

/// The bounds of the flattened outline's points.
func boundsOf(_ path: Path) -> Rect? {
  pointBounds(flatten(path, closingOpen: true).flatMap { $0 })
}
