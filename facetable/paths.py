"""Where the resources shipped with FaceTable live.

In the source tree they sit beside the package (``assets/``, ``translations/``); an installed
FaceTable carries them inside the package as ``facetable/assets`` and ``facetable/translations``
(pyproject.toml maps them there).
"""
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _resource_dir(name: str) -> Path:
    installed = _PACKAGE / name
    return installed if installed.is_dir() else _PACKAGE.parent / name


ASSETS_DIR = _resource_dir("assets")
TRANSLATIONS_DIR = _resource_dir("translations")
