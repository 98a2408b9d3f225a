// Stroke expansion: the outline that, filled with the non-zero rule, covers what stroking
// the path covers.
//
// Method. Each subpath is walked once. Lines are offset exactly by ±w/2 along their left
// normal. Quadratics are degree-elevated (exactly) to cubics. Each side of a cubic is
// offset independently:
//
// - A cubic with inflections (roots of c′ × c″, a quadratic) is first tried whole: one
//   cubic with the true offset's end points and end tangents — first the three-point fit
//   every piece gets (below; skipped where the speed ratio 1 − d·κ at one end is over 1.5×
//   that at the other), then its two handle lengths fitted to the true offset c(t) ± d·n(t)
//   at t = ¼, ½, ¾ by least squares along the offset's normals. S-shaped offsets usually
//   fit one cubic (not tried where the offset's speed ratio 1 − d·κ is below ¼ at an end,
//   a quarter or the middle). If not, the side is split where its offset has cusps
//   (1 − d·κ = 0: sign changes between 9 samples, refined by Newton's method kept in the
//   bracket), or else at the inflections.
// - Each piece is then offset by recursive bisection in the parameter. A piece whose halves
//   turn by more than 90° each, or whose end tangents turn by more than 120°, is split
//   (loops and near-cusps). Otherwise one cubic with the true offset's end points and end
//   tangents is fitted: first through the true offset point at the middle parameter (for
//   nearly straight pieces, where that system is ill-conditioned, the source handles scaled
//   by the speed ratio 1 − d·κ, Tiller & Hanson 1984), checked at s = 0.276 and 0.724
//   (where a three-point fit's error peaks), then 0.1 and 0.9, with a second-order estimate
//   (normal error plus the offset curvature times the squared tangential error, never more
//   than the plain distance; a piece turning by over 90° also at 0.17, 0.5 and 0.83). Where
//   that estimate cannot be trusted — the speed ratio below ½ or varying more than twofold
//   over the piece (towards a cusp of the offset, or beyond one) — the fit is instead
//   checked at 11 parameters by the true distance to the offset curve (Newton's method on
//   (O(t) − p)·τ = 0, whose visited points bound the distance from above). If the fit
//   fails, it is refined by tangent-distance least squares with parameter correction
//   (Pottmann & Leopoldseder 2003, Hoschek 1988) on three offset points and checked at
//   seven (at fifteen, by true distances, where the speed ratio is uneven) — unless the
//   offset runs backwards at an end (a cusp of the offset lies inside the piece). A piece
//   ending at a cusp of the offset is instead fitted with its control point at the cusp
//   free (the offset arrives there along a semicubical cusp no tangent-constrained cubic
//   follows), and without the three-point fit first where the speed ratio at its other end
//   is 1 or more (that fit rarely passes there). If no fit passes, the piece is split at
//   the offset cusp inside it, or in the middle.
// - The error budget is 0.7 × (the tolerance less the sagitta of the fitted cubic seen
//   through 32 evenly spaced samples): 0.7 leaves room for what the checks miss, and the
//   sagitta keeps the outline within tolerance for renderers and checkers that look at
//   curves through such polylines (the Skia oracle does).
// - This is the "fit, check, subdivide" scheme of Skia's SkStroke (which fits quadratics)
//   and of kurbo's `offset.rs` (Levien, "Parallel curves of cubic Béziers", 2022, which
//   fits cubics by area and moment and splits at offset cusps the same way); the explicit
//   check at parameters spread over each piece is what keeps it within tolerance on loops,
//   cusps and inflections, where Skia and kurbo overshoot.
// - A piece shorter than a quarter of the tolerance (a source cusp, isolated by bisection)
//   is replaced by a round join over its point, as Skia and kurbo do at cusps.
// - Bisection stops at depth 18; a piece still unfitted there is drawn as two lines through
//   exact offset points (denser, never dropped).
//
// Joins: the outer side gets the miter, round arc (cubic arcs of at most π/2 and at most a
// quarter-tolerance radial error) or bevel; the inner side passes through the pivot point,
// so wide strokes on short segments leave no gaps. Turns whose bevel is within a tenth of
// the tolerance of the round join get no join geometry. Caps: butt, square, round (two
// cubic arcs). Open subpaths give one contour, closed ones two (outer and inner reversed).
// Nothing allocates per segment: the output and the right-side buffer are reserved once.

extension Path {
  /// The smallest tolerance `strokedPath(_:tolerance:)` works to; smaller, zero, negative
  /// or non-finite tolerances are raised to it (and to 1e-12 times the path's largest
  /// coordinate magnitude, below which Double arithmetic cannot resolve the offset).
  public static let minimumStrokeTolerance = 1e-6

