"""Make the card sheets and sounds in assets/ (host only; runs on CPython with no extra packages,
Pillow only for ``--preview``).

    python -m tools.make_assets [--out DIR] [--preview DIR]

Writes DIR/deck_italian.bmp, DIR/deck_french.bmp (4-bit indexed BMP, 200x140: 10x5 tiles of
20x28, tile = card int, then back, empty slot, two frames) and DIR/sounds/<name>.wav (8-bit
unsigned mono, 11025 Hz). Every glyph is pixel art defined in this file and every sound is
synthesised with integer arithmetic, so two runs -- on any machine -- give the same bytes.
"""

import argparse
import os
import struct
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if os.path.join(ROOT, "lib") not in sys.path:
    sys.path.insert(0, os.path.join(ROOT, "lib"))

# The sheet's layout (scopa_ui.cards) and the cards' letters (scopa_core.cards) are the game's.
from scopa_core.cards import card_name  # noqa: E402
from scopa_ui.cards import BACK, CARD_H, CARD_W, EMPTY, FRAME, FRAME2, STYLES  # noqa: E402

COLS, ROWS = 10, 5
SHEET_W, SHEET_H = CARD_W * COLS, CARD_H * ROWS

# One palette for both decks: the same index plays the same role in each.
PALETTE = (
    0xFF00FF,  # 0 transparent (the loader makes it so; magenta shows mistakes in a viewer)
    0x0B5D1E,  # 1 table felt, reused by the UI as its background
    0xF6F0DC,  # 2 card paper
    0x1A1A1A,  # 3 ink: ranks, black suits
    0xD8202C,  # 4 red
    0x7C1020,  # 5 dark red
    0xF4BE1C,  # 6 gold
    0x8A5414,  # 7 brown: coin rims, wood
    0x2E9E42,  # 8 green: leaves; the empty-slot dots on the felt
    0x2C5ED8,  # 9 blue
    0xB0BAC8,  # 10 steel
    0x4E565E,  # 11 card edge
    0x22328A,  # 12 card back, dark
    0x4A2A0C,  # 13 dark wood: outlines of bastoni and coins
    0xFFE818,  # 14 selection frame
    0x30F070,  # 15 second frame ("will be captured")
)
CLEAR, FELT, PAPER, INK, RED, DARKRED, GOLD, BROWN = 0, 1, 2, 3, 4, 5, 6, 7
GREEN, BLUE, STEEL, EDGE, BACK_DARK, WOOD, SELECT, MARK = 8, 9, 10, 11, 12, 13, 14, 15

# Pixel-art characters. 's' and 'd' are the suit's own main and dark colours, so one figure
# serves every suit. A space or '.' leaves the pixel as it is.
LEGEND = {
    "_": CLEAR, "P": PAPER, "K": INK, "R": RED, "r": DARKRED, "G": GOLD, "N": BROWN,
    "V": GREEN, "B": BLUE, "S": STEEL, "E": EDGE, "D": WOOD,
}

# --- art -------------------------------------------------------------------------------------
# Rank glyphs: 5x7, two-pixel strokes, so they stay legible at 1x on the TFT.
RANKS = {
    "A": (".###.", "##.##", "##.##", "#####", "##.##", "##.##", "##.##"),
    "2": ("####.", "...##", "...##", ".###.", "##...", "##...", "#####"),
    "3": ("####.", "...##", "...##", ".###.", "...##", "...##", "####."),
    "4": ("##.##", "##.##", "##.##", "#####", "...##", "...##", "...##"),
    "5": ("#####", "##...", "##...", "####.", "...##", "...##", "####."),
    "6": (".###.", "##...", "##...", "####.", "##.##", "##.##", ".###."),
    "7": ("#####", "...##", "...##", "..##.", "..##.", ".##..", ".##.."),
    "F": ("#####", "##...", "##...", "####.", "##...", "##...", "##..."),
    "C": (".####", "##...", "##...", "##...", "##...", "##...", ".####"),
    "R": ("####.", "##.##", "##.##", "####.", "##.##", "##.##", "##.##"),
    "J": ("..###", "...##", "...##", "...##", "...##", "##.##", ".###."),
    "Q": (".###.", "##.##", "##.##", "##.##", "##.##", ".####", "...##"),
    "K": ("##.##", "##.##", "####.", "###..", "####.", "##.##", "##.##"),
}

