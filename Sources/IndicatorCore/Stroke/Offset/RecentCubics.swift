// The sides of recently stroked cubics, kept to be reused for a later cubic of the same
// shape turned by a multiple of a quarter turn or mirrored: the corners of a rounded
// rectangle, which repeat one shape four times, and the quarters of an ellipse.

/// A symmetry of the square as a map of points, `p ↦ (xx·p.x + xy·p.y, yx·p.x + yy·p.y)`
/// with entries 0 or ±1, so that mapping a point is exact: a turn by a multiple of a quarter
/// turn, or a mirror about an axis or a diagonal.
///
/// A mirrored curve runs the other way around its shape, so a mirror maps a kept curve
/// reversed: the curve `M·c(1 − t) + T` has the offset `M·(c + h·n)(1 − t) + T` on the same
/// side, as the normal of a mirrored and reversed curve is the mirrored normal.
struct SquareSymmetry {
  let xx: Double
  let xy: Double
  let yx: Double
  let yy: Double
  /// Whether this is a mirror (determinant −1), which maps a curve reversed.
  let isMirror: Bool

  /// No turn, and one, two and three quarter turns from +x towards +y (clockwise on
  /// screen).
  static let identity = SquareSymmetry(xx: 1, xy: 0, yx: 0, yy: 1, isMirror: false)
  static let quarter = SquareSymmetry(xx: 0, xy: -1, yx: 1, yy: 0, isMirror: false)
  static let half = SquareSymmetry(xx: -1, xy: 0, yx: 0, yy: -1, isMirror: false)
  static let threeQuarters = SquareSymmetry(xx: 0, xy: 1, yx: -1, yy: 0, isMirror: false)
  /// The mirrors (x, −y) and (−x, y) about the axes, (y, x) and (−y, −x) about the diagonals.
  static let flipY = SquareSymmetry(xx: 1, xy: 0, yx: 0, yy: -1, isMirror: true)
  static let flipX = SquareSymmetry(xx: -1, xy: 0, yx: 0, yy: 1, isMirror: true)
  static let diagonal = SquareSymmetry(xx: 0, xy: 1, yx: 1, yy: 0, isMirror: true)
  static let antidiagonal = SquareSymmetry(xx: 0, xy: -1, yx: -1, yy: 0, isMirror: true)

  /// `p` mapped.
  @inline(__always) func callAsFunction(_ p: Point) -> Point {
    Point(x: xx * p.x + xy * p.y, y: yx * p.x + yy * p.y)
  }
}

/// One cubic whose two sides the direct fit drew (``OffsetFitter/appendDirectOffsets``),
/// relative to its start point: the source's control points, its end tangents, its share
/// of the subpath's area, and each side's fitted cubic.
struct RecentCubic {
  /// |p3 − p0|², unchanged by the symmetries: the first test of a match.
  var key: Double
  /// p1 − p0, p2 − p0 and p3 − p0.
  var u: Point
  var v: Point
  var w: Point
  var startTangent: Point
  var endTangent: Point
  /// The curve's part of ``Stroker``'s twice signed area beyond the chord's, which the
  /// symmetries do not change (a mirror and the reversal each change its sign).
  var area: Double
  /// Each side's fit (control points and end) relative to p0, the right side first.
  var right: (Point, Point, Point)
  var left: (Point, Point, Point)
  /// The source's end point.
  var end: Point
}

/// The last few cubics drawn by the direct fit that may repeat, to reuse their sides.
///
/// A cubic whose control points relative to its start are those of a kept cubic mapped by
/// a symmetry of the square (``SquareSymmetry``: turned by a multiple of a quarter turn, or
/// mirrored and reversed), to within ``slack(magnitude:extent:fitTolerance:)``, gets that
/// cubic's sides mapped and moved to its start rather than a new fit:
/// the fit is the same computation on the same numbers but for rounding, and the sides it
/// gives move with the source. The four corners of a rounded rectangle (three cubics each
/// with continuous corners, the third a mirror of the first) are then fitted as two cubics,
/// an ellipse's four quarters as one. (A path that is only such a rounded rectangle, with
/// one corner four times, takes ``Path/strokedQuarterTurns(_:)`` before the stroker.)
///
/// Only the cubics of such shapes are kept (``admits(_:_:_:)``): those that leave or arrive
/// along an axis, as a corner or a quarter ellipse of an upright shape does, and those that
/// start where the last kept one ended (the middle cubic of a continuous corner). Curves
/// that may be circular arcs, which have their own route in closed form, are neither kept
/// nor looked up. Other curves cost one test each. The entries live in storage the caller
/// owns, on the stack (``withStorage(_:)``), so keeping them allocates nothing.
struct RecentCubics {
  /// How many cubics are kept: the three of a continuous corner and one more.
  static let capacity = 4
  /// Room for ``capacity`` entries, owned by the caller and kept while this is used; `nil`
  /// keeps nothing.
  private let storage: UnsafeMutablePointer<RecentCubic>?
  /// How many entries are kept, oldest first.
  private(set) var count = 0

  /// Kept cubics in `storage` (room for ``capacity``), none yet; `nil` keeps none ever.
  init(storage: UnsafeMutablePointer<RecentCubic>? = nil) {
    self.storage = storage
  }

