"""The table: TableView draws one observation of any game on its board layout (view.py), on
the static board picture with its zones' labels (board.py, layout.py), with card faces and
their fitted words and marks (cards.py, face_layout.py, face_marks.py, cardtext.py,
art.py), the HUD (banner and seat panels: hud.py; the game log: log_panel.py; the hover
zoom with keyword reminders: zoom.py), arrows and analysis marks, seat names in the
reader's person (names.py), the glow of legal drop places (glow.py), the motion of each
observation shown (animate.py: cards flying between zones as moves.py reads them, lunges,
floating numbers), and the drag and drop and offers that turn a player's gesture into a
legal Action."""
