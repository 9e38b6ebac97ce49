"""Which face-card picture (``assets/cards/faces``, drawn by ``assets/make_face_cards.py``)
shows a card of a given kind.

Good and Bad Faces come in several variants that differ only in looks. A table picks one per
card from any non-negative number it keeps stable (a Party slot, a card's position in the
deck), so the same card looks the same from frame to frame and consecutive slots differ: four
Goods in a Party show four different people. No game logic and no Qt here; load the picture
with ``art.card_pixmap(FACES_ART, face_art(kind, variant), w, h, dpr)``.
"""
from __future__ import annotations

#: The picture set's folder under ``assets/cards`` (the ``game`` argument of ``art``).
FACES_ART = "faces"

#: How many pictures each kind has (``good_1`` … ``good_7``, ``bad_1`` … ``bad_6``; the
#: others are one picture named after the kind).
VARIANTS: dict[str, int] = {"good": 7, "bad": 6, "greedy": 1, "sad": 1, "blank": 1, "back": 1}

KINDS: tuple[str, ...] = tuple(VARIANTS)


def face_art(kind: str, variant: int = 0) -> str:
    """The picture's name for a card of ``kind`` ("good", "bad", "greedy", "sad", "blank",
    "back"); ``variant`` (0, 1, 2, …) wraps round the kind's variants and is ignored by the
    kinds that have one picture."""
    if kind not in VARIANTS:
        raise ValueError(f"unknown face kind {kind!r}; expected one of {', '.join(KINDS)}")
    if isinstance(variant, bool) or not isinstance(variant, int) or variant < 0:
        raise ValueError(f"face variant must be a non-negative integer, not {variant!r}")
    count = VARIANTS[kind]
    return kind if count == 1 else f"{kind}_{variant % count + 1}"


def all_face_art() -> list[str]:
    """Every picture name of the set, each once."""
    return [face_art(kind, i) for kind in KINDS for i in range(VARIANTS[kind])]


def faces_apart(items: list[int], names: dict[int, str | None],
                variants: dict[int, int]) -> None:
    """Each known card of ``items`` (``names[item]``: its kind's picture name, None: unknown)
    wears a picture no card before it there wears, its own (``variants``, by default its
    number) when that one is free: four Goods side by side show four people. Writes the
    changes into ``variants``."""
    used: set[str] = set()
    for item in items:
        name = names.get(item)
        if name is None:
            continue
        own = variants.get(item, abs(item))
        if face_art(name, own) in used:
            free = next((v for v in range(VARIANTS[name]) if face_art(name, v) not in used),
                        None)
            if free is not None:
                variants[item] = own = free
        used.add(face_art(name, own))
