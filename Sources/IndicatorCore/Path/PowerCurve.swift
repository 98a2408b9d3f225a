// Curves in power form and the parabola-integral parameters used by the flattener: the
// exact chord test (`PowerCurve.fits`) and Levien's closed-form integral approximations.

/// A curve of degree ≤ 3 in power form, `B(t) = ((a·t + b)·t + c)·t + d`.
struct PowerCurve {
  var a: Point
  var b: Point
  var c: Point
  var d: Point

  init(_ q: QuadBezier) {
    a = .zero
    b = q.p0 - 2 * q.p1 + q.p2
    c = 2 * (q.p1 - q.p0)
    d = q.p0
  }

  init(_ k: CubicBezier) {
    a = k.p3 - k.p0 + 3 * (k.p1 - k.p2)
    b = 3 * (k.p2 - 2 * k.p1 + k.p0)
    c = 3 * (k.p1 - k.p0)
    d = k.p0
  }

  @inline(__always) func point(at t: Double) -> Point {
    ((a * t + b) * t + c) * t + d
  }

  @inline(__always) func derivative(at t: Double) -> Point {
    (3 * t * a + 2 * b) * t + c
  }

  /// Whether the curve between `t0` and `t1` stays within `tolerance` of the segment
  /// `p`–`q` (`p = B(t0)`, `q = B(t1)`).
  ///
  /// A cheap sufficient test on the piece's control polygon settles most lines. Otherwise,
  /// the curve's offset across the chord and along it are cubics in `t`; their extrema are
  /// roots of quadratics. The test combines the largest offset across with the farthest
  /// overshoot past either end (checked only when the tangent turns away from the chord
  /// somewhere in the piece), so it is exact where the curve stays beside the chord and
  /// conservative otherwise. Both offsets are left scaled by the chord's length, which
  /// saves every square root but the quadratics'. A zero-length chord of a non-empty piece
  /// (a closed loop) never fits, so that it is bisected.
  @inline(__always) func fits(
    _ t0: Double, _ t1: Double, _ p: Point, _ q: Point, tolerance: Double
  ) -> Bool {
    let direction = q - p
    let lengthSquared = direction.dot(direction)
    guard lengthSquared > 0 else { return t0 == t1 }
    // Cheap sufficient test first: the piece's own control points are p + h·B'(t0) and
    // q − h·B'(t1) with h = (t1 − t0)/3; the curve is within 3/4 of their larger distance
    // from the chord's line (tight for the near-parabolic pieces Levien's method makes),
    // and cannot pass an end when their projections stay on the chord.
    let h = (t1 - t0) * (1.0 / 3)
    let c1 = h * derivative(at: t0)
    let c2 = direction - h * derivative(at: t1)
    let along1 = direction.dot(c1)
    let along2 = direction.dot(c2)
    if along1 >= 0 && along1 <= lengthSquared && along2 >= 0 && along2 <= lengthSquared {
      let cross = max(abs(direction.cross(c1)), abs(direction.cross(c2)))
      if 0.5625 * cross * cross <= tolerance * tolerance * lengthSquared { return true }
    }
    let offset = d - p
    // Across: h(t) = direction × (B(t) − p), |pq| times the signed distance to the line.
    let across = PowerCurve.largestExcursion(
      direction.cross(a), direction.cross(b), direction.cross(c), direction.cross(offset),
      t0, t1, below: 0, above: 0)
    // Along: g(t) = direction · (B(t) − p) runs from 0 to |pq|²; it can leave that range
    // only where g' < 0 somewhere in (t0, t1).
    let g3 = direction.dot(a)
    let g2 = direction.dot(b)
    let g1 = direction.dot(c)
    var overshoot = 0.0
    if PowerCurve.derivativeMayBeNegative(g3, g2, g1, t0, t1) {
      overshoot = PowerCurve.largestExcursion(
        g3, g2, g1, direction.dot(offset), t0, t1, below: 0, above: lengthSquared)
    }
    return across * across + overshoot * overshoot <= tolerance * tolerance * lengthSquared
  }

  /// Whether the derivative `3k3·t² + 2k2·t + k1` of a cubic can be ≤ 0 somewhere in
  /// `t0...t1`: at an end, or at the parabola's interior minimum.
  @inline(__always) static func derivativeMayBeNegative(
    _ k3: Double, _ k2: Double, _ k1: Double, _ t0: Double, _ t1: Double
  ) -> Bool {
    let a = 3 * k3
    let b = 2 * k2
    if (a * t0 + b) * t0 + k1 <= 0 || (a * t1 + b) * t1 + k1 <= 0 { return true }
    guard a > 0 else { return false }  // Concave or linear: the ends are the minimum.
    let vertex = -b / (2 * a)
    guard vertex > t0 && vertex < t1 else { return false }
    return (a * vertex + b) * vertex + k1 <= 0
  }

