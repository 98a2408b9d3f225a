#!/usr/bin/env bash
# Counts the instructions of `strokedPath` on the stroke rows, at one or more commits, with
# callgrind, and prints them as a Markdown table: the figures behind "nothing else gets
# slower" for the stroke corpora.
#
#   Scripts/stroke-rows.sh COMMIT [COMMIT ...]
#
# Each COMMIT (anything `git rev-parse` takes; HEAD for the work tree's commit) is checked
# out in a worktree under .build/stroke-rows/ and its `indicator-bench` built in release
# mode. Each row strokes the first 300 paths of a corpus (`Scripts/oracle/corpus.py`,
# seed 977, as .build/corpora/) once, under `valgrind --tool=callgrind`; the figure is the
# inclusive count of `Path.strokedPath(_:tolerance:)` per run (benches older than
# `--runs` stroke 5 times: their counts are divided by 5). Where the commit has them, the
# outline issue's passes are given apart, as "loops + cuts + cusps": the loop pass
# (`removeMarkedLoops`), the inner-corner cuts before curves (`cutInnerCornerBeforeCurve`)
# and the cusp marks (`markCusps`). With two or more commits, a last column gives the last
# commit's count less those passes against the first commit's count. Needs valgrind; about
# 2 minutes a commit here after the build.
set -euo pipefail
cd "$(dirname "$0")/.."
# Swift's hashing seeded alike in every run, so that counts do not move between runs.
export SWIFT_DETERMINISTIC_HASHING=1
[ $# -ge 1 ] || { echo "usage: Scripts/stroke-rows.sh COMMIT [COMMIT ...]" >&2; exit 2; }
command -v valgrind > /dev/null || { echo "stroke-rows: needs valgrind" >&2; exit 1; }
root=$(pwd)
corpora=$root/.build/corpora
work=$root/.build/stroke-rows
mkdir -p "$corpora" "$work"
for kind in wild smooth indicators lines; do
  [ -s "$corpora/$kind.txt" ] || python3 Scripts/oracle/corpus.py "$kind" --count 1000 > "$corpora/$kind.txt"
  [ -s "$corpora/$kind-300.txt" ] || head -300 "$corpora/$kind.txt" > "$corpora/$kind-300.txt"
done
rows=(
  "wild 8 round round 0.25" "wild 8 butt miter 0.05" "wild 40 round round 0.25"
  "wild 40 butt miter 0.05" "smooth 8 round round 0.25" "smooth 8 butt miter 0.05"
  "smooth 40 round round 0.25" "smooth 40 butt miter 0.05" "indicators 8 round round 0.25"
  "indicators 40 round round 0.25" "indicators 40 butt miter 0.05"
  "indicators 40 round round 0.05" "lines 8 butt miter 0.05" "lines 40 butt miter 0.05"
)
# The inclusive count of the first function whose symbol contains $2, in profile $1.
count() {
  callgrind_annotate --inclusive=yes --threshold=100 "$1" 2> /dev/null |
    grep -F "$2" | head -1 | awk '{ gsub(",", "", $1); print $1 }' || true
}
header="| corpus, width, caps/joins, tolerance |"
rule="|---|"
declare -A cell first last
for commit in "$@"; do
  hash=$(git rev-parse --short "$commit^{commit}")
  tree=$work/$hash
  [ -d "$tree" ] || git worktree add --detach -f "$tree" "$hash" > /dev/null 2>&1
  (cd "$tree" && swift build -c release --product indicator-bench > "$work/$hash.build.log" 2>&1) || {
    echo "stroke-rows: the build of $hash failed (see $work/$hash.build.log)" >&2
    exit 1
  }
  bench=$(cd "$tree" && swift build -c release --show-bin-path)/indicator-bench
  runs=(--runs 1)
  divide=1
  "$bench" stroke "$corpora/lines-300.txt" --width 8 --runs 1 > /dev/null 2>&1 || { runs=(); divide=5; }
  header="$header $hash | loops + cuts + cusps |"
  rule="$rule---:|---:|"
  for row in "${rows[@]}"; do
    read -r corpus width cap join tolerance <<< "$row"
    profile=$work/$hash.$corpus.$width.$cap.$join.$tolerance.callgrind
    # Written under another name first, so that an interrupted run leaves no profile.
    if [ ! -s "$profile" ]; then
      valgrind --tool=callgrind --callgrind-out-file="$profile.part" \
        "$bench" stroke "$corpora/$corpus-300.txt" --width "$width" --cap "$cap" \
        --join "$join" --tolerance "$tolerance" "${runs[@]}" > /dev/null 2>&1
      mv "$profile.part" "$profile"
    fi
    total=$(count "$profile" 'strokedC0_9toleranceAcA11StrokeStyleV_SdtF')
    loops=$(count "$profile" 'StrokerV17removeMarkedLoops')
    cuts=$(count "$profile" 'StrokerV25cutInnerCornerBeforeCurve')
    cusps=$(count "$profile" 'OffsetFitterV9markCusps')
    apart="—"
    if [ -n "$loops$cuts$cusps" ]; then
      apart=$(awk -v l="${loops:-0}" -v c="${cuts:-0}" -v m="${cusps:-0}" -v d="$divide" \
        'BEGIN { printf "%.2fM + %.2fM + %.2fM", l / d / 1e6, c / d / 1e6, m / d / 1e6 }')
    fi
    net=$(awk -v t="${total:-0}" -v l="${loops:-0}" -v c="${cuts:-0}" -v m="${cusps:-0}" \
      -v d="$divide" 'BEGIN { printf "%.6f", (t - l - c - m) / d / 1e6 }')
    [ -n "${first[$row]:-}" ] || first[$row]=$(awk -v t="${total:-0}" -v d="$divide" \
      'BEGIN { printf "%.6f", t / d / 1e6 }')
    last[$row]=$net
    cell[$row]="${cell[$row]:-} $(awk -v t="${total:-0}" -v d="$divide" \
      'BEGIN { printf "%.3fM", t / d / 1e6 }') | $apart |"
  done
done
if [ $# -ge 2 ]; then
  header="$header less its passes, vs $(git rev-parse --short "$1^{commit}") |"
  rule="$rule---:|"
fi
echo "$header"
echo "$rule"
for row in "${rows[@]}"; do
  read -r corpus width cap join tolerance <<< "$row"
  style="round"
  [ "$cap" = butt ] && style="butt/miter"
  change=""
  if [ $# -ge 2 ]; then
    change=$(awk -v a="${first[$row]}" -v b="${last[$row]}" \
      'BEGIN { printf " %.3fM (%+.1f %%) |", b, (b / a - 1) * 100 }')
  fi
  echo "| $corpus $width, $style, $tolerance |${cell[$row]}$change"
done
