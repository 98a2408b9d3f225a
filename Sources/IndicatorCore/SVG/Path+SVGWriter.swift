// Writing a Path as SVG path data: absolute commands, shortest round-trip numbers, or
// numbers rounded to a number of decimals.

extension Path: CustomStringConvertible {
  /// The path as SVG path data; the same text as ``svgPathData``.
  public var description: String { svgPathData }

  /// The path as SVG path data (the `d` attribute of an SVG `<path>`), the shortest text this
  /// writer can make that reads back to the identical path.
  ///
  /// Every command is absolute. A line that keeps the y (respectively x) coordinate exactly
  /// is written `H` (`V`); a curve whose first control point is exactly the one the reader
  /// would infer (the reflection of the previous curve's control point, or the current point)
  /// is written `S` (`T`). A command letter equal to the previous one is
  /// left out, and so is an `L` right after a move-to (an implicit line-to). Numbers are
  /// separated by one space, or by nothing before a minus sign; no separator surrounds a
  /// command letter. A rectangle from (10, 20) to (40, 60) is `M10 20H40V60H10Z`.
  ///
  /// Each number is written with the fewest significant digits that read back to the
  /// identical `Double` (the digits of Swift's `Double.description`, which are the shortest
  /// round-trip digits): `0.1`, `-2.5`, `100`, `0.30000000000000004`. There is no `-0`
  /// (negative zero is written `0`, which compares equal), no trailing `.0`, and the leading
  /// zero before the decimal point is kept. Magnitudes from 1e-5 up to but excluding 1e16 are
  /// written with plain digits; smaller and larger ones in exponent form with no `+` and no
  /// leading exponent zeros, such as `1e-7`, `5e-324`, `1.5e20` and
  /// `1.7976931348623157e308`.
  ///
  /// For every path with finite coordinates, `try Path(svgPathData: p.svgPathData) == p`.
  /// For text with fewer digits, to read or to write in a golden, see
  /// ``svgPathData(fractionDigits:)``.
  /// Non-finite coordinates are written as `NaN`, `inf` and `-inf`, which the reader rejects
  /// (``SVGPathError/Kind/expectedNumber``): such a path does not round-trip, but writing it
  /// never traps.
  ///
  /// - Complexity: O(*n*) in the number of elements.
  public var svgPathData: String {
    var writer = SVGPathWriter(capacity: storage.count * 24)
    for element in storage { writer.write(element) }
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}

extension Path {
  /// The path as SVG path data with every coordinate rounded to at most `fractionDigits`
  /// digits after the decimal point: text a person can read, and write in a golden.
  ///
  /// ```swift
  /// let underline = Path(Rect(x: 0, y: 46, width: 120, height: 2))
  ///   .applying(.scale(1.0 / 3))
  /// underline.svgPathData                    // "M0 15.333333333333332H40V16H0Z"
  /// underline.svgPathData(fractionDigits: 2) // "M0 15.33H40V16H0Z"
  /// ```
  ///
  /// Each coordinate is rounded first: its exact binary value to the nearest multiple of
  /// 10^−`fractionDigits`, halfway cases away from zero (as JavaScript's `toFixed`), so
  /// `0.125` gives `0.13` and `2.675` (stored as 2.67499999999999982…) gives `2.67`. A
  /// coordinate that already has at most that many digits in ``svgPathData`` keeps them.
  /// The rounded path is then written as ``svgPathData`` writes a path, so the command
  /// form stays the shortest one for the rounded coordinates (`H` and `V` where a rounded
  /// coordinate repeats, `S` and `T` where a rounded control point is the reflected one,
  /// letters left out where implied), numbers carry no trailing zeros, and a coordinate
  /// that rounds to zero, negative or not, is written `0`. Magnitudes of 10^16 and more
  /// (integers) and below 1e-5 keep the exponent form of ``svgPathData`` (`1e20`, `1.5e-6`).
  ///
  /// The text reads back to exactly the rounded path: `try Path(svgPathData:
  /// p.svgPathData(fractionDigits: n))` is `p` with each coordinate rounded as above.
  /// Non-finite coordinates are written as ``svgPathData`` writes them (`NaN`, `inf`,
  /// `-inf`, which the reader rejects).
  ///
  /// - Parameter fractionDigits: The most digits after the decimal point, clamped to
  ///   0...17: a negative value rounds to integers, and 17 rounds only coordinates below
  ///   about 0.1 (``svgPathData`` keeps every coordinate exact).
  /// - Complexity: O(*n*) in the number of elements.
  public func svgPathData(fractionDigits: Int) -> String {
    var writer = SVGPathWriter(capacity: storage.count * 16)
    @inline(__always) func round(_ p: Point) -> Point {
      Point(
        x: SVGNumberText.rounded(p.x, fractionDigits: fractionDigits),
        y: SVGNumberText.rounded(p.y, fractionDigits: fractionDigits))
    }
    for element in storage {
      switch element {
      case .move(let p): writer.write(.move(to: round(p)))
      case .line(let p): writer.write(.line(to: round(p)))
      case .quadCurve(let p, let c): writer.write(.quadCurve(to: round(p), control: round(c)))
      case .curve(let p, let c1, let c2):
        writer.write(.curve(to: round(p), control1: round(c1), control2: round(c2)))
      case .closeSubpath: writer.write(.closeSubpath)
      }
    }
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}

/// Appends SVG path data for a sequence of elements to a byte buffer.
struct SVGPathWriter {
  /// The text written so far.
  var bytes: [UInt8] = []
  /// The command the next argument set would repeat without a letter (0 when none).
  var implicitCommand: UInt8 = 0
  /// Whether the last thing written is a number (the next number may need a separator).
  var afterNumber = false
  /// The reader's current point.
  var current = Point.zero
  /// The start of the current subpath.
  var subpathStart = Point.zero
  /// The control point an `S` (after a cubic) or `T` (after a quadratic) would reflect.
  var lastControl = Point.zero
  /// Which kind of element `lastControl` belongs to.
  var reflectable = SVGPathParser.Reflectable.none

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  mutating func write(_ element: Path.Element) {
    switch element {
    case .move(let p):
      command(UInt8(ascii: "M"))
      point(p)
      // Argument sets after M are line-tos.
      implicitCommand = UInt8(ascii: "L")
      subpathStart = p
      current = p
      reflectable = .none
    case .line(let p):
      if p.y == current.y {
        command(UInt8(ascii: "H"))
        number(p.x)
      } else if p.x == current.x {
        command(UInt8(ascii: "V"))
        number(p.y)
      } else {
        command(UInt8(ascii: "L"))
        point(p)
      }
      current = p
      reflectable = .none
    case .quadCurve(let p, let c):
      if c == (reflectable == .quad ? SVGPathParser.reflect(lastControl, about: current) : current)
      {
        command(UInt8(ascii: "T"))
      } else {
        command(UInt8(ascii: "Q"))
        point(c)
      }
      point(p)
      current = p
      lastControl = c
      reflectable = .quad
    case .curve(let p, let c1, let c2):
      if c1
        == (reflectable == .cubic ? SVGPathParser.reflect(lastControl, about: current) : current)
      {
        command(UInt8(ascii: "S"))
      } else {
        command(UInt8(ascii: "C"))
        point(c1)
      }
      point(c2)
      point(p)
      current = p
      lastControl = c2
      reflectable = .cubic
    case .closeSubpath:
      command(UInt8(ascii: "Z"))
      current = subpathStart
      reflectable = .none
    }
  }

  /// Writes a command letter unless the reader would imply it (a move-to and a close are
  /// always written).
  @inline(__always)
  mutating func command(_ letter: UInt8) {
    if letter == implicitCommand && letter != UInt8(ascii: "M") && letter != UInt8(ascii: "Z") {
      return
    }
    bytes.append(letter)
    implicitCommand = letter
    afterNumber = false
  }

  @inline(__always)
  mutating func point(_ p: Point) {
    number(p.x)
    number(p.y)
  }

  /// Writes a number, after a space when it follows a number and does not start with `-`.
  mutating func number(_ x: Double) {
    if afterNumber && !(x < 0) { bytes.append(PathDataByte.space) }
    afterNumber = true
    if x == 0 {
      bytes.append(PathDataByte.zero)
      return
    }
    guard x.isFinite else {
      bytes.append(contentsOf: x.isNaN ? "NaN".utf8 : x < 0 ? "-inf".utf8 : "inf".utf8)
      return
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: SVGNumberText.maximumLength) {
      let count = SVGNumberText.write(x, into: $0)
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count]))
    }
  }
}
