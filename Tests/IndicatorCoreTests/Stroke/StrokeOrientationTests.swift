import Foundation
import IndicatorCore
import SeededRandom
import XCTest

/// The orientation rule: every outline winds +1 around the stroke where the stroke does not
/// overlap itself, whatever the direction of the source, so for simple strokes the signed
/// area is the stroke's area and even-odd filling equals non-zero filling.
final class StrokeOrientationTests: XCTestCase {
  private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

  /// A simple stroke: the source, its style, and the area of its stroke in closed form.
  private struct Case {
    var name: String
    var path: Path
    var style: StrokeStyle
    var area: Double
    /// A bound on the length of the outline's curved parts (its area error is at most the
    /// tolerance times this).
    var curvedLength: Double
  }

  /// The area of a rounded rectangle: w·h − (4 − π)·r².
  private func roundedRectArea(_ w: Double, _ h: Double, _ r: Double) -> Double {
    w * h - (4 - .pi) * r * r
  }

  /// The length of the ellipse with semi-axes a and b, by the midpoint rule on its
  /// periodic speed (spectrally accurate).
  private func ellipsePerimeter(_ a: Double, _ b: Double) -> Double {
    let n = 4096
    var sum = 0.0
    for i in 0..<n {
      let t = 2 * Double.pi * (Double(i) + 0.5) / Double(n)
      sum += (a * a * sin(t) * sin(t) + b * b * cos(t) * cos(t)).squareRoot()
    }
    return sum * 2 * Double.pi / Double(n)
  }

