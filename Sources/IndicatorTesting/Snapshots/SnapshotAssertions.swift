import Foundation
import IndicatorCore
import IndicatorRendering

// The snapshot functions: each `verify…` returns the failure message (nil when the
// snapshot matches), each `assert…` reports it to XCTest or Swift Testing.

/// Checks a value against its recorded snapshot, drawn by a strategy.
///
/// The reference is `__Snapshots__/<TestFile>/<test>.<n or name>.svg` beside the test file:
/// an SVG any browser opens, whose indicator `d` attributes are the library's
/// `Path/svgPathData`. It is compared by geometry, not text: see <doc:SnapshotTesting> for
/// the comparison, the names, the record modes and the artifacts of a failure.
///
/// ```swift
/// assertIndicatorSnapshot(of: outline, as: .path)
/// assertIndicatorSnapshot(of: bar, as: .transition(from: 0, to: 2, frames: 9))
/// ```
///
/// - Parameters:
///   - value: The value to record or compare.
///   - strategy: How it is drawn: ``IndicatorSnapshotting``.
///   - name: A name for the snapshot (`<test>.<name>.svg`); without one, the test's unnamed
///     snapshots are numbered from 1 in the order it takes them, from 1 again in each run.
///   - record: When to write the reference; `nil` takes the scope's
///     (``withIndicatorSnapshotTesting(record:operation:)``,
///     ``IndicatorSnapshotTrait``), then ``SnapshotRecordMode/environmentVariable``'s, then
///     `.never` on CI, else ``SnapshotRecordMode/missing``.
///   - tolerance: How far indicators, frames, sizes and opacities may move, positive and
///     finite; the default is ``IndicatorTestingDefaults/shapeTolerance``.
///   - comparison: How indicators are compared; by default as filled regions.
///   - snapshotDirectory: A folder for the reference instead of `__Snapshots__/<TestFile>`.
///   - file: The test file, which places `__Snapshots__`.
///   - testName: The test's name, which names the file under XCTest; under Swift Testing
///     the running test's suite, function and arguments name it.
/// - Returns: `nil` when the snapshot matches its reference; otherwise the failure message,
///   or the strategy's ``SnapshotError`` message.
public func verifyIndicatorSnapshot<Value>(
  of value: Value, as strategy: IndicatorSnapshotting<Value>, named name: String? = nil,
  record: SnapshotRecordMode? = nil, tolerance: Double = IndicatorTestingDefaults.shapeTolerance,
  comparison: SnapshotComparison = .sameShape, snapshotDirectory: String? = nil,
  file: StaticString = #filePath, testName: String = #function
) -> String? {
  let bars: [SnapshotBar]
  do {
    bars = try strategy.snapshot(value)
  } catch {
    return error.message
  }
  guard !bars.isEmpty else { return "The strategy drew no bars: there is nothing to snapshot." }
  return verifySnapshot(
    IndicatorSnapshot(bars: bars), named: name, record: record, tolerance: tolerance,
    comparison: comparison, snapshotDirectory: snapshotDirectory, file: "\(file)",
    testName: testName)
}

/// Asserts that a value matches its recorded snapshot, drawn by a strategy.
///
/// See ``verifyIndicatorSnapshot(of:as:named:record:tolerance:comparison:snapshotDirectory:file:testName:)``
/// for the parameters and <doc:SnapshotTesting> for the workflow.
public func assertIndicatorSnapshot<Value>(
  of value: Value, as strategy: IndicatorSnapshotting<Value>, named name: String? = nil,
  record: SnapshotRecordMode? = nil, tolerance: Double = IndicatorTestingDefaults.shapeTolerance,
  comparison: SnapshotComparison = .sameShape, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  IndicatorTesting.record(
    verifyIndicatorSnapshot(
      of: value, as: strategy, named: name, record: record, tolerance: tolerance,
      comparison: comparison, snapshotDirectory: snapshotDirectory, file: file,
      testName: testName),
    fileID: fileID, file: file, line: line, column: column)
}

