// Shapes: rectangles and ellipses, and the transform helper the shape builders share;
// rounded rectangles and arcs have files of their own.

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
    guard rect.isFinite else { return }
    (storage, subpathStart) = Self.rectElements(rect)
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
  /// A rectangle with a non-finite coordinate or far corner (``Rect/isFinite``), or one that
  /// `transform` sends beyond `Double`, adds nothing.
  public mutating func addRect(_ rect: Rect, transform: AffineTransform = .identity) {
    guard transform.isIdentity else {
      adding(transform) { $0.addRect(rect) }
      return
    }
    guard rect.isFinite else { return }
    let (elements, start) = Self.rectElements(rect)
    // An empty path takes the array as its storage: one allocation, no capacity checks.
    if storage.isEmpty { storage = elements } else { storage.append(contentsOf: elements) }
    subpathStart = start
  }

  /// The subpath of a finite `rect`, `M minX minY H maxX V maxY H minX Z`, as one array,
  /// and its start.
  @inline(__always)
  static func rectElements(_ rect: Rect) -> ([Element], Point) {
    let r = rect.standardized
    let start = Point(x: r.minX, y: r.minY)
    let elements: [Element] = [
      .move(to: start), .line(to: Point(x: r.maxX, y: r.minY)),
      .line(to: Point(x: r.maxX, y: r.maxY)), .line(to: Point(x: r.minX, y: r.maxY)),
      .closeSubpath,
    ]
    return (elements, start)
  }

  /// Adds each rectangle as ``addRect(_:transform:)`` does, in order, as SwiftUI's
  /// `addRects(_:transform:)`.
  public mutating func addRects(_ rects: [Rect], transform: AffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubics, starting at
  /// (maxX, midY) and running clockwise on screen, as CoreGraphics, every point transformed
  /// by `transform`.
  ///
  /// A rectangle with a non-finite coordinate or far corner (``Rect/isFinite``), or one that
  /// `transform` sends beyond `Double`, adds nothing; an empty one adds a degenerate ellipse
  /// (its four cubics collapse onto a line or point).
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
    reserveRoom(for: 6)
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

  /// Builds a shape into a new path with `build`, then appends it transformed by `transform`
  /// (directly into this path when `transform` is the identity).
  mutating func adding(_ transform: AffineTransform, _ build: (inout Path) -> Void) {
    guard !transform.isIdentity else {
      build(&self)
      return
    }
    var shape = Path()
    build(&shape)
    let moved = shape.applying(transform)
    // A shape the transform sends beyond `Double` adds nothing, as a non-finite one.
    guard moved.isFinite else { return }
    addPath(moved)
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

}
