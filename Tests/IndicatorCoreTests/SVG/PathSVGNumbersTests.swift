import XCTest

@testable import IndicatorCore

/// Numbers in SVG path data: read correctly rounded, written shortest (SVGNumberReader.swift, SVGNumberWriter.swift).
final class PathSVGNumbersTests: XCTestCase {
  // MARK: Reading numbers

  func testCompactNumbers() {
    XCTAssertEqual(parse("M.5.5"), [.move(to: pt(0.5, 0.5))])
    XCTAssertEqual(parse("M-.5-.5"), [.move(to: pt(-0.5, -0.5))])
    XCTAssertEqual(parse("M1e-3 1E+2"), [.move(to: pt(0.001, 100))])
    XCTAssertEqual(parse("M1.e1+2."), [.move(to: pt(10, 2))])
    XCTAssertEqual(parse("M1e2.5"), [.move(to: pt(100, 0.5))])
    XCTAssertEqual(parse("M0.1-0.2"), [.move(to: pt(0.1, -0.2))])
    XCTAssertEqual(parse("M00012 -0000.5e0001"), [.move(to: pt(12, -5))])
  }

  func testNegativeZeroIsKept() throws {
    guard case .move(let p) = try XCTUnwrap(parse("M-0 -0.0e5").first) else {
      return XCTFail("expected a move")
    }
    XCTAssertEqual(p.x.sign, .minus)
    XCTAssertEqual(p.y.sign, .minus)
  }

  func testNumbersAreCorrectlyRounded() throws {
    let cases: [(String, Double)] = [
      ("0.1", 0.1),
      ("0.30000000000000004", 0.300_000_000_000_000_04),
      ("9007199254740993", 9_007_199_254_740_992),  // halfway: ties to even
      ("9007199254740995", 9_007_199_254_740_996),
      ("1.7976931348623157e308", .greatestFiniteMagnitude),
      ("4.9406564584124654e-324", .leastNonzeroMagnitude),
      ("2.2250738585072014e-308", .leastNormalMagnitude),
      ("1e-400", 0),
      ("123456789012345678901234567890", 1.234_567_890_123_456_8e29),
      ("1" + String(repeating: "0", count: 1000) + "e-1000", 1),
      ("0." + String(repeating: "0", count: 1000) + "1e1001", 1),
      // Beyond 768 digits the sticky digit decides: just above the halfway point.
      ("9007199254740993." + String(repeating: "0", count: 800) + "1", 9_007_199_254_740_994),
      ("9007199254740993" + String(repeating: "0", count: 800) + "e-800", 9_007_199_254_740_992),
      ("1e22", 1e22),
      ("1e23", 1e23),
      ("8.98846567431158e307", 8.988_465_674_311_58e307),
    ]
    for (text, expected) in cases {
      guard case .move(let p) = try XCTUnwrap(parse("M\(text) 0").first, text) else {
        XCTFail(text)
        continue
      }
      XCTAssertEqual(p.x.bitPattern, expected.bitPattern, "\(text.prefix(40)): \(p.x)")
    }
  }

