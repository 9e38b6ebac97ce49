#!/usr/bin/env python3
"""Generate the face-card art shared by "Good Face Bad Face" and "Face Guess".

Run ``python assets/make_face_cards.py`` to (re)write every SVG file in
``assets/cards/faces/``:

* ``good_1.svg`` … ``good_7.svg``: Good Faces.  Round, soft heads, open or happy
  eyes, smiles and rosy cheeks on a bright, warm card whose panel has a scalloped
  (bumpy) trim, and a round *sun* as the corner mark;
* ``bad_1.svg`` … ``bad_6.svg``: Bad Faces.  Angular or jagged heads, scowling
  brows, narrowed eyes and frowns on a dark, cool card whose panel has a saw-tooth
  trim, and a *lightning bolt* as the corner mark;
* ``greedy.svg``, ``sad.svg``, ``blank.svg``: the wild cards (rules GF-18 … GF-22):
  Greedy Face (coin eyes, drooling grin, grabbing hands, gold; a coin as the mark),
  Sad Face (tears, rain cloud, blue-grey; a teardrop as the mark) and Blank Face (a
  dashed, empty face outline around a question mark; a question mark as the mark);
* ``back.svg``: the common back, plum with a two-faced (half smiling, half scowling)
  medallion, unlike the Flip 7 (navy, rainbow 7), Coup (burgundy, crest) and Crack
  the Code (tiles) backs.

Good and Bad never differ by colour alone: a colour-blind player tells them apart by
the head's outline (curves against corners), the corner mark (round sun against
zig-zag bolt), the trim (bumps against teeth) and the lightness of the card (light
against dark).  The variants differ in shape and expression too (hair, glasses,
hats, ears, freckles, teeth, horns …), so a Party of four Goods looks like four
people.  No words are baked in: the app paints names in the player's language.

Every card is 250 × 350 units and is meant to read at 60 × 84 pixels (a crowded
table): features are big and outlined thickly.  Only what Qt's SVG renderer (SVG
Tiny 1.2) draws reliably is used: basic shapes, paths, linear and radial gradients,
groups, transforms, opacity on fills and strokes, and dashes.  The colour and
gradient helpers come from ``make_flip7_cards.py``; run this file as a script (it
imports them from the sibling file).  Standard library only.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from make_flip7_cards import (
    fmt,
    linear_gradient,
    pattern,
    points,
    polar,
    radial_gradient,
    rounded_rect_path,
    shade,
    star_points,
    stripes,
    sunburst,
    tint,
)

OUT_DIR = Path(__file__).resolve().parent / "cards" / "faces"

W, H = 250, 350          # card size in SVG units
CX, CY = W / 2, H / 2
RADIUS = 16              # corner radius of the card
INSET = 13               # width of the coloured frame around the inner panel
PANEL_RADIUS = 9

FACE_X, FACE_Y = CX, 182  # where a face's own origin (its head's centre) sits on the card
LINE = 5                  # width of the outlines of a face

INK = "#1c1b2b"          # outlines
WHITE = "#ffffff"
GOLD = "#ffc83d"
MOUTH = "#7a1a2a"        # inside of an open mouth
TONGUE = "#ff6f86"
CHEEK = "#ff6f7d"
TEAR = "#8fd3ff"

# Skin tones: warm for the Good Faces, cool or ashen for the Bad ones.
SKIN = {
    "peach": "#ffd9b8", "tan": "#f0bd84", "honey": "#d99a5e", "brown": "#a86a3d",
    "deep": "#7a4a2a", "rose": "#ffc9b0",
    "moss": "#9cb79a", "slate": "#93a3c4", "violet": "#a193c7", "ash": "#a7b2b5",
    "toad": "#86a86b", "lilac": "#b7a9cf",
}

Svg = list[str]


def el(tag: str, **attrs: object) -> str:
    """One empty SVG element; ``stroke_width=3`` is written ``stroke-width="3"``."""
    parts = []
    for key, value in attrs.items():
        text = fmt(value) if isinstance(value, float | int) else str(value)
        parts.append(f'{key.rstrip("_").replace("_", "-")}="{text}"')
    return f'<{tag} {" ".join(parts)}/>'


def xy(x: float, y: float) -> str:
    """One point of path data."""
    return f"{fmt(x)},{fmt(y)}"


def group(items: Svg, transform: str = "") -> str:
    attr = f' transform="{transform}"' if transform else ""
    return f'<g{attr}>{"".join(items)}</g>'


def mirror(items: Svg) -> str:
    """The same shapes flipped left to right about the face's centre line."""
    return group(items, "scale(-1 1)")


def stroke(d: str, width: float = 7, colour: str = INK, cap: str = "round") -> str:
    return el("path", d=d, fill="none", stroke=colour, stroke_width=width,
              stroke_linecap=cap, stroke_linejoin="round")


def shape(d: str, fill: str, width: float = LINE, colour: str = INK) -> str:
    return el("path", d=d, fill=fill, stroke=colour, stroke_width=width,
              stroke_linejoin="round")


def poly(coords: list[tuple[float, float]], fill: str, width: float = LINE,
         colour: str = INK) -> str:
    return el("polygon", points=points(coords), fill=fill, stroke=colour, stroke_width=width,
              stroke_linejoin="round")


def blob(x: float, y: float, rx: float, ry: float, fill: str, width: float = LINE) -> str:
    return el("ellipse", cx=x, cy=y, rx=rx, ry=ry, fill=fill, stroke=INK, stroke_width=width)


def dot(x: float, y: float, r: float, fill: str = INK, opacity: float = 1) -> str:
    extra = {"fill_opacity": opacity} if opacity < 1 else {}
    return el("circle", cx=x, cy=y, r=r, fill=fill, **extra)


# --------------------------------------------------------------------------
# Card furniture: panel, trim, frame, corner marks
# --------------------------------------------------------------------------

PANEL = (INSET, INSET, W - 2 * INSET, H - 2 * INSET, PANEL_RADIUS)


def svg_file(defs: Svg, body: Svg) -> str:
    return "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{W}" height="{H}" viewBox="0 0 {W} {H}">',
        "<defs>", *defs, "</defs>",
        *body,
        "</svg>",
        "",
    ])


