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


def adopt(window, state, seats):
    """A session at the table that goes on from ``state`` (a stacked position)."""
    session = window.start_game("flip7", state.options, seats, seed=0, autostart=False)
    session.state = state
    session.controller.load(state.view(session.looking))
    session._started = True
    return session
