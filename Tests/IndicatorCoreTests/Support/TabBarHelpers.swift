import IndicatorCore

/// A tab item whose content is `width` × 20.
func tab(_ title: String, _ width: Double) -> TabItem {
  TabItem(title: title, contentSize: Size(width: width, height: 20))
}
