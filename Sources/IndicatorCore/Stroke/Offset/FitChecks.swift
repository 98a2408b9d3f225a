// The checks every fit passes before it is drawn: the error budget, the estimated and true
// distances to the offset at sampled parameters, and the bounding-box test. How much each
// family is checked, and why, is in the Stroking article.

extension OffsetFitter {
  /// Whether a piece is delicate, given the least and most of its offset's speed ratio.
  ///
  /// It is where the ratio 1 − h·κ falls below ``delicateSpeedRatio`` or varies more than twofold
  /// (towards a cusp of the offset, or beyond one); fits there are checked by true
  /// distances.
  @inline(__always)
  static func isDelicate(least: Double, most: Double) -> Bool {
    least < delicateSpeedRatio || most > 2 * least
  }

  /// Whether `fitted` stays within `budget` of the offset of the piece starting at `t0` of
  /// length `dt`, by ``offsetDistance`` at the fit's parameters `u` matched to the targets
  /// at s = k/(count + 1) and at `parts` equal steps between them and the ends (stopping at
  /// the first point over).
  ///
  /// Cusp-end fits (``cuspEndFitSamples`` targets, closer together) are checked at the
  /// halves (`parts` 2), the others at the quarters: halves are enough between close
  /// targets and much cheaper, but let far-off fits through between the refit's three.
  func fitDistance(
    _ fitted: CubicBezier, _ samples: UnsafePointer<OffsetSample>, count n: Int,
    parts: Int = 4, _ curve: StrokedCubic, _ t0: Double, _ dt: Double, h: Double,
    budget: Double
  ) -> Bool {
    guard Self.matchesInOrder(samples, count: n) else { return false }
    let power = PowerCurve(fitted)
    var previousU = 0.0
    var previousS = 0.0
    for k in 0...n {
      let uk = k < n ? samples[k].u : 1
      let sk = Double(k + 1) / Double(n + 1)
      for j in 1...(k < n ? parts : parts - 1) {
        let f = Double(j) / Double(parts)
        let s = previousS + f * (sk - previousS)
        let point = power.point(at: previousU + f * (uk - previousU))
        // At a target the offset point at the same parameter is known: within the budget,
        // its distance is what the search would stop at.
        if j == parts, (point - samples[k].target).magnitude <= budget { continue }
        let distance = offsetDistance(point, curve, t0 + s * dt, t0, t0 + dt, h: h, enough: budget)
        if !(distance <= budget) { return false }
      }
      previousU = uk
      previousS = sk
    }
    return true
  }

  /// Whether the fit's parameters matched to the targets increase strictly inside (0, 1),
  /// as the targets' own do.
  ///
  /// The checks between targets look at the fit between the matched parameters; where the
  /// matching runs backwards or piles up at an end they miss parts of the fit (a cusp-end
  /// fit overshooting its cusp can pass them so).
  @inline(__always)
  static func matchesInOrder(_ samples: UnsafePointer<OffsetSample>, count n: Int) -> Bool {
    var previous = 0.0
    for k in 0..<n {
      guard samples[k].u > previous else { return false }
      previous = samples[k].u
    }
    return previous < 1
  }

  /// The distance from `target` to where `fitted` crosses the line through `target` along
  /// `normal` (one Newton step from `u`), plus what remains of the tangential offset after
  /// that step, so the estimate never undercounts a crossing it has not reached.
  @inline(__always)
  func normalDistance(
    _ fitted: PowerCurve, _ target: Point, _ along: Point, _ normal: Point, _ u: Double
  ) -> Double {
    let v = fitted.crossing(target, along: along, from: u)
    let e = fitted.point(at: v) - target
    return abs(e.dot(normal)) + abs(e.dot(along))
  }