def edge_points(step: float) -> list[tuple[float, float, float]]:
    """Points along the inner panel's straight edges, each with the inward direction
    (degrees, clockwise from up) — where the trim's bumps or teeth sit."""
    x0, y0, x1, y1 = INSET, INSET, W - INSET, H - INSET
    start = PANEL_RADIUS + step / 2
    found = []
    for x in _spread(x0 + start, x1 - start, step):
        found += [(x, y0, 180), (x, y1, 0)]
    for y in _spread(y0 + start, y1 - start, step):
        found += [(x0, y, 90), (x1, y, 270)]
    return found


def _spread(a: float, b: float, step: float) -> list[float]:
    count = max(1, round((b - a) / step))
    return [a + (b - a) * i / count for i in range(count + 1)]


def trim(kind: str, colour: str) -> str:
    """Scallops (Good) or saw teeth (Bad) along the inside of the frame."""
    if kind == "scallops":
        items = [el("circle", cx=x, cy=y, r=6) for x, y, _ in edge_points(17)]
    else:
        items = []
        for x, y, degrees in edge_points(15):
            tip = polar(x, y, 9, degrees)
            side_a, side_b = polar(x, y, 7.5, degrees - 90), polar(x, y, 7.5, degrees + 90)
            items.append(el("polygon", points=points([side_a, tip, side_b])))
    return f'<g fill="{colour}" stroke="{INK}" stroke-width="1.5">{"".join(items)}</g>'


def frame(edge: str) -> Svg:
    """The frame band (an even-odd ring, gradient ``frame``) and the panel's edge line."""
    return [
        f'<path fill="url(#frame)" fill-rule="evenodd" stroke="{INK}" stroke-width="2" '
        f'd="{rounded_rect_path(1, 1, W - 2, H - 2, RADIUS)} {rounded_rect_path(*PANEL)}"/>',
        f'<path d="{rounded_rect_path(*PANEL)}" fill="none" stroke="{edge}" stroke-width="2"/>',
    ]


def corners(mark: Callable[[], str], scale: float = 1.15) -> Svg:
    """The corner mark top-left and bottom-right, upright in both (a sun's smile or a
    question mark turned upside down would read wrong)."""
    return [group([mark()], f"translate(37 41) scale({fmt(scale)})"),
            group([mark()], f"translate({W - 37} {H - 41}) scale({fmt(scale)})")]


def mark_sun() -> str:
    """Good: a round sun (a disc in a ring of rounded rays)."""
    rays = "".join(
        stroke(f"M{fmt(a[0])},{fmt(a[1])} L{fmt(b[0])},{fmt(b[1])}", 7, "#f08a00")
        for a, b in ((polar(0, 0, 17, d), polar(0, 0, 24, d)) for d in range(0, 360, 45)))
    rim = "".join(
        stroke(f"M{fmt(a[0])},{fmt(a[1])} L{fmt(b[0])},{fmt(b[1])}", 12, WHITE)
        for a, b in ((polar(0, 0, 17, d), polar(0, 0, 24, d)) for d in range(0, 360, 45)))
    return "".join([
        el("circle", r=19, fill=WHITE), rim, rays,
        el("circle", r=14, fill="url(#sun)", stroke=INK, stroke_width=3.5),
        stroke("M-6,2 Q0,8 6,2", 3),
    ])


def mark_bolt() -> str:
    """Bad: a zig-zag lightning bolt with a pale rim."""
    bolt = points([(6, -26), (-14, 3), (-1, 3), (-8, 26), (14, -5), (1, -5), (9, -26)])
    return "".join([
        f'<polygon points="{bolt}" fill="#e8ecff" stroke="#e8ecff" stroke-width="10" '
        f'stroke-linejoin="round"/>',
        f'<polygon points="{bolt}" fill="#ffe04a" stroke="{INK}" stroke-width="3.5" '
        f'stroke-linejoin="round"/>',
    ])


def mark_coin() -> str:
    """Greedy: a gold coin with a star."""
    return "".join([
        el("circle", r=23, fill="#8a5a00"),
        el("circle", r=20, fill=WHITE),
        el("circle", r=16, fill="url(#gold)", stroke=INK, stroke_width=3.5),
        el("circle", r=10.5, fill="none", stroke="#a86b00", stroke_width=2),
        el("polygon", points=star_points(0, 0, 5, 8, 3.5), fill="#fff3a8", stroke="#a86b00",
           stroke_width=1.5, stroke_linejoin="round"),
    ])


TEARDROP = "M0,-24 C7,-12 17,-2 17,9 A17,17 0 0 1 -17,9 C-17,-2 -7,-12 0,-24 Z"


def mark_tear() -> str:
    """Sad: a teardrop."""
    return "".join([
        f'<path d="{TEARDROP}" fill="{WHITE}" stroke="{WHITE}" stroke-width="9" '
        f'stroke-linejoin="round"/>',
        shape(TEARDROP, TEAR, 3.5),
        el("ellipse", cx=-6, cy=8, rx=3.5, ry=6, fill=WHITE, fill_opacity=0.8),
    ])


def question(width: float, colour: str, rim: str | None = None, rim_width: float = 0) -> str:
    """A question mark drawn as a stroke and a dot, about 60 units tall (no font needed)."""
    d = "M-13,-16 C-13,-34 15,-34 15,-17 C15,-6 1,-4 1,9"
    layers = []
    if rim:
        layers += [stroke(d, width + rim_width, rim),
                   el("circle", cx=1, cy=26, r=width / 2 + 1 + rim_width / 2, fill=rim)]
    layers += [stroke(d, width, colour), el("circle", cx=1, cy=26, r=width / 2 + 1, fill=colour)]
    return "".join(layers)


def mark_question() -> str:
    """Blank: a question mark."""
    return group([question(8, "#6a5acd", WHITE, 7)], "scale(0.8)")


# --------------------------------------------------------------------------
# Face parts (in the face's own units: the head is about 150 wide, centred on 0,0)
# --------------------------------------------------------------------------

def eyes_open(y: float = -8, gap: float = 28, r: float = 14, look: float = 0,
              iris: str = "#4a2c1a") -> Svg:
    """Two round, open eyes with a shine."""
    out = []
    for x in (-gap, gap):
        out += [
            blob(x, y, r, r * 1.12, WHITE, 4),
            dot(x + look, y + 2, r * 0.6, iris),
            dot(x + look, y + 2, r * 0.32, INK),
            dot(x + look - r * 0.25, y - r * 0.2, r * 0.22, WHITE),
        ]
    return out


