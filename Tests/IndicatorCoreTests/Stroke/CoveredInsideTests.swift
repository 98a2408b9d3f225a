import SeededRandom
import XCTest

@testable import IndicatorCore

/// Closed subpaths whose stroke covers all they enclose draw their outer contour alone
/// (CoveredInside.swift): the test itself, the outlines it gives on every route, and their
/// fill against the distance to the source.
final class CoveredInsideTests: XCTestCase {
  /// The test on the subpath of `svg`, with its area's sign taken as `positive` says.
  private func covers(_ svg: String, width: Double, positive: Bool) -> Bool {
    var elements = parse(svg)
    guard case .move(let start) = elements.removeFirst() else { return false }
    if case .closeSubpath = elements.last { elements.removeLast() }
    let outliner = StrokeOutliner(style: StrokeStyle(lineWidth: width), tolerance: 0.01)
    let twiceArea = 2 * abs((try! Path(svgPathData: svg)).signedArea)
    return elements.withUnsafeBufferPointer {
      outliner.coversInside(from: start, $0, twiceArea: positive ? twiceArea : -twiceArea)
    }
  }

  private func contourCount(_ path: Path) -> Int {
    path.elements.filter { if case .move = $0 { return true } else { return false } }.count
  }

  func testTheTestTakesConvexPolygonsOnceAroundWithinTheWidth() {
    // A 10 × 4 rectangle, counterclockwise in y-up terms (positive area): covered from a
    // width of 4, the short way across.
    let rectangle = "M0 0 L10 0 L10 4 L0 4 Z"
    XCTAssertTrue(covers(rectangle, width: 4, positive: true))
    XCTAssertTrue(covers(rectangle, width: 100, positive: true))
    XCTAssertFalse(covers(rectangle, width: 3.999, positive: true))
    // The sign of the area must agree with the turns.
    XCTAssertFalse(covers(rectangle, width: 4, positive: false))
    XCTAssertTrue(covers("M0 0 L0 4 L10 4 L10 0 Z", width: 4, positive: false))
    // Collinear points, repeated points and an explicit closing line pass.
    XCTAssertTrue(covers("M0 0 L5 0 L5 0 L10 0 L10 4 L0 4 L0 0 Z", width: 4, positive: true))
    // A rounded rectangle's control polygon: lines along its curves' end tangents.
    XCTAssertTrue(
      covers(
        Path(roundedRect: Rect(x: 0, y: 0, width: 60, height: 20), cornerRadius: 10)
          .svgPathData, width: 20, positive: true))
    // An L shape (a reflex corner), a pentagram (convex turns, twice around), a line there
    // and back (a reversal) and a zero-length subpath are not covered, however wide.
    XCTAssertFalse(covers("M0 0 L4 0 L4 2 L2 2 L2 4 L0 4 Z", width: 100, positive: true))
    XCTAssertFalse(
      covers("M0 10 L5.9 -8.1 L-9.5 3.1 L9.5 3.1 L-5.9 -8.1 Z", width: 100, positive: true))
    XCTAssertFalse(covers("M0 0 L10 0 Z", width: 100, positive: true))
    XCTAssertFalse(covers("M0 0 L0 0 Z", width: 100, positive: true))
    // A cubic whose control polygon turns the other way (an S) is not.
    XCTAssertFalse(covers("M0 0 C3 -2 7 2 10 0 L10 4 L0 4 Z", width: 100, positive: true))
  }

