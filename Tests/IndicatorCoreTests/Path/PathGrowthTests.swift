import XCTest

@testable import IndicatorCore

/// The building methods that add several elements at once make room for them with the
/// array's geometric growth, so a path built by calling one of them in a loop is copied a
/// logarithmic number of times, not once a call (`Array.reserveCapacity` allocates exactly
/// what it is asked for).
final class PathGrowthTests: XCTestCase {
  /// The number of times `build` changes the storage's capacity over `calls` calls.
  private func reallocations(_ calls: Int, _ build: (inout Path, Int) -> Void) -> Int {
    var path = Path()
    var capacity = path.storage.capacity
    var changes = 0
    for i in 0..<calls {
      build(&path, i)
      if path.storage.capacity != capacity {
        changes += 1
        capacity = path.storage.capacity
      }
    }
    return changes
  }

  func testBuildingInALoopReallocatesLogarithmicallyOften() {
    let piece = Path(roundedRect: Rect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 4)
    let calls = 2_000
    // Doubling from one element to the largest path here (2,000 × 18) takes 16 steps;
    // the limit leaves room for the array's own rounding of capacities.
    let limit = 24
    let builders: [(String, (inout Path, Int) -> Void)] = [
      ("addPath", { p, _ in p.addPath(piece) }),
      (
        "addPath(transform:)",
        { p, i in p.addPath(piece, transform: .translation(x: Double(i), y: 0)) }
      ),
      ("addLines", { p, i in p.addLines([Point(x: Double(i), y: 0), Point(x: 1, y: 2)]) }),
      ("addRect", { p, i in p.addRect(Rect(x: Double(i), y: 0, width: 2, height: 3)) }),
      ("addRects", { p, i in p.addRects([Rect(x: Double(i), y: 0, width: 2, height: 3)]) }),
      ("addEllipse", { p, i in p.addEllipse(in: Rect(x: Double(i), y: 0, width: 2, height: 3)) }),
      (
        "addRoundedRect continuous",
        { p, i in
          p.addRoundedRect(in: Rect(x: Double(i), y: 0, width: 20, height: 8), cornerRadius: 3)
        }
      ),
      (
        "addRoundedRect circular",
        { p, i in
          p.addRoundedRect(
            in: Rect(x: Double(i), y: 0, width: 20, height: 8), cornerRadius: 3, style: .circular)
        }
      ),
      (
        "addArc",
        { p, i in
          p.move(to: Point(x: Double(i) + 5, y: 0))
          p.addArc(
            center: Point(x: Double(i), y: 0), radius: 5, startAngle: .zero,
            endAngle: .radians(3), clockwise: false)
        }
      ),
    ]
    for (name, build) in builders {
      let changes = reallocations(calls, build)
      XCTAssertLessThanOrEqual(
        changes, limit, "\(name): \(changes) reallocations in \(calls) calls")
    }
  }
}
