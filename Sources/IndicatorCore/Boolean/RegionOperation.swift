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
/// Martinez–Rueda family): every subpath is closed; curves are split at their extrema in x
/// and y (monotonic pieces cannot cross themselves); a sweep along x finds the pairs of
/// pieces whose control boxes overlap, and each such pair is split where the pieces meet
/// (``Segment/meetings(with:)``, exact curves, no flattening), the meeting point shared by
/// both (pieces of one segment that advances along its chord are not searched: they meet
/// only at their shared ends); each resulting edge is kept where the result lies on one
/// side of its middle and not the other (``keptEdges(_:rule:)``: winding numbers counted
/// along a ray from the middle), turned so that the inside lies on its left (the positive
/// orientation of ``Path/signedArea``); coincident kept edges are kept once. The kept edges
/// are linked end to start, taking at each vertex the edge that turns most to the left, so
/// contours that touch at a point stay apart; consecutive pieces of one segment become that
/// segment's piece again, and collinear lines in a row one line. Where the kept edges do
/// not bound a region once (``boundsOnce(_:)``), all of it runs again with a looser
/// tolerance. All of it happens in a ``WorkingFrame``, so that the result does not depend
/// on the inputs' size or place.
struct RegionOperator {
  /// The pieces of both paths, split where they meet.
  var edges: [RegionEdge] = []
  /// The segments of both paths, in order, every subpath closed: those of the first path,
  /// then from ``firstOfSecond`` those of the second.
  var originals: [Segment] = []
  /// The control boxes of ``originals``.
  var originalBoxes: [(low: Point, high: Point)] = []
  /// The index in ``originals`` of the second path's first segment.
  var firstOfSecond = 0
  /// The segments' monotonic pieces, each with its path, its segment's index in
  /// ``originals`` and its parameter range there.
  var pieces: [RegionEdge] = []
  /// How close two points must be to be one vertex: 10⁻⁹ of the inputs' extent.
  var tolerance = 0.0

  /// The result of `operation` on the regions `a` and `b` enclose under `rule`.
  static func apply(
    _ operation: RegionOperation, _ a: Path, _ b: Path, rule: FillRule
  ) -> Path {
    result(operation, a, b, rule: rule).path
  }

  /// The result of `operation` on the regions `a` and `b` enclose under `rule`, and whether
  /// its edges bound it once (``boundsOnce(_:)``): `false` only where curves run within a
  /// few tolerances of one another in a way that no tolerance up to the loosest resolves,
  /// and the result is the loosest attempt, its open chains closed by lines.
  static func result(
    _ operation: RegionOperation, _ a: Path, _ b: Path, rule: FillRule
  ) -> (path: Path, boundsOnce: Bool) {
    guard a.isFinite, b.isFinite else { return (Path(), true) }
    let frame = WorkingFrame(a, b)
    let (a, b) = (frame.inward(a), frame.inward(b))
    // Where the kept edges do not close up or do not bound their region once (curves
    // running within a few tolerances of one another, whose meetings moved them), again
    // with a 1,024 times looser tolerance, which takes such curves as coinciding, and then
    // with the loosest.
    var looseness = 1.0
    while true {
      var op = RegionOperator()
      op.collect(a, path: 0)
      op.firstOfSecond = op.originals.count
      op.collect(b, path: 1)
      guard op.prepare(looseness: looseness) else { return (Path(), true) }
      op.split(leastTolerance: looseness > 1 ? op.tolerance : 0)
      let kept = op.keptEdges(operation, rule: rule)
      let (result, closed) = op.linked(kept)
      let once = closed && op.boundsOnce(kept)
      if once || looseness >= Self.loosest { return (frame.outward(result), once) }
      looseness = min(looseness * 1024, Self.loosest)
    }
  }

  /// The loosest tolerance tried, in multiples of the first: 10⁻⁹ × 32³ ≈ 3·10⁻⁵ of the
  /// inputs' extent.
  static let loosest = 32.0 * 32 * 32

  // MARK: Pieces

