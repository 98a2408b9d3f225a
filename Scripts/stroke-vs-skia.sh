#!/usr/bin/env bash
# Measures stroking against Skia, from the repository alone: throughput or accuracy.
# Needs the oracle's Python environment, .build/oracle-venv, which Scripts/oracle/setup.sh
# makes (this script runs it when the venv is missing); PYTHON overrides the interpreter.
# Corpora come from Scripts/oracle/corpus.py into .build/corpora.
#
#   Scripts/stroke-vs-skia.sh throughput [CAP JOIN]
#     smooth, lines and wild at widths 1/8/40 and tolerances 0.25/0.05: ours and Skia
#     alternating, three rounds each (each a best of 5), the best rate of each; prints a
#     Markdown table and rewrites the `throughput` section of BENCHMARKS.md
#     (`throughput-CAP-JOIN` for other caps and joins than round/round).
#   Scripts/stroke-vs-skia.sh accuracy [JOBS]
#     compare.py on all five corpora x widths 1/8/40 x tolerances 0.25/0.05 x the nine cap
#     and join pairs (270 runs; the first 200 paths, 50 of wild), JOBS at a time (default
#     2); one line per run (also in .build/accuracy.log), a per-corpus summary written to
#     the `accuracy` section of BENCHMARKS.md, and exit 1 if any run has a path over
#     dev <= tol/2 or overshoot <= tol.
#     QUICK=1: a smoke subset, 60 runs: widths 8/40, the pairs round/round, butt/miter and
#     square/bevel, the first 50 paths (25 of wild).
set -euo pipefail
cd "$(dirname "$0")/.."
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || true)
oracle=Scripts/oracle
if [ -z "${PYTHON:-}" ] && [ ! -x .build/oracle-venv/bin/python ]; then
  Scripts/oracle/setup.sh > /dev/null
fi
python=${PYTHON:-$PWD/.build/oracle-venv/bin/python}
corpora=.build/corpora
mkdir -p "$corpora"
for kind in smooth wild lines tricky indicators; do
  [ -s "$corpora/$kind.txt" ] || python3 "$oracle/corpus.py" "$kind" --count 1000 > "$corpora/$kind.txt"
done
# Quiet unless the build fails (swift build prints its errors on stdout).
build_log=$(swift build -c release --product indicator-bench 2>&1) || { echo "$build_log" >&2; exit 1; }
bench=$(swift build -c release --show-bin-path)/indicator-bench
skia_version=$("$python" -c 'from importlib.metadata import version; print(version("skia-python"))')

rate() { grep -oE '[0-9]+ segments/s' | cut -d' ' -f1; }

case "${1:-}" in
throughput)
  cap=${2:-round}
  join=${3:-round}
  section=throughput
  [ "$cap/$join" = round/round ] || section="throughput-$cap-$join"
  table=$(mktemp)
  trap 'rm -f "$table"' EXIT
  {
    echo "| corpus | width | tolerance | ours (segments/s) | Skia (segments/s) | ratio |"
    echo "| --- | ---: | ---: | ---: | ---: | ---: |"
  } | tee "$table"
  for tol in 0.25 0.05; do
    for width in 1 8 40; do
      for kind in smooth lines wild; do
        style=(--width "$width" --cap "$cap" --join "$join" --tolerance "$tol")
        ours=0
        skia=0
        for _ in 1 2 3; do
          o=$("$bench" stroke "$corpora/$kind.txt" "${style[@]}" | rate)
          s=$("$python" "$oracle/skia_stroke.py" "$corpora/$kind.txt" "${style[@]}" | rate)
          ((o > ours)) && ours=$o
          ((s > skia)) && skia=$s
        done
        echo "| $kind | $width | $tol | $ours | $skia | $(awk "BEGIN { printf \"%.2f\", $ours / $skia }")× |"
      done
    done
  done | tee -a "$table"
  {
    echo "Stroking the whole corpus (1000 paths) as one path, $cap caps, $join joins:"
    echo "\`indicator-bench stroke\` and \`Scripts/oracle/skia_stroke.py\` alternating, three"
    echo "rounds of each (each round a best of 5); the best rate of each. Read the ratio: both"
    echo "rates move with the machine's load."
    echo
    cat "$table"
  } | python3 "$oracle/report.py" "$section" --title "Throughput against Skia ($cap caps, $join joins)" \
    --rerun "Scripts/stroke-vs-skia.sh throughput${2:+ $cap $join}" --meta "skia-python: $skia_version" \
    --meta "took: ${SECONDS} s" --load "$load"
  ;;
