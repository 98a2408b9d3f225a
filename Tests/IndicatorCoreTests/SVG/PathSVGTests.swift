import XCTest

@testable import IndicatorCore

/// Shorthand for a point in the tests below.
private func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// The elements parsed from `text`, failing the test (and returning `[]`) when it throws.
private func parse(
  _ text: String, file: StaticString = #filePath, line: UInt = #line
) -> [Path.Element] {
  do {
    return try Path(svgPathData: text).elements
  } catch {
    XCTFail("\(text.debugDescription): \(error)", file: file, line: line)
    return []
  }
}

/// The error thrown for `text`, or `nil` when it parses.
private func parseError(_ text: String) -> SVGPathError? {
  do {
    _ = try Path(svgPathData: text)
    return nil
  } catch {
    return error
  }
}

final class PathSVGTests: XCTestCase {
  // MARK: Commands, absolute and relative

  func testMoveAndLine() {
    XCTAssertEqual(parse("M10 20L30 40"), [.move(to: pt(10, 20)), .line(to: pt(30, 40))])
    XCTAssertEqual(parse("m10 20l5 -5"), [.move(to: pt(10, 20)), .line(to: pt(15, 15))])
  }

  func testImplicitRepeatsAfterMoveAreLines() {
    XCTAssertEqual(
      parse("M1 2 3 4 5 6"), [.move(to: pt(1, 2)), .line(to: pt(3, 4)), .line(to: pt(5, 6))])
    XCTAssertEqual(
      parse("m1 2 3 4 5 6"), [.move(to: pt(1, 2)), .line(to: pt(4, 6)), .line(to: pt(9, 12))])
    XCTAssertEqual(
      parse("M0 0L1 1 2 0,3 1"),
      [.move(to: pt(0, 0)), .line(to: pt(1, 1)), .line(to: pt(2, 0)), .line(to: pt(3, 1))])
  }

  func testRelativeMoveAfterMoveIsRelativeToIt() {
    XCTAssertEqual(parse("M1 1m2 2"), [.move(to: pt(1, 1)), .move(to: pt(3, 3))])
  }

  func testHorizontalAndVertical() {
    XCTAssertEqual(
      parse("M1 2H5V7h-1v-2H0 1"),
      [
        .move(to: pt(1, 2)), .line(to: pt(5, 2)), .line(to: pt(5, 7)), .line(to: pt(4, 7)),
        .line(to: pt(4, 5)), .line(to: pt(0, 5)), .line(to: pt(1, 5)),
      ])
    XCTAssertEqual(
      parse("M1 2v3 4"), [.move(to: pt(1, 2)), .line(to: pt(1, 5)), .line(to: pt(1, 9))])
  }

  func testCubic() {
    XCTAssertEqual(
      parse("M0 0C1 2 3 4 5 6c1 1 2 2 3 3"),
      [
        .move(to: pt(0, 0)),
        .curve(to: pt(5, 6), control1: pt(1, 2), control2: pt(3, 4)),
        .curve(to: pt(8, 9), control1: pt(6, 7), control2: pt(7, 8)),
      ])
  }

  func testSmoothCubicReflectsAfterCubic() {
    XCTAssertEqual(
      parse("M0 0C1 2 3 4 5 6S9 10 11 12s1 0 2 2"),
      [
        .move(to: pt(0, 0)),
        .curve(to: pt(5, 6), control1: pt(1, 2), control2: pt(3, 4)),
        .curve(to: pt(11, 12), control1: pt(7, 8), control2: pt(9, 10)),
        // Reflects (9, 10) about (11, 12); control 2 and end relative to (11, 12).
        .curve(to: pt(13, 14), control1: pt(13, 14), control2: pt(12, 12)),
      ])
  }

