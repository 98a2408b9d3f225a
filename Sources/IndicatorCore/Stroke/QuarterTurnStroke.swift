// Strokes of closed subpaths made of one run of segments drawn four times, turned by a
// quarter turn each time: the upright rounded rectangles `Path(roundedRect:)` draws with
// the same corner four times. The first run's sides are stroked as the stroker strokes
// them; the other three runs get them turned.

extension Path {
  /// The outline ``strokedPath(_:tolerance:)`` draws for a path of four turned runs
  /// (``QuarterTurnShape``), or `nil` for any other path, or where the first run's stroke
  /// is not plain (then the general stroker draws it).
  ///
  /// The first run is stroked as ``Stroker`` strokes it: its line offset, each cubic by
  /// its arc or direct fit, every joint straight
  /// (``StrokeOutliner/isStraightJoint(dot:cross:)``) with the sides meeting within
  /// ``StrokeOutliner/snapDistance``. A joint that is not, a fit that fails, a side that
  /// runs against its source (a loop mark) or a point that is not finite returns `nil`;
  /// except that corners tighter than the half width may get their inner contour as a
  /// rectangle (``QuarterTurnShape/InnerSide/rectangle``).
  /// The other runs' sides are the first run's turned and moved to their line's end, as
  /// ``Stroker`` reuses a kept cubic's sides (``RecentCubics``), and the two contours are
  /// written as ``Stroker/close()`` writes them: the outer one first, the other reversed,
  /// the line back to its start left to the close. So the outline is the general
  /// stroker's to rounding, with one run's fits and none of the per-segment work of the
  /// other three; only a test on a corner landing within a few parts in a billion of its
  /// threshold (which the slack's bound by the corner's extent keeps to that) can make
  /// the two hold different fits, each within the tolerance.
  func strokedQuarterTurns(_ plan: StrokePlan) -> Path? {
    guard !plan.dashed, plan.factor == 1 else { return nil }
    return storage.withUnsafeBufferPointer { elements -> Path? in
      guard
        let (outline, lastMove) = QuarterTurnShape.stroke(
          elements, plan.fitter, magnitude: plan.magnitude)
      else { return nil }
      var result = Path()
      result.storage = outline
      result.subpathStart = outline[lastMove].endPoint
      return result
    }
  }

  /// Draws the subpath at `index` (a move) by the quarter-turn route into `stroker`'s
  /// outline, and returns the index of its close; `nil` where the general stroker is to
  /// draw it.
  ///
  /// The route draws a subpath of four turned runs whose close ends the path or is
  /// followed by a move. `magnitude` is the whole path's, as the general stroker matches
  /// copies with it (``RecentCubics``).
  ///
  /// Called after `stroker.move(to:)`, which has finished the subpath before.
  @inline(never)
  func strokeQuarterTurns(at index: Int, _ stroker: inout Stroker, magnitude: Double) -> Int? {
    storage.withUnsafeBufferPointer { elements -> Int? in
      // The close where four runs of one to three cubics would put it.
      var last = index + 9
      while last < elements.count, last <= index + 17 {
        if case .closeSubpath = elements[last] { break }
        last += 4
      }
      guard last < elements.count, last <= index + 17, case .closeSubpath = elements[last]
      else { return nil }
      if last + 1 < elements.count {
        guard case .move = elements[last + 1] else { return nil }
      }
      guard
        let (outline, _) = QuarterTurnShape.stroke(
          UnsafeBufferPointer(rebasing: elements[index...last]), stroker.fitter,
          magnitude: magnitude)
      else { return nil }
      outline.withUnsafeBufferPointer { stroker.output.append(contentsOf: $0) }
      stroker.lastContour = -1
      return last
    }
  }
}

