// Dropping the loops the inner side of a stroke draws: at corners between two curves (cut
// as the second is drawn, `turnInnerCornerBetweenCurves`; corners next to lines are cut in
// CanonicalOutline.swift), and, once the subpath is assembled, at the closing corner next
// to a curve, at cusps of the source, and where a curve bends tighter than the half width,
// so that its inner offset runs backwards (the Stroking article, "The outline model").

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

/// An outline sink over storage it does not own: the elements written so far are
/// `base[0..<count]`, at most `capacity` of them (an element past that is dropped; callers
/// size the storage so that none is).
struct ContourEditor: OutlineSink {
  let base: UnsafeMutablePointer<Path.Element>
  let capacity: Int
  var count = 0

  init(_ base: UnsafeMutablePointer<Path.Element>, capacity: Int) {
    self.base = base
    self.capacity = capacity
  }

  @inline(__always) subscript(index: Int) -> Path.Element {
    get { base[index] }
    set { base[index] = newValue }
  }

  @inline(__always) mutating func append(_ element: Path.Element) {
    guard count < capacity else { return }
    base[count] = element
    count += 1
  }

  @discardableResult mutating func removeLast() -> Path.Element {
    guard count > 0 else { return .closeSubpath }
    count -= 1
    return base[count]
  }

  mutating func removeSubrange(_ bounds: Range<Int>) {
    let lower = max(0, min(bounds.lowerBound, count))
    let upper = max(lower, min(bounds.upperBound, count))
    var k = upper
    while k < count {
      base[k - (upper - lower)] = base[k]
      k += 1
    }
    count -= upper - lower
  }

  mutating func removeAll(keepingCapacity: Bool) { count = 0 }

  mutating func appendReversed(of side: ContourEditor, from last: Int) {
    var k = last
    while k > 0 {
      let element = side[k]
      append(element.reversed(to: side[k - 1].endPoint ?? .zero) ?? element)
      k -= 1
    }
  }

  /// Appends `source[0..<length]`, elements of the storage at or after the end of the
  /// written ones (moved as bytes, so the two may overlap; nothing moves where they
  /// coincide).
  mutating func appendInPlace(_ source: UnsafePointer<Path.Element>, _ length: Int) {
    let length = max(0, min(length, capacity - count))
    let destination = base + count
    if UnsafePointer(destination) != source && length > 0 {
      // Elements are trivial values; `copyMemory` allows overlapping regions.
      UnsafeMutableRawPointer(destination).copyMemory(
        from: source, byteCount: length * MemoryLayout<Path.Element>.stride)
    }
    count += length
  }
}

/// The loop marks of one subpath, for exact look-up of element end points: an open-addressed
/// hash table of indices into the marks, behind a 256-bit filter keyed by their x.
struct LoopMarkTable {
  private let marks: [Point]
  private let slots: UnsafeMutableBufferPointer<Int32>
  private let mask: Int
  private var filter: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  /// The number of slots for `count` marks: the least power of two, at least 8, with at
  /// least twice as many.
  static func slotCount(for count: Int) -> Int {
    var size = 8
    while size < 2 * count { size *= 2 }
    return size
  }

  /// The table of `marks` in the first ``slotCount(for:)`` of `slots` (storage the caller
  /// keeps while the table is used).
  init(_ marks: [Point], slots storage: UnsafeMutableBufferPointer<Int32>) {
    self.marks = marks
    let size = Self.slotCount(for: marks.count)
    slots = UnsafeMutableBufferPointer(rebasing: storage[0..<size])
    mask = size - 1
    slots.initialize(repeating: -1)
    for (index, mark) in marks.enumerated() where index <= Int(Int32.max) {
      let key = Self.filterKey(mark)
      withUnsafeMutableBytes(of: &filter) { words in
        let offset = 8 * Int(key >> 62)
        let word = words.load(fromByteOffset: offset, as: UInt64.self)
        words.storeBytes(of: word | 1 << (key >> 56 & 63), toByteOffset: offset, as: UInt64.self)
      }
      var slot = Self.hash(mark) & mask
      while slots[slot] >= 0 {
        if marks[Int(slots[slot])] == mark { break }
        slot = (slot + 1) & mask
      }
      if slots[slot] < 0 { slots[slot] = Int32(index) }
    }
  }

