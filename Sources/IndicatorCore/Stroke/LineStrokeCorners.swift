// The corners of a run of lines: the outer join and the inner side's crossing decided
// together, each side's end closed, and the dot of a run of zero length.

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
  func innerCrossing(
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
  func closeLineSide<Sink: OutlineSink>(
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
  func appendDot<Sink: OutlineSink>(_ sink: inout Sink, at point: Point) {
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
