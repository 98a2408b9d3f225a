// The canonical form of stroke outlines: the element emitters every side, join and cap
// goes through, so that an outline has no zero-length element, no two consecutive
// collinear lines, no line back to its contour's start before the close, and turns at the
// crossing of the inner offsets of a corner between two lines (the Stroking article,
// "Canonical outlines").

extension StrokeOutliner {
  /// Appends a line from the current point (the end of the sink's last element) to `point`.
  ///
  /// A line within ``snapDistance`` of the current point is not drawn (the next element
  /// starts from the current point instead); a line continuing the last line in the same
  /// direction, its shared vertex within ``snapDistance`` of the merged line, replaces it.
  @inline(__always)
  func appendLine<Sink: OutlineSink>(_ sink: inout Sink, to point: Point) {
    let count = sink.count
    guard count > 0, let current = sink[count - 1].endPoint else {
      sink.append(.line(to: point))
      return
    }
    let step = point - current
    let snap = snapDistance
    if step.dot(step) <= snap * snap { return }
    if count > 1, case .line = sink[count - 1], let start = sink[count - 2].endPoint,
      isStraightRun(start, current, point)
    {
      sink[count - 1] = .line(to: point)
      return
    }
    sink.append(.line(to: point))
  }

  /// Whether `b` is a vertex to drop between `a` and `c`: the path turns back nowhere
  /// (`(b − a)·(c − b) > 0`) and `b` is within ``snapDistance`` of the line through `a`
  /// and `c`.
  ///
  /// The distance is tested first: it is rarely within the snap, so its branch is
  /// predicted well, where the direction changes from one corner to the next.
  @inline(__always)
  func isStraightRun(_ a: Point, _ b: Point, _ c: Point) -> Bool {
    let u = b - a
    let v = c - b
    let cross = u.cross(v)  // (b − a) × (c − a): the distance of b from ac times |c − a|.
    let w = c - a
    guard cross * cross <= snapDistance * snapDistance * w.dot(w) else { return false }
    return u.dot(v) > 0
  }

  /// The point where the inner side of a corner turns, when the corner is between two
  /// lines whose inner offsets cross inside both: `nil` otherwise (the inner side then
  /// goes through the pivot, ``appendJoin(_:pivot:_:_:side:style:)``).
  ///
  /// The sink's last element must be the previous line's offset, a line ending at
  /// `pivot + h·n0` (h = `side`·``halfWidth``, n0 the left normal of `t0`); the next line's
  /// offset runs from `pivot + h·n1` to `nextEnd`. The offsets, lines at distance h from the
  /// two segments, cross at `pivot + h·(n0 + n1)/(1 + t0·t1)` (the miter point of the inner
  /// side). The loop the detour would draw, crossing → `pivot + h·n0` → pivot →
  /// `pivot + h·n1` → crossing, winds once more around a region both segments' stroke
  /// rectangles cover when its corners lie in both: the crossing strictly inside both
  /// offset lines (as drawn), and `pivot + h·n0` within the next rectangle and
  /// `pivot + h·n1` within the previous one, that is h·|t0 × t1| at most both segments'
  /// lengths (`lengths`). Then the outline, a sum of those rectangles and the joins, covers
  /// that region with the loop dropped, and the crossing is used; short segments next to
  /// the width keep the detour.
  @inline(__always)
  func innerCrossing<Sink: OutlineSink>(
    _ sink: Sink, pivot: Point, _ t0: Point, _ t1: Point, side: Double,
    nextEnd: Point, lengths: Double
  ) -> Point? {
    let count = sink.count
    let d = t0.dot(t1)
    guard count > 1, 1 + d > 1e-9, halfWidth * abs(t0.cross(t1)) <= lengths else { return nil }
    let h = side * halfWidth
    let n0 = t0.perpendicular
    let n1 = t1.perpendicular
    let previousEnd = pivot + h * n0
    guard case .line(let last) = sink[count - 1], last == previousEnd,
      let previousStart = sink[count - 2].endPoint
    else { return nil }
    let crossing = offsetsCrossing(
      pivot: pivot, n0, n1, scale: h / (1 + d), from: previousStart, through: previousEnd,
      nextStart: pivot + h * n1, to: nextEnd)
    return crossing?.isFinite == true ? crossing : nil
  }

