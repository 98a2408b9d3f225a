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
}
