import Foundation
import IndicatorCore
import IndicatorRendering

// Brief text for templates and geometry in failure messages: the type and the options that
// matter, not the full debug dump.

/// The template's type and its options: for the built-in templates only the options that
/// differ from the defaults (`UnderlineIndicatorTemplate(height: 4)`); for others, a
/// `CustomStringConvertible` description when there is one, else every stored property,
/// each value briefly, the whole cut at 160 characters.
func briefDescription(of template: some IndicatorTemplate) -> String {
  let name = String(describing: type(of: template))
  let defaults: Mirror? =
    switch template {
    case is UnderlineIndicatorTemplate: Mirror(reflecting: UnderlineIndicatorTemplate())
    case is OutlineIndicatorTemplate: Mirror(reflecting: OutlineIndicatorTemplate())
    case is PillIndicatorTemplate: Mirror(reflecting: PillIndicatorTemplate())
    case is DotIndicatorTemplate: Mirror(reflecting: DotIndicatorTemplate())
    case is ChevronIndicatorTemplate: Mirror(reflecting: ChevronIndicatorTemplate())
    default: nil
    }
  if defaults == nil, let described = template as? any CustomStringConvertible {
    return cut(described.description)
  }
  var defaultValues: [String: Any] = [:]
  for child in defaults?.children ?? Mirror(reflecting: ()).children {
    if let label = child.label { defaultValues[label] = child.value }
  }
  var options: [String] = []
  for child in Mirror(reflecting: template).children {
    guard let label = child.label else { continue }
    if defaults != nil, let base = defaultValues[label] {
      if let changed = briefChange(child.value, from: base) {
        options.append("\(label): \(changed)")
      }
    } else {
      options.append("\(label): \(brief(child.value, depth: 0))")
    }
  }
  return cut("\(name)(\(options.joined(separator: ", ")))")
}

/// `value` briefly when it differs from `base`, else `nil`; a struct lists only its changed
/// properties (`StrokeStyle(lineWidth: 3)`).
func briefChange(_ value: Any, from base: Any) -> String? {
  let text = brief(value, depth: 0)
  guard text != brief(base, depth: 0) else { return nil }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .struct, !(value is Rect), !(value is Point) else { return text }
  let baseValues = Dictionary(
    Mirror(reflecting: base).children.compactMap { c in c.label.map { ($0, c.value) } },
    uniquingKeysWith: { a, _ in a })
  let parts = mirror.children.compactMap { child -> String? in
    guard let label = child.label else { return nil }
    guard let old = baseValues[label] else { return "\(label): \(brief(child.value, depth: 1))" }
    return briefChange(child.value, from: old).map { "\(label): \($0)" }
  }
  return "\(String(describing: mirror.subjectType))(\(parts.joined(separator: ", ")))"
}

/// A value as short text: numbers as the path data writes them, enums as `.case`, structs as
/// `Type(label: value, …)` two levels deep.
func brief(_ value: Any, depth: Int) -> String {
  switch value {
  case let number as Double: return SVGText.number(number)
  case let text as String: return "\"\(text)\""
  case let rect as Rect: return brief(rect)
  case let point as Point: return "(\(SVGText.number(point.x)), \(SVGText.number(point.y)))"
  default: break
  }
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .optional:
    return mirror.children.first.map { brief($0.value, depth: depth) } ?? "nil"
  case .enum:
    guard let payload = mirror.children.first else { return ".\(value)" }
    let inner = brief(payload.value, depth: depth + 1)
    let isTuple = Mirror(reflecting: payload.value).displayStyle == .tuple
    return ".\(payload.label ?? "")" + (isTuple ? inner : "(\(inner))")
  case .struct, .tuple:
    if let described = value as? any CustomStringConvertible, depth > 0 {
      return described.description
    }
    guard depth < 2 else { return "…" }
    let parts = mirror.children.map { child in
      (child.label.map { "\($0): " } ?? "") + brief(child.value, depth: depth + 1)
    }
    let name = mirror.displayStyle == .tuple ? "" : String(describing: mirror.subjectType)
    return "\(name)(\(parts.joined(separator: ", ")))"
  default:
    return String(describing: value)
  }
}

/// A rectangle as `(x, y, width, height)` with the path data's number format.
func brief(_ rect: Rect) -> String {
  "(\([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(SVGText.number).joined(separator: ", ")))"
}

/// `text`, cut at `limit` characters (160 by default) with an ellipsis.
func cut(_ text: String, to limit: Int = 160) -> String {
  text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
}

/// A number for a message: rounded to four decimals, in the path data's number format
/// (`115.0565`, not `115.05646798245637`); below a thousandth, four significant digits
/// (`2.469e-05`), so that a small difference does not read as 0.
func rounded(_ value: Double) -> String {
  guard value.isFinite, abs(value) < 1e15 else { return SVGText.number(value) }
  if value != 0 && abs(value) < 1e-3 { return String(format: "%.4g", value) }
  return SVGText.number((value * 10_000).rounded() / 10_000)
}

/// `text` with every decimal number of more than four fraction digits rounded to four
/// (`by 115.05646798245637` → `by 115.0565`); other text is kept as it is.
func roundingNumbers(in text: String) -> String {
  var result = ""
  var number = ""
  func flush() {
    defer { number = "" }
    guard let dot = number.firstIndex(of: "."),
      number[number.index(after: dot)...].count > 4, let value = Double(number)
    else {
      result += number
      return
    }
    result += rounded(value)
  }
  for c in text {
    if c.isASCII && (c.isNumber || (c == "." && !number.isEmpty && !number.contains("."))) {
      number.append(c)
    } else {
      flush()
      result.append(c)
    }
  }
  flush()
  return result
}
