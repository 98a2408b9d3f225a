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

  func testCubicExtremaAreWhereTheDerivativeVanishes() {
    forEachSeed(0..<50) { seed, rng in
      let c = CubicBezier(rng.point(), rng.point(), rng.point(), rng.point())
      for axis in 0..<2 {
        var roots = RootBuffer()
        c.extrema(axis: axis, into: &roots)
        for i in 0..<roots.count {
          let d = c.derivative(at: roots[i])
          XCTAssertEqual(axis == 0 ? d.x : d.y, 0, accuracy: 1e-9, "seed \(seed)")
          XCTAssertTrue(roots[i] > 0 && roots[i] < 1, "seed \(seed)")
        }
      }
    }
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
        // A rejected chord reports how far it strays, for the step control.
        let half = ratio(sampled * 0.5)
        XCTAssertGreaterThanOrEqual(half, 3.9, "seed \(seed)")
        XCTAssertLessThanOrEqual(half, 4 * 1.5 * 1.5, "seed \(seed)")
      }
      if overshoot == 0 { beside += 1 }
    }
    // Most chords take the closed-form path (the curve stays beside the segment).
    print("chord test: \(beside) of 100 chords beside their segment")
    XCTAssertGreaterThan(beside, 50)
  }
}
