import XCTest

@testable import IndicatorCore

/// The direct fit of both sides (`OffsetFitter.appendDirectOffsets`): one cubic a side on a
/// benign curve, within the tolerance of the true offset.
final class DirectOffsetTests: XCTestCase {
  func testBenignCurveGetsOneCheckedCubicPerSide() {
    let source = CubicBezier(
      Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 18, y: 4), Point(x: 22, y: 12))
    let tolerance = 0.05
    let h = 1.0
    var path = Path()
    path.move(to: source.p0)
    path.addCurve(to: source.p3, control1: source.p1, control2: source.p2)
    let outline = path.strokedPath(StrokeStyle(lineWidth: 2 * h), tolerance: tolerance)
    var curves: [CubicBezier] = []
    var from = Point.zero
    for element in outline.elements {
      switch element {
      case .move(let p), .line(let p):
        from = p
      case .curve(let p, let c1, let c2):
        curves.append(CubicBezier(from, c1, c2, p))
        from = p
      default:
        break
      }
    }
    XCTAssertEqual(curves.count, 2)
    // Every fitted point lies within the tolerance of the source's offset: its distance to
    // the source (densely sampled) is h within the tolerance.
    let dense = (0...4000).map { source.point(at: Double($0) / 4000) }
    for curve in curves {
      for k in 0...64 {
        let p = curve.point(at: Double(k) / 64)
        let d = dense.map { ($0 - p).magnitude }.min()!
        XCTAssertEqual(d, h, accuracy: tolerance)
      }
    }
  }
}
