"""Coup at the table: hot-seat privacy checked after every animation step (Exchanges and
reaction windows included), a human playing by keys and clicks, confirmations (CP-19), the
reaction countdown, the model following the engine, and the summary after the game."""
import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from coup_helpers import AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE, game
from facetable.app.session import Seat
from facetable.engine import SPECTATOR, Action
from facetable.engine.coup import Options, setup
from facetable.engine.coup import actions as A
from facetable.table.coup import text
from facetable.table.coins import FlyingCoin
from facetable.table.coup.layout import BACK_SLOTS, BACKS, is_back
from facetable.table.coup.zones import PROJECTION
from facetable.table.zones import drift
import table_helpers


# --- what a seat may see ---------------------------------------------------------------------

def seen_cards(view) -> set[int]:
    """Every card the view's seat has rightly seen so far: its own (dealt, drawn, returned)
    and the public ones (shown, turned up) (CP-20)."""
    seen = set()
    for e in view.log:
        if e.kind in ("deal", "draw", "return") and "cards" in e.data:
            seen |= set(e["cards"])
        elif e.kind in ("show", "lose"):
            seen.add(e["card"])
    return seen


def visible_now(view) -> set[int]:
    """The cards the view's seat may see face up right now."""
    cards = set(view.hand) | {c for f in view.face_up for c in f}
    if view.pending.shown is not None:
        cards.add(view.pending.shown)
    return cards


def on_screen(controller) -> list:
    return [item for item in controller.cards.values() if item.isVisible()]


def assert_frame_private(session) -> None:
    """After any animation step: every face on screen is a card the seat looking has seen;
    every other card is a back that carries nothing."""
    view = session.state.view(session.looking)
    allowed = seen_cards(view)
    if session.controller.final:              # after the game nothing is secret
        allowed = set(range(len(view.cards)))
    for item in on_screen(session.controller):
        if is_back(item.item_id):
            assert item.face == "back" and item.name == "" and item.mark is None
        else:
            assert item.item_id in allowed, f"card {item.item_id} leaks to {session.looking}"


