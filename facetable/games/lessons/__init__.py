"""A guided first game ("Learn to play"): a short game from a stacked deal, told in steps.

Each game may declare one ``Lesson`` (``GameSpec.lesson`` names it, loaded when first asked
for): the options, seed, stacked ``deal`` and ``first`` seat of a game whose every card is
known in advance, the bots that sit at it, and the ``Step`` list that walks a newcomer through
each kind of move. The bots play as they always do; their moves follow from the deal and the
seed (``facetable.bots.runner.request_seed``), and the human is asked for one kind of move per
step, so the story is the same every time (``play_through`` checks it, without Qt).

A step's ``mark`` names what the table should point at: ``"zone:<name>"`` (a zone of the game's
table projection, ``facetable/table/<game>/``), ``"seat:<n>"`` (a seat's panel) or
``"action:<kind>"`` (the action bar's button, or its list, for moves of that kind). Texts are
English source strings in the context "Lesson" (``QT_TRANSLATE_NOOP``); ``%1``, ``%2`` … in
them stand for the names of seats 1, 2 … (the bots; the player is "you").

No Qt here: the app's side is ``facetable/app/lesson.py``. Each game's lesson is a module of
this package named after the game (``lessons/<game>.py``).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping

from facetable.engine import Action

if TYPE_CHECKING:
    from ..spec import GameSpec

#: The name of the lesson's human seat when the player has given none in the new-game dialog
#: (the steps say "you"; the table and the log write names).
YOU = "Ana"


@dataclass(frozen=True)
class Step:
    """One moment of the lesson: words, what they point at, and when the step is done."""

    #: What the player reads (context "Lesson"); ``%n`` is seat n's name.
    text: str
    #: What the table points at: "zone:<name>", "seat:<n>", "action:<kind>", several of
    #: them apart by spaces (the ring goes round them all), or None.
    mark: str | None = None
    #: The kind of move that finishes the step (the human's); None: an explanation, finished
    #: by Next (the game waits while it is read).
    do: str | None = None
    #: Fields the move must have as well (e.g. ``{"seat": 1}``: given to seat 1).
    match: Mapping[str, Any] = field(default_factory=dict)
    #: An event kind the step waits for (the game goes on meanwhile) before it is shown, and
    #: values its data must hold (e.g. ``{"reason": "flip"}``).
    after: str | None = None
    after_data: Mapping[str, Any] = field(default_factory=dict)
    #: How many such moves finish the step (e.g. four start tiles drawn).
    times: int = 1

    def seen(self, events: list) -> bool:
        """One of ``events`` is the one the step waits for."""
        return any(e.kind == self.after and all(e.data.get(k) == v
                                                for k, v in self.after_data.items())
                   for e in events)

    def fits(self, action: Action) -> bool:
        """``action`` is the move this step asks for."""
        return action.kind == self.do and all(getattr(action, k) == v
                                               for k, v in self.match.items())


@dataclass(frozen=True)
class Lesson:
    """A stacked game and the steps that tell it."""

    #: Option values (``GameSpec.make_options``); "players" counts the human.
    options: Mapping[str, Any]
    seed: int
    #: ``deal(options) -> list``: the stacked deal in the engine's encoding (the contract's
    #: ``deal``); None: the seed's shuffle.
    deal: Callable[[Any], list] | None
    #: The first seat to act (the contract's ``first``), or None.
    first: int | None
    #: The bots' names, seats 1, 2, …; the human sits at seat 0.
    bots: tuple[str, ...]
    steps: tuple[Step, ...]
    #: The bots' level (one of the game's ``bots``).
    level: str = "easy"
    #: The bots' style (for a game with styles), or None.
    style: str | None = None

    def setup(self, spec: GameSpec):
        """The lesson game's options and stacked deal."""
        options = spec.make_options(**self.options)
        return options, self.deal(options) if self.deal is not None else None

    def new_state(self, spec: GameSpec):
        options, deal = self.setup(spec)
        return options, deal, spec.new_state(options, self.seed, deal, self.first)


def shuffled_rest(top: list, deck: list, seed: int) -> list:
    """A full deal: ``top`` first, then the rest of ``deck`` (each card as often as it is left)
    in an order drawn from ``seed``, so the game goes on unstacked once the story is told."""
    rest = list(deck)
    for card in top:
        rest.remove(card)
    random.Random(f"lesson/{seed}").shuffle(rest)
    return [*top, *rest]


def play_through(spec: GameSpec, lesson: Lesson,
                 choose: Callable[[Step, list[Action]], Action] | None = None,
                 bot_moves: int = 400, watch: Callable[[int, Action, list], None] | None = None):
    """The lesson played without a table: the human makes each step's move (``choose``: the
    first legal one that fits), the bots theirs as the app asks them. Returns the state when
    the last step is done and the list of (step index, action) the human played (``watch``
    sees every move and its events); raises
    AssertionError when a step's move is never offered (the story no longer fits the deal)."""
    from facetable.bots.runner import checked_choice, fallback, request_seed
    options, deal, state = lesson.new_state(spec)
    played: list[tuple[int, Action]] = []
    thinking: dict[int, tuple[list[Action], Action]] = {}   # as the session keeps answers
    todo = [(i, step) for i, step in enumerate(lesson.steps) if step.do is not None
            for _ in range(step.times)]
    for index, step in todo:
        for _ in range(bot_moves):
            assert not state.is_over, f"step {index}: the game ended first"
            deciders = state.deciders()
            for seat in list(thinking):
                if seat not in deciders or state.legal_actions(seat) != thinking[seat][0]:
                    del thinking[seat]
            bots = [s for s in deciders if s != 0]
            if bots:
                # Every bot deciding now is asked at once (the same history length), then
                # their answers are played in seat order, as the session does.
                for seat in bots:
                    if seat not in thinking:
                        legal = state.legal_actions(seat)
                        rng = random.Random(request_seed(lesson.seed, seat, len(state.history)))
                        action, _ = checked_choice(spec.make_bot(lesson.level, lesson.style),
                                                   state.view(seat), legal, rng)
                        thinking[seat] = (legal, action if action is not None
                                          else fallback(legal, rng))
                seat = bots[0]
                action = thinking.pop(seat)[1]
                events = state.apply(action, seat)
                if watch is not None:
                    watch(seat, action, events)
                continue
            legal = state.legal_actions(0)
            fitting = [a for a in legal if step.fits(a)]
            assert fitting, f"step {index} asks for {step.do} {dict(step.match)}; " \
                            f"offered {legal}"
            action = choose(step, fitting) if choose else fitting[0]
            events = state.apply(action, 0)
            if watch is not None:
                watch(0, action, events)
            played.append((index, action))
            break
        else:
            raise AssertionError(f"step {index}: never offered")
    return state, played
