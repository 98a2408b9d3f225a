import IndicatorCore
import Testing

@testable import IndicatorTesting

// Under Swift Testing a snapshot's name is the suite, the function and the case's arguments,
// and each case numbers its unnamed snapshots from 1.

@Suite(.indicatorSnapshots()) struct SnapshotIdentitySuiteA {
  @Test(arguments: [1.0, 2.5, 4.0])
  func sameName(width: Double) {
    let identity = SnapshotIdentity.current(file: #filePath, testName: #function)
    let argument = ["1.0": "1-0", "2.5": "2-5", "4.0": "4-0"]["\(width)"] ?? "?"
    #expect(identity.stem == "SnapshotIdentitySuiteA.sameName-width.width-\(argument)")
    // Cases run in parallel; each numbers its own from 1.
    #expect(nextSnapshotNumber(identity) == 1)
    #expect(nextSnapshotNumber(identity) == 2)
  }

  @Test func sameName() {
    let identity = SnapshotIdentity.current(file: #filePath, testName: #function)
    #expect(identity.stem == "SnapshotIdentitySuiteA.sameName")
    #expect(nextSnapshotNumber(identity) == 1)
  }

  @Test(.indicatorSnapshots(record: .never)) func traitSetsTheRecordMode() {
    #expect(SnapshotScope.record == .never)
    #expect(SnapshotScope.counterScope != nil)
  }
}

@Suite struct SnapshotIdentitySuiteB {
  @Test func sameName() {
    let identity = SnapshotIdentity.current(file: #filePath, testName: #function)
    #expect(identity.stem == "SnapshotIdentitySuiteB.sameName")
    #expect(SnapshotScope.record == nil)
  }

  @Test(arguments: ["Home"])
  func title(_ title: String) {
    let identity = SnapshotIdentity.current(file: #filePath, testName: #function)
    #expect(identity.stem == "SnapshotIdentitySuiteB.title.title-Home")
  }

  @Test(arguments: zip(["a b", String(repeating: "long ", count: 20)], [1, 2]))
  func longArgumentsAreCutWithAHash(text: String, n: Int) {
    let identity = SnapshotIdentity.current(file: #filePath, testName: #function)
    let stem = "SnapshotIdentitySuiteB.longArgumentsAreCutWithAHash-text-n."
    if n == 1 {
      #expect(identity.stem == stem + "text-a-b-n-1")
    } else {
      let component = identity.stem.dropFirst(stem.count)
      #expect(component.count == 49)
      #expect(component.hasPrefix("text-long-long"))
      #expect(
        identity.stem.hasSuffix("-" + stableHash("text-\(String(describingForTest: text))-n-2")))
    }
  }
}
