"""The table: TableView draws one observation of any game on its board layout (view.py),
with card faces and their fitted words (cards.py, cardtext.py, art.py), the HUD (banner,
seat panels, log, hover zoom: hud.py), arrows and analysis marks, seat names, and the
drag-and-drop and offers that turn a player's gesture into a legal Action."""
