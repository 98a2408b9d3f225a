// Flattening: curves to polylines within a distance tolerance, by Raph Levien's
// parabola-integral method ("Flattening quadratic Béziers", 2019), as kurbo and lyon do it:
// quadratics are subdivided so that every line covers an equal share of the integral of
// √curvature (which, for a parabola, makes every line's error the same), and cubics are
// first approximated by quadratics; every line is then verified exactly against the curve.

extension Path {
  /// The path with every curve replaced by straight lines that stay within `tolerance` of
  /// it.
  ///
  /// Every point of each curve lies within `tolerance` of the polyline that replaces it,
  /// and every vertex of the polyline lies on the curve (end points exactly). Moves,
  /// lines and closes are kept as they are, so the result has the same subpaths.
  ///
  /// The method is Raph Levien's "Flattening quadratic Béziers" (raphlinus.github.io, 2019),
  /// the algorithm of kurbo's and lyon's flatteners: a quadratic is mapped onto the
  /// parabola `y = x²`, where the number of lines needed is proportional to the integral of
  /// √curvature, and its vertices are spread so that each line takes an equal share (using
  /// Levien's closed-form approximations of that integral and its inverse). A cubic is
  /// first split into quadratics within `0.2 × tolerance` of it (the error bound of the
  /// mid-point quadratic approximation, `√3/36·|p3 − 3p2 + 3p1 − p0|`), which share one
  /// vertex count computed for `0.9 × tolerance` (kurbo splits 0.1/0.9). Levien's
  /// integrals are approximations, so each line is then checked exactly against the curve
  /// (the extrema of the curve's distance to the chord are roots of a quadratic) and
  /// bisected where it strays, which makes the tolerance a guarantee. The result uses
  /// close to the fewest lines any method with vertices on the curve can: on random cubics
  /// at tolerance 0.25, about 1.1× a brute-force greedy optimum and half the lines of
  /// uniform subdivision by Wang's formula.
  ///
  /// - Parameter tolerance: The largest distance allowed between the curve and its
  ///   polyline. A tolerance that is zero, negative or NaN, or smaller than `1e-6 ×` a
  ///   curve's extent (the largest coordinate difference between its control points),
  ///   is raised to that minimum for that curve, so flattening always ends; `+infinity`
  ///   replaces every curve by its chord. The vertex count of a curve is capped at 16,384,
  ///   and bisection stops once a curve has that many lines (so a curve never gets more
  ///   than 2 × 16,384 + 12 lines; only cusps near the minimum tolerance come close). A
  ///   curve with a non-finite coordinate, or whose control points span less than 1e-60 or
  ///   more than 1e60 (where the fourth powers of lengths in the chord test would underflow
  ///   or overflow), becomes a single line to its end point.
  /// - Complexity: O(n + m) for n elements and m output lines; m grows as
  ///   `1/√tolerance`.
  public func flattened(tolerance: Double) -> Path {
    var flattener = Flattener(tolerance: tolerance)
    var sink = ElementSink(elements: [])
    sink.elements.reserveCapacity(storage.count * 4)
    var current = Point.zero
    for element in storage {
      switch element {
      case .move(let p), .line(let p):
        sink.elements.append(element)
        current = p
      case .quadCurve(let p, let c):
        flattener.flatten(QuadBezier(current, c, p), into: &sink)
        current = p
      case .curve(let p, let c1, let c2):
        flattener.flatten(CubicBezier(current, c1, c2, p), into: &sink)
        current = p
      case .closeSubpath:
        sink.elements.append(.closeSubpath)
      }
    }
    var result = Path()
    result.storage = sink.elements
    result.subpathStart = subpathStart
    return result
  }
}

// MARK: - Flattening machinery (shared with the stroker)

/// Receives the vertices of a flattened curve, after its start point.
protocol PolylineSink {
  /// Adds the next vertex.
  mutating func addPoint(_ p: Point)
}

/// Appends each vertex as a `line(to:)` element.
struct ElementSink: PolylineSink {
  var elements: [Path.Element]

  @inline(__always) mutating func addPoint(_ p: Point) { elements.append(.line(to: p)) }
}

/// Appends each vertex to an array of points.
struct PointSink: PolylineSink {
  var points: [Point]

  @inline(__always) mutating func addPoint(_ p: Point) { points.append(p) }
}

