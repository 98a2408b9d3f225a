// Measuring a path: arc length (adaptive Gauss–Legendre quadrature of the speed |B'(t)|),
// its inverse (the parameter at a given length, for trimming and dashing) and the signed
// area (Green's theorem in closed form per segment).

extension Path {
  /// The total arc length of the path's drawn segments.
  ///
  /// Lines are measured exactly; quadratic and cubic curves by adaptive Gauss–Legendre
  /// quadrature (8 points per interval, each interval bisected until the halves agree with
  /// the whole to within 1e-10 of the curve's length), so the relative error is below 1e-9.
  /// Each `closeSubpath()` adds its closing line; an open subpath adds nothing for closing,
  /// and moves add nothing.
  ///
  /// A path with a non-finite coordinate (see ``isFinite``) has no measurable geometry and
  /// returns 0. Coordinates whose squares overflow are handled by measuring an exactly
  /// rescaled copy; a length too large for `Double` is +infinity.
  ///
  /// - Complexity: O(n) in the number of elements; a smooth cubic costs a few dozen speed
  ///   evaluations.
  public var length: Double {
    guard let measured = measuredWithoutOverflow(\.unscaledLength, power: 1) else { return 0 }
    return measured
  }

  /// The length computed directly on the coordinates (may overflow).
  var unscaledLength: Double {
    var total = 0.0
    var start = Point.zero
    var current = Point.zero
    for element in storage {
      switch element {
      case .move(let p):
        start = p
        current = p
      case .line(let p):
        total += current.distance(to: p)
        current = p
      case .quadCurve(let p, let c):
        total += QuadBezier(current, c, p).arcLength()
        current = p
      case .curve(let p, let c1, let c2):
        total += CubicBezier(current, c1, c2, p).arcLength()
        current = p
      case .closeSubpath:
        total += current.distance(to: start)
        current = start
      }
    }
    return total
  }

  /// The signed area the path encloses, positive where it runs clockwise on screen (y-down),
  /// as `Path(rect)` does.
  ///
  /// Computed by Green's theorem, `½∮(x dy − y dx)`, in closed form for every line,
  /// quadratic and cubic (the cubic formula as in kurbo's `ParamCurveArea`), with every
  /// subpath treated as closed by a straight line, as a fill does. Regions the outline
  /// winds around twice count twice; regions wound in opposite directions cancel. Each
  /// subpath is measured relative to its start point, so translating a path changes its
  /// area only by rounding.
  ///
  /// A path with a non-finite coordinate returns 0; an area too large for `Double` is
  /// ±infinity (computed on an exactly rescaled copy, so it never becomes NaN).
  ///
  /// - Complexity: O(n) in the number of elements.
  public var signedArea: Double {
    guard let measured = measuredWithoutOverflow(\.unscaledSignedArea, power: 2) else { return 0 }
    return measured
  }

  /// The signed area computed directly on the coordinates (may overflow).
  var unscaledSignedArea: Double {
    var twiceArea = 0.0
    var origin = Point.zero
    var current = Point.zero  // Relative to `origin`.
    for element in storage {
      switch element {
      case .move(let p):
        origin = p
        current = .zero
      case .line(let p):
        let b = p - origin
        twiceArea += current.cross(b)
        current = b
      case .quadCurve(let p, let c):
        let q = QuadBezier(current, c - origin, p - origin)
        twiceArea += q.twiceSignedArea
        current = q.p2
      case .curve(let p, let c1, let c2):
        let k = CubicBezier(current, c1 - origin, c2 - origin, p - origin)
        twiceArea += k.twiceSignedArea
        current = k.p3
      case .closeSubpath:
        // The closing line to the origin adds `current × 0 = 0`.
        current = .zero
      }
    }
    return 0.5 * twiceArea
  }
}

extension Path {
  /// `measure` of the path, guarding against overflow: `nil` for a non-finite path; when
  /// the direct result overflows, the measure of the path scaled by a power of two (exact)
  /// that brings its largest coordinate near 1, scaled back by that power raised to `power`
  /// (1 for lengths, 2 for areas) — so a representable result is returned and an
  /// unrepresentable one is ±infinity, never NaN.
  func measuredWithoutOverflow(_ measure: (Path) -> Double, power: Int) -> Double? {
    guard isFinite else { return nil }
    let direct = measure(self)
    if direct.isFinite { return direct }
    let exponent = largestMagnitude.exponent
    let shrink = AffineTransform.scale(Double(sign: .plus, exponent: -exponent, significand: 1))
    let scaled = measure(applying(shrink))
    guard scaled.isFinite, scaled != 0 else { return 0 }
    return Double(sign: .plus, exponent: exponent * power, significand: 1) * scaled
  }
}

