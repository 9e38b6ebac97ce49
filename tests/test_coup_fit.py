"""Coup's words fit at small and common window sizes, with many players, in English and
Persian (issue 22): the claim banner, the action bar's prompt and its list of targets are
never cut short or scrolled sideways."""
import os

import pytest
from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from coup_helpers import AMBASSADOR, ASSASSIN, CAPTAIN, DUKE, game
from facetable.app.i18n import install_language
from facetable.app.session import Seat
from facetable.engine.coup import actions as A
from window_helpers import open_window

SIZES = [(1280, 800), (1024, 640)]
PLAYERS = [3, 7, 12]           # the brief's 3-7, and the tightest table
LANGS = ["en", "vi", "fa"]


@pytest.fixture
def language(qapp, request):
    install_language(qapp, request.param, digits="native")
    yield request.param
    install_language(qapp, "en", digits="native")


def _names(players: int) -> list[str]:
    word = QCoreApplication.translate("Coup", "Player %1")
    return [f"Player {i + 1}" for i in range(players)] if word == "Player %1" else \
        [word.replace("%1", str(i + 1)) for i in range(players)]


def _open(qtbot, size, players, hands, coins=0):
    window = open_window(qtbot)
    window.set_hand_over_pause(0)
    window.resize(*size)
    state = game(players, hands)
    state.coins[0] = coins or state.coins[0]
    names = _names(players)
    seats = [Seat(names[0], True)] + [Seat(n, False, "random") for n in names[1:]]
    session = window.start_game("coup", state.options, seats, seed=0, autostart=False)
    session.state = state
    session._switch_viewer(session.humans[0])
    session._started = True
    QApplication.processEvents()
    return window, session, state


def _settle():
    """Twice: a layout the first pass changes (a font fitted) is done by the second."""
    QApplication.processEvents()
    QApplication.processEvents()


def _shot(window, name):
    out = os.environ.get("FACETABLE_SHOTS")
    if out:
        window.grab().save(os.path.join(out, name + ".png"))


def assert_banner_fits(banner):
    w, h = banner.size()
    assert banner.title
    for text, font, rect in banner.laid_out(w, h):
        metrics = QFontMetricsF(font)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        needed = metrics.boundingRect(rect, flags, text)
        assert needed.width() <= rect.width() + 0.5 and needed.height() <= rect.height() + 0.5, \
            (text, needed, rect)
        assert font.pixelSize() >= 10


def assert_prompt_fits(bar):
    label = bar.prompt
    assert label.text()
    assert label.heightForWidth(label.width()) <= label.height(), label.text()


def assert_list_fits(bar):
    """No sideways scroll bar; each row on one line as wide as the viewport allows, or wrapped
    onto as many lines as it needs (never elided); the buttons beside it are not cut."""
    choices = bar.choices
    assert choices.count() > 0
    assert not choices.horizontalScrollBar().isVisible()
    room = choices.viewport().width()
    metrics = choices.fontMetrics()
    for i in range(choices.count()):
        row = choices.item(i)
        box = choices.visualItemRect(row)
        assert box.right() <= room
        if metrics.horizontalAdvance(row.text()) + 8 > room:
            needed = metrics.boundingRect(QRect(0, 0, box.width() - 8, 10_000),
                                          int(Qt.TextFlag.TextWordWrap), row.text())
            assert needed.height() <= box.height(), row.text()
        assert row.toolTip() == row.text()
    for button in bar._button_widgets:
        assert button.width() >= button.sizeHint().width(), button.text()


@pytest.mark.parametrize("language", LANGS, indirect=True)
@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("size", SIZES)
def test_an_exchange_claim_fits_banner_and_prompt(qtbot, language, players, size):
    window, session, state = _open(qtbot, size, players,
                                   {0: (DUKE, CAPTAIN), 1: (AMBASSADOR, DUKE)})
    events = state.apply(A.income(), 0)
    session.controller.play(session.redact(events))
    events = state.apply(A.exchange(), 1)
    session.controller.play(session.redact(events))
    for seat in range(2, players):           # the bots let it go; the human is asked last
        state.apply(A.allow(), seat)
    session.offer_to_human()
    qtbot.waitUntil(lambda: "challenge" in window.actions_bar.prompt.text()
                    or len(window.actions_bar._button_widgets) == 2)
    _settle()
    _shot(window, f"claim_{language}_{players}_{size[0]}")
    assert_banner_fits(session.controller.banner)
    assert_prompt_fits(window.actions_bar)


@pytest.mark.parametrize("language", LANGS, indirect=True)
@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("size", SIZES)
def test_the_target_list_and_turn_prompt_fit(qtbot, language, players, size):
    window, session, state = _open(qtbot, size, players,
                                   {0: (ASSASSIN, CAPTAIN)}, coins=7)
    session.offer_to_human()
    qtbot.waitUntil(lambda: window.actions_bar.choices.count() > 0)
    _settle()
    _shot(window, f"turn_{language}_{players}_{size[0]}")
    assert_prompt_fits(window.actions_bar)
    assert_list_fits(window.actions_bar)

