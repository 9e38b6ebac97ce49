"""Face Guess bot personalities (honest, bluffer, contrarian, follower; "Random (hidden)" by
default), hard's reading of them from the public record, and the arena's decision counts.

Rule ids: FG-3 (commit), FG-4 (guesses), FG-6/FG-7 (scoring, which makes a Bad card a bluff),
FG-11 (the fooled bonus, explained in the new-game dialog), FG-12 (what a seat sees)."""
from __future__ import annotations

import json
import random

import pytest

import facetable.arena as arena
from faceguess_helpers import B, G, commit_all, game, guess_all
from facetable.bots.faceguess import BOTS
from facetable.bots.faceguess.personality import PRESETS, personality
from facetable.bots.faceguess.tendency import card_chances
from facetable.engine.faceguess import Options, calls_by_seat, commit, setup
from facetable.games import RANDOM_STYLE
from facetable.games.faceguess import SPEC, STYLE_LABELS

LEVELS = ("easy", "normal", "hard")


def play(bots, seed: int, **options):
    """A whole game; returns the state and, per seat, its commits as (held both kinds, kind)."""
    state = setup(Options(players=len(bots), **options), seed)
    rngs = [random.Random(seed * 97 + s) for s in range(len(bots))]
    commits = {s: [] for s in range(len(bots))}
    while not state.is_over:
        seat = state.deciders()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        action = bots[seat].choose(view, legal, rngs[seat])
        assert action in legal
        if view.phase == "commit":
            commits[seat].append((G in view.hand and B in view.hand, action))
        state.apply(action, seat)
    return state, commits


def bluff_share(commits) -> tuple[int, int]:
    """(bluffs, commits made while holding both kinds)."""
    free = [a for both, a in commits if both]
    return free.count(commit(B)), len(free)


def test_the_declaration_offers_each_personality_and_random_hidden_by_default():
    assert list(SPEC.styles) == list(PRESETS) == list(STYLE_LABELS)
    assert SPEC.default_style == RANDOM_STYLE
    for level in LEVELS:
        for style in PRESETS:
            bot = SPEC.make_bot(level, style)
            assert bot.name == level and bot.style == style
    with pytest.raises(ValueError, match="resolve"):
        personality(RANDOM_STYLE)
    with pytest.raises(ValueError, match="grumpy"):
        SPEC.make_bot("normal", "grumpy")


@pytest.mark.parametrize("style", sorted(PRESETS))
def test_every_level_with_every_style_plays_legal_moves_and_keeps_nothing(style):
    """FG-3, FG-4 at every table size and rules setting; a bot is the same before and after
    deciding (a bot rebuilt for every decision plays the same style)."""
    for seed in range(9):
        players = 2 + seed % 5
        bots = [SPEC.make_bot(LEVELS[(seed + k) % 3], style) for k in range(players)]
        before = [dict(vars(b)) for b in bots]
        state, _ = play(bots, seed, fooled_bonus=seed % 2 == 1, target=(10, 15)[seed % 3 == 0])
        assert state.is_over and [vars(b) for b in bots] == before


def seat_zero_bluffs(bot, others, seeds) -> tuple[int, int]:
    """Seat 0's bluffs and commits made holding both kinds, over whole games on ``seeds``."""
    bluffs = free = 0
    for seed in seeds:
        _, commits = play([bot, *others], seed)
        b, f = bluff_share(commits[0])
        bluffs, free = bluffs + b, free + f
    return bluffs, free


@pytest.mark.parametrize("level", LEVELS)
def test_an_honest_bot_never_bluffs(level):
    """FG-3: with a Good card in hand, an honest bot never puts a Bad one down."""
    bluffs, free = seat_zero_bluffs(
        SPEC.make_bot(level, "honest"),
        [BOTS["random"](), BOTS["normal"](), SPEC.make_bot("normal", "bluffer")], range(12))
    assert free >= 30 and bluffs == 0


@pytest.mark.parametrize("level", LEVELS)
def test_a_bluffer_bluffs_at_a_measurable_rate(level):
    """FG-3, FG-7: a Bad card put down while holding a Good one scores nothing itself; the
    bluffer does it between a third and two thirds of the time (``BLUFF``, more after a round
    called Good); hard follows its style on half its commits (``style_share``), so half as
    often."""
    bot = SPEC.make_bot(level, "bluffer")
    bluffs, free = seat_zero_bluffs(
        bot, [BOTS["normal"](), BOTS["random"](), SPEC.make_bot("normal", "honest")], range(30))
    assert free >= 80
    assert 0.3 * bot.style_share <= bluffs / free <= 0.65 * bot.style_share


