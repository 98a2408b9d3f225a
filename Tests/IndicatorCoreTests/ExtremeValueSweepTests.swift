import SeededRandom
import XCTest

@testable import IndicatorCore

/// Every public entry point with extreme finite values — ±0, subnormals, 1e-300, 1e300,
/// `greatestFiniteMagnitude` and mixes of them: finite in, finite or empty or `nil` out, and
/// no trap (these run in debug builds, with every `assert` on).
///
/// The paths, templates and bars are built from every value; strokes, whose combinations are
/// too many to run all, are drawn from the same values with seeded choices (the seed and the
/// input are in every message).
final class ExtremeValueSweepTests: XCTestCase {
  /// The magnitudes swept, each also negated.
  static let magnitudes: [Double] = [
    0, .leastNonzeroMagnitude, 0x1p-1030, .leastNormalMagnitude, 1e-300, 1e-100, 1e-9, 0.5, 1, 7,
    1e9, 1e100, 1e300, .greatestFiniteMagnitude / 2, .greatestFiniteMagnitude,
  ]
  static let values = magnitudes + magnitudes.map { -$0 }

  /// Paths built from `v` and `w` with every building call.
  static func paths(_ v: Double, _ w: Double) -> [Path] {
    var result: [Path] = []
    result.append(
      Path { p in
        p.move(to: Point(x: v, y: w))
        p.addLine(to: Point(x: w, y: v))
        p.addLine(to: Point(x: v, y: v))
        p.closeSubpath()
      })
    result.append(
      Path { p in
        p.move(to: .zero)
        p.addCurve(to: Point(x: v, y: 0), control1: Point(x: w, y: v), control2: Point(x: -w, y: v))
        p.addQuadCurve(to: Point(x: w, y: w), control: Point(x: v, y: -w))
      })
    let rect = Rect(x: v, y: w, width: w, height: v)
    result.append(Path(rect))
    result.append(Path(ellipseIn: rect))
    result.append(Path(roundedRect: rect, cornerRadius: v, style: .continuous))
    result.append(Path(roundedRect: Rect(x: 0, y: 0, width: 10, height: 8), cornerRadius: v))
    var arcs = Path()
    arcs.addArc(
      center: Point(x: v, y: w), radius: abs(w), startAngle: .radians(v),
      endAngle: .radians(w), clockwise: v < w)
    arcs.addRelativeArc(
      center: Point(x: w, y: v), radius: abs(v), startAngle: .radians(w), delta: .radians(v))
    arcs.addArc(tangent1End: Point(x: v, y: v), tangent2End: Point(x: w, y: -v), radius: abs(w))
    result.append(arcs)
    return result
  }

  func testPathsAndTheirQueriesStayFinite() throws {
    for v in Self.values {
      for w in Self.values {
        for (k, path) in Self.paths(v, w).enumerated() {
          let name = "path \(k) of (\(v), \(w)): \(path.svgPathData)"
          path._checkInvariants()
          XCTAssertTrue(path.isFinite, name)
          // A box wider than Double holds has a finite origin and an infinite size.
          for box in [path.boundingRect, path.controlPointBounds] {
            XCTAssertTrue(box.origin.isFinite, name)
            XCTAssertFalse(box.size.width.isNaN || box.size.height.isNaN, name)
          }
          XCTAssertFalse(path.length.isNaN, name)
          XCTAssertFalse(path.signedArea.isNaN, name)
          _ = path.contains(Point(x: v, y: w))
          _ = path.contains(Point(x: w / 2, y: v / 2), fillRule: .evenOdd)
          XCTAssertTrue(path.trimmedPath(from: 0.25, to: 0.75).isFinite, name)
          XCTAssertTrue(path.reversed().isFinite, name)
          XCTAssertTrue(path.flattened(tolerance: abs(v)).isFinite, name)
          _ = path.isApproximatelyEqual(to: path.reversed(), tolerance: abs(w))
          // Written and read back exactly.
          XCTAssertEqual(try Path(svgPathData: path.svgPathData), path, name)
          XCTAssertTrue(try Path(svgPathData: path.svgPathData(fractionDigits: 3)).isFinite, name)
        }
      }
    }
  }

  /// Strokes of the swept paths with widths, tolerances, miter limits and dash patterns
  /// drawn from the swept values: finite outlines within the documented size bound.
  func testStrokesStayFiniteAndWithinTheirBound() {
    let positive = Self.magnitudes.filter { $0 > 0 }
    var drawn = 0
    var runs = 0
    forEachSeed(0..<4_000) { seed, rng in
      runs += 1
      let pick = { (values: [Double], rng: inout SplitMix64) in
        values[Int(rng.next() % UInt64(values.count))]
      }
      let v = pick(Self.values, &rng)
      let w = pick(Self.values, &rng)
      let paths = Self.paths(v, w)
      let path = paths[Int(rng.next() % UInt64(paths.count))]
      var style = StrokeStyle(
        lineWidth: pick(positive, &rng), lineCap: LineCap.allCases[Int(rng.next() % 3)],
        lineJoin: LineJoin.allCases[Int(rng.next() % 3)], miterLimit: pick(Self.values, &rng))
      switch rng.next() % 3 {
      case 0: style.dash = [pick(positive, &rng), pick(positive, &rng)]
      case 1: style.dash = [0, pick(positive, &rng)]
      default: break
      }
      style.dashPhase = pick(Self.values, &rng)
      let tolerance = pick(Self.values, &rng)
      let outline = path.strokedPath(style, tolerance: tolerance)
      let input = "seed \(seed): \(path.svgPathData) with \(style), tolerance \(tolerance)"
      outline._checkInvariants()
      XCTAssertTrue(outline.isFinite, input)
      XCTAssertLessThanOrEqual(
        outline.elements.count, path.strokeElementBound(for: style, tolerance: tolerance), input)
      if !outline.isEmpty { drawn += 1 }
    }
    // The sweep strokes for real: over a quarter of its inputs draw an outline (36 %).
    XCTAssertGreaterThan(drawn, runs / 4, "\(drawn) of \(runs) drawn")
  }

