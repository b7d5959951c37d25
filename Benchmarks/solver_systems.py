"""Generators of the constraint systems that `layoutd bench solver` and kiwisolver replay.

Each generator returns a `System`: variables, then phases of operations, written out in
the dump format of Benchmarks/README.md.
"""


class System:
    def __init__(self, name):
        self.name = name
        self.variables = []
        self.phases = []  # (phase name, [operation]); operation = ("c", terms, op, constant, priority) | ("edit", var, priority) | ("suggest", var, value)
        self.kiwi_strengths = None  # priority -> kiwi weight, when not the priority itself

    def var(self, name):
        self.variables.append(name)
        return name

    def phase(self, name):
        self.phases.append((name, []))

    def c(self, terms, op, constant, priority="required"):
        """sum(coefficient * variable) op constant, at a priority."""
        merged = {}
        for coefficient, variable in terms:
            merged[variable] = merged.get(variable, 0.0) + coefficient
        self.phases[-1][1].append(("c", [(k, v) for v, k in merged.items() if k != 0], op, constant, priority))

    def edit(self, variable, priority):
        self.phases[-1][1].append(("edit", variable, priority))

    def suggest(self, variable, value):
        self.phases[-1][1].append(("suggest", variable, value))

    def required_first(self):
        """The same system with each phase's required constraints moved before the rest (stable)."""
        other = System(self.name + "-reqfirst")
        other.variables = list(self.variables)
        other.kiwi_strengths = self.kiwi_strengths
        for name, operations in self.phases:
            required = [o for o in operations if o[0] == "c" and o[4] == "required"]
            rest = [o for o in operations if not (o[0] == "c" and o[4] == "required")]
            edits = [o for o in rest if o[0] != "c"]
            optional = [o for o in rest if o[0] == "c"]
            # Edits (and their suggestions) stay ahead of the constraints, as in the original.
            other.phases.append((name, edits + required + optional))
        return other

    def constraint_count(self):
        return sum(1 for _, ops in self.phases for o in ops if o[0] == "c")

    def dump(self):
        lines = ["# %s: %d variables, %d constraints" % (self.name, len(self.variables), self.constraint_count())]
        lines += ["var " + v for v in self.variables]
        for name, operations in self.phases:
            lines.append("phase " + name)
            for o in operations:
                if o[0] == "c":
                    terms = " ".join("%s*%s" % (fmt(k), v) for k, v in o[1])
                    lines.append("c %s %s %s @%s" % (terms, o[2], fmt(o[3]), o[4]))
                elif o[0] == "edit":
                    lines.append("edit %s %s" % (o[1], o[2]))
                else:
                    lines.append("suggest %s %s" % (o[1], fmt(o[2])))
        return "\n".join(lines) + "\n"


def fmt(x):
    return repr(float(x)).rstrip("0").rstrip(".") if float(x) != int(x) else str(int(x))


# kiwi's enaml-like benchmark (nucleic/kiwi benchmarks/enaml_like_benchmark.py), same
# variables, constraints and order. Its strengths map to strictly ordered priorities:
# strong 900 > smedium 800 > mmedium 600 > medium 500 > weak 100; kiwi gets its own weights.
ENAML_PRIORITIES = {"required": "required", "strong": "900", "smedium": "800", "mmedium": "600", "medium": "500", "weak": "100"}
ENAML_KIWI_WEIGHTS = {"900": 1e6, "800": 1e5, "600": 1250.0, "500": 1e3, "100": 1.0}

ENAML_VARIABLES = """left height top width contents_top contents_bottom contents_left contents_right
midline ctleft ctheight cttop ctwidth lb1left lb1height lb1top lb1width lb2left lb2height lb2top lb2width
lb3left lb3height lb3top lb3width fl1left fl1height fl1top fl1width fl2left fl2height fl2top fl2width
fl3left fl3height fl3top fl3width""".split()

