import Foundation

/// Writes two paths' full-precision SVG path data to
/// `<artifacts>/IndicatorTesting-paths/<hash>.txt` (the artifacts folder is
/// `INDICATOR_SNAPSHOT_ARTIFACTS`, else the temporary directory) and returns the file's path,
/// or a sentence saying why it could not be written.
///
/// The name is a hash of the contents, so the same failure writes the same file.
func pathArtifact(
  actual: String, expected: String,
  environment: [String: String] = ProcessInfo.processInfo.environment
) -> String {
  let root =
    environment[SnapshotFiles.artifactsVariable].flatMap { $0.isEmpty ? nil : $0 }
    ?? NSTemporaryDirectory()
  let text = "actual:   \(actual)\nexpected: \(expected)\n"
  let url = URL(fileURLWithPath: root, isDirectory: true)
    .appendingPathComponent("IndicatorTesting-paths")
    .appendingPathComponent("\(stableHash(text)).txt")
  do {
    try write(text, to: url)
    return url.path
  } catch {
    return "(the paths could not be written to \(url.path): \(error.localizedDescription))"
  }
}
