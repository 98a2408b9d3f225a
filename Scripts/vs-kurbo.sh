#!/usr/bin/env bash
# Times IndicatorKit and kurbo side by side, in paired runs, and rewrites the `kurbo`
# section of BENCHMARKS.md.
#
#   Scripts/vs-kurbo.sh KBENCH [ROUNDS [PAIRS]]
#
# KBENCH is a kurbo benchmark binary you built yourself: the repository holds no kurbo
# code and nothing that builds it. Documentation/KurboComparison.md gives its source (a
# page of Rust) and how to build it offline with fat LTO and one codegen unit. Set KURBO
# to say which kurbo it was built from (for example "0.13.1 @838b69e, fat LTO, 1 codegen
# unit"); the section quotes it.
#
# The rows: the `lines` corpus stroked with butt caps and miter joins, width 8, tolerance
# 0.05 (ours on the whole corpus as one path, ours one path a call, kurbo one path a
# call), each program the best of 5 runs of the corpus; `length` of 1,000 one-cubic closed
# paths (kurbo at accuracy 1e-11, the setting whose error is nearest ours: see
# Documentation/PerformanceNotes.md, "Peers"), one long pass; `length` of the `smooth`
# and `indicators` corpora the same way (kurbo at 1e-11 again: the setting whose measured
# worst relative error a segment is nearest ours on them, Documentation/KurboComparison.md,
# "Accuracy of length"); `signedArea` of one 1,000-cubic path, the best of 5 passes.
#
# Paired runs: a row's programs run back to back (a "pair"; the three stroke programs
# together), the order turned round from one pair to the next, so that both sides of a
# ratio see the host at the same speed. This host's speed moves by up to 1.6x within
# seconds, which a program's best of a longer round does not cancel. A pair's ratio is
# kurbo's time over ours; a round is PAIRS pairs of every row (15 unless given) and its
# figure the median of its pairs' ratios; ROUNDS defaults to 10. About 4 minutes here
# after the build.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] && [ -x "$1" ] || {
  echo "usage: Scripts/vs-kurbo.sh KBENCH [ROUNDS [PAIRS]] (see Documentation/KurboComparison.md)" >&2
  exit 2
}
kbench=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
rounds=${2:-10}
pairs=${3:-15}
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || true)
corpora=.build/corpora
mkdir -p "$corpora"
for kind in lines smooth indicators; do
  [ -s "$corpora/$kind.txt" ] || python3 Scripts/oracle/corpus.py "$kind" --count 1000 > "$corpora/$kind.txt"
