import SeededRandom
import XCTest

@testable import IndicatorCore

/// The route for paths of four turned runs, the upright rounded rectangles
/// (QuarterTurnStroke.swift): where it draws, it draws the general stroker's outline.
final class QuarterTurnStrokeTests: XCTestCase {
  /// The route's outline of `path` and the general stroker's.
  private func outlines(_ path: Path, _ style: StrokeStyle, tolerance: Double = 0.05)
    -> (route: Path?, general: Path)
  {
    let plan = path.strokePlan(style, tolerance: tolerance)!
    return (path.strokedQuarterTurns(plan), path.strokedByStroker(plan))
  }

  /// Checks that where the route draws `path` in `style` it draws the general stroker's
  /// outline to within 2⁻⁴⁴ of the coordinates' size and that `strokedPath` returns it, and
  /// that it draws where `required`; whether it drew.
  @discardableResult
  private func checkRoute(
    _ path: Path, _ style: StrokeStyle, tolerance: Double = 0.05, required: Bool = true,
    _ message: String, file: StaticString = #filePath, line: UInt = #line
  ) -> Bool {
    let (route, general) = outlines(path, style, tolerance: tolerance)
    guard let route else {
      if required { XCTFail("\(message): not routed", file: file, line: line) }
      return false
    }
    let size = path.largestMagnitude + style.lineWidth
    XCTAssertLessThanOrEqual(
      largestPointDifference(route, general), 0x1p-44 * size, message, file: file, line: line)
    let (p, q) = (route.currentPoint ?? .zero, general.currentPoint ?? .zero)
    XCTAssertLessThanOrEqual((p - q).magnitude, 0x1p-44 * size, message, file: file, line: line)
    XCTAssertEqual(
      route.elements, path.strokedPath(style, tolerance: tolerance).elements, message,
      file: file, line: line)
    return true
  }

  /// Upright rounded rectangles, clockwise and counterclockwise, both corner styles, every
  /// join: the route draws all whose stroke is at most a third of the corner radius, and
  /// some wider ones (MDC's outline: radius 4, width 2).
  func testRoundedRectanglesStrokeAsTheGeneralStroker() {
    let rects = [
      Rect(x: 0, y: 0, width: 60, height: 30), Rect(x: 12.5, y: 7, width: 80, height: 21),
      Rect(x: 1e5, y: -2e5, width: 64, height: 28), Rect(x: -3, y: -4, width: 14, height: 14),
    ]
    var routed = 0
    for rect in rects {
      for radius in [0.5, 2.0, 4.0] {
        for cornerStyle in [RoundedCornerStyle.continuous, .circular] {
          for width in [0.1, 0.25, 0.5, 1, 2, 3] {
            for join in [LineJoin.miter, .round, .bevel] {
              let style = StrokeStyle(lineWidth: width, lineJoin: join, miterLimit: 0)
              let path = Path(roundedRect: rect, cornerRadius: radius, style: cornerStyle)
              let message = "\(rect), radius \(radius), \(cornerStyle), width \(width), \(join)"
              let required = 3 * width <= radius
              if checkRoute(path, style, required: required, message) { routed += 1 }
              // Counterclockwise: the left side is the outer one.
              var flipped = Path()
              flipped.addPath(path, transform: .scale(x: 1, y: -1))
              if checkRoute(flipped, style, required: required, message + ", flipped") {
                routed += 1
              }
            }
          }
        }
      }
    }
    XCTAssertGreaterThan(routed, 4 * 2 * 3 * 2 * 8)
  }

