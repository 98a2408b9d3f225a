/// A curve of degree ≤ 3 in power form, `B(t) = ((a·t + b)·t + c)·t + d`.
struct PowerCurve {
  var a: Point
  var b: Point
  var c: Point
  var d: Point

  init(_ q: QuadBezier) {
    a = .zero
    b = q.p0 - 2 * q.p1 + q.p2
    c = 2 * (q.p1 - q.p0)
    d = q.p0
  }

  @inline(__always) init(_ k: CubicBezier) {
    a = k.p3 - k.p0 + 3 * (k.p1 - k.p2)
    b = 3 * (k.p2 - 2 * k.p1 + k.p0)
    c = 3 * (k.p1 - k.p0)
    d = k.p0
  }

  @inline(__always) func point(at t: Double) -> Point {
    ((a * t + b) * t + c) * t + d
  }

  @inline(__always) func derivative(at t: Double) -> Point {
    (3 * t * a + 2 * b) * t + c
  }

  /// Twice the signed area between the curve and its chord, ∫ x dy − y dx over the curve
  /// less the chord's: Σ over the pairs i < j of (j − i)/(i + j)·kᵢ × kⱼ for the power form
  /// k₃t³ + k₂t² + k₁t (`a`, `b`, `c`), the terms with the chord k₁ + k₂ + k₃ left out.
  @inline(__always) var twiceAreaBeyondChord: Double {
    (1.0 / 3) * c.cross(b) + 0.5 * c.cross(a) + 0.2 * b.cross(a)
  }
}

extension PowerCurve {
  /// Where the curve crosses the line through `target` along `along` (a unit vector), by one
  /// Newton step on (B(u) − target)·along = 0 from `u`, kept in [0, 1]; `u` where the curve
  /// runs parallel to the line.
  @inline(__always)
  func crossing(_ target: Point, along: Point, from u: Double) -> Double {
    let slope = derivative(at: u).dot(along)
    guard slope != 0 else { return u }
    return min(max(u - (point(at: u) - target).dot(along) / slope, 0), 1)
  }
}
