import Foundation
import XCTest

@testable import IndicatorCore

/// The arc length of a quadratic Bézier in closed form: `∫₀¹ 2·√(a t² + b t + c) dt`.
func quadArcLengthClosedForm(_ q: QuadBezier) -> Double {
  let accel = q.p0 - 2 * q.p1 + q.p2
  let start = q.p1 - q.p0
  let a = accel.dot(accel)
  let b = 2 * accel.dot(start)
  let c = start.dot(start)
  func antiderivative(_ t: Double) -> Double {
    let root = (a * t * t + b * t + c).squareRoot()
    let sa = a.squareRoot()
    return (2 * a * t + b) * root / (4 * a)
      + (4 * a * c - b * b) / (8 * a * sa) * log(abs(2 * sa * root + 2 * a * t + b))
  }
  return 2 * (antiderivative(1) - antiderivative(0))
}

/// A high-order reference for `∫ |B'|`: 8-point Gauss–Legendre on `pieces` equal
/// intervals, each bisected until its halves agree with it to 1e-15 of their sum plus
/// 1e-15 of the whole length's share of the interval.
///
/// The bisection grades the intervals towards near-zeros of the speed, where |B′| has a
/// near-kink that slows any fixed rule: 4,096 equal pieces err by 1.2e-10 on the random
/// cubic of seed 1840, whose speed falls to 0.008 (mpmath at 40 digits, cut at that minimum,
/// agrees with this reference to 3e-16).
func referenceArcLength(_ speed: SpeedFunction, pieces: Int = 64) -> Double {
  let h = 1.0 / Double(pieces)
  var rough = 0.0
  for i in 0..<pieces { rough += speed.gauss8(Double(i) * h, Double(i + 1) * h) }
  func refined(_ a: Double, _ b: Double, _ whole: Double, depth: Int) -> Double {
    let m = 0.5 * (a + b)
    let left = speed.gauss8(a, m)
    let right = speed.gauss8(m, b)
    let halves = left + right
    let enough = 1e-15 * (halves + rough * (b - a))
    if depth == 30 || abs(halves - whole) <= enough { return halves }
    return refined(a, m, left, depth: depth + 1) + refined(m, b, right, depth: depth + 1)
  }
  var sum = 0.0
  for i in 0..<pieces {
    let a = Double(i) * h
    let b = Double(i + 1) * h
    sum += refined(a, b, speed.gauss8(a, b), depth: 0)
  }
  return sum
}

final class PathMeasureTests: XCTestCase {
  // MARK: Length

  func testRectPerimeterIsExact() {
    XCTAssertEqual(Path(Rect(x: 1, y: 2, width: 30, height: 40)).length, 140)
  }

  func testOpenSubpathHasNoClosingLineAndMovesAddNothing() {
    let path = Path { p in
      p.move(to: Point(x: 0, y: 0))
      p.addLine(to: Point(x: 3, y: 4))
      p.move(to: Point(x: 100, y: 100))
      p.addLine(to: Point(x: 100, y: 110))
      p.move(to: Point(x: -50, y: 0))
    }
    XCTAssertEqual(path.length, 15)
    XCTAssertEqual(Path().length, 0)
  }

