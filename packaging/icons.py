"""The app icon in every format the desktop builds need, made from ``assets/icons/facetable.svg``.

- PNG files of the sizes a Linux icon theme looks for (``hicolor/<n>x<n>/apps``), drawn by Qt's
  SVG renderer;
- ``facetable.ico`` for Windows and ``facetable.icns`` for macOS, written here byte by byte
  with PNG images inside (both formats allow that: Windows Vista and later, macOS 10.7 and
  later), so no image library beyond Qt is needed.

``packaging/build.py`` calls :func:`make_icons` before PyInstaller runs.
"""
from __future__ import annotations

import os
import struct
from pathlib import Path

from facetable.app.main import DESKTOP_NAME

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "assets" / "icons" / "facetable.svg"

#: Sizes a freedesktop icon theme offers (hicolor), 16 to 512 pixels.
LINUX_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
#: Sizes inside the Windows .ico (256 is the largest the format holds).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: The .icns element type of each PNG size (macOS 10.7+). Retina types hold twice the size
#: of their name: ic11 is 16@2x (32 px), ic12 32@2x, ic13 128@2x, ic14 256@2x, ic10 512@2x.
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
              (b"ic14", 512))


def render_png(size: int, svg: Path = SVG) -> bytes:
    """The SVG drawn on a transparent ``size`` x ``size`` square, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _gui_app()
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG that Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode the {size} px icon")
    buffer.close()
    return bytes(data)


_app = None     # the QGuiApplication made by _gui_app, kept alive


def _gui_app() -> None:
    """Qt draws only once a QGuiApplication exists; make an offscreen one if there is none."""
    global _app
    from PySide6.QtGui import QGuiApplication
    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _app = QGuiApplication([])


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon file holding the given PNG images (size -> PNG bytes), smallest first.

    Layout: ICONDIR (reserved 0, type 1, count), one 16-byte ICONDIRENTRY per image (width and
    height as one byte each, 0 meaning 256; colours 0; planes 1; 32 bits per pixel; data size
    and offset), then the images."""
    sizes = sorted(pngs)
    if not sizes or sizes[-1] > 256 or sizes[0] < 1:
        raise ValueError(f"an .ico holds images of 1 to 256 pixels, not {sizes}")
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size == 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon file: ``icns`` and the total length, then one element per type of
    ``ICNS_TYPES`` whose size is given (4-byte type, 4-byte length counting its 8-byte header,
    PNG data), all big-endian."""
    elements = b""
    for kind, size in ICNS_TYPES:
        if size in pngs:
            elements += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    if not elements:
        raise ValueError("no image of a size an .icns holds")
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def make_icons(out: Path, svg: Path = SVG) -> dict[str, Path]:
    """Write into ``out``: ``hicolor/<n>x<n>/apps/<id>.png`` for ``LINUX_SIZES`` and
    ``hicolor/scalable/apps/<id>.svg`` (``<id>``: the app's id, ``DESKTOP_NAME``), ``facetable.ico``, ``facetable.icns`` and
    ``facetable.png`` (256 px). Returns the paths by name ("ico", "icns", "png", "hicolor")."""
    sizes = sorted({*LINUX_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: render_png(size, svg) for size in sizes}
    hicolor = out / "hicolor"
    for size in LINUX_SIZES:
        folder = hicolor / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{DESKTOP_NAME}.png").write_bytes(pngs[size])
    scalable = hicolor / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    (scalable / f"{DESKTOP_NAME}.svg").write_bytes(svg.read_bytes())
    paths = {"ico": out / "facetable.ico", "icns": out / "facetable.icns",
             "png": out / "facetable.png", "hicolor": hicolor}
    paths["ico"].write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    paths["icns"].write_bytes(icns_bytes(pngs))
    paths["png"].write_bytes(pngs[256])
    return paths
