"""Face Guess at the table: the model follows the engine without ever knowing more than the seat
shown (FG-12), a human puts a card down (FG-3) and guesses (FG-4) by clicks and by keys, earlier
guesses fill the grid as they are made, hot-seat privacy at every animation step, the reveal
turns every card over together (FG-5), the points fly to the seats they go to (FG-6, FG-7,
FG-11), the round summaries and the result's words (FG-10), animations at real speed, and the
demo in every language."""
from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest
from PySide6.QtCore import QPointF, Qt

from faceguess_helpers import B, G, commit_all, game, guess_all, play_round, same_calls
from facetable.app.i18n import LANGUAGES
from facetable.app.session import Seat
from facetable.engine import SPECTATOR
from facetable.engine.faceguess import BAD, GOOD, Options, guess_for, setup, targets
from facetable.engine.faceguess import actions as A
from facetable.table.faces import face_art
from facetable.table.faceguess import text
from facetable.table.faceguess.model import FaceGuessTable
from facetable.table.faceguess.story import Story
from facetable.table.faceguess.zones import PROJECTION
from facetable.table.card_marks import LOCK

BACK = face_art("back")
#: Signed numbers start with a left-to-right mark (the sign stays before the number in Persian).
from facetable.table.numbers import signed
import table_helpers


# --- the zones follow the engine ------------------------------------------------------------

class Shown:
    """What a seat's table holds: the zones events lead to, the story they tell, and the
    picture of both (as the controller keeps them)."""

    def __init__(self, view, from_view: bool = False) -> None:
        self.zones = PROJECTION.project(view) if from_view else PROJECTION.start(view)
        self.story = Story(view.players)
        for event in view.log if from_view else ():
            self.story.tell(event)

    def apply(self, event) -> None:
        self.story.tell(event)
        PROJECTION.play(self.zones, event)

    @property
    def table(self) -> FaceGuessTable:
        return FaceGuessTable.of(self.zones, self.story)


def assert_model_matches_view(model: FaceGuessTable, view) -> None:
    """Zones by size and known kinds as the view has them; nothing known that the seat may not
    know (FG-12)."""
    n = view.players
    assert model.hand_sizes() == view.hand_sizes
    for s in range(n):
        kinds = [model.kind(i) for i in model.hands[s]]
        if s == view.seat:
            assert sorted(kinds) == sorted(view.hand)
        else:
            assert kinds == [None] * len(kinds), "a hand leaks"
        assert model.placed(s) == view.placed[s]
        if view.placed[s]:
            known = model.kind(model.mats[s])
            revealed = model.current().cards is not None
            assert known == (view.faces[s] if not revealed or view.over else
                             model.current().cards[s])
            if not revealed:
                assert known == (view.mine if s == view.seat else None), "a card leaks"
    assert model.deck == view.deck_size and model.discard_size == view.discard_size
    assert tuple(model.scores) == view.scores and tuple(model.right) == view.right
    assert model.round == view.round and model.start == view.start
    assert model.phase == view.phase and model.guesser == view.guesser
    current = model.current()
    assert tuple(current.calls) == view.guesses or view.phase == "over"
    finished = [r for r in model.rounds if r.scored]
    assert [(r.number, r.start, r.cards, tuple(r.calls)) for r in finished] == \
        [(r.number, r.start, r.cards, r.guesses) for r in view.rounds]


@pytest.mark.parametrize("seed", range(12))
def test_model_from_events_matches_the_view_after_every_action(qapp, seed):
    options = Options(players=2 + seed % 5, good_cards=(25, 12, 38)[seed % 3],
                      fooled_bonus=seed % 2 == 1)
    state = setup(options, seed)
    seat = [*range(options.players), SPECTATOR][seed % (options.players + 1)]
    shown = Shown(state.view(seat))
    names = [f"P{s}" for s in range(options.players)]
    for event in state.start_events:
        shown.apply(event.seen_by(seat))
    rng = random.Random(seed)
    while not state.is_over:
        who = rng.choice(state.deciders())
        for event in state.apply(rng.choice(state.legal_actions(who)), who):
            seen = event.seen_by(seat)
            shown.apply(seen)
            text.event_text(seen, names, shown.table.current())
        model = shown.table
        assert_model_matches_view(model, state.view(seat))
        text.history_lines(model.rounds, names)
    rebuilt = Shown(state.view(seat), from_view=True).table
    assert rebuilt.hand_sizes() == model.hand_sizes() and rebuilt.scores == model.scores
    assert [(r.number, r.cards, r.calls, r.points) for r in rebuilt.rounds] == \
        [(r.number, r.cards, r.calls, r.points) for r in model.rounds]
    points = [sum(r.points[s] for r in model.rounds) for s in range(options.players)]
    assert points == model.scores                      # every point is in a round's summary


