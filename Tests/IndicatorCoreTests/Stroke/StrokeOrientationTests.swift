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

  /// The area of the part of the ellipse with semi-axes a and b farther than h from its
  /// edge (its erosion by a disc of radius h, h < b).
  ///
  /// Up to the tightest curvature radius b²/a this is Steiner's πab − P·h + πh²; beyond
  /// it the inner offset o(t) = e(t) − h·n(t) has swallowtails at the ends of the major
  /// axis, and the erosion's edge is its part from where it crosses that axis,
  /// sin²t₁ = (h²a²/b² − b²)/(a² − b²), to π − t₁ (and the mirror image): its area by the
  /// shoelace formula on 40,000 points.
  private func ellipseErosionArea(_ a: Double, _ b: Double, _ h: Double) -> Double {
    if h <= b * b / a { return Double.pi * a * b - ellipsePerimeter(a, b) * h + .pi * h * h }
    let t1 = asin(((h * h * a * a / (b * b) - b * b) / (a * a - b * b)).squareRoot())
    func offset(_ t: Double) -> Point {
      let nx = b * cos(t)
      let ny = a * sin(t)
      let length = (nx * nx + ny * ny).squareRoot()
      return p(a * cos(t) - h * nx / length, b * sin(t) - h * ny / length)
    }
    let count = 40_000
    var twiceArea = 0.0
    var previous = offset(t1)
    for k in 1...count {
      let q = offset(t1 + (Double.pi - 2 * t1) * Double(k) / Double(count))
      twiceArea += previous.x * q.y - previous.y * q.x
      previous = q
    }
    // The branch runs from the axis back to the axis, so the closing chord adds nothing;
    // it and its mirror image bound the erosion.
    return abs(twiceArea)
  }

  /// The area of the lens of two discs of radius r whose centres are d apart.
  private func lensArea(_ r: Double, _ d: Double) -> Double {
    2 * r * r * acos(d / (2 * r)) - 0.5 * d * (4 * r * r - d * d).squareRoot()
  }

  /// Random simple strokes: lines, x-monotone polylines with long segments and turns of at
  /// most 90°, rectangles, rounded rectangles wider or narrower than their corners,
  /// ellipses wider or narrower than their tightest curvature, and lenses (two circular
  /// arcs meeting at corners), each run both ways, in every cap and join.
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
      switch i % 6 {
      case 0, 1:
        // A polyline (one segment for case 0): directions within 45° of ±x.
        let segments = i % 6 == 0 ? 1 : Int.random(in: 2...6, using: &rng)
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
        // Half of them wider than their corners: the hole is then a plain rectangle.
        let r = i % 12 < 6 ? uniform(h * 1.5...h * 1.5 + 20) : uniform(0...h * 0.9)
        let w = uniform(2 * (r + h)...2 * (r + h) + 80)
        let ht = uniform(2 * (r + h)...2 * (r + h) + 80)
        let rect = Rect(x: origin.x, y: origin.y, width: w, height: ht)
        let area =
          roundedRectArea(w + width, ht + width, r + h)
          - roundedRectArea(w - width, ht - width, max(0, r - h))
        let path = Path(roundedRect: rect, cornerRadius: r, style: .circular)
        cases.append(
          Case(
            name: "rounded rect", path: path, style: style, area: area,
            curvedLength: 4 * Double.pi * (r + h)))
      case 4:
        // Half of them wider than the tightest curvature radius b²/a (at most 0.9 h), all
        // narrower than b (the hole stays open).
        var a = uniform(5...60)
        var b = a * uniform(0.3...0.98)
        if i % 12 >= 6 {
          b = uniform(1.3 * h...4 * h)
          a = b * b / (h * uniform(0.2...0.9))
        }
        guard h < 0.8 * b else { continue }
        let rect = Rect(x: origin.x - a, y: origin.y - b, width: 2 * a, height: 2 * b)
        let perimeter = ellipsePerimeter(a, b)
        let outer = Double.pi * a * b + perimeter * h + .pi * h * h
        cases.append(
          Case(
            name: "ellipse", path: Path(ellipseIn: rect), style: style,
            area: outer - ellipseErosionArea(a, b, h), curvedLength: 2 * perimeter + 4 * width))
      default:
        // Arcs of two circles of radius r, centres d apart, meeting at two corners that
        // turn by θ = π − 2α (α = acos(d/2r), each arc sweeping 2α).
        let r = uniform(3 * h...3 * h + 50)
        let d = r * uniform(0.3...1.7)
        guard d < 2 * (r - h) - 0.1 else { continue }
        let alpha = acos(d / (2 * r))
        let theta = Double.pi - 2 * alpha
        // The right arc, and the left one as its half turn about the centre, ending exactly
        // where the right one starts (no zero-length line between them).
        var arc = Path()
        arc.addArc(
          center: p(origin.x - d / 2, origin.y), radius: r, startAngle: .radians(-alpha),
          endAngle: .radians(alpha), clockwise: false)
        guard case .move(let top) = arc.elements.first else { continue }
        var path = arc
        let curves = arc.elements.dropFirst()
        for (k, element) in curves.enumerated() {
          guard case .curve(let end, let c1, let c2) = element else { continue }
          func turned(_ q: Point) -> Point { p(2 * origin.x - q.x, 2 * origin.y - q.y) }
          path.addCurve(
            to: k == curves.count - 1 ? top : turned(end), control1: turned(c1),
            control2: turned(c2))
        }
        path.closeSubpath()
        let perimeter = 4 * r * alpha
        // Steiner's formula outside, the lens of the eroded discs inside, and the corners'
        // joins: round ones are in Steiner's πh².
        var area = lensArea(r, d) + perimeter * h + .pi * h * h - lensArea(r - h, d)
        switch join {
        case .round: break
        case .bevel: area -= h * h * (theta - sin(theta))
        case .miter:
          // The miter ratio is 1/sin(α): beveled beyond the default limit of 10.
          area +=
            1 / sin(alpha) <= 10
            ? 2 * h * h * (tan(theta / 2) - theta / 2) : -h * h * (theta - sin(theta))
        }
        cases.append(
          Case(
            name: "lens", path: path, style: style, area: area,
            curvedLength: 2 * perimeter + 2 * Double.pi * h))
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
    for c in randomCases(count: 180, seed: 1919, tolerance: tolerance) {
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

  /// A 100 × 40 ellipse stroked wider than its tightest curvature radius (8): the inner
  /// offset's swallowtails at the ends of the major axis are dropped, so even-odd and
  /// non-zero filling agree and the area is the ring's (Steiner outside, the erosion
  /// inside).
  func testEllipsesWiderThanTheirTightestCurvature() {
    let tolerance = 0.05
    let ellipse = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 40))
    var rng = SplitMix64(seed: 8)
    for width in [20.0, 24, 30] {
      let h = width / 2
      let outline = ellipse.strokedPath(StrokeStyle(lineWidth: width), tolerance: tolerance)
      let perimeter = ellipsePerimeter(50, 20)
      let area = Double.pi * 1000 + perimeter * h + .pi * h * h - ellipseErosionArea(50, 20, h)
      XCTAssertEqual(outline.signedArea, area, accuracy: tolerance * 2 * perimeter, "w \(width)")
      for _ in 0..<2000 {
        let q = p(
          Double.random(in: -16...116, using: &rng), Double.random(in: -16...56, using: &rng))
        XCTAssertEqual(
          outline.contains(q, fillRule: .evenOdd), outline.contains(q, fillRule: .nonZero),
          "w \(width), \(q)")
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
