// The fuzz targets' checks, shared by the libFuzzer builds (Scripts/fuzz.sh compiles this
// file together with the library) and by `FuzzRegressionTests`, which replays the
// committed corpus (Tests/Fuzz/Corpus) in `swift test`. Each check returns `nil` when the
// input keeps every invariant, or a description of the broken one; every path built or
// returned also has its representation checked by `Path._checkInvariants()`, which traps.

@testable import IndicatorCore

/// Reads numbers and choices from fuzz input bytes; past the end it reads zeros.
struct FuzzInput {
  var bytes: [UInt8]
  var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { index >= bytes.count }

  mutating func byte() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }

  /// A value in 0..<count.
  mutating func choice(_ count: Int) -> Int { Int(byte()) % max(count, 1) }

  /// A 16-bit fraction in 0...1.
  mutating func unit() -> Double { Double(UInt16(byte()) << 8 | UInt16(byte())) / 65535 }

  /// A value spread logarithmically over `low...high` (both positive).
  mutating func logarithmic(_ low: Double, _ high: Double) -> Double {
    low * Math.pow(high / low, unit())
  }

  /// The extreme finite magnitudes: subnormals, the least normal, 1e±100, 1e±300 and the
  /// largest (a quarter of it too).
  static let extremes: [Double] = [
    .leastNonzeroMagnitude, 0x1p-1030, .leastNormalMagnitude, 1e-300, 1e-100, 1e100, 1e300,
    .greatestFiniteMagnitude / 4, .greatestFiniteMagnitude,
  ]

  /// An extreme finite magnitude, positive.
  mutating func extreme() -> Double { Self.extremes[choice(Self.extremes.count)] }

  /// A coordinate: usually ordinary, sometimes tiny, huge, zero or repeated.
  mutating func coordinate() -> Double {
    switch choice(16) {
    case 0: return 0
    case 1: return (unit() - 0.5) * 1e-6
    case 2: return (unit() - 0.5) * 2e6
    default: return (unit() - 0.5) * 400
    }
  }

  mutating func point() -> Point { Point(x: coordinate(), y: coordinate()) }

  /// A path of up to 12 elements of every kind.
  mutating func path() -> Path {
    var path = Path()
    var last = Point.zero
    for _ in 0..<(1 + choice(12)) {
      switch choice(10) {
      case 0:
        last = point()
        path.move(to: last)
      case 1, 2:
        last = choice(4) == 0 ? last : point()
        path.addLine(to: last)
      case 3: path.addQuadCurve(to: point(), control: point())
      case 4, 5: path.addCurve(to: point(), control1: point(), control2: point())
      case 6: path.closeSubpath()
      case 8:
        // Circular arcs (the stroker's arc route) of any radius and sweep.
        path.addArc(
          center: point(), radius: logarithmic(1e-9, 1e9),
          startAngle: .radians((unit() - 0.5) * 20),
          endAngle: .radians((unit() - 0.5) * 20), clockwise: choice(2) == 0)
        last = path.currentPoint ?? last
      case 9:
        // Circles and rounded rectangles when taller than wide; ellipses and continuous
        // rounded rectangles otherwise, whose quarters and corners the stroker fits once and
        // maps (RecentCubics.swift).
        let corner = point()
        let rect = Rect(
          x: corner.x, y: corner.y, width: logarithmic(1e-6, 1e6), height: logarithmic(1e-6, 1e6))
        if choice(2) == 0 {
          path.addEllipse(
            in: rect.width > rect.height
              ? rect : Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.width))
        } else {
          path.addRoundedRect(
            in: rect, cornerRadius: logarithmic(1e-6, 1e6),
            style: rect.width > rect.height ? .continuous : .circular)
        }
        last = path.currentPoint ?? last
      default:
        // Near-degenerate cubics: controls on or next to the end points.
        let end = point()
        path.addCurve(to: end, control1: last, control2: end.offsetBy(dx: 1e-9, dy: 0))
        last = end
      }
      if path.isEmpty { path.move(to: last) }
    }
    path._checkInvariants()
    return path
  }

  mutating func style() -> StrokeStyle {
    var style = StrokeStyle(
      lineWidth: logarithmic(1e-9, 1e9), lineCap: LineCap.allCases[choice(3)],
      lineJoin: LineJoin.allCases[choice(3)],
      miterLimit: choice(4) == 0 ? 0 : logarithmic(1e-3, 1e6))
    if choice(3) == 0 {
      style.dash = (0..<(1 + choice(4))).map { _ in choice(5) == 0 ? 0 : logarithmic(1e-3, 1e3) }
      style.dashPhase = (unit() - 0.5) * 1e3
    }
    return style
  }
}

