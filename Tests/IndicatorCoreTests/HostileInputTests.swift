import XCTest

@testable import IndicatorCore

/// Named hostile inputs, each with its exact documented outcome (the README's "Input
/// validation" section lists the policy).
final class HostileInputTests: XCTestCase {
  // MARK: Path data

  func testLoneMoveParsesToOneElementWithZeroGeometry() throws {
    let path = try Path(svgPathData: "M0 0")
    XCTAssertEqual(path.elements, [.move(to: .zero)])
    XCTAssertEqual(path.boundingRect, .zero)
    XCTAssertEqual(path.length, 0)
    XCTAssertEqual(path.signedArea, 0)
    XCTAssertFalse(path.contains(.zero))
    XCTAssertEqual(path.flattened(tolerance: 0.25), path)
  }

  func testOverflowingNumberIsOutOfRangeAtItsOffset() {
    XCTAssertThrowsError(try Path(svgPathData: "M 1e400 0")) { error in
      XCTAssertEqual(error as? SVGPathError, SVGPathError(kind: .numberOutOfRange, offset: 2))
    }
  }

  func testNaNAndInfinityAreNotNumbers() {
    for (text, offset) in [("M NaN 0", 2), ("M 0 inf", 4), ("M0 0L-Infinity 1", 5)] {
      XCTAssertThrowsError(try Path(svgPathData: text), text) { error in
        XCTAssertEqual(
          error as? SVGPathError, SVGPathError(kind: .expectedNumber, offset: offset), text)
      }
    }
  }

  func testTenMegabytesOfPathDataParse() throws {
    var text = "M0 0"
    text.reserveCapacity(10_500_000)
    var i = 0
    while text.utf8.count < 10_000_000 {
      text += "L\(i % 997).25 \(i % 389).5C1 2 3 4 5 6"
      i += 1
    }
    let path = try Path(svgPathData: text)
    XCTAssertEqual(path.elements.count, 1 + 2 * i)
  }

  // MARK: Geometry

  func testHugeCoordinatesStayFiniteWhereRepresentable() {
    let rect = Rect(x: -1e300, y: -1e300, width: 1e300, height: 1e300)
    let path = Path(roundedRect: rect, cornerRadius: 1e299)
    XCTAssertTrue(path.isFinite)
    XCTAssertEqual(path.boundingRect, rect)
    XCTAssertTrue(path.contains(Point(x: -5e299, y: -5e299)))
    // The area overflows Double: documented as ±infinity, never NaN.
    XCTAssertEqual(path.signedArea, .infinity)
    XCTAssertEqual(path.reversed().signedArea, -.infinity)
    // Squares of the coordinates overflow, the length does not.
    let line = Path { p in
      p.move(to: Point(x: -1e300, y: 0))
      p.addLine(to: Point(x: 1e300, y: 0))
    }
    XCTAssertEqual(line.length, 2e300)
  }

  func testNonFinitePathQueriesReturnDocumentedValues() {
    let path = Path { p in
      p.move(to: .zero)
      p.addLine(to: Point(x: .nan, y: 1))
      p.addCurve(to: Point(x: .infinity, y: 0), control1: .zero, control2: .zero)
    }
    XCTAssertFalse(path.isFinite)
    XCTAssertEqual(path.boundingRect, .zero)
    XCTAssertEqual(path.length, 0)
    XCTAssertEqual(path.signedArea, 0)
    XCTAssertFalse(path.contains(.zero))
  }

  // MARK: Tab bars

  func testBarOfZeroTabs() {
    let model = TabBarModel(items: [], size: Size(width: 375, height: 48))
    XCTAssertEqual(model.itemFrames, [])
    XCTAssertNil(model.selectionIndicator)
    XCTAssertNil(model.indicator(atPosition: 0))
    XCTAssertNil(model.scrollOffset(revealing: 0))
    XCTAssertEqual(model.frames(from: 0, to: 0, duration: 1), [])
  }

  func testBarOfOneHundredThousandTabs() {
    let items = (0..<100_000).map { tab("T\($0)", 30) }
    var model = TabBarModel(items: items, size: Size(width: 375, height: 48))
    model.selectedIndex = 99_999
    XCTAssertEqual(model.itemFrames.count, 100_000)
    XCTAssertEqual(model.itemFrames[99_999].maxX, 375, accuracy: 1e-9)
    let indicator = model.selectionIndicator?.path.boundingRect
    XCTAssertEqual(indicator?.maxX ?? 0, 375, accuracy: 1e-9)
    XCTAssertEqual(indicator?.height, 2)
    model.layout = .scrollable
    XCTAssertEqual(model.contentWidth, 52 + 90 * 100_000)
    XCTAssertEqual(model.scrollOffset(revealing: 99_999), 52 + 90 * 100_000 - 375)
  }

