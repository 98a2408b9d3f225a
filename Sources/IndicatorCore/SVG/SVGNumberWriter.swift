// Writing SVG numbers: the shortest decimal text that reads back to the identical Double,
// and rounding to a number of decimals for readable path data.

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

  /// The chunks in which ``writeFast(_:into:at:)`` strips trailing zeros, largest first: a
  /// number of zeros and 10 to that power.
  static let trailingZeroChunks: [(zeros: Int, power: UInt64)] = [
    (8, 100_000_000), (4, 10_000), (2, 100), (1, 10),
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
    for (zeros, power) in trailingZeroChunks where decimals >= zeros && m % power == 0 {
      m /= power
      decimals -= zeros
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

  /// The exponent that ends number text whose syntax has been checked: `e`, at `index`, an
  /// optional sign and digits up to the end of `text`.
  ///
  /// The magnitude saturates just past 10⁸ (a number with an exponent that large overflows
  /// or underflows anyway), so no length of digits overflows `Int`.
  static func checkedExponent(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    var i = index + 1
    var negative = false
    if text[i] == PathDataByte.minus || text[i] == PathDataByte.plus {
      negative = text[i] == PathDataByte.minus
      i += 1
    }
    var exponent = 0
    while i < text.count {
      if exponent < 100_000_000 { exponent = exponent * 10 + Int(text[i] &- PathDataByte.zero) }
      i += 1
    }
    return negative ? -exponent : exponent
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
    let exponent = i < text.count ? checkedExponent(text, at: i) : 0
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

extension SVGNumberText {
  /// The most fraction digits ``Path/svgPathData(fractionDigits:)`` rounds to.
  static let maximumFractionDigits = 17

  /// `x` rounded to `digits` decimals (0...17), as the `Double` nearest that decimal: its
  /// exact binary value rounded to the nearest multiple of 10^−digits, halfway cases away
  /// from zero (as JavaScript's `toFixed`): 0.125 gives 0.13, and 2.675, stored as
  /// 2.67499999999999982…, gives 2.67.
  ///
  /// With `p = |x|·10^digits` (rounded) and `e` its rounding error (exact, by a fused
  /// multiply-add), the integer nearest the exact product is `⌊p⌋` or one more: below 2^52
  /// the fraction `p − ⌊p⌋` is a multiple of `p`'s ulp, so it differs from ½ by more than
  /// `|e|` unless it is ½, when the sign of `e` decides; in [2^52, 2^53) `p` is an integer
  /// and `e ≥ ½` rounds up. At 2^53 and beyond, `x`'s ulp exceeds 10^−digits, so its
  /// shortest text already has at most `digits` decimals and `x` is returned unchanged;
  /// so are NaN and the infinities. A result of zero is +0 (no `-0`).
  static func rounded(_ x: Double, fractionDigits digits: Int) -> Double {
    guard x.isFinite else { return x }
    let scale = exactPowersOfTen[min(max(digits, 0), maximumFractionDigits)]
    let magnitude = abs(x)
    let p = magnitude * scale
    guard p < 0x1p53 else { return x }
    let error = (-p).addingProduct(magnitude, scale)  // magnitude·scale − p, exactly
    var n = p.rounded(.down)
    let fraction = p - n
    if fraction > 0.5 || (fraction == 0.5 && error >= 0) || (fraction == 0 && error >= 0.5) {
      n += 1
    }
    guard n > 0 else { return 0 }
    let result = n / scale
    return x < 0 ? -result : result
  }
}
