"""Writes one section of BENCHMARKS.md, leaving the others as they are.

usage: python3 Scripts/oracle/report.py SECTION --title TITLE --rerun COMMAND
                 [--meta "key: value"]... [--load LOADAVG] [--file BENCHMARKS.md] < BODY

A section is everything between the lines `<!-- SECTION:begin -->` and
`<!-- SECTION:end -->`. It is replaced by a heading (TITLE), a list saying where and
when the figures were measured (machine: `uname -m`, the CPU model from /proc/cpuinfo
and the core count; the load average given by --load, taken by the caller when it
started; the date, UTC; the commit, `git rev-parse --short HEAD`, with "dirty" when the
work tree differs from it outside BENCHMARKS.md; the Swift version; any --meta lines; and
the command that reruns it), then BODY, read from stdin (Markdown). A section not yet in
the file is added at its end; a missing file is made from the intro below.

Standard library only. Called by Scripts/bench.sh, Scripts/stroke-vs-skia.sh and
Scripts/vs-kurbo.sh.
"""
import argparse
import datetime
import fcntl
import os
import platform
import re
import subprocess
import sys

INTRO = """# Benchmarks

<!-- This introduction is INTRO in Scripts/oracle/report.py, rewritten with every section. -->

Every figure below is written by the script that measures it: each script replaces only
its own section (between `<!-- NAME:begin -->` and `<!-- NAME:end -->` markers) and
heads it with the machine, date, commit and Swift version it ran on. Do not edit the
sections by hand; rerun the script. Figures from a shared or busy machine are noisy:
compare rows measured in the same run, and rates as ratios.

| section | written by | takes here |
| --- | --- | --- |
| `bench` | `Scripts/bench.sh` (release-mode `indicator-bench`, every workload) | 15 s after the build |
| `instructions` | `Scripts/bench.sh --instructions` (callgrind, the `frame.*` and per-call stroke, length and area workloads at N and 2N) | about 3 min |
| `storage` | `Scripts/bench.sh --storage` (what stroked outlines keep, and keeping 1,000 against dropping them; 8 rows) | about 10 s after the build |
| `throughput` | `Scripts/stroke-vs-skia.sh throughput` (ours and Skia, 18 rows x 3 rounds) | about 50 s |
| `accuracy` | `Scripts/stroke-vs-skia.sh accuracy [JOBS]` (`compare.py`, 270 runs, JOBS at a time) | 17 min at 2 jobs (33 min with other builds running) |
| `accuracy` | `QUICK=1 Scripts/stroke-vs-skia.sh accuracy` (a 60-run smoke subset) | about 2.5 min |
| `kurbo` | `Scripts/vs-kurbo.sh KBENCH [ROUNDS [PAIRS]]` (ours and kurbo, 4 rows x 10 rounds of 15 paired runs; KBENCH built as Documentation/KurboComparison.md says) | about 4.5 min after the build |
| `combine` | `Scripts/oracle/combine_compare.py BENCH --write` (region operations against Skia's PathOps: 3 seeds x 640 runs on a raster, and time on 12-cubic blobs) | about 3 min |

The Skia scripts need the oracle's environment once: `Scripts/oracle/setup.sh` (see
`Scripts/oracle/README.md`). Corpora are generated into `.build/corpora` by
`Scripts/oracle/corpus.py` (seed 1, 1000 paths). `Scripts/bench.sh --filter NAME` and
`--json` only print; every other mode above rewrites its section. The "took" line of a
section is its script's own wall time, build included.
"""

SECTIONS = ["bench", "instructions", "storage", "throughput", "accuracy", "kurbo", "combine"]


def markers(name):
    return "<!-- %s:begin -->" % name, "<!-- %s:end -->" % name


def run(command):
    try:
        return subprocess.run(command, capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                key, _, value = line.partition(":")
                if key.strip() in ("model name", "Model", "Hardware"):
                    return value.strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def commit():
    head = run(["git", "rev-parse", "--short", "HEAD"]) or "unknown"
    changes = run(["git", "status", "--porcelain", "--", ".", ":(exclude)BENCHMARKS.md*"])
    return head + (" (dirty)" if changes else "")


def swift_version():
    lines = run(["swift", "--version"]).splitlines()
    for line in lines:
        if "Swift version" in line:
            return line.strip()
    return lines[0] if lines else "unknown"


def section_text(name, args, body):
    begin, end = markers(name)
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    machine = "%s, %s, %d cores" % (platform.machine(), cpu_model(), os.cpu_count() or 0)
    if args.load:
        machine += " (load average %s at the start)" % args.load
    lines = [begin, "## " + args.title, "",
             "- machine: " + machine,
             "- date: " + now,
             "- commit: " + commit(),
             "- Swift: " + swift_version()]
    lines += ["- " + meta for meta in args.meta]
    lines += ["- rerun: `%s`" % args.rerun, "", body.strip("\n"), end]
    return "\n".join(lines) + "\n"


def with_intro(text):
    """The text with everything before its first section replaced by INTRO."""
    first = re.search(r"^<!-- [\w-]+:begin -->$", text, re.MULTILINE)
    return INTRO + "\n" + (text[first.start():] if first else "")


def replace_section(text, name, new):
    begin, end = markers(name)
    start = text.find(begin)
    if start >= 0:
        stop = text.find(end, start)
        if stop < 0:
            raise SystemExit("report.py: %s has no end marker %s" % (name, end))
        stop += len(end)
        if text[stop:stop + 1] == "\n":
            stop += 1
        return text[:start] + new + text[stop:]
    return text.rstrip("\n") + "\n\n" + new


def empty_file():
    parts = [INTRO]
    for name in SECTIONS:
        begin, end = markers(name)
        parts.append("%s\n_Not measured yet: run the script above._\n%s\n" % (begin, end))
    return "\n".join(parts)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("section")
    parser.add_argument("--title", required=True)
    parser.add_argument("--rerun", required=True)
    parser.add_argument("--meta", action="append", default=[])
    parser.add_argument("--load")
    parser.add_argument("--file", default="BENCHMARKS.md")
    args = parser.parse_args(argv)
    body = sys.stdin.read()
    new = section_text(args.section, args, body)
    # Two scripts may finish at once: the read-modify-write is done under a lock.
    os.makedirs(".build", exist_ok=True)
    with open(os.path.join(".build", "benchmarks-md.lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            with open(args.file) as f:
                text = f.read()
        except FileNotFoundError:
            text = empty_file()
        text = with_intro(replace_section(text, args.section, new))
        temporary = args.file + ".tmp"
        with open(temporary, "w") as f:
            f.write(text)
        os.replace(temporary, args.file)
    print("report.py: wrote the %s section of %s" % (args.section, args.file), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
