import SeededRandom
import XCTest

@testable import IndicatorCore

/// Region operations: closed forms on rectangles and stars, shared edges, and seeded
/// identities on random polygons and blobs (areas, and even-odd filling equal to non-zero).
final class RegionOperationTests: XCTestCase {
  let a = Path(Rect(x: 0, y: 0, width: 2, height: 2))
  let b = Path(Rect(x: 1, y: 1, width: 2, height: 2))

  func testOverlappingRectangles() {
    XCTAssertEqual(a.union(b).signedArea, 7)
    XCTAssertEqual(a.intersection(b).signedArea, 1)
    XCTAssertEqual(a.subtracting(b).signedArea, 3)
    XCTAssertEqual(a.symmetricDifference(b).signedArea, 6)
    // The intersection is the unit square at (1, 1): four lines.
    let common = a.intersection(b)
    XCTAssertEqual(common.boundingRect, Rect(x: 1, y: 1, width: 1, height: 1))
    XCTAssertEqual(common.elements.count, 5, "\(common)")
    // The union is one contour of eight lines; the difference two squares.
    XCTAssertEqual(a.union(b).elements.count, 9, "\(a.union(b))")
    XCTAssertEqual(a.symmetricDifference(b).elements.filter { $0 == .closeSubpath }.count, 2)
  }

  /// Two rectangles sharing an edge union to one rectangle of four lines.
  func testRectanglesSharingAnEdgeUnionToOne() {
    let left = Path(Rect(x: 0, y: 0, width: 1, height: 1))
    let right = Path(Rect(x: 1, y: 0, width: 1, height: 1))
    let union = left.union(right)
    XCTAssertEqual(union.signedArea, 2)
    XCTAssertEqual(union.boundingRect, Rect(x: 0, y: 0, width: 2, height: 1))
    XCTAssertEqual(union.elements.count, 5, "\(union)")
    XCTAssertEqual(left.intersection(right).elements, [])
    XCTAssertEqual(left.subtracting(right).signedArea, 1)
  }

