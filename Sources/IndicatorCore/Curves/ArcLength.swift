// Arc length of a curve and its inverse, the parameter at a given length; used by `length`,
// trimming and dashing.
//
// The length is `∫ |B′(t)| dt`. The speed of a curve of degree ≤ 3 is the modulus of a
// complex quadratic, `|B′(t)| = |A|·|t − r₁|·|t − r₂|`, so its only singularities are
// square-root branch points at the roots r₁, r₂ and their conjugates; they set, before any
// evaluation, how many Gauss–Legendre points an interval needs, and where it must be cut.

/// The speed `|B′(t)|` of a curve of degree ≤ 3, from the derivative of its power form
/// (``PowerCurve``): `B′(t) = a·t² + b·t + c`, with the roots of `B′` as a complex quadratic.
///
/// **Method** (a priori rule selection from the Bernstein ellipse). Read as complex numbers,
/// `B′(t) = A·t² + B·t + C`, so for real `t` the speed is `|A|·|t − r₁|·|t − r₂|` (or
/// `|B|·|t − r₁|`, or `|C|`, for lower degrees), where `r₁`, `r₂` are the complex roots.
/// It is analytic except at `rᵢ` and `r̄ᵢ`. An interval `m ± h` maps to `[−1, 1]` by
/// `u = (t − m)/h`; for a function analytic inside the Bernstein ellipse `E_ρ` (foci ±1,
/// semi-axis sum ρ) the n-point Gauss–Legendre error is O(ρ^−2n) (Trefethen, *Approximation
/// Theory and Approximation Practice*, theorem 19.3). Measured on 3,000 random pairs of
/// roots with tanh-sinh references (40 digits), the relative error of the 8-, 16-, 24- and
/// 32-point rules on `|t − r₁|·|t − r₂|` stayed below `0.04·ρ^−2n`, ρ the ellipse through
/// the nearer root; an interval takes the fewest of those points whose bound
/// `0.1·ρ^−2n` (2.5× that constant) is at most ``relativeTolerance``, and is cut in two when
/// none is. kurbo's `arclen` (kurbo/src/cubicbez.rs) also picks an 8-, 16- or 24-point rule
/// before evaluating, from an estimate of the error out of the control polygon; this
/// estimate is different (the roots, and a bound measured on them).
///
/// The roots in `u` come from the expansion of `B′` about the interval's midpoint, as ratios
/// whose ellipse tests need no division (``Expansion/roots()``); the roots in `t` are found
/// (``roots()``) only for an interval that is cut, to place the cuts.
///
/// **Kinks.** Near a cusp a root lies close to the real axis, `r = m + i·w` with a small kink
/// width `w`: the speed has a sharp minimum at `m`, about `κ·√((t − m)² + w²)`. An interval
/// holding `m` is cut there, and the pieces on either side are cut again 5/6 of the way
/// towards `m` (the piece next to it keeps ρ near 1 until its length is comparable to
/// `w`), each piece getting its points from its own ρ: a geometric grading towards the
/// kink. A root with `w` at most 2⁻²⁴ of an interval that does
/// not hold `m` inside counts as real: `√((t − m)² + w²)` is then `|t − m|`, a polynomial
/// on the interval, to within a relative `(w/length)²·log(length/w)`, below 1e-13.
///
/// Each interval's relative error is thus below ``relativeTolerance``, so the sum's is too;
/// the rules' own rounding adds a few ulps per interval.
struct SpeedFunction: Sendable {
  /// The derivative's power-form coefficients: `B′(t) = a·t² + b·t + c`.
  var a: Point
  var b: Point
  var c: Point

  /// The relative error each interval is held to: the ellipse thresholds below are for it.
  static let relativeTolerance = 1e-13

  /// The speed of `curve`: the derivative `3a·t² + 2b·t + c` of its power form.
  @inline(__always) init(_ curve: PowerCurve) {
    a = 3 * curve.a
    b = 2 * curve.b
    c = curve.c
  }

  init(_ q: QuadBezier) { self.init(PowerCurve(q)) }

  init(_ k: CubicBezier) { self.init(PowerCurve(k)) }

  /// `|B′(t)|`.
  @inline(__always) func callAsFunction(_ t: Double) -> Double {
    let x = (a.x * t + b.x) * t + c.x
    let y = (a.y * t + b.y) * t + c.y
    return (x * x + y * y).squareRoot()
  }

