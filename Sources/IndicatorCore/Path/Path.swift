/// An outline of a 2D shape: a sequence of subpaths made of lines and Bézier curves, as
/// SwiftUI's `Path` and `CGPath`.
///
/// A path is a value: copies are independent, and storing one costs a single array of
/// elements (no per-element boxing). Every subpath starts with ``Element/move(to:)``;
/// building calls that would draw from no current point are ignored, as in CoreGraphics,
/// and a segment added after ``closeSubpath()`` starts a new subpath at the closed one's
/// start, made explicit with a `move(to:)` element.
///
/// Coordinates are y-down, as on screen: a rectangle path runs clockwise on screen and
/// has a positive ``signedArea``.
public struct Path: Sendable {
  /// One element of a path, as SwiftUI's `Path.Element`.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier curve from the current point.
    case curve(to: Point, control1: Point, control2: Point)
    /// A straight line back to the start of the current subpath, closing it.
    case closeSubpath
  }

  /// The elements, in order.
  @usableFromInline var storage: [Element]
  /// The start of the last subpath, or `nil` when the path is empty.
  @usableFromInline var subpathStart: Point?

  /// Creates an empty path.
  @inlinable
  public init() {
    storage = []
    subpathStart = nil
  }

  /// Creates a path by running `build` on an empty one.
  ///
  /// ```swift
  /// let tick = Path { p in
  ///   p.move(to: Point(x: 0, y: 4))
  ///   p.addLine(to: Point(x: 3, y: 7))
  ///   p.addLine(to: Point(x: 9, y: 0))
  /// }
  /// ```
  @inlinable
  public init(_ build: (inout Path) -> Void) {
    self.init()
    build(&self)
  }

  /// Creates a path from elements, as if each were added in order through the building
  /// methods (so segments before any `move(to:)` are dropped).
  public init<S: Sequence>(elements: S) where S.Element == Element {
    self.init()
    for element in elements { append(element) }
  }

  /// The elements of the path, in order.
  @inlinable
  public var elements: [Element] { storage }

  /// Whether the path has no elements.
  @inlinable
  public var isEmpty: Bool { storage.isEmpty }

  /// The point the next segment starts from: the end of the last element, the start of
  /// the subpath after `closeSubpath()`, or `nil` for an empty path.
  public var currentPoint: Point? {
    guard let last = storage.last else { return nil }
    switch last {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
    case .closeSubpath: return subpathStart
    }
  }

  /// Calls `body` with each element in order.
  @inlinable
  public func forEach(_ body: (Element) throws -> Void) rethrows {
    for element in storage { try body(element) }
  }

  /// Whether every coordinate of every element is finite.
  public var isFinite: Bool {
    storage.withUnsafeBufferPointer { Self.isFinite($0) }
  }

  /// Whether every coordinate of every element of `storage` is finite.
  static func isFinite(_ storage: UnsafeBufferPointer<Element>) -> Bool {
    // x·0 is ±0 for a finite x and NaN for an infinite or NaN one: a sum tests them all. The
    // x and the y coordinates have a sum each, which the two lanes of one vector register
    // keep.
    var zeroX = 0.0
    var zeroY = 0.0
    for element in storage {
      switch element {
      case .move(let p), .line(let p):
        zeroX += p.x * 0
        zeroY += p.y * 0
      case .quadCurve(let p, let c):
        zeroX += p.x * 0 + c.x * 0
        zeroY += p.y * 0 + c.y * 0
      case .curve(let p, let c1, let c2):
        zeroX += p.x * 0 + c1.x * 0 + c2.x * 0
        zeroY += p.y * 0 + c1.y * 0 + c2.y * 0
      case .closeSubpath:
        break
      }
    }
    return zeroX == 0 && zeroY == 0
  }

  /// Reserves room for `count` elements, to build large paths without reallocating.
  public mutating func reserveCapacity(_ count: Int) {
    storage.reserveCapacity(count)
  }

  /// Makes room for `count` more elements, growing the storage geometrically (at least
  /// doubling it) when it must grow: `Array.reserveCapacity` allocates exactly what it is
  /// asked for, so asking for a few more elements on every call of a building loop would
  /// copy the whole path on every call.
  mutating func reserveRoom(for count: Int) {
    let needed = storage.count + count
    let capacity = storage.capacity
    guard capacity < needed else { return }
    storage.reserveCapacity(Swift.max(needed, 2 &* capacity))
  }

  // MARK: Building

  /// Starts a new subpath at `point`.
  @inlinable
  public mutating func move(to point: Point) {
    storage.append(.move(to: point))
    subpathStart = point
  }

  /// Adds a straight line from the current point to `point`.
  ///
  /// Ignored when the path is empty (there is no current point), as in CoreGraphics.
  @inlinable
  public mutating func addLine(to point: Point) {
    guard beginSegment() else { return }
    storage.append(.line(to: point))
  }

  /// Adds a quadratic Bézier curve from the current point to `end`.
  ///
  /// Ignored when the path is empty.
  @inlinable
  public mutating func addQuadCurve(to end: Point, control: Point) {
    guard beginSegment() else { return }
    storage.append(.quadCurve(to: end, control: control))
  }

  /// Adds a cubic Bézier curve from the current point to `end`.
  ///
  /// Ignored when the path is empty.
  @inlinable
  public mutating func addCurve(to end: Point, control1: Point, control2: Point) {
    guard beginSegment() else { return }
    storage.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a straight line back to its start.
  ///
  /// Ignored when the path is empty or the last subpath is already closed.
  @inlinable
  public mutating func closeSubpath() {
    guard let last = storage.last, last != .closeSubpath else { return }
    storage.append(.closeSubpath)
  }

  /// Starts a subpath at the first point and adds lines through the rest.
  ///
  /// As SwiftUI's `addLines(_:)`. An empty array adds nothing.
  public mutating func addLines(_ points: [Point]) {
    guard let first = points.first else { return }
    reserveRoom(for: points.count)
    move(to: first)
    for point in points.dropFirst() { storage.append(.line(to: point)) }
  }

  /// Appends the elements of `path`, each transformed by `transform`.
  public mutating func addPath(_ path: Path, transform: AffineTransform = .identity) {
    reserveRoom(for: path.storage.count)
    if transform.isIdentity {
      for element in path.storage { append(element) }
    } else {
      for element in path.storage { append(element.applying(transform)) }
    }
  }

  /// Appends one element through the building methods.
  @inlinable
  mutating func append(_ element: Element) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
    case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
    case .closeSubpath: closeSubpath()
    }
  }

  /// Prepares for a segment: `false` when there is no current point; after a
  /// `closeSubpath()` it starts the new subpath at the closed one's start.
  @inlinable
  mutating func beginSegment() -> Bool {
    guard let last = storage.last else { return false }
    if last == .closeSubpath, let start = subpathStart {
      storage.append(.move(to: start))
    }
    return true
  }
}