def assert_table_matches_view(session) -> None:
    """Once the table is still: exactly the cards the seat may see now are faces, and each
    seat shows as many backs as it has cards the seat may not see."""
    view = session.state.view(session.looking)
    items = on_screen(session.controller)
    faces = {i.item_id for i in items if not is_back(i.item_id)}
    assert faces == visible_now(view)
    for s in range(view.players):
        backs = [i for i in items if is_back(i.item_id)
                 and (i.item_id - BACKS) // BACK_SLOTS == s]
        known = sum(1 for c in visible_now(view) if c in session.state.hands[s])
        assert len(backs) == view.hidden[s] - known, f"seat {s}"


def assert_panels_private(window, seat) -> None:
    """No line of the log or the history panel is another seat's private line."""
    secret = {line for line, public, owner in window.private_log.entries
              if owner not in (SPECTATOR, seat) and line != public}
    for panel in (window.log, window.guesses):
        shown = {panel.item(i).text() for i in range(panel.count())}
        assert not shown & secret


def watch_frames(session) -> list[int]:
    return table_helpers.watch_frames(session, lambda s: assert_frame_private(s))


def pick(rng, legal):
    """A human's random choice, leaning towards Exchanges and challenges so they happen."""
    for kind, p in (("exchange", 0.7), ("challenge", 0.3), ("block", 0.3)):
        options = [a for a in legal if a.kind == kind]
        if options and rng.random() < p:
            return rng.choice(options)
    return rng.choice(legal)


@pytest.mark.parametrize("seed", [3, 8])
def test_hot_seat_three_humans_two_bots_never_see_each_others_cards(window, qtbot, seed):
    window.set_confirm(False)
    seats = [Seat("Ana", True), Seat("Bot1", False, "random"), Seat("Bao", True),
             Seat("Cy", True), Seat("Bot2", False, "random")]
    session = window.start_game("coup", Options(players=5), seats, seed=seed, autostart=False)
    steps = watch_frames(session)
    order = []                                   # ("over", seat) and ("turn", seat) in order
    turns = []
    session.hand_over.connect(lambda seat: order.append(("over", seat)))

    def on_turn(seat, legal):
        order.append(("turn", seat))
        turns.append((seat, legal))
    session.human_turn.connect(on_turn)
    session.start()
    rng = random.Random(seed)
    asked = {"window": 0, "keep": 0}
    while not session.state.is_over:
        qtbot.waitUntil(lambda: window.curtain.isVisible() or bool(turns)
                        or session.state.is_over, timeout=20000)
        if window.curtain.isVisible():
            assert session.looking in session.state.deciders()
            assert not any(i.selectable for i in session.controller.cards.values())
            assert_table_matches_view(session)
            assert_panels_private(window, session.looking)
            qtbot.keyClick(window.curtain, Qt.Key.Key_Return)
            continue
        if session.state.is_over:
            break
        seat, legal = turns.pop()
        turns.clear()
        assert seat == session.looking and seat in session.state.deciders()
        assert_table_matches_view(session)
        assert_panels_private(window, seat)
        kinds = {a.kind for a in legal}
        asked["window"] += bool(kinds & {"challenge", "block"})
        asked["keep"] += "keep" in kinds
        assert session.submit(pick(rng, legal))
    # every prompt to a human came after the curtain for them, the first one's too
    assert order[0][0] == "over"
    looking = None
    for what, seat in order:
        if what == "over":
            looking = seat
        else:
            assert seat == looking, f"{seat} was asked while {looking} was at the table"
    assert sum(1 for what, _ in order if what == "over") >= 5
    assert asked["window"] >= 3, "humans were asked to react to claims"
    assert asked["keep"] >= 1, "a human exchanged"
    assert steps[0] > 50


def test_exchanges_by_several_humans_stay_private(window, qtbot):
    """Every human Exchanges in turn (CP-7, CP-20): the drawn cards are seen only by the one
    exchanging, at every step."""
    window.set_confirm(False)
    seats = [Seat(n, True) for n in ("Ana", "Bao", "Cy")]
    session = window.start_game("coup", Options(players=3), seats, seed=5, autostart=False)
    steps = watch_frames(session)
    turns = []
    session.human_turn.connect(lambda seat, legal: turns.append((seat, legal)))
    session.start()
    rng = random.Random(1)
    exchanges = 0
    while exchanges < 6 and not session.state.is_over:
        qtbot.waitUntil(lambda: window.curtain.isVisible() or bool(turns), timeout=10000)
        if window.curtain.isVisible():
            assert_table_matches_view(session)
            qtbot.keyClick(window.curtain, Qt.Key.Key_Return)
            continue
        seat, legal = turns.pop()
        turns.clear()
        assert_table_matches_view(session)
        if A.exchange() in legal:
            action = A.exchange()
        elif legal[0].kind == "keep":
            action = rng.choice(legal)
            exchanges += 1
        elif A.allow() in legal:
            action = A.allow()
        else:
            action = rng.choice(legal)
        assert session.submit(action)
    assert exchanges == 6 and steps[0] > 20


# --- the model follows the engine ------------------------------------------------------------

@pytest.mark.parametrize("players,seat", [(2, 0), (5, 3), (9, SPECTATOR), (12, 7)])
def test_zones_from_events_match_the_view_after_every_action(qapp, players, seat):
    state = setup(Options(players=players), 11)
    zones = PROJECTION.start(state.view(seat))
    for event in state.start_events:
        PROJECTION.play(zones, event.seen_by(seat))
    rng = random.Random(players)
    for _ in range(400):
        if state.is_over:
            break
        mover = rng.choice(state.deciders())
        for event in state.apply(rng.choice(state.legal_actions(mover)), mover):
            PROJECTION.play(zones, event.seen_by(seat))
            text.event_text(event.seen_by(seat), [f"P{s}" for s in range(players)],
                            state.copies)
        view = state.view(seat)
        assert drift(zones, PROJECTION.project(view)) is None
        assert all(c < 0 for s in range(players) if s != seat       # anonymous
                   for c in zones.ids(f"hand{s}") if c != view.pending.shown)


def test_banner_says_the_claim_as_players_say_it(window):
    state = game(3, {0: (DUKE, CAPTAIN)})
    session = _adopt(window, state, [Seat("Lan", True), Seat("B", False, "random"),
                                     Seat("C", False, "random")])
    c = session.controller
    c.play(session.redact(state.apply(A.tax(), 0)))
    assert c.banner.title == "Lan claims Duke: Tax, +3 coins"
    assert c.banner.status == "Anyone may challenge Lan's Duke"
    assert "Lan claims Duke: Tax, +3 coins" in c.history_rows()


# --- a human at the table ----------------------------------------------------------------------

def _adopt(window, state, seats):
    """A session at the table that continues from ``state`` (a set-up position)."""
    session = window.start_game("coup", state.options, seats, seed=0, autostart=False)
    session.state = state
    session._switch_viewer(session.humans[0])   # the first human has taken the screen
    session._started = True
    return session


def _click(qtbot, view, item):
    r = item.sceneBoundingRect().adjusted(6, 6, -6, -6)
    point = view.mapFromScene(QPointF(r.center().x(), r.y() + r.height() * 0.3))
    assert view.itemAt(point) is item
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _active(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)


def _buttons(window) -> list[str]:
    return [b.text() for b in window.actions_bar._button_widgets]


def test_turn_actions_have_keys_and_targets_are_clicked(window, qtbot):
    state = game(3, {0: (DUKE, CAPTAIN), 1: (CONTESSA, CONTESSA), 2: (ASSASSIN, DUKE)})
    session = _adopt(window, state, [Seat("Me", True), Seat("B", True), Seat("C", True)])
    window.set_confirm(False)
    session.offer_to_human()
    _active(window, qtbot)
    labels = _buttons(window)
    assert {"Income (+1)  (I)", "Foreign Aid (+2)  (F)", "Tax as Duke (+3)  (T)",
            "Exchange as Ambassador  (E)"} <= set(labels)
    listed = [window.actions_bar.choices.item(i).text()
              for i in range(window.actions_bar.choices.count())]
    assert "Steal from B as Captain" in listed
    qtbot.keyClick(window, Qt.Key.Key_I)                       # Income by its key
    assert state.history[-1].action == A.income()
    # seat 1's turn: the curtain, then a click on a player offers what may be done to them
    qtbot.waitUntil(window.curtain.isVisible)
    qtbot.keyClick(window.curtain, Qt.Key.Key_Return)
    c = session.controller
    assert c.panels[0].selectable and c.panels[2].selectable and not c.panels[1].selectable
    back = next(i for i in on_screen(c) if is_back(i.item_id)
                and c.layout.seats[2].contains(c.layout.cards[i.item_id].rect))
    _click(qtbot, window.table, back)                  # a click on their card goes to the seat
    offered = [a.text() for a in c.picker.actions()]
    assert offered == ["Steal from C as Captain"]
    c.picker.actions()[0].trigger()
    assert state.history[-1].action == A.steal(2)


def _assassinated(window, qtbot):
    """Lan (seat 0) assassinates Me (seat 1, holding a Contessa); seat 2 (a bot) has allowed:
    Me is asked. Returns the state and the list of Me's offers."""
    state = game(3, {0: (ASSASSIN, DUKE), 1: (CONTESSA, CAPTAIN), 2: (DUKE, DUKE)})
    state.coins[0] = 3                      # before the table is shown: it pays what it holds
    session = _adopt(window, state, [Seat("Lan", False, "random"), Seat("Me", True),
                                     Seat("C", False, "random")])
    turns = []
    session.human_turn.connect(lambda seat, legal: turns.append(legal))
    session.controller.play(session.redact(state.apply(A.assassinate(1), 0)))
    # seat 2 (a bot) answers first; the human is asked whatever it answered
    state.apply(A.allow(), 2)
    session.offer_to_human()
    _active(window, qtbot)
    return session, state, turns


def test_reaction_prompt_challenge_block_allow_with_keys(window, qtbot):
    session, state, turns = _assassinated(window, qtbot)
    assert _buttons(window) == ["Challenge  (C)", "Allow  (A)"]
    assert "Lan claims Assassin: assassinate Me (pays 3)" in window.actions_bar.prompt.text()
    qtbot.keyClick(window, Qt.Key.Key_A)
    assert state.phase == "block" and state.deciders() == (1,)
    qtbot.waitUntil(lambda: len(turns) >= 2)
    assert _buttons(window) == ["Block with Contessa  (B)", "Allow  (A)"]
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert state.blocker == 1 and state.phase == "challenge"


def test_the_safe_answer_has_the_keyboard_focus(window, qtbot):  # CP-9, CP-10
    """Enter never challenges or blocks by accident: Allow has the focus in a reaction
    window, and a player challenged while holding the card has Show on it (issue 22)."""
    session, state, turns = _assassinated(window, qtbot)
    focused = lambda: [b.text() for b in window.actions_bar._button_widgets  # noqa: E731
                       if b.hasFocus()]
    assert focused() == ["Allow  (A)"]
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)       # Enter lets it go
    assert state.phase == "block" and state.deciders() == (1,)
    qtbot.waitUntil(lambda: len(turns) >= 2)
    assert focused() == ["Allow  (A)"]                             # not "Block with Contessa"
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert state.blocker == 1 and state.phase == "challenge"
    # the assassin challenges the block; Me holds the Contessa: Show is the safe answer
    state.apply(A.challenge(), 0)
    session.offer_to_human()
    qtbot.waitUntil(lambda: len(turns) >= 3)
    assert any(a.kind == "refuse" for a in turns[-1])
    assert focused() and focused()[0].startswith("Show")


