import IndicatorCore
import IndicatorRendering

/// Reads the bars back from an SVG written by `SVGSheet`.
///
/// The reader knows only that format: start tags are scanned in order; a `g` with class
/// `bar` starts a bar (`data-size`, `data-content-width`) and its `</g>` ends it (groups
/// nested in it, such as the titles drawn through the indicator, are skipped); inside it, a
/// `rect` with class `tab` is a tab (`x`, `y`, `width`, `height`, `data-title`,
/// `data-content-frame`) and a `path` with class `indicator` the indicator (`d`,
/// `data-opacity`). Everything else — captions, backgrounds, overlays, comments — is skipped.
enum SnapshotReader {
  /// What is wrong with a reference file, with the position of the tag.
  struct FormatError: Error, Hashable, CustomStringConvertible {
    var message: String
    var offset: Int
    var description: String { "\(message) (at character \(offset))" }
  }

  /// The bars of `svg`, in document order.
  static func bars(in svg: String) throws(FormatError) -> [TabBarDrawing] {
    var bars: [TabBarDrawing] = []
    var current: TabBarDrawing?
    // The groups open inside the current bar, whose `</g>` does not end it.
    var nested = 0
    let text = Array(svg.unicodeScalars)
    var index = 0
    while index < text.count {
      guard text[index] == "<" else {
        index += 1
        continue
      }
      let start = index
      // Comments and declarations may contain ">" only at their end marker.
      if matches(text, at: index, "<!--") {
        index = find(text, "-->", from: index + 4).map { $0 + 3 } ?? text.count
        continue
      }
      guard let end = tagEnd(text, from: index) else {
        throw FormatError(message: "unterminated tag", offset: start)
      }
      let tag = String(String.UnicodeScalarView(text[(index + 1)..<end]))
      index = end + 1
      if tag.hasPrefix("/") {
        if tag.dropFirst().trimmingSpaces == "g", let bar = current {
          if nested > 0 {
            nested -= 1
          } else {
            bars.append(bar)
            current = nil
          }
        }
        continue
      }
      if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
      let (name, attributes) = try parseTag(tag, offset: start)
      let classes = attributes["class"]?.split(separator: " ").map(String.init) ?? []
      switch name {
      case "g" where classes.contains("bar"):
        let size = try numbers(attributes, "data-size", count: 2, offset: start)
        let contentWidth = try numbers(attributes, "data-content-width", count: 1, offset: start)
        current = TabBarDrawing(
          size: Size(width: size[0], height: size[1]), contentWidth: contentWidth[0], tabs: [],
          indicator: nil)
        nested = 0
      case "g" where current != nil && !tag.hasSuffix("/"):
        nested += 1
      case "rect" where classes.contains("tab"):
        guard current != nil else { continue }
        var frame: [Double] = []
        for key in ["x", "y", "width", "height"] {
          frame += try numbers(attributes, key, count: 1, offset: start)
        }
        let content = try numbers(attributes, "data-content-frame", count: 4, offset: start)
        current?.tabs.append(
          TabBarDrawing.Tab(
            title: attributes["data-title"] ?? "",
            frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
            contentFrame: Rect(x: content[0], y: content[1], width: content[2], height: content[3]))
        )
      case "path" where classes.contains("indicator"):
        guard current != nil else { continue }
        guard let d = attributes["d"] else {
          throw FormatError(message: "an indicator path without a d attribute", offset: start)
        }
        let path: Path
        do {
          path = try Path(svgPathData: d)
        } catch {
          throw FormatError(message: "invalid indicator path data: \(error)", offset: start)
        }
        let opacity =
          attributes["data-opacity"] == nil
          ? [1] : try numbers(attributes, "data-opacity", count: 1, offset: start)
        current?.indicator = IndicatorAttributes(path: path, opacity: opacity[0])
      default:
        continue
      }
    }
    if current != nil {
      throw FormatError(message: "a bar group without its </g>", offset: text.count)
    }
    return bars
  }

