// Region operations, classification: which pieces bound the result, counted from a point
// on each piece, and whether the kept pieces bound it once.

extension RegionOperator {
  /// The edges on the boundary of the result of `operation`, each turned so that the
  /// result lies on its left, coincident ones once.
  ///
  /// **Method** (the winding numbers on both sides of an edge, counted from a point on it,
  /// as Skia's PathOps counts a segment's winding sum along a ray): the winding numbers of
  /// both paths around the edge's middle are counted along a ray, horizontal where the edge
  /// there runs more along y than x and vertical otherwise (in coordinates with x and y
  /// swapped), over every segment but the edge's own and those of the edges coinciding with
  /// it (their other edges are counted instead). Just beside the middle, on the side the ray
  /// comes from, each of the left-out edges adds its crossing (±1, by its direction along
  /// the ray's axis) to its path's number; on the other side nothing. No point is sampled
  /// off the edge, so regions of any width are classified, down to the rounding of the
  /// coordinates.
  func keptEdges(_ operation: RegionOperation, rule: FillRule) -> [RegionEdge] {
    let (group, members) = coincidentGroups()
    // The edges of each segment: they follow one another, in the order of the segments.
    var firstEdge = [Int](repeating: edges.count, count: originals.count + 1)
    for k in edges.indices.reversed() { firstEdge[edges[k].source] = k }
    for s in stride(from: originals.count - 1, through: 0, by: -1) {
      firstEdge[s] = min(firstEdge[s], firstEdge[s + 1])
    }
    let transposed = Transposed(self)
    var kept: [RegionEdge] = []
    kept.reserveCapacity(edges.count)
    // The kept edges that coincide with another edge: the only ones a later edge can
    // repeat.
    var keptCoincident: [Int] = []
    // The edge left out of the count, where it coincides with none.
    var alone = [0]
    for k in edges.indices {
      var edge = edges[k]
      let middle = edge.segment.point(at: 0.5)
      let tangent = edge.segment.unitTangent(at: 0.5)
      let swap = abs(tangent.x) > abs(tangent.y)
      alone[0] = k
      let leaving = group[k] < 0 ? alone : members[group[k]]
      // The numbers beside the middle on the side the ray comes from (`before`), and on
      // the other side (`after`).
      var after = (a: 0, b: 0)
      if swap {
        after = transposed.windings(
          around: Point(x: middle.y, y: middle.x), leaving: leaving, firstEdge: firstEdge,
          of: self)
      } else {
        after = windings(
          around: middle, leaving: leaving, firstEdge: firstEdge, originals: originals,
          boxes: originalBoxes, edgeSegment: { edges[$0].segment })
      }
      var before = after
      for f in leaving {
        let t = f == k ? tangent : edges[f].segment.unitTangent(at: 0.5)
        let along = swap ? t.x : t.y
        let crossing = along > 0 ? 1 : along < 0 ? -1 : 0
        if edges[f].path == 0 { before.a += crossing } else { before.b += crossing }
      }
      // The left side is the one the ray comes from where the edge runs along the ray's
      // crossing direction (+y, or −x in swapped coordinates).
      let along = swap ? tangent.x : tangent.y
      let (l, r) = (along > 0) != swap ? (before, after) : (after, before)
      let inLeft = operation.keeps(rule.includes(l.a), rule.includes(l.b))
      let inRight = operation.keeps(rule.includes(r.a), rule.includes(r.b))
      guard inLeft != inRight else { continue }
      if !inLeft { edge.reverse() }
      if group[k] >= 0 {
        // A coincident edge (of the other path, or of a subpath run over twice) counts once.
        let repeated = keptCoincident.contains {
          coincide(edge.segment, kept[$0].segment, eitherWay: false)
        }
        if repeated { continue }
        keptCoincident.append(kept.count)
      }
      kept.append(edge)
    }
    return kept
  }

  /// The groups of edges that coincide (``coincide(_:_:eitherWay:)``, either way round),
  /// found in a sweep over the edges in order of their ends' least x: each edge's group
  /// (−1 for none) and each group's edges.
  func coincidentGroups() -> (group: [Int], members: [[Int]]) {
    var group = [Int](repeating: -1, count: edges.count)
    var members: [[Int]] = []
    let lowX = edges.map { min($0.segment.start.x, $0.segment.end.x) }
    let order = edges.indices.sorted { lowX[$0] < lowX[$1] }
    for (position, i) in order.enumerated() {
      let e = edges[i].segment
      for j in order[(position + 1)...] {
        guard lowX[j] <= lowX[i] + tolerance else { break }
        guard coincide(e, edges[j].segment, eitherWay: true) else { continue }
        switch (group[i], group[j]) {
        case (-1, -1):
          group[i] = members.count
          group[j] = members.count
          members.append([i, j])
        case (let g, -1):
          group[j] = g
          members[g].append(j)
        case (-1, let g):
          group[i] = g
          members[g].append(i)
        case (let g, let h) where g != h:
          for m in members[h] { group[m] = g }
          members[g] += members[h]
          members[h] = []
        default: break
        }
      }
    }
    return (group, members)
  }

