// Cusps of the offset: where its speed ratio 1 − h·κ changes sign (h·κ = 1). Sides are split
// there before fitting, and pieces ending at one get the cusp-end fit.

extension OffsetFitter {
  /// Whether the offset's speed ratio 1 − h·κ is below `limit` (at most 1) at `t`.
  ///
  /// Tested without a square root, as h·(c′ × c″) > (1 − limit)·|c′|³; below 0 the offset
  /// runs backwards.
  @inline(__always)
  static func isSlower(than limit: Double, _ curve: StrokedCubic, _ t: Double, h: Double)
    -> Bool
  {
    let v = curve.derivative(at: t)
    let bend = h * v.cross(curve.secondDerivative(at: t))
    let speedSquared = v.dot(v)
    let scale = 1 - limit
    return bend > 0
      && bend * bend > (scale * scale) * (speedSquared * speedSquared * speedSquared)
  }

  /// The end of the piece from `t0` to `t1` where the offset at `h` has a cusp (its speed
  /// ratio 1 − h·κ within 1e-6 of zero), or `nil` when neither end is one; `speeds`, the
  /// ratios at the ends as ``EndSpeeds`` has them, settle most pieces without it.
  func cuspEnd(
    _ curve: StrokedCubic, _ t0: Double, _ t1: Double, h: Double, _ speeds: EndSpeeds
  ) -> CuspEnd? {
    // `speeds` computes the ratio with |c′|³ for |c′|²·|c′|: they differ by rounding only.
    guard min(abs(speeds.speedRatio0), abs(speeds.speedRatio1)) <= 2 * Self.cuspRatio else {
      return nil
    }
    @inline(__always) func speedRatio(_ t: Double) -> Double {
      let v = curve.derivative(at: t)
      let speedSquared = v.dot(v)
      guard speedSquared > curve.stallSquared else { return .infinity }
      return 1 - h * v.cross(curve.secondDerivative(at: t))
        / (speedSquared * speedSquared.squareRoot())
    }
    let r0 = abs(speedRatio(t0))
    let r1 = abs(speedRatio(t1))
    guard min(r0, r1) <= Self.cuspRatio else { return nil }
    return r0 <= r1 ? .start : .end
  }

  /// The parameters in (0, 1) where the offset at `h` has a cusp, sorted (at most four).
  ///
  /// They are the sign changes of |c′|³ − h·(c′ × c″) between t = 0, ⅛, ¼, …, 1, each
  /// refined by ``offsetCusp(_:_:_:h:)``. Two cusps closer than 1/8 can be missed; bisection
  /// then isolates them (a finer scan costs more than the few curves it saves).
  func offsetCusps(_ curve: StrokedCubic, h: Double, into roots: inout RootBuffer) {
    var previous = 0.0
    var previousReversed = Self.isSlower(than: 0, curve, 0, h: h)
    for i in 1...8 {
      let t = Double(i) / 8
      let isReversed = Self.isSlower(than: 0, curve, t, h: h)
      if isReversed != previousReversed, let cusp = offsetCusp(curve, previous, t, h: h) {
        roots.append(cusp)
      }
      previous = t
      previousReversed = isReversed
    }
  }

  /// |c′|³ − h·(c′ × c″) at `t` and its derivative 3|c′|(c′·c″) − h·(c′ × c‴): the offset's
  /// speed ratio 1 − h·κ times |c′|³, so of the same sign, and smooth where c′ ≠ 0.
  @inline(__always)
  static func scaledSpeedRatio(_ curve: StrokedCubic, _ t: Double, h: Double) -> (
    value: Double, slope: Double
  ) {
    let v = curve.derivative(at: t)
    let acceleration = curve.secondDerivative(at: t)
    let speedSquared = v.dot(v)
    let speed = speedSquared.squareRoot()
    return (
      speedSquared * speed - h * v.cross(acceleration),
      3 * speed * v.dot(acceleration) - h * v.cross(curve.a6)
    )
  }

  /// The parameter in (`t0`, `t1`) where the offset at `h` has a cusp — the root of
  /// ``scaledSpeedRatio(_:_:h:)``, to about a relative 1e-12 of the interval — when the offset's
  /// speed ratio 1 − h·κ has opposite signs at the two ends and the root is not at an end;
  /// `nil` otherwise.
  ///
  /// Newton's method kept inside the sign-change bracket (`rtsafe` of Numerical Recipes):
  /// a step that would leave the bracket, or that is not below half the step before it, is
  /// replaced by a bisection (and at most 100 evaluations are made). It stops after a
  /// Newton step below 1e-7 of the interval (the error left is of the order of its square),
  /// or a step or bracket below 1e-12 of it; it needs far fewer evaluations than regula
  /// falsi or bisection. Splitting at the cusp lets each side be fitted by one cubic
  /// (kurbo's `offset.rs` splits at the same points) instead of bisecting down to it.
  func offsetCusp(_ curve: StrokedCubic, _ t0: Double, _ t1: Double, h: Double)
    -> Double?
  {
    let f0 = Self.scaledSpeedRatio(curve, t0, h: h).value
    let f1 = Self.scaledSpeedRatio(curve, t1, h: h).value
    guard (f0 < 0) != (f1 < 0), f0 != 0, f1 != 0, f0.isFinite, f1.isFinite else { return nil }
    var bracket = SafeguardedNewton(lo: t0, hi: t1, negativeAtLow: f0 < 0)
    let precision = 1e-12 * (t1 - t0)
    var t = (t0 * f1 - t1 * f0) / (f1 - f0)
    if !bracket.contains(t) { t = bracket.midpoint }
    var step = t1 - t0
    var stepBefore = step
    for _ in 0..<100 {
      let (f, slope) = Self.scaledSpeedRatio(curve, t, h: h)
      if f == 0 { break }
      bracket.narrow(at: t, value: f)
      stepBefore = step
      step = f / slope
      let (next, isNewton) = bracket.next(from: t, value: f, slope: slope)
      // rtsafe also bisects where Newton's step does not halve from one step to the next.
      if !isNewton || !(abs(2 * step) <= abs(stepBefore)) {
        step = t - bracket.midpoint
        t = bracket.midpoint
      } else {
        t = next
        // Newton's error after a step is of the order of the step squared.
        if abs(step) <= 1e-7 * (t1 - t0) { break }
      }
      // Converged: the last step, or the bracket, is below the precision sought.
      if abs(step) <= precision || bracket.width <= precision { break }
    }
    let margin = 1e-9 * (t1 - t0)
    return t > t0 + margin && t < t1 - margin ? t : nil
  }
}
