/// An angle, stored in radians.
///
/// In the y-down coordinate space of this package, a positive angle turns from the +x
/// axis towards the +y axis, which is clockwise on screen.
public struct Angle: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  @inlinable
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// Creates an angle from radians.
  @inlinable
  public init(radians: Double) { self.radians = radians }

  /// Creates an angle from degrees.
  @inlinable
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  /// The zero angle.
  public static let zero = Angle(radians: 0)

  /// An angle from radians.
  @inlinable
  public static func radians(_ value: Double) -> Angle { Angle(radians: value) }

  /// An angle from degrees.
  @inlinable
  public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }

  /// Orders angles by their value in radians.
  @inlinable
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

  /// The text `N°`.
  public var description: String { "\(degrees)°" }
}
