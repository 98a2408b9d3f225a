// Offsetting one side of a cubic Bézier curve by cubics, with a checked error bound.
// The method is described at the top of Path+Stroke.swift.

/// A cubic in power form `((a·t + b)·t + c)·t + d`, for cheap evaluation of the point and
/// its first two derivatives at arbitrary parameters.
struct CubicPolynomial {
  let a: Point
  let b: Point
  let c: Point
  let d: Point
  /// 3a, 6a and 2b, the coefficients of the derivatives (kept: the derivatives are evaluated
  /// in every check of every fit).
  let a3: Point
  let a6: Point
  let b2: Point
  /// The curve's control points (`p3` is the exact end point: the power form is not exact
  /// at t = 1).
  let bezier: CubicBezier
  /// Squared speed below which the first derivative gives no reliable direction.
  let stallSquared: Double

  init(_ bezier: CubicBezier) {
    d = bezier.p0
    c = 3 * (bezier.p1 - bezier.p0)
    b = 3 * (bezier.p2 - 2 * bezier.p1 + bezier.p0)
    a = bezier.p3 - bezier.p0 + 3 * (bezier.p1 - bezier.p2)
    a3 = 3 * a
    a6 = 6 * a
    b2 = 2 * b
    self.bezier = bezier
    let size =
      (bezier.p1 - bezier.p0).magnitude + (bezier.p2 - bezier.p1).magnitude
      + (bezier.p3 - bezier.p2).magnitude
    stallSquared = (size * 1e-9) * (size * 1e-9)
  }

  @inline(__always) func point(_ t: Double) -> Point {
    if t == 0 { return d }
    if t == 1 { return bezier.p3 }
    return powerPoint(t)
  }

  /// The point at `t` by the power form alone: what ``point(_:)`` computes inside the curve,
  /// without its tests for the end points (the checks and samples of the fits, a tenth of
  /// whose instructions those tests were).
  @inline(__always) func powerPoint(_ t: Double) -> Point { ((a * t + b) * t + c) * t + d }

  @inline(__always) func derivative(_ t: Double) -> Point { (t * a3 + b2) * t + c }

  @inline(__always) func secondDerivative(_ t: Double) -> Point { t * a6 + b2 }

  /// The unit tangent at `t`, approached from the right (`fromRight`) or from the left.
  ///
  /// Where the speed vanishes (a cusp, or a control point on an end point: kurbo #313) the
  /// direction comes from the second derivative (the sign flips across the cusp), then the
  /// third; a curve with none of them has no direction and gets +x.
  @inline(__always) func tangent(_ t: Double, fromRight: Bool) -> Point {
    var v = derivative(t)
    var m2 = v.x * v.x + v.y * v.y
    if m2 <= stallSquared {
      v = secondDerivative(t)
      if !fromRight { v = -v }
      m2 = v.x * v.x + v.y * v.y
      if m2 <= stallSquared {
        v = a
        m2 = v.x * v.x + v.y * v.y
        if !(m2 > 0) { return Point(x: 1, y: 0) }
      }
    }
    return v * (1 / m2.squareRoot())
  }

  /// The parameters in (0, 1) where the curvature changes sign: the roots of
  /// `c′(t) × c″(t) = −6(a×b)t² + 6(c×a)t + 2(c×b)`.
  func inflections(into roots: inout RootBuffer) {
    solveQuadratic(
      -6 * a.cross(b), 6 * c.cross(a), 2 * c.cross(b), into: &roots, in01Exclusive: true)
  }
}

/// The end of a piece at which the offset has a cusp: its fit's control point there is
/// left free (``StrokerGeometry/fitTowardsCusp(_:_:_:_:_:h:cusp:)``).
enum CuspEnd {
  case start
  case end
}

/// One end of a piece of a curve: the parameter, the source point and the unit tangent
/// (from inside the piece).
struct CurveEnd {
  var t: Double
  var point: Point
  var tangent: Point
}

extension StrokerGeometry {
  /// The deepest bisection of a curve piece; beyond it a piece is drawn as lines through
  /// exact offset points.
  static let maximumDepth = 18
  /// Offset points a whole curve with inflections is fitted to (``fitCorrected``), at s = ¼,
  /// ½ and ¾: on the first 200 paths of the smooth corpus at width 40 four made 0.007 fewer
  /// curves per cubic for 4.5 % more stroking instructions (7 % at width 8).
  static let wholeFitSamples = 3
  /// Offset points a piece whose three-point fit failed is refitted to.
  static let pieceFitSamples = 3
  /// How far over its budget a three-point fit may be for ``fitCorrected`` to be tried
  /// before bisecting: refits of worse fits rarely pass, and on hopeless pieces (huge
  /// strokes of short curves, where the offset has cusps) they only cost time.
  static let refitReach = 8.0
  /// Rounds of parameter correction and re-solving in ``fitCorrected``: the second round
  /// lets 5 % more pieces of wide strokes pass; a third changes nothing measurable.
  static let fitRounds = 2
  /// The shortest parameter span of a piece whose error budget counts the sampled sagitta.
  static let sagittaSpan = 1.0 / 32
  /// The largest sampled sagitta, in multiples of the fit tolerance, that the error budget
  /// counts.
  static let sagittaReach = 16.0
  /// The offset's speed ratio |1 − h·κ| at a piece's end below which the end is taken as a
  /// cusp of the offset.
  static let cuspRatio = 1e-6
  /// Offset points a piece ending at a cusp of the offset is fitted to (``fitTowardsCusp``).
  static let cuspFitSamples = 5
  /// The offset's speed ratio 1 − h·κ below which a piece's fit is checked at
  /// ``delicateChecks``.
  static let delicateStretch = 0.5
  /// Where fits of delicate pieces are checked besides s = 0.276 and 0.724 (checked
  /// first, where most failing fits fail).
  static let delicateChecks: [Double] = [
    0.0625, 0.9375, 0.125, 0.875, 0.1875, 0.8125, 0.375, 0.5, 0.625,
  ]

  /// Whether a piece is delicate, given the least and most of its offset's speed ratio.
  ///
  /// It is where the ratio 1 − h·κ falls below ``delicateStretch`` or varies more than twofold
  /// (towards a cusp of the offset, or beyond one); fits there are checked by true
  /// distances.
  @inline(__always)
  static func isDelicate(least: Double, most: Double) -> Bool {
    least < delicateStretch || most > 2 * least
  }

