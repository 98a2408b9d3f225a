// Caps and round arcs: the geometry at the open ends of a stroke (and the contour of an
// open subpath they close), and the circular arcs of round caps and joins.

extension StrokeOutliner {
  /// Appends the cap at `point`, where the stroke leaves in unit direction `tangent`, from
  /// the right offset `point − h·n` (already the current point) around the end to the left
  /// one `point + h·n` (n the left normal of `tangent`): the turn of positive orientation,
  /// as the outline runs (the Stroking article, "Orientation").
  @inline(__always)
  func appendCap<Sink: OutlineSink>(_ sink: inout Sink, at point: Point, tangent: Point) {
    let n = tangent.perpendicular
    let h = halfWidth
    let end = point + h * n
    switch cap {
    case .butt:
      appendLine(&sink, to: end)
    case .square:
      appendLine(&sink, to: point + h * (tangent - n))
      appendLine(&sink, to: end + h * tangent)
      appendLine(&sink, to: end)
    case .round:
      appendArc(&sink, center: point, from: -n, sweep: Double.pi, end: end)
    }
  }

  /// Appends a circular arc of radius `halfWidth` around `center`, starting at
  /// `center + halfWidth·from` (`from` a unit vector, the current point) and turning by
  /// `sweep` radians (positive from +x towards +y), ending exactly at `end`.
  ///
  /// Each piece is a cubic with handles `4/3·tan(α/4)` (`emitArcCubics`), no piece wider than
  /// `arcStep`, so the radial error stays within a quarter of the tolerance; at most
  /// ``maximumArcPieces`` pieces.
  func appendArc<Sink: OutlineSink>(
    _ sink: inout Sink, center: Point, from: Point, sweep: Double, end: Point
  ) {
    let r = halfWidth
    let pieces = arcPieceCount(
      sweep: sweep, maximumStep: arcStep, maximumPieces: Self.maximumArcPieces)
    let step = sweep / Double(pieces)
    let cosStep = Math.cos(step)
    let sinStep = Math.sin(step)
    // Each unit point is the last one turned by `step`; the last is the end's direction.
    var u = from
    emitArcCubics(
      pieces: pieces, handle: arcHandle(sweep: step), from: from, end: end,
      unitPoint: { i in
        u =
          i == pieces
          ? (end - center) * (1 / r)
          : Point(x: u.x * cosStep - u.y * sinStep, y: u.x * sinStep + u.y * cosStep)
        return u
      },
      map: { center + r * $0 },
      emit: { sink.append(.curve(to: $0, control1: $1, control2: $2)) })
  }
}

extension StrokeOutliner {
  /// Closes the contour of an open subpath: end cap, left side reversed, start cap.
  ///
  /// `output` ends with the subpath's right side (its last two points in `ends`, its
  /// contour starting at `first`); the end cap is at `end`, leaving in `endTangent`, the
  /// start cap at `start`, leaving in `−startTangent`, and the contour is made canonical
  /// and closed. The caps and the reversal carry the output's last two points in `ends`
  /// instead of reading them back.
  @inline(__always)
  func closeOpenContour<Sink: OutlineSink>(
    _ output: inout Sink, _ ends: inout SideEnds, left: Sink, from first: Int, end: Point,
    endTangent: Point, start: Point, startTangent: Point
  ) {
    appendCap(&output, &ends, at: end, tangent: endTangent)
    appendReversed(&output, &ends, of: left)
    appendCap(&output, &ends, at: start, tangent: -startTangent)
    canonicalizeClosedContour(&output, from: first)
    output.append(.closeSubpath)
  }

  /// `appendCap(_:at:tangent:)` with the sink's last two points carried in `ends` (a butt
  /// cap is one line; other caps are read back after).
  @inline(__always)
  func appendCap<Sink: OutlineSink>(
    _ sink: inout Sink, _ ends: inout SideEnds, at point: Point, tangent: Point
  ) {
    guard cap == .butt else {
      ends = appendCapReadingBack(&sink, at: point, tangent: tangent)
      return
    }
    let n = tangent.perpendicular
    let h = halfWidth
    appendSideLine(&sink, &ends, to: point + h * n)
  }

  /// `appendCap(_:at:tangent:)`, then the sink's last two points read back (out of line, so
  /// that the butt cap's line stays small enough to inline).
  @inline(never)
  func appendCapReadingBack<Sink: OutlineSink>(
    _ sink: inout Sink, at point: Point, tangent: Point
  ) -> SideEnds {
    appendCap(&sink, at: point, tangent: tangent)
    return SideEnds(reading: sink)
  }
}
