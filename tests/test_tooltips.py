"""Tooltips on the table (issue 11, "Rules and help in the app"): every card and tile says what it
is and what it does in the language in use, from what it shows (a hidden card tells nothing)."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from facetable.app.i18n import LANGUAGES, install_language
from facetable.app.main_window import MainWindow
from facetable.app.session import Seat
from facetable.games import GAMES
from facetable.table.items import tooltip_at

NAMES = ["Ana", "Bảo", "Cyrus", "Dara", "Emi"]


@pytest.fixture
def app(qapp):
    """The app put back in English (language, direction, font) after the test."""
    font, direction = qapp.font(), qapp.layoutDirection()
    yield qapp
    install_language(qapp, "en")
    qapp.setFont(font)
    qapp.setLayoutDirection(direction)


def table_in_play(qtbot, game: str, steps: int, human: bool = True):
    """A game ``steps`` bot decisions in, shown as seat 0 (a human) sees it."""
    window = MainWindow(None, use_worker=False)
    qtbot.addWidget(window)
    window.set_speed(0)
    window.resize(1100, 720)
    window.show()
    spec = GAMES[game]
    n = spec.default_players
    seats = [Seat(NAMES[s], human and s == 0, spec.levels[0]) for s in range(n)]
    session = window.start_game(game, spec.make_options(players=n), seats, seed=11,
                                autostart=False)
    session.start(auto=False)
    state = session.state
    import random
    rng = random.Random(5)
    for _ in range(steps):                        # every seat plays at random, as a bot would
        if state.is_over:
            break
        seat = state.deciders()[0]
        session.controller.play(session.redact(state.apply(rng.choice(
            state.legal_actions(seat)), seat)))
    session.controller.animator.finish_all()
    return window, session


def shown_items(controller):
    return [item for item in controller.cards.values() if item.isVisible()]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_card_has_a_tooltip_in_every_language(qtbot, app, game):
    window, session = table_in_play(qtbot, game, steps=40)
    items = shown_items(session.controller)
    assert len(items) >= 4
    english = {}
    for lang in LANGUAGES:
        install_language(app, lang)
        for item in items:
            text = item.tooltip()
            assert text.strip(), (game, lang, item.item_id)
            if lang == "en":
                english[item.item_id] = text
            else:                                 # translated, not the English words
                assert text != english[item.item_id], (game, lang, text)
    window.close()


@pytest.mark.parametrize("game", list(GAMES))
def test_the_piles_say_what_they_hold(qtbot, game):
    """Draw piles, heaps, the court deck and coin piles have tooltips too (when the game has
    them), with the count they show."""
    window, session = table_in_play(qtbot, game, steps=10)
    scene = session.controller.scene
    from facetable.table.items import CountedPile
    for item in scene.items():
        if isinstance(item, CountedPile) and item.isVisible():
            assert item.tooltip(), (game, type(item).__name__)
            if item.count:                              # the number written on it
                assert str(item.count) in item.tooltip(), (game, type(item).__name__)
    window.close()


def hidden(game: str, item) -> bool:
    """The item shows nothing of what it is (an opponent's tile, a card back)."""
    if game == "crack":
        return item.value is None
    return item.face == "back" or not item.face_up


@pytest.mark.parametrize("game", ["crack", "coup", "goodface"])
def test_hidden_cards_keep_their_secret_in_the_tooltip(qtbot, game):
    """Crack: a tile whose number seat 0 does not know names no number; Coup and Good Face
    Bad Face: a card back names no role or face."""
    from facetable.table.coup.text import ROLES
    from facetable.table.goodface.text import KINDS
    window, session = table_in_play(qtbot, game, steps=12)
    secret = [item for item in shown_items(session.controller) if hidden(game, item)]
    assert secret, game
    for item in secret:
        text = item.tooltip()
        assert not re.search(r"\d", text), (game, text)
        assert not any(word in text for word in (*ROLES, *KINDS)), (game, text)
    window.close()


def test_action_cards_explain_themselves(qapp):
    from facetable.engine.flip7.cards import FLIP_FOUR, deck
    from facetable.table.flip7.text import card_tip
    flip_four = next(c for c in deck() if c.name == FLIP_FOUR)
    assert card_tip(flip_four, True) == ("Flip Four!\nThe target draws four cards, one at a "
                                         "time.")
    assert card_tip(flip_four, False) == "A face-down card"


def test_the_tooltip_shows_on_hover(qtbot):
    """The view asks the scene, the scene asks the item under the pointer."""
    window, session = table_in_play(qtbot, "flip7", steps=20)
    view = window.table
    scene = view.scene()
    item = next(i for i in shown_items(session.controller) if i.face_up
                and scene.items(i.mapToScene(i.boundingRect().center()))[0] is i)
    centre = item.mapToScene(item.boundingRect().center())
    assert tooltip_at(view.scene(), centre) == item.tooltip()
    local = view.mapFromScene(centre)
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, local,
                                                       view.viewport().mapToGlobal(local)))
    qtbot.waitUntil(QToolTip.isVisible)
    assert QToolTip.text() == item.tooltip()
    QToolTip.hideText()
    window.close()
