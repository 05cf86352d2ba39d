"""Keyboard input: the key map as data with its defaults and the player's rebinding
(keymap.py), keyboard play on the table: a focus that moves between the things the player
can act on, picking a card and cycling its legal destinations, menus and buttons by keys,
and the focus ring drawn with a shape as well as a colour (focus.py, table_keys.py), and the
confirm step of a choice of several picks: its count and its held last pick (picks.py)."""
