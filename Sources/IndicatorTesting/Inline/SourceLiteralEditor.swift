import Foundation

// Rewrites a string literal argument of a call in a test's source file, for inline goldens:
// the call is found from its #filePath, #line and #column, and the argument by its label.

/// Why a literal could not be rewritten.
struct SourceEditError: Error, Hashable, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// One rewritten literal, in the coordinates of the source as it was compiled: the edits a
/// process makes move the text after them, which later calls (compiled before the edits)
/// still locate by their original line and column.
struct SourceEdit: Hashable, Sendable {
  /// The literal's first line and UTF-8 column (1-based), before the edit.
  var startLine: Int
  var startColumn: Int
  /// The line and UTF-8 column just after the literal's last byte, before the edit.
  var endLine: Int
  var endColumn: Int
  /// The replacement's length in UTF-8 bytes (it is one line).
  var newLength: Int
}

private let editsLock = NSLock()
nonisolated(unsafe) private var editsByFile: [String: [SourceEdit]] = [:]

/// Replaces the string literal passed as `label:` in the call at `line`:`column` of `file`
/// with `"\(text)"`, and returns the line it is now on.
///
/// The call is scanned from its column to its closing parenthesis, skipping string
/// literals and comments; the argument must be a plain, raw or multi-line string literal.
/// `text` must not need escaping (SVG path data does not). Calls compiled before this
/// process edited the file are found at their original positions.
func replaceStringLiteral(
  argument label: String, file: String, line: Int, column: Int, with text: String
) throws(SourceEditError) -> Int {
  editsLock.lock()
  defer { editsLock.unlock() }
  let url = URL(fileURLWithPath: file)
  let bytes: [UInt8]
  do {
    bytes = Array(try Data(contentsOf: url))
  } catch {
    throw SourceEditError(message: "the test source \(file) could not be read: \(error)")
  }
  let edits = editsByFile[file] ?? []
  let (currentLine, currentColumn) = current(line: line, column: column, after: edits)
  guard let callStart = offset(ofLine: currentLine, column: currentColumn, in: bytes) else {
    throw SourceEditError(message: "\(file) has no line \(currentLine), column \(currentColumn)")
  }
  let range = try literalRange(argument: label, from: callStart, in: bytes)
  let replacement = Array("\"\(text)\"".utf8)
  let (startLine, startColumn) = position(of: range.lowerBound, in: bytes)
  let (endLine, endColumn) = position(of: range.upperBound, in: bytes)
  var edited = bytes
  edited.replaceSubrange(range, with: replacement)
  do {
    try Data(edited).write(to: url, options: .atomic)
  } catch {
    throw SourceEditError(message: "the test source \(file) could not be written: \(error)")
  }
  // Back to the compiled coordinates, for the record: nothing between the call and its
  // literal has been edited, so they are as far apart as when it was compiled.
  func original(_ l: Int, _ c: Int) -> (Int, Int) {
    (line + l - currentLine, l == currentLine ? column + c - currentColumn : c)
  }
  let (originalStart, originalStartColumn) = original(startLine, startColumn)
  let (originalEnd, originalEndColumn) = original(endLine, endColumn)
  editsByFile[file, default: []].append(
    SourceEdit(
      startLine: originalStart, startColumn: originalStartColumn, endLine: originalEnd,
      endColumn: originalEndColumn, newLength: replacement.count))
  return startLine
}

/// Where a position of the compiled source is after `edits`.
func current(line: Int, column: Int, after edits: [SourceEdit]) -> (Int, Int) {
  var (l, c) = (line, column)
  for edit in edits {
    if edit.endLine < line {
      l -= edit.endLine - edit.startLine
    } else if edit.endLine == line && edit.endColumn <= column {
      l -= edit.endLine - edit.startLine
      c += edit.startColumn + edit.newLength - edit.endColumn
    }
  }
  return (l, c)
}

/// The byte offset of a 1-based line and UTF-8 column.
private func offset(ofLine line: Int, column: Int, in bytes: [UInt8]) -> Int? {
  guard line >= 1, column >= 1 else { return nil }
  var start = 0
  var remaining = line - 1
  while remaining > 0 {
    guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    start = newline + 1
    remaining -= 1
  }
  let result = start + column - 1
  return result <= bytes.count ? result : nil
}

