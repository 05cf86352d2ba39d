"""Card pictures as files, without pygame: where the player's art folder is, and whether
some bytes are a picture the table will show.

The art folder is `<data folder>/art/<game>/` (TABLETOP_HOME/art/<game>/ when
TABLETOP_HOME is set). The view reads it (view/table/art.py) and `tabletop images` writes to
it (commands/images.py), so both take the folder and the limits from here.
"""
from __future__ import annotations

import struct
from pathlib import Path

from .userdecks import data_dir

MAX_BYTES = 6 * 1024 * 1024          # a picture file larger than this is skipped
MAX_SIDE = 2048                      # and one wider or taller than this, in pixels
EXTENSIONS = (".png", ".jpg", ".jpeg")
_PNG = b"\x89PNG\r\n\x1a\n"
_PNG_END = b"IEND\xaeB`\x82"         # the last chunk of every PNG, with its CRC
_JPEG_END = b"\xff\xd9"


def art_dir(game: str) -> Path:
    """The folder where the player's pictures for `game` go."""
    return data_dir() / "art" / game


def image_size(data: bytes) -> tuple[int, int] | None:
    """(width, height) from a PNG or JPEG header, or None for anything else."""
    if data[:8] == _PNG and len(data) >= 24 and data[12:16] == b"IHDR":
        w, h = struct.unpack(">II", data[16:24])
        return int(w), int(h)
    if data[:2] != b"\xff\xd8":
        return None
    i = 2
    while i + 4 <= len(data):
        if data[i] != 0xFF:
            return None
        marker = data[i + 1]
        if marker == 0xFF:          # fill byte
            i += 1
            continue
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
            i += 2
            continue
        length = struct.unpack(">H", data[i + 2:i + 4])[0]
        if length < 2:
            return None
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            if i + 9 > len(data):
                return None
            h, w = struct.unpack(">HH", data[i + 5:i + 9])
            return int(w), int(h)
        i += 2 + length
    return None


def picture_extension(data: bytes) -> str | None:
    """".png" or ".jpg" by the bytes' signature, or None when they are neither."""
    if data[:8] == _PNG:
        return ".png"
    if data[:3] == b"\xff\xd8\xff":
        return ".jpg"
    return None


def picture_problem(data: bytes) -> str | None:
    """Why these bytes are not a picture the table would show, in a few words, or None.

    A picture is a PNG or JPEG of at most MAX_BYTES, whose header gives a size of 1 to
    MAX_SIDE pixels a side, and which is complete (a PNG ends with its IEND chunk, a JPEG
    has its end marker near the end): a download cut short is refused."""
    if len(data) > MAX_BYTES:
        return f"larger than {MAX_BYTES:,} bytes"
    ext = picture_extension(data)
    size = image_size(data) if ext else None
    if ext is None or size is None:
        return "not a PNG or JPEG picture"
    w, h = size
    if not (0 < w <= MAX_SIDE and 0 < h <= MAX_SIDE):
        return f"a {w}x{h} picture; at most {MAX_SIDE} pixels a side are shown"
    complete = data.endswith(_PNG_END) if ext == ".png" else _JPEG_END in data[-1024:]
    if not complete:
        return "an incomplete picture (cut short)"
    return None
