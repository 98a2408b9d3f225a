// The stroker's state machine: subpaths, segments, joins between them, caps and the
// assembly of the two sides into fillable contours (the outline model of the Stroking
// article). Curves are offset by `OffsetFitter`; lines, joins and caps go through the
// canonical emitters of CanonicalOutline.swift.

/// Builds a stroke outline segment by segment.
///
/// The right side (`−h·n`, n the left normal of the direction of travel) is written
/// straight into `output`; the left side is collected forwards in `left` and appended
/// reversed when the subpath ends, so every contour runs in the positive direction of
/// ``Path/signedArea`` around the stroke. The buffers start in room on the stack and keep
/// their capacity across subpaths (``withStroker(fitter:pathElements:_:)``), so stroking a
/// small path allocates only the outline it returns.
struct Stroker {
  /// The curve offsetting, with the stroke's shape parameters (`outliner`).
  let fitter: OffsetFitter
  /// The outline built so far.
  var output: ElementBuffer
  /// The left side of the current subpath, forwards, starting with a `.move`.
  var left: ElementBuffer
  /// The right side's contour of a closed subpath of negative signed area, held while its
  /// outer contour (the left side, reversed) is written first.
  var held: ElementBuffer
  /// Where the current subpath's contour (its right side) starts in `output`.
  var contourStart = 0
  /// Where the outline's last contour (its `.move`) starts in `output`; −1 where not known
  /// (``finish()`` then looks for it).
  var lastContour = -1
  /// Whether a curve has been stroked: without one, the outline is finite (lines, joins
  /// and caps stay within about 1e16 half widths of the path's points, and coordinates and
  /// width are at most 1e100, ``Path/strokeScale(magnitude:width:)``), and is not checked.
  var hasCurves = false
  /// Where the inner side's detour through the pivot of the corner into the curve being
  /// drawn starts, in the buffer of that side (the left one where the path turns left);
  /// −1 for none.
  var innerDetour = -1
  /// End points on the current subpath's sides where the inner side may loop back on
  /// itself: pivots of inner detours at the closing corner next to a curve and at cusps of
  /// the source, and starts of offset pieces that run against their source
  /// (``StrokeOutliner/removeLoops(_:from:marks:)``).
  var loopMarks: [Point] = []
  /// Whether the first and the last segment of the current subpath are curves.
  var firstIsCurve = false
  var lastIsCurve = false

  /// The source point the next segment starts from.
  var current = Point.zero
  /// The start of the current subpath.
  var subpathStart = Point.zero
  /// Twice the signed area of the current subpath's segments so far, relative to its
  /// start: its sign says which side of a closed subpath is the outer one.
  ///
  /// Runs of lines add to it only where ``tracksArea``.
  var twiceArea = 0.0
  /// Whether a subpath may be closed, and so its signed area read (``close(coversInside:)``).
  var tracksArea = true
  /// The most elements a line and the corner before it add to one side between two lines
  /// (``StrokeOutliner/lineJoinElements`` and the line): a run of lines reserves this much
  /// a line (``lines(_:)``).
  let lineRoom: Int
  /// Whether the current subpath has a drawing element (even a zero-length one).
  var hasElement = false
  /// Whether the current subpath has a segment of non-zero length.
  var hasSegment = false
  /// The direction the first segment leaves in.
  var firstTangent = Point(x: 1, y: 0)
  /// The direction the last segment arrived in.
  var lastTangent = Point(x: 1, y: 0)
  /// The end point of the first segment.
  var firstEnd = Point.zero
  /// The start point of the last segment.
  var lastStart = Point.zero
  /// The direction of the square drawn for a zero-length subpath with square caps.
  var dotTangent = Point(x: 1, y: 0)
  /// Cubics whose sides the direct fit drew, for later turned or mirrored copies of them.
  var recent: RecentCubics
  /// ``OffsetFitter/sideElementBudget`` × (1 + the arcs of a half turn), taken when the
  /// recursion first runs (0 before).
  var sideBudget = 0
  /// The side (−1 the right, +1 the left) whose contour the close of the current subpath
  /// drops, decided before its segments are drawn (the stroke covers all the subpath
  /// encloses, and that side is the inner one); 0 where the close decides.
  ///
  /// That side's curves which the direct fit does not draw are drawn as chords to their
  /// offset ends instead of by the recursion, and its corners into curves are not cut:
  /// nothing of it reaches the outline.
  var droppedSide = 0.0

