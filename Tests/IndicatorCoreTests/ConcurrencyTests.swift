import SeededRandom
import XCTest

@testable import IndicatorCore

/// Values shared across tasks: every public type is `Sendable` (checked by the compiler in
/// Swift 6 mode), and concurrent use gives the same results as sequential use.
final class ConcurrencyTests: XCTestCase {
  func testConcurrentParsingLayoutQueriesAndStrokingMatchSequential() async throws {
    // One fixed seed: the inputs only need to be varied, and every message names it.
    let seed: UInt64 = 7
    var rng = SplitMix64(seed: seed)
    let paths = (0..<64).map { _ in rng.path(subpaths: 2, segments: 6) }
    for path in paths { try Path(svgPathData: path.svgPathData)._checkInvariants() }
    let texts = paths.map(\.svgPathData)
    let widths = (0..<64).map { _ in rng.double(in: 100...1000) }

    @Sendable func work(_ i: Int) throws -> (Path, IndicatorAttributes?, Rect, Double, Path) {
      let parsed = try Path(svgPathData: texts[i])
      var model = TabBarModel(
        items: (0..<(i % 7 + 1)).map { tab("T\($0)", Double($0 * 10 + 20)) },
        size: Size(width: widths[i], height: 48), layout: i % 2 == 0 ? .fixed : .scrollable,
        template: UnderlineIndicatorTemplate.materialPrimary)
      model.selectedIndex = i % (i % 7 + 1)
      let style = StrokeStyle(
        lineWidth: Double(i % 9 + 1), lineCap: LineCap.allCases[i % 3],
        lineJoin: LineJoin.allCases[(i / 3) % 3], dash: i % 4 == 0 ? [5, 3] : [])
      return (
        parsed, model.indicator(atPosition: Double(i % 5) * 0.3), parsed.boundingRect,
        parsed.length,
        parsed.strokedPath(style, tolerance: 0.1)
      )
    }

    let sequential = try (0..<64).map(work)
    let concurrent = try await withThrowingTaskGroup(
      of: (Int, (Path, IndicatorAttributes?, Rect, Double, Path)).self
    ) { group in
      for i in 0..<64 { group.addTask { (i, try work(i)) } }
      var results = [(Path, IndicatorAttributes?, Rect, Double, Path)?](repeating: nil, count: 64)
      for try await (i, result) in group { results[i] = result }
      return results
    }
    for i in 0..<64 {
      let c = try XCTUnwrap(concurrent[i])
      XCTAssertEqual(c.0, sequential[i].0, "seed \(seed): path \(i)")
      XCTAssertEqual(c.0, paths[i], "seed \(seed): path \(i) round trip")
      XCTAssertEqual(c.1, sequential[i].1, "seed \(seed): indicator \(i)")
      XCTAssertEqual(c.2, sequential[i].2, "seed \(seed): bounds \(i)")
      XCTAssertEqual(c.3, sequential[i].3, "seed \(seed): length \(i)")
      XCTAssertEqual(c.4, sequential[i].4, "seed \(seed): stroke \(i)")
      XCTAssertFalse(c.4.isEmpty, "seed \(seed): stroke \(i)")
      c.4._checkInvariants()
    }
  }
}
