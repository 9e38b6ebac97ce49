"""Registration of the fonts bundled in ``assets/fonts``.

The card art uses ``DejaVu Sans`` bold and the Persian UI uses ``Vazirmatn``;
bundling them makes the app look the same whatever the system has installed.
Call :func:`load_bundled_fonts` after the ``QGuiApplication`` exists; calling it again costs
nothing (the fonts are registered once per process).
"""

from __future__ import annotations

import logging

from PySide6.QtGui import QFontDatabase, QGuiApplication

from facetable.paths import ASSETS_DIR

FONTS_DIR = ASSETS_DIR / "fonts"

log = logging.getLogger(__name__)

#: The families registered so far; None until the first call.
_families: list[str] | None = None


def load_bundled_fonts() -> list[str]:
    """Register every TTF in ``assets/fonts`` with Qt.

    Returns the font family names that were registered (each once, in the
    order first seen). Files that Qt refuses to load are logged and skipped.
    """
    global _families
    if _families is not None:
        return list(_families)
    families: list[str] = []
    for path in sorted(FONTS_DIR.glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("could not load bundled font %s", path)
            continue
        for family in QFontDatabase.applicationFontFamilies(font_id):
            if family not in families:
                families.append(family)
    if QGuiApplication.instance() is not None:   # before the app exists nothing loads
        _families = families
    return list(families)
