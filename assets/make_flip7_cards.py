#!/usr/bin/env python3
"""Generate the vector card art for "Flip 7: With a Vengeance".

Run ``python assets/make_flip7_cards.py`` to (re)write every SVG file in
``assets/cards/flip7/``:

* ``number_0.svg`` … ``number_13.svg``: number cards, one colour per value
  (``number_0`` is "The Zero", drawn as a glowing void);
* ``unlucky7.svg`` (a cracked 7 on a shattered dark card) and
  ``lucky13.svg`` (a golden 13 on a four-leaf clover);
* ``mod_div2.svg`` and ``mod_minus2.svg`` … ``mod_minus10.svg``: modifiers;
* ``action_*.svg``: the five action cards, one icon each and no words, since
  the app shows the translated card names itself;
* ``back.svg``: the common card back.

The files only use what Qt's SVG renderer (SVG Tiny 1.2) draws reliably:
basic shapes, paths, linear and radial gradients, groups, transforms and
``<text>`` in bold "DejaVu Sans" (bundled in ``assets/fonts``).  Every card
is 250 × 350 units and stays legible at about 48 × 67 pixels: the value is
always a big, outlined, high-contrast numeral, so colour is never the only
cue.  Standard library only.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from pathlib import Path

OUT_DIR = Path(__file__).resolve().parent / "cards" / "flip7"

W, H = 250, 350          # card size in SVG units
CX, CY = W / 2, H / 2    # card centre
RADIUS = 16              # corner radius of the card
INSET = 13               # width of the coloured frame around the inner panel
PANEL_RADIUS = 9

FONT = 'font-family="DejaVu Sans" font-weight="bold"'
CAP_HEIGHT = 0.729       # height of DejaVu Sans Bold digits, in em
DIGIT_ADVANCE = 0.696    # advance width of every digit, in em
SIGN_ADVANCE = 0.838     # advance width of + − ÷, in em

MINUS = "\u2212"
DIVIDE = "\u00f7"

INK = "#1c1b2b"          # outlines and dark text
WHITE = "#ffffff"
GOLD = "#ffc83d"

# One colour per card value, in rainbow order (The Zero is drawn specially).
PALETTE = [
    "#5b6b7a",  # 0  slate
    "#e53935",  # 1  red
    "#f4511e",  # 2  vermilion
    "#fb8c00",  # 3  orange
    "#f6b400",  # 4  amber
    "#7cb342",  # 5  lime green
    "#2e9d4a",  # 6  green
    "#00998a",  # 7  teal
    "#12a4d9",  # 8  sky blue
    "#2f62d0",  # 9  blue
    "#5e3fc4",  # 10 indigo
    "#9c2fb4",  # 11 purple
    "#d81b72",  # 12 magenta
    "#8a5a3c",  # 13 brown
]


# --------------------------------------------------------------------------
# Colours and numbers
# --------------------------------------------------------------------------

def mix(colour_a: str, colour_b: str, t: float) -> str:
    """Blend two ``#rrggbb`` colours: ``t = 0`` gives a, ``t = 1`` gives b."""
    a = [int(colour_a[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(colour_b[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b, strict=True))


def shade(colour: str, t: float) -> str:
    """Darken ``colour`` towards black by ``t`` (0–1)."""
    return mix(colour, "#000000", t)


def tint(colour: str, t: float) -> str:
    """Lighten ``colour`` towards white by ``t`` (0–1)."""
    return mix(colour, WHITE, t)


def fmt(value: float) -> str:
    """Format a number compactly for SVG (at most two decimals)."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


def polar(x: float, y: float, radius: float, degrees: float) -> tuple[float, float]:
    """The point at ``radius`` from (x, y), clockwise from 12 o'clock."""
    a = math.radians(degrees)
    return x + radius * math.sin(a), y - radius * math.cos(a)


def points(coords: list[tuple[float, float]]) -> str:
    """Format a ``points`` attribute."""
    return " ".join(f"{fmt(x)},{fmt(y)}" for x, y in coords)


# --------------------------------------------------------------------------
# SVG building blocks
# --------------------------------------------------------------------------

def _stops(colours: list[str]) -> str:
    step = 1 / (len(colours) - 1)
    return "".join(f'<stop offset="{fmt(i * step)}" stop-color="{c}"/>'
                   for i, c in enumerate(colours))


def linear_gradient(gid: str, colours: list[str], x2: float = 0, y2: float = 1) -> str:
    """Evenly spaced colours from the box's top-left corner towards (x2, y2)."""
    return (f'<linearGradient id="{gid}" x1="0" y1="0" x2="{fmt(x2)}" y2="{fmt(y2)}">'
            f'{_stops(colours)}</linearGradient>')


def radial_gradient(gid: str, colours: list[str], cx: float = 0.5, cy: float = 0.5,
                    r: float = 0.6) -> str:
    """Evenly spaced colours from the centre outwards (bounding-box units)."""
    return (f'<radialGradient id="{gid}" cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r)}" '
            f'fx="{fmt(cx)}" fy="{fmt(cy)}">{_stops(colours)}</radialGradient>')


def rounded_rect_path(x: float, y: float, w: float, h: float, r: float) -> str:
    """Path data of a rounded rectangle."""
    return (f"M{fmt(x + r)},{fmt(y)} H{fmt(x + w - r)} "
            f"A{r},{r} 0 0 1 {fmt(x + w)},{fmt(y + r)} V{fmt(y + h - r)} "
            f"A{r},{r} 0 0 1 {fmt(x + w - r)},{fmt(y + h)} H{fmt(x + r)} "
            f"A{r},{r} 0 0 1 {fmt(x)},{fmt(y + h - r)} V{fmt(y + r)} "
            f"A{r},{r} 0 0 1 {fmt(x + r)},{fmt(y)} Z")


def card(defs: list[str], panel_fill: str, edge: str, content: list[str],
         indices: Sequence[str] = ()) -> str:
    """Assemble a complete card file.

    ``defs`` must define a gradient called ``frame``.  The panel is painted
    with ``panel_fill``, then ``content``; the frame band is drawn *after*
    the content (as an even-odd ring), so patterns can run to the panel's
    edge without clipping.  The corner ``indices`` go on top of it all.
    """
    panel = (INSET, INSET, W - 2 * INSET, H - 2 * INSET, PANEL_RADIUS)
    body = [
        f'<path d="{rounded_rect_path(*panel)}" fill="{panel_fill}"/>',
        *content,
        f'<path fill="url(#frame)" fill-rule="evenodd" stroke="{INK}" stroke-width="2" '
        f'd="{rounded_rect_path(1, 1, W - 2, H - 2, RADIUS)} {rounded_rect_path(*panel)}"/>',
        f'<path d="{rounded_rect_path(*panel)}" fill="none" stroke="{edge}" stroke-width="2"/>',
        *indices,
    ]
    return svg_file(defs, body)


def svg_file(defs: list[str], body: list[str]) -> str:
    """A whole card file (``W`` × ``H`` units, SVG Tiny 1.2) around ``defs`` and ``body``."""
    return "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{W}" height="{H}" viewBox="0 0 {W} {H}">',
        "<defs>", *defs, "</defs>",
        *body,
        "</svg>",
        "",
    ])


def text_width(text: str, size: float) -> float:
    """Advance width of ``text`` set in DejaVu Sans Bold at ``size``."""
    return size * sum(DIGIT_ADVANCE if ch.isdigit() else SIGN_ADVANCE for ch in text)


def label(text: str, x: float, y: float, size: float, fill: str, *,
          max_width: float | None = None, outline: str | None = None,
          outline_width: float = 0, shadow: bool = False, rotate: float = 0) -> str:
    """Text whose digits are centred on (x, y).

    Text wider than ``max_width`` is squeezed horizontally.  ``outline``
    draws a thick rim *behind* the glyphs (SVG Tiny has no paint-order), and
    ``shadow`` adds a soft drop shadow.
    """
    common = (f'x="0" y="{fmt(size * CAP_HEIGHT / 2)}" {FONT} font-size="{fmt(size)}" '
              f'text-anchor="middle"')
    rim = f'stroke-width="{fmt(outline_width)}" stroke-linejoin="round"'
    layers = []
    if shadow:
        layers.append(f'<text {common} transform="translate(3 5)" fill="#000000" '
                      f'fill-opacity="0.3" stroke="#000000" stroke-opacity="0.3" {rim}>'
                      f'{text}</text>')
    if outline:
        layers.append(f'<text {common} fill="{outline}" stroke="{outline}" {rim}>{text}</text>')
    layers.append(f'<text {common} fill="{fill}">{text}</text>')

    transform = f"translate({fmt(x)} {fmt(y)})"
    if rotate:
        transform += f" rotate({fmt(rotate)})"
    if max_width and text_width(text, size) > max_width:
        transform += f" scale({fmt(max_width / text_width(text, size))} 1)"
    return f'<g transform="{transform}">{"".join(layers)}</g>'


def corners(draw: Callable[[float, float, float], str]) -> list[str]:
    """An index top-left and the same one, upside down, bottom-right.

    ``draw(x, y, degrees)`` returns the SVG of one index centred on (x, y).
    """
    return [draw(34, 44, 0), draw(W - 34, H - 44, 180)]


def corner_text(text: str, fill: str, outline: str = WHITE) -> list[str]:
    """Small value indices with a light rim, so they read on any pattern."""
    return corners(lambda x, y, degrees: label(
        text, x, y, 34, fill, max_width=46, outline=outline, outline_width=6,
        rotate=degrees))


def corner_icon(icon: Callable[[], str], scale: float = 0.2) -> list[str]:
    """Small copies of an action icon as corner indices."""
    return corners(lambda x, y, degrees: (
        f'<g transform="translate({fmt(x)} {fmt(y + (4 if degrees else -4))}) '
        f'rotate({fmt(degrees)}) scale({fmt(scale)})">{icon()}</g>'))


def clip_to_panel(coords: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Clip a convex polygon to the inner panel's box (Sutherland–Hodgman).

    Patterns are clipped by hand because clip paths are not SVG Tiny; the
    frame, drawn afterwards, hides what pokes into the panel's round corners.
    """
    # (axis, limit, sign): the inside of each edge is where (p[axis] - limit) * sign >= 0.
    edges = [(0, INSET, 1), (0, W - INSET, -1), (1, INSET, 1), (1, H - INSET, -1)]
    for axis, limit, sign in edges:
        result = []
        for previous, current in zip(coords[-1:] + coords[:-1], coords, strict=True):
            prev_in = (previous[axis] - limit) * sign >= 0
            curr_in = (current[axis] - limit) * sign >= 0
            if prev_in != curr_in:
                t = (limit - previous[axis]) / (current[axis] - previous[axis])
                result.append((previous[0] + t * (current[0] - previous[0]),
                               previous[1] + t * (current[1] - previous[1])))
            if curr_in:
                result.append(current)
        coords = result
    return coords


def pattern(shapes: list[list[tuple[float, float]]], colour: str, opacity: float) -> str:
    """Translucent polygons clipped to the inner panel."""
    polygons = (clip_to_panel(shape) for shape in shapes)
    return "".join(f'<polygon points="{points(p)}" fill="{colour}" '
                   f'fill-opacity="{fmt(opacity)}"/>' for p in polygons if p)


def sunburst(count: int = 18) -> list[list[tuple[float, float]]]:
    """Wedges radiating from the card centre, every other one left out."""
    step = 360 / count
    return [[(CX, CY), polar(CX, CY, 300, i * step), polar(CX, CY, 300, (i + 0.5) * step)]
            for i in range(count)]


def stripes(spacing: int, width: float, slant: int) -> list[list[tuple[float, float]]]:
    """Parallel bands across the card, shifted by ``slant`` from top to bottom."""
    starts = range(-abs(slant) - spacing, W + abs(slant) + spacing, spacing)
    return [[(x, 0), (x + width, 0), (x + width - slant, H), (x - slant, H)] for x in starts]


def star_points(x: float, y: float, tips: int, outer: float, inner: float) -> str:
    """``points`` of a star centred on (x, y)."""
    return points([polar(x, y, outer if i % 2 == 0 else inner, 180 * i / tips)
                   for i in range(2 * tips)])


def mini_card(x: float, y: float, w: float, h: float, degrees: float = 0, *,
              fill: str = WHITE, stroke: str = INK, width: float = 5,
              dashed: bool = False, inner: str = "") -> str:
    """A small playing card centred on (x, y), rotated by ``degrees``.

    ``inner`` is drawn in the card's own coordinates (origin at its centre).
    """
    dash = ' stroke-dasharray="13 9"' if dashed else ""
    return (f'<g transform="translate({fmt(x)} {fmt(y)}) rotate({fmt(degrees)})">'
            f'<rect x="{fmt(-w / 2)}" y="{fmt(-h / 2)}" width="{fmt(w)}" height="{fmt(h)}" '
            f'rx="{fmt(w * 0.13)}" fill="{fill}" stroke="{stroke}" stroke-width="{fmt(width)}" '
            f'stroke-linejoin="round"{dash}/>{inner}</g>')


def arrow(d: str, tip: tuple[float, float], degrees: float, colour: str = GOLD,
          width: float = 13, head: float = 28) -> str:
    """An outlined arrow: a shaft along path ``d`` and a head at ``tip``.

    ``degrees`` is the direction the head points (0 = right, 90 = down).
    """
    def shaft(stroke: str, w: float) -> str:
        return (f'<path d="{d}" fill="none" stroke="{stroke}" stroke-width="{fmt(w)}" '
                f'stroke-linecap="round" stroke-linejoin="round"/>')

    # The head is drawn twice: over the dark rim of the shaft and over its colour.
    tri = points([(0, 0), (-head, -head * 0.78), (-head, head * 0.78)])
    head_svg = (f'<polygon transform="translate({fmt(tip[0])} {fmt(tip[1])}) '
                f'rotate({fmt(degrees)})" points="{tri}" fill="{colour}" stroke="{INK}" '
                f'stroke-width="5" stroke-linejoin="round"/>')
    return shaft(INK, width + 10) + head_svg + shaft(colour, width) + head_svg


# --------------------------------------------------------------------------
# Number cards
# --------------------------------------------------------------------------

def number_card(value: int) -> str:
    """A number card 1–13: coloured frame, light panel, big outlined numeral."""
    colour = PALETTE[value]
    dark = shade(colour, 0.45)
    defs = [
        linear_gradient("frame", [tint(colour, 0.3), colour, shade(colour, 0.3)], 1, 1),
        radial_gradient("panel", [WHITE, tint(colour, 0.8)], r=0.75),
        linear_gradient("digit", [tint(colour, 0.35), colour, shade(colour, 0.15)]),
    ]
    content = [
        pattern(sunburst(), colour, 0.08),
        f'<circle cx="{CX}" cy="{CY}" r="88" fill="{colour}" fill-opacity="0.16" '
        f'stroke="{colour}" stroke-opacity="0.5" stroke-width="3"/>',
        label(str(value), CX, CY, 178, "url(#digit)", max_width=196,
              outline=INK, outline_width=13, shadow=True),
    ]
    return card(defs, "url(#panel)", dark, content, corner_text(str(value), dark))


def zero_card() -> str:
    """The Zero: a white 0 in a dark void ringed with fading halos."""
    glow = "#a796ff"
    defs = [
        linear_gradient("frame", ["#eef1f5", "#8d99a8", "#3f4956"], 1, 1),
        radial_gradient("void", ["#000000", "#0d0a2c", "#2b2170"], r=0.7),
        linear_gradient("digit", [WHITE, "#cfd3ff"]),
    ]
    halos = [(128, 0.14, 2), (112, 0.26, 3), (96, 0.45, 4), (80, 0.9, 6)]
    content = [
        f'<circle cx="{CX}" cy="{CY}" r="{r}" fill="none" stroke="{glow}" '
        f'stroke-opacity="{fmt(opacity)}" stroke-width="{w}"/>'
        for r, opacity, w in halos
    ] + [
        f'<circle cx="{CX}" cy="{CY}" r="74" fill="#000000"/>',
        label("0", CX, CY, 170, "url(#digit)"),
    ]
    return card(defs, "url(#void)", "#000000", content,
                corner_text("0", WHITE, outline="#000000"))


def clover(x: float, y: float, scale: float, leaf: str, vein: str) -> str:
    """A four-leaf clover: four heart-shaped leaves and a curled stem."""
    heart = ("M0,0 C-6,-10 -40,-28 -40,-56 C-40,-78 -14,-86 0,-66 "
             "C14,-86 40,-78 40,-56 C40,-28 6,-10 0,0 Z")
    stem = (f'<path d="M0,0 C8,40 26,70 50,84" fill="none" stroke="{vein}" '
            f'stroke-width="11" stroke-linecap="round"/>')
    leaves = "".join(
        f'<g transform="rotate({a})"><path d="{heart}" fill="{leaf}" stroke="{vein}" '
        f'stroke-width="6" stroke-linejoin="round"/><path d="M0,-8 L0,-50" '
        f'stroke="{vein}" stroke-width="4" stroke-linecap="round"/></g>'
        for a in (45, 135, 225, 315))
    return f'<g transform="translate({fmt(x)} {fmt(y)}) scale({fmt(scale)})">{stem}{leaves}</g>'


def lucky_thirteen_card() -> str:
    """Lucky 13: emerald frame, a big clover behind a golden 13."""
    green, deep = "#1f8a3c", "#0b4420"
    defs = [
        linear_gradient("frame", ["#6fd17f", green, deep], 1, 1),
        radial_gradient("panel", ["#fbfff5", "#d4f0c6"], r=0.75),
        linear_gradient("digit", ["#fff4b0", GOLD, "#e08600"]),
    ]
    content = [
        pattern(sunburst(), green, 0.08),
        clover(CX, CY - 4, 1.45, "#83d584", "#1c7434"),
        label("13", CX, CY, 150, "url(#digit)", max_width=192,
              outline=deep, outline_width=13, shadow=True),
    ]
    return card(defs, "url(#panel)", deep, content,
                corners(lambda x, y, degrees: clover(x, y + 2, 0.3, "#4cbc5b", deep)))


def unlucky_seven_card() -> str:
    """Unlucky 7: a cracked red 7 on a shattered black mirror."""
    red, pale = "#e8262b", "#fbe4e4"
    defs = [
        linear_gradient("frame", ["#6b0d12", "#26040a", "#000000"], 1, 1),
        radial_gradient("panel", ["#420d15", "#140307", "#050102"], cx=0.4, cy=0.35, r=0.8),
        linear_gradient("digit", ["#ff7266", red, "#9a0c12"]),
    ]
    hit_x, hit_y = 86, 92   # where the mirror was struck
    shards = []
    for i, end in enumerate([(8, 30), (80, 6), (170, 6), (244, 40), (244, 160),
                             (244, 300), (170, 344), (70, 344), (8, 250), (8, 140)]):
        # Each crack kinks a third of the way out, alternately left and right.
        kink = (hit_x + (end[0] - hit_x) / 3 + (10 if i % 2 else -10),
                hit_y + (end[1] - hit_y) / 3 + (8 if i % 3 else -8))
        shards.append(f'<polyline points="{points([(hit_x, hit_y), kink, end])}" '
                      f'fill="none" stroke="{pale}" stroke-opacity="0.4" stroke-width="1.8"/>')
    rings = [f'<circle cx="{hit_x}" cy="{hit_y}" r="{r}" fill="none" stroke="{pale}" '
             f'stroke-opacity="0.3" stroke-width="1.6" stroke-dasharray="{dash}"/>'
             for r, dash in [(30, "18 8"), (70, "36 12")]]
    # The crack that splits the numeral: a dark jagged gap with a pale rim.
    split = points([(84, 102), (118, 150), (100, 170), (142, 214), (126, 232), (158, 282)])
    content = shards + rings + [
        label("7", CX, CY, 190, "url(#digit)", outline=pale, outline_width=11, shadow=True),
        f'<polyline points="{split}" fill="none" stroke="{pale}" stroke-width="12"/>',
        f'<polyline points="{split}" fill="none" stroke="#050102" stroke-width="6"/>',
    ]
    return card(defs, "url(#panel)", "#000000", content, corner_text("7", red, outline=pale))


# --------------------------------------------------------------------------
# Modifier cards
# --------------------------------------------------------------------------

def modifier_card(text: str) -> str:
    """A modifier (÷2, −2 … −10): red–orange frame and a sunburst badge."""
    deep = "#8e0f12"
    defs = [
        linear_gradient("frame", ["#ffa126", "#e8421a", deep], 1, 1),
        linear_gradient("panel", ["#fff5e3", "#ffd9ad"]),
        radial_gradient("badge", ["#ffe07a", "#ffa01f", "#ee5416"], r=0.55),
    ]
    content = [
        pattern(stripes(28, 10, 150), "#f08a3c", 0.22),
        f'<polygon points="{star_points(CX, CY, 16, 114, 94)}" fill="url(#badge)" '
        f'stroke="{deep}" stroke-width="5" stroke-linejoin="round"/>',
        f'<circle cx="{CX}" cy="{CY}" r="82" fill="none" stroke="#fff5dc" '
        f'stroke-opacity="0.75" stroke-width="3"/>',
        label(text, CX - 3, CY, 118, WHITE, max_width=176, outline=deep,
              outline_width=14, shadow=True),
    ]
    return card(defs, "url(#panel)", deep, content, corner_text(text, deep))


# --------------------------------------------------------------------------
# Action cards (icons are drawn around the origin, within about ±100)
# --------------------------------------------------------------------------

def icon_just_one_more() -> str:
    """A deck with one more card drawn off it, marked "+1"."""
    return "".join([
        mini_card(-34, 30, 104, 144, -14, fill="#c9c6f2"),
        mini_card(-22, 22, 104, 144, -6, fill="#e4e2fb"),
        mini_card(24, -18, 112, 156, 9, inner=label("+1", 0, 0, 64, INK, max_width=88)),
        arrow("M-78,-52 C-82,-92 -48,-112 -14,-104", (-2, -102), 5),
    ])


def icon_flip_four() -> str:
    """Four cards fanned out, the top one showing a 4."""
    colours = [PALETTE[1], PALETTE[4], PALETTE[6], None]
    fan = []
    for degrees, colour in zip((-33, -11, 11, 33), colours, strict=True):
        face = label("4", 0, -6, 84, INK) if colour is None else ""
        fan.append(f'<g transform="translate(0 104) rotate({degrees})">'
                   + mini_card(0, -96, 86, 124, fill=tint(colour, 0.25) if colour else WHITE,
                               inner=face)
                   + "</g>")
    return "".join(fan)


def icon_swap() -> str:
    """Two cards trading places along two opposing curved arrows."""
    return "".join([
        mini_card(-46, 4, 74, 104, -8, fill="#ffb3a8"),
        mini_card(46, 4, 74, 104, 8, fill="#a8d8ff"),
        arrow("M-60,-62 C-46,-104 30,-110 52,-76", (60, -58), 65),
        arrow("M60,70 C46,112 -30,118 -52,84", (-60, 66), 245),
    ])


def icon_steal() -> str:
    """A card snatched out of someone's (now empty, dashed) slot."""
    return "".join([
        mini_card(-36, -26, 96, 134, 0, fill="none", stroke="#d6d3ff", width=5, dashed=True),
        mini_card(44, 36, 96, 134, 18, fill=WHITE,
                  inner=f'<circle r="22" fill="{PALETTE[1]}" stroke="{INK}" stroke-width="5"/>'),
        arrow("M-40,-30 C-30,0 -14,16 8,26", (26, 34), 24, width=14, head=30),
    ])


def icon_discard() -> str:
    """A card dropping into a rubbish bin."""
    bin_body = points([(-58, -6), (58, -6), (46, 100), (-46, 100)])
    ribs = "".join(f'<line x1="{x}" y1="12" x2="{fmt(x * 0.82)}" y2="84" stroke="{INK}" '
                   f'stroke-width="7" stroke-linecap="round"/>' for x in (-28, 0, 28))
    return "".join([
        mini_card(8, -66, 80, 112, 24, fill=WHITE,
                  inner='<path d="M-18,-18 L18,18 M18,-18 L-18,18" stroke="#e53935" '
                        'stroke-width="10" stroke-linecap="round"/>'),
        f'<polygon points="{bin_body}" fill="#c7cbe0" stroke="{INK}" stroke-width="6" '
        f'stroke-linejoin="round"/>',
        ribs,
        f'<rect x="-70" y="-22" width="140" height="20" rx="6" fill="{GOLD}" '
        f'stroke="{INK}" stroke-width="6"/>',
    ])


def action_card(icon: Callable[[], str]) -> str:
    """An action card: indigo–purple frame, starry panel, a big gold-rimmed icon."""
    deep = "#1a0f4d"
    defs = [
        linear_gradient("frame", ["#8a63ff", "#4b2bb8", "#20105e"], 1, 1),
        radial_gradient("panel", ["#4a4ac8", "#25207a", "#140c45"], r=0.75),
    ]
    dots = [f'<circle cx="{x}" cy="{y}" r="{1.6 + (x * y) % 3 * 0.6:.1f}" fill="#ffffff" '
            f'fill-opacity="0.35"/>'
            for x in range(26, W, 34) for y in range(30 + (x // 34 % 2) * 17, H, 34)]
    content = dots + [
        f'<circle cx="{CX}" cy="{CY}" r="104" fill="#120a3e" fill-opacity="0.55" '
        f'stroke="{GOLD}" stroke-width="4"/>',
        f'<g transform="translate({CX} {CY}) scale(0.86)">{icon()}</g>',
    ]
    return card(defs, "url(#panel)", deep, content, corner_icon(icon))


# --------------------------------------------------------------------------
# Card back
# --------------------------------------------------------------------------

def back_card() -> str:
    """The card back: a diamond lattice and a rainbow medallion with a 7."""
    defs = [
        linear_gradient("frame", ["#f7d774", "#c9952a", "#7a5410"], 1, 1),
        radial_gradient("panel", ["#2c3f9e", "#17215e", "#0b1033"], r=0.75),
        linear_gradient("digit", ["#fff4b0", GOLD, "#e08600"]),
    ]
    arcs = []
    for i, colour in enumerate(PALETTE):
        start, end = 360 * i / 14 + 2, 360 * (i + 1) / 14 - 2
        (x0, y0), (x1, y1) = polar(CX, CY, 86, start), polar(CX, CY, 86, end)
        arcs.append(f'<path d="M{fmt(x0)},{fmt(y0)} A86,86 0 0 1 {fmt(x1)},{fmt(y1)}" '
                    f'fill="none" stroke="{colour}" stroke-width="18"/>')
    content = [
        pattern(stripes(30, 2.5, 245) + stripes(30, 2.5, -245), GOLD, 0.22),
        f'<rect x="26" y="26" width="{W - 52}" height="{H - 52}" rx="8" fill="none" '
        f'stroke="{GOLD}" stroke-opacity="0.8" stroke-width="2.5"/>',
        f'<circle cx="{CX}" cy="{CY}" r="100" fill="#0b1033" stroke="{GOLD}" stroke-width="4"/>',
        *arcs,
        f'<circle cx="{CX}" cy="{CY}" r="74" fill="#101850" stroke="{GOLD}" stroke-width="3"/>',
        label("7", CX + 2, CY, 150, "url(#digit)", outline=INK, outline_width=12, shadow=True),
    ]
    return card(defs, "url(#panel)", "#7a5410", content)


# --------------------------------------------------------------------------

def all_cards() -> dict[str, str]:
    """Every card file name (without ``.svg``) mapped to its SVG text."""
    cards = {"number_0": zero_card()}
    cards.update({f"number_{v}": number_card(v) for v in range(1, 14)})
    cards["unlucky7"] = unlucky_seven_card()
    cards["lucky13"] = lucky_thirteen_card()
    cards["mod_div2"] = modifier_card(DIVIDE + "2")
    cards.update({f"mod_minus{n}": modifier_card(MINUS + str(n)) for n in (2, 4, 6, 8, 10)})
    cards.update({
        "action_just_one_more": action_card(icon_just_one_more),
        "action_flip_four": action_card(icon_flip_four),
        "action_swap": action_card(icon_swap),
        "action_steal": action_card(icon_steal),
        "action_discard": action_card(icon_discard),
    })
    cards["back"] = back_card()
    return cards


def main() -> None:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for name, svg in all_cards().items():
        (OUT_DIR / f"{name}.svg").write_text(svg, encoding="utf-8")
    print(f"wrote {len(all_cards())} cards to {OUT_DIR}")


if __name__ == "__main__":
    main()
