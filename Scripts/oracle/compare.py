"""Checks stroke outlines against Skia's, path by path.

usage: compare.py CORPUS OUTLINES --width W [--cap C] [--join J] [--miter-limit M]
                  [--tolerance T] [--limit N] [--max-dev D] [--max-overshoot O]
                  [--max-missed K]

CORPUS and OUTLINES hold one SVG path per line in the same order: line i of OUTLINES is
the candidate outline (filled with the non-zero rule) of line i of CORPUS stroked in the
given style at tolerance T. The first N paths are checked (--limit, default 200). For
each, the reference is Skia's outline of the same stroke at tolerance 0.001 (resScale
250), and three figures are measured:

  dev        symmetric-difference area of the two filled regions divided by the
             reference outline's length: a mean distance between the two boundaries.
             Both are drawn antialiased into one grid, 2048 pixels along the long side of
             the union of their bounds (the pixel size is printed with each path); the
             grid resolves about half a pixel, so a path fails on dev only when
             dev > D + pixel / 2. A missing join, a cap on the wrong side or a hole from
             wrong winding shows up as a large dev.
  overshoot  how far past width/2 from the source path the candidate outline reaches
             (0 when it stays within). Measured only for round or bevel joins with round
             or butt caps, where every point of the true outline is within width/2 of
             the path; otherwise 0. Method: the candidate outline is sampled densely
             (every curve cut into 32 chords, every chord sampled every
             max(width/40, extent/4000)); the source is a polyline of 128 chords a curve;
             the distance of each sample to that polyline is exact (shapely's STRtree
             nearest), so the figure is good to about half a sample step plus the
             polylines' sagitta, far below the thresholds used.
  missed     how many of the points at distance width/2 - T from the source, on both
             sides along its normals (48 a segment), the candidate does not cover (Skia's
             exact point-in-path test, non-zero rule). All of them are inside the true
             stroke whatever the style; a miss means the fill is only "weakly correct"
             (Nehab 2020). Fails a path only with --max-missed.

Where a closed source subpath is convex (its control polygon turns one way, once
around) and its control points are at most the width across (along an axis, or across
one of the polygon's edges), the true stroke covers all the subpath encloses (the
Stroking article, "The outline model"), and the reference for that subpath is the outer
contour of Skia's stroke of it alone (the one of largest area): Skia's inner contour
there is turned inside out and can wind a hole into the fill, which dev would count
against an outline that has none.

It prints the five worst paths (failures first, then by dev) and a last line
  compare: N paths, worst dev D (path i), worst overshoot O (path j),
  most missed K (path k), F failures
and exits 1 when F > 0: a path over a threshold given on the command line, or a candidate
that is unreadable, non-finite or missing.

Runs in the oracle's virtual environment (Scripts/oracle/setup.sh).
"""
import argparse
import math
import sys

import numpy as np
import shapely
import skia

import svgpath
from skia_stroke import add_style_arguments, make_paint, read_corpus, skia_stroke

REFERENCE_TOLERANCE = 1e-3
GRID = 2048  # pixels along the long side of the compared region
CURVE_CHORDS_OUTLINE = 32  # chords a candidate curve, for overshoot
CURVE_CHORDS_SOURCE = 128  # chords a source curve, for the distance to the source
NORMALS_A_SEGMENT = 48  # sample points a source segment, for missed


# --- Bézier helpers -------------------------------------------------------------------

def segment_controls(subpath):
    """The control polygons of a subpath's segments (closing line included), as arrays."""
    start, segments, closed = subpath
    current = start
    controls = []
    for seg in list(segments) + ([("L", start)] if closed else []):
        controls.append(np.array([current] + list(seg[1:]), dtype=np.float64))
        current = seg[-1]
    return controls


def bernstein(controls, ts):
    """Points of the Bézier curve with these control points at the parameters ts."""
    n = len(controls) - 1
    s = 1.0 - ts
    return sum(math.comb(n, k) * np.outer(s ** (n - k) * ts ** k, controls[k]) for k in range(n + 1))


def derivative(controls, ts):
    """The curve's derivative at ts (the hodograph's points)."""
    return bernstein((len(controls) - 1) * np.diff(controls, axis=0), ts)


def polyline(subpath, chords_a_curve):
    """The subpath as a polyline: its vertices, each curve cut into equal-parameter chords."""
    vertices = [np.array([subpath[0]], dtype=np.float64)]
    ts = np.linspace(0.0, 1.0, chords_a_curve + 1)[1:]
    for controls in segment_controls(subpath):
        vertices.append(controls[-1:] if len(controls) == 2 else bernstein(controls, ts))
    return np.concatenate(vertices)


# --- The three figures ----------------------------------------------------------------

def coverage(path, bounds, scale, shape):
    """Antialiased non-zero coverage of `path` in [0, 1] on the grid over `bounds`."""
    surface = skia.Surface(shape[1], shape[0])
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorTRANSPARENT)
    canvas.scale(scale, scale)
    canvas.translate(1.0 / scale - bounds.left(), 1.0 / scale - bounds.top())  # one-pixel margin
    path.setFillType(skia.PathFillType.kWinding)
    paint = skia.Paint()
    paint.setAntiAlias(True)
    paint.setColor(skia.ColorWHITE)
    canvas.drawPath(path, paint)
    return surface.makeImageSnapshot().toarray()[:, :, 3].astype(np.float64) / 255.0