  func testSmoothCubicUsesCurrentPointAfterOtherCommands() {
    XCTAssertEqual(
      parse("M0 0L1 1S3 4 5 6"),
      [
        .move(to: pt(0, 0)), .line(to: pt(1, 1)),
        .curve(to: pt(5, 6), control1: pt(1, 1), control2: pt(3, 4)),
      ])
    // After a quadratic, S does not reflect its control point.
    XCTAssertEqual(
      parse("M0 0Q1 2 3 4S5 6 7 8")[2],
      .curve(to: pt(7, 8), control1: pt(3, 4), control2: pt(5, 6)))
    // Nor after a move or a close.
    XCTAssertEqual(
      parse("M2 3S5 6 7 8")[1], .curve(to: pt(7, 8), control1: pt(2, 3), control2: pt(5, 6)))
    XCTAssertEqual(
      parse("M2 3C0 0 1 1 4 4ZS5 6 7 8")[4],
      .curve(to: pt(7, 8), control1: pt(2, 3), control2: pt(5, 6)))
  }

  func testQuadraticAndSmoothQuadratic() {
    XCTAssertEqual(
      parse("M0 0Q1 2 3 4T5 6T9 6q1 1 2 0t2 0"),
      [
        .move(to: pt(0, 0)),
        .quadCurve(to: pt(3, 4), control: pt(1, 2)),
        .quadCurve(to: pt(5, 6), control: pt(5, 6)),  // (1, 2) reflected about (3, 4)
        .quadCurve(to: pt(9, 6), control: pt(5, 6)),  // (5, 6) reflected about (5, 6)
        .quadCurve(to: pt(11, 6), control: pt(10, 7)),
        .quadCurve(to: pt(13, 6), control: pt(12, 5)),
      ])
  }

  func testSmoothQuadraticUsesCurrentPointAfterOtherCommands() {
    XCTAssertEqual(
      parse("M0 0C1 1 2 2 3 3T5 6")[2], .quadCurve(to: pt(5, 6), control: pt(3, 3)))
    XCTAssertEqual(parse("M1 2T5 6")[1], .quadCurve(to: pt(5, 6), control: pt(1, 2)))
    XCTAssertEqual(parse("M1 2t5 6")[1], .quadCurve(to: pt(6, 8), control: pt(1, 2)))
  }

  func testCloseReturnsCurrentPointToSubpathStart() {
    XCTAssertEqual(
      parse("M10 10L20 10Zm5 5l1 0"),
      [
        .move(to: pt(10, 10)), .line(to: pt(20, 10)), .closeSubpath, .move(to: pt(15, 15)),
        .line(to: pt(16, 15)),
      ])
    // A segment right after Z starts at the subpath start (an explicit move is added).
    XCTAssertEqual(
      parse("M10 10L20 10zl1 1"),
      [
        .move(to: pt(10, 10)), .line(to: pt(20, 10)), .closeSubpath, .move(to: pt(10, 10)),
        .line(to: pt(11, 11)),
      ])
  }

  func testRepeatedCloseAddsOneElement() {
    XCTAssertEqual(parse("M1 2ZZ z"), [.move(to: pt(1, 2)), .closeSubpath])
  }

  func testFirstRelativeMoveIsFromOrigin() {
    XCTAssertEqual(parse("m3 4"), [.move(to: pt(3, 4))])
  }

  // MARK: Arcs

  func testSemicircleArcGoldenCubics() throws {
    let elements = parse("M0 0A10 10 0 0 1 20 0")
    XCTAssertEqual(elements.count, 3)
    let k = 10 * quarterArcHandle
    // Sweep flag 1 is the positive-angle direction: clockwise on screen, over the top.
    let expected: [Path.Element] = [
      .move(to: pt(0, 0)),
      .curve(to: pt(10, -10), control1: pt(0, -k), control2: pt(10 - k, -10)),
      .curve(to: pt(20, 0), control1: pt(10 + k, -10), control2: pt(20, -k)),
    ]
    let path = Path(elements: elements)
    XCTAssertTrue(
      path.isApproximatelyEqual(to: Path(elements: expected), tolerance: 1e-12), "\(path)")
    // The end point is exact.
    XCTAssertEqual(elements.last?.endPoint, pt(20, 0))
    // Sweep flag 0 goes under.
    let under = parse("M0 0A10 10 0 0 0 20 0")
    XCTAssertEqual(try XCTUnwrap(under[1].endPoint).y, 10, accuracy: 1e-12)
  }