# Small pips (at most 5x6) under the rank: the left strip of a card must name it alone, and the
# four shapes differ with colour ignored.
PIPS = {
    "denari": (".NNN.", "NGGGN", "NGNGN", "NGGGN", ".NNN."),
    "coppe": ("rrrrr", "RRRRR", ".RRR.", "..R..", ".RRR."),
    "bastoni": ("...DD", "..DND", ".DND.", "DND..", "DD..."),
    "spade": ("..B..", "..B..", "..B..", "BBBBB", "..B..", ".BBB."),
    "diamonds": ("..R..", ".RRR.", "RRRRR", ".RRR.", "..R.."),
    "hearts": (".R.R.", "RRRRR", "RRRRR", ".RRR.", "..R.."),
    "clubs": (".KKK.", ".KKK.", "K.K.K", "KKKKK", "..K..", ".KKK."),
    "spades": ("..K..", ".KKK.", "KKKKK", "KKKKK", "..K..", ".KKK."),
}

# Big suit symbols for the face, at most 11x13.
BIG = {
    "denari": (
        "...NNNNN...",
        "..NGGGGGN..",
        ".NGGGGGGGN.",
        "NGGGNNNGGGN",
        "NGGNGGGNGGN",
        "NGGNGRGNGGN",
        "NGGNGGGNGGN",
        "NGGGNNNGGGN",
        ".NGGGGGGGN.",
        "..NGGGGGN..",
        "...NNNNN...",
    ),
    "coppe": (
        "rrrrrrrrrrr",
        "rGGGGGGGGGr",
        "rRRRRRRRRRr",
        ".rRRRRRRRr.",
        ".rRRRRRRRr.",
        "..rRRRRRr..",
        "...rrRrr...",
        "....rGr....",
        "....NGN....",
        "....rRr....",
        "...rRRRr...",
        "..rRRRRRr..",
        ".rrrrrrrrr.",
    ),
    "bastoni": (
        ".......DDD.",
        "......DNNND",
        ".....DNNNND",
        "..VV.DNNNDD",
        "...VDNNNND.",
        "....DNNND..",
        "....DNNDD..",
        "...DNNND.VV",
        "...DNNDNNV.",
        "..DNNND.D..",
        "..DNND.....",
        ".DNND......",
        ".DDD.......",
    ),
    "spade": (
        ".....K.....",
        "....KSK....",
        "...KSPSK...",
        "...KSPSK...",
        "...KSPSK...",
        "...KSPSK...",
        "...KSPSK...",
        "KKKKKKKKKKK",
        "KBBBBBBBBBK",
        "KKKKKBKKKKK",
        "....KBK....",
        "...KBBBK...",
        "....KKK....",
    ),
    "diamonds": (
        ".....R.....",
        "....RRR....",
        "...RRRRR...",
        "..RRRRRRR..",
        ".RRRRRRRRR.",
        "RRRRRRRRRRR",
        ".RRRRRRRRR.",
        "..RRRRRRR..",
        "...RRRRR...",
        "....RRR....",
        ".....R.....",
    ),
    "hearts": (
        ".RRR...RRR.",
        "RRRRR.RRRRR",
        "RRRRRRRRRRR",
        "RRRRRRRRRRR",
        "RRRRRRRRRRR",
        ".RRRRRRRRR.",
        "..RRRRRRR..",
        "...RRRRR...",
        "....RRR....",
        ".....R.....",
    ),
    "clubs": (
        "....KKK....",
        "...KKKKK...",
        "...KKKKK...",
        "...KKKKK...",
        "....KKK....",
        ".KKK.K.KKK.",
        "KKKKKKKKKKK",
        "KKKKKKKKKKK",
        "KKKKKKKKKKK",
        ".KKK.K.KKK.",
        ".....K.....",
        "....KKK....",
        "..KKKKKKK..",
    ),
    "spades": (
        ".....K.....",
        "....KKK....",
        "...KKKKK...",
        "..KKKKKKK..",
        ".KKKKKKKKK.",
        "KKKKKKKKKKK",
        "KKKKKKKKKKK",
        ".KKK.K.KKK.",
        ".....K.....",
        "....KKK....",
        "..KKKKKKK..",
    ),
}

SUITS = {
    "italian": ("denari", "coppe", "bastoni", "spade"),
    "french": ("diamonds", "hearts", "clubs", "spades"),
}
# Each suit's colours for the court figures ('s' main, 'd' dark).
SUIT_COLOURS = {
    "denari": (GOLD, BROWN), "coppe": (RED, DARKRED), "bastoni": (BROWN, WOOD),
    "spade": (BLUE, INK), "diamonds": (RED, DARKRED), "hearts": (RED, DARKRED),
    "clubs": (BLUE, INK), "spades": (BLUE, INK),
}