  /// Adds the segments of `path`, every subpath closed, without those of zero length,
  /// curves split at their extrema.
  mutating func collect(_ path: Path, path index: Int) {
    path.forEachSegment(closingOpenSubpaths: true) { segment in
      guard segment.start != segment.end || !segment.isStraight else { return }
      let original = originals.count
      originals.append(segment)
      let c = segment.asCubic
      originalBoxes.append(c.controlBox)
      // Where a curve's x or y turns, in increasing order (at most four, the rest
      // infinite): its pieces between are monotonic.
      var cuts = SIMD4<Double>(repeating: .infinity)
      if case .line = segment {
      } else {
        let x = cubicExtremaParameters(c.p0.x, c.p1.x, c.p2.x, c.p3.x)
        let y = cubicExtremaParameters(c.p0.y, c.p1.y, c.p2.y, c.p3.y)
        if x.count > 0 { cuts[0] = x.first }
        if x.count > 1 { cuts[1] = x.second }
        if y.count > 0 { cuts[2] = y.first }
        if y.count > 1 { cuts[3] = y.second }
        cuts = Self.sorted(cuts)
      }
      // A turn within 1e-9 of an end, or of the turn before, cuts nothing: the pieces keep
      // the segment's exact ends.
      var t0 = 0.0
      for k in 0..<5 {
        let t = k < 4 ? cuts[k] : 1
        guard k == 4 || t < 1 - 1e-9 else { continue }
        guard t - t0 > 1e-9 else { continue }
        pieces.append(
          RegionEdge(
            segment: segment.subsegment(t0, t), path: index, source: original, t0: t0, t1: t))
        t0 = t
      }
    }
  }

  /// The four values in increasing order (a sorting network of five exchanges).
  @inline(__always) static func sorted(_ v: SIMD4<Double>) -> SIMD4<Double> {
    var v = v
    @inline(__always) func order(_ i: Int, _ j: Int) {
      if v[j] < v[i] { (v[i], v[j]) = (v[j], v[i]) }
    }
    order(0, 1)
    order(2, 3)
    order(0, 2)
    order(1, 3)
    order(1, 2)
    return v
  }

