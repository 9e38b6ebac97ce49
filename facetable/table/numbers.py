"""Numbers in the words on screen: one digit policy for the whole UI, and signed numbers that read
the same way in right-to-left text.

Every game's text module and the side panels format numbers with :func:`number` (a count, a
score) and :func:`signed` (a change: "+10", "−10"), and fill "%1"-style sentences with
:func:`fill`, so a setting changes them all at once. The digits are set by
``facetable.app.i18n`` when the language or the digit setting changes (Persian digits ۰–۹ or
Latin 0–9 in Persian, Latin elsewhere); this module only formats. It lives beside the table, not
in ``app/``, because the tables' words import it and imports only point down.

Right to left: a signed number is wrapped in a left-to-right isolate (U+2066 … U+2069), so
"−10" never shows as "10−" in a Persian sentence or a right-aligned score cell. Qt's text layout
implements the Unicode isolates (checked by ``tests/test_numbers.py`` on real layouts).
"""
from __future__ import annotations

import re

LATIN = "0123456789"
PERSIAN = "۰۱۲۳۴۵۶۷۸۹"
ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩"

#: Left-to-right isolate, first-strong isolate, pop directional isolate (Unicode 6.3 isolates).
LRI, FSI, PDI = "\u2066", "\u2068", "\u2069"
#: The minus sign (not the hyphen), as printed on the cards.
MINUS = "\u2212"

#: The middle dot that separates the parts of a line ("Round 3 · Ana starts"), and what stands
#: for it with Persian digits: "·" beside "۰" (a dot itself) reads as a digit.
DOT, PERSIAN_DOT = "·", "—"

_digits = LATIN
_to_current = str.maketrans("", "")

#: What :func:`localize_digits` leaves alone: Qt placeholders (%1, %L1, %n, %Ln), markup
#: (<h3>), character references (&#8203;), key names written with Latin letters (F1) and
#: left-to-right isolates (a translation naming "0–9" as such).
_PROTECTED = re.compile("%L?\\d+|<[^>]*>|&#?\\w+;|\u2066[^\u2069]*\u2069|\\b[A-Za-z]+\\d+")


def set_digits(digits: str) -> None:
    """Write every number with these ten digits from now on (``LATIN`` or ``PERSIAN``)."""
    global _digits, _to_current
    if len(digits) != 10 or len(set(digits)) != 10:
        raise ValueError(f"ten different digits are needed, not {digits!r}")
    _digits = digits
    others = LATIN + PERSIAN + ARABIC_INDIC
    dot = dot_for(digits)
    _to_current = str.maketrans(others + DOT, digits * 3 + dot)


def dot_for(digits: str) -> str:
    """The separator written with these digits (see :data:`DOT`)."""
    return DOT if digits == LATIN else PERSIAN_DOT


def dot() -> str:
    """The separator between the parts of a line, in the UI's digits' script: "·", or "—"
    with Persian digits (whose zero is a dot). Translations get it from
    :func:`localize_digits`; words joined in code ask here."""
    return dot_for(_digits)


def current_digits() -> str:
    return _digits


def number(value: int) -> str:
    """A whole number in the UI's digits: ``number(12)`` is "12" or "۱۲". Below zero it is
    written as :func:`signed` writes it (a true minus, kept on the left in right-to-left text):
    a score can fall below zero."""
    value = int(value)
    if value < 0:
        return signed(value)
    text = str(value)
    return text.translate(_to_current) if _digits != LATIN else text


def signed(value: int) -> str:
    """A change, always with its sign on the left: "+10", "−10", "0" (isolated left to right,
    so it reads the same inside right-to-left text)."""
    value = int(value)
    sign = "+" if value > 0 else MINUS if value < 0 else ""
    return f"{LRI}{sign}{number(abs(value))}{PDI}"


def ltr(text: str) -> str:
    """Keep ``text`` left to right inside any sentence (a card's "÷2", "3♠")."""
    return f"{LRI}{text}{PDI}"


def isolate(text: str) -> str:
    """Keep ``text`` (a player's name) from reordering its neighbours: its own direction is
    taken from its first strong letter."""
    return f"{FSI}{text}{PDI}"


def localize_digits(text: str) -> str:
    """Every digit of ``text`` in the UI's digits, except in placeholders and markup; its
    separators "·" as :func:`dot` writes them."""
    if not text:
        return text
    out, last = [], 0
    for match in _PROTECTED.finditer(text):
        out.append(text[last:match.start()].translate(_to_current))
        out.append(match.group(0))
        last = match.end()
    out.append(text[last:].translate(_to_current))
    return "".join(out)


def fill(text: str, *values: object) -> str:
    """Qt-style placeholders %1, %2 … replaced in one pass (a value may contain "%2"); whole
    numbers are written in the UI's digits."""
    out, i = [], 0
    while i < len(text):
        if text[i] == "%" and i + 1 < len(text) and text[i + 1].isdigit():
            value = values[int(text[i + 1]) - 1]
            out.append(number(value) if isinstance(value, int) and not isinstance(value, bool)
                       else str(value))
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


__all__ = ["LATIN", "PERSIAN", "MINUS", "DOT", "set_digits", "current_digits", "number",
           "signed", "ltr", "isolate", "localize_digits", "fill", "dot"]
