"""Package data: the top-level scenes/ folder, shipped inside simulator."""
