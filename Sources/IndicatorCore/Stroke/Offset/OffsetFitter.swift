// The offset recursion: one side of a cubic offset by cubics, whole when one cubic fits,
// otherwise piece by piece with bisection. The fit families are in ThreePointFit.swift,
// Refit.swift and CuspEndFit.swift, their checks in FitChecks.swift, the offset's cusps in
// OffsetCusps.swift and the tuning constants in OffsetTuning.swift. The method is described
// in the Stroking article (IndicatorCore.docc/Stroking.md).

/// Offsets the curves of one stroke: fits cubics to one side of a source cubic at the
/// signed distance `h` (±`halfWidth` along the left normal), checked against the true
/// offset within `fitTolerance`.
struct OffsetFitter {
  /// The stroke's shape parameters; the fitter draws round joins over cusps with them.
  let outliner: StrokeOutliner
  /// The error allowed for each fitted offset piece: ``fitShare`` of the tolerance, leaving
  /// room for what the checks between sampled parameters miss.
  let fitTolerance: Double
  /// Pieces of a curve whose control polygon is shorter than this are treated as a point
  /// (their stroke is a disc within this distance of the true stroke).
  let tinyLength: Double
  /// The sink count from which the recursion splits no more.
  ///
  /// A piece that does not fit is then drawn as lines through exact offset points, as at
  /// ``maximumDepth``. Set for each side of a curve (``sideElementBudget``), so that a
  /// tolerance finer than Double arithmetic resolves on that curve cannot break the
  /// outline's size bound.
  var elementLimit = Int.max

  /// The fitter of a stroke with `outliner`'s parameters, at its tolerance.
  init(outliner: StrokeOutliner) {
    self.outliner = outliner
    fitTolerance = outliner.tolerance * Self.fitShare
    tinyLength = outliner.tolerance * 0.25
  }

  init(style: StrokeStyle, tolerance: Double) {
    self.init(outliner: StrokeOutliner(style: style, tolerance: tolerance))
  }

  /// Half the line width: the unsigned offset distance.
  @inline(__always) var halfWidth: Double { outliner.halfWidth }
}

/// One end of a piece of a curve: the parameter, the source point and the unit tangent
/// (from inside the piece).
struct CurveEnd {
  var t: Double
  var point: Point
  var tangent: Point
}

extension OffsetFitter {
  /// Appends the offset of `curve` between `start` and `end` on one side (`side` ±1 times
  /// the half width along the left normal); the current point is the offset of `start`.
  ///
  /// The piece is bisected while either half turns by more than 90° or its end tangents by
  /// more than 120° (the cubic fit needs a bounded turn), and while ``fitPiece`` finds no
  /// fit within its budget; it is split at the offset's cusp where it has one. A piece
  /// shorter than `tinyLength` (a cusp of the source, isolated by bisection) becomes a
  /// round join over the point, as kurbo and Skia draw cusps. At ``maximumDepth`` the piece
  /// is drawn as lines through exact offset points.
  ///
  /// `firstRatio` is the ratio of the piece's three-point fit where it is already known (the
  /// direct fit's, failed, for a whole curve; NaN where not): ``fitAfterKnownFirst`` goes on
  /// from it instead of ``fitPiece``.
  func appendOffset(
    _ sink: inout ElementBuffer, _ curve: StrokedCubic, _ start: CurveEnd, _ end: CurveEnd,
    side: Double, depth: Int, firstRatio known: Double = .nan
  ) {
    let h = side * halfWidth
    let dt = end.t - start.t
    let v0 = curve.derivative(at: start.t)
    let v1 = curve.derivative(at: end.t)
    let n0 = start.tangent.perpendicular
    let n1 = end.tangent.perpendicular
    let q0 = start.point + h * n0
    let q3 = end.point + h * n1

    // A tiny piece: its control polygon bounds its length (the chord first, which settles
    // most pieces without square roots).
    let chord = end.point - start.point
    if chord.dot(chord) <= tinyLength * tinyLength, isTiny(start, end, v0, v1, dt) {
      outliner.appendJoin(
        &sink, pivot: start.point, start.tangent, end.tangent, side: side, style: .round)
      outliner.appendLine(&sink, to: q3)
      return
    }

    let tm = start.t + 0.5 * dt
    let vm = curve.derivative(at: tm)
    let pm = curve.point(at: tm)
    let tangentMid = curve.tangent(at: tm, velocity: vm, fromRight: true)
    let canSplit = depth < Self.maximumDepth && sink.count < elementLimit
    let t0 = start.tangent
    let t1 = end.tangent
    if canSplit && (t0.dot(tangentMid) < 0 || tangentMid.dot(t1) < 0 || t0.dot(t1) < -0.5) {
      split(&sink, curve, start, end, side: side, depth: depth, middle: (pm, vm))
      return
    }
    let qm = pm + h * tangentMid.perpendicular
    let piece = CubicBezier(
      start.point, start.point + (dt / 3) * v0, end.point - (dt / 3) * v1, end.point)
    let speeds = endSpeeds(curve, start, end, v0, v1, h: h)
    let fitted =
      known.isNaN
      ? fitPiece(curve, start, end, speeds, q0, q3, qm, piece: piece, h: h)
      : fitAfterKnownFirst(curve, start, end, speeds, q0, q3, qm, piece: piece, h: h, known)
    if let fitted {
      sink.append(.curve(to: q3, control1: fitted.p1, control2: fitted.p2))
    } else if canSplit {
      split(&sink, curve, start, end, side: side, depth: depth, speeds: speeds, middle: (pm, vm))
    } else {
      outliner.appendLine(&sink, to: qm)
      outliner.appendLine(&sink, to: q3)
    }
  }

