// Closed subpaths whose stroke covers all they enclose: a pill or a low rectangle stroked
// wider than it is high, upright or turned. Their inner contour, turned inside out, lies
// within the outer one and adds nothing to the fill, so the outline is the outer contour
// alone.

extension StrokeOutliner {
  /// Whether the stroke of a closed subpath covers all it encloses.
  ///
  /// The subpath runs from `start` through `elements` (lines, quadratic and cubic curves),
  /// and back to `start`. Where this is true, every point it encloses is covered and its
  /// outer side draws no loop, so its outline is the outer contour alone. `twiceArea` is
  /// twice the subpath's signed area as the stroker summed it (the outer side is the right
  /// one where it is at least 0).
  ///
  /// True when the subpath's control polygon is convex, turns once around the way the
  /// area's sign says, and its points lie in a strip at most the line width (2h) across:
  /// along an axis (the box of its points) or along one of the polygon's edges (a convex
  /// polygon is narrowest across one of its edges):
  /// - A point the subpath encloses lies in that strip, and a ray from it across the strip
  ///   crosses the subpath both ways, within the strip: the point is at most half the
  ///   strip's width, at most h, from the subpath, so the stroke covers it.
  /// - A convex control polygon makes each curve and the subpath convex (a Bézier curve
  ///   crosses a line no more often than its control polygon: the variation-diminishing
  ///   property), so the outer offset turns the same way as the subpath everywhere and runs
  ///   back on itself nowhere.
  ///
  /// Edges of zero length are passed; two edges whose cross product is within 1e-12 of
  /// the product of their lengths (taken as the sums of their coordinates' magnitudes) are
  /// straight, which rounding alone can make of collinear edges, and must then not turn
  /// back. Once around: a monotone turn through 2πk changes the sign of the edges' y
  /// components 2k times. One pass takes the box; a second, only where the box fits or
  /// the subpath may be narrow another way, tests the polygon and stops at the first edge
  /// that turns the wrong way; the strips along the edges are measured last
  /// (``fitsWidthAcrossAnEdge(from:_:)``).
  func coversInside(
    from start: Point, _ elements: UnsafeBufferPointer<Path.Element>, twiceArea: Double
  ) -> Bool {
    coversInside(from: start, twiceArea: twiceArea) { visit in
      Self.forEachPoint(of: elements, visit)
    }
  }

