"""Region operations against Skia's PathOps, from the repository alone.

  python Scripts/oracle/combine_compare.py BENCH [--seed S] [--evenodd]

writes seeded pairs (random polygons, curved blobs with self-crossing cubics, circles, and
rectangles and circles that share edges, nest, touch or coincide) to .build/combine-pairs.txt,
runs `BENCH combine` on them, computes each pair's union, intersection, difference and
symmetric difference with `skia.Op`, and compares the filled regions on a 2048-pixel raster
of the 100-unit box: a pixel counts when it differs away from every outline (its 3x3
neighbourhood uniform in both rasters), so a disagreement of about a pixel or more. For
each differing run it says which side the inputs' own containment (`skia.Path.contains`)
agrees with at the differing pixels. Exits 1 when a run differs where ours is the wrong
one. Needs the oracle environment (Scripts/oracle/setup.sh).
"""
import argparse, math, os, random, subprocess, sys
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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bench")
    parser.add_argument("--seed", type=int, default=977)
    parser.add_argument("--evenodd", action="store_true")
    args = parser.parse_args()
    pairs = pairs_for(args.seed)
    os.makedirs(".build", exist_ok=True)
    with open(".build/combine-pairs.txt", "w") as f:
        for a, b in pairs:
            f.write(a + "\n" + b + "\n")
    command = [args.bench, "combine", ".build/combine-pairs.txt", "--out", ".build/combine-ours.txt"]
    if args.evenodd:
        command.append("--eofill")
    print(subprocess.run(command, check=True, capture_output=True, text=True).stdout.strip())
    ours = [l.rstrip("\n") for l in open(".build/combine-ours.txt")]
    ops = [skia.PathOp.kUnion_PathOp, skia.PathOp.kIntersect_PathOp,
           skia.PathOp.kDifference_PathOp, skia.PathOp.kXOR_PathOp]
    names = ["union", "intersection", "subtracting", "symmetricDifference"]
    fill = skia.PathFillType.kEvenOdd if args.evenodd else skia.PathFillType.kWinding
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
    rule = "even-odd" if args.evenodd else "non-zero"
    print("seed %d, %s: %d runs, %d differ by about a pixel or more, ours wrong in %d"
          % (args.seed, rule, 4 * len(pairs), len(differing), ours_wrong))
    for d in sorted(differing, reverse=True)[:10]:
        print("  pair %d %s: %d pixels, %s" % (d[1], d[2], d[0], d[3]))
    sys.exit(1 if ours_wrong else 0)


if __name__ == "__main__":
    main()
