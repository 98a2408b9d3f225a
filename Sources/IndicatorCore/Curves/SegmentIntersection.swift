// Where two segments meet: every crossing and touching point of two lines, quadratics or
// cubics, and the ends of the stretches where they coincide, for operations that split
// paths where they meet.

/// A point where two segments meet: its parameter on each and the point itself.
struct SegmentMeeting: Hashable, Sendable {
  /// The parameter on the first segment, in 0...1.
  var t: Double
  /// The parameter on the second segment, in 0...1.
  var u: Double
  /// The first segment's point at `t` (within the tolerance of the second's at `u`).
  var point: Point
  /// Whether the point ends a stretch where the two segments coincide (both ends of such a
  /// stretch are reported, and nothing inside it).
  var bordersOverlap = false
}

extension Segment {
  /// The segment as a cubic of the same shape: a line with its controls at its thirds, a
  /// quadratic degree-elevated (exact).
  var asCubic: CubicBezier {
    switch self {
    case .line(let a, let b):
      return CubicBezier(a, a.lerp(to: b, 1.0 / 3), a.lerp(to: b, 2.0 / 3), b)
    case .quad(let q): return q.elevated
    case .cubic(let c): return c
    }
  }

  /// Every point where this segment and `other` meet, in increasing `t`.
  ///
  /// **Method.** Two lines meet in closed form (Cramer's rule), collinear ones along their
  /// common stretch. Otherwise both are taken as cubics and searched by recursive
  /// subdivision at parameter ½ (Lane and Riesenfeld's Bézier subdivision) with
  /// control-box rejection and Sederberg and Nishita's fat-line test: a pair of pieces
  /// whose control points
  /// lie within 10⁻⁴ of their lengths from their chords meet where their chords cross,
  /// polished by Newton's method on a(t) = b(u) on the whole segments; pieces that touch
  /// without crossing (tangent segments) meet at their closest points when those are within
  /// the tolerance. Segments found to meet more than nine times are tested for coincidence
  /// (each segment's ends projected onto the other by Newton's method; where two of them
  /// land within the tolerance and the stretch between them matches at interior points,
  /// the two ends of the stretch are the meetings).
  ///
  /// **Guarantee.** Each meeting's points on the two segments lie within the tolerance,
  /// 10⁻⁹ of the larger segment's extent (and at least 4·10⁻¹⁶ of the largest coordinate):
  /// crossings at an angle are exact to a few ulps, tangent meetings to about the square
  /// root of the tolerance in parameter. Meetings closer than 10⁻⁷ in both parameters are
  /// one. Segments that meet more than nine times (more than two cubics can without sharing
  /// a stretch) but do not coincide within the tolerance nearly coincide: the first and
  /// last meetings are reported as a stretch's ends. Segments with a non-finite coordinate, or of zero extent, meet nowhere.
  func meetings(with other: Segment) -> [SegmentMeeting] {
    var found: [SegmentMeeting] = []
    meetings(with: other, into: &found)
    return found
  }

