"""Good Face Bad Face at the table: the zones follow the engine card by card without ever
knowing more than the seat shown (GF-23), the picture the layout reads is made from them, a
human builds a Stack by clicks, drags and keys and flips, passes, takes back and keeps by clicks
and keys, hot-seat privacy at every animation step, the prompts' words, the must-flip marker
(GF-19) and Stack count (GF-29), animations at real speed, and the demo in every language."""
from __future__ import annotations

import itertools
import random
import subprocess
import sys

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from facetable.app.i18n import LANGUAGES
from facetable.app.session import Seat
from facetable.engine import SPECTATOR
from facetable.engine.goodface import BAD, BLANK, GOOD, GREEDY, KINDS, SAD, Options, setup
from facetable.engine.goodface import actions as A
from facetable.engine.goodface.scenario import parse, position
from facetable.table.faces import face_art
from facetable.table.goodface import text
from facetable.table.goodface.model import GoodFaceTable
from facetable.table.goodface.story import tell
from facetable.table.goodface.zones import PROJECTION
import table_helpers

CONFIGS = [(p, *w) for p in range(2, 6) for w in itertools.product((False, True), repeat=3)
           if p > 2 or sum(w) <= 1]


def options_for(seed: int) -> Options:
    players, greedy, sad, blank = CONFIGS[seed % len(CONFIGS)]
    return Options(players=players, greedy=greedy, sad=sad, blank=blank,
                   blank_effect=("greedy", "sad", "peek")[seed % 3],
                   direction="right" if seed % 4 == 3 else "left")


# --- the zones follow the engine ------------------------------------------------------------

class Shown:
    """What a seat's table holds: the zones events lead to, the story they tell, and the
    picture of both (as the controller keeps them)."""

    def __init__(self, view, from_view: bool = False) -> None:
        self.zones = PROJECTION.project(view) if from_view else PROJECTION.start(view)
        self.story: list = []
        self.variants: dict[int, int] = {}
        for event in view.log if from_view else ():
            tell(self.story, event, view.effects)

    def apply(self, event) -> None:
        tell(self.story, event, self.zones.facts["effects"])
        PROJECTION.play(self.zones, event)

    @property
    def table(self) -> GoodFaceTable:
        return GoodFaceTable.of(self.zones, self.story, self.variants)


def assert_model_matches_view(model: GoodFaceTable, view) -> None:
    """Zones by size and known kinds as the view has them; nothing known that the seat may
    not know (GF-23)."""
    seat = view.seat
    assert tuple(len(h) for h in model.hands) == view.hand_sizes
    for s in range(view.players):
        assert tuple(sorted(model.kinds[i] for i in model.parties[s])) == view.parties[s]
        if s == seat:
            assert tuple(sorted(model.kinds[i] for i in model.hands[s])) == view.hand
        else:
            assert all(model.kinds[i] is None for i in model.hands[s]), "a hand leaks"
    assert len(model.stack) == view.stack_size
    known = [model.kinds[i] for i in model.stack]
    if view.stack_order:
        assert tuple(known) == view.stack_order
    else:
        top = known[:1] if view.peek is not None else []
        assert top == ([view.peek] if view.peek is not None else [])
        assert all(k is None for k in known[len(top):]), "another owner's Stack leaks"
    pending = [model.kinds[i] for f in model.flips for i in f]
    assert pending == ([view.pending] if view.pending is not None else [])
    assert model.owner == view.owner and model.holder == view.holder
    assert model.round == view.round and tuple(model.must_flip) == view.must_flip
    assert model.building == (view.phase == "build")


@pytest.mark.parametrize("seed", range(24))
def test_model_from_events_matches_the_view_after_every_action(qapp, seed):
    options = options_for(seed)
    state = setup(options, seed)
    seat = [*range(options.players), SPECTATOR][seed % (options.players + 1)]
    shown = Shown(state.view(seat))
    names = [f"P{s}" for s in range(options.players)]
    for event in state.start_events:
        shown.apply(event.seen_by(seat))
    rng = random.Random(seed)
    for _ in range(300):
        if state.is_over:
            break
        for event in state.apply(rng.choice(state.legal_actions())):
            seen = event.seen_by(seat)
            shown.apply(seen)
            text.event_text(seen, names, 1)
        model = shown.table
        assert_model_matches_view(model, state.view(seat))
        text.history_lines(model.history, names, model.effects)
    rebuilt = Shown(state.view(seat), from_view=True).table
    assert_model_matches_view(rebuilt, state.view(seat))
    assert [(e.what, e.seat) for e in rebuilt.history] == [(e.what, e.seat) for e in model.history]


