// The direct offset of a benign cubic: both sides fitted at once, from one set of source
// evaluations, by the same three-point fit and the same checks the recursion gives a
// piece that needs no splitting.

/// The values at one checked parameter s that the error estimates of both sides' fits
/// need: the source's signed curvature there, and the fit's error split by the offset
/// distance along the source's unit tangent and normal (the offset's too).
///
/// The three-point fit of the whole curve at signed distance h errs at s by
/// e(s) = e₀(s) + h·e₁(s) (``OffsetFitter/appendDirectOffsets`` derives both), so each side
/// takes its error from four shared dot products: `tangential.0 + h·tangential.1` along
/// the tangent, `normal.0 + h·normal.1` along the normal.
struct DirectSample {
  var tangential: (Double, Double)
  var normal: (Double, Double)
  /// The signed curvature κ = (c′ × c″)/|c′|³.
  var curvature: Double

  /// The values at the two parameters `s` (the peaks, or 0.1 and 0.9), computed in the
  /// lanes of `s`, from the fit's shared vectors (f₀, g₀, f₁, g₁ and the end normals);
  /// `nil` where the curve stalls at either (there the recursion decides).
  ///
  /// The source's unit tangent T and normal N = (−T.y, T.x) come from its derivative, the
  /// curvature from c′ × c″, as ``OffsetFitter/fitError`` computes them; the Bernstein
  /// weights of the inner control points, w1 = 3(1 − s)²s and w2 = 3(1 − s)s², and the end
  /// point q3's share w3 = w2 + s³ of the cubic at s are constants once inlined. e₁ includes
  /// −N(s), the unit normal's own part: −1 along the normal.
  @inline(__always)
  static func pair(_ curve: StrokedCubic, at s: SIMD2<Double>, _ shared: DirectFitTerms)
    -> (DirectSample, DirectSample)?
  {
    let (a3, b2, c, a6) = (curve.a3, curve.b2, curve.power.c, curve.a6)
    let vx = (s * a3.x + b2.x) * s + c.x
    let vy = (s * a3.y + b2.y) * s + c.y
    let speedSquared = vx * vx + vy * vy
    guard all(speedSquared .> curve.stallSquared) else { return nil }
    let speed = speedSquared.squareRoot()
    let inverse = 1 / speed
    let tx = vx * inverse
    let ty = vy * inverse
    let curvature = (vx * (s * a6.y + b2.y) - vy * (s * a6.x + b2.x)) / (speedSquared * speed)
    let r = 1 - s
    let w1 = 3 * r * r * s
    let w2 = 3 * r * s * s
    let w3 = w2 + s * s * s
    let e0x = w1 * shared.f0.x - w2 * shared.g0.x
    let e0y = w1 * shared.f0.y - w2 * shared.g0.y
    let e1x = (1 - w3) * shared.n0.x + w3 * shared.n1.x + w1 * shared.f1.x - w2 * shared.g1.x
    let e1y = (1 - w3) * shared.n0.y + w3 * shared.n1.y + w1 * shared.f1.y - w2 * shared.g1.y
    let t0 = e0x * tx + e0y * ty
    let t1 = e1x * tx + e1y * ty
    let n0 = e0x * -ty + e0y * tx
    let n1 = e1x * -ty + e1y * tx - 1
    return (
      DirectSample(tangential: (t0[0], t1[0]), normal: (n0[0], n1[0]), curvature: curvature[0]),
      DirectSample(tangential: (t0[1], t1[1]), normal: (n0[1], n1[1]), curvature: curvature[1])
    )
  }

  /// The values themselves.
  @inline(__always)
  init(tangential: (Double, Double), normal: (Double, Double), curvature: Double) {
    self.tangential = tangential
    self.normal = normal
    self.curvature = curvature
  }

