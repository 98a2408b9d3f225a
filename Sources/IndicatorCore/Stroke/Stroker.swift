// The stroker's state machine: subpaths, segments, joins between them, caps and the
// assembly of the two sides into fillable contours (the outline model of the Stroking
// article). Curves are offset by `OffsetFitter`; lines, joins and caps go through the
// canonical emitters of CanonicalOutline.swift.

/// Builds a stroke outline segment by segment.
///
/// The right side (`−h·n`, n the left normal of the direction of travel) is written
/// straight into `output`; the left side is collected forwards in `left` and appended
/// reversed when the subpath ends, so every contour runs in the positive direction of
/// ``Path/signedArea`` around the stroke. Both buffers keep their capacity across
/// subpaths, so stroking allocates only when the output grows.
struct Stroker {
  /// The curve offsetting, with the stroke's shape parameters (`outliner`).
  let fitter: OffsetFitter
  /// The outline built so far.
  var output: [Path.Element] = []
  /// The left side of the current subpath, forwards, starting with a `.move`.
  var left: [Path.Element] = []
  /// The right side's contour of a closed subpath of negative signed area, held while its
  /// outer contour (the left side, reversed) is written first.
  var held: [Path.Element] = []
  /// Where the current subpath's contour (its right side) starts in `output`.
  var contourStart = 0
  /// Where the inner side's detour through the pivot of the corner into the curve being
  /// drawn starts, in the buffer of that side (the left one where the path turns left);
  /// −1 for none.
  var innerDetour = -1
  /// End points on the current subpath's sides where the inner side may loop back on
  /// itself: pivots of inner detours at the closing corner next to a curve and at cusps of
  /// the source, and starts of offset pieces that run against their source
  /// (``StrokeOutliner/removeLoops(_:from:marks:)``).
  var loopMarks: [Point] = []
  /// Whether the first and the last segment of the current subpath are curves.
  var firstIsCurve = false
  var lastIsCurve = false

  /// The source point the next segment starts from.
  var current = Point.zero
  /// The start of the current subpath.
  var subpathStart = Point.zero
  /// Twice the signed area of the current subpath's segments so far, relative to its
  /// start: its sign says which side of a closed subpath is the outer one.
  var twiceArea = 0.0
  /// Whether the current subpath has a drawing element (even a zero-length one).
  var hasElement = false
  /// Whether the current subpath has a segment of non-zero length.
  var hasSegment = false
  /// The direction the first segment leaves in.
  var firstTangent = Point(x: 1, y: 0)
  /// The direction the last segment arrived in.
  var lastTangent = Point(x: 1, y: 0)
  /// The end point of the first segment.
  var firstEnd = Point.zero
  /// The start point of the last segment.
  var lastStart = Point.zero
  /// The direction of the square drawn for a zero-length subpath with square caps.
  var dotTangent = Point(x: 1, y: 0)
  /// Cubics whose sides the direct fit drew, for later turned or mirrored copies of them.
  var recent: RecentCubics
  /// ``OffsetFitter/sideElementBudget`` × (1 + the arcs of a half turn), taken when the
  /// recursion first runs (0 before).
  var sideBudget = 0
  /// The side (−1 the right, +1 the left) whose contour the close of the current subpath
  /// drops, decided before its segments are drawn (the stroke covers all the subpath
  /// encloses, and that side is the inner one); 0 where the close decides.
  ///
  /// That side's curves which the direct fit does not draw are drawn as chords to their
  /// offset ends instead of by the recursion, and its corners into curves are not cut:
  /// nothing of it reaches the outline.
  var droppedSide = 0.0

  /// A stroker whose outline has room for `capacity` elements and whose left side for
  /// `sideCapacity` (both grow as needed), keeping curves for reuse in `recent` (room for
  /// ``RecentCubics/capacity``, which the caller keeps while stroking; `nil` for none).
  init(
    fitter: OffsetFitter, capacity: Int, sideCapacity: Int,
    recent: UnsafeMutablePointer<RecentCubic>? = nil
  ) {
    self.fitter = fitter
    self.recent = RecentCubics(storage: recent)
    output.reserveCapacity(capacity)
    left.reserveCapacity(sideCapacity)
  }

