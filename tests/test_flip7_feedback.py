"""Feedback on every Flip 7 move (issue 11): the running round value of every line, the odds
helper (off by default, from the deciding seat's view only), names that stay readable, the
Swap chooser naming whose card is whose, and a bust that shows its duplicate card."""
import pytest

from facetable.app.session import Seat
from facetable.app.settings import Settings
from facetable.engine import Action
from facetable.engine.flip7 import BUSTED, Options
from facetable.engine.flip7.stacking import Stack, stacked_game
from facetable.table.flip7.controller import Flip7Controller
from facetable.table.items import MIN_NAME_CHARS

from flip7_helpers import adopt as _adopt

NAMES = ["Ana", "Bảo", "Cyrus", "Dara"]


def _controller(players=2, **options):
    state, _ = stacked_game(players=players, **options)
    return Flip7Controller(state.view(0), NAMES[:players], 0)


# --- the running round value ---------------------------------------------------------------
@pytest.mark.parametrize("numbers,mods,busted,expected", [
    (["5", "8"], [], False, 13),                                   # F7-14
    (["5", "8"], ["div2"], False, 6),                              # F7-15: 13 // 2
    (["5", "8", "12"], ["div2", "minus4"], False, 8),              # F7-15, F7-16: 25 // 2 - 4
    (["2"], ["minus6"], False, 0),                                 # F7-32: never below 0
    (["zero", "9"], [], False, 0),                                 # F7-18
    (["1", "2", "3", "4", "5", "6", "8"], [], False, 29 + 15),     # F7-17: Flip 7 bonus
    (["5", "5"], ["minus2"], True, 0),                             # F7-6: a bust scores 0
])
def test_every_line_shows_its_running_round_value(qtbot, numbers, mods, busted, expected):
    c = _controller()
    stack = Stack()
    c.model.zones["line1"] = stack.picks(*numbers)
    c.model.zones["mods1"] = stack.picks(*mods)
    c.model.totals[1] = 42
    if busted:
        c.model.status[1] = BUSTED
    c.relayout()
    detail = c.panels[1].detail
    assert f"\u2066{expected}\u2069 this round" in detail
    assert detail.endswith("42 pts")                               # beside the game total
    assert "round" not in c.panels[0].detail                      # no card yet: no value


def test_brutal_round_value_goes_below_zero(qtbot):  # F7-32, F7-33
    c = _controller(brutal=True)
    stack = Stack()
    c.model.zones["line0"] = stack.picks("3")
    c.model.zones["mods0"] = stack.picks("minus10")
    c.relayout()
    assert "\u2066\u22127\u2069 this round" in c.panels[0].detail


# --- the odds helper ---------------------------------------------------------------------
def test_the_odds_helper_is_off_by_default(window, qtbot):
    assert Settings().odds_helper is False
    assert window.hints is False and not window.hints_action.isChecked()
    state, _ = stacked_game("5", "9", players=2)
    session = _adopt(window, state, [Seat("Me", True), Seat("Bot", False, "easy")])
    session.offer_to_human()
    assert "hit or stay" in window.actions_bar.prompt.text()
    assert "bust" not in window.actions_bar.prompt.text()
    assert session.controller.odds is None


def _odds_prompt(window, qtbot, *top):
    state, _ = stacked_game(*top, players=2)
    session = _adopt(window, state, [Seat("Me", True), Seat("Bot", False, "easy")])
    session.offer_to_human()
    return session, window.actions_bar.prompt.text()


def test_the_odds_helper_counts_the_cards_seen(window, qtbot):
    window.hints_action.setChecked(True)
    # Me holds a 5; four 5s of the five are still unseen among the 106 cards of the pile.
    session, prompt = _odds_prompt(window, qtbot, "5", "9")
    assert session.controller.odds == pytest.approx(4 / 106)
    assert "(chance to bust on a Hit: 4%)" in prompt
    # Turned off again: the prompt loses it at once.
    window.hints_action.setChecked(False)
    assert "bust" not in window.actions_bar.prompt.text()


def test_the_odds_helper_never_uses_the_draw_piles_order(window, qtbot):
    """F7-35: only the order of the draw pile is hidden. A 5 on top of the pile (the next Hit
    busts for sure) or a 1 on top (it cannot) gives the same odds: the same cards are unseen."""
    window.hints_action.setChecked(True)
    busting, prompt_a = _odds_prompt(window, qtbot, "5", "9", "5")
    assert busting.state.deck[busting.state.draw[-1]].value == 5
    odds_a = busting.controller.odds
    safe, prompt_b = _odds_prompt(window, qtbot, "5", "9", "1")
    assert safe.state.deck[safe.state.draw[-1]].value == 1
    assert safe.state.view(0) == busting.state.view(0)
    assert safe.controller.odds == odds_a == pytest.approx(4 / 106)
    assert prompt_a == prompt_b


