#!/usr/bin/env bash
# Runs the benchmark in release mode. The stroke workloads read the oracle's corpora
# (../shared/oracle/corpus.py, plain Python 3), generated here into .build/corpora.
# Usage: Scripts/bench.sh [--filter NAME] [--json]
set -euo pipefail
cd "$(dirname "$0")/.."
oracle=${ORACLE:-../shared/oracle}
mkdir -p .build/corpora
for kind in smooth wild lines; do
  [ -s ".build/corpora/$kind.txt" ] || python3 "$oracle/corpus.py" "$kind" --count 1000 > ".build/corpora/$kind.txt"
done
swift run -c release indicator-bench --corpora .build/corpora "$@"
