#!/usr/bin/env python3
"""Generate Coup's own pictures; its cards are the shared standard deck's faces.

Run ``python assets/make_coup_cards.py`` to (re)write every SVG file in
``assets/cards/coup/``:

* ``role_<role>.svg`` for the five roles (rule CP-1: 3 = Duke, J = Assassin, 2 = Captain,
  A = Ambassador, Q = Contessa): what the table lays over the standard deck's face of the
  role's rank (``assets/cards/standard``, drawn by ``make_standard_deck.py``). It is the size
  of a card (250 × 350) and transparent but for the role's icon on a medallion in the role's
  colour (Duke: crown, Assassin: dagger, Captain: anchor, Ambassador: sealed scroll,
  Contessa: fan) and the *name band* below it, so the role reads from the icon, the rank in
  the card's corners and the colour, never the colour alone;
* ``coin.svg``: one gold coin (100 × 100 units) for the coin piles;
* ``../rules/pictures/coup_<rank>_<suit>.svg``: a card as the table shows it (the standard face
  with the role's picture over it, the band left empty) for the rules page, one per role.

The name band (``NAME_BAND``: x 13–237, y 180–222 of 250 × 350) is a light, empty plate
across the card where the app paints the role's name in the player's language; no words are
baked in. The plate carries ``id="name_band"`` so the app can also ask the renderer where it
is (``QSvgRenderer.boundsOnElement("name_band")``).

The files only use what Qt's SVG renderer (SVG Tiny 1.2) draws reliably, as
``make_flip7_cards.py`` does, whose colour and gradient helpers are reused.
Run it as a script (it imports the helpers from the sibling file).  Standard
library only.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from make_standard_deck import (CX, GOLD, INK, WHITE, face_body, face_defs, svg_file,
                                write_cards)
from make_flip7_cards import (
    fmt,
    linear_gradient,
    mix,
    points,
    polar,
    radial_gradient,
    shade,
    tint,
)

OUT_DIR = Path(__file__).resolve().parent / "cards" / "coup"
RULES_DIR = Path(__file__).resolve().parent / "rules" / "pictures"
#: The card of each role the rules page shows (rank, suit).
RULES_CARDS = (("3", "spades"), ("J", "hearts"), ("2", "diamonds"), ("A", "clubs"),
               ("Q", "spades"))

W = 250                  # card width in SVG units (the standard deck's: 250 × 350)
INSET = 13               # the name band's margin at each side

GOLD_DARK = "#a86b00"

# The plate the app writes the role's name on: (x, y, width, height).
NAME_BAND = (INSET, 180, W - 2 * INSET, 42)

# Centre and radius of the role's medallion (between the top index and the band).
MEDALLION = (CX + 3, 106, 60)

# rank -> (role, theme colour); rule CP-1.
ROLES = {
    "3": ("duke", "#7440b0"),
    "J": ("assassin", "#3a3f4c"),
    "2": ("captain", "#1f63c0"),
    "A": ("ambassador", "#23894a"),
    "Q": ("contessa", "#c4174f"),
}

# --------------------------------------------------------------------------
# Role icons (drawn around the origin, within about ±60)
# --------------------------------------------------------------------------

def outlined(d: str, colour: str, width: float, rim: float = 10, cap: str = "round") -> str:
    """A stroked path with a dark rim around it (drawn twice, wide dark under narrow colour)."""
    common = (f'd="{d}" fill="none" stroke-linecap="{cap}" stroke-linejoin="round"')
    return (f'<path {common} stroke="{INK}" stroke-width="{fmt(width + rim)}"/>'
            f'<path {common} stroke="{colour}" stroke-width="{fmt(width)}"/>')


def icon_crown() -> str:
    """Duke: a jewelled golden crown."""
    body = points([(-54, 22), (-62, -34), (-30, -4), (0, -50), (30, -4), (62, -34), (54, 22)])
    balls = "".join(f'<circle cx="{x}" cy="{y}" r="9" fill="url(#gold)" stroke="{INK}" '
                    f'stroke-width="5"/>' for x, y in [(-62, -38), (0, -54), (62, -38)])
    jewels = "".join(f'<circle cx="{x}" cy="36" r="{r}" fill="{c}" stroke="{INK}" '
                     f'stroke-width="3.5"/>'
                     for x, r, c in [(-32, 6, "#2f7de1"), (0, 8, "#e0263a"), (32, 6, "#2fb36a")])
    return "".join([
        f'<polygon points="{body}" fill="url(#gold)" stroke="{INK}" stroke-width="6" '
        f'stroke-linejoin="round"/>',
        f'<polygon points="{points([(0, -28), (9, -12), (0, 4), (-9, -12)])}" fill="#e0263a" '
        f'stroke="{INK}" stroke-width="3.5" stroke-linejoin="round"/>',
        balls,
        f'<rect x="-58" y="20" width="116" height="32" rx="6" fill="url(#gold)" '
        f'stroke="{INK}" stroke-width="6"/>',
        jewels,
    ])


def icon_dagger() -> str:
    """Assassin: a steel dagger, point down, tilted."""
    blade = points([(-13, -12), (13, -12), (10, 40), (0, 72), (-10, 40)])
    wraps = "".join(f'<line x1="-9" y1="{y}" x2="9" y2="{y - 6}" stroke="{INK}" '
                    f'stroke-width="3" stroke-linecap="round"/>' for y in (-46, -36, -26))
    return "".join([
        '<g transform="rotate(40)">',
        f'<polygon points="{blade}" fill="url(#steel)" stroke="{INK}" stroke-width="6" '
        f'stroke-linejoin="round"/>',
        f'<line x1="0" y1="-8" x2="0" y2="60" stroke="#8b95a6" stroke-width="3"/>',
        f'<rect x="-10" y="-56" width="20" height="42" rx="5" fill="#7a1f1f" '
        f'stroke="{INK}" stroke-width="5"/>',
        wraps,
        f'<path d="M-42,-26 C-30,-14 30,-14 42,-26 L40,-12 C30,-6 -30,-6 -40,-12 Z" '
        f'fill="url(#gold)" stroke="{INK}" stroke-width="5" stroke-linejoin="round"/>',
        f'<circle cx="0" cy="-64" r="11" fill="url(#gold)" stroke="{INK}" stroke-width="5"/>',
        "</g>",
    ])


def icon_anchor() -> str:
    """Captain: a ship's anchor."""
    light = "#f4f7ff"
    fluke = points([(0, -15), (12, 10), (-12, 10)])
    return "".join([
        outlined("M0,-38 V56", light, 12),
        outlined("M-46,8 C-42,44 -18,56 0,56 C18,56 42,44 46,8", light, 12),
        outlined("M-30,-30 H30", light, 11),
        f'<circle cx="0" cy="-56" r="13" fill="none" stroke="{INK}" stroke-width="19"/>',
        f'<circle cx="0" cy="-56" r="13" fill="none" stroke="{light}" stroke-width="9"/>',
        f'<polygon transform="translate(-46 0) rotate(-12)" points="{fluke}" '
        f'fill="{light}" stroke="{INK}" stroke-width="5" stroke-linejoin="round"/>',
        f'<polygon transform="translate(46 0) rotate(12)" points="{fluke}" '
        f'fill="{light}" stroke="{INK}" stroke-width="5" stroke-linejoin="round"/>',
        f'<circle cx="-30" cy="-30" r="6" fill="{light}" stroke="{INK}" stroke-width="4"/>',
        f'<circle cx="30" cy="-30" r="6" fill="{light}" stroke="{INK}" stroke-width="4"/>',
    ])