  func testRandomNumberTextMatchesStandardLibrary() {
    forEachSeed(0..<2000) { seed, rng in
      var text = ""
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: text += "-"
      case 1: text += "+"
      default: break
      }
      let digits = "0123456789"
      func randomDigits(_ count: Int) -> String {
        String((0..<count).map { _ in digits.randomElement(using: &rng) ?? "0" })
      }
      let intDigits = Int.random(in: 0...24, using: &rng)
      let fractionDigits = Int.random(in: (intDigits == 0 ? 1 : 0)...24, using: &rng)
      text += randomDigits(intDigits)
      if fractionDigits > 0 || Bool.random(using: &rng) { text += "." }
      text += randomDigits(fractionDigits)
      if Bool.random(using: &rng) {
        text += "e\(Int.random(in: -340...320, using: &rng))"
      }
      let expected = Double(text) ?? .nan
      let result = Result { () throws(SVGPathError) in try Path(svgPathData: "M\(text) 0") }
      switch result {
      case .success(let path):
        guard case .move(let p) = path.elements.first else {
          return XCTFail("seed \(seed) \(text)")
        }
        XCTAssertEqual(p.x.bitPattern, expected.bitPattern, "seed \(seed) \(text)")
      case .failure(let error):
        XCTAssertFalse(expected.isFinite, "seed \(seed) \(text): \(error)")
        XCTAssertEqual(error, SVGPathError(kind: .numberOutOfRange, offset: 1), "seed \(seed)")
      }
    }
  }

  // MARK: Writing numbers

  func testNumberFormatting() {
    let cases: [(Double, String)] = [
      (0, "0"), (-0.0, "0"), (1, "1"), (-2.5, "-2.5"), (100, "100"), (0.1, "0.1"),
      (0.300_000_000_000_000_04, "0.30000000000000004"), (1e-5, "0.00001"),
      (1.5e-5, "0.000015"), (1e-6, "1e-6"), (1.25e-7, "1.25e-7"),
      (1e15, "1000000000000000"), (9_007_199_254_740_994, "9007199254740994"),
      (1e16, "1e16"), (1.5e20, "1.5e20"), (123_456_789_012_345_680, "1.2345678901234568e17"),
      (.leastNonzeroMagnitude, "5e-324"), (.greatestFiniteMagnitude, "1.7976931348623157e308"),
      (-1e-300, "-1e-300"), (12.5e3, "12500"), (0.000_123, "0.000123"),
    ]
    for (value, text) in cases {
      var path = Path()
      path.move(to: pt(value, 0))
      XCTAssertEqual(path.svgPathData, "M\(text) 0", "\(value)")
    }
  }

  func testNumbersAreShortestRoundTrip() throws {
    /// The significant digits of a decimal text (no sign, point, exponent, or leading and
    /// trailing zeros).
    func significantDigits(_ text: Substring) -> String {
      let mantissa = text.prefix { $0 != "e" }.filter { $0.isNumber }
      return String(mantissa.drop { $0 == "0" }.reversed().drop { $0 == "0" }.reversed())
    }
    try forEachSeed(0..<3000) { seed, rng in
      let x: Double
      switch seed % 4 {
      case 0: x = SVGSamples.randomCoordinate(&rng)
      case 1:
        // Short decimals: the fast path.
        x =
          Double(Int.random(in: -99_999_999...99_999_999, using: &rng))
          / [1, 10, 100, 1000, 1e5, 1e8, 1e12][Int.random(in: 0..<7, using: &rng)]
      case 2: x = rng.double(in: 0...1) * [1e-5, 1e-3, 1, 1e6, 1e14][Int(seed / 4 % 5)]
      default:
        // 15 and 16 significant digits.
        x =
          Double(Int64.random(in: 100_000_000_000_000...9_999_999_999_999_999, using: &rng))
          / 1e10
      }
      var path = Path()
      path.move(to: pt(x, 0))
      let text = path.svgPathData.dropFirst().dropLast(2)
      let back = try Path(svgPathData: "M\(text) 0").elements.first
      XCTAssertEqual(back, .move(to: pt(x, 0)), "seed \(seed): \(x) wrote \(text)")
      guard x != 0 else { return }
      XCTAssertEqual(
        significantDigits(text).count, significantDigits(Substring(x.description)).count,
        "seed \(seed): \(x) wrote \(text)")
      XCTAssertFalse(text.contains("e") && abs(x) >= 1e-5 && abs(x) < 1e16, "seed \(seed): \(text)")
      // No trailing zeros after the point, no superfluous leading zeros.
      let mantissa = text.prefix { $0 != "e" }
      XCTAssertFalse(mantissa.contains(".") && mantissa.hasSuffix("0"), "seed \(seed): \(text)")
      XCTAssertFalse(mantissa.hasSuffix("."), "seed \(seed): \(text)")
      XCTAssertFalse(
        mantissa.drop { $0 == "-" }.hasPrefix("0") && !mantissa.drop { $0 == "-" }.hasPrefix("0."),
        "seed \(seed): \(text)")
    }
  }
}
