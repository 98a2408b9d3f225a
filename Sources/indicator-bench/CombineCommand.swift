import Foundation
import IndicatorCore

/// `combine PAIRS [--eofill] [--only OPERATION] [--rounds R] [--out FILE]`: the region
/// operations on pairs.
///
/// PAIRS holds SVG path data, one path a line, in pairs (a, then b). Each pair's union,
/// intersection, difference and symmetric difference (in that order, one a line; only
/// OPERATION, one of `union`, `intersection`, `subtracting`, `symmetricDifference`, with
/// `--only`) go to FILE; the time of all of them, best of R rounds (default 3), is printed
/// a pair.
/// `Scripts/oracle/combine_compare.py` compares the results with Skia's PathOps.
func runCombine(_ arguments: [String]) throws(BenchError) {
  guard let file = arguments.first else {
    throw BenchError(
      "combine: expected PAIRS [--eofill] [--only OPERATION] [--rounds R] [--out FILE]")
  }
  let operations: [(String, (Path, Path, Bool) -> Path)] = [
    ("union", { $0.union($1, eoFill: $2) }),
    ("intersection", { $0.intersection($1, eoFill: $2) }),
    ("subtracting", { $0.subtracting($1, eoFill: $2) }),
    ("symmetricDifference", { $0.symmetricDifference($1, eoFill: $2) }),
  ]
  var selected = operations
  var eoFill = false
  var rounds = 3
  var out: String?
  var k = 1
  while k < arguments.count {
    switch arguments[k] {
    case "--eofill": eoFill = true
    case "--only" where k + 1 < arguments.count:
      selected = operations.filter { $0.0 == arguments[k + 1] }
      guard !selected.isEmpty else { throw BenchError("combine: no operation \(arguments[k + 1])") }
      k += 1
    case "--rounds" where k + 1 < arguments.count:
      rounds = Int(arguments[k + 1]) ?? 3
      k += 1
    case "--out" where k + 1 < arguments.count:
      out = arguments[k + 1]
      k += 1
    default: throw BenchError("combine: unknown argument \(arguments[k])")
    }
    k += 1
  }
  let paths: [Path]
  do {
    paths = try readCorpus(file)
  } catch {
    throw BenchError("cannot read the pairs \(file)")
  }
  guard paths.count % 2 == 0 else { throw BenchError("combine: an odd number of paths") }
  let pairs = paths.count / 2
  var results: [Path] = []
  let clock = ContinuousClock()
  var best = Double.infinity
  for _ in 0..<max(1, rounds) {
    results.removeAll(keepingCapacity: true)
    let start = clock.now
    for i in 0..<pairs {
      let (a, b) = (paths[2 * i], paths[2 * i + 1])
      for (_, operation) in selected { results.append(operation(a, b, eoFill)) }
    }
    best = min(best, seconds(clock.now - start))
  }
  print(
    "ours: \(pairs) pairs, \(selected.count) operation\(selected.count == 1 ? "" : "s") each, \(String(format: "%.1f", best / Double(pairs) * 1e6)) µs a pair (best of \(rounds))"
  )
  if let out {
    let text = results.map(\.svgPathData).joined(separator: "\n") + "\n"
    do {
      try text.write(toFile: out, atomically: true, encoding: .utf8)
    } catch {
      throw BenchError("cannot write \(out)")
    }
  }
}
