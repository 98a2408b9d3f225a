import IndicatorCore
import IndicatorTesting
import Testing
import XCTest

/// The IndicatorTesting code of README.md and the DocC articles, as written there (with the
/// goldens filled in): change them together.
final class DocumentationExampleTests: XCTestCase {
  let context = TabBarContext(
    item: TabItem(title: "Home", contentSize: Size(width: 40, height: 20)),
    bounds: Rect(x: 0, y: 0, width: 120, height: 48),
    contentFrame: Rect(x: 40, y: 14, width: 40, height: 20))

  var bar: TabBarModel {
    var bar = TabBarModel(
      items: ["Home", "Search", "Library"].map {
        TabItem(title: $0, contentSize: Size(width: Double($0.count) * 7.5, height: 17))
      }, size: Size(width: 360, height: 48), template: UnderlineIndicatorTemplate(height: 4))
    bar.selectedIndex = 1
    return bar
  }

  /// README.md, "Using it".
  func testReadmeSnapshots() {
    let outline = OutlineIndicatorTemplate().indicatorAttributes(for: context).path
    assertIndicatorSnapshot(of: bar, as: .bar)
    assertIndicatorSnapshot(of: bar, as: .transition(from: 0, to: 2, animation: .elastic))
    assertIndicatorSnapshot(of: outline, as: .path)
  }

  /// "Testing Indicator Geometry": inline goldens, once written, and rectangles and points.
  func testGeometryArticle() {
    assertIndicator(
      UnderlineIndicatorTemplate(height: 4), in: context, matchesSVG: "M0 44H120V48H0Z")
    let outline = OutlineIndicatorTemplate().indicatorAttributes(for: context).path
    assertRect(
      outline.boundingRect, equals: Rect(x: 31, y: 9, width: 58, height: 30), accuracy: 1e-3)
    let path = Path(Rect(x: 0, y: 0, width: 120, height: 48))
    assertPoint(path.currentPoint ?? .zero, equals: Point(x: 0, y: 0), accuracy: 1e-9)
  }

  /// "Living beside SwiftUI": `AffineTransform` in a file that imports Foundation (through
  /// XCTest).
  func testQualifiedTransform() {
    let indicator = bar.selectionIndicator?.path ?? Path()
    let moved = indicator.applying(IndicatorCore.AffineTransform.translation(x: 0, y: 4))
    let scaled = indicator.applying(.scale(2))
    assertPath(moved, matchesSVG: "M120 48H240V52H120Z")
    assertPath(scaled, matchesSVG: "M240 88H480V96H240Z")
  }
}

/// "Snapshot Testing", the trait and the scope.
@Suite(.indicatorSnapshots(record: .never))
struct DocumentationTraitExamples {
  @Test func traitAndScopeSetTheRecordMode() {
    let empty = TabBarModel()
    // The guard fails first, whatever the mode: nothing is recorded.
    #expect(
      verifyIndicatorSnapshot(of: empty, as: .bar)
        == "The bar has no items: it draws nothing, so no snapshot was recorded.")
    withIndicatorSnapshotTesting(record: .failed) {
      #expect(verifyIndicatorSnapshot(of: empty, as: .bar) != nil)
    }
  }
}