  /// The stroke's shape parameters: offset distance, joins, caps.
  @inline(__always) var outliner: StrokeOutliner { fitter.outliner }

  // MARK: Driving

  /// Ends the current subpath (open) and starts a new one at `point`.
  mutating func move(to point: Point) {
    finishOpen()
    current = point
    subpathStart = point
  }

  /// Adds a line from the current point; a zero-length line only marks the subpath as drawn.
  mutating func line(to point: Point) {
    hasElement = true
    guard point != current else { return }
    let delta = point - current
    let tangent = delta.direction(length: delta.magnitude)
    let n = outliner.halfWidth * tangent.perpendicular
    begin(at: current, tangent: tangent, lineTo: point, end: point)
    outliner.appendLine(&output, to: point - n)
    outliner.appendLine(&left, to: point + n)
    twiceArea += Self.lineArea(subpathStart, current, point)
    lastIsCurve = false
    lastTangent = tangent
    lastStart = current
    current = point
  }

  /// Adds a quadratic curve from the current point (stroked as its exact cubic form).
  mutating func quad(to point: Point, control: Point) {
    cubic(QuadBezier(current, control, point).elevated)
  }

  /// Adds a cubic curve from the current point (`curve.p0`).
  ///
  /// A curve that may be a circular arc (``OffsetFitter/mayBeArc(_:)``, tested before
  /// anything else is computed) goes to ``arcCubic(_:)``; one that is a turned or mirrored
  /// copy of a kept curve (``RecentCubics``) reuses that curve's sides.
  mutating func cubic(_ bezier: CubicBezier) {
    if OffsetFitter.mayBeArc(bezier) {
      arcCubic(bezier)
    } else if let (index, symmetry) = recent.match(bezier, fitTolerance: fitter.fitTolerance) {
      reuseSides(of: index, mappedBy: symmetry, for: bezier)
    } else {
      strokeCubic(bezier, mayBeArc: false)
    }
  }

  /// ``cubic(_:)`` for a curve that may be a circular arc: its sides are tried as scaled
  /// copies first (``OffsetFitter/appendArcOffsets``).
  @inline(never)
  private mutating func arcCubic(_ bezier: CubicBezier) {
    strokeCubic(bezier, mayBeArc: true)
  }

  /// ``cubic(_:)`` and ``arcCubic(_:)``, one body for both (`mayBeArc` a constant in each).
  @inline(__always)
  private mutating func strokeCubic(_ bezier: CubicBezier, mayBeArc: Bool) {
    hasElement = true
    let p0 = bezier.p0
    guard bezier.p1 != p0 || bezier.p2 != p0 || bezier.p3 != p0 else { return }
    let curve = StrokedCubic(bezier)
    let ends = curve.ends
    let startTangent = ends.t0
    let endTangent = ends.t1
    begin(at: p0, tangent: startTangent, lineTo: nil, end: bezier.p3)
    // A circular arc's sides are its scaled copies where their error bound allows; other
    // curves' sides first get the direct fit (one three-point fit for the whole curve,
    // checked as any piece's), and the recursion below only where that does not pass.
    let arc =
      mayBeArc
      ? fitter.appendArcOffsets(
        &output, &left, curve, startTangent, endTangent, rightMarks: &loopMarks) : nil
    let drawn =
      arc
      ?? fitter.appendDirectOffsets(
        &output, &left, curve, startTangent, endTangent,
        speeds: ends.speeds,
        rightMarks: &loopMarks)
    if drawn.right && drawn.left {
      if let mark = drawn.leftMark { loopMarks.appendMark(mark) }
      if !mayBeArc, recent.admits(p0, startTangent, endTangent) {
        keepSides(of: curve, startTangent, endTangent)
      }
    } else {
      appendRecursiveSides(curve, drawn, startTangent, endTangent)
    }
    if innerDetour >= 0 { cutInnerCornerBeforeCurve(at: p0, leaving: startTangent, to: bezier.p3) }
    twiceArea += Self.curveArea(
      subpathStart, p0, bezier.p3, beyondChord: curve.power.twiceAreaBeyondChord)
    lastIsCurve = true
    lastTangent = endTangent
    lastStart = p0
    current = bezier.p3
  }

