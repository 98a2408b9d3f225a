// The machinery behind `Path.flattened(tolerance:)`: greedy chords with error-driven step
// control, every line verified exactly against its curve. Polyline sinks receive the
// vertices without closures.

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

/// Flattens quadratics and cubics by marching along the curve with chords as long as the
/// tolerance allows, each one verified exactly.
///
/// The step control of adaptive forward differencing (Lien, Shantz and Pratt, SIGGRAPH
/// 1987) with the continuous step update of embedded ODE integrators (Hairer, Nørsett and
/// Wanner, §II.4); each chord's span is predicted from the curvature at its middle (the
/// parabola estimate of Levien's "Flattening quadratic Béziers"), two chords ahead, and
/// checked by ``PowerCurve/chordErrorRatio(_:_:_:_:toleranceSquared:)``; a chord that
/// strays is shortened by the fourth root of its error ratio. The DocC article
/// "Flattening" gives the whole method.
struct Flattener {
  /// The most lines a single curve becomes.
  static let maxSegmentsPerCurve = 16_384
  /// The smallest tolerance, relative to a curve's control-point extent: a loop at it
  /// becomes about 330 lines.
  static let minRelativeTolerance = 1e-5
  /// The squared error ratio the step control aims each chord at (a chord is kept up to 1):
  /// close to 1 for long chords, below it so that few predicted chords are too long and
  /// must be retried.
  static let targetRatio = 0.95
  /// The smallest parameter span of a chord: one that still strays is kept (a safeguard
  /// for cusps at the minimum tolerance, where rounding dominates).
  static let minStep = 1.0 / 65_536

  /// The requested tolerance, with NaN and negatives mapped to 0 (then raised per curve).
  let tolerance: Double

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

  /// Adds the vertices after `q.p0` of a polyline within the tolerance of `q`.
  mutating func flatten<Sink: PolylineSink>(_ q: QuadBezier, into sink: inout Sink) {
    let extent = maxOf(
      abs(q.p1.x - q.p0.x), abs(q.p1.y - q.p0.y), abs(q.p2.x - q.p0.x), abs(q.p2.y - q.p0.y))
    let finite = (q.p0.x + q.p0.y + q.p1.x + q.p1.y + q.p2.x + q.p2.y) * 0 == 0
    guard finite, let tolerance = effectiveTolerance(extent: extent) else {
      sink.addPoint(q.p2)
      return
    }
    // A chord of span h strays by h²/8 · |B″| at most (B″ = 2(p0 − 2p1 + p2)).
    let second = q.p0 - 2 * q.p1 + q.p2
    Flattener.march(
      PowerCurve(q), to: q.p2, tolerance: tolerance,
      step: Flattener.firstStep(secondDifferenceSquared: second.dot(second), tolerance),
      into: &sink)
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
    // Wang's formula bounds |B″| by 6·max|second difference|.
    let d1 = c.p0 - 2 * c.p1 + c.p2
    let d2 = c.p1 - 2 * c.p2 + c.p3
    let second = 9 * max(d1.dot(d1), d2.dot(d2))
    Flattener.march(
      PowerCurve(c), to: c.p3, tolerance: tolerance,
      step: Flattener.firstStep(secondDifferenceSquared: second, tolerance), into: &sink)
  }

  /// The first step to try: twice the uniform step that keeps a curve with
  /// `|B″|² ≤ 4·secondDifferenceSquared` within `tolerance` (the uniform step is
  /// conservative; the step control corrects the guess either way).
  @inline(__always) static func firstStep(
    secondDifferenceSquared: Double, _ tolerance: Double
  ) -> Double {
    // h²/8 · 2·√s ≤ tolerance  ⇔  h = 2·√(tolerance / √s).
    let h = 4 * (tolerance / secondDifferenceSquared.squareRoot()).squareRoot()
    return h < 1 ? h : 1
  }

