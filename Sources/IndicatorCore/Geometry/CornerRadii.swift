/// The radius of each corner of a rounded rectangle.
public struct CornerRadii: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The radius of the top-left corner (minX, minY).
  public var topLeft: Double
  /// The radius of the top-right corner (maxX, minY).
  public var topRight: Double
  /// The radius of the bottom-right corner (maxX, maxY).
  public var bottomRight: Double
  /// The radius of the bottom-left corner (minX, maxY).
  public var bottomLeft: Double

  /// Creates corner radii; every value defaults to 0.
  @inlinable
  public init(
    topLeft: Double = 0, topRight: Double = 0, bottomRight: Double = 0, bottomLeft: Double = 0
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same radius on all four corners.
  @inlinable
  public init(all radius: Double) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }

  /// No rounding.
  public static let zero = CornerRadii()

  /// The radii with each one clamped to `0...limit`; NaN becomes 0.
  @inlinable
  func clamped(to limit: Double) -> CornerRadii {
    func clamp(_ r: Double) -> Double { r > 0 ? min(r, limit) : 0 }
    return CornerRadii(
      topLeft: clamp(topLeft), topRight: clamp(topRight),
      bottomRight: clamp(bottomRight), bottomLeft: clamp(bottomLeft))
  }

  /// The text `(topLeft, topRight, bottomRight, bottomLeft)`.
  public var description: String {
    "(topLeft: \(topLeft), topRight: \(topRight), bottomRight: \(bottomRight), "
      + "bottomLeft: \(bottomLeft))"
  }
}
