// Reading SVG numbers exactly: Clinger's fast path, then the standard library's correctly
// rounded conversion.

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
    // The digits before the point, then those after it: a kept digit after the point
    // lowers the exponent, a dropped one before it raises it. One body, inlined twice
    // with `fraction` a constant, so that neither loop tests which part it is in.
    @inline(__always) func readDigits(fraction: Bool) {
      while i < count {
        let d = bytes[i] &- PathDataByte.zero
        guard d <= 9 else { break }
        sawDigit = true
        if significantDigits < 19 {
          mantissa = mantissa &* 10 &+ UInt64(d)
          if fraction { exponent -= 1 }
          if mantissa != 0 { significantDigits += 1 }
        } else {
          significantDigits += 1
          if !fraction { exponent += 1 }
        }
        i += 1
      }
    }
    readDigits(fraction: false)
    if i < count && bytes[i] == PathDataByte.dot {
      i += 1
      readDigits(fraction: true)
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
    var exponent = i < text.count ? SVGNumberText.checkedExponent(text, at: i) : 0
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
