"""Sound: short cues for the moments that matter at the table, all made here.

- synth.py: the script that synthesises every cue (`python -m simulator.view.audio.synth`
  rewrites assets/sounds/<cue>.wav, byte for byte the same each time: standard library
  only, our own sine and a seeded noise source). Nothing downloaded.
- mixer.py: the mixer guard (no device, SDL_AUDIODRIVER=dummy or a failing mixer means
  silence, never an error), the sound bank (cue files loaded lazily, kept once loaded) and
  `Audio`, the one player the App owns (volume and mute read from the settings at each cue).
- cues.py: which cues the events of an action make (the game's table description names
  them: TableDescription.sound_cue), "your turn" when a decision passes to a person, and
  victory, defeat or a tie at the end from the viewer's side.
"""
from .cues import CUES, ReplayCues, TableCues, ending_cue, event_cues
from .mixer import Audio, Bank, SoundBank, open_mixer

__all__ = ["Audio", "Bank", "CUES", "ReplayCues", "SoundBank", "TableCues", "ending_cue", "event_cues",
           "open_mixer"]
