// Reading SVG path data (the `d` attribute) into a Path: a byte-level scanner over the SVG 1.1
// path grammar, exact number conversion, and elliptical arcs converted to cubics.

extension Path {
  /// Creates a path from SVG path data, the text of an SVG `<path>` element's `d` attribute.
  ///
  /// Reads the whole SVG 1.1 path grammar
  /// (<https://www.w3.org/TR/SVG11/paths.html#PathDataBNF>): the commands `M L H V C S Q T A
  /// Z`, absolute (upper case) and relative to the current point (lower case); implicit
  /// repeats (extra argument sets repeat the command, and after `M`/`m` they are `L`/`l`);
  /// compact numbers (`.5.5`, `-.5-.5`, `1e-3`, `1E+2`); arc flags without separators
  /// (`a1 1 0 01 1 1`); and whitespace and commas wherever the grammar allows them. After
  /// `Z` the current point is the subpath's start. `S` and `T` reflect the previous control
  /// point only when the previous command was `C`/`S` (respectively `Q`/`T`); otherwise
  /// their first control point is the current point. A relative `m` that starts the data is
  /// relative to (0, 0). Two leniencies match browsers: arc radii may be negative (their
  /// absolute value is used, as SVG's implementation notes F.6.6 say), and the separator
  /// between an arc's rotation and its first flag is optional.
  ///
  /// The path is built with ``move(to:)``, ``addLine(to:)``, ``addQuadCurve(to:control:)``,
  /// ``addCurve(to:control1:control2:)`` and ``closeSubpath()``, so it follows their rules
  /// (a second `Z` in a row adds nothing; a segment after `Z` starts with an explicit move to
  /// the closed subpath's start).
  ///
  /// Elliptical arcs become cubic Béziers of at most 90° each, following the SVG 1.1
  /// implementation notes (F.6.5, endpoint to centre parameterization; F.6.6, radii scaled up
  /// until the ellipse reaches the end point). An arc whose end point equals the current
  /// point is omitted; an arc with a zero radius is a straight line; the last cubic ends
  /// exactly at the given end point. An arc so extreme that its cubics would overflow
  /// `Double` (coordinates near ±1.8e308) becomes a straight line.
  ///
  /// Numbers are converted exactly: the result is always the correctly rounded `Double`.
  /// Decimal numbers of at most 19 significant digits whose value is an integer of at most
  /// 2^53 times a power of ten within ±22 take Clinger's fast path (one exact multiply or
  /// divide; W. D. Clinger, "How to Read Floating Point Numbers Accurately", PLDI 1990);
  /// the others go through the standard library's correctly rounded conversion, with inputs
  /// of more than 768 significant digits first cut to 768 digits plus a sticky digit (enough
  /// to decide the rounding of any `Double`, as in fast_float).
  ///
  /// Empty data, or data made only of whitespace, gives an empty path (the SVG spec says it
  /// disables rendering; it is not an error).
  ///
  /// - Parameter svgPathData: The path data.
  /// - Throws: ``SVGPathError`` for any text outside the grammar, with its ``SVGPathError/kind``
  ///   and the UTF-8 byte offset of the offending character. An SVG renderer draws the path
  ///   up to the first error; this initializer rejects the input, and the error's
  ///   ``SVGPathError/path`` holds that prefix, so drawing `error.path` in the `catch`
  ///   draws what a browser draws.
  ///   Numbers that overflow `Double` (`1e400`), and relative coordinates or reflected
  ///   control points that overflow when added to the current point, throw
  ///   ``SVGPathError/Kind/numberOutOfRange``; `NaN` and `inf` are not numbers in the grammar
  ///   and throw ``SVGPathError/Kind/expectedNumber``. Numbers too small for `Double` read as
  ///   zero (correct rounding).
  /// - Complexity: O(*n*) in the length of the data.
  public init(svgPathData: String) throws(SVGPathError) {
    let result =
      svgPathData.utf8.withContiguousStorageIfAvailable { SVGPathParser.parse($0) }
      ?? Array(svgPathData.utf8).withUnsafeBufferPointer { SVGPathParser.parse($0) }
    self = try result.get()
  }
}

/// The ASCII characters of SVG path data that the reader and writer use.
enum PathDataByte {
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let comma = UInt8(ascii: ",")
  static let plus = UInt8(ascii: "+")
  static let minus = UInt8(ascii: "-")
  static let dot = UInt8(ascii: ".")
  static let zero = UInt8(ascii: "0")
  static let one = UInt8(ascii: "1")
  static let lowerE = UInt8(ascii: "e")
  /// The bit that makes an ASCII letter lower case.
  static let lowerCaseBit: UInt8 = 0x20
}

