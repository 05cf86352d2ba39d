"""The view: the only package that imports pygame and pymunk."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
