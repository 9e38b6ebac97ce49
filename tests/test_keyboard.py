"""Every game played with the keyboard alone (key clicks only, no mouse): the action bar's
buttons by arrows and Enter, the table's items by arrows and Enter under a visible focus ring,
a choice menu opened and picked with one Enter each; and every control has an accessible name."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QMenu, QWidget

from facetable.app.session import Seat
from facetable.engine.flip7 import Options as Flip7Options
from facetable.games import GAMES
from facetable.table.keyboard import FocusRing


def _active(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)


def _adopt(window, game, state, seats):
    """A session at the table that goes on from ``state`` (a set-up position)."""
    session = window.start_game(game, state.options, seats, seed=0, autostart=False)
    session.state = state
    session.controller.load(state.view(session.looking))
    session._started = True
    return session


def _ring(controller):
    rings = [i for i in controller.scene.items() if isinstance(i, FocusRing) and i.isVisible()]
    return rings[0] if rings else None


def _open_menu() -> QMenu | None:
    menus = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible()]
    return menus[0] if menus else None


def test_flip7_hit_and_stay_with_arrows_and_enter(window, qtbot):
    seats = [Seat("Me", True), Seat("Bot", False, "easy")]
    turns = []
    session = window.start_game("flip7", Flip7Options(players=2), seats, seed=8,
                                autostart=False)
    session.human_turn.connect(lambda seat, legal: turns.append(legal))
    session.start()
    _active(window, qtbot)
    qtbot.waitUntil(lambda: session.deciding == 0 and any(a.kind == "stay" for a in turns[-1]),
                    timeout=10000)
    hit, stay = window.actions_bar._button_widgets
    assert hit.hasFocus()                                   # the first button, at once
    before = len(session.state.history)
    qtbot.keyClick(hit, Qt.Key.Key_Right)
    assert stay.hasFocus()
    qtbot.keyClick(stay, Qt.Key.Key_Left)
    assert hit.hasFocus()
    qtbot.keyClick(hit, Qt.Key.Key_Return)
    assert session.state.history[before].action.kind == "hit"
    qtbot.waitUntil(lambda: session.state.is_over or (
        session.deciding == 0 and any(a.kind == "stay" for a in session.state.legal_actions(0))),
        timeout=10000)
    if not session.state.is_over:
        before = len(session.state.history)
        buttons = window.actions_bar._button_widgets
        qtbot.keyClick(buttons[0], Qt.Key.Key_Right)
        qtbot.keyClick(buttons[1], Qt.Key.Key_Enter)
        assert session.state.history[before].action.kind == "stay"


@pytest.mark.parametrize("rtl", [False, True])
def test_the_arrow_moves_the_way_it_points(window, qtbot, rtl):
    """Stay is right of Hit in English and left of it in Persian (the row is mirrored)."""
    if rtl:
        window.actions_bar.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    seats = [Seat("Me", True), Seat("Bot", False, "easy")]
    session = window.start_game("flip7", Flip7Options(players=2), seats, seed=8,
                                autostart=False)
    session.start()
    _active(window, qtbot)
    qtbot.waitUntil(lambda: session.deciding == 0 and len(window.actions_bar._button_widgets)
                    == 2, timeout=10000)
    hit, stay = window.actions_bar._button_widgets
    assert (stay.mapTo(window, stay.rect().center()).x() < hit.mapTo(
        window, hit.rect().center()).x()) == rtl
    qtbot.keyClick(hit, Qt.Key.Key_Left if rtl else Qt.Key.Key_Right)
    assert stay.hasFocus()


def test_crack_draw_and_guess_on_the_table_with_arrows_and_enter(window, qtbot):
    from facetable.engine.crack.scenario import deal, tile_id
    state = deal(["B1 W3 B6 W9", "B2 W4 B8 W10"], pool="B5", first=0)
    session = _adopt(window, "crack", state, [Seat("Me", True), Seat("Bot", False, "easy")])
    turns = []
    session.human_turn.connect(lambda seat, legal: turns.append(legal))
    session.offer_to_human()
    _active(window, qtbot)
    c, table = session.controller, window.table
    assert table.focusPolicy() & Qt.FocusPolicy.TabFocus       # reached with Tab too
    qtbot.keyClick(table, Qt.Key.Key_Right)                    # the first heap: black
    assert c.keys.current is c.heaps[0] and _ring(c) is not None
    assert _ring(c).sceneBoundingRect().contains(c.heaps[0].sceneBoundingRect().center())
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert state.held == tile_id(state, "B5")
    qtbot.waitUntil(lambda: bool(turns) and turns[-1][0].kind == "guess", timeout=5000)
    qtbot.keyClick(table, Qt.Key.Key_End)                      # the last hidden tile
    target = c.keys.current
    assert target.item_id in {a.item for a in turns[-1]}
    qtbot.keyClick(table, Qt.Key.Key_Return)                   # one Enter opens the menu
    menu = _open_menu()
    assert menu is c.picker and menu.activeAction() is menu.actions()[0]
    value = c.possible_values(target.item_id)[0]
    before = len(state.history)
    qtbot.keyClick(menu, Qt.Key.Key_Return)                    # one Enter picks
    move = state.history[before].action
    assert (move.kind, move.item, move.value) == ("guess", target.item_id, value)


def test_coup_income_by_enter_and_steal_on_the_table(window, qtbot):
    from coup_helpers import CAPTAIN, CONTESSA, DUKE, game
    from facetable.engine.coup import actions as A
    state = game(3, {0: (DUKE, CAPTAIN), 1: (CONTESSA, CONTESSA), 2: (DUKE, DUKE)})
    session = _adopt(window, "coup", state, [Seat("Me", True), Seat("B", True),
                                             Seat("C", True)])
    window.set_confirm(False)
    session.offer_to_human()
    _active(window, qtbot)
    first = window.actions_bar._button_widgets[0]
    listed = window.actions_bar.choices
    assert listed.hasFocus()                       # the targeted actions' list comes first
    qtbot.keyClick(listed, Qt.Key.Key_Tab)         # then the buttons
    assert first.hasFocus() and first.text().startswith("Income")
    qtbot.keyClick(first, Qt.Key.Key_Return)
    assert state.history[-1].action == A.income()
    qtbot.waitUntil(window.curtain.isVisible)
    qtbot.keyClick(window.curtain, Qt.Key.Key_Return)
    c = session.controller
    qtbot.waitUntil(lambda: session.deciding == 1, timeout=5000)
    table = window.table
    qtbot.keyClick(table, Qt.Key.Key_Home)
    assert c.keys.current in (c.panels[0], c.panels[2])
    while c.keys.current is not c.panels[2]:
        qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Space)                    # Space plays, like Enter
    menu = _open_menu()
    assert menu is c.picker and menu.activeAction() is not None
    chosen = menu.activeAction().text()
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    assert c.action_text(state.history[-1].action) == chosen
    assert state.history[-1].seat == 1 and state.history[-1].action.seat == 2


def test_goodface_flip_on_the_table_with_enter(window, qtbot):
    from facetable.engine.goodface import GOOD
    from facetable.engine.goodface import actions as A
    from facetable.engine.goodface.scenario import position
    state = position(["GGB", "GGG", "GGB"], owner=2, stack="GBB", holder=0)
    session = _adopt(window, "goodface", state, [Seat("Me", True), Seat("B", True),
                                                 Seat("O", True)])
    session.offer_to_human()
    _active(window, qtbot)
    c, table = session.controller, window.table
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert c.keys.current is not None and c.keys.current.selectable
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert state.history[-1].action == A.flip() and state.parties[0][GOOD] == 1


def test_escape_hides_the_ring_and_other_keys_pass(window, qtbot):
    from facetable.engine.crack.scenario import deal
    state = deal(["B1 W3 B6 W9", "B2 W4 B8 W10"], pool="B5", first=0)
    session = _adopt(window, "crack", state, [Seat("Me", True), Seat("Bot", False, "easy")])
    session.offer_to_human()
    c = session.controller
    assert c.keys.key_press(Qt.Key.Key_Left)
    assert c.keys.current is c.heaps[1]                        # backwards from the end
    assert not c.keys.key_press(Qt.Key.Key_B)                  # the window's key
    assert not c.keys.key_press(Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert c.keys.key_press(Qt.Key.Key_Escape) and _ring(c) is None
    c.withdraw()
    assert not c.keys.key_press(Qt.Key.Key_Right)              # nothing to play: not ours


# --- accessible names ---------------------------------------------------------------------------

def unnamed(top: QWidget) -> list[str]:
    """Visible widgets that take the focus but would be read without a name."""
    missing = []
    for w in [top, *top.findChildren(QWidget)]:
        if not w.isVisible() or w.focusPolicy() == Qt.FocusPolicy.NoFocus:
            continue
        if isinstance(w.parentWidget(), QAbstractSpinBox):
            continue                                   # a spin box's own editor: one control
        iface = QAccessible.queryAccessibleInterface(w)
        if iface is None or not iface.text(QAccessible.Text.Name).strip():
            missing.append(f"{type(w).__name__} {w.objectName()!r}")
    return missing


@pytest.mark.parametrize("game", list(GAMES))          # a game added later is checked too
def test_every_control_has_an_accessible_name(window, qtbot, game):
    from facetable.app.new_game_dialog import NewGameDialog
    spec = GAMES[game]
    seats = [Seat("Me", True)] + [Seat(f"Bot{i}", False, spec.levels[0])
                                  for i in range(spec.default_players - 1)]
    session = window.start_game(game, spec.make_options(spec.default_players), seats, seed=1)
    qtbot.waitUntil(lambda: session.deciding == 0 or session.state.is_over, timeout=10000)
    assert unnamed(window) == []
    dialog = NewGameDialog(window)
    combo = dialog.findChild(QWidget, "game")
    combo.setCurrentIndex(combo.findData(game))
    dialog.show()
    assert unnamed(dialog) == []
    dialog.close()


def test_other_windows_name_their_controls(window, qtbot, tmp_path):
    from facetable.app.rules_window import RulesWindow
    from facetable.app.stats_window import StatsWindow
    from facetable.saves.stats import StatsStore
    rules = RulesWindow(window)
    rules.show()
    stats = StatsWindow(StatsStore(tmp_path / "stats.json"), window)
    stats.refresh()
    stats.show()
    window.curtain.cover("Ana")
    assert unnamed(rules) == [] and unnamed(stats) == [] and unnamed(window.curtain) == []


def test_the_ring_says_what_it_is_on(window, qtbot, monkeypatch):
    from facetable.app import access
    from facetable.engine.crack.scenario import deal
    said = []
    monkeypatch.setattr(access, "send", lambda event: said.append(event.message()))
    monkeypatch.setattr(access, "listening", lambda: True)
    state = deal(["B1 W3 B6 W9", "B2 W4 B8 W10"], pool="B5", first=0)
    session = _adopt(window, "crack", state, [Seat("Me", True), Seat("Bot", False, "easy")])
    turns = []
    session.human_turn.connect(lambda seat, legal: turns.append(legal))
    session.offer_to_human()
    table = window.table
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert said[-1] == "Draw a black tile"
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(turns) and turns[-1][0].kind == "guess", timeout=5000)
    qtbot.keyClick(table, Qt.Key.Key_Home)
    assert said[-1] == "Bot's black tile in position 1"                # owner, colour, place: no value
    assert QAccessible.queryAccessibleInterface(table).text(
        QAccessible.Text.Description) == "Bot's black tile in position 1"
