/// Distances to inset each edge of a rectangle by (negative values outset).
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The inset of the top edge.
  public var top: Double
  /// The inset of the left edge.
  public var left: Double
  /// The inset of the bottom edge.
  public var bottom: Double
  /// The inset of the right edge.
  public var right: Double

  /// Creates insets; every value defaults to 0.
  @inlinable
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of `value` on all four edges.
  @inlinable
  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets()

  /// Whether all four values are finite.
  @inlinable
  public var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }

  /// The same insets with `left` and `right` swapped, for right-to-left layouts.
  @inlinable
  public var mirrored: EdgeInsets {
    EdgeInsets(top: top, left: right, bottom: bottom, right: left)
  }

  /// The text `(top, left, bottom, right)`.
  public var description: String {
    "(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
  }
}
