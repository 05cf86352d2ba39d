"""What runs behind a screen: a game in progress with its seats, bots thinking in worker
processes and hot-seat hand-over (game.py), and the replay viewer's analysis job
(analysis.py)."""