  /// ``coversInside(from:_:twiceArea:)`` for a caller that has already taken the `box` of
  /// the subpath's points.
  func coversInside(
    from start: Point, _ elements: UnsafeBufferPointer<Path.Element>, twiceArea: Double,
    box: BoundsAccumulator
  ) -> Bool {
    coversInside(from: start, twiceArea: twiceArea, box: box) {
      Self.forEachPoint(of: elements, $0)
    }
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

  /// ``coversInside(from:_:twiceArea:)`` for the subpath of `segments`, each starting where
  /// the one before ends, the last ending where the first starts.
  func coversInside(_ segments: [Segment], twiceArea: Double) -> Bool {
    guard let first = segments.first else { return false }
    return coversInside(from: first.start, twiceArea: twiceArea) { visit in
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
    from start: Point, twiceArea: Double, _ forEachPoint: ((Point) -> Bool) -> Bool
  ) -> Bool {
    var box = BoundsAccumulator(start)
    guard
      forEachPoint({ p in
        box.add(p)
        return true
      })
    else { return false }
    return coversInside(from: start, twiceArea: twiceArea, box: box, forEachPoint)
  }

  /// The tests after the box: the box's width, the polygon, the strips along its edges.
  @inline(__always)
  private func coversInside(
    from start: Point, twiceArea: Double, box: BoundsAccumulator,
    _ forEachPoint: ((Point) -> Bool) -> Bool
  ) -> Bool {
    let upright = fitsWidth(box)
    guard upright || mayFitAcross(box, twiceArea: twiceArea),
      isConvexOnceAround(from: start, positive: twiceArea >= 0, forEachPoint)
    else { return false }
    return upright || fitsWidthAcrossAnEdge(from: start, forEachPoint)
  }

  /// Whether `box` is at most the line width across one way.
  @inline(__always) func fitsWidth(_ box: BoundsAccumulator) -> Bool {
    let width = 2 * halfWidth
    return box.maxX - box.minX <= width || box.maxY - box.minY <= width
  }

  /// Whether a subpath of twice the signed area `twiceArea`, its points in `box`, may lie
  /// in a strip at most the line width across.
  ///
  /// A convex shape is no larger than its least width times its diameter, and the
  /// diameter of the points' hull (which holds the subpath) is at most the box's diagonal.
  /// A gate only, so that the strips are measured on narrow shapes alone: where it is
  /// wrong, the outline keeps both contours.
  @inline(__always) func mayFitAcross(_ box: BoundsAccumulator, twiceArea: Double) -> Bool {
    let diagonal = Point(x: box.maxX - box.minX, y: box.maxY - box.minY).magnitude
    return abs(twiceArea) <= 4 * halfWidth * diagonal
  }

  /// The most points ``fitsWidthAcrossAnEdge(from:_:)`` measures every edge's strip for
  /// (each strip a pass over them all); larger polygons are walked by rotating calipers.
  static let stripPointLimit = 64

  /// Whether the points from `start` through those `forEachPoint` visits (a convex polygon)
  /// lie in a strip at most the line width across along one of the polygon's edges, to
  /// within a part in a billion (so that rounding cannot pass a wider strip).
  ///
  /// Up to ``stripPointLimit`` points every edge's strip is measured
  /// (``fitsStrip(_:count:along:limit:)``); beyond, the rotating calipers
  /// (``fitsStripByCalipers(_:count:limit:)``) pick the edges to measure.
  private func fitsWidthAcrossAnEdge(
    from start: Point, _ forEachPoint: ((Point) -> Bool) -> Bool
  ) -> Bool {
    let limit = 2 * halfWidth * (1 - 1e-9)
    let few = withUnsafeTemporaryAllocation(of: Point.self, capacity: Self.stripPointLimit) {
      buffer -> Bool? in
      guard let points = buffer.baseAddress else { return nil }
      points[0] = start
      var count = 1
      guard
        forEachPoint({ q in
          guard count < Self.stripPointLimit else { return false }
          points[count] = q
          count += 1
          return true
        })
      else { return nil }
      for i in 0..<count where Self.fitsStrip(points, count: count, along: i, limit: limit) {
        return true
      }
      return false
    }
    if let few { return few }
    var points = [start]
    guard
      forEachPoint({ q in
        points.append(q)
        return true
      })
    else { return false }
    return points.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      return Self.fitsStripByCalipers(base, count: buffer.count, limit: limit)
    }
  }

  /// Whether the `count` points lie in a strip at most `limit` across along the edge from
  /// point `i` to the next (the first after the last); false for an edge of zero length.
  ///
  /// Along an edge e from p, a point q lies at e × (q − p) / |e| from the edge's line; the
  /// strip's width is the spread of those values, compared with `limit`·|e| (not squared,
  /// so that coordinates up to 1e100 overflow nothing).
  @inline(__always)
  static func fitsStrip(
    _ points: UnsafePointer<Point>, count: Int, along i: Int, limit: Double
  ) -> Bool {
    let p = points[i]
    let e = points[i + 1 < count ? i + 1 : 0] - p
    guard e != .zero else { return false }
    var low = 0.0
    var high = 0.0
    for k in 0..<count {
      let distance = e.cross(points[k] - p)
      low = min(low, distance)
      high = max(high, distance)
    }
    return high - low <= limit * e.magnitude
  }

  /// ``fitsStrip(_:count:along:limit:)`` for some edge of a convex polygon of `count`
  /// points, in O(count): the rotating calipers (Shamos, "Computational Geometry", 1978;
  /// Toussaint, "Solving geometric problems with the rotating calipers", 1983).
  ///
  /// Going round a convex polygon's edges, the point farthest from the edge's line moves
  /// forward, so each edge's farthest point is found by stepping on from the last one's
  /// while the distance does not fall. An edge whose width found so is within `limit` is
  /// then measured over all points, so a walk that rounding stops early on a run of nearly
  /// collinear points can miss a strip but never pass a wider one: the outline then keeps
  /// both contours. An exact walk's first such edge fits; four bound the passes a walk
  /// fooled by rounding can cost.
  static func fitsStripByCalipers(
    _ points: UnsafePointer<Point>, count n: Int, limit: Double
  ) -> Bool {
    @inline(__always) func next(_ k: Int) -> Int { k + 1 < n ? k + 1 : 0 }
    var far = -1
    var steps = 0
    var measured = 0
    for i in 0..<n {
      let p = points[i]
      let e = points[next(i)] - p
      guard e != .zero else { continue }
      @inline(__always) func distance(_ k: Int) -> Double { abs(e.cross(points[k] - p)) }
      if far < 0 {
        far = 0
        for k in 1..<n where distance(k) > distance(far) { far = k }
      } else {
        // At most twice round in all, whatever rounding does to the distances.
        while steps < 2 * n, distance(next(far)) >= distance(far) {
          far = next(far)
          steps += 1
        }
      }
      guard distance(far) <= limit * e.magnitude else { continue }
      if fitsStrip(points, count: n, along: i, limit: limit) { return true }
      measured += 1
      if measured == 4 { return false }
    }
    return false
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

/// The points of a closed polygon, one at a time, tested for a convex polygon that turns
/// once around in one direction (``StrokeOutliner/coversInside(from:_:twiceArea:)``).
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
  ///
  /// An edge within 1e-12 of its end's coordinates (each measured as the sum of the
  /// magnitudes) is passed as if of zero length: rounding leaves such edges, running either
  /// way, where a shape's straight part vanishes.
  @inline(__always) mutating func add(_ point: Point) -> Bool {
    let joint = previous
    let edge = point - previous
    previous = point
    guard abs(edge.x) + abs(edge.y) > 1e-12 * (abs(point.x) + abs(point.y)) else { return true }
    return add(edge: edge, at: joint)
  }

  @inline(__always) private mutating func add(edge: Point, at joint: Point) -> Bool {
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
    return Self.turns(from: lastEdge, to: edge, at: joint, sense: sense)
  }

  /// Whether `b` turns from `a` at `joint` the way `sense` says, or goes straight on.
  ///
  /// Straight means a cross product within 1e-12 of the product of the edges' lengths, or
  /// within 1e-13 of their sum times the joint's coordinates (lengths and coordinates as
  /// the sums of magnitudes): points a few ulps off their exact places move the cross
  /// product of short edges far from the origin by about that much.
  @inline(__always) private static func turns(
    from a: Point, to b: Point, at joint: Point, sense: Double
  ) -> Bool {
    let cross = a.cross(b) * sense
    let lengthA = abs(a.x) + abs(a.y)
    let lengthB = abs(b.x) + abs(b.y)
    let slack = max(
      1e-12 * lengthA * lengthB, 1e-13 * (lengthA + lengthB) * (abs(joint.x) + abs(joint.y)))
    return cross > slack || (cross >= -slack && a.dot(b) > 0)
  }

  /// Adds the closing edge back to the start and the turn from it to the first edge; true
  /// where the whole polygon is convex, turns one way and goes once around.
  mutating func closes() -> Bool {
    guard add(start) else { return false }
    guard firstEdge != .zero, Self.turns(from: lastEdge, to: firstEdge, at: start, sense: sense)
    else {
      return false
    }
    if lastSign != 0 && firstSign != lastSign { signChanges += 1 }
    return signChanges <= 2
  }
}
