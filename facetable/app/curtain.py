"""The hot-seat curtain: covers the whole window until the next player says they are there."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

translate = QCoreApplication.translate



class Curtain(QWidget):
    lifted = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(False)
        box = QVBoxLayout(self)
        box.addStretch(1)
        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("color: white; font-size: 28px; font-weight: bold;")
        self.hint = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.hint.setStyleSheet("color: #d8e8dc; font-size: 15px;")
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.setMinimumHeight(40)
        self.button.clicked.connect(self._lift)
        box.addWidget(self.title)
        box.addWidget(self.hint)
        box.addSpacing(16)
        box.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        box.addStretch(2)
        self.name = ""
        self.hide()

    def cover(self, name: str) -> None:
        self.name = name
        self._write()
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def _write(self) -> None:
        name = self.name
        self.title.setText(translate("Curtain", "Pass to %1").replace("%1", name))
        self.hint.setText(translate("Curtain", "Everyone else, please look away."))
        self.button.setText(translate("Curtain", "I am %1 — show my table").replace("%1", name))
        self.setAccessibleName(self.title.text())

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self.name:
            self._write()

    @property
    def up(self) -> bool:
        return self.isVisible()

    def _lift(self) -> None:
        self.hide()
        self.lifted.emit()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._lift()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#12301f"))
