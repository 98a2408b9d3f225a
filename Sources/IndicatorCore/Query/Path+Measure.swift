// Measuring a path: arc length (Gauss–Legendre quadrature of the speed |B'(t)|, rules and
// cuts chosen from the roots of B'), its inverse (the parameter at a given length, for trimming and
// dashing) and the signed area (Green's theorem in closed form per segment).

extension Path {
  /// The total arc length of the path's drawn segments.
  ///
  /// Lines are measured exactly; quadratic and cubic curves by Gauss–Legendre quadrature of
  /// the speed `|B′(t)|`, with 8, 16, 24 or 32 points per interval chosen before evaluating
  /// from where the complex roots of `B′` lie (the speed's only singularities), and the
  /// curve cut where none suffices: at the speed's sharp minima, where it comes close to a
  /// cusp and the speed has a kink, with the pieces graded towards them. The relative error
  /// is below 1e-9, cusps and near-cusps included (each interval is held to 1e-13).
  /// Each `closeSubpath()` adds its closing line; an open subpath adds nothing for closing,
  /// and moves add nothing.
  ///
  /// A path with a non-finite coordinate (see ``isFinite``) has no measurable geometry and
  /// returns 0. Coordinates whose squares overflow are handled by measuring an exactly
  /// rescaled copy; a length too large for `Double` is +infinity.
  ///
  /// <doc:Measuring> describes the method.
  ///
  /// - Complexity: O(n) in the number of elements; a smooth cubic costs a few dozen speed
  ///   evaluations.
  public var length: Double {
    // One pass in the common case, as for `signedArea`: every coordinate but a move's
    // enters the result through −, ×, + and √ (the curves' at interior Gauss–Legendre
    // nodes, with positive weights), which turn no infinity or NaN into a finite value.
    measure(unscaledLengthCheckingMoves, rescaled: { $0.unscaledLength }, power: 1)
  }

  /// The length computed directly on the coordinates (may overflow).
  var unscaledLength: Double { unscaledLengthCheckingMoves.value }

  /// The length computed directly on the coordinates (may overflow), and whether every
  /// move's point is finite (a move's point may enter no term of the length).
  @inline(__always) var unscaledLengthCheckingMoves: (value: Double, movesFinite: Bool) {
    var total = 0.0
    var movesFinite = true
    var start = Point.zero
    var current = Point.zero
    // Each curve's rule is found before the previous curve is integrated, so that the
    // square roots it waits for overlap that integration.
    var pending = SpeedFunction(QuadBezier(.zero, .zero, .zero))
    var pendingRule = -1  // None yet.
    // Through the buffer, as `unscaledSignedAreaCheckingMoves` does.
    storage.withUnsafeBufferPointer { elements in
      for element in elements {
        let next: SpeedFunction
        switch element {
        case .move(let p):
          movesFinite = movesFinite && p.isFinite
          start = p
          current = p
          continue
        case .line(let p):
          total += current.distance(to: p)
          current = p
          continue
        case .quadCurve(let p, let c):
          next = SpeedFunction(QuadBezier(current, c, p))
          current = p
        case .curve(let p, let c1, let c2):
          next = SpeedFunction(CubicBezier(current, c1, c2, p))
          current = p
        case .closeSubpath:
          total += current.distance(to: start)
          current = start
          continue
        }
        let rule = next.rule(SpeedFunction.Expansion(next, 0, 1), 0, 1)
        if pendingRule >= 0 {
          total += pending.integral(SpeedFunction.Expansion(pending, 0, 1), rule: pendingRule, 0, 1)
        }
        (pending, pendingRule) = (next, rule)
      }
    }
    if pendingRule >= 0 {
      total += pending.integral(SpeedFunction.Expansion(pending, 0, 1), rule: pendingRule, 0, 1)
    }
    return (total, movesFinite)
  }

