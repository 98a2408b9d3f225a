// The machinery behind `Path.flattened(tolerance:)`, shared with the stroker: Levien's
// parabola-integral vertex placement for quadratics and cubics, with every line verified
// exactly against its curve. Polyline sinks receive the vertices without closures.

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