def contour_length(path):
    total = 0.0
    measure = skia.PathMeasure(path, False)
    while True:
        total += measure.getLength()
        if not measure.nextContour():
            return total


def covers_inside(subpath, width):
    """Whether a closed subpath is convex and at most `width` across, along an axis or
    across one of its control polygon's edges (where a convex polygon is narrowest)."""
    start, segments, closed = subpath
    points = np.array([start] + [q for seg in segments for q in seg[1:]], dtype=np.float64)
    if not closed or len(points) < 3:
        return False
    extent = points.max(axis=0) - points.min(axis=0)
    edges = np.diff(np.vstack([points, points[:1]]), axis=0)
    # Edges within 1e-12 of their end's coordinates count as zero length (rounding leaves
    # them where a straight part vanishes), as in the stroker's test.
    ends = np.roll(points, -1, axis=0)
    kept = np.abs(edges).sum(axis=1) > 1e-12 * np.abs(ends).sum(axis=1)
    starts = points[kept]
    edges = edges[kept]
    if len(edges) < 2:
        return False
    following = np.roll(edges, -1, axis=0)
    cross = edges[:, 0] * following[:, 1] - edges[:, 1] * following[:, 0]
    dot = np.sum(edges * following, axis=1)
    length_a = np.abs(edges).sum(axis=1)
    length_b = np.abs(following).sum(axis=1)
    joints = np.abs(np.roll(starts, -1, axis=0)).sum(axis=1)
    # As the stroker's test: rounding moves the cross product of short edges far out by
    # about 1e-13 of their lengths' sum times the joint's coordinates.
    slack = np.maximum(1e-12 * length_a * length_b, 1e-13 * (length_a + length_b) * joints)
    straight = np.abs(cross) <= slack
    if np.any(straight & (dot <= 0)):
        return False
    turns = np.sign(cross[~straight])
    if len(turns) == 0 or np.any(turns != turns[0]):
        return False
    signs = np.sign(edges[:, 1][edges[:, 1] != 0])
    if int(np.sum(signs != np.roll(signs, 1))) > 2:
        return False
    if min(extent) <= width:
        return True
    for p, e in zip(starts, edges):
        across = (e[0] * (points[:, 1] - p[1]) - e[1] * (points[:, 0] - p[0])) / math.hypot(*e)
        if across.max() - across.min() <= width:
            return True
    return False


def deviation(reference, candidate, bounds, scale):
    """Symmetric-difference area / reference outline length, and whether it is defined."""
    if reference.isEmpty() and candidate.isEmpty():
        return 0.0
    length = contour_length(reference)
    if length == 0:
        return math.inf
    shape = (int(math.ceil(bounds.height() * scale)) + 2, int(math.ceil(bounds.width() * scale)) + 2)
    difference = np.abs(coverage(reference, bounds, scale, shape) - coverage(candidate, bounds, scale, shape))
    return float(difference.sum()) / (scale * scale) / length


def outline_samples(subpaths, step):
    """Points along the candidate outline, at most `step` apart along each chord."""
    samples = []
    for subpath in subpaths:
        vertices = polyline(subpath, CURVE_CHORDS_OUTLINE)
        samples.append(vertices)
        chords = np.diff(vertices, axis=0)
        lengths = np.hypot(chords[:, 0], chords[:, 1])
        for origin, chord, length in zip(vertices[:-1], chords, lengths):
            pieces = int(length / step)
            if pieces > 1:
                samples.append(origin + np.outer(np.arange(1, pieces) / pieces, chord))
    return np.concatenate(samples) if samples else np.zeros((0, 2))


def overshoot(candidate_subpaths, source_subpaths, width, extent):
    points = outline_samples(candidate_subpaths, max(width / 40.0, extent / 4000.0))
    if len(points) == 0:
        return 0.0
    chords = []
    for subpath in source_subpaths:
        vertices = polyline(subpath, CURVE_CHORDS_SOURCE)
        if len(vertices) == 1:  # a lone move: the point itself
            vertices = np.concatenate([vertices, vertices])
        chords.append(np.stack([vertices[:-1], vertices[1:]], axis=1))
    tree = shapely.STRtree(shapely.linestrings(np.concatenate(chords)))
    _, distances = tree.query_nearest(shapely.points(points), return_distance=True, all_matches=False)
    return max(0.0, float(np.max(distances)) - width / 2)


def inner_points(source_subpaths, inset):
    """Points at distance `inset` on both sides of the source, along its normals."""
    if inset <= 0:
        return np.zeros((0, 2))
    ts = (np.arange(NORMALS_A_SEGMENT) + 0.5) / NORMALS_A_SEGMENT
    out = []
    for subpath in source_subpaths:
        for controls in segment_controls(subpath):
            points = bernstein(controls, ts)
            tangents = derivative(controls, ts)
            speed = np.hypot(tangents[:, 0], tangents[:, 1])
            regular = speed > 1e-9 * max(1.0, float(np.abs(controls).max()))
            normals = np.stack([-tangents[regular, 1], tangents[regular, 0]], axis=1) / speed[regular, None]
            out.append(points[regular] + inset * normals)
            out.append(points[regular] - inset * normals)
    return np.concatenate(out) if out else np.zeros((0, 2))


