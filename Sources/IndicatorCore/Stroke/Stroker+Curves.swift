// The stroker's curves: each cubic offset once for both sides (by the arc route or the
// fitter, or a kept fit moved), its pieces written and their loop marks set.

extension Stroker {
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
    hasCurves = true
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
  mutating func arcCubic(_ bezier: CubicBezier) {
    strokeCubic(bezier, mayBeArc: true)
  }

  /// ``cubic(_:)`` and ``arcCubic(_:)``, one body for both (`mayBeArc` a constant in each).
  @inline(__always)
  mutating func strokeCubic(_ bezier: CubicBezier, mayBeArc: Bool) {
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
  mutating func keepSides(
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
  mutating func reuseSides(
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
  mutating func appendRecursiveSides(
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
  func appendOffsetPiece(
    _ sink: inout ElementBuffer, _ curve: StrokedCubic, _ start: CurveEnd, _ end: CurveEnd,
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
  func markCusps(_ sink: ElementBuffer, from first: Int, _ marks: inout [Point]) {
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
