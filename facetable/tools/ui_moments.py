"""The moments of a seeded game that ``ui_audit`` looks at, reached through the main window.

One human (seat 0) plays against the quickest bots; a bot decides for the human too, so the
game runs the same way every time. Each moment is handed to ``shoot(moment, widget)``:

- ``start``: the table after the deal;
- ``prompt``: the first time the human is asked (the action bar's prompt and buttons);
- ``chooser``: the first later question with a list of choices or targets on the table;
- ``round_end``: the table just before the second round's opening event (games with rounds:
  the spec's ``round_events``);
- ``curtain``: the hot-seat hand-over curtain (games with hidden information);
- ``game_over``: the standings over the table.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtWidgets import QApplication, QWidget

MOMENTS = ("start", "prompt", "chooser", "round_end", "curtain", "game_over")
#: Decisions played at most before giving up on reaching the end.
MAX_STEPS = 4000

Shoot = Callable[[str, QWidget], None]


def settle(window) -> None:
    app = QApplication.instance()
    for _ in range(3):
        app.processEvents()
    if window.session is not None:
        window.session.controller.animator.finish_all()
    app.processEvents()


def dismiss_held(window) -> bool:
    """Dismiss what holds the table until the player dismisses it (a round's summary: a
    visible widget with ``dismiss`` and ``dismissed``); True if there was one."""
    held = [w for w in window.findChildren(QWidget)
            if w.isVisible() and hasattr(w, "dismiss") and hasattr(w, "dismissed")]
    for widget in held:
        widget.dismiss()
    if held:
        settle(window)
    return bool(held)


def _offers_a_choice(window) -> bool:
    """A list of choices in the action bar, or things to click on the table."""
    from facetable.table.items import BoxItem
    if window.actions_bar.choices.isVisible():
        return True
    scene = window.session.controller.scene
    return any(isinstance(i, BoxItem) and i.selectable and i.isVisible() for i in scene.items())


def play_moments(window, game: str, shoot: Shoot, wanted=MOMENTS, seed: int = 3,
                 players: int | None = None) -> list[str]:
    """Play a seeded game of ``game`` (``players`` seats, else its default) in ``window`` and
    shoot each wanted moment it reaches; returns the moments shot (a game without rounds has
    no ``round_end``)."""
    from facetable.app.demo import DEMO_NAMES
    from facetable.app.session import Seat
    from facetable.games import GAMES
    spec = GAMES[game]
    players = players or spec.default_players
    seats = [Seat(DEMO_NAMES[0], True)] + [Seat(DEMO_NAMES[s], False, spec.levels[0])
                                           for s in range(1, players)]
    session = window.start_game(game, spec.make_options(players), seats, seed=seed,
                                autostart=False)
    session.confirm = False
    shot: list[str] = []

    def take(moment: str, widget: QWidget) -> None:
        if moment in wanted and moment not in shot:
            window.table.fit()
            window._refresh_scores()
            settle(window)
            shoot(moment, widget)
            shot.append(moment)

    rounds = set(spec.round_events)
    play = session.controller.play
    seen_rounds = [0]

    def play_split(events):
        """Play ``events``; stop for a picture just before the second round begins."""
        for i, event in enumerate(events):
            if event.kind in rounds:
                seen_rounds[0] += 1
                if seen_rounds[0] == 2 and "round_end" in wanted:
                    play(events[:i])
                    settle(window)
                    take("round_end", window)
                    return play(events[i:])
        return play(events)
    session.controller.play = play_split
    session.start(auto=False)
    settle(window)
    take("start", window)
    offers = 0
    for _ in range(MAX_STEPS):
        state = session.state
        if state.is_over or set(wanted) <= set(shot) - {"game_over"} and "game_over" not in wanted:
            break
        if session.controller.busy and dismiss_held(window):
            continue
        if 0 in state.deciders():
            session.offer_to_human(0)
            settle(window)
            if session.deciding == 0:
                offers += 1
                take("prompt", window)
                if offers > 1 and _offers_a_choice(window):
                    take("chooser", window)
                if spec.hidden_info and "curtain" in wanted and "curtain" not in shot:
                    window.curtain.cover(seats[1].name)
                    settle(window)
                    take("curtain", window.curtain)
                    window.curtain.hide()
                session.submit(session.bot_choice(0))
        else:
            session.play_bots_now(1)
        settle(window)
    if session.state.is_over:
        session.play_bots_now(0)                  # tells the window the game is over
        settle(window)
        take("game_over", window)
    return shot
