// Writing a Path as SVG path data: absolute commands, shortest round-trip numbers.

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
      if c == (reflectable == .quad ? reflect(lastControl, about: current) : current) {
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
      if c1 == (reflectable == .cubic ? reflect(lastControl, about: current) : current) {
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

  /// Writes a command letter unless the reader would imply it; a move-to is never implied.
  @inline(__always)
  mutating func command(_ letter: UInt8) {
    if letter == implicitCommand && letter != UInt8(ascii: "M") { return }
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
    if afterNumber && !(x < 0) { bytes.append(ASCII.space) }
    afterNumber = true
    if x == 0 {
      bytes.append(ASCII.zero)
      return
    }
    guard x.isFinite else {
      bytes.append(contentsOf: x.isNaN ? "NaN".utf8 : x < 0 ? "-inf".utf8 : "inf".utf8)
      return
    }
    var text = x.description
    text.withUTF8 { appendReformatted($0) }
  }

  /// Appends a finite, non-zero number given as `Double.description` text (`-1.5`,
  /// `0.0001`, `1e-05`, `1.2345e+16`) in this writer's format.
  mutating func appendReformatted(_ text: UnsafeBufferPointer<UInt8>) {
    var i = 0
    if text[0] == ASCII.minus {
      bytes.append(ASCII.minus)
      i = 1
    }
    // The digits of the significand, without the point; `pointPosition` digits precede it.
    var firstDigit = -1
    var lastNonZero = -1
    var digitCount = 0
    var pointPosition = -1
    var leadingZeros = 0
    while i < text.count && text[i] != ASCII.lowerE {
      let c = text[i]
      if c == ASCII.dot {
        pointPosition = digitCount
      } else {
        if c != ASCII.zero {
          if firstDigit < 0 { firstDigit = i }
          lastNonZero = i
        } else if firstDigit < 0 {
          leadingZeros += 1
        }
        digitCount += 1
      }
      i += 1
    }
    if pointPosition < 0 { pointPosition = digitCount }
    var exponent = 0
    if i < text.count {
      i += 1
      var negative = false
      if text[i] == ASCII.minus || text[i] == ASCII.plus {
        negative = text[i] == ASCII.minus
        i += 1
      }
      while i < text.count {
        exponent = exponent * 10 + Int(text[i] &- ASCII.zero)
        i += 1
      }
      if negative { exponent = -exponent }
    }
    // The value is d1.d2d3… × 10^scientific, with d1 the first significant digit.
    let scientific = pointPosition - leadingZeros - 1 + exponent
    // Copy the significant digits (skipping the point) to the end of the buffer.
    let significandStart = bytes.count
    var k = firstDigit
    while k <= lastNonZero {
      if text[k] != ASCII.dot { bytes.append(text[k]) }
      k += 1
    }
    let significant = bytes.count - significandStart
    if scientific >= -5 && scientific < 16 {
      if scientific >= 0 {
        if significant <= scientific {
          // An integer: pad with zeros.
          for _ in 0..<(scientific + 1 - significant) { bytes.append(ASCII.zero) }
        } else if significant > scientific + 1 {
          bytes.insert(ASCII.dot, at: significandStart + scientific + 1)
        }
      } else {
        // 0.000ddd: insert "0." and -scientific - 1 zeros before the digits.
        let zeros = -scientific - 1
        bytes.insert(
          contentsOf: repeatElement(ASCII.zero, count: zeros + 2), at: significandStart)
        bytes[significandStart + 1] = ASCII.dot
      }
    } else {
      if significant > 1 { bytes.insert(ASCII.dot, at: significandStart + 1) }
      bytes.append(ASCII.lowerE)
      if scientific < 0 { bytes.append(ASCII.minus) }
      appendDecimal(abs(scientific))
    }
  }

  /// Appends a non-negative integer in decimal.
  mutating func appendDecimal(_ value: Int) {
    var divisor = 1
    while divisor * 10 <= value { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      bytes.append(ASCII.zero + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }
}
