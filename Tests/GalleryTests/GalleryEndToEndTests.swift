import Foundation
import IndicatorCore
import IndicatorRendering
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Runs the built `indicator-gallery` binary, as swift-argument-parser's example tests do.
final class GalleryEndToEndTests: XCTestCase {
  /// The folder holding the built products (the test bundle's folder).
  var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
      fatalError("no .xctest bundle")
    #else
      return Bundle.main.bundleURL
    #endif
  }

  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  func run(_ arguments: [String], in directory: URL? = nil) throws -> Run {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("indicator-gallery")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
      error: String(decoding: errData, as: UTF8.self))
  }

  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gallery-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The `d` attribute of every indicator path, after checking the document is valid XML.
  func indicatorPaths(in svg: String, file: StaticString = #filePath, line: UInt = #line)
    -> [String]
  {
    let collector = PathCollector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    XCTAssertTrue(
      parser.parse(), "invalid XML: \(String(describing: parser.parserError))", file: file,
      line: line)
    XCTAssertEqual(collector.root, "svg", file: file, line: line)
    return collector.indicators
  }

  // MARK: The sheet

  func testNoArgumentsWritesSheetAndPrintsPath() throws {
    let directory = try temporaryDirectory()
    let result = try run([], in: directory)
    XCTAssertEqual(result.status, 0, result.error)
    let file = directory.appendingPathComponent("indicator-gallery.svg")
    XCTAssertEqual(
      result.output.trimmingCharacters(in: .whitespacesAndNewlines),
      file.standardizedFileURL.path)
    let svg = try String(contentsOf: file, encoding: .utf8)
    let paths = indicatorPaths(in: svg)
    // 7 templates + 7 layouts + 4 transitions × 5 frames.
    XCTAssertEqual(paths.count, 7 + 7 + 20)
    // The pill's middle frames draw titles through it.
    XCTAssertTrue(svg.contains("class=\"titles-on-indicator\""))
    for path in paths { XCTAssertNoThrow(try Path(svgPathData: path)) }
    for title in ["Home", "Search", "Library", "Profile"] {
      XCTAssertTrue(svg.contains(">\(title)</text>"), title)
    }
  }

  // MARK: One bar

  func testSingleBarIndicatorIsTheLibrarysPathData() throws {
    let result = try run([
      "--template", "underline", "--height", "4", "--items", "Home,Search,Profile",
      "--selected", "1", "--width", "360", "--output", "-",
    ])
    XCTAssertEqual(result.status, 0, result.error)
    var model = TabBarModel(
      items: ["Home", "Search", "Profile"].map {
        TabItem(title: $0, contentSize: Size(width: Double($0.count) * 7.5, height: 17))
      }, size: Size(width: 360, height: 48), template: UnderlineIndicatorTemplate(height: 4))
    model.selectedIndex = 1
    XCTAssertEqual(indicatorPaths(in: result.output), [model.selectionIndicator?.path.svgPathData])
    XCTAssertEqual(model.selectionIndicator?.path.svgPathData, "M120 44H240V48H120Z")
  }

  func testSingleBarIsTheRenderersDrawing() throws {
    let result = try run([
      "--template", "pill", "--items", "A,B", "--selected", "1", "--output", "-",
    ])
    XCTAssertEqual(result.status, 0, result.error)
    var model = TabBarModel(
      items: ["A", "B"].map { TabItem(title: $0, contentSize: Size(width: 7.5, height: 17)) },
      size: Size(width: 360, height: 48), template: PillIndicatorTemplate())
    model.selectedIndex = 1
    var sheet = SVGSheet()
    sheet.addBar(TabBarDrawing(model), x: 16, y: 16)
    XCTAssertEqual(result.output, sheet.document)
  }

  func testTransitionFlags() throws {
    let result = try run([
      "--items", "A,B,C", "--selected", "0", "--to", "2", "--progress", "0.5",
      "--animation", "linear", "--output", "-",
    ])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(indicatorPaths(in: result.output), ["M120 46H240V48H120Z"])
  }

  func testRightToLeftAndLayoutFlags() throws {
    let result = try run(["--items", "A,B", "--rtl", "--layout", "fixed", "--output", "-"])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(indicatorPaths(in: result.output), ["M180 46H360V48H180Z"])
  }

  func testTitlesAreEscaped() throws {
    let result = try run(["--items", "A&B,<C>", "--output", "-"])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertTrue(result.output.contains("A&amp;B"))
    XCTAssertTrue(result.output.contains("&lt;C&gt;"))
    _ = indicatorPaths(in: result.output)
  }

  func testHelp() throws {
    let result = try run(["--help"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.output.hasPrefix("USAGE: indicator-gallery"))
  }

  // MARK: Bad input

  func testBadFlagsExitTwoWithOneLineErrorAndWriteNothing() throws {
    let directory = try temporaryDirectory()
    // The usage follows the error only where a flag's value is missing.
    let cases: [([String], String, usage: Bool)] = [
      (["--bogus"], "error: unknown option '--bogus'", false),
      (["--height", "-1"], "error: --height expects a number > 0 and at most 48, got '-1'", false),
      (["--height"], "error: --height needs a value", true),
      (["--template", "zigzag"], "error: --template expects one of", false),
      (["--selected", "9"], "error: --selected expects an index below 4, got 9", false),
      (["--progress", "2"], "error: --progress expects a number from 0 to 1, got '2'", false),
      (["--animation", "spin"], "error: --animation expects one of linear, elastic, fade", false),
      (
        ["--width", "nan"], "error: --width expects a number > 0 and at most 100000, got 'nan'",
        false
      ),
      (["--items", "A,,B"], "error: --items expects comma-separated non-empty titles", false),
      (
        ["--template", "pill", "--height", "3"],
        "error: --height does not apply to --template pill", false
      ),
      // Values that draw nothing sensible: an indicator taller than the 48-point bar, a bar
      // wider than a picture a person can look at.
      (
        ["--template", "outline", "--height", "1e308"],
        "error: --height expects a number > 0 and at most 48, got '1e308'", false
      ),
      (
        ["--height", "48.5"], "error: --height expects a number > 0 and at most 48, got '48.5'",
        false
      ),
      (
        ["--width", "1e308"], "error: --width expects a number > 0 and at most 100000, got '1e308'",
        false
      ),
      (["--width"], "error: --width needs a value", true),
    ]
    for (arguments, message, usage) in cases {
      let result = try run(["--output", "out.svg"] + arguments, in: directory)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      let lines = result.error.split(separator: "\n")
      let firstLine = lines.first.map(String.init) ?? ""
      XCTAssertTrue(firstLine.hasPrefix(message), "\(arguments): \(firstLine)")
      XCTAssertEqual(result.error.contains("USAGE: indicator-gallery"), usage, "\(arguments)")
      if !usage { XCTAssertEqual(lines.count, 1, "\(arguments): \(result.error)") }
      XCTAssertEqual(result.output, "")
    }
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.svg").path))
  }

  func testLargestAcceptedValuesDrawTheBar() throws {
    let result = try run(
      ["--template", "outline", "--height", "48", "--width", "100000", "--output", "-"])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(indicatorPaths(in: result.output).count, 1)
  }

  func testUnwritableOutputExitsOne() throws {
    let result = try run(["--output", "/nonexistent-folder/x.svg"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.error.hasPrefix("error: --output: cannot write"), result.error)
  }
}

/// Collects the root element's name and every `path` with class "indicator".
final class PathCollector: NSObject, XMLParserDelegate {
  var root: String?
  var indicators: [String] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    if root == nil { root = elementName }
    if elementName == "path", attributeDict["class"] == "indicator", let d = attributeDict["d"] {
      indicators.append(d)
    }
  }
}
