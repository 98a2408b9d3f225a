// The refit: a cubic along the offset's end tangents whose two handle lengths are fitted by
// tangent-distance least squares with parameter correction (Pottmann & Leopoldseder 2003,
// Hoschek 1988), for whole sides and for pieces whose three-point fit failed.

extension OffsetFitter {
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
  func refit(
    _ curve: StrokedCubic, _ start: CurveEnd, _ end: CurveEnd, _ q0: Point, _ q3: Point,
    initial: CubicBezier?, h: Double, count: Int
  ) -> CubicBezier? {
    withUnsafeTemporaryAllocation(of: OffsetSample.self, capacity: 8) { buffer in
      buffer.baseAddress.flatMap {
        refit(
          curve, start, end, q0, q3, initial: initial, h: h, count: count, samples: $0)
      }
    }
  }

  /// ``refit(_:_:_:_:_:initial:h:count:)`` with scratch space for eight samples.
  func refit(
    _ curve: StrokedCubic, _ start: CurveEnd, _ end: CurveEnd, _ q0: Point, _ q3: Point,
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
    // end tangents almost never follows. Split instead.
    guard least > 0 || most < 0 else { return nil }
    var fitted =
      initial ?? Self.refitStart(samples, count: n, q0, q3, t0, t1)
    for _ in 0..<Self.correctionRounds {
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
      let tangent = curve.tangent(at: t, fromRight: true)
      let normal = tangent.perpendicular
      let target = curve.power.point(at: t) + h * normal
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

  /// A cubic from `q0` to `q3` along the end tangents `t0`, `t1` whose handle lengths fit
  /// the sampled offset points at their fractions `u` of the piece in the least-squares sense
  /// (well-posed even when the end tangents are parallel, as on S-shaped curves): the start
  /// ``refit`` refines for a whole side.
  static func refitStart(
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
}
