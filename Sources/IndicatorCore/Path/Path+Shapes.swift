// Shapes: rectangles, rounded rectangles, ellipses and circular arcs, each made of lines and
// cubic Béziers of at most 90°.

/// The cubic handle length of a 90° circular arc of radius 1: 4/3·tan(π/8) (Riškus 2006;
/// the constant CoreGraphics and Skia use).
@usableFromInline let quarterArcHandle = 0.552_284_749_830_793_6

extension Path {
  // MARK: Initializers

  /// A path holding the rectangle `rect`.
  ///
  /// The path is `M minX minY H maxX V maxY H minX Z`, clockwise on screen. A non-finite
  /// rectangle gives an empty path.
  public init(_ rect: Rect) {
    self.init()
    addRect(rect)
  }

  /// A path holding a rounded rectangle with the same radius on every corner.
  public init(roundedRect rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .circular) {
    self.init()
    addRoundedRect(in: rect, cornerRadius: cornerRadius, style: style)
  }

  /// A path holding a rounded rectangle with a radius per corner.
  public init(
    roundedRect rect: Rect, cornerRadii: CornerRadii, style: RoundedCornerStyle = .circular
  ) {
    self.init()
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// A path holding the ellipse inscribed in `rect`.
  public init(ellipseIn rect: Rect) {
    self.init()
    addEllipse(in: rect)
  }

  // MARK: Builders

  /// Adds the rectangle as a closed subpath, `M minX minY H maxX V maxY H minX Z`, clockwise
  /// on screen (the rectangle is standardized first).
  ///
  /// A rectangle with a non-finite coordinate adds nothing.
  public mutating func addRect(_ rect: Rect) {
    guard rect.isFinite else { return }
    let r = rect.standardized
    let start = Point(x: r.minX, y: r.minY)
    let elements: [Element] = [
      .move(to: start), .line(to: Point(x: r.maxX, y: r.minY)),
      .line(to: Point(x: r.maxX, y: r.maxY)), .line(to: Point(x: r.minX, y: r.maxY)),
      .closeSubpath,
    ]
    // An empty path (the common case: `Path(rect)`) takes the array as its storage, one
    // allocation and no per-element capacity checks.
    if storage.isEmpty { storage = elements } else { storage.append(contentsOf: elements) }
    subpathStart = start
  }

  /// Adds a rounded rectangle with the same radius on every corner.
  ///
  /// See ``addRoundedRect(in:cornerRadii:style:)`` for clamping and the element layout.
  public mutating func addRoundedRect(
    in rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .circular
  ) {
    addRoundedRect(in: rect, cornerRadii: CornerRadii(all: cornerRadius), style: style)
  }

  /// Adds a rounded rectangle as a closed subpath, clockwise on screen, starting at the end
  /// of the top-left corner.
  ///
  /// Each radius is clamped to `0...min(width, height) / 2` (negative and NaN radii count as
  /// 0); `.continuous` corners clamp further, to `min(width, height) / 2 / 1.52866483`, so
  /// that the smooth corner still fits (PixelCut's reconstruction of UIKit's fallback).
  /// With every radius 0 the result is exactly ``addRect(_:)``'s. A rectangle with a
  /// non-finite coordinate adds nothing.
  ///
  /// The continuous corner's constants are PaintCode's published reconstruction of the iOS 7
  /// `UIBezierPath` corner ("The Secret of iOS 7 Rounded Rectangles", 2014): three cubics
  /// through (1.52866483, 0), (0.63149379, 0.07491139), (0.07491139, 0.63149379) and
  /// (0, 1.52866483) in units of the radius from the corner.
  public mutating func addRoundedRect(
    in rect: Rect, cornerRadii: CornerRadii, style: RoundedCornerStyle = .circular
  ) {
    guard rect.isFinite else { return }
    let r = rect.standardized
    let half = min(r.width, r.height) / 2
    let limit = style == .continuous ? half / ContinuousCorner.extent : half
    let radii = cornerRadii.clamped(to: limit)
    if radii == .zero {
      addRect(r)
      return
    }
    let corners: [(corner: Point, incoming: Point, outgoing: Point, radius: Double)] = [
      (Point(x: r.maxX, y: r.minY), Point(x: 1, y: 0), Point(x: 0, y: 1), radii.topRight),
      (Point(x: r.maxX, y: r.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0), radii.bottomRight),
      (Point(x: r.minX, y: r.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1), radii.bottomLeft),
      (Point(x: r.minX, y: r.minY), Point(x: 0, y: -1), Point(x: 1, y: 0), radii.topLeft),
    ]
    let extent = style == .continuous ? ContinuousCorner.extent : 1
    // Start where the top-left corner ends.
    let start = Point(x: r.minX + radii.topLeft * extent, y: r.minY)
    storage.reserveCapacity(storage.count + 18)
    move(to: start)
    for (index, c) in corners.enumerated() {
      let isLast = index == corners.count - 1
      // `local(a, b)` is the point a·r before the corner along the incoming edge and b·r
      // after it along the outgoing one.
      func local(_ a: Double, _ b: Double) -> Point {
        c.corner - (a * c.radius) * c.incoming + (b * c.radius) * c.outgoing
      }
      let entry = local(extent, 0)
      if entry != currentPoint && !(isLast && c.radius == 0 && entry == start) {
        storage.append(.line(to: entry))
      }
      guard c.radius > 0 else { continue }
      switch style {
      case .circular:
        let k = 1 - quarterArcHandle
        storage.append(.curve(to: local(0, 1), control1: local(k, 0), control2: local(0, k)))
      case .continuous:
        for s in ContinuousCorner.segments {
          storage.append(
            .curve(
              to: local(s.end.x, s.end.y), control1: local(s.c1.x, s.c1.y),
              control2: local(s.c2.x, s.c2.y)))
        }
      }
      if isLast {
        // The last corner ends exactly at the start point.
        if case .curve(_, let c1, let c2) = storage[storage.count - 1] {
          storage[storage.count - 1] = .curve(to: start, control1: c1, control2: c2)
        }
      }
    }
    storage.append(.closeSubpath)
  }

  /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubics, starting at
  /// (maxX, midY) and running clockwise on screen, as CoreGraphics.
  ///
  /// A rectangle with a non-finite coordinate adds nothing; an empty one adds a degenerate
  /// ellipse (its four cubics collapse onto a line or point).
  public mutating func addEllipse(in rect: Rect) {
    guard rect.isFinite else { return }
    let r = rect.standardized
    let rx = r.width / 2
    let ry = r.height / 2
    let cx = r.midX
    let cy = r.midY
    let kx = rx * quarterArcHandle
    let ky = ry * quarterArcHandle
    let right = Point(x: r.maxX, y: cy)
    let bottom = Point(x: cx, y: r.maxY)
    let left = Point(x: r.minX, y: cy)
    let top = Point(x: cx, y: r.minY)
    storage.reserveCapacity(storage.count + 6)
    move(to: right)
    storage.append(
      .curve(
        to: bottom, control1: Point(x: r.maxX, y: cy + ky), control2: Point(x: cx + kx, y: r.maxY)))
    storage.append(
      .curve(
        to: left, control1: Point(x: cx - kx, y: r.maxY), control2: Point(x: r.minX, y: cy + ky)))
    storage.append(
      .curve(
        to: top, control1: Point(x: r.minX, y: cy - ky), control2: Point(x: cx - kx, y: r.minY)))
    storage.append(
      .curve(
        to: right, control1: Point(x: cx + kx, y: r.minY), control2: Point(x: r.maxX, y: cy - ky)))
    storage.append(.closeSubpath)
  }

  /// Adds a circular arc, as `CGPath.addArc(center:radius:startAngle:endAngle:clockwise:)`.
  ///
  /// Angles are measured from +x towards +y. With `clockwise == false` the angle increases
  /// from `startAngle` to `endAngle` (clockwise on screen, y-down, exactly as SwiftUI and
  /// CoreGraphics in a flipped context); with `true` it decreases. The sweep is the
  /// difference taken modulo 360° into the direction's half-open range, except that a
  /// difference of a whole non-zero number of turns draws one full circle.
  ///
  /// If the path has a current point, a line joins it to the arc's start; otherwise the
  /// arc starts a new subpath. The arc is split into cubics of at most 90° (handle length
  /// 4/3·tan(θ/4)); its start and end points are computed directly from the angles.
  /// A negative or non-finite radius, or non-finite angles or centre, add nothing.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    guard radius >= 0, radius.isFinite, center.isFinite, startAngle.radians.isFinite,
      endAngle.radians.isFinite
    else { return }
    let a0 = startAngle.radians
    let sweep = Path.arcSweep(from: a0, to: endAngle.radians, clockwise: clockwise)
    let start = center + radius * Point(x: Math.cos(a0), y: Math.sin(a0))
    if let current = currentPoint, storage.last != .closeSubpath {
      if current != start { storage.append(.line(to: start)) }
    } else {
      move(to: start)
    }
    appendArcCurves(
      center: center, radius: radius, startAngle: a0, sweep: sweep,
      end: center + radius * Point(x: Math.cos(a0 + sweep), y: Math.sin(a0 + sweep)))
  }

