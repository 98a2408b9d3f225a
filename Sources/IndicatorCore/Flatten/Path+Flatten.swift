// Flattening: curves to polylines within a distance tolerance (the Flattening article).

extension Path {
  /// The path with every curve replaced by straight lines that stay within `tolerance` of
  /// it.
  ///
  /// Every point of each curve lies within `tolerance` of the polyline that replaces it,
  /// and every vertex of the polyline lies on the curve (end points exactly). Moves,
  /// lines and closes are kept as they are, so the result has the same subpaths; a path
  /// without curves is returned as it is, without a copy.
  ///
  /// Each curve is walked with chords as long as the tolerance allows, every chord checked
  /// exactly against its curve, so the tolerance is a guarantee and the result has close to
  /// the fewest lines any polyline with vertices on the curve can have. <doc:Flattening>
  /// describes the method and its sources.
  ///
  /// - Parameter tolerance: The largest distance allowed between the curve and its
  ///   polyline. A tolerance that is zero, negative or NaN, or smaller than `1e-5 ×` a
  ///   curve's extent (the largest coordinate difference between its control points),
  ///   is raised to that minimum for that curve, so flattening always ends and a curve at
  ///   the minimum becomes a few hundred lines (a loop, about 330); `+infinity`
  ///   replaces every curve by its chord. A curve becomes at most 16,384 lines (the last
  ///   one straight to its end once the cap is reached), and a chord whose parameter span
  ///   is below 1/65,536 is kept even if it strays (only cusps near the minimum tolerance
  ///   come close to either limit). A curve with a non-finite coordinate, or whose control
  ///   points span less than 1e-60 or more than 1e60 (where the fourth powers of lengths in
  ///   the chord test would underflow or overflow), becomes a single line to its end point.
  /// - Complexity: O(n + m) for n elements and m output lines; m grows as
  ///   `1/√tolerance`.
  public func flattened(tolerance: Double) -> Path {
    var flattener = Flattener(tolerance: tolerance)
    // A path of lines only is its own flattening: returned as it is, sharing its storage.
    guard let estimate = estimatedFlattenedCount(tolerance: flattener.tolerance) else {
      return self
    }
    var sink = ElementSink(elements: [])
    sink.elements.reserveCapacity(estimate)
    var current = Point.zero
    for element in storage {
      switch element {
      case .move(let p), .line(let p):
        sink.elements.append(element)
        current = p
      case .quadCurve(let p, let c):
        flattener.flatten(QuadBezier(current, c, p), into: &sink)
        current = p
      case .curve(let p, let c1, let c2):
        flattener.flatten(CubicBezier(current, c1, c2, p), into: &sink)
        current = p
      case .closeSubpath:
        sink.elements.append(.closeSubpath)
      }
    }
    var result = Path()
    result.storage = sink.elements
    result.subpathStart = subpathStart
    return result
  }

  /// About how many elements ``flattened(tolerance:)`` makes, so that its array is
  /// allocated once: each curve counts 0.55 × its uniform subdivision count by Wang's
  /// formula (`√(3/4 · max |second difference| / tolerance)` for a cubic), a little over the
  /// greedy count on random curves, at most 256; `nil` for a path without curves.
  func estimatedFlattenedCount(tolerance: Double) -> Int? {
    // 0.55 × Wang's count is √(k·|d|/tolerance) with k = 0.55² · 3/4 (cubic) or 0.55²/4
    // (quadratic).
    let inverse = tolerance > 0 ? 1 / tolerance : 0
    var estimate = 0.0
    var curves = false
    var current = Point.zero
    for element in storage {
      switch element {
      case .move(let p), .line(let p):
        estimate += 1
        current = p
      case .quadCurve(let p, let c):
        curves = true
        let d = current - 2 * c + p
        estimate += 1 + min((0.075_625 * d.magnitude * inverse).squareRoot(), 256)
        current = p
      case .curve(let p, let c1, let c2):
        curves = true
        let d1 = current - 2 * c1 + c2
        let d2 = c1 - 2 * c2 + p
        let m = max(d1.dot(d1), d2.dot(d2)).squareRoot()
        estimate += 1 + min((0.226_875 * m * inverse).squareRoot(), 256)
        current = p
      case .closeSubpath:
        estimate += 1
      }
    }
    guard curves else { return nil }
    // A non-finite curve makes the estimate NaN: then count one per element.
    return Int(estimate.isFinite ? estimate : Double(storage.count))
  }
}
