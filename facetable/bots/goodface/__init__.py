"""Good Face Bad Face bots: ``BOTS`` maps a name to a factory. They see only a ``View``.

Only ``random`` so far (a reference for tests and the arena); the levels come later.
"""
from __future__ import annotations

from .random import RandomBot

BOTS = {"random": RandomBot}

__all__ = ["BOTS", "RandomBot"]
