import SeededRandom
import XCTest

@testable import IndicatorCore

final class ElementBufferTests: XCTestCase {
  private func line(_ k: Int) -> Path.Element { .line(to: Point(x: Double(k), y: 0)) }

  /// Appends past the lent room move the elements to the heap, in order; edits in the
  /// middle move the tail; the copy out has exactly the elements.
  func testGrowsFromTheLentRoomAndEditsInPlace() {
    withUnsafeTemporaryAllocation(of: Path.Element.self, capacity: 3) { room in
      var buffer = ElementBuffer(lending: room)
      defer { buffer.release() }
      XCTAssertEqual(buffer.base, room.baseAddress)
      for k in 0..<40 { buffer.append(line(k)) }
      XCTAssertNotEqual(buffer.base, room.baseAddress)
      XCTAssertEqual(buffer.makeArray(), (0..<40).map(line))
      buffer.removeSubrange(5..<35)
      XCTAssertEqual(buffer.makeArray(), (0..<5).map(line) + (35..<40).map(line))
      let inserted = (100..<103).map(line)
      inserted.withUnsafeBufferPointer { buffer.replaceSubrange(1..<2, with: $0) }
      XCTAssertEqual(
        buffer.makeArray(), [line(0)] + inserted + (2..<5).map(line) + (35..<40).map(line))
      buffer.removeAll(from: 2)
      XCTAssertEqual(buffer.makeArray(), [line(0), line(100)])
      XCTAssertEqual(buffer.makeArray().capacity, 2)
    }
  }

  /// A writer reserves its room first (moving the elements when it must) and the buffer
  /// keeps what it writes.
  func testAWriterWritesIntoReservedRoom() {
    withUnsafeTemporaryAllocation(of: Path.Element.self, capacity: 4) { room in
      var buffer = ElementBuffer(lending: room)
      defer { buffer.release() }
      buffer.append(line(0))
      let written = buffer.withWriter(reserving: 10) { writer -> Int in
        for k in 1...10 { writer.append(line(k)) }
        writer.setLast(line(99))
        return writer.count
      }
      XCTAssertEqual(written, 11)
      XCTAssertGreaterThanOrEqual(buffer.capacity, 11)
      XCTAssertEqual(buffer.makeArray(), (0..<10).map(line) + [line(99)])
    }
  }

  /// A side appended reversed: each element drawn back to the end of the one before it.
  func testAppendsASideReversed() {
    withUnsafeTemporaryAllocation(of: Path.Element.self, capacity: 2) { room in
      withUnsafeTemporaryAllocation(of: Path.Element.self, capacity: 8) { sideRoom in
        var side = ElementBuffer(lending: sideRoom)
        var buffer = ElementBuffer(lending: room)
        defer {
          side.release()
          buffer.release()
        }
        side.append(.move(to: Point(x: 0, y: 0)))
        for k in 1...6 { side.append(line(k)) }
        side.append(
          .curve(
            to: Point(x: 9, y: 3), control1: Point(x: 7, y: 1), control2: Point(x: 8, y: 2)))
        buffer.append(.move(to: Point(x: 9, y: 3)))
        buffer.appendReversed(of: side, from: side.count - 1)
        XCTAssertEqual(
          buffer.makeArray(),
          [
            .move(to: Point(x: 9, y: 3)),
            .curve(to: Point(x: 6, y: 0), control1: Point(x: 8, y: 2), control2: Point(x: 7, y: 1)),
          ] + (0...5).reversed().map(line))
      }
    }
  }

  /// Outlines keep their elements' storage, not the stroker's working room: capacity
  /// within an allocator's rounding of the count, at every size (seeded paths of 1 to
  /// 2,000 cubics, or of as many lines, widths 1 to 60).
  func testOutlinesKeepTheirElementsStorage() {
    let seed: UInt64 = 2_412
    var rng = SplitMix64(seed: seed)
    func point() -> Point { Point(x: rng.double(in: -100...100), y: rng.double(in: -100...100)) }
    for count in [1, 3, 10, 40, 200, 2_000] {
      for curves in [true, false] {
        var path = Path()
        path.move(to: point())
        for _ in 0..<count {
          if curves {
            path.addCurve(to: point(), control1: point(), control2: point())
          } else {
            path.addLine(to: point())
          }
        }
        let width = rng.double(in: 1...60)
        let outline = path.strokedPath(StrokeStyle(lineWidth: width, lineJoin: .round))
        let kept = outline.storage.capacity
        let elements = outline.storage.count
        let name = "seed \(seed), \(count) \(curves ? "cubics" : "lines"), width \(width)"
        XCTAssertGreaterThan(elements, count, name)
        // The allocator rounds a large block up to whole pages: a page's elements at most.
        let page = 4_096 / MemoryLayout<Path.Element>.stride
        XCTAssertLessThanOrEqual(kept - elements, page, name)
      }
    }
  }
}