  /// A path combined with itself.
  func testAPathWithItself() {
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10))
    let area = circle.signedArea
    XCTAssertEqual(circle.union(circle).signedArea, area, accuracy: 1e-9 * area)
    XCTAssertEqual(circle.intersection(circle).signedArea, area, accuracy: 1e-9 * area)
    XCTAssertEqual(circle.subtracting(circle).elements, [])
    XCTAssertEqual(circle.symmetricDifference(circle).elements, [])
    // Pieces of the circle's own cubics: four again.
    XCTAssertEqual(
      circle.union(circle).elements.filter {
        if case .curve = $0 { return true }
        return false
      }.count, 4)
  }

  /// A simple path normalized is itself: its curves, split at their extrema and where
  /// they meet, come back whole.
  func testNormalizedSimplePathIsItself() throws {
    let wave = try Path(svgPathData: "M0 0C10 -10 20 10 30 0L30 20L0 20Z")
    let normalized = wave.normalized()
    XCTAssertEqual(normalized.signedArea, wave.signedArea, accuracy: 1e-12)
    // The same four edges, from wherever the contour starts.
    XCTAssertEqual(normalized.elements.count, 5, "\(normalized)")
    let curves = normalized.elements.compactMap { element -> [Point]? in
      if case .curve(let p, let c1, let c2) = element { return [c1, c2, p] }
      return nil
    }
    XCTAssertEqual(curves, [[Point(x: 10, y: -10), Point(x: 20, y: 10), Point(x: 30, y: 0)]])
  }

  func testIntersectsAsCoreGraphics() {
    XCTAssertTrue(a.intersects(b))
    XCTAssertFalse(a.intersects(Path(Rect(x: 2, y: 0, width: 1, height: 2))))  // An edge.
    XCTAssertFalse(a.intersects(Path(Rect(x: 2, y: 2, width: 1, height: 1))))  // A corner.
    XCTAssertFalse(a.intersects(Path(Rect(x: 5, y: 5, width: 1, height: 1))))
    XCTAssertTrue(a.intersects(Path(Rect(x: 0.5, y: 0.5, width: 1, height: 1))))  // Inside.
  }

  /// A ring and a square apart: two components, the ring's hole with it.
  func testComponentsSeparatedKeepHolesWithTheirOutline() {
    var path = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    path.addRect(Rect(x: 3, y: 3, width: 4, height: 4))
    path.addRect(Rect(x: 20, y: 0, width: 2, height: 2))
    let pieces = path.componentsSeparated(eoFill: true)
    XCTAssertEqual(pieces.map(\.signedArea), [84, 4])
    XCTAssertEqual(pieces.map { $0.elements.filter { $0 == .closeSubpath }.count }, [2, 1])
    XCTAssertEqual(pieces[0].boundingRect, Rect(x: 0, y: 0, width: 10, height: 10))
    // Under the non-zero rule the inner square (drawn the same way) fills the hole.
    XCTAssertEqual(path.componentsSeparated().map(\.signedArea), [100, 4])
  }

  /// The stroke of a path that crosses itself (a curve over a line) overlaps itself;
  /// normalized, the same region has contours that do not cross: it fills the same under
  /// both rules, as the outline does under non-zero, at a grid of points.
  func testNormalizedStrokeOutlineIsTheSameRegionWithoutOverlaps() throws {
    let curve = try Path(svgPathData: "M0 0C60 0 60 60 40 60L40 0")
    let outline = curve.strokedPath(StrokeStyle(lineWidth: 24, lineCap: .round))
    let region = outline.normalized(eoFill: false)
    var differing = 0
    var overlapping = 0
    for i in 0..<60 {
      for j in 0..<60 {
        let p = Point(x: -15 + Double(i) * 1.17, y: -15 + Double(j) * 1.51)
        XCTAssertEqual(region.contains(p, fillRule: .evenOdd), region.contains(p), "\(p)")
        if region.contains(p) != outline.contains(p) { differing += 1 }
        if outline.contains(p, fillRule: .evenOdd) != outline.contains(p) { overlapping += 1 }
      }
    }
    // Only grid points within rounding of an outline could differ; none do here.
    XCTAssertEqual(differing, 0)
    // The outline does overlap itself: even-odd leaves holes where non-zero fills.
    XCTAssertGreaterThan(overlapping, 0)
  }

  /// A regular pentagram: non-zero fills the whole star, even-odd leaves its inner
  /// pentagon out.
  func testNormalizedPentagram() {
    let big = 10.0
    var star = Path()
    for k in 0..<5 {
      let angle = Double.pi / 2 + Double(k * 2) * 2 * Double.pi / 5
      let p = Point(x: big * cos(angle), y: big * sin(angle))
      if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
    }
    star.closeSubpath()
    // The star's outline: outer points and the inner pentagon's, of radius
    // R·cos 72°/cos 36°.
    let small = big * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
    var outline: [Point] = []
    for k in 0..<10 {
      let r = k % 2 == 0 ? big : small
      let angle = Double.pi / 2 + Double(k) * Double.pi / 5
      outline.append(Point(x: r * cos(angle), y: r * sin(angle)))
    }
    let starArea = abs(Self.shoelace(outline))
    let pentagon = 2.5 * small * small * sin(2 * Double.pi / 5)
    let nonZero = star.normalized(eoFill: false)
    let evenOdd = star.normalized()
    XCTAssertEqual(abs(nonZero.signedArea), starArea, accuracy: 1e-9 * starArea)
    XCTAssertEqual(abs(evenOdd.signedArea), starArea - pentagon, accuracy: 1e-9 * starArea)
    XCTAssertEqual(evenOdd.elements.filter { $0 == .closeSubpath }.count, 5)
    XCTAssertEqual(nonZero.elements.filter { $0 == .closeSubpath }.count, 1)
  }

  static func shoelace(_ points: [Point]) -> Double {
    var sum = 0.0
    for (p, q) in zip(points, points.dropFirst() + [points[0]]) { sum += p.cross(q) }
    return sum / 2
  }

  /// Random star-shaped polygons and cubic blobs: |a ∪ b| = |a| + |b| − |a ∩ b|,
  /// |a − b| = |a| − |a ∩ b|, |a △ b| = |a ∪ b| − |a ∩ b| to 1e-9 of the areas, the
  /// intersection no larger than either, and every result filling the same under both
  /// rules at 200 random points.
  func testRandomShapesKeepTheAreaIdentities() {
    forEachSeed(0..<60) { seed, rng in
      let curved = seed % 2 == 1
      let x = Self.shape(&rng, curved: curved)
      let y = Self.shape(&rng, curved: curved)
      // Areas of the regions (the shapes may cross themselves: their normalized forms).
      let ax = x.normalized(eoFill: false).signedArea
      let ay = y.normalized(eoFill: false).signedArea
      let union = x.union(y)
      let common = x.intersection(y)
      let difference = x.subtracting(y)
      let symmetric = x.symmetricDifference(y)
      let scale = ax + ay
      let message = "seed \(seed)"
      XCTAssertEqual(union.signedArea, ax + ay - common.signedArea, accuracy: 1e-9 * scale, message)
      XCTAssertEqual(difference.signedArea, ax - common.signedArea, accuracy: 1e-9 * scale, message)
      XCTAssertEqual(
        symmetric.signedArea, union.signedArea - common.signedArea, accuracy: 1e-9 * scale,
        message)
      XCTAssertLessThanOrEqual(common.signedArea, min(ax, ay) * (1 + 1e-9), message)
      XCTAssertGreaterThanOrEqual(common.signedArea, 0, message)
      for _ in 0..<200 {
        let p = Point(x: rng.double(in: 0...100), y: rng.double(in: 0...100))
        for result in [union, common, difference, symmetric] {
          XCTAssertEqual(
            result.contains(p, fillRule: .evenOdd), result.contains(p), "\(message) at \(p)")
        }
        XCTAssertEqual(
          union.contains(p), x.contains(p) || y.contains(p), "\(message) at \(p)")
      }
    }
  }

  /// A star-shaped polygon or cubic blob of 5 to 12 points around a centre in 30...70.
  static func shape(_ rng: inout SplitMix64, curved: Bool) -> Path {
    let count = Int(rng.double(in: 5...12))
    let center = Point(x: rng.double(in: 30...70), y: rng.double(in: 30...70))
    let points = (0..<count).map { k -> Point in
      let angle = 2 * Double.pi * (Double(k) + rng.double(in: 0...0.8)) / Double(count)
      let r = rng.double(in: 10...40)
      return Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
    }
    var path = Path()
    path.move(to: points[0])
    for k in 1...count {
      let p = points[k % count]
      if curved {
        let q = points[k - 1]
        path.addCurve(
          to: p, control1: q + 0.3 * (p - q).perpendicular, control2: p + 0.3 * (q - p))
      } else {
        path.addLine(to: p)
      }
    }
    path.closeSubpath()
    return path
  }

  /// Sizes and places far from the shapes' own.
  ///
  /// Scaled by a power of two, from 2⁻¹⁰⁰⁰ to
  /// 2¹⁰⁰⁰, every result is the same result scaled exactly (the arithmetic commutes with
  /// such scaling, and past 2^±200 the operations work in a frame scaled back near the
  /// unit); scaled by 10^±300 the areas agree to 1e-9; moved up to 10^15 from the origin
  /// the areas agree to the coordinates' own rounding there, and every result fills the
  /// same under both rules.
  func testHugeTinyAndFarShapes() {
    forEachSeed(0..<8) { seed, rng in
      let x = Self.shape(&rng, curved: seed % 2 == 1)
      let y = Self.shape(&rng, curved: seed % 2 == 1)
      let operations: [(Path, Path) -> Path] = [
        { $0.union($1) }, { $0.intersection($1) }, { $0.subtracting($1) },
        { $0.symmetricDifference($1) }, { $0.lineIntersection($1) },
      ]
      let reference = operations.map { $0(x, y) }
      for k in [-1000, -600, -300, -100, -7, 7, 100, 300, 600, 1000] {
        let scale = AffineTransform.scale(Double(sign: .plus, exponent: k, significand: 1))
        for (operation, expected) in zip(operations, reference) {
          XCTAssertEqual(
            operation(x.applying(scale), y.applying(scale)), expected.applying(scale),
            "seed \(seed), scale 2^\(k)")
        }
        let components = x.union(y).applying(scale).componentsSeparated()
        XCTAssertEqual(
          components, x.union(y).componentsSeparated().map { $0.applying(scale) },
          "seed \(seed), scale 2^\(k)")
      }
      for factor in [1e-300, 1e300] {
        let there = AffineTransform.scale(factor)
        let back = AffineTransform.scale(1 / factor)
        for (operation, expected) in zip(operations.prefix(4), reference) {
          let area = operation(x.applying(there), y.applying(there)).applying(back).signedArea
          XCTAssertEqual(
            area, expected.signedArea, accuracy: 1e-9 * (x.signedArea + y.signedArea),
            "seed \(seed), scale \(factor)")
        }
      }
      for distance in [1e6, 1e9, 1e12, 1e15] {
        let there = AffineTransform.translation(x: distance, y: -0.7 * distance)
        // Each coordinate moved there rounds by up to half its ulp: the areas by up to
        // that much times the outlines' lengths.
        let box = x.boundingRect.union(y.boundingRect)
        let slack = 1e-9 * box.width * box.height + 4 * (box.width + box.height) * distance.ulp
        for (operation, expected) in zip(operations.prefix(4), reference) {
          let result = operation(x.applying(there), y.applying(there))
          XCTAssertEqual(
            result.signedArea, expected.signedArea, accuracy: slack,
            "seed \(seed), at \(distance)")
          for _ in 0..<50 {
            let p = Point(x: rng.double(in: 0...100), y: rng.double(in: 0...100)).applying(there)
            XCTAssertEqual(
              result.contains(p, fillRule: .evenOdd), result.contains(p),
              "seed \(seed), at \(distance), \(p)")
          }
        }
      }
    }
  }

  /// Inputs the fuzzer found (Tests/Fuzz/Corpus/boolean/seed-formerly-*): curves retracing
  /// themselves within a few tolerances, and coincident pieces parametrized differently.
  func testNearCoincidencesFoundByFuzzing() throws {
    // A triangle whose side along x ≈ 0 is drawn by a cubic that runs up and back within
    // 5e-7 of the axis: its region is the triangle, 107.81… × 36.905… / 2.
    let retraced = try Path(
      svgPathData:
        "M-107.8110933089189 0L-5e-7 -36.90547035934997C0 -153.1181811245899 0 0 -2.2202639810788126e-7 -104.68604562447545C0 0 0 0 0 0Z"
    )
    let triangle = 0.5 * 107.8110933089189 * 36.90547035934997
    let region = retraced.normalized()
    XCTAssertEqual(region.signedArea, triangle, accuracy: 1e-6 * triangle, "\(region)")
    XCTAssertEqual(region.normalized().signedArea, region.signedArea, accuracy: 1e-6 * triangle)
    // A line drawn there and back along the axis by a cubic (its controls at its start)
    // and by a line: coincident pieces with different parametrizations, which enclose
    // nothing; with the region of another path touching the axis they change nothing.
    let axis = try Path(svgPathData: "M0 0C0 0 0 0 -184.37476157778286 0Z")
    let other = try Path(
      svgPathData:
        "M127.26329442282749 24.661631189440758C127.26329442282749 24.661631189440758 1e-9 86.29587243457695 0 86.29587243457695C77.34798199435416 -175.04234378576334 184.42969405661097 -186.9565880827039 -71.20164797436483 4.583047226672765e-8Z"
    )
    let area = other.normalized().signedArea
    XCTAssertEqual(axis.normalized().elements, [])
    for result in [axis.union(other, eoFill: true), axis.symmetricDifference(other, eoFill: true)] {
      XCTAssertEqual(result.signedArea, area, accuracy: 1e-9 * area, "\(result)")
    }
    XCTAssertEqual(axis.intersection(other, eoFill: true).elements, [])
  }
}
