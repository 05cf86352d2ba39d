"""Game packages: one per game, same shape each, plus the registry."""
