"""View → Card back and View → Table felt: the table's look (``facetable.table.theme``),
remembered in the settings and applied at once to every table open (the game's and the replay
window's)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QMenu

from facetable.table.theme import BACKS, FELTS, THEME

from .menus import radio_menu

translate = QCoreApplication.translate

BACK_LABELS = {"burgundy": QT_TRANSLATE_NOOP("Theme", "Burgundy"),
               "navy": QT_TRANSLATE_NOOP("Theme", "Navy blue")}
FELT_LABELS = {"green": QT_TRANSLATE_NOOP("Theme", "Green"),
               "blue": QT_TRANSLATE_NOOP("Theme", "Blue"),
               "night": QT_TRANSLATE_NOOP("Theme", "Night (dark)")}


def apply_settings(settings) -> None:
    """Use the back and felt the settings remember (None, as in the demo: keep those in use)."""
    if settings is not None:
        THEME.set(settings.card_back, settings.felt)


def add_theme_entries(view: QMenu, window) -> None:
    """The two submenus, in ``view``; a choice is applied now and saved in ``window``'s
    settings."""
    def pick(field: str, name: str) -> None:
        THEME.set(**{"back" if field == "card_back" else "felt": name})
        if window.settings is not None:
            setattr(window.settings, field, name)
            window._settings_changed()

    radio_menu(view, translate("Theme", "Card back"), window,
               [(translate("Theme", BACK_LABELS[name]), name) for name in BACKS],
               lambda name: name == THEME.back, lambda name: pick("card_back", name))
    radio_menu(view, translate("Theme", "Table felt"), window,
               [(translate("Theme", FELT_LABELS[name]), name) for name in FELTS],
               lambda name: name == THEME.felt, lambda name: pick("felt", name))
