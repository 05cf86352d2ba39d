"""Files and folders that break (issue 32 item 4): every path the program reads or writes
(the data folder TABLETOP_HOME, config, settings, saves, crash reports, decks, art, the file
named on the command line) may be a file where a folder should be, a name longer than the
system allows, a place without permission, gone, or not a regular file. Each gives one line
(or a greyed list entry, a notice), never a traceback. The commands run in-process, as
tests/test_cli.py runs them; start-up runs the GUI entry headless."""
import os
from pathlib import Path

import pytest

from simulator.commands.cli import main
from simulator.resources import example_saves
from simulator.view.files.storage import Settings, home_problem, list_saves

from .denied import deny  # noqa: F401  (fixture)

EXAMPLE = next(p for p in example_saves() if p.name == "krieg-greedy-vs-random.json")
TOO_LONG = "n" * 300           # one name past every file system's limit (255 bytes)


def _one_line(code: int, err: str, *, status: int | None = None) -> str:
    """The error output is one line from the program, never a traceback; returns it."""
    assert code != 0 and (status is None or code == status), (code, err)
    assert "Traceback" not in err, err
    assert err.count("\n") == 1 and err.startswith("tabletop"), err
    return err


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# -- the data folder itself: one line before a window opens -----------------------------------------
def _broken_home(case: str, tmp_path: Path, deny) -> tuple[Path, str]:
    """A TABLETOP_HOME that cannot be a folder, and the words that say why."""
    home = tmp_path / "home-of-the-test"
    if case == "is a file":
        home.write_text("not a folder")
        return home, "a file, not a folder"
    if case == "not a regular file":
        os.mkfifo(home)
        return home, "a named pipe, not a folder"
    if case == "disappeared":
        (tmp_path / "was-here").mkdir()
        home.symlink_to(tmp_path / "was-here")
        (tmp_path / "was-here").rmdir()
        return home, "a link to a folder that does not exist"
    if case == "too long":
        return tmp_path / TOO_LONG, "a name longer than the system allows"
    if case == "through a file":
        (tmp_path / "plain").write_text("x")
        return tmp_path / "plain" / "home", "a part of its path is a file, not a folder"
    assert case == "no permission"
    home.mkdir()
    deny(home)
    return home, "no permission to open it"


HOME_CASES = ["is a file", "not a regular file", "disappeared", "too long", "through a file", "no permission"]
GUI_COMMANDS = {"menu": [], "play": ["play", "krieg", "--vs", "random"], "replay": ["replay", str(EXAMPLE)]}


@pytest.mark.parametrize("command", GUI_COMMANDS)
@pytest.mark.parametrize("case", HOME_CASES)
def test_a_data_folder_that_cannot_be_one_stops_the_program_with_one_line(capsys, tmp_path, monkeypatch, deny,
                                                                         case, command):
    home, why = _broken_home(case, tmp_path, deny)
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    code, _, err = _run(capsys, *GUI_COMMANDS[command], "--frames", "1")
    line = _one_line(code, err, status=2)
    assert "TABLETOP_HOME" in line and why in line


def test_a_usable_or_not_yet_made_data_folder_is_no_problem(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "made-on-first-write"))
    assert home_problem() is None
    (tmp_path / "made-on-first-write").mkdir()
    assert home_problem() is None


# -- a part of the data folder: the program starts, and that part says what is wrong ----------------
def _break_part(case: str, home: Path, deny) -> None:
    home.mkdir(parents=True, exist_ok=True)
    if case == "config is a file":
        (home / "config").write_text("x")
    elif case == "settings is a folder":
        (home / "config" / "settings.json").mkdir(parents=True)
    elif case == "settings is a pipe":
        (home / "config").mkdir()
        os.mkfifo(home / "config" / "settings.json")
    elif case.endswith(" is a file"):
        (home / case.split()[0]).write_text("x")
    else:
        assert case.startswith("no permission in ")
        folder = home / case.split()[-1]
        folder.mkdir()
        deny(folder)


PART_CASES = ["config is a file", "settings is a folder", "settings is a pipe", "saves is a file", "decks is a file",
              "art is a file", "crash-reports is a file", "analysis is a file", "no permission in config",
              "no permission in saves", "no permission in art"]