  /// One cubic for the offset of a piece, or `nil` when the piece must be split.
  ///
  /// A piece ending at a cusp of the offset (``cuspEnd(_:_:_:h:_:)``) gets the three-point
  /// fit only where the offset's speed ratio 1 − h·κ at its other end is below 1 (elsewhere
  /// it rarely passes), then the cusp-end fit (``cuspEndFit``), never the refit. Any other
  /// piece gets the three-point fit, then, when that is at most ``refitReach`` over its
  /// budget and the ratio is not negative at either end (where it is, a cusp of the offset
  /// lies inside the piece), the refit (``refit``). Every fit taken stays near the piece
  /// (``staysNearPiece(_:_:h:)``).
  @inline(__always)
  func fitPiece(
    _ curve: StrokedCubic, _ start: CurveEnd, _ end: CurveEnd, _ speeds: EndSpeeds,
    _ q0: Point, _ q3: Point, _ qm: Point, piece: CubicBezier, h: Double
  ) -> CubicBezier? {
    let fitted: CubicBezier?
    if let pin = cuspEnd(curve, start.t, end.t, h: h, speeds) {
      if (pin == .end ? speeds.speedRatio0 : speeds.speedRatio1) < 1 {
        let (first, ratio) = threePointFit(
          curve, start, end, speeds, q0, q3, qm, piece: piece, h: h)
        if ratio <= 1 { return first }
      }
      fitted = cuspEndFit(curve, start, end, q0, q3, h: h, cusp: pin)
    } else {
      let (first, ratio) = threePointFit(curve, start, end, speeds, q0, q3, qm, piece: piece, h: h)
      if ratio <= 1 { return first }
      guard ratio <= Self.refitReach, min(speeds.speedRatio0, speeds.speedRatio1) >= 0 else {
        return nil
      }
      fitted = refit(
        curve, start, end, q0, q3, initial: first, h: h, count: Self.pieceRefitSamples)
    }
    guard let fitted, staysNearPiece(fitted, piece, h: h) else { return nil }
    return fitted
  }

  /// ``fitPiece`` for a piece whose three-point fit failed with the `known` ratio.
  ///
  /// That is the direct fit of a whole curve: not ending at a cusp of the offset, its end
  /// tangents not nearly parallel. The fit is rebuilt, not checked again, and refitted
  /// where ``fitPiece`` would refit it. Out of line, so that the recursion's own path stays
  /// as it was.
  @inline(never)
  func fitAfterKnownFirst(
    _ curve: StrokedCubic, _ start: CurveEnd, _ end: CurveEnd, _ speeds: EndSpeeds,
    _ q0: Point, _ q3: Point, _ qm: Point, piece: CubicBezier, h: Double, _ known: Double
  ) -> CubicBezier? {
    guard known <= Self.refitReach, min(speeds.speedRatio0, speeds.speedRatio1) >= 0 else {
      return nil
    }
    let first = threePointCubic(
      q0, q3, qm, start.tangent, end.tangent, solved: true, handles: (0, 0))
    guard
      let fitted = refit(
        curve, start, end, q0, q3, initial: first, h: h, count: Self.pieceRefitSamples),
      staysNearPiece(fitted, piece, h: h)
    else { return nil }
    return fitted
  }

  /// The source's speed |c′| (`v0`, `v1` its derivatives) and the offset's speed ratio
  /// 1 − h·κ at the ends of a piece.
  @inline(__always)
  func endSpeeds(
    _ curve: StrokedCubic, _ start: CurveEnd, _ end: CurveEnd, _ v0: Point, _ v1: Point,
    h: Double
  ) -> EndSpeeds {
    let m0 = v0.magnitude
    let m1 = v1.magnitude
    @inline(__always) func speedRatio(_ v: Point, _ m: Double, _ t: Double) -> Double {
      1 - h * v.cross(curve.secondDerivative(at: t)) / max(m * m * m, 1e-300)
    }
    return EndSpeeds(
      m0: m0, m1: m1, speedRatio0: speedRatio(v0, m0, start.t),
      speedRatio1: speedRatio(v1, m1, end.t))
  }

