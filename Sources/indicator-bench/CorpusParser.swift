import IndicatorCore

/// Reads the subset of SVG path data the oracle corpora use.
///
/// M, L, H, V, Q, C and Z, absolute or relative, with implicit repeats. A stand-in until `Path(svgPathData:)`
/// lands; returns `nil` on anything else.
func parseCorpusPath(_ text: String) -> Path? {
  var tokens: [Substring] = []
  var i = text.startIndex
  while i < text.endIndex {
    let c = text[i]
    if c.isLetter && c != "e" && c != "E" {
      tokens.append(text[i...i])
      i = text.index(after: i)
    } else if c == "-" || c == "+" || c == "." || c.isNumber {
      var j = text.index(after: i)
      var previous = c
      var seenDot = c == "."
      while j < text.endIndex {
        let d = text[j]
        if d.isNumber || d == "e" || d == "E" {
        } else if d == "." && !seenDot {
          seenDot = true
        } else if (d == "-" || d == "+") && (previous == "e" || previous == "E") {
        } else {
          break
        }
        previous = d
        j = text.index(after: j)
      }
      tokens.append(text[i..<j])
      i = j
    } else {
      i = text.index(after: i)
    }
  }
  var path = Path()
  var command: Character = " "
  var k = 0
  var current = Point.zero
  var start = Point.zero
  func number() -> Double? {
    guard k < tokens.count, let v = Double(tokens[k]) else { return nil }
    k += 1
    return v
  }
  while k < tokens.count {
    if let first = tokens[k].first, first.isLetter {
      command = first
      k += 1
      if command == "Z" || command == "z" {
        path.closeSubpath()
        current = start
        continue
      }
    }
    let relative = command.isLowercase
    let origin = relative ? current : Point.zero
    func point() -> Point? {
      guard let x = number(), let y = number() else { return nil }
      return Point(x: x + origin.x, y: y + origin.y)
    }
    switch command.uppercased() {
    case "M":
      guard let p = point() else { return nil }
      path.move(to: p)
      start = p
      current = p
      command = relative ? "l" : "L"
    case "L":
      guard let p = point() else { return nil }
      path.addLine(to: p)
      current = p
    case "H":
      guard let x = number() else { return nil }
      current = Point(x: x + (relative ? current.x : 0), y: current.y)
      path.addLine(to: current)
    case "V":
      guard let y = number() else { return nil }
      current = Point(x: current.x, y: y + (relative ? current.y : 0))
      path.addLine(to: current)
    case "Q":
      guard let c = point(), let p = point() else { return nil }
      path.addQuadCurve(to: p, control: c)
      current = p
    case "C":
      guard let c1 = point(), let c2 = point(), let p = point() else { return nil }
      path.addCurve(to: p, control1: c1, control2: c2)
      current = p
    default:
      return nil
    }
  }
  return path
}

/// SVG path data for `path`, absolute commands, numbers in Swift's shortest round-trip form.
func svgText(_ path: Path) -> String {
  var s = ""
  s.reserveCapacity(path.elements.count * 40)
  func add(_ p: Point) {
    s += "\(p.x) \(p.y)"
  }
  for element in path.elements {
    switch element {
    case .move(let p):
      s += "M"
      add(p)
    case .line(let p):
      s += "L"
      add(p)
    case .quadCurve(let p, let c):
      s += "Q"
      add(c)
      s += " "
      add(p)
    case .curve(let p, let c1, let c2):
      s += "C"
      add(c1)
      s += " "
      add(c2)
      s += " "
      add(p)
    case .closeSubpath:
      s += "Z"
    }
  }
  return s
}