/// Checks a tab bar against its recorded snapshot: the strategy
/// ``IndicatorSnapshotting/bar``.
///
/// See ``verifyIndicatorSnapshot(of:as:named:record:tolerance:comparison:snapshotDirectory:file:testName:)``
/// for the details.
///
/// - Parameters:
///   - model: The bar to record or compare.
///   - name: A name for the snapshot; without one, numbered from 1.
///   - record: When to write the reference; see ``SnapshotRecordMode``.
///   - tolerance: Positive and finite; the default is ``IndicatorTestingDefaults/shapeTolerance``.
///   - comparison: How indicators are compared; by default as filled regions.
///   - snapshotDirectory: A folder for the reference instead of `__Snapshots__/<TestFile>`.
///   - file: The test file, which places `__Snapshots__`.
///   - testName: The test's name, which names the file under XCTest.
/// - Returns: `nil` when the snapshot matches its reference; otherwise the failure message.
///   A bar with no items, no size, or a selection but no indicator fails without recording.
public func verifyIndicatorSnapshot(
  of model: TabBarModel, named name: String? = nil, record: SnapshotRecordMode? = nil,
  tolerance: Double = IndicatorTestingDefaults.shapeTolerance,
  comparison: SnapshotComparison = .sameShape, snapshotDirectory: String? = nil,
  file: StaticString = #filePath, testName: String = #function
) -> String? {
  verifyIndicatorSnapshot(
    of: model, as: .bar, named: name, record: record, tolerance: tolerance,
    comparison: comparison, snapshotDirectory: snapshotDirectory, file: file, testName: testName)
}

/// Asserts that a tab bar matches its recorded snapshot.
///
/// See ``verifyIndicatorSnapshot(of:named:record:tolerance:comparison:snapshotDirectory:file:testName:)``
/// for the parameters and <doc:SnapshotTesting> for the workflow.
public func assertIndicatorSnapshot(
  of model: TabBarModel, named name: String? = nil, record: SnapshotRecordMode? = nil,
  tolerance: Double = IndicatorTestingDefaults.shapeTolerance,
  comparison: SnapshotComparison = .sameShape, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  IndicatorTesting.record(
    verifyIndicatorSnapshot(
      of: model, named: name, record: record, tolerance: tolerance, comparison: comparison,
      snapshotDirectory: snapshotDirectory, file: file, testName: testName),
    fileID: fileID, file: file, line: line, column: column)
}

/// Checks the indicator a template draws for one tab against its recorded snapshot: the
/// strategy ``IndicatorSnapshotting/indicator(in:)``.
///
/// See ``verifyIndicatorSnapshot(of:as:named:record:tolerance:comparison:snapshotDirectory:file:testName:)``
/// for the details.
///
/// - Parameters:
///   - template: The template under test, built-in or your own.
///   - context: The tab it draws for.
///   - name: A name for the snapshot; without one, numbered from 1.
///   - record: When to write the reference; see ``SnapshotRecordMode``.
///   - tolerance: Positive and finite; the default is ``IndicatorTestingDefaults/shapeTolerance``.
///   - comparison: How indicators are compared; by default as filled regions.
///   - snapshotDirectory: A folder for the reference instead of `__Snapshots__/<TestFile>`.
///   - file: The test file, which places `__Snapshots__`.
///   - testName: The test's name, which names the file under XCTest.
/// - Returns: `nil` when the snapshot matches its reference; otherwise the failure message.
///   Bounds with no area or an empty indicator fail without recording.
public func verifyIndicatorSnapshot<Template: IndicatorTemplate>(
  of template: Template, in context: TabBarContext, named name: String? = nil,
  record: SnapshotRecordMode? = nil, tolerance: Double = IndicatorTestingDefaults.shapeTolerance,
  comparison: SnapshotComparison = .sameShape, snapshotDirectory: String? = nil,
  file: StaticString = #filePath, testName: String = #function
) -> String? {
  verifyIndicatorSnapshot(
    of: template, as: .indicator(in: context), named: name, record: record,
    tolerance: tolerance, comparison: comparison, snapshotDirectory: snapshotDirectory,
    file: file, testName: testName)
}

