// Dropping the loops the inner side of a stroke draws where its offsets cross away from a
// corner between two lines (which the stroker turns as it goes, CanonicalOutline.swift):
// at corners between curves, at the closing corner next to a curve, and where a curve bends
// tighter than the half width, so that its inner offset runs backwards (the Stroking
// article, "Canonical outlines").

/// One closed contour of an outline being edited: its start and its drawing elements, the
/// last of which ends at the start (the closing line made explicit).
struct LoopContour {
  var start: Point
  var elements: [Path.Element]
  /// Whether a loop was removed (the contour is written back canonically).
  var changed = false

  /// The piece `index` as a cubic (a line as the cubic with controls at its thirds, so its
  /// parameter is the line's) and whether it is a line.
  func piece(_ index: Int) -> (curve: CubicBezier, isLine: Bool) {
    let from = index == 0 ? start : (elements[index - 1].endPoint ?? start)
    switch elements[index] {
    case .line(let p):
      return (CubicBezier(from, from.lerp(to: p, 1.0 / 3), from.lerp(to: p, 2.0 / 3), p), true)
    case .curve(let p, let c1, let c2):
      return (CubicBezier(from, c1, c2, p), false)
    case .quadCurve(let p, let c):
      return (QuadBezier(from, c, p).elevated, false)
    case .move(let p):
      return (CubicBezier(p, p, p, p), true)
    case .closeSubpath:
      return (CubicBezier(from, from, from, from), true)
    }
  }

  /// Starts the contour at the end of element `count − shift`: the elements rotate left by
  /// `shift`, and the outline it draws is unchanged.
  mutating func rotate(by shift: Int) {
    guard shift > 0, shift < elements.count else { return }
    start = elements[shift - 1].endPoint ?? start
    elements = Array(elements[shift...] + elements[..<shift])
  }

  /// Adds the signed crossings of the contour with the counter's ray.
  func addCrossings(to counter: inout WindingCounter) {
    var from = start
    for element in elements {
      switch element {
      case .line(let p): counter.addLine(from, p)
      case .curve(let p, let c1, let c2): counter.addCubic(from, c1, c2, p)
      case .quadCurve(let p, let c): counter.addQuad(QuadBezier(from, c, p))
      case .move, .closeSubpath: break
      }
      from = element.endPoint ?? from
    }
  }
}

extension StrokeOutliner {
  /// The largest number of pieces a removed loop reaches back, and forwards, from its mark.
  static let loopReach = 8
  /// The largest width and height of a removed loop, in half widths: a loop that goes
  /// farther is not one corner's or one bend's.
  static let loopExtent = 4.0

  /// Removes the loops the inner side draws at `marks` from the contours in
  /// `output[start...]` (one subpath's outline, each contour a `.move`, drawing elements
  /// and `.closeSubpath`).
  ///
  /// A mark is an element's end point where the side may turn back on itself: the pivot of
  /// an inner detour next to a curve, or where an offset piece starts to run against its
  /// source. Around the first element ending at a mark, the nearest crossing between a
  /// piece ending at or before it and one after (within ``loopReach``) closes a loop; the
  /// loop is dropped, the two pieces cut at the crossing, when it is local, winds +1
  /// around its inside and the whole subpath's outline winds at least twice there (sampled;
  /// `mayDropLoop`): the rest of the outline then still covers the loop's inside, so the
  /// non-zero fill is unchanged and the doubly covered patch is gone. Contours that change are written back in canonical form.
  func removeLoops(_ output: inout [Path.Element], from start: Int, marks: [Point]) {
    var contours: [LoopContour] = []
    var ranges: [ClosedRange<Int>] = []
    var matched = false
    var i = start
    while i < output.count {
      guard case .move(let first) = output[i] else { return }
      let begin = i
      var elements: [Path.Element] = []
      i += 1
      while i < output.count, output[i] != .closeSubpath {
        let element = output[i]
        guard let p = element.endPoint, element != .move(to: p) else { return }
        if !matched, marks.contains(p) { matched = true }
        elements.append(element)
        i += 1
      }
      guard i < output.count else { return }
      ranges.append(begin...i)
      i += 1
      if let last = elements.last?.endPoint, last != first { elements.append(.line(to: first)) }
      contours.append(LoopContour(start: first, elements: elements))
    }
    guard matched else { return }
    for c in contours.indices {
      for mark in marks {
        // A mark may have been passed by an earlier removal.
        guard let k = contours[c].elements.firstIndex(where: { $0.endPoint == mark }) else {
          continue
        }
        removeLoop(endingAt: k, in: c, of: &contours)
      }
    }
    guard contours.contains(where: \.changed) else { return }
    var rebuilt: [Path.Element] = []
    rebuilt.reserveCapacity(output.count - start)
    for (contour, range) in zip(contours, ranges) {
      guard contour.changed else {
        rebuilt.append(contentsOf: output[range])
        continue
      }
      let first = rebuilt.count
      rebuilt.append(.move(to: contour.start))
      let snap = snapDistance * snapDistance
      for element in contour.elements {
        switch element {
        case .line(let p):
          appendLine(&rebuilt, to: p)
        case .curve(let p, let c1, let c2):
          // A piece cut down to its start draws nothing.
          if let from = rebuilt.last?.endPoint, (p - from).dot(p - from) <= snap,
            (c1 - from).dot(c1 - from) <= snap, (c2 - from).dot(c2 - from) <= snap
          {
            continue
          }
          rebuilt.append(element)
        default:
          rebuilt.append(element)
        }
      }
      canonicalizeClosedContour(&rebuilt, from: first)
      rebuilt.append(.closeSubpath)
    }
    output.replaceSubrange(start..., with: rebuilt)
  }

