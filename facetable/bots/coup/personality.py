"""Bot personalities for Coup: the style of a bot, apart from its skill.

The level (easy, normal, hard) sets how well a bot reads the table; its personality sets how it
likes to play: how often it bluffs a claim it cannot back, how readily it challenges, and how
much it goes after whoever last attacked it. Rates are in 0..1; 0.5 is the level's own
calibrated play ("balanced"), so a level's numbers are measured with "balanced".

The app picks a style per bot seat at game start. "random" stands for a preset drawn at random
(and kept hidden from the players): the app resolves it once per seat with ``resolve_style`` and
passes the resolved preset's name to the bot, so a bot rebuilt for every decision (in another
process, see ``facetable/bots/runner.py``) always plays the same style.
"""
from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True)
class Personality:
    """``bluff``: how often it claims a role it cannot back; ``challenge``: how readily it
    challenges; ``vengeance``: how much it targets whoever last attacked it. Each in 0..1."""

    bluff: float
    challenge: float
    vengeance: float

    def __post_init__(self) -> None:
        for name in ("bluff", "challenge", "vengeance"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) \
                    or not 0.0 <= value <= 1.0:
                raise ValueError(f"personality {name} must be a rate in 0..1, not {value!r}")

    @property
    def bluff_factor(self) -> float:
        """How much more (> 1) or less (< 1) than the level's own play it bluffs: 1 at 0.5,
        0 at 0, 2 at 1."""
        return 2.0 * self.bluff

    @property
    def challenge_factor(self) -> float:
        """The same for challenges."""
        return 2.0 * self.challenge


#: The named styles, by id. "balanced" is every level's default.
PRESETS: dict[str, Personality] = {
    "balanced": Personality(bluff=0.5, challenge=0.5, vengeance=0.2),
    "cautious": Personality(bluff=0.15, challenge=0.3, vengeance=0.1),
    "bold": Personality(bluff=0.9, challenge=0.5, vengeance=0.2),
    "suspicious": Personality(bluff=0.4, challenge=0.9, vengeance=0.3),
    "vengeful": Personality(bluff=0.5, challenge=0.6, vengeance=0.9),
}
DEFAULT_STYLE = "balanced"
#: The style name that stands for a preset drawn at random (hidden from the players).
RANDOM_STYLE = "random"


def resolve_style(name: str, rng: random.Random) -> str:
    """The preset a seat plays: ``name`` itself if it is a preset, or for "random" one drawn
    with ``rng`` (the same generator state gives the same preset). Called once per seat at
    game start; the result, not "random", is what the bot is built with."""
    if name == RANDOM_STYLE:
        return rng.choice(sorted(PRESETS))
    if name not in PRESETS:
        raise ValueError(f"unknown Coup bot style {name!r}; known: "
                         f"{', '.join([*PRESETS, RANDOM_STYLE])}")
    return name


def personality(style: str | None) -> Personality:
    """The personality of a bot built with ``style`` (None: "balanced"). "random" is refused:
    it must be resolved first (``resolve_style``), or a bot rebuilt per decision would change
    style between decisions."""
    name = DEFAULT_STYLE if style is None else style
    if name == RANDOM_STYLE:
        raise ValueError('resolve the "random" style with resolve_style before building a bot')
    try:
        return PRESETS[name]
    except KeyError:
        raise ValueError(f"unknown Coup bot style {name!r}; known: {', '.join(PRESETS)}") \
            from None
