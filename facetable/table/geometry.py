"""Plain geometry values shared by the pure layout functions (no Qt, so layouts test fast)."""
from __future__ import annotations

from dataclasses import fields, replace
from typing import Callable

from facetable.records import Record


class Rect(Record):
    """A rectangle in scene coordinates: top-left corner, width and height."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def mirrored(self, width: float) -> "Rect":
        """The same rectangle seen in a right-to-left table of the given width."""
        return Rect(width - self.x - self.w, self.y, self.w, self.h)

    def mirrored_in(self, outer: "Rect") -> "Rect":
        """The same rectangle mirrored left-right inside ``outer``."""
        return Rect(outer.x + outer.right - self.right, self.y, self.w, self.h)

    def intersects(self, other: "Rect") -> bool:
        return (self.x < other.right and other.x < self.right
                and self.y < other.bottom and other.y < self.bottom)

    def contains(self, other: "Rect", slack: float = 0.5) -> bool:
        return (other.x >= self.x - slack and other.y >= self.y - slack
                and other.right <= self.right + slack and other.bottom <= self.bottom + slack)


class Placement(Record):
    """Where one card should be: its rectangle, stacking order, and which side is up.

    ``scale`` below 1 shows the card smaller (Flip 7's modifiers above a line): ``rect`` is
    what shows, and the item keeps its full size, scaled, so its picture is drawn once."""

    rect: Rect
    z: float
    face_up: bool
    scale: float = 1.0

    def mirrored(self, width: float) -> "Placement":
        """The same placement seen in a right-to-left table of the given width."""
        return replace(self, rect=self.rect.mirrored(width))


def mirrored_layout(layout, width: float):
    """A layout (a dataclass) seen in a right-to-left table of the given width: each field
    that mirrors itself (a ``Rect``, a ``Placement``, a grid), or a dict or tuple of them, is
    mirrored; the others (sizes, seat numbers) stay as they are."""
    def mirror(value):
        if isinstance(value, dict):
            return {k: mirror(v) for k, v in value.items()}
        if isinstance(value, tuple):
            return tuple(mirror(v) for v in value)
        return value.mirrored(width) if hasattr(value, "mirrored") else value
    return replace(layout, **{f.name: mirror(getattr(layout, f.name)) for f in fields(layout)})



def spread(count: int, area: Rect, w: float, step: float, rtl: bool = False) -> list[float]:
    """The left edges of ``count`` cards of width ``w`` side by side in ``area``, centred,
    ``step`` apart, or closer (overlapping) when the area is too narrow; first on the right
    when the table reads right to left."""
    if count > 1:
        step = max(0.0, min(step, (area.w - w) / (count - 1)))
    start = area.x + (area.w - w - step * (count - 1)) / 2
    xs = [start + step * i for i in range(count)]
    return xs[::-1] if rtl else xs


def row(ids: list[int], area: Rect, y: float, w: float, h: float, z: float,
        face_up: Callable[[int], bool], rtl: bool = False, gap: float = 0.08
        ) -> dict[int, Placement]:
    """Placements of the cards ``ids`` in a row across ``area`` at height ``y`` (``spread``,
    ``gap`` of a card's width apart at most), stacked from ``z`` up so that where they overlap
    the corner index (top left) of each card stays in sight: left to right, each over the one
    on its left; right to left, each under it. ``face_up(id)`` says which side each shows."""
    xs = spread(len(ids), area, w, w * (1 + gap), rtl)
    n = len(ids)
    return {i: Placement(Rect(x, y, w, h), z + (n - 1 - k if rtl else k), face_up(i))
            for k, (i, x) in enumerate(zip(ids, xs))}


def header_font_px(seat_h: float) -> float:
    """Pixel size of the name written across the top of a seat's area."""
    return max(11.0, min(16.0, seat_h * 0.085))


def grown_cap(base: float, width: float, height: float, share: float, most: float) -> float:
    """The largest card or tile size a layout allows: ``base`` on a small table, growing with
    the table (``share`` of its shorter side) up to ``most``, so a full-screen table shows big
    cards rather than small ones in a sea of felt."""
    return max(base, min(most, share * min(width, height)))


def header_height(seat_h: float) -> float:
    """Height of that name bar: cards and tiles start below it."""
    return header_font_px(seat_h) + 12