  /// Removes the loop around element `k` of `contours[c]` (which ends at a mark), if there
  /// is one to remove (``removeLoops(_:from:marks:)``).
  private func removeLoop(endingAt k: Int, in c: Int, of contours: inout [LoopContour]) {
    var contour = contours[c]
    let n = contour.elements.count
    guard n >= 3 else { return }
    // Put the mark in the middle, so the loop does not wrap around the contour's start.
    let middle = (n - 1) / 2
    let shift = (k - middle + n) % n
    contour.rotate(by: shift)
    let back = min(Self.loopReach, middle + 1)
    let forward = min(Self.loopReach, n - 1 - middle)
    guard forward >= 1 else { return }
    // Nearest first: by the number of pieces between the two crossing ones.
    for span in 1..<(back + forward) {
      for i in stride(from: middle, through: middle - back + 1, by: -1) {
        let j = i + span
        guard j > middle, j <= middle + forward else { continue }
        let (a, aIsLine) = contour.piece(i)
        let (b, bIsLine) = contour.piece(j)
        guard
          let hit = pieceCrossing(a, aIsLine, b, bIsLine, adjacent: span == 1)
        else { continue }
        guard mayDropLoop(contour, i, j, a, b, hit, contours: contours, replacing: c) else {
          return
        }
        var elements = Array(contour.elements[..<i])
        let x = hit.point
        if aIsLine {
          elements.append(.line(to: x))
        } else {
          let kept = a.subsegment(0, hit.u)
          elements.append(.curve(to: x, control1: kept.p1, control2: kept.p2))
        }
        if bIsLine {
          elements.append(.line(to: b.p3))
        } else {
          let kept = b.subsegment(hit.v, 1)
          elements.append(.curve(to: b.p3, control1: kept.p1, control2: kept.p2))
        }
        elements.append(contentsOf: contour.elements[(j + 1)...])
        contour.elements = elements
        contour.changed = true
        contours[c] = contour
        return
      }
    }
  }

