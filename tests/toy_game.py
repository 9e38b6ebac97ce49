"""A toy game with a reaction window, to test the contract and the session before Coup exists.

Each turn the actor claims or passes. After a claim every other seat decides at once whether to
challenge or allow (a simultaneous window, as Coup's CP-9). The engine settles it: the first
challenger clockwise from the claimant wins the window, whatever order the answers came in.
Answers stay hidden until the window closes. Each seat also holds a secret number.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Annotated

from facetable.engine import (SPECTATOR, Action, Event, GameOptions, GameState, Outcome,
                              Range)
from facetable.games.spec import BotLevel, GameSpec
from facetable.table.controller import TableController

CLAIM, PASS, CHALLENGE, ALLOW = (Action("claim"), Action("pass"), Action("challenge"),
                                 Action("allow"))


class Options(GameOptions):
    players: Annotated[int, Range(2, 6)] = 4
    turns: Annotated[int, Range(1, 50)] = 6


@dataclass(frozen=True)
class View:
    seat: int
    players: int
    actor: int
    secret: int | None              # this seat's own number (None for a spectator)
    answered: tuple[int, ...]       # who has answered the open window (not what)
    window: bool
    scores: tuple[int, ...]


class State(GameState):
    game = "toy"

    def __init__(self, options: Options, seed: int) -> None:
        super().__init__(options, seed)
        self.secrets = [self.rng.randrange(100) for _ in range(options.players)]
        self.actor = 0
        self.turns_left = options.turns
        self.window: dict[int, Action] | None = None     # seat -> hidden answer
        self.scores = [0] * options.players
        self.start_events = [Event("start", {"secret": None})]

    def deciders(self) -> tuple[int, ...]:
        if self.is_over:
            return ()
        if self.window is None:
            return (self.actor,)
        return tuple(s for s in range(self.players) if s != self.actor and s not in self.window)

    @property
    def is_over(self) -> bool:
        return self.turns_left == 0

    def _legal(self, seat: int) -> list[Action]:
        return [CLAIM, PASS] if self.window is None else [CHALLENGE, ALLOW]

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if self.window is None:
            if action == PASS:
                return self._next_turn([Event("pass", {"seat": seat})])
            self.window = {}
            return [Event("claim", {"seat": seat})]
        self.window[seat] = action
        events = [Event("answered", {"seat": seat, "answer": action.kind}, secret=("answer",),
                        audience=frozenset({seat}))]
        if self.deciders():
            return events
        n = self.players
        order = [(self.actor + k) % n for k in range(1, n)]          # clockwise from the claimant
        challenger = next((s for s in order if self.window[s] == CHALLENGE), None)
        if challenger is None:
            self.scores[self.actor] += 1
        else:
            self.scores[challenger] += 1
        self.window = None
        return self._next_turn(events + [Event("settled", {"challenger": challenger})])

    def _next_turn(self, events: list[Event]) -> list[Event]:
        self.turns_left -= 1
        self.actor = (self.actor + 1) % self.players
        return events

    def view(self, seat: int) -> View:
        return View(seat, self.players, self.actor,
                    None if seat == SPECTATOR else self.secrets[seat],
                    tuple(sorted(self.window)) if self.window is not None else (),
                    self.window is not None, tuple(self.scores))

    def outcome(self) -> Outcome:
        return Outcome.from_scores(self.scores)


def setup(options: Options, seed: int) -> State:
    return State(options, seed)


def sample_world(view: View, rng: random.Random) -> State:
    raise NotImplementedError   # not needed by the tests


class Challenger:
    name = "challenger"

    def choose(self, view, legal, rng):
        return CLAIM if CLAIM in legal else CHALLENGE


class Allower:
    name = "allower"

    def choose(self, view, legal, rng):
        return CLAIM if CLAIM in legal else ALLOW


class _Model:
    @classmethod
    def from_view(cls, view):
        return cls()

    def apply(self, event):
        pass


class ToyController(TableController):
    table_model = _Model

    def __init__(self, view, names, viewer, parent=None):
        super().__init__(names, viewer, parent)
        self.model = _Model()
        self.offers: list[tuple[int, list[Action]]] = []

    def relayout(self):
        pass

    def placements(self):
        return {}

    def offer(self, legal, view=None):
        self.offers.append((view.seat, list(legal)))

    def prompt(self, seat):
        return f"seat {seat}"

    def action_text(self, action):
        return action.kind

    def score_headers(self):
        return ["Player"]

    def score_rows(self):
        return [[n] for n in self.names]

    def result_text(self, outcome):
        return "over"


SPEC = GameSpec(
    id="toy", title="Toy", setup=setup, options=Options, option_labels={},
    bots={"easy": BotLevel(Allower, ""), "normal": BotLevel(Allower, ""),
          "hard": BotLevel(Challenger, "")},
    controller=f"{__name__}:ToyController", hidden_info=True, rules="toy",
    sample_world=sample_world)
