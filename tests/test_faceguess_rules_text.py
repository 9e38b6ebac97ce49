"""The Face Guess rules shown to players (assets/rules/faceguess.<lang>.html). Now that the game
is listed, tests/test_rules_window.py checks them with the others; this file adds that no rule
id (FG-) shows, and that every option has its label."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocument

from facetable import paths
from facetable.app.rules_window import pictures, render_svg
from facetable.games.faceguess import SPEC
from test_rules_window import LANGUAGES, structure


def rules_path(lang: str):
    return paths.ASSETS_DIR / "rules" / f"{SPEC.rules}.{lang}.html"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_faceguess_rules_are_well_formed_substantial_and_drawn(qapp, lang):
    html = rules_path(lang).read_text(encoding="utf-8")
    found = structure(html)
    assert found.errors == [] and found.stack == []
    assert found.html_attrs.get("lang") == lang
    assert found.html_attrs.get("dir") == ("rtl" if lang == "fa" else "ltr")
    assert found.tags.get("h1") == 1 and found.tags.get("h2", 0) >= 6
    for marker in ("FG-", "/shared", ".md"):
        assert marker not in html
    document = QTextDocument()
    document.setHtml(html)
    assert len(document.toPlainText()) > 3000
    for row in found.rows:
        if "text" in row and "img" in row:
            assert (row[-1] if lang == "fa" else row[0]) == "img", row
    shown = pictures(html)
    assert len(shown) >= 4
    for src, width, height in shown:
        image = render_svg((rules_path(lang).parent / src).resolve(), width, height)
        assert not image.isNull() and (image.width(), image.height()) == (width, height)


def test_every_option_and_choice_has_a_label():
    for option in SPEC.options.fields():
        assert option.name in SPEC.option_labels
        if option.kind == "choice":
            assert set(SPEC.choice_labels[option.name]) == set(option.choices)