  // MARK: Scanning

  private static func matches(_ text: [Unicode.Scalar], at index: Int, _ word: String) -> Bool {
    let scalars = Array(word.unicodeScalars)
    guard index + scalars.count <= text.count else { return false }
    return Array(text[index..<(index + scalars.count)]) == scalars
  }

  private static func find(_ text: [Unicode.Scalar], _ word: String, from index: Int) -> Int? {
    var i = index
    while i < text.count {
      if matches(text, at: i, word) { return i }
      i += 1
    }
    return nil
  }

  /// The index of the `>` that ends the tag starting at `index`, skipping quoted values.
  private static func tagEnd(_ text: [Unicode.Scalar], from index: Int) -> Int? {
    var quote: Unicode.Scalar?
    var i = index + 1
    while i < text.count {
      let c = text[i]
      if let q = quote {
        if c == q { quote = nil }
      } else if c == "\"" || c == "'" {
        quote = c
      } else if c == ">" {
        return i
      }
      i += 1
    }
    return nil
  }

  /// The element name and attributes of a start tag's text (between `<` and `>`).
  private static func parseTag(_ tag: String, offset: Int) throws(FormatError) -> (
    String, [String: String]
  ) {
    var scalars = Substring(tag.hasSuffix("/") ? String(tag.dropLast()) : tag).unicodeScalars[...]
    func skipSpaces() {
      while let c = scalars.first, c.properties.isWhitespace { scalars.removeFirst() }
    }
    func word() -> String {
      var result = ""
      while let c = scalars.first, !c.properties.isWhitespace, c != "=", c != "/" {
        result.unicodeScalars.append(c)
        scalars.removeFirst()
      }
      return result
    }
    let name = word()
    var attributes: [String: String] = [:]
    while true {
      skipSpaces()
      guard !scalars.isEmpty else { break }
      let key = word()
      skipSpaces()
      guard !key.isEmpty, scalars.first == "=" else {
        throw FormatError(message: "an attribute without a value in <\(name)>", offset: offset)
      }
      scalars.removeFirst()
      skipSpaces()
      guard let quote = scalars.first, quote == "\"" || quote == "'" else {
        throw FormatError(message: "an unquoted attribute \(key) in <\(name)>", offset: offset)
      }
      scalars.removeFirst()
      var value = ""
      while let c = scalars.first, c != quote {
        value.unicodeScalars.append(c)
        scalars.removeFirst()
      }
      guard !scalars.isEmpty else {
        throw FormatError(message: "an unterminated attribute \(key) in <\(name)>", offset: offset)
      }
      scalars.removeFirst()
      attributes[key] = unescaped(value)
    }
    return (name, attributes)
  }

  /// `count` numbers from the space-separated attribute `key`.
  private static func numbers(
    _ attributes: [String: String], _ key: String, count: Int, offset: Int
  ) throws(FormatError) -> [Double] {
    guard let text = attributes[key] else {
      throw FormatError(message: "missing attribute \(key)", offset: offset)
    }
    let values = text.split(separator: " ").compactMap { Double(String($0)) }
    guard values.count == count, text.split(separator: " ").count == count else {
      throw FormatError(
        message: "attribute \(key) should hold \(count) number(s); got \"\(text)\"", offset: offset)
    }
    return values
  }

  /// XML text with the five predefined entities and numeric references decoded.
  static func unescaped(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var result = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
      let entity = rest[rest.index(after: amp)..<semicolon]
      if let predefined = SVGText.predefinedEntities.first(where: { $0.name == entity }) {
        result.append(predefined.character)
      } else {
        let number =
          entity.hasPrefix("#x")
          ? UInt32(entity.dropFirst(2), radix: 16)
          : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
        if let number, let scalar = Unicode.Scalar(number) {
          result.unicodeScalars.append(scalar)
        } else {
          result += rest[amp...semicolon]
        }
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces, tabs and newlines.
  fileprivate var trimmingSpaces: String {
    String(
      drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
