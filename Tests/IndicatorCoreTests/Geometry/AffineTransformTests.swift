import IndicatorCore
import XCTest

/// The library's transform, not Foundation's (which XCTest brings in under the same name).
private typealias AffineTransform = IndicatorCore.AffineTransform

final class AffineTransformTests: XCTestCase {
  /// A transform with six distinct entries, x' = 2x + 5y + 11, y' = 3x + 7y + 13.
  private let a = AffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
  /// Another, x' = 17x + 23y + 31, y' = 19x + 29y + 37.
  private let b = AffineTransform(a: 17, b: 19, c: 23, d: 29, tx: 31, ty: 37)

  // MARK: Construction

  func testFactoriesHaveTheirEntries() {
    XCTAssertEqual(AffineTransform.identity, AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    XCTAssertEqual(
      AffineTransform.translation(x: 3, y: -4),
      AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: -4))
    XCTAssertEqual(
      AffineTransform.scale(x: 2, y: -3), AffineTransform(a: 2, b: 0, c: 0, d: -3, tx: 0, ty: 0))
    XCTAssertEqual(AffineTransform.scale(5), AffineTransform.scale(x: 5, y: 5))
  }

  func testIsIdentityOnlyForTheExactIdentity() {
    XCTAssertTrue(AffineTransform.identity.isIdentity)
    XCTAssertTrue(AffineTransform.translation(x: 0, y: 0).isIdentity)
    XCTAssertTrue(AffineTransform.scale(1).isIdentity)
    // cos 0 = 1 and sin 0 = 0 exactly (c is −0, which equals 0).
    XCTAssertTrue(AffineTransform.rotation(.zero).isIdentity)
    XCTAssertFalse(AffineTransform.translation(x: 1e-300, y: 0).isIdentity)
    XCTAssertFalse(AffineTransform.scale(x: 1, y: -1).isIdentity)
  }

  func testDeterminantAndDescription() {
    XCTAssertEqual(a.determinant, 2 * 7 - 3 * 5)
    XCTAssertEqual(AffineTransform.scale(x: 2, y: 4).determinant, 8)
    XCTAssertEqual(AffineTransform.translation(x: 9, y: 9).determinant, 1)
    XCTAssertEqual(a.description, "[2.0 3.0 5.0 7.0 11.0 13.0]")
  }

  // MARK: Applying

  func testApplyingMapsXAndYThroughTheMatrix() {
    // (1, 10) ↦ (2·1 + 5·10 + 11, 3·1 + 7·10 + 13).
    XCTAssertEqual(Point(x: 1, y: 10).applying(a), Point(x: 63, y: 86))
    XCTAssertEqual(Point(x: 1, y: 10).applying(.identity), Point(x: 1, y: 10))
    XCTAssertEqual(Point(x: 1, y: 10).applying(.translation(x: -1, y: 5)), Point(x: 0, y: 15))
    XCTAssertEqual(Point(x: 1, y: 10).applying(.scale(x: 3, y: -2)), Point(x: 3, y: -20))
  }

  func testRotationTurnsPlusXTowardsPlusY() {
    // cos(π/2) is 6.1e-17 in Double, not 0: a quarter turn is exact only to that accuracy.
    let quarter = AffineTransform.rotation(.degrees(90))
    XCTAssertEqual(quarter.a, 0, accuracy: 1e-16)
    XCTAssertEqual(quarter.b, 1)
    XCTAssertEqual(quarter.c, -1)
    XCTAssertEqual(quarter.d, 0, accuracy: 1e-16)
    XCTAssertEqual(quarter.tx, 0)
    XCTAssertEqual(quarter.ty, 0)
    let p = Point(x: 3, y: 0).applying(quarter)
    XCTAssertEqual(p.x, 0, accuracy: 1e-15)
    XCTAssertEqual(p.y, 3)
    let q = Point(x: 0, y: 2).applying(quarter)
    XCTAssertEqual(q.x, -2)
    XCTAssertEqual(q.y, 0, accuracy: 1e-15)
    // A half turn: cos π = −1 exactly, sin π = 1.2e-16.
    let half = AffineTransform.rotation(.radians(.pi))
    XCTAssertEqual(half.a, -1)
    XCTAssertEqual(half.d, -1)
    XCTAssertEqual(half.b, 0, accuracy: 2e-16)
    XCTAssertEqual(half.c, 0, accuracy: 2e-16)
  }