def test_four_goods_in_a_party_show_four_different_people():
    zones = PROJECTION.start(setup(Options(players=2), 0).view(0))
    zones.anonymous("party1", 11, (GOOD,) * 11, face_up=True)
    variants = {i: 3 for i in zones.ids("party1")}       # every one the same face
    model = GoodFaceTable.of(zones, [], variants)
    pictures = [model.picture(i) for i in model.parties[1]]
    assert len(set(pictures[:7])) == 7
    assert all(p.startswith("good_") for p in pictures)
    assert GoodFaceTable.of(zones, [], variants) == model, "a card keeps its face"


def test_a_card_going_into_another_hand_is_forgotten_at_once():
    state = position(["GGB", "BBG"], stack="G", owner=1, holder=0)
    shown = Shown(state.view(0), from_view=True)
    for event in state.apply(A.flip(), 0):              # the Good goes into seat 0's Party
        shown.apply(event.seen_by(0))
    model = shown.table
    good = model.parties[0][0]
    assert model.kind(good) == GOOD
    state2 = position(["GGB", "BBG"], ["G", ""], owner=0, stack="B", holder=0, flips=1)
    shown2 = Shown(state2.view(1), from_view=True)
    for event in state2.apply(A.flip(), 0):             # GF-12: the Good goes back to a hand
        shown2.apply(event.seen_by(1))
    model2 = shown2.table
    assert all(model2.kind(i) is None for i in model2.hands[0])
    assert all(model2.picture(i) == face_art("back") for i in model2.hands[0])


def test_the_history_tells_each_stack_as_it_went():
    state = position(["GGB", "GGG", "GGB"], owner=0)
    shown = Shown(state.view(SPECTATOR), from_view=True)
    names = ["Ana", "Bao", "Cy"]
    for seat, action in ((0, A.put(BAD)), (0, A.put(GOOD)), (0, A.seal()), (1, A.pass_()),
                         (2, A.flip()), (0, A.flip())):
        if action in state.legal_actions(seat):
            for event in state.apply(action, seat):
                shown.apply(event.seen_by(SPECTATOR))
    model = shown.table
    assert text.history_lines(model.history, names, model.effects) == [
        "Stack 1 — Ana", "· Ana builds 2 cards and passes it to Bao", "· Bao passes",
        "· Cy flips a Bad Face: into the Party", "· Ana flips a Good Face: into the Party",
        "Stack 2 — Bao"]


# --- at the table ----------------------------------------------------------------------------

def _adopt(window, state, seats):
    """A session at the table that continues from ``state`` (a set-up position)."""
    session = window.start_game("goodface", state.options, seats, seed=0, autostart=False)
    session.state = state
    session._switch_viewer(0)              # seat 0 has taken the screen (past the curtain)
    session._started = True
    return session


def _active(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)


def _point(view, item):
    r = item.sceneBoundingRect().adjusted(8, 8, -8, -8)
    return view.mapFromScene(QPointF(r.x() + 6, r.y() + r.height() * 0.4))


def _click(qtbot, view, item):
    point = _point(view, item)
    assert view.itemAt(point) is item, (view.itemAt(point), item)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _buttons(window) -> list[str]:
    return [b.text() for b in window.actions_bar._button_widgets]


def _hand_item(c, seat, kind, exclude=()):
    return next(i for i in c.model.hands[seat] if c.model.kind(i) == kind and i not in exclude)


