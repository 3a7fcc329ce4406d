"""What the PyBadge and the PyGamer share: display, sound, lights, nvm, link, clock.

Every hardware object is made in the constructor or on first use, never at import. The
subclasses (``pybadge.Board``, ``pygamer.Board``) add the buttons.
"""

from micropython import const

from scopa_hw.repeat import Repeater, ticks_diff

SOUND_DIR = "/assets/sounds"
# NeoPixels at full power are blinding at arm's length and draw ~60 mA each: 20/256 (~8 %).
_LIGHT_LEVEL = const(20)
_LIGHT_COUNT = const(5)
# WaveFile's double buffer: the stub asks for one; 512 bytes keeps an 8-bit file fed.
_WAVE_BUFFER = const(512)


class DeviceBoard:
    name = "device"

    def __init__(self, sound_dir=SOUND_DIR):
        import board
        import microcontroller

        self.display = board.DISPLAY
        self.nvm = microcontroller.nvm
        self.muted = False
        self.quit_requested = False
        self.lights = None
        self.sound_dir = sound_dir
        self.repeater = Repeater()
        self._audio = None
        self._amp = None
        self._wave = None
        self._wave_buffer = None
        self._pixel_pin = None
        self._pixel_buf = bytearray(3 * _LIGHT_COUNT)
        self._uart = None

    # -- clock ---------------------------------------------------------------------------
    def _open_keys(self, count):
        """The buttons on the shift register: key number = bit position, so
        ``count`` 8 on the PyBadge, 4 (B, A, Start, Select) on the PyGamer."""
        import board
        import keypad

        self._keys = keypad.ShiftRegisterKeys(
            clock=board.BUTTON_CLOCK,
            data=board.BUTTON_OUT,
            latch=board.BUTTON_LATCH,
            key_count=count,
            value_when_pressed=True,
        )
        self._event = keypad.Event()

    def ticks_ms(self):
        import supervisor

        return supervisor.ticks_ms()

    def ticks_diff(self, a, b):
        return ticks_diff(a, b)

    # -- main loop -----------------------------------------------------------------------
    def poll(self):
        # The speaker amplifier hisses while enabled: switch it off once a sound has ended.
        amp = self._amp
        audio = self._audio
        if amp is not None and audio is not None and amp.value and not audio.playing:
            amp.value = False

    def mem_free(self):
        import gc

        return gc.mem_free()

    # -- sound ---------------------------------------------------------------------------
    def play_sound(self, name):
        """Start ``name``.wav and return at once. A missing or bad file stays silent."""
        if self.muted:
            return
        try:
            self._play(name)
        except Exception:  # noqa: BLE001 - a sound must never stop the game
            pass

    def _play(self, name):
        import audiocore

        audio = self._audio
        amp = self._amp
        if audio is None or amp is None:
            import audioio
            import board
            import digitalio

            amp = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
            amp.switch_to_output(value=False)
            audio = audioio.AudioOut(board.SPEAKER)
            self._amp = amp
            self._audio = audio
            self._wave_buffer = bytearray(_WAVE_BUFFER)
        audio.stop()
        if self._wave is not None:
            self._wave.deinit()  # closes its file
            self._wave = None
        buf = self._wave_buffer
        if buf is None:
            return
        wave = audiocore.WaveFile(self.sound_dir + "/" + name + ".wav", buf)
        self._wave = wave
        amp.value = True
        audio.play(wave)

    # -- lights --------------------------------------------------------------------------
    def set_lights(self, colors):
        """Five 0xRRGGBB colours (missing ones are off) at a moderate brightness. The PyBadge
        LC has a single pixel: the bytes for the other four leave its data-out unconnected."""
        import neopixel_write

        pin = self._pixel_pin
        if pin is None:
            import board
            import digitalio

            pin = digitalio.DigitalInOut(board.NEOPIXEL)
            pin.switch_to_output(value=False)
            self._pixel_pin = pin
        buf = self._pixel_buf
        n = len(colors)
        for i in range(_LIGHT_COUNT):
            c = colors[i] if i < n else 0
            # NeoPixels take green, red, blue.
            buf[3 * i] = (c >> 8 & 255) * _LIGHT_LEVEL >> 8
            buf[3 * i + 1] = (c >> 16 & 255) * _LIGHT_LEVEL >> 8
            buf[3 * i + 2] = (c & 255) * _LIGHT_LEVEL >> 8
        neopixel_write.neopixel_write(pin, buf)
        self.lights = colors

    # -- link ----------------------------------------------------------------------------
    def uart(self):
        """The cable link's transport (``scopa_hw.uart_link``), opened on first use."""
        if self._uart is None:
            from scopa_hw.uart_link import open_uart

            self._uart = open_uart()
        return self._uart

    def close(self):
        if self._audio is not None:
            self._audio.deinit()
            self._audio = None
        if self._amp is not None:
            self._amp.deinit()
            self._amp = None
