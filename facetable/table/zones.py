"""The table as zones of items, shared by every game that uses it (no Qt).

An item is a card, tile, coin or chip: an id, a kind, what its back shows to everyone (a tile's
colour), its face as far as the seat being shown may know it (None: unknown) and whether it lies
face up. A zone (a pile, a row, a fan, a grid or a stack) has an owner seat or none, says who may
see the faces in it, and holds item ids in order; a pile whose contents are only counted (a draw
pile) holds a count instead. A card the seat shown cannot tell from another (an opponent's
face-down card) is anonymous: a negative id, the same for no two cards, that compares as "some
card" in a drift check; when it becomes known, it gives way to its real id (``Identify``).
Labels (scores, counts, whose turn) are values by name.

A game declares its zones and two functions: one projects a view onto zone contents and labels
(``TableModel.from_view``), one maps each event to operations on the zones. The projection is
the single source of truth: after every move the zones built from events must equal the
projection of the engine's view (``tests/test_table_drift.py``).
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Union

from facetable.records import Record

KINDS = ("pile", "row", "fan", "grid", "stack")
#: Who may see the faces of a zone's items: everyone, its owner only, nobody.
ALL, OWNER, NOBODY = "all", "owner", "nobody"


class ZoneError(ValueError):
    """An operation that does not fit the zones (an item that is not there)."""


class Item(Record):
    id: int
    kind: str                  # card, tile, coin, chip
    back: Any = None           # what everyone sees of it face down (a tile's colour)
    face: Any = None           # None: not known to the seat being shown
    face_up: bool = False      # lies face up, for everyone


def known(card: int | None, face_up: bool = False) -> Item | None:
    """A card the seat shown can name, its face being its id (a game whose cards are known by
    id); None stays None, a card it cannot name (``TableModel.put``)."""
    return None if card is None else Item(card, "card", None, card, face_up)


class Zone:
    """A place on the table holding items in order: a pile, a row, a fan, a grid or a stack."""

    __slots__ = ("name", "kind", "owner", "sees", "items", "count", "endless")

    def __init__(self, name: str, kind: str, owner: int | None = None, sees: str = ALL,
                 items: list[int] | None = None, count: int | None = None,
                 endless: bool = False) -> None:
        if kind not in KINDS:
            raise ZoneError(f"unknown zone kind {kind!r}")
        self.name, self.kind, self.owner, self.sees = name, kind, owner, sees
        self.items: list[int] = [] if items is None else items
        #: For a pile only counted (its ids unknown to the table): how many items it holds.
        self.count = count
        #: A counted pile that never runs out nor fills (a bank): its count stays as it is.
        self.endless = endless

    def _values(self) -> tuple:
        return (self.name, self.kind, self.owner, self.sees, self.items, self.count,
                self.endless)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Zone:
            return NotImplemented
        return self._values() == other._values()        # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment] - equal by value, and changing

    def __repr__(self) -> str:
        return "Zone(" + ", ".join(f"{name}={value!r}" for name, value in
                                   zip(self.__slots__, self._values())) + ")"

    @property
    def size(self) -> int:
        return self.count if self.count is not None else len(self.items)


# --- operations: what an event does to the zones --------------------------------------------
class Move(Record):
    """``item`` goes to ``zone`` at ``index`` (None: at the end), from wherever it is or, when it
    was not on the table, out of the counted pile ``source``. ``face``/``face_up`` when given
    are what it shows once there (None keeps what it had)."""

    item: int
    zone: str
    index: int | None = None
    source: str | None = None
    face: Any = None
    face_up: bool | None = None
    kind: str = "card"
    back: Any = None


class MoveUnknown(Record):
    """``count`` cards nobody shown can name go from ``source`` to ``zone``: from a counted
    pile, or the last anonymous cards of a zone; into a counted pile they are only counted."""

    source: str
    zone: str
    count: int
    index: int | None = None


class Take(Record):
    """A card without an id of its own (cards known only by kind) goes from ``source`` to
    ``zone``: the one at ``at`` in ``source`` (0: the top) when given, else the first one showing
    ``face``, else the first one the seat shown cannot name; from a counted pile, a new one.
    There it lies at ``index`` (None: at the end) showing ``face`` as far as the seat shown may
    know it (``known``) and ``face_up``."""

    source: str
    zone: str
    face: Any = None
    at: int | None = None
    index: int | None = None
    known: bool = True
    face_up: bool = False


class Identify(Record):
    """``item`` of ``zone`` is known now: if the zone does not hold it, its last anonymous card
    becomes it (same place), with ``face``."""

    zone: str
    item: int
    face: Any


class Flip(Record):
    item: int
    face_up: bool


class Reveal(Record):
    """The seat shown learns ``item``'s face (it stays where and as it lies)."""

    item: int
    face: Any


class SetCount(Record):
    zone: str
    count: int


class Clear(Record):
    """Every item of ``zone`` leaves the table (a reshuffle into a counted pile)."""

    zone: str


class Label(Record):
    name: str
    value: Any


Op = Union[Move, MoveUnknown, Take, Identify, Flip, Reveal, SetCount, Clear, Label]


