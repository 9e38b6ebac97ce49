"""The new-game dialog: which game, who plays (humans and bots), and the game's options.

The option editors are generated from the game's ``Options`` (every field but ``players``) and
its table options: a bool is a check box, a ``Literal`` a combo box, an int a spin box bounded by
the field's ``Range``. The bot levels offered are the game's own, each with its strength note. Seat rows follow the player count; names already typed are kept when the
count or the game changes, and each game remembers its own option values while the dialog is open.

``setup()`` returns the validated :class:`GameSetup`. OK stays disabled, with the reason shown,
while the choices are not valid.

The dialog is made big enough for every game at the chosen player count, with a line for the
reason OK is disabled (``_fit_every_game``), so choosing another game never resizes it nor
clips a label. Seat names that are the default
name of their seat in any language ("Player 2", "Người chơi 2", "بازیکن ۲") are given the
default name in the language now in use.
"""
from __future__ import annotations

import logging
from functools import lru_cache
from typing import Any, Callable

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox,
                               QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel,
                               QLineEdit, QSizePolicy, QSpinBox, QStyle, QVBoxLayout, QWidget)

from facetable.app.games import (GAMES, bot_note, level_label, option_choice_label,
                                 option_label, title)
from facetable.app.i18n import all_translations, digit_policy, number
from facetable.app.setup_model import NAME_MAX, GameSetup
from facetable.characters import NAMES, bot_names
from facetable.engine import OptionField
from facetable.games import RANDOM_STYLE, GameSpec

log = logging.getLogger(__name__)

#: The size every game fits in, per language, font and player count (``_fit_every_game``):
#: measuring makes every game's widgets, so it is done once per process, not per dialog.
_FITS: dict[tuple, QSize] = {}

#: The seed of the order in which new bot seats get character names: the dialog comes before
#: the game's seed is drawn, and the same defaults each time read better than new ones.
BOT_NAME_SEED = 0

#: A seat as the dialog remembers it: (name, kind, level, style).
_SeatState = tuple[str, str, str, str | None]


def default_seat_name(index: int) -> str:
    """"Player 1", "Player 2" … in the installed language (``index`` counts from 0)."""
    #: {number} is the seat number, 1 for the first seat.
    return QCoreApplication.translate("NewGameDialog", "Player {number}").format(
        number=number(index + 1))


def is_default_seat_name(name: str, index: int) -> bool:
    """``name`` is seat ``index``'s default name in some language, in any digits."""
    from facetable.table.numbers import LATIN, PERSIAN
    seat = str(index + 1)
    numbers = {seat, seat.translate(str.maketrans(LATIN, PERSIAN))}
    return any(name == pattern.format(number=n)
               for pattern in all_translations("NewGameDialog", "Player {number}")
               for n in numbers)


@lru_cache(maxsize=4)
def _warning_pixmap(style: QStyle, size: int) -> QPixmap:
    """The warning sign beside a problem, made once. A new icon's pixmaps stay in Qt's pixmap
    cache after the icon is gone: about 3 kB more for every dialog opened (up to the cache's
    10 MB), the dialog being made anew for every game."""
    return style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size, size)