  /// The crossing of a corner's offset lines where it lies strictly inside both (`nil`
  /// otherwise), the one line–line crossing of the stroker's corners.
  ///
  /// The crossing is `pivot + scale·(n0 + n1)` (`scale` is `h / (1 + d)`, h the signed
  /// offset distance and d the tangents' dot product); the lines run from `previousStart`
  /// to `previousEnd` (`pivot + h·n0`) and from `nextStart` (`pivot + h·n1`) to `nextEnd`.
  /// Where the inputs are finite but large the crossing may not be finite: callers that
  /// cannot bound it test it.
  @inline(__always)
  func offsetsCrossing(
    pivot: Point, _ n0: Point, _ n1: Point, scale: Double, from previousStart: Point,
    through previousEnd: Point, nextStart: Point, to nextEnd: Point
  ) -> Point? {
    let crossing = pivot + scale * (n0 + n1)
    let r = previousEnd - previousStart
    let q = nextEnd - nextStart
    let s = (crossing - previousStart).dot(r)
    let u = (crossing - nextStart).dot(q)
    guard s > 0, s < r.dot(r), u > 0, u < q.dot(q) else { return nil }
    return crossing
  }

  /// Makes the closed contour starting at `sink[start]` (a `.move`) canonical before its
  /// close: drops lines back to its start (the close draws them), and where the close and
  /// the first line run straight on through the start, starts the contour at the close's
  /// other end instead.
  func canonicalizeClosedContour<Sink: OutlineSink>(_ sink: inout Sink, from start: Int) {
    var count = sink.count
    guard start < count, case .move(let first) = sink[start] else { return }
    let snap = snapDistance
    while count > start + 1, case .line(let p) = sink[count - 1],
      (p - first).dot(p - first) <= snap * snap
    {
      sink.removeLast()
      count -= 1
    }
    guard count > start + 2, case .line(let next) = sink[start + 1],
      let last = sink[count - 1].endPoint, isStraightRun(last, first, next)
    else { return }
    sink[start] = .move(to: last)
    if case .line = sink[count - 1] { sink.removeLast() }
  }
}

extension StrokeOutliner {
  /// Whether `q` lies in the stroke rectangle of a line from `start` along the unit
  /// direction `t`, as long as `extent` (a vector along `t`), within ``snapDistance``.
  @inline(__always)
  func isInRectangle(_ q: Point, from start: Point, along t: Point, to extent: Point) -> Bool {
    let d = q - start
    let along = d.dot(t)
    let snap = snapDistance
    return along >= -snap && along <= extent.dot(t) + snap
      && abs(d.cross(t)) <= halfWidth + snap
  }

  /// Where the segment from `a` to `b` crosses `curve`, at a parameter strictly inside
  /// (0, 1): the crossing nearest the curve's start (`fromStart`) or its end, with the
  /// crossing point strictly inside the segment; `nil` when there is none.
  ///
  /// The signed distance (b − a) × (P(u) − a) is sampled at u = 0, ⅛, …, 1 from the chosen
  /// end; the first sign change is bisected to the curve's parameter resolution (52
  /// halvings at most). Crossings between samples of one sign (a tangency, or two within
  /// an eighth) are missed, and the caller keeps the pivot detour.
  @inline(never)
  func segmentCrossing(_ a: Point, _ b: Point, _ curve: CubicBezier, fromStart: Bool)
    -> (u: Double, point: Point)?
  {
    let r = b - a
    @inline(__always) func side(_ u: Double) -> Double { r.cross(curve.point(at: u) - a) }
    var u0: Double = fromStart ? 0 : 1
    var f0 = side(u0)
    var bracket: (Double, Double)?
    for k in 1...8 {
      let u1 = fromStart ? Double(k) / 8 : 1 - Double(k) / 8
      let f1 = side(u1)
      if (f0 < 0) != (f1 < 0) && f0 != 0 {
        bracket = (u0, u1)
        break
      }
      u0 = u1
      f0 = f1
    }
    guard var (lo, hi) = bracket else { return nil }
    var fLo = side(lo)
    for _ in 0..<52 {
      let mid = 0.5 * (lo + hi)
      guard mid != lo, mid != hi else { break }
      let fMid = side(mid)
      if (fMid < 0) == (fLo < 0) {
        lo = mid
        fLo = fMid
      } else {
        hi = mid
      }
    }
    let u = 0.5 * (lo + hi)
    guard u > 0, u < 1 else { return nil }
    let point = curve.point(at: u)
    let s = (point - a).dot(r)
    guard s > 0, s < r.dot(r), point.isFinite else { return nil }
    return (u, point)
  }

