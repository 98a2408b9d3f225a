// Arc length of a curve (adaptive Gauss–Legendre quadrature of its speed) and its inverse,
// the parameter at a given length; used by `length`, trimming and dashing.

/// The speed `|B'(t)|` of a curve of degree ≤ 3, from the derivative in power form
/// `B'(t) = a·t² + b·t + c`.
@usableFromInline
struct SpeedFunction: Sendable {
  @usableFromInline var a: Point
  @usableFromInline var b: Point
  @usableFromInline var c: Point

  @inlinable init(a: Point, b: Point, c: Point) {
    self.a = a
    self.b = b
    self.c = c
  }

  @inlinable init(_ q: QuadBezier) {
    a = .zero
    b = 2 * (q.p0 - 2 * q.p1 + q.p2)
    c = 2 * (q.p1 - q.p0)
  }

  @inlinable init(_ k: CubicBezier) {
    a = 3 * (k.p3 - k.p0) + 9 * (k.p1 - k.p2)
    b = 6 * (k.p0 - 2 * k.p1 + k.p2)
    c = 3 * (k.p1 - k.p0)
  }

  /// `|B'(t)|`.
  @inlinable func callAsFunction(_ t: Double) -> Double {
    let x = (a.x * t + b.x) * t + c.x
    let y = (a.y * t + b.y) * t + c.y
    return (x * x + y * y).squareRoot()
  }

  /// The 8-point Gauss–Legendre estimate of `∫ |B'| dt` over `t0...t1`.
  @inlinable func gauss8(_ t0: Double, _ t1: Double) -> Double {
    let h = 0.5 * (t1 - t0)
    let m = 0.5 * (t1 + t0)
    var sum =
      0.101_228_536_290_376_26
      * (self(m - 0.960_289_856_497_536_3 * h) + self(m + 0.960_289_856_497_536_3 * h))
    sum +=
      0.222_381_034_453_374_47
      * (self(m - 0.796_666_477_413_626_7 * h) + self(m + 0.796_666_477_413_626_7 * h))
    sum +=
      0.313_706_645_877_887_3
      * (self(m - 0.525_532_409_916_329 * h) + self(m + 0.525_532_409_916_329 * h))
    sum +=
      0.362_683_783_378_362
      * (self(m - 0.183_434_642_495_649_8 * h) + self(m + 0.183_434_642_495_649_8 * h))
    return sum * h
  }

  /// `∫ |B'(t)| dt` over `t0...t1` (signed: negative when `t1 < t0`) by adaptive
  /// Gauss–Legendre quadrature.
  ///
  /// Each interval's 8-point estimate is compared with the sum of its halves' estimates;
  /// the halves are accepted when they agree to within the interval's share of
  /// `1e-10 ×` the first estimate, otherwise both halves are refined, to a depth of 24
  /// (which only a cusp, where the speed has a kink, reaches).
  @usableFromInline func integral(from t0: Double, to t1: Double) -> Double {
    guard t0 != t1 else { return 0 }
    if t1 < t0 { return -integral(from: t1, to: t0) }
    let whole = gauss8(t0, t1)
    guard whole.isFinite, whole > 0 else { return whole.isFinite ? 0 : whole }
    return refine(t0, t1, whole, tolerance: whole * 1e-10, depth: 0)
  }

  @usableFromInline func refine(
    _ t0: Double, _ t1: Double, _ whole: Double, tolerance: Double, depth: Int
  ) -> Double {
    let m = 0.5 * (t0 + t1)
    let left = gauss8(t0, m)
    let right = gauss8(m, t1)
    let halves = left + right
    if abs(halves - whole) <= tolerance || depth >= 24 { return halves }
    return refine(t0, m, left, tolerance: 0.5 * tolerance, depth: depth + 1)
      + refine(m, t1, right, tolerance: 0.5 * tolerance, depth: depth + 1)
  }

