"""GF-23: what each seat knows. Two worlds that differ only in cards a seat cannot see (the
others' hands, another owner's Stack order, the cards removed unseen) give that seat the same
view and the same redacted events, move after move, until a differing card is shown to it."""
from __future__ import annotations

import itertools
import random

import pytest

from facetable.engine import SPECTATOR
from facetable.engine.goodface import Options, sample_world, setup
from facetable.engine.goodface import actions as A

CONFIGS = [(p, *w) for p in range(2, 6) for w in itertools.product((False, True), repeat=3)
           if p > 2 or sum(w) <= 1]


def random_options(seed: int) -> Options:
    players, greedy, sad, blank = CONFIGS[seed % len(CONFIGS)]
    return Options(players=players, greedy=greedy, sad=sad, blank=blank,
                   blank_effect=("greedy", "sad", "peek")[seed % 3])


def _shown_differently(ea, eb, seat: int) -> bool:
    """Whether the first difference ``seat`` can see between two event lists is a card shown
    to it (a flip, or a card moving face up or into its view), which may rightly differ."""
    for a, b in zip(ea, eb):
        sa, sb = a.seen_by(seat), b.seen_by(seat)
        if sa == sb:
            continue
        return (a.kind == b.kind and a.kind in ("move", "peek") and "card" in sa.data
                and {k: v for k, v in a.data.items() if k != "card"} ==
                {k: v for k, v in b.data.items() if k != "card"})
    return False


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_gf23_views_and_events_do_not_depend_on_unseen_cards(players):
    checked = differing = hidden_differences = 0
    for seed in range(60):
        options = random_options(seed * 4 + players - 2)
        options = options.replace(players=players) if players > 2 or \
            sum((options.greedy, options.sad, options.blank)) <= 1 else Options(players=2)
        state = setup(options, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 120)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        seat = [*range(players), SPECTATOR][seed % (players + 1)]
        view = state.view(seat)
        other = sample_world(view, random.Random(seed + 1000))   # the hidden cards re-dealt
        other.rng.setstate(state.rng.getstate())
        assert other.view(seat) == view
        while not state.is_over:
            assert other.deciders() == state.deciders()
            decider = state.deciders()[0]
            legal, legal2 = state.legal_actions(decider), other.legal_actions(decider)
            if decider == seat:
                assert legal == legal2
            common = [a for a in legal if a in legal2]
            if not common:
                break                  # another seat's hand differs: its choices tell it
            action = rng.choice(common)
            ea, eb = state.apply(action, decider), other.apply(action, decider)
            if _shown_differently(ea, eb, seat):
                break
            assert [e.seen_by(seat) for e in ea] == [e.seen_by(seat) for e in eb]
            assert other.view(seat) == state.view(seat)
            hidden_differences += ea != eb
            differing += (state.hands, state.stack, state.removed) != \
                (other.hands, other.stack, other.removed)
            checked += 1
    assert checked > 600 and differing > 300 and hidden_differences > 0


def test_gf23_the_others_hands_and_stack_order_are_not_in_a_view():
    state = setup(Options(players=3), 4)
    owner = state.owner
    state.apply(A.put(next(k for k in range(5) if state.hands[owner][k])))
    for seat in (SPECTATOR, *range(3)):
        view = state.view(seat)
        assert view.hand == (() if seat == SPECTATOR else
                             tuple(k for k in range(5) for _ in range(state.hands[seat][k])))
        assert view.stack_order == (tuple(state.stack) if seat == owner else ())
        assert view.stack_size == 1
        for e in view.log:
            if e.kind == "move" and e["reason"] in ("deal", "put"):
                assert ("card" in e.data) == (seat == e["to_seat"] if e["reason"] == "deal"
                                              else seat == owner)


def test_gf23_a_sampled_spectator_world_keeps_every_public_fact():
    state = setup(Options(players=4, greedy=True), 9)
    rng = random.Random(9)
    for _ in range(40):
        state.apply(rng.choice(state.legal_actions()))
    view = state.view(SPECTATOR)
    world = sample_world(view, rng)
    assert world.view(SPECTATOR) == view
    assert [sum(h) for h in world.hands] == [sum(h) for h in state.hands]
    assert world.parties == state.parties and len(world.stack) == len(state.stack)


#: Who may see the card of each move (GF-23), written from the rules, not from the engine.
def _may_see(e, seat: int) -> bool:
    reason = e["reason"]
    if reason == "removed":
        return False
    if reason in ("deal", "take_back", "sad_deal"):
        return seat == e["to_seat"]
    if reason == "put":
        return seat == e["from_seat"]
    if reason == "sad_give":
        return seat in (e["from_seat"], e["to_seat"])
    return True


def test_gf23_every_card_movement_is_redacted_by_the_rules():
    seen = set()
    for seed in range(60):
        options = random_options(seed).replace(blank_effect="peek")
        state = setup(options, seed)
        rng = random.Random(seed)
        while not state.is_over:
            events = state.apply(rng.choice(state.legal_actions()))
            for seat in (SPECTATOR, *range(options.players)):
                view = state.view(seat)
                assert view.peek == (state.peek[1] if state.peek and state.peek[0] == seat
                                     else None)
                assert view.stack_order == (tuple(state.stack) if seat == state.owner else ())
                for e in events:
                    shown = e.seen_by(seat)
                    if e.kind == "move":
                        assert ("card" in shown.data) == _may_see(e, seat), (e, seat)
                        seen.add(e["reason"])
                    elif e.kind in ("peek", "kept"):        # GF-22; GF-21: the kept card
                        assert ("card" in shown.data) == (seat == e["seat"])
                        seen.add(e.kind)
                    else:
                        assert shown == e
    assert {"put", "take_back", "sad_give", "sad_deal", "peek"} <= seen   # deals: GF-2, GF-3