class TableModel:
    """Zones, items and labels: what the table shows, for one seat."""

    def __init__(self, zones: Iterable[Zone]) -> None:
        self.zones: dict[str, Zone] = {z.name: z for z in zones}
        self.items: dict[int, Item] = {}
        self.labels: dict[str, Any] = {}
        #: What never changes in a game and every seat knows (the deck's faces, the options),
        #: and the seat shown (``seat``).
        self.facts: dict[str, Any] = {}
        self._where: dict[int, str] = {}
        self._anonymous = -1
        #: Where an item came onto the table from: the counted pile it left, or the anonymous
        #: card it was before it was identified; and the counted pile an item went into.
        #: The table makes it appear there, and leave towards it.
        self.came_from: dict[int, int | str] = {}
        self.went_to: dict[int, str] = {}

    def __eq__(self, other: object) -> bool:
        """Two tables are equal when they show the same (``snapshot``): a table built from
        events equals one loaded from the view, whatever their anonymous cards' ids."""
        if not isinstance(other, TableModel):
            return NotImplemented
        return self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment] - equal by value, and changing

    # --- queries ------------------------------------------------------------------------------
    def where(self, item_id: int) -> str | None:
        return self._where.get(item_id)

    def ids(self, zone: str) -> list[int]:
        return list(self.zones[zone].items)

    def in_zone(self, zone: str) -> list[Item]:
        return [self.items[i] for i in self.zones[zone].items]

    def owner(self, item_id: int) -> int | None:
        zone = self._where.get(item_id)
        return None if zone is None else self.zones[zone].owner

    def snapshot(self) -> dict[str, Any]:
        """What a drift check compares: per zone its count, order and faces as shown, and every
        label."""
        out: dict[str, Any] = {}
        for name, z in self.zones.items():
            out[name] = (z.size, tuple((i if i >= 0 else None, self.items[i].back,
                                        self.items[i].face, self.items[i].face_up)
                                       for i in z.items))
        out["labels"] = dict(self.labels)
        return out

    # --- operations ---------------------------------------------------------------------------
    def put(self, zone: str, items: Iterable[Item | None]) -> None:
        """Fill ``zone`` with ``items`` in order (a projection building the table); None is a
        card the seat shown cannot name (``anonymous``)."""
        for item in items:
            if item is None:
                self.anonymous(zone, 1)
            else:
                self.apply(Move(item.id, zone, kind=item.kind, back=item.back, face=item.face,
                                face_up=item.face_up))

    def apply(self, op: Op) -> None:
        if isinstance(op, Move):
            self._move(op)
        elif isinstance(op, MoveUnknown):
            for k in range(op.count):
                self._move_unknown(op.source, op.zone, None if op.index is None else op.index + k)
        elif isinstance(op, Take):
            self._take(op)
        elif isinstance(op, Identify):
            self._identify(op)
        elif isinstance(op, Flip):
            self.items[self._known(op.item)] = self.items[op.item].replace(face_up=op.face_up)
        elif isinstance(op, Reveal):
            self.items[self._known(op.item)] = self.items[op.item].replace(face=op.face)
        elif isinstance(op, SetCount):
            self.zones[op.zone].count = op.count
        elif isinstance(op, Clear):
            for i in self.zones[op.zone].items:
                self._where.pop(i, None)
                self.items.pop(i, None)
            self.zones[op.zone].items = []
        elif isinstance(op, Label):
            self.labels[op.name] = op.value
        else:
            raise ZoneError(f"not an operation: {op!r}")

    def apply_all(self, ops: Iterable[Op]) -> None:
        for op in ops:
            self.apply(op)

    def move(self, item: int, zone: str, index: int | None = None) -> None:
        self.apply(Move(item, zone, index))

    def insert_at(self, item: int, zone: str, index: int) -> None:
        self.apply(Move(item, zone, index))

    def flip(self, item: int, face_up: bool = True) -> None:
        self.apply(Flip(item, face_up))

    def reveal(self, item: int, face: Any) -> None:
        self.apply(Reveal(item, face))

    def set_count(self, zone: str, count: int) -> None:
        self.apply(SetCount(zone, count))

    def _known(self, item: int) -> int:
        if item not in self.items:
            raise ZoneError(f"item {item} is not on the table")
        return item

    def _move_unknown(self, source: str, zone: str, index: int | None) -> None:
        pile = self.zones[source]
        if pile.count is None:
            unknown = [i for i in pile.items if i < 0]
            if not unknown:
                raise ZoneError(f"no anonymous card in {source!r} to move")
            self._move(Move(unknown[-1], zone, index))
            return
        self._anonymous -= 1
        self._move(Move(self._anonymous, zone, index, source=source, kind="card"))

    def _take(self, op: Take) -> None:
        source = self.zones[op.source]
        if source.count is not None:
            self._anonymous -= 1
            item = self._anonymous
            self._move(Move(item, op.zone, op.index, source=op.source))
            if item not in self.items:                  # from one counted pile to another
                return
        else:
            item = self._pick(source, op)
            self._move(Move(item, op.zone, op.index))
        self.items[item] = self.items[item].replace(face=op.face if op.known else None,
                                                    face_up=op.face_up)

    def _pick(self, source: Zone, op: Take) -> int:
        if not source.items:
            raise ZoneError(f"no card in {op.source!r} to take")
        if op.at is not None:
            return source.items[op.at]
        for wanted in ((op.face, None) if op.face is not None else (None,)):
            found = [i for i in source.items if self.items[i].face == wanted]
            if found:
                return found[0]
        raise ZoneError(f"no card {op.face!r} nor an unknown one in {op.source!r}")

    def _identify(self, op: Identify) -> None:
        zone = self.zones[op.zone]
        if op.item not in zone.items:
            unknown = [i for i in zone.items if i < 0]
            if not unknown:
                raise ZoneError(f"{op.zone!r} has no anonymous card to be {op.item}")
            old = unknown[-1]
            self.came_from[op.item] = old
            zone.items[zone.items.index(old)] = op.item
            self.items[op.item] = self.items.pop(old).replace(id=op.item)
            del self._where[old]
            self._where[op.item] = op.zone
        self.items[op.item] = self.items[op.item].replace(face=op.face)

    def anonymous(self, zone: str, count: int, faces: tuple = (), face_up: bool = False,
                  kind: str = "card") -> None:
        """Put ``count`` cards without ids of their own into ``zone`` (a projection): the first
        show ``faces``, the others nothing the seat shown may know."""
        faces = tuple(faces) + (None,) * (count - len(faces))
        for face in faces:
            self._anonymous -= 1
            self._move(Move(self._anonymous, zone, kind=kind, face=face, face_up=face_up))

    def _draw(self, pile: str, item: int) -> None:
        """``item`` leaves the counted pile ``pile``."""
        zone = self.zones[pile]
        if zone.endless:
            return
        if not zone.count:
            raise ZoneError(f"item {item} drawn from the empty pile {pile!r}")
        zone.count -= 1

    def _move(self, op: Move) -> None:
        if op.zone not in self.zones:
            raise ZoneError(f"no zone {op.zone!r}")
        old = self._where.get(op.item)
        if self.zones[op.zone].count is not None:          # into a pile only counted
            if old is not None:
                self.zones[old].items.remove(op.item)
                del self._where[op.item], self.items[op.item]
                self.went_to[op.item] = op.zone
            elif op.source is None:
                raise ZoneError(f"item {op.item} is not on the table")
            else:
                self._draw(op.source, op.item)
            if not self.zones[op.zone].endless:
                self.zones[op.zone].count += 1
            return
        if old is not None:
            self.zones[old].items.remove(op.item)
            item = self.items[op.item]
        else:
            if op.source is not None:
                self._draw(op.source, op.item)
                self.came_from[op.item] = op.source
            item = Item(op.item, op.kind, op.back)
        if op.face is not None:
            item = item.replace(face=op.face)
        if op.face_up is not None:
            item = item.replace(face_up=op.face_up)
        target = self.zones[op.zone].items
        if op.index is None:
            target.append(op.item)
        elif 0 <= op.index <= len(target):
            target.insert(op.index, op.item)
        else:
            raise ZoneError(f"index {op.index} outside zone {op.zone!r} of {len(target)}")
        self.items[op.item] = item
        self._where[op.item] = op.zone


