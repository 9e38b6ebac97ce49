"""Helpers for table tests: a table compared with a fresh replay (undo, the replay viewer),
and every animation frame checked (hot-seat privacy)."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from facetable.app.session import GameSession


def picture(controller) -> QImage:
    """The whole scene drawn into an image (every card, face, panel and label), each item
    painted afresh (an item's cache, kept for the window's view, may be stale elsewhere)."""
    items = controller.scene.items()
    modes = [item.cacheMode() for item in items]
    for item in items:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    image = QImage(int(controller.width), int(controller.height), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    controller.scene.render(painter, QRectF(image.rect()),
                            QRectF(0, 0, controller.width, controller.height))
    painter.end()
    for item, mode in zip(items, modes):
        item.setCacheMode(mode)
    return image


def snapshot(controller) -> dict:
    """What a player can see of a table, to compare two tables."""
    return {"model": controller.model, "scores": (controller.score_headers(),
                                                  controller.score_rows()),
            "history": controller.history_rows(), "picture": picture(controller)}


def fresh_table(session: GameSession, moves, logged: list | None = None):
    """A new session replaying ``moves`` of ``session``'s game onto a table of the same size,
    as a resumed game is shown; returns its controller."""
    fresh = GameSession(session.spec, session.state.options, session.seats, session.seed,
                        open_hands=session.open_hands, table_options=session.table_options,
                        moves=list(moves))
    c = session.controller
    fresh.controller.resize(c.width, c.height, c.rtl)
    fresh.controller.set_speed(0)
    if logged is not None:
        fresh.controller.logged.connect(lambda line, public, to: logged.append(
            (line, public, to)))
    fresh.start(auto=False)
    return fresh


def watch_frames(session, check) -> list[int]:
    """Call ``check(session)`` after every animation step of the session's table (what the
    screen shows at each frame); returns a one-item counter of the steps seen."""
    c, steps = session.controller, [0]
    animate = c.animate

    def checked(speed, pause_ms=0, **kwargs):
        result = animate(speed, pause_ms, **kwargs)
        check(session)
        steps[0] += 1
        return result
    c.animate = checked
    return steps
