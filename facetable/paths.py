"""Where the resources shipped with FaceTable live.

In the source tree they sit beside the package (``assets/``, ``translations/``); an installed
FaceTable carries them inside the package as ``facetable/assets`` and ``facetable/translations``
(pyproject.toml maps them there). The desktop build (PyInstaller, ``packaging/facetable.spec``)
puts them in the same place inside its bundle folder, which it names in ``sys._MEIPASS``.
"""
import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def resource_dir(name: str, package: Path = _PACKAGE, bundle: str | None = None) -> Path:
    """The folder of resource ``name``: in a frozen app's bundle when ``bundle`` is given,
    else inside the installed package, else beside the package (the source tree)."""
    if bundle is not None:
        return Path(bundle) / "facetable" / name
    installed = package / name
    return installed if installed.is_dir() else package.parent / name


def is_frozen() -> bool:
    """Running as the desktop build (PyInstaller sets ``sys.frozen``)."""
    return bool(getattr(sys, "frozen", False))


_BUNDLE = getattr(sys, "_MEIPASS", None) if is_frozen() else None
ASSETS_DIR = resource_dir("assets", bundle=_BUNDLE)
TRANSLATIONS_DIR = resource_dir("translations", bundle=_BUNDLE)
