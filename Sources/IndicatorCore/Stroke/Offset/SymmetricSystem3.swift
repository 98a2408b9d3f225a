// The 3×3 symmetric linear system of the cusp-end fit's least squares.

/// The normal equations `m·x = r` of a linear least-squares problem in three unknowns,
/// accumulated one row `c` of the design matrix at a time (`m += c·cᵀ`, `r += c·residual`).
///
/// The six distinct entries of the symmetric `m` are kept in scalars (rows of `SIMD4`
/// vectors cost far more instructions).
struct SymmetricSystem3 {
  var m00 = 0.0
  var m01 = 0.0
  var m02 = 0.0
  var m11 = 0.0
  var m12 = 0.0
  var m22 = 0.0
  var r0 = 0.0
  var r1 = 0.0
  var r2 = 0.0

  @inline(__always)
  mutating func add(_ c0: Double, _ c1: Double, _ c2: Double, residual: Double) {
    m00 += c0 * c0
    m01 += c0 * c1
    m02 += c0 * c2
    m11 += c1 * c1
    m12 += c1 * c2
    m22 += c2 * c2
    r0 += c0 * residual
    r1 += c1 * residual
    r2 += c2 * residual
  }

  /// The solution by Cramer's rule; `nil` when the system is singular to working precision.
  @inline(__always)
  func solution() -> (Double, Double, Double)? {
    let (m0, m1, m2) = (m00, m01, m02)
    let (m3, m4, m5) = (m01, m11, m12)
    let (m6, m7, m8) = (m02, m12, m22)
    let c0 = m4 * m8 - m5 * m7
    let c1 = m5 * m6 - m3 * m8
    let c2 = m3 * m7 - m4 * m6
    let det = m0 * c0 + m1 * c1 + m2 * c2
    let scale = abs(m0 * m4 * m8)
    guard abs(det) > 1e-14 * scale, scale > 0 else { return nil }
    let x0 = (r0 * c0 + m1 * (m5 * r2 - r1 * m8) + m2 * (r1 * m7 - m4 * r2)) / det
    let x1 = (m0 * (r1 * m8 - m5 * r2) + r0 * c1 + m2 * (m3 * r2 - r1 * m6)) / det
    let x2 = (m0 * (m4 * r2 - r1 * m7) + m1 * (r1 * m6 - m3 * r2) + r0 * c2) / det
    return (x0, x1, x2)
  }
}