def test_a_human_builds_a_stack_by_clicks_arrows_and_done(window, qtbot):  # GF-4, GF-5
    state = position(["GGBBS", "GGGB", "GGGB"], owner=0)
    session = _adopt(window, state, [Seat("Me", True), Seat("B", False, "random"),
                                     Seat("C", False, "random")])
    session.bot_pause_ms = 0
    session.offer_to_human()
    _active(window, qtbot)
    c, view = session.controller, window.table
    assert "build your Stack" in window.actions_bar.prompt.text()
    assert _buttons(window) == []                           # nothing to be done yet
    bad = _hand_item(c, 0, BAD)
    good = _hand_item(c, 0, GOOD)
    sad = _hand_item(c, 0, SAD)
    for item in (bad, good, sad):
        _click(qtbot, view, c.cards[item])
    assert c.staged_kinds() == [BAD, GOOD, SAD]
    assert c.cards[bad].badge == "1" and c.cards[sad].badge == "3"
    _click(qtbot, view, c.cards[sad])                        # taken back
    assert c.staged_kinds() == [BAD, GOOD]
    right, = [a for a in c.arrows[0] if not a.left]
    _click(qtbot, view, right)                               # the Bad moves after the Good
    assert c.staged_kinds() == [GOOD, BAD]
    assert c.layout.cards[good].rect.x < c.layout.cards[bad].rect.x
    assert _buttons(window) == ["Done: pass on a Stack of 2 cards  (D)"]
    assert len(state.history) == 0, "nothing is played before Done"
    _click(qtbot, view, c.done)
    qtbot.waitUntil(lambda: state.holder != 0 or state.is_over, timeout=5000)
    assert [m.action for m in state.history[:3]] == [A.put(GOOD), A.put(BAD), A.seal()]
    assert state.history[3:] == [] or state.history[3].seat == 1
    assert state.owner == 0 and (state.holder == 1 or state.round > 1)  # passed left (GF-5)


def test_a_human_builds_a_stack_with_keys(window, qtbot):
    state = position(["GGBBS", "GGGB", "GGGB"], owner=0)
    session = _adopt(window, state, [Seat("Me", True), Seat("B", True), Seat("C", True)])
    session.offer_to_human()
    _active(window, qtbot)
    c, view = session.controller, window.table
    view.setFocus()
    for key in (Qt.Key.Key_G, Qt.Key.Key_B, Qt.Key.Key_G, Qt.Key.Key_S, Qt.Key.Key_G):
        qtbot.keyClick(view, key)
    assert c.staged_kinds() == [GOOD, BAD, GOOD, SAD]        # a third Good: none left
    qtbot.keyClick(view, Qt.Key.Key_Backspace)               # the current card (the Sad)
    assert c.staged_kinds() == [GOOD, BAD, GOOD]
    qtbot.keyClick(view, Qt.Key.Key_Left)                    # choose the Bad …
    qtbot.keyClick(view, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)  # … to the top
    assert c.staged_kinds() == [BAD, GOOD, GOOD]
    assert c.cards[c._staged[0]].current
    qtbot.keyClick(window, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: state.phase == "hold", timeout=5000)
    assert state.stack == [BAD, GOOD, GOOD] or state.history[-1].action == A.seal()
    assert [m.action for m in state.history] == [A.put(BAD), A.put(GOOD), A.put(GOOD),
                                                 A.seal()]


def test_dragging_a_staged_card_moves_it(window, qtbot):
    state = position(["GBS", "GBGBB"], owner=0)
    session = _adopt(window, state, [Seat("Me", True), Seat("B", True)])
    session.offer_to_human()
    c, view = session.controller, window.table
    for kind in (GOOD, BAD, SAD):
        c.stage_kind(kind)
    first, last = c._staged[0], c._staged[2]
    start = _point(view, c.cards[first])
    end_x = c.layout.cards[last].rect.right + 10
    end = view.mapFromScene(QPointF(end_x, c.cards[first].sceneBoundingRect().center().y()))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for t in (0.3, 0.7, 1.0):
        qtbot.mouseMove(view.viewport(), start + (end - start) * t)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert c.staged_kinds() == [BAD, SAD, GOOD]
    assert c.layout.cards[first].rect.x > c.layout.cards[last].rect.x
    c._dropped(first, c.layout.stage.area.x)                       # dropped before the first
    assert c.staged_kinds() == [GOOD, BAD, SAD]


def test_emptying_the_hand_seals_by_itself(window, qtbot):  # GF-4
    state = position(["GB", "GBGBB"], owner=0)
    session = _adopt(window, state, [Seat("Me", True), Seat("B", False, "random")])
    session.offer_to_human()
    c = session.controller
    c.stage_kind(BAD)
    c.stage_kind(GOOD)
    c.done_building()
    qtbot.waitUntil(lambda: len(state.history) >= 2, timeout=5000)
    assert [m.action for m in state.history[:2]] == [A.put(BAD), A.put(GOOD)]
    assert all(m.seat == 1 for m in state.history[2:]), "sealed without a seal"