def eye_closed_happy(x: float, y: float, w: float = 13) -> str:
    """A happy closed eye: an upturned arc (^)."""
    return stroke(f"M{xy(x - w, y + 4)} Q{xy(x, y - 14)} {xy(x + w, y + 4)}", 7)


def lashes(x: float, y: float, r: float, side: int) -> str:
    """Three lashes on the outer upper edge of an eye (side -1: left eye)."""
    return "".join(
        stroke(f"M{fmt(a[0])},{fmt(a[1])} L{fmt(b[0])},{fmt(b[1])}", 3.5)
        for a, b in ((polar(x, y, r * 1.05, side * d), polar(x, y, r * 1.55, side * d))
                     for d in (20, 45, 70)))


def eye_narrow(x: float, y: float, side: int, w: float = 15, slant: float = 8,
               iris: str = "#c0392b") -> Svg:
    """A narrowed, glaring eye (side -1: the left eye): the lid slants down to the nose."""
    outer, inner = x + side * w, x - side * w
    d = (f"M{fmt(outer)},{fmt(y - slant)} L{fmt(inner)},{fmt(y + 2)} "
         f"Q{fmt(x)},{fmt(y + 20)} {fmt(outer)},{fmt(y - slant)} Z")
    return [shape(d, WHITE, 4), dot(x - side * 2, y + 5, 5, iris), dot(x - side * 2, y + 5, 2.6)]


def eyes_narrow(y: float = -6, gap: float = 28, **kwargs: float | str) -> Svg:
    return eye_narrow(-gap, y, -1, **kwargs) + eye_narrow(gap, y, 1, **kwargs)


def brows_angry(y: float = -30, gap: float = 28, width: float = 9, colour: str = INK,
                tilt: float = 12) -> Svg:
    """Heavy brows that slope down towards the nose."""
    return [stroke(f"M{xy(s * (gap + 20), y - tilt)} L{xy(s * (gap - 16), y + tilt / 2)}",
                   width, colour, "butt" if width > 10 else "round") for s in (-1, 1)]


def brows_soft(y: float = -34, gap: float = 28, colour: str = INK, width: float = 5) -> Svg:
    """Gently raised brows."""
    return [stroke(f"M{fmt(x - 12)},{fmt(y + 3)} Q{fmt(x)},{fmt(y - 7)} {fmt(x + 12)},{fmt(y + 3)}",
                   width, colour) for x in (-gap, gap)]


def cheeks(y: float = 20, gap: float = 46, r: float = 12) -> Svg:
    return [el("ellipse", cx=x, cy=y, rx=r, ry=r * 0.7, fill=CHEEK, fill_opacity=0.55)
            for x in (-gap, gap)]


def freckles(y: float = 14, gap: float = 44) -> Svg:
    spots = [(-6, -3), (3, 1), (-2, 6), (7, 7), (-9, 5)]
    return [dot(s * gap + dx, y + dy, 2.2, "#a0522d") for s in (-1, 1) for dx, dy in spots]


def nose_button(y: float = 12, skin: str = "#f0bd84") -> str:
    return el("ellipse", cx=0, cy=y, rx=7, ry=5.5, fill=shade(skin, 0.18))


def smile_open(y: float = 26, w: float = 34, depth: float = 30, teeth: bool = True,
               tongue: bool = True) -> Svg:
    """A big open smile: a D lying on its back, with teeth and tongue."""
    d = f"M{xy(-w, y)} Q{xy(0, y + 8)} {xy(w, y)} Q{xy(0, y + 2 * depth)} {xy(-w, y)} Z"
    out = [shape(d, MOUTH, 0)]
    if tongue:
        out.append(el("ellipse", cx=0, cy=y + depth - 6, rx=w * 0.45, ry=8, fill=TONGUE))
    if teeth:
        out.append(el("path", fill=WHITE, d=(
            f"M{fmt(-w * 0.8)},{fmt(y + 3)} Q0,{fmt(y + 10)} {fmt(w * 0.8)},{fmt(y + 3)} "
            f"L{fmt(w * 0.66)},{fmt(y + 11)} Q0,{fmt(y + 18)} {fmt(-w * 0.66)},{fmt(y + 11)} Z")))
    out.append(shape(d, "none", LINE))
    return out


def smile_closed(y: float = 26, w: float = 32, depth: float = 16) -> Svg:
    """A wide closed-mouth smile with dimples."""
    dimples = [f"M{xy(s * (w + 5), y - 5)} Q{xy(s * (w + 2), y + 1)} {xy(s * (w - 2), y + 3)}"
               for s in (-1, 1)]
    return [stroke(f"M{xy(-w, y)} Q{xy(0, y + 2 * depth)} {xy(w, y)}", 7),
            *[stroke(d, 4) for d in dimples]]


def frown(y: float = 44, w: float = 28, depth: float = 14, width: float = 8) -> str:
    """A downturned mouth."""
    return stroke(f"M{fmt(-w)},{fmt(y)} Q0,{fmt(y - 2 * depth)} {fmt(w)},{fmt(y)}", width)


def gritted(y: float = 34, w: float = 32, h: float = 20) -> Svg:
    """Clenched teeth in a flattened, downturned box."""
    d = (f"M{fmt(-w)},{fmt(y + 6)} L{fmt(-w + 6)},{fmt(y)} L{fmt(w - 6)},{fmt(y)} "
         f"L{fmt(w)},{fmt(y + 6)} L{fmt(w - 4)},{fmt(y + h)} L{fmt(-w + 4)},{fmt(y + h)} Z")
    teeth = "".join(stroke(f"M{fmt(x)},{fmt(y + 1)} L{fmt(x)},{fmt(y + h - 1)}", 2.5)
                    for x in (-w * 0.55, -w * 0.18, w * 0.18, w * 0.55))
    seam = stroke(f"M{xy(-w + 2, y + h / 2 + 2)} L{xy(w - 2, y + h / 2 + 2)}", 2.5)
    return [shape(d, WHITE, LINE), seam, teeth]