def icon_scroll() -> str:
    """Ambassador: a sealed letter of credence (a scroll with a wax seal)."""
    parchment, edge = "#f6e7bf", "#c9a35c"
    lines = "".join(f'<line x1="-28" y1="{y}" x2="{x2}" y2="{y}" stroke="#8a6a35" '
                    f'stroke-width="5" stroke-linecap="round"/>'
                    for y, x2 in [(-30, 28), (-16, 28), (-2, 28), (12, 2)])

    def roll(y: float) -> str:
        return (f'<rect x="-52" y="{y}" width="104" height="20" rx="10" fill="{edge}" '
                f'stroke="{INK}" stroke-width="5"/>'
                f'<circle cx="-52" cy="{y + 10}" r="10" fill="{parchment}" stroke="{INK}" '
                f'stroke-width="5"/><circle cx="52" cy="{y + 10}" r="10" fill="{parchment}" '
                f'stroke="{INK}" stroke-width="5"/>')

    return "".join([
        f'<rect x="-42" y="-50" width="84" height="98" fill="{parchment}" stroke="{INK}" '
        f'stroke-width="5"/>',
        lines,
        roll(-62),
        roll(42),
        f'<polygon points="{points([(14, 30), (8, 70), (20, 60), (26, 72), (30, 32)])}" '
        f'fill="#b3202a" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>',
        f'<circle cx="24" cy="26" r="17" fill="#d32f2f" stroke="{INK}" stroke-width="5"/>',
        f'<circle cx="24" cy="26" r="8" fill="none" stroke="#8e1016" stroke-width="3"/>',
    ])