  /// The error budget of a fit spanning `dt` of its source curve's parameter:
  /// `fitTolerance`, less ``fitShare`` (0.7) × the fit's ``sampledSagitta(_:)`` when that
  /// allowance can be met by a few more bisections.
  ///
  /// `fitTolerance` is 0.7 × the tolerance, the rest being room for what the checks between
  /// sampled parameters miss (up to 1/0.7 ≈ 1.43 × the checked error). The sagitta is an
  /// exact bound, not a checked value, so only the fit's own error needs that room: a fit
  /// checked within 0.7 × (tolerance − sagitta), missed by at most 1.43×, is seen through
  /// the polyline within 1.43 × 0.7 × (tolerance − sagitta) + sagitta ≤ tolerance.
  ///
  /// The allowance shrinks quadratically as pieces shrink, where the fit error shrinks
  /// with the sixth power: on a huge stroke at a fine tolerance (a 1e9-wide stroke at 1e-3,
  /// or its dashes) it alone would split each side into hundreds of thousands of pieces. So
  /// it counts only on pieces spanning at least ``sagittaSpan`` and while it is at most
  /// ``sagittaReach`` times `fitTolerance` (two or three bisections meet it); beyond that
  /// the fit is held to the plain tolerance.
  @inline(__always)
  func budget(_ fitted: CubicBezier, span dt: Double) -> Double {
    guard dt >= Self.sagittaSpan else { return fitTolerance }
    let sagitta = sampledSagitta(fitted)
    guard sagitta <= Self.sagittaReach * fitTolerance else { return fitTolerance }
    return fitTolerance - Self.fitShare * sagitta
  }

  /// How far a polyline through 32 evenly spaced parameters of `c` can stray from it:
  /// |B″|·(1/32)²/8 with |B″| ≤ 6·max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|).
  ///
  /// Renderers and checkers (the Skia oracle's `compare.py` among them) often look at an
  /// outline through such a polyline; counting this allowance in the error budget keeps
  /// what they see within the tolerance too.
  @inline(__always)
  func sampledSagitta(_ c: CubicBezier) -> Double {
    let d1 = c.p0 - 2 * c.p1 + c.p2
    let d2 = c.p1 - 2 * c.p2 + c.p3
    return (6.0 / 8192) * max(d1.dot(d1), d2.dot(d2)).squareRoot()
  }

  /// The largest checked distance from `fitted` to the true offset of the piece starting at
  /// `t0` of length `dt`, as a fraction of ``budget(_:span:)``: at most 1 when the fit
  /// passes; infinite when the budget is spent by the sampled sagitta alone or the fit
  /// leaves the piece's neighbourhood.
  ///
  /// A fit exact at s = 0, ½ and 1 with matching end tangents errs to leading order like
  /// s²(1 − s)²(s − ½), whose extremes are at s = ½ ± 1/(2√5) ≈ 0.276 and 0.724; those are
  /// checked; then, unless the error there is below a quarter of the budget (higher-order
  /// terms small), s = 0.1 and 0.9, where those terms move the peak outwards (a fit on a
  /// wild curve peaked at s ≈ 0.82); and s = ½ when the fit is not exact there.
  @inline(__always)
  func fitRatio(
    _ fitted: CubicBezier, _ curve: StrokedCubic, _ piece: CubicBezier, _ t0: Double,
    _ dt: Double, h: Double, checkMiddle: Bool, wide: Bool,
    speedRatios ends: (least: Double, most: Double)
  ) -> Double {
    let budget = budget(fitted, span: dt)
    guard budget > 0 else { return .infinity }
    let power = PowerCurve(fitted)
    var speedRatios = ends
    let peaks = (
      fitError(power, curve, t0 + 0.276 * dt, 0.276, h, &speedRatios),
      fitError(power, curve, t0 + 0.724 * dt, 0.724, h, &speedRatios)
    )
    var worst = max(peaks.0.estimate, peaks.1.estimate)
    if Self.isDelicate(least: speedRatios.least, most: speedRatios.most) {
      // The offset's curvature runs away (towards a cusp of the offset, or reversed beyond
      // one): the error's peak can sit anywhere, and near a cusp the offset ends where the
      // second-order estimate assumes it goes on. Measure true distances, densely (once
      // the estimate, which rejects most failing fits, has passed).
      guard worst <= budget else { return worst / budget }
      @inline(__always) func trueDistance(_ s: Double) -> Double {
        offsetDistance(
          power.point(at: s), curve, t0 + s * dt, t0, t0 + dt, h: h, enough: budget)
      }
      // At the peaks the estimates measured the distance to the offset point at the same
      // parameter: within the budget, it is what the search would stop at.
      worst = max(
        peaks.0.distance <= budget ? peaks.0.distance : trueDistance(0.276),
        peaks.1.distance <= budget ? peaks.1.distance : trueDistance(0.724))
      if !(worst <= budget) { return worst / budget }
      for s in Self.delicateChecks {
        worst = max(worst, trueDistance(s))
        if !(worst <= budget) { return worst / budget }
      }
    } else {
      guard worst <= budget else { return worst / budget }
      if worst > 0.25 * budget || wide {
        worst = max(
          worst, fitError(power, curve, t0 + 0.1 * dt, 0.1, h, &speedRatios).estimate,
          fitError(power, curve, t0 + 0.9 * dt, 0.9, h, &speedRatios).estimate)
      }
      if wide {
        // A turn over 90° moves the error's peaks towards s = 0.17 and 0.83.
        worst = max(
          worst, fitError(power, curve, t0 + 0.17 * dt, 0.17, h, &speedRatios).estimate,
          fitError(power, curve, t0 + 0.83 * dt, 0.83, h, &speedRatios).estimate)
      }
      if checkMiddle || wide {
        worst = max(worst, fitError(power, curve, t0 + 0.5 * dt, 0.5, h, &speedRatios).estimate)
      }
    }
    guard worst <= budget else { return worst / budget }
    return staysNearPiece(fitted, piece, h: h) ? worst / budget : .infinity
  }

