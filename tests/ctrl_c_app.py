"""Runs the app (``python -m facetable``) and presses Ctrl+C at one moment of its start-up, as a
terminal does: SIGINT to the whole process group (the app and its bot processes). Used by
tests/test_interrupt.py: ``python tests/ctrl_c_app.py MOMENT ARGS...``, MOMENT one of

- ``import:NAME``: as module NAME starts to be imported (in the middle of the app's imports);
- ``spawn``: just after a bot process was started (the app's loop runs, the bot's Python is
  still starting);
- ``save-settings``: when the settings are saved (after the loop has ended: end it with
  SIGTERM);
- ``none``: never; prints "started" once the entry point's own handling is in place, the
  test then presses Ctrl+C whenever it likes.

Each moment is reached in the app's own code path (nothing is imported early); "ctrl-c at
MOMENT" is printed on stdout as it is pressed.
"""
import os
import signal
import sys


def ctrl_c(moment: str) -> None:
    print(f"ctrl-c at {moment}", flush=True)
    os.killpg(0, signal.SIGINT)


class _AtImport:
    """A finder that presses Ctrl+C as one module starts to be imported."""

    def __init__(self, name: str) -> None:
        self.name = name

    def find_spec(self, name, path=None, target=None):
        if name == self.name:
            sys.meta_path.remove(self)
            ctrl_c(f"import:{name}")
        return None


class _AfterImport:
    """A finder that lets one module load, then hands it to ``patch``."""

    def __init__(self, name: str, patch) -> None:
        self.name, self.patch = name, patch

    def find_spec(self, name, path=None, target=None):
        if name != self.name:
            return None
        sys.meta_path.remove(self)
        import importlib.util
        spec = importlib.util.find_spec(name)
        load, patch = spec.loader.exec_module, self.patch

        def exec_module(module):
            load(module)
            patch(module)
        spec.loader.exec_module = exec_module
        return spec


def _after_spawn(module) -> None:
    start = module.SpawnProcess.start

    def started(self):
        start(self)
        ctrl_c("spawn")
    module.SpawnProcess.start = started


def _at_save(module) -> None:
    save = module.save_settings

    def saving(*args, **kwargs):
        ctrl_c("save-settings")
        return save(*args, **kwargs)
    module.save_settings = saving


if __name__ == "__main__":
    moment = sys.argv.pop(1)
    if moment.startswith("import:"):
        sys.meta_path.insert(0, _AtImport(moment.split(":", 1)[1]))
    elif moment == "spawn":
        sys.meta_path.insert(0, _AfterImport("multiprocessing.context", _after_spawn))
    elif moment == "save-settings":
        sys.meta_path.insert(0, _AfterImport("facetable.app.settings", _at_save))
    if moment == "none":
        from facetable.app.interrupt import exit_on_ctrl_c   # what facetable/__main__.py does first
        exit_on_ctrl_c()
        print("started", flush=True)
    import runpy
    runpy.run_module("facetable", run_name="__main__", alter_sys=True)
