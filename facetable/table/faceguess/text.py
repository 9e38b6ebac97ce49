"""Face Guess words for the screen, all in the "FaceGuess" translation context: card names and
calls, prompts, log lines, the banner, the History panel's round summaries and the result.

Sentences are built from the engine's events and numbers with "%1"-style placeholders, so each
language keeps its own word order. Every source text is written out as ``translate("FaceGuess",
"…")`` so that lupdate finds it with its context.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from facetable.engine.contract import Action, Event
from facetable.engine.faceguess import BAD, GOOD, calls_of, targets

from ..face_cards import face_down_tip
from ..items import tip
from ..numbers import fill, number, signed
from .story import RoundEntry

translate = QCoreApplication.translate

#: A card's name, and a call (a guess about one player).
CARD_NAMES = {GOOD: QT_TRANSLATE_NOOP("FaceGuess", "Good Face"),
              BAD: QT_TRANSLATE_NOOP("FaceGuess", "Bad Face")}
CALL_NAMES = {GOOD: QT_TRANSLATE_NOOP("FaceGuess", "Good"),
              BAD: QT_TRANSLATE_NOOP("FaceGuess", "Bad")}
# The key that puts a card of a kind down, or calls it.
KIND_KEYS = {GOOD: "G", BAD: "B"}
MARKS = {True: "✓", False: "✗"}


def card_name(kind: str) -> str:
    return translate("FaceGuess", CARD_NAMES[kind])


def call_name(kind: str) -> str:
    return translate("FaceGuess", CALL_NAMES[kind])


def listing(parts: list[str]) -> str:
    return translate("FaceGuess", ", ").join(parts)


def who_calls(calls: dict[int, str] | tuple, order, names: list[str],
              marks: dict[int, bool] | None = None) -> str:
    """"Bảo Good, Cyrus Bad" in the guess's order; with ``marks``, each call's ✓ or ✗."""
    parts = []
    for s in order:
        part = fill(translate("FaceGuess", "%1 %2"), names[s], call_name(calls[s]))
        if marks is not None and s in marks:
            part = f"{part} {MARKS[marks[s]]}"
        parts.append(part)
    return listing(parts)


# --- the seat, the piles, the banner ---------------------------------------------------------

def score_label(score: int) -> str:
    return fill(translate("FaceGuess", "Score %1"), score)


def start_marker() -> str:
    return translate("FaceGuess", "Start")


def deck_label() -> str:
    """Under the draw pile (its count is on the pile)."""
    return translate("FaceGuess", "Draw pile")


def discard_label(size: int) -> str:
    return fill(translate("FaceGuess", "Discard: %1"), size)


def banner(number: int, start: str, target: int, status: str) -> str:
    line = fill(translate("FaceGuess", "Round %1 · %2 starts · target: %3 points"), number,
                start, target)
    return fill(translate("FaceGuess", "%1 · %2"), line, status) if status else line


def status(phase: str, placed: int, players: int, guesser: str | None, revealed: bool,
           own_turn: bool) -> str:
    """What is happening now, for the banner."""
    if phase == "commit" and not revealed:
        return fill(translate("FaceGuess", "cards face down: %1 of %2"), placed, players)
    if phase == "guess" and guesser is not None:
        if own_turn:
            return translate("FaceGuess", "your guess")
        return fill(translate("FaceGuess", "%1 is guessing"), guesser)
    if revealed:
        return translate("FaceGuess", "the cards are revealed")
    return ""


def game_over_banner(winners: list[str]) -> str:
    return fill(translate("FaceGuess", "The game is over · won by %1"),
                translate("FaceGuess", " and ").join(winners))


def round_label(number: int) -> str:
    return fill(translate("FaceGuess", "Round %1"), number)


# --- choices ---------------------------------------------------------------------------------

def action_text(action: Action, names: list[str], guesser: int | None, players: int) -> str:
    if action.kind == "commit":
        kind = GOOD if action.value == 1 else BAD
        return fill(translate("FaceGuess", "Put a %1 down"), card_name(kind))
    if action.kind == "guess" and guesser is not None:
        order = targets(guesser, players)
        calls = dict(zip(order, calls_of(action, players)))
        return fill(translate("FaceGuess", "Confirm: %1"), who_calls(calls, order, names))
    return action.kind


def commit_prompt(name: str, kinds: set[str]) -> str:
    if kinds == {GOOD}:
        return fill(translate("FaceGuess", "%1, put one card face down: your hand holds only "
                                           "Good Faces (G)."), name)
    if kinds == {BAD}:
        return fill(translate("FaceGuess", "%1, put one card face down: your hand holds only "
                                           "Bad Faces (B)."), name)
    return fill(translate("FaceGuess", "%1, put one card face down: click it in your hand, or "
                                       "press G or B."), name)


def guess_prompt(name: str, done: int, total: int) -> str:
    if total == 1:
        keys = "1"
    else:
        keys = fill(translate("FaceGuess", "1–%1"), str(total))
    return fill(translate("FaceGuess", "%1, guess: Good or Bad for each player? Click in your "
                                       "row of the grid, or press %2 and G / B; then Confirm "
                                       "(Enter). %3 of %4 set."),
                name, keys, done, total)


# --- the log ---------------------------------------------------------------------------------

def event_text(event: Event, names: list[str], entry: RoundEntry | None = None) -> str | None:
    """One log line for an event as the seat shown sees it (None: nothing to say). Cards seen
    only by their holder are named when the event carries them."""
    d, k = event.data, event.kind
    if k == "round":
        return fill(translate("FaceGuess", "Round %1: %2 starts"), d["number"],
                    names[d["start"]])
    if k == "deal" and "cards" in d:
        cards = d["cards"]
        return fill(translate("FaceGuess", "%1 is dealt %2 Good and %3 Bad"), names[d["seat"]],
                    cards.count(GOOD), cards.count(BAD))
    if k == "commit":
        if "kind" in d:
            return fill(translate("FaceGuess", "%1 puts a %2 face down"), names[d["seat"]],
                        card_name(d["kind"]))
        return fill(translate("FaceGuess", "%1 puts a card face down"), names[d["seat"]])
    if k == "guess":
        return fill(translate("FaceGuess", "%1 guesses: %2"), names[d["seat"]],
                    who_calls(d["calls"], d["order"], names))
    if k == "reveal":
        cards = d["cards"]
        return fill(translate("FaceGuess", "The cards are revealed: %1"),
                    listing([fill(translate("FaceGuess", "%1 %2"), names[s], call_name(c))
                             for s, c in enumerate(cards)]))
    if k == "scores" and entry is not None and entry.points:
        return fill(translate("FaceGuess", "Points this round: %1"), points_list(entry, names))
    if k == "draw" and "cards" in d:
        return fill(translate("FaceGuess", "%1 draws a %2"), names[d["seat"]],
                    card_name(d["cards"][0]))
    if k == "game_over":
        return game_over_text(d["winners"], d["scores"], d["right"], d["reason"], names)
    return None


def points_list(entry: RoundEntry, names: list[str]) -> str:
    return listing([fill(translate("FaceGuess", "%1 %2"), names[s], signed(p))
                    for s, p in enumerate(entry.points)])


def game_over_text(winners, scores, right, reason: str, names: list[str]) -> str:
    """Who won (FG-9, FG-10): the best score, then the most right guesses; still level, a
    shared win."""
    winners = list(winners)
    top = scores[winners[0]]
    if len(winners) == 1:
        w = winners[0]
        level = [s for s in range(len(scores)) if scores[s] == top and s != w]
        if not level:
            line = fill(translate("FaceGuess", "%1 wins with %2 points!"), names[w], top)
        else:
            line = fill(translate("FaceGuess", "%1 wins: %2 points, as many as %3, but more "
                                               "right guesses (%4 to %5)."),
                        names[w], top, translate("FaceGuess", " and ").join(
                            names[s] for s in level),
                        right[w], max(right[s] for s in level))
    else:
        line = fill(translate("FaceGuess", "%1 share the win: %2 points and %3 right guesses "
                                           "each."),
                    translate("FaceGuess", " and ").join(names[s] for s in winners), top,
                    right[winners[0]])
    if reason == "deck":
        return fill(translate("FaceGuess", "The draw pile cannot refill every hand. %1"), line)
    return line


# --- the History panel: one summary per round ------------------------------------------------

def round_lines(entry: RoundEntry, names: list[str]) -> list[str]:
    """Who guessed what about whom, right (✓) or wrong (✗) once scored (the score events say
    which), the revealed cards and the points of the round."""
    n = len(entry.calls)
    lines = [fill(translate("FaceGuess", "Round %1 — %2 starts"), entry.number,
                  names[entry.start])]
    for k in range(n):
        g = (entry.start + k) % n
        calls = entry.calls[g]
        if calls is None:
            continue
        order = targets(g, n)
        marks = {s: entry.marks[(g, s)] for s in order if (g, s) in entry.marks}
        lines.append(fill(translate("FaceGuess", "· %1: %2"), names[g],
                          who_calls(calls, order, names, marks)))
    if entry.cards is not None:
        lines.append(fill(translate("FaceGuess", "· Cards: %1"), listing(
            [fill(translate("FaceGuess", "%1 %2"), names[s], call_name(c))
             for s, c in enumerate(entry.cards)])))
    if entry.scored:
        lines.append(fill(translate("FaceGuess", "· Points: %1"), points_list(entry, names)))
    return lines


def history_lines(rounds: list[RoundEntry], names: list[str]) -> list[str]:
    return [line for entry in rounds for line in round_lines(entry, names)]


def key_help() -> list[tuple[str, str]]:
    """The keys of the Face Guess table and what they do (the keyboard overlay)."""
    return [
        (KIND_KEYS[GOOD], translate("FaceGuess", "Put down a Good Face, or call Good")),
        (KIND_KEYS[BAD], translate("FaceGuess", "Put down a Bad Face, or call Bad")),
        ("1 … 9", translate("FaceGuess", "Choose the player to call about")),
        ("← →", translate("FaceGuess", "Choose the previous or next player")),
        ("Space", translate("FaceGuess", "Switch the call about that player")),
        ("Enter", translate("FaceGuess", "Confirm your calls")),
    ]


def card_tip(kind: str | None) -> str:
    """A card's tooltip from what it shows: a back is only a face-down card."""
    if kind is None:
        return face_down_tip()
    if kind == GOOD:
        return tip(translate("FaceGuess", "Good Face"),
                   translate("FaceGuess", "Put down, it gives its player a point for every "
                                          "player who calls it Good."))
    return tip(translate("FaceGuess", "Bad Face"),
               translate("FaceGuess", "Put down, it scores nothing from the calls about it "
                                      "(with the fooled bonus: a point for every Good call)."))


def deck_tip(count: int) -> str:
    return translate("FaceGuess", "Draw pile: %1 cards").replace("%1", number(count))