  /// MDC's outline as the outline template draws it, at both tolerances of the accuracy
  /// matrix, with the outline's own golden shape: 35 elements, the outer contour first.
  func testTheOutlineTemplatesStrokeTakesTheRoute() {
    let template = OutlineIndicatorTemplate()
    let path = Path(
      roundedRect: Rect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 4,
      style: template.cornerStyle)
    for tolerance in [0.05, 0.25] {
      checkRoute(path, template.style, tolerance: tolerance, "tolerance \(tolerance)")
    }
    let outline = path.strokedPath(template.style)
    XCTAssertEqual(outline.elements.count, 35)
    // The outer contour from the top edge's start, one unit out; the inner one reversed
    // from there, one unit in.
    let expected: [(Int, Point)] = [
      (0, Point(x: 6.11465932, y: -1)), (1, Point(x: 53.88534068, y: -1)),
      (5, Point(x: 61, y: 23.88534068)), (18, Point(x: 6.11465932, y: 1)),
      (19, Point(x: 2.827460432041379, y: 1.253116393713404)),
    ]
    for (index, point) in expected {
      guard let end = outline.elements[index].endPoint else {
        XCTFail("element \(index) has no end point")
        continue
      }
      XCTAssertEqual(end.x, point.x, accuracy: 1e-12, "element \(index)")
      XCTAssertEqual(end.y, point.y, accuracy: 1e-12, "element \(index)")
    }
    XCTAssertEqual(outline.elements[17], .closeSubpath)
    // The stroke's area, by Steiner's formula for the offsets of a convex curve of length
    // L bending no tighter than the offset distance 1: (A + L + π) − (A − L + π) = 2L, to
    // the fits' error.
    XCTAssertEqual(outline.signedArea, 2 * path.length, accuracy: 0.01)
  }

  /// Random upright rounded rectangles (seeded): where the route draws, it draws the
  /// general stroker's outline; it draws every one whose stroke is narrower than a third
  /// of its corner.
  func testRandomRoundedRectanglesStrokeAsTheGeneralStroker() {
    let seed: UInt64 = 0x9a7e_11
    var random = SplitMix64(seed: seed)
    for trial in 0..<300 {
      let rect = Rect(
        x: random.double(in: -500...500), y: random.double(in: -500...500),
        width: random.double(in: 1...300), height: random.double(in: 1...300))
      // Below 0.3 of the shorter side the continuous corners leave every side a line.
      let radius = random.double(in: 0.02...0.3) * min(rect.width, rect.height)
      let cornerStyle: RoundedCornerStyle = trial % 3 == 0 ? .circular : .continuous
      let width = random.double(in: 0.05...1) * radius
      let tolerance = trial % 2 == 0 ? 0.05 : 0.25
      let style = StrokeStyle(lineWidth: width, lineJoin: .miter, miterLimit: 4)
      let path = Path(roundedRect: rect, cornerRadius: radius, style: cornerStyle)
      let message = "seed \(seed), trial \(trial): \(rect), radius \(radius), width \(width)"
      let (route, general) = outlines(path, style, tolerance: tolerance)
      if let route {
        let size = path.largestMagnitude + width
        XCTAssertLessThanOrEqual(largestPointDifference(route, general), 0x1p-44 * size, message)
      } else {
        XCTAssertGreaterThan(3 * width, radius, message)
      }
    }
  }

  /// Circular corners tighter than the half width (seeded): the route draws the general
  /// stroker's outline.
  ///
  /// That inner contour is the rectangle where the lines' inner offsets cross, once the
  /// loop pass has cut the corners' backward arcs. The route draws every one whose
  /// half width is at least 1.3 radii and whose rectangle is at least 10⁻³ of its size
  /// across, mirrored too; where the stroke covers the inside or nearly so, the general
  /// stroker's outline either way.
  func testCornersTighterThanTheHalfWidthStrokeAsTheGeneralStroker() {
    let seed: UInt64 = 0x51de_7e
    var random = SplitMix64(seed: seed)
    var rectangles = 0
    for trial in 0..<1000 {
      let width = random.double(in: 0.5...60)
      let h = width / 2
      let radius = random.double(in: 0.01...1.2) * h
      // The inner rectangle's sides: mostly clear, some within a hair of zero either way.
      @inline(__always) func side() -> Double {
        switch trial % 4 {
        case 0: return random.double(in: -1e-9...1e-9) * h
        case 1: return random.double(in: -0.1...0.1) * h
        default: return random.double(in: 0.01...20) * h
        }
      }
      let rect = Rect(
        x: random.double(in: -500...500), y: random.double(in: -500...500),
        width: 2 * h + side(), height: 2 * h + side())
      guard rect.width > 2 * radius, rect.height > 2 * radius else { continue }
      let tolerance = trial % 2 == 0 ? 0.05 : 0.25
      let join: LineJoin = [.miter, .round, .bevel][trial % 3]
      let style = StrokeStyle(lineWidth: width, lineJoin: join, miterLimit: 4)
      let path = Path(roundedRect: rect, cornerRadius: radius, style: .circular)
      let inner = min(rect.width, rect.height) - width
      let required = h >= 1.3 * radius && inner >= 1e-3 * (rect.width + rect.height)
      // Mirrored, the area is negative and the inner side is the right one, drawn forwards.
      var mirrored = Path()
      mirrored.addPath(path, transform: .scale(x: -1, y: 1))
      for (shape, name) in [(path, ""), (mirrored, ", mirrored")] {
        let message =
          "seed \(seed), trial \(trial)\(name): \(rect), radius \(radius), width \(width)"
        let (route, general) = outlines(shape, style, tolerance: tolerance)
        guard let route else {
          XCTAssertFalse(required, "\(message): not routed")
          continue
        }
        let size = shape.largestMagnitude + width
        XCTAssertLessThanOrEqual(largestPointDifference(route, general), 0x1p-44 * size, message)
        let (p, q) = (route.currentPoint ?? .zero, general.currentPoint ?? .zero)
        XCTAssertLessThanOrEqual((p - q).magnitude, 0x1p-44 * size, message)
        if h > radius { rectangles += 1 }
      }
    }
    XCTAssertGreaterThan(rectangles, 700)
  }

