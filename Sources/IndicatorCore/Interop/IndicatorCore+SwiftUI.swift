// Conversions between IndicatorKit's `Path` and SwiftUI's, through `CGPath` (see
// IndicatorCore+CoreGraphics.swift).
//
// SwiftUI does not exist on Linux, where this package is built and tested, so this file is
// compiled only by the macOS CI job; it is kept to two initializers whose SwiftUI
// counterparts (`Path(_: CGPath)`, `Path.cgPath`) have been stable since iOS 13 / macOS 10.15.
// The module names qualify both types because a file that imports SwiftUI sees two `Path`s.

#if canImport(SwiftUI) && canImport(CoreGraphics)
  import CoreGraphics
  import SwiftUI

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension SwiftUI.Path {
    /// The SwiftUI path with the elements of `path`.
    public init(_ path: IndicatorCore.Path) { self.init(path.cgPath) }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension IndicatorCore.Path {
    /// The path with the elements of the SwiftUI path `path` (through the building methods,
    /// so the result follows ``Path``'s rules).
    public init(_ path: SwiftUI.Path) { self.init(path.cgPath) }
  }
#endif
