#!/usr/bin/env bash
# Times IndicatorKit and kurbo side by side, in alternating rounds, and rewrites the `kurbo`
# section of BENCHMARKS.md.
#
#   Scripts/vs-kurbo.sh KBENCH [ROUNDS]
#
# KBENCH is a kurbo benchmark binary you built yourself: the repository holds no kurbo
# code and nothing that builds it. Documentation/KurboComparison.md gives its source (a
# page of Rust) and how to build it offline with fat LTO and one codegen unit. Set KURBO
# to say which kurbo it was built from (for example "0.13.1 @838b69e, fat LTO, 1 codegen
# unit"); the section quotes it.
#
# Each round runs, in this order, each program once per row, each figure the best of many
# short runs (so that a short burst of load on the host moves few of them): the `lines`
# corpus stroked with butt caps and miter joins, width 8, tolerance 0.05, best of 100 runs
# (ours on the whole corpus as one path, ours one path a call, kurbo one path a call);
# `length` of 1,000 one-cubic closed paths (kurbo at accuracy 1e-11, the setting whose
# error is nearest ours: see Documentation/PerformanceNotes.md), best of 5 rounds of
# passes, each long; `signedArea` of one 1,000-cubic path, best of 50 rounds. ROUNDS
# defaults to 15 (the median of fewer moves with the load). About 80 s here after the
# build.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] && [ -x "$1" ] || {
  echo "usage: Scripts/vs-kurbo.sh KBENCH [ROUNDS] (see Documentation/KurboComparison.md)" >&2
  exit 2
}
kbench=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
rounds=${2:-15}
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || true)
corpora=.build/corpora
mkdir -p "$corpora"
[ -s "$corpora/lines.txt" ] || python3 Scripts/oracle/corpus.py lines --count 1000 > "$corpora/lines.txt"
build_log=$(swift build -c release --product indicator-bench 2>&1) || { echo "$build_log" >&2; exit 1; }
bench=$(swift build -c release --show-bin-path)/indicator-bench
"$bench" corpus single "$corpora/single-cubics.txt"
"$bench" corpus cubics "$corpora/cubics.txt"
stroke=(--width 8 --cap butt --join miter --tolerance 0.05 --runs 100)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for round in $(seq 1 "$rounds"); do
  {
    echo "round $round ours-whole $("$bench" stroke "$corpora/lines.txt" "${stroke[@]}")"
    echo "round $round ours-path $("$bench" stroke "$corpora/lines.txt" "${stroke[@]}" --per-path)"
    echo "round $round kurbo-path $("$kbench" "$corpora/lines.txt" 8 0.05 100)"
    echo "round $round ours-length $("$bench" measure length "$corpora/single-cubics.txt")"
    echo "round $round kurbo-length $("$kbench" arclen "$corpora/single-cubics.txt" 5 1e-11)"
    echo "round $round ours-area $("$bench" measure area "$corpora/cubics.txt" --rounds 50)"
    echo "round $round kurbo-area $("$kbench" area "$corpora/cubics.txt" 50)"
  } | tee -a "$log"
done
python3 - "$log" "$rounds" << 'EOF' | python3 Scripts/oracle/report.py kurbo \
  --title "Side by side with kurbo" --rerun "Scripts/vs-kurbo.sh KBENCH $rounds" \
  --meta "kurbo: ${KURBO:-not given (set KURBO)}" --meta "took: ${SECONDS} s" --load "$load"
import re, sys
rounds = int(sys.argv[2])
runs = {}
for line in open(sys.argv[1]):
    m = re.match(r"round (\d+) (\S+) (.*)", line)
    if not m:
        continue
    text = m.group(3)
    seconds = re.search(r"([0-9.]+) s (?:\(best of \d+\)|best of \d+)", text)
    ns = re.search(r"([0-9.]+) ns a segment", text)
    segments = re.search(r"(\d+) segments", text)
    if seconds:
        value = float(seconds.group(1)) * 1e3  # ms for the whole corpus
    else:
        # Per cubic: the segment counts include each closed path's closing line for kurbo
        # (2,000 for the one-cubic paths, 1,001 for the 1,000-cubic path), not for ours.
        value = float(ns.group(1)) * int(segments.group(1)) / 1000
    runs.setdefault(m.group(2), []).append(value)
def fmt(values, digits):
    low, high = min(values), max(values)
    return ("%.*f" % (digits, low)) if low == high else ("%.*f–%.*f" % (digits, low, digits, high))
def spread(values):
    return "%.1f %%" % (100 * (max(values) - min(values)) / min(values))
rows = [
    ("`lines` corpus, butt, miter, width 8, tol 0.05: whole corpus", "ours-whole", "kurbo-path", "ms", 3),
    ("the same, one path a call", "ours-path", "kurbo-path", "ms", 3),
    ("`length`, 1,000 one-cubic paths (kurbo at 1e-11)", "ours-length", "kurbo-length", "ns a cubic", 1),
    ("`signedArea`, one 1,000-cubic path", "ours-area", "kurbo-area", "ns a cubic", 2),
]
def median(values):
    v = sorted(values)
    n = len(v)
    return v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2
print("%d alternating rounds (each row: ours, then kurbo), each figure the best of many runs" % rounds)
print("(100 of the stroke corpus, 50 rounds of area passes, 5 of length passes);")
print("every round used. Speed is kurbo's time over ours, round by round (its range and")
print("median), and kurbo's best time over ours; kurbo strokes one path a call in both stroke")
print("rows. On a host whose clock wanders, read the median and the best: a single round's")
print("ratio moves with the load of that moment.")
print()
print("| workload | unit | ours | kurbo | ours / kurbo speed | median | best / best | spread, ours / kurbo |")
print("| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |")
for label, ours, kurbo, unit, digits in rows:
    a, b = runs[ours], runs[kurbo]
    ratios = [k / o for o, k in zip(a, b)]
    print("| %s | %s | %s | %s | %s× | %.2f× | %.2f× | %s / %s |" % (
        label, unit, fmt(a, digits), fmt(b, digits), fmt(ratios, 2), median(ratios),
        min(b) / min(a), spread(a), spread(b)))
EOF
