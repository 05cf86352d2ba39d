"""A folder the program has no permission to open, for tests (the `deny` fixture).

For an ordinary user the folder is made chmod 000 (and given back its permissions at the
end). Permissions do not stop root, so for root the file functions the program uses
(os.stat, os.open, os.scandir, os.access, os.mkdir, os.link, os.replace, io.open, ...)
refuse with EACCES inside that folder, as the system would refuse anyone else."""
import errno
import io
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

_PATH_FUNCTIONS = ("stat", "lstat", "open", "scandir", "listdir", "mkdir", "rmdir", "unlink", "remove")
_ENTERING = ("open", "scandir", "listdir")          # these refuse the folder itself, not only what is in it
_TWO_PATHS = ("link", "rename", "replace")


@pytest.fixture
def deny(monkeypatch) -> Iterator[Callable[[Path], None]]:
    """deny(folder): the folder (which exists) cannot be opened or entered until the test ends."""
    chmodded: list[Path] = []

    def _deny(folder: Path) -> None:
        if os.geteuid() != 0:
            folder.chmod(0)
            chmodded.append(folder)
        else:
            _refuse_inside(os.path.abspath(folder), monkeypatch)

    yield _deny
    for folder in chmodded:
        folder.chmod(0o755)


def _refuse_inside(root: str, monkeypatch) -> None:
    def locked(path, entering: bool) -> bool:
        if isinstance(path, int):
            return False
        try:
            p = os.path.abspath(os.fsdecode(path))
        except (TypeError, ValueError):
            return False
        return p.startswith(root + os.sep) or (entering and p == root)

    def refuse(path) -> None:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fsdecode(path))

    for name in _PATH_FUNCTIONS:
        def guarded(path=".", *args, _real=getattr(os, name), _entering=name in _ENTERING, **kw):
            if locked(path, _entering):
                refuse(path)
            return _real(path, *args, **kw)
        monkeypatch.setattr(os, name, guarded)
    for name in _TWO_PATHS:
        def guarded2(src, dst, *args, _real=getattr(os, name), **kw):
            for p in (src, dst):
                if locked(p, False):
                    refuse(p)
            return _real(src, dst, *args, **kw)
        monkeypatch.setattr(os, name, guarded2)
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda path, mode, *a, **kw: False if locked(path, True)
                        else real_access(path, mode, *a, **kw))
    real_io_open = io.open

    def io_open(file, *args, **kw):
        if locked(file, True):
            refuse(file)
        return real_io_open(file, *args, **kw)
    monkeypatch.setattr(io, "open", io_open)
