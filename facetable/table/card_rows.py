"""Rows of cards on a table, as pure geometry (no Qt): a seat's body under its header, a fan of
cards from the start of a zone, and a *staging row*, where a player arranges some of their own
cards in order before playing them (Good Face Bad Face's new Stack), with two arrows under each
card to move it and a Done button after the row.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, Sequence

from .geometry import Placement, Rect, header_height

CAPTION_H = 16.0            # the words over the row
ARROW_H = 20.0
DONE_W, DONE_H = 96.0, 38.0
GAP = 8.0
#: Card pitch in card widths: side by side, and the tightest before the cards get smaller.
SIDE_BY_SIDE, TIGHTEST = 1.06, 0.55
MAX_STAGE_W = 120.0


class Known(Protocol):
    def kind(self, item: int) -> object | None:
        """What the seat shown knows a card is (None: its back)."""


@dataclass(frozen=True, slots=True)
class Stage:
    """Where a staging row's parts go: its ``area``, the words over it (``caption``), its
    cards' width, each card's (left, right) arrows as seen on screen, and Done (no arrows and
    no Done unless the row is being arranged)."""

    area: Rect
    caption: Rect
    card_w: float
    arrows: list[tuple[Rect, Rect]]
    done: Rect | None


def top_row(others: Sequence[int], width: float, height: float, margin: float, share: float
            ) -> dict[int, Rect]:
    """The seats of ``others`` side by side along the top, ``height`` high, centred, each at
    most ``share`` of the table's ``width``."""
    n = len(others)
    top_w = min((width - (n + 1) * margin) / n, width * share)
    x0 = (width - (n * top_w + (n - 1) * margin)) / 2
    return {s: Rect(x0 + i * (top_w + margin), margin, top_w, height)
            for i, s in enumerate(others)}


def seat_body(rect: Rect, pad: float) -> Rect:
    """A seat's area under its header (its name), ``pad`` inside its edges."""
    hh = header_height(rect.h)
    return Rect(rect.x + pad, rect.y + hh, rect.w - 2 * pad, rect.h - hh - pad)


def fan(table: Known, items: list[int], zone: Rect, w: float, most: float, z0: float,
        out: dict[int, Placement], ratio: float) -> None:
    """Cards ``w`` wide (``ratio``: height / width) side by side from the start of ``zone``,
    ``most`` card widths apart or closer, to fit; face up when ``table`` knows them."""
    n = len(items)
    step = most * w
    if n > 1 and w + (n - 1) * step > zone.w:
        step = max(0.0, (zone.w - w) / (n - 1))
    for i, item in enumerate(items):
        r = Rect(zone.x + i * step, zone.y, w, w * ratio)
        out[item] = Placement(r, z0 + i, table.kind(item) is not None)


def stage_row(staged: Sequence[int], in_row: list[int], area: Rect, ow: float,
              interactive: bool, rtl: bool, out: dict[int, Placement], ratio: float) -> Stage:
    """The staging row in ``area``: the chosen cards in order (the first is the top), arrows
    under each, Done at the end. Places the cards of ``in_row`` (``ratio``: their height /
    width; ``ow``: the seat's card width) in ``out``; returns where its parts go."""
    n = len(staged)
    row_h = area.h - CAPTION_H - ARROW_H - 8
    w = max(1.0, min(row_h / ratio, MAX_STAGE_W, max(ow, 1.0) * 1.15))
    room = area.w - (DONE_W + 2 * GAP)
    step = SIDE_BY_SIDE * w
    if n > 1 and w + (n - 1) * step > room:
        step = (room - w) / (n - 1)
        if step < TIGHTEST * w:                   # too many: smaller cards
            w = max(1.0, min(w, room / (1 + (n - 1) * TIGHTEST)))
            step = min(SIDE_BY_SIDE * w, (room - w) / (n - 1))
    total = w + (n - 1) * step + 2 * GAP + DONE_W
    x0 = area.x + max(0.0, (area.w - total) / 2)
    y = area.y + CAPTION_H + 4
    arrows: list[tuple[Rect, Rect]] = []
    for i, item in enumerate(staged):
        r = Rect(x0 + i * step, y, w, w * ratio)
        visible = min(step, w) if i < n - 1 else w
        aw = max(8.0, min(18.0, (visible - 6) / 2))
        mid = r.x + visible / 2
        left = Rect(mid - 2 - aw, r.bottom + 4, aw, ARROW_H)
        right = Rect(mid + 2, r.bottom + 4, aw, ARROW_H)
        if rtl:
            r, left, right = r.mirrored_in(area), right.mirrored_in(area), left.mirrored_in(area)
        if item in in_row:
            out[item] = Placement(r, 200 + i, True)
        arrows.append((left, right))
    done = Rect(x0 + w + (n - 1) * step + 2 * GAP, y + (w * ratio - DONE_H) / 2,
                DONE_W, DONE_H)
    if rtl:
        done = done.mirrored_in(area)
    caption = Rect(area.x, area.y, area.w, CAPTION_H)
    return Stage(area, caption, w, arrows, done) if interactive else \
        Stage(area, caption, w, [], None)
