// Dropping the loops the inner side of a stroke draws: at corners between two curves (cut
// as the second is drawn, `turnInnerCornerBetweenCurves`; corners next to lines are cut in
// CanonicalOutline.swift), and, once the subpath is assembled, at the closing corner next
// to a curve, at cusps of the source, and where a curve bends tighter than the half width,
// so that its inner offset runs backwards (the Stroking article, "The outline model").

/// One contour of an outline in the loop pass: its range in the outline, its marked
/// elements (`marked[marks]`), its loops (`cuts[loops]`) and, once rewritten, how many of
/// its elements are kept in place or the elements replacing it.
struct LoopSpan {
  var range: Range<Int>
  var marks: Range<Int>
  var loops: Range<Int>
  var kept: Int
  var replacement: [Path.Element]?
}

/// The budget of a subpath's loop pass for walks of its whole outline.
///
/// The winding check of a large loop walks every piece of the outline, so without a
/// bound a subpath with a loop every few pieces would take time quadratic in its size.
/// The pass may walk the outline as often as fits in 2^16 piece visits plus 8 for each of
/// its pieces, so it stays linear; the large loops it finds past that are kept (the fill
/// is the same either way). Only an outline of thousands of pieces with dozens of large
/// loops reaches it.
struct WholeOutlineChecks {
  /// The piece visits left.
  private var remaining: Int
  /// The pieces of the outline: the visits of one walk.
  private let pieces: Int

  init(_ contours: [LoopContour]) {
    var pieces = 0
    for contour in contours { pieces += contour.count }
    self.pieces = pieces
    remaining = (1 << 16) + 8 * pieces
  }

  /// Whether one more walk fits; it is then counted.
  mutating func take() -> Bool {
    guard remaining >= pieces else { return false }
    remaining -= pieces
    return true
  }
}

/// A loop to drop: from the crossing at `u` on piece `i` to the crossing at `v` on piece
/// `j` (`i < j < i + count`, indices cyclic).
struct LoopCut {
  var i: Int
  var j: Int
  var u: Double
  var v: Double
  var point: Point
}

extension StrokeOutliner {
  /// The size crossings of offset pieces are polished to (``CubicBezier/polishedCrossing``):
  /// the half width, or the snap distance where that is larger.
  @inline(__always) var crossingScale: Double { max(halfWidth, snapDistance) }

  /// The largest number of pieces a removed loop reaches back, and forwards, from its mark.
  static let loopReach = 3
  /// The largest width and height of a removed loop, in half widths: a loop that goes
  /// farther is not one corner's or one bend's.
  static let loopExtent = 4.0
  /// Loops wider or taller than this many half widths are checked against the winding of
  /// the whole outline before they are dropped.
  static let loopCheckExtent = 1.5

