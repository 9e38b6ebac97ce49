"""The post-game coach: which of a player's decisions cost them the win, and by how much.

``review`` judges each decision a seat made against the move the hard bot would have made, both
played out many times in worlds that seat could not tell from the real one (``playout``).
``python -m facetable.coach SAVE`` prints a review of a save file. No Qt.
"""
from .playout import Chance
from .review import Point, Review, Verdict, judge, points, review

__all__ = ["Chance", "Point", "Review", "Verdict", "judge", "points", "review"]
