// The stroke of paths made of lines only: both sides of a subpath are written in one pass
// over its points, the right one into the outline and the left one into a scratch buffer
// (the same allocation, past the outline's part), so that stroking allocates nothing but
// the outline and moves no element twice. It draws what `Stroker` draws for such paths,
// element for element: the same emitters (CanonicalOutline.swift, Joins.swift, Caps.swift)
// run on each side in the same order, because between lines the two sides of a subpath
// never read each other.

extension Path {
  /// The outline `strokedPath(style, tolerance:)` returns, for an undashed stroke of a path
  /// made of moves, lines and closes only, with every coordinate finite and the path's
  /// magnitude and the width in the range stroked unscaled (``strokeScale(magnitude:width:)``
  /// is 1); `nil` for any other path or style (the general route draws it).
  func strokedLines(_ style: StrokeStyle, tolerance: Double) -> Path? {
    let width = style.lineWidth
    guard style.dash.isEmpty, width > 0, width.isFinite else { return nil }
    // The closure captures these, not the style (whose copy would retain its dash array).
    let cap = style.lineCap
    let join = style.lineJoin
    let miterLimit = style.miterLimit
    return storage.withUnsafeBufferPointer { elements -> Path? in
      guard !elements.isEmpty else { return nil }
      // One pass checks the elements and counts what the buffer's size depends on: the
      // segments (a close is one), the runs of segments (each stroked apart: a run ends at
      // a move or a close), the longest run and whether a run is closed. A coordinate
      // beyond 1e100, infinite or NaN sends the path to the general route (which scales
      // it, or returns the empty path): after the pass, the scan's largest magnitudes must
      // be at most 1e100 and every coordinate finite.
      var scan = CoordinateScan()
      var lines = 0
      var closes = 0
      var runs = 0
      var runStart = 0  // `lines + closes` where the current run starts.
      var longestRun = 0
      var index = 0
      while index < elements.count {
        switch elements[index] {
        case .line(let p):
          scan.add(p)
          lines &+= 1
        case .move(let p):
          scan.add(p)
          let run = lines &+ closes &- runStart
          if run > 0 {
            runs &+= 1
            longestRun = max(longestRun, run)
          }
          runStart = lines &+ closes
        case .closeSubpath:
          closes &+= 1
          runs &+= 1
          longestRun = max(longestRun, lines &+ closes &- runStart)
          runStart = lines &+ closes
        case .quadCurve, .curve:
          return nil
        }
        index &+= 1
        // The lines after it, the common case, by a loop of their own (counted after it).
        let linesStart = index
        while index < elements.count, case .line(let p) = elements[index] {
          scan.add(p)
          index &+= 1
        }
        lines &+= index &- linesStart
      }
      guard scan.largestX <= 1e100, scan.largestY <= 1e100, scan.isFinite else { return nil }
      let magnitude = scan.largestMagnitude
      let segments = lines &+ closes
      if segments > runStart {
        runs &+= 1
        longestRun = max(longestRun, segments &- runStart)
      }
      let hasClosedRun = closes > 0
      // Outside the unscaled range the general route scales the path, or returns the empty
      // path, as `strokePlan(_:tolerance:)`.
      guard Self.strokeScale(magnitude: magnitude, width: width) == 1 else { return nil }
      let tol = Self.strokeTolerance(tolerance, magnitude: magnitude, width: width)
      let outliner = StrokeOutliner(
        lineWidth: width, cap: cap, join: join, miterLimit: miterLimit, tolerance: tol)
      var result = Path()
      guard segments > 0 else { return result }
      var lastContour: Int?
      if let size = outliner.lineStrokeBufferSize(
        segments: segments, runs: runs, longestRun: longestRun, closedRuns: hasClosedRun)
      {
        let linesAfterMove = lines &+ 1 == elements.count
        if size.total > [Path.Element].largestTrimmedOutline {
          (result.storage, lastContour) = outliner.reservedLineStroke(
            elements, size: size, linesAfterMove: linesAfterMove)
        } else {
          // Written into temporary room (on the stack when small) and copied into an array
          // of its own size: one allocation, and no reserved bound kept.
          result.storage = withUnsafeTemporaryAllocation(
            of: Path.Element.self, capacity: size.total
          ) { buffer in
            let base = buffer.baseAddress.unsafelyUnwrapped
            let (count, last) = outliner.writeLineStroke(
              elements, at: base, size: size, linesAfterMove: linesAfterMove)
            lastContour = last
            return Array(UnsafeBufferPointer(start: base, count: count))
          }
        }
      } else {
        var output: [Path.Element] = []
        output.reserveCapacity(elements.count * 6 + 8)
        var left: [Path.Element] = []
        var right: [Path.Element] = []
        lastContour = outliner.strokeLines(
          elements, into: &output, left: &left, right: &right,
          linesAfterMove: lines &+ 1 == elements.count)
        result.storage = output
      }
      // Every point drawn is within about 1e16 times the half width of a point of the path
      // (a miter is drawn only where 1 + t0·t1 > 1e-16; the inner crossing is checked), and
      // the half width is at least 5e-101, so the arc emitter's 1 / r is finite: with
      // coordinates and width in 1e-100...1e100 (`strokeScale`) the outline is finite.
      if let k = lastContour { result.subpathStart = result.storage[k].endPoint }
      return result
    }
  }
}