  func testTemplatesDrawFinitePathsOrNothing() {
    for v in Self.values {
      for w in [0, 1, 7, 1e300, .greatestFiniteMagnitude, -1] as [Double] {
        let context = TabBarContext(
          item: TabItem(title: "T", contentSize: Size(width: w, height: v)),
          bounds: Rect(x: 0, y: 0, width: w, height: abs(v)),
          contentFrame: Rect(x: v, y: w, width: w, height: v))
        let templates: [any IndicatorTemplate] = [
          UnderlineIndicatorTemplate(
            height: v, width: .content(minimum: w), insets: EdgeInsets(all: v), cornerRadius: w),
          UnderlineIndicatorTemplate(height: w, position: .stretch),
          OutlineIndicatorTemplate(
            horizontalOutset: v, verticalOutset: w, cornerRadius: v, lineWidth: abs(w)),
          OutlineIndicatorTemplate(lineWidth: abs(v)),
          PillIndicatorTemplate(padding: EdgeInsets(all: v), cornerRadius: w),
          DotIndicatorTemplate(diameter: v, spacing: w),
          ChevronIndicatorTemplate(width: v, height: w),
        ]
        for template in templates {
          let path = template.indicatorAttributes(for: context).path
          XCTAssertTrue(path.isFinite, "\(template) in \(context): \(path.svgPathData)")
        }
      }
    }
  }

  func testBarsLayoutsAndTransitionsStayFinite() {
    let layouts: [TabBarLayout] = [
      .fixed, .clustered(.leading), .clustered(.center), .clustered(.trailing), .scrollable,
      .automatic,
    ]
    for v in Self.values {
      let metrics = [
        TabBarMetrics(contentInsets: EdgeInsets(all: v)),
        TabBarMetrics(minItemWidth: v, maxItemWidth: abs(v) / 2),
        TabBarMetrics(leadingPadding: v, trailingPadding: -v),
      ]
      for size in [Size(width: abs(v), height: 48), Size(width: 360, height: abs(v))] {
        for layout in layouts + [.scrollable(leadingInset: v)] {
          for m in metrics {
            var bar = TabBarModel(
              items: [
                TabItem(title: "A", contentSize: Size(width: v, height: 20)),
                TabItem(title: "B", contentSize: Size(width: 40, height: v)),
                TabItem(title: "C", contentSize: Size(width: abs(v), height: abs(v))),
              ], size: size, layout: layout, metrics: m)
            let name = "\(layout), \(m), \(size)"
            XCTAssertTrue(bar.itemFrames.allSatisfy(\.isFinite), name)
            XCTAssertTrue(bar.contentWidth.isFinite, name)
            XCTAssertTrue(bar.selectionIndicator?.path.isFinite ?? true, name)
            for index in bar.itemFrames.indices {
              XCTAssertTrue(bar.scrollOffset(revealing: index)?.isFinite ?? false, name)
              XCTAssertTrue(bar.indicator(forItemAt: index)?.path.isFinite ?? true, name)
            }
            for animation in IndicatorAnimation.allCases {
              let moving = bar.indicator(from: 0, to: 2, progress: v, animation: animation)
              XCTAssertTrue(moving?.path.isFinite ?? true, name)
              XCTAssertTrue(moving?.opacity.isFinite ?? true, name)
              for overscroll in OverscrollBehavior.allCases {
                let paged = bar.indicator(
                  atPosition: v, animation: animation, overscroll: overscroll)
                XCTAssertTrue(paged?.path.isFinite ?? true, name)
              }
            }
            let frames = bar.frames(
              from: 0, to: 1, duration: v, framesPerSecond: 1 / v,
              curve: TimingCurve(abs(v), v, 1 / abs(v), -v))
            XCTAssertLessThanOrEqual(frames.count, 10_001, name)
            XCTAssertTrue(frames.allSatisfy { $0.path.isFinite && $0.opacity.isFinite }, name)
            bar.selectedIndex = 2
            XCTAssertTrue(bar.selectionIndicator?.path.isFinite ?? true, name)
          }
        }
      }
    }
  }

  func testTimingCurvesAreFiniteForFiniteControlPoints() {
    for a in Self.values {
      for b in Self.values {
        let curve = TimingCurve(a, b, -a, -b)
        let other = TimingCurve(b, a, b, a)
        for time in Self.values + [0.25, 0.5, 0.75] {
          XCTAssertTrue(curve.value(at: time).isFinite, "\(curve) at \(time)")
          XCTAssertTrue(other.value(at: time).isFinite, "\(other) at \(time)")
        }
      }
    }
  }

  func testPathDataWithExtremeNumbersParsesFinite() throws {
    for v in Self.values {
      for text in [
        "M\(v) 0L0 \(v)", "m1 1c\(v) \(v) \(v) 0 1 1z", "M0 0A\(v) \(v) \(v) 1 0 \(v) 1",
      ] {
        // Relative coordinates that overflow are a typed error; anything parsed is finite.
        guard let path = try? Path(svgPathData: text) else { continue }
        XCTAssertTrue(path.isFinite, text)
        XCTAssertEqual(try Path(svgPathData: path.svgPathData), path, text)
      }
    }
  }
}