  /// Whether the offset's speed ratio 1 − h·κ is below `limit` (at most 1) at `t`.
  ///
  /// Tested without a square root, as h·(c′ × c″) > (1 − limit)·|c′|³; below 0 the offset
  /// runs backwards.
  @inline(__always)
  static func isSlower(than limit: Double, _ curve: CubicPolynomial, _ t: Double, h: Double)
    -> Bool
  {
    let v = curve.derivative(t)
    let bend = h * v.cross(curve.secondDerivative(t))
    let speedSquared = v.dot(v)
    let scale = 1 - limit
    return bend > 0
      && bend * bend > (scale * scale) * (speedSquared * speedSquared * speedSquared)
  }

  /// Appends the offset of `curve` between `start` and `end` on one side (`side` ±1 times
  /// the half width along the left normal); the current point is the offset of `start`.
  ///
  /// The piece is bisected while its end tangents, or either half, turn by more than 90°
  /// (the cubic fit needs a bounded turn), and while neither the three-point fit nor its
  /// refinement by ``fitCorrected`` stays within `fitTolerance` of the true offset at the
  /// checked parameters; a piece over which the offset has a cusp is split at the cusp. A
  /// piece shorter than `tinyLength` (a cusp of the source, isolated by bisection) becomes
  /// a round join over the point, as kurbo and Skia draw cusps. At `maximumDepth` the
  /// piece is drawn as lines through exact offset points.
  func appendOffset(
    _ sink: inout [Path.Element], _ curve: CubicPolynomial, _ start: CurveEnd, _ end: CurveEnd,
    side: Double, depth: Int
  ) {
    let h = side * halfWidth
    let dt = end.t - start.t
    let v0 = curve.derivative(start.t)
    let v1 = curve.derivative(end.t)
    let n0 = Point(x: -start.tangent.y, y: start.tangent.x)
    let n1 = Point(x: -end.tangent.y, y: end.tangent.x)
    let q0 = start.point + h * n0
    let q3 = end.point + h * n1

    // A tiny piece: its control polygon bounds its length (the chord first, which settles
    // most pieces without square roots).
    let chord = end.point - start.point
    if chord.dot(chord) <= tinyLength * tinyLength, isTiny(start, end, v0, v1, dt) {
      appendJoin(&sink, pivot: start.point, start.tangent, end.tangent, side: side, style: .round)
      sink.append(.line(to: q3))
      return
    }

    let tm = start.t + 0.5 * dt
    let pm = curve.point(tm)
    let tangentMid = curve.tangent(tm, fromRight: true)
    let canSplit = depth < Self.maximumDepth
    let t0 = start.tangent
    let t1 = end.tangent
    if canSplit && (t0.dot(tangentMid) < 0 || tangentMid.dot(t1) < 0 || t0.dot(t1) < -0.5) {
      split(&sink, curve, start, end, side: side, depth: depth)
      return
    }
    let qm = pm + h * Point(x: -tangentMid.y, y: tangentMid.x)
    let piece = CubicBezier(
      start.point, start.point + (dt / 3) * v0, end.point - (dt / 3) * v1, end.point)
    let speeds = endSpeeds(curve, start, end, v0, v1, h: h)
    if let fitted = fitPiece(curve, start, end, speeds, q0, q3, qm, piece: piece, h: h) {
      sink.append(.curve(to: q3, control1: fitted.p1, control2: fitted.p2))
    } else if canSplit {
      split(&sink, curve, start, end, side: side, depth: depth, speeds: speeds)
    } else {
      sink.append(.line(to: qm))
      sink.append(.line(to: q3))
    }
  }

  /// One cubic for the offset of a piece, or `nil` when the piece must be split.
  ///
  /// A piece ending at a cusp of the offset (``cuspEnd(_:_:_:h:_:)``) gets the three-point
  /// fit only where the offset's speed ratio 1 − h·κ at its other end is below 1, then the
  /// cusp-end fit (``fitTowardsCusp``). Any other piece gets the three-point fit, then, when
  /// that is at most ``refitReach`` over its budget and the ratio is not negative at either
  /// end (where it is, a cusp of the offset lies inside the piece), its refinement by
  /// ``fitCorrected``. Measured on the first 200 paths of the smooth corpus at width 40,
  /// where the cusp-end fit used to come after the other two: of the 1,203 cusp-end pieces
  /// whose ratio at the other end is 1 or more the three-point fit passed 47, the cusp-end
  /// fit 1,111; where the three-point fit of any other cusp-end piece failed, the
  /// refinement passed 22 of 160, the cusp-end fit 155; and the refinement passed 15 of
  /// the 259 pieces with the ratio negative at an end. Together −3.7 % stroking
  /// instructions, +4.4 % throughput there, and 0.005 more curves per cubic.
  @inline(__always)
  private func fitPiece(
    _ curve: CubicPolynomial, _ start: CurveEnd, _ end: CurveEnd, _ speeds: EndSpeeds,
    _ q0: Point, _ q3: Point, _ qm: Point, piece: CubicBezier, h: Double
  ) -> CubicBezier? {
    let fitted: CubicBezier?
    if let pin = cuspEnd(curve, start.t, end.t, h: h, speeds) {
      if (pin == .end ? speeds.stretch0 : speeds.stretch1) < 1 {
        let (first, ratio) = firstFit(curve, start, end, speeds, q0, q3, qm, piece: piece, h: h)
        if ratio <= 1 { return first }
      }
      fitted = fitTowardsCusp(curve, start, end, q0, q3, h: h, cusp: pin)
    } else {
      let (first, ratio) = firstFit(curve, start, end, speeds, q0, q3, qm, piece: piece, h: h)
      if ratio <= 1 { return first }
      guard ratio <= Self.refitReach, min(speeds.stretch0, speeds.stretch1) >= 0 else {
        return nil
      }
      fitted = fitCorrected(
        curve, start, end, q0, q3, initial: first, h: h, count: Self.pieceFitSamples)
    }
    guard let fitted, staysNearPiece(fitted, piece, h: h) else { return nil }
    return fitted
  }

  /// The source's speed |c′| (`v0`, `v1` its derivatives) and the offset's speed ratio
  /// 1 − h·κ at the ends of a piece.
  @inline(__always)
  private func endSpeeds(
    _ curve: CubicPolynomial, _ start: CurveEnd, _ end: CurveEnd, _ v0: Point, _ v1: Point,
    h: Double
  ) -> EndSpeeds {
    let m0 = v0.magnitude
    let m1 = v1.magnitude
    @inline(__always) func speedRatio(_ v: Point, _ m: Double, _ t: Double) -> Double {
      1 - h * v.cross(curve.secondDerivative(t)) / max(m * m * m, 1e-300)
    }
    return EndSpeeds(
      m0: m0, m1: m1, stretch0: speedRatio(v0, m0, start.t), stretch1: speedRatio(v1, m1, end.t))
  }