  /// The parameter `t` in `t0...1` with `∫ₜ₀ᵗ |B'| = length`, by Newton's method on the arc
  /// length safeguarded by bisection (`SafeguardedNewton`), to within `1e-10 × total` of the requested length.
  ///
  /// `total` is `∫ₜ₀¹ |B'|`. A length ≤ 0 gives `t0`; a length ≥ `total` gives 1.
  @usableFromInline func parameter(atLength length: Double, from t0: Double, total: Double)
    -> Double
  {
    guard length > 0, total > 0 else { return t0 }
    guard length < total else { return 1 }
    var bracket = SafeguardedNewton(lo: t0, hi: 1, negativeAtLow: true)
    var t = t0 + (1 - t0) * (length / total)
    var s = integral(from: t0, to: t)  // Arc length from t0 to t.
    let tolerance = total * 1e-10
    for _ in 0..<64 {
      let error = s - length
      if abs(error) <= tolerance { return t }
      bracket.narrow(at: t, value: error)
      let next = bracket.next(from: t, value: error, slope: self(t)).t
      if next == t || bracket.width <= 1e-16 { return t }
      s += integral(from: t, to: next)
      t = next
    }
    return t
  }
}

extension Segment {
  /// The arc length between parameters `t0` and `t1` (in 0...1; negative when `t1 < t0`).
  ///
  /// Exact for lines, relative error below 1e-9 for curves. A non-finite curve gives a
  /// non-finite result.
  @inlinable func arcLength(from t0: Double = 0, to t1: Double = 1) -> Double {
    switch self {
    case .line(let p0, let p1): return p0.distance(to: p1) * (t1 - t0)
    case .quad(let q): return SpeedFunction(q).integral(from: t0, to: t1)
    case .cubic(let c): return SpeedFunction(c).integral(from: t0, to: t1)
    }
  }

  /// The parameter at which the arc length measured from `t0` reaches `length`: `t0` for
  /// `length <= 0`, 1 beyond the end; accurate to 1e-10 of the length from `t0` to 1
  /// (lines: exact division).
  ///
  /// Pass `totalLength` (the arc length from `t0` to 1) when it is already known.
  @inlinable func parameter(
    atLength length: Double, from t0: Double = 0, totalLength: Double? = nil
  ) -> Double {
    let speed: SpeedFunction
    switch self {
    case .line(let p0, let p1):
      let total = totalLength ?? p0.distance(to: p1) * (1 - t0)
      guard length > 0, total > 0 else { return t0 }
      guard length < total else { return 1 }
      return t0 + (1 - t0) * (length / total)
    case .quad(let q): speed = SpeedFunction(q)
    case .cubic(let c): speed = SpeedFunction(c)
    }
    let total = totalLength ?? speed.integral(from: t0, to: 1)
    return speed.parameter(atLength: length, from: t0, total: total)
  }
}

extension QuadBezier {
  /// The arc length between `t0` and `t1` (``Segment/arcLength(from:to:)``).
  @inlinable func arcLength(from t0: Double = 0, to t1: Double = 1) -> Double {
    Segment.quad(self).arcLength(from: t0, to: t1)
  }

  /// The parameter at a length from `t0` (``Segment/parameter(atLength:from:totalLength:)``).
  @inlinable func parameter(
    atLength length: Double, from t0: Double = 0, totalLength: Double? = nil
  ) -> Double {
    Segment.quad(self).parameter(atLength: length, from: t0, totalLength: totalLength)
  }
}

extension CubicBezier {
  /// The arc length between `t0` and `t1` (``Segment/arcLength(from:to:)``).
  @inlinable func arcLength(from t0: Double = 0, to t1: Double = 1) -> Double {
    Segment.cubic(self).arcLength(from: t0, to: t1)
  }

  /// The parameter at a length from `t0` (``Segment/parameter(atLength:from:totalLength:)``).
  @inlinable func parameter(
    atLength length: Double, from t0: Double = 0, totalLength: Double? = nil
  ) -> Double {
    Segment.cubic(self).parameter(atLength: length, from: t0, totalLength: totalLength)
  }
}
