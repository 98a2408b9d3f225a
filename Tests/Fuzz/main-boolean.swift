// libFuzzer entry point for the 'boolean' target (built by Scripts/fuzz.sh, not by SwiftPM).

/// Runs one fuzz input through the check; a broken invariant traps, which libFuzzer reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  if let failure = FuzzChecks.boolean(Array(UnsafeBufferPointer(start: data, count: size))) {
    fatalError(failure)
  }
  return 0
}