class _SeatRow:
    """The widgets of one seat: its number, a name field and a human / bot-level choice."""

    def __init__(self, parent: QWidget, index: int, state: _SeatState, spec: GameSpec) -> None:
        name, kind, level, style = state
        self._middle_level = spec.middle_level
        #: {number} is the seat number, 1 for the first seat.
        self.label = QLabel(QCoreApplication.translate("NewGameDialog", "Seat {number}")
                            .format(number=number(index + 1)), parent)
        self.name = QLineEdit(name, parent)
        self.name.setMaxLength(NAME_MAX)
        self.name.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "Name"))
        self.name.setObjectName(f"seat_name_{index}")
        self.label.setBuddy(self.name)
        #: {number} is the seat number, 1 for the first seat.
        self.name.setAccessibleName(QCoreApplication.translate(
            "NewGameDialog", "Name of seat {number}").format(number=number(index + 1)))
        self.kind = QComboBox(parent)
        self.kind.setObjectName(f"seat_kind_{index}")
        #: {number} is the seat number, 1 for the first seat.
        self.kind.setAccessibleName(QCoreApplication.translate(
            "NewGameDialog", "Who plays seat {number}").format(number=number(index + 1)))
        # Item data: "human" or "bot:<level>".
        self.kind.addItem(QCoreApplication.translate("NewGameDialog", "Human"), "human")
        for lvl in spec.levels:
            self.kind.addItem(level_label(spec.id, lvl), f"bot:{lvl}")
            self.kind.setItemData(self.kind.count() - 1, bot_note(spec.id, lvl),
                                  Qt.ItemDataRole.ToolTipRole)
        found = self.kind.findData("human" if kind == "human" else f"bot:{level}")
        if found < 0:           # a level this game has not: its middle level
            found = self.kind.findData(f"bot:{spec.middle_level}")
        self.kind.setCurrentIndex(found if found >= 0 else min(1, self.kind.count() - 1))
        # A bot's personality, for games whose bots have styles (item data: the style id).
        self.style: QComboBox | None = None
        if spec.styles:
            self.style = QComboBox(parent)
            self.style.setObjectName(f"seat_style_{index}")
            #: {number} is the seat number, 1 for the first seat.
            self.style.setAccessibleName(QCoreApplication.translate(
                "NewGameDialog", "Personality of the bot in seat {number}").format(
                number=number(index + 1)))
            for style_id, label in spec.styles.items():
                self.style.addItem(QCoreApplication.translate("Bots", label), style_id)
            self.style.addItem(QCoreApplication.translate("NewGameDialog", "Random (hidden)"),
                               RANDOM_STYLE)
            found = self.style.findData(style if style is not None else spec.default_style)
            self.style.setCurrentIndex(max(found, 0))
            self.kind.currentIndexChanged.connect(self._kind_changed)
            self._kind_changed()

    def _kind_changed(self) -> None:
        if self.style is not None:
            self.style.setEnabled(self.kind.currentData() != "human")

    def state(self) -> _SeatState:
        kind, _, level = self.kind.currentData().partition(":")
        style = self.style.currentData() if self.style is not None and kind == "bot" else None
        return self.name.text(), kind, level or self._middle_level, style

    def widgets(self) -> list[QWidget]:
        return [self.label, self.name, self.kind, *([self.style] if self.style else [])]


class _OptionEditor:
    """One generated option widget with a way to read and set its value."""

    def __init__(self, widget: QWidget, label: str | None, get: Callable[[], Any],
                 set_: Callable[[Any], None]) -> None:
        self.widget, self.label, self.get, self.set = widget, label, get, set_


