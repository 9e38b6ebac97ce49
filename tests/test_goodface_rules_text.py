"""The Good Face Bad Face rules shown to players (assets/rules/goodface.*.html) pass the same
checks as every offered game's rules (tests/test_rules_window.py), while the game is not yet in
the app's list of games."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocument

from facetable import paths
from facetable.app.i18n import LANGUAGES
from facetable.app.rules_window import pictures, render_svg
from test_rules_window import structure

RULES = paths.ASSETS_DIR / "rules"


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_goodface_rules_are_well_formed_substantial_and_illustrated(qapp, lang):
    path = RULES / f"goodface.{lang}.html"
    html = path.read_text(encoding="utf-8")
    found = structure(html)
    assert found.errors == [] and found.stack == []
    assert found.html_attrs.get("lang") == lang
    assert found.html_attrs.get("dir") == ("rtl" if lang == "fa" else "ltr")
    assert found.tags.get("h1") == 1 and found.tags.get("h2", 0) >= 6
    for marker in ("GF-", "/shared", ".md"):                  # player text: no rule ids, no files
        assert marker not in html
    document = QTextDocument()
    document.setHtml(html)
    text = document.toPlainText()
    assert len(text) > 3000 and text.count("\ufffd") == 0
    shown = pictures(html)
    assert len(shown) >= 4
    for src, width, height in shown:
        image = render_svg((path.parent / src).resolve(), width, height)
        assert not image.isNull() and (image.width(), image.height()) == (width, height), src
    for row in found.rows:                                    # Persian: pictures on the right
        if "text" in row and "img" in row:
            assert (row[-1] if lang == "fa" else row[0]) == "img", (lang, row)


def test_the_vietnamese_rules_use_the_seed_terms():
    html = (RULES / "goodface.vi.html").read_text(encoding="utf-8")
    for term in ("Cọc Bài", "Đội", "Mặt Tốt", "Mặt Xấu", "Mặt Tham Lam", "Mặt Buồn",
                 "Mặt Trắng", "Người Chơi Giữ Bài"):
        assert term in html