extension QuarterTurnShape {
  /// The outline the route draws for `elements`, and the index of its last move.
  ///
  /// `elements` are a move, `4·run` elements and a close; the result is `nil` where they
  /// are not four turned runs or the first run's stroke is not plain (see
  /// ``Path/strokedQuarterTurns(_:)``). `magnitude` is the largest coordinate magnitude of
  /// the path stroked.
  @inline(__always)
  static func stroke(
    _ elements: UnsafeBufferPointer<Path.Element>, _ fitter: OffsetFitter, magnitude: Double
  ) -> (outline: [Path.Element], lastMove: Int)? {
    let count = elements.count
    guard count >= 10, count <= 18, (count - 2) & 3 == 0 else { return nil }
    let run = (count - 2) >> 2
    guard let inner = innerSide(elements, run: run, h: fitter.halfWidth),
      let shape = QuarterTurnShape(
        elements, run: run, magnitude: magnitude, fitTolerance: fitter.fitTolerance)
    else { return nil }
    var rectangle: Rectangle?
    if inner == .rectangle {
      guard let corners = shape.innerRectangle(elements, fitter.outliner) else { return nil }
      rectangle = corners
    }
    // The first run's right side (a move, its line and a cubic for each of its cubics) is
    // drawn where the outline starts, with room for the rest (`outline`); its left side
    // apart.
    var outline: [Path.Element] = []
    outline.reserveCapacity(outlineCapacity(run: run))
    var left: [Path.Element] = []
    left.reserveCapacity(run + 1)
    guard shape.strokeFirstRun(elements, fitter, inner, &outline, &left) else { return nil }
    let lastMove = left.withUnsafeBufferPointer { left in
      shape.outline(elements, fitter.outliner, rectangle, &outline, left)
    }
    return (outline, lastMove)
  }
}

/// A closed subpath of four turned runs: a move, four runs of a line and k cubics
/// (1 ≤ k ≤ 3), and a close, the last cubic ending at the move.
///
/// Each line runs along an axis, and each run's line a quarter turn from the one before,
/// always the same way. Each run's cubics, relative to the end of its line, are the first
/// run's turned by as many quarter turns as its line, to within
/// ``RecentCubics/slack(magnitude:extent:fitTolerance:)`` (as ``RecentCubics`` matches a
/// copy). The lines of opposite runs then have the same length, as the path closes.
struct QuarterTurnShape {
  /// How the route draws the inner side of the stroke (the left one where the area is
  /// positive).
  enum InnerSide {
    /// The first run's fits, turned, as the outer side.
    case fitted
    /// The rectangle where the offsets of the four lines cross: the general stroker's
    /// inner contour once its loop pass has cut the arcs that run backwards at corners
    /// tighter than the half width (one arc a run; see ``strokeFirstRun``).
    case rectangle
  }

  /// The elements of a run: its line and its cubics.
  let run: Int
  /// 1 where each run is the one before turned by a quarter turn
  /// (``SquareSymmetry/quarter``), −1 where by three (``SquareSymmetry/threeQuarters``).
  let sense: Double
  /// Twice the path's signed area, as ``Stroker`` sums it: its sign says which side is the
  /// outer one.
  let twiceArea: Double

