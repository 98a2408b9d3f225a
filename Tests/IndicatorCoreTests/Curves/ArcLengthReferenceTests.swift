import Foundation
import SeededRandom
import XCTest

@testable import IndicatorCore

/// Arc length, its inverse and trimming against an independent reference: chord sums of
/// the curve's points (Bernstein form), which converge to the length from below, with one
/// Richardson step (ArcLength.swift).
final class ArcLengthReferenceTests: XCTestCase {
  /// The chord sum of `curve` over `t0...t1` with `n` equal parameter steps.
  private func chordSum(_ curve: CubicBezier, _ t0: Double, _ t1: Double, _ n: Int) -> Double {
    var sum = 0.0
    var previous = curve.point(at: t0)
    let h = (t1 - t0) / Double(n)
    for i in 1...n {
      let next = curve.point(at: i == n ? t1 : t0 + Double(i) * h)
      sum += previous.distance(to: next)
      previous = next
    }
    return sum
  }

  /// The reference length over `t0...t1` and a bound on its error.
  ///
  /// The length is the chord sums with `n` and `2n` steps extrapolated (their error is
  /// `C·h²` plus higher orders), the bound twice the change from the extrapolation with
  /// `n / 2` and `n` steps. With `split` in
  /// the range (where the curve has its cusp, known from its construction), each side is
  /// summed on its own, since chords across a cusp converge at a rate that depends on
  /// where the cusp falls between the steps.
  private func reference(
    _ curve: CubicBezier, _ t0: Double = 0, _ t1: Double = 1, split: Double? = nil,
    n: Int = 1 << 14
  ) -> (length: Double, bound: Double) {
    if let split, split > t0, split < t1 {
      let left = reference(curve, t0, split, n: n)
      let right = reference(curve, split, t1, n: n)
      return (left.length + right.length, left.bound + right.bound)
    }
    let coarse = chordSum(curve, t0, t1, n / 2)
    let middle = chordSum(curve, t0, t1, n)
    let fine = chordSum(curve, t0, t1, 2 * n)
    let r1 = middle + (middle - coarse) / 3
    let r2 = fine + (fine - middle) / 3
    return (r2, 2 * abs(r2 - r1) + 1e-13 * fine)
  }

  /// A cubic with a cusp at `tc`: `B′(t) = (t − tc)·(α t + β)`.
  private func cusp(_ rng: inout SplitMix64) -> (CubicBezier, Double) {
    let tc = rng.double(in: 0.1...0.9)
    let alpha = rng.point(in: -300...300)
    let beta = rng.point(in: -300...300)
    func derivative(_ t: Double) -> Point { (t - tc) * (t * alpha + beta) }
    let d0 = derivative(0)
    let d2 = derivative(1)
    let d1 = 2 * derivative(0.5) - 0.5 * (d0 + d2)
    let p0 = rng.point()
    let p1 = p0 + d0 * (1.0 / 3)
    let p2 = p1 + d1 * (1.0 / 3)
    return (CubicBezier(p0, p1, p2, p2 + d2 * (1.0 / 3)), tc)
  }

  /// Random loops (no split), cusps and near-cusps (a cusp's control point moved by
  /// 1e-6 … 1, the curve being about 100 across), with where the reference splits.
  private func curves(_ rng: inout SplitMix64, seed: UInt64) -> (CubicBezier, Double?) {
    switch seed % 4 {
    case 0: return (CubicBezier(rng.point(), rng.point(), rng.point(), rng.point()), nil)
    case 1: return cusp(&rng)
    default:
      var (c, tc) = cusp(&rng)
      let size = pow(10, -rng.double(in: 2...8)) * 100
      c.p2 = c.p2 + Point(x: rng.double(in: -size...size), y: rng.double(in: -size...size))
      // The speed's minimum moves from tc with the control point; split at the true one,
      // found by a golden-section search of the speed near tc.
      var lo = max(tc - 0.05, 0)
      var hi = min(tc + 0.05, 1)
      for _ in 0..<200 {
        let a = lo + 0.381_966_011_250_105 * (hi - lo)
        let b = hi - 0.381_966_011_250_105 * (hi - lo)
        if c.derivative(at: a).magnitude < c.derivative(at: b).magnitude { hi = b } else { lo = a }
      }
      return (c, 0.5 * (lo + hi))
    }
  }

  func testLengthsMatchTheChordReference() {
    var worst = 0.0
    forEachSeed(0..<60) { seed, rng in
      let (curve, split) = curves(&rng, seed: seed)
      let (expected, bound) = reference(curve, split: split)
      let error = abs(curve.arcLength() - expected)
      XCTAssertLessThanOrEqual(error, 1e-9 * expected + bound, "seed \(seed): \(curve)")
      worst = max(worst, (error - bound) / expected)
    }
    XCTAssertLessThan(worst, 1e-9)
  }

