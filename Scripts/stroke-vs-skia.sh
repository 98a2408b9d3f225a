#!/usr/bin/env bash
# Measures stroking against Skia: throughput (`throughput`) or accuracy (`accuracy`).
# Needs the Skia oracle's Python environment (../shared/oracle/README.md); set PYTHON to
# its interpreter (default ~/oracle-venv/bin/python) and ORACLE to its folder.
#
#   Scripts/stroke-vs-skia.sh throughput [CAP JOIN]
#     smooth, lines and wild at widths 1/8/40 and tolerances 0.25/0.05: ours and Skia
#     alternating, three rounds each (each a best of 5), the best rate of each; prints a
#     Markdown table (the README's).
#   Scripts/stroke-vs-skia.sh accuracy [JOBS]
#     compare.py on all five corpora x widths 1/8/40 x tolerances 0.25/0.05 x the nine cap
#     and join pairs (270 runs; the first 200 paths, 50 of wild), JOBS at a time (default
#     2); one line per run, and exit 1 if any run has a path over dev <= tol/2 or
#     overshoot <= tol.
set -euo pipefail
cd "$(dirname "$0")/.."
oracle=${ORACLE:-../shared/oracle}
python=${PYTHON:-$HOME/oracle-venv/bin/python}
corpora=.build/corpora
mkdir -p "$corpora"
for kind in smooth wild lines tricky indicators; do
  [ -s "$corpora/$kind.txt" ] || python3 "$oracle/corpus.py" "$kind" --count 1000 > "$corpora/$kind.txt"
done
swift build -c release --product indicator-bench > /dev/null
bench=$(swift build -c release --show-bin-path)/indicator-bench

rate() { grep -oE '[0-9]+ segments/s' | cut -d' ' -f1; }

case "${1:-}" in
throughput)
  cap=${2:-round}
  join=${3:-round}
  echo "| corpus | width | tolerance | ours (segments/s) | Skia (segments/s) | ratio |"
  echo "| --- | ---: | ---: | ---: | ---: | ---: |"
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
  done
  ;;
accuracy)
  jobs=${2:-2}
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  export bench oracle python corpora work
  run() {
    local kind=$1 width=$2 tol=$3 cap=$4 join=$5 limit=200
    [ "$kind" = wild ] && limit=50
    local name="$kind-$width-$tol-$cap-$join"
    head -n "$limit" "$corpora/$kind.txt" > "$work/$name.in"
    local style=(--width "$width" --cap "$cap" --join "$join" --tolerance "$tol")
    "$bench" stroke "$work/$name.in" "${style[@]}" --out "$work/$name.out" > /dev/null
    local line
    line=$("$python" "$oracle/compare.py" "$work/$name.in" "$work/$name.out" "${style[@]}" \
      --limit "$limit" --max-dev "$(awk "BEGIN { print $tol / 2 }")" --max-overshoot "$tol" \
      | tail -n 1) || true
    echo "$kind w$width t$tol $cap/$join: $line"
  }
  export -f run
  for kind in tricky indicators lines smooth wild; do
    for width in 1 8 40; do
      for tol in 0.25 0.05; do
        for cap in butt round square; do
          for join in miter round bevel; do echo "$kind $width $tol $cap $join"; done
        done
      done
    done
  done | xargs -P "$jobs" -L 1 bash -c 'run "$@"' _ | tee "$work/log"
  ! grep -v ' 0 failures$' "$work/log" > /dev/null
  ;;
*)
  sed -n '2,15p' "$0"
  exit 2
  ;;
esac
