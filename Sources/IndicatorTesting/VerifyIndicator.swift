import IndicatorCore

// Indicators: a template in a context, or an optional result of the model.

/// Checks the indicator a template draws for a context against SVG path data, element by
/// element.
///
/// - Parameters:
///   - template: The template under test.
///   - context: The tab it draws for.
///   - svgPathData: The expected path as SVG path data.
///   - accuracy: As for ``verifyPath(_:equals:accuracy:)``: finite and at least 0.
/// - Returns: `nil` when the indicator's path matches; otherwise the message of
///   ``verifyPath(_:matchesSVG:accuracy:)`` after a line naming the template briefly (its type
///   and the options that differ from the defaults), the tab's bounds and its content frame.
public func verifyIndicator(
  _ template: some IndicatorTemplate, in context: TabBarContext, matchesSVG svgPathData: String,
  accuracy: Double = 0
) -> String? {
  let path = template.indicatorAttributes(for: context).path
  return verifyPath(path, matchesSVG: svgPathData, accuracy: accuracy).map {
    indicatorPrefix(template, context) + $0
  }
}

/// Checks that the indicator a template draws for a context fills the same region as
/// `expected`, as ``verifySameShape(_:_:tolerance:)`` compares them.
///
/// - Parameters:
///   - template: The template under test.
///   - context: The tab it draws for.
///   - expected: The region the indicator should fill.
///   - tolerance: Positive and finite; the default is ``IndicatorTestingDefaults/shapeTolerance``.
/// - Returns: `nil` when the shapes match; otherwise the message of
///   ``verifySameShape(_:_:tolerance:)`` after the template, bounds and content frame.
public func verifyIndicator(
  _ template: some IndicatorTemplate, in context: TabBarContext, sameShapeAs expected: Path,
  tolerance: Double = IndicatorTestingDefaults.shapeTolerance
) -> String? {
  if let problem = toleranceProblem(tolerance) { return problem }
  let path = template.indicatorAttributes(for: context).path
  return verifySameShape(path, expected, tolerance: tolerance).map {
    indicatorPrefix(template, context) + $0
  }
}

/// Checks an optional indicator — `model.selectionIndicator`,
/// `model.indicator(forItemAt:)`, a transition frame — against SVG path data, element by
/// element.
///
/// - Parameters:
///   - indicator: The indicator under test; `nil` fails with a message listing why a model
///     draws none.
///   - svgPathData: The expected path as SVG path data.
///   - accuracy: As for ``verifyPath(_:equals:accuracy:)``: finite and at least 0.
/// - Returns: `nil` when the indicator's path matches; otherwise the failure message.
public func verifyIndicator(
  _ indicator: IndicatorAttributes?, matchesSVG svgPathData: String, accuracy: Double = 0
) -> String? {
  if let problem = accuracyProblem(accuracy) { return problem }
  guard let indicator else { return nilIndicatorMessage(expected: svgPathData) }
  return verifyPath(indicator.path, matchesSVG: svgPathData, accuracy: accuracy)
}

/// Checks that an optional indicator fills the same region as `expected`, as
/// ``verifySameShape(_:_:tolerance:)`` compares them.
///
/// - Parameters:
///   - indicator: The indicator under test; `nil` fails with a message listing why a model
///     draws none.
///   - expected: The region the indicator should fill.
///   - tolerance: Positive and finite; the default is ``IndicatorTestingDefaults/shapeTolerance``.
/// - Returns: `nil` when the shapes match; otherwise the failure message.
public func verifyIndicator(
  _ indicator: IndicatorAttributes?, sameShapeAs expected: Path,
  tolerance: Double = IndicatorTestingDefaults.shapeTolerance
) -> String? {
  if let problem = toleranceProblem(tolerance) { return problem }
  guard let indicator else { return nilIndicatorMessage(expected: expected.svgPathData) }
  return verifySameShape(indicator.path, expected, tolerance: tolerance)
}

// MARK: - Formatting

/// "Indicator of <template> in a tab of bounds …, content frame …: ".
func indicatorPrefix(_ template: some IndicatorTemplate, _ context: TabBarContext) -> String {
  let direction = context.layoutDirection == .rightToLeft ? ", right to left" : ""
  return "Indicator of \(briefDescription(of: template)) in a tab of bounds "
    + "\(brief(context.bounds)), content frame \(brief(context.contentFrame))\(direction): "
}

/// The message for a `nil` indicator.
func nilIndicatorMessage(expected: String) -> String {
  """
  There is no indicator (nil). A model draws none with no items, no or an out-of-range \
  selection, a zero, negative or non-finite size, or a template that drew an empty path, a \
  non-finite coordinate or a bounding box of zero width or height.
    expected: \(expected)
  """
}
