// The direct offset of a benign cubic: both sides fitted at once, from one set of source
// evaluations, by the same three-point fit and the same checks the recursion gives a
// piece that needs no splitting.

/// The source cubic's values at one parameter, shared by the fits of both sides: the
/// offset of either side there is `point + h·normal`, and its speed ratio `1 − h·curvature`.
struct SourceSample {
  var point: Point
  var tangent: Point
  var normal: Point
  /// The signed curvature κ = (c′ × c″)/|c′|³.
  var curvature: Double

  /// The values at `t`, as ``OffsetFitter/fitError`` computes them; `nil` where the curve
  /// stalls (there the recursion decides).
  @inline(__always) init?(_ curve: StrokedCubic, at t: Double) {
    let v = curve.derivative(at: t)
    let speedSquared = v.dot(v)
    guard speedSquared > curve.stallSquared else { return nil }
    let speed = speedSquared.squareRoot()
    tangent = v * (1 / speed)
    normal = Point(x: -tangent.y, y: tangent.x)
    point = curve.power.point(at: t)
    curvature = v.cross(curve.secondDerivative(at: t)) / (speedSquared * speed)
  }
}

/// Which sides of a curve ``OffsetFitter/appendDirectOffsets`` drew, and where the left
/// side's fit starts against its source (a loop mark, added after the right side's).
struct DrawnSides {
  var right = false
  var left = false
  var leftMark: Point?
}

extension OffsetFitter {
  /// Draws each side of a whole curve as one three-point fit where that fit passes the
  /// checks the recursion gives it, and says which sides it drew; the others are left to
  /// the recursion (``appendWholeSide`` and ``appendOffset``).
  ///
  /// On a curve without inflections this is the recursion's own first step, so the
  /// outline is the same; on one with inflections it is the whole-side attempt's first
  /// candidate, checked the same way, tried also where that attempt's gates (which only
  /// save time) would skip it.
  ///
  /// It is tried on the common case of a benign curve: not tiny, turning by at most 90° (so no
  /// bisection for the turn and no wide-turn checks), its end tangents not nearly
  /// parallel (the fit is solved through the midpoint, which needs no check there), and
  /// the offset's speed ratio 1 − h·κ at least ½ and within a factor 2 at the ends and the
  /// error peaks (not delicate: no cusp of the offset at an end, and the second-order
  /// error estimate is trusted). The fit is checked as ``fitRatio`` checks it — the
  /// estimates at s = 0.276 and 0.724, then 0.1 and 0.9 where those exceed a quarter of
  /// the budget, and the bounding-box test — so it keeps the same guarantee; what is saved
  /// is the recursion's repeated work. The source is evaluated once at the ends,
  /// the middle and the checked parameters for both sides (only h differs between them,
  /// the kind of sharing kurbo's `CubicOffset` does across its fitting passes), and the
  /// cheap tests that send a side to the recursion come before the evaluations inside.
  func appendDirectOffsets(
    _ right: inout [Path.Element], _ left: inout [Path.Element], _ curve: StrokedCubic,
    _ t0: Point, _ t1: Point, rightMarks marks: inout [Point]
  ) -> DrawnSides {
    var drawn = DrawnSides()
    let p0 = curve.bezier.p0
    let p3 = curve.bezier.p3
    // `appendOffset`'s tiny-piece test, its chord part.
    let chord = p3 - p0
    guard chord.dot(chord) > tinyLength * tinyLength else { return drawn }
    // Turning by at most 90° end to end (not `wide`), ends not nearly parallel (`solved`).
    guard t0.dot(t1) >= 0, abs(t0.cross(t1)) > 0.02 else { return drawn }
    let tangentMid = curve.tangent(at: 0.5, fromRight: true)
    guard t0.dot(tangentMid) >= 0, tangentMid.dot(t1) >= 0 else { return drawn }

    // The end values of `endSpeeds`, computed alike: the speed ratio is 1 − h·bend/cube.
    let v0 = curve.derivative(at: 0)
    let v1 = curve.derivative(at: 1)
    let m0 = v0.magnitude
    let m1 = v1.magnitude
    let bend0 = v0.cross(curve.secondDerivative(at: 0))
    let bend1 = v1.cross(curve.secondDerivative(at: 1))
    let cube0 = max(m0 * m0 * m0, 1e-300)
    let cube1 = max(m1 * m1 * m1, 1e-300)
    let h = halfWidth
    @inline(__always) func endsAreDelicate(_ h: Double) -> Bool {
      let r0 = 1 - h * bend0 / cube0
      let r1 = 1 - h * bend1 / cube1
      return Self.isDelicate(least: min(r0, r1), most: max(r0, r1))
    }
    let tryRight = !endsAreDelicate(-h)
    let tryLeft = !endsAreDelicate(h)
    guard tryRight || tryLeft else { return drawn }

    guard let peak0 = SourceSample(curve, at: 0.276), let peak1 = SourceSample(curve, at: 0.724)
    else { return drawn }
    let pm = curve.point(at: 0.5)
    let nm = Point(x: -tangentMid.y, y: tangentMid.x)
    let n0 = Point(x: -t0.y, y: t0.x)
    let n1 = Point(x: -t1.y, y: t1.x)
    let piece = CubicBezier(p0, p0 + (1.0 / 3) * v0, p3 - (1.0 / 3) * v1, p3)
    // `staysNearPiece`'s first test on each axis, shared: a fit whose handles lie in the
    // range of the ends grown by |h| + fitTolerance (and rounding) stays near the piece.
    let grow = h + fitTolerance + 1e-12 * (abs(p0.x) + abs(p0.y) + abs(p3.x) + abs(p3.y) + h)
    let low = Point(x: min(p0.x, p3.x) - grow, y: min(p0.y, p3.y) - grow)
    let high = Point(x: max(p0.x, p3.x) + grow, y: max(p0.y, p3.y) + grow)
    // s = 0.1 and 0.9, evaluated once, when a side's fit needs them.
    var outer: (SourceSample, SourceSample)?
    var outerMissing = false

    /// The side's fit where it passes, `nil` where the recursion must decide.
    @inline(__always) func fit(_ h: Double) -> CubicBezier? {
      let r0 = 1 - h * bend0 / cube0
      let r1 = 1 - h * bend1 / cube1
      var ratios = (least: min(r0, r1), most: max(r0, r1))
      let fitted = threePointCubic(
        p0 + h * n0, p3 + h * n1, pm + h * nm, t0, t1, solved: true, handles: (0, 0))
      let budget = budget(fitted, span: 1)
      guard budget > 0 else { return nil }
      let power = PowerCurve(fitted)
      var worst = max(
        Self.estimate(power, peak0, 0.276, h, &ratios),
        Self.estimate(power, peak1, 0.724, h, &ratios))
      guard !Self.isDelicate(least: ratios.least, most: ratios.most), worst <= budget else {
        return nil
      }
      if worst > 0.25 * budget {
        if outer == nil && !outerMissing {
          if let a = SourceSample(curve, at: 0.1), let b = SourceSample(curve, at: 0.9) {
            outer = (a, b)
          } else {
            outerMissing = true
          }
        }
        guard let (a, b) = outer else { return nil }
        worst = max(
          worst, Self.estimate(power, a, 0.1, h, &ratios),
          Self.estimate(power, b, 0.9, h, &ratios))
        guard worst <= budget else { return nil }
      }
      let (c1, c2) = (fitted.p1, fitted.p2)
      if min(c1.x, c2.x) >= low.x && max(c1.x, c2.x) <= high.x && min(c1.y, c2.y) >= low.y
        && max(c1.y, c2.y) <= high.y
      {
        return fitted
      }
      return staysNearPiece(fitted, piece, h: h) ? fitted : nil
    }

    if tryRight, let fitted = fit(-h) {
      if let mark = Self.appendFit(&right, fitted, t0) { marks.append(mark) }
      drawn.right = true
    }
    if tryLeft, let fitted = fit(h) {
      drawn.leftMark = Self.appendFit(&left, fitted, t0)
      drawn.left = true
    }
    return drawn
  }

