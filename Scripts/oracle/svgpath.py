"""SVG path data for the oracle scripts: a small reader, a writer, and skia.Path bridges.

parse(d) reads M L H V C S Q T Z, absolute and relative, with implicit repeats (a
moveto's extra pairs are linetos). Arcs (A) never occur in the corpora and raise
ValueError, as does malformed data. It returns a list of subpaths, each a tuple
(start, segments, closed); a segment is ("L", p), ("Q", c, p) or ("C", c1, c2, p), every
point an (x, y) tuple of floats. A drawing command after Z starts a new subpath at the
current point, as in SVG.

parse and to_svg need only the standard library; to_skia and from_skia import skia when
called.
"""
import re

_TOKENS = re.compile(r"[A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_ARITY = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "Z": 0}


def parse(d):
    tokens = _TOKENS.findall(d)
    subpaths = []
    current = None  # [start, segments, closed] of the open subpath
    x = y = 0.0
    last_control = None  # the second control point of the previous C/S or Q/T
    last_kind = None  # "C" or "Q" when last_control applies
    command = None
    i = 0

    def close_current():
        nonlocal current
        if current is not None:
            subpaths.append(tuple(current))
            current = None

    while i < len(tokens):
        token = tokens[i]
        if token.isalpha():
            command = token
            i += 1
            upper = command.upper()
            if upper not in _ARITY:
                raise ValueError("unsupported path command %r" % command)
            if upper == "Z":
                if current is not None:
                    current[2] = True
                    x, y = current[0]
                    close_current()
                last_kind = None
                continue
        elif command is None:
            raise ValueError("path data must start with a command")
        upper = command.upper()
        arity = _ARITY[upper]
        if arity == 0:
            raise ValueError("numbers after Z")
        args = tokens[i:i + arity]
        if len(args) < arity or any(a.isalpha() for a in args):
            raise ValueError("%s needs %d numbers" % (command, arity))
        values = [float(a) for a in args]
        i += arity
        dx, dy = (x, y) if command.islower() else (0.0, 0.0)

        def point(k):
            return (values[k] + dx, values[k + 1] + dy)

        if upper == "M":
            close_current()
            x, y = point(0)
            current = [(x, y), [], False]
            command = "l" if command == "m" else "L"
            last_kind = None
            continue
        if current is None:
            current = [(x, y), [], False]
        segments = current[1]
        kind = None
        if upper in "LHV":
            if upper == "L":
                end = point(0)
            elif upper == "H":
                end = (values[0] + dx, y)
            else:
                end = (x, values[0] + dy)
            segments.append(("L", end))
        elif upper in "CS":
            if upper == "C":
                c1, c2, end = point(0), point(2), point(4)
            else:
                c1 = _reflect(last_control, (x, y)) if last_kind == "C" else (x, y)
                c2, end = point(0), point(2)
            segments.append(("C", c1, c2, end))
            last_control, kind = c2, "C"
        else:  # Q, T
            if upper == "Q":
                c, end = point(0), point(2)
            else:
                c = _reflect(last_control, (x, y)) if last_kind == "Q" else (x, y)
                end = point(0)
            segments.append(("Q", c, end))
            last_control, kind = c, "Q"
        last_kind = kind
        x, y = end
    close_current()
    return subpaths


def _reflect(control, about):
    return (2 * about[0] - control[0], 2 * about[1] - control[1])


def num(v):
    """A coordinate as SVG text: six decimals at most, no trailing zeros, no "-0"."""
    text = ("%.6f" % v).rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def to_svg(subpaths):
    parts = []
    for start, segments, closed in subpaths:
        parts.append("M%s %s" % (num(start[0]), num(start[1])))
        for seg in segments:
            parts.append(seg[0] + " ".join("%s %s" % (num(p[0]), num(p[1])) for p in seg[1:]))
        if closed:
            parts.append("Z")
    return " ".join(parts)


def to_skia(subpaths):
    import skia

    path = skia.Path()
    for start, segments, closed in subpaths:
        path.moveTo(*start)
        for seg in segments:
            if seg[0] == "L":
                path.lineTo(*seg[1])
            elif seg[0] == "Q":
                path.quadTo(*seg[1], *seg[2])
            else:
                path.cubicTo(*seg[1], *seg[2], *seg[3])
        if closed:
            path.close()
    return path


def from_skia(path, conic_pow2=2):
    """A skia.Path as SVG path data. Conics (Skia's round joins and caps) become 2**conic_pow2
    quadratics each (4 by default: far below a pixel for any width used here)."""
    import skia

    Verb = skia.Path.Verb
    parts = []
    it = skia.Path.Iter(path, False)
    while True:
        verb, pts = it.next()
        if verb == Verb.kDone_Verb:
            break
        if verb == Verb.kMove_Verb:
            parts.append("M" + _pts(pts[:1]))
        elif verb == Verb.kLine_Verb:
            parts.append("L" + _pts(pts[1:2]))
        elif verb == Verb.kQuad_Verb:
            parts.append("Q" + _pts(pts[1:3]))
        elif verb == Verb.kConic_Verb:
            quads = skia.Path.ConvertConicToQuads(pts[0], pts[1], pts[2], it.conicWeight(), conic_pow2)
            for k in range(1, len(quads) - 1, 2):
                parts.append("Q" + _pts(quads[k:k + 2]))
        elif verb == Verb.kCubic_Verb:
            parts.append("C" + _pts(pts[1:4]))
        elif verb == Verb.kClose_Verb:
            parts.append("Z")
    return " ".join(parts)


def _pts(points):
    return " ".join("%s %s" % (num(p.x()), num(p.y())) for p in points)
