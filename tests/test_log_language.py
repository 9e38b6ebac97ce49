"""The log follows a live language switch (issue 22): every line, old ones too, is written again
in the new language from the event it tells (as a fresh replay of the game in that language
writes it), private lines stay with their seat in hot-seat, and each line is isolated in its
own direction so an English line in a right-to-left window keeps its "!" at its end."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication

from facetable.app.i18n import install_language
from facetable.app.session import Seat
from facetable.app.side_panels import LogPanel, PrivateLog
from facetable.engine.contract import SPECTATOR
from facetable.games import GAMES
from facetable.table.log_lines import LRI, RLI, LogEntry, own_direction, strong_rtl
from facetable.table.numbers import PDI, fill
from table_helpers import fresh_table
from test_undo import human_turn, make_window, seats

translate = QCoreApplication.translate


@pytest.fixture
def english(qapp):
    font, direction = qapp.font(), qapp.layoutDirection()
    install_language(qapp, "en", digits="native")
    yield qapp
    install_language(qapp, "en", digits="native")
    qapp.setFont(font)
    qapp.setLayoutDirection(direction)


def switch(window, qtbot, lang: str) -> None:
    window.set_language(lang)
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text()
                    == translate("MainWindow", "&Game"))


def play_a_little(qtbot, session, turns: int = 3) -> None:
    for _ in range(turns):
        human_turn(qtbot, session)
        if session.state.is_over:
            return
        session.submit(session.state.legal_actions(session.deciding)[0], confirmed=True)
    qtbot.waitUntil(lambda: not session.controller.busy, timeout=30000)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_log_line_follows_a_language_switch(english, qtbot, game):
    """en → fa → vi mid-game: each line the log holds is its event written in the language now
    installed, exactly as a fresh replay of the same moves in that language writes it."""
    spec = GAMES[game]
    window = make_window(qtbot, "practice")
    session = window.start_game(game, spec.make_options(3), seats(spec, 3), seed=5)
    play_a_little(qtbot, session)
    english_lines = [e.line for e in window.private_log.entries]
    assert english_lines
    for lang in ("fa", "vi"):
        switch(window, qtbot, lang)
        logged: list = []
        fresh = fresh_table(session, session.state.history, logged)
        entries = window.private_log.entries
        assert entries[:len(logged)] == logged, lang
        assert [e.line for e in entries] != english_lines, f"{lang}: still in English"
        assert window.log.lines() == [e.line if e.private_to in (SPECTATOR, session.looking)
                                      else e.public for e in entries if e.line][-len(
                                          window.log.lines()):]
        fresh.close()


def test_private_lines_stay_private_after_a_switch_in_hot_seat(english, qtbot):
    """Hot-seat Crack: the first human's "(your …)" line is not on screen once the second human
    looks, in English or after the switch to Persian."""
    spec = GAMES["crack"]
    window = make_window(qtbot, "practice")
    session = window.start_game("crack", spec.make_options(2),
                                [Seat("Ana", True), Seat("Bao", True)], seed=4)
    for _ in range(2):
        qtbot.waitUntil(lambda: window.curtain.isVisible(), timeout=10000)
        me = session.looking
        window.curtain.button.click()
        while True:
            qtbot.waitUntil(lambda: session.deciding == me or session.done_for is not None,
                            timeout=10000)
            if session.done_for is not None:
                break
            legal = session.state.legal_actions(me)
            session.submit(next((a for a in legal if a.kind == "stop"), legal[0]),
                           confirmed=True)
        window._done()
    qtbot.waitUntil(lambda: window.curtain.isVisible(), timeout=10000)
    window.curtain.button.click()
    looking = session.looking
    for lang in ("en", "fa"):
        if lang != "en":
            switch(window, qtbot, lang)
        others = {e.line for e in window.private_log.entries
                  if e.private_to not in (SPECTATOR, looking) and e.line != e.public}
        assert others, "a private line of another seat is in the log"
        assert not others & set(window.log.lines()), lang


def test_an_english_line_keeps_its_punctuation_at_its_end_in_rtl():
    assert own_direction("Ana wins!") == f"{LRI}Ana wins!{PDI}"
    assert own_direction("Ana برنده شد!") == f"{RLI}Ana برنده شد!{PDI}"
    assert not strong_rtl("Bảo: 3 — right.") and strong_rtl("بازی تمام شد")


def test_the_panel_draws_each_line_isolated_and_rewrites_them(qtbot):
    panel = LogPanel()
    qtbot.addWidget(panel)
    log = PrivateLog(panel)
    words = {"en": ("You drew a 5.", "Ana drew a tile."), "fa": ("شما ۵ کشیدید.", "آنا کشید.")}
    lang = ["en"]
    log.add_entry(LogEntry(*words["en"], 0, again=lambda: words[lang[0]]))
    log.add("Undo.", "Undo.", SPECTATOR)
    assert panel.item(0).text() == f"{LRI}You drew a 5.{PDI}"
    lang[0] = "fa"
    log.rewrite(1)
    assert panel.lines() == ["آنا کشید.", "Undo."]
    assert panel.item(0).text() == f"{RLI}آنا کشید.{PDI}"
    assert panel.item(1).text().endswith(f"Undo.{PDI}")
    log.show_for(0)
    assert panel.lines()[0] == "شما ۵ کشیدید."


def test_the_apps_own_notes_follow_the_switch_too(english, qtbot):
    """"Undo: 1 moves taken back." is kept as its source and count: in Persian it reads as the
    Persian translation with a Persian digit."""
    spec = GAMES["flip7"]
    window = make_window(qtbot, "practice")
    session = window.start_game("flip7", spec.make_options(2), seats(spec, 2), seed=5)
    play_a_little(qtbot, session, turns=2)
    human_turn(qtbot, session)
    assert session.undo()
    note = next(e for e in reversed(window.private_log.entries) if e.line.startswith("Undo"))
    taken = int(re.search(r"\d+", note.line).group(0))
    switch(window, qtbot, "fa")
    persian = translate("GameSession", "Undo: %1 moves taken back.")
    assert persian != "Undo: %1 moves taken back."
    assert note.line == fill(persian, taken) and note.line in window.log.lines()


def test_the_resumed_note_follows_the_switch_with_its_plural(english, qtbot, tmp_path):
    """"The game was resumed after 6 moves." is written again on a switch (it stayed in English
    before), in the translation's words and digits, and keeps its English plural form."""
    from facetable.saves import SaveStore
    from saves_helpers import play
    store = SaveStore(tmp_path)
    play(GAMES["crack"], store, seed=4, stop=6)
    window = make_window(qtbot, "practice", store=store)
    window.welcome(resume=True)
    note = next(e for e in window.private_log.entries if "resumed" in e.line)
    assert note.line == "The game was resumed after 6 moves."
    source = "The game was resumed after %Ln move(s)."
    switch(window, qtbot, "fa")
    persian = translate("MainWindow", source, None, 6)
    assert "۶" in persian and persian != source.replace("%Ln", "6")
    assert note.line == persian and persian in window.log.lines()
    switch(window, qtbot, "vi")
    assert note.line == translate("MainWindow", source, None, 6) and "6" in note.line
    assert note.line in window.log.lines()