  /// The loop from the crossing `hit` along piece `i` (from `hit.u`), the pieces between
  /// and piece `j` (to `hit.v`), when it may be dropped: it is local (within
  /// ``loopExtent`` half widths of the crossing), its area is positive, and wherever it
  /// winds +1 — next to the crossing, and at the points of a 5 × 5 grid over its control
  /// box — the subpath's whole outline winds at least twice; it winds −1 nowhere there.
  private func mayDropLoop(
    _ contour: LoopContour, _ i: Int, _ j: Int, _ a: CubicBezier, _ b: CubicBezier,
    _ hit: (u: Double, v: Double, point: Point), contours: [LoopContour], replacing c: Int
  ) -> Bool {
    let x = hit.point
    var loop = LoopContour(start: x, elements: [])
    let head = a.subsegment(hit.u, 1)
    loop.elements.append(.curve(to: head.p3, control1: head.p1, control2: head.p2))
    if j > i + 1 { loop.elements.append(contentsOf: contour.elements[(i + 1)..<j]) }
    let tail = b.subsegment(0, hit.v)
    loop.elements.append(.curve(to: x, control1: tail.p1, control2: tail.p2))
    // Its control box and twice its signed area (relative to the crossing).
    var low = x
    var high = x
    var twiceArea = 0.0
    var from = x
    for element in loop.elements {
      switch element {
      case .curve(let p, let c1, let c2):
        for q in [c1, c2, p] {
          low = Point(x: min(low.x, q.x), y: min(low.y, q.y))
          high = Point(x: max(high.x, q.x), y: max(high.y, q.y))
        }
        twiceArea += CubicBezier(from - x, c1 - x, c2 - x, p - x).twiceSignedArea
      case .line(let p):
        low = Point(x: min(low.x, p.x), y: min(low.y, p.y))
        high = Point(x: max(high.x, p.x), y: max(high.y, p.y))
        twiceArea += (from - x).cross(p - x)
      default:
        break
      }
      from = element.endPoint ?? from
    }
    let reach = Self.loopExtent * halfWidth
    guard twiceArea > 0, high.x - low.x <= reach, high.y - low.y <= reach,
      high.x - low.x > snapDistance || high.y - low.y > snapDistance
    else { return false }
    // Into the loop from the crossing: between the directions it leaves and arrives in.
    let leaving = unit(a.derivative(at: hit.u))
    let arriving = unit(b.derivative(at: hit.v))
    let inward = leaving - arriving
    let inwardLength = inward.magnitude
    guard inwardLength > 1e-6, leaving.isFinite, arriving.isFinite else { return false }
    let step = 0.1 * min(halfWidth, max(high.x - low.x, high.y - low.y))
    var samples = [x + (step / inwardLength) * inward]
    for row in 1...5 {
      for column in 1...5 {
        samples.append(
          Point(
            x: low.x + (high.x - low.x) * Double(column) / 6,
            y: low.y + (high.y - low.y) * Double(row) / 6))
      }
    }
    for (index, q) in samples.enumerated() {
      var inLoop = WindingCounter(point: q)
      loop.addCrossings(to: &inLoop)
      guard inLoop.winding == 1 else {
        // Next to the crossing the loop must wind +1; elsewhere in its box it may not, but
        // never −1.
        if index == 0 || inLoop.winding != 0 { return false }
        continue
      }
      var whole = WindingCounter(point: q)
      for (index, other) in contours.enumerated() where index != c {
        other.addCrossings(to: &whole)
      }
      contour.addCrossings(to: &whole)
      guard whole.winding >= 2 else { return false }
    }
    return true
  }

  /// `v` scaled to unit length (non-finite for a zero vector).
  @inline(__always) private func unit(_ v: Point) -> Point { v * (1 / v.magnitude) }

  /// The crossing of pieces `a` and `b` nearest `a`'s end (then `b`'s start), at parameters
  /// inside both; for `adjacent` pieces (`a` ends where `b` starts) their shared end is not
  /// a crossing.
  func pieceCrossing(
    _ a: CubicBezier, _ aIsLine: Bool, _ b: CubicBezier, _ bIsLine: Bool, adjacent: Bool
  ) -> (u: Double, v: Double, point: Point)? {
    var search = PieceCrossingSearch(a: a, aIsLine: aIsLine, b: b, bIsLine: bIsLine)
    search.flatness = 1e-6 * max(halfWidth, snapDistance)
    search.search(a, 0, 1, b, 0, 1, depth: 0)
    guard let best = search.best else { return nil }
    if adjacent {
      let shared = a.p3
      let d = best.point - shared
      guard d.dot(d) > snapDistance * snapDistance else { return nil }
    }
    return best
  }
}

/// The crossings of two cubic pieces by subdivision: halves whose control boxes overlap
/// are halved again until both are flat, then their chords are intersected and the
/// crossing polished by Newton's method on the two curves (Lane and Riesenfeld's
/// subdivision intersection; kurbo and Skia's path ops use the same idea).
struct PieceCrossingSearch {
  let a: CubicBezier
  let aIsLine: Bool
  let b: CubicBezier
  let bIsLine: Bool
  /// Pieces whose controls lie this close to their chord are treated as lines.
  var flatness = 0.0
  /// The number of pairs of pieces still to look at: bounds the work on overlapping curves.
  var budget = 512
  /// The crossing found nearest `a`'s end, then `b`'s start.
  var best: (u: Double, v: Double, point: Point)?

  init(a: CubicBezier, aIsLine: Bool, b: CubicBezier, bIsLine: Bool) {
    self.a = a
    self.aIsLine = aIsLine
    self.b = b
    self.bIsLine = bIsLine
  }