  /// The shape of `elements` (a move, `4·run` elements and a close) whose largest
  /// coordinate magnitude is `magnitude`, for fits to `fitTolerance`; `nil` where they are
  /// not four turned runs.
  init?(
    _ elements: UnsafeBufferPointer<Path.Element>, run: Int, magnitude: Double, fitTolerance: Double
  ) {
    guard case .move(let start) = elements[0], case .closeSubpath = elements[4 * run + 1],
      case .line(let firstEnd) = elements[1], case .line(let secondEnd) = elements[1 + run],
      let secondStart = elements[run].endPoint,
      let d0 = Self.axisDirection(firstEnd - start),
      let d1 = Self.axisDirection(secondEnd - secondStart)
    else { return nil }
    // The first two lines' directions give the turn.
    let sense: Double
    if d1 == SecondRun.map(d0, 1) {
      sense = 1
    } else if d1 == SecondRun.map(d0, -1) {
      sense = -1
    } else {
      return nil
    }
    // Twice the signed area relative to the start: the chords' part, and the cubics'
    // parts beyond their chords (each run's the first run's: a turn keeps areas).
    var chords = 0.0
    var bulges = 0.0
    var from = firstEnd
    for i in 1..<run {
      guard case .curve(let p, let c1, let c2) = elements[1 + i] else { return nil }
      bulges += PowerCurve(CubicBezier(from, c1, c2, p)).twiceAreaBeyondChord
      chords += (from - start).cross(p - start)
      from = p
    }
    // The corner's extent: where the first run ends, from its line's end.
    let extent = max(abs(from.x - firstEnd.x), abs(from.y - firstEnd.y))
    let slack = RecentCubics.slack(
      magnitude: magnitude, extent: extent, fitTolerance: fitTolerance)
    // Whether run `j`'s line runs along the first one's turned and its cubics are the
    // first run's turned (`T`), adding its chords.
    @inline(__always) func matches<T: RunTurn>(_: T.Type, _ j: Int) -> Bool {
      let lineIndex = 1 + j * run
      guard case .line(let lineEnd) = elements[lineIndex],
        Self.axisDirection(lineEnd - from) == T.map(d0, sense)
      else { return false }
      chords += (from - start).cross(lineEnd - start)
      from = lineEnd
      // The largest coordinate difference between a point relative to this run's line
      // end and the first run's point relative to its own, turned (`d > m ? d : m` is one
      // `maxsd`; the coordinates are finite).
      var deviation = 0.0
      @inline(__always) func compare(_ a: Point, _ b: Point) {
        let turned = T.map(b - firstEnd, sense)
        let dx = abs(a.x - lineEnd.x - turned.x)
        let dy = abs(a.y - lineEnd.y - turned.y)
        deviation = dx > deviation ? dx : deviation
        deviation = dy > deviation ? dy : deviation
      }
      for i in 1..<run {
        guard case .curve(let p, let c1, let c2) = elements[lineIndex + i],
          case .curve(let q, let e1, let e2) = elements[1 + i]
        else { return false }
        compare(c1, e1)
        compare(c2, e2)
        compare(p, q)
        chords += (from - start).cross(p - start)
        from = p
      }
      return deviation <= slack
    }
    guard matches(SecondRun.self, 1), matches(ThirdRun.self, 2), matches(FourthRun.self, 3),
      from == start
    else { return nil }
    self.run = run
    self.sense = sense
    twiceArea = chords + 4 * bulges
  }

  /// How the inner side of a path of runs of `run` elements may be drawn at the stroke's
  /// half width `h`, by a test of a few products on the first run's cubics ahead of the
  /// fits; `nil` where the general stroker draws it.
  ///
  /// - ``InnerSide/fitted`` where every cubic bends gently enough at its ends that both
  ///   sides may get the plain fits ``strokeFirstRun`` needs: h·|κ| ≤ 0.8 at each end. The
  ///   direct fit's first test on the inner side asks for 1 − h·κ ≥
  ///   ``OffsetFitter/delicateSpeedRatio`` (½) there, and the arc route for an inner radius
  ///   of at least ``OffsetFitter/arcLeastScale`` (¼) of the arc's; a cubic quarter circle's
  ///   end curvature is 0.98 of the circle's, so 0.8 passes every run they may draw.
  /// - ``InnerSide/rectangle`` where the run has one cubic and h·|κ| ≥ 1.25 at its ends
  ///   and its middle: a corner tighter than the half width, whose inner side, if it is an
  ///   arc (``strokeFirstRun`` asks), runs backwards all through it.
  ///
  /// κ = (2/3)·(u × a)/|u|³, with u the end's handle and a its second difference
  /// (p0 − 2p1 + p2, p1 − 2p2 + p3), compared squared with no division.
  static func innerSide(
    _ elements: UnsafeBufferPointer<Path.Element>, run: Int, h: Double
  ) -> InnerSide? {
    guard case .line(let lineEnd) = elements[1] else { return nil }
    let scale = (4.0 / 9) * h * h
    // (h·|κ|)² against bound², as (4/9)·h²·(u × a)² against bound²·|u|⁶, with u = B′/3
    // and a = B″/6 (at t = ½: (p3 + p2 − p1 − p0)/4 and (p3 − p2 − p1 + p0)/2).
    @inline(__always) func bend(_ u: Point, _ a: Point) -> (bent: Double, limit: Double) {
      let cross = u.cross(a)
      let speedSquared = u.dot(u)
      return (scale * cross * cross, speedSquared * speedSquared * speedSquared)
    }
    var from = lineEnd
    for i in 1..<run {
      guard case .curve(let p, let c1, let c2) = elements[1 + i] else { return nil }
      let start = bend(c1 - from, from - 2 * c1 + c2)
      let end = bend(p - c2, c1 - 2 * c2 + p)
      guard start.bent <= 0.64 * start.limit, end.bent <= 0.64 * end.limit else {
        // Not gentle: a rectangle inside, or the general stroker (the run's one cubic).
        let middle = bend(0.25 * (p + c2 - c1 - from), 0.5 * (p - c2 - c1 + from))
        guard run == 2, start.bent >= 1.5625 * start.limit, end.bent >= 1.5625 * end.limit,
          middle.bent >= 1.5625 * middle.limit
        else { return nil }
        return .rectangle
      }
      from = p
    }
    return .fitted
  }