// MARK: - Green's theorem per segment

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

// MARK: - Arc length helpers shared with the stroker and the dasher

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
  /// length safeguarded by bisection, to within `1e-10 × total` of the requested length.
  ///
  /// `total` is `∫ₜ₀¹ |B'|`. A length ≤ 0 gives `t0`; a length ≥ `total` gives 1.
  @usableFromInline func parameter(atLength length: Double, from t0: Double, total: Double)
    -> Double
  {
    guard length > 0, total > 0 else { return t0 }
    guard length < total else { return 1 }
    var lo = t0
    var hi = 1.0
    var t = t0 + (1 - t0) * (length / total)
    var s = integral(from: t0, to: t)  // Arc length from t0 to t.
    let tolerance = total * 1e-10
    for _ in 0..<64 {
      let error = s - length
      if abs(error) <= tolerance { return t }
      if error < 0 { lo = t } else { hi = t }
      let speed = self(t)
      var next = t - error / speed
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      if next == t || hi - lo <= 1e-16 { return t }
      s += integral(from: t, to: next)
      t = next
    }
    return t
  }
}

extension QuadBezier {
  /// The arc length between parameters `t0` and `t1` (in 0...1; negative when `t1 < t0`).
  ///
  /// The relative error is below 1e-9. A non-finite curve gives a non-finite result.
  @inlinable func arcLength(from t0: Double = 0, to t1: Double = 1) -> Double {
    SpeedFunction(self).integral(from: t0, to: t1)
  }

  /// The parameter at which the arc length measured from `t0` reaches `length`: `t0` for
  /// `length <= 0`, 1 beyond the end; accurate to 1e-10 of the length from `t0` to 1.
  ///
  /// Pass `totalLength` (the arc length from `t0` to 1) when it is already known.
  @inlinable func parameter(
    atLength length: Double, from t0: Double = 0, totalLength: Double? = nil
  )
    -> Double
  {
    let speed = SpeedFunction(self)
    let total = totalLength ?? speed.integral(from: t0, to: 1)
    return speed.parameter(atLength: length, from: t0, total: total)
  }
}

extension CubicBezier {
  /// The arc length between parameters `t0` and `t1` (in 0...1; negative when `t1 < t0`).
  ///
  /// The relative error is below 1e-9. A non-finite curve gives a non-finite result.
  @inlinable func arcLength(from t0: Double = 0, to t1: Double = 1) -> Double {
    SpeedFunction(self).integral(from: t0, to: t1)
  }

  /// The parameter at which the arc length measured from `t0` reaches `length`: `t0` for
  /// `length <= 0`, 1 beyond the end; accurate to 1e-10 of the length from `t0` to 1.
  ///
  /// Pass `totalLength` (the arc length from `t0` to 1) when it is already known.
  @inlinable func parameter(
    atLength length: Double, from t0: Double = 0, totalLength: Double? = nil
  )
    -> Double
  {
    let speed = SpeedFunction(self)
    let total = totalLength ?? speed.integral(from: t0, to: 1)
    return speed.parameter(atLength: length, from: t0, total: total)
  }
}

extension Segment {
  /// The arc length between parameters `t0` and `t1` (in 0...1; negative when `t1 < t0`):
  /// exact for lines, relative error below 1e-9 for curves.
  @inlinable func arcLength(from t0: Double = 0, to t1: Double = 1) -> Double {
    switch self {
    case .line(let p0, let p1): return p0.distance(to: p1) * (t1 - t0)
    case .quad(let q): return q.arcLength(from: t0, to: t1)
    case .cubic(let c): return c.arcLength(from: t0, to: t1)
    }
  }

  /// The parameter at which the arc length measured from `t0` reaches `length`: `t0` for
  /// `length <= 0`, 1 beyond the end; accurate to 1e-10 of the length from `t0` to 1
  /// (lines: exact division).
  ///
  /// Pass `totalLength` (the arc length from `t0` to 1) when it is already known.
  @inlinable func parameter(
    atLength length: Double, from t0: Double = 0, totalLength: Double? = nil
  )
    -> Double
  {
    switch self {
    case .line(let p0, let p1):
      let total = totalLength ?? p0.distance(to: p1) * (1 - t0)
      guard length > 0, total > 0 else { return t0 }
      guard length < total else { return 1 }
      return t0 + (1 - t0) * (length / total)
    case .quad(let q): return q.parameter(atLength: length, from: t0, totalLength: totalLength)
    case .cubic(let c): return c.parameter(atLength: length, from: t0, totalLength: totalLength)
    }
  }
}