  /// A hash of `p` equal for equal points (without the sign bits, so both zeros hash alike).
  ///
  /// Coordinates on a coarse grid (multiples of ½) have 40 and more trailing zero bits, and
  /// a product keeps them: the high half is folded down before the second multiply, as in
  /// SplitMix64's finalizer, so that the low bits the table's mask keeps depend on every
  /// bit of both coordinates.
  @inline(__always) private static func hash(_ p: Point) -> Int {
    let x = p.x.bitPattern << 1
    let y = p.y.bitPattern << 1
    var h = x ^ (y &* 0x9E37_79B9_7F4A_7C15)
    h = (h ^ (h >> 32)) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: h ^ (h >> 29))
  }

  /// The filter's key of `p`, from its x alone (without the sign bit): its top 2 bits pick
  /// a word, the next 6 a bit.
  @inline(__always) private static func filterKey(_ p: Point) -> UInt64 {
    (p.x.bitPattern << 1) &* 0x9E37_79B9_7F4A_7C15
  }

  /// Whether `p` is one of the marks.
  @inline(__always) func contains(_ p: Point) -> Bool {
    let key = Self.filterKey(p)
    let word = withUnsafeBytes(of: filter) {
      $0.load(fromByteOffset: 8 * Int(key >> 62), as: UInt64.self)
    }
    guard word & 1 << (key >> 56 & 63) != 0 else { return false }
    var slot = Self.hash(p) & mask
    while true {
      let index = slots[slot]
      if index < 0 { return false }
      if marks[Int(index)] == p { return true }
      slot = (slot + 1) & mask
    }
  }
}

/// The pieces a mark's search for a backward run reads (`reversalCrossing`): whether the
/// contour turns back at the end of a piece, and two pieces as cubics where their control
/// boxes meet.
protocol RunSearchPieces {
  /// Whether the contour turns back at the end of piece `e` (``contourTurnsBack(_:into:)``).
  mutating func turnsBack(_ e: Int) -> Bool
  /// Pieces `i` and `j` as cubics (``LoopContour/piece(_:)``) where their control boxes
  /// meet; `nil` where they are apart.
  mutating func meetingPieces(_ i: Int, _ j: Int) -> (CubicBezier, CubicBezier)?
}

/// Whether a contour turns back at the joint of `piece` and `next`: by the secants over the
/// quarters next to the joint (a cusp-end fit's handle there may be tiny, even reversed).
@inline(__always) func contourTurnsBack(_ piece: CubicBezier, into next: CubicBezier) -> Bool {
  let arriving = piece.p3 - inlinePoint(piece, 0.75)
  let leaving = inlinePoint(next, 0.25) - next.p0
  return arriving.dot(leaving) < 0
}

/// Whether the control boxes `a` and `b` meet (share a point, edges included).
@inline(__always) func boxesMeet(
  _ a: (low: Point, high: Point), _ b: (low: Point, high: Point)
) -> Bool {
  a.low.x <= b.high.x && b.low.x <= a.high.x && a.low.y <= b.high.y && b.low.y <= a.high.y
}

/// The pieces of a contour next to a mark, each made a cubic once: pieces `lowest` to
/// `lowest + 31` at most, kept in `storage`.
struct PieceWindow: RunSearchPieces {
  let contour: LoopContour
  let lowest: Int
  let storage: UnsafeMutablePointer<CubicBezier>
  var known: UInt32 = 0

  init(_ contour: LoopContour, from lowest: Int, storage: UnsafeMutablePointer<CubicBezier>) {
    self.contour = contour
    self.lowest = lowest
    self.storage = storage
  }

  /// Piece `e` as a cubic (``LoopContour/piece(_:)``).
  @inline(__always) mutating func piece(_ e: Int) -> CubicBezier {
    let slot = e - lowest
    if known & (1 << slot) != 0 { return storage[slot] }
    let curve = contour.piece(e).curve
    storage[slot] = curve
    known |= 1 << slot
    return curve
  }