# --------------------------------------------------------------------------
# Bodies (shoulders below the head)
# --------------------------------------------------------------------------

def shoulders_round(colour: str, skin: str) -> Svg:
    """Soft round shoulders in a T-shirt with a round neckline."""
    return [
        el("rect", x=-20, y=60, width=40, height=50, fill=shade(skin, 0.12), stroke=INK,
           stroke_width=LINE),
        shape("M-100,170 C-100,118 -70,96 -30,92 Q0,112 30,92 C70,96 100,118 100,170 Z", colour),
        stroke("M-30,92 Q0,112 30,92", 5),
    ]


def shoulders_sharp(colour: str, skin: str, collar: str) -> Svg:
    """Square shoulders in a dark coat with a tall pointed collar."""
    return [
        el("rect", x=-18, y=60, width=36, height=50, fill=shade(skin, 0.2), stroke=INK,
           stroke_width=LINE),
        poly([(-104, 170), (-96, 108), (-40, 92), (0, 128), (40, 92), (96, 108), (104, 170)],
             colour),
        poly([(-40, 92), (-58, 70), (-18, 104), (0, 128)], collar),
        poly([(40, 92), (58, 70), (18, 104), (0, 128)], collar),
    ]


# --------------------------------------------------------------------------
# Good Faces
# --------------------------------------------------------------------------

def good_curly() -> Svg:
    """Curly red hair, freckles, a big toothy grin."""
    skin = SKIN["peach"]
    curls = [(-62, -48), (-44, -70), (-18, -82), (10, -84), (36, -76), (58, -58), (70, -32),
             (-72, -22)]
    hair = "#d9531e"
    return [
        *shoulders_round("#ffb31a", skin),
        *[blob(x, y, 24, 24, hair) for x, y in curls],
        blob(0, 0, 74, 80, skin),
        *[dot(x * 0.9, y * 0.9 + 8, 20, hair) for x, y in curls[1:6]],
        *brows_soft(colour="#9c3a12"),
        *eyes_open(iris="#3f7d3a"),
        *cheeks(), *freckles(),
        nose_button(skin=skin),
        *smile_open(),
    ]


def good_specs() -> Svg:
    """Neat side-parted hair, round glasses, a closed smile with dimples."""
    skin = SKIN["tan"]
    hair = "#4a2c17"
    lenses = []
    for x in (-30, 30):
        lenses += [el("circle", cx=x, cy=-6, r=22, fill=WHITE, fill_opacity=0.35, stroke=INK,
                      stroke_width=7)]
    return [
        *shoulders_round("#3aa66a", skin),
        blob(0, 2, 76, 82, skin),
        shape("M-78,-4 C-84,-70 -30,-98 10,-92 C60,-88 86,-50 78,-4 C70,-30 50,-48 20,-52 "
              "C0,-40 -40,-38 -60,-30 C-70,-22 -74,-14 -78,-4 Z", hair),
        *brows_soft(y=-40, colour=hair),
        *eyes_open(y=-6, r=12, iris="#5b3a1a"),
        *lenses,
        stroke("M-8,-8 Q0,-14 8,-8", 6),
        *cheeks(y=26, gap=50), *freckles(y=20, gap=48),
        *smile_closed(y=34, w=28, depth=12),
    ]


def good_puffs() -> Svg:
    """Two round hair puffs, long lashes, a smile with the tongue showing."""
    skin = SKIN["brown"]
    hair = "#1f1410"
    return [
        *shoulders_round("#ff5f8f", skin),
        blob(-70, -66, 32, 32, hair), blob(70, -66, 32, 32, hair),
        el("circle", cx=-48, cy=-46, r=8, fill="#ffd23f", stroke=INK, stroke_width=3),
        el("circle", cx=48, cy=-46, r=8, fill="#ffd23f", stroke=INK, stroke_width=3),
        blob(0, 2, 74, 80, skin),
        shape("M-72,-14 C-72,-70 -30,-80 0,-80 C30,-80 72,-70 72,-14 C50,-50 -50,-50 -72,-14 Z",
              hair),
        lashes(-28, -6, 14, -1), lashes(28, -6, 14, 1),
        *eyes_open(y=-6, iris="#6b3b12"),
        *brows_soft(y=-36, colour=hair),
        *cheeks(gap=48),
        nose_button(skin=skin),
        *smile_open(y=28, w=30, depth=24, teeth=False),
    ]


def good_beanie() -> Svg:
    """A striped beanie with a pom-pom, happy closed eyes, a wide laugh."""
    skin = SKIN["rose"]
    return [
        *shoulders_round("#ff7a45", skin),
        blob(0, 4, 76, 78, skin),
        blob(-76, 10, 11, 16, skin), blob(76, 10, 11, 16, skin),
        shape("M-80,-22 C-80,-96 80,-96 80,-22 Z", "#e63946"),
        stroke("M-60,-70 Q0,-90 60,-70", 8, "#ffd6d9"),
        stroke("M-76,-46 Q0,-70 76,-46", 8, "#ffd6d9"),
        el("rect", x=-84, y=-34, width=168, height=22, rx=10, fill="#b71c2c", stroke=INK,
           stroke_width=LINE),
        blob(0, -96, 18, 18, "#fff1e6"),
        eye_closed_happy(-28, 2), eye_closed_happy(28, 2),
        *cheeks(y=22, gap=48, r=14),
        nose_button(y=16, skin=skin),
        *smile_open(y=30, w=36, depth=26),
    ]


def good_ears() -> Svg:
    """Big round ears, a tuft of hair, a beard, a laughing mouth."""
    skin = SKIN["deep"]
    beard = "#2a1a10"
    return [
        *shoulders_round("#f2a541", skin),
        blob(-76, 0, 22, 26, skin), blob(76, 0, 22, 26, skin),
        el("ellipse", cx=-76, cy=0, rx=11, ry=14, fill=shade(skin, 0.25)),
        el("ellipse", cx=76, cy=0, rx=11, ry=14, fill=shade(skin, 0.25)),
        blob(0, 0, 70, 80, skin),
        shape("M-64,14 C-60,90 60,90 64,14 C54,40 30,50 0,50 C-30,50 -54,40 -64,14 Z", beard),
        shape("M-10,-78 C-20,-98 10,-104 14,-90 C24,-100 36,-88 24,-78 Z", beard),
        shape("M-60,-40 C-50,-76 50,-76 60,-40 C40,-62 -40,-62 -60,-40 Z", beard),
        *brows_soft(y=-34, colour=beard, width=7),
        *eyes_open(y=-8, iris="#3b2314"),
        *cheeks(y=14, gap=46, r=10),
        nose_button(y=12, skin=skin),
        *smile_open(y=28, w=30, depth=22, tongue=True),
    ]


