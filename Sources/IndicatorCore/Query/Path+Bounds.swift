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
    return box.rect
  }
}

/// A running minimum and maximum in x and y, with a probe that turns NaN as soon as a
/// non-finite coordinate is seen (`v * 0` is 0 for every finite `v`).
struct BoundsAccumulator {
  var minX = Double.infinity
  var minY = Double.infinity
  var maxX = -Double.infinity
  var maxY = -Double.infinity
  var finiteProbe = 0.0

  @inline(__always) mutating func add(_ p: Point) {
    finiteProbe += p.x * 0 + p.y * 0
    addX(p.x)
    addY(p.y)
  }

  @inline(__always) mutating func probe(_ p: Point) {
    finiteProbe += p.x * 0 + p.y * 0
  }

  @inline(__always) mutating func addX(_ x: Double) {
    if x < minX { minX = x }
    if x > maxX { maxX = x }
  }

  @inline(__always) mutating func addY(_ y: Double) {
    if y < minY { minY = y }
    if y > maxY { maxY = y }
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
    let denominator = a0 - 2 * a1 + a2
    guard denominator != 0 else { return }
    let t = (a0 - a1) / denominator
    guard t > 0 && t < 1 else { return }
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
    guard finiteProbe == 0, minX <= maxX, minY <= maxY else { return .zero }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// The roots of `a·t² + b·t + c` in the open interval (0, 1), in increasing order, as
/// `solveQuadratic(_:_:_:into:in01Exclusive:)` finds them (cancellation-free form, linear
/// fallback when `a` vanishes relative to `b` and `c`), but written without a nested
/// function so that hot loops (bounds, containment) never box a closure context.
@inline(__always)
func unitIntervalQuadraticRoots(
  _ a: Double, _ b: Double, _ c: Double
) -> (count: Int, first: Double, second: Double) {
  let scale = maxOf(abs(a), abs(b), abs(c))
  guard scale > 0, scale.isFinite else { return (0, 0, 0) }
  var r0 = Double.nan
  var r1 = Double.nan
  if abs(a) <= scale * 1e-12 {
    if b != 0 { r0 = -c / b }
  } else {
    let discriminant = b * b - 4 * a * c
    if discriminant < 0 { return (0, 0, 0) }
    if discriminant == 0 {
      r0 = -b / (2 * a)
    } else {
      let s = discriminant.squareRoot()
      let q = -0.5 * (b + (b >= 0 ? s : -s))
      r0 = q / a
      if q != 0 { r1 = c / q }
    }
  }
  let in0 = r0 > 0 && r0 < 1
  let in1 = r1 > 0 && r1 < 1
  switch (in0, in1) {
  case (true, true): return r0 <= r1 ? (2, r0, r1) : (2, r1, r0)
  case (true, false): return (1, r0, 0)
  case (false, true): return (1, r1, 0)
  case (false, false): return (0, 0, 0)
  }
}

/// The one-dimensional cubic with control values `a0…a3` at `t` (Bernstein form).
@inline(__always) func cubicValue(
  _ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double, _ t: Double
) -> Double {
  let mt = 1 - t
  return mt * mt * mt * a0 + 3 * mt * t * (mt * a1 + t * a2) + t * t * t * a3
}

/// The parameters in (0, 1) where the derivative of the one-dimensional cubic with control
/// values `a0…a3` vanishes, in increasing order.
@inline(__always)
func cubicExtremaParameters(
  _ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double
) -> (count: Int, first: Double, second: Double) {
  // d/dt = 3[(a1-a0)(1-t)^2 + 2(a2-a1)(1-t)t + (a3-a2)t^2] = 3(A t^2 + B t + C).
  let c = a1 - a0
  let b = 2 * (a2 - a1 - c)
  let a = a3 - 3 * a2 + 3 * a1 - a0
  return unitIntervalQuadraticRoots(a, b, c)
}

// The standard library's `min`/`max` of three or more values are variadic and build an
// array on every call; these fixed-arity versions keep the hot loops allocation-free.

/// The smallest of three values.
@inline(__always) func minOf(_ a: Double, _ b: Double, _ c: Double) -> Double {
  min(min(a, b), c)
}

/// The smallest of four values.
@inline(__always) func minOf(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
  min(min(a, b), min(c, d))
}

/// The largest of three values.
@inline(__always) func maxOf(_ a: Double, _ b: Double, _ c: Double) -> Double {
  max(max(a, b), c)
}

/// The largest of four values.
@inline(__always) func maxOf(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
  max(max(a, b), max(c, d))
}