class NewGameDialog(QDialog):
    """Choose a game, its players and its options. ``exec()`` then ``setup()``."""

    def __init__(self, parent: QWidget | None = None, initial: GameSetup | None = None) -> None:
        """``initial``: a setup to start from (the last one played), else the first game's
        defaults. The two arguments are also accepted the other way round."""
        if isinstance(parent, GameSetup) or isinstance(initial, QWidget):
            parent, initial = initial, parent
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("NewGameDialog", "New game"))
        self._rows: list[_SeatRow] = []
        self._seat_memory: dict[int, _SeatState] = {}
        self._option_memory: dict[str, dict[str, Any]] = {}
        self._editors: dict[str, _OptionEditor] = {}
        self._game: str | None = None
        self._measuring = False

        # Game and player count.
        self._game_combo = QComboBox(self)
        self._game_combo.setObjectName("game")
        for game_id in GAMES:
            self._game_combo.addItem(title(game_id), game_id)
        self._players = QSpinBox(self)
        self._players.setObjectName("players")
        top = QFormLayout()
        top.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        top.addRow(QCoreApplication.translate("NewGameDialog", "&Game"), self._game_combo)
        top.addRow(QCoreApplication.translate("NewGameDialog", "&Number of players"),
                   self._players)

        # Seats.
        self._seats_box = QGroupBox(QCoreApplication.translate("NewGameDialog", "Players"), self)
        self._seats_grid = QGridLayout(self._seats_box)
        self._seats_grid.setColumnStretch(1, 1)

        # Options.
        self._options_box = QGroupBox(QCoreApplication.translate("NewGameDialog", "Options"), self)
        self._options_form = QFormLayout(self._options_box)
        self._options_form.setFieldGrowthPolicy(
            QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)

        # A line about the chosen setup (e.g. which deck of cards is in use).
        self._note = QLabel(self)
        self._note.setObjectName("setup_note")
        self._note.setWordWrap(True)
        # Its line is kept when a game has no note: choosing a game never changes the size.
        self._note.setMinimumHeight(self.fontMetrics().lineSpacing())

        # Why OK is disabled.
        self._problem = QWidget(self)
        self._problem.setObjectName("problem")
        icon = QLabel(self._problem)
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon.setPixmap(_warning_pixmap(self.style(), size))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self._problem_text = QLabel(self._problem)
        self._problem_text.setObjectName("problem_text")
        self._problem_text.setWordWrap(True)
        self._problem_text.setSizePolicy(QSizePolicy.Policy.Expanding,
                                         QSizePolicy.Policy.Preferred)
        problem_layout = QHBoxLayout(self._problem)
        problem_layout.setContentsMargins(0, 0, 0, 0)
        problem_layout.addWidget(icon)
        problem_layout.addWidget(self._problem_text, 1)

        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self._ok = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
        self._ok.setText(QCoreApplication.translate("NewGameDialog", "&Start"))
        self._ok.setDefault(True)
        # Our own text: Qt ships no translation of its standard buttons for some languages (vi).
        self._buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
            QCoreApplication.translate("NewGameDialog", "Cancel"))
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self._seats_box)
        layout.addWidget(self._options_box)
        layout.addWidget(self._note)
        layout.addStretch(1)
        layout.addWidget(self._problem)
        layout.addWidget(self._buttons)

        self._apply_initial(initial)
        self._game_combo.currentIndexChanged.connect(self._game_changed)
        self._players.valueChanged.connect(self._count_changed)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 30)
        self._fit_every_game()
        self._refresh()

    # --- public ---------------------------------------------------------------------------
    def setup(self) -> GameSetup:
        """The chosen setup, validated (raises pydantic's ``ValidationError`` if it is not).

        ``seed`` is None: every new game gets a fresh shuffle.
        """
        return GameSetup.model_validate(self._raw_setup())

    def select_game(self, game: str) -> None:
        """Show ``game``'s seats and options (the welcome screen's Play on a game)."""
        index = self._game_combo.findData(game)
        if index < 0:
            raise ValueError(f"unknown game {game!r}; known: {', '.join(GAMES)}")
        self._game_combo.setCurrentIndex(index)

    def problem(self) -> str:
        """Why the current choices cannot start a game, in the installed language ('' if valid)."""
        names: dict[str, int] = {}
        for i, row in enumerate(self._rows):
            name = row.name.text().strip()
            if not name:
                return QCoreApplication.translate(
                    "NewGameDialog", "Seat {number} needs a name.").format(number=i + 1)
            if name.casefold() in names:
                return QCoreApplication.translate(
                    "NewGameDialog", "Seats {first} and {second} have the same name.").format(
                    first=names[name.casefold()] + 1, second=i + 1)
            names[name.casefold()] = i
        try:
            self.setup()
        except ValidationError as error:
            details = "; ".join(e["msg"] for e in error.errors())
            return QCoreApplication.translate(
                "NewGameDialog", "These choices cannot start a game: {details}").format(
                details=details)
        return ""

    def accept(self) -> None:
        if not self.problem():
            super().accept()

    def reject(self) -> None:
        # Defined in Python on purpose: PySide 6.11 keeps ~56 bytes for every connection to a
        # C++ slot (QDialog.reject) after both ends are gone, and a dialog is made every game.
        super().reject()

    # --- building -------------------------------------------------------------------------
    def _apply_initial(self, initial: GameSetup | None) -> None:
        game = next(iter(GAMES))
        if initial is not None and initial.game in GAMES:
            game = initial.game
            self._seat_memory = {
                i: (default_seat_name(i) if is_default_seat_name(s.name, i) else s.name,
                    s.kind, s.level, s.style)
                for i, s in enumerate(initial.seats)}
            self._option_memory[game] = {**initial.options, **initial.table_options}
        self._game_combo.setCurrentIndex(self._game_combo.findData(game))
        spec = GAMES[game]
        self._players.setRange(*spec.player_range)
        count = len(initial.seats) if initial is not None and initial.game == game \
            else spec.default_players
        self._players.setValue(count)
        self._set_game(game)

    def _game_changed(self) -> None:
        game = self._game_combo.currentData()
        self._players.blockSignals(True)
        self._players.setRange(*GAMES[game].player_range)  # clamps the count
        self._players.blockSignals(False)
        self._set_game(game)
        self._refresh()

    def _count_changed(self) -> None:
        self._set_seat_count(self._players.value())
        self._fit_every_game()
        self._refresh()

    def _set_game(self, game: str, count: int | None = None) -> None:
        if self._game is not None:
            self._option_memory[self._game] = {k: e.get() for k, e in self._editors.items()}
        self._game = game
        self._set_seat_count(0)                   # the rows offer this game's bot levels
        self._set_seat_count(self._players.value() if count is None else count)
        self._build_options(game)

    def _fit_every_game(self) -> None:
        """Make the dialog at least as big as any game needs at this player count (each with
        its own seat columns, options and note), so choosing a game never resizes it."""
        if self._measuring:
            return
        current, count = self._game, self._players.value()
        key = self._fit_key(count)
        if key in _FITS:
            self.setMinimumSize(_FITS[key])
            return
        self._measuring = True
        seats = {i: row.state() for i, row in enumerate(self._rows)}
        memory = dict(self._seat_memory)
        need = QSize(self.fontMetrics().horizontalAdvance("M") * 30, 0)
        try:
            for game in GAMES:
                low, high = GAMES[game].player_range
                self._set_game(game, max(low, min(high, count)))
                self._show_note(self.problem())
                self._fresh_layout()
                need = need.expandedTo(self.sizeHint())
            need = need.expandedTo(self.layout().totalMinimumSize())
            if self._problem.isHidden():       # a line kept for why OK is disabled
                need.setHeight(need.height() + self._problem.sizeHint().height()
                               + self.layout().spacing())
        finally:
            self._set_seat_count(0, remember=False)
            self._seat_memory = {**memory, **seats}
            self._set_game(current)
            self._measuring = False
        _FITS[key] = need
        self.setMinimumSize(need)

    def _fit_key(self, count: int) -> tuple:
        """What the fitting size depends on: the words (the language, a pseudo-translation),
        the digits, the font and the games offered, and the player count."""
        return (self.windowTitle(), digit_policy(), self.font().key(), tuple(GAMES), count)

    def _set_seat_count(self, count: int, remember: bool = True) -> None:
        while len(self._rows) > count:
            index = len(self._rows) - 1
            row = self._rows.pop()
            if remember:
                self._seat_memory[index] = row.state()
            for widget in row.widgets():
                self._seats_grid.removeWidget(widget)
                widget.hide()
                widget.setParent(None)  # gone from findChildren() at once
                widget.deleteLater()
        while len(self._rows) < count:
            index = len(self._rows)
            state = self._seat_memory.get(index) or (
                default_seat_name(index) if index == 0 else self._free_bot_name(),
                "human" if index == 0 else "bot", GAMES[self._game].middle_level, None)
            if state[1] == "bot" and state[0] in NAMES and state[0].casefold() in {
                    row.name.text().strip().casefold() for row in self._rows}:
                state = (self._free_bot_name(), *state[1:])   # its character was taken since
            row = _SeatRow(self._seats_box, index, state, GAMES[self._game])
            self._seats_grid.addWidget(row.label, index, 0)
            self._seats_grid.addWidget(row.name, index, 1)
            self._seats_grid.addWidget(row.kind, index, 2)
            if row.style is not None:
                self._seats_grid.addWidget(row.style, index, 3)
                row.style.currentIndexChanged.connect(self._refresh)
            row.name.textChanged.connect(self._refresh)
            row.kind.currentIndexChanged.connect(self._refresh)
            self._rows.append(row)
            for widget in row.widgets():
                widget.show()      # now, not at the next event: the size is measured at once

    def _free_bot_name(self) -> str:
        """A new bot seat's name: the first character name (in the order drawn from
        ``BOT_NAME_SEED``) that no seat shown or remembered is called."""
        taken = {row.name.text().strip().casefold() for row in self._rows} | \
            {state[0].strip().casefold() for state in self._seat_memory.values()}
        return next(name for name in bot_names(BOT_NAME_SEED, len(NAMES))
                    if name.casefold() not in taken)

    def _build_options(self, game: str) -> None:
        while self._options_form.rowCount():
            self._options_form.removeRow(0)  # deletes the row's widgets
        self._editors = {}
        remembered = self._option_memory.get(game, {})
        spec = GAMES[game]
        fields = [*spec.options.fields(), *(spec.table_options.fields()
                                            if spec.table_options else ())]
        for field in fields:
            name = field.name
            if name == "players":
                continue
            editor = self._make_editor(game, field)
            if editor is None:
                continue
            if name in remembered:
                try:
                    editor.set(remembered[name])
                except (TypeError, ValueError):
                    log.warning("ignoring remembered %s option %s=%r", game, name,
                                remembered[name])
            editor.widget.setObjectName(f"option_{name}")
            if editor.label is None:
                self._options_form.addRow(editor.widget)
            else:
                self._options_form.addRow(editor.label, editor.widget)
            self._editors[name] = editor
            editor.widget.show()   # now, not at the next event: the size is measured at once
            label = self._options_form.labelForField(editor.widget)
            if label is not None:
                label.show()
        self._options_box.setVisible(bool(self._editors))

    def _make_editor(self, game: str, field: OptionField) -> _OptionEditor:
        """A widget for one option field, set to the field's default."""
        name, kind = field.name, field.kind
        default = None if field.required else field.default
        label = option_label(game, name)
        parent = self._options_box
        if kind is bool:
            box = QCheckBox(label, parent)
            box.setChecked(bool(default))
            box.toggled.connect(self._refresh)
            return _OptionEditor(box, None, box.isChecked, lambda v: box.setChecked(bool(v)))
        if kind == "choice":
            combo = QComboBox(parent)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            for value in field.choices:
                combo.addItem(option_choice_label(game, name, value), value)

            def set_choice(value: Any) -> None:
                index = combo.findData(value)
                if index < 0:
                    raise ValueError(f"not a choice: {value!r}")
                combo.setCurrentIndex(index)

            if default is not None:
                set_choice(default)
            combo.currentIndexChanged.connect(self._refresh)
            return _OptionEditor(combo, label, combo.currentData, set_choice)
        # an int or a float (the only other kinds an option may have)
        low, high = field.low, field.high
        if kind is int:
            spin = QSpinBox(parent)
            spin.setRange(int(low if low is not None else 0),
                          int(high if high is not None else 999_999))
            # Big ranges (points to win) move in tens; typing any value still works.
            spin.setSingleStep(10 if spin.maximum() - spin.minimum() >= 200 else 1)
            convert = int
        else:
            spin = QDoubleSpinBox(parent)
            spin.setRange(low if low is not None else 0.0,
                          high if high is not None else 999_999.0)
            spin.setSingleStep(0.1)
            convert = float
        if default is not None:
            spin.setValue(convert(default))

        def set_number(value: Any) -> None:
            spin.setValue(convert(value))

        spin.valueChanged.connect(self._refresh)
        return _OptionEditor(spin, label, spin.value, set_number)

    # --- state ----------------------------------------------------------------------------
    def _raw_setup(self) -> dict[str, Any]:
        spec = GAMES[self._game]
        table_fields = {f.name for f in spec.table_options.fields()} if spec.table_options \
            else set()
        options = {"players": self._players.value()}
        options.update({name: editor.get() for name, editor in self._editors.items()
                        if name not in table_fields})
        table_options = {name: editor.get() for name, editor in self._editors.items()
                         if name in table_fields}
        seats = []
        for row in self._rows:
            name, kind, level, style = row.state()
            seats.append({"name": name, "kind": kind, "level": level, "style": style})
        return {"game": self._game, "options": options, "table_options": table_options,
                "seats": seats}

    def _refresh(self) -> None:
        """Re-check the choices, show why OK is disabled, and fix the tab order and size."""
        if self._measuring:
            return
        self._grey_out_what_does_not_apply()
        problem = self.problem()
        self._show_note(problem)
        self._ok.setEnabled(not problem)
        self._problem_text.setText(problem)
        self._problem.setVisible(bool(problem))
        self._chain_tab_order()
        self._fresh_layout()
        hint = self.sizeHint()
        # Fit the height to the rows; keep a width the user widened (before showing: the hint).
        width = max(self.width(), hint.width()) if self.isVisible() else hint.width()
        self.resize(width, hint.height())

    def _grey_out_what_does_not_apply(self) -> None:
        """An option that means nothing with the other choices (the declaration's
        ``Applies``: a 2-player rule with 7 players) is greyed out, keeping its value."""
        spec = GAMES[self._game]
        raw = self._raw_setup()
        values = {**raw["options"], **raw["table_options"]}
        fields = {f.name: f for f in (*spec.options.fields(), *(
            spec.table_options.fields() if spec.table_options else ()))}
        for name, editor in self._editors.items():
            applies = fields[name].applies_to(values)
            label = self._options_form.labelForField(editor.widget)
            for widget in (editor.widget, label):
                if widget is not None and widget.isEnabled() != applies:
                    widget.setEnabled(applies)
            editor.widget.setToolTip("" if applies else QCoreApplication.translate(
                "NewGameDialog", "Not used with the players and options chosen."))

    def _fresh_layout(self) -> None:
        """Lay the dialog out now for the rows and options just made. Qt learns of a box's new
        size hint only when the event loop turns; measuring before that read the old one."""
        for box in (self._seats_box, self._options_box, self._note, self._problem):
            box.updateGeometry()
        self.layout().invalidate()
        self.layout().activate()

    def _show_note(self, problem: str) -> None:
        spec = GAMES[self._game]
        text = ""
        if spec.setup_note is not None and not problem:
            source, values = spec.setup_note(self.setup().options_model())
            text = QCoreApplication.translate("GameOptions", source).format(
                **{k: number(v) if isinstance(v, int) else v for k, v in values.items()})
        self._note.setText(text)

    def _chain_tab_order(self) -> None:
        chain: list[QWidget] = [self._game_combo, self._players]
        for row in self._rows:
            chain += [row.name, row.kind, *([row.style] if row.style else [])]
        chain += [editor.widget for editor in self._editors.values()]
        chain += [self._ok, self._buttons.button(QDialogButtonBox.StandardButton.Cancel)]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)


__all__ = ["NewGameDialog", "default_seat_name"]
