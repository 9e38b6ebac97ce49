#!/usr/bin/env python3
"""Draw the Crack the Code tile pictures used by the rules text (``assets/rules/pictures/``).

Run ``python assets/make_crack_tiles.py`` to (re)write them. The table draws its tiles itself
(``facetable/table/crack/tile_items.py``); these SVG files copy that look (colours, gold band of a
face-up tile, padlock of an own hidden tile) so the pictures in the rules match the table.

Names: ``crack_tile_<b|w>[_<value>][_<state>].svg`` where value is 0–11 or ``dash`` and state is
``up`` (face up, gold band) or ``mine`` (an own hidden tile: faint number and a padlock); no value
is a hidden tile of someone else (its colour only). Standard library only; SVG Tiny 1.2 like the
card art, text in bold "DejaVu Sans" (bundled).
"""
from __future__ import annotations

from pathlib import Path

OUT_DIR = Path(__file__).resolve().parent / "rules" / "pictures"

W, H = 60, 87                    # the table's tile ratio (1.45)
BODY = {"b": ("#34343c", "#121216"), "w": ("#fbf8f0", "#d9d3c3")}
EDGE = {"b": "#5a5a66", "w": "#0b0b0d"}
INK = {"b": "#f5f2e8", "w": "#16161a"}
LOCK = {"b": "#e8b93a", "w": "#8a6a12"}
GOLD = "#e8b93a"

#: The tiles the rules show.
TILES = ("b", "w", "b_6_up", "b_2_mine", "w_2_mine", "w_5_mine", "b_9_mine", "w_dash_mine")


def tile(colour: str, value: str | None = None, state: str = "hidden") -> str:
    top, bottom = BODY[colour]
    r = W * 0.14
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{W}" height="{H}" viewBox="0 0 {W} {H}">',
        f'<defs><linearGradient id="body" x1="0" y1="0" x2="1" y2="1">'
        f'<stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/>'
        f'</linearGradient></defs>',
        f'<rect x="0.6" y="0.6" width="{W - 1.2}" height="{H - 1.2}" rx="{r:.1f}" ry="{r:.1f}" '
        f'fill="url(#body)" stroke="{EDGE[colour]}" stroke-width="1.2"/>',
        f'<rect x="{W * 0.08:.1f}" y="{H * 0.05:.1f}" width="{W * 0.84:.1f}" '
        f'height="{H * 0.1:.1f}" rx="3" ry="3" fill="#ffffff" '
        f'fill-opacity="{0.16 if colour == "b" else 0.47}"/>',
    ]
    if state == "up":
        parts.append(f'<rect x="{W * 0.1:.1f}" y="{H * 0.84:.1f}" width="{W * 0.8:.1f}" '
                     f'height="{H * 0.09:.1f}" rx="3" ry="3" fill="{GOLD}"/>')
    if value is not None:
        opacity = ' fill-opacity="0.67"' if state == "mine" else ""
        if value == "dash":
            parts.append(f'<rect x="{W * 0.28:.1f}" y="{H * 0.45:.1f}" width="{W * 0.44:.1f}" '
                         f'height="{H * 0.07:.1f}" fill="{INK[colour]}"{opacity}/>')
        else:
            size = W * (0.5 if len(value) == 1 else 0.42)
            baseline = H * 0.47 + size * 0.36
            parts.append(f'<text x="{W / 2:.1f}" y="{baseline:.1f}" font-family="DejaVu Sans" '
                         f'font-weight="bold" font-size="{size:.1f}" text-anchor="middle" '
                         f'fill="{INK[colour]}"{opacity}>{value}</text>')
            if value in ("6", "9"):            # tell 6 from 9, as on the table
                y = baseline + size * 0.2
                parts.append(f'<rect x="{W * 0.36:.1f}" y="{y:.1f}" width="{W * 0.28:.1f}" '
                             f'height="1.6" fill="{INK[colour]}"{opacity}/>')
    if state == "mine":
        s = W * 0.26
        x, y = W - s - W * 0.08, H - s * 1.25 - H * 0.04
        parts.append(f'<path d="M{x + s * 0.25:.1f},{y + s * 0.55:.1f} V{y + s * 0.3:.1f} '
                     f'A{s * 0.25:.1f},{s * 0.3:.1f} 0 0 1 {x + s * 0.75:.1f},{y + s * 0.3:.1f} '
                     f'V{y + s * 0.55:.1f}" fill="none" stroke="{LOCK[colour]}" '
                     f'stroke-width="{s * 0.14:.1f}"/>')
        parts.append(f'<rect x="{x:.1f}" y="{y + s * 0.45:.1f}" width="{s:.1f}" '
                     f'height="{s * 0.7:.1f}" rx="2" ry="2" fill="{LOCK[colour]}"/>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def parse(name: str) -> tuple[str, str | None, str]:
    """``"b_6_up"`` -> ("b", "6", "up"); ``"w"`` -> ("w", None, "hidden")."""
    colour, *rest = name.split("_")
    state = rest.pop() if rest and rest[-1] in ("up", "mine") else "hidden"
    return colour, (rest[0] if rest else None), state


def main() -> None:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for name in TILES:
        (OUT_DIR / f"crack_tile_{name}.svg").write_text(tile(*parse(name)), encoding="utf-8")
    print(f"wrote {len(TILES)} tiles to {OUT_DIR}")


if __name__ == "__main__":
    main()
