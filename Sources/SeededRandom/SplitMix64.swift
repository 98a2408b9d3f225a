/// A small, fast, seedable random number generator: SplitMix64.
///
/// The algorithm is the one of Guy L. Steele Jr., Doug Lea and Christine H. Flood, "Fast
/// Splittable Pseudorandom Number Generators", OOPSLA 2014 (`java.util.SplittableRandom`):
/// a Weyl sequence with increment `0x9E3779B97F4A7C15`, each state passed through the
/// `mix64` finaliser (Stafford's variant 13). It is not cryptographically secure.
///
/// The package's randomized tests and the benchmark's inputs are generated from fixed
/// seeds with it, so the sequence for a seed must never change: the first value of seed 0
/// is `0xE220_A839_7B1D_CDAF`.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// let value = Double.random(in: 0...1, using: &rng)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The Weyl sequence's current value.
  private var state: UInt64

  /// Creates a generator whose sequence is determined by `seed`.
  public init(seed: UInt64) { state = seed }

  /// Advances the sequence and returns its next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