  /// The signed sweep from `a0` to `a1` in the given direction (see `addArc`).
  static func arcSweep(from a0: Double, to a1: Double, clockwise: Bool) -> Double {
    let twoPi = 2 * Double.pi
    let delta = a1 - a0
    if clockwise {
      var s = (-delta).truncatingRemainder(dividingBy: twoPi)
      if s < 0 { s += twoPi }
      if s == 0 && delta != 0 { s = twoPi }
      return -s
    } else {
      var s = delta.truncatingRemainder(dividingBy: twoPi)
      if s < 0 { s += twoPi }
      if s == 0 && delta != 0 { s = twoPi }
      return s
    }
  }

  /// Appends cubics of at most 90° approximating an arc.
  ///
  /// The arc runs from `startAngle` through `sweep` radians and ends exactly at `end`. The
  /// current point must be the arc's start.
  mutating func appendArcCurves(
    center: Point, radius: Double, startAngle: Double, sweep: Double, end: Point
  ) {
    guard sweep != 0 else { return }
    let pieces = arcPieceCount(sweep: sweep, maximumStep: Double.pi / 2, slack: 1e-9)
    let step = sweep / Double(pieces)
    storage.reserveCapacity(storage.count + pieces)
    emitArcCubics(
      pieces: pieces, handle: arcHandle(sweep: step),
      from: Point(x: Math.cos(startAngle), y: Math.sin(startAngle)), end: end,
      unitPoint: { i in
        let angle = i == pieces ? startAngle + sweep : startAngle + step * Double(i)
        return Point(x: Math.cos(angle), y: Math.sin(angle))
      },
      map: { center + radius * $0 },
      emit: { storage.append(.curve(to: $0, control1: $1, control2: $2)) })
  }
}