  /// Runs `body` on a stroker with `fitter`'s parameters, and releases what its buffers
  /// allocated after.
  ///
  /// The room is sized for a path of `elements` elements and `dashes` dashes (the plan's
  /// estimate, 0 undashed): about four outline elements a path element (each side's offset
  /// and the outer join) and, a dash, two sides of a line with its join and two caps
  /// (2 × ``lineRoom`` + 4, at most 4 Mi elements for all the dashes: reserved address
  /// space, which only the elements written back with memory), so that a dashed outline is
  /// written without regrowing; for the left side the bound of a run of lines as long as
  /// the path (``lineRoom`` a line), at most 1,170 elements (64 KiB: the side holds one
  /// subpath's). The buffers start in temporary room on the stack, 18 elements each (1,008
  /// bytes: the most a temporary allocation takes there without asking how much is left),
  /// where both fit there; otherwise the outline's and the left side's room share one heap
  /// allocation. The stroker keeps curves for reuse in room for ``RecentCubics/capacity``
  /// on the stack.
  static func withStroker<R>(
    fitter: OffsetFitter, pathElements elements: Int, dashes: Double = 0,
    _ body: (inout Stroker) -> R
  ) -> R {
    let small = Self.stackRoom
    let lineRoom = fitter.outliner.lineJoinElements + 1
    var expected = 4 * elements
    if dashes > 0 {
      let dashRoom = dashes * Double(2 * lineRoom + 4)
      expected += dashRoom < 4_194_304 ? Int(dashRoom) : 4_194_304
    }
    let side = max(small, min(lineRoom * elements + 1, [Path.Element].largestTrimmedOutline))
    let shared: UnsafeMutablePointer<Path.Element>? =
      expected > small || side > small ? .allocate(capacity: max(expected, small) + side) : nil
    defer { shared?.deallocate() }
    return RecentCubics.withStorage { recent in
      withUnsafeTemporaryAllocation(of: Path.Element.self, capacity: small) { first in
        withUnsafeTemporaryAllocation(of: Path.Element.self, capacity: small) { second in
          withUnsafeTemporaryAllocation(of: Path.Element.self, capacity: small) { held in
            var output = first
            var left = second
            if let shared {
              let room = max(expected, small)
              output = UnsafeMutableBufferPointer(start: shared, count: room)
              left = UnsafeMutableBufferPointer(start: shared + room, count: side)
            }
            var stroker = Stroker(
              fitter: fitter, output: ElementBuffer(lending: output),
              left: ElementBuffer(lending: left), held: ElementBuffer(lending: held),
              lineRoom: lineRoom, recent: RecentCubics(storage: recent))
            defer {
              stroker.output.release()
              stroker.left.release()
              stroker.held.release()
            }
            return body(&stroker)
          }
        }
      }
    }
  }

  /// The elements of each buffer's room on the stack (``withStroker(fitter:pathElements:_:)``).
  @inline(__always) static var stackRoom: Int { 1_008 / MemoryLayout<Path.Element>.stride }

  /// The stroke's shape parameters: offset distance, joins, caps.
  @inline(__always) var outliner: StrokeOutliner { fitter.outliner }

  // MARK: Driving

  /// Ends the current subpath (open) and starts a new one at `point`.
  mutating func move(to point: Point) {
    finishOpen()
    current = point
    subpathStart = point
  }

  /// Adds a line from the current point; a zero-length line only marks the subpath as drawn.
  mutating func line(to point: Point) {
    hasElement = true
    guard point != current else { return }
    let delta = point - current
    let tangent = delta.direction(length: delta.magnitude)
    let n = outliner.halfWidth * tangent.perpendicular
    begin(at: current, tangent: tangent, lineTo: point, end: point)
    outliner.appendLine(&output, to: point - n)
    outliner.appendLine(&left, to: point + n)
    twiceArea += Self.lineArea(subpathStart, current, point)
    lastIsCurve = false
    lastTangent = tangent
    lastStart = current
    current = point
  }

