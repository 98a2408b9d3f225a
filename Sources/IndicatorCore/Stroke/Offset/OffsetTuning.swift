// The offset fitter's tuning constants, each with the trade-off it makes. The measurements
// behind them are in Documentation/StrokerDesignNotes.md.

extension OffsetFitter {
  // MARK: Error budget

  /// The share of the tolerance a fit's checked error may take: the rest is room for what
  /// the checks between sampled parameters miss; it also scales the sagitta allowance of
  /// ``budget(_:span:)``.
  static let fitShare = 0.7
  /// The shortest parameter span of a piece whose budget counts the sampled sagitta:
  /// shorter pieces shrink the allowance faster than more bisections can meet it.
  static let sagittaSpan = 1.0 / 32
  /// The largest sampled sagitta, in multiples of the fit tolerance, the budget counts:
  /// beyond it two or three bisections would not meet the allowance.
  static let sagittaReach = 16.0

  // MARK: Recursion

  /// The deepest bisection of a curve piece; beyond it a piece is drawn as lines through
  /// exact offset points (denser output, never a dropped piece).
  static let maximumDepth = 18
  /// The most elements the recursion draws for one side of a curve, per cubic arc of a half
  /// turn plus one, before it splits no more (``elementLimit``): both sides at the budget,
  /// with their caps and joins, stay within the outline size bound's factor, and a curve
  /// whose tolerance Double arithmetic resolves never reaches it.
  static let sideElementBudget = 64
  /// The offset's speed ratio 1 − h·κ at an end, a quarter or the middle of a curve below
  /// which no whole-side fit is tried: one cubic along the end tangents rarely follows an
  /// offset that nearly stops there, and splitting first is cheaper than failing fits.
  static let wholeSideGate = 0.25
  /// How many times larger the speed ratio at one end of a whole side may be than at the
  /// other for the three-point fit to be tried first: beyond it the fit rarely follows the
  /// side, so the refit comes first.
  static let unevenEnds = 1.5

  // MARK: Refit

  /// Offset points a whole side is refitted to (``refit``), at s = ¼, ½ and ¾: a fourth
  /// saves few curves for much more work.
  static let wholeSideRefitSamples = 3
  /// Offset points a piece whose three-point fit failed is refitted to.
  static let pieceRefitSamples = 3
  /// How far over its budget a three-point fit may be for ``refit`` to be tried before
  /// bisecting: refits of worse fits rarely pass, and on hopeless pieces (huge strokes of
  /// short curves, where the offset has cusps) they only cost time.
  static let refitReach = 8.0
  /// Rounds of parameter correction and re-solving in ``refit`` and ``cuspEndFit``: a
  /// second round lets more pieces of wide strokes pass; a third changes nothing measurable.
  static let correctionRounds = 2

  // MARK: Cusps of the offset

  /// The offset's speed ratio |1 − h·κ| at a piece's end below which the end is taken as a
  /// cusp of the offset (and the piece gets the cusp-end fit).
  static let cuspRatio = 1e-6
  /// Offset points a piece ending at a cusp of the offset is fitted to (``cuspEndFit``):
  /// three unknowns need more than three, and five keep the fit cheap.
  static let cuspEndFitSamples = 5

  // MARK: Checks

  /// The offset's speed ratio 1 − h·κ below which a piece's fit is checked by true
  /// distances at ``delicateChecks``: there the second-order error estimate is unreliable.
  static let delicateSpeedRatio = 0.5
  /// How far below 0 the dot product of a piece's unit end tangents may fall for its turn
  /// to count as at most a quarter turn (no wide-turn checks): the end tangents of a
  /// quarter arc (of a circle, an ellipse, a rounded rectangle) round to dot products a few
  /// ulps either side of 0, and the error's peaks move outwards only on turns well past 90°.
  static let quarterTurnSlack = 1e-12

  // MARK: Circular arcs

  /// The largest sweep of an arc ``appendArcOffsets`` draws, as its cosine (91°): the error
  /// bound's constants hold up to it, and arcs split in quarter turns stay within it.
  static let arcReachCosine = -0.017452406437283477
  /// The least |scale| of an arc's side ``appendArcOffsets`` draws: an inner side whose
  /// offset arc is within a quarter of the radius of the centre, shrinking to a point
  /// there, is left to the direct fit and the recursion.
  static let arcLeastScale = 0.25
  /// Where fits of delicate pieces are checked besides s = 0.276 and 0.724 (checked first,
  /// where most failing fits fail).
  static let delicateChecks: [Double] = [
    0.0625, 0.9375, 0.125, 0.875, 0.1875, 0.8125, 0.375, 0.5, 0.625,
  ]
}
