import Foundation
import IndicatorCore

/// `stroke CORPUS --width W --cap C --join J [--miter-limit M] [--tolerance T]
/// [--dash "a,b"] [--runs N] [--out FILE] [--per-path] [--storage]`: strokes every path of a
/// corpus, times it (best of N runs, 5 unless given: the whole corpus as one path, or with
/// `--per-path` each path in its own call) and optionally writes the outlines, one SVG path
/// per line.
///
/// `--storage` reports instead what the outlines keep (`reportStorage`).
func runStroke(_ arguments: [String]) throws(BenchError) {
  guard let corpusFile = arguments.first else { throw BenchError("stroke: missing CORPUS") }
  var style = StrokeStyle(lineWidth: 1)
  var tolerance = 0.05
  var outFile: String?
  var perPath = false
  var storage = false
  var runs = 5
  var i = 1
  while i < arguments.count {
    let flag = arguments[i]
    if flag == "--per-path" || flag == "--storage" {
      if flag == "--per-path" { perPath = true } else { storage = true }
      i += 1
      continue
    }
    guard i + 1 < arguments.count else { throw BenchError("\(flag): missing value") }
    let value = arguments[i + 1]
    i += 2
    switch flag {
    case "--width": style.lineWidth = try number(value, flag)
    case "--cap":
      guard let cap = LineCap(rawValue: value) else { throw BenchError("bad cap \(value)") }
      style.lineCap = cap
    case "--join":
      guard let join = LineJoin(rawValue: value) else { throw BenchError("bad join \(value)") }
      style.lineJoin = join
    case "--miter-limit": style.miterLimit = try number(value, flag)
    case "--tolerance": tolerance = try number(value, flag)
    case "--dash":
      style.dash = try value.split(separator: ",").map { (s) throws(BenchError) in
        try number(String(s), flag)
      }
    case "--dash-phase": style.dashPhase = try number(value, flag)
    case "--out": outFile = value
    case "--runs":
      guard let n = Int(value), n > 0 else { throw BenchError("--runs: not a count: \(value)") }
      runs = n
    default: throw BenchError("unknown option \(flag)")
    }
  }
  guard let text = try? String(contentsOfFile: corpusFile, encoding: .utf8) else {
    throw BenchError("cannot read \(corpusFile)")
  }
  let lines = text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
  var paths: [Path] = []
  for (n, line) in lines.enumerated() {
    guard let path = try? Path(svgPathData: line) else {
      throw BenchError("line \(n + 1): bad path")
    }
    paths.append(path)
  }
  if storage {
    reportStorage(paths, style, tolerance: tolerance, rounds: runs)
    return
  }
  var whole = Path()
  var segments = 0
  for path in paths {
    whole.addPath(path)
    for element in path.elements {
      switch element {
      case .move, .closeSubpath: break
      default: segments += 1
      }
    }
  }
  let clock = ContinuousClock()
  var best = Double.infinity
  var outCount = 0
  for _ in 0..<runs {
    let start = clock.now
    if perPath {
      // One call a path: each path's setup and allocations count, as for small strokes.
      var count = 0
      for path in paths { count += path.strokedPath(style, tolerance: tolerance).elements.count }
      outCount = count
    } else {
      outCount = whole.strokedPath(style, tolerance: tolerance).elements.count
    }
    best = min(best, seconds(clock.now - start))
  }
  print(
    "ours\(perPath ? " (per path)" : ""): \(paths.count) paths, \(segments) segments in, "
      + "\(String(format: "%.6f", best)) s "
      + "(best of \(runs)), \(String(format: "%.0f", Double(segments) / best)) segments/s, "
      + "\(outCount) elements out")
  if let outFile {
    var out = ""
    for path in paths {
      out += path.strokedPath(style, tolerance: tolerance).svgPathData
      out += "\n"
    }
    do {
      try out.write(toFile: outFile, atomically: true, encoding: .utf8)
    } catch {
      throw BenchError("cannot write \(outFile)")
    }
  }
}

/// Prints what the outlines of `paths` keep, each stroked in its own call: their elements'
/// storage against the storage they hold (`elements.capacity`, which counts the allocator's
/// rounding), overall and the largest ratio among outlines of 16 or more elements; and the
/// time to stroke them all keeping every outline in an array against stroking and dropping
/// each (`rounds` rounds of each, alternating, the keep rounds' outlines freed outside the
/// timer; the minima and their ratio, and the range of the rounds' ratios).
func reportStorage(_ paths: [Path], _ style: StrokeStyle, tolerance: Double, rounds: Int) {
  let stride = MemoryLayout<Path.Element>.stride
  var elements = 0
  var held = 0
  var worst = 0.0
  var worstIndex = -1
  for (index, path) in paths.enumerated() {
    let outline = path.strokedPath(style, tolerance: tolerance).elements
    elements += outline.count
    held += outline.capacity
    if outline.count >= 16 {
      let ratio = Double(outline.capacity) / Double(outline.count)
      if ratio > worst { (worst, worstIndex) = (ratio, index) }
    }
  }
  let clock = ContinuousClock()
  var keepBest = Double.infinity
  var dropBest = Double.infinity
  var ratios: [Double] = []
  for _ in 0..<rounds {
    var kept: [Path] = []
    kept.reserveCapacity(paths.count)
    var start = clock.now
    for path in paths { kept.append(path.strokedPath(style, tolerance: tolerance)) }
    let keep = seconds(clock.now - start)
    var count = kept.count
    kept = []
    start = clock.now
    for path in paths { count &+= path.strokedPath(style, tolerance: tolerance).elements.count }
    let drop = seconds(clock.now - start)
    blackHoleCount(count)
    keepBest = min(keepBest, keep)
    dropBest = min(dropBest, drop)
    ratios.append(keep / drop)
  }
  print(
    "storage: \(paths.count) outlines, \(elements) elements (\(elements * stride) bytes), "
      + "held \(held) (\(String(format: "%.3f", Double(held) / Double(max(elements, 1))))×); "
      + "largest of 16+ elements \(String(format: "%.3f", worst))× (path \(worstIndex + 1)); "
      + "keep \(String(format: "%.6f", keepBest)) s, drop \(String(format: "%.6f", dropBest)) s: "
      + "\(String(format: "%.2f", keepBest / dropBest))× (rounds "
      + "\(String(format: "%.2f", ratios.min() ?? 0))–\(String(format: "%.2f", ratios.max() ?? 0))×, "
      + "\(rounds) each)")
}

/// Keeps `count` from being optimized away.
@inline(never) private func blackHoleCount(_ count: Int) {
  if count == -1 { print("") }
}

private func number(_ text: String, _ flag: String) throws(BenchError) -> Double {
  guard let v = Double(text) else { throw BenchError("\(flag): not a number: \(text)") }
  return v
}
