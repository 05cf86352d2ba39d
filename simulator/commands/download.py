"""Fetching one picture over HTTP(S), bounded, with the standard library only.

The only module of the program that opens a network connection; `tabletop images`
(commands/images.py) is its only caller, so nothing is downloaded unless a player asks.

- `fetch(opener, url, cap)` returns the body of an http(s) address, read in chunks:
  a Content-Length over `cap` is refused before anything is read, and so is a body that
  grows past it while it streams; connections time out (`timeout` seconds per connect
  and per read) and a whole transfer has a hard wall-clock deadline: headers and body
  together, redirects included. A server that drips one byte a second never trips a
  per-read timeout, so the deadline is kept by a watchdog timer that shuts down the
  transfer's sockets when it passes (the blocked read then ends at once).
- A host that cannot be reached at all (no network, unknown name, refused, no answer to
  the connect) raises `Unreachable`, so the caller can stop at once instead of failing
  once per picture; anything wrong with one address raises `Failed` with a short reason.
- Redirects are followed only to http(s) addresses.
"""
from __future__ import annotations

import http.client
import socket
import ssl
import threading
import time
import urllib.error
import urllib.request
from typing import IO, Any
from urllib.parse import quote, urlsplit

from ..core.text import one_line

USER_AGENT = "tabletop-card-images/1 (downloads on request)"
TIMEOUT_S = 15.0          # per connect and per read
DEADLINE_S = 120.0        # per picture, the whole transfer
CHUNK = 64 * 1024
WEB_SCHEMES = ("http", "https")
_PATH_SAFE = "/%!$&'()*+,;=:@-._~"   # RFC 3986 path characters kept as they are


class Unreachable(Exception):
    """The host of an address could not be reached at all; `host` names it, `secure` is
    True when the connection was made but the TLS handshake failed (a certificate problem)."""

    def __init__(self, host: str, reason: str, secure: bool = False) -> None:
        super().__init__(reason)
        self.host, self.reason, self.secure = host, reason, secure


class Failed(Exception):
    """One address gave no usable body; str() says why in a few words."""


class OverCap(Failed):
    """The body is larger than the cap (`size`: its Content-Length, or None when it grew
    past the cap while it was read)."""

    def __init__(self, size: int | None) -> None:
        super().__init__("larger than the cap" if size is None else f"{size:,} bytes, larger than the cap")
        self.size = size


class _WebOnlyRedirects(urllib.request.HTTPRedirectHandler):
    """Follows a redirect only to an http(s) address."""

    def redirect_request(self, req: urllib.request.Request, fp: IO[bytes], code: int, msg: str,
                         headers: Any, newurl: str) -> urllib.request.Request | None:
        if urlsplit(newurl).scheme.lower() not in WEB_SCHEMES:
            raise Failed("redirected to an address that is not http(s)")
        return super().redirect_request(req, fp, code, msg, headers, newurl)


class _Watch:
    """The sockets one fetch opened, all shut down when its deadline passes."""

    def __init__(self) -> None:
        self.sockets: list[socket.socket] = []
        self.fired = False
        self._lock = threading.Lock()

    def add(self, sock: socket.socket) -> socket.socket:
        """Watch a new socket (shut at once when the deadline has already passed)."""
        with self._lock:
            self.sockets.append(sock)
            if self.fired:
                _shut(sock)
        return sock

    def fire(self) -> None:
        """The deadline: every socket of the fetch stops, so a blocked read returns."""
        with self._lock:
            self.fired = True
            for sock in self.sockets:
                _shut(sock)


