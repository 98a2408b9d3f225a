/// A CSS/Core Animation timing curve: the cubic Bézier from (0, 0) to (1, 1) through two
/// control points.
public struct TimingCurve: Hashable, Sendable, Codable {
  /// The first control point; x is clamped to 0...1.
  public var control1: Point
  /// The second control point; x is clamped to 0...1.
  public var control2: Point

  /// Creates a curve from its control points (as `cubic-bezier(x1, y1, x2, y2)`).
  ///
  /// The x coordinates are clamped to 0...1 so that time is monotonic; non-finite
  /// coordinates count as the linear curve's.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    func clampX(_ x: Double, _ fallback: Double) -> Double {
      x.isFinite ? min(max(x, 0), 1) : fallback
    }
    control1 = Point(x: clampX(x1, 0), y: y1.isFinite ? y1 : 0)
    control2 = Point(x: clampX(x2, 1), y: y2.isFinite ? y2 : 1)
  }

  /// Straight: the value equals the time.
  public static let linear = TimingCurve(0, 0, 1, 1)
  /// MDC's standard ease-in-out, `cubic-bezier(0.42, 0, 0.58, 1)`.
  public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
  /// Material 3's emphasized easing, `cubic-bezier(0.2, 0, 0, 1)`.
  public static let emphasized = TimingCurve(0.2, 0, 0, 1)

  /// The curve's value (progress) at `time` in 0...1, to within 1e-7; finite for any
  /// control points.
  ///
  /// Solves x(t) = time by Newton's method kept inside a bracket with bisection where a
  /// step would leave it (`SafeguardedNewton`; WebKit's `UnitBezier` also pairs Newton with
  /// bisection), then returns y(t). Time outside 0...1 is clamped; NaN counts as 0.
  public func value(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time < 1 else { return 1 }
    let x1 = control1.x
    let x2 = control2.x
    // x(t) = ((ax t + bx) t + cx) t
    let cx = 3 * x1
    let bx = 3 * (x2 - x1) - cx
    let ax = 1 - cx - bx
    func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    // x runs from 0 to 1 monotonically (its control x are clamped to 0...1), so x(t) − time
    // changes sign on [0, 1].
    var bracket = SafeguardedNewton(lo: 0, hi: 1, negativeAtLow: true)
    var t = time
    for _ in 0..<64 {
      let error = x(t) - time
      if abs(error) < 1e-9 { break }
      bracket.narrow(at: t, value: error)
      t = bracket.next(from: t, value: error, slope: dx(t)).t
      if bracket.width <= 1e-15 { break }
    }
    // y in Bernstein form: the weights of the control points are at most 4/9 and sum to at
    // most 3/4, so y stays finite for any finite control points (the power form's
    // 3·(y2 − y1) overflows near `greatestFiniteMagnitude`).
    let u = 1 - t
    return (3 * u * u * t) * control1.y + (3 * u * t * t) * control2.y + t * t * t
  }
}
