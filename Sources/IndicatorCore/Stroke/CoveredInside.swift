// Closed subpaths whose stroke covers all they enclose: a pill or a low rectangle stroked
// wider than it is high. Their inner contour, turned inside out, lies within the outer one
// and adds nothing to the fill, so the outline is the outer contour alone.

extension StrokeOutliner {
  /// Whether the stroke of a closed subpath covers all it encloses.
  ///
  /// The subpath runs from `start` through `elements` (lines, quadratic and cubic curves),
  /// and back to `start`. Where this is true, every point it encloses is covered and its
  /// outer side draws no loop, so its outline is the outer contour alone. `positive` is the
  /// sign the stroker found for the subpath's area (the outer side is the right one where
  /// it is `true`).
  ///
  /// True when the subpath's control polygon is convex, turns once around the way
  /// `positive` says, and the box of its points is at most the line width (2h) across one
  /// way:
  /// - A point the subpath encloses lies in that box, and a ray from it along the box's
  ///   narrow side crosses the subpath both ways, within the box: the point is at most half
  ///   the box's width, at most h, from the subpath, so the stroke covers it.
  /// - A convex control polygon makes each curve and the subpath convex (a Bézier curve
  ///   crosses a line no more often than its control polygon: the variation-diminishing
  ///   property), so the outer offset turns the same way as the subpath everywhere and runs
  ///   back on itself nowhere.
  ///
  /// Edges of zero length are passed; two edges whose cross product is within 1e-12 of
  /// the product of their lengths (taken as the sums of their coordinates' magnitudes) are
  /// straight, which rounding alone can make of collinear edges, and must then not turn
  /// back. Once around: a monotone turn through 2πk changes the sign of the edges' y
  /// components 2k times. One pass takes the box; a second, only where the box fits, tests
  /// the polygon and stops at the first edge that turns the wrong way.
  func coversInside(
    from start: Point, _ elements: UnsafeBufferPointer<Path.Element>, positive: Bool
  ) -> Bool {
    coversInside(from: start, positive: positive) { visit in
      Self.forEachPoint(of: elements, visit)
    }
  }

  /// ``coversInside(from:_:positive:)`` for a caller that has already taken the `box` of
  /// the subpath's points.
  func coversInside(
    from start: Point, _ elements: UnsafeBufferPointer<Path.Element>, positive: Bool,
    box: PointBox
  ) -> Bool {
    fitsWidth(box)
      && isConvexOnceAround(from: start, positive: positive) { Self.forEachPoint(of: elements, $0) }
  }

  /// Visits the control and end points of `elements` (lines and curves) in order; false
  /// where a visit returns false or an element is a move or a close.
  @inline(__always)
  private static func forEachPoint(
    of elements: UnsafeBufferPointer<Path.Element>, _ visit: (Point) -> Bool
  ) -> Bool {
    for element in elements {
      switch element {
      case .line(let p):
        guard visit(p) else { return false }
      case .quadCurve(let p, let c):
        guard visit(c), visit(p) else { return false }
      case .curve(let p, let c1, let c2):
        guard visit(c1), visit(c2), visit(p) else { return false }
      case .move, .closeSubpath:
        return false
      }
    }
    return true
  }

  /// ``coversInside(from:_:positive:)`` for the subpath of `segments`, each starting where
  /// the one before ends, the last ending where the first starts.
  func coversInside(_ segments: [Segment], positive: Bool) -> Bool {
    guard let first = segments.first else { return false }
    return coversInside(from: first.start, positive: positive) { visit in
      for segment in segments {
        switch segment {
        case .line(_, let p):
          guard visit(p) else { return false }
        case .quad(let q):
          guard visit(q.p1), visit(q.p2) else { return false }
        case .cubic(let c):
          guard visit(c.p1), visit(c.p2), visit(c.p3) else { return false }
        }
      }
      return true
    }
  }