// MARK: - Equality and hashing

extension Path: Hashable {
  /// Two paths are equal when their elements are equal, exactly.
  @inlinable
  public static func == (lhs: Path, rhs: Path) -> Bool { lhs.storage == rhs.storage }

  /// Hashes the elements.
  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(storage) }
}

extension Path.Element {
  /// The element with every point transformed by `transform`.
  @inlinable
  public func applying(_ transform: AffineTransform) -> Path.Element {
    mapPoints { $0.applying(transform) }
  }

  /// The element with each of its points (end point and control points) replaced by
  /// `transform` of it.
  @inlinable
  func mapPoints(_ transform: (Point) -> Point) -> Path.Element {
    switch self {
    case .move(let p): return .move(to: transform(p))
    case .line(let p): return .line(to: transform(p))
    case .quadCurve(let p, let c): return .quadCurve(to: transform(p), control: transform(c))
    case .curve(let p, let c1, let c2):
      return .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
    case .closeSubpath: return .closeSubpath
    }
  }

  /// The point the element ends at, or `nil` for `closeSubpath`.
  @inlinable
  public var endPoint: Point? {
    switch self {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
    case .closeSubpath: return nil
    }
  }

  /// The element drawn backwards, from its end to `origin` (the point it starts from): a
  /// line to `origin`, or the curve to `origin` with its control points in reverse order;
  /// `nil` for a move or a close.
  @inline(__always)
  func reversed(to origin: Point) -> Path.Element? {
    switch self {
    case .line: return .line(to: origin)
    case .quadCurve(_, let c): return .quadCurve(to: origin, control: c)
    case .curve(_, let c1, let c2): return .curve(to: origin, control1: c2, control2: c1)
    case .move, .closeSubpath: return nil
    }
  }
}
