// The stroker's state machine: subpaths, segments, joins between them, caps and the
// assembly of the two sides into fillable contours (the outline model of the Stroking
// article). Curves are offset by `OffsetFitter`.

/// Builds a stroke outline segment by segment.
///
/// The left side (`+h·n`, n the left normal of the direction of travel) is written straight
/// into `output`; the right side is collected forwards in `right` and appended reversed
/// when the subpath ends. Both buffers keep their capacity across subpaths, so stroking
/// allocates only when the output grows.
struct Stroker {
  /// The curve offsetting, with the stroke's shape parameters (`outliner`).
  let fitter: OffsetFitter
  /// The outline built so far.
  var output: [Path.Element] = []
  /// The right side of the current subpath, forwards, starting with a `.move`.
  var right: [Path.Element] = []

  /// The source point the next segment starts from.
  var current = Point.zero
  /// The start of the current subpath.
  var subpathStart = Point.zero
  /// Whether the current subpath has a drawing element (even a zero-length one).
  var hasElement = false
  /// Whether the current subpath has a segment of non-zero length.
  var hasSegment = false
  /// The direction the first segment leaves in.
  var firstTangent = Point(x: 1, y: 0)
  /// The direction the last segment arrived in.
  var lastTangent = Point(x: 1, y: 0)
  /// The direction of the square drawn for a zero-length subpath with square caps.
  var dotTangent = Point(x: 1, y: 0)