  @inline(__always) mutating func turnsBack(_ e: Int) -> Bool {
    contourTurnsBack(piece(e), into: piece(e + 1))
  }

  @inline(__always) mutating func meetingPieces(_ i: Int, _ j: Int) -> (
    CubicBezier, CubicBezier
  )? {
    let a = piece(i)
    let b = piece(j)
    return boxesMeet(controlBox(a), controlBox(b)) ? (a, b) : nil
  }
}

/// A contour of at most ``capacity`` pieces read once for all of its marks: each piece's
/// control box, and whether the contour turns back at its end; pieces are made cubic again
/// only where two boxes meet.
///
/// **Same answers as the window.** Piece `e` (``LoopContour/piece(_:)``) depends only on
/// `e` modulo the count, and its box and turn are computed here by the functions the window
/// uses (`controlBox`, ``contourTurnsBack(_:into:)``) on the same cubics, so every answer equals
/// ``PieceWindow``'s bit for bit: a mark's search tries the same pairs, calls `crossing`
/// and `mayDropLoop` on the same cubics in the same order (drawing on the same
/// whole-outline budget), and finds the same cut or none. A mark whose pairs' boxes are
/// all apart costs a few bit and box tests.
///
/// That is the common mark of an inside-out inner contour, a pill or low rectangle
/// narrower than the stroke: a reversed arc at every corner, each marked, and the pieces
/// either side of it (the edges' offsets, moved past each other) far apart.
struct ContourSummary: RunSearchPieces {
  /// The most pieces summarised (their boxes take 512 bytes of the pass's stack).
  static let capacity = 16
  let contour: LoopContour
  let boxes: UnsafeMutablePointer<(low: Point, high: Point)>
  /// Bit `e`: the contour turns back at the end of piece `e`.
  private var turns: UInt32 = 0

  /// The summary of `contour` (at most ``capacity`` pieces) in `storage` (room for as
  /// many boxes).
  init(_ contour: LoopContour, storage: UnsafeMutablePointer<(low: Point, high: Point)>) {
    self.contour = contour
    boxes = storage
    let n = contour.count
    let first = contour.piece(0).curve
    var piece = first
    for e in 0..<n {
      boxes[e] = controlBox(piece)
      let next = e + 1 < n ? contour.piece(e + 1).curve : first
      if contourTurnsBack(piece, into: next) { turns |= 1 << e }
      piece = next
    }
  }

  /// `e` modulo the count (a search's indices lie within a few pieces of 0..<count, so
  /// one or two steps, no division).
  @inline(__always) private func wrapped(_ e: Int) -> Int {
    let n = contour.count
    var k = e
    while k < 0 { k += n }
    while k >= n { k -= n }
    return k
  }

  @inline(__always) func turnsBack(_ e: Int) -> Bool {
    turns & (1 << UInt32(truncatingIfNeeded: wrapped(e))) != 0
  }

  @inline(__always) func meetingPieces(_ i: Int, _ j: Int) -> (
    CubicBezier, CubicBezier
  )? {
    guard boxesMeet(boxes[wrapped(i)], boxes[wrapped(j)]) else { return nil }
    return (contour.piece(i).curve, contour.piece(j).curve)
  }
}

/// The points of `c` at 0, `t1`, `t2`, `t3`, `t4` and 1 (`inlinePoint`, so constant
/// parameters give constant weights); for a `whole` chord only those at 0 and 1, the rest
/// left at `c.p0`.
@inline(__always) private func chordEnds(
  _ c: CubicBezier, whole: Bool, _ t1: Double, _ t2: Double, _ t3: Double, _ t4: Double
) -> (Point, Point, Point, Point, Point, Point) {
  guard !whole else { return (inlinePoint(c, 0), inlinePoint(c, 1), c.p0, c.p0, c.p0, c.p0) }
  return (
    inlinePoint(c, 0), inlinePoint(c, t1), inlinePoint(c, t2), inlinePoint(c, t3),
    inlinePoint(c, t4), inlinePoint(c, 1)
  )
}

