"""The engine contract shared by every game.

A game is ``setup(options, seed, deal=None, first=None) -> State``. The whole game is a
function of (options, seed, deal, first, moves): every random choice comes from the state's own
seeded generator. The table and the bots only ever see ``state.view(seat)`` and events redacted
with ``event.seen_by(seat)``.

``deal`` and ``first`` mean the same in every game (a stacked deck, a continued evening):

- ``deal``: the order of the game's deck or draw pile, top first, as a list of card identities
  in the game's own documented encoding; ``full_deck(options)`` (exported by every engine, and
  the declaration's ``deck``) lists that deck, unshuffled. A ``deal`` must be a permutation of
  ``full_deck(options)``. Without it the game shuffles with its seeded generator.
- ``first``: the first seat to act (the first player, start player, Stack Owner, or the seat
  left of the first dealer). Without it the game picks it as its rules say (at random).
- ``state.first`` is the first seat to act in every game, given or drawn.

A ``deal`` that is not a permutation of the deck, or a ``first`` that is not a seat, raises
``ValueError`` (:func:`check_first`, :func:`check_deal`) before anything is built.

Who decides: ``state.deciders()`` is the tuple of seats that owe a decision now. On an ordinary
turn it is one seat. In a reaction window (Coup's challenges) or a simultaneous choice (Face
Guess commits) it is every eligible seat at once (OpenSpiel's simultaneous nodes): each answers
with ``apply(action, seat)``, in any order; the engine keeps the answers hidden and, once the
last one is in, settles the window by the rules (for example "clockwise from the claimant, the
first challenge wins"), never by who answered first. See CONTRIBUTING.md for why.

Nothing here imports Qt (a test keeps it so).
"""
from __future__ import annotations

import copy
import random
from dataclasses import FrozenInstanceError, dataclass, fields
from typing import Any, Callable, ClassVar, Iterable, NamedTuple

from facetable.records import Record

from .options import GameOptions, OptionsError

#: ``view(SPECTATOR)`` and ``seen_by(SPECTATOR)`` give public information only.
SPECTATOR = -1


class IllegalAction(ValueError):
    """An action that is not legal now. The state is left unchanged."""


def _immutable(cls: type) -> type:
    """A slots dataclass built unfrozen (so its hand-written ``__init__`` can set its fields
    through their slots, about twice as fast as a frozen dataclass's) made as immutable as a
    frozen one: assigning or deleting a field raises ``FrozenInstanceError``; it pickles and
    copies by its fields."""
    names = tuple(f.name for f in fields(cls))

    def __setattr__(self: Any, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self: Any, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __getstate__(self: Any) -> tuple:
        return tuple(getattr(self, name) for name in names)

    def __setstate__(self: Any, state: tuple) -> None:
        for name, value in zip(names, state):
            object.__setattr__(self, name, value)

    for fn in (__setattr__, __delattr__, __getstate__, __setstate__):
        fn.__qualname__ = f"{cls.__qualname__}.{fn.__name__}"
        setattr(cls, fn.__name__, fn)
    return cls


@_immutable
@dataclass(slots=True, init=False)
class Action:
    """One decision, as a small immutable value a button or a bot can hold.

    ``kind`` names the decision; the other fields are its arguments where it has them:
    ``seat`` a player, ``item`` and ``item2`` table item ids (cards, tiles), ``value`` a number.
    """

    kind: str
    seat: int | None
    item: int | None
    item2: int | None
    value: int | None

    def __init__(self, kind: str, seat: int | None = None, item: int | None = None,
                 item2: int | None = None, value: int | None = None) -> None:
        _set_action = _ACTION_SLOTS
        _set_action[0](self, kind)
        _set_action[1](self, seat)
        _set_action[2](self, item)
        _set_action[3](self, item2)
        _set_action[4](self, value)

    def __hash__(self) -> int:
        return hash((self.kind, self.seat, self.item, self.item2, self.value))

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in ("kind", "seat", "item", "item2", "value")
                if getattr(self, k) is not None}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Action":
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError(f"not an action: {data!r}")
        unknown = set(data) - {"kind", "seat", "item", "item2", "value"}
        if unknown:
            raise ValueError(f"unknown action fields: {sorted(unknown)}")
        for k in ("seat", "item", "item2", "value"):
            if k in data and (not isinstance(data[k], int) or isinstance(data[k], bool)):
                raise ValueError(f"action field {k} must be an integer")
        return cls(**data)


