import Foundation
import IndicatorCore
import IndicatorTesting
import XCTest

/// A user's own template.
///
/// `SCRATCH_UNDERLINE_HEIGHT` stands for an edit to it: the end-to-end
/// test changes the template between runs without rewriting this file.
struct ScratchUnderline: IndicatorTemplate {
  var height = Double(ProcessInfo.processInfo.environment["SCRATCH_UNDERLINE_HEIGHT"] ?? "") ?? 2

  func indicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
    let b = context.bounds
    return IndicatorAttributes(
      path: Path(
        roundedRect: Rect(x: b.minX + 8, y: b.maxY - height, width: b.width - 16, height: height),
        cornerRadius: height / 2))
  }
}

final class ScratchTabsTests: XCTestCase {
  var bar: TabBarModel {
    var model = TabBarModel(
      items: ["Home", "Search", "Library"].map {
        TabItem(title: $0, contentSize: Size(width: Double($0.count) * 7.5, height: 17))
      }, size: Size(width: 360, height: 48), template: ScratchUnderline())
    model.selectedIndex = 1
    return model
  }

  func testBar() {
    assertIndicatorSnapshot(of: bar)
  }

  func testTemplate() {
    assertIndicatorSnapshot(
      of: ScratchUnderline(),
      in: TabBarContext(
        item: TabItem(title: "Home", contentSize: Size(width: 30, height: 17)),
        bounds: Rect(x: 0, y: 0, width: 120, height: 48),
        contentFrame: Rect(x: 45, y: 15.5, width: 30, height: 17)),
      named: "underline")
  }

  func testTransition() {
    assertTransitionSnapshot(of: bar, from: 0, to: 2, frames: 3, animation: .elastic)
  }
}
