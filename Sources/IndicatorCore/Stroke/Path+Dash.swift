// Dashing: a dash pattern cuts each subpath into open pieces by arc length (SVG and
// CoreGraphics rules), and the pieces are fed straight to the stroker, or to a path for
// `dashedPath(phase:lengths:)`; on a closed subpath, a dash covering all of it is closed,
// and the dashes meeting at its start are joined there, as CoreGraphics and Skia draw them.

/// A validated dash pattern: an even number of finite, non-negative intervals with a
/// positive sum, and where the phase puts the start of each subpath.
struct DashPattern {
  /// On and off lengths, alternating, starting with an on interval; an even count.
  let intervals: [Double]
  /// The sum of the intervals.
  let period: Double
  /// The interval each subpath starts in.
  let startIndex: Int
  /// How much of that interval is left at the start of each subpath.
  let startRemaining: Double

  /// Validates `dash` and `phase`.
  ///
  /// `nil` when the pattern draws the undashed stroke (empty, all zero, or with a negative
  /// or non-finite interval). An odd array is repeated to an
  /// even one; the phase is taken modulo the period (a negative phase too; a non-finite one
  /// counts as 0).
  init?(_ dash: [Double], phase: Double) {
    guard !dash.isEmpty else { return nil }
    for v in dash where !(v.isFinite && v >= 0) { return nil }
    var values = dash
    if values.count % 2 == 1 { values += dash }
    var total = 0.0
    for v in values { total += v }
    guard total > 0, total.isFinite else { return nil }
    var p = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
    if p < 0 { p += total }
    var i = 0
    while i < values.count && (p > values[i] || (p == values[i] && values[i] > 0)) {
      p -= values[i]
      i += 1
    }
    if i == values.count { i = 0 }
    intervals = values
    period = total
    startIndex = i
    startRemaining = max(0, values[i] - p)
  }
}

extension Path {
  /// The most dashes a dash pattern draws on a path: ``strokedPath(_:tolerance:)`` returns
  /// an empty path, and ``dashedPath(phase:lengths:)`` `nil`, for a pattern estimated to
  /// draw more (never the undashed stroke).
  ///
  /// The estimate is made before dashing and is never less than the dashes drawn: each
  /// subpath of length L holds at most L / period + 1 periods, each drawing every on
  /// interval (at most one period a subpath more than is drawn). Twice Skia's limit, so
  /// that a million dashes along one subpath are drawn; the time and memory of a dashed
  /// stroke grow in proportion to its dashes. See <doc:Stroking>.
  public static let maximumDashCount = 2_000_000

  /// A limit on the outline elements of dashed strokes that is not consulted.
  ///
  /// Dashed strokes are limited by ``maximumDashCount`` alone.
  @available(*, deprecated, message: "dashed strokes are limited by maximumDashCount alone")
  public static let maximumDashedStrokeElements = 150_000

  /// The dashed centre line of this path: the pieces of its subpaths under the on
  /// intervals of the pattern `lengths`, starting `phase` into it, as CoreGraphics'
  /// `copy(dashingWithPhase:lengths:)`.
  ///
  /// The pattern follows the rules of ``StrokeStyle/dash`` and ``StrokeStyle/dashPhase``:
  /// an odd array repeats to even; the phase is taken modulo the pattern length (negative
  /// too; a non-finite phase counts as 0); the pattern restarts at each subpath. Each dash
  /// is an open subpath of the source's own lines and curves, cut at the dash's ends by arc
  /// length (a quadratic piece comes back as a cubic); a zero-length on interval is a move
  /// and a zero-length line, which round and square caps draw as a dot. On a closed
  /// subpath, a dash that covers all of it is the closed subpath, and the dash that reaches
  /// its end goes on into the one that starts at its beginning, as one subpath, as
  /// CoreGraphics and Skia draw them. Stroking the result undashed draws the dashed stroke
  /// of this path, but for the direction of square dots (`strokedPath` squares a dot along
  /// the path; a zero-length subpath is squared along +x).
  ///
  /// - Returns: The dashes; this path unchanged where the pattern draws no dashes (empty,
  ///   all zero, or with a negative or non-finite interval: the undashed stroke);
  ///   `nil` where a coordinate is not finite or the pattern is estimated to draw more
  ///   than ``maximumDashCount`` dashes.
  /// - Complexity: O(n + d) for n elements and d dashes.
  public func dashedPath(phase: Double, lengths: [Double]) -> Path? {
    guard isFinite else { return nil }
    guard let pattern = DashPattern(lengths, phase: phase) else { return self }
    guard Self.admitsDashing(dashEstimate(pattern)) else { return nil }
    var line = DashedLine()
    forEachDashSubpath { segments, lengths, closed, total in
      var walker = DashWalker(segments: segments, lengths: lengths)
      walker.dash(pattern, total: total, closed: closed, into: &line)
      line.endDash()
    }
    return line.path
  }

