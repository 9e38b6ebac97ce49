"""Drawing an SVG card picture into an image, as the art tests look at them."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer


def render_svg(path: Path, width: int, height: int, onto: QImage | None = None) -> QImage:
    """``path`` drawn at ``width`` × ``height`` on a transparent image (or over ``onto``)."""
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), path
    image = onto
    if image is None:
        image = QImage(width, height, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image
