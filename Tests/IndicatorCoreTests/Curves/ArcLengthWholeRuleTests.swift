import Foundation
import SeededRandom
import XCTest

@testable import IndicatorCore

/// `SpeedFunction.wholeRule()` and `wholeLength(rule:)`, the division-free plan of a whole
/// curve that `Path.length` uses: the same rule as `plan(0, 1)`, and the same length.
final class ArcLengthWholeRuleTests: XCTestCase {
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

  /// The rule `plan(0, 1)` gives.
  private func plannedRule(_ speed: SpeedFunction) -> Int { speed.plan(0, 1).rule }

  /// Whether `r` is within `tolerance` of one of `speed`'s roots.
  private func isRoot(_ r: Point, of speed: SpeedFunction, tolerance: Double) -> Bool {
    (0..<speed.rootCount).contains { i in
      (i == 0 ? speed.roots.0 : speed.roots.1).distance(to: r) <= tolerance
    }
  }

  func testWholeRuleIsThePlansRule() {
    var rules = [Int: Int]()
    forEachSeed(0..<2_000) { seed, rng in
      let k = rng.point(in: -300...300)
      let curve =
        seed % 2 == 0
        ? cubic(roots: root(&rng), root(&rng), k: k)
        : CubicBezier(rng.point(), rng.point(), rng.point(), rng.point())
      let speed = SpeedFunction(curve)
      var unrooted = SpeedFunction(PowerCurve(curve), rooted: false)
      let whole = unrooted.wholeRule()
      XCTAssertEqual(whole, plannedRule(speed), "seed \(seed)")
      rules[whole, default: 0] += 1
      if whole == 4 {
        // The roots it set for the cuts are those findRoots() finds, to rounding.
        XCTAssertEqual(unrooted.rootCount, speed.rootCount, "seed \(seed)")
        for i in 0..<unrooted.rootCount {
          let r = i == 0 ? unrooted.roots.0 : unrooted.roots.1
          XCTAssertTrue(
            isRoot(r, of: speed, tolerance: 1e-12 * max(1, r.magnitude)), "seed \(seed)")
        }
      }
      let length = speed.integral(from: 0, to: 1)
      XCTAssertEqual(
        unrooted.wholeLength(rule: whole), length, accuracy: 1e-13 * length, "seed \(seed)")
    }
    // Every rule and the cut occur.
    XCTAssertEqual(Set(rules.keys), [0, 1, 2, 3, 4], "\(rules)")
  }

  func testDegenerateCurvesGoToTheRootsOrAgree() {
    let a = Point(x: -3, y: 7)
    let b = Point(x: 9, y: -2)
    let cases: [(String, PowerCurve)] = [
      ("line as a cubic", PowerCurve(CubicBezier(a, a, b, b))),
      ("double root at 0", PowerCurve(CubicBezier(a, a, a, b))),
      ("cusp at the middle", PowerCurve(CubicBezier(a, b, a, b))),
      ("line as a quadratic", PowerCurve(QuadBezier(a, 0.5 * (a + b), b))),
      ("quadratic", PowerCurve(QuadBezier(a, Point(x: 20, y: 30), b))),
      ("point", PowerCurve(CubicBezier(a, a, a, a))),
    ]
    for (name, curve) in cases {
      let speed = SpeedFunction(curve)
      var unrooted = SpeedFunction(curve, rooted: false)
      let whole = unrooted.wholeRule()
      // −1 always may go to the roots; any other rule is the plan's.
      if whole != -1 { XCTAssertEqual(whole, plannedRule(speed), name) }
      XCTAssertEqual(
        unrooted.wholeLength(rule: whole),
        speed.integral(from: 0, to: 1), accuracy: 1e-13 * max(1, speed.integral(from: 0, to: 1)),
        name)
    }
    // Coefficients beyond 2^±60 go to the roots, which scale them.
    for exponent in [-70, 70] {
      let s = Double(sign: .plus, exponent: exponent, significand: 1)
      let curve = PowerCurve(CubicBezier(s * a, s * b, s * Point(x: 4, y: 1), s * b))
      var unrooted = SpeedFunction(curve, rooted: false)
      XCTAssertEqual(unrooted.wholeRule(), -1, "2^\(exponent)")
    }
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