  /// An upper estimate, made before dashing, of the dashes a dashed stroke of this path
  /// with `pattern` draws: each subpath of length L taken to hold L / period + 1 periods,
  /// each on interval a dash.
  func dashEstimate(_ pattern: DashPattern) -> Double {
    var onCount = 0.0
    var i = 0
    while i < pattern.intervals.count {
      onCount += 1
      i += 2
    }
    var dashes = 0.0
    forEachDashSubpath { _, _, _, total in dashes += (total / pattern.period + 1) * onCount }
    return dashes
  }

  /// Whether a dashing estimated at `dashes` stays within ``maximumDashCount`` (`false`
  /// for an infinite or NaN estimate).
  static func admitsDashing(_ dashes: Double) -> Bool {
    dashes <= Double(maximumDashCount)
  }

  /// Strokes the dashes of this path with `stroker`.
  func strokeDashed(_ pattern: DashPattern, into stroker: inout Stroker) {
    forEachDashSubpath { segments, lengths, closed, total in
      var walker = DashWalker(segments: segments, lengths: lengths)
      walker.dash(pattern, total: total, closed: closed, into: &stroker)
    }
  }

  /// Calls `body` with the segments of each subpath that draws something (with the closing
  /// line of a closed one; quadratics as their cubics), their lengths, whether it is closed
  /// and its total length.
  private func forEachDashSubpath(
    _ body: (_ segments: [Segment], _ lengths: [Double], _ closed: Bool, _ total: Double) -> Void
  ) {
    var lengths: [Double] = []
    forEachSubpath { segments, closed in
      let cubics = segments.map { segment -> Segment in
        if case .quad(let q) = segment { return .cubic(q.elevated) }
        return segment
      }
      lengths.removeAll(keepingCapacity: true)
      var total = 0.0
      for segment in cubics {
        let length = segment.arcLength()
        lengths.append(length)
        total += length
      }
      body(cubics, lengths, closed, total)
    }
  }
}

/// What the dash walker feeds its dashes to: the stroker (``Path/strokedPath(_:tolerance:)``)
/// or the centre line's path (``Path/dashedPath(phase:lengths:)``).
protocol DashSink {
  /// Whether a zero-length dash draws something.
  var drawsDots: Bool { get }
  /// Starts a dash at `point`, where the path runs in the direction `tangent` (evaluated
  /// only where a dot would need it).
  mutating func startDash(at point: Point, tangent: @autoclosure () -> Point)
  /// Goes on with a line to `point`.
  mutating func line(to point: Point)
  /// Goes on with `curve`, which starts at the current point.
  mutating func cubic(_ curve: CubicBezier)
  /// Closes the dash that covers all of the closed subpath of `segments`.
  mutating func closeWhole(_ segments: [Segment])
}

extension Stroker: DashSink {
  /// A dot is its two caps: nothing with butt caps.
  var drawsDots: Bool { outliner.cap != .butt }

