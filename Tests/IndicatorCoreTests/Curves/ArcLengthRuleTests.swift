import Foundation
import XCTest

@testable import IndicatorCore

/// The a priori rule selection of `SpeedFunction` (ArcLength.swift): each rule and the cut,
/// checked against closed forms, plus degenerate, huge and tiny curves.
final class ArcLengthRuleTests: XCTestCase {
  /// The quadratic from (0, 0) whose derivative is `k·(t − r)` read as complex numbers
  /// (`k`, `r` as points): its speed has the one root `r`.
  private func quad(root r: Point, k: Point = Point(x: 40, y: 25)) -> QuadBezier {
    // B′ = b·t + c with b = k, c = −k·r (complex product).
    let c = Point(x: -(k.x * r.x - k.y * r.y), y: -(k.x * r.y + k.y * r.x))
    let p1 = 0.5 * c
    return QuadBezier(.zero, p1, p1 + 0.5 * (k + c))
  }

  /// Its length in closed form: `|k|·∫₀¹ √((t − x)² + y²) dt` with
  /// `∫ √(u² + y²) du = (u·√(u² + y²) + y²·asinh(u/y)) / 2` (`u·|u|/2` for `y = 0`).
  private func length(root r: Point, k: Point = Point(x: 40, y: 25)) -> Double {
    func antiderivative(_ u: Double) -> Double {
      r.y == 0
        ? 0.5 * u * abs(u)
        : 0.5 * (u * (u * u + r.y * r.y).squareRoot() + r.y * r.y * asinh(u / abs(r.y)))
    }
    return k.magnitude * (antiderivative(1 - r.x) - antiderivative(-r.x))
  }

  func testEachRuleIsChosenByTheRootsEllipseAndMeetsTheClosedForm() {
    // Roots above the middle of 0...1 at heights giving ρ = 10.05, 3.49, 2.25, 1.77, 1.34
    // (u = 2r − 1): the 8-, 16-, 24-, 32-point rules, then a cut at the midpoint.
    let cases: [(height: Double, rule: Int)] = [(5, 0), (0.8, 1), (0.45, 2), (0.3, 3), (0.15, 4)]
    for (height, rule) in cases {
      for x in [0.5, 0.45] {
        let q = quad(root: Point(x: x, y: height))
        let speed = SpeedFunction(q)
        XCTAssertEqual(speed.roots().count, 1)
        XCTAssertEqual(speed.rule(0, 1), rule, "height \(height), x \(x)")
        let expected = length(root: Point(x: x, y: height))
        XCTAssertEqual(
          speed.integral(from: 0, to: 1), expected, accuracy: expected * 1e-13,
          "height \(height), x \(x)")
        XCTAssertEqual(quadArcLengthClosedForm(q), expected, accuracy: expected * 1e-12)
      }
    }
    // A cut without a kink inside goes 5/6 of the way towards the root's side.
    let beside = SpeedFunction(quad(root: Point(x: 1.02, y: 0.01)))
    XCTAssertEqual(beside.rule(0, 1), 4)
    XCTAssertEqual(beside.plan(0, 1, beside.roots()).cut, 5.0 / 6, accuracy: 1e-15)
  }

  func testNearCuspIsCutAtItsKinkAndGraded() {
    for height in [1e-3, 1e-6, 1e-9, 1e-12, 0] {
      let q = quad(root: Point(x: 0.3, y: height))
      let speed = SpeedFunction(q)
      let plan = speed.plan(0, 1, speed.roots())
      XCTAssertEqual(speed.rule(0, 1), 4, "height \(height)")
      XCTAssertEqual(plan.rule, 4, "height \(height)")
      XCTAssertEqual(plan.cut, 0.3, accuracy: 1e-15, "height \(height)")
      let expected = length(root: Point(x: 0.3, y: height))
      XCTAssertEqual(
        speed.integral(from: 0, to: 1), expected, accuracy: expected * 1e-13, "height \(height)")
      // Each side of the kink, graded: the sum of the two sides.
      XCTAssertEqual(
        speed.integral(from: 0, to: 0.3) + speed.integral(from: 0.3, to: 1),
        speed.integral(from: 0, to: 1), accuracy: expected * 1e-14, "height \(height)")
    }
  }

  func testLoopMatchesTheHighOrderReference() {
    // A loop: the hodograph winds round the origin; both roots are complex near 0...1.
    let loop = CubicBezier(
      Point(x: 0, y: 0), Point(x: 150, y: 100), Point(x: -50, y: 100), Point(x: 100, y: 0))
    let speed = SpeedFunction(loop)
    XCTAssertEqual(speed.roots().count, 2)
    let expected = referenceArcLength(speed)
    XCTAssertEqual(loop.arcLength(), expected, accuracy: expected * 1e-13)
  }

  func testCoincidentControlPointsMeasureTheChord() {
    // p0 = p1 and p2 = p3: the straight speed 6t(1 − t)·|p3 − p0|, real roots at both ends.
    let a = Point(x: -3, y: 7)
    let b = Point(x: 9, y: -2)
    XCTAssertEqual(CubicBezier(a, a, b, b).arcLength(), 15, accuracy: 15 * 1e-14)
    // p0 = p1 = p2: B(t) = p0 + t³·(p3 − p0), a double root at 0.
    let speed = SpeedFunction(CubicBezier(a, a, a, b))
    XCTAssertEqual(speed.roots().count, 2)
    XCTAssertEqual(speed.integral(from: 0, to: 1), 15, accuracy: 15 * 1e-14)
    XCTAssertEqual(speed.integral(from: 0, to: 0.5), 15.0 / 8, accuracy: 15 * 1e-14)
    // A constant derivative (a line as a quadratic): no roots, one rule.
    let line = QuadBezier(a, 0.5 * (a + b), b)
    XCTAssertEqual(SpeedFunction(line).roots().count, 0)
    XCTAssertEqual(line.arcLength(), 15, accuracy: 15 * 1e-14)
  }

  func testHugeAndTinyCoordinatesScaleTheLengthAndGiveNoNaN() {
    forEachSeed(0..<30) { seed, rng in
      let c = CubicBezier(rng.point(), rng.point(), rng.point(), rng.point())
      let length = c.arcLength()
      // Powers of two scale every operation exactly (roots included).
      for exponent in [-500, -200, 200, 500] {
        let s = Double(sign: .plus, exponent: exponent, significand: 1)
        let scaled = CubicBezier(s * c.p0, s * c.p1, s * c.p2, s * c.p3)
        XCTAssertEqual(scaled.arcLength(), s * length, "seed \(seed), 2^\(exponent)")
      }
      // Beyond: the path rescales (huge) or stays finite and non-negative (tiny).
      for factor in [1e300, 1e-300, 0x1p-1063] {  // The last one subnormal.
        var path = Path()
        path.move(to: factor * c.p0)
        path.addCurve(to: factor * c.p3, control1: factor * c.p1, control2: factor * c.p2)
        let measured = path.length
        XCTAssertFalse(measured.isNaN, "seed \(seed), \(factor)")
        XCTAssertGreaterThanOrEqual(measured, 0, "seed \(seed), \(factor)")
        if factor > 1 {
          XCTAssertEqual(
            measured, factor * length, accuracy: factor * length * 1e-12, "seed \(seed)")
        }
      }
    }
  }
}