  /// The first fit of a piece — through the offset's midpoint `qm`, or with Tiller–Hanson
  /// handles (the source's speeds scaled by the offset's speed ratio 1 − h·κ) where the
  /// end tangents are nearly parallel — with its ``fitRatio`` (where the speed ratio is
  /// small or uneven the fit is checked closely).
  @inline(__always)
  private func firstFit(
    _ curve: CubicPolynomial, _ start: CurveEnd, _ end: CurveEnd, _ speeds: EndSpeeds,
    _ q0: Point, _ q3: Point, _ qm: Point, piece: CubicBezier, h: Double
  ) -> (fitted: CubicBezier, ratio: Double) {
    let dt = end.t - start.t
    let t0 = start.tangent
    let t1 = end.tangent
    let (m0, m1, stretch0, stretch1) = (speeds.m0, speeds.m1, speeds.stretch0, speeds.stretch1)
    let solved = abs(t0.cross(t1)) > 0.02
    let fitted = fit(
      q0, q3, qm, t0, t1, solved: solved,
      handles: ((dt / 3) * m0 * stretch0, (dt / 3) * m1 * stretch1))
    let ratio = fitRatio(
      fitted, curve, piece, start.t, dt, h: h, checkMiddle: !solved,
      wide: t0.dot(t1) < 0, stretch: (min(stretch0, stretch1), max(stretch0, stretch1)))
    return (fitted, ratio)
  }

  /// Whether the piece's control polygon, with handles `v0·dt/3` and `v1·dt/3` along the
  /// end tangents, is at most `tinyLength` long.
  private func isTiny(_ start: CurveEnd, _ end: CurveEnd, _ v0: Point, _ v1: Point, _ dt: Double)
    -> Bool
  {
    let s0 = v0.magnitude * (dt / 3)
    let s1 = v1.magnitude * (dt / 3)
    let inner = ((end.point - s1 * end.tangent) - (start.point + s0 * start.tangent)).magnitude
    return s0 + s1 + inner <= tinyLength
  }

  /// Tries to offset the whole curve, which may have inflections, on one side with a single
  /// cubic (an S-shaped source often has an S-shaped offset one cubic fits); appends it and
  /// returns `true` when it passes.
  ///
  /// The first candidate is the one ``appendOffset`` tries on every piece (through the
  /// offset's midpoint, or Tiller–Hanson handles), checked by ``fitRatio``: it passes for
  /// 31 % of such sides of the smooth corpus at width 8 and 14 % at width 40, with no
  /// least-squares solve and no parameter correction. The second is a parametric
  /// least-squares start refined by ``fitCorrected``.
  func appendWholeOffset(
    _ sink: inout [Path.Element], _ curve: CubicPolynomial, _ start: CurveEnd, _ end: CurveEnd,
    side: Double
  ) -> Bool {
    let h = side * halfWidth
    let t0 = start.tangent
    let t1 = end.tangent
    let tangentMid = curve.tangent(0.5, fromRight: true)
    guard t0.dot(tangentMid) >= 0, tangentMid.dot(t1) >= 0, t0.dot(t1) >= 0 else {
      return false
    }
    // Where the offset nearly stops or runs backwards (1 − h·κ < ¼) at an end, a quarter or
    // the middle, one cubic along the end tangents rarely follows it: on the smooth corpus
    // at width 40 none of the 5,435 sides where it runs backwards fitted. Splitting the
    // sides where it nearly stops too (below ⅛) saved 1.7 % of the stroking instructions
    // there, for 0.004 more curves per cubic; raising the limit from ⅛ to ¼ saves 1.3 % more,
    // for 0.023 more curves per cubic (2.97 with round caps).
    for i in 0...4 where Self.isSlower(than: 1.0 / 4, curve, 0.25 * Double(i), h: h) {
      return false
    }
    let q0 = start.point + h * Point(x: -t0.y, y: t0.x)
    let q3 = end.point + h * Point(x: -t1.y, y: t1.x)
    let qm = curve.point(0.5) + h * Point(x: -tangentMid.y, y: tangentMid.x)
    let speeds = endSpeeds(curve, start, end, curve.derivative(0), curve.derivative(1), h: h)
    // Where the offset's speed ratio is over 1.5× as large at one end as at the other, the
    // three-point fit rarely follows the side (it passed for 89 of 3,264 such sides in the
    // first 200 paths of the smooth corpus at width 40, 1 of 820 at width 8): go straight
    // to least squares.
    let uneven =
      max(speeds.stretch0, speeds.stretch1) > 1.5 * min(speeds.stretch0, speeds.stretch1)
    if !uneven {
      let (first, ratio) = firstFit(
        curve, start, end, speeds, q0, q3, qm, piece: curve.bezier, h: h)
      if ratio <= 1 {
        sink.append(.curve(to: q3, control1: first.p1, control2: first.p2))
        return true
      }
    }
    guard
      let fitted = fitCorrected(
        curve, start, end, q0, q3, initial: nil, h: h, count: Self.wholeFitSamples),
      staysNearPiece(fitted, curve.bezier, h: h)
    else { return false }
    sink.append(.curve(to: q3, control1: fitted.p1, control2: fitted.p2))
    return true
  }

  /// Refines `initial` (from `q0` to `q3` along the end tangents), or without one the
  /// parametric least-squares fit to the samples, to the true offset points at `count` evenly
  /// spaced parameters of the piece, and returns it when its largest error is within
  /// ``budget(_:span:)``; `nil` otherwise (or when the system is singular).
  ///
  /// Each round finds where the current fit crosses each target's normal line (a Newton
  /// step on (B(u) − T)·τ = 0), then re-solves the two handle lengths by least squares on the
  /// distances along those normals — the point-to-tangent-line distance of Pottmann and
  /// Leopoldseder's tangent distance minimization (2003), with Hoschek's parameter
  /// correction (1988). Measuring along normals ignores how the two curves are
  /// parametrized, which is what lets one cubic follow an S-shaped offset or the offset on
  /// either side of a cusp; two rounds converge (a plain parametric least-squares fit needs
  /// ten). The error is measured the same way at the targets and halfway between them.
  func fitCorrected(
    _ curve: CubicPolynomial, _ start: CurveEnd, _ end: CurveEnd, _ q0: Point, _ q3: Point,
    initial: CubicBezier?, h: Double, count: Int
  ) -> CubicBezier? {
    withUnsafeTemporaryAllocation(of: OffsetSample.self, capacity: 8) { buffer in
      buffer.baseAddress.flatMap {
        fitCorrected(
          curve, start, end, q0, q3, initial: initial, h: h, count: count, samples: $0)
      }
    }
  }

