// The one file of the core that may import Foundation (and CoreGraphics): conversions
// between IndicatorKit's geometry and CGPoint/CGSize/CGRect/CGAffineTransform, and, where
// CoreGraphics exists, CGPath.
//
// The `CoreGraphics` part cannot be compiled on Linux, where this package is built and
// tested, so it is kept to the handful of CGMutablePath calls and `CGPath.applyWithBlock`
// whose signatures have been stable since iOS 11 / macOS 10.13.

#if canImport(Foundation)
  import Foundation

  extension Point {
    /// The point with the coordinates of `point`.
    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
  }

  extension CGPoint {
    /// The point with the coordinates of `point`.
    public init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
  }

  extension Size {
    /// The size with the dimensions of `size`.
    public init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension CGSize {
    /// The size with the dimensions of `size`.
    public init(_ size: Size) {
      self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
  }

  extension Rect {
    /// The rectangle with the origin and size of `rect` (not standardized).
    public init(_ rect: CGRect) { self.init(origin: Point(rect.origin), size: Size(rect.size)) }
  }

  extension CGRect {
    /// The rectangle with the origin and size of `rect` (not standardized).
    public init(_ rect: Rect) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
  }

#endif

#if canImport(CoreGraphics)
  import CoreGraphics

  extension AffineTransform {
    /// The transform with the entries of `transform`.
    public init(_ transform: CGAffineTransform) {
      self.init(
        a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
        d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty))
    }
  }

  extension CGAffineTransform {
    /// The transform with the entries of `transform`.
    public init(_ transform: AffineTransform) {
      self.init(
        a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c),
        d: CGFloat(transform.d), tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
    }
  }

  extension Path {
    /// The path as a `CGPath`, element by element.
    public var cgPath: CGPath {
      let path = CGMutablePath()
      for element in elements {
        switch element {
        case .move(let p): path.move(to: CGPoint(p))
        case .line(let p): path.addLine(to: CGPoint(p))
        case .quadCurve(let p, let c): path.addQuadCurve(to: CGPoint(p), control: CGPoint(c))
        case .curve(let p, let c1, let c2):
          path.addCurve(to: CGPoint(p), control1: CGPoint(c1), control2: CGPoint(c2))
        case .closeSubpath: path.closeSubpath()
        }
      }
      return path
    }

    /// The path of a `CGPath`, element by element (through the building methods, so the
    /// result follows ``Path``'s rules).
    public init(_ cgPath: CGPath) {
      var path = Path()
      cgPath.applyWithBlock { pointer in
        let element = pointer.pointee
        let points = element.points
        switch element.type {
        case .moveToPoint: path.move(to: Point(points[0]))
        case .addLineToPoint: path.addLine(to: Point(points[0]))
        case .addQuadCurveToPoint:
          path.addQuadCurve(to: Point(points[1]), control: Point(points[0]))
        case .addCurveToPoint:
          path.addCurve(
            to: Point(points[2]), control1: Point(points[0]), control2: Point(points[1]))
        case .closeSubpath: path.closeSubpath()
        @unknown default: break
        }
      }
      self = path
    }
  }
#endif
