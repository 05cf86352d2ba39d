"""`tabletop images GAME` (issue 15, item 5): official card pictures downloaded on request
into the player's art folder, from a local HTTP server standing in for the card database
(--mirror). Files by card id, a rerun skips them, caps, non-pictures, offline in one line,
interruption leaves no broken picture, the table shows what was downloaded, and nothing
else in the program goes to the network."""
from __future__ import annotations

import ast
import hashlib
import http.server
import io
import os
import socket
import struct
import threading
import time
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from simulator.commands import download, images as images_command
from simulator.commands.cli import main
from simulator.core.pictures import MAX_BYTES, art_dir, picture_problem
from simulator.games.registry import get_game

ROOT = Path(__file__).resolve().parents[1] / "simulator"
CARDS = sorted(get_game("eternal").card_images().items())     # (card id, https address)
OFFLINE_HINT = "(offline?) — nothing was downloaded"


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png(w: int, h: int, rgb: tuple[int, int, int], pad: int = 0) -> bytes:
    """A real PNG of one colour; `pad` bytes of a private ancillary chunk make it larger."""
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))
    out = b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
    out += _chunk(b"IDAT", zlib.compress(raw))
    if pad:
        out += _chunk(b"paDd", b"\0" * pad)
    return out + _chunk(b"IEND", b"")


def colour_of(path: str) -> tuple[int, int, int]:
    d = hashlib.sha256(path.encode()).digest()
    return (d[0], d[1], d[2])


def path_of(card: int) -> str:
    return urlsplit(CARDS[card][1]).path


Route = Callable[[http.server.BaseHTTPRequestHandler], None]


class Server:
    """A local stand-in for the card database: every path answers a small PNG in the
    path's colour unless a route says otherwise; every request is counted."""

    def __init__(self) -> None:
        self.routes: dict[str, Route] = {}
        self.requests: list[str] = []
        self.pad = 0
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                path = unquote(self.path)
                server.requests.append(path)
                route = server.routes.get(path)
                try:
                    if route is not None:
                        route(self)
                    else:
                        send(self, 200, png(8, 12, colour_of(path), server.pad))
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def log_message(self, *args: object) -> None:
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def send(handler: http.server.BaseHTTPRequestHandler, status: int, body: bytes,
         length: int | None = -1, ctype: str = "image/png", headers: dict[str, str] | None = None) -> None:
    handler.send_response(status)
    handler.send_header("Content-Type", ctype)
    if length is not None:
        handler.send_header("Content-Length", str(len(body) if length == -1 else length))
    for k, v in (headers or {}).items():
        handler.send_header(k, v)
    handler.send_header("Connection", "close")
    handler.end_headers()
    handler.wfile.write(body)
    handler.wfile.flush()


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    for name in ("http_proxy", "https_proxy", "all_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY"):
        monkeypatch.delenv(name, raising=False)
    return tmp_path


@pytest.fixture
def server() -> Iterator[Server]:
    s = Server()
    yield s
    s.close()


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_line(code: int, out: str, err: str) -> None:
    assert code != 0 and out == ""
    assert err.count("\n") == 1 and err.startswith("tabletop"), err
    assert "Traceback" not in err


# -- a whole set, then a rerun --------------------------------------------------------------------
def test_every_eternal_address_can_be_fetched_and_named(tmp_path):
    """Every card with an official picture: a usable file name, an https address that
    urllib takes (apostrophes, commas kept), mirrored with its path kept."""
    assert len(CARDS) > 200 and all(url.startswith("https://cards.eternalwarcry.com/") for _, url in CARDS)
    report = images_command.Report()
    todo = images_command._plan(dict(CARDS), tmp_path / "empty", report)
    assert report.failed == [] and [cid for cid, _ in todo] == [cid for cid, _ in CARDS]
    for (_, url), (_, address) in zip(CARDS, todo):
        mirrored = images_command._mirrored(address, "http://127.0.0.1:8000/copy")
        assert mirrored == "http://127.0.0.1:8000/copy" + urlsplit(address).path
        assert urlsplit(url).path == unquote(urlsplit(address).path)


def test_pictures_land_in_the_art_folder_by_card_id_and_a_rerun_skips_them(home, server, capsys, monkeypatch):
    from dataclasses import replace

    from simulator.games import registry

    some = dict(CARDS[:30])
    game = replace(get_game("eternal"), card_images=lambda: some)
    real = registry.get_game
    monkeypatch.setattr(registry, "get_game", lambda name: game if name == "eternal" else real(name))
    code, out, err = run(capsys, "images", "eternal", "--mirror", server.url)
    assert code == 0, err
    folder = art_dir("eternal")
    assert folder == home / "art" / "eternal"
    assert sorted(p.name for p in folder.iterdir()) == sorted(f"{cid}.png" for cid in some)   # no .part left
    assert sorted(server.requests) == sorted(urlsplit(url).path for url in some.values())   # path kept
    assert f"{len(some)} downloaded" in out and "0 already there" in out and "0 failed" in out
    assert str(folder) in out
    assert (folder / f"{CARDS[0][0]}.png").read_bytes() == png(8, 12, colour_of(path_of(0)))

    code, out, err = run(capsys, "images", "eternal", "--mirror", server.url)
    assert code == 0 and len(server.requests) == len(some)        # nothing asked again
    assert "0 downloaded" in out and f"{len(some)} already there" in out


