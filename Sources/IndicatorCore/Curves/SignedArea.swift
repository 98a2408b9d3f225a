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

// The sweeps from an origin as used by `Path.signedArea`, in a form relative to the
// segment's start and split into the two halves of the cross products, so that a path's
// sum needs one subtraction at its end: `a × b = a.x·b.y − a.y·b.x` is the difference of
// the components of `a * b.yx` (`SIMD2`), and a sum of cross products the difference of the
// components of the sum of those products. Each returns `s` with `s.x − s.y` twice the
// signed area between the segment and `origin` (`∫ (B − origin) × dB`); with `dᵢ = pᵢ − p0`
// and `r = p0 − origin`:

/// A line: `r × d1`.
@inline(__always) func lineSweep(
  from origin: SIMD2<Double>, _ p0: SIMD2<Double>, _ p1: SIMD2<Double>
) -> SIMD2<Double> {
  let d1 = p1 - p0
  return (p0 - origin) * SIMD2(d1.y, d1.x)
}

/// A quadratic: `r × d2 + ⅔·d1 × d2 = (r + ⅔·d1) × d2` (the closed form above with its
/// first point at 0, plus the straight sweep from `origin`).
@inline(__always) func quadSweep(
  from origin: SIMD2<Double>, _ p0: SIMD2<Double>, _ c: SIMD2<Double>, _ p2: SIMD2<Double>
) -> SIMD2<Double> {
  let d1 = c - p0
  let d2 = p2 - p0
  return ((p0 - origin) + (2.0 / 3) * d1) * SIMD2(d2.y, d2.x)
}

/// A cubic: `r × d3 + 0.3·(d1 × (d2 + d3) + 2·d2 × d3) = (r + 0.6·d2) × d3 + 0.3·d1 × (d2 +
/// d3)` (kurbo's closed form above with its first point at 0, plus the straight sweep from
/// `origin`): 4 vector products, where translating every point and taking the closed form
/// costs 12 scalar ones.
@inline(__always) func cubicSweep(
  from origin: SIMD2<Double>, _ p0: SIMD2<Double>, _ c1: SIMD2<Double>, _ c2: SIMD2<Double>,
  _ p3: SIMD2<Double>
) -> SIMD2<Double> {
  let d1 = c1 - p0
  let d2 = c2 - p0
  let d3 = p3 - p0
  let d23 = d2 + d3
  return ((p0 - origin) + 0.6 * d2) * SIMD2(d3.y, d3.x) + (0.3 * d1) * SIMD2(d23.y, d23.x)
}
