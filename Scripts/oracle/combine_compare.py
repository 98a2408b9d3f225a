"""Region operations against Skia's PathOps, from the repository alone.

  python Scripts/oracle/combine_compare.py BENCH [--seed S] [--evenodd]
  python Scripts/oracle/combine_compare.py BENCH --write


writes seeded pairs (random polygons, curved blobs with self-crossing cubics, circles, and
rectangles and circles that share edges, nest, touch or coincide) to .build/combine-pairs.txt,
runs `BENCH combine` on them, computes each pair's union, intersection, difference and
symmetric difference with `skia.Op`, and compares the filled regions on a 2048-pixel raster
of the 100-unit box: a pixel counts when it differs away from every outline (its 3x3
neighbourhood uniform in both rasters), so a disagreement of about a pixel or more. For
each differing run it says which side the inputs' own containment (`skia.Path.contains`)
agrees with at the differing pixels. Exits 1 when a run differs where ours is the wrong
one. Needs the oracle environment (Scripts/oracle/setup.sh).

--write runs the comparison for seeds 977 and 1 under non-zero and 2 under even-odd, times
the union, the intersection and the four operations on 100 pairs of smooth 12-cubic blobs
(ours and Skia alternating, three rounds, each the best of 5), counts our instructions for
one pass over them with callgrind when valgrind is installed, and writes the `combine`
section of BENCHMARKS.md.
"""
import argparse, math, os, random, subprocess, sys, time
import numpy as np
import skia
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import svgpath

def pairs_for(seed):
    rng = random.Random(seed)
    def poly(n, curved):
        cx, cy = rng.uniform(30, 70), rng.uniform(30, 70)
        pts = []
        for k in range(n):
            a = 2 * math.pi * (k + rng.uniform(0, 0.8)) / n
            r = rng.uniform(10, 40)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        d = "M%.6g %.6g" % pts[0]
        for k in range(1, n + 1):
            p = pts[k % n]; q = pts[k - 1]
            if curved:
                c1 = (q[0] + rng.uniform(-15, 15), q[1] + rng.uniform(-15, 15))
                c2 = (p[0] + rng.uniform(-15, 15), p[1] + rng.uniform(-15, 15))
                d += " C%.6g %.6g %.6g %.6g %.6g %.6g" % (c1 + c2 + p)
            else:
                d += " L%.6g %.6g" % p
        return d + " Z"
    def circle(cx, cy, r):
        k = 0.5522847498307936 * r
        return ("M%g %g C%g %g %g %g %g %g C%g %g %g %g %g %g C%g %g %g %g %g %g C%g %g %g %g %g %g Z" %
            (cx + r, cy, cx + r, cy + k, cx + k, cy + r, cx, cy + r, cx - k, cy + r, cx - r, cy + k, cx - r, cy,
             cx - r, cy - k, cx - k, cy - r, cx, cy - r, cx + k, cy - r, cx + r, cy - k, cx + r, cy))
    def rect(x, y, w, h): return "M%g %g H%g V%g H%g Z" % (x, y, x + w, y + h, x)
    pairs = []
    for i in range(60): pairs.append((poly(rng.randint(3, 12), False), poly(rng.randint(3, 12), False)))
    for i in range(60): pairs.append((poly(rng.randint(3, 12), True), poly(rng.randint(3, 12), True)))
    for i in range(30):
        pairs.append((circle(rng.uniform(30, 70), rng.uniform(30, 70), rng.uniform(5, 30)),
                      circle(rng.uniform(30, 70), rng.uniform(30, 70), rng.uniform(5, 30))))
    # degenerate: shared edges, same path, nested, touching
    pairs.append((rect(10, 10, 40, 40), rect(50, 10, 40, 40)))
    pairs.append((rect(10, 10, 40, 40), rect(50, 30, 40, 40)))
    pairs.append((rect(10, 10, 40, 40), rect(10, 10, 40, 40)))
    pairs.append((rect(10, 10, 80, 80), rect(30, 30, 20, 20)))
    pairs.append((rect(10, 10, 40, 40), rect(50, 50, 40, 40)))
    pairs.append((circle(50, 50, 30), circle(50, 50, 30)))
    pairs.append((circle(50, 50, 30), circle(50, 50, 10)))
    pairs.append((circle(30, 50, 20), circle(70, 50, 20)))
    pairs.append((rect(10, 10, 40, 40), rect(20, 10, 20, 40)))
    pairs.append((rect(10, 10, 40, 40), rect(20, 20, 30, 10)))
    return pairs


