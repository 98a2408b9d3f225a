// indicator-gallery: renders IndicatorKit's indicators to SVG.
//
// Exit status: 0 on success, 2 for a usage error (a one-line message naming the flag on
// standard error, followed by the usage only where a flag's value is missing), 1 when the
// file cannot be written.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let options: GalleryOptions
do {
  options = try GalleryOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  let usage = error.showsUsage ? "\n\(GalleryOptions.usage)\n" : ""
  FileHandle.standardError.write(Data("\(error.message)\n\(usage)".utf8))
  exit(2)
}
if options.help {
  print(GalleryOptions.usage)
  exit(0)
}
let svg = (options.singleBar ? Gallery.single(options) : Gallery.sheet()).document
if options.output == "-" {
  FileHandle.standardOutput.write(Data(svg.utf8))
} else {
  let url = URL(fileURLWithPath: options.output)
  do {
    // Atomic: a failed run leaves no half-written file behind.
    try Data(svg.utf8).write(to: url, options: .atomic)
  } catch {
    FileHandle.standardError.write(
      Data("error: --output: cannot write \(options.output): \(error.localizedDescription)\n".utf8))
    exit(1)
  }
  print(url.standardizedFileURL.path)
}
