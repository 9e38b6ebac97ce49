"""Statistics (facetable/saves/stats.py and the Statistics window): per game and bot level."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from facetable.app.stats_window import StatsWindow, ordered_levels, row_texts
from facetable.games import GAMES
from facetable.saves import SaveStore
from facetable.saves.model import OutcomeRecord, SaveGame, SeatRecord
from facetable.saves.stats import MIXED, LevelStats, StatsStore, bucket, human_result
from fake_games import own_levels, registered
from saves_helpers import play


def finished(seats, placings, scores=None, game="flip7", practice=False, moves=10,
             n=[0]) -> SaveGame:
    n[0] += 1
    return SaveGame.model_construct(
        id=f"g{n[0]}", game=game, options={}, seed=1, seats=seats, practice=practice,
        moves=[{}] * moves, over=True, elapsed_s=120.0,
        outcome=OutcomeRecord(placings=placings, scores=scores))


HUMAN = SeatRecord(name="Ana", human=True)


def bot(level: str, name: str = "Bot") -> SeatRecord:
    return SeatRecord(name=name, human=False, level=level)


def test_a_game_counts_under_its_bots_level_or_mixed():
    assert bucket(finished([HUMAN, bot("hard")], [1, 2])) == "hard"
    assert bucket(finished([HUMAN, bot("hard"), bot("easy", "B2")], [1, 2, 2])) == MIXED
    assert bucket(finished([bot("hard"), bot("easy", "B2")], [1, 2])) is None     # no human
    assert bucket(finished([HUMAN, SeatRecord(name="Bo", human=True)], [1, 2])) is None
    assert bucket(finished([HUMAN, bot("hard")], [1, 2], practice=True)) is None


def test_a_shared_first_place_is_a_win_and_the_best_human_score_counts():
    assert human_result(finished([HUMAN, bot("hard")], [1, 1], [200, 200])) == (True, 200)
    assert human_result(finished([HUMAN, bot("hard")], [2, 1], [150, 230])) == (False, 150)
    assert human_result(finished([HUMAN, bot("hard")], [1, 2])) == (True, None)


def test_streaks_best_score_and_averages(tmp_path):
    stats = StatsStore(tmp_path / "stats.json")
    results = [(1, 210), (1, 250), (2, 120), (1, 205), (1, 230), (1, 200), (2, 90)]
    for place, score in results:
        stats.record(finished([HUMAN, bot("normal")], [place, 3 - place], [score, 100],
                              moves=40))
    record = stats.load().games["flip7"]["normal"]
    assert (record.games, record.wins, record.streak, record.best_streak, record.best_score) \
        == (7, 5, -1, 3, 250)
    assert record.average_moves == 40 and record.average_minutes == pytest.approx(2.0)
    assert record.win_rate == pytest.approx(5 / 7)


def test_a_game_is_counted_once(tmp_path):
    stats = StatsStore(tmp_path / "stats.json")
    game = finished([HUMAN, bot("easy")], [1, 2])
    assert stats.record(game) and not stats.record(game)
    assert stats.load().games["flip7"]["easy"].games == 1


@pytest.mark.parametrize("content", [b"{bad", b"[]", b'{"format": "facetable-stats", '
                                     b'"schema_version": 1, "games": {"flip7": 3}}'])
def test_a_bad_statistics_file_is_kept_aside_and_counting_starts_again(tmp_path, content):
    path = tmp_path / "stats.json"
    path.write_bytes(content)
    stats = StatsStore(path)
    assert stats.load().games == {}
    [aside] = (tmp_path / "aside").glob("stats.*.json")
    assert aside.read_bytes() == content
    assert stats.record(finished([HUMAN, bot("easy")], [1, 2]))


@pytest.mark.parametrize("spec", list(GAMES.values()), ids=lambda s: s.id)
def test_every_game_is_counted_through_the_contract(tmp_path, spec):
    store = SaveStore(tmp_path)
    _, state = play(spec, store, seed=9, players=spec.player_range[0], level=spec.levels[0])
    record = store.stats.load().games[spec.id][spec.levels[0]]
    assert record.games == 1 and record.wins == (state.outcome().placings[0] == 1)
    assert (record.best_score is None) == (state.outcome().scores is None)


# --- the window ------------------------------------------------------------------------------
def filled_store(tmp_path) -> StatsStore:
    stats = StatsStore(tmp_path / "stats.json")
    for n, (level, place) in enumerate([("easy", 1)] * 6 + [("easy", 2)] * 2 +
                                       [("normal", 1)] * 3 + [("normal", 2)] * 4 +
                                       [("hard", 1), ("hard", 2), ("hard", 2), ("hard", 2)]):
        seats = [HUMAN, bot(level)] if n % 5 else [HUMAN, bot(level), bot("hard", "B2")]
        stats.record(finished(seats, [place] + [3 - place] * (len(seats) - 1),
                              [150 + 7 * n] + [100] * (len(seats) - 1)))
    stats.record(finished([HUMAN, bot("hard")], [1, 2], game="coup"))
    return stats


def test_the_window_shows_each_level_in_order_with_a_bar(qtbot, tmp_path):
    stats = filled_store(tmp_path)
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    window.refresh()
    assert window.game.currentData() == "flip7"
    rows = [[window.table.item(r, c).text() for c in range(window.table.columnCount())]
            for r in range(window.table.rowCount())]
    assert [r[0] for r in rows] == ["Easy bots", "Normal bots", "Hard bots", "Mixed levels"]
    easy = stats.load().games["flip7"]["easy"]
    assert rows[0] == row_texts("flip7", "easy", easy)
    assert rows[0][3] == f"{round(easy.win_rate * 100)}%"
    assert [level for level, _ in window.chart.bars] == ["easy", "normal", "hard", MIXED]
    window.game.setCurrentIndex(window.game.findData("coup"))
    assert window.table.rowCount() == 1 and window.table.item(0, 6).text() == "—"
    window.show()
    assert not window.grab().isNull()


def test_reset_asks_first(qtbot, tmp_path, monkeypatch):
    stats = filled_store(tmp_path)
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    window.refresh()
    answers = iter([QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Reset])
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: next(answers))
    window.reset_button.click()
    assert stats.load().games                           # cancelled: nothing forgotten
    window.reset_button.click()
    assert stats.load().games == {} and window.table.rowCount() == 0
    assert not window.reset_button.isEnabled() and window.chart.bars == []


def test_levels_are_ordered_weakest_first_then_others_then_mixed():
    assert ordered_levels("flip7", [MIXED, "hard", "zeta", "easy"]) == \
        ["easy", "hard", "zeta", MIXED]


def test_the_menu_opens_the_window(qtbot, tmp_path):
    from facetable.app.main_window import MainWindow
    store = SaveStore(tmp_path)
    window = MainWindow(None, store=store)
    qtbot.addWidget(window)
    window.stats_action.trigger()
    shown = window.findChild(StatsWindow)
    assert shown is not None and shown.isVisible()
    window.close()
    bare = MainWindow(None)
    qtbot.addWidget(bare)
    assert not bare.stats_action.isEnabled()


def test_an_empty_record_reads_as_dashes():
    assert row_texts("flip7", "easy", LevelStats())[3:] == ["—", "—", "0", "—", "—"]


def test_a_game_with_levels_of_its_own_shows_their_labels(qtbot, tmp_path):
    """Rows and bars are named by the game's declaration (issue 21); a record of a level the
    game does not label keeps its name."""
    with registered(own_levels("sevens")):
        stats = StatsStore(tmp_path / "stats.json")
        for level in ("master", "novice", "retired"):
            stats.record(finished([HUMAN, bot(level)], [1, 2], game="sevens"))
        window = StatsWindow(stats)
        qtbot.addWidget(window)
        window.refresh()
        window.game.setCurrentIndex(window.game.findData("sevens"))
        rows = [window.table.item(r, 0).text() for r in range(window.table.rowCount())]
        assert rows == ["Apprentices", "Masters", "retired bots"]
        assert window.chart.game == "sevens"
        assert [level for level, _ in window.chart.bars] == ["novice", "master", "retired"]


@pytest.mark.parametrize("lang", ["vi", "fa"])
def test_level_rows_are_translated(qapp, tmp_path, lang):
    from facetable.app.i18n import install_language
    from PySide6.QtCore import Qt
    install_language(qapp, lang)
    try:
        for game, spec in GAMES.items():
            for level in [*spec.levels, MIXED]:
                text = row_texts(game, level, LevelStats())[0]
                assert text and text not in ("Easy bots", "Normal bots", "Hard bots",
                                             "Mixed levels", f"{level} bots"), (lang, text)
    finally:
        install_language(qapp, "en")
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
