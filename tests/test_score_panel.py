"""The score table beside the table (``side_panels.ScorePanel``): no horizontal scroll bar when
its columns fit (issue 22's screen audit found one in Vietnamese: Crack's table after Face
Guess's and Flip 7's)."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication

from facetable.app.side_panels import ScorePanel

NAMES = [[name] for name in ("Ana", "Bảo", "Cyrus", "Dara", "Emi", "Farah", "Gia", "Hana")]


def test_a_column_that_becomes_the_last_one_does_not_keep_its_old_width(qtbot):
    """Face Guess's third column ("Đoán đúng", 78 px) became Crack's last ("Đã lật", 45 px):
    stretched, it kept 78 px as its least and the columns overflowed a panel they fit."""
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.resize(291, 200)
    panel.show()
    panel.show_rows(["Người chơi", "Điểm số", "Đoán đúng", "Trên tay"],
                    [row + ["0", "0", "5"] for row in NAMES[:6]])
    panel.show_rows(["Người chơi", "Vòng", "Tổng điểm"], [row + ["0", "0"] for row in NAMES])
    panel.resize(215, 200)
    panel.show_rows(["Người chơi", "Đang úp", "Đã lật"], [row + ["0", "0"] for row in NAMES[:4]])
    QApplication.processEvents()
    assert panel.wanted_width() <= panel.width()
    assert panel.horizontalHeader().length() <= panel.viewport().width()
    assert not panel.horizontalScrollBar().isVisible()
