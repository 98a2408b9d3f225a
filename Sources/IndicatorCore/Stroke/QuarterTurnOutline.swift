// The outline of a path of four turned runs from its first run's sides: every run's sides
// are the first run's turned by quarter turns (`RunTurn`, exact), written in one pass.

extension QuarterTurnShape {
  /// Room for the outline of a path of runs of `run` elements: the right contour and the
  /// left one reversed (a move, four lines and the cubics' sides, and a close each, less
  /// the left's line back to its start), and the first run's right side once more, which
  /// ``outline(_:_:_:_:)`` writes again where the left contour goes first.
  static func outlineCapacity(run: Int) -> Int { 8 * (run - 1) + 11 + run + 1 }

  /// The outline, from the first run's sides; returns the index of its last move.
  ///
  /// `storage` holds the first run's right side (reserved for ``outlineCapacity(run:)``)
  /// and gets the outline. The outer contour goes first (the right one where the area is
  /// positive), then the other, as ``Stroker/close()`` writes them.
  ///
  /// With a `rectangle` inside (``innerRectangle(_:_:)``), the inner contour is the
  /// general stroker's once its loop pass has cut each corner's backward arc where the
  /// offsets of the lines on either side cross (``StrokeOutliner/removeLoops(_:from:marks:)``):
  /// a move to the crossing of the first line's offset with the last one's, then lines
  /// through the other crossings (backwards where the inner side is the left one,
  /// reversed), and a close.
  func outline(
    _ elements: UnsafeBufferPointer<Path.Element>, _ g: StrokeOutliner, _ rectangle: Rectangle?,
    _ storage: inout [Path.Element], _ left: UnsafeBufferPointer<Path.Element>
  ) -> Int {
    let h = g.halfWidth
    let sense = sense
    let run = run
    guard case .move(let start) = elements[0] else { return 0 }
    let lines = (
      line(0, elements, h: h), line(1, elements, h: h), line(2, elements, h: h),
      line(3, elements, h: h)
    )
    let firstEnd = lines.0.end
    // The first run's right cubics, read while the rest is written after them.
    let cubics = run - 1
    let right = (storage[2], storage[min(3, run)], storage[run])
    @inline(__always) func rightCubic(_ i: Int) -> Path.Element {
      i == 0 ? right.0 : i == 1 ? right.1 : right.2
    }
    let rightLast = right.2.endPoint.unsafelyUnwrapped - firstEnd
    let leftLast = left[run].endPoint.unsafelyUnwrapped - firstEnd
    // As `canonicalizeClosedContour` leaves it: the move moved to the last point where
    // that runs straight into the first line.
    let last = lines.3.end + FourthRun.map(rightLast, sense)
    let rightStart = Path.Element.move(
      to: g.isStraightRun(last, start - lines.0.offset, firstEnd - lines.0.offset)
        ? last : start - lines.0.offset)
    let firstRunCount = storage.count
    var lastMove = 0
    let fill = OutlineFill { base in
      var output = OutlineWriter(base)
      // A run's right side: its line, then the first run's cubics turned by `T` and moved
      // to its line's end.
      @inline(__always) func appendRightRun<T: RunTurn>(
        _: T.Type, _ line: (end: Point, offset: Point)
      ) {
        let end = line.end
        output.append(.line(to: end - line.offset))
        for i in 0..<cubics {
          guard case .curve(let p, let c1, let c2) = rightCubic(i) else { continue }
          output.append(
            .curve(
              to: end + T.map(p - firstEnd, sense), control1: end + T.map(c1 - firstEnd, sense),
              control2: end + T.map(c2 - firstEnd, sense)))
        }
      }
      // A run's left side reversed: the cubics backwards to its line's end, then the
      // line back to where the run before (`B`, turned) ends.
      @inline(__always) func appendLeftRun<T: RunTurn, B: RunTurn>(
        _: T.Type, _ line: (end: Point, offset: Point), before: B.Type, _ beforeEnd: Point?
      ) {
        let end = line.end
        for i in stride(from: run, through: 2, by: -1) {
          guard case .curve(_, let c1, let c2) = left[i] else { continue }
          let to =
            i > 2
            ? end + T.map(left[i - 1].endPoint.unsafelyUnwrapped - firstEnd, sense)
            : end + line.offset
          output.append(
            .curve(
              to: to, control1: end + T.map(c2 - firstEnd, sense),
              control2: end + T.map(c1 - firstEnd, sense)))
        }
        if let beforeEnd { output.append(.line(to: beforeEnd + B.map(leftLast, sense))) }
      }
      // The right contour after its first run (which is in place, or written first).
      func appendRight(withFirstRun: Bool) {
        if withFirstRun {
          output.append(rightStart)
          appendRightRun(FirstRun.self, lines.0)
        }
        appendRightRun(SecondRun.self, lines.1)
        appendRightRun(ThirdRun.self, lines.2)
        appendRightRun(FourthRun.self, lines.3)
        output.append(.closeSubpath)
      }
      // The inner rectangle: on the left side reversed (backwards) where the area is
      // positive, on the right side (forwards) where it is negative.
      func appendRectangle(_ corners: Rectangle, backwards: Bool) {
        output.append(.move(to: corners.3))
        if backwards {
          output.append(.line(to: corners.2))
          output.append(.line(to: corners.1))
          output.append(.line(to: corners.0))
        } else {
          output.append(.line(to: corners.0))
          output.append(.line(to: corners.1))
          output.append(.line(to: corners.2))
        }
        output.append(.closeSubpath)
      }
      func appendLeftReversed() {
        output.append(.move(to: lines.3.end + FourthRun.map(leftLast, sense)))
        appendLeftRun(FourthRun.self, lines.3, before: ThirdRun.self, lines.2.end)
        appendLeftRun(ThirdRun.self, lines.2, before: SecondRun.self, lines.1.end)
        appendLeftRun(SecondRun.self, lines.1, before: FirstRun.self, lines.0.end)
        appendLeftRun(FirstRun.self, lines.0, before: FirstRun.self, nil)
        output.append(.closeSubpath)
      }
      if twiceArea >= 0 {
        appendRight(withFirstRun: false)
        lastMove = firstRunCount + output.count
        if let rectangle {
          appendRectangle(rectangle, backwards: true)
        } else {
          appendLeftReversed()
        }
      } else {
        appendLeftReversed()
        // The first run's copy ahead of the fill is dropped after it.
        lastMove = output.count
        if let rectangle {
          appendRectangle(rectangle, backwards: false)
        } else {
          appendRight(withFirstRun: true)
        }
      }
      return output.count
    }
    if twiceArea >= 0 {
      storage[0] = rightStart
      storage.append(contentsOf: fill)
    } else {
      storage.append(contentsOf: fill)
      storage.removeFirst(firstRunCount)
    }
    return lastMove
  }
}

/// How a run of a path of four turned runs lies to the first run.
///
/// Each type turns by its own number j of quarter turns (`sense` 1) or three-quarter turns
/// (`sense` −1). The coordinates are swapped and negated, so `map` is exact.
protocol RunTurn {
  static func map(_ p: Point, _ sense: Double) -> Point
}

/// The first run: not turned.
enum FirstRun: RunTurn {
  @inline(__always) static func map(_ p: Point, _ sense: Double) -> Point { p }
}

/// The second run: one turn, ``SquareSymmetry/quarter`` for sense 1.
enum SecondRun: RunTurn {
  @inline(__always) static func map(_ p: Point, _ sense: Double) -> Point {
    Point(x: -sense * p.y, y: sense * p.x)
  }
}

/// The third run: a half turn either way.
enum ThirdRun: RunTurn {
  @inline(__always) static func map(_ p: Point, _ sense: Double) -> Point {
    Point(x: -p.x, y: -p.y)
  }
}

/// The fourth run: three turns, ``SquareSymmetry/threeQuarters`` for sense 1.
enum FourthRun: RunTurn {
  @inline(__always) static func map(_ p: Point, _ sense: Double) -> Point {
    Point(x: sense * p.y, y: -sense * p.x)
  }
}
