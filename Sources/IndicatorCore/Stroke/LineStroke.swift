// The stroke of paths made of lines only: each side of a subpath is written in one pass
// over its points, both into the outline's buffer, so that stroking allocates nothing but
// the outline. It draws what `Stroker` draws for such paths, element for element: the same
// emitters (CanonicalOutline.swift, Joins.swift, Caps.swift) run on each side in the same
// order, because between lines the two sides of a subpath never read each other.

extension Path {
  /// The outline `strokedPath(style, tolerance:)` returns, for an undashed stroke of a path
  /// made of moves, lines and closes only, with every coordinate and the width finite and
  /// at most 1e100; `nil` for any other path or style (the general stroker draws it).
  func strokedLines(_ style: StrokeStyle, tolerance: Double) -> Path? {
    let width = style.lineWidth
    guard style.dash.isEmpty, width > 0, width.isFinite else { return nil }
    return storage.withUnsafeBufferPointer { elements -> Path? in
      guard !elements.isEmpty else { return nil }
      var magnitude = 0.0
      for element in elements {
        switch element {
        case .move(let p), .line(let p):
          guard p.isFinite else { return nil }
          magnitude = max(magnitude, abs(p.x), abs(p.y))
        case .closeSubpath:
          break
        case .quadCurve, .curve:
          return nil
        }
      }
      guard max(magnitude, width) <= 1e100 else { return nil }
      // As `strokePlan(_:tolerance:)`.
      let minimum = max(Self.minimumStrokeTolerance, 1e-12 * (magnitude + width))
      let tol = tolerance.isFinite && tolerance > minimum ? tolerance : minimum
      let outliner = StrokeOutliner(style: style, tolerance: tol)
      var result = Path()
      if outliner.join != .round && outliner.cap != .round {
        // Without arcs, each side of a subpath of s segments has at most 1 + 3s elements (a
        // join two, its line one) plus two for a closing join: a run writes at most
        // 9s + 11 elements, its scratch side included (capacity the buffer is given).
        var segments = 0
        var runs = 0
        var inRun = false
        for element in elements {
          switch element {
          case .move: inRun = false
          case .line:
            segments += 1
            if !inRun { runs += 1 }
            inRun = true
          default:
            segments += 1
            if !inRun { runs += 1 }
            inRun = false
          }
        }
        guard segments > 0 else { return result }
        result.storage = [Path.Element](unsafeUninitializedCapacity: 9 * segments + 11 * runs) {
          buffer, initialized in
          var writer = OutlineWriter(buffer.baseAddress!)
          outliner.strokeLines(elements, into: &writer)
          initialized = writer.count
        }
      } else {
        var output: [Path.Element] = []
        output.reserveCapacity(elements.count * 6 + 8)
        outliner.strokeLines(elements, into: &output)
        result.storage = output
      }
      guard result.isFinite else { return Path() }
      var k = result.storage.count - 1
      while k >= 0 {
        if case .move(let p) = result.storage[k] {
          result.subpathStart = p
          break
        }
        k -= 1
      }
      return result
    }
  }
}

extension StrokeOutliner {
  /// Strokes the subpaths of `elements` (moves, lines and closes) into `output`.
  func strokeLines<Sink: OutlineSink>(
    _ elements: UnsafeBufferPointer<Path.Element>, into output: inout Sink
  ) {
    // Every run of lines starts at its subpath's start: after a move, or after a close
    // (the Stroker's origin before the first move).
    var start = Point.zero
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
      strokeLineRun(
        UnsafeBufferPointer(rebasing: elements[i..<j]), from: start, closed: closed,
        into: &output)
      i = closed ? j + 1 : j
    }
  }
}

