// Rounded rectangles: per-corner radii scaled by the CSS rule, with circular or continuous
// corners.

extension Path {
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
  /// of the top-left corner, every point transformed by `transform`: each corner's curves,
  /// and a line along each side the corners leave part of (none where they take it all).
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
  /// A rectangle with a non-finite coordinate or far corner (``Rect/isFinite``), or one that
  /// `transform` sends beyond `Double`, adds nothing.
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
    // Start where the top-left corner ends.
    let start = Point(x: r.minX + radii.topLeft.x * extent, y: r.minY)
    reserveRoom(for: 18)
    move(to: start)
    // The current point, kept here rather than read back from the storage.
    var current = start
    // Each corner, with the radius along its incoming edge (`a`) and along its outgoing one
    // (`b`); a local function called four times rather than a loop over an array of them,
    // which would be allocated on every call.
    func appendCorner(
      _ corner: Point, incoming: Point, outgoing: Point, a ra: Double, b rb: Double,
      isLast: Bool
    ) {
      // `local(a, b)` is the point a·ra before the corner along the incoming edge and b·rb
      // after it along the outgoing one.
      func local(_ a: Double, _ b: Double) -> Point {
        corner - (a * ra) * incoming + (b * rb) * outgoing
      }
      let entry = local(extent, 0)
      let round = ra > 0
      // The side's straight part, where it runs forwards: where the corners take the whole
      // side, rounding can leave it of either sign, and a line back is dropped.
      if (entry - current).dot(incoming) > 0 && !(isLast && !round && entry == start) {
        storage.append(.line(to: entry))
        current = entry
      }
      guard round else { return }
      switch style {
      case .circular:
        let k = 1 - quarterArcHandle
        current = local(0, 1)
        storage.append(.curve(to: current, control1: local(k, 0), control2: local(0, k)))
      case .continuous:
        for s in ContinuousCorner.segments {
          current = local(s.end.x, s.end.y)
          storage.append(
            .curve(
              to: current, control1: local(s.c1.x, s.c1.y), control2: local(s.c2.x, s.c2.y)))
        }
      }
      if isLast {
        // The last corner ends exactly at the start point.
        if case .curve(_, let c1, let c2) = storage[storage.count - 1] {
          storage[storage.count - 1] = .curve(to: start, control1: c1, control2: c2)
        }
      }
    }
    appendCorner(
      Point(x: r.maxX, y: r.minY), incoming: Point(x: 1, y: 0), outgoing: Point(x: 0, y: 1),
      a: radii.topRight.x, b: radii.topRight.y, isLast: false)
    appendCorner(
      Point(x: r.maxX, y: r.maxY), incoming: Point(x: 0, y: 1), outgoing: Point(x: -1, y: 0),
      a: radii.bottomRight.y, b: radii.bottomRight.x, isLast: false)
    appendCorner(
      Point(x: r.minX, y: r.maxY), incoming: Point(x: -1, y: 0), outgoing: Point(x: 0, y: -1),
      a: radii.bottomLeft.x, b: radii.bottomLeft.y, isLast: false)
    appendCorner(
      Point(x: r.minX, y: r.minY), incoming: Point(x: 0, y: -1), outgoing: Point(x: 1, y: 0),
      a: radii.topLeft.y, b: radii.topLeft.x, isLast: true)
    storage.append(.closeSubpath)
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
    // Four equal corners are four equal squared ones (the usual case: one test).
    let same = topLeft == topRight && topLeft == bottomRight && topLeft == bottomLeft
    let tl = square(topLeft)
    let tr = same ? tl : square(topRight)
    let br = same ? tl : square(bottomRight)
    let bl = same ? tl : square(bottomLeft)
    if same || (tl == tr && tl == br && tl == bl) {
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
