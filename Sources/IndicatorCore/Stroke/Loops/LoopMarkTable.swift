// The loop marks of one subpath, found again by their points.

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
