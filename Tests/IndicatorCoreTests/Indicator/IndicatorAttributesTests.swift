import Foundation
import IndicatorCore
import XCTest

final class IndicatorAttributesTests: XCTestCase {
  func testOpacityIsClampedAndNaNIsOne() {
    let path = Path(Rect(x: 0, y: 0, width: 1, height: 1))
    XCTAssertEqual(IndicatorAttributes(path: path, opacity: 2).opacity, 1)
    XCTAssertEqual(IndicatorAttributes(path: path, opacity: -1).opacity, 0)
    XCTAssertEqual(IndicatorAttributes(path: path, opacity: .nan).opacity, 1)
    XCTAssertEqual(IndicatorAttributes(path: path).opacity, 1)
  }

  func testCodableRoundTripAndClampingOnDecode() throws {
    let attributes = IndicatorAttributes(
      path: Path(Rect(x: 0, y: 46, width: 120, height: 2)), opacity: 0.5)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(attributes)
    XCTAssertEqual(
      String(decoding: data, as: UTF8.self), #"{"opacity":0.5,"path":"M0 46H120V48H0Z"}"#)
    XCTAssertEqual(try JSONDecoder().decode(IndicatorAttributes.self, from: data), attributes)
    let loud = Data(#"{"path":"M0 0H1V1H0Z","opacity":7}"#.utf8)
    XCTAssertEqual(try JSONDecoder().decode(IndicatorAttributes.self, from: loud).opacity, 1)
  }
}
