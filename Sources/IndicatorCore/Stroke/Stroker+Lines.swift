// Runs of lines: after the first line, both sides of each line and of the corner before it
// are written in one pass, each side's last two points carried in registers.

extension Stroker {
  /// Draws the lines of `run` (`.line` elements only), as `line(to:)` on each would.
  ///
  /// Lines go through `line(to:)` until the last segment drawn is a line of non-zero
  /// length (the first of a subpath opens the sides; one after a curve joins it). The rest
  /// are corners between two lines and their segments: each segment's tangent, length and
  /// offsets and each corner's products are computed once for both sides
  /// (``StrokeOutliner/appendLineSegment``), each side's last two points are carried in a
  /// ``SideEnds`` instead of read back, and the sides are written through writers over
  /// room reserved for the run's bound, with no capacity check an element.
  mutating func lines(_ run: UnsafeBufferPointer<Path.Element>) {
    var k = 0
    while k < run.count, !hasSegment || lastIsCurve {
      if case .line(let p) = run[k] { line(to: p) }
      k += 1
    }
    guard k < run.count else { return }
    let rest = UnsafeBufferPointer(rebasing: run[k...])
    let g = outliner
    // Each side of a segment and the corner before it: a join and a line (the join's
    // elements: two lines, or the arcs of a half turn when round).
    let joinElements =
      g.join == .round
      ? max(
        2,
        arcPieceCount(
          sweep: .pi, maximumStep: g.arcStep, maximumPieces: StrokeOutliner.maximumArcPieces))
      : 2
    let room = (joinElements + 1) * rest.count
    var state = LineRunState(
      current: current, lastStart: lastStart, lastTangent: lastTangent, twiceArea: twiceArea)
    let start = subpathStart
    output.withWriter(reserving: room) { right in
      left.withWriter(reserving: room) { left in
        g.appendLineRun(rest, &state, subpathStart: start, right: &right, left: &left)
      }
    }
    current = state.current
    lastStart = state.lastStart
    lastTangent = state.lastTangent
    twiceArea = state.twiceArea
  }
}

/// What a run of lines moves on: the current point, the last segment's start and
/// direction, and the subpath's twice signed area.
struct LineRunState {
  var current: Point
  var lastStart: Point
  var lastTangent: Point
  var twiceArea: Double
}

extension StrokeOutliner {
  /// Appends the corners and segments from `state.current` through `lines` to both sides,
  /// `right` and `left`, each ending with the offset of the last segment (a line from
  /// `state.lastStart` in the direction `state.lastTangent`, of non-zero length), and moves
  /// `state` on; each segment adds ``Stroker/lineArea(_:_:_:)`` relative to `subpathStart`.
  @inline(__always)
  func appendLineRun(
    _ lines: UnsafeBufferPointer<Path.Element>, _ state: inout LineRunState,
    subpathStart: Point, right: inout OutlineWriter, left: inout OutlineWriter
  ) {
    let h = halfWidth
    var previous = state.current
    var lastTangent = state.lastTangent
    var lastLength = (previous - state.lastStart).magnitude
    var lastStart = state.lastStart
    var area = state.twiceArea
    let n = h * lastTangent.perpendicular
    var rightEnds = SideEnds(reading: right)
    var leftEnds = SideEnds(reading: left)
    // Whether each side ends with a line to the last segment's offset end.
    var rightAtEnd = rightEnds.endsWithLine && rightEnds.current == previous - n
    var leftAtEnd = leftEnds.endsWithLine && leftEnds.current == previous + n
    let miterSquared = join == .miter && miterLimit >= 1 ? miterLimit * miterLimit : .nan
    var index = 0
    var step = LineStep.next(
      in: lines, at: &index, from: previous, after: lastTangent, halfWidth: h)
    while let current = step {
      step = LineStep.next(
        in: lines, at: &index, from: current.point, after: current.tangent, halfWidth: h)
      area += Stroker.lineArea(subpathStart, previous, current.point)
      lastStart = previous
      appendLineSegment(
        &right, &rightEnds, &rightAtEnd, &left, &leftEnds, &leftAtEnd, previous: &previous,
        lastTangent: &lastTangent, lastLength: &lastLength, miterSquared: miterSquared,
        step: current)
    }
    state = LineRunState(
      current: previous, lastStart: lastStart, lastTangent: lastTangent, twiceArea: area)
  }
}