  /// Runs `body` with room for ``capacity`` entries on the stack.
  @inline(__always)
  static func withStorage<R>(_ body: (UnsafeMutablePointer<RecentCubic>?) throws -> R) rethrows
    -> R
  {
    try withUnsafeTemporaryAllocation(of: RecentCubic.self, capacity: capacity) {
      try body($0.baseAddress)
    }
  }

  /// Entry `index`, in `0..<count`.
  @inline(__always) subscript(index: Int) -> RecentCubic {
    precondition(index >= 0 && index < count)
    return storage.unsafelyUnwrapped[index]
  }

  /// Whether a cubic from `start` leaving in `t0` and arriving in `t1` is worth keeping.
  @inline(__always)
  func admits(_ start: Point, _ t0: Point, _ t1: Point) -> Bool {
    (t0.x == 0 || t0.y == 0 || t1.x == 0 || t1.y == 0)
      || (count > 0 && start == storage.unsafelyUnwrapped[count - 1].end)
  }

  /// Keeps `entry`, dropping the oldest once ``capacity`` are kept.
  mutating func keep(_ entry: RecentCubic) {
    guard let storage else { return }
    if count < Self.capacity {
      (storage + count).initialize(to: entry)
      count += 1
    } else {
      for i in 1..<Self.capacity { storage[i - 1] = storage[i] }
      storage[Self.capacity - 1] = entry
    }
  }

  /// How far a copy's control points, relative to its start, may lie from the kept ones
  /// mapped: `2⁻⁴⁰` of the coordinates' largest magnitude, `2⁻²⁰` of the fit tolerance
  /// and `2⁻³⁰` of the curve's own extent from its start, whichever is least.
  ///
  /// The first two keep a copy's fit the same computation to rounding; the last keeps the
  /// tests on the curve's own shape (a circular arc's, at a millionth of its size) deciding
  /// alike for the copy, where a small curve far from the origin is rounded coarsely.
  @inline(__always)
  static func slack(magnitude: Double, extent: Double, fitTolerance: Double) -> Double {
    min(0x1p-40 * magnitude, 0x1p-20 * fitTolerance, 0x1p-30 * extent)
  }

  /// The index of the kept cubic that `bezier` is a copy of, with the symmetry that maps
  /// it; `nil` for none.
  @inline(__always)
  func match(_ bezier: CubicBezier, fitTolerance: Double) -> (Int, SquareSymmetry)? {
    guard count > 0 else { return nil }
    return find(bezier, fitTolerance: fitTolerance)
  }

  /// ``match(_:fitTolerance:)`` past its first test, out of line.
  @inline(never)
  private func find(_ bezier: CubicBezier, fitTolerance: Double) -> (Int, SquareSymmetry)? {
    let p0 = bezier.p0
    let w = bezier.p3 - p0
    let key = w.dot(w)
    let u = bezier.p1 - p0
    let v = bezier.p2 - p0
    var slack = -1.0
    guard let kept = storage else { return nil }
    for i in 0..<count where abs(key - kept[i].key) <= 0x1p-30 * kept[i].key {
      if slack < 0 {
        let extent = max(
          max(abs(u.x), abs(u.y)), max(abs(v.x), abs(v.y)), max(abs(w.x), abs(w.y)))
        slack = Self.slack(
          magnitude: max(max(abs(p0.x), abs(p0.y)), extent), extent: extent,
          fitTolerance: fitTolerance)
      }
      let e = kept[i]
      // Whether `p` is (x, y) to within the slack. The symmetries' products by 0 and ±1 are
      // written out as the coordinates they give.
      @inline(__always) func near(_ p: Point, _ x: Double, _ y: Double) -> Bool {
        abs(p.x - x) <= slack && abs(p.y - y) <= slack
      }
      // Turned: u, v, w are the kept ones turned, (a, b) ↦ (a, b), (−b, a), (−a, −b), (b, −a).
      if near(w, e.w.x, e.w.y) && near(u, e.u.x, e.u.y) && near(v, e.v.x, e.v.y) {
        return (i, .identity)
      }
      if near(w, -e.w.y, e.w.x) && near(u, -e.u.y, e.u.x) && near(v, -e.v.y, e.v.x) {
        return (i, .quarter)
      }
      if near(w, -e.w.x, -e.w.y) && near(u, -e.u.x, -e.u.y) && near(v, -e.v.x, -e.v.y) {
        return (i, .half)
      }
      if near(w, e.w.y, -e.w.x) && near(u, e.u.y, -e.u.x) && near(v, e.v.y, -e.v.x) {
        return (i, .threeQuarters)
      }
      // Mirrored and reversed: from the kept end, its control points are v − w and u − w
      // and its start −w, mirrored, (a, b) ↦ (a, −b), (−a, b), (b, a), (−b, −a).
      let a = e.v - e.w
      let b = e.u - e.w
      if near(w, -e.w.x, e.w.y) && near(u, a.x, -a.y) && near(v, b.x, -b.y) {
        return (i, .flipY)
      }
      if near(w, e.w.x, -e.w.y) && near(u, -a.x, a.y) && near(v, -b.x, b.y) {
        return (i, .flipX)
      }
      if near(w, -e.w.y, -e.w.x) && near(u, a.y, a.x) && near(v, b.y, b.x) {
        return (i, .diagonal)
      }
      if near(w, e.w.y, e.w.x) && near(u, -a.y, -a.x) && near(v, -b.y, -b.x) {
        return (i, .antidiagonal)
      }
    }
    return nil
  }
}