  /// Removes the loops the inner side draws at `marks` from the contours in
  /// `output[start...]` (one subpath's outline, each contour a `.move`, drawing elements
  /// and `.closeSubpath`).
  ///
  /// A mark is an element's end point where the side may turn back on itself: the pivot of
  /// an inner detour at the closing corner next to a curve or at a cusp of the source, or
  /// where an offset piece starts to run against its source. At a detour, the offset
  /// pieces on either side of it are cut where they cross (``cornerCut(_:_:pivot:)``);
  /// elsewhere the pieces next to the backward run are cut where they cross
  /// (`reversalCrossing`) when the loop between is local, winds +1 and, if large, the
  /// whole subpath's outline winds at least twice there (`mayDropLoop`): the rest of the
  /// outline still covers the loop's inside, so the non-zero fill is unchanged and the
  /// doubly covered patch is gone. Each contour is walked once, in the outline's storage;
  /// a contour that changes is rewritten in place from its first cut on (or, where a loop
  /// spans its start, into a scratch buffer), in canonical form.
  func removeLoops(_ output: inout ElementBuffer, from start: Int, marks: [Point]) {
    var spans: [LoopSpan] = []
    let slotCount = LoopMarkTable.slotCount(for: marks.count)
    // The boxes of a small contour's summary (one contour at a time), then the mark
    // table's slots (eight fill a box's bytes).
    withUnsafeTemporaryAllocation(
      of: (low: Point, high: Point).self, capacity: ContourSummary.capacity + (slotCount + 7) / 8
    ) { storage in
      guard let boxes = storage.baseAddress else { return }
      let slots = UnsafeMutableRawPointer(boxes + ContourSummary.capacity).bindMemory(
        to: Int32.self, capacity: slotCount)
      let table = LoopMarkTable(
        marks, slots: UnsafeMutableBufferPointer(start: slots, count: slotCount))
      do {
        let buffer = output.elements
        let storage = buffer.baseAddress.unsafelyUnwrapped
        var contours: [LoopContour] = []
        var marked: [Int] = []
        spans.reserveCapacity(2)
        contours.reserveCapacity(2)
        marked.reserveCapacity(marks.count + 2)
        var i = start
        while i < buffer.count {
          guard case .move(let first) = buffer[i] else { return }
          let begin = i
          let firstMark = marked.count
          i += 1
          scan: while i < buffer.count {
            let p: Point
            switch buffer[i] {
            case .line(let q), .curve(let q, _, _), .quadCurve(let q, _): p = q
            case .closeSubpath: break scan
            case .move: return
            }
            if table.contains(p) { marked.append(i - begin - 1) }
            i += 1
          }
          guard i < buffer.count else { return }
          let contour = LoopContour(
            start: first,
            elements: UnsafeBufferPointer(start: storage + begin + 1, count: i - begin - 1))
          if contour.closes && table.contains(first) { marked.append(contour.count - 1) }
          spans.append(
            LoopSpan(
              range: begin..<(i + 1), marks: firstMark..<marked.count, loops: 0..<0,
              kept: i + 1 - begin, replacement: nil))
          i += 1
          contours.append(contour)
        }
        var checks = WholeOutlineChecks(contours)
        var cuts: [LoopCut] = []
        // At most one loop per marked element.
        cuts.reserveCapacity(marked.count)
        for c in contours.indices {
          let contour = contours[c]
          let n = contour.count
          let firstCut = cuts.count
          defer { spans[c].loops = firstCut..<cuts.count }
          guard n >= 4, !spans[c].marks.isEmpty else { continue }
          // Made at the contour's first mark that needs it.
          var summary: ContourSummary?
          // Whether the cyclic ranges of pieces i...j and k...l share a piece.
          func overlap(_ i: Int, _ j: Int, _ k: Int, _ l: Int) -> Bool {
            (i <= l && k <= j) || (i + n <= l && k <= j + n) || (i <= l + n && k + n <= j)
          }
          // Whether two loops conflict: they share a piece other than one cut at both ends in
          // order (one loop ending in it before the other begins).
          func conflict(_ a: LoopCut, _ b: LoopCut) -> Bool {
            guard overlap(a.i, a.j, b.i, b.j) else { return false }
            for p in a.i...a.j {
              for q in b.i...b.j where (p - q) % n == 0 {
                let aEndsBBegins = p == a.j && q == b.i && b.u > a.v
                let bEndsABegins = q == b.j && p == a.i && a.u > b.v
                if !aEndsBBegins && !bEndsABegins { return true }
              }
            }
            return false
          }
          for k in marked[spans[c].marks] {
            // Marks inside a loop already dropped are passed.
            // Marks come in order, so only the last loop (and the first, past the wrap) can
            // hold one: checking those keeps the pass linear in the marks.
            func holds(_ cut: LoopCut) -> Bool {
              k > cut.i && k < cut.j || k + n > cut.i && k + n < cut.j
            }
            let found = cuts.count > firstCut
            if found, holds(cuts[cuts.count - 1]) { continue }
            if found, holds(cuts[firstCut]) { continue }
            // A loop leaves part of the contour: its two cut pieces are distinct.
            guard
              var cut = loopCut(
                contour, at: k, contours: contours, checks: &checks, summary: &summary,
                boxes: boxes),
              cut.j - cut.i <= n - 1
            else { continue }
            if cut.i < 0 {
              cut.i += n
              cut.j += n
            }
            if found, conflict(cuts[cuts.count - 1], cut) { continue }
            if found, conflict(cuts[firstCut], cut) { continue }
            cuts.append(cut)
          }
          // Loops come in the order of their marks, so mostly already in order.
          var ordered = true
          for index in (firstCut + 1)..<max(firstCut + 1, cuts.count)
          where cuts[index - 1].i >= cuts[index].i {
            ordered = false
          }
          if !ordered { cuts[firstCut...].sort { $0.i < $1.i } }
        }
        // All loops are found before any contour changes (the winding checks see the whole
        // outline as drawn).
        cuts.withUnsafeBufferPointer { allCuts in
          for c in contours.indices where !spans[c].loops.isEmpty {
            let contour = contours[c]
            let range = spans[c].range
            let loops = UnsafeBufferPointer(rebasing: allCuts[spans[c].loops])
            // The walk writes at most one element per piece after the `.move`, and the
            // `.closeSubpath`.
            let room = contour.count + 2
            if loops[loops.count - 1].j < contour.count {
              // No loop spans the start: the walk never writes past what it has read.
              var editor = ContourEditor(storage + range.lowerBound, capacity: range.count)
              write(contour, cutting: loops, into: &editor)
              spans[c].kept = editor.count
            } else {
              var scratch = [Path.Element](repeating: .closeSubpath, count: room)
              let count = scratch.withUnsafeMutableBufferPointer { s -> Int in
                guard let scratchBase = s.baseAddress else { return 0 }
                var editor = ContourEditor(scratchBase, capacity: room)
                write(contour, cutting: loops, into: &editor)
                return editor.count
              }
              spans[c].kept = count
              if count <= range.count {
                for k in 0..<count { storage[range.lowerBound + k] = scratch[k] }
              } else {
                scratch.removeSubrange(count...)
                spans[c].replacement = scratch
              }
            }
          }
        }
      }
    }
    // The last contour first, so that the ranges of the others stay valid.
    for span in spans.reversed() {
      if let replacement = span.replacement {
        replacement.withUnsafeBufferPointer { output.replaceSubrange(span.range, with: $0) }
      } else if span.kept < span.range.count {
        output.removeSubrange((span.range.lowerBound + span.kept)..<span.range.upperBound)
      }
    }
  }

