// The one safeguarded Newton iteration: Newton's method kept inside a sign-change bracket,
// with bisection where a step would leave it.

/// A sign-change bracket around a root of a function `f`, and the safeguarded Newton step.
///
/// The method is `rtsafe` of Numerical Recipes (Press et al., 3rd ed., §9.4). The ends are
/// named for the sign of `f` there, not for their order (`lo` may exceed `hi`). Each caller evaluates `f`
/// and `f′`, narrows the bracket with ``narrow(at:value:)``, takes ``next(from:value:slope:)``
/// and decides itself when to stop, since what "close enough" means differs (a parameter, a
/// side of a point, an arc length).
struct SafeguardedNewton {
  /// The end at which `f` has the sign it has at the start of the bracket.
  var lo: Double
  /// The end at which `f` has the other sign.
  var hi: Double
  /// Whether `f` is negative at `lo`.
  let negativeAtLow: Bool

  /// Replaces the end of the bracket on the side of `f(t) = value`.
  @inline(__always) mutating func narrow(at t: Double, value: Double) {
    if (value < 0) == negativeAtLow { lo = t } else { hi = t }
  }

  /// The bracket's midpoint, the bisection step.
  @inline(__always) var midpoint: Double { 0.5 * (lo + hi) }

  /// The bracket's width.
  @inline(__always) var width: Double { abs(hi - lo) }

  /// Whether `t` lies strictly inside the bracket (false for NaN).
  @inline(__always) func contains(_ t: Double) -> Bool {
    t > min(lo, hi) && t < max(lo, hi)
  }

  /// The Newton step `t − value/slope` from `t` where it stays strictly inside the bracket
  /// (`isNewton` true), otherwise the midpoint.
  @inline(__always) func next(from t: Double, value: Double, slope: Double) -> (
    t: Double, isNewton: Bool
  ) {
    let newton = t - value / slope
    return contains(newton) ? (newton, true) : (midpoint, false)
  }
}