  /// Whether the fitted cubic lies within the piece's bounding box grown by
  /// `|h| + fitTolerance`.
  ///
  /// The true offset's extreme in each axis direction lies where the piece's normal points
  /// that way, at most `|h|` beyond the piece's own extreme, so a fit within `fitTolerance`
  /// of the offset lies in the grown box: the test never rejects a good fit. It rejects
  /// fits that bulge between the checked parameters — handles that run away at a
  /// near-degenerate end tangent, or a whole-side fit bowing past the turn of a very long
  /// cubic (both found by fuzzing).
  ///
  /// A fit whose handles lie inside the range of the piece's end values grown by
  /// `|h| + fitTolerance` alone passes here, before the grow's scale term is computed:
  /// that term only widens the range (the piece's end points are finite, on the source).
  /// The others take ``staysNearPieceByExtrema(_:_:h:)``, out of line.
  @inline(__always)
  func staysNearPiece(
    _ fitted: CubicBezier, _ piece: CubicBezier, h: Double
  ) -> Bool {
    let reach = abs(h) + fitTolerance
    if Self.handlesInside(fitted.p1.x, fitted.p2.x, piece.p0.x, piece.p3.x, grow: reach)
      && Self.handlesInside(fitted.p1.y, fitted.p2.y, piece.p0.y, piece.p3.y, grow: reach)
    {
      return true
    }
    return staysNearPieceByExtrema(fitted, piece, h: h)
  }

  /// ``staysNearPiece(_:_:h:)`` by ``staysNear(_:_:_:_:_:_:_:_:grow:)`` on each axis, with
  /// the grow `|h| + fitTolerance` and a relative 1e-12 of the piece's and the offset's
  /// scale for rounding.
  @inline(never)
  func staysNearPieceByExtrema(
    _ fitted: CubicBezier, _ piece: CubicBezier, h: Double
  ) -> Bool {
    let scale = abs(piece.p0.x) + abs(piece.p0.y) + abs(piece.p3.x) + abs(piece.p3.y) + abs(h)
    let grow = abs(h) + fitTolerance + 1e-12 * scale
    return Self.staysNear(
      fitted.p0.x, fitted.p1.x, fitted.p2.x, fitted.p3.x, piece.p0.x, piece.p1.x, piece.p2.x,
      piece.p3.x, grow: grow)
      && Self.staysNear(
        fitted.p0.y, fitted.p1.y, fitted.p2.y, fitted.p3.y, piece.p0.y, piece.p1.y,
        piece.p2.y, piece.p3.y, grow: grow)
  }

