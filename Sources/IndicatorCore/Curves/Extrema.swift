// Where one coordinate of a curve has its extrema: the roots of its derivative.

/// The parameter in (0, 1) where the derivative of the one-dimensional quadratic with
/// control values `a0, a1, a2` vanishes, or `nil`.
@inline(__always) func quadExtremumParameter(
  _ a0: Double, _ a1: Double, _ a2: Double
) -> Double? {
  let denominator = a0 - 2 * a1 + a2
  guard denominator != 0 else { return nil }
  let t = (a0 - a1) / denominator
  return t > 0 && t < 1 ? t : nil
}

/// The one-dimensional cubic with control values `a0…a3` at `t` (Bernstein form).
@inline(__always) func cubicValue(
  _ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double, _ t: Double
) -> Double {
  let mt = 1 - t
  return mt * mt * mt * a0 + 3 * mt * t * (mt * a1 + t * a2) + t * t * t * a3
}

/// The parameters in (0, 1) where the derivative of the one-dimensional cubic with control
/// values `a0…a3` vanishes, in increasing order.
@inline(__always)
func cubicExtremaParameters(
  _ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double
) -> (count: Int, first: Double, second: Double) {
  // d/dt = 3[(a1-a0)(1-t)^2 + 2(a2-a1)(1-t)t + (a3-a2)t^2] = 3(A t^2 + B t + C).
  let c = a1 - a0
  let b = 2 * (a2 - a1 - c)
  let a = a3 - 3 * a2 + 3 * a1 - a0
  return unitIntervalQuadraticRoots(a, b, c)
}