  /// Sets the tolerance from the segments' extent, `looseness` times 10⁻⁹ of it; `false`
  /// where there is nothing to operate on.
  mutating func prepare(looseness: Double = 1) -> Bool {
    var box = BoundsAccumulator()
    for piece in pieces {
      let c = piece.segment.asCubic
      box.add(c.p0)
      box.add(c.p1)
      box.add(c.p2)
      box.add(c.p3)
    }
    let extent = max(box.maxX - box.minX, box.maxY - box.minY)
    guard !pieces.isEmpty, extent > 0, extent.isFinite else { return false }
    let magnitude = max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY))
    tolerance = looseness * max(1e-9 * extent, 4e-16 * magnitude)
    return true
  }

  /// Splits every piece where it meets another, into ``edges``, finding meetings to at
  /// least `leastTolerance`.
  mutating func split(leastTolerance: Double = 0) {
    let count = pieces.count
    let boxes = pieces.map { $0.segment.asCubic.controlBox }
    // Pieces of a segment that never meets itself meet each other only at their shared
    // ends, which cut nothing.
    let selfMeeting = originals.map { !$0.asCubic.advancesAlongChord }
    // Every meeting twice, once for each piece, with its pair's place in the order of
    // pairs (i, j), i < j, and its own among the pair's meetings.
    var cuts: [(piece: Int, order: Int, t: Double, point: Point)] = []
    cuts.reserveCapacity(4 * count)
    var found: [SegmentMeeting] = []
    // A sweep along x: each piece against those whose boxes start within its x range.
    let order = pieces.indices.sorted { boxes[$0].low.x < boxes[$1].low.x }
    for (position, first) in order.enumerated() {
      let (aLow, aHigh) = boxes[first]
      for second in order[(position + 1)...] {
        let (bLow, bHigh) = boxes[second]
        guard bLow.x <= aHigh.x + tolerance else { break }
        let (i, j) = (min(first, second), max(first, second))
        guard pieces[i].source != pieces[j].source || selfMeeting[pieces[i].source],
          aLow.y <= bHigh.y + tolerance, bLow.y <= aHigh.y + tolerance
        else { continue }
        pieces[i].segment.meetings(
          with: pieces[j].segment, tolerance: leastTolerance, into: &found)
        for (m, meeting) in found.enumerated() {
          let key = (i * count + j) * 16 + m
          cuts.append((i, key, meeting.t, meeting.point))
          cuts.append((j, key, meeting.u, meeting.point))
        }
      }
    }
    cuts.sort { ($0.piece, $0.t, $0.order) < ($1.piece, $1.t, $1.order) }
    edges.reserveCapacity(count + cuts.count)
    var next = 0
    for i in 0..<count {
      let piece = pieces[i]
      let segment = piece.segment
      let (a0, a1) = (piece.t0, piece.t1)
      var start = (t: 0.0, point: segment.start)
      while true {
        // The next cut inside the piece, or its end.
        let cut: (t: Double, point: Point)
        if next < cuts.count, cuts[next].piece == i {
          let known = cuts[next]
          next += 1
          guard known.t > 1e-12, known.t < 1 - 1e-12 else { continue }
          cut = (known.t, known.point)
        } else {
          cut = (1, segment.end)
        }
        if cut.t - start.t > 1e-12, cut.point != start.point {
          var part = segment.subsegment(start.t, cut.t)
          part.setEnds(start.point, cut.point)
          // The range on the original segment: the last piece ends where the next begins.
          let t0 = start.t == 0 ? a0 : a0 + start.t * (a1 - a0)
          let t1 = cut.t == 1 ? a1 : a0 + cut.t * (a1 - a0)
          // A part within the tolerance of a point (between two meetings that are one
          // vertex) bounds nothing: linking steps over it.
          if !isSpeck(part) {
            edges.append(
              RegionEdge(segment: part, path: piece.path, source: piece.source, t0: t0, t1: t1))
          }
          start = cut
        }
        if cut.t == 1 { break }
      }
    }
  }

  // MARK: Linking

  /// The contours the kept edges form, linked end to start, and whether every chain of
  /// edges closed up.
  func linked(_ kept: [RegionEdge]) -> (Path, closed: Bool) {
    var used = [Bool](repeating: false, count: kept.count)
    // The edges in order of their start's x, to find those leaving a vertex.
    let order = kept.indices.sorted { kept[$0].segment.start.x < kept[$1].segment.start.x }
    let startX = order.map { kept[$0].segment.start.x }
    var result = Path()
    var closed = true
    var contour: [RegionEdge] = []
    for first in kept.indices where !used[first] {
      contour.removeAll(keepingCapacity: true)
      contour.append(kept[first])
      used[first] = true
      while !close(contour[contour.count - 1].segment.end, kept[first].segment.start) {
        let last = contour[contour.count - 1]
        guard let next = nextEdge(after: last, in: kept, order: order, startX: startX, used: used)
        else {
          closed = false
          break
        }
        used[next] = true
        contour.append(kept[next])
      }
      // An open chain is closed by a line, as a fill closes it.
      merge(&contour)
      append(contour, to: &result)
    }
    return (result, closed)
  }

  /// The unused edge starting where `edge` ends that turns most to the left from it (the
  /// first in `kept` of equals).
  func nextEdge(
    after edge: RegionEdge, in kept: [RegionEdge], order: [Int], startX: [Double], used: [Bool]
  ) -> Int? {
    let end = edge.segment.end
    // The first edge whose start may be within the tolerance of `end`.
    var lowerBound = 0
    var upperBound = startX.count
    while lowerBound < upperBound {
      let middle = (lowerBound + upperBound) / 2
      if startX[middle] < end.x - tolerance {
        lowerBound = middle + 1
      } else {
        upperBound = middle
      }
    }
    let incoming = edge.segment.unitTangent(at: 1)
    var best: Int?
    var bestAngle: Double?
    var position = lowerBound
    while position < order.count, startX[position] <= end.x + tolerance {
      let k = order[position]
      position += 1
      guard !used[k], close(kept[k].segment.start, end) else { continue }
      guard let chosen = best else {
        best = k
        continue
      }
      // Angles are measured only where there is a choice.
      let chosenAngle = bestAngle ?? turn(from: incoming, to: kept[chosen])
      let angle = turn(from: incoming, to: kept[k])
      if angle > chosenAngle || (angle == chosenAngle && k < chosen) {
        best = k
        bestAngle = angle
      } else {
        bestAngle = chosenAngle
      }
    }
    return best
  }

  /// The angle from the direction `incoming` to the start of `edge`, in (−π, π].
  func turn(from incoming: Point, to edge: RegionEdge) -> Double {
    let outgoing = edge.segment.unitTangent(at: 0)
    return Math.atan2(incoming.cross(outgoing), incoming.dot(outgoing))
  }

  /// Joins, in place, consecutive pieces of one segment in `contour` into one piece of it,
  /// and collinear lines in a row into one line.
  func merge(_ contour: inout [RegionEdge]) {
    var count = 0
    for k in contour.indices {
      if count > 0, let joined = joined(contour[count - 1], contour[k]) {
        contour[count - 1] = joined
      } else {
        contour[count] = contour[k]
        count += 1
      }
    }
    contour.removeLast(contour.count - count)
    // Around the contour's start.
    while contour.count > 1, let joined = joined(contour[contour.count - 1], contour[0]) {
      contour[0] = joined
      contour.removeLast()
    }
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
