#!/usr/bin/env bash
# Hashes the outlines `strokedPath` draws, for guarding a change that should not move them.
#
#   Scripts/stroke-hashes.sh BENCH OUT
#
# BENCH is a release `indicator-bench` (copy `.build/release/indicator-bench` aside before
# the change and build again after). Strokes, one path a call (`stroke --per-path --out`),
# the five corpora (smooth, wild, lines, indicators, tricky) at widths 1, 8 and 40 and
# tolerances 0.05 and 0.25 with butt/miter, round/round and square/bevel, the other six
# cap/join pairs at width 8, and a dashed run (3, 2; round) at every width and tolerance;
# and the coil corpora (2,000 quarter circles on a half-unit grid, and jittered) at width 8
# with every cap/join pair: 168 runs. Writes one line a run to OUT, `sha256 run-name`, the
# hash of the run's outlines (one SVG path a line). Compare two with `diff A B`. About
# 3 minutes here.
set -euo pipefail
cd "$(dirname "$0")/.."
bench=${1:?usage: Scripts/stroke-hashes.sh BENCH OUT}
out=${2:?usage: Scripts/stroke-hashes.sh BENCH OUT}
corpora=.build/corpora
mkdir -p "$corpora"
for kind in smooth wild lines indicators tricky coil coil-jittered; do
  [ -s "$corpora/$kind.txt" ] || python3 Scripts/oracle/corpus.py "$kind" > "$corpora/$kind.txt"
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
run() {
  local name=$1 kind=$2
  shift 2
  "$bench" stroke "$corpora/$kind.txt" --runs 1 --per-path --out "$work/out.txt" "$@" > /dev/null
  echo "$(sha256sum < "$work/out.txt" | cut -d' ' -f1) $name"
}
pairs="butt:miter round:round square:bevel butt:round butt:bevel round:miter round:bevel square:miter square:round"
{
  for kind in smooth wild lines indicators tricky; do
    for w in 1 8 40; do
      for t in 0.05 0.25; do
        for cj in butt:miter round:round square:bevel; do
          run "$kind-$w-$t-${cj%%:*}-${cj##*:}" "$kind" --width "$w" --cap "${cj%%:*}" \
            --join "${cj##*:}" --tolerance "$t"
        done
        run "$kind-$w-$t-dash" "$kind" --width "$w" --cap round --join round --tolerance "$t" \
          --dash 3,2
      done
    done
    for cj in butt:round butt:bevel round:miter round:bevel square:miter square:round; do
      run "$kind-8-0.05-${cj%%:*}-${cj##*:}" "$kind" --width 8 --cap "${cj%%:*}" \
        --join "${cj##*:}" --tolerance 0.05
    done
  done
  for kind in coil coil-jittered; do
    for cj in $pairs; do
      run "$kind-8-0.25-${cj%%:*}-${cj##*:}" "$kind" --width 8 --cap "${cj%%:*}" \
        --join "${cj##*:}" --tolerance 0.25
    done
  done
} > "$out"
echo "stroke-hashes: $(wc -l < "$out") runs written to $out"