def test_coup_and_assassinate_ask_first_and_back_undoes_nothing(window, qtbot):  # CP-19
    state = game(3, {0: (DUKE, CAPTAIN)})
    state.coins[0] = 8
    session = _adopt(window, state, [Seat("Me", True), Seat("B", False, "random"),
                                     Seat("C", False, "random")])
    session.offer_to_human()
    _active(window, qtbot)
    choices = window.actions_bar.choices
    row = next(i for i in range(choices.count())
               if choices.item(i).data(Qt.ItemDataRole.UserRole) == A.coup(2))
    choices.setCurrentRow(row)
    qtbot.keyClick(choices, Qt.Key.Key_Return)
    assert len(state.history) == 0, "nothing is played before it is confirmed"
    assert "Launch a Coup against C" in window.actions_bar.prompt.text()
    assert _buttons(window) == ["Confirm  (Y)", "Back  (Esc)"]
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert len(state.history) == 0 and choices.count() > 3          # the choice again
    assert session.submit(A.coup(2)) is False                        # asks again
    qtbot.keyClick(window, Qt.Key.Key_Y)
    assert state.history[-1].action == A.coup(2)


def test_with_confirmations_off_a_coup_is_played_at_once(window, qtbot):
    state = game(3, {0: (DUKE, CAPTAIN)})
    state.coins[0] = 7
    session = _adopt(window, state, [Seat("Me", True), Seat("B", False, "random"),
                                     Seat("C", False, "random")])
    window.set_confirm(False)
    session.offer_to_human()
    assert session.submit(A.coup(1))
    assert state.history[-1].action == A.coup(1)


