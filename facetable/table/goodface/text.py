"""Good Face Bad Face words for the screen, all in the "GoodFace" translation context: card
names, prompts and what a flip would do, log lines, the History panel and the banner.

Sentences are built from the engine's events and numbers with "%1"-style placeholders, so each
language keeps its own word order. Numbers that change a word (one card, two cards) use Qt's
plural forms (``GoodFace.tr("%Ln card(s)", "", n)``; English has its own catalogue for them).
Every source text is written out as ``translate("GoodFace", "…")`` so that lupdate finds it with
its context.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from facetable.engine.contract import Action, Event
from facetable.engine.goodface.cards import BAD, BLANK, GOOD, GREEDY, SAD, WIN_GOODS

from ..face_cards import face_down_tip
from ..items import tip
from ..numbers import fill
from .story import Entry

translate = QCoreApplication.translate


class GoodFace(QObject):
    """The "GoodFace" context for sentences with a count: lupdate reads plural forms only from
    ``Class.tr(text, "", n)``, and "%Ln" is written with the UI's digits."""

KINDS = (QT_TRANSLATE_NOOP("GoodFace", "Good Face"), QT_TRANSLATE_NOOP("GoodFace", "Bad Face"),
         QT_TRANSLATE_NOOP("GoodFace", "Greedy Face"), QT_TRANSLATE_NOOP("GoodFace", "Sad Face"),
         QT_TRANSLATE_NOOP("GoodFace", "Blank Face"))
#: The key that adds (building) or keeps (Sad Face) a card of each kind.
KIND_KEYS = ("G", "B", "R", "S", "N")
#: The kind whose rules a Blank Face follows when it acts as one.
KINDS_BY_EFFECT = {"greedy": GREEDY, "sad": SAD}
#: The Stack holder's moves: each one's key and words (its button and the keys' help).
MOVES = {"flip": ("F", QT_TRANSLATE_NOOP("GoodFace", "Flip the top card")),
         "pass": ("P", QT_TRANSLATE_NOOP("GoodFace", "Pass the Stack on")),
         "take_back": ("T", QT_TRANSLATE_NOOP("GoodFace", "Take the rest back"))}


def kind_name(kind: int) -> str:
    return translate("GoodFace", KINDS[kind])


def kinds_list(kinds, keys: bool = False) -> str:
    """"Good Face, Bad Face"; with ``keys``, each after its key: "G Good Face, B Bad Face"."""
    return translate("GoodFace", ", ").join(
        fill(translate("GoodFace", "%1 %2"), KIND_KEYS[k], kind_name(k)) if keys
        else kind_name(k) for k in kinds)


def cards(n: int) -> str:
    """"1 card", "3 cards"."""
    return GoodFace.tr("%Ln card(s)", "", n)


# --- tooltips and keys ------------------------------------------------------------------------

#: What a card with each effect does when flipped (its tooltip).
EFFECTS = {
    "good": QT_TRANSLATE_NOOP("GoodFace",
        "Flipped, it joins the flipper's Party; four Goods in a Party win. On a Party of Bads, "
        "it takes one Bad back to the hand."),
    "bad": QT_TRANSLATE_NOOP("GoodFace",
        "Flipped, it joins the flipper's Party. It sends the Party's Goods back to the hand; "
        "three Bads go back together."),
    "greedy": QT_TRANSLATE_NOOP("GoodFace",
        "Flipped by a player, they give the Stack Owner a card of their Party and must pass. "
        "Flipped by the owner, they must flip the next Stack that reaches them."),
    "sad": QT_TRANSLATE_NOOP("GoodFace",
        "Flipped by a player, they give all but one card of their hand to the Stack Owner. "
        "Flipped by the owner, they deal all but one card of their hand to the others."),
    "peek": QT_TRANSLATE_NOOP("GoodFace",
        "Peek: the flipper looks at the next card of the Stack, then may flip it."),
}


