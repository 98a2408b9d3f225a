/// A width and a height.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size from a width and a height.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size with zero width and height.
  public static let zero = Size(width: 0, height: 0)

  /// Whether both dimensions are finite.
  @inlinable
  public var isFinite: Bool { width.isFinite && height.isFinite }

  /// The text `width × height`.
  public var description: String { "\(width) × \(height)" }
}