def good_flower() -> Svg:
    """Long wavy hair with a flower, a wink, a smile."""
    skin = SKIN["honey"]
    hair = "#f2c14e"
    petals = "".join(el("circle", cx=fmt(p[0]), cy=fmt(p[1]), r=9, fill="#ff8fab", stroke=INK,
                        stroke_width=3)
                     for p in (polar(58, -58, 11, d) for d in range(0, 360, 72)))
    return [
        shape("M-86,-10 C-100,-100 100,-100 86,-10 C92,50 100,90 84,120 L-84,120 "
              "C-100,90 -92,50 -86,-10 Z", hair),
        *shoulders_round("#2ec4b6", skin),
        blob(0, 4, 68, 78, skin),
        shape("M-70,-4 C-74,-74 -10,-90 22,-84 C62,-76 78,-40 70,-4 C58,-40 30,-56 -4,-56 "
              "C-36,-50 -60,-30 -70,-4 Z", hair),
        petals, dot(58, -58, 6, "#ffd23f"),
        *brows_soft(y=-34, colour="#a0701a"),
        *eyes_open(y=-6, r=13, iris="#2e6fa8")[:4],
        lashes(-28, -6, 13, -1),
        eye_closed_happy(28, -4, 12),
        *cheeks(y=20, gap=44),
        nose_button(y=12, skin=skin),
        *smile_closed(y=30, w=26, depth=14),
    ]


def good_grandpa() -> Svg:
    """A bald top with white side tufts, a bushy moustache, a broad smile."""
    skin = SKIN["peach"]
    white = "#f4f4f4"
    return [
        *shoulders_round("#c77dff", skin),
        blob(-72, 6, 14, 20, skin), blob(72, 6, 14, 20, skin),
        blob(0, 0, 72, 82, skin),
        el("ellipse", cx=-24, cy=-56, rx=18, ry=10, fill=WHITE, fill_opacity=0.55),
        *[blob(x, y, 16, 16, white) for x, y in ((-70, -28), (-66, -8), (70, -28), (66, -8))],
        stroke("M-40,-60 L-48,-54 M-34,-66 L-40,-58", 3, "#c9a98c"),
        *brows_soft(y=-34, colour="#9a9a9a", width=8),
        *eyes_open(y=-6, r=13, iris="#3a6ea5"),
        stroke("M-46,-16 Q-54,-6 -48,4 M46,-16 Q54,-6 48,4", 3),
        *cheeks(y=20, gap=48),
        el("ellipse", cx=0, cy=14, rx=10, ry=8, fill=shade(skin, 0.15), stroke=INK,
           stroke_width=3),
        *smile_open(y=40, w=26, depth=16, tongue=False),
        shape("M-4,24 C-20,16 -44,22 -48,36 C-36,30 -20,34 0,34 C20,34 36,30 48,36 "
              "C44,22 20,16 4,24 Z", white),
    ]


GOOD: list[Callable[[], Svg]] = [good_curly, good_specs, good_puffs, good_beanie, good_ears,
                                 good_flower, good_grandpa]


# --------------------------------------------------------------------------
# Bad Faces
# --------------------------------------------------------------------------

def bad_spiky() -> Svg:
    """A hexagonal head under spiky hair, a glare and a frown."""
    skin = SKIN["moss"]
    head = [(-52, -78), (52, -78), (78, -16), (62, 58), (0, 90), (-62, 58), (-78, -16)]
    spikes = [(-84, -20), (-92, -76), (-56, -62), (-50, -112), (-20, -74), (0, -122),
              (20, -74), (50, -112), (56, -62), (92, -76), (84, -20), (60, -46), (-60, -46)]
    return [
        *shoulders_sharp("#4a4e69", skin, "#8d99ae"),
        poly(head, skin),
        poly([(52, -78), (78, -16), (62, 58), (0, 90), (40, 40)], shade(skin, 0.2), 0),
        poly(head, "none"),
        poly(spikes, "#1b1b2f"),
        *brows_angry(y=-26),
        *eyes_narrow(y=-4),
        poly([(0, 0), (8, 22), (-6, 22)], shade(skin, 0.25), 3),
        frown(y=54, w=26, depth=12),
    ]


def bad_block() -> Svg:
    """A square block head with a flat-top, a unibrow and clenched teeth."""
    skin = SKIN["slate"]
    head = [(-74, -70), (74, -70), (78, 50), (56, 86), (-56, 86), (-78, 50)]
    return [
        *shoulders_sharp("#5c6185", skin, "#2b2d42"),
        poly([(-88, -10), (-74, -10), (-74, 30), (-88, 24)], skin),
        poly([(88, -10), (74, -10), (74, 30), (88, 24)], skin),
        poly(head, skin),
        poly([(-78, 50), (-56, 86), (56, 86), (78, 50), (60, 60), (-60, 60)], shade(skin, 0.18), 0),
        poly(head, "none"),
        el("rect", x=-76, y=-100, width=152, height=40, fill="#141423", stroke=INK,
           stroke_width=LINE),
        *[dot(x, y, 2, INK, 0.5) for x in range(-50, 60, 14) for y in (66, 76)],
        stroke("M-52,-38 L-8,-24 L8,-24 L52,-38", 11),
        *eyes_narrow(y=-6, gap=28, slant=6, iris="#1f6f8b"),
        poly([(-8, 0), (8, 0), (10, 20), (-10, 20)], shade(skin, 0.22), 3),
        *gritted(y=34, w=32, h=20),
    ]


