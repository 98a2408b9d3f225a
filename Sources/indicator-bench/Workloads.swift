import Foundation
import IndicatorCore
import SeededRandom

extension SplitMix64 {
  /// A value in `lo..<hi` from the top 53 bits of the next value (not
  /// `Double.random(in:using:)`, which maps bits differently: the workloads' inputs must
  /// stay the same from run to run and release to release).
  mutating func double(_ lo: Double, _ hi: Double) -> Double {
    lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53)
  }

  /// A point in the 200 × 200 box centred on the origin.
  mutating func point() -> Point { Point(x: double(-100, 100), y: double(-100, 100)) }
}

/// A path of `count` random cubics in a 200 × 200 box.
func cubicPath(count: Int, seed: UInt64) -> Path {
  var rng = SplitMix64(seed: seed)
  var path = Path()
  path.reserveCapacity(count + 2)
  path.move(to: rng.point())
  for _ in 0..<count {
    path.addCurve(to: rng.point(), control1: rng.point(), control2: rng.point())
  }
  path.closeSubpath()
  return path
}

/// A path whose SVG path data is about `bytes` long, mixing every element kind.
func mixedPath(bytes: Int, seed: UInt64) -> Path {
  var rng = SplitMix64(seed: seed)
  var path = Path()
  var written = 0
  while written < bytes {
    path.move(to: rng.point())
    for _ in 0..<20 {
      switch rng.next() % 3 {
      case 0: path.addLine(to: rng.point())
      case 1: path.addQuadCurve(to: rng.point(), control: rng.point())
      default: path.addCurve(to: rng.point(), control1: rng.point(), control2: rng.point())
      }
    }
    path.closeSubpath()
    written += 20 * 60
  }
  return path
}

/// A five-tab fixed bar, 375 × 48, with `template`.
func fiveTabBar(_ template: any IndicatorTemplate) -> TabBarModel {
  let titles = ["Home", "Search", "Library", "Profile", "Settings"]
  return TabBarModel(
    items: titles.map {
      TabItem(title: $0, contentSize: Size(width: Double($0.count) * 7.5, height: 17))
    },
    size: Size(width: 375, height: 48), template: template)
}

/// The count of path elements, a cheap value to feed the black hole.
func weight(_ attributes: IndicatorAttributes?) -> Int {
  attributes?.path.elements.count ?? 0
}