@pytest.mark.parametrize("case", PART_CASES)
def test_a_broken_part_of_the_data_folder_still_opens_the_menu(capsys, tabletop_home, deny, case):
    _break_part(case, tabletop_home, deny)
    code, _, err = _run(capsys, "--frames", "2")
    assert code == 0 and "Traceback" not in err, err


@pytest.mark.parametrize("case", ["config is a file", "settings is a folder", "settings is a pipe",
                                  "no permission in config"])
def test_unusable_settings_give_the_defaults_and_one_notice(tabletop_home, deny, case):
    _break_part(case, tabletop_home, deny)
    settings, notice = Settings.load_checked()
    assert settings == Settings()
    assert notice is not None and "\n" not in notice and notice.startswith("Settings file was unreadable")


@pytest.mark.parametrize("case", ["saves is a file", "no permission in saves"])
def test_a_saves_folder_that_cannot_be_read_is_one_line_in_the_lists(tabletop_home, deny, case):
    _break_part(case, tabletop_home, deny)
    entries, problem = list_saves(tabletop_home / "saves")
    assert entries == [] and problem is not None and "\n" not in problem


@pytest.mark.parametrize("case", ["saves is a file", "no permission in saves"])
def test_a_table_whose_autosave_cannot_be_written_plays_on(capsys, tabletop_home, deny, case):
    _break_part(case, tabletop_home, deny)
    code, _, err = _run(capsys, "play", "krieg", "--hotseat", "--frames", "3")
    assert code == 0 and "Traceback" not in err, err


@pytest.mark.parametrize("case", ["crash-reports is a file", "no permission in crash-reports"])
def test_a_crash_report_that_cannot_go_in_the_data_folder_goes_to_the_temporary_folder(capsys, tabletop_home, deny,
                                                                                      case):
    from simulator.view.files.crash import write_report

    if case.startswith("no permission"):
        (tabletop_home / "crash-reports").mkdir(parents=True)
        deny(tabletop_home / "crash-reports")
    else:
        _break_part(case, tabletop_home, deny)
    try:
        raise RuntimeError("a test crash")
    except RuntimeError as exc:
        report = write_report(exc, "test")
    assert report.path is not None and not report.path.is_relative_to(tabletop_home)
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(report.path) in err
    report.path.unlink()


@pytest.mark.parametrize("case", ["art is a file", "game's art is a file", "no permission in art",
                                  "picture is a folder", "picture is a pipe", "picture is a dangling link"])
def test_an_art_folder_that_cannot_be_read_gives_the_generated_pictures(tabletop_home, deny, case):
    from simulator.games.registry import get_game
    from simulator.view.table import art

    face = get_game("krieg").table().pool_faces()[0]
    folder = tabletop_home / "art" / "krieg"
    if case == "game's art is a file":
        folder.parent.mkdir(parents=True)
        folder.write_text("x")
    elif case.startswith("picture is"):
        folder.mkdir(parents=True)
        picture = folder / f"{face.card_id}.png"
        {"a folder": picture.mkdir, "a pipe": lambda: os.mkfifo(picture),
         "a dangling link": lambda: picture.symlink_to(folder / "gone.png")}[case.split(maxsplit=2)[2]]()
    else:
        _break_part(case, tabletop_home, deny)
    art.clear_cache()
    assert art.card_art(face, 60, 40).get_at((30, 20)) == art.generated_art(face, 60, 40).get_at((30, 20))
    art.clear_cache()


# -- a file named on the command line -----------------------------------------------------------------
def _bad_file(case: str, tmp_path: Path, deny, suffix: str = ".json", content: bytes = b"{}") -> tuple[str, str]:
    """A path to a file that cannot be read, and words the one line says."""
    if case == "missing":
        return str(tmp_path / f"nothing{suffix}"), "no such file"
    if case == "too long":
        return str(tmp_path / f"{TOO_LONG}{suffix}"), "too long"
    if case == "no permission":
        (tmp_path / "locked").mkdir()
        (tmp_path / "locked" / f"inside{suffix}").write_bytes(content)
        deny(tmp_path / "locked")
        return str(tmp_path / "locked" / f"inside{suffix}"), "Permission denied"
    if case == "a folder":
        (tmp_path / f"folder{suffix}").mkdir()
        return str(tmp_path / f"folder{suffix}"), "a folder" if suffix == ".txt" else "a directory"
    if case == "not a regular file":
        os.mkfifo(tmp_path / f"pipe{suffix}")
        return str(tmp_path / f"pipe{suffix}"), "a named pipe, not a regular file"
    if case == "disappeared":
        (tmp_path / f"gone{suffix}").symlink_to(tmp_path / f"was-here{suffix}")
        return str(tmp_path / f"gone{suffix}"), "does not exist"
    if case == "through a file":
        (tmp_path / "plain").write_text("x")
        return str(tmp_path / "plain" / f"x{suffix}"), "no such file"
    assert case == "a device"
    return os.devnull, "a character device, not a regular file"


