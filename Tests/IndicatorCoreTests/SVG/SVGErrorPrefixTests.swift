import IndicatorCore
import XCTest

/// The error's path is what renderers draw: SVG 1.1 F.2 ("render up to (but not
/// including) the path command containing the first error") and SVG 2 §9.5.4 ("render up
/// to and including the last correctly-specified command").
final class SVGErrorPrefixTests: XCTestCase {
  func prefix(_ text: String) -> Path? {
    do {
      _ = try Path(svgPathData: text)
      return nil
    } catch {
      return error.path
    }
  }

  func testPrefixEndsBeforeTheFailingCommand() throws {
    XCTAssertEqual(prefix("M1 2 L3 4 L"), try Path(svgPathData: "M1 2 L3 4"))
    XCTAssertEqual(prefix("M0 0 L10 0 L10 10 Z x"), try Path(svgPathData: "M0 0 L10 0 L10 10 Z"))
    XCTAssertEqual(prefix("M0 0 C1 1 2 2"), try Path(svgPathData: "M0 0"))
  }

  func testCompleteArgumentSetsOfTheFailingCommandAreDrawn() throws {
    XCTAssertEqual(prefix("M0 0 L1 2 3"), try Path(svgPathData: "M0 0 L1 2"))
  }

  func testErrorInFirstCommandGivesEmptyPath() {
    XCTAssertEqual(prefix("L1 2"), Path())
    XCTAssertEqual(prefix("M1"), Path())
  }

  func testKindAndOffsetAreKept() {
    XCTAssertThrowsError(try Path(svgPathData: "M1 2 L3 4 L")) { error in
      let e = error as? SVGPathError
      XCTAssertEqual(e?.kind, .expectedNumber)
      XCTAssertEqual(e?.offset, 11)
      XCTAssertEqual(e?.path, try? Path(svgPathData: "M1 2L3 4"))
    }
  }
}