  /// ``fitCorrected(_:_:_:_:_:initial:h:count:)`` with scratch space for eight samples.
  private func fitCorrected(
    _ curve: CubicPolynomial, _ start: CurveEnd, _ end: CurveEnd, _ q0: Point, _ q3: Point,
    initial: CubicBezier?, h: Double, count: Int, samples: UnsafeMutablePointer<OffsetSample>
  ) -> CubicBezier? {
    let t0 = start.tangent
    let t1 = end.tangent
    let dt = end.t - start.t
    let n = min(count, 8)
    guard
      let (least, most) = sampleOffset(
        into: samples, curve, from: start.t, span: dt, h: h, count: n)
    else { return nil }
    // The offset reverses between the samples: it has cusps, which one cubic with these
    // end tangents cannot follow (whole-side fits across them passed 5 times in 5,845
    // tries on the smooth corpus at width 40). Split instead.
    guard least > 0 || most < 0 else { return nil }
    var fitted =
      initial ?? Self.fitLeastSquares(samples, count: n, q0, q3, t0, t1)
    for _ in 0..<Self.fitRounds {
      var m11 = 0.0
      var m12 = 0.0
      var m22 = 0.0
      var r1 = 0.0
      var r2 = 0.0
      let power = PowerCurve(fitted)
      for k in 0..<n {
        let target = samples[k].target
        let normal = samples[k].normal
        let v = power.crossing(target, along: samples[k].along, from: samples[k].u)
        samples[k].u = v
        let w = 1 - v
        let base = (w * w * (1 + 2 * v)) * q0 + (v * v * (3 - 2 * v)) * q3
        let ca = (3 * w * w * v) * t0.dot(normal)
        let cb = (-3 * w * v * v) * t1.dot(normal)
        let residual = (target - base).dot(normal)
        m11 += ca * ca
        m12 += ca * cb
        m22 += cb * cb
        r1 += ca * residual
        r2 += cb * residual
      }
      let det = m11 * m22 - m12 * m12
      guard abs(det) > 1e-12 * m11 * m22 else { return nil }
      let a = (r1 * m22 - r2 * m12) / det
      let b = (m11 * r2 - m12 * r1) / det
      fitted = CubicBezier(q0, q0 + a * t0, q3 - b * t1, q3)
    }
    let budget = budget(fitted, span: dt)
    if Self.isDelicate(least: least, most: most) {
      // The offset's curvature runs away: measure true distances, densely.
      return fitDistance(fitted, samples, count: n, curve, start.t, dt, h: h, budget: budget)
        ? fitted : nil
    }
    // The error at each target and halfway between targets, measured along the target's
    // normal line (from the fitted or interpolated parameter): a distance between the
    // curves, whatever their parametrizations.
    guard Self.matchesInOrder(samples, count: n) else { return nil }
    let power = PowerCurve(fitted)
    var worst = 0.0
    var previousU = 0.0
    for k in 0...n {
      let s = (Double(k) + 0.5) / Double(n + 1)
      let uk = k < n ? samples[k].u : 1
      let t = start.t + s * dt
      let tangent = curve.tangent(t, fromRight: true)
      let normal = Point(x: -tangent.y, y: tangent.x)
      let target = curve.powerPoint(t) + h * normal
      worst = max(worst, normalDistance(power, target, tangent, normal, 0.5 * (previousU + uk)))
      if k < n {
        worst = max(
          worst,
          normalDistance(power, samples[k].target, samples[k].along, samples[k].normal, uk))
      }
      if !(worst <= budget) { return nil }
      previousU = uk
    }
    return fitted
  }

  /// A cubic fitted to the offset of a piece with a cusp of the offset at one end (`cusp`),
  /// or `nil` when its largest error exceeds ``budget(_:span:)``.
  ///
  /// Towards a cusp the offset's curvature grows without bound and its speed vanishes
  /// (o′ = c′·(1 − h·κ)), which no cubic with a handle along the end tangent follows over a
  /// long piece. At a cusp the outline has a corner anyway, so the control point there is
  /// left free in both coordinates while the other end keeps its tangent: three unknowns,
  /// solved by least squares on the distances along the true offset's normals at
  /// ``cuspFitSamples`` parameters, with parameter correction as in ``fitCorrected``. A
  /// cubic whose handle at an end vanishes has there the offset's own semicubical cusp
  /// shape, so the family contains good fits near cusps; on the smooth corpus at width 40
  /// it fits 85 % of the whole pieces ending at a cusp, against 40 % for handles along the
  /// tangents. The error is measured by true distances to the offset at 11 parameters
  /// (``fitDistance``).
  func fitTowardsCusp(
    _ curve: CubicPolynomial, _ start: CurveEnd, _ end: CurveEnd, _ q0: Point, _ q3: Point,
    h: Double, cusp: CuspEnd
  ) -> CubicBezier? {
    withUnsafeTemporaryAllocation(of: OffsetSample.self, capacity: Self.cuspFitSamples) {
      buffer in
      buffer.baseAddress.flatMap {
        fitTowardsCusp(curve, start, end, q0, q3, h: h, cusp: cusp, samples: $0)
      }
    }
  }