  /// The winding numbers of the first (`a`) and the second (`b`) path around `point`,
  /// without the edges `leaving`.
  ///
  /// Counted as ``Path/contains(_:fillRule:)`` counts them, over the segments, but those of
  /// the edges `leaving`, whose other edges are counted instead (`firstEdge` gives each
  /// segment's edges). A segment whose control box lies wholly above, below or left of the
  /// point (the counter's own first rejections) is passed at once.
  func windings(
    around point: Point, leaving: [Int], firstEdge: [Int], originals: [Segment],
    boxes: [(low: Point, high: Point)], edgeSegment: (Int) -> Segment
  ) -> (a: Int, b: Int) {
    var a = WindingCounter(point: point)
    var b = a
    @inline(__always) func reaches(_ low: Point, _ high: Point) -> Bool {
      low.y <= point.y && high.y > point.y && high.x > point.x
    }
    for k in originals.indices {
      let (low, high) = boxes[k]
      guard reaches(low, high), !leaving.contains(where: { edges[$0].source == k }) else {
        continue
      }
      if k < firstOfSecond { a.add(originals[k]) } else { b.add(originals[k]) }
    }
    // The left-out edges' segments, but for those edges.
    for (n, f) in leaving.enumerated() {
      let source = edges[f].source
      guard !leaving[..<n].contains(where: { edges[$0].source == source }) else { continue }
      for e in firstEdge[source]..<firstEdge[source + 1] where !leaving.contains(e) {
        let segment = edgeSegment(e)
        let (low, high) = segment.asCubic.controlBox
        guard reaches(low, high) else { continue }
        if source < firstOfSecond { a.add(segment) } else { b.add(segment) }
      }
    }
    return (a.winding, b.winding)
  }

  /// Whether the kept edges bound a region once, its inside on their left.
  ///
  /// Beside each edge's middle they must wind once around the point on its left and not at
  /// all around the point on its right (counted as ``keptEdges(_:rule:)`` counts, along a
  /// ray from the middle). That is what a normalized result is; curves running within a
  /// few tolerances of one another, moved by their meetings, can break it.
  func boundsOnce(_ kept: [RegionEdge]) -> Bool {
    let segments = kept.map(\.segment)
    let swapped = segments.map(\.transposed)
    let boxes = segments.map { $0.asCubic.controlBox }
    for k in kept.indices {
      let tangent = segments[k].unitTangent(at: 0.5)
      let swap = abs(tangent.x) > abs(tangent.y)
      let middle = segments[k].point(at: 0.5)
      let point = swap ? Point(x: middle.y, y: middle.x) : middle
      var counter = WindingCounter(point: point)
      for j in kept.indices where j != k {
        let (low, high) = boxes[j]
        let (lowY, highY, highX) = swap ? (low.x, high.x, high.y) : (low.y, high.y, high.x)
        guard lowY <= point.y, highY > point.y, highX > point.x else { continue }
        counter.add(swap ? swapped[j] : segments[j])
      }
      let along = swap ? tangent.x : tangent.y
      let before = counter.winding + (along > 0 ? 1 : -1)
      let after = counter.winding
      let (left, right) = (along > 0) != swap ? (before, after) : (after, before)
      // Swapping x and y negates winding numbers.
      guard left == (swap ? -1 : 1), right == 0 else { return false }
    }
    return true
  }

  /// Whether `e` and `f` run along one curve: their ends within the tolerance of each
  /// other (the same way round, or `eitherWay`), and `e`'s middle within the tolerance of
  /// `f` (found by projecting it, since the two may be parametrized differently).
  func coincide(_ e: Segment, _ f: Segment, eitherWay: Bool) -> Bool {
    let ends =
      close(e.start, f.start) && close(e.end, f.end)
      || eitherWay && close(e.start, f.end) && close(e.end, f.start)
    return ends && f.asCubic.parameter(near: e.point(at: 0.5), within: tolerance) != nil
  }

  @inline(__always) func close(_ p: Point, _ q: Point) -> Bool {
    abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
  }

  /// Whether every control point of `segment` is within the tolerance of its start.
  func isSpeck(_ segment: Segment) -> Bool {
    let c = segment.asCubic
    return close(c.p0, c.p1) && close(c.p0, c.p2) && close(c.p0, c.p3)
  }
}

/// The operator's segments and edges with x and y swapped, for counting windings along
/// vertical rays.
struct Transposed {
  let originals: [Segment]
  let boxes: [(low: Point, high: Point)]
  let edges: [Segment]

  init(_ op: RegionOperator) {
    originals = op.originals.map(\.transposed)
    boxes = op.originalBoxes.map {
      (Point(x: $0.low.y, y: $0.low.x), Point(x: $0.high.y, y: $0.high.x))
    }
    edges = op.edges.map(\.segment.transposed)
  }

  /// ``RegionOperator/windings(around:leaving:firstEdge:originals:boxes:edgeSegment:)`` in
  /// swapped coordinates (`point` swapped too): the numbers negated, which neither fill
  /// rule tells apart.
  func windings(around point: Point, leaving: [Int], firstEdge: [Int], of op: RegionOperator)
    -> (a: Int, b: Int)
  {
    op.windings(
      around: point, leaving: leaving, firstEdge: firstEdge, originals: originals, boxes: boxes,
      edgeSegment: { edges[$0] })
  }
}
