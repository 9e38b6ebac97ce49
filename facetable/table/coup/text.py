"""Coup words for the screen, all in the "Coup" translation context: roles, actions, prompts,
the claim banner, log lines, the history panel and the end-of-game summary.

Sentences are built from the engine's events and numbers; "%1"-style placeholders keep the
word order free for each language.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from facetable.engine.contract import Action, Event
from facetable.engine.coup.actions import BLOCKED_BY, CLAIMS, kept_positions

from ..items import tip
from ..numbers import fill, ltr, number

translate = QCoreApplication.translate


class Coup(QObject):
    """The "Coup" context for sentences with a count: lupdate reads plural forms only from
    ``Class.tr(text, "", n)``, and "%Ln" is written with the UI's digits."""

ROLES = (QT_TRANSLATE_NOOP("Coup", "Duke"), QT_TRANSLATE_NOOP("Coup", "Assassin"),
         QT_TRANSLATE_NOOP("Coup", "Captain"), QT_TRANSLATE_NOOP("Coup", "Ambassador"),
         QT_TRANSLATE_NOOP("Coup", "Contessa"))
ACTIONS = {"income": QT_TRANSLATE_NOOP("Coup", "Income"),
           "foreign_aid": QT_TRANSLATE_NOOP("Coup", "Foreign Aid"),
           "coup": QT_TRANSLATE_NOOP("Coup", "Coup"),
           "tax": QT_TRANSLATE_NOOP("Coup", "Tax"),
           "assassinate": QT_TRANSLATE_NOOP("Coup", "Assassination"),
           "steal": QT_TRANSLATE_NOOP("Coup", "Steal"),
           "exchange": QT_TRANSLATE_NOOP("Coup", "Exchange")}
SUITS = "♠♥♦♣"
RANKS = ("3", "J", "2", "A", "Q")


def rank(role: int) -> str:
    """The rank printed on a role's cards, a number in the UI's digits (a letter as it is)."""
    printed = RANKS[role]
    return number(int(printed)) if printed.isdigit() else printed


def role_name(role: int) -> str:
    return translate("Coup", ROLES[role])


def role_effect(role: int) -> str:
    """What a role lets its holder do (a card's tooltip)."""
    return (translate("Coup", "Tax: take 3 coins. Blocks Foreign Aid."),
            translate("Coup", "Assassinate: pay 3 coins and a player loses an influence."),
            translate("Coup", "Steal: take 2 coins from a player. Blocks stealing."),
            translate("Coup", "Exchange: draw 2 cards from the court deck, keep as many as you "
                              "had. Blocks stealing."),
            translate("Coup", "Blocks an assassination."))[role]


