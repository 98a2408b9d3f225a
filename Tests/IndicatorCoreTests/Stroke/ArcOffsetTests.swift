import SeededRandom
import XCTest

@testable import IndicatorCore

/// The offsets of circular arcs (`OffsetFitter.appendArcOffsets`): the scaled cubic of each
/// side, drawn where its closed-form error bound allows, lies within the tolerance of the
/// source's true offset; other curves are left to the direct fit.
final class ArcOffsetTests: XCTestCase {
  /// The standard cubic of the arc of radius `r` about `centre` from `start` sweeping
  /// `sweep` radians (as `Path.addArc` draws it).
  private func arc(_ centre: Point, _ r: Double, start: Double, sweep: Double) -> CubicBezier {
    let k = arcHandle(sweep: sweep) * r
    let a = Point(x: cos(start), y: sin(start))
    let b = Point(x: cos(start + sweep), y: sin(start + sweep))
    let p0 = centre + r * a
    let p3 = centre + r * b
    return CubicBezier(
      p0, p0 + k * Point(x: -a.y, y: a.x), p3 - k * Point(x: -b.y, y: b.x), p3)
  }

  /// Both sides of `source` at half width `h` by the arc route, or `nil` where it declines.
  private func arcSides(_ source: CubicBezier, h: Double, tolerance: Double)
    -> (right: CubicBezier, left: CubicBezier)?
  {
    let curve = StrokedCubic(source)
    let fitter = OffsetFitter(style: StrokeStyle(lineWidth: 2 * h), tolerance: tolerance)
    let t0 = curve.tangent(at: 0, fromRight: true)
    let t1 = curve.tangent(at: 1, fromRight: false)
    let n0 = Point(x: -t0.y, y: t0.x)
    // Each side starts where the stroker starts it.
    var right: [Path.Element] = [.move(to: source.p0 - h * n0)]
    var left: [Path.Element] = [.move(to: source.p0 + h * n0)]
    var marks: [Point] = []
    guard
      let drawn = fitter.appendArcOffsets(&right, &left, curve, t0, t1, rightMarks: &marks)
    else { return nil }
    XCTAssertTrue(drawn.right && drawn.left)
    XCTAssertEqual(right.count, 2)
    XCTAssertEqual(left.count, 2)
    // A side past the centre runs against the source, and its start is marked.
    let d = source.p3 - source.p0
    let rho = d.dot(d) / (2 * d.dot(Point(x: -t0.y, y: t0.x)))
    XCTAssertEqual(marks.count, 1 + h / rho < 0 ? 1 : 0)
    XCTAssertEqual(drawn.leftMark != nil, 1 - h / rho < 0)
    guard case .curve(let q3, let c1, let c2) = right[1],
      case .curve(let l3, let d1, let d2) = left[1]
    else { return nil }
    return (
      CubicBezier(source.p0 - h * n0, c1, c2, q3), CubicBezier(source.p0 + h * n0, d1, d2, l3)
    )
  }

  /// The largest distance between `fit` and the offset of `source` at signed distance `s`,
  /// both ways: from each of 200 points of one to the polyline through 400 points of the
  /// other (the scaled fit keeps the source's parameter, so the nearest part lies within a
  /// window of 30 steps around the same parameter).
  private func distance(_ fit: CubicBezier, _ source: CubicBezier, s: Double) -> Double {
    func offset(_ t: Double) -> Point {
      let v = source.derivative(at: t)
      return source.point(at: t) + (s / v.magnitude) * Point(x: -v.y, y: v.x)
    }
    func oneWay(_ a: (Double) -> Point, _ b: (Double) -> Point) -> Double {
      let n = 400
      let line = (0...n).map { b(Double($0) / Double(n)) }
      var worst = 0.0
      for i in 0...200 {
        let p = a(Double(i) / 200)
        var best = Double.infinity
        let centre = 2 * i
        for j in max(0, centre - 30)..<min(n, centre + 30) {
          let (q, r) = (line[j], line[j + 1])
          let u = r - q
          let f = min(max((p - q).dot(u) / max(u.dot(u), 1e-300), 0), 1)
          best = min(best, (q + f * u - p).magnitude)
        }
        worst = max(worst, best)
      }
      return worst
    }
    return max(oneWay(fit.point(at:), offset), oneWay(offset, fit.point(at:)))
  }

  func testMDCsCornerIsDrawnAsScaledArcsWithinTolerance() throws {
    let corner = arc(Point(x: 56, y: 4), 4, start: -.pi / 2, sweep: .pi / 2)
    let sides = try XCTUnwrap(arcSides(corner, h: 1, tolerance: 0.05))
    // The offset arcs: radius 5 outside (the right side of a left turn), 3 inside.
    for k in 0...16 {
      let t = Double(k) / 16
      XCTAssertEqual((sides.right.point(at: t) - Point(x: 56, y: 4)).magnitude, 5, accuracy: 2e-3)
      XCTAssertEqual((sides.left.point(at: t) - Point(x: 56, y: 4)).magnitude, 3, accuracy: 2e-3)
    }
    XCTAssertLessThan(distance(sides.right, corner, s: -1), 2e-3)
    XCTAssertLessThan(distance(sides.left, corner, s: 1), 2e-3)
  }

