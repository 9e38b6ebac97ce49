"""The table's theme (table/theme.py): the felt under every game and the back of the shared
deck, chosen in View → Card back / Table felt, remembered, and followed live by every table
open (the game's and the replay window's)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from facetable.app.main_window import MainWindow
from facetable.app.session import Seat
from facetable.app.settings import Settings, load_settings, save_settings
from facetable.games import GAMES
from facetable.table import art, art_cache
from facetable.table.theme import BACKS, DECK, FELTS, SHARED_BACK, THEME, resolve


@pytest.fixture(autouse=True)
def default_theme():
    THEME.set(BACKS[0], next(iter(FELTS)))
    yield
    THEME.set(BACKS[0], next(iter(FELTS)))


def felt_colours(controller) -> list[str]:
    gradient = controller.scene.backgroundBrush().gradient()
    return [colour.name() for _, colour in gradient.stops()]


def picture(item, w: int = 60, h: int = 84) -> QImage:
    """What ``item`` paints, on its own."""
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    item.paint(painter, None)
    painter.end()
    return image


def test_there_are_two_backs_and_a_dark_felt():
    from PySide6.QtGui import QColor
    assert len(BACKS) >= 2 and len(FELTS) >= 2
    assert min(QColor(c).lightness() for c in FELTS.values()) < 50     # one dark felt


def test_an_unknown_name_is_refused_and_changes_nothing():
    with pytest.raises(ValueError, match="unknown card back"):
        THEME.set(back="plaid", felt="night")
    with pytest.raises(ValueError, match="unknown felt"):
        THEME.set(back="navy", felt="purple")
    assert (THEME.back, THEME.felt) == (BACKS[0], next(iter(FELTS)))


def test_only_the_shared_deck_back_follows_the_theme():
    assert resolve(DECK, SHARED_BACK) == (DECK, f"back_{BACKS[0]}")
    THEME.set(back="navy")
    assert resolve(DECK, SHARED_BACK) == (DECK, "back_navy")
    assert resolve("flip7", "back") == ("flip7", "back")         # a game's own back stays
    assert resolve(DECK, "Q_hearts") == (DECK, "Q_hearts")


def test_cached_backs_are_named_after_the_theme(qapp, tmp_path):
    """The same card asked for under two themes gives two pictures, in memory and on disk."""
    art._prerender._queue.clear()
    art_cache.set_root(tmp_path)
    art._draw.cache_clear()
    try:
        pictures = {}
        for back in BACKS:
            THEME.set(back=back)
            pictures[back] = art.card_pixmap(DECK, SHARED_BACK, 44, 62).toImage()
        stored = sorted(p.name.split(".")[0] for p in (tmp_path / DECK).iterdir())
        assert stored == sorted(f"back_{b}" for b in BACKS)
        assert pictures[BACKS[0]] != pictures[BACKS[1]]
        art._draw.cache_clear()                      # read back from disk: still apart
        THEME.set(back=BACKS[0])
        assert art.card_pixmap(DECK, SHARED_BACK, 44, 62).toImage() == pictures[BACKS[0]]
    finally:
        art_cache.set_root(None)
        art._draw.cache_clear()


def start_coup(qtbot, window: MainWindow):
    spec = GAMES["coup"]
    seats = [Seat("You", True, spec.levels[0])] + [Seat(f"Bot {s}", False, spec.levels[0])
                                                   for s in (1, 2)]
    session = window.start_game("coup", spec.make_options(3), seats, seed=5)
    qtbot.waitUntil(lambda: session.deciding is not None and not session.controller.busy,
                    timeout=20000)
    return session


def menu_action(window: MainWindow, submenu: str, label: str):
    view = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    sub = next(a.menu() for a in view.actions() if a.menu() and a.menu().title() == submenu)
    return next(a for a in sub.actions() if a.text() == label)


def test_the_menu_changes_a_running_table_at_once_and_is_remembered(qtbot, tmp_path):
    settings = Settings()
    saved = []
    window = MainWindow(settings, use_worker=False, on_settings_changed=lambda: saved.append(1))
    qtbot.addWidget(window)
    window.set_speed(0)
    window.resize(1100, 720)
    window.show()
    session = start_coup(qtbot, window)
    controller = session.controller
    back = next(item for item in controller.cards.values() if item.is_back)
    before_felt, before_back = felt_colours(controller), picture(back)

    menu_action(window, "Table felt", "Night (dark)").trigger()
    assert THEME.felt == "night" and settings.felt == "night" and saved
    assert felt_colours(controller) != before_felt
    menu_action(window, "Card back", "Navy blue").trigger()
    assert THEME.back == "navy" and settings.card_back == "navy"
    assert picture(back) != before_back
    assert menu_action(window, "Card back", "Navy blue").isChecked()

    save_settings(settings, tmp_path / "settings.json")
    again = load_settings(tmp_path / "settings.json")
    assert (again.card_back, again.felt) == ("navy", "night")
    THEME.set(BACKS[0], "green")
    other = MainWindow(again, use_worker=False)            # the next start uses them
    qtbot.addWidget(other)
    assert (THEME.back, THEME.felt) == ("navy", "night")


def test_a_bad_theme_in_the_settings_file_is_refused(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"felt": "purple"}')
    assert load_settings(path).felt == next(iter(FELTS))       # the defaults, file set aside


def test_the_replay_window_follows_the_theme(qtbot):
    from facetable.app.replay_window import ReplayWindow
    from facetable.saves.replay import Replay
    spec = GAMES["coup"]
    options = spec.make_options(3)
    state = spec.setup(options, 4)
    replay = Replay.of(spec, options, 4, state.history, ["A", "B", "C"])
    window = ReplayWindow(replay, "test", speed=4.0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=20000)
    before = felt_colours(window.controller)
    back = next(item for item in window.controller.cards.values() if item.is_back)
    before_back = picture(back)
    THEME.set(back="navy", felt="blue")
    assert felt_colours(window.controller) != before
    assert picture(back) != before_back
