"""The welcome screen: what FaceTable shows at start, and after a game when the player goes back.

Every offered game (``facetable.games.GAMES.menus()``: what its declaration's ``MENU`` says,
no engine loaded) has a tile: its picture, its name, Play (the new-game dialog on that game)
and Rules, and Learn to play (its guided first game) on the picture's foot. Above them:
Continue (only when an unfinished game is saved, with what it is), New game, Rules and
Statistics. Nothing here names a game: a game registered in ``facetable/games`` appears by
itself.

A game's picture is a small fan of its cards, drawn from the SVG files its declaration names
(``GameMenu.cover``); without them, its screenshot (``assets/screenshots/<id>.png``) if there is
one, else the tile shows the name alone. Drawing the five fans from their SVGs takes ~50 ms, so
a tile is first painted without its picture and draws it on the next turn of the event loop:
the first frame of the app does not wait for them. What is drawn is kept on disk with the card
pictures (``facetable.table.art_cache``): at a later start each picture is read back in a
fraction of a millisecond, and Qt's SVG module is not even loaded.
"""
from __future__ import annotations

import logging
import math

from PySide6.QtCore import (QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, QTimer,
                            Signal)
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton,
                               QScrollArea, QSizePolicy, QVBoxLayout, QWidget)

from facetable.games import GameMenu
from facetable.paths import ASSETS_DIR
from facetable.table import art_cache
from facetable.table.theme import THEME, felt_brush

from .games import GAMES, title

log = logging.getLogger(__name__)
translate = QCoreApplication.translate

#: A game tile's picture, in device-independent pixels: its full size, and the least height
#: it is given when many games share a small window (below that, the games scroll).
PICTURE = QSize(156, 132)
MIN_PICTURE_HEIGHT = 56
TILE_WIDTH = 176
#: Degrees between two cards of a fan.
FAN_STEP = 13.0


# --- a game's picture ---------------------------------------------------------------------------
#: Pictures drawn so far, by (game, cover, width, height, pixel ratio).
_COVERS: dict[tuple, QImage] = {}


def cover_image(spec: GameMenu, size: QSize = PICTURE, dpr: float = 1.0) -> QImage:
    """The game's picture at ``size``: a fan of its cover cards, its screenshot, or a null
    image when it has neither (or none of them can be drawn). Drawn once, then kept."""
    key = (spec.id, spec.cover, size.width(), size.height(), dpr)
    if key not in _COVERS:
        if len(_COVERS) > 64:                      # many pixel ratios or sizes: start again
            _COVERS.clear()
        _COVERS[key] = _draw_cover(*key)
    return _COVERS[key]


def cover_ready(spec: GameMenu, size: QSize = PICTURE, dpr: float = 1.0) -> bool:
    return (spec.id, spec.cover, size.width(), size.height(), dpr) in _COVERS


def _draw_cover(game: str, cover: tuple[str, ...], width: int, height: int,
                dpr: float) -> QImage:
    """The picture, from the disk cache when it holds it (drawn from the same files at the same
    size), else drawn and stored there (unless a cover card could not be drawn)."""
    pixels = max(1, round(width * dpr)), max(1, round(height * dpr))
    sources = [ASSETS_DIR / name for name in cover] or \
        [ASSETS_DIR / "screenshots" / f"{game}.png"]
    image = art_cache.load(sources, game, "cover", *pixels)
    if image is None:
        image, whole = _paint_cover(game, cover, width, height, dpr)
        if whole and not image.isNull():
            art_cache.store(sources, game, "cover", image)
    image.setDevicePixelRatio(dpr)
    return image


