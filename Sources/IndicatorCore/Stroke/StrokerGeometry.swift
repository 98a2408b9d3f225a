// The stroker's fixed parameters and the geometry it emits without looking at curves: joins,
// caps and circular arcs. Everything here appends to a caller-owned element buffer and
// allocates nothing.

/// The fixed parameters of one stroke, derived once from a `StrokeStyle` and a tolerance,
/// with the join, cap and arc emitters that use them.
struct StrokerGeometry {
  /// Half the line width: the offset distance.
  let halfWidth: Double
  let cap: LineCap
  let join: LineJoin
  /// The miter limit; a value below 1 means every miter join is beveled.
  let miterLimit: Double
  /// The error allowed for each fitted offset piece: ``fitShare`` of the tolerance, leaving
  /// room for what sampling the error may miss.
  let fitTolerance: Double
  /// Pieces of a curve whose control polygon is shorter than this are treated as a point
  /// (their stroke is a disc within this distance of the true stroke).
  let tinyLength: Double
  /// The largest angle of one cubic arc piece keeping its radial error within a quarter of
  /// the tolerance (at most π/2).
  let arcStep: Double
  /// Joins whose outer gap is below this are drawn as plain lines (no visible geometry).
  let straightJoinGap: Double

  /// The largest number of cubic pieces one arc is split into, whatever the tolerance.
  static let maximumArcPieces = 256

  /// The share of the tolerance a fit's checked error may take (the rest is room for what
  /// the checks between sampled parameters miss); it also scales the sagitta allowance in
  /// ``budget(_:span:)``.
  static let fitShare = 0.7

  init(style: StrokeStyle, tolerance: Double) {
    halfWidth = style.lineWidth / 2
    cap = style.lineCap
    join = style.lineJoin
    miterLimit = style.miterLimit.isNaN ? 0 : style.miterLimit
    fitTolerance = tolerance * Self.fitShare
    tinyLength = tolerance * 0.25
    // Radial error of a cubic arc of angle α (handles 4/3·tan(α/4)):
    // r·(2/27)·sin⁶(α/4)/cos²(α/4) ≈ r·(2/27)·(α/4)⁶ (Goldapp 1991). Solve for α at tol/4.
    let ratio = (tolerance * 0.25) * 13.5 / max(halfWidth, .leastNormalMagnitude)
    let step = 4 * Math.pow(ratio, 1.0 / 6)
    arcStep = step.isFinite ? min(max(step, 1e-3), Double.pi / 2) : Double.pi / 2
    // A bevel across a turn of angle θ misses h·(1 − cos(θ/2)) ≈ h·θ²/8 of a round join;
    // keep that below a tenth of the tolerance: gap h·θ below √(0.8·h·tol).
    straightJoinGap = (0.8 * halfWidth * tolerance).squareRoot()
  }

  // MARK: Joins

  /// Appends the join at `pivot` from the offset of direction `t0` to that of `t1` on one
  /// side (`side` +1 for the left normal, −1 for the right), in `style`.
  ///
  /// The outer side gets the join geometry (miter, round arc or bevel); the inner side goes
  /// through the pivot, so that wide strokes on short segments leave no gap (Skia's
  /// `HandleInnerJoin`). A 180° reversal treats the left side as the outer one, so a round
  /// join becomes a half disc and a miter becomes a bevel, never a spike.
  @inline(__always)
  func appendJoin(
    _ sink: inout [Path.Element], pivot: Point, _ t0: Point, _ t1: Point, side: Double,
    style: LineJoin
  ) {
    let n1 = Point(x: -t1.y, y: t1.x)
    let end = pivot + (side * halfWidth) * n1
    let c = t0.cross(t1)
    let d = t0.dot(t1)
    if d > 0 && halfWidth * abs(c) <= straightJoinGap {
      sink.append(.line(to: end))
      return
    }
    let outerSign: Double = c > 0 ? -1 : 1
    guard outerSign == side else {
      sink.append(.line(to: pivot))
      sink.append(.line(to: end))
      return
    }
    let n0 = Point(x: -t0.y, y: t0.x)
    switch style {
    case .bevel:
      sink.append(.line(to: end))
    case .miter:
      // The miter length over the width is 1/sin(φ/2) = 1/cos(θ/2) for a turn θ; compare
      // without dividing: bevel when limit·cos(θ/2) < 1 (and, so that the miter point
      // stays finite, when the ratio would exceed about 1.4e8, whatever the limit).
      let cosHalfSquared = max(0, (1 + d) / 2)
      if miterLimit >= 1 && miterLimit * miterLimit * cosHalfSquared >= 1 && 1 + d > 1e-16 {
        sink.append(.line(to: pivot + (side * halfWidth / (1 + d)) * (n0 + n1)))
      }
      sink.append(.line(to: end))
    case .round:
      let turn = Math.atan2(abs(c), d)
      appendArc(&sink, center: pivot, from: side * n0, sweep: -side * turn, end: end)
    }
  }

  // MARK: Caps

  /// Appends the cap at `point`, where the stroke leaves in unit direction `tangent`, from
  /// the left offset `point + h·n` (already the current point) to the right one.
  @inline(__always)
  func appendCap(_ sink: inout [Path.Element], at point: Point, tangent: Point) {
    let n = Point(x: -tangent.y, y: tangent.x)
    let h = halfWidth
    let end = point - h * n
    switch cap {
    case .butt:
      sink.append(.line(to: end))
    case .square:
      sink.append(.line(to: point + h * (n + tangent)))
      sink.append(.line(to: end + h * tangent))
      sink.append(.line(to: end))
    case .round:
      appendArc(&sink, center: point, from: n, sweep: -Double.pi, end: end)
    }
  }

  // MARK: Arcs

  /// Appends a circular arc of radius `halfWidth` around `center`, starting at
  /// `center + halfWidth·from` (`from` a unit vector, the current point) and turning by
  /// `sweep` radians (positive from +x towards +y), ending exactly at `end`.
  ///
  /// Each piece is a cubic with handles `4/3·tan(α/4)` (Goldapp 1991), no piece wider than
  /// `arcStep`, so the radial error stays within a quarter of the tolerance; at most
  /// ``maximumArcPieces`` pieces.
  func appendArc(
    _ sink: inout [Path.Element], center: Point, from: Point, sweep: Double, end: Point
  ) {
    let r = halfWidth
    let pieces = min(
      Self.maximumArcPieces, max(1, Int((abs(sweep) / arcStep).rounded(.up))))
    let step = sweep / Double(pieces)
    let k = 4.0 / 3.0 * Math.tan(step / 4)
    let cosStep = Math.cos(step)
    let sinStep = Math.sin(step)
    var u = from
    for i in 0..<pieces {
      let last = i == pieces - 1
      let v =
        last
        ? (end - center) * (1 / r)
        : Point(x: u.x * cosStep - u.y * sinStep, y: u.x * sinStep + u.y * cosStep)
      let c1 = center + r * (u + k * Point(x: -u.y, y: u.x))
      let c2 = center + r * (v - k * Point(x: -v.y, y: v.x))
      sink.append(.curve(to: last ? end : center + r * v, control1: c1, control2: c2))
      u = v
    }
  }
}
