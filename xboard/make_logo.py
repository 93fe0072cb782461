#!/usr/bin/env python3
"""make_logo.py -- draw xboard/acolyte.png, the 100x50 logo XBoard shows
beside the clock (the size of the logos other engines install).

A bishop's mitre on the left, "ACOLYTE" in a 5x7 pixel font on the right.
Pure Python (zlib + struct), so it runs anywhere: python3 make_logo.py OUT.png
"""
import struct
import sys
import zlib

W, H = 100, 50
BG, GOLD, WHITE, DARK = (92, 18, 32), (232, 190, 80), (250, 246, 232), (60, 10, 20)

FONT = {  # 5x7 glyphs, '#' = ink
    "A": [" ### ", "#   #", "#   #", "#####", "#   #", "#   #", "#   #"],
    "C": [" ####", "#    ", "#    ", "#    ", "#    ", "#    ", " ####"],
    "O": [" ### ", "#   #", "#   #", "#   #", "#   #", "#   #", " ### "],
    "L": ["#    ", "#    ", "#    ", "#    ", "#    ", "#    ", "#####"],
    "Y": ["#   #", "#   #", " # # ", "  #  ", "  #  ", "  #  ", "  #  "],
    "T": ["#####", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  "],
    "E": ["#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#####"],
}


def draw():
    px = [[BG] * W for _ in range(H)]

    def put(x, y, c):
        if 0 <= x < W and 0 <= y < H:
            px[y][x] = c

    # The mitre: a pointed arch split by a cleft, on a band, with a cross.
    cx, top, base = 20, 5, 40
    for y in range(top, base):
        half = int(2 + (y - top) * 0.42)
        for x in range(cx - half, cx + half + 1):
            cleft = abs(x - cx) <= 0 and y < top + 14
            put(x, y, DARK if cleft else GOLD)
    for y in range(base, base + 5):  # the band
        for x in range(cx - 17, cx + 18):
            put(x, y, GOLD if y in (base, base + 4) else WHITE)
    for y in range(20, 33):  # the cross
        put(cx, y, BG)
    for x in range(cx - 4, cx + 5):
        put(x, 24, BG)

    # The name, two pixels per font dot.
    x0, y0, scale = 42, 18, 2
    for i, ch in enumerate("ACOLYTE"):
        for r, row in enumerate(FONT[ch]):
            for c, dot in enumerate(row):
                if dot == "#":
                    for dy in range(scale - 1):
                        for dx in range(scale - 1):
                            put(x0 + i * 8 + c * 1 + dx, y0 + r * scale + dy, WHITE)
    return px


def png(px):
    raw = b"".join(b"\0" + bytes(v for p in row for v in p) for row in px)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


if __name__ == "__main__":
    with open(sys.argv[1] if len(sys.argv) > 1 else "acolyte.png", "wb") as f:
        f.write(png(draw()))
