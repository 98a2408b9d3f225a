import SeededRandom
import XCTest

@testable import IndicatorCore

/// `placedIndicatorAttributes(for:)`: the built-in templates draw in the bar's coordinates
/// what their tab-space drawing, moved, would be (to rounding); the default moves a custom
/// template's path exactly.
final class PlacedIndicatorTests: XCTestCase {
  /// `context` moved to the tab's own space (bounds at the origin), and that origin.
  func local(_ context: TabBarContext) -> (TabBarContext, Point) {
    var local = context
    let origin = context.bounds.origin
    local.bounds.origin = .zero
    local.contentFrame.origin.x -= origin.x
    local.contentFrame.origin.y -= origin.y
    return (local, origin)
  }

  /// The element's points, its kind first (0 move, 1 line, 2 quad, 3 cubic, 4 close).
  func points(_ element: Path.Element) -> (Int, [Point]) {
    switch element {
    case .move(let p): return (0, [p])
    case .line(let p): return (1, [p])
    case .quadCurve(let p, let c): return (2, [p, c])
    case .curve(let p, let c1, let c2): return (3, [p, c1, c2])
    case .closeSubpath: return (4, [])
    }
  }

  /// Whether `a` and `b` have the same elements, their coordinates within `accuracy`.
  func close(_ a: Path, _ b: Path, accuracy: Double) -> Bool {
    guard a.elements.count == b.elements.count else { return false }
    for (x, y) in zip(a.elements, b.elements) {
      let (xKind, xs) = points(x)
      let (yKind, ys) = points(y)
      guard xKind == yKind else { return false }
      for (p, q) in zip(xs, ys) where abs(p.x - q.x) > accuracy || abs(p.y - q.y) > accuracy {
        return false
      }
    }
    return true
  }

  func testBuiltInTemplatesDrawInPlaceWhatTheyDrawInTheTabMoved() {
    let templates: [(String, any IndicatorTemplate)] = [
      ("underline", UnderlineIndicatorTemplate()),
      ("material", UnderlineIndicatorTemplate.materialPrimary),
      ("content underline", UnderlineIndicatorTemplate(height: 4, width: .content(minimum: 24))),
      ("outline", OutlineIndicatorTemplate()),
      ("pill", PillIndicatorTemplate()),
      ("dot", DotIndicatorTemplate()),
      ("chevron", ChevronIndicatorTemplate()),
    ]
    forEachSeed(0..<100) { seed, rng in
      let width = rng.double(in: 20...200)
      let contentWidth = rng.double(in: 0...width)
      let x = rng.double(in: -1_000...10_000)
      let y = rng.double(in: -100...100)
      let context = TabBarContext(
        item: TabItem(title: "Tab", contentSize: Size(width: contentWidth, height: 17)),
        bounds: Rect(x: x, y: y, width: width, height: 48),
        contentFrame: Rect(
          x: x + (width - contentWidth) / 2, y: y + 15, width: contentWidth, height: 17),
        layoutDirection: rng.double(in: 0...1) < 0.5 ? .leftToRight : .rightToLeft)
      let (tabContext, origin) = local(context)
      for (name, template) in templates {
        let placed = template.placedIndicatorAttributes(for: context).path
        let moved = template.indicatorAttributes(for: tabContext).path
          .offsetBy(dx: origin.x, dy: origin.y)
        // A few ulps of the bar's coordinates (10⁴): the two sum in different orders.
        XCTAssertTrue(
          close(placed, moved, accuracy: 1e-9), "\(name), seed \(seed): \(placed) vs \(moved)")
        XCTAssertFalse(placed.isEmpty, "\(name), seed \(seed)")
      }
    }
  }

  /// The template sees the tab's own space (bounds at zero, the content 15 points in):
  /// its rectangle is built from both, so another space would move it by thousands.
  func testTheDefaultMovesACustomTemplatesPathExactly() {
    let template = ClosureIndicatorTemplate { context in
      let b = context.bounds
      let c = context.contentFrame
      return IndicatorAttributes(
        path: Path(
          Rect(x: 1_000 * b.minX + c.minX, y: 1_000 * b.minY + b.maxY - 4, width: 30, height: 4)))
    }
    let context = TabBarContext(
      item: TabItem(title: "A", contentSize: Size(width: 30, height: 17)),
      bounds: Rect(x: 100.25, y: 8, width: 60, height: 48),
      contentFrame: Rect(x: 115.25, y: 23, width: 30, height: 17))
    XCTAssertEqual(
      template.placedIndicatorAttributes(for: context).path,
      Path(Rect(x: 15, y: 44, width: 30, height: 4)).offsetBy(dx: 100.25, dy: 8))
  }

  /// The model reports the built-in underline in the bar: MDC's 2-point bar under the
  /// second of three 120-point tabs at x = 120.
  func testTheModelPlacesTheUnderlineUnderItsTab() throws {
    let bar = TabBarModel(
      items: [tab("A", 40), tab("B", 40), tab("C", 40)], size: Size(width: 360, height: 48),
      layout: .fixed, template: UnderlineIndicatorTemplate())
    let path = try XCTUnwrap(bar.indicator(forItemAt: 1)).path
    XCTAssertEqual(path, Path(Rect(x: 120, y: 46, width: 120, height: 2)))
    let halfway = try XCTUnwrap(bar.indicator(atPosition: 1.5)).path
    XCTAssertEqual(halfway, Path(Rect(x: 180, y: 46, width: 120, height: 2)))
  }
}