def test_a_contrarian_plays_against_last_rounds_calls_about_it():
    """Called Good by everyone last round, it bluffs; called Bad by everyone, it shows Good."""
    bot = SPEC.make_bot("normal", "contrarian")
    for called, expected in ((G, B), (B, G)):
        state = game(4, hands={1: [G, G, B, B, G]}, target=15)
        commit_all(state, {s: state.hands[s][0] for s in range(4)})
        guess_all(state, {g: {s: called if s == 1 else G for s in range(4) if s != g}
                          for g in range(4)})
        view = state.view(1)
        assert G in view.hand and B in view.hand
        picks = {bot.choose(view, state.legal_actions(1), random.Random(k)) for k in range(10)}
        assert picks == {commit(expected)}


def test_a_follower_plays_what_most_of_the_table_showed_and_calls_what_each_showed():
    state = game(4, hands={0: [G, B, B, G, G], 1: [B] * 5, 2: [B] * 5, 3: [G, G, G, G, B]},
                 target=15)
    commit_all(state, {0: G, 1: B, 2: B, 3: G})
    guess_all(state, {g: {s: G for s in range(4) if s != g} for g in range(4)})
    view = state.view(0)
    bot = SPEC.make_bot("normal", "follower")
    assert bot.choose(view, state.legal_actions(0), random.Random(0)) == commit(B)
    commit_all(state, {0: G, 1: B, 2: B, 3: G})
    while state.guesser != 0:
        seat = state.guesser
        state.apply(BOTS["normal"]().choose(state.view(seat), state.legal_actions(seat),
                                            random.Random(seat)), seat)
    view = state.view(0)
    calls = [calls_by_seat(bot.choose(view, state.legal_actions(0), random.Random(k)), 0, 4)
             for k in range(200)]
    last = {1: B, 2: B, 3: G}         # what each showed in the round before
    same = sum(c[s] == last[s] for c in calls for s in last) / (3 * len(calls))
    assert same >= 0.7 * 0.95          # ``lean`` 0.7 of its calls, at least, follow the cards


def test_the_hidden_default_draws_each_seats_personality_from_the_seed():
    """The same seed and seat give the same style; seats and seeds differ; every style is
    drawn; the arena draws the same way as the app's session (``GameSpec.resolve_style``)."""
    draws = {(seed, seat): SPEC.resolve_style(RANDOM_STYLE, seed, seat)
             for seed in range(40) for seat in range(4)}
    assert draws == {(seed, seat): SPEC.resolve_style(RANDOM_STYLE, seed, seat)
                     for seed in range(40) for seat in range(4)}
    assert set(draws.values()) == set(PRESETS)
    assert len({tuple(draws[seed, s] for s in range(4)) for seed in range(40)}) > 10
    assert SPEC.resolve_style("follower", 3, 1) == "follower"
    bot = arena.make_seat_bot(SPEC, "normal@random", 7, 2)
    assert bot.style == SPEC.resolve_style(RANDOM_STYLE, 7, 2)


def test_hard_reads_a_contrarian_from_the_public_record():
    """FG-12: hard is never told a style. Seat 2 shows the opposite of what the table called
    it last round (a contrarian, FG-3); it was called Good last round, so hard's model expects
    Bad, where a habit read from its cards (three Good of seven) says about even, and where the
    model without the personalities' rules says the same."""
    import facetable.bots.faceguess.tendency as tendency
    from facetable.bots.faceguess.reading import card_chance
    state = game(4, hands={2: [G, G, G, B, B]}, target=15)
    mine, flip = G, {G: B, B: G}
    for called in (G, G, B, G, G, B, G):
        cards = {s: state.hands[s][0] for s in range(4)}
        cards[2] = mine
        commit_all(state, cards)
        # calls about the others are wrong, so that nobody reaches the target
        guess_all(state, {g: {s: called if s == 2 else flip[cards[s]] for s in range(4)
                              if s != g} for g in range(4)})
        mine = flip[called]
    assert not state.is_over and [r.cards[2] for r in state.rounds].count(G) == 3
    view = state.view(0)
    assert card_chance(view, 2) > 0.5
    assert card_chances(view)[2] < 0.45
    bot = BOTS["hard"]()
    assert "style" not in repr(view) and bot.persona is None
    original = tendency.PERSONALITY_RULES
    try:
        tendency.PERSONALITY_RULES = ()
        assert card_chances(view)[2] > 0.5
    finally:
        tendency.PERSONALITY_RULES = original


