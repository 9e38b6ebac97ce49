"""Shorthands the Flip 7 rule tests share: decisions by name, and playing several in a row."""
from facetable.engine import Action

HIT, STAY = Action("hit"), Action("stay")


def give(seat, card):
    return Action("give", seat=seat, item=card)


def target(seat, card):
    return Action("target", seat=seat, item=card)


def steal(card, taken):
    return Action("steal", item=card, item2=taken)


def discard(card, dropped):
    return Action("discard", item=card, item2=dropped)


def swap(card, a, b):
    """Swap card ``a`` with card ``b``; ``a`` lies in the lower seat's line (the legal order)."""
    return Action("swap", item=card, item2=a, value=b)


def play(state, *actions):
    """Apply the actions in turn; return every event."""
    events = []
    for action in actions:
        events += state.apply(action)
    return events
