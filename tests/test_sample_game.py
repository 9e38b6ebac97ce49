"""High Card, the sample game kept in ``tests/sample_game`` and built by CONTRIBUTING.md's recipe
(issue 21: nothing shared assumes five games). Registered only while a test runs, it goes
through everything the five games go through (mostly the very tests they pass, called on it):
the drift check, the arena, reveals, saves, statistics, the replay viewer, undo, the live
table's zones, the demo, the new-game dialog, the welcome screen, the rules window and the
hot seat's curtain; and its table code stays within 150 lines."""
from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QComboBox, QSpinBox

import sample_game
import test_hints
import test_hot_seat_start
import test_layers
import test_replay
import test_reveals
import test_rules_window
import test_saves
import test_stats
import test_table_zones
import test_undo
import test_welcome
from drift_helpers import check_game
from facetable import arena
from facetable.app.main import main
from facetable.app.new_game_dialog import NewGameDialog
from facetable.app.rules_window import RulesWindow, pictures, read_rules, render_svg
from facetable.app.session import Seat
from facetable.app.stats_window import StatsWindow
from facetable.app.welcome import cover_image
from facetable.coach.review import review
from facetable.coach.sample import bot_game
from facetable.engine import SPECTATOR, Action, IllegalAction, Move
from facetable.games import GAMES, declarations
from facetable.saves import Loaded, SaveStore
from sample_game import engine
from sample_game.table.zones import PROJECTION
from saves_helpers import play

GAME = "highcard"
PERSIAN_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")
TABLE = Path(sample_game.__file__).parent / "table"


@pytest.fixture
def sample():
    """High Card in ``GAMES`` for the test, out again afterwards."""
    with sample_game.registered() as spec:
        yield spec
    assert GAME not in GAMES


# --- the game itself -----------------------------------------------------------------------
def test_the_sample_is_never_offered_by_the_app():
    assert GAME not in GAMES and GAME not in declarations()


def test_its_table_code_is_at_most_150_lines():
    files = sorted(TABLE.glob("*.py"))
    lines = sum(len(f.read_text(encoding="utf-8").splitlines()) for f in files)
    assert {f.name for f in files} >= {"controller.py", "zones.py"}
    assert lines <= 150, f"the sample's table code is {lines} lines"


def test_its_engine_and_bots_never_import_qt():
    for path in (TABLE.parent / "engine.py", TABLE.parent / "bots.py", TABLE / "zones.py"):
        bad = {n for n in test_layers._imports(path) if n.split(".")[0] == "PySide6"}
        assert not bad, f"{path.name} imports {bad}"


def test_rules_hold():                                           # HC-1 … HC-6
    options = engine.Options(players=3, hand=2)
    deal = [engine.rank(c) for c in range(52)]
    order = [0, 50, 12, 48, 51, 1] + [c for c in range(52) if c not in (0, 50, 12, 48, 51, 1)]
    state = engine.setup(options, 1, deal=order, first=1)
    assert deal[51] == 14 and deal[0] == 2                       # HC-1: ace high
    assert state.hands == [[0, 50], [12, 48], [51, 1]]           # HC-2
    assert state.view(0).hands[1] is None and state.view(0).counts == (2, 2, 2)
    assert state.deciders() == (1,)                              # HC-3
    with pytest.raises(IllegalAction):
        state.apply(Action("play", item=0), 1)                   # not in its hand
    [lead] = state.apply(Action("play", item=48), 1)[:1]         # the ace of clubs (rank 14)
    assert not lead.secret and state.view(2).trick == ((1, 48),)     # HC-4: the lead face up
    state.apply(Action("play", item=51), 2)                      # then clockwise, face down
    assert state.view(0).trick == ((1, 48), (2, None)) and state.view(2).trick[1] == (2, 51)
    events = state.apply(Action("play", item=50), 0)
    assert [e.kind for e in events] == ["play", "reveal", "trick", "turn"]
    assert events[1]["cards"] == [48, 51, 50]                    # turned up, in order played
    trick = events[2]
    assert trick["winner"] == 1 and trick["tricks"] == 1         # HC-5: the first of the best
    assert state.deciders() == (1,)                              # the winner leads
    state.apply(Action("play", item=12), 1)
    state.apply(Action("play", item=1), 2)
    state.apply(Action("play", item=0), 0)
    assert state.is_over and state.outcome().placings == (2, 1, 2)   # HC-6