  func testNaNSizesAndPositionsGiveNilOrClamp() {
    var model = TabBarModel(
      items: [tab("A", 10), tab("B", 10)], size: Size(width: .nan, height: 48))
    XCTAssertNil(model.selectionIndicator)
    model.size = Size(width: 200, height: 48)
    XCTAssertEqual(
      model.indicator(atPosition: .nan)?.path, model.indicator(forItemAt: 0)?.path)
    XCTAssertEqual(
      model.indicator(atPosition: .infinity, overscroll: .none)?.path,
      model.indicator(forItemAt: 1)?.path)
    XCTAssertNil(model.indicator(atPosition: .infinity, overscroll: .compress))
  }
}

extension HostileInputTests {
  // MARK: Stroking

  /// A hairline hook found by fuzzing stays near the curve.
  ///
  /// A straight cubic whose second control point sits 1e-9 past its end made the offset
  /// fit's handles run away: a 1.2e-8-wide stroke reached 800 units beyond the curve. Fits
  /// are now also held to the piece's control box.
  func testHairlineHookStaysNearTheCurve() throws {
    let start = Point(x: 101.08491645685511, y: -198.46799420157168)
    let end = Point(x: 186.22415503166246, y: -119.62767986572061)
    let path = Path { p in
      p.move(to: start)
      p.addCurve(to: end, control1: start, control2: end.offsetBy(dx: 1e-9, dy: 0))
    }
    for cap in LineCap.allCases {
      let outline = path.strokedPath(
        StrokeStyle(lineWidth: 1.2e-8, lineCap: cap), tolerance: 2.5e-9)
      let allowed = path.boundingRect.insetBy(dx: -1e-7, dy: -1e-7)
      XCTAssertTrue(allowed.contains(outline.boundingRect), "\(cap): \(outline.boundingRect)")
    }
  }
}

extension HostileInputTests {
  // MARK: Stroke output caps

  private func horizontalLine(_ length: Double) -> Path {
    Path {
      $0.move(to: .zero)
      $0.addLine(to: Point(x: length, y: 0))
    }
  }

  func testTheCapsHaveTheirDocumentedValues() {
    XCTAssertEqual(Path.maximumDashCount, 2_000_000)
    // A round cap of a 1e6-wide stroke at tolerance 1e-6: ⌈π / (4·(6.75e-12)^(1/6))⌉ = 58
    // arcs, the most any stroke gets (the tolerance is at least 1e-12 × the width).
    let geometry = StrokeOutliner(
      style: StrokeStyle(lineWidth: 1e6, lineCap: .round), tolerance: 1e-6)
    XCTAssertEqual(geometry.halfTurnArcCount, 58)
    XCTAssertEqual(geometry.capElementCount, 58)
  }

  /// The dash count estimated (length / period + 1) decides: 2,000,000 dots are dashed
  /// (butt dots draw nothing), one more period draws nothing either: an empty outline,
  /// never the undashed stroke, and no dashed centre line.
  func testPastTwoMillionDashesTheOutlineIsEmpty() {
    let dots = StrokeStyle(lineWidth: 2, dash: [0, 1])
    let atLimit = horizontalLine(1_999_999)
    XCTAssertEqual(atLimit.strokePlan(dots, tolerance: 0.05)?.dashed, true)
    XCTAssertEqual(atLimit.strokedPath(dots), Path())
    let over = horizontalLine(2_000_000)
    XCTAssertNil(over.strokePlan(dots, tolerance: 0.05))
    XCTAssertEqual(over.strokedPath(dots), Path())
    XCTAssertEqual(over.strokedPath(StrokeStyle(lineWidth: 2)).elements.count, 5)
    XCTAssertNil(over.dashedPath(phase: 0, lengths: [0, 1]))
  }

