/// The rule that decides which points a path's outline encloses.
public enum FillRule: String, Hashable, Sendable, Codable, CaseIterable {
  /// A point is inside when the winding number of the path around it is not zero.
  case nonZero
  /// A point is inside when a ray from it crosses the path an odd number of times.
  case evenOdd
}

extension FillRule {
  /// Whether a point around which the path winds `winding` times is inside.
  @inline(__always) func includes(_ winding: Int) -> Bool {
    switch self {
    case .nonZero: return winding != 0
    case .evenOdd: return winding & 1 != 0
    }
  }
}