  /// ``meetings(with:)``, to a tolerance of at least `tolerance`, written into `found`.
  ///
  /// `found` is emptied first and keeps its storage: a caller asking for many pairs
  /// allocates once.
  func meetings(
    with other: Segment, tolerance least: Double = 0, into found: inout [SegmentMeeting]
  ) {
    found.removeAll(keepingCapacity: true)
    let a = asCubic
    let b = other.asCubic
    let (aLow, aHigh) = a.controlBox
    let (bLow, bHigh) = b.controlBox
    let extent = max(aHigh.x - aLow.x, aHigh.y - aLow.y, bHigh.x - bLow.x, bHigh.y - bLow.y)
    let magnitude = max(
      abs(aLow.x), abs(aLow.y), abs(aHigh.x), abs(aHigh.y), abs(bLow.x), abs(bLow.y),
      abs(bHigh.x), abs(bHigh.y))
    guard extent.isFinite, magnitude.isFinite, extent > 0 else { return }
    var search = MeetingSearch(
      a: a, b: b, tolerance: max(1e-9 * extent, 4e-16 * magnitude, least))
    guard aLow.x <= bHigh.x + search.tolerance, bLow.x <= aHigh.x + search.tolerance,
      aLow.y <= bHigh.y + search.tolerance, bLow.y <= aHigh.y + search.tolerance
    else { return }
    // The same curve either way round: one stretch, end to end.
    let reversedB = CubicBezier(b.p3, b.p2, b.p1, b.p0)
    if a == b || a == reversedB {
      let u0 = a == b ? 0.0 : 1.0
      found.append(SegmentMeeting(t: 0, u: u0, point: a.p0, bordersOverlap: true))
      found.append(SegmentMeeting(t: 1, u: 1 - u0, point: a.p3, bordersOverlap: true))
      return
    }
    // The search writes into the caller's storage.
    swap(&search.found, &found)
    defer { swap(&search.found, &found) }
    if case .line(let p0, let p1) = self, case .line(let q0, let q1) = other {
      search.lines(p0, p1, q0, q1)
      return
    }
    search.subdivide(a, 0, 1, b, 0, 1, depth: 0)
    search.found.sort { $0.t < $1.t || ($0.t == $1.t && $0.u < $1.u) }
    // More meetings than two cubics can have apart (Bézout: 9): they share a stretch
    // (found exactly where they coincide), or nearly coincide from the first to the last.
    guard search.saturated, let first = search.found.first, let last = search.found.last
    else { return }
    let ends = search.overlap() ?? (first, last)
    search.found.removeAll(keepingCapacity: true)
    for end in [ends.0, ends.1] {
      search.found.append(
        SegmentMeeting(t: end.t, u: end.u, point: end.point, bordersOverlap: true))
    }
  }
}

/// The state of ``Segment/meetings(with:)``: the two segments as cubics, the tolerance and
/// the meetings found.
struct MeetingSearch {
  let a: CubicBezier
  let b: CubicBezier
  /// How far apart the two points of a meeting may be.
  let tolerance: Double
  var found: [SegmentMeeting] = []
  /// The pairs of pieces searched so far.
  var pairs = 0
  /// Whether more than ``maximumMeetings`` meetings were found: the search stops.
  var saturated = false

  /// The deepest subdivision: 2⁻⁶⁰ of a parameter is below a Double's resolution of it.
  static let maximumDepth = 60
  /// Meetings closer than this in both parameters are one.
  static let sameMeeting = 1e-7
  /// The most pairs of pieces searched: far more than transversal or tangent meetings
  /// take (a few dozen a meeting); curves running side by side just beyond the tolerance,
  /// which meet nowhere, stop there.
  static let maximumPairs = 1 << 10
  /// The most meetings two cubics not sharing a stretch can have (Bézout's bound).
  static let maximumMeetings = 9

  init(a: CubicBezier, b: CubicBezier, tolerance: Double) {
    self.a = a
    self.b = b
    self.tolerance = tolerance
  }

  // MARK: Lines

  /// The meetings of the lines `p0 p1` and `q0 q1`: their crossing (Cramer's rule), or, for
  /// collinear lines, the ends of their common stretch (one meeting where it is a point).
  mutating func lines(_ p0: Point, _ p1: Point, _ q0: Point, _ q1: Point) {
    let r = p1 - p0
    let d = q1 - q0
    let w = q0 - p0
    let denominator = r.cross(d)
    let rr = r.dot(r)
    let dd = d.dot(d)
    guard rr > 0, dd > 0 else { return }
    // Both of q's ends within the tolerance of p's line: collinear (their crossing, if
    // any, is lost in rounding); along their common stretch.
    let length = rr.squareRoot()
    if abs(w.cross(r)) <= tolerance * length, abs((q1 - p0).cross(r)) <= tolerance * length {
      let s0 = w.dot(r) / rr
      let s1 = (q1 - p0).dot(r) / rr
      let low = max(0, min(s0, s1))
      let high = min(1, max(s0, s1))
      guard low <= high else { return }
      func meeting(_ t: Double) -> SegmentMeeting {
        let point = t == 0 ? p0 : t == 1 ? p1 : p0.lerp(to: p1, t)
        let u = min(max((point - q0).dot(d) / dd, 0), 1)
        return SegmentMeeting(t: t, u: u, point: point, bordersOverlap: low < high)
      }
      found.append(meeting(low))
      if low < high { found.append(meeting(high)) }
      return
    }
    guard denominator != 0 else { return }
    let t = w.cross(d) / denominator
    let u = w.cross(r) / denominator
    // Crossings just past an end, within the tolerance, are at that end.
    let tSlack = tolerance / rr.squareRoot()
    let uSlack = tolerance / dd.squareRoot()
    guard t >= -tSlack, t <= 1 + tSlack, u >= -uSlack, u <= 1 + uSlack else { return }
    let tc = min(max(t, 0), 1)
    let uc = min(max(u, 0), 1)
    let point = tc == 0 ? p0 : tc == 1 ? p1 : p0.lerp(to: p1, tc)
    found.append(SegmentMeeting(t: tc, u: uc, point: point))
  }

  // MARK: Coincidence

  /// The two ends of the stretch where the segments coincide, or `nil` where they do not
  /// (or only at points).
  ///
  /// Each segment's ends are projected onto the other (``project(_:onto:)``); two distinct
  /// projections within the tolerance bound a candidate stretch, which coincides when five
  /// interior points of `a` on it project onto `b` within the tolerance, in order.
  func overlap() -> (SegmentMeeting, SegmentMeeting)? {
    var ends: [(t: Double, u: Double)] = []
    for (point, t) in [(a.p0, 0.0), (a.p3, 1.0)] {
      if let u = project(point, onto: b) { ends.append((t, u)) }
    }
    for (point, u) in [(b.p0, 0.0), (b.p3, 1.0)] {
      if let t = project(point, onto: a) { ends.append((t, u)) }
    }
    guard ends.count >= 2 else { return nil }
    ends.sort { $0.t < $1.t }
    let first = ends[0]
    let last = ends[ends.count - 1]
    guard last.t - first.t > Self.sameMeeting, abs(last.u - first.u) > Self.sameMeeting
    else { return nil }
    var previous = first.u
    for k in 1...5 {
      let t = first.t + (last.t - first.t) * Double(k) / 6
      guard let u = project(a.point(at: t), onto: b) else { return nil }
      // The stretch runs monotonically along b.
      guard (u - previous) * (last.u - first.u) > 0 else { return nil }
      previous = u
    }
    return (
      SegmentMeeting(t: first.t, u: first.u, point: a.point(at: first.t)),
      SegmentMeeting(t: last.t, u: last.u, point: a.point(at: last.t))
    )
  }

  /// The parameter of the point of `curve` within the tolerance of `point`, or `nil`
  /// (``CubicBezier/parameter(near:within:)``).
  func project(_ point: Point, onto curve: CubicBezier) -> Double? {
    curve.parameter(near: point, within: tolerance)
  }

  // MARK: Subdivision

