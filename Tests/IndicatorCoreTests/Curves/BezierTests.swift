import XCTest

@testable import IndicatorCore

final class BezierTests: XCTestCase {
  // MARK: Quadratic solver

  func testSolveQuadraticGoldenRoots() {
    var roots = RootBuffer()
    solveQuadratic(1, -3, 2, into: &roots, in01Exclusive: false)
    XCTAssertEqual(roots.count, 2)
    XCTAssertEqual(roots[0], 1)
    XCTAssertEqual(roots[1], 2)
    // Cancellation-prone: roots 1e-8 and 1e8.
    roots = RootBuffer()
    solveQuadratic(1, -(1e8 + 1e-8), 1, into: &roots, in01Exclusive: false)
    XCTAssertEqual(roots[0], 1e-8, accuracy: 1e-22)
    XCTAssertEqual(roots[1], 1e8, accuracy: 1e-6)
    // Linear fallback and no real roots.
    roots = RootBuffer()
    solveQuadratic(0, 2, -1, into: &roots, in01Exclusive: true)
    XCTAssertEqual(roots.count, 1)
    XCTAssertEqual(roots[0], 0.5)
    roots = RootBuffer()
    solveQuadratic(1, 0, 1, into: &roots, in01Exclusive: false)
    XCTAssertEqual(roots.count, 0)
    solveQuadratic(0, 0, 0, into: &roots, in01Exclusive: false)
    XCTAssertEqual(roots.count, 0)
    solveQuadratic(.nan, 1, 1, into: &roots, in01Exclusive: false)
    XCTAssertEqual(roots.count, 0)
  }

  // MARK: Evaluation and subdivision

  func testSplitAndSubsegmentTraceTheSameCurve() {
    forEachSeed(0..<50) { seed, rng in
      let c = CubicBezier(rng.point(), rng.point(), rng.point(), rng.point())
      let t = rng.double(in: 0.05...0.95)
      let (left, right) = c.split(at: t)
      XCTAssertEqual(left.p3, right.p0, "seed \(seed)")
      for u in [0.0, 0.3, 0.7, 1.0] {
        XCTAssertTrue(
          left.point(at: u).isApproximatelyEqual(to: c.point(at: u * t), tolerance: 1e-11),
          "seed \(seed)")
        XCTAssertTrue(
          right.point(at: u).isApproximatelyEqual(
            to: c.point(at: t + u * (1 - t)), tolerance: 1e-11), "seed \(seed)")
      }
      let a = rng.double(in: 0...0.5)
      let b = rng.double(in: 0.5...1)
      let piece = Segment.cubic(c).subsegment(a, b)
      for u in [0.0, 0.25, 0.5, 1.0] {
        XCTAssertTrue(
          piece.point(at: u).isApproximatelyEqual(
            to: c.point(at: a + u * (b - a)), tolerance: 1e-10), "seed \(seed)")
      }
      let q = QuadBezier(rng.point(), rng.point(), rng.point())
      XCTAssertTrue(
        q.elevated.point(at: t).isApproximatelyEqual(to: q.point(at: t), tolerance: 1e-11),
        "seed \(seed)")
    }
  }

  func testPowerFormMatchesBernsteinForm() {
    forEachSeed(0..<50) { seed, rng in
      let c = CubicBezier(rng.point(), rng.point(), rng.point(), rng.point())
      let q = QuadBezier(rng.point(), rng.point(), rng.point())
      let t = rng.double(in: 0...1)
      XCTAssertTrue(
        PowerCurve(c).point(at: t).isApproximatelyEqual(to: c.point(at: t), tolerance: 1e-10),
        "seed \(seed)")
      XCTAssertTrue(
        PowerCurve(c).derivative(at: t).isApproximatelyEqual(
          to: c.derivative(at: t), tolerance: 1e-9), "seed \(seed)")
      XCTAssertTrue(
        PowerCurve(q).point(at: t).isApproximatelyEqual(to: q.point(at: t), tolerance: 1e-10),
        "seed \(seed)")
      XCTAssertEqual(
        SpeedFunction(c)(t), c.derivative(at: t).magnitude, accuracy: 1e-9, "seed \(seed)")
      XCTAssertEqual(
        SpeedFunction(q)(t), q.derivative(at: t).magnitude, accuracy: 1e-9, "seed \(seed)")
    }
  }

