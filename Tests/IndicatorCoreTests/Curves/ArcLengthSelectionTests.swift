import Foundation
import SeededRandom
import XCTest

@testable import IndicatorCore

extension SpeedFunction {
  /// The rule `integral(from:to:)` takes for `t0...t1` (ArcLength.swift).
  func rule(_ t0: Double, _ t1: Double) -> Int { rule(Expansion(self, t0, t1), t0, t1) }
}

/// The rule selection of `SpeedFunction` on any interval, against the documented test
/// written out here on roots placed explicitly: the number of the Bernstein ellipses
/// `E_ρ`, `ρₙ = (0.1/1e-13)^(1/2n)` for n = 8, 16, 24, 32, holding the nearer root in
/// `u = (t − m)/h`, a root off the interval within 2⁻²³ of the axis counting as real; and the
/// cut, by the root of larger modulus asking for one.
final class ArcLengthSelectionTests: XCTestCase {
  /// The cubic from the origin whose derivative is `k·(t − r₁)·(t − r₂)` read as complex
  /// numbers (points), so that its speed has the roots `r₁`, `r₂`.
  private func cubic(roots r1: Point, _ r2: Point, k: Point) -> CubicBezier {
    func times(_ u: Point, _ v: Point) -> Point {
      Point(x: u.x * v.x - u.y * v.y, y: u.x * v.y + u.y * v.x)
    }
    // Power form B = a·t³ + b·t² + c·t with 3a = k, 2b = −k·(r₁ + r₂), c = k·r₁·r₂.
    let a = (1.0 / 3) * k
    let b = -0.5 * times(k, r1 + r2)
    let c = times(k, times(r1, r2))
    let p1 = (1.0 / 3) * c
    return CubicBezier(.zero, p1, p1 + (1.0 / 3) * (c + b), a + b + c)
  }

