"""The animation queue: steps run in order, input waits for ``idle``, instant mode is synchronous,
and finished animations are not freed while Qt still delivers their signal."""
from PySide6.QtCore import QObject, Property, Signal

from facetable.table.animator import AnimationQueue, parallel, prop


class Dial(QObject):
    changed = Signal()

    def __init__(self):
        super().__init__()
        self._v = 0.0

    def _get(self):
        return self._v

    def _set(self, v):
        self._v = v

    value = Property(float, _get, _set)


def test_steps_run_one_after_another_at_real_speed(qtbot):
    queue = AnimationQueue()
    queue.speed = 50.0
    dial = Dial()
    order = []

    def step_to(target):
        def step(speed):
            order.append((target, dial.value))
            return parallel(prop(dial, b"value", float(target), 5, start=dial.value))
        return step

    with qtbot.waitSignal(queue.idle, timeout=20000):
        for target in range(1, 101):
            queue.enqueue(step_to(target))
    # each step started where the previous one ended: none overlapped, none was lost
    assert [start for _, start in order] == [float(t - 1) for t in range(1, 101)]
    assert dial.value == 100.0 and not queue.busy


def test_instant_mode_applies_every_step_at_once(qtbot):
    queue = AnimationQueue()
    queue.instant = True
    seen = []
    idle = []
    queue.idle.connect(lambda: idle.append(True))
    for i in range(5):
        queue.enqueue(lambda speed, i=i: seen.append((i, speed)))
    assert seen == [(i, 0.0) for i in range(5)] and idle and not queue.busy
