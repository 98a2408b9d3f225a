import Foundation
import XCTest

@testable import IndicatorCore

/// `Path._checkInvariants()` holds on paths built every way the public API allows: it traps
/// on a broken invariant, so each test passes only if no operation breaks one.
final class PathInvariantsTests: XCTestCase {
  /// A path with two subpaths, one closed, and every element kind.
  let mixed = Path { p in
    p.move(to: Point(x: 0, y: 0))
    p.addLine(to: Point(x: 10, y: 0))
    p.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 15, y: 5))
    p.addCurve(to: Point(x: 0, y: 10), control1: Point(x: 7, y: 12), control2: Point(x: 3, y: 12))
    p.closeSubpath()
    p.move(to: Point(x: 20, y: 20))
    p.addLine(to: Point(x: 30, y: 25))
  }

  // MARK: Building

  func testBuildingCallsKeepTheInvariants() {
    Path()._checkInvariants()
    var path = Path()
    // Ignored without a current point.
    path.addLine(to: Point(x: 1, y: 1))
    path.addQuadCurve(to: .zero, control: .zero)
    path.addCurve(to: .zero, control1: .zero, control2: .zero)
    path.closeSubpath()
    path._checkInvariants()
    XCTAssertTrue(path.isEmpty)
    path.move(to: Point(x: 1, y: 2))
    path._checkInvariants()
    path.move(to: Point(x: 3, y: 4))  // Two moves in a row.
    path.closeSubpath()  // A close right after a move.
    path.closeSubpath()  // Ignored.
    path._checkInvariants()
    path.addLine(to: Point(x: 5, y: 6))  // Adds a move to (3, 4) first.
    path._checkInvariants()
    path.closeSubpath()
    path.addQuadCurve(to: Point(x: 7, y: 8), control: .zero)
    path.closeSubpath()
    path.addCurve(to: Point(x: 9, y: 9), control1: .zero, control2: .zero)
    path._checkInvariants()
    path.addLines([Point(x: 0, y: 0), Point(x: 1, y: 0)])
    path.addLines([])
    path.closeSubpath()
    path._checkInvariants()
    XCTAssertEqual(
      path.elements.filter { $0 == .closeSubpath }.count, 4, "\(path.elements)")
  }

  func testShapesKeepTheInvariantsOnEmptyOpenAndClosedPaths() {
    let rect = Rect(x: 1, y: 2, width: 30, height: 20)
    let starts: [Path] = [Path(), mixed, Path(Rect(x: 0, y: 0, width: 1, height: 1))]
    for start in starts {
      var shapes: [Path] = []
      for radius in [0.0, 3, 100, -1, .nan] {
        for style in [RoundedCornerStyle.circular, .continuous] {
          var p = start
          p.addRoundedRect(in: rect, cornerRadius: radius, style: style)
          shapes.append(p)
          p = start
          p.addRoundedRect(
            in: rect,
            cornerRadii: RectangleCornerRadii(
              topLeading: radius, bottomLeading: 0, bottomTrailing: 2, topTrailing: 0),
            style: style)
          shapes.append(p)
        }
      }
      for r in [
        rect, .zero, Rect(x: 5, y: 5, width: -3, height: -4),
        Rect(x: .nan, y: 0, width: 1, height: 1),
      ] {
        var p = start
        p.addRect(r)
        shapes.append(p)
        p = start
        p.addEllipse(in: r)
        shapes.append(p)
      }
      for (sweep, clockwise) in [(90.0, false), (270, true), (360, false), (0, false), (-45, true)]
      {
        var p = start
        p.addArc(
          center: Point(x: 3, y: 3), radius: 2, startAngle: .degrees(10),
          endAngle: .degrees(10 + sweep), clockwise: clockwise)
        shapes.append(p)
      }
      var bad = start
      bad.addArc(center: .zero, radius: -1, startAngle: .zero, endAngle: .zero, clockwise: false)
      shapes.append(bad)
      for (index, shape) in shapes.enumerated() {
        shape._checkInvariants()
        // A segment after the shape continues from a valid current point.
        var extended = shape
        extended.addLine(to: Point(x: -1, y: -1))
        extended._checkInvariants()
        XCTAssertTrue(shape.isEmpty || extended.currentPoint == Point(x: -1, y: -1), "\(index)")
      }
      XCTAssertGreaterThan(shapes.count, 20)
    }
    Path(rect)._checkInvariants()
    Path(roundedRect: rect, cornerRadius: 4)._checkInvariants()
    Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(all: 4), style: .continuous)
      ._checkInvariants()
    Path(ellipseIn: rect)._checkInvariants()
  }

  func testElementsAndAddPathGoThroughTheBuildingCalls() {
    let elements: [Path.Element] = [
      .line(to: Point(x: 1, y: 1)), .closeSubpath, .move(to: .zero), .closeSubpath,
      .closeSubpath, .line(to: Point(x: 2, y: 0)), .move(to: Point(x: 5, y: 5)),
    ]
    let path = Path(elements: elements)
    path._checkInvariants()
    XCTAssertEqual(
      path.elements,
      [
        .move(to: .zero), .closeSubpath, .move(to: .zero), .line(to: Point(x: 2, y: 0)),
        .move(to: Point(x: 5, y: 5)),
      ])
    var combined = mixed
    combined.closeSubpath()
    combined.addPath(mixed)
    combined._checkInvariants()
    combined.addPath(mixed, transform: .rotation(.degrees(30)))
    combined._checkInvariants()
    combined.addPath(Path())
    combined._checkInvariants()
  }

  // MARK: Operations

  func testOperationsReturnPathsThatKeepTheInvariants() throws {
    var lone = Path()
    lone.move(to: Point(x: 4, y: 4))
    var moveClose = lone
    moveClose.closeSubpath()
    let inputs = [Path(), lone, moveClose, mixed, mixed.reversed(), Path(ellipseIn: .zero)]
    let transforms: [IndicatorCore.AffineTransform] = [
      .identity, .translation(x: 3, y: 4), .scale(x: -1, y: 2), .rotation(.degrees(45)),
      .scale(0), AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
    ]
    for (index, path) in inputs.enumerated() {
      var results: [Path] = [
        path.reversed(), path.reversed().reversed(), path.offsetBy(dx: 1, dy: -1),
        path.offsetBy(dx: .nan, dy: 0), path.flattened(tolerance: 0.1),
        path.flattened(tolerance: .infinity), path.trimmedPath(from: 0, to: 1),
        path.trimmedPath(from: 0.2, to: 0.7), path.trimmedPath(from: 0.9, to: 1),
        try Path(svgPathData: path.svgPathData),
        try JSONDecoder().decode(Path.self, from: JSONEncoder().encode(path)),
      ]
      results += transforms.map { path.applying($0) }
      for style in [
        StrokeStyle(), StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round),
        StrokeStyle(lineWidth: 2, lineCap: .square, lineJoin: .miter, dash: [3, 1]),
        StrokeStyle(lineWidth: 2, lineCap: .round, dash: [0, 2]),
      ] {
        results.append(path.strokedPath(style))
      }
      for (resultIndex, result) in results.enumerated() {
        result._checkInvariants()
        var extended = result
        extended.addLine(to: .zero)
        extended._checkInvariants()
        XCTAssertTrue(result.isEmpty || extended.currentPoint == .zero, "\(index).\(resultIndex)")
      }
    }
  }

  func testNonFiniteCoordinatesAreNotAnInvariant() {
    var path = Path()
    path.move(to: Point(x: .nan, y: .infinity))
    path.addLine(to: Point(x: -.infinity, y: 0))
    path.closeSubpath()
    path.addLine(to: Point(x: 1, y: 1))  // Moves to (NaN, inf) first.
    path._checkInvariants()
    XCTAssertFalse(path.isFinite)
    path.applying(.scale(2))._checkInvariants()
    path.offsetBy(dx: 1, dy: 1)._checkInvariants()
    path.reversed()._checkInvariants()
    path.flattened(tolerance: 0.25)._checkInvariants()
  }

  func testIndicatorsKeepTheInvariants() {
    let templates: [any IndicatorTemplate] = [
      UnderlineIndicatorTemplate(), UnderlineIndicatorTemplate.materialPrimary,
      UnderlineIndicatorTemplate(height: 4, cornerRadius: 2, cornerStyle: .continuous),
      PillIndicatorTemplate(), DotIndicatorTemplate(), ChevronIndicatorTemplate(),
      OutlineIndicatorTemplate(),
    ]
    var model = TabBarModel(
      items: [tab("Home", 40), tab("Search", 52), tab("Profile", 60)],
      size: Size(width: 360, height: 48))
    var checked = 0
    for template in templates {
      model.template = template
      for animation in IndicatorAnimation.allCases {
        for position in [0, 0.3, 1, 1.5, 2] {
          let path = model.indicator(atPosition: position, animation: animation)?.path
          path?._checkInvariants()
          if path != nil { checked += 1 }
        }
        for overscroll in OverscrollBehavior.allCases {
          for position in [-0.5, 2.5] {
            model.indicator(atPosition: position, animation: animation, overscroll: overscroll)?
              .path._checkInvariants()
          }
        }
      }
      model.selectionIndicator?.path._checkInvariants()
    }
    XCTAssertEqual(checked, templates.count * IndicatorAnimation.allCases.count * 5)
  }

  // MARK: Randomized

  func testRandomBuildingSequencesKeepTheInvariants() {
    forEachSeed(0..<200) { seed, rng in
      var path = Path()
      var log: [String] = []
      for _ in 0..<Int.random(in: 1...24, using: &rng) {
        let p = rng.point()
        switch Int.random(in: 0..<11, using: &rng) {
        case 0:
          path.move(to: p)
          log.append("move \(p)")
        case 1:
          path.addLine(to: p)
          log.append("line \(p)")
        case 2:
          path.addQuadCurve(to: p, control: rng.point())
          log.append("quad \(p)")
        case 3:
          path.addCurve(to: p, control1: rng.point(), control2: rng.point())
          log.append("cubic \(p)")
        case 4, 5:
          path.closeSubpath()
          log.append("close")
        case 6:
          path.addRect(Rect(origin: p, size: Size(width: rng.double(in: -9...9), height: 3)))
          log.append("rect \(p)")
        case 7:
          path.addRoundedRect(
            in: Rect(origin: p, size: Size(width: 10, height: 6)),
            cornerRadius: rng.double(in: -1...4),
            style: Bool.random(using: &rng) ? .circular : .continuous)
          log.append("rounded rect \(p)")
        case 8:
          path.addEllipse(in: Rect(origin: p, size: Size(width: 4, height: 2)))
          log.append("ellipse \(p)")
        case 9:
          path.addArc(
            center: p, radius: rng.double(in: 0...5),
            startAngle: .degrees(rng.double(in: -360...360)),
            endAngle: .degrees(rng.double(in: -360...360)), clockwise: Bool.random(using: &rng))
          log.append("arc \(p)")
        default:
          path.addPath(rng.path(subpaths: 1, segments: 2))
          log.append("addPath")
        }
        path._checkInvariants()
      }
      let context = "seed \(seed): \(log.joined(separator: ", "))"
      for result in [
        path.reversed(), path.flattened(tolerance: 0.5), path.trimmedPath(from: 0.25, to: 0.5),
        path.applying(.rotation(.degrees(rng.double(in: 0...360)))),
        path.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2])),
      ] {
        result._checkInvariants()
        XCTAssertEqual(result.isEmpty, result.currentPoint == nil, context)
      }
      XCTAssertEqual(path.isEmpty, path.currentPoint == nil, context)
    }
  }
}
