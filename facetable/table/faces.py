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

#: How both face tables are spaced (pixels): the face art's height / width (250 × 350), the
#: margin round the table, the padding inside a seat, the gap between zones, the words under a
#: hand, a Party, a mat or a pile, and the gap between two such words side by side.
CARD_RATIO = 1.4
MARGIN, PAD, GAP = 8.0, 6.0, 8.0
CAPTION_H, LABEL_GAP = 16.0, 4.0


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


class FacePicture:
    """What a table's picture of face cards answers about one card (mixed into a game's
    picture, which holds ``kinds``: item -> what the seat shown knows of it, None: a back;
    ``variants``: item -> its picture's number; ``players`` and ``seat``: whose picture)."""

    def kind(self, item: int):
        return self.kinds.get(item)

    def count(self, items: list[int], kind) -> int:
        """How many of ``items`` the seat shown knows to be of ``kind``."""
        return sum(1 for i in items if self.kinds.get(i) == kind)

    def art_name(self, kind) -> str:
        """The picture's kind name for a card kind (by default the kind is its name)."""
        return kind

    def picture(self, item: int) -> str:
        """The face picture of an item as this seat may see it ("back" when unknown). The
        variant follows the item, so a card keeps its face from frame to frame."""
        kind = self.kinds.get(item)
        return face_art("back") if kind is None else \
            face_art(self.art_name(kind), self.variants.get(item, abs(item)))

    def own(self) -> bool:
        """The seat shown is a player (not a spectator)."""
        return 0 <= self.seat < self.players


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
