// Decimal text and Double for SVG path data, both ways: the parser's exact number reading
// (Clinger's fast path, then the standard library's correctly rounded conversion) and the
// writer's shortest round-trip formatting.

// MARK: - Reading

extension SVGPathParser {
  /// Reads a number (`sign? (digits ('.' digits?)? | '.' digits) (('e'|'E') sign? digits)?`)
  /// and converts it to the correctly rounded `Double`.
  mutating func number() throws(SVGPathError) -> Double {
    let start = index
    let count = bytes.count
    var i = index
    var negative = false
    if i < count {
      if bytes[i] == PathDataByte.minus {
        negative = true
        i += 1
      } else if bytes[i] == PathDataByte.plus {
        i += 1
      }
    }
    // The first (up to) 19 significant digits, as an integer, times 10^exponent; further
    // digits only count (and send the number down the slow path).
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    var sawDigit = false
    while i < count {
      let d = bytes[i] &- PathDataByte.zero
      guard d <= 9 else { break }
      sawDigit = true
      if significantDigits < 19 {
        mantissa = mantissa &* 10 &+ UInt64(d)
        if mantissa != 0 { significantDigits += 1 }
      } else {
        significantDigits += 1
        exponent += 1
      }
      i += 1
    }
    if i < count && bytes[i] == PathDataByte.dot {
      i += 1
      while i < count {
        let d = bytes[i] &- PathDataByte.zero
        guard d <= 9 else { break }
        sawDigit = true
        if significantDigits < 19 {
          mantissa = mantissa &* 10 &+ UInt64(d)
          exponent -= 1
          if mantissa != 0 { significantDigits += 1 }
        } else {
          significantDigits += 1
        }
        i += 1
      }
    }
    guard sawDigit else { throw SVGPathError(kind: .expectedNumber, offset: start) }
    if i < count && bytes[i] | PathDataByte.lowerCaseBit == PathDataByte.lowerE {
      i += 1
      var exponentNegative = false
      if i < count && (bytes[i] == PathDataByte.minus || bytes[i] == PathDataByte.plus) {
        exponentNegative = bytes[i] == PathDataByte.minus
        i += 1
      }
      guard i < count, bytes[i] &- PathDataByte.zero <= 9 else {
        throw SVGPathError(kind: .expectedExponent, offset: i)
      }
      var explicit = 0
      while i < count {
        let d = bytes[i] &- PathDataByte.zero
        guard d <= 9 else { break }
        // Saturate: anything this large overflows or underflows anyway.
        if explicit < 100_000_000 { explicit = explicit * 10 + Int(d) }
        i += 1
      }
      exponent += exponentNegative ? -explicit : explicit
    }
    index = i
    if significantDigits == 0 { return negative ? -0.0 : 0.0 }
    let value: Double
    if significantDigits <= 19 && mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
      // Clinger's fast path: both operands are exact, so the one rounding is correct.
      let m = Double(mantissa)
      value =
        exponent < 0
        ? m / SVGNumberText.exactPowersOfTen[-exponent]
        : m * SVGNumberText.exactPowersOfTen[exponent]
    } else {
      value = Self.slowNumber(UnsafeBufferPointer(rebasing: bytes[start..<i]))
    }
    guard value.isFinite else { throw SVGPathError(kind: .numberOutOfRange, offset: start) }
    return negative ? -value : value
  }

  /// The correctly rounded magnitude of a number whose syntax has been checked, through the
  /// standard library's conversion; an overflow gives infinity.
  ///
  /// The text handed to the standard library is rebuilt as `digits e exponent` with at most
  /// 768 significant digits plus a sticky `1` when non-zero digits were cut: 768 digits
  /// decide the rounding of every `Double` (the longest exact halfway case has 767), so the
  /// result is unchanged while the cost stays bounded for any input length.
  static func slowNumber(_ text: UnsafeBufferPointer<UInt8>) -> Double {
    let maximumDigits = 768
    var digits: [UInt8] = []
    digits.reserveCapacity(Swift.min(text.count, maximumDigits) + 24)
    var i = 0
    if i < text.count && (text[i] == PathDataByte.minus || text[i] == PathDataByte.plus) { i += 1 }
    var fractionDigits = 0
    var droppedDigits = 0
    var droppedNonZero = false
    var inFraction = false
    while i < text.count {
      let c = text[i]
      if c == PathDataByte.dot {
        inFraction = true
      } else if c &- PathDataByte.zero <= 9 {
        if inFraction { fractionDigits += 1 }
        if digits.isEmpty && c == PathDataByte.zero {
          // A leading zero.
        } else if digits.count < maximumDigits {
          digits.append(c)
        } else {
          droppedDigits += 1
          if c != PathDataByte.zero { droppedNonZero = true }
        }
      } else {
        break
      }
      i += 1
    }
    var exponent = 0
    if i < text.count {
      // The exponent, already checked: 'e', an optional sign, digits.
      i += 1
      var negative = false
      if text[i] == PathDataByte.minus || text[i] == PathDataByte.plus {
        negative = text[i] == PathDataByte.minus
        i += 1
      }
      while i < text.count {
        if exponent < 100_000_000 { exponent = exponent * 10 + Int(text[i] &- PathDataByte.zero) }
        i += 1
      }
      if negative { exponent = -exponent }
    }
    if digits.isEmpty { return 0 }
    exponent += droppedDigits - fractionDigits
    if droppedNonZero {
      digits.append(PathDataByte.one)
      exponent -= 1
    }
    // The value is below 10^magnitude and at least 10^(magnitude - 1).
    let magnitude = digits.count + exponent
    if magnitude > 310 { return .infinity }
    if magnitude < -330 { return 0 }
    digits.append(PathDataByte.lowerE)
    digits.append(contentsOf: String(exponent).utf8)
    return Double(String(decoding: digits, as: UTF8.self)) ?? .nan
  }
}