/// A single-pass scanner over the UTF-8 bytes of SVG path data, building a `Path`.
struct SVGPathParser {
  /// The data.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  var index = 0
  /// The path built so far.
  var path = Path()
  /// The current point.
  var current = Point.zero
  /// The start of the current subpath.
  var subpathStart = Point.zero
  /// The second control point of the previous command when it was `C`/`S`, or the control
  /// point of the previous command when it was `Q`/`T`; see `reflectable`.
  var lastControl = Point.zero
  /// Which kind of command `lastControl` belongs to.
  var reflectable = Reflectable.none

  /// The kind of the previous command, for `S` and `T`.
  enum Reflectable {
    case none
    case cubic
    case quad
  }

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Parses the whole data.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Path, SVGPathError> {
    var parser = SVGPathParser(bytes: bytes)
    do {
      try parser.parseAll()
    } catch {
      var error = error
      error.path = parser.path
      return .failure(error)
    }
    return .success(parser.path)
  }

  // MARK: Commands

  mutating func parseAll() throws(SVGPathError) {
    skipWhitespace()
    guard index < bytes.count else { return }
    let first = bytes[index]
    guard first | PathDataByte.lowerCaseBit == UInt8(ascii: "m") else {
      throw SVGPathError(
        kind: Self.isCommand(first) ? .missingMoveTo : Self.commandErrorKind(first), offset: index)
    }
    // A rough guess (one element per ~24 bytes) that avoids most regrowth.
    path.reserveCapacity(bytes.count / 24 + 1)
    while index < bytes.count {
      // `index` is at a command letter here.
      let command = bytes[index]
      index += 1
      try parseCommand(command)
    }
  }

  /// Parses one command letter's argument sets (the letter has been read) and the whitespace
  /// after them, leaving `index` at the next command letter or the end.
  mutating func parseCommand(_ letter: UInt8) throws(SVGPathError) {
    var command = letter
    while true {
      try parseArguments(command)
      if command | PathDataByte.lowerCaseBit == UInt8(ascii: "m") {
        // Argument sets after a move-to are line-tos.
        command = command &+ (UInt8(ascii: "l") &- UInt8(ascii: "m"))
      }
      skipWhitespace()
      guard index < bytes.count else { return }
      let c = bytes[index]
      if Self.isCommand(c) { return }
      if command | PathDataByte.lowerCaseBit == UInt8(ascii: "z") {
        // `Z` takes no arguments: only a command or the end may follow.
        throw SVGPathError(kind: Self.commandErrorKind(c), offset: index)
      }
      if c == PathDataByte.comma {
        // A comma between argument sets commits to another set.
        index += 1
        skipWhitespace()
        guard index < bytes.count, Self.isNumberStart(bytes[index]) else {
          throw SVGPathError(kind: .expectedNumber, offset: index)
        }
        continue
      }
      if Self.isNumberStart(c) { continue }
      throw SVGPathError(kind: Self.commandErrorKind(c), offset: index)
    }
  }

  /// Parses one argument set of `command` and adds its segment.
  mutating func parseArguments(_ command: UInt8) throws(SVGPathError) {
    let relative = command & PathDataByte.lowerCaseBit != 0
    skipWhitespace()
    let setOffset = index
    let letter = command | PathDataByte.lowerCaseBit
    switch letter {
    case UInt8(ascii: "m"):
      let p = try pointArgument(relative: relative, first: true)
      path.move(to: p)
      current = p
      subpathStart = p
      reflectable = .none
    case UInt8(ascii: "l"):
      let p = try pointArgument(relative: relative, first: true)
      path.addLine(to: p)
      current = p
      reflectable = .none
    case UInt8(ascii: "h"):
      let x = try coordinate(relative: relative, base: current.x)
      current.x = x
      path.addLine(to: current)
      reflectable = .none
    case UInt8(ascii: "v"):
      let y = try coordinate(relative: relative, base: current.y)
      current.y = y
      path.addLine(to: current)
      reflectable = .none
    case UInt8(ascii: "c"), UInt8(ascii: "s"):
      try cubicArguments(
        relative: relative, smooth: letter == UInt8(ascii: "s"), setOffset: setOffset)
    case UInt8(ascii: "q"), UInt8(ascii: "t"):
      try quadArguments(
        relative: relative, smooth: letter == UInt8(ascii: "t"), setOffset: setOffset)
    case UInt8(ascii: "a"):
      let rx = try number()
      skipCommaWhitespace()
      let ry = try number()
      skipCommaWhitespace()
      let rotation = try number()
      skipCommaWhitespace()
      let largeArc = try flag()
      skipCommaWhitespace()
      let sweep = try flag()
      let p = try pointArgument(relative: relative, first: false)
      appendArc(
        radii: Point(x: rx, y: ry), rotation: rotation, largeArc: largeArc, sweep: sweep, to: p)
      current = p
      reflectable = .none
    default:  // "z"
      path.closeSubpath()
      current = subpathStart
      reflectable = .none
    }
  }