  func testCircleLengthWithinCubicApproximationError() {
    let r = 10.0
    let length = Path(ellipseIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r)).length
    // The 4-cubic circle stays within 2.7e-4·r of the true circle.
    XCTAssertEqual(length, 2 * Double.pi * r, accuracy: 2 * Double.pi * r * 2.7e-4)
    XCTAssertNotEqual(length, 2 * Double.pi * r)
  }

  func testNonFinitePathHasZeroLengthAndArea() {
    let path = Path { p in
      p.move(to: Point(x: 0, y: 0))
      p.addCurve(
        to: Point(x: 1, y: 1), control1: Point(x: .nan, y: 0), control2: Point(x: 0, y: 1))
      p.addLine(to: Point(x: .infinity, y: 3))
    }
    XCTAssertEqual(path.length, 0)
    XCTAssertEqual(path.signedArea, 0)
  }

  /// A non-finite point that enters no term of the area (a move followed by a move, or a
  /// move alone at the end) still makes the path non-finite: its area is 0.
  func testNonFiniteMoveThatDrawsNothingGivesZeroArea() {
    for bad in [Double.nan, .infinity, -.infinity] {
      var path = Path()
      path.move(to: Point(x: bad, y: 0))
      path.addRect(Rect(x: 0, y: 0, width: 3, height: 4))
      XCTAssertEqual(path.signedArea, 0, "\(bad) first")
      var trailing = Path(Rect(x: 0, y: 0, width: 3, height: 4))
      trailing.move(to: Point(x: 1, y: bad))
      XCTAssertEqual(trailing.signedArea, 0, "\(bad) last")
      XCTAssertEqual(Path(Rect(x: 0, y: 0, width: 3, height: 4)).signedArea, 12)
    }
  }

  func testQuadArcLengthMatchesClosedForm() {
    forEachSeed(0..<100) { seed, rng in
      let q = QuadBezier(rng.point(), rng.point(), rng.point())
      let expected = quadArcLengthClosedForm(q)
      let measured = q.arcLength()
      XCTAssertEqual(measured, expected, accuracy: expected * 1e-9, "seed \(seed)")
      XCTAssertEqual(
        Segment.quad(q).arcLength(), measured, accuracy: expected * 1e-12, "seed \(seed)")
    }
  }

  func testCubicArcLengthMatchesHighOrderReference() {
    var worst = 0.0
    forEachSeed(0..<400) { seed, rng in
      let c = CubicBezier(rng.point(), rng.point(), rng.point(), rng.point())
      let expected = referenceArcLength(SpeedFunction(c))
      let error = abs(c.arcLength() - expected) / expected
      worst = max(worst, error)
      XCTAssertLessThan(error, 1e-9, "seed \(seed): \(c), relative error \(error)")
    }
    // `arcLength()` is far from its bound: the worst error is tiny, not just below it
    // (8.4e-15 over the first 4,000 seeds).
    XCTAssertLessThan(worst, 1e-12, "cubic arc length: worst relative error \(worst)")
  }

  func testStraightCubicsMeasureTheirTrace() {
    // Evenly spaced controls: the chord.
    let even = CubicBezier(
      Point(x: 0, y: 0), Point(x: 1, y: 2), Point(x: 2, y: 4), Point(x: 3, y: 6))
    XCTAssertEqual(even.arcLength(), 45.0.squareRoot(), accuracy: 1e-13)
    // Controls beyond the ends: the curve runs out to x(t*) and back (speed has kinks).
    let overshoot = CubicBezier(
      Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: -5, y: 0), Point(x: 5, y: 0))
    var roots = RootBuffer()
    overshoot.extrema(axis: 0, into: &roots)
    XCTAssertEqual(roots.count, 2)
    var expected = 0.0
    var previous = 0.0
    for t in [roots[0], roots[1], 1] {
      let x = overshoot.point(at: t).x
      expected += abs(x - previous)
      previous = x
    }
    XCTAssertEqual(overshoot.arcLength(), expected, accuracy: expected * 1e-9)
    // A degenerate cubic (all points equal) has length 0.
    let p = Point(x: 3, y: 3)
    XCTAssertEqual(CubicBezier(p, p, p, p).arcLength(), 0)
  }

  func testSubrangeLengthsAddUp() {
    forEachSeed(0..<50) { seed, rng in
      let c = CubicBezier(rng.point(), rng.point(), rng.point(), rng.point())
      let t = rng.double(in: 0...1)
      let total = c.arcLength()
      XCTAssertEqual(
        c.arcLength(from: 0, to: t) + c.arcLength(from: t, to: 1), total,
        accuracy: total * 1e-9, "seed \(seed)")
      XCTAssertEqual(
        c.arcLength(from: t, to: 0), -c.arcLength(from: 0, to: t), "seed \(seed)")
    }
  }

  // MARK: Parameter at length

  func testParameterAtLengthInvertsArcLength() {
    forEachSeed(0..<100) { seed, rng in
      let segment: Segment
      switch seed % 3 {
      case 0: segment = .line(rng.point(), rng.point())
      case 1: segment = .quad(QuadBezier(rng.point(), rng.point(), rng.point()))
      default:
        segment = .cubic(CubicBezier(rng.point(), rng.point(), rng.point(), rng.point()))
      }
      let total = segment.arcLength()
      let fraction = rng.double(in: 0...1)
      let t = segment.parameter(atLength: fraction * total)
      XCTAssertEqual(
        segment.arcLength(from: 0, to: t), fraction * total, accuracy: total * 1e-9,
        "seed \(seed)")
      // From a start parameter, with the total supplied.
      let t0 = rng.double(in: 0...1)
      let rest = segment.arcLength(from: t0, to: 1)
      let t1 = segment.parameter(atLength: 0.5 * rest, from: t0, totalLength: rest)
      XCTAssertEqual(
        segment.arcLength(from: t0, to: t1), 0.5 * rest, accuracy: total * 1e-9, "seed \(seed)")
    }
  }

  func testParameterAtLengthClampsOutOfRangeLengths() {
    let c = CubicBezier(
      Point(x: 0, y: 0), Point(x: 10, y: 30), Point(x: 40, y: -20), Point(x: 50, y: 0))
    XCTAssertEqual(c.parameter(atLength: -1), 0)
    XCTAssertEqual(c.parameter(atLength: 0), 0)
    XCTAssertEqual(c.parameter(atLength: 1e9), 1)
    XCTAssertEqual(c.parameter(atLength: 5, from: 0.25, totalLength: 0), 0.25)
    XCTAssertEqual(Segment.line(.zero, .zero).parameter(atLength: 1), 0)
  }

  // MARK: Signed area

  func testRectAreaIsPositiveClockwiseOnScreen() {
    XCTAssertEqual(Path(Rect(x: 5, y: 7, width: 30, height: 40)).signedArea, 1200)
    XCTAssertEqual(Path(Rect(x: 5, y: 7, width: 30, height: 40)).reversed().signedArea, -1200)
  }

  func testOpenSubpathIsClosedForArea() {
    let triangle = Path { p in
      p.move(to: Point(x: 0, y: 0))
      p.addLine(to: Point(x: 10, y: 0))
      p.addLine(to: Point(x: 10, y: 10))
    }
    XCTAssertEqual(triangle.signedArea, 50)
  }

  func testCircleAreaWithinCubicApproximationError() {
    let r = 10.0
    let area = Path(ellipseIn: Rect(x: 3, y: -4, width: 2 * r, height: 2 * r)).signedArea
    XCTAssertEqual(area, Double.pi * r * r, accuracy: Double.pi * r * r * 2 * 2.7e-4)
    XCTAssertGreaterThan(area, Double.pi * r * r)  // The cubic circle bulges outwards.
  }

  func testQuadAndCubicAreaFormulasAgreeWithNumericIntegration() {
    forEachSeed(0..<50) { seed, rng in
      let c = CubicBezier(rng.point(), rng.point(), rng.point(), rng.point())
      let q = QuadBezier(rng.point(), rng.point(), rng.point())
      // ∫ x y' − y x' dt by composite Simpson on 2048 intervals.
      func numeric(_ point: (Double) -> Point, _ derivative: (Double) -> Point) -> Double {
        let n = 2048
        var sum = 0.0
        for i in 0...n {
          let t = Double(i) / Double(n)
          let weight: Double = i == 0 || i == n ? 1 : (i % 2 == 1 ? 4 : 2)
          sum += weight * point(t).cross(derivative(t))
        }
        return sum / Double(3 * n)
      }
      XCTAssertEqual(
        c.twiceSignedArea, numeric(c.point(at:), c.derivative(at:)), accuracy: 1e-7,
        "seed \(seed)")
      XCTAssertEqual(
        q.twiceSignedArea, numeric(q.point(at:), q.derivative(at:)), accuracy: 1e-7,
        "seed \(seed)")
      XCTAssertEqual(q.elevated.twiceSignedArea, q.twiceSignedArea, accuracy: 1e-8, "seed \(seed)")
    }
  }

  func testReversedNegatesAreaAndTranslationKeepsIt() {
    forEachSeed { seed, rng in
      let path = rng.path()
      let area = path.signedArea
      // Rounding: each term, taken relative to its subpath's start, is of the size of the
      // extent squared, so a small area of a large path moves by a few ulps of that (at
      // most 8.6e-16 of it over 20,000 seeds).
      let box = path.boundingRect
      let accuracy =
        1e-12 * max(1, abs(area)) + 4e-15 * (box.width * box.width + box.height * box.height)
      path.reversed()._checkInvariants()
      path.offsetBy(dx: 1234.5, dy: -678.25)._checkInvariants()
      XCTAssertEqual(path.reversed().signedArea, -area, accuracy: accuracy, "seed \(seed)")
      XCTAssertEqual(
        path.offsetBy(dx: 1234.5, dy: -678.25).signedArea, area, accuracy: accuracy,
        "seed \(seed)")
    }
  }

  func testOverlappingSubpathsAddOrCancel() {
    var same = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    same.addRect(Rect(x: 5, y: 0, width: 10, height: 10))
    XCTAssertEqual(same.signedArea, 200)
    var opposite = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    opposite.addPath(Path(Rect(x: 5, y: 0, width: 10, height: 10)).reversed())
    XCTAssertEqual(opposite.signedArea, 0)
  }
}