FILE_CASES = ["missing", "too long", "no permission", "a folder", "not a regular file", "disappeared",
              "through a file", "a device"]
SAVE_COMMANDS = {"replay": ["replay", "{}", "--frames", "1"], "replay --verify": ["replay", "{}", "--verify"],
                 "analyze": ["analyze", "{}", "--nodes", "1", "--workers", "1"], "deck export": ["deck", "export", "{}"]}


@pytest.mark.parametrize("command", SAVE_COMMANDS)
@pytest.mark.parametrize("case", FILE_CASES)
def test_a_save_that_cannot_be_read_is_one_line(capsys, tmp_path, deny, case, command):
    path, why = _bad_file(case, tmp_path, deny, content=EXAMPLE.read_bytes())
    code, _, err = _run(capsys, *[path if a == "{}" else a for a in SAVE_COMMANDS[command]])
    assert why in _one_line(code, err)


DECK_COMMANDS = {"deck check": ["deck", "check", "eternal", "{}"], "deck import": ["deck", "import", "eternal", "{}"]}


@pytest.mark.parametrize("command", DECK_COMMANDS)
@pytest.mark.parametrize("case", [c for c in FILE_CASES if c != "a device"])
def test_a_decklist_that_cannot_be_read_is_one_line(capsys, tmp_path, deny, case, command):
    path, why = _bad_file(case, tmp_path, deny, suffix=".txt", content=b"1 Fire Sigil (Set1 #1)\n")
    code, _, err = _run(capsys, *[path if a == "{}" else a for a in DECK_COMMANDS[command]])
    assert why in _one_line(code, err)


def _decklist(capsys, tmp_path: Path) -> Path:
    eternal = next(p for p in example_saves() if p.name.startswith("eternal"))
    out = tmp_path / "deck.txt"
    code, _, err = _run(capsys, "deck", "export", str(eternal), "--seat", "1", "--out", str(out))
    assert code == 0, err
    return out


@pytest.mark.parametrize("case, why", [
    ("decks is a file", "a part of its path is a file, not a folder"),
    ("game's decks is a file", "a file stands where a folder of its path should be"),
    ("no permission in decks", "Permission denied"),
])
def test_a_decks_folder_that_cannot_be_written_is_one_line(capsys, tmp_path, tabletop_home, deny, case, why):
    decklist = _decklist(capsys, tmp_path)
    if case == "game's decks is a file":
        (tabletop_home / "decks").mkdir(parents=True)
        (tabletop_home / "decks" / "eternal").write_text("x")
    else:
        _break_part(case, tabletop_home, deny)
    code, _, err = _run(capsys, "deck", "import", "eternal", str(decklist), "--name", "mine")
    assert why in _one_line(code, err, status=1)
    code, out, err = _run(capsys, "deck", "list", "eternal")
    assert code == 0 and "Traceback" not in err and "yours: none" in out


@pytest.mark.parametrize("case, why", [
    ("too long", "a name longer than the system allows"),
    ("a folder", "a folder has that name"),
    ("through a file", "a file, not a folder"),
])
def test_a_screenshot_that_cannot_be_written_is_one_line(capsys, tmp_path, case, why):
    target = {"too long": tmp_path / f"{TOO_LONG}.png", "a folder": tmp_path / "shot.png",
              "through a file": tmp_path / "plain" / "shot.png"}[case]
    if case == "a folder":
        target.mkdir()
    if case == "through a file":
        (tmp_path / "plain").write_text("x")
    code, _, err = _run(capsys, "--frames", "1", "--screenshot", str(target))
    assert why in _one_line(code, err, status=2)