  // MARK: Roots

  /// The finite roots of `B′` in `t` (`x` the real part, `y` the imaginary part), 0 to 2 of
  /// them, the one of larger modulus first.
  struct Roots {
    var count = 0
    var first = Point.zero
    var second = Point.zero

    /// None.
    init() {}

    /// Adds `r` unless it is not finite (it then lies beyond any interval's ellipse).
    mutating func add(_ r: Point) {
      guard r.x.isFinite && r.y.isFinite else { return }
      if count == 0 { first = r } else { second = r }
      count += 1
    }

    /// The finite ones of `r1` and `r2`, in that order: `add(r1)` then `add(r2)`, without
    /// branches (`second` is `r2` whenever `count < 2`, where it is not read).
    init(_ r1: Point, _ r2: Point) {
      let finite1 = r1.x.isFinite && r1.y.isFinite
      let finite2 = r2.x.isFinite && r2.y.isFinite
      count = (finite1 ? 1 : 0) + (finite2 ? 1 : 0)
      first = finite1 ? r1 : r2
      second = r2
    }
  }

  /// The roots of `A·t² + B·t + C` (complex; `A = a.x + i·a.y`, …) by the
  /// cancellation-free quadratic formula, `q = −(B + √D)/2` with the sign of `√D` making
  /// `|B + √D|` the larger, `r₁ = q/A`, `r₂ = C/q`; a linear `B′` has the root `−C/B`.
  ///
  /// There are none for a non-finite curve or a constant `B′`. The coefficients are first
  /// scaled by a power of two bringing the largest component near 1 (the roots do not
  /// change, and `D` neither overflows nor underflows).
  func roots() -> Roots {
    var roots = Roots()
    // `x > y ? x : y` rather than `max`, which orders NaNs and so compiles to a longer
    // sequence; a NaN coefficient gives no roots either way (only its exponent is used).
    @inline(__always) func larger(_ x: Double, _ y: Double) -> Double { x > y ? x : y }
    let largest = larger(
      larger(larger(abs(a.x), abs(a.y)), larger(abs(b.x), abs(b.y))),
      larger(abs(c.x), abs(c.y)))
    guard largest.isFinite, largest > 0 else { return roots }
    // 2^−e for largest's biased exponent E = e + 1023, clamped to stay a normal number.
    let biased = min(max(Int(truncatingIfNeeded: largest.bitPattern >> 52), 1), 2045)
    let s = Double(bitPattern: UInt64(truncatingIfNeeded: 2046 - biased) << 52)
    let (ax, ay, bx, by, cx, cy) = (s * a.x, s * a.y, s * b.x, s * b.y, s * c.x, s * c.y)
    if ax == 0 && ay == 0 {
      // Linear: r = −C/B.
      let n = bx * bx + by * by
      guard n > 0 else { return roots }
      roots.add(Point(x: -(cx * bx + cy * by) / n, y: -(cy * bx - cx * by) / n))
      return roots
    }
    // D = B² − 4AC and its principal square root.
    let dx = bx * bx - by * by - 4 * (ax * cx - ay * cy)
    let dy = 2 * bx * by - 4 * (ax * cy + ay * cx)
    let modulus = (dx * dx + dy * dy).squareRoot()
    // The argument is never negative; `abs` says so to the compiler, which then takes the
    // square root without a check for a negative argument (the C library's `errno` path).
    var sx = abs(0.5 * (modulus + abs(dx))).squareRoot()
    var sy = sx > 0 ? 0.5 * dy / sx : 0
    if dx < 0 { (sx, sy) = (abs(sy), dy < 0 ? -sx : sx) }
    // The sign making B + √D the larger: Re(conj(B)·√D) ≥ 0.
    if bx * sx + by * sy < 0 { (sx, sy) = (-sx, -sy) }
    let qx = -0.5 * (bx + sx)
    let qy = -0.5 * (by + sy)
    let q2 = qx * qx + qy * qy
    guard q2 > 0 else {
      // B = 0 and A·C = 0 with A ≠ 0: C = 0, a double root at 0.
      roots.add(.zero)
      roots.add(.zero)
      return roots
    }
    let inverseA2 = 1 / (ax * ax + ay * ay)
    let inverseQ2 = 1 / q2
    return Roots(
      Point(x: (qx * ax + qy * ay) * inverseA2, y: (qy * ax - qx * ay) * inverseA2),  // q/A
      Point(x: (cx * qx + cy * qy) * inverseQ2, y: (cy * qx - cx * qy) * inverseQ2))  // C/q
  }