  /// Reads the argument set of a `C`, or of an `S` (`smooth`: its first control point is
  /// ``reflectedControl(for:setOffset:)``), and adds its curve.
  @inline(__always)
  mutating func cubicArguments(
    relative: Bool, smooth: Bool, setOffset: Int
  ) throws(SVGPathError) {
    let c1 =
      try smooth
      ? reflectedControl(for: .cubic, setOffset: setOffset)
      : pointArgument(relative: relative, first: true)
    let c2 = try pointArgument(relative: relative, first: smooth)
    let p = try pointArgument(relative: relative, first: false)
    path.addCurve(to: p, control1: c1, control2: c2)
    current = p
    lastControl = c2
    reflectable = .cubic
  }

  /// Reads the argument set of a `Q`, or of a `T` (`smooth`: its control point is
  /// ``reflectedControl(for:setOffset:)``), and adds its curve.
  @inline(__always)
  mutating func quadArguments(relative: Bool, smooth: Bool, setOffset: Int) throws(SVGPathError) {
    let c =
      try smooth
      ? reflectedControl(for: .quad, setOffset: setOffset)
      : pointArgument(relative: relative, first: true)
    let p = try pointArgument(relative: relative, first: smooth)
    path.addQuadCurve(to: p, control: c)
    current = p
    lastControl = c
    reflectable = .quad
  }

  /// The first control point of an `S` or `T`: the reflection of the previous one about the
  /// current point when the previous command was of the same family, else the current point.
  mutating func reflectedControl(
    for kind: Reflectable, setOffset: Int
  ) throws(SVGPathError) -> Point {
    guard reflectable == kind else { return current }
    let c = Self.reflect(lastControl, about: current)
    guard c.isFinite else { throw SVGPathError(kind: .numberOutOfRange, offset: setOffset) }
    return c
  }

  /// Reads a coordinate pair, preceded by optional comma-whitespace unless it is the set's
  /// first argument.
  @inline(__always)
  mutating func pointArgument(relative: Bool, first: Bool) throws(SVGPathError) -> Point {
    if !first { skipCommaWhitespace() }
    let x = try coordinate(relative: relative, base: current.x)
    skipCommaWhitespace()
    let y = try coordinate(relative: relative, base: current.y)
    return Point(x: x, y: y)
  }

  /// Reads one coordinate, adding `base` when it is relative.
  @inline(__always)
  mutating func coordinate(relative: Bool, base: Double) throws(SVGPathError) -> Double {
    let offset = index
    let value = try number()
    guard relative else { return value }
    let sum = base + value
    guard sum.isFinite else { throw SVGPathError(kind: .numberOutOfRange, offset: offset) }
    return sum
  }

  /// Reads an arc flag, `0` or `1`.
  mutating func flag() throws(SVGPathError) -> Bool {
    guard index < bytes.count else { throw SVGPathError(kind: .expectedFlag, offset: index) }
    let c = bytes[index]
    guard c == PathDataByte.zero || c == PathDataByte.one else {
      throw SVGPathError(kind: .expectedFlag, offset: index)
    }
    index += 1
    return c == PathDataByte.one
  }

  /// The reflection of `control` about `point`, as `S` and `T` compute it (the writer uses
  /// the same function, so that its choice of `S`/`T` reads back exactly).
  @inline(__always)
  static func reflect(_ control: Point, about point: Point) -> Point {
    Point(x: point.x + (point.x - control.x), y: point.y + (point.y - control.y))
  }

  // MARK: Characters

  @inline(__always)
  static func isWhitespace(_ c: UInt8) -> Bool {
    c == PathDataByte.space || c == PathDataByte.newline || c == PathDataByte.tab
      || c == PathDataByte.carriageReturn
  }

  @inline(__always)
  static func isNumberStart(_ c: UInt8) -> Bool {
    c &- PathDataByte.zero <= 9 || c == PathDataByte.minus || c == PathDataByte.dot
      || c == PathDataByte.plus
  }

  static func isCommand(_ c: UInt8) -> Bool {
    switch c | PathDataByte.lowerCaseBit {
    case UInt8(ascii: "m"), UInt8(ascii: "z"), UInt8(ascii: "l"), UInt8(ascii: "h"),
      UInt8(ascii: "v"), UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"),
      UInt8(ascii: "t"), UInt8(ascii: "a"):
      // Only the upper- and lower-case letter map onto each of these codes.
      return true
    default:
      return false
    }
  }

  /// The error for `c` found where a command was required.
  static func commandErrorKind(_ c: UInt8) -> SVGPathError.Kind {
    if isNumberStart(c) || isWhitespace(c) || c == PathDataByte.comma
      || c | PathDataByte.lowerCaseBit == PathDataByte.lowerE
      || isCommand(c)
    {
      return .expectedCommand
    }
    return .unexpectedCharacter
  }