/// `c.point(at: t)`, the same expression, always inlined (so that a constant `t` gives
/// constant weights).
@inline(__always) func inlinePoint(_ c: CubicBezier, _ t: Double) -> Point {
  let mt = 1 - t
  let a = mt * mt * mt
  let b = 3 * mt * mt * t
  let d3 = 3 * mt * t * t
  let d = t * t * t
  return Point(
    x: a * c.p0.x + b * c.p1.x + d3 * c.p2.x + d * c.p3.x,
    y: a * c.p0.y + b * c.p1.y + d3 * c.p2.y + d * c.p3.y)
}

/// `c.derivative(at: t)`, the same expression, always inlined.
@inline(__always) private func inlineDerivative(_ c: CubicBezier, _ t: Double) -> Point {
  let mt = 1 - t
  return 3 * (mt * mt * (c.p1 - c.p0) + 2 * mt * t * (c.p2 - c.p1) + t * t * (c.p3 - c.p2))
}

/// The control points of `c.subsegment(t0, t1)`, B(t0, t0, t1) and B(t0, t1, t1), by the
/// same blossoming, always inlined and without the end points (which callers have).
@inline(__always) private func subsegmentControls(_ c: CubicBezier, _ t0: Double, _ t1: Double)
  -> (Point, Point)
{
  let q0 = c.p0.lerp(to: c.p1, t0)
  let q1 = c.p1.lerp(to: c.p2, t0)
  let q2 = c.p2.lerp(to: c.p3, t0)
  let first = q0.lerp(to: q1, t0).lerp(to: q1.lerp(to: q2, t0), t1)
  let second = q0.lerp(to: q1, t1).lerp(to: q1.lerp(to: q2, t1), t1)
  return (first, second)
}