  /// The outline of the stroke of this path: the path that, filled with the non-zero rule,
  /// covers what stroking this path with `style` covers, as CoreGraphics'
  /// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)` and Skia's stroker.
  ///
  /// Open subpaths give one contour each (left side, end cap, right side reversed, start
  /// cap), closed subpaths two (left side, and right side reversed). Straight segments are
  /// stroked exactly; every point of a curve's outline is within `tolerance` of the true
  /// offset curve (the method is described in `Path+Stroke.swift`: cubic fits checked
  /// against the true offset, bisected until they pass). Cusps of the source get a round
  /// join; inner joins pass through the join point.
  ///
  /// - Parameters:
  ///   - style: The width, caps, joins, miter limit and dash pattern. Dashes follow the SVG
  ///     and CoreGraphics rules: an odd array repeats to even; the phase is taken modulo the
  ///     pattern length (negative too; a non-finite phase counts as 0); the pattern restarts
  ///     at each subpath; on a closed subpath the dash crossing the start is drawn as one;
  ///     a zero-length "on" interval draws a dot or a square along the path's direction
  ///     with round or square caps (nothing with butt caps). A pattern that is empty, all
  ///     zero, or has a negative or non-finite interval draws the undashed stroke, and so
  ///     does one that would draw more than ``maximumDashCount`` (1,000,000) dashes or
  ///     whose dashes are estimated to draw more than ``maximumDashedStrokeElements``
  ///     (150,000) elements, each dash counting 6 + 2 × (elements of a cap); a round cap
  ///     is 2 to 58 cubic arcs, growing as (width / tolerance)^(1/6). Both estimates are
  ///     made before dashing, from the subpaths' lengths and the pattern. Arc lengths are
  ///     computed by adaptive Gauss–Legendre quadrature to about 1e-10 relative.
  ///   - tolerance: The largest distance allowed between the outline of a curve (or a round
  ///     join or cap) and the true one.
  /// - Returns: The outline. Bad input never traps: a width that is ≤ 0 or not finite, or
  ///   a path with a non-finite coordinate, gives an empty path; a tolerance that is ≤ 0,
  ///   not finite or below ``minimumStrokeTolerance`` is raised to it; a miter limit below
  ///   1 (0 included) or NaN always bevels. Zero-length segments are skipped; a subpath of
  ///   zero length draws a disc with round caps, a square along +x with square caps and
  ///   nothing with butt caps. Paths or widths beyond 1e100 are stroked at a power-of-two
  ///   scale (exact) and scaled back; an outline that would overflow `Double` is returned
  ///   empty.
  /// - Complexity: O(n) in the number of elements for a fixed style and tolerance, with
  ///   at most 2 × 2¹⁸ pieces per curve side and 256 cubics per round join. The outline
  ///   has at most 400 × (n + d) × (1 + a) + 16 elements, with n the path's elements, d
  ///   the dashes estimated for ``maximumDashCount`` (0 undashed) and a the cubic arcs of
  ///   a round cap at this width and tolerance (2 to 58); the factor is over 4 times the
  ///   largest ratio measured (91, a 1e9-wide stroke of the oracle's wild cubics), and
  ///   the fuzz target checks every outline against the bound.
  public func strokedPath(_ style: StrokeStyle, tolerance: Double = 0.05) -> Path {
    guard let plan = strokePlan(style, tolerance: tolerance) else { return Path() }
    if plan.factor != 1 {
      // Squared lengths would overflow: stroke a copy scaled by a power of two (exact) and
      // scale the outline back.
      let outline = plan.path.strokedPath(plan.style, tolerance: plan.tolerance)
      let result = outline.applying(.scale(1 / plan.factor))
      return result.isFinite ? result : Path()
    }
    var stroker = Stroker(
      outliner: plan.outliner, tolerance: plan.tolerance, capacity: storage.count * 6 + 8)
    if let pattern = plan.pattern {
      strokeDashed(pattern, into: &stroker)
    } else {
      strokeSolid(into: &stroker)
    }
    var result = Path()
    result.storage = stroker.finish()
    guard result.isFinite else { return Path() }
    for element in result.storage.reversed() {
      if case .move(let p) = element {
        result.subpathStart = p
        break
      }
    }
    return result
  }

