"""Feedback on every Crack the Code move (issue 11): the dash's spots are drawn and follow the
table, a tile being revealed never shows in its owner's private style, guesses read right or
wrong by colour and by mark, log lines name a tile by its position, and tiles grow with the
table."""
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from facetable.app.session import Seat
from facetable.engine.crack.scenario import deal, tile_id
from facetable.table.crack.layout import TILE_MOST, layout
from facetable.table.crack.model import CrackTable, ShownTile, empty
from facetable.table.crack.tile_items import TileItem
from facetable.table.zones import Item


def _adopt(window, state, seats):
    session = window.start_game("crack", state.options, seats, seed=0, autostart=False)
    session.state = state
    session.controller.load(state.view(session.looking))
    session._started = True
    return session


def _to_place_a_dash(window, qtbot):
    """Me draws the black dash, guesses wrong: it must stand where Me chooses (CR-5, CR-10)."""
    state = deal(["B1 W3 B6 W9", "B2 W4 B8 W10"], pool="B-", advanced=True, first=0)
    session = _adopt(window, state, [Seat("Me", True), Seat("Bot", False, "easy")])
    turns = []
    session.human_turn.connect(lambda seat, legal: turns.append(legal))
    session.offer_to_human()
    session.submit(next(a for a in state.legal_actions() if a.value == 0))
    qtbot.waitUntil(lambda: bool(turns) and turns[-1][0].kind == "guess", timeout=5000)
    session.submit(next(a for a in state.legal_actions()
                        if a.item == tile_id(state, "B2") and a.value == 7))
    qtbot.waitUntil(lambda: bool(turns) and turns[-1][0].kind == "place", timeout=5000)
    return session


def _spots_stand_between_the_tiles(c):
    row = [c.cards[t.id].sceneBoundingRect() for t in c.model.rows[0]]
    spots = sorted((m for m in c._markers), key=lambda m: m.index)
    assert len(spots) == len(row) + 1
    for marker in spots:
        assert marker.scene() is c.scene and marker.isVisible()
        box = marker.sceneBoundingRect()
        assert box.height() >= c.layout.tile_h * 0.8, "as tall as a tile: plain to see"
        centre = box.center()
        i = marker.index
        if i > 0:
            assert centre.x() > row[i - 1].center().x()
        if i < len(row):
            assert centre.x() < row[i].center().x()
        tile = row[min(i, len(row) - 1)]
        assert tile.top() <= centre.y() <= tile.bottom()


def test_the_dash_spots_are_drawn_between_the_tiles_and_follow_the_table(window, qtbot):
    session = _to_place_a_dash(window, qtbot)
    c = session.controller
    _spots_stand_between_the_tiles(c)
    # The prompt points at them; the spots are what is on top where one clicks.
    assert "yellow spot" in window.actions_bar.prompt.text()
    view = window.table
    for marker in c._markers:
        point = view.mapFromScene(marker.sceneBoundingRect().center())
        assert view.itemAt(point) is marker
    window.resize(1300, 800)                    # a re-layout moves the tiles, and the spots
    qtbot.waitUntil(lambda: c.width == view.viewport().width())
    _spots_stand_between_the_tiles(c)


def _render(item: TileItem) -> QImage:
    w, h = item.size()
    image = QImage(int(w) + 8, int(h) + 8, QImage.Format.Format_ARGB32)
    image.fill(QColor("#1f6b45"))
    painter = QPainter(image)
    painter.translate(4, 4)
    item.paint(painter, None)
    painter.end()
    return image


@pytest.mark.parametrize("flip", [0.0, 0.2, 0.4])
def test_a_tile_being_revealed_never_shows_in_the_private_style(qtbot, flip):
    """Tipping over, a revealed tile in another row shows its value only past half way."""
    hidden = TileItem(1, 0)
    hidden.set_size(60, 87)
    hidden.flip = flip
    revealing = TileItem(1, 0)
    revealing.set_size(60, 87)
    revealing.show_as(7, private=False)
    revealing.flip = flip
    assert _render(revealing) == _render(hidden)
    own = TileItem(1, 0)
    own.set_size(60, 87)
    own.show_as(7)                               # the viewer's own hidden tile: faint, padlock
    own.flip = flip
    assert own.private and _render(own) != _render(hidden)
    revealing.flip = 1.0
    hidden.flip = 1.0
    assert _render(revealing) != _render(hidden)


