"""Filesystem locations of the resources shipped with FaceTable."""

from pathlib import Path

ASSETS_DIR = Path(__file__).resolve().parent.parent / "assets"
