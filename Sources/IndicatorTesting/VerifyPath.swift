import IndicatorCore

// The `verify…` functions: each returns `nil` when the check passes and a readable failure
// message when it does not, so that any test framework can use them (as
// swift-snapshot-testing's `verifySnapshot`). The `assert…` functions wrap them.

/// Compares two paths element by element.
///
/// The paths match when they have the same element kinds in the same order and every point
/// is within `accuracy` of its counterpart (Euclidean distance), as
/// ``IndicatorCore/Path/isApproximatelyEqual(to:tolerance:)`` decides.
///
/// - Returns: `nil` when they match; otherwise a message naming the first differing element,
///   both values and their distance, followed by both paths as SVG path data.
public func verifyPath(_ path: Path, equals expected: Path, accuracy: Double = 0) -> String? {
  // The verdict is the library's own comparison; what follows only explains a failure.
  if path.isApproximatelyEqual(to: expected, tolerance: accuracy) { return nil }
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
    guard let distance = elementDistance(a, e) else {
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
/// The expected data is parsed with ``IndicatorCore/Path/init(svgPathData:)`` (arcs become
/// cubics), then compared as ``verifyPath(_:equals:accuracy:)`` does.
///
/// - Returns: `nil` when they match; otherwise the failure message, or a message about the
///   expected data when it does not parse.
public func verifyPath(_ path: Path, matchesSVG svgPathData: String, accuracy: Double = 0)
  -> String?
{
  do {
    let expected = try Path(svgPathData: svgPathData)
    return verifyPath(path, equals: expected, accuracy: accuracy)
  } catch {
    return "The expected SVG path data is invalid: \(error)\n  data: \(svgPathData)"
  }
}

/// Checks the indicator a template draws for a context against SVG path data.
///
/// - Returns: `nil` when the indicator's path matches; otherwise the failure message.
public func verifyIndicator(
  _ template: some IndicatorTemplate, in context: TabBarContext, matchesSVG svgPathData: String,
  accuracy: Double = 0
) -> String? {
  let path = template.indicatorAttributes(for: context).path
  return verifyPath(path, matchesSVG: svgPathData, accuracy: accuracy).map {
    "Indicator of \(template) in bounds \(context.bounds): \($0)"
  }
}

// MARK: - Formatting

/// The message with both paths appended as SVG path data.
func failure(_ message: String, _ actual: Path, _ expected: Path) -> String {
  """
  \(message)
    actual:   \(actual.svgPathData)
    expected: \(expected.svgPathData)
  """
}

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

/// The largest distance between corresponding points of two elements of the same kind, or
/// `nil` when the kinds differ: the figure a failure message gives.
///
/// Whether paths match is decided by `Path.isApproximatelyEqual(to:tolerance:)` alone; this
/// measures the first element that breaks it.
func elementDistance(_ a: Path.Element, _ b: Path.Element) -> Double? {
  switch (a, b) {
  case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
    return p.distance(to: q)
  case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
    return largest([p.distance(to: q), c.distance(to: d)])
  case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
    return largest([p.distance(to: q), c1.distance(to: d1), c2.distance(to: d2)])
  case (.closeSubpath, .closeSubpath):
    return 0
  default:
    return nil
  }
}

/// The largest of `values`, or NaN if any is NaN (`max` would drop it, and a NaN distance
/// never matches).
func largest(_ values: [Double]) -> Double {
  values.contains { $0.isNaN } ? .nan : values.max() ?? 0
}