class Projection(Record):
    """A game's table, declared: ``empty(view)`` the zones before the opening events (the view
    gives only what never changes: the players, the deck),
    ``from_view(view)`` the model a view shows, ``ops(event, model)`` what an event (redacted
    for the seat shown) does to the zones. ``derive(model)``, when given, recomputes labels that
    follow from the zones by the engine's own functions (a line's round value); ``from_view``
    takes those from the view, so the drift check compares the two."""

    empty: Callable[[Any], TableModel]
    from_view: Callable[[Any], TableModel]
    ops: Callable[[Any, TableModel], list[Op]]
    derive: Callable[[TableModel], dict[str, Any]] | None = None

    def start(self, view: Any) -> TableModel:
        model = self.empty(view)
        model.facts["seat"] = view.seat
        self.settle(model)
        return model

    def project(self, view: Any) -> TableModel:
        model = self.from_view(view)
        model.facts["seat"] = view.seat
        return model

    def play(self, model: TableModel, event: Any) -> list[Op]:
        """Apply an event's operations to ``model``; returns them (for the animations)."""
        ops = self.ops(event, model)
        model.apply_all(ops)
        return ops

    def settle(self, model: TableModel) -> None:
        if self.derive is not None:
            model.labels.update(self.derive(model))


def drift(shown: TableModel, truth: TableModel) -> str | None:
    """The first difference between two models, in words (None: they agree)."""
    a, b = shown.snapshot(), truth.snapshot()
    for name in sorted(set(a) | set(b)):
        if name == "labels":
            continue
        if a.get(name) != b.get(name):
            return f"zone {name}: shown {a.get(name)} but the view has {b.get(name)}"
    la, lb = a["labels"], b["labels"]
    for key in sorted(set(la) | set(lb)):
        if la.get(key) != lb.get(key):
            return f"label {key}: shown {la.get(key)!r} but the view has {lb.get(key)!r}"
    return None
