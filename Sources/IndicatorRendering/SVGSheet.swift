import IndicatorCore

/// An SVG document of tab bars, captions and markers: the drawing behind the gallery, the
/// snapshots of IndicatorTesting and your own scripts.
///
/// Everything is placed at explicit coordinates; the sheet grows to fit (16 points of margin
/// right of and below the last bar). Each bar is a group translated to its position, so every
/// indicator's `d` attribute is exactly the library's ``IndicatorCore/Path/svgPathData`` for
/// the indicator in the bar's own coordinates — what the picture shows is what tests assert.
///
/// ## The format
///
/// ```xml
/// <g class="bar" id="bar-0" transform="translate(16 16)" data-size="360 48" data-content-width="360">
///   <rect class="background" …/>
///   <rect class="tab" id="bar-0-tab-0" x="0" y="0" width="90" height="48"
///         data-title="Home" data-content-frame="30 15.5 30 17" …/>
///   <path class="indicator" id="bar-0-indicator" d="M0 46H90V48H0Z" data-opacity="1" …/>
///   <text …>Home</text>
///   <clipPath id="bar-0-indicator-clip"><path d="M0 46H90V48H0Z"/></clipPath>
///   <g class="titles-on-indicator" clip-path="url(#bar-0-indicator-clip)">…</g>
/// </g>
/// ```
///
/// The last two are there only when the indicator may cover a title
/// (``Style/titleOnIndicatorColor``).
///
/// Numbers are written with ``SVGText/number(_:)``, which reads back to the identical
/// `Double`, so a reader of this format (IndicatorTesting's snapshots are one) recovers the
/// drawing exactly: the bar's size from `data-size`, each tab from its `rect` and `data-`
/// attributes, the indicator from `d` and `data-opacity`. Overlays (``addOverlay(_:x:y:style:)``)
/// use the classes `overlay-tab` and `overlay-indicator`, so they are never read as a bar.
public struct SVGSheet: Hashable, Sendable {
  /// Colours and outlines for a bar.
  ///
  /// Colours are SVG paint values (`#6200EE`, `red`, `rgb(…)`), written escaped: a string
  /// with quotes or angle brackets gives a wrong colour, never a broken document.
  public struct Style: Hashable, Sendable {
    /// The indicator's fill colour.
    public var indicatorFill: String
    /// The indicator's outline colour, or `nil` for none.
    public var indicatorStroke: String?
    /// The factor applied to the indicator's opacity for its `fill-opacity`.
    public var fillOpacityScale: Double
    /// The colour of each tab's frame, or `nil` to leave the frames invisible.
    public var tabStroke: String?
    /// The colour of each tab's content frame, or `nil` to leave it out.
    public var contentFrameStroke: String?
    /// The colour of the tabs' titles.
    public var titleColor: String
    /// The colour of the parts of titles the indicator covers.
    ///
    /// Where the indicator is drawn at an opacity of at least ½, a second copy of each
    /// title it may reach is drawn in this colour, clipped to the indicator's path
    /// (non-zero rule): under a pill every glyph it covers turns, and halfway through a
    /// transition a title is split where the pill's edge crosses it. Material draws content
    /// on the primary colour in the on-primary colour.
    public var titleOnIndicatorColor: String

    /// Creates a style.
    public init(
      indicatorFill: String = "#6200EE", indicatorStroke: String? = nil,
      fillOpacityScale: Double = 1, tabStroke: String? = nil, contentFrameStroke: String? = nil,
      titleColor: String = "#333", titleOnIndicatorColor: String = "#FFFFFF"
    ) {
      self.indicatorFill = indicatorFill
      self.indicatorStroke = indicatorStroke
      self.fillOpacityScale = fillOpacityScale
      self.tabStroke = tabStroke
      self.contentFrameStroke = contentFrameStroke
      self.titleColor = titleColor
      self.titleOnIndicatorColor = titleOnIndicatorColor
    }

