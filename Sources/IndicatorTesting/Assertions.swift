import IndicatorCore
import XCTest

#if canImport(Testing)
  import Testing
#endif

/// Asserts that two paths are equal element by element, within `accuracy`.
///
/// Under Swift Testing the failure is recorded as an issue; under XCTest it is an
/// `XCTFail`. See ``verifyPath(_:equals:accuracy:)`` for the message.
public func assertPath(
  _ path: Path?, equals expected: Path, accuracy: Double = 0,
  fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  record(
    verifyPath(path, equals: expected, accuracy: accuracy), fileID: fileID, file: file,
    line: line, column: column)
}

/// Asserts that a path matches SVG path data element by element, within `accuracy`.
///
/// An empty `svgPathData` literal is an inline golden: the first run writes the actual path
/// data into the string literal in the test's source and fails once, saying so; later runs
/// verify against it. With record mode `.all` or `.failed` a differing literal is rewritten
/// the same way (and the test fails once); with `.never` nothing is written. The mode is
/// decided as for snapshots (``SnapshotRecordMode``). The literal is found from the call's
/// `file`, `line` and `column`, so the argument must be a string literal (plain, raw or
/// multi-line; it becomes one plain line).
///
/// See ``verifyPath(_:matchesSVG:accuracy:)`` for the message.
public func assertPath(
  _ path: Path?, matchesSVG svgPathData: String, accuracy: Double = 0,
  record recordMode: SnapshotRecordMode? = nil, fileID: StaticString = #fileID,
  file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  recordInlineGolden(
    path, matchesSVG: svgPathData, record: recordMode, fileID: fileID, file: file, line: line,
    column: column
  ) { verifyPath(path, matchesSVG: $0, accuracy: accuracy) }
}

/// Asserts that two paths fill the same region within `tolerance`, whatever their order and
/// direction.
///
/// The default tolerance is ``IndicatorTestingDefaults/shapeTolerance`` (0.01 points). See
/// ``verifySameShape(_:_:tolerance:)`` for the method and the message.
public func assertSameShape(
  _ path: Path?, _ expected: Path, tolerance: Double = IndicatorTestingDefaults.shapeTolerance,
  fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  record(
    verifySameShape(path, expected, tolerance: tolerance), fileID: fileID, file: file,
    line: line, column: column)
}

/// Asserts that the indicator a template draws in a context matches SVG path data.
///
/// An empty `svgPathData` literal is an inline golden: the first run writes the actual path
/// data into the string literal in the test's source and fails once, saying so; later runs
/// verify against it. With record mode `.all` or `.failed` a differing literal is rewritten
/// the same way (and the test fails once); with `.never` nothing is written. The mode is
/// decided as for snapshots (``SnapshotRecordMode``). The literal is found from the call's
/// `file`, `line` and `column`, so the argument must be a string literal (plain, raw or
/// multi-line; it becomes one plain line).
///
/// See ``verifyIndicator(_:in:matchesSVG:accuracy:)`` for the message.
public func assertIndicator(
  _ template: some IndicatorTemplate, in context: TabBarContext, matchesSVG svgPathData: String,
  accuracy: Double = 0, record recordMode: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  recordInlineGolden(
    template.indicatorAttributes(for: context).path, matchesSVG: svgPathData,
    record: recordMode, fileID: fileID, file: file, line: line, column: column
  ) { verifyIndicator(template, in: context, matchesSVG: $0, accuracy: accuracy) }
}

/// Asserts that the indicator a template draws in a context fills the same region as
/// `expected`, whatever the order and direction of its elements.
///
/// See ``verifyIndicator(_:in:sameShapeAs:tolerance:)`` for the message.
public func assertIndicator(
  _ template: some IndicatorTemplate, in context: TabBarContext, sameShapeAs expected: Path,
  tolerance: Double = IndicatorTestingDefaults.shapeTolerance, fileID: StaticString = #fileID,
  file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  record(
    verifyIndicator(template, in: context, sameShapeAs: expected, tolerance: tolerance),
    fileID: fileID, file: file, line: line, column: column)
}

/// Asserts that an optional indicator (`model.selectionIndicator`, a transition frame)
/// matches SVG path data element by element; `nil` fails.
///
/// An empty `svgPathData` literal is an inline golden, as for
/// ``assertPath(_:matchesSVG:accuracy:record:fileID:file:line:column:)``; a `nil` indicator
/// writes nothing.
///
/// See ``verifyIndicator(_:matchesSVG:accuracy:)`` for the message.
public func assertIndicator(
  _ indicator: IndicatorAttributes?, matchesSVG svgPathData: String, accuracy: Double = 0,
  record recordMode: SnapshotRecordMode? = nil, fileID: StaticString = #fileID,
  file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  recordInlineGolden(
    indicator?.path, matchesSVG: svgPathData, record: recordMode, fileID: fileID, file: file,
    line: line, column: column
  ) { verifyIndicator(indicator, matchesSVG: $0, accuracy: accuracy) }
}

/// Asserts that an optional indicator fills the same region as `expected`; `nil` fails.
///
/// See ``verifyIndicator(_:sameShapeAs:tolerance:)`` for the message.
public func assertIndicator(
  _ indicator: IndicatorAttributes?, sameShapeAs expected: Path,
  tolerance: Double = IndicatorTestingDefaults.shapeTolerance, fileID: StaticString = #fileID,
  file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  record(
    verifyIndicator(indicator, sameShapeAs: expected, tolerance: tolerance), fileID: fileID,
    file: file, line: line, column: column)
}

/// Asserts that two rectangles are equal edge by edge, within `accuracy`.
///
/// See ``verifyRect(_:equals:accuracy:)`` for the comparison and the message.
public func assertRect(
  _ rect: Rect, equals expected: Rect, accuracy: Double = 0, fileID: StaticString = #fileID,
  file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  record(
    verifyRect(rect, equals: expected, accuracy: accuracy), fileID: fileID, file: file,
    line: line, column: column)
}

/// Asserts that two points are within `accuracy` of each other.
///
/// See ``verifyPoint(_:equals:accuracy:)`` for the message.
public func assertPoint(
  _ point: Point, equals expected: Point, accuracy: Double = 0, fileID: StaticString = #fileID,
  file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  record(
    verifyPoint(point, equals: expected, accuracy: accuracy), fileID: fileID, file: file,
    line: line, column: column)
}

/// Runs the inline-golden flow (``verifyInlineGolden``) for a `matchesSVG:` assertion at the
/// call's place, and reports its failure, if any.
///
/// - Parameters:
///   - path: The actual path, or `nil`.
///   - svgPathData: The `matchesSVG:` literal.
///   - check: The assertion's ordinary comparison, returning its failure message.
private func recordInlineGolden(
  _ path: Path?, matchesSVG svgPathData: String, record recordMode: SnapshotRecordMode?,
  fileID: StaticString, file: StaticString, line: UInt, column: UInt,
  check: (String) -> String?
) {
  record(
    verifyInlineGolden(
      path, expected: svgPathData, record: recordMode, file: "\(file)", line: Int(line),
      column: Int(column), check: check),
    fileID: fileID, file: file, line: line, column: column)
}

/// Reports `message`, if any, to the running test framework.
///
/// Under Swift Testing the issue's comment is the whole message, so it starts with the
/// message's first line (the headline); under XCTest it is an `XCTFail` with the message.
func record(
  _ message: String?, fileID: StaticString, file: StaticString, line: UInt, column: UInt
) {
  guard let message else { return }
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(file)", line: Int(line), column: Int(column)))
      return
    }
  #endif
  XCTFail(message, file: file, line: line)
}
