// Stroke expansion: the outline that, filled with the non-zero rule, covers what stroking
// the path covers. `strokedPath(_:tolerance:)` plans the stroke (tolerance, scale, dash
// pattern) and drives a `Stroker`. The method is described once, in the Stroking article
// (IndicatorCore.docc/Stroking.md).

extension Path {
  /// The smallest tolerance `strokedPath(_:tolerance:)` works to; smaller, zero, negative
  /// or non-finite tolerances are raised to it, to a millionth of the line width and to
  /// 1e-12 times the path's largest coordinate magnitude plus the width (below which Double
  /// arithmetic cannot resolve the offset).
  public static let minimumStrokeTolerance = 1e-6

  /// The outline of the stroke of this path: the path that, filled with the non-zero rule,
  /// covers what stroking this path with `style` covers, as CoreGraphics'
  /// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)` and Skia's stroker.
  ///
  /// Every contour winds +1 (the positive direction of ``signedArea``, as `Path(rect)`)
  /// around the area the stroke covers wherever the stroke does not overlap itself,
  /// whatever the direction of the source: open subpaths give one contour each (right side,
  /// end cap, left side reversed, start cap), closed subpaths two (for a simple closed
  /// subpath the outer contour first and the inner one reversed), or the outer one alone
  /// where the stroke covers all the subpath encloses (a convex subpath, such as a pill,
  /// upright or turned, stroked at least as wide as its points are across). So for a
  /// simple stroke ``signedArea`` is the stroke's area and even-odd filling equals non-zero filling (a
  /// simple stroke: a line, a polyline, a rectangle, a rounded rectangle, an ellipse or arcs
  /// meeting at corners that do not overlap themselves, wider or narrower than their
  /// corners, the hole open). The outline is canonical: no zero-length element, no two
  /// collinear lines in a row, no line back to a contour's start before its close, no join
  /// geometry where the tangents meet, and the inner side turns where its offsets cross
  /// instead of looping back through a corner or a tight bend.
  /// Straight segments are stroked exactly; curves are offset by cubics checked against the
  /// true offset. How the outline is built is described in <doc:Stroking>.
  ///
  /// - Parameters:
  ///   - style: The width, caps, joins, miter limit and dash pattern. Dashes follow the SVG
  ///     and CoreGraphics rules: an odd array repeats to even; the phase is taken modulo the
  ///     pattern length (negative too; a non-finite phase counts as 0); the pattern restarts
  ///     at each subpath; on a closed subpath the dash crossing the start is drawn as one;
  ///     a zero-length "on" interval draws a dot or a square along the path's direction
  ///     with round or square caps (nothing with butt caps). A pattern that is empty, all
  ///     zero, or has a negative or non-finite interval draws the undashed stroke; one
  ///     estimated to draw more than ``maximumDashCount`` dashes draws nothing (an empty
  ///     path, never the undashed stroke; ``dashedPath(phase:lengths:)`` returns `nil`
  ///     for it).
  ///   - tolerance: The largest distance allowed between the outline of a curve (or a round
  ///     join or cap) and the true one.
  /// - Returns: The outline, every point of a curve's outline within `tolerance` of the
  ///   true offset curve. Bad input never traps: a width that is ≤ 0 or not finite, or
  ///   a path with a non-finite coordinate, gives an empty path; a tolerance that is ≤ 0,
  ///   not finite or below the minimum (the largest of ``minimumStrokeTolerance``, a
  ///   millionth of the width and 1e-12 × (magnitude + width)) is raised to it; a miter
  ///   limit below 1 (0 included) or NaN always bevels. Zero-length segments are skipped;
  ///   a subpath of zero length draws a disc with round caps, a square along +x with square
  ///   caps and nothing with butt caps. A width below 1e-12 times the path's largest coordinate
  ///   magnitude (thinner than the stroker resolves) gives an empty path. Paths or widths
  ///   beyond 1e100, or below 1e-100, are stroked at a power-of-two scale (exact) and
  ///   scaled back; an outline that would overflow `Double` is returned empty.
  ///   The outline keeps only the storage its elements need: it is copied out of the
  ///   stroker's working room at its own size, except that one of a rounded rectangle
  ///   keeps at most a quarter more room than its element count up to 1,170 elements
  ///   (64 KiB), and a larger one its working room reserved but unwritten, which takes
  ///   address space, not memory.
  /// - Complexity: O(n) in the number of elements for a fixed style and tolerance. The
  ///   outline has at most 400 × (n + d) × (1 + a) + 16 elements, with n the path's
  ///   elements, d the dashes estimated (0 undashed) and a the cubic arcs of a round cap at
  ///   this width and tolerance (2 to 6); see <doc:Stroking>.
  public func strokedPath(_ style: StrokeStyle, tolerance: Double = 0.05) -> Path {
    var outline = strokedOutline(style, tolerance: tolerance)
    outline.storage.releaseSpareCapacity()
    return outline
  }

