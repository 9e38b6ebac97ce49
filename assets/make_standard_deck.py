#!/usr/bin/env python3
"""Generate the shared standard deck of playing cards (our own drawing, no third-party art).

Run ``python assets/make_standard_deck.py`` to (re)write every SVG file in
``assets/cards/standard/``:

* ``<rank>_<suit>.svg`` for the ranks A, 2–10, J, Q, K and the suits ``spades``, ``hearts``,
  ``diamonds``, ``clubs``: 52 faces;
* ``joker_red.svg`` and ``joker_black.svg``;
* ``back_<name>.svg``: the card backs the player chooses among in the settings (``BACKS``).

A face is drawn like a printed card: the rank above its suit in the top-left corner and again,
upside down, in the bottom-right one (at the table's smallest size, 44 × 62 pixels, the corner
is what is read), red for hearts and diamonds and near-black for spades and clubs; the usual
pips in the middle; the court cards (J, Q, K) a framed panel with the rank's letter and a
crown (K: three points, Q: a tiara, J: a cap with a feather). No words are baked in.

The card is 250 × 350 units with the same corners as the games' own cards
(``make_coup_cards.py`` draws Coup's role medallions, which the table lays over these faces).
Only what Qt's SVG renderer (SVG Tiny 1.2) draws reliably is used, and the colour helpers of
``make_flip7_cards.py``. Standard library only.
"""

from __future__ import annotations

from pathlib import Path

from make_flip7_cards import (
    fmt,
    linear_gradient,
    points,
    polar,
    radial_gradient,
    rounded_rect_path,
    shade,
    svg_file,
    tint,
)

OUT_DIR = Path(__file__).resolve().parent / "cards" / "standard"

W, H = 250, 350          # card size in SVG units
CX, CY = W / 2, H / 2
RADIUS = 16              # corner radius of the card
INSET = 9                # width of the frame around the inner panel
PANEL_RADIUS = 9

FONT = 'font-family="DejaVu Sans" font-weight="bold"'
CAP_HEIGHT = 0.729       # height of DejaVu Sans Bold capitals and digits, in em

INK = "#1c1b2b"          # outlines; also the colour of the black suits
RED = "#d0121b"          # the red suits
WHITE = "#ffffff"
GOLD = "#ffc83d"

SUITS = ("spades", "hearts", "diamonds", "clubs")
RED_SUITS = ("hearts", "diamonds")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

# rank -> (horizontal squeeze, vertical squeeze, rightward nudge in em, baseline below the
# centre in em) for glyphs that do not sit like one capital: DejaVu Sans Bold's J hangs
# 0.201 em below the baseline and leans left; "10" is two digits wide.
GLYPH_FIT = {"J": (1.0, 0.8, 0.075, (0.729 - 0.201) / 2), "10": (0.62, 1.0, 0.0, CAP_HEIGHT / 2)}

# --------------------------------------------------------------------------
# Suits (drawn around the origin, within about ±52)
# --------------------------------------------------------------------------

SUIT_PATHS = {
    "hearts": ("M0,46 C-8,34 -50,8 -50,-20 C-50,-40 -36,-50 -22,-50 "
               "C-10,-50 -2,-42 0,-32 C2,-42 10,-50 22,-50 "
               "C36,-50 50,-40 50,-20 C50,8 8,34 0,46 Z"),
    "diamonds": "M0,-52 C12,-32 24,-14 40,0 C24,14 12,32 0,52 C-12,32 -24,14 -40,0 "
                "C-24,-14 -12,-32 0,-52 Z",
    "spades": ("M0,-52 C8,-36 50,-12 50,14 C50,32 36,40 24,40 C14,40 7,35 4,28 "
               "C5,38 10,46 20,52 L-20,52 C-10,46 -5,38 -4,28 "
               "C-7,35 -14,40 -24,40 C-36,40 -50,32 -50,14 C-50,-12 -8,-36 0,-52 Z"),
    "clubs": ("M0,-52 C15,-52 24,-40 24,-28 C24,-20 21,-14 16,-9 "
              "C20,-13 26,-15 30,-15 C42,-15 52,-5 52,8 C52,22 42,32 29,32 "
              "C19,32 11,26 6,16 C7,32 12,44 22,52 L-22,52 C-12,44 -7,32 -6,16 "
              "C-11,26 -19,32 -29,32 C-42,32 -52,22 -52,8 C-52,-5 -42,-15 -30,-15 "
              "C-26,-15 -20,-13 -16,-9 C-21,-14 -24,-20 -24,-28 C-24,-40 -15,-52 0,-52 Z"),
}


