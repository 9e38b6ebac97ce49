"""Languages: install the translations, the layout direction and a font for one language.

The app's strings are translated with Qt Linguist files built by
``packaging/update_translations.py`` (``translations/facetable_<lang>.qm``). Qt's own strings (the
OK / Cancel buttons, context menus) come from Qt's ``qtbase_<lang>.qm`` when Qt ships one.

Switching language at run time is one more call to :func:`install_language`: the previous
translators are removed first, and Qt sends every widget a ``LanguageChange`` event.
"""
from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from facetable import paths
from facetable.app.fonts import load_bundled_fonts

log = logging.getLogger(__name__)

#: Language code -> its name in that language (shown as is in the language menu, never translated).
LANGUAGES = {"en": "English", "vi": "Tiếng Việt", "fa": "فارسی"}

#: The bundled font family used for each language's script (others: ``DEFAULT_FONT``).
SCRIPT_FONTS = {"fa": "Vazirmatn"}
DEFAULT_FONT = "DejaVu Sans"

#: objectName of the translators this module installs, so a later call finds and removes them.
_TRANSLATOR_NAME = "facetable-translator"

_fonts_loaded = False

#: The language last installed by :func:`install_language` ("en" before any call).
_current = "en"


def current_language() -> str:
    """The code of the language the app runs in (the one last installed)."""
    return _current


def install_language(app: QCoreApplication, lang: str) -> QTranslator | None:
    """Make ``lang`` the app's language; return the app's translator (None for English text).

    Sets the layout direction from ``QLocale(lang).textDirection()`` and, for a GUI app, a bundled
    font that covers the language's script. A missing ``.qm`` file is logged and the app stays in
    English, with the language's direction (it never fails for a known language).

    Raises ``ValueError`` for a language not in :data:`LANGUAGES`.
    """
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
    _remove_translators(app)
    _current = lang

    translator = None
    if lang != "en":
        translator = _load(app, paths.TRANSLATIONS_DIR / f"facetable_{lang}.qm")
        if translator is None:
            log.warning("no translation for %r in %s; the text stays in English",
                        lang, paths.TRANSLATIONS_DIR)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        _load_qt(app, QLocale(lang), qt_dir)

    if isinstance(app, QGuiApplication):
        app.setLayoutDirection(QLocale(lang).textDirection())
        _set_font(app, SCRIPT_FONTS.get(lang, DEFAULT_FONT))
    return translator


def _remove_translators(app: QCoreApplication) -> None:
    for old in app.findChildren(QTranslator, _TRANSLATOR_NAME):
        app.removeTranslator(old)
        old.setParent(None)
        old.deleteLater()


def _new_translator(app: QCoreApplication) -> QTranslator:
    translator = QTranslator(app)  # owned by the app, so it lives as long as it is installed
    translator.setObjectName(_TRANSLATOR_NAME)
    return translator


def _load(app: QCoreApplication, qm_path) -> QTranslator | None:
    if not qm_path.is_file():
        return None
    translator = _new_translator(app)
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
    global _fonts_loaded
    if not _fonts_loaded:
        load_bundled_fonts()
        _fonts_loaded = True
    if family not in QFontDatabase.families():
        log.warning("font %r is not available; keeping %r", family, app.font().family())
        return
    font = QFont(app.font())
    font.setFamilies([family])
    app.setFont(font)
