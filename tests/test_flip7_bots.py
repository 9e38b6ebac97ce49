"""Flip 7 bots (facetable/bots/flip7): legal moves only, exact card counting, sound targeting.

Positions are built by hand (``position``): lines, modifiers, totals and the discard pile are
set on a fresh engine state, the rest of the 108 cards form the draw pile. Brute-force checks
then put each candidate card on top of the draw pile and let the ENGINE say what happens.
"""
import itertools
import random

import pytest

from facetable.games import GAMES
from facetable.bots.flip7 import BOTS, bust_probability, unseen
from facetable.bots.flip7.hard import Model
from facetable.engine import Action
from facetable.engine.flip7 import ACTIVE, STAYED, Options, setup
from facetable.engine.flip7.cards import deck

HIT, STAY = Action("hit"), Action("stay")


class Ids:
    """Card ids handed out by kind: "5" a plain 5, "zero", "unlucky7", "lucky13", "minus10"…"""

    def __init__(self, printing="standard"):
        self.free = {}
        for c in deck(printing):
            kind = c.name if c.name != "plain" else str(c.value)
            self.free.setdefault(kind, []).append(c.id)

    def __call__(self, kind):
        return self.free[kind].pop(0)


def position(lines, *, mods=None, totals=None, status=None, discard=(), draw=None, to_act=0,
             resolve=None, **options):
    """A mid-round state built from card kinds. ``resolve`` makes ``to_act`` resolve that card."""
    n = len(lines)
    ids = Ids(options.get("printing", "standard"))
    state = setup(Options(players=n, **options), seed=7)
    state.numbers = [[ids(k) for k in line] for line in lines]
    state.mods = [[ids(k) for k in m] for m in (mods or [[]] * n)]
    state.pending = [[] for _ in range(n)]
    state.discard = [ids(k) for k in discard]
    pending = ids(resolve) if resolve else None
    rest = sorted(c for ids_ in ids.free.values() for c in ids_ if c != pending)
    state.draw = list(rest if draw is None else [ids(k) for k in draw])
    if draw is not None:
        state.discard += [c for c in rest if c not in state.draw]
    state.totals = list(totals or [0] * n)
    state.status = list(status or [ACTIVE] * n)
    state.in_round, state.flip7_seats, state.winner = True, [], None
    if resolve:
        state.pending[to_act] = [pending]
        state.tasks = [("next_turn", to_act), ("resolve", to_act, pending)]
    else:
        state.tasks = [("turn", to_act)]
    return state


def brute_force_bust(state, seat):
    """Share of the possible next cards that bust ``seat``, by asking the engine each time."""
    candidates = list(state.draw) or list(state.discard)       # F7-30: an empty pile reshuffles
    busts = 0
    for card in candidates:
        trial = state.clone()
        if trial.draw:
            trial.draw.remove(card)
            trial.draw.append(card)                              # the top of the pile
        else:
            trial.discard.remove(card)
            trial.draw = [card]
        trial.tasks = [("turn", seat)]
        events = trial.apply(HIT)
        busts += any(e.kind == "bust" and e["seat"] == seat for e in events)
    return busts / len(candidates)


# --- exact bust probability ---------------------------------------------------------------------
CASES = {
    "plain line": [["3", "8", "11"], ["5"], ["9", "12"]],
    "F7-22 Lucky 13 alone lets one plain 13 in": [["lucky13", "4"], ["13"], []],
    "F7-22 plain 13 lets the Lucky 13 in": [["13", "2"], ["13", "lucky13"], ["1"]],
    "F7-22 Lucky 13 pair: a third 13 busts": [["lucky13", "13", "6"], ["10"], []],
    "F7-20 Unlucky 7 in line: a plain 7 busts": [["unlucky7"], ["7", "7"], ["12"]],
    "F7-20 plain 7 in line: the Unlucky 7 never busts": [["7", "5", "9"], ["2"], []],
    "F7-19 The Zero never busts": [["zero", "6"], ["6"], ["1", "2"]],
    "empty line": [[], ["12", "11", "10", "9"], ["8", "7"]],
}


