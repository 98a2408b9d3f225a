// The stroke of paths made of lines only: both sides of a subpath are written in one pass
// over its points, the right one into the outline and the left one into a scratch buffer
// (the same allocation, past the outline's part), so that stroking allocates nothing but
// the outline and moves no element twice. It draws what `Stroker` draws for such paths,
// element for element: the same emitters (CanonicalOutline.swift, Joins.swift, Caps.swift)
// run on each side in the same order, because between lines the two sides of a subpath
// never read each other.

extension Path {
  /// The outline `strokedPath(style, tolerance:)` returns, for an undashed stroke of a path
  /// made of moves, lines and closes only, with every coordinate finite and the path's
  /// magnitude and the width in the range stroked unscaled (``strokeScale(magnitude:width:)``
  /// is 1); `nil` for any other path or style (the general route draws it).
  func strokedLines(_ style: StrokeStyle, tolerance: Double) -> Path? {
    let width = style.lineWidth
    guard style.dash.isEmpty, width > 0, width.isFinite else { return nil }
    // The closure captures these, not the style (whose copy would retain its dash array).
    let cap = style.lineCap
    let join = style.lineJoin
    let miterLimit = style.miterLimit
    return storage.withUnsafeBufferPointer { elements -> Path? in
      guard !elements.isEmpty else { return nil }
      // One pass checks the elements and counts what the buffer's size depends on: the
      // segments (a close is one), the runs of segments (each stroked apart: a run ends at
      // a move or a close), the longest run and whether a run is closed. A coordinate
      // beyond 1e100, infinite or NaN sends the path to the general route (which scales
      // it, or returns the empty path): after the pass, the scan's largest magnitudes must
      // be at most 1e100 and every coordinate finite.
      var scan = CoordinateScan()
      var lines = 0
      var closes = 0
      var runs = 0
      var runStart = 0  // `lines + closes` where the current run starts.
      var longestRun = 0
      var index = 0
      while index < elements.count {
        switch elements[index] {
        case .line(let p):
          scan.add(p)
          lines &+= 1
        case .move(let p):
          scan.add(p)
          let run = lines &+ closes &- runStart
          if run > 0 {
            runs &+= 1
            longestRun = max(longestRun, run)
          }
          runStart = lines &+ closes
        case .closeSubpath:
          closes &+= 1
          runs &+= 1
          longestRun = max(longestRun, lines &+ closes &- runStart)
          runStart = lines &+ closes
        case .quadCurve, .curve:
          return nil
        }
        index &+= 1
        // The lines after it, the common case, by a loop of their own (counted after it).
        let linesStart = index
        while index < elements.count, case .line(let p) = elements[index] {
          scan.add(p)
          index &+= 1
        }
        lines &+= index &- linesStart
      }
      guard scan.largestX <= 1e100, scan.largestY <= 1e100, scan.isFinite else { return nil }
      let magnitude = scan.largestMagnitude
      let segments = lines &+ closes
      if segments > runStart {
        runs &+= 1
        longestRun = max(longestRun, segments &- runStart)
      }
      let hasClosedRun = closes > 0
      // Outside the unscaled range the general route scales the path, or returns the empty
      // path, as `strokePlan(_:tolerance:)`.
      guard Self.strokeScale(magnitude: magnitude, width: width) == 1 else { return nil }
      let tol = Self.strokeTolerance(tolerance, magnitude: magnitude, width: width)
      let outliner = StrokeOutliner(
        lineWidth: width, cap: cap, join: join, miterLimit: miterLimit, tolerance: tol)
      var result = Path()
      guard segments > 0 else { return result }
      var lastContour: Int?
      if let size = outliner.lineStrokeBufferSize(
        segments: segments, runs: runs, longestRun: longestRun, closedRuns: hasClosedRun)
      {
        let linesAfterMove = lines &+ 1 == elements.count
        if size.total > [Path.Element].largestTrimmedOutline {
          (result.storage, lastContour) = outliner.reservedLineStroke(
            elements, size: size, linesAfterMove: linesAfterMove)
        } else {
          // Written into temporary room (on the stack when small) and copied into an array
          // of its own size: one allocation, and no reserved bound kept.
          result.storage = withUnsafeTemporaryAllocation(
            of: Path.Element.self, capacity: size.total
          ) { buffer in
            let base = buffer.baseAddress.unsafelyUnwrapped
            let (count, last) = outliner.writeLineStroke(
              elements, at: base, size: size, linesAfterMove: linesAfterMove)
            lastContour = last
            return Array(UnsafeBufferPointer(start: base, count: count))
          }
        }
      } else {
        var output: [Path.Element] = []
        output.reserveCapacity(elements.count * 6 + 8)
        var left: [Path.Element] = []
        var right: [Path.Element] = []
        lastContour = outliner.strokeLines(
          elements, into: &output, left: &left, right: &right,
          linesAfterMove: lines &+ 1 == elements.count)
        result.storage = output
      }
      // Every point drawn is within about 1e16 times the half width of a point of the path
      // (a miter is drawn only where 1 + t0·t1 > 1e-16; the inner crossing is checked), and
      // the half width is at least 5e-101, so the arc emitter's 1 / r is finite: with
      // coordinates and width in 1e-100...1e100 (`strokeScale`) the outline is finite.
      if let k = lastContour { result.subpathStart = result.storage[k].endPoint }
      return result
    }
  }
}

