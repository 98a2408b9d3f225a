import XCTest

@testable import IndicatorCore

final class PathTranslationTests: XCTestCase {
  /// `translate` moves every point as the translation transform does; the control-point
  /// box's width and height say whether a path draws an area (what `TabBarModel` tests).
  func testTranslateMovesAsTheTranslationTransform() {
    /// Two lines from the origin, through `point` to `end`.
    func lines(through point: Point, to end: Point) -> Path {
      Path {
        $0.move(to: .zero)
        $0.addLine(to: point)
        $0.addLine(to: end)
      }
    }
    let cases: [(String, Path, Bool)] = [
      ("rect", Path(Rect(x: 1, y: 2, width: 3, height: 4)), true),
      (
        "curve",
        Path {
          $0.move(to: .zero)
          $0.addCurve(
            to: Point(x: 4, y: 0), control1: Point(x: 1, y: 2), control2: Point(x: 3, y: 2))
        },
        true
      ),
      (
        "quad",
        Path {
          $0.move(to: .zero)
          $0.addQuadCurve(to: Point(x: 4, y: 0), control: Point(x: 2, y: 1))
        },
        true
      ),
      ("no width", try! Path(svgPathData: "M90 45H90V48H90Z"), false),
      ("no height", try! Path(svgPathData: "M1 5H9Z"), false),
      ("empty", Path(), false),
      ("a lone move", Path { $0.move(to: Point(x: 1, y: 1)) }, false),
      ("NaN", lines(through: Point(x: .nan, y: 1), to: Point(x: 2, y: 2)), false),
      ("infinite", lines(through: Point(x: .infinity, y: 1), to: Point(x: 2, y: 3)), false),
    ]
    for (name, path, hasArea) in cases {
      var moved = path
      let expected = path.applying(.translation(x: 10, y: -20))
      moved.translate(dx: 10, dy: -20)
      let box = path.controlPointBounds
      XCTAssertEqual(box.width > 0 && box.height > 0, hasArea, name)
      if path.isFinite {
        XCTAssertEqual(moved, expected, name)
        XCTAssertEqual(moved.currentPoint, expected.currentPoint, name)
      }
    }
  }
}
