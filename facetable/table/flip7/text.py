"""Flip 7 words for the screen: card names and what they do (tooltips), action descriptions,
keys, log lines (translated)."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication

from facetable.engine.contract import Action, Event
from facetable.engine.flip7 import Card
from facetable.engine.flip7.cards import (ACTION, DISCARD, DIV2, FLIP_FOUR, JUST_ONE_MORE,
                                          LUCKY13, MODIFIER, NUMBER, STEAL, SWAP, UNLUCKY7,
                                          ZERO)

from ..items import tip
from ..numbers import MINUS, isolate, ltr, number, signed

translate = QCoreApplication.translate



def art_name(card: Card) -> str:
    """Base name of the card's picture in assets/cards/flip7/."""
    if card.type == NUMBER:
        return card.name if card.name in (UNLUCKY7, LUCKY13) else f"number_{card.value}"
    return f"mod_{card.name}" if card.type == MODIFIER else f"action_{card.name}"


def card_name(card: Card) -> str:
    if card.name == ZERO:
        return translate("Flip7", "The Zero")
    if card.name == UNLUCKY7:
        return translate("Flip7", "Unlucky 7")
    if card.name == LUCKY13:
        return translate("Flip7", "Lucky 13")
    if card.is_number:
        return number(card.value)           # the digits of every other number written
    if card.name == DIV2:
        return ltr("÷" + number(2))
    if card.type != ACTION:
        return ltr(MINUS + number(card.value))
    return {JUST_ONE_MORE: translate("Flip7", "Just One More!"), FLIP_FOUR: translate("Flip7", "Flip Four!"), SWAP: translate("Flip7", "Swap"),
            STEAL: translate("Flip7", "Steal"), DISCARD: translate("Flip7", "Discard")}[card.name]


def card_effect(card: Card) -> str:
    """What a card does, in one or two short sentences (its tooltip under its name)."""
    if card.name == ZERO:
        return translate("Flip7", "Worth 0 and counts toward the seven. Its holder must hit, "
                                  "and scores 0 for the round without a Flip 7.")
    if card.name == UNLUCKY7:
        return translate("Flip7", "Worth 7. When it joins a line, every other card of that "
                                  "line is discarded.")
    if card.name == LUCKY13:
        return translate("Flip7", "Worth 13. Its holder may hold one other 13 without "
                                  "busting.")
    if card.is_number:
        return translate("Flip7", "A number card worth %1 points. A second %1 in the same "
                                  "line busts.").replace("%1", number(card.value))
    if card.name == DIV2:
        return translate("Flip7", "A modifier: halves the sum of its holder's number cards "
                                  "(rounded down).")
    if card.type == MODIFIER:
        return translate("Flip7", "A modifier: takes %1 points off its holder's round "
                                  "score.").replace("%1", number(abs(card.value)))
    return {JUST_ONE_MORE: translate("Flip7", "The target takes one more card, then must "
                                              "stay."),
            FLIP_FOUR: translate("Flip7", "The target draws four cards, one at a time."),
            SWAP: translate("Flip7", "Exchange two face-up cards between the lines of two "
                                     "players."),
            STEAL: translate("Flip7", "Take one face-up card from another player's line into "
                                      "yours."),
            DISCARD: translate("Flip7", "Send one face-up card of a player's line to the "
                                        "discard pile.")}[card.name]


def card_tip(card: Card, face_up: bool) -> str:
    """A card's tooltip: its name and effect, or only that it is face down."""
    if not face_up:
        return translate("Flip7", "A face-down card")
    return tip(card_name(card), card_effect(card))


def pile_tip(count: int) -> str:
    return translate("Flip7", "Draw pile: %1 cards left").replace("%1", number(count))


def discard_tip(count: int) -> str:
    return translate("Flip7", "Discard pile: %1 cards").replace("%1", number(count))


def key_help(kind: str) -> str:
    """What the key of a button does (the keyboard overlay)."""
    return {"hit": translate("Flip7", "Hit: take the next card"),
            "stay": translate("Flip7", "Stay: take no more cards this round")}[kind]


def status_word(status: str) -> str:
    return {"active": "", "stayed": translate("Flip7", "Stayed"), "busted": translate("Flip7", "Busted")}[status]


def owned(card: str, owner: int | None, names: list[str], me: int | None = None) -> str:
    """A card named with whose it is: "your 11", "Bảo's 9" (just the card when nobody holds
    it)."""
    if owner is None:
        return card
    if owner == me:
        return translate("Flip7", "your %1").replace("%1", card)
    return translate("Flip7", "%1's %2").replace("%1", names[owner]).replace("%2", card)


def player(seat: int, names: list[str], me: int | None = None) -> str:
    """A player chosen as a target: the name, marked when it is the one choosing."""
    if seat == me:
        return translate("Flip7", "%1 (you)").replace("%1", names[seat])
    return names[seat]