_ACTION_SLOTS = tuple(getattr(Action, name).__set__ for name in
                      ("kind", "seat", "item", "item2", "value"))


_new_tuple = tuple.__new__


class Move(NamedTuple):
    """One entry of a game's history: who decided what."""

    seat: int
    action: Action

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "action": self.action.to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Move":
        if not isinstance(data, dict) or set(data) != {"seat", "action"}:
            raise ValueError(f"not a move: {data!r}")
        if not isinstance(data["seat"], int) or isinstance(data["seat"], bool):
            raise ValueError("a move's seat must be an integer")
        return cls(data["seat"], Action.from_json(data["action"]))


_NOBODY: frozenset[int] = frozenset()

try:            # the C field getter NamedTuple uses (CPython); a property where there is none
    from collections import _tuplegetter
except ImportError:                                 # pragma: no cover - other Pythons
    def _tuplegetter(index: int, doc: str) -> property:
        return property(lambda self: tuple.__getitem__(self, index), doc=doc)


class Event(tuple):
    """Something that happened, named by kind with its data.

    ``secret`` names keys of ``data`` that only the seats in ``audience`` may see;
    ``seen_by(seat)`` gives the event with those keys removed for everyone else.

    Immutable: a tuple of its four fields underneath (assigning or deleting a field raises
    ``FrozenInstanceError``), so it is built in one step: engines make several per move, and
    the coach plays thousands of games. Engines build theirs with :func:`public_event` and
    :func:`secret_event`, which skip even this constructor's defaults. Events compare by their
    fields, pickle and copy by them, and are not hashable (``data`` is a dict).

    Nothing may change an event's ``data`` either: engines hand out one Event object for their
    most frequent events (a turn, a pass, a commit) in every game of a player count, so a change
    made for one game would show in every later one.
    """

    __slots__ = ()

    def __new__(cls, kind: str, data: dict[str, Any] | None = None,
                secret: tuple[str, ...] = (), audience: frozenset[int] = _NOBODY) -> "Event":
        return _new_tuple(cls, (kind, {} if data is None else data, secret, audience))

    kind: str = _tuplegetter(0, "The event's kind.")                      # type: ignore
    data: dict[str, Any] = _tuplegetter(1, "The event's data by key.")    # type: ignore
    secret: tuple[str, ...] = _tuplegetter(2, "Keys only the audience sees.")  # type: ignore
    audience: frozenset[int] = _tuplegetter(3, "Who sees the secret keys.")  # type: ignore

    def seen_by(self, seat: int) -> "Event":
        if not self.secret or seat in self.audience:
            return self
        public = {k: v for k, v in self.data.items() if k not in self.secret}
        return _new_tuple(Event, (self.kind, public, self.secret, self.audience))

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def __getnewargs__(self) -> tuple:
        return tuple(iter(self))

    def __repr__(self) -> str:
        return (f"Event(kind={self.kind!r}, data={self.data!r}, secret={self.secret!r}, "
                f"audience={self.audience!r})")

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")


#: The audience of one seat, made once for every seat any game seats (engines send several
#: secret events a move): ``ONLY[seat]``.
ONLY: tuple[frozenset[int], ...] = tuple(frozenset((s,)) for s in range(32))


def public_event(kind: str, data: dict[str, Any]) -> Event:
    """``Event(kind, data)``, built as fast as Python can: the engines' hot paths use it."""
    return _new_tuple(Event, (kind, data, (), _NOBODY))