@pytest.mark.parametrize("rtl", [False, True])
def test_arrows_move_cards_the_way_they_point(window, qtbot, rtl):
    state = position(["GBS", "GBGBB"], owner=0)
    session = _adopt(window, state, [Seat("Me", True), Seat("B", True)])
    window.table.setLayoutDirection(Qt.LayoutDirection.RightToLeft if rtl else
                                    Qt.LayoutDirection.LeftToRight)
    session.offer_to_human()
    c = session.controller
    for kind in (GOOD, BAD):
        c.stage_kind(kind)
    good = c._staged[0]
    x0 = c.layout.cards[good].rect.x
    left, right = c.arrows[0]
    c._clicked_arrow(left.key if rtl else right.key)          # away from the start side
    assert c.staged_kinds() == [BAD, GOOD]
    moved = c.layout.cards[good].rect.x
    assert (moved < x0) if rtl else (moved > x0)


def test_flip_by_clicking_the_stack_pass_and_take_back_by_keys(window, qtbot):  # GF-6, GF-7
    state = position(["GGB", "GGG", "GGB"], owner=2, stack="GBB", holder=0)
    session = _adopt(window, state, [Seat("Me", True), Seat("B", True), Seat("O", True)])
    session.offer_to_human()
    _active(window, qtbot)
    c = session.controller
    assert _buttons(window) == ["Flip the top card  (F)", "Pass the Stack on  (P)"]
    top = c.cards[c.model.stack[0]]
    assert top.selectable and top.face == face_art("back")
    _click(qtbot, window.table, top)
    assert state.history[-1].action == A.flip() and state.parties[0][GOOD] == 1
    qtbot.waitUntil(lambda: session.deciding == 0, timeout=5000)
    assert "flip again or pass" in window.actions_bar.prompt.text()
    qtbot.keyClick(window, Qt.Key.Key_P)
    assert state.history[-1].action == A.pass_() and state.holder == 1
    # the Stack back at its owner: flip first (GF-25), then take the rest back by key
    state2 = position(["GGB", "GGG", "GGB"], owner=0, stack="GBB", holder=0)
    session2 = _adopt(window, state2, [Seat("Me", True), Seat("B", True), Seat("O", True)])
    session2.offer_to_human()
    _active(window, qtbot)
    assert _buttons(window) == ["Flip the top card  (F)"]
    assert "must flip its top card" in window.actions_bar.prompt.text()
    qtbot.keyClick(window, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: session2.deciding == 0, timeout=5000)
    assert _buttons(window) == ["Flip the top card  (F)", "Take the rest back  (T)"]
    qtbot.keyClick(window, Qt.Key.Key_T)
    assert state2.history[-1].action == A.take_back() and state2.round == 2


def test_sad_face_keep_by_click_or_key(window, qtbot):  # GF-20
    state = position(["GBB", "BBG", "GB"], owner=1, stack="SG", holder=0)
    session = _adopt(window, state, [Seat("Me", True), Seat("O", True), Seat("C", True)])
    session.offer_to_human()
    _active(window, qtbot)
    qtbot.keyClick(window, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: session.deciding == 0 and state.phase == "keep", timeout=5000)
    assert _buttons(window) == ["Keep a Good Face  (G)", "Keep a Bad Face  (B)"]
    assert "the others go to O" in window.actions_bar.prompt.text()
    c = session.controller
    assert c.banner.status == "Me flips a Sad Face"               # the keep is being chosen
    good = _hand_item(c, 0, GOOD)
    assert c.cards[good].selectable
    _click(qtbot, window.table, c.cards[good])
    assert state.history[-1].action == A.keep(GOOD)
    assert state.hands[0][GOOD] == 1 and state.hands[0][SAD] == 1
    assert "· Me flips a Sad Face: gives 2 cards to O" in c.history_rows()
    # with the keys, the Owner's deal (GF-21)
    state2 = position(["GBB", "BBG", "GB"], owner=0, stack="SG", holder=0)
    session2 = _adopt(window, state2, [Seat("Me", True), Seat("B", True), Seat("C", True)])
    session2.offer_to_human()
    _active(window, qtbot)
    qtbot.keyClick(window, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: session2.deciding == 0 and state2.phase == "keep", timeout=5000)
    assert "dealt around the table" in window.actions_bar.prompt.text()
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert state2.history[-1].action == A.keep(BAD)


