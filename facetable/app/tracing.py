"""The app's trace for tools that drive it: with FACETABLE_TRACE_MOVES=1 every action is printed
on stdout (one JSON line: the move) once it is saved and as the table starts to show it, and a
few moments of the app are too ({"trace": name}): the kill and signal tests
(tests/test_kill.py) compare the saves with it.

Its own module, so the window can say a moment (the welcome screen asking to continue) without
loading the game session and the table behind it.
"""
from __future__ import annotations

import os
import sys

TRACE_MOVES = os.environ.get("FACETABLE_TRACE_MOVES") == "1"


def trace(data: dict) -> None:
    """Print one JSON line on stdout when tracing (see ``TRACE_MOVES``)."""
    if TRACE_MOVES and sys.stdout is not None:
        import json
        print(json.dumps(data), flush=True)