def test_the_own_commit_takes_the_card_clicked(qapp):
    from facetable.table.faceguess.controller import FaceGuessController
    state = game(3, hands={0: [G, B, G, B, G]})
    c = FaceGuessController(state.view(0), ["A", "B", "C"], 0)
    c.looking = 0
    c.set_speed(0)
    c.load(state.view(0))
    goods = [i for i in c.model.hands[0] if c.model.kind(i) == GOOD]
    c._prefer = goods[1]
    c.play([e.seen_by(0) for e in state.apply(A.commit(GOOD), 0)])
    assert c.model.mats[0] == goods[1] and c.model.kind(goods[1]) == GOOD
    other = Shown(state.view(1), from_view=True).table
    assert other.placed(0) and other.kind(other.mats[0]) is None
    c.dispose()


def test_the_banner_names_the_start_player_of_the_round_it_shows(qapp):  # FG-8
    """At a round's end the start marker moves on at once (FG-8), while the banner still shows
    the round that ended (its cards revealed): the banner names that round's start player, as
    History does, not the next one's."""
    from facetable.table.faceguess.controller import FaceGuessController
    state = game(3, first=1)
    c = FaceGuessController(state.view(0), ["A", "B", "C"], 0)
    c.looking = 0
    c.set_speed(0)
    c.load(state.view(0))
    events = [e.seen_by(0) for e in play_round(state, [G, G, G], same_calls(3, G))]
    moved = next(i for i, e in enumerate(events) if e.kind == "start_player")
    c.play(events[:moved + 1])
    assert c.model.start == 2 and c.panels[2].marker == "Start"     # the marker moved on
    assert c.model.round == 1 and "Round 1 · B starts" in c.banner.title
    assert c.history_rows()[0] == "Round 1 — B starts"
    c.play(events[moved + 1:])
    assert "Round 2 · C starts" in c.banner.title
    c.dispose()


# --- at the table ----------------------------------------------------------------------------

def _adopt(window, state, seats):
    """A session at the table that continues from ``state`` (a set-up position)."""
    session = window.start_game("faceguess", state.options, seats, seed=0, autostart=False)
    session.state = state
    looking = next((s for s, seat in enumerate(seats) if seat.human), SPECTATOR)
    session.looking = looking
    session.controller.viewer = max(looking, 0)
    session.controller.looking = looking
    session.controller.load(state.view(looking))
    session._started = True
    return session


def _active(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)


def _click_at(qtbot, view, x: float, y: float, expect=None):
    point = view.mapFromScene(QPointF(x, y))
    if expect is not None:
        assert view.itemAt(point) is expect, (view.itemAt(point), expect)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _click_card(qtbot, view, item):
    r = item.sceneBoundingRect().adjusted(8, 8, -8, -8)
    _click_at(qtbot, view, r.x() + 6, r.y() + r.height() * 0.4, item)


def _click_rect(qtbot, view, rect, expect):
    _click_at(qtbot, view, rect.x + rect.w / 2, rect.y + rect.h / 2, expect)


def _buttons(window) -> list[str]:
    return [b.text() for b in window.actions_bar._button_widgets]


def _own(c, kind):
    return next(i for i in c.model.hands[c.model.seat] if c.model.kind(i) == kind)


def humans(n: int) -> list[Seat]:
    return [Seat(name, True) for name in ("Lan", "Bao", "Cy", "Dee", "Eve", "Fay")[:n]]