  /// A root of random height: 0 (real), tiny, or up to a few lengths of `0...1` off it.
  private func root(_ rng: inout SplitMix64) -> Point {
    let x = rng.double(in: -1...2)
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: return Point(x: x, y: 0)
    case 1: return Point(x: x, y: pow(10, rng.double(in: -14 ... -6)))
    default: return Point(x: x, y: pow(10, rng.double(in: -3...0.5)))
    }
  }

  /// The documented rule one root asks of `t0...t1`, or nil within 1e-9 of a boundary
  /// (an ellipse, the interval's end, the real-axis threshold), where rounding decides.
  private func expectedRule(_ r: Point, _ t0: Double, _ t1: Double) -> Int? {
    let m = 0.5 * (t0 + t1)
    let h = 0.5 * (t1 - t0)
    let (x, y) = ((r.x - m) / h, r.y / h)
    if abs(abs(x) - 1) < 1e-9 || abs(abs(y) / 0x1p-23 - 1) < 1e-9 { return nil }
    if abs(x) >= 1 && abs(y) <= 0x1p-23 { return 0 }
    var rule = 0
    for n in [8.0, 16, 24, 32] {
      let rho = pow(0.1 / 1e-13, 1 / (2 * n))
      let alpha = 0.5 * (rho + 1 / rho)
      let level = x * x / (alpha * alpha) + y * y / (alpha * alpha - 1)
      if abs(level - 1) < 1e-9 { return nil }
      if level < 1 { rule += 1 }
    }
    return rule
  }

  /// The documented cut of `t0...t1` by root `r`: at its real part for a kink inside
  /// (within a quarter of the interval's length of the axis), else 5/6 of the way towards it.
  private func expectedCut(_ r: Point, _ t0: Double, _ t1: Double) -> Double {
    let m = 0.5 * (t0 + t1)
    if t0 < r.x && r.x < t1 && abs(r.y) < 0.25 * (t1 - t0) { return r.x }
    return r.x > m ? t0 + (5.0 / 6) * (t1 - t0) : t1 - (5.0 / 6) * (t1 - t0)
  }

  func testRuleAndCutAreTheEllipseTestsOnTheRoots() {
    var rules = [Int: Int]()
    var checked = 0
    forEachSeed(0..<2_000) { seed, rng in
      let r1 = root(&rng)
      let r2 = root(&rng)
      let speed = SpeedFunction(cubic(roots: r1, r2, k: rng.point(in: -300...300)))
      // The whole curve, then an interval inside it.
      let u = rng.double(in: 0...1)
      let v = rng.double(in: 0...1)
      for (t0, t1) in [(0.0, 1.0), (min(u, v), max(u, v))] where t0 < t1 {
        guard let e1 = expectedRule(r1, t0, t1), let e2 = expectedRule(r2, t0, t1) else { continue }
        let expected = max(e1, e2)
        checked += 1
        XCTAssertEqual(speed.rule(t0, t1), expected, "seed \(seed), \(t0)...\(t1)")
        rules[expected, default: 0] += 1
        guard expected == 4 else { continue }
        let plan = speed.plan(t0, t1, speed.roots())
        XCTAssertEqual(plan.rule, 4, "seed \(seed)")
        // The root of larger modulus first, as the roots are found.
        let first = r1.magnitude >= r2.magnitude ? (r1, e1) : (r2, e2)
        let second = r1.magnitude >= r2.magnitude ? (r2, e2) : (r1, e1)
        let cutter = first.1 == 4 ? first.0 : second.0
        if abs(r1.magnitude - r2.magnitude) > 1e-9 {
          XCTAssertEqual(
            plan.cut, expectedCut(cutter, t0, t1), accuracy: 1e-12, "seed \(seed), \(t0)...\(t1)")
        }
      }
    }
    // Every rule and the cut occur, and few cases sit on a boundary.
    XCTAssertEqual(Set(rules.keys), [0, 1, 2, 3, 4], "\(rules)")
    XCTAssertGreaterThan(checked, 3_900)
  }

  func testScalingByPowersOfTwoKeepsTheRule() {
    // Coefficients beyond 2^±60 are scaled before the roots' ratios are formed.
    forEachSeed(0..<200) { seed, rng in
      let c = CubicBezier(rng.point(), rng.point(), rng.point(), rng.point())
      let u = rng.double(in: 0...1)
      let v = rng.double(in: 0...1)
      let (t0, t1) = (min(u, v), max(u, v))
      let speed = SpeedFunction(c)
      for exponent in [-300, -70, 70, 300] {
        let s = Double(sign: .plus, exponent: exponent, significand: 1)
        let scaled = SpeedFunction(CubicBezier(s * c.p0, s * c.p1, s * c.p2, s * c.p3))
        XCTAssertEqual(scaled.rule(0, 1), speed.rule(0, 1), "seed \(seed), 2^\(exponent)")
        XCTAssertEqual(scaled.rule(t0, t1), speed.rule(t0, t1), "seed \(seed), 2^\(exponent)")
      }
    }
  }

  func testDegenerateCurves() {
    let a = Point(x: -3, y: 7)
    let b = Point(x: 9, y: -2)
    // p0 = p1 = p2: B′ = 3t²·(p3 − p0), a double root at 0 (found in t): real to 0...1, an
    // interval holding it is cut there.
    let double = SpeedFunction(CubicBezier(a, a, a, b))
    XCTAssertNil(SpeedFunction.Expansion(double, 0, 1).roots())
    XCTAssertEqual(double.rule(0, 1), 0)
    XCTAssertEqual(double.rule(-1, 1), 4)
    XCTAssertEqual(double.plan(-1, 1, double.roots()).cut, 0)
    // A constant B′ (a line as a quadratic), a point: no roots, the 8-point rule.
    XCTAssertEqual(SpeedFunction(QuadBezier(a, 0.5 * (a + b), b)).rule(0, 1), 0)
    XCTAssertEqual(SpeedFunction(CubicBezier(a, a, a, a)).rule(0, 1), 0)
    XCTAssertEqual(CubicBezier(a, a, a, a).arcLength(), 0)
    // A quadratic: one root, the other at infinity.
    let q = SpeedFunction(QuadBezier(.zero, Point(x: 10, y: 0), Point(x: 10, y: 1)))
    XCTAssertEqual(q.roots().count, 1)
    XCTAssertEqual(q.rule(0, 1), expectedRule(q.roots().first, 0, 1))
    // A non-finite curve: a non-finite length.
    let nan = Point(x: .nan, y: 0)
    XCTAssertTrue(CubicBezier(a, nan, b, a).arcLength().isNaN)
  }

  func testLengthIsTheSumOfTheWholeCurvesIntegrals() {
    forEachSeed(0..<100) { seed, rng in
      let path = rng.path(subpaths: 3, segments: 6)
      var expected = 0.0
      path.forEachSegment(closingOpenSubpaths: false) { expected += $0.arcLength() }
      XCTAssertEqual(path.length, expected, accuracy: expected * 1e-15, "seed \(seed)")
    }
  }
}
