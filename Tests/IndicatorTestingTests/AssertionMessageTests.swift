import IndicatorCore
import IndicatorTesting
import XCTest

/// The messages of the finished assertions: bad accuracies and tolerances, `nil` results,
/// the same-shape hint, brief template descriptions.
final class AssertionMessageTests: XCTestCase {
  let rect = Path(Rect(x: 0, y: 46, width: 120, height: 2))
  let context = TabBarContext.home

  // MARK: Accuracy and tolerance

  func testBadAccuracyFailsSayingSo() {
    for accuracy in [Double.nan, -1, .infinity] {
      XCTAssertEqual(
        verifyPath(rect, equals: rect, accuracy: accuracy),
        "The accuracy must be finite and at least 0; got \(accuracy).")
      XCTAssertEqual(
        verifyPath(rect, matchesSVG: "M0 46H120V48H0Z", accuracy: accuracy),
        "The accuracy must be finite and at least 0; got \(accuracy).")
    }
  }

  func testBadToleranceFailsSayingSo() {
    for tolerance in [Double.nan, -1, 0, .infinity] {
      XCTAssertEqual(
        verifySameShape(rect, rect, tolerance: tolerance),
        "The tolerance must be positive and finite; got \(tolerance).")
      XCTAssertEqual(
        verifyIndicator(
          UnderlineIndicatorTemplate(), in: context, sameShapeAs: rect, tolerance: tolerance),
        "The tolerance must be positive and finite; got \(tolerance).")
    }
  }

  func testDefaultToleranceIsAHundredthOfAPoint() {
    XCTAssertEqual(IndicatorTestingDefaults.shapeTolerance, 0.01)
    XCTAssertNil(verifySameShape(rect.offsetBy(dx: 0.009, dy: 0), rect))
    XCTAssertNotNil(verifySameShape(rect.offsetBy(dx: 0.011, dy: 0), rect))
  }

  // MARK: Optional results

  func testNilPathAndNilIndicatorFail() throws {
    XCTAssertEqual(
      verifyPath(nil, equals: rect),
      "The path is nil: there is nothing to compare with the expected path.\n"
        + "  expected: M0 46H120V48H0Z")
    XCTAssertNotNil(verifySameShape(nil, rect))
    let model = TabBarModel()
    let message = try XCTUnwrap(verifyIndicator(model.selectionIndicator, matchesSVG: "M0 0H1V1Z"))
    XCTAssertTrue(
      message.hasPrefix("There is no indicator (nil). A model draws none with no items"))
    XCTAssertTrue(message.hasSuffix("  expected: M0 0H1V1Z"), message)
    XCTAssertNotNil(verifyIndicator(model.selectionIndicator, sameShapeAs: rect))
  }

  func testOptionalIndicatorPasses() {
    var model = TabBarModel(
      items: [TabItem(title: "A", contentSize: Size(width: 10, height: 10))],
      size: Size(width: 120, height: 48))
    model.selectedIndex = 0
    XCTAssertNil(verifyIndicator(model.selectionIndicator, matchesSVG: "M0 46H120V48H0Z"))
    XCTAssertNil(verifyIndicator(model.selectionIndicator, sameShapeAs: rect.reversed()))
    assertIndicator(model.selectionIndicator, matchesSVG: "M0 46H120V48H0Z")
    assertIndicator(model.selectionIndicator, sameShapeAs: rect)
    assertPath(model.selectionIndicator?.path, equals: rect)
  }

  // MARK: The same-shape hint

  func testElementFailureWithTheSameShapeSuggestsAssertSameShape() throws {
    let message = try XCTUnwrap(verifyPath(rect.reversed(), equals: rect))
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertTrue(lines[0].hasPrefix("Paths differ at element 1"), message)
    XCTAssertEqual(
      lines[1],
      "The shapes agree, though: both paths fill the same region within 1e-09. To compare "
        + "regions whatever the element order, start and direction, use "
        + "assertSameShape(_:_:tolerance:).")
    // Different shapes: no hint.
    let other = try XCTUnwrap(verifyPath(rect.offsetBy(dx: 1, dy: 0), equals: rect))
    XCTAssertFalse(other.contains("The shapes agree"), other)
  }