def test_refusing_with_the_last_influence_asks_first(window, qtbot):  # CP-19, CP-10
    state = game(2, {0: (DUKE, CAPTAIN), 1: (DUKE, CONTESSA)})
    contessa = next(c for c in state.hands[1] if state.role[c] == CONTESSA)
    state.hands[1].remove(contessa)                   # one influence left
    state.face_up[1].append(contessa)
    session = _adopt(window, state, [Seat("Bot", False, "random"), Seat("Me", True)])
    state.apply(A.income(), 0)
    state.apply(A.tax(), 1)
    state.apply(A.challenge(), 0)
    assert state.phase == "respond" and len(state.legal_actions(1)) == 2
    session.controller.load(state.view(1))
    session.offer_to_human()
    _active(window, qtbot)
    duke = next(c for c in state.hands[1] if state.role[c] == DUKE)
    assert _buttons(window) == [f"Show {text.card_label(duke, state.copies)}  (S)",
                                "Do not show (lose an influence)  (R)"]
    qtbot.keyClick(window, Qt.Key.Key_R)
    assert state.phase == "respond", "not played before it is confirmed"
    assert "last influence" in window.actions_bar.prompt.text()
    qtbot.keyClick(window, Qt.Key.Key_Y)
    assert state.is_over and state.winner == 0


def test_a_forced_refusal_is_played_without_asking(window):
    state = game(2, {0: (DUKE, CAPTAIN), 1: (CAPTAIN, CONTESSA)})
    session = _adopt(window, state, [Seat("Bot", False, "random"), Seat("Me", True)])
    state.apply(A.income(), 0)
    state.apply(A.tax(), 1)                           # a bluff
    state.apply(A.challenge(), 0)
    assert state.legal_actions(1) == [A.refuse()]
    session.controller.load(state.view(1))
    session.offer_to_human()
    assert state.history[-1].action == A.refuse() and state.phase == "lose"