  /// ``fitTowardsCusp(_:_:_:_:_:h:cusp:)`` with scratch space for its samples.
  private func fitTowardsCusp(
    _ curve: CubicPolynomial, _ start: CurveEnd, _ end: CurveEnd, _ q0: Point, _ q3: Point,
    h: Double, cusp: CuspEnd, samples: UnsafeMutablePointer<OffsetSample>
  ) -> CubicBezier? {
    let n = Self.cuspFitSamples
    let dt = end.t - start.t
    guard sampleOffset(into: samples, curve, from: start.t, span: dt, h: h, count: n) != nil
    else { return nil }
    // The regular end's tangent, and the unknowns (handle length, control point x, y).
    let fixedTangent = cusp == .end ? start.tangent : end.tangent
    var fitted: CubicBezier?
    for round in 0...Self.fitRounds {
      var system = SymmetricSystem3()
      let power = fitted.map { PowerCurve($0) }
      for k in 0..<n {
        let target = samples[k].target
        let normal = samples[k].normal
        var v = samples[k].u
        if round > 0, let power {
          v = power.crossing(target, along: samples[k].along, from: v)
          samples[k].u = v
        }
        let w = 1 - v
        let b0 = w * w * w
        let b1 = 3 * w * w * v
        let b2 = 3 * w * v * v
        let b3 = v * v * v
        // B(v) = b0·q0 + b1·p1 + b2·p2 + b3·q3, with the regular end's control point on its
        // tangent line and the cusp end's free.
        if cusp == .end {
          let base = (b0 + b1) * q0 + b3 * q3
          system.add(
            b1 * fixedTangent.dot(normal), b2 * normal.x, b2 * normal.y,
            residual: (target - base).dot(normal))
        } else {
          let base = b0 * q0 + (b2 + b3) * q3
          system.add(
            -b2 * fixedTangent.dot(normal), b1 * normal.x, b1 * normal.y,
            residual: (target - base).dot(normal))
        }
      }
      guard let x = system.solution() else { return nil }
      if cusp == .end {
        fitted = CubicBezier(q0, q0 + x.0 * fixedTangent, Point(x: x.1, y: x.2), q3)
      } else {
        fitted = CubicBezier(q0, Point(x: x.1, y: x.2), q3 - x.0 * fixedTangent, q3)
      }
    }
    guard let fitted else { return nil }
    // The offset leaves the cusp along the source's tangent line, towards the targets: a
    // free handle pointing back past the cusp draws a hook beyond it, which the checks
    // between targets can miss (the dense audit found one 1.53 × the fit tolerance away on
    // the wild corpus at width 40; of the 1,413 cusp-end fits on its first 60 paths, 297
    // have such a handle, of which 10 would pass the checks; on the first 200 paths of the
    // smooth corpus at width 40, 2 of 1,365, none passing).
    let handle = cusp == .start ? fitted.p1 - q0 : fitted.p2 - q3
    let away = cusp == .start ? samples[0].target - q0 : samples[n - 1].target - q3
    guard handle.dot(away) >= 0 else { return nil }
    let budget = budget(fitted, span: dt)
    return fitDistance(
      fitted, samples, count: n, parts: 2, curve, start.t, dt, h: h, budget: budget)
      ? fitted : nil
  }