  /// The test on the points after `start` that `forEachPoint` visits in order (each a
  /// control point or an end point), stopping where a visit returns false (and returning
  /// false then).
  @inline(__always)
  private func coversInside(
    from start: Point, positive: Bool, _ forEachPoint: ((Point) -> Bool) -> Bool
  ) -> Bool {
    var box = PointBox(start)
    guard
      forEachPoint({ p in
        box.add(p)
        return true
      })
    else { return false }
    return fitsWidth(box) && isConvexOnceAround(from: start, positive: positive, forEachPoint)
  }

  /// Whether `box` is at most the line width across one way.
  @inline(__always) func fitsWidth(_ box: PointBox) -> Bool {
    let width = 2 * halfWidth
    return box.high.x - box.low.x <= width || box.high.y - box.low.y <= width
  }

  /// Whether the polygon from `start` through the points `forEachPoint` visits and back is
  /// convex and turns once around, the way `positive` says (``ConvexPolygonTest``).
  @inline(__always)
  private func isConvexOnceAround(
    from start: Point, positive: Bool, _ forEachPoint: ((Point) -> Bool) -> Bool
  ) -> Bool {
    var polygon = ConvexPolygonTest(start: start, positive: positive)
    return forEachPoint { polygon.add($0) } && polygon.closes()
  }
}

/// The box of finite points added one at a time.
struct PointBox {
  var low: Point
  var high: Point

  @inline(__always) init(_ point: Point) {
    low = point
    high = point
  }

  /// Plain comparisons, not `min` and `max`: the points are finite, so no NaN needs ordering.
  @inline(__always) mutating func add(_ p: Point) {
    low = Point(x: low.x < p.x ? low.x : p.x, y: low.y < p.y ? low.y : p.y)
    high = Point(x: high.x > p.x ? high.x : p.x, y: high.y > p.y ? high.y : p.y)
  }
}

/// The points of a closed polygon, one at a time, tested for a convex polygon that turns
/// once around in one direction (``StrokeOutliner/coversInside(from:_:positive:)``).
struct ConvexPolygonTest {
  let start: Point
  /// +1 where the polygon must turn left (positive cross products), −1 right.
  let sense: Double
  var previous: Point
  /// The first and the last edge of non-zero length (zero before there is one).
  var firstEdge = Point.zero
  var lastEdge = Point.zero
  /// The sign of the first and the last edge's y component that is not zero (0 before).
  var firstSign = 0.0
  var lastSign = 0.0
  /// How often the sign of the edges' y components changed.
  var signChanges = 0

  init(start: Point, positive: Bool) {
    self.start = start
    previous = start
    sense = positive ? 1 : -1
  }

  /// Adds the edge to `point`; false where it turns the wrong way from the last one.
  @inline(__always) mutating func add(_ point: Point) -> Bool {
    let edge = point - previous
    previous = point
    return add(edge: edge)
  }

  @inline(__always) private mutating func add(edge: Point) -> Bool {
    guard edge != .zero else { return true }
    defer { lastEdge = edge }
    if edge.y != 0 {
      let sign: Double = edge.y > 0 ? 1 : -1
      if firstSign == 0 { firstSign = sign }
      if lastSign != 0 && sign != lastSign { signChanges += 1 }
      lastSign = sign
    }
    guard lastEdge != .zero else {
      firstEdge = edge
      return true
    }
    return Self.turns(from: lastEdge, to: edge, sense: sense)
  }

  /// Whether `b` turns from `a` the way `sense` says, or goes straight on.
  @inline(__always) private static func turns(from a: Point, to b: Point, sense: Double) -> Bool {
    let cross = a.cross(b) * sense
    let lengths = (abs(a.x) + abs(a.y)) * (abs(b.x) + abs(b.y))
    return cross > 1e-12 * lengths || (cross >= -1e-12 * lengths && a.dot(b) > 0)
  }

  /// Adds the closing edge back to the start and the turn from it to the first edge; true
  /// where the whole polygon is convex, turns one way and goes once around.
  mutating func closes() -> Bool {
    guard add(start) else { return false }
    guard firstEdge != .zero, Self.turns(from: lastEdge, to: firstEdge, sense: sense) else {
      return false
    }
    if lastSign != 0 && firstSign != lastSign { signChanges += 1 }
    return signChanges <= 2
  }
}
