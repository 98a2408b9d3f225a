/// The error thrown by ``Path/init(svgPathData:)``: what was wrong with the path data, and
/// where.
///
/// `offset` is the UTF-8 byte offset of the offending character from the start of the
/// string, or the string's UTF-8 length when the data ended too early. Path data is ASCII
/// (the grammar has no other characters), so for valid prefixes the byte offset equals the
/// character offset; a non-ASCII character is reported at the offset of its first byte.
///
/// Which error a malformed input gets:
/// - where a number is required, anything that does not start one (including `NaN`, `inf`,
///   a second comma or the end of the data) is ``Kind/expectedNumber`` at that character, and
///   a sign or point without digits is ``Kind/expectedNumber`` at the number's start;
/// - an exponent marker without digits (`1e`, `1e+`) is ``Kind/expectedExponent`` where the
///   first exponent digit should be; an arc flag other than `0`/`1` is ``Kind/expectedFlag``;
/// - a number that overflows is ``Kind/numberOutOfRange`` at the number's first character
///   (its sign, if any); an overflowing reflected control point (`S`, `T`) is reported at the
///   first character of that argument set;
/// - where a command is required (first thing in the data, after `Z`, after a complete
///   argument set), a command letter other than `M`/`m` at the start is
///   ``Kind/missingMoveTo``, a character outside the path-data alphabet is
///   ``Kind/unexpectedCharacter``, and any other character is ``Kind/expectedCommand``.
///
/// ``path`` is what an SVG renderer draws of the data (SVG 1.1 F.2 "Error processing",
/// SVG 2 §9.5.4 "Error handling in path data"): every segment up to the command that
/// failed, so a caller can draw what a browser draws.
///
/// ```swift
/// do {
///   _ = try Path(svgPathData: "M1 2 L3 4 L")
/// } catch {
///   print(error)  // expected a number at offset 10
///   print(error.path.svgPathData)  // M1 2 3 4
/// }
/// ```
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong with the path data.
  public enum Kind: Hashable, Sendable, CustomStringConvertible {
    /// The data does not start with a move-to (`M` or `m`) but with another command.
    case missingMoveTo
    /// A command letter was required (at the start, or after a command's arguments) and a
    /// character of the path-data alphabet that cannot stand there was found, such as a
    /// number after `Z` or an `e` on its own.
    case expectedCommand
    /// A number was required and something else was found: another character, a comma or
    /// the end of the data. `NaN`, `inf` and `Infinity` are not numbers in the grammar and
    /// give this error.
    case expectedNumber
    /// An exponent marker (`e` or `E`, with an optional sign) was not followed by a digit.
    case expectedExponent
    /// An arc flag was required and something other than `0` or `1` was found.
    case expectedFlag
    /// A number is too large for `Double` (such as `1e400`), or a coordinate computed from
    /// it (a relative coordinate added to the current point, a reflected control point)
    /// overflows to infinity.
    case numberOutOfRange
    /// A character that never appears in path data (anything but the command letters,
    /// digits, `+`, `-`, `.`, `e`, `E`, the comma, space, tab, carriage return and line
    /// feed) was found where a command was required.
    case unexpectedCharacter

    /// A short English phrase naming the problem.
    public var description: String {
      switch self {
      case .missingMoveTo: return "path data must start with a move-to command (M or m)"
      case .expectedCommand: return "expected a command letter"
      case .expectedNumber: return "expected a number"
      case .expectedExponent: return "expected exponent digits"
      case .expectedFlag: return "expected an arc flag (0 or 1)"
      case .numberOutOfRange: return "number out of range"
      case .unexpectedCharacter: return "unexpected character"
      }
    }
  }

  /// What was wrong.
  public var kind: Kind
  /// The UTF-8 byte offset of the offending character (the data's UTF-8 length when the
  /// data ended too early).
  public var offset: Int
  /// The path of the data before the error.
  ///
  /// It holds every complete argument set up to the command that failed (a command's earlier argument sets, such as `L1 2` of `L1 2 3`, are
  /// complete), which is what SVG renderers draw. Empty when the error is in the first
  /// move-to.
  public var path: Path

  /// Creates an error of the given kind at a UTF-8 byte offset, with the path drawn before
  /// it (empty by default).
  public init(kind: Kind, offset: Int, path: Path = Path()) {
    self.kind = kind
    self.offset = offset
    self.path = path
  }

  /// Two errors are equal when their kinds and offsets are (the ``path`` follows from the
  /// data before the offset).
  public static func == (lhs: SVGPathError, rhs: SVGPathError) -> Bool {
    lhs.kind == rhs.kind && lhs.offset == rhs.offset
  }

  /// Hashes the kind and the offset, as ``==(_:_:)`` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(offset)
  }

  /// The problem and its offset, such as `expected a number at offset 6`.
  public var description: String { "\(kind) at offset \(offset)" }
}
