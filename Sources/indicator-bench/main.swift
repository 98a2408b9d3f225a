import Foundation

/// A user-input error of the benchmark tool.
struct BenchError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

let usage = """
  usage: indicator-bench [--filter NAME] [--json | --markdown | --list] [--corpora DIR]
         indicator-bench profile WORKLOAD N
         indicator-bench corpus cubics|single FILE
         indicator-bench measure area|length CORPUS [--rounds R]
         indicator-bench combine PAIRS [--eofill] [--only OPERATION] [--rounds R] [--out FILE]
         indicator-bench stroke CORPUS --width W [--cap butt|round|square]
           [--join miter|round|bevel] [--miter-limit M] [--tolerance T] [--dash "a,b"]
           [--dash-phase P] [--out FILE] [--per-path]
  """

let arguments = Array(CommandLine.arguments.dropFirst())
do throws(BenchError) {
  switch arguments.first {
  case "stroke": try runStroke(Array(arguments.dropFirst()))
  case "profile": try runProfile(Array(arguments.dropFirst()))
  case "corpus": try runCorpus(Array(arguments.dropFirst()))
  case "measure": try runMeasure(Array(arguments.dropFirst()))
  case "combine": try runCombine(Array(arguments.dropFirst()))
  case nil, "--filter", "--json", "--markdown", "--list", "--corpora": try runWorkloads(arguments)
  default:
    print(usage)
    exit(2)
  }
} catch {
  FileHandle.standardError.write(Data("indicator-bench: \(error.message)\n".utf8))
  exit(2)
}