def test_a_human_puts_a_card_down_by_clicking_it(window, qtbot):  # FG-3
    state = game(3, hands={0: [G, B, G, B, G]})
    commit_all(state, {1: B, 2: G})
    session = _adopt(window, state, humans(3))
    session.offer_to_human(0)
    _active(window, qtbot)
    c = session.controller
    assert _buttons(window) == ["Put a Good Face down  (G)", "Put a Bad Face down  (B)"]
    assert "put one card face down" in window.actions_bar.prompt.text()
    assert all(c.cards[i].selectable for i in c.model.hands[0])
    assert c.cards[c.model.mats[1]].face == BACK and c.cards[c.model.mats[2]].face == BACK
    bad = _own(c, BAD)
    _click_card(qtbot, window.table, c.cards[bad])
    assert state.history[-1].seat == 0 and state.history[-1].action == A.commit(BAD)
    assert state.phase == "guess"
    assert c.model.mats[0] == bad, "the card clicked is the one put down"
    card = c.cards[bad]
    assert card.face.startswith("bad_") and card.mark == LOCK and card.flip == 1.0
    assert not any(i.selectable for i in c.cards.values())


@pytest.mark.parametrize("key,kind", [(Qt.Key.Key_G, GOOD), (Qt.Key.Key_B, BAD)])
def test_a_human_puts_a_card_down_with_a_key(window, qtbot, key, kind):  # FG-3
    state = game(2, hands={0: [G, B, G, B, G]})
    session = _adopt(window, state, humans(2))
    session.offer_to_human(0)
    _active(window, qtbot)
    qtbot.keyClick(window, key)
    assert state.history[-1].action == A.commit(kind) and state.committed[0] == kind


def test_a_card_is_put_down_with_the_arrows_and_enter_on_the_table(window, qtbot):  # FG-3
    """The table's focus ring (shared by every game) reaches the hand's cards: Right moves it
    onto a card, Enter puts that card down."""
    state = game(2, hands={0: [G, B, G, B, G]})
    session = _adopt(window, state, humans(2))
    session.offer_to_human(0)
    _active(window, qtbot)
    c = session.controller
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    ringed = c.keys.current
    assert ringed is not None and ringed.item_id in c.model.hands[0]
    kind = c.model.kind(ringed.item_id)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert state.history[-1].seat == 0 and state.history[-1].action == A.commit(kind)
    assert c.model.mats[0] == ringed.item_id


def test_a_hand_of_one_kind_offers_that_kind_only(window, qtbot):
    state = game(2, hands={0: [B, B, B, B, B]})
    session = _adopt(window, state, humans(2))
    session.offer_to_human(0)
    assert _buttons(window) == ["Put a Bad Face down  (B)"]
    assert "only Bad Faces (B)" in window.actions_bar.prompt.text()


def _to_guess(players=4, guesser=0):
    """Every card down; the start player (``guesser``) is first to guess."""
    state = game(players, hands={guesser: [G, B, G, B, G]}, first=guesser)
    commit_all(state, ([G, B] * 3)[:players])
    return state


def test_a_human_guesses_by_clicks_and_confirms(window, qtbot):  # FG-4
    state = _to_guess(4)
    session = _adopt(window, state, humans(4))
    session.offer_to_human(0)
    _active(window, qtbot)
    c, view = session.controller, window.table
    grid = c.layout.grid
    assert grid.order == (1, 2, 3, 0) and set(grid.halves) == {1, 2, 3}
    assert _buttons(window) == [] and "0 of 3 set" in window.actions_bar.prompt.text()
    for about, kind in ((1, GOOD), (2, BAD), (3, BAD), (3, GOOD)):     # the last one changes
        good, bad = grid.halves[about]
        _click_rect(qtbot, view, good if kind == GOOD else bad, c.grid)
    assert c._calls == {1: GOOD, 2: BAD, 3: GOOD}
    assert c.grid.state.editing == {1: GOOD, 2: BAD, 3: GOOD} and c.grid.state.can_confirm
    assert _buttons(window) == ["Confirm: Bao Good, Cy Bad, Dee Good  (Enter)"]
    assert "3 of 3 set" in window.actions_bar.prompt.text()
    assert len(state.history) == 4, "nothing is played before Confirm"
    _click_rect(qtbot, view, grid.confirm, c.grid)
    assert state.history[-1].action == guess_for({1: GOOD, 2: BAD, 3: GOOD}, 0, 4)
    assert state.guesser == 1
    assert c.grid.state.calls[0] == (None, GOOD, BAD, GOOD), "the guess is in the grid"
    assert c.grid.state.editing is None and c.layout.grid.confirm is None