  /// Turns the inner side of a corner from a curve into a line at their offsets' crossing.
  ///
  /// The sink's last element is the curve's last offset piece, ending at `pivot + h·n0`
  /// (h = `side`·``halfWidth``); the line's offset runs from `pivot + h·n1` to `nextEnd`.
  /// Where that offset line crosses the piece inside both, the piece is cut there and
  /// `true` returned (the caller draws the line from the crossing); else nothing changes.
  @inline(never)
  func turnInnerCornerAfterCurve<Sink: OutlineSink>(
    _ sink: inout Sink, pivot: Point, _ t0: Point, _ t1: Point, side: Double,
    nextEnd: Point, lengths: Double
  ) -> Bool {
    let count = sink.count
    guard count > 1, t0.dot(t1) > -1 + 1e-9, halfWidth * abs(t0.cross(t1)) <= lengths else {
      return false
    }
    let h = side * halfWidth
    let previousEnd = pivot + h * t0.perpendicular
    guard case .curve(let end, let c1, let c2) = sink[count - 1], end == previousEnd,
      let start = sink[count - 2].endPoint
    else { return false }
    let nextStart = pivot + h * t1.perpendicular
    let piece = CubicBezier(start, c1, c2, end)
    guard let hit = segmentCrossing(nextStart, nextEnd, piece, fromStart: false) else {
      return false
    }
    // The loop dropped must lie in the line's stroke rectangle: the cut-off part of the
    // piece (inside its control polygon) too.
    let dropped = piece.subsegment(hit.u, 1)
    for q in [dropped.p1, dropped.p2] {
      guard isInRectangle(q, from: pivot, along: t1, to: nextEnd - nextStart) else { return false }
    }
    let kept = piece.subsegment(0, hit.u)
    sink[count - 1] = .curve(to: kept.p3, control1: kept.p1, control2: kept.p2)
    return true
  }

  /// Turns the inner side of a corner from a line into a curve at their offsets' crossing,
  /// after the curve's side is drawn.
  ///
  /// `sink[join]` must be the join's detour through
  /// `pivot` to `pivot + h·n1`, preceded by the line's offset ending at `pivot + h·n0` and
  /// followed by the curve's first offset piece. Where the line's offset crosses that piece
  /// inside both, the line ends at the crossing, the detour is dropped and the piece
  /// starts there.
  @inline(never)
  func turnInnerCornerBeforeCurve(
    _ sink: inout ElementBuffer, join: Int, pivot: Point, _ t0: Point, _ t1: Point,
    side: Double, lengths: Double
  ) {
    guard join > 1, join + 2 < sink.count, t0.dot(t1) > -1 + 1e-9,
      halfWidth * abs(t0.cross(t1)) <= lengths
    else { return }
    let h = side * halfWidth
    let previousEnd = pivot + h * t0.perpendicular
    let nextStart = pivot + h * t1.perpendicular
    guard case .line(let b) = sink[join - 1], b == previousEnd,
      let a = sink[join - 2].endPoint, sink[join] == .line(to: pivot),
      sink[join + 1] == .line(to: nextStart),
      case .curve(let end, let c1, let c2) = sink[join + 2]
    else { return }
    let piece = CubicBezier(nextStart, c1, c2, end)
    guard let hit = segmentCrossing(a, b, piece, fromStart: true) else { return }
    // The loop dropped must lie in the line's stroke rectangle: the cut-off part of the
    // piece (inside its control polygon) too.
    let dropped = piece.subsegment(0, hit.u)
    for q in [dropped.p1, dropped.p2] {
      guard isInRectangle(q, from: pivot, along: -t0, to: a - b) else { return }
    }
    let kept = piece.subsegment(hit.u, 1)
    sink[join - 1] = .line(to: hit.point)
    sink[join + 2] = .curve(to: kept.p3, control1: kept.p1, control2: kept.p2)
    sink.removeSubrange(join..<(join + 2))
  }
}

