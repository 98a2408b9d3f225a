// Runs of lines: after the first line, both sides of each line and of the corner before it
// are written in one pass, each side's last two points carried in registers. A line is
// measured once for both sides (`LineStep`); at each corner the inner side turns where the
// offsets cross, else gets the join, as the outer side does (`appendCorner`).

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

extension StrokeOutliner {
  /// A segment of non-zero length of a line run, measured: its end, unit tangent and
  /// length, and of the corner before it (`t0` the previous segment's tangent) the
  /// tangents' dot and cross products and `halfWidth / (1 + dot)`, the scale of its
  /// crossing and its miter.
  ///
  /// The corner's `(side·h) / (1 + d)`, of its crossing and its miter (h the half width),
  /// is `side · scale` exactly: negation is exact, and a quotient's rounding is symmetric
  /// in sign.
  struct LineStep {
    let point: Point
    let tangent: Point
    let length: Double
    let dot: Double
    let cross: Double
    let scale: Double

    /// The step of the first line of `lines` from `index` on that does not end at `from`
    /// (`index` moved past it), `nil` when there is none (`index` at the end).
    @inline(__always)
    static func next(
      in lines: UnsafeBufferPointer<Path.Element>, at index: inout Int, from: Point,
      after t0: Point, halfWidth: Double
    ) -> LineStep? {
      while index < lines.count {
        defer { index &+= 1 }
        if case .line(let point) = lines[index], point != from {
          return LineStep(from: from, to: point, after: t0, halfWidth: halfWidth)
        }
      }
      return nil
    }

    @inline(__always)
    init(from previous: Point, to point: Point, after t0: Point, halfWidth: Double) {
      self.point = point
      let delta = point - previous
      // The segments' lengths are those `Stroker` measures for the inner crossing,
      // `(end − pivot).magnitude`: the same difference, so the same value.
      length = delta.magnitude
      tangent = delta.direction(length: length)
      dot = t0.dot(tangent)
      cross = t0.cross(tangent)
      scale = halfWidth / (1 + dot)
    }
  }

  /// Appends both sides' corner at `previous` and their offsets of `step`, the segment from
  /// `previous` to `step.point` (of non-zero length), and moves `previous`, `lastTangent`
  /// and `lastLength` on to that segment.
  ///
  /// `rightAtEnd` and `leftAtEnd` tell whether each side ends with a line to the end of
  /// the last segment's offset (`ends.endsWithLine` and `ends.current` that end), and are
  /// kept so: the end is `previous ∓ n` for the last segment's `n`, the value the corner's
  /// `pivot + (side·h)·n0` has (the same products, negated exactly on the right side), so
  /// the flag answers the test `ends.current == pivot + (side·h)·n0` of the joins (the
  /// tangents are finite unit vectors, ``Point/direction(length:)``, so the offsets' ends
  /// are finite and equal to themselves).
  ///
  /// Transparent so that it is inlined into the loop over the steps.
  @_transparent
  func appendLineSegment<Sink: OutlineSink>(
    _ right: inout Sink, _ rightEnds: inout SideEnds, _ rightAtEnd: inout Bool,
    _ left: inout Sink, _ leftEnds: inout SideEnds, _ leftAtEnd: inout Bool,
    previous: inout Point, lastTangent: inout Point, lastLength: inout Double,
    miterSquared: Double, step: LineStep
  ) {
    let point = step.point
    let tangent = step.tangent
    let n = halfWidth * tangent.perpendicular
    // `appendJoin`'s end, `pivot + (side·h)·n1`, is `pivot ∓ n` exactly (negation and
    // multiplication by ±1 are exact), the start of this segment's offsets.
    let corner = Corner(
      pivot: previous, t0: lastTangent, t1: tangent, cross: step.cross,
      dot: step.dot, scale: step.scale, lastLength: lastLength,
      length: step.length, miterSquared: miterSquared)
    appendCorner(
      &right, &rightEnds, corner, atEnd: rightAtEnd, end: previous - n, nextEnd: point - n,
      side: -1)
    appendCorner(
      &left, &leftEnds, corner, atEnd: leftAtEnd, end: previous + n, nextEnd: point + n,
      side: 1)
    // A snapped line leaves the side's end in place: at the offset's end only if the side
    // already ended there (a zero step).
    rightAtEnd =
      appendSideLine(&right, &rightEnds, to: point - n)
      || (rightEnds.endsWithLine && rightEnds.current == point - n)
    leftAtEnd =
      appendSideLine(&left, &leftEnds, to: point + n)
      || (leftEnds.endsWithLine && leftEnds.current == point + n)
    lastTangent = step.tangent
    lastLength = step.length
    previous = point
  }
}

extension StrokeOutliner {
  /// A corner between two segments of a line run: the pivot, the unit tangents before
  /// (`t0`) and after (`t1`), their cross and dot products, `halfWidth / (1 + dot)` and
  /// the segments' lengths.
  struct Corner {
    let pivot: Point
    let t0: Point
    let t1: Point
    let cross: Double
    let dot: Double
    let scale: Double
    let lastLength: Double
    let length: Double
    /// The shorter segment's length (computed where it is used, by the inner side's
    /// crossing test).
    @inline(__always) var lengths: Double { min(lastLength, length) }
    /// `miterLimit * miterLimit` where the join is a miter and the limit at least 1, NaN
    /// otherwise.
    let miterSquared: Double
  }

