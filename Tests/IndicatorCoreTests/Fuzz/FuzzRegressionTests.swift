import Foundation
import XCTest

/// Replays the committed fuzz corpus (seeds and every crash fuzzing found) through the fuzz
/// targets' checks.
final class FuzzRegressionTests: XCTestCase {
  static func corpus(_ target: String) throws -> [(String, [UInt8])] {
    // This file is Tests/IndicatorCoreTests/Fuzz/FuzzRegressionTests.swift; the corpus is
    // Tests/Fuzz/Corpus/TARGET.
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folder = tests.appendingPathComponent("Fuzz/Corpus/\(target)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    return try names.map { ($0, Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
  }

  func replay(_ target: String, _ check: ([UInt8]) -> String?) throws {
    let inputs = try Self.corpus(target)
    XCTAssertFalse(inputs.isEmpty, "no corpus for \(target)")
    for (name, bytes) in inputs {
      XCTAssertNil(check(bytes), "\(target)/\(name)")
    }
  }

  func testSVGCorpus() throws { try replay("svg", FuzzChecks.svg) }
  func testStrokeCorpus() throws { try replay("stroke", FuzzChecks.stroke) }
  func testModelCorpus() throws { try replay("model", FuzzChecks.model) }
  func testBooleanCorpus() throws { try replay("boolean", FuzzChecks.boolean) }
}