accuracy)
  jobs=${2:-2}
  quick=${QUICK:-0}
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  export bench oracle python corpora work quick
  run() {
    local kind=$1 width=$2 tol=$3 cap=$4 join=$5 limit=200
    [ "$kind" = wild ] && limit=50
    if [ "$quick" = 1 ]; then
      limit=50
      [ "$kind" = wild ] && limit=25
    fi
    local name="$kind-$width-$tol-$cap-$join"
    head -n "$limit" "$corpora/$kind.txt" > "$work/$name.in"
    local style=(--width "$width" --cap "$cap" --join "$join" --tolerance "$tol")
    "$bench" stroke "$work/$name.in" "${style[@]}" --out "$work/$name.out" > /dev/null
    local line
    line=$("$python" "$oracle/compare.py" "$work/$name.in" "$work/$name.out" "${style[@]}" \
      --limit "$limit" --max-dev "$(awk "BEGIN { print $tol / 2 }")" --max-overshoot "$tol" \
      2>&1 | tail -n 1) || true
    echo "$kind w$width t$tol $cap/$join: $line"
  }
  export -f run
  if [ "$quick" = 1 ]; then
    widths="8 40"
    pairs="round/round butt/miter square/bevel"
  else
    widths="1 8 40"
    pairs="butt/miter butt/round butt/bevel round/miter round/round round/bevel"
    pairs+=" square/miter square/round square/bevel"
  fi
  for kind in tricky indicators lines smooth wild; do
    for width in $widths; do
      for tol in 0.25 0.05; do
        for pair in $pairs; do echo "$kind $width $tol ${pair%/*} ${pair#*/}"; done
      done
    done
  done | xargs -P "$jobs" -L 1 bash -c 'run "$@"' _ | tee "$work/log"
  sort "$work/log" > .build/accuracy.log
  # Per corpus and tolerance: runs, runs over, the worst figures of all their paths.
  summary=$(awk '
    {
      key = $1 " " substr($3, 2)
      if (!(key in runs)) { order[++n] = key; dev[key] = 0; over[key] = 0; miss[key] = 0 }
      runs[key]++
      if ($0 !~ / 0 failures$/) bad[key]++
      if (match($0, /worst dev [^ ]+/)) { v = substr($0, RSTART + 10, RLENGTH - 10) + 0; if (v > dev[key]) dev[key] = v }
      if (match($0, /worst overshoot [^ ]+/)) { v = substr($0, RSTART + 16, RLENGTH - 16) + 0; if (v > over[key]) over[key] = v }
      if (match($0, /most missed [^ ]+/)) { v = substr($0, RSTART + 12, RLENGTH - 12) + 0; if (v > miss[key]) miss[key] = v }
    }
    END {
      print "| corpus | tolerance | runs | runs over | worst dev (limit tol/2 + px/2) | worst overshoot (limit tol) | most missed |"
      print "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
      for (i = 1; i <= n; i++) {
        k = order[i]; split(k, part, " ")
        printf "| %s | %s | %d | %d | %.4g | %.4g | %d |\n", part[1], part[2], runs[k], bad[k] + 0, dev[k], over[k], miss[k]
      }
    }' "$work/log")
  echo
  echo "$summary"
  total=$(wc -l < "$work/log")
  failed=$(grep -vc ' 0 failures$' "$work/log" || true)
  if [ "$quick" = 1 ]; then
    scope="QUICK=1 smoke subset: widths 8 and 40, round/round, butt/miter and square/bevel, the first 50 paths (25 of wild, all 25 of tricky)"
    rerun="QUICK=1 Scripts/stroke-vs-skia.sh accuracy $jobs"
  else
    scope="widths 1, 8 and 40, all nine cap and join pairs, the first 200 paths (50 of wild, all 25 of tricky)"
    rerun="Scripts/stroke-vs-skia.sh accuracy $jobs"
  fi
  {
    echo "\`Scripts/oracle/compare.py\` against Skia at tolerance 0.001, our outlines at tolerance"
    echo "0.25 and 0.05; $scope: $total runs, $failed over."
    echo "A run is over when one of its paths has dev > tol/2 + px/2 (px: that path's raster"
    echo "pixel, its extent / 2048; up to about 0.8 on smooth, whose paths span ~1500 units) or"
    echo "overshoot > tol, or an unreadable outline. The worst figures are over all the"
    echo "paths of all the runs of a row; overshoot is measured for round/bevel joins with"
    echo "round/butt caps only; missed is informative (Skia misses some too)."
    echo
    echo "$summary"
    if [ "$failed" -gt 0 ]; then
      echo
      echo "Runs over:"
      echo
      grep -v ' 0 failures$' "$work/log" | sort | sed 's/^/    /'
    fi
  } | python3 "$oracle/report.py" accuracy --title "Accuracy against Skia" --rerun "$rerun" \
    --meta "skia-python: $skia_version" --meta "took: ${SECONDS} s" --load "$load"
  [ "$failed" -eq 0 ]
  ;;
*)
  sed -n '2,20p' "$0"
  exit 2
  ;;
esac
