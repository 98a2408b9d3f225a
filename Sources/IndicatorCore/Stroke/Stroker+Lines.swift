// Runs of lines: after the first line, both sides of each line and of the corner before it
// are written in one pass, each side's last two points carried in registers.

extension Stroker {
  /// Draws the lines `elements` starts with, as `line(to:)` on each would, and returns how
  /// many there are.
  ///
  /// Lines go through `line(to:)` until the last segment drawn is a line of non-zero
  /// length (the first of a subpath opens the sides; one after a curve joins it). The rest
  /// are corners between two lines and their segments: each segment's tangent, length and
  /// offsets and each corner's products are computed once for both sides
  /// (``StrokeOutliner/appendLineSegment``), each side's last two points are carried in a
  /// ``SideEnds`` instead of read back, and the sides are written through writers over
  /// room reserved for the run's bound (no capacity check an element).
  mutating func lines(_ elements: UnsafeBufferPointer<Path.Element>) -> Int {
    var k = 0
    while k < elements.count, !hasSegment || lastIsCurve {
      guard case .line(let p) = elements[k] else { return k }
      line(to: p)
      k += 1
    }
    var end = k
    while end < elements.count, case .line = elements[end] { end += 1 }
    guard end > k else { return k }
    var state = LineRunState(
      current: current, lastStart: lastStart, lastTangent: lastTangent, twiceArea: twiceArea)
    let g = outliner
    let start = tracksArea ? subpathStart : nil
    let rest = UnsafeBufferPointer(rebasing: elements[k..<end])
    let room = lineRoom * rest.count
    output.withWriter(reserving: room) { right in
      left.withWriter(reserving: room) { left in
        g.appendLineRun(rest, &state, subpathStart: start, right: &right, left: &left)
      }
    }
    current = state.current
    lastStart = state.lastStart
    lastTangent = state.lastTangent
    twiceArea = state.twiceArea
    return end
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
  /// Appends the corners and segments of `lines` (`.line` elements only) to both sides.
  ///
  /// The sides, `right` and `left`, each end with the offset of the last segment (a line
  /// from `state.lastStart` in the direction `state.lastTangent`, of non-zero length);
  /// `state` moves on to the last line, each segment adding ``Stroker/lineArea(_:_:_:)``
  /// relative to `subpathStart` (none where it is `nil`).
  @inline(__always)
  func appendLineRun<Sink: OutlineSink>(
    _ lines: UnsafeBufferPointer<Path.Element>, _ state: inout LineRunState,
    subpathStart: Point?, right: inout Sink, left: inout Sink
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
      if let subpathStart { area += Stroker.lineArea(subpathStart, previous, current.point) }
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
