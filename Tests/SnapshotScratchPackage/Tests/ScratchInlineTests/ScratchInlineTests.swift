import IndicatorCore
import IndicatorTesting
import Testing

// The first run fills in the three empty strings (the multi-line one becomes one line, and
// the call after it is still found); later runs verify against them.

@Test func inlineGoldens() {
  let context = TabBarContext(
    item: TabItem(title: "Home", contentSize: Size(width: 40, height: 20)),
    bounds: Rect(x: 0, y: 0, width: 120, height: 48),
    contentFrame: Rect(x: 40, y: 14, width: 40, height: 20))
  assertIndicator(UnderlineIndicatorTemplate(height: 4), in: context, matchesSVG: "")
  assertPath(
    Path(Rect(x: 0, y: 0, width: 10, height: 2)),
    matchesSVG: """
      """)
  assertPath(Path(Rect(x: 1, y: 1, width: 2, height: 2)), matchesSVG: "")
}