  /// Appends one side's part of `corner` to `sink` (`side` +1 left, −1 right), from the
  /// previous segment's offset to `end`, the start of the next one's (which runs to
  /// `nextEnd`): the inner side turns at the offsets' crossing where `turnInnerCorner`
  /// would, else the side gets `appendJoin`'s elements.
  ///
  /// `atEnd` tells whether the side ends with a line to the previous segment's offset end,
  /// `pivot + (side·h)·n0` (``appendLineSegment``).
  ///
  /// Transparent so that it is inlined into the side loop with `side` a constant, which
  /// `@inline(__always)` does not guarantee here.
  @_transparent
  func appendCorner<Sink: OutlineSink>(
    _ sink: inout Sink, _ ends: inout SideEnds, _ corner: Corner, atEnd: Bool, end: Point,
    nextEnd: Point, side: Double
  ) {
    let c = corner.cross
    let d = corner.dot
    if side > 0 ? c > 0 : c < 0 {
      // The inner side: `turnInnerCorner`.
      if let x = innerCrossing(
        ends, corner, atEnd: atEnd, side: side, nextStart: end, nextEnd: nextEnd)
      {
        sink.setLast(.line(to: x))
        ends.current = x
        return
      }
      // Whether the join draws more than a line.
      let detours = !isStraightJoint(dot: d, cross: c)
      if detours, !ends.endsWithLine,
        turnInnerCornerAfterCurve(
          &sink, pivot: corner.pivot, corner.t0, corner.t1, side: side, nextEnd: nextEnd,
          lengths: corner.lengths)
      {
        ends = SideEnds(reading: sink)
        return
      }
    }
    // `appendJoin`.
    if join == .round {
      appendJoin(&sink, pivot: corner.pivot, corner.t0, corner.t1, side: side, style: join)
      ends = SideEnds(reading: sink)
      return
    }
    if isStraightJoint(dot: d, cross: c) {
      appendSideLine(&sink, &ends, to: end)
      return
    }
    let outerSign: Double = c > 0 ? -1 : 1
    guard outerSign == side else {
      appendSideLine(&sink, &ends, to: corner.pivot)
      appendSideLine(&sink, &ends, to: end)
      return
    }
    // A miter where `join == .miter && miterLimit >= 1 && miterLimit * miterLimit *
    // cosHalfSquared >= 1 && 1 + d > 1e-16`, with `cosHalfSquared = max(0, (1 + d) / 2)`
    // (`appendJoin`): `miterSquared` is NaN unless the join is a miter and the limit at
    // least 1, and then the product fails the test; where `1 + d > 1e-16`, (1 + d) / 2 is
    // positive and the `max` returns it.
    if 1 + d > 1e-16 && corner.miterSquared * ((1 + d) / 2) >= 1 {
      let n0 = corner.t0.perpendicular
      let n1 = corner.t1.perpendicular
      // `(side·h) / (1 + d)` is `side · scale` exactly (``LineStep``).
      let miter = corner.pivot + (side * corner.scale) * (n0 + n1)
      // `moveLastLine(_:from:to:)` (whose test that the last line ends at
      // `pivot + (side·h)·n0` is `atEnd`): the next segment's offset starts at the miter
      // point.
      let step = miter - ends.current
      let snap = snapDistance
      if atEnd, step.dot(step) > snap * snap {
        sink.setLast(.line(to: miter))
        ends.current = miter
        return
      }
      appendSideLine(&sink, &ends, to: miter)
    }
    appendSideLine(&sink, &ends, to: end)
  }

  /// `innerCrossing(_:pivot:_:_:side:nextEnd:lengths:)` with the sink's last two points
  /// taken from `ends`, and the next offset's start given.
  ///
  /// `nextStart` is `previous ∓ n`,
  /// bit for bit the `pivot + (side·h)·n1` computed there (the products negated exactly,
  /// and `p + (−v)` is `p − v`), and `(side·h) / (1 + d)` is `side · scale` exactly
  /// (``LineStep``). The crossing is finite: a tangent is a unit vector to rounding
  /// (``Point/direction(length:)``), so with `1 + d > 1e-9` and |h| at most 5e99 (lines are
  /// stroked with coordinates and width at most 1e100, ``Path/strokeScale``) each component
  /// of `scale·(n0 + n1)` is below 2.1e109.
  @inline(__always)
  func innerCrossing(
    _ ends: SideEnds, _ corner: Corner, atEnd: Bool, side: Double, nextStart: Point,
    nextEnd: Point
  ) -> Point? {
    guard atEnd, halfWidth * abs(corner.cross) <= corner.lengths, 1 + corner.dot > 1e-9 else {
      return nil
    }
    // The current point is `pivot + h·n0` (`atEnd`; both finite, the tangents being so):
    // they can differ only in the sign of a zero coordinate, which changes r only where
    // that coordinate of the side's last start is +0 and r's is then ±0, so `r·r` not at
    // all and `s` only in the sign of a zero, where `s > 0` fails either way.
    return offsetsCrossing(
      pivot: corner.pivot, corner.t0.perpendicular, corner.t1.perpendicular,
      scale: side * corner.scale, from: ends.start, through: ends.current,
      nextStart: nextStart, to: nextEnd)
  }
}
