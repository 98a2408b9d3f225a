import XCTest

@testable import IndicatorCore

final class TabBarTransitionTests: XCTestCase {
  /// Three fixed tabs of 120 × 48 with contents 40, 52 and 60 wide.
  let model = TabBarModel(
    items: [tab("Home", 40), tab("Search", 52), tab("Profile", 60)],
    size: Size(width: 360, height: 48))

  func underline(_ minX: Double, _ maxX: Double) -> Path {
    Path(Rect(x: minX, y: 46, width: maxX - minX, height: 2))
  }

  // MARK: Tap transitions

  func testLinearLerpsBothEdges() {
    XCTAssertEqual(model.indicator(from: 0, to: 2, progress: 0)?.path, underline(0, 120))
    XCTAssertEqual(model.indicator(from: 0, to: 2, progress: 0.5)?.path, underline(120, 240))
    XCTAssertEqual(model.indicator(from: 0, to: 2, progress: 1)?.path, underline(240, 360))
  }

  func testElasticLeadingEdgeLeadsInBothDirections() {
    let f = 0.5
    let fast = Math.sin(Double.pi * f / 2)
    let slow = 1 - Math.cos(Double.pi * f / 2)
    let right = model.indicator(from: 0, to: 1, progress: f, animation: .elastic)
    XCTAssertEqual(right?.path, underline(120 * slow, 120 + 120 * fast))
    let left = model.indicator(from: 1, to: 0, progress: f, animation: .elastic)
    XCTAssertEqual(left?.path, underline(120 - 120 * fast, 240 - 120 * slow))
    // Stretched wider than a tab in the middle of the move.
    XCTAssertGreaterThan(120 + 120 * fast - 120 * slow, 120)
  }

  func testFadeSwitchesTabsHalfwayWithOpacity() {
    let quarter = model.indicator(from: 0, to: 2, progress: 0.25, animation: .fade)
    XCTAssertEqual(quarter?.path, underline(0, 120))
    XCTAssertEqual(quarter?.opacity, 0.5)
    let threeQuarters = model.indicator(from: 0, to: 2, progress: 0.75, animation: .fade)
    XCTAssertEqual(threeQuarters?.path, underline(240, 360))
    XCTAssertEqual(threeQuarters?.opacity, 0.5)
    XCTAssertEqual(model.indicator(from: 0, to: 2, progress: 0.5, animation: .fade)?.opacity, 0)
  }

  func testContentWidthIndicatorStretchesBetweenTabs() {
    var bar = model
    bar.template = UnderlineIndicatorTemplate(width: .content(minimum: 0))
    // Content 40 wide centred at 60, then 52 wide centred at 180.
    let half = bar.indicator(from: 0, to: 1, progress: 0.5)?.path
    XCTAssertEqual(half, underline(40 + (154 - 40) / 2, 80 + (206 - 80) / 2))
  }

  func testProgressClampedAndNaNIsZeroAndBadIndicesNil() {
    XCTAssertEqual(model.indicator(from: 0, to: 1, progress: .nan)?.path, underline(0, 120))
    XCTAssertEqual(model.indicator(from: 0, to: 1, progress: -3)?.path, underline(0, 120))
    XCTAssertEqual(model.indicator(from: 0, to: 1, progress: 7)?.path, underline(120, 240))
    XCTAssertNil(model.indicator(from: 0, to: 3, progress: 0.5))
    XCTAssertNil(model.indicator(from: -1, to: 1, progress: 0.5))
    XCTAssertNil(TabBarModel().indicator(from: 0, to: 0, progress: 0))
  }

  // MARK: Paging

  func testPositionInterpolatesBetweenNeighbours() {
    XCTAssertEqual(model.indicator(atPosition: 1)?.path, underline(120, 240))
    let p = model.indicator(atPosition: 1.25)?.path
    XCTAssertEqual(p, underline(150, 270))
    XCTAssertEqual(model.indicator(atPosition: 2)?.path, underline(240, 360))
    XCTAssertEqual(model.indicator(atPosition: .nan)?.path, underline(0, 120))
  }

  func testOverscrollModes() {
    XCTAssertEqual(model.indicator(atPosition: -0.5)?.path, underline(0, 120))
    XCTAssertEqual(
      model.indicator(atPosition: -0.5, overscroll: .bounce)?.path, underline(-60, 60))
    XCTAssertEqual(
      model.indicator(atPosition: 2.25, overscroll: .bounce)?.path, underline(270, 390))
    XCTAssertEqual(
      model.indicator(atPosition: -0.25, overscroll: .compress)?.path, underline(0, 90))
    XCTAssertEqual(
      model.indicator(atPosition: 2.5, overscroll: .compress)?.path, underline(300, 360))
    XCTAssertNil(model.indicator(atPosition: -1, overscroll: .compress))
    XCTAssertEqual(
      model.indicator(atPosition: -.infinity, overscroll: .bounce)?.path, underline(-120, 0))
  }

  func testOverscrollInRightToLeftGoesOutwardsToTheRight() {
    var rtl = model
    rtl.layoutDirection = .rightToLeft
    XCTAssertEqual(
      rtl.indicator(atPosition: -0.5, overscroll: .bounce)?.path, underline(300, 420))
    XCTAssertEqual(
      rtl.indicator(atPosition: -0.25, overscroll: .compress)?.path, underline(270, 360))
  }

  // MARK: Frames

  func testFramesFollowTimingCurve() {
    let frames = model.frames(
      from: 0, to: 1, duration: 0.1, framesPerSecond: 40, curve: .linear)
    XCTAssertEqual(frames.count, 5)
    XCTAssertEqual(frames.first?.path, underline(0, 120))
    XCTAssertEqual(frames[2].path, underline(60, 180))
    XCTAssertEqual(frames.last?.path, underline(120, 240))
    XCTAssertEqual(model.frames(from: 0, to: 1, duration: .nan).count, 2)
    XCTAssertEqual(model.frames(from: 0, to: 9, duration: 1), [])
  }
}

final class TimingCurveTests: XCTestCase {
  /// y at x by bisection on the curve's parameter, to 1e-15.
  func reference(_ curve: TimingCurve, _ x: Double) -> Double {
    let c = CubicBezier(.zero, curve.control1, curve.control2, Point(x: 1, y: 1))
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if c.point(at: mid).x < x { lo = mid } else { hi = mid }
    }
    return c.point(at: (lo + hi) / 2).y
  }

  func testValuesMatchBisectionReferenceTo1e7() {
    for curve in [TimingCurve.linear, .easeInOut, .emphasized, TimingCurve(0.9, -0.5, 0.1, 1.5)] {
      for i in 0...200 {
        let x = Double(i) / 200
        XCTAssertEqual(curve.value(at: x), reference(curve, x), accuracy: 1e-7, "\(curve) at \(x)")
      }
    }
  }

  func testKnownValuesAndClamping() {
    XCTAssertEqual(TimingCurve.linear.value(at: 0.3), 0.3, accuracy: 1e-9)
    XCTAssertEqual(TimingCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-9)
    XCTAssertEqual(TimingCurve.easeInOut.value(at: -1), 0)
    XCTAssertEqual(TimingCurve.easeInOut.value(at: .nan), 0)
    XCTAssertEqual(TimingCurve.emphasized.value(at: 2), 1)
    XCTAssertEqual(TimingCurve(-1, .nan, 3, 1), TimingCurve(0, 0, 1, 1))
  }
}