  func testArcRadiiScaledUpWhenTooSmall() {
    let small = Path(elements: parse("M0 0A1 1 0 0 1 20 0"))
    let exact = Path(elements: parse("M0 0A10 10 0 0 1 20 0"))
    XCTAssertTrue(small.isApproximatelyEqual(to: exact, tolerance: 1e-12), "\(small)")
    // Elliptical radii keep their ratio: rx 2, ry 1 to a chord of 8 along x gives rx 4, ry 2.
    let ellipse = parse("M0 0A2 1 0 0 1 8 0")
    XCTAssertEqual(try XCTUnwrap(ellipse[1].endPoint).x, 4, accuracy: 1e-12)
    XCTAssertEqual(try XCTUnwrap(ellipse[1].endPoint).y, -2, accuracy: 1e-12)
  }

  func testArcFlagsWithoutSeparatorsAndRelativeArc() {
    let spaced = parse("M0 0a10 10 0 0 1 20 0")
    XCTAssertEqual(parse("M0 0a10 10 0 0120 0"), spaced)
    XCTAssertEqual(parse("M0 0a10,10,0,0,1,20,0"), spaced)
    XCTAssertEqual(parse("M0 0A10 10 0 0 1 20 0"), spaced)
    XCTAssertEqual(parse("m5 5a1 1 0 01 1 1").last?.endPoint, pt(6, 6))
  }

  func testLargeArcSweepsThreeQuarters() throws {
    // Circle of radius 10 through (0, 0) and (10, 10): the large arc is 270°.
    let elements = parse("M0 0A10 10 0 1 1 10 10")
    XCTAssertEqual(elements.count, 4)
    XCTAssertEqual(elements.last?.endPoint, pt(10, 10))
    // Centre (10, 0) for (large 1, sweep 1): the arc starts going up, through (10, -10).
    let first = try XCTUnwrap(elements[1].endPoint)
    XCTAssertEqual(first.x, 10, accuracy: 1e-12)
    XCTAssertEqual(first.y, -10, accuracy: 1e-12)
  }

  func testDegenerateArcs() {
    // Identical end points: omitted.
    XCTAssertEqual(parse("M5 5A10 10 0 0 1 5 5"), [.move(to: pt(5, 5))])
    // A zero radius: a straight line.
    XCTAssertEqual(parse("M0 0A0 10 0 0 1 10 10"), [.move(to: pt(0, 0)), .line(to: pt(10, 10))])
    XCTAssertEqual(parse("M0 0A10 0 0 0 1 10 10"), [.move(to: pt(0, 0)), .line(to: pt(10, 10))])
    // Negative radii are taken as their absolute values.
    XCTAssertEqual(parse("M0 0A-10 -10 0 0 1 20 0"), parse("M0 0A10 10 0 0 1 20 0"))
  }

  func testArcRotationByQuarterTurnsIsExact() {
    // An ellipse rotated by 90° is the ellipse with swapped radii.
    XCTAssertTrue(
      Path(elements: parse("M0 0A20 10 90 0 1 0 40")).isApproximatelyEqual(
        to:
          Path(elements: parse("M0 0A10 20 0 0 1 0 40")), tolerance: 1e-12))
    XCTAssertEqual(parse("M0 0A20 10 -270 0 1 0 40"), parse("M0 0A20 10 450 0 1 0 40"))
  }