  /// ``fitError``'s estimate from shared source values: the normal error plus the offset's
  /// curvature times half the squared tangential error, at most the plain distance; the
  /// speed ratio at the sample widens `ratios`.
  @inline(__always)
  static func estimate(
    _ fitted: PowerCurve, _ sample: SourceSample, _ s: Double, _ h: Double,
    _ ratios: inout (least: Double, most: Double)
  ) -> Double {
    let e = fitted.point(at: s) - (sample.point + h * sample.normal)
    let eT = e.dot(sample.tangent)
    let eN = abs(e.dot(sample.normal))
    let full = e.magnitude
    let kappa = sample.curvature
    let speedRatio = 1 - h * kappa
    ratios.least = min(ratios.least, speedRatio)
    ratios.most = max(ratios.most, speedRatio)
    if abs(speedRatio) < 0.1 { return full }
    return min(full, eN + 0.5 * eT * eT * abs(kappa / speedRatio))
  }

  /// Appends a side's fit and returns its start where its start handle runs against the
  /// source's start tangent `t0`, the loop mark ``appendOffsetPiece`` would add.
  @inline(__always)
  static func appendFit(_ sink: inout [Path.Element], _ fitted: CubicBezier, _ t0: Point)
    -> Point?
  {
    var mark: Point?
    if let from = sink.last?.endPoint, (fitted.p1 - from).dot(t0) < 0 { mark = from }
    sink.append(.curve(to: fitted.p3, control1: fitted.p1, control2: fitted.p2))
    return mark
  }
}
