// The inner side of a corner between two curves, turned where their offsets cross.

extension StrokeOutliner {
  /// Turns the inner side of a corner between two curves at their offsets' crossing.
  ///
  /// Called after the second curve's side is drawn: `sink[join]` and `sink[join + 1]` are
  /// the detour through `pivot`, between the first curve's last offset piece and the
  /// second's first (``cornerCut(_:_:pivot:)``). Nothing changes where they do not cross
  /// as required.
  func turnInnerCornerBetweenCurves(_ sink: inout ElementBuffer, join: Int, pivot: Point) {
    guard join > 1, join + 2 < sink.count, sink[join] == .line(to: pivot),
      case .line(let nextStart) = sink[join + 1],
      case .curve(let end, let c1, let c2) = sink[join - 1], let start = sink[join - 2].endPoint,
      case .curve(let nextEnd, let d1, let d2) = sink[join + 2]
    else { return }
    let a = CubicBezier(start, c1, c2, end)
    let b = CubicBezier(nextStart, d1, d2, nextEnd)
    guard let cut = cornerCut(a, b, pivot: pivot) else { return }
    let kept = a.subsegmentControls(0, cut.u)
    let next = b.subsegmentControls(cut.v, 1)
    sink[join - 1] = .curve(to: cut.point, control1: kept.0, control2: kept.1)
    sink[join] = .curve(to: nextEnd, control1: next.0, control2: next.1)
    // The pieces after the detour move down two places.
    sink.removeSubrange((join + 1)..<(join + 3))
  }

  /// Where offset piece `a`, ending at an inner detour through `pivot`, crosses piece `b`,
  /// starting after it, when the loop they close (a's end, the pivot, b's start) may be
  /// dropped; `nil` otherwise.
  ///
  /// The crossing is found by Newton's method on a(u) = b(v) from the crossing of the
  /// pieces' tangent lines at the detour (the inner miter point); the loop is dropped, as
  /// between two lines (``innerCrossing(_:pivot:_:_:side:nextEnd:lengths:)``), when each
  /// piece's dropped part lies in the stroke rectangle of the other's tangent at the pivot,
  /// as long as the other piece: both segments' strokes then cover the loop.
  func cornerCut(_ a: CubicBezier, _ b: CubicBezier, pivot: Point)
    -> (u: Double, v: Double, point: Point)?
  {
    let da = a.derivative(at: 1)
    let db = b.derivative(at: 0)
    let denominator = da.cross(db)
    guard denominator != 0 else { return nil }
    // The tangent lines a.p3 + s·da and b.p0 + r·db cross at s = (b.p0 − a.p3) × db / (da × db).
    let w = b.p0 - a.p3
    guard
      let (u, v, x) = CubicBezier.polishedCrossing(
        a, b, from: 1 + w.cross(db) / denominator, w.cross(da) / denominator,
        scale: crossingScale)
    else { return nil }
    // The tangents at the pivot, along the source (the offsets run parallel to it).
    let t0 = da.unit
    let t1 = db.unit
    guard x.isFinite, t0.isFinite, t1.isFinite else { return nil }
    let droppedA = a.subsegmentControls(u, 1)
    let extentB = b.p3 - b.p0
    guard isInRectangle(droppedA.0, from: pivot, along: t1, to: extentB),
      isInRectangle(droppedA.1, from: pivot, along: t1, to: extentB)
    else { return nil }
    let droppedB = b.subsegmentControls(0, v)
    let extentA = a.p0 - a.p3
    guard isInRectangle(droppedB.0, from: pivot, along: -t0, to: extentA),
      isInRectangle(droppedB.1, from: pivot, along: -t0, to: extentA)
    else { return nil }
    return (u, v, x)
  }
}
