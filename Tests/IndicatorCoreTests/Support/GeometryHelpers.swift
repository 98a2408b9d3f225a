// Geometry computed independently of the library, for the tests to compare with.

import IndicatorCore

/// The smallest rectangle holding every point of every element (moves and control points
/// included), computed independently of the library's own bounds code.
func elementPointBounds(_ path: Path) -> Rect? {
  var points: [Point] = []
  for element in path.elements {
    switch element {
    case .move(let p), .line(let p): points.append(p)
    case .quadCurve(let p, let c): points += [p, c]
    case .curve(let p, let c1, let c2): points += [p, c1, c2]
    case .closeSubpath: break
    }
  }
  return pointBounds(points)
}

/// The smallest rectangle holding `points`, or `nil` for none.
func pointBounds(_ points: [Point]) -> Rect? {
  guard let first = points.first else { return nil }
  var minX = first.x
  var maxX = first.x
  var minY = first.y
  var maxY = first.y
  for p in points {
    minX = min(minX, p.x)
    maxX = max(maxX, p.x)
    minY = min(minY, p.y)
    maxY = max(maxY, p.y)
  }
  return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}

/// The distance from `p` to the segment `a`–`b`.
func distanceToLineSegment(_ p: Point, _ a: Point, _ b: Point) -> Double {
  let dx = b.x - a.x
  let dy = b.y - a.y
  let lengthSquared = dx * dx + dy * dy
  let t =
    lengthSquared > 0 ? min(1, max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared)) : 0
  return p.distance(to: Point(x: a.x + t * dx, y: a.y + t * dy))
}
