"""Runs once at reset, before code.py: the board's USB policy.

The game needs no USB keyboard/mouse/gamepad (HID) and no MIDI. Turning them off keeps the
computer from seeing devices that do nothing, and spares their descriptors and buffers (a
small amount of RAM, not measured here). The CIRCUITPY drive and the serial console stay as they are, so the board remains
recoverable from any computer: the drive stays writable by the computer (code.py writes only
microcontroller.nvm, never files) and the REPL stays reachable. Each call is guarded, so a
build without one of these modules still boots. Nothing is printed: boot output goes to
boot_out.txt on the drive.

These settings take effect after a hard reset (reset button or power), not a soft reload.
"""

try:
    import usb_hid

    usb_hid.disable()
except Exception:  # noqa: BLE001 - a board without usb_hid (or a refusal) must still boot
    pass

try:
    import usb_midi

    usb_midi.disable()
except Exception:  # noqa: BLE001 - same for usb_midi
    pass
