// A closed contour of an outline being edited, seen in place, for the loop pass.

/// One closed contour of an outline being edited, seen in place: its start and its drawing
/// elements (a view of the outline's storage), followed by a closing line to the start
/// unless the last ends there, indexed cyclically.
struct LoopContour {
  var start: Point
  var elements: UnsafeBufferPointer<Path.Element>
  /// Whether a closing line to `start` follows `elements`: not where the last element ends
  /// within 2⁻⁴⁰ of the start's coordinates' size.
  ///
  /// A side's last fit can end a rounding away from where the side began (the two offsets
  /// of one point, along normals computed from a line and from a curve's end); a piece of
  /// that length between the backward run at the last corner and the first piece would
  /// stand between the two pieces that cross, and the loop over the start would be kept.
  var closes: Bool

  init(start: Point, elements: UnsafeBufferPointer<Path.Element>) {
    self.start = start
    self.elements = elements
    let end = elements.last?.endPoint ?? start
    closes =
      end != start
      && !(abs(end.x - start.x) + abs(end.y - start.y)
        <= 0x1p-40 * (abs(start.x) + abs(start.y)))
  }

  /// The number of pieces, the closing line included.
  @inline(__always) var count: Int { elements.count + (closes ? 1 : 0) }

  /// `index` modulo the count, in 0..<count (dividing only when it lies outside).
  @inline(__always) func wrapped(_ index: Int) -> Int {
    let n = count
    return index >= 0 && index < n ? index : ((index % n) + n) % n
  }

  /// Element `index` modulo the count.
  @inline(__always) func element(_ index: Int) -> Path.Element {
    let i = wrapped(index)
    return i == elements.count ? .line(to: start) : elements[i]
  }

  /// Where element `index` (modulo the count) starts.
  @inline(__always) func startOf(_ index: Int) -> Point {
    let i = wrapped(index)
    return i == 0 ? start : (element(i - 1).endPoint ?? start)
  }

  /// The piece `index` (modulo the count) as a cubic (a line as the cubic with controls at
  /// its thirds, so its parameter is the line's) and whether it is a line.
  @inline(__always) func piece(_ index: Int) -> (curve: CubicBezier, isLine: Bool) {
    let i = wrapped(index)
    let from = i == 0 ? start : (elements[i - 1].endPoint ?? start)
    let element = i == elements.count ? Path.Element.line(to: start) : elements[i]
    switch element {
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

  /// Adds the signed crossings of the contour with the counter's ray.
  func addCrossings(to counter: inout WindingCounter) {
    var from = start
    for element in elements {
      switch element {
      case .line(let p):
        counter.addLine(from, p)
        from = p
      case .curve(let p, let c1, let c2):
        counter.addCubic(from, c1, c2, p)
        from = p
      case .quadCurve(let p, let c):
        counter.addQuad(QuadBezier(from, c, p))
        from = p
      case .move, .closeSubpath:
        break
      }
    }
    if closes { counter.addLine(from, start) }
  }

  /// Adds the signed crossings of the contour with both counters' rays.
  func addCrossings(to first: inout WindingCounter, _ second: inout WindingCounter) {
    // A curve whose control polygon lies wholly below both rays' heights, at or above
    // both, or at or left of both points is passed by both counters' quick rejections
    // (`WindingCounter.addCubic`), which change nothing; it is tested once against the
    // bounds of both. Without a NaN among them, x > max(a, b) exactly when x > a and
    // x > b (and so for ≤ min); with one, the bounds are NaN and pass no curve.
    let joint = !first.py.isNaN && !second.py.isNaN && !first.px.isNaN && !second.px.isNaN
    let highY = joint ? max(first.py, second.py) : .nan
    let lowY = joint ? min(first.py, second.py) : .nan
    let lowX = joint ? min(first.px, second.px) : .nan
    var from = start
    for element in elements {
      switch element {
      case .line(let p):
        first.addLine(from, p)
        second.addLine(from, p)
        from = p
      case .curve(let p, let c1, let c2):
        defer { from = p }
        if from.y > highY && c1.y > highY && c2.y > highY && p.y > highY { continue }
        if from.y <= lowY && c1.y <= lowY && c2.y <= lowY && p.y <= lowY { continue }
        if from.x <= lowX && c1.x <= lowX && c2.x <= lowX && p.x <= lowX { continue }
        first.addCubic(from, c1, c2, p)
        second.addCubic(from, c1, c2, p)
      case .quadCurve(let p, let c):
        first.addQuad(QuadBezier(from, c, p))
        second.addQuad(QuadBezier(from, c, p))
        from = p
      case .move, .closeSubpath:
        break
      }
    }
    if closes {
      first.addLine(from, start)
      second.addLine(from, start)
    }
  }
}
