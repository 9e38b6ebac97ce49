"""Bot personalities for Face Guess: how a bot likes to play, apart from its skill.

The level (easy, normal, hard) sets how well a bot counts cards and reads the table; its
personality sets which kind it puts down when it holds both, and for some how it calls:

- ``honest``: never bluffs: puts a Good card down whenever it holds one; calls as its level.
- ``bluffer``: puts a Bad card down while holding a Good one (``BLUFF``, more often after a round
  in which most players called it Good); calls as its level.
- ``contrarian``: plays against the table: bluffs after a round in which most calls about it
  were Good, shows Good after one in which most were Bad (a coin in the first round); calls a
  share of players (``lean``) the opposite of what they showed last round.
- ``follower``: shows the kind most of the others showed last round (Good at first); calls a
  share of players what they showed last round.

Easy and normal follow their style on every free commit; hard only on half of them, and its
reading and calls stay its own. A bot built without a style plays its level's own game (the
levels' figures are measured so; the arena names a styled bot ``normal@bluffer``).
The app picks a style per bot seat at the start (``facetable.games.spec.GameSpec.resolve_style``
draws "random" from the game's seed, kept hidden) and builds the bot with the preset's name, so
a bot rebuilt for every decision always plays the same style. Everything is read from the
``View``: no memory between decisions.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from facetable.engine.contract import Action
from facetable.engine.faceguess import BAD, GOOD, View, calls_by_seat, commit, guess_for

from .common import others

#: How often the bluffer puts a Bad card down while holding a Good one, after a round in which
#: most players called it Good, and otherwise.
BLUFF, BLUFF_CALLED_GOOD = 0.35, 0.6


def good_calls_about(view: View, seat: int) -> float | None:
    """The share of Good calls about ``seat`` last round (None before any round)."""
    if not view.rounds:
        return None
    calls = [g[seat] for g in view.rounds[-1].guesses if g is not None and g[seat] is not None]
    return sum(c == GOOD for c in calls) / len(calls) if calls else None


def last_shown(view: View, seat: int) -> str | None:
    """The kind ``seat`` showed last round (None before any round)."""
    return view.rounds[-1].cards[seat] if view.rounds else None


def _honest(view: View, rng: random.Random) -> str:
    return GOOD


def _bluffer(view: View, rng: random.Random) -> str:
    liked = good_calls_about(view, view.seat)
    rate = BLUFF_CALLED_GOOD if liked is not None and liked > 0.5 else BLUFF
    return BAD if rng.random() < rate else GOOD


def _contrarian(view: View, rng: random.Random) -> str:
    liked = good_calls_about(view, view.seat)
    if liked is None or liked == 0.5:
        return GOOD if rng.random() < 0.5 else BAD
    return BAD if liked > 0.5 else GOOD


def _follower(view: View, rng: random.Random) -> str:
    if not view.rounds:
        return GOOD
    shown = [last_shown(view, s) for s in others(view)]
    return BAD if shown.count(BAD) > shown.count(GOOD) else GOOD


def _opposite(view: View, seat: int) -> str:
    return BAD if last_shown(view, seat) == GOOD else GOOD


def _same(view: View, seat: int) -> str:
    return last_shown(view, seat) or GOOD


@dataclass(frozen=True)
class Personality:
    """``commit(view, rng)``: the kind put down when the hand holds both; ``call(view, seat)``:
    its own call about ``seat`` (None: its level's calls), used for a share ``lean`` of the
    players it calls."""

    commit: Callable[[View, random.Random], str]
    call: Callable[[View, int], str] | None = None
    lean: float = 0.0


#: The named styles, by id (the declaration's labels follow this order).
PRESETS: dict[str, Personality] = {
    "honest": Personality(_honest),
    "bluffer": Personality(_bluffer),
    "contrarian": Personality(_contrarian, _opposite, 0.5),
    "follower": Personality(_follower, _same, 0.7),
}


def personality(style: str | None) -> Personality | None:
    """The personality of a bot built with ``style`` (None: none, the level's own play).
    "random" is refused: it must be resolved per seat first, or a bot rebuilt per decision would
    change style between decisions."""
    if style is None:
        return None
    try:
        return PRESETS[style]
    except KeyError:
        raise ValueError(f"unknown Face Guess bot style {style!r}; known: "
                         f"{', '.join(PRESETS)} (resolve \"random\" per seat first)") from None


class Styled:
    """A level's bot with a personality: ``plain`` is the level's own decision; the style
    decides the commit when the hand holds both kinds, and (with ``styled_calls``) a share of
    the calls."""

    #: Whether the style may change this level's calls (hard keeps its own reading), and the
    #: share of its free commits that follow the style (the rest are the level's own).
    styled_calls = True
    style_share = 1.0

    def __init__(self, style: str | None = None) -> None:
        self.persona = personality(style)
        self.style = style

    def plain(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        raise NotImplementedError

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        persona = self.persona
        if persona is None:
            return self.plain(view, legal, rng)
        if view.phase == "commit":
            if len(legal) < 2:
                return legal[0]
            if self.style_share < 1.0 and rng.random() >= self.style_share:
                return self.plain(view, legal, rng)
            return commit(persona.commit(view, rng))
        if not self.styled_calls or persona.call is None:
            return self.plain(view, legal, rng)
        own = self.plain(view, legal, rng)
        calls = dict(enumerate(calls_by_seat(own, view.seat, view.players)))
        for seat in others(view):
            if rng.random() < persona.lean:
                calls[seat] = persona.call(view, seat)
        return guess_for({s: calls[s] for s in others(view)}, view.seat, view.players)

