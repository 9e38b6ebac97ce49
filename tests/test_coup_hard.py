"""The hard Coup bot and the bot personalities: legal play at every table size from views only,
card counting (CP-1, CP-2, CP-20: it never claims, blocks with or believes a role whose every
copy it can see), determinism, styles that change play measurably, and a clear win over honest
bots."""
from __future__ import annotations

import random
from collections import Counter

import pytest

import facetable.arena as arena
import facetable.games as games
from coup_helpers import ASSASSIN, CAPTAIN, CONTESSA, DUKE, allow_all, do, game
from facetable.bots.coup import BOTS, EasyBot, HardBot, NormalBot
from facetable.bots.coup.beliefs import Beliefs, compositions
from facetable.bots.coup.common import last_attacker
from facetable.bots.coup.personality import (PRESETS, RANDOM_STYLE, Personality, personality,
                                             resolve_style)
from facetable.bots.coup.reading import Reading
from facetable.engine.coup import Options, View, claims_summary, setup
from facetable.engine.coup import actions as A
from facetable.engine.coup.actions import BLOCKED_BY, CLAIMS
from facetable.games.coup import SPEC, STYLE_LABELS


def provably_false(view: View, role: int) -> bool:
    """Every copy of ``role`` is face up or in this seat's hand, and it holds none."""
    up = sum(1 for f in view.face_up for c in f if view.role_of(c) == role)
    mine = sum(1 for c in view.hand if view.role_of(c) == role)
    return mine == 0 and up == view.copies


def play(bots: list, seed: int, watch=None):
    """One game with the deciders of each window answering in a random order; every action is
    checked legal, and ``watch(seat, view, action)`` sees every decision."""
    state = setup(Options(players=len(bots)), seed)
    rng = random.Random(seed)
    steps = 0
    while not state.is_over:
        deciders = state.deciders()
        seat = deciders[rng.randrange(len(deciders))]
        legal = state.legal_actions(seat)
        view = state.view(seat)
        action = bots[seat].choose(view, list(legal), rng)
        assert action in legal, (bots[seat].name, action, legal)
        if watch is not None:
            watch(seat, view, action)
        state.apply(action, seat)
        steps += 1
        assert steps < 20000, f"game {seed} does not end"
    return state


@pytest.mark.parametrize("players,count", [(2, 30), (3, 20), (5, 10), (8, 3), (12, 2)])
def test_hard_plays_only_legal_actions(players, count):
    names = ["hard", "normal", "easy", "honest", "random"]
    winners = Counter()
    for seed in range(count):
        bots = [BOTS[names[(seed + i) % len(names)]]() for i in range(players)]
        if seed % 3 == 0:
            bots = [HardBot(style) for style in
                    (list(PRESETS) * 3)[seed % 5: seed % 5 + players]]
        state = play(bots, seed)
        winners[bots[state.outcome().winners[0]].name] += 1
    assert sum(winners.values()) == count


def test_hard_counts_cards_in_play():
    """Over many games: never claims or blocks with a role whose every copy it can see, and
    always challenges such a claim (CP-2, CP-20)."""
    seen = Counter()

    def watch(seat, view, action):
        if not isinstance(bots[seat], HardBot):
            return
        if view.phase == "act":
            seen["could"] += any(provably_false(view, r) for r in CLAIMS.values())
            role = CLAIMS.get(action.kind)
        elif view.phase == "block":
            seen["could"] += any(provably_false(view, r) for r in BLOCKED_BY[view.pending.action])
            role = action.value if action.kind == "block" else None
        else:
            role = None
        if role is not None:
            assert not provably_false(view, role), "hard claimed a role it can see is gone"
        if view.phase == "challenge" and view.unseen_counts()[view.window.role] == 0:
            seen["impossible"] += 1
            assert action.kind == "challenge", "hard believed an impossible claim"

    for seed in range(80):
        players = 2 + seed % 4
        bots = [HardBot() if s == seed % players else BOTS["random"]() for s in range(players)]
        play(bots, seed, watch)
    assert seen["could"] > 5                      # the situation came up in play
    assert seen["impossible"] > 0                 # random players do claim the impossible


