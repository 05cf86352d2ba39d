"""Small widgets on the scene graph, one kind per module: labels, panels and buttons
(controls.py), fitting a screen to the window (fit.py), option menus, toasts, text entry
and dialogs. Screens import them from here."""
from .controls import Button, ChoiceRow, Label, Panel, fit_label
from .dialog import Dialog
from .fit import fit_layout, layout_problems, visible_nodes
from .menus import OptionMenu
from .text_entry import TextEntry, TextField
from .toast import Toast, reading_seconds

__all__ = ["Button", "ChoiceRow", "Dialog", "Label", "OptionMenu", "Panel", "TextEntry", "TextField", "Toast",
           "fit_label", "fit_layout", "layout_problems", "reading_seconds", "visible_nodes"]
