// The indicator between tabs: tap transitions and paging. The template is applied to an
// interpolated context, so every template animates without path morphing.

extension TabBarModel {
  /// The indicator part of the way from the tab at `from` to the tab at `to`.
  ///
  /// The interpolated tab's left and right edges, and its content frame's, move by the
  /// animation's fractions of `progress`; its height and vertical position move linearly.
  /// `.fade` uses the start tab until halfway and the end tab after, with the opacity going
  /// 1 → 0 → 1.
  ///
  /// - Parameters:
  ///   - from: The start tab's index.
  ///   - to: The end tab's index.
  ///   - progress: 0 at the start tab, 1 at the end tab; clamped to 0...1, NaN counts as 0.
  ///   - animation: How the edges move.
  /// - Returns: The indicator in tab-bar coordinates, or `nil` when either index is out of
  ///   range or the bar has no frames.
  public func indicator(
    from: Int, to: Int, progress: Double, animation: IndicatorAnimation = .linear
  ) -> IndicatorAttributes? {
    guard itemFrames.indices.contains(from), itemFrames.indices.contains(to) else { return nil }
    let f = progress.isNaN ? 0 : min(max(progress, 0), 1)
    switch animation {
    case .linear:
      return interpolated(from: from, to: to, left: f, right: f, vertical: f)
    case .elastic:
      let fast = Math.sin(Double.pi * f / 2)
      let slow = 1 - Math.cos(Double.pi * f / 2)
      let movingRight = itemFrames[to].midX >= itemFrames[from].midX
      return interpolated(
        from: from, to: to, left: movingRight ? slow : fast, right: movingRight ? fast : slow,
        vertical: f)
    case .fade:
      guard var attributes = indicator(forItemAt: f < 0.5 ? from : to) else { return nil }
      attributes.opacity = f < 0.5 ? 1 - 2 * f : 2 * f - 1
      return attributes
    }
  }

  /// The indicator for a paging position: 1.3 is 30% of the way from tab 1 to tab 2.
  ///
  /// Past the first or last tab, `overscroll` decides: `.none` clamps; `.bounce` moves the
  /// end tab's indicator outwards by its width × the excess; `.compress` shrinks it towards
  /// the outer edge by its width × the excess. The excess is clamped to at most 1 (one
  /// tab); a fully compressed indicator is `nil`. NaN counts as 0.
  ///
  /// - Returns: The indicator in tab-bar coordinates, or `nil` when the bar has no frames.
  public func indicator(
    atPosition position: Double, animation: IndicatorAnimation = .linear,
    overscroll: OverscrollBehavior = .none
  ) -> IndicatorAttributes? {
    let count = itemFrames.count
    guard count > 0 else { return nil }
    let last = Double(count - 1)
    let p = position.isNaN ? 0 : position
    if p >= 0 && p <= last {
      let index = min(Int(p), count - 1)
      let fraction = p - Double(index)
      if fraction == 0 || index == count - 1 { return indicator(forItemAt: index) }
      return indicator(from: index, to: index + 1, progress: fraction, animation: animation)
    }
    let atStart = p < 0
    let index = atStart ? 0 : count - 1
    let excess = min(atStart ? -p : p - last, 1)
    let frame = itemFrames[index]
    // +1 when higher indices lie to the right.
    let forward: Double
    if count > 1 {
      forward = itemFrames[1].midX >= itemFrames[0].midX ? 1 : -1
    } else {
      forward = layoutDirection == .rightToLeft ? -1 : 1
    }
    let outward = atStart ? -forward : forward
    switch overscroll {
    case .none:
      return indicator(forItemAt: index)
    case .bounce:
      return indicator(
        forItemAt: index, horizontal: 1, anchor: 0, shift: outward * frame.width * excess)
    case .compress:
      let scale = 1 - excess
      guard scale > 0 else { return nil }
      let anchor = outward > 0 ? frame.maxX : frame.minX
      return indicator(forItemAt: index, horizontal: scale, anchor: anchor, shift: 0)
    }
  }

