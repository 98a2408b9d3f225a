// The stroker's assembly of the two sides: a segment begun with its join, the inner side of
// corners turned where the offsets cross, and the contours closed, capped or dotted.

extension Stroker {
  /// Starts a segment at `point` leaving in `tangent`: opens both sides, or joins.
  ///
  /// The first segment opens both sides, later ones get a join. `lineTo` is the end of the
  /// segment when it is a line: the inner side of a corner from a line or a curve into a
  /// line turns where their offsets cross, when they cross inside both (`cubic` does the
  /// same for a corner from a line into a curve once the curve's offset is drawn).
  mutating func begin(at point: Point, tangent: Point, lineTo: Point?, end: Point) {
    let n = outliner.halfWidth * tangent.perpendicular
    guard hasSegment else {
      hasSegment = true
      firstIsCurve = lineTo == nil
      firstTangent = tangent
      firstEnd = end
      twiceArea = 0
      contourStart = output.count
      lastContour = contourStart
      output.append(.move(to: point - n))
      left.removeAll(keepingCapacity: true)
      left.append(.move(to: point + n))
      return
    }
    let g = outliner
    let t0 = lastTangent
    // The inner side is the left one where the path turns left (t0 × t1 > 0).
    let turn = t0.cross(tangent)
    // A straight joint: ``StrokeOutliner/appendJoin``'s first case.
    let straight = g.isStraightJoint(dot: t0.dot(tangent), cross: turn)
    if let end = lineTo, turn != 0, !(straight && endsWithCurves),
      turnInnerCorner(at: point, tangent: tangent, lineTo: end)
    {
      return
    }
    // Both sides of a straight joint at once, the commonest joint of smooth paths.
    if straight {
      appendStraightJoint(at: point, tangent)
      return
    }
    let rightStart = output.count
    let leftStart = left.count
    let betweenLines = lineTo != nil && !lastIsCurve
    g.appendJoin(
      &output, pivot: point, t0, tangent, side: -1, style: g.join, betweenLines: betweenLines)
    g.appendJoin(
      &left, pivot: point, t0, tangent, side: 1, style: g.join, betweenLines: betweenLines)
    if lineTo == nil {
      // A curve follows; the inner side detours through the pivot from here.
      innerDetour = turn > 0 ? leftStart : rightStart
    }
  }

  /// Both sides of a straight joint at `pivot` into the direction `t1`, as
  /// ``StrokeOutliner/appendJoin`` draws it: each side goes on from `pivot ± h·n1`.
  @inline(__always)
  mutating func appendStraightJoint(at pivot: Point, _ t1: Point) {
    let g = outliner
    let n = g.halfWidth * t1.perpendicular
    g.appendLine(&output, to: pivot - n)
    g.appendLine(&left, to: pivot + n)
  }

  /// Whether both sides end with a curve: then ``turnInnerCorner(at:tangent:lineTo:)``
  /// leaves a straight joint alone (its crossing needs a line before the corner, and its
  /// cut after a curve applies only to joints that detour).
  private var endsWithCurves: Bool {
    guard case .curve = output.last, case .curve = left.last else { return false }
    return true
  }

  /// Draws the corner into a line segment ending at `end` with its inner side turning at
  /// the offsets' crossing, from the last line or curve piece of that side, and its outer
  /// side joined; `false` (nothing drawn) where the offsets do not cross inside both.
  @inline(never)
  mutating func turnInnerCorner(at point: Point, tangent: Point, lineTo end: Point)
    -> Bool
  {
    let g = outliner
    // The shorter of the two segments (a curve by its chord).
    let lengths = min((point - lastStart).magnitude, (end - point).magnitude)
    let t0 = lastTangent
    let turn = t0.cross(tangent)
    let n = g.halfWidth * tangent.perpendicular
    let side: Double = turn > 0 ? 1 : -1
    // Whether the join draws more than a line (after a curve, only such a join's inner
    // side is worth cutting).
    let detours = !g.isStraightJoint(dot: t0.dot(tangent), cross: turn)
    if side > 0 {
      if let x = g.innerCrossing(
        left, pivot: point, t0, tangent, side: side, nextEnd: end + n, lengths: lengths)
      {
        left[left.count - 1] = .line(to: x)
        g.appendJoin(
          &output, pivot: point, t0, tangent, side: -1, style: g.join,
          betweenLines: !lastIsCurve)
        return true
      }
      if detours,
        g.turnInnerCornerAfterCurve(
          &left, pivot: point, t0, tangent, side: side, nextEnd: end + n, lengths: lengths)
      {
        g.appendJoin(
          &output, pivot: point, t0, tangent, side: -1, style: g.join,
          betweenLines: !lastIsCurve)
        return true
      }
    } else {
      if let x = g.innerCrossing(
        output, pivot: point, t0, tangent, side: side, nextEnd: end - n, lengths: lengths)
      {
        output[output.count - 1] = .line(to: x)
        g.appendJoin(
          &left, pivot: point, t0, tangent, side: 1, style: g.join, betweenLines: !lastIsCurve)
        return true
      }
      if detours,
        g.turnInnerCornerAfterCurve(
          &output, pivot: point, t0, tangent, side: side, nextEnd: end - n, lengths: lengths)
      {
        g.appendJoin(
          &left, pivot: point, t0, tangent, side: 1, style: g.join, betweenLines: !lastIsCurve)
        return true
      }
    }
    return false
  }

