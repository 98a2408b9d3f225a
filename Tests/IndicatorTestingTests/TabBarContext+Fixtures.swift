import IndicatorCore

extension TabBarContext {
  /// A "Home" tab whose 40 by 20 point content is centred in 120 by 48 point bounds.
  static let home = TabBarContext(
    item: TabItem(title: "Home", contentSize: Size(width: 40, height: 20)),
    bounds: Rect(x: 0, y: 0, width: 120, height: 48),
    contentFrame: Rect(x: 40, y: 14, width: 40, height: 20))

  /// An "A" tab whose 10 by 10 point content is centred in 50 by 20 point bounds.
  static let letter = TabBarContext(
    item: TabItem(title: "A", contentSize: Size(width: 10, height: 10)),
    bounds: Rect(x: 0, y: 0, width: 50, height: 20),
    contentFrame: Rect(x: 20, y: 5, width: 10, height: 10))
}