extension StrokeOutliner {
  /// `appendLine(_:to:)` with the sink's last two points taken from `ends`, and kept there;
  /// whether the line was drawn (appended or merged: `ends.current` is then `point`).
  @inline(__always) @discardableResult
  func appendSideLine<Sink: OutlineSink>(
    _ sink: inout Sink, _ ends: inout SideEnds, to point: Point
  ) -> Bool {
    let step = point - ends.current
    let snap = snapDistance
    if step.dot(step) <= snap * snap { return false }
    if ends.endsWithLine, isStraightRun(ends.start, ends.current, point) {
      sink.setLast(.line(to: point))
    } else {
      sink.append(.line(to: point))
      ends.start = ends.current
      ends.endsWithLine = true
    }
    ends.current = point
    return true
  }

  /// `appendReversed(_:of:startingWithMove: false)` with the sink's last two points
  /// carried in `ends`, in and out.
  ///
  /// The lines go through `appendLine(_:to:)`'s tests (the sink's last two points carried
  /// in `ends`) until one is drawn as it is; from there the output's last two points are
  /// the side's, and the rest is copied. The tests are exactly symmetric in floating point
  /// (a reversed difference is the negated one, the products are the same), so a vertex
  /// the side kept when it was written passes them reversed: the reversed side has the
  /// same tests behind it as the forward one. Each element of `source` is read once.
  func appendReversed<Sink: OutlineSink>(
    _ sink: inout Sink, _ ends: inout SideEnds, of source: Sink
  ) {
    let i = appendReversedTestedLines(&sink, &ends, of: source)
    // The output's last two points are the side's: copy the rest, and read them back.
    if i > 0 {
      sink.appendReversed(of: source, from: i)
      ends = SideEnds(reading: sink)
    }
  }

  /// The tested part of ``appendReversed(_:_:of:)``: the side's last lines, backwards,
  /// until one is drawn as it is; the index of the element to copy from next (0: none).
  @inline(__always)
  private func appendReversedTestedLines<Sink: OutlineSink>(
    _ sink: inout Sink, _ ends: inout SideEnds, of source: Sink
  ) -> Int {
    var i = source.count - 1
    while i > 0, case .line = source[i] {
      let count = sink.count
      appendSideLine(&sink, &ends, to: source[i - 1].endPoint ?? .zero)
      i -= 1
      if sink.count > count { break }
    }
    return i
  }

  /// Appends the reverse of the side `source` holds (a `.move` and what follows): from its
  /// end back to its start, continuing the current point unless `startingWithMove`, where
  /// it is a closed contour of its own, made canonical (by
  /// ``appendReversed(_:_:of:)``'s tests and copy).
  func appendReversed<Sink: OutlineSink>(
    _ sink: inout Sink, of source: Sink, startingWithMove: Bool
  ) {
    let start = sink.count
    if startingWithMove, let last = source[source.count - 1].endPoint {
      sink.append(.move(to: last))
    }
    var ends = SideEnds(reading: sink)
    let i = appendReversedTestedLines(&sink, &ends, of: source)
    // The output's last two points are the side's: copy the rest.
    if i > 0 { sink.appendReversed(of: source, from: i) }
    if startingWithMove { canonicalizeClosedContour(&sink, from: start) }
  }
}

/// The last two points of an outline side being written, as `appendLine(_:to:)` reads them
/// back: the end of the sink's last element, the end of the one before, and whether the
/// last one is a line (a straight run can extend it).
struct SideEnds {
  /// The end of the sink's last element: the current point.
  var current: Point
  /// Where the last element starts (meaningful when `endsWithLine`).
  var start: Point
  /// Whether the last element is a line with an element before it.
  var endsWithLine: Bool

  init(current: Point, start: Point, endsWithLine: Bool) {
    self.current = current
    self.start = start
    self.endsWithLine = endsWithLine
  }

  /// The ends of `sink`'s last two elements; the last must not be a close (sides, caps
  /// and moves are what precede the lines appended through it).
  init<Sink: OutlineSink>(reading sink: Sink) {
    let count = sink.count
    let last = sink[count - 1]
    current = last.endPoint ?? .zero
    start = current
    endsWithLine = false
    if count > 1, case .line = last, let before = sink[count - 2].endPoint {
      start = before
      endsWithLine = true
    }
  }
}
