// Where a backward run of an offset closes its loop, and whether the loop may be dropped:
// the stroke covers it.

extension StrokeOutliner {
  /// The crossing that closes the loop of an offset running against its source, which
  /// starts or ends at the end of element `m`, when the loop may be dropped
  /// (`mayDropLoop`).
  ///
  /// The backward run lies between two joints where the contour turns back (the secants
  /// next to the joint point apart: a cusp, or an end of a bend tighter than the half
  /// width): the mark's and the next such joint within ``loopReach`` pieces after it, or
  /// the previous one before it. The crossing is looked for between the two pieces before
  /// the run and the two after it, nearest first, the run after the mark first. Each piece
  /// is read once (`m − loopReach − 1` to `m + loopReach + 2` at most).
  func reversalCrossing(
    _ contour: LoopContour, around m: Int, contours: [LoopContour],
    checks: inout WholeOutlineChecks
  ) -> LoopCut? {
    guard contour.count >= 4 else { return nil }
    let reach = Self.loopReach
    return withUnsafeTemporaryAllocation(of: CubicBezier.self, capacity: 2 * reach + 4) {
      storage -> LoopCut? in
      guard let base = storage.baseAddress else { return nil }
      var window = PieceWindow(contour, from: m - reach - 1, storage: base)
      return reversalCrossing(
        contour, around: m, pieces: &window, contours: contours, checks: &checks)
    }
  }

  /// ``reversalCrossing(_:around:contours:checks:)`` reading the pieces from `pieces`
  /// (a contour of at least 4 pieces).
  func reversalCrossing<Pieces: RunSearchPieces>(
    _ contour: LoopContour, around m: Int, pieces: inout Pieces, contours: [LoopContour],
    checks: inout WholeOutlineChecks
  ) -> LoopCut? {
    let reach = Self.loopReach
    // The run after the mark, then the one before it (looked for only if needed).
    for direction in 0..<2 {
      var run: (first: Int, last: Int)?
      for step in 1...reach {
        let e = direction == 0 ? m + step : m - step
        if pieces.turnsBack(e) {
          run = direction == 0 ? (m, e) : (e, m)
          break
        }
      }
      guard let (first, last) = run else { continue }
      // (first, last + 1), (first − 1, last + 1), (first, last + 2), (first − 1, last + 2).
      for pair in 0..<4 {
        let i = first - (pair & 1)
        let j = last + 1 + (pair >> 1)
        // Control boxes apart: no crossing.
        guard let (a, b) = pieces.meetingPieces(i, j) else { continue }
        guard let hit = CubicBezier.crossing(a, b, scale: crossingScale) else { continue }
        guard mayDropLoop(contour, i, j, a, b, hit, contours: contours, checks: &checks) else {
          break
        }
        return LoopCut(i: i, j: j, u: hit.u, v: hit.v, point: hit.point)
      }
    }
    return nil
  }

  /// The loop from the crossing `hit` along piece `i` (from `hit.u`), the pieces between
  /// and piece `j` (to `hit.v`), when it may be dropped: it is local (within
  /// ``loopExtent`` half widths), its area is positive, it winds +1 next to the crossing
  /// and not −1 at the mean of its vertices, and, when it is larger than
  /// ``loopCheckExtent`` half widths, the subpath's whole outline winds at least twice at
  /// those points where it winds +1.
  private func mayDropLoop(
    _ contour: LoopContour, _ i: Int, _ j: Int, _ a: CubicBezier, _ b: CubicBezier,
    _ hit: (u: Double, v: Double, point: Point), contours: [LoopContour],
    checks: inout WholeOutlineChecks
  ) -> Bool {
    let count = max(i + 1, j) - i + 1
    return withUnsafeTemporaryAllocation(of: Path.Element.self, capacity: count) { pieces in
      let x = hit.point
      let head = a.subsegmentControls(hit.u, 1)
      pieces[0] = .curve(to: a.p3, control1: head.0, control2: head.1)
      for index in (i + 1)..<max(i + 1, j) { pieces[index - i] = contour.element(index) }
      let tail = b.subsegmentControls(0, hit.v)
      pieces[count - 1] = .curve(to: x, control1: tail.0, control2: tail.1)
      let loop = LoopContour(start: x, elements: UnsafeBufferPointer(pieces))
      return mayDrop(loop, a, b, hit, contours: contours, checks: &checks)
    }
  }

