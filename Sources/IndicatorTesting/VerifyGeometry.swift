import IndicatorCore

// Rectangles and points within an accuracy: a stroked outline's bounds land a few
// hundred-thousandths of a point from the round numbers a test would write.

/// Compares two rectangles edge by edge.
///
/// They match when each of `minX`, `minY`, `maxX` and `maxY` is within `accuracy` of its
/// counterpart (so an origin and a size that differ by opposite amounts still fail).
///
/// - Parameters:
///   - rect: The rectangle under test (a path's `boundingRect`, a tab frame).
///   - expected: The rectangle it should equal.
///   - accuracy: How far each edge may move, in points: finite and at least 0 (a NaN,
///     infinite or negative accuracy fails with a message saying so). A NaN edge never
///     matches.
/// - Returns: `nil` when they match; otherwise a message naming the edge that differs most,
///   by how much, and both rectangles.
public func verifyRect(_ rect: Rect, equals expected: Rect, accuracy: Double = 0) -> String? {
  if let problem = accuracyProblem(accuracy) { return problem }
  let edges: [(String, Double, Double)] = [
    ("minX", rect.minX, expected.minX), ("minY", rect.minY, expected.minY),
    ("maxX", rect.maxX, expected.maxX), ("maxY", rect.maxY, expected.maxY),
  ]
  let worst = edges.map { ($0.0, abs($0.1 - $0.2)) }.max { a, b in
    // NaN counts as the largest difference.
    a.1.isNaN ? false : (b.1.isNaN || a.1 < b.1)
  }
  guard let (edge, distance) = worst, !(distance <= accuracy) else { return nil }
  // Below four decimals' reach, the rectangles are given in full.
  let text = distance < 1e-4 ? brief : rounded
  return "Rects differ at \(edge) by \(rounded(distance)) (accuracy \(rounded(accuracy))).\n"
    + "  actual:   \(text(rect))\n  expected: \(text(expected))"
}

/// Compares two points by their distance.
///
/// - Parameters:
///   - point: The point under test.
///   - expected: The point it should equal.
///   - accuracy: How far apart they may be (Euclidean distance), in points: finite and at
///     least 0 (anything else fails with a message saying so). A NaN coordinate never
///     matches.
/// - Returns: `nil` when they match; otherwise a message with the distance and both points.
public func verifyPoint(_ point: Point, equals expected: Point, accuracy: Double = 0) -> String? {
  if let problem = accuracyProblem(accuracy) { return problem }
  let distance =
    ((point.x - expected.x) * (point.x - expected.x)
    + (point.y - expected.y) * (point.y - expected.y)).squareRoot()
  guard !(distance <= accuracy) else { return nil }
  return "Points differ by \(rounded(distance)) (accuracy \(rounded(accuracy))).\n"
    + "  actual:   (\(rounded(point.x)), \(rounded(point.y)))\n"
    + "  expected: (\(rounded(expected.x)), \(rounded(expected.y)))"
}

/// A rectangle as `(x, y, width, height)`, each rounded to four decimals.
private func rounded(_ rect: Rect) -> String {
  "("
    + [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(rounded)
    .joined(separator: ", ") + ")"
}
