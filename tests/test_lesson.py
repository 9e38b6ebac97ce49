"""Learn to play (issue 23, "A guided first game"): each game's lesson is played through on the
normal table, step by step; what each step points at is on screen; it can be skipped at any
step, leaving an ordinary game; it starts from the welcome screen, the rules window and the
Help menu; it is neither saved over the player's game nor counted; its words are translated."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton

from facetable.games import GAMES
from facetable.games.lessons import play_through
from facetable.saves import SaveStore
from test_game_over import answer, bots
from test_welcome import app  # noqa: F401 - the fixture that puts the language back
from window_helpers import open_window

LESSONS = [g for g in GAMES if GAMES[g].lesson]
TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"


def test_every_game_has_a_lesson():
    assert LESSONS == list(GAMES)


@pytest.mark.parametrize("game", LESSONS)
def test_the_story_fits_the_deal(game):
    """Without a table: each step's move is offered when its turn comes (the deal and the
    bots' seeded answers make the same story every time), and every kind of move the steps
    name is made once."""
    spec = GAMES[game]
    lesson = spec.lesson_of()
    state, played = play_through(spec, lesson)
    asked = [i for i, step in enumerate(lesson.steps) if step.do is not None
             for _ in range(step.times)]
    assert [i for i, _ in played] == asked
    again, _ = play_through(spec, lesson)
    assert again.history == state.history


def lesson_window(qtbot, store=None):
    return open_window(qtbot, None, store)


def on_screen(window, rect: QRect) -> bool:
    page = window.table_page
    return QRect(QPoint(0, 0), page.size()).contains(rect)


def press(qtbot, window, key) -> None:
    """A real key press in the window (its shortcuts answer only while it is active)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.focusWidget() or window, key)


def reach(qtbot, window, coach, index: int) -> None:
    """Wait until step ``index`` is shown (and, for a move, the human is asked)."""
    step = coach.steps[index]

    def ready():
        shown = coach.index == index and coach.awaiting is None and coach.bubble.isVisible()
        if step.do is not None:
            session = window.session
            return shown and session.deciding == 0 and not session.controller.busy
        return shown and not window.session.controller.busy
    qtbot.waitUntil(ready, timeout=20_000)


def check_step(qtbot, window, coach, index: int) -> None:
    step = coach.steps[index]
    text = coach.bubble.text.text()
    assert text and "%1" not in text and "%2" not in text
    if step.mark is not None:
        qtbot.waitUntil(lambda: coach.target() is not None and coach.ring.isVisible(),
                        timeout=5_000)
        target = coach.target()
        assert on_screen(window, target), (step.mark, target)
        assert coach.ring.geometry().contains(target)
        # the bubble hides nothing of what it points at
        assert not coach.bubble.geometry().intersects(target), (step.mark, index)
    assert on_screen(window, coach.bubble.geometry())


def make_move(window, coach, index: int) -> None:
    """The step's move, the way a player makes it: its button when it has one, else the
    choice in the list (the same ``chosen`` signal) or on the table."""
    step = coach.steps[index]
    session = window.session
    fitting = [a for a in session.state.legal_actions(0) if step.fits(a)]
    assert fitting, (index, step.do)
    widget = window.actions_bar.widget_for(step.fits)
    if isinstance(widget, QPushButton):
        widget.click()
    else:
        window._chosen(fitting[0])


def play_lesson(qtbot, window, coach, upto: int | None = None,
                seen: list | None = None, look=None) -> None:
    """Every step up to ``upto``, checked; ``seen`` gets each step's words and ``look(index)``
    is called once each step is shown."""
    last = len(coach.steps) if upto is None else upto
    for index in range(last):
        step = coach.steps[index]
        for _ in range(step.times if step.do is not None else 1):
            reach(qtbot, window, coach, index)
            check_step(qtbot, window, coach, index)
            if seen is not None:
                seen.append(coach.bubble.text.text())
            if look is not None:
                look(index)
            if step.do is None:
                coach.bubble.next_button.click()
            else:
                make_move(window, coach, index)


@pytest.mark.parametrize("game", LESSONS)
def test_a_lesson_is_played_through_on_the_table(qtbot, game):
    window = lesson_window(qtbot)
    coach = window.start_lesson(game)
    session = window.session
    assert session.recorder is None and session.game == game
    play_lesson(qtbot, window, coach)
    assert coach.closed and window.lesson is None and session.guard is None
    assert not coach.bubble.isVisible() and not session.held
    assert any("lesson is over" in line for line in window.log.lines())
    window.close()


