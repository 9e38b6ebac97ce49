"""``GameSpec``: everything the app, the arena and the benchmark need to know about one game.

Each game declares one ``GameSpec`` in ``facetable/games/<game>.py``, and ``facetable/games``
lists them. Nothing else in the app names a game. A spec is plain data and imports no Qt: the
table controller is named by its import path and loaded only by the app, and bots may be named
the same way (``"package.module:Class"``), loaded when one first decides, so a game starts
without importing its bots.

Texts (title, option labels, bot notes) are English source strings wrapped in
``QT_TRANSLATE_NOOP`` so that ``pyside6-lupdate`` collects them; the app translates them when it
shows them (``facetable/app/catalogue.py``).
"""
from __future__ import annotations

import functools
import importlib
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Mapping

from facetable.engine import Action, GameOptions, GameState, OptionSet, Outcome
from facetable.records import Record

if TYPE_CHECKING:
    from facetable.bots.base import Bot


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Marks ``text`` for translation in ``context``; returns it unchanged (no Qt needed)."""
    return text


#: A seat's style that picks one of the game's styles at random and keeps it hidden.
RANDOM_STYLE = "random"


def load(path: str) -> Any:
    """The object ``"package.module:Name"`` names (importing its module)."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def random_first(outcome: Outcome, previous_first: int, players: int) -> int | None:
    """``GameSpec.next_first`` for games whose later games start like the first one: None,
    so that ``setup`` draws the first seat as the rules say."""
    return None


def last_winner(outcome: Outcome, previous_first: int, players: int) -> int | None:
    """``GameSpec.next_first`` for games where the winner of the last game starts the next
    one: that seat (None, a random start, when the game had no single winner)."""
    winners = outcome.winners
    return winners[0] if len(winners) == 1 and winners[0] < players else None


class BotRef(Record):
    """A bot class (or factory) named by ``"package.module:Name"``, imported when first called.
    Picklable: it is sent as it is to the bot process."""

    path: str

    def __call__(self, **kwargs: Any) -> Bot:
        return load(self.path)(**kwargs)


class BotLevel(Record):
    """One bot: how to make it (a class or factory, or its ``"package.module:Name"``) and a
    one-line, honest note on its strength (translatable)."""

    make: Callable[..., Bot]
    note: str

    def __init__(self, make: Callable[..., Bot] | str, note: str) -> None:
        super().__init__(BotRef(make) if isinstance(make, str) else make, note)


class LevelLabel(Record):
    """How the app names one bot level: in a seat's choice of the new-game dialog (context
    "NewGameDialog") and in the statistics, where a row counts the games against it (context
    "Statistics")."""

    seat: str
    stats: str


class _ReadOnly(dict):
    """A dict that refuses changes: a default shared by every spec, and picklable (the spec
    goes to the coach's processes), which ``types.MappingProxyType`` is not."""

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("a game's declared mappings are read-only")

    __setitem__ = __delitem__ = __ior__ = _refuse                 # type: ignore[assignment]
    clear = pop = popitem = setdefault = update = _refuse          # type: ignore[assignment]


#: What a mapping a game does not declare holds: nothing.
EMPTY: Mapping[Any, Any] = _ReadOnly()

#: The labels of the usual levels. A game whose levels differ declares its own labels.
STANDARD_LEVEL_LABELS: Mapping[str, LevelLabel] = {
    "easy": LevelLabel(QT_TRANSLATE_NOOP("NewGameDialog", "Bot – easy"),
                       QT_TRANSLATE_NOOP("Statistics", "Easy bots")),
    "normal": LevelLabel(QT_TRANSLATE_NOOP("NewGameDialog", "Bot – normal"),
                         QT_TRANSLATE_NOOP("Statistics", "Normal bots")),
    "hard": LevelLabel(QT_TRANSLATE_NOOP("NewGameDialog", "Bot – hard"),
                       QT_TRANSLATE_NOOP("Statistics", "Hard bots")),
}


