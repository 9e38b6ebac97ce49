"""The coach in a process of its own, as the app runs it: the table stays responsive and a
review can be stopped at any moment. No Qt.

``serve`` is the process's whole life: it reads a save (as JSON text, checked and replayed as
any save is), reviews the seats asked for, and sends over ``conn``:
``("progress", done, total)`` while it works, then ``("done", review_json)`` or
``("failed", one_line)``. A ``"cancel"`` received from the other end stops it early; the review
it sends then says it is incomplete. ``serve_hint`` does the same for a hint during play
(``facetable.coach.hint``): ``("done", hint_json)`` or ``("failed", one_line)``.
"""
from __future__ import annotations

import signal
from pathlib import Path
from typing import Any, Callable

#: Worker processes a review uses (the machine's two cores, as the bots' own process does).
JOBS = 2


def serve(conn: Any, save_json: str, seats: list[int] | None, budget_s: float | None,
          jobs: int = JOBS) -> None:
    # The app ends this process itself; Ctrl+C in a terminal is the app's to handle.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        from facetable.saves.model import SaveGame
        from facetable.saves.store import open_save

        from .saved import review_save, seats_of

        loaded = open_save(SaveGame.model_validate_json(save_json), Path("review.json"))
        seats = seats or seats_of(loaded)
        cancelled = _cancelled(conn)
        done = review_save(loaded, seats, jobs=jobs, budget_s=budget_s, cancelled=cancelled,
                           progress=lambda d, t: conn.send(("progress", d, t)))
        conn.send(("done", done.to_json()))
    except Exception as error:  # noqa: BLE001 - whatever happens, the app is told in one line
        conn.send(("failed", f"{type(error).__name__}: {error}"[:300]))
    finally:
        conn.close()


def _cancelled(conn: Any) -> Callable[[], bool]:
    """Whether the other end has sent "cancel" (read without waiting)."""
    stop = [False]

    def cancelled() -> bool:
        while not stop[0] and conn.poll():
            stop[0] = conn.recv() == "cancel"
        return stop[0]
    return cancelled


def serve_hint(conn: Any, save_json: str, seat: int, budget_s: float | None) -> None:
    """The strongest bot's move for ``seat`` in the game a save holds, as it stands, with its
    reason (``facetable.coach.hint``), from that seat's view only."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        from facetable.saves.model import SaveGame
        from facetable.saves.store import open_save

        from .hint import hint, position

        loaded = open_save(SaveGame.model_validate_json(save_json), Path("hint.json"))
        state = loaded.state
        if seat not in state.deciders():
            raise ValueError(f"seat {seat} is not deciding now")
        done = hint(position(loaded.spec, state, seat), budget_s=budget_s,
                    cancelled=_cancelled(conn))
        conn.send(("done", done.to_json()))
    except Exception as error:  # noqa: BLE001 - whatever happens, the app is told in one line
        conn.send(("failed", f"{type(error).__name__}: {error}"[:300]))
    finally:
        conn.close()