  /// Starts an open subpath, marked as drawn, whose dot (should the dash be one) is
  /// turned along `tangent` (a dot has no caps to turn with butt caps).
  mutating func startDash(at point: Point, tangent: @autoclosure () -> Point) {
    move(to: point)
    if drawsDots { dotTangent = tangent() }
    line(to: point)
  }

  /// Closes the subpath: two contours, or the outer one alone where the stroke covers all
  /// the subpath encloses.
  mutating func closeWhole(_ segments: [Segment]) {
    let outliner = self.outliner
    close { outliner.coversInside(segments, twiceArea: $0) }
  }
}

/// The dashes as a path, for ``Path/dashedPath(phase:lengths:)``.
struct DashedLine: DashSink {
  var path = Path()
  /// Where the dash being drawn starts, while it has no segment yet.
  private var bareStart: Point?

  var drawsDots: Bool { true }

  mutating func startDash(at point: Point, tangent: @autoclosure () -> Point) {
    endDash()
    path.move(to: point)
    bareStart = point
  }

  mutating func line(to point: Point) {
    bareStart = nil
    path.addLine(to: point)
  }

  mutating func cubic(_ curve: CubicBezier) {
    bareStart = nil
    path.addCurve(to: curve.p3, control1: curve.p1, control2: curve.p2)
  }

  mutating func closeWhole(_ segments: [Segment]) {
    bareStart = nil
    path.closeSubpath()
  }

  /// Ends the dash being drawn: one with no segment (a zero-length on interval) gets a
  /// zero-length line, so that it is drawn as a dot.
  mutating func endDash() {
    if let start = bareStart { path.addLine(to: start) }
    bareStart = nil
  }
}

/// Walks one subpath by arc length and feeds its dashes to a stroker or a path.
private struct DashWalker {
  let segments: [Segment]
  let lengths: [Double]
  /// The segment the next dash starts in, and the arc length where that segment starts.
  var cursor = 0
  var cursorStart = 0.0
  /// The last parameter located, in segment `knownSegment`, and the arc length from that
  /// segment's start to it: the next lookup further along integrates only the stretch
  /// between, so a segment with many dashes is walked once, not once per dash.
  var knownSegment = -1
  var knownParameter = 0.0
  var knownLength = 0.0

  init(segments: [Segment], lengths: [Double]) {
    self.segments = segments
    self.lengths = lengths
  }

  /// Feeds the on intervals of `pattern` along the subpath to `sink`.
  ///
  /// The pattern restarts at the subpath's start. On a closed subpath, as CoreGraphics and
  /// Skia draw it: a dash that covers the whole subpath is its closed stroke (joined at the
  /// start, no caps); a first dash that starts at the subpath's start is drawn last, as the
  /// continuation of the last dash when that one reaches the end (ends there exactly or
  /// runs past it), so a dash running through the start is drawn as one, joined there.
  mutating func dash<Sink: DashSink>(
    _ pattern: DashPattern, total: Double, closed: Bool, into sink: inout Sink
  ) {
    var index = pattern.startIndex
    var remaining = pattern.startRemaining
    var position = 0.0
    var deferred: Double?  // the end of the first dash, to be drawn after the last one
    var first = true
    // A zero-length dash with butt caps draws nothing: skip it without locating it, so a
    // pattern of such dots costs no arc-length work.
    let drawsDots = sink.drawsDots
    // Arc lengths carry rounding: an interval ending within 1e-12 of the end ends there.
    let nearEnd = total * (1 - 1e-12)
    while true {
      let end = position + remaining
      if index % 2 == 0 {
        let a = position
        let b = min(end, total)
        if closed && first && a == 0 && end >= nearEnd && total > 0 {
          // The whole closed subpath: its closed stroke.
          emit(from: 0, to: total, continuing: false, into: &sink)
          sink.closeWhole(segments)
        } else if closed && first && a == 0 && b > 0 {
          deferred = b
        } else if closed && end >= nearEnd, let firstEnd = deferred {
          emit(from: a, to: total, continuing: false, into: &sink)
          cursor = 0
          cursorStart = 0
          emit(from: 0, to: firstEnd, continuing: true, into: &sink)
          deferred = nil
        } else if b > a || drawsDots {
          emit(from: a, to: b, continuing: false, into: &sink)
        }
        first = false
      }
      if end >= nearEnd { break }
      position = end
      index = (index + 1) % pattern.intervals.count
      remaining = pattern.intervals[index]
      if index % 2 == 1 { first = false }
    }
    if let firstEnd = deferred {
      cursor = 0
      cursorStart = 0
      emit(from: 0, to: firstEnd, continuing: false, into: &sink)
    }
  }

