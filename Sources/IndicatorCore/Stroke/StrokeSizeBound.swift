// The bound on a stroke outline's size that strokedPath(_:tolerance:) documents and the
// stroke fuzz target checks. The Stroking article describes it.

extension Path {
  /// The documented bound on the number of elements of `strokedPath(style, tolerance:)`:
  /// ``strokeElementFactor`` × (n + d) × (1 + a) + ``strokeElementConstant``, with n the
  /// path's element count, d the dash count estimated for ``maximumDashCount`` (0 when the
  /// stroke is undashed) and a the number of cubic arcs of a half turn of the stroke
  /// (a round cap: ⌈π / α⌉ with α = 4·(6.75 × tolerance / width)^(1/6), 1 to 256), at the
  /// tolerance actually used.
  ///
  /// The factor is over four times the largest ratio of elements to (n + d) × (1 + a)
  /// measured (Documentation/StrokerDesignNotes.md says how and on what), so that
  /// changes to the curve fitting do not break it; the fuzz target checks every outline
  /// against the bound.
  func strokeElementBound(for style: StrokeStyle, tolerance: Double) -> Int {
    guard let plan = strokePlan(style, tolerance: tolerance) else { return 0 }
    let n = Double(storage.count)
    let d = plan.dashEstimate
    let a = Double(plan.fitter.outliner.halfTurnArcCount)
    let bound = Double(Self.strokeElementFactor) * (n + d) * (1 + a)
    return Int(min(bound, 1e18)) + Self.strokeElementConstant
  }

  /// The factor C of the stroke outline's size bound C × (n + d) × (1 + a) + K (see
  /// ``strokeElementBound(for:tolerance:)``).
  static let strokeElementFactor = 400
  /// The constant K of the stroke outline's size bound.
  static let strokeElementConstant = 16
}

extension StrokeOutliner {
  /// The number of elements `appendCap` emits for one cap, counted by emitting one.
  var capElementCount: Int {
    var sink: [Path.Element] = []
    appendCap(&sink, at: .zero, tangent: Point(x: 1, y: 0))
    return sink.count
  }

  /// The number of cubic arcs `appendArc` emits for a half turn (a round cap, the widest
  /// join), counted by emitting one.
  var halfTurnArcCount: Int {
    var sink: [Path.Element] = []
    appendArc(
      &sink, center: .zero, from: Point(x: 0, y: 1), sweep: -Double.pi,
      end: Point(x: 0, y: -halfWidth))
    return sink.count
  }
}
