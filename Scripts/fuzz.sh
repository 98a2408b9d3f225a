#!/usr/bin/env bash
# Builds and runs one libFuzzer target: Scripts/fuzz.sh TARGET SECONDS [libFuzzer flags...]
# TARGET: svg, stroke, model, boolean, gallery. Inputs start from Tests/Fuzz/Corpus/TARGET; new
# coverage goes to .build/fuzz/corpus-TARGET; a crash input goes to .build/fuzz/ and fails
# the run. Every input must finish within a second (-timeout=1); a boolean input runs seven
# region operations, each up to three attempts, under ASan: three seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Scripts/fuzz.sh TARGET SECONDS}
seconds=${2:?usage: Scripts/fuzz.sh TARGET SECONDS}
shift 2
work=.build/fuzz
# FUZZ_OPT=-Onone builds the target in debug mode, with every `assert` on, as its own binary.
opt=${FUZZ_OPT:--O}
build=$target$([ "$opt" = -O ] || echo "$opt")
src=$work/src-$build
rm -rf "$src"
mkdir -p "$src" "$work/corpus-$target"
# One module: the library's sources, the checks and the entry point; imports of the
# library's own modules are dropped since everything is compiled together.
strip() { sed -e '/^@testable import /d' -e '/^import IndicatorCore$/d' "$1" > "$src/$(basename "$1")"; }
find Sources/IndicatorCore -name '*.swift' -print0 | while IFS= read -r -d '' f; do strip "$f"; done
case "$target" in
  svg|stroke|model|boolean) strip Tests/IndicatorCoreTests/Fuzz/FuzzChecks.swift ;;
  gallery)
    strip Sources/indicator-gallery/GalleryOptions.swift
    strip Tests/GalleryTests/GalleryFuzzChecks.swift ;;
  *) echo "unknown target $target" >&2; exit 2 ;;
esac
strip "Tests/Fuzz/main-$target.swift"
swiftc -sanitize=fuzzer,address -parse-as-library "$opt" -module-name FuzzTarget \
  "$src"/*.swift -o "$work/fuzz-$build" 2>&1 | grep -v "Cannot export local symbol" || true
test -x "$work/fuzz-$build"
SWIFT_BACKTRACE=enable=no "$work/fuzz-$build" "$work/corpus-$target" "Tests/Fuzz/Corpus/$target" \
  -max_total_time="$seconds" -timeout="$([ "$target" = boolean ] && echo 3 || echo 1)" \
  -rss_limit_mb=4096 -max_len=4096 \
  -artifact_prefix="$work/" -print_final_stats=1 "$@"
