"""Vector card art drawn into cached pixmaps, one per (picture, pixel size).

Drawing one picture from its SVG takes 1 to 7 ms (``art_cache`` keeps what was drawn on disk
for the next run). Drawn on demand, the first deal of a game
drew several in one frame (a 20 to 40 ms hitch, measured by ``python -m facetable.bench``). So
the first time a game's cards are asked for at a new size, the game's other pictures are drawn
at that size too, one at a time between frames (``_Prerender``), before they are needed.
"""
from __future__ import annotations

from collections import deque
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter, QPixmap

from facetable.paths import ASSETS_DIR

from . import art_cache
from .theme import resolve

#: Pause between two pictures drawn ahead (ms): frames go on in between.
PRERENDER_INTERVAL_MS = 15


def _svg(game: str, name: str) -> Path:
    return ASSETS_DIR / "cards" / game / f"{name}.svg"


@lru_cache(maxsize=64)
def _renderer(game: str, name: str):
    # Qt's SVG module is loaded at the first picture not in the disk cache (art_cache): at a
    # usual start every picture comes from there, and loading it then would cost ~1.5 ms.
    from PySide6.QtSvg import QSvgRenderer
    path = _svg(game, name)
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        raise FileNotFoundError(f"card picture missing or broken: {path}")
    return renderer


@lru_cache(maxsize=512)
def _draw(game: str, name: str, width: int, height: int, dpr: float) -> QPixmap:
    pixels = max(1, round(width * dpr)), max(1, round(height * dpr))
    image = art_cache.load(_svg(game, name), game, name, *pixels)
    if image is None:
        image = QImage(*pixels, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        _renderer(game, name).render(painter, QRectF(0, 0, image.width(), image.height()))
        painter.end()
        art_cache.store(_svg(game, name), game, name, image)
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def card_pixmap(game: str, name: str, width: int, height: int, dpr: float = 1.0) -> QPixmap:
    """The picture ``name`` of ``game`` at ``width``×``height`` device-independent pixels
    (the shared deck's ``back``: the back chosen in the settings, ``theme.resolve``)."""
    game, name = resolve(game, name)
    _prerender.size_used(game, width, height, dpr)
    return _draw(game, name, width, height, dpr)


def card_names(game: str) -> list[str]:
    """Every picture of ``game`` (its ``assets/cards/<game>/*.svg``)."""
    return sorted(path.stem for path in (ASSETS_DIR / "cards" / game).glob("*.svg"))


class _Prerender:
    """Draws a game's pictures at a size just used, one per timer tick, in the GUI thread
    (pixmaps belong to it). A new size for the game replaces the pictures still queued."""

    def __init__(self) -> None:
        self._seen: set[tuple[str, int, int, float]] = set()
        self._queue: deque[tuple[str, str | None, int, int, float]] = deque()  # None: all
        self._timer: QTimer | None = None

    def size_used(self, game: str, width: int, height: int, dpr: float) -> None:
        size = (game, width, height, dpr)
        if size in self._seen or QCoreApplication.instance() is None:
            return
        if len(self._seen) > 64:                 # a window resized many times
            self._seen.clear()
        self._seen.add(size)
        self._queue = deque(item for item in self._queue if item[0] != game)
        # The game's pictures are listed at the first tick, not in the middle of a paint.
        self._queue.append((game, None, width, height, dpr))
        if self._timer is None:
            self._timer = QTimer()
            self._timer.setInterval(PRERENDER_INTERVAL_MS)
            self._timer.timeout.connect(self._next)
        self._timer.start()

    def _next(self) -> None:
        if not self._queue:
            self._timer.stop()
            return
        game, name, width, height, dpr = self._queue.popleft()
        if name is None:
            self._queue.extendleft((game, each, width, height, dpr)
                                   for each in reversed(card_names(game)))
            return
        _draw(game, name, width, height, dpr)


_prerender = _Prerender()
