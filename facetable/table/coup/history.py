"""The words built from a game's public story (the zones' ``turn`` and ``history`` labels,
``zones.py``): the claim banner, the History panel and, after the game, the truth about every
claim (all in the "Coup" translation context)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from facetable.engine.contract import SPECTATOR, Event
from facetable.engine.coup import ClaimResult

from . import text
from ..zones import TableModel

translate = QCoreApplication.translate


def declared(turn: tuple[Event, ...]) -> str | None:
    """The action declared this turn (what a block blocks)."""
    return next((e["action"] for e in turn if e.kind == "declare"), None)


def banner_lines(turn: tuple[Event, ...], names: list[str], copies: int) -> tuple[str, str]:
    """The claim in play and what became of it, from this turn's public events."""
    title = status = ""
    blocked = declared(turn)
    for event in turn:
        public = event.seen_by(SPECTATOR)
        kind = public.kind
        if kind == "turn":
            title = text.fill(translate("Coup", "%1's turn"), names[public["seat"]])
        elif kind == "declare":
            title, status = text.declare_line(public.data, names), ""
        elif kind == "block":
            title, status = text.block_line(public.data, names, blocked), ""
        elif kind == "window":
            status = text.window_line(public.data, names, blocked)
        elif kind in ("draw", "return") and public["reason"] == "exchange":
            status = text.event_text(public, names, copies) or status
        else:
            status = text.outcome_line(public, names, copies) or status
    return title, status


def history_lines(zones: TableModel, names: list[str], copies: int,
                  summary: list[ClaimResult] | None = None) -> list[str]:
    """Every claim, block, challenge and outcome; with the ``summary`` (after the game), the
    truth about each claim, every player's bluffs and the cards each held at the end."""
    rows, blocked = [], None
    for event in zones.labels["history"]:
        if event.kind == "declare":
            blocked = event["action"]
            rows.append(text.declare_line(event.data, names))
        elif event.kind == "block":
            rows.append(text.sub_line(text.block_line(event.data, names, blocked)))
        else:
            line = text.outcome_line(event, names, copies)
            if line:
                rows.append(text.sub_line(line))
    if summary is None:
        return rows
    rows.append("")
    rows.append(translate("Coup", "After the game: every claim"))
    rows.extend(claim_verdict(c, names) for c in summary)
    rows.append(translate("Coup", "Bluffs per player"))
    rows.extend(bluff_counts(s, summary, names) for s in range(len(names)))
    rows.append(translate("Coup", "Cards at the end"))
    for s in range(len(names)):
        held = text.roles_list(c // copies for c in zones.ids(f"hand{s}") if c >= 0)
        lost = text.roles_list(c // copies for c in zones.ids(f"up{s}"))
        rows.append(text.fill(translate("Coup", "%1: holds %2; turned up %3"), names[s],
                              held or "—", lost or "—"))
    return rows


def claim_verdict(claim: ClaimResult, names: list[str]) -> str:
    """E.g. "Lan: Duke (Tax) — bluff, caught by Bảo"."""
    what = text.action_name(claim.action)
    if claim.kind == "block":
        what = text.fill(translate("Coup", "blocking %1"), what)
    head = text.fill(translate("Coup", "%1: %2 (%3)"), names[claim.seat],
                     text.role_name(claim.role), what)
    if claim.truthful is None:
        verdict = translate("Coup", "not known")
    elif claim.truthful and claim.challenger is not None:
        verdict = text.fill(translate("Coup", "truth, challenged by %1"),
                            names[claim.challenger])
    elif claim.truthful:
        verdict = translate("Coup", "truth")
    elif claim.challenger is not None:
        verdict = text.fill(translate("Coup", "bluff, caught by %1"), names[claim.challenger])
    else:
        verdict = translate("Coup", "bluff, got through")
    return text.fill(translate("Coup", "%1 — %2"), head, verdict)


def bluff_counts(seat: int, claims: list[ClaimResult], names: list[str]) -> str:
    """E.g. "Lan: 3 bluffs, 2 got through, 1 caught"."""
    mine = [c for c in claims if c.seat == seat and c.truthful is False]
    caught = sum(1 for c in mine if c.challenger is not None)
    return text.fill(translate("Coup", "%1: %2 bluffs, %3 got through, %4 caught"),
                     names[seat], len(mine), len(mine) - caught, caught)