N = 2048


def mask(path):
    surface = skia.Surface(N, N)
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorBLACK)
    canvas.scale(N / 100, N / 100)
    canvas.drawPath(path, skia.Paint(Color=skia.ColorWHITE, AntiAlias=False))
    return surface.makeImageSnapshot().toarray()[:, :, 0] > 127


def interior(m):
    u = np.ones_like(m)
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            u &= np.roll(np.roll(m, dy, 0), dx, 1) == m
    return u


def compare(bench, seed, evenodd):
    """Compares one seed's pairs; returns (runs, differing, ours wrong, listing)."""
    pairs = pairs_for(seed)
    os.makedirs(".build", exist_ok=True)
    with open(".build/combine-pairs.txt", "w") as f:
        for a, b in pairs:
            f.write(a + "\n" + b + "\n")
    command = [bench, "combine", ".build/combine-pairs.txt", "--out", ".build/combine-ours.txt"]
    if evenodd:
        command.append("--eofill")
    subprocess.run(command, check=True, capture_output=True, text=True)
    ours = [l.rstrip("\n") for l in open(".build/combine-ours.txt")]
    ops = [skia.PathOp.kUnion_PathOp, skia.PathOp.kIntersect_PathOp,
           skia.PathOp.kDifference_PathOp, skia.PathOp.kXOR_PathOp]
    names = ["union", "intersection", "subtracting", "symmetricDifference"]
    fill = skia.PathFillType.kEvenOdd if evenodd else skia.PathFillType.kWinding
    differing = []
    ours_wrong = 0
    for i, (da, db) in enumerate(pairs):
        a = svgpath.to_skia(svgpath.parse(da))
        b = svgpath.to_skia(svgpath.parse(db))
        a.setFillType(fill)
        b.setFillType(fill)
        for k, op in enumerate(ops):
            s = skia.Op(a, b, op)
            ms = mask(s) if s is not None else np.zeros((N, N), bool)
            line = ours[4 * i + k]
            mo = mask(svgpath.to_skia(svgpath.parse(line))) if line else np.zeros((N, N), bool)
            far = (ms != mo) & interior(ms) & interior(mo)
            count = int(far.sum())
            if count == 0:
                continue
            ys, xs = np.nonzero(far)
            step = max(1, len(xs) // 200)
            right = 0
            sampled = 0
            for j in range(0, len(xs), step):
                x = (xs[j] + 0.5) * 100 / N
                y = (ys[j] + 0.5) * 100 / N
                ia, ib = a.contains(x, y), b.contains(x, y)
                truth = [ia or ib, ia and ib, ia and not ib, ia != ib][k]
                right += bool(mo[ys[j], xs[j]]) == truth
                sampled += 1
            if right * 2 < sampled:
                ours_wrong += 1
            differing.append((count, i, names[k], "ours right at %d of %d" % (right, sampled)))
    listing = ["pair %d %s: %d pixels, %s" % (d[1], d[2], d[0], d[3])
               for d in sorted(differing, reverse=True)[:10]]
    return 4 * len(pairs), len(differing), ours_wrong, listing


def blob(rng):
    n = 12
    cx, cy = rng.uniform(40, 60), rng.uniform(40, 60)
    pts = []
    for k in range(n):
        a = 2 * math.pi * k / n
        r = rng.uniform(20, 35)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    # A closed Catmull-Rom spline through the points: 12 smooth cubics.
    d = "M%.4f %.4f" % pts[0]
    for k in range(n):
        p0, p1, p2, p3 = pts[k - 1], pts[k], pts[(k + 1) % n], pts[(k + 2) % n]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d += " C%.4f %.4f %.4f %.4f %.4f %.4f" % (c1 + c2 + p2)
    return d + " Z"


OPERATIONS = [("union", "union", skia.PathOp.kUnion_PathOp),
              ("intersection", "intersection", skia.PathOp.kIntersect_PathOp),
              ("all four", None, None)]


def timing(bench):
    """Microseconds a pair for ours and Skia, per round and per row of OPERATIONS (union,
    intersection, the four operations), and our instructions a pair for each row (None
    without valgrind)."""
    rng = random.Random(12)
    lines = [blob(rng) for _ in range(200)]
    with open(".build/combine-blobs.txt", "w") as f:
        f.write("\n".join(lines) + "\n")
    paths = [svgpath.to_skia(svgpath.parse(l)) for l in lines]
    four = [skia.PathOp.kUnion_PathOp, skia.PathOp.kIntersect_PathOp,
            skia.PathOp.kDifference_PathOp, skia.PathOp.kXOR_PathOp]

    def ours(only, rounds):
        command = [bench, "combine", ".build/combine-blobs.txt", "--rounds", str(rounds)]
        return command + (["--only", only] if only else [])

    rounds = []
    for _ in range(3):
        row = []
        for name, only, op in OPERATIONS:
            out = subprocess.run(ours(only, 5), check=True, capture_output=True, text=True).stdout
            mine = float(out.split(",")[-1].split("µs")[0].split()[-1])
            ops = [op] if op is not None else four
            best = 1e9
            for _ in range(5):
                start = time.perf_counter()
                for i in range(100):
                    for o in ops:
                        skia.Op(paths[2 * i], paths[2 * i + 1], o)
                best = min(best, time.perf_counter() - start)
            row.append((mine, best / 100 * 1e6))
        rounds.append(row)
    instructions = None
    if subprocess.run(["which", "valgrind"], capture_output=True).returncode == 0:
        instructions = []
        for name, only, op in OPERATIONS:
            counts = []
            for r in (1, 2):
                result = subprocess.run(
                    ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
                    + ours(only, r), capture_output=True, text=True)
                counts.append(int(result.stderr.split("Collected :")[-1].split()[0]))
            instructions.append((counts[1] - counts[0]) / 100)
    return rounds, instructions


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bench")
    parser.add_argument("--seed", type=int, default=977)
    parser.add_argument("--evenodd", action="store_true")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    if not args.write:
        runs, differing, wrong, listing = compare(args.bench, args.seed, args.evenodd)
        rule = "even-odd" if args.evenodd else "non-zero"
        print("seed %d, %s: %d runs, %d differ by about a pixel or more, ours wrong in %d"
              % (args.seed, rule, runs, differing, wrong))
        for line in listing:
            print("  " + line)
        sys.exit(1 if wrong else 0)
    started = time.time()
    body = ["Seeded pairs (random polygons, curved blobs with self-crossing cubics, circles, and",
            "rectangles and circles that share edges, nest, touch or coincide), each pair's",
            "union, intersection, difference and symmetric difference against `skia.Op`, filled",
            "on a 2048-pixel raster: runs that differ by about a pixel or more away from the",
            "outlines, and whose result the inputs' own containment agrees with there.", "",
            "| seed | rule | runs | differ | ours wrong | where they differ |",
            "| ---: | --- | ---: | ---: | ---: | --- |"]
    wrong_total = 0
    for seed, evenodd in [(977, False), (1, False), (2, True)]:
        runs, differing, wrong, listing = compare(args.bench, seed, evenodd)
        wrong_total += wrong
        body.append("| %d | %s | %d | %d | %d | %s |" % (
            seed, "even-odd" if evenodd else "non-zero", runs, differing, wrong,
            "; ".join(listing[:3]) or "—"))
    rounds, instructions = timing(args.bench)
    body += ["", "100 pairs of smooth 12-cubic blobs (seed 12): µs a pair for the union alone, the",
             "intersection alone and the four operations, each figure the best of 5 passes, ours",
             "(`indicator-bench combine --only`) and Skia (`skia.Op` from Python, whose call costs",
             "about a microsecond) alternating; three rounds.", "",
             "| round | operation | ours (µs a pair) | Skia (µs a pair) | Skia ÷ ours |",
             "| ---: | --- | ---: | ---: | ---: |"]
    for k, row in enumerate(rounds):
        for (name, _, _), (mine, theirs) in zip(OPERATIONS, row):
            body.append("| %d | %s | %.1f | %.1f | %.2f× |" % (k + 1, name, mine, theirs, theirs / mine))
    if instructions is not None:
        body += ["", "Our instructions a pair (callgrind, one pass of 100 pairs): " + ", ".join(
            "%s %.0f" % (name, count) for (name, _, _), count in zip(OPERATIONS, instructions)) + "."]
    subprocess.run(
        [sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "report.py"),
         "combine", "--title", "Region operations against Skia",
         "--rerun", "Scripts/oracle/combine_compare.py BENCH --write",
         "--meta", "skia-python: " + skia.__version__,
         "--meta", "took: %d s" % (time.time() - started)],
        input="\n".join(body) + "\n", text=True, check=True)
    sys.exit(1 if wrong_total else 0)


if __name__ == "__main__":
    main()
