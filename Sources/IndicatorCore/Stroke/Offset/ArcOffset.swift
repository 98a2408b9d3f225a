// The offset of a circular arc: a cubic that is the standard approximation of an arc of a
// circle (what `addArc`, circles and circular rounded rectangles draw) is offset by
// scaling its handles, with an error bound in closed form instead of checks.

extension OffsetFitter {
  /// Whether `c` may be the cubic of a circular arc, by two tests every arc that
  /// ``appendArcOffsets`` draws passes and most other curves fail, made on the control
  /// points before anything else is computed: equal handles (an arc's differ by at most
  /// 2δ ≤ 2e-6·k), and the handle over the chord k/|d| = 2/(3·(1 + cos(θ/2))), with
  /// cos(θ/2) = d·u0/(|d|·|u0|) for the chord d and the start handle u0.
  @inline(__always)
  static func mayBeArc(_ c: CubicBezier) -> Bool {
    let u0 = c.p1 - c.p0
    let u1 = c.p3 - c.p2
    let handle0 = u0.dot(u0)
    let handle1 = u1.dot(u1)
    guard abs(handle0 - handle1) <= 1e-5 * (handle0 + handle1) else { return false }
    let d = c.p3 - c.p0
    let chordSquared = d.dot(d)
    let ratio = 3 * ((handle0 * chordSquared).squareRoot() + d.dot(u0))
    return abs(ratio - 2 * chordSquared) <= 1e-5 * ratio
  }

  /// Draws both sides of `curve` as the source scaled about its circle's centre, where the
  /// curve is the standard cubic of a circular arc of at most a quarter turn (a little
  /// more: 91°, ``arcReachCosine``) and the closed-form bound below is within each side's
  /// budget; `nil` (nothing drawn) otherwise, and the direct fit goes on as for any curve.
  ///
  /// **The arc.** The circle through `p0` and `p3` with tangent `t0` at `p0` has its
  /// centre C = p0 + ρ·n0 (n0 the left normal of `t0`) with ρ = |d|²/(2·d·n0) for the chord
  /// d = p3 − p0, and the arc sweeps θ from p0 to p3. Its standard cubic A (``arcHandle``,
  /// Goldapp 1991) has handles k = 4/3·tan(θ/4)·|ρ| along the circle's tangents; δ, the
  /// distance of the source's inner control points from A's plus that of `p3` from the
  /// circle, must be at most 1e-6·k (an arc to rounding).
  ///
  /// **The fit.** Each side at signed distance s (−h right, +h left) is the cubic from
  /// q0 = p0 + s·n0 to q3 = p3 + s·n1 with the source's handles times λ = 1 − s/ρ, the
  /// offset's speed ratio (Tiller & Hanson 1984; on a circle the handles of the offset arc
  /// exactly). A side with |λ| ≤ ``arcLeastScale`` (an inner side near the centre, where
  /// its offset shrinks to a point) is not drawn here. An inner side past the centre
  /// (λ < 0: the half width beyond the radius) is the arc reversed about the centre, and
  /// its start, running against the source, is marked for the loop pass by `appendFit` as
  /// the direct fit's would be.
  ///
  /// **The bound.** On the circle, A's points lie at radius ρ(1 + ε) and its normals turn
  /// ψ away from the radius, so the λ-scaled A differs from A's offset at the same
  /// parameter by at most |s|·(ε + ψ + ψ²/2). For θ ≤ 91°, ε ≤ 1.9e-5·θ⁶ and
  /// ψ ≤ 1.4e-4·θ⁵ (the arc cubic's extremes over θ, rounded up: the derivation is in
  /// Documentation/StrokerDesignNotes.md, "Offsets of circular arcs"), and θ ≤ 2.23·sin(θ/2)
  /// there, which bounds the sum by 0.01·sin⁵(θ/2). The source's control points within δ of
  /// A's move its points by at most δ and its unit normals by at most 4.5·δ/k (|A′| ≥ 2.76·k
  /// on these arcs), and the fit's control points by at most |λ|·δ + 2·|s|·δ/k; so every
  /// point of the fit lies within
  ///
  ///     E = |s|·0.01·sin⁵(θ/2) + δ·(2 + 2|λ| + 8·|s|/k)
  ///
  /// of the source's offset at the same parameter and the other way round. The fit is
  /// drawn where E is within ``budget(_:span:)``, the budget of any fit.
  @inline(never)
  func appendArcOffsets<Sink: OutlineSink>(
    _ right: inout Sink, _ left: inout Sink, _ curve: StrokedCubic,
    _ t0: Point, _ t1: Point, rightMarks marks: inout [Point]
  ) -> DrawnSides? {
    let bezier = curve.bezier
    let p0 = bezier.p0
    let p3 = bezier.p3
    let u0 = bezier.p1 - p0
    let u1 = p3 - bezier.p2
    let d = p3 - p0
    let n0 = t0.perpendicular
    let along = d.dot(n0)
    let chordSquared = d.dot(d)
    // A turn well inside (0, π): the chord leaves forwards (the sweep is under a half turn,
    // so the half-angle terms below are those of θ/2), and clearly to one side of the start
    // tangent.
    guard d.dot(t0) > 0, abs(along) > 1e-3 * chordSquared.squareRoot() else { return nil }
    let rho = chordSquared / (2 * along)
    let centre = p0 + rho * n0
    let b = p3 - centre
    let radiusSquared = rho * rho
    // cos θ and the half-angle terms, from the radii at both ends.
    let cosine = (-rho * n0).dot(b) / radiusSquared
    guard cosine >= Self.arcReachCosine else { return nil }
    let halfCos = max(0, 0.5 * (1 + cosine)).squareRoot()
    let halfSin = max(0, 0.5 * (1 - cosine)).squareRoot()
    let radius = abs(rho)
    let k = (4.0 / 3) * (halfSin / (1 + halfCos)) * radius
    // The circle's tangent at p3, turning as the arc does.
    let tangent1 = (rho > 0 ? 1 : -1) * (1 / radius) * b.perpendicular
    let e1 = bezier.p1 - (p0 + k * t0)
    let e2 = bezier.p2 - (p3 - k * tangent1)
    let endOff = abs(b.magnitude - radius)
    let deviation = max(e1.dot(e1), e2.dot(e2)).squareRoot() + endOff
    guard deviation <= 1e-6 * k else { return nil }

    let h = halfWidth
    let n1 = t1.perpendicular
    let halfSin2 = halfSin * halfSin
    let arcTerm = 0.01 * halfSin2 * halfSin2 * halfSin
    // Both sides' fits, or nil when either fails (the direct fit then draws both).
    @inline(__always) func side(_ s: Double) -> CubicBezier? {
      let lambda = 1 - s / rho
      guard abs(lambda) > Self.arcLeastScale else { return nil }
      let q0 = p0 + s * n0
      let q3 = p3 + s * n1
      let fitted = CubicBezier(q0, q0 + lambda * u0, q3 - lambda * u1, q3)
      let bound = h * arcTerm + deviation * (2 + 2 * abs(lambda) + 8 * h / k)
      return bound <= budget(fitted, span: 1) ? fitted : nil
    }
    guard let rightFit = side(-h), let leftFit = side(h) else { return nil }
    var drawn = DrawnSides()
    if let mark = Self.appendFit(&right, rightFit, t0) { marks.appendMark(mark) }
    drawn.right = true
    drawn.leftMark = Self.appendFit(&left, leftFit, t0)
    drawn.left = true
    return drawn
  }
}