def test_the_table_shows_a_downloaded_picture(home, server, capsys, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    import pygame

    from simulator.view.table import art

    code, _, err = run(capsys, "images", "eternal", "--mirror", server.url, "--limit", "3")
    assert code == 0, err
    faces = {f.card_id: f for f in get_game("eternal").table().pool_faces()}
    card_id = CARDS[1][0]
    face = faces[card_id]
    art.clear_cache()
    pygame.init()
    try:
        assert art.picture_path("eternal", face.card_id, face.title) == art_dir("eternal") / f"{card_id}.png"
        surf = art.card_art(face, 40, 60)
        assert tuple(surf.get_at((20, 30)))[:3] == colour_of(path_of(1))
    finally:
        art.clear_cache()


# -- partial runs and resumption -------------------------------------------------------------------
def test_limit_downloads_a_few_and_the_next_run_only_the_rest(home, server, capsys):
    code, out, _ = run(capsys, "images", "eternal", "--mirror", server.url, "--limit", "2")
    assert code == 0 and "2 downloaded" in out and f"{len(CARDS) - 2} left to download" in out
    assert len(server.requests) == 2
    assert sorted(p.name for p in art_dir("eternal").iterdir()) == [f"{CARDS[0][0]}.png", f"{CARDS[1][0]}.png"]
    code, out, _ = run(capsys, "images", "eternal", "--mirror", server.url, "--limit", "1")
    assert code == 0 and "1 downloaded" in out and "2 already there" in out
    assert server.requests[2:] == [path_of(2)]


def test_an_interrupted_write_leaves_no_picture_and_stale_parts_are_cleared(home, server, capsys, monkeypatch):
    folder = art_dir("eternal")
    folder.mkdir(parents=True)
    stale = folder / f".{CARDS[5][0]}.abc123.part"
    stale.write_bytes(b"\x89PNG half")
    old = time.time() - 3600
    os.utime(stale, (old, old))

    def interrupted(src: object, dst: object) -> None:
        raise KeyboardInterrupt

    with monkeypatch.context() as m:
        m.setattr(images_command.os, "replace", interrupted)
        code, _, err = run(capsys, "images", "eternal", "--mirror", server.url, "--limit", "1")
    assert code == 130 and "interrupted" in err
    assert list(folder.iterdir()) == []          # neither a picture nor a .part file
    code, _, _ = run(capsys, "images", "eternal", "--mirror", server.url, "--limit", "1")
    assert code == 0 and [p.name for p in folder.iterdir()] == [f"{CARDS[0][0]}.png"]


def test_a_broken_file_already_there_is_reported_and_never_replaced(home, server, capsys):
    folder = art_dir("eternal")
    folder.mkdir(parents=True)
    broken = folder / f"{CARDS[0][0].upper()}.JPG"
    broken.write_bytes(b"not a picture")
    code, out, err = run(capsys, "images", "eternal", "--mirror", server.url, "--limit", "1")
    assert code == 1 and "1 downloaded" in out and "1 failed" in out
    assert f"{CARDS[0][0]}: {broken.name} is there but is not a PNG or JPEG picture; remove it" in err
    assert broken.read_bytes() == b"not a picture" and path_of(0) not in server.requests


# -- what is refused ---------------------------------------------------------------------------------
def test_a_declared_size_over_the_cap_is_refused_before_reading(home, server, capsys):
    server.routes[path_of(0)] = lambda h: send(h, 200, b"\x89PNG\r\n\x1a\n", length=MAX_BYTES + 1)
    code, out, err = run(capsys, "images", "eternal", "--mirror", server.url, "--limit", "1")
    assert code == 1 and "1 downloaded" in out and "1 failed" in out
    assert f"{CARDS[0][0]}: over the 6 MB cap for one picture ({MAX_BYTES + 1:,} bytes)" in err
    assert not any(p.name.startswith(CARDS[0][0]) for p in art_dir("eternal").iterdir())


def test_a_body_growing_past_the_cap_is_refused(home, server, capsys, monkeypatch):
    monkeypatch.setattr(images_command, "MAX_BYTES", 4000)
    server.routes[path_of(0)] = lambda h: send(h, 200, png(8, 8, (1, 2, 3), pad=20_000), length=None)
    code, _, err = run(capsys, "images", "eternal", "--mirror", server.url, "--limit", "1")
    assert code == 1 and f"{CARDS[0][0]}: over the" in err and "cap for one picture" in err
    assert not (art_dir("eternal") / f"{CARDS[0][0]}.png").exists()


def test_the_run_stops_at_its_total_cap(home, server, capsys):
    server.pad = 400_000
    code, out, err = run(capsys, "images", "eternal", "--mirror", server.url, "--max-mb", "1")
    assert code == 1 and "2 downloaded" in out and len(server.requests) == 3
    assert "reached its --max-mb cap of 1 MB" in err and f"{len(CARDS) - 2} left" in err
    assert len(list(art_dir("eternal").iterdir())) == 2


@pytest.mark.parametrize("kind", ["html", "truncated", "huge_sides", "http_404", "redirect_to_ftp"])
def test_what_is_not_a_picture_is_refused_and_reported(home, server, capsys, kind):
    routes: dict[str, Route] = {
        "html": lambda h: send(h, 200, b"<html>Not here</html>", ctype="text/html"),
        "truncated": lambda h: send(h, 200, png(8, 8, (9, 9, 9))[:40], length=200),
        "huge_sides": lambda h: send(h, 200, png(3000, 1, (9, 9, 9))),
        "http_404": lambda h: send(h, 404, b"missing", ctype="text/plain"),
        "redirect_to_ftp": lambda h: send(h, 302, b"", headers={"Location": "ftp://127.0.0.1/x.png"}),
    }
    reasons = {"html": "the answer is not a PNG or JPEG picture", "truncated": "cut short: 40 of 200 bytes",
               "huge_sides": "the answer is a 3000x1 picture", "http_404": "HTTP 404 Not Found",
               "redirect_to_ftp": "redirected to an address that is not http(s)"}
    server.routes[path_of(0)] = routes[kind]
    code, out, err = run(capsys, "images", "eternal", "--mirror", server.url, "--limit", "1")
    assert code == 1 and "1 downloaded" in out and "1 failed" in out
    assert f"tabletop: {CARDS[0][0]}: {reasons[kind]}" in err and "Traceback" not in err
    assert [p.name for p in art_dir("eternal").iterdir()] == [f"{CARDS[1][0]}.png"]


def test_a_jpeg_is_kept_as_jpg(home, server, capsys, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    import pygame

    surf = pygame.Surface((16, 16))
    surf.fill((200, 30, 30))
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "x.jpg")
    jpeg = buf.getvalue()
    assert picture_problem(jpeg) is None
    server.routes[path_of(0)] = lambda h: send(h, 200, jpeg, ctype="image/jpeg")
    code, _, err = run(capsys, "images", "eternal", "--mirror", server.url, "--limit", "1")
    assert code == 0, err
    assert (art_dir("eternal") / f"{CARDS[0][0]}.jpg").read_bytes() == jpeg


# -- offline, and a user's mistakes: one line ----------------------------------------------------------
def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_an_unreachable_host_is_one_line_and_writes_nothing(home, capsys):
    port = _closed_port()
    code, out, err = run(capsys, "images", "eternal", "--mirror", f"http://127.0.0.1:{port}")
    one_line(code, out, err)
    assert f"cannot reach 127.0.0.1:{port} {OFFLINE_HINT}" in err and "again later to resume" in err
    assert not (home / "art").exists()


@pytest.mark.parametrize("argv, words", [
    (("images", "nosuchgame"), "unknown game 'nosuchgame'"),
    (("images", "eternal", "--mirror", "ftp://127.0.0.1"), "--mirror: expected an http(s) address"),
    (("images", "eternal", "--mirror", "http://"), "--mirror: expected an http(s) address"),
    (("images", "eternal", "--mirror", "http://h:port"), "--mirror: expected an http(s) address"),
    (("images", "eternal", "--limit", "0"), "--limit: expected a positive whole number"),
    (("images", "eternal", "--max-mb", "lots"), "--max-mb: expected a positive whole number"),
    (("images",), "the following arguments are required: GAME"),
])
def test_bad_arguments_are_one_line_exit_2(home, capsys, argv, words):
    code, out, err = run(capsys, *argv)
    one_line(code, out, err)
    assert code == 2 and words in err


def test_a_game_without_official_pictures_says_so_in_one_line(home, capsys):
    code, out, err = run(capsys, "images", "krieg")
    one_line(code, out, err)
    assert code == 1 and "has no official card pictures to download" in err and str(art_dir("krieg")) in err


# -- nothing else goes to the network -----------------------------------------------------------------
NETWORK_MODULES = {"socket", "ssl", "http.client", "urllib.request", "ftplib", "smtplib", "asyncio",
                   "requests", "httpx", "aiohttp", "urllib3"}


def _imports(path: Path, text: str) -> set[str]:
    """Every module a file imports, relative imports resolved ("simulator.commands.download")."""
    package = ".".join(("simulator", *path.relative_to(ROOT).parent.parts))
    out: set[str] = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            module = ".".join(p for p in (base, node.module or "") if p)
            out.add(module)
            out.update(f"{module}.{a.name}" for a in node.names)
    return out


def test_only_the_images_command_can_open_a_connection():
    """The one module that imports a network library is commands/download.py; the one
    module that imports it is commands/images.py; the one that imports that is the CLI."""
    texts = {path: path.read_text(encoding="utf-8") for path in sorted(ROOT.rglob("*.py"))}
    assert [p.name for p, text in texts.items() if "urlopen" in text] == []
    words = (*NETWORK_MODULES, "http", "urllib", "download", "images")   # an import names its module
    imports = {path.relative_to(ROOT).as_posix(): _imports(path, text) for path, text in texts.items()
               if any(w in text for w in words)}

    def importers(test: Callable[[str], bool]) -> set[str]:
        return {rel for rel, names in imports.items() if any(test(n) for n in names)}

    assert importers(lambda n: n in NETWORK_MODULES or n.split(".")[0] in NETWORK_MODULES - {"http", "urllib"}
                     or n.startswith(("http.client.", "urllib.request."))) == {"commands/download.py"}
    assert importers(lambda n: n == "simulator.commands.download") == {"commands/images.py"}
    assert importers(lambda n: n == "simulator.commands.images") == {"commands/cli.py"}


def test_other_commands_and_the_table_make_no_network_call(home, capsys, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    calls: list[object] = []

    def refuse(*args: object, **kw: object) -> None:
        calls.append(args)
        raise OSError("no network in this test")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket.socket, "connect_ex", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)
    assert run(capsys, "games")[0] == 0
    code, _, err = run(capsys, "play", "eternal", "--hotseat", "--frames", "2")
    assert code == 0, err
    assert calls == [] and not (home / "art").exists()



# -- deadlines that hold against slow servers (issue 32 item 5) ------------------------------------
def _response(body: bytes, length: bool = True) -> bytes:
    """A whole HTTP answer as bytes (status line, headers, body)."""
    head = "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nConnection: close\r\n"
    if length:
        head += f"Content-Length: {len(body)}\r\n"
    return head.encode() + b"\r\n" + body


def _dripping(answer: bytes, at_once: int = 0, every: float = 0.05, seconds: float = 6.0) -> Route:
    """A route that sends the first `at_once` bytes of `answer`, then one byte every `every`
    seconds for at most `seconds`: each byte resets a per-read timeout, so only a wall-clock
    deadline stops the transfer."""

    def route(handler: http.server.BaseHTTPRequestHandler) -> None:
        handler.wfile.write(answer[:at_once])
        handler.wfile.flush()
        end = time.monotonic() + seconds
        for i in range(at_once, len(answer)):
            if time.monotonic() > end:
                return
            handler.wfile.write(answer[i:i + 1])
            handler.wfile.flush()
            time.sleep(every)

    return route


SLOW_PICTURE = png(8, 8, (9, 9, 9), pad=2000)


@pytest.mark.parametrize("what, answer, at_once", [
    ("headers dripping", _response(SLOW_PICTURE), 0),
    ("a body dripping", _response(SLOW_PICTURE), 120),
    ("a body without a length dripping", _response(SLOW_PICTURE, length=False), 120),
])
def test_one_picture_has_a_hard_wall_clock_deadline(home, server, capsys, monkeypatch, what, answer, at_once):
    monkeypatch.setattr(download, "DEADLINE_S", 0.6)
    server.routes[path_of(0)] = _dripping(answer, at_once)
    started = time.monotonic()
    code, out, err = run(capsys, "images", "eternal", "--mirror", server.url, "--limit", "1")
    took = time.monotonic() - started
    assert f"{CARDS[0][0]}: too slow: not complete after 0.6 s" in err, (what, err)
    assert took < 4.0, f"{what}: the run took {took:.1f} s"
    assert not any(p.name.startswith(CARDS[0][0]) for p in art_dir("eternal").iterdir())


def test_the_whole_run_has_a_deadline(home, server, capsys):
    """--minutes bounds the run however many pictures are slow: each picture gets at most
    what is left of it, then the run stops and says why."""
    for card in range(6):
        server.routes[path_of(card)] = _dripping(_response(SLOW_PICTURE))
    started = time.monotonic()
    code, out, err = run(capsys, "images", "eternal", "--mirror", server.url, "--minutes", "0.02")
    took = time.monotonic() - started
    assert code == 1 and "reached its --minutes limit of 0.02 min" in err, err
    assert took < 5.0, f"the run took {took:.1f} s"
