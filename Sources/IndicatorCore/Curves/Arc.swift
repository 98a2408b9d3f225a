// The one arc emitter: circular arcs on the unit circle as cubic Béziers, mapped into place
// by the caller (a circle for `addArc` and round joins, an ellipse for SVG arcs).

/// The handle length, in units of the radius, of a cubic that approximates a circular arc
/// of `sweep` radians: `4/3·tan(sweep/4)` (Goldapp 1991, "Approximation of circular arcs by
/// cubic polynomials"), which puts the cubic's midpoint on the circle.
@inline(__always) func arcHandle(sweep: Double) -> Double {
  4.0 / 3.0 * Math.tan(sweep / 4)
}

/// The number of cubics for an arc of `sweep` radians, none wider than `maximumStep`.
///
/// The count is at least 1 and at most `maximumPieces`. `slack` is subtracted from the ratio
/// before rounding up, so that a sweep a rounding error over a whole number of steps does
/// not get an extra sliver.
@inline(__always) func arcPieceCount(
  sweep: Double, maximumStep: Double, slack: Double = 0, maximumPieces: Int = .max
) -> Int {
  min(maximumPieces, max(1, Int((abs(sweep) / maximumStep - slack).rounded(.up))))
}

/// Emits the cubics of an arc on the unit circle, mapped into place.
///
/// There are `pieces` cubics, from the unit vector `from` through `unitPoint(1)`, …, `unitPoint(pieces)`, each piece's handles `handle` long
/// (``arcHandle(sweep:)`` of one piece's sweep) along the circle's tangents, every point
/// mapped to user space by `map`; the last cubic ends exactly at `end`. Each cubic goes to
/// `emit(end, control1, control2)`.
///
/// The handles are `u + k·u⊥` and `v − k·v⊥` for a piece from `u` to `v`, with
/// `u⊥ = (−u.y, u.x)` (the tangent in the direction of increasing angle; a negative `k`
/// draws the arc the other way).
@inline(__always) func emitArcCubics(
  pieces: Int, handle k: Double, from: Point, end: Point, unitPoint: (Int) -> Point,
  map: (Point) -> Point, emit: (_ end: Point, _ control1: Point, _ control2: Point) -> Void
) {
  var u = from
  for i in 1...pieces {
    let v = unitPoint(i)
    let c1 = map(u + k * Point(x: -u.y, y: u.x))
    let c2 = map(v - k * Point(x: -v.y, y: v.x))
    emit(i == pieces ? end : map(v), c1, c2)
    u = v
  }
}
