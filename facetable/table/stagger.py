"""Cards of one step that start one after another (a deal: each card leaves the deck a moment
after the one before) instead of all at once.

``Staggered`` is mixed into a ``TableController`` (before it): the game ranks the items a step
moves with ``stagger`` while it follows the step's events; each then starts ``stagger_ms``
(at speed 1) after the one before. The ranks go with the step's animation.
"""
from __future__ import annotations

from .animator import ms, parallel, pause, sequence
from .geometry import Placement


class Staggered:
    #: Milliseconds (at speed 1) between two staggered items' starts.
    stagger_ms = 70
    #: Item -> its rank in the step now moving (the first, 0, does not wait).
    _stagger: dict[int, int] | None = None

    def stagger(self, item_id: int) -> None:
        """``item_id`` starts after the items staggered before it in this step."""
        if self._stagger is None:
            self._stagger = {}
        self._stagger[item_id] = len(self._stagger)

    def animate(self, speed: float, pause_ms: int = 0, landed=None):
        try:
            return super().animate(speed, pause_ms, landed)
        finally:
            self._stagger = None

    def _move_item(self, item, place: Placement, speed: float) -> list:
        animations = super()._move_item(item, place, speed)
        rank = (self._stagger or {}).get(item.item_id)
        if not animations or speed <= 0 or not rank:
            return animations
        return [sequence(pause(ms(self.stagger_ms * rank, speed)), parallel(*animations))]
