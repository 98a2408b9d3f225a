import IndicatorCore

// MARK: Geometry

let point = Point(x: 1, y: 2)
let size = Size(width: 3, height: 4)
var rect = Rect(x: 0, y: 0, width: 120, height: 48)
rect = Rect(origin: point, size: size)
rect = Rect(x: 0, y: 0, width: 120, height: 48)
let geometry: [Double] = [
  rect.minX, rect.midX, rect.maxX, rect.minY, rect.midY, rect.maxY, rect.width, rect.height,
]
let rects = [
  rect.standardized, rect.insetBy(dx: 1, dy: 1),
  rect.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
  rect.offsetBy(dx: 1, dy: 1), rect.union(.zero),
]
let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
let radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 4, bottomTrailing: 3, topTrailing: 2)
let transform = AffineTransform.identity
  .concatenating(.translation(x: 1, y: 2))
  .concatenating(.scale(x: 2, y: 2))
  .concatenating(.rotation(Angle(degrees: 90)))
let inverse = transform.inverted()
let angles = [Angle(radians: .pi), Angle(degrees: 45)]
let rules: [FillRule] = [.nonZero, .evenOdd]
let styles: [RoundedCornerStyle] = [.circular, .continuous]
precondition(rect.contains(Point(x: 1, y: 1)) && !rect.isEmpty)
precondition(geometry == [0, 60, 120, 0, 24, 48, 120, 48], "geometry \(geometry)")
precondition(
  rects == [
    rect, Rect(x: 1, y: 1, width: 118, height: 46), Rect(x: 2, y: 1, width: 114, height: 44),
    Rect(x: 1, y: 1, width: 120, height: 48), rect,
  ], "rects \(rects)")
/// Whether `value` is within `accuracy` of `expected`.
func near(_ value: Double, _ expected: Double, _ accuracy: Double = 1e-15) -> Bool {
  abs(value - expected) <= accuracy
}
// Translate by (1, 2), scale by 2, then turn a quarter (`concatenating` applies the receiver
// first, as CoreGraphics): [2 0 0 2 2 4] turned is [0 2 −2 0 −4 2]. cos 90° is 6.1e-17 in
// Double, so the zeros and the translation are exact only to rounding.
precondition(
  near(transform.a, 0) && transform.b == 2 && transform.c == -2 && near(transform.d, 0)
    && near(transform.tx, -4, 1e-14) && near(transform.ty, 2, 1e-14), "transform \(transform)")
let mapped = Point(x: 1, y: 0).applying(transform)  // (2, 2), (4, 4), then (−4, 4).
precondition(near(mapped.x, -4, 1e-14) && near(mapped.y, 4, 1e-14), "mapped \(mapped)")
guard let undo = inverse else { fatalError("\(transform) has no inverse") }
let back = mapped.applying(undo)
precondition(near(back.x, 1, 1e-14) && near(back.y, 0, 1e-14), "inverse maps back to \(back)")
precondition(AffineTransform.scale(x: 0, y: 1).inverted() == nil)
precondition(
  AffineTransform.translation(x: 1, y: 2).concatenating(.scale(x: 2, y: 2))
    == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 2, ty: 4))

// MARK: Path

var path = Path()
path.move(to: .zero)
path.addLine(to: Point(x: 10, y: 0))
path.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 15, y: 5))
path.addCurve(to: Point(x: 0, y: 10), control1: Point(x: 8, y: 12), control2: Point(x: 2, y: 12))
path.closeSubpath()
path.addLines([Point(x: 0, y: 0), Point(x: 1, y: 1)])
path.addRect(rect)
path.addRoundedRect(in: rect, cornerRadius: 4, style: .circular)
path.addRoundedRect(in: rect, cornerRadii: radii, style: .continuous)
path.addEllipse(in: rect)
path.addArc(
  center: .zero, radius: 5, startAngle: .zero, endAngle: Angle(degrees: 90), clockwise: false)
path.addPath(Path(rect), transform: .identity)
let built = Path { $0.addRect(rect) }
let shapes = [
  Path(rect), Path(roundedRect: rect, cornerRadius: 4, style: .continuous),
  Path(roundedRect: rect, cornerRadii: radii, style: .circular), Path(ellipseIn: rect),
]
for element in path.elements {
  switch element {
  case .move(let to), .line(let to): _ = to
  case .quadCurve(let to, let control): _ = (to, control)
  case .curve(let to, let control1, let control2): _ = (to, control1, control2)
  case .closeSubpath: break
  }
}
// swift-format-ignore: ReplaceForEachWithForLoop
path.forEach { element in _ = element }
let reading: (Bool, Point?, Bool) = (path.isEmpty, path.currentPoint, path.isFinite)
let transformed = [
  path.applying(transform), path.offsetBy(dx: 1, dy: 1), path.reversed(),
  path.flattened(tolerance: 0.25), path.trimmedPath(from: 0.25, to: 0.75),
  path.strokedPath(StrokeStyle()),
  path.strokedPath(
    StrokeStyle(
      lineWidth: 2, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [3, 1], dashPhase: 1),
    tolerance: 0.1),
]
let caps: [LineCap] = [.butt, .round, .square]
let joins: [LineJoin] = [.miter, .round, .bevel]
let queries: (Rect, Rect, Bool, Bool, Double, Double) = (
  path.boundingRect, path.controlPointBounds, path.contains(.zero),
  path.contains(Point(x: 1, y: 1), fillRule: .evenOdd), path.signedArea, path.length
)
let svg: String = path.svgPathData
do throws(SVGPathError) {
  let parsed = try Path(svgPathData: svg)
  precondition(parsed == path && parsed.description == svg)
  precondition(parsed.isApproximatelyEqual(to: path, tolerance: 0))
} catch {
  fatalError("\(error.kind) at \(error.offset)")
}

