# The board twin (see mpconfigvariant.h). Built by tools/twin/build.py, which passes
# VARIANT_DIR (this folder), BUILD and TWIN_GEN (the generated font's folder).

# A 32-bit build, like the board's Cortex-M4: pointers, small ints and objects as there.
MICROPY_FORCE_32BIT = 1
# What the board has none of.
MICROPY_PY_THREAD = 0
MICROPY_PY_TERMIOS = 0
MICROPY_PY_FFI = 0
MICROPY_PY_SOCKET = 0
MICROPY_PY_BTREE = 0
CIRCUITPY_ULAB = 0
FROZEN_MANIFEST =

# shadow/mpconfigport.h wraps the unix port's own, to change what it sets unconditionally.
INC += -I$(VARIANT_DIR)/shadow

# The board's displayio objects as C objects, compiled from the tree as the board compiles them.
# Only the display panel, buttons, sound output, lights, UART and nvm are the twin's own
# stand-ins (twin_*.c in this folder).
SRC_C += \
	shared/runtime/context_manager_helpers.c \
	shared-bindings/util.c \
	shared-bindings/displayio/Bitmap.c \
	shared-bindings/displayio/ColorConverter.c \
	shared-bindings/displayio/Colorspace.c \
	shared-bindings/displayio/Group.c \
	shared-bindings/displayio/OnDiskBitmap.c \
	shared-bindings/displayio/Palette.c \
	shared-bindings/displayio/TileGrid.c \
	shared-module/displayio/area.c \
	shared-module/displayio/Bitmap.c \
	shared-module/displayio/ColorConverter.c \
	shared-module/displayio/Group.c \
	shared-module/displayio/OnDiskBitmap.c \
	shared-module/displayio/Palette.c \
	shared-module/displayio/TileGrid.c \
	shared-bindings/vectorio/__init__.c \
	shared-bindings/vectorio/Circle.c \
	shared-bindings/vectorio/Polygon.c \
	shared-bindings/vectorio/Rectangle.c \
	shared-bindings/vectorio/VectorShape.c \
	shared-module/vectorio/__init__.c \
	shared-module/vectorio/Circle.c \
	shared-module/vectorio/Polygon.c \
	shared-module/vectorio/Rectangle.c \
	shared-module/vectorio/VectorShape.c \
	shared-bindings/bitmaptools/__init__.c \
	shared-module/bitmaptools/__init__.c \
	shared-bindings/fontio/__init__.c \
	shared-bindings/fontio/BuiltinFont.c \
	shared-bindings/fontio/Glyph.c \
	shared-module/fontio/BuiltinFont.c \
	shared-bindings/terminalio/__init__.c \
	shared-bindings/terminalio/Terminal.c \
	shared-module/terminalio/__init__.c \
	shared-module/terminalio/Terminal.c \
	shared-bindings/audiocore/__init__.c \
	shared-bindings/audiocore/RawSample.c \
	shared-bindings/audiocore/WaveFile.c \
	shared-module/audiocore/__init__.c \
	shared-module/audiocore/RawSample.c \
	shared-module/audiocore/WaveFile.c \
	shared-bindings/traceback/__init__.c \
	shared-module/traceback/__init__.c \
	lib/uzlib/crc32.c \
	lib/tlsf/tlsf.c \
	$(TWIN_GEN)/twin_font.c

CFLAGS += \
	-DCIRCUITPY_DISPLAYIO=1 \
	-DCIRCUITPY_VECTORIO=1 \
	-DCIRCUITPY_BITMAPTOOLS=1 \
	-DCIRCUITPY_FONTIO=1 \
	-DCIRCUITPY_TERMINALIO=1 \
	-DCIRCUITPY_AUDIOCORE=1 \
	-DCIRCUITPY_TRACEBACK=1 \
	-DCIRCUITPY_TILEPALETTEMAPPER=0 \
	-DCIRCUITPY_REPL_LOGO=0 \
	-DCIRCUITPY_DISPLAY_LIMIT=1

# The board's heap in pieces and the harness's apart, the Python stack's high-water mark and
# the largest allocation (twin_heap.c) wrap these.
LDFLAGS_EXTRA += -Wl,--wrap=mp_pystack_alloc -Wl,--wrap=gc_alloc -Wl,--wrap=gc_realloc \
	-Wl,--wrap=gc_collect -Wl,--wrap=gc_info
# lib/tlsf, as the board's supervisor compiles it.
CFLAGS += -D_DEBUG=0
# py/gc.c adds a new piece's size to a void pointer (GCC's extension, which a board's build allows).
CFLAGS_EXTRA += -Wno-pointer-arith
