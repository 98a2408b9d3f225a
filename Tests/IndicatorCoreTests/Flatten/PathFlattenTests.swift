import XCTest

@testable import IndicatorCore

/// The largest distance from `samples` dense points of `segment` to the polyline `points`.
func flattenError(_ segment: Segment, polyline points: [Point], samples: Int = 300) -> Double {
  var worst = 0.0
  for i in 0...samples {
    let p = segment.point(at: Double(i) / Double(samples))
    var best = Double.infinity
    for j in 1..<points.count {
      best = min(best, distanceToLineSegment(p, points[j - 1], points[j]))
    }
    worst = max(worst, best)
  }
  return worst
}

/// The vertices of `segment` flattened alone, start point included.
func flattenedPoints(_ segment: Segment, tolerance: Double) -> [Point] {
  var flattener = Flattener(tolerance: tolerance)
  var sink = PointSink(points: [segment.start])
  switch segment {
  case .line(_, let b): sink.addPoint(b)
  case .quad(let q): flattener.flatten(q, into: &sink)
  case .cubic(let c): flattener.flatten(c, into: &sink)
  }
  return sink.points
}

/// Wang's formula: the uniform subdivision count that keeps a cubic within `tolerance`.
func wangCount(_ c: CubicBezier, tolerance: Double) -> Int {
  let d1 = c.p0 - 2 * c.p1 + c.p2
  let d2 = c.p1 - 2 * c.p2 + c.p3
  let m = max(d1.magnitude, d2.magnitude)
  return max(1, Int((0.75 * m / tolerance).squareRoot().rounded(.up)))
}

/// A brute-force reference: greedily take the longest chord (vertices on the curve) whose
/// densely sampled deviation stays within `tolerance`.
func greedyOptimalCount(_ c: CubicBezier, tolerance: Double) -> Int {
  func fits(_ t0: Double, _ t1: Double) -> Bool {
    let a = c.point(at: t0)
    let b = c.point(at: t1)
    for i in 1..<48 {
      let p = c.point(at: t0 + (t1 - t0) * Double(i) / 48)
      if distanceToLineSegment(p, a, b) > tolerance { return false }
    }
    return true
  }
  var t = 0.0
  var count = 0
  while t < 1 {
    count += 1
    if fits(t, 1) { break }
    var lo = t
    var hi = 1.0
    for _ in 0..<30 {
      let mid = 0.5 * (lo + hi)
      if fits(t, mid) { lo = mid } else { hi = mid }
    }
    t = max(lo, t + 1e-9)
  }
  return count
}

/// How many lines more than twice the greedy optimum one curve may take.
///
/// Next to a hairpin's tip the curvature peaks between two predicted chords: the chords
/// shrink towards it and grow back at most fourfold a chord after it, so a curve the
/// optimum draws in a few lines can take several more (7 for 2). Over 20,000 random
/// quadratics and as many cubics the worst is twice the optimum plus 3 and plus 4; this
/// allows one more.
let hairpinAllowance = 5.0

final class PathFlattenTests: XCTestCase {
  // MARK: Structure

  func testLinesMovesAndClosesAreKept() {
    var path = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    path.move(to: Point(x: 20, y: 20))
    path.addLine(to: Point(x: 30, y: 20))
    XCTAssertEqual(path.flattened(tolerance: 0.1), path)
    XCTAssertEqual(Path().flattened(tolerance: 0.1), Path())
    // Without curves the path comes back as it is: its storage shared, not copied.
    let flat = path.flattened(tolerance: 0.1)
    XCTAssertEqual(
      flat.storage.withUnsafeBufferPointer(\.baseAddress),
      path.storage.withUnsafeBufferPointer(\.baseAddress))
    // With one curve, the lines around it are copied as they are.
    path.addQuadCurve(to: Point(x: 40, y: 30), control: Point(x: 40, y: 20))
    let curved = path.flattened(tolerance: 0.1)
    XCTAssertEqual(Array(curved.elements.prefix(7)), Array(path.elements.prefix(7)))
    XCTAssertEqual(curved.elements.last, .line(to: Point(x: 40, y: 30)))
  }

