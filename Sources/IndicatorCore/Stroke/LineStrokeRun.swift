// One run of lines stroked in one pass: both sides written as the points come, each
// segment's offset computed once for both, caps and the closing segment.

extension StrokeOutliner {
  /// Appends the stroke of one subpath of lines, as `Stroker` draws it.
  ///
  /// The subpath runs from `start` through the `.line` elements of `lines` (and back to
  /// `start` when `closed`); it draws one contour for an open subpath, two for a closed one
  /// (the outer one first; the outer one alone where the stroke covers all the subpath
  /// encloses, ``coversInside(from:_:positive:)``), a dot for one of zero length. Returns
  /// the index of its last contour's `.move`, `nil` when it draws nothing.
  ///
  /// Both sides are written in one pass, the left one into `left` (reversed into `output`
  /// where the contour needs it), the right one into `output`, or into `right` and copied
  /// when it comes after the left one (a closed subpath of negative area).
  func strokeLineRun<Sink: OutlineSink>(
    _ lines: UnsafeBufferPointer<Path.Element>, from start: Point, closed: Bool,
    into output: inout Sink, left: inout Sink, right: inout Sink
  ) -> Int? {
    left.removeAll(keepingCapacity: true)
    let first = output.count
    guard closed else {
      if lines.count == 1, case .line(let end) = lines[0], end != start {
        appendSegmentStroke(&output, from: start, to: end)
        return first
      }
      guard
        let ends = appendLineSides(
          lines, from: start, closed: false, right: &output, left: &left)
      else {
        guard !lines.isEmpty, cap != .butt else { return nil }
        appendDot(&output, at: start)
        return first
      }
      // The output's last two points, carried from the right side's.
      var outputEnds = ends.rightEnds
      closeOpenContour(
        &output, &outputEnds, left: left, from: first, end: ends.lastPoint,
        endTangent: ends.lastTangent, start: start, startTangent: ends.firstTangent)
      return first
    }
    let (area, box) = twiceAreaAndBox(lines, from: start)
    let positive = area >= 0
    // Where the stroke covers all the subpath encloses, its outer contour alone (as
    // `Stroker.close(coversInside:)`).
    let outerOnly = coversInside(from: start, lines, twiceArea: area, box: box)
    if positive {
      // The right side is the outer contour.
      guard appendLineSides(lines, from: start, closed: true, right: &output, left: &left) != nil
      else {
        guard cap != .butt else { return nil }
        appendDot(&output, at: start)
        return first
      }
      output.append(.closeSubpath)
      guard !outerOnly else { return first }
      let inner = output.count
      appendReversed(&output, of: left, startingWithMove: true)
      output.append(.closeSubpath)
      return inner
    } else {
      // The left side, reversed, is the outer contour (a negative area has a segment).
      right.removeAll(keepingCapacity: true)
      appendLineSides(lines, from: start, closed: true, right: &right, left: &left)
      appendReversed(&output, of: left, startingWithMove: true)
      output.append(.closeSubpath)
      guard !outerOnly else { return first }
      let inner = output.count
      for k in 0..<right.count { output.append(right[k]) }
      output.append(.closeSubpath)
      return inner
    }
  }

  /// Appends the contour of an open subpath of one segment, from `start` to a different
  /// `end`: the elements of the general route (`appendLineSides`, the end cap, the left
  /// side reversed, the start cap), without writing the left side first.
  ///
  /// The left side would be `.move(to: start + n)` and, unless its offset snaps,
  /// `.line(to: end + n)`; its reversal is then the one line back to `start + n`, tested as
  /// `appendReversed` tests it. The output's last two points are carried through the butt
  /// caps.
  @inline(__always)
  func appendSegmentStroke<Sink: OutlineSink>(
    _ output: inout Sink, from start: Point, to end: Point
  ) {
    let first = output.count
    let delta = end - start
    let tangent = delta.direction(length: delta.magnitude)
    let n = halfWidth * tangent.perpendicular
    output.append(.move(to: start - n))
    var ends = SideEnds(current: start - n, start: start - n, endsWithLine: false)
    appendSideLine(&output, &ends, to: end - n)
    let leftStep = (end + n) - (start + n)
    let snap = snapDistance
    let leftHasLine = !(leftStep.dot(leftStep) <= snap * snap)
    appendCap(&output, &ends, at: end, tangent: tangent)
    if leftHasLine { appendSideLine(&output, &ends, to: start + n) }
    appendCap(&output, &ends, at: start, tangent: -tangent)
    canonicalizeClosedContour(&output, from: first)
    output.append(.closeSubpath)
  }

  /// Twice the signed area of the closed subpath from `start` through `lines`, summed over
  /// its segments of non-zero length relative to `start` in order, as `Stroker` sums it,
  /// and the box of its points.
  func twiceAreaAndBox(_ lines: UnsafeBufferPointer<Path.Element>, from start: Point)
    -> (area: Double, box: PointBox)
  {
    var area = 0.0
    var previous = start
    var box = PointBox(start)
    for k in 0..<lines.count {
      guard case .line(let point) = lines[k] else { continue }
      box.add(point)
      guard point != previous else { continue }
      area += Stroker.lineArea(start, previous, point)
      previous = point
    }
    // The closing segment back to `start` adds `(previous − start) × 0`, zero: left out.
    return (area, box)
  }

