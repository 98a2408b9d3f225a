import XCTest

@testable import IndicatorCore

/// The direct fit of both sides (`OffsetFitter.appendDirectOffsets`): one cubic a side on a
/// benign curve, within the tolerance of the true offset.
final class DirectOffsetTests: XCTestCase {
  func testBenignCurveGetsOneCheckedCubicPerSide() {
    let source = CubicBezier(
      Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 18, y: 4), Point(x: 22, y: 12))
    let curves = strokedCurves(of: source, h: 1, tolerance: 0.05)
    XCTAssertEqual(curves.count, 2)
    assertOffset(curves, of: source, h: 1, tolerance: 0.05, samples: 4000)
  }

  /// The cubics of the outline of `source` stroked at half width `h` (butt caps).
  private func strokedCurves(of source: CubicBezier, h: Double, tolerance: Double)
    -> [CubicBezier]
  {
    var path = Path()
    path.move(to: source.p0)
    path.addCurve(to: source.p3, control1: source.p1, control2: source.p2)
    return curves(of: path.strokedPath(StrokeStyle(lineWidth: 2 * h), tolerance: tolerance))
  }

  /// The cubics of `path`, each from the end of the element before.
  private func curves(of path: Path) -> [CubicBezier] {
    var curves: [CubicBezier] = []
    var from = Point.zero
    for element in path.elements {
      if case .curve(let p, let c1, let c2) = element {
        curves.append(CubicBezier(from, c1, c2, p))
      }
      from = element.endPoint ?? from
    }
    return curves
  }

  /// Asserts that every fitted point lies within `tolerance` of the source's offset: its
  /// distance to the source (sampled at `samples` + 1 points) is `h` within the tolerance.
  private func assertOffset(
    _ curves: [CubicBezier], of source: CubicBezier, h: Double, tolerance: Double,
    samples: Int, file: StaticString = #filePath, line: UInt = #line
  ) {
    let dense = (0...samples).map { source.point(at: Double($0) / Double(samples)) }
    for curve in curves {
      for k in 0...64 {
        let p = curve.point(at: Double(k) / 64)
        let d = dense.map { ($0 - p).magnitude }.min()!
        XCTAssertEqual(d, h, accuracy: tolerance, file: file, line: line)
      }
    }
  }

  /// The direct fit's estimates, from the error's affine form in h, agree with
  /// `fitError`'s on the drawn cubic of each side (the Cramer solve through the offset's
  /// midpoint, as `threePointCubic` computes it).
  func testAffineEstimatesMatchFitError() {
    let source = CubicBezier(
      Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 18, y: 4), Point(x: 22, y: 12))
    let curve = StrokedCubic(source)
    let fitter = OffsetFitter(style: StrokeStyle(lineWidth: 3), tolerance: 0.05)
    let t0 = curve.tangent(at: 0, fromRight: true)
    let t1 = curve.tangent(at: 1, fromRight: false)
    let tm = curve.tangent(at: 0.5, fromRight: true)
    let n0 = Point(x: -t0.y, y: t0.x)
    let n1 = Point(x: -t1.y, y: t1.x)
    let nm = Point(x: -tm.y, y: tm.x)
    // The terms as `appendDirectOffsets` documents them.
    let u0 = source.p1 - source.p0
    let u1 = source.p3 - source.p2
    let r0 = u0 - u1
    let r1 = (8.0 / 3) * nm - (4.0 / 3) * (n0 + n1)
    let det = t0.cross(t1)
    let a0 = r0.cross(t1) / det
    let a1 = r1.cross(t1) / det
    let b0 = r0.cross(t0) / det
    let b1 = r1.cross(t0) / det
    let terms = DirectFitTerms(
      f0: a0 * t0 - u0, g0: b0 * t1 - u1, f1: a1 * t0, g1: b1 * t1, n0: n0, n1: n1)
    guard let (peak0, peak1) = DirectSample.pair(curve, at: SIMD2(0.276, 0.724), terms) else {
      return XCTFail("the curve does not stall")
    }
    for h in [-1.5, 1.5] {
      let fitted = fitter.threePointCubic(
        source.p0 + h * n0, source.p3 + h * n1, curve.point(at: 0.5) + h * nm, t0, t1,
        solved: true, handles: (0, 0))
      let power = PowerCurve(fitted)
      for (sample, s) in [(peak0, 0.276), (peak1, 0.724)] {
        var expectedRatios = (least: Double.infinity, most: -Double.infinity)
        let expected = fitter.fitError(power, curve, s, s, h, &expectedRatios).estimate
        var ratios = (least: Double.infinity, most: -Double.infinity)
        let estimate = sample.estimate(h, &ratios)
        XCTAssertEqual(estimate, expected, accuracy: 1e-12)
        XCTAssertEqual(ratios.least, expectedRatios.least, accuracy: 1e-12)
        // Both sides in lanes give the same as one side at a time.
        var least = SideLanes(repeating: .infinity)
        var most = SideLanes(repeating: -.infinity)
        let lanes = sample.estimate(SideLanes(-1.5, 1.5), &least, &most)
        XCTAssertEqual(lanes[h < 0 ? 0 : 1], estimate)
      }
    }
  }

  /// A side whose direct fit fails its checks (a long, tight curve at a fine tolerance)
  /// goes on in the recursion from that fit: more cubics, each within the tolerance.
  func testFailedDirectFitGoesOnWithinTolerance() {
    let source = CubicBezier(
      Point(x: 0, y: 0), Point(x: 60, y: 0), Point(x: 100, y: 30), Point(x: 100, y: 90))
    let tolerance = 0.01
    let h = 4.0
    // The direct fit is checked and fails on at least one side, and says by how much.
    let curve = StrokedCubic(source)
    let fitter = OffsetFitter(style: StrokeStyle(lineWidth: 2 * h), tolerance: tolerance)
    var right: [Path.Element] = [.move(to: .zero)]
    var left: [Path.Element] = [.move(to: .zero)]
    var marks: [Point] = []
    let m0 = curve.power.c.magnitude
    let m1 = curve.derivative(at: 1).magnitude
    let drawn = fitter.appendDirectOffsets(
      &right, &left, curve, curve.tangent(at: 0, fromRight: true),
      curve.tangent(at: 1, fromRight: false), speeds: (m0, m1), rightMarks: &marks)
    XCTAssertTrue(drawn.rightRatio > 1 || drawn.leftRatio > 1)
    let curves = strokedCurves(of: source, h: h, tolerance: tolerance)
    XCTAssertGreaterThan(curves.count, 2)
    assertOffset(curves, of: source, h: h, tolerance: tolerance, samples: 8000)
  }

  /// Every quarter arc of a circular-cornered rounded rectangle and of a circle gets the
  /// direct fit on both sides, also where its end tangents' dot product rounds below 0 (a
  /// turn a few ulps past 90°), and the outline is within the tolerance of the exact offset
  /// circles: radius r ± h about each corner's centre.
  func testQuarterArcsTakeTheDirectFitWhateverTheirRounding() {
    let tolerance = 0.05
    let h = 1.0
    let fitter = OffsetFitter(style: StrokeStyle(lineWidth: 2 * h), tolerance: tolerance)
    let shapes = [
      Path(roundedRect: Rect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 4, style: .circular),
      Path(ellipseIn: Rect(x: 3, y: -7, width: 22, height: 22)),
    ]
    var roundedBelowZero = 0
    for arc in shapes.flatMap(curves(of:)) {
      let curve = StrokedCubic(arc)
      let v0 = curve.power.c
      let v1 = curve.derivative(at: 1)
      let t0 = v0 * (1 / v0.magnitude)
      let t1 = v1 * (1 / v1.magnitude)
      XCTAssertEqual(t0.dot(t1), 0, accuracy: 1e-15)
      if t0.dot(t1) < 0 { roundedBelowZero += 1 }
      var right: [Path.Element] = [.move(to: .zero)]
      var left: [Path.Element] = [.move(to: .zero)]
      var marks: [Point] = []
      let drawn = fitter.appendDirectOffsets(
        &right, &left, curve, t0, t1, speeds: (v0.magnitude, v1.magnitude), rightMarks: &marks)
      XCTAssertTrue(drawn.right && drawn.left, "\(arc)")
    }
    // The shapes exercise the rounding this is about.
    XCTAssertGreaterThan(roundedBelowZero, 0)

    // The rounded rectangle's outline: each curve lies on a circle of radius 4 ± 1 about
    // its corner's centre, within the tolerance.
    let outline = shapes[0].strokedPath(StrokeStyle(lineWidth: 2 * h), tolerance: tolerance)
    let centres = [Point(x: 4, y: 4), Point(x: 56, y: 4), Point(x: 56, y: 26), Point(x: 4, y: 26)]
    let offsets = curves(of: outline)
    for cubic in offsets {
      let middle = cubic.point(at: 0.5)
      let centre = centres.min { ($0 - middle).magnitude < ($1 - middle).magnitude }!
      let radius = (cubic.p0 - centre).magnitude
      XCTAssertTrue(abs(radius - 5) < 1e-9 || abs(radius - 3) < 1e-9, "\(radius)")
      for k in 0...64 {
        let d = (cubic.point(at: Double(k) / 64) - centre).magnitude
        XCTAssertEqual(d, radius, accuracy: tolerance)
      }
    }
    XCTAssertEqual(offsets.count, 8)
  }
}