  /// The tests of ``mayDropLoop`` on the loop's contour `loop` (from the crossing).
  private func mayDrop(
    _ loop: LoopContour, _ a: CubicBezier, _ b: CubicBezier,
    _ hit: (u: Double, v: Double, point: Point), contours: [LoopContour],
    checks: inout WholeOutlineChecks
  ) -> Bool {
    let x = hit.point
    // Its control box and twice its signed area (relative to the crossing).
    var low = x
    var high = x
    var twiceArea = 0.0
    var from = x
    for element in loop.elements {
      switch element {
      case .curve(let p, let c1, let c2):
        for q in [c1, c2, p] {
          low = Point(x: min(low.x, q.x), y: min(low.y, q.y))
          high = Point(x: max(high.x, q.x), y: max(high.y, q.y))
        }
        twiceArea += CubicBezier(from - x, c1 - x, c2 - x, p - x).twiceSignedArea
      case .line(let p):
        low = Point(x: min(low.x, p.x), y: min(low.y, p.y))
        high = Point(x: max(high.x, p.x), y: max(high.y, p.y))
        twiceArea += (from - x).cross(p - x)
      default:
        break
      }
      from = element.endPoint ?? from
    }
    let reach = Self.loopExtent * halfWidth
    guard twiceArea > 0, high.x - low.x <= reach, high.y - low.y <= reach,
      high.x - low.x > snapDistance || high.y - low.y > snapDistance
    else { return false }
    // Into the loop from the crossing: between the directions it leaves and arrives in.
    let leaving = a.derivative(at: hit.u).unit
    let arriving = b.derivative(at: hit.v).unit
    let inward = leaving - arriving
    let inwardLength = inward.magnitude
    guard inwardLength > 1e-6, leaving.isFinite, arriving.isFinite else { return false }
    let step = 0.1 * min(halfWidth, max(high.x - low.x, high.y - low.y))
    // A loop within ``loopCheckExtent`` half widths lies in the band of the bend it comes
    // from, which the rest of the outline covers; a larger one is checked against it.
    let checked = max(high.x - low.x, high.y - low.y) > Self.loopCheckExtent * halfWidth
    var mean = Point.zero
    for element in loop.elements { mean = mean + (element.endPoint ?? x) }
    let near = x + (step / inwardLength) * inward
    let middle = mean * (1 / Double(loop.elements.count))
    // Next to the crossing the loop must wind +1; at the mean of its vertices it may not,
    // but never −1.
    var nearLoop = WindingCounter(point: near)
    loop.addCrossings(to: &nearLoop)
    guard nearLoop.winding == 1 else { return false }
    var middleLoop = WindingCounter(point: middle)
    loop.addCrossings(to: &middleLoop)
    guard middleLoop.winding == 1 || middleLoop.winding == 0 else { return false }
    guard checked else { return true }
    // Past the pass's budget of whole-outline walks, a large loop is kept.
    guard checks.take() else { return false }
    // Where the loop winds +1, the whole outline must wind at least twice (both points
    // counted in one walk of the outline where both are needed).
    var wholeNear = WindingCounter(point: near)
    if middleLoop.winding == 1 {
      var wholeMiddle = WindingCounter(point: middle)
      for other in contours { other.addCrossings(to: &wholeNear, &wholeMiddle) }
      return wholeNear.winding >= 2 && wholeMiddle.winding >= 2
    }
    for other in contours { other.addCrossings(to: &wholeNear) }
    return wholeNear.winding >= 2
  }
}