  /// Appends both sides of the subpath from `start` through `lines` (and back to `start`
  /// when `closed`, with the closing join and each contour made canonical), the right one
  /// to `right` and the left one to `left`, each starting with its `.move`; `nil`, with
  /// nothing appended, when no segment has non-zero length.
  ///
  /// At each corner the inner side (the left one where the path turns left) turns at the
  /// offsets' crossing where they cross inside both segments (`Stroker`'s inner corner),
  /// else it gets the join, as the outer side always does. The elements are those of
  /// `appendLine(_:to:)`, `innerCrossing` and `appendJoin` run on each side in turn; each
  /// side's last two points are carried in a ``SideEnds`` instead of read back, and each
  /// segment's tangent, length and offsets, and each corner's cross and dot products, are
  /// computed once for both sides (the same expressions, so the same values).
  @discardableResult
  func appendLineSides<Sink: OutlineSink>(
    _ lines: UnsafeBufferPointer<Path.Element>, from start: Point, closed: Bool,
    right: inout Sink, left: inout Sink
  ) -> (firstTangent: Point, lastTangent: Point, lastPoint: Point, rightEnds: SideEnds)? {
    right.withLocalCopy { right in
      left.withLocalCopy { left in
        appendLocalLineSides(lines, from: start, closed: closed, right: &right, left: &left)
      }
    }
  }

  /// `appendLineSides(_:from:closed:right:left:)` on the sinks' local copies.
  @inline(__always)
  func appendLocalLineSides<Sink: OutlineSink>(
    _ lines: UnsafeBufferPointer<Path.Element>, from start: Point, closed: Bool,
    right: inout Sink, left: inout Sink
  ) -> (firstTangent: Point, lastTangent: Point, lastPoint: Point, rightEnds: SideEnds)? {
    let rightRegion = right.count
    let leftRegion = left.count
    // The first segment of non-zero length starts the sides (every point before it is
    // `start`); the loop then runs only over what follows it.
    var k = 0
    while k < lines.count, case .line(let p) = lines[k], p == start { k += 1 }
    let firstEnd: Point
    if k < lines.count, case .line(let p) = lines[k] {
      firstEnd = p
    } else {
      return nil
    }
    let firstDelta = firstEnd - start
    let firstLength = firstDelta.magnitude
    let firstTangent = firstDelta.direction(length: firstLength)
    let firstN = halfWidth * firstTangent.perpendicular
    right.append(.move(to: start - firstN))
    left.append(.move(to: start + firstN))
    var rightEnds = SideEnds(current: start - firstN, start: start, endsWithLine: false)
    var leftEnds = SideEnds(current: start + firstN, start: start, endsWithLine: false)
    // Whether each side ends with the last segment's offset, a line to its end (a snapped
    // line leaves the side without one here: it ends with its move).
    var rightAtEnd = appendSideLine(&right, &rightEnds, to: firstEnd - firstN)
    var leftAtEnd = appendSideLine(&left, &leftEnds, to: firstEnd + firstN)
    let miterSquared = join == .miter && miterLimit >= 1 ? miterLimit * miterLimit : .nan
    var previous = firstEnd
    var lastTangent = firstTangent
    var lastLength = firstLength
    // The segments after the first, each measured one ahead of the corner that writes it:
    // a corner's code fills the processor's window, so the next step's square root and
    // division start early only if they come before it.
    var index = k + 1
    var step = LineStep.next(
      in: lines, at: &index, from: previous, after: lastTangent, halfWidth: halfWidth)
    while let current = step {
      step = LineStep.next(
        in: lines, at: &index, from: current.point, after: current.tangent,
        halfWidth: halfWidth)
      appendLineSegment(
        &right, &rightEnds, &rightAtEnd, &left, &leftEnds, &leftAtEnd, previous: &previous,
        lastTangent: &lastTangent, lastLength: &lastLength, miterSquared: miterSquared,
        step: current)
    }
    if closed {
      // The closing segment, out of line on copies of the loop's state (whose addresses
      // are then never taken).
      var state = LineSidesState(
        rightEnds: rightEnds, rightAtEnd: rightAtEnd, leftEnds: leftEnds,
        leftAtEnd: leftAtEnd, previous: previous, lastTangent: lastTangent,
        lastLength: lastLength)
      appendClosingSegment(&right, &left, &state, miterSquared: miterSquared, to: start)
      previous = state.previous
      lastTangent = state.lastTangent
      lastLength = state.lastLength
      // The last segment ends at `start` (the closing one, or the last line where that
      // one has zero length), so its length, `(start − lastStart).magnitude` in `Stroker`,
      // is `lastLength`; the first one's, `(firstEnd − start).magnitude`, is `firstLength`.
      let lengths = min(lastLength, firstLength)
      closeLineSide(
        &right, from: rightRegion, at: start, lastTangent, firstTangent, lengths, side: -1)
      closeLineSide(&left, from: leftRegion, at: start, lastTangent, firstTangent, lengths, side: 1)
    }
    return (firstTangent, lastTangent, previous, rightEnds)
  }

  /// The state `appendLineSegment` carries from one segment to the next.
  struct LineSidesState {
    var rightEnds: SideEnds
    var rightAtEnd: Bool
    var leftEnds: SideEnds
    var leftAtEnd: Bool
    var previous: Point
    var lastTangent: Point
    var lastLength: Double
  }

  /// `appendLineSegment` on `state`, out of line.
  @inline(never)
  func appendClosingSegment<Sink: OutlineSink>(
    _ right: inout Sink, _ left: inout Sink, _ state: inout LineSidesState,
    miterSquared: Double, to point: Point
  ) {
    guard point != state.previous else { return }
    appendLineSegment(
      &right, &state.rightEnds, &state.rightAtEnd, &left, &state.leftEnds, &state.leftAtEnd,
      previous: &state.previous, lastTangent: &state.lastTangent,
      lastLength: &state.lastLength, miterSquared: miterSquared,
      step: LineStep(
        from: state.previous, to: point, after: state.lastTangent, halfWidth: halfWidth))
  }

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
    // A snapped line leaves the side's end where it was: at the offset's end only if it
    // was there already (a zero step).
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