def card_tip(kind: int | None, effects: tuple[str, ...], mark: str | None) -> str:
    """A card's tooltip from what it shows: a back is only a face-down card; a face names its
    kind and what it does (a Blank Face: what it stands for in this game)."""
    if kind is None:
        return face_down_tip()
    effect = translate("GoodFace", EFFECTS[effects[kind]])
    if kind == BLANK and effects[kind] in ("greedy", "sad"):
        effect = fill(translate("GoodFace", "Acts as a %1. %2"),
                      kind_name(KINDS_BY_EFFECT[effects[kind]]), effect)
    if mark == "lock":
        effect += " " + translate("GoodFace", "In your Stack: face down for the others.")
    elif mark == "eye":
        effect += " " + translate("GoodFace", "You peeked at it.")
    return tip(kind_name(kind), effect)


def key_help() -> list[tuple[str, str]]:
    """The keys of the Good Face Bad Face table and what they do (the keyboard overlay)."""
    keys = [(key, translate("GoodFace", words)) for key, words in MOVES.values()]
    keys.append((" ".join(KIND_KEYS), fill(translate(
        "GoodFace", "Put a card in the Stack you build, or keep one after a Sad Face: %1"),
        kinds_list(range(len(KIND_KEYS)), keys=True))))
    return keys + [
        ("← →", translate("GoodFace", "Choose a card of the Stack you build")),
        ("Shift+← →", translate("GoodFace", "Move that card earlier or later")),
        ("Backspace / Delete", translate("GoodFace", "Take that card back to your hand")),
        ("Enter / D", translate("GoodFace", "Done: play the Stack as arranged"))]


# --- what a flip would do --------------------------------------------------------------------

def good_forecast(goods: int, bads: int) -> str:
    after = _receive((goods, bads), "good")
    if after[0] >= WIN_GOODS:
        return translate("GoodFace", "a Good Face now would win you the game")
    if after[1] < bads:
        return translate("GoodFace",
                         "a Good Face would take a Bad out of your Party, back to your hand")
    if goods:
        return fill(translate("GoodFace", "a Good Face would make it %1 Goods"), after[0])
    return translate("GoodFace", "a Good Face would start your Party")


def bad_forecast(goods: int, bads: int) -> str:
    after = _receive((goods, bads), "bad")
    if goods == 1:
        return translate("GoodFace", "a Bad Face now would cost you your Good")
    if goods:
        return fill(translate("GoodFace", "a Bad Face now would cost you your %1 Goods"), goods)
    if bads and not after[1]:
        return translate("GoodFace", "a third Bad Face would send all three back to your hand")
    if bads:
        return translate("GoodFace", "a Bad Face would make it 2 Bads in your Party")
    return translate("GoodFace", "a Bad Face would sit in your Party")


def _receive(party: tuple[int, int], card: str) -> tuple[int, int]:
    """The Party after a Good or a Bad joins it, as the rules say (the bots' reading of
    GF-9 … GF-13, loaded when a forecast is first needed); the table applies none itself."""
    from facetable.bots.goodface.common import receive
    return receive(party, card)


def forecast(goods: int, bads: int, peek: int | None) -> str:
    """What flipping would do to the deciding seat's Party; with a peeked card, only that."""
    if peek is None:
        return fill(translate("GoodFace", "Flip: %1; %2."), good_forecast(goods, bads),
                    bad_forecast(goods, bads))
    seen = fill(translate("GoodFace", "You peeked: the top card is a %1."), kind_name(peek))
    if peek in (GOOD, BAD):
        what = (good_forecast if peek == GOOD else bad_forecast)(goods, bads)
        return seen + " " + fill(translate("GoodFace", "Flip: %1."), what)
    return seen


# --- choices ---------------------------------------------------------------------------------

def action_text(action: Action, staged: int = 0) -> str:
    k = action.kind
    if k in MOVES:
        return translate("GoodFace", MOVES[k][1])
    if k == "keep":
        return fill(translate("GoodFace", "Keep a %1"), kind_name(action.value))
    if k == "put" and staged:
        return fill(translate("GoodFace", "Done: pass on a Stack of %1"), cards(staged))
    if k == "put":
        return fill(translate("GoodFace", "Put a %1"), kind_name(action.value))
    if k == "seal":
        return translate("GoodFace", "Done")
    return k