class GameMenu(Record):
    """What the welcome screen shows of a game before anything of it loads: its id, its name
    (``QT_TRANSLATE_NOOP`` source, context "Games"), its cover and its lesson (the
    ``GameSpec`` fields of the same names). A declaration module gives it as ``MENU`` and
    builds its spec in ``declare()`` (see :func:`declared_later`), so listing the games loads
    no engine."""

    id: str
    title: str
    cover: tuple[str, ...] = ()
    lesson: str | None = None


def declared_later(declare: Callable[[], GameSpec]) -> Callable[[str], GameSpec]:
    """A declaration module's ``__getattr__``: its ``SPEC`` is ``declare()``, built when
    first asked for (the game's engine loads then) and kept in the module."""
    def __getattr__(name: str) -> GameSpec:  # noqa: N807 - the module hook's own name
        module = sys.modules[declare.__module__]
        if name != "SPEC":
            raise AttributeError(f"module {module.__name__!r} has no attribute {name!r}")
        spec = module.SPEC = declare()
        return spec
    return __getattr__


class GameSpec(Record):
    """Everything the app, the arena and the benchmark know about one game (a ``Record``: a
    frozen dataclass of this size cost 3 ms to define at start-up; ``spec.replace(...)`` makes
    a changed copy). Mappings not given are empty and read-only, shared by every spec."""

    id: str
    #: The game's name (context "Games").
    title: str
    #: ``setup(options, seed, deal=None, first=None) -> GameState`` (the contract's meaning of
    #: ``deal`` and ``first``; call it through ``new_state``).
    setup: Callable[..., GameState]
    options: type[GameOptions]
    #: Option field -> label (context "GameOptions"); choice option -> value -> label.
    option_labels: Mapping[str, str]
    #: Every bot by name: the levels a player picks and the references the arena uses.
    bots: Mapping[str, BotLevel]
    #: "package.module:Class" of the table controller (a ``TableController``).
    controller: str
    #: Seats keep secrets: views are redacted and hot-seat play hides the screen between humans.
    hidden_info: bool
    #: Base name of the rules text shown in the app: ``<rules_dir>/<rules>.<lang>.html``.
    rules: str
    choice_labels: Mapping[str, Mapping[Any, str]] = EMPTY
    #: The folder of the rules pages; None: the app's ``assets/rules`` (every shipped game).
    #: A game kept outside the app (the tests' sample game) names its own.
    rules_dir: str | None = None
    #: The levels offered in the new-game dialog, weakest first.
    levels: tuple[str, ...] = ("easy", "normal", "hard")
    #: Level -> its labels, for every level offered.
    level_labels: Mapping[str, LevelLabel] = STANDARD_LEVEL_LABELS
    #: Actions the action bar shows as big buttons with a key, rather than in its list:
    #: ``(kind, value) -> key`` (value None for an action without one). The table controller's
    #: ``button_key`` may name keys for other actions (keys that depend on what is legal).
    action_keys: Mapping[tuple[str, Any], str] = EMPTY
    #: ``sample_world(view, rng) -> GameState``: a full state consistent with a seat's view
    #: (required for games with hidden information; searching bots are built on it).
    sample_world: Callable[[Any, Any], GameState] | None = None
    #: Another engine of the same game that the bench measures this one against, when it is
    #: installed: ``(name, "package.module:function")``, the function taking seconds and
    #: returning that engine's random games per second (ImportError when not installed). The
    #: bench prints ``<name>_engine_ratio``: how many times as many games it plays.
    reference_engine: tuple[str, str] | None = None
    #: Presentation-only options (the engine never sees them), e.g. Crack's memory mode.
    table_options: type[OptionSet] | None = None
    #: Bot personalities: preset id -> label (context "Bots"). When a game has styles, its
    #: levels' bots take ``style=<preset id>`` in their constructor; a seat may also ask for
    #: "random", a preset drawn at the start and never shown.
    styles: Mapping[str, str] = EMPTY
    #: The style a bot seat starts with in the new-game dialog (None: the first of ``styles``;
    #: ``RANDOM_STYLE``: "Random (hidden)").
    default_style: str | None = None
    #: For the arena's report: ``decision_counts(view, action) -> {name: count}``, what one
    #: decision adds to its bot's tallies (e.g. a bluff), and ``game_counts(state) -> {name:
    #: number}`` for a finished game (e.g. its rounds), reported as medians and means.
    decision_counts: Callable[[Any, Any], Mapping[str, int]] | None = None
    game_counts: Callable[[GameState], Mapping[str, float]] | None = None
    #: A line the new-game dialog shows about the chosen options (Coup: which deck is in use):
    #: ``setup_note(options) -> (source text with {names}, values)``, context "GameOptions".
    setup_note: Callable[[GameOptions], tuple[str, dict[str, Any]]] | None = None
    #: The game's picture on the welcome screen: SVG files under ``assets/`` (e.g.
    #: ``"cards/flip7/number_7.svg"``), drawn as a small fan of cards, the first at the back.
    #: Empty: the app shows ``assets/screenshots/<id>.png`` if there is one, else the title.
    cover: tuple[str, ...] = ()
    #: Event kinds that start a turn, and a round: the replay viewer steps by them. No round
    #: kinds: the game has no rounds (the viewer's round buttons are off).
    turn_events: tuple[str, ...] = ("turn",)
    round_events: tuple[str, ...] = ()
    #: ``redraw(state, rng) -> GameState``, for a game without hidden information whose state
    #: already holds what nobody has seen (a shuffled draw pile): a copy with that drawn again.
    #: The coach plays positions out from such copies. None: the future comes only from the
    #: state's random source, and a copy with a new one will do.
    redraw: Callable[[GameState, Any], GameState] | None = None
    #: ``full_deck(options) -> list``: the cards a ``deal`` orders, in the game's encoding
    #: (saves and deal codes check and store a stacked deal with it); None: no deal order.
    deck: Callable[[GameOptions], list] | None = None
    #: ``next_first(outcome, previous_first, players) -> seat | None``: who starts the next
    #: game with the same players after a game that ended with ``outcome`` and was started by
    #: ``previous_first``, as the game's rules say (a seat of that game); None: ``setup``
    #: draws it (``random_first``, the default; ``last_winner`` when the winner starts).
    next_first: Callable[[Outcome, int, int], int | None] = random_first
    #: The most moves a saved game may hold: a save with more is refused unread (replaying
    #: a million moves takes seconds and a gigabyte). The default is far past any real game
    #: of the games declared (the longest of random bots' games is under 300 moves); a game
    #: whose rules make longer games sets its own (at most ``facetable.saves.model.MAX_MOVES``).
    max_moves: int = 20_000
    #: The table's sound effects: event kind -> the effect played when the table shows such
    #: an event (a name of ``facetable.app.sound_effects.EFFECTS``), or a function of the
    #: event (as the seat looking sees it) giving the effect or None. Kinds not named are
    #: silent; events shown together (one animation step) play each effect once.
    sounds: Mapping[str, str | Callable[[Any], str | None]] = EMPTY
    #: The guided first game ("Learn to play"): ``"package.module:NAME"`` of a
    #: ``facetable.games.lessons.Lesson``, loaded when first asked for (``lesson_of``); None:
    #: the game has no lesson.
    lesson: str | None = None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        missing = [lvl for lvl in self.levels if lvl not in self.bots]
        if missing:
            raise ValueError(f"{self.id}: levels {missing} have no bot")
        unlabelled = [lvl for lvl in self.levels if lvl not in self.level_labels]
        if unlabelled:
            raise ValueError(f"{self.id}: levels {unlabelled} have no label")
        if self.hidden_info and self.sample_world is None:
            raise ValueError(f"{self.id}: a game with hidden information needs sample_world")
        self.player_range  # noqa: B018 - checks that the player count has bounds and a default

    @property
    def menu(self) -> GameMenu:
        """What the welcome screen shows of the game."""
        return GameMenu(self.id, self.title, self.cover, self.lesson)

    @classmethod
    def declared(cls, menu: GameMenu, **fields: Any) -> GameSpec:
        """A declaration's spec: the four fields its ``MENU`` gives (id, title, cover,
        lesson), then the others."""
        return cls(id=menu.id, title=menu.title, cover=menu.cover, lesson=menu.lesson, **fields)

    @property
    def player_range(self) -> tuple[int, int]:
        players = self.options.field("players")
        if players.low is None or players.high is None or players.required:
            raise ValueError(f"{self.id}: the players option needs a Range and a default")
        return int(players.low), int(players.high)

    @property
    def default_players(self) -> int:
        """The player count the new-game dialog and the demo start with."""
        return int(self.options.field("players").default)

    @property
    def middle_level(self) -> str:
        """The level a new bot seat starts at: the middle one offered."""
        return self.levels[len(self.levels) // 2]

    def bot_factory(self, name: str, style: str | None = None) -> Callable[[], Bot]:
        """A picklable factory of the named bot, with its style when the game has styles."""
        if name not in self.bots:
            raise ValueError(f"unknown bot {name!r} for {self.id}; known: {', '.join(self.bots)}")
        make = self.bots[name].make
        if style is None:
            return make
        if style not in self.styles:
            raise ValueError(f"unknown style {style!r} for {self.id}; known: "
                             f"{', '.join(self.styles)}")
        return functools.partial(make, style=style)

    def make_bot(self, name: str, style: str | None = None) -> Bot:
        return self.bot_factory(name, style)()

    def resolve_style(self, style: str, seed: int, seat: int) -> str:
        """The style a seat's bot plays: ``style`` itself, or for ``RANDOM_STYLE`` one of the
        game's styles drawn from the game's seed and the seat (the same seed and seat, the
        same style), so a resumed game plays the same personalities."""
        if style != RANDOM_STYLE:
            return style
        return random.Random(f"{seed}/style/{seat}").choice(sorted(self.styles))

    def make_options(self, players: int | None = None, **values: Any) -> GameOptions:
        """Checked options (OptionsError with one line if a value does not fit)."""
        data = {"players": self.default_players if players is None else players, **values}
        return self.options.from_json(data)

    def action_key(self, action: Action) -> str | None:
        """The key of the big button the action bar shows for ``action``, if it has one."""
        return self.action_keys.get((action.kind, action.value))

    def new_state(self, options: GameOptions, seed: int, deal: list | None = None,
                  first: int | None = None) -> GameState:
        """``setup`` with the ``deal`` and ``first`` that are given (a game whose setup takes
        neither is still started without them)."""
        extra: dict[str, Any] = {}
        if deal is not None:
            extra["deal"] = deal
        if first is not None:
            extra["first"] = first
        return self.setup(options, seed, **extra)

    def sound_for(self, event: Any) -> str | None:
        """The sound effect of ``event`` on the table (``sounds``), or None."""
        rule = self.sounds.get(event.kind)
        return rule(event) if callable(rule) else rule

    def rules_file(self, lang: str) -> Path:
        """Where the rules page in ``lang`` is (the file may be missing)."""
        from facetable import paths
        folder = Path(self.rules_dir) if self.rules_dir else paths.ASSETS_DIR / "rules"
        return folder / f"{self.rules}.{lang}.html"

    def lesson_of(self):
        """The game's ``Lesson`` (None when it has none)."""
        return load(self.lesson) if self.lesson else None

    def controller_class(self) -> type:
        """The table controller class (imports Qt: only the app calls this)."""
        return load(self.controller)
