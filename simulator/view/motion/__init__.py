"""Motion on the injected clock: the clocks (real time for people, simulated time for tests
and headless frames), tweens that move a value toward a target, a card's flight between
zones and its lunge (flight.py), numbers that float and totals that pulse (effects.py), the
pace of bots' moves (pacing.py: a bot's action waits for the last move's motion), and the
cosmetic pymunk spring that pulls a refused card back. Nothing here touches a game."""
