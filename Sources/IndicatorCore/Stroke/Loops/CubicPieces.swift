// Evaluations of a cubic piece the loop pass inlines everywhere (constant parameters give
// constant weights): a point, a derivative, a subsegment's controls, a control box.

/// `c.point(at: t)`, the same expression, always inlined (so that a constant `t` gives
/// constant weights).
@inline(__always) func inlinePoint(_ c: CubicBezier, _ t: Double) -> Point {
  let mt = 1 - t
  let a = mt * mt * mt
  let b = 3 * mt * mt * t
  let d3 = 3 * mt * t * t
  let d = t * t * t
  return Point(
    x: a * c.p0.x + b * c.p1.x + d3 * c.p2.x + d * c.p3.x,
    y: a * c.p0.y + b * c.p1.y + d3 * c.p2.y + d * c.p3.y)
}

/// `c.derivative(at: t)`, the same expression, always inlined.
@inline(__always) func inlineDerivative(_ c: CubicBezier, _ t: Double) -> Point {
  let mt = 1 - t
  return 3 * (mt * mt * (c.p1 - c.p0) + 2 * mt * t * (c.p2 - c.p1) + t * t * (c.p3 - c.p2))
}

/// The control points of `c.subsegment(t0, t1)`, B(t0, t0, t1) and B(t0, t1, t1), by the
/// same blossoming, always inlined and without the end points (which callers have).
@inline(__always) func subsegmentControls(_ c: CubicBezier, _ t0: Double, _ t1: Double)
  -> (Point, Point)
{
  let q0 = c.p0.lerp(to: c.p1, t0)
  let q1 = c.p1.lerp(to: c.p2, t0)
  let q2 = c.p2.lerp(to: c.p3, t0)
  let first = q0.lerp(to: q1, t0).lerp(to: q1.lerp(to: q2, t0), t1)
  let second = q0.lerp(to: q1, t1).lerp(to: q1.lerp(to: q2, t1), t1)
  return (first, second)
}

/// The control box of `c`: its control points' least and greatest coordinates.
@inline(__always) func controlBox(_ c: CubicBezier) -> (low: Point, high: Point) {
  (
    low: Point(x: min(c.p0.x, c.p1.x, c.p2.x, c.p3.x), y: min(c.p0.y, c.p1.y, c.p2.y, c.p3.y)),
    high: Point(x: max(c.p0.x, c.p1.x, c.p2.x, c.p3.x), y: max(c.p0.y, c.p1.y, c.p2.y, c.p3.y))
  )
}

/// `v` scaled to unit length (non-finite for a zero vector).
@inline(__always) func unitVector(_ v: Point) -> Point { v * (1 / v.magnitude) }
