import IndicatorCore
import IndicatorTesting
import Testing

/// A bar with an underline of the given height, tab 1 selected.
func bar(height: Double) -> TabBarModel {
  var model = TabBarModel(
    items: ["Home", "Search", "Library"].map {
      TabItem(title: $0, contentSize: Size(width: Double($0.count) * 7.5, height: 17))
    }, size: Size(width: 360, height: 48), template: UnderlineIndicatorTemplate(height: height))
  model.selectedIndex = 1
  return model
}

/// Eight cases run in parallel, each taking two unnamed snapshots: each case must read its
/// own `.1` and `.2`, whichever runs first.
@Suite struct Underlines {
  @Test(arguments: [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0])
  func underline(height: Double) {
    assertIndicatorSnapshot(of: bar(height: height), as: .bar)
    assertIndicatorSnapshot(of: bar(height: height), as: .transition(from: 0, to: 2, frames: 3))
  }

  @Test func same() {
    assertIndicatorSnapshot(of: Path(Rect(x: 0, y: 0, width: 10, height: 4)), as: .path)
  }
}

/// The same test name as in `Underlines`, with another value: it must have a file of its own.
@Suite(.indicatorSnapshots()) struct Outlines {
  @Test func same() {
    let outline = Path(roundedRect: Rect(x: 2, y: 2, width: 60, height: 30), cornerRadius: 8)
      .strokedPath(StrokeStyle(lineWidth: 2))
    assertIndicatorSnapshot(of: outline, as: .path)
  }

  @Test(arguments: ["Home", "Search"])
  func title(_ title: String) {
    var model = bar(height: 2)
    model.items[0].title = title
    assertIndicatorSnapshot(of: model, as: .bar)
  }
}
