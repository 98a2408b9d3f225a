#!/usr/bin/env bash
# Formats the package's Swift sources with swift-format and the repository's .swift-format.
# Usage: Scripts/format.sh          rewrites Sources and Tests in place
#        Scripts/format.sh --check  only lints them (strict, as CI does); exit 1 on a finding
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
case "${1:-}" in
"") swift format --in-place --recursive Sources Tests ;;
--check) swift format lint --strict --recursive Sources Tests ;;
*)
  echo "usage: Scripts/format.sh [--check]" >&2
  exit 2
  ;;
esac