def test_a_keep_of_one_kind_is_not_asked(window, qtbot):
    state = position(["BBB", "GG", "GG"], owner=1, stack="SG", holder=0)
    session = _adopt(window, state, [Seat("Me", True), Seat("O", True), Seat("C", True)])
    session.offer_to_human()
    session.submit(A.flip())
    qtbot.waitUntil(lambda: state.phase == "hold", timeout=5000)
    assert state.history[-1].action == A.keep(BAD)


# --- words -----------------------------------------------------------------------------------

def _prompt_for(window, qtbot, hands, parties, **kwargs):
    state = position(hands, parties, **kwargs)
    seats = [Seat("Lan", True)] + [Seat(f"S{i}", True) for i in range(1, len(hands))]
    session = _adopt(window, state, seats)
    session.offer_to_human()
    return window.actions_bar.prompt.text()


def test_the_prompt_says_what_a_flip_would_do(window, qtbot):  # GF-9 … GF-13, GF-15
    text2 = _prompt_for(window, qtbot, ["GG", "GG", "GG"], ["GG", "", ""], owner=1,
                        stack="GB", holder=0)
    assert "Lan, S1's Stack reaches you (2 cards)" in text2
    assert "a Bad Face now would cost you your 2 Goods" in text2
    assert "a Good Face would make it 3 Goods" in text2
    text3 = _prompt_for(window, qtbot, ["GG", "GG", "GG"], ["GGG", "", ""], owner=1,
                        stack="GB", holder=0)
    assert "Flip: a Good Face now would win you the game" in text3
    text4 = _prompt_for(window, qtbot, ["GG", "GG", "GG"], ["BB", "", ""], owner=1,
                        stack="GB", holder=0)
    assert "a third Bad Face would send all three back to your hand" in text4
    assert "a Good Face would take a Bad out of your Party" in text4
    text5 = _prompt_for(window, qtbot, ["GG", "GG", "GG"], ["G", "", ""], owner=1,
                        stack="GB", holder=0)
    assert "a Bad Face now would cost you your Good" in text5


def test_a_peek_is_shown_to_the_peeker_only(window, qtbot):  # GF-22
    state = position(["GB", "GB", "GB"], ["GG", "", ""], owner=2, stack="NBG", holder=0,
                     blank_effect="peek")
    session = _adopt(window, state, [Seat("Lan", True), Seat("B", True), Seat("C", True)])
    session.offer_to_human()
    session.submit(A.flip())
    qtbot.waitUntil(lambda: session.deciding == 0, timeout=5000)
    c = session.controller
    prompt = window.actions_bar.prompt.text()
    assert "You peeked: the top card is a Bad Face. Flip: a Bad Face now would cost you your " \
           "2 Goods." in prompt
    top = c.cards[c.model.stack[0]]
    assert top.face.startswith("bad_") and top.flip == 1.0 and top.mark == "eye"
    session.submit(A.pass_())
    qtbot.waitUntil(window.curtain.isVisible, timeout=5000)
    qtbot.keyClick(window.curtain, Qt.Key.Key_Return)
    top = session.controller.cards[session.controller.model.stack[0]]
    assert top.face == face_art("back"), "the next seat does not see the peeked card"


def test_the_must_flip_marker_and_the_stack_count_are_shown(window):  # GF-19, GF-29
    state = position(["GB", "GB", "GB"], ["R", "", ""], owner=1, stack="GB", holder=0,
                     markers=[0], round=7)
    session = _adopt(window, state, [Seat("Lan", True), Seat("B", True), Seat("C", True)])
    session.offer_to_human()
    c = session.controller
    assert c.panels[0].marker == "Must flip"
    assert not c.panels[1].marker
    assert c.banner.title.startswith("Stack 7 of 40")
    assert "you carry the must-flip marker" in window.actions_bar.prompt.text()
    assert c.stack_label.text == "B's Stack · 2 cards" and c.stack_label.isVisible()
    assert [r[1:] for r in c.score_rows()] == [["0", "0", "2"], ["0", "0", "2"],
                                              ["0", "0", "2"]]
    session.submit(A.flip())
    assert not c.panels[0].marker


