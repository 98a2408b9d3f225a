// Bounding boxes: the tight box of the drawn curves (from their extrema) and the box of every
// point, control points included.

extension Path {
  /// The smallest rectangle that contains every point of the path's outline, computed
  /// exactly from the curves (no flattening), as SwiftUI's `Path.boundingRect` and
  /// `CGPath.boundingBoxOfPath`.
  ///
  /// Control points count only where the curve reaches them: a quadratic or cubic adds its
  /// end points and the points where its x or y derivative vanishes (the roots of the
  /// derivative, found in closed form). Every `move(to:)` counts as a point, a trailing one
  /// included, as in CoreGraphics. The result is standardized.
  ///
  /// An empty path returns ``Rect/zero`` (CoreGraphics would return `CGRect.null`, which
  /// `Rect` does not have). A path with a non-finite coordinate (see ``isFinite``) also
  /// returns ``Rect/zero``.
  ///
  /// - Complexity: O(n) in the number of elements. A curve whose control points lie
  ///   inside the box of what came before it cannot extend that box (it lies in their
  ///   convex hull) and costs a few comparisons; only the others solve for their extrema.
  public var boundingRect: Rect {
    var box = BoundsAccumulator()
    var current = Point.zero
    for element in storage {
      switch element {
      case .move(let p), .line(let p):
        box.add(p)
        current = p
      case .quadCurve(let p, let c):
        box.add(p)
        box.probe(c)
        box.addQuadExtrema(current.x, c.x, p.x, axis: 0)
        box.addQuadExtrema(current.y, c.y, p.y, axis: 1)
        current = p
      case .curve(let p, let c1, let c2):
        box.add(p)
        box.probe(c1)
        box.probe(c2)
        box.addCubicExtrema(current.x, c1.x, c2.x, p.x, axis: 0)
        box.addCubicExtrema(current.y, c1.y, c2.y, p.y, axis: 1)
        current = p
      case .closeSubpath:
        break
      }
    }
    return box.rect
  }

  /// The smallest rectangle that contains every point of the path, control points and
  /// moves included, as `CGPath.boundingBox`.
  ///
  /// The curves lie in the convex hull of their control points, so this box always contains
  /// ``boundingRect``; it is cheaper to compute. An empty path or a path with a non-finite
  /// coordinate returns ``Rect/zero``. The result is standardized.
  ///
  /// - Complexity: O(n) in the number of elements.
  public var controlPointBounds: Rect {
    var box = BoundsAccumulator()
    addControlPoints(to: &box)
    return box.rect
  }

  /// Adds every end and control point of the path, moves included, to `box`.
  func addControlPoints(to box: inout BoundsAccumulator) {
    for element in storage {
      switch element {
      case .move(let p), .line(let p):
        box.add(p)
      case .quadCurve(let p, let c):
        box.add(p)
        box.add(c)
      case .curve(let p, let c1, let c2):
        box.add(p)
        box.add(c1)
        box.add(c2)
      case .closeSubpath:
        break
      }
    }
  }
}

/// The library's box of points: a running minimum and maximum in x and y, with a probe that
/// turns NaN as soon as a non-finite coordinate is seen (`v * 0` is 0 for every finite `v`).
///
/// The minima, maxima and probe are kept in (x, y) lanes, so that a point is added by one
/// vector minimum, maximum and add.
struct BoundsAccumulator {
  var low = SIMD2(repeating: Double.infinity)
  var high = SIMD2(repeating: -Double.infinity)
  var probeLanes = SIMD2(repeating: 0.0)

  /// An empty box: no point yet.
  init() {}

  /// The box of one point.
  @inline(__always) init(_ point: Point) {
    low = SIMD2(point.x, point.y)
    high = low
  }

  @inline(__always) var minX: Double { low[0] }
  @inline(__always) var minY: Double { low[1] }
  @inline(__always) var maxX: Double { high[0] }
  @inline(__always) var maxY: Double { high[1] }

  @inline(__always) mutating func add(_ p: Point) {
    let v = SIMD2(p.x, p.y)
    low = low.replacing(with: v, where: v .< low)
    high = high.replacing(with: v, where: v .> high)
    probeLanes += v * 0
  }

  @inline(__always) mutating func probe(_ p: Point) {
    probeLanes += SIMD2(p.x, p.y) * 0
  }

  @inline(__always) mutating func addX(_ x: Double) {
    if x < low[0] { low[0] = x }
    if x > high[0] { high[0] = x }
  }

  @inline(__always) mutating func addY(_ y: Double) {
    if y < low[1] { low[1] = y }
    if y > high[1] { high[1] = y }
  }

  @inline(__always) mutating func add(_ v: Double, axis: Int) {
    if axis == 0 { addX(v) } else { addY(v) }
  }

  /// The box's range on one axis so far.
  @inline(__always) func range(axis: Int) -> (Double, Double) {
    axis == 0 ? (minX, maxX) : (minY, maxY)
  }

  /// Adds the interior extremum of the quadratic `a0, a1, a2` on one axis (after its end
  /// points were added), unless the control value lies within the box so far: the curve
  /// lies in its control points' convex hull, so it cannot then extend the box.
  @inline(__always) mutating func addQuadExtrema(
    _ a0: Double, _ a1: Double, _ a2: Double, axis: Int
  ) {
    let (lo, hi) = range(axis: axis)
    if a1 >= lo && a1 <= hi { return }
    guard let t = quadExtremumParameter(a0, a1, a2) else { return }
    let mt = 1 - t
    add(mt * mt * a0 + 2 * mt * t * a1 + t * t * a2, axis: axis)
  }

  /// Adds the interior extrema of the cubic `a0…a3` on one axis (after its end points were
  /// added), from the roots of its derivative, unless both control values lie within the
  /// box so far (the convex hull of the control points then keeps the curve inside it).
  @inline(__always) mutating func addCubicExtrema(
    _ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double, axis: Int
  ) {
    let (lo, hi) = range(axis: axis)
    if a1 >= lo && a1 <= hi && a2 >= lo && a2 <= hi { return }
    let roots = cubicExtremaParameters(a0, a1, a2, a3)
    if roots.count > 0 { add(cubicValue(a0, a1, a2, a3, roots.first), axis: axis) }
    if roots.count > 1 { add(cubicValue(a0, a1, a2, a3, roots.second), axis: axis) }
  }

  /// The box, or ``Rect/zero`` when nothing (or something non-finite) was added.
  var rect: Rect {
    guard probeLanes[0] + probeLanes[1] == 0, minX <= maxX, minY <= maxY else { return .zero }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
