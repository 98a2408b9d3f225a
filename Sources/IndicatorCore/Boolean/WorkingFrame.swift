// The exact change of coordinates the region and line operations work in, so that their
// tolerances and products keep their precision at any size and any distance from the origin.

/// Coordinates in which the region and line operations keep their precision: the inputs
/// moved near the origin where they lie far from it (more than 2²⁰ times their extent, where
/// the coordinates' own rounding would outgrow the operations' tolerance) and scaled by a
/// power of two where their extent is below 2⁻²⁰⁰ or above 2²⁰⁰ (where products of
/// coordinates would underflow or overflow); the identity otherwise.
///
/// Both changes are exact. Scaling by a power of two changes only exponents (down to
/// 2⁻¹⁰²²). A coordinate `x` moved by `c` with `c/2 ≤ x ≤ 2c` is exact by Sterbenz's lemma,
/// which holds for every coordinate of an axis whose centre `c` lies at least twice the
/// extent from zero; an axis nearer zero is not moved. The operations' arithmetic commutes
/// with scaling by a power of two, so a result is the result at the working scale scaled
/// back exactly; moving back rounds each coordinate once, to the precision the inputs have
/// where they lie.
struct WorkingFrame {
  /// The working origin, in the inputs' coordinates.
  var origin = Point(x: 0, y: 0)
  /// The power of two the working coordinates are the inputs' moved coordinates times.
  var scale = 1.0

  /// The frame for operating on `a` and `b` (both finite).
  init(_ a: Path, _ b: Path) {
    var box = BoundsAccumulator()
    a.addControlPoints(to: &box)
    b.addControlPoints(to: &box)
    // Half the extent and the centre, halved first so that neither can overflow.
    let half = max(box.maxX / 2 - box.minX / 2, box.maxY / 2 - box.minY / 2)
    guard half > 0, half.isFinite else { return }
    let center = Point(x: box.minX / 2 + box.maxX / 2, y: box.minY / 2 + box.maxY / 2)
    if max(abs(center.x), abs(center.y)) > 0x1p20 * half {
      // Four half extents: twice the extent, with room for the centre's rounding.
      origin = Point(
        x: abs(center.x) >= 4 * half ? center.x : 0, y: abs(center.y) >= 4 * half ? center.y : 0)
    }
    let exponent = Int(half.exponent)
    if exponent < -200 || exponent > 200 {
      scale = Double(sign: .plus, exponent: min(max(-exponent, -1022), 1022), significand: 1)
    }
  }

  var isIdentity: Bool { origin == Point(x: 0, y: 0) && scale == 1 }

  /// `path` in working coordinates.
  func inward(_ path: Path) -> Path {
    guard !isIdentity else { return path }
    return path.mapPoints { Point(x: ($0.x - origin.x) * scale, y: ($0.y - origin.y) * scale) }
  }

  /// `path`, in working coordinates, in the inputs' coordinates.
  func outward(_ path: Path) -> Path {
    guard !isIdentity else { return path }
    let inverse = 1 / scale
    return path.mapPoints { Point(x: $0.x * inverse + origin.x, y: $0.y * inverse + origin.y) }
  }
}