  /// The indicator at each frame of a transition, for tests and renderers.
  ///
  /// The transition lasts `duration` seconds at `framesPerSecond`; frame k of n (0...n, so
  /// n + 1 frames, the first at the start tab and the last at the end tab) has progress
  /// `curve.value(at: k / n)`. n is `(duration × framesPerSecond).rounded(.up)`, clamped to
  /// 1...10,000; a non-finite or non-positive duration or rate gives n = 1.
  ///
  /// - Returns: The frames, or an empty array when either index is out of range or the bar
  ///   has no frames.
  public func frames(
    from: Int, to: Int, duration: Double, framesPerSecond: Double = 60,
    curve: TimingCurve = .easeInOut, animation: IndicatorAnimation = .linear
  ) -> [IndicatorAttributes] {
    guard itemFrames.indices.contains(from), itemFrames.indices.contains(to) else { return [] }
    let product = duration * framesPerSecond
    let n = product.isFinite && product > 0 ? Int(min(product.rounded(.up), 10_000)) : 1
    var result: [IndicatorAttributes] = []
    result.reserveCapacity(n + 1)
    for k in 0...max(n, 1) {
      let time = Double(k) / Double(max(n, 1))
      if let attributes = indicator(
        from: from, to: to, progress: curve.value(at: time), animation: animation)
      {
        result.append(attributes)
      }
    }
    return result
  }

  // MARK: Interpolation

  /// The template applied to a tab between `from` and `to`, whose left edges are `left` of
  /// the way, right edges `right` of the way and vertical extent `vertical` of the way.
  private func interpolated(
    from: Int, to: Int, left: Double, right: Double, vertical: Double
  ) -> IndicatorAttributes? {
    // The two tabs' frames and content frames are read directly: a context of each would
    // copy its item (two strings) only to drop it.
    guard itemFrames.indices.contains(from), itemFrames.indices.contains(to) else { return nil }
    let fa = itemFrames[from]
    let fb = itemFrames[to]
    func lerp(_ x: Double, _ y: Double, _ t: Double) -> Double { x + (y - x) * t }
    let minX = lerp(fa.minX, fb.minX, left)
    let maxX = lerp(fa.maxX, fb.maxX, right)
    let minY = lerp(fa.minY, fb.minY, vertical)
    let maxY = lerp(fa.maxY, fb.maxY, vertical)
    // Content frames in bar coordinates.
    let ca = contentFrames[from].offsetBy(dx: fa.minX, dy: fa.minY)
    let cb = contentFrames[to].offsetBy(dx: fb.minX, dy: fb.minY)
    let cMinX = lerp(ca.minX, cb.minX, left)
    let cMaxX = lerp(ca.maxX, cb.maxX, right)
    let cMinY = lerp(ca.minY, cb.minY, vertical)
    let cMaxY = lerp(ca.maxY, cb.maxY, vertical)
    return placedIndicator(
      TabBarContext(
        item: storedItems[vertical < 0.5 ? from : to],
        bounds: Rect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0)),
        contentFrame: Rect(
          x: cMinX, y: cMinY, width: max(cMaxX - cMinX, 0), height: max(cMaxY - cMinY, 0)),
        layoutDirection: layoutDirection))
  }

  /// The template applied to the tab at `index` with its frame mapped horizontally by
  /// `x → anchor + (x − anchor) · horizontal + shift`.
  private func indicator(
    forItemAt index: Int, horizontal: Double, anchor: Double, shift: Double
  ) -> IndicatorAttributes? {
    guard itemFrames.indices.contains(index) else { return nil }
    let frame = itemFrames[index]
    func map(_ x: Double) -> Double { anchor + (x - anchor) * horizontal + shift }
    let minX = map(frame.minX)
    let maxX = map(frame.maxX)
    let content = contentFrames[index].offsetBy(dx: frame.minX, dy: frame.minY)
    return placedIndicator(
      TabBarContext(
        item: storedItems[index],
        bounds: Rect(x: minX, y: frame.minY, width: maxX - minX, height: frame.height),
        contentFrame: Rect(
          x: map(content.minX), y: content.minY, width: map(content.maxX) - map(content.minX),
          height: content.height),
        layoutDirection: layoutDirection))
  }
}