def icon_fan() -> str:
    """Contessa: an open folding fan with a tassel."""
    pivot_y, inner, outer, spread, pleats = 44, 26, 92, 64, 8
    leaf = []
    step = 2 * spread / pleats
    for i in range(pleats):
        a0, a1 = -spread + i * step, -spread + (i + 1) * step
        quad = [polar(0, pivot_y, inner + 12, a0), polar(0, pivot_y, outer, a0),
                polar(0, pivot_y, outer, a1), polar(0, pivot_y, inner + 12, a1)]
        colour = "#ffd6e4" if i % 2 == 0 else "#f0609a"
        leaf.append(f'<polygon points="{points(quad)}" fill="{colour}" stroke="{INK}" '
                    f'stroke-width="3" stroke-linejoin="round"/>')
    ribs = "".join(
        f'<line x1="0" y1="{pivot_y}" x2="{fmt(x)}" y2="{fmt(y)}" stroke="{GOLD_DARK}" '
        f'stroke-width="4" stroke-linecap="round"/>'
        for x, y in (polar(0, pivot_y, inner + 14, -spread + i * step) for i in range(pleats + 1)))
    (x0, y0), (x1, y1) = polar(0, pivot_y, outer, -spread), polar(0, pivot_y, outer, spread)
    rim = (f'<path d="M{fmt(x0)},{fmt(y0)} A{outer},{outer} 0 0 1 {fmt(x1)},{fmt(y1)}" '
           f'fill="none" stroke="{INK}" stroke-width="6"/>'
           f'<path d="M{fmt(x0)},{fmt(y0)} A{outer},{outer} 0 0 1 {fmt(x1)},{fmt(y1)}" '
           f'fill="none" stroke="{GOLD}" stroke-width="3"/>')
    dots = "".join(f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="4" fill="{WHITE}" stroke="{INK}" '
                   f'stroke-width="2"/>'
                   for x, y in (polar(0, pivot_y, outer - 16, -spread + (i + 0.5) * step)
                                for i in range(1, pleats, 2)))
    return "".join([
        *leaf, dots, ribs, rim,
        outlined(f"M0,{pivot_y} L0,{pivot_y + 16}", GOLD, 4, rim=6),
        f'<path d="M0,{pivot_y + 14} L-7,{pivot_y + 32} L7,{pivot_y + 32} Z" fill="#f0609a" '
        f'stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>',
        f'<circle cx="0" cy="{pivot_y}" r="8" fill="url(#gold)" stroke="{INK}" stroke-width="4"/>',
    ])


ICONS: dict[str, Callable[[], str]] = {
    "duke": icon_crown,
    "assassin": icon_dagger,
    "captain": icon_anchor,
    "ambassador": icon_scroll,
    "contessa": icon_fan,
}

# How much each icon is scaled and shifted to sit well inside the medallion.
ICON_FIT = {
    "duke": (0.76, 0, 4),
    "assassin": (0.76, 0, 0),
    "captain": (0.8, 0, 1),
    "ambassador": (0.72, -2, 0),
    "contessa": (0.72, 0, -8),
}


# --------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------

def name_band(colour: str) -> list[str]:
    """The empty light plate where the app writes the role's name."""
    x, y, w, h = NAME_BAND
    return [
        f'<rect x="{x}" y="{fmt(y - 3)}" width="{w}" height="{h + 6}" fill="{colour}"/>',
        f'<rect id="name_band" x="{x}" y="{y}" width="{w}" height="{h}" fill="#fffdf7"/>',
        f'<line x1="{x}" y1="{fmt(y + 2.5)}" x2="{x + w}" y2="{fmt(y + 2.5)}" '
        f'stroke="{GOLD}" stroke-width="1.5"/>',
        f'<line x1="{x}" y1="{fmt(y + h - 2.5)}" x2="{x + w}" y2="{fmt(y + h - 2.5)}" '
        f'stroke="{GOLD}" stroke-width="1.5"/>',
    ]