def test_the_table_marks_only_hidden_known_tiles_private(window, qtbot):  # CR-9, CR-15
    state = deal(["B1 W3 B6 W9", "B2 W4 B8 W10"], pool="W5", first=0)
    session = _adopt(window, state, [Seat("Me", True), Seat("Bot", False, "easy")])
    session.offer_to_human()
    session.submit(next(a for a in state.legal_actions() if a.value == 1))
    qtbot.waitUntil(lambda: session.deciding == 0 and not session.controller.busy)
    target = tile_id(state, "B8")
    session.submit(next(a for a in state.legal_actions()
                        if a.item == target and a.value == 8))      # right
    qtbot.waitUntil(lambda: not session.controller.busy)
    c = session.controller
    assert c.cards[target].value == 8 and not c.cards[target].private
    assert all(c.cards[t].private for t in state.rows[0])           # Me's own, still hidden
    assert c.cards[state.held].private                              # the drawn tile


def test_guesses_read_right_or_wrong_by_colour_and_mark(window, qtbot):  # CR-11
    state = deal(["B1 W3 B6 W9", "B2 W4 B8 W10"], pool="W5", first=0)
    session = _adopt(window, state, [Seat("Me", True), Seat("Bot", False, "easy")])
    session.offer_to_human()
    session.submit(next(a for a in state.legal_actions() if a.value == 1))
    qtbot.waitUntil(lambda: session.deciding == 0 and not session.controller.busy)
    session.submit(next(a for a in state.legal_actions()
                        if a.item == tile_id(state, "B8") and a.value == 8))
    qtbot.waitUntil(lambda: session.deciding == 0 and not session.controller.busy)
    session.submit(next(a for a in state.legal_actions() if a.kind == "continue"))
    qtbot.waitUntil(lambda: session.deciding == 0 and not session.controller.busy)
    session.submit(next(a for a in state.legal_actions()
                        if a.item == tile_id(state, "W10") and a.value == 11))
    qtbot.waitUntil(lambda: not session.controller.busy)
    window._refresh_scores()
    for panel in (window.guesses, window.log):
        lines = {line: panel.item(i).foreground().color().name()
                 for i, line in enumerate(panel.lines())}
        right = "✓ Me: Bot's black tile in position 3 is 8 — right"
        wrong = "✗ Me: Bot's white tile in position 4 is 11 — wrong"
        assert lines[right] == "#1b7a2e" and lines[wrong] == "#b3261e"
    plain = next(window.log.item(i) for i in range(window.log.count())
                 if "draws" in window.log.item(i).text())
    assert plain.foreground().style() == Qt.BrushStyle.NoBrush


def test_the_log_names_a_tile_by_its_position(window, qtbot):
    from facetable.table.crack import text
    state = deal(["B1 W3 B6 W9", "B2 W4 B8 W10"], first=0)
    model = CrackTable.from_view(state.view(0))
    label = text.tile_label(model, tile_id(state, "W10"), ["Me", "Bảo"])
    assert label == "Bảo's white tile in position 4"
    model.held, model.held_by = ShownTile(99, 1, None, False), 1
    assert text.tile_label(model, 99, ["Me", "Bảo"]) == "Bảo's held white tile"


def test_tiles_grow_with_the_table_up_to_a_cap():
    table = empty(SimpleNamespace(players=3))
    for s in range(3):
        table.put(f"row{s}", [Item(s * 10 + i, "tile", i % 2) for i in range(7)])
    sizes = [layout(table, 3, 0, w, h).tile_w
             for w, h in [(1030, 680), (1660, 950), (2300, 1310), (3580, 2030)]]
    assert sizes[0] < sizes[1] < sizes[2] <= sizes[3] <= TILE_MOST
    assert sizes[1] >= 105 and sizes[2] >= 140
