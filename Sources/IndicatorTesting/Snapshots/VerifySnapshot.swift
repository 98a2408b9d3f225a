import Foundation
import IndicatorCore
import IndicatorRendering

/// The snapshot flow shared by every snapshot function: resolve the record mode, find the
/// reference, record or compare, write the artifacts of a failure, and say what happened.
///
/// - Returns: `nil` when the snapshot matches its reference (and nothing was recorded);
///   otherwise the failure message.
func verifySnapshot(
  _ snapshot: IndicatorSnapshot, named name: String?, record: SnapshotRecordMode?,
  tolerance: Double, comparison: SnapshotComparison, snapshotDirectory: String?, file: String,
  testName: String, environment: [String: String] = ProcessInfo.processInfo.environment
) -> String? {
  if let problem = toleranceProblem(tolerance) { return problem }
  let (mode, reason): (SnapshotRecordMode, String)
  do {
    (mode, reason) = try SnapshotRecordMode.inForce(record, environment: environment)
  } catch {
    return error.message
  }
  let identity = SnapshotIdentity.current(file: file, testName: testName)
  let identifier = name ?? String(nextSnapshotNumber(identity))
  let files = SnapshotFiles(
    file: file, stem: identity.stem, identifier: identifier,
    snapshotDirectory: snapshotDirectory, environment: environment)
  let title = files.name
  let document = snapshotDocument(snapshot, title: title)
  let test = identity.stem
  let referencePath = files.reference.path

  func recordReference(_ headline: String, _ after: String) -> String {
    do {
      try write(document, to: files.reference)
    } catch {
      return "Could not write the reference \(referencePath): \(error.localizedDescription)"
    }
    return """
      \(headline) Automatically recorded snapshot: \(referencePath)

      \(openCommand) "\(referencePath)"

      \(after)
      """
  }

  guard FileManager.default.fileExists(atPath: referencePath) else {
    if mode == .never {
      return """
        No reference was found on disk at \(referencePath). A new snapshot was not recorded \
        because the record mode is .never (\(reason)). Record it locally (the default mode, \
        .missing, records a missing reference) and commit it.
        """
    }
    return recordReference(
      "No reference was found on disk.",
      "Re-run \"\(test)\" to assert against the newly-recorded snapshot.")
  }
  if mode == .all {
    return recordReference(
      "Record mode is on (.all, \(reason)).",
      "Turn record mode off and re-run \"\(test)\" to assert against the newly-recorded "
        + "snapshot.")
  }
  let reference: [TabBarDrawing]
  do {
    let text = try String(contentsOf: files.reference, encoding: .utf8)
    reference = try SnapshotReader.bars(in: text)
  } catch {
    if mode == .failed {
      return recordReference(
        "The reference could not be read (\(error)); recorded it again (.failed, \(reason)).",
        "Re-run \"\(test)\" to assert against the newly-recorded snapshot.")
    }
    return """
      The reference \(referencePath) could not be read as an IndicatorKit snapshot: \(error). \
      Re-record it with INDICATOR_SNAPSHOT_RECORD=all.
      """
  }
  let differences = snapshotDifferences(
    snapshot.drawings, reference: reference, tolerance: tolerance, comparison: comparison)
  if differences.isEmpty { return nil }
  // Each bar's label once, then its differences, rounded and cut short: the full
  // geometry is in the artifacts.
  var list: [String] = []
  var labelled: Int?
  for difference in differences.prefix(messageDifferences) {
    if labelled != difference.bar {
      labelled = difference.bar
      let label =
        snapshot.bars.indices.contains(difference.bar)
        ? snapshot.bars[difference.bar].label : "bar \(difference.bar + 1)"
      list.append("  " + cut(roundingNumbers(in: label), to: 100) + ":")
    }
    list.append("  - " + cut(roundingNumbers(in: difference.description), to: 150))
  }
  let more =
    differences.count > messageDifferences
    ? ["  - … and \(differences.count - messageDifferences) more (see the diff)"] : []
  let headline =
    "Snapshot \"\(title)\" does not match the reference (\(differences.count) "
    + "difference\(differences.count == 1 ? "" : "s"), \(comparison == .sameShape ? "same shape" : "elements") "
    + "within \(rounded(tolerance))):"
  let details = (list + more).joined(separator: "\n")
  if mode == .failed {
    return recordReference(
      "\(headline)\n\(details)\n\nRecord mode is .failed (\(reason)).",
      "Re-run \"\(test)\" to assert against the newly-recorded snapshot.")
  }
  let diff = diffDocument(
    actual: snapshot, reference: reference, differences: differences, title: title)
  var written = ""
  do {
    try write(document, to: files.actual)
    try write(diff, to: files.diff)
  } catch {
    written = "\n  (the artifacts could not be written: \(error.localizedDescription))"
  }
  return """
    \(headline)
    \(details)
      reference: \(referencePath)
      actual:    \(files.actual.path)
      diff:      \(files.diff.path) (reference blue, actual red)\(written)
    If the change is intended, re-record: record: .failed, or \
    \(SnapshotRecordMode.environmentVariable)=failed.
    """
}

/// The most differences a snapshot failure lists; the diff sheet shows them all.
let messageDifferences = 6

/// The command that opens a file in its viewer on this platform.
let openCommand: String = {
  #if os(macOS)
    "open"
  #elseif os(Windows)
    "start"
  #else
    "xdg-open"
  #endif
}()
