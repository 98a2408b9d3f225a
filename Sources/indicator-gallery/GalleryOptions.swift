import IndicatorCore

/// What the command line asked for.
struct GalleryOptions: Equatable {
  /// The built-in templates the gallery knows, by their command-line names.
  static let templateNames = [
    "underline", "outline", "pill", "pill-pointer", "dot", "chevron", "material-primary",
  ]
  /// The layouts, by their command-line names.
  static let layoutNames = [
    "fixed", "scrollable", "clustered-leading", "clustered-center", "clustered-trailing",
    "automatic",
  ]

  /// The height of the bars drawn, in points, MDC's default: `--height` is at most this.
  static let barHeight = 48.0
  /// The widest bar drawn, in points: wider is no picture a person can look at.
  static let maximumWidth = 100_000.0

  /// `nil` for the full sheet; a template name for one bar.
  var template: String?
  /// The indicator's thickness, where the template has one.
  var height: Double?
  var items = ["Home", "Search", "Library", "Profile"]
  var selected = 0
  var width = 360.0
  var layout = "fixed"
  var rightToLeft = false
  var to: Int?
  var progress = 1.0
  var animation = IndicatorAnimation.linear
  var output = "indicator-gallery.svg"
  var help = false
  /// Whether any single-bar option was given (they imply one bar with the underline).
  var singleBar = false
}

/// A command-line mistake: the message names the flag.
struct GalleryUsageError: Error, Equatable, CustomStringConvertible {
  var message: String
  /// Whether the usage follows the message: for a flag given without its value, where the
  /// command line is incomplete rather than wrong.
  var showsUsage = false
  var description: String { message }
}

extension GalleryOptions {
  static let usage = """
    USAGE: indicator-gallery [--template NAME] [--height H] [--items "A,B,C"] [--selected N]
                             [--width W] [--layout NAME] [--rtl]
                             [--to N --progress F --animation NAME] [--output PATH] [--help]

    With no options, writes a sheet of every template, layout and transition to
    indicator-gallery.svg and prints its path. Any bar option draws one bar instead.

    OPTIONS:
      --template NAME    underline, outline, pill, pill-pointer, dot, chevron,
                         material-primary
      --height H         the indicator's thickness (underline, material-primary, chevron;
                         dot diameter; outline line width; pill-pointer's pointer), > 0
                         and at most the bar's height, 48
      --items LIST       comma-separated tab titles (default Home,Search,Library,Profile)
      --selected N       the selected tab's index (default 0)
      --width W          the bar's width in points, > 0 and at most 100000 (default 360)
      --layout NAME      fixed, scrollable, clustered-leading, clustered-center,
                         clustered-trailing, automatic (default fixed)
      --rtl              lay the tabs out right to left
      --to N             animate from --selected towards tab N ...
      --progress F       ... this far, 0 to 1 (default 1)
      --animation NAME   linear, elastic, fade (default linear)
      --output PATH      where to write the SVG; - for standard output
      --help             show this help
    """

  /// Parses `arguments` (without the program name).
  static func parse(_ arguments: [String]) throws(GalleryUsageError) -> GalleryOptions {
    var options = GalleryOptions()
    var index = 0
    func value(for flag: String) throws(GalleryUsageError) -> String {
      index += 1
      guard index < arguments.count else {
        throw GalleryUsageError(message: "error: \(flag) needs a value", showsUsage: true)
      }
      return arguments[index]
    }
    // A positive number is above 0 and at most the range's upper bound.
    func number(
      _ text: String, for flag: String, positive: Bool = false, in range: ClosedRange<Double>
    ) throws(GalleryUsageError) -> Double {
      guard let v = Double(text), v.isFinite, positive ? v > 0 : v >= range.lowerBound,
        v <= range.upperBound
      else {
        let upper = range.upperBound.formatted
        let want =
          positive
          ? "a number > 0 and at most \(upper)"
          : "a number from \(range.lowerBound.formatted) to \(upper)"
        throw GalleryUsageError(message: "error: \(flag) expects \(want), got \(quoted(text))")
      }
      return v
    }
    func integer(_ text: String, for flag: String) throws(GalleryUsageError) -> Int {
      guard let v = Int(text), v >= 0 else {
        throw GalleryUsageError(message: "error: \(flag) expects an index ≥ 0, got \(quoted(text))")
      }
      return v
    }
    func choice(_ name: String, of names: [String], for flag: String) throws(GalleryUsageError)
      -> String
    {
      guard names.contains(name) else {
        throw GalleryUsageError(
          message:
            "error: \(flag) expects one of \(names.joined(separator: ", ")), got \(quoted(name))")
      }
      return name
    }
    while index < arguments.count {
      let flag = arguments[index]
      // Every option but --help and --output is a bar option (an unknown one throws below).
      if !["--help", "-h", "--output", "-o"].contains(flag) { options.singleBar = true }
      switch flag {
      case "--help", "-h":
        options.help = true
      case "--template":
        options.template = try choice(try value(for: flag), of: templateNames, for: flag)
      case "--height":
        options.height = try number(
          try value(for: flag), for: flag, positive: true, in: 0...barHeight)
      case "--items":
        let text = try value(for: flag)
        let titles = text.split(separator: ",", omittingEmptySubsequences: false).map {
          String($0).trimmingWhitespace()
        }
        guard !titles.contains(where: \.isEmpty) else {
          throw GalleryUsageError(
            message: "error: --items expects comma-separated non-empty titles, got \(quoted(text))")
        }
        options.items = titles
      case "--selected":
        options.selected = try integer(try value(for: flag), for: flag)
      case "--width":
        options.width = try number(
          try value(for: flag), for: flag, positive: true, in: 0...maximumWidth)
      case "--layout":
        options.layout = try choice(try value(for: flag), of: layoutNames, for: flag)
      case "--rtl":
        options.rightToLeft = true
      case "--to":
        options.to = try integer(try value(for: flag), for: flag)
      case "--progress":
        options.progress = try number(try value(for: flag), for: flag, in: 0...1)
      case "--animation":
        let names = IndicatorAnimation.allCases.map(\.rawValue)
        let name = try choice(try value(for: flag), of: names, for: flag)
        options.animation = IndicatorAnimation(rawValue: name) ?? .linear
      case "--output", "-o":
        let path = try value(for: flag)
        guard !path.isEmpty else {
          throw GalleryUsageError(message: "error: --output needs a path or -")
        }
        options.output = path
      default:
        throw GalleryUsageError(message: "error: unknown option \(quoted(flag))")
      }
      index += 1
    }
    if options.selected >= options.items.count {
      throw GalleryUsageError(
        message:
          "error: --selected expects an index below \(options.items.count), got \(options.selected)"
      )
    }
    if let to = options.to, to >= options.items.count {
      throw GalleryUsageError(
        message: "error: --to expects an index below \(options.items.count), got \(to)")
    }
    if options.height != nil, options.template == "pill" {
      throw GalleryUsageError(message: "error: --height does not apply to --template pill")
    }
    return options
  }
}

extension Double {
  /// The number as a person writes it: `48` rather than `48.0`.
  var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : "\(self)" }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  func trimmingWhitespace() -> String {
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" { s.removeLast() }
    return String(s)
  }
}

/// `text` in single quotes, with control characters escaped so a message stays on one line.
func quoted(_ text: String) -> String {
  var result = "'"
  for scalar in text.unicodeScalars {
    if scalar.value < 0x20 || scalar.value == 0x7F {
      result += "\\u{" + String(scalar.value, radix: 16) + "}"
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result + "'"
}