  /// The outline `strokedPath(_:tolerance:)` returns, in whatever storage its route built
  /// it.
  func strokedOutline(_ style: StrokeStyle, tolerance: Double) -> Path {
    guard let plan = strokePlan(style, tolerance: tolerance) else { return Path() }
    // Four turned copies of one run, as an upright rounded rectangle: one run is stroked.
    if let outline = strokedQuarterTurns(plan) { return outline }
    if plan.factor != 1 {
      // Squared lengths would overflow: stroke a copy scaled by a power of two (exact) and
      // scale the outline back.
      let (scaled, scaledStyle) = scaledForStroking(style, by: plan.factor)
      let outline = scaled.strokedOutline(
        scaledStyle, tolerance: Self.scaledTolerance(tolerance, by: plan.factor))
      let result = outline.applying(.scale(1 / plan.factor))
      return result.isFinite ? result : Path()
    }
    guard plan.dashed else { return strokedByStroker(plan, routingSubpaths: true) }
    return strokedDashed(plan, style)
  }

  /// The dashed outline of `plan` (unscaled, ``StrokePlan/dashed``), the pattern admitted
  /// built again from `style`: the plan keeps no array, so that it is copied without
  /// retains.
  @inline(never)
  func strokedDashed(_ plan: StrokePlan, _ style: StrokeStyle) -> Path {
    strokedByStroker(
      plan, pattern: DashPattern(style.dash, phase: style.dashPhase), routingSubpaths: true)
  }

  /// The outline of `plan` (unscaled: `factor` 1) by the general stroker, ``Stroker``,
  /// dashed with `pattern` (the plan's, where it is ``StrokePlan/dashed``);
  /// `routingSubpaths` lets it draw the subpaths of four turned runs, among others, by
  /// their route (``strokeQuarterTurns(at:_:magnitude:)``).
  func strokedByStroker(
    _ plan: StrokePlan, pattern: DashPattern? = nil, routingSubpaths: Bool = false
  ) -> Path {
    var result = Path()
    let routing = routingSubpaths ? plan.magnitude : nil
    // Closed subpaths and dashes read the signed area (a dash covering a closed subpath
    // is closed); without a close, runs of lines do not sum it.
    let tracksArea = pattern != nil || plan.closes
    let dashes = pattern != nil ? plan.dashEstimate : 0
    let outline = Stroker.withStroker(
      fitter: plan.fitter, pathElements: storage.count, dashes: dashes
    ) { stroker in
      stroker.tracksArea = tracksArea
      if let pattern {
        strokeDashed(pattern, into: &stroker)
      } else {
        strokeSolid(into: &stroker, routing: routing)
      }
      return stroker.finish()
    }
    guard let outline else { return Path() }
    (result.storage, result.subpathStart) = outline
    return result
  }

  /// What `strokedPath(_:tolerance:)` does with `style` and `tolerance`, decided before any
  /// outline is built; `nil` when it returns an empty path (among others, for a dash
  /// pattern estimated to draw more than ``maximumDashCount`` dashes).
  ///
  /// A path or width outside ``strokeScale(magnitude:width:)``'s range gives the plan of a
  /// copy scaled by a power of two (`factor`, exact); otherwise `factor` is 1, the tolerance
  /// is raised to its minimum (``strokeTolerance(_:magnitude:width:)``),
  /// and `dashed` tells whether the style's dash pattern is drawn (not where there is no
  /// pattern or a bad one), with its estimate.
  func strokePlan(_ style: StrokeStyle, tolerance: Double) -> StrokePlan? {
    let width = style.lineWidth
    // One pass checks the coordinates and sees whether the path closes.
    var scan = CoordinateScan()
    var closes = false
    for element in storage {
      if case .closeSubpath = element { closes = true }
      scan.add(element)
    }
    let magnitude = scan.largestMagnitude
    // NaN fails the first test: a path with an infinite or NaN coordinate.
    guard magnitude >= 0, width > 0, width.isFinite, !storage.isEmpty,
      let factor = Self.strokeScale(magnitude: magnitude, width: width)
    else { return nil }
    if factor != 1 { return scaledStrokePlan(style, tolerance: tolerance, factor: factor) }
    let tol = Self.strokeTolerance(tolerance, magnitude: magnitude, width: width)
    // The style's fields, not the style: a copy of it would retain its dash array.
    let fitter = OffsetFitter(
      outliner: StrokeOutliner(
        lineWidth: width, cap: style.lineCap, join: style.lineJoin,
        miterLimit: style.miterLimit, tolerance: tol))
    var plan = StrokePlan(fitter: fitter, magnitude: magnitude, closes: closes)
    if !style.dash.isEmpty, let pattern = DashPattern(style.dash, phase: style.dashPhase) {
      let estimate = dashEstimate(pattern)
      // Past the limit the outline is empty: never the undashed stroke.
      guard Self.admitsDashing(estimate) else { return nil }
      plan.dashed = true
      plan.dashEstimate = estimate
    }
    return plan
  }