  func testArcCubicsStayOnTheEllipse() {
    forEachSeed(0..<300) { seed, rng in
      let start = rng.point(in: -50...50)
      let end = rng.point(in: -50...50)
      var rx = rng.double(in: 0.1...60)
      var ry = rng.double(in: 0.1...60)
      let rotation = rng.double(in: -360...360)
      let large = Bool.random(using: &rng)
      let sweep = Bool.random(using: &rng)
      let text =
        "M\(start.x) \(start.y)A\(rx) \(ry) \(rotation) \(large ? 1 : 0) \(sweep ? 1 : 0) "
        + "\(end.x) \(end.y)"
      let elements = parse(text)
      Path(elements: elements)._checkInvariants()
      // Reference: SVG F.6.5 written out directly.
      let phi = rotation * Double.pi / 180
      let (c, s) = (cos(phi), sin(phi))
      let dx = (start.x - end.x) / 2
      let dy = (start.y - end.y) / 2
      let x1 = c * dx + s * dy
      let y1 = -s * dx + c * dy
      let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
      if lambda > 1 {
        rx *= lambda.squareRoot()
        ry *= lambda.squareRoot()
      }
      let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
      let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
      // (When the radii were scaled the centre is the chord's midpoint; the formula would
      // only add the square root of rounding noise.)
      let factor = lambda >= 1 ? 0 : (large != sweep ? 1.0 : -1.0) * max(0, num / den).squareRoot()
      let cxp = factor * rx * y1 / ry
      let cyp = -factor * ry * x1 / rx
      let center = pt(
        c * cxp - s * cyp + (start.x + end.x) / 2, s * cxp + c * cyp + (start.y + end.y) / 2)
      // Angle of a point on the ellipse, in the ellipse's frame.
      func angle(_ p: Point) -> Double {
        let vx = c * (p.x - center.x) + s * (p.y - center.y)
        let vy = -s * (p.x - center.x) + c * (p.y - center.y)
        return atan2(vy / ry, vx / rx)
      }
      func onEllipse(_ p: Point) -> Double {
        let vx = c * (p.x - center.x) + s * (p.y - center.y)
        let vy = -s * (p.x - center.x) + c * (p.y - center.y)
        return (vx / rx) * (vx / rx) + (vy / ry) * (vy / ry) - 1
      }
      XCTAssertEqual(elements.first, .move(to: start), "seed \(seed)")
      XCTAssertEqual(elements.last?.endPoint, end, "seed \(seed)")
      XCTAssertTrue((2...5).contains(elements.count), "seed \(seed): \(elements.count)")
      var total = 0.0
      var from = start
      for element in elements.dropFirst() {
        guard case .curve(let to, let c1, let c2) = element else {
          XCTFail("seed \(seed): \(element)")
          return
        }
        XCTAssertEqual(onEllipse(to), 0, accuracy: 1e-9, "seed \(seed)")
        var step = angle(to) - angle(from)
        if step > Double.pi { step -= 2 * Double.pi }
        if step < -Double.pi { step += 2 * Double.pi }
        XCTAssertLessThanOrEqual(abs(step), Double.pi / 2 + 1e-9, "seed \(seed)")
        XCTAssertEqual(step > 0, sweep, "seed \(seed)")
        total += step
        // The cubic's midpoint is within the 90° approximation's error (2.7e-4) of the
        // ellipse.
        let mid = 0.125 * from + 0.375 * c1 + 0.375 * c2 + 0.125 * to
        XCTAssertEqual(onEllipse(mid), 0, accuracy: 1.2e-3, "seed \(seed)")
        from = to
      }
      if lambda < 0.999 {
        XCTAssertEqual(abs(total) > Double.pi, large, "seed \(seed): \(total)")
      }
    }
  }