  /// Butt dashes past the element budget that once stroked such patterns undashed
  /// (150,000 elements estimated, 8 a dash) are drawn, 5 elements each on a line.
  func testDashesPastTheOldElementBudgetAreDrawn() {
    let periods = 20_000
    let style = StrokeStyle(lineWidth: 2, dash: [0.5, 0.5])
    let dashed = horizontalLine(Double(periods)).strokedPath(style)
    XCTAssertEqual(dashed.elements.count, 5 * periods)
    XCTAssertEqual(
      Array(dashed.elements.suffix(5)),
      [
        .move(to: Point(x: Double(periods) - 1, y: -1)),
        .line(to: Point(x: Double(periods) - 0.5, y: -1)),
        .line(to: Point(x: Double(periods) - 0.5, y: 1)),
        .line(to: Point(x: Double(periods) - 1, y: 1)), .closeSubpath,
      ])
  }

  /// Round caps at the finest tolerance a width allows (a millionth of it) cost 6 arcs
  /// each: 9,000 such dashes (162,000 elements estimated, once over the budget) are drawn.
  func testWideRoundDashesAreDrawn() {
    let periods = 9_000
    let style = StrokeStyle(lineWidth: 1e6, lineCap: .round, dash: [0.5, 0.5])
    let line = horizontalLine(Double(periods))
    // Tolerance 1e-6 is raised to 1 (a millionth of the width).
    let dashed = line.strokedPath(style, tolerance: 1e-6)
    XCTAssertEqual(dashed, line.strokedPath(style, tolerance: 1))
    // Per dash: move, two lines, two caps of 6 arcs, close.
    XCTAssertEqual(dashed.elements.count, periods * (4 + 2 * 6))
  }
}

extension HostileInputTests {
  /// The documented size bound, 400 × (n + d) × (1 + a) + 16, on the styles that come
  /// nearest it: strokes far wider than their curves at the smallest tolerance, wide
  /// round dashes just under the budget, and hairlines.
  func testTheOutlineSizeBoundHoldsOnExtremeStyles() throws {
    let sShape = Path { p in
      p.move(to: Point(x: -1e6, y: 0))
      for i in 0..<11 {
        let x = i % 2 == 0 ? 1e6 : -1e6
        p.addCurve(
          to: Point(x: x, y: 0), control1: Point(x: -1e6, y: 1e6),
          control2: Point(x: 1e6, y: -1e6))
      }
    }
    let arch = try Path(svgPathData: "M0 0C66.66 100 33.33 100 100 0")
    // One cubic, 1e6 wide at tolerance 1e-6 (raised to 1, a millionth of the width): a = 6,
    // so 400 × 2 × 7 + 16.
    XCTAssertEqual(
      arch.strokeElementBound(for: StrokeStyle(lineWidth: 1e6), tolerance: 1e-6), 5_616)
    let cases: [(Path, StrokeStyle, Double)] = [
      (sShape, StrokeStyle(lineWidth: 1e9, lineCap: .round, lineJoin: .round), 1e-9),
      (sShape, StrokeStyle(lineWidth: 1e9, lineJoin: .miter, miterLimit: 1e6), 1e-9),
      (arch, StrokeStyle(lineWidth: 1e6, lineCap: .round, lineJoin: .round), 1e-9),
      (arch, StrokeStyle(lineWidth: 1e-9, lineCap: .square), 1e-9),
      (arch, StrokeStyle(lineWidth: 1e6, lineCap: .round, dash: [0.011, 0.011]), 1e-6),
      (sShape, StrokeStyle(lineWidth: 2, lineCap: .square, dash: [0, 1e3]), 0.05),
    ]
    for (path, style, tolerance) in cases {
      let count = path.strokedPath(style, tolerance: tolerance).elements.count
      let bound = path.strokeElementBound(for: style, tolerance: tolerance)
      XCTAssertGreaterThan(count, 0, "\(style)")
      XCTAssertLessThanOrEqual(count, bound, "\(style), tolerance \(tolerance)")
    }
    // The wide round dashes are drawn: 182.06 / 0.022 + 1 = 8,276.6 periods estimated, and
    // 8,275 dashes of 16 elements or more are drawn.
    let wideDashes = StrokeStyle(lineWidth: 1e6, lineCap: .round, dash: [0.011, 0.011])
    XCTAssertEqual(arch.strokePlan(wideDashes, tolerance: 1e-6)?.dashed, true)
    XCTAssertGreaterThan(arch.strokedPath(wideDashes, tolerance: 1e-6).elements.count, 132_400)
  }
}