/// Every workload.
///
/// Stroke workloads need the oracle corpora in `corpora` (see Scripts/bench.sh); without
/// them they are left out, with a note.
func workloads(corpora: String) -> [Workload] {
  var list: [Workload] = []
  for (name, template) in [
    ("frame.underline", UnderlineIndicatorTemplate() as any IndicatorTemplate),
    ("frame.outline", OutlineIndicatorTemplate()),
    ("frame.pill", PillIndicatorTemplate()),
  ] {
    let bar = fiveTabBar(template)
    list.append(
      Workload(name: name, unit: "frames", unitsPerOperation: 1) { i in
        weight(bar.indicator(atPosition: Double(i % 401) / 100))
      })
  }
  for count in [1_000, 10_000] {
    let a = (0..<count).map {
      TabItem(title: "Tab \($0)", contentSize: Size(width: Double(20 + $0 % 90), height: 17))
    }
    let b = a.map { TabItem(title: $0.title + "!", contentSize: $0.contentSize) }
    var bar = TabBarModel(size: Size(width: 375, height: 48), layout: .scrollable)
    list.append(
      Workload(
        name: "layout.scrollable.\(count / 1000)k", unit: "tabs", unitsPerOperation: Double(count)
      ) {
        i in
        bar.items = i % 2 == 0 ? a : b
        return bar.itemFrames.count
      })
  }
  for (kind, file) in [("smooth", "smooth.txt"), ("wild", "wild.txt"), ("lines", "lines.txt")] {
    guard let corpus = try? readCorpus(corpora + "/" + file) else {
      print("note: stroke.\(kind) left out: no corpus at \(corpora)/\(file) (run Scripts/bench.sh)")
      continue
    }
    let segments = corpus.reduce(0) { count, path in
      count
        + path.elements.filter { $0 != .closeSubpath && $0.endPoint != nil && !isMove($0) }.count
    }
    let style = StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .round)
    list.append(
      Workload(name: "stroke.\(kind)", unit: "segments", unitsPerOperation: Double(segments)) { _ in
        var total = 0
        for path in corpus { total &+= path.strokedPath(style, tolerance: 0.25).elements.count }
        return total
      })
  }
  // One subpath of 1,000 and of 4,000 random cubics (a loop every few pieces), 1 wide: the
  // stroke is linear in the subpath's length when both rows have about the same rate.
  let thin = StrokeStyle(lineWidth: 1, lineCap: .round, lineJoin: .round)
  for count in [1_000, 4_000] {
    let subpath = cubicPath(count: count, seed: 6)
    list.append(
      Workload(
        name: "stroke.subpath\(count / 1_000)k", unit: "cubics", unitsPerOperation: Double(count)
      ) { _ in
        subpath.strokedPath(thin, tolerance: 0.25).elements.count
      })
  }
  // A path built from 1,000 and from 4,000 copies of a 40-element path by `addPath`: linear
  // when both rows have about the same rate.
  let piece = Path { p in
    p.move(to: Point(x: 0, y: 0))
    for k in 1..<40 { p.addLine(to: Point(x: Double(k), y: Double(k % 2))) }
  }
  for count in [1_000, 4_000] {
    list.append(
      Workload(
        name: "build.addPath\(count / 1_000)k", unit: "elements",
        unitsPerOperation: Double(40 * count)
      ) { _ in
        var path = Path()
        for _ in 0..<count { path.addPath(piece) }
        return path.elements.count
      })
  }
  // Selecting a tab re-applies the template only: no layout pass, whatever the bar's size.
  var tenThousand = TabBarModel(
    items: (0..<10_000).map {
      TabItem(title: "Tab \($0)", contentSize: Size(width: 40, height: 17))
    },
    size: Size(width: 375, height: 48), layout: .scrollable)
  list.append(
    Workload(name: "select.scrollable.10k", unit: "selections", unitsPerOperation: 1) { i in
      tenThousand.selectedIndex = i % 10_000
      return weight(tenThousand.selectionIndicator)
    })
  let cubics = cubicPath(count: 1_000, seed: 1)
  list.append(
    Workload(name: "bounds.cubic", unit: "cubics", unitsPerOperation: 1_000) { _ in
      Int(cubics.boundingRect.width)
    })
  let tenK = cubicPath(count: 10_000, seed: 2)
  var probe = SplitMix64(seed: 3)
  let probes = (0..<64).map { _ in probe.point() }
  list.append(
    Workload(name: "contains.cubic10k", unit: "segments", unitsPerOperation: 10_001) { i in
      tenK.contains(probes[i & 63]) ? 1 : 0
    })
  list.append(
    Workload(name: "length.cubic", unit: "cubics", unitsPerOperation: 1_000) { _ in
      Int(cubics.length)
    })
  list.append(
    Workload(name: "flatten.cubic", unit: "cubics", unitsPerOperation: 1_000) { _ in
      cubics.flattened(tolerance: 0.25).elements.count
    })
  list.append(
    Workload(name: "area.cubic", unit: "cubics", unitsPerOperation: 1_000) { _ in
      Int(cubics.signedArea)
    })
  list += perCallWorkloads()
  let big = mixedPath(bytes: 1 << 20, seed: 4)
  let text = big.svgPathData
  let megabytes = Double(text.utf8.count) / 1e6
  list.append(
    Workload(name: "svg.parse", unit: "MB", unitsPerOperation: megabytes) { _ in
      (try? Path(svgPathData: text))?.elements.count ?? -1
    })
  // Ten times the data: parsing is linear when this row's ns/op is about 10× svg.parse's.
  let bigger = mixedPath(bytes: 10 << 20, seed: 4).svgPathData
  list.append(
    Workload(name: "svg.parse.10x", unit: "MB", unitsPerOperation: Double(bigger.utf8.count) / 1e6)
    {
      _ in
      (try? Path(svgPathData: bigger))?.elements.count ?? -1
    })
  list.append(
    Workload(name: "svg.write", unit: "MB", unitsPerOperation: megabytes) { _ in
      big.svgPathData.utf8.count
    })
  return list
}