  /// The plan of the copy of the path scaled by `factor` (``scaledForStroking(_:by:)``),
  /// with `factor` recorded; out of line, so that the plan of an unscaled path (the
  /// common case) is not recursive.
  @inline(never)
  func scaledStrokePlan(_ style: StrokeStyle, tolerance: Double, factor: Double) -> StrokePlan? {
    let (scaled, scaledStyle) = scaledForStroking(style, by: factor)
    let scaledTolerance = Self.scaledTolerance(tolerance, by: factor)
    guard var plan = scaled.strokePlan(scaledStyle, tolerance: scaledTolerance) else {
      return nil
    }
    plan.factor = factor
    return plan
  }

  /// The tolerance a stroke of `width` works to.
  ///
  /// That is `tolerance` raised to the largest of ``minimumStrokeTolerance``, a millionth
  /// of the width (so that a round cap is at most six arcs and a curve's offset a bounded
  /// number of cubics, whatever the caller asks) and 1e-12 × (`magnitude` + width)
  /// (below which Double arithmetic cannot resolve the offset). A zero, negative or
  /// non-finite tolerance is raised to that minimum.
  static func strokeTolerance(_ tolerance: Double, magnitude: Double, width: Double) -> Double {
    let minimum = max(Self.minimumStrokeTolerance, 1e-6 * width, 1e-12 * (magnitude + width))
    return tolerance.isFinite && tolerance > minimum ? tolerance : minimum
  }

  /// `tolerance` at a stroke scaled by `factor` (a power of two), kept finite where a finite
  /// tolerance's product would overflow.
  static func scaledTolerance(_ tolerance: Double, by factor: Double) -> Double {
    tolerance.isFinite && tolerance > 0
      ? min(tolerance, .greatestFiniteMagnitude / factor) * factor : tolerance
  }

  /// The power of two a path whose largest coordinate magnitude is `magnitude` (finite,
  /// ≥ 0) is scaled by to be stroked `width` wide (finite, > 0): 1 where the width and a
  /// non-zero magnitude lie in 1e-100...1e100, where squares and products of lengths
  /// neither overflow nor underflow; `nil`, for an empty outline, where the width is below
  /// 1e-12 times the magnitude, the stroker's tolerance floor (``strokeTolerance``): a
  /// thinner stroke is within its tolerance of the path itself, and its snap distance (a
  /// tenth of the half width) would near the coordinates' rounding unit.
  ///
  /// Otherwise the larger of the two is brought to 1...2 where the smaller then stays above
  /// 1e-100, and to about 1e100 where it would not, so that both stay in range up to a
  /// ratio of about 1e199. A path more than that times smaller than the width is stroked with
  /// coordinates below 1e-100 after scaling: its outline is the width's disc or square,
  /// as far as the path's own extent is below the outline's rounding unit.
  static func strokeScale(magnitude: Double, width: Double) -> Double? {
    let smaller = magnitude > 0 && magnitude < width ? magnitude : width
    let larger = max(magnitude, width)
    if width < 1e-12 * magnitude { return nil }
    if smaller >= 1e-100, larger <= 1e100 { return 1 }
    // 2^331 ≈ 4.4e99 and 2^-332 ≈ 1.1e-100: the larger is brought to 1...2 where the
    // smaller then stays at or above 2^-332, to 2^331...2^332 where it would not; a factor
    // stays within Double's (2^1023: a subnormal width of a one-point path becomes 2^-51).
    let spread = larger.exponent - smaller.exponent
    let target: Double.Exponent = spread < 332 ? 0 : 331
    return Double(sign: .plus, exponent: min(target - larger.exponent, 1023), significand: 1)
  }

