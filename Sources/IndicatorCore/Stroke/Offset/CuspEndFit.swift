// The cusp-end fit: for pieces ending at a cusp of the offset, a cubic whose control point
// at the cusp is free, fitted by least squares in three unknowns.

/// The end of a piece at which the offset has a cusp: its fit's control point there is
/// left free (``OffsetFitter/cuspEndFit(_:_:_:_:_:h:cusp:)``).
enum CuspEnd {
  case start
  case end
}

extension OffsetFitter {
  /// A cubic fitted to the offset of a piece with a cusp of the offset at one end (`cusp`),
  /// or `nil` when its largest error exceeds ``budget(_:span:)``.
  ///
  /// Towards a cusp the offset's curvature grows without bound and its speed vanishes
  /// (o′ = c′·(1 − h·κ)), which no cubic with a handle along the end tangent follows over a
  /// long piece. At a cusp the outline has a corner anyway, so the control point there is
  /// left free in both coordinates while the other end keeps its tangent: three unknowns,
  /// solved by least squares on the distances along the true offset's normals at
  /// ``cuspEndFitSamples`` parameters, with parameter correction as in ``refit``. A
  /// cubic whose handle at an end vanishes has there the offset's own semicubical cusp
  /// shape, so the family contains good fits near cusps, far more than handles along both
  /// tangents do. The error is measured by true distances to the offset at 11 parameters
  /// (``fitDistance``).
  func cuspEndFit(
    _ curve: StrokedCubic, _ start: CurveEnd, _ end: CurveEnd, _ q0: Point, _ q3: Point,
    h: Double, cusp: CuspEnd
  ) -> CubicBezier? {
    withUnsafeTemporaryAllocation(of: OffsetSample.self, capacity: Self.cuspEndFitSamples) {
      buffer in
      buffer.baseAddress.flatMap {
        cuspEndFit(curve, start, end, q0, q3, h: h, cusp: cusp, samples: $0)
      }
    }
  }

  /// ``cuspEndFit(_:_:_:_:_:h:cusp:)`` with scratch space for its samples.
  func cuspEndFit(
    _ curve: StrokedCubic, _ start: CurveEnd, _ end: CurveEnd, _ q0: Point, _ q3: Point,
    h: Double, cusp: CuspEnd, samples: UnsafeMutablePointer<OffsetSample>
  ) -> CubicBezier? {
    let n = Self.cuspEndFitSamples
    let dt = end.t - start.t
    guard sampleOffset(into: samples, curve, from: start.t, span: dt, h: h, count: n) != nil
    else { return nil }
    // The regular end's tangent, and the unknowns (handle length, control point x, y).
    let fixedTangent = cusp == .end ? start.tangent : end.tangent
    var fitted: CubicBezier?
    for round in 0...Self.correctionRounds {
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
    // between targets can miss: such fits are rejected.
    let handle = cusp == .start ? fitted.p1 - q0 : fitted.p2 - q3
    let away = cusp == .start ? samples[0].target - q0 : samples[n - 1].target - q3
    guard handle.dot(away) >= 0 else { return nil }
    let budget = budget(fitted, span: dt)
    return fitDistance(
      fitted, samples, count: n, parts: 2, curve, start.t, dt, h: h, budget: budget)
      ? fitted : nil
  }
}