extension StrokeOutliner {
  /// The sizes of one buffer that holds the stroke of a lines-only path and its scratch
  /// sides: `output` elements for the outline, then `side` for the left side of a run and
  /// (when a run is closed) `side` more for its right side; `nil` when the round geometry
  /// has more than 16 arcs a half turn (the bound, proportional to it, would reserve far
  /// more than is drawn: those strokes grow arrays instead).
  ///
  /// With J the elements of the widest join (two lines, or the arcs of a half turn when
  /// round) and C those of a cap (a line, three, or the arcs of a half turn), one side of
  /// a run of s segments has at most (J + 1)·s + 1 elements: the move and the first line,
  /// then a join and a line a segment, and a closing join (the inner crossing replaces an
  /// element, adds none). A run draws its right side, its left one reversed (one element
  /// for each) and two caps and a close, or two closes: at most 2·((J + 1)·s + 1) + 2·C;
  /// a zero-length run's dot, 2·C + 2, is less.
  @inline(__always)
  func lineStrokeBufferSize(segments: Int, runs: Int, longestRun: Int, closedRuns: Bool)
    -> (output: Int, side: Int, total: Int)?
  {
    let roundArcs =
      cap == .round || join == .round
      ? arcPieceCount(sweep: Double.pi, maximumStep: arcStep, maximumPieces: Self.maximumArcPieces)
      : 0
    guard roundArcs <= 16 else { return nil }
    let joinElements = join == .round ? max(2, roundArcs) : 2
    let capElements: Int
    switch cap {
    case .butt: capElements = 1
    case .square: capElements = 3
    case .round: capElements = roundArcs
    }
    let output = 2 * (joinElements + 1) * segments + (2 + 2 * capElements) * runs
    let side = (joinElements + 1) * longestRun + 1
    return (output, side, output + side * (closedRuns ? 2 : 1))
  }

  /// Writes the stroke of `elements` at `base`: the outline first, then the scratch sides
  /// (``lineStrokeBufferSize(segments:runs:longestRun:closedRuns:)``'s `size`); the
  /// outline's element count and the index of its last move.
  @inline(__always)
  func writeLineStroke(
    _ elements: UnsafeBufferPointer<Path.Element>, at base: UnsafeMutablePointer<Path.Element>,
    size: (output: Int, side: Int, total: Int), linesAfterMove: Bool
  ) -> (count: Int, lastContour: Int?) {
    var output = OutlineWriter(base)
    var left = OutlineWriter(base + size.output)
    var right = OutlineWriter(base + size.output + size.side)
    let last = strokeLines(
      elements, into: &output, left: &left, right: &right, linesAfterMove: linesAfterMove)
    // The size bounds are proved in `lineStrokeBufferSize`; were one wrong, the overrun is
    // caught here, after the fact, instead of passing unnoticed.
    precondition(output.count <= size.output, "stroke outline outgrew its reserved room")
    return (output.count, last)
  }

