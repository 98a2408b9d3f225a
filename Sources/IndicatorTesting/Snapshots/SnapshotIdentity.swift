import Foundation
import XCTest

#if canImport(Testing)
  import Testing
#endif

// Where a snapshot's name comes from: the running test's identity, and a counter for its
// unnamed snapshots that starts again at each run of the test.

/// The running test as a file-name stem, and the key of its snapshot counter.
struct SnapshotIdentity: Hashable, Sendable {
  /// The file-name stem: `<Suite>.<function>[.<arguments>]` under Swift Testing, the
  /// sanitized `testName` otherwise.
  var stem: String
  /// The counter's key: the test file and the stem, with what framework runs the test.
  var key: String

  /// The identity of the test running now: the Swift Testing test and test case when there
  /// is one, else `testName` (XCTest, or a call from outside any test).
  static func current(file: String, testName: String) -> SnapshotIdentity {
    #if canImport(Testing)
      if let test = Test.current {
        let stem = swiftTestingStem(test, Test.Case.current)
        return SnapshotIdentity(stem: stem, key: "testing\u{0}\(file)\u{0}\(stem)")
      }
    #endif
    let stem = sanitizedPathComponent(testName)
    return SnapshotIdentity(stem: stem, key: "xctest\u{0}\(file)\u{0}\(stem)")
  }
}

#if canImport(Testing)
  /// `<Suite>.<function>[.<arguments>]`: each of the test's name components sanitized and
  /// joined with `.`, then, for a parameterized case, its arguments.
  private func swiftTestingStem(_ test: Test, _ testCase: Test.Case?) -> String {
    // `title(_:)` names as `title`, `underline(height:)` as `underline-height`.
    let components = (test.id.nameComponents.isEmpty ? [test.name] : test.id.nameComponents)
      .map { $0.replacing("_:", with: ":") }
    var stem = components.map(sanitizedPathComponent).joined(separator: ".")
    if let testCase, testCase.isParameterized {
      stem += "." + caseComponent(testCase)
    }
    return stem
  }

  /// A parameterized case as a file-name component: `label-value` for each argument (the
  /// parameter's inner name when it has no label), with
  /// the values as `String(describingForTest:)` gives them (`width-1-5`), cut at 48
  /// characters with a hash of the whole when longer, and `-<n>` for a case that repeats
  /// another's arguments.
  ///
  /// Swift Testing does not make a case's arguments public, so they are read by reflection;
  /// should its layout change, the component is a hash of the case's description, which is
  /// as stable as the arguments' descriptions.
  private func caseComponent(_ testCase: Test.Case) -> String {
    var text = ""
    var discriminator = 0
    if let parameterized = child("parameterized", of: child("_kind", of: testCase)),
      let arguments = child("arguments", of: parameterized) as? [Any]
    {
      var parts: [String] = []
      for argument in arguments {
        guard let value = child("value", of: argument) else { continue }
        let parameter = child("parameter", of: argument)
        let firstName = child("firstName", of: parameter) as? String
        let label = firstName == "_" ? child("secondName", of: parameter) as? String : firstName
        parts.append(
          [label, String(describingForTest: value)].compactMap { $0 }.joined(
            separator: "-"))
      }
      text = parts.joined(separator: "-")
      discriminator = child("discriminator", of: parameterized) as? Int ?? 0
    }
    if text.isEmpty { text = "case-" + stableHash(String(describing: testCase)) }
    var component = sanitizedPathComponent(text)
    if component.count > 48 {
      component = String(component.prefix(40)) + "-" + stableHash(text)
    }
    return discriminator == 0 ? component : "\(component)-\(discriminator)"
  }

  /// The child of `value` labelled `label`, by reflection.
  private func child(_ label: String, of value: Any?) -> Any? {
    guard let value else { return nil }
    return Mirror(reflecting: value).children.first { $0.label == label }?.value
  }
#endif

/// A hash of `text` that is the same in every process (FNV-1a, 32 bits, as 8 hex digits).
func stableHash(_ text: String) -> String {
  var hash: UInt32 = 2_166_136_261
  for byte in text.utf8 {
    hash = (hash ^ UInt32(byte)) &* 16_777_619
  }
  let hex = String(hash, radix: 16)
  return String(repeating: "0", count: 8 - hex.count) + hex
}

// MARK: - Counters

/// The snapshot counters, read and written under the lock.
///
/// For each counter scope (0 for the process, others opened by ``IndicatorSnapshotTrait``
/// for each run of a test case), the number of unnamed snapshots each test has taken.
private let countersLock = NSLock()
nonisolated(unsafe) private var counters: [UInt64: [String: Int]] = [:]
nonisolated(unsafe) private var lastScope: UInt64 = 0

/// The next number (from 1) for an unnamed snapshot of the test `identity` names, in the
/// current counter scope.
func nextSnapshotNumber(_ identity: SnapshotIdentity) -> Int {
  if identity.key.hasPrefix("xctest") { SnapshotTestObserver.register() }
  let scope = SnapshotScope.counterScope ?? 0
  countersLock.lock()
  defer { countersLock.unlock() }
  let next = (counters[scope]?[identity.key] ?? 0) + 1
  counters[scope, default: [:]][identity.key] = next
  return next
}

/// A new counter scope, whose counters start from 1.
func openCounterScope() -> UInt64 {
  countersLock.lock()
  defer { countersLock.unlock() }
  lastScope += 1
  return lastScope
}

/// Forgets the counters of `scope`.
func closeCounterScope(_ scope: UInt64) {
  countersLock.lock()
  defer { countersLock.unlock() }
  counters[scope] = nil
}

/// Restarts the process scope's counters of XCTest tests, as each XCTest test starts.
func resetXCTestCounters() {
  countersLock.lock()
  defer { countersLock.unlock() }
  counters[0] = counters[0]?.filter { !$0.key.hasPrefix("xctest") }
}

/// Restarts the XCTest counters as each XCTest test case starts, so that a test run again in
/// the same process (Xcode's test repetitions) numbers its snapshots from 1 again.
final class SnapshotTestObserver: NSObject, XCTestObservation {
  /// Adds the observer to XCTest's observation centre, once.
  static func register() {
    _ = registered
  }

  // XCTest's observation centre belongs to the main thread (Apple's XCTest marks it so):
  // register there, at once when this is the main thread (synchronous XCTest tests), else
  // as soon as the main queue runs.
  private static let registered: Bool = {
    if Thread.isMainThread {
      MainActor.assumeIsolated { add() }
    } else {
      DispatchQueue.main.async { add() }
    }
    return true
  }()

  @MainActor private static func add() {
    XCTestObservationCenter.shared.addTestObserver(SnapshotTestObserver())
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    resetXCTestCounters()
  }
}
