// The stroke's shape parameters, derived once from a style and a tolerance. The joins, caps
// and arcs they draw are in Joins.swift and Caps.swift; the offsetting of curves is
// `OffsetFitter` (Offset/). The method is described in the Stroking article.

/// The parameters of one stroke that do not depend on the path: the offset distance, the
/// cap and join styles and the tolerances of round geometry, with the join, cap and arc
/// emitters that use them (extensions in Joins.swift and Caps.swift).
///
/// Every emitter appends to a caller-owned element buffer and allocates nothing.
struct StrokeOutliner {
  /// Half the line width: the offset distance (`h` is this, signed by the side).
  let halfWidth: Double
  let cap: LineCap
  let join: LineJoin
  /// The miter limit; a value below 1 means every miter join is beveled.
  let miterLimit: Double
  /// The tolerance the stroke is drawn to.
  let tolerance: Double
  /// ``arcStep`` when the style draws round caps or joins (computed once here), NaN when it
  /// does not (only the round joins over curve cusps need it then, computed on use).
  private let roundArcStep: Double
  /// The largest angle of one cubic arc piece keeping its radial error within a quarter of
  /// the tolerance (at most π/2).
  @inline(__always) var arcStep: Double {
    roundArcStep.isNaN ? Self.arcStep(halfWidth: halfWidth, tolerance: tolerance) : roundArcStep
  }
  /// Joins whose outer gap is below this are drawn as plain lines (no visible geometry).
  let straightJoinGap: Double
  /// Points this close are one point of the outline: a line no longer than this is not
  /// drawn, a join whose two offset points are this close draws nothing, and a line whose
  /// vertex lies this close to the line from its start to the next end is merged with the
  /// next: a thousandth of the tolerance, or a tenth of the half width where that is
  /// smaller, so that a stroke far thinner than its tolerance keeps both sides.
  let snapDistance: Double

  /// The largest number of cubic pieces one arc is split into, whatever the tolerance.
  static let maximumArcPieces = 256

  init(style: StrokeStyle, tolerance: Double) {
    self.init(
      lineWidth: style.lineWidth, cap: style.lineCap, join: style.lineJoin,
      miterLimit: style.miterLimit, tolerance: tolerance)
  }

  /// The parameters of a stroke of `lineWidth` with these caps, joins and miter limit (NaN
  /// bevels every miter) drawn to `tolerance`: those of `init(style:tolerance:)`, without
  /// copying a style (and retaining its dash array).
  @inline(__always)
  init(lineWidth: Double, cap: LineCap, join: LineJoin, miterLimit: Double, tolerance: Double) {
    halfWidth = lineWidth / 2
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit.isNaN ? 0 : miterLimit
    self.tolerance = tolerance
    // `pow` costs about as much as stroking a line: only round geometry needs the step.
    roundArcStep =
      cap == .round || join == .round
      ? Self.arcStep(halfWidth: halfWidth, tolerance: tolerance) : .nan
    // A bevel across a turn of angle θ misses h·(1 − cos(θ/2)) ≈ h·θ²/8 of a round join;
    // keep that below a tenth of the tolerance: gap h·θ below √(0.8·h·tol).
    straightJoinGap = (0.8 * halfWidth * tolerance).squareRoot()
    snapDistance = min(tolerance * 1e-3, halfWidth * 0.1)
  }

  /// The largest angle of one cubic arc piece of radius `halfWidth` whose radial error
  /// stays within a quarter of `tolerance`, between 1e-3 and π/2.
  ///
  /// Radial error of a cubic arc of angle α (handles 4/3·tan(α/4)):
  /// r·(2/27)·sin⁶(α/4)/cos²(α/4) ≈ r·(2/27)·(α/4)⁶ (Goldapp 1991). Solve for α at tol/4.
  @inline(never)
  static func arcStep(halfWidth: Double, tolerance: Double) -> Double {
    let ratio = (tolerance * 0.25) * 13.5 / max(halfWidth, .leastNormalMagnitude)
    let step = 4 * Math.pow(ratio, 1.0 / 6)
    return step.isFinite ? min(max(step, 1e-3), Double.pi / 2) : Double.pi / 2
  }
}

extension StrokeOutliner {
  /// The most elements a corner between two lines adds to one side before the next line's
  /// offset: two lines (the detour through the pivot, or the miter point and the offset's
  /// start), or the arcs of a half turn where joins are round.
  @inline(__always) var lineJoinElements: Int {
    join == .round
      ? max(
        2, arcPieceCount(sweep: .pi, maximumStep: arcStep, maximumPieces: Self.maximumArcPieces))
      : 2
  }

  /// Whether a turn between unit tangents with dot product `dot` and cross product `cross`
  /// is a straight joint, drawn as one line across (``appendJoin(_:pivot:_:_:side:style:betweenLines:)``'s
  /// first case): the tangents agree in direction and the bevel across the turn stays
  /// within ``straightJoinGap``.
  ///
  /// The gap is tested first, for the reason ``isStraightRun(_:_:_:)`` tests the distance
  /// first.
  @inline(__always) func isStraightJoint(dot: Double, cross: Double) -> Bool {
    halfWidth * abs(cross) <= straightJoinGap && dot > 0
  }
}

extension Point {
  /// The unit vector along this step (not zero), `length` being its `magnitude`.
  ///
  /// It is `self · (1 / length)`, or, for a step shorter than 2^−510, the same for the step
  /// scaled by 2^600 (exact). There the squared length leaves the normal range, so
  /// `length` is inexact or 0 (a step of 1e-200 from a point that differs from the next one
  /// only there), and the plain quotient would be off unit length, infinite or NaN.
  @inline(__always) func direction(length: Double) -> Point {
    if length >= 0x1p-510 { return self * (1 / length) }
    // The rare case is inline, not a call: a call in a loop clobbers every vector
    // register, and the loops calling this would keep their values in memory around it.
    let scaled = self * 0x1p600
    return scaled * (1 / scaled.magnitude)
  }

  /// This vector scaled to unit length (``direction(length:)`` of its magnitude; non-finite
  /// for a zero vector).
  @inline(__always) var unit: Point { direction(length: magnitude) }
}