  func testExtremeArcsGiveFiniteCubicsOrLines() {
    let texts = [
      "M-1e308 -1e308A1e-300 1e-300 0 0 1 1e308 1e308",
      "M0 0A1e308 1e308 0 1 1 1e-300 0",
      "M0 0A1e-320 1e308 45 1 0 1e300 1e300",
      "M0 0A5e-324 5e-324 0 0 1 5e-324 0",
      "M1.7976931348623157e308 0A1 1 0 0 1 -1.7976931348623157e308 0",
    ]
    for text in texts {
      let path = Path(elements: parse(text))
      XCTAssertTrue(path.isFinite, "\(text): \(path.elements)")
    }
    // The first one overflows: a straight line.
    XCTAssertEqual(
      parse(texts[0]), [.move(to: pt(-1e308, -1e308)), .line(to: pt(1e308, 1e308))])
  }

  // MARK: Numbers

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

  // MARK: Whitespace and empty data

  func testWhitespaceAndCommasWhereTheGrammarAllows() {
    XCTAssertEqual(
      parse(" \t\r\n M 1 , 2 \n L\t3,4 , 5 6 z \n"),
      [.move(to: pt(1, 2)), .line(to: pt(3, 4)), .line(to: pt(5, 6)), .closeSubpath])
  }

  func testEmptyAndWhitespaceOnlyDataGiveEmptyPath() {
    XCTAssertEqual(parse(""), [])
    XCTAssertEqual(parse(" \t\r\n"), [])
  }

  // MARK: Errors

  func testErrorKindsAndOffsets() {
    let cases: [(String, SVGPathError.Kind, Int)] = [
      ("M 1", .expectedNumber, 3),
      ("M1 2 L", .expectedNumber, 6),
      ("M 1e400 0", .numberOutOfRange, 2),
      ("M -1e400 0", .numberOutOfRange, 2),
      ("M1 2L3 1" + String(repeating: "9", count: 400), .numberOutOfRange, 7),
      ("M NaN 0", .expectedNumber, 2),
      ("M inf 0", .expectedNumber, 2),
      ("M1 -Infinity", .expectedNumber, 3),
      ("L 1 2", .missingMoveTo, 0),
      ("  l 1 2", .missingMoveTo, 2),
      ("Z", .missingMoveTo, 0),
      ("10 20", .expectedCommand, 0),
      ("x", .unexpectedCharacter, 0),
      ("M1,2,", .expectedNumber, 5),
      ("M1 2 A1 1 0 2 1 3 3", .expectedFlag, 12),
      ("M1 2 A1 1 0 0 2 3 3", .expectedFlag, 14),
      ("M1 2 A1 1 0 0", .expectedFlag, 13),
      ("M1 2 A1 1 0 1 1", .expectedNumber, 15),
      ("M1 2 x", .unexpectedCharacter, 5),
      ("M1 2 L3 4 #", .unexpectedCharacter, 10),
      ("M1 2;", .unexpectedCharacter, 4),
      ("M1 2\u{00A0}", .unexpectedCharacter, 4),
      ("M1 2 é", .unexpectedCharacter, 5),
      ("M1 2Z 3", .expectedCommand, 6),
      ("M1 2 L3 4 Z,", .expectedCommand, 11),
      ("M1 2 e", .expectedCommand, 5),
      ("M1e 2", .expectedExponent, 3),
      ("M1e+ 2", .expectedExponent, 4),
      ("M1E", .expectedExponent, 3),
      ("M1 2 L 3 4 5", .expectedNumber, 12),
      ("M 1 2 3", .expectedNumber, 7),
      ("M,1 2", .expectedNumber, 1),
      ("M1,,2", .expectedNumber, 3),
      ("M1 2,L3 4", .expectedNumber, 5),
      ("M . 1", .expectedNumber, 2),
      ("M - 1", .expectedNumber, 2),
      ("M1 2C1 2 3", .expectedNumber, 10),
      ("M1 2 H", .expectedNumber, 6),
      ("M1e308 0l1e308 0", .numberOutOfRange, 9),
      ("M0 0C0 0 -1e308 0 1e308 0S0 0 0 0", .numberOutOfRange, 26),
      ("M0 0Q-1e308 0 1e308 0T0 0", .numberOutOfRange, 22),
    ]
    for (text, kind, offset) in cases {
      XCTAssertEqual(
        parseError(text), SVGPathError(kind: kind, offset: offset), text.debugDescription)
    }
  }

