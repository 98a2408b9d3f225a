import SeededRandom
import XCTest

@testable import IndicatorCore

/// The reuse of a recent cubic's sides for a turned or mirrored copy of it
/// (RecentCubics.swift).
final class RecentCubicsTests: XCTestCase {
  private let turns: [SquareSymmetry] = [.identity, .quarter, .half, .threeQuarters]
  private let mirrors: [SquareSymmetry] = [.flipY, .flipX, .diagonal, .antidiagonal]
  /// Room for the kept cubics, as `strokedPath` has on its stack.
  private var room: UnsafeMutablePointer<RecentCubic>!

  override func setUp() {
    room = .allocate(capacity: RecentCubics.capacity)
  }

  override func tearDown() {
    room.deallocate()
  }

  /// A kept entry for `bezier` with placeholder sides (the match reads only the source).
  private func entry(_ bezier: CubicBezier) -> RecentCubic {
    let p0 = bezier.p0
    let w = bezier.p3 - p0
    return RecentCubic(
      key: w.dot(w), u: bezier.p1 - p0, v: bezier.p2 - p0, w: w, startTangent: .zero,
      endTangent: .zero, area: 0, right: (.zero, .zero, .zero), left: (.zero, .zero, .zero),
      end: bezier.p3)
  }

  /// `bezier` mapped by `m` about its start (reversed for a mirror) and moved to start at
  /// `start`.
  private func copy(_ bezier: CubicBezier, _ m: SquareSymmetry, at start: Point) -> CubicBezier {
    let p0 = bezier.p0
    let mapped = CubicBezier(
      start, start + m(bezier.p1 - p0), start + m(bezier.p2 - p0), start + m(bezier.p3 - p0))
    guard m.isMirror else { return mapped }
    let shift = start - mapped.p3
    return CubicBezier(mapped.p3 + shift, mapped.p2 + shift, mapped.p1 + shift, mapped.p0 + shift)
  }

  private func randomCubic(_ random: inout SplitMix64) -> CubicBezier {
    CubicBezier(
      random.point(in: -50...50), random.point(in: -50...50), random.point(in: -50...50),
      random.point(in: -50...50))
  }

  func testTheSymmetriesAreExactTurnsAndMirrors() {
    let p = Point(x: 3.25, y: -7.5)
    XCTAssertEqual(SquareSymmetry.identity(p), p)
    XCTAssertEqual(SquareSymmetry.quarter(p), Point(x: 7.5, y: 3.25))
    XCTAssertEqual(SquareSymmetry.half(p), Point(x: -3.25, y: 7.5))
    XCTAssertEqual(SquareSymmetry.threeQuarters(p), Point(x: -7.5, y: -3.25))
    XCTAssertEqual(SquareSymmetry.flipY(p), Point(x: 3.25, y: 7.5))
    XCTAssertEqual(SquareSymmetry.flipX(p), Point(x: -3.25, y: -7.5))
    XCTAssertEqual(SquareSymmetry.diagonal(p), Point(x: -7.5, y: 3.25))
    XCTAssertEqual(SquareSymmetry.antidiagonal(p), Point(x: 7.5, y: -3.25))
    for m in turns { XCTAssertFalse(m.isMirror) }
    for m in mirrors { XCTAssertTrue(m.isMirror) }
  }

  func testATurnedOrMirroredCopyMatchesWithItsSymmetry() {
    let seed: UInt64 = 0x5eed_c0de
    var random = SplitMix64(seed: seed)
    for trial in 0..<200 {
      let bezier = randomCubic(&random)
      var recent = RecentCubics(storage: room)
      recent.keep(entry(bezier))
      for (k, turn) in (turns + mirrors).enumerated() {
        let start = random.point(in: -80...80)
        let turned = copy(bezier, turn, at: start)
        guard let (index, found) = recent.match(turned, fitTolerance: 0.01) else {
          XCTFail("seed \(seed), trial \(trial): no match for symmetry \(k)")
          continue
        }
        XCTAssertEqual(index, 0)
        let message = "seed \(seed), trial \(trial), symmetry \(k)"
        XCTAssertEqual(found.xx, turn.xx, message)
        XCTAssertEqual(found.xy, turn.xy, message)
        XCTAssertEqual(found.yx, turn.yx, message)
        XCTAssertEqual(found.yy, turn.yy, message)
      }
    }
  }

