import Foundation
import IndicatorCore
import IndicatorRendering
import XCTest

@testable import IndicatorTesting

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A template whose geometry the tests change: an underline moved by `dx`, optionally drawn
/// from another corner in the other direction (the same region, other elements).
struct MovableUnderline: IndicatorTemplate {
  var dx = 0.0
  var height = 2.0
  var reordered = false

  func indicatorAttributes(for context: TabBarContext) -> IndicatorAttributes {
    let b = context.bounds
    let rect = Rect(x: b.minX + dx, y: b.maxY - height, width: b.width, height: height)
    guard reordered else { return IndicatorAttributes(path: Path(rect)) }
    return IndicatorAttributes(
      path: Path { p in
        p.move(to: Point(x: rect.maxX, y: rect.maxY))
        p.addLine(to: Point(x: rect.maxX, y: rect.minY))
        p.addLine(to: Point(x: rect.minX, y: rect.minY))
        p.addLine(to: Point(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
      })
  }
}

final class SnapshotTests: XCTestCase {
  var directory: URL!
  var artifacts: URL!

  override func setUpWithError() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "snapshot-tests-\(UUID().uuidString)")
    directory = root.appendingPathComponent("refs")
    artifacts = root.appendingPathComponent("artifacts")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory.deletingLastPathComponent())
  }

  func model(_ template: any IndicatorTemplate, titles: [String] = ["Home", "Search", "Library"])
    -> TabBarModel
  {
    var model = TabBarModel(
      items: titles.map {
        TabItem(title: $0, contentSize: Size(width: Double($0.count) * 7.5, height: 17))
      }, size: Size(width: 360, height: 48), template: template)
    model.selectedIndex = 1
    return model
  }

  /// The snapshot flow with this test's folders and an explicit environment.
  func verify(
    _ model: TabBarModel, record: SnapshotRecordMode? = .missing, tolerance: Double = 0.01,
    comparison: SnapshotComparison = .sameShape, environment: [String: String] = [:],
    name: String = "bar"
  ) -> String? {
    var environment = environment
    environment["INDICATOR_SNAPSHOT_ARTIFACTS"] = artifacts.path
    return verifySnapshot(
      IndicatorSnapshot(bars: [.init(label: "bar", drawing: TabBarDrawing(model))]), named: name,
      record: record, tolerance: tolerance, comparison: comparison,
      snapshotDirectory: directory.path, file: "/x/Tests/MyTabsTests.swift",
      testName: "testBar()", environment: environment)
  }

  var referenceURL: URL { directory.appendingPathComponent("testBar.bar.svg") }
  var actualURL: URL { artifacts.appendingPathComponent("MyTabsTests/testBar.bar.svg") }
  var diffURL: URL { artifacts.appendingPathComponent("MyTabsTests/testBar.bar.diff.svg") }

  // MARK: Record modes

  func testMissingReferenceIsRecordedAndFailsOnceThenPasses() throws {
    let message = try XCTUnwrap(verify(model(MovableUnderline())))
    XCTAssertTrue(
      message.hasPrefix(
        "No reference was found on disk. Automatically recorded snapshot: \(referenceURL.path)"),
      message)
    XCTAssertTrue(message.contains("Re-run \"testBar\" to assert against"), message)
    XCTAssertTrue(FileManager.default.fileExists(atPath: referenceURL.path))
    XCTAssertNil(verify(model(MovableUnderline())))
  }

  func testNeverFailsWithoutWriting() throws {
    let message = try XCTUnwrap(verify(model(MovableUnderline()), record: .never))
    XCTAssertTrue(
      message.hasPrefix("No reference was found on disk at \(referenceURL.path). A new snapshot "),
      message)
    XCTAssertTrue(message.contains("record mode is .never (record: .never)"), message)
    XCTAssertFalse(FileManager.default.fileExists(atPath: referenceURL.path))
  }

  func testCIWithoutAModeMeansNever() throws {
    let message = try XCTUnwrap(
      verify(model(MovableUnderline()), record: nil, environment: ["CI": "true"]))
    XCTAssertTrue(message.contains("(CI is set and no record mode was given)"), message)
    XCTAssertFalse(FileManager.default.fileExists(atPath: referenceURL.path))
  }

  func testModeResolution() {
    func mode(_ explicit: SnapshotRecordMode?, _ env: [String: String]) -> SnapshotRecordMode? {
      try? SnapshotRecordMode.resolved(explicit, environment: env).get().mode
    }
    XCTAssertEqual(mode(nil, [:]), .missing)
    XCTAssertEqual(mode(nil, ["CI": "1"]), .never)
    XCTAssertEqual(mode(nil, ["CI": "false"]), .missing)
    XCTAssertEqual(mode(nil, ["CI": "true", "INDICATOR_SNAPSHOT_RECORD": "missing"]), .missing)
    XCTAssertEqual(mode(nil, ["INDICATOR_SNAPSHOT_RECORD": "failed"]), .failed)
    XCTAssertEqual(mode(.all, ["INDICATOR_SNAPSHOT_RECORD": "never"]), .all)
    guard
      case .failure(let error) = SnapshotRecordMode.resolved(
        nil, environment: ["INDICATOR_SNAPSHOT_RECORD": "yes"])
    else { return XCTFail("expected a failure") }
    XCTAssertEqual(
      error.message,
      "INDICATOR_SNAPSHOT_RECORD must be one of missing, all, failed, never; got \"yes\".")
  }

  func testAllRecordsAndFailsEveryTime() throws {
    XCTAssertNotNil(verify(model(MovableUnderline())))
    let message = try XCTUnwrap(verify(model(MovableUnderline(dx: 5)), record: .all))
    XCTAssertTrue(message.hasPrefix("Record mode is on (.all, record: .all)."), message)
    XCTAssertNil(verify(model(MovableUnderline(dx: 5))))
  }

  func testFailedRecordsOnlyOnMismatch() throws {
    XCTAssertNotNil(verify(model(MovableUnderline())))
    XCTAssertNil(verify(model(MovableUnderline()), record: .failed))
    let message = try XCTUnwrap(verify(model(MovableUnderline(dx: 5)), record: .failed))
    XCTAssertTrue(message.hasPrefix("Snapshot \"testBar.bar\" does not match"), message)
    XCTAssertTrue(message.contains("Record mode is .failed (record: .failed)."), message)
    XCTAssertNil(verify(model(MovableUnderline(dx: 5))))
  }

  // MARK: Comparison

  func testTinyChangePassesAndHalfPointShiftFailsWithArtifacts() throws {
    XCTAssertNotNil(verify(model(MovableUnderline())))
    XCTAssertNil(verify(model(MovableUnderline(dx: 1e-12))))
    let message = try XCTUnwrap(verify(model(MovableUnderline(dx: 0.5))))
    let lines = message.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      lines.first,
      "Snapshot \"testBar.bar\" does not match the reference (1 difference, same shape within "
        + "0.01):")
    XCTAssertEqual(lines[1], "  bar:")
    XCTAssertTrue(
      lines[2].hasPrefix("  - indicator differs: the actual outline passes "), lines[2])
    XCTAssertTrue(lines[2].contains("which is 0.5 from the other outline"), lines[2])
    XCTAssertTrue(message.contains("  reference: \(referenceURL.path)\n"), message)
    XCTAssertTrue(message.contains("  actual:    \(actualURL.path)\n"), message)
    XCTAssertTrue(message.contains("  diff:      \(diffURL.path) (reference blue, actual red)"))
    XCTAssertTrue(
      message.hasSuffix("re-record: record: .failed, or INDICATOR_SNAPSHOT_RECORD=failed."))
    // The actual snapshot reads back as the actual bar; the diff sheet holds both indicators.
    let actual = try SnapshotReader.bars(in: String(contentsOf: actualURL, encoding: .utf8))
    XCTAssertEqual(actual, [TabBarDrawing(model(MovableUnderline(dx: 0.5)))])
    let diff = try String(contentsOf: diffURL, encoding: .utf8)
    let collector = try parsedSVG(diff)
    XCTAssertEqual(collector.classes["indicator"], 1)
    XCTAssertEqual(collector.classes["overlay-indicator"], 1)
    XCTAssertEqual(collector.classes["marker"], 1)
    // The magnified view right of the 360-point bar (x 16 + 360 + 24), level with it (the
    // first row's top at 44 + 22), 120 points wide, centred on (240.5, 46) at ×32: 0.5
    // magnified 60 times would pass 30 points, rounded down to a power of two.
    XCTAssertEqual(collector.classes["magnifier"], 1)
    XCTAssertTrue(
      diff.contains("<rect x=\"400\" y=\"66\" width=\"120\" height=\"120\" fill=\"#FAFAFA\"/>"))
    XCTAssertTrue(diff.contains("transform=\"translate(-7236 -1346) scale(32)\""))
    XCTAssertTrue(diff.contains(">largest difference 0.5, at (240.5, 46), ×32</text>"))
    // Both indicators, 1/32 of a point wide before the scaling.
    XCTAssertEqual(diff.components(separatedBy: "stroke-width=\"0.03125\"").count - 1, 2)
  }

  func testMagnifierLeavesOutAViewItCannotPlace() {
    let pill = TabBarDrawing(model(PillIndicatorTemplate()))
    var sheet = SVGSheet()
    // 1e308 scaled 64 times is infinite; a zero scale or size shows nothing.
    sheet.addMagnifier(
      [(pill, .reference)], around: Point(x: 1e308, y: 0), scale: 64, x: 0, y: 0, size: 120,
      caption: "c")
    sheet.addMagnifier(
      [(pill, .reference)], around: Point(x: 180, y: 24), scale: 0, x: 0, y: 0, size: 120,
      caption: "c")
    sheet.addMagnifier(
      [(pill, .reference)], around: Point(x: 180, y: 24), scale: 2, x: 0, y: 0, size: 0,
      caption: "c")
    XCTAssertFalse(sheet.document.contains("magnifier"))
    sheet.addMagnifier(
      [(pill, .reference)], around: Point(x: 180, y: 24), scale: 2, x: 10, y: 20, size: 120,
      caption: "c")
    // The first view drawn takes the first id; its centre lands on the view's (70, 80).
    XCTAssertTrue(sheet.document.contains("<clipPath id=\"magnifier-0\">"))
    XCTAssertTrue(sheet.document.contains("transform=\"translate(-290 32) scale(2)\""))
    XCTAssertNoThrow(try parsedSVG(sheet.document))
  }

  func testMagnificationSpansThirtyPointsByPowersOfTwo() {
    XCTAssertEqual(magnification(for: 0.5), 32)  // 60, rounded down
    XCTAssertEqual(magnification(for: 1), 16)  // 30
    XCTAssertEqual(magnification(for: 7.5), 4)  // exactly 4
    XCTAssertEqual(magnification(for: 100), 4)  // 0.3, raised to the least
    XCTAssertEqual(magnification(for: 0.011), 64)  // 2,727, capped
    for unknown in [nil, 0, -1, .nan, .infinity] as [Double?] {
      XCTAssertEqual(magnification(for: unknown), 8, "\(String(describing: unknown))")
    }
  }

  func testToleranceEdges() throws {
    XCTAssertNotNil(verify(model(MovableUnderline())))
    XCTAssertNil(verify(model(MovableUnderline(dx: 0.009))))
    XCTAssertNotNil(verify(model(MovableUnderline(dx: 0.011))))
    XCTAssertNil(verify(model(MovableUnderline(dx: 0.011)), tolerance: 0.02))
    XCTAssertEqual(
      verify(model(MovableUnderline()), tolerance: .nan),
      "The tolerance must be positive and finite; got nan.")
    XCTAssertEqual(
      verify(model(MovableUnderline()), tolerance: -1),
      "The tolerance must be positive and finite; got -1.0.")
  }

  func testReorderedButEqualPathPassesByShapeAndFailsByElements() throws {
    XCTAssertNotNil(verify(model(MovableUnderline())))
    XCTAssertNil(verify(model(MovableUnderline(reordered: true))))
    let message = try XCTUnwrap(
      verify(model(MovableUnderline(reordered: true)), comparison: .elements))
    XCTAssertTrue(message.contains("elements within 0.01"), message)
    XCTAssertTrue(
      message.contains("  bar:\n  - indicator differs: Paths differ at element 0"), message)
  }

  func testTabFramesTitlesAndMissingIndicatorAreNamed() throws {
    XCTAssertNotNil(verify(model(MovableUnderline())))
    var wider = model(MovableUnderline(), titles: ["Home", "Search", "Library"])
    wider.size = Size(width: 361, height: 48)
    let message = try XCTUnwrap(verify(wider))
    XCTAssertTrue(
      message.contains("size 361.0 × 48.0 differs from the reference's 360.0 × 48.0 by 1.0"),
      message)
    XCTAssertTrue(
      message.contains(
        "tab 1 \"Search\" frame (120.3333, 0, 120.3333, 48) differs from the "
          + "reference's (120, 0, 120, 48): maxX by 0.6667"), message)
    // Six of the nine differences are listed, numbers rounded to four decimals.
    XCTAssertTrue(message.contains("\n  - … and 3 more (see the diff)\n"), message)
    let renamed = model(MovableUnderline(), titles: ["Home", "Find", "Library"])
    let titled = try XCTUnwrap(verify(renamed))
    XCTAssertTrue(
      titled.contains("tab 1 is titled \"Find\"; the reference's is \"Search\""), titled)
    var none = model(MovableUnderline())
    none.selectedIndex = nil
    let missing = try XCTUnwrap(verify(none))
    XCTAssertTrue(
      missing.contains("there is no indicator; the reference has M120 46H240V48H120Z"), missing)
  }

  func testUnreadableReferenceSaysSo() throws {
    try Data("<svg><g class=\"bar\" data-size=\"1\">".utf8).write(to: referenceURL)
    let message = try XCTUnwrap(verify(model(MovableUnderline())))
    XCTAssertTrue(
      message.hasPrefix("The reference \(referenceURL.path) could not be read"), message)
    XCTAssertTrue(message.contains("attribute data-size should hold 2 number(s)"), message)
  }

  // MARK: Files

  func testLayoutBesideTheTestFileAndNumbering() {
    let files = SnapshotFiles(
      file: "/p/Tests/T/TabsTests.swift", stem: "testBar", identifier: "1",
      snapshotDirectory: nil, environment: ["INDICATOR_SNAPSHOT_ARTIFACTS": "/a"])
    XCTAssertEqual(files.reference.path, "/p/Tests/T/__Snapshots__/TabsTests/testBar.1.svg")
    XCTAssertEqual(files.actual.path, "/a/TabsTests/testBar.1.svg")
    XCTAssertEqual(files.diff.path, "/a/TabsTests/testBar.1.diff.svg")
    XCTAssertEqual(sanitizedPathComponent("bar(in:) "), "bar-in")
    let file = "/numbering/\(UUID().uuidString).swift"
    let t = SnapshotIdentity.current(file: file, testName: "t()")
    let u = SnapshotIdentity.current(file: file, testName: "u()")
    XCTAssertEqual(t.stem, "t")
    XCTAssertEqual(nextSnapshotNumber(t), 1)
    XCTAssertEqual(nextSnapshotNumber(t), 2)
    XCTAssertEqual(nextSnapshotNumber(u), 1)
  }

  func testTransitionArgumentsAreChecked() {
    let bar = model(UnderlineIndicatorTemplate())
    XCTAssertEqual(
      verifyTransitionSnapshot(of: bar, from: 0, to: 2, frames: 1),
      "A transition snapshot needs at least 2 frames; got 1.")
    XCTAssertEqual(
      verifyTransitionSnapshot(of: bar, from: 0, to: 7),
      "A transition from tab 0 to tab 7 needs both indices below the bar's 3 laid-out tab(s).")
  }

  // MARK: The reader

  func testReaderRoundTripsEscapedTitlesAndExactNumbers() throws {
    let drawing = TabBarDrawing(
      size: Size(width: 100.1, height: 48), contentWidth: 100.1,
      tabs: [
        .init(
          title: "A&B <\"x\">", frame: Rect(x: 0.1, y: 0, width: 1 / 3, height: 48),
          contentFrame: Rect(x: 1e-7, y: 2, width: 3, height: 4))
      ],
      indicator: IndicatorAttributes(
        path: Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 4)), opacity: 0.25))
    var sheet = SVGSheet()
    sheet.addCaption("caption <g class=\"bar\">", y: 10)
    sheet.addBar(drawing, x: 3, y: 4, style: .snapshot)
    sheet.addOverlay(drawing, x: 3, y: 4)
    XCTAssertEqual(try SnapshotReader.bars(in: sheet.document), [drawing])
    XCTAssertNoThrow(try parsedSVG(sheet.document))
  }

  /// The fill of each title of a sheet's bars, in order, leaving out the copies drawn
  /// through the indicator (``titlesOnIndicator(_:)``).
  func titleFills(_ document: String) -> [String] {
    var fills: [String] = []
    var inGroup = false
    for line in document.split(separator: "\n") {
      if line.contains("class=\"titles-on-indicator\"") {
        inGroup = true
      } else if inGroup, line.contains("</g>") {
        inGroup = false
      } else if !inGroup, line.contains("<text x="), line.contains("font-size=\"14\"") {
        let fill = line.range(of: "fill=\"")!.upperBound
        fills.append(String(line[fill...].prefix { $0 != "\"" }))
      }
    }
    return fills
  }

  /// The clip path and the titles drawn through it, per bar: the clip's `d` and the fills
  /// and texts of the `titles-on-indicator` group, in order.
  func titlesOnIndicator(_ document: String) -> [(clip: String, titles: [String])] {
    var result: [(clip: String, titles: [String])] = []
    var inGroup = false
    for line in document.split(separator: "\n") {
      if line.contains("<clipPath id=") {
        let d = line.range(of: "<path d=\"")!.upperBound
        result.append((String(line[d...].prefix { $0 != "\"" }), []))
      } else if line.contains("class=\"titles-on-indicator\"") {
        inGroup = true
      } else if inGroup, line.contains("</g>") {
        inGroup = false
      } else if inGroup, line.contains("<text x=") {
        let fill = line.range(of: "fill=\"")!.upperBound
        let text = line.range(of: "\">", options: .backwards)!.upperBound
        result[result.count - 1].titles.append(
          line[fill...].prefix { $0 != "\"" } + " " + line[text...].prefix { $0 != "<" })
      }
    }
    return result
  }

  func testTitlesUnderAnOpaqueIndicatorAreRedrawnClippedToIt() {
    // Every title is drawn once in its own colour. The pill's and the outline's bounds
    // reach only the selected title's box (Search, 157.5...202.5 wide; Home's box is
    // 40.4...79.6, Library's 271.3...328.7), so only it is drawn again, through the
    // indicator as a clip path; the underline (y 46...48) is below every title's box
    // (baseline 28.5, 14 either side); a fade at 0.3 and the reference style (0.35 of the
    // opacity) leave the titles in their own colour.
    var sheet = SVGSheet()
    let pill = TabBarDrawing(model(PillIndicatorTemplate()))
    let outline = TabBarDrawing(model(OutlineIndicatorTemplate()))
    sheet.addBar(pill, x: 0, y: 0)
    sheet.addBar(TabBarDrawing(model(UnderlineIndicatorTemplate())), x: 0, y: 60)
    sheet.addBar(outline, x: 0, y: 120)
    var faded = pill
    faded.indicator?.opacity = 0.3
    sheet.addBar(faded, x: 0, y: 180)
    sheet.addBar(pill, x: 0, y: 240, style: .reference)
    let custom = SVGSheet.Style(titleColor: "#111", titleOnIndicatorColor: "#EEE")
    sheet.addBar(pill, x: 0, y: 300, style: custom)
    // Halfway between two tabs: a pill over the right half of Home and the left of Search.
    var between = pill
    between.indicator = IndicatorAttributes(
      path: Path(roundedRect: Rect(x: 60, y: 10, width: 120, height: 28), cornerRadius: 14))
    sheet.addBar(between, x: 0, y: 360)
    let plain = ["#333", "#333", "#333"]
    XCTAssertEqual(
      titleFills(sheet.document),
      plain + plain + plain + plain + plain + ["#111", "#111", "#111"] + plain)
    let clipped = titlesOnIndicator(sheet.document)
    XCTAssertEqual(
      clipped.map(\.clip), [pill, outline, pill, between].map { $0.indicator!.path.svgPathData })
    XCTAssertEqual(
      clipped.map(\.titles),
      [
        ["#FFFFFF Search"], ["#FFFFFF Search"], ["#EEE Search"],
        ["#FFFFFF Home", "#FFFFFF Search"],
      ])
    XCTAssertTrue(sheet.document.contains("<clipPath id=\"bar-6-indicator-clip\">"))
    XCTAssertTrue(sheet.document.contains("clip-path=\"url(#bar-6-indicator-clip)\""))
  }

  func testColoursAreEscaped() throws {
    let drawing = TabBarDrawing(model(PillIndicatorTemplate()))
    let hostile = "x\"/><g class=\"bar\" a='&"
    let style = SVGSheet.Style(
      indicatorFill: hostile, indicatorStroke: hostile, tabStroke: hostile,
      contentFrameStroke: hostile, titleColor: hostile, titleOnIndicatorColor: hostile)
    var sheet = SVGSheet()
    sheet.addBar(drawing, x: 0, y: 0, style: style)
    sheet.addOverlay(drawing, x: 0, y: 0, style: style)
    sheet.addCaption("c", y: 70, color: hostile)
    sheet.addMarker(at: Point(x: 5, y: 5), label: "m", color: hostile)
    XCTAssertNoThrow(try parsedSVG(sheet.document))
    XCTAssertEqual(try SnapshotReader.bars(in: sheet.document), [drawing])
    XCTAssertTrue(
      sheet.document.contains("fill=\"x&quot;/&gt;&lt;g class=&quot;bar&quot; a=&apos;&amp;\""))
  }

  func testEmptyOrFadedIndicatorDrawsNoTitlesThroughIt() {
    // An empty path covers nothing and has no box to meet; a fade below ½ hides nothing.
    var empty = TabBarDrawing(model(PillIndicatorTemplate()))
    empty.indicator = IndicatorAttributes(path: Path(), opacity: 1)
    var faded = TabBarDrawing(model(PillIndicatorTemplate()))
    faded.indicator?.opacity = 0.49
    for drawing in [empty, faded] {
      var sheet = SVGSheet()
      sheet.addBar(drawing, x: 0, y: 0)
      XCTAssertFalse(sheet.document.contains("titles-on-indicator"))
      XCTAssertFalse(sheet.document.contains("clipPath"))
      XCTAssertEqual(titleFills(sheet.document), ["#333", "#333", "#333"])
    }
  }

  func testReaderSkipsGroupsNestedInABar() throws {
    // The inner `</g>` ends the nested group, not the bar: the indicator after it is read.
    let svg = """
      <g class="bar" data-size="10 20" data-content-width="10"><g class="x"><g/></g>\
      <path class="indicator" d="M0 0H1V1Z" data-opacity="0.5"/></g>\
      <g class="bar" data-size="3 4" data-content-width="5"></g>
      """
    XCTAssertEqual(
      try SnapshotReader.bars(in: svg),
      [
        TabBarDrawing(
          size: Size(width: 10, height: 20), contentWidth: 10, tabs: [],
          indicator: IndicatorAttributes(path: try Path(svgPathData: "M0 0H1V1Z"), opacity: 0.5)),
        TabBarDrawing(size: Size(width: 3, height: 4), contentWidth: 5, tabs: [], indicator: nil),
      ])
  }

  func testReaderErrorsCarryThePosition() {
    XCTAssertThrowsError(try SnapshotReader.bars(in: "<svg><g class=\"bar\"")) { error in
      XCTAssertEqual("\(error)", "unterminated tag (at character 5)")
    }
    XCTAssertThrowsError(
      try SnapshotReader.bars(
        in:
          "<g class=\"bar\" data-size=\"1 2\" data-content-width=\"1\"><path class=\"indicator\" d=\"M0\"/></g>"
      )
    ) { error in
      XCTAssertTrue("\(error)".hasPrefix("invalid indicator path data:"), "\(error)")
    }
  }

  /// Parses `svg` as XML, checks the root is `svg` and counts the elements of each class.
  @discardableResult
  func parsedSVG(_ svg: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> ClassCounter
  {
    let counter = ClassCounter()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = counter
    XCTAssertTrue(
      parser.parse(), "\(String(describing: parser.parserError))", file: file, line: line)
    XCTAssertEqual(counter.root, "svg", file: file, line: line)
    return counter
  }
}