@pytest.mark.parametrize("lines", CASES.values(), ids=CASES.keys())
def test_bust_probability_matches_the_engine(lines):  # F7-7, F7-19, F7-20, F7-22, F7-35
    state = position(lines, mods=[["minus4"], ["div2"], []],
                     discard=["13", "7", "8", "8", "swap", "minus2", "zero"
                              if "zero" not in itertools.chain(*lines) else "12"])
    view = state.view(0)
    assert sorted(unseen(view)) == sorted(state.draw)           # the draw pile, nothing else
    expected = brute_force_bust(state, 0)
    assert bust_probability(view) == pytest.approx(expected)
    assert Model(view, random.Random(0)).bust_chance() == pytest.approx(expected)
    # A whole-pile count by hand, for the first case at least.
    if lines == CASES["plain line"]:
        cards = [deck()[c] for c in state.draw]
        bad = sum(1 for c in cards if c.is_number and c.value in (3, 8, 11))
        assert expected == pytest.approx(bad / len(cards))


def test_actions_and_modifiers_never_bust():  # F7-2, F7-3: only number cards bust
    state = position([["1", "2", "3", "4", "5", "6"], ["9"]],
                     draw=["2", "3", "minus10", "flip_four", "steal", "div2"])
    view = state.view(0)
    assert bust_probability(view) == pytest.approx(2 / 6) == pytest.approx(
        brute_force_bust(state, 0))


def test_an_empty_draw_pile_counts_the_discard_pile():  # F7-30
    state = position([["4", "9"], ["10"]], draw=[])
    assert state.draw == [] and state.discard
    view = state.view(0)
    assert bust_probability(view) == pytest.approx(brute_force_bust(state, 0))
    assert Model(view, random.Random(0)).bust_chance() == pytest.approx(bust_probability(view))


def test_bust_probability_of_another_seat():
    state = position([["2"], ["12", "11"]])
    view = state.view(0)
    assert bust_probability(view, 1) == pytest.approx(brute_force_bust(state, 1))


# --- hard: targets and the race -----------------------------------------------------------------
def choose(state, bot="hard", seed=0):
    seat = state.to_act
    return GAMES["flip7"].make_bot(bot).choose(state.view(seat), state.legal_actions(),
                                         random.Random(seed))


def test_hard_gives_minus_ten_to_the_leader():  # F7-29
    state = position([["5", "6"], ["9", "10"], ["12", "8"], ["4", "3"]],
                     totals=[120, 80, 170, 60], status=[ACTIVE, STAYED, STAYED, ACTIVE],
                     resolve="minus10")
    assert choose(state) == Action("give", seat=2, item=state.pending[0][0])


def test_hard_halves_the_richest_line_of_a_rival():  # F7-15, F7-29
    state = position([["5"], ["12", "11", "10", "9"], ["2", "3"], ["4"]],
                     totals=[50, 60, 55, 52], status=[ACTIVE, STAYED, ACTIVE, ACTIVE],
                     resolve="div2")
    assert choose(state).seat == 1


def test_hard_never_keeps_a_modifier_it_can_pass_on():  # F7-29
    for seed in range(5):
        for name in ("minus2", "minus6", "div2"):
            state = position([["5", "9"], ["3"], ["2", "4"]], totals=[10, 20, 30], resolve=name)
            assert choose(state, seed=seed).seat != 0


def test_hard_flip_fours_a_stayed_rich_rival():  # F7-25
    state = position([["2"], ["12", "11", "10", "9", "8"], ["3"]], totals=[100, 150, 90],
                     status=[ACTIVE, STAYED, ACTIVE], resolve="flip_four")
    assert choose(state).seat == 1


def test_hard_steals_the_seventh_card():  # F7-27, F7-8
    state = position([["1", "2", "3", "4", "5", "6"], ["9", "10"], ["6", "11"]],
                     totals=[100, 100, 100], resolve="steal")
    action = choose(state)
    assert deck()[action.item2].value in (9, 10, 11)


def test_hard_discards_its_own_zero_from_a_rich_line():  # F7-18, F7-28
    state = position([["zero", "12", "11", "10"], ["2"], ["3"]], totals=[50, 50, 50],
                     resolve="discard")
    assert deck()[choose(state).item2].name == "zero"