Owner = Callable[[int], "int | None"]


def action_text(action: Action, deck: tuple[Card, ...], names: list[str],
                owner: Owner = lambda card: None, me: int | None = None) -> str:
    """A human's choice as a button or list label; ``me`` is the seat choosing, ``owner``
    says whose line holds a card, so every chooser names the players."""
    k = action.kind
    if k == "hit":
        return translate("Flip7", "Hit")
    if k == "stay":
        return translate("Flip7", "Stay")
    if k == "bonus":
        return translate("Flip7", "Take +15 for yourself")
    if k == "penalty":
        return translate("Flip7", "Take 15 off %1's total").replace("%1", names[action.seat])
    card = card_name(deck[action.item])
    if k == "give":
        return translate("Flip7", "Give %1 to %2").replace("%1", card).replace(
            "%2", player(action.seat, names, me))
    if k == "target":
        return translate("Flip7", "%1 on %2").replace("%1", card).replace(
            "%2", player(action.seat, names, me))

    def whose(c: int) -> str:
        return owned(card_name(deck[c]), owner(c), names, me)
    if k == "steal":
        return translate("Flip7", "Steal %1").replace("%1", whose(action.item2))
    if k == "discard":
        return translate("Flip7", "Discard %1").replace("%1", whose(action.item2))
    return (translate("Flip7", "Swap %1 ↔ %2").replace("%1", whose(action.item2))
            .replace("%2", whose(action.value)))


def event_text(event: Event, deck: tuple[Card, ...], names: list[str],
               owner: Owner = lambda card: None) -> str | None:
    """One log line for an event, or None for events the log does not show; ``owner`` says
    whose line holds a card (before the event moves it)."""
    d = event.data
    k = event.kind
    who = names[d["seat"]] if "seat" in d and d["seat"] is not None else ""
    if k == "round_start":
        return (translate("Flip7", "Round %1 — %2 deals").replace("%1", number(d["round"]))
                .replace("%2", names[d["dealer"]]))
    if k == "stay":
        return (translate("Flip7", "%1 must stay") if d["forced"] else translate("Flip7", "%1 stays")).replace("%1", who)
    if k == "bust":
        return (translate("Flip7", "%1 busts with %2").replace("%1", who)
                .replace("%2", card_name(deck[d["card"]])))
    if k == "flip7":
        return translate("Flip7", "%1 flips 7!").replace("%1", who)
    if k == "action":
        card = card_name(deck[d["card"]])
        first, second = (owned(card_name(deck[c]), owner(c), names) if c is not None else ""
                         for c in d["cards"])
        if d["name"] == SWAP:
            return translate("Flip7", "%1 swaps %2 and %3").replace("%1", who).replace("%2", first) \
                .replace("%3", second)
        if d["name"] == STEAL:
            return translate("Flip7", "%1 steals %2").replace("%1", who).replace("%2", first)
        if d["name"] == DISCARD:
            return translate("Flip7", "%1 discards %2").replace("%1", who).replace("%2", first)
        return (translate("Flip7", "%1 plays %2 on %3").replace("%1", who).replace("%2", card)
                .replace("%3", names[d["target"]]))
    if k == "hit":
        return translate("Flip7", "%1 hits").replace("%1", who)
    if k == "draw":
        return translate("Flip7", "%1 draws %2").replace("%1", who).replace(
            "%2", card_name(deck[d["card"]]))
    if k == "move" and d["why"] == "give":
        # A modifier leaves the giver's waiting cards for the modifiers of the one it is given to.
        giver, to = int(d["from"][len("pending"):]), int(d["to"][len("mods"):])
        card = card_name(deck[d["card"]])
        if giver == to:
            return translate("Flip7", "%1 keeps %2").replace("%1", names[giver]).replace(
                "%2", card)
        return (translate("Flip7", "%1 gives %2 to %3").replace("%1", names[giver])
                .replace("%2", card).replace("%3", names[to]))
    if k == "move" and d["why"] == "fizzle":
        return translate("Flip7", "%1 has no effect").replace("%1", card_name(deck[d["card"]]))
    if k == "reshuffle":
        return translate("Flip7", "The discard pile is shuffled into a new draw pile")
    if k == "penalty":
        return translate("Flip7", "%1 takes 15 off %2").replace("%1", who).replace("%2", names[d["target"]])
    if k == "round_end":
        # Each name and change isolated: the lines read the same way whatever the names are.
        parts = [f"{isolate(names[s])} {signed(score)}" for s, score in enumerate(d["scores"])]
        return "\n".join([translate("Flip7", "Round over:"), *parts])
    if k == "game_over":
        return translate("Flip7", "%1 wins the game!").replace("%1", names[d["winner"]])
    return None