/// Counts the elements of each class attribute, and remembers the root element.
final class ClassCounter: NSObject, XMLParserDelegate {
  var root: String?
  var classes: [String: Int] = [:]

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    if root == nil { root = elementName }
    if let name = attributeDict["class"] { classes[name, default: 0] += 1 }
  }
}

/// Counters restart as each XCTest test starts.
///
/// Two tests with one identity each number their unnamed snapshots from 1, whichever runs
/// first; the test that restarts them by hand runs before both.
final class SnapshotCounterRestartTests: XCTestCase {
  let identity = SnapshotIdentity.current(
    file: "/counter-restart/Tests.swift", testName: "shared()")

  func testARestartKeepsSwiftTestingCounters() {
    let testing = SnapshotIdentity(stem: "S.t", key: "testing\u{0}/restart\u{0}S.t")
    let xctest = SnapshotIdentity(stem: "t", key: "xctest\u{0}/restart\u{0}t")
    _ = nextSnapshotNumber(testing)
    _ = nextSnapshotNumber(xctest)
    resetXCTestCounters()
    XCTAssertEqual(nextSnapshotNumber(testing), 2)
    XCTAssertEqual(nextSnapshotNumber(xctest), 1)
  }

  func testFirstNumbersFromOne() {
    XCTAssertEqual(nextSnapshotNumber(identity), 1)
    XCTAssertEqual(nextSnapshotNumber(identity), 2)
  }

  func testSecondNumbersFromOneAgain() {
    XCTAssertEqual(nextSnapshotNumber(identity), 1)
    XCTAssertEqual(nextSnapshotNumber(identity), 2)
  }
}