enum FuzzChecks {
  /// The SVG parser: no trap; whatever parses is finite and round-trips exactly.
  static func svg(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let path = try? Path(svgPathData: text) else { return nil }
    path._checkInvariants()
    guard path.isFinite else { return "parsed a non-finite path from \(text.debugDescription)" }
    let written = path.svgPathData
    guard let again = try? Path(svgPathData: written), again == path else {
      return "round trip failed: \(text.debugDescription) → \(written)"
    }
    again._checkInvariants()
    return nil
  }

  /// The stroker: finite output within the documented size bound, inside the source's
  /// bounds grown by the stroke's reach; and the same at extreme sizes (``extremeStroke``).
  ///
  /// The bound is `strokeElementBound(for:tolerance:)`. A dashing's time and memory grow
  /// with its dashes, up to `maximumDashCount`: patterns estimated at more than 50,000
  /// dashes (past the fuzzer's timeout) are stroked undashed, and the empty outline past
  /// the limit is the dash tests' to check.
  static func stroke(_ bytes: [UInt8]) -> String? {
    var input = FuzzInput(bytes)
    let path = input.path()
    var style = input.style()
    let tolerance = input.logarithmic(1e-9, 1e3)
    if let pattern = DashPattern(style.dash, phase: style.dashPhase),
      path.dashEstimate(pattern) > 50_000
    {
      style.dash = []
    }
    // The route of four turned runs against the general stroker, on a rounded rectangle
    // over the path's bounds in the same style (both corner styles).
    let box = path.boundingRect
    for cornerStyle in [RoundedCornerStyle.continuous, .circular] {
      let rounded = Path(
        roundedRect: box, cornerRadius: 0.15 * min(box.width, box.height), style: cornerStyle)
      if let failure = quarterTurns(rounded, style, tolerance: tolerance) { return failure }
    }
    if let failure = extremeStroke(path, style, tolerance: tolerance, &input) { return failure }
    let outline = path.strokedPath(style, tolerance: tolerance)
    outline._checkInvariants()
    guard outline.isFinite else {
      return "non-finite outline for \(path) with \(style), tolerance \(tolerance)"
    }
    let bound = path.strokeElementBound(for: style, tolerance: tolerance)
    guard outline.elements.count <= bound else {
      return
        "\(outline.elements.count) elements, over the bound \(bound), for \(path) with \(style), tolerance \(tolerance)"
    }
    guard !outline.isEmpty else { return nil }
    let source = path.boundingRect
    let miter = style.lineJoin == .miter ? max(style.miterLimit, 1) : 1
    let reach = style.lineWidth / 2 * max(miter, 2.0.squareRoot())
    let scale = max(abs(source.minX), abs(source.maxX), abs(source.minY), abs(source.maxY))
    let minimum = Path.strokeTolerance(tolerance, magnitude: scale, width: style.lineWidth)
    let slack = reach + max(tolerance, minimum) + 1e-9 * (scale + reach)
    // Where the reach or the box overflows, finiteness and the size bound are the checks.
    guard slack.isFinite, source.insetBy(dx: -slack, dy: -slack).isFinite else { return nil }
    let allowed = source.insetBy(dx: -slack, dy: -slack)
    let bounds = outline.boundingRect
    guard allowed.contains(bounds) else {
      return
        "outline \(bounds) outside \(allowed) for \(path) with \(style), tolerance \(tolerance)"
    }
    return nil
  }