  /// A 100 × 60 rectangle with corners of radius 4, stroked 40 wide: the outer contour's
  /// corners are arcs of radius 24 about the corners' centres, the inner contour the
  /// rectangle 20 in from each side, from the top edge's start and reversed (down first).
  func testTheInnerContourOfTightCornersIsARectangle() {
    let path = Path(
      roundedRect: Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 4, style: .circular)
    let outline = path.strokedPath(StrokeStyle(lineWidth: 40))
    XCTAssertEqual(outline.elements.count, 15)
    XCTAssertEqual(
      Array(outline.elements[9...]),
      [
        .closeSubpath, .move(to: Point(x: 20, y: 20)), .line(to: Point(x: 20, y: 40)),
        .line(to: Point(x: 80, y: 40)), .line(to: Point(x: 80, y: 20)), .closeSubpath,
      ])
    XCTAssertEqual(outline.elements[1], .line(to: Point(x: 96, y: -20)))
    // The fill: the outer rounded rectangle (140 × 100, its corners the source's arcs
    // scaled by 6 about their centres, which is the standard cubic of radius 24) less the
    // inner 60 × 20 rectangle.
    let outer = Path(
      roundedRect: Rect(x: -20, y: -20, width: 140, height: 100), cornerRadius: 24,
      style: .circular)
    XCTAssertEqual(outline.signedArea, outer.signedArea - 60 * 20, accuracy: 1e-9)
    XCTAssertNotNil(
      path.strokedQuarterTurns(path.strokePlan(StrokeStyle(lineWidth: 40), tolerance: 0.05)!))
  }

