/// The radius of each corner of a rounded rectangle, as SwiftUI's `RectangleCornerRadii`.
///
/// In a ``Path`` (which has no layout direction) leading is the left (minX) side and
/// trailing the right (maxX) side, as SwiftUI draws `Path(roundedRect:cornerRadii:)`.
/// Templates that take corner radii resolve them against the tab bar's layout direction:
/// in right-to-left layouts they use ``mirrored``.
public struct RectangleCornerRadii: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The radius of the top-leading corner (minX, minY in a path).
  public var topLeading: Double
  /// The radius of the bottom-leading corner (minX, maxY in a path).
  public var bottomLeading: Double
  /// The radius of the bottom-trailing corner (maxX, maxY in a path).
  public var bottomTrailing: Double
  /// The radius of the top-trailing corner (maxX, minY in a path).
  public var topTrailing: Double

  /// Creates corner radii, in SwiftUI's argument order; every value defaults to 0.
  @inlinable
  public init(
    topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0,
    topTrailing: Double = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }

  /// The same radius on all four corners.
  @inlinable
  public init(all radius: Double) {
    self.init(
      topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
  }

  /// No rounding.
  public static let zero = RectangleCornerRadii()

  /// The same radii with leading and trailing swapped, for right-to-left layouts.
  @inlinable
  public var mirrored: RectangleCornerRadii {
    RectangleCornerRadii(
      topLeading: topTrailing, bottomLeading: bottomTrailing, bottomTrailing: bottomLeading,
      topTrailing: topLeading)
  }

  /// The radii with negative and NaN values replaced by 0.
  @inlinable
  var nonNegative: RectangleCornerRadii {
    func clamp(_ r: Double) -> Double { r > 0 ? r : 0 }
    return RectangleCornerRadii(
      topLeading: clamp(topLeading), bottomLeading: clamp(bottomLeading),
      bottomTrailing: clamp(bottomTrailing), topTrailing: clamp(topTrailing))
  }

  /// The text `(topLeading, bottomLeading, bottomTrailing, topTrailing)`.
  public var description: String {
    "(topLeading: \(topLeading), bottomLeading: \(bottomLeading), "
      + "bottomTrailing: \(bottomTrailing), topTrailing: \(topTrailing))"
  }
}
