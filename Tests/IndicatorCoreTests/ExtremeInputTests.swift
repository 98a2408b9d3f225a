import XCTest

@testable import IndicatorCore

/// Extreme but finite inputs, each named with its documented outcome (the Bad Input
/// article): subnormal and huge widths, huge control points, metrics and radii.
final class ExtremeInputTests: XCTestCase {
  let tenUnitLine = Path { p in
    p.move(to: .zero)
    p.addLine(to: Point(x: 10, y: 0))
  }

  // MARK: Stroke widths

  /// A subnormal width gave `M0 0H10S10 0 10 0 NaN NaN 10 0…` (the arc emitter's 1 / r
  /// overflowed) and trapped in debug builds: it is below the smallest width that strokes.
  func testSubnormalWidthWithRoundCapsIsEmpty() {
    let style = StrokeStyle(lineWidth: .leastNonzeroMagnitude, lineCap: .round)
    XCTAssertEqual(tenUnitLine.strokedPath(style, tolerance: 0.25), Path())
    let corner = Path { p in
      p.move(to: .zero)
      p.addLine(to: Point(x: 10, y: 0))
      p.addLine(to: Point(x: 10, y: 10))
    }
    for join in LineJoin.allCases {
      XCTAssertEqual(
        corner.strokedPath(
          StrokeStyle(lineWidth: .leastNormalMagnitude / 3, lineJoin: join), tolerance: 0.25),
        Path(), "\(join)")
    }
  }

  /// The smallest width that strokes is 1e-12 times the path's largest coordinate
  /// magnitude: at it the outline is the exact rectangle (both sides, at the default
  /// tolerance 5e9 times the width), below it the path is empty.
  func testTheSmallestWidthThatStrokesIsATrillionthOfTheMagnitude() {
    let width = 1e-11  // 1e-12 × 10
    let outline = tenUnitLine.strokedPath(StrokeStyle(lineWidth: width))
    XCTAssertEqual(
      outline.elements,
      [
        .move(to: Point(x: 0, y: -width / 2)), .line(to: Point(x: 10, y: -width / 2)),
        .line(to: Point(x: 10, y: width / 2)), .line(to: Point(x: 0, y: width / 2)),
        .closeSubpath,
      ])
    XCTAssertEqual(tenUnitLine.strokedPath(StrokeStyle(lineWidth: width.nextDown)), Path())
  }

  /// A stroke thinner than its tolerance kept one side (`M0-5e-6H10Z`, no area): points are
  /// merged within a thousandth of the half width, not of the tolerance, there.
  func testHairlinesThinnerThanTheToleranceKeepBothSides() throws {
    XCTAssertEqual(
      tenUnitLine.strokedPath(StrokeStyle(lineWidth: 1e-5)).svgPathData, "M0-5e-6H10V5e-6H0Z")
    let arch = try Path(svgPathData: "M0 0C66.66 100 33.33 100 100 0")
    let width = 1e-5
    let outline = arch.strokedPath(StrokeStyle(lineWidth: width, lineCap: .round))
    // The band's area is length × width plus a cap's disc; the sides are fitted to their
    // own offsets, so the area is the band's to a small fraction of it.
    let expected = arch.length * width + Double.pi * width * width / 4
    XCTAssertEqual(outline.signedArea, expected, accuracy: 1e-3 * expected)
  }

  /// A path and a width both near 1e-300 are stroked at a power-of-two scale: the outline is
  /// the unit stroke's, scaled exactly.
  func testTinyPathsAndWidthsAreStrokedAtAnExactScale() {
    let scale = 0x1p-1000  // about 9.3e-302
    let tiny = tenUnitLine.applying(.scale(scale))
    let outline = tiny.strokedPath(StrokeStyle(lineWidth: scale), tolerance: 0.25 * scale)
    XCTAssertEqual(
      outline, tenUnitLine.strokedPath(StrokeStyle(lineWidth: 1)).applying(.scale(scale)))
    // Round caps: the unit stroke's caps, scaled, within the scaled tolerance.
    let round = StrokeStyle(lineWidth: scale, lineCap: .round)
    let bounds = tiny.strokedPath(round, tolerance: 0.25 * scale).boundingRect
    XCTAssertEqual(
      bounds, Rect(x: -0.5 * scale, y: -0.5 * scale, width: 11 * scale, height: scale))
  }