  // MARK: Extrema

  /// The parameters `CubicBezier.extrema(axis:into:)` finds on one axis.
  private func extrema(_ c: CubicBezier, axis: Int) -> [Double] {
    var roots = RootBuffer()
    c.extrema(axis: axis, into: &roots)
    return (0..<roots.count).map { roots[$0] }
  }

  /// A cubic whose x control values are `x` and whose y values are 0, 1, 2, 3 (evenly
  /// spaced: no y extremum).
  private func cubic(x: [Double]) -> CubicBezier {
    CubicBezier(
      Point(x: x[0], y: 0), Point(x: x[1], y: 1), Point(x: x[2], y: 2), Point(x: x[3], y: 3))
  }

  func testCubicExtremaOfAnArchAreItsApexOnly() {
    // x runs 0, 0, 1, 1: x′ = 6t(1 − t) vanishes only at the ends, which are excluded.
    // y runs 0, 1, 1, 0: y′ = 3(1 − 2t) vanishes at the apex, t = 1/2.
    let arch = CubicBezier(
      Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 0))
    XCTAssertEqual(extrema(arch, axis: 0), [])
    XCTAssertEqual(extrema(arch, axis: 1), [0.5])
    // The same curve turned a quarter (x and y swapped): the axes swap.
    let turned = CubicBezier(
      Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1))
    XCTAssertEqual(extrema(turned, axis: 0), [0.5])
    XCTAssertEqual(extrema(turned, axis: 1), [])
  }

  func testCubicExtremaWithTwoRootsInIncreasingOrder() {
    // x′ = 3(16t² − 16t + 3) = 48(t − 1/4)(t − 3/4): control values 0, 3, −2, 1.
    XCTAssertEqual(extrema(cubic(x: [0, 3, -2, 1]), axis: 0), [0.25, 0.75])
    // Reversed, the roots are 1 − t, still in increasing order.
    XCTAssertEqual(extrema(cubic(x: [1, -2, 3, 0]), axis: 0), [0.25, 0.75])
    // x′ = 18(t² − t + 1/6): roots (3 ∓ √3)/6, to rounding.
    let roots = extrema(cubic(x: [0, 1, -1, 0]), axis: 0)
    XCTAssertEqual(roots.count, 2)
    XCTAssertEqual(roots.first ?? .nan, (3 - 3.0.squareRoot()) / 6, accuracy: 1e-15)
    XCTAssertEqual(roots.last ?? .nan, (3 + 3.0.squareRoot()) / 6, accuracy: 1e-15)
  }

  func testCubicExtremaKeepOnlyRootsInsideTheOpenInterval() {
    // x′ = 3(4t² − 9t + 2) = 12(t − 1/4)(t − 2): only 1/4 is in (0, 1).
    XCTAssertEqual(extrema(cubic(x: [0, 2, -0.5, -3.5]), axis: 0), [0.25])
    // Evenly spaced control values: constant x′, no root.
    XCTAssertEqual(extrema(cubic(x: [0, 1, 2, 3]), axis: 0), [])
    // A constant coordinate: x′ ≡ 0 has no isolated root.
    XCTAssertEqual(extrema(cubic(x: [5, 5, 5, 5]), axis: 0), [])
    // x′ = 12(t − 1/2)²: a double root, reported once.
    XCTAssertEqual(extrema(cubic(x: [0, 1, 0, 1]), axis: 0), [0.5])
    // y runs 0, 1, 2, 3 in every cubic above.
    XCTAssertEqual(extrema(cubic(x: [0, 3, -2, 1]), axis: 1), [])
  }

  func testCubicExtremaAreWhereTheDerivativeChangesSign() {
    var found = 0
    forEachSeed(0..<50) { seed, rng in
      let c = CubicBezier(rng.point(), rng.point(), rng.point(), rng.point())
      for axis in 0..<2 {
        let roots = extrema(c, axis: axis)
        let component = { (t: Double) -> Double in
          let d = c.derivative(at: t)
          return axis == 0 ? d.x : d.y
        }
        // Every sign change of the derivative on a fine grid brackets a root.
        var signChanges = 0
        for i in 0..<1000 where component(Double(i) / 1000) * component(Double(i + 1) / 1000) < 0 {
          signChanges += 1
        }
        XCTAssertGreaterThanOrEqual(
          roots.count, signChanges, "seed \(seed) axis \(axis): \(c) gives \(roots)")
        XCTAssertLessThanOrEqual(roots.count, 2, "seed \(seed) axis \(axis)")
        XCTAssertEqual(roots, roots.sorted(), "seed \(seed) axis \(axis)")
        let scale = [c.p0, c.p1, c.p2, c.p3].map { max(abs($0.x), abs($0.y)) }.max() ?? 1
        for t in roots {
          XCTAssertTrue(t > 0 && t < 1, "seed \(seed) axis \(axis): \(t)")
          XCTAssertEqual(
            component(t), 0, accuracy: scale * 1e-12, "seed \(seed) axis \(axis): t = \(t)")
        }
        found += roots.count
      }
    }
    // Random cubics in a box have interior extrema more often than not.
    XCTAssertGreaterThan(found, 50)
  }

  // MARK: Chord test used by the flattener

  func testChordFitMatchesDenseSampling() {
    var beside = 0
    forEachSeed(0..<100) { seed, rng in
      let c = CubicBezier(rng.point(), rng.point(), rng.point(), rng.point())
      let curve = PowerCurve(c)
      let t0 = rng.double(in: 0...0.8)
      let t1 = t0 + rng.double(in: 0.01...0.2)
      let a = c.point(at: t0)
      let b = c.point(at: t1)
      var sampled = 0.0  // Distance to the segment.
      var across = 0.0  // Distance to the chord's line.
      var overshoot = 0.0  // Projection past either end.
      let direction = b - a
      let length = direction.magnitude
      for i in 0...400 {
        let p = c.point(at: t0 + (t1 - t0) * Double(i) / 400)
        sampled = max(sampled, distanceToLineSegment(p, a, b))
        across = max(across, abs(direction.cross(p - a)) / length)
        let along = direction.dot(p - a) / length
        overshoot = max(overshoot, -along, along - length)
      }
      // Exact when the curve stays beside the chord, conservative when it runs past an end.
      let bound = (across * across + overshoot * overshoot).squareRoot()
      func ratio(_ tolerance: Double) -> Double {
        curve.chordErrorRatio(t0, t1, a, b, toleranceSquared: tolerance * tolerance)
      }
      let fitting = bound * 1.001 + 1e-9
      XCTAssertLessThanOrEqual(ratio(fitting), 1, "seed \(seed)")
      if sampled > 1e-6 {
        XCTAssertGreaterThan(ratio(sampled * 0.99), 1, "seed \(seed)")
        // A rejected chord reports how far it strays, for the step control: at least its
        // offset across the chord's line (where it also runs past an end, that may be all
        // it reports: seeds 271, 566, … of 2,000).
        let half = ratio(sampled * 0.5)
        XCTAssertGreaterThanOrEqual(
          half, 3.9 * (across * across) / (sampled * sampled), "seed \(seed)")
        if overshoot == 0 { XCTAssertGreaterThanOrEqual(half, 3.9, "seed \(seed)") }
        XCTAssertLessThanOrEqual(half, 4 * 1.5 * 1.5, "seed \(seed)")
      }
      if overshoot == 0 { beside += 1 }
    }
    // Most chords take the closed-form path (the curve stays beside the segment).
    XCTAssertGreaterThan(beside, 50, "\(beside) of 100 chords beside their segment")
  }
}