  /// Turned off the axes, a shape is measured across its control polygon's edges: the
  /// rectangle turned by 30°, a thin diagonal parallelogram 2√2 across, a turned pill; a
  /// square is passed by the area gate; polygons of more than 64 points are measured by
  /// rotating calipers.
  func testTheTestMeasuresTurnedShapesAcrossTheirEdges() {
    let turned = try! Path(svgPathData: "M0 0 L10 0 L10 4 L0 4 Z")
      .applying(.rotation(.degrees(30))).svgPathData
    XCTAssertTrue(covers(turned, width: 4.0001, positive: true))
    XCTAssertFalse(covers(turned, width: 3.9999, positive: true))
    // Across (1, −1)/√2 the points lie between 0 and 2√2 ≈ 2.8284.
    let diagonal = "M0 0 L100 100 L98 102 L-2 2 Z"
    XCTAssertTrue(covers(diagonal, width: 2.8285, positive: true))
    XCTAssertFalse(covers(diagonal, width: 2.8283, positive: true))
    let pill = Path(roundedRect: Rect(x: 0, y: 0, width: 60, height: 20), cornerRadius: 10)
      .applying(.rotation(.degrees(-70)))
    XCTAssertTrue(covers(pill.svgPathData, width: 20.0001, positive: true))
    XCTAssertFalse(covers(pill.svgPathData, width: 19.9999, positive: true))
    // A 100 × 100 square is wider than 60 every way: the gate (area 10,000 against
    // 2 × 30 × its diagonal, 8,485) passes it before any strip is measured.
    XCTAssertFalse(covers("M0 0 L100 0 L100 100 L0 100 Z", width: 60, positive: true))
    // An ellipse 40 × 2 turned by 45°, as a polygon: every strip measured with 64 points,
    // the calipers' from 65 on; 2 across, so covered from a width of 2 and a bit.
    func ellipse(_ count: Int) -> String {
      var path = Path()
      for k in 0..<count {
        let angle = 2 * Double.pi * Double(k) / Double(count)
        let p = Point(x: 20 * cos(angle), y: sin(angle))
        let q = Point(x: (p.x - p.y) / 2.squareRoot(), y: (p.x + p.y) / 2.squareRoot())
        if k == 0 { path.move(to: q) } else { path.addLine(to: q) }
      }
      path.closeSubpath()
      return path.svgPathData
    }
    for count in [64, 65, 200, 1000] {
      XCTAssertTrue(covers(ellipse(count), width: 2.001, positive: true), "\(count)")
      XCTAssertFalse(covers(ellipse(count), width: 1.999, positive: true), "\(count)")
    }
    // Scaled to coordinates near 1e100, nothing overflows: the turned rectangle is still
    // measured 4e98 across.
    let huge = try! Path(svgPathData: turned).applying(.scale(1e98)).svgPathData
    XCTAssertTrue(covers(huge, width: 4.0001e98, positive: true))
    XCTAssertFalse(covers(huge, width: 3.9999e98, positive: true))
  }