def suit_colour(suit: str) -> str:
    return RED if suit in RED_SUITS else INK


def suit_pip(suit: str, x: float, y: float, size: float, *, rim: float = 0,
             upside_down: bool = False, colour: str | None = None) -> str:
    """A suit symbol ``size`` units tall centred on (x, y), with an optional white rim."""
    d = SUIT_PATHS[suit]
    scale = size / 104
    turn = " rotate(180)" if upside_down else ""
    rim_svg = (f'<path d="{d}" fill="{WHITE}" stroke="{WHITE}" '
               f'stroke-width="{fmt(rim / scale)}" stroke-linejoin="round"/>' if rim else "")
    return (f'<g transform="translate({fmt(x)} {fmt(y)}){turn} scale({fmt(scale)})">'
            f'{rim_svg}<path d="{d}" fill="{colour or suit_colour(suit)}"/></g>')


# --------------------------------------------------------------------------
# Corner indices
# --------------------------------------------------------------------------

RANK_SIZE = 76           # font size of the corner rank
RANK_X, RANK_Y = 42, 46  # centre of the top-left rank's capitals
PIP_Y, PIP_SIZE = 97, 30


def rank_text(rank: str, x: float, y: float, size: float, fill: str, rim: float) -> str:
    """A rank whose capitals are centred on (x, y), with a white rim behind it."""
    squeeze_x, squeeze_y, nudge, baseline = GLYPH_FIT.get(rank, (1.0, 1.0, 0.0, CAP_HEIGHT / 2))
    common = (f'x="{fmt(nudge * size)}" y="{fmt(baseline * size)}" {FONT} '
              f'font-size="{fmt(size)}" text-anchor="middle"')
    transform = f"translate({fmt(x)} {fmt(y)})"
    if (squeeze_x, squeeze_y) != (1, 1):
        transform += f" scale({fmt(squeeze_x)} {fmt(squeeze_y)})"
    return (f'<g transform="{transform}">'
            f'<text {common} fill="{WHITE}" stroke="{WHITE}" stroke-width="{fmt(rim)}" '
            f'stroke-linejoin="round">{rank}</text>'
            f'<text {common} fill="{fill}" stroke="{fill}" stroke-width="2.5" '
            f'stroke-linejoin="round">{rank}</text></g>')


def corner_indices(index: str) -> list[str]:
    """An index top-left and the same one turned half round bottom-right."""
    return [f"<g>{index}</g>", f'<g transform="rotate(180 {CX} {CY})">{index}</g>']


def rank_index(rank: str, suit: str) -> str:
    """The top-left index of a face: the rank over its suit."""
    return (rank_text(rank, RANK_X, RANK_Y, RANK_SIZE, suit_colour(suit), 9)
            + suit_pip(suit, RANK_X, PIP_Y, PIP_SIZE, rim=7))


# --------------------------------------------------------------------------
# The card
# --------------------------------------------------------------------------


PANEL = (INSET, INSET, W - 2 * INSET, H - 2 * INSET, PANEL_RADIUS)


def frame(edge: str) -> list[str]:
    """The frame band (``url(#frame)``, an even-odd ring) and the panel's edge line."""
    return [
        f'<path fill="url(#frame)" fill-rule="evenodd" stroke="{INK}" stroke-width="2" '
        f'd="{rounded_rect_path(1, 1, W - 2, H - 2, RADIUS)} {rounded_rect_path(*PANEL)}"/>',
        f'<path d="{rounded_rect_path(*PANEL)}" fill="none" stroke="{edge}" stroke-width="2"/>',
    ]