def _all_face_up(role: int):
    """4 players; seats 1-3 each have a ``role`` card face up, so seat 0 sees every copy."""
    others = [r for r in range(5) if r != role]
    state = game(4, hands={0: (others[0], others[1]), 1: (role, others[2]),
                           2: (role, others[2]), 3: (role, others[3])}, first=0)
    for seat in (1, 2, 3):
        c = next(c for c in state.hands[seat] if state.role[c] == role)
        state.hands[seat].remove(c)
        state.face_up[seat].append(c)
    return state


@pytest.mark.parametrize("style", ["balanced", "bold"])
@pytest.mark.parametrize("role", range(5))
def test_hard_never_claims_a_role_it_can_see_is_gone(role, style):
    bot, rng = HardBot(style), random.Random(role)
    state = _all_face_up(role)
    state.coins[0] = 3
    for _ in range(60):
        action = bot.choose(state.view(0), state.legal_actions(0), rng)
        assert CLAIMS.get(action.kind) != role
    for act in (A.foreign_aid(), A.assassinate(0), A.steal(0)):
        state = _all_face_up(role)
        state.coins[1] = 3
        do(state, 0, A.income())
        do(state, 1, act)
        if state.phase == "challenge":
            allow_all(state)
        assert state.phase == "block" and 0 in state.deciders()
        for _ in range(60):
            assert bot.choose(state.view(0), state.legal_actions(0), rng) != A.block(role)


def test_beliefs_follow_card_counting_and_claims():
    """No copy left unseen: nobody else holds it. A player who claimed a role is believed to
    hold it more than one who did not; a refused claim rules the role out."""
    state = _all_face_up(DUKE)
    beliefs = Beliefs(state.view(0), Reading(state.view(0)))
    assert all(beliefs.p_holds(s, DUKE) == 0.0 for s in (1, 2, 3))
    assert all(beliefs.p_sees_all(s, DUKE) == 1.0 for s in (1, 2, 3))
    state = game(4, hands={0: (DUKE, CONTESSA)}, first=1)
    before = Beliefs(state.view(0), Reading(state.view(0))).p_holds(1, CAPTAIN)
    do(state, 1, A.steal(2))
    view = state.view(0)
    after = Beliefs(view, Reading(view)).p_holds(1, CAPTAIN)
    assert after > before + 0.2
    state = game(3, hands={0: (DUKE, CONTESSA), 1: (CAPTAIN, CAPTAIN)}, first=1)
    do(state, 1, A.tax())
    state.apply(A.challenge(), 0)
    state.apply(A.allow(), 2)
    do(state, 1, A.refuse())
    state.apply(A.lose(state.hands[1][0]), 1)
    view = state.view(0)
    assert Beliefs(view, Reading(view)).p_holds(1, DUKE) < 0.05


def test_compositions_are_a_distribution():
    for pool, size in (((3, 3, 3, 3, 3), 2), ((1, 0, 2, 3, 0), 2), ((0, 0, 1, 0, 0), 2),
                       ((2, 2, 2, 2, 2), 4)):
        parts = compositions(pool, size)
        assert abs(sum(p for _, p in parts) - 1.0) < 1e-12
        assert all(sum(c) == min(size, sum(pool)) for c, _ in parts)
        assert all(k <= n for c, _ in parts for k, n in zip(c, pool))


def test_reading_tracks_coins_and_influence_like_the_view():
    for seed in range(6):
        bots = [BOTS[n]() for n in ("hard", "normal", "easy", "honest")]

        def watch(seat, view, action):
            reading = Reading(view)
            assert reading.coins == list(view.coins)
            if view.phase != "exchange":
                assert reading.hidden == list(view.hidden)
            for s in view.alive:
                if s != seat:
                    total = sum(reading.p_aims_at(s, v) for v in view.alive if v != s)
                    assert abs(total - 1.0) < 1e-9
        play(bots, seed, watch)


