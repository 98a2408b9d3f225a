import IndicatorCore
import IndicatorRendering

/// One bar of a snapshot and the caption drawn above it.
public struct SnapshotBar: Hashable, Sendable {
  /// The caption (`UnderlineIndicatorTemplate(), fixed, 360 × 48, tab 0 selected`).
  public var label: String
  /// What the bar shows, compared by geometry with the reference's.
  public var drawing: TabBarDrawing

  /// Creates a bar of a snapshot.
  public init(label: String, drawing: TabBarDrawing) {
    self.label = label
    self.drawing = drawing
  }
}

/// Why a value cannot be snapshotted (an empty bar, too many frames): the message the
/// assertion fails with, in place of recording.
public struct SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The failure message: what is wrong and why it is not recorded.
  public var message: String

  /// Creates an error with its message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// How a value becomes a snapshot: the bars it draws, which are recorded as an SVG and
/// compared by geometry, as swift-snapshot-testing's `Snapshotting`.
///
/// Use a built-in strategy (``path``, ``bar``, ``transition(from:to:frames:animation:)``,
/// ``indicator(in:)``, ``sheet``) or make one for your own type with ``pullback(_:)``:
///
/// ```swift
/// extension IndicatorSnapshotting where Value == MyTabs {
///   static var tabs: Self { IndicatorSnapshotting<TabBarModel>.bar.pullback(\.model) }
/// }
/// assertIndicatorSnapshot(of: myTabs, as: .tabs)
/// ```
public struct IndicatorSnapshotting<Value>: Sendable {
  /// The bars that `value` draws, or an error saying why it cannot be snapshotted.
  public var snapshot: @Sendable (Value) throws(SnapshotError) -> [SnapshotBar]

  /// Creates a strategy from a function that draws a value's bars.
  ///
  /// - Parameter snapshot: The bars of a value, at least one; throw a ``SnapshotError`` for
  ///   a value that should fail rather than be recorded. A strategy that returns no bars
  ///   fails the assertion with a message saying so.
  public init(snapshot: @escaping @Sendable (Value) throws(SnapshotError) -> [SnapshotBar]) {
    self.snapshot = snapshot
  }

  /// A strategy for `NewValue` that transforms the value, then snapshots it as this one
  /// does.
  ///
  /// - Parameter transform: The value of this strategy's type for a `NewValue`.
  /// - Returns: The strategy for `NewValue`.
  public func pullback<NewValue>(
    _ transform: @escaping @Sendable (NewValue) -> Value
  ) -> IndicatorSnapshotting<NewValue> {
    let snapshot = self.snapshot
    return IndicatorSnapshotting<NewValue> { (value: NewValue) throws(SnapshotError) in
      try snapshot(transform(value))
    }
  }
}

// MARK: - Built-in strategies

extension IndicatorSnapshotting where Value == Path {
  /// A path, drawn alone as an indicator (a stroked outline, a shape) and compared by
  /// geometry.
  ///
  /// The bar is as large as the path's bounding box from the origin (at least 1 × 1). An
  /// empty path, or one with a non-finite coordinate, fails with a message instead of
  /// being recorded.
  public static var path: Self {
    IndicatorSnapshotting { (path: Path) throws(SnapshotError) in
      guard !path.isEmpty else {
        throw SnapshotError(
          "The path is empty: there is nothing to snapshot, so none was recorded.")
      }
      guard path.isFinite else {
        throw SnapshotError(
          "The path has a non-finite coordinate, so it was not recorded: "
            + cut(path.svgPathData(fractionDigits: messageFractionDigits)))
      }
      let box = path.boundingRect
      let size = Size(width: max(box.maxX, 1), height: max(box.maxY, 1))
      let drawing = TabBarDrawing(
        size: size, contentWidth: size.width, tabs: [],
        indicator: IndicatorAttributes(path: path))
      return [SnapshotBar(label: roundingNumbers(in: "path in \(brief(box))"), drawing: drawing)]
    }
  }
}

extension IndicatorSnapshotting where Value == TabBarModel {
  /// A tab bar: its tab frames, content frames and titles, and its selection indicator.
  ///
  /// A bar with no items, with a zero, negative or non-finite size, or with a selection but
  /// no indicator (an out-of-range selection, a template that drew nothing) fails with a
  /// message saying why instead of being recorded.
  public static var bar: Self {
    IndicatorSnapshotting { (model: TabBarModel) throws(SnapshotError) in
      try checkLaidOut(model)
      if let selected = model.selectedIndex, model.selectionIndicator == nil {
        throw SnapshotError(
          model.itemFrames.indices.contains(selected)
            ? "Tab \(selected) is selected but the bar has no indicator: the template drew "
              + "an empty path, a non-finite coordinate or a bounding box of zero width or "
              + "height. No snapshot was recorded."
            : "Tab \(selected) is selected but the bar has \(model.itemFrames.count) tab(s), "
              + "so there is no indicator. No snapshot was recorded.")
      }
      return [SnapshotBar(label: barLabel(model), drawing: TabBarDrawing(model))]
    }
  }