def missed(candidate, source_subpaths, inset):
    candidate.setFillType(skia.PathFillType.kWinding)
    return sum(1 for x, y in inner_points(source_subpaths, inset) if not candidate.contains(float(x), float(y)))


def reference_outline(paint, source, width):
    """Skia's outline of the stroke of `source`; of a subpath whose stroke covers its
    inside (`covers_inside`), the outer contour alone."""
    if not any(covers_inside(sub, width) for sub in source):
        return skia_stroke(paint, svgpath.to_skia(source), REFERENCE_TOLERANCE)
    contours = []
    for sub in source:
        outline = svgpath.parse(svgpath.from_skia(
            skia_stroke(paint, svgpath.to_skia([sub]), REFERENCE_TOLERANCE)))
        if covers_inside(sub, width) and outline:
            def area(contour):
                points = polyline(contour, 8)
                return abs(float(np.sum(points[:-1, 0] * points[1:, 1] - points[1:, 0] * points[:-1, 1])))
            outline = [max(outline, key=area)]
        contours.extend(outline)
    return svgpath.to_skia(contours)


# --- Driver ---------------------------------------------------------------------------

def check(source_text, candidate_text, paint, args, measure_overshoot):
    """(dev, overshoot, missed, pixel, note) for one path; note is "unreadable…"/"non-finite…"."""
    source = svgpath.parse(source_text)
    reference = reference_outline(paint, source, args.width)
    try:
        candidate_subpaths = svgpath.parse(candidate_text)
    except (ValueError, KeyError, TypeError) as error:
        return math.inf, math.inf, -1, 0.0, "unreadable: %s" % error
    if any(not math.isfinite(v) for start, segs, _ in candidate_subpaths
           for p in [start] + [q for s in segs for q in s[1:]] for v in p):
        return math.inf, math.inf, -1, 0.0, "non-finite coordinates"
    candidate = svgpath.to_skia(candidate_subpaths)
    bounds = reference.computeTightBounds()
    if not candidate.isEmpty():
        bounds.join(candidate.computeTightBounds())
    extent = max(bounds.width(), bounds.height(), 1e-9)
    scale = GRID / extent
    dev = deviation(reference, candidate, bounds, scale)
    over = 0.0
    if measure_overshoot and not candidate.isEmpty():
        over = overshoot(candidate_subpaths, source, args.width, extent)
    miss = missed(candidate, source, args.width / 2 - args.tolerance)
    return dev, over, miss, 1.0 / scale, ""


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus")
    parser.add_argument("outlines")
    add_style_arguments(parser)
    parser.add_argument("--limit", type=int, default=200, help="check the first N paths")
    parser.add_argument("--max-dev", type=float)
    parser.add_argument("--max-overshoot", type=float)
    parser.add_argument("--max-missed", type=int)
    args = parser.parse_args(argv)

    corpus = read_corpus(args.corpus)[: args.limit]
    with open(args.outlines) as f:
        candidates = [line.rstrip("\n") for line in f][: len(corpus)]
    if len(candidates) < len(corpus):
        print("compare: %d outlines for %d paths, %d failures"
              % (len(candidates), len(corpus), len(corpus) - len(candidates)))
        return 1
    paint = make_paint(args)
    measure_overshoot = args.join in ("round", "bevel") and args.cap in ("round", "butt")

    rows = []  # (index, dev, overshoot, missed, pixel, verdict)
    for index, (source_text, candidate_text) in enumerate(zip(corpus, candidates)):
        dev, over, miss, pixel, note = check(source_text, candidate_text, paint, args, measure_overshoot)
        over_threshold = (
            (args.max_dev is not None and dev > args.max_dev + 0.5 * pixel)
            or (args.max_overshoot is not None and over > args.max_overshoot)
            or (args.max_missed is not None and miss > args.max_missed))
        verdict = note or ("FAIL" if over_threshold else "")
        rows.append((index, dev, over, miss, pixel, verdict))
    failures = sum(1 for row in rows if row[5])

    if not rows:
        print("compare: 0 paths, 0 failures")
        return 0
    for row in sorted(rows, key=lambda r: (not r[5], -r[1]))[:5]:
        print("path %d: dev %.4g overshoot %.4g missed %d (pixel %.3g) %s" % row)
    worst_dev = max(rows, key=lambda r: r[1])
    worst_over = max(rows, key=lambda r: r[2])
    most_missed = max(rows, key=lambda r: r[3])
    print("compare: %d paths, worst dev %.4g (path %d), worst overshoot %.4g (path %d), "
          "most missed %d (path %d), %d failures"
          % (len(rows), worst_dev[1], worst_dev[0], worst_over[2], worst_over[0],
             most_missed[3], most_missed[0], failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
