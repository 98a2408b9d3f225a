// The randomized tests' generator and seed loop, as swift-collections' tests do it: every
// randomized test runs over explicit seeds and names the seed in each assertion message.

import Foundation
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

/// The seed sweep `INDICATOR_SEEDS=OFFSET:SCALE` asks for, or `nil` where it is unset.
///
/// In a sweep (for example `INDICATOR_SEEDS=5000000:20`) each randomized test runs `SCALE`
/// times as many seeds, starting at `OFFSET` plus its own first seed, so that it tries
/// inputs the usual runs never see. A value of another form stops the test run with a
/// message.
let seedSweep: (offset: UInt64, scale: UInt64)? = {
  guard let value = ProcessInfo.processInfo.environment["INDICATOR_SEEDS"] else { return nil }
  let parts = value.split(separator: ":", omittingEmptySubsequences: false)
  guard parts.count == 2, let offset = UInt64(parts[0]), let scale = UInt64(parts[1]),
    scale >= 1, offset <= UInt64(1) << 48, scale <= 1_000
  else {
    fatalError(
      "INDICATOR_SEEDS is \"\(value)\"; it takes OFFSET:SCALE, an offset up to 2^48 and a "
        + "scale from 1 to 1000")
  }
  return (offset, scale)
}()

/// Runs `body` once per seed in `seeds` (or the sweep's range for them, ``seedSweep``) with
/// a generator made from that seed.
///
/// Pass the seed into every assertion message (`"seed \(seed)"`) so that a failure names
/// the input that caused it.
func forEachSeed(
  _ seeds: Range<UInt64> = 0..<200,
  _ body: (_ seed: UInt64, _ generator: inout SplitMix64) throws -> Void
) rethrows {
  var range = seeds
  if let sweep = seedSweep {
    let start = sweep.offset + seeds.lowerBound
    range = start..<(start + sweep.scale * UInt64(seeds.count))
  }
  for seed in range {
    var generator = SplitMix64(seed: seed)
    try body(seed, &generator)
  }
}
