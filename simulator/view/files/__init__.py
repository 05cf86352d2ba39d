"""The player's files, read as untrusted input and written without loss: settings and the
saves folder (storage.py), autosave slots, crash reports, decklists brought in or exported,
and the system clipboard."""