    /// The gallery's look: a purple indicator, tab frames not drawn.
    public static let gallery = Style()
    /// A snapshot's look: the gallery's, with tab frames and content frames outlined.
    public static let snapshot = Style(tabStroke: "#BDBDBD", contentFrameStroke: "#90CAF9")
    /// A diff sheet's reference: blue, translucent, outlined.
    public static let reference = Style(
      indicatorFill: "#1E88E5", indicatorStroke: "#1565C0", fillOpacityScale: 0.35,
      tabStroke: "#1E88E5")
    /// A diff sheet's actual value: red, translucent, outlined.
    public static let actual = Style(
      indicatorFill: "#E53935", indicatorStroke: "#C62828", fillOpacityScale: 0.35,
      tabStroke: "#E53935")
  }

  /// The SVG elements added so far.
  public private(set) var body = ""
  /// The document's width: the right edge of the widest bar plus 16 points.
  public private(set) var width = 0.0
  /// The document's height: the bottom of the lowest bar plus 16 points.
  public private(set) var height = 0.0
  /// The number of bars added; bar `n` has the id `bar-n`.
  public private(set) var barCount = 0
  /// An XML comment written before the drawing, or `nil`.
  public var comment: String?
  /// The number of magnifiers added; magnifier `n` clips to the id `magnifier-n`.
  private var magnifierCount = 0

  /// Creates an empty sheet.
  public init() {}

  /// Adds a caption with its baseline at `y`.
  public mutating func addCaption(
    _ text: String, x: Double = 16, y: Double, size: Double = 13, color: String = "#444"
  ) {
    body += """
        <text x="\(n(x))" y="\(n(y))" font-family="sans-serif" font-size="\(n(size))" \
      fill="\(SVGText.escaped(color))">\(SVGText.escaped(text))</text>\n
      """
    // Text is not measured: 0.55 em per character, an average sans-serif advance.
    width = max(width, x + Double(text.count) * size * 0.55 + 16)
    height = max(height, y + 4)
  }

  /// Draws a bar with its top-left corner at (`x`, `y`): background, tabs, indicator, titles.
  ///
  /// - Complexity: O(tabs + path elements).
  public mutating func addBar(
    _ drawing: TabBarDrawing, x: Double, y: Double, style: Style = .gallery
  ) {
    let id = "bar-\(barCount)"
    barCount += 1
    let drawnWidth = max(drawing.contentWidth, drawing.size.width)
    body += """
        <g class="bar" id="\(id)" transform="translate(\(n(x)) \(n(y)))" \
      data-size="\(n(drawing.size.width)) \(n(drawing.size.height))" \
      data-content-width="\(n(drawing.contentWidth))">\n
      """
    body += """
          <rect class="background" x="0" y="0" width="\(n(drawnWidth))" \
      height="\(n(drawing.size.height))" fill="#FAFAFA" stroke="#DDD"/>\n
      """
    if drawing.contentWidth > drawing.size.width {
      body += """
            <rect class="visible" x="0" y="0" width="\(n(drawing.size.width))" height="\
        \(n(drawing.size.height))" fill="none" stroke="#999" stroke-dasharray="4 3"/>\n
        """
    }
    for (index, tab) in drawing.tabs.enumerated() {
      body += """
            <rect class="tab" id="\(id)-tab-\(index)" \(rectAttributes(tab.frame)) \
        data-title="\(SVGText.escaped(tab.title))" \
        data-content-frame="\(SVGText.numbers(tab.contentFrame))" fill="none" \
        stroke="\(SVGText.escaped(style.tabStroke ?? "none"))"/>\n
        """
      if let stroke = style.contentFrameStroke {
        let content = contentFrame(of: tab)
        body += """
              <rect class="content-frame" \(rectAttributes(content)) fill="none" \
          stroke="\(SVGText.escaped(stroke))" stroke-dasharray="2 2"/>\n
          """
      }
    }
    if let indicator = drawing.indicator {
      body += indicatorElement(indicator, className: "indicator", id: "\(id)-indicator", style)
    }
    for tab in drawing.tabs {
      body += "    " + title(tab, color: style.titleColor)
    }
    // The parts of the titles an indicator opaque enough to hide them covers, again in the
    // contrasting colour, clipped to the indicator.
    if let indicator = drawing.indicator, indicator.opacity * style.fillOpacityScale >= 0.5,
      !indicator.path.isEmpty
    {
      let bounds = indicator.path.boundingRect
      let covered = drawing.tabs.filter { titleBox($0).intersects(bounds) }
      if !covered.isEmpty {
        let clip = "\(id)-indicator-clip"
        body += """
              <clipPath id="\(clip)"><path d="\(indicator.path.svgPathData)"/></clipPath>
              <g class="titles-on-indicator" clip-path="url(#\(clip))">\n
          """
        for tab in covered {
          body += "      " + title(tab, color: style.titleOnIndicatorColor)
        }
        body += "    </g>\n"
      }
    }
    body += "  </g>\n"
    width = max(width, x + drawnWidth + 16)
    height = max(height, y + drawing.size.height + 16)
  }

