// Region operations on two paths: the edges of both split where they meet, each edge kept
// where the result's inside lies on one side of it and not the other, and the kept edges
// linked into contours.

/// Which of two regions a region operation keeps.
enum RegionOperation: Sendable {
  /// Inside either.
  case union
  /// Inside both.
  case intersection
  /// Inside the first and not the second.
  case subtraction
  /// Inside exactly one.
  case symmetricDifference

  /// Whether a point inside the first region (`a`) or not, and the second (`b`) or not, is
  /// inside the result.
  @inline(__always) func keeps(_ a: Bool, _ b: Bool) -> Bool {
    switch self {
    case .union: return a || b
    case .intersection: return a && b
    case .subtraction: return a && !b
    case .symmetricDifference: return a != b
    }
  }
}

/// A piece of a segment of one of the two paths, between two of the points where the
/// segments meet.
struct RegionEdge {
  /// The piece, its ends the meeting points (shared exactly with the pieces meeting there).
  var segment: Segment
  /// Which path it comes from (0 the first, 1 the second).
  var path: Int
  /// The index of the segment it is a piece of, among all the segments of both paths
  /// (``RegionOperator/originals``); −1 for a line joined from collinear ones.
  var source: Int
  /// The piece's parameter range on that segment (`t0 > t1` once it is reversed).
  var t0: Double
  var t1: Double
}

/// The region operations of ``Path`` (`union`, `intersection`, `subtracting`,
/// `symmetricDifference`, `normalized`).
///
/// **Method** (edge classification, as in Paper.js's boolean operations and the
/// Martinez–Rueda family, without a sweep): every subpath is closed; curves are split at
/// their extrema in x and y (monotonic pieces cannot cross themselves); every pair of
/// pieces is split where the pieces meet (``Segment/meetings(with:)``, exact curves, no
/// flattening), the meeting point shared by both; each resulting edge is kept where a point
/// just to one side of its middle is inside the result and the point just to the other
/// side is not (containment under each path's fill rule, ``Path/contains(_:fillRule:)``),
/// turned so that the inside lies on its left (the positive orientation of
/// ``Path/signedArea``); coincident kept edges are kept once. The kept edges are linked end
/// to start, taking at each vertex the edge that turns most to the left, so contours that
/// touch at a point stay apart; consecutive pieces of one segment become that segment's
/// piece again, and collinear lines in a row one line.
struct RegionOperator {
  /// The pieces of both paths, split where they meet.
  var edges: [RegionEdge] = []
  /// The segments of both paths, in order, every subpath closed.
  var originals: [Segment] = []
  /// The segments' monotonic pieces: the piece, its path, its segment's index in
  /// ``originals`` and its parameter range there.
  var segments: [(segment: Segment, path: Int, original: Int, t0: Double, t1: Double)] = []
  /// How close two points must be to be one vertex: 10⁻⁹ of the inputs' extent.
  var tolerance = 0.0
  /// How far beside an edge its sides are sampled: 10⁻⁷ of the inputs' extent.
  var offset = 0.0

  /// The result of `operation` on the regions `a` and `b` enclose under `rule`.
  static func apply(
    _ operation: RegionOperation, _ a: Path, _ b: Path, rule: FillRule
  ) -> Path {
    guard a.isFinite, b.isFinite else { return Path() }
    var op = RegionOperator()
    op.collect(a, path: 0)
    op.collect(b, path: 1)
    guard op.prepare() else { return Path() }
    op.split()
    let kept = op.keptEdges { point in
      operation.keeps(a.contains(point, fillRule: rule), b.contains(point, fillRule: rule))
    }
    return op.linked(kept)
  }

  // MARK: Pieces