  /// Closes the current subpath with a line to its start and a join there: two contours,
  /// the outer one first (the right side for a subpath of positive signed area), each
  /// running in the positive direction around the stroke; the outer one alone where
  /// `coversInside` is true for twice the subpath's signed area (the stroke covers all the
  /// subpath encloses, ``StrokeOutliner/coversInside(from:_:twiceArea:)``).
  mutating func close(coversInside: (_ twiceArea: Double) -> Bool) {
    hasElement = true
    line(to: subpathStart)
    if hasSegment {
      closeJoin()
      let g = outliner
      // Where the dropped side was decided, the area's sign was taken with it.
      let positive = droppedSide != 0 ? droppedSide > 0 : twiceArea >= 0
      let outerOnly = coversInside(twiceArea)
      if positive {
        g.canonicalizeClosedContour(&output, from: contourStart)
        output.append(.closeSubpath)
        if !outerOnly {
          g.canonicalizeClosedContour(&left, from: 0)
          lastContour = output.count
          appendLeftContour()
          output.append(.closeSubpath)
        }
      } else {
        // The left side is the outer one: write it first.
        g.canonicalizeClosedContour(&left, from: 0)
        if outerOnly {
          output.removeAll(from: contourStart)
        } else {
          g.canonicalizeClosedContour(&output, from: contourStart)
          held.removeAll(keepingCapacity: true)
          held.append(contentsOf: UnsafeBufferPointer(rebasing: output.elements[contourStart...]))
          output.removeAll(from: contourStart)
        }
        appendLeftContour()
        output.append(.closeSubpath)
        if !outerOnly {
          lastContour = output.count
          output.append(contentsOf: UnsafeBufferPointer(held.elements))
          output.append(.closeSubpath)
        }
      }
      // The loops marked are all on the inner side where the outer contour is alone.
      if outerOnly {
        loopMarks.removeAll(keepingCapacity: true)
      } else {
        removeMarkedLoops()
      }
    } else {
      appendDot()
    }
    hasElement = false
    hasSegment = false
    droppedSide = 0
    current = subpathStart
  }

  /// Twice the signed area (∫ x dy − y dx) a line from `a` to `b` adds to its subpath.
  ///
  /// The area is taken relative to the subpath's `start`. The stroker's running
  /// ``twiceArea`` and the sum taken before a subpath is drawn (``twiceArea(from:_:)``)
  /// both add this term, so they agree bit for bit.
  @inline(__always)
  static func lineArea(_ start: Point, _ a: Point, _ b: Point) -> Double {
    (a - start).cross(b - start)
  }

  /// Twice the signed area a curve from `a` to `b` adds to its subpath.
  ///
  /// That is its chord's, relative to the subpath's `start`, and `beyondChord`, twice the
  /// area between the curve and its chord; like ``lineArea(_:_:_:)``, one term for every
  /// sum.
  @inline(__always)
  static func curveArea(_ start: Point, _ a: Point, _ b: Point, beyondChord: Double) -> Double {
    (a - start).cross(b - a) + beyondChord
  }

  /// Twice the signed area of the subpath from `start` through `segments` (lines and
  /// curves), summed as the stroker sums it while drawing them (``twiceArea``): each
  /// segment of non-zero length relative to `start`, a curve by its chord and the area
  /// beyond it.
  static func twiceArea(from start: Point, _ segments: UnsafeBufferPointer<Path.Element>)
    -> Double
  {
    var area = 0.0
    var current = start
    @inline(__always) func addCubic(_ b: CubicBezier) {
      guard b.p1 != b.p0 || b.p2 != b.p0 || b.p3 != b.p0 else { return }
      area += curveArea(start, b.p0, b.p3, beyondChord: PowerCurve(b).twiceAreaBeyondChord)
      current = b.p3
    }
    for element in segments {
      switch element {
      case .line(let p):
        guard p != current else { continue }
        area += lineArea(start, current, p)
        current = p
      case .quadCurve(let p, let c): addCubic(QuadBezier(current, c, p).elevated)
      case .curve(let p, let c1, let c2): addCubic(CubicBezier(current, c1, c2, p))
      case .move, .closeSubpath: break
      }
    }
    return area
  }

  /// Ends the last subpath and returns the outline, in storage of its own size, and the
  /// start of its last contour (`nil` for an empty outline); `nil` where a coordinate of a
  /// curve's outline is not finite.
  mutating func finish() -> (elements: [Path.Element], lastStart: Point?)? {
    finishOpen()
    var k = lastContour
    if k < 0 {
      k = output.count - 1
      while k >= 0 {
        if case .move = output[k] { break }
        k -= 1
      }
    }
    guard !hasCurves || Path.isFinite(UnsafeBufferPointer(output.elements)) else { return nil }
    return (output.makeArray(), k >= 0 ? output[k].endPoint : nil)
  }
}