final class SignedAreaSweepTests: XCTestCase {
  private func vector(_ p: Point) -> SIMD2<Double> { SIMD2(p.x, p.y) }

  /// Each sweep's `x − y` is the closed form of the segment translated by `−origin`.
  func testSweepsMatchTheClosedFormsOfTheTranslatedSegments() {
    forEachSeed(0..<100) { seed, rng in
      let origin = rng.point(in: -1000...1000)
      let (p0, p1, p2, p3) = (rng.point(), rng.point(), rng.point(), rng.point())
      let o = vector(origin)
      let cubic = cubicSweep(from: o, vector(p0), vector(p1), vector(p2), vector(p3))
      let k = CubicBezier(p0 - origin, p1 - origin, p2 - origin, p3 - origin)
      let scale = 1e-12 * 1e6
      XCTAssertEqual(cubic.x - cubic.y, k.twiceSignedArea, accuracy: scale, "seed \(seed)")
      let quad = quadSweep(from: o, vector(p0), vector(p1), vector(p2))
      let q = QuadBezier(p0 - origin, p1 - origin, p2 - origin)
      XCTAssertEqual(quad.x - quad.y, q.twiceSignedArea, accuracy: scale, "seed \(seed)")
      let line = lineSweep(from: o, vector(p0), vector(p1))
      XCTAssertEqual(
        line.x - line.y, (p0 - origin).cross(p1 - origin), accuracy: scale, "seed \(seed)")
    }
  }

