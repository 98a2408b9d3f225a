/// A 2D affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, as
/// `CGAffineTransform`.
public struct AffineTransform: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The matrix entries, named as in `CGAffineTransform`.
  public var a: Double
  /// The matrix entry b.
  public var b: Double
  /// The matrix entry c.
  public var c: Double
  /// The matrix entry d.
  public var d: Double
  /// The x translation.
  public var tx: Double
  /// The y translation.
  public var ty: Double

  /// Creates a transform from its six entries.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d) = (a, b, c, d)
    (self.tx, self.ty) = (tx, ty)
  }

  /// The identity transform.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by `x` and `y`.
  @inlinable
  public static func translation(x: Double, y: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by `x` and `y` about the origin.
  @inlinable
  public static func scale(x: Double, y: Double) -> AffineTransform {
    AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A uniform scale by `factor` about the origin.
  @inlinable
  public static func scale(_ factor: Double) -> AffineTransform {
    scale(x: factor, y: factor)
  }

  /// A rotation by `angle` about the origin (positive angles turn +x towards +y).
  @inlinable
  public static func rotation(_ angle: Angle) -> AffineTransform {
    let c = Math.cos(angle.radians)
    let s = Math.sin(angle.radians)
    return AffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity.
  @inlinable
  public var isIdentity: Bool { self == .identity }

  /// The transform that applies `self` first and then `other`, as
  /// `CGAffineTransform.concatenating(_:)`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The determinant `a·d − b·c`.
  @inlinable
  public var determinant: Double { a * d - b * c }

  /// The inverse transform, or `nil` when the transform is singular.
  ///
  /// Singular means a determinant of 0 or not finite. `CGAffineTransform` returns the
  /// transform unchanged there; `nil` makes the case visible.
  public func inverted() -> AffineTransform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return AffineTransform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }

  /// The text `[a b c d tx ty]`.
  public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}
