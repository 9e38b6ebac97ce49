"""Flip 7's table is a zone model (issue 21): a number beside a line changes when the card that
causes it lands, never while it is still on its way (the score label changed before the card
that caused it had flipped over)."""
from __future__ import annotations

from facetable.engine import Action
from facetable.engine.flip7.stacking import stacked_game
from facetable.table.flip7.controller import Flip7Controller


def _value(c, seat: int) -> str:
    return next(part for part in c.panels[seat].parts if "this round" in part)


def test_a_line_value_changes_when_its_card_lands(qtbot):  # F7-14
    state, (five, _nine, three) = stacked_game("5", "9", "3", players=2)
    c = Flip7Controller(state.view(0), ["Ana", "Bảo"], 0)
    c.resize(1000, 640)
    c.load(state.view(0))
    assert _value(c, 0) == "\u20665\u2069 this round"
    c.set_speed(1.0)
    c.play([e.seen_by(0) for e in state.apply(Action("hit"))])
    card = c.cards[three]
    place = c.layout.cards[three].rect
    assert c.busy and (card.x(), card.y()) != (place.x, place.y), "the card is on its way"
    assert _value(c, 0) == "\u20665\u2069 this round", "the value waits for the card"
    with qtbot.waitSignal(c.settled, timeout=5000):
        pass
    assert (card.x(), card.y()) == (place.x, place.y)
    assert _value(c, 0) == "\u20668\u2069 this round"
    assert state.view(0).round_value(0) == 8                     # the number is the view's
