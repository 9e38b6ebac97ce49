"""The Qt binding we install must not corrupt Python's reference counts (see pyproject.toml)."""
import sys

from PySide6.QtWidgets import QGraphicsRectItem


def test_calls_returning_nothing_keep_none_alive(qapp):
    item = QGraphicsRectItem()
    before = sys.getrefcount(None)
    for i in range(500):
        item.setZValue(i)
    assert sys.getrefcount(None) - before > -100
