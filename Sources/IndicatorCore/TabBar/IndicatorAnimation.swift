/// How the indicator moves from one tab to another.
public enum IndicatorAnimation: String, Hashable, Sendable, Codable, CaseIterable {
  /// Both edges move linearly with the progress.
  case linear
  /// Android's and Flutter's elastic indicator: the leading edge (in the direction of
  /// travel) follows sin(πf/2) and the trailing edge 1 − cos(πf/2), so the indicator
  /// stretches and then catches up.
  case elastic
  /// The indicator fades out on the start tab (opacity 1 − 2f) and in on the end tab
  /// (opacity 2f − 1).
  case fade
}

/// What the paging indicator does when the position goes past the first or last tab.
public enum OverscrollBehavior: String, Hashable, Sendable, Codable, CaseIterable {
  /// The position is clamped to the first or last tab.
  case none
  /// The indicator moves past the end tab by its width × the excess, as Tabman's bounce.
  case bounce
  /// The indicator shrinks towards the bar's end by its width × the excess, as Tabman's
  /// compress.
  case compress
}