/// The 1-based line and UTF-8 column of a byte offset.
private func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
  var line = 1
  var lineStart = 0
  for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
    line += 1
    lineStart = index + 1
  }
  return (line, offset - lineStart + 1)
}

/// The range of the string literal passed as `label:` in the call starting at `start`.
private func literalRange(argument label: String, from start: Int, in bytes: [UInt8])
  throws(SourceEditError) -> Range<Int>
{
  let name = Array(label.utf8)
  guard var i = bytes[start...].firstIndex(of: UInt8(ascii: "(")) else {
    throw SourceEditError(message: "no call was found at the assertion's position")
  }
  i += 1
  var depth = 1
  var previousIsIdentifier = false
  while i < bytes.count {
    let byte = bytes[i]
    if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && isLiteralStart(bytes, i)) {
      i = try stringLiteralEnd(bytes, from: i)
      previousIsIdentifier = false
      continue
    }
    if byte == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
      i = bytes[i...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      continue
    }
    if byte == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
      i = find(Array("*/".utf8), in: bytes, from: i + 2).map { $0 + 2 } ?? bytes.count
      continue
    }
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
      depth -= 1
      if depth == 0 {
        throw SourceEditError(message: "the call has no \(label): argument")
      }
    default: break
    }
    if depth == 1, !previousIsIdentifier, bytes[i...].starts(with: name) {
      var j = i + name.count
      let boundary = j >= bytes.count || !isIdentifierByte(bytes[j])
      while j < bytes.count, isSpace(bytes[j]) { j += 1 }
      if boundary, j < bytes.count, bytes[j] == UInt8(ascii: ":") {
        j += 1
        while j < bytes.count, isSpace(bytes[j]) || bytes[j] == UInt8(ascii: "\n") { j += 1 }
        guard j < bytes.count, isLiteralStart(bytes, j) else {
          throw SourceEditError(message: "the \(label): argument is not a string literal")
        }
        let end = try stringLiteralEnd(bytes, from: j)
        // The literal must be the whole argument: what follows is `,`, `)`, a line's end
        // or a comment.
        let next = bytes[end...].first { !isSpace($0) }
        guard next == nil || [",", ")", "\n", "/"].map(UInt8.init(ascii:)).contains(next ?? 0)
        else {
          throw SourceEditError(message: "the \(label): argument is not a single string literal")
        }
        return j..<end
      }
    }
    previousIsIdentifier = isIdentifierByte(byte)
    i += 1
  }
  throw SourceEditError(message: "the call has no closing parenthesis")
}

/// Whether a string literal (`"`, `"""`, or raw `#"`) starts at `i`.
private func isLiteralStart(_ bytes: [UInt8], _ i: Int) -> Bool {
  var j = i
  while j < bytes.count, bytes[j] == UInt8(ascii: "#") { j += 1 }
  return j < bytes.count && bytes[j] == UInt8(ascii: "\"")
}

/// The offset just after the string literal that starts at `start`.
private func stringLiteralEnd(_ bytes: [UInt8], from start: Int) throws(SourceEditError) -> Int {
  var i = start
  var hashes = 0
  while i < bytes.count, bytes[i] == UInt8(ascii: "#") {
    hashes += 1
    i += 1
  }
  let quote = UInt8(ascii: "\"")
  let multiline = bytes[i...].starts(with: [quote, quote, quote])
  let delimiter = Array(repeating: quote, count: multiline ? 3 : 1)
  let closing = delimiter + Array(repeating: UInt8(ascii: "#"), count: hashes)
  i += delimiter.count
  while i < bytes.count {
    if bytes[i] == UInt8(ascii: "\\") && hashes == 0 {
      i += 2
      continue
    }
    if !multiline && bytes[i] == UInt8(ascii: "\n") { break }
    if bytes[i...].starts(with: closing) { return i + closing.count }
    i += 1
  }
  throw SourceEditError(message: "a string literal in the call is not terminated")
}

private func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
  var i = start
  while i + needle.count <= bytes.count {
    if bytes[i...].starts(with: needle) { return i }
    i += 1
  }
  return nil
}

private func isIdentifierByte(_ byte: UInt8) -> Bool {
  byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
    || (byte >= 0x61 && byte <= 0x7A) || byte >= 0x80
}

private func isSpace(_ byte: UInt8) -> Bool {
  byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
}