  /// Every frame of a tap transition: one bar per frame.
  ///
  /// Frame k of `frames` (k = 0 … frames − 1) is
  /// `TabBarModel/indicator(from:to:progress:animation:)` at progress k / (frames − 1), so
  /// the first frame is at the start tab and the last at the end tab.
  ///
  /// - Parameters:
  ///   - from: The start tab's index.
  ///   - to: The end tab's index.
  ///   - frames: The number of frames, from 2 to ``IndicatorTestingDefaults/maximumSnapshotFrames`` (default 5:
  ///     progress 0, 0.25, 0.5, 0.75, 1).
  ///   - animation: How the indicator's edges move.
  /// - Returns: The strategy. A frame count out of range, an index out of range, or a bar
  ///   with no items or no size fails with a message saying so.
  public static func transition(
    from: Int, to: Int, frames: Int = 5, animation: IndicatorAnimation = .linear
  ) -> Self {
    IndicatorSnapshotting { (model: TabBarModel) throws(SnapshotError) in
      guard frames >= 2 else {
        throw SnapshotError("A transition snapshot needs at least 2 frames; got \(frames).")
      }
      guard frames <= IndicatorTestingDefaults.maximumSnapshotFrames else {
        throw SnapshotError(
          "A transition snapshot takes at most \(IndicatorTestingDefaults.maximumSnapshotFrames) frames; got "
            + "\(frames). Snapshot fewer frames (5 to 30 show a transition's shape).")
      }
      try checkLaidOut(model)
      let count = model.itemFrames.count
      guard model.itemFrames.indices.contains(from), model.itemFrames.indices.contains(to)
      else {
        throw SnapshotError(
          "A transition from tab \(from) to tab \(to) needs both indices below the bar's "
            + "\(count) laid-out tab(s).")
      }
      return (0..<frames).map { k in
        let progress = Double(k) / Double(frames - 1)
        let indicator = model.indicator(
          from: from, to: to, progress: progress, animation: animation)
        return SnapshotBar(
          label: "frame \(k + 1) of \(frames): \(animation), tab \(from) → \(to), progress "
            + SVGText.number(progress),
          drawing: TabBarDrawing(model, indicator: indicator))
      }
    }
  }
}

extension IndicatorSnapshotting where Value: IndicatorTemplate {
  /// The indicator a template draws for one tab: the tab's bounds and content frame, and
  /// the indicator as the template returns it.
  ///
  /// - Parameter context: The tab it draws for.
  /// - Returns: The strategy. A context whose bounds are zero, negative or non-finite, or a
  ///   template that draws an empty path, fails with a message instead of being recorded;
  ///   a non-finite path is recorded as it is.
  public static func indicator(in context: TabBarContext) -> Self {
    IndicatorSnapshotting { (template: Value) throws(SnapshotError) in
      let bounds = context.bounds
      guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite
      else {
        throw SnapshotError(
          "The tab's bounds \(brief(bounds)) have no area, so no snapshot was recorded.")
      }
      let drawing = TabBarDrawing(template, in: context)
      guard drawing.indicator?.path.isEmpty == false else {
        throw SnapshotError(
          "\(briefDescription(of: template)) drew an empty path in \(brief(bounds)): there is "
            + "no indicator to snapshot, so none was recorded.")
      }
      let label =
        "\(briefDescription(of: template)) in \(brief(bounds))"
        + (context.layoutDirection == .rightToLeft ? ", right to left" : "")
      return [SnapshotBar(label: label, drawing: drawing)]
    }
  }
}

extension IndicatorSnapshotting where Value == SVGSheet {
  /// The bars of a sheet of your own (`SVGSheet/addBar(_:x:y:style:)`), each compared by
  /// geometry; captions, markers and overlays are not compared.
  ///
  /// A sheet with no bars fails with a message instead of being recorded.
  public static var sheet: Self {
    IndicatorSnapshotting { (sheet: SVGSheet) throws(SnapshotError) in
      let drawings: [TabBarDrawing]
      do {
        drawings = try SnapshotReader.bars(in: sheet.document)
      } catch {
        throw SnapshotError("The sheet's bars could not be read back: \(error).")
      }
      guard !drawings.isEmpty else {
        throw SnapshotError("The sheet has no bars: there is nothing to snapshot.")
      }
      return drawings.enumerated().map { index, drawing in
        SnapshotBar(label: "sheet bar \(index + 1) of \(drawings.count)", drawing: drawing)
      }
    }
  }
}

/// Throws when a model lays out no tabs: no items, or a zero, negative or non-finite size.
private func checkLaidOut(_ model: TabBarModel) throws(SnapshotError) {
  guard !model.items.isEmpty else {
    throw SnapshotError(
      "The bar has no items: it draws nothing, so no snapshot was recorded.")
  }
  let size = model.size
  guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
    throw SnapshotError(
      "The bar's size \(SVGText.number(size.width)) × \(SVGText.number(size.height)) is zero, "
        + "negative or non-finite: it lays out no tabs, so no snapshot was recorded.")
  }
}

/// The caption of a model's bar: its template, layout, size and selection.
func barLabel(_ model: TabBarModel) -> String {
  let selection = model.selectedIndex.map { "tab \($0) selected" } ?? "no selection"
  let direction = model.layoutDirection == .rightToLeft ? ", right to left" : ""
  return "\(briefDescription(of: model.template)), \(brief(model.resolvedLayout, depth: 1)), "
    + "\(SVGText.number(model.size.width)) × \(SVGText.number(model.size.height)), "
    + "\(selection)\(direction)"
}
