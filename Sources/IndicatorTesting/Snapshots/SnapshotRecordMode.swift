/// When a snapshot assertion writes its reference file, as swift-snapshot-testing's record
/// modes.
///
/// The mode comes from the assertion's `record:` parameter; without one, from the innermost
/// ``withIndicatorSnapshotTesting(record:operation:)`` or
/// ``IndicatorSnapshotTrait`` scope that gives one; without that, from the
/// `INDICATOR_SNAPSHOT_RECORD` environment variable (`missing`, `all`, `failed` or
/// `never`); without that, `.never` when the `CI` environment variable is set (to anything
/// but `""`, `0` or `false`), so a build server never records, and `.missing` otherwise.
public enum SnapshotRecordMode: String, Hashable, Sendable, CaseIterable, Codable {
  /// Record a reference only when there is none; the test then fails once, saying so. The
  /// default.
  case missing
  /// Record every reference, replacing what is there; the test fails, saying so.
  case all
  /// Record a reference when there is none or when the comparison fails; the test fails,
  /// saying so.
  case failed
  /// Never record: a missing reference fails without writing anything.
  case never

  /// The environment variable that sets the mode when an assertion passes none:
  /// `INDICATOR_SNAPSHOT_RECORD`.
  public static let environmentVariable = "INDICATOR_SNAPSHOT_RECORD"

  /// The mode to use and why, or a message when the environment variable is not a mode.
  static func resolved(
    _ explicit: SnapshotRecordMode?, scoped: SnapshotRecordMode? = nil,
    environment: [String: String]
  ) -> Result<(mode: SnapshotRecordMode, reason: String), SnapshotSetupError> {
    if let explicit { return .success((explicit, "record: .\(explicit)")) }
    if let scoped { return .success((scoped, "the scope's record: .\(scoped)")) }
    if let text = environment[environmentVariable], !text.isEmpty {
      guard let mode = SnapshotRecordMode(rawValue: text.lowercased()) else {
        let names = allCases.map(\.rawValue).joined(separator: ", ")
        return .failure(
          SnapshotSetupError(
            message: "\(environmentVariable) must be one of \(names); got \"\(text)\"."))
      }
      return .success((mode, "\(environmentVariable)=\(text)"))
    }
    if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) {
      return .success((.never, "CI is set and no record mode was given"))
    }
    return .success((.missing, "the default"))
  }

  /// The mode an assertion that passes `explicit` runs under, and why:
  /// ``resolved(_:scoped:environment:)`` with the mode of the innermost
  /// ``withIndicatorSnapshotTesting(record:operation:)`` or ``IndicatorSnapshotTrait`` scope.
  static func inForce(
    _ explicit: SnapshotRecordMode?, environment: [String: String]
  ) throws(SnapshotSetupError) -> (mode: SnapshotRecordMode, reason: String) {
    try resolved(explicit, scoped: SnapshotScope.record, environment: environment).get()
  }
}

/// How a snapshot's indicators are compared with the reference's.
public enum SnapshotComparison: String, Hashable, Sendable, CaseIterable, Codable {
  /// The same filled region within the tolerance, whatever the element order, start and
  /// direction: ``verifySameShape(_:_:tolerance:)``'s method. The default.
  case sameShape
  /// The same elements in the same order, every point within the tolerance:
  /// ``verifyPath(_:equals:accuracy:)``'s method.
  case elements
}

/// A snapshot that cannot be taken: a bad environment variable or argument.
struct SnapshotSetupError: Error, Hashable {
  var message: String
}
