"""The screen audit (issue 22, "An audit of every screen"): its checks find what they look for,
and its quick subset runs end to end, clean."""
from __future__ import annotations

import json

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import (QGraphicsScene, QGraphicsView, QHBoxLayout, QLabel, QPushButton,
                               QWidget)

from facetable.table.items import BoxItem, PileItem, SeatPanel
from facetable.tools import ui_audit
from facetable.tools.ui_checks import (CLIPPED, DIGITS, OUTSIDE, OVERLAP, mixed_digits,
                                       scene_cases, watching, widget_cases)


def whats(cases) -> list[str]:
    return sorted(case.what for case in cases)


def test_mixed_digits_are_latin_and_persian_digits_in_one_string():
    assert mixed_digits("جایگاه ۶ برابر 11")
    assert mixed_digits("٣ and 3")
    assert not mixed_digits("جایگاه ۶ برابر ۱۱")
    assert not mixed_digits("position 6 is 11")
    assert not mixed_digits("راهنما ← قوانین (F1) ۳")        # a key's name stays Latin
    assert not mixed_digits("PySide6 (مجوز GNU LGPL نسخهٔ ۳)")  # so does a product's


def test_a_label_too_narrow_for_its_words_is_clipped(qtbot):
    top = QWidget()
    qtbot.addWidget(top)
    label = QLabel("A sentence far too long for the little room it is given", top)
    label.setGeometry(0, 0, 60, 20)
    fits = QLabel("Ok", top)
    fits.setGeometry(0, 30, 100, 20)
    top.resize(200, 100)
    top.show()
    cases = widget_cases(top)
    assert whats(cases) == [CLIPPED]
    assert "far too long" in cases[0].where


def test_a_widget_past_its_window_and_mixed_digits_are_found(qtbot):
    top = QWidget()
    qtbot.addWidget(top)
    QLabel("۶ برابر 11", top).setGeometry(0, 0, 150, 30)
    QPushButton("Go", top).setGeometry(150, 0, 80, 30)      # the window is 200 wide
    top.resize(200, 100)
    top.show()
    assert whats(widget_cases(top)) == [DIGITS, OUTSIDE]


def test_widgets_of_one_layout_squeezed_over_each_other_overlap(qtbot):
    top = QWidget()
    qtbot.addWidget(top)
    inner = QWidget(top)
    row = QHBoxLayout(inner)
    for text in ("One", "Two"):
        button = QPushButton(text)
        button.setMinimumWidth(120)
        row.addWidget(button)
    inner.setGeometry(0, 0, 150, 40)                         # room for one button
    top.resize(300, 100)
    top.show()
    qtbot.waitUntil(lambda: row.geometry().width() > 0)
    assert OVERLAP in whats(widget_cases(top))


class Caption(BoxItem):
    """A box that writes more than fits in it."""

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.drawText(QRectF(0, 0, *self.size()), Qt.AlignmentFlag.AlignCenter,
                         "A caption much wider than its box")


def table(qtbot) -> tuple[QGraphicsScene, QGraphicsView]:
    """An empty 400×300 table, shown."""
    scene = QGraphicsScene(0, 0, 400, 300)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(420, 320)
    view.show()
    return scene, view


def test_on_the_table_seats_that_overlap_things_outside_and_cut_words_are_found(qtbot):
    scene, view = table(qtbot)
    first, second = SeatPanel(0), SeatPanel(1)
    first.set_rect(0, 0, 200, 120)
    second.set_rect(150, 0, 200, 120)                       # 50 px over the first seat
    for panel in (first, second):
        panel.set_text("Ana", "", False, False)
        scene.addItem(panel)
    caption = Caption(0, 60, 30)
    caption.setPos(100, 200)
    scene.addItem(caption)
    pile = PileItem("flip7")
    pile.setPos(380, 250)                                   # half off the table
    scene.addItem(pile)
    view.fitInView(QRectF(0, 0, 400, 300))
    cases = scene_cases(view)
    assert [c.what for c in cases if "overlap" in c.where] == [OVERLAP]
    assert any(c.what == OUTSIDE and c.where.startswith("PileItem") for c in cases)
    assert any(c.what == CLIPPED and "A caption" in c.where for c in cases)
    assert any(c.what == OVERLAP and "PileItem" in c.where for c in cases) is False


def test_a_name_shortened_with_an_ellipsis_counts_as_clipped(qtbot):
    scene, view = table(qtbot)
    panel = SeatPanel(0)
    panel.set_rect(10, 10, 90, 80)
    panel.set_text("Maximiliana Wolfeschlegel", "", False, False)
    scene.addItem(panel)
    with watching():
        cases = scene_cases(view)
    assert [c.what for c in cases] == [CLIPPED]
    assert "is elided" in cases[0].where


class Badge(BoxItem):
    """A box that draws its words into a picture of its own first (as a seat's initial badge
    is drawn once and cached), then shows the picture inside itself."""

    def paint(self, painter: QPainter, option, widget=None) -> None:
        picture = QImage(40, 20, QImage.Format.Format_ARGB32_Premultiplied)
        picture.fill(0)
        own = QPainter(picture)
        own.drawText(QRectF(0, 0, 40, 20), Qt.AlignmentFlag.AlignCenter, "A")
        own.end()
        painter.drawImage(QRectF(0, 0, 40, 20), picture)


def test_words_drawn_into_a_picture_while_an_item_paints_are_not_on_the_table(qtbot):
    """The picture's painter has its own coordinates: its words are not the item's words
    "past its box" (the audit found a seat's initial badge far outside its seat when the
    badge was drawn for the first time during the check)."""
    scene, view = table(qtbot)
    for x, y in ((10, 10), (300, 250)):
        badge = Badge(0, 40, 20)
        badge.setPos(x, y)
        scene.addItem(badge)
    assert scene_cases(view) == []


def test_the_quick_audit_runs_and_finds_nothing(tmp_path):
    status = ui_audit.main(["--quick", "--json", str(tmp_path)])
    report = json.loads((tmp_path / "ui_audit.json").read_text(encoding="utf-8"))
    assert report["failures"] == []
    assert set(report["counts"]) == {CLIPPED, OVERLAP, OUTSIDE, DIGITS}
    pictures = sorted(p.name for p in tmp_path.glob("*.png"))
    # 1 size x 3 languages x 2 games x 2 moments, each picture saved
    assert len(pictures) == report["shots"] == 12
    assert "fa_1280x800_flip7_prompt.png" in pictures
    assert report["cases"] == [] and status == 0


def test_a_short_word_on_a_button_narrower_than_the_style_likes_is_not_clipped(qtbot):
    """The style wants a push button 80 px wide whatever its words; "Play" in 75 px fits."""
    top = QWidget()
    qtbot.addWidget(top)
    QPushButton("Play", top).setGeometry(0, 0, 75, 30)
    cut = QPushButton("Same setup again  (A)", top)
    cut.setGeometry(0, 40, 75, 30)
    top.resize(200, 100)
    top.show()
    cases = widget_cases(top)
    assert [c.what for c in cases] == [CLIPPED] and "Same setup again" in cases[0].where
