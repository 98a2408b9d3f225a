// Arc length of a curve and its inverse, the parameter at a given length; used by `length`,
// trimming and dashing.
//
// The length is `∫ |B′(t)| dt`, taken by adaptive 8-point Gauss–Legendre quadrature on
// pieces: every integral, whole or partial, is first cut where the speed can have a kink,
// at its sharp minima (where the curve comes close to a cusp), and graded geometrically
// towards them, so that no piece holds a kink its error estimate could miss.

/// The speed `|B′(t)|` of a curve of degree ≤ 3, from the derivative of its power form
/// (``PowerCurve``): `B′(t) = a·t² + b·t + c`, with the speed's sharp minima in (0, 1).
struct SpeedFunction: Sendable {
  /// The derivative's power-form coefficients: `B′(t) = a·t² + b·t + c`.
  var a: Point
  var b: Point
  var c: Point
  /// The speed's sharp minima in (0, 1), increasing, with their kink widths (at most two;
  /// ``findMinima()``).
  ///
  /// At a minimum `m` (a root of `B′·B″` where `|B′|²` turns from falling to rising) the
  /// kink width is `w = |B′| / κ`, with `κ² = |B″|² + B′·B‴` the curvature of `|B′|²/2`
  /// there: near `m` the speed is about `κ·√((t − m)² + w²)`, which has a kink at `m` when
  /// `w` is 0 (a cusp) and bends within a width `w` otherwise. Minima of width 1/16 or more
  /// (or with `κ² ≤ 0`) are not kept.
  var minimumCount = 0
  var minima: (Double, Double) = (0, 0)
  var widths: (Double, Double) = (0, 0)

  /// The speed of `curve`: the derivative `3a·t² + 2b·t + c` of its power form.
  init(_ curve: PowerCurve) {
    a = 3 * curve.a
    b = 2 * curve.b
    c = curve.c
    if mayHaveSharpMinimum { findMinima() }
  }

  /// Whether the speed can have a minimum ``findMinima()`` would keep.
  ///
  /// A bound on the hodograph decides, the quadratic Bézier `B′` with control points `h0 = c`, `h1 = c + b/2`,
  /// `h2 = a + b + c`: along the chord direction `d = h0 + h1 + h2`, `B′(t)·d` is at least
  /// `m = min hᵢ·d`, so `|B′|² ≥ m²/|d|²` when `m > 0`; and `κ² = |B″|² + B′·B‴` is at
  /// most `4·max|hᵢ₊₁ − hᵢ|² + 2·max|hᵢ|·|a|`. A minimum is kept only where
  /// `|B′|² < κ²/2⁸`, so none can be when `m²/|d|² ≥ (that bound)/2⁸`: the root search is
  /// skipped with the result unchanged. It is a few comparisons; it rejects smooth curves
  /// whose hodograph stays on one side, not loops or curves that turn back.
  @inline(__always) private var mayHaveSharpMinimum: Bool {
    let h0 = c
    let h1 = c + 0.5 * b
    let h2 = a + b + c
    let d = h0 + h1 + h2
    let m = min(h0.dot(d), h1.dot(d), h2.dot(d))
    guard m > 0 else { return true }
    let e0 = h1 - h0
    let e1 = h2 - h1
    let speed = max(h0.dot(h0), h1.dot(h1), h2.dot(h2))
    let kappa = 4 * max(e0.dot(e0), e1.dot(e1)) + 2 * (speed * a.dot(a)).squareRoot()
    return !(m * m * 0x1p8 >= d.dot(d) * kappa)
  }

  init(_ q: QuadBezier) { self.init(PowerCurve(q)) }

  init(_ k: CubicBezier) { self.init(PowerCurve(k)) }

  /// `|B′(t)|`.
  @inline(__always) func callAsFunction(_ t: Double) -> Double {
    let x = (a.x * t + b.x) * t + c.x
    let y = (a.y * t + b.y) * t + c.y
    return (x * x + y * y).squareRoot()
  }