  /// The path and the style scaled by `factor` (a power of two: exact), as a path or width
  /// outside ``strokeScale(magnitude:width:)``'s range is stroked.
  func scaledForStroking(_ style: StrokeStyle, by factor: Double) -> (Path, StrokeStyle) {
    var scaledStyle = style
    scaledStyle.lineWidth = style.lineWidth * factor
    scaledStyle.dash = style.dash.map { $0 * factor }
    scaledStyle.dashPhase = style.dashPhase * factor
    return (applying(.scale(factor)), scaledStyle)
  }

  /// Drives `stroker` through every element of the path.
  ///
  /// In a path that ends with a close, before the segments of a closed subpath whose
  /// points' box is at most the line width across are drawn, the subpath is measured (its
  /// signed area, as the stroker sums it, and
  /// ``StrokeOutliner/coversInside(from:_:twiceArea:box:)``): where the stroke covers
  /// all it encloses, the stroker is told which side's contour the close drops
  /// (``Stroker/droppedSide``), so that side's curves are not fitted. Other closed
  /// subpaths are measured at their close, from the area the stroker summed.
  ///
  /// With a `routing` magnitude (the path's largest coordinate magnitude), in a path of
  /// more than 18 elements, a closed subpath of four turned runs that ends the path or is
  /// followed by a move is drawn by their route where it draws it
  /// (``strokeQuarterTurns(at:_:magnitude:)``); a path of one such subpath has been offered
  /// to the route whole (``strokedQuarterTurns(_:)``).
  func strokeSolid(into stroker: inout Stroker, routing magnitude: Double? = nil) {
    // Only paths that end closed are looked ahead in (the shapes that cover their inside
    // are closed, and a stroke of open subpaths pays no scan for them).
    var endsClosed = false
    if case .closeSubpath = storage.last { endsClosed = true }
    // The index of the element and where the current subpath's segments start: after its
    // move, or after the close that ended the subpath before it; the box of its points,
    // where it was looked ahead in (`nil` where not).
    var index = 0
    var segmentsStart = 0
    var box: BoundsAccumulator?
    // The close of a subpath the quarter-turn route drew: its elements are passed over.
    var routedThrough = -1
    // Subpaths are routed in a path of more than one.
    let routing = magnitude != nil && storage.count > 18
    if endsClosed { box = planSubpath(from: 0, &stroker) }
    while index < storage.count {
      if index <= routedThrough {
        index += 1
        continue
      }
      switch storage[index] {
      case .move(let p):
        stroker.move(to: p)
        segmentsStart = index + 1
        if routing, endsClosed,
          let close = strokeQuarterTurns(
            at: index, &stroker, magnitude: magnitude.unsafelyUnwrapped)
        {
          routedThrough = close
        } else if endsClosed {
          box = planSubpath(from: segmentsStart, &stroker)
        }
      case .line:
        // The run of lines from here, drawn together.
        index += storage.withUnsafeBufferPointer {
          stroker.lines(UnsafeBufferPointer(rebasing: $0[index...]))
        }
        continue
      case .quadCurve(let p, let c): stroker.quad(to: p, control: c)
      case .curve(let p, let c1, let c2):
        stroker.cubic(CubicBezier(stroker.current, c1, c2, p))
      case .closeSubpath:
        if stroker.droppedSide != 0 {
          stroker.close { _ in true }
        } else {
          let outliner = stroker.outliner
          let start = stroker.subpathStart
          let segments = segmentsStart..<index
          let known = box
          storage.withUnsafeBufferPointer { elements in
            let subpath = UnsafeBufferPointer(rebasing: elements[segments])
            stroker.close {
              if let known {
                outliner.coversInside(from: start, subpath, twiceArea: $0, box: known)
              } else {
                outliner.coversInside(from: start, subpath, twiceArea: $0)
              }
            }
          }
        }
        segmentsStart = index + 1
        if endsClosed { box = planSubpath(from: segmentsStart, &stroker) }
      }
      index += 1
    }
  }

