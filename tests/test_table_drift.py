"""The table never drifts from the rules (issue 21): random bot games over every option set,
each event fed to the zone model of two seats and the spectator, compared with the projection of
the engine's view after every move (``drift_helpers``)."""
from __future__ import annotations

import itertools

import pytest

from drift_helpers import check_game
from facetable.engine import coup, crack, faceguess, flip7, goodface
from facetable.table.faceguess.zones import PROJECTION as FACEGUESS
from facetable.table.coup.zones import PROJECTION as COUP
from facetable.table.crack.model import PROJECTION as CRACK
from facetable.table.flip7.model import PROJECTION as FLIP7
from facetable.table.goodface.zones import PROJECTION as GOODFACE

GAMES = 200

CRACK_OPTIONS = [crack.Options(players=p, advanced=a)
                 for p, a in itertools.product((2, 3, 4), (False, True))]
FLIP7_OPTIONS = [flip7.Options(players=p, brutal=b, lucky13_pair_counts_twice=t, printing=pr,
                               target=50)
                 for p, b, t, pr in itertools.product((2, 3, 5, 8), (False, True), (True, False),
                                                      ("standard", "two_minus"))]


COUP_OPTIONS = [coup.Options(players=p, two_player_start=t)
                for p, t in itertools.product((2, 3, 4, 6), (True, False))]
GOODFACE_OPTIONS = [goodface.Options(players=p, direction=d, greedy=g, sad=sd, blank=b,
                                     blank_effect=e)
                    for p, d, (g, sd, b), e in itertools.product(
                        (2, 3, 5), ("left", "right"),
                        ((False, False, False), (True, False, False), (False, True, False),
                         (False, False, True), (True, True, True)), ("greedy", "sad", "peek"))
                    if p > 2 or (g + sd + b) <= 1]
FACEGUESS_OPTIONS = [faceguess.Options(players=p, good_cards=g, target=t, fooled_bonus=f)
                     for p, g, t, f in itertools.product((2, 3, 4, 6), (10, 25, 40), (10, 15),
                                                         (False, True))]


def _games(options: list) -> list:
    return [(options[n % len(options)], 1000 + n) for n in range(GAMES)]


#: Each game's zones, setup and option sets.
CHECKED = {"crack": (CRACK, crack.setup, CRACK_OPTIONS),
           "flip7": (FLIP7, flip7.setup, FLIP7_OPTIONS),
           "coup": (COUP, coup.setup, COUP_OPTIONS),
           "goodface": (GOODFACE, goodface.setup, GOODFACE_OPTIONS),
           "faceguess": (FACEGUESS, faceguess.setup, FACEGUESS_OPTIONS)}


@pytest.mark.parametrize("chunk", range(4))
@pytest.mark.parametrize("game", CHECKED)
def test_the_table_never_drifts(game, chunk):
    projection, setup, options = CHECKED[game]
    for choice, seed in _games(options)[chunk::4]:
        check_game(game, projection, setup, choice, seed)


def test_a_drifting_table_is_caught_naming_game_seed_move_and_zone():
    """A mapping that forgets an event (here a reveal) fails at once, saying where."""
    from facetable.table.crack import model
    forgetful = CRACK.replace(ops=lambda e, m: [] if e.kind == "reveal" else model.ops(e, m))
    with pytest.raises(AssertionError, match=r"crack seed 1000 .* move \d+ seat 0: zone row\d"):
        check_game("crack", forgetful, crack.setup, CRACK_OPTIONS[0], 1000)