extension StrokeOutliner {
  /// The sizes of one buffer that holds the stroke of a lines-only path and its scratch
  /// sides: `output` elements for the outline, then `side` for the left side of a run and
  /// (when a run is closed) `side` more for its right side; `nil` when the round geometry
  /// has more than 16 arcs a half turn (the bound, proportional to it, would reserve far
  /// more than is drawn: those strokes grow arrays instead).
  ///
  /// With J the elements of the widest join (two lines, or the arcs of a half turn when
  /// round) and C those of a cap (a line, three, or the arcs of a half turn), one side of
  /// a run of s segments has at most (J + 1)·s + 1 elements: the move and the first line,
  /// then a join and a line a segment, and a closing join (the inner crossing replaces an
  /// element, adds none). A run draws its right side, its left one reversed (one element
  /// for each) and two caps and a close, or two closes: at most 2·((J + 1)·s + 1) + 2·C;
  /// a zero-length run's dot, 2·C + 2, is less.
  @inline(__always)
  func lineStrokeBufferSize(segments: Int, runs: Int, longestRun: Int, closedRuns: Bool)
    -> (output: Int, side: Int, total: Int)?
  {
    let roundArcs =
      cap == .round || join == .round
      ? arcPieceCount(sweep: Double.pi, maximumStep: arcStep, maximumPieces: Self.maximumArcPieces)
      : 0
    guard roundArcs <= 16 else { return nil }
    let joinElements = lineJoinElements
    let capElements: Int
    switch cap {
    case .butt: capElements = 1
    case .square: capElements = 3
    case .round: capElements = roundArcs
    }
    let output = 2 * (joinElements + 1) * segments + (2 + 2 * capElements) * runs
    let side = (joinElements + 1) * longestRun + 1
    return (output, side, output + side * (closedRuns ? 2 : 1))
  }

  /// Writes the stroke of `elements` at `base`: the outline first, then the scratch sides
  /// (``lineStrokeBufferSize(segments:runs:longestRun:closedRuns:)``'s `size`); the
  /// outline's element count and the index of its last move.
  @inline(__always)
  func writeLineStroke(
    _ elements: UnsafeBufferPointer<Path.Element>, at base: UnsafeMutablePointer<Path.Element>,
    size: (output: Int, side: Int, total: Int), linesAfterMove: Bool
  ) -> (count: Int, lastContour: Int?) {
    var output = OutlineWriter(base)
    var left = OutlineWriter(base + size.output)
    var right = OutlineWriter(base + size.output + size.side)
    let last = strokeLines(
      elements, into: &output, left: &left, right: &right, linesAfterMove: linesAfterMove)
    // The size bounds are proved in `lineStrokeBufferSize`; were one wrong, the overrun is
    // caught here, after the fact, instead of passing unnoticed.
    precondition(output.count <= size.output, "stroke outline outgrew its reserved room")
    return (output.count, last)
  }

  /// The stroke of `elements` written into an array's reserved storage, with no copy.
  ///
  /// For outlines over `largestTrimmedOutline` elements, whose unwritten room stays
  /// reserved (`releaseSpareCapacity`). `reserveCapacity` allocates through the array code
  /// specialized for `Path.Element`.
  @inline(never)
  func reservedLineStroke(
    _ elements: UnsafeBufferPointer<Path.Element>, size: (output: Int, side: Int, total: Int),
    linesAfterMove: Bool
  ) -> ([Path.Element], Int?) {
    var storage: [Path.Element] = []
    storage.reserveCapacity(size.total)
    var lastContour: Int?
    storage.append(
      contentsOf: OutlineFill { base in
        let (count, last) = writeLineStroke(
          elements, at: base, size: size, linesAfterMove: linesAfterMove)
        lastContour = last
        return count
      })
    return (storage, lastContour)
  }

  /// Strokes the subpaths of `elements` (moves, lines and closes) into `output`, with
  /// `left` and `right` the scratch buffers of one side each; the index of the last
  /// contour's `.move` in `output`, `nil` when nothing is drawn.
  ///
  /// `linesAfterMove` tells that the elements are a move and lines only (then, when the
  /// move comes first, they are one run, stroked without looking for its end).
  func strokeLines<Sink: OutlineSink>(
    _ elements: UnsafeBufferPointer<Path.Element>, into output: inout Sink,
    left: inout Sink, right: inout Sink, linesAfterMove: Bool
  ) -> Int? {
    if linesAfterMove, elements.count > 1, case .move(let start) = elements[0] {
      return strokeLineRun(
        UnsafeBufferPointer(rebasing: elements[1...]), from: start, closed: false,
        into: &output, left: &left, right: &right)
    }
    // Every run of lines starts at its subpath's start: after a move, or after a close
    // (the Stroker's origin before the first move).
    var start = Point.zero
    var lastContour: Int?
    var i = 0
    while i < elements.count {
      if case .move(let p) = elements[i] {
        start = p
        i += 1
        continue
      }
      var j = i
      while j < elements.count, case .line = elements[j] { j += 1 }
      var closed = false
      if j < elements.count, case .closeSubpath = elements[j] { closed = true }
      if let k = strokeLineRun(
        UnsafeBufferPointer(rebasing: elements[i..<j]), from: start, closed: closed,
        into: &output, left: &left, right: &right)
      {
        lastContour = k
      }
      i = closed ? j + 1 : j
    }
    return lastContour
  }
}
