"""One digit policy for every number drawn or written (issue 22): in Persian with Persian digits,
no Latin digit shows anywhere at the table of any game (tile faces, pile counts, the log, the
panels, the prompts), nor in the dialogs (the new-game notes, the replays' dates); key names
("F1") and player names are left as they are written. Nor a "·" separator, which reads as a
digit beside "۰" (Persian zero is a dot)."""
import random

import pytest
from PySide6.QtWidgets import QLabel

from facetable.app.i18n import install_language
from facetable.app.session import Seat
from facetable.games import GAMES
from facetable.table.numbers import DOT, LRI, PDI

from facetable.saves import SaveStore
from saves_helpers import play
from visible_strings import latin_digits, loose_signs, scene_strings, widget_strings

NAMES = ["Ana", "Bao", "Chi", "Dara"]
#: Games whose table words live in files this branch leaves to others this session (listed in the
#: report instead of fixed here).
@pytest.fixture
def persian(qapp):
    font, direction = qapp.font(), qapp.layoutDirection()
    install_language(qapp, "fa", digits="native")
    yield
    install_language(qapp, "en", digits="native")
    qapp.setFont(font)
    qapp.setLayoutDirection(direction)


def _controller_strings(c, session) -> list[str]:
    out = [*(c.score_headers() or []), *(v for row in c.score_rows() or [] for v in row),
           *(c.history_rows() or []), *(text for _, text in c.shortcuts())]
    state = session.state
    for seat in state.deciders():
        legal = state.legal_actions(seat)
        out.append(c.prompt(seat))
        out += [c.action_text(a) for a in legal]
    return out


def _moment(window, session) -> list[str]:
    c, state = session.controller, session.state
    humans = [s for s in state.deciders() if session.seats[s].human]
    if humans:
        c.offer(state.legal_actions(humans[0]), state.view(humans[0]))
    window._refresh_scores()
    strings = scene_strings(c.scene) + widget_strings(window) + _controller_strings(c, session)
    c.withdraw()
    return strings


@pytest.mark.parametrize("game", list(GAMES))
def test_no_latin_digit_at_any_table_in_persian(window, persian, game):
    spec = GAMES[game]
    players = min(3, spec.player_range[1])
    seats = [Seat(NAMES[0], True)] + [Seat(n, False, "random") for n in NAMES[1:players]]
    session = window.start_game(game, spec.make_options(players), seats, seed=3,
                                autostart=False)
    c, state = session.controller, session.state
    session.start(auto=False)
    rng = random.Random(3)
    strings, steps = _moment(window, session), 0
    while not state.is_over and steps < 600:
        seat = state.deciders()[0]
        c.play(session.redact(state.apply(rng.choice(state.legal_actions(seat)), seat)))
        steps += 1
        if steps in (6, 30, 90):
            strings += _moment(window, session)
    if state.is_over:
        c.show_final(state)
    strings += _moment(window, session)
    bad = latin_digits(strings, NAMES) + [s for s in strings if DOT in s] + loose_signs(strings)
    assert not bad, "Latin digits in:\n" + "\n".join(map(ascii, bad))


def test_the_separator_follows_the_digits(qapp):
    from facetable.table import numbers
    numbers.set_digits(numbers.PERSIAN)
    try:
        assert numbers.dot() == "—"
        assert numbers.localize_digits("Round 3 · Ana") == "Round ۳ — Ana"
    finally:
        numbers.set_digits(numbers.LATIN)
    assert numbers.dot() == "·" and numbers.localize_digits("3 · Ana") == "3 · Ana"


def test_no_latin_digit_in_the_dialogs_in_persian(qtbot, persian, tmp_path):
    from facetable.app.new_game_dialog import NewGameDialog
    from facetable.app.replays import ReplaysDialog, when, window_title
    from facetable.app.setup_model import GameSetup
    setup = GameSetup(game="coup", options={"players": 5},
                      seats=[{"name": n, "kind": "bot", "level": "easy"} for n in
                             ["Ana", "Bao", "Chi", "Dara", "Em"]])
    dialog = NewGameDialog(initial=setup)
    qtbot.addWidget(dialog)
    note = dialog.findChild(QLabel, "setup_note").text()
    assert "۱۵" in note                         # CP-2: 15 cards, 3 of each role
    assert latin_digits(widget_strings(dialog), NAMES + ["Em"]) == []
    stamp = "2026-12-02T06:12:00Z"
    assert latin_digits([when(stamp), window_title("crack", stamp)]) == []
    assert when(stamp).startswith(LRI) and when(stamp).endswith(PDI)   # read left to right
    store = SaveStore(tmp_path / "saves")
    for seed in (1, 2):
        play(GAMES["crack"], store, seed)
    replays = ReplaysDialog(None, store)
    qtbot.addWidget(replays)
    assert replays.tree.topLevelItemCount() == 2
    assert latin_digits(widget_strings(replays), seat_names()) == []


def seat_names() -> list[str]:
    """The names ``saves_helpers`` gives the seats (they may hold digits: names are kept)."""
    return [f"Seat {n}" for n in range(9, -1, -1)]


def test_no_latin_digit_in_the_statistics_in_persian(qtbot, persian, tmp_path):
    from facetable.app.stats_window import StatsWindow
    from facetable.saves.stats import StatsStore
    from test_stats import HUMAN, bot, finished
    stats = StatsStore(tmp_path / "stats.json")
    for place, score in ((1, 120), (2, 80), (1, 210)):
        stats.record(finished([HUMAN, bot("normal")], [place, 3 - place], [score, 100],
                              moves=37))
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    window.show()
    assert latin_digits(widget_strings(window), ["Ana", "Bot"]) == []
