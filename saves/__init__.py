"""Package data: the top-level saves/ folder, shipped inside simulator."""
