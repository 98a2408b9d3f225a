#!/usr/bin/env bash
# Sets up the Python environment of the Skia oracle, once per clone:
#   Scripts/oracle/setup.sh
# creates .build/oracle-venv (inside the repository's ignored .build/) and installs the
# pinned packages below. Running it again is cheap: it only installs what is missing or
# at another version. Prints the interpreter's path last, e.g. for PYTHON=….
# Needs python3 with the venv module (Debian: apt-get install python3-venv) and PyPI.
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=.build/oracle-venv
packages=(skia-python==144.1 numpy==2.4.6 shapely==2.2.0)
if [ ! -x "$venv/bin/python" ]; then
  mkdir -p .build
  python3 -m venv "$venv" || {
    rm -rf "$venv"
    echo "setup.sh: python3 -m venv failed (on Debian: apt-get install python3-venv)" >&2
    exit 1
  }
fi
python=$PWD/$venv/bin/python
# Skip pip when every pin is already satisfied (pip itself is slow to start).
if ! "$python" - "${packages[@]}" <<'PY' 2>/dev/null; then
import sys
from importlib.metadata import version
for pin in sys.argv[1:]:
    name, want = pin.split("==")
    if version(name) != want:
        sys.exit(1)
PY
  "$python" -m pip install --quiet --disable-pip-version-check "${packages[@]}"
fi
"$python" -c "import skia, numpy, shapely" # fails loudly if a wheel does not load here
echo "$python"
