// Line operations: the pieces of a path's own line (not its region) inside or outside
// another path's region, as SwiftUI's `lineIntersection(_:eoFill:)` and
// `lineSubtraction(_:eoFill:)`.

extension Path {
  /// The pieces of this path's line that lie inside (`inside` true) or outside the region
  /// `other` encloses under `rule`.
  ///
  /// **Method.** Each segment of this path (a closed subpath's closing line included; an
  /// open subpath is not closed) is split where it meets a segment of `other` (every
  /// subpath of `other` closed, ``Segment/meetings(with:)``), and each piece is kept when
  /// the middle of the piece lies inside (or outside) `other` (``contains(_:fillRule:)``).
  /// Kept pieces in a row form one open subpath, consecutive pieces of one segment joined
  /// into one piece of it; a closed subpath kept whole stays closed, and a run crossing a
  /// closed subpath's start continues across it. All of it happens in a ``WorkingFrame``.
  func lineOperation(_ other: Path, rule: FillRule, inside: Bool) -> Path {
    guard isFinite, other.isFinite else { return Path() }
    let frame = WorkingFrame(self, other)
    guard frame.isIdentity else {
      return frame.outward(
        frame.inward(self).lineOperation(frame.inward(other), rule: rule, inside: inside))
    }
    var clip: [Segment] = []
    other.forEachSegment(closingOpenSubpaths: true) { clip.append($0) }
    let boxes = clip.map { $0.asCubic.controlBox }
    var result = Path()
    forEachSubpath { segments, closed in
      let subpath = (segments: segments, closed: closed)
      // The pieces of each segment, each with its segment and parameter range.
      var pieces: [LinePiece] = []
      for segment in subpath.segments where segment.start != segment.end || !segment.isStraight {
        let (low, high) = segment.asCubic.controlBox
        var cuts: [(t: Double, point: Point)] = []
        for (k, other) in clip.enumerated() {
          let (oLow, oHigh) = boxes[k]
          guard low.x <= oHigh.x, oLow.x <= high.x, low.y <= oHigh.y, oLow.y <= high.y else {
            continue
          }
          for meeting in segment.meetings(with: other)
          where meeting.t > 1e-12 && meeting.t < 1 - 1e-12 {
            cuts.append((meeting.t, meeting.point))
          }
        }
        cuts.sort { $0.t < $1.t }
        var start = (t: 0.0, point: segment.start)
        for cut in cuts + [(t: 1.0, point: segment.end)] where cut.t - start.t > 1e-12 {
          var piece = segment.subsegment(start.t, cut.t)
          piece.setEnds(start.point, cut.point)
          let kept = other.contains(piece.point(at: 0.5), fillRule: rule) == inside
          pieces.append((segment, piece, start.t, cut.t, kept))
          start = cut
        }
      }
      guard !pieces.isEmpty else { return }
      if pieces.allSatisfy(\.kept) {
        result.append(subpath)
        return
      }
      // Runs of kept pieces; on a closed subpath, start after a dropped piece so that a run
      // crossing the start stays one.
      let dropped = pieces.firstIndex { !$0.kept } ?? pieces.count - 1
      let first = subpath.closed ? dropped + 1 : 0
      var run: [LinePiece] = []
      func flush() {
        guard let head = run.first else { return }
        result.move(to: head.piece.start)
        var k = 0
        while k < run.count {
          // Pieces of one segment in a row: one piece of it.
          var j = k
          while j + 1 < run.count, run[j + 1].segment == run[k].segment, run[j + 1].t0 == run[j].t1
          {
            j += 1
          }
          var piece = run[k].segment.subsegment(run[k].t0, run[j].t1)
          piece.setEnds(run[k].piece.start, run[j].piece.end)
          result.append(piece.element)
          k = j + 1
        }
        run.removeAll()
      }
      for offset in 0..<pieces.count {
        let piece = pieces[(first + offset) % pieces.count]
        if piece.kept { run.append(piece) } else { flush() }
      }
      flush()
    }
    return result
  }

  /// Appends a subpath kept whole, closed where it was.
  mutating func append(_ subpath: (segments: [Segment], closed: Bool)) {
    guard let first = subpath.segments.first else { return }
    move(to: first.start)
    for (k, segment) in subpath.segments.enumerated() {
      // A closed subpath's closing line is its close.
      if subpath.closed, k == subpath.segments.count - 1 { break }
      append(segment.element)
    }
    if subpath.closed { closeSubpath() }
  }
}

/// A piece of a segment in a line operation: the piece, the segment it is cut from and its
/// parameter range there, and whether it is kept.
typealias LinePiece = (segment: Segment, piece: Segment, t0: Double, t1: Double, kept: Bool)