  /// Looks ahead from `index`, where a subpath's segments start, for its close: where
  /// there is one, returns the box of its points and, where the stroke covers all the
  /// subpath encloses, sets the side whose contour its close drops
  /// (``Stroker/droppedSide``, otherwise 0); `nil` for an open subpath.
  @inline(never)
  func planSubpath(from index: Int, _ stroker: inout Stroker) -> BoundsAccumulator? {
    stroker.droppedSide = 0
    return storage.withUnsafeBufferPointer { elements -> BoundsAccumulator? in
      let start = stroker.subpathStart
      // The box grows with the scan for the close: one pass over the subpath.
      var box = BoundsAccumulator(start)
      var end = index
      while end < elements.count {
        switch elements[end] {
        case .move: return nil
        case .line(let p): box.add(p)
        case .quadCurve(let p, let c):
          box.add(c)
          box.add(p)
        case .curve(let p, let c1, let c2):
          box.add(c1)
          box.add(c2)
          box.add(p)
        case .closeSubpath:
          let segments = UnsafeBufferPointer(rebasing: elements[index..<end])
          let outliner = stroker.outliner
          guard outliner.fitsWidth(box) else { return box }
          let area = Stroker.twiceArea(from: start, segments)
          // The inner contour: the left side's where the area is positive.
          if outliner.coversInside(from: start, segments, twiceArea: area, box: box) {
            stroker.droppedSide = area >= 0 ? 1 : -1
          }
          return box
        }
        end += 1
      }
      return nil
    }
  }

  /// The largest absolute value of any coordinate, or NaN when a coordinate is infinite or
  /// NaN.
  var largestMagnitude: Double {
    var scan = CoordinateScan()
    for element in storage { scan.add(element) }
    return scan.largestMagnitude
  }
}

/// The largest magnitudes of the x and of the y coordinates of the points added, and
/// whether all of them are finite, in one pass with no branch a coordinate.
struct CoordinateScan {
  var largestX = 0.0
  var largestY = 0.0
  /// Sums of x·0 and y·0: ±0 while every coordinate is finite, NaN after any other (x·0 is
  /// NaN for an infinite or NaN x, and a NaN stays in a sum).
  var zeroX = 0.0
  var zeroY = 0.0

  /// Adds a point.
  ///
  /// `m > x ? m : x` is one `maxsd` (`max` also orders NaN, which needs more); the largest
  /// magnitude of the finite coordinates does not depend on the order.
  @inline(__always) mutating func add(_ p: Point) {
    let x = abs(p.x)
    let y = abs(p.y)
    largestX = largestX > x ? largestX : x
    largestY = largestY > y ? largestY : y
    zeroX += p.x * 0
    zeroY += p.y * 0
  }

  /// Adds an element's points (its end point and control points).
  @inline(__always) mutating func add(_ element: Path.Element) {
    switch element {
    case .move(let p), .line(let p):
      add(p)
    case .quadCurve(let p, let c):
      add(p)
      add(c)
    case .curve(let p, let c1, let c2):
      add(p)
      add(c1)
      add(c2)
    case .closeSubpath:
      break
    }
  }

  /// Whether every coordinate added is finite.
  @inline(__always) var isFinite: Bool { zeroX == 0 && zeroY == 0 }

  /// The largest magnitude of any coordinate added, NaN when one is not finite.
  @inline(__always) var largestMagnitude: Double {
    isFinite ? (largestX > largestY ? largestX : largestY) : .nan
  }
}

/// The decisions `strokedPath(_:tolerance:)` makes before building an outline.
///
/// Where `factor` is not 1 they are those of the copy scaled by it (``Path/scaledForStroking``),
/// which `strokedPath` strokes instead.
struct StrokePlan {
  /// The stroker's parameters at the tolerance used, the requested one raised to its
  /// minimum (the shape ones in `fitter.outliner`).
  var fitter: OffsetFitter
  /// The largest coordinate magnitude of the path stroked.
  var magnitude: Double
  /// Whether the path has a close.
  var closes: Bool
  /// The power of two the path was scaled by (1 when not).
  var factor = 1.0
  /// Whether the style's dash pattern is drawn (valid and admitted); the plan keeps no
  /// pattern, whose array would make copying it retain.
  var dashed = false
  /// The estimated dash count (zero when undashed).
  var dashEstimate = 0.0
}

extension [Path.Element] {
  /// The largest outline, in elements (64 KiB of storage), whose spare room is released:
  /// a larger one keeps the allocation its route built, whose unwritten room the system
  /// backs with no memory until it is written, so copying it would cost page faults and
  /// save only address space.
  @inline(__always) static var largestTrimmedOutline: Int {
    65_536 / MemoryLayout<Path.Element>.stride
  }

  /// Moves the elements into storage of their own size where more than a quarter of the
  /// room is spare, for outlines up to ``largestTrimmedOutline`` elements: one allocation
  /// and a copy, so that a kept outline costs its elements' storage, not the bound its
  /// route reserved to write without checks.
  mutating func releaseSpareCapacity() {
    guard capacity - count > count / 4, count <= Self.largestTrimmedOutline else { return }
    self = withUnsafeBufferPointer { Array($0) }
  }
}
