#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(WASILibc)
  import WASILibc
#elseif canImport(ucrt)
  import ucrt
#elseif canImport(Android)
  import Android
#endif

/// The C library's elementary functions, reached through the platform's C module so that the
/// core needs no Foundation.
@usableFromInline
enum Math {
  @inlinable static func cos(_ x: Double) -> Double { libmCos(x) }
  @inlinable static func sin(_ x: Double) -> Double { libmSin(x) }
  @inlinable static func tan(_ x: Double) -> Double { libmTan(x) }
  @inlinable static func atan2(_ y: Double, _ x: Double) -> Double { libmAtan2(y, x) }
  @inlinable static func hypot(_ x: Double, _ y: Double) -> Double { libmHypot(x, y) }
  @inlinable static func pow(_ x: Double, _ y: Double) -> Double { libmPow(x, y) }
  // Used by the tests (log-uniform fuzz sizes, the parabola's closed-form arc length).
  @inlinable static func log(_ x: Double) -> Double { libmLog(x) }
  @inlinable static func exp(_ x: Double) -> Double { libmExp(x) }
}

@usableFromInline func libmCos(_ x: Double) -> Double { cos(x) }
@usableFromInline func libmSin(_ x: Double) -> Double { sin(x) }
@usableFromInline func libmTan(_ x: Double) -> Double { tan(x) }
@usableFromInline func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@usableFromInline func libmHypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
@usableFromInline func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@usableFromInline func libmLog(_ x: Double) -> Double { log(x) }
@usableFromInline func libmExp(_ x: Double) -> Double { exp(x) }

// The standard library's `min`/`max` of three or more values are variadic and build an
// array on every call; these fixed-arity versions keep the hot loops allocation-free.

/// The largest of three values.
@inline(__always) func maxOf(_ a: Double, _ b: Double, _ c: Double) -> Double {
  max(max(a, b), c)
}

/// The largest of four values.
@inline(__always) func maxOf(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
  max(max(a, b), max(c, d))
}