@pytest.mark.parametrize("game", LESSONS)
def test_the_wrong_move_is_refused_with_a_reason(qtbot, game):
    window = lesson_window(qtbot)
    coach = window.start_lesson(game)
    index = next(i for i, s in enumerate(coach.steps) if s.do is not None)
    play_lesson(qtbot, window, coach, upto=index)
    reach(qtbot, window, coach, index)
    session = window.session
    step = coach.steps[index]
    other = [a for a in session.state.legal_actions(0) if not step.fits(a)]
    if other:
        moves = len(session.state.history)
        messages = []
        session.problem.connect(messages.append)
        assert not session.submit(other[0])
        assert len(session.state.history) == moves and "lesson" in messages[-1]
        assert session.deciding == 0                  # still asked
    window.close()


def skip_points(game: str) -> list[int]:
    steps = GAMES[game].lesson_of().steps
    return sorted({0, len(steps) // 2, len(steps) - 1})


@pytest.mark.parametrize("game,at", [(g, i) for g in LESSONS for i in skip_points(g)])
def test_skipping_at_any_step_leaves_an_ordinary_game(qtbot, game, at):
    window = lesson_window(qtbot)
    coach = window.start_lesson(game)
    play_lesson(qtbot, window, coach, upto=at)
    reach(qtbot, window, coach, at)
    session = window.session
    if at == 0:
        coach.bubble.skip_button.click()
    else:
        press(qtbot, window, Qt.Key.Key_Escape)
    assert coach.closed and window.lesson is None
    assert session.guard is None and not session.held and session.confirm == window.confirm
    assert not coach.bubble.isVisible() and not coach.ring.isVisible()
    # Any legal move is played now, the bots go on: an ordinary game.
    moves = len(session.state.history)
    def asked():
        # Flip 7's round results, if up (named "summary" before, "round_results" since)
        for name in ("round_results", "summary"):
            panel = getattr(session.controller, name, None)
            if panel is not None and hasattr(panel, "dismiss"):
                panel.dismiss()
        return session.state.is_over or (session.deciding == 0 and not session.controller.busy)
    qtbot.waitUntil(asked, timeout=20_000)
    if not session.state.is_over:
        assert session.submit(session.state.legal_actions(0)[-1])
        assert len(session.state.history) > moves
    window.close()


def test_enter_is_next_and_the_bubble_follows_the_language(qtbot):
    from facetable.app.i18n import install_language
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication
    window = lesson_window(qtbot)
    coach = window.start_lesson(LESSONS[0])
    reach(qtbot, window, coach, 0)
    english = coach.bubble.text.text()
    try:
        install_language(QApplication.instance(), "fa", digits="native")
        qtbot.waitUntil(lambda: coach.bubble.text.text() != english)
        assert coach.bubble.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert "۱" in coach.bubble.heading.text()       # Persian digits
    finally:
        install_language(QApplication.instance(), "en", digits="native")
    qtbot.waitUntil(lambda: coach.bubble.text.text() == english)
    press(qtbot, window, Qt.Key.Key_Return)
    assert coach.index == 1
    window.close()


@pytest.mark.parametrize("lang", ["en", "vi", "fa"])
def test_learn_to_play_lies_whole_on_each_picture(qtbot, app, lang):
    """The button takes no height of the tile (eight games still fit, test_welcome.py): it
    lies on the picture's foot, inside it and with its words whole, down to the smallest
    picture."""
    from fake_games import registered
    from test_welcome import eight_games, welcome_at
    with registered(*eight_games()):
        window, screen = welcome_at(qtbot, app, lang)
        qtbot.waitUntil(lambda: screen.tiles[0].picture.height() < 132)
        for tile in screen.tiles:
            button, picture = tile.learn_button, tile.picture
            assert button.isVisible() and picture.rect().contains(button.geometry())
            assert button.width() >= button.fontMetrics().horizontalAdvance(button.text())
        window.close()


def test_the_welcome_screen_starts_a_lesson(qtbot):
    window = lesson_window(qtbot)
    window.show_welcome()
    for game in LESSONS:
        tile = window.welcome_screen.tile(game)
        assert tile.learn_button.isVisible()
    window.welcome_screen.tile(LESSONS[-1]).learn_button.click()
    assert window.lesson is not None and window.session.game == LESSONS[-1]
    assert not window.on_welcome_screen()
    window.close()


def test_the_rules_window_and_the_help_menu_start_a_lesson(qtbot):
    from facetable.app.rules_window import RulesWindow
    window = lesson_window(qtbot)
    window.show_rules(LESSONS[1])
    rules = window.findChild(RulesWindow)
    assert rules.learn_button.isVisible()
    rules.learn_button.click()
    assert not rules.isVisible() and window.session.game == LESSONS[1]
    assert window.lesson is not None
    menu = window.findChild(type(window.menuBar().actions()[0].menu()), "learn_menu")
    window._list_lessons(menu)
    entries = menu.actions()
    assert [a.data() for a in entries] == LESSONS
    answer("Start the lesson", [])                   # a lesson is a game in progress
    entries[2].trigger()
    assert window.session.game == LESSONS[2] and window.lesson is not None
    this = window.findChild(QAction, "learn_this")   # Shift+F1: this game's lesson again
    assert this.shortcut().toString() == "Shift+F1"
    first = window.lesson
    answer("Start the lesson", [])
    this.trigger()
    assert window.session.game == LESSONS[2] and window.lesson is not first
    window.close()


def test_a_lesson_keeps_the_saved_game_and_counts_nowhere(qtbot, tmp_path):
    store = SaveStore(tmp_path)
    window = lesson_window(qtbot, store)
    spec = GAMES["crack"]
    session = window.start_game("crack", spec.make_options(players=3), bots(spec, 3), seed=3,
                                autostart=False)
    session.start(auto=False)
    session.play_bots_now(5)
    seen = []
    answer("Start the lesson", seen)
    coach = window.start_lesson(LESSONS[0])
    assert "Continue" in seen[0]
    assert coach is not None and window.session.recorder is None
    loaded = store.load_current()
    assert loaded.spec.id == "crack" and len(loaded.moves) == 5
    play_lesson(qtbot, window, coach)
    assert store.load_current().spec.id == "crack" and store.archived() == []
    window.close()


@pytest.mark.parametrize("lang", ["vi", "fa"])
def test_every_step_is_translated(lang):
    root = ET.parse(TRANSLATIONS / f"facetable_{lang}.ts").getroot()
    done = {m.findtext("source"): m.find("translation")
            for c in root.iter("context") if c.findtext("name") == "Lesson"
            for m in c.iter("message")}
    for game in LESSONS:
        for step in GAMES[game].lesson_of().steps:
            found = done.get(step.text)
            assert found is not None and found.text and found.get("type") is None, \
                (lang, game, step.text)
            for n in range(1, 4):
                assert (f"%{n}" in step.text) == (f"%{n}" in found.text)


def test_good_face_bad_face_stack_is_built_on_the_table(qtbot):
    """The Stack is built the table's way: hand cards clicked in order, then Done; the lesson
    takes the puts and the pass that follow as its steps, and refuses the wrong order."""
    window = lesson_window(qtbot)
    coach = window.start_lesson("goodface")
    play_lesson(qtbot, window, coach, upto=1)
    reach(qtbot, window, coach, 1)
    c = window.session.controller
    hand = list(c.model.hands[0])
    good = next(i for i in hand if c.model.kind(i) == 0)
    bad = next(i for i in hand if c.model.kind(i) == 1)
    messages = []
    window.session.problem.connect(messages.append)
    c.stage(good)                                   # the wrong card on top: refused
    c.done_building()
    assert coach.index == 1 and "lesson" in messages[-1]
    qtbot.waitUntil(lambda: window.session.deciding == 0)
    c = window.session.controller
    for item in list(c._staged):                   # what stayed staged goes back to the hand
        c.unstage(item)
    c.stage(bad)
    c.stage(good)
    c.done_building()                               # put, put and pass, as the steps ask
    qtbot.waitUntil(lambda: coach.index >= 4, timeout=10_000)
    first = [(a.kind, a.value) for _, a in window.session.state.history[:3]]
    assert first == [("put", 1), ("put", 0), ("seal", None)]
    window.close()


def test_face_guess_calls_are_made_in_the_grid(qtbot):
    """The guess is made the table's way: a call per player in the grid, then Confirm."""
    window = lesson_window(qtbot)
    coach = window.start_lesson("faceguess")
    play_lesson(qtbot, window, coach, upto=2)
    reach(qtbot, window, coach, 2)
    c = window.session.controller
    for about in (1, 2):
        c.set_call(about, "bad")
    c.confirm_guess()
    qtbot.waitUntil(lambda: coach.index >= 3, timeout=10_000)
    window.close()


def test_a_story_gone_astray_ends_the_lesson_instead_of_waiting(qtbot, monkeypatch):
    """Should a bot ever play otherwise than the story (its code changed), the human is asked
    for something the step does not expect: the lesson ends, said in the log, and the game
    goes on; it never waits for a move that will not come."""
    import dataclasses
    from facetable.games.lessons import Step
    spec = GAMES[LESSONS[0]]
    lesson = spec.lesson_of()
    astray = dataclasses.replace(lesson, steps=(
        Step("Nothing fits", mark="zone:line0", do="stay", match={"seat": 7}),
        *lesson.steps[1:]))
    monkeypatch.setattr(type(spec), "lesson_of", lambda self: astray)
    window = lesson_window(qtbot)
    coach = window.start_lesson(spec.id)
    qtbot.waitUntil(lambda: coach.closed, timeout=10_000)
    assert window.lesson is None and window.session.guard is None
    assert any("another way" in line for line in window.log.lines())
    qtbot.waitUntil(lambda: window.session.deciding == 0)
    assert window.session.submit(window.session.state.legal_actions(0)[0])
    window.close()


@pytest.mark.parametrize("game,lang", [(g, "fa") for g in LESSONS] + [(LESSONS[0], "vi")])
def test_a_lesson_in_another_language(qtbot, app, game, lang):
    """The same play-through in Persian (right to left, its digits) and Vietnamese: every step
    translated, its mark on screen and clear of the bubble, the bubble laid out in the
    language's direction."""
    from facetable.app.i18n import install_language
    install_language(app, lang)
    window = lesson_window(qtbot)
    coach = window.start_lesson(game)
    texts = []
    play_lesson(qtbot, window, coach, seen=texts)
    steps = [step for step in coach.steps for _ in range(step.times if step.do else 1)]
    assert len(texts) == len(steps)
    for text, step in zip(texts, steps):
        assert text.strip("\u200f") != step.text
    if lang == "fa":
        assert all(t.startswith("\u200f") for t in texts)
        assert coach.bubble.layoutDirection() == Qt.LayoutDirection.RightToLeft
    window.close()


def test_the_bubble_keeps_off_a_banner(qtbot):
    """Nothing else on the table: the bubble's first spot (at the top) would hide the banner
    there, so it goes lower."""
    from PySide6.QtWidgets import QWidget

    from facetable.app.lesson import CoachBubble
    page = QWidget()
    qtbot.addWidget(page)
    page.resize(800, 560)
    bubble = CoachBubble(page)
    bubble.show_step("Some words to read.", ["You"], 0, 3, True)
    area, banner = QRect(0, 0, 780, 540), QRect(20, 60, 740, 50)
    bubble.place_in(area, None, [], [banner])
    assert area.contains(bubble.geometry())
    assert not bubble.geometry().intersects(banner)


@pytest.mark.parametrize("game", LESSONS)
def test_the_bubble_leaves_the_table_words_readable(qtbot, game):
    """In the smallest window (1024×640), at every step: the bubble hides no banner (whose
    turn, what is in play) and no caption (a hand's count, a zone's name) whenever one of its
    spots would hide neither them nor what the step points at, and else as little of them as
    it can."""
    from facetable.table.captions import BannerItem, CaptionItem
    window = lesson_window(qtbot)
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.size().width() == 1024)
    coach = window.start_lesson(game)
    view, page = window.table, window.table_page
    area = QRect(view.mapTo(page, QPoint(0, 0)), view.size())

    def look(index: int) -> None:
        qtbot.waitUntil(lambda: not coach._placer.isActive())
        scene = window.session.controller.scene
        words = [coach._on_page(i.mapRectToScene(i.words_rect())) for i in scene.items()
                 if isinstance(i, (BannerItem, CaptionItem)) and i.isVisible()
                 and not i.words_rect().isEmpty()]
        words = [r for r in words if r is not None]
        bubble = coach.bubble.geometry()

        def hidden(spot: QRect) -> int:
            parts = [spot.intersected(r) for r in words]
            return sum(p.width() * p.height() for p in parts if not p.isEmpty())
        if hidden(bubble) == 0:
            return
        target = coach.ring.geometry() if coach.ring.isVisible() else QRect()
        spots = [s for s in coach.bubble.spots(area, words) if not s.intersects(target)]
        assert coach.bubble.geometry() == bubble          # measuring the spots moved nothing
        assert all(hidden(s) > 0 for s in spots), (game, index, bubble)
        assert hidden(bubble) == min(hidden(s) for s in spots), (game, index, bubble)
    play_lesson(qtbot, window, coach, look=look)
    window.close()


def test_a_skipped_lesson_leaves_no_coach_behind(qtbot):
    """The coach is a child of the window and holds the lesson's game: once the lesson is
    skipped it goes (an evening of lessons must not keep every lesson's game)."""
    import weakref

    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from facetable.app.lesson import LessonCoach
    window = lesson_window(qtbot)
    coach = window.start_lesson(LESSONS[0])
    reach(qtbot, window, coach, 0)
    gone = weakref.ref(coach)
    coach.skip()
    del coach
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert window.lesson is None and window.findChildren(LessonCoach) == []
    assert gone() is None
