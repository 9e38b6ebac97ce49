"""Pseudo-localisation: with every text 40% longer (and in Persian, right to left), every dialog
and every game's table is shown and no label, button, check box, group or panel title is cut
off, nor a seat's score on the table (``facetable/tools/lang_shots.py`` does the showing and the
measuring; run it with --pseudo to see the pictures)."""
import pytest
from PySide6.QtWidgets import QLabel, QWidget

from facetable.app.i18n import install_language
from facetable.app.main_window import MainWindow
from facetable.saves import SaveStore
from facetable.tools.lang_shots import (PseudoTranslator, clipped, clipped_on_table,
                                        everything, pseudo)


def test_pseudo_texts_are_longer_and_keep_what_code_reads():
    assert len(pseudo("Deck printing")) >= 13 * 1.4
    text = pseudo("<h3>FaceTable %1</h3> %Ln card(s), {number} &Game &amp; \u2066+1\u2069")
    for kept in ("<h3>", "</h3>", "%1", "%Ln", "{number}", "&amp;", "\u2066+1\u2069"):
        assert kept in text
    assert pseudo("") == "" and pseudo("  ") == "  "


def test_the_check_sees_a_clipped_label(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    label = QLabel("A label far too long for twenty pixels", host)
    label.setGeometry(0, 0, 20, 20)
    host.show()
    assert clipped(host) and "far too long" in clipped(host)[0]
    label.setGeometry(0, 0, label.sizeHint().width(), 20)
    assert clipped(host) == []


@pytest.fixture
def pseudo_app(qapp, request):
    """English or Persian, with the pseudo-translator on top (asked first)."""
    font, direction = qapp.font(), qapp.layoutDirection()
    install_language(qapp, request.param)
    translator = PseudoTranslator(qapp)
    qapp.installTranslator(translator)
    yield qapp
    qapp.removeTranslator(translator)
    install_language(qapp, "en", digits="native")
    qapp.setFont(font)
    qapp.setLayoutDirection(direction)


@pytest.mark.parametrize("pseudo_app", ["en", "fa"], indirect=True, ids=["ltr", "rtl"])
def test_no_words_are_cut_off_in_any_window(pseudo_app, qtbot, tmp_path):
    window = MainWindow(settings=None, use_worker=False, store=SaveStore(tmp_path))
    qtbot.addWidget(window)
    window.set_speed(0.0)
    window.bot_pause_ms = 0
    window.resize(1280, 800)
    window.show()
    seen, problems = [], []
    for name, widget in everything(window, pseudo_app):
        seen.append(name)
        found = clipped(widget)
        if widget is window and window.session is not None:
            assert window.actions_bar._button_widgets or window.actions_bar.choices.count(), \
                f"{name}: a human is asked, with the buttons or the list to answer"
            found += clipped_on_table(window.session.controller.scene)
        problems += [f"{name}: {problem}" for problem in found]
    window.close()
    assert {"newgame_flip7", "newgame_coup", "rules", "statistics", "about", "curtain",
            "table_flip7", "table_crack", "table_coup", "table_goodface"} <= set(seen)
    assert problems == []
