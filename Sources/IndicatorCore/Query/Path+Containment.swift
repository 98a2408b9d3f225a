// Point containment: the winding number of the outline around a point, computed on the
// curves themselves by splitting them into y-monotonic pieces and solving each piece's
// crossing with the point's horizontal ray.

extension Path {
  /// Whether `point` lies inside the region the path encloses under `fillRule`.
  ///
  /// Every subpath is treated as closed by a straight line, as a fill does. The winding
  /// number is counted on the curves themselves, with no flattening, as Skia's
  /// `SkPath::contains` counts it on monotonic pieces; <doc:Containment> describes the
  /// method.
  ///
  /// Boundary rule: a piece running from `y0` to `y1` is crossed when
  /// `min(y0, y1) <= point.y < max(y0, y1)`, and only crossings strictly right of the point
  /// count. So a point exactly on an axis-aligned edge is inside on a top or left edge and
  /// outside on a bottom or right edge: `Path(rect).contains(p) == rect.contains(p)`
  /// exactly, the half-open rule of `CGRect.contains`. On a slanted or curved edge the
  /// answer for a point exactly on it follows the same rule up to rounding.
  ///
  /// A non-finite `point`, an empty path and a path with a non-finite coordinate (see
  /// ``isFinite``) contain nothing: the result is `false`.
  ///
  /// - Parameters:
  ///   - point: The point to test.
  ///   - fillRule: `.nonZero` (the default): inside when the winding number is not zero;
  ///     `.evenOdd`: inside when it is odd.
  /// - Complexity: O(n) in the number of elements; a curve whose control points all lie
  ///   above, below or left of the point costs a few comparisons.
  public func contains(_ point: Point, fillRule: FillRule = .nonZero) -> Bool {
    guard point.isFinite else { return false }
    let inside = fillRule.includes(rawWinding(at: point))
    // Non-finite coordinates make the count meaningless (though never a trap); they are
    // looked for only when the answer would be `true`.
    return inside && isFinite
  }

  /// The winding number of the path around `point` (positive inside clockwise-on-screen
  /// outlines), with the boundary rule of ``contains(_:fillRule:)``; `nil` for a non-finite
  /// point or path.
  func winding(at point: Point) -> Int? {
    guard point.isFinite, isFinite else { return nil }
    return rawWinding(at: point)
  }

  /// The winding number around a finite `point`, without checking the path's coordinates
  /// (a non-finite coordinate gives an unspecified count, never a trap or a hang).
  func rawWinding(at point: Point) -> Int {
    var counter = WindingCounter(point: point)
    forEachSegment(closingOpenSubpaths: true) { counter.add($0) }
    return counter.winding
  }
}

/// Accumulates the signed crossings of the ray from `point` towards +x.
struct WindingCounter {
  let px: Double
  let py: Double
  var winding = 0

  init(point: Point) {
    px = point.x
    py = point.y
  }

  /// The crossings of `segment`.
  @inline(__always) mutating func add(_ segment: Segment) {
    switch segment {
    case .line(let a, let b): addLine(a, b)
    case .quad(let q): addQuad(q)
    case .cubic(let c): addCubic(c.p0, c.p1, c.p2, c.p3)
    }
  }

  /// A line from `a` to `b`: crossed when `min(y) <= py < max(y)` and the crossing lies
  /// strictly right of the point (decided by the sign of a cross product, without division).
  @inline(__always) mutating func addLine(_ a: Point, _ b: Point) {
    if a.y <= py {
      guard py < b.y else { return }
      // Downwards (y increasing): crossing right of the point when the point is left of
      // the edge.
      if (b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x) > 0 { winding += 1 }
    } else {
      guard b.y <= py else { return }
      if (a.x - b.x) * (py - b.y) - (a.y - b.y) * (px - b.x) > 0 { winding -= 1 }
    }
  }

  mutating func addQuad(_ q: QuadBezier) {
    // Quick rejections on the control polygon, as for cubics.
    if q.p0.y > py && q.p1.y > py && q.p2.y > py { return }
    if q.p0.y <= py && q.p1.y <= py && q.p2.y <= py { return }
    if q.p0.x <= px && q.p1.x <= px && q.p2.x <= px { return }
    if q.p0.x > px && q.p1.x > px && q.p2.x > px {
      // Wholly right of the point: the net crossing is the chord's.
      addEndpointCrossing(q.p0.y, q.p2.y)
      return
    }
    let a0 = q.p0.y
    let a1 = q.p1.y
    let a2 = q.p2.y
    if let split = quadExtremumParameter(a0, a1, a2) {
      let ySplit = q.point(at: split).y
      addQuadPiece(q, 0, split, a0, ySplit)
      addQuadPiece(q, split, 1, ySplit, a2)
    } else {
      addQuadPiece(q, 0, 1, a0, a2)
    }
  }

