import Foundation
import IndicatorCore
import IndicatorRendering
import XCTest

@testable import IndicatorTesting

/// A user's type, snapshotted through a pulled-back strategy.
struct LabelledBar {
  var name: String
  var model: TabBarModel
}

extension IndicatorSnapshotting where Value == LabelledBar {
  static var labelledBar: Self { IndicatorSnapshotting<TabBarModel>.bar.pullback { $0.model } }
}

final class SnapshotStrategyTests: XCTestCase {
  var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "snapshot-strategy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  func bar(_ template: any IndicatorTemplate = UnderlineIndicatorTemplate()) -> TabBarModel {
    TabBarModel(
      items: ["Home", "Search", "Library"].map {
        TabItem(title: $0, contentSize: Size(width: Double($0.count) * 7.5, height: 17))
      }, size: Size(width: 360, height: 48), template: template)
  }

  /// A stroked circle: an outline of curves whose coordinates are not round numbers.
  func outline(dx: Double = 0) -> Path {
    Path(ellipseIn: Rect(x: 10 + dx, y: 10, width: 40, height: 30)).strokedPath(
      StrokeStyle(lineWidth: 3))
  }

  func verify<Value>(
    _ value: Value, as strategy: IndicatorSnapshotting<Value>, named name: String = "s",
    record: SnapshotRecordMode? = .missing, testName: String = #function
  ) -> String? {
    verifyIndicatorSnapshot(
      of: value, as: strategy, named: name, record: record, snapshotDirectory: directory.path,
      testName: testName)
  }

  func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  // MARK: Strategies

  func testPathRecordsThenPassesAndAMovedPathFails() throws {
    let first = try XCTUnwrap(verify(outline(), as: .path))
    XCTAssertTrue(first.hasPrefix("No reference was found on disk."), first)
    XCTAssertEqual(try files(), ["testPathRecordsThenPassesAndAMovedPathFails.s.svg"])
    XCTAssertNil(verify(outline(), as: .path))
    let moved = try XCTUnwrap(verify(outline(dx: 0.5), as: .path))
    XCTAssertTrue(moved.hasPrefix("Snapshot \"testPathRecordsThenPassesAndAMovedPathFails.s\""))
    XCTAssertTrue(moved.contains("indicator differs"), moved)
    let reference = try String(
      contentsOf: directory.appendingPathComponent(try files()[0]), encoding: .utf8)
    let bars = try SnapshotReader.bars(in: reference)
    XCTAssertEqual(bars.count, 1)
    XCTAssertEqual(bars[0].tabs, [])
    XCTAssertEqual(bars[0].indicator?.path.svgPathData, outline().svgPathData)
  }

  func testTransitionStrategyAndTheConvenienceShareOneReference() throws {
    let strategy = IndicatorSnapshotting<TabBarModel>.transition(
      from: 0, to: 2, frames: 4, animation: .elastic)
    XCTAssertNotNil(verify(bar(), as: strategy))
    XCTAssertNil(
      verifyTransitionSnapshot(
        of: bar(), from: 0, to: 2, frames: 4, animation: .elastic, named: "s",
        snapshotDirectory: directory.path))
    let name = try XCTUnwrap(try files().first)
    let reference = try String(
      contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    let bars = try SnapshotReader.bars(in: reference)
    XCTAssertEqual(bars.count, 4)
    XCTAssertEqual(
      bars.last?.indicator, bar().indicator(from: 0, to: 2, progress: 1, animation: .elastic))
    // Five frames are not four.
    let five = try XCTUnwrap(
      verify(bar(), as: .transition(from: 0, to: 2, frames: 5, animation: .elastic)))
    XCTAssertTrue(five.contains("the reference has 4 bar(s), the actual snapshot 5"), five)
  }

  func testBarAndTemplateStrategiesMatchTheConveniences() {
    XCTAssertNotNil(verify(bar(), as: .bar))
    XCTAssertNil(
      verifyIndicatorSnapshot(of: bar(), named: "s", snapshotDirectory: directory.path))
    let context = try? XCTUnwrap(bar().context(forItemAt: 1))
    guard let context else { return XCTFail("no context") }
    XCTAssertNotNil(verify(PillIndicatorTemplate(), as: .indicator(in: context), named: "t"))
    XCTAssertNil(
      verifyIndicatorSnapshot(
        of: PillIndicatorTemplate(), in: context, named: "t", snapshotDirectory: directory.path))
    XCTAssertNotNil(
      verifyIndicatorSnapshot(
        of: DotIndicatorTemplate(), in: context, named: "t", snapshotDirectory: directory.path))
  }

  func testSheetStrategyComparesTheSheetsBars() throws {
    var sheet = SVGSheet()
    sheet.addCaption("mine", y: 12)
    sheet.addBar(TabBarDrawing(bar()), x: 16, y: 20)
    sheet.addBar(TabBarDrawing(bar(PillIndicatorTemplate())), x: 16, y: 90)
    XCTAssertNotNil(verify(sheet, as: .sheet))
    XCTAssertNil(verify(sheet, as: .sheet))
    var other = SVGSheet()
    other.addBar(TabBarDrawing(bar()), x: 16, y: 20)
    other.addBar(TabBarDrawing(bar(DotIndicatorTemplate())), x: 16, y: 90)
    let message = try XCTUnwrap(verify(other, as: .sheet))
    XCTAssertTrue(message.contains("sheet bar 2 of 2:\n  - indicator differs"), message)
    XCTAssertEqual(
      verify(SVGSheet(), as: .sheet, named: "empty"),
      "The sheet has no bars: there is nothing to snapshot.")
  }

  func testPullbackSnapshotsAUsersOwnType() throws {
    let value = LabelledBar(name: "tabs", model: bar())
    XCTAssertNotNil(verify(value, as: .labelledBar))
    XCTAssertNil(verify(value, as: .labelledBar))
    XCTAssertNil(verify(bar(), as: .bar))  // the same file, drawn the same way
    var moved = value
    moved.model.selectedIndex = 2
    XCTAssertNotNil(verify(moved, as: .labelledBar))
  }

  // MARK: Guards

  func testFramesAreLimitedToTenThousand() throws {
    XCTAssertEqual(
      verify(bar(), as: .transition(from: 0, to: 2, frames: 10_001)),
      "A transition snapshot takes at most 10000 frames; got 10001. Snapshot fewer frames "
        + "(5 to 30 show a transition's shape).")
    XCTAssertEqual(
      verifyTransitionSnapshot(of: bar(), from: 0, to: 1, frames: 1_000_000),
      "A transition snapshot takes at most 10000 frames; got 1000000. Snapshot fewer frames "
        + "(5 to 30 show a transition's shape).")
    XCTAssertEqual(try files(), [])
  }

  func testEmptyAndZeroSizeBarsFailWithoutRecording() throws {
    XCTAssertEqual(
      verify(TabBarModel(), as: .bar),
      "The bar has no items: it draws nothing, so no snapshot was recorded.")
    var zero = bar()
    zero.size = Size(width: 0, height: 48)
    XCTAssertEqual(
      verify(zero, as: .bar),
      "The bar's size 0 × 48 is zero, negative or non-finite: it lays out no tabs, so no "
        + "snapshot was recorded.")
    XCTAssertEqual(
      verify(zero, as: .transition(from: 0, to: 1)),
      "The bar's size 0 × 48 is zero, negative or non-finite: it lays out no tabs, so no "
        + "snapshot was recorded.")
    XCTAssertEqual(try files(), [])
  }

  func testMissingIndicatorFailsWithoutRecording() throws {
    let nothing = ClosureIndicatorTemplate { _ in IndicatorAttributes(path: Path()) }
    let message = try XCTUnwrap(verify(bar(nothing), as: .bar))
    XCTAssertTrue(
      message.hasPrefix("Tab 0 is selected but the bar has no indicator: the template drew"),
      message)
    var outOfRange = bar()
    outOfRange.selectedIndex = 7
    XCTAssertEqual(
      verify(outOfRange, as: .bar),
      "Tab 7 is selected but the bar has 3 tab(s), so there is no indicator. No snapshot was "
        + "recorded.")
    // No selection is a bar without an indicator on purpose, and is recorded.
    var unselected = bar()
    unselected.selectedIndex = nil
    XCTAssertNotNil(verify(unselected, as: .bar))
    XCTAssertNil(verify(unselected, as: .bar))
    let context = try XCTUnwrap(bar().context(forItemAt: 0))
    let empty = try XCTUnwrap(verify(nothing, as: .indicator(in: context), named: "t"))
    XCTAssertTrue(empty.hasPrefix("ClosureIndicatorTemplate"), empty)
    XCTAssertTrue(
      empty.hasSuffix(
        "drew an empty path in (0, 0, 120, 48): there is no "
          + "indicator to snapshot, so none was recorded."), empty)
    var flat = context
    flat.bounds = Rect(x: 0, y: 0, width: 120, height: 0)
    XCTAssertEqual(
      verify(UnderlineIndicatorTemplate(), as: .indicator(in: flat), named: "u"),
      "The tab's bounds (0, 0, 120, 0) have no area, so no snapshot was recorded.")
    XCTAssertEqual(
      verify(Path(), as: .path, named: "p"),
      "The path is empty: there is nothing to snapshot, so none was recorded.")
    XCTAssertEqual(try files(), ["testMissingIndicatorFailsWithoutRecording.s.svg"])
  }

  // MARK: Messages

  func testCurvedOutlineMessagesAreShortAndRounded() throws {
    XCTAssertNotNil(verify(outline(), as: .path))
    let message = try XCTUnwrap(verify(outline(dx: 0.37), as: .path, record: .never))
    XCTAssertLessThan(message.utf8.count, 1_100, message)
    let longNumber = try Regex(#"\d+\.\d{5,}"#)
    XCTAssertNil(message.firstMatch(of: longNumber), message)
    XCTAssertEqual(
      roundingNumbers(in: "by 115.05646798245637, at 2.5 and 1e-5"),
      "by 115.0565, at 2.5 and 1e-5")
    XCTAssertEqual(roundingNumbers(in: "v1.2.3 (3.14159265)"), "v1.2.3 (3.1416)")
  }

  func testRecordHintNamesThePlatformsOpener() throws {
    let message = try XCTUnwrap(verify(bar(), as: .bar))
    #if os(Linux)
      XCTAssertTrue(message.contains("\n\nxdg-open \""), message)
    #elseif os(macOS)
      XCTAssertTrue(message.contains("\n\nopen \""), message)
    #endif
  }

  // MARK: Record mode

  func testScopeRecordModeSitsBetweenTheCallAndTheEnvironment() throws {
    let message = try XCTUnwrap(
      withIndicatorSnapshotTesting(record: .never) { verify(bar(), as: .bar, record: nil) })
    XCTAssertTrue(
      message.contains(
        "because the record mode is .never (the scope's record: "
          + ".never)"), message)
    XCTAssertEqual(try files(), [])
    // The call's own mode wins over the scope's; an inner scope without one keeps the outer.
    withIndicatorSnapshotTesting(record: .never) {
      withIndicatorSnapshotTesting {
        XCTAssertEqual(SnapshotScope.record, .never)
        XCTAssertNotNil(verify(bar(), as: .bar, record: .missing))
      }
    }
    XCTAssertEqual(try files().count, 1)
    XCTAssertNil(SnapshotScope.record)
    func mode(_ scoped: SnapshotRecordMode?, _ env: [String: String]) -> SnapshotRecordMode? {
      try? SnapshotRecordMode.resolved(nil, scoped: scoped, environment: env).get().mode
    }
    XCTAssertEqual(mode(.failed, ["INDICATOR_SNAPSHOT_RECORD": "never", "CI": "1"]), .failed)
    XCTAssertEqual(mode(nil, ["INDICATOR_SNAPSHOT_RECORD": "all", "CI": "1"]), .all)
    XCTAssertEqual(mode(nil, ["CI": "1"]), .never)
  }

  func testAsyncScopeAppliesAcrossAwaits() async throws {
    let message = try await withIndicatorSnapshotTesting(record: .never) {
      await Task.yield()
      return try XCTUnwrap(verify(bar(), as: .bar, record: nil))
    }
    XCTAssertTrue(message.contains("(the scope's record: .never)"), message)
  }
}