  func testACopyMovedPastTheSlackOrMirroredDoesNotMatch() {
    let bezier = CubicBezier(
      Point(x: 10, y: 20), Point(x: 14, y: 20), Point(x: 17, y: 22), Point(x: 19, y: 27))
    var recent = RecentCubics(storage: room)
    recent.keep(entry(bezier))
    let start = Point(x: -40, y: 5)
    let turned = copy(bezier, .quarter, at: start)
    XCTAssertNotNil(recent.match(turned, fitTolerance: 0.05))
    // The slack is 2⁻⁴⁰ of the largest coordinate (40 here), below 2⁻²⁰ of the tolerance.
    let slack = 0x1p-40 * 40.0
    var moved = turned
    moved.p2.x += slack / 2
    XCTAssertNotNil(recent.match(moved, fitTolerance: 0.05))
    moved.p2.x += 2 * slack
    XCTAssertNil(recent.match(moved, fitTolerance: 0.05))
    // A small tolerance makes the slack smaller still (2⁻²⁰ · 10⁻⁶ is about 10⁻¹²).
    moved = turned
    moved.p1.y += 1e-11
    XCTAssertNotNil(recent.match(moved, fitTolerance: 0.05))
    XCTAssertNil(recent.match(moved, fitTolerance: 1e-6))
    // A mirror image running the same way is not a copy (a mirrored copy runs reversed).
    let mirrored = CubicBezier(
      Point(x: -bezier.p0.x, y: bezier.p0.y), Point(x: -bezier.p1.x, y: bezier.p1.y),
      Point(x: -bezier.p2.x, y: bezier.p2.y), Point(x: -bezier.p3.x, y: bezier.p3.y))
    XCTAssertNil(recent.match(mirrored, fitTolerance: 0.05))
    // A cubic that is a point, or a loop back to its start, is no copy of a kept curve.
    let point = Point(x: 3, y: 4)
    XCTAssertNil(recent.match(CubicBezier(point, point, point, point), fitTolerance: 0.05))
    XCTAssertNil(
      recent.match(
        CubicBezier(point, point + Point(x: 4, y: 0), point + Point(x: 4, y: 3), point),
        fitTolerance: 0.05))
    // Without storage nothing is kept.
    var none = RecentCubics()
    none.keep(entry(bezier))
    XCTAssertEqual(none.count, 0)
    XCTAssertNil(none.match(bezier, fitTolerance: 0.05))
  }

  func testTheLastFourCubicsAreKept() {
    var random = SplitMix64(seed: 41)
    let cubics = (0..<6).map { _ in randomCubic(&random) }
    var recent = RecentCubics(storage: room)
    for cubic in cubics { recent.keep(entry(cubic)) }
    XCTAssertEqual(recent.count, RecentCubics.capacity)
    XCTAssertEqual(recent[RecentCubics.capacity - 1].end, cubics[5].p3)
    for (i, cubic) in cubics.enumerated() {
      let found = recent.match(copy(cubic, .half, at: .zero), fitTolerance: 0.05)
      XCTAssertEqual(found == nil, i < 2, "cubic \(i)")
    }
  }

  /// The outline of `path` and how many cubics the stroker kept for reuse.
  private func stroke(_ path: Path, _ style: StrokeStyle) -> (Path, kept: Int) {
    let plan = path.strokePlan(style, tolerance: 0.05)!
    return Stroker.withStroker(fitter: plan.fitter, pathElements: 0) { stroker in
      path.strokeSolid(into: &stroker)
      var outline = Path()
      outline.storage = stroker.finish()!.elements
      return (outline, stroker.recent.count)
    }
  }

  /// `path` with each curve's handles lengthened by a different multiple of 2⁻³⁴ of its
  /// largest coordinate magnitude, along themselves (so that a handle along an axis stays
  /// along it), so that no curve is a turned copy of another and each is fitted; and the
  /// largest move.
  private func unrepeated(_ path: Path) -> (Path, moved: Double) {
    let scale = path.elements.reduce(0.0) { largest, element in
      max(largest, abs(element.endPoint?.x ?? 0), abs(element.endPoint?.y ?? 0))
    }
    var copy = Path()
    var moved = 0.0
    var current = Point.zero
    for (i, element) in path.elements.enumerated() {
      let d = 0x1p-34 * scale * Double(i + 1)
      switch element {
      case .move(let p): copy.move(to: p)
      case .line(let p): copy.addLine(to: p)
      case .curve(let p, let c1, let c2):
        let h1 = c1 - current
        let h2 = c2 - p
        copy.addCurve(
          to: p, control1: c1 + (d / h1.magnitude) * h1, control2: c2 + (d / h2.magnitude) * h2)
        moved = max(moved, d)
      case .quadCurve, .closeSubpath: copy.closeSubpath()
      }
      current = element.endPoint ?? current
    }
    return (copy, moved)
  }