  /// A cubic from `p0` with controls `c1`, `c2` to `p3`.
  ///
  /// The quick rejections are inlined
  /// into the caller's loop; only curves that may cross the ray near the point are built
  /// and solved.
  @inline(__always) mutating func addCubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point) {
    // Quick rejections on the control polygon (the curve lies in its convex hull): wholly
    // below or wholly at-or-above the ray's height, or wholly at-or-left of the point.
    if p0.y > py && c1.y > py && c2.y > py && p3.y > py { return }
    if p0.y <= py && c1.y <= py && c2.y <= py && p3.y <= py { return }
    if p0.x <= px && c1.x <= px && c2.x <= px && p3.x <= px { return }
    if p0.x > px && c1.x > px && c2.x > px && p3.x > px {
      addEndpointCrossing(p0.y, p3.y)
      return
    }
    addNearbyCubic(CubicBezier(p0, c1, c2, p3))
  }

  /// A cubic whose control polygon straddles the ray's height and the point's x.
  ///
  /// The curve is halved first, and each half that still straddles the point is halved
  /// again, up to eighths (de Casteljau at t = 1/2, with the split points shared exactly):
  /// the pieces' control polygons are much tighter than the whole's, so the quick
  /// rejections settle most of them, and only pieces that still straddle the point are
  /// solved. The half-open rule telescopes across split points, so the count is unchanged.
  @inline(never) mutating func addNearbyCubic(_ c: CubicBezier) {
    let (first, second) = WindingCounter.halves(c)
    addCubicHalf(first, splits: 2)
    addCubicHalf(second, splits: 2)
  }

  /// The two halves of `c` (de Casteljau at t = 1/2: halving is exact, and the middle point
  /// is shared by both halves).
  @inline(__always) static func halves(_ c: CubicBezier) -> (CubicBezier, CubicBezier) {
    let ab = 0.5 * (c.p0 + c.p1)
    let bc = 0.5 * (c.p1 + c.p2)
    let cd = 0.5 * (c.p2 + c.p3)
    let abc = 0.5 * (ab + bc)
    let bcd = 0.5 * (bc + cd)
    let m = 0.5 * (abc + bcd)
    return (CubicBezier(c.p0, ab, abc, m), CubicBezier(m, bcd, cd, c.p3))
  }

  /// A piece of a nearby cubic: the quick rejections of ``addCubic(_:_:_:_:)``, then
  /// `splits` more halvings, then the solver.
  mutating func addCubicHalf(_ c: CubicBezier, splits: Int) {
    if c.p0.y > py && c.p1.y > py && c.p2.y > py && c.p3.y > py { return }
    if c.p0.y <= py && c.p1.y <= py && c.p2.y <= py && c.p3.y <= py { return }
    if c.p0.x <= px && c.p1.x <= px && c.p2.x <= px && c.p3.x <= px { return }
    if c.p0.x > px && c.p1.x > px && c.p2.x > px && c.p3.x > px {
      addEndpointCrossing(c.p0.y, c.p3.y)
      return
    }
    if splits > 0 {
      let (first, second) = WindingCounter.halves(c)
      addCubicHalf(first, splits: splits - 1)
      addCubicHalf(second, splits: splits - 1)
    } else {
      solveCubic(c)
    }
  }

  /// Counts the crossings of a cubic by solving each of its y-monotonic pieces.
  mutating func solveCubic(_ c: CubicBezier) {
    let yRoots = cubicExtremaParameters(c.p0.y, c.p1.y, c.p2.y, c.p3.y)
    var t0 = 0.0
    var y0 = c.p0.y
    for i in 0...yRoots.count {
      let last = i == yRoots.count
      let t1 = last ? 1 : (i == 0 ? yRoots.first : yRoots.second)
      let y1 = last ? c.p3.y : cubicValue(c.p0.y, c.p1.y, c.p2.y, c.p3.y, t1)
      let direction = crossingDirection(y0, y1)
      if direction != 0 { addCubicPiece(c, t0, t1, y0, y1, direction) }
      t0 = t1
      y0 = y1
    }
  }

  /// +1 for a piece from `y0` down to `y1` that the ray's height crosses (`y0 <= py < y1`),
  /// −1 for one going up (`y1 <= py < y0`), 0 otherwise.
  @inline(__always) func crossingDirection(_ y0: Double, _ y1: Double) -> Int {
    if y0 <= py && py < y1 { return 1 }
    if y1 <= py && py < y0 { return -1 }
    return 0
  }

  /// The net crossing of a curve that lies wholly right of the point: it depends only on
  /// the end points (the half-open rule telescopes over the monotonic pieces).
  @inline(__always) mutating func addEndpointCrossing(_ y0: Double, _ y1: Double) {
    if y0 <= py {
      if py < y1 { winding += 1 }
    } else if y1 <= py {
      winding -= 1
    }
  }

  /// One y-monotonic piece `t0...t1` of a quadratic, whose end values are `y0` and `y1`.
  @inline(__always) mutating func addQuadPiece(
    _ q: QuadBezier, _ t0: Double, _ t1: Double, _ y0: Double, _ y1: Double
  ) {
    let direction: Int
    if y0 <= py && py < y1 {
      direction = 1
    } else if y1 <= py && py < y0 {
      direction = -1
    } else {
      return
    }
    // Power forms: y(t) = (a0 − 2a1 + a2)t² + 2(a1 − a0)t + a0, and x(t) likewise.
    let right = crossingIsRight(
      t0, t1, y0, y1,
      y: (0, q.p0.y - 2 * q.p1.y + q.p2.y, 2 * (q.p1.y - q.p0.y), q.p0.y),
      x: (0, q.p0.x - 2 * q.p1.x + q.p2.x, 2 * (q.p1.x - q.p0.x), q.p0.x),
      xSpeed: 2 * max(abs(q.p1.x - q.p0.x), abs(q.p2.x - q.p1.x)))
    if right { winding += direction }
  }

  /// One y-monotonic piece `t0...t1` of a cubic, whose end values are `y0` and `y1`, that
  /// the ray's height crosses in `direction` somewhere within reach of the point.
  @inline(__always) mutating func addCubicPiece(
    _ c: CubicBezier, _ t0: Double, _ t1: Double, _ y0: Double, _ y1: Double, _ direction: Int
  ) {
    // Power forms ((k3·t + k2)·t + k1)·t + k0 of y(t) and x(t).
    let right = crossingIsRight(
      t0, t1, y0, y1,
      y: (
        c.p3.y - 3 * c.p2.y + 3 * c.p1.y - c.p0.y, 3 * (c.p2.y - 2 * c.p1.y + c.p0.y),
        3 * (c.p1.y - c.p0.y), c.p0.y
      ),
      x: (
        c.p3.x - 3 * c.p2.x + 3 * c.p1.x - c.p0.x, 3 * (c.p2.x - 2 * c.p1.x + c.p0.x),
        3 * (c.p1.x - c.p0.x), c.p0.x
      ),
      xSpeed: 3 * maxOf(abs(c.p1.x - c.p0.x), abs(c.p2.x - c.p1.x), abs(c.p3.x - c.p2.x)))
    if right { winding += direction }
  }

  /// Whether the curve crosses the ray's height strictly right of the point on the
  /// y-monotonic piece `t0...t1` (with `y(t0) = y0`, `y(t1) = y1`, `py` between them).
  ///
  /// Finds the crossing by Newton's method on `y(t) = py`, kept inside a bracket that also
  /// closes from the far side (each step probes one step further), and stops as soon as the
  /// bracket settles the side: `x` moves by at most `xSpeed` (a bound on |x'|) per unit of
  /// `t`, so once `|x(t) − px| > xSpeed·width` the crossing is on the same side as `x(t)`.
  /// Far from the outline that takes one or two steps; near it, Newton runs to full
  /// precision (at most 64 steps).
  @inline(__always) func crossingIsRight(
    _ t0: Double, _ t1: Double, _ y0: Double, _ y1: Double,
    y: (Double, Double, Double, Double), x: (Double, Double, Double, Double), xSpeed: Double
  ) -> Bool {
    @inline(__always) func yAt(_ t: Double) -> Double { ((y.0 * t + y.1) * t + y.2) * t + y.3 }
    @inline(__always) func xAt(_ t: Double) -> Double { ((x.0 * t + x.1) * t + x.2) * t + x.3 }
    // The bracket's low end is where y(t) <= py.
    var bracket = SafeguardedNewton(
      lo: y0 <= y1 ? t0 : t1, hi: y0 <= y1 ? t1 : t0, negativeAtLow: true)
    let span = y1 - y0
    var t = span != 0 ? t0 + (t1 - t0) * ((py - y0) / span) : 0.5 * (t0 + t1)
    for _ in 0..<64 {
      let error = yAt(t) - py
      let xt = xAt(t)
      if error == 0 { return xt > px }
      bracket.narrow(at: t, value: error)
      if abs(xt - px) > xSpeed * bracket.width { return xt > px }
      let slope = (3 * y.0 * t + 2 * y.1) * t + y.2
      let (next, isNewton) = bracket.next(from: t, value: error, slope: slope)
      if isNewton {
        // Probe one step further, to close the bracket from the far side too.
        let probe = next + (next - t)
        if bracket.contains(probe) { bracket.narrow(at: probe, value: yAt(probe) - py) }
      }
      // Newton converges quadratically: a step this small leaves `next` within rounding of
      // the root (waiting for an exact fixed point can cycle in the last bits).
      if abs(next - t) <= 1e-14 || bracket.width <= 1e-15 { return xAt(next) > px }
      t = next
    }
    return xAt(t) > px
  }
}