/// Asserts that the indicator a template draws for one tab matches its recorded snapshot.
///
/// See ``verifyIndicatorSnapshot(of:in:named:record:tolerance:comparison:snapshotDirectory:file:testName:)``
/// for the parameters and <doc:SnapshotTesting> for the workflow.
public func assertIndicatorSnapshot(
  of template: some IndicatorTemplate, in context: TabBarContext, named name: String? = nil,
  record: SnapshotRecordMode? = nil, tolerance: Double = IndicatorTestingDefaults.shapeTolerance,
  comparison: SnapshotComparison = .sameShape, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  IndicatorTesting.record(
    verifyIndicatorSnapshot(
      of: template, in: context, named: name, record: record, tolerance: tolerance,
      comparison: comparison, snapshotDirectory: snapshotDirectory, file: file,
      testName: testName),
    fileID: fileID, file: file, line: line, column: column)
}

/// Checks every frame of a tap transition against its recorded snapshot: the strategy
/// ``IndicatorSnapshotting/transition(from:to:frames:animation:)``.
///
/// See ``verifyIndicatorSnapshot(of:as:named:record:tolerance:comparison:snapshotDirectory:file:testName:)``
/// for the details.
///
/// - Parameters:
///   - model: The bar.
///   - from: The start tab's index.
///   - to: The end tab's index.
///   - frames: From 2 to ``IndicatorTestingDefaults/maximumSnapshotFrames`` (default 5).
///   - animation: How the indicator's edges move.
///   - name: A name for the snapshot; without one, numbered from 1.
///   - record: When to write the reference; see ``SnapshotRecordMode``.
///   - tolerance: Positive and finite; the default is ``IndicatorTestingDefaults/shapeTolerance``.
///   - comparison: How indicators are compared; by default as filled regions.
///   - snapshotDirectory: A folder for the reference instead of `__Snapshots__/<TestFile>`.
///   - file: The test file, which places `__Snapshots__`.
///   - testName: The test's name, which names the file under XCTest.
/// - Returns: `nil` when every frame matches; otherwise the failure message, or a message
///   saying which argument is out of range.
public func verifyTransitionSnapshot(
  of model: TabBarModel, from: Int, to: Int, frames: Int = 5,
  animation: IndicatorAnimation = .linear, named name: String? = nil,
  record: SnapshotRecordMode? = nil, tolerance: Double = IndicatorTestingDefaults.shapeTolerance,
  comparison: SnapshotComparison = .sameShape, snapshotDirectory: String? = nil,
  file: StaticString = #filePath, testName: String = #function
) -> String? {
  verifyIndicatorSnapshot(
    of: model, as: .transition(from: from, to: to, frames: frames, animation: animation),
    named: name, record: record, tolerance: tolerance, comparison: comparison,
    snapshotDirectory: snapshotDirectory, file: file, testName: testName)
}

/// Asserts that every frame of a tap transition matches its recorded snapshot.
///
/// See ``verifyTransitionSnapshot(of:from:to:frames:animation:named:record:tolerance:comparison:snapshotDirectory:file:testName:)``
/// for the parameters and <doc:SnapshotTesting> for the workflow.
public func assertTransitionSnapshot(
  of model: TabBarModel, from: Int, to: Int, frames: Int = 5,
  animation: IndicatorAnimation = .linear, named name: String? = nil,
  record: SnapshotRecordMode? = nil, tolerance: Double = IndicatorTestingDefaults.shapeTolerance,
  comparison: SnapshotComparison = .sameShape, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  IndicatorTesting.record(
    verifyTransitionSnapshot(
      of: model, from: from, to: to, frames: frames, animation: animation, named: name,
      record: record, tolerance: tolerance, comparison: comparison,
      snapshotDirectory: snapshotDirectory, file: file, testName: testName),
    fileID: fileID, file: file, line: line, column: column)
}
