import Foundation
import IndicatorCore

/// The inline-golden flow of `assertPath(_:matchesSVG:)` and `assertIndicator(…matchesSVG:)`:
/// an empty expected string is filled in with the actual path data, in the test's source;
/// with record mode `.all` or `.failed`, a differing string is rewritten.
///
/// - Parameters:
///   - path: The actual path, or `nil` (nothing is written for `nil`).
///   - expected: The `matchesSVG:` argument.
///   - record: The call's record mode, resolved as the snapshots' are.
///   - file: The test source.
///   - line: The call's line.
///   - column: The call's column.
///   - check: The ordinary comparison, returning its failure message.
/// - Returns: `nil` when the path matches; otherwise the failure message, saying what was
///   written.
func verifyInlineGolden(
  _ path: Path?, expected: String, record: SnapshotRecordMode?, file: String, line: Int,
  column: Int, environment: [String: String] = ProcessInfo.processInfo.environment,
  check: (String) -> String?
) -> String? {
  // A non-empty literal is compared first: a match, or a failure with no path to write or
  // an invalid accuracy, ends here.
  var failure: String?
  if !expected.isEmpty {
    guard let message = check(expected) else { return nil }
    guard path != nil, !message.hasPrefix("The accuracy") else { return message }
    failure = message
  }
  guard let path else { return check(expected) }
  do {
    let (mode, reason) = try SnapshotRecordMode.inForce(record, environment: environment)
    if let failure {
      guard mode == .all || mode == .failed else { return failure }
      return write(path, file: file, line: line, column: column) { place in
        failure + "\n\nRecord mode is .\(mode) (\(reason)): rewrote the expected path data at "
          + "\(place). Re-run the test to verify against it."
      }
    }
    guard mode != .never else {
      return "The expected path data is empty and the record mode is .never "
        + "(\(reason)), so it was not written. The actual path: "
        + cut(path.svgPathData(fractionDigits: messageFractionDigits), to: 300)
    }
    return write(path, file: file, line: line, column: column) { place in
      "The expected path data was empty: recorded the actual path at \(place) "
        + "(matchesSVG: \"\(cut(path.svgPathData, to: 120))\"). Re-run the test to verify "
        + "against it."
    }
  } catch {
    return error.message
  }
}

/// Writes the path's data into the call's `matchesSVG:` literal and returns `message` for
/// where it went, or a message saying why it could not.
private func write(
  _ path: Path, file: String, line: Int, column: Int, message: (String) -> String
) -> String {
  let data = path.svgPathData
  do {
    let written = try replaceStringLiteral(
      argument: "matchesSVG", file: file, line: line, column: column, with: data)
    return message("\(file):\(written)")
  } catch {
    return "The expected path data could not be written into \(file):\(line): "
      + "\(error.message). The actual path: \(cut(data, to: 300))"
  }
}
