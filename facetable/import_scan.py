"""A faster answer to the question PySide6 asks of every module imported after it.

Since PYSIDE-2029, PySide's import hook asks of each module imported (or imported again) once
PySide is loaded whether its source mentions "PySide6", to know whether ``from __feature__
import …`` switching applies to it. It asks through ``inspect.getsource``: tokenizer, linecache
and a copy of every line kept for the rest of the run. At start-up that is 70-odd modules (ours
and the standard library's) and 8–12 ms, 5% of the demo's start-up.

:func:`install` puts a function in its place that asks the same question of the file's bytes.
Anything it cannot read as a plain ``.py`` file (built-in, compiled or zipped modules, a file
gone) it hands to PySide's own function, so the answers are PySide's. If a PySide version no
longer has that function, nothing is replaced. The app never uses ``__feature__``.
"""
from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

#: Where PySide keeps the function (``shibokensupport.feature._mod_uses_pyside``).
_MODULE, _NAME = "shibokensupport.feature", "_mod_uses_pyside"


def install() -> bool:
    """Replace PySide's check by :func:`uses_pyside` (once); False where PySide has none."""
    feature = sys.modules.get(_MODULE)
    original = getattr(feature, _NAME, None)
    if original is None or not callable(original):
        return False
    if getattr(original, "__wrapped__", None) is not None:     # already installed
        return True

    def check(module: ModuleType) -> bool:
        return uses_pyside(module, original)

    check.__wrapped__ = original                              # type: ignore[attr-defined]
    setattr(feature, _NAME, check)
    return True


def uses_pyside(module: ModuleType, fallback: Callable[[ModuleType], bool]) -> bool:
    """Whether ``module``'s source mentions PySide6, read from its ``.py`` file as bytes;
    ``fallback(module)`` for a module that has no such file."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return fallback(module)
    try:
        with open(path, "rb") as source:
            return b"PySide6" in source.read()
    except OSError:
        return fallback(module)