  /// Searches the pieces `pa` (parameters `a0…a1` of `a`) and `pb` (`b0…b1` of `b`).
  ///
  /// Pieces whose control boxes, or fat lines (``apart(_:_:_:)``), are apart by more than
  /// the tolerance are passed. A pair of
  /// flat pieces (``isFlat(_:_:)``) meets where their chords cross (polished), or is passed
  /// where the chords are farther apart than the pieces' bends and the tolerance; otherwise
  /// the piece that is not flat, or the larger, is halved. Past ``maximumPairs`` pairs, or
  /// ``maximumMeetings`` meetings (two curves nearly coinciding over a long stretch, within
  /// a few tolerances but not within one), the search stops with what it found.
  mutating func subdivide(
    _ pa: CubicBezier, _ a0: Double, _ a1: Double, _ pb: CubicBezier, _ b0: Double,
    _ b1: Double, depth: Int
  ) {
    let (aLow, aHigh) = pa.controlBox
    let (bLow, bHigh) = pb.controlBox
    let slack = tolerance
    guard aLow.x <= bHigh.x + slack, bLow.x <= aHigh.x + slack, aLow.y <= bHigh.y + slack,
      bLow.y <= aHigh.y + slack, pairs < Self.maximumPairs, !saturated,
      !Self.apart(pa, pb, slack), !Self.apart(pb, pa, slack)
    else { return }
    pairs += 1
    if let (t, u) = sharedEnd(pa, a0, a1, pb, b0, b1) {
      add(SegmentMeeting(t: t, u: u, point: t == a0 ? pa.p0 : pa.p3))
      return
    }
    let aBend = Self.flatBend(pa, tolerance)
    let bBend = Self.flatBend(pb, tolerance)
    if let aBend, let bBend {
      if chordsMeet(pa, a0, a1, pb, b0, b1, bends: aBend + bBend) || depth >= Self.maximumDepth {
        return
      }
    } else if depth >= Self.maximumDepth {
      return
    }
    // Halve the piece that is not flat, or the larger one.
    let aSize = max(aHigh.x - aLow.x, aHigh.y - aLow.y)
    let bSize = max(bHigh.x - bLow.x, bHigh.y - bLow.y)
    if aBend == nil && (bBend != nil || aSize >= bSize) || (bBend != nil && aSize >= bSize) {
      let (left, right) = pa.split(at: 0.5)
      let mid = 0.5 * (a0 + a1)
      subdivide(left, a0, mid, pb, b0, b1, depth: depth + 1)
      subdivide(right, mid, a1, pb, b0, b1, depth: depth + 1)
    } else {
      let (left, right) = pb.split(at: 0.5)
      let mid = 0.5 * (b0 + b1)
      subdivide(pa, a0, a1, left, b0, mid, depth: depth + 1)
      subdivide(pa, a0, a1, right, mid, b1, depth: depth + 1)
    }
  }

  /// The parameters of an end point `pa` and `pb` share exactly, where that is the only
  /// point they share; `nil` otherwise.
  ///
  /// Each piece lies in the convex hull of its controls, so in the cone from the shared
  /// point through its other controls, and two such cones, each narrower than a half turn
  /// and apart, meet only at their apex. Where there is no shared end, or the cones
  /// overlap (the pieces may meet again), the pieces are searched further.
  func sharedEnd(
    _ pa: CubicBezier, _ a0: Double, _ a1: Double, _ pb: CubicBezier, _ b0: Double,
    _ b1: Double
  ) -> (Double, Double)? {
    let t: Double
    let u: Double
    if pa.p3 == pb.p0 {
      (t, u) = (a1, b0)
    } else if pa.p0 == pb.p3 {
      (t, u) = (a0, b1)
    } else if pa.p3 == pb.p3 {
      (t, u) = (a1, b1)
    } else if pa.p0 == pb.p0 {
      (t, u) = (a0, b0)
    } else {
      return nil
    }
    let apex = t == a0 ? pa.p0 : pa.p3
    guard let aCone = Self.cone(of: pa, from: apex), let bCone = Self.cone(of: pb, from: apex)
    else { return nil }
    // Apart: the angle from one cone's middle to the other's exceeds their half-widths.
    let between = abs(Self.angle(bCone.middle - aCone.middle))
    return between > aCone.halfWidth + bCone.halfWidth + 1e-9 ? (t, u) : nil
  }

