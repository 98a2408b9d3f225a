// Where the stroke emitters write: the sink protocol, its conformances (a growing array,
// and a writer into reserved storage) and the sequence that fills an array's reserved
// storage through a writer.

/// Where the stroke emitters write.
///
/// An element buffer they append to, read back and edit at its end. `[Path.Element]` is one; ``OutlineWriter`` writes into reserved storage.
protocol OutlineSink {
  var count: Int { get }
  subscript(index: Int) -> Path.Element { get set }
  mutating func append(_ element: Path.Element)
  @discardableResult mutating func removeLast() -> Path.Element
  mutating func removeSubrange(_ bounds: Range<Int>)
  mutating func removeAll(keepingCapacity: Bool)
  /// Appends `side`'s elements from `last` down to 1 drawn backwards (each to the end of
  /// the one before); `side` is a move and drawing elements, `last` at least 1.
  mutating func appendReversed(of side: Self, from last: Int)
  /// Replaces the last element (there must be one).
  mutating func setLast(_ element: Path.Element)
}

extension OutlineSink {
  @inline(__always) mutating func setLast(_ element: Path.Element) {
    self[count - 1] = element
  }
}

extension Array: OutlineSink where Element == Path.Element {
  /// Each element appended as it is reversed (the array grows geometrically where the
  /// outline outruns its reservation).
  mutating func appendReversed(of side: [Path.Element], from last: Int) {
    side.withUnsafeBufferPointer { source in
      for k in stride(from: last, to: 0, by: -1) {
        append(source[k].reversed(to: source[k - 1].endPoint ?? .zero) ?? source[k])
      }
    }
  }
}

/// An element buffer over storage reserved for every element ever written.
///
/// The reservation is the caller's guarantee (nothing is checked): appending is a store,
/// with no uniqueness or capacity check. Elements are trivial values, so nothing is released.
///
/// It keeps a pointer past its last element (`end`), not a count, so that appending and
/// replacing the last element address it directly and an append updates one field.
struct OutlineWriter: OutlineSink {
  let base: UnsafeMutablePointer<Path.Element>
  /// Where the next element goes: `base + count`.
  private var end: UnsafeMutablePointer<Path.Element>
  /// `end - base` as an unsigned quotient: `end` is never below `base`, so the division
  /// needs no correction for a negative difference.
  @inline(__always) var count: Int {
    let bytes = UInt(bitPattern: end) &- UInt(bitPattern: base)
    return Int(bitPattern: bytes / UInt(MemoryLayout<Path.Element>.stride))
  }

  init(_ base: UnsafeMutablePointer<Path.Element>) {
    self.base = base
    end = base
  }

  /// A writer over `base`, whose first `count` elements are written.
  init(_ base: UnsafeMutablePointer<Path.Element>, count: Int) {
    self.base = base
    end = base + count
  }

  @inline(__always) subscript(index: Int) -> Path.Element {
    get { base[index] }
    set { base[index] = newValue }
  }

  @inline(__always) mutating func append(_ element: Path.Element) {
    end.initialize(to: element)
    end += 1
  }

  @inline(__always) mutating func setLast(_ element: Path.Element) {
    (end - 1).pointee = element
  }

  @inline(__always) @discardableResult mutating func removeLast() -> Path.Element {
    end -= 1
    return end.pointee
  }

  @inline(__always) mutating func removeSubrange(_ bounds: Range<Int>) {
    let tail = count - bounds.upperBound
    (base + bounds.lowerBound).update(from: base + bounds.upperBound, count: tail)
    end -= bounds.count
  }

  /// Empties the buffer (its storage is the caller's and stays reserved).
  @inline(__always) mutating func removeAll(keepingCapacity: Bool) {
    end = base
  }

  /// Lines after lines, the common case, are copied by a loop of their own, four and then
  /// two at a time while it can: each reversed line is a line to the end of the element
  /// before it.
  @inline(__always) mutating func appendReversed(of side: OutlineWriter, from last: Int) {
    var k = last
    var written = end
    while k > 0 {
      var source = side.base + k
      if case .line = source.pointee {
        while k > 4, case .line(let p) = (source - 1).pointee,
          case .line(let q) = (source - 2).pointee, case .line(let r) = (source - 3).pointee,
          case .line(let t) = (source - 4).pointee
        {
          written.initialize(to: .line(to: p))
          (written + 1).initialize(to: .line(to: q))
          (written + 2).initialize(to: .line(to: r))
          (written + 3).initialize(to: .line(to: t))
          written += 4
          source -= 4
          k &-= 4
        }
        while k > 2, case .line(let p) = (source - 1).pointee,
          case .line(let q) = (source - 2).pointee
        {
          written.initialize(to: .line(to: p))
          (written + 1).initialize(to: .line(to: q))
          written += 2
          source -= 2
          k &-= 2
        }
        while k > 1, case .line(let p) = (source - 1).pointee {
          written.initialize(to: .line(to: p))
          written += 1
          source -= 1
          k &-= 1
        }
      }
      let element = source.pointee
      let origin = (source - 1).pointee.endPoint ?? .zero
      written.initialize(to: element.reversed(to: origin) ?? element)
      written += 1
      k &-= 1
    }
    end = written
  }
}

/// The elements an outline writer puts into an array's reserved storage.
///
/// Appended with `append(contentsOf:)`, the array hands its spare capacity to `_copyContents(initializing:)`
/// (the customization point `UnsafeMutableBufferPointer.initialize(from:)` calls), which
/// runs `write` on its start and reports the elements written. The capacity must already
/// hold every element `write` writes (it is not checked); `underestimatedCount` is 0, so
/// the append reserves nothing more, and the iterator is empty, so nothing follows.
struct OutlineFill: Sequence {
  let write: (UnsafeMutablePointer<Path.Element>) -> Int

  struct Iterator: IteratorProtocol {
    mutating func next() -> Path.Element? { nil }
  }

  func makeIterator() -> Iterator { Iterator() }

  var underestimatedCount: Int { 0 }

  func _copyContents(initializing buffer: UnsafeMutableBufferPointer<Path.Element>)
    -> (Iterator, UnsafeMutableBufferPointer<Path.Element>.Index)
  {
    guard let base = buffer.baseAddress else { return (Iterator(), 0) }
    let written = write(base)
    // The size bound is proved where the capacity is reserved
    // (`QuarterTurnShape.outlineCapacity`); were it wrong, the overrun is caught here,
    // after the fact, instead of passing unnoticed.
    precondition(written <= buffer.count, "stroke outline outgrew its reserved storage")
    return (Iterator(), written)
  }
}
