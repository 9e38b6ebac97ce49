"""The Coup table: seats with their influence and coins, the court deck, the treasury and the
claim banner; a human acts with buttons, the list, and clicks on players and cards.

The table is its zones (``zones.py``): the cards, the coins and the turn's story are there,
checked against the view after every move; ``model`` is a copy of their labels, so that the
labels before a step stay on screen until its cards land.

Hidden information: a card id tells its role, so a face-down card the seat shown may not know
is an item keyed by (seat, position) showing its back (``layout.back_id``); only cards this
seat may see are items keyed by card id.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF
from PySide6.QtWidgets import QMenu

from facetable.engine.contract import Action, Event, Outcome
from facetable.engine.coup import View, claims_summary
from facetable.engine.coup.actions import ALLOW_A, TARGETED
from facetable.engine.coup.cards import SUIT_NAMES

from . import history, text
from ..animator import parallel
from ..named_pile import NamedPileItem
from ..choose_some import ChooseSome
from ..coins import BankItem, CoinFlights, CoinPileItem
from ..compact_seat import CompactSeatPanel
from ..controller import MOVE_MS, QUIET_ASK_CHALLENGES, QUIET_OFF, TableController
from ..fitted_banner import FittedBannerItem
from ..geometry import Placement
from ..theme import DECK, SHARED_BACK
from .items import GAME, GIVE_BACK, HIDDEN, KEEP, LOST, CoupCardItem
from .layout import CoupLayout, back_id, is_back, layout
from .zones import PROJECTION, coin_zone, holds_coins
from ..zones import Identify, MoveUnknown, Op, TableModel
from ..numbers import number

translate = QCoreApplication.translate

PAUSES = {"declare": 450, "challenge": 650, "block": 500, "show": 700, "refuse": 500,
          "lose": 550, "out": 450, "game_over": 700}
KEYS = {"income": "I", "foreign_aid": "F", "tax": "T", "exchange": "E", "challenge": "C",
        "allow": "A", "refuse": "R"}


class CoupController(TableController):
    projection = PROJECTION

    def __init__(self, view: View, names: list[str], viewer: int,
                 parent: QObject | None = None) -> None:
        super().__init__(names, viewer, parent)
        self.players, self.copies = view.players, view.copies
        self.deck_cards = view.cards
        self.start_zones(view)
        self.deck_item = NamedPileItem(DECK, SHARED_BACK)
        self.treasury = BankItem(GAME)
        self.banner = FittedBannerItem()
        self.panels = [CompactSeatPanel(s) for s in range(view.players)]
        self.piles = [CoinPileItem(s, GAME) for s in range(view.players)]
        for item in (self.deck_item, self.treasury, self.banner, *self.panels, *self.piles):
            self.scene.addItem(item)
        for panel in self.panels:
            panel.clicked.connect(self._clicked_seat)
        self.deck_item.set_tip(lambda item: text.deck_tip(item.count))
        self.pile_items["deck"] = self.deck_item    # its count changes as the cards land
        self.treasury.set_tip(lambda _: text.treasury_tip())
        for pile in self.piles:
            pile.set_tip(lambda item: text.coins_tip(self.names[item.key], item.count))
        self.layout: CoupLayout | None = None
        self._legal: list[Action] = []
        self._view: View | None = None
        self._keep = ChooseSome()             # an Exchange: the cards chosen to keep
        self._spawn_at: dict[int, QPointF] = {}
        self.coins = CoinFlights(self.scene, GAME)
        self.summary = None                   # every claim as truth or bluff, after the game
        self.final = False                    # after the game: every card is known
        # Cues for the next animation: card id -> the back it was turned up from, and coin
        # movements (from, to, amount; None is the treasury).
        self._origins: dict[int, int] = {}
        self._flights: list[tuple[int | None, int | None, int]] = []
        self.relayout()

    # --- model and layout -------------------------------------------------------------------
    def relayout(self) -> None:
        zones = self.zones
        self.layout = lay = layout(zones, self.players, self.viewer, self.width, self.height,
                                   self.rtl, self._keep.items)
        for s, panel in enumerate(self.panels):
            r = lay.seats[s]
            panel.rtl = self.rtl
            panel.set_rect(r.x, r.y, r.w, r.h)
            pile = lay.coins[s]
            panel.reserve = pile.w + 8
            coins = self.piles[s]
            coins.rtl = self.rtl
            coins.set_rect(pile.x, pile.y, pile.w, pile.h)
            coins.set_count(zones.zones[coin_zone(s)].size)
            coins.setVisible(not zones.labels[f"out{s}"])
        self.show_labels()
        self.deck_item.set_rect(lay.deck.x, lay.deck.y, lay.deck.w, lay.deck.h)
        label = lay.deck_label
        self.deck_item.set_label(translate("Coup", "Court deck"),
                                 QRectF(label.x - lay.deck.x, label.y - lay.deck.y, label.w,
                                        label.h))
        self.treasury.set_rect(lay.treasury.x, lay.treasury.y, lay.treasury.w, lay.treasury.h)
        self.treasury.caption = translate("Coup", "Treasury")
        self.banner.set_rect(lay.banner.x, lay.banner.y, lay.banner.w, lay.banner.h)
        self.banner.set_lines(*self.banner_lines())
        for item_id, item in self.cards.items():
            if not is_back(item_id):
                item.set_marks(text.role_name(item_id // self.copies),
                               self.deck_cards[item_id].deck == 1, self._mark(item_id))

    def _mark(self, card: int) -> str | None:
        where = self.zones.where(card) or ""
        if where.startswith("up"):
            return LOST
        if card in self._keep.offered:
            return KEEP if card in self._keep.items else GIVE_BACK
        if self.final or card == self.zones.labels["shown"]:
            return None
        if where.startswith("hand"):
            return HIDDEN                       # known here, face down for the others
        return None

    def placements(self) -> dict[int, Placement]:
        return self.layout.cards

    def new_item(self, item_id: int) -> CoupCardItem:
        if is_back(item_id):
            return CoupCardItem(item_id, "back")
        card = self.deck_cards[item_id]
        item = CoupCardItem(item_id, f"{card.rank}_{SUIT_NAMES[card.suit]}")
        item.set_marks(text.role_name(card.role), card.deck == 1, self._mark(item_id))
        return item

    def card_tip(self, item: CoupCardItem) -> str:
        shown = not item.is_back and item.face_up
        return text.card_tip(item.item_id if shown else None, self.copies,
                             item.mark if shown else None)

    def spawn_point(self, item) -> tuple[QPointF, float]:
        if item.item_id in self._spawn_at:
            return self._spawn_at.pop(item.item_id), 0.0
        return QPointF(self.layout.deck.x, self.layout.deck.y), 0.0

    def retire_point(self, item) -> QPointF:
        return QPointF(self.layout.deck.x, self.layout.deck.y)

    def event_pause(self, event: Event) -> int:
        return PAUSES.get(event.kind, 0)

    def log_facts(self, event: Event) -> str | None:
        return history.declared(self.zones.labels["turn"])

    def describe_with(self, event: Event, declared: str | None) -> str | None:
        return text.event_text(event, self.names, self.copies, declared)

    def banner_lines(self) -> tuple[str, str]:
        return history.banner_lines(self.zones.labels["turn"], self.names, self.copies)

    # --- animation: cards turned over where they lie, coins in flight --------------------------
    def show_labels(self) -> None:
        """Who is out, who won and whose turn it is, as the cards that have landed show."""
        shown = self.labels_model()
        for s, panel in enumerate(self.panels):
            detail = ""
            out = shown[f"out{s}"]
            if shown["winner"] == s:
                detail = translate("Coup", "wins")
            elif out:
                detail = translate("Coup", "out")
            panel.set_text(self.names[s], detail, s == shown["actor"], out)

    def picture(self, zones: TableModel, view: View | None = None) -> dict:
        """The labels (whose turn, who is out or won): a copy, so that those before a step
        stay on the panels until its cards land."""
        return dict(zones.labels)

    def event_ops(self, event: Event) -> list[Op]:
        ops = super().event_ops(event)
        self._note(ops)
        return ops

    def _note(self, ops: list[Op]) -> None:
        """The animation's cues in ``ops``, before they are applied: a hand's unknown card that
        becomes known is its last back (``zones.py``), turned over where it lies; coins fly
        between the piles."""
        unknown: dict[str, int] = {}
        for op in ops:
            if isinstance(op, Identify) and op.item not in self.zones.zones[op.zone].items:
                left = unknown.get(op.zone, sum(i < 0 for i in self.zones.ids(op.zone))) - 1
                unknown[op.zone] = left
                self._origins[op.item] = back_id(self.zones.zones[op.zone].owner, left)
            elif isinstance(op, MoveUnknown) and holds_coins(op.zone) and op.count:
                owner = self.zones.zones[op.source].owner, self.zones.zones[op.zone].owner
                self._flights.append((*owner, op.count))

    def animate(self, speed: float, pause_ms: int = 0, landed=None):
        for card, back in self._origins.items():
            item = self.cards.get(back)
            if item is not None and item.isVisible():
                self._spawn_at[card] = item.pos()
                item.setVisible(False)           # the back is the card, now turned up
        flights, self._origins, self._flights = self._flights, {}, []
        moves = super().animate(speed, pause_ms, landed)
        coins = self._fly(flights, speed) if speed > 0 else None
        if moves is None or coins is None:
            return moves or coins
        return parallel(moves, coins)

    def _fly(self, flights, speed: float):
        lay, zones = self.layout, self.zones.zones
        size = max(14.0, lay.coins[0].h * 1.15)        # a little above a pile's coins
        return self.coins.animate(flights, lambda s: lay.treasury if s is None else lay.coins[s],
                                  self.piles, lambda s: zones[coin_zone(s)].size, size, speed,
                                  MOVE_MS + 80)

    # --- human choices ----------------------------------------------------------------------
    def offer(self, legal: list[Action], view: View | None = None) -> None:
        self.withdraw()
        self._legal, self._view = list(legal), view
        for a in legal:
            if a.kind in TARGETED:
                self.panels[a.seat].set_selectable(True)
            elif a.kind in ("show", "lose"):
                self.item(a.item).set_selectable(True)
        if legal and legal[0].kind == "keep" and view is not None:
            self._keep = ChooseSome(view.offered, view.keep,
                                    range(view.keep))   # the cards held before the draw
            for card in view.offered:
                self.item(card).set_selectable(True)
        self.relayout()
        self.snap()

    def withdraw(self) -> None:
        super().withdraw()
        was_keeping = bool(self._keep.offered)
        self._legal, self._keep = [], ChooseSome()
        for panel in self.panels:
            panel.set_selectable(False)
        if was_keeping:
            self.relayout()
            self.snap()

    def auto_choice(self, legal: list[Action]) -> Action | None:
        """Challenged without the card: not showing is the only answer (CP-10)."""
        if len(legal) == 1 and legal[0].kind == "refuse":
            return legal[0]
        return None

    def default_action(self, legal: list[Action]) -> Action | None:
        """A reaction lets the claim or block go (Allow): never a challenge or a block."""
        return ALLOW_A if ALLOW_A in legal else None

    def quiet_answer(self, legal: list[Action], view, mode: str) -> Action | None:
        """Let a reaction pass (Allow) for a player who chose so, unless it concerns them (their
        own action, or one aimed at them), they hold a card that blocks it (CP-9), or it is a
        challenge and they asked to be asked about challenges."""
        if mode == QUIET_OFF or ALLOW_A not in legal or view is None or view.seat < 0:
            return None
        if view.seat in (view.actor, view.pending.target):
            return None
        held = {view.role_of(c) for c in view.hand}
        if any(a.kind == "block" and a.value in held for a in legal):
            return None
        if mode == QUIET_ASK_CHALLENGES and any(a.kind == "challenge" for a in legal):
            return None
        return ALLOW_A

    def suggested_action(self, legal: list[Action]) -> Action | None:
        """Allow in a reaction; challenged while holding the card, showing it (CP-10)."""
        shows = [a for a in legal if a.kind == "show"]
        return self.default_action(legal) or (shows[0] if shows else None)

    def _clicked_item(self, item_id: int) -> None:
        for a in self._legal:
            if a.kind in ("show", "lose") and a.item == item_id:
                self._choose(a)
                return
        if item_id in self._keep.offered:
            self.toggle_keep(item_id)

    def toggle_keep(self, card: int) -> None:
        """Choose or unchoose a card of the Exchange; choosing one too many lets go of the
        earliest chosen."""
        self._keep.toggle(card)
        self.relayout()
        self.snap()
        self.offer_changed.emit()

    def _clicked_seat(self, seat: int) -> None:
        actions = [a for a in self._legal if a.kind in TARGETED and a.seat == seat]
        if not actions:
            return
        menu = QMenu()
        for action in actions:
            entry = menu.addAction(self.action_text(action))
            entry.triggered.connect(lambda _=False, a=action: self._choose(a))
        self.open_picker(menu)

    # --- words for the window ---------------------------------------------------------------
    def prompt(self, seat: int) -> str:
        kinds = {a.kind for a in self._legal}
        title, status = self.banner_lines()
        must = bool(self._legal) and kinds == {"coup"}
        keep = self._view.keep if self._view is not None else 0
        line = text.prompt(kinds, self.names[seat], title, keep, must)
        if "keep" in kinds and self._keep.mask() is None:
            line += " " + text.fill(translate("Coup", "(%1 chosen)"), len(self._keep.items))
        return line

    def action_text(self, action: Action) -> str:
        offered = self._view.offered if self._view is not None else ()
        if action.kind == "keep" and action.value == self._keep.mask():
            return text.fill(translate("Coup", "Done: keep %1"), translate("Coup", ", ").join(
                text.card_label(c, self.copies) for c in self._keep.items))
        return text.action_text(action, self.names, self.copies, offered)

    def button_key(self, action: Action) -> str | None:
        if action.kind in KEYS:
            return KEYS[action.kind]
        if action.kind == "block":
            blocks = [a for a in self._legal if a.kind == "block"]
            return "BN"[blocks.index(action)] if action in blocks else None
        if action.kind == "show":
            shows = [a for a in self._legal if a.kind == "show"]
            return "S" if shows and action == shows[0] else None
        if action.kind == "keep" and action.value == self._keep.mask():
            return "D"
        return None

    def shortcuts(self) -> list[tuple[str, str]]:
        keys = [(key, text.key_help(kind)) for kind, key in KEYS.items()]
        return keys + [("B / N", text.key_help("block")), ("S", text.key_help("show")),
                       ("D", text.key_help("keep"))]

    def confirm_text(self, action: Action) -> str | None:
        names, view = self.names, self._view
        if action.kind == "coup":
            return text.fill(translate("Coup", "Launch a Coup against %1 for 7 coins? It cannot "
                                               "be blocked or undone."), names[action.seat])
        if action.kind == "assassinate":
            return text.fill(translate("Coup", "Pay 3 coins to assassinate %1?"),
                             names[action.seat])
        last = view is not None and view.seat >= 0 and view.hidden[view.seat] == 1
        if action.kind == "refuse" and last:
            return translate("Coup", "Not showing costs your last influence: you will be out "
                                     "of the game. Go on?")
        if action.kind == "challenge" and last:
            return translate("Coup", "If the claim is true you lose your last influence and "
                                     "are out of the game. Challenge?")
        return None

    def score_headers(self) -> list[str]:
        return [translate("Coup", "Player"), translate("Coup", "Coins"),
                translate("Coup", "Influence"), translate("Coup", "Turned up")]

    def score_rows(self) -> list[list[str]]:
        zones, rows = self.zones, []
        exchange = zones.labels["exchange"]
        for s in range(self.players):
            held = exchange[1] if exchange and exchange[0] == s \
                else zones.zones[f"hand{s}"].size     # an Exchange's two extra cards go back
            influence = translate("Coup", "out") if zones.labels[f"out{s}"] else number(held)
            lost = text.roles_list(c // self.copies for c in zones.ids(f"up{s}"))
            rows.append([self.names[s], number(zones.zones[coin_zone(s)].size), influence, lost])
        return rows

    def history_rows(self) -> list[str]:
        return history.history_lines(self.zones, self.names, self.copies, self.summary)

    def result_text(self, outcome: Outcome) -> str:
        return text.fill(translate("Coup", "%1 wins: the last player with influence! Every card "
                                           "is face up now; the History panel tells which "
                                           "claims were bluffs."), self.names[outcome.winners[0]])

    # --- the end ----------------------------------------------------------------------------
    def show_final(self, state) -> None:
        """Turn every remaining card face up and keep the claims' truth for the summary."""
        self.summary = claims_summary(state)
        # from each hand's end: each card takes the place of the hand's last unknown card
        ops = [Identify(f"hand{s}", c, c) for s, hand in enumerate(state.hands)
               for c in reversed(hand)]
        self._note(ops)
        self.zone_ops(ops)
        self.final = True

        def step(speed: float):
            self.relayout()
            return self.animate(speed)
        self.animator.enqueue(step)