  /// Keeps the curve whose two sides the direct fit just drew, the last element of each
  /// side, in ``recent``.
  @inline(never)
  private mutating func keepSides(
    of curve: StrokedCubic, _ startTangent: Point, _ endTangent: Point
  ) {
    guard case .curve(let r3, let r1, let r2) = output[output.count - 1],
      case .curve(let l3, let l1, let l2) = left[left.count - 1]
    else { return }
    let b = curve.bezier
    let p0 = b.p0
    let w = b.p3 - p0
    recent.keep(
      RecentCubic(
        key: w.dot(w), u: b.p1 - p0, v: b.p2 - p0, w: w, startTangent: startTangent,
        endTangent: endTangent, area: curve.power.twiceAreaBeyondChord,
        right: (r1 - p0, r2 - p0, r3 - p0), left: (l1 - p0, l2 - p0, l3 - p0), end: b.p3))
  }

  /// ``strokeCubic(_:mayBeArc:)`` for `bezier`, the kept curve `index` mapped by `m`: that
  /// curve's sides, mapped (reversed for a mirror) and moved to `bezier`'s start, with the
  /// same joins, marks and area as a fit of its own.
  @inline(never)
  private mutating func reuseSides(
    of index: Int, mappedBy m: SquareSymmetry, for bezier: CubicBezier
  ) {
    hasElement = true
    let entry = recent[index]
    let p0 = bezier.p0
    let startTangent: Point
    let endTangent: Point
    let right: CubicBezier
    let left: CubicBezier
    if !m.isMirror {
      startTangent = m(entry.startTangent)
      endTangent = m(entry.endTangent)
      right = CubicBezier(
        p0, p0 + m(entry.right.0), p0 + m(entry.right.1), p0 + m(entry.right.2))
      left = CubicBezier(p0, p0 + m(entry.left.0), p0 + m(entry.left.1), p0 + m(entry.left.2))
    } else {
      // The kept sides reversed, from the kept end w: each ends at the offset of the kept
      // start, ∓h·n(t0) from the kept p0.
      startTangent = -m(entry.endTangent)
      endTangent = -m(entry.startTangent)
      let w = entry.w
      let t0 = entry.startTangent
      let n0 = outliner.halfWidth * t0.perpendicular
      right = CubicBezier(
        p0, p0 + m(entry.right.1 - w), p0 + m(entry.right.0 - w), p0 + m(-n0 - w))
      left = CubicBezier(p0, p0 + m(entry.left.1 - w), p0 + m(entry.left.0 - w), p0 + m(n0 - w))
    }
    begin(at: p0, tangent: startTangent, lineTo: nil, end: bezier.p3)
    if let mark = OffsetFitter.appendFit(&output, right, startTangent) {
      loopMarks.appendMark(mark)
    }
    if let mark = OffsetFitter.appendFit(&self.left, left, startTangent) {
      loopMarks.appendMark(mark)
    }
    if innerDetour >= 0 { cutInnerCornerBeforeCurve(at: p0, leaving: startTangent, to: bezier.p3) }
    twiceArea += Self.curveArea(subpathStart, p0, bezier.p3, beyondChord: entry.area)
    lastIsCurve = true
    lastTangent = endTangent
    lastStart = p0
    current = bezier.p3
  }

