import XCTest

@testable import IndicatorCore

final class ShapeTemplatesTests: XCTestCase {
  let context = TabBarContext(
    item: tab("Home", 40), bounds: Rect(x: 0, y: 0, width: 120, height: 48),
    contentFrame: Rect(x: 40, y: 14, width: 40, height: 20))

  // MARK: Pill

  func testPillIsCapsuleAroundContent() {
    let template = PillIndicatorTemplate()
    XCTAssertEqual(template.pillRect(in: context), Rect(x: 28, y: 8, width: 64, height: 32))
    XCTAssertEqual(
      template.indicatorAttributes(for: context).path,
      Path(
        roundedRect: Rect(x: 28, y: 8, width: 64, height: 32), cornerRadius: 16, style: .circular))
  }

  func testPillClipsToBoundsAndMirrorsPadding() {
    let template = PillIndicatorTemplate(
      padding: EdgeInsets(top: 20, leading: 50, bottom: 20, trailing: 4), cornerRadius: 3)
    XCTAssertEqual(template.pillRect(in: context), Rect(x: 0, y: 0, width: 84, height: 48))
    var rtl = context
    rtl.layoutDirection = .rightToLeft
    XCTAssertEqual(template.pillRect(in: rtl), Rect(x: 36, y: 0, width: 84, height: 48))
  }

  /// A 5-point pointer under the 64 × 32 capsule at (28, 8), below the content's middle
  /// (x = 60): one contour, the capsule's bottom line broken by the triangle
  /// (55, 40)–(60, 45)–(65, 40), the area the capsule's and 25 more.
  func testPillPointerIsOneContourWithTheTriangle() {
    let template = PillIndicatorTemplate(pointerHeight: 5)
    let path = template.indicatorAttributes(for: context).path
    let capsule = PillIndicatorTemplate().indicatorAttributes(for: context).path
    XCTAssertEqual(path.elements.filter { $0 == .closeSubpath }.count, 1)
    XCTAssertEqual(path.signedArea, capsule.signedArea + 25, accuracy: 1e-9)
    XCTAssertEqual(path.boundingRect, Rect(x: 28, y: 8, width: 64, height: 37))
    // The capsule's own lines and quarter circles, the bottom line cut by the pointer.
    XCTAssertEqual(
      path.svgPathData,
      capsule.svgPathData.replacingOccurrences(of: "76 40H44", with: "76 40H65L60 45 55 40H44"))
    // A pointer taller than the room under the pill stops at the tab's edge (tip at 48).
    let tall = PillIndicatorTemplate(pointerHeight: 30).indicatorAttributes(for: context).path
    XCTAssertEqual(tall.boundingRect.maxY, 48)
    XCTAssertEqual(tall.signedArea, capsule.signedArea + 64, accuracy: 1e-9)
    for bad in [0, -1, Double.nan, .infinity] {
      XCTAssertEqual(
        PillIndicatorTemplate(pointerHeight: bad).indicatorAttributes(for: context).path, capsule)
    }
  }

  func testPillBadPaddingGivesEmptyPath() {
    for padding in [
      EdgeInsets(top: -1), EdgeInsets(leading: .nan), EdgeInsets(trailing: .infinity),
    ] {
      XCTAssertTrue(
        PillIndicatorTemplate(padding: padding).indicatorAttributes(for: context).path.isEmpty)
    }
  }

  // MARK: Dot

  func testDotCentredUnderContent() {
    let template = DotIndicatorTemplate()
    XCTAssertEqual(template.dotRect(in: context), Rect(x: 57, y: 38, width: 6, height: 6))
    XCTAssertEqual(
      template.indicatorAttributes(for: context).path,
      Path(ellipseIn: Rect(x: 57, y: 38, width: 6, height: 6)))
  }

  func testDotStaysInsideTabAndRejectsBadDiameter() {
    XCTAssertEqual(
      DotIndicatorTemplate(diameter: 10, spacing: 20).dotRect(in: context),
      Rect(x: 55, y: 38, width: 10, height: 10))
    XCTAssertNil(DotIndicatorTemplate(diameter: 0).dotRect(in: context))
    XCTAssertNil(DotIndicatorTemplate(diameter: .nan).dotRect(in: context))
    XCTAssertEqual(
      DotIndicatorTemplate(spacing: -.infinity).dotRect(in: context)?.minY, 34)
  }

