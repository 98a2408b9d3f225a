// The drawn pieces of a path: lines, quadratic and cubic Bézier curves.

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

}

extension Segment {
  /// The part of the segment between parameters `t0 <= t1`, with exact end points at 0
  /// and 1.
  func subsegment(_ t0: Double, _ t1: Double) -> Segment {
    if t0 == 0 && t1 == 1 { return self }
    switch self {
    case .line(let a, let b):
      return .line(t0 == 0 ? a : a.lerp(to: b, t0), t1 == 1 ? b : a.lerp(to: b, t1))
    case .quad(let q): return .quad(q.subsegment(t0, t1))
    case .cubic(let c): return .cubic(c.subsegment(t0, t1))
    }
  }

  /// The path element that draws the segment from its start point.
  var element: Path.Element {
    switch self {
    case .line(_, let b): return .line(to: b)
    case .quad(let q): return .quadCurve(to: q.p2, control: q.p1)
    case .cubic(let c): return .curve(to: c.p3, control1: c.p1, control2: c.p2)
    }
  }

  /// The same segment run the other way.
  var reversed: Segment {
    switch self {
    case .line(let a, let b): return .line(b, a)
    case .quad(let q): return .quad(QuadBezier(q.p2, q.p1, q.p0))
    case .cubic(let c): return .cubic(CubicBezier(c.p3, c.p2, c.p1, c.p0))
    }
  }

  /// The segment with x and y swapped in every point (its mirror image in the diagonal).
  var transposed: Segment {
    @inline(__always) func swap(_ p: Point) -> Point { Point(x: p.y, y: p.x) }
    switch self {
    case .line(let a, let b): return .line(swap(a), swap(b))
    case .quad(let q): return .quad(QuadBezier(swap(q.p0), swap(q.p1), swap(q.p2)))
    case .cubic(let c): return .cubic(CubicBezier(swap(c.p0), swap(c.p1), swap(c.p2), swap(c.p3)))
    }
  }

  /// Moves the segment's end points to `start` and `end` (points it shares with others),
  /// leaving its controls.
  mutating func setEnds(_ start: Point, _ end: Point) {
    switch self {
    case .line: self = .line(start, end)
    case .quad(let q): self = .quad(QuadBezier(start, q.p1, end))
    case .cubic(let c): self = .cubic(CubicBezier(start, c.p1, c.p2, end))
    }
  }

  /// The unit tangent at `t` (the chord's direction where the derivative vanishes, +x for
  /// a point).
  func unitTangent(at t: Double) -> Point {
    var v: Point
    switch self {
    case .line(let p0, let p1): v = p1 - p0
    case .quad(let q): v = q.derivative(at: t)
    case .cubic(let c): v = c.derivative(at: t)
    }
    if v.magnitude == 0 { v = end - start }
    let m = v.magnitude
    return m > 0 ? v * (1 / m) : Point(x: 1, y: 0)
  }

  /// Whether the segment is a line, or a curve whose controls lie on its chord.
  var isStraight: Bool {
    switch self {
    case .line: return true
    case .quad(let q): return (q.p2 - q.p0).cross(q.p1 - q.p0) == 0
    case .cubic(let c): return c.isStraight
    }
  }
}
