import XCTest

@testable import IndicatorCore

/// Reading SVG path data: commands, arcs, whitespace and errors (Path+SVGParser.swift).
final class PathSVGParserTests: XCTestCase {
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

  /// The elements of `M0 0C1 2 3 4 5 6`, with which the cubic tests' data starts.
  private let firstCubic: [Path.Element] = [
    .move(to: pt(0, 0)), .curve(to: pt(5, 6), control1: pt(1, 2), control2: pt(3, 4)),
  ]

  func testCubic() {
    XCTAssertEqual(
      parse("M0 0C1 2 3 4 5 6c1 1 2 2 3 3"),
      firstCubic + [.curve(to: pt(8, 9), control1: pt(6, 7), control2: pt(7, 8))])
  }

  func testSmoothCubicReflectsAfterCubic() {
    XCTAssertEqual(
      parse("M0 0C1 2 3 4 5 6S9 10 11 12s1 0 2 2"),
      firstCubic + [
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
    var inputCount = 0
    try forEachSeed(0..<3000) { seed, rng in
      inputCount += 1
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
    XCTAssertGreaterThan(3 * parsedCount, inputCount, "\(parsedCount) of \(inputCount) parsed")
    XCTAssertLessThan(30 * parsedCount, 29 * inputCount, "\(parsedCount) of \(inputCount) parsed")
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
}
