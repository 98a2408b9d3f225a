// Bézier curve maths shared by the path queries, the flattener and the stroker: evaluation,
// derivatives, de Casteljau splitting, derivative roots (extrema) and a robust quadratic
// solver. All of it is internal; the public surface is `Path`.

/// A segment of a path between two points: a line, a quadratic or a cubic Bézier curve.
@usableFromInline
enum Segment: Hashable, Sendable {
  case line(Point, Point)
  case quad(QuadBezier)
  case cubic(CubicBezier)

  /// The start point.
  @inlinable var start: Point {
    switch self {
    case .line(let p0, _): return p0
    case .quad(let q): return q.p0
    case .cubic(let c): return c.p0
    }
  }

  /// The end point.
  @inlinable var end: Point {
    switch self {
    case .line(_, let p1): return p1
    case .quad(let q): return q.p2
    case .cubic(let c): return c.p3
    }
  }

  /// The point at parameter `t` in 0...1.
  @inlinable func point(at t: Double) -> Point {
    switch self {
    case .line(let p0, let p1): return p0.lerp(to: p1, t)
    case .quad(let q): return q.point(at: t)
    case .cubic(let c): return c.point(at: t)
    }
  }

  /// The segment as a cubic (lines and quadratics are degree-elevated exactly).
  @inlinable var asCubic: CubicBezier {
    switch self {
    case .line(let p0, let p1):
      return CubicBezier(p0, p0.lerp(to: p1, 1.0 / 3), p0.lerp(to: p1, 2.0 / 3), p1)
    case .quad(let q): return q.elevated
    case .cubic(let c): return c
    }
  }
}

/// A quadratic Bézier curve `p0, p1, p2`.
@usableFromInline
struct QuadBezier: Hashable, Sendable {
  @usableFromInline var p0: Point
  @usableFromInline var p1: Point
  @usableFromInline var p2: Point

  @inlinable init(_ p0: Point, _ p1: Point, _ p2: Point) {
    self.p0 = p0
    self.p1 = p1
    self.p2 = p2
  }

  /// The point at `t` (de Casteljau form, exact at 0 and 1).
  @inlinable func point(at t: Double) -> Point {
    let mt = 1 - t
    return Point(
      x: mt * mt * p0.x + 2 * mt * t * p1.x + t * t * p2.x,
      y: mt * mt * p0.y + 2 * mt * t * p1.y + t * t * p2.y)
  }

  /// The first derivative at `t`.
  @inlinable func derivative(at t: Double) -> Point {
    2 * ((1 - t) * (p1 - p0) + t * (p2 - p1))
  }

  /// The curve split at `t` by de Casteljau's algorithm; the split point is shared exactly.
  @inlinable func split(at t: Double) -> (QuadBezier, QuadBezier) {
    let a = p0.lerp(to: p1, t)
    let b = p1.lerp(to: p2, t)
    let m = a.lerp(to: b, t)
    return (QuadBezier(p0, a, m), QuadBezier(m, b, p2))
  }

  /// The part of the curve between `t0` and `t1` (blossoming; end points evaluated).
  @inlinable func subsegment(_ t0: Double, _ t1: Double) -> QuadBezier {
    let a = point(at: t0)
    let b = point(at: t1)
    // The control point is the blossom B(t0, t1).
    let c0 = p0.lerp(to: p1, t0)
    let c1 = p1.lerp(to: p2, t0)
    let c = c0.lerp(to: c1, t1)
    return QuadBezier(t0 == 0 ? p0 : a, c, t1 == 1 ? p2 : b)
  }

  /// The exact cubic with the same shape.
  @inlinable var elevated: CubicBezier {
    CubicBezier(p0, p0 + (2.0 / 3) * (p1 - p0), p2 + (2.0 / 3) * (p1 - p2), p2)
  }

