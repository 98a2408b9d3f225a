import IndicatorCore

/// The default tolerance of ``verifySameShape(_:_:tolerance:)``, the `sameShapeAs:`
/// assertions and the snapshots, in points.
public enum IndicatorTestingDefaults {
  /// 0.01 points: a hundredth of a point.
  ///
  /// That is far below anything visible on a 3× screen
  /// (a third of a point per pixel) and far above the rounding of any computation the
  /// library does on tab-sized coordinates (about 1e-13), so a 1e-12 change passes and a
  /// moved, resized or re-shaped indicator fails. The comparison's cost grows as the
  /// tolerance shrinks (curves are flattened to an eighth of it).
  public static let shapeTolerance = 0.01

  /// The most frames a transition snapshot takes: 10,000.
  ///
  /// As many as `TabBarModel`'s frame lists give. Each frame is a bar of the reference
  /// file, so more would write files of hundreds of megabytes.
  public static let maximumSnapshotFrames = 10_000
}

/// Checks that two paths fill the same region (non-zero rule) to within `tolerance`,
/// whatever their element order, start points and directions.
///
/// The check has two parts:
/// 1. The boundaries are close: the symmetric Hausdorff distance between the two outlines,
///    each flattened to `tolerance / 8`, is at most `tolerance`.
/// 2. The insides agree: at a 48 × 48 grid of points over the union of the bounding
///    rectangles, plus points `2 · tolerance` either side of the middle of every flattened
///    boundary segment, both paths give the same `contains` answer — wherever the point is
///    more than `tolerance` from both boundaries. This catches, for example, a ring whose
///    inner contour runs the wrong way (it fills its hole under the non-zero rule).
///
/// So a stroked outline can be compared with a hand-written ring. The cost grows with the
/// product of the two paths' flattened segment counts.
///
/// - Parameters:
///   - path: The path under test; `nil` (an optional result such as
///     `model.selectionIndicator?.path`) fails with a message saying so.
///   - expected: The path it should fill the same region as.
///   - tolerance: How far apart the outlines may be, in points; positive and finite (a NaN,
///     infinite, zero or negative tolerance fails with a message saying so). The default is
///     ``IndicatorTestingDefaults/shapeTolerance``.
/// - Returns: `nil` when the shapes match; otherwise a message with the measured distance or
///   the first point where the insides differ, the area of the region one path fills and
///   the other does not (their symmetric difference) and the box it lies in, and both paths
///   as SVG path data.
public func verifySameShape(
  _ path: Path?, _ expected: Path, tolerance: Double = IndicatorTestingDefaults.shapeTolerance
) -> String? {
  if let problem = toleranceProblem(tolerance) { return problem }
  guard let path else { return nilPathMessage(expected: expected) }
  return compareShapes(path, expected, tolerance: tolerance).map {
    failure($0.message + differenceArea(path, expected), path, expected)
  }
}

/// The sentence giving the area of the region one path fills and the other does not, and
/// the box it lies in (``IndicatorCore/Path/symmetricDifference(_:eoFill:)``, non-zero
/// rule); empty where that region is empty.
func differenceArea(_ path: Path, _ expected: Path) -> String {
  let difference = path.symmetricDifference(expected)
  let area = difference.signedArea
  guard area > 0 else { return "" }
  let box = difference.boundingRect
  return " The regions differ by an area of \(rounded(area)) within (\(rounded(box.minX)), "
    + "\(rounded(box.minY)), \(rounded(box.width)), \(rounded(box.height)))."
}

/// The message for a tolerance that cannot be used, or `nil` for a positive, finite one.
func toleranceProblem(_ tolerance: Double) -> String? {
  guard tolerance > 0, tolerance.isFinite else {
    return "The tolerance must be positive and finite; got \(tolerance)."
  }
  return nil
}

/// How two shapes differ: a sentence, and where applicable the distance and the point.
struct ShapeDifference: Hashable, Sendable {
  /// The sentence for a failure message ("Shapes differ: …").
  var message: String
  /// The largest distance between the outlines, when the outlines differ.
  var distance: Double?
  /// The point of largest difference, or the first point whose insides differ.
  var point: Point?
}