  /// Adds the vertices after `curve.point(at: 0)` of a greedy polyline within `tolerance`
  /// of `curve` on `0...1`, ending exactly at `end`.
  ///
  /// Vertices are staged in a small stack buffer and handed to the sink in batches, so that
  /// the loop makes no calls (a call would spill every floating-point register).
  @inline(__always) static func march<Sink: PolylineSink>(
    _ curve: PowerCurve, to end: Point, tolerance: Double, step firstStep: Double,
    into sink: inout Sink
  ) {
    withUnsafeTemporaryAllocation(of: Point.self, capacity: batchSize) { batch in
      let toleranceSquared = tolerance * tolerance
      // A chord of span h around m strays by about h²/8 · |B′(m) × B″(m)| / |B′(m)|.
      let stepScale = 8 * targetRatio.squareRoot() * tolerance
      var t0 = 0.0
      var p = curve.d
      let guess = firstStep > minStep ? firstStep : minStep  // NaN too.
      var step = predictedStep(curve, at: 0.5 * guess, scale: stepScale, guess: guess)
      // The prediction for the chord after the current one, made a chord ahead so that
      // consecutive predictions (square roots and a division each) overlap.
      var nextStep = predictedStep(curve, at: 1.5 * step, scale: stepScale, guess: step)
      var emitted = 0
      var staged = 0
      while true {
        let isLast = t0 + step >= 1
        let t1 = isLast ? 1 : t0 + step
        let q = isLast ? end : curve.point(at: t1)
        let ratio = curve.chordErrorRatio(t0, t1, p, q, toleranceSquared: toleranceSquared)
        let span = t1 - t0
        if ratio <= 1 || span <= minStep {
          if isLast { break }
          batch.initializeElement(at: staged, to: q)
          staged += 1
          emitted += 1
          if staged == batchSize {
            flush(batch, count: staged, into: &sink)
            staged = 0
          }
          if emitted == maxSegmentsPerCurve - 1 { break }
          t0 = t1
          p = q
          // Predict the chord after the next one from the curvature at its middle, taking
          // both to be as long as this one.
          step = nextStep
          nextStep = predictedStep(curve, at: t1 + 1.5 * span, scale: stepScale, guess: span)
        } else {
          // Too long: shrink by (target / ratio)^(1/4), between ×0.1 and ×0.9.
          let factor = (targetRatio / ratio).squareRoot().squareRoot()
          step = span * (factor < 0.9 ? (factor > 0.1 ? factor : 0.1) : 0.9)
        }
      }
      flush(batch, count: staged, into: &sink)
      sink.addPoint(end)
    }
  }

  /// How many vertices ``march(_:to:tolerance:step:into:)`` stages before handing them on.
  static let batchSize = 64

  /// Hands the first `count` staged vertices to `sink`.
  @inline(never) static func flush<Sink: PolylineSink>(
    _ batch: UnsafeMutableBufferPointer<Point>, count: Int, into sink: inout Sink
  ) {
    for i in 0..<count { sink.addPoint(batch[i]) }
  }

  /// The span of a chord centred at `m` that strays by about the target share of the
  /// tolerance (`scale = 8·√target·tolerance`), between ¼ of `guess` (at least
  /// ``minStep``) and 4 times `guess`.
  @inline(__always) static func predictedStep(
    _ curve: PowerCurve, at m: Double, scale: Double, guess: Double
  ) -> Double {
    let d1 = curve.derivative(at: m)
    let d2 = 6 * m * curve.a + 2 * curve.b
    // The square root and the division are independent, so they overlap.
    let h = (scale * d1.dot(d1).squareRoot() * (1 / abs(d1.cross(d2)))).squareRoot()
    // A straight piece (h infinite or NaN) gives 4 × guess; the floor keeps steps from
    // collapsing towards zero next to a cusp.
    let floor = max(0.25 * guess, minStep)
    return h < 4 * guess ? (h > floor ? h : floor) : 4 * guess
  }
}
