// The stroker's growing element buffer: room lent by the caller (on the stack) first, the
// heap once that fills, and an outline copied out at its own size.

/// A growing buffer of path elements over unsafe storage.
///
/// It starts in room its creator lends (a temporary allocation: on the stack when small)
/// and moves to the heap, doubling or more, when that room fills; `release()` frees what it
/// allocated. Copies share the storage, as ``OutlineWriter``'s: one copy is used and
/// released. Elements are trivial values, so nothing is deinitialized.
///
/// The stroker writes its outline and its sides here and copies the outline out at its own
/// size (``makeArray()``): what an outline keeps is its elements, whatever room stroking
/// needed.
struct ElementBuffer: OutlineSink {
  /// The first element.
  private(set) var base: UnsafeMutablePointer<Path.Element>
  /// The elements written: `base[0..<count]`.
  private(set) var count = 0
  /// The room at `base`.
  private(set) var capacity: Int
  /// Whether `base` is this buffer's own heap allocation (not the lent room).
  private var ownsStorage = false

  /// An empty buffer writing into `room` until it fills.
  init(lending room: UnsafeMutableBufferPointer<Path.Element>) {
    base = room.baseAddress.unsafelyUnwrapped
    capacity = room.count
  }

  @inline(__always) subscript(index: Int) -> Path.Element {
    get { base[index] }
    set { base[index] = newValue }
  }

  /// The last element (there must be one).
  @inline(__always) var last: Path.Element { base[count - 1] }

  /// Makes room for `extra` more elements: none of the next `extra` appends grows.
  @inline(__always) mutating func reserve(_ extra: Int) {
    if capacity - count < extra { grow(toHold: count + extra) }
  }

  /// Moves the elements to a heap allocation of at least `minimum` elements and twice the
  /// current room.
  @inline(__always)
  private mutating func grow(toHold minimum: Int) {
    (base, capacity) = Self.moved(
      base, count: count, capacity: capacity, owned: ownsStorage, minimum: minimum)
    ownsStorage = true
  }

  /// The storage `grow(toHold:)` moves to: out of line, with its arguments and results in
  /// registers, so that a loop appending to a local copy keeps the copy's fields there.
  @inline(never)
  private static func moved(
    _ base: UnsafeMutablePointer<Path.Element>, count: Int, capacity: Int, owned: Bool,
    minimum: Int
  ) -> (UnsafeMutablePointer<Path.Element>, Int) {
    let room = max(minimum, 2 * capacity, 16)
    let moved = UnsafeMutablePointer<Path.Element>.allocate(capacity: room)
    moved.initialize(from: base, count: count)
    if owned { base.deallocate() }
    return (moved, room)
  }

  @inline(__always) mutating func append(_ element: Path.Element) {
    if count == capacity { grow(toHold: count + 1) }
    (base + count).initialize(to: element)
    count &+= 1
  }

  /// Appends `elements` (which must not lie in this buffer's storage).
  mutating func append(contentsOf elements: UnsafeBufferPointer<Path.Element>) {
    reserve(elements.count)
    if let source = elements.baseAddress {
      (base + count).initialize(from: source, count: elements.count)
    }
    count &+= elements.count
  }

  @inline(__always) @discardableResult mutating func removeLast() -> Path.Element {
    count &-= 1
    return base[count]
  }

  mutating func removeSubrange(_ bounds: Range<Int>) {
    moveTail(from: bounds.upperBound, to: bounds.lowerBound)
    count -= bounds.count
  }

  /// Moves the elements from `index` on to start at `destination` (as bytes: elements are
  /// trivial and the regions may overlap).
  @inline(__always) private func moveTail(from index: Int, to destination: Int) {
    UnsafeMutableRawPointer(base + destination).copyMemory(
      from: base + index, byteCount: (count - index) * MemoryLayout<Path.Element>.stride)
  }

  /// Replaces the elements in `bounds` by `elements` (which must not lie in this buffer's
  /// storage).
  mutating func replaceSubrange(
    _ bounds: Range<Int>, with elements: UnsafeBufferPointer<Path.Element>
  ) {
    reserve(elements.count - bounds.count)
    moveTail(from: bounds.upperBound, to: bounds.lowerBound + elements.count)
    if let source = elements.baseAddress {
      (base + bounds.lowerBound).update(from: source, count: elements.count)
    }
    count += elements.count - bounds.count
  }

  @inline(__always) mutating func removeAll(keepingCapacity: Bool) {
    count = 0
  }

  /// Drops the elements from `index` on.
  @inline(__always) mutating func removeAll(from index: Int) {
    count = index
  }

  /// The elements written, as a buffer over this storage (valid until the next append).
  @inline(__always) var elements: UnsafeMutableBufferPointer<Path.Element> {
    UnsafeMutableBufferPointer(start: base, count: count)
  }

  @inline(__always) mutating func appendReversed(of side: ElementBuffer, from last: Int) {
    reserve(last)
    var writer = OutlineWriter(base + count)
    writer.appendReversed(of: OutlineWriter(side.base), from: last)
    count &+= writer.count
  }

  /// Runs `body` on a writer over this buffer's storage with room for `extra` more
  /// elements (which it must not write past), and keeps what it writes: appends through
  /// the writer check no capacity.
  @inline(__always)
  mutating func withWriter<R>(reserving extra: Int, _ body: (inout OutlineWriter) -> R) -> R {
    reserve(extra)
    var writer = OutlineWriter(base, count: count)
    let result = body(&writer)
    // The callers' bounds are proved where they reserve; were one wrong, the overrun is
    // caught here, after the fact, instead of passing unnoticed.
    precondition(writer.count <= capacity, "stroke side outgrew its reserved room")
    count = writer.count
    return result
  }

  /// The elements, copied into an array of their own size.
  func makeArray() -> [Path.Element] {
    Array(UnsafeBufferPointer(start: base, count: count))
  }

  /// Frees the heap storage, if any; the buffer is not used after.
  func release() {
    if ownsStorage { base.deallocate() }
  }
}