  /// Random simple strokes: lines, x-monotone polylines with long segments and turns of at
  /// most 90°, rectangles, rounded rectangles narrower than their corners and ellipses
  /// narrower than their tightest curvature, each run both ways, in every cap and join.
  private func randomCases(count: Int, seed: UInt64, tolerance: Double) -> [Case] {
    var rng = SplitMix64(seed: seed)
    func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
    var cases: [Case] = []
    for i in 0..<count {
      let cap = LineCap.allCases[i % 3]
      let join = LineJoin.allCases[(i / 3) % 3]
      let width = uniform(0.5...6)
      let h = width / 2
      let style = StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join)
      let origin = p(uniform(-50...50), uniform(-50...50))
      let capArea: Double
      switch cap {
      case .butt: capArea = 0
      case .square: capArea = 2 * width * h
      case .round: capArea = Double.pi * h * h
      }
      switch i % 5 {
      case 0, 1:
        // A polyline (one segment for case 0): directions within 45° of ±x.
        let segments = i % 5 == 0 ? 1 : Int.random(in: 2...6, using: &rng)
        let sense: Double = Bool.random(using: &rng) ? 1 : -1
        var points = [origin]
        var directions: [Double] = []
        var area = capArea
        for _ in 0..<segments {
          let angle = uniform(-Double.pi / 4...Double.pi / 4)
          let length = uniform(4 * width...4 * width + 60)
          directions.append(angle)
          let last = points[points.count - 1]
          points.append(p(last.x + length * sense * cos(angle), last.y + length * sin(angle)))
          area += length * width
        }
        for k in 1..<directions.count {
          let turn = abs(directions[k] - directions[k - 1])
          guard turn > 0 else { continue }
          // The inner corner is covered twice (a kite of area h²·tan(θ/2)); the outer one
          // gets the join.
          let inner = h * h * tan(turn / 2)
          // A turn whose bevel is within a tenth of the tolerance of the round join is
          // drawn as a bevel whatever the join (gap h·sin θ below √(0.8·h·tolerance)).
          if h * sin(turn) <= (0.8 * h * tolerance).squareRoot() {
            area += 0.5 * h * h * sin(turn) - inner
            continue
          }
          switch join {
          case .miter: break  // The miter kite adds what the inner one takes twice.
          case .bevel: area += 0.5 * h * h * sin(turn) - inner
          case .round: area += 0.5 * h * h * turn - inner
          }
        }
        var path = Path()
        path.move(to: points[0])
        for q in points.dropFirst() { path.addLine(to: q) }
        let curved = cap == .round || join == .round ? 2 * Double.pi * h * Double(segments + 1) : 0
        cases.append(
          Case(name: "polyline", path: path, style: style, area: area, curvedLength: curved))
      case 2:
        let w = uniform(2 * width...2 * width + 80)
        let ht = uniform(2 * width...2 * width + 80)
        var area = 2 * width * (w + ht)
        switch join {
        case .miter: break
        case .bevel: area -= 2 * h * h
        case .round: area -= (4 - Double.pi) * h * h
        }
        let rect = Rect(x: origin.x, y: origin.y, width: w, height: ht)
        let curved = join == .round ? 2 * Double.pi * h : 0
        cases.append(
          Case(name: "rect", path: Path(rect), style: style, area: area, curvedLength: curved))
      case 3:
        let r = uniform(h * 1.5...h * 1.5 + 20)
        let w = uniform(2 * (r + h)...2 * (r + h) + 80)
        let ht = uniform(2 * (r + h)...2 * (r + h) + 80)
        let rect = Rect(x: origin.x, y: origin.y, width: w, height: ht)
        let area =
          roundedRectArea(w + width, ht + width, r + h)
          - roundedRectArea(w - width, ht - width, r - h)
        let path = Path(roundedRect: rect, cornerRadius: r, style: .circular)
        cases.append(
          Case(
            name: "rounded rect", path: path, style: style, area: area,
            curvedLength: 4 * Double.pi * (r + h)))
      default:
        let a = uniform(5...60)
        let b = a * uniform(0.4...1)
        // Narrower than the tightest curvature radius b²/a.
        guard h < 0.8 * b * b / a else { continue }
        let rect = Rect(x: origin.x - a, y: origin.y - b, width: 2 * a, height: 2 * b)
        let perimeter = ellipsePerimeter(a, b)
        cases.append(
          Case(
            name: "ellipse", path: Path(ellipseIn: rect), style: style, area: perimeter * width,
            curvedLength: 2 * perimeter + 4 * width))
      }
    }
    // Each source run the other way too.
    return cases
      + cases.map { c in
        var reversed = c
        reversed.name += " reversed"
        reversed.path = c.path.reversed()
        return reversed
      }
  }

  func testSimpleStrokesWindOnceAroundTheirArea() {
    let tolerance = 0.05
    var rng = SplitMix64(seed: 19)
    for c in randomCases(count: 150, seed: 1919, tolerance: tolerance) {
      let outline = c.path.strokedPath(c.style, tolerance: tolerance)
      let label =
        "\(c.name) \(c.style.lineCap) \(c.style.lineJoin) w \(c.style.lineWidth): \(c.path.svgPathData)"
      assertCanonical(outline, label)
      // Lines, miters, bevels and butt and square caps are exact: the area is, to rounding.
      let allowed = tolerance * c.curvedLength + 1e-9 * max(1, c.area)
      XCTAssertEqual(outline.signedArea, c.area, accuracy: allowed, label)
      // Even-odd and non-zero agree everywhere, near the corners and edges as well.
      guard let bounds = boundsOf(outline) else {
        XCTFail("empty outline, \(label)")
        continue
      }
      for _ in 0..<300 {
        let q = p(
          Double.random(in: bounds.minX...bounds.maxX, using: &rng),
          Double.random(in: bounds.minY...bounds.maxY, using: &rng))
        XCTAssertEqual(
          outline.contains(q, fillRule: .evenOdd), outline.contains(q, fillRule: .nonZero),
          "\(q), \(label)")
      }
    }
  }

  func testOpenSubpathsGiveOneContourClosedOnesTwo() {
    let open = Path(svgPathDataOrEmpty: "M0 0H10V10M20 0H30")
    let closed = Path(svgPathDataOrEmpty: "M0 0H10V10ZM20 0H30V10H20Z")
    let style = StrokeStyle(lineWidth: 2)
    XCTAssertEqual(contourCount(open.strokedPath(style)), 2)
    XCTAssertEqual(contourCount(closed.strokedPath(style)), 4)
  }

  private func contourCount(_ path: Path) -> Int {
    path.elements.filter { if case .move = $0 { return true } else { return false } }.count
  }
}

extension Path {
  /// The path of `svgPathData`, empty when it does not parse.
  fileprivate init(svgPathDataOrEmpty data: String) {
    self = (try? Path(svgPathData: data)) ?? Path()
  }
}
