/// One tab of a tab bar: its title and the measured size of its content.
///
/// The library never measures text: the host UI toolkit measures the title (or icon) and
/// passes its size here, as `MDCTabBar` reads it from its item views.
public struct TabItem: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The title, for identification and accessibility; the library does not draw it.
  public var title: String
  /// The size of the title or icon as the host toolkit measured it.
  public var contentSize: Size

  /// Creates a tab item.
  ///
  /// - Parameters:
  ///   - title: The tab's title.
  ///   - contentSize: The measured size of the title or icon. Negative or non-finite
  ///     dimensions count as 0 in layout.
  public init(title: String, contentSize: Size) {
    self.title = title
    self.contentSize = contentSize
  }

  /// The text `title (width × height)`.
  public var description: String { "\(title) (\(contentSize))" }
}
