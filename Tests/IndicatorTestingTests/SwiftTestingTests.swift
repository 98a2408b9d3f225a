import Foundation
import IndicatorCore
import IndicatorTesting
import Testing

/// Under Swift Testing the assertions record an issue (not `XCTFail`).
@Suite struct SwiftTestingAssertions {
  @Test func failingAssertionRecordsAnIssue() {
    withKnownIssue {
      assertPath(Path(Rect(x: 0, y: 0, width: 1, height: 1)), matchesSVG: "M0 0H2V1H0Z")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Paths differ at element 1") }
    }
  }

  @Test func passingAssertionRecordsNothing() {
    assertSameShape(
      Path(Rect(x: 0, y: 0, width: 1, height: 1)),
      Path(Rect(x: 0, y: 0, width: 1, height: 1)).reversed(), tolerance: 1e-9)
    assertIndicator(UnderlineIndicatorTemplate(), in: .letter, matchesSVG: "M0 18H50V20H0Z")
  }
}

/// The issue's comment is the whole message, so it starts with the message's first line.
@Suite struct SwiftTestingComments {
  @Test func commentStartsWithTheMessagesFirstLine() throws {
    let path = Path(Rect(x: 0, y: 0, width: 1, height: 1))
    let message = try #require(verifyPath(path, matchesSVG: "M0 0H2V1H0Z"))
    let firstLine = try #require(message.split(separator: "\n").first.map(String.init))
    withKnownIssue {
      assertPath(path, matchesSVG: "M0 0H2V1H0Z")
    } matching: { issue in
      issue.comments.first?.rawValue.split(separator: "\n").first.map(String.init) == firstLine
    }
  }

  @Test func snapshotFailureIsRecordedUnderSwiftTesting() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swift-testing-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    withKnownIssue {
      assertIndicatorSnapshot(
        of: UnderlineIndicatorTemplate(), in: .letter, record: .missing,
        snapshotDirectory: folder.path)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("No reference was found on disk.") == true
    }
  }
}
