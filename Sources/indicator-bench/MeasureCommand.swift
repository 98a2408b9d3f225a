import Foundation
import IndicatorCore

/// `corpus cubics|single FILE`: writes `length.cubic`'s cubics to FILE.
///
/// The 1,000 cubics (seed 1) are written as SVG path data, one path a line: `cubics` as
/// the one closed path `area.cubic` measures, `single` as 1,000 closed one-cubic paths. Peers read the same file for side-by-side timings.
func runCorpus(_ arguments: [String]) throws(BenchError) {
  guard arguments.count == 2 else { throw BenchError("corpus: expected cubics|single FILE") }
  let paths: [Path]
  switch arguments[0] {
  case "cubics": paths = [cubicPath(count: 1_000, seed: 1)]
  case "single": paths = singleCubicPaths(count: 1_000, seed: 1, closed: true)
  default: throw BenchError("corpus: unknown kind \(arguments[0])")
  }
  let text = paths.map(\.svgPathData).joined(separator: "\n") + "\n"
  do {
    try text.write(toFile: arguments[1], atomically: true, encoding: .utf8)
  } catch {
    throw BenchError("cannot write \(arguments[1])")
  }
}

/// `measure area|length CORPUS [--rounds R]`: times a measure on a corpus.
///
/// The signed area or the length of every path of a corpus is timed (best of R rounds, default 5) and printed with the sum, so peers can
/// be compared on the same paths. `measure length CORPUS --each x` prints each path's length.
func runMeasure(_ arguments: [String]) throws(BenchError) {
  guard arguments.count == 2 || (arguments.count == 4 && arguments[2].hasPrefix("--")),
    arguments[0] == "area" || arguments[0] == "length"
  else { throw BenchError("measure: expected area|length CORPUS [--rounds R]") }
  if arguments[0] == "length", arguments.count == 4, arguments[2] == "--each" {
    // Each path's length, one a line, for accuracy comparisons.
    do {
      for path in try readCorpus(arguments[1]) { print(String(format: "%.17e", path.length)) }
    } catch {
      throw BenchError("cannot read the corpus \(arguments[1])")
    }
    return
  }
  let rounds = arguments.count == 4 ? Int(arguments[3]) ?? 5 : 5
  let paths: [Path]
  do {
    paths = try readCorpus(arguments[1])
  } catch {
    throw BenchError("cannot read the corpus \(arguments[1])")
  }
  let area = arguments[0] == "area"
  let segments = paths.reduce(0) { count, path in
    count + path.elements.filter { $0 != .closeSubpath && !isMove($0) }.count
  }
  let clock = ContinuousClock()
  var best = Double.infinity
  var sum = 0.0
  for _ in 0..<max(1, rounds) {
    // Enough passes for about 20 ms a round.
    let passes = max(1, 2_000_000 / max(1, segments))
    let start = clock.now
    for _ in 0..<passes {
      sum = 0
      if area {
        for i in paths.indices { sum += paths[i].signedArea }
      } else {
        for i in paths.indices { sum += paths[i].length }
      }
      blackHole(Int(sum))
    }
    best = min(best, seconds(clock.now - start) / Double(passes))
  }
  print(
    "ours: \(arguments[0]) of \(paths.count) paths, \(segments) segments, "
      + "\(String(format: "%.2f", best * 1e9 / Double(segments))) ns a segment "
      + "(best of \(rounds)), sum \(String(format: "%.17g", sum))")
}
