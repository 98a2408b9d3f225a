import SeededRandom
import XCTest

@testable import IndicatorCore

/// Runs of lines (`Stroker.lines(_:)`, both sides in one pass) against the same path with
/// a zero-length curve after its first move, which draws nothing and starts the subpath
/// through `Stroker.cubic(_:)`: the same elements, bit for bit, and canonical.
final class LineRunStrokeTests: XCTestCase {
  /// A random path of lines: 1 to 7 segments a subpath, with repeated points, points 1e-9
  /// apart, steps near the snap distance and axis-aligned runs, some subpaths closed, some
  /// runs after a close without a move, at a scale from 1e-9 to 1e4.
  private func linesPath(_ rng: inout SplitMix64) -> Path {
    let scale = Double(sign: .plus, exponent: Int.random(in: -30...13, using: &rng), significand: 1)
    var path = Path()
    var last = rng.point() * scale
    path.move(to: last)
    for _ in 0..<Int.random(in: 1...2, using: &rng) {
      for _ in 0..<Int.random(in: 1...7, using: &rng) {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: break
        case 1: last = last + Point(x: 1e-9 * scale, y: 0)
        case 2:
          // Collinear with the last step, or along an axis.
          last = Point(x: last.x + rng.double(in: 0...50) * scale, y: last.y)
        case 3:
          // A step near the snap distance of the usual tolerances.
          last = last + rng.point(in: -1e-4...1e-4) * scale
        default: last = rng.point() * scale
        }
        path.addLine(to: last)
      }
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: path.closeSubpath()
      case 1:
        last = rng.point() * scale
        path.move(to: last)
      default: break
      }
    }
    return path
  }

  /// `path` with a zero-length cubic after its first move.
  private func withZeroCurve(_ path: Path) -> Path {
    var elements = path.elements
    if case .move(let p) = elements[0] {
      elements.insert(.curve(to: p, control1: p, control2: p), at: 1)
    }
    var result = Path()
    for element in elements { result.append(element) }
    return result
  }

  func testLineRunsDrawWhatAZeroCurveBeforeThemLeaves() {
    let caps: [LineCap] = [.butt, .round, .square]
    let joins: [LineJoin] = [.miter, .round, .bevel]
    let limits = [0, 1, 1.5, 4, 10, .nan]
    forEachSeed(0..<5000) { seed, rng in
      let path = linesPath(&rng)
      let general = withZeroCurve(path)
      let scale = path.elements.compactMap(\.endPoint).map { max(abs($0.x), abs($0.y)) }.max()!
      let width = exp(rng.double(in: log(1e-7)...log(40))) * max(scale / 100, 1e-9)
      let style = StrokeStyle(
        lineWidth: width, lineCap: caps[Int.random(in: 0..<3, using: &rng)],
        lineJoin: joins[Int.random(in: 0..<3, using: &rng)],
        miterLimit: limits[Int.random(in: 0..<limits.count, using: &rng)])
      let tolerance = exp(rng.double(in: log(1e-7)...log(2))) * max(scale / 100, 1e-9)
      let lines = path.strokedPath(style, tolerance: tolerance)
      let stroker = general.strokedPath(style, tolerance: tolerance)
      assertCanonical(lines, "seed \(seed)")
      XCTAssertTrue(
        lines.elements == stroker.elements,
        "seed \(seed): \(path.svgPathData) width \(width) \(style.lineCap) \(style.lineJoin) "
          + "limit \(style.miterLimit) tolerance \(tolerance): lines "
          + "\(lines.svgPathData), after a zero curve \(stroker.svgPathData)")
    }
  }
}
