// Trimming a path to a fraction of its arc length, as SwiftUI's `trimmedPath(from:to:)`.

extension Path {
  /// The part of the path between two fractions of its total arc length, as SwiftUI's
  /// `Path.trimmedPath(from:to:)` (what `Shape.trim(from:to:)` draws).
  ///
  /// Lengths are measured as ``length`` measures them (closing lines included). A cut in a
  /// line at arc length `s` from its start is the point `start + (end − start)·s / length`,
  /// multiplied before dividing, so it is exact whenever that point is representable; a cut
  /// in a curve is placed by inverting the curve's arc length to within 1e-12 of its
  /// length (Newton's method safeguarded by bisection), so the trimmed length is
  /// `(to − from) × length` to a relative error below 1e-9. Cut curves stay curves of the
  /// same kind (de Casteljau subdivision), not polylines.
  ///
  /// The trim runs once along the path, from its first subpath to its last, and never wraps
  /// around a closed subpath. A subpath that lies wholly inside the range is kept as it is,
  /// closed if it was closed; a cut subpath becomes an open one that starts with
  /// `move(to:)` at the cut, its closing line (if cut) turned into a `line(to:)`. Subpaths
  /// that draw nothing (lone moves) are dropped unless the whole path is kept.
  ///
  /// A path whose length overflows `Double` is trimmed as a copy scaled by a power of two
  /// (exactly) and scaled back.
  ///
  /// - Parameters:
  ///   - from: The fraction of the length where the result starts, clamped to 0...1.
  ///   - to: The fraction where it ends, clamped to 0...1.
  /// - Returns: The path itself when the range is all of 0...1 and the path is finite; an
  ///   empty path when `from` is not less than `to` after clamping (as SwiftUI, which draws
  ///   nothing for such a trim), when either is NaN, when the path has a non-finite
  ///   coordinate, or when a partial range is asked of a path with no length.
  /// - Complexity: O(n) in the number of elements, plus an arc-length inversion per cut.
  public func trimmedPath(from: Double, to: Double) -> Path {
    guard !from.isNaN, !to.isNaN else { return Path() }
    let from = min(max(from, 0), 1)
    let to = min(max(to, 0), 1)
    guard from < to, isFinite else { return Path() }
    if from == 0 && to == 1 { return self }
    var lengths: [Double] = []
    lengths.reserveCapacity(storage.count)
    var total = 0.0
    forEachSegment(closingOpenSubpaths: false) { segment in
      let length = segment.arcLength()
      lengths.append(length)
      total += length
    }
    if !total.isFinite {
      // A length too large for `Double` (infinite, or NaN where the curves' coefficients
      // overflow): trim a copy scaled by a power of two (exactly) that brings the largest
      // coordinate near 1, and scale the result back. The copy's total is checked as its
      // trim computes it, so this recurses at most once.
      let exponent = largestMagnitude.exponent
      let shrunk = applying(.scale(Double(sign: .plus, exponent: -exponent, significand: 1)))
      guard shrunk.unscaledLength.isFinite else { return Path() }
      return shrunk.trimmedPath(from: from, to: to)
        .applying(.scale(Double(sign: .plus, exponent: exponent, significand: 1)))
    }
    guard total > 0 else { return Path() }
    var trimmer = Trimmer(lengths: lengths, start: from * total, end: to * total)
    var index = 0
    while index < storage.count {
      var end = index + 1
      while end < storage.count {
        if case .move = storage[end] { break }
        end += 1
      }
      trimmer.addSubpath(storage[index..<end])
      index = end
    }
    return trimmer.result
  }
}

/// Walks the subpaths of a path with their segment lengths, collecting what falls between
/// `start` and `end` (arc lengths from the beginning of the path).
private struct Trimmer {
  let lengths: [Double]
  let start: Double
  let end: Double
  var result = Path()
  /// The arc length at the start of the next segment.
  var position = 0.0
  /// The index in `lengths` of the next segment.
  var next = 0

  init(lengths: [Double], start: Double, end: Double) {
    self.lengths = lengths
    self.start = start
    self.end = end
  }

  mutating func addSubpath(_ elements: ArraySlice<Path.Element>) {
    guard case .move(let subpathStart) = elements[elements.startIndex] else { return }
    let count = elements.count - 1
    guard count > 0 else { return }
    // Whole subpath inside the range: keep it as it is.
    var subpathEnd = position
    for k in next..<(next + count) { subpathEnd += lengths[k] }
    if position >= start && subpathEnd <= end {
      for element in elements { result.append(element) }
      position = subpathEnd
      next += count
      return
    }
    var current = subpathStart
    var open = false
    for element in elements.dropFirst() {
      guard let segment = element.segment(from: current, subpathStart: subpathStart) else {
        return
      }
      current = segment.end
      let length = lengths[next]
      let s0 = position
      let s1 = position + length
      position = s1
      next += 1
      let overlaps = s1 > start && s0 < end
      let degenerateInside = length == 0 && s0 > start && s0 < end
      guard overlaps || degenerateInside else {
        open = false
        continue
      }
      let piece = segment.subsegment(
        fromLength: s0 >= start ? 0 : start - s0, toLength: s1 <= end ? length : end - s0,
        length: length)
      if !open {
        result.move(to: piece.start)
        open = true
      }
      result.storage.append(piece.element)
    }
  }
}
