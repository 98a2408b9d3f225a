// Joins: the geometry where two segments of a stroked path meet.

extension StrokeOutliner {
  /// Appends the join at `pivot` from the offset of direction `t0` to that of `t1` on one
  /// side (`side` +1 for the left normal, −1 for the right), in `style`.
  ///
  /// The outer side gets the join geometry (miter, round arc or bevel); the inner side goes
  /// through the pivot, so that wide strokes on short segments leave no gap (Skia's
  /// `HandleInnerJoin`; between two lines the stroker turns at the offsets' crossing
  /// instead where it can, ``innerCrossing(_:pivot:_:_:side:nextEnd:)``). A 180° reversal
  /// treats the left side as the outer one, so a round join becomes a half disc and a miter
  /// becomes a bevel, never a spike. A turn whose bevel lies within a tenth of the
  /// tolerance of the round join draws a line across, and a turn whose offset points are
  /// within ``snapDistance`` (a tangent-continuous joint) draws nothing.
  ///
  /// Between two lines (`betweenLines`), where the sink ends with the first one's offset, a
  /// miter moves that line's end to the miter point and draws nothing more: the second
  /// line's offset, which the caller draws next, starts there. Both offsets' ends at the
  /// pivot lie on the lines through the miter point, so the outline is the same without
  /// them (``moveLastLine(_:from:to:)``).
  ///
  /// Returns whether the turn was drawn as a straight joint (a line across, or nothing).
  @inline(__always) @discardableResult
  func appendJoin<Sink: OutlineSink>(
    _ sink: inout Sink, pivot: Point, _ t0: Point, _ t1: Point, side: Double,
    style: LineJoin, betweenLines: Bool = false
  ) -> Bool {
    let n1 = t1.perpendicular
    let end = pivot + (side * halfWidth) * n1
    let c = t0.cross(t1)
    let d = t0.dot(t1)
    if isStraightJoint(dot: d, cross: c) {
      appendLine(&sink, to: end)
      return true
    }
    let outerSign: Double = c > 0 ? -1 : 1
    guard outerSign == side else {
      appendLine(&sink, to: pivot)
      appendLine(&sink, to: end)
      return false
    }
    let n0 = t0.perpendicular
    switch style {
    case .bevel:
      appendLine(&sink, to: end)
    case .miter:
      // The miter length over the width is 1/sin(φ/2) = 1/cos(θ/2) for a turn θ; compare
      // without dividing: bevel when limit·cos(θ/2) < 1 (and, so that the miter point
      // stays finite, when the ratio would exceed about 1.4e8, whatever the limit).
      let cosHalfSquared = max(0, (1 + d) / 2)
      if miterLimit >= 1 && miterLimit * miterLimit * cosHalfSquared >= 1 && 1 + d > 1e-16 {
        let miter = pivot + (side * halfWidth / (1 + d)) * (n0 + n1)
        if betweenLines, moveLastLine(&sink, from: pivot + (side * halfWidth) * n0, to: miter) {
          return false
        }
        appendLine(&sink, to: miter)
      }
      appendLine(&sink, to: end)
    case .round:
      let turn = Math.atan2(abs(c), d)
      appendArc(&sink, center: pivot, from: side * n0, sweep: -side * turn, end: end)
    }
    return false
  }

  /// Moves the end of the sink's last element, when it is a line ending at `offset`, to
  /// `miter` (more than ``snapDistance`` away, on the same line beyond it); whether it did.
  @inline(__always)
  func moveLastLine<Sink: OutlineSink>(_ sink: inout Sink, from offset: Point, to miter: Point)
    -> Bool
  {
    let count = sink.count
    guard count > 1, case .line(let last) = sink[count - 1], last == offset else { return false }
    let step = miter - last
    let snap = snapDistance
    guard step.dot(step) > snap * snap else { return false }
    sink[count - 1] = .line(to: miter)
    return true
  }
}
