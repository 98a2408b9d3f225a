import IndicatorCore
import XCTest

final class PathTests: XCTestCase {
  // MARK: Building

  func testLineWithoutCurrentPointIsIgnored() {
    var path = Path()
    path.addLine(to: Point(x: 1, y: 2))
    path.addCurve(to: .zero, control1: .zero, control2: .zero)
    path.closeSubpath()
    XCTAssertTrue(path.isEmpty)
    XCTAssertNil(path.currentPoint)
  }

  func testSegmentAfterCloseStartsNewSubpathAtStart() {
    let path = Path { p in
      p.move(to: Point(x: 1, y: 1))
      p.addLine(to: Point(x: 5, y: 1))
      p.closeSubpath()
      p.addLine(to: Point(x: 1, y: 9))
    }
    XCTAssertEqual(
      path.elements,
      [
        .move(to: Point(x: 1, y: 1)), .line(to: Point(x: 5, y: 1)), .closeSubpath,
        .move(to: Point(x: 1, y: 1)), .line(to: Point(x: 1, y: 9)),
      ])
  }

  func testCurrentPointAfterCloseIsSubpathStart() {
    var path = Path()
    path.move(to: Point(x: 3, y: 4))
    path.addLine(to: Point(x: 8, y: 4))
    XCTAssertEqual(path.currentPoint, Point(x: 8, y: 4))
    path.closeSubpath()
    XCTAssertEqual(path.currentPoint, Point(x: 3, y: 4))
  }

  func testDoubleCloseAddsOneElement() {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: Point(x: 1, y: 0))
    path.closeSubpath()
    path.closeSubpath()
    XCTAssertEqual(path.elements.count, 3)
  }

  func testAddLinesStartsWithMove() {
    var path = Path()
    path.addLines([Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1)])
    XCTAssertEqual(
      path.elements,
      [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 1, y: 0)), .line(to: Point(x: 1, y: 1))])
    var empty = Path()
    empty.addLines([])
    XCTAssertTrue(empty.isEmpty)
  }

  func testAddPathAppliesTransform() {
    let square = Path(Rect(x: 0, y: 0, width: 1, height: 1))
    var path = Path()
    path.addPath(square, transform: .translation(x: 10, y: 20))
    XCTAssertEqual(path, Path(Rect(x: 10, y: 20, width: 1, height: 1)))
  }

  func testIsFinite() {
    XCTAssertTrue(Path(Rect(x: 0, y: 0, width: 1, height: 1)).isFinite)
    let bad = Path { p in
      p.move(to: .zero)
      p.addQuadCurve(to: Point(x: 1, y: 1), control: Point(x: .nan, y: 0))
    }
    XCTAssertFalse(bad.isFinite)
    // x and y are summed apart: a non-finite y alone, in each kind of element, is found too.
    let badY: [Path] = [
      Path { $0.move(to: Point(x: 0, y: .infinity)) },
      Path { p in
        p.move(to: .zero)
        p.addLine(to: Point(x: 1, y: -.infinity))
      },
      Path { p in
        p.move(to: .zero)
        p.addQuadCurve(to: Point(x: 1, y: .nan), control: Point(x: 0, y: 1))
      },
      Path { p in
        p.move(to: .zero)
        p.addCurve(
          to: Point(x: 1, y: 1), control1: Point(x: 0, y: 1), control2: Point(x: 1, y: .nan))
      },
    ]
    for path in badY { XCTAssertFalse(path.isFinite, "\(path.svgPathData)") }
    XCTAssertTrue(
      Path { p in
        p.move(to: Point(x: -1e308, y: 1e308))
        p.addCurve(
          to: Point(x: 1e308, y: -1e308), control1: Point(x: 0, y: -0.0),
          control2: Point(x: -0.0, y: 0))
      }.isFinite)
  }

  // MARK: Transforming

  func testApplyingScaleAndOffset() {
    let path = Path(Rect(x: 1, y: 2, width: 3, height: 4))
    XCTAssertEqual(path.applying(.scale(2)), Path(Rect(x: 2, y: 4, width: 6, height: 8)))
    XCTAssertEqual(path.offsetBy(dx: -1, dy: -2), Path(Rect(x: 0, y: 0, width: 3, height: 4)))
  }

  func testReversedRectRunsCounterclockwiseAndStaysClosed() {
    let path = Path(Rect(x: 0, y: 0, width: 4, height: 2)).reversed()
    XCTAssertEqual(
      path.elements,
      [
        .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 0, y: 2)), .line(to: Point(x: 4, y: 2)),
        .line(to: Point(x: 4, y: 0)), .closeSubpath,
      ])
  }

  func testReversedOpenCurveSwapsControls() {
    let path = Path { p in
      p.move(to: Point(x: 0, y: 0))
      p.addCurve(to: Point(x: 3, y: 0), control1: Point(x: 1, y: 1), control2: Point(x: 2, y: 1))
      p.addQuadCurve(to: Point(x: 5, y: 0), control: Point(x: 4, y: -1))
    }
    XCTAssertEqual(
      path.reversed().elements,
      [
        .move(to: Point(x: 5, y: 0)),
        .quadCurve(to: Point(x: 3, y: 0), control: Point(x: 4, y: -1)),
        .curve(to: Point(x: 0, y: 0), control1: Point(x: 2, y: 1), control2: Point(x: 1, y: 1)),
      ])
    XCTAssertEqual(path.reversed().reversed(), path)
  }

  func testReversedKeepsLoneMoveAndSubpathOrder() {
    let path = Path { p in
      p.move(to: Point(x: 9, y: 9))
      p.move(to: Point(x: 0, y: 0))
      p.addLine(to: Point(x: 1, y: 0))
    }
    XCTAssertEqual(
      path.reversed().elements,
      [.move(to: Point(x: 9, y: 9)), .move(to: Point(x: 1, y: 0)), .line(to: Point(x: 0, y: 0))])
  }
}
