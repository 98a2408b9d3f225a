/// What an indicator template returns, as `MDCTabBarIndicatorAttributes`: the path to fill
/// with the tint colour and the opacity to draw it at.
public struct IndicatorAttributes: Hashable, Sendable, Codable {
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

  private enum CodingKeys: String, CodingKey {
    case path
    case opacity
  }

  /// Decodes the path (as SVG path data) and the opacity, clamping the opacity as ``init(path:opacity:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      path: try container.decode(Path.self, forKey: .path),
      opacity: try container.decodeIfPresent(Double.self, forKey: .opacity) ?? 1)
  }
}