def test_confirm_waits_for_every_call(window, qtbot):
    state = _to_guess(3)
    session = _adopt(window, state, humans(3))
    session.offer_to_human(0)
    c = session.controller
    c.set_call(1, GOOD)
    c.confirm_guess()
    _click_rect(qtbot, window.table, c.layout.grid.confirm, c.grid)
    assert len(state.history) == 3 and state.guesser == 0
    assert not c.grid.state.can_confirm


def test_a_human_guesses_with_keys(window, qtbot):  # FG-4
    state = _to_guess(5)
    session = _adopt(window, state, humans(5))
    session.offer_to_human(0)
    _active(window, qtbot)
    c, view = session.controller, window.table
    view.setFocus()
    order = targets(0, 5)
    qtbot.keyClick(view, Qt.Key.Key_G)                      # the first, then it moves on
    qtbot.keyClick(view, Qt.Key.Key_B)
    assert c._calls == {order[0]: GOOD, order[1]: BAD, order[2]: None, order[3]: None}
    qtbot.keyClick(view, Qt.Key.Key_4)                      # the fourth player
    qtbot.keyClick(view, Qt.Key.Key_G)
    qtbot.keyClick(view, Qt.Key.Key_Left)                   # back to the third
    assert c.grid.state.cursor == order[2]
    qtbot.keyClick(view, Qt.Key.Key_Space)                  # unset: Space sets Good
    qtbot.keyClick(view, Qt.Key.Key_Space)                  # … and switches to Bad
    qtbot.keyClick(view, Qt.Key.Key_Return)
    calls = {order[0]: GOOD, order[1]: BAD, order[2]: BAD, order[3]: GOOD}
    assert c._calls == calls
    assert state.history[-1].action == guess_for(calls, 0, 5)


def test_arrows_follow_the_screen_right_to_left(window, qtbot):
    state = _to_guess(4)
    session = _adopt(window, state, humans(4))
    window.table.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    session.offer_to_human(0)
    c, view = session.controller, window.table
    view.setFocus()
    grid = c.layout.grid
    assert grid.col_heads[1].x > grid.col_heads[2].x       # the first column at the right
    qtbot.keyClick(view, Qt.Key.Key_Left)                   # leftwards: the next player
    assert c.grid.state.cursor == 2
    good, bad = grid.halves[3]
    assert good.x > bad.x                                   # Good first, reading right to left


def test_earlier_guesses_fill_the_grid_as_they_are_made(window, qtbot):  # FG-4: public
    state = _to_guess(3)
    seats = [Seat("Lan", False, "easy"), Seat("Bao", False, "easy"), Seat("Cy", True)]
    session = _adopt(window, state, seats)
    session.bot_pause_ms = 0
    seen = []
    session.human_turn.connect(lambda seat, legal: seen.append(dict(
        session.controller.grid.state.calls)))
    session._settled()
    qtbot.waitUntil(lambda: session.deciding == 2, timeout=15000)
    calls = seen[-1]
    assert set(calls) == {0, 1}
    assert calls[0] == state.guesses[0] and calls[1] == state.guesses[1]
    assert session.controller.grid.state.right == {}        # not revealed yet
    lines = window.log.lines()
    assert any(line.startswith("Lan guesses: ") for line in lines)


# --- the reveal and the points ---------------------------------------------------------------

def _last_guess(state, calls):
    """Everyone but the last guesser guesses ``calls``; the last guess is left to play."""
    n = state.players
    while state.phase == "guess":
        g = state.guesser
        if (g + 1) % n == state.start:
            return guess_for(dict(calls[g]), g, n), g
        state.apply(guess_for(dict(calls[g]), g, n), g)
    raise AssertionError("no guess left")


CALLS4 = {0: {1: G, 2: B, 3: G}, 1: {2: G, 3: B, 0: B}, 2: {3: G, 0: G, 1: G},
          3: {0: B, 1: B, 2: G}}
CARDS4 = {0: G, 1: B, 2: G, 3: B}


