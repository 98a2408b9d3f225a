// Green's theorem on one curve: the signed area between the curve and the origin, in closed
// form.

extension QuadBezier {
  /// `∫ x dy − y dx` along the curve (twice the signed area between it and the origin).
  @inlinable var twiceSignedArea: Double {
    (p0.x * (2 * p1.y + p2.y) + 2 * p1.x * (p2.y - p0.y) - p2.x * (p0.y + 2 * p1.y))
      * (1.0 / 3)
  }
}

extension CubicBezier {
  /// `∫ x dy − y dx` along the curve (twice the signed area between it and the origin).
  @inlinable var twiceSignedArea: Double {
    (p0.x * (6 * p1.y + 3 * p2.y + p3.y)
      + 3 * (p1.x * (-2 * p0.y + p2.y + p3.y) - p2.x * (p0.y + p1.y - 2 * p3.y))
      - p3.x * (p0.y + 3 * p1.y + 6 * p2.y)) * (1.0 / 10)
  }
}