  /// Whether the piece's control polygon, with handles `v0·dt/3` and `v1·dt/3` along the
  /// end tangents, is at most `tinyLength` long.
  func isTiny(_ start: CurveEnd, _ end: CurveEnd, _ v0: Point, _ v1: Point, _ dt: Double)
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
  /// Not tried where the side turns by more than 90° or its offset nearly stops
  /// (``opensWholeSideGate(_:h:)``). The first candidate is the three-point fit every piece
  /// gets (``threePointFit``), the cheapest, skipped where the end speed ratios are uneven
  /// (``unevenEnds``) or known to fail (`firstFails`, the direct fit's); the second is the
  /// refit (``refit``) from a parametric least-squares start.
  func appendWholeSide(
    _ sink: inout ElementBuffer, _ curve: StrokedCubic, _ start: CurveEnd, _ end: CurveEnd,
    side: Double, firstFails: Bool = false
  ) -> Bool {
    let h = side * halfWidth
    let t0 = start.tangent
    let t1 = end.tangent
    let tangentMid = curve.tangent(at: 0.5, fromRight: true)
    guard t0.dot(tangentMid) >= 0, tangentMid.dot(t1) >= 0, t0.dot(t1) >= -Self.quarterTurnSlack
    else {
      return false
    }
    guard Self.opensWholeSideGate(curve, h: h) else { return false }
    let q0 = start.point + h * t0.perpendicular
    let q3 = end.point + h * t1.perpendicular
    let qm = curve.point(at: 0.5) + h * tangentMid.perpendicular
    let speeds = endSpeeds(
      curve, start, end, curve.derivative(at: 0), curve.derivative(at: 1), h: h)
    // Uneven end speed ratios: the three-point fit rarely follows the side; refit at once.
    let uneven =
      max(speeds.speedRatio0, speeds.speedRatio1) > Self.unevenEnds
      * min(speeds.speedRatio0, speeds.speedRatio1)
    if !uneven && !firstFails {
      let (first, ratio) = threePointFit(
        curve, start, end, speeds, q0, q3, qm, piece: curve.bezier, h: h)
      if ratio <= 1 {
        sink.append(.curve(to: q3, control1: first.p1, control2: first.p2))
        return true
      }
    }
    guard
      let fitted = refit(
        curve, start, end, q0, q3, initial: nil, h: h, count: Self.wholeSideRefitSamples),
      staysNearPiece(fitted, curve.bezier, h: h)
    else { return false }
    sink.append(.curve(to: q3, control1: fitted.p1, control2: fitted.p2))
    return true
  }

  /// Whether a whole-side fit may be tried: the offset's speed ratio 1 − h·κ is at least
  /// ``wholeSideGate`` at t = 0, ¼, ½, ¾ and 1.
  @inline(__always)
  static func opensWholeSideGate(_ curve: StrokedCubic, h: Double) -> Bool {
    for i in 0...4 where isSlower(than: wholeSideGate, curve, 0.25 * Double(i), h: h) {
      return false
    }
    return true
  }

  /// Bisects the piece and offsets both halves, with a round join where the source has a
  /// cusp exactly at the split.
  ///
  /// `middle` is the source's point and first derivative at the piece's middle parameter,
  /// where it is split unless the offset has a cusp inside.
  func split(
    _ sink: inout ElementBuffer, _ curve: StrokedCubic, _ start: CurveEnd, _ end: CurveEnd,
    side: Double, depth: Int, speeds: EndSpeeds? = nil, middle: (point: Point, velocity: Point)
  ) {
    var tm = start.t + 0.5 * (end.t - start.t)
    var (pm, vm) = middle
    // The offset's speed ratio 1 − h·κ at the ends, when known: clearly of one sign, there is
    // no single cusp between them to split at.
    let oneSign = speeds.map {
      min(abs($0.speedRatio0), abs($0.speedRatio1)) > 1e-9
        && ($0.speedRatio0 < 0) == ($0.speedRatio1 < 0)
    }
    if oneSign != true, let cusp = offsetCusp(curve, start.t, end.t, h: side * halfWidth) {
      tm = cusp
      pm = curve.point(at: tm)
      vm = curve.derivative(at: tm)
    }
    let (left, right) = curve.tangents(at: tm, velocity: vm)
    appendOffset(
      &sink, curve, start, CurveEnd(t: tm, point: pm, tangent: left), side: side,
      depth: depth + 1)
    if left != right {
      outliner.appendJoin(&sink, pivot: pm, left, right, side: side, style: .round)
    }
    appendOffset(
      &sink, curve, CurveEnd(t: tm, point: pm, tangent: right), end, side: side,
      depth: depth + 1)
  }
}

/// The source's speed |c′| and the offset's speed ratio 1 − h·κ at the two ends of a piece.
struct EndSpeeds {
  var m0: Double
  var m1: Double
  var speedRatio0: Double
  var speedRatio1: Double
}