  func testRandomTextNeverTrapsAndParsedPathsRoundTrip() throws {
    // Well-formed commands with random numbers and separators, then (for half the seeds) a
    // few random edits with characters of the alphabet and some strangers.
    let arguments: [Character: Int] = [
      "M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0,
    ]
    let numbers = ["0", "1", "-2.5", ".5", "1e308", "-1e308", "1e-320", "7", "-.5e1", "3."]
    let junk: [Character] = [" ", ",", "-", "+", ".", "e", "0", "1", "x", "\u{00A0}", "M", "z"]
    var parsedCount = 0
    try forEachSeed(0..<3000) { seed, rng in
      var text = ""
      for index in 0..<Int.random(in: 1..<8, using: &rng) {
        let (letter, count) =
          index == 0 ? ("M", 2) : arguments.randomElement(using: &rng) ?? ("Z", 0)
        text.append(Bool.random(using: &rng) ? letter : Character(letter.lowercased()))
        for i in 0..<count {
          // Whitespace may precede the first argument; a comma may not.
          if i > 0 {
            text += Bool.random(using: &rng) ? " " : ","
          } else if Bool.random(using: &rng) {
            text += " "
          }
          text +=
            letter == "A" && (i == 3 || i == 4)
            ? (Bool.random(using: &rng) ? "1" : "0")
            : numbers.randomElement(using: &rng) ?? "0"
        }
      }
      if seed % 2 == 1 {
        var characters = Array(text)
        for _ in 0..<Int.random(in: 1...2, using: &rng) {
          let i = Int.random(in: 0...characters.count, using: &rng)
          let c = junk.randomElement(using: &rng) ?? " "
          if i < characters.count && Bool.random(using: &rng) {
            characters[i] = c
          } else {
            characters.insert(c, at: i)
          }
        }
        text = String(characters)
      }
      let result = Result { () throws(SVGPathError) in try Path(svgPathData: text) }
      switch result {
      case .success(let path):
        path._checkInvariants()
        parsedCount += 1
        XCTAssertTrue(path.isFinite, "seed \(seed): \(text.debugDescription)")
        XCTAssertEqual(
          try Path(svgPathData: path.svgPathData), path, "seed \(seed): \(text.debugDescription)")
      case .failure(let error):
        XCTAssertTrue(
          (0...text.utf8.count).contains(error.offset), "seed \(seed): \(text.debugDescription)")
      }
    }
    // Enough inputs parse for the round trip to be exercised, and enough fail.
    XCTAssertGreaterThan(parsedCount, 1000)
    XCTAssertLessThan(parsedCount, 2900)
  }

  func testErrorDescription() {
    XCTAssertEqual(
      SVGPathError(kind: .expectedNumber, offset: 6).description,
      "expected a number at offset 6")
    XCTAssertEqual(
      parseError("L1 2")?.description,
      "path data must start with a move-to command (M or m) at offset 0")
  }

  func testLongInputsParseInOnePass() throws {
    // 200 KB of digits in one number, and 20,000 segments: both must simply finish (the
    // scanner is linear; a timed ratio is not asserted here).
    let long = "M" + String(repeating: "7", count: 200_000) + "e-199999 0"
    let first = try XCTUnwrap(parse(long).first)
    XCTAssertEqual(first, .move(to: pt(7.777_777_777_777_778, 0)))
    let many = "M0 0" + String(repeating: "l1 1", count: 20_000)
    XCTAssertEqual(parse(many).last, .line(to: pt(20_000, 20_000)))
  }

  // MARK: Writing

  func testRectGoldenString() {
    XCTAssertEqual(Path(Rect(x: 10, y: 20, width: 30, height: 40)).svgPathData, "M10 20H40V60H10Z")
  }

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
      case 0: x = Self.randomCoordinate(&rng)
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