def test_the_reveal_turns_every_card_over_together(window, qtbot):  # FG-5
    state = game(4, first=0)
    commit_all(state, CARDS4)
    last, seat = _last_guess(state, CALLS4)
    session = _adopt(window, state, [Seat("Lan", True), Seat("Bao", False, "easy"),
                                     Seat("Cy", False, "easy"), Seat("Dee", False, "easy")])
    session._started = False
    c = session.controller
    hidden = [c.model.mats[s] for s in (1, 2, 3)]
    assert all(c.cards[i].face == BACK and c.cards[i].flip == 0.0 for i in hidden)
    window.set_speed(1.0)
    moments = []

    def mid_flip():
        flips = [c.cards[i].flip for i in hidden]
        if any(0.1 < f < 0.9 for f in flips):
            moments.append((flips, [c.cards[c.model.mats[s]].face.split("_")[0]
                                    for s in range(4)], c.cards[c.model.mats[0]].mark))
        return bool(moments)
    with qtbot.waitSignal(c.settled, timeout=20000):
        c.play(session.redact(state.apply(last, seat)))
        qtbot.waitUntil(mid_flip, timeout=5000)
    flips, faces, mark = moments[0]
    assert max(flips) - min(flips) < 1e-6, f"the cards turn one by one: {flips}"
    assert faces == ["good", "bad", "good", "bad"]
    assert mark is None                                   # the padlock is gone
    assert all(c.cards[i].flip == 1.0 for i in hidden)    # on the discard pile now
    assert all(i in c.model.discard for i in hidden)


def test_the_points_fly_to_the_seats_they_go_to(window, qtbot):  # FG-6, FG-7, FG-11
    state = game(4, first=0, fooled_bonus=True)
    commit_all(state, CARDS4)
    last, seat = _last_guess(state, CALLS4)
    session = _adopt(window, state, [Seat("Lan", True)] +
                     [Seat(n, False, "easy") for n in ("Bao", "Cy", "Dee")])
    session._started = False
    c = session.controller
    window.set_speed(3.0)
    before = list(state.scores)
    mid = []

    def flying():
        if c.floating and any(i.opacity() > 0.5 for i in c.floating):
            mid.append([p.detail for p in c.panels])
        return bool(mid)
    with qtbot.waitSignal(c.settled, timeout=20000):
        c.play(session.redact(state.apply(last, seat)))
        qtbot.waitUntil(flying, timeout=10000)
    lay = c.layout
    got = [0] * 4
    for who, amount, reason, guesser, about, start, end in c.flown:
        got[who] += amount
        cell = lay.grid.cells[(guesser, about)]
        assert abs(start[0] - (cell.x + cell.w / 2)) < 1 and abs(start[1] - (cell.y + cell.h / 2)) < 1
        spot = lay.score_spots[who]
        assert spot.x <= end[0] <= spot.right and spot.y <= end[1] <= spot.bottom
        assert lay.seats[who].contains(spot)
        assert who == (guesser if reason in ("right", "wrong") else about)
    assert got == [a - b for a, b in zip(state.scores, before)]
    # every Good call scores for the card called about: a Good card is liked (FG-7), a Bad
    # card fooled the guesser (FG-11)
    assert sorted((r, g, a) for _, _, r, g, a, _, _ in c.flown if r in ("liked", "fooled")) == \
        sorted([("fooled", 0, 1), ("fooled", 0, 3), ("liked", 1, 2), ("fooled", 2, 3),
                ("liked", 2, 0), ("fooled", 2, 1), ("liked", 3, 2)])
    assert sum(1 for f in c.flown if f[2] in ("right", "wrong")) == 12         # FG-6
    assert c.floating == [] and [p.detail for p in c.panels] == \
        [text.score_label(s) for s in state.scores]
    assert mid and mid[0] != [p.detail for p in c.panels], "scores count up as points land"