def _shut(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass


_watching = threading.local()          # the _Watch of the fetch running on this thread


def _watched_connection(*args: Any, **kw: Any) -> socket.socket:
    sock = socket.create_connection(*args, **kw)
    watch: _Watch | None = getattr(_watching, "watch", None)
    return watch.add(sock) if watch is not None else sock


class _WatchedHTTP(http.client.HTTPConnection):
    """An HTTP connection whose socket the running fetch's watchdog can shut."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self._create_connection = _watched_connection


class _WatchedHTTPS(http.client.HTTPSConnection):
    """An HTTPS connection whose socket (under TLS) the running fetch's watchdog can shut."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self._create_connection = _watched_connection


class _HTTPHandler(urllib.request.HTTPHandler):
    def http_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(_WatchedHTTP, req)


class _HTTPSHandler(urllib.request.HTTPSHandler):
    def https_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(_WatchedHTTPS, req, context=getattr(self, "_context", None))


def opener() -> urllib.request.OpenerDirector:
    """A urllib opener whose redirects stay on http(s) and whose connections a fetch's
    deadline can cut (proxies from the environment apply)."""
    return urllib.request.build_opener(_WebOnlyRedirects(), _HTTPHandler(), _HTTPSHandler())


def web_address(url: str) -> str:
    """`url` with its path percent-encoded where it must be (a space, an accent), or
    ValueError when it is not an http(s) address with a host."""
    parts = urlsplit(url)
    if parts.scheme.lower() not in WEB_SCHEMES or not parts.hostname:
        raise ValueError("not an http(s) address")
    _ = parts.port   # raises ValueError for a port that is not a number
    return parts._replace(path=quote(parts.path, safe=_PATH_SAFE), fragment="").geturl()


def host_of(url: str) -> str:
    """The host (and port) an address names, for messages."""
    return urlsplit(url).netloc.rpartition("@")[2] or url


def fetch(director: urllib.request.OpenerDirector, url: str, cap: int,
          timeout: float = TIMEOUT_S, deadline: float = DEADLINE_S) -> bytes:
    """The body of `url` (at most `cap` bytes), within `deadline` seconds of wall-clock
    time from the first connect to the last byte. Raises Unreachable, OverCap or Failed
    ("too slow: not complete after N s" when the deadline cut it)."""
    watch = _Watch()
    timer = threading.Timer(deadline, watch.fire)
    timer.daemon = True
    _watching.watch = watch
    timer.start()
    try:
        body = _fetch(director, url, cap, min(timeout, deadline), deadline)
        if watch.fired:         # the cut ended the body early, as if it were complete
            raise Failed("cut")
        return body
    except (Failed, Unreachable):
        if watch.fired:
            raise Failed(f"too slow: not complete after {deadline:g} s") from None
        raise
    finally:
        timer.cancel()
        _watching.watch = None


def _fetch(director: urllib.request.OpenerDirector, url: str, cap: int, timeout: float, deadline: float) -> bytes:
    host = host_of(url)
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT,
                                                   "Accept": "image/png,image/jpeg;q=0.9,*/*;q=0.1"})
    try:
        response = director.open(request, timeout=timeout)
    except urllib.error.HTTPError as exc:
        exc.close()
        raise Failed(f"HTTP {exc.code} {one_line(str(exc.reason), 60)}".rstrip()) from None
    except urllib.error.URLError as exc:
        reason = exc.reason
        if isinstance(reason, ssl.SSLError):
            raise Unreachable(host, one_line(str(reason), 120), secure=True) from None
        if isinstance(reason, OSError):
            raise Unreachable(host, one_line(reason.strerror or str(reason) or type(reason).__name__, 120)) from None
        raise Failed(one_line(str(reason), 120)) from None
    except TimeoutError:
        raise Failed(f"no answer within {timeout:g} s") from None
    except http.client.RemoteDisconnected:
        raise Failed("the server closed the connection without answering") from None
    except (http.client.HTTPException, OSError) as exc:
        raise Failed(f"not a valid HTTP answer ({one_line(type(exc).__name__)})") from None
    with response:
        return _read_body(response, cap, timeout, deadline)


def _read_body(response: Any, cap: int, timeout: float, deadline: float) -> bytes:
    declared = response.headers.get("Content-Length")
    length = int(declared) if declared and declared.strip().isdigit() else None
    if length is not None and length > cap:
        raise OverCap(length)
    chunks: list[bytes] = []
    total = 0
    stop = time.monotonic() + deadline
    try:
        while True:
            chunk = response.read(min(CHUNK, cap + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > cap:
                raise OverCap(None)
            if time.monotonic() > stop:
                raise Failed(f"too slow: not complete after {deadline:g} s")
    except TimeoutError:
        raise Failed(f"the server stopped sending for {timeout:g} s") from None
    except (http.client.HTTPException, OSError) as exc:
        raise Failed(f"the transfer broke off ({one_line(type(exc).__name__)})") from None
    if length is not None and total != length:
        raise Failed(f"cut short: {total:,} of {length:,} bytes")
    return b"".join(chunks)