  func testCurvesBecomeLinesEndingExactlyAtTheCurveEnds() throws {
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
    let flat = circle.flattened(tolerance: 0.25)
    var moves = 0
    var closes = 0
    for element in flat.elements {
      switch element {
      case .move: moves += 1
      case .line: break
      case .closeSubpath: closes += 1
      default: XCTFail("curve left in \(element)")
      }
    }
    XCTAssertEqual(moves, 1)
    XCTAssertEqual(closes, 1)
    for end in [Point(x: 50, y: 100), Point(x: 0, y: 50), Point(x: 50, y: 0)] {
      XCTAssertTrue(flat.elements.contains(.line(to: end)), "\(end)")
    }
    XCTAssertEqual(flat.elements[flat.elements.count - 2], .line(to: Point(x: 100, y: 50)))
    // A circle of radius 50 at tolerance 0.25 needs about π/acos(1 − 0.25/50) ≈ 31 lines.
    XCTAssertEqual(Double(flat.elements.count - 2), 31, accuracy: 5)
    // Polygon area and length approach the circle's from below.
    XCTAssertLessThan(flat.signedArea, circle.signedArea)
    XCTAssertLessThan(flat.length, circle.length)
    // An inscribed N-gon's perimeter falls short by about π²/(6N²).
    XCTAssertEqual(flat.length, circle.length, accuracy: circle.length * 2e-3)
  }

  // MARK: Accuracy

  func testEveryCurvePointIsWithinToleranceOfThePolyline() {
    var worstRatio = 0.0
    forEachSeed(0..<120) { seed, rng in
      let tolerance = [0.01, 0.25, 1, 5][Int(seed % 4)]
      let segment: Segment
      if seed % 3 == 0 {
        segment = .quad(QuadBezier(rng.point(), rng.point(), rng.point()))
      } else {
        segment = .cubic(CubicBezier(rng.point(), rng.point(), rng.point(), rng.point()))
      }
      let points = flattenedPoints(segment, tolerance: tolerance)
      XCTAssertEqual(points.last, segment.end, "seed \(seed)")
      let error = flattenError(segment, polyline: points)
      worstRatio = max(worstRatio, error / tolerance)
      XCTAssertLessThanOrEqual(error, tolerance, "seed \(seed): \(segment), tolerance \(tolerance)")
    }
    // Conservative but not wasteful: the worst curve uses most of its tolerance.
    XCTAssertGreaterThan(worstRatio, 0.5, "worst error / tolerance \(worstRatio)")
  }