  /// Cuts the inner corner from a line into the curve just drawn at their offsets'
  /// crossing (``StrokeOutliner/turnInnerCornerBeforeCurve``), the detour starting at
  /// `innerDetour`; `lastTangent` is still the line's direction.
  @inline(never)
  mutating func cutInnerCornerBeforeCurve(
    at pivot: Point, leaving tangent: Point, to end: Point
  ) {
    // The shorter of the line and the curve's chord, where needed.
    @inline(__always) func lengths() -> Double {
      min((pivot - lastStart).magnitude, (end - pivot).magnitude)
    }
    let join = innerDetour
    innerDetour = -1
    let t0 = lastTangent
    guard (t0.cross(tangent) > 0 ? 1.0 : -1.0) != droppedSide else { return }
    let g = outliner
    if t0.cross(tangent) > 0 {
      if lastIsCurve {
        g.turnInnerCornerBetweenCurves(&left, join: join, pivot: pivot)
      } else {
        g.turnInnerCornerBeforeCurve(
          &left, join: join, pivot: pivot, t0, tangent, side: 1, lengths: lengths())
      }
    } else {
      if lastIsCurve {
        g.turnInnerCornerBetweenCurves(&output, join: join, pivot: pivot)
      } else {
        g.turnInnerCornerBeforeCurve(
          &output, join: join, pivot: pivot, t0, tangent, side: -1, lengths: lengths())
      }
    }
  }

  /// The join at the start of a closed subpath, from the last segment to the first; where
  /// both are lines and their inner offsets cross inside both, the inner contour starts at
  /// the crossing.
  mutating func closeJoin() {
    let g = outliner
    // The shorter of the last and the first segment (a curve by its chord), where needed.
    @inline(__always) func lengths() -> Double {
      min((subpathStart - lastStart).magnitude, (firstEnd - subpathStart).magnitude)
    }
    let t0 = lastTangent
    let t1 = firstTangent
    let turn = t0.cross(t1)
    let straight = g.isStraightJoint(dot: t0.dot(t1), cross: turn)
    // As in `begin`: the crossings below need a line before the corner.
    if straight && endsWithCurves {
      appendStraightJoint(at: subpathStart, t1)
      return
    }
    if turn > 0, left.count > 2, case .line(let end) = left[1],
      let x = g.innerCrossing(
        left, pivot: subpathStart, t0, t1, side: 1, nextEnd: end, lengths: lengths())
    {
      left[left.count - 1] = .line(to: x)
      left[0] = .move(to: x)
      g.appendJoin(&output, pivot: subpathStart, t0, t1, side: -1, style: g.join)
      return
    }
    if turn < 0, output.count > contourStart + 2, case .line(let end) = output[contourStart + 1],
      let x = g.innerCrossing(
        output, pivot: subpathStart, t0, t1, side: -1, nextEnd: end, lengths: lengths())
    {
      output[output.count - 1] = .line(to: x)
      output[contourStart] = .move(to: x)
      g.appendJoin(&left, pivot: subpathStart, t0, t1, side: 1, style: g.join)
      return
    }
    if straight {
      appendStraightJoint(at: subpathStart, t1)
      return
    }
    g.appendJoin(&output, pivot: subpathStart, t0, t1, side: -1, style: g.join)
    g.appendJoin(&left, pivot: subpathStart, t0, t1, side: 1, style: g.join)
    if firstIsCurve || lastIsCurve { loopMarks.appendMark(subpathStart) }
  }

  /// Ends an open subpath: one contour, the right side, the end cap, the left side
  /// reversed and the start cap.
  mutating func finishOpen() {
    defer {
      hasElement = false
      hasSegment = false
    }
    guard hasSegment else {
      if hasElement { appendDot() }
      return
    }
    var ends = SideEnds(reading: output)
    outliner.closeOpenContour(
      &output, &ends, left: left, from: contourStart, end: current, endTangent: lastTangent,
      start: subpathStart, startTangent: firstTangent)
    removeMarkedLoops()
  }

  /// Drops the loops at `loopMarks` from the current subpath's outline.
  @inline(__always) mutating func removeMarkedLoops() {
    if !loopMarks.isEmpty { removeLoops() }
  }

  /// ``removeMarkedLoops()``'s pass, where there are marks.
  @inline(never) mutating func removeLoops() {
    // The pass may drop or rewrite contours: the last one's move is looked for again.
    lastContour = -1
    outliner.removeLoops(&output, from: contourStart, marks: loopMarks)
    loopMarks.removeAll(keepingCapacity: true)
  }

  /// Appends the left side reversed as a closed contour of its own, made canonical (the
  /// close of a closed subpath; an open one's is ``StrokeOutliner/closeOpenContour``).
  mutating func appendLeftContour() {
    outliner.appendReversed(&output, of: left, startingWithMove: true)
  }

  /// The stroke of a zero-length subpath: a disc for round caps, a square along
  /// `dotTangent` for square caps, nothing for butt caps.
  mutating func appendDot() {
    let g = outliner
    guard g.cap != .butt else { return }
    let n = dotTangent.perpendicular
    let start = output.count
    lastContour = start
    output.append(.move(to: current - g.halfWidth * n))
    g.appendCap(&output, at: current, tangent: dotTangent)
    g.appendCap(&output, at: current, tangent: -dotTangent)
    g.canonicalizeClosedContour(&output, from: start)
    output.append(.closeSubpath)
  }
}
