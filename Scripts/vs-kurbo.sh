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
# Each round runs the rows' programs interleaved, each several times, and takes each
# program's best figure of the round, so that a change in the host's speed within a round
# reaches both programs of a row: the `lines` corpus stroked with butt caps and miter
# joins, width 8, tolerance 0.05 (ours on the whole corpus as one path, ours one path a
# call, kurbo one path a call), three times in turn, each the best of 34 runs; `length` of
# 1,000 one-cubic closed paths (kurbo at accuracy 1e-11, the setting whose error is nearest
# ours: see Documentation/PerformanceNotes.md), twice in turn, each the best of 3 long
# passes; `signedArea` of one 1,000-cubic path, twice in turn, each the best of 25 rounds.
# ROUNDS defaults to 15 (the median of fewer moves with the load). About 2 minutes here
# after the build.
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
stroke=(--width 8 --cap butt --join miter --tolerance 0.05 --runs 34)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for round in $(seq 1 "$rounds"); do
  {
    for _ in 1 2 3; do
      echo "round $round ours-whole $("$bench" stroke "$corpora/lines.txt" "${stroke[@]}")"
      echo "round $round ours-path $("$bench" stroke "$corpora/lines.txt" "${stroke[@]}" --per-path)"
      echo "round $round kurbo-path $("$kbench" "$corpora/lines.txt" 8 0.05 34)"
    done
    for _ in 1 2; do
      echo "round $round ours-length $("$bench" measure length "$corpora/single-cubics.txt" --rounds 3)"
      echo "round $round kurbo-length $("$kbench" arclen "$corpora/single-cubics.txt" 3 1e-11)"
      echo "round $round ours-area $("$bench" measure area "$corpora/cubics.txt" --rounds 25)"
      echo "round $round kurbo-area $("$kbench" area "$corpora/cubics.txt" 25)"
    done
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
    # Each program's best of the round.
    best = runs.setdefault(m.group(2), {})
    round_ = int(m.group(1))
    best[round_] = min(value, best.get(round_, value))
runs = {label: [best[r] for r in sorted(best)] for label, best in runs.items()}
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
print("%d rounds; in each, the programs of a row run in turn several times (the stroke rows" % rounds)
print("three times, each the best of 34 runs of the corpus; length and area twice, each the")
print("best of 3 and of 25 passes), and a figure is the program's best of the round, so a")
print("change in the host's speed within a round reaches both. Every round used. Speed is")
print("kurbo's time over ours, round by round (its range and median), and kurbo's best time")
print("over ours; kurbo strokes one path a call in both stroke rows.")
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