/// The comparison behind ``verifySameShape(_:_:tolerance:)``: `nil` when the shapes match
/// within `tolerance` (which must be positive and finite).
func compareShapes(_ path: Path, _ expected: Path, tolerance: Double) -> ShapeDifference? {
  guard path.isFinite, expected.isFinite else {
    return ShapeDifference(message: "A path has non-finite coordinates.")
  }
  let a = Polyline(path.flattened(tolerance: tolerance / 8))
  let b = Polyline(expected.flattened(tolerance: tolerance / 8))
  if a.segments.isEmpty != b.segments.isEmpty {
    return ShapeDifference(
      message: "Shapes differ: one path has no outline (\(a.segments.count) vs "
        + "\(b.segments.count) segments).")
  }
  // 1. Boundaries.
  let (ab, abAt) = a.farthestSample(from: b)
  let (ba, baAt) = b.farthestSample(from: a)
  if ab > tolerance || ba > tolerance {
    let (distance, at) = ab >= ba ? (ab, abAt) : (ba, baAt)
    let whose = ab >= ba ? "actual" : "expected"
    return ShapeDifference(
      message: "Shapes differ: the \(whose) outline passes \(at), which is \(distance) from "
        + "the other outline (tolerance \(tolerance)).", distance: distance, point: at)
  }
  // 2. Insides.
  var probes: [Point] = []
  for s in a.segments + b.segments {
    let mid = s.0.lerp(s.1, 0.5)
    let d = Point(x: s.1.x - s.0.x, y: s.1.y - s.0.y)
    let length = (d.x * d.x + d.y * d.y).squareRoot()
    guard length > 0 else { continue }
    let n = Point(x: -d.y / length * 2 * tolerance, y: d.x / length * 2 * tolerance)
    probes.append(Point(x: mid.x + n.x, y: mid.y + n.y))
    probes.append(Point(x: mid.x - n.x, y: mid.y - n.y))
  }
  if let box = a.bounds.flatMap({ ab in b.bounds.map { ab.union($0) } }) {
    let steps = 48
    for i in 0..<steps {
      for j in 0..<steps {
        probes.append(
          Point(
            x: box.minX + box.width * (Double(i) + 0.5) / Double(steps),
            y: box.minY + box.height * (Double(j) + 0.5) / Double(steps)))
      }
    }
  }
  for p in probes {
    let inActual = path.contains(p)
    let inExpected = expected.contains(p)
    guard inActual != inExpected else { continue }
    guard a.distance(from: p) > tolerance, b.distance(from: p) > tolerance else { continue }
    return ShapeDifference(
      message: "Shapes differ: \(p) is \(inActual ? "inside" : "outside") the actual shape but "
        + "\(inExpected ? "inside" : "outside") the expected one.", point: p)
  }
  return nil
}

/// The straight segments of a flattened path, closing lines included.
struct Polyline {
  var segments: [(Point, Point)] = []

  init(_ flat: Path) {
    var start = Point.zero
    var current = Point.zero
    var open = false
    for element in flat.elements {
      switch element {
      case .move(let p):
        if open && current != start { segments.append((current, start)) }
        start = p
        current = p
        open = false
      case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
        segments.append((current, p))
        current = p
        open = true
      case .closeSubpath:
        if current != start { segments.append((current, start)) }
        current = start
        open = false
      }
    }
    if open && current != start { segments.append((current, start)) }
  }

  /// The bounding rectangle of every segment end, or `nil` without segments.
  var bounds: Rect? {
    guard let first = segments.first?.0 else { return nil }
    var minX = first.x
    var minY = first.y
    var maxX = first.x
    var maxY = first.y
    for (p, q) in segments {
      minX = min(minX, p.x, q.x)
      minY = min(minY, p.y, q.y)
      maxX = max(maxX, p.x, q.x)
      maxY = max(maxY, p.y, q.y)
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The distance from `p` to the nearest segment (infinity without segments).
  func distance(from p: Point) -> Double {
    var best = Double.infinity
    for (a, b) in segments {
      let dx = b.x - a.x
      let dy = b.y - a.y
      let lengthSquared = dx * dx + dy * dy
      var t = lengthSquared > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared : 0
      t = min(max(t, 0), 1)
      let ex = a.x + dx * t - p.x
      let ey = a.y + dy * t - p.y
      best = min(best, (ex * ex + ey * ey).squareRoot())
    }
    return best
  }

  /// The point of this polyline (segment ends and midpoints) farthest from `other`, and
  /// that distance.
  func farthestSample(from other: Polyline) -> (Double, Point) {
    var worst = (0.0, Point.zero)
    for (a, b) in segments {
      for p in [a, a.lerp(b, 0.5)] {
        let d = other.distance(from: p)
        if d > worst.0 { worst = (d, p) }
      }
    }
    return worst
  }
}

extension Point {
  /// The point `t` of the way to `other`.
  fileprivate func lerp(_ other: Point, _ t: Double) -> Point {
    Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
  }
}