  /// Writes `contour` without the loops of `cuts` (in order of `i`, each `i` below the
  /// count; consecutive ones may cut one piece at both ends) into `sink`, in canonical form.
  ///
  /// The sink may be the contour's own storage when no loop spans the contour's start:
  /// the walk then writes each element at or before the place of the next piece it reads
  /// (it writes at most one element per piece it passes), and the piece after a loop is
  /// read before the piece before it is written.
  private func write(
    _ contour: LoopContour, cutting cuts: UnsafeBufferPointer<LoopCut>,
    into sink: inout ContourEditor
  ) {
    let n = contour.count
    let last = cuts[cuts.count - 1]
    // Start where no loop is: after the last loop if it wraps past the contour's end, at
    // its crossing if it ends in the piece where the first begins.
    var t = 0
    var from = 0.0
    var start = contour.start
    if last.j - n == cuts[0].i {
      t = cuts[0].i
      from = last.v
      start = last.point
    } else if last.j >= n {
      t = last.j + 1 - n
      start = contour.startOf(t)
    }
    let end = t + n
    let begin = sink.count
    sink.append(.move(to: start))
    let snap = snapDistance * snapDistance
    func append(_ element: Path.Element) {
      switch element {
      case .line(let p):
        appendLine(&sink, to: p)
      case .curve(let p, let c1, let c2):
        // A piece cut down to its start draws nothing.
        if sink.count > 0, let from = sink[sink.count - 1].endPoint,
          (p - from).dot(p - from) <= snap, (c1 - from).dot(c1 - from) <= snap,
          (c2 - from).dot(c2 - from) <= snap
        {
          return
        }
        sink.append(element)
      default:
        sink.append(element)
      }
    }
    // The piece after the last loop passed (walk index and piece), read before the loop's
    // first piece was written.
    var carriedIndex = Int.min
    var carried = (curve: CubicBezier(.zero, .zero, .zero, .zero), isLine: true)
    /// Piece `index` from parameter `u0` to `u1`, ending at `point`.
    func appendPiece(_ index: Int, _ u0: Double, _ u1: Double, to point: Point) {
      if u0 == 0 && u1 == 1 {
        append(contour.element(index))
        return
      }
      let (curve, isLine) = index == carriedIndex ? carried : contour.piece(index)
      if isLine {
        append(.line(to: point))
      } else {
        let kept = curve.subsegment(u0, u1)
        append(.curve(to: point, control1: kept.p1, control2: kept.p2))
      }
    }
    var next = 0
    let first = t
    // Whether the last piece written ends at a cut (the next is joined canonically).
    var afterCut = false
    while t < end {
      if next < cuts.count, cuts[next].i == t % n {
        let cut = cuts[next]
        next += 1
        let following = contour.piece(t + cut.j - cut.i)
        appendPiece(t, from, cut.u, to: cut.point)
        t += cut.j - cut.i
        from = cut.v
        carriedIndex = t
        carried = following
        afterCut = true
        continue
      } else if from == 0 && t > first && !afterCut {
        // Between two original elements the outline is already canonical: copied up to the
        // next cut, the end of the walk or the end of the stored elements.
        let stop = next < cuts.count ? min(t + (cuts[next].i - t % n + n) % n, end) : end
        let index = t % n
        let stored = contour.elements.count
        if index < stored, let elements = contour.elements.baseAddress {
          let count = min(stop - t, stored - index)
          sink.appendInPlace(elements + index, count)
          t += count
        } else {
          sink.append(.line(to: contour.start))
          t += 1
        }
        continue
      } else {
        appendPiece(t, from, 1, to: contour.element(t).endPoint ?? start)
        from = 0
        t += 1
      }
      afterCut = false
    }
    canonicalizeClosedContour(&sink, from: begin)
    sink.append(.closeSubpath)
  }