def test_texts_name_every_kind_and_event(qapp):
    names = ["Lan", "Bao", "Cy"]
    assert text.cards(1) == "1 card" and text.cards(3) == "3 cards"
    assert [text.kind_name(k) for k in KINDS] == ["Good Face", "Bad Face", "Greedy Face",
                                                  "Sad Face", "Blank Face"]
    assert text.action_text(A.keep(BLANK)) == "Keep a Blank Face"
    assert text.fill("%1 and %2", "a%2", "b") == "a%2 and b"
    state = setup(Options(players=3, greedy=True, sad=True, blank=True), 2)
    for e in state.start_events:
        text.event_text(e, names)


# --- hot-seat privacy ------------------------------------------------------------------------

def allowed_faces(session) -> dict:
    """What the seat looking may see face up: per kind, how many."""
    view = session.state.view(session.looking)
    counts = [0] * len(KINDS)
    for k in (*view.hand, *(k for p in view.parties for k in p), *view.stack_order):
        counts[k] += 1
    if view.peek is not None and not view.stack_order:
        counts[view.peek] += 1
    if view.pending is not None:
        counts[view.pending] += 1
    return counts


def assert_frame_private(session, settled: bool) -> None:
    """After any animation step: no card of another seat's hand shows its face, and a Stack
    shows faces only to its owner (or its top card to the seat that peeked at it, GF-22).
    ``settled``: the table matches the engine now, so the faces shown are exactly within what
    the seat looking may see (its hand, every Party, its own Stack, a peeked card)."""
    c, state = session.controller, session.state
    if c.model.open:
        return
    looking = session.looking
    peeked = any(e.kind == "peek" and e["seat"] == looking for e in state.events)
    shown = [0] * len(KINDS)
    for item_id, item in c.cards.items():
        if not item.isVisible() or item.face == face_art("back"):
            continue
        zone = c.zones.where(item_id) or ""
        assert not (zone.startswith("hand") and zone != f"hand{looking}"), \
            f"a hand leaks to {looking}"
        if zone == "stack" and c.model.owner != looking:
            assert item_id == c.model.stack[0] and peeked, "a Stack leaks"
        kind = next(k for k, name in enumerate(("good", "bad", "greedy", "sad", "blank"))
                    if item.face.startswith(name))
        shown[kind] += 1
    if settled:
        counts = allowed_faces(session)
        assert all(s <= a for s, a in zip(shown, counts)), (shown, counts)


def watch_frames(session) -> list[int]:
    return table_helpers.watch_frames(session, lambda s: assert_frame_private(s, False))


@pytest.mark.parametrize("seed", [3, 8])
def test_hot_seat_three_humans_never_see_each_others_hands_or_stacks(window, qtbot, seed):
    options = Options(players=4, greedy=True, sad=True, blank=True, blank_effect="peek")
    seats = [Seat("Ana", True), Seat("Bot", False, "random"), Seat("Bao", True),
             Seat("Cy", True)]
    session = window.start_game("goodface", options, seats, seed=seed, autostart=False)
    steps = watch_frames(session)
    turns = []
    session.human_turn.connect(lambda seat, legal: turns.append((seat, legal)))
    session.start()
    rng = random.Random(seed)
    asked = {"build": 0, "flip": 0, "keep": 0}
    while not session.state.is_over and sum(asked.values()) < 80:
        qtbot.waitUntil(lambda: window.curtain.isVisible() or bool(turns)
                        or session.state.is_over, timeout=20000)
        if window.curtain.isVisible():
            assert not any(i.selectable for i in session.controller.cards.values())
            assert_frame_private(session, True)
            qtbot.keyClick(window.curtain, Qt.Key.Key_Return)
            continue
        if session.state.is_over:
            break
        seat, legal = turns.pop()
        turns.clear()
        assert seat == session.looking
        assert_frame_private(session, True)
        c = session.controller
        kinds = {a.kind for a in legal}
        if "put" in kinds:
            asked["build"] += 1
            hand = list(c.model.hands[seat])
            for item in rng.sample(hand, rng.randint(1, len(hand))):
                c.stage(item)
            assert_frame_private(session, True)
            expected = c.staged_kinds()
            c.done_building()
            qtbot.waitUntil(lambda: session.state.phase != "build" or session.state.is_over,
                            timeout=10000)
            built = [m.action.value for m in session.state.history if m.seat == seat
                     and m.action.kind == "put"][-len(expected):]
            assert built == expected
        else:
            asked["flip" if "flip" in kinds else "keep"] += 1
            assert session.submit(rng.choice(legal))
    assert asked["build"] >= 2 and asked["flip"] >= 5
    assert steps[0] > 40