  /// The cone from `apex` (an end of `piece`) holding the piece's other controls: its
  /// middle direction and half-width in radians; `nil` where a control lies at the apex's
  /// far side or the cone is a half turn or wider.
  static func cone(of piece: CubicBezier, from apex: Point) -> (middle: Double, halfWidth: Double)?
  {
    let forward = apex == piece.p0
    // Relative to the first control off the apex, in (−π, π]: the cone is their range.
    var first: Double?
    var low = 0.0
    var high = 0.0
    for k in 0..<3 {
      let q =
        forward
        ? (k == 0 ? piece.p1 : k == 1 ? piece.p2 : piece.p3)
        : (k == 0 ? piece.p2 : k == 1 ? piece.p1 : piece.p0)
      guard q != apex else { continue }
      let angle = Math.atan2(q.y - apex.y, q.x - apex.x)
      guard let first else {
        first = angle
        continue
      }
      let relative = Self.angle(angle - first)
      low = min(low, relative)
      high = max(high, relative)
    }
    guard let first, high - low < 0.9 * Double.pi else { return nil }
    return (first + 0.5 * (low + high), 0.5 * (high - low))
  }

  /// `angle` brought into (−π, π].
  static func angle(_ angle: Double) -> Double {
    var a = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
    if a > Double.pi { a -= 2 * Double.pi }
    if a <= -Double.pi { a += 2 * Double.pi }
    return a
  }

  /// Whether `other` lies outside the fat line of `piece` (the band along its chord's line
  /// holding its controls, Sederberg and Nishita's clipping test), widened by `slack`: then
  /// the two do not meet (each lies in its controls' convex hull).
  static func apart(_ piece: CubicBezier, _ other: CubicBezier, _ slack: Double) -> Bool {
    let chord = piece.p3 - piece.p0
    let length = chord.magnitude
    guard length > 0 else { return false }
    let normal = chord.perpendicular * (1 / length)
    let d1 = normal.dot(piece.p1 - piece.p0)
    let d2 = normal.dot(piece.p2 - piece.p0)
    let low = min(0, d1, d2) - slack
    let high = max(0, d1, d2) + slack
    let e0 = normal.dot(other.p0 - piece.p0)
    let e1 = normal.dot(other.p1 - piece.p0)
    let e2 = normal.dot(other.p2 - piece.p0)
    let e3 = normal.dot(other.p3 - piece.p0)
    return min(e0, e1, e2, e3) > high || max(e0, e1, e2, e3) < low
  }

  /// How far `piece`'s controls lie from its chord, where that is within 10⁻⁴ of the
  /// chord's length (or within `tolerance`) and they lie along it: its chord then stands
  /// for it closely enough for Newton's method to converge from the chords' crossing;
  /// `nil` otherwise.
  static func flatBend(_ piece: CubicBezier, _ tolerance: Double) -> Double? {
    let chord = piece.p3 - piece.p0
    let length2 = chord.dot(chord)
    let length = length2.squareRoot()
    let limit = max(1e-4 * length, tolerance)
    guard length > 0 else {
      // A piece that is a point: its controls' distance from it.
      let bend = max((piece.p1 - piece.p0).magnitude, (piece.p2 - piece.p0).magnitude)
      return bend <= tolerance ? bend : nil
    }
    let d1 = abs(chord.cross(piece.p1 - piece.p0)) / length
    let d2 = abs(chord.cross(piece.p2 - piece.p0)) / length
    guard d1 <= limit, d2 <= limit else { return nil }
    // Controls beyond the chord's ends would let the curve overshoot them.
    let along1 = chord.dot(piece.p1 - piece.p0) / length
    let along2 = chord.dot(piece.p2 - piece.p0) / length
    guard along1 >= -limit, along1 <= length + limit, along2 >= -limit, along2 <= length + limit
    else { return nil }
    return max(d1, d2)
  }