  /// Draws the sides of a curve the direct fit did not draw (`drawn` says which) by the
  /// recursion.
  ///
  /// That is the whole-side attempt for a curve with inflections, then the pieces between
  /// the offset's cusps or the inflections. Out of line, so that the common case in
  /// ``cubic(_:)``, both sides drawn directly, keeps its values in registers.
  @inline(never)
  private mutating func appendRecursiveSides(
    _ curve: StrokedCubic, _ drawn: DrawnSides, _ startTangent: Point, _ endTangent: Point
  ) {
    var g = fitter
    if sideBudget == 0 {
      let arcs = (Double.pi / g.outliner.arcStep).rounded(.up)
      sideBudget =
        OffsetFitter.sideElementBudget
        * (1 + Int(min(max(arcs, 1), Double(StrokeOutliner.maximumArcPieces))))
    }
    let bezier = curve.bezier
    let p0 = bezier.p0
    var roots = RootBuffer()
    curve.inflections(into: &roots)
    roots.sort()
    for sideIndex in 0..<2 {
      let side: Double = sideIndex == 0 ? -1 : 1
      if side < 0 ? drawn.right : drawn.left {
        if side > 0, let mark = drawn.leftMark { loopMarks.appendMark(mark) }
        continue
      }
      if side == droppedSide {
        let h = side * g.halfWidth
        let offsetEnd = bezier.p3 + h * endTangent.perpendicular
        if side < 0 {
          g.outliner.appendLine(&output, to: offsetEnd)
        } else {
          g.outliner.appendLine(&left, to: offsetEnd)
        }
        continue
      }
      g.elementLimit = (side < 0 ? output.count : left.count) + sideBudget
      var start = CurveEnd(t: 0, point: p0, tangent: startTangent)
      // The ratio of the direct fit of the whole side, where it was checked and failed (NaN
      // where not): the first fit of the whole-side attempt, or of the whole curve's piece.
      let failed = side < 0 ? drawn.rightRatio : drawn.leftRatio
      if roots.count > 0 {
        let whole = CurveEnd(t: 1, point: bezier.p3, tangent: endTangent)
        let firstFails = !failed.isNaN
        let done =
          side < 0
          ? g.appendWholeSide(&output, curve, start, whole, side: side, firstFails: firstFails)
          : g.appendWholeSide(&left, curve, start, whole, side: side, firstFails: firstFails)
        if done { continue }
      }
      // Split where the offset has cusps if it has any (each piece between them, S-shaped
      // or not, usually fits one cubic), else at the inflections.
      var cusps = RootBuffer()
      if roots.count > 0 { g.offsetCusps(curve, h: side * g.halfWidth, into: &cusps) }
      let splits = cusps.count > 0 ? cusps : roots
      for i in 0...splits.count {
        let t = i < splits.count ? splits[i] : 1
        if i < splits.count && t - start.t < 1e-9 { continue }
        let p = curve.point(at: t)
        let arriving = curve.tangent(at: t, fromRight: false)
        let end = CurveEnd(t: t, point: p, tangent: arriving)
        // The whole curve as one piece: the direct fit was its first fit.
        let first = splits.count == 0 ? failed : .nan
        if side < 0 {
          g.appendOffsetPiece(
            &output, curve, start, end, side: side, marks: &loopMarks, firstRatio: first)
        } else {
          g.appendOffsetPiece(
            &left, curve, start, end, side: side, marks: &loopMarks, firstRatio: first)
        }
        guard t < 1 else { break }
        let leaving = curve.tangent(at: t, fromRight: true)
        if leaving != arriving {
          loopMarks.appendMark(p)
          if side < 0 {
            g.outliner.appendJoin(&output, pivot: p, arriving, leaving, side: side, style: .round)
          } else {
            g.outliner.appendJoin(&left, pivot: p, arriving, leaving, side: side, style: .round)
          }
        }
        start = CurveEnd(t: t, point: p, tangent: leaving)
      }
    }
  }

  /// Closes the current subpath with a line to its start and a join there: two contours,
  /// the outer one first (the right side for a subpath of positive signed area), each
  /// running in the positive direction around the stroke; the outer one alone where
  /// `coversInside` is true for twice the subpath's signed area (the stroke covers all the
  /// subpath encloses, ``StrokeOutliner/coversInside(from:_:twiceArea:)``).
  mutating func close(coversInside: (_ twiceArea: Double) -> Bool) {
    hasElement = true
    line(to: subpathStart)
    if hasSegment {
      closeJoin()
      let g = outliner
      // Where the dropped side was decided, the area's sign was taken with it.
      let positive = droppedSide != 0 ? droppedSide > 0 : twiceArea >= 0
      let outerOnly = coversInside(twiceArea)
      if positive {
        g.canonicalizeClosedContour(&output, from: contourStart)
        output.append(.closeSubpath)
        if !outerOnly {
          g.canonicalizeClosedContour(&left, from: 0)
          appendLeftReversed(startingWithMove: true)
          output.append(.closeSubpath)
        }
      } else {
        // The left side is the outer one: write it first.
        g.canonicalizeClosedContour(&left, from: 0)
        if outerOnly {
          output.removeSubrange(contourStart...)
        } else {
          g.canonicalizeClosedContour(&output, from: contourStart)
          held.removeAll(keepingCapacity: true)
          held.append(contentsOf: output[contourStart...])
          output.removeSubrange(contourStart...)
        }
        appendLeftReversed(startingWithMove: true)
        output.append(.closeSubpath)
        if !outerOnly {
          output.append(contentsOf: held)
          output.append(.closeSubpath)
        }
      }
      // The loops marked are all on the inner side where the outer contour is alone.
      if outerOnly {
        loopMarks.removeAll(keepingCapacity: true)
      } else {
        removeMarkedLoops()
      }
    } else {
      appendDot()
    }
    hasElement = false
    hasSegment = false
    droppedSide = 0
    current = subpathStart
  }

