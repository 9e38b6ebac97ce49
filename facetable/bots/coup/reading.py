"""What the public log of a Coup game says about each player, read from one seat's ``View``.

One pass over ``view.log`` gives, for every seat:

- how readily it challenges: the windows where its answer became known (nobody challenged, it
  was the first challenger, or the first challenger came after it clockwise, CP-9), with a
  prior of rare challenges;
- how often it bluffs: its challenged claims that it showed or refused (CP-10), with a prior;
- what its face-down cards probably are, as evidence per role (a log-likelihood ratio of
  "holds at least one" against "holds none"): claims and blocks count for a role, a block it
  did not make when it could counts against (most players block with the card in hand), a turn
  spent on Income or Foreign Aid counts against a Duke, a refused claim rules the role out.
  Evidence is about the cards held since the seat last drew unseen cards: a shown card's role
  is forgotten (it went back and was replaced, CP-11), and an Exchange halves what was known
  (the player chose again, CP-7);
- who last attacked it (a Coup, an Assassination or a Steal aimed at it, or a challenge of its
  claim), for the vengeful;
- whom it attacks: how many of its Coups and Assassinations went to the strongest other player
  (most influence, then most coins) or to its last attacker, with a prior that most go to the
  strongest (``p_aims_at``); and every seat's coins and face-down count as the log goes.

``beliefs`` weighs each opponent's possible hands by the evidence read here.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from math import log

from facetable.engine.coup import AMBASSADOR, CAPTAIN, CONTESSA, DUKE, View

#: Prior of a seat's challenge rate, as (challenges, allows) pseudo-counts: rare challenges.
CHALLENGE_PRIOR = (0.5, 7.5)
#: The same for claims against it (it is the target, or its action is blocked).
INVOLVED_PRIOR = (1.5, 4.0)
#: Prior of a seat's bluff rate when challenged, as (refused, shown) pseudo-counts.
BLUFF_PRIOR = (1.0, 3.0)
#: Prior of whom a seat attacks, as (strongest, last attacker, total) pseudo-counts.
STRONGEST_PRIOR = (2.0, 0.5, 4.0)
#: Likelihood ratios ("holds" : "holds none") of one piece of evidence.
NO_BLOCK_LR = 0.3          # could block with this role and did not
NO_TAX_LR = 0.55           # took Income or Foreign Aid instead of Tax
NO_TAX_SOFT_LR = 0.8       # stole or exchanged instead of taxing
REFUSED_LR = 0.02          # refused to show the role when challenged
#: A repeated claim of the same role adds this share of the first claim's evidence.
REPEAT_SHARE = 0.35
#: Evidence per role is kept within these bounds (log scale), so no prior is ever certain.
LOG_LR_RANGE = (-4.0, 3.0)
#: The roles that can block each blockable action (CP-6, CP-7).
BLOCKERS = {"foreign_aid": (DUKE,), "steal": (CAPTAIN, AMBASSADOR), "assassinate": (CONTESSA,)}
ATTACKS = ("coup", "assassinate", "steal")


@dataclass
class SeatRecord:
    challenged: float = 0.0        # windows where it challenged (first challenger)
    allowed: float = 0.0           # windows where it is known to have let the claim go
    #: The same, counting only the windows on a claim against it: an action aimed at it, or
    #: a block of its own action.
    challenged_involved: float = 0.0
    allowed_involved: float = 0.0
    shown: int = 0                 # its challenged claims that it showed
    refused: int = 0               # ... that it did not
    claims: list[float] = field(default_factory=lambda: [0.0] * 5)   # since it last drew
    unblocked: list[float] = field(default_factory=lambda: [0.0] * 5)
    no_tax: float = 0.0
    ruled_out: list[bool] = field(default_factory=lambda: [False] * 5)
    ever_claimed: list[int] = field(default_factory=lambda: [0] * 5)
    last_attacker: int | None = None
    #: Its Coups and Assassinations: how many, how many hit the strongest other player (most
    #: influence, then coins) and how many hit whoever last attacked it.
    kills: int = 0
    kills_strongest: float = 0.0
    kills_revenge: float = 0.0

    def aim(self) -> tuple[float, float]:
        """(share of its attacks that go to the strongest, share that go to its last
        attacker), with a prior that most players attack the strongest."""
        a, v, n = STRONGEST_PRIOR
        total = self.kills + n
        return (self.kills_strongest + a) / total, (self.kills_revenge + v) / total

    @property
    def challenge_rate(self) -> float:
        a, b = CHALLENGE_PRIOR
        return (self.challenged + a) / (self.challenged + self.allowed + a + b)

    @property
    def involved_challenge_rate(self) -> float:
        """How readily it challenges a claim against it (an action aimed at it, a block of
        its action): its own record there, starting from its overall rate made keener
        (``INVOLVED_PRIOR``: factor, weight in windows)."""
        keener, weight = INVOLVED_PRIOR
        prior = min(0.9, keener * self.challenge_rate)
        return (self.challenged_involved + weight * prior) / (
            self.challenged_involved + self.allowed_involved + weight)

    @property
    def bluff_rate(self) -> float:
        a, b = BLUFF_PRIOR
        return (self.refused + a) / (self.refused + self.shown + a + b)

    def evidence(self) -> list[float]:
        """Log-likelihood ratio, per role, of holding at least one copy face down now."""
        claim_lr = log(1.0 / max(self.bluff_rate, 0.05))
        out = []
        lo, hi = LOG_LR_RANGE
        for r in range(5):
            if self.ruled_out[r]:
                out.append(log(REFUSED_LR))
                continue
            n = self.claims[r]
            x = claim_lr * (min(n, 1.0) + REPEAT_SHARE * max(0.0, n - 1.0))
            x += self.unblocked[r] * log(NO_BLOCK_LR)
            if r == DUKE:
                x += self.no_tax
            out.append(min(hi, max(lo, x)))
        return out

    def forget(self, role: int) -> None:
        self.claims[role] = 0.0
        self.unblocked[role] = 0.0
        self.ruled_out[role] = False
        if role == DUKE:
            self.no_tax = 0.0

    def halve(self) -> None:
        self.claims = [c * 0.5 for c in self.claims]
        self.unblocked = [u * 0.5 for u in self.unblocked]
        self.no_tax *= 0.5
        self.ruled_out = [False] * 5


class Reading:
    """The log of ``view`` read once. ``seats[s]`` is a ``SeatRecord``."""

    def __init__(self, view: View) -> None:
        self.view = view
        n = view.players
        self.seats = [SeatRecord() for _ in range(n)]
        #: Coins and face-down cards per seat as the log goes (they end as the view's).
        self.coins = [0] * n
        self.hidden = [2] * n
        self._read(view)

    def _read(self, view: View) -> None:
        seats = self.seats
        action = target = actor = None
        window = None                          # (kind, claimant, seats) of the open window
        involved = None                        # who the claim in that window is against
        coins, hidden = self.coins, self.hidden
        for e in view.log:
            kind = e.kind
            if kind == "coins":
                coins[e["seat"]] += e["amount"]
                if e["giver"] is not None:
                    coins[e["giver"]] -= e["amount"]
            elif kind == "declare":
                actor, action, target = e["seat"], e["action"], e["target"]
                coins[actor] -= e["paid"]
                rec = seats[actor]
                if action == "coup" or action == "assassinate":
                    self._aim(actor, target)
                role = e["role"]
                if role is not None:
                    rec.claims[role] += 1
                    rec.ever_claimed[role] += 1
                if action in ("income", "foreign_aid"):
                    rec.no_tax += log(NO_TAX_LR)
                elif action in ("steal", "exchange"):
                    rec.no_tax += log(NO_TAX_SOFT_LR)
                if action in ATTACKS:
                    self._attack(actor, target)
            elif kind == "window":
                window = (e["kind"], e["claimant"], e["seats"])
                if e["kind"] == "challenge":
                    involved = target if e["claimant"] == actor else actor
            elif kind == "challenge":
                challenger, claimant = e["seat"], e["claimant"]
                if window is not None:
                    for s in window[2]:
                        if s == challenger:
                            break
                        seats[s].allowed += 1
                        if s == involved:
                            seats[s].allowed_involved += 1
                seats[challenger].challenged += 1
                if challenger == involved:
                    seats[challenger].challenged_involved += 1
                self._attack(challenger, claimant)
                window = None
            elif kind == "unchallenged":
                if window is not None:
                    for s in window[2]:
                        seats[s].allowed += 1
                        if s == involved:
                            seats[s].allowed_involved += 1
                window = None
            elif kind == "block":
                blocker = e["seat"]
                if window is not None and action in BLOCKERS:
                    for s in window[2]:
                        if s == blocker:
                            break
                        self._no_block(s, action)
                seats[blocker].claims[e["role"]] += 1
                seats[blocker].ever_claimed[e["role"]] += 1
                window = None
            elif kind == "unblocked":
                if window is not None and action in BLOCKERS:
                    for s in window[2]:
                        self._no_block(s, action)
                window = None
            elif kind == "show":
                rec = seats[e["seat"]]
                rec.shown += 1
                rec.forget(e["role"])             # that card went back (CP-11)
            elif kind == "refuse":
                rec = seats[e["seat"]]
                rec.refused += 1
                rec.claims[e["role"]] = 0.0
                rec.ruled_out[e["role"]] = True
            elif kind == "lose":
                seats[e["seat"]].forget(e["role"])
                hidden[e["seat"]] -= 1
            elif kind == "out":
                coins[e["seat"]] = 0
            elif kind == "cancelled":
                coins[e["seat"]] += e["refund"]
            elif kind == "start":
                coins[:] = list(e["coins"])
            elif kind == "draw" and e["reason"] == "exchange":
                seats[e["seat"]].halve()

    def _aim(self, attacker: int, target: int) -> None:
        rec = self.seats[attacker]
        rec.kills += 1
        strongest = self.strongest(attacker)
        if target in strongest:
            rec.kills_strongest += 1.0
        elif target == rec.last_attacker:
            rec.kills_revenge += 1.0

    def strongest(self, seat: int, hidden: list[int] | None = None,
                  coins: list[int] | None = None) -> list[int]:
        """The other players still in with the most influence, then the most coins (now, or
        with the given counts)."""
        hidden = self.hidden if hidden is None else hidden
        coins = self.coins if coins is None else coins
        rest = [s for s in range(len(hidden)) if s != seat and hidden[s] > 0]
        if not rest:
            return []
        best = max((hidden[s], coins[s]) for s in rest)
        return [s for s in rest if (hidden[s], coins[s]) == best]

    def p_aims_at(self, seat: int, victim: int, hidden: list[int] | None = None,
                  coins: list[int] | None = None) -> float:
        """The chance that ``seat``'s next Coup or Assassination goes to ``victim``: a mix of
        the strongest other player, its last attacker and anyone, in the shares its past
        attacks show."""
        hidden = self.hidden if hidden is None else hidden
        rest = [s for s in range(len(hidden)) if s != seat and hidden[s] > 0]
        if victim not in rest:
            return 0.0
        strong, revenge = self.seats[seat].aim()
        p = (1.0 - strong - revenge) / len(rest)
        strongest = self.strongest(seat, hidden, coins)
        if victim in strongest:
            p += strong / len(strongest)
        last = self.seats[seat].last_attacker
        if last is None or last not in rest:
            p += revenge / len(rest)
        elif last == victim:
            p += revenge
        return p

    def _attack(self, attacker: int, target: int | None) -> None:
        if target is None:
            return
        rec = self.seats[target]
        rec.last_attacker = attacker

    def _no_block(self, seat: int, action: str) -> None:
        for role in BLOCKERS[action]:
            self.seats[seat].unblocked[role] += 1

    # --- questions -----------------------------------------------------------------------
    def last_attacker(self, seat: int) -> int | None:
        """Who last attacked ``seat`` and is still in the game."""
        who = self.seats[seat].last_attacker
        return None if who is None or self.view.out[who] else who

    def challenge_rate(self, seat: int, involved: bool = False) -> float:
        rec = self.seats[seat]
        return rec.involved_challenge_rate if involved else rec.challenge_rate

    def bluff_rate(self, seat: int) -> float:
        return self.seats[seat].bluff_rate