def build_prompt(name: str, staged: int, kinds_in_hand) -> str:
    if not staged:
        keys = kinds_list(kinds_in_hand, keys=True)
        return fill(translate("GoodFace", "%1, build your Stack: click the cards of your hand in "
                                          "the order they will be flipped (keys: %2), then Done "
                                          "(D)."), name, keys)
    return fill(translate("GoodFace", "%1, your new Stack has %2; card 1 is flipped first. Drag "
                                      "a card or use its arrows (or ←/→ to choose, Shift+←/→ to "
                                      "move) to change the order; click it (or Backspace) to "
                                      "take it back. Done (D) passes the Stack on."),
                name, cards(staged))


def hold_prompt(name: str, owner_name: str, is_owner: bool, must: bool, flips: int,
                size: int, goods: int, bads: int, peek: int | None) -> str:
    what = forecast(goods, bads, peek)
    if is_owner and flips == 0:
        return fill(translate("GoodFace", "%1, your Stack is back with %2: you must flip its "
                                          "top card. %3"), name, cards(size), what)
    if is_owner:
        return fill(translate("GoodFace", "%1, flip again or take the rest back (%2)? %3"),
                    name, cards(size), what)
    if must and flips == 0:
        return fill(translate("GoodFace", "%1, you carry the must-flip marker: flip the top "
                                          "card of %2's Stack. %3"), name, owner_name, what)
    if flips == 0:
        return fill(translate("GoodFace", "%1, %2's Stack reaches you (%3): flip the top card "
                                          "or pass it on? %4"),
                    name, owner_name, cards(size), what)
    return fill(translate("GoodFace", "%1, flip again or pass the Stack on (%2 left)? %3"),
                name, cards(size), what)


def keep_prompt(name: str, owner_name: str, mode: str | None) -> str:
    if mode == "give":
        return fill(translate("GoodFace", "%1, Sad Face: click the one card of your hand to "
                                          "keep; the others go to %2."), name, owner_name)
    return fill(translate("GoodFace", "%1, Sad Face: click the one card of your hand to keep; "
                                      "the others are dealt around the table."), name)


# --- the log ---------------------------------------------------------------------------------

def event_text(event: Event, names: list[str], took_back: int = 0) -> str | None:
    """One log line for an event as the seat shown sees it (None: nothing to say). Cards seen
    only by some seats (a Sad Face's cards, a peek) are named when the event carries them."""
    d, k = event.data, event.kind
    if k == "round":
        line = fill(translate("GoodFace", "Stack %1: %2 is the Stack Owner"), d["number"],
                    names[d["owner"]])
        for seat in d["skipped"]:
            line += " " + fill(translate("GoodFace", "(%1 has no cards and is skipped)"),
                               names[seat])
        return line
    if k == "sealed":
        return fill(translate("GoodFace", "%1 builds a Stack of %2"), names[d["seat"]],
                    cards(d["size"]))
    if k == "pass":
        return fill(translate("GoodFace", "%1 passes the Stack to %2"), names[d["seat"]],
                    names[d["to"]])
    if k == "peek":
        if "card" in d:
            return fill(translate("GoodFace", "%1 peeks at the next card: a %2"),
                        names[d["seat"]], kind_name(d["card"]))
        return fill(translate("GoodFace", "%1 peeks at the next card"), names[d["seat"]])
    if k == "must_flip" and d["on"]:
        return fill(translate("GoodFace", "%1 must flip the top card of the next Stack that "
                                          "reaches them"), names[d["seat"]])
    if k == "round_over" and d["reason"] == "empty":
        return translate("GoodFace", "The Stack is used up")
    if k == "round_over" and took_back:
        return fill(translate("GoodFace", "%1 takes the rest of the Stack back (%2)"),
                    names[d["owner"]], cards(took_back))
    if k == "game_over":
        return game_over_text(d["winners"], d["reason"], names)
    if k == "move":
        return move_text(d, names)
    return None