# --- animations ------------------------------------------------------------------------------

def test_a_flip_animates_at_real_speed_and_settles_where_the_layout_says(window, qtbot):
    state = position(["GGB", "GGG", "GGB"], ["G", "", ""], owner=2, stack="BGB", holder=0)
    session = _adopt(window, state, [Seat("Me", True), Seat("B", True), Seat("O", True)])
    session._started = False                     # this test drives the table alone
    c = session.controller
    window.set_speed(4.0)
    top = c.model.stack[0]
    start = c.cards[top].pos()
    with qtbot.waitSignal(c.settled, timeout=10000):
        c.play(session.redact(state.apply(A.flip(), 0)))
        assert c.busy
    assert not c.busy
    for item_id, place in c.layout.cards.items():
        item = c.cards[item_id]
        assert abs(item.pos().x() - place.rect.x) < 0.5 and abs(item.pos().y() - place.rect.y) < 0.5
        assert item.flip == (1.0 if place.face_up else 0.0)
    assert c.cards[top].pos() != start
    assert len(c.model.hands[0]) == 5                 # GF-12: the Good and the Bad came back
    assert all(c.model.kind(i) is not None for i in c.model.hands[0])


def test_the_deal_animates_card_by_card_at_real_speed(window, qtbot):
    window.set_speed(8.0)
    seats = [Seat("Me", True), Seat("B", False, "random"), Seat("C", False, "random")]
    session = window.start_game("goodface", Options(players=3), seats, seed=1,
                                autostart=False)
    c = session.controller
    with qtbot.waitSignal(c.settled, timeout=15000):
        session.start(auto=False)
        QApplication.processEvents()
        assert c.busy
    assert sum(len(h) for h in c.model.hands) == 15
    assert all(c.cards[i].isVisible() for h in c.model.hands for i in h)


def test_after_the_game_every_hand_is_face_up(window, qtbot):
    seats = [Seat(n, False, "random") for n in ("Ana", "Bao", "Cy")]
    session = window.start_game("goodface", Options(players=3, round_limit=20), seats, seed=4,
                                autostart=False)
    over = []
    session.game_over.connect(over.append)
    session.start()
    qtbot.waitUntil(lambda: bool(over), timeout=60000)
    qtbot.waitUntil(lambda: not session.controller.busy, timeout=5000)
    c = session.controller
    assert all(c.cards[i].face != face_art("back") for h in c.model.hands for i in h)
    assert "wins" in window.actions_bar.prompt.text() or "share" in \
        window.actions_bar.prompt.text()
    assert c.banner.title.endswith("the game is over")
    rows = c.history_rows()
    assert rows[0].startswith("Stack 1 — ") and window.guesses.count() == len(rows)


# --- the demo --------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_demo_runs_in_every_language(tmp_path, lang):
    out = tmp_path / f"gf_{lang}.png"
    result = subprocess.run(
        [sys.executable, "-m", "facetable", "--demo", "goodface", "--players", "4", "--seed",
         "3", "--steps", "40", "--lang", lang, "--screenshot", str(out)],
        capture_output=True, text=True, timeout=120,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 50_000


def test_scenario_letters_match_the_kinds():
    assert parse("GBRSN") == [GOOD, BAD, GREEDY, SAD, BLANK]


TAKE_OUT = "a Good Face would take a Bad out of your Party, back to your hand"


@pytest.mark.parametrize("party, good, bad", [
    ((0, 0), "a Good Face would start your Party", "a Bad Face would sit in your Party"),
    ((1, 0), "a Good Face would make it 2 Goods", "a Bad Face now would cost you your Good"),
    ((2, 0), "a Good Face would make it 3 Goods", "a Bad Face now would cost you your 2 Goods"),
    ((3, 0), "a Good Face now would win you the game",
     "a Bad Face now would cost you your 3 Goods"),
    ((0, 1), TAKE_OUT, "a Bad Face would make it 2 Bads in your Party"),
    ((0, 2), TAKE_OUT, "a third Bad Face would send all three back to your hand")])
def test_the_flip_forecast_says_what_the_rules_do_to_the_party(party, good, bad):
    """GF-9 … GF-13, GF-15: the forecast reads the Party after the card joins it from the rules'
    model (the table applies no rule itself)."""
    assert text.good_forecast(*party) == good and text.bad_forecast(*party) == bad