def bad_horns() -> Svg:
    """A wide brow and a pointed chin, two horns, slit eyes and a fanged smirk."""
    skin = SKIN["violet"]
    head = [(-80, -64), (80, -64), (72, 10), (34, 70), (0, 92), (-34, 70), (-72, 10)]
    return [
        *shoulders_sharp("#5a3d8a", skin, "#9d4edd"),
        poly([(-60, -60), (-92, -118), (-80, -58)], "#f1e9da"),
        poly([(60, -60), (92, -118), (80, -58)], "#f1e9da"),
        poly(head, skin),
        poly([(80, -64), (72, 10), (34, 70), (0, 92), (30, 30)], shade(skin, 0.2), 0),
        poly(head, "none"),
        poly([(-80, -64), (80, -64), (60, -46), (0, -40), (-60, -46)], "#2d1b4e"),
        *brows_angry(y=-24, tilt=10),
        *[shape(f"M{x - 16},-2 Q{x},-16 {x + 16},-2 Q{x},10 {x - 16},-2 Z", "#ffd23f", 4)
          for x in (-28, 28)],
        *[el("ellipse", cx=x, cy=-3, rx=2.8, ry=7, fill=INK) for x in (-28, 28)],
        stroke("M-6,14 L0,22 L6,14", 4),
        stroke("M-30,44 Q-4,36 30,28", 8),
        poly([(14, 33), (20, 46), (24, 31)], WHITE, 3),
    ]


def bad_patch() -> Svg:
    """A jagged, lumpy head, an eyepatch, a scar and a sour frown."""
    skin = SKIN["ash"]
    head = [(-60, -80), (-30, -70), (-10, -88), (20, -72), (52, -86), (62, -56), (84, -40),
            (72, -8), (84, 20), (64, 44), (58, 78), (20, 70), (0, 94), (-24, 72), (-60, 80),
            (-62, 46), (-84, 24), (-72, -6), (-86, -36), (-66, -52)]
    return [
        *shoulders_sharp("#36587f", skin, "#6d9dc5"),
        poly(head, skin),
        stroke("M-84,-46 L84,-34", 7),
        *eye_narrow(-28, -4, -1, iris="#2a9d8f"),
        shape("M10,-24 L48,-26 L46,6 Q30,18 12,4 Z", "#14141f"),
        *brows_angry(y=-28, tilt=10)[:1],
        stroke("M20,-34 L52,-46", 8),
        stroke("M-60,-58 L-34,-30 M-54,-50 L-44,-54 M-48,-40 L-38,-44", 3.5, "#7a2e3a"),
        poly([(-4, 2), (6, 24), (-10, 22)], shade(skin, 0.25), 3),
        frown(y=56, w=24, depth=10),
        stroke("M-34,52 L-26,46", 5),
    ]


def bad_goblin() -> Svg:
    """A diamond head with long pointed ears, a long nose and a toothy sneer."""
    skin = SKIN["toad"]
    head = [(0, -92), (64, -44), (70, 30), (34, 78), (0, 90), (-34, 78), (-70, 30), (-64, -44)]
    return [
        *shoulders_sharp("#4f6d64", skin, "#84a98c"),
        poly([(-62, -20), (-118, -62), (-66, 20)], skin),
        poly([(62, -20), (118, -62), (66, 20)], skin),
        poly([(-70, -16), (-100, -44), (-70, 6)], shade(skin, 0.25), 0),
        poly([(70, -16), (100, -44), (70, 6)], shade(skin, 0.25), 0),
        poly(head, skin),
        poly([(0, -92), (-20, -58), (0, -70), (18, -60)], "#354f52", 3),
        *brows_angry(y=-30, gap=26, tilt=14),
        *eyes_narrow(y=-8, gap=26, iris="#e76f51"),
        poly([(-6, -4), (30, 26), (-4, 24)], shade(skin, 0.12), 4),
        dot(40, 6, 4, shade(skin, 0.35)),
        shape("M-32,44 L26,34 L34,48 Q0,62 -32,44 Z", MOUTH),
        poly([(-26, 44), (-20, 52), (-14, 42), (-8, 50), (-2, 40), (4, 48), (10, 38), (16, 46),
              (22, 36)], WHITE, 2.5),
    ]


def bad_villain() -> Svg:
    """A long angular face under a top hat, a monocle, a curled moustache and a scowl."""
    skin = SKIN["lilac"]
    head = [(-60, -62), (60, -62), (68, 20), (30, 88), (-30, 88), (-68, 20)]
    return [
        *shoulders_sharp("#3a3a4f", skin, "#c1121f"),
        poly(head, skin),
        poly([(60, -62), (68, 20), (30, 88), (20, 40)], shade(skin, 0.2), 0),
        poly(head, "none"),
        el("rect", x=-88, y=-72, width=176, height=16, rx=4, fill="#14141f", stroke=INK,
           stroke_width=LINE),
        el("rect", x=-56, y=-124, width=112, height=56, fill="#14141f", stroke=INK,
           stroke_width=LINE),
        el("rect", x=-56, y=-84, width=112, height=12, fill="#9d0208"),
        *brows_angry(y=-30, tilt=12),
        *eyes_narrow(y=-8, iris="#6a040f"),
        el("circle", cx=28, cy=-4, r=18, fill="none", stroke="#ffc83d", stroke_width=4),
        stroke("M44,4 Q52,40 40,70", 2.5, "#ffc83d"),
        poly([(0, -2), (8, 22), (-8, 22)], shade(skin, 0.22), 3),
        shape("M0,30 C-20,22 -40,26 -48,40 C-56,52 -44,60 -38,50 C-30,38 -16,40 0,38 "
              "C16,40 30,38 38,50 C44,60 56,52 48,40 C40,26 20,22 0,30 Z", "#14141f"),
        frown(y=64, w=18, depth=7, width=6),
    ]


BAD: list[Callable[[], Svg]] = [bad_spiky, bad_block, bad_horns, bad_patch, bad_goblin,
                                bad_villain]


# --------------------------------------------------------------------------
# Wild faces
# --------------------------------------------------------------------------

def coin(x: float, y: float, r: float = 14) -> str:
    return (el("circle", cx=x, cy=y, r=r, fill="url(#gold)", stroke=INK, stroke_width=3.5)
            + el("circle", cx=x, cy=y, r=r * 0.62, fill="none", stroke="#a86b00", stroke_width=2))