# (terms, op, constant, strength): terms as "coef var" pairs, constraint sum(terms) op constant.
ENAML_CONSTRAINTS = """
left >= 0 required|height == 0 medium|top >= 0 required|width >= 0 required|height >= 0 required
-1 top 1 contents_top == 10 required|lb3height == 16 strong|lb3height >= 16 strong|ctleft >= 0 required
cttop >= 0 required|ctwidth >= 0 required|ctheight >= 0 required|fl3left >= 0 required|ctheight >= 24 smedium
ctwidth <= 1.67772e+07 smedium|ctheight <= 24 smedium|fl3top >= 0 required|fl3width >= 0 required
fl3height >= 0 required|lb1width == 67 weak|lb2width >= 0 required|lb2height >= 0 required|fl2height >= 0 required
lb3left >= 0 required|fl2width >= 125 strong|fl2height == 21 strong|fl2height >= 21 strong|lb3top >= 0 required
lb3width >= 0 required|fl1left >= 0 required|fl1width >= 0 required|lb1width >= 67 strong|fl2left >= 0 required
lb2width == 66 weak|lb2width >= 66 strong|lb2height == 16 strong|fl1height >= 0 required|fl1top >= 0 required
lb2top >= 0 required|-1 lb2top 1 lb3top -1 lb2height == 10 mmedium|-1 lb3top -1 lb3height 1 fl3top >= 10 required
-1 lb3top -1 lb3height 1 fl3top == 10 mmedium|1 contents_bottom -1 fl3height -1 fl3top == 0 mmedium
1 fl1top -1 contents_top >= 0 required|1 fl1top -1 contents_top == 0 mmedium
1 contents_bottom -1 fl3height -1 fl3top >= 0 required|-1 left -1 width 1 contents_right == -10 required
-1 top -1 height 1 contents_bottom == -10 required|-1 left 1 contents_left == 10 required
1 lb3left -1 contents_left == 0 mmedium|1 fl1left -1 midline == 0 strong|1 fl2left -1 midline == 0 strong
1 ctleft -1 midline == 0 strong|1 fl1top 0.5 fl1height -1 lb1top -0.5 lb1height == 0 strong
1 lb1left -1 contents_left >= 0 required|1 lb1left -1 contents_left == 0 mmedium
-1 lb1left 1 fl1left -1 lb1width >= 10 required|-1 lb1left 1 fl1left -1 lb1width == 10 mmedium
-1 fl1left 1 contents_right -1 fl1width >= 0 required|width == 0 medium
-1 fl1top 1 fl2top -1 fl1height >= 10 required|-1 fl1top 1 fl2top -1 fl1height == 10 mmedium
1 cttop -1 fl2top -1 fl2height >= 10 required|-1 ctheight -1 cttop 1 fl3top >= 10 required
1 contents_bottom -1 fl3height -1 fl3top >= 0 required|1 cttop -1 fl2top -1 fl2height == 10 mmedium
-1 fl1left 1 contents_right -1 fl1width == 0 mmedium|-1 lb2top -0.5 lb2height 1 fl2top 0.5 fl2height == 0 strong
-1 contents_left 1 lb2left >= 0 required|-1 contents_left 1 lb2left == 0 mmedium
1 fl2left -1 lb2width -1 lb2left >= 10 required|-1 ctheight -1 cttop 1 fl3top == 10 mmedium
1 contents_bottom -1 fl3height -1 fl3top == 0 mmedium|lb1top >= 0 required|lb1width >= 0 required
lb1height >= 0 required|1 fl2left -1 lb2width -1 lb2left == 10 mmedium
-1 fl2left -1 fl2width 1 contents_right == 0 mmedium|-1 fl2left -1 fl2width 1 contents_right >= 0 required
1 lb3left -1 contents_left >= 0 required|lb1left >= 0 required|0.5 ctheight 1 cttop -1 lb3top -0.5 lb3height == 0 strong
1 ctleft -1 lb3left -1 lb3width >= 10 required|-1 ctwidth -1 ctleft 1 contents_right >= 0 required
1 ctleft -1 lb3left -1 lb3width == 10 mmedium|1 fl3left -1 contents_left >= 0 required
1 fl3left -1 contents_left == 0 mmedium|-1 ctwidth -1 ctleft 1 contents_right == 0 mmedium
-1 fl3left 1 contents_right -1 fl3width == 0 mmedium|-1 contents_top 1 lb1top >= 0 required
-1 contents_top 1 lb1top == 0 mmedium|-1 fl3left 1 contents_right -1 fl3width >= 0 required
1 lb2top -1 lb1top -1 lb1height >= 10 required|-1 lb2top 1 lb3top -1 lb2height >= 10 required
1 lb2top -1 lb1top -1 lb1height == 10 mmedium|fl1height == 21 strong|fl1height >= 21 strong|lb2left >= 0 required
lb2height >= 16 strong|fl2top >= 0 required|fl2width >= 0 required|lb1height >= 16 strong|lb1height == 16 strong
fl3width >= 125 strong|fl3height == 21 strong|fl3height >= 21 strong|lb3height >= 0 required|ctwidth >= 119 smedium
lb3width == 24 weak|lb3width >= 24 strong|fl1width >= 125 strong
"""


