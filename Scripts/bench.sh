#!/usr/bin/env bash
# Benchmarks in release mode, from the repository alone. The stroke workloads read the
# corpora that Scripts/oracle/corpus.py (plain Python 3) generates into .build/corpora.
#
#   Scripts/bench.sh
#     every workload of indicator-bench; prints the table and rewrites the `bench`
#     section of BENCHMARKS.md (machine, date, commit, Swift version, then the table).
#   Scripts/bench.sh --filter NAME | --json | --markdown | --list
#     passed to indicator-bench: prints only, BENCHMARKS.md is left alone.
#   Scripts/bench.sh --instructions [N]
#     instructions per operation of the frame.* workloads and the per-call stroke,
#     length and area ones (stroke.line, stroke.polyline — 40 segments a call —,
#     stroke.outline, stroke.roundedRect, length.cubic1, area.cubic1): valgrind on
#     `indicator-bench profile WORKLOAD N` and `... 2N` (default N 10000), the difference
#     divided by N (set-up cancels out), with SWIFT_DETERMINISTIC_HASHING=1; prints the
#     table and rewrites the `instructions` section. Needs valgrind (apt-get install
#     valgrind). About 10 s a run here.
#   Scripts/bench.sh --storage
#     what stroked outlines keep (`indicator-bench stroke CORPUS --storage`): held storage
#     against their elements', and keeping 1,000 outlines against dropping each; rewrites
#     the `storage` section.
set -euo pipefail
cd "$(dirname "$0")/.."
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || true)
corpora=.build/corpora
mkdir -p "$corpora"
for kind in smooth wild lines indicators tricky; do
  [ -s "$corpora/$kind.txt" ] || python3 Scripts/oracle/corpus.py "$kind" --count 1000 > "$corpora/$kind.txt"
done
# Quiet unless the build fails (swift build prints its errors on stdout).
build_log=$(swift build -c release --product indicator-bench 2>&1) || { echo "$build_log" >&2; exit 1; }
bench=$(swift build -c release --show-bin-path)/indicator-bench

case "${1:-}" in
"")
  table=$(mktemp)
  trap 'rm -f "$table"' EXIT
  # indicator-bench's notes (a workload left out) go to stderr, the table to the file.
  "$bench" --corpora "$corpora" --markdown | tee >(grep -v '^|' >&2) | grep '^|' > "$table"
  cat "$table"
  {
    echo "Each row: a warm-up, a calibration to about 50 ms a run, then 7 timed runs; the"
    echo "rate is at the median. Stroke rows: the corpora at width 8, round caps and joins,"
    echo "tolerance 0.25."
    echo
    cat "$table"
  } | python3 Scripts/oracle/report.py bench --title "Workloads (indicator-bench, release)" \
    --rerun "Scripts/bench.sh" --meta "took: ${SECONDS} s" --load "$load"
  ;;
--instructions)
  n=${2:-10000}
  command -v valgrind > /dev/null || { echo "bench.sh: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  export SWIFT_DETERMINISTIC_HASHING=1
  # Instructions of one `profile` run, from callgrind's summary ("Collected : N").
  instructions() {
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" \
      "$bench" profile "$1" "$2" 2>&1 > /dev/null | awk '/Collected :/ { print $NF }'
  }
  rows=$(mktemp -p "$work")
  for workload in $("$bench" --corpora "$corpora" --list 2>/dev/null |
    grep -E '^(frame\.|stroke\.(line|polyline|outline|roundedRect)$|length\.cubic1$|area\.cubic1$)'); do
    once=$(instructions "$workload" "$n")
    twice=$(instructions "$workload" $((2 * n)))
    [ -n "$once" ] && [ -n "$twice" ] || { echo "bench.sh: callgrind gave no count for $workload" >&2; exit 1; }
    per=$(awk "BEGIN { printf \"%.1f\", ($twice - $once) / $n }")
    echo "| $workload | $per | $once | $twice |" | tee -a "$rows"
  done
  {
    echo "Instructions per operation: callgrind's count of \`indicator-bench profile WORKLOAD $((2 * n))\`"
    echo "minus that of \`... $n\`, divided by $n (the set-up, the same in both, cancels out);"
    echo "SWIFT_DETERMINISTIC_HASHING=1. Unlike the timings, these do not depend on the load."
    echo
    echo "| workload | instructions/op | instructions, N = $n | instructions, N = $((2 * n)) |"
    echo "| --- | ---: | ---: | ---: |"
    cat "$rows"
  } | python3 Scripts/oracle/report.py instructions --title "Instructions per operation (callgrind)" \
    --rerun "Scripts/bench.sh --instructions $n" --meta "valgrind: $(valgrind --version)" \
    --meta "took: ${SECONDS} s" --load "$load"
  ;;
--storage)
  rows=$(mktemp)
  trap 'rm -f "$rows"' EXIT
  # One row: the corpus, the style, the report's figures.
  row() {
    local kind=$1 label=$2
    shift 2
    local out
    out=$("$bench" stroke "$corpora/$kind.txt" --storage --runs 9 "$@")
    echo "$out" | python3 -c '
import re, sys
kind, label, line = sys.argv[1], sys.argv[2], sys.stdin.read()
pats = [r"outlines, (\d+) elements", r"held \d+ \(([\d.]+)×\)", r"16\+ elements ([\d.]+)×",
        r": ([\d.]+)× \(rounds", r"rounds ([\d.–]+)×"]
cells = [kind, label] + [re.search(p, line).group(1) for p in pats]
print("| " + " | ".join(cells) + " |")
' "$kind" "$label" | tee -a "$rows"
  }
  for kind in smooth wild lines indicators tricky; do
    row "$kind" "8, round, 0.25" --width 8 --cap round --join round --tolerance 0.25
  done
  for kind in smooth lines; do
    row "$kind" "2, butt, miter, dash 6 4" --width 2 --cap butt --join miter --tolerance 0.25 --dash 6,4
  done
  # The same with the allocator keeping what is freed: what is left is the cost of memory
  # the system gives anew (first-touch page faults), not of what outlines keep.
  GLIBC_TUNABLES=glibc.malloc.trim_threshold=4000000000:glibc.malloc.top_pad=256000000 \
    row lines "8, round, 0.25; freed memory kept" --width 8 --cap round --join round --tolerance 0.25
  {
    echo "Each path stroked in its own call (\`indicator-bench stroke CORPUS --storage\`). *Held*:"
    echo "the outlines' storage (\`elements.capacity\`) over their elements; *largest*: the"
    echo "largest such ratio of one outline of 16 or more elements. *Keep ÷ drop*: stroking"
    echo "every path keeping its outline in an array, against stroking and dropping each;"
    echo "9 alternating rounds of each, the ratio of the minima and the range of the rounds'"
    echo "ratios. The last row keeps freed memory in the allocator (GLIBC_TUNABLES), so the"
    echo "system's first-touch page faults, paid for every byte kept, drop out."
    echo
    echo "| corpus | width, caps, joins, tolerance | elements | held | largest | keep ÷ drop | rounds |"
    echo "| --- | --- | ---: | ---: | ---: | ---: | --- |"
    cat "$rows"
  } | python3 Scripts/oracle/report.py storage --title "What outlines keep" \
    --rerun "Scripts/bench.sh --storage" --meta "took: ${SECONDS} s" --load "$load"
  ;;
*)
  exec "$bench" --corpora "$corpora" "$@"
  ;;
esac
