"""Seeded random play: thousands of complete Flip 7 games, invariants checked after every action.

Each game cycles through 2–8 players and every combination of the options (Brutal, Lucky 13 pair,
deck printing, two targets). After every action:

- all 108 card ids are in exactly one place (draw pile, discard pile, a line, modifiers, pending);
- a ``TableModel`` that knows the table only from events (what the Qt table does) reproduces the
  next view's zones, statuses and totals from the previous view plus the action's events;
- at every ``round_end`` the round scores equal ``line_score`` of the lines as they were at that
  moment, and the totals add up (Brutal penalties included);
- the legal actions are never empty before the end and obey the target rules; the game ends.
"""
import random
from collections import Counter

from facetable.engine import SPECTATOR
from facetable.engine.flip7 import ACTIVE, BUSTED, STAYED, Options, setup
from facetable.engine.flip7.cards import DECK_SIZE, ZERO
from facetable.engine.flip7.scoring import FLIP7_BONUS, line_score

GAMES = 2000
STEP_BOUND = 5000
PLAYERS = range(2, 9)
COMBOS = [dict(brutal=b, lucky13_pair_counts_twice=l, printing=p, target=t)
          for b in (False, True) for l in (True, False) for p in ("standard", "two_minus")
          for t in (200, 120)]


class TableModel:
    """The table rebuilt from events alone, starting from a view."""

    def __init__(self, view):
        self.deck, self.options = view.deck, view.options
        self.zones = {"discard": list(view.discard)}
        for s, seat in enumerate(view.seats):
            self.zones[f"line{s}"] = list(seat.numbers)
            self.zones[f"mods{s}"] = list(seat.mods)
            self.zones[f"pending{s}"] = list(seat.pending)
        on_table = {c for zone in self.zones.values() for c in zone}
        self.draw = set(range(DECK_SIZE)) - on_table
        self.status = [seat.status for seat in view.seats]
        self.totals = [seat.total for seat in view.seats]
        self.choices = {}                                   # Brutal Flip 7: seat -> target
        self.seen = Counter()

    def apply(self, event):
        kind, data = event.kind, event.data
        self.seen[kind] += 1
        if kind == "draw":
            self.draw.remove(data["card"])
            self.zones[data["to"]].append(data["card"])
        elif kind == "move":
            self.zones[data["from"]].remove(data["card"])
            self.zones[data["to"]].append(data["card"])
            self.seen["why:" + data["why"]] += 1
        elif kind == "reshuffle":
            assert not self.draw and data["count"] == len(self.zones["discard"]) > 0
            if any(zone for name, zone in self.zones.items() if name != "discard"):
                self.seen["reshuffle_mid_round"] += 1               # F7-30: lines stay put
            self.draw = set(self.zones["discard"])
            self.zones["discard"].clear()
        elif kind == "bust":
            assert self.status[data["seat"]] != BUSTED
            self.status[data["seat"]] = BUSTED
        elif kind == "stay":
            assert self.status[data["seat"]] == ACTIVE
            self.status[data["seat"]] = STAYED
            self.seen["forced_stay"] += data["forced"]
        elif kind == "round_start":
            self.status = [ACTIVE] * len(self.status)
            self.choices = {}
        elif kind in ("bonus", "penalty"):
            self.choices[data["seat"]] = data["target"]
        elif kind == "round_end":
            self.check_round_end(data)

    def check_round_end(self, data):
        flip7 = data["flip7"]
        assert flip7 or ACTIVE not in self.status                  # F7-13
        scores = []
        for s in range(len(self.status)):
            numbers = [self.deck[c] for c in self.zones[f"line{s}"]]
            mods = [self.deck[c] for c in self.zones[f"mods{s}"]]
            if s in flip7:                                          # F7-8
                assert self.status[s] != BUSTED
                counted = (len(numbers) if self.options.lucky13_pair_counts_twice
                           else len({c.value for c in numbers}))
                assert counted == 7
            scores.append(line_score(numbers, mods, busted=self.status[s] == BUSTED,
                                     flip7=s in flip7, bonus=s in flip7 and
                                     self.choices.get(s) is None, brutal=self.options.brutal))
        assert data["scores"] == scores
        totals = [t + sc for t, sc in zip(self.totals, scores)]
        for penalised in self.choices.values():                     # F7-34
            if penalised is not None:
                totals[penalised] -= FLIP7_BONUS
        assert data["totals"] == totals
        self.totals = totals
        if not self.options.brutal:
            assert min(scores) >= 0                                 # F7-16
        top = max(totals)
        if top >= self.options.target and totals.count(top) > 1:
            self.seen["tie_plays_on"] += 1                          # F7-31

    def check(self, view):
        for s, seat in enumerate(view.seats):
            assert self.zones[f"line{s}"] == list(seat.numbers)
            assert self.zones[f"mods{s}"] == list(seat.mods)
            assert self.zones[f"pending{s}"] == list(seat.pending)
            assert seat.status == self.status[s] and seat.total == self.totals[s]
        assert self.zones["discard"] == list(view.discard)
        assert len(self.draw) == view.draw_count