  /// The unit vector along `d` where it runs along an axis (exactly; not zero), else `nil`.
  @inline(__always)
  static func axisDirection(_ d: Point) -> Point? {
    if d.y == 0 && d.x != 0 { return Point(x: d.x > 0 ? 1 : -1, y: 0) }
    if d.x == 0 && d.y != 0 { return Point(x: 0, y: d.y > 0 ? 1 : -1) }
    return nil
  }

  /// A line's unit direction, as ``Stroker/line(to:)`` takes it.
  @inline(__always)
  static func lineTangent(from a: Point, to b: Point) -> Point {
    let delta = b - a
    return delta.direction(length: delta.magnitude)
  }

  /// The crossings of the lines' offsets, `.j` where line j's meets line j + 1's.
  typealias Rectangle = (Point, Point, Point, Point)

  /// Run `j`'s line in `elements`: its end, and its offset by `h` along the left normal as
  /// ``Stroker`` computes it from the line's own direction.
  @inline(__always)
  func line(_ j: Int, _ elements: UnsafeBufferPointer<Path.Element>, h: Double) -> (
    end: Point, offset: Point
  ) {
    let from = elements[j * run].endPoint.unsafelyUnwrapped
    let end = elements[1 + j * run].endPoint.unsafelyUnwrapped
    let t = Self.lineTangent(from: from, to: end)
    return (end, h * t.perpendicular)
  }

  /// The inner contour ``InnerSide/rectangle`` draws: where the inner offsets of the lines
  /// cross (the left ones where the area is positive; the lines run along the axes, so each
  /// crossing takes one coordinate from each offset, exactly); `nil` where the crossings do
  /// not follow the lines in order, apart by more than the snap distance along them (a
  /// rectangle turned inside out, or thinner: the stroke covers the inside or nearly so).
  func innerRectangle(_ elements: UnsafeBufferPointer<Path.Element>, _ g: StrokeOutliner)
    -> Rectangle?
  {
    let h = twiceArea >= 0 ? g.halfWidth : -g.halfWidth
    let lines = (
      line(0, elements, h: h), line(1, elements, h: h), line(2, elements, h: h),
      line(3, elements, h: h)
    )
    @inline(__always) func corner(
      _ a: (end: Point, offset: Point), _ b: (end: Point, offset: Point)
    ) -> Point {
      let p = a.end + a.offset
      let q = b.end + b.offset
      // Line a runs along x where its offset does not.
      return a.offset.x == 0 ? Point(x: q.x, y: p.y) : Point(x: p.x, y: q.y)
    }
    let corners = (
      corner(lines.0, lines.1), corner(lines.1, lines.2), corner(lines.2, lines.3),
      corner(lines.3, lines.0)
    )
    let first = lines.0.end - elements[0].endPoint.unsafelyUnwrapped
    let second = lines.1.end - elements[run].endPoint.unsafelyUnwrapped
    let snap = g.snapDistance
    guard (corners.0 - corners.3).dot(first) > snap * first.magnitude,
      (corners.1 - corners.0).dot(second) > snap * second.magnitude
    else { return nil }
    return corners
  }

