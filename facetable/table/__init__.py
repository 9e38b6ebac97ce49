"""The Qt Graphics View table: items, pure layouts, the animation queue, per-game controllers."""