def test_a_bad_deal_or_first_changes_nothing():
    options = engine.Options(players=2)
    with pytest.raises(ValueError, match="permutation"):
        engine.setup(options, 1, deal=[0] * 52)
    with pytest.raises(ValueError, match="first"):
        engine.setup(options, 1, first=2)


def test_views_hide_the_other_hands_and_sample_world_agrees_with_them():
    for seed in range(100):
        state = engine.setup(engine.Options(players=2 + seed % 3, hand=2 + seed % 4), seed)
        rng = random.Random(seed)
        while True:
            for seat in (SPECTATOR, *range(state.players)):
                view = state.view(seat)
                assert all(h is None for s, h in enumerate(view.hands) if s != seat)
                assert engine.sample_world(view, rng).view(seat) == view
            if state.is_over:
                break
            seat = state.deciders()[0]
            action = rng.choice(state.legal_actions(seat))
            for event in state.apply(action, seat):
                other = (seat + 1) % state.players
                if event.kind == "play" and event.secret:       # HC-4: face down
                    assert event.seen_by(seat)["card"] == action.item
                    assert "card" not in event.seen_by(other).data
                    assert "card" not in event.seen_by(SPECTATOR).data
                else:                                           # the rest is public
                    assert event.seen_by(SPECTATOR).data == event.data


def test_sample_world_is_uniform_over_the_unseen_cards():
    state = engine.setup(engine.Options(players=2, hand=2), 3)
    view, rng = state.view(0), random.Random(0)
    counts: dict[int, int] = {}
    for _ in range(5000):
        for card in engine.sample_world(view, rng).hands[1]:
            counts[card] = counts.get(card, 0) + 1
    unseen = 52 - 2
    assert set(counts) == set(range(52)) - set(view.hands[0])
    assert max(counts.values()) - min(counts.values()) < 0.5 * 10000 / unseen


def test_the_table_never_drifts():
    options = [engine.Options(players=p, hand=h) for p, h in itertools.product((2, 3, 4),
                                                                              (2, 3, 5))]
    moves = sum(check_game(GAME, PROJECTION, engine.setup, options[n % len(options)], 1000 + n)
                for n in range(200))
    assert moves > 200 * 4


def test_the_arena_plays_it_and_hard_beats_easy(sample, capsys):
    assert arena.main(["--game", GAME, "--players", "2", "--games", "60", "--seed", "1",
                       "--bots", "hard,easy", "--json"]) == 0
    out = capsys.readouterr()
    assert "failed" not in out.err and "illegal" not in out.err
    bots = json.loads(out.out)["bots"]
    assert bots["hard"]["wins"] > bots["easy"]["wins"] >= 0
    assert arena.main(["--game", GAME, "--players", "4", "--games", "8", "--seed", "2",
                       "--bots", "random,easy,normal,hard"]) == 0
    assert "highcard, 4 players, 8 games" in capsys.readouterr().out


def test_it_names_its_revealing_events(sample):
    test_reveals.test_every_game_names_its_revealing_events(GAME)
    test_reveals.test_a_quiet_move_looks_the_same_in_every_world_a_seat_can_imagine(GAME)


# --- saves, statistics, replay, undo -------------------------------------------------------
def test_saves_resume_archive_and_count_it(sample, tmp_path):
    test_saves.test_every_game_resumes_from_any_point_as_it_was(tmp_path / "a", sample)
    test_saves.test_a_finished_game_is_archived_replayable_and_counted(tmp_path / "b", sample)
    store = SaveStore(tmp_path / "c")
    _, state = play(sample, store, seed=5, stop=4)
    loaded = store.load_current()
    assert isinstance(loaded, Loaded) and loaded.spec is sample
    assert loaded.moves == state.history and loaded.state.view(0) == state.view(0)


