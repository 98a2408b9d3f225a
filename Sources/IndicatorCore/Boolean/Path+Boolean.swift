// Region and line operations on paths, with SwiftUI's names and defaults (`union(_:eoFill:)`
// and its siblings, iOS 17) and CoreGraphics' `componentsSeparated(using:)` and
// `intersects(_:using:)`. The methods are RegionOperator's and `lineOperation`'s.

extension Path {
  /// A path whose filled region is where this path or `other` is filled, as SwiftUI's
  /// `union(_:eoFill:)`.
  ///
  /// Region operations read each path as a filled region: every subpath is closed by a
  /// straight line, as a fill closes it, and `eoFill` picks the fill rule of both paths
  /// (`false`, the default: non-zero). The result is made of pieces of the two paths' own
  /// lines and curves, split where they meet (de Casteljau; no flattening); its contours
  /// do not cross one another, each turns in the positive direction of ``signedArea``
  /// around what it encloses (holes the other way), so it fills the same under both rules,
  /// and its ``signedArea`` is the region's area. Pieces of one segment come back as one,
  /// and collinear lines in a row as one line: two rectangles sharing an edge union to one
  /// rectangle of four lines. <doc:CombiningPaths> describes the method and its limits.
  ///
  /// - Returns: The union; an empty path where both regions are empty, or where either path
  ///   has a non-finite coordinate.
  /// - Complexity: O(n·e + p) for n segments in all, e pieces once split where they meet
  ///   and p pairs of pieces whose control boxes overlap.
  public func union(_ other: Path, eoFill: Bool = false) -> Path {
    RegionOperator.apply(.union, self, other, rule: FillRule(eoFill: eoFill))
  }

  /// A path whose filled region is where both this path and `other` are filled, as
  /// SwiftUI's `intersection(_:eoFill:)`; see ``union(_:eoFill:)``.
  public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
    RegionOperator.apply(.intersection, self, other, rule: FillRule(eoFill: eoFill))
  }

  /// A path whose filled region is where this path is filled and `other` is not, as
  /// SwiftUI's `subtracting(_:eoFill:)`; see ``union(_:eoFill:)``.
  public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
    RegionOperator.apply(.subtraction, self, other, rule: FillRule(eoFill: eoFill))
  }

  /// A path whose filled region is where exactly one of this path and `other` is filled,
  /// as SwiftUI's `symmetricDifference(_:eoFill:)`; see ``union(_:eoFill:)``.
  public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
    RegionOperator.apply(.symmetricDifference, self, other, rule: FillRule(eoFill: eoFill))
  }

  /// The region this path fills, as contours that do not cross, as SwiftUI's
  /// `normalized(eoFill:)` (whose default is also even-odd).
  ///
  /// The result is what ``union(_:eoFill:)`` gives with an empty path: a self-crossing
  /// path becomes the outlines of what it fills, an overlapping stroke outline its
  /// overlap-free form (`strokedPath(style).normalized(eoFill: false)`).
  public func normalized(eoFill: Bool = true) -> Path {
    RegionOperator.apply(.union, self, Path(), rule: FillRule(eoFill: eoFill))
  }

  /// The pieces of this path's line that lie where `other` is filled, as SwiftUI's
  /// `lineIntersection(_:eoFill:)`.
  ///
  /// This path is read as a line (its open subpaths stay open), `other` as a region under
  /// `eoFill`'s rule. A subpath is cut where it crosses `other`'s outline; the pieces whose
  /// middle lies inside are kept, each run of them an open subpath, and a closed subpath
  /// kept whole stays closed. A piece along `other`'s outline counts as inside or outside
  /// by ``contains(_:fillRule:)``'s boundary rule.
  public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
    lineOperation(other, rule: FillRule(eoFill: eoFill), inside: true)
  }

  /// The pieces of this path's line that lie where `other` is not filled, as SwiftUI's
  /// `lineSubtraction(_:eoFill:)`; see ``lineIntersection(_:eoFill:)``.
  public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
    lineOperation(other, rule: FillRule(eoFill: eoFill), inside: false)
  }

  /// Whether the regions this path and `other` fill overlap (more than along an edge or
  /// at a point), as CoreGraphics' `intersects(_:using:)`.
  public func intersects(_ other: Path, eoFill: Bool = false) -> Bool {
    !intersection(other, eoFill: eoFill).isEmpty
  }

  /// The separate pieces of the region this path fills, each an outer contour with the
  /// holes inside it, as CoreGraphics' `componentsSeparated(using:)`.
  ///
  /// The region is ``normalized(eoFill:)`` first; each contour turning positively is a
  /// piece's outline, and each one turning the other way a hole of the smallest outline
  /// around it. The pieces come in the order of their outlines in the normalized path.
  public func componentsSeparated(eoFill: Bool = false) -> [Path] {
    // Areas and containment in working coordinates, where they cannot underflow.
    let frame = WorkingFrame(self, Path())
    let contours = frame.inward(self).normalized(eoFill: eoFill).contours()
    let outer = contours.filter { $0.signedArea > 0 }
    var pieces = outer
    for hole in contours where hole.signedArea <= 0 {
      // A point just inside the hole's outline: the middle of its first segment.
      var probe: Point?
      hole.forEachSegment(closingOpenSubpaths: true) { probe = probe ?? $0.point(at: 0.5) }
      guard let probe else { continue }
      let holders = outer.indices.filter { outer[$0].contains(probe) }
      guard let k = holders.min(by: { outer[$0].signedArea < outer[$1].signedArea }) else {
        continue
      }
      pieces[k].addPath(hole)
    }
    return pieces.map(frame.outward)
  }

  /// Each subpath as a path of its own.
  func contours() -> [Path] {
    var list: [Path] = []
    for element in storage {
      if case .move = element { list.append(Path()) }
      if list.isEmpty { list.append(Path()) }
      list[list.count - 1].append(element)
    }
    return list
  }
}

extension FillRule {
  /// `.evenOdd` where `eoFill` is true, `.nonZero` otherwise (SwiftUI's flag).
  init(eoFill: Bool) { self = eoFill ? .evenOdd : .nonZero }
}
