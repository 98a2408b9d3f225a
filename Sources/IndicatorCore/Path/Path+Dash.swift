/// A validated dash pattern.
struct DashPattern {
  init?(_ dash: [Double], phase: Double) { return nil }
}

extension Path {
  func strokeDashed(_ pattern: DashPattern, into stroker: inout Stroker) -> Bool { false }
}