  func testCurvedPathsGetTheHintAtAThousandth() throws {
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10))
    let message = try XCTUnwrap(verifyPath(circle.reversed(), equals: circle))
    XCTAssertTrue(message.contains("fill the same region within 0.001."), message)
  }

  // MARK: Templates, bounds and content frame

  func testIndicatorMessageNamesTemplateBrieflyWithBoundsAndContentFrame() throws {
    let message = try XCTUnwrap(
      verifyIndicator(
        UnderlineIndicatorTemplate(height: 4), in: context, matchesSVG: "M0 46H120V48H0Z"))
    XCTAssertTrue(
      message.hasPrefix(
        "Indicator of UnderlineIndicatorTemplate(height: 4) in a tab of bounds (0, 0, 120, 48), "
          + "content frame (40, 14, 40, 20): Paths differ at element 0"), message)
    let outline = try XCTUnwrap(
      verifyIndicator(OutlineIndicatorTemplate(lineWidth: 3), in: context, sameShapeAs: rect))
    XCTAssertTrue(
      outline.hasPrefix(
        "Indicator of OutlineIndicatorTemplate(style: StrokeStyle(lineWidth: 3)) in a tab of "),
      outline)
    let custom = try XCTUnwrap(
      verifyIndicator(MovableUnderline(dx: 1), in: context, sameShapeAs: rect))
    XCTAssertTrue(
      custom.hasPrefix(
        "Indicator of MovableUnderline(dx: 1, height: 2, reordered: false) in a tab of "), custom)
    XCTAssertTrue(custom.contains("Shapes differ"), custom)
  }

  func testSameShapeAsPasses() {
    assertIndicator(
      UnderlineIndicatorTemplate(), in: context,
      sameShapeAs: Path(Rect(x: 0, y: 46, width: 120, height: 2)).reversed())
    XCTAssertNil(
      verifyIndicator(
        OutlineIndicatorTemplate(), in: context,
        sameShapeAs: OutlineIndicatorTemplate().indicatorAttributes(for: context).path.reversed()))
  }

  // MARK: Readable paths

  func testMessagesPrintPathsRoundedAndTheActualPathInFull() throws {
    let third = 1.0 / 3
    let actual = Path(Rect(x: third, y: 46, width: 120, height: 2))
    let message = try XCTUnwrap(verifyPath(actual, equals: rect))
    let lines = message.split(separator: "\n").map(String.init)
    XCTAssertTrue(lines.contains("  actual:   M0.3333 46H120.3333V48H0.3333Z"), message)
    XCTAssertTrue(lines.contains("  expected: M0 46H120V48H0Z"), message)
    XCTAssertTrue(
      lines.contains("  actual, full precision: \(actual.svgPathData)"), message)
  }

  func testMessagesOmitTheFullPrecisionLineWhenNothingWasRounded() throws {
    let actual = Path(Rect(x: 1, y: 46, width: 120, height: 2))
    let message = try XCTUnwrap(verifyPath(actual, equals: rect))
    XCTAssertFalse(message.contains("full precision"), message)
  }

  func testCurvedOutlineMessagesStayShortWithTheFullPathsInAFile() throws {
    let outline = Path(roundedRect: Rect(x: 2, y: 2, width: 116, height: 40), cornerRadius: 12)
      .strokedPath(StrokeStyle(lineWidth: 2.5))
    let moved = outline.applying(.translation(x: 0.3, y: 0))
    for message in [
      try XCTUnwrap(verifyPath(moved, equals: outline)),
      try XCTUnwrap(verifySameShape(moved, outline)),
    ] {
      XCTAssertLessThan(message.utf8.count, 1_100, message)
      XCTAssertNil(message.firstMatch(of: try Regex(#"\d\.\d{5,}"#)), message)
      let lines = message.split(separator: "\n").map(String.init)
      let file = try XCTUnwrap(lines.last?.split(separator: "full precision: ").last)
      let full = try String(contentsOfFile: String(file), encoding: .utf8)
      XCTAssertEqual(
        full, "actual:   \(moved.svgPathData)\nexpected: \(outline.svgPathData)\n")
    }
  }

  /// A 120 × 2 bar moved 0.5 right differs from the original by two 0.5 × 2 slivers:
  /// area 2, within (0, 46, 120.5, 2).
  func testSameShapeMessageGivesTheAreaOfTheDifference() throws {
    let bar = Path(Rect(x: 0, y: 46, width: 120, height: 2))
    let message = try XCTUnwrap(verifySameShape(bar.offsetBy(dx: 0.5, dy: 0), bar))
    XCTAssertTrue(
      message.contains("The regions differ by an area of 2 within (0, 46, 120.5, 2)."), message)
  }
}
