// The representation invariants of `Path`, checked on demand (as swift-collections'
// `_checkInvariants()`): the randomized tests and the fuzz targets call it on every path
// they build or get back.

extension Path {
  /// Traps, naming the broken invariant, unless the path's storage is one that the public
  /// API can build.
  ///
  /// The invariants:
  /// 1. An empty path has no subpath start, and a non-empty one has one.
  /// 2. The first element is a `move(to:)`: segments and closes added to an empty path are
  ///    ignored.
  /// 3. A `closeSubpath` is the last element or is followed by a `move(to:)`: a second
  ///    close is ignored, and a segment after a close starts with an explicit move.
  /// 4. The subpath start is the point of the last `move(to:)` (coordinates compared with
  ///    `==`, a NaN matching a NaN), so that `currentPoint` after a close, and the move a
  ///    segment after a close adds, are the closed subpath's start.
  ///
  /// Finiteness is not an invariant: a path holds whatever coordinates it was given
  /// (``isFinite`` tells). Two moves in a row, a close right after a move and zero-length
  /// segments are all valid.
  ///
  /// Always compiled, never called by the library itself. O(n) in the number of elements.
  func _checkInvariants() {
    guard let first = storage.first else {
      precondition(subpathStart == nil, "Path invariant: an empty path has no subpath start")
      return
    }
    guard case .move = first else {
      preconditionFailure("Path invariant: the first element must be a move; it is \(first)")
    }
    var lastMove = Point.zero
    var afterClose = false
    for (index, element) in storage.enumerated() {
      switch element {
      case .move(let p):
        lastMove = p
        afterClose = false
      case .closeSubpath:
        precondition(
          !afterClose, "Path invariant: element \(index) is a second closeSubpath in a row")
        afterClose = true
      case .line, .quadCurve, .curve:
        precondition(
          !afterClose,
          "Path invariant: element \(index), \(element), follows a closeSubpath without a move")
      }
    }
    guard let start = subpathStart else {
      preconditionFailure("Path invariant: a non-empty path has a subpath start")
    }
    func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
    precondition(
      same(start.x, lastMove.x) && same(start.y, lastMove.y),
      "Path invariant: the subpath start \(start) is not the last move's point \(lastMove)")
  }
}