  /// Draws a bar's tab frames and indicator over what is already at (`x`, `y`), without a
  /// background or titles: the second layer of a comparison.
  ///
  /// Overlays use the classes `overlay-tab` and `overlay-indicator` and no `bar` group, so a
  /// reader of bars skips them.
  public mutating func addOverlay(
    _ drawing: TabBarDrawing, x: Double, y: Double, style: Style = .actual
  ) {
    body += "  <g class=\"overlay\" transform=\"translate(\(n(x)) \(n(y)))\">\n"
    if let stroke = style.tabStroke {
      for tab in drawing.tabs {
        body += """
              <rect class="overlay-tab" \(rectAttributes(tab.frame)) fill="none" \
          stroke="\(SVGText.escaped(stroke))" stroke-dasharray="3 2"/>\n
          """
      }
    }
    if let indicator = drawing.indicator {
      body += indicatorElement(indicator, className: "overlay-indicator", id: nil, style)
    }
    body += "  </g>\n"
    width = max(width, x + max(drawing.contentWidth, drawing.size.width) + 16)
    height = max(height, y + drawing.size.height + 16)
  }

  /// Marks `point` (sheet coordinates) with a ring and crosshair, and `label` beside it.
  public mutating func addMarker(at point: Point, label: String, color: String = "#000") {
    let (x, y) = (point.x, point.y)
    body += """
        <g class="marker">
          <circle cx="\(n(x))" cy="\(n(y))" r="6" fill="none" stroke="\(SVGText.escaped(color))" stroke-width="1.5"/>
          <path d="M\(n(x - 10)) \(n(y))H\(n(x + 10))M\(n(x)) \(n(y - 10))V\(n(y + 10))" \
      stroke="\(SVGText.escaped(color))" stroke-width="0.75"/>
          <text x="\(n(x + 9))" y="\(n(y - 9))" font-family="sans-serif" font-size="11" \
      fill="\(SVGText.escaped(color))">\(SVGText.escaped(label))</text>
        </g>\n
      """
    width = max(width, x + 16)
    height = max(height, y + 16)
  }

  /// Draws the indicators of `layers` magnified `scale` times around `center`.
  ///
  /// The view is a square `size` points wide with its top-left corner at (`x`, `y`) in
  /// sheet coordinates, `center` in bar coordinates: what lies within
  /// `size / (2 · scale)` of `center` on either axis, `scale` times
  /// larger, each indicator filled and outlined in its layer's style, clipped to the square,
  /// with a caption below it (the drawing takes `size + 18` points down). The outlines are
  /// 1 point wide in the view (`1 / scale` before the scaling).
  ///
  /// Snapshot diff sheets use it to show a difference too small to see at the bar's scale.
  /// The group has the class `magnifier`, so a reader of bars skips it. Nothing is drawn
  /// when `size` or `scale` is not positive or the scaled centre is not finite.
  package mutating func addMagnifier(
    _ layers: [(drawing: TabBarDrawing, style: Style)], around center: Point, scale: Double,
    x: Double, y: Double, size: Double, caption: String
  ) {
    let dx = x + size / 2 - scale * center.x
    let dy = y + size / 2 - scale * center.y
    // A view it cannot place (a centre beyond the range of Double once scaled) is left out.
    guard dx.isFinite, dy.isFinite, size > 0, scale > 0 else { return }
    let id = "magnifier-\(magnifierCount)"
    magnifierCount += 1
    let square = rectAttributes(Rect(x: x, y: y, width: size, height: size))
    body += """
        <g class="magnifier">
          <clipPath id="\(id)"><rect \(square)/></clipPath>
          <rect \(square) fill="#FAFAFA"/>
          <g clip-path="url(#\(id))"><g transform="translate(\(n(dx)) \(n(dy))) scale(\(n(scale)))">\n
      """
    for (drawing, style) in layers {
      guard let indicator = drawing.indicator else { continue }
      let stroke = SVGText.escaped(style.indicatorStroke ?? style.indicatorFill)
      body += """
              <path d="\(indicator.path.svgPathData)" fill="\(SVGText.escaped(style.indicatorFill))" \
        fill-opacity="\(n(indicator.opacity * style.fillOpacityScale))" stroke="\(stroke)" \
        stroke-width="\(n(1 / scale))"/>\n
        """
    }
    body += """
          </g></g>
          <rect \(square) fill="none" stroke="#999"/>
        </g>\n
      """
    addCaption(caption, x: x, y: y + size + 13, size: 11)
    width = max(width, x + size + 16)
    height = max(height, y + size + 18 + 16)
  }