  /// Parameters in (0, 1) where dx/dt = 0 (`axis` 0) or dy/dt = 0 (`axis` 1).
  @inlinable func extrema(axis: Int) -> Double? {
    let a = axis == 0 ? p0.x : p0.y
    let b = axis == 0 ? p1.x : p1.y
    let c = axis == 0 ? p2.x : p2.y
    let denominator = a - 2 * b + c
    guard denominator != 0 else { return nil }
    let t = (a - b) / denominator
    return t > 0 && t < 1 ? t : nil
  }
}

/// A cubic Bézier curve `p0, p1, p2, p3`.
@usableFromInline
struct CubicBezier: Hashable, Sendable {
  @usableFromInline var p0: Point
  @usableFromInline var p1: Point
  @usableFromInline var p2: Point
  @usableFromInline var p3: Point

  @inlinable init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
    self.p0 = p0
    self.p1 = p1
    self.p2 = p2
    self.p3 = p3
  }

  /// The point at `t` (Bernstein form, exact at 0 and 1).
  @inlinable func point(at t: Double) -> Point {
    let mt = 1 - t
    let a = mt * mt * mt
    let b = 3 * mt * mt * t
    let c = 3 * mt * t * t
    let d = t * t * t
    return Point(
      x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
      y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
  }

  /// The first derivative at `t`.
  @inlinable func derivative(at t: Double) -> Point {
    let mt = 1 - t
    return 3 * (mt * mt * (p1 - p0) + 2 * mt * t * (p2 - p1) + t * t * (p3 - p2))
  }

  /// The second derivative at `t`.
  @inlinable func secondDerivative(at t: Double) -> Point {
    6 * ((1 - t) * (p2 - 2 * p1 + p0) + t * (p3 - 2 * p2 + p1))
  }

  /// The curve split at `t` by de Casteljau's algorithm; the split point is shared exactly.
  @inlinable func split(at t: Double) -> (CubicBezier, CubicBezier) {
    let ab = p0.lerp(to: p1, t)
    let bc = p1.lerp(to: p2, t)
    let cd = p2.lerp(to: p3, t)
    let abc = ab.lerp(to: bc, t)
    let bcd = bc.lerp(to: cd, t)
    let m = abc.lerp(to: bcd, t)
    return (CubicBezier(p0, ab, abc, m), CubicBezier(m, bcd, cd, p3))
  }

  /// The part of the curve between `t0` and `t1` (`t0 < t1`), with exact end points at 0
  /// and 1.
  @inlinable func subsegment(_ t0: Double, _ t1: Double) -> CubicBezier {
    // Blossoming: the control points are B(t0,t0,t1) and B(t0,t1,t1).
    func blossom(_ a: Double, _ b: Double, _ c: Double) -> Point {
      let q0 = p0.lerp(to: p1, a)
      let q1 = p1.lerp(to: p2, a)
      let q2 = p2.lerp(to: p3, a)
      let r0 = q0.lerp(to: q1, b)
      let r1 = q1.lerp(to: q2, b)
      return r0.lerp(to: r1, c)
    }
    let start = t0 == 0 ? p0 : point(at: t0)
    let end = t1 == 1 ? p3 : point(at: t1)
    return CubicBezier(start, blossom(t0, t0, t1), blossom(t0, t1, t1), end)
  }

  /// The parameters in (0, 1), at most two, where the derivative's `axis` component (0 for
  /// x, 1 for y) is zero, in increasing order.
  @inlinable func extrema(axis: Int, into roots: inout RootBuffer) {
    let a0 = axis == 0 ? p0.x : p0.y
    let a1 = axis == 0 ? p1.x : p1.y
    let a2 = axis == 0 ? p2.x : p2.y
    let a3 = axis == 0 ? p3.x : p3.y
    // d/dt = 3[(a1-a0)(1-t)^2 + 2(a2-a1)(1-t)t + (a3-a2)t^2] = 3(A t^2 + B t + C).
    let c = a1 - a0
    let b = 2 * (a2 - a1 - c)
    let a = a3 - 3 * a2 + 3 * a1 - a0
    solveQuadratic(a, b, c, into: &roots, in01Exclusive: true)
  }
}

