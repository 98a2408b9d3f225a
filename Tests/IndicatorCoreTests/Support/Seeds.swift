// The randomized tests' generator and seed loop, as swift-collections' tests do it: every
// randomized test runs over explicit seeds and names the seed in each assertion message.

import SeededRandom
import XCTest

@testable import IndicatorCore

extension SplitMix64 {
  /// A uniformly distributed value in `range`.
  mutating func double(in range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// A point with both coordinates in `range`.
  mutating func point(in range: ClosedRange<Double> = -100...100) -> Point {
    Point(x: double(in: range), y: double(in: range))
  }

  /// A random path of `subpaths` subpaths mixing lines, quadratics and cubics, some closed.
  ///
  /// The path's invariants are checked (`_checkInvariants()` traps on a broken one).
  mutating func path(subpaths: Int = 2, segments: Int = 4) -> Path {
    var path = Path()
    for _ in 0..<subpaths {
      path.move(to: point())
      for _ in 0..<segments {
        switch Int.random(in: 0..<3, using: &self) {
        case 0: path.addLine(to: point())
        case 1: path.addQuadCurve(to: point(), control: point())
        default: path.addCurve(to: point(), control1: point(), control2: point())
        }
      }
      if Bool.random(using: &self) { path.closeSubpath() }
    }
    path._checkInvariants()
    return path
  }
}

/// Runs `body` once per seed in `seeds` with a generator made from that seed.
///
/// Pass the seed into every assertion message (`"seed \(seed)"`) so that a failure names
/// the input that caused it.
func forEachSeed(
  _ seeds: Range<UInt64> = 0..<200,
  _ body: (_ seed: UInt64, _ generator: inout SplitMix64) throws -> Void
) rethrows {
  for seed in seeds {
    var generator = SplitMix64(seed: seed)
    try body(seed, &generator)
  }
}
