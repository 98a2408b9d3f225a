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
  ///
  /// The style defaults to `.continuous`, as SwiftUI's `Path(roundedRect:cornerRadius:style:)`.
  /// See ``addRoundedRect(in:cornerRadii:style:transform:)`` for the corner rule.
  public init(
    roundedRect rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    addRoundedRect(in: rect, cornerRadius: cornerRadius, style: style)
  }

  /// A path holding a rounded rectangle whose corners are quarter ellipses `cornerSize.width`
  /// wide and `cornerSize.height` tall, as SwiftUI's `Path(roundedRect:cornerSize:style:)`.
  ///
  /// See ``addRoundedRect(in:cornerSize:style:transform:)``.
  public init(
    roundedRect rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// A path holding a rounded rectangle with a radius per corner, as SwiftUI's
  /// `Path(roundedRect:cornerRadii:style:)`.
  ///
  /// See ``addRoundedRect(in:cornerRadii:style:transform:)`` for the corner rule.
  public init(
    roundedRect rect: Rect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
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
  /// on screen (the rectangle is standardized first), every point transformed by `transform`.
  ///
  /// A rectangle with a non-finite coordinate adds nothing.
  public mutating func addRect(_ rect: Rect, transform: AffineTransform = .identity) {
    guard transform.isIdentity else {
      adding(transform) { $0.addRect(rect) }
      return
    }
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

  /// Adds each rectangle as ``addRect(_:transform:)`` does, in order, as SwiftUI's
  /// `addRects(_:transform:)`.
  public mutating func addRects(_ rects: [Rect], transform: AffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds a rounded rectangle with the same radius on every corner.
  ///
  /// See ``addRoundedRect(in:cornerRadii:style:transform:)`` for the corner rule and the
  /// element layout; the style defaults to `.continuous`, as SwiftUI's.
  public mutating func addRoundedRect(
    in rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .continuous,
    transform: AffineTransform = .identity
  ) {
    addRoundedRect(
      in: rect, cornerRadii: RectangleCornerRadii(all: cornerRadius), style: style,
      transform: transform)
  }

  /// Adds a rounded rectangle whose corners are quarter ellipses `cornerSize.width` wide and
  /// `cornerSize.height` tall, as SwiftUI's `addRoundedRect(in:cornerSize:style:transform:)`
  /// (and `CGPath`'s `cornerWidth`/`cornerHeight`).
  ///
  /// The horizontal radii scale with the width and the vertical ones with the height by the
  /// rule of ``addRoundedRect(in:cornerRadii:style:transform:)``, both by the same factor, so
  /// the corners keep their proportions. A corner with a zero (negative, NaN) width or height
  /// is square. With `cornerSize.width == cornerSize.height` the result is
  /// ``addRoundedRect(in:cornerRadius:style:transform:)``'s.
  public mutating func addRoundedRect(
    in rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous,
    transform: AffineTransform = .identity
  ) {
    let w = cornerSize.width > 0 ? cornerSize.width : 0
    let h = cornerSize.height > 0 ? cornerSize.height : 0
    let corner = w > 0 && h > 0 ? CornerSize(x: w, y: h) : .zero
    adding(transform) {
      $0.appendRoundedRect(
        rect,
        CornerSizes(topLeft: corner, topRight: corner, bottomRight: corner, bottomLeft: corner),
        style: style)
    }
  }

  /// Adds a rounded rectangle as a closed subpath, clockwise on screen, starting at the end
  /// of the top-left corner, every point transformed by `transform`.
  ///
  /// In a path, leading is the left (minX) side: `topLeading` rounds (minX, minY), as SwiftUI
  /// draws it in a left-to-right layout. The style defaults to `.continuous`, as SwiftUI's.
  ///
  /// Radii follow the CSS rule for overlapping corners (CSS Backgrounds and Borders 3, §5.5
  /// "Overlapping Curves"; Skia's `SkRRect::setRectRadii`; Compose's `CornerBasedShape`):
  /// negative and NaN radii count as 0; each is drawn as given unless two on the same side
  /// need more than that side, and then all four scale by the smallest ratio of side length
  /// to what its two corners need. A `.circular` corner needs its radius along each side;
  /// a `.continuous` one needs 1.52866483 times its radius (how far its curve reaches along
  /// the edges, so that the smooth corner still fits). Equal radii are clamped to
  /// `min(width, height) / 2` (`.circular`) or `min(width, height) / 2 / 1.52866483`
  /// (`.continuous`). With every radius 0 the result is exactly ``addRect(_:transform:)``'s.
  /// A rectangle with a non-finite coordinate adds nothing.
  ///
  /// The continuous corner's constants are PaintCode's published reconstruction of the iOS 7
  /// `UIBezierPath` corner ("The Secret of iOS 7 Rounded Rectangles", 2014): three cubics
  /// through (1.52866483, 0), (0.63149379, 0.07491139), (0.07491139, 0.63149379) and
  /// (0, 1.52866483) in units of the radius from the corner.
  public mutating func addRoundedRect(
    in rect: Rect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: AffineTransform = .identity
  ) {
    let r = cornerRadii.nonNegative
    adding(transform) {
      $0.appendRoundedRect(
        rect,
        CornerSizes(
          topLeft: CornerSize(radius: r.topLeading), topRight: CornerSize(radius: r.topTrailing),
          bottomRight: CornerSize(radius: r.bottomTrailing),
          bottomLeft: CornerSize(radius: r.bottomLeading)),
        style: style)
    }
  }

  /// Adds the rounded rectangle with corners `sizes` (non-negative), scaled by the CSS rule.
  mutating func appendRoundedRect(
    _ rect: Rect, _ sizes: CornerSizes, style: RoundedCornerStyle
  ) {
    guard rect.isFinite else { return }
    let r = rect.standardized
    let extent = style == .continuous ? ContinuousCorner.extent : 1
    let radii = sizes.fitted(width: r.width, height: r.height, extent: extent)
    if radii.isZero {
      addRect(r)
      return
    }
    // Each corner, with the radius along its incoming edge and along its outgoing one.
    let corners: [(corner: Point, incoming: Point, outgoing: Point, a: Double, b: Double)] = [
      (
        Point(x: r.maxX, y: r.minY), Point(x: 1, y: 0), Point(x: 0, y: 1), radii.topRight.x,
        radii.topRight.y
      ),
      (
        Point(x: r.maxX, y: r.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0), radii.bottomRight.y,
        radii.bottomRight.x
      ),
      (
        Point(x: r.minX, y: r.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1), radii.bottomLeft.x,
        radii.bottomLeft.y
      ),
      (
        Point(x: r.minX, y: r.minY), Point(x: 0, y: -1), Point(x: 1, y: 0), radii.topLeft.y,
        radii.topLeft.x
      ),
    ]
    // Start where the top-left corner ends.
    let start = Point(x: r.minX + radii.topLeft.x * extent, y: r.minY)
    storage.reserveCapacity(storage.count + 18)
    move(to: start)
    for (index, c) in corners.enumerated() {
      let isLast = index == corners.count - 1
      // `local(a, b)` is the point a·ra before the corner along the incoming edge and b·rb
      // after it along the outgoing one.
      func local(_ a: Double, _ b: Double) -> Point {
        c.corner - (a * c.a) * c.incoming + (b * c.b) * c.outgoing
      }
      let entry = local(extent, 0)
      let round = c.a > 0
      if entry != currentPoint && !(isLast && !round && entry == start) {
        storage.append(.line(to: entry))
      }
      guard round else { continue }
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
  /// (maxX, midY) and running clockwise on screen, as CoreGraphics, every point transformed
  /// by `transform`.
  ///
  /// A rectangle with a non-finite coordinate adds nothing; an empty one adds a degenerate
  /// ellipse (its four cubics collapse onto a line or point).
  public mutating func addEllipse(in rect: Rect, transform: AffineTransform = .identity) {
    guard transform.isIdentity else {
      adding(transform) { $0.addEllipse(in: rect) }
      return
    }
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

  /// Adds a circular arc, as SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`
  /// and `CGPath`'s.
  ///
  /// Angles are measured from +x towards +y. With `clockwise == false` the angle increases
  /// from `startAngle` to `endAngle` (clockwise on screen, y-down, exactly as SwiftUI and
  /// CoreGraphics in a flipped context); with `true` it decreases. `UIBezierPath`'s
  /// `clockwise` means the opposite (see the Migrating article). The sweep is the
  /// difference taken modulo 360° into the direction's half-open range, except that a
  /// difference of a whole non-zero number of turns draws one full circle.
  ///
  /// If the path has a current point, a line joins it to the arc's start; otherwise the
  /// arc starts a new subpath. The arc is split into cubics of at most 90° (handle length
  /// 4/3·tan(θ/4)); its points are computed from the angles reduced in quarter turns, so
  /// an arc that starts or ends on a multiple of 90° does so exactly on the circle's axis
  /// point, and the last cubic ends exactly at the computed end point. The arc is built
  /// around `center` and then transformed by `transform`.
  /// A negative or non-finite radius, or non-finite angles or centre, add nothing.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: AffineTransform = .identity
  ) {
    guard radius >= 0, radius.isFinite, center.isFinite, startAngle.radians.isFinite,
      endAngle.radians.isFinite
    else { return }
    let sweep = Path.arcSweep(from: startAngle.radians, to: endAngle.radians, clockwise: clockwise)
    appendArc(
      center: center, radius: radius, startAngle: startAngle.radians, sweep: sweep,
      transform: transform)
  }

  /// Adds a circular arc of `delta` from `startAngle`, as SwiftUI's
  /// `addRelativeArc(center:radius:startAngle:delta:transform:)`.
  ///
  /// A positive `delta` increases the angle (clockwise on screen, y-down); a negative one
  /// decreases it. A `delta` of more than a full turn either way draws one full circle. The
  /// start is joined to the current point as in
  /// ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)``, and the end points
  /// are exact in the same way. A negative or non-finite radius, or a non-finite angle or
  /// centre, add nothing.
  public mutating func addRelativeArc(
    center: Point, radius: Double, startAngle: Angle, delta: Angle,
    transform: AffineTransform = .identity
  ) {
    guard radius >= 0, radius.isFinite, center.isFinite, startAngle.radians.isFinite,
      delta.radians.isFinite
    else { return }
    let twoPi = 2 * Double.pi
    let sweep = min(max(delta.radians, -twoPi), twoPi)
    appendArc(
      center: center, radius: radius, startAngle: startAngle.radians, sweep: sweep,
      transform: transform)
  }

  /// Adds an arc of radius `radius` tangent to the line from the current point to
  /// `tangent1End` and to the line from `tangent1End` to `tangent2End`, as SwiftUI's
  /// `addArc(tangent1End:tangent2End:radius:transform:)` and `CGPath`'s.
  ///
  /// A straight line joins the current point to the first tangent point, then the arc (the
  /// short way, less than 180°) runs to the second tangent point, where the path ends. When
  /// the current point equals `tangent1End`, `tangent1End` equals `tangent2End`, the three
  /// points are collinear, or the radius is 0, a line to `tangent1End` is added instead.
  /// The arc is built in the coordinates of `transform`'s input (the current point mapped
  /// back through its inverse) and then transformed; a transform that cannot be inverted
  /// adds a line to the transformed `tangent1End`. An empty path, a negative or non-finite
  /// radius, or a non-finite point add nothing.
  public mutating func addArc(
    tangent1End: Point, tangent2End: Point, radius: Double,
    transform: AffineTransform = .identity
  ) {
    guard let current = currentPoint, radius >= 0, radius.isFinite, tangent1End.isFinite,
      tangent2End.isFinite
    else { return }
    let p0: Point
    if transform.isIdentity {
      p0 = current
    } else {
      guard let inverse = transform.inverted() else {
        addLine(to: tangent1End.applying(transform))
        return
      }
      p0 = current.applying(inverse)
    }
    var shape = Path()
    shape.move(to: p0)
    shape.appendTangentArc(from: p0, tangent1End, tangent2End, radius: radius)
    for element in shape.storage.dropFirst() {
      append(transform.isIdentity ? element : element.applying(transform))
    }
  }

  /// The line to the first tangent point and the arc of ``addArc(tangent1End:tangent2End:radius:transform:)``,
  /// from `p0` (the current point).
  mutating func appendTangentArc(
    from p0: Point, _ p1: Point, _ p2: Point, radius: Double
  ) {
    let d1 = p0 - p1
    let d2 = p2 - p1
    let l1 = Math.hypot(d1.x, d1.y)
    let l2 = Math.hypot(d2.x, d2.y)
    guard radius > 0, l1 > 0, l2 > 0, l1.isFinite, l2.isFinite else {
      addLine(to: p1)
      return
    }
    let u1 = (1 / l1) * d1
    let u2 = (1 / l2) * d2
    let cross = u1.cross(u2)
    let dot = u1.dot(u2)
    guard cross != 0 else {
      addLine(to: p1)
      return
    }
    // The tangent points are r / tan(θ/2) from the corner, with θ the angle between the two
    // lines; the centre is on the bisector, hypot(that, r) from the corner.
    let distance = radius * (1 + dot) / abs(cross)
    let a = p1 + distance * u1
    let b = p1 + distance * u2
    let bisector = u1 + u2
    let centre =
      p1 + (Math.hypot(distance, radius) / Math.hypot(bisector.x, bisector.y)) * bisector
    guard a.isFinite, b.isFinite, centre.isFinite else {
      addLine(to: p1)
      return
    }
    if currentPoint != a { addLine(to: a) }
    // The direction of travel turns from −u1 to u2: the signed sweep of the arc.
    let sweep = Math.atan2(-cross, -dot)
    let startAngle = Math.atan2(a.y - centre.y, a.x - centre.x)
    appendArcCurves(
      center: centre, radius: radius, startAngle: startAngle, sweep: sweep, end: b)
  }

  /// Joins the current point (or starts a subpath) at the arc's start and adds the arc, then
  /// transforms what it added by `transform`.
  mutating func appendArc(
    center: Point, radius: Double, startAngle a0: Double, sweep: Double,
    transform: AffineTransform
  ) {
    guard transform.isIdentity else {
      var shape = Path()
      shape.appendArc(
        center: center, radius: radius, startAngle: a0, sweep: sweep, transform: .identity)
      let moved = shape.applying(transform)
      guard case .move(let start)? = moved.storage.first else { return }
      if let current = currentPoint, storage.last != .closeSubpath {
        if current != start { storage.append(.line(to: start)) }
      } else {
        move(to: start)
      }
      storage.append(contentsOf: moved.storage.dropFirst())
      return
    }
    let start = center + radius * unitCirclePoint(radians: a0)
    if let current = currentPoint, storage.last != .closeSubpath {
      if current != start { storage.append(.line(to: start)) }
    } else {
      move(to: start)
    }
    appendArcCurves(
      center: center, radius: radius, startAngle: a0, sweep: sweep,
      end: center + radius * unitCirclePoint(radians: a0 + sweep))
  }

  /// Builds a shape into a new path with `build`, then appends it transformed by `transform`
  /// (directly into this path when `transform` is the identity).
  mutating func adding(_ transform: AffineTransform, _ build: (inout Path) -> Void) {
    guard !transform.isIdentity else {
      build(&self)
      return
    }
    var shape = Path()
    build(&shape)
    addPath(shape, transform: transform)
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
    storage.reserveCapacity(storage.count + pieces)
    emitArcCubics(
      pieces: pieces, handle: arcHandle(sweep: sweep / Double(pieces)),
      from: unitCirclePoint(radians: startAngle), end: end, startAngle: startAngle,
      sweep: sweep, map: { center + radius * $0 },
      emit: { storage.append(.curve(to: $0, control1: $1, control2: $2)) })
  }
}

/// The horizontal (`x`) and vertical (`y`) radius of one corner of a rounded rectangle.
struct CornerSize: Hashable {
  var x: Double
  var y: Double

  static let zero = CornerSize(x: 0, y: 0)

  /// A circular corner; `radius` must not be negative.
  init(radius: Double) {
    x = radius
    y = radius
  }

  init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// The four corners of a rounded rectangle, by screen position.
struct CornerSizes: Hashable {
  var topLeft: CornerSize
  var topRight: CornerSize
  var bottomRight: CornerSize
  var bottomLeft: CornerSize

  var isZero: Bool {
    topLeft.x == 0 && topRight.x == 0 && bottomRight.x == 0 && bottomLeft.x == 0
  }

  /// The corners scaled by the CSS rule (css-backgrounds-3 §5.5; `SkRRect::setRectRadii`)
  /// to fit a `width` × `height` rectangle when each corner reaches `extent` times its radius
  /// along each edge.
  ///
  /// A corner with a zero radius in either direction is square. When all four corners are
  /// the same, each radius is clamped to `min(side / 2 / extent)` directly (no scale factor,
  /// so the result is exactly the clamp).
  func fitted(width: Double, height: Double, extent: Double) -> CornerSizes {
    func square(_ c: CornerSize) -> CornerSize { c.x > 0 && c.y > 0 ? c : .zero }
    let tl = square(topLeft)
    let tr = square(topRight)
    let br = square(bottomRight)
    let bl = square(bottomLeft)
    if tl == tr && tl == br && tl == bl {
      // Uniform corners: opposite sides give the same ratio, so each radius is clamped to
      // half its side (in units of the extent) directly.
      let fx = min(tl.x, width / 2 / extent)
      let fy = min(tl.y, height / 2 / extent)
      let c: CornerSize
      if tl.x == tl.y {
        c = CornerSize(radius: min(fx, fy))
      } else {
        let f = min(fx / tl.x, fy / tl.y)
        c = CornerSize(x: tl.x * f, y: tl.y * f)
      }
      guard c.x > 0, c.y > 0 else { return .zero }
      return CornerSizes(topLeft: c, topRight: c, bottomRight: c, bottomLeft: c)
    }
    var f = 1.0
    func limit(_ side: Double, _ a: Double, _ b: Double) {
      let need = (a + b) * extent
      if need > side { f = min(f, side / need) }
    }
    limit(width, tl.x, tr.x)
    limit(width, bl.x, br.x)
    limit(height, tl.y, bl.y)
    limit(height, tr.y, br.y)
    guard f < 1 else {
      return CornerSizes(topLeft: tl, topRight: tr, bottomRight: br, bottomLeft: bl)
    }
    guard f > 0 else { return .zero }
    func scale(_ c: CornerSize) -> CornerSize {
      let s = CornerSize(x: c.x * f, y: c.y * f)
      return s.x > 0 && s.y > 0 ? s : .zero
    }
    return CornerSizes(
      topLeft: scale(tl), topRight: scale(tr), bottomRight: scale(br), bottomLeft: scale(bl))
  }

  static let zero = CornerSizes(
    topLeft: .zero, topRight: .zero, bottomRight: .zero, bottomLeft: .zero)
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