  // MARK: Rules

  /// `B′` around the midpoint `m` of an interval of half-width `h`:
  /// `B′(m + h·ξ) = d0 + ξ·d1 + ξ²·d2`, so that a symmetric pair of nodes `±ξ` shares
  /// `d0 + ξ²·d2`.
  struct Expansion {
    var d0: Point
    var d1: Point
    var d2: Point
    var h: Double

    @inline(__always) init(_ speed: SpeedFunction, _ t0: Double, _ t1: Double) {
      h = 0.5 * (t1 - t0)
      let m = 0.5 * (t0 + t1)
      d0 = (speed.a * m + speed.b) * m + speed.c
      d1 = h * (2 * m * speed.a + speed.b)
      d2 = (h * h) * speed.a
    }

    /// The roots of `d₀ + d₁·u + d₂·u²`, the roots of `B′` in `u = (t − m)/h`, each as a
    /// ratio `(x + i·y)/d` with `d ≥ 0` real, found without dividing; `nil` for a
    /// (near-)double root, left to ``SpeedFunction/roots()``.
    ///
    /// With `N` the larger of `−d₁ ± √Δ`, `Δ = d₁² − 4d₀d₂`, the roots are `u₁ = N/(2d₂)`
    /// and `u₂ = 2d₀/N`: `x + i·y = M·d̄₂`, `d = 2β|d₂|²` and `x + i·y = 2d₀β·M̄`,
    /// `d = |M|²`, where `M = β·N` and `β = |Re √Δ|` or `|Im √Δ|`, whichever is larger, so
    /// that `β·√Δ` needs no division. A root at infinity (`d₂ = 0`) is `0/0`, as is each
    /// root of a non-finite or zero `B′`. Coefficients outside `2^±60` are first scaled by
    /// a power of two (the roots do not change), so that `d²` stays a normal number.
    @inline(__always) func roots() -> (Ratio, Ratio)? {
      var (d0, d1, d2) = (self.d0, self.d1, self.d2)
      let size = (abs(d0.x) + abs(d0.y)) + (abs(d1.x) + abs(d1.y)) + (abs(d2.x) + abs(d2.y))
      if !(size >= 0x1p-60 && size <= 0x1p60) {
        guard size.isFinite, size > 0 else { return ((0, 0, 0), (0, 0, 0)) }
        let biased = min(max(Int(truncatingIfNeeded: size.bitPattern >> 52), 1), 2045)
        let s = Double(bitPattern: UInt64(truncatingIfNeeded: 2046 - biased) << 52)
        (d0, d1, d2) = (s * d0, s * d1, s * d2)
      }
      let dx = d1.x * d1.x - d1.y * d1.y - 4 * (d0.x * d2.x - d0.y * d2.y)
      let dy = 2 * d1.x * d1.y - 4 * (d0.x * d2.y + d0.y * d2.x)
      let modulus = (dx * dx + dy * dy).squareRoot()
      let beta2 = 0.5 * (modulus + abs(dx))
      let beta = abs(beta2).squareRoot()  // `abs`: no check for a negative argument (roots()).
      // β·√Δ = (β², Im Δ/2) for dx ≥ 0, (Im Δ/2, β²) for dx < 0: swapped by a mask, as a
      // mispredicted branch would wait for the square roots.
      let half = 0.5 * dy
      let mask = UInt64(bitPattern: Int64(bitPattern: dx.bitPattern) >> 63)
      let swap = (beta2.bitPattern ^ half.bitPattern) & mask
      let sx = Double(bitPattern: beta2.bitPattern ^ swap)
      let sy = Double(bitPattern: half.bitPattern ^ swap)
      // The sign making −d₁ ∓ √Δ the larger: Re(conj(d₁)·√Δ) ≥ 0.
      let flip = Double(signOf: d1.x * sx + d1.y * sy, magnitudeOf: 1)
      let mx = -(d1.x * beta + flip * sx)
      let my = -(d1.y * beta + flip * sy)
      let m2 = mx * mx + my * my
      // |M|⁴ stays a normal number (a double root, M = 0, goes to the roots in t).
      guard m2 >= 0x1p-400 else { return nil }
      let twoBeta = 2 * beta
      return (
        (mx * d2.x + my * d2.y, my * d2.x - mx * d2.y, twoBeta * (d2.x * d2.x + d2.y * d2.y)),
        (twoBeta * (d0.x * mx + d0.y * my), twoBeta * (d0.y * mx - d0.x * my), m2)
      )
    }

