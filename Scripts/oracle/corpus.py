"""Deterministic stroke-test corpora: one SVG path-data string per line on stdout.

usage: python3 Scripts/oracle/corpus.py KIND [--count N] [--seed S] > corpus.txt

KIND
  smooth      C1 cubic splines (Catmull-Rom through a random walk: steps 60-140 units,
              turns up to 100 degrees), 20 cubics a path
  wild        20 cubics a path with every point uniform in a 200 x 200 box: loops,
              cusps, near-cusps, self-intersections
  lines       40-segment polylines mixing gentle, sharp, right-angle, straight and 180-degree
              turns, short and long steps; about 30 % closed
  indicators  closed rounded rectangles the size of tab-bar indicators, drawn as the
              templates draw them (lines and quarter-circle cubics, k = 0.5522847498)
  tricky      a fixed list of degenerate cases (coincident control points, cusps,
              zero-length segments, 180-degree turns, tiny and near-collinear paths);
              --count and --seed do not apply
  coil        one path: --count quarter-circle cubics of radius 5, a turn every four,
              each turn 0.5 further along x, every coordinate rounded to a half unit
              (the grid-aligned case of the loop pass's mark table)
  coil-jittered  the same path with every coordinate moved by up to 0.001 (--seed)

--count is the number of paths (default 1000), --seed the seed of Python's
random.Random (default 1). A given (KIND, --count, --seed) always writes the same bytes on
any Python 3: the generator draws from random.Random in a fixed order and formats numbers
with at most six decimals. The published figures use the defaults.

Plain Python 3 standard library only, so the benchmark can make its corpora without the
oracle's virtual environment.
"""
import argparse
import math
import random
import sys

DEFAULT_SEED = 1
DEFAULT_COUNT = 1000
KAPPA = 0.5522847498  # cubic handle length of a quarter circle of radius 1


def num(v):
    """A coordinate as SVG text: six decimals at most, no trailing zeros, no "-0"."""
    text = ("%.6f" % v).rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def pt(x, y):
    return num(x) + " " + num(y)


def smooth(rng, cubics=20):
    # A random walk of cubics + 3 points; the spline runs from the second to the
    # second-to-last point, each cubic's handles from the Catmull-Rom tangents.
    walk, x, y = [], 0.0, 0.0
    heading = rng.uniform(0, 2 * math.pi)
    for _ in range(cubics + 3):
        walk.append((x, y))
        heading += math.radians(rng.uniform(-100, 100))
        step = rng.uniform(60, 140)
        x += step * math.cos(heading)
        y += step * math.sin(heading)
    parts = ["M" + pt(*walk[1])]
    for k in range(1, cubics + 1):
        (ax, ay), (bx, by), (cx, cy), (dx, dy) = walk[k - 1:k + 3]
        h1 = (bx + (cx - ax) / 6, by + (cy - ay) / 6)
        h2 = (cx - (dx - bx) / 6, cy - (dy - by) / 6)
        parts.append("C" + pt(*h1) + " " + pt(*h2) + " " + pt(cx, cy))
    return " ".join(parts)


def wild(rng, cubics=20):
    def point():
        x = rng.uniform(-100, 100)
        y = rng.uniform(-100, 100)
        return pt(x, y)

    parts = ["M" + point()]
    for _ in range(cubics):
        c1 = point()
        c2 = point()
        end = point()
        parts.append("C" + c1 + " " + c2 + " " + end)
    return " ".join(parts)


def lines(rng, segments=40):
    x = y = heading = 0.0
    parts = ["M" + pt(x, y)]
    for _ in range(segments):
        # Every candidate is drawn, then one is chosen: the draw order is part of the
        # corpus's definition.
        gentle = rng.uniform(-30, 30)
        any_turn = rng.uniform(-179, 179)
        near_reversal = rng.uniform(150, 179.9)
        turn = rng.choice([gentle, any_turn, 180.0, 0.0, 90.0, -90.0, near_reversal])
        short = rng.uniform(1, 10)
        long = rng.uniform(10, 120)
        step = rng.choice([short, long])
        heading += math.radians(turn)
        x += step * math.cos(heading)
        y += step * math.sin(heading)
        parts.append("L" + pt(x, y))
    if rng.random() < 0.3:
        parts.append("Z")
    return " ".join(parts)


def indicators(rng):
    width = rng.uniform(24, 220)
    height = rng.uniform(2, 48)
    radius = rng.choice([0.0, 2.0, 4.0, height / 2, rng.uniform(0, 30)])
    radius = min(radius, width / 2, height / 2)
    left = rng.uniform(-20, 300)
    top = rng.uniform(-10, 40)
    right, bottom = left + width, top + height
    if radius == 0:
        return "M%s H%s V%s H%s Z" % (pt(left, top), num(right), num(bottom), num(left))
    r, k = radius, KAPPA * radius
    return " ".join([
        "M" + pt(left + r, top),
        "L" + pt(right - r, top),
        "C" + pt(right - r + k, top) + " " + pt(right, top + r - k) + " " + pt(right, top + r),
        "L" + pt(right, bottom - r),
        "C" + pt(right, bottom - r + k) + " " + pt(right - r + k, bottom) + " " + pt(right - r, bottom),
        "L" + pt(left + r, bottom),
        "C" + pt(left + r - k, bottom) + " " + pt(left, bottom - r + k) + " " + pt(left, bottom - r),
        "L" + pt(left, top + r),
        "C" + pt(left, top + r - k) + " " + pt(left + r - k, top) + " " + pt(left + r, top),
        "Z",
    ])


