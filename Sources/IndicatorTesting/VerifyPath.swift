import IndicatorCore

// The `verify…` functions: each returns `nil` when the check passes and a readable failure
// message when it does not, so that any test framework can use them (as
// swift-snapshot-testing's `verifySnapshot`). The `assert…` functions wrap them.

/// Compares two paths element by element.
///
/// The paths match when they have the same element kinds in the same order and every point
/// is within `accuracy` of its counterpart (Euclidean distance), as
/// `Path/isApproximatelyEqual(to:tolerance:)` decides.
///
/// - Parameters:
///   - path: The path under test; `nil` (an optional result such as
///     `model.selectionIndicator?.path`) fails with a message saying so.
///   - expected: The path it should equal.
///   - accuracy: How far apart corresponding points may be, in points: finite and at least 0
///     (a NaN, infinite or negative accuracy fails with a message saying so).
/// - Returns: `nil` when they match; otherwise a message naming the first differing element,
///   both values and their distance, then — when the two paths still fill the same region —
///   a line saying so and suggesting ``assertSameShape(_:_:tolerance:fileID:file:line:column:)``,
///   then both paths as SVG path data.
public func verifyPath(_ path: Path?, equals expected: Path, accuracy: Double = 0) -> String? {
  if let problem = accuracyProblem(accuracy) { return problem }
  guard let path else { return nilPathMessage(expected: expected) }
  // The verdict is the library's own comparison; what follows only explains a failure.
  if path.isApproximatelyEqual(to: expected, tolerance: accuracy) { return nil }
  func failure(_ message: String, _ path: Path, _ expected: Path) -> String {
    IndicatorTesting.failure(
      message + sameShapeHint(path, expected, accuracy: accuracy), path, expected)
  }
  let actualElements = path.elements
  let expectedElements = expected.elements
  for index in 0..<max(actualElements.count, expectedElements.count) {
    let a = index < actualElements.count ? actualElements[index] : nil
    let e = index < expectedElements.count ? expectedElements[index] : nil
    guard let a, let e else {
      let what =
        a == nil
        ? "the path ends after \(actualElements.count) elements; expected \(describe(e))"
        : "expected the path to end after \(expectedElements.count) elements; got \(describe(a))"
      return failure("Paths differ at element \(index): \(what).", path, expected)
    }
    guard let distance = a.distance(to: e) else {
      return failure(
        "Paths differ at element \(index): expected \(describe(e)), got \(describe(a)) "
          + "(different kinds).", path, expected)
    }
    if !(distance <= accuracy) {
      return failure(
        "Paths differ at element \(index): expected \(describe(e)), got \(describe(a)) "
          + "(distance \(distance) > accuracy \(accuracy)).", path, expected)
    }
  }
  // Not reached (every way the library's comparison fails is named above); kept so that a
  // disagreement between the two still fails.
  return failure("Paths differ (accuracy \(accuracy)).", path, expected)
}

/// Compares a path with SVG path data, element by element.
///
/// The expected data is parsed with `Path/init(svgPathData:)` (arcs become
/// cubics), then compared as ``verifyPath(_:equals:accuracy:)`` does.
///
/// - Parameters:
///   - path: The path under test; `nil` fails with a message saying so.
///   - svgPathData: The expected path as SVG path data (`M0 44H120V48H0Z`).
///   - accuracy: As for ``verifyPath(_:equals:accuracy:)``: finite and at least 0.
/// - Returns: `nil` when they match; otherwise the failure message, or a message about the
///   expected data when it does not parse.
public func verifyPath(_ path: Path?, matchesSVG svgPathData: String, accuracy: Double = 0)
  -> String?
{
  if let problem = accuracyProblem(accuracy) { return problem }
  do {
    let expected = try Path(svgPathData: svgPathData)
    return verifyPath(path, equals: expected, accuracy: accuracy)
  } catch {
    return "The expected SVG path data is invalid: \(error)\n  data: \(svgPathData)"
  }
}

// MARK: - Formatting

/// The message for an accuracy that cannot be used, or `nil` for a finite one ≥ 0.
func accuracyProblem(_ accuracy: Double) -> String? {
  guard accuracy >= 0, accuracy.isFinite else {
    return "The accuracy must be finite and at least 0; got \(accuracy)."
  }
  return nil
}

/// The message for a `nil` path where `expected` was wanted.
func nilPathMessage(expected: Path) -> String {
  """
  The path is nil: there is nothing to compare with the expected path.
    expected: \(expected.svgPathData)
  """
}

/// A line for a failed element comparison when the two paths nonetheless fill the same
/// region, or "" when they do not (or the check would be too costly).
///
/// Line-only paths are compared at `max(accuracy, 1e-9)`; paths with curves at
/// `max(accuracy, 0.001)`, since the shape comparison flattens curves to an eighth of its
/// tolerance and its cost grows with the square of the segment count.
func sameShapeHint(_ path: Path, _ expected: Path, accuracy: Double) -> String {
  let elements = path.elements + expected.elements
  guard elements.count <= 2_000, path.isFinite, expected.isFinite else { return "" }
  let curved = elements.contains {
    switch $0 {
    case .quadCurve, .curve: return true
    default: return false
    }
  }
  let tolerance = max(accuracy, curved ? 0.001 : 1e-9)
  guard compareShapes(path, expected, tolerance: tolerance) == nil else { return "" }
  return """

    The shapes agree, though: both paths fill the same region within \(tolerance). To \
    compare regions whatever the element order, start and direction, use \
    assertSameShape(_:_:tolerance:).
    """
}

/// The message with both paths appended as SVG path data.
///
/// The message's numbers are rounded to four decimals, and the paths printed with at most
/// four, the actual one also in full where that rounded it. A message that would run over
/// ``messageLimit`` (curved outlines) prints the paths cut short instead and writes them in
/// full to a file in the artifacts folder (``pathArtifact(actual:expected:)``), whose path
/// it gives.
func failure(_ message: String, _ actual: Path, _ expected: Path) -> String {
  let headline = roundingNumbers(in: message)
  let readable = actual.svgPathData(fractionDigits: messageFractionDigits)
  let expectedText = expected.svgPathData(fractionDigits: messageFractionDigits)
  let exact = actual.svgPathData
  var text = """
    \(headline)
      actual:   \(readable)
      expected: \(expectedText)
    """
  if readable != exact { text += "\n  actual, full precision: \(exact)" }
  guard text.utf8.count > messageLimit else { return text }
  return """
    \(headline)
      actual:   \(cut(readable, to: 240))
      expected: \(cut(expectedText, to: 240))
      full precision: \(pathArtifact(actual: exact, expected: expected.svgPathData))
    """
}

/// The length in UTF-8 bytes beyond which a failure message cuts its paths short.
let messageLimit = 1_000

/// The fraction digits of the paths in failure messages: enough to see a thousandth of a
/// point, few enough to read (the actual path is also given in full where they differ).
let messageFractionDigits = 4

/// An element as text, or "the end of the path" for `nil`.
func describe(_ element: Path.Element?) -> String {
  guard let element else { return "the end of the path" }
  switch element {
  case .move(let p): return "move(to: \(p))"
  case .line(let p): return "line(to: \(p))"
  case .quadCurve(let p, let c): return "quadCurve(to: \(p), control: \(c))"
  case .curve(let p, let c1, let c2):
    return "curve(to: \(p), control1: \(c1), control2: \(c2))"
  case .closeSubpath: return "closeSubpath"
  }
}