def test_the_arena_reports_commits_bluffs_calls_and_rounds(capsys):
    code = arena.main(["--game", "faceguess", "--players", "4", "--games", "6", "--seed", "2",
                       "--bots", "random,normal@random,normal@bluffer,hard", "--json"])
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    total = {"commits": 0, "bluff_commits": 0, "calls_good": 0, "calls_bad": 0}
    for name, entry in data["bots"].items():
        counts = entry["decisions"]
        assert set(counts) <= set(total) and counts["commits"] > 0
        assert counts.get("bluff_commits", 0) <= counts["commits"]
        # FG-4: every round each player commits once and calls each of the three others
        assert counts["calls_good"] + counts["calls_bad"] == 3 * counts["commits"]
        for key in total:
            total[key] += counts.get(key, 0)
    assert data["bots"]["hard"]["decisions"].get("bluff_commits", 0) == 0   # no style
    assert data["bots"]["normal@bluffer"]["decisions"]["bluff_commits"] > 0
    assert data["decisions"] == total
    rounds = data["per_game"]["rounds"]
    assert 4 * 6 * rounds["mean"] == pytest.approx(total["commits"])
    assert rounds["min"] <= rounds["median"] <= rounds["max"]


def test_an_unknown_style_in_the_arena_is_a_clear_error(capsys):
    with pytest.raises(SystemExit):
        arena.main(["--game", "faceguess", "--players", "3", "--games", "1",
                    "--bots", "normal@grumpy,random,random"])
    assert "grumpy" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        arena.main(["--game", "flip7", "--players", "2", "--games", "1",
                    "--bots", "easy@random,easy"])
    assert "no styles" in capsys.readouterr().err


def test_the_new_game_dialog_offers_the_personalities_random_hidden_first(qtbot):
    """A Face Guess bot seat starts at "Random (hidden)"; Coup's still start at its first
    style (each game's ``default_style``)."""
    from PySide6.QtWidgets import QComboBox

    from facetable.app.new_game_dialog import NewGameDialog
    d = NewGameDialog()
    qtbot.addWidget(d)
    combo = next(c for c in d.findChildren(QComboBox) if c.findData("faceguess") >= 0)
    combo.setCurrentIndex(combo.findData("faceguess"))
    styles = [d.findChild(QComboBox, f"seat_style_{i}") for i in range(4)]
    assert all(styles)
    assert [styles[1].itemData(i) for i in range(styles[1].count())] == \
        [*PRESETS, RANDOM_STYLE]
    assert [s.currentData() for s in styles[1:]] == [RANDOM_STYLE] * 3
    assert [s.style for s in d.setup().seats] == [None] + [RANDOM_STYLE] * 3
    other = NewGameDialog()
    qtbot.addWidget(other)
    combo = next(c for c in other.findChildren(QComboBox) if c.findData("coup") >= 0)
    combo.setCurrentIndex(combo.findData("coup"))
    coup_style = other.findChild(QComboBox, "seat_style_1")
    assert coup_style.currentIndex() == 0 and coup_style.currentData() != RANDOM_STYLE


def test_the_new_game_dialog_says_the_fooled_bonus_gives_bluffing_a_point(qtbot):
    """FG-11 in a line under the options, whether the bonus is on or off."""
    from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel

    from facetable.app.new_game_dialog import NewGameDialog
    d = NewGameDialog()
    qtbot.addWidget(d)
    combo = next(c for c in d.findChildren(QComboBox) if c.findData("faceguess") >= 0)
    combo.setCurrentIndex(combo.findData("faceguess"))
    note = d.findChild(QLabel, "setup_note")
    box = d.findChild(QCheckBox, "option_fooled_bonus")
    assert not box.isChecked() and "bluffing a point" in note.text()
    assert "off" in note.text()
    box.setChecked(True)
    assert "bluffing a point" in note.text() and "Fooled bonus on" in note.text()
