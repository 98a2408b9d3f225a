/// A rectangle: an origin and a size, as `CGRect`.
///
/// A negative width or height is allowed; the `min`/`max` accessors, `width` and `height`
/// read the rectangle as if it were ``standardized``, as CoreGraphics does.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The origin (the corner at `origin.x`, `origin.y`; the top-left once standardized).
  public var origin: Point
  /// The size; its components may be negative.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its origin's coordinates and its size.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The smallest x coordinate.
  @inlinable public var minX: Double { min(origin.x, origin.x + size.width) }
  /// The x coordinate of the centre.
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  /// The largest x coordinate.
  @inlinable public var maxX: Double { max(origin.x, origin.x + size.width) }
  /// The smallest y coordinate.
  @inlinable public var minY: Double { min(origin.y, origin.y + size.height) }
  /// The y coordinate of the centre.
  @inlinable public var midY: Double { origin.y + size.height / 2 }
  /// The largest y coordinate.
  @inlinable public var maxY: Double { max(origin.y, origin.y + size.height) }
  /// The width, never negative (NaN stays NaN).
  @inlinable public var width: Double { size.width < 0 ? -size.width : size.width }
  /// The height, never negative (NaN stays NaN).
  @inlinable public var height: Double { size.height < 0 ? -size.height : size.height }
  /// The centre point.
  @inlinable public var center: Point { Point(x: midX, y: midY) }

  /// Whether the rectangle encloses no area: a zero, NaN width or height.
  @inlinable
  public var isEmpty: Bool { !(width > 0 && height > 0) }

  /// Whether the origin, the size and the far corner (origin + size) are finite: a
  /// rectangle whose far edge overflows `Double` is not.
  ///
  /// One sum of `v · 0` over the values (0 for a finite one, NaN for an infinite or NaN
  /// one), as `Path.isFinite` tests, instead of a branch a value; a non-finite size makes
  /// the far corner non-finite too.
  @inlinable
  public var isFinite: Bool {
    origin.x * 0 + origin.y * 0 + (origin.x + size.width) * 0 + (origin.y + size.height) * 0
      == 0
  }

  /// The same rectangle with a non-negative width and height.
  @inlinable
  public var standardized: Rect {
    Rect(x: minX, y: minY, width: width, height: height)
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
  /// (negative values grow it).
  ///
  /// The result is standardized. Where an inset exceeds half the width (or height), that
  /// dimension collapses to 0 at the centre rather than turning negative.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    inset(by: EdgeInsets(top: dy, leading: dx, bottom: dy, trailing: dx))
  }

  /// The rectangle with each edge moved inwards by the matching inset (negative values move
  /// it outwards); `leading` is the left (minX) edge and `trailing` the right one (mirror the
  /// insets first for a right-to-left layout).
  ///
  /// The result is standardized. Where the insets exceed the width (or height), that
  /// dimension collapses to 0 at the point the opposite insets would meet, rather than
  /// turning negative.
  public func inset(by insets: EdgeInsets) -> Rect {
    let s = standardized
    let (x, w) = Rect.insetAxis(s.origin.x, s.size.width, insets.leading, insets.trailing)
    let (y, h) = Rect.insetAxis(s.origin.y, s.size.height, insets.top, insets.bottom)
    return Rect(x: x, y: y, width: w, height: h)
  }

  /// One axis of ``inset(by:)``: the interval `start...start + length` (`length ≥ 0`) with
  /// its low end moved in by `low` and its high end by `high`, as a start and a length; where
  /// they cross, the length is 0 at the point that splits the interval as `low : high`.
  private static func insetAxis(
    _ start: Double, _ length: Double, _ low: Double, _ high: Double
  ) -> (start: Double, length: Double) {
    let remaining = length - low - high
    guard remaining < 0 else { return (start + low, remaining) }
    let total = low + high
    return (start + (total == 0 ? 0 : length * low / total), 0)
  }

  /// The rectangle moved by `dx` and `dy`.
  @inlinable
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
  }

  /// The smallest rectangle containing both rectangles (standardized).
  ///
  /// Unlike `CGRect`, an empty rectangle still counts with its origin: the union of two
  /// points is the rectangle between them. The result is standardized.
  public func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(
      x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// The rectangle both rectangles cover (standardized), or `nil` when they are apart, as
  /// `CGRect.intersection(_:)` (which returns `CGRect.null` there).
  ///
  /// Edges count as inside: rectangles that only touch give a rectangle of zero width or
  /// height on the shared edge, and an empty rectangle inside the other gives itself. A
  /// rectangle with a NaN coordinate intersects nothing.
  public func intersection(_ other: Rect) -> Rect? {
    guard !hasNaN, !other.hasNaN else { return nil }
    let x0 = max(minX, other.minX)
    let x1 = min(maxX, other.maxX)
    let y0 = max(minY, other.minY)
    let y1 = min(maxY, other.maxY)
    guard x0 <= x1, y0 <= y1 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Whether a coordinate or dimension is NaN.
  var hasNaN: Bool { origin.x.isNaN || origin.y.isNaN || size.width.isNaN || size.height.isNaN }

  /// Whether the rectangles share at least one point (edges included): whether
  /// ``intersection(_:)`` is not `nil`.
  public func intersects(_ other: Rect) -> Bool {
    intersection(other) != nil
  }

  /// Whether `point` lies in the rectangle: `minX <= x < maxX` and `minY <= y < maxY`,
  /// half-open as `CGRect.contains(_:)`.
  @inlinable
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether `other` lies within this rectangle, edges included.
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// Whether every edge of `other` is within `tolerance` of the matching edge of this
  /// rectangle (both standardized).
  public func isApproximatelyEqual(to other: Rect, tolerance: Double) -> Bool {
    abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
      && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
  }

  /// The text `(x, y, width, height)`.
  public var description: String {
    "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
  }
}
