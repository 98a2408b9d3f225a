import Foundation
import SeededRandom
import XCTest

@testable import IndicatorCore

/// `svgPathData(fractionDigits:)`: rounded, readable SVG path data (Path+SVGWriter.swift,
/// SVGNumberWriter.swift).
final class PathSVGRoundingTests: XCTestCase {
  private func text(_ x: Double, _ digits: Int) -> String {
    Path { $0.move(to: Point(x: x, y: 0)) }.svgPathData(fractionDigits: digits)
  }

  func testDocumentationExample() {
    let underline = Path(Rect(x: 0, y: 46, width: 120, height: 2)).applying(.scale(1.0 / 3))
    XCTAssertEqual(underline.svgPathData, "M0 15.333333333333332H40V16H0Z")
    XCTAssertEqual(underline.svgPathData(fractionDigits: 2), "M0 15.33H40V16H0Z")
  }

  func testHalfwayCasesRoundTheExactValueAwayFromZero() {
    XCTAssertEqual(text(0.125, 2), "M0.13 0")  // exactly halfway
    XCTAssertEqual(text(-0.125, 2), "M-0.13 0")
    XCTAssertEqual(text(2.5, 0), "M3 0")
    XCTAssertEqual(text(-2.5, 0), "M-3 0")
    XCTAssertEqual(text(0.5, 0), "M1 0")
    XCTAssertEqual(text(2.675, 2), "M2.67 0")  // 2.67499999999999982…
    XCTAssertEqual(text(1.005, 2), "M1 0")  // 1.00499999999999989…
    XCTAssertEqual(text(1.015, 2), "M1.01 0")  // 1.01499999999999990…
    XCTAssertEqual(text(0.3000000000000000444, 1), "M0.3 0")
    XCTAssertEqual(text(9.995, 2), "M9.99 0")  // 9.99499999999999921…
    XCTAssertEqual(text(9.9951, 2), "M10 0")
  }

  func testNegativeZeroIsDropped() {
    XCTAssertEqual(text(-0.0, 3), "M0 0")
    XCTAssertEqual(text(-0.0004, 3), "M0 0")
    XCTAssertEqual(text(-0.4, 0), "M0 0")
    XCTAssertEqual(text(-0.0005, 3), "M-0.001 0")
    let path = Path { p in
      p.move(to: Point(x: -0.001, y: 10))
      p.addLine(to: Point(x: 5, y: 10.0004))
    }
    XCTAssertEqual(path.svgPathData(fractionDigits: 2), "M0 10H5")
  }

  func testHugeAndTinyNumbers() {
    XCTAssertEqual(text(1e20, 2), "M1e20 0")
    XCTAssertEqual(text(-1.5e300, 0), "M-1.5e300 0")
    XCTAssertEqual(text(.greatestFiniteMagnitude, 17), "M1.7976931348623157e308 0")
    XCTAssertEqual(text(123_456_789_012.345_67, 2), "M123456789012.35 0")
    XCTAssertEqual(text(4_503_599_627_370_495.5, 0), "M4503599627370496 0")  // 2^52 − ½
    XCTAssertEqual(text(0x1p53 + 2, 0), "M9007199254740994 0")
    XCTAssertEqual(text(1e-7, 17), "M1e-7 0")
    XCTAssertEqual(text(1.7e-6, 6), "M2e-6 0")
    XCTAssertEqual(text(1e-7, 6), "M0 0")
    XCTAssertEqual(text(.leastNonzeroMagnitude, 17), "M0 0")
    XCTAssertEqual(text(-.leastNormalMagnitude, 17), "M0 0")
  }

  func testNonFiniteCoordinatesAreWrittenAsUnrounded() {
    let path = Path { p in
      p.move(to: Point(x: .nan, y: .infinity))
      p.addLine(to: Point(x: -.infinity, y: 1.25))
    }
    XCTAssertEqual(path.svgPathData(fractionDigits: 1), "MNaN inf-inf 1.3")
  }

  func testFractionDigitsAreClampedToZeroThroughSeventeen() {
    XCTAssertEqual(text(2.5, -3), text(2.5, 0))
    XCTAssertEqual(text(0.012_345_678_901_234_567_8, 40), text(0.012_345_678_901_234_567_8, 17))
    XCTAssertEqual(text(0.012_345_678_901_234_567_8, 17), "M0.01234567890123457 0")
    XCTAssertEqual(text(0.1, 17), "M0.1 0")
    XCTAssertEqual(text(0.1 + 0.2, 17), "M0.30000000000000004 0")
    XCTAssertEqual(text(0.1 + 0.2, 16), "M0.3 0")
    XCTAssertEqual(text(.pi, Int.min), "M3 0")
    XCTAssertEqual(text(.pi, Int.max), "M3.141592653589793 0")
  }

  func testShortestCommandFormOfTheRoundedCoordinates() {
    let path = Path { p in
      p.move(to: Point(x: 0.0001, y: 0.0002))
      p.addLine(to: Point(x: 10.3333, y: 0.004))
      p.addLine(to: Point(x: 10.334, y: 20))
      p.addCurve(
        to: Point(x: 30, y: 30), control1: Point(x: 12.001, y: 22), control2: Point(x: 28, y: 28))
      p.addCurve(
        to: Point(x: 40, y: 40), control1: Point(x: 32.0004, y: 31.9996),
        control2: Point(x: 38, y: 38))
      p.addLine(to: Point(x: 50.2, y: 50.2))
      p.closeSubpath()
    }
    XCTAssertEqual(
      path.svgPathData(fractionDigits: 2), "M0 0H10.33V20C12 22 28 28 30 30S38 38 40 40L50.2 50.2Z")
  }

  func testReadsBackToTheRoundedPathAndHasAtMostThatManyDigits() throws {
    try forEachSeed(0..<100) { seed, rng in
      let path = rng.path(subpaths: 2, segments: 5)
      let digits = Int(seed % 8)
      let text = path.svgPathData(fractionDigits: digits)
      let read = try Path(svgPathData: text)
      var expected: [Path.Element] = []
      for element in path.elements {
        expected.append(
          element.mapPoints { Point(x: reference($0.x, digits), y: reference($0.y, digits)) })
      }
      XCTAssertEqual(read.elements, expected, "seed \(seed)")
      for number in text.split(whereSeparator: { "MLHVCSQTZ -".contains($0) }) {
        let fraction = number.split(separator: ".").dropFirst().first ?? ""
        XCTAssertLessThanOrEqual(fraction.count, digits, "seed \(seed): \(number)")
      }
    }
  }

  /// The reference rounding: `printf`'s `%.*f` (the exact binary value, correctly rounded),
  /// with exact ties moved away from zero.
  private func reference(_ x: Double, _ digits: Int) -> Double {
    let formatted = Double(String(format: "%.*f", digits, x)) ?? .nan
    let scale = pow(10, Double(digits))
    let scaled = abs(x) * scale
    // An exact tie: printf rounds it to even.
    if scaled.rounded(.down) + 0.5 == scaled && (-scaled).addingProduct(abs(x), scale) == 0 {
      let away = (scaled.rounded(.up)) / scale
      return x < 0 ? -away : away
    }
    return formatted == 0 ? 0 : formatted
  }
}
