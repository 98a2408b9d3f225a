// Helpers shared by the SVG path data tests (parser, numbers, writer) and the Codable tests.

import SeededRandom
import XCTest

@testable import IndicatorCore

/// Shorthand for a point in the tests below.
func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// The elements parsed from `text`, failing the test (and returning `[]`) when it throws.
func parse(
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
func parseError(_ text: String) -> SVGPathError? {
  do {
    _ = try Path(svgPathData: text)
    return nil
  } catch {
    return error
  }
}

/// Random paths and coordinates for the round-trip tests, with extreme values mixed in.
enum SVGSamples {
  /// A coordinate from a mix of ordinary and extreme values.
  static func randomCoordinate(_ rng: inout SplitMix64) -> Double {
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

  static func randomPath(_ rng: inout SplitMix64) -> Path {
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