def move_text(d: dict, names: list[str]) -> str | None:
    reason, card = d["reason"], d.get("card")
    fz, fs, ts = d["from_zone"], d["from_seat"], d["to_seat"]
    if reason == "flip":
        return fill(translate("GoodFace", "%1 flips a %2"), names[ts], kind_name(card))
    if reason == "party":
        return fill(translate("GoodFace", "The %1 goes into %2's Party"), kind_name(card),
                    names[ts])
    if reason == "return":
        if fz == "party":
            return fill(translate("GoodFace", "A %1 leaves %2's Party for the hand"),
                        kind_name(card), names[ts])
        return fill(translate("GoodFace", "The %1 goes back to %2's hand"), kind_name(card),
                    names[ts])
    if reason == "gift":
        return fill(translate("GoodFace", "%1 gives %2 a %3 from the Party"), names[fs],
                    names[ts], kind_name(card))
    if reason == "wild":
        if fz == "party":
            return fill(translate("GoodFace", "The %1 leaves %2's Party: the must-flip marker "
                                              "is gone"), kind_name(card), names[ts])
        return fill(translate("GoodFace", "The %1 goes to %2's hand"), kind_name(card),
                    names[ts])
    if reason == "sad_give":
        if card is None:
            return fill(translate("GoodFace", "%1 gives %2 a card"), names[fs], names[ts])
        return fill(translate("GoodFace", "%1 gives %2 a %3"), names[fs], names[ts],
                    kind_name(card))
    if reason == "sad_deal":
        if card is None:
            return fill(translate("GoodFace", "%1 deals %2 a card"), names[fs], names[ts])
        return fill(translate("GoodFace", "%1 deals %2 a %3"), names[fs], names[ts],
                    kind_name(card))
    return None                                   # deal, put, removed, take_back


def game_over_text(winners, reason: str, names: list[str]) -> str:
    who = translate("GoodFace", " and ").join(names[s] for s in winners)
    if reason == "four_goods":
        return fill(translate("GoodFace", "%1 wins with four Good Faces in the Party!"), who)
    if len(winners) == 1:
        return fill(translate("GoodFace", "The last Stack is played: %1 wins with the most "
                                          "Goods in the Party"), who)
    return fill(translate("GoodFace", "The last Stack is played: %1 share the win"), who)


def game_over_title(round_: int, limit: int) -> str:
    return fill(translate("GoodFace", "Stack %1 of %2 · the game is over"), round_, limit)


# --- the story: History panel and banner -----------------------------------------------------

def flip_outcome(entry: Entry, names: list[str], effects: tuple[str, ...], owner: int) -> str:
    """What a flip did, from the moves its effect made."""
    card = entry.data.get("card")
    moves = entry.moves
    if card is None:
        return ""
    effect = effects[card]
    if effect in ("good", "bad"):
        returned = [m for m in moves if m[0] == "return"]
        from_party = [m for m in returned if m[2] == "party"]
        if not returned:
            return translate("GoodFace", "into the Party")
        if card == GOOD:
            return translate("GoodFace", "it and a Bad from the Party go back to the hand")
        if any(m[0] == "party" for m in moves):
            return translate("GoodFace", "a third Bad: all three go back to the hand")
        if len(from_party) == 1:
            return translate("GoodFace", "the Good of the Party and the Bad go back to the hand")
        return fill(translate("GoodFace", "the %1 Goods of the Party and the Bad go back to the "
                                          "hand"), len(from_party))
    if effect == "greedy":
        gift = next((m for m in moves if m[0] == "gift"), None)
        if entry.seat == owner and gift is None and any(m[0] == "party" for m in moves):
            return translate("GoodFace", "into the Party: must flip the next Stack that comes")
        if gift is None:
            return translate("GoodFace", "nothing in the Party to give")
        return fill(translate("GoodFace", "gives %1 a %2 from the Party"), names[gift[5]],
                    kind_name(gift[1]))
    if effect == "sad":
        given = [m for m in moves if m[0] in ("sad_give", "sad_deal")]
        if not any(m[0] == "wild" for m in moves):
            return ""                                 # the card to keep is being chosen
        if not given:
            return translate("GoodFace", "keeps the only card")
        if given[0][0] == "sad_give":
            return fill(translate("GoodFace", "gives %1 to %2"), cards(len(given)),
                        names[given[0][5]])
        return fill(translate("GoodFace", "deals %1 around the table"), cards(len(given)))
    peeked = next((m for m in moves if m[0] == "peek"), None)
    if peeked is None:
        return translate("GoodFace", "the last card")
    if peeked[1] is not None:
        return fill(translate("GoodFace", "peeks at the next card: a %1"), kind_name(peeked[1]))
    return translate("GoodFace", "peeks at the next card")


