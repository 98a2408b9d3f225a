import Foundation
import XCTest

@testable import IndicatorCore

/// The "Living beside SwiftUI" article's advice for the one name Foundation shares:
/// `AffineTransform`, qualified or inferred, in a file that imports Foundation.
final class FoundationNameTests: XCTestCase {
  func testQualifiedAndInferredTransformsBesideFoundation() {
    let indicator = Path(Rect(x: 0, y: 44, width: 120, height: 4))
    let moved = indicator.applying(IndicatorCore.AffineTransform.translation(x: 0, y: 4))
    let scaled = indicator.applying(.scale(2))
    XCTAssertEqual(moved.svgPathData, "M0 48H120V52H0Z")
    XCTAssertEqual(scaled.svgPathData, "M0 88H240V96H0Z")
    // Foundation's own type is still there under its module's name.
    let foundation = Foundation.AffineTransform(translationByX: 1, byY: 2)
    XCTAssertEqual(foundation.transform(NSPoint(x: 0, y: 0)), NSPoint(x: 1, y: 2))
  }
}