def enaml_like(loops=100):
    s = System("enaml")
    s.kiwi_strengths = ENAML_KIWI_WEIGHTS
    for v in ENAML_VARIABLES:
        s.var(v)
    s.phase("build")
    s.edit("width", ENAML_PRIORITIES["strong"])
    s.edit("height", ENAML_PRIORITIES["strong"])
    for item in ENAML_CONSTRAINTS.replace("\n", "|").split("|"):
        words = item.split()
        if not words:
            continue
        strength = words[-1]
        constant = float(words[-2])
        op = words[-3]
        body = words[:-3]
        if len(body) == 1:
            terms = [(1.0, body[0])]
        else:
            terms = [(float(body[i]), body[i + 1]) for i in range(0, len(body), 2)]
        s.c(terms, op, constant, ENAML_PRIORITIES[strength])
    s.phase("suggest")
    for _ in range(loops):
        for w, h in [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]:
            s.suggest("width", w)
            s.suggest("height", h)
    return s


class Item:
    """A view or layout guide: x, y, width, height variables; the other attributes are linear in them."""

    def __init__(self, system, name):
        self.x = system.var(name + ".x")
        self.y = system.var(name + ".y")
        self.w = system.var(name + ".w")
        self.h = system.var(name + ".h")

    def attr(self, a):
        return {
            "leading": [(1, self.x)], "trailing": [(1, self.x), (1, self.w)],
            "top": [(1, self.y)], "bottom": [(1, self.y), (1, self.h)],
            "centerX": [(1, self.x), (0.5, self.w)], "centerY": [(1, self.y), (0.5, self.h)],
            "width": [(1, self.w)], "height": [(1, self.h)],
        }[a]


def rel(s, a, op, b, constant=0.0, priority="required"):
    """a op b + constant, with a and b lists of (coefficient, variable)."""
    s.c(a + [(-k, v) for k, v in b], op, constant, priority)


def intrinsic(s, view, width, height, hug=(250, 250), compression=(750, 750)):
    for size, attr, h, c in ((width, "width", hug[0], compression[0]), (height, "height", hug[1], compression[1])):
        if size is None:
            continue
        rel(s, view.attr(attr), "<=", [], size, str(h))
        rel(s, view.attr(attr), ">=", [], size, str(c))


def stack(s, name, view, arranged, axis, distribution, alignment, spacing, margins=(0, 0, 0, 0)):
    """The constraints UIStackView makes (seed 004's UISV families) for one stack."""
    lead, trail, size = ("leading", "trailing", "width") if axis == "h" else ("top", "bottom", "height")
    cross_lead, cross_trail, cross_center, cross_size = (
        ("top", "bottom", "centerY", "height") if axis == "h" else ("leading", "trailing", "centerX", "width"))
    top, left, bottom, right = margins
    m_lead, m_trail = (left, right) if axis == "h" else (top, bottom)
    m_cross_lead, m_cross_trail = (top, bottom) if axis == "h" else (left, right)
    first, last = arranged[0], arranged[-1]
    # UISV-canvas-connection along the axis.
    rel(s, first.attr(lead), "==", view.attr(lead), m_lead)
    rel(s, last.attr(trail), "==", view.attr(trail), -m_trail)
    # UISV-spacing, and for equalSpacing the gap guides (UISV-distributing-edge, UISV-fill-equally).
    gaps = []
    for i in range(1, len(arranged)):
        a, b = arranged[i - 1], arranged[i]
        if distribution == "fill":
            rel(s, b.attr(lead), "==", a.attr(trail), spacing)
        else:
            rel(s, b.attr(lead), ">=", a.attr(trail), spacing)
            g = Item(s, "%s.gap%d" % (name, i))
            rel(s, g.attr(lead), "==", a.attr(trail))
            rel(s, g.attr(trail), "==", b.attr(lead))
            if gaps:
                rel(s, g.attr(size), "==", gaps[0].attr(size))
            gaps.append(g)
    if distribution != "fill" and gaps:
        rel(s, gaps[0].attr(cross_size), "==", [], 0, "25")
    # Alignment across the axis.
    if alignment == "fill":
        for a in arranged[1:]:
            rel(s, a.attr(cross_lead), "==", first.attr(cross_lead))
            rel(s, a.attr(cross_trail), "==", first.attr(cross_trail))
        rel(s, first.attr(cross_lead), "==", view.attr(cross_lead), m_cross_lead)
        rel(s, first.attr(cross_trail), "==", view.attr(cross_trail), -m_cross_trail)
    else:
        spacer = Item(s, name + ".layoutSpacer")
        anchor = cross_center if alignment == "center" else cross_lead
        for a in arranged[1:]:
            rel(s, a.attr(anchor), "==", first.attr(anchor))
        for a in arranged:
            # UISV-spanning-boundary.
            rel(s, spacer.attr(cross_lead), "<=", a.attr(cross_lead))
            rel(s, spacer.attr(cross_trail), ">=", a.attr(cross_trail))
            if alignment != "center":
                rel(s, spacer.attr(cross_lead), "==", a.attr(cross_lead), 0, "999.5")
        # UISV-spanning-fit, UISV-canvas-connection across the axis.
        rel(s, spacer.attr(cross_size), "==", [], 0, "51")
        rel(s, spacer.attr(cross_lead), "==", view.attr(cross_lead), m_cross_lead)
        rel(s, spacer.attr(cross_trail), "==", view.attr(cross_trail), -m_cross_trail)
        rel(s, spacer.attr(lead), "==", view.attr(lead))
        rel(s, spacer.attr(size), "==", [], 0, "25")
        if alignment == "center":
            rel(s, first.attr(cross_center), "==", view.attr(cross_center))
        # UISV-ambiguity-suppression for arranged views without an intrinsic cross size.
        for a in arranged:
            if getattr(a, "no_intrinsic", False):
                rel(s, a.attr(cross_size), "==", [], 0, "25")