def face_defs() -> list[str]:
    return [
        linear_gradient("frame", ["#fbf8f0", "#e8e1cf", "#cdc3a8"], 1, 1),
        radial_gradient("panel", [WHITE, "#f6f2e6"], cy=0.35, r=0.8),
        linear_gradient("gold", ["#fff2a8", GOLD, "#e39a00"]),
    ]


# Pip positions (x, y) in the middle of the card; the lower half is drawn upside down.
COLS = (100, CX, 150)
ROWS = (72, 124, 175, 226, 278)


def pip_layout(count: int) -> list[tuple[float, float]]:
    left, mid, right = COLS
    top, upper, centre, lower, bottom = ROWS
    between_high, between_low = (top + centre) / 2 - 4, (centre + bottom) / 2 + 4
    sides = {2: [], 4: [top, bottom], 6: [top, centre, bottom],
             8: [top, upper + 4, lower - 4, bottom]}
    layouts = {
        2: [(mid, top), (mid, bottom)],
        3: [(mid, top), (mid, centre), (mid, bottom)],
        4: [(x, y) for y in sides[4] for x in (left, right)],
        5: [(x, y) for y in sides[4] for x in (left, right)] + [(mid, centre)],
        6: [(x, y) for y in sides[6] for x in (left, right)],
        7: [(x, y) for y in sides[6] for x in (left, right)] + [(mid, between_high)],
        8: [(x, y) for y in sides[6] for x in (left, right)] + [(mid, between_high),
                                                                  (mid, between_low)],
        9: [(x, y) for y in sides[8] for x in (left, right)] + [(mid, centre)],
        10: [(x, y) for y in ROWS for x in (left, right)],
    }
    return layouts[count]


def pips(suit: str, count: int) -> list[str]:
    size = 44 if count <= 8 else 40
    return [suit_pip(suit, x, y, size, upside_down=y > CY + 1) for x, y in pip_layout(count)]


def crown(kind: str, colour: str) -> str:
    """A small headdress above the court letter (around the origin, about ±40 wide)."""
    if kind == "K":
        body = points([(-38, 22), (-44, -22), (-20, 0), (0, -34), (20, 0), (44, -22), (38, 22)])
    elif kind == "Q":
        body = points([(-36, 22), (-32, -6), (-16, 6), (0, -24), (16, 6), (32, -6), (36, 22)])
    else:   # J: a cap with a feather
        return (f'<path d="M-34,22 C-34,-6 -14,-18 6,-18 C24,-18 34,-4 34,22 Z" '
                f'fill="{colour}" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>'
                f'<path d="M10,-16 C20,-40 38,-46 46,-44 C40,-30 28,-18 14,-12 Z" '
                f'fill="url(#gold)" stroke="{INK}" stroke-width="3.5" stroke-linejoin="round"/>'
                f'<rect x="-38" y="16" width="76" height="12" rx="5" fill="url(#gold)" '
                f'stroke="{INK}" stroke-width="4"/>')
    return (f'<polygon points="{body}" fill="url(#gold)" stroke="{INK}" stroke-width="4.5" '
            f'stroke-linejoin="round"/>'
            f'<rect x="-40" y="16" width="80" height="14" rx="5" fill="{colour}" '
            f'stroke="{INK}" stroke-width="4"/>')


