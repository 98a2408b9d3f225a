extension Path {
  /// Calls `body` with every drawn segment, in order, with its start point made explicit.
  ///
  /// `closeSubpath` yields the closing line (even when it has zero length). With
  /// `closingOpenSubpaths`, an open subpath also yields the line back to its start, as a
  /// fill does; moves yield nothing.
  @inlinable
  func forEachSegment(closingOpenSubpaths: Bool, _ body: (Segment) -> Void) {
    var start = Point.zero
    var current = Point.zero
    var open = false
    for element in storage {
      switch element {
      case .move(let p):
        if closingOpenSubpaths && open { body(.line(current, start)) }
        start = p
        current = p
        open = false
      case .closeSubpath:
        body(.line(current, start))
        current = start
        open = false
      case .line(let p):
        body(.line(current, p))
        current = p
        open = true
      case .quadCurve(let p, let c):
        body(.quad(QuadBezier(current, c, p)))
        current = p
        open = true
      case .curve(let p, let c1, let c2):
        body(.cubic(CubicBezier(current, c1, c2, p)))
        current = p
        open = true
      }
    }
    if closingOpenSubpaths && open { body(.line(current, start)) }
  }
}

extension Path {
  /// Calls `body` with the segments of each subpath that draws something, and whether it
  /// is closed.
  ///
  /// A closed subpath's closing line comes last, even of zero length; a lone move draws
  /// nothing. The array is reused from one subpath to the next.
  func forEachSubpath(_ body: (_ segments: [Segment], _ closed: Bool) -> Void) {
    var segments: [Segment] = []
    var start = Point.zero
    var current = Point.zero
    func flush(closed: Bool) {
      if !segments.isEmpty { body(segments, closed) }
      segments.removeAll(keepingCapacity: true)
    }
    for element in storage {
      switch element {
      case .move(let p):
        flush(closed: false)
        start = p
        current = p
      case .closeSubpath:
        segments.append(.line(current, start))
        flush(closed: true)
        current = start
      default:
        if let segment = element.segment(from: current, subpathStart: start) {
          segments.append(segment)
          current = segment.end
        }
      }
    }
    flush(closed: false)
  }
}

extension Path.Element {
  /// The segment this element draws from `current`: a `closeSubpath` draws the line back
  /// to `subpathStart`; a move draws nothing (`nil`).
  @inlinable
  func segment(from current: Point, subpathStart: Point) -> Segment? {
    switch self {
    case .move: return nil
    case .line(let p): return .line(current, p)
    case .quadCurve(let p, let c): return .quad(QuadBezier(current, c, p))
    case .curve(let p, let c1, let c2): return .cubic(CubicBezier(current, c1, c2, p))
    case .closeSubpath: return .line(current, subpathStart)
    }
  }
}
