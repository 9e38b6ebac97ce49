"""Test setup: Qt runs offscreen; animations are instant unless a test asks otherwise."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