/// Up to four real roots, stored inline so that root finding never allocates.
@usableFromInline
struct RootBuffer {
  @usableFromInline var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
  @usableFromInline var count = 0

  @inlinable init() {}

  @inlinable subscript(i: Int) -> Double {
    switch i {
    case 0: return values.0
    case 1: return values.1
    case 2: return values.2
    default: return values.3
    }
  }

  @inlinable mutating func append(_ v: Double) {
    switch count {
    case 0: values.0 = v
    case 1: values.1 = v
    case 2: values.2 = v
    case 3: values.3 = v
    default: return
    }
    count += 1
  }

  /// Sorts the stored roots in increasing order (insertion sort; at most four).
  @inlinable mutating func sort() {
    guard count > 1 else { return }
    var i = 1
    while i < count {
      var j = i
      while j > 0 && self[j - 1] > self[j] {
        let tmp = self[j]
        set(j, self[j - 1])
        set(j - 1, tmp)
        j -= 1
      }
      i += 1
    }
  }

  @inlinable mutating func set(_ i: Int, _ v: Double) {
    switch i {
    case 0: values.0 = v
    case 1: values.1 = v
    case 2: values.2 = v
    default: values.3 = v
    }
  }
}

/// Appends the real roots of `a·t² + b·t + c` to `roots`, sorted; with `in01Exclusive`, only
/// those in (0, 1).
///
/// Uses the cancellation-free form `q = −(b + sign(b)·√Δ)/2`, roots `q/a` and `c/q`
/// (Numerical Recipes §5.6). A vanishing `a` (relative to `b` and `c`) falls back to the
/// linear root; an all-zero polynomial has no isolated roots and adds none.
@inlinable
func solveQuadratic(
  _ a: Double, _ b: Double, _ c: Double, into roots: inout RootBuffer, in01Exclusive: Bool
) {
  func add(_ t: Double) {
    guard t.isFinite else { return }
    if in01Exclusive && !(t > 0 && t < 1) { return }
    roots.append(t)
  }
  let scale = max(abs(a), abs(b), abs(c))
  guard scale > 0, scale.isFinite else { return }
  if abs(a) <= scale * 1e-12 {
    if b != 0 { add(-c / b) }
    return
  }
  let discriminant = b * b - 4 * a * c
  if discriminant < 0 { return }
  if discriminant == 0 {
    add(-b / (2 * a))
    return
  }
  let s = discriminant.squareRoot()
  let q = -0.5 * (b + (b >= 0 ? s : -s))
  let first = roots.count
  add(q / a)
  if q != 0 { add(c / q) }
  if roots.count - first == 2 && roots[first] > roots[first + 1] {
    let tmp = roots[first]
    roots.set(first, roots[first + 1])
    roots.set(first + 1, tmp)
  }
}

// MARK: - Segment iteration

extension Path {
  /// Calls `body` with every drawn segment, in order, with its start point made explicit.
  ///
  /// `closeSubpath` yields the closing line (even when it has zero length). With
  /// `closingOpenSubpaths`, an open subpath also yields the line back to its start, as a
  /// fill does; moves yield nothing.
  @inlinable
  func forEachSegment(closingOpenSubpaths: Bool, _ body: (Segment) -> Void) {
    var start = Point.zero
    var current = Point.zero
    var open = false
    for element in storage {
      switch element {
      case .move(let p):
        if closingOpenSubpaths && open { body(.line(current, start)) }
        start = p
        current = p
        open = false
      case .line(let p):
        body(.line(current, p))
        current = p
        open = true
      case .quadCurve(let p, let c):
        body(.quad(QuadBezier(current, c, p)))
        current = p
        open = true
      case .curve(let p, let c1, let c2):
        body(.cubic(CubicBezier(current, c1, c2, p)))
        current = p
        open = true
      case .closeSubpath:
        body(.line(current, start))
        current = start
        open = false
      }
    }
    if closingOpenSubpaths && open { body(.line(current, start)) }
  }
}
