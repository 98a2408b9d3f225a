// The source cubic of one stroked curve, as the offset fitter evaluates it.

/// A cubic being stroked: its power form, the coefficients of its derivatives, and its
/// control points.
///
/// The derivative coefficients 3a, 6a and 2b are kept because every check of every fit
/// evaluates the first two derivatives; `PowerCurve` itself stays four coefficients for
/// its other users.
struct StrokedCubic {
  /// The power form `((a·t + b)·t + c)·t + d`.
  let power: PowerCurve
  /// 3a, the coefficient of t² in the first derivative.
  let a3: Point
  /// 6a, the coefficient of t in the second derivative and the third derivative.
  let a6: Point
  /// 2b, the constant of the second derivative.
  let b2: Point
  /// The control points (`p3` is the exact end point: the power form is not exact at
  /// t = 1).
  let bezier: CubicBezier
  /// Squared speed below which the first derivative gives no reliable direction.
  let stallSquared: Double

  init(_ bezier: CubicBezier) {
    let power = PowerCurve(bezier)
    self.power = power
    a3 = 3 * power.a
    a6 = 6 * power.a
    b2 = 2 * power.b
    self.bezier = bezier
    let size =
      (bezier.p1 - bezier.p0).magnitude + (bezier.p2 - bezier.p1).magnitude
      + (bezier.p3 - bezier.p2).magnitude
    stallSquared = (size * 1e-9) * (size * 1e-9)
  }

  /// The point at `t`, exact at the end points; inside the curve the checks and samples
  /// of the fits call `power.point(at:)`, which skips the end-point tests.
  @inline(__always) func point(at t: Double) -> Point {
    if t == 0 { return power.d }
    if t == 1 { return bezier.p3 }
    return power.point(at: t)
  }

  @inline(__always) func derivative(at t: Double) -> Point { (t * a3 + b2) * t + power.c }

  @inline(__always) func secondDerivative(at t: Double) -> Point { t * a6 + b2 }

  /// The unit tangent at `t`, approached from the right (`fromRight`) or from the left.
  ///
  /// Where the speed vanishes (a cusp, or a control point on an end point: kurbo #313) the
  /// direction comes from the second derivative (the sign flips across the cusp), then the
  /// third; a curve with none of them has no direction and gets +x.
  @inline(__always) func tangent(at t: Double, fromRight: Bool) -> Point {
    tangent(at: t, velocity: derivative(at: t), fromRight: fromRight)
  }

  /// ``tangent(at:fromRight:)`` where the first derivative `velocity` at `t` is known.
  @inline(__always) func tangent(at t: Double, velocity: Point, fromRight: Bool) -> Point {
    var v = velocity
    var m2 = v.x * v.x + v.y * v.y
    if m2 <= stallSquared {
      v = secondDerivative(at: t)
      if !fromRight { v = -v }
      m2 = v.x * v.x + v.y * v.y
      if m2 <= stallSquared {
        v = power.a
        m2 = v.x * v.x + v.y * v.y
        if !(m2 > 0) { return Point(x: 1, y: 0) }
      }
    }
    return v * (1 / m2.squareRoot())
  }

  /// The unit tangents arriving at `t` and leaving it, as ``tangent(at:fromRight:)`` gives
  /// them, where the first derivative `velocity` at `t` is known: one and the same unless
  /// the curve stalls there.
  @inline(__always) func tangents(at t: Double, velocity v: Point) -> (
    arriving: Point, leaving: Point
  ) {
    let m2 = v.x * v.x + v.y * v.y
    if m2 > stallSquared {
      let u = v * (1 / m2.squareRoot())
      return (u, u)
    }
    return (
      tangent(at: t, velocity: v, fromRight: false), tangent(at: t, velocity: v, fromRight: true)
    )
  }

  /// The parameters in (0, 1) where the curvature changes sign: the roots of
  /// `c′(t) × c″(t) = −6(a×b)t² + 6(c×a)t + 2(c×b)`.
  func inflections(into roots: inout RootBuffer) {
    let (a, b, c) = (power.a, power.b, power.c)
    solveQuadratic(
      -6 * a.cross(b), 6 * c.cross(a), 2 * c.cross(b), into: &roots, in01Exclusive: true)
  }
}

extension StrokedCubic {
  /// The unit tangents leaving the start and arriving at the end, as
  /// `tangent(at:fromRight:)` gives them, and the speeds |c′| there (the direct fit takes
  /// them for the curvature at the ends).
  @inline(__always)
  var ends: (t0: Point, t1: Point, speeds: (Double, Double)) {
    let v0 = power.c
    let v1 = derivative(at: 1)
    let speed0Squared = v0.dot(v0)
    let speed1Squared = v1.dot(v1)
    let t0 =
      speed0Squared > stallSquared
      ? v0 * (1 / speed0Squared.squareRoot()) : tangent(at: 0, fromRight: true)
    let t1 =
      speed1Squared > stallSquared
      ? v1 * (1 / speed1Squared.squareRoot()) : tangent(at: 1, fromRight: false)
    return (t0, t1, (speed0Squared.squareRoot(), speed1Squared.squareRoot()))
  }
}
