// The outline sink the loop pass edits contours through, over storage it does not own.

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