def empty_table(view):
    """The view of the table before setup dealt anything: every card on the draw pile."""
    blank = view.seats[0].__class__((), (), (), ACTIVE, 0)
    return view.__class__(**{**{f: getattr(view, f) for f in view.__slots__},
                             "seats": (blank,) * view.players, "discard": ()})


def check_cards(state):
    places = [state.draw, state.discard, *state.numbers, *state.mods, *state.pending]
    assert sum(map(len, places)) == DECK_SIZE
    assert len({c for place in places for c in place}) == DECK_SIZE


def check_legal(state, model, legal):
    assert legal, "no legal action before the end"
    seat = state.to_act
    decision = state.tasks[-1][0]
    if decision == "turn":
        assert model.status[seat] == ACTIVE
        zero = any(state.deck[c].name == ZERO for c in model.zones[f"line{seat}"])
        assert (legal[-1].kind == "stay") != zero                    # F7-12
        return
    if decision == "flip7_choice":
        assert state.options.brutal and len(legal) == state.players   # F7-34
        return
    assert model.status[seat] != BUSTED
    owner = {c: s for s in range(state.players)
             for c in (*model.zones[f"line{s}"], *model.zones[f"mods{s}"])}
    for action in legal:
        if action.kind == "give":                                   # F7-29, F7-33
            assert state.options.brutal or model.status[action.seat] != BUSTED
        elif action.kind == "target":                               # F7-23
            assert model.status[action.seat] != BUSTED
        else:
            for card in (action.item2, action.value):
                if card is not None:
                    assert model.status[owner[card]] != BUSTED
            if action.kind == "steal":                              # F7-27
                assert owner[action.item2] != seat
            if action.kind == "swap":                               # F7-26
                assert owner[action.item2] != owner[action.value]


def play_one(game_no, seen):
    players = PLAYERS[game_no % len(PLAYERS)]
    combo = COMBOS[(game_no // len(PLAYERS)) % len(COMBOS)]
    state = setup(Options(players=players, **combo), seed=game_no)
    rng = random.Random(10_000 + game_no)
    hit_rate = rng.uniform(0.5, 0.95)
    model = TableModel(empty_table(state.view(SPECTATOR)))
    for event in state.start_events:
        model.apply(event)
    model.check(state.view(SPECTATOR))
    for step in range(STEP_BOUND):
        if state.is_over:
            break
        legal = state.legal_actions()
        check_legal(state, model, legal)
        if step % 16 == 0:
            assert state.view(state.to_act).legal == tuple(legal)
        if state.tasks[-1][0] == "turn" and len(legal) == 2:
            action = legal[0] if rng.random() < hit_rate else legal[1]
        else:
            action = rng.choice(legal)
        events = state.apply(action)
        previous = None
        for event in events:
            if event.kind == "draw" and previous == "reshuffle" and event["why"] == "flip_four":
                seen["reshuffle_in_flip_four"] += 1
            model.apply(event)
            previous = event.kind
        model.check(state.view(SPECTATOR))
        check_cards(state)
    assert state.is_over, f"game {game_no} did not end in {STEP_BOUND} actions"
    assert state.winner == max(range(players), key=state.totals.__getitem__)
    assert state.totals[state.winner] >= combo["target"]
    assert state.totals.count(state.totals[state.winner]) == 1
    seen.update(model.seen)
    seen["actions"] += len(state.history)


def test_random_play_keeps_every_invariant():  # F7-1 … F7-35 under random play
    seen = Counter()
    for game_no in range(GAMES):
        play_one(game_no, seen)
    # Random play reaches the rare corners too.
    for key in ("flip7", "bust", "reshuffle", "reshuffle_in_flip_four", "reshuffle_mid_round",
                "penalty", "bonus", "why:fizzle", "why:unlucky7", "why:busted", "why:steal",
                "why:swap", "why:discard", "why:give", "forced_stay", "tie_plays_on",
                "game_over"):
        assert seen[key] > 0, key
    assert seen["game_over"] == GAMES


def test_a_clone_plays_on_alone_and_like_the_original():
    """``State.clone`` (not the contract's deep copy): the copy and the original, given the
    same actions, stay equal; an action on one never touches the other."""
    rng = random.Random(5)
    for game_no in range(40):
        state = setup(Options(players=2 + game_no % 7, brutal=game_no % 2 == 0), game_no)
        while not state.is_over:
            if rng.random() < 0.2:
                copy = state.clone()
                before = state.view(SPECTATOR)
                action = rng.choice(copy.legal_actions())
                copy.apply(action)
                assert state.view(SPECTATOR) == before and state.history != copy.history
                assert state.apply(action) and state.view(SPECTATOR) == copy.view(SPECTATOR)
                assert state.rng.getstate() == copy.rng.getstate()
                assert vars(state).keys() == vars(copy).keys()
                assert all(getattr(state, k) == getattr(copy, k) for k in vars(state)
                           if k != "rng")
            else:
                state.apply(rng.choice(state.legal_actions()))