def secret_event(kind: str, data: dict[str, Any], secret: tuple[str, ...],
                 audience: frozenset[int]) -> Event:
    """``Event(kind, data, secret, audience)``, built as fast as Python can."""
    return _new_tuple(Event, (kind, data, secret, audience))


class Outcome(Record):
    """How a finished game ended, per seat, with no game knowledge needed to read it.

    ``placings[s]`` is seat s's place (1 = won; seats that tie share a place). ``scores`` are
    the final scores when the game keeps score (Flip 7 totals), else None.
    """

    placings: tuple[int, ...]
    scores: tuple[int, ...] | None = None

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(s for s, p in enumerate(self.placings) if p == 1)

    @classmethod
    def from_winner(cls, winner: int, players: int,
                    scores: Iterable[int] | None = None) -> "Outcome":
        """One winner; everyone else shares second place."""
        return cls(tuple(1 if s == winner else 2 for s in range(players)),
                   None if scores is None else tuple(scores))

    @classmethod
    def from_scores(cls, scores: Iterable[int]) -> "Outcome":
        """Placed by score, highest first; equal scores share a place."""
        scores = tuple(scores)
        return cls(tuple(1 + sum(o > s for o in scores) for s in scores), scores)


class GameState:
    """Base for a game's state. Subclasses fill in the rules.

    A game where one seat decides at a time implements ``to_act`` (that seat, None once over),
    ``_legal(seat)`` and ``_apply(seat, action)``. A game with windows where several seats decide
    at once overrides ``deciders()`` too. Every game implements ``view``, ``is_over`` and
    ``outcome``. ``apply`` checks legality first, so an illegal action changes nothing.
    """

    game: ClassVar[str] = ""

    def __init__(self, options: GameOptions, seed: int) -> None:
        self.options = options
        self.seed = seed
        self.rng = random.Random(seed)
        self.history: list[Move] = []
        #: Events produced by setup itself (a deal that needs no decision), for replays and tables.
        self.start_events: list[Event] = []
        #: The first seat to act (``setup``'s ``first``, or the seat the rules drew).
        self.first = 0

    # --- to be provided by each game -------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        """The one seat deciding now; None when nobody or several seats decide."""
        deciders = self.deciders()
        return deciders[0] if len(deciders) == 1 else None

    def deciders(self) -> tuple[int, ...]:
        """Every seat that owes a decision now, in seat order (empty once the game is over)."""
        seat = self.to_act
        return () if seat is None else (seat,)

    def _legal(self, seat: int) -> list[Action]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _apply(self, seat: int, action: Action) -> list[Event]:  # pragma: no cover - abstract
        raise NotImplementedError

    def view(self, seat: int) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    @property
    def is_over(self) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def outcome(self) -> Outcome:  # pragma: no cover - abstract
        """Placings (and scores) once the game is over."""
        raise NotImplementedError

    def reveals(self, event: Event) -> bool:
        """Whether ``event`` brings to light something that was hidden from some seat, or from
        everyone, and that the decision itself did not say: a card drawn, dealt or flipped from
        a face-down pile, a hidden value shown, a secret answer made public, whether a guess
        was right, the result of a random draw. Safe undo never takes a decision back across
        such an event, so a player can never see the next card and then avoid it.

        Using the state's ``rng`` is not in itself a reveal (a reshuffle shows nothing; the game
        replays the same way from the same moves); what it decided is, once an event shows it.
        The answer must come from the event's public part alone (``event.seen_by(SPECTATOR)``
        gives the same answer), so whether undo is offered tells nobody a secret.

        The default is cautious: every event reveals, so a game offers Safe undo only once it
        names its revealing events. ``tests/test_reveals.py`` checks every game's answer: an
        event said not to reveal must look the same to each seat in worlds sampled from that
        seat's view (other hidden cards, another random generator)."""
        return True

    # --- shared -----------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.options.players

    def _decider(self, seat: int | None) -> int:
        """The seat a call is about: the given one, or the only decider."""
        if seat is not None:
            return seat
        deciders = self.deciders()
        if len(deciders) != 1:
            raise IllegalAction(f"say which seat decides: {len(deciders)} seats decide now")
        return deciders[0]

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """What ``seat`` (default: the only decider) may do now; empty if it owes nothing."""
        deciders = self.deciders()            # empty once the game is over
        if seat is None:
            if len(deciders) != 1:
                return []
            seat = deciders[0]
        elif seat not in deciders:
            return []
        return self._legal(seat)

    def is_legal(self, action: Action, seat: int) -> bool:
        """Same answer as ``action in legal_actions(seat)``; games may answer faster."""
        legal = self._legal(seat)
        for one in legal:                     # the action is usually one of these objects
            if one is action:
                return True
        return action in legal

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply ``seat``'s action (default: the only decider's); raise IllegalAction, with the
        state unchanged, if the game is over, the seat owes no decision or the action is not
        one of its legal actions.

        The checks cost nothing on the way through (every step of every game and playout
        passes here); the reasons are worked out only for a refusal."""
        deciders = self.deciders()            # empty once the game is over
        if seat is None:
            if len(deciders) != 1:
                raise IllegalAction("the game is over" if self.is_over else
                                    f"say which seat decides: {len(deciders)} seats decide now")
            seat = deciders[0]
        elif seat not in deciders:
            raise IllegalAction("the game is over" if self.is_over else
                                f"seat {seat} has no decision to make now")
        if action.__class__ is not Action or not self.is_legal(action, seat):
            if not isinstance(action, Action):
                raise IllegalAction(f"not an action: {action!r}")
            raise IllegalAction(f"{action.kind} is not legal now for seat {seat}: {action}")
        events = self._apply(seat, action)
        self.history.append(_new_tuple(Move, (seat, action)))     # Move(seat, action), faster
        return events

    def clone(self) -> "GameState":
        return copy.deepcopy(self)


def check_first(first: Any, players: int) -> None:
    """``ValueError`` unless ``first`` is None or a seat of a game of ``players``."""
    if first is not None and (not isinstance(first, int) or isinstance(first, bool)
                              or not 0 <= first < players):
        raise ValueError(f"first must be a seat from 0 to {players - 1}, not {first!r}")


def check_deal(deal: Any, deck: list) -> list | None:
    """``deal`` as a list, or None; ``ValueError`` unless it is a permutation of ``deck``
    (the same cards, each as often)."""
    if deal is None:
        return None
    if isinstance(deal, (str, bytes)) or not hasattr(deal, "__iter__"):
        raise ValueError(f"deal must be a list of cards, not {type(deal).__name__}")
    deal = list(deal)
    if len(deal) != len(deck):
        raise ValueError(f"deal must list the {len(deck)} cards of the deck, not {len(deal)}")
    if any(isinstance(c, bool) for c in deal) or \
            sorted(deal, key=_card_key) != sorted(deck, key=_card_key):
        extra = [c for c in set(map(repr, deal)) if c not in set(map(repr, deck))]
        raise ValueError("deal is not a permutation of the deck"
                         + (f": {', '.join(sorted(extra)[:5])} not in it" if extra else
                            ": some cards are missing or named too often"))
    return deal


def _card_key(card: Any) -> tuple[str, Any]:
    return (type(card).__name__, card if isinstance(card, (int, str)) else repr(card))


def replay(setup: Callable[..., GameState], options: GameOptions, seed: int,
           moves: Iterable[Move], **setup_args: Any) -> tuple[GameState, list[Event]]:
    """Rebuild a game from its (options, seed, moves); return the state and every event."""
    state = setup(options, seed, **setup_args)
    events = list(state.start_events)
    for seat, action in moves:
        events.extend(state.apply(action, seat))
    return state, events


__all__ = ["SPECTATOR", "Action", "Event", "GameOptions", "GameState", "IllegalAction", "Move",
           "ONLY", "OptionsError", "Outcome", "check_deal", "check_first", "public_event", "replay",
           "secret_event"]