# Court emblems above the big symbol (11 wide): a feathered cap (Fante/Jack), a horse's head
# (Cavallo), a tiara (Queen), a crown (Re/King).
EMBLEMS = {
    "cap": (
        "......VV...",
        ".....V.....",
        "...dddd....",
        "..dssssd...",
        ".dssssssdd.",
        "ddddddddddd",
    ),
    "horse": (
        "...dd.d....",
        "..dssdsd...",
        ".dsssssssd.",
        "dsKssssssd.",
        "dssssssssd.",
        ".ddd.dsssd.",
        ".....dsssd.",
    ),
    "tiara": (
        "..G..G..G..",
        ".GRG.G.GRG.",
        "..GGGRGGG..",
        "..NGNGNGN..",
        "...NNNNN...",
    ),
    "crown": (
        ".G...G...G.",
        ".GN.NGN.NG.",
        ".GGNGGGNGG.",
        ".GRGGRGGRG.",
        ".NNNNNNNNN.",
    ),
}
COURT_EMBLEMS = {
    "italian": {"F": "cap", "C": "horse", "R": "crown"},
    "french": {"J": "cap", "Q": "tiara", "K": "crown"},
}

# A star beside the settebello's big symbol: the card players chase gets a small mark.
STAR = ("..R..", ".RRR.", "RRRRR", ".RRR.", "R...R")

# Where things sit on a card (tile-relative).
RANK_X, RANK_Y = 2, 2
PIP_CX, PIP_Y = 4, 11  # pips are centred on column PIP_CX
FACE_CX = 13  # big symbols and emblems are centred on this column
FACE_TOP, FACE_BOTTOM = 2, 25


# --- drawing ---------------------------------------------------------------------------------
class Sheet:
    """A SHEET_W x SHEET_H grid of palette indices, all transparent to start with."""

    def __init__(self):
        self.px = bytearray(SHEET_W * SHEET_H)

    def get(self, x, y):
        return self.px[y * SHEET_W + x]

    def put(self, x, y, colour):
        self.px[y * SHEET_W + x] = colour

    def art(self, x0, y0, rows, colours=None):
        """Paint pixel art; '#' takes ``colours['#']``, 's'/'d' the suit's colours."""
        for dy, row in enumerate(rows):
            for dx, ch in enumerate(row):
                if ch in ". ":
                    continue
                colour = colours[ch] if colours and ch in colours else LEGEND[ch]
                self.put(x0 + dx, y0 + dy, colour)

    def rounded_rect(self, x0, y0, w, h, colour):
        """A w x h outline whose corners are cut by one diagonal pixel."""
        x1, y1 = x0 + w - 1, y0 + h - 1
        for x in range(x0 + 2, x1 - 1):
            self.put(x, y0, colour)
            self.put(x, y1, colour)
        for y in range(y0 + 2, y1 - 1):
            self.put(x0, y, colour)
            self.put(x1, y, colour)
        for x, y in ((x0 + 1, y0 + 1), (x1 - 1, y0 + 1), (x0 + 1, y1 - 1), (x1 - 1, y1 - 1)):
            self.put(x, y, colour)

    def fill_card(self, x0, y0, colour):
        """Card-shaped fill: the whole tile less the three pixels of each rounded corner."""
        for y in range(CARD_H):
            for x in range(CARD_W):
                edge_x = min(x, CARD_W - 1 - x)
                edge_y = min(y, CARD_H - 1 - y)
                if edge_x + edge_y >= 2:
                    self.put(x0 + x, y0 + y, colour)


def art_size(rows):
    return max(len(r) for r in rows), len(rows)