def test_statistics_count_it(qtbot, sample, tmp_path):
    test_stats.test_every_game_is_counted_through_the_contract(tmp_path / "a", sample)
    store = SaveStore(tmp_path / "b")
    for seed, level in ((1, "easy"), (2, "hard"), (3, "hard")):
        play(sample, store, seed=seed, level=level)
    window = StatsWindow(store.stats)
    qtbot.addWidget(window)
    window.refresh()
    window.game.setCurrentIndex(window.game.findData(GAME))
    assert window.game.currentText() == "High Card"
    rows = [window.table.item(r, 0).text() for r in range(window.table.rowCount())]
    assert rows == ["Easy bots", "Hard bots"]
    assert [level for level, _ in window.chart.bars] == ["easy", "hard"]


def test_the_replay_viewer_shows_it(qtbot, sample):
    test_replay.test_every_game_declares_turn_and_round_events_that_happen(GAME)
    test_replay.test_every_step_equals_a_fresh_load_of_that_position(qtbot, GAME)
    test_replay.test_every_seat_and_everything_open(qtbot, GAME)
    test_replay.test_a_table_shown_at_once_is_the_table_played_step_by_step(qtbot, GAME)


def test_undo_gives_exactly_a_fresh_replay(qtbot, sample):
    test_undo.test_practice_undo_and_redo_give_exactly_a_fresh_replay_in_every_game(qtbot, GAME)


def test_the_live_table_holds_the_views_zones(qtbot, sample):
    for seat in (0, SPECTATOR):
        test_table_zones.test_the_controller_holds_the_views_zones_after_every_move(
            qtbot, GAME, seat)


# --- the app: demo, new-game dialog, welcome screen, rules -----------------------------------
def test_the_demo_plays_it_and_saves_a_picture(sample, tmp_path):
    out = tmp_path / "highcard.png"
    assert main(["--demo", GAME, "--seed", "4", "--steps", "5", "--players", "3",
                 "--size", "1024x640", "--screenshot", str(out)]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 640)
    assert len({image.pixel(x, y) for x in range(0, 1024, 16) for y in range(0, 640, 16)}) > 50


def test_the_new_game_dialog_offers_it_and_starts_it(qtbot, sample):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    combo = dialog.findChild(QComboBox, "game")
    assert combo.itemData(combo.count() - 1) == GAME
    combo.setCurrentIndex(combo.findData(GAME))
    assert combo.currentText() == "High Card"
    players = dialog.findChild(QSpinBox, "players")
    assert (players.minimum(), players.maximum()) == (2, 4)
    players.setValue(3)
    kind = dialog.findChild(QComboBox, "seat_kind_1")
    assert [kind.itemText(i) for i in range(kind.count())] == \
        ["Human", "Bot – easy", "Bot – normal", "Bot – hard"]
    hand = dialog.findChild(QSpinBox, "option_hand")
    assert (hand.minimum(), hand.maximum(), hand.value()) == (2, 5, 3)
    hand.setValue(4)
    setup = dialog.setup()
    assert setup.game == GAME and setup.options_model() == engine.Options(players=3, hand=4)
    assert [s.kind for s in setup.seats] == ["human", "bot", "bot"]


def test_the_welcome_screen_shows_its_tile_and_opens_its_dialog_and_rules(qtbot, sample):
    window = test_welcome.make_window(qtbot)
    window.welcome()
    screen = window.welcome_screen
    tile = screen.tile(GAME)
    assert [t.game for t in screen.tiles][-1] == GAME and tile.name.text() == "High Card"
    image = cover_image(sample)
    assert not image.isNull() and test_welcome.opaque_pixels(image) > 1000
    seen = test_welcome.answer_dialog()
    tile.play_button.click()
    assert seen == [GAME] and window.on_welcome_screen()
    tile.rules_button.click()
    rules = window.findChild(RulesWindow)
    assert rules is not None and rules.game() == GAME and rules.shown.html is not None
    assert rules.shown.path.parent == Path(sample.rules_dir)
    window.close()