def test_hard_hits_when_staying_loses_the_game():  # F7-31
    # Seat 1 stayed and will finish on 210; seat 0 would stay on 195: only hitting can win.
    state = position([["12", "11", "10", "9", "8"], ["10"]], totals=[145, 200],
                     status=[ACTIVE, STAYED])
    assert choose(state) == HIT


def test_hard_stays_when_it_wins_by_staying():  # F7-31
    state = position([["12", "2"], ["4"], ["3"]], totals=[195, 100, 110],
                     status=[ACTIVE, STAYED, STAYED])
    assert choose(state) == STAY


def test_hard_brutal_flip7_choice_hits_the_runaway_leader():  # F7-34
    state = position([["1", "2", "3", "4", "5", "6", "8"], ["12"], ["3"]],
                     totals=[150, 195, 40], status=[ACTIVE, STAYED, ACTIVE], brutal=True)
    state.in_round, state.flip7_seats, state.tasks = False, [0], [("score", -1),
                                                                  ("flip7_choice", 0)]
    assert choose(state) == Action("penalty", seat=1)


# --- every bot, every option: legal moves only --------------------------------------------------
NAMES = list(BOTS)


def test_the_registry_offers_every_level():
    assert {"random", "threshold23", "easy", "normal", "hard"} <= set(NAMES)
    for name in NAMES:
        assert GAMES["flip7"].make_bot(name).name == name


def play_checked(players, seed, **options):
    state = setup(Options(players=players, **options), seed)
    bots = [GAMES["flip7"].make_bot(NAMES[(seed + s) % len(NAMES)]) for s in range(players)]
    rng = random.Random(seed)
    for _ in range(20000):
        if state.is_over:
            return state
        seat = state.to_act
        legal = state.legal_actions()
        view = state.view(seat)
        action = bots[seat].choose(view, list(legal), rng)
        assert action in legal, (bots[seat].name, action, legal)
        state.apply(action)
    raise AssertionError("game did not end")


@pytest.mark.parametrize("players", range(2, 9))
def test_bots_only_play_legal_actions(players):
    combos = list(itertools.product((False, True), ("standard", "two_minus"), (True, False)))
    for i, (brutal, printing, pair) in enumerate(combos):
        seed = players * 100 + i
        state = play_checked(players, seed, brutal=brutal, printing=printing,
                             lucky13_pair_counts_twice=pair, target=120 if i % 2 else 200)
        assert state.winner is not None


def test_threshold23_stays_at_23():
    state = position([["12", "11"], ["3"]])
    assert choose(state, "threshold23") == STAY
    state = position([["12", "10"], ["3"]])
    assert choose(state, "threshold23") == HIT


def test_a_decision_is_quick():
    import time

    state = setup(Options(players=6), 3)
    bot, rng, worst = GAMES["flip7"].make_bot("hard"), random.Random(0), 0.0
    while not state.is_over and state.round_no < 6:
        view, legal = state.view(state.to_act), state.legal_actions()
        t = time.perf_counter()
        action = bot.choose(view, legal, rng)
        worst = max(worst, time.perf_counter() - t)
        state.apply(action)
    assert worst < 1.0


# --- hard: the fast paths of the lookahead ------------------------------------------------------
@pytest.mark.parametrize("brutal,pair_twice", [(False, True), (True, True), (False, False),
                                               (True, False)])
