// Offsetting one side of a cubic Bézier curve by cubics, with a checked error bound.
// The method is described at the top of Path+Stroke.swift.

/// A cubic in power form `((a·t + b)·t + c)·t + d`, for cheap evaluation of the point and
/// its first two derivatives at arbitrary parameters.
struct CubicPolynomial {
  let a: Point
  let b: Point
  let c: Point
  let d: Point
  /// The exact end point (the power form is not exact at t = 1).
  let end: Point
  /// Squared speed below which the first derivative gives no reliable direction.
  let stallSquared: Double

  init(_ bezier: CubicBezier) {
    d = bezier.p0
    c = 3 * (bezier.p1 - bezier.p0)
    b = 3 * (bezier.p2 - 2 * bezier.p1 + bezier.p0)
    a = bezier.p3 - bezier.p0 + 3 * (bezier.p1 - bezier.p2)
    end = bezier.p3
    let size =
      (bezier.p1 - bezier.p0).magnitude + (bezier.p2 - bezier.p1).magnitude
      + (bezier.p3 - bezier.p2).magnitude
    stallSquared = (size * 1e-9) * (size * 1e-9)
  }

  @inline(__always) func point(_ t: Double) -> Point {
    if t == 0 { return d }
    if t == 1 { return end }
    return ((a * t + b) * t + c) * t + d
  }

  @inline(__always) func derivative(_ t: Double) -> Point { (3 * t * a + 2 * b) * t + c }

  @inline(__always) func secondDerivative(_ t: Double) -> Point { 6 * t * a + 2 * b }

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

  /// Appends the offset of `curve` between `start` and `end` on one side (`side` ±1 times
  /// the half width along the left normal); the current point is the offset of `start`.
  ///
  /// The piece is bisected while its end tangents, or either half, turn by more than 90°
  /// (the cubic fit needs a bounded turn), and while the fitted cubic's distance to the true
  /// offset at the checked parameters exceeds `fitTolerance`. A piece shorter than
  /// `tinyLength` (a cusp of the source, isolated by bisection) becomes a round join over
  /// the point, as kurbo and Skia draw cusps. At `maximumDepth` the piece is drawn as lines
  /// through exact offset points.
  func appendOffset(
    _ sink: inout [Path.Element], _ curve: CubicPolynomial, _ start: CurveEnd, _ end: CurveEnd,
    side: Double, depth: Int
  ) {
    let h = side * halfWidth
    let dt = end.t - start.t
    let v0 = curve.derivative(start.t)
    let v1 = curve.derivative(end.t)
    let s0 = v0.magnitude * (dt / 3)
    let s1 = v1.magnitude * (dt / 3)
    let n0 = Point(x: -start.tangent.y, y: start.tangent.x)
    let n1 = Point(x: -end.tangent.y, y: end.tangent.x)
    let q0 = start.point + h * n0
    let q3 = end.point + h * n1

    // A tiny piece: its control polygon bounds its length.
    let inner = ((end.point - s1 * end.tangent) - (start.point + s0 * start.tangent)).magnitude
    if s0 + s1 + inner <= tinyLength {
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
    if canSplit && (t0.dot(tangentMid) < 0 || tangentMid.dot(t1) < 0 || t0.dot(t1) < 0) {
      split(&sink, curve, start, end, side: side, depth: depth)
      return
    }
    let qm = pm + h * Point(x: -tangentMid.y, y: tangentMid.x)
    let solved = abs(t0.cross(t1)) > 0.02
    let fitted = fit(curve, start, end, q0, q3, qm, h: h, solved: solved)
    if accepts(fitted, curve, start.t, dt, h: h, checkMiddle: !solved, thorough: false) {
      sink.append(.curve(to: q3, control1: fitted.p1, control2: fitted.p2))
    } else if canSplit {
      split(&sink, curve, start, end, side: side, depth: depth)
    } else {
      sink.append(.line(to: qm))
      sink.append(.line(to: q3))
    }
  }

  /// Tries to offset the whole curve, which may have inflections, on one side with a single
  /// cubic (an S-shaped source often has an S-shaped offset one cubic fits), checked at
  /// more parameters than a piece; appends it and returns `true` when it passes.
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
    let q0 = start.point + h * Point(x: -t0.y, y: t0.x)
    let q3 = end.point + h * Point(x: -t1.y, y: t1.x)
    let fitted = fitLeastSquares(curve, start, end, q0, q3, h: h)
    if accepts(fitted, curve, 0, 1, h: h, checkMiddle: true, thorough: true) {
      sink.append(.curve(to: q3, control1: fitted.p1, control2: fitted.p2))
      return true
    }
    let qm = curve.point(0.5) + h * Point(x: -tangentMid.y, y: tangentMid.x)
    for solved in [true, false] where !solved || abs(t0.cross(t1)) > 0.02 {
      let fitted = fit(curve, start, end, q0, q3, qm, h: h, solved: solved)
      if accepts(fitted, curve, 0, 1, h: h, checkMiddle: true, thorough: true) {
        sink.append(.curve(to: q3, control1: fitted.p1, control2: fitted.p2))
        return true
      }
    }
    return false
  }

