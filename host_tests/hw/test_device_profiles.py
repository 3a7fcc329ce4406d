"""The PyBadge and PyGamer profiles run here against fake CircuitPython modules (board,
keypad, digitalio, audioio, ...), which record what the profile asks of them. `make
typecheck` checks the same code against the real API's stubs; this checks its behaviour."""

import sys
import types

import pytest

from scopa_hw import keys
from scopa_hw.boards import detect


class Pin:
    def __init__(self, name):
        self.name = name


class FakeEvent:
    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed
        self.timestamp = 0 if timestamp is None else timestamp


class FakeQueue:
    def __init__(self):
        self.items = []

    def get_into(self, event):
        if not self.items:
            return False
        k, pressed, t = self.items.pop(0)
        event.key_number, event.pressed, event.released, event.timestamp = k, pressed, not pressed, t
        return True


class FakeKeys:
    def __init__(self, **kw):
        self.kw = kw
        self.events = FakeQueue()
        self.deinited = False

    def deinit(self):
        self.deinited = True


class FakeDigitalInOut:
    def __init__(self, pin):
        self.pin = pin
        self.value = None

    def switch_to_output(self, value=False):
        self.value = value

    def deinit(self):
        pass


class FakeAudioOut:
    def __init__(self, pin):
        self.pin = pin
        self.playing = False
        self.played = []

    def play(self, sample):
        self.played.append(sample)
        self.playing = True

    def stop(self):
        self.playing = False

    def deinit(self):
        pass


class FakeWaveFile:
    def __init__(self, path, buffer):
        with open(path, "rb"):  # OSError when missing, like the board
            pass
        self.path = path
        self.buffer = buffer
        self.closed = False

    def deinit(self):
        self.closed = True


class FakeAnalogIn:
    def __init__(self, pin):
        self.pin = pin
        self.value = 32768

    def deinit(self):
        pass


class Hardware:
    """The fake modules and what they saw."""

    def __init__(self, monkeypatch):
        self.now = 0
        self.written = []
        self.display = object()
        self.nvm = bytearray(b"\xff" * 8192)
        mods = {}

        def module(name, **attrs):
            m = types.ModuleType(name)
            for k, v in attrs.items():
                setattr(m, k, v)
            mods[name] = m
            return m

        pins = {n: Pin(n) for n in ("BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH", "SPEAKER",
                                     "SPEAKER_ENABLE", "NEOPIXEL", "JOYSTICK_X", "JOYSTICK_Y")}
        self.pins = pins
        module("board", DISPLAY=self.display, **pins)
        module("microcontroller", nvm=self.nvm)
        module("supervisor", ticks_ms=lambda: self.now)
        module("keypad", ShiftRegisterKeys=FakeKeys, Event=FakeEvent)
        module("digitalio", DigitalInOut=FakeDigitalInOut)
        module("audioio", AudioOut=FakeAudioOut)
        module("audiocore", WaveFile=FakeWaveFile)
        module("analogio", AnalogIn=FakeAnalogIn)
        module("neopixel_write", neopixel_write=lambda pin, buf: self.written.append((pin, bytes(buf))))
        self.link = object()
        module("scopa_hw.uart_link", open_uart=lambda: self.link)
        for name, m in mods.items():
            monkeypatch.setitem(sys.modules, name, m)
        import gc

        monkeypatch.setattr(gc, "mem_free", lambda: 54321, raising=False)


@pytest.fixture
def hw(monkeypatch):
    return Hardware(monkeypatch)


def _pybadge(hw, tmp_path):
    from scopa_hw.pybadge import Board

    return Board(sound_dir=str(tmp_path))


def test_pybadge_wiring(hw, tmp_path):
    b = _pybadge(hw, tmp_path)
    assert b.name == "pybadge"
    assert b.display is hw.display and b.nvm is hw.nvm and b.mem_free() == 54321
    kw = b._keys.kw
    assert (kw["clock"], kw["data"], kw["latch"]) == (
        hw.pins["BUTTON_CLOCK"], hw.pins["BUTTON_OUT"], hw.pins["BUTTON_LATCH"])
    assert kw["key_count"] == 8 and kw["value_when_pressed"] is True
    assert b.uart() is hw.link and b.uart() is hw.link
    b.close()
    assert b._keys.deinited


