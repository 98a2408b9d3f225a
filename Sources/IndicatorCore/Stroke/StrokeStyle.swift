/// The shape drawn at the open ends of a stroked subpath, as SwiftUI's `CGLineCap`.
public enum LineCap: String, Hashable, Sendable, Codable, CaseIterable {
  /// The stroke ends exactly at the end point.
  case butt
  /// A half disc of diameter `lineWidth` centred on the end point.
  case round
  /// A half square: the stroke extends `lineWidth / 2` past the end point.
  case square
}

/// The shape drawn where two segments of a stroked path meet, as SwiftUI's `CGLineJoin`.
public enum LineJoin: String, Hashable, Sendable, Codable, CaseIterable {
  /// The outer edges are extended until they meet, within the miter limit.
  case miter
  /// A circular arc of diameter `lineWidth` around the join point.
  case round
  /// The outer corners are joined by a straight line.
  case bevel
}

/// The style of a stroke: width, caps, joins, miter limit and dash pattern, with SwiftUI's
/// field names and defaults.
///
/// Bad values are not rejected here; ``Path/strokedPath(_:tolerance:)`` documents what each
/// does (a width ≤ 0 or non-finite strokes nothing, a miter limit below 1 always bevels, an
/// empty, all-zero, negative or non-finite dash pattern draws the undashed stroke, and so
/// does one over the dash limits).
public struct StrokeStyle: Hashable, Sendable, Codable {
  /// The width of the stroke.
  public var lineWidth: Double
  /// The shape of the ends of open subpaths and of dashes.
  public var lineCap: LineCap
  /// The shape of the corners between segments.
  public var lineJoin: LineJoin
  /// The limit on the ratio of the miter length to the line width.
  ///
  /// Beyond it a miter join is drawn as a bevel. A limit below 1 (0 included) always bevels.
  public var miterLimit: Double
  /// The lengths of the alternating painted and unpainted intervals, starting painted.
  ///
  /// A pattern estimated to draw more than ``Path/maximumDashCount`` dashes draws nothing
  /// (see ``Path/strokedPath(_:tolerance:)``).
  public var dash: [Double]
  /// How far into the dash pattern the stroke starts.
  public var dashPhase: Double

  /// Creates a stroke style; every argument has SwiftUI's default.
  ///
  /// - Parameters:
  ///   - lineWidth: The stroke width (default 1).
  ///   - lineCap: The end shape (default `.butt`).
  ///   - lineJoin: The corner shape (default `.miter`).
  ///   - miterLimit: The miter limit (default 10).
  ///   - dash: The dash pattern (default none).
  ///   - dashPhase: The offset into the dash pattern (default 0).
  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
