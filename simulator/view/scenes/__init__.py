"""The program's screens: main menu, new game, table, replay viewer, settings."""