def test_pybadge_keys_swallow_releases_and_repeat_the_dpad(hw, tmp_path):
    b = _pybadge(hw, tmp_path)
    q = b._keys.events.items
    q += [(keys.A, True, 0), (keys.A, False, 30), (keys.RIGHT, True, 50)]
    assert [b.next_key(), b.next_key(), b.next_key()] == [keys.A, keys.RIGHT, -1]
    hw.now = 449
    assert b.next_key() == -1
    hw.now = 450  # 400 ms after the press's own timestamp
    assert b.next_key() == keys.RIGHT
    hw.now = 570
    assert b.next_key() == keys.RIGHT
    q.append((keys.RIGHT, False, 600))
    hw.now = 1000
    assert b.next_key() == -1
    q.append((keys.B, True, 1000))
    hw.now = 5000
    assert [b.next_key(), b.next_key()] == [keys.B, -1]  # B never repeats


def test_sound_plays_lazily_stays_silent_when_missing_and_frees_the_amp(hw, tmp_path):
    b = _pybadge(hw, tmp_path)
    b.play_sound("missing")  # no file: silent, no exception
    (tmp_path / "scopa.wav").write_bytes(b"RIFF")
    b.play_sound("scopa")
    audio, amp = b._audio, b._amp
    assert audio.pin is hw.pins["SPEAKER"] and amp.pin is hw.pins["SPEAKER_ENABLE"]
    assert audio.played[-1].path.endswith("scopa.wav") and amp.value is True
    assert len(audio.played[-1].buffer) == 512
    first = audio.played[-1]
    b.play_sound("scopa")  # the previous file is closed, the single AudioOut reused
    assert first.closed and b._audio is audio and len(audio.played) == 2
    b.poll()
    assert amp.value is True  # still playing
    audio.playing = False
    b.poll()
    assert amp.value is False
    b.muted = True
    b.play_sound("scopa")
    assert len(audio.played) == 2


def test_lights_are_grb_at_a_moderate_level(hw, tmp_path):
    b = _pybadge(hw, tmp_path)
    b.set_lights([0xFF0000, 0x00FF00, 0x0000FF])
    pin, data = hw.written[-1]
    assert pin.pin is hw.pins["NEOPIXEL"]
    assert data == bytes([0, 19, 0, 19, 0, 0, 0, 0, 19] + [0] * 6)
    b.set_lights([0xFFFFFF] * 5)
    assert hw.written[-1][0] is pin and max(hw.written[-1][1]) == 19


def test_pygamer_buttons_and_stick(hw, tmp_path):
    from scopa_hw.pygamer import Board

    b = Board(sound_dir=str(tmp_path))
    assert b.name == "pygamer" and b._keys.kw["key_count"] == 4
    assert b._joy_x.pin is hw.pins["JOYSTICK_X"] and b._joy_y.pin is hw.pins["JOYSTICK_Y"]
    b._keys.events.items += [(keys.START, False, 0), (keys.START, True, 0)]
    assert b.next_key() == keys.START
    b._joy_y.value = 1000
    b.poll()
    assert [b.next_key(), b.next_key()] == [keys.UP, -1]
    hw.now = 400
    assert b.next_key() == keys.UP
    b._joy_y.value = 32768
    b.poll()
    hw.now = 2000
    assert b.next_key() == -1
    b.close()


@pytest.mark.parametrize("machine, name", [
    ("Adafruit Pybadge with samd51j19", "pybadge"),
    ("Adafruit PyBadge LC with samd51j19", "pybadge"),
    ("Adafruit EdgeBadge with samd51j19", "pybadge"),
    ("Adafruit PyGamer with samd51j19", "pygamer"),
    ("x86_64", "host"),
])
def test_detect(monkeypatch, machine, name):
    import os

    monkeypatch.delenv("SCOPA_BOARD", raising=False)
    monkeypatch.setattr(os, "uname", lambda: types.SimpleNamespace(machine=machine))
    assert detect() == name


def test_detect_forced_on_the_host(monkeypatch):
    monkeypatch.setenv("SCOPA_BOARD", "pygamer")
    assert detect() == "pygamer"
    monkeypatch.setenv("SCOPA_BOARD", "gameboy")
    with pytest.raises(ValueError):
        detect()
