"""When the window plays its sounds, and the View → Sound menu.

The table's own sounds come from the game's declaration (``GameSpec.sounds``): its controller
emits ``sounded`` as it shows each step. Two more are the window's: "turn" when a human is
asked to decide (once per decision: the same question asked again, after "Back" on a
confirmation or a changed setting, is quiet), and "win" when a game ends with a human among
the winners. Sound on or off and the volume are remembered in the settings.
"""
from __future__ import annotations

import weakref

from typing import Any, Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtWidgets import QMenu

from .menus import make_action, radio_menu
from .sound import DEFAULT_VOLUME, Sound

translate = QCoreApplication.translate

VOLUMES = ((QT_TRANSLATE_NOOP("MainWindow", "Quiet"), 20),
           (QT_TRANSLATE_NOOP("MainWindow", "Medium"), DEFAULT_VOLUME),
           (QT_TRANSLATE_NOOP("MainWindow", "Loud"), 70),
           (QT_TRANSLATE_NOOP("MainWindow", "Full"), 100))


class SoundCues(QObject):
    """Plays the window's sounds through ``sound`` and keeps its menu."""

    def __init__(self, parent: QObject, sound: Sound, settings: Any = None,
                 changed: Callable[[], None] | None = None) -> None:
        super().__init__(parent)
        self.sound = sound
        self.settings = settings
        self._changed = changed
        self._session = None
        self._asked: tuple[int, int] | None = None   # (seat, moves) of the last "turn"
        self.toggle = None
        self.volume_menu: QMenu | None = None

    # --- the menu ---------------------------------------------------------------------------
    def add_menu(self, view: QMenu) -> QMenu:
        """View → Sound: effects on or off, and their volume. Its actions belong to the
        window, as the other menus' do (a new language builds the menus again)."""
        window = self.parent()
        menu = view.addMenu(translate("MainWindow", "&Sound"))
        self.toggle = make_action(translate("MainWindow", "Sound &effects"), window,
                                  checkable=True)
        self.toggle.toggled.connect(self.set_enabled)
        menu.addAction(self.toggle)
        tr = lambda label: translate("MainWindow", label)  # noqa: E731 - listed labels
        self.volume_menu = radio_menu(menu, translate("MainWindow", "&Volume"), window,
                                      [(tr(label), v) for label, v in VOLUMES],
                                      lambda v: v == self.sound.volume, self.set_volume)
        menu.aboutToShow.connect(self.refresh)
        view.aboutToShow.connect(self.refresh)
        self.refresh()
        return menu

    def refresh(self) -> None:
        """Show the switch as it is: off, and not offered, when there is no sound device."""
        if self.toggle is None:
            return
        missing = self.sound.available is False
        self.toggle.blockSignals(True)
        self.toggle.setChecked(self.sound.enabled and not missing)
        self.toggle.blockSignals(False)
        self.toggle.setEnabled(not missing)
        self.volume_menu.setEnabled(not missing)
        self.toggle.setToolTip(translate("MainWindow", "No sound device was found.")
                               if missing else "")

    def set_enabled(self, on: bool) -> None:
        self.sound.set_enabled(on)
        self._remember("sound", on)

    def set_volume(self, volume: int) -> None:
        self.sound.set_volume(volume)
        self._remember("sound_volume", volume)

    def _remember(self, name: str, value: Any) -> None:
        if self.settings is not None:
            setattr(self.settings, name, value)
            if self._changed is not None:
                self._changed()

    # --- the cues ---------------------------------------------------------------------------
    def attach(self, session) -> None:
        """Listen to a new game: its humans' turns and its end (held weakly: an ended game
        is freed whether or not another starts)."""
        self._session = weakref.ref(session)
        self._asked = None
        session.human_turn.connect(self._human_turn)
        session.game_over.connect(self._game_over)

    def play(self, effect: str) -> None:
        self.sound.play(effect)

    def _human_turn(self, seat: int, legal: list) -> None:
        session = self._session() if self._session is not None else None
        if session is None:
            return
        asked = (seat, len(session.state.history))
        if asked != self._asked:
            self._asked = asked
            self.sound.play("turn")

    def _game_over(self, outcome) -> None:
        session = self._session() if self._session is not None else None
        humans = session.humans if session is not None else ()
        if any(seat in humans for seat in outcome.winners):
            self.sound.play("win")

    def close(self) -> None:
        self.sound.close()
