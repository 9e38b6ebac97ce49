"""Made-up games for the tests of shared code (issue 21: nothing shared assumes five games):
copies of a real declaration under new ids, registered in ``GAMES`` only while a test runs."""
from __future__ import annotations

import contextlib
from collections.abc import Iterator

from facetable.games import GAMES, GameSpec
from facetable.games.spec import LevelLabel


def copy_of(spec: GameSpec, game_id: str, **changes) -> GameSpec:
    """``spec`` under another id (and any other fields changed)."""
    return spec.replace(id=game_id, **changes)


@contextlib.contextmanager
def registered(*specs: GameSpec) -> Iterator[list[str]]:
    """``specs`` are games in ``GAMES`` (after the real ones) until the block ends; yields the
    game ids in menu order."""
    for spec in specs:
        GAMES[spec.id] = spec
    try:
        yield list(GAMES)
    finally:
        for spec in specs:
            del GAMES[spec.id]


def own_levels(game_id: str = "sevens") -> GameSpec:
    """A copy of the first game whose levels are neither easy, normal nor hard: "novice" and
    "master", with labels of their own (English only: they are in no catalogue)."""
    base = next(iter(GAMES.values()))
    bots = {**base.bots, "novice": base.bots[base.levels[0]],
            "master": base.bots[base.levels[-1]]}
    labels = {"novice": LevelLabel("Apprentice bot", "Apprentices"),
              "master": LevelLabel("Master bot", "Masters")}
    return copy_of(base, game_id, bots=bots, levels=("novice", "master"), level_labels=labels)