// MARK: Indicators

let item = TabItem(title: "Home", contentSize: Size(width: 40, height: 20))
let context = TabBarContext(
  item: item, bounds: rect, contentFrame: Rect(x: 40, y: 14, width: 40, height: 20),
  layoutDirection: .leftToRight)
let templates: [any IndicatorTemplate] = [
  UnderlineIndicatorTemplate(),
  UnderlineIndicatorTemplate(height: 4),
  UnderlineIndicatorTemplate(
    height: 3, width: .content(minimum: 24), insets: insets, cornerRadius: 3,
    cornerStyle: .continuous, position: .top),
  UnderlineIndicatorTemplate.materialPrimary,
  PillIndicatorTemplate(), DotIndicatorTemplate(), ChevronIndicatorTemplate(),
  OutlineIndicatorTemplate(),
]
let attributes = templates.map { $0.indicatorAttributes(for: context) }
precondition(attributes[0].path == Path(Rect(x: 0, y: 46, width: 120, height: 2)))
precondition(attributes[0].opacity == 1)
let custom = IndicatorAttributes(path: Path(rect), opacity: 0.5)

// MARK: Model

var model = TabBarModel()
model = TabBarModel(
  items: [item, item], size: Size(width: 360, height: 48), layout: .fixed,
  template: UnderlineIndicatorTemplate())
model.template = UnderlineIndicatorTemplate(height: 4)
model.items = [item, TabItem(title: "Search", contentSize: Size(width: 52, height: 20))]
model.size = Size(width: 360, height: 48)
model.selectedIndex = 1
model.layoutDirection = .rightToLeft
for layout: TabBarLayout in [
  .fixed, .scrollable(leadingInset: 52), .clustered(.leading), .clustered(.center),
  .clustered(.trailing), .automatic,
] {
  model.layout = layout
}
let frames: [Rect] = model.itemFrames
let width: Double = model.contentWidth
let itemContext: TabBarContext? = model.context(forItemAt: 0)
let indicator: IndicatorAttributes? = model.selectionIndicator
let moving = model.indicator(from: 0, to: 1, progress: 0.5, animation: .elastic)
let paging = model.indicator(atPosition: 0.5, animation: .fade, overscroll: .bounce)
let offset = model.scrollOffset(revealing: 1)
let animations: [IndicatorAnimation] = [.linear, .elastic, .fade]
let overscrolls: [OverscrollBehavior] = [.none, .bounce, .compress]
let directions: [LayoutDirection] = [.leftToRight, .rightToLeft]
let curveValue = TimingCurve.emphasized.value(at: 0.5) + TimingCurve.easeInOut.value(at: 0.5)
let film = model.frames(
  from: 0, to: 1, duration: 0.3, framesPerSecond: 60, curve: .linear, animation: .linear)
print("consumer: \(film.count) frames, indicator \(indicator.map { "\($0.path)" } ?? "none")")

// MARK: SwiftUI's builders, identity and error prefixes

var builders = Path()
builders.addRects([rect, rect.offsetBy(dx: 1, dy: 1)], transform: .identity)
builders.addRoundedRect(in: rect, cornerSize: Size(width: 4, height: 2), style: .continuous)
builders.addRoundedRect(in: rect, cornerRadii: radii, transform: .translation(x: 1, y: 1))
builders.addEllipse(in: rect, transform: .scale(2))
builders.addRelativeArc(center: .zero, radius: 3, startAngle: .zero, delta: .degrees(90))
builders.addArc(tangent1End: Point(x: 5, y: 0), tangent2End: Point(x: 5, y: 5), radius: 2)
_ = Path(roundedRect: rect, cornerSize: Size(width: 3, height: 3))
precondition(rect.intersects(rect.offsetBy(dx: 1, dy: 1)))
precondition(rect.intersection(rect.offsetBy(dx: 500, dy: 0)) == nil)
precondition(TabItem(id: "home", title: "Home", contentSize: size).id == "home")
precondition(insets.mirrored.leading == insets.trailing && radii.mirrored.topLeading == 2)
precondition(OutlineIndicatorTemplate(cornerStyle: .circular).cornerStyle == .circular)
do {
  _ = try Path(svgPathData: "M0 0L1 1L")
} catch {
  precondition(!error.path.isEmpty)
}

// MARK: Closure templates and model equality

let oneOff = ClosureIndicatorTemplate { context in
  IndicatorAttributes(path: Path(context.contentFrame), opacity: 0.5)
}
var closureBar = model
closureBar.template = oneOff
precondition(closureBar == closureBar && closureBar != model && model == model)

// MARK: Region and line operations (SwiftUI's names and defaults)

let square = Path(Rect(x: 0, y: 0, width: 2, height: 2))
let shifted = Path(Rect(x: 1, y: 1, width: 2, height: 2))
precondition(square.union(shifted).signedArea == 7)
precondition(square.intersection(shifted, eoFill: true).signedArea == 1)
precondition(square.subtracting(shifted).signedArea == 3)
precondition(square.symmetricDifference(shifted).signedArea == 6)
precondition(square.normalized().signedArea == 4 && square.intersects(shifted))
precondition(square.componentsSeparated().count == 1)
precondition(
  Path {
    $0.move(to: .zero)
    $0.addLine(to: Point(x: 3, y: 0))
  }
  .lineIntersection(Path(Rect(x: 1, y: -1, width: 1, height: 2))).length == 1)
precondition(square.lineSubtraction(shifted).length == 6)