  /// Whether the handle values `f1` and `f2` lie within the range of the end values `p0` and
  /// `p3` grown by `grow`: the first test of ``staysNear(_:_:_:_:_:_:_:_:grow:)``.
  ///
  /// The larger values are `a > b ? a : b` (one `maxsd`), which does not order NaN: a NaN
  /// handle fails the test either way, in the smaller value or in the larger.
  @inline(__always)
  static func handlesInside(
    _ f1: Double, _ f2: Double, _ p0: Double, _ p3: Double, grow: Double
  ) -> Bool {
    min(f1, f2) >= min(p0, p3) - grow && (f1 > f2 ? f1 : f2) <= (p0 > p3 ? p0 : p3) + grow
  }

  /// ``staysNearPiece(_:_:h:)`` on one axis: whether the cubic with values `f0…f3` stays
  /// within the range of the cubic with values `p0…p3` grown by `grow`.
  ///
  /// The end values' range lies inside the piece's, and the fit's end values lie within
  /// `|h|` of the piece's: when the fit's handles, or else its own extremes, are inside that
  /// range grown, so is the fit, and the piece's extremes are computed only when neither
  /// holds.
  @inline(__always)
  static func staysNear(
    _ f0: Double, _ f1: Double, _ f2: Double, _ f3: Double, _ p0: Double, _ p1: Double,
    _ p2: Double, _ p3: Double, grow: Double
  ) -> Bool {
    var low = min(p0, p3) - grow
    var high = max(p0, p3) + grow
    if min(f1, f2) >= low && max(f1, f2) <= high { return true }
    var fit = BoundsAccumulator()
    fit.addX(f0)
    fit.addX(f3)
    fit.addCubicExtrema(f0, f1, f2, f3, axis: 0)
    if fit.minX >= low && fit.maxX <= high { return true }
    var box = BoundsAccumulator()
    box.addX(p0)
    box.addX(p3)
    box.addCubicExtrema(p0, p1, p2, p3, axis: 0)
    low = box.minX - grow
    high = box.maxX + grow
    return fit.minX >= low && fit.maxX <= high
  }

  /// The distance from `p` to the offset at `h` of the curve between `lo` and `hi`, as
  /// found by Newton's method on (O(t) − p)·τ(t) = 0 from `t` (at most three steps): the least
  /// distance to an offset point it visits, so never less than the true distance.
  ///
  /// The search stops as soon as a visited point is within `enough` (the fit's budget): the
  /// answer is then still an upper bound, and only whether it is within the budget
  /// matters (the outlines are the same as with converged searches, for much less work).
  /// Squared distances are compared, so no square root sits between a visited point and
  /// the test whether to go on.
  ///
  /// The foot point of `p` on the offset is where (c − p)·τ = 0 (the offset's normals are the
  /// source's), whose derivative |c′|·(1 + κ·(c − p)·n) stays finite through cusps of the
  /// offset, where the offset's speed vanishes. Multiplied through by |c′| the Newton step
  /// is r·c′ / (|c′|² + (c′ × c″)(c′ × r)/|c′|²), r = c − p: only one division lies between a
  /// parameter and the next (the other, of c′ × c″, runs beside the evaluation of c), and
  /// the square root that places the visited offset point sits beside that chain instead
  /// of in it. Dividing c′ × c″ by |c′|² rather than multiplying the rest through by it
  /// keeps every term finite at the stroker's largest coordinates (1e100), at a small cost.
  func offsetDistance(
    _ p: Point, _ curve: StrokedCubic, _ t: Double, _ lo: Double, _ hi: Double, h: Double,
    enough: Double
  ) -> Double {
    var t = t
    var bestSquared = Double.infinity
    let enoughSquared = enough * enough
    for step in 0...3 {
      let v = curve.derivative(at: t)
      let speedSquared = v.dot(v)
      guard speedSquared > curve.stallSquared else { break }
      let r = curve.power.point(at: t) - p
      let e = r + (h / speedSquared.squareRoot()) * v.perpendicular
      bestSquared = min(bestSquared, e.dot(e))
      guard step < 3, bestSquared > enoughSquared else { break }
      let bend = v.cross(curve.secondDerivative(at: t)) / speedSquared
      let slope = speedSquared + bend * v.cross(r)
      guard slope != 0 else { break }
      let next = min(max(t - r.dot(v) / slope, lo), hi)
      // Converged: a further step would land on the point just measured.
      if abs(next - t) <= 1e-6 * (hi - lo) { break }
      t = next
    }
    return bestSquared.squareRoot()
  }

