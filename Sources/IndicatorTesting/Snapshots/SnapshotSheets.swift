import IndicatorCore
import IndicatorRendering

/// What a snapshot records: one or more labelled bars.
struct IndicatorSnapshot: Hashable, Sendable {
  /// A bar and the caption above it (`bar`, `tab`, `frame 2 of 5, progress 0.5`).
  struct Bar: Hashable, Sendable {
    var label: String
    var drawing: TabBarDrawing
  }

  var bars: [Bar]

  /// The bars' drawings, in order.
  var drawings: [TabBarDrawing] { bars.map(\.drawing) }
}

/// Where each bar of a sheet is drawn: captions 14 points below the previous bar, bars 8
/// points below their captions, 16-point margins.
private func layout(_ drawings: [TabBarDrawing], top: Double) -> [Double] {
  var y = top
  var result: [Double] = []
  for drawing in drawings {
    result.append(y + 22)
    y += 22 + drawing.size.height + 16
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
  for (bar, y) in zip(snapshot.bars, layout(snapshot.drawings, top: 28)) {
    sheet.addCaption(bar.label, y: y - 8)
    sheet.addBar(bar.drawing, x: 16, y: y, style: .snapshot)
  }
  return sheet.document
}

/// The diff sheet: for each bar, the reference (blue) with the actual snapshot (red) over
/// it, the differences in the caption and the point of largest difference marked.
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
  for (bar, y) in zip(0..<count, layout(drawings, top: 44)) {
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
    let marked = here.filter { $0.point != nil }
    if let worst = marked.max(by: { ($0.distance ?? 0) < ($1.distance ?? 0) }),
      let point = worst.point, point.isFinite
    {
      let label = worst.distance.map { "largest difference \(SVGText.number($0))" } ?? "differs"
      sheet.addMarker(at: Point(x: point.x + 16, y: point.y + y), label: label, color: "#000")
    }
  }
  return sheet.document
}