def card_tip(card: int | None, copies: int, mark: str | None) -> str:
    """A card's tooltip from what it shows: a back says nothing more; a face names its role
    and playing card, what the role does, and what the card's marker means."""
    if card is None:
        return tip(translate("Coup", "A face-down card"),
                   translate("Coup", "An influence whose role is hidden."))
    effect = role_effect(card // copies)
    state = {"hidden": translate("Coup", "Face down: the others do not see it."),
             "lost": translate("Coup", "Turned up: this influence is lost."),
             "keep": translate("Coup", "Chosen to keep."),
             "give_back": translate("Coup", "Goes back to the court deck.")}.get(mark or "")
    return tip(card_label(card, copies), f"{effect} {state}" if state else effect)


def deck_tip(count: int) -> str:
    return fill(translate("Coup", "Court deck: %1 cards"), count)


def treasury_tip() -> str:
    return tip(translate("Coup", "Treasury"),
               translate("Coup", "Coins are taken from it and paid into it; it never runs out."))


def coins_tip(name: str, count: int) -> str:
    return fill(translate("Coup", "%1: 1 coin") if count == 1 else
                translate("Coup", "%1: %2 coins"), name, count)


def key_help(kind: str) -> str:
    """What the key of a button does (the keyboard overlay)."""
    return {"income": translate("Coup", "Income: take 1 coin"),
            "foreign_aid": translate("Coup", "Foreign Aid: take 2 coins"),
            "tax": translate("Coup", "Tax: claim the Duke, take 3 coins"),
            "exchange": translate("Coup", "Exchange: claim the Ambassador"),
            "challenge": translate("Coup", "Challenge the claim"),
            "allow": translate("Coup", "Let the claim stand"),
            "refuse": translate("Coup", "Do not show the card (lose an influence)"),
            "block": translate("Coup", "Block (with the first or the second role offered)"),
            "show": translate("Coup", "Show the claimed card"),
            "keep": translate("Coup", "Done: keep the chosen cards (Exchange)")}[kind]


def action_name(kind: str) -> str:
    return translate("Coup", ACTIONS[kind])


def card_label(card: int, copies: int) -> str:
    """E.g. "Duke (3♠)": the role and the playing card, so two copies can be told apart. The
    rank and suit are isolated left to right (U+2066 … U+2069) so they read "3♠" in a
    right-to-left sentence too."""
    role, copy = divmod(card, copies)
    mark = "²" if copy >= 4 else ""
    return fill(translate("Coup", "%1 (%2)"), role_name(role),
                ltr(f"{rank(role)}{SUITS[copy % 4]}{mark}"))


def sub_line(line: str) -> str:
    """A line of the history that follows a claim (indented with a dot)."""
    return fill(translate("Coup", "· %1"), line)


def roles_list(roles) -> str:
    return translate("Coup", ", ").join(role_name(r) for r in roles)


# --- claims and what follows ----------------------------------------------------------------

def effect(kind: str, target: int | None, names: list[str]) -> str:
    """What an action does, e.g. "Tax, +3 coins" or "steal from Bảo"."""
    if kind == "income":
        return fill(translate("Coup", "Income, +1 coin"))
    if kind == "foreign_aid":
        return fill(translate("Coup", "Foreign Aid, +2 coins"))
    if kind == "tax":
        return fill(translate("Coup", "Tax, +3 coins"))
    if kind == "exchange":
        return fill(translate("Coup", "Exchange with the court deck"))
    if kind == "coup":
        return fill(translate("Coup", "Coup against %1 (pays 7)"), names[target])
    if kind == "assassinate":
        return fill(translate("Coup", "assassinate %1 (pays 3)"), names[target])
    if kind == "steal":
        return fill(translate("Coup", "steal from %1"), names[target])
    return kind


def declare_line(d: dict, names: list[str]) -> str:
    """"Lan claims Duke: Tax, +3 coins", or "Lan: Income, +1 coin" for an action with no
    claim."""
    what = effect(d["action"], d["target"], names)
    if d["role"] is None:
        return fill(translate("Coup", "%1: %2"), names[d["seat"]], what)
    return fill(translate("Coup", "%1 claims %2: %3"), names[d["seat"]], role_name(d["role"]), what)


def block_line(d: dict, names: list[str], blocked: str | None) -> str:
    what = action_name(blocked) if blocked else ""
    return fill(translate("Coup", "%1 claims %2: blocks %3"),
                names[d["seat"]], role_name(d["role"]), what)


def window_line(d: dict, names: list[str], action: str | None) -> str:
    if d["kind"] == "challenge":
        return fill(translate("Coup", "Anyone may challenge %1's %2"),
                    names[d["claimant"]], role_name(d["role"]))
    roles = BLOCKED_BY.get(action or "", ())
    blockers = translate("Coup", " or ").join(role_name(r) for r in roles)
    if len(d["seats"]) == 1:
        return fill(translate("Coup", "%1 may block with %2"), names[d["seats"][0]], blockers)
    return fill(translate("Coup", "Anyone may block with %1"), blockers)


def outcome_line(event: Event, names: list[str], copies: int) -> str | None:
    """The public sentence for what follows a claim (None for events with nothing to say)."""
    d, k = event.data, event.kind
    if k == "challenge":
        return fill(translate("Coup", "%1 challenges %2's %3!"),
                    names[d["seat"]], names[d["claimant"]],
                    role_name(d["role"]))
    if k == "unchallenged":
        return fill(translate("Coup", "Nobody challenges %1's %2"),
                    names[d["claimant"]], role_name(d["role"]))
    if k == "unblocked":
        return fill(translate("Coup", "Nobody blocks"))
    if k == "show":
        return fill(translate("Coup", "%1 shows %2: the claim was true"),
                    names[d["seat"]], role_name(d["role"]))
    if k == "refuse":
        return fill(translate("Coup", "%1 does not show %2"),
                    names[d["seat"]], role_name(d["role"]))
    if k == "lose":
        return fill(translate("Coup", "%1 loses an influence: %2 is turned up"), names[d["seat"]],
                    card_label(d["card"], copies))
    if k == "out":
        return fill(translate("Coup", "%1 is out of the game"), names[d["seat"]])
    if k == "cancelled":
        if d["refund"]:
            return fill(Coup.tr("%1's action fails; %Ln coin(s) come back", "", d["refund"]),
                        names[d["seat"]])
        return fill(translate("Coup", "%1's action fails"), names[d["seat"]])
    if k == "blocked":
        return fill(translate("Coup", "%1's action is blocked"), names[d["seat"]])
    if k == "fizzled":
        return fill(translate("Coup", "%1 is already out: nothing more happens"),
                    names[d["target"]])
    if k == "game_over":
        return fill(translate("Coup", "%1 wins!"), names[d["winner"]])
    if k == "coins" and d["reason"] == "steal":
        return fill(Coup.tr("%1 takes %Ln coin(s) from %2", "", d["amount"]),
                    names[d["seat"]], names[d["giver"]])
    return None


# --- the log --------------------------------------------------------------------------------

def event_text(event: Event, names: list[str], copies: int, blocked: str | None = None
               ) -> str | None:
    """One log line for an event as the seat shown sees it; private details (cards drawn,
    one's own hidden answer) appear only when the event carries them."""
    d, k = event.data, event.kind
    cards = d.get("cards")
    if k == "declare":
        return declare_line(d, names)
    if k == "block":
        return block_line(d, names, blocked)
    if k == "deal":
        if cards is None:
            return None
        return fill(translate("Coup", "%1's cards: %2"), names[d["seat"]],
                    translate("Coup", ", ").join(card_label(c, copies) for c in cards))
    if k == "draw":
        if cards is not None:
            return fill(translate("Coup", "%1 draws %2"), names[d["seat"]],
                        translate("Coup", ", ").join(card_label(c, copies) for c in cards))
        if d["reason"] == "replace":
            return fill(translate("Coup", "%1 draws a new card"), names[d["seat"]])
        return fill(Coup.tr("%1 draws %Ln card(s) from the court deck", "", d["count"]),
                    names[d["seat"]])
    if k == "return":
        if d["reason"] == "shown":
            return fill(translate("Coup", "%1's %2 goes back into the court deck, which is shuffled"),
                        
                      names[d["seat"]], card_label(cards[0], copies))
        if cards is not None:
            return fill(translate("Coup", "%1 returns %2 to the court deck"), names[d["seat"]],
                        translate("Coup", ", ").join(card_label(c, copies) for c in cards))
        return fill(Coup.tr("%1 returns %Ln card(s) to the court deck", "", d["count"]),
                    names[d["seat"]])
    if k == "answer":
        if "answer" not in d:
            return None
        if d["answer"] == "challenge":
            return fill(translate("Coup", "%1 chooses to challenge (hidden until everyone answers)"),
                        names[d["seat"]])
        if d["answer"] == "block":
            return fill(translate("Coup", "%1 chooses to block with %2 (hidden until everyone answers)"),
                        
                      names[d["seat"]], role_name(d["role"]))
        return fill(translate("Coup", "%1 chooses to let it go (hidden until everyone answers)"),
                    names[d["seat"]])
    if k == "coins" and d["reason"] != "steal":
        return None
    return outcome_line(event, names, copies)


# --- choices --------------------------------------------------------------------------------

def action_text(action: Action, names: list[str], copies: int,
                offered: tuple[int, ...] = ()) -> str:
    k = action.kind
    if k == "income":
        return fill(translate("Coup", "Income (+1)"))
    if k == "foreign_aid":
        return fill(translate("Coup", "Foreign Aid (+2)"))
    if k == "tax":
        return fill(translate("Coup", "Tax as %1 (+3)"), role_name(CLAIMS[k]))
    if k == "exchange":
        return fill(translate("Coup", "Exchange as %1"), role_name(CLAIMS[k]))
    if k == "coup":
        return fill(translate("Coup", "Coup %1 (pay 7)"), names[action.seat])
    if k == "assassinate":
        return fill(translate("Coup", "Assassinate %1 as %2 (pay 3)"),
                    names[action.seat], role_name(CLAIMS[k]))
    if k == "steal":
        return fill(translate("Coup", "Steal from %1 as %2"),
                    names[action.seat], role_name(CLAIMS[k]))
    if k == "challenge":
        return fill(translate("Coup", "Challenge"))
    if k == "allow":
        return fill(translate("Coup", "Allow"))
    if k == "block":
        return fill(translate("Coup", "Block with %1"), role_name(action.value))
    if k == "show":
        return fill(translate("Coup", "Show %1"), card_label(action.item, copies))
    if k == "refuse":
        return fill(translate("Coup", "Do not show (lose an influence)"))
    if k == "lose":
        return fill(translate("Coup", "Turn up %1"), card_label(action.item, copies))
    if k == "keep":
        kept = [offered[i] for i in kept_positions(action.value, len(offered))]
        return fill(translate("Coup", "Keep %1"),
                    translate("Coup", ", ").join(card_label(c, copies) for c in kept))
    return k


def prompt(kinds: set[str], name: str, banner: str, keep: int = 0, must_coup: bool = False
           ) -> str:
    if must_coup:
        return fill(translate("Coup", "%1, you have 10 coins or more and must launch a Coup: choose whom"),
                    name)
    if "income" in kinds:
        return fill(translate("Coup", "%1, your turn: choose an action (click a player to target them)"),
                    name)
    if "challenge" in kinds:
        return fill(translate("Coup", "%1, challenge or allow? %2"), name, banner)
    if "block" in kinds:
        return fill(translate("Coup", "%1, block or allow? %2"), name, banner)
    if "refuse" in kinds:
        return fill(translate("Coup", "%1, you are challenged: show the card or not? %2"),
                    name, banner)
    if "lose" in kinds:
        return fill(translate("Coup", "%1, you lose an influence: click the card to turn up"), name)
    if "keep" in kinds:
        return fill(translate("Coup", "%1, keep %2 of these cards: click them, then Done"),
                    name, keep)
    return name