    /// `w·(|B′(m − h·ξ)| + |B′(m + h·ξ)|)`.
    @inline(__always) func pair(_ xi: Double, _ w: Double) -> Double {
      let px = d0.x + (xi * xi) * d2.x
      let py = d0.y + (xi * xi) * d2.y
      let qx = xi * d1.x
      let qy = xi * d1.y
      let plus = ((px + qx) * (px + qx) + (py + qy) * (py + qy)).squareRoot()
      let minus = ((px - qx) * (px - qx) + (py - qy) * (py - qy)).squareRoot()
      return w * (plus + minus)
    }
  }

  /// A root in an interval's `u` (``Expansion``) as `(x + i·y)/d`, `d ≥ 0` real.
  typealias Ratio = (x: Double, y: Double, d: Double)

  /// The 8-point Gauss–Legendre estimate of `∫ |B'| dt` over `t0...t1`.
  func gauss8(_ t0: Double, _ t1: Double) -> Double {
    SpeedFunction.gauss8(Expansion(self, t0, t1))
  }

  /// The 8-point Gauss–Legendre rule on `m ± h·ξ` (``Expansion``): `h·Σ wᵢ·(|B′(m − h·ξᵢ)| + |B′(m + h·ξᵢ)|)`.
  @inline(__always) private static func gauss8(_ e: Expansion) -> Double {
    var sum = e.pair(1.834346424956498e-1, 3.6268378337836198e-1)
    sum += e.pair(5.2553240991632899e-1, 3.1370664587788729e-1)
    sum += e.pair(7.9666647741362674e-1, 2.2238103445337447e-1)
    sum += e.pair(9.6028985649753623e-1, 1.0122853629037626e-1)
    return sum * e.h
  }

  /// The 16-point Gauss–Legendre rule on `m ± h·ξ` (``Expansion``): `h·Σ wᵢ·(|B′(m − h·ξᵢ)| + |B′(m + h·ξᵢ)|)`.
  @inline(__always) private static func gauss16(_ e: Expansion) -> Double {
    var sum = e.pair(9.501250983763744e-2, 1.894506104550685e-1)
    sum += e.pair(2.8160355077925891e-1, 1.8260341504492359e-1)
    sum += e.pair(4.5801677765722739e-1, 1.6915651939500254e-1)
    sum += e.pair(6.1787624440264375e-1, 1.4959598881657673e-1)
    sum += e.pair(7.5540440835500303e-1, 1.2462897125553387e-1)
    sum += e.pair(8.6563120238783174e-1, 9.5158511682492785e-2)
    sum += e.pair(9.4457502307323258e-1, 6.2253523938647893e-2)
    sum += e.pair(9.8940093499164993e-1, 2.7152459411754095e-2)
    return sum * e.h
  }

  /// The 24-point Gauss–Legendre rule on `m ± h·ξ` (``Expansion``): `h·Σ wᵢ·(|B′(m − h·ξᵢ)| + |B′(m + h·ξᵢ)|)`.
  @inline(__always) private static func gauss24(_ e: Expansion) -> Double {
    var sum = e.pair(6.4056892862605626e-2, 1.2793819534675216e-1)
    sum += e.pair(1.9111886747361631e-1, 1.258374563468283e-1)
    sum += e.pair(3.1504267969616337e-1, 1.2167047292780339e-1)
    sum += e.pair(4.3379350762604514e-1, 1.155056680537256e-1)
    sum += e.pair(5.4542147138883954e-1, 1.0744427011596563e-1)
    sum += e.pair(6.4809365193697557e-1, 9.7618652104113888e-2)
    sum += e.pair(7.4012419157855436e-1, 8.6190161531953276e-2)
    sum += e.pair(8.2000198597390292e-1, 7.3346481411080306e-2)
    sum += e.pair(8.8641552700440103e-1, 5.9298584915436781e-2)
    sum += e.pair(9.3827455200273276e-1, 4.4277438817419806e-2)
    sum += e.pair(9.747285559713095e-1, 2.8531388628933663e-2)
    sum += e.pair(9.9518721999702136e-1, 1.23412297999872e-2)
    return sum * e.h
  }