  /// The parameter in curve segment `i` at arc length `local` from its start, measured
  /// from the last located parameter when `local` lies beyond it.
  private mutating func locate(_ local: Double, in i: Int) -> Double {
    if i != knownSegment || local < knownLength {
      knownSegment = i
      knownParameter = 0
      knownLength = 0
    }
    let t = segments[i].parameter(
      atLength: local - knownLength, from: knownParameter,
      totalLength: max(lengths[i] - knownLength, 0))
    knownParameter = t
    knownLength = max(local, knownLength)
    return t
  }

  /// Feeds the part of the subpath between arc lengths `a` and `b` to `sink`.
  ///
  /// It starts a new open subpath unless `continuing`. A zero-length part is a dot along
  /// the tangent. Points on lines are placed by arc length
  /// (``Segment/linePoint(_:_:atLength:of:)``, exact whenever representable); points on
  /// curves by their parameter, and a whole curve is fed as it is.
  private mutating func emit<Sink: DashSink>(
    from a: Double, to b: Double, continuing: Bool, into sink: inout Sink
  ) {
    while cursor < segments.count - 1 && cursorStart + lengths[cursor] < a {
      cursorStart += lengths[cursor]
      cursor += 1
    }
    var i = cursor
    var segmentStart = cursorStart
    var local0 = a - segmentStart  // The arc length of the part's start in segment i.
    var u0 = parameter(at: local0, in: i)
    if !continuing {
      let p = point(at: local0, parameter: u0, in: i)
      sink.startDash(at: p, tangent: segments[i].unitTangent(at: u0))
    }
    while true {
      let length = lengths[i]
      let last = b <= segmentStart + length || i == segments.count - 1
      let local1 = last ? b - segmentStart : length
      switch segments[i] {
      case .line(let p0, let p1):
        if local1 > local0 {
          sink.line(to: Segment.linePoint(p0, p1, atLength: local1, of: length))
        }
      case .quad(let q):
        let u1 = last ? parameter(at: local1, in: i) : 1
        if u1 > u0 {
          sink.cubic(u0 == 0 && u1 == 1 ? q.elevated : q.elevated.subsegment(u0, u1))
        }
      case .cubic(let c):
        let u1 = last ? parameter(at: local1, in: i) : 1
        if u1 > u0 { sink.cubic(u0 == 0 && u1 == 1 ? c : c.subsegment(u0, u1)) }
      }
      if last { break }
      segmentStart += length
      i += 1
      local0 = 0
      u0 = 0
    }
  }

  /// The parameter at arc length `local` from the start of segment `i`: for a curve by
  /// ``locate(_:in:)``; 0 for a line, whose points are placed by arc length and whose
  /// tangent does not depend on it.
  private mutating func parameter(at local: Double, in i: Int) -> Double {
    if case .line = segments[i] { return 0 }
    return locate(local, in: i)
  }

  /// The point at arc length `local` (parameter `u`) in segment `i`.
  private func point(at local: Double, parameter u: Double, in i: Int) -> Point {
    if case .line(let p0, let p1) = segments[i] {
      return Segment.linePoint(p0, p1, atLength: local, of: lengths[i])
    }
    return segments[i].point(at: u)
  }
}