@pytest.mark.parametrize("lang", ["en", "vi", "fa"])
def test_its_rules_page_is_what_the_recipe_asks(qtbot, sample, lang):
    text = read_rules(GAME, lang)
    assert text.lang == lang and not text.is_fallback and text.path.parent == TABLE.parent / "rules"
    found = test_rules_window.structure(text.html)
    assert found.errors == [] and found.stack == []
    assert found.html_attrs == {"lang": lang, "dir": "rtl" if lang == "fa" else "ltr"}
    assert found.tags.get("h1") == 1 and found.tags.get("h2", 0) >= 6
    assert "HC-" not in text.html
    for row in found.rows:                        # Persian: pictures on the right (after text)
        if "text" in row and "img" in row:
            assert (row[-1] if lang == "fa" else row[0]) == "img", row
    shown = pictures(text.html)
    assert len(shown) >= 4
    for src, width, height in shown:
        image = render_svg((text.path.parent / src).resolve(), width, height)
        assert not image.isNull() and (image.width(), image.height()) == (width, height)
    window = test_rules_window.open_rules(qtbot, GAME, lang)
    assert window.shown.lang == lang and not window.note.isVisible()
    assert "52" in window.browser.document().toPlainText().translate(PERSIAN_DIGITS)
    window.close()


# --- hot seat: the curtain, privacy, clicks ---------------------------------------------------
def test_it_starts_behind_the_curtain(window, qtbot, sample):
    test_hot_seat_start.test_a_new_hot_seat_game_starts_behind_the_curtain(window, qtbot, GAME)


def test_two_humans_play_by_clicks_and_see_only_their_own_cards(window, qtbot, sample):
    seats = [Seat("Ana", True), Seat("Bảo", True), Seat("Cyrus", False, "easy")]
    session = window.start_game(GAME, sample.make_options(3), seats, seed=4)
    played = 0
    while played < 6:
        qtbot.waitUntil(lambda: window.curtain.isVisible() or session.deciding is not None,
                        timeout=10000)
        seat = session.looking                    # the next human, behind the curtain when new
        if window.curtain.isVisible():
            window.curtain.button.click()
        qtbot.waitUntil(lambda: session.deciding == seat and not session.controller.busy,
                        timeout=5000)
        c, view = session.controller, session.state.view(seat)
        shown = {i for i, item in c.cards.items() if item.isVisible() and item.face_up}
        public = {card for _, card in view.trick if card is not None}    # the lead
        assert set(view.hands[seat]) <= shown <= set(view.hands[seat]) | public
        lit = [i for i, item in c.cards.items() if item.selectable]
        assert sorted(lit) == sorted(view.hands[seat])
        card = max(view.hands[seat])
        r = c.cards[card].sceneBoundingRect().adjusted(3, 3, -3, -3)
        point = window.table.mapFromScene(QPointF(r.x() + r.width() * 0.15, r.center().y()))
        assert window.table.itemAt(point) is c.cards[card], "the card to click is covered"
        moves = len(session.state.history)
        qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=point)
        qtbot.waitUntil(lambda: len(session.state.history) > moves, timeout=5000)
        assert session.state.history[moves] == Move(seat, Action("play", item=card))
        played += 1


# --- the coach, in processes of its own -------------------------------------------------------
def test_a_hint_at_its_table(qtbot, tmp_path, monkeypatch, sample):
    """The hint is thought in a process of its own, which knows the game although only this
    test registered it."""
    monkeypatch.setattr(test_hints.hints_module, "BUDGET_S", 0.5)
    test_hints.test_every_game_gives_a_hint_at_its_table(qtbot, tmp_path, None, GAME)


def test_a_review_in_worker_processes(sample):
    start, moves = bot_game(sample, 3, seed=2)
    done = review(sample, start, moves, [0], playouts=8, agreed_playouts=4, jobs=2)
    state, choices = start.clone(), 0
    for seat, action in moves:                     # a forced move (the last card) is not judged
        choices += seat == 0 and len(state.legal_actions(seat)) > 1
        state.apply(action, seat)
    assert done.complete and choices > 0 and len(done.verdicts) == choices