done
build_log=$(swift build -c release --product indicator-bench 2>&1) || { echo "$build_log" >&2; exit 1; }
bench=$(swift build -c release --show-bin-path)/indicator-bench
"$bench" corpus single "$corpora/single-cubics.txt"
"$bench" corpus cubics "$corpora/cubics.txt"
start=$SECONDS
body=$(python3 - "$bench" "$kbench" "$corpora" "$rounds" "$pairs" << 'EOF'
import re, statistics, subprocess, sys

bench, kbench, corpora, rounds, pairs = sys.argv[1:4] + [int(v) for v in sys.argv[4:6]]
stroke = ["--width", "8", "--cap", "butt", "--join", "miter", "--tolerance", "0.05", "--runs", "5"]
programs = {
    "ours-whole": [bench, "stroke", corpora + "/lines.txt"] + stroke,
    "ours-path": [bench, "stroke", corpora + "/lines.txt"] + stroke + ["--per-path"],
    "kurbo-path": [kbench, corpora + "/lines.txt", "8", "0.05", "5"],
    "ours-length": [bench, "measure", "length", corpora + "/single-cubics.txt", "--rounds", "1"],
    "kurbo-length": [kbench, "arclen", corpora + "/single-cubics.txt", "1", "1e-11"],
    "ours-smooth": [bench, "measure", "length", corpora + "/smooth.txt", "--rounds", "1"],
    "kurbo-smooth": [kbench, "arclen", corpora + "/smooth.txt", "1", "1e-11"],
    "ours-indicators": [bench, "measure", "length", corpora + "/indicators.txt", "--rounds", "1"],
    "kurbo-indicators": [kbench, "arclen", corpora + "/indicators.txt", "1", "1e-11"],
    "ours-area": [bench, "measure", "area", corpora + "/cubics.txt", "--rounds", "5"],
    "kurbo-area": [kbench, "area", corpora + "/cubics.txt", "5"],
}
groups = [["ours-whole", "ours-path", "kurbo-path"], ["ours-length", "kurbo-length"],
          ["ours-smooth", "kurbo-smooth"], ["ours-indicators", "kurbo-indicators"],
          ["ours-area", "kurbo-area"]]
rows = [
    ("`lines` corpus, butt, miter, width 8, tol 0.05: whole corpus", "ours-whole", "kurbo-path", "ms", 3),
    ("the same, one path a call", "ours-path", "kurbo-path", "ms", 3),
    ("`length`, 1,000 one-cubic paths (kurbo at 1e-11)", "ours-length", "kurbo-length", "ns a cubic", 1),
    ("`length`, `smooth` corpus (kurbo at 1e-11)", "ours-smooth", "kurbo-smooth", "µs a corpus", 0),
    ("`length`, `indicators` corpus (kurbo at 1e-11)", "ours-indicators", "kurbo-indicators", "µs a corpus", 0),
    ("`signedArea`, one 1,000-cubic path", "ours-area", "kurbo-area", "ns a cubic", 2),
]

def run(program):
    """The program's figure: ms for the whole corpus, or ns a cubic."""
    text = subprocess.run(programs[program], capture_output=True, text=True, check=True).stdout
    seconds = re.search(r"([0-9.]+) s (?:\(best of \d+\)|best of \d+)", text)
    if seconds:
        return float(seconds.group(1)) * 1e3
    # Per cubic, or µs for a corpus of 1,000 paths: the segment counts include each closed
    # path's closing line for kurbo (2,000 for the one-cubic paths, 1,001 for the 1,000-cubic
    # path), not for ours, so each side's time for the whole corpus is compared.
    ns = float(re.search(r"([0-9.]+) ns a segment", text).group(1))
    return ns * int(re.search(r"(\d+) segments", text).group(1)) / 1000

times = {program: [] for program in programs}      # every run, for the ranges
round_ratios = {row[0]: [] for row in rows}        # each round's median pair ratio
for round_ in range(rounds):
    ratios = {row[0]: [] for row in rows}
    for pair in range(pairs):
        for group in groups:
            figures = {p: run(p) for p in (group if pair % 2 == 0 else group[::-1])}
            for program, value in figures.items():
                times[program].append(value)
            for label, ours, kurbo, _, _ in rows:
                if ours in figures:
                    ratios[label].append(figures[kurbo] / figures[ours])
    for label in ratios:
        round_ratios[label].append(statistics.median(ratios[label]))
    print("round %d: %s" % (round_ + 1, ", ".join(
        "%.3f" % round_ratios[row[0]][-1] for row in rows)), file=sys.stderr, flush=True)

def span(values, digits):
    low, high = min(values), max(values)
    return ("%.*f" % (digits, low)) if low == high else ("%.*f–%.*f" % (digits, low, digits, high))

def spread(values):
    return 100 * (max(values) - min(values)) / min(values)

print("%d rounds of %d pairs. A pair runs a row's programs back to back (the three stroke" % (rounds, pairs))
print("programs together), the order turned round from one pair to the next; its ratio is")
print("kurbo's time over ours, and a round's figure is the median of its pairs' ratios. Ours")
print("and kurbo give the range of every run (a stroke run is the best of 5 passes over the")
print("corpus, an area run the best of 5, a length run one pass): the host's own spread,")
print("which the pairing cancels. Kurbo strokes one path a call in both stroke rows.")
print()
print("| workload | unit | ours | kurbo | spread of runs, ours / kurbo | ratio by round | median | spread of rounds |")
print("| --- | --- | ---: | ---: | --- | ---: | ---: | ---: |")
for label, ours, kurbo, unit, digits in rows:
    a, b, r = times[ours], times[kurbo], round_ratios[label]
    print("| %s | %s | %s | %s | %.0f %% / %.0f %% | %s× | %.2f× | %.1f %% |" % (
        label, unit, span(a, digits), span(b, digits), spread(a), spread(b), span(r, 2),
        statistics.median(r), spread(r)))
EOF
)
echo "$body" | python3 Scripts/oracle/report.py kurbo \
  --title "Side by side with kurbo" --rerun "Scripts/vs-kurbo.sh KBENCH $rounds $pairs" \
  --meta "kurbo: ${KURBO:-not given (set KURBO)}" --meta "took: $((SECONDS - start)) s after the build" \
  --load "$load"
echo "$body"