  /// Strokes the first run's sides into `right` and `left` as ``Stroker`` does.
  ///
  /// Each side is a move, the line and each cubic's fit. `false` where that stroke is not
  /// plain (see ``Path/strokedQuarterTurns(_:)``), the joint into the second run's line
  /// included.
  func strokeFirstRun(
    _ elements: UnsafeBufferPointer<Path.Element>, _ fitter: OffsetFitter, _ inner: InnerSide,
    _ right: inout [Path.Element], _ left: inout [Path.Element]
  ) -> Bool {
    let g = fitter.outliner
    let h = g.halfWidth
    let snapSquared = g.snapDistance * g.snapDistance
    guard case .move(let start) = elements[0], case .line(let lineEnd) = elements[1],
      case .line(let nextEnd) = elements[1 + run],
      let nextStart = elements[run].endPoint
    else { return false }
    // Both lines are drawn (so are their turned copies: opposite lines are as long).
    guard (lineEnd - start).dot(lineEnd - start) > snapSquared,
      (nextEnd - nextStart).dot(nextEnd - nextStart) > snapSquared
    else { return false }
    let lineTangent = Self.lineTangent(from: start, to: lineEnd)
    let n0 = h * lineTangent.perpendicular
    right.append(.move(to: start - n0))
    left.append(.move(to: start + n0))
    right.append(.line(to: lineEnd - n0))
    left.append(.line(to: lineEnd + n0))
    // With a rectangle inside, only the outer side's fits are kept: the right side's
    // where the area is positive, the left side's where it is negative.
    let rectangle = inner == .rectangle
    let rightIsOuter = twiceArea >= 0
    // Whether the sides (the outer one alone with a rectangle inside), ending at the
    // offsets of `pivot` along `n`, go on from there with no line drawn (the straight
    // joint's lines within the snap distance).
    @inline(__always) func meet(_ pivot: Point, _ n: Point) -> Bool {
      let r = right[right.count - 1].endPoint.unsafelyUnwrapped - (pivot - n)
      let l = left[left.count - 1].endPoint.unsafelyUnwrapped - (pivot + n)
      guard rectangle else { return r.dot(r) <= snapSquared && l.dot(l) <= snapSquared }
      return (rightIsOuter ? r.dot(r) : l.dot(l)) <= snapSquared
    }
    var tangent = lineTangent
    var current = lineEnd
    var marks: [Point] = []
    for i in 1..<run {
      guard case .curve(let p, let c1, let c2) = elements[1 + i] else { return false }
      let bezier = CubicBezier(current, c1, c2, p)
      guard c1 != current || c2 != current || p != current else { return false }
      let curve = StrokedCubic(bezier)
      let ends = curve.ends
      guard g.isStraightJoint(dot: tangent.dot(ends.t0), cross: tangent.cross(ends.t0)),
        meet(current, h * ends.t0.perpendicular)
      else { return false }
      let arc =
        OffsetFitter.mayBeArc(bezier)
        ? fitter.appendArcOffsets(&right, &left, curve, ends.t0, ends.t1, rightMarks: &marks)
        : nil
      let drawn =
        arc
        ?? fitter.appendDirectOffsets(
          &right, &left, curve, ends.t0, ends.t1, speeds: ends.speeds, rightMarks: &marks)
      if rectangle {
        // The corner is an arc (the rectangle is the general stroker's inner contour only
        // where the inner side runs backwards all through it), and its outer side is
        // drawn in one fit; the inner side is not drawn: a line to its end stands in for
        // what the fitter wrote there, so that each side has an element a source element.
        guard OffsetFitter.mayBeArc(bezier),
          rightIsOuter ? drawn.right && marks.isEmpty : drawn.left && drawn.leftMark == nil
        else { return false }
        let n1 = h * ends.t1.perpendicular
        if rightIsOuter {
          left.removeSubrange(2...)
          left.append(.line(to: p + n1))
        } else {
          right.removeSubrange(2...)
          right.append(.line(to: p - n1))
        }
      } else {
        guard drawn.right, drawn.left, drawn.leftMark == nil, marks.isEmpty else { return false }
      }
      tangent = ends.t1
      current = p
    }
    guard right.count == run + 1, left.count == run + 1 else { return false }
    // A fit from finite input can still be off: the turned copies are as finite as it.
    var scan = CoordinateScan()
    for k in 0...run {
      scan.add(right[k])
      scan.add(left[k])
    }
    guard scan.isFinite else { return false }
    // The joint into the second run's line; the later ones and the closing joint are
    // this one turned.
    let nextTangent = Self.lineTangent(from: nextStart, to: nextEnd)
    return g.isStraightJoint(dot: tangent.dot(nextTangent), cross: tangent.cross(nextTangent))
      && meet(nextStart, h * nextTangent.perpendicular)
  }
}
