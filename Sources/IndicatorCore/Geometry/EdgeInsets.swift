/// Distances to inset each edge of a rectangle by (negative values outset), as SwiftUI's
/// `EdgeInsets`.
///
/// Leading and trailing follow the layout direction: where there is none (``Rect/inset(by:)``)
/// leading is the left (minX) edge. The tab bar and the templates resolve insets against
/// their layout direction, using ``mirrored`` in right-to-left layouts.
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The inset of the top edge.
  public var top: Double
  /// The inset of the leading edge (the left one in left-to-right layouts).
  public var leading: Double
  /// The inset of the bottom edge.
  public var bottom: Double
  /// The inset of the trailing edge (the right one in left-to-right layouts).
  public var trailing: Double

  /// Creates insets, in SwiftUI's argument order; every value defaults to 0.
  @inlinable
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of `value` on all four edges.
  @inlinable
  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets()

  /// Whether all four values are finite.
  @inlinable
  public var isFinite: Bool {
    // One sum of `v · 0` (NaN for an infinite or NaN value), as `Rect.isFinite`.
    top * 0 + leading * 0 + bottom * 0 + trailing * 0 == 0
  }

  /// The same insets with `leading` and `trailing` swapped, for right-to-left layouts.
  @inlinable
  public var mirrored: EdgeInsets {
    EdgeInsets(top: top, leading: trailing, bottom: bottom, trailing: leading)
  }

  /// The text `(top, leading, bottom, trailing)`.
  public var description: String {
    "(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
  }
}