  /// What `strokedPath(_:tolerance:)` does with `style` and `tolerance`, decided before any
  /// outline is built; `nil` when it returns an empty path.
  ///
  /// A path or width beyond 1e100 gives the plan of a copy scaled by a power of two
  /// (`factor`, exact); otherwise `factor` is 1, the tolerance is raised to its minimum,
  /// and `pattern` is the dash pattern drawn (`nil` undashed: no pattern, a bad one, or one
  /// over ``maximumDashCount`` or ``maximumDashedStrokeElements``) with its estimate.
  func strokePlan(_ style: StrokeStyle, tolerance: Double) -> StrokePlan? {
    let width = style.lineWidth
    guard width > 0, width.isFinite, isFinite, !storage.isEmpty else { return nil }
    let magnitude = largestMagnitude
    if max(magnitude, width) > 1e100 {
      let exponent = max(magnitude.exponent, width.exponent)
      let factor = Double(sign: .plus, exponent: -exponent, significand: 1)
      var scaledStyle = style
      scaledStyle.lineWidth = width * factor
      scaledStyle.dash = style.dash.map { $0 * factor }
      scaledStyle.dashPhase = style.dashPhase * factor
      let scaled = applying(.scale(factor))
      guard var plan = scaled.strokePlan(scaledStyle, tolerance: tolerance * factor) else {
        return nil
      }
      plan.factor = factor
      return plan
    }
    let minimum = max(Self.minimumStrokeTolerance, 1e-12 * (magnitude + width))
    let tol = tolerance.isFinite && tolerance > minimum ? tolerance : minimum
    let outliner = StrokeOutliner(style: style, tolerance: tol)
    var plan = StrokePlan(path: self, style: style, tolerance: tol, outliner: outliner)
    if let pattern = DashPattern(style.dash, phase: style.dashPhase) {
      let estimate = dashEstimate(pattern, outliner: outliner)
      if Self.admitsDashing(estimate) {
        plan.pattern = pattern
        plan.dashEstimate = estimate
      }
    }
    return plan
  }

  /// The documented bound on the number of elements of `strokedPath(style, tolerance:)`:
  /// ``strokeElementFactor`` × (n + d) × (1 + a) + ``strokeElementConstant``, with n the
  /// path's element count, d the dash count estimated for ``maximumDashCount`` (0 when the
  /// stroke is undashed) and a the number of cubic arcs of a half turn of the stroke
  /// (a round cap: ⌈π / α⌉ with α = 4·(6.75 × tolerance / width)^(1/6), 1 to 256), at the
  /// tolerance actually used.
  ///
  /// The factor is over four times the largest ratio of elements to (n + d) × (1 + a)
  /// measured (how, and on what, is in the README's "Input validation" section), so that
  /// changes to the curve fitting do not break it; the fuzz target checks every outline
  /// against the bound.
  func strokeElementBound(for style: StrokeStyle, tolerance: Double) -> Int {
    guard let plan = strokePlan(style, tolerance: tolerance) else { return 0 }
    let n = Double(storage.count)
    let d = plan.dashEstimate.dashes
    let a = Double(plan.outliner.halfTurnArcCount)
    let bound = Double(Self.strokeElementFactor) * (n + d) * (1 + a)
    return Int(min(bound, 1e18)) + Self.strokeElementConstant
  }

  /// The factor C of the stroke outline's size bound C × (n + d) × (1 + a) + K (see
  /// ``strokeElementBound(for:tolerance:)``).
  static let strokeElementFactor = 400
  /// The constant K of the stroke outline's size bound.
  static let strokeElementConstant = 16

  /// Drives `stroker` through every element of the path.
  func strokeSolid(into stroker: inout Stroker) {
    for element in storage {
      switch element {
      case .move(let p): stroker.move(to: p)
      case .line(let p): stroker.line(to: p)
      case .quadCurve(let p, let c): stroker.quad(to: p, control: c)
      case .curve(let p, let c1, let c2):
        stroker.cubic(CubicBezier(stroker.current, c1, c2, p))
      case .closeSubpath: stroker.close()
      }
    }
  }

  /// The largest absolute value of any coordinate.
  var largestMagnitude: Double {
    var m = 0.0
    for element in storage {
      switch element {
      case .move(let p), .line(let p): m = max(m, abs(p.x), abs(p.y))
      case .quadCurve(let p, let c): m = max(m, abs(p.x), abs(p.y), abs(c.x), abs(c.y))
      case .curve(let p, let c1, let c2):
        m = max(m, abs(p.x), abs(p.y), abs(c1.x), abs(c1.y), abs(c2.x), abs(c2.y))
      case .closeSubpath: break
      }
    }
    return m
  }
}

/// The decisions `strokedPath(_:tolerance:)` makes before building an outline.
struct StrokePlan {
  /// The path stroked (a scaled copy when `factor` is not 1).
  var path: Path
  /// The style used (scaled with the path).
  var style: StrokeStyle
  /// The tolerance used: the requested one raised to its minimum (scaled with the path
  /// when it is scaled here; the scaled copy's plan raises it).
  var tolerance: Double
  /// The stroke's shape parameters at that tolerance.
  var outliner: StrokeOutliner
  /// The power of two the path was scaled by (1 when not).
  var factor = 1.0
  /// The dash pattern drawn; `nil` draws the undashed stroke.
  var pattern: DashPattern?
  /// The estimated dash count and elements the dashes add (zero when undashed).
  var dashEstimate: (dashes: Double, elements: Double) = (0, 0)
}