  /// The 32-point Gauss–Legendre rule on `m ± h·ξ` (``Expansion``): `h·Σ wᵢ·(|B′(m − h·ξᵢ)| + |B′(m + h·ξᵢ)|)`.
  @inline(__always) private static func gauss32(_ e: Expansion) -> Double {
    var sum = e.pair(4.8307665687738316e-2, 9.6540088514727801e-2)
    sum += e.pair(1.4447196158279649e-1, 9.5638720079274859e-2)
    sum += e.pair(2.3928736225213707e-1, 9.3844399080804566e-2)
    sum += e.pair(3.3186860228212765e-1, 9.1173878695763885e-2)
    sum += e.pair(4.2135127613063535e-1, 8.7652093004403811e-2)
    sum += e.pair(5.0689990893222939e-1, 8.3311924226946755e-2)
    sum += e.pair(5.8771575724076233e-1, 7.8193895787070306e-2)
    sum += e.pair(6.630442669302152e-1, 7.2345794108848506e-2)
    sum += e.pair(7.3218211874028968e-1, 6.5822222776361847e-2)
    sum += e.pair(7.9448379596794241e-1, 5.8684093478535547e-2)
    sum += e.pair(8.4936761373256997e-1, 5.0998059262376176e-2)
    sum += e.pair(8.9632115576605212e-1, 4.2835898022226681e-2)
    sum += e.pair(9.3490607593773969e-1, 3.4273862913021433e-2)
    sum += e.pair(9.6476225558750643e-1, 2.5392065309262059e-2)
    sum += e.pair(9.8561151154526834e-1, 1.6274394730905671e-2)
    sum += e.pair(9.9726386184948156e-1, 7.0186100094700966e-3)
    return sum * e.h
  }

  // MARK: Integral

  /// The ellipses `E_ρ` past which the 8-, 16-, 24- and 32-point rules meet the tolerance.
  ///
  /// `ρₙ = (0.1/1e-13)^(1/2n)` (5.623, 2.371, 1.778, 1.540); a point `u = X + iY` lies on
  /// or outside `E_ρ` when `X²/α² + Y²/(α² − 1) ≥ 1`, `α = (ρ + 1/ρ)/2`. The pairs are
  /// `(1/α², 1/(α² − 1))`.
  private static let ellipse8 = (0.118_855_189_036_024_92, 0.134_887_237_100_105_02)
  private static let ellipse16 = (0.512_738_922_062_384_22, 1.052_287_870_462_804_3)
  private static let ellipse24 = (0.730_126_136_387_761_61, 2.705_434_778_363_070_3)
  private static let ellipse32 = (0.834_538_161_451_056_97, 5.043_689_643_302_274_1)

  /// The rule one root at `u = r` (``Ratio``) asks of an interval: 0, 1, 2, 3 for 8, 16,
  /// 24, 32 points, 4 for a cut.
  ///
  /// It is the number of the nested ellipses holding the root, each tested as
  /// `x²/α² + y²/(α² − 1) ≥ d²`; `inside` is whether its real part lies inside the
  /// interval. A root off the interval within `2⁻²³·d` of the real axis is real to it (no
  /// kink) and asks 0, as does a root at infinity, `0/0`.
  @inline(__always) static func rule(_ r: Ratio, inside: Bool) -> Int {
    if !inside && abs(r.y) <= 0x1p-23 * r.d { return 0 }
    let (x2, y2, d2) = (r.x * r.x, r.y * r.y, r.d * r.d)
    @inline(__always) func holds(_ e: (Double, Double)) -> Int { x2 * e.0 + y2 * e.1 >= d2 ? 0 : 1 }
    return holds(ellipse8) + holds(ellipse16) + holds(ellipse24) + holds(ellipse32)
  }