def _paint_cover(game: str, cover: tuple[str, ...], width: int, height: int,
                 dpr: float) -> tuple[QImage, bool]:
    """The picture drawn at ``width``×``height`` device-independent pixels, and whether every
    card of the cover could be drawn."""
    from PySide6.QtSvg import QSvgRenderer             # only when a picture must be drawn
    renderers = []
    for name in cover:
        renderer = QSvgRenderer(str(ASSETS_DIR / name))
        if renderer.isValid():
            renderers.append(renderer)
        else:
            log.warning("cover picture %s of %s is missing or broken", name, game)
    image = QImage(max(1, round(width * dpr)), max(1, round(height * dpr)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    if renderers:
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.scale(dpr, dpr)
        _paint_fan(painter, renderers, width, height)
        painter.end()
    else:
        shot = QImage(str(ASSETS_DIR / "screenshots" / f"{game}.png"))
        if shot.isNull():
            return QImage(), False
        shot = shot.scaled(image.size(), Qt.AspectRatioMode.KeepAspectRatioByExpanding,
                           Qt.TransformationMode.SmoothTransformation)
        x, y = (shot.width() - image.width()) // 2, (shot.height() - image.height()) // 2
        image = shot.copy(x, y, image.width(), image.height()).convertToFormat(
            QImage.Format.Format_ARGB32_Premultiplied)
    return image, len(renderers) == len(cover)


def _paint_fan(painter: QPainter, renderers: list, width: int, height: int) -> None:
    """The cards held in a fan: each turned about a point below the fan's bottom centre, the
    first at the back, the middle one upright; scaled and centred so the whole fan fits."""
    n = len(renderers)
    size = renderers[-1].defaultSize()
    ratio = size.width() / max(1, size.height())
    angles = [FAN_STEP * (i - (n - 1) / 2) for i in range(n)]
    # A card of height 1 stands on [-ratio/2, ratio/2] x [-1 - DROP, -DROP] above the pivot.
    drop = 0.35
    card = QRectF(-ratio / 2, -1 - drop, ratio, 1)
    corners = []
    for angle in angles:
        a = math.radians(angle)
        for p in (card.topLeft(), card.topRight(), card.bottomLeft(), card.bottomRight()):
            corners.append((p.x() * math.cos(a) - p.y() * math.sin(a),
                            p.x() * math.sin(a) + p.y() * math.cos(a)))
    left, right = min(x for x, _ in corners), max(x for x, _ in corners)
    top, bottom = min(y for _, y in corners), max(y for _, y in corners)
    scale = min(width * 0.96 / (right - left), height * 0.94 / (bottom - top))
    pivot = QPointF(width / 2 - (left + right) / 2 * scale,
                    height / 2 - (top + bottom) / 2 * scale)
    h, w = scale, scale * ratio
    for renderer, angle in zip(renderers, angles):
        painter.save()
        painter.translate(pivot)
        painter.rotate(angle)
        rect = QRectF(-w / 2, -h * (1 + drop), w, h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))                 # a soft shadow
        painter.drawRoundedRect(rect.translated(2.5, 3), w * 0.07, w * 0.07)
        renderer.render(painter, rect)
        painter.restore()


# --- the screen -----------------------------------------------------------------------------
class GameTile(QFrame):
    """One game: its picture and name, Play and Rules."""

    play = Signal(str)
    rules = Signal(str)
    learn = Signal(str)

    def __init__(self, spec: GameMenu, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = spec.id
        self.setObjectName(f"game_{spec.id}")
        self.setFixedWidth(TILE_WIDTH)
        self.setStyleSheet("GameTile { background: rgba(0, 0, 0, 55); border-radius: 12px; }")
        self.picture = _PictureButton(spec)
        self.picture.clicked.connect(lambda: self.play.emit(self.game))
        self.name = QLabel(title(spec.id))
        self.name.setObjectName("title")
        self.name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name.setWordWrap(True)
        self.name.setStyleSheet("color: #fff6d8; font-size: 15px; font-weight: bold;")
        # Room for two lines, so that every tile has the same height.
        self.name.setMinimumHeight(self.name.fontMetrics().lineSpacing() * 2 + 14)
        self.play_button = QPushButton(translate("Welcome", "Play"))
        self.play_button.setObjectName("play")
        self.play_button.setToolTip(translate("Welcome", "Set up a new game of %1")
                                    .replace("%1", title(spec.id)))
        self.play_button.clicked.connect(lambda: self.play.emit(self.game))
        self.rules_button = QPushButton(translate("Welcome", "Rules"))
        self.rules_button.setObjectName("rules")
        self.rules_button.setToolTip(translate("Welcome", "How to play %1")
                                     .replace("%1", title(spec.id)))
        self.rules_button.clicked.connect(lambda: self.rules.emit(self.game))
        buttons = QHBoxLayout()
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.rules_button)
        # Learn to play (the game's guided first game, for a game that has one) lies on the
        # picture's foot: it takes no height of its own, so any number of games still fit.
        self.learn_button = QPushButton(translate("Welcome", "Learn to play"), self.picture)
        self.learn_button.setObjectName("learn")
        self.learn_button.setToolTip(translate("Welcome", "A short guided game of %1")
                                     .replace("%1", title(spec.id)))
        self.learn_button.setStyleSheet(
            "QPushButton { background: rgba(20, 40, 28, 215); color: #fff6d8; font-size: 12px;"
            " border: 1px solid #ffd54a; border-radius: 9px; padding: 2px 10px; }"
            " QPushButton:hover, QPushButton:focus { background: rgba(60, 90, 60, 235); }")
        self.learn_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.learn_button.clicked.connect(lambda: self.learn.emit(self.game))
        self.learn_button.setVisible(bool(spec.lesson))
        self.picture.foot = self.learn_button
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 10, 10, 10)
        box.addWidget(self.picture, alignment=Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.name)
        box.addLayout(buttons)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def height_without_picture(self) -> int:
        """The tile's height at its width (the name may wrap), less its picture's."""
        height = self.heightForWidth(TILE_WIDTH)
        return (height if height > 0 else self.sizeHint().height()) - self.picture.height()

    def set_picture_height(self, height: int) -> None:
        self.picture.set_size(QSize(PICTURE.width(), height))