/// The control box of `c`: its control points' least and greatest coordinates.
@inline(__always) func controlBox(_ c: CubicBezier) -> (low: Point, high: Point) {
  (
    low: Point(x: min(c.p0.x, c.p1.x, c.p2.x, c.p3.x), y: min(c.p0.y, c.p1.y, c.p2.y, c.p3.y)),
    high: Point(x: max(c.p0.x, c.p1.x, c.p2.x, c.p3.x), y: max(c.p0.y, c.p1.y, c.p2.y, c.p3.y))
  )
}

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
  func removeLoops(_ output: inout [Path.Element], from start: Int, marks: [Point]) {
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
      output.withUnsafeMutableBufferPointer { buffer in
        guard let storage = buffer.baseAddress else { return }
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
        output.replaceSubrange(span.range, with: replacement)
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

  /// Turns the inner side of a corner between two curves at their offsets' crossing.
  ///
  /// Called after the second curve's side is drawn: `sink[join]` and `sink[join + 1]` are
  /// the detour through `pivot`, between the first curve's last offset piece and the
  /// second's first (``cornerCut(_:_:pivot:)``). Nothing changes where they do not cross
  /// as required.
  func turnInnerCornerBetweenCurves(_ sink: inout [Path.Element], join: Int, pivot: Point) {
    guard join > 1, join + 2 < sink.count, sink[join] == .line(to: pivot),
      case .line(let nextStart) = sink[join + 1],
      case .curve(let end, let c1, let c2) = sink[join - 1], let start = sink[join - 2].endPoint,
      case .curve(let nextEnd, let d1, let d2) = sink[join + 2]
    else { return }
    let a = CubicBezier(start, c1, c2, end)
    let b = CubicBezier(nextStart, d1, d2, nextEnd)
    guard let cut = cornerCut(a, b, pivot: pivot) else { return }
    let kept = subsegmentControls(a, 0, cut.u)
    let next = subsegmentControls(b, cut.v, 1)
    sink.withUnsafeMutableBufferPointer { side in
      side[join - 1] = .curve(to: cut.point, control1: kept.0, control2: kept.1)
      side[join] = .curve(to: nextEnd, control1: next.0, control2: next.1)
      // The pieces after the detour move down two places.
      var k = join + 1
      while k + 2 < side.count {
        side[k] = side[k + 2]
        k += 1
      }
    }
    sink.removeLast()
    sink.removeLast()
  }

  /// Where offset piece `a`, ending at an inner detour through `pivot`, crosses piece `b`,
  /// starting after it, when the loop they close (a's end, the pivot, b's start) may be
  /// dropped; `nil` otherwise.
  ///
  /// The crossing is found by Newton's method on a(u) = b(v) from the crossing of the
  /// pieces' tangent lines at the detour (the inner miter point); the loop is dropped, as
  /// between two lines (``innerCrossing(_:pivot:_:_:side:nextEnd:lengths:)``), when each
  /// piece's dropped part lies in the stroke rectangle of the other's tangent at the pivot,
  /// as long as the other piece: both segments' strokes then cover the loop.
  func cornerCut(_ a: CubicBezier, _ b: CubicBezier, pivot: Point)
    -> (u: Double, v: Double, point: Point)?
  {
    let da = inlineDerivative(a, 1)
    let db = inlineDerivative(b, 0)
    let denominator = da.cross(db)
    guard denominator != 0 else { return nil }
    // The tangent lines a.p3 + s·da and b.p0 + r·db cross at s = (b.p0 − a.p3) × db / (da × db).
    let w = b.p0 - a.p3
    guard
      let (u, v, x) = polishedCrossing(
        a, b, from: 1 + w.cross(db) / denominator, w.cross(da) / denominator)
    else { return nil }
    // The tangents at the pivot, along the source (the offsets run parallel to it).
    let t0 = unit(da)
    let t1 = unit(db)
    guard x.isFinite, t0.isFinite, t1.isFinite else { return nil }
    let droppedA = subsegmentControls(a, u, 1)
    let extentB = b.p3 - b.p0
    guard isInRectangle(droppedA.0, from: pivot, along: t1, to: extentB),
      isInRectangle(droppedA.1, from: pivot, along: t1, to: extentB)
    else { return nil }
    let droppedB = subsegmentControls(b, 0, v)
    let extentA = a.p0 - a.p3
    guard isInRectangle(droppedB.0, from: pivot, along: -t0, to: extentA),
      isInRectangle(droppedB.1, from: pivot, along: -t0, to: extentA)
    else { return nil }
    return (u, v, x)
  }

  /// The crossing that closes the loop of an offset running against its source, which
  /// starts or ends at the end of element `m`, when the loop may be dropped
  /// (`mayDropLoop`).
  ///
  /// The backward run lies between two joints where the contour turns back (the secants
  /// next to the joint point apart: a cusp, or an end of a bend tighter than the half
  /// width): the mark's and the next such joint within ``loopReach`` pieces after it, or
  /// the previous one before it. The crossing is looked for between the two pieces before
  /// the run and the two after it, nearest first, the run after the mark first. Each piece
  /// is read once (`m − loopReach − 1` to `m + loopReach + 2` at most).
  private func reversalCrossing(
    _ contour: LoopContour, around m: Int, contours: [LoopContour],
    checks: inout WholeOutlineChecks
  ) -> LoopCut? {
    guard contour.count >= 4 else { return nil }
    let reach = Self.loopReach
    return withUnsafeTemporaryAllocation(of: CubicBezier.self, capacity: 2 * reach + 4) {
      storage -> LoopCut? in
      guard let base = storage.baseAddress else { return nil }
      var window = PieceWindow(contour, from: m - reach - 1, storage: base)
      return reversalCrossing(
        contour, around: m, pieces: &window, contours: contours, checks: &checks)
    }
  }

  /// ``reversalCrossing(_:around:contours:checks:)`` reading the pieces from `pieces`
  /// (a contour of at least 4 pieces).
  private func reversalCrossing<Pieces: RunSearchPieces>(
    _ contour: LoopContour, around m: Int, pieces: inout Pieces, contours: [LoopContour],
    checks: inout WholeOutlineChecks
  ) -> LoopCut? {
    let reach = Self.loopReach
    // The run after the mark, then the one before it (looked for only if needed).
    for direction in 0..<2 {
      var run: (first: Int, last: Int)?
      for step in 1...reach {
        let e = direction == 0 ? m + step : m - step
        if pieces.turnsBack(e) {
          run = direction == 0 ? (m, e) : (e, m)
          break
        }
      }
      guard let (first, last) = run else { continue }
      // (first, last + 1), (first − 1, last + 1), (first, last + 2), (first − 1, last + 2).
      for pair in 0..<4 {
        let i = first - (pair & 1)
        let j = last + 1 + (pair >> 1)
        // Control boxes apart: no crossing.
        guard let (a, b) = pieces.meetingPieces(i, j) else { continue }
        guard let hit = crossing(a, b) else { continue }
        guard mayDropLoop(contour, i, j, a, b, hit, contours: contours, checks: &checks) else {
          break
        }
        return LoopCut(i: i, j: j, u: hit.u, v: hit.v, point: hit.point)
      }
    }
    return nil
  }

  /// The loop from the crossing `hit` along piece `i` (from `hit.u`), the pieces between
  /// and piece `j` (to `hit.v`), when it may be dropped: it is local (within
  /// ``loopExtent`` half widths), its area is positive, it winds +1 next to the crossing
  /// and not −1 at the mean of its vertices, and, when it is larger than
  /// ``loopCheckExtent`` half widths, the subpath's whole outline winds at least twice at
  /// those points where it winds +1.
  private func mayDropLoop(
    _ contour: LoopContour, _ i: Int, _ j: Int, _ a: CubicBezier, _ b: CubicBezier,
    _ hit: (u: Double, v: Double, point: Point), contours: [LoopContour],
    checks: inout WholeOutlineChecks
  ) -> Bool {
    let count = max(i + 1, j) - i + 1
    return withUnsafeTemporaryAllocation(of: Path.Element.self, capacity: count) { pieces in
      let x = hit.point
      let head = subsegmentControls(a, hit.u, 1)
      pieces[0] = .curve(to: a.p3, control1: head.0, control2: head.1)
      for index in (i + 1)..<max(i + 1, j) { pieces[index - i] = contour.element(index) }
      let tail = subsegmentControls(b, 0, hit.v)
      pieces[count - 1] = .curve(to: x, control1: tail.0, control2: tail.1)
      let loop = LoopContour(start: x, elements: UnsafeBufferPointer(pieces))
      return mayDrop(loop, a, b, hit, contours: contours, checks: &checks)
    }
  }

  /// The tests of ``mayDropLoop`` on the loop's contour `loop` (from the crossing).
  private func mayDrop(
    _ loop: LoopContour, _ a: CubicBezier, _ b: CubicBezier,
    _ hit: (u: Double, v: Double, point: Point), contours: [LoopContour],
    checks: inout WholeOutlineChecks
  ) -> Bool {
    let x = hit.point
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
    let leaving = unit(inlineDerivative(a, hit.u))
    let arriving = unit(inlineDerivative(b, hit.v))
    let inward = leaving - arriving
    let inwardLength = inward.magnitude
    guard inwardLength > 1e-6, leaving.isFinite, arriving.isFinite else { return false }
    let step = 0.1 * min(halfWidth, max(high.x - low.x, high.y - low.y))
    // A loop within ``loopCheckExtent`` half widths lies in the band of the bend it comes
    // from, which the rest of the outline covers; a larger one is checked against it.
    let checked = max(high.x - low.x, high.y - low.y) > Self.loopCheckExtent * halfWidth
    var mean = Point.zero
    for element in loop.elements { mean = mean + (element.endPoint ?? x) }
    let near = x + (step / inwardLength) * inward
    let middle = mean * (1 / Double(loop.elements.count))
    // Next to the crossing the loop must wind +1; at the mean of its vertices it may not,
    // but never −1.
    var nearLoop = WindingCounter(point: near)
    loop.addCrossings(to: &nearLoop)
    guard nearLoop.winding == 1 else { return false }
    var middleLoop = WindingCounter(point: middle)
    loop.addCrossings(to: &middleLoop)
    guard middleLoop.winding == 1 || middleLoop.winding == 0 else { return false }
    guard checked else { return true }
    // Past the pass's budget of whole-outline walks, a large loop is kept.
    guard checks.take() else { return false }
    // Where the loop winds +1, the whole outline must wind at least twice (both points
    // counted in one walk of the outline where both are needed).
    var wholeNear = WindingCounter(point: near)
    if middleLoop.winding == 1 {
      var wholeMiddle = WindingCounter(point: middle)
      for other in contours { other.addCrossings(to: &wholeNear, &wholeMiddle) }
      return wholeNear.winding >= 2 && wholeMiddle.winding >= 2
    }
    for other in contours { other.addCrossings(to: &wholeNear) }
    return wholeNear.winding >= 2
  }

  /// `v` scaled to unit length (non-finite for a zero vector).
  @inline(__always) private func unit(_ v: Point) -> Point { v * (1 / v.magnitude) }

  /// The crossing of pieces `a` and `b`, whose control boxes meet, nearest `a`'s end, at
  /// parameters inside both.
  ///
  /// Each piece is flattened into five chords, halving towards the joint (a line, whose
  /// controls lie on it, into one; chords whose boxes are apart are passed); the crossing of
  /// chords nearest `a`'s end is polished by Newton's method on
  /// a(u) = b(v) and kept when it converges inside both pieces. Two crossings within one
  /// pair of chords, or tangent ones, are missed (the loop is then kept).
  func crossing(_ a: CubicBezier, _ b: CubicBezier) -> (u: Double, v: Double, point: Point)? {
    @inline(__always) func isStraight(_ c: CubicBezier) -> Bool {
      let chord = c.p3 - c.p0
      return chord.cross(c.p1 - c.p0) == 0 && chord.cross(c.p2 - c.p0) == 0
    }
    // Chords halving towards the joint where loops close (a's end, b's start): a loop's
    // crossing is usually near it, where the pieces may bend fastest (next to a cusp).
    let steps: (Double, Double, Double, Double, Double, Double) = (0, 0.5, 0.75, 0.875, 0.9375, 1)
    let aCount = isStraight(a) ? 1 : 5
    let bCount = isStraight(b) ? 1 : 5
    if aCount == 1 && bCount == 1 {
      // Two lines: their crossing in closed form (exact where it is representable, as on
      // axis-aligned lines with integer coordinates).
      let r = a.p3 - a.p0
      let d = b.p3 - b.p0
      let denominator = r.cross(d)
      guard denominator != 0 else { return nil }
      let w = b.p0 - a.p0
      let u = w.cross(d) / denominator
      let v = w.cross(r) / denominator
      guard u > 0, u < 1, v > 0, v < 1 else { return nil }
      let point =
        abs(r.x) * abs(d.y) >= abs(r.y) * abs(d.x)
        ? Point(x: b.p0.x + v * d.x, y: a.p0.y + u * r.y)
        : Point(x: a.p0.x + u * r.x, y: b.p0.y + v * d.y)
      return point.isFinite ? (u, v, point) : nil
    }
    @inline(__always) func aParameter(_ k: Int) -> Double {
      aCount == 1
        ? Double(k) : withUnsafeBytes(of: steps) { $0.load(fromByteOffset: 8 * k, as: Double.self) }
    }
    @inline(__always) func bParameter(_ k: Int) -> Double {
      bCount == 1
        ? Double(k)
        : 1 - withUnsafeBytes(of: steps) { $0.load(fromByteOffset: 8 * (5 - k), as: Double.self) }
    }
    // The chords' ends at the parameters above, written out so that each evaluation's
    // weights are constants.
    let aPoints = chordEnds(a, whole: aCount == 1, 0.5, 0.75, 0.875, 0.9375)
    let bPoints = chordEnds(b, whole: bCount == 1, 0.0625, 0.125, 0.25, 0.5)
    var best: (u: Double, v: Double)?
    withUnsafeBytes(of: aPoints) { aRaw in
      withUnsafeBytes(of: bPoints) { bRaw in
        let pa = aRaw.bindMemory(to: Point.self)
        let pb = bRaw.bindMemory(to: Point.self)
        // Chords whose boxes are apart do not cross: b's chords' box, then each pair's.
        var bLow = pb[0]
        var bHigh = pb[0]
        for kb in 1...bCount {
          bLow = Point(x: min(bLow.x, pb[kb].x), y: min(bLow.y, pb[kb].y))
          bHigh = Point(x: max(bHigh.x, pb[kb].x), y: max(bHigh.y, pb[kb].y))
        }
        // From a's end: the first crossing found is the one nearest it.
        for ka in stride(from: aCount - 1, through: 0, by: -1) {
          let p = pa[ka]
          let pEnd = pa[ka + 1]
          let low = Point(x: min(p.x, pEnd.x), y: min(p.y, pEnd.y))
          let high = Point(x: max(p.x, pEnd.x), y: max(p.y, pEnd.y))
          guard low.x <= bHigh.x, bLow.x <= high.x, low.y <= bHigh.y, bLow.y <= high.y else {
            continue
          }
          let r = pEnd - p
          for kb in 0..<bCount {
            let q = pb[kb]
            let qEnd = pb[kb + 1]
            if max(q.x, qEnd.x) < low.x || min(q.x, qEnd.x) > high.x
              || max(q.y, qEnd.y) < low.y || min(q.y, qEnd.y) > high.y
            {
              continue
            }
            let d = qEnd - q
            let denominator = r.cross(d)
            guard denominator != 0 else { continue }
            let w = q - p
            let s = w.cross(d) / denominator
            let t = w.cross(r) / denominator
            guard s >= 0, s <= 1, t >= 0, t <= 1 else { continue }
            let u = aParameter(ka) + s * (aParameter(ka + 1) - aParameter(ka))
            let v = bParameter(kb) + t * (bParameter(kb + 1) - bParameter(kb))
            if let current = best, current.u > u || (current.u == u && current.v <= v) {
              continue
            }
            best = (u, v)
          }
          if best != nil { return }
        }
      }
    }
    guard let (u, v) = best else { return nil }
    return polishedCrossing(a, b, from: u, v)
  }

  /// The crossing a(u) = b(v) by Newton's method from (`u`, `v`), kept inside both pieces
  /// (open parameter intervals): `nil` when an iterate leaves them, the Jacobian
  /// a′ × b′ vanishes, or after eight steps the points are more than 1e-9 half widths
  /// apart.
  func polishedCrossing(_ a: CubicBezier, _ b: CubicBezier, from u: Double, _ v: Double)
    -> (u: Double, v: Double, point: Point)?
  {
    var u = u
    var v = v
    guard u > 0, u < 1, v > 0, v < 1 else { return nil }
    // Each piece's point and derivative at once, as `point(at:)` and `derivative(at:)`
    // compute them.
    @inline(__always) func evaluate(_ c: CubicBezier, _ t: Double) -> (Point, Point) {
      let mt = 1 - t
      let mt2 = mt * mt
      let t2 = t * t
      let a = mt2 * mt
      let b = 3 * mt * mt * t
      let c3 = 3 * mt * t * t
      let d = t2 * t
      let point = Point(
        x: a * c.p0.x + b * c.p1.x + c3 * c.p2.x + d * c.p3.x,
        y: a * c.p0.y + b * c.p1.y + c3 * c.p2.y + d * c.p3.y)
      let derivative = 3 * (mt2 * (c.p1 - c.p0) + 2 * mt * t * (c.p2 - c.p1) + t2 * (c.p3 - c.p2))
      return (point, derivative)
    }
    var (pointA, du) = evaluate(a, u)
    var (pointB, dv) = evaluate(b, v)
    var residual = pointA - pointB
    let scale = max(halfWidth, snapDistance)
    for _ in 0..<8 {
      // Converged to rounding: 1e-12 half widths.
      if residual.dot(residual) <= 1e-24 * scale * scale { break }
      let det = dv.cross(du)
      guard det != 0 else { return nil }
      u -= dv.cross(residual) / det
      v -= du.cross(residual) / det
      guard u > 0, u < 1, v > 0, v < 1 else { return nil }
      (pointA, du) = evaluate(a, u)
      (pointB, dv) = evaluate(b, v)
      residual = pointA - pointB
    }
    guard residual.dot(residual) <= 1e-18 * scale * scale else { return nil }
    return pointA.isFinite ? (u, v, pointA) : nil
  }
}
