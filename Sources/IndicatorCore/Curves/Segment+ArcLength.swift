// Arc length of segments, lines and curves alike, and its inverse: the measures trimming and
// dashing call. Curves integrate their speed with `SpeedFunction` (ArcLength.swift).

extension Segment {
  /// The arc length between parameters `t0` and `t1` (in 0...1; negative when `t1 < t0`).
  ///
  /// Exact for lines, relative error below 1e-9 for curves. A non-finite curve gives a
  /// non-finite result.
  func arcLength(from t0: Double = 0, to t1: Double = 1) -> Double {
    switch self {
    case .line(let p0, let p1): return p0.distance(to: p1) * (t1 - t0)
    case .quad(let q): return SpeedFunction(q).integral(from: t0, to: t1)
    case .cubic(let c): return SpeedFunction(c).integral(from: t0, to: t1)
    }
  }

  /// The parameter at which the arc length measured from `t0` reaches `length`: `t0` for
  /// `length <= 0`, 1 beyond the end; accurate to 1e-12 of the length from `t0` to 1
  /// (lines: exact division).
  ///
  /// Pass `totalLength` (the arc length from `t0` to 1) when it is already known.
  func parameter(
    atLength length: Double, from t0: Double = 0, totalLength: Double? = nil
  ) -> Double {
    let speed: SpeedFunction
    switch self {
    case .line(let p0, let p1):
      let total = totalLength ?? p0.distance(to: p1) * (1 - t0)
      guard length > 0, total > 0 else { return t0 }
      guard length < total else { return 1 }
      return t0 + (1 - t0) * (length / total)
    case .quad(let q): speed = SpeedFunction(q)
    case .cubic(let c): speed = SpeedFunction(c)
    }
    let total = totalLength ?? speed.integral(from: t0, to: 1)
    return speed.parameter(atLength: length, from: t0, total: total)
  }
}

extension Segment {
  /// The point at arc length `s` from the start of the line `p0 → p1` of length `length`.
  ///
  /// It is computed as `p0 + (p1 − p0)·s / length` (multiplying before dividing), so it is
  /// exact whenever that value is representable: along an axis-aligned line with integer
  /// coordinates, an integer `s` gives an integer point. `s` is clamped to `0...length`; a
  /// product too large for `Double` divides first (and a difference `p1 − p0` too large
  /// interpolates `p0·(1 − t) + p1·t`, `t = s / length`).
  static func linePoint(_ p0: Point, _ p1: Point, atLength s: Double, of length: Double) -> Point {
    guard s > 0, length > 0 else { return p0 }
    guard s < length else { return p1 }
    @inline(__always) func coordinate(_ u: Double, _ v: Double) -> Double {
      let d = v - u
      let product = d * s
      if product.isFinite { return u + product / length }
      let t = s / length
      return d.isFinite ? u + d * t : u * (1 - t) + v * t
    }
    return Point(x: coordinate(p0.x, p1.x), y: coordinate(p0.y, p1.y))
  }

  /// The part of the segment between arc lengths `l0 ≤ l1` from its start.
  ///
  /// `length` is the segment's arc length. A line's ends are placed by
  /// ``linePoint(_:_:atLength:of:)``, a curve's by inverting its arc length from its start
  /// (``parameter(atLength:from:totalLength:)``). Ends at 0 and `length` are the segment's
  /// own.
  func subsegment(fromLength l0: Double, toLength l1: Double, length: Double) -> Segment {
    switch self {
    case .line(let p0, let p1):
      return .line(
        Segment.linePoint(p0, p1, atLength: l0, of: length),
        Segment.linePoint(p0, p1, atLength: l1, of: length))
    case .quad, .cubic:
      let t0 = l0 <= 0 ? 0 : parameter(atLength: l0, totalLength: length)
      let t1 = l1 >= length ? 1 : parameter(atLength: l1, totalLength: length)
      return subsegment(t0, t1)
    }
  }
}

/// A Bézier curve measured as the ``Segment`` it makes: ``QuadBezier`` and ``CubicBezier``.
protocol SegmentCurve {
  /// The curve as a segment of a path.
  var segment: Segment { get }
}

extension SegmentCurve {
  /// The arc length between `t0` and `t1` (``Segment/arcLength(from:to:)``).
  func arcLength(from t0: Double = 0, to t1: Double = 1) -> Double {
    segment.arcLength(from: t0, to: t1)
  }

  /// The parameter at a length from `t0` (``Segment/parameter(atLength:from:totalLength:)``).
  func parameter(
    atLength length: Double, from t0: Double = 0, totalLength: Double? = nil
  ) -> Double {
    segment.parameter(atLength: length, from: t0, totalLength: totalLength)
  }
}

extension QuadBezier: SegmentCurve {
  var segment: Segment { .quad(self) }
}

extension CubicBezier: SegmentCurve {
  var segment: Segment { .cubic(self) }
}
