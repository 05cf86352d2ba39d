"""Eternal Card Game: two players, 25 health, power and influence, units, spells and the stack."""
