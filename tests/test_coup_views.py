"""CP-20: what each seat knows. A view holds its own face-down cards, every face-up card, every
player's coins, the court deck's size, every claim, block, challenge and outcome, and the cards
it drew and returned in its own Exchanges; nothing about the cards it cannot see."""
from __future__ import annotations

import random

import pytest

from coup_helpers import AMBASSADOR, CAPTAIN, DUKE, allow_all, answer, card, do, game
from facetable.engine import SPECTATOR, Action
from facetable.engine.coup import Options, setup
from facetable.engine.coup import actions as A


def test_cp20_a_view_shows_own_cards_face_up_cards_coins_and_deck_size():
    state = game(4, hands={0: (DUKE, CAPTAIN), 1: (AMBASSADOR, DUKE)})
    state.coins[0] = 7
    do(state, 0, A.coup(1))
    do(state, 1, A.lose(card(state, 1, DUKE)))
    view = state.view(2)
    assert view.hand == tuple(state.hands[2])
    (duke,) = state.face_up[1]
    assert state.role[duke] == DUKE and view.face_up == ((), (duke,), (), ())
    assert view.coins == tuple(state.coins) and view.deck_size == len(state.deck) == 7
    assert view.hidden == (2, 1, 2, 2)
    assert state.view(SPECTATOR).hand == ()
    assert state.view(SPECTATOR).hidden == view.hidden


def test_cp20_others_draws_and_exchanges_are_card_backs():
    state = game(3, hands={0: (AMBASSADOR, CAPTAIN)})
    do(state, 0, A.exchange())
    evs = allow_all(state)
    draw = next(e for e in evs if e.kind == "draw")
    assert "cards" not in draw.seen_by(1).data and draw.seen_by(1)["count"] == 2
    assert state.view(1).offered == () and state.view(0).offered == tuple(state.hands[0])
    evs = do(state, 0, A.keep(0b0101))
    ret = next(e for e in evs if e.kind == "return")
    assert "cards" not in ret.seen_by(2).data and ret.seen_by(0)["cards"] == ret["cards"]
    # the actor keeps what it drew and returned in its log (CP-20)
    own = [e for e in state.view(0).log if e.kind in ("draw", "return")]
    assert own[-2]["cards"] == draw["cards"] and own[-1]["cards"] == ret["cards"]


def test_cp20_a_replacement_draw_is_seen_only_by_its_drawer():
    state = game(3, hands={0: (DUKE, CAPTAIN)})
    do(state, 0, A.tax())
    answer(state, challenge={1})
    do(state, 0, A.show(card(state, 0, DUKE)))
    evs = do(state, 1, A.lose(state.hands[1][0]))
    draw = next(e for e in evs if e.kind == "draw")
    assert draw["reason"] == "replace"
    assert "cards" not in draw.seen_by(1).data and "cards" not in draw.seen_by(2).data
    assert draw.seen_by(0)["cards"][0] in state.hands[0]


# --- the property: a seat's view cannot tell apart worlds that differ in cards it cannot see --
def _random_game(players: int, seed: int):
    """A random game with the deal given explicitly: (options, order, first, moves)."""
    options = Options(players=players)
    order = list(range(options.deck_size))
    random.Random(seed).shuffle(order)
    first = seed % players
    state = setup(options, seed, deal=order, first=first)
    rng = random.Random(seed * 7 + 1)
    while not state.is_over:
        deciders = state.deciders()
        seat = deciders[rng.randrange(len(deciders))]
        state.apply(rng.choice(state.legal_actions(seat)), seat)
    return options, order, first, list(state.history), state


def _cards_seen(state, seat: int) -> set[int]:
    """Every card id that ever appears to ``seat``: its deals and draws, shown and lost cards."""
    seen: set[int] = set()
    for e in state.events:
        e = e.seen_by(seat)
        seen.update(e.get("cards") or ())
        if e.get("card") is not None:
            seen.add(e["card"])
    return seen


def _permute(action: Action, sigma: dict[int, int]) -> Action:
    if action.item is None:
        return action
    return Action(action.kind, action.seat, sigma.get(action.item, action.item), action.item2,
                  action.value)


@pytest.mark.parametrize("players", [2, 3, 4, 6, 9, 12])
def test_cp20_views_and_events_do_not_depend_on_unseen_cards(players):
    checked = exchanges = replacements = hidden_differences = 0
    for seed in range(25):
        options, order, first, moves, final = _random_game(players, seed)
        for seat in (seed % players, SPECTATOR):
            seen = _cards_seen(final, seat)
            unseen = [c for c in order if c not in seen]
            if len(unseen) < 2:
                continue
            random.Random(seed).shuffle(unseen)
            sigma = {c: unseen[(i + 1) % len(unseen)] for i, c in enumerate(unseen)}
            one = setup(options, seed, deal=order, first=first)
            two = setup(options, seed, deal=[sigma.get(c, c) for c in order], first=first)
            assert one.hands != two.hands or one.deck != two.deck      # the worlds differ
            assert one.view(seat) == two.view(seat)
            for mover, action in moves:
                e1 = one.apply(action, mover)
                e2 = two.apply(_permute(action, sigma), mover)
                assert [e.seen_by(seat) for e in e1] == [e.seen_by(seat) for e in e2]
                hidden_differences += e1 != e2      # the unredacted events tell them apart
                assert one.view(seat) == two.view(seat)
                checked += 1
                exchanges += any(e.kind == "return" and e["reason"] == "exchange" for e in e1)
                replacements += any(e.kind == "draw" and e["reason"] == "replace" for e in e1)
            assert two.is_over and two.winner == one.winner
    assert checked > 500 and exchanges > 5 and replacements > 5 and hidden_differences > 20