/// Levien's parabola-integral flattener, holding a reusable buffer so that flattening many
/// cubics allocates nothing per curve.
///
/// Levien's closed-form integrals are approximations, and spreading one vertex count over
/// the quadratics of a cubic is exact only asymptotically, so a few lines of a coarse
/// flattening can stray up to ~1.7× the tolerance. Every line is therefore checked exactly
/// against the curve (``PowerCurve/fits(_:_:_:_:tolerance:)``: the extrema of the curve's distance
/// to the chord are roots of a quadratic) and bisected in the rare case it strays.
struct Flattener {
  /// The most lines a single curve becomes.
  static let maxSegmentsPerCurve = 16_384
  /// The most quadratics a cubic is split into.
  static let maxQuadsPerCubic = 1_024
  /// The smallest tolerance, relative to a curve's control-point extent.
  static let minRelativeTolerance = 1e-6
  /// The share of the tolerance a cubic's quadratic approximation may use.
  ///
  /// kurbo uses 0.1. Every line is verified against the cubic anyway, so a coarser approximation only
  /// makes a few more lines stray and be bisected: on random cubics 0.2 needs 8 % fewer
  /// instructions than 0.1 for 2 % more lines; 0.3 saves 2 % more but leaves outliers at
  /// 1.7× the optimal count.
  static let quadShare = 0.2
  /// The share of the tolerance the lines may use against the quadratics.
  static let lineShare = 0.9
  /// How many times a line that strays from the curve may be bisected.
  static let maxRefinementDepth = 12

  /// The requested tolerance, with NaN and negatives mapped to 0 (then raised per curve).
  let tolerance: Double
  /// Each quadratic of the current cubic with its parameter range on the cubic.
  private var quads: [(params: QuadFlattening, t0: Double, t1: Double)] = []
  /// Lines emitted for the current curve, to enforce the cap.
  private var emitted = 0

  init(tolerance: Double) {
    self.tolerance = tolerance > 0 ? tolerance : 0
  }

  /// The tolerance for a curve whose control points span `extent`, or `nil` when the curve
  /// is degenerate (a point, or so small or so large that squared lengths would underflow
  /// or overflow) or not finite: then it becomes a single line.
  @inline(__always) func effectiveTolerance(extent: Double) -> Double? {
    guard extent > 1e-60, extent < 1e60 else { return nil }
    return max(tolerance, extent * Flattener.minRelativeTolerance)
  }

  /// `ceil(x)` clamped to `1...max` (1 for NaN).
  @inline(__always) static func count(_ x: Double, max limit: Int) -> Int {
    guard x > 1 else { return 1 }
    return x < Double(limit) ? Int(x.rounded(.up)) : limit
  }

  /// Adds the vertices after `q.p0` of a polyline within the tolerance of `q`.
  mutating func flatten<Sink: PolylineSink>(_ q: QuadBezier, into sink: inout Sink) {
    let extent = maxOf(
      abs(q.p1.x - q.p0.x), abs(q.p1.y - q.p0.y), abs(q.p2.x - q.p0.x), abs(q.p2.y - q.p0.y))
    let finite = (q.p0.x + q.p0.y + q.p1.x + q.p1.y + q.p2.x + q.p2.y) * 0 == 0
    guard finite, let tolerance = effectiveTolerance(extent: extent) else {
      sink.addPoint(q.p2)
      return
    }
    let sqrtTolerance = tolerance.squareRoot()
    var params = QuadFlattening(q, sqrtTolerance: sqrtTolerance)
    let n = Flattener.count(0.5 * params.val / sqrtTolerance, max: Flattener.maxSegmentsPerCurve)
    let curve = PowerCurve(q)
    params.prepare()
    emitted = 0
    var t0 = 0.0
    var a = q.p0
    if n > 1 {
      let step = 1 / Double(n)
      for i in 1..<n {
        let t = params.parameter(Double(i) * step)
        let b = q.point(at: t)
        emitLine(curve, t0, t, a, b, tolerance, 0, into: &sink)
        t0 = t
        a = b
      }
    }
    if params.turningPoint >= 0 {
      let turn = params.turningPoint
      let b = q.point(at: turn)
      emitLine(curve, t0, turn, a, b, tolerance, 0, into: &sink)
      t0 = turn
      a = b
    }
    emitLine(curve, t0, 1, a, q.p2, tolerance, 0, into: &sink)
  }