  /// Adds the segments of `path`, every subpath closed, without those of zero length,
  /// curves split at their extrema.
  mutating func collect(_ path: Path, path index: Int) {
    path.forEachSegment(closingOpenSubpaths: true) { segment in
      guard segment.start != segment.end || !segment.isStraight else { return }
      let original = originals.count
      originals.append(segment)
      // Where a curve's x or y turns: its pieces between are monotonic.
      var cuts: [Double] = []
      if case .line = segment {
        cuts = []
      } else {
        let c = segment.asCubic
        let x = cubicExtremaParameters(c.p0.x, c.p1.x, c.p2.x, c.p3.x)
        let y = cubicExtremaParameters(c.p0.y, c.p1.y, c.p2.y, c.p3.y)
        cuts = ([x.first, x.second].prefix(x.count) + [y.first, y.second].prefix(y.count)).sorted()
      }
      // A turn within 1e-9 of an end, or of the turn before, cuts nothing: the pieces keep
      // the segment's exact ends.
      var t0 = 0.0
      for t in cuts.filter({ $0 < 1 - 1e-9 }) + [1] where t - t0 > 1e-9 {
        segments.append((segment.subsegment(t0, t), index, original, t0, t))
        t0 = t
      }
    }
  }

  /// Sets the tolerance and the side offset from the segments' extent; `false` where there
  /// is nothing to operate on.
  mutating func prepare() -> Bool {
    var box = BoundsAccumulator()
    for piece in segments {
      let c = piece.segment.asCubic
      box.add(c.p0)
      box.add(c.p1)
      box.add(c.p2)
      box.add(c.p3)
    }
    let extent = max(box.maxX - box.minX, box.maxY - box.minY)
    guard !segments.isEmpty, extent > 0, extent.isFinite else { return false }
    let magnitude = max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY))
    tolerance = max(1e-9 * extent, 4e-16 * magnitude)
    offset = max(1e-7 * extent, 64 * tolerance)
    return true
  }

  /// Splits every segment where it meets another, into ``edges``.
  mutating func split() {
    let count = segments.count
    var cuts = [[(t: Double, point: Point)]](repeating: [], count: count)
    let boxes = segments.map { $0.segment.asCubic.controlBox }
    for i in 0..<count {
      for j in (i + 1)..<count {
        let (aLow, aHigh) = boxes[i]
        let (bLow, bHigh) = boxes[j]
        guard aLow.x <= bHigh.x + tolerance, bLow.x <= aHigh.x + tolerance,
          aLow.y <= bHigh.y + tolerance, bLow.y <= aHigh.y + tolerance
        else { continue }
        for meeting in segments[i].segment.meetings(with: segments[j].segment) {
          cuts[i].append((meeting.t, meeting.point))
          cuts[j].append((meeting.u, meeting.point))
        }
      }
    }
    for i in 0..<count {
      let (segment, path, original, a0, a1) = segments[i]
      var list = cuts[i].sorted { $0.t < $1.t }
      list.removeAll { $0.t <= 1e-12 || $0.t >= 1 - 1e-12 }
      var start = (t: 0.0, point: segment.start)
      for cut in list + [(t: 1.0, point: segment.end)] {
        guard cut.t - start.t > 1e-12, cut.point != start.point else { continue }
        var piece = segment.subsegment(start.t, cut.t)
        piece.setEnds(start.point, cut.point)
        // The range on the original segment: the last piece ends where the next begins.
        let t0 = start.t == 0 ? a0 : a0 + start.t * (a1 - a0)
        let t1 = cut.t == 1 ? a1 : a0 + cut.t * (a1 - a0)
        edges.append(RegionEdge(segment: piece, path: path, source: original, t0: t0, t1: t1))
        start = cut
      }
    }
  }

  // MARK: Classification

  /// The edges on the boundary of the region `inside` tests, each turned so that the
  /// region lies on its left, coincident ones once.
  func keptEdges(_ inside: (Point) -> Bool) -> [RegionEdge] {
    var kept: [RegionEdge] = []
    for var edge in edges {
      let middle = edge.segment.point(at: 0.5)
      let tangent = edge.segment.unitTangent(at: 0.5)
      let n = offset * tangent.perpendicular
      let left = inside(middle + n)
      guard left != inside(middle - n) else { continue }
      if !left { edge.reverse() }
      // A coincident edge (of the other path, or of a subpath run over twice) counts once.
      let duplicate = kept.contains {
        close($0.segment.start, edge.segment.start) && close($0.segment.end, edge.segment.end)
          && close($0.segment.point(at: 0.5), middle)
      }
      if !duplicate { kept.append(edge) }
    }
    return kept
  }

  @inline(__always) func close(_ p: Point, _ q: Point) -> Bool {
    abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
  }

  // MARK: Linking

  /// The contours the kept edges form, linked end to start.
  func linked(_ kept: [RegionEdge]) -> Path {
    var used = [Bool](repeating: false, count: kept.count)
    var result = Path()
    for first in kept.indices where !used[first] {
      var contour: [RegionEdge] = [kept[first]]
      used[first] = true
      while !close(contour[contour.count - 1].segment.end, kept[first].segment.start) {
        let last = contour[contour.count - 1]
        guard let next = nextEdge(after: last, in: kept, used: used) else { break }
        used[next] = true
        contour.append(kept[next])
      }
      // An open chain (a tolerance mismatch) is closed by a line, as a fill closes it.
      append(merged(contour), to: &result)
    }
    return result
  }

  /// The unused edge starting where `edge` ends that turns most to the left from it.
  func nextEdge(after edge: RegionEdge, in kept: [RegionEdge], used: [Bool]) -> Int? {
    let end = edge.segment.end
    let incoming = edge.segment.unitTangent(at: 1)
    var best: Int?
    var bestAngle = -Double.infinity
    for k in kept.indices where !used[k] && close(kept[k].segment.start, end) {
      let outgoing = kept[k].segment.unitTangent(at: 0)
      let angle = Math.atan2(incoming.cross(outgoing), incoming.dot(outgoing))
      if angle > bestAngle {
        bestAngle = angle
        best = k
      }
    }
    return best
  }

  /// `contour` with consecutive pieces of one segment joined into one piece of it, and
  /// collinear lines in a row into one line.
  func merged(_ contour: [RegionEdge]) -> [RegionEdge] {
    var out: [RegionEdge] = []
    for edge in contour {
      if var last = out.last, let joined = joined(last, edge) {
        last = joined
        out[out.count - 1] = last
      } else {
        out.append(edge)
      }
    }
    // Around the contour's start.
    while out.count > 1, let joined = joined(out[out.count - 1], out[0]) {
      out[0] = joined
      out.removeLast()
    }
    return out
  }

  /// `a` and `b` (`b` starting where `a` ends) as one edge: two pieces of one segment in a
  /// row, or two collinear lines going on the same way; `nil` otherwise.
  func joined(_ a: RegionEdge, _ b: RegionEdge) -> RegionEdge? {
    if a.source >= 0, a.source == b.source, a.t1 == b.t0 {
      var edge = a
      let source = originals[a.source]
      let (low, high) = (min(a.t0, b.t1), max(a.t0, b.t1))
      var piece = source.subsegment(low, high)
      if a.t0 > b.t1 { piece = piece.reversed }
      piece.setEnds(a.segment.start, b.segment.end)
      edge.segment = piece
      edge.t1 = b.t1
      return edge
    }
    guard case .line(let p0, let p1) = a.segment, case .line(_, let p2) = b.segment else {
      return nil
    }
    let d1 = p1 - p0
    let d2 = p2 - p1
    // Collinear within the tolerance over the longer line, and going on the same way.
    guard d1.dot(d2) > 0,
      abs(d1.cross(d2)) <= tolerance * max(d1.magnitude, d2.magnitude)
    else { return nil }
    return RegionEdge(segment: .line(p0, p2), path: a.path, source: -1, t0: 0, t1: 1)
  }

  /// Appends `contour` to `path` as a closed subpath.
  func append(_ contour: [RegionEdge], to path: inout Path) {
    guard let first = contour.first else { return }
    path.move(to: first.segment.start)
    for (k, edge) in contour.enumerated() {
      // The last line back to the start is the close.
      if k == contour.count - 1, case .line = edge.segment { break }
      path.append(edge.segment.element)
    }
    path.closeSubpath()
  }
}

extension RegionEdge {
  /// Turns the edge around.
  mutating func reverse() {
    segment = segment.reversed
    swap(&t0, &t1)
  }
}
