import Foundation

/// The files of one snapshot: the reference beside the test file and the artifacts of a
/// failure, as swift-snapshot-testing lays them out.
struct SnapshotFiles: Hashable, Sendable {
  /// `<test>.<n or name>`: the file name without its extension.
  var name: String
  /// `<test file's folder>/__Snapshots__/<TestFile>/<name>.svg`, or inside the
  /// `snapshotDirectory` the assertion was given.
  var reference: URL
  /// `<artifacts>/<TestFile>/<name>.svg`: the actual snapshot after a failure.
  var actual: URL
  /// `<artifacts>/<TestFile>/<name>.diff.svg`: the diff sheet after a failure.
  var diff: URL

  /// The environment variable naming the artifacts folder: `INDICATOR_SNAPSHOT_ARTIFACTS`
  /// (the temporary directory when it is not set).
  static let artifactsVariable = "INDICATOR_SNAPSHOT_ARTIFACTS"

  init(
    file: String, stem: String, identifier: String, snapshotDirectory: String?,
    environment: [String: String]
  ) {
    let fileURL = URL(fileURLWithPath: file, isDirectory: false)
    let testFile = fileURL.deletingPathExtension().lastPathComponent
    let directory =
      snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile)
    name = "\(stem).\(sanitizedPathComponent(identifier))"
    reference = directory.appendingPathComponent("\(name).svg")
    let artifactsRoot =
      environment[SnapshotFiles.artifactsVariable].flatMap { $0.isEmpty ? nil : $0 }
      ?? NSTemporaryDirectory()
    let artifacts = URL(fileURLWithPath: artifactsRoot, isDirectory: true)
      .appendingPathComponent(testFile)
    actual = artifacts.appendingPathComponent("\(name).svg")
    diff = artifacts.appendingPathComponent("\(name).diff.svg")
  }
}

/// A test name as a file name, as swift-snapshot-testing does: each run of characters other
/// than letters, digits and `_` becomes `-`, and leading and trailing `-` are dropped
/// (`testUnderline()` → `testUnderline`, `bar(in:) ` → `bar-in`).
func sanitizedPathComponent(_ text: String) -> String {
  var result = ""
  var pendingDash = false
  for c in text {
    if c.isLetter || c.isNumber || c == "_" {
      if pendingDash && !result.isEmpty { result += "-" }
      pendingDash = false
      result.append(c)
    } else {
      pendingDash = true
    }
  }
  return result.isEmpty ? "snapshot" : result
}

/// Writes `text` to `url`, creating the folders on the way.
func write(_ text: String, to url: URL) throws {
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url, options: .atomic)
}