def test_the_grid_and_history_summarise_the_round(window, qtbot):
    state = game(4, first=0)
    session = _adopt(window, state, humans(4))
    c = session.controller
    c.play(session.redact(play_round(state, CARDS4, CALLS4)))
    grid = c.grid.state
    assert grid.round_label == "Round 1"
    assert grid.right[(0, 1)] is False and grid.right[(0, 2)] is False
    assert grid.right[(1, 3)] is True and grid.points[0] == text.signed(state.scores[0])
    rows = c.history_rows()
    assert rows[:2] == ["Round 1 — Lan starts",
                        "· Lan: Bao Good ✗, Cy Bad ✗, Dee Good ✗"]
    assert rows[2] == "· Bao: Cy Good ✓, Dee Bad ✓, Lan Bad ✗"
    assert rows[5] == "· Cards: Lan Good, Bao Bad, Cy Good, Dee Bad"
    assert rows[6] == (f"· Points: Lan {signed(-2)}, Bao {signed(1)}, Cy {signed(1)}, "
                       f"Dee {signed(1)}")
    assert rows[7] == "Round 2 — Bao starts"
    assert window.guesses.lines() == rows
    # the result stays in the grid while the next cards go down, until the guessing starts
    assert c.grid.state.round_label == "Round 1" and c.model.phase == "commit"
    c.play(session.redact(commit_all(state, {0: G, 1: G, 2: B, 3: B})))
    assert c.grid.state.round_label == "Round 2" and c.grid.state.calls == {}
    log = window.log.lines()
    assert "The cards are revealed: Lan Good, Bao Bad, Cy Good, Dee Bad" in log
    assert (f"Points this round: Lan {signed(-2)}, Bao {signed(1)}, Cy {signed(1)}, "
            f"Dee {signed(1)}") in log


def test_the_table_shows_the_start_player_the_target_and_the_piles(window):
    state = game(3, first=1, target=15)
    session = _adopt(window, state, humans(3))
    c = session.controller
    assert c.panels[1].marker == "Start" and not c.panels[0].marker
    assert "Bao starts" in c.banner.title and "target: 15 points" in c.banner.title
    assert c.deck_item.count == 35 and c.deck_label.text == "Draw pile"
    assert c.discard_zone.text == "Discard: 0"
    play_round(state, [G, G, G], {g: {s: G for s in range(3) if s != g} for g in range(3)})
    session.controller.load(state.view(0))
    c = session.controller
    assert c.panels[2].marker == "Start" and c.discard_zone.text == "Discard: 3"
    assert c.deck_item.count == 32
    assert [r[1:] for r in c.score_rows()] == [["4", "2", "5"]] * 3
    assert c.score_headers() == ["Player", "Score", "Right guesses", "Hand"]


# --- words -----------------------------------------------------------------------------------

def test_result_words_name_ties_and_shared_wins(qapp):  # FG-10
    names = ["Lan", "Bao", "Cy"]
    assert text.game_over_text([1], (3, 10, 4), (1, 5, 2), "target", names) == \
        "Bao wins with 10 points!"
    assert text.game_over_text([0], (10, 10, 4), (6, 5, 2), "target", names) == \
        "Lan wins: 10 points, as many as Bao, but more right guesses (6 to 5)."
    assert text.game_over_text([0, 2], (10, 7, 10), (6, 5, 6), "deck", names) == \
        "The draw pile cannot refill every hand. Lan and Cy share the win: 10 points and 6 " \
        "right guesses each."


def test_action_words_and_prompts(qapp):
    names = ["Lan", "Bao", "Cy"]
    assert text.action_text(A.commit(GOOD), names, None, 3) == "Put a Good Face down"
    assert text.action_text(guess_for({1: B, 2: G}, 0, 3), names, 0, 3) == \
        "Confirm: Bao Bad, Cy Good"
    assert text.signed(2) == "\u2066+2\u2069" and text.signed(-1) == "\u2066−1\u2069"
    assert text.signed(0) == "\u20660\u2069"
    assert "press 1–4 and G / B" in text.guess_prompt("Lan", 1, 4)
    assert "press 1 and G / B" in text.guess_prompt("Lan", 0, 1)


