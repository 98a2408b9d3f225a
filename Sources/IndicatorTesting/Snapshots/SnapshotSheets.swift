import IndicatorCore
import IndicatorRendering

/// What a snapshot records: one or more labelled bars.
struct IndicatorSnapshot: Hashable, Sendable {
  var bars: [SnapshotBar]

  /// The bars' drawings, in order.
  var drawings: [TabBarDrawing] { bars.map(\.drawing) }
}

/// Where each row of a sheet is drawn, given the rows' heights: captions 14 points below
/// the previous row, rows 8 points below their captions, 16-point margins.
private func layout(_ heights: [Double], top: Double) -> [Double] {
  var y = top
  var result: [Double] = []
  for height in heights {
    result.append(y + 22)
    y += 22 + height + 16
  }
  return result
}

/// The reference file's text: a title, then each bar under its caption, drawn in the
/// snapshot style (tab and content frames outlined).
func snapshotDocument(_ snapshot: IndicatorSnapshot, title: String) -> String {
  var sheet = SVGSheet()
  sheet.comment =
    "IndicatorKit snapshot \(title). IndicatorTesting reads the bars back and compares them "
    + "by geometry; re-record rather than edit by hand."
  sheet.addCaption("Snapshot \(title)", y: 24, size: 15)
  for (bar, y) in zip(snapshot.bars, layout(snapshot.drawings.map(\.size.height), top: 28)) {
    sheet.addCaption(bar.label, y: y - 8)
    sheet.addBar(bar.drawing, x: 16, y: y, style: .snapshot)
  }
  return sheet.document
}

/// The diff sheet: for each bar, the reference (blue) with the actual snapshot (red) over
/// it, the differences in the caption, and the point of largest difference marked and
/// shown magnified right of the bar (``magnification(for:)``).
func diffDocument(
  actual: IndicatorSnapshot, reference: [TabBarDrawing], differences: [SnapshotDifference],
  title: String
) -> String {
  var sheet = SVGSheet()
  sheet.comment = "IndicatorKit snapshot diff \(title): reference blue, actual red."
  sheet.addCaption("Diff \(title): reference blue, actual red", y: 24, size: 15)
  let count = max(actual.bars.count, reference.count)
  let drawings = (0..<count).map {
    $0 < actual.bars.count ? actual.bars[$0].drawing : reference[$0]
  }
  // A bar whose largest difference is marked has the magnified view beside it.
  let marks = (0..<count).map { bar in
    differences.filter { $0.bar == bar && $0.point?.isFinite == true }
      .max { ($0.distance ?? 0) < ($1.distance ?? 0) }
  }
  let heights = (0..<count).map {
    max(drawings[$0].size.height, marks[$0] == nil ? 0 : magnifierSize + 18)
  }
  for (bar, y) in zip(0..<count, layout(heights, top: 44)) {
    let label = bar < actual.bars.count ? actual.bars[bar].label : "bar \(bar)"
    let here = differences.filter { $0.bar == bar }
    let summary =
      here.isEmpty
      ? "\(label): same"
      : "\(label): " + here.map(\.description).joined(separator: "; ")
    sheet.addCaption(cut(summary), y: y - 8, color: here.isEmpty ? "#444" : "#C62828")
    if bar < reference.count {
      sheet.addBar(reference[bar], x: 16, y: y, style: .reference)
    }
    if bar < actual.bars.count {
      sheet.addOverlay(actual.bars[bar].drawing, x: 16, y: y, style: .actual)
    }
    if let worst = marks[bar], let point = worst.point {
      sheet.addMarker(at: Point(x: point.x + 16, y: point.y + y), label: "", color: "#000")
      let scale = magnification(for: worst.distance)
      var layers: [(drawing: TabBarDrawing, style: SVGSheet.Style)] = []
      if bar < reference.count { layers.append((reference[bar], .reference)) }
      if bar < actual.bars.count { layers.append((actual.bars[bar].drawing, .actual)) }
      let difference = worst.distance.map { "largest difference \(SVGText.number($0)), " } ?? ""
      // Right of the wider of the two bars.
      let right = layers.map { max($0.drawing.contentWidth, $0.drawing.size.width) }.max() ?? 0
      sheet.addMagnifier(
        layers, around: point, scale: scale, x: 16 + right + 24, y: y,
        size: magnifierSize,
        caption: "\(difference)at (\(SVGText.number(point.x)), \(SVGText.number(point.y))), "
          + "×\(SVGText.number(scale))")
    }
  }
  return sheet.document
}

/// The side of a diff sheet's magnified view, in points.
let magnifierSize = 120.0

/// How much a diff sheet magnifies around the largest difference: enough that `distance`
/// spans 30 points of the 120-point view, from 4 to 64 times (8 when the distance is not
/// known), rounded down to a power of two so the caption reads simply.
func magnification(for distance: Double?) -> Double {
  guard let distance, distance > 0, distance.isFinite else { return 8 }
  let wanted = min(64, max(4, 30 / distance))
  return Double(sign: .plus, exponent: wanted.exponent, significand: 1)
}
