/// What an indicator template returns, as `MDCTabBarIndicatorAttributes`: the path to fill
/// with the tint colour and the opacity to draw it at.
public struct IndicatorAttributes: Hashable, Sendable {
  /// The indicator's outline, filled with the non-zero rule.
  public var path: Path
  /// The opacity, 0 to 1 (1 unless a fade transition is running).
  public var opacity: Double

  /// Creates attributes.
  ///
  /// - Parameters:
  ///   - path: The outline to fill (non-zero rule).
  ///   - opacity: The opacity; clamped to 0...1, NaN counts as 1.
  public init(path: Path, opacity: Double = 1) {
    self.path = path
    self.opacity = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
  }
}
