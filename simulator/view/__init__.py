"""The view: the only package that imports pygame and pymunk."""