  init(fitter: OffsetFitter, capacity: Int) {
    self.fitter = fitter
    output.reserveCapacity(capacity)
    right.reserveCapacity(64)
  }

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
    let tangent = delta * (1 / delta.magnitude)
    begin(at: current, tangent: tangent)
    let n = outliner.halfWidth * Point(x: -tangent.y, y: tangent.x)
    output.append(.line(to: point + n))
    right.append(.line(to: point - n))
    lastTangent = tangent
    current = point
  }

  /// Adds a quadratic curve from the current point (stroked as its exact cubic form).
  mutating func quad(to point: Point, control: Point) {
    cubic(QuadBezier(current, control, point).elevated)
  }

  /// Adds a cubic curve from the current point (`curve.p0`).
  mutating func cubic(_ bezier: CubicBezier) {
    hasElement = true
    let p0 = bezier.p0
    guard bezier.p1 != p0 || bezier.p2 != p0 || bezier.p3 != p0 else { return }
    let curve = StrokedCubic(bezier)
    let startTangent = curve.tangent(at: 0, fromRight: true)
    begin(at: p0, tangent: startTangent)

    let endTangent = curve.tangent(at: 1, fromRight: false)
    var roots = RootBuffer()
    curve.inflections(into: &roots)
    roots.sort()
    let g = fitter
    for sideIndex in 0..<2 {
      let side: Double = sideIndex == 0 ? 1 : -1
      var start = CurveEnd(t: 0, point: p0, tangent: startTangent)
      if roots.count > 0 {
        let whole = CurveEnd(t: 1, point: bezier.p3, tangent: endTangent)
        let done =
          side > 0
          ? g.appendWholeSide(&output, curve, start, whole, side: side)
          : g.appendWholeSide(&right, curve, start, whole, side: side)
        if done { continue }
      }
      // Split where the offset has cusps if it has any (each piece between them, S-shaped
      // or not, usually fits one cubic), else at the inflections.
      var cusps = RootBuffer()
      if roots.count > 0 { g.offsetCusps(curve, h: side * g.halfWidth, into: &cusps) }
      let splits = cusps.count > 0 ? cusps : roots
      for i in 0...splits.count {
        let t = i < splits.count ? splits[i] : 1
        if i < splits.count && t - start.t < 1e-9 { continue }
        let p = curve.point(at: t)
        let arriving = curve.tangent(at: t, fromRight: false)
        let end = CurveEnd(t: t, point: p, tangent: arriving)
        if side > 0 {
          g.appendOffset(&output, curve, start, end, side: side, depth: 0)
        } else {
          g.appendOffset(&right, curve, start, end, side: side, depth: 0)
        }
        guard t < 1 else { break }
        let leaving = curve.tangent(at: t, fromRight: true)
        if leaving != arriving {
          if side > 0 {
            g.outliner.appendJoin(&output, pivot: p, arriving, leaving, side: side, style: .round)
          } else {
            g.outliner.appendJoin(&right, pivot: p, arriving, leaving, side: side, style: .round)
          }
        }
        start = CurveEnd(t: t, point: p, tangent: leaving)
      }
    }
    lastTangent = endTangent
    current = bezier.p3
  }

  /// Closes the current subpath with a line to its start and a join there.
  mutating func close() {
    hasElement = true
    line(to: subpathStart)
    if hasSegment {
      let g = outliner
      g.appendJoin(
        &output, pivot: subpathStart, lastTangent, firstTangent, side: 1, style: g.join)
      g.appendJoin(
        &right, pivot: subpathStart, lastTangent, firstTangent, side: -1, style: g.join)
      output.append(.closeSubpath)
      appendRightReversed(startingWithMove: true)
      output.append(.closeSubpath)
    } else {
      appendDot()
    }
    hasElement = false
    hasSegment = false
    current = subpathStart
  }

  /// Ends the last subpath and returns the outline.
  mutating func finish() -> [Path.Element] {
    finishOpen()
    return output
  }

  // MARK: Assembly

  /// Starts a segment at `point` leaving in `tangent`: the first one opens both sides,
  /// later ones get a join.
  private mutating func begin(at point: Point, tangent: Point) {
    let n = outliner.halfWidth * Point(x: -tangent.y, y: tangent.x)
    if hasSegment {
      let g = outliner
      g.appendJoin(&output, pivot: point, lastTangent, tangent, side: 1, style: g.join)
      g.appendJoin(&right, pivot: point, lastTangent, tangent, side: -1, style: g.join)
    } else {
      hasSegment = true
      firstTangent = tangent
      output.append(.move(to: point + n))
      right.removeAll(keepingCapacity: true)
      right.append(.move(to: point - n))
    }
  }

  /// Ends an open subpath: end cap, right side reversed, start cap.
  private mutating func finishOpen() {
    defer {
      hasElement = false
      hasSegment = false
    }
    guard hasSegment else {
      if hasElement { appendDot() }
      return
    }
    let g = outliner
    g.appendCap(&output, at: current, tangent: lastTangent)
    appendRightReversed(startingWithMove: false)
    g.appendCap(&output, at: subpathStart, tangent: -firstTangent)
    output.append(.closeSubpath)
  }

  /// Appends the right side reversed; its last point is the current point of the output
  /// unless `startingWithMove`.
  private mutating func appendRightReversed(startingWithMove: Bool) {
    var i = right.count - 1
    if startingWithMove, let last = right.last?.endPoint { output.append(.move(to: last)) }
    while i > 0 {
      let previous = right[i - 1].endPoint ?? .zero
      switch right[i] {
      case .line:
        output.append(.line(to: previous))
      case .curve(_, let c1, let c2):
        output.append(.curve(to: previous, control1: c2, control2: c1))
      case .quadCurve(_, let c):
        output.append(.quadCurve(to: previous, control: c))
      case .move, .closeSubpath:
        break
      }
      i -= 1
    }
  }

  /// The stroke of a zero-length subpath: a disc for round caps, a square along
  /// `dotTangent` for square caps, nothing for butt caps.
  private mutating func appendDot() {
    let g = outliner
    guard g.cap != .butt else { return }
    let n = Point(x: -dotTangent.y, y: dotTangent.x)
    output.append(.move(to: current + g.halfWidth * n))
    g.appendCap(&output, at: current, tangent: dotTangent)
    g.appendCap(&output, at: current, tangent: -dotTangent)
    output.append(.closeSubpath)
  }
}