  func testSeparatorsAndOmittedLetters() {
    let path = Path { p in
      p.move(to: pt(-1, -2))
      p.addLine(to: pt(3, -4))
      p.addLine(to: pt(5, 6))
      p.addLine(to: pt(7, 6))
      p.addLine(to: pt(8, 6))
      p.addLine(to: pt(8, 9))
      p.addLine(to: pt(8, -9))
      p.addCurve(to: pt(1, 1), control1: pt(2, 2), control2: pt(3, 3))
      p.addCurve(to: pt(0, 0), control1: pt(4, 4), control2: pt(5, 5))
      p.move(to: pt(0.5, 0.25))
      p.addQuadCurve(to: pt(1, 1), control: pt(2, 2))
      p.addQuadCurve(to: pt(3, 3), control: pt(9, 9))
    }
    XCTAssertEqual(
      path.svgPathData, "M-1-2 3-4 5 6H7 8V9-9C2 2 3 3 1 1 4 4 5 5 0 0M0.5 0.25Q2 2 1 1 9 9 3 3")
  }

  func testSmoothCommandsWhenControlPointIsTheReflection() {
    let path = Path { p in
      p.move(to: pt(0, 0))
      p.addCurve(to: pt(5, 6), control1: pt(1, 2), control2: pt(3, 4))
      p.addCurve(to: pt(11, 12), control1: pt(7, 8), control2: pt(9, 10))
      p.addCurve(to: pt(20, 0), control1: pt(13, 14), control2: pt(15, 0))
      p.addQuadCurve(to: pt(30, 0), control: pt(25, 5))
      p.addQuadCurve(to: pt(40, 0), control: pt(35, -5))
      p.addQuadCurve(to: pt(50, 0), control: pt(45, 5))
      p.addLine(to: pt(60, 1))
      p.addQuadCurve(to: pt(70, 0), control: pt(60, 1))
    }
    XCTAssertEqual(
      path.svgPathData, "M0 0C1 2 3 4 5 6S9 10 11 12 15 0 20 0Q25 5 30 0T40 0 50 0L60 1T70 0")
  }

  func testConsecutiveMovesCloseAndTrailingMove() {
    let path = Path { p in
      p.move(to: pt(1, 1))
      p.move(to: pt(2, 2))
      p.addLine(to: pt(3, 3))
      p.closeSubpath()
      p.addLine(to: pt(4, 4))
      p.move(to: pt(5, 5))
      p.closeSubpath()
      p.move(to: pt(6, 6))
    }
    XCTAssertEqual(path.svgPathData, "M1 1M2 2 3 3ZM2 2 4 4M5 5ZM6 6")
    XCTAssertEqual(try Path(svgPathData: path.svgPathData), path)
  }

  func testCloseIsNeverImplied() {
    // Storage written directly inside the module may hold two closes in a row (a path the
    // public API cannot build: `_checkInvariants()` would trap on it); both are written.
    var path = Path(Rect(x: 0, y: 0, width: 1, height: 1))
    path.storage.append(.closeSubpath)
    XCTAssertEqual(path.svgPathData, "M0 0H1V1H0ZZ")
  }

  func testNonFiniteCoordinatesWriteTokensTheReaderRejects() {
    var path = Path()
    path.move(to: pt(.nan, .infinity))
    path.addLine(to: pt(1, -.infinity))
    XCTAssertEqual(path.svgPathData, "MNaN inf 1-inf")
    XCTAssertEqual(parseError(path.svgPathData), SVGPathError(kind: .expectedNumber, offset: 1))
  }