  /// Whether `fitted` stays within `budget` of the offset of the piece starting at `t0` of
  /// length `dt`, by ``offsetDistance`` at the fit's parameters `u` matched to the targets
  /// at s = k/(count + 1) and at `parts` equal steps between them and the ends (stopping at
  /// the first point over).
  ///
  /// Cusp-end fits (``cuspFitSamples`` targets, closer together) are checked at the halves
  /// (`parts` 2), the others at the quarters: on the dense audit's seven configurations
  /// halves for the cusp-end fits let one more fit through over the fit budget (0.85 × the
  /// tolerance, within it) and save 6 % of the time on the smooth corpus at width 40.
  /// Halves for the other fits let one through at 3.3 × the tolerance.
  private func fitDistance(
    _ fitted: CubicBezier, _ samples: UnsafePointer<OffsetSample>, count n: Int,
    parts: Int = 4, _ curve: CubicPolynomial, _ t0: Double, _ dt: Double, h: Double,
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
  /// matching runs backwards or piles up at an end they miss parts of the fit. (Found by
  /// the dense audit: a cusp-end fit on the wild corpus at width 8, its matched parameters
  /// 0.198, 0.328, 0.244, 0, 1, passed its checks 8.8 × the fit tolerance away from the
  /// offset, where it overshot the cusp.)
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
  private func normalDistance(
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
  /// sampled parameters miss (on the dense audit's seven configurations no outline cubic is
  /// more than 1.43 × `fitTolerance` from the true offset). The sagitta is an exact bound,
  /// not a checked value, so only the fit's own error needs that room: a fit checked within
  /// 0.7 × (tolerance − sagitta), missed by at most 1.43×, is seen through the polyline
  /// within 1.43 × 0.7 × (tolerance − sagitta) + sagitta ≤ tolerance. (Subtracting the whole
  /// sagitta from `fitTolerance` cost 2.3 % more stroking instructions on the smooth corpus
  /// at width 40.)
  ///
  /// The allowance shrinks quadratically as pieces shrink, where the fit error shrinks
  /// with the sixth power: on a huge stroke at a fine tolerance (a 1e9-wide stroke at 1e-3,
  /// or its dashes) it alone would split each side into hundreds of thousands of pieces. So
  /// it counts only on pieces spanning at least ``sagittaSpan`` and while it is at most
  /// ``sagittaReach`` times `fitTolerance` (two or three bisections meet it); beyond that
  /// the fit is held to the plain tolerance. At the oracle's sizes and tolerances neither
  /// limit is reached.
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

  /// A cubic from `q0` to `q3` along the end tangents `t0`, `t1` whose handle lengths fit
  /// the sampled offset points at their fractions `u` of the piece in the least-squares sense
  /// (well-posed even when the end tangents are parallel, as on S-shaped curves): the start
  /// ``fitCorrected`` refines for a whole side.
  private static func fitLeastSquares(
    _ samples: UnsafePointer<OffsetSample>, count n: Int, _ q0: Point, _ q3: Point,
    _ t0: Point, _ t1: Point
  ) -> CubicBezier {
    var m11 = 0.0
    var m12 = 0.0
    var m22 = 0.0
    var r1 = 0.0
    var r2 = 0.0
    for k in 0..<n {
      let s = samples[k].u
      let u = 1 - s
      let base = (u * u * (u + 3 * s)) * q0 + (s * s * (s + 3 * u)) * q3
      let ca = (3 * u * u * s) * t0
      let cb = (-3 * u * s * s) * t1
      let residual = samples[k].target - base
      m11 += ca.dot(ca)
      m12 += ca.dot(cb)
      m22 += cb.dot(cb)
      r1 += ca.dot(residual)
      r2 += cb.dot(residual)
    }
    let det = m11 * m22 - m12 * m12
    let a = (r1 * m22 - r2 * m12) / det
    let b = (m11 * r2 - m12 * r1) / det
    return CubicBezier(q0, q0 + a * t0, q3 - b * t1, q3)
  }

  /// A cubic from `q0` to `q3` along the end tangents: with `solved`, the handle lengths
  /// make it pass through `qm` at the middle; otherwise the source handles are scaled by the
  /// offset's speed ratio 1 − h·κ at each end (Tiller & Hanson 1984).
  @inline(__always)
  private func fit(
    _ q0: Point, _ q3: Point, _ qm: Point, _ t0: Point, _ t1: Point, solved: Bool,
    handles: (Double, Double)
  ) -> CubicBezier {
    var (a, b) = handles
    if solved {
      // B(½) = (q0 + q3)/2 + 3/8·(a·t0 − b·t1) = qm, by Cramer's rule.
      let det = t0.cross(t1)
      let r = (8.0 / 3.0) * (qm - 0.5 * (q0 + q3))
      a = r.cross(t1) / det
      b = -t0.cross(r) / det
    }
    return CubicBezier(q0, q0 + a * t0, q3 - b * t1, q3)
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
  private func fitRatio(
    _ fitted: CubicBezier, _ curve: CubicPolynomial, _ piece: CubicBezier, _ t0: Double,
    _ dt: Double, h: Double, checkMiddle: Bool, wide: Bool,
    stretch ends: (least: Double, most: Double)
  ) -> Double {
    let budget = budget(fitted, span: dt)
    guard budget > 0 else { return .infinity }
    let power = PowerCurve(fitted)
    var stretch = ends
    let peaks = (
      fitError(power, curve, t0 + 0.276 * dt, 0.276, h, &stretch),
      fitError(power, curve, t0 + 0.724 * dt, 0.724, h, &stretch)
    )
    var worst = max(peaks.0.estimate, peaks.1.estimate)
    if Self.isDelicate(least: stretch.least, most: stretch.most) {
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
          worst, fitError(power, curve, t0 + 0.1 * dt, 0.1, h, &stretch).estimate,
          fitError(power, curve, t0 + 0.9 * dt, 0.9, h, &stretch).estimate)
      }
      if wide {
        // A turn over 90° moves the error's peaks towards s = 0.17 and 0.83.
        worst = max(
          worst, fitError(power, curve, t0 + 0.17 * dt, 0.17, h, &stretch).estimate,
          fitError(power, curve, t0 + 0.83 * dt, 0.83, h, &stretch).estimate)
      }
      if checkMiddle || wide {
        worst = max(worst, fitError(power, curve, t0 + 0.5 * dt, 0.5, h, &stretch).estimate)
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
  /// near-degenerate end tangent (found by fuzzing: a 1e-9 hook made a 1e-8-wide stroke
  /// reach 800 units away), or a whole-curve fit bowing 0.027 past the turn of a cubic two
  /// million units long (also found by fuzzing, at tolerance 1.6e-4).
  @inline(__always)
  private func staysNearPiece(
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

  /// ``staysNearPiece(_:_:h:)`` on one axis: whether the cubic with values `f0…f3` stays
  /// within the range of the cubic with values `p0…p3` grown by `grow`.
  ///
  /// The end values' range lies inside the piece's, and the fit's end values lie within
  /// `|h|` of the piece's: when the fit's handles, or else its own extremes, are inside that
  /// range grown, so is the fit, and the piece's extremes are not needed. (Computing the
  /// piece's whole box first, as this test did, cost 1.7 % more stroking instructions on
  /// the smooth corpus at width 40, for the same answers.)
  @inline(__always)
  private static func staysNear(
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

  /// Bisects the piece and offsets both halves, with a round join where the source has a
  /// cusp exactly at the split.
  private func split(
    _ sink: inout [Path.Element], _ curve: CubicPolynomial, _ start: CurveEnd, _ end: CurveEnd,
    side: Double, depth: Int, speeds: EndSpeeds? = nil
  ) {
    var tm = start.t + 0.5 * (end.t - start.t)
    // The offset's speed ratio 1 − h·κ at the ends, when known: clearly of one sign, there is
    // no single cusp between them to split at.
    let oneSign = speeds.map {
      min(abs($0.stretch0), abs($0.stretch1)) > 1e-9 && ($0.stretch0 < 0) == ($0.stretch1 < 0)
    }
    if oneSign != true, let cusp = offsetCusp(curve, start.t, end.t, h: side * halfWidth) {
      tm = cusp
    }
    let pm = curve.point(tm)
    let left = curve.tangent(tm, fromRight: false)
    let right = curve.tangent(tm, fromRight: true)
    appendOffset(
      &sink, curve, start, CurveEnd(t: tm, point: pm, tangent: left), side: side,
      depth: depth + 1)
    if left != right {
      appendJoin(&sink, pivot: pm, left, right, side: side, style: .round)
    }
    appendOffset(
      &sink, curve, CurveEnd(t: tm, point: pm, tangent: right), end, side: side,
      depth: depth + 1)
  }

  /// The end of the piece from `t0` to `t1` where the offset at `h` has a cusp (its speed
  /// ratio 1 − h·κ within 1e-6 of zero), or `nil` when neither end is one; `speeds`, the
  /// ratios at the ends as ``EndSpeeds`` has them, settle most pieces without it.
  func cuspEnd(
    _ curve: CubicPolynomial, _ t0: Double, _ t1: Double, h: Double, _ speeds: EndSpeeds
  ) -> CuspEnd? {
    // `speeds` computes the ratio with |c′|³ for |c′|²·|c′|: they differ by rounding only.
    guard min(abs(speeds.stretch0), abs(speeds.stretch1)) <= 2 * Self.cuspRatio else {
      return nil
    }
    @inline(__always) func speedRatio(_ t: Double) -> Double {
      let v = curve.derivative(t)
      let speedSquared = v.dot(v)
      guard speedSquared > curve.stallSquared else { return .infinity }
      return 1 - h * v.cross(curve.secondDerivative(t)) / (speedSquared * speedSquared.squareRoot())
    }
    let r0 = abs(speedRatio(t0))
    let r1 = abs(speedRatio(t1))
    guard min(r0, r1) <= Self.cuspRatio else { return nil }
    return r0 <= r1 ? .start : .end
  }

  /// The parameters in (0, 1) where the offset at `h` has a cusp, sorted (at most four).
  ///
  /// They are the sign changes of |c′|³ − h·(c′ × c″) between t = 0, ⅛, ¼, …, 1, each
  /// refined by ``offsetCusp(_:_:_:h:)``. Two cusps closer than 1/8 can be missed; bisection
  /// then isolates them (17 parameters instead of 9 cost 1.9 % more stroking instructions on
  /// the smooth corpus at width 40, for 0.04 % fewer curves).
  func offsetCusps(_ curve: CubicPolynomial, h: Double, into roots: inout RootBuffer) {
    var previous = 0.0
    var previousReversed = Self.isSlower(than: 0, curve, 0, h: h)
    for i in 1...8 {
      let t = Double(i) / 8
      let isReversed = Self.isSlower(than: 0, curve, t, h: h)
      if isReversed != previousReversed, let cusp = offsetCusp(curve, previous, t, h: h) {
        roots.append(cusp)
      }
      previous = t
      previousReversed = isReversed
    }
  }

  /// |c′|³ − h·(c′ × c″) at `t` and its derivative 3|c′|(c′·c″) − h·(c′ × c‴): the offset's
  /// speed ratio 1 − h·κ times |c′|³, so of the same sign, and smooth where c′ ≠ 0.
  ///
  /// (The square-free |c′|⁶ − b·|b|, b = h·(c′ × c″), of the same sign, took 1.2 more Newton
  /// steps per cusp and no less time.)
  @inline(__always)
  static func cuspStretch(_ curve: CubicPolynomial, _ t: Double, h: Double) -> (
    value: Double, slope: Double
  ) {
    let v = curve.derivative(t)
    let acceleration = curve.secondDerivative(t)
    let speedSquared = v.dot(v)
    let speed = speedSquared.squareRoot()
    return (
      speedSquared * speed - h * v.cross(acceleration),
      3 * speed * v.dot(acceleration) - h * v.cross(curve.a6)
    )
  }

  /// The parameter in (`t0`, `t1`) where the offset at `h` has a cusp — the root of
  /// ``cuspStretch(_:_:h:)``, to about a relative 1e-12 of the interval — when the offset's
  /// speed ratio 1 − h·κ has opposite signs at the two ends and the root is not at an end;
  /// `nil` otherwise.
  ///
  /// Newton's method kept inside the sign-change bracket (`rtsafe` of Numerical Recipes):
  /// a step that would leave the bracket, or that is not below half the step before it, is
  /// replaced by a bisection (and at most 100 evaluations are made). It stops after a
  /// Newton step below 1e-7 of the interval (the error left is of the order of its square),
  /// or a step or bracket below 1e-12 of it. On the smooth corpus at width 40 it takes 6.1
  /// evaluations per cusp (6.6 when it stopped only at the 1e-12; the speed ratio left at
  /// the cusps found is at most 7e-12 either way), where the Illinois variant of regula
  /// falsi took 14 and bisection 40. Splitting at the cusp lets each side be fitted by one
  /// cubic (kurbo's `offset.rs` splits at the same points) instead of bisecting down to it.
  func offsetCusp(_ curve: CubicPolynomial, _ t0: Double, _ t1: Double, h: Double)
    -> Double?
  {
    let f0 = Self.cuspStretch(curve, t0, h: h).value
    let f1 = Self.cuspStretch(curve, t1, h: h).value
    guard (f0 < 0) != (f1 < 0), f0 != 0, f1 != 0, f0.isFinite, f1.isFinite else { return nil }
    var lo = t0
    var hi = t1
    let negativeAtLow = f0 < 0
    let precision = 1e-12 * (t1 - t0)
    var t = (t0 * f1 - t1 * f0) / (f1 - f0)
    if !(t > lo && t < hi) { t = 0.5 * (lo + hi) }
    var step = hi - lo
    var stepBefore = step
    for _ in 0..<100 {
      let (f, slope) = Self.cuspStretch(curve, t, h: h)
      if f == 0 { break }
      if (f < 0) == negativeAtLow { lo = t } else { hi = t }
      stepBefore = step
      step = f / slope
      let next = t - step
      if !(next > lo && next < hi) || !(abs(2 * step) <= abs(stepBefore)) {
        step = t - 0.5 * (lo + hi)
        t = 0.5 * (lo + hi)
      } else {
        t = next
        // Newton's error after a step is of the order of the step squared (−0.9 % stroking
        // instructions on the smooth corpus at width 40, +1.7 % throughput).
        if abs(step) <= 1e-7 * (t1 - t0) { break }
      }
      // Converged: the last step, or the bracket, is below the precision sought.
      if abs(step) <= precision || hi - lo <= precision { break }
    }
    let margin = 1e-9 * (t1 - t0)
    return t > t0 + margin && t < t1 - margin ? t : nil
  }

  /// The distance from `p` to the offset at `h` of the curve between `lo` and `hi`, as
  /// found by Newton's method on (O(t) − p)·τ(t) = 0 from `t` (at most three steps): the least
  /// distance to an offset point it visits, so never less than the true distance.
  ///
  /// The search stops as soon as a visited point is within `enough` (the fit's budget): the
  /// answer is then still an upper bound, and only whether it is within the budget
  /// matters. The outlines are the same as with converged searches; on the `wild` corpus
  /// the stroker runs 29 % fewer instructions (callgrind, 200 paths, width 8). Squared
  /// distances are compared, so no square root sits between a visited point and the test
  /// whether to go on (the same outlines, 1.5 % faster on `smooth` at width 40).
  ///
  /// The foot point of `p` on the offset is where (c − p)·τ = 0 (the offset's normals are the
  /// source's), whose derivative |c′|·(1 + κ·(c − p)·n) stays finite through cusps of the
  /// offset, where the offset's speed vanishes. Multiplied through by |c′| the Newton step
  /// is d·c′ / (|c′|² + (c′ × c″)(c′ × d)/|c′|²), d = c − p: only one division lies between a
  /// parameter and the next (the other, of c′ × c″, runs beside the evaluation of c), and
  /// the square root that places the visited offset point sits beside that chain instead
  /// of in it (the same outlines as with the step in terms of κ; 2.5 % more throughput on
  /// `smooth` at width 40). Dividing c′ × c″ by |c′|² rather than multiplying the rest
  /// through by it keeps every term finite at the stroker's largest coordinates (1e100);
  /// the multiplied form was 1 % faster.
  private func offsetDistance(
    _ p: Point, _ curve: CubicPolynomial, _ t: Double, _ lo: Double, _ hi: Double, h: Double,
    enough: Double
  ) -> Double {
    var t = t
    var bestSquared = Double.infinity
    let enoughSquared = enough * enough
    for step in 0...3 {
      let v = curve.derivative(t)
      let speedSquared = v.dot(v)
      guard speedSquared > curve.stallSquared else { break }
      let d = curve.powerPoint(t) - p
      let e = d + (h / speedSquared.squareRoot()) * Point(x: -v.y, y: v.x)
      bestSquared = min(bestSquared, e.dot(e))
      guard step < 3, bestSquared > enoughSquared else { break }
      let bend = v.cross(curve.secondDerivative(t)) / speedSquared
      let slope = speedSquared + bend * v.cross(d)
      guard slope != 0 else { break }
      let next = min(max(t - d.dot(v) / slope, lo), hi)
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
  private func fitError(
    _ fitted: PowerCurve, _ curve: CubicPolynomial, _ t: Double, _ s: Double, _ h: Double,
    _ stretchRange: inout (least: Double, most: Double)
  ) -> (estimate: Double, distance: Double) {
    let v = curve.derivative(t)
    let speedSquared = v.dot(v)
    guard speedSquared > curve.stallSquared else { return (.infinity, .infinity) }
    let speed = speedSquared.squareRoot()
    let tangent = v * (1 / speed)
    let normal = Point(x: -tangent.y, y: tangent.x)
    let e = fitted.point(at: s) - (curve.powerPoint(t) + h * normal)
    let eT = e.dot(tangent)
    let eN = abs(e.dot(normal))
    let full = e.magnitude
    let kappa = v.cross(curve.secondDerivative(t)) / (speedSquared * speed)
    let stretch = 1 - h * kappa
    stretchRange.least = min(stretchRange.least, stretch)
    stretchRange.most = max(stretchRange.most, stretch)
    if abs(stretch) < 0.1 { return (full, full) }
    return (min(full, eN + 0.5 * eT * eT * abs(kappa / stretch)), full)
  }
}

/// The normal equations `m·x = r` of a linear least-squares problem in three unknowns,
/// accumulated one row `c` of the design matrix at a time (`m += c·cᵀ`, `r += c·residual`).
///
/// The six distinct entries of the symmetric `m` are kept in scalars: accumulated as rows
/// of `SIMD4` vectors they took four times the instructions.
struct SymmetricSystem3 {
  var m00 = 0.0
  var m01 = 0.0
  var m02 = 0.0
  var m11 = 0.0
  var m12 = 0.0
  var m22 = 0.0
  var r0 = 0.0
  var r1 = 0.0
  var r2 = 0.0

  @inline(__always)
  mutating func add(_ c0: Double, _ c1: Double, _ c2: Double, residual: Double) {
    m00 += c0 * c0
    m01 += c0 * c1
    m02 += c0 * c2
    m11 += c1 * c1
    m12 += c1 * c2
    m22 += c2 * c2
    r0 += c0 * residual
    r1 += c1 * residual
    r2 += c2 * residual
  }

  /// The solution by Cramer's rule; `nil` when the system is singular to working precision.
  @inline(__always)
  func solution() -> (Double, Double, Double)? {
    let (m0, m1, m2) = (m00, m01, m02)
    let (m3, m4, m5) = (m01, m11, m12)
    let (m6, m7, m8) = (m02, m12, m22)
    let c0 = m4 * m8 - m5 * m7
    let c1 = m5 * m6 - m3 * m8
    let c2 = m3 * m7 - m4 * m6
    let det = m0 * c0 + m1 * c1 + m2 * c2
    let scale = abs(m0 * m4 * m8)
    guard abs(det) > 1e-14 * scale, scale > 0 else { return nil }
    let x0 = (r0 * c0 + m1 * (m5 * r2 - r1 * m8) + m2 * (r1 * m7 - m4 * r2)) / det
    let x1 = (m0 * (r1 * m8 - m5 * r2) + r0 * c1 + m2 * (m3 * r2 - r1 * m6)) / det
    let x2 = (m0 * (m4 * r2 - r1 * m7) + m1 * (r1 * m6 - m3 * r2) + r0 * c2) / det
    return (x0, x1, x2)
  }
}

/// The source's speed |c′| and the offset's speed ratio 1 − h·κ at the two ends of a piece.
struct EndSpeeds {
  var m0: Double
  var m1: Double
  var stretch0: Double
  var stretch1: Double
}

/// A true offset point inside a piece, its unit normal, and the parameter `u` of the fit
/// matched to it (to begin with, the fraction of the piece the point sits at).
struct OffsetSample {
  var target: Point
  var normal: Point
  var u: Double

  /// The offset's unit tangent at the sample (the normal turned a quarter clockwise).
  var along: Point { Point(x: normal.y, y: -normal.x) }
}

extension PowerCurve {
  /// Where the curve crosses the line through `target` along `along` (a unit vector), by one
  /// Newton step on (B(u) − target)·along = 0 from `u`, kept in [0, 1]; `u` where the curve
  /// runs parallel to the line.
  @inline(__always)
  func crossing(_ target: Point, along: Point, from u: Double) -> Double {
    let slope = derivative(at: u).dot(along)
    guard slope != 0 else { return u }
    return min(max(u - (point(at: u) - target).dot(along) / slope, 0), 1)
  }
}

extension StrokerGeometry {
  /// Writes the true offset at `count` evenly spaced fractions s = k/(count + 1) of a piece
  /// to `samples`, and returns the least and most of the offset's speed ratio 1 − h·κ over
  /// them; `nil` where the curve stalls.
  ///
  /// The samples live in scratch memory rather than in vector lanes: writing one lane of a
  /// SIMD8 at a varying index stores and reloads the whole vector, and those stalls took a
  /// quarter of the fits' time.
  @inline(__always)
  func sampleOffset(
    into samples: UnsafeMutablePointer<OffsetSample>, _ curve: CubicPolynomial,
    from t0: Double, span dt: Double, h: Double, count n: Int
  ) -> (least: Double, most: Double)? {
    var least = Double.infinity
    var most = -Double.infinity
    for k in 0..<n {
      let fraction = Double(k + 1) / Double(n + 1)
      let t = t0 + fraction * dt
      let v = curve.derivative(t)
      let speedSquared = v.dot(v)
      guard speedSquared > curve.stallSquared else { return nil }
      let speed = speedSquared.squareRoot()
      let tangent = v * (1 / speed)
      let stretch = 1 - h * v.cross(curve.secondDerivative(t)) / (speedSquared * speed)
      least = min(least, stretch)
      most = max(most, stretch)
      let normal = Point(x: -tangent.y, y: tangent.x)
      (samples + k).initialize(
        to: OffsetSample(target: curve.powerPoint(t) + h * normal, normal: normal, u: fraction))
    }
    return (least, most)
  }
}