  /// On convex polygons of 65 to 400 points (an ellipse's points, some repeated, some with
  /// extra points along an edge, turned and moved at random), the calipers find a strip at
  /// most the limit across exactly where measuring every edge's strip does.
  func testCalipersAgreeWithEveryStripMeasured() {
    var agreed = (fits: 0, misses: 0)
    forEachSeed(0..<300) { seed, rng in
      let count = Int.random(in: 65...400, using: &rng)
      let a = rng.double(in: 1...100)
      let b = rng.double(in: 0.01...a)
      let turn = AffineTransform.rotation(.radians(rng.double(in: 0...(2 * Double.pi))))
        .concatenating(.translation(x: rng.double(in: -1e3...1e3), y: rng.double(in: -1e3...1e3)))
      var points: [Point] = []
      for k in 0..<count {
        let angle = 2 * Double.pi * Double(k) / Double(count)
        let p = Point(x: a * cos(angle), y: b * sin(angle))
        points.append(p.applying(turn))
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: points.append(p.applying(turn))  // a repeated point
        case 1:
          // A point along the edge to the next one: a run of (nearly) collinear points.
          let next = 2 * Double.pi * Double(k + 1) / Double(count)
          let q = Point(x: a * cos(next), y: b * sin(next))
          points.append((p + 0.5 * (q - p)).applying(turn))
        default: break
        }
      }
      // Limits around the true least width, which measuring every strip finds.
      let limit = 2 * b * rng.double(in: 0.98...1.02)
      let every = points.withUnsafeBufferPointer { buffer in
        (0..<buffer.count).contains {
          StrokeOutliner.fitsStrip(
            buffer.baseAddress!, count: buffer.count, along: $0, limit: limit)
        }
      }
      let calipers = points.withUnsafeBufferPointer {
        StrokeOutliner.fitsStripByCalipers($0.baseAddress!, count: $0.count, limit: limit)
      }
      XCTAssertEqual(calipers, every, "seed \(seed): \(points.count) points, limit \(limit)")
      if every { agreed.fits += 1 } else { agreed.misses += 1 }
    }
    // Both outcomes are exercised.
    XCTAssertGreaterThan(agreed.fits, 50, "\(agreed)")
    XCTAssertGreaterThan(agreed.misses, 50, "\(agreed)")
  }

  /// A 300-point ellipse 40 × 2 turned by 30° and stroked at width 2.5 draws one contour,
  /// which fills the ellipse and ends 1.25 beyond it across its middle; at width 1.9,
  /// narrower than the ellipse, two.
  func testManyPointConvexPolygonStrokedWideDrawsOneContour() {
    var path = Path()
    let turn = AffineTransform.rotation(.degrees(30))
    for k in 0..<300 {
      let angle = 2 * Double.pi * Double(k) / 300
      let p = Point(x: 20 * cos(angle), y: sin(angle)).applying(turn)
      if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    path.closeSubpath()
    let outline = path.strokedPath(StrokeStyle(lineWidth: 2.5), tolerance: 0.01)
    XCTAssertEqual(contourCount(outline), 1)
    for i in -19...19 {
      for j in -9...9 {
        let x = Double(i)
        let y = Double(j) / 10
        guard x * x / 400 + y * y < 0.95 else { continue }
        let p = Point(x: x, y: y).applying(turn)
        XCTAssertTrue(outline.contains(p), "(\(x), \(y)) inside the ellipse")
      }
    }
    // Across the middle the polygon's edges lie within 1e-4 of the ellipse's top and bottom.
    for y in [2.2, -2.2] {
      XCTAssertTrue(outline.contains(Point(x: 0, y: y).applying(turn)), "\(y)")
    }
    for y in [2.3, -2.3] {
      XCTAssertFalse(outline.contains(Point(x: 0, y: y).applying(turn)), "\(y)")
    }
    XCTAssertEqual(
      contourCount(path.strokedPath(StrokeStyle(lineWidth: 1.9), tolerance: 0.01)), 2)
  }

  /// An edge a rounding error long that runs back (here 4.4e-16, one ulp of 4) is passed
  /// as one of zero length: the rectangle is still convex, and covered from its height on.
  func testAnEdgeOfOneUlpRunningBackIsPassed() {
    let rectangle = "M0 0 L10 0 L10 4 L10 3.9999999999999996 L0 4 Z"
    XCTAssertTrue(covers(rectangle, width: 4, positive: true))
    XCTAssertFalse(covers(rectangle, width: 3.999, positive: true))
    let turned = try! Path(svgPathData: rectangle).applying(.rotation(.degrees(30)))
    XCTAssertTrue(covers(turned.svgPathData, width: 4.0001, positive: true))
    let outline = turned.strokedPath(StrokeStyle(lineWidth: 4.0001), tolerance: 0.01)
    XCTAssertEqual(contourCount(outline), 1)
  }

  /// Rectangles 50 units out with corners a few thousandths of a unit round, upright and
  /// turned: the cross products of their tiny corners' control segments, nearly collinear,
  /// carry the rounding of points 50 out (seeds 4770, 5181 and 7299 of the random test
  /// below), which the straightness slack takes; every one is covered from its height on.
  func testTinyCornersFarOutAreConvex() {
    var rng = SplitMix64(seed: 11)
    for k in 0..<200 {
      let frame = Rect(
        x: rng.double(in: 20...60), y: rng.double(in: 20...60), width: rng.double(in: 30...50),
        height: rng.double(in: 10...29))
      var shape = Path(
        roundedRect: frame, cornerRadius: rng.double(in: 0.0005...0.005),
        style: k % 2 == 0 ? .continuous : .circular)
      if k % 4 >= 2 { shape = shape.applying(.rotation(.radians(rng.double(in: 0...3)))) }
      XCTAssertTrue(covers(shape.svgPathData, width: 30, positive: true), "k \(k)")
    }
  }

  /// A continuous pill whose straight sides vanish (its corners clamped to half its
  /// height; seed 1413 of the random test below): rounding put each side's end a few ulps
  /// behind its start, and `Path(roundedRect:style:)` drew a line back there (V-23.150…82
  /// after …817); it draws none now, and the pill strokes to one contour from its height on.
  func testContinuousPillWithVanishingSidesDrawsNoLineBack() {
    let pill = Path(
      roundedRect: Rect(
        x: 13.986423679962243, y: -24.734524569465687, width: 13.528649263154769,
        height: 3.1689013271877364), cornerRadius: 10, style: .continuous)
    XCTAssertEqual(pill.elements.filter { if case .line = $0 { true } else { false } }.count, 2)
    XCTAssertFalse(pill.svgPathData.contains("V"), pill.svgPathData)
    XCTAssertTrue(covers(pill.svgPathData, width: 3.1690, positive: true))
    XCTAssertFalse(covers(pill.svgPathData, width: 3.1688, positive: true))
    let outline = pill.strokedPath(StrokeStyle(lineWidth: 4), tolerance: 0.01)
    XCTAssertEqual(contourCount(outline), 1)
  }

  /// MDC's pill indicator stroked wider than it is high: the outer offset alone, a stadium
  /// of radius h + 10 around the pill's center line from (10, 10) to (50, 10).
  func testPillStrokedWiderThanItIsHighIsTheOuterStadium() {
    let pill = Path(
      roundedRect: Rect(x: 0, y: 0, width: 60, height: 20), cornerRadius: 10, style: .circular)
    let outline = pill.strokedPath(StrokeStyle(lineWidth: 40), tolerance: 0.01)
    XCTAssertEqual(contourCount(outline), 1)
    assertCanonical(outline)
    // Every point of the outline, flattened finely, is 30 from the center line.
    for element in outline.flattened(tolerance: 1e-4).elements {
      guard let point = element.endPoint else { continue }
      let axis = Point(x: min(max(point.x, 10), 50), y: 10)
      XCTAssertEqual((point - axis).magnitude, 30, accuracy: 0.01, "\(point)")
    }
    let box = outline.boundingRect
    XCTAssertEqual(box.minX, -20, accuracy: 1e-9)
    XCTAssertEqual(box.maxX, 80, accuracy: 1e-9)
    XCTAssertEqual(box.minY, -20, accuracy: 1e-9)
    XCTAssertEqual(box.maxY, 40, accuracy: 1e-9)
    // Both orientations, and a dash that covers the whole subpath, draw the same contour.
    let reversed = pill.applying(.scale(x: 1, y: -1))
      .strokedPath(StrokeStyle(lineWidth: 40), tolerance: 0.01)
    XCTAssertEqual(contourCount(reversed), 1)
    var dashed = StrokeStyle(lineWidth: 40)
    dashed.dash = [1000, 10]
    XCTAssertEqual(pill.strokedPath(dashed, tolerance: 0.01).elements, outline.elements)
    // Narrower than the pill is high, the stroke keeps its hole.
    XCTAssertEqual(contourCount(pill.strokedPath(StrokeStyle(lineWidth: 19), tolerance: 0.01)), 2)
  }

  /// The general stroker, told before a covered subpath is drawn that its inner contour is
  /// dropped, draws the same outline, element for element, as when it fits that side and
  /// drops it at the close (a trailing move keeps it from looking ahead); the side's
  /// curves are then not fitted.
  func testDroppedInnerSideLeavesTheOuterContourAsItWas() {
    var dropped = 0
    forEachSeed(0..<300) { seed, rng in
      let height = rng.double(in: 1...30)
      let width = height + rng.double(in: 0...80)
      let frame = Rect(
        x: rng.double(in: -50...50), y: rng.double(in: -50...50), width: width, height: height)
      var shape: Path
      switch seed % 3 {
      case 0:
        shape = Path(
          roundedRect: frame, cornerRadius: rng.double(in: 0...(height / 2)),
          style: seed % 2 == 0 ? .circular : .continuous)
      case 1: shape = Path(ellipseIn: frame)
      default:
        shape = Path(roundedRect: frame, cornerRadius: height / 2, style: .circular)
      }
      if seed % 4 == 1 { shape = shape.applying(.scale(x: 1, y: -1)) }
      let style = StrokeStyle(
        lineWidth: height * rng.double(in: 0.8...3), lineCap: .butt,
        lineJoin: seed % 5 == 0 ? .round : .miter)
      let tolerance = seed % 7 < 4 ? 0.05 : 0.01
      guard let plan = shape.strokePlan(style, tolerance: tolerance) else {
        return XCTFail("seed \(seed): no plan")
      }
      let outline = shape.strokedByStroker(plan)
      var open = shape
      open.move(to: Point(x: 1000, y: 1000))
      XCTAssertEqual(outline.elements, open.strokedByStroker(plan).elements, "seed \(seed)")
      if contourCount(outline) == 1 { dropped += 1 }
    }
    // Both cases are exercised.
    XCTAssertGreaterThan(dropped, 60)
    XCTAssertLessThan(dropped, 280)
  }

  /// The same pill turned by 30° about (30, 10): still the outer stadium alone, every point
  /// 30 from the turned center line.
  func testTurnedPillStrokedWiderThanItIsHighIsTheOuterStadium() {
    let turn = AffineTransform.translation(x: -30, y: -10)
      .concatenating(.rotation(.degrees(30))).concatenating(.translation(x: 30, y: 10))
    let pill = Path(
      roundedRect: Rect(x: 0, y: 0, width: 60, height: 20), cornerRadius: 10, style: .circular
    ).applying(turn)
    let outline = pill.strokedPath(StrokeStyle(lineWidth: 40), tolerance: 0.01)
    XCTAssertEqual(contourCount(outline), 1)
    assertCanonical(outline)
    let a = Point(x: 10, y: 10).applying(turn)
    let b = Point(x: 50, y: 10).applying(turn)
    for element in outline.flattened(tolerance: 1e-4).elements {
      guard let point = element.endPoint else { continue }
      XCTAssertEqual(distanceToLineSegment(point, a, b), 30, accuracy: 0.01, "\(point)")
    }
    XCTAssertEqual(contourCount(pill.strokedPath(StrokeStyle(lineWidth: 19), tolerance: 0.01)), 2)
  }

  /// A 60 × 10 rectangle turned by 45°, stroked 20 wide with miter joins: one contour, the
  /// 80 × 30 rectangle around it, corner for corner.
  func testTurnedRectangleStrokedWiderThanItIsHighIsTheGrownRectangle() {
    let c = 0.5.squareRoot()
    func turned(_ x: Double, _ y: Double) -> Point { Point(x: c * (x - y), y: c * (x + y)) }
    var rectangle = Path()
    rectangle.move(to: turned(0, 0))
    rectangle.addLine(to: turned(60, 0))
    rectangle.addLine(to: turned(60, 10))
    rectangle.addLine(to: turned(0, 10))
    rectangle.closeSubpath()
    let style = StrokeStyle(lineWidth: 20, lineJoin: .miter)
    let outline = rectangle.strokedPath(style, tolerance: 0.01)
    XCTAssertEqual(contourCount(outline), 1)
    var corners: [Point] = []
    for element in outline.elements {
      if let p = element.endPoint, !corners.contains(where: { ($0 - p).magnitude < 1e-9 }) {
        corners.append(p)
      }
    }
    let expected = [turned(-10, -10), turned(70, -10), turned(70, 20), turned(-10, 20)]
    XCTAssertEqual(corners.count, 4, "\(outline.svgPathData)")
    for corner in expected {
      XCTAssertTrue(
        corners.contains(where: { ($0 - corner).magnitude < 1e-9 }),
        "\(corner) in \(outline.svgPathData)")
    }
  }

  /// A covered polygon's runs of lines draw the outline a zero-length curve before them
  /// leaves, the outer contour alone, both ways round.
  func testLineRunsDrawTheOuterContourAloneAsAfterACurve() {
    for svg in ["M0 0 L10 0 L10 6 L0 6 Z", "M0 0 L0 6 L10 6 L10 0 Z", "M0 0 L8 0 L4 5 Z"] {
      let path = try! Path(svgPathData: svg)
      var general = Path()
      general.move(to: .zero)
      general.addCurve(to: .zero, control1: .zero, control2: .zero)
      for element in path.elements.dropFirst() { general.append(element) }
      for join in [LineJoin.miter, .round, .bevel] {
        let style = StrokeStyle(lineWidth: 12, lineJoin: join)
        let lines = path.strokedPath(style, tolerance: 0.01)
        XCTAssertEqual(contourCount(lines), 1, "\(svg) \(join)")
        XCTAssertEqual(lines.elements, general.strokedPath(style, tolerance: 0.01).elements)
      }
    }
  }

  /// Random convex shapes (rounded rectangles, ellipses, polygons), upright or turned,
  /// stroked with round joins from a third of their box's narrow side to twice it: a point
  /// is filled exactly where it lies within h of the shape's outline (away from a band of
  /// the tolerance around that distance), whether the outline is one contour or two; the
  /// outline is one contour exactly where the width is at least the shape's least width
  /// (upright or turned).
  func testFillIsThePointsWithinHalfTheWidthOfTheShape() {
    forEachSeed(0..<400) { seed, rng in
      let width = rng.double(in: 2...60)
      let height = rng.double(in: 2...60)
      let frame = Rect(
        x: rng.double(in: -50...50), y: rng.double(in: -50...50), width: width, height: height)
      var shape: Path
      // The least width of the shape's control polygon, where the test knows it.
      var narrowest: Double? = min(width, height)
      switch seed % 3 {
      case 0:
        let radius = rng.double(in: 0...(min(width, height) / 2))
        shape = Path(
          roundedRect: frame, cornerRadius: radius, style: seed % 2 == 0 ? .circular : .continuous)
      case 1:
        shape = Path(ellipseIn: frame)
      default:
        // A convex polygon: points on an ellipse at sorted angles.
        let count = Int.random(in: 3...9, using: &rng)
        let angles = (0..<count).map { _ in rng.double(in: 0...(2 * Double.pi)) }.sorted()
        shape = Path()
        for (k, angle) in angles.enumerated() {
          let p = Point(
            x: frame.midX + width / 2 * cos(angle), y: frame.midY + height / 2 * sin(angle))
          if k == 0 { shape.move(to: p) } else { shape.addLine(to: p) }
        }
        shape.closeSubpath()
        narrowest = polygonWidth(shape)
      }
      if rng.double(in: 0...1) < 0.3 {
        shape = shape.applying(.rotation(.radians(rng.double(in: 0...3))))
      }
      if rng.double(in: 0...1) < 0.5 { shape = shape.applying(.scale(x: -1, y: 1)) }
      let box = shape.boundingRect
      let lineWidth = min(box.width, box.height) * rng.double(in: 0.33...2)
      let outline = shape.strokedPath(
        StrokeStyle(lineWidth: lineWidth, lineJoin: .round), tolerance: 0.01)
      let contours = contourCount(outline)
      XCTAssertTrue(contours == 1 || contours == 2, "seed \(seed): \(contours) contours")
      if let narrow = narrowest, !(abs(lineWidth - narrow) < 1e-6 * narrow) {
        XCTAssertEqual(contours, lineWidth >= narrow ? 1 : 2, "seed \(seed) \(shape.svgPathData)")
      }
      assertFill(of: shape, lineWidth: lineWidth, &rng, "seed \(seed)")
    }
  }

  /// The least width of a convex polygon of lines (its least extent across one of its
  /// edges), or `nil` when it has a repeated point.
  private func polygonWidth(_ path: Path) -> Double? {
    let points = path.elements.compactMap { element -> Point? in
      switch element {
      case .move(let p), .line(let p): p
      default: nil
      }
    }
    var least = Double.infinity
    for i in points.indices {
      let p = points[i]
      let e = points[(i + 1) % points.count] - p
      guard e.magnitude > 0 else { return nil }
      let distances = points.map { e.cross($0 - p) / e.magnitude }
      least = min(least, distances.max()! - distances.min()!)
    }
    return least
  }

  /// Non-convex shapes narrower than the width keep both contours, and fill right: an L,
  /// a bow tie (two lobes of opposite turns), a pentagram.
  func testNonConvexShapesWithinTheWidthFillTheirNeighbourhood() {
    var rng = SplitMix64(seed: 7)
    for svg in [
      "M0 0 L4 0 L4 2 L2 2 L2 4 L0 4 Z", "M0 0 L10 4 L10 0 L0 4 Z",
      "M0 10 L5.9 -8.1 L-9.5 3.1 L9.5 3.1 L-5.9 -8.1 Z",
    ] {
      let shape = try! Path(svgPathData: svg)
      for lineWidth in [1.0, 3, 4.5, 8, 30] {
        let outline = shape.strokedPath(
          StrokeStyle(lineWidth: lineWidth, lineJoin: .round), tolerance: 0.01)
        XCTAssertEqual(contourCount(outline) >= 2, true, "\(svg) width \(lineWidth)")
        assertFill(of: shape, lineWidth: lineWidth, &rng, "\(svg)")
      }
    }
  }

  /// Asserts that the stroke of `shape` at `lineWidth` (round joins, tolerance 0.01)
  /// fills 200 random points near it exactly where they lie within half the width of it
  /// (points within twice the tolerance of that distance are passed).
  private func assertFill(
    of shape: Path, lineWidth: Double, _ rng: inout SplitMix64, _ message: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let h = lineWidth / 2
    let tolerance = 0.01
    let outline = shape.strokedPath(
      StrokeStyle(lineWidth: lineWidth, lineJoin: .round), tolerance: tolerance)
    let box = shape.boundingRect
    let flat = shape.flattened(tolerance: 1e-4)
    var points: [Point] = []
    for element in flat.elements {
      if let p = element.endPoint { points.append(p) }
    }
    points.append(points[0])
    for _ in 0..<200 {
      let p = Point(
        x: rng.double(in: (box.minX - h - 2)...(box.maxX + h + 2)),
        y: rng.double(in: (box.minY - h - 2)...(box.maxY + h + 2)))
      var distance = Double.infinity
      for k in 1..<points.count {
        distance = min(distance, distanceToLineSegment(p, points[k - 1], points[k]))
      }
      guard abs(distance - h) > 2 * tolerance else { continue }
      XCTAssertEqual(
        outline.contains(p), distance < h,
        "\(message): \(p) at \(distance) from \(shape.svgPathData), width \(lineWidth)", file: file,
        line: line)
    }
  }
}