  func testDescriptionIsSVGPathData() {
    let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 3, height: 7))
    XCTAssertEqual(path.description, path.svgPathData)
    XCTAssertEqual("\(Path(Rect(x: 1, y: 2, width: 3, height: 4)))", "M1 2H4V6H1Z")
  }

  // MARK: Round trip

  func testRoundTripOfShapes() throws {
    let paths = [
      Path(),
      Path(Rect(x: -1.5, y: 2.25, width: 10.1, height: 0.3)),
      Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 7),
      Path(
        roundedRect: Rect(x: 0.1, y: 0.2, width: 33, height: 21), cornerRadius: 5,
        style: .continuous),
      Path(ellipseIn: Rect(x: -3, y: 4, width: 17.3, height: 9.1)),
    ]
    for path in paths {
      XCTAssertEqual(try Path(svgPathData: path.svgPathData), path, path.svgPathData)
    }
  }

  func testRandomizedRoundTripWithExtremeValues() throws {
    try forEachSeed(0..<300) { seed, rng in
      let path = Self.randomPath(&rng)
      let text = path.svgPathData
      let parsed = try Path(svgPathData: text)
      parsed._checkInvariants()
      XCTAssertEqual(parsed, path, "seed \(seed): \(text)")
      // Writing again gives the same text.
      XCTAssertEqual(parsed.svgPathData, text, "seed \(seed)")
    }
  }

  /// A coordinate from a mix of ordinary and extreme values.
  static func randomCoordinate(_ rng: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<12, using: &rng) {
    case 0: return Double(Int.random(in: -1000...1000, using: &rng))
    case 1: return Double(Int.random(in: -1000...1000, using: &rng)) / 8
    case 2: return rng.double(in: -100...100)  // typically 17 significant digits
    case 3: return Double(bitPattern: UInt64.random(in: 1..<(1 << 52), using: &rng))  // subnormal
    case 4: return rng.double(in: -1...1) * 1e300
    case 5: return Bool.random(using: &rng) ? -0.0 : 0.0
    case 6: return rng.double(in: -1...1) * 1e-7
    case 7: return rng.double(in: 1e15...1e17)
    case 8:
      return [.greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude][
        Int.random(in: 0..<3, using: &rng)]
    case 9: return Double(bitPattern: UInt64.random(in: 0..<0x7FF0_0000_0000_0000, using: &rng))
    case 10: return Double(Int.random(in: -9...9, using: &rng)) / 10
    default: return rng.double(in: -1e5...1e5).rounded() / 100
    }
  }

  static func randomPath(_ rng: inout SeededGenerator) -> Path {
    var path = Path()
    func point() -> Point { Point(x: randomCoordinate(&rng), y: randomCoordinate(&rng)) }
    var lastCubicControl: Point?
    var lastQuadControl: Point?
    for _ in 0..<Int.random(in: 0..<16, using: &rng) {
      let current = path.currentPoint ?? .zero
      let reflected = { (c: Point) -> Point in
        let r = Point(x: current.x + (current.x - c.x), y: current.y + (current.y - c.y))
        return r.isFinite ? r : current
      }
      var cubic: Point?
      var quad: Point?
      switch Int.random(in: 0..<9, using: &rng) {
      case 0: path.move(to: point())
      case 1: path.addLine(to: point())
      case 2: path.addLine(to: Point(x: randomCoordinate(&rng), y: current.y))
      case 3: path.addLine(to: Point(x: current.x, y: randomCoordinate(&rng)))
      case 4:
        let c = point()
        path.addQuadCurve(to: point(), control: c)
        quad = c
      case 5:
        let c = lastQuadControl.map(reflected) ?? current
        path.addQuadCurve(to: point(), control: c)
        quad = c
      case 6:
        let c2 = point()
        path.addCurve(to: point(), control1: point(), control2: c2)
        cubic = c2
      case 7:
        let c2 = point()
        path.addCurve(
          to: point(), control1: lastCubicControl.map(reflected) ?? current, control2: c2)
        cubic = c2
      default: path.closeSubpath()
      }
      lastCubicControl = cubic
      lastQuadControl = quad
    }
    path._checkInvariants()
    return path
  }
}
