"""Languages: install the translations, the layout direction and a font for one language.

The app's strings are translated with Qt Linguist files built by
``packaging/update_translations.py`` (``translations/facetable_<lang>.qm``). Qt's own strings (the
OK / Cancel buttons, context menus) come from Qt's ``qtbase_<lang>.qm`` when Qt ships one.

Switching language at run time is one more call to :func:`install_language`: the previous
translators are removed first, and Qt sends every widget a ``LanguageChange`` event; the windows
retranslate themselves on it (``changeEvent``). English has a catalogue too, for its plural forms
("1 card", "2 cards": sources are written "%Ln card(s)").

One digit policy for the whole UI (:data:`DIGIT_POLICIES`): "native" writes numbers with the
language's own digits (Persian ۰–۹ in Persian), "latin" always with 0–9. It applies to every
number the app writes (``facetable.table.numbers``), to the digits inside translations (a Persian
translation's "۷ سکه" reads "7 سکه" with Latin digits) and to Qt's ``%Ln`` and spin boxes (the
default ``QLocale``). Card faces keep their printed digits: they are pictures.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from facetable import paths
from facetable.app.fonts import load_bundled_fonts
from facetable.table import numbers
from facetable.table.numbers import fill, isolate, localize_digits, ltr, number, signed

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)

#: Language code -> its name in that language (shown as is in the language menu, never translated).
LANGUAGES = {"en": "English", "vi": "Tiếng Việt", "fa": "فارسی"}

#: The bundled font family used for each language's script (others: ``DEFAULT_FONT``).
SCRIPT_FONTS = {"fa": "Vazirmatn"}
DEFAULT_FONT = "DejaVu Sans"

#: objectName of the translators this module installs, so a later call finds and removes them.
_TRANSLATOR_NAME = "facetable-translator"

#: The language last installed by :func:`install_language` ("en" before any call).
_current = "en"

#: How numbers are written: with the language's own digits, or always with Latin ones.
DIGIT_POLICIES = ("native", "latin")
#: Languages whose own digits are not 0–9.
NATIVE_DIGITS = {"fa": numbers.PERSIAN}
_digit_policy = "native"


def current_language() -> str:
    """The code of the language the app runs in (the one last installed)."""
    return _current


def digit_policy() -> str:
    """"native" or "latin" (see the module's docstring)."""
    return _digit_policy


def uses_native_digits(lang: str | None = None) -> bool:
    """Numbers are written with ``lang``'s own digits (default: the current language's)."""
    return _digit_policy == "native" and (lang or _current) in NATIVE_DIGITS


def set_digit_policy(app: QCoreApplication, policy: str) -> None:
    """Write numbers the ``policy`` way from now on; open windows are told as for a new
    language (``LanguageChange``), so they show the new digits at once.

    Raises ``ValueError`` for a policy not in :data:`DIGIT_POLICIES` (nothing changes)."""
    if policy not in DIGIT_POLICIES:
        raise ValueError(f"unknown digit policy {policy!r}; known: {', '.join(DIGIT_POLICIES)}")
    install_language(app, _current, digits=policy)


def install_language(app: QCoreApplication, lang: str, digits: str | None = None
                     ) -> QTranslator | None:
    """Make ``lang`` the app's language; return the app's translator (None if its file is
    missing: English then shows its source texts, which is all it needs but plural forms).

    Sets the layout direction from ``QLocale(lang).textDirection()`` and, for a GUI app, a bundled
    font that covers the language's script. A missing ``.qm`` file is logged and the app stays in
    English, with the language's direction (it never fails for a known language). ``digits``:
    a new digit policy (default: keep the current one).

    Raises ``ValueError`` for a language not in :data:`LANGUAGES` or a policy not in
    :data:`DIGIT_POLICIES` (nothing changes).
    """
    global _current, _digit_policy
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
    if digits is not None and digits not in DIGIT_POLICIES:
        raise ValueError(f"unknown digit policy {digits!r}; known: {', '.join(DIGIT_POLICIES)}")
    _remove_translators(app)
    _current = lang
    if digits is not None:
        _digit_policy = digits
    _apply_digits(lang)

    translator = _load(app, paths.TRANSLATIONS_DIR / f"facetable_{lang}.qm",
                       DigitTranslator if lang in NATIVE_DIGITS else QTranslator)
    if translator is None:
        (log.info if lang == "en" else log.warning)(
            "no translation for %r in %s; the text stays in English", lang,
            paths.TRANSLATIONS_DIR)
    if lang != "en":
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        _load_qt(app, QLocale(lang), qt_dir)

    if isinstance(app, QGuiApplication):
        app.setLayoutDirection(QLocale(lang).textDirection())
        _set_font(app, SCRIPT_FONTS.get(lang, DEFAULT_FONT))
    return translator


def in_direction(text: str, widget: QWidget) -> str:
    """``text`` marked to read in ``widget``'s direction: a right-to-left sentence that starts
    with a Latin name ("Bảo wins …" in Persian) would otherwise be laid out left to right."""
    if widget.layoutDirection() == Qt.LayoutDirection.RightToLeft and \
            not text.startswith("\u200f"):
        return "\u200f" + text
    return text


def all_translations(context: str, source: str) -> list[str]:
    """``source`` and its translation in every language with a catalogue (e.g. to tell a default
    seat name from a typed one whatever language wrote it)."""
    found = [source]
    for lang in LANGUAGES:
        translator = _catalogue(lang)
        text = translator.translate(context, source) if translator is not None else ""
        if text and text not in found:
            found.append(text)
    return found


_catalogues: dict[str, QTranslator | None] = {}


def _catalogue(lang: str) -> QTranslator | None:
    """``lang``'s catalogue loaded on its own (not installed), once per process."""
    if lang not in _catalogues:
        translator = QTranslator()
        path = paths.TRANSLATIONS_DIR / f"facetable_{lang}.qm"
        _catalogues[lang] = translator if path.is_file() and translator.load(str(path)) \
            else None
    return _catalogues[lang]


def _apply_digits(lang: str) -> None:
    """The digits of :mod:`facetable.table.numbers`, and a default ``QLocale`` writing the same
    ones (Qt's ``%Ln`` and spin boxes use it), without group separators as ``number`` does."""
    native = uses_native_digits(lang)
    numbers.set_digits(NATIVE_DIGITS[lang] if native else numbers.LATIN)
    # Qt knows no "Persian with Latin digits": English writes numbers the same way.
    latin_instead = lang in NATIVE_DIGITS and not native
    locale = QLocale(QLocale.Language.English) if latin_instead else QLocale(lang)
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    QLocale.setDefault(locale)


class DigitTranslator(QTranslator):
    """A catalogue whose translations come out in the UI's digits (for languages with digits
    of their own: a translator may have written "۷ سکه" or "7 سکه")."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        #: (context, source, disambiguation, n) -> the translation in the UI's digits: a
        #: catalogue never changes, and a new policy installs a new translator.
        self._done: dict[tuple, str | None] = {}

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D102 - Qt's
        key = (context, source, disambiguation, n)
        if key in self._done:
            return self._done[key]
        text = super().translate(context, source, disambiguation, n)
        # None, not "": Qt takes an empty (non-null) string for a translation and would show
        # nothing instead of asking the next catalogue or keeping the source.
        result = self._done[key] = localize_digits(text) if text else None
        return result


def _remove_translators(app: QCoreApplication) -> None:
    for old in app.findChildren(QTranslator, _TRANSLATOR_NAME):
        app.removeTranslator(old)
        old.setParent(None)
        old.deleteLater()


def _new_translator(app: QCoreApplication, kind: type[QTranslator] = QTranslator
                    ) -> QTranslator:
    translator = kind(app)  # owned by the app, so it lives as long as it is installed
    translator.setObjectName(_TRANSLATOR_NAME)
    return translator


def _load(app: QCoreApplication, qm_path, kind: type[QTranslator] = QTranslator
          ) -> QTranslator | None:
    if not qm_path.is_file():
        return None
    translator = _new_translator(app, kind)
    if not translator.load(str(qm_path)):
        log.warning("could not load translation file %s", qm_path)
        translator.setParent(None)
        translator.deleteLater()
        return None
    app.installTranslator(translator)
    return translator


def _load_qt(app: QCoreApplication, locale: QLocale, qt_dir: str) -> None:
    """Qt's own strings (standard buttons, input context menus), when Qt ships them."""
    translator = _new_translator(app)
    if translator.load(locale, "qtbase", "_", qt_dir):
        app.installTranslator(translator)
    else:
        log.info("Qt ships no qtbase translation for %s", locale.name())
        translator.setParent(None)
        translator.deleteLater()


def _set_font(app: QGuiApplication, family: str) -> None:
    load_bundled_fonts()                     # once per process, whoever asks first
    if family not in QFontDatabase.families():
        log.warning("font %r is not available; keeping %r", family, app.font().family())
        return
    font = QFont(app.font())
    font.setFamilies([family])
    app.setFont(font)


__all__ = ["LANGUAGES", "DIGIT_POLICIES", "NATIVE_DIGITS", "current_language", "digit_policy",
           "uses_native_digits", "install_language", "set_digit_policy", "number", "signed",
           "ltr", "isolate", "fill", "localize_digits"]