/// The cubics of `cubicPath(count:seed:)`, each as a path of its own (a move and the curve,
/// open).
func singleCubicPaths(count: Int, seed: UInt64, closed: Bool) -> [Path] {
  var rng = SplitMix64(seed: seed)
  var start = rng.point()
  return (0..<count).map { _ in
    let end = rng.point()
    let c1 = rng.point()
    let c2 = rng.point()
    var path = Path()
    path.move(to: start)
    path.addCurve(to: end, control1: c1, control2: c2)
    if closed { path.closeSubpath() }
    start = end
    return path
  }
}

/// Workloads of one small call each, for callgrind's per-call counts (`profile NAME N` at N
/// and 2N): `length.cubic1` and `area.cubic1` measure one cubic of `length.cubic`'s set a
/// call (in turn), the `stroke.*` rows one small stroke a call.
func perCallWorkloads() -> [Workload] {
  var list: [Workload] = []
  let open = singleCubicPaths(count: 1_000, seed: 1, closed: false)
  list.append(
    Workload(name: "length.cubic1", unit: "cubics", unitsPerOperation: 1) { i in
      Int(open[i % 1_000].length)
    })
  let closed = singleCubicPaths(count: 1_000, seed: 1, closed: true)
  list.append(
    Workload(name: "area.cubic1", unit: "cubics", unitsPerOperation: 1) { i in
      Int(closed[i % 1_000].signedArea)
    })
  var line = Path()
  line.move(to: Point(x: 0, y: 0))
  line.addLine(to: Point(x: 10, y: 0))
  let lineStyle = StrokeStyle(lineWidth: 2, lineCap: .butt)
  list.append(
    Workload(name: "stroke.line", unit: "strokes", unitsPerOperation: 1) { _ in
      line.strokedPath(lineStyle).elements.count
    })
  // A zigzag of 40 segments, 10 units each, turning ±60° (miters well inside the limit).
  var polyline = Path()
  var rng = SplitMix64(seed: 5)
  var p = Point(x: 0, y: 0)
  polyline.move(to: p)
  var angle = 0.0
  for k in 0..<40 {
    angle += (k % 2 == 0 ? 1 : -1) * (Double.pi / 3) + rng.double(-0.2, 0.2)
    p = Point(x: p.x + 10 * cos(angle), y: p.y + 10 * sin(angle))
    polyline.addLine(to: p)
  }
  list.append(
    Workload(name: "flatten.polyline", unit: "segments", unitsPerOperation: 40) { _ in
      polyline.flattened(tolerance: 0.05).elements.count
    })
  let polylineStyle = StrokeStyle(lineWidth: 8, lineCap: .butt, lineJoin: .miter)
  list.append(
    Workload(name: "stroke.polyline", unit: "segments", unitsPerOperation: 40) { _ in
      polyline.strokedPath(polylineStyle).elements.count
    })
  // MDC's sample outline: OutlineIndicatorTemplate's rounded rectangle and style.
  let template = OutlineIndicatorTemplate()
  let outline = Path(
    roundedRect: Rect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 4,
    style: template.cornerStyle)
  list.append(
    Workload(name: "stroke.outline", unit: "strokes", unitsPerOperation: 1) { _ in
      outline.strokedPath(template.style, tolerance: 0.05).elements.count
    })
  // The same rectangle with circular corners (one quarter arc each), in the same style.
  let roundedRect = Path(
    roundedRect: Rect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 4, style: .circular)
  list.append(
    Workload(name: "stroke.roundedRect", unit: "strokes", unitsPerOperation: 1) { _ in
      roundedRect.strokedPath(template.style, tolerance: 0.05).elements.count
    })
  return list
}

/// Reads a corpus file: one SVG path per line.
func readCorpus(_ file: String) throws -> [Path] {
  guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
    throw BenchError("cannot read \(file)")
  }
  var paths: [Path] = []
  for line in text.split(separator: "\n") where !line.isEmpty {
    paths.append(try Path(svgPathData: String(line)))
  }
  return paths
}

/// Whether `element` starts a subpath.
func isMove(_ element: Path.Element) -> Bool {
  if case .move = element { return true }
  return false
}