  /// How far the cubic `((k3·t + k2)·t + k1)·t + k0` gets outside `below...above` at its
  /// extrema inside `t0...t1` (0 when it stays inside).
  @inline(__always) static func largestExcursion(
    _ k3: Double, _ k2: Double, _ k1: Double, _ k0: Double, _ t0: Double, _ t1: Double,
    below: Double, above: Double
  ) -> Double {
    // Roots of 3k3·t² + 2k2·t + k1 (cancellation-free; infinite or NaN roots of degenerate
    // cases fail the range test).
    let discriminant = k2 * k2 - 3 * k3 * k1
    guard discriminant >= 0 else { return 0 }
    let root = discriminant.squareRoot()
    let q = -(k2 + (k2 >= 0 ? root : -root))
    var worst = 0.0
    let r0 = q / (3 * k3)
    if r0 > t0 && r0 < t1 {
      let v = ((k3 * r0 + k2) * r0 + k1) * r0 + k0
      worst = maxOf(worst, v - above, below - v)
    }
    let r1 = k1 / q
    if r1 > t0 && r1 < t1 {
      let v = ((k3 * r1 + k2) * r1 + k1) * r1 + k0
      worst = maxOf(worst, v - above, below - v)
    }
    return worst
  }
}

/// The parabola-integral parameters of one quadratic (kurbo's `FlattenParams`).
struct QuadFlattening {
  var a0 = 0.0
  var a2 = 0.0
  var u0 = 0.0
  var uScale = 0.0
  var inverseVal = 0.0
  /// The vertex count times `2·√tolerance`: the (approximate) integral of √curvature.
  var val = 0.0
  /// For a straight quadratic that doubles back on itself, the parameter where it turns;
  /// −1 otherwise.
  var turningPoint = -1.0

  init(_ q: QuadBezier, sqrtTolerance: Double) {
    // Map the curve onto the parabola y = x²: x0 and x2 are its ends' abscissae, and
    // `scale` = cross²/|dd|³ its size relative to the unit parabola.
    let d01 = q.p1 - q.p0
    let d12 = q.p2 - q.p1
    let dd = d01 - d12
    let cross = (q.p2 - q.p0).cross(dd)
    let ddSquared = dd.dot(dd)
    let ddLength = ddSquared.squareRoot()
    let sqrtScale = abs(cross) / (ddLength * ddLength.squareRoot())
    guard sqrtScale > 0 && sqrtScale.isFinite else {
      // Collinear (or degenerate) control points: straight, but it may run past an end and
      // come back, so keep the turning point.
      if ddSquared > 0 {
        let t = d01.dot(dd) / ddSquared
        if t > 0 && t < 1 { turningPoint = t }
      }
      return
    }
    let inverseCross = 1 / cross
    let x0 = d01.dot(dd) * inverseCross
    let x2 = d12.dot(dd) * inverseCross
    a0 = approximateParabolaIntegral(x0)
    a2 = approximateParabolaIntegral(x2)
    let da = abs(a2 - a0)
    if (x0 < 0) == (x2 < 0) {
      val = da * sqrtScale
    } else {
      // The curvature peak lies inside: bound its contribution by the tolerance.
      let xMin = sqrtTolerance / sqrtScale
      val = sqrtTolerance * da / approximateParabolaIntegral(xMin)
    }
    // An infinite tolerance (or overflow) leaves a chord.
    if !val.isFinite { val = 0 }
  }

  /// Computes the inverse-integral constants that ``parameter(_:)`` needs (deferred, since
  /// many quadratics of a cubic receive no vertex).
  @inline(__always) mutating func prepare() {
    u0 = approximateParabolaInverseIntegral(a0)
    uScale = 1 / (approximateParabolaInverseIntegral(a2) - u0)
    inverseVal = 1 / val
  }

  /// The curve parameter of the vertex at integral `v` (between 0 and ``val``), after
  /// ``prepare()``.
  @inline(__always) func parameter(atIntegral v: Double) -> Double {
    parameter(v * inverseVal)
  }

  /// The curve parameter of the vertex at fraction `x` of the integral (after
  /// ``prepare()``).
  @inline(__always) func parameter(_ x: Double) -> Double {
    let a = a0 + (a2 - a0) * x
    let t = (approximateParabolaInverseIntegral(a) - u0) * uScale
    return t.isFinite ? min(max(t, 0), 1) : x
  }
}

/// Levien's approximation of `∫₀ˣ (1 + 4u²)^(−1/4) du`.
@inline(__always)
func approximateParabolaIntegral(_ x: Double) -> Double {
  let d = 0.67
  return x / (1 - d + (d * d * d * d + 0.25 * x * x).squareRoot().squareRoot())
}

/// Levien's approximation of the inverse of ``approximateParabolaIntegral(_:)``.
@inline(__always)
func approximateParabolaInverseIntegral(_ x: Double) -> Double {
  let b = 0.39
  return x * (1 - b + (b * b + 0.25 * x * x).squareRoot())
}