def greedy_face() -> Svg:
    """Greedy Face: coin eyes, a drooling grin, hands grabbing at coins."""
    skin = "#ffd24a"
    hand = "#f6b93b"
    hands = [shape("M-96,170 L-86,122 Q-80,100 -58,104 L-40,118 L-56,170 Z", hand),
             *[blob(x, y, 8, 12, hand, 4) for x, y in ((-70, 100), (-56, 98), (-43, 102))],
             blob(-42, 126, 12, 8, hand, 4)]
    return [
        shape("M-100,170 C-100,120 -70,100 -30,96 L30,96 C70,100 100,120 100,170 Z", "#2d6a4f"),
        blob(0, 0, 84, 76, skin),
        el("ellipse", cx=-30, cy=-44, rx=26, ry=12, fill=WHITE, fill_opacity=0.45),
        stroke("M-58,-42 L-12,-30 M58,-42 L12,-30", 8),
        coin(-30, -10, 18), coin(30, -10, 18),
        el("polygon", points=star_points(-30, -10, 5, 8, 3.5), fill="#fff3a8", stroke="#a86b00",
           stroke_width=1.5),
        el("polygon", points=star_points(30, -10, 5, 8, 3.5), fill="#fff3a8", stroke="#a86b00",
           stroke_width=1.5),
        *smile_open(y=20, w=52, depth=30),
        el("path", d="M10,50 Q14,74 26,74 Q38,74 36,46 Z", fill=TONGUE, stroke=INK,
           stroke_width=4),
        shape("M-36,44 Q-40,62 -34,70 Q-26,62 -30,44 Z", TEAR, 3),
        shape("M-34,78 C-30,86 -28,90 -33,94 C-38,90 -36,86 -34,78 Z", TEAR, 3),
        coin(-26, 130, 16), coin(0, 134, 16), coin(26, 130, 16), coin(-13, 112, 16),
        coin(13, 112, 16), coin(0, 96, 14),
        group(hands), group(hands, "scale(-1 1)"),
    ]


def sad_face() -> Svg:
    """Sad Face: a drooping head under a rain cloud, tears and a wobbly frown."""
    skin = "#b7c4d4"
    cloud = "#7d8fa6"
    rain = "".join(stroke(f"M{x},-118 L{x - 5},-104", 4, "#5aa9e6") for x in (-30, -8, 14, 36))
    return [
        shape("M-100,170 C-100,124 -70,104 -30,100 Q0,116 30,100 C70,104 100,124 100,170 Z",
              "#5c677d"),
        shape("M0,-82 C44,-82 70,-52 72,-10 C74,44 52,88 0,88 C-52,88 -74,44 -72,-10 "
              "C-70,-52 -44,-82 0,-82 Z", skin),
        rain,
        *[blob(x, y, r, r, cloud) for x, y, r in ((-36, -146, 18), (-10, -158, 24),
                                                  (20, -152, 20), (42, -140, 14))],
        el("rect", x=-52, y=-148, width=104, height=24, rx=12, fill=cloud, stroke=INK,
           stroke_width=LINE),
        el("rect", x=-48, y=-150, width=96, height=22, rx=11, fill=cloud),
        *[stroke(f"M{fmt(s * 44)},-24 L{fmt(s * 12)},-40", 7) for s in (-1, 1)],
        *eyes_open(y=-4, r=14, iris="#3a5a80"),
        *[shape(f"M{x - 10},6 Q{x},14 {x + 10},6", "none", 3) for x in (-28, 28)],
        shape(f"M-40,12 C-48,32 -50,50 -44,64 C-34,58 -34,34 -36,12 Z", TEAR, 3),
        shape(f"M40,12 C48,32 50,50 44,64 C34,58 34,34 36,12 Z", TEAR, 3),
        stroke("M-26,58 Q-18,44 -8,50 Q0,56 8,50 Q18,44 26,58", 7),
    ]


def blank_face() -> Svg:
    """Blank Face: an empty, dashed face outline around a question mark."""
    dash = "stroke-dasharray=\"14 9\""
    return [
        f'<path d="M-64,150 C-64,118 -46,100 -22,98 Q0,108 22,98 C46,100 64,118 64,150" '
        f'fill="#ffffff" fill-opacity="0.6" stroke="#6a5acd" stroke-width="6" {dash} '
        f'stroke-linecap="round"/>',
        f'<ellipse cx="0" cy="0" rx="74" ry="82" fill="#ffffff" fill-opacity="0.85" '
        f'stroke="#6a5acd" stroke-width="7" {dash} stroke-linecap="round"/>',
        group([question(14, "#6a5acd", WHITE, 8)], "translate(0 -4) scale(1.5)"),
    ]


# --------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------

def face_on_card(parts: Svg) -> str:
    return group(parts, f"translate({fmt(FACE_X)} {fmt(FACE_Y)})")


def good_card(face: Callable[[], Svg]) -> str:
    """A Good Face on a light, warm card with a scalloped trim and sun marks."""
    defs = [
        linear_gradient("frame", ["#ffd66b", "#f5962a", "#c0561b"], 1, 1),
        radial_gradient("panel", ["#fffaf0", "#ffe6b8", "#ffc98a"], cy=0.45, r=0.75),
        radial_gradient("sun", ["#fff6b0", "#ffd23f", "#f4a300"], cx=0.4, cy=0.4, r=0.7),
    ]
    body = [
        f'<path d="{rounded_rect_path(*PANEL)}" fill="url(#panel)"/>',
        pattern(sunburst(20), WHITE, 0.35),
        face_on_card(face()),
        trim("scallops", "#f5962a"),
        *frame("#c0561b"),
        *corners(mark_sun),
    ]
    return svg_file(defs, body)


def bad_card(face: Callable[[], Svg]) -> str:
    """A Bad Face on a dark, cool card with a saw-tooth trim and lightning marks."""
    defs = [
        linear_gradient("frame", ["#8d93b8", "#464b70", "#1c1f38"], 1, 1),
        radial_gradient("panel", ["#4a5683", "#283056", "#141a33"], cy=0.45, r=0.75),
    ]
    body = [
        f'<path d="{rounded_rect_path(*PANEL)}" fill="url(#panel)"/>',
        pattern(stripes(34, 10, 120), "#8090c0", 0.14),
        face_on_card(face()),
        trim("teeth", "#464b70"),
        *frame("#1c1f38"),
        *corners(mark_bolt),
    ]
    return svg_file(defs, body)


