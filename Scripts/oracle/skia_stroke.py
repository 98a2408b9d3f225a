"""Skia's stroke outlines of a corpus, and Skia's stroking speed on it.

usage: skia_stroke.py CORPUS --width W [--cap butt|round|square] [--join miter|round|bevel]
                      [--miter-limit M] [--tolerance T] [--repeat N] [--out FILE]

Skia (skia-python, the stroker of Chrome, Android and Flutter) strokes with
SkPaint::getFillPath at resScale = 0.25 / T: Skia's own tolerance is 1 / (4 resScale), so
--tolerance 0.25 is resScale 1, Skia's default. Defaults: butt caps, miter joins, miter
limit 10 (SVG's 4 is not Skia's default), tolerance 0.25.

Timing strokes the whole corpus as one multi-contour path in one call (the Python call
overhead is paid once, as `indicator-bench stroke` strokes one Path), --repeat times
(default 5), and keeps the best. It prints one line,
  skia: N paths, S segments in, SECONDS s (best of 5), R segments/s, K verbs out
where S counts lines, quadratics and cubics of the corpus and K the verbs of the outline.
With --out, writes Skia's outline of each path on its own line, in corpus order, as SVG
path data (conics as quadratics).

Runs in the oracle's virtual environment (Scripts/oracle/setup.sh).
"""
import argparse
import sys
import time

import skia

import svgpath

CAPS = {"butt": skia.Paint.kButt_Cap, "round": skia.Paint.kRound_Cap, "square": skia.Paint.kSquare_Cap}
JOINS = {"miter": skia.Paint.kMiter_Join, "round": skia.Paint.kRound_Join, "bevel": skia.Paint.kBevel_Join}


def add_style_arguments(parser):
    """The stroke style options, shared with compare.py."""
    parser.add_argument("--width", type=float, required=True)
    parser.add_argument("--cap", default="butt", choices=list(CAPS))
    parser.add_argument("--join", default="miter", choices=list(JOINS))
    parser.add_argument("--miter-limit", type=float, default=10.0)
    parser.add_argument("--tolerance", type=float, default=0.25)


def make_paint(args):
    paint = skia.Paint()
    paint.setStyle(skia.Paint.kStroke_Style)
    paint.setStrokeWidth(args.width)
    paint.setStrokeCap(CAPS[args.cap])
    paint.setStrokeJoin(JOINS[args.join])
    paint.setStrokeMiter(args.miter_limit)
    return paint


def skia_stroke(paint, path, tolerance):
    """Skia's fill outline of `path` stroked with `paint`, flattened to `tolerance`."""
    outline = skia.Path()
    paint.getFillPath(path, outline, None, 0.25 / tolerance)
    return outline


def read_corpus(filename):
    with open(filename) as f:
        return [line.strip() for line in f if line.strip()]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus")
    add_style_arguments(parser)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--out")
    args = parser.parse_args(argv)
    paths = [svgpath.parse(d) for d in read_corpus(args.corpus)]
    subpaths = [sub for path in paths for sub in path]
    segments = sum(len(sub[1]) for sub in subpaths)
    whole = svgpath.to_skia(subpaths)
    paint = make_paint(args)
    best, outline = float("inf"), skia.Path()
    for _ in range(max(1, args.repeat)):
        start = time.perf_counter()
        outline = skia_stroke(paint, whole, args.tolerance)
        best = min(best, time.perf_counter() - start)
    print("skia: %d paths, %d segments in, %.6f s (best of %d), %.0f segments/s, %d verbs out"
          % (len(paths), segments, best, max(1, args.repeat), segments / best if best > 0 else 0,
             outline.countVerbs()))
    if args.out:
        with open(args.out, "w") as f:
            for path in paths:
                f.write(svgpath.from_skia(skia_stroke(paint, svgpath.to_skia(path), args.tolerance)) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
