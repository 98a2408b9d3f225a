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
  @inline(never)
  private mutating func grow(toHold minimum: Int) {
    let room = max(minimum, 2 * capacity, 16)
    let moved = UnsafeMutablePointer<Path.Element>.allocate(capacity: room)
    moved.initialize(from: base, count: count)
    if ownsStorage { base.deallocate() }
    base = moved
    capacity = room
    ownsStorage = true
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

  @inline(__always) mutating func withLocalCopy<R>(_ body: (inout ElementBuffer) -> R) -> R {
    var copy = self
    let result = body(&copy)
    self = copy
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