// MARK: - Writing

/// Shortest round-trip decimal text for `Double`, in the SVG writer's format.
///
/// The digits are the fewest significant digits that read back to the identical `Double`.
/// Values of magnitude 1e-5 up to 1e15 first try a fast path: with `k` the largest number of
/// decimals that keeps `|x|·10^k` below 10^15, `m = round(|x|·10^k)` with its trailing zeros
/// stripped, accepted when `m / 10^k == |x|` (the reader's own Clinger computation). When
/// the shortest text has at most 15 significant digits, `|x|·10^k` is within 0.23 of its
/// integer digits, so the fast path finds exactly those; when it accepts a longer text, that
/// text has 16 digits and so does the shortest. Everything else comes from the digits of
/// `Double.description` (the shortest round-trip digits, by the standard library's
/// SwiftDtoa), laid out again.
enum SVGNumberText {
  /// The powers of ten that are exact in `Double`, 1e0 through 1e22.
  static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// The longest text `write` produces (`-0.000012345678901234567` has 24 bytes).
  static let maximumLength = 32

  /// Writes a finite, non-zero `x` into `buffer` (at least `maximumLength` bytes) and returns
  /// the number of bytes written.
  ///
  /// Magnitudes in [1e-5, 1e16) are written with plain digits (`0.00001`, `123.5`,
  /// `1000000000000000`); others as `d[.ddd]e[-]n` (`1e-6`, `1.5e20`).
  static func write(_ x: Double, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var position = 0
    if x < 0 {
      buffer[0] = PathDataByte.minus
      position = 1
    }
    if let end = writeFast(abs(x), into: buffer, at: position) { return end }
    var text = x.description
    return text.withUTF8 { writeReformatted(description: $0, into: buffer, at: position) }
  }

