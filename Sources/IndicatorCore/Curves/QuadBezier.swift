/// A quadratic Bézier curve `p0, p1, p2`.
@usableFromInline
struct QuadBezier: Hashable, Sendable {
  @usableFromInline var p0: Point
  @usableFromInline var p1: Point
  @usableFromInline var p2: Point

  @inlinable init(_ p0: Point, _ p1: Point, _ p2: Point) {
    self.p0 = p0
    self.p1 = p1
    self.p2 = p2
  }

  /// The point at `t` (de Casteljau form, exact at 0 and 1).
  @inlinable func point(at t: Double) -> Point {
    let mt = 1 - t
    return Point(
      x: mt * mt * p0.x + 2 * mt * t * p1.x + t * t * p2.x,
      y: mt * mt * p0.y + 2 * mt * t * p1.y + t * t * p2.y)
  }

  /// The first derivative at `t`.
  @inlinable func derivative(at t: Double) -> Point {
    2 * ((1 - t) * (p1 - p0) + t * (p2 - p1))
  }

  /// The part of the curve between `t0` and `t1` (blossoming; end points evaluated).
  @inlinable func subsegment(_ t0: Double, _ t1: Double) -> QuadBezier {
    let a = point(at: t0)
    let b = point(at: t1)
    // The control point is the blossom B(t0, t1).
    let c0 = p0.lerp(to: p1, t0)
    let c1 = p1.lerp(to: p2, t0)
    let c = c0.lerp(to: c1, t1)
    return QuadBezier(t0 == 0 ? p0 : a, c, t1 == 1 ? p2 : b)
  }

  /// The exact cubic with the same shape.
  @inlinable var elevated: CubicBezier {
    CubicBezier(p0, p0 + (2.0 / 3) * (p1 - p0), p2 + (2.0 / 3) * (p1 - p2), p2)
  }

}