  /// The loop to drop around element `k` of `contour`, one of `contours` (the subpath's
  /// outline), which ends at a mark, if any.
  ///
  /// A contour of at most ``ContourSummary/capacity`` pieces is searched through its
  /// `summary`, made in `boxes` at its first mark that needs it.
  private func loopCut(
    _ contour: LoopContour, at k: Int, contours: [LoopContour],
    checks: inout WholeOutlineChecks, summary: inout ContourSummary?,
    boxes: UnsafeMutablePointer<(low: Point, high: Point)>
  ) -> LoopCut? {
    if case .line(let pivot) = contour.element(k), case .line = contour.element(k + 1) {
      return cornerCrossing(contour, at: k, pivot: pivot)
    }
    if contour.count >= 4, contour.count <= ContourSummary.capacity {
      var small = summary ?? ContourSummary(contour, storage: boxes)
      summary = small
      return reversalCrossing(
        contour, around: k, pieces: &small, contours: contours, checks: &checks)
    }
    return reversalCrossing(contour, around: k, contours: contours, checks: &checks)
  }

  /// The crossing of the two offset pieces on either side of an inner detour through
  /// `pivot` (elements `m` and `m + 1`, the lines to the pivot and back out), when the
  /// loop it closes may be dropped (``cornerCut(_:_:pivot:)``).
  private func cornerCrossing(_ contour: LoopContour, at m: Int, pivot: Point) -> LoopCut? {
    let (a, _) = contour.piece(m - 1)
    let (b, _) = contour.piece(m + 2)
    guard let cut = cornerCut(a, b, pivot: pivot) else { return nil }
    return LoopCut(i: m - 1, j: m + 2, u: cut.u, v: cut.v, point: cut.point)
  }
}