def tile_origin(tile):
    return (tile % COLS) * CARD_W, (tile // COLS) * CARD_H


def draw_face(sheet, tile, style, suit_index, rank_index):
    x0, y0 = tile_origin(tile)
    suit = SUITS[style][suit_index]
    rank = card_name(rank_index, STYLES.index(style))[0]
    sheet.fill_card(x0, y0, PAPER)
    sheet.rounded_rect(x0, y0, CARD_W, CARD_H, EDGE)
    sheet.art(x0 + RANK_X, y0 + RANK_Y, RANKS[rank], {"#": INK})
    pip = PIPS[suit]
    pw, _ = art_size(pip)
    sheet.art(x0 + PIP_CX - pw // 2, y0 + PIP_Y, pip)

    main, dark = SUIT_COLOURS[suit]
    big = BIG[suit]
    bw, bh = art_size(big)
    bx = x0 + FACE_CX - bw // 2
    emblem = COURT_EMBLEMS[style].get(rank)
    if emblem:
        art = EMBLEMS[emblem]
        sheet.art(x0 + FACE_CX - art_size(art)[0] // 2, y0 + FACE_TOP + 1, art, {"s": main, "d": dark})
        sheet.art(bx, y0 + FACE_BOTTOM - bh, big)
    else:
        sheet.art(bx, y0 + (FACE_TOP + FACE_BOTTOM + 1 - bh) // 2 + 2, big)
    if suit_index == 0 and rank_index == 6:
        sheet.art(x0 + PIP_CX - 2, y0 + FACE_BOTTOM - 5, STAR)


def draw_back(sheet):
    x0, y0 = tile_origin(BACK)
    sheet.fill_card(x0, y0, PAPER)
    sheet.rounded_rect(x0, y0, CARD_W, CARD_H, EDGE)
    # A diagonal lattice inside a paper margin: no corner index, so it never reads as a face.
    for y in range(3, CARD_H - 3):
        for x in range(3, CARD_W - 3):
            on_line = (x + y) % 4 == 0 or (x - y) % 4 == 0
            sheet.put(x0 + x, y0 + y, STEEL if on_line else BACK_DARK)
    sheet.rounded_rect(x0 + 2, y0 + 2, CARD_W - 4, CARD_H - 4, BACK_DARK)
    # A gold lozenge in the middle gives the back a centre to look at.
    cx, cy = x0 + CARD_W // 2 - 1, y0 + CARD_H // 2 - 1
    for dy in range(-3, 5):
        for dx in range(-3, 5):
            d = abs(2 * dx - 1) + abs(2 * dy - 1)
            if d <= 7:
                sheet.put(cx + dx, cy + dy, GOLD if d <= 4 else BROWN)


def draw_empty(sheet):
    x0, y0 = tile_origin(EMPTY)
    outline = Sheet()
    outline.rounded_rect(0, 0, CARD_W, CARD_H, GREEN)
    for y in range(CARD_H):
        for x in range(CARD_W):
            # Every other pixel of the outline: a slot, not a card.
            if outline.get(x, y) and (x + y) % 2 == 0:
                sheet.put(x0 + x, y0 + y, GREEN)


def draw_frame(sheet, tile, colour):
    """A solid 2-px ring following the card's rounded outline; the inside stays clear."""
    x0, y0 = tile_origin(tile)
    shape = Sheet()
    shape.fill_card(0, 0, PAPER)
    for y in range(CARD_H):
        for x in range(CARD_W):
            if shape.get(x, y) and min(x, CARD_W - 1 - x, y, CARD_H - 1 - y) < 2:
                sheet.put(x0 + x, y0 + y, colour)


def make_sheet(style):
    sheet = Sheet()
    for card in range(40):
        draw_face(sheet, card, style, card // 10, card % 10)
    draw_back(sheet)
    draw_empty(sheet)
    draw_frame(sheet, FRAME, SELECT)
    draw_frame(sheet, FRAME2, MARK)
    return sheet


def bmp_bytes(sheet):
    """Uncompressed 4-bit BMP, bottom-up rows, BITMAPINFOHEADER, 16 palette entries."""
    stride = (SHEET_W * 4 + 31) // 32 * 4
    offset = 14 + 40 + 16 * 4
    size = offset + stride * SHEET_H
    out = bytearray()
    out += struct.pack("<2sIHHI", b"BM", size, 0, 0, offset)
    # 2835 px/m = 72 dpi; colours used = important = 16.
    out += struct.pack("<IiiHHIIiiII", 40, SHEET_W, SHEET_H, 1, 4, 0, stride * SHEET_H,
                       2835, 2835, 16, 16)
    for rgb in PALETTE:
        out += struct.pack("<BBBB", rgb & 0xFF, (rgb >> 8) & 0xFF, rgb >> 16, 0)
    for y in range(SHEET_H - 1, -1, -1):
        row = bytearray(stride)
        for x in range(0, SHEET_W, 2):
            row[x // 2] = sheet.get(x, y) << 4 | sheet.get(x + 1, y)
        out += row
    return bytes(out)


# --- sounds ----------------------------------------------------------------------------------
RATE = 11025
SOUNDS = ("play", "capture", "scopa", "settebello", "win", "loss", "nope", "tick")
# Note frequencies in Hz (equal temperament, rounded): integers keep the synthesis exact.
NOTE = {"G3": 196, "C4": 262, "E4": 330, "G4": 392, "A4": 440, "C5": 523, "E5": 659,
        "G5": 784, "A5": 880, "C6": 1047, "E6": 1319, "G6": 1568, "C7": 2093}


class Tone:
    """One note: a waveform shape at ``freq`` Hz from ``start`` ms for ``length`` ms."""

    def __init__(self, start, length, freq, shape="square", level=80, decay=3, glide=0):
        self.start, self.length, self.freq = start, length, freq
        self.shape, self.level, self.decay, self.glide = shape, level, decay, glide


def _shape(shape, phase, noise):
    """Signed sample in -256..256 for a phase in 0..65535."""
    if shape == "square":
        return 256 if phase < 32768 else -256
    if shape == "pulse":  # narrower pulse: thinner, brighter
        return 256 if phase < 16384 else -128
    if shape == "triangle":
        return (phase >> 6) - 256 if phase < 32768 else 767 - (phase >> 6)
    return noise  # "noise"


def synth(tones, total_ms):
    """Mix tones into unsigned 8-bit samples with integer maths only (bit-exact anywhere)."""
    count = RATE * total_ms // 1000 & ~1  # even: a RIFF chunk needs no pad byte then
    mix = [0] * count
    seed = 12345
    for tone in tones:
        first = RATE * tone.start // 1000
        n = RATE * tone.length // 1000
        attack = max(1, RATE // 500)  # 2 ms: no click at the note's start
        phase = 0
        for i in range(n):
            if first + i >= count:
                break
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            freq = tone.freq + tone.glide * i // n
            phase = (phase + freq * 65536 // RATE) & 0xFFFF
            value = _shape(tone.shape, phase, (seed >> 12) % 513 - 256)
            # Envelope: short linear attack, then a fall to zero at the note's end (no click)
            # whose curve gets steeper with ``decay`` (1 = linear, 3 = a plucked sound).
            env = 256 if i >= attack else 256 * i // attack
            rest = 256 * (n - i) // n
            for _ in range(tone.decay):
                env = env * rest // 256
            mix[first + i] += value * env * tone.level // (256 * 256)
    return bytes(max(0, min(255, 128 + s)) for s in mix)


def _notes(names, step, length, shape="square", level=70, start=0, decay=2):
    """A run of notes, one every ``step`` ms."""
    return [Tone(start + i * step, length, NOTE[n], shape, level, decay)
            for i, n in enumerate(names)]


def sound_specs():
    """name -> (tones, total ms). Lengths stay <= 550 ms, so each file is under 6 KB.

    The PyBadge speaker is tiny and says little below ~400 Hz: tones are mostly square or
    pulse waves (their harmonics carry) in the upper octaves."""
    return {
        # A card laid down: a short knock.
        "play": ([Tone(0, 40, 0, "noise", 45, 4), Tone(0, 60, 520, "square", 45, 3, -200)], 70),
        # Cards taken: a swish and two quick rising blips.
        "capture": ([Tone(0, 80, 0, "noise", 30, 2), Tone(30, 60, 880, "square", 50, 2),
                     Tone(90, 90, 1175, "square", 50, 3)], 190),
        # Scopa: a little bugle call, three short notes and a held one.
        "scopa": (_notes(["G4", "C5", "E5"], 70, 80) + [Tone(210, 240, 784, "square", 70, 2)],
                  460),
        # Settebello: bright bells over a soft pulse.
        "settebello": (_notes(["E6", "G6", "C7"], 80, 110, "triangle", 110)
                       + [Tone(240, 220, 1047, "triangle", 110, 3)]
                       + _notes(["C6", "E6"], 120, 60, "pulse", level=30, decay=3), 470),
        # Match won: a rising arpeggio ending on a held top note.
        "win": (_notes(["C5", "E5", "G5", "C6"], 80, 90) + [Tone(320, 200, 1047, "pulse", 60, 2)],
                530),
        # Match lost: a falling line that sags at the end.
        "loss": (_notes(["G5", "E5", "C5"], 110, 120, "pulse", 60)
                 + [Tone(330, 210, 392, "square", 55, 1, -60)], 550),
        # A wrong button: a low, slightly beating buzz.
        "nope": ([Tone(0, 140, 147, "square", 45, 1), Tone(0, 140, 155, "square", 35, 1)], 150),
        # Cursor moved: a click.
        "tick": ([Tone(0, 12, 2000, "square", 35, 2)], 14),
    }


def wav_bytes(samples):
    """Mono 8-bit unsigned PCM WAV (the 44-byte canonical header)."""
    n = len(samples)
    header = struct.pack("<4sI4s4sIHHIIHH4sI", b"RIFF", 36 + n, b"WAVE", b"fmt ", 16, 1, 1,
                         RATE, RATE, 1, 8, b"data", n)
    return header + samples


# --- files -----------------------------------------------------------------------------------
def build():
    """relative path -> bytes of every generated file, in a fixed order."""
    files = {}
    for style in STYLES:
        files["deck_%s.bmp" % style] = bmp_bytes(make_sheet(style))
    for name, (tones, total) in sound_specs().items():
        files["sounds/%s.wav" % name] = wav_bytes(synth(tones, total))
    return files


def write_files(files, out_dir):
    for rel in sorted(files):
        path = os.path.join(out_dir, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(files[rel])


def sheet_image(sheet, background=FELT):
    from PIL import Image  # host preview only

    img = Image.new("RGB", (SHEET_W, SHEET_H))
    pixels = [PALETTE[sheet.get(x, y) or background] for y in range(SHEET_H)
              for x in range(SHEET_W)]
    img.putdata([(c >> 16, (c >> 8) & 0xFF, c & 0xFF) for c in pixels])
    return img


def write_preview(out_dir, scale=4):
    """docs previews: both sheets on the felt, and a mock 160x128 screen per deck."""
    from PIL import Image

    os.makedirs(out_dir, exist_ok=True)
    sheets = [make_sheet(style) for style in STYLES]
    gap = 8
    both = Image.new("RGB", (SHEET_W * 2 + gap, SHEET_H), (40, 40, 40))
    for i, sheet in enumerate(sheets):
        both.paste(sheet_image(sheet), (i * (SHEET_W + gap), 0))
    both.resize((both.width * scale, both.height * scale), Image.NEAREST).save(
        os.path.join(out_dir, "decks.png"), optimize=True)

    screens = Image.new("RGB", (160 * 2 + gap, 128), (40, 40, 40))
    for i, sheet in enumerate(sheets):
        screens.paste(mock_screen(sheet), (i * (160 + gap), 0))
    screens.resize((screens.width * scale, screens.height * scale), Image.NEAREST).save(
        os.path.join(out_dir, "decks_screen.png"), optimize=True)


def mock_screen(sheet):
    """A 160x128 table as the game might lay it out: opponent's backs, the table, a 10-card
    hand at a 14 px pitch with a selection frame and two cards marked for capture."""
    from PIL import Image

    screen = Sheet()
    screen.px = bytearray([FELT]) * (SHEET_W * SHEET_H)

    def blit(tile, x, y):
        tx, ty = tile_origin(tile)
        for dy in range(CARD_H):
            for dx in range(CARD_W):
                c = sheet.get(tx + dx, ty + dy)
                if c:
                    screen.put(x + dx, y + dy, c)

    for i in range(3):
        blit(BACK, 50 + i * 22, 2)
    table = (6, 12, 23, 35, 9)
    for i, card in enumerate(table):
        blit(card, 8 + i * 24, 40)
    blit(EMPTY, 8 + 5 * 24, 40)
    blit(FRAME2, 8 + 1 * 24, 40)
    blit(FRAME2, 8 + 2 * 24, 40)
    hand = (4, 17, 27, 30, 39, 1, 18, 25, 36, 7)
    chosen = 3
    for i, card in enumerate(hand):
        if i != chosen:
            blit(card, 5 + i * 14, 98)
    # The chosen card is drawn last, lifted, so its frame is whole.
    blit(hand[chosen], 5 + chosen * 14, 94)
    blit(FRAME, 5 + chosen * 14, 94)
    img = sheet_image(screen)
    return img.crop((0, 0, 160, 128))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--out", default=os.path.join(root, "assets"),
                        help="directory to write into (default: the repository's assets/)")
    parser.add_argument("--preview", metavar="DIR",
                        help="also write decks.png and decks_screen.png (x4) into DIR")
    args = parser.parse_args(argv)
    files = build()
    write_files(files, args.out)
    for rel in sorted(files):
        print("%6d  %s" % (len(files[rel]), os.path.join(args.out, rel)))
    if args.preview:
        write_preview(args.preview)
        print("preview in", args.preview)
    return 0


if __name__ == "__main__":
    sys.exit(main())
