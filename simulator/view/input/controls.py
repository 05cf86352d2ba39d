"""The controls lists the help shows (F1 / "?" at the table and in the replay viewer, the
Controls tab of the Rules screen): the mouse's gestures in words, then every key from the
player's current key bindings (input.keymap), so a rebound key is listed as it is."""
from __future__ import annotations

from collections.abc import Mapping

from .keymap import controls_markdown

MOUSE_CONTROLS = """\
# Controls at the table

- **Drag** a card from your hand onto the table to play it. While you drag, the places where it may go glow and carry a target ring; cards you can play now have a green outline and a chevron.
- A drop that is not allowed springs the card back and says why.
- **Click a glowing card** to answer a choice (a target, a card to discard). The last of several picks waits for **Confirm**.
- **Hover** a card, or a card's name in the game log, to see it large. Hover a dotted keyword to read what it means. The mouse wheel scrolls the log.
- **Hint** asks the strongest bot what it would do.
- **Passing**: the table passes for you on a response to your own play, and when passing is all you can do (Settings, Passing: Auto-pass or Always ask); the log says so, and Undo takes it back. **Stops** under the buttons (in games with phases) keep it asking in those phases of your turn; the hold-priority key keeps it asking at the next response to your own play.
- **Menu**: the game menu (save a copy, the rules, the main menu). Your game is saved after every move.
- **F1** or **?**: this list. Esc closes it.

## Keys

Every move can be made from the keyboard; Settings, Keys changes any of these.

"""


def table_controls(keys: Mapping[str, str] | None = None) -> str:
    """The table's controls: the mouse, then the keys as the player has bound them."""
    return MOUSE_CONTROLS + controls_markdown(keys)


REPLAY_CONTROLS = """\
# Controls in the replay viewer

- **Left** and **Right** arrows: one step back or forward.
- **Space**: play or pause; the speed button changes the pace.
- **Home** / **End**: the start or the end of the game.
- **Click or drag the timeline** to jump to any step; the marks are rounds or turns.
- **Reveal all** shows every hand; **Seat view** only what the first seat saw.
- **Take over** continues the game from this position, against a bot or hot-seat.
- **Analyze** lets the search bot judge every decision (Cancel stops it). The graph shows each
  seat's estimated win chance; red marks are the largest swings: click one, or press **]** /
  **[** (Page Down / Page Up) for the next or previous. At a judged step the move made (pink)
  and the bot's choice (green) are marked on the table, with both estimates in the banner.
- **Hover** a card to see it large.
- **Esc** or **Main menu**: back to the main menu.
- **F1** or **?**: this list. Esc closes it.
"""
