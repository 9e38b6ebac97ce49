"""The engine contract shared by every game.

A game is a module with ``setup(options, seed, order=None) -> State``. The whole game is a
function of (options, seed, actions): every random choice comes from the state's own seeded
generator. The table and the bots only ever see ``state.view(seat)`` and events redacted with
``event.seen_by(seat)``.

Nothing here imports Qt (a test keeps it so).
"""
from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterable

from pydantic import BaseModel, ConfigDict

#: ``view(SPECTATOR)`` and ``seen_by(SPECTATOR)`` give public information only.
SPECTATOR = -1


class IllegalAction(ValueError):
    """An action that is not legal now. The state is left unchanged."""


class GameOptions(BaseModel):
    """Base of every game's options: validated, immutable, unknown fields rejected."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: int


@dataclass(frozen=True, slots=True)
class Action:
    """One decision, as a small immutable value a button or a bot can hold.

    ``kind`` names the decision; the other fields are its arguments where it has them:
    ``seat`` a player, ``item`` and ``item2`` table item ids (cards, tiles), ``value`` a number.
    """

    kind: str
    seat: int | None = None
    item: int | None = None
    item2: int | None = None
    value: int | None = None

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
            if k in data and not isinstance(data[k], int):
                raise ValueError(f"action field {k} must be an integer")
        return cls(**data)


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, named by kind with its data.

    ``secret`` names keys of ``data`` that only the seats in ``audience`` may see;
    ``seen_by(seat)`` gives the event with those keys removed for everyone else.
    """

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    secret: tuple[str, ...] = ()
    audience: frozenset[int] = frozenset()

    def seen_by(self, seat: int) -> "Event":
        if not self.secret or seat in self.audience:
            return self
        public = {k: v for k, v in self.data.items() if k not in self.secret}
        return Event(self.kind, public, self.secret, self.audience)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)


class GameState:
    """Base for a game's state. Subclasses fill in the rules.

    Subclasses implement ``to_act``, ``legal_actions``, ``_apply``, ``view``, ``is_over`` and
    ``result``. ``apply`` checks legality first, so an illegal action changes nothing.
    """

    game: ClassVar[str] = ""

    def __init__(self, options: GameOptions, seed: int) -> None:
        self.options = options
        self.seed = seed
        self.rng = random.Random(seed)
        self.history: list[Action] = []
        #: Events produced by setup itself (a deal that needs no decision), for replays and tables.
        self.start_events: list[Event] = []

    # --- to be provided by each game -------------------------------------------------------
    @property
    def to_act(self) -> int | None:  # pragma: no cover - abstract
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:  # pragma: no cover - abstract
        raise NotImplementedError

    def view(self, seat: int) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    @property
    def is_over(self) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    @property
    def result(self) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    # --- shared -----------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.options.players

    def apply(self, action: Action) -> list[Event]:
        """Apply one action for ``to_act``; raise IllegalAction (state unchanged) if illegal."""
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {action!r}")
        if self.is_over:
            raise IllegalAction("the game is over")
        if action not in self.legal_actions():
            raise IllegalAction(f"{action.kind} is not legal now for seat {self.to_act}: {action}")
        events = self._apply(action)
        self.history.append(action)
        return events

    def clone(self) -> "GameState":
        return copy.deepcopy(self)


def replay(setup, options: GameOptions, seed: int, actions: Iterable[Action],
           order: list[int] | None = None) -> tuple[GameState, list[Event]]:
    """Rebuild a game from its (options, seed, actions); return the state and every event."""
    state = setup(options, seed, order=order)
    events = list(state.start_events)
    for action in actions:
        events.extend(state.apply(action))
    return state, events
