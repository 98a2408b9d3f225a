import Foundation
import IndicatorCore
import IndicatorRendering

// The snapshot functions: each `verify…` returns the failure message (nil when the
// snapshot matches), each `assert…` reports it to XCTest or Swift Testing.

/// Checks a tab bar against its recorded snapshot: the tab frames, content frames and
/// titles, and the selection indicator.
///
/// The reference is `__Snapshots__/<TestFile>/<testName>.<n or name>.svg` beside the test
/// file: an SVG any browser opens, whose indicator `d` attributes are the library's
/// `Path/svgPathData`. It is compared by geometry, not text: see
/// <doc:SnapshotTesting> for the comparison, the record modes and the artifacts of a failure.
///
/// - Parameters:
///   - model: The bar to record or compare.
///   - name: A name for the snapshot (`<testName>.<name>.svg`); without one, unnamed snapshots
///     are numbered from 1 in the order the test takes them.
///   - record: When to write the reference; `nil` reads ``SnapshotRecordMode/environmentVariable``,
///     then `CI`, then defaults to ``SnapshotRecordMode/missing``.
///   - tolerance: How far indicators, frames, sizes and opacities may move, positive and
///     finite; the default is ``IndicatorTestingDefaults/shapeTolerance``.
///   - comparison: How indicators are compared; by default as filled regions.
///   - snapshotDirectory: A folder for the reference instead of `__Snapshots__/<TestFile>`.
///   - file: The test file, which places `__Snapshots__`.
///   - testName: The test's name, which names the file.
/// - Returns: `nil` when the snapshot matches its reference; otherwise the failure message.
public func verifyIndicatorSnapshot(
  of model: TabBarModel, named name: String? = nil, record: SnapshotRecordMode? = nil,
  tolerance: Double = IndicatorTestingDefaults.shapeTolerance,
  comparison: SnapshotComparison = .sameShape, snapshotDirectory: String? = nil,
  file: StaticString = #filePath, testName: String = #function
) -> String? {
  verifySnapshot(
    IndicatorSnapshot(bars: [.init(label: barLabel(model), drawing: TabBarDrawing(model))]),
    named: name, record: record, tolerance: tolerance, comparison: comparison,
    snapshotDirectory: snapshotDirectory, file: "\(file)", testName: testName)
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
/// tab's bounds and content frame, and the indicator.
///
/// The template's result is recorded as it is, even an empty or non-finite path that a
/// `TabBarModel` would drop.
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
///   - testName: The test's name, which names the file.
/// - Returns: `nil` when the snapshot matches its reference; otherwise the failure message.
public func verifyIndicatorSnapshot(
  of template: some IndicatorTemplate, in context: TabBarContext, named name: String? = nil,
  record: SnapshotRecordMode? = nil, tolerance: Double = IndicatorTestingDefaults.shapeTolerance,
  comparison: SnapshotComparison = .sameShape, snapshotDirectory: String? = nil,
  file: StaticString = #filePath, testName: String = #function
) -> String? {
  let label =
    "\(briefDescription(of: template)) in \(brief(context.bounds))"
    + (context.layoutDirection == .rightToLeft ? ", right to left" : "")
  return verifySnapshot(
    IndicatorSnapshot(bars: [.init(label: label, drawing: TabBarDrawing(template, in: context))]),
    named: name, record: record, tolerance: tolerance, comparison: comparison,
    snapshotDirectory: snapshotDirectory, file: "\(file)", testName: testName)
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

/// Checks every frame of a tap transition against its recorded snapshot: one sheet with the
/// bar at each frame.
///
/// Frame k of `frames` (k = 0 … frames − 1) is
/// `TabBarModel/indicator(from:to:progress:animation:)` at progress
/// k / (frames − 1), so the first frame is at the start tab and the last at the end tab.
///
/// - Parameters:
///   - model: The bar.
///   - from: The start tab's index.
///   - to: The end tab's index.
///   - frames: The number of frames, at least 2 (default 5: progress 0, 0.25, 0.5, 0.75, 1).
///   - animation: How the indicator's edges move.
///   - name: A name for the snapshot; without one, numbered from 1.
///   - record: When to write the reference; see ``SnapshotRecordMode``.
///   - tolerance: Positive and finite; the default is ``IndicatorTestingDefaults/shapeTolerance``.
///   - comparison: How indicators are compared; by default as filled regions.
///   - snapshotDirectory: A folder for the reference instead of `__Snapshots__/<TestFile>`.
///   - file: The test file, which places `__Snapshots__`.
///   - testName: The test's name, which names the file.
/// - Returns: `nil` when every frame matches; otherwise the failure message, or a message
///   saying which argument is out of range.
public func verifyTransitionSnapshot(
  of model: TabBarModel, from: Int, to: Int, frames: Int = 5,
  animation: IndicatorAnimation = .linear, named name: String? = nil,
  record: SnapshotRecordMode? = nil, tolerance: Double = IndicatorTestingDefaults.shapeTolerance,
  comparison: SnapshotComparison = .sameShape, snapshotDirectory: String? = nil,
  file: StaticString = #filePath, testName: String = #function
) -> String? {
  guard frames >= 2 else {
    return "A transition snapshot needs at least 2 frames; got \(frames)."
  }
  let count = model.itemFrames.count
  guard model.itemFrames.indices.contains(from), model.itemFrames.indices.contains(to) else {
    return "A transition from tab \(from) to tab \(to) needs both indices below the bar's "
      + "\(count) laid-out tab(s)."
  }
  var bars: [IndicatorSnapshot.Bar] = []
  for k in 0..<frames {
    let progress = Double(k) / Double(frames - 1)
    let indicator = model.indicator(
      from: from, to: to, progress: progress, animation: animation)
    bars.append(
      .init(
        label: "frame \(k + 1) of \(frames): \(animation), tab \(from) → \(to), progress "
          + SVGText.number(progress),
        drawing: TabBarDrawing(model, indicator: indicator)))
  }
  return verifySnapshot(
    IndicatorSnapshot(bars: bars), named: name, record: record, tolerance: tolerance,
    comparison: comparison, snapshotDirectory: snapshotDirectory, file: "\(file)",
    testName: testName)
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

/// The caption of a model's bar: its template, layout, size and selection.
private func barLabel(_ model: TabBarModel) -> String {
  let selection = model.selectedIndex.map { "tab \($0) selected" } ?? "no selection"
  let direction = model.layoutDirection == .rightToLeft ? ", right to left" : ""
  return "\(briefDescription(of: model.template)), \(brief(model.resolvedLayout, depth: 1)), "
    + "\(SVGText.number(model.size.width)) × \(SVGText.number(model.size.height)), "
    + "\(selection)\(direction)"
}