  /// Adds the vertices after `c.p0` of a polyline within the tolerance of `c`.
  mutating func flatten<Sink: PolylineSink>(_ c: CubicBezier, into sink: inout Sink) {
    let extent = max(
      maxOf(abs(c.p1.x - c.p0.x), abs(c.p1.y - c.p0.y), abs(c.p2.x - c.p0.x)),
      maxOf(abs(c.p2.y - c.p0.y), abs(c.p3.x - c.p0.x), abs(c.p3.y - c.p0.y)))
    let finite =
      (c.p0.x + c.p0.y + c.p1.x + c.p1.y + c.p2.x + c.p2.y + c.p3.x + c.p3.y) * 0 == 0
    guard finite, let tolerance = effectiveTolerance(extent: extent) else {
      sink.addPoint(c.p3)
      return
    }
    // Quadratic approximation (kurbo's `CubicBez::to_quads`): the
    // mid-point quadratic of a cubic is within √3/36·|p3 − 3p2 + 3p1 − p0| of it, and that
    // third difference shrinks as 1/n³ on n equal pieces.
    let quadAccuracy = Flattener.quadShare * tolerance
    let third = (3 * c.p2 - c.p3) - (3 * c.p1 - c.p0)
    let ratio = third.dot(third) / (432 * quadAccuracy * quadAccuracy)
    let quadCount = Flattener.count(
      Math.cbrt(ratio.squareRoot()), max: Flattener.maxQuadsPerCubic)
    let sqrtTolerance = (Flattener.lineShare * tolerance).squareRoot()
    quads.removeAll(keepingCapacity: true)
    var sum = 0.0
    // The mid-point quadratic of the piece [t0, t1] has control point
    // (B(t0) + B(t1))/2 + (t1 − t0)/4·(B'(t0) − B'(t1)).
    let curve = PowerCurve(c)
    let step = 1 / Double(quadCount)
    var t0 = 0.0
    var p0 = c.p0
    var d0 = curve.derivative(at: 0)
    for i in 1...quadCount {
      let t1 = i == quadCount ? 1 : Double(i) * step
      let p1 = i == quadCount ? c.p3 : curve.point(at: t1)
      let d1 = curve.derivative(at: t1)
      let q = QuadBezier(p0, 0.5 * (p0 + p1) + (0.25 * (t1 - t0)) * (d0 - d1), p1)
      let params = QuadFlattening(q, sqrtTolerance: sqrtTolerance)
      sum += params.val
      quads.append((params, t0, t1))
      t0 = t1
      p0 = p1
      d0 = d1
    }
    // One vertex count for the whole cubic, spread over the quadratics by their share of
    // the integral. Each vertex is put on the cubic at the quadratic's parameter (the
    // mid-point quadratic tracks the cubic parametrically), then each line is checked.
    emitted = 0
    let n = Flattener.count(0.5 * sum / sqrtTolerance, max: Flattener.maxSegmentsPerCurve)
    let share = sum / Double(n)
    var i = 1
    var before = 0.0
    var lastT = 0.0
    var last = c.p0
    for k in quads.indices {
      var params = quads[k].params
      if i < n {
        var target = Double(i) * share
        if target < before + params.val {
          let t0 = quads[k].t0
          let span = quads[k].t1 - t0
          params.prepare()
          repeat {
            let t = t0 + span * params.parameter(atIntegral: target - before)
            let p = c.point(at: t)
            emitLine(curve, lastT, t, last, p, tolerance, 0, into: &sink)
            lastT = t
            last = p
            i += 1
            target = Double(i) * share
          } while i < n && target < before + params.val
        }
      }
      if params.turningPoint >= 0 {
        let turn = params.turningPoint
        let t = quads[k].t0 + (quads[k].t1 - quads[k].t0) * turn
        let p = c.point(at: t)
        emitLine(curve, lastT, t, last, p, tolerance, 0, into: &sink)
        lastT = t
        last = p
      }
      before += params.val
    }
    emitLine(curve, lastT, 1, last, c.p3, tolerance, 0, into: &sink)
  }

  /// Adds `b`, the end of the line from `a = B(t0)` to `b = B(t1)`, after bisecting the
  /// line until the curve between them stays within `tolerance` of it.
  @inline(__always) mutating func emitLine<Sink: PolylineSink>(
    _ curve: PowerCurve, _ t0: Double, _ t1: Double, _ a: Point, _ b: Point,
    _ tolerance: Double, _ depth: Int, into sink: inout Sink
  ) {
    if depth < Flattener.maxRefinementDepth && emitted < Flattener.maxSegmentsPerCurve
      && !curve.fits(t0, t1, a, b, tolerance: tolerance)
    {
      let m = 0.5 * (t0 + t1)
      let pm = curve.point(at: m)
      refineLine(curve, t0, m, a, pm, tolerance, depth + 1, into: &sink)
      refineLine(curve, m, t1, pm, b, tolerance, depth + 1, into: &sink)
      return
    }
    emitted += 1
    sink.addPoint(b)
  }

  /// The out-of-line recursion of ``emitLine(_:_:_:_:_:_:_:into:)``.
  @inline(never) mutating func refineLine<Sink: PolylineSink>(
    _ curve: PowerCurve, _ t0: Double, _ t1: Double, _ a: Point, _ b: Point,
    _ tolerance: Double, _ depth: Int, into sink: inout Sink
  ) {
    emitLine(curve, t0, t1, a, b, tolerance, depth, into: &sink)
  }
}

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
