/// Up to four real roots, stored inline so that root finding never allocates.
@usableFromInline
struct RootBuffer {
  @usableFromInline var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
  @usableFromInline var count = 0

  @inlinable init() {}

  @inlinable subscript(i: Int) -> Double {
    switch i {
    case 0: return values.0
    case 1: return values.1
    case 2: return values.2
    default: return values.3
    }
  }

  @inlinable mutating func append(_ v: Double) {
    switch count {
    case 0: values.0 = v
    case 1: values.1 = v
    case 2: values.2 = v
    case 3: values.3 = v
    default: return
    }
    count += 1
  }

  /// Sorts the stored roots in increasing order (insertion sort; at most four).
  @inlinable mutating func sort() {
    guard count > 1 else { return }
    var i = 1
    while i < count {
      var j = i
      while j > 0 && self[j - 1] > self[j] {
        let tmp = self[j]
        set(j, self[j - 1])
        set(j - 1, tmp)
        j -= 1
      }
      i += 1
    }
  }

  @inlinable mutating func set(_ i: Int, _ v: Double) {
    switch i {
    case 0: values.0 = v
    case 1: values.1 = v
    case 2: values.2 = v
    default: values.3 = v
    }
  }
}

/// The real roots of `a·t² + b·t + c`, NaN where there is none: the one quadratic solver
/// of the library.
///
/// Uses the cancellation-free form `q = −(b + sign(b)·√Δ)/2`, roots `q/a` and `c/q`
/// (Numerical Recipes §5.6). A vanishing `a` (relative to `b` and `c`) gives the linear root;
/// a double root is returned once; an all-zero or non-finite polynomial has no isolated
/// roots. The roots are not sorted; a caller keeps those it wants by a range test, which
/// NaN fails.
@inline(__always)
func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> (Double, Double) {
  let scale = maxOf(abs(a), abs(b), abs(c))
  guard scale > 0, scale.isFinite else { return (.nan, .nan) }
  if abs(a) <= scale * 1e-12 {
    return (b != 0 ? -c / b : .nan, .nan)
  }
  let discriminant = b * b - 4 * a * c
  if discriminant < 0 { return (.nan, .nan) }
  if discriminant == 0 { return (-b / (2 * a), .nan) }
  let s = discriminant.squareRoot()
  let q = -0.5 * (b + (b >= 0 ? s : -s))
  return (q / a, q != 0 ? c / q : .nan)
}

/// The roots of `a·t² + b·t + c` in the open interval (0, 1), in increasing order
/// (``quadraticRoots(_:_:_:)``), as a tuple so that hot loops never touch a buffer.
@inline(__always)
func unitIntervalQuadraticRoots(
  _ a: Double, _ b: Double, _ c: Double
) -> (count: Int, first: Double, second: Double) {
  let (r0, r1) = quadraticRoots(a, b, c)
  let in0 = r0 > 0 && r0 < 1
  let in1 = r1 > 0 && r1 < 1
  switch (in0, in1) {
  case (true, true): return r0 <= r1 ? (2, r0, r1) : (2, r1, r0)
  case (true, false): return (1, r0, 0)
  case (false, true): return (1, r1, 0)
  case (false, false): return (0, 0, 0)
  }
}

/// Appends the real roots of `a·t² + b·t + c` (``quadraticRoots(_:_:_:)``) to `roots` in
/// increasing order; with `in01Exclusive`, only those in (0, 1).
@inline(__always)
func solveQuadratic(
  _ a: Double, _ b: Double, _ c: Double, into roots: inout RootBuffer, in01Exclusive: Bool
) {
  var (r0, r1) = quadraticRoots(a, b, c)
  if r1 < r0 { swap(&r0, &r1) }
  if r0.isFinite && (!in01Exclusive || (r0 > 0 && r0 < 1)) { roots.append(r0) }
  if r1.isFinite && (!in01Exclusive || (r1 > 0 && r1 < 1)) { roots.append(r1) }
}
