import IndicatorCore

/// One benchmark workload: an operation run many times, and how many units (frames,
/// cubics, bytes…) one operation processes.
struct Workload {
  var name: String
  /// The unit the rate is reported in, per second ("cubics", "MB", …).
  var unit: String
  /// Units processed by one operation.
  var unitsPerOperation: Double
  /// Runs the operation once; `iteration` varies the input where the workload asks for it.
  var operation: (_ iteration: Int) -> Int
}

/// A result row.
struct Measurement {
  var name: String
  var iterations: Int
  var median: Double
  var min: Double
  var max: Double
  var rate: Double
  var unit: String
}

/// Values the optimizer cannot see through, so no measured work is removed as dead code.
@inline(never)
func blackHole(_ value: Int) {
  sink &+= value
}

nonisolated(unsafe) var sink = 0

/// `d` in seconds.
func seconds(_ d: Duration) -> Double {
  Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

/// Runs `workload`: a warm-up, a calibration to about `target` seconds per run, then `runs`
/// timed runs; reports the median, min and max nanoseconds per operation.
func measure(_ workload: Workload, runs: Int = 7, target: Double = 0.05) -> Measurement {
  let clock = ContinuousClock()
  // Warm-up and calibration: double the iterations until a run takes `target / 4`.
  var iterations = 1
  while true {
    let elapsed = clock.measure {
      for i in 0..<iterations { blackHole(workload.operation(i)) }
    }
    if seconds(elapsed) >= target / 4 || iterations >= 1 << 30 { break }
    iterations *= 2
  }
  iterations = max(1, iterations * 4)
  var times: [Double] = []
  for _ in 0..<runs {
    let elapsed = clock.measure {
      for i in 0..<iterations { blackHole(workload.operation(i)) }
    }
    times.append(seconds(elapsed) * 1e9 / Double(iterations))
  }
  times.sort()
  let median = times[times.count / 2]
  return Measurement(
    name: workload.name, iterations: iterations, median: median, min: times[0],
    max: times[times.count - 1], rate: workload.unitsPerOperation / (median * 1e-9),
    unit: workload.unit)
}

/// A number with a fixed count of decimals (no Foundation formatting).
func fixed(_ value: Double, _ decimals: Int) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = "\(rounded)"
  if let dot = text.firstIndex(of: ".") {
    let have = text.distance(from: dot, to: text.endIndex) - 1
    if decimals == 0 {
      text = String(text[..<dot])
    } else if have < decimals {
      text += String(repeating: "0", count: decimals - have)
    }
  }
  return text
}

/// A rate with an SI prefix: `12.3 M`.
func scaled(_ value: Double) -> String {
  if value >= 1e9 { return fixed(value / 1e9, 2) + " G" }
  if value >= 1e6 { return fixed(value / 1e6, 2) + " M" }
  if value >= 1e3 { return fixed(value / 1e3, 2) + " k" }
  return fixed(value, 2) + " "
}

func padded(_ text: String, _ width: Int, right: Bool = false) -> String {
  let pad = String(repeating: " ", count: max(0, width - text.count))
  return right ? pad + text : text + pad
}

/// How `runWorkloads` prints its rows.
enum ReportFormat {
  /// An aligned text table.
  case table
  /// One JSON object a line.
  case json
  /// A Markdown table (BENCHMARKS.md's, written by Scripts/bench.sh).
  case markdown
}

/// Prints one measurement in `format`.
func report(_ m: Measurement, _ format: ReportFormat) {
  switch format {
  case .json:
    print(
      "{\"name\":\"\(m.name)\",\"iterations\":\(m.iterations),\"ns_per_op\":\(m.median),"
        + "\"ns_min\":\(m.min),\"ns_max\":\(m.max),\"rate\":\(m.rate),\"unit\":\"\(m.unit)/s\"}")
  case .markdown:
    var rate = scaled(m.rate)
    if rate.hasSuffix(" ") { rate.removeLast() }
    print(
      "| \(m.name) | \(rate) | \(m.unit)/s | \(fixed(m.median, 1)) | "
        + "\(fixed(m.min, 1)) – \(fixed(m.max, 1)) | \(m.iterations) |")
  case .table:
    print(
      padded(m.name, 22) + padded("\(m.iterations)", 11, right: true)
        + padded(fixed(m.median, 1), 16, right: true)
        + padded(fixed(m.min, 1) + "…" + fixed(m.max, 1), 24, right: true) + "   "
        + scaled(m.rate) + m.unit + "/s")
  }
}

/// The header of `format`, if it has one.
func header(_ format: ReportFormat) {
  switch format {
  case .json: break
  case .markdown:
    print("| workload | rate | unit | median ns/op | min – max ns/op | iterations a run |")
    print("| --- | ---: | --- | ---: | ---: | ---: |")
  case .table:
    print(
      padded("workload", 22) + padded("iterations", 11, right: true)
        + padded("ns/op (median)", 16, right: true) + padded("min…max", 24, right: true)
        + "   rate")
  }
}

/// `[--filter NAME] [--json | --markdown | --list] [--corpora DIR]`: runs every workload
/// whose name contains NAME (`--list`: prints their names, one a line, without running them).
func runWorkloads(_ arguments: [String]) throws(BenchError) {
  var filter: String?
  var format = ReportFormat.table
  var list = false
  var corpora = ".build/corpora"
  var i = 0
  while i < arguments.count {
    switch arguments[i] {
    case "--json": format = .json
    case "--markdown": format = .markdown
    case "--list": list = true
    case "--filter", "--corpora":
      guard i + 1 < arguments.count else { throw BenchError("\(arguments[i]): missing value") }
      if arguments[i] == "--filter" {
        filter = arguments[i + 1]
      } else {
        corpora = arguments[i + 1]
      }
      i += 1
    default: throw BenchError("unknown option \(arguments[i])")
    }
    i += 1
  }
  let selected = workloads(corpora: corpora).filter { w in
    filter.map { w.name.contains($0) } ?? true
  }
  if list {
    for workload in selected { print(workload.name) }
    return
  }
  header(format)
  for workload in selected { report(measure(workload), format) }
}

/// `profile NAME N`: runs one workload's operation N times with no timing, for
/// `valgrind --tool=callgrind` (instructions) and `valgrind` memcheck (allocations): run it
/// with N and 2N and divide the difference by N.
func runProfile(_ arguments: [String]) throws(BenchError) {
  guard arguments.count == 2, let count = Int(arguments[1]), count >= 0 else {
    throw BenchError("profile: expected NAME N")
  }
  // The per-call rows first: they skip building every other workload's input.
  guard
    let workload = perCallWorkloads().first(where: { $0.name == arguments[0] })
      ?? workloads(corpora: ".build/corpora").first(where: { $0.name == arguments[0] })
  else { throw BenchError("profile: no workload named \(arguments[0])") }
  for i in 0..<count { blackHole(workload.operation(i)) }
  print("profile: \(workload.name) × \(count), sink \(sink)")
}