class _PictureButton(QLabel):
    """The game's picture (drawn on the next turn of the event loop the first time); a click
    plays it."""

    clicked = Signal()

    def __init__(self, spec: GameMenu) -> None:
        super().__init__()
        self.spec = spec
        self.setObjectName("picture")
        self.size_ = PICTURE
        self.setFixedSize(PICTURE)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(title(spec.id))
        self._waiting = False
        #: A button lying on the picture's foot, centred (Learn to play), or None.
        self.foot: QWidget | None = None

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        foot = self.foot
        if foot is not None:
            hint = foot.sizeHint()
            width = min(hint.width(), self.width())
            foot.setGeometry((self.width() - width) // 2, self.height() - hint.height(),
                             width, hint.height())

    def set_size(self, size: QSize) -> None:
        """Draw the picture at ``size`` (a smaller fan when there are many games)."""
        if size != self.size_:
            self.size_ = size
            self.setFixedSize(size)
            self.update()

    def paintEvent(self, event) -> None:
        dpr = self.devicePixelRatioF()
        if not cover_ready(self.spec, self.size_, dpr):
            if not self._waiting:
                self._waiting = True
                QTimer.singleShot(0, self, self._draw)
            return
        image = cover_image(self.spec, self.size_, dpr)
        painter = QPainter(self)
        if image.isNull():
            painter.setPen(QColor("#fff6d8"))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             title(self.spec.id))
        else:
            painter.drawImage(QPointF(0, 0), image)

    def _draw(self) -> None:
        cover_image(self.spec, self.size_, self.devicePixelRatioF())
        self._waiting = False
        self.update()

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
                event.position().toPoint()):
            self.clicked.emit()


