"""FG-12: what each seat knows. A view holds its own hand and face-down card, every guess so far,
every score, every revealed card and the pile sizes; never another hand, another face-down
card before the reveal, or the draw pile's order."""
from __future__ import annotations

import random
from dataclasses import replace

from faceguess_helpers import B, G, commit_all, game, guess_all, same_calls
from facetable.engine import SPECTATOR
from facetable.engine.faceguess import Options, deal_for, setup
from facetable.engine.faceguess import actions as A


def test_fg12_a_view_holds_own_cards_guesses_scores_revealed_cards_and_pile_sizes():
    state = game(4, hands={1: [G, G, B, B, B]}, first=0)
    view = state.view(1)
    assert view.hand == (G, G, B, B, B) and view.mine is None
    assert view.hand_sizes == (5, 5, 5, 5) and view.deck_size == 30 and view.discard_size == 0
    assert state.view(SPECTATOR).hand == () and state.view(SPECTATOR).mine is None
    commit_all(state, [G, B, G, B])
    state.apply(A.guess([G, B, G]), 0)
    view = state.view(1)
    assert view.mine == B and view.hand == (G, G, B, B) and view.faces == (None, B, None, None)
    assert view.guesses == ((None, G, B, G), None, None, None) and view.guesser == 1
    guess_all(state, same_calls(4, B))
    view = state.view(3)
    assert view.rounds[0].cards == (G, B, G, B)
    assert view.rounds[0].guesses[0] == (None, G, B, G)
    assert view.scores == tuple(state.scores) and view.right == tuple(state.right)
    assert view.discard_size == 4 and view.deck_size == 26 and view.placed == (False,) * 4
    assert view.seen_counts() == (view.hand.count(G) + 2, view.hand.count(B) + 2)


def test_fg12_pending_commits_stay_hidden_in_views_and_logs():
    state = game(3)
    state.apply(A.commit(G), 0)
    state.apply(A.commit(B), 2)
    for seat in (1, SPECTATOR):
        view = state.view(seat)
        assert view.faces == (None, None, None) and view.placed == (True, False, True)
        assert all("kind" not in e.data for e in view.log if e.kind == "commit")
    assert [e.get("kind") for e in state.view(2).log if e.kind == "commit"] == [None, B]


# --- the property: a seat cannot tell apart states that differ in what it cannot see ----------
def _hide_differently(state, seat: int, rng: random.Random):
    """A copy of ``state`` whose hidden cards (other hands, other face-down cards, the draw
    pile) are dealt again at random, sizes kept."""
    other = state.clone()
    places = [("hand", s) for s in range(state.players) if s != seat
              for _ in state.hands[s]]
    places += [("commit", s) for s in range(state.players)
               if s != seat and state.committed[s] is not None and not state.is_over]
    places += [("deck", None)] * len(state.deck)
    pool = [k for s in range(state.players) if s != seat for k in state.hands[s]]
    pool += [state.committed[s] for s in range(state.players)
             if s != seat and state.committed[s] is not None and not state.is_over]
    pool += state.deck
    rng.shuffle(pool)
    other.hands = [list(h) if s == seat else [] for s, h in enumerate(state.hands)]
    other.deck = []
    for (where, s), kind in zip(places, pool):
        if where == "hand":
            other.hands[s].append(kind)
        elif where == "commit":
            other.committed[s] = kind
        else:
            other.deck.append(kind)
    return other


def test_fg12_views_and_events_cannot_tell_hidden_cards_apart():
    rng = random.Random(12)
    compared = steps = 0
    for i in range(150):
        players = 2 + i % 5
        state = setup(Options(players=players, good_cards=10 + i % 31), i)
        for _ in range(rng.randrange(0, 40)):
            if state.is_over:
                break
            seat = rng.choice(state.deciders())
            state.apply(rng.choice(state.legal_actions(seat)), seat)
        if state.is_over:
            continue
        seat = rng.choice([SPECTATOR, *range(players)])
        other = _hide_differently(state, seat, rng)
        assert other.view(seat) == state.view(seat)
        compared += 1
        # play on in both while nothing is revealed: the same view, the same events
        while not state.is_over:
            deciders = state.deciders()
            assert other.deciders() == deciders
            who = rng.choice(deciders)
            if state.phase == "guess" and who == (state.start - 1) % players:
                break                                   # the last guess reveals the cards
            if state.phase == "commit":
                mine = rng.choice(state.legal_actions(who))
                theirs = mine if who == seat else rng.choice(other.legal_actions(who))
            else:
                mine = theirs = rng.choice(state.legal_actions(who))
            seen = [e.seen_by(seat) for e in state.apply(mine, who)]
            assert seen == [e.seen_by(seat) for e in other.apply(theirs, who)]
            assert other.view(seat) == state.view(seat)
            steps += 1
    assert compared > 100 and steps > 300


def test_fg12_a_deal_that_differs_in_other_hands_looks_the_same():
    base = deal_for(4, {0: [G, B, G, B, B], 1: [G, G, G, G, G], 2: [B] * 5})
    swapped = deal_for(4, {0: [G, B, G, B, B], 1: [B] * 5, 2: [G, G, G, G, G]})
    one, two = (setup(Options(players=4), 3, deal=o, first=0) for o in (base, swapped))
    assert one.hands != two.hands
    assert one.view(0) == two.view(0) and one.view(3) == two.view(3)
    assert one.view(1) != two.view(1)
    assert [e.seen_by(0) for e in one.start_events] == [e.seen_by(0) for e in two.start_events]


def test_fg12_at_the_end_every_last_card_is_shown():
    state = game(3)
    state.scores = [9, 0, 0]
    commit_all(state, [G, B, G])
    guess_all(state, same_calls(3, G))
    for seat in (SPECTATOR, 0, 1, 2):
        view = state.view(seat)
        assert view.over and view.faces == (G, B, G) and view.winners == (0,)
        assert view.end_reason == "target" and view.deciders == ()
    assert replace(state.view(1), log=()) != replace(state.view(2), log=())   # own hands differ