  // MARK: Chevron

  func testChevronPointsUpAtContent() {
    XCTAssertEqual(
      ChevronIndicatorTemplate().indicatorAttributes(for: context).path.elements,
      [
        .move(to: Point(x: 54, y: 48)), .line(to: Point(x: 60, y: 42)),
        .line(to: Point(x: 66, y: 48)), .closeSubpath,
      ])
    XCTAssertEqual(
      ChevronIndicatorTemplate(width: 8, height: 4, edge: .top).indicatorAttributes(for: context)
        .path.elements,
      [
        .move(to: Point(x: 64, y: 0)), .line(to: Point(x: 60, y: 4)),
        .line(to: Point(x: 56, y: 0)), .closeSubpath,
      ])
    XCTAssertTrue(
      ChevronIndicatorTemplate(height: -2).indicatorAttributes(for: context).path.isEmpty)
  }

  // MARK: Continuous corners

  /// Curvature of a cubic at `t`: cross(B′, B″) / |B′|³.
  func curvature(_ c: CubicBezier, _ t: Double) -> Double {
    let d1 = c.derivative(at: t)
    let d2 = c.secondDerivative(at: t)
    return d1.cross(d2) / Math.pow(d1.magnitude, 3)
  }

  func testContinuousCornerCurvatureHasNoJumps() {
    let r = 10.0
    let path = Path(
      roundedRect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: r, style: .continuous)
    var cubics: [CubicBezier] = []
    var current = Point.zero
    for element in path.elements.prefix(5) {
      switch element {
      case .move(let p), .line(let p): current = p
      case .curve(let p, let c1, let c2):
        cubics.append(CubicBezier(current, c1, c2, p))
        current = p
      default: break
      }
    }
    XCTAssertEqual(cubics.count, 3)
    // Leaves the straight edge with zero curvature, as a line has.
    XCTAssertEqual(curvature(cubics[0], 0), 0, accuracy: 1e-12)
    XCTAssertEqual(curvature(cubics[2], 1), 0, accuracy: 1e-12)
    // At the joints between the cubics the tangent and the curvature are continuous (to
    // rounding: PaintCode's own middle cubic had a 2.5° break and a 0.355/r step here).
    for (a, b) in [(cubics[0], cubics[1]), (cubics[1], cubics[2])] {
      let jump = abs(curvature(a, 1) - curvature(b, 0))
      XCTAssertLessThan(jump * r, 1e-6, "curvature jump \(jump)")
      let ta = a.derivative(at: 1)
      let tb = b.derivative(at: 0)
      XCTAssertLessThan(abs(Math.atan2(ta.cross(tb), ta.dot(tb))), 1e-8)
    }
    XCTAssertEqual(curvature(cubics[0], 1) * r, 0.716_479_534_8, accuracy: 1e-6)
    // The re-solved middle cubic stays within 0.0214 r of PaintCode's published one.
    let paintCode = CubicBezier(
      cubics[1].p0, Point(x: 100 - 0.372_823_83 * r, y: 0.169_059_56 * r),
      Point(x: 100 - 0.169_059_56 * r, y: 0.372_823_83 * r), cubics[1].p3)
    var deviation = 0.0
    for i in 0...200 {
      let t = Double(i) / 200
      deviation = max(deviation, cubics[1].point(at: t).distance(to: paintCode.point(at: t)))
    }
    XCTAssertEqual(deviation / r, 0.0213, accuracy: 0.0001)
    // The circular corner jumps from 0 to about 1/r where it leaves the edge: a cubic with
    // handles k = 4/3·tan(π/8) starts with curvature 2(1 − k) / (3k²·r), 0.978/r.
    let circular = Path(
      roundedRect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: r, style: .circular)
    guard case .curve(let p, let c1, let c2) = circular.elements[2] else {
      return XCTFail("expected a cubic")
    }
    let arc = CubicBezier(Point(x: 90, y: 0), c1, c2, p)
    let k = quarterArcHandle
    XCTAssertEqual(curvature(arc, 0) * r, 2 * (1 - k) / (3 * k * k), accuracy: 1e-12)
  }
}
