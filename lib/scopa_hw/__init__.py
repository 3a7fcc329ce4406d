"""Board profiles: the only place that talks to hardware.

``scopa_hw.boards.open_board()`` picks the profile for the machine it runs on and returns its
``Board``. Nothing here touches hardware at import time: each profile module is imported inside
``open_board`` so a board never compiles the host profile, and the reverse. This package's face
imports none of its modules: each imports what it needs of the others.

Every ``Board`` (pybadge.py, pygamer.py, host.py) offers:
  display          root_group (settable), width, height (160x128), refresh()
  next_key()       next key press as scopa_hw.keys number, -1 if none; never blocks;
                   releases swallowed; a held d-pad repeats (400 ms, then every 120 ms)
  poll()           once per main-loop tick
  ticks_ms(), ticks_diff(a, b)   milliseconds modulo 2**29
  play_sound(name) assets/sounds/<name>.wav, non-blocking; missing file: silence; muted
  set_lights(colors)   five 0xRRGGBB (moderate brightness on the board); lights
  nvm              8192 bytes, slice read/write (scopa_core.save.SaveStore uses it)
  mem_free()       free heap bytes (None on the host)
  uart()           the link transport (read() -> bytes, write(b)) or None
  name, quit_requested, close()
The host adds push_key(k), press_key(k)/release_key(k), screenshot(path), last_sound.
"""