  /// A 20-unit circle stroked 1e200 wide gave `M20-5e199ZM20 5e199Z` (zero area); the
  /// width and the path are now scaled into range together, and the outline is the disc
  /// of radius 5e199 + 20 around the circle's centre.
  func testHugeWidthOnACircleIsADisc() {
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40))
    let outline = circle.strokedPath(
      StrokeStyle(lineWidth: 1e200, lineJoin: .round), tolerance: 0.25)
    XCTAssertTrue(outline.isFinite)
    XCTAssertTrue(outline.contains(Point(x: 20 + 0.35e200, y: 20)))
    XCTAssertTrue(outline.contains(Point(x: 20, y: 20 - 0.49e200)))
    XCTAssertFalse(outline.contains(Point(x: 20 + 0.51e200, y: 20)))
    let bounds = outline.boundingRect
    for (value, expected) in [
      (bounds.minX, -5e199), (bounds.maxX, 5e199), (bounds.minY, -5e199),
      (bounds.maxY, 5e199),
    ] {
      XCTAssertEqual(value, expected, accuracy: 1e-9 * 5e199)
    }
  }

  /// The stroke scale: 1 in range, a power of two outside it, `nil` below the smallest
  /// width; every factor brings both sizes into 1e-100...1e100 up to a ratio of 1e199.
  func testStrokeScaleBringsWidthAndPathIntoRange() throws {
    XCTAssertEqual(Path.strokeScale(magnitude: 400, width: 8), 1)
    XCTAssertEqual(Path.strokeScale(magnitude: 0, width: 1e-100), 1)
    XCTAssertNil(Path.strokeScale(magnitude: 10, width: .leastNonzeroMagnitude))
    XCTAssertNil(Path.strokeScale(magnitude: 1e300, width: 2))
    XCTAssertNil(Path.strokeScale(magnitude: 10, width: 1e-11.nextDown))
    XCTAssertEqual(Path.strokeScale(magnitude: 10, width: 1e-11), 1)
    let cases: [(Double, Double)] = [
      (40, 1e200), (1e-150, 1), (1e300, 1e290), (0, .leastNonzeroMagnitude), (1e-300, 1e-300),
      (1e-299, 1e-100), (1, 1e199), (0, .greatestFiniteMagnitude),
    ]
    for (magnitude, width) in cases {
      let factor = try XCTUnwrap(Path.strokeScale(magnitude: magnitude, width: width))
      XCTAssertEqual(factor.significand, 1, "\(magnitude), \(width)")
      let scaledWidth = width * factor
      XCTAssertTrue((1e-100...1e100).contains(scaledWidth), "\(magnitude), \(width)")
      if magnitude > 0 {
        XCTAssertTrue((1e-100...1e100).contains(magnitude * factor), "\(magnitude), \(width)")
      }
    }
  }

  // MARK: Sizes a caller's ratio could make absurd

  /// 4,000 small S-shaped cubics stroked 1e6 wide at `tolerance: 0` made 19.2 million
  /// elements in 11.5 s (1.9 GB): the tolerance floor is now also a millionth of the width,
  /// and each cubic is 80 elements (here 400 of them, as the test runs in debug builds).
  func testAWideStrokeAtToleranceZeroStaysSmall() {
    let curves = Path { p in
      p.move(to: .zero)
      for i in 0..<400 {
        let x = Double(2 * i)
        p.addCurve(
          to: Point(x: x + 2, y: 0), control1: Point(x: x + 0.5, y: 1),
          control2: Point(x: x + 1.5, y: -1))
      }
    }
    let style = StrokeStyle(lineWidth: 1e6, lineCap: .round, lineJoin: .round)
    let outline = curves.strokedPath(style, tolerance: 0)
    XCTAssertEqual(outline, curves.strokedPath(style, tolerance: 1))
    XCTAssertLessThanOrEqual(outline.elements.count, 100 * 400)
    XCTAssertGreaterThan(outline.elements.count, 400)
  }

  /// 100 KB of looping `c` commands flattened at `tolerance: 0` made 7.4 million lines: the
  /// floor is now 1e-5 of each curve's extent, about 330 lines a loop.
  func testFlatteningAtToleranceZeroIsAFewHundredLinesACurve() throws {
    var text = "M0 0"
    for _ in 0..<500 { text += " c10 10 -10 10 0 0" }
    let loops = try Path(svgPathData: text)
    let lines = loops.flattened(tolerance: 0).elements.count
    XCTAssertLessThanOrEqual(lines, 1 + 500 * 340)
    XCTAssertGreaterThan(lines, 500 * 300)
    // Any tolerance below the floor is raised to it.
    XCTAssertEqual(loops.flattened(tolerance: 0), loops.flattened(tolerance: 1e-9))
  }

  // MARK: Templates and tab bars

  let context = TabBarContext(
    item: TabItem(title: "Home", contentSize: Size(width: 40, height: 20)),
    bounds: Rect(x: 0, y: 0, width: 100, height: 48),
    contentFrame: Rect(x: 30, y: 14, width: 40, height: 20))

  /// An outset of 1e300 gave the zero-area `M-1e300 9H1e300ZM1e300 11H-1e300Z`: the 2-point
  /// line is below the smallest width that strokes a path that large.
  func testOutlineWithAHugeOutsetIsEmpty() {
    for outset in [1e300, 1e150, 1e13] {
      let template = OutlineIndicatorTemplate(horizontalOutset: outset)
      XCTAssertEqual(template.indicatorAttributes(for: context).path, Path(), "\(outset)")
    }
    // At 1e8 the band is drawn: the rectangle 2e8 + 40 wide, outset by half the line.
    let wide = OutlineIndicatorTemplate(horizontalOutset: 1e8).indicatorAttributes(for: context)
    XCTAssertTrue(wide.path.isFinite)
    XCTAssertEqual(
      wide.path.boundingRect.minX, 30 - 1e8 - 1, accuracy: 1e-12 * 1e8)
    // The corners are drawn to the tolerance, 0.05.
    XCTAssertEqual(wide.path.boundingRect.minY, 9, accuracy: 0.05)
    XCTAssertEqual(wide.path.boundingRect.maxY, 39, accuracy: 0.05)
  }

  func items(_ count: Int) -> [TabItem] {
    (0..<count).map { TabItem(title: "T\($0)", contentSize: Size(width: 40, height: 20)) }
  }

  /// Metrics whose sums overflow gave frames, content widths and scroll offsets of `inf`:
  /// the bar now has no frames.
  func testLayoutsThatOverflowHaveNoFrames() {
    let cases: [(TabBarLayout, TabBarMetrics)] = [
      (.scrollable, TabBarMetrics(contentInsets: EdgeInsets(all: 1e308))),
      (.automatic, TabBarMetrics(contentInsets: EdgeInsets(all: 1e308))),
      (.scrollable, TabBarMetrics(minItemWidth: 1e308)),
      (.automatic, TabBarMetrics(minItemWidth: 1e308)),
      (.clustered(.leading), TabBarMetrics(minItemWidth: 1e308)),
      (.scrollable(leadingInset: 1e308), TabBarMetrics()),
      (.scrollable(leadingInset: .greatestFiniteMagnitude), TabBarMetrics()),
    ]
    for (layout, metrics) in cases {
      let bar = TabBarModel(
        items: items(3), size: Size(width: 360, height: 48), layout: layout, metrics: metrics)
      XCTAssertEqual(bar.itemFrames, [], "\(layout) \(metrics)")
      XCTAssertEqual(bar.contentWidth, 0, "\(layout)")
      XCTAssertNil(bar.selectionIndicator, "\(layout)")
      XCTAssertNil(bar.scrollOffset(revealing: 1), "\(layout)")
      XCTAssertEqual(bar.frames(from: 0, to: 2, duration: 0.3), [], "\(layout)")
    }
  }

  /// A leading inset of 1e308 gave the zero-width indicator `M1e308 46H1e308V48H1e308Z`
  /// where the docs promise `nil`; one tab 1e308 wide is laid out, finite.
  func testHugeButRepresentableLayoutsStayFinite() throws {
    let one = TabBarModel(
      items: items(1), size: Size(width: 360, height: 48), layout: .scrollable(leadingInset: 0),
      metrics: TabBarMetrics(minItemWidth: 1e308))
    XCTAssertEqual(one.itemFrames, [Rect(x: 0, y: 0, width: 1e308, height: 48)])
    XCTAssertEqual(one.contentWidth, 1e308)
    // minX − (visible − width) / 2, within 0...contentWidth − visible.
    XCTAssertEqual(try XCTUnwrap(one.scrollOffset(revealing: 0)), 5e307)
    let indicator = try XCTUnwrap(one.selectionIndicator)
    XCTAssertEqual(indicator.path.boundingRect, Rect(x: 0, y: 46, width: 1e308, height: 2))
    // A template's path moved so far that its width rounds away is no indicator.
    var fixed = one
    fixed.template = ClosureIndicatorTemplate { _ in
      IndicatorAttributes(path: Path(Rect(x: 0, y: 46, width: 90, height: 2)))
    }
    func context(at x: Double) -> TabBarContext {
      TabBarContext(
        item: TabItem(title: "A", contentSize: Size(width: 10, height: 10)),
        bounds: Rect(x: x, y: 0, width: 100, height: 48),
        contentFrame: Rect(x: x, y: 0, width: 10, height: 10))
    }
    XCTAssertNil(fixed.placedIndicator(context(at: 1e308)))
    XCTAssertEqual(
      fixed.placedIndicator(context(at: 1e10))?.path,
      Path(Rect(x: 1e10, y: 46, width: 90, height: 2)))
  }

  /// The power form's 3·(y2 − y1) overflowed to NaN; the Bernstein form is finite.
  ///
  /// It gives the exact 0.125 here (the two huge weights cancel at t = ½, where x(t) = ½).
  func testTimingCurveWithHugeControlPointsIsFinite() {
    XCTAssertEqual(TimingCurve(0.5, 1e308, 0.5, -1e308).value(at: 0.5), 0.125)
    let steep = TimingCurve(0, .greatestFiniteMagnitude, 1, .greatestFiniteMagnitude)
    for time in stride(from: 0.0, through: 1, by: 0.125) {
      XCTAssertTrue(steep.value(at: time).isFinite, "\(time)")
    }
    // y(½) of a curve with x1 = x2 = ½ is 3/8 (y1 + y2) + 1/8.
    XCTAssertEqual(TimingCurve(0.5, 1e300, 0.5, 1e300).value(at: 0.5), 0.75e300)
  }

  // MARK: Arcs

  /// Radii near `greatestFiniteMagnitude` gave control points of ±∞: such arcs add nothing.
  func testArcsWhoseControlPointsWouldOverflowAddNothing() {
    let huge = Double.greatestFiniteMagnitude
    var path = Path()
    path.addArc(
      center: .zero, radius: huge, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    XCTAssertEqual(path, Path())
    path.addRelativeArc(center: .zero, radius: huge, startAngle: .zero, delta: .degrees(30))
    XCTAssertEqual(path, Path())
    path.addArc(
      center: Point(x: 1.7e308, y: 0), radius: 1e307, startAngle: .zero, endAngle: .degrees(90),
      clockwise: false)
    XCTAssertEqual(path, Path())
    // A transform that sends the arc beyond Double adds nothing either.
    path.addArc(
      center: Point(x: 1, y: 0), radius: 1, startAngle: .zero, endAngle: .degrees(90),
      clockwise: false, transform: .scale(huge))
    XCTAssertEqual(path, Path())
    // Within range the arc is drawn, finite: 1e308 + 1.15e307 does not overflow.
    path.addArc(
      center: Point(x: 1e308, y: 0), radius: 1e307, startAngle: .zero, endAngle: .degrees(90),
      clockwise: false)
    XCTAssertTrue(path.isFinite)
    XCTAssertEqual(path.elements.first, .move(to: Point(x: 1.1e308, y: 0)))
    XCTAssertEqual(path.currentPoint, Point(x: 1e308, y: 1e307))
    // The tangent arc falls back to its documented line.
    var tangent = Path()
    tangent.move(to: .zero)
    tangent.addArc(
      tangent1End: Point(x: 1e308, y: 0), tangent2End: Point(x: 1e308, y: 1e308), radius: huge)
    XCTAssertEqual(tangent.elements, [.move(to: .zero), .line(to: Point(x: 1e308, y: 0))])
  }
}
