// The flattener's chord test: how far a piece of a curve strays from the chord between its
// end points.

extension PowerCurve {
  /// At most 1 when the curve between `t0` and `t1` stays within `tolerance` of the segment
  /// `p`–`q` (`p = B(t0)`, `q = B(t1)`), otherwise the squared ratio of the distance it
  /// strays (or an upper bound on it) to `tolerance`; the decision is exact where the curve
  /// stays beside the segment, and conservative where it runs past an end.
  ///
  /// A chord whose offset across its line alone rules it out reports that offset (or an
  /// upper bound on it): less than the distance from the segment where the curve also runs
  /// past an end.
  ///
  /// The offset across the chord is `Δ²·s(1 − s)·(u + v·s)/|pq|` in closed form (the second
  /// divided difference of a cubic is linear), bounded above and below without roots; only
  /// chords those bounds cannot decide solve the quadratics of
  /// ``exactChordErrorRatio(_:_:_:_:limit:)``. The DocC article "Flattening" derives both.
  /// A zero-length chord of a non-empty piece (a closed loop) never fits, so that it is
  /// shortened; the result is never NaN.
  @inline(__always) func chordErrorRatio(
    _ t0: Double, _ t1: Double, _ p: Point, _ q: Point, toleranceSquared: Double
  ) -> Double {
    let direction = q - p
    let limit = toleranceSquared * direction.dot(direction)
    guard limit > 0 else { return t0 == t1 ? 0 : 16 }
    let span = t1 - t0
    // w = B″((2t0 + t1 + t)/3)/2 at t = t0: the divided difference at the chord's start.
    let w = b + (t0 + t0 + t1) * a
    let alpha = direction.cross(a)
    let u = direction.cross(w)
    let v = alpha * span
    // The offset at s = 1/2 is a lower bound, the bound below an upper one.
    let spanSquared = span * span
    let middle = 0.25 * spanSquared * abs(u + 0.5 * v)
    let bound = middle + 0.048_112_522_432_468_816 * spanSquared * abs(v)
    let boundSquared = bound * bound
    if boundSquared <= limit {
      // Along: direction · (B(t) − p) = s·|pq|² − Δ²·s(1 − s)·(u′ + v′·s) stays within
      // 0...|pq|² when |pq|² ≥ Δ²·max(|u′|, |u′ + v′|).
      let along = direction.dot(w)
      let alongEnd = along + span * direction.dot(a)
      if spanSquared * max(abs(along), abs(alongEnd)) <= direction.dot(direction) { return 0 }
    } else if middle * middle > limit {
      let ratio = boundSquared / limit
      return ratio.isNaN ? 16 : ratio
    }
    return exactChordErrorRatio(t0, t1, p, q, limit: limit)
  }

  /// The exact (where the curve stays beside the segment) or conservative squared error
  /// ratio of ``chordErrorRatio(_:_:_:_:toleranceSquared:)``, from the extrema of the
  /// offsets across and along the chord; `limit` is `tolerance² · |pq|²`.
  @inline(never) func exactChordErrorRatio(
    _ t0: Double, _ t1: Double, _ p: Point, _ q: Point, limit: Double
  ) -> Double {
    let direction = q - p
    let offset = d - p
    // Across: h(t) = direction × (B(t) − p), |pq| times the signed distance to the line.
    let across = PowerCurve.largestExcursion(
      direction.cross(a), direction.cross(b), direction.cross(c), direction.cross(offset),
      t0, t1, below: 0, above: 0)
    // Along: g(t) = direction · (B(t) − p) runs from 0 to |pq|²; it can leave that range
    // only where g′ < 0 somewhere in (t0, t1).
    let g3 = direction.dot(a)
    let g2 = direction.dot(b)
    let g1 = direction.dot(c)
    var overshoot = 0.0
    if PowerCurve.derivativeMayBeNegative(g3, g2, g1, t0, t1) {
      overshoot = PowerCurve.largestExcursion(
        g3, g2, g1, direction.dot(offset), t0, t1, below: 0, above: direction.dot(direction))
    }
    let exact = (across * across + overshoot * overshoot) / limit
    return exact.isNaN ? 16 : exact
  }

  /// Whether the derivative `3k3·t² + 2k2·t + k1` of a cubic can be ≤ 0 somewhere in
  /// `t0...t1`: at an end, or at the parabola's interior minimum.
  @inline(__always) static func derivativeMayBeNegative(
    _ k3: Double, _ k2: Double, _ k1: Double, _ t0: Double, _ t1: Double
  ) -> Bool {
    let a = 3 * k3
    let b = 2 * k2
    if (a * t0 + b) * t0 + k1 <= 0 || (a * t1 + b) * t1 + k1 <= 0 { return true }
    guard a > 0 else { return false }  // Concave or linear: the ends are the minimum.
    let vertex = -b / (2 * a)
    guard vertex > t0 && vertex < t1 else { return false }
    return (a * vertex + b) * vertex + k1 <= 0
  }

  /// How far the cubic `((k3·t + k2)·t + k1)·t + k0` gets outside `below...above` at its
  /// extrema inside `t0...t1` (0 when it stays inside).
  @inline(__always) static func largestExcursion(
    _ k3: Double, _ k2: Double, _ k1: Double, _ k0: Double, _ t0: Double, _ t1: Double,
    below: Double, above: Double
  ) -> Double {
    let (r0, r1) = quadraticRoots(3 * k3, 2 * k2, k1)
    var worst = 0.0
    if r0 > t0 && r0 < t1 {
      let v = ((k3 * r0 + k2) * r0 + k1) * r0 + k0
      worst = maxOf(worst, v - above, below - v)
    }
    if r1 > t0 && r1 < t1 {
      let v = ((k3 * r1 + k2) * r1 + k1) * r1 + k0
      worst = maxOf(worst, v - above, below - v)
    }
    return worst
  }
}