  /// A conservative estimate of the distance from the fitted cubic at `s` to the true
  /// offset curve near parameter `t`, and the plain distance `|e|` between the fit's point
  /// and the offset's point at `t` (an upper bound of the distance to the offset curve).
  ///
  /// With `e` split along the offset's tangent and normal, the distance to the offset curve
  /// is at most `|e_N| + κ_o·e_T²/2` to second order (κ_o the offset's curvature), and never
  /// more than `|e|`.
  @inline(__always)
  func fitError(
    _ fitted: PowerCurve, _ curve: StrokedCubic, _ t: Double, _ s: Double, _ h: Double,
    _ speedRatios: inout (least: Double, most: Double)
  ) -> (estimate: Double, distance: Double) {
    let v = curve.derivative(at: t)
    let speedSquared = v.dot(v)
    guard speedSquared > curve.stallSquared else { return (.infinity, .infinity) }
    let speed = speedSquared.squareRoot()
    let tangent = v * (1 / speed)
    let normal = tangent.perpendicular
    let e = fitted.point(at: s) - (curve.power.point(at: t) + h * normal)
    let eT = e.dot(tangent)
    let eN = abs(e.dot(normal))
    let full = e.magnitude
    let kappa = v.cross(curve.secondDerivative(at: t)) / (speedSquared * speed)
    let speedRatio = 1 - h * kappa
    speedRatios.least = min(speedRatios.least, speedRatio)
    speedRatios.most = max(speedRatios.most, speedRatio)
    if abs(speedRatio) < 0.1 { return (full, full) }
    return (min(full, eN + 0.5 * eT * eT * abs(kappa / speedRatio)), full)
  }
}

/// A true offset point inside a piece, its unit normal, and the parameter `u` of the fit
/// matched to it (to begin with, the fraction of the piece the point sits at).
struct OffsetSample {
  var target: Point
  var normal: Point
  var u: Double

  /// The offset's unit tangent at the sample (the normal turned a quarter clockwise).
  var along: Point { (-normal.perpendicular) }
}

extension OffsetFitter {
  /// Writes the true offset at `count` evenly spaced fractions s = k/(count + 1) of a piece
  /// to `samples`, and returns the least and most of the offset's speed ratio 1 − h·κ over
  /// them; `nil` where the curve stalls.
  ///
  /// The samples live in scratch memory rather than in vector lanes: writing one lane of a
  /// SIMD8 at a varying index stores and reloads the whole vector.
  @inline(__always)
  func sampleOffset(
    into samples: UnsafeMutablePointer<OffsetSample>, _ curve: StrokedCubic,
    from t0: Double, span dt: Double, h: Double, count n: Int
  ) -> (least: Double, most: Double)? {
    var least = Double.infinity
    var most = -Double.infinity
    for k in 0..<n {
      let fraction = Double(k + 1) / Double(n + 1)
      let t = t0 + fraction * dt
      let v = curve.derivative(at: t)
      let speedSquared = v.dot(v)
      guard speedSquared > curve.stallSquared else { return nil }
      let speed = speedSquared.squareRoot()
      let tangent = v * (1 / speed)
      let speedRatio = 1 - h * v.cross(curve.secondDerivative(at: t)) / (speedSquared * speed)
      least = min(least, speedRatio)
      most = max(most, speedRatio)
      let normal = tangent.perpendicular
      (samples + k).initialize(
        to: OffsetSample(target: curve.power.point(at: t) + h * normal, normal: normal, u: fraction)
      )
    }
    return (least, most)
  }
}
