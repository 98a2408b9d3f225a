import XCTest

@testable import IndicatorCore

final class PathContainmentTests: XCTestCase {
  // MARK: Boundary rule

  func testRectContainmentMatchesHalfOpenRectRuleOnEdgesAndCorners() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    let path = Path(rect)
    XCTAssertTrue(path.contains(Point(x: 0, y: 5)))  // Left edge.
    XCTAssertFalse(path.contains(Point(x: 10, y: 5)))  // Right edge.
    XCTAssertTrue(path.contains(Point(x: 5, y: 0)))  // Top edge.
    XCTAssertFalse(path.contains(Point(x: 5, y: 10)))  // Bottom edge.
    XCTAssertTrue(path.contains(Point(x: 0, y: 0)))
    XCTAssertFalse(path.contains(Point(x: 10, y: 0)))
    XCTAssertFalse(path.contains(Point(x: 0, y: 10)))
    XCTAssertFalse(path.contains(Point(x: 10, y: 10)))
    // On a grid through every edge, for both rules and both directions.
    for fillRule in FillRule.allCases {
      for candidate in [path, path.reversed()] {
        for i in -2...22 {
          for j in -2...22 {
            let p = Point(x: Double(i) * 0.5, y: Double(j) * 0.5)
            XCTAssertEqual(candidate.contains(p, fillRule: fillRule), rect.contains(p), "\(p)")
          }
        }
      }
    }
  }

  func testPointsOnHorizontalTangentsOutsideACircleAreOutside() {
    let r = 10.0
    let circle = Path(ellipseIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r))
    for x in [-15.0, -5, -0.5, 0.5, 5, 15] {
      XCTAssertFalse(circle.contains(Point(x: x, y: -r)), "\(x)")
      XCTAssertFalse(circle.contains(Point(x: x, y: r)), "\(x)")
    }
    XCTAssertTrue(circle.contains(Point(x: 0, y: 0)))
  }

  // MARK: Fill rules

  func testPentagramCentreDependsOnFillRule() {
    let vertices = (0..<5).map { k in
      let angle = Angle(degrees: -90 + 72 * Double(k)).radians
      return Point(x: 10 * Math.cos(angle), y: 10 * Math.sin(angle))
    }
    var star = Path()
    star.addLines([0, 2, 4, 1, 3].map { vertices[$0] })
    star.closeSubpath()
    XCTAssertEqual(star.winding(at: .zero).map(abs), 2)
    XCTAssertTrue(star.contains(.zero, fillRule: .nonZero))
    XCTAssertFalse(star.contains(.zero, fillRule: .evenOdd))
    // Inside the top tip: wound once.
    let tip = Point(x: 0, y: -8)
    XCTAssertTrue(star.contains(tip, fillRule: .nonZero))
    XCTAssertTrue(star.contains(tip, fillRule: .evenOdd))
    XCTAssertFalse(star.contains(Point(x: 0, y: 11)))
    XCTAssertFalse(star.contains(Point(x: 6, y: -6)))
  }

  func testOverlappingRectsSameAndOppositeDirection() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 5, y: 5, width: 10, height: 10)
    var same = Path(a)
    same.addRect(b)
    var opposite = Path(a)
    opposite.addPath(Path(b).reversed())
    let overlap = Point(x: 7, y: 7)
    let onlyA = Point(x: 2, y: 2)
    let onlyB = Point(x: 12, y: 12)
    let outside = Point(x: 12, y: 2)
    XCTAssertEqual(same.winding(at: overlap), 2)
    XCTAssertEqual(opposite.winding(at: overlap), 0)
    XCTAssertTrue(same.contains(overlap, fillRule: .nonZero))
    XCTAssertFalse(same.contains(overlap, fillRule: .evenOdd))
    XCTAssertFalse(opposite.contains(overlap, fillRule: .nonZero))
    XCTAssertFalse(opposite.contains(overlap, fillRule: .evenOdd))
    for path in [same, opposite] {
      for rule in FillRule.allCases {
        XCTAssertTrue(path.contains(onlyA, fillRule: rule))
        XCTAssertTrue(path.contains(onlyB, fillRule: rule))
        XCTAssertFalse(path.contains(outside, fillRule: rule))
      }
    }
  }

  func testOpenSubpathIsImplicitlyClosed() {
    let triangle = Path { p in
      p.move(to: Point(x: 0, y: 0))
      p.addLine(to: Point(x: 10, y: 0))
      p.addLine(to: Point(x: 10, y: 10))
      p.move(to: Point(x: 50, y: 50))  // A second, empty subpath.
    }
    XCTAssertTrue(triangle.contains(Point(x: 8, y: 2)))
    XCTAssertFalse(triangle.contains(Point(x: 2, y: 8)))
  }

  // MARK: Curves

  func testCircleContainsPointsJustInsideAndNotJustOutside() {
    let r = 10.0
    let circle = Path(ellipseIn: Rect(x: 5 - r, y: -5 - r, width: 2 * r, height: 2 * r))
    forEachSeed(0..<100) { seed, rng in
      let angle = rng.double(in: 0...(2 * Double.pi))
      let direction = Point(x: Math.cos(angle), y: Math.sin(angle))
      let centre = Point(x: 5, y: -5)
      XCTAssertTrue(circle.contains(centre + 0.999 * r * direction), "seed \(seed)")
      XCTAssertFalse(circle.contains(centre + 1.001 * r * direction), "seed \(seed)")
    }
  }

  func testQuadraticCurveContainment() {
    // A lens: a quadratic arch closed by its chord.
    let lens = Path { p in
      p.move(to: Point(x: 0, y: 0))
      p.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: -10))
      p.closeSubpath()
    }
    XCTAssertTrue(lens.contains(Point(x: 5, y: -4.9)))
    XCTAssertFalse(lens.contains(Point(x: 5, y: -5.1)))
    XCTAssertTrue(lens.contains(Point(x: 1, y: -0.5)))
    XCTAssertFalse(lens.contains(Point(x: 1, y: -2)))
  }

  func testRandomPathsAgreeWithDensePolygon() {
    var inside = 0
    var outside = 0
    forEachSeed(0..<40) { seed, rng in
      let path = rng.path(subpaths: 2, segments: 3)
      // The polygon through dense samples, closed per subpath like the fill.
      var polygon = Path()
      var segments: [(Point, Point)] = []
      var previous = Point.zero
      path.forEachSegment(closingOpenSubpaths: true) { segment in
        if polygon.isEmpty || segment.start != previous {
          polygon.move(to: segment.start)
        }
        let n = 150
        var last = segment.start
        for i in 1...n {
          let p = segment.point(at: Double(i) / Double(n))
          polygon.addLine(to: p)
          segments.append((last, p))
          last = p
        }
        previous = segment.end
      }
      polygon._checkInvariants()
      for _ in 0..<30 {
        let p = rng.point(in: -110...110)
        if path.contains(p) { inside += 1 } else { outside += 1 }
        for rule in FillRule.allCases
        where path.contains(p, fillRule: rule)
          != polygon.contains(
            p, fillRule: rule)
        {
          // Only points so close to the outline that sampling changes the answer may differ.
          let distance = segments.map { distanceToLineSegment(p, $0.0, $0.1) }.min() ?? 0
          XCTAssertLessThan(distance, 0.01, "seed \(seed) \(p) \(rule)")
        }
      }
    }
    // Both answers are exercised (the points only differ from the polygon near the outline).
    XCTAssertGreaterThan(inside, 100, "\(inside) inside, \(outside) outside")
    XCTAssertGreaterThan(outside, 100, "\(inside) inside, \(outside) outside")
  }

  func testPointsJustInsideAndOutsideACurvedEdge() {
    // A convex arch closed by its chord: inside lies towards the chord from every point of
    // the curve. Points 1e-6 off the curve exercise the crossing solver at full precision.
    let arch = CubicBezier(
      Point(x: 0, y: 0), Point(x: 30, y: -60), Point(x: 70, y: -60), Point(x: 100, y: 0))
    var path = Path()
    path.move(to: arch.p0)
    path.addCurve(to: arch.p3, control1: arch.p1, control2: arch.p2)
    path.closeSubpath()
    forEachSeed(0..<100) { seed, rng in
      let t = rng.double(in: 0.02...0.98)
      let d = arch.derivative(at: t)
      let inward = Point(x: -d.y, y: d.x) * (1 / d.magnitude)  // Left of the direction.
      let onCurve = arch.point(at: t)
      for candidate in [path, path.reversed()] {
        XCTAssertTrue(candidate.contains(onCurve + 1e-6 * inward), "seed \(seed)")
        XCTAssertFalse(candidate.contains(onCurve - 1e-6 * inward), "seed \(seed)")
      }
    }
  }

  func testSplittingANearbyCubicKeepsItsCrossings() {
    // `addNearbyCubic` halves a curve (up to eighths) before solving; solving the whole
    // curve must count the same crossings, including for points whose ray passes exactly
    // through a split point (the half-open rule must telescope across it). Points on the
    // curve itself are left out: there the answer is only defined up to rounding.
    var solved = 0
    forEachSeed(0..<200) { seed, rng in
      let c = CubicBezier(rng.point(), rng.point(), rng.point(), rng.point())
      let (first, second) = WindingCounter.halves(c)
      let quarter = WindingCounter.halves(first).0.p3
      let eighth = WindingCounter.halves(WindingCounter.halves(second).1).0.p3
      var points = [rng.point(), rng.point()]
      for split in [first.p3, quarter, eighth] {
        points.append(Point(x: split.x - 1, y: split.y))
      }
      for p in points {
        var split = WindingCounter(point: p)
        split.addNearbyCubic(c)
        var whole = WindingCounter(point: p)
        whole.solveCubic(c)
        XCTAssertEqual(split.winding, whole.winding, "seed \(seed) \(p)")
        if whole.winding != 0 { solved += 1 }
      }
    }
    XCTAssertGreaterThan(solved, 100)
  }

  // MARK: Bad input

  func testNonFinitePointsEmptyAndNonFinitePathsContainNothing() {
    let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    XCTAssertFalse(square.contains(Point(x: .nan, y: 5)))
    XCTAssertFalse(square.contains(Point(x: 5, y: .infinity)))
    XCTAssertFalse(Path().contains(.zero))
    var bad = square
    bad.move(to: Point(x: 20, y: 20))
    bad.addCurve(
      to: Point(x: 30, y: 30), control1: Point(x: .nan, y: 0), control2: Point(x: 0, y: 0))
    XCTAssertFalse(bad.contains(Point(x: 5, y: 5)))
    XCTAssertNil(bad.winding(at: Point(x: 5, y: 5)))
  }
}