  /// The same stroke at extreme sizes: finite, or empty where the scaled path is not, and
  /// within the size bound.
  ///
  /// The sizes are read from the bytes after the input's (zeros past the end, so the
  /// committed corpora decode as before): the path scaled by one extreme factor, the width
  /// and the tolerance replaced by others.
  static func extremeStroke(
    _ path: Path, _ style: StrokeStyle, tolerance: Double, _ input: inout FuzzInput
  ) -> String? {
    let factor = input.choice(2) == 0 ? input.extreme() : 1 / input.extreme()
    let scaled = path.applying(.scale(factor))
    var extremeStyle = style
    if input.choice(2) == 0 { extremeStyle.lineWidth = input.extreme() }
    let extremeTolerance = input.choice(2) == 0 ? input.extreme() : tolerance
    let outline = scaled.strokedPath(extremeStyle, tolerance: extremeTolerance)
    outline._checkInvariants()
    let input = "\(scaled) with \(extremeStyle), tolerance \(extremeTolerance)"
    guard outline.isFinite else { return "non-finite outline for \(input)" }
    guard scaled.isFinite || outline.isEmpty else { return "an outline of a non-finite \(input)" }
    let bound = scaled.strokeElementBound(for: extremeStyle, tolerance: extremeTolerance)
    guard outline.elements.count <= bound else {
      return "\(outline.elements.count) elements, over the bound \(bound), for \(input)"
    }
    return nil
  }

  /// Where the route of four turned runs (QuarterTurnStroke.swift) draws `path`, its
  /// outline is the general stroker's to within 2⁻⁴⁰ of the coordinates' size; so is the
  /// outline of `path` drawn twice, as two subpaths the general stroker hands to the route.
  static func quarterTurns(_ path: Path, _ style: StrokeStyle, tolerance: Double) -> String? {
    guard let plan = path.strokePlan(style, tolerance: tolerance), plan.factor == 1,
      let route = path.strokedQuarterTurns(plan)
    else { return nil }
    // Where `outline` of `source` differs from the general stroker's by more than 2⁻⁴⁰.
    func mismatch(_ outline: Path, _ source: Path, _ what: String) -> String? {
      outline._checkInvariants()
      let difference = largestPointDifference(outline, source.strokedByStroker(plan))
      guard difference > 0x1p-40 * (plan.magnitude + style.lineWidth) else { return nil }
      return
        "\(what) differ by \(difference) from the general stroker for \(path) with \(style), tolerance \(tolerance)"
    }
    var twice = path
    twice.addPath(path)
    return mismatch(route, path, "four turned runs")
      ?? mismatch(
        twice.strokedByStroker(plan, routingSubpaths: true), twice,
        "two subpaths of four turned runs")
  }

