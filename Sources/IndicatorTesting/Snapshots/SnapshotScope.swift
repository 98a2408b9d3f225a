#if canImport(Testing)
  import Testing
#endif

/// The task-local settings of the snapshot functions: the record mode of
/// ``withIndicatorSnapshotTesting(record:operation:)`` or the
/// ``IndicatorSnapshotTrait`` trait, and the counter scope the trait opens.
enum SnapshotScope {
  /// The scope's record mode, used when an assertion passes none.
  @TaskLocal static var record: SnapshotRecordMode?
  /// The counter scope of the test case run in progress, when a trait opened one.
  @TaskLocal static var counterScope: UInt64?
}

/// Runs `operation` with a record mode for every snapshot assertion in it that passes none.
///
/// The record mode is decided, first to last: the assertion's `record:`; the innermost
/// `withIndicatorSnapshotTesting(record:)` or ``IndicatorSnapshotTrait`` scope that gives
/// one; the `INDICATOR_SNAPSHOT_RECORD` environment variable; `.never` when `CI` is set;
/// `.missing`.
///
/// ```swift
/// withIndicatorSnapshotTesting(record: .failed) {
///   assertIndicatorSnapshot(of: bar, as: .bar)
/// }
/// ```
///
/// - Parameters:
///   - record: The record mode; `nil` keeps the enclosing scope's.
///   - operation: The code whose assertions use it.
/// - Returns: What `operation` returns.
public func withIndicatorSnapshotTesting<R>(
  record: SnapshotRecordMode? = nil, operation: () throws -> R
) rethrows -> R {
  try SnapshotScope.$record.withValue(record ?? SnapshotScope.record, operation: operation)
}

/// Runs an asynchronous `operation` with a record mode for every snapshot assertion in it
/// that passes none.
///
/// See ``withIndicatorSnapshotTesting(record:operation:)`` for the order in which
/// the record mode is decided.
///
/// - Parameters:
///   - record: The record mode; `nil` keeps the enclosing scope's.
///   - isolation: The actor `operation` runs on; the caller's by default.
///   - operation: The code whose assertions use it.
/// - Returns: What `operation` returns.
public func withIndicatorSnapshotTesting<R>(
  record: SnapshotRecordMode? = nil, isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await SnapshotScope.$record.withValue(
    record ?? SnapshotScope.record, operation: operation, isolation: isolation)
}

#if canImport(Testing)
  /// A Swift Testing trait for snapshot tests: a record mode for the tests it applies to,
  /// and unnamed snapshots numbered from 1 in each run of each test case.
  ///
  /// ```swift
  /// @Suite(.indicatorSnapshots(record: .failed))
  /// struct TabBarSnapshots { … }
  /// ```
  ///
  /// Applied to a suite it applies to every test in it. Without it, the counters of unnamed
  /// snapshots start at 1 for each test case in each process.
  public struct IndicatorSnapshotTrait: TestTrait, SuiteTrait, TestScoping, Hashable {
    /// The record mode of the tests it applies to; `nil` leaves the mode to the environment.
    public var record: SnapshotRecordMode?

    /// `true`: applied to a suite, it applies to every test in it.
    public var isRecursive: Bool { true }

    /// Creates the trait.
    ///
    /// - Parameter record: The record mode; `nil` leaves it to the environment.
    public init(record: SnapshotRecordMode? = nil) {
      self.record = record
    }

    /// Runs `function` with the trait's record mode and, for a test case, fresh counters.
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      let mode = record ?? SnapshotScope.record
      guard testCase != nil else {
        try await SnapshotScope.$record.withValue(mode) { try await function() }
        return
      }
      let scope = openCounterScope()
      defer { closeCounterScope(scope) }
      try await SnapshotScope.$record.withValue(mode) {
        try await SnapshotScope.$counterScope.withValue(scope) { try await function() }
      }
    }
  }

  extension Trait where Self == IndicatorSnapshotTrait {
    /// Snapshot settings for a test or suite: a record mode, and unnamed snapshots numbered
    /// from 1 in each run of each test case.
    ///
    /// - Parameter record: The record mode, which a call's `record:` overrides; `nil`
    ///   leaves it to the environment.
    public static func indicatorSnapshots(record: SnapshotRecordMode? = nil) -> Self {
      IndicatorSnapshotTrait(record: record)
    }
  }
#endif
