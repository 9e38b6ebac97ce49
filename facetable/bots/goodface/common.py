"""What the Good Face Bad Face bots share: the worth of a Party, what one flipped card does to
it (GF-9 … GF-13, GF-15, GF-18), the odds of the Stack's top card, and the Stack Owner's
choice once its Stack is back (GF-7).

A Party is summed up as (goods, bads); wilds in a Party do not count (GF-17). Worths are in
"Good Faces": a Good in the Party is worth about one, each more is worth a little more (the
fourth wins, GF-15), and Bads in the Party cost (they must be cancelled by Goods before Goods
count again, GF-10, until a third Bad purges them, GF-13).
"""
from __future__ import annotations

from facetable.engine.contract import Action
from facetable.engine.goodface import BAD, GOOD, KINDS, View
from facetable.engine.goodface import actions as A

from .beliefs import Beliefs

#: Worth of a Party holding 0 … 3 Goods, and of reaching four (a win, GF-15).
GOOD_WORTH = (0.0, 1.0, 2.1, 3.3)
WIN_WORTH = 6.0
#: Worth of a Party holding 0, 1, 2 Bads (a third purges them, GF-13).
BAD_WORTH = (0.0, -0.7, -0.9)

Party = tuple[int, int]          # (goods, bads)


def party_of(kinds: tuple[int, ...]) -> Party:
    return kinds.count(GOOD), kinds.count(BAD)


def worth(party: Party) -> float:
    goods, bads = party
    if goods >= 4:
        return WIN_WORTH
    return GOOD_WORTH[goods] if goods else BAD_WORTH[bads]


def receive(party: Party, card: str) -> Party:
    """The Party after a Good or a Bad joins it (GF-9 … GF-13); ``card`` "good" or "bad"."""
    goods, bads = party
    if card == "good":
        return (goods, bads - 1) if bads else (goods + 1, 0)        # GF-10, GF-9
    if goods:
        return 0, 0                                                  # GF-12
    return (0, 0) if bads + 1 >= 3 else (0, bads + 1)                # GF-13, GF-11


def give_away(party: Party) -> tuple[Party, str | None]:
    """A Greedy gift (GF-18): the Party after giving, and the card given ("good", "bad", or
    None when the Party holds neither)."""
    goods, bads = party
    if goods:
        return (goods - 1, 0), "good"
    if bads:
        return (0, bads - 1), "bad"
    return party, None


def flip_gain(party: Party, effect: str, owner_party: Party | None,
              rival_weight: float) -> float:
    """What flipping one card of ``effect`` is worth to a non-owner with ``party``: its own
    change, minus ``rival_weight`` times the Owner's change when a Greedy gift helps the Owner
    (a gift that wins for the Owner costs a whole win)."""
    if effect in ("good", "bad"):
        return worth(receive(party, effect)) - worth(party)
    if effect == "greedy":
        after, gift = give_away(party)
        gain = worth(after) - worth(party)
        if gift is not None and owner_party is not None:
            owner_after = receive(owner_party, gift)
            if owner_after[0] >= 4:
                return gain - WIN_WORTH
            gain -= rival_weight * (worth(owner_after) - worth(owner_party))
        return gain
    if effect == "sad":
        return -0.05          # most of the hand goes to the Owner; may flip again (GF-20)
    return 0.1                # a Peek: a look at the next card, and may flip again (GF-22)


def top_odds(view: View, beliefs: Beliefs, habit: float = 0.0,
             bait: tuple[float, float] = (1.0, 1.0)) -> list[float]:
    """The chance of each kind for the top card of another owner's Stack, every arrangement
    of what the seat cannot see being equally likely (``beliefs``: the Owner's known cards lie
    in its hand or its Stack). With ``habit`` > 0, tilted by the Owner's habits: the kinds its
    past Stacks showed at this depth (top, or below the top) against what even odds would have
    shown, smoothed by ``habit`` pseudo-cards (``habit_tilt``)."""
    if view.peek is not None:
        return [1.0 if k == view.peek else 0.0 for k in KINDS]
    if view.stack_order:
        return [1.0 if k == view.stack_order[0] else 0.0 for k in KINDS]
    owner = view.owner
    known = beliefs.held[owner]
    places = view.hand_sizes[owner] + view.stack_size
    free = beliefs.free
    total_free = sum(free)
    unknown = max(0, places - sum(known))
    odds = [(known[k] + (unknown * free[k] / total_free if total_free else 0.0)) / places
            if places else 0.0 for k in KINDS]
    total = sum(odds)
    odds = [p / total for p in odds] if total else [1.0 / len(KINDS)] * len(KINDS)
    tilt = bait[1 if view.flipped else 0]
    if tilt != 1.0 and 0 < odds[BAD] < 1:
        odds = [p * tilt if k == BAD else p for k, p in enumerate(odds)]
        total = sum(odds)
        odds = [p / total for p in odds]
    if habit > 0:
        seen = (beliefs.tops if not view.flipped else beliefs.below)[owner]
        odds = habit_tilt(odds, seen, habit)
    return odds


def habit_tilt(odds: list[float], seen: tuple[int, ...], smoothing: float) -> list[float]:
    """``odds`` tilted by how often each kind was ``seen`` at this depth against how often
    ``odds`` would have shown it: kind k weighs (seen_k + s) / (expected_k + s)."""
    n = sum(seen)
    if not n:
        return odds
    tilted = [p * (seen[k] + smoothing) / (n * p + smoothing) for k, p in enumerate(odds)]
    total = sum(tilted)
    return [p / total for p in tilted] if total else odds


def flip_value(view: View, beliefs: Beliefs, rival_weight: float = 0.3,
               habit: float = 0.0, bait: tuple[float, float] = (1.0, 1.0),
               odds: list[float] | None = None) -> float:
    """The expected gain of flipping the top card now, for the seat holding another owner's
    Stack (``flip_gain`` over ``odds``, by default ``top_odds``)."""
    party = party_of(view.parties[view.seat])
    owner_party = party_of(view.parties[view.owner])
    if odds is None:
        odds = top_odds(view, beliefs, habit, bait)
    return sum(p * flip_gain(party, view.effects[k], owner_party, rival_weight)
               for k, p in enumerate(odds) if p)


def owner_goes_on(view: View) -> bool:
    """The Stack Owner, its Stack back and one card flipped (GF-7): flip again when the next
    card (its order is known) does its Party good, or is a wild that lets it go on towards a
    Good; else take the rest back."""
    order = view.stack_order
    party = party_of(view.parties[view.seat])
    for kind in order:
        effect = view.effects[kind]
        if effect in ("good", "bad"):
            return worth(receive(party, effect)) > worth(party)
        if effect == "greedy":
            return False            # GF-19: into the Party, the rest back, a must-flip marker
    return False


def first_of(legal: list[Action], *kinds: str) -> Action:
    for kind in kinds:
        for a in legal:
            if a.kind == kind:
                return a
    return legal[0]


def keep_choice(view: View, legal: list[Action]) -> Action:
    """Sad Face (GF-20, GF-21): keep a Good if there is one (Stack material that can come back
    to the Party), else a Bad (bait), else any."""
    for kind in (GOOD, BAD, *KINDS):
        action = A.keep(kind)
        if action in legal:
            return action
    return legal[0]