def test_losing_an_influence_by_clicking_the_card(window, qtbot):  # CP-16
    state = game(3, {0: (DUKE, CAPTAIN), 1: (ASSASSIN, CONTESSA)})
    state.coins[1] = 7
    session = _adopt(window, state, [Seat("Me", True), Seat("B", False, "random"),
                                     Seat("C", False, "random")])
    state.apply(A.income(), 0)
    state.apply(A.coup(0), 1)
    assert state.phase == "lose" and state.deciders() == (0,)
    session.controller.load(state.view(0))
    turns = []
    session.human_turn.connect(lambda seat, legal: turns.append(legal))
    session.offer_to_human()
    c = session.controller
    captain = next(card for card in state.hands[0] if state.role[card] == CAPTAIN)
    assert c.cards[captain].selectable
    assert "click the card" in window.actions_bar.prompt.text()
    _click(qtbot, window.table, c.cards[captain])
    assert captain in state.face_up[0]
    assert c.cards[captain].mark == "lost"


def test_exchange_by_clicking_cards_and_done_or_by_the_list(window, qtbot):  # CP-7
    state = game(3, {0: (AMBASSADOR, CONTESSA)}, deck=(DUKE, CAPTAIN))
    session = _adopt(window, state, [Seat("Me", True), Seat("B", False, "random"),
                                     Seat("C", False, "random")])
    state.apply(A.exchange(), 0)
    state.apply(A.allow(), 1)
    state.apply(A.allow(), 2)
    assert state.phase == "exchange"
    session.controller.load(state.view(0))
    session.offer_to_human()
    _active(window, qtbot)
    c, offered = session.controller, state.view(0).offered
    assert len(offered) == 4 and all(c.cards[card].selectable for card in offered)
    assert c.cards[offered[0]].mark == "keep" and c.cards[offered[3]].mark == "give_back"
    assert any("Done: keep" in b for b in _buttons(window))
    # choose the two drawn cards instead: clicking a third lets go of the earliest chosen
    _click(qtbot, window.table, c.cards[offered[2]])
    _click(qtbot, window.table, c.cards[offered[3]])
    assert c.cards[offered[0]].mark == "give_back" and c.cards[offered[2]].mark == "keep"
    assert c.layout.cards[offered[2]].rect.y < c.layout.cards[offered[0]].rect.y  # raised
    _click(qtbot, window.table, c.cards[offered[3]])                  # unchosen: one left
    assert not any("Done" in b for b in _buttons(window))
    assert "(1 chosen)" in window.actions_bar.prompt.text()
    _click(qtbot, window.table, c.cards[offered[3]])
    _active(window, qtbot)
    qtbot.keyClick(window, Qt.Key.Key_D)
    assert state.history[-1].action == A.keep(0b1100)
    assert sorted(state.hands[0]) == sorted(offered[2:])


def test_exchange_with_the_keyboard_list(window, qtbot):
    state = game(3, {0: (AMBASSADOR, CONTESSA)}, deck=(DUKE, CAPTAIN))
    session = _adopt(window, state, [Seat("Me", True), Seat("B", False, "random"),
                                     Seat("C", False, "random")])
    for action, seat in ((A.exchange(), 0), (A.allow(), 1), (A.allow(), 2)):
        state.apply(action, seat)
    session.controller.load(state.view(0))
    session.offer_to_human()
    _active(window, qtbot)
    listed = window.actions_bar.choices
    assert listed.hasFocus() and listed.count() == 5            # six ways to keep two, one is Done
    target = listed.item(2).data(Qt.ItemDataRole.UserRole)
    qtbot.keyClick(listed, Qt.Key.Key_Down)
    qtbot.keyClick(listed, Qt.Key.Key_Down)
    qtbot.keyClick(listed, Qt.Key.Key_Return)
    assert state.history[-1].action == target


def test_countdown_allows_when_time_runs_out(window, qtbot):
    window.set_countdown(1)
    state = game(3, {0: (DUKE, CAPTAIN)})
    session = _adopt(window, state, [Seat("Lan", False, "random"), Seat("Me", True),
                                     Seat("C", False, "random")])
    ticks = []
    session.countdown.connect(ticks.append)
    session.controller.play(session.redact(state.apply(A.tax(), 0)))
    state.apply(A.allow(), 2)
    session.offer_to_human()
    assert "(1 s left, then: Allow)" in window.actions_bar.prompt.text()
    qtbot.waitUntil(lambda: any(m.seat == 1 for m in state.history), timeout=5000)
    assert next(m.action for m in state.history if m.seat == 1) == A.allow()
    assert ticks[0] == 1 and ticks[-1] == 0


def test_no_countdown_by_default(window, qtbot):
    state = game(3, {0: (DUKE, CAPTAIN)})
    session = _adopt(window, state, [Seat("Lan", False, "random"), Seat("Me", True),
                                     Seat("C", False, "random")])
    state.apply(A.tax(), 0)
    state.apply(A.allow(), 2)
    session.offer_to_human()
    assert session.countdown_s == 0 and not session._countdown.isActive()
    assert "s left" not in window.actions_bar.prompt.text()