def test_the_result_is_announced_after_a_game_of_bots(window, qtbot):
    seats = [Seat(n, False, "easy") for n in ("Ana", "Bao", "Cy")]
    session = window.start_game("faceguess", Options(players=3), seats, seed=4,
                                autostart=False)
    over = []
    session.game_over.connect(over.append)
    session.start()
    qtbot.waitUntil(lambda: bool(over), timeout=60000)
    qtbot.waitUntil(lambda: not session.controller.busy, timeout=5000)
    c = session.controller
    assert all(c.cards[i].face != BACK for h in c.model.hands for i in h), "hands turn up"
    prompt = window.actions_bar.prompt.text()
    assert "wins" in prompt or "share the win" in prompt
    assert c.banner.title.startswith("The game is over")
    assert all(c.panels[s].marker == "Winner" for s in over[0].winners)
    rows = c.history_rows()
    assert rows[0].startswith("Round 1 — ") and window.guesses.count() == len(rows)


# --- hot-seat privacy ------------------------------------------------------------------------

def assert_frame_private(session, settled: bool) -> None:
    """After any animation step: no card of another seat's hand shows its face, and no card on
    another seat's mat before the reveal. ``settled``: the faces shown are exactly within
    what the seat looking may see."""
    c, state = session.controller, session.state
    if c.model.open:
        return
    looking = session.looking
    entry = c.model.current()
    revealed = entry is not None and entry.cards is not None
    shown = {GOOD: 0, BAD: 0}
    for item_id, item in c.cards.items():
        if not item.isVisible() or item.face == BACK:
            continue
        zone, seat = c.model.zone_of(item_id)
        assert not (zone == "hand" and seat != looking), f"a hand leaks to {looking}"
        assert not (zone == "mat" and seat != looking and not revealed), \
            f"{seat}'s card leaks to {looking}"
        shown[GOOD if item.face.startswith("good") else BAD] += 1
    if settled:
        # at most: the own hand and card, and the last two rounds' revealed cards (one on
        # the mats at the end of the game, one on the discard pile)
        view = state.view(looking)
        allowed = {k: list(view.hand).count(k) for k in (GOOD, BAD)}
        if view.mine is not None and not view.over:
            allowed[view.mine] += 1
        for r in view.rounds[-2:]:
            for k in r.cards:
                allowed[k] += 1
        assert all(shown[k] <= allowed[k] for k in shown), (shown, allowed)


def watch_frames(session) -> list[int]:
    return table_helpers.watch_frames(session, lambda s: assert_frame_private(s, False))


@pytest.mark.parametrize("seed", [3, 8])
def test_hot_seat_humans_never_see_each_others_hands_or_cards(window, qtbot, seed):
    options = Options(players=4, target=15)
    seats = [Seat("Ana", True), Seat("Bot", False, "easy"), Seat("Bao", True), Seat("Cy", True)]
    session = window.start_game("faceguess", options, seats, seed=seed, autostart=False)
    steps = watch_frames(session)
    turns = []
    session.human_turn.connect(lambda seat, legal: turns.append((seat, legal)))
    session.start()
    rng = random.Random(seed)
    asked = {"commit": 0, "guess": 0}
    curtains = []
    while not session.state.is_over and sum(asked.values()) < 60:
        qtbot.waitUntil(lambda: window.curtain.isVisible() or bool(turns)
                        or session.state.is_over, timeout=20000)
        if window.curtain.isVisible():
            c = session.controller
            assert not any(i.selectable for i in c.cards.values())
            assert c.grid.state.editing is None
            assert_frame_private(session, True)
            curtains.append((session.state.phase, session.looking))
            qtbot.keyClick(window.curtain, Qt.Key.Key_Return)
            continue
        if session.state.is_over:
            break
        seat, legal = turns.pop()
        turns.clear()
        assert seat == session.looking
        assert_frame_private(session, True)
        c = session.controller
        if legal[0].kind == "commit":
            asked["commit"] += 1
            others = [s for s in range(4) if s != seat and c.model.placed(s)]
            assert all(c.cards[c.model.mats[s]].face == BACK for s in others)
            hand = [i for i in c.model.hands[seat] if c.cards[i].selectable]
            c._clicked_item(rng.choice(hand))
        else:
            asked["guess"] += 1
            for about in c._order():
                c.set_call(about, rng.choice((GOOD, BAD)))
            assert_frame_private(session, True)
            c.confirm_guess()
    assert asked["commit"] >= 6 and asked["guess"] >= 6
    assert any(phase == "commit" for phase, _ in curtains), "a curtain between commits"
    assert steps[0] > 30


# --- animations ------------------------------------------------------------------------------