  /// A path of several subpaths (rounded rectangles with tight corners or not, mirrored or
  /// not, an open curve between): the general stroker hands each rectangle the route draws
  /// alone to the route, which writes that outline in its place, and the path's outline is
  /// the general stroker's to within 2⁻⁴⁴ of the coordinates' size, element for element.
  func testSubpathsOfAPathTakeTheRoute() {
    let shapes = [
      (Rect(x: 0, y: 0, width: 100, height: 60), 4.0, RoundedCornerStyle.circular, false),
      (Rect(x: 130, y: 5, width: 60, height: 30), 2, .circular, false),
      (Rect(x: -80, y: 90, width: 70, height: 70), 12, .continuous, false),
      (Rect(x: 20, y: 200, width: 90, height: 44), 3, .circular, true),
    ].map { rect, radius, style, mirrored in
      var shape = Path()
      shape.addPath(
        Path(roundedRect: rect, cornerRadius: radius, style: style),
        transform: mirrored ? .scale(x: -1, y: 1) : .identity)
      return shape
    }
    var path = Path()
    var starts: [Int] = []
    for (k, shape) in shapes.enumerated() {
      starts.append(path.elements.count)
      path.addPath(shape)
      if k == 1 {
        path.move(to: Point(x: 300, y: 0))
        path.addCurve(
          to: Point(x: 340, y: 40), control1: Point(x: 330, y: 0), control2: Point(x: 340, y: 10))
      }
    }
    // Routed alone: all four at width 2; at width 6 the radius 2 one with a rectangle
    // inside and the continuous corners (the radius 4 ones' inner side is a quarter of
    // their radius from the centre, which neither the arc route nor the direct fit draws
    // plainly); at width 20 the three with circular corners, a rectangle inside each.
    for (width, routed) in [(2.0, [0, 1, 2, 3]), (6.0, [1, 2]), (20.0, [0, 1, 3])] {
      let style = StrokeStyle(lineWidth: width, lineJoin: .miter, miterLimit: 4)
      let plan = path.strokePlan(style, tolerance: 0.05)!
      var drawn: [Int] = []
      for (k, shape) in shapes.enumerated() {
        let (close, written) = Stroker.withStroker(fitter: plan.fitter, pathElements: 0) {
          stroker in
          stroker.move(to: shape.elements[0].endPoint!)
          let close = path.strokeQuarterTurns(at: starts[k], &stroker, magnitude: plan.magnitude)
          return (close, stroker.output.makeArray())
        }
        let alone = shape.strokedQuarterTurns(shape.strokePlan(style, tolerance: 0.05)!)
        XCTAssertEqual(close != nil, alone != nil, "width \(width), shape \(k)")
        guard let close, let alone else { continue }
        drawn.append(k)
        XCTAssertEqual(close, starts[k] + shape.elements.count - 1, "width \(width), shape \(k)")
        XCTAssertEqual(written, alone.elements, "width \(width), shape \(k)")
      }
      XCTAssertEqual(drawn, routed, "width \(width)")
      let general = path.strokedByStroker(plan)
      let outline = path.strokedPath(style, tolerance: 0.05)
      XCTAssertEqual(outline.elements.count, general.elements.count, "width \(width)")
      let size = path.largestMagnitude + width
      XCTAssertLessThanOrEqual(
        largestPointDifference(outline, general), 0x1p-44 * size, "width \(width)")
      XCTAssertEqual(outline.currentPoint, general.currentPoint, "width \(width)")
    }
  }

  func testOtherShapesTakeTheGeneralStroker() {
    let rect = Rect(x: 0, y: 0, width: 60, height: 30)
    let outline = Path(roundedRect: rect, cornerRadius: 4)
    var moved = outline.elements
    if case .curve(let p, let c1, let c2) = moved[7] {
      moved[7] = .curve(to: p, control1: c1 + Point(x: 1e-9, y: 0), control2: c2)
    }
    var rotated = Path()
    rotated.addPath(outline, transform: .rotation(.radians(0.5)))
    var open = Path()
    open.addPath(outline)
    open.addLine(to: .zero)
    let cases: [(String, Path, StrokeStyle)] = [
      (
        "per-corner radii",
        Path(
          roundedRect: rect,
          cornerRadii: RectangleCornerRadii(
            topLeading: 4, bottomLeading: 4, bottomTrailing: 4, topTrailing: 5)),
        StrokeStyle(lineWidth: 2)
      ),
      ("a control point moved", Path(elements: moved), StrokeStyle(lineWidth: 2)),
      ("rotated", rotated, StrokeStyle(lineWidth: 2)),
      ("dashed", outline, StrokeStyle(lineWidth: 2, dash: [3, 2])),
      ("wider than the corner", outline, StrokeStyle(lineWidth: 12)),
      (
        "pill", Path(roundedRect: rect, cornerRadius: 15, style: .circular),
        StrokeStyle(lineWidth: 2)
      ),
      ("ellipse", Path(ellipseIn: rect), StrokeStyle(lineWidth: 2)),
      ("open", open, StrokeStyle(lineWidth: 2)),
    ]
    for (name, path, style) in cases {
      XCTAssertNil(outlines(path, style).route, name)
    }
    // Corners a millionth of their coordinates, rounded too coarsely to be copies (the
    // arc test decides differently on each at this tolerance); found by the stroke fuzz
    // target.
    let far = Path(
      roundedRect: Rect(x: -189.99, y: -5.3e-8, width: 217.44, height: 1.2e-7),
      cornerRadius: 1.8e-8, style: .circular)
    XCTAssertNil(outlines(far, StrokeStyle(lineWidth: 1e-9), tolerance: 1e-9).route)
  }
}
