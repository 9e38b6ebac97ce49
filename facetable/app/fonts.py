"""Registration of the fonts bundled in ``assets/fonts``.

The card art uses ``DejaVu Sans`` bold and the Persian UI uses ``Vazirmatn``;
bundling them makes the app look the same whatever the system has installed.
Call :func:`load_bundled_fonts` once, after the ``QGuiApplication`` exists.
"""

from __future__ import annotations

import logging

from PySide6.QtGui import QFontDatabase

from facetable.paths import ASSETS_DIR

FONTS_DIR = ASSETS_DIR / "fonts"

log = logging.getLogger(__name__)


def load_bundled_fonts() -> list[str]:
    """Register every TTF in ``assets/fonts`` with Qt.

    Returns the font family names that were registered (each once, in the
    order first seen). Files that Qt refuses to load are logged and skipped.
    """
    families: list[str] = []
    for path in sorted(FONTS_DIR.glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("could not load bundled font %s", path)
            continue
        for family in QFontDatabase.applicationFontFamilies(font_id):
            if family not in families:
                families.append(family)
    return families
