/// How a tab bar sizes and places its tabs: MDCTabBarView's layout styles.
public enum TabBarLayout: Hashable, Sendable, Codable {
  /// How clustered tabs are grouped within the bar.
  public enum Alignment: String, Hashable, Sendable, Codable, CaseIterable {
    /// Against the leading edge (after the leading padding).
    case leading
    /// Centred in the bar.
    case center
    /// Against the trailing edge (before the trailing padding).
    case trailing
  }

  /// Equal widths filling the bar: (bar width − leading − trailing padding) / count.
  case fixed
  /// Every tab as wide as the widest tab's intrinsic width, grouped by `alignment`.
  case clustered(Alignment)
  /// Intrinsic widths, starting `leadingInset` from the leading edge; the content may be
  /// wider than the bar.
  case scrollable(leadingInset: Double)
  /// `.fixed` when the widest intrinsic width × count fits the bar, otherwise
  /// `.scrollable(leadingInset: 52)` (MDC's fallback, Android's auto mode).
  case automatic

  /// MDC's default leading inset for scrollable bars, 52 points.
  public static let defaultLeadingInset = 52.0

  /// `.scrollable(leadingInset: 52)`, MDC's scrollable style.
  public static let scrollable = TabBarLayout.scrollable(leadingInset: defaultLeadingInset)
}

/// The measurements a tab bar lays its tabs out with (MDCTabBarView's defaults).
public struct TabBarMetrics: Hashable, Sendable, Codable {
  /// Space around each tab's content; a tab's intrinsic width is the content width plus the
  /// leading and trailing insets (mirrored in right-to-left layouts).
  public var contentInsets: EdgeInsets
  /// The narrowest a tab's intrinsic width may be.
  public var minItemWidth: Double
  /// The widest a tab's intrinsic width may be, or `nil` for no limit.
  public var maxItemWidth: Double?
  /// Space before the first tab in `.fixed` and `.clustered` layouts.
  public var leadingPadding: Double
  /// Space after the last tab in every layout.
  public var trailingPadding: Double

  /// Creates metrics; the defaults are MDC's: content insets 16 leading and trailing and 8 top and
  /// bottom, minimum item width 90, no maximum, no padding.
  ///
  /// Negative or non-finite values count as 0 in layout (a non-finite `maxItemWidth` as no
  /// limit); a maximum below the minimum is raised to the minimum.
  public init(
    contentInsets: EdgeInsets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
    minItemWidth: Double = 90, maxItemWidth: Double? = nil,
    leadingPadding: Double = 0, trailingPadding: Double = 0
  ) {
    self.contentInsets = contentInsets
    self.minItemWidth = minItemWidth
    self.maxItemWidth = maxItemWidth
    self.leadingPadding = leadingPadding
    self.trailingPadding = trailingPadding
  }
}

extension Double {
  /// The value if it is finite and positive, otherwise 0.
  @inlinable var nonNegativeOrZero: Double { self > 0 && isFinite ? self : 0 }
}

extension TabBarMetrics {
  /// The intrinsic width of a tab holding `item`: content width plus insets, clamped to the
  /// minimum and maximum item widths.
  func intrinsicWidth(of item: TabItem) -> Double {
    let content = item.contentSize.width.nonNegativeOrZero
    let natural =
      content + contentInsets.leading.nonNegativeOrZero + contentInsets.trailing.nonNegativeOrZero
    let lower = minItemWidth.nonNegativeOrZero
    var width = max(natural, lower)
    if let upper = maxItemWidth, upper.isFinite { width = min(width, max(upper, lower)) }
    return width
  }
}
