// Transforming a path: affine maps, translation and reversal.

extension Path {
  /// The path with every point transformed by `transform`.
  ///
  /// - Complexity: O(n) in the number of elements.
  public func applying(_ transform: AffineTransform) -> Path {
    if transform.isIdentity { return self }
    return mapPoints { $0.applying(transform) }
  }

  /// The path with each of its points replaced by `transform` of it.
  func mapPoints(_ transform: (Point) -> Point) -> Path {
    var result = self
    for i in result.storage.indices {
      result.storage[i] = storage[i].mapPoints(transform)
    }
    result.subpathStart = subpathStart.map(transform)
    return result
  }

  /// The path moved by `dx` and `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Path {
    var result = self
    result.translate(dx: dx, dy: dy)
    return result
  }

  /// Moves every point by `dx` and `dy` in place (no copy when the storage is unique).
  mutating func translate(dx: Double, dy: Double) {
    @inline(__always) func moved(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
    storage.withUnsafeMutableBufferPointer { elements in
      for i in elements.indices {
        switch elements[i] {
        case .move(let p): elements[i] = .move(to: moved(p))
        case .line(let p): elements[i] = .line(to: moved(p))
        case .quadCurve(let p, let c): elements[i] = .quadCurve(to: moved(p), control: moved(c))
        case .curve(let p, let c1, let c2):
          elements[i] = .curve(to: moved(p), control1: moved(c1), control2: moved(c2))
        case .closeSubpath: break
        }
      }
    }
    subpathStart = subpathStart.map(moved)
  }

  /// The same shape drawn in the opposite direction: subpaths stay in order, each one's
  /// segments are reversed, and a closed subpath stays closed (starting where it ended, so
  /// the closing line is the first segment reversed), as Skia's `SkPath::reverseAddPath`.
  ///
  /// A subpath consisting of a lone `move(to:)` is kept as it is.
  ///
  /// - Complexity: O(n) in the number of elements.
  public func reversed() -> Path {
    var result = Path()
    result.storage.reserveCapacity(storage.count + 2)
    var index = 0
    let elements = storage
    while index < elements.count {
      // Find the subpath [index, end).
      guard case .move(let start) = elements[index] else {
        index += 1
        continue
      }
      var end = index + 1
      while end < elements.count, !isMove(elements[end]) { end += 1 }
      let closed = elements[end - 1] == .closeSubpath
      let lastDrawn = closed ? end - 2 : end - 1
      // The points each element starts from.
      var from = start
      var starts: [Point] = []
      starts.reserveCapacity(end - index)
      for i in stride(from: index + 1, through: lastDrawn, by: 1) {
        starts.append(from)
        if let p = elements[i].endPoint { from = p }
      }
      let subpathBegin = result.storage.count
      if closed && from != start {
        // The implicit closing line becomes the first reversed segment.
        result.move(to: start)
        result.storage.append(.line(to: from))
      } else {
        result.move(to: from)
      }
      var i = lastDrawn
      while i > index {
        if let reversed = elements[i].reversed(to: starts[i - index - 1]) {
          result.storage.append(reversed)
        }
        i -= 1
      }
      if closed {
        // A last line back to the start is what the close draws anyway.
        if result.storage.count > subpathBegin + 2,
          case .line(let p) = result.storage[result.storage.count - 1], p == start
        {
          result.storage.removeLast()
        }
        result.storage.append(.closeSubpath)
      }
      index = end
    }
    return result
  }
}

@inline(__always)
private func isMove(_ element: Path.Element) -> Bool {
  if case .move = element { return true }
  return false
}