  /// Whether the search of the flat pieces `pa` and `pb` is over: they meet where their
  /// chords cross (polished on the whole segments, then recorded), or where the chords
  /// come within the tolerance (a tangent touch, recorded where the segments' points are
  /// that close), or they are farther apart than their `bends` and the tolerance.
  mutating func chordsMeet(
    _ pa: CubicBezier, _ a0: Double, _ a1: Double, _ pb: CubicBezier, _ b0: Double,
    _ b1: Double, bends: Double
  ) -> Bool {
    let r = pa.p3 - pa.p0
    let d = pb.p3 - pb.p0
    let w = pb.p0 - pa.p0
    let denominator = r.cross(d)
    if denominator != 0 {
      let s = w.cross(d) / denominator
      let v = w.cross(r) / denominator
      // A crossing a little past a piece's end may be this pair's: the polish decides,
      // and duplicates merge.
      if s >= -0.01, s <= 1.01, v >= -0.01, v <= 1.01,
        let meeting = polished(
          min(max(a0 + s * (a1 - a0), 0), 1), min(max(b0 + v * (b1 - b0), 0), 1))
      {
        add(meeting)
        return true
      }
    }
    // The chords' closest points: from each end to the other chord.
    var best = (t: a0, u: b0, gap: Double.infinity)
    for (point, t) in [(pa.p0, a0), (pa.p3, a1)] {
      let v = d.dot(d) > 0 ? min(max((point - pb.p0).dot(d) / d.dot(d), 0), 1) : 0
      let gap = (point - (pb.p0 + v * d)).magnitude
      if gap < best.gap { best = (t, b0 + v * (b1 - b0), gap) }
    }
    for (point, u) in [(pb.p0, b0), (pb.p3, b1)] {
      let s = r.dot(r) > 0 ? min(max((point - pa.p0).dot(r) / r.dot(r), 0), 1) : 0
      let gap = (point - (pa.p0 + s * r)).magnitude
      if gap < best.gap { best = (a0 + s * (a1 - a0), u, gap) }
    }
    if best.gap > bends + tolerance { return true }
    let gap = a.point(at: best.t) - b.point(at: best.u)
    guard gap.dot(gap) <= tolerance * tolerance else { return false }
    add(SegmentMeeting(t: best.t, u: best.u, point: a.point(at: best.t)))
    return true
  }

  /// The crossing a(t) = b(u) by Newton's method from (`t`, `u`), kept in 0...1; `nil`
  /// where it does not converge to within the tolerance (tangent segments, or no crossing).
  func polished(_ t: Double, _ u: Double) -> SegmentMeeting? {
    var t = t
    var u = u
    var gap = a.point(at: t) - b.point(at: u)
    for _ in 0..<12 {
      if gap.dot(gap) <= 1e-8 * tolerance * tolerance { break }
      let da = a.derivative(at: t)
      let db = b.derivative(at: u)
      let det = db.cross(da)
      guard det != 0 else { break }
      // a(t) − b(u) = gap: solve da·Δt − db·Δu = −gap.
      let nextT = min(max(t - db.cross(gap) / det, 0), 1)
      let nextU = min(max(u - da.cross(gap) / det, 0), 1)
      if nextT == t && nextU == u { break }
      t = nextT
      u = nextU
      gap = a.point(at: t) - b.point(at: u)
    }
    guard gap.dot(gap) <= tolerance * tolerance else { return nil }
    return SegmentMeeting(t: t, u: u, point: a.point(at: t))
  }

  /// Adds `meeting` unless one within ``sameMeeting`` in both parameters is known.
  mutating func add(_ meeting: SegmentMeeting) {
    for known in found
    where abs(known.t - meeting.t) <= Self.sameMeeting
      && abs(known.u - meeting.u) <= Self.sameMeeting
    {
      return
    }
    found.append(meeting)
    if found.count > Self.maximumMeetings { saturated = true }
  }
}