  // MARK: Concatenating

  func testConcatenatingAppliesSelfFirstAsCoreGraphics() {
    // CGAffineTransform's t1.concatenating(t2) is the matrix product t1 · t2 acting on row
    // vectors: t1 first, then t2.
    XCTAssertEqual(
      a.concatenating(b),
      AffineTransform(
        a: 2 * 17 + 3 * 23, b: 2 * 19 + 3 * 29, c: 5 * 17 + 7 * 23, d: 5 * 19 + 7 * 29,
        tx: 11 * 17 + 13 * 23 + 31, ty: 11 * 19 + 13 * 29 + 37))
    XCTAssertEqual(
      a.concatenating(b), AffineTransform(a: 103, b: 125, c: 246, d: 298, tx: 517, ty: 623))
    let p = Point(x: 1, y: 10)
    XCTAssertEqual(p.applying(a.concatenating(b)), p.applying(a).applying(b))
    XCTAssertEqual(p.applying(a.concatenating(b)), Point(x: 3080, y: 3728))
    XCTAssertEqual(p.applying(b.concatenating(a)), p.applying(b).applying(a))
    XCTAssertNotEqual(a.concatenating(b), b.concatenating(a))
  }

  func testTranslateThenScaleDiffersFromScaleThenTranslate() {
    let translate = AffineTransform.translation(x: 10, y: 0)
    let scale = AffineTransform.scale(2)
    XCTAssertEqual(
      translate.concatenating(scale), AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    XCTAssertEqual(
      scale.concatenating(translate), AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    XCTAssertEqual(Point(x: 1, y: 1).applying(translate.concatenating(scale)), Point(x: 22, y: 2))
    XCTAssertEqual(Point(x: 1, y: 1).applying(scale.concatenating(translate)), Point(x: 12, y: 2))
  }

  func testIdentityIsNeutralForConcatenating() {
    XCTAssertEqual(a.concatenating(.identity), a)
    XCTAssertEqual(AffineTransform.identity.concatenating(a), a)
  }

  // MARK: Inverting

  func testInvertedUndoesTheTransform() throws {
    // Determinant 1: the inverse has integer entries.
    let m = AffineTransform(a: 2, b: 1, c: 1, d: 1, tx: 5, ty: 7)
    let inverse = try XCTUnwrap(m.inverted())
    XCTAssertEqual(inverse, AffineTransform(a: 1, b: -1, c: -1, d: 2, tx: 2, ty: -9))
    XCTAssertEqual(m.concatenating(inverse), .identity)
    XCTAssertEqual(inverse.concatenating(m), .identity)
    XCTAssertEqual(Point(x: 3, y: -4).applying(m).applying(inverse), Point(x: 3, y: -4))
  }

  func testInvertedTranslationAndScaleAreExact() {
    XCTAssertEqual(
      AffineTransform.translation(x: 3, y: -4).inverted(), .translation(x: -3, y: 4))
    XCTAssertEqual(AffineTransform.scale(x: 2, y: 4).inverted(), .scale(x: 0.5, y: 0.25))
    XCTAssertEqual(AffineTransform.identity.inverted(), .identity)
  }

  func testSingularTransformsHaveNoInverse() {
    // Documented: `nil` when the determinant is 0 or not finite (CoreGraphics would return
    // the transform unchanged).
    XCTAssertNil(AffineTransform.scale(x: 0, y: 1).inverted())
    XCTAssertNil(AffineTransform.scale(0).inverted())
    XCTAssertNil(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6).inverted())
    XCTAssertNil(AffineTransform.scale(x: .infinity, y: 1).inverted())
    XCTAssertNil(AffineTransform.scale(x: .nan, y: 1).inverted())
    // Invertible in exact arithmetic, but the determinant overflows to infinity.
    XCTAssertNil(AffineTransform.scale(1e200).inverted())
    // A non-finite translation alone does not make it singular.
    XCTAssertNotNil(AffineTransform.translation(x: .infinity, y: 0).inverted())
  }
}
