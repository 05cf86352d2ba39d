"""The `tabletop` command and its subcommands: cli (the entry point and argument parsing),
selfplay, arena, bench (with its bench_bots and bench_view parts), and the progress bar
they share."""