  /// The signed area the path encloses, positive where it runs clockwise on screen (y-down),
  /// as `Path(rect)` does.
  ///
  /// Computed by Green's theorem, `½∮(x dy − y dx)`, in closed form for every line,
  /// quadratic and cubic (the cubic formula as in kurbo's `ParamCurveArea`, relative to the
  /// segment's start point), with every
  /// subpath treated as closed by a straight line, as a fill does. Regions the outline
  /// winds around twice count twice; regions wound in opposite directions cancel. Each
  /// subpath is measured relative to its start point, so translating a path changes its
  /// area only by rounding.
  ///
  /// A path with a non-finite coordinate returns 0; an area too large for `Double` is
  /// ±infinity (computed on an exactly rescaled copy, so it never becomes NaN).
  ///
  /// <doc:Measuring> describes the method.
  ///
  /// - Complexity: O(n) in the number of elements.
  public var signedArea: Double {
    // One pass in the common case: a finite result with finite moves means a finite path
    // (every other coordinate enters the result through +, − and × only, which turn no
    // infinity or NaN into a finite value), so the `isFinite` pass is needed only otherwise.
    measure(unscaledSignedAreaCheckingMoves, rescaled: { $0.unscaledSignedArea }, power: 2)
  }

  /// The signed area computed directly on the coordinates (may overflow).
  var unscaledSignedArea: Double { unscaledSignedAreaCheckingMoves.value }

  /// The signed area computed directly on the coordinates (may overflow), and whether every
  /// move's point is finite (a move's point may enter no term of the area).
  @inline(__always) var unscaledSignedAreaCheckingMoves: (value: Double, movesFinite: Bool) {
    // The cross products' halves, summed apart (SignedArea.swift): twice the area is
    // `sweep.x − sweep.y`.
    var sweep = SIMD2<Double>()
    var movesFinite = true
    var origin = SIMD2<Double>()  // The subpath's start.
    var current = SIMD2<Double>()
    @inline(__always) func vector(_ p: Point) -> SIMD2<Double> { SIMD2(p.x, p.y) }
    // Through the buffer: iterating the array itself retains and releases it (atomically),
    // as much as a short path's arithmetic. Each segment adds its sweep from `origin` in a
    // form relative to its own start point: fewer products, and no coordinate is
    // translated twice.
    storage.withUnsafeBufferPointer { elements in
      for element in elements {
        switch element {
        case .move(let p):
          movesFinite = movesFinite && p.isFinite
          origin = vector(p)
          current = origin
        case .line(let p):
          let end = vector(p)
          sweep += lineSweep(from: origin, current, end)
          current = end
        case .quadCurve(let p, let c):
          let end = vector(p)
          sweep += quadSweep(from: origin, current, vector(c), end)
          current = end
        case .curve(let p, let c1, let c2):
          let end = vector(p)
          sweep += cubicSweep(from: origin, current, vector(c1), vector(c2), end)
          current = end
        case .closeSubpath:
          // The closing line to the origin adds `(current − origin) × (origin − current) = 0`.
          current = origin
        }
      }
    }
    let twiceArea = sweep.x - sweep.y
    return (0.5 * twiceArea, movesFinite)
  }
}

extension Path {
  /// A measure from its one-pass form, `direct` (the value computed on the coordinates and
  /// whether every move's point is finite): that value when both are finite, else
  /// ``measuredWithoutOverflow(_:power:)`` of `rescaled`, 0 for a non-finite path.
  @inline(__always)
  func measure(
    _ direct: (value: Double, movesFinite: Bool), rescaled: (Path) -> Double, power: Int
  ) -> Double {
    if direct.movesFinite && direct.value.isFinite { return direct.value }
    return measuredWithoutOverflow(rescaled, power: power) ?? 0
  }

  /// `measure` of the path, guarding against overflow: `nil` for a non-finite path; when
  /// the direct result overflows, the measure of the path scaled by a power of two (exact)
  /// that brings its largest coordinate near 1, scaled back by that power raised to `power`
  /// (1 for lengths, 2 for areas) — so a representable result is returned and an
  /// unrepresentable one is ±infinity, never NaN.
  func measuredWithoutOverflow(_ measure: (Path) -> Double, power: Int) -> Double? {
    guard isFinite else { return nil }
    let direct = measure(self)
    if direct.isFinite { return direct }
    let exponent = largestMagnitude.exponent
    let shrink = AffineTransform.scale(Double(sign: .plus, exponent: -exponent, significand: 1))
    let scaled = measure(applying(shrink))
    guard scaled.isFinite, scaled != 0 else { return 0 }
    return Double(sign: .plus, exponent: exponent * power, significand: 1) * scaled
  }
}
