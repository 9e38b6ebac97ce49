"""One animation queue for the table.

Each step is a function that, when its turn comes, looks at where items are now and returns
the animation that takes them where they should go (or None when nothing moves). Steps run one
after another; ``idle`` is emitted when the queue runs dry, and the controller lets humans and
bots act only then. In instant mode every step applies its end state at once, synchronously.
"""
from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from PySide6.QtCore import (QAbstractAnimation, QEasingCurve, QParallelAnimationGroup,
                                QPauseAnimation, QPropertyAnimation, QSequentialAnimationGroup)

# Qt's animation classes are imported where an animation is first made: making their Python
# classes (QEasingCurve's 50 curves among their enums) costs a first frame drawn at once
# (the demo, a table laid out without moving) for nothing.

#: A step gets the speed factor (durations are divided by it) and returns an animation or None.
Step = Callable[[float], "QAbstractAnimation | None"]


class AnimationQueue(QObject):
    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: deque[Step] = deque()
        self._running: QAbstractAnimation | None = None
        # The animation whose ``finished`` signal is being delivered must outlive the delivery:
        # dropping the last Python reference inside its own signal deletes it mid-emit.
        self._finished: QAbstractAnimation | None = None
        self.speed = 1.0
        self.instant = False

    @property
    def busy(self) -> bool:
        return self._running is not None or bool(self._steps)

    def enqueue(self, step: Step) -> None:
        self._steps.append(step)
        if self._running is None:
            self._next()

    def finish_all(self) -> None:
        """Jump every queued and running animation to its end (used on resize and new game)."""
        instant, self.instant = self.instant, True
        if self._running is not None:
            running, self._running = self._running, None
            running.finished.disconnect(self._next)
            running.setCurrentTime(running.totalDuration())
            running.stop()
        self._next()
        self.instant = instant

    def _next(self) -> None:
        self._finished, self._running = self._running, None
        while self._steps:
            step = self._steps.popleft()
            animation = step(0.0 if self.instant else self.speed)
            if animation is None or self.instant:
                if animation is not None:
                    animation.setCurrentTime(animation.totalDuration())
                continue
            from PySide6.QtCore import QAbstractAnimation
            self._running = animation
            animation.finished.connect(self._next)
            animation.start(QAbstractAnimation.DeletionPolicy.KeepWhenStopped)
            return
        self.idle.emit()


def ms(duration: int, speed: float) -> int:
    """A duration scaled by the speed setting (0 = instant)."""
    return 0 if speed <= 0 else max(1, int(duration / speed))


def prop(target: QObject, name: bytes, end, duration: int, start=None,
         curve: QEasingCurve.Type | None = None) -> QPropertyAnimation:
    """``name`` of ``target`` animated to ``end`` (from ``start``, else where it is), along
    ``curve`` (default: in and out, cubic)."""
    from PySide6.QtCore import QEasingCurve, QPropertyAnimation
    animation = QPropertyAnimation(target, name)
    animation.setDuration(duration)
    if start is not None:
        animation.setStartValue(start)
    animation.setEndValue(end)
    animation.setEasingCurve(QEasingCurve.Type.InOutCubic if curve is None else curve)
    return animation


def parallel(*animations: QAbstractAnimation) -> QParallelAnimationGroup:
    from PySide6.QtCore import QParallelAnimationGroup
    group = QParallelAnimationGroup()
    for a in animations:
        group.addAnimation(a)
    return group


def pause(duration: int) -> QPauseAnimation:
    from PySide6.QtCore import QPauseAnimation
    return QPauseAnimation(duration)


def sequence(*animations: QAbstractAnimation) -> QSequentialAnimationGroup:
    from PySide6.QtCore import QSequentialAnimationGroup
    group = QSequentialAnimationGroup()
    for a in animations:
        group.addAnimation(a)
    return group