def court(rank: str, suit: str) -> list[str]:
    """A framed panel with a crown, the rank's letter and the suit, mirrored below."""
    colour = suit_colour(suit)
    tone = "#f9dde0" if suit in RED_SUITS else "#dfe3ee"
    x, y, w, h = 78, 56, W - 156, H - 112
    half = (f'<g transform="translate({CX} 98) scale(0.9)">{crown(rank, colour)}</g>'
            + rank_text(rank, CX, 146, 54, colour, 8))
    return [
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="{tone}" '
        f'stroke="{colour}" stroke-width="3"/>',
        f'<rect x="{x + 6}" y="{y + 6}" width="{w - 12}" height="{h - 12}" rx="5" fill="none" '
        f'stroke="{GOLD}" stroke-width="2"/>',
        suit_pip(suit, x + 22, y + 24, 26), suit_pip(suit, x + w - 22, y + h - 24, 26,
                                                     upside_down=True),
        half,
        f'<g transform="rotate(180 {CX} {CY})">{half}</g>',
        f'<line x1="{x + 12}" y1="{CY}" x2="{x + w - 12}" y2="{CY}" stroke="{colour}" '
        f'stroke-width="2"/>',
    ]


def face_body(rank: str, suit: str) -> list[str]:
    """The drawing of one of the 52 faces (its gradients are ``face_defs``)."""
    if rank in ("J", "Q", "K"):
        middle = court(rank, suit)
    elif rank == "A":
        middle = [suit_pip(suit, CX, CY, 118)]
    else:
        middle = pips(suit, int(rank))
    return [f'<path d="{rounded_rect_path(*PANEL)}" fill="url(#panel)"/>',
            *middle, *frame("#b9ad8c"), *corner_indices(rank_index(rank, suit))]


def face_card(rank: str, suit: str) -> str:
    """One of the 52 faces."""
    return svg_file(face_defs(), face_body(rank, suit))


def star(x: float, y: float, outer: float, fill: str) -> str:
    tips = points([polar(x, y, outer if i % 2 == 0 else outer * 0.45, 36 * i) for i in range(10)])
    return (f'<polygon points="{tips}" fill="{fill}" stroke="{WHITE}" stroke-width="3" '
            f'stroke-linejoin="round"/>')


def joker_card(colour_name: str) -> str:
    """A joker: a star in each corner and a jester's hat with bells in the middle."""
    colour = RED if colour_name == "red" else INK
    second = "#f0b400" if colour_name == "red" else "#6a6f85"
    hat = (f'<path d="M-70,40 C-66,-10 -60,-40 -88,-62 C-40,-52 -18,-20 0,30 '
           f'C18,-20 40,-52 88,-62 C60,-40 66,-10 70,40 Z" fill="{colour}" stroke="{INK}" '
           f'stroke-width="5" stroke-linejoin="round"/>'
           f'<path d="M-30,34 C-24,-20 -8,-70 0,-84 C8,-70 24,-20 30,34 Z" fill="{second}" '
           f'stroke="{INK}" stroke-width="5" stroke-linejoin="round"/>'
           f'<rect x="-78" y="34" width="156" height="26" rx="9" fill="url(#gold)" '
           f'stroke="{INK}" stroke-width="5"/>'
           + "".join(f'<circle cx="{bx}" cy="{by}" r="11" fill="url(#gold)" stroke="{INK}" '
                     f'stroke-width="4"/>' for bx, by in [(-88, -62), (0, -86), (88, -62)]))
    index = (star(RANK_X, RANK_Y - 2, 30, colour) + star(RANK_X, PIP_Y, 14, second))
    body = [f'<path d="{rounded_rect_path(*PANEL)}" fill="url(#panel)"/>',
            f'<g transform="translate({CX} {CY + 14})">{hat}</g>',
            star(CX, CY + 108, 22, colour),
            *frame("#b9ad8c"), *corner_indices(index)]
    return svg_file(face_defs(), body)


# --------------------------------------------------------------------------
# Backs
# --------------------------------------------------------------------------

#: name -> (panel colours light to dark, ornament colour, emblem)
BACKS = {
    "burgundy": (["#9a1a33", "#6a0f22", "#3a0613"], GOLD, "rosette"),
    "navy": (["#2d5c9e", "#1b3b70", "#0c1d3d"], "#dbe6ff", "compass"),
}