class WelcomeScreen(QWidget):
    """The start screen. Signals say what the player chose; the window does it."""

    continue_game = Signal()
    #: New game: the game id to open the dialog on ("" for the last one played).
    new_game = Signal(str)
    #: Rules: the game id ("" for the rules window's first game).
    rules = Signal(str)
    #: Learn to play: the game id.
    learn = Signal(str)
    statistics = Signal()
    #: The screen was painted for the first time (the window's first frame, at start-up).
    first_painted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self._painted = False
        THEME.changed.connect(self.update)              # the felt chosen in the settings
        heading = QLabel("FaceTable")
        heading.setObjectName("heading")
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        heading.setStyleSheet("color: #fff6d8; font-size: 34px; font-weight: bold;")
        tagline = QLabel(translate("Welcome", "Card games against bots or friends, on one "
                                              "screen."))
        tagline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        tagline.setWordWrap(True)
        tagline.setStyleSheet("color: #d8e8dc; font-size: 15px;")

        self.continue_button = self._button("continue", translate("Welcome", "Continue"),
                                            self.continue_game.emit)
        self.new_button = self._button("new_game", translate("Welcome", "New game…"),
                                       lambda: self.new_game.emit(""))
        self.rules_button = self._button("rules", translate("Welcome", "Rules"),
                                         lambda: self.rules.emit(""))
        self.stats_button = self._button("statistics", translate("Welcome", "Statistics"),
                                         self.statistics.emit)
        row = QHBoxLayout()
        row.addStretch(1)
        for button in (self.continue_button, self.new_button, self.rules_button,
                       self.stats_button):
            row.addWidget(button)
        row.addStretch(1)
        self.saved = QLabel()
        self.saved.setObjectName("saved")
        self.saved.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.saved.setWordWrap(True)
        self.saved.setStyleSheet("color: #fff6d8; font-size: 13px;")
        self.note = QLabel()
        self.note.setObjectName("note")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #ffd54a; font-size: 13px;")
        self.note.hide()

        self.tiles = [GameTile(menu) for menu in GAMES.menus()]
        for tile in self.tiles:
            tile.play.connect(self.new_game)
            tile.rules.connect(self.rules)
            tile.learn.connect(self.learn)
        self._grid = QGridLayout()
        self._grid.setSpacing(12)
        self._columns = 0
        holder = QWidget()
        holder.setObjectName("games")
        holder.setStyleSheet("#games { background: transparent; }")
        across = QHBoxLayout()
        across.addStretch(1)
        across.addLayout(self._grid)
        across.addStretch(1)
        outer = QVBoxLayout(holder)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)                # the rows may take the whole height (``_fit``)
        outer.addStretch(1)
        outer.addLayout(across)
        outer.addStretch(2)
        self.scroll = QScrollArea()
        # A viewport made here (as the table's, ``TableView``): the one Qt makes reaches
        # Python as a bare QWidget pointer, and PySide would then create the Python type of
        # every widget class to match it (about 15 ms before the first frame).
        self.scroll.setViewport(QWidget())
        self.scroll.setWidget(holder)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setStyleSheet("QScrollArea { background: transparent; }")
        self.scroll.viewport().setAutoFillBackground(False)
        self.scroll.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.scroll.viewport().installEventFilter(self)

        box = QVBoxLayout(self)
        box.setContentsMargins(24, 22, 24, 16)
        box.setSpacing(10)
        box.addWidget(heading)
        box.addWidget(tagline)
        box.addSpacing(8)
        box.addLayout(row)
        box.addWidget(self.saved)
        box.addWidget(self.note)
        box.addSpacing(8)
        box.addWidget(self.scroll, 1)
        self.set_saved_game(None)
        self._arrange(len(self.tiles))

    def _button(self, name: str, text: str, slot) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setMinimumSize(150, 40)
        button.setStyleSheet("font-size: 15px;")
        button.clicked.connect(lambda _=False: slot())
        return button

    # --- what the window tells it ---------------------------------------------------------------
    def set_saved_game(self, description: str | None) -> None:
        """Offer Continue with a line about the unfinished game, or hide it (None)."""
        self.continue_button.setVisible(description is not None)
        self.saved.setVisible(description is not None)
        self.saved.setText(description or "")
        default = self.continue_button if description is not None else self.new_button
        for button in (self.continue_button, self.new_button):
            button.setDefault(button is default)
            button.setAutoDefault(button is default)

    def show_note(self, text: str) -> None:
        """A line for the player (e.g. why there is nothing to continue); '' hides it."""
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def set_statistics_enabled(self, on: bool) -> None:
        self.stats_button.setVisible(on)

    def focus_default(self) -> None:
        """Keyboard focus on Continue when it is offered, else on New game (Enter presses it)."""
        button = self.continue_button if self.continue_button.isVisible() else self.new_button
        button.setFocus()

    def tile(self, game: str) -> GameTile:
        return next(t for t in self.tiles if t.game == game)

    # --- layout ---------------------------------------------------------------------------
    def _arrange(self, columns: int) -> None:
        columns = max(1, min(columns, len(self.tiles)))
        if columns == self._columns:
            return
        self._columns = columns
        for tile in self.tiles:
            self._grid.removeWidget(tile)
        for i, tile in enumerate(self.tiles):
            self._grid.addWidget(tile, i // columns, i % columns)

    def _fit(self) -> None:
        """As many tiles in a row as the width takes, and pictures as tall as lets every row
        be seen at once (from full size down to ``MIN_PICTURE_HEIGHT``; then the games
        scroll)."""
        if not self.tiles:
            return
        room = self.scroll.viewport().size()
        spacing = self._grid.spacing()
        self._arrange((room.width() - 24 + spacing) // (TILE_WIDTH + spacing))
        rows = math.ceil(len(self.tiles) / self._columns)
        per_row = (room.height() - (rows - 1) * spacing) // rows
        height = per_row - max(tile.height_without_picture() for tile in self.tiles)
        height = max(MIN_PICTURE_HEIGHT, min(PICTURE.height(), height))
        for tile in self.tiles:
            tile.set_picture_height(height)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if watched is self.scroll.viewport() and event.type() == QEvent.Type.Resize:
            self._fit()
        return False

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), felt_brush(self.width(), self.height()))
        painter.end()
        if not self._painted:
            self._painted = True
            self.first_painted.emit()
