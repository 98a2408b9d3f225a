/// The direction tabs run in.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
  /// The first tab on the left.
  case leftToRight
  /// The first tab on the right; frames and insets are mirrored.
  case rightToLeft
}