extension StrokeOutliner {
  /// Appends the stroke of one subpath of lines, from `start` through the `.line` elements
  /// of `lines` (and back to `start` when `closed`), as `Stroker` draws it: one contour for
  /// an open subpath, two for a closed one (the outer one first), a dot for one of zero
  /// length.
  ///
  /// The left side is written first, forwards, after the outline (a scratch region), and
  /// its reverse appended where the contour needs it; then the scratch region is removed.
  func strokeLineRun<Sink: OutlineSink>(
    _ lines: UnsafeBufferPointer<Path.Element>, from start: Point, closed: Bool,
    into output: inout Sink
  ) {
    let scratch = output.count
    guard closed else {
      guard let ends = appendLineSide(&output, lines, from: start, closed: false, side: 1) else {
        if !lines.isEmpty { appendDot(&output, at: start) }
        return
      }
      let right = output.count
      appendLineSide(&output, lines, from: start, closed: false, side: -1)
      appendCap(&output, at: ends.lastPoint, tangent: ends.lastTangent)
      appendReversed(&output, scratch..<right, startingWithMove: false)
      appendCap(&output, at: start, tangent: -ends.firstTangent)
      canonicalizeClosedContour(&output, from: right)
      output.append(.closeSubpath)
      output.removeSubrange(scratch..<right)
      return
    }
    if twiceArea(lines, from: start) >= 0 {
      // The right side is the outer contour.
      guard appendLineSide(&output, lines, from: start, closed: true, side: -1) != nil else {
        appendDot(&output, at: start)
        return
      }
      output.append(.closeSubpath)
      let left = output.count
      appendLineSide(&output, lines, from: start, closed: true, side: 1)
      let reversed = output.count
      appendReversed(&output, left..<reversed, startingWithMove: true)
      output.append(.closeSubpath)
      output.removeSubrange(left..<reversed)
    } else {
      // The left side, reversed, is the outer contour (a negative area has a segment).
      appendLineSide(&output, lines, from: start, closed: true, side: 1)
      let reversed = output.count
      appendReversed(&output, scratch..<reversed, startingWithMove: true)
      output.append(.closeSubpath)
      appendLineSide(&output, lines, from: start, closed: true, side: -1)
      output.append(.closeSubpath)
      output.removeSubrange(scratch..<reversed)
    }
  }

  /// Twice the signed area of the closed subpath from `start` through `lines`, summed over
  /// its segments of non-zero length relative to `start` in order, as `Stroker` sums it.
  private func twiceArea(_ lines: UnsafeBufferPointer<Path.Element>, from start: Point)
    -> Double
  {
    var area = 0.0
    var previous = start
    for k in 0...lines.count {
      let point: Point
      if k < lines.count {
        guard case .line(let p) = lines[k] else { continue }
        point = p
      } else {
        point = start
      }
      guard point != previous else { continue }
      area += (previous - start).cross(point - start)
      previous = point
    }
    return area
  }

  /// Appends one side (`side` +1 left, −1 right) of the subpath from `start` through
  /// `lines` (and back to `start` when `closed`, with the closing join and the contour made
  /// canonical), starting with its `.move`; `nil`, with nothing appended, when no segment
  /// has non-zero length.
  ///
  /// At each corner the inner side turns at the offsets' crossing where they cross inside
  /// both segments (`Stroker`'s inner corner), else both sides get the join.
  @discardableResult
  private func appendLineSide<Sink: OutlineSink>(
    _ sink: inout Sink, _ lines: UnsafeBufferPointer<Path.Element>,
    from start: Point, closed: Bool, side: Double
  ) -> (firstTangent: Point, lastTangent: Point, lastPoint: Point)? {
    let region = sink.count
    var previous = start
    var lastStart = start
    var firstTangent = Point(x: 1, y: 0)
    var firstEnd = start
    var lastTangent = firstTangent
    var hasSegment = false
    for k in 0..<(closed ? lines.count + 1 : lines.count) {
      let point: Point
      if k < lines.count {
        guard case .line(let p) = lines[k] else { continue }
        point = p
      } else {
        point = start
      }
      guard point != previous else { continue }
      let delta = point - previous
      let tangent = delta * (1 / delta.magnitude)
      let n = halfWidth * Point(x: -tangent.y, y: tangent.x)
      if !hasSegment {
        hasSegment = true
        firstTangent = tangent
        firstEnd = point
        sink.append(.move(to: side < 0 ? previous - n : previous + n))
      } else {
        let t0 = lastTangent
        let turn = t0.cross(tangent)
        let inner = turn != 0 && (turn > 0) == (side > 0)
        if !inner
          || !turnInnerCorner(
            &sink, at: previous, t0, tangent, from: lastStart, lineTo: point, n: n, side: side)
        {
          appendJoin(&sink, pivot: previous, t0, tangent, side: side, style: join)
        }
      }
      appendLine(&sink, to: side < 0 ? point - n : point + n)
      lastTangent = tangent
      lastStart = previous
      previous = point
    }
    guard hasSegment else { return nil }
    if closed {
      // The join at the start, from the last segment to the first; where the side is the
      // inner one and both are lines whose offsets cross inside both, the contour starts
      // at the crossing.
      let t0 = lastTangent
      let t1 = firstTangent
      let turn = t0.cross(t1)
      if turn != 0 && (turn > 0) == (side > 0), sink.count > region + 2,
        case .line(let end) = sink[region + 1],
        let x = innerCrossing(
          sink, pivot: start, t0, t1, side: side, nextEnd: end,
          lengths: min((start - lastStart).magnitude, (firstEnd - start).magnitude))
      {
        sink[sink.count - 1] = .line(to: x)
        sink[region] = .move(to: x)
      } else {
        appendJoin(&sink, pivot: start, t0, t1, side: side, style: join)
      }
      canonicalizeClosedContour(&sink, from: region)
    }
    return (firstTangent, lastTangent, previous)
  }