  /// A cubic from `q0` to `q3` along the end tangents whose handle lengths fit the true
  /// offset at s = ¼, ½ and ¾ in the least-squares sense (well-posed even when the end
  /// tangents are parallel, as on S-shaped curves).
  private func fitLeastSquares(
    _ curve: CubicPolynomial, _ start: CurveEnd, _ end: CurveEnd, _ q0: Point, _ q3: Point,
    h: Double
  ) -> CubicBezier {
    let t0 = start.tangent
    let t1 = end.tangent
    let dt = end.t - start.t
    var m11 = 0.0
    var m12 = 0.0
    var m22 = 0.0
    var r1 = 0.0
    var r2 = 0.0
    var s = 0.25
    while s < 1 {
      let tangent = curve.tangent(start.t + s * dt, fromRight: true)
      let target = curve.point(start.t + s * dt) + h * Point(x: -tangent.y, y: tangent.x)
      let u = 1 - s
      let base = (u * u * (u + 3 * s)) * q0 + (s * s * (s + 3 * u)) * q3
      let ca = (3 * u * u * s) * t0
      let cb = (-3 * u * s * s) * t1
      let residual = target - base
      m11 += ca.dot(ca)
      m12 += ca.dot(cb)
      m22 += cb.dot(cb)
      r1 += ca.dot(residual)
      r2 += cb.dot(residual)
      s += 0.25
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
    _ curve: CubicPolynomial, _ start: CurveEnd, _ end: CurveEnd, _ q0: Point, _ q3: Point,
    _ qm: Point, h: Double, solved: Bool
  ) -> CubicBezier {
    let t0 = start.tangent
    let t1 = end.tangent
    var a: Double
    var b: Double
    if solved {
      // B(½) = (q0 + q3)/2 + 3/8·(a·t0 − b·t1) = qm, by Cramer's rule.
      let det = t0.cross(t1)
      let r = (8.0 / 3.0) * (qm - 0.5 * (q0 + q3))
      a = r.cross(t1) / det
      b = -t0.cross(r) / det
    } else {
      let dt = end.t - start.t
      let v0 = curve.derivative(start.t)
      let v1 = curve.derivative(end.t)
      let m0 = v0.magnitude
      let m1 = v1.magnitude
      let k0 = v0.cross(curve.secondDerivative(start.t)) / max(m0 * m0 * m0, 1e-300)
      let k1 = v1.cross(curve.secondDerivative(end.t)) / max(m1 * m1 * m1, 1e-300)
      a = m0 * (dt / 3) * (1 - h * k0)
      b = m1 * (dt / 3) * (1 - h * k1)
    }
    return CubicBezier(q0, q0 + a * t0, q3 - b * t1, q3)
  }

  /// Whether `fitted` stays within `fitTolerance` of the true offset of the piece starting
  /// at `t0` of length `dt`, checked at s = ¼ and ¾ (near where the error of a fit exact at
  /// 0, ½ and 1 peaks), ½ with `checkMiddle`, and also ⅛, ⅜, ⅝, ⅞ when `thorough`.
  @inline(__always)
  private func accepts(
    _ fitted: CubicBezier, _ curve: CubicPolynomial, _ t0: Double, _ dt: Double, h: Double,
    checkMiddle: Bool, thorough: Bool
  ) -> Bool {
    guard fitError(fitted, curve, t0 + 0.25 * dt, 0.25, h) <= fitTolerance,
      fitError(fitted, curve, t0 + 0.75 * dt, 0.75, h) <= fitTolerance
    else { return false }
    if checkMiddle && !(fitError(fitted, curve, t0 + 0.5 * dt, 0.5, h) <= fitTolerance) {
      return false
    }
    if thorough {
      var s = 0.125
      while s < 1 {
        if !(fitError(fitted, curve, t0 + s * dt, s, h) <= fitTolerance) { return false }
        s += 0.25
      }
    }
    return staysNearPiece(fitted, curve, t0, dt, h: h)
  }

  /// Whether the fitted cubic lies within the piece's control-point box grown by
  /// `|h| + fitTolerance`.
  ///
  /// The true offset lies within `|h|` of the piece, and the piece within its control
  /// points' box, so a fit within `fitTolerance` of the offset must lie in the grown box:
  /// the test never rejects a good fit. It rejects fits whose handles run away between the
  /// checked parameters, which a near-degenerate end tangent (a control point a hair from
  /// its end point) can produce (found by fuzzing: a 1e-9 hook made a 1e-8-wide stroke
  /// reach 800 units away).
  @inline(__always)
  private func staysNearPiece(
    _ fitted: CubicBezier, _ curve: CubicPolynomial, _ t0: Double, _ dt: Double, h: Double
  ) -> Bool {
    let t1 = t0 + dt
    let p0 = curve.point(t0)
    let p3 = t1 >= 1 ? curve.end : curve.point(t1)
    let c1 = p0 + (dt / 3) * curve.derivative(t0)
    let c2 = p3 - (dt / 3) * curve.derivative(t1)
    let scale = abs(p0.x) + abs(p0.y) + abs(p3.x) + abs(p3.y) + abs(h)
    let grow = abs(h) + fitTolerance + 1e-12 * scale
    var box = BoundsAccumulator()
    box.add(fitted.p0)
    box.add(fitted.p3)
    box.addCubicExtrema(fitted.p0.x, fitted.p1.x, fitted.p2.x, fitted.p3.x, axis: 0)
    box.addCubicExtrema(fitted.p0.y, fitted.p1.y, fitted.p2.y, fitted.p3.y, axis: 1)
    return box.minX >= minOf(p0.x, c1.x, c2.x, p3.x) - grow
      && box.maxX <= maxOf(p0.x, c1.x, c2.x, p3.x) + grow
      && box.minY >= minOf(p0.y, c1.y, c2.y, p3.y) - grow
      && box.maxY <= maxOf(p0.y, c1.y, c2.y, p3.y) + grow
  }

  /// Bisects the piece and offsets both halves, with a round join where the source has a
  /// cusp exactly at the split.
  private func split(
    _ sink: inout [Path.Element], _ curve: CubicPolynomial, _ start: CurveEnd, _ end: CurveEnd,
    side: Double, depth: Int
  ) {
    let tm = start.t + 0.5 * (end.t - start.t)
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

  /// A conservative estimate of the distance from the fitted cubic at `s` to the true
  /// offset curve near parameter `t`.
  ///
  /// With `e` the difference between the two points split along the offset's tangent and
  /// normal, the distance to the offset curve is at most `|e_N| + κ_o·e_T²/2` to second
  /// order (κ_o the offset's curvature), and never more than `|e|`.
  @inline(__always)
  private func fitError(
    _ fitted: CubicBezier, _ curve: CubicPolynomial, _ t: Double, _ s: Double, _ h: Double
  ) -> Double {
    let v = curve.derivative(t)
    let speedSquared = v.dot(v)
    guard speedSquared > curve.stallSquared else { return .infinity }
    let speed = speedSquared.squareRoot()
    let tangent = v * (1 / speed)
    let normal = Point(x: -tangent.y, y: tangent.x)
    let e = fitted.point(at: s) - (curve.point(t) + h * normal)
    let eT = e.dot(tangent)
    let eN = abs(e.dot(normal))
    let full = e.magnitude
    let kappa = v.cross(curve.secondDerivative(t)) / (speedSquared * speed)
    let stretch = 1 - h * kappa
    if abs(stretch) < 0.1 { return full }
    return min(full, eN + 0.5 * eT * eT * abs(kappa / stretch))
  }
}