  @inline(__always)
  mutating func skipWhitespace() {
    while index < bytes.count && Self.isWhitespace(bytes[index]) { index += 1 }
  }

  /// Skips `wsp* (',' wsp*)?`.
  @inline(__always)
  mutating func skipCommaWhitespace() {
    skipWhitespace()
    if index < bytes.count && bytes[index] == PathDataByte.comma {
      index += 1
      skipWhitespace()
    }
  }
}

// MARK: - Arcs

extension SVGPathParser {
  /// Adds the elliptical arc from the current point to `end` as cubics of at most 90°.
  ///
  /// SVG 1.1 implementation notes F.6.5 (endpoint to centre parameterization) and F.6.6
  /// (out-of-range radii), computed on the unit circle: with the chord's half-vector
  /// `(a, b)` in units of the radii and `l = hypot(a, b)`, the radii are scaled by `l` when
  /// `l ≥ 1`, else the centre sits `√(1 − l²)` from the chord's midpoint along its normal
  /// (which is the notes' formula (F.6.5.2) with `√((1 − l²)/l²)` rewritten so that it
  /// neither overflows nor cancels). Each piece has handles `4/3·tan(θ/4)` long.
  mutating func appendArc(
    radii: Point, rotation: Double, largeArc: Bool, sweep: Bool, to end: Point
  ) {
    let start = current
    if start == end { return }  // F.6.2: the arc is omitted.
    var rx = abs(radii.x)
    var ry = abs(radii.y)
    guard rx > 0 && ry > 0 else {
      path.addLine(to: end)
      return
    }
    let (cosPhi, sinPhi) = Self.cosSin(degrees: rotation)
    // Halve before subtracting so that the difference cannot overflow.
    let hx = start.x / 2 - end.x / 2
    let hy = start.y / 2 - end.y / 2
    let mid = Point(x: start.x / 2 + end.x / 2, y: start.y / 2 + end.y / 2)
    var a = (cosPhi * hx + sinPhi * hy) / rx
    var b = (-sinPhi * hx + cosPhi * hy) / ry
    let l = Math.hypot(a, b)
    guard l > 0 && l.isFinite else {
      path.addLine(to: end)
      return
    }
    // The centre, relative to the chord's midpoint, in units of the radii.
    var cx = 0.0
    var cy = 0.0
    if l >= 1 {
      rx *= l
      ry *= l
      a /= l
      b /= l
    } else {
      let distance = ((1 - l) * (1 + l)).squareRoot()
      let signed = largeArc != sweep ? distance : -distance
      cx = signed * (b / l)
      cy = -signed * (a / l)
    }
    // Unit vectors from the centre to the start and end points.
    let u1 = Point(x: a - cx, y: b - cy)
    let u2 = Point(x: -a - cx, y: -b - cy)
    let theta1 = Math.atan2(u1.y, u1.x)
    var delta = Math.atan2(u1.cross(u2), u1.dot(u2))
    if !sweep && delta > 0 { delta -= 2 * Double.pi }
    if sweep && delta < 0 { delta += 2 * Double.pi }
    // Every point below lies within `bound` of `mid` in each coordinate (|cx|, |cy| ≤ 1,
    // handles ≤ 0.56): if that is finite, so is every cubic.
    let bound = (rx + ry) * 3
    guard delta != 0, delta.isFinite, (abs(mid.x) + bound).isFinite,
      (abs(mid.y) + bound).isFinite
    else {
      path.addLine(to: end)
      return
    }
    let toUser = { (u: Point) -> Point in
      let x = rx * (cx + u.x)
      let y = ry * (cy + u.y)
      return Point(x: mid.x + cosPhi * x - sinPhi * y, y: mid.y + sinPhi * x + cosPhi * y)
    }
    let pieces = arcPieceCount(
      sweep: delta, maximumStep: Double.pi / 2, slack: 1e-9, maximumPieces: 4)
    emitArcCubics(
      pieces: pieces, handle: arcHandle(sweep: delta / Double(pieces)), from: u1, end: end,
      startAngle: theta1, sweep: delta, map: toUser,
      emit: { path.addCurve(to: $0, control1: $1, control2: $2) })
  }

  /// The cosine and sine of an angle in degrees, exact at multiples of 90°.
  static func cosSin(degrees: Double) -> (cos: Double, sin: Double) {
    var d = degrees.truncatingRemainder(dividingBy: 360)
    if d < 0 { d += 360 }
    switch d {
    case 0: return (1, 0)
    case 90: return (0, 1)
    case 180: return (-1, 0)
    case 270: return (0, -1)
    default:
      let r = d * (Double.pi / 180)
      return (Math.cos(r), Math.sin(r))
    }
  }
}