def back_card(name: str) -> str:
    """A back: a small repeated ornament inside a double rule, a diamond and an emblem."""
    panel_colours, ornament, emblem = BACKS[name]
    defs = [
        linear_gradient("frame", [tint(ornament, 0.3), ornament, shade(ornament, 0.55)], 1, 1),
        radial_gradient("panel", panel_colours, r=0.8),
    ]
    left, top = INSET + 12, INSET + 12
    right, bottom = W - INSET - 12, H - INSET - 12
    tiles = []
    step = 24
    y = top + step / 2
    while y < bottom:
        x = left + step / 2
        while x < right:
            shape = ('<ellipse rx="8" ry="3.2"/><ellipse rx="3.2" ry="8"/>'
                     if emblem == "rosette" else f'<polygon points="0,-8 3,0 0,8 -3,0"/>'
                                                 f'<polygon points="-8,0 0,-3 8,0 0,3"/>')
            tiles.append(f'<g transform="translate({fmt(x)} {fmt(y)})">{shape}</g>')
            x += step
        y += step
    dark = panel_colours[-1]
    if emblem == "rosette":
        centre = "".join(
            f'<ellipse cx="{CX}" cy="{CY}" rx="34" ry="12" fill="{ornament}" '
            f'transform="rotate({a} {CX} {CY})" stroke="{dark}" stroke-width="2"/>'
            for a in (0, 45, 90, 135)) + (f'<circle cx="{CX}" cy="{CY}" r="10" fill="{dark}" '
                                          f'stroke="{ornament}" stroke-width="3"/>')
    else:
        ray = points([polar(CX, CY, 40 if i % 2 == 0 else 11, 45 * i / 1) for i in range(8)])
        centre = (f'<circle cx="{CX}" cy="{CY}" r="36" fill="none" stroke="{ornament}" '
                  f'stroke-width="2.5"/><polygon points="{ray}" fill="{ornament}" '
                  f'stroke="{dark}" stroke-width="2" stroke-linejoin="round"/>'
                  f'<circle cx="{CX}" cy="{CY}" r="6" fill="{dark}"/>')
    body = [
        f'<path d="{rounded_rect_path(*PANEL)}" fill="url(#panel)"/>',
        f'<g fill="{ornament}" fill-opacity="0.28">{"".join(tiles)}</g>',
        f'<rect x="{left - 4}" y="{top - 4}" width="{right - left + 8}" '
        f'height="{bottom - top + 8}" rx="6" fill="none" stroke="{ornament}" '
        f'stroke-opacity="0.85" stroke-width="2.5"/>',
        f'<rect x="{left + 2}" y="{top + 2}" width="{right - left - 4}" '
        f'height="{bottom - top - 4}" rx="4" fill="none" stroke="{ornament}" '
        f'stroke-opacity="0.45" stroke-width="1.2"/>',
        f'<polygon points="{points([(CX, CY - 74), (CX + 58, CY), (CX, CY + 74), (CX - 58, CY)])}" '
        f'fill="{dark}" stroke="{ornament}" stroke-width="3.5" stroke-linejoin="round"/>',
        centre,
        *frame(dark),
    ]
    return svg_file(defs, body)


# --------------------------------------------------------------------------

def all_cards() -> dict[str, str]:
    """Every file name (without ``.svg``) mapped to its SVG text."""
    cards = {f"{rank}_{suit}": face_card(rank, suit) for rank in RANKS for suit in SUITS}
    cards["joker_red"] = joker_card("red")
    cards["joker_black"] = joker_card("black")
    for name in BACKS:
        cards[f"back_{name}"] = back_card(name)
    return cards


def write_cards(out_dir: Path, cards: dict[str, str]) -> None:
    """Write each ``name: svg`` of ``cards`` to ``out_dir/name.svg``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, svg in cards.items():
        (out_dir / f"{name}.svg").write_text(svg, encoding="utf-8")
    print(f"wrote {len(cards)} files to {out_dir}")


def main() -> None:
    write_cards(OUT_DIR, all_cards())


if __name__ == "__main__":
    main()