  /// Whether `c`'s controls lie within `flatness` of its chord.
  private func isFlat(_ c: CubicBezier) -> Bool {
    let chord = c.p3 - c.p0
    let length2 = chord.dot(chord)
    let f = flatness
    guard length2 > f * f else {
      return (c.p1 - c.p0).magnitude <= f && (c.p2 - c.p0).magnitude <= f
    }
    let d1 = chord.cross(c.p1 - c.p0)
    let d2 = chord.cross(c.p2 - c.p0)
    return d1 * d1 <= f * f * length2 && d2 * d2 <= f * f * length2
  }

  private static func box(_ c: CubicBezier) -> (min: Point, max: Point) {
    (
      Point(x: min(c.p0.x, c.p1.x, c.p2.x, c.p3.x), y: min(c.p0.y, c.p1.y, c.p2.y, c.p3.y)),
      Point(x: max(c.p0.x, c.p1.x, c.p2.x, c.p3.x), y: max(c.p0.y, c.p1.y, c.p2.y, c.p3.y))
    )
  }

  mutating func search(
    _ ca: CubicBezier, _ a0: Double, _ a1: Double, _ cb: CubicBezier, _ b0: Double,
    _ b1: Double, depth: Int
  ) {
    guard budget > 0 else { return }
    budget -= 1
    let boxA = Self.box(ca)
    let boxB = Self.box(cb)
    let slack = flatness
    guard boxA.min.x <= boxB.max.x + slack, boxB.min.x <= boxA.max.x + slack,
      boxA.min.y <= boxB.max.y + slack, boxB.min.y <= boxA.max.y + slack
    else { return }
    let flatA = aIsLine || isFlat(ca)
    let flatB = bIsLine || isFlat(cb)
    if (flatA && flatB) || depth >= 48 {
      chordCrossing(ca, a0, a1, cb, b0, b1)
      return
    }
    let sizeA = (boxA.max - boxA.min).magnitude
    let sizeB = (boxB.max - boxB.min).magnitude
    if !flatA && (flatB || sizeA >= sizeB) {
      let mid = 0.5 * (a0 + a1)
      search(ca.subsegment(0, 0.5), a0, mid, cb, b0, b1, depth: depth + 1)
      search(ca.subsegment(0.5, 1), mid, a1, cb, b0, b1, depth: depth + 1)
    } else {
      let mid = 0.5 * (b0 + b1)
      search(ca, a0, a1, cb.subsegment(0, 0.5), b0, mid, depth: depth + 1)
      search(ca, a0, a1, cb.subsegment(0.5, 1), mid, b1, depth: depth + 1)
    }
  }

  /// Intersects the chords of two flat pieces and records the crossing, polished.
  private mutating func chordCrossing(
    _ ca: CubicBezier, _ a0: Double, _ a1: Double, _ cb: CubicBezier, _ b0: Double,
    _ b1: Double
  ) {
    let r = ca.p3 - ca.p0
    let q = cb.p3 - cb.p0
    let denominator = r.cross(q)
    guard denominator != 0 else { return }
    let w = cb.p0 - ca.p0
    let s = w.cross(q) / denominator
    let t = w.cross(r) / denominator
    let margin = 1e-9
    guard s >= -margin, s <= 1 + margin, t >= -margin, t <= 1 + margin else { return }
    var u = a0 + min(max(s, 0), 1) * (a1 - a0)
    // (u, v) = (0, 1) is where a piece starts at the other's end, never a crossing to cut.
    var v = b0 + min(max(t, 0), 1) * (b1 - b0)
    // Newton's method on a(u) − b(v) = 0, kept while it lowers the residual.
    var residual = a.point(at: u) - b.point(at: v)
    for _ in 0..<4 {
      let da = a.derivative(at: u)
      let db = b.derivative(at: v)
      let det = db.cross(da)
      guard det != 0 else { break }
      // Solve da·Δu − db·Δv = −residual.
      let du = db.cross(residual) / det
      let dv = da.cross(residual) / det
      let nu = min(max(u - du, 0), 1)
      let nv = min(max(v - dv, 0), 1)
      let next = a.point(at: nu) - b.point(at: nv)
      guard next.dot(next) < residual.dot(residual) else { break }
      u = nu
      v = nv
      residual = next
    }
    guard u > 0, v < 1 else { return }
    let point = a.point(at: u)
    guard point.isFinite else { return }
    if let current = best, current.u > u || (current.u == u && current.v <= v) { return }
    best = (u, v, point)
  }
}