def entry_line(entry: Entry, names: list[str], effects: tuple[str, ...], owner: int
               ) -> str | None:
    d, what = entry.data, entry.what
    if what == "round":
        return fill(translate("GoodFace", "Stack %1 — %2"), d["number"], names[entry.seat])
    if what == "sealed":
        if "to" in d:
            return fill(translate("GoodFace", "%1 builds %2 and passes it to %3"),
                        names[entry.seat], cards(d["size"]), names[d["to"]])
        return fill(translate("GoodFace", "%1 builds %2"), names[entry.seat], cards(d["size"]))
    if what == "pass":
        return fill(translate("GoodFace", "%1 passes"), names[entry.seat])
    if what == "flip":
        outcome = flip_outcome(entry, names, effects, owner)
        flipped = fill(translate("GoodFace", "%1 flips a %2"), names[entry.seat],
                       kind_name(d.get("card")))
        return fill(translate("GoodFace", "%1: %2"), flipped, outcome) if outcome else flipped
    if what == "take_back":
        return fill(translate("GoodFace", "%1 takes %2 back"), names[entry.seat],
                    cards(d["count"]))
    if what == "game_over":
        return game_over_text(d["winners"], d["reason"], names)
    return None


def told(entries: list[Entry], names: list[str], effects: tuple[str, ...]):
    """Each entry with its line (None: it has none), as the Stack's owner then reads it."""
    owner = 0
    for entry in entries:
        if entry.what == "round":
            owner = entry.seat
        yield entry, entry_line(entry, names, effects, owner)


def history_lines(entries: list[Entry], names: list[str], effects: tuple[str, ...]
                  ) -> list[str]:
    """The History panel: each Stack's heading, then what happened to it, indented."""
    return [line if entry.what in ("round", "game_over") else
            fill(translate("GoodFace", "· %1"), line)
            for entry, line in told(entries, names, effects) if line is not None]


def banner_title(round_: int, limit: int, owner: str, holder: str, size: int, building: bool,
                 own: bool, order) -> str:
    count = fill(translate("GoodFace", "Stack %1 of %2"), round_, limit)
    if building:
        return fill(translate("GoodFace", "%1 · %2 builds a Stack"), count, owner)
    if own and order:
        return fill(translate("GoodFace", "%1 · your Stack (%2), top first: %3 · with %4"),
                    count, cards(size), kinds_list(order), holder)
    return fill(translate("GoodFace", "%1 · %2's Stack (%3) · with %4"), count, owner,
                cards(size), holder)


def banner_status(entries: list[Entry], names: list[str], effects: tuple[str, ...]) -> str:
    """What happened last with this Stack (empty at its start)."""
    start = max((i for i, e in enumerate(entries) if e.what == "round"), default=0)
    lines = [line for entry, line in told(entries[start:], names, effects)
             if line and entry.what != "round"]
    return lines[-1] if lines else ""


def stack_label(owner: str, size: int, own: bool) -> str:
    if own:
        return fill(translate("GoodFace", "Your Stack · %1"), cards(size))
    return fill(translate("GoodFace", "%1's Stack · %2"), owner, cards(size))