  /// The rule for `t0 < t1`, whose expansion is `e`: the most its roots ask
  /// (``rule(_:inside:)``), found without dividing, or from the roots in `t` for a
  /// (near-)double root.
  @inline(__always) func rule(_ e: Expansion, _ t0: Double, _ t1: Double) -> Int {
    guard let (r1, r2) = e.roots() else { return plan(t0, t1, roots()).rule }
    return max(
      SpeedFunction.rule(r1, inside: abs(r1.x) < r1.d),
      SpeedFunction.rule(r2, inside: abs(r2.x) < r2.d))
  }

  /// `∫ |B′(t)| dt` over `t0...t1` (signed: negative when `t1 < t0`), to a relative error
  /// below 1e-13 (``SpeedFunction``); a non-finite curve gives a non-finite result.
  func integral(from t0: Double, to t1: Double) -> Double {
    guard t0 != t1 else { return 0 }
    if t1 < t0 { return -integral(from: t1, to: t0) }
    let e = Expansion(self, t0, t1)
    return integral(e, rule: rule(e, t0, t1), t0, t1)
  }

  /// The integral over `t0 < t1`, whose expansion is `e` and rule `rule`
  /// (``rule(_:_:_:)``): that rule, or for a cut the pieces ``plan(_:_:_:)`` makes.
  @inline(__always) func integral(_ e: Expansion, rule: Int, _ t0: Double, _ t1: Double) -> Double {
    switch rule {
    case 0: return SpeedFunction.gauss8(e)
    case 1: return SpeedFunction.gauss16(e)
    case 2: return SpeedFunction.gauss24(e)
    case 3: return SpeedFunction.gauss32(e)
    default:
      var budget = SpeedFunction.maximumPieces
      return piece(t0, t1, roots(), depth: 0, budget: &budget)
    }
  }

  /// The most pieces one integral is cut into.
  ///
  /// Each cut is graded towards one root, so a curve needs a few dozen at most; the bound
  /// keeps inputs whose roots sit within rounding of an interval's end (cut after cut on
  /// both sides) from taking exponential time. Past it the 32-point rule is taken as it is.
  static let maximumPieces = 512

  /// The rule for `t0 < t1` from the roots in `t`, and where to cut.
  ///
  /// Each root is `(r − m)/h` in `u` (``rule(_:inside:)``). The cut is at a root's real
  /// part inside the interval when that root is within a quarter of the interval's length
  /// of the real axis (a kink), else 5/6 of the way towards the root's side. A piece next
  /// to a kink thus has the root exactly at its end, not inside it.
  @inline(__always) func plan(
    _ t0: Double, _ t1: Double, _ roots: Roots
  ) -> (rule: Int, cut: Double) {
    let h = 0.5 * (t1 - t0)
    let m = 0.5 * (t0 + t1)
    var rule = 0
    var cut = m
    @inline(__always) func consider(_ r: Point) {
      let inside = t0 < r.x && r.x < t1
      let needed = SpeedFunction.rule((r.x - m, r.y, h), inside: inside)
      if needed > rule {
        rule = needed
        if needed == 4 {
          // The far piece is then often within the 16-point ellipse, the near one cut again.
          cut =
            inside && abs(r.y) < 0.5 * h
            ? r.x : r.x > m ? t0 + (5.0 / 6) * (t1 - t0) : t1 - (5.0 / 6) * (t1 - t0)
        }
      }
    }
    if roots.count > 0 { consider(roots.first) }
    if roots.count > 1 { consider(roots.second) }
    return (rule, cut)
  }

  /// The integral over `t0 < t1`: one rule chosen by the nearest root's ellipse, or the
  /// sum over two pieces (``plan(_:_:_:)``); at depth 48, or once `budget` pieces are cut
  /// (``maximumPieces``), the 32-point rule is taken as it is.
  private func piece(
    _ t0: Double, _ t1: Double, _ roots: Roots, depth: Int, budget: inout Int
  ) -> Double {
    let (rule, cut) = plan(t0, t1, roots)
    if rule == 4 && depth < 48 && budget > 0 {
      budget -= 1
      return piece(t0, cut, roots, depth: depth + 1, budget: &budget)
        + piece(cut, t1, roots, depth: depth + 1, budget: &budget)
    }
    let e = Expansion(self, t0, t1)
    switch rule {
    case 0: return SpeedFunction.gauss8(e)
    case 1: return SpeedFunction.gauss16(e)
    case 2: return SpeedFunction.gauss24(e)
    default: return SpeedFunction.gauss32(e)
    }
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
