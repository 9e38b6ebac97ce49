"""Coup with a standard deck of cards, declared for the app (rules: CP-1 … CP-20).

Bot styles: easy, normal and hard take a personality (``facetable.bots.coup.personality``):
``STYLE_LABELS`` names each preset for the new-game dialog; a seat may also ask for a preset
drawn at random and kept hidden.

``MENU`` is what the welcome screen shows; ``SPEC``, with the engine, is built by ``declare``
when first asked for (``facetable.games.spec.declared_later``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .spec import QT_TRANSLATE_NOOP, BotLevel, GameMenu, GameSpec, declared_later, last_winner

if TYPE_CHECKING:
    from facetable.engine import coup

#: Bot style id -> label (context "Bots"): the personality presets. The new-game dialog adds
#: "Random (hidden)": one of them drawn per seat from the game's seed and never shown.
STYLE_LABELS = {
    "balanced": QT_TRANSLATE_NOOP("Bots", "Balanced"),
    "cautious": QT_TRANSLATE_NOOP("Bots", "Cautious"),
    "bold": QT_TRANSLATE_NOOP("Bots", "Bold"),
    "suspicious": QT_TRANSLATE_NOOP("Bots", "Suspicious"),
    "vengeful": QT_TRANSLATE_NOOP("Bots", "Vengeful"),
}


def _deck_note(options: coup.Options) -> tuple[str, dict[str, int]]:
    """CP-2: the dialog says which deck is in use."""
    from facetable.engine import coup
    copies = coup.copies_per_role(options.players)
    text = (QT_TRANSLATE_NOOP("GameOptions", "Deck: {cards} cards, {copies} of each role "
                                             "(one deck of playing cards)")
            if coup.decks_used(options.players) == 1 else
            QT_TRANSLATE_NOOP("GameOptions", "Deck: {cards} cards, {copies} of each role "
                                             "(two decks of playing cards)"))
    return text, {"cards": 5 * copies, "copies": copies}


MENU = GameMenu(
    id="coup",
    title=QT_TRANSLATE_NOOP("Games", "Coup"),
    cover=("cards/standard/J_hearts.svg", "cards/standard/Q_diamonds.svg",
           "cards/standard/3_spades.svg"),
    lesson="facetable.games.lessons.coup:LESSON",
)


def declare() -> GameSpec:
    """The whole declaration: the engine loads with it."""
    from facetable.engine import coup
    return GameSpec.declared(
        MENU,
        setup=coup.setup,
        deck=coup.full_deck,
        next_first=last_winner,                      # CP-4: later games, the last winner
        options=coup.Options,
        option_labels={
            "players": QT_TRANSLATE_NOOP("GameOptions", "Players"),
            "two_player_start": QT_TRANSLATE_NOOP(
                "GameOptions", "Two players: the starting player gets 1 coin"),
        },
        bots={
            "random": BotLevel("facetable.bots.coup:RandomBot",
                               QT_TRANSLATE_NOOP("Bots", "Picks any legal move.")),
            "honest": BotLevel("facetable.bots.coup:HonestBot", QT_TRANSLATE_NOOP(
                "Bots", "Never bluffs; challenges only claims it can prove false.")),
            "easy": BotLevel("facetable.bots.coup:EasyBot", QT_TRANSLATE_NOOP(
                "Bots", "Plays its cards at random, bluffs rarely, seldom challenges.")),
            "normal": BotLevel("facetable.bots.coup:NormalBot", QT_TRANSLATE_NOOP(
                "Bots", "Counts cards, bluffs now and then, challenges unlikely claims; wins three "
                        "two-player games in four against easy.")),
            "hard": BotLevel("facetable.bots.coup:HardBot", QT_TRANSLATE_NOOP(
                "Bots", "Reads every claim and block, bluffs when a challenge is unlikely, keeps "
                        "out of the line of fire; wins 77% of five-player games against four "
                        "honest bots, 55% against four normal.")),
        },
        levels=("easy", "normal", "hard"),
        controller="facetable.table.coup.controller:CoupController",
        hidden_info=True,
        rules="coup",
        sample_world=coup.sample_world,
        styles=STYLE_LABELS,
        setup_note=_deck_note,
        sounds={"start": "shuffle", "deal": "slide", "draw": "slide", "return": "slide",
                "show": "flip", "lose": "bust", "coins": "coins"},
    )


__getattr__ = declared_later(declare)
