// The pieces a mark's search for a backward run reads: a window of cubics next to the
// mark, or the whole contour's control boxes.

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
  let arriving = piece.p3 - piece.point(at: 0.75)
  let leaving = next.point(at: 0.25) - next.p0
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
    return boxesMeet(a.controlBox, b.controlBox) ? (a, b) : nil
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
      boxes[e] = piece.controlBox
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