  /// ``OffsetFitter/fitError``'s estimate for the side at `h`: the normal error plus the
  /// offset's curvature times half the squared tangential error, at most the plain
  /// distance |e|; the speed ratio 1 − h·κ at the sample widens `ratios`.
  @inline(__always)
  func estimate(_ h: Double, _ ratios: inout (least: Double, most: Double)) -> Double {
    let eT = tangential.0 + h * tangential.1
    let eN = normal.0 + h * normal.1
    // The tangent and normal are orthonormal: |e|² = eT² + eN².
    let full = (eT * eT + eN * eN).squareRoot()
    let speedRatio = 1 - h * curvature
    ratios.least = min(ratios.least, speedRatio)
    ratios.most = max(ratios.most, speedRatio)
    if abs(speedRatio) < 0.1 { return full }
    return min(full, abs(eN) + 0.5 * eT * eT * abs(curvature / speedRatio))
  }

  /// ``estimate(_:_:)`` for both sides at once, lane by lane (`h` the two signed offset
  /// distances), with the same comparisons.
  @inline(__always)
  func estimate(_ h: SideLanes, _ least: inout SideLanes, _ most: inout SideLanes) -> SideLanes {
    let eT = tangential.0 + h * tangential.1
    let eN = normal.0 + h * normal.1
    let full = (eT * eT + eN * eN).squareRoot()
    let speedRatio = 1 - h * curvature
    least = least.replacing(with: speedRatio, where: speedRatio .< least)
    most = most.replacing(with: speedRatio, where: speedRatio .> most)
    let ratio = curvature / speedRatio
    let estimate = magnitude(eN) + 0.5 * eT * eT * magnitude(ratio)
    let bounded = full.replacing(with: estimate, where: estimate .< full)
    return bounded.replacing(with: full, where: magnitude(speedRatio) .< 0.1)
  }
}

/// The two sides of a curve as vector lanes: the right side (−h) in lane 0, the left in 1.
///
/// The direct fit does the same arithmetic for both, so one packed operation serves both
/// sides.
typealias SideLanes = SIMD2<Double>

/// |x| lane by lane, as `abs` gives it: the sign bits cleared with one mask (no comparison
/// and select).
@inline(__always) func magnitude(_ x: SideLanes) -> SideLanes {
  let bits = unsafeBitCast(x, to: SIMD2<UInt64>.self) & SIMD2(repeating: 0x7FFF_FFFF_FFFF_FFFF)
  return unsafeBitCast(bits, to: SideLanes.self)
}

/// The vectors of the direct fit's error shared by both sides (see
/// ``OffsetFitter/appendDirectOffsets``): f₀ = a₀·t0 − (p1 − p0), g₀ = b₀·t1 − (p3 − p2),
/// f₁ = a₁·t0, g₁ = b₁·t1, and the end normals.
struct DirectFitTerms {
  var f0: Point
  var g0: Point
  var f1: Point
  var g1: Point
  var n0: Point
  var n1: Point
}

/// Which sides of a curve ``OffsetFitter/appendDirectOffsets`` drew, and where the left
/// side's fit starts against its source (a loop mark, added after the right side's).
struct DrawnSides {
  var right = false
  var left = false
  var leftMark: Point?
  /// The ratio ``OffsetFitter/fitRatio`` gives a side's fit that was checked as it checks
  /// it and failed (NaN for none): the recursion's first step on that side takes it
  /// instead of checking the same fit again.
  var rightRatio = Double.nan
  var leftRatio = Double.nan
}