  /// Twice the signed area (∫ x dy − y dx) a line from `a` to `b` adds to its subpath.
  ///
  /// The area is taken relative to the subpath's `start`. The stroker's running
  /// ``twiceArea`` and the sums taken before a subpath is drawn (``twiceArea(from:_:)``,
  /// the line route's) all add this term, so they agree bit for bit.
  @inline(__always)
  static func lineArea(_ start: Point, _ a: Point, _ b: Point) -> Double {
    (a - start).cross(b - start)
  }

  /// Twice the signed area a curve from `a` to `b` adds to its subpath.
  ///
  /// That is its chord's, relative to the subpath's `start`, and `beyondChord`, twice the
  /// area between the curve and its chord; like ``lineArea(_:_:_:)``, one term for every
  /// sum.
  @inline(__always)
  static func curveArea(_ start: Point, _ a: Point, _ b: Point, beyondChord: Double) -> Double {
    (a - start).cross(b - a) + beyondChord
  }

  /// Twice the signed area of the subpath from `start` through `segments` (lines and
  /// curves), summed as the stroker sums it while drawing them (``twiceArea``): each
  /// segment of non-zero length relative to `start`, a curve by its chord and the area
  /// beyond it.
  static func twiceArea(from start: Point, _ segments: UnsafeBufferPointer<Path.Element>)
    -> Double
  {
    var area = 0.0
    var current = start
    @inline(__always) func addCubic(_ b: CubicBezier) {
      guard b.p1 != b.p0 || b.p2 != b.p0 || b.p3 != b.p0 else { return }
      area += curveArea(start, b.p0, b.p3, beyondChord: PowerCurve(b).twiceAreaBeyondChord)
      current = b.p3
    }
    for element in segments {
      switch element {
      case .line(let p):
        guard p != current else { continue }
        area += lineArea(start, current, p)
        current = p
      case .quadCurve(let p, let c): addCubic(QuadBezier(current, c, p).elevated)
      case .curve(let p, let c1, let c2): addCubic(CubicBezier(current, c1, c2, p))
      case .move, .closeSubpath: break
      }
    }
    return area
  }

  /// Ends the last subpath and returns the outline.
  mutating func finish() -> [Path.Element] {
    finishOpen()
    return output
  }

  // MARK: Assembly

