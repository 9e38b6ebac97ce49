"""The contract's ``setup(options, seed, deal=None, first=None)``: one meaning in every game.

``deal`` is the order of the game's deck, top first, in its own card encoding (a permutation of
``full_deck(options)``, the declaration's ``deck``); ``first`` the first seat to act
(``state.first``). A deal that is not a permutation of the deck, or a seat out of range, is a
``ValueError`` raised before any state is built.
"""
from __future__ import annotations

import random

import pytest

from facetable.engine import SPECTATOR, Action
from facetable.engine import coup, crack, faceguess, flip7, goodface
from facetable.games import GAMES

SPECS = list(GAMES.values())


def shuffled(spec, options, seed: int) -> list:
    deal = spec.deck(options)
    random.Random(seed).shuffle(deal)
    return deal


def views(state):
    return [state.view(s) for s in (SPECTATOR, *range(state.players))]


def opening(state, steps: int = 6) -> list:
    """Every seat's view after each of the first moves (each the first legal action)."""
    seen = [views(state)]
    for _ in range(steps):
        if state.is_over:
            break
        seat = state.deciders()[0]
        state.apply(state.legal_actions(seat)[0], seat)
        seen.append(views(state))
    return seen


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_every_game_takes_a_deal_and_a_first_seat(spec):
    low, high = spec.player_range
    for players in sorted({low, spec.default_players, min(high, 5)}):
        options = spec.make_options(players)
        deal = shuffled(spec, options, players)
        for first in range(players):
            state = spec.setup(options, 3, deal=deal, first=first)
            assert state.first == first
            again = spec.setup(options, 99, deal=list(deal), first=first)
            if spec.id != "crack":       # Crack's tile ids come from the seed, whatever the deal
                assert views(again) == views(state)
        other = spec.setup(options, 3, deal=list(reversed(deal)), first=0)
        assert opening(other) != opening(spec.setup(options, 3, deal=deal, first=0))
        drawn = {spec.setup(options, seed).first for seed in range(60)}
        assert drawn == set(range(players))       # without first: drawn at random


def _bad_deals(deck: list) -> list:
    odd = "x" if isinstance(deck[0], int) else 7
    return [deck[:-1], deck + deck[:1], [deck[-1]] + deck[1:], deck[:-1] + [odd],
            [True if c == deck[0] else c for c in deck], 12, None.__class__]


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_a_deal_or_a_first_seat_that_does_not_fit_raises_and_builds_nothing(spec, monkeypatch):
    options = spec.make_options()
    deck = spec.deck(options)
    built = []
    state_class = spec.setup.__globals__["State"]
    monkeypatch.setitem(spec.setup.__globals__, "State",
                        lambda *a, **k: built.append(a) or state_class(*a, **k))
    for deal in _bad_deals(deck):
        with pytest.raises(ValueError, match="deal"):
            spec.setup(options, 1, deal=deal)
    for first in (-1, options.players, True, "0", 1.0):
        with pytest.raises(ValueError, match="first must be a seat"):
            spec.setup(options, 1, deal=deck, first=first)
    assert built == []
    spec.setup(options, 1, deal=deck, first=0)
    assert len(built) == 1


# --- what deal and first mean in each game (the rules they stand for) -------------------------

def test_coup_deal_is_dealt_two_rounds_from_the_first_player():  # CP-4
    options = coup.Options(players=3)
    deal = shuffled(GAMES["coup"], options, 1)
    state = coup.setup(options, 1, deal=deal, first=2)
    assert state.hands[2] == [deal[0], deal[3]] and state.hands[0] == [deal[1], deal[4]]
    assert state.deciders() == (2,) and state.actor == 2
    assert state.deck[-1] == deal[6]                                 # the court deck's top


def test_faceguess_deal_is_dealt_from_the_first_start_player():  # FG-2
    options = faceguess.Options(players=4)
    deal = shuffled(GAMES["faceguess"], options, 1)
    state = faceguess.setup(options, 1, deal=deal, first=1)
    assert state.start == 1 and state.hands[1] == deal[0:20:4] and state.deck[-1] == deal[20]


def test_goodface_deal_puts_the_first_cards_in_the_box_and_deals_from_the_owner():  # GF-2-4
    options = goodface.Options(players=2)
    deal = shuffled(GAMES["goodface"], options, 1)
    state = goodface.setup(options, 1, deal=deal, first=1)
    assert state.owner == state.holder == 1 and state.deciders() == (1,)
    assert state.removed == goodface.cards.kinds_to_counts(deal[:2])
    assert state.hands[1] == goodface.cards.kinds_to_counts(deal[2::2])


def test_flip7_first_is_left_of_the_first_dealer_and_gets_the_top_card():  # F7-9, F7-11
    options = flip7.Options(players=4)
    state = flip7.setup(options, 1, deal=list(range(108)), first=0)
    assert state.dealer == 3
    draws = [e for e in state.start_events if e.kind == "draw"]
    assert [(e["seat"], e["card"]) for e in draws[:4]] == [(0, 0), (1, 1), (2, 2), (3, 3)]


def test_crack_first_draws_first_from_the_top_of_the_deal():  # CR-3, CR-6
    options = crack.Options(players=3)
    deal = shuffled(GAMES["crack"], options, 4)
    state = crack.setup(options, 1, deal=deal, first=2)
    assert state.current == 2
    state.apply(Action("draw", value=deal[0] % 2))
    [tile] = state.rows[2]
    assert state.codes[tile] == deal[0]
