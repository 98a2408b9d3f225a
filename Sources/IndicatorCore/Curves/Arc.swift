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

/// The cosine and sine of `radians`, reduced by quarter turns first so that multiples of
/// 90° give exact axis points: `(1, 0)`, `(0, 1)`, `(-1, 0)`, `(0, -1)`.
///
/// The angle is written as `q·(π/2) + r` with `q` the nearest whole number of quarter
/// turns; sin and cos of `r` are swapped and negated by `q mod 4`. A remainder within four
/// ulps of the angle is the rounding of the angle's own computation (a conversion from
/// degrees, a sum of a start and a sweep) and counts as 0. Angles of more than 2^20 quarter
/// turns, and non-finite ones, go to the C library unchanged.
@inline(__always) func cosSin(radians x: Double) -> (cos: Double, sin: Double) {
  let halfPi = Double.pi / 2
  let q = (x / halfPi).rounded()
  guard abs(q) <= 1_048_576 else { return (Math.cos(x), Math.sin(x)) }
  var r = x - q * halfPi
  if abs(r) <= 4 * x.magnitude.ulp { r = 0 }
  let c = r == 0 ? 1 : Math.cos(r)
  let s = r == 0 ? 0 : Math.sin(r)
  switch Int(q) & 3 {
  case 0: return (c, s)
  case 1: return (-s, c)
  case 2: return (-c, -s)
  default: return (s, -c)
  }
}

/// The point at `radians` on the unit circle, exact at multiples of 90° (see
/// ``cosSin(radians:)``).
@inline(__always) func unitCirclePoint(radians: Double) -> Point {
  let (c, s) = cosSin(radians: radians)
  return Point(x: c, y: s)
}

/// Emits the cubics of an arc on the unit circle, mapped into place.
///
/// There are `pieces` cubics, from the unit vector `from` through `unitPoint(1)`, …,
/// `unitPoint(pieces)`, each piece's handles `handle` long (``arcHandle(sweep:)`` of one
/// piece's sweep) along the circle's tangents, every point mapped to user space by `map`;
/// the last cubic ends exactly at `end`. Each cubic goes to `emit(end, control1, control2)`.
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
    let c1 = map(u + k * u.perpendicular)
    let c2 = map(v - k * v.perpendicular)
    emit(i == pieces ? end : map(v), c1, c2)
    u = v
  }
}

/// Emits the cubics of the arc from `startAngle` through `sweep` radians in equal pieces,
/// their unit points from ``cosSin(radians:)``, so that a piece ending on a multiple of 90°
/// ends exactly on the circle's axis point (see the general form above).
@inline(__always) func emitArcCubics(
  pieces: Int, handle k: Double, from: Point, end: Point, startAngle: Double, sweep: Double,
  map: (Point) -> Point, emit: (_ end: Point, _ control1: Point, _ control2: Point) -> Void
) {
  let step = sweep / Double(pieces)
  emitArcCubics(
    pieces: pieces, handle: k, from: from, end: end,
    unitPoint: { i in
      unitCirclePoint(radians: i == pieces ? startAngle + sweep : startAngle + step * Double(i))
    },
    map: map, emit: emit)
}