def test_hard_is_deterministic_for_a_fixed_rng():
    def history(seed):
        bots = [HardBot(), HardBot("bold"), BOTS["normal"](), HardBot("vengeful")]
        return [m for m in play(bots, seed).history]
    for seed in (3, 11):
        assert history(seed) == history(seed)
    state = setup(Options(players=5), 4)
    bot = HardBot()
    for _ in range(30):
        seat = state.deciders()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        first = bot.choose(view, legal, random.Random(f"x{seat}"))
        assert all(HardBot().choose(view, legal, random.Random(f"x{seat}")) == first
                   for _ in range(3))
        state.apply(first, seat)


def _style_stats(style: str, games_count: int = 30, level=HardBot) -> Counter:
    """Over games of one ``level`` bot with ``style`` against three normal bots: its claims and
    how many were bluffs, its challenge answers and how many challenged, its attacks and how
    many went to its last attacker."""
    stats = Counter()
    for seed in range(games_count):
        me = seed % 4
        bots = [level(style) if s == me else NormalBot() for s in range(4)]

        def watch(seat, view, action):
            if seat != me:
                return
            if view.phase == "challenge":
                stats["windows"] += 1
                stats["challenges"] += action.kind == "challenge"
            if view.phase == "act" and action.seat is not None:
                stats["attacks"] += 1
                stats["revenge"] += action.seat == last_attacker(view)
        state = play(bots, seed, watch)
        for claim in claims_summary(state):
            if claim.seat == me:
                stats["claims"] += 1
                stats["bluffs"] += not claim.truthful
    return stats


@pytest.mark.parametrize("level", [HardBot, NormalBot, EasyBot])
def test_personalities_change_play(level):
    """CP-8/CP-9 styles: bold bluffs more than cautious; suspicious challenges more than
    cautious; vengeful aims at its last attacker more than cautious."""
    bold, cautious = _style_stats("bold", level=level), _style_stats("cautious", level=level)
    suspicious, vengeful = (_style_stats("suspicious", level=level),
                            _style_stats("vengeful", level=level))
    assert bold["bluffs"] / bold["claims"] > 1.5 * cautious["bluffs"] / cautious["claims"]
    assert suspicious["challenges"] / suspicious["windows"] > \
        1.5 * cautious["challenges"] / cautious["windows"]
    assert vengeful["revenge"] / vengeful["attacks"] > cautious["revenge"] / cautious["attacks"]


def test_styles_are_checked_and_random_resolves_deterministically():
    for name in PRESETS:
        assert resolve_style(name, random.Random(1)) == name
        for level in (EasyBot, NormalBot, HardBot):
            assert level(name).style == name and level(name).persona == PRESETS[name]
    assert all(level().style == "balanced" for level in (EasyBot, NormalBot, HardBot))
    picks = [resolve_style(RANDOM_STYLE, random.Random(seed)) for seed in range(60)]
    assert picks == [resolve_style(RANDOM_STYLE, random.Random(seed)) for seed in range(60)]
    assert set(picks) == set(PRESETS)
    for bad in ("fearless", "", "Bold"):
        with pytest.raises(ValueError):
            resolve_style(bad, random.Random(1))
        with pytest.raises(ValueError):
            HardBot(bad)
    with pytest.raises(ValueError):                  # resolve "random" first
        personality(RANDOM_STYLE)
    with pytest.raises(ValueError):
        Personality(bluff=1.5, challenge=0.5, vengeance=0.5)
    with pytest.raises(ValueError):
        Personality(bluff=True, challenge=0.5, vengeance=0.5)
    assert set(STYLE_LABELS) == set(PRESETS) and SPEC.styles == STYLE_LABELS


def test_the_declaration_offers_hard():
    assert SPEC.levels == ("easy", "normal", "hard")
    assert SPEC.bots["hard"].make().name == "hard"
    assert "%" in SPEC.bots["hard"].note


def test_hard_beats_honest(monkeypatch):
    """Fair share 20%; measured about 75% over 2,000 games, so 45% of 100 is safe."""
    monkeypatch.setitem(games.GAMES, "coup", SPEC)
    result = arena.play_match("coup", ["hard", "honest", "honest", "honest", "honest"], 100,
                              seed=3)
    assert result["bots"]["hard"]["wins"] >= 45