  func testMixedPathAreaIsTheSumOfTheTranslatedClosedForms() {
    forEachSeed(0..<50) { seed, rng in
      var path = Path()
      var expected = 0.0
      for _ in 0..<3 {
        let start = rng.point()
        path.move(to: start)
        var current = start
        for i in 0..<6 {
          let (c1, c2, end) = (rng.point(), rng.point(), rng.point())
          switch i % 3 {
          case 0:
            path.addLine(to: end)
            expected += (current - start).cross(end - start)
          case 1:
            path.addQuadCurve(to: end, control: c1)
            expected += QuadBezier(current - start, c1 - start, end - start).twiceSignedArea
          default:
            path.addCurve(to: end, control1: c1, control2: c2)
            expected +=
              CubicBezier(current - start, c1 - start, c2 - start, end - start).twiceSignedArea
          }
          current = end
        }
        if rng.next() % 2 == 0 { path.closeSubpath() }
      }
      XCTAssertEqual(path.signedArea, 0.5 * expected, accuracy: 1e-9, "seed \(seed)")
    }
  }

  /// A near-cusp within rounding of a cubic's end is measured in bounded time.
  ///
  /// From the stroke fuzz target: the last two control points are 1e-9 apart at 3e5, which
  /// cut the integral on both sides of the cut at every level; the piece budget keeps it
  /// to a few hundred pieces. The curve is nearly straight: its length is its chord's.
  func testNearCuspAtTheEndWithinRoundingIsMeasuredQuickly() throws {
    let path = try Path(
      svgPathData:
        "M-54.032196536202036-152.3796444647898S325429.15999084554 0 325429.15999084455 0")
    let chord = Point(x: -54.032196536202036, y: -152.3796444647898)
      .distance(to: Point(x: 325429.15999084455, y: 0))
    XCTAssertGreaterThanOrEqual(path.length, chord * (1 - 1e-12))
    XCTAssertLessThanOrEqual(path.length, chord + 1e-6)
  }
}
