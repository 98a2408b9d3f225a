// Circular arcs: by angles, by a relative sweep and tangent to two lines, as SwiftUI and
// CoreGraphics draw them, through the one arc emitter (`emitArcCubics`).

extension Path {
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
  /// A negative or non-finite radius, non-finite angles or centre, or an arc whose control
  /// points would overflow `Double` (a centre's coordinate plus 1.15 radii beyond
  /// `greatestFiniteMagnitude`) add nothing; so does an arc that `transform` sends beyond it.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: AffineTransform = .identity
  ) {
    guard Self.arcFits(center: center, radius: radius), startAngle.radians.isFinite,
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
  /// are exact in the same way. A negative or non-finite radius, a non-finite angle or
  /// centre, or an arc whose control points would overflow `Double` (as there) add nothing.
  public mutating func addRelativeArc(
    center: Point, radius: Double, startAngle: Angle, delta: Angle,
    transform: AffineTransform = .identity
  ) {
    guard Self.arcFits(center: center, radius: radius), startAngle.radians.isFinite,
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
  /// points are collinear, the radius is 0, or the arc's points would overflow `Double`, a
  /// line to `tangent1End` is added instead.
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
    guard a.isFinite, b.isFinite, Self.arcFits(center: centre, radius: radius) else {
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
      guard moved.isFinite, case .move(let start)? = moved.storage.first else { return }
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

  /// Whether an arc of `radius` around `center` is drawn: the radius is at least 0, and the
  /// centre and every control point are finite (those of cubics of at most 90° lie within
  /// 1.1423 radii of the centre).
  static func arcFits(center: Point, radius: Double) -> Bool {
    radius >= 0 && center.isFinite && (max(abs(center.x), abs(center.y)) + 1.15 * radius).isFinite
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
    reserveRoom(for: pieces)
    emitArcCubics(
      pieces: pieces, handle: arcHandle(sweep: sweep / Double(pieces)),
      from: unitCirclePoint(radians: startAngle), end: end, startAngle: startAngle,
      sweep: sweep, map: { center + radius * $0 },
      emit: { storage.append(.curve(to: $0, control1: $1, control2: $2)) })
  }
}