  /// Seeded random arcs, radii, sweeps (both ways, up to 91°), widths and tolerances (around
  /// where the bound starts to allow the arc route): every drawn side is within the
  /// tolerance of the true offset, and many are drawn.
  func testRandomArcsDrawnWithinTolerance() {
    let seed: UInt64 = 20_261_201
    var rng = SplitMix64(seed: seed)
    var drawnCount = 0
    for trial in 0..<300 {
      let scale = pow(10.0, rng.double(in: -3...4))
      let r = scale * rng.double(in: 0.5...2)
      let sweep = (rng.double(in: 0...1) < 0.5 ? -1 : 1) * rng.double(in: 0.01...91) * .pi / 180
      let centre = Point(x: rng.double(in: -10...10) * scale, y: rng.double(in: -10...10) * scale)
      let source = arc(centre, r, start: rng.double(in: -4...4), sweep: sweep)
      // Up to three radii: inner sides past the centre too.
      let h = r * pow(10.0, rng.double(in: -3...0.5))
      // Around the bound: quarter arcs are drawn from about 2.5e-3·h.
      let tolerance = h * pow(10.0, rng.double(in: -5 ... -1))
      guard let sides = arcSides(source, h: h, tolerance: tolerance) else { continue }
      drawnCount += 1
      let d = max(distance(sides.right, source, s: -h), distance(sides.left, source, s: h))
      XCTAssertLessThanOrEqual(
        d, tolerance, "seed \(seed) trial \(trial): r \(r) sweep \(sweep) h \(h) tol \(tolerance)")
    }
    XCTAssertGreaterThan(drawnCount, 100, "seed \(seed)")
    print("ArcOffsetTests: \(drawnCount) of 300 arcs drawn, seed \(seed)")
  }

  /// Inner sides within a quarter of the radius of the centre, and arcs wider than 91°, go
  /// to the direct fit; an inner side past the centre is the arc reversed.
  func testDeclinesNearTheCentreAndPastAQuarterTurn() throws {
    let quarter = arc(.zero, 10, start: 0, sweep: .pi / 2)
    XCTAssertNotNil(arcSides(quarter, h: 7, tolerance: 0.5))
    XCTAssertNil(arcSides(quarter, h: 8, tolerance: 0.5))
    XCTAssertNil(arcSides(quarter, h: 12, tolerance: 0.5))
    let past = try XCTUnwrap(arcSides(quarter, h: 15, tolerance: 0.5))
    // Radius 5 about the centre, from (−5, 0) back to (0, −5).
    XCTAssertEqual(past.left.p0.x, -5, accuracy: 1e-12)
    XCTAssertEqual(past.left.p3.y, -5, accuracy: 1e-12)
    for k in 0...16 {
      XCTAssertEqual(past.left.point(at: Double(k) / 16).magnitude, 5, accuracy: 2e-3)
    }
    XCTAssertNil(arcSides(arc(.zero, 10, start: 0, sweep: 1.6), h: 1, tolerance: 0.5))
    // A bound over the budget: a fine tolerance on a wide stroke.
    XCTAssertNil(arcSides(quarter, h: 5, tolerance: 1e-4))
    // A loop that would be the arc the long way round (350°) with the handles of the short
    // one (10°): its chord leaves backwards.
    let p0 = Point(x: 1, y: 0)
    let p3 = Point(x: cos(350 * Double.pi / 180), y: sin(350 * Double.pi / 180))
    let k = arcHandle(sweep: 10 * .pi / 180)
    let loop = CubicBezier(
      p0, p0 + k * Point(x: 0, y: 1), p3 - k * Point(x: -p3.y, y: p3.x), p3)
    XCTAssertNil(arcSides(loop, h: 0.1, tolerance: 0.5))
  }

  /// Curves that are not arcs fail `mayBeArc` or the arc route: random cubics, the cubics
  /// of continuous corners, and an arc's cubic with one handle 1e-4 longer.
  func testOtherCurvesAreLeftToTheDirectFit() {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<2_000 {
      let c = CubicBezier(
        Point(x: rng.double(in: -10...10), y: rng.double(in: -10...10)),
        Point(x: rng.double(in: -10...10), y: rng.double(in: -10...10)),
        Point(x: rng.double(in: -10...10), y: rng.double(in: -10...10)),
        Point(x: rng.double(in: -10...10), y: rng.double(in: -10...10)))
      XCTAssertFalse(OffsetFitter.mayBeArc(c))
    }
    let continuous = Path(
      roundedRect: Rect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 4, style: .continuous)
    var from = Point.zero
    for element in continuous.elements {
      if case .curve(let p, let c1, let c2) = element {
        let c = CubicBezier(from, c1, c2, p)
        XCTAssertTrue(!OffsetFitter.mayBeArc(c) || arcSides(c, h: 1, tolerance: 0.05) == nil)
      }
      from = element.endPoint ?? from
    }
    var bent = arc(.zero, 10, start: 0, sweep: .pi / 2)
    bent.p1 = bent.p0 + 1.0001 * (bent.p1 - bent.p0)
    bent.p2 = bent.p3 + 1.0001 * (bent.p2 - bent.p3)
    XCTAssertNil(arcSides(bent, h: 1, tolerance: 0.5))
    XCTAssertTrue(OffsetFitter.mayBeArc(arc(.zero, 10, start: 0, sweep: .pi / 2)))
  }
}