  func testDegenerateCurvesKeepTheirExtent() {
    // Straight quadratic and cubic that run past their end and come back.
    let quad = Segment.quad(
      QuadBezier(Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 5, y: 0)))
    let cubic = Segment.cubic(
      CubicBezier(Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: -5, y: 0), Point(x: 5, y: 0)))
    // A cusp.
    let cusp = Segment.cubic(
      CubicBezier(
        Point(x: 0, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 100, y: 0)))
    for segment in [quad, cubic, cusp] {
      for tolerance in [0.01, 0.25] {
        let points = flattenedPoints(segment, tolerance: tolerance)
        XCTAssertLessThanOrEqual(
          flattenError(segment, polyline: points, samples: 2000), tolerance, "\(segment)")
      }
    }
  }

  // MARK: Segment counts

  func testSegmentCountsAgainstWangAndBruteForceOptimum() {
    var ours = 0
    var wang = 0
    var optimum = 0
    var worstRatio = 0.0
    forEachSeed(0..<400) { seed, rng in
      let c = CubicBezier(rng.point(), rng.point(), rng.point(), rng.point())
      let tolerance = 0.25
      let n = flattenedPoints(.cubic(c), tolerance: tolerance).count - 1
      let best = greedyOptimalCount(c, tolerance: tolerance)
      ours += n
      wang += wangCount(c, tolerance: tolerance)
      optimum += best
      worstRatio = max(worstRatio, Double(n) / Double(best))
      // Per curve the count can exceed the optimum's by a few lines where it is small, most
      // next to a hairpin's tip (``hairpinAllowance``).
      XCTAssertLessThanOrEqual(
        Double(n), 2 * Double(best) + hairpinAllowance, "seed \(seed): \(c)")
    }
    let counts =
      "flatten counts at 0.25 on 400 cubics: ours \(ours), Wang \(wang), greedy optimum "
      + "\(optimum), worst per-curve ratio to optimum \(worstRatio)"
    // 5,319 of 4,879 (the brute-force optimum samples 48 points per chord, so it is slightly
    // optimistic).
    XCTAssertLessThanOrEqual(Double(ours), 1.1 * Double(optimum), counts)
    XCTAssertLessThan(Double(ours), 0.55 * Double(wang), counts)
  }

  func testQuadraticSegmentCountsAgainstBruteForceOptimum() {
    var ours = 0
    var optimum = 0
    forEachSeed(0..<400) { seed, rng in
      let q = QuadBezier(rng.point(), rng.point(), rng.point())
      // The same curve as a cubic (degree elevation), for the brute-force reference.
      let c = CubicBezier(
        q.p0, q.p0 + (2.0 / 3) * (q.p1 - q.p0), q.p2 + (2.0 / 3) * (q.p1 - q.p2), q.p2)
      let tolerance = 0.25
      let n = flattenedPoints(.quad(q), tolerance: tolerance).count - 1
      let best = greedyOptimalCount(c, tolerance: tolerance)
      ours += n
      optimum += best
      XCTAssertLessThanOrEqual(
        Double(n), 2 * Double(best) + hairpinAllowance, "seed \(seed): \(q)")
    }
    XCTAssertLessThanOrEqual(
      Double(ours), 1.1 * Double(optimum),
      "flatten counts at 0.25 on 400 quadratics: ours \(ours), greedy optimum \(optimum)")
  }

  // MARK: Bad input

  func testBadTolerancesAreClampedAndNeverHang() {
    let c = CubicBezier(
      Point(x: 0, y: 0), Point(x: 300, y: 0), Point(x: 300, y: 300), Point(x: 0, y: 300))
    let path = Path { p in
      p.move(to: c.p0)
      p.addCurve(to: c.p3, control1: c.p1, control2: c.p2)
    }
    let minimum = path.flattened(tolerance: 300 * Flattener.minRelativeTolerance)
    for tolerance in [0, -1, Double.nan, -Double.infinity, 1e-300] {
      let flat = path.flattened(tolerance: tolerance)
      XCTAssertEqual(flat, minimum, "\(tolerance)")
      XCTAssertLessThanOrEqual(flat.elements.count, Flattener.maxSegmentsPerCurve + 1)
    }
    XCTAssertGreaterThan(minimum.elements.count, 100)
    let chord = path.flattened(tolerance: .infinity)
    XCTAssertEqual(chord.elements, [.move(to: c.p0), .line(to: c.p3)])
  }

  func testNonFiniteCurvesBecomeOneLine() {
    for bad in [Double.nan, .infinity] {
      let path = Path { p in
        p.move(to: .zero)
        p.addCurve(
          to: Point(x: 10, y: 0), control1: Point(x: bad, y: 5), control2: Point(x: 5, y: 5))
        p.addQuadCurve(to: Point(x: 20, y: 0), control: Point(x: 15, y: bad))
      }
      XCTAssertEqual(
        path.flattened(tolerance: 0.25).elements,
        [.move(to: .zero), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 20, y: 0))],
        "\(bad)")
    }
  }

  func testPointLikeCurveBecomesOneLine() {
    let p = Point(x: 4, y: 4)
    let path = Path { b in
      b.move(to: p)
      b.addCurve(to: p, control1: p, control2: p)
    }
    XCTAssertEqual(path.flattened(tolerance: 0.1).elements, [.move(to: p), .line(to: p)])
  }
}

extension PathFlattenTests {
  func testTinyAndHugeCurvesBecomeOneLine() {
    for scale in [1e-200, 1e-61, 1e61, 1e200] {
      let path = Path { p in
        p.move(to: .zero)
        p.addCurve(
          to: Point(x: 3 * scale, y: 0), control1: Point(x: scale, y: scale),
          control2: Point(x: 2 * scale, y: -scale))
      }
      XCTAssertEqual(
        path.flattened(tolerance: 0.25).elements,
        [.move(to: .zero), .line(to: Point(x: 3 * scale, y: 0))], "\(scale)")
    }
    // Well inside the range, a small curve is still flattened relative to its size.
    let small = Path { p in
      p.move(to: .zero)
      p.addCurve(
        to: Point(x: 3e-50, y: 0), control1: Point(x: 1e-50, y: 1e-50),
        control2: Point(x: 2e-50, y: -1e-50))
    }
    let count = small.flattened(tolerance: 0).elements.count
    XCTAssertGreaterThan(count, 10)
    XCTAssertLessThan(count, 2_000)
  }
}
