"""Vector card art drawn into cached pixmaps, one per (picture, pixel size)."""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from facetable.paths import ASSETS_DIR


@lru_cache(maxsize=64)
def _renderer(game: str, name: str) -> QSvgRenderer:
    path = ASSETS_DIR / "cards" / game / f"{name}.svg"
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        raise FileNotFoundError(f"card picture missing or broken: {path}")
    return renderer


@lru_cache(maxsize=512)
def card_pixmap(game: str, name: str, width: int, height: int, dpr: float = 1.0) -> QPixmap:
    """The picture ``name`` of ``game`` at ``width``×``height`` device-independent pixels."""
    image = QImage(max(1, round(width * dpr)), max(1, round(height * dpr)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _renderer(game, name).render(painter, QRectF(0, 0, image.width(), image.height()))
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap
