import Foundation
import XCTest

@testable import IndicatorCore

final class PathCodableTests: XCTestCase {
  // MARK: Encoding

  func testEncodesAsSingleSVGString() throws {
    let path = Path(Rect(x: 10, y: 20, width: 30, height: 40))
    let data = try JSONEncoder().encode(path)
    XCTAssertEqual(String(decoding: data, as: UTF8.self), #""M10 20H40V60H10Z""#)
  }

  func testEncodesInsideContainers() throws {
    struct Shape: Codable, Equatable {
      var name: String
      var outline: Path
    }
    let shape = Shape(
      name: "tick",
      outline: Path { p in
        p.move(to: Point(x: 0, y: 4))
        p.addLine(to: Point(x: 3, y: 7))
        p.addLine(to: Point(x: 9, y: 0))
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(shape)
    XCTAssertEqual(
      String(decoding: data, as: UTF8.self), #"{"name":"tick","outline":"M0 4 3 7 9 0"}"#)
    XCTAssertEqual(try JSONDecoder().decode(Shape.self, from: data), shape)
  }

  // MARK: Decoding

  func testDecodesSVGString() throws {
    let path = try JSONDecoder().decode(Path.self, from: Data(#""m1 2h3v4z""#.utf8))
    XCTAssertEqual(
      path.elements,
      [
        .move(to: Point(x: 1, y: 2)), .line(to: Point(x: 4, y: 2)), .line(to: Point(x: 4, y: 6)),
        .closeSubpath,
      ])
  }

  func testInvalidPathDataIsDataCorruptedWithTheParserMessage() {
    XCTAssertThrowsError(try JSONDecoder().decode(Path.self, from: Data(#""M1 2 L""#.utf8))) {
      error in
      guard case DecodingError.dataCorrupted(let context) = error else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(
        context.debugDescription, "Invalid SVG path data: expected a number at offset 6")
    }
  }

  func testNonStringIsTypeMismatch() {
    XCTAssertThrowsError(try JSONDecoder().decode(Path.self, from: Data("[1, 2]".utf8))) {
      error in
      guard case DecodingError.typeMismatch = error else { return XCTFail("\(error)") }
    }
  }

  func testNonFinitePathEncodesButDoesNotDecode() throws {
    var path = Path()
    path.move(to: Point(x: .nan, y: 1))
    let data = try JSONEncoder().encode(path)
    XCTAssertEqual(String(decoding: data, as: UTF8.self), #""MNaN 1""#)
    XCTAssertThrowsError(try JSONDecoder().decode(Path.self, from: data))
  }

  // MARK: Round trip

  func testRandomizedRoundTrip() throws {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    try forEachSeed(0..<100) { seed, rng in
      let path = SVGSamples.randomPath(&rng)
      let decoded = try decoder.decode(Path.self, from: encoder.encode(path))
      decoded._checkInvariants()
      XCTAssertEqual(decoded, path, "seed \(seed): \(path)")
    }
  }
}
