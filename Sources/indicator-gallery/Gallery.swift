import IndicatorCore
import IndicatorRendering

/// Builds the gallery's SVG: bars of tabs drawn with their titles and indicators.
///
/// The drawing is IndicatorRendering's `SVGSheet`: each indicator's `d` attribute is exactly
/// the library's `svgPathData` for the indicator in the bar's coordinates, so what the
/// picture shows is what tests assert.
struct Gallery {
  /// The width of one character of a tab title, in points: the simple metric that stands in
  /// for text measurement (14-point sans-serif averages about 0.53 em).
  static let characterWidth = 7.5
  /// The height of a tab title.
  static let titleHeight = 17.0
  /// The height of every bar drawn (the options bound `--height` by it).
  static let barHeight = GalleryOptions.barHeight

  /// The tab items for `titles`, measured with the per-character metric.
  static func items(_ titles: [String]) -> [TabItem] {
    titles.map {
      TabItem(
        title: $0,
        contentSize: Size(width: Double($0.count) * characterWidth, height: titleHeight))
    }
  }

  /// The template a command-line name stands for, with an optional thickness.
  static func template(named name: String, height: Double? = nil) -> any IndicatorTemplate {
    switch name {
    case "outline": return OutlineIndicatorTemplate(lineWidth: height ?? 2)
    case "pill": return PillIndicatorTemplate()
    case "pill-pointer": return PillIndicatorTemplate(pointerHeight: height ?? 4)
    case "dot": return DotIndicatorTemplate(diameter: height ?? 6)
    case "chevron": return ChevronIndicatorTemplate(height: height ?? 6)
    case "material-primary":
      var template = UnderlineIndicatorTemplate.materialPrimary
      if let height { template.height = height }
      return template
    default: return UnderlineIndicatorTemplate(height: height ?? 2)
    }
  }

  /// The layout a command-line name stands for.
  static func layout(named name: String) -> TabBarLayout {
    switch name {
    case "scrollable": return .scrollable
    case "clustered-leading": return .clustered(.leading)
    case "clustered-center": return .clustered(.center)
    case "clustered-trailing": return .clustered(.trailing)
    case "automatic": return .automatic
    default: return .fixed
    }
  }

  /// The drawing, from IndicatorRendering: the same renderer snapshots and users' scripts use.
  private(set) var svg = SVGSheet()

  /// Adds a caption at the left margin.
  mutating func caption(_ text: String, x: Double = 16, y: Double, size: Double = 13) {
    svg.addCaption(text, x: x, y: y, size: size)
  }

  /// Draws a bar at (`x`, `y`) with its titles and `indicator` (in bar coordinates).
  mutating func bar(_ model: TabBarModel, indicator: IndicatorAttributes?, x: Double, y: Double) {
    svg.addBar(TabBarDrawing(model, indicator: indicator), x: x, y: y)
  }

  /// The complete SVG document.
  var document: String { svg.document }
}

// MARK: - Sheets

extension Gallery {
  /// The model for a sample bar.
  static func model(
    titles: [String], width: Double, layout: TabBarLayout, rightToLeft: Bool = false,
    template: any IndicatorTemplate, selected: Int
  ) -> TabBarModel {
    var model = TabBarModel(
      items: items(titles), size: Size(width: width, height: barHeight), layout: layout,
      layoutDirection: rightToLeft ? .rightToLeft : .leftToRight, template: template)
    model.selectedIndex = selected
    return model
  }

  /// The full sheet: every template, every layout, and a film strip of each transition.
  static func sheet() -> Gallery {
    var g = Gallery()
    let titles = ["Home", "Search", "Library", "Profile"]
    var y = 28.0
    g.caption("IndicatorKit gallery", y: y, size: 18)
    y += 30
    g.caption("Templates (fixed layout, 360 × 48, second tab selected)", y: y, size: 15)
    y += 12
    for name in GalleryOptions.templateNames {
      g.caption(name, y: y + 14)
      let model = Gallery.model(
        titles: titles, width: 360, layout: .fixed, template: template(named: name), selected: 1)
      g.bar(model, indicator: model.selectionIndicator, x: 16, y: y + 22)
      y += 22 + barHeight + 16
    }
    y += 14
    g.caption("Layouts (underline, third tab selected)", y: y, size: 15)
    y += 12
    let layouts: [(String, TabBarLayout, Bool, [String])] = [
      ("fixed", .fixed, false, titles),
      ("clustered(.leading)", .clustered(.leading), false, ["Home", "Search"]),
      ("clustered(.center)", .clustered(.center), false, ["Home", "Search"]),
      ("clustered(.trailing)", .clustered(.trailing), false, ["Home", "Search"]),
      ("scrollable (dashed: the visible 360 points)", .scrollable, false, titles),
      ("automatic (falls back to scrollable)", .automatic, false, titles + ["Settings"]),
      ("fixed, right to left", .fixed, true, titles),
    ]
    for (label, layout, rtl, names) in layouts {
      g.caption(label, y: y + 14)
      let model = Gallery.model(
        titles: names, width: 360, layout: layout, rightToLeft: rtl,
        template: UnderlineIndicatorTemplate(), selected: min(2, names.count - 1))
      g.bar(model, indicator: model.selectionIndicator, x: 16, y: y + 22)
      y += 22 + barHeight + 16
    }
    y += 14
    g.caption("Transitions from the first tab to the third", y: y, size: 15)
    y += 12
    // Every animation of the underline, then a filled indicator between tabs, whose
    // middle frames split the titles it crosses.
    let transitions: [(String, any IndicatorTemplate, IndicatorAnimation)] =
      IndicatorAnimation.allCases.map {
        ("material-primary, \($0)", UnderlineIndicatorTemplate.materialPrimary, $0)
      } + [("pill, linear", PillIndicatorTemplate(), .linear)]
    for (label, template, animation) in transitions {
      g.caption("\(label): progress 0, 0.25, 0.5, 0.75, 1", y: y + 14)
      let model = Gallery.model(
        titles: titles, width: 300, layout: .fixed, template: template, selected: 0)
      for (column, progress) in [0, 0.25, 0.5, 0.75, 1.0].enumerated() {
        let indicator = model.indicator(from: 0, to: 2, progress: progress, animation: animation)
        g.bar(model, indicator: indicator, x: 16 + Double(column) * 316, y: y + 22)
      }
      y += 22 + barHeight + 16
    }
    return g
  }

  /// One bar as the options describe it.
  static func single(_ options: GalleryOptions) -> Gallery {
    var g = Gallery()
    let model = Gallery.model(
      titles: options.items, width: options.width, layout: layout(named: options.layout),
      rightToLeft: options.rightToLeft,
      template: template(named: options.template ?? "underline", height: options.height),
      selected: options.selected)
    let indicator =
      options.to.map {
        model.indicator(
          from: options.selected, to: $0, progress: options.progress, animation: options.animation)
      } ?? model.selectionIndicator
    g.bar(model, indicator: indicator, x: 16, y: 16)
    return g
  }
}
