import Foundation
import XCTest

/// Replays the committed fuzz corpus of the gallery's argument parser.
final class GalleryFuzzRegressionTests: XCTestCase {
  func testGalleryCorpus() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/gallery")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    XCTAssertFalse(names.isEmpty)
    for name in names {
      let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
      XCTAssertNil(GalleryFuzzChecks.arguments(bytes), name)
    }
  }
}
