import IndicatorCore
import IndicatorRendering

/// One way a snapshot differs from its reference.
struct SnapshotDifference: Hashable, Sendable {
  /// The bar (frame) it is in.
  var bar: Int
  /// What differs, as a sentence without the bar's label.
  var description: String
  /// How much, when it is a distance.
  var distance: Double?
  /// Where, in the bar's coordinates, when there is a point to mark.
  var point: Point?
}

/// Compares snapshot bars: the number of bars; then for each bar its size and content
/// width, its tabs (titles exactly, frames and content frames edge by edge within
/// `tolerance`) and its indicator (presence, opacity within `tolerance`, and the path by
/// `comparison`).
///
/// - Complexity: the shape comparison's cost for each indicator, plus O(tabs).
func snapshotDifferences(
  _ actual: [TabBarDrawing], reference: [TabBarDrawing], tolerance: Double,
  comparison: SnapshotComparison
) -> [SnapshotDifference] {
  var result: [SnapshotDifference] = []
  if actual.count != reference.count {
    result.append(
      SnapshotDifference(
        bar: 0,
        description: "the reference has \(reference.count) bar(s), the actual snapshot "
          + "\(actual.count)"))
  }
  for bar in 0..<min(actual.count, reference.count) {
    result += barDifferences(
      actual[bar], reference[bar], bar: bar, tolerance: tolerance, comparison: comparison)
  }
  return result
}

private func barDifferences(
  _ a: TabBarDrawing, _ r: TabBarDrawing, bar: Int, tolerance: Double,
  comparison: SnapshotComparison
) -> [SnapshotDifference] {
  var result: [SnapshotDifference] = []
  func add(_ text: String, distance: Double? = nil, point: Point? = nil) {
    result.append(SnapshotDifference(bar: bar, description: text, distance: distance, point: point))
  }
  let sizeDistance = max(abs(a.size.width - r.size.width), abs(a.size.height - r.size.height))
  if !(sizeDistance <= tolerance) {
    add(
      "size \(a.size) differs from the reference's \(r.size) by \(sizeDistance)",
      distance: sizeDistance, point: Point(x: a.size.width, y: a.size.height))
  }
  let widthDistance = abs(a.contentWidth - r.contentWidth)
  if !(widthDistance <= tolerance) {
    add(
      "content width \(SVGText.number(a.contentWidth)) differs from the reference's "
        + "\(SVGText.number(r.contentWidth)) by \(widthDistance)", distance: widthDistance)
  }
  if a.tabs.count != r.tabs.count {
    add("\(a.tabs.count) tab(s); the reference has \(r.tabs.count)")
  }
  for index in 0..<min(a.tabs.count, r.tabs.count) {
    let (ta, tr) = (a.tabs[index], r.tabs[index])
    let name = "tab \(index) \"\(ta.title)\""
    if ta.title != tr.title {
      add("tab \(index) is titled \"\(ta.title)\"; the reference's is \"\(tr.title)\"")
    }
    if let (edge, distance) = largestEdgeDifference(ta.frame, tr.frame, tolerance: tolerance) {
      add(
        "\(name) frame \(brief(ta.frame)) differs from the reference's \(brief(tr.frame)): "
          + "\(edge) by \(distance)", distance: distance,
        point: edgePoint(edge, of: ta.frame))
    }
    if let (edge, distance) = largestEdgeDifference(
      ta.contentFrame, tr.contentFrame, tolerance: tolerance)
    {
      let content = ta.contentFrame.offsetBy(dx: ta.frame.origin.x, dy: ta.frame.origin.y)
      add(
        "\(name) content frame \(brief(ta.contentFrame)) differs from the reference's "
          + "\(brief(tr.contentFrame)): \(edge) by \(distance)", distance: distance,
        point: edgePoint(edge, of: content))
    }
  }
  switch (a.indicator, r.indicator) {
  case (nil, nil):
    break
  case (nil, .some(let ri)):
    add(
      "there is no indicator; the reference has \(ri.path.svgPathData)",
      point: ri.path.boundingRect.center)
  case (.some(let ai), nil):
    add(
      "there is an indicator, \(ai.path.svgPathData); the reference has none",
      point: ai.path.boundingRect.center)
  case (.some(let ai), .some(let ri)):
    let opacityDistance = abs(ai.opacity - ri.opacity)
    if !(opacityDistance <= tolerance) {
      add(
        "indicator opacity \(SVGText.number(ai.opacity)) differs from the reference's "
          + "\(SVGText.number(ri.opacity)) by \(opacityDistance)", distance: opacityDistance)
    }
    switch comparison {
    case .sameShape:
      if let difference = compareShapes(ai.path, ri.path, tolerance: tolerance) {
        let sentence = difference.message.replacing("Shapes differ: ", with: "")
        add(
          "indicator differs: \(sentence)", distance: difference.distance,
          point: difference.point ?? ai.path.boundingRect.center)
      }
    case .elements:
      if let message = verifyPath(ai.path, equals: ri.path, accuracy: tolerance) {
        let first = message.split(separator: "\n").first.map(String.init) ?? message
        add("indicator differs: \(first)", point: ai.path.boundingRect.center)
      }
    }
  }
  return result
}

/// The edge (`minX`, `minY`, `maxX` or `maxY`) where two rectangles differ most, and by how
/// much, when that is more than `tolerance` (NaN always counts as more).
private func largestEdgeDifference(_ a: Rect, _ b: Rect, tolerance: Double) -> (String, Double)? {
  let edges: [(String, Double)] = [
    ("minX", abs(a.minX - b.minX)), ("minY", abs(a.minY - b.minY)),
    ("maxX", abs(a.maxX - b.maxX)), ("maxY", abs(a.maxY - b.maxY)),
  ]
  if let nan = edges.first(where: { $0.1.isNaN }) { return nan }
  guard let worst = edges.max(by: { $0.1 < $1.1 }), worst.1 > tolerance else { return nil }
  return worst
}

/// The middle of a rectangle's named edge.
private func edgePoint(_ edge: String, of rect: Rect) -> Point {
  switch edge {
  case "minX": return Point(x: rect.minX, y: rect.midY)
  case "maxX": return Point(x: rect.maxX, y: rect.midY)
  case "minY": return Point(x: rect.midX, y: rect.minY)
  default: return Point(x: rect.midX, y: rect.maxY)
  }
}
