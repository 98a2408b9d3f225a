// The gallery's fuzz check, shared by the libFuzzer build (Scripts/fuzz.sh) and
// `GalleryFuzzRegressionTests`.

@testable import indicator_gallery

enum GalleryFuzzChecks {
  /// The argument parser: NUL-separated arguments either parse into options inside their
  /// documented ranges (a height within the bar, a width up to 100,000) or give a one-line
  /// error that names an option.
  static func arguments(_ bytes: [UInt8]) -> String? {
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    do {
      let options = try GalleryOptions.parse(arguments)
      guard options.width > 0, options.width <= GalleryOptions.maximumWidth,
        (0...1).contains(options.progress), options.selected < options.items.count,
        options.to.map({ $0 < options.items.count }) ?? true,
        options.height.map({ $0 > 0 && $0 <= GalleryOptions.barHeight }) ?? true
      else { return "options out of range for \(arguments): \(options)" }
    } catch {
      guard error.message.hasPrefix("error: "), !error.message.contains("\n") else {
        return "badly formed error for \(arguments): \(error.message.debugDescription)"
      }
    }
    return nil
  }
}
