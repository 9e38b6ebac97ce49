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


def test_long_buttons_beside_the_list_go_on_two_lines_rather_than_widen_the_bar(qtbot):
    """Four long Coup actions in Vietnamese beside a list of targets, under a small window
    (issue 22's audit): written as small as allowed they still needed ~600 px, so the bar
    pushed the side panels narrower than their scores. The widest buttons then break their
    words onto two lines; the bar fits its width and no button is cut; wider, they are back on
    one line."""
    from facetable.tools.lang_shots import clipped
    host = QWidget()
    qtbot.addWidget(host)
    bar = ActionBar(host)
    host.resize(700, 120)
    bar.resize(700, 104)
    host.show()
    words = {Action("income"): ("Lấy 1 đồng (+1)", "I"), Action("aid"): ("Lấy 2 đồng (+2)", "F"),
             Action("tax"): ("Lấy 3 đồng, nói có Công tước (+3)", "T"),
             Action("exchange"): ("Đổi bài, nói có Đại sứ", "E")}
    targets = [Action("steal", seat=s) for s in range(4)]
    bar.show_choices("?", list(words) + targets,
                     lambda a: words[a][0] if a in words else f"Cướp của người {a.seat}",
                     lambda a: words[a][1] if a in words else None)
    buttons = bar._button_widgets
    assert any("\n" in b.text() for b in buttons)
    assert bar.minimumSizeHint().width() <= 700
    assert all(b.accessibleName() == words[a][0] for b, a in zip(buttons, words))
    qtbot.waitUntil(lambda: all(b.width() >= b.minimumWidth() for b in buttons))
    assert [line for line in clipped(host) if "Button" in line] == []
    bar.resize(1400, 104)
    host.resize(1400, 120)
    qtbot.waitUntil(lambda: not any("\n" in b.text() for b in buttons))


def test_a_right_to_left_prompt_reads_right_to_left_from_a_latin_name(qtbot):
    """Issue 22's Persian check: a prompt that starts with a player's Latin name ("Ana، …")
    was laid out left to right, its sentence read from the wrong end; in a right-to-left bar
    it reads right to left, and in a left-to-right bar it is left as it is."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextDocument

    def direction(text: str):
        doc = QTextDocument()
        doc.setPlainText(text)
        return doc.firstBlock().textDirection()
    host = QWidget()
    qtbot.addWidget(host)
    bar = ActionBar(host)
    prompt = "Ana، دسته‌تان را بچینید"
    bar.set_prompt(prompt)
    assert bar.prompt.text() == prompt
    host.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    bar.set_prompt(prompt)
    assert direction(bar.prompt.text()) == Qt.LayoutDirection.RightToLeft
    assert direction(bar.prompt.toolTip()) == Qt.LayoutDirection.RightToLeft