def wild_card(face: Callable[[], Svg], mark: Callable[[], str], frame_colours: list[str],
              panel_colours: list[str], backdrop: str) -> str:
    defs = [
        linear_gradient("frame", frame_colours, 1, 1),
        radial_gradient("panel", panel_colours, cy=0.45, r=0.75),
        linear_gradient("gold", ["#fff2a8", GOLD, "#e39a00"]),
    ]
    body = [
        f'<path d="{rounded_rect_path(*PANEL)}" fill="url(#panel)"/>',
        backdrop,
        face_on_card(face()),
        *frame(frame_colours[-1]),
        *corners(mark),
    ]
    return svg_file(defs, body)


def greedy_card() -> str:
    sparkles = "".join(el("polygon", points=star_points(x, y, 4, 9, 3), fill=WHITE,
                          fill_opacity=0.7)
                       for x, y in ((60, 90), (196, 120), (44, 220), (206, 236), (190, 70)))
    return wild_card(greedy_face, mark_coin, ["#fff2a8", "#e6a100", "#8a5a00"],
                     ["#fff4c2", "#ffd76a", "#e0a020"],
                     pattern(sunburst(16), WHITE, 0.3) + sparkles)


def sad_card() -> str:
    drops = "".join(stroke(f"M{x},{y} L{x - 6},{y + 16}", 3, "#e8f1fb")
                    for x, y in ((40, 110), (212, 96), (30, 200), (222, 190), (48, 270),
                                 (206, 262), (70, 60), (186, 60)))
    return wild_card(sad_face, mark_tear, ["#c9d4e2", "#7b8ca3", "#3e4a5c"],
                     ["#dfe7f0", "#aab8c9", "#7b8ca3"],
                     f'<g stroke-opacity="0.7">{drops}</g>')


def blank_card() -> str:
    dots = "".join(el("circle", cx=x, cy=y, r=1.8)
                   for y in range(30, 330, 20) for x in range(30 + (y // 20 % 2) * 10, 225, 20))
    return wild_card(blank_face, mark_question, ["#e9e4ff", "#a99de0", "#5b4bb7"],
                     ["#ffffff", "#f1eefc", "#dcd6f5"],
                     f'<g fill="#6a5acd" fill-opacity="0.18">{dots}</g>')


def back_card() -> str:
    """The back: plum, a lattice of tiny suns and bolts, and a two-faced medallion."""
    defs = [
        linear_gradient("frame", ["#7fe0d2", "#2a9d8f", "#135e56"], 1, 1),
        radial_gradient("panel", ["#7a3e9d", "#4a1f6a", "#260d3a"], r=0.8),
        radial_gradient("warm", ["#fff3b0", "#ffcf4a", "#f29b22"], cx=0.3, cy=0.35, r=0.8),
        radial_gradient("cool", ["#c7d0f2", "#8391cf", "#4b5690"], cx=0.7, cy=0.35, r=0.8),
    ]
    lattice = []
    step = 28
    for row, y in enumerate(range(30, 330, step // 2 * 2)):
        for col, x in enumerate(range(32 + (row % 2) * (step // 2), 225, step)):
            if (row + col) % 2:
                lattice.append(el("circle", cx=x, cy=y, r=4.5))
            else:
                lattice.append(el("polygon", points=points([(x, y - 6), (x + 6, y + 5),
                                                            (x - 6, y + 5)])))
    r = 78
    jag = [(0, -r)]
    for i in range(1, 12):
        jag.append(polar(0, 0, r if i % 2 == 0 else r - 12, 180 * i / 12))
    jag.append((0, r))
    medallion = [
        el("circle", r=r + 12, fill="#260d3a", stroke="#7fe0d2", stroke_width=4),
        f'<path d="M0,{-r} A{r},{r} 0 0 0 0,{r} Z" fill="url(#warm)" stroke="{INK}" '
        f'stroke-width="4" stroke-linejoin="round"/>',
        poly(jag, "url(#cool)", 4),
        # warm half: an open eye, a rosy cheek, half a smile
        blob(-32, -14, 14, 16, WHITE, 4), dot(-30, -12, 8, "#4a2c1a"), dot(-33, -16, 3, WHITE),
        stroke("M-46,-40 Q-32,-50 -18,-40", 5),
        el("ellipse", cx=-46, cy=18, rx=12, ry=8, fill=CHEEK, fill_opacity=0.6),
        stroke("M-44,30 Q-24,56 0,48", 7),
        # cool half: a narrowed eye, an angry brow, half a frown
        *eye_narrow(32, -12, 1, w=14),
        stroke("M54,-42 L16,-28", 8),
        stroke("M0,48 Q24,36 42,52", 7),
    ]
    body = [
        f'<path d="{rounded_rect_path(*PANEL)}" fill="url(#panel)"/>',
        f'<g fill="#ffd6f0" fill-opacity="0.16">{"".join(lattice)}</g>',
        el("rect", x=26, y=26, width=W - 52, height=H - 52, rx=10, fill="none",
           stroke="#7fe0d2", stroke_opacity=0.7, stroke_width=2.5),
        group(medallion, f"translate({CX} {CY})"),
        *frame("#135e56"),
    ]
    return svg_file(defs, body)


# --------------------------------------------------------------------------

def all_cards() -> dict[str, str]:
    """Every file name (without ``.svg``) mapped to its SVG text."""
    cards = {f"good_{i}": good_card(face) for i, face in enumerate(GOOD, start=1)}
    cards.update({f"bad_{i}": bad_card(face) for i, face in enumerate(BAD, start=1)})
    cards["greedy"] = greedy_card()
    cards["sad"] = sad_card()
    cards["blank"] = blank_card()
    cards["back"] = back_card()
    return cards


def main() -> None:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    cards = all_cards()
    for stale in OUT_DIR.glob("*.svg"):
        if stale.stem not in cards:
            stale.unlink()
    for name, svg in cards.items():
        (OUT_DIR / f"{name}.svg").write_text(svg, encoding="utf-8")
    print(f"wrote {len(cards)} files to {OUT_DIR}")


if __name__ == "__main__":
    main()