def test_the_odds_of_a_bigger_line_on_a_constructed_view(qtbot):
    from facetable.bots.flip7 import bust_probability
    state, _ = stacked_game("12", "3", "11", "4", players=2,)
    state.apply(Action("hit"))                 # Me: 12 and the next card (a plain number)
    view = state.view(0)
    line = [state.deck[c].value for c in view.seats[0].numbers]
    pile = [state.deck[c] for c in state.draw]
    bad = sum(1 for card in pile if card.is_number and card.value in line)
    assert bust_probability(view, 0) == pytest.approx(bad / len(pile))


# --- names stay readable -----------------------------------------------------------------
@pytest.mark.parametrize("players", [4, 6, 8])
def test_names_stay_readable_with_many_players(window, qtbot, players):
    long_names = [f"Alexandria Wolfe-{s}" for s in range(players)]
    seats = [Seat(n, False, "easy") for n in long_names]
    session = window.start_game("flip7", Options(players=players), seats, seed=2,
                                autostart=False)
    c = session.controller
    stack = Stack()
    for s in range(players):                   # long details: status, round value, total
        c.model.zones[f"line{s}"] = stack.picks("12", "11")
        c.model.zones[f"mods{s}"] = stack.picks(("minus2", "minus4", "minus6", "minus8",
                                                 "minus10")[s]) if s < 5 else []
        c.model.totals[s] = 187
        c.model.status[s] = BUSTED if s % 2 else "stayed"
    c.relayout()
    for s, panel in enumerate(c.panels):
        _, title, title_rect, _, detail, detail_rect = panel.header()
        name = long_names[s]
        shown = title.rstrip("…")
        assert name.startswith(shown) and len(shown) >= MIN_NAME_CHARS, (players, title)
        assert detail, "the detail is never dropped whole"


# --- a bust shows its duplicate ------------------------------------------------------------
def test_a_bust_shows_the_duplicate_before_the_line_turns_over(qtbot):  # F7-6, F7-7
    from facetable.app.main_window import MainWindow
    window = MainWindow(settings=None, use_worker=False)
    qtbot.addWidget(window)
    window.set_speed(1.0)
    window.bot_pause_ms = 0
    window.resize(1100, 720)
    window.show()
    try:
        state, (five, _nine, duplicate) = stacked_game("5", "9", "5", players=2)
        session = _adopt(window, state, [Seat("Me", True), Seat("Bot", False, "easy")])
        session.offer_to_human()
        c = session.controller
        session.submit(Action("hit"))
        assert state.status[0] == BUSTED
        # The card slides into the line face up; then the table holds still with both 5s
        # outlined, the line still face up ...
        qtbot.waitUntil(lambda: c.cards[duplicate].alert, timeout=3000)
        place = c.layout.cards[duplicate].rect
        for card in (five, duplicate):
            item = c.cards[card]
            assert item.alert and item.face_up
        assert (c.cards[duplicate].x(), c.cards[duplicate].y()) == pytest.approx(
            (place.x, place.y))
        assert c.model.status[0] != BUSTED, "the line has not turned over yet"
        assert c.busy
        # ... and only then the line turns over.
        with qtbot.waitSignal(c.settled, timeout=5000):
            pass
        assert c.model.status[0] == BUSTED
        assert not c.cards[five].face_up and not c.cards[duplicate].face_up
        assert not c.cards[duplicate].alert
    finally:
        window.close()


# --- choosers name the players -------------------------------------------------------------
def _chooser(window, qtbot, *top):
    state, ids = stacked_game(*top, players=3)
    seats = [Seat("Ana", True), Seat("Bảo", False, "easy"), Seat("Cyrus", False, "easy")]
    session = _adopt(window, state, seats)
    session.offer_to_human()
    session.submit(Action("hit"))                  # Ana draws the action card
    qtbot.waitUntil(lambda: session.deciding == 0)
    assert state.view(0).decision == "resolve"
    bar = window.actions_bar.choices
    return session, ids, [bar.item(i).text() for i in range(bar.count())]


def test_the_swap_chooser_says_whose_card_is_whose(window, qtbot):  # F7-26
    session, ids, listed = _chooser(window, qtbot, "11", "9", "4", "swap")
    assert "Swap your 11 ↔ Bảo's 9" in listed
    assert "Swap your 11 ↔ Cyrus's 4" in listed
    assert "Swap Bảo's 9 ↔ Cyrus's 4" in listed
    swap = next(a for a in session.state.legal_actions(0)
                if {a.item2, a.value} == {ids[0], ids[1]})
    session.submit(swap)
    lines = window.private_log.panel.lines()
    assert "Ana swaps Ana's 11 and Bảo's 9" in lines


def test_steal_and_discard_name_the_owner(window, qtbot):  # F7-27, F7-28
    _, _, listed = _chooser(window, qtbot, "11", "9", "4", "steal")
    assert listed == ["Steal Bảo's 9", "Steal Cyrus's 4"]
    _, _, listed = _chooser(window, qtbot, "11", "9", "4", "discard")
    assert listed == ["Discard your 11", "Discard Bảo's 9", "Discard Cyrus's 4"]


def test_targets_mark_the_chooser(window, qtbot):  # F7-24
    _, _, listed = _chooser(window, qtbot, "11", "9", "4", "flip_four")
    assert listed == ["Flip Four! on Ana (you)", "Flip Four! on Bảo", "Flip Four! on Cyrus"]