/// The smooth corner's control polygon, in units of the radius.
///
/// Each point is (distance before the corner along the incoming edge, distance after it
/// along the outgoing edge). The outer two cubics are PaintCode's reconstruction of UIKit's
/// iOS 7 rounded rectangle; PaintCode's middle cubic (handles at (0.37282383, 0.16905956))
/// meets them with a 2.5° tangent break and a 0.355/r curvature step, so its handles are
/// re-solved here: along the outer cubics' end tangents, with lengths (0.3140 r) that match
/// their end curvature (0.7165/r). The corner is then curvature-continuous and moves at most
/// 0.0213 r from PaintCode's.
enum ContinuousCorner {
  /// How far from the corner the curve leaves each straight edge.
  static let extent = 1.528_664_83

  static let segments: [(c1: Point, c2: Point, end: Point)] = [
    (
      Point(x: 1.088_492_96, y: 0), Point(x: 0.868_406_94, y: 0),
      Point(x: 0.631_493_79, y: 0.074_911_39)
    ),
    (
      Point(x: 0.332_102_862_485_716_5, y: 0.169_578_108_725_761_84),
      Point(x: 0.169_578_108_725_761_84, y: 0.332_102_862_485_716_5),
      Point(x: 0.074_911_39, y: 0.631_493_79)
    ),
    (Point(x: 0, y: 0.868_406_94), Point(x: 0, y: 1.088_492_96), Point(x: 0, y: extent)),
  ]
}