def test_hard_scores_after_match_grown_hands(brutal, pair_twice):
    """F7-7, F7-8, F7-12, F7-20, F7-22: the lookahead's last card is scored without building
    the hand (hard._scores_after); it must agree with growing it and scoring it, for every
    card kind on many random lines (busts, Lucky 13 pairs, Zero lines, Flip 7s, halved and
    minus lines)."""
    from facetable.bots.flip7 import hard

    keys = (None, *sorted({(c.value, c.name) for c in deck("standard") if c.is_number}))
    rng = random.Random(5)
    for _ in range(400):
        numbers = [c for c in deck("standard") if c.is_number]
        line = rng.sample(numbers, rng.randint(0, 6))
        h = hard.Hand(frozenset(c.value for c in line), sum(c.value == 13 for c in line),
                      any(c.name == "lucky13" for c in line), any(c.name == "zero" for c in line),
                      len(line), sum(c.value for c in line), rng.random() < 0.3,
                      rng.choice([0, 0, 2, 5, 10]))
        expected = []
        for key in keys:
            if key is None:
                expected.append(hard._hand_score(h, brutal, False))
                continue
            nxt = hard._grow(h, *key)
            if nxt is None:
                expected.append(-h.minus if brutal else 0)
                continue
            flip = hard.seven_count(nxt.cards, len(nxt.values), pair_twice) >= hard.FLIP7_CARDS
            expected.append(hard._hand_score(nxt, brutal, flip))
        assert hard._scores_after(h, keys, pair_twice, brutal) == expected


def _reference_hit_value(m, h, depth):
    """The lookahead as first written (plain recursion, no caches): the fast one must give the
    very same float."""
    def value(h, depth):
        stay = None if h.zero else m.u(m.hand_score(h))
        if depth == 0:
            return stay if stay is not None else m.u(0)
        hit = hit_value(h, depth)
        return hit if stay is None else max(stay, hit)

    def hit_value(h, depth):
        n = sum(m.counts)
        if n == 0:
            return m.u(m.hand_score(h))
        bust = m.u(-h.minus if m.brutal else 0)
        acc = 0.0
        for i, key in enumerate(m.keys):
            cnt = m.counts[i]
            if not cnt:
                continue
            if key is None:
                nxt = h
            else:
                nxt = m.grow(h, *key)
                if nxt is None:
                    acc += cnt * bust
                    continue
                if m.flip7(nxt):
                    acc += cnt * m.u(m.hand_score(nxt, True))
                    continue
            m.counts[i] -= 1
            acc += cnt * value(nxt, depth - 1)
            m.counts[i] += 1
        return acc / n

    return hit_value(h, depth)


def _reference_win(mine, others, target, sigma):
    """race.win_probability as first written (an erf per term)."""
    import math
    from facetable.bots.flip7.race import _NODES, _WEIGHTS
    if mine >= target:
        p = 1.0
        for dist in others:
            p *= sum(q for t, q in dist if t < mine) + 0.5 * sum(q for t, q in dist if t == mine)
        return p
    alive = []
    for dist in others:
        pts = [((mine - t) / sigma, q) for t, q in dist if t < target]
        if not pts:
            return 0.0
        alive.append(pts)
    total = 0.0
    for z, w in zip(_NODES, _WEIGHTS):
        prod = w
        for pts in alive:
            prod *= sum(q * 0.5 * (1.0 + math.erf((d + z) / math.sqrt(2.0))) for d, q in pts)
        total += prod
    return total


@pytest.mark.parametrize("brutal", [False, True])
def test_hard_lookahead_is_exactly_the_plain_recursion(brutal):
    """F7-7, F7-8, F7-13: the cached lookahead and race give bit-identical win chances to the
    plain recursion over the exact draw pile, in positions from seeded games."""
    from facetable.bots.flip7.race import win_probability

    checked = 0
    for seed in range(3):
        state = setup(Options(players=4, target=100, brutal=brutal), seed=seed)
        rng = random.Random(seed)
        bot = BOTS["hard"]()
        while not state.is_over and checked < 40 * (seed + 1):
            seat = state.deciders()[0]
            legal = state.legal_actions(seat)
            view = state.view(seat)
            if view.decision == "turn" and len(legal) > 1:
                m = Model(view, random.Random(0))
                h = m.hand(m.seats[m.me])
                for depth in (1, 2, 3):
                    assert m.hit_value(h, depth) == _reference_hit_value(m, h, depth)
                for score in (-5, 0, 12, 40):
                    mine = m.seats[m.me].total + score
                    assert win_probability(mine, m.others, m.target, m.turn_sigma) == \
                        _reference_win(mine, m.others, m.target, m.turn_sigma)
                checked += 1
            state.apply(bot.choose(view, legal, rng), seat)
    assert checked >= 60
