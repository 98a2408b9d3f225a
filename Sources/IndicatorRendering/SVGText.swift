import IndicatorCore

/// Text helpers for the SVG the renderer writes.
public enum SVGText {
  /// The shortest text for a number that reads back to the same `Double`, in the library's
  /// path-data format (`12`, not `12.0`; `0.5`; `1e-7`).
  ///
  /// Non-finite values are written as `NaN`, `Infinity` or `-Infinity`, which SVG readers
  /// reject; the renderer only writes them when the geometry itself is not finite.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else {
      return value.isNaN ? "NaN" : value > 0 ? "Infinity" : "-Infinity"
    }
    // "M<x> 0": the library's own number formatting, via a one-element path.
    var path = Path()
    path.move(to: Point(x: value, y: 0))
    let text = path.svgPathData
    return String(text.dropFirst().prefix { $0 != " " && $0 != "," })
  }

  /// XML's five predefined entities, each special character with its name.
  ///
  /// ``escaped(_:)`` writes the character `&` as `&amp;` and so on; the snapshot reader
  /// decodes the names back.
  package static let predefinedEntities: [(character: Character, name: String)] = [
    ("&", "amp"), ("<", "lt"), (">", "gt"), ("\"", "quot"), ("'", "apos"),
  ]

  /// `text` with XML's five special characters escaped, for text content and attributes.
  public static func escaped(_ text: String) -> String {
    var result = ""
    for c in text {
      if let entity = predefinedEntities.first(where: { $0.character == c }) {
        result += "&\(entity.name);"
      } else {
        result.append(c)
      }
    }
    return result
  }

  /// The four numbers of a rectangle, `x y width height`, as the renderer's `data-` attributes
  /// write them.
  public static func numbers(_ rect: Rect) -> String {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(number).joined(
      separator: " ")
  }
}
