"""The words on the tables fit at the smallest window (1024×640, the table beside the side
panels) with the most players, in every language (issue 22's screen audit): the words under the
hands and piles of Good Face Bad Face and Face Guess ("Trên tay: 5", "Chồng rút" are the rule
sheets' terms, never shortened), and the seats' names beside the start marker or the turn
marker are whole, not elided."""
from __future__ import annotations

import pytest

from facetable.app.demo import DEMO_NAMES
from facetable.app.i18n import LANGUAGES, install_language
from facetable.app.session import GameSession, Seat
from facetable.games import GAMES
from facetable.table.captions import CaptionItem, MarkedSeatPanel
from facetable.tools.ui_checks import CLIPPED, scene_cases
from facetable.tools.ui_moments import settle
from window_helpers import open_window

NAMES = DEMO_NAMES


@pytest.fixture
def language(qapp, request):
    font, direction = qapp.font(), qapp.layoutDirection()
    install_language(qapp, request.param)
    yield request.param
    install_language(qapp, "en", digits="native")
    qapp.setFont(font)
    qapp.setLayoutDirection(direction)


def table(qtbot, game: str, players: int, first: int):
    """The game at the start in a 1024×640 main window (its table beside the side panels)."""
    spec = GAMES[game]
    window = open_window(qtbot)
    window.resize(1024, 640)
    seats = [Seat(NAMES[0], True)] + [Seat(NAMES[s], False, spec.levels[0])
                                      for s in range(1, players)]
    session = window.start_game(game, spec.make_options(players), seats, seed=3,
                                autostart=False, first=first)
    session.start(auto=False)
    settle(window)
    window.table.fit()
    settle(window)
    assert window.width() == 1024 and session.controller.width < 820
    return session, window.table


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
@pytest.mark.parametrize("game,players", [("goodface", 5), ("faceguess", 6)])
def test_the_words_under_hands_and_piles_fit_with_the_most_players(qtbot, language, game,
                                                                   players):
    session, view = table(qtbot, game, players, first=1)
    labels = [i for i in session.controller.scene.items()
              if isinstance(i, CaptionItem) and i.isVisible() and i.text]
    assert any(label.text.startswith(("Hand", "Trên tay", "دست")) for label in labels)
    clipped = [case.where for case in scene_cases(view) if case.what == CLIPPED]
    assert not clipped, "\n".join(clipped)
    for label in labels:                       # each one whole, and not tiny
        w, _ = label.size()
        font = label.fitted_font(view.font(), w)
        assert font.pixelSize() >= CaptionItem.MIN_PX


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
def test_a_narrow_seat_keeps_its_name_whole_beside_the_start_marker(qtbot, language):
    """Face Guess with six: the start player's seat along the top writes its name, the
    marker and its score without cutting the name to "…" (its score becomes a bare number,
    the marker's word a little smaller, its face is left out)."""
    session, view = table(qtbot, "faceguess", 6, first=2)
    c = session.controller
    seat = c.panels[2]
    assert isinstance(seat, MarkedSeatPanel) and seat.marker
    clipped = [case.where for case in scene_cases(view) if case.what == CLIPPED]
    assert not clipped, "\n".join(clipped)


@pytest.mark.parametrize("language", list(LANGUAGES), indirect=True)
def test_coup_at_twelve_keeps_the_name_of_the_seat_to_act_whole(qtbot, language):
    """Twelve seats at 1024×640: the seat to act shows the turn marker, its face and its coins;
    its name was cut to "D…". It leaves its face out rather than cut its name."""
    session, view = table(qtbot, "coup", 12, first=3)
    assert session.controller.panels[3].active
    clipped = [case.where for case in scene_cases(view) if case.what == CLIPPED]
    assert not clipped, "\n".join(clipped)