def test_coins_fly_between_piles_and_land_counted(window, qtbot):  # CP-7 Steal
    state = game(3, {0: (CAPTAIN, DUKE)})
    state.coins[1] = 5
    session = _adopt(window, state, [Seat("Me", True), Seat("B", False, "random"),
                                     Seat("C", False, "random")])
    session._started = False                          # this test drives the table alone
    c = session.controller
    window.set_speed(4.0)
    events = state.apply(A.steal(1), 0)
    for seat in state.deciders():
        events += state.apply(A.allow(), seat)       # nobody challenges
    events += state.apply(A.allow(), 1)              # the target does not block
    c.play(session.redact(events))
    qtbot.waitUntil(lambda: bool(c.coins.flying), timeout=5000)
    assert len(c.coins.flying) == 2 and c.piles[0].count == 2      # counted as they land
    assert all(coin.scene() is c.scene for coin in c.coins.flying)
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    assert c.coins.flying == [] and c.piles[0].count == 4 and c.piles[1].count == 3
    assert not any(isinstance(i, FlyingCoin) for i in c.scene.items())
    assert session.controller.score_rows()[0][1] == "4"


# --- after the game ----------------------------------------------------------------------------

def test_after_the_game_every_card_is_face_up_and_claims_are_judged(window, qtbot):
    seats = [Seat(n, False, "random") for n in ("Ana", "Bao", "Cy", "Dee")]
    session = window.start_game("coup", Options(players=4), seats, seed=4, autostart=False)
    over = []
    session.game_over.connect(over.append)
    session.start()
    qtbot.waitUntil(lambda: bool(over), timeout=30000)
    qtbot.waitUntil(lambda: not session.controller.busy, timeout=5000)
    c, state = session.controller, session.state
    shown = {i.item_id for i in on_screen(c)}
    assert not any(is_back(i) for i in shown)
    assert shown == {card for hand in state.hands for card in hand} | \
        {card for f in state.face_up for card in f}
    rows = c.history_rows()
    assert "After the game: every claim" in rows
    verdicts = [r for r in rows if " — " in r]
    assert len(verdicts) == len(state.claims)
    for seat, name in enumerate(("Ana", "Bao", "Cy", "Dee")):
        bluffs = sum(1 for claim in state.claims if claim.seat == seat and not claim.truthful)
        assert any(r.startswith(f"{name}: {bluffs} bluffs") for r in rows)
    assert window.guesses.count() == len(rows)
    assert "wins" in window.actions_bar.prompt.text()
    QApplication.processEvents()


def test_second_deck_cards_carry_a_mark(window):
    state = setup(Options(players=10), 2)
    session = window.start_game("coup", state.options, [Seat("Me", True)] + [
        Seat(f"B{i}", False, "random") for i in range(9)], seed=2, autostart=False)
    c = session.controller
    session.start(auto=False)
    for card in state.hands[0]:
        item = c.cards[card]
        assert item.second_deck == (state.cards[card].deck == 1)
        assert item.name == text.role_name(state.role[card]) and item.mark == "hidden"


def test_open_hands_only_when_bots_play_alone(window):
    window.set_open_hands(True)
    bots = [Seat(n, False, "random") for n in "ABC"]
    session = window.start_game("coup", Options(players=3), bots, seed=2, autostart=False)
    session.start(auto=False)
    assert not any(is_back(i.item_id) for i in on_screen(session.controller))
    with_human = window.start_game("coup", Options(players=3), [Seat("Me", True)] + bots[:2],
                                   seed=2, autostart=False)
    with_human.start(auto=False)
    backs = [i for i in on_screen(with_human.controller) if is_back(i.item_id)]
    assert len(backs) == 4


def test_texts_name_every_event(qapp):
    names = ["Lan", "Bao", "Cy"]
    state = game(3, {0: (AMBASSADOR, DUKE)})
    for e in state.start_events:
        text.event_text(e, names, state.copies)
    line = text.declare_line({"seat": 0, "action": "tax", "target": None, "role": DUKE,
                              "paid": 0}, names)
    assert line == "Lan claims Duke: Tax, +3 coins"
    assert text.fill("%1 and %2", "a%2", "b") == "a%2 and b"
    assert text.action_text(Action("block", value=CAPTAIN), names, 3) == "Block with Captain"
