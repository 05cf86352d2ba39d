"""The game-independent rules core; never imports pygame."""