  /// The fast path for magnitudes in [1e-5, 1e15), or `nil` when it does not apply.
  static func writeFast(
    _ magnitude: Double, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) -> Int? {
    guard magnitude >= 1e-5 && magnitude < 1e15 else { return nil }
    // magnitude < 2^(e + 1) with e its binary exponent (it is normal), so
    // floor(log10(magnitude)) ≤ upper = floor((e + 1)·log10(2)); 78913 / 2^18 is log10(2)
    // rounded up, exact for this range of e.
    let e = Int(truncatingIfNeeded: magnitude.bitPattern >> 52) - 1023
    let upper = ((e + 1) * 78_913) >> 18
    var decimals = 14 - upper
    guard decimals >= 0 && decimals <= 22 else { return nil }
    // Below 2^52, adding 0.5 is exact: this rounds to the nearest integer.
    var m = UInt64(magnitude * exactPowersOfTen[decimals] + 0.5)
    // Strip trailing zeros (at most 15) in chunks of 8, 4, 2 and 1.
    if decimals >= 8 && m % 100_000_000 == 0 {
      m /= 100_000_000
      decimals -= 8
    }
    if decimals >= 4 && m % 10_000 == 0 {
      m /= 10_000
      decimals -= 4
    }
    if decimals >= 2 && m % 100 == 0 {
      m /= 100
      decimals -= 2
    }
    if decimals >= 1 && m % 10 == 0 {
      m /= 10
      decimals -= 1
    }
    guard m != 0 && Double(m) / exactPowersOfTen[decimals] == magnitude else { return nil }
    var digitCount = 1
    var power: UInt64 = 10
    while digitCount < 20 && m >= power {
      digitCount += 1
      power &*= 10
    }
    var position = start
    if decimals >= digitCount {
      // 0.00ddd
      buffer[position] = PathDataByte.zero
      buffer[position + 1] = PathDataByte.dot
      position += 2
      for _ in 0..<(decimals - digitCount) {
        buffer[position] = PathDataByte.zero
        position += 1
      }
      decimals = 0
    }
    // The digits, right to left, with the point `decimals` digits from the right.
    let end = position + digitCount + (decimals > 0 ? 1 : 0)
    var j = end - 1
    for i in 0..<digitCount {
      if decimals > 0 && i == decimals {
        buffer[j] = PathDataByte.dot
        j -= 1
      }
      buffer[j] = PathDataByte.zero &+ UInt8(truncatingIfNeeded: m % 10)
      m /= 10
      j -= 1
    }
    return end
  }

  /// Lays out the digits of a `Double.description` (`1.5`, `0.0001`, `1e-05`,
  /// `1.2345e+16`, optionally negative) in this format, after any sign already written.
  static func writeReformatted(
    description text: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>,
    at start: Int
  ) -> Int {
    // Find the significant digits (from the first non-zero to the last non-zero one) and the
    // decimal exponent of the first.
    var i = text[0] == PathDataByte.minus ? 1 : 0
    var firstDigit = -1
    var lastNonZero = -1
    var digitCount = 0
    var pointPosition = -1
    var leadingZeros = 0
    while i < text.count && text[i] != PathDataByte.lowerE {
      let c = text[i]
      if c == PathDataByte.dot {
        pointPosition = digitCount
      } else {
        if c != PathDataByte.zero {
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
      if text[i] == PathDataByte.minus || text[i] == PathDataByte.plus {
        negative = text[i] == PathDataByte.minus
        i += 1
      }
      while i < text.count {
        exponent = exponent * 10 + Int(text[i] &- PathDataByte.zero)
        i += 1
      }
      if negative { exponent = -exponent }
    }
    // The value is d1.d2d3… × 10^scientific.
    let scientific = pointPosition - leadingZeros - 1 + exponent
    var position = start
    func put(_ c: UInt8) {
      buffer[position] = c
      position += 1
    }
    var digitsWritten = 0
    /// Writes significant digits up to (excluding) the `limit`-th.
    func putDigits(upTo limit: Int) {
      while firstDigit <= lastNonZero && digitsWritten < limit {
        if text[firstDigit] != PathDataByte.dot {
          put(text[firstDigit])
          digitsWritten += 1
        }
        firstDigit += 1
      }
    }
    if scientific >= -5 && scientific < 16 {
      if scientific >= 0 {
        putDigits(upTo: scientific + 1)
        while digitsWritten < scientific + 1 {
          put(PathDataByte.zero)
          digitsWritten += 1
        }
        if firstDigit <= lastNonZero {
          put(PathDataByte.dot)
          putDigits(upTo: Int.max)
        }
      } else {
        put(PathDataByte.zero)
        put(PathDataByte.dot)
        for _ in 0..<(-scientific - 1) { put(PathDataByte.zero) }
        putDigits(upTo: Int.max)
      }
    } else {
      putDigits(upTo: 1)
      if firstDigit <= lastNonZero {
        put(PathDataByte.dot)
        putDigits(upTo: Int.max)
      }
      put(PathDataByte.lowerE)
      if scientific < 0 { put(PathDataByte.minus) }
      var divisor = 1
      while divisor * 10 <= abs(scientific) { divisor *= 10 }
      var rest = abs(scientific)
      while divisor > 0 {
        put(PathDataByte.zero &+ UInt8(rest / divisor))
        rest %= divisor
        divisor /= 10
      }
    }
    return position
  }
}
