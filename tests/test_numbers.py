"""Numbers on screen: one digit policy, signed numbers that read "+10" / "−10" in right-to-left
text (checked on real Qt text layouts), plural forms in every language."""
import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QTextLayout, QTextOption

from facetable.app.i18n import (digit_policy, install_language, set_digit_policy,
                                uses_native_digits)
from facetable.table import numbers
from facetable.table.numbers import (LATIN, MINUS, PERSIAN, fill, localize_digits, number,
                                     signed)

translate = QCoreApplication.translate


@pytest.fixture
def app(qapp):
    """The test app, back in English with Latin digits afterwards."""
    font, direction = qapp.font(), qapp.layoutDirection()
    yield qapp
    install_language(qapp, "en", digits="native")
    qapp.setFont(font)
    qapp.setLayoutDirection(direction)


@pytest.fixture
def persian_digits():
    numbers.set_digits(PERSIAN)
    yield
    numbers.set_digits(LATIN)


def visual_lines(text: str, rtl: bool, font) -> list[str]:
    """Each line of ``text`` (lines split by U+2028, one paragraph as in a log entry) with its
    characters from left to right as Qt lays them out (spaces and controls dropped)."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.RightToLeft if rtl else
                            Qt.LayoutDirection.LeftToRight)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(5000)
        lines.append(line)
    layout.endLayout()
    shown = []
    for line in lines:
        placed = []
        for i in range(line.textStart(), line.textStart() + line.textLength()):
            char = text[i]
            if char.isspace() or char in "\u2066\u2067\u2068\u2069\u200e\u200f":
                continue
            xs = [p.x() for run in layout.glyphRuns(i, 1) for p in run.positions()]
            if xs:
                placed.append((min(xs), char))
        shown.append("".join(c for _, c in sorted(placed)))
    return shown


def visual_order(text: str, rtl: bool, font) -> str:
    """The characters of one line of ``text`` from left to right as Qt lays them out."""
    return visual_lines(text, rtl, font)[0]


def test_signed_numbers_have_their_sign_and_an_isolate():
    assert signed(10) == "\u2066+10\u2069"
    assert signed(-10) == f"\u2066{MINUS}10\u2069"
    assert signed(0) == "\u20660\u2069"                      # nothing to add or take away


def test_persian_digits(persian_digits):
    assert number(2024) == "۲۰۲۴"
    assert number(-3) == f"\u2066{MINUS}۳\u2069"             # a score below zero
    assert signed(-15) == f"\u2066{MINUS}۱۵\u2069"
    assert fill("%1 of %2: %3", 3, 12, "Ana 7") == "۳ of ۱۲: Ana 7"   # only numbers given


def test_localize_digits_leaves_placeholders_and_markup(persian_digits):
    assert localize_digits("<h3>FaceTable %1</h3> 7 coins, %L2, %n, &#8203;") == \
        "<h3>FaceTable %1</h3> ۷ coins, %L2, %n, &#8203;"
    assert localize_digits("راهنما (F1)، 3") == "راهنما (F1)، ۳"     # a key keeps its name
    numbers.set_digits(LATIN)
    assert localize_digits("۷ سکه و ٣") == "7 سکه و 3"


def test_ten_digits_are_needed():
    with pytest.raises(ValueError, match="ten different digits"):
        numbers.set_digits("0123")
    assert number(5) == "5"


@pytest.mark.parametrize("value", [10, -10, 7, -4, 0])
@pytest.mark.parametrize("digits", [LATIN, PERSIAN])
def test_a_signed_number_reads_with_its_sign_first_in_right_to_left_text(qapp, value, digits):
    """"−10", never "10−": alone in a right-aligned cell, and inside a Persian sentence."""
    numbers.set_digits(digits)
    try:
        expected = ("+" if value > 0 else MINUS if value < 0 else "") + number(abs(value))
        font = qapp.font()
        assert visual_order(signed(value), True, font) == expected
        sentence = f"امتیاز {signed(value)} شد"
        shown = visual_order(sentence, True, font)
        assert expected in shown
        plain = f"امتیاز {expected} شد"                     # what went wrong without isolates
        if value < 0:
            assert expected not in visual_order(plain, True, font)
    finally:
        numbers.set_digits(LATIN)


def test_a_name_and_its_change_keep_one_order_on_every_line(qapp):
    """Flip 7's round summary: every line reads name then change, in its direction."""
    from facetable.table.numbers import isolate
    font = qapp.font()
    lines = [f"{isolate(name)} {signed(score)}" for name, score in
             (("Ana", 0), ("Bảo", 21), ("Dara", -7))]
    text = "\u2028".join(["پایان دور:", *lines])
    expected = [("Ana", "0"), ("Bảo", "+21"), ("Dara", f"{MINUS}7")]
    rtl = visual_lines(text, True, font)[1:]
    assert rtl == [change + name for name, change in expected]     # read right to left
    ltr = visual_lines(text, False, font)[1:]
    assert ltr == [name + change for name, change in expected]


def test_the_digit_policy_covers_translations_locale_and_numbers(app):
    install_language(app, "fa", digits="native")
    assert uses_native_digits() and number(12) == "۱۲"
    assert "۱" in translate("Coup", "Income, +1 coin")       # the translator wrote "۱"
    assert QLocale().toString(1234) == "۱۲۳۴"                  # %Ln, spin boxes
    set_digit_policy(app, "latin")
    assert digit_policy() == "latin" and number(12) == "12"
    assert "1" in translate("Coup", "Income, +1 coin") and "۱" not in translate(
        "Coup", "Income, +1 coin")
    assert QLocale().toString(1234) == "1234"
    assert translate("NewGameDialog", "Player {number}").format(number=number(2)) == \
        "بازیکن 2"
    install_language(app, "vi")
    assert number(12) == "12" and not uses_native_digits()


def test_an_unknown_digit_policy_is_refused(app):
    with pytest.raises(ValueError, match="known: native, latin"):
        set_digit_policy(app, "roman")
    assert digit_policy() == "native"


def test_plural_forms_in_every_language(app):
    from facetable.table.goodface.text import cards
    install_language(app, "en")
    assert (cards(1), cards(2)) == ("1 card", "2 cards")
    install_language(app, "vi")
    assert (cards(1), cards(2)) == ("1 lá", "2 lá")
    install_language(app, "fa", digits="native")
    assert (cards(1), cards(2)) == ("۱ کارت", "۲ کارت")


def test_a_replay_is_dated_in_the_digits_of_its_title(persian_digits):
    """The audit (issue 22) found "بازپخش: فلیپ ۷: انتقام — 2026-12-02 06:06": a date in Latin
    digits beside a game's name in Persian ones."""
    from facetable.app.replays import when, window_title
    assert when("2026-12-02T06:06:00Z")[1:5] == "۲۰۲۶"
    dated = window_title("flip7", "2026-12-02T06:06:00Z").split(" — ")[1]
    assert dated and not any(c in LATIN for c in dated)