extension OffsetFitter {
  /// Draws each side of a whole curve as one three-point fit where that fit passes the
  /// checks the recursion gives it, and says which sides it drew; the others are left to
  /// the recursion (``appendWholeSide`` and ``appendOffset``).
  ///
  /// On a curve without inflections this is the recursion's own first step (the same
  /// cubic to rounding: its handle lengths come from the affine form below, not from
  /// ``threePointCubic``), so the outline is the same; on one with inflections it is the
  /// whole-side attempt's first candidate, checked the same way, tried also where that
  /// attempt's gates (which only save time) would skip it. A side whose fit was checked
  /// fully and failed gets its ratio in ``DrawnSides``, so that the recursion goes on from
  /// it (to the refit or a split) without checking it again.
  ///
  /// `speeds` are the source's speeds |c′| at the ends, `t0` and `t1` its unit tangents there.
  ///
  /// It is tried on the common case of a benign curve: not tiny, turning by at most 90° (so
  /// no bisection for the turn and no wide-turn checks), its end tangents not nearly
  /// parallel (the fit is solved through the midpoint, which needs no check there), and
  /// the offset's speed ratio 1 − h·κ at least ½ and within a factor 2 at the ends and the
  /// error peaks (not delicate: no cusp of the offset at an end, and the second-order
  /// error estimate is trusted). The fit is checked as ``fitRatio`` checks it — the
  /// estimates at s = 0.276 and 0.724, then 0.1 and 0.9 where those exceed a quarter of
  /// the budget, and the bounding-box test — so it keeps the same guarantee; what is saved
  /// is the recursion's repeated work, and most of the per-side work of the checks.
  ///
  /// The fit's error is affine in the offset distance h. With u0 = p1 − p0, u1 = p3 − p2,
  /// n0, n1, nm the unit normals at the ends and the middle, and Bernstein weights
  /// w1 = 3(1 − s)²s, w2 = 3(1 − s)s², w3 = w2 + s³, the fit from q0 = p0 + h·n0 to
  /// q3 = p3 + h·n1 with handles a·t0 and b·t1 minus the offset c(s) + h·N(s) is
  ///
  ///     e(s) = w1·(a·t0 − u0) − w2·(b·t1 − u1) + h·((1 − w3)·n0 + w3·n1 − N(s))
  ///
  /// (the source's own control points cancel but for its handles), and the handle lengths
  /// solving B(½) = c(½) + h·nm by Cramer's rule are a = a₀ + h·a₁, b = b₀ + h·b₁ from
  /// r = r₀ + h·r₁ with r₀ = u0 − u1 (8/3 of c(½) − (p0 + p3)/2) and
  /// r₁ = (8/3)·nm − (4/3)·(n0 + n1): a = (r × t1)/(t0 × t1), b = (r × t0)/(t0 × t1). So
  /// the source is evaluated once at each checked parameter for both sides, and each
  /// side's estimate there takes a few products. The two sides' control points, budgets
  /// and estimates are computed together in the lanes of ``SideLanes``; a side that needs
  /// more than the first checks (estimates over a quarter of its budget, handles outside the
  /// ends' grown range) is checked again on its own, where the rest of the checks are.
  func appendDirectOffsets<Sink: OutlineSink>(
    _ right: inout Sink, _ left: inout Sink, _ curve: StrokedCubic,
    _ t0: Point, _ t1: Point, speeds: (Double, Double), rightMarks marks: inout [Point]
  ) -> DrawnSides {
    var drawn = DrawnSides()
    let p0 = curve.bezier.p0
    let p3 = curve.bezier.p3
    // `appendOffset`'s tiny-piece test, its chord part.
    let chord = p3 - p0
    guard chord.dot(chord) > tinyLength * tinyLength else { return drawn }
    // Turning by at most 90° end to end (not `wide`), ends not nearly parallel (`solved`).
    let det = t0.cross(t1)
    guard t0.dot(t1) >= -Self.quarterTurnSlack, abs(det) > 0.02 else { return drawn }
    let tangentMid = curve.tangent(at: 0.5, fromRight: true)
    guard t0.dot(tangentMid) >= 0, tangentMid.dot(t1) >= 0 else { return drawn }

    // The source's curvature at the ends, as `endSpeeds` takes it (c′ × c″ over the cubed
    // speed, the cube kept from 0): the speed ratio there is 1 − h·κ.
    let v0 = curve.power.c
    let v1 = curve.derivative(at: 1)
    let (m0, m1) = speeds
    let kappa0 = v0.cross(curve.b2) / max(m0 * m0 * m0, 1e-300)
    let kappa1 = v1.cross(curve.a6 + curve.b2) / max(m1 * m1 * m1, 1e-300)
    let h = halfWidth
    // Both sides in lanes (the right side, −h, in lane 0), `min` and `max` as Swift's.
    let hs = SideLanes(-h, h)
    let end0 = 1 - hs * kappa0
    let end1 = 1 - hs * kappa1
    let endLeast = end0.replacing(with: end1, where: end1 .< end0)
    let endMost = end0.replacing(with: end1, where: end1 .> end0)
    // `isDelicate`, lane by lane.
    let tries = .!((endLeast .< Self.delicateSpeedRatio) .| (endMost .> 2 * endLeast))
    guard any(tries) else { return drawn }

    let n0 = t0.perpendicular
    let n1 = t1.perpendicular
    let nm = tangentMid.perpendicular
    let u0 = curve.bezier.p1 - p0
    let u1 = p3 - curve.bezier.p2
    let r0 = u0 - u1
    let r1 = (8.0 / 3) * nm - (4.0 / 3) * (n0 + n1)
    let inverse = 1 / det
    // The handle lengths a = a₀ + h·a₁ and b = b₀ + h·b₁.
    let a0 = r0.cross(t1) * inverse
    let a1 = r1.cross(t1) * inverse
    let b0 = r0.cross(t0) * inverse
    let b1 = r1.cross(t0) * inverse
    let terms = DirectFitTerms(
      f0: a0 * t0 - u0, g0: b0 * t1 - u1, f1: a1 * t0, g1: b1 * t1, n0: n0, n1: n1)
    guard let (peak0, peak1) = DirectSample.pair(curve, at: SIMD2(0.276, 0.724), terms)
    else { return drawn }
    // `staysNearPiece`'s first test on each axis, shared: a fit whose handles lie in the
    // range of the ends grown by |h| + fitTolerance (and rounding) stays near the piece.
    let grow = h + fitTolerance + 1e-12 * (abs(p0.x) + abs(p0.y) + abs(p3.x) + abs(p3.y) + h)
    let low = Point(x: min(p0.x, p3.x) - grow, y: min(p0.y, p3.y) - grow)
    let high = Point(x: max(p0.x, p3.x) + grow, y: max(p0.y, p3.y) + grow)
    // s = 0.1 and 0.9, evaluated once, when a side's fit needs them.
    var outer: (DirectSample, DirectSample)?
    var outerMissing = false

    /// The ratio ``fitRatio`` gives the side's fit (at most 1 where it passes; the fit is the
    /// lanes' cubic, computed alike); `nil` where the piece is delicate, which ``fitRatio``
    /// checks differently.
    @inline(__always) func fit(
      _ h: Double, _ ends: (least: Double, most: Double),
      _ outer: inout (DirectSample, DirectSample)?, _ outerMissing: inout Bool
    ) -> Double? {
      let q0 = p0 + h * n0
      let q3 = p3 + h * n1
      let fitted = CubicBezier(q0, q0 + (a0 + h * a1) * t0, q3 - (b0 + h * b1) * t1, q3)
      let budget = budget(fitted, span: 1)
      guard budget > 0 else { return .infinity }
      var ratios = ends
      var worst = max(peak0.estimate(h, &ratios), peak1.estimate(h, &ratios))
      guard !Self.isDelicate(least: ratios.least, most: ratios.most) else { return nil }
      guard worst <= budget else { return worst / budget }
      if worst > 0.25 * budget {
        if outer == nil && !outerMissing {
          outer = DirectSample.pair(curve, at: SIMD2(0.1, 0.9), terms)
          outerMissing = outer == nil
        }
        // A stalled sample: `fitError` finds no estimate there.
        guard let (a, b) = outer else { return .infinity }
        worst = max(worst, a.estimate(h, &ratios), b.estimate(h, &ratios))
        guard worst <= budget else { return worst / budget }
      }
      let (c1, c2) = (fitted.p1, fitted.p2)
      if min(c1.x, c2.x) >= low.x && max(c1.x, c2.x) <= high.x && min(c1.y, c2.y) >= low.y
        && max(c1.y, c2.y) <= high.y
      {
        return worst / budget
      }
      // The handle test above failed with the wider grow, so `staysNearPiece`'s own would.
      let piece = CubicBezier(p0, p0 + (1.0 / 3) * v0, p3 - (1.0 / 3) * v1, p3)
      return staysNearPieceByExtrema(fitted, piece, h: h) ? worst / budget : .infinity
    }

    // Both sides at once: the fits' control points, budgets and estimates, lane by lane.
    // A side passing with its estimates at most a quarter of its budget and its handles in
    // the grown range of the ends is drawn from the lanes; one that passes only so far
    // (more checks due) is checked again by `fit`, which does them.
    let q0x = p0.x + hs * n0.x
    let q0y = p0.y + hs * n0.y
    let q3x = p3.x + hs * n1.x
    let q3y = p3.y + hs * n1.y
    let a = a0 + hs * a1
    let b = b0 + hs * b1
    let c1x = q0x + a * t0.x
    let c1y = q0y + a * t0.y
    let c2x = q3x - b * t1.x
    let c2y = q3y - b * t1.y
    // `budget(_:span:)` of each side's fit (it spans the whole curve).
    let d1x = q0x - 2 * c1x + c2x
    let d1y = q0y - 2 * c1y + c2y
    let d2x = c1x - 2 * c2x + q3x
    let d2y = c1y - 2 * c2y + q3y
    let d1 = d1x * d1x + d1y * d1y
    let d2 = d2x * d2x + d2y * d2y
    let sagitta = (6.0 / 8192) * d1.replacing(with: d2, where: d2 .> d1).squareRoot()
    let budgets = SideLanes(repeating: fitTolerance).replacing(
      with: fitTolerance - Self.fitShare * sagitta,
      where: sagitta .<= Self.sagittaReach * fitTolerance)
    var least = endLeast
    var most = endMost
    let worst0 = peak0.estimate(hs, &least, &most)
    let worst1 = peak1.estimate(hs, &least, &most)
    let worst = worst0.replacing(with: worst1, where: worst1 .> worst0)
    let delicate = (least .< Self.delicateSpeedRatio) .| (most .> 2 * least)
    let open =
      tries .& (budgets .> 0)
      .& .!delicate .& (worst .<= budgets)
    let inRange =
      (c1x .>= low.x) .& (c2x .>= low.x) .& (c1x .<= high.x) .& (c2x .<= high.x)
      .& (c1y .>= low.y) .& (c2y .>= low.y) .& (c1y .<= high.y) .& (c2y .<= high.y)
    let done = open .& inRange .& (worst .<= 0.25 * budgets)

    // Lane `i` (0 right, 1 left; a constant once inlined, so no lane is picked at run time).
    @inline(__always) func finish(_ i: Int, _ drawn: inout DrawnSides, _ marks: inout [Point]) {
      var ratio = Double.nan
      if done[i] {
        ratio = 0
      } else if open[i] {
        ratio = fit(hs[i], (endLeast[i], endMost[i]), &outer, &outerMissing) ?? .nan
      } else if !(budgets[i] > 0) {
        ratio = .infinity
      } else if !delicate[i] {
        ratio = worst[i] / budgets[i]
      }
      if ratio <= 1 {
        let fitted = CubicBezier(
          Point(x: q0x[i], y: q0y[i]), Point(x: c1x[i], y: c1y[i]), Point(x: c2x[i], y: c2y[i]),
          Point(x: q3x[i], y: q3y[i]))
        if i == 0 {
          if let mark = Self.appendFit(&right, fitted, t0) { marks.appendMark(mark) }
          drawn.right = true
        } else {
          drawn.leftMark = Self.appendFit(&left, fitted, t0)
          drawn.left = true
        }
      } else if i == 0 {
        drawn.rightRatio = ratio
      } else {
        drawn.leftRatio = ratio
      }
    }
    if tries[0] { finish(0, &drawn, &marks) }
    if tries[1] { finish(1, &drawn, &marks) }
    return drawn
  }

  /// Appends a side's fit and returns its start where its start handle runs against the
  /// source's start tangent `t0`, the loop mark ``appendOffsetPiece`` would add.
  @inline(__always)
  static func appendFit<Sink: OutlineSink>(_ sink: inout Sink, _ fitted: CubicBezier, _ t0: Point)
    -> Point?
  {
    var mark: Point?
    if sink.count > 0, let from = sink[sink.count - 1].endPoint, (fitted.p1 - from).dot(t0) < 0 {
      mark = from
    }
    sink.append(.curve(to: fitted.p3, control1: fitted.p1, control2: fitted.p2))
    return mark
  }
}
