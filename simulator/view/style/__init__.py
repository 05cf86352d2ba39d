"""How the program looks: the theme's colours (and the colour-blind palettes), the shipped
fonts and the one type scale every screen draws its text with."""
