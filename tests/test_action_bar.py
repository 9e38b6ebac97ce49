"""The action bar shows exactly the current choices: old buttons leave at once."""
from PySide6.QtWidgets import QWidget

from facetable.app.action_bar import ActionBar
from facetable.engine import Action

KEYS = {Action("hit"): "H", Action("stay"): "S", Action("draw", value=0): "B"}


def test_buttons_are_replaced_not_piled_up(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    bar = ActionBar(host)
    legal = [Action("hit"), Action("stay")]
    for _ in range(5):                         # no event loop turn in between
        bar.show_choices("?", legal, lambda a: a.kind, KEYS.get)
    assert bar.buttons.count() == 2
    bar.show_choices("?", [Action("draw", value=0)], lambda a: "black", KEYS.get)
    assert bar.buttons.count() == 1 and bar.choices.isHidden()


def test_listed_choices_go_in_the_list(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    bar = ActionBar(host)
    chosen = []
    bar.chosen.connect(chosen.append)
    targets = [Action("target", seat=s, item=100) for s in range(3)]
    bar.show_choices("?", targets, lambda a: f"seat {a.seat}")
    assert bar.choices.count() == 3 and bar.buttons.count() == 0
    bar._activated(bar.choices.item(2))
    assert chosen == [targets[2]]


def test_actions_without_a_key_are_listed_whatever_their_kind(qtbot):
    """The bar names no game's actions: with no keys given, a "hit" or a "draw" is a line of
    the list like any other (a sixth game's "stop" gets no S of another game's)."""
    host = QWidget()
    qtbot.addWidget(host)
    bar = ActionBar(host)
    legal = [Action("hit"), Action("stay"), Action("draw", value=0), Action("stop")]
    bar.show_choices("?", legal, lambda a: a.kind)
    assert bar.buttons.count() == 0 and bar.choices.count() == 4
    bar.show_choices("?", legal, lambda a: a.kind, {Action("stop"): "Q"}.get)
    assert bar.buttons.count() == 1 and bar.choices.count() == 3


def test_the_default_choice_has_the_focus(qtbot):
    """The safe choice (``default``) is focused, not the first one (issue 22)."""
    host = QWidget()
    qtbot.addWidget(host)
    host.show()
    host.activateWindow()
    qtbot.waitUntil(host.isActiveWindow, timeout=3000)
    bar = ActionBar(host)
    bar.show()
    legal = [Action("hit"), Action("stay")]
    keys = {Action("hit"): "H", Action("stay"): "S"}.get
    bar.show_choices("?", legal, lambda a: a.kind, keys, default=Action("stay"))
    assert [b.hasFocus() for b in bar._button_widgets] == [False, True]
    bar.show_choices("?", legal, lambda a: a.kind, keys)
    assert [b.hasFocus() for b in bar._button_widgets] == [True, False]
    targets = [Action("target", seat=s, item=100) for s in range(3)]
    bar.show_choices("?", targets, lambda a: f"seat {a.seat}", default=targets[2])
    assert bar.choices.currentRow() == 2 and bar.choices.hasFocus()
