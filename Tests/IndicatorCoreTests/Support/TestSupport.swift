import IndicatorCore
import XCTest

/// A small, fast, seedable generator: SplitMix64 (Steele, Lea and Flood 2014).
///
/// Randomized tests loop over explicit seeds and name the seed when they fail.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly distributed value in `range`.
  mutating func double(in range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// A point with both coordinates in `range`.
  mutating func point(in range: ClosedRange<Double> = -100...100) -> Point {
    Point(x: double(in: range), y: double(in: range))
  }

  /// A random path of `subpaths` subpaths mixing lines, quadratics and cubics, some closed.
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
    return path
  }
}

/// Runs `body` once per seed in `seeds` with a generator made from that seed.
///
/// Pass the seed into every assertion message (`"seed \(seed)"`) so that a failure names
/// the input that caused it.
func forEachSeed(
  _ seeds: Range<UInt64> = 0..<200,
  _ body: (_ seed: UInt64, _ generator: inout SeededGenerator) throws -> Void
) rethrows {
  for seed in seeds {
    var generator = SeededGenerator(seed: seed)
    try body(seed, &generator)
  }
}

/// The smallest rectangle holding every point of every element (moves and control points
/// included), computed independently of the library's own bounds code.
func elementPointBounds(_ path: Path) -> Rect? {
  var points: [Point] = []
  for element in path.elements {
    switch element {
    case .move(let p), .line(let p): points.append(p)
    case .quadCurve(let p, let c): points += [p, c]
    case .curve(let p, let c1, let c2): points += [p, c1, c2]
    case .closeSubpath: break
    }
  }
  return pointBounds(points)
}

/// The smallest rectangle holding `points`, or `nil` for none.
func pointBounds(_ points: [Point]) -> Rect? {
  guard let first = points.first else { return nil }
  var minX = first.x
  var maxX = first.x
  var minY = first.y
  var maxY = first.y
  for p in points {
    minX = min(minX, p.x)
    maxX = max(maxX, p.x)
    minY = min(minY, p.y)
    maxY = max(maxY, p.y)
  }
  return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}

/// A tab item whose content is `width` × 20.
func tab(_ title: String, _ width: Double) -> TabItem {
  TabItem(title: title, contentSize: Size(width: width, height: 20))
}
