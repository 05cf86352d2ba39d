"""Package data: the top-level assets/ folder, shipped inside simulator."""