  /// Rounded rectangles next to degenerate and extreme input: a zero-length curve at a
  /// kept corner's start, a tiny radius, coordinates past 1e100 (the scaled route) and a
  /// NaN corner radius (square corners) give finite outlines of the rectangles' strokes.
  func testRepeatedCurvesNextToDegenerateInputStrokeAsTheirShapes() {
    let rect = Rect(x: 0, y: 0, width: 60, height: 30)
    var withPoint = Path(roundedRect: rect, cornerRadius: 4)
    let corner = Point(x: 60 - 4 * 1.52866483, y: 0)
    withPoint.move(to: corner)
    withPoint.addCurve(to: corner, control1: corner, control2: corner)
    let style = StrokeStyle(lineWidth: 2)
    let plain = Path(roundedRect: rect, cornerRadius: 4).strokedPath(style)
    let outline = withPoint.strokedPath(style)
    XCTAssertTrue(outline.isFinite)
    // A zero-length subpath with butt caps draws nothing (the general stroker draws the
    // rest, `plain` the route of four turned runs: the same to rounding).
    XCTAssertLessThanOrEqual(largestPointDifference(outline, plain), 1e-13)
    for path in [
      Path(roundedRect: rect, cornerRadius: 1e-9),
      Path(
        roundedRect: Rect(x: 1e120, y: -1e120, width: 6e119, height: 3e119), cornerRadius: 4e118),
      Path(roundedRect: rect, cornerRadius: .nan),
    ] {
      // Width 2 at the rectangle's scale: the outline's box is the source's grown by 1.
      let scale = path.boundingRect.height / 30
      let stroked = path.strokedPath(StrokeStyle(lineWidth: 2 * scale))
      XCTAssertTrue(stroked.isFinite, "\(path)")
      let box = stroked.boundingRect
      let expected = path.boundingRect.insetBy(dx: -scale, dy: -scale)
      for (a, b) in [
        (box.minX, expected.minX), (box.maxX, expected.maxX), (box.minY, expected.minY),
        (box.maxY, expected.maxY),
      ] {
        XCTAssertEqual(a, b, accuracy: 1e-3 * scale, "\(path)")
      }
    }
  }

  /// MDC's outline (a 60 × 30 rounded rectangle, continuous corners, radius 4, width 2)
  /// fits two cubics of one corner, mirrors the first for the third, and maps the three for
  /// the other corners.
  ///
  /// Its outline is within rounding of one where every corner is fitted; so at other
  /// widths, joins, radii, positions, for a pill and an ellipse (one quarter fitted). Where
  /// the direct fit does not draw both sides (a wide stroke, a tight middle cubic), or the
  /// arc route draws them (circular corners), fewer or none are kept.
  func testRoundedRectanglesFitPartOfOneCornerAndMapItForTheRest() {
    let rect = Rect(x: 0, y: 0, width: 60, height: 30)
    let pill = Path(roundedRect: Rect(x: 12.5, y: 7, width: 80, height: 20), cornerRadius: 10)
    let far = Path(roundedRect: Rect(x: 1e5, y: -2e5, width: 64, height: 28), cornerRadius: 9)
    let cases: [(String, Path, Double, Int)] = [
      ("outline", Path(roundedRect: rect, cornerRadius: 4), 2, 2),
      ("outline, width 3", Path(roundedRect: rect, cornerRadius: 4), 3, 2),
      // The middle cubic bends too tightly for its inner side's direct fit: one is kept.
      ("radius 12, width 8", Path(roundedRect: rect, cornerRadius: 12), 8, 1),
      // Wider than the corner: the inner side's fits are not direct, nothing is kept.
      ("outline, width 40", Path(roundedRect: rect, cornerRadius: 4), 40, 0),
      ("pill", pill, 3, 2),
      ("moved far", far, 2, 2),
      ("ellipse", Path(ellipseIn: Rect(x: 5, y: -3, width: 60, height: 24)), 2, 1),
      ("circular", Path(roundedRect: rect, cornerRadius: 4, style: .circular), 2, 0),
    ]
    for (name, path, width, kept) in cases {
      for join in [LineJoin.miter, .round, .bevel] {
        let style = StrokeStyle(lineWidth: width, lineJoin: join, miterLimit: 0)
        let (outline, count) = stroke(path, style)
        XCTAssertEqual(count, kept, "\(name), \(join)")
        let plan = path.strokePlan(style, tolerance: 0.05)!
        XCTAssertEqual(outline.elements, path.strokedByStroker(plan).elements, "\(name), \(join)")
        guard kept > 0 else { continue }
        let (other, moved) = unrepeated(path)
        let (fitted, fittedCount) = stroke(other, style)
        XCTAssertEqual(fittedCount, RecentCubics.capacity, "\(name), \(join)")
        XCTAssertLessThan(largestPointDifference(outline, fitted), 50 * moved, "\(name), \(join)")
      }
    }
  }
}