  func testPartialLengthsAndInversionMatchTheChordReference() {
    forEachSeed(0..<40) { seed, rng in
      let (curve, split) = curves(&rng, seed: seed)
      let t0 = rng.double(in: 0...0.5)
      let t1 = rng.double(in: 0.5...1)
      let (expected, bound) = reference(curve, t0, t1, split: split)
      XCTAssertEqual(
        curve.arcLength(from: t0, to: t1), expected, accuracy: 1e-9 * expected + bound,
        "seed \(seed)")
      // The parameter at a fraction of the length, checked by the reference up to it.
      let total = curve.arcLength()
      let fraction = rng.double(in: 0.01...0.99)
      let t = curve.parameter(atLength: fraction * total)
      let (upTo, boundUpTo) = reference(curve, 0, t, split: split)
      XCTAssertEqual(upTo, fraction * total, accuracy: 1e-9 * total + boundUpTo, "seed \(seed)")
    }
  }

  // MARK: Goldens (references by mpmath's tanh-sinh quadrature at 40 digits, split at the
  // roots of B′·B″, and a 10⁷-chord sum)

  func testNearCuspCubicLength() throws {
    let path = try Path(
      svgPathData: "M121.0625 152.0625C181.875 246.5625 269.3125 354.125 34.125 45.1875")
    // Before the cuts at the speed's minima: 375.3726727.
    XCTAssertEqual(path.length, 375.372_943_427_804_09, accuracy: 375.4 * 1e-12)
  }

  func testTrimNextToACuspStartsAtTheTruePoint() throws {
    // A quadratic that runs to (50, 50) and back: the last 0.4 % of its length starts at
    // (0.4, 0.4). Before: (0.3983999967, 0.3983999967).
    let trimmed = try Path(svgPathData: "M0 0 Q100 100 0 0").trimmedPath(from: 0.996, to: 1)
    guard case .move(let start) = trimmed.elements.first else { return XCTFail("\(trimmed)") }
    XCTAssertEqual(start.x, 0.4, accuracy: 1e-9)
    XCTAssertEqual(start.y, 0.4, accuracy: 1e-9)
  }

  func testExactCuspLengthIsTheSumOfItsBranches() {
    // (0,0) (1,1) (0,1) (1,0) × 100 has a cusp at t = ½; each branch is symmetric.
    let c = CubicBezier(
      Point(x: 0, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 100, y: 0))
    let (expected, bound) = reference(c, split: 0.5)
    XCTAssertEqual(c.arcLength(), expected, accuracy: 1e-9 * expected + bound)
    XCTAssertEqual(c.arcLength(from: 0, to: 0.5), c.arcLength(from: 0.5, to: 1), accuracy: 1e-9)
  }

  func testAStraightCubicThatTurnsBackIsItsTravel() {
    // x(t) of 0, 10, −5, 5 turns back twice, where x′ = 0 (the speed is |x′|, with kinks
    // of width 0 there): the length is the travel between the roots of x′, in closed form.
    let xs = [0.0, 10, -5, 5]
    func x(_ t: Double) -> Double {
      let u = 1 - t
      return u * u * u * xs[0] + 3 * u * u * t * xs[1] + 3 * u * t * t * xs[2] + t * t * t * xs[3]
    }
    // x′/3 = A t² + B t + C in power form.
    let a = xs[3] - xs[0] + 3 * (xs[1] - xs[2])
    let b = 2 * (xs[0] - 2 * xs[1] + xs[2])
    let c = xs[1] - xs[0]
    let root = (b * b - 4 * a * c).squareRoot()
    let r1 = (-b - root) / (2 * a)
    let r2 = (-b + root) / (2 * a)
    let (t1, t2) = (min(r1, r2), max(r1, r2))
    let travel = abs(x(t1) - x(0)) + abs(x(t2) - x(t1)) + abs(x(1) - x(t2))
    for angle in [0.0, 0.3, 1.1] {
      let direction = Point(x: cos(angle), y: sin(angle))
      let curve = CubicBezier(
        xs[0] * direction, xs[1] * direction, xs[2] * direction, xs[3] * direction)
      XCTAssertEqual(curve.arcLength(), travel, accuracy: travel * 1e-12, "angle \(angle)")
      XCTAssertEqual(
        curve.arcLength(from: 0, to: t1), abs(x(t1) - x(0)), accuracy: travel * 1e-12,
        "angle \(angle)")
    }
  }
}
