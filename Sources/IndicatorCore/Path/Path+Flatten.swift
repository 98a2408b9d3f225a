// Flattening: curves to polylines within a distance tolerance, by Raph Levien's
// parabola-integral method ("Flattening quadratic Béziers", 2019), as kurbo and lyon do it:
// quadratics are subdivided so that every line covers an equal share of the integral of
// √curvature (which, for a parabola, makes every line's error the same), and cubics are
// first approximated by quadratics; every line is then verified exactly against the curve.

extension Path {
  /// The path with every curve replaced by straight lines that stay within `tolerance` of
  /// it.
  ///
  /// Every point of each curve lies within `tolerance` of the polyline that replaces it,
  /// and every vertex of the polyline lies on the curve (end points exactly). Moves,
  /// lines and closes are kept as they are, so the result has the same subpaths.
  ///
  /// The method is Raph Levien's "Flattening quadratic Béziers" (raphlinus.github.io, 2019),
  /// the algorithm of kurbo's and lyon's flatteners: a quadratic is mapped onto the
  /// parabola `y = x²`, where the number of lines needed is proportional to the integral of
  /// √curvature, and its vertices are spread so that each line takes an equal share (using
  /// Levien's closed-form approximations of that integral and its inverse). A cubic is
  /// first split into quadratics within `0.2 × tolerance` of it (the error bound of the
  /// mid-point quadratic approximation, `√3/36·|p3 − 3p2 + 3p1 − p0|`), which share one
  /// vertex count computed for `0.9 × tolerance` (kurbo splits 0.1/0.9). Levien's
  /// integrals are approximations, so each line is then checked exactly against the curve
  /// (the extrema of the curve's distance to the chord are roots of a quadratic) and
  /// bisected where it strays, which makes the tolerance a guarantee. The result uses
  /// close to the fewest lines any method with vertices on the curve can: on random cubics
  /// at tolerance 0.25, about 1.1× a brute-force greedy optimum and half the lines of
  /// uniform subdivision by Wang's formula.
  ///
  /// - Parameter tolerance: The largest distance allowed between the curve and its
  ///   polyline. A tolerance that is zero, negative or NaN, or smaller than `1e-6 ×` a
  ///   curve's extent (the largest coordinate difference between its control points),
  ///   is raised to that minimum for that curve, so flattening always ends; `+infinity`
  ///   replaces every curve by its chord. The vertex count of a curve is capped at 16,384,
  ///   and bisection stops once a curve has that many lines (so a curve never gets more
  ///   than 2 × 16,384 + 12 lines; only cusps near the minimum tolerance come close). A
  ///   curve with a non-finite coordinate, or whose control points span less than 1e-60 or
  ///   more than 1e60 (where the fourth powers of lengths in the chord test would underflow
  ///   or overflow), becomes a single line to its end point.
  /// - Complexity: O(n + m) for n elements and m output lines; m grows as
  ///   `1/√tolerance`.
  public func flattened(tolerance: Double) -> Path {
    var flattener = Flattener(tolerance: tolerance)
    var sink = ElementSink(elements: [])
    sink.elements.reserveCapacity(estimatedFlattenedCount(tolerance: flattener.tolerance))
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
  /// allocated once: each curve counts half its uniform subdivision count by Wang's formula
  /// (`√(3/4 · max |second difference| / tolerance)` for a cubic), close to the greedy count
  /// on typical curves, at most 256.
  func estimatedFlattenedCount(tolerance: Double) -> Int {
    // Half of Wang's count is √(k·|d|/tolerance) with k = 3/16 (cubic) or 1/16 (quadratic).
    let inverse = tolerance > 0 ? 1 / tolerance : 0
    var estimate = 0.0
    var current = Point.zero
    for element in storage {
      switch element {
      case .move(let p), .line(let p):
        estimate += 1
        current = p
      case .quadCurve(let p, let c):
        let d = current - 2 * c + p
        estimate += 1 + min((0.0625 * d.magnitude * inverse).squareRoot(), 256)
        current = p
      case .curve(let p, let c1, let c2):
        let d1 = current - 2 * c1 + c2
        let d2 = c1 - 2 * c2 + p
        let m = max(d1.dot(d1), d2.dot(d2)).squareRoot()
        estimate += 1 + min((0.1875 * m * inverse).squareRoot(), 256)
        current = p
      case .closeSubpath:
        estimate += 1
      }
    }
    // A non-finite curve makes the estimate NaN: then count one per element.
    return Int(estimate.isFinite ? estimate : Double(storage.count))
  }
}
