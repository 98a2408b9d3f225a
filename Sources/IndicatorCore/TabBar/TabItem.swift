/// One tab of a tab bar: its identity, its title and the measured size of its content.
///
/// The library never measures text: the host UI toolkit measures the title (or icon) and
/// passes its size here, as `MDCTabBar` reads it from its item views.
///
/// ``id`` is what ``TabBarModel`` follows the selection by when ``TabBarModel/items`` is
/// set, as `MDCTabBarView` follows the selected `UITabBarItem` object. It defaults to the
/// title; give an explicit id to tabs that share a title or whose title changes (a badge
/// count) while the tabs are also reordered.
public struct TabItem: Identifiable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The tab's identity: tabs with the same id are the same tab, whatever their title or
  /// size.
  public var id: String
  /// The title, for accessibility; the library does not draw it.
  public var title: String
  /// The size of the title or icon as the host toolkit measured it.
  public var contentSize: Size

  /// Creates a tab item.
  ///
  /// - Parameters:
  ///   - id: The tab's identity; `nil` (default) uses `title`.
  ///   - title: The tab's title.
  ///   - contentSize: The measured size of the title or icon. Negative or non-finite
  ///     dimensions count as 0 in layout.
  public init(id: String? = nil, title: String, contentSize: Size) {
    self.id = id ?? title
    self.title = title
    self.contentSize = contentSize
  }

  private enum CodingKeys: String, CodingKey {
    case id
    case title
    case contentSize
  }

  /// Decodes a tab item; a missing `id` is the title, as in ``init(id:title:contentSize:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let title = try container.decode(String.self, forKey: .title)
    self.init(
      id: try container.decodeIfPresent(String.self, forKey: .id), title: title,
      contentSize: try container.decode(Size.self, forKey: .contentSize))
  }

  /// Encodes the title, the content size and, when it differs from the title, the id.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if id != title { try container.encode(id, forKey: .id) }
    try container.encode(title, forKey: .title)
    try container.encode(contentSize, forKey: .contentSize)
  }

  /// The text `title (width × height)`.
  public var description: String { "\(title) (\(contentSize))" }
}
