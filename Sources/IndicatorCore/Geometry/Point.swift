/// A point in a two-dimensional coordinate space (y grows downwards, as on screen).
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The x coordinate.
  public var x: Double
  /// The y coordinate.
  public var y: Double

  /// Creates a point from its coordinates.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point at the origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// Whether both coordinates are finite (neither NaN nor infinite).
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The text `(x, y)`.
  public var description: String { "(\(x), \(y))" }

  /// Whether the two points are within `tolerance` of each other (Euclidean distance).
  ///
  /// `==` stays exact; approximate equality is not transitive, so it is a named method.
  public func isApproximatelyEqual(to other: Point, tolerance: Double) -> Bool {
    distance(to: other) <= tolerance
  }

  /// The Euclidean distance to `other`.
  @inlinable
  public func distance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The point moved by `dx` and `dy`.
  @inlinable
  public func offsetBy(dx: Double, dy: Double) -> Point {
    Point(x: x + dx, y: y + dy)
  }

  /// The point transformed by `transform`.
  @inlinable
  public func applying(_ transform: AffineTransform) -> Point {
    Point(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty)
  }
}

// MARK: - Vector arithmetic used throughout the geometry code

extension Point {
  @inlinable static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  @inlinable static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  @inlinable static func * (lhs: Point, rhs: Double) -> Point {
    Point(x: lhs.x * rhs, y: lhs.y * rhs)
  }

  @inlinable static func * (lhs: Double, rhs: Point) -> Point {
    Point(x: lhs * rhs.x, y: lhs * rhs.y)
  }

  @inlinable static prefix func - (p: Point) -> Point {
    Point(x: -p.x, y: -p.y)
  }

  /// The dot product, treating both points as vectors.
  @inlinable func dot(_ other: Point) -> Double { x * other.x + y * other.y }

  /// The z component of the cross product, treating both points as vectors.
  @inlinable func cross(_ other: Point) -> Double { x * other.y - y * other.x }

  /// The length of the point taken as a vector.
  @inlinable var magnitude: Double { (x * x + y * y).squareRoot() }

  /// The vector turned a quarter turn from +x towards +y, (−y, x).
  ///
  /// A unit tangent's normal: on its left in y-up axes, its right on screen (y down). The
  /// library's one spelling of the normal; exact, so it rounds nothing.
  @inlinable @inline(__always) var perpendicular: Point { Point(x: -y, y: x) }

  /// The linear interpolation `self + (other - self) * t`.
  @inlinable func lerp(to other: Point, _ t: Double) -> Point {
    Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
  }
}