def coil(rng, quarters, jitter):
    """One path of `quarters` quarter circles, see the module's docstring."""
    def grid(v):
        v = round(v * 2) / 2
        return v + (rng.uniform(-0.001, 0.001) if jitter else 0.0)
    r, k = 5.0, KAPPA * 5.0
    parts = []
    for i in range(quarters):
        cx = (i // 4) * 0.5
        a0, a1 = (i % 4) * math.pi / 2, (i % 4 + 1) * math.pi / 2
        p0 = (cx + r * math.cos(a0), r * math.sin(a0))
        p3 = (cx + r * math.cos(a1), r * math.sin(a1))
        c1 = (p0[0] - k * math.sin(a0), p0[1] + k * math.cos(a0))
        c2 = (p3[0] + k * math.sin(a1), p3[1] - k * math.cos(a1))
        if i == 0:
            parts.append("M" + pt(grid(p0[0]), grid(p0[1])))
        parts.append("C" + " ".join(pt(grid(x), grid(y)) for x, y in (c1, c2, p3)))
    return " ".join(parts)


# Hand-made degenerate cases, in a fixed order (outline files are matched by line).
TRICKY = [
    "M0 0 C100 100 0 100 100 0",  # handles cross: a loop at the top
    "M0 0 C100 100 0 100 100 0 Z",  # the same, closed by a line
    "M0 0 C100 0 0 0 100 0",  # collinear handles: the curve runs back twice
    "M0 0 C100 100 0 100 100 0 M150 0 C250 100 150 100 250 0",  # two subpaths
    "M10 10 C90 90 10 90 90 10",  # a smaller loop
    "M0 0 C66.66 100 33.33 100 100 0",  # handles almost crossing: near-cusp
    "M0 50 C100 0 0 0 100 50",  # an exact cusp at t = 0.5
    "M0 0 C0 0 100 100 100 100",  # handles on the end points (zero end tangents)
    "M0 0 C50 0 50 0 100 0",  # a straight cubic with coincident handles
    "M0 0 C100 0 100 0 0 0",  # a cubic there and back (a 180-degree turn inside)
    "M0 0 L0 0",  # a zero-length line
    "M20 20 Z",  # a move and a close only
    "M0 0 L100 0 L100 0 L100 100",  # a zero-length segment between two lines
    "M0 0 L100 0 L0 0",  # a 180-degree reversal
    "M0 0 L100 0 L0 0.001",  # an almost 180-degree reversal
    "M0 0 L1 0 L1 1 L0 1 Z",  # a square smaller than most widths
    "M0 0 Q50 100 100 0 Q150 -100 200 0",  # quadratics, C1 at the join
    "M0 0 Q100 0 0 0",  # a quadratic there and back
    "M0 0 C0.1 0.1 0.2 0 0.3 0.1",  # a curve far smaller than the width
    "M50 0 C77.6 0 100 22.4 100 50 C100 77.6 77.6 100 50 100 C22.4 100 0 77.6 0 50 "
    "C0 22.4 22.4 0 50 0 Z",  # a circle of four cubics
    "M0 0 L100 0 L100 100 L0 100 Z M25 25 L75 25 L75 75 L25 75 Z",  # square with a hole
    "M0 0 C30 -40 70 40 100 0",  # an inflection
    "M0 0 C100 50 100 -50 0 0 Z",  # a closed teardrop whose ends meet in a cusp
    "M0 0 L50 1 L100 0 L150 1 L200 0",  # near-collinear joins
    "M0 0 C1e-3 1e-3 2e-3 0 100 100",  # a first handle almost on the start point
]

GENERATORS = {"smooth": smooth, "wild": wild, "lines": lines, "indicators": indicators}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kind", choices=list(GENERATORS) + ["tricky", "coil", "coil-jittered"])
    parser.add_argument("--count", type=int, default=DEFAULT_COUNT)
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    args = parser.parse_args(argv)
    if args.kind == "tricky":
        paths = TRICKY
    elif args.kind.startswith("coil"):
        quarters = args.count if args.count != DEFAULT_COUNT else 2000
        paths = [coil(random.Random(args.seed), quarters, args.kind == "coil-jittered")]
    else:
        rng = random.Random(args.seed)
        generate = GENERATORS[args.kind]
        paths = [generate(rng) for _ in range(args.count)]
    sys.stdout.write("".join(p + "\n" for p in paths))
    return 0


if __name__ == "__main__":
    sys.exit(main())