  /// Starts a segment at `point` leaving in `tangent`: opens both sides, or joins.
  ///
  /// The first segment opens both sides, later ones get a join. `lineTo` is the end of the
  /// segment when it is a line: the inner side of a corner from a line or a curve into a
  /// line turns where their offsets cross, when they cross inside both (`cubic` does the
  /// same for a corner from a line into a curve once the curve's offset is drawn).
  private mutating func begin(at point: Point, tangent: Point, lineTo: Point?, end: Point) {
    let n = outliner.halfWidth * tangent.perpendicular
    guard hasSegment else {
      hasSegment = true
      firstIsCurve = lineTo == nil
      firstTangent = tangent
      firstEnd = end
      twiceArea = 0
      contourStart = output.count
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
  private mutating func appendStraightJoint(at pivot: Point, _ t1: Point) {
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
  private mutating func turnInnerCorner(at point: Point, tangent: Point, lineTo end: Point)
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
  private mutating func cutInnerCornerBeforeCurve(
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
  private mutating func closeJoin() {
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
  private mutating func finishOpen() {
    defer {
      hasElement = false
      hasSegment = false
    }
    guard hasSegment else {
      if hasElement { appendDot() }
      return
    }
    let g = outliner
    g.appendCap(&output, at: current, tangent: lastTangent)
    appendLeftReversed(startingWithMove: false)
    g.appendCap(&output, at: subpathStart, tangent: -firstTangent)
    g.canonicalizeClosedContour(&output, from: contourStart)
    output.append(.closeSubpath)
    removeMarkedLoops()
  }

  /// Drops the loops at `loopMarks` from the current subpath's outline.
  private mutating func removeMarkedLoops() {
    guard !loopMarks.isEmpty else { return }
    outliner.removeLoops(&output, from: contourStart, marks: loopMarks)
    loopMarks.removeAll(keepingCapacity: true)
  }

  /// Appends the left side reversed; its last point is the current point of the output
  /// unless `startingWithMove`, where it is a closed contour of its own, made canonical.
  private mutating func appendLeftReversed(startingWithMove: Bool) {
    outliner.appendReversed(&output, of: left, startingWithMove: startingWithMove)
  }

  /// The stroke of a zero-length subpath: a disc for round caps, a square along
  /// `dotTangent` for square caps, nothing for butt caps.
  private mutating func appendDot() {
    let g = outliner
    guard g.cap != .butt else { return }
    let n = dotTangent.perpendicular
    let start = output.count
    output.append(.move(to: current - g.halfWidth * n))
    g.appendCap(&output, at: current, tangent: dotTangent)
    g.appendCap(&output, at: current, tangent: -dotTangent)
    g.canonicalizeClosedContour(&output, from: start)
    output.append(.closeSubpath)
  }
}

extension OffsetFitter {
  /// Appends the offset of one piece of a curve to a side (``appendOffset``), and adds to
  /// `marks` where the offset starts to run against its source.
  ///
  /// The offset p + h·n moves at (1 − h·κ) times the source's speed (κ the signed
  /// curvature), so it runs backwards where the curve bends tighter than h towards the
  /// side: between two cusps of the offset, or from an end of the piece to one. The fitted
  /// cubics follow that direction in their handles, so a start handle against the source's
  /// tangent marks the piece's start, and a handle turning back at a joint between two
  /// fitted cubics (a cusp) marks the joint.
  @inline(__always)
  fileprivate func appendOffsetPiece(
    _ sink: inout [Path.Element], _ curve: StrokedCubic, _ start: CurveEnd, _ end: CurveEnd,
    side: Double, marks: inout [Point], firstRatio known: Double = .nan
  ) {
    let first = sink.count
    appendOffset(&sink, curve, start, end, side: side, depth: 0, firstRatio: known)
    // Usually one cubic: its start handle against the source's start tangent.
    if sink.count > first, first > 0, case .curve(_, let c1, _) = sink[first],
      let from = sink[first - 1].endPoint,
      (c1 - from).dot(start.tangent) < 0
    {
      marks.appendMark(from)
    }
    if sink.count > first + 1 { markCusps(sink, from: first, &marks) }
  }

  /// Adds to `marks` the joints of the fitted cubics `sink[first...]` where the offset
  /// turns back (a cusp: the arriving and leaving handles point apart), and the start of
  /// a line drawn against the previous piece.
  @inline(never)
  fileprivate func markCusps(_ sink: [Path.Element], from first: Int, _ marks: inout [Point]) {
    guard first > 0, var from = sink[first - 1].endPoint else { return }
    var arriving = Point.zero
    for index in first..<sink.count {
      switch sink[index] {
      case .curve(let p, let c1, let c2):
        let leaving = c1 == from ? c2 - from : c1 - from
        if index > first, leaving.dot(arriving) < 0 { marks.appendMark(from) }
        arriving = p == c2 ? p - c1 : p - c2
        from = p
      case .line(let p):
        let leaving = p - from
        if index > first, leaving.dot(arriving) < 0 { marks.appendMark(from) }
        arriving = leaving
        from = p
      default:
        continue
      }
    }
  }
}

extension Array where Element == Point {
  /// Appends a loop mark, reserving room for eight with the first.
  ///
  /// A subpath that has one mark mostly has several (one at each reversed arc of an
  /// inside-out contour), and an array grown from one element reallocates at two and four.
  /// Out of line, so that the drawing code that may mark stays small.
  @inline(never) mutating func appendMark(_ mark: Point) {
    if capacity == 0 { reserveCapacity(8) }
    append(mark)
  }
}
