"""Each game's guided first game (``facetable.games.lesson.Lesson``), named by its
declaration's ``lesson`` and loaded when a player first asks for it."""