def medallion(role: str, colour: str) -> list[str]:
    """The role's icon on a round medallion in the role's colour."""
    x, y, r = MEDALLION
    scale, dx, dy = ICON_FIT[role]
    return [
        f'<circle cx="{x}" cy="{fmt(y + 4)}" r="{r + 2}" fill="#000000" fill-opacity="0.2"/>',
        f'<circle cx="{x}" cy="{y}" r="{r}" fill="url(#medal)" stroke="{INK}" '
        f'stroke-width="3"/>',
        f'<circle cx="{x}" cy="{y}" r="{r - 5}" fill="none" stroke="{GOLD}" stroke-width="4"/>',
        f'<circle cx="{x}" cy="{y}" r="{r - 10}" fill="none" stroke="{WHITE}" '
        f'stroke-opacity="0.25" stroke-width="1.5"/>',
        f'<g transform="translate({fmt(x + dx)} {fmt(y + dy)}) scale({fmt(scale)})">'
        f'{ICONS[role]()}</g>',
    ]


def coin() -> str:
    """A gold coin, 100 × 100 units, with a milled rim and a star."""
    star = points([polar(50, 51, 24 if i % 2 == 0 else 10, 36 * i) for i in range(10)])
    ticks = "".join(
        f'<line x1="{fmt(a[0])}" y1="{fmt(a[1])}" x2="{fmt(b[0])}" y2="{fmt(b[1])}"/>'
        for a, b in ((polar(50, 50, 42, d), polar(50, 50, 46, d)) for d in range(0, 360, 10)))
    return "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        'width="100" height="100" viewBox="0 0 100 100">',
        "<defs>",
        radial_gradient("face", ["#fff3b0", GOLD, "#d88a00"], cx=0.38, cy=0.32, r=0.8),
        linear_gradient("rim", ["#ffe28a", "#c98400", "#7a4a00"], 1, 1),
        "</defs>",
        f'<circle cx="50" cy="50" r="47" fill="url(#rim)" stroke="{INK}" stroke-width="3"/>',
        f'<g stroke="{mix(GOLD_DARK, INK, 0.3)}" stroke-width="2">{ticks}</g>',
        f'<circle cx="50" cy="50" r="38" fill="url(#face)" stroke="{GOLD_DARK}" '
        f'stroke-width="2.5"/>',
        f'<circle cx="50" cy="50" r="32" fill="none" stroke="{GOLD_DARK}" stroke-opacity="0.6" '
        f'stroke-width="1.5"/>',
        f'<polygon points="{star}" fill="#fff0a0" stroke="{GOLD_DARK}" stroke-width="2.5" '
        f'stroke-linejoin="round"/>',
        "</svg>",
        "",
    ])


# --------------------------------------------------------------------------

def overlay_defs(colour: str) -> list[str]:
    """The medallion's gradients (``gold`` has the same id and colours as the standard face's)."""
    return [
        radial_gradient("medal", [tint(colour, 0.25), colour, shade(colour, 0.35)],
                        cx=0.4, cy=0.35, r=0.75),
        linear_gradient("steel", ["#ffffff", "#cfd6e2", "#8592a6"], 1, 0),
    ]


def role_overlay(role: str, colour: str) -> str:
    """What the table lays over a standard face of the role's rank: medallion and name band."""
    defs = [*overlay_defs(colour), linear_gradient("gold", ["#fff2a8", GOLD, "#e39a00"])]
    return svg_file(defs, [*name_band(colour), *medallion(role, colour)])


def rules_card(rank: str, suit: str) -> str:
    """A whole card as the table shows it (without the name), for the rules page."""
    role, colour = ROLES[rank]
    return svg_file([*face_defs(), *overlay_defs(colour)],
                    [*face_body(rank, suit), *name_band(colour), *medallion(role, colour)])


def all_cards() -> dict[str, str]:
    """Every file name (without ``.svg``) mapped to its SVG text."""
    cards = {f"role_{role}": role_overlay(role, colour) for role, colour in ROLES.values()}
    cards["coin"] = coin()
    return cards


def main() -> None:
    write_cards(OUT_DIR, all_cards())
    write_cards(RULES_DIR, {f"coup_{rank}_{suit}": rules_card(rank, suit)
                            for rank, suit in RULES_CARDS})


if __name__ == "__main__":
    main()