  /// Region operations on two paths: no trap; every result passes its invariants, is
  /// finite, and lies in the inputs' control boxes (its curves are pieces of theirs); the
  /// areas keep |a ∪ b| + |a ∩ b| = |a| + |b|, |a − b| + |a ∩ b| = |a| and
  /// |a △ b| = |a ∪ b| − |a ∩ b| to twice the operations' loosest tolerance times the
  /// outlines' length, and every result fills the same under both rules at a grid of
  /// points (where every result bounds its region once).
  static func boolean(_ bytes: [UInt8]) -> String? {
    var input = FuzzInput(bytes)
    let a = input.path()
    let b = input.path()
    let eoFill = input.choice(2) == 0
    let box = a.controlPointBounds.union(b.controlPointBounds)
    let magnitude = max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY))
    let allowed = box.insetBy(dx: -1e-9 * magnitude, dy: -1e-9 * magnitude)
    let rule = FillRule(eoFill: eoFill)
    let attempts = [
      ("union", RegionOperator.result(.union, a, b, rule: rule)),
      ("intersection", RegionOperator.result(.intersection, a, b, rule: rule)),
      ("subtracting", RegionOperator.result(.subtraction, a, b, rule: rule)),
      ("symmetricDifference", RegionOperator.result(.symmetricDifference, a, b, rule: rule)),
      ("normalized", RegionOperator.result(.union, a, Path(), rule: rule)),
      ("normalized b", RegionOperator.result(.union, b, Path(), rule: rule)),
    ]
    let results = attempts.map { ($0.0, $0.1.path) }
    for (name, result) in results {
      result._checkInvariants()
      guard result.isFinite else { return "non-finite \(name) of \(a) and \(b), eoFill \(eoFill)" }
      guard result.isEmpty || allowed.contains(result.controlPointBounds) else {
        return
          "\(name) \(result.controlPointBounds) outside \(allowed) for \(a) and \(b), eoFill \(eoFill)"
      }
    }
    // The operations move edges by up to their loosest tolerance (where curves run within
    // a few tolerances of one another), so areas by up to that times the outlines' length
    // (at most their control polygons').
    // The areas are checked where every result bounds its region once: not where curves
    // run within a few tolerances of one another in a way no tolerance resolves (the
    // documented best effort).
    guard attempts.allSatisfy(\.1.boundsOnce) else { return nil }
    let extent = max(box.width, box.height)
    var outline = 0.0
    for path in [a, b] {
      path.forEachSegment(closingOpenSubpaths: true) { segment in
        let c = segment.asCubic
        outline += (c.p1 - c.p0).magnitude + (c.p2 - c.p1).magnitude + (c.p3 - c.p2).magnitude
      }
    }
    let loosest = 1e-9 * RegionOperator.loosest * extent
    let slack = 1e-9 * extent * extent + 2 * loosest * outline
    guard slack.isFinite, slack > 0 else { return nil }
    let areas = results.map(\.1.signedArea)
    let (union, intersection, difference, symmetric) = (areas[0], areas[1], areas[2], areas[3])
    let (areaA, areaB) = (areas[4], areas[5])
    let identities = [
      ("|a ∪ b| + |a ∩ b| = |a| + |b|", union + intersection, areaA + areaB),
      ("|a − b| + |a ∩ b| = |a|", difference + intersection, areaA),
      ("|a △ b| = |a ∪ b| − |a ∩ b|", symmetric, union - intersection),
    ]
    for (identity, left, right) in identities where !(abs(left - right) <= slack) {
      return "\(identity): \(left) vs \(right) for \(a) and \(b), eoFill \(eoFill)"
    }
    for ((name, result), resultArea) in zip(results, areas) {
      guard resultArea >= -slack else {
        return "\(name) area \(resultArea) for \(a) and \(b), eoFill \(eoFill)"
      }
      // Both rules fill the same, at a grid of points across the box (off any outline but
      // by chance).
      for i in 0..<5 {
        for j in 0..<5 {
          let p = Point(
            x: box.minX + box.width * (Double(i) + 0.5 + 0.123 * Double(j)) / 5.7,
            y: box.minY + box.height * (Double(j) + 0.5 + 0.271 * Double(i)) / 6.1)
          guard result.contains(p, fillRule: .evenOdd) == result.contains(p) else {
            return "\(name) fills \(p) under one rule only, for \(a) and \(b), eoFill \(eoFill)"
          }
        }
      }
    }
    return nil
  }

  /// The tab-bar model under a decoded sequence of mutations and paging queries: every
  /// indicator is finite, and the selection indicator of a template that stays inside its
  /// tab does so.
  static func model(_ bytes: [UInt8]) -> String? {
    var input = FuzzInput(bytes)
    var model = TabBarModel()
    let templates: [any IndicatorTemplate] = [
      UnderlineIndicatorTemplate(), UnderlineIndicatorTemplate.materialPrimary,
      UnderlineIndicatorTemplate(height: 4, cornerRadius: 2, position: .center),
      PillIndicatorTemplate(), DotIndicatorTemplate(), ChevronIndicatorTemplate(),
      OutlineIndicatorTemplate(),
    ]
    let layouts: [TabBarLayout] = [
      .fixed, .scrollable, .clustered(.leading), .clustered(.center), .clustered(.trailing),
      .automatic, .scrollable(leadingInset: -5),
    ]
    let specials: [Double] = [
      0, -1, .nan, .infinity, -.infinity, 1e300, 1e-300, 1e308, .greatestFiniteMagnitude,
      .leastNonzeroMagnitude, -1e308,
    ]
    func number() -> Double {
      input.choice(6) == 0 ? specials[input.choice(specials.count)] : input.unit() * 1000
    }
    while !input.isAtEnd {
      var position: Double?
      switch input.choice(9) {
      case 0:
        model.items = (0..<input.choice(40)).map {
          TabItem(title: "T\($0)", contentSize: Size(width: number(), height: number()))
        }
      case 1: model.size = Size(width: number(), height: number())
      case 2: model.selectedIndex = input.choice(5) == 0 ? nil : input.choice(42) - 1
      case 3: model.template = templates[input.choice(templates.count)]
      case 4: model.layout = layouts[input.choice(layouts.count)]
      case 5: model.layoutDirection = input.choice(2) == 0 ? .leftToRight : .rightToLeft
      case 6:
        model.metrics = TabBarMetrics(
          contentInsets: EdgeInsets(
            top: number(), leading: number(), bottom: number(), trailing: number()),
          minItemWidth: number(), maxItemWidth: input.choice(2) == 0 ? nil : number(),
          leadingPadding: number(), trailingPadding: number())
      case 7: position = number() - 500
      default: position = (input.unit() - 0.2) * 50
      }
      if let position {
        let animation = IndicatorAnimation.allCases[input.choice(3)]
        let overscroll = OverscrollBehavior.allCases[input.choice(3)]
        if let moving = model.indicator(
          atPosition: position, animation: animation, overscroll: overscroll)
        {
          moving.path._checkInvariants()
          guard moving.path.isFinite, moving.opacity.isFinite else {
            return "non-finite indicator at position \(position)"
          }
        }
      }
      guard let indicator = model.selectionIndicator else { continue }
      indicator.path._checkInvariants()
      guard indicator.path.isFinite, !indicator.path.isEmpty else {
        return "non-finite or empty selection indicator"
      }
      guard !(model.template is OutlineIndicatorTemplate), let index = model.selectedIndex
      else { continue }
      let frame = model.itemFrames[index]
      let slack = 1e-9 * max(abs(frame.maxX), abs(frame.maxY), 1)
      guard frame.insetBy(dx: -slack, dy: -slack).contains(indicator.path.boundingRect) else {
        return "indicator \(indicator.path.boundingRect) outside its tab \(frame)"
      }
    }
    return nil
  }
}

/// The largest distance between corresponding points of two paths of the same elements;
/// infinity where their elements differ in kind or number.
func largestPointDifference(_ a: Path, _ b: Path) -> Double {
  guard a.elements.count == b.elements.count else { return .infinity }
  var largest = 0.0
  func note(_ p: Point, _ q: Point) {
    let (dx, dy) = (p.x - q.x, p.y - q.y)
    largest = max(largest, (dx * dx + dy * dy).squareRoot())
  }
  for (x, y) in zip(a.elements, b.elements) {
    switch (x, y) {
    case (.move(let p), .move(let q)), (.line(let p), .line(let q)): note(p, q)
    case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
      note(p, q)
      note(c, d)
    case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
      note(p, q)
      note(c1, d1)
      note(c2, d2)
    case (.closeSubpath, .closeSubpath): break
    default: return .infinity
    }
  }
  return largest
}