  /// The inner side of the corner at `point` into the line to `end`, turned at the
  /// offsets' crossing (after a line) or cut where the line's offset crosses the last
  /// piece (after a round join's arc); `false`, with nothing changed, where neither
  /// applies. `n` is the half width times the left normal of `tangent`.
  @inline(__always)
  private func turnInnerCorner<Sink: OutlineSink>(
    _ sink: inout Sink, at point: Point, _ t0: Point, _ tangent: Point,
    from lastStart: Point, lineTo end: Point, n: Point, side: Double
  ) -> Bool {
    // The shorter of the two segments.
    let lengths = min((point - lastStart).magnitude, (end - point).magnitude)
    let nextEnd = side > 0 ? end + n : end - n
    if let x = innerCrossing(
      sink, pivot: point, t0, tangent, side: side, nextEnd: nextEnd, lengths: lengths)
    {
      sink[sink.count - 1] = .line(to: x)
      return true
    }
    // Whether the join draws more than a line.
    let detours = t0.dot(tangent) <= 0 || halfWidth * abs(t0.cross(tangent)) > straightJoinGap
    return detours
      && turnInnerCornerAfterCurve(
        &sink, pivot: point, t0, tangent, side: side, nextEnd: nextEnd, lengths: lengths)
  }

  /// Appends the reverse of the side `sink[range]` (a `.move` and what follows): from its
  /// end back to its start, continuing the current point unless `startingWithMove`, where
  /// it is a closed contour of its own, made canonical.
  private func appendReversed<Sink: OutlineSink>(
    _ sink: inout Sink, _ range: Range<Int>, startingWithMove: Bool
  ) {
    let start = sink.count
    if startingWithMove, let last = sink[range.upperBound - 1].endPoint {
      sink.append(.move(to: last))
    }
    var i = range.upperBound - 1
    while i > range.lowerBound {
      let previous = sink[i - 1].endPoint ?? .zero
      switch sink[i] {
      case .line:
        appendLine(&sink, to: previous)
      case .curve(_, let c1, let c2):
        sink.append(.curve(to: previous, control1: c2, control2: c1))
      case .quadCurve(_, let c):
        sink.append(.quadCurve(to: previous, control: c))
      case .move, .closeSubpath:
        break
      }
      i -= 1
    }
    if startingWithMove { canonicalizeClosedContour(&sink, from: start) }
  }

  /// The stroke of a zero-length subpath at `point`, as `Stroker` draws it undashed: a disc
  /// for round caps, a square along +x for square caps, nothing for butt caps.
  private func appendDot<Sink: OutlineSink>(_ sink: inout Sink, at point: Point) {
    guard cap != .butt else { return }
    let tangent = Point(x: 1, y: 0)
    let n = Point(x: -tangent.y, y: tangent.x)
    let start = sink.count
    sink.append(.move(to: point - halfWidth * n))
    appendCap(&sink, at: point, tangent: tangent)
    appendCap(&sink, at: point, tangent: -tangent)
    canonicalizeClosedContour(&sink, from: start)
    sink.append(.closeSubpath)
  }
}