def test_a_round_animates_at_real_speed_and_settles_where_the_layout_says(window, qtbot):
    window.set_speed(6.0)
    seats = [Seat("Me", True), Seat("B", False, "easy"), Seat("C", False, "easy")]
    session = window.start_game("faceguess", Options(players=3), seats, seed=2,
                                autostart=False)
    c = session.controller
    with qtbot.waitSignal(c.settled, timeout=15000):
        session.start(auto=False)
        assert c.busy
    state = session.state
    events = commit_all(state, {1: G, 2: B})
    events += state.apply(A.commit(state.hands[0][0]), 0)
    events += guess_all(state, {g: {s: G for s in range(3) if s != g} for g in range(3)})
    with qtbot.waitSignal(c.settled, timeout=20000):
        c.play(session.redact(events))
        assert c.busy
    for item_id, place in c.layout.cards.items():
        item = c.cards[item_id]
        assert abs(item.pos().x() - place.rect.x) < 0.5 and abs(item.pos().y() - place.rect.y) < 0.5
        assert item.flip == (1.0 if place.face_up else 0.0)
    assert c.floating == [] and c.model.round == 2 and c.model.hand_sizes() == (5, 5, 5)


# --- the demo --------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_demo_runs_in_every_language(tmp_path, lang):
    out = tmp_path / f"fg_{lang}.png"
    result = subprocess.run(
        [sys.executable, "-m", "facetable", "--demo", "faceguess", "--players", "4", "--seed",
         "3", "--steps", "40", "--lang", lang, "--screenshot", str(out)],
        capture_output=True, text=True, timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 50_000


def test_a_hand_of_five_goods_shows_five_people():
    state = game(3, hands={0: [G] * 5}, draws=[G, G, G])
    shown = Shown(state.view(0), from_view=True)
    model = shown.table
    pictures = [model.picture(i) for i in model.hands[0]]
    assert len(set(pictures)) == 5 and all(p.startswith("good_") for p in pictures)
    for event in play_round(state, [G, B, B], {g: {s: G for s in range(3) if s != g}
                                               for g in range(3)}):
        shown.apply(event.seen_by(0))
    model = shown.table
    pictures = [model.picture(i) for i in model.hands[0]]
    assert len(set(pictures)) == 5


def test_a_redrawn_table_keeps_the_last_rounds_cards_on_the_discard_pile(qapp):  # FG-8
    """The discard pile is only counted in the zones; a table redrawn from a view (a resume,
    an undo, a hand-over) still shows the last round's cards face up on top of it."""
    from facetable.table.faceguess.controller import FaceGuessController
    state = setup(Options(players=3), 5)
    rng = random.Random(5)
    while not state.view(0).discard_size:
        who = state.deciders()[0]
        state.apply(rng.choice(state.legal_actions(who)), who)
    c = FaceGuessController(state.view(0), ["A", "B", "C"], 0)
    c.looking = 0
    c.resize(1000, 640)
    c.load(state.view(0))
    assert [c.model.kind(i) for i in c.model.discard] == list(state.view(0).rounds[-1].cards)
    assert all(c.cards[i].isVisible() and c.cards[i].face_up for i in c.model.discard)
    c.dispose()


def test_right_and_wrong_marks_come_from_the_score_events():  # FG-6
    """The grid and the History mark a call right or wrong as its score event says, not by
    comparing the call with the card again on the table."""
    from facetable.engine.faceguess import events as E
    story = Story(3)
    for event in (E.round_(1, 0), E.guess(0, (None, GOOD, BAD), (1, 2)),
                  E.reveal((GOOD, GOOD, BAD))):
        story.tell(event)
    entry = story.rounds[-1]
    assert entry.cards == (GOOD, GOOD, BAD) and entry.marks == {}     # revealed, not scored
    story.tell(E.score(0, 1, "right", 0, 1, 1))
    story.tell(E.score(0, -1, "wrong", 0, 2, 0))
    story.tell(E.score(1, 1, "liked", 0, 1, 1))
    assert entry.marks == {(0, 1): True, (0, 2): False}
    assert text.round_lines(entry, ["Lan", "Bao", "Cy"])[1] == "· Lan: Bao Good ✓, Cy Bad ✗"