def twitter_cell(s, k, canvas_width, previous):
    """Seed 003's Twitter timeline cell: 13 views, about 120 constraints."""
    p = "cell%d" % k
    cell = Item(s, p)
    pic, column = Item(s, p + ".pic"), Item(s, p + ".column")
    meta, tweet, buttons = Item(s, p + ".meta"), Item(s, p + ".tweet"), Item(s, p + ".buttons")
    real, user, stamp = Item(s, p + ".realName"), Item(s, p + ".username"), Item(s, p + ".timestamp")
    reply, retweet, fav, spacer = (Item(s, p + "." + n) for n in ("reply", "retweet", "favorite", "spacer"))
    spacer.no_intrinsic = True
    # The feed: a vertical stack of cells, as wide as the canvas.
    rel(s, cell.attr("leading"), "==", [], 0)
    rel(s, cell.attr("trailing"), "==", [(1, canvas_width)])
    if previous is None:
        rel(s, cell.attr("top"), "==", [], 0)
    else:
        rel(s, cell.attr("top"), "==", previous.attr("bottom"))
    stack(s, p, cell, [pic, column], "h", "fill", "top", 9, (12, 12, 12, 12))
    stack(s, p + ".column", column, [meta, tweet, buttons], "v", "equalSpacing", "fill", 4)
    stack(s, p + ".meta", meta, [real, user, stamp], "h", "fill", "center", 4)
    stack(s, p + ".buttons", buttons, [reply, retweet, fav, spacer], "h", "equalSpacing", "center", 4)
    intrinsic(s, pic, 48, 48)
    intrinsic(s, real, 90 + k % 7 * 3, 18, hug=(251, 250), compression=(750, 750))
    intrinsic(s, user, 70 + k % 5 * 4, 18, hug=(250, 250), compression=(749, 750))
    intrinsic(s, stamp, 24, 18, hug=(252, 250), compression=(751, 750))
    intrinsic(s, tweet, None, 18 * (1 + k % 4))
    for b in (reply, retweet, fav):
        intrinsic(s, b, 32, 32)
    rel(s, spacer.attr("width"), ">=", [], 0)
    return cell


VIEWS_PER_CELL = 13


def twitter_feed(views):
    s = System("feed%d" % views)
    width = s.var("canvas.width")
    s.phase("build")
    s.edit(width, "999")
    s.suggest(width, 375)
    previous = None
    for k in range(max(1, views // VIEWS_PER_CELL)):
        previous = twitter_cell(s, k, width, previous)
    s.phase("resize")
    for w in (414, 320, 768, 375):
        s.suggest(width, w)
    return s