  /// The complete SVG document.
  public var document: String {
    let note = comment.map { "<!-- \($0.replacing("--", with: "- -")) -->\n" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      \(note)<svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
      viewBox="0 0 \(n(width)) \(n(height))">
        <rect width="100%" height="100%" fill="white"/>
      \(body)</svg>

      """
  }

  // MARK: Elements

  private func indicatorElement(
    _ indicator: IndicatorAttributes, className: String, id: String?, _ style: Style
  ) -> String {
    let stroke = style.indicatorStroke.map {
      " stroke=\"\(SVGText.escaped($0))\" stroke-width=\"0.75\""
    }
    let idAttribute = id.map { " id=\"\($0)\"" } ?? ""
    let fill = SVGText.escaped(style.indicatorFill)
    return """
          <path class="\(className)"\(idAttribute) d="\(indicator.path.svgPathData)" \
      fill="\(fill)" fill-opacity="\(n(indicator.opacity * style.fillOpacityScale))" \
      data-opacity="\(n(indicator.opacity))"\(stroke ?? "")/>\n
      """
  }

  /// A tab's content frame in bar coordinates.
  private func contentFrame(of tab: TabBarDrawing.Tab) -> Rect {
    tab.contentFrame.offsetBy(dx: tab.frame.origin.x, dy: tab.frame.origin.y)
  }

  /// The font size of titles, in points (an em).
  private static let titleFontSize = 14.0

  /// Where a tab's title is drawn in bar coordinates: centred on its content frame, the
  /// baseline 4 points above its bottom.
  private func titleAnchor(of tab: TabBarDrawing.Tab) -> Point {
    let content = contentFrame(of: tab)
    return Point(x: content.midX, y: content.maxY - 4)
  }

  /// A tab's title, at ``titleAnchor(of:)``.
  private func title(_ tab: TabBarDrawing.Tab, color: String) -> String {
    let anchor = titleAnchor(of: tab)
    return """
      <text x="\(n(anchor.x))" y="\(n(anchor.y))" text-anchor="middle" \
      font-family="sans-serif" font-size="\(n(Self.titleFontSize))" fill="\(SVGText.escaped(color))">\
      \(SVGText.escaped(tab.title))</text>\n
      """
  }

  /// A box that holds a title's glyphs as `title(_:color:)` draws them, in bar coordinates.
  ///
  /// Text is not measured: the box allows 0.7 em a character (wider than any
  /// sans-serif's average advance), 1 em above the baseline and 0.3 em below it (a
  /// descender's depth is about 0.2 em).
  private func titleBox(_ tab: TabBarDrawing.Tab) -> Rect {
    let anchor = titleAnchor(of: tab)
    let em = Self.titleFontSize
    let width = Double(tab.title.count) * em * 0.7
    return Rect(x: anchor.x - width / 2, y: anchor.y - em, width: width, height: em * 1.3)
  }

  private func rectAttributes(_ rect: Rect) -> String {
    "x=\"\(n(rect.origin.x))\" y=\"\(n(rect.origin.y))\" width=\"\(n(rect.size.width))\" "
      + "height=\"\(n(rect.size.height))\""
  }

  private func n(_ value: Double) -> String { SVGText.number(value) }
}