  /// The stroke of `elements` written into an array's reserved storage, with no copy.
  ///
  /// For outlines over `largestTrimmedOutline` elements, whose unwritten room stays
  /// reserved (`releaseSpareCapacity`). `reserveCapacity` allocates through the array code
  /// specialized for `Path.Element`.
  @inline(never)
  func reservedLineStroke(
    _ elements: UnsafeBufferPointer<Path.Element>, size: (output: Int, side: Int, total: Int),
    linesAfterMove: Bool
  ) -> ([Path.Element], Int?) {
    var storage: [Path.Element] = []
    storage.reserveCapacity(size.total)
    var lastContour: Int?
    storage.append(
      contentsOf: OutlineFill { base in
        let (count, last) = writeLineStroke(
          elements, at: base, size: size, linesAfterMove: linesAfterMove)
        lastContour = last
        return count
      })
    return (storage, lastContour)
  }

  /// Strokes the subpaths of `elements` (moves, lines and closes) into `output`, with
  /// `left` and `right` the scratch buffers of one side each; the index of the last
  /// contour's `.move` in `output`, `nil` when nothing is drawn.
  ///
  /// `linesAfterMove` tells that the elements are a move and lines only (then, when the
  /// move comes first, they are one run, stroked without looking for its end).
  func strokeLines<Sink: OutlineSink>(
    _ elements: UnsafeBufferPointer<Path.Element>, into output: inout Sink,
    left: inout Sink, right: inout Sink, linesAfterMove: Bool
  ) -> Int? {
    if linesAfterMove, elements.count > 1, case .move(let start) = elements[0] {
      return strokeLineRun(
        UnsafeBufferPointer(rebasing: elements[1...]), from: start, closed: false,
        into: &output, left: &left, right: &right)
    }
    // Every run of lines starts at its subpath's start: after a move, or after a close
    // (the Stroker's origin before the first move).
    var start = Point.zero
    var lastContour: Int?
    var i = 0
    while i < elements.count {
      if case .move(let p) = elements[i] {
        start = p
        i += 1
        continue
      }
      var j = i
      while j < elements.count, case .line = elements[j] { j += 1 }
      var closed = false
      if j < elements.count, case .closeSubpath = elements[j] { closed = true }
      if let k = strokeLineRun(
        UnsafeBufferPointer(rebasing: elements[i..<j]), from: start, closed: closed,
        into: &output, left: &left, right: &right)
      {
        lastContour = k
      }
      i = closed ? j + 1 : j
    }
    return lastContour
  }
}

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
      // The output's last two points, carried from the right side's: `appendCap` and
      // `appendReversed` as they would read them back.
      var outputEnds = ends.rightEnds
      appendCap(&output, &outputEnds, at: ends.lastPoint, tangent: ends.lastTangent)
      appendReversed(&output, &outputEnds, of: left)
      appendCap(&output, &outputEnds, at: start, tangent: -ends.firstTangent)
      canonicalizeClosedContour(&output, from: first)
      output.append(.closeSubpath)
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
  private func appendSegmentStroke<Sink: OutlineSink>(
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

  /// `appendCap(_:at:tangent:)` with the sink's last two points carried in `ends` (a butt
  /// cap is one line; other caps are read back after).
  @inline(__always)
  private func appendCap<Sink: OutlineSink>(
    _ sink: inout Sink, _ ends: inout SideEnds, at point: Point, tangent: Point
  ) {
    guard cap == .butt else {
      ends = appendCapReadingBack(&sink, at: point, tangent: tangent)
      return
    }
    let n = tangent.perpendicular
    let h = halfWidth
    appendSideLine(&sink, &ends, to: point + h * n)
  }

  /// `appendCap(_:at:tangent:)`, then the sink's last two points read back (out of line, so
  /// that the butt cap's line stays small enough to inline).
  @inline(never)
  private func appendCapReadingBack<Sink: OutlineSink>(
    _ sink: inout Sink, at point: Point, tangent: Point
  ) -> SideEnds {
    appendCap(&sink, at: point, tangent: tangent)
    return SideEnds(reading: sink)
  }

  /// Twice the signed area of the closed subpath from `start` through `lines`, summed over
  /// its segments of non-zero length relative to `start` in order, as `Stroker` sums it,
  /// and the box of its points.
  private func twiceAreaAndBox(_ lines: UnsafeBufferPointer<Path.Element>, from start: Point)
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
  private func appendLineSides<Sink: OutlineSink>(
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
  private func appendLocalLineSides<Sink: OutlineSink>(
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
  private struct LineSidesState {
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
  private func appendClosingSegment<Sink: OutlineSink>(
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
  private struct LineStep {
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
  private func appendLineSegment<Sink: OutlineSink>(
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

  /// A corner between two segments of a line run: the pivot, the unit tangents before
  /// (`t0`) and after (`t1`), their cross and dot products, `halfWidth / (1 + dot)` and
  /// the segments' lengths.
  private struct Corner {
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
  private func appendCorner<Sink: OutlineSink>(
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
  /// taken from `ends`, and the next offset's start given: `nextStart` is `previous ∓ n`,
  /// bit for bit the `pivot + (side·h)·n1` computed there (the products negated exactly,
  /// and `p + (−v)` is `p − v`).
  ///
  /// `offsetsCrossing`'s point and tests, without its finiteness test, which always passes
  /// on this route (coordinates and width at most 1e100). A tangent is a unit vector to
  /// rounding (``Point/direction(length:)``), so each of its components is below 2 in
  /// magnitude. With `1 + d > 1e-9` and |h| at most 5e99, each component of
  /// `(h / (1 + d))·(n0 + n1)` is below 2.1e109, and the pivot's are at most 1e100: the
  /// crossing is finite.
  @inline(__always)
  private func innerCrossing(
    _ ends: SideEnds, _ corner: Corner, atEnd: Bool, side: Double, nextStart: Point,
    nextEnd: Point
  ) -> Point? {
    let d = corner.dot
    guard atEnd, halfWidth * abs(corner.cross) <= corner.lengths, 1 + d > 1e-9 else {
      return nil
    }
    let pivot = corner.pivot
    let n0 = corner.t0.perpendicular
    let n1 = corner.t1.perpendicular
    // `pivot + h·n0`, equal to the current point (`atEnd`; both finite, the tangents being
    // so): they can differ only in the sign of a zero coordinate, which changes r below
    // only where that coordinate of `previousStart` is +0 and r's is then ±0, so `r·r` not
    // at all and `s` only in the sign of a zero, where `s > 0` fails either way.
    let previousEnd = ends.current
    let previousStart = ends.start
    // `(h / (1 + d))` with h = side·halfWidth is `side · scale` exactly (``LineStep``).
    let crossing = pivot + (side * corner.scale) * (n0 + n1)
    let r = previousEnd - previousStart
    let q = nextEnd - nextStart
    let s = (crossing - previousStart).dot(r)
    let u = (crossing - nextStart).dot(q)
    guard s > 0, s < r.dot(r), u > 0, u < q.dot(q) else { return nil }
    return crossing
  }

  /// The join at the start of a closed side (from `sink[region]`, its `.move`), from the
  /// last segment (`t0`) to the first (`t1`), and the contour made canonical; where the
  /// side is the inner one and the offsets cross inside both segments (the shorter
  /// `lengths` long), the contour starts at the crossing.
  @inline(__always)
  private func closeLineSide<Sink: OutlineSink>(
    _ sink: inout Sink, from region: Int, at start: Point, _ t0: Point, _ t1: Point,
    _ lengths: Double, side: Double
  ) {
    let turn = t0.cross(t1)
    if turn != 0 && (turn > 0) == (side > 0), sink.count > region + 2,
      case .line(let end) = sink[region + 1],
      let x = innerCrossing(
        sink, pivot: start, t0, t1, side: side, nextEnd: end, lengths: lengths)
    {
      sink[sink.count - 1] = .line(to: x)
      sink[region] = .move(to: x)
    } else {
      appendJoin(&sink, pivot: start, t0, t1, side: side, style: join)
    }
    canonicalizeClosedContour(&sink, from: region)
  }

  /// The stroke of a zero-length subpath at `point`, as `Stroker` draws it undashed: a disc
  /// for round caps, a square along +x for square caps, nothing for butt caps.
  private func appendDot<Sink: OutlineSink>(_ sink: inout Sink, at point: Point) {
    guard cap != .butt else { return }
    let tangent = Point(x: 1, y: 0)
    let n = tangent.perpendicular
    let start = sink.count
    sink.append(.move(to: point - halfWidth * n))
    appendCap(&sink, at: point, tangent: tangent)
    appendCap(&sink, at: point, tangent: -tangent)
    canonicalizeClosedContour(&sink, from: start)
    sink.append(.closeSubpath)
  }
}
