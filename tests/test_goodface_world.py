"""``sample_world``: full states consistent with a seat's view (GF-23), with the unseen cards
(the others' hands, another owner's Stack order, the cards removed unseen) dealt as a fair
shuffle would (checked by exact counting on small cases)."""
from __future__ import annotations

import itertools
import math
import random
from collections import Counter

from facetable.engine import SPECTATOR
from facetable.engine.goodface import BAD, BLANK, GOOD, Options, deal_for, sample_world, setup
from facetable.engine.goodface import actions as A
from facetable.engine.goodface.invariants import check
from facetable.engine.goodface.scenario import parse
from facetable.engine.goodface.world import unseen

CONFIGS = [(p, *w) for p in range(2, 6) for w in itertools.product((False, True), repeat=3)
           if p > 2 or sum(w) <= 1]


def mid_games(count: int):
    for i in range(count):
        players, greedy, sad, blank = CONFIGS[i % len(CONFIGS)]
        options = Options(players=players, greedy=greedy, sad=sad, blank=blank,
                          blank_effect=("greedy", "sad", "peek")[i % 3])
        state = setup(options, i)
        rng = random.Random(i)
        for _ in range(i % 130):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            yield state, [*range(players), SPECTATOR][i % (players + 1)]


def test_sampled_worlds_agree_with_the_view_keep_every_card_and_play_on():
    rng = random.Random(7)
    samples = 0
    for state, seat in mid_games(300):
        view = state.view(seat)
        for _ in range(3):
            world = sample_world(view, rng)
            assert world.view(seat) == view
            check(world)                                   # every card somewhere, once
            assert world.deciders() == state.deciders()
            assert world.legal_actions(view.deciders[0]) or world.is_over
            hidden = Counter(k for s in range(state.players) if s != seat
                             for k in range(5) for _ in range(world.hands[s][k]))
            hidden.update(k for k in range(5) for _ in range(world.removed[k]))
            if not view.stack_order:
                hidden.update(world.stack[view.peek is not None:])
            assert hidden == Counter(unseen(view))
            samples += 1
        while not world.is_over:
            world.apply(rng.choice(world.legal_actions()))
    assert samples > 600


def _exact(cards: list[int], sizes: tuple[int, ...]) -> dict[tuple, float]:
    """Probability of each (hand, stack order, box) split when ``cards`` (told apart) are
    shuffled and cut into pieces of ``sizes``: hand and box as multisets, the stack in order."""
    counts: Counter = Counter()
    for perm in itertools.permutations(range(len(cards))):
        kinds = [cards[i] for i in perm]
        a, b = sizes[0], sizes[0] + sizes[1]
        counts[(tuple(sorted(kinds[:a])), tuple(kinds[a:b]), tuple(sorted(kinds[b:])))] += 1
    total = math.factorial(len(cards))
    return {k: v / total for k, v in counts.items()}


def _sampled(view, n: int) -> Counter:
    rng = random.Random(11)
    out: Counter = Counter()
    other = 1 - view.seat
    for _ in range(n):
        w = sample_world(view, rng)
        hand = tuple(k for k in range(5) for _ in range(w.hands[other][k]))
        box = tuple(k for k in range(5) for _ in range(w.removed[k]))
        out[(hand, tuple(w.stack), box)] += 1
    return out


def _assert_close(observed: Counter, exact: dict, n: int) -> None:
    assert set(observed) <= set(exact)                    # never an impossible world
    for key, p in exact.items():
        f = observed[key] / n
        assert abs(f - p) <= 5 * math.sqrt(p * (1 - p) / n) + 1e-3, (key, f, p)


def test_worlds_are_uniform_over_deals_at_the_start_of_a_two_player_game():
    options = Options(players=2)
    state = setup(options, 1, deal=deal_for(options, [parse("GGGGBB"), parse("GGGGGB")],
                                            removed=parse("BB"), first=1), first=1)
    view = state.view(0)
    assert sorted(unseen(view)) == [GOOD] * 5 + [BAD] * 3
    n = 20000
    _assert_close(_sampled(view, n), _exact(unseen(view), (6, 0, 2)), n)


def test_worlds_are_uniform_over_the_unknown_order_of_anothers_stack():
    options = Options(players=2)
    state = setup(options, 1, deal=deal_for(options, [parse("GGGGBB"), parse("GGGGGB")],
                                            removed=parse("BB"), first=1), first=1)
    state.apply(A.put(BAD))
    state.apply(A.put(GOOD))
    state.apply(A.put(GOOD))
    state.apply(A.seal())
    view = state.view(0)
    assert view.holder == 0 and view.stack_size == 3 and view.stack_order == ()
    n = 20000
    _assert_close(_sampled(view, n), _exact(unseen(view), (3, 3, 2)), n)


def test_a_peeked_card_stays_on_top_in_every_world():
    options = Options(players=2, blank=True)
    state = setup(options, 3, deal=deal_for(options, [parse("GGGGBB"), parse("GGGNBB")],
                                            removed=parse("GGB"), first=1), first=1)
    state.apply(A.put(BLANK))                               # the Blank on top
    state.apply(A.put(BAD))
    state.apply(A.put(GOOD))
    state.apply(A.seal())
    state.apply(A.flip())                                   # seat 0 flips it and peeks
    view = state.view(0)
    assert view.peek == BAD
    rng = random.Random(2)
    tops = {sample_world(view, rng).stack[0] for _ in range(200)}
    assert tops == {BAD}


def test_the_owner_s_world_keeps_its_own_stack_order():
    state = setup(Options(players=3), 5)
    owner = state.owner
    for _ in range(2):
        state.apply(next(a for a in state.legal_actions() if a.kind == "put"))
    view = state.view(owner)
    rng = random.Random(1)
    assert all(sample_world(view, rng).stack == state.stack for _ in range(50))