  /// The 8-point Gauss–Legendre estimate of `∫ |B'| dt` over `t0...t1`.
  @inline(__always) func gauss8(_ t0: Double, _ t1: Double) -> Double {
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

  // MARK: Minima

  /// Finds the speed's sharp minima in (0, 1) and their kink widths.
  ///
  /// `B′·B″ = ½ d|B′|²/dt` is the cubic `2|a|²t³ + 3(a·b)t² + (|b|² + 2a·c)t + b·c`; the
  /// roots of its derivative (``unitIntervalQuadraticRoots(_:_:_:)``) cut (0, 1) into pieces
  /// on which it is monotone, and each piece where it rises through 0 holds one minimum,
  /// found by ``SafeguardedNewton`` to within 1e-10 (a cut that far from a cusp changes the
  /// length by about 1e-20 of the curve's). Only minima of kink width below 1/16 are kept,
  /// since ``integral(from:to:)`` cuts no others: once a step is below 1e-2, a minimum whose
  /// width there, `|B′|/κ`, exceeds `√(1/16² + (2·step)²)` is dropped without further steps
  /// (in Newton's quadratic convergence, the iterate is then well within `2·step` of it).
  /// A non-finite curve has none.
  private mutating func findMinima() {
    let c3 = 2 * a.dot(a)
    let c2 = 3 * a.dot(b)
    let c1 = b.dot(b) + 2 * a.dot(c)
    let c0 = b.dot(c)
    @inline(__always) func q(_ t: Double) -> Double { ((c3 * t + c2) * t + c1) * t + c0 }
    @inline(__always) func slope(_ t: Double) -> Double { (3 * c3 * t + 2 * c2) * t + c1 }
    let turns = unitIntervalQuadraticRoots(3 * c3, 2 * c2, c1)
    var lo = 0.0
    var qLo = c0
    for piece in 0...turns.count {
      let hi = piece == turns.count ? 1 : piece == 0 ? turns.first : turns.second
      let qHi = q(hi)
      if qLo < 0 && qHi > 0 {
        var bracket = SafeguardedNewton(lo: lo, hi: hi, negativeAtLow: true)
        var t = bracket.midpoint
        var sharp = false
        for _ in 0..<64 {
          let value = q(t)
          if value == 0 { break }
          bracket.narrow(at: t, value: value)
          let next = bracket.next(from: t, value: value, slope: slope(t)).t
          let step = abs(next - t)
          t = next
          if step <= 1e-10 || bracket.width <= 1e-10 { break }
          if !sharp && step <= 1e-2 {
            let (speedSquared, curvature) = kinkModel(at: t)
            if speedSquared > curvature * (0x1p-8 + 4 * step * step) { break }
            sharp = true
          }
        }
        addMinimum(at: t)
      }
      lo = hi
      qLo = qHi
    }
  }

  /// `|B′(t)|²` and `κ² = |B″|² + B′·B‴` at `t`: near a minimum `m` of the speed,
  /// `|B′|² ≈ κ²·((t − m)² + w²)`, `w` the kink width.
  @inline(__always) private func kinkModel(at t: Double) -> (Double, Double) {
    let d = (a * t + b) * t + c  // B′
    let dd = 2 * t * a + b  // B″
    return (d.dot(d), dd.dot(dd) + 2 * d.dot(a))
  }

  /// Records the minimum at `t` if its kink width is below 1/16.
  private mutating func addMinimum(at t: Double) {
    let (speedSquared, curvature) = kinkModel(at: t)
    guard t > 0, t < 1, curvature > 0, speedSquared < curvature * 0x1p-8 else { return }
    let width = (speedSquared / curvature).squareRoot()
    if minimumCount == 0 {
      minima.0 = t
      widths.0 = width
    } else {
      minima.1 = t
      widths.1 = width
    }
    minimumCount += 1
  }

  // MARK: Integral

  /// `∫ |B′(t)| dt` over `t0...t1` (signed: negative when `t1 < t0`).
  ///
  /// The range is cut where the speed may have a kink (``forEachPiece(from:to:_:)``), and
  /// each piece is integrated adaptively (``refine(_:_:_:tolerance:depth:)``), with the
  /// piece's share (by parameter length) of `1e-10 ×` the length of the curve's control
  /// polygon over the range (``polygonLength(from:to:)``, at least the arc length). Where
  /// that length overflows or is 0, the range is one piece with `1e-10 ×` its 8-point
  /// estimate.
  func integral(from t0: Double, to t1: Double) -> Double {
    guard t0 != t1 else { return 0 }
    if t1 < t0 { return -integral(from: t1, to: t0) }
    let polygon = polygonLength(from: t0, to: t1)
    guard polygon.isFinite && polygon > 0 else {
      // Overflow (the caller rescales) or no length: the 8-point estimate sets the scale.
      let whole = gauss8(t0, t1)
      guard whole.isFinite, whole > 0 else { return whole.isFinite ? 0 : whole }
      return refine(t0, t1, whole, tolerance: whole * 1e-10, depth: 0)
    }
    let share = polygon * 1e-10 / (t1 - t0)
    var sum = 0.0
    var cut = false
    forEachPiece(from: t0, to: t1) { p0, p1 in
      cut = true
      sum += refine(p0, p1, gauss8(p0, p1), tolerance: share * (p1 - p0), depth: 0)
    }
    return cut ? sum : refine(t0, t1, gauss8(t0, t1), tolerance: polygon * 1e-10, depth: 0)
  }

  /// The length of the control polygon of the curve's part over `t0...t1`, an upper bound
  /// of its arc length: `(h/3)·(|B′(t0)| + |B′(t0) + ½h·B″(t0)| + |B′(t1)|)`, `h = t1 − t0`,
  /// the three terms the hodograph's control points over the range.
  private func polygonLength(from t0: Double, to t1: Double) -> Double {
    let h = t1 - t0
    let h0 = (a * t0 + b) * t0 + c
    let h1 = h0 + (0.5 * h) * (2 * t0 * a + b)
    let h2 = (a * t1 + b) * t1 + c
    return h / 3 * (h0.magnitude + h1.magnitude + h2.magnitude)
  }

  /// Calls `body` with the pieces of `t0...t1` (`t0 < t1`) between cuts where the speed
  /// may have a kink, in order; calls it not at all when there is no cut.
  ///
  /// A minimum `m` of the speed of kink width `w` below 1/16 of the range is cut at, and
  /// graded towards: cuts at `m ± d·3ʲ`, `d = max(4w, 2⁻²⁰ × range)`, up to half way to
  /// the neighbouring minimum or the curve's end, the last piece longer than the one
  /// before. A width below 2⁻²² of the range gets the cut at `m` only: the speed is
  /// then `|t − m|` times a smooth function at every scale the pieces resolve.
  ///
  /// Each piece then lies at least half its length away from the kink, where 8-point
  /// Gauss–Legendre converges fast and its error estimate is honest: an interval ending
  /// next to a kink of width `w` otherwise has an error that shrinks only like the
  /// logarithm of its length over `w`, so that it and its halves can agree on a wrong value.
  @inline(__always) private func forEachPiece(
    from t0: Double, to t1: Double, _ body: (Double, Double) -> Void
  ) {
    guard minimumCount > 0 else { return }
    let range = t1 - t0
    var start = t0
    var cuts = 0
    @inline(__always) func cut(at t: Double) {
      guard t > start && t < t1 else { return }
      body(start, t)
      start = t
      cuts += 1
    }
    for i in 0..<minimumCount {
      let m = i == 0 ? minima.0 : minima.1
      let width = i == 0 ? widths.0 : widths.1
      guard width < 0.0625 * range else { continue }
      if 4 * width < range * 0x1p-20 {
        cut(at: m)
        continue
      }
      let lower = i == 0 ? 0 : 0.5 * (minima.0 + minima.1)
      let upper = i == minimumCount - 1 ? 1 : 0.5 * (minima.0 + minima.1)
      let first = max(4 * width, range * 0x1p-20)
      // Left of m, from the furthest cut in: d < (m − lower)/3, and m − d > t0.
      let leftLimit = min((m - lower) / 3, m - t0)
      if first < leftLimit {
        var d = first
        while 3 * d < leftLimit { d *= 3 }
        while d > 0.5 * first {
          cut(at: m - d)
          d /= 3
        }
      }
      cut(at: m)
      var d = first
      while 3 * d < upper - m && m + d < t1 {
        cut(at: m + d)
        d *= 3
      }
    }
    if cuts > 0 { body(start, t1) }
  }

  /// The adaptive 8-point Gauss–Legendre integral over `t0...t1`, whose 8-point estimate
  /// is `whole`: the sum of the halves' estimates is accepted when it agrees with `whole`
  /// to within `tolerance`, and the halves are otherwise refined in turn, each with half the
  /// tolerance, to a depth of 24.
  private func refine(
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
  /// length safeguarded by bisection (`SafeguardedNewton`), to within `1e-12 × total` of
  /// the requested length (as accurate as the integrals); each step integrates only the stretch it moves over (cut at
  /// the speed's minima as ``integral(from:to:)`` cuts).
  ///
  /// `total` is `∫ₜ₀¹ |B'|`. A length ≤ 0 gives `t0`; a length ≥ `total` gives 1.
  func parameter(atLength length: Double, from t0: Double, total: Double) -> Double {
    guard length > 0, total > 0 else { return t0 }
    guard length < total else { return 1 }
    var bracket = SafeguardedNewton(lo: t0, hi: 1, negativeAtLow: true)
    var t = t0 + (1 - t0) * (length / total)
    var s = integral(from: t0, to: t)  // Arc length from t0 to t.
    let tolerance = total * 1e-12
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
  func arcLength(from t0: Double = 0, to t1: Double = 1) -> Double {
    switch self {
    case .line(let p0, let p1): return p0.distance(to: p1) * (t1 - t0)
    case .quad(let q): return SpeedFunction(q).integral(from: t0, to: t1)
    case .cubic(let c): return SpeedFunction(c).integral(from: t0, to: t1)
    }
  }

  /// The parameter at which the arc length measured from `t0` reaches `length`: `t0` for
  /// `length <= 0`, 1 beyond the end; accurate to 1e-12 of the length from `t0` to 1
  /// (lines: exact division).
  ///
  /// Pass `totalLength` (the arc length from `t0` to 1) when it is already known.
  func parameter(
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

extension Segment {
  /// The point at arc length `s` from the start of the line `p0 → p1` of length `length`.
  ///
  /// It is computed as `p0 + (p1 − p0)·s / length` (multiplying before dividing), so it is
  /// exact whenever that value is representable: along an axis-aligned line with integer
  /// coordinates, an integer `s` gives an integer point. `s` is clamped to `0...length`; a
  /// product too large for `Double` divides first (and a difference `p1 − p0` too large
  /// interpolates `p0·(1 − t) + p1·t`, `t = s / length`).
  static func linePoint(_ p0: Point, _ p1: Point, atLength s: Double, of length: Double) -> Point {
    guard s > 0, length > 0 else { return p0 }
    guard s < length else { return p1 }
    @inline(__always) func coordinate(_ u: Double, _ v: Double) -> Double {
      let d = v - u
      let product = d * s
      if product.isFinite { return u + product / length }
      let t = s / length
      return d.isFinite ? u + d * t : u * (1 - t) + v * t
    }
    return Point(x: coordinate(p0.x, p1.x), y: coordinate(p0.y, p1.y))
  }

  /// The part of the segment between arc lengths `l0 ≤ l1` from its start.
  ///
  /// `length` is the segment's arc length. A line's ends are placed by
  /// ``linePoint(_:_:atLength:of:)``, a curve's by inverting its arc length from its start
  /// (``parameter(atLength:from:totalLength:)``). Ends at 0 and `length` are the segment's
  /// own.
  func subsegment(fromLength l0: Double, toLength l1: Double, length: Double) -> Segment {
    switch self {
    case .line(let p0, let p1):
      return .line(
        Segment.linePoint(p0, p1, atLength: l0, of: length),
        Segment.linePoint(p0, p1, atLength: l1, of: length))
    case .quad, .cubic:
      let t0 = l0 <= 0 ? 0 : parameter(atLength: l0, totalLength: length)
      let t1 = l1 >= length ? 1 : parameter(atLength: l1, totalLength: length)
      return subsegment(t0, t1)
    }
  }
}

extension QuadBezier {
  /// The arc length between `t0` and `t1` (``Segment/arcLength(from:to:)``).
  func arcLength(from t0: Double = 0, to t1: Double = 1) -> Double {
    Segment.quad(self).arcLength(from: t0, to: t1)
  }

  /// The parameter at a length from `t0` (``Segment/parameter(atLength:from:totalLength:)``).
  func parameter(
    atLength length: Double, from t0: Double = 0, totalLength: Double? = nil
  ) -> Double {
    Segment.quad(self).parameter(atLength: length, from: t0, totalLength: totalLength)
  }
}

extension CubicBezier {
  /// The arc length between `t0` and `t1` (``Segment/arcLength(from:to:)``).
  func arcLength(from t0: Double = 0, to t1: Double = 1) -> Double {
    Segment.cubic(self).arcLength(from: t0, to: t1)
  }

  /// The parameter at a length from `t0` (``Segment/parameter(atLength:from:totalLength:)``).
  func parameter(
    atLength length: Double, from t0: Double = 0, totalLength: Double? = nil
  ) -> Double {
    Segment.cubic(self).parameter(atLength: length, from: t0, totalLength: totalLength)
  }
}
