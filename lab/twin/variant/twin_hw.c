// The board twin's stand-ins for the PyBadge's hardware: the modules board, microcontroller,
// digitalio, neopixel_write, audioio, supervisor, keypad and busio, with the Python face the
// game's PyBadge profile (lib/scopa_hw/pybadge.py, device.py, uart_link.py) uses on a board.
//
// Each is small and keeps its state where the board keeps it: static memory for what the
// board holds outside the heap (nvm, the clock, the pixels), the heap for the objects code.py
// makes (a DigitalInOut, a UART and its 1 KB receive buffer).
//
// Where the host meets them: TWIN_NVM (a file of 8192 bytes, created erased), TWIN_UART
// (a serial device or pty path, or fd:N), TWIN_CLOCK (below), and the key source (twin.keys()).

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "py/mperrno.h"
#include "py/objproperty.h"
#include "py/runtime.h"
#include "py/stream.h"

#include "twin.h"

// -- the clock ---------------------------------------------------------------------------

#define TICKS_MASK ((1u << 29) - 1)
static uint32_t virtual_ms = 1000;
// TWIN_CLOCK: unset, 1 ms a read; "real", the host's milliseconds; "board:F", the host's
// milliseconds times F, so that F board milliseconds pass in one of the host's (F: how much
// faster the twin runs here than CircuitPython on a SAMD51), and time budgets cut as there.
static double clock_scale = -1;

uint32_t twin_ticks_ms(void) {
    if (clock_scale < 0) {
        const char *c = getenv("TWIN_CLOCK");
        clock_scale = 0;
        if (c != NULL && strcmp(c, "real") == 0) {
            clock_scale = 1;
        } else if (c != NULL && strncmp(c, "board:", 6) == 0) {
            clock_scale = strtod(c + 6, NULL);
        }
    }
    if (clock_scale > 0) {
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        double ms = (ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6) * clock_scale;
        return (uint32_t)(uint64_t)ms & TICKS_MASK;
    }
    virtual_ms = (virtual_ms + 1) & TICKS_MASK;
    return virtual_ms;
}

void twin_advance_ms(uint32_t ms) {
    virtual_ms = (virtual_ms + ms) & TICKS_MASK;
}

static mp_obj_t supervisor_ticks_ms(void) {
    return MP_OBJ_NEW_SMALL_INT(twin_ticks_ms());
}
static MP_DEFINE_CONST_FUN_OBJ_0(supervisor_ticks_ms_obj, supervisor_ticks_ms);

static const mp_rom_map_elem_t supervisor_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_supervisor) },
    { MP_ROM_QSTR(MP_QSTR_ticks_ms), MP_ROM_PTR(&supervisor_ticks_ms_obj) },
};
static MP_DEFINE_CONST_DICT(supervisor_globals, supervisor_globals_table);
const mp_obj_module_t twin_supervisor_module = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&supervisor_globals,
};
MP_REGISTER_MODULE(MP_QSTR_supervisor, twin_supervisor_module);

// -- pins --------------------------------------------------------------------------------

typedef struct {
    mp_obj_base_t base;
    qstr name;
} twin_pin_obj_t;

static void pin_print(const mp_print_t *print, mp_obj_t self_in, mp_print_kind_t kind) {
    twin_pin_obj_t *self = MP_OBJ_TO_PTR(self_in);
    mp_printf(print, "board.%q", self->name);
}

MP_DEFINE_CONST_OBJ_TYPE(twin_pin_type, MP_QSTR_Pin, MP_TYPE_FLAG_NONE, print, pin_print);

#define PIN(n) static const twin_pin_obj_t pin_##n = {{&twin_pin_type}, MP_QSTR_##n}
PIN(BUTTON_CLOCK);
PIN(BUTTON_OUT);
PIN(BUTTON_LATCH);
PIN(SPEAKER);
PIN(SPEAKER_ENABLE);
PIN(NEOPIXEL);
PIN(TX);
PIN(RX);
PIN(LIGHT);
PIN(A0);

static const mp_rom_map_elem_t board_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_board) },
    { MP_ROM_QSTR(MP_QSTR_board_id), MP_ROM_QSTR(MP_QSTR_pybadge) },
    { MP_ROM_QSTR(MP_QSTR_DISPLAY), MP_ROM_PTR(&twin_display_obj) },
    { MP_ROM_QSTR(MP_QSTR_BUTTON_CLOCK), MP_ROM_PTR(&pin_BUTTON_CLOCK) },
    { MP_ROM_QSTR(MP_QSTR_BUTTON_OUT), MP_ROM_PTR(&pin_BUTTON_OUT) },
    { MP_ROM_QSTR(MP_QSTR_BUTTON_LATCH), MP_ROM_PTR(&pin_BUTTON_LATCH) },
    { MP_ROM_QSTR(MP_QSTR_SPEAKER), MP_ROM_PTR(&pin_SPEAKER) },
    { MP_ROM_QSTR(MP_QSTR_SPEAKER_ENABLE), MP_ROM_PTR(&pin_SPEAKER_ENABLE) },
    { MP_ROM_QSTR(MP_QSTR_NEOPIXEL), MP_ROM_PTR(&pin_NEOPIXEL) },
    { MP_ROM_QSTR(MP_QSTR_TX), MP_ROM_PTR(&pin_TX) },
    { MP_ROM_QSTR(MP_QSTR_D1), MP_ROM_PTR(&pin_TX) },
    { MP_ROM_QSTR(MP_QSTR_RX), MP_ROM_PTR(&pin_RX) },
    { MP_ROM_QSTR(MP_QSTR_D0), MP_ROM_PTR(&pin_RX) },
    { MP_ROM_QSTR(MP_QSTR_LIGHT), MP_ROM_PTR(&pin_LIGHT) },
    { MP_ROM_QSTR(MP_QSTR_A0), MP_ROM_PTR(&pin_A0) },
};
static MP_DEFINE_CONST_DICT(board_globals, board_globals_table);
const mp_obj_module_t twin_board_module = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&board_globals,
};
MP_REGISTER_MODULE(MP_QSTR_board, twin_board_module);

static void check_pin(mp_obj_t pin, qstr arg) {
    mp_arg_validate_type(pin, &twin_pin_type, arg);
}

// -- microcontroller.nvm: 8192 bytes, kept in a host file ----------------------------------

static uint8_t nvm_bytes[TWIN_NVM_SIZE];
static int nvm_fd = -2;  // -2: not opened yet; -1: no file (an erased nvm in memory)

static void nvm_open(void) {
    if (nvm_fd != -2) {
        return;
    }
    memset(nvm_bytes, 0xff, sizeof(nvm_bytes));
    const char *path = getenv("TWIN_NVM");
    nvm_fd = -1;
    if (path == NULL || *path == 0) {
        return;
    }
    int fd = open(path, O_RDWR | O_CREAT, 0644);
    if (fd < 0) {
        mp_raise_OSError(errno);
    }
    ssize_t n = pread(fd, nvm_bytes, sizeof(nvm_bytes), 0);
    if (n < (ssize_t)sizeof(nvm_bytes)) {
        // A new (or short) file: the rest is erased flash.
        memset(nvm_bytes + (n > 0 ? n : 0), 0xff, sizeof(nvm_bytes) - (n > 0 ? n : 0));
        if (pwrite(fd, nvm_bytes, sizeof(nvm_bytes), 0) != (ssize_t)sizeof(nvm_bytes)) {
            mp_raise_OSError(errno);
        }
    }
    nvm_fd = fd;
}

static mp_obj_t nvm_subscr(mp_obj_t self_in, mp_obj_t index_in, mp_obj_t value) {
    nvm_open();
    if (value == MP_OBJ_NULL) {
        return MP_OBJ_NULL;  // no deletion
    }
    size_t start, stop;
    bool is_slice = mp_obj_is_type(index_in, &mp_type_slice);
    if (is_slice) {
        mp_bound_slice_t slice;
        if (!mp_seq_get_fast_slice_indexes(TWIN_NVM_SIZE, index_in, &slice) || slice.step != 1) {
            mp_raise_NotImplementedError(MP_ERROR_TEXT("only slices with step=1 (aka None) are supported"));
        }
        start = slice.start;
        stop = slice.stop;
    } else {
        start = mp_get_index(&mp_type_bytearray, TWIN_NVM_SIZE, index_in, false);
        stop = start + 1;
    }
    if (value == MP_OBJ_SENTINEL) {
        if (!is_slice) {
            return MP_OBJ_NEW_SMALL_INT(nvm_bytes[start]);
        }
        return mp_obj_new_bytearray(stop - start, nvm_bytes + start);
    }
    if (is_slice) {
        mp_buffer_info_t buf;
        mp_get_buffer_raise(value, &buf, MP_BUFFER_READ);
        if (buf.len != stop - start) {
            mp_raise_ValueError(MP_ERROR_TEXT("Slice and value different lengths."));
        }
        memcpy(nvm_bytes + start, buf.buf, buf.len);
    } else {
        mp_int_t v = mp_obj_get_int(value);
        if (v < 0 || v > 255) {
            mp_raise_ValueError(MP_ERROR_TEXT("Array values should be single bytes."));
        }
        nvm_bytes[start] = (uint8_t)v;
    }
    if (nvm_fd >= 0 && pwrite(nvm_fd, nvm_bytes + start, stop - start, start) != (ssize_t)(stop - start)) {
        mp_raise_OSError(MP_EIO);
    }
    return mp_const_none;
}

static mp_obj_t nvm_unary(mp_unary_op_t op, mp_obj_t self_in) {
    if (op == MP_UNARY_OP_LEN) {
        return MP_OBJ_NEW_SMALL_INT(TWIN_NVM_SIZE);
    }
    if (op == MP_UNARY_OP_BOOL) {
        return mp_const_true;
    }
    return MP_OBJ_NULL;
}

MP_DEFINE_CONST_OBJ_TYPE(twin_nvm_type, MP_QSTR_ByteArray, MP_TYPE_FLAG_NONE,
    subscr, nvm_subscr, unary_op, nvm_unary);
static const mp_obj_base_t twin_nvm_obj = {&twin_nvm_type};

static const mp_rom_map_elem_t microcontroller_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_microcontroller) },
    { MP_ROM_QSTR(MP_QSTR_nvm), MP_ROM_PTR(&twin_nvm_obj) },
    { MP_ROM_QSTR(MP_QSTR_Pin), MP_ROM_PTR(&twin_pin_type) },
};
static MP_DEFINE_CONST_DICT(microcontroller_globals, microcontroller_globals_table);
const mp_obj_module_t twin_microcontroller_module = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&microcontroller_globals,
};
MP_REGISTER_MODULE(MP_QSTR_microcontroller, twin_microcontroller_module);

// -- digitalio.DigitalInOut: a pin that remembers its level --------------------------------

typedef struct {
    mp_obj_base_t base;
    mp_obj_t pin;
    bool output;
    bool value;
} twin_dio_obj_t;

static void dio_check(twin_dio_obj_t *self) {
    if (self->pin == MP_OBJ_NULL) {
        mp_raise_ValueError(MP_ERROR_TEXT("Object has been deinitialized and can no longer be used. Create a new object."));
    }
}

static mp_obj_t dio_make_new(const mp_obj_type_t *type, size_t n_args, size_t n_kw, const mp_obj_t *args) {
    mp_arg_check_num(n_args, n_kw, 1, 1, false);
    check_pin(args[0], MP_QSTR_pin);
    twin_dio_obj_t *self = mp_obj_malloc(twin_dio_obj_t, type);
    self->pin = args[0];
    self->output = false;
    self->value = false;
    return MP_OBJ_FROM_PTR(self);
}

static mp_obj_t dio_switch_to_output(size_t n_args, const mp_obj_t *pos_args, mp_map_t *kw_args) {
    enum { ARG_value, ARG_drive_mode };
    static const mp_arg_t allowed[] = {
        { MP_QSTR_value, MP_ARG_BOOL, {.u_bool = false} },
        { MP_QSTR_drive_mode, MP_ARG_OBJ, {.u_rom_obj = mp_const_none} },
    };
    twin_dio_obj_t *self = MP_OBJ_TO_PTR(pos_args[0]);
    dio_check(self);
    mp_arg_val_t args[MP_ARRAY_SIZE(allowed)];
    mp_arg_parse_all(n_args - 1, pos_args + 1, kw_args, MP_ARRAY_SIZE(allowed), allowed, args);
    self->output = true;
    self->value = args[ARG_value].u_bool;
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_KW(dio_switch_to_output_obj, 1, dio_switch_to_output);

static mp_obj_t dio_get_value(mp_obj_t self_in) {
    twin_dio_obj_t *self = MP_OBJ_TO_PTR(self_in);
    dio_check(self);
    return mp_obj_new_bool(self->value);
}
static MP_DEFINE_CONST_FUN_OBJ_1(dio_get_value_obj, dio_get_value);

static mp_obj_t dio_set_value(mp_obj_t self_in, mp_obj_t value) {
    twin_dio_obj_t *self = MP_OBJ_TO_PTR(self_in);
    dio_check(self);
    if (!self->output) {
        mp_raise_AttributeError(MP_ERROR_TEXT("Cannot set value when direction is input."));
    }
    self->value = mp_obj_is_true(value);
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_2(dio_set_value_obj, dio_set_value);
MP_PROPERTY_GETSET(dio_value_obj, (mp_obj_t)&dio_get_value_obj, (mp_obj_t)&dio_set_value_obj);

static mp_obj_t dio_deinit(mp_obj_t self_in) {
    twin_dio_obj_t *self = MP_OBJ_TO_PTR(self_in);
    self->pin = MP_OBJ_NULL;
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(dio_deinit_obj, dio_deinit);

static const mp_rom_map_elem_t dio_locals_table[] = {
    { MP_ROM_QSTR(MP_QSTR_switch_to_output), MP_ROM_PTR(&dio_switch_to_output_obj) },
    { MP_ROM_QSTR(MP_QSTR_value), MP_ROM_PTR(&dio_value_obj) },
    { MP_ROM_QSTR(MP_QSTR_deinit), MP_ROM_PTR(&dio_deinit_obj) },
};
static MP_DEFINE_CONST_DICT(dio_locals, dio_locals_table);
MP_DEFINE_CONST_OBJ_TYPE(twin_dio_type, MP_QSTR_DigitalInOut, MP_TYPE_FLAG_HAS_SPECIAL_ACCESSORS,
    make_new, dio_make_new, locals_dict, &dio_locals);

static const mp_rom_map_elem_t digitalio_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_digitalio) },
    { MP_ROM_QSTR(MP_QSTR_DigitalInOut), MP_ROM_PTR(&twin_dio_type) },
};
static MP_DEFINE_CONST_DICT(digitalio_globals, digitalio_globals_table);
const mp_obj_module_t twin_digitalio_module = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&digitalio_globals,
};
MP_REGISTER_MODULE(MP_QSTR_digitalio, twin_digitalio_module);

// -- neopixel_write: the last bytes sent to the pixels -------------------------------------

static uint8_t pixel_bytes[3 * 5];
static size_t pixel_len;

const uint8_t *twin_lights(size_t *len) {
    *len = pixel_len;
    return pixel_bytes;
}

static mp_obj_t neopixel_write_neopixel_write(mp_obj_t pin, mp_obj_t buf_in) {
    mp_arg_validate_type(pin, &twin_dio_type, MP_QSTR_digitalinout);
    mp_buffer_info_t buf;
    mp_get_buffer_raise(buf_in, &buf, MP_BUFFER_READ);
    pixel_len = buf.len < sizeof(pixel_bytes) ? buf.len : sizeof(pixel_bytes);
    memcpy(pixel_bytes, buf.buf, pixel_len);
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_2(neopixel_write_obj, neopixel_write_neopixel_write);

static const mp_rom_map_elem_t neopixel_write_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_neopixel_write) },
    { MP_ROM_QSTR(MP_QSTR_neopixel_write), MP_ROM_PTR(&neopixel_write_obj) },
};
static MP_DEFINE_CONST_DICT(neopixel_write_globals, neopixel_write_globals_table);
const mp_obj_module_t twin_neopixel_write_module = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&neopixel_write_globals,
};
MP_REGISTER_MODULE(MP_QSTR_neopixel_write, twin_neopixel_write_module);

// -- audioio.AudioOut: takes the sample (a real audiocore.WaveFile) and counts it ----------

typedef struct {
    mp_obj_base_t base;
    mp_obj_t pin;
    mp_obj_t sample;
} twin_audioout_obj_t;

static uint32_t sounds_played;

uint32_t twin_sounds_played(void) {
    return sounds_played;
}

static twin_audioout_obj_t *audio_self(mp_obj_t self_in) {
    twin_audioout_obj_t *self = MP_OBJ_TO_PTR(self_in);
    if (self->pin == MP_OBJ_NULL) {
        mp_raise_ValueError(MP_ERROR_TEXT("Object has been deinitialized and can no longer be used. Create a new object."));
    }
    return self;
}

static mp_obj_t audioout_make_new(const mp_obj_type_t *type, size_t n_args, size_t n_kw, const mp_obj_t *args) {
    mp_arg_check_num(n_args, n_kw, 1, 2, true);
    check_pin(args[0], MP_QSTR_left_channel);
    twin_audioout_obj_t *self = mp_obj_malloc(twin_audioout_obj_t, type);
    self->pin = args[0];
    self->sample = mp_const_none;
    return MP_OBJ_FROM_PTR(self);
}

static mp_obj_t audioout_play(size_t n_args, const mp_obj_t *pos_args, mp_map_t *kw_args) {
    twin_audioout_obj_t *self = audio_self(pos_args[0]);
    if (n_args < 2) {
        mp_raise_TypeError(MP_ERROR_TEXT("function missing 1 required positional arguments"));
    }
    self->sample = pos_args[1];
    sounds_played++;
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_KW(audioout_play_obj, 2, audioout_play);

static mp_obj_t audioout_stop(mp_obj_t self_in) {
    audio_self(self_in)->sample = mp_const_none;
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(audioout_stop_obj, audioout_stop);

// A sound ends at once: the twin has no time to play it in.
static mp_obj_t audioout_get_playing(mp_obj_t self_in) {
    audio_self(self_in);
    return mp_const_false;
}
static MP_DEFINE_CONST_FUN_OBJ_1(audioout_get_playing_obj, audioout_get_playing);
MP_PROPERTY_GETTER(audioout_playing_obj, (mp_obj_t)&audioout_get_playing_obj);

static mp_obj_t audioout_deinit(mp_obj_t self_in) {
    twin_audioout_obj_t *self = MP_OBJ_TO_PTR(self_in);
    self->pin = MP_OBJ_NULL;
    self->sample = mp_const_none;
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(audioout_deinit_obj, audioout_deinit);

static const mp_rom_map_elem_t audioout_locals_table[] = {
    { MP_ROM_QSTR(MP_QSTR_play), MP_ROM_PTR(&audioout_play_obj) },
    { MP_ROM_QSTR(MP_QSTR_stop), MP_ROM_PTR(&audioout_stop_obj) },
    { MP_ROM_QSTR(MP_QSTR_playing), MP_ROM_PTR(&audioout_playing_obj) },
    { MP_ROM_QSTR(MP_QSTR_deinit), MP_ROM_PTR(&audioout_deinit_obj) },
};
static MP_DEFINE_CONST_DICT(audioout_locals, audioout_locals_table);
MP_DEFINE_CONST_OBJ_TYPE(twin_audioout_type, MP_QSTR_AudioOut, MP_TYPE_FLAG_HAS_SPECIAL_ACCESSORS,
    make_new, audioout_make_new, locals_dict, &audioout_locals);

static const mp_rom_map_elem_t audioio_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_audioio) },
    { MP_ROM_QSTR(MP_QSTR_AudioOut), MP_ROM_PTR(&twin_audioout_type) },
};
static MP_DEFINE_CONST_DICT(audioio_globals, audioio_globals_table);
const mp_obj_module_t twin_audioio_module = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&audioio_globals,
};
MP_REGISTER_MODULE(MP_QSTR_audioio, twin_audioio_module);

// -- keypad: ShiftRegisterKeys whose presses come from the key source ----------------------
//
// The key source (twin.keys(callable)) is called with the clock's ms when the queue is empty
// and returns an event: a key number 0..7 taps it (pressed, then released), 0x100 | k presses
// k and holds it, 0x200 | k releases it, -1 is nothing. Raising ends the run (SystemExit).

typedef struct {
    mp_obj_base_t base;
    uint16_t key_number;
    bool pressed;
    mp_obj_t timestamp;
} twin_event_obj_t;

typedef struct {
    mp_obj_base_t base;
    bool live;
} twin_keys_obj_t;

#define QUEUE_LEN (16)
static uint16_t queue[QUEUE_LEN];  // bit 8: pressed
static uint32_t queue_ms[QUEUE_LEN];
static uint8_t queue_head, queue_count;
static bool queue_overflowed;

MP_REGISTER_ROOT_POINTER(mp_obj_t twin_key_source);

void twin_set_key_source(mp_obj_t source) {
    MP_STATE_VM(twin_key_source) = source;
}

static void queue_put(uint16_t ev) {
    if (queue_count == QUEUE_LEN) {
        queue_overflowed = true;
        return;
    }
    uint8_t at = (queue_head + queue_count) % QUEUE_LEN;
    queue[at] = ev;
    queue_ms[at] = twin_ticks_ms();
    queue_count++;
}

void twin_push_key(int event) {
    if (event < 0) {
        return;
    }
    int key = event & 0xff;
    if (key > 7) {
        mp_raise_ValueError(MP_ERROR_TEXT("key number out of range"));
    }
    if (event & 0x200) {
        queue_put(key);
    } else {
        queue_put(0x100 | key);
        if (!(event & 0x100)) {
            queue_put(key);
        }
    }
}

// The C stack the harness's call used, wiped once it returns: what its frames left there must
// not be read later as the game's (the collector scans the C stack conservatively, and a
// stale pointer in a frame the game builds there would keep a dead object alive, a module's
// worth, by the harness's doing).
static MP_NOINLINE void wipe_stack_below(void) {
    volatile uint8_t below[64 * 1024];
    memset((void *)below, 0, sizeof(below));
}

static void ask_source(void) {
    mp_obj_t source = MP_STATE_VM(twin_key_source);
    if (queue_count || source == MP_OBJ_NULL || source == mp_const_none) {
        return;
    }
    twin_harness_begin();
    nlr_buf_t nlr;
    if (nlr_push(&nlr) == 0) {
        mp_obj_t ev = mp_call_function_1(source, MP_OBJ_NEW_SMALL_INT(twin_ticks_ms()));
        nlr_pop();
        twin_harness_end();
        wipe_stack_below();
        twin_push_key(mp_obj_get_int(ev));
    } else {
        twin_harness_end();
        nlr_jump(nlr.ret_val);
    }
}

static mp_obj_t event_make_new(const mp_obj_type_t *type, size_t n_args, size_t n_kw, const mp_obj_t *all_args) {
    enum { ARG_key_number, ARG_pressed, ARG_timestamp };
    static const mp_arg_t allowed[] = {
        { MP_QSTR_key_number, MP_ARG_INT, {.u_int = 0} },
        { MP_QSTR_pressed, MP_ARG_BOOL, {.u_bool = true} },
        { MP_QSTR_timestamp, MP_ARG_OBJ, {.u_rom_obj = mp_const_none} },
    };
    mp_arg_val_t args[MP_ARRAY_SIZE(allowed)];
    mp_arg_parse_all_kw_array(n_args, n_kw, all_args, MP_ARRAY_SIZE(allowed), allowed, args);
    twin_event_obj_t *self = mp_obj_malloc(twin_event_obj_t, type);
    self->key_number = (uint16_t)args[ARG_key_number].u_int;
    self->pressed = args[ARG_pressed].u_bool;
    self->timestamp = args[ARG_timestamp].u_obj;
    return MP_OBJ_FROM_PTR(self);
}

static void event_attr(mp_obj_t self_in, qstr attr, mp_obj_t *dest) {
    if (dest[0] != MP_OBJ_NULL) {
        return;  // read-only
    }
    twin_event_obj_t *self = MP_OBJ_TO_PTR(self_in);
    if (attr == MP_QSTR_key_number) {
        dest[0] = MP_OBJ_NEW_SMALL_INT(self->key_number);
    } else if (attr == MP_QSTR_pressed) {
        dest[0] = mp_obj_new_bool(self->pressed);
    } else if (attr == MP_QSTR_released) {
        dest[0] = mp_obj_new_bool(!self->pressed);
    } else if (attr == MP_QSTR_timestamp) {
        dest[0] = self->timestamp;
    }
}

MP_DEFINE_CONST_OBJ_TYPE(twin_event_type, MP_QSTR_Event, MP_TYPE_FLAG_NONE,
    make_new, event_make_new, attr, event_attr);

static bool queue_get(twin_event_obj_t *event) {
    ask_source();
    if (!queue_count) {
        return false;
    }
    uint16_t ev = queue[queue_head];
    event->key_number = ev & 0xff;
    event->pressed = (ev & 0x100) != 0;
    event->timestamp = MP_OBJ_NEW_SMALL_INT(queue_ms[queue_head]);
    queue_head = (queue_head + 1) % QUEUE_LEN;
    queue_count--;
    return true;
}

static mp_obj_t eventqueue_get_into(mp_obj_t self_in, mp_obj_t event_in) {
    twin_event_obj_t *event = MP_OBJ_TO_PTR(mp_arg_validate_type(event_in, &twin_event_type, MP_QSTR_event));
    return mp_obj_new_bool(queue_get(event));
}
static MP_DEFINE_CONST_FUN_OBJ_2(eventqueue_get_into_obj, eventqueue_get_into);

static mp_obj_t eventqueue_get(mp_obj_t self_in) {
    twin_event_obj_t tmp = {{&twin_event_type}, 0, false, mp_const_none};
    if (!queue_get(&tmp)) {
        return mp_const_none;
    }
    twin_event_obj_t *event = mp_obj_malloc(twin_event_obj_t, &twin_event_type);
    *event = tmp;
    return MP_OBJ_FROM_PTR(event);
}
static MP_DEFINE_CONST_FUN_OBJ_1(eventqueue_get_obj, eventqueue_get);

static mp_obj_t eventqueue_clear(mp_obj_t self_in) {
    queue_count = 0;
    queue_overflowed = false;
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(eventqueue_clear_obj, eventqueue_clear);

static mp_obj_t eventqueue_get_overflowed(mp_obj_t self_in) {
    return mp_obj_new_bool(queue_overflowed);
}
static MP_DEFINE_CONST_FUN_OBJ_1(eventqueue_get_overflowed_obj, eventqueue_get_overflowed);
MP_PROPERTY_GETTER(eventqueue_overflowed_obj, (mp_obj_t)&eventqueue_get_overflowed_obj);

static const mp_rom_map_elem_t eventqueue_locals_table[] = {
    { MP_ROM_QSTR(MP_QSTR_get_into), MP_ROM_PTR(&eventqueue_get_into_obj) },
    { MP_ROM_QSTR(MP_QSTR_get), MP_ROM_PTR(&eventqueue_get_obj) },
    { MP_ROM_QSTR(MP_QSTR_clear), MP_ROM_PTR(&eventqueue_clear_obj) },
    { MP_ROM_QSTR(MP_QSTR_overflowed), MP_ROM_PTR(&eventqueue_overflowed_obj) },
};
static MP_DEFINE_CONST_DICT(eventqueue_locals, eventqueue_locals_table);
MP_DEFINE_CONST_OBJ_TYPE(twin_eventqueue_type, MP_QSTR_EventQueue, MP_TYPE_FLAG_HAS_SPECIAL_ACCESSORS,
    locals_dict, &eventqueue_locals);
static const mp_obj_base_t twin_eventqueue_obj = {&twin_eventqueue_type};

static mp_obj_t keys_make_new(const mp_obj_type_t *type, size_t n_args, size_t n_kw, const mp_obj_t *all_args) {
    enum { ARG_clock, ARG_data, ARG_latch, ARG_value_to_latch, ARG_key_count, ARG_value_when_pressed,
           ARG_interval, ARG_max_events };
    static const mp_arg_t allowed[] = {
        { MP_QSTR_clock, MP_ARG_REQUIRED | MP_ARG_KW_ONLY | MP_ARG_OBJ },
        { MP_QSTR_data, MP_ARG_REQUIRED | MP_ARG_KW_ONLY | MP_ARG_OBJ },
        { MP_QSTR_latch, MP_ARG_REQUIRED | MP_ARG_KW_ONLY | MP_ARG_OBJ },
        { MP_QSTR_value_to_latch, MP_ARG_KW_ONLY | MP_ARG_BOOL, {.u_bool = true} },
        { MP_QSTR_key_count, MP_ARG_REQUIRED | MP_ARG_KW_ONLY | MP_ARG_INT },
        { MP_QSTR_value_when_pressed, MP_ARG_REQUIRED | MP_ARG_KW_ONLY | MP_ARG_BOOL },
        { MP_QSTR_interval, MP_ARG_KW_ONLY | MP_ARG_OBJ, {.u_obj = MP_OBJ_NULL} },
        { MP_QSTR_max_events, MP_ARG_KW_ONLY | MP_ARG_INT, {.u_int = 64} },
    };
    mp_arg_val_t args[MP_ARRAY_SIZE(allowed)];
    mp_arg_parse_all_kw_array(n_args, n_kw, all_args, MP_ARRAY_SIZE(allowed), allowed, args);
    check_pin(args[ARG_clock].u_obj, MP_QSTR_clock);
    check_pin(args[ARG_data].u_obj, MP_QSTR_data);
    check_pin(args[ARG_latch].u_obj, MP_QSTR_latch);
    mp_arg_validate_int_range(args[ARG_key_count].u_int, 1, 64, MP_QSTR_key_count);
    twin_keys_obj_t *self = mp_obj_malloc(twin_keys_obj_t, type);
    self->live = true;
    queue_count = 0;
    return MP_OBJ_FROM_PTR(self);
}

static mp_obj_t keys_get_events(mp_obj_t self_in) {
    twin_keys_obj_t *self = MP_OBJ_TO_PTR(self_in);
    if (!self->live) {
        mp_raise_ValueError(MP_ERROR_TEXT("Object has been deinitialized and can no longer be used. Create a new object."));
    }
    return MP_OBJ_FROM_PTR(&twin_eventqueue_obj);
}
static MP_DEFINE_CONST_FUN_OBJ_1(keys_get_events_obj, keys_get_events);
MP_PROPERTY_GETTER(keys_events_obj, (mp_obj_t)&keys_get_events_obj);

static mp_obj_t keys_deinit(mp_obj_t self_in) {
    ((twin_keys_obj_t *)MP_OBJ_TO_PTR(self_in))->live = false;
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(keys_deinit_obj, keys_deinit);

static const mp_rom_map_elem_t keys_locals_table[] = {
    { MP_ROM_QSTR(MP_QSTR_events), MP_ROM_PTR(&keys_events_obj) },
    { MP_ROM_QSTR(MP_QSTR_deinit), MP_ROM_PTR(&keys_deinit_obj) },
};
static MP_DEFINE_CONST_DICT(keys_locals, keys_locals_table);
MP_DEFINE_CONST_OBJ_TYPE(twin_shiftregisterkeys_type, MP_QSTR_ShiftRegisterKeys, MP_TYPE_FLAG_HAS_SPECIAL_ACCESSORS,
    make_new, keys_make_new, locals_dict, &keys_locals);

static const mp_rom_map_elem_t keypad_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_keypad) },
    { MP_ROM_QSTR(MP_QSTR_Event), MP_ROM_PTR(&twin_event_type) },
    { MP_ROM_QSTR(MP_QSTR_EventQueue), MP_ROM_PTR(&twin_eventqueue_type) },
    { MP_ROM_QSTR(MP_QSTR_ShiftRegisterKeys), MP_ROM_PTR(&twin_shiftregisterkeys_type) },
};
static MP_DEFINE_CONST_DICT(keypad_globals, keypad_globals_table);
const mp_obj_module_t twin_keypad_module = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&keypad_globals,
};
MP_REGISTER_MODULE(MP_QSTR_keypad, twin_keypad_module);

// -- busio.UART over a host serial device or pty (TWIN_UART) -------------------------------
//
// Like the board's, it holds a receive buffer of receiver_buffer_size bytes on the heap; what
// arrives is moved into it when the game looks (in_waiting, read), and when it is full the
// oldest bytes go, as on a SAMD51. write() blocks until written.

typedef struct {
    mp_obj_base_t base;
    int fd;
    uint8_t *ring;
    uint16_t size, head, count;
    bool live;
} twin_uart_obj_t;

static twin_uart_obj_t *uart_self(mp_obj_t self_in) {
    twin_uart_obj_t *self = MP_OBJ_TO_PTR(self_in);
    if (!self->live) {
        mp_raise_ValueError(MP_ERROR_TEXT("Object has been deinitialized and can no longer be used. Create a new object."));
    }
    return self;
}

static void uart_fill(twin_uart_obj_t *self) {
    if (self->fd < 0) {
        return;
    }
    uint8_t chunk[256];
    for (;;) {
        ssize_t n = read(self->fd, chunk, sizeof(chunk));
        if (n <= 0) {
            return;
        }
        for (ssize_t i = 0; i < n; i++) {
            if (self->count == self->size) {  // full: the oldest byte goes
                self->head = (self->head + 1) % self->size;
                self->count--;
            }
            self->ring[(self->head + self->count) % self->size] = chunk[i];
            self->count++;
        }
    }
}

static mp_obj_t uart_make_new(const mp_obj_type_t *type, size_t n_args, size_t n_kw, const mp_obj_t *all_args) {
    enum { ARG_tx, ARG_rx, ARG_baudrate, ARG_bits, ARG_parity, ARG_stop, ARG_timeout,
           ARG_receiver_buffer_size };
    static const mp_arg_t allowed[] = {
        { MP_QSTR_tx, MP_ARG_OBJ, {.u_rom_obj = mp_const_none} },
        { MP_QSTR_rx, MP_ARG_OBJ, {.u_rom_obj = mp_const_none} },
        { MP_QSTR_baudrate, MP_ARG_KW_ONLY | MP_ARG_INT, {.u_int = 9600} },
        { MP_QSTR_bits, MP_ARG_KW_ONLY | MP_ARG_INT, {.u_int = 8} },
        { MP_QSTR_parity, MP_ARG_KW_ONLY | MP_ARG_OBJ, {.u_rom_obj = mp_const_none} },
        { MP_QSTR_stop, MP_ARG_KW_ONLY | MP_ARG_INT, {.u_int = 1} },
        { MP_QSTR_timeout, MP_ARG_KW_ONLY | MP_ARG_OBJ, {.u_obj = MP_OBJ_NULL} },
        { MP_QSTR_receiver_buffer_size, MP_ARG_KW_ONLY | MP_ARG_INT, {.u_int = 64} },
    };
    mp_arg_val_t args[MP_ARRAY_SIZE(allowed)];
    mp_arg_parse_all_kw_array(n_args, n_kw, all_args, MP_ARRAY_SIZE(allowed), allowed, args);
    check_pin(args[ARG_tx].u_obj, MP_QSTR_tx);
    check_pin(args[ARG_rx].u_obj, MP_QSTR_rx);
    mp_int_t size = args[ARG_receiver_buffer_size].u_int;
    if (size < 1 || size > 32768 || (size & (size - 1)) != 0) {
        mp_raise_ValueError(MP_ERROR_TEXT("receiver_buffer_size must be a power of two"));
    }
    twin_uart_obj_t *self = mp_obj_malloc(twin_uart_obj_t, type);
    self->ring = m_new(uint8_t, size);
    self->size = (uint16_t)size;
    self->head = self->count = 0;
    self->fd = -1;
    self->live = true;
    const char *path = getenv("TWIN_UART");
    if (path != NULL && *path) {
        // "fd:N": a descriptor the host passed down (a pty's master end); else a path.
        int fd = strncmp(path, "fd:", 3) == 0 ? dup(atoi(path + 3)) : open(path, O_RDWR | O_NOCTTY);
        if (fd >= 0) {
            fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
        }
        if (fd < 0) {
            mp_raise_OSError(errno);
        }
        struct termios t;
        if (tcgetattr(fd, &t) == 0) {
            cfmakeraw(&t);
            tcsetattr(fd, TCSANOW, &t);
        }
        self->fd = fd;
    }
    return MP_OBJ_FROM_PTR(self);
}

static mp_obj_t uart_get_in_waiting(mp_obj_t self_in) {
    twin_uart_obj_t *self = uart_self(self_in);
    uart_fill(self);
    return MP_OBJ_NEW_SMALL_INT(self->count);
}
static MP_DEFINE_CONST_FUN_OBJ_1(uart_get_in_waiting_obj, uart_get_in_waiting);
MP_PROPERTY_GETTER(uart_in_waiting_obj, (mp_obj_t)&uart_get_in_waiting_obj);

static mp_uint_t uart_read(mp_obj_t self_in, void *buf, mp_uint_t size, int *errcode) {
    twin_uart_obj_t *self = uart_self(self_in);
    uart_fill(self);
    if (self->count == 0) {
        *errcode = MP_EAGAIN;
        return MP_STREAM_ERROR;
    }
    mp_uint_t n = size < self->count ? size : self->count;
    for (mp_uint_t i = 0; i < n; i++) {
        ((uint8_t *)buf)[i] = self->ring[self->head];
        self->head = (self->head + 1) % self->size;
    }
    self->count -= n;
    return n;
}

static mp_uint_t uart_write(mp_obj_t self_in, const void *buf, mp_uint_t size, int *errcode) {
    twin_uart_obj_t *self = uart_self(self_in);
    const uint8_t *p = buf;
    mp_uint_t left = size;
    while (self->fd >= 0 && left) {
        ssize_t n = write(self->fd, p, left);
        if (n < 0 && errno != EAGAIN && errno != EINTR) {
            break;  // nobody at the other end (a pty closed): a UART's bytes go into the void
        }
        if (n > 0) {
            p += n;
            left -= n;
        } else {
            usleep(100);
        }
    }
    return size;
}

static mp_uint_t uart_ioctl(mp_obj_t self_in, mp_uint_t request, uintptr_t arg, int *errcode) {
    *errcode = MP_EINVAL;
    return MP_STREAM_ERROR;
}

static mp_obj_t uart_deinit(mp_obj_t self_in) {
    twin_uart_obj_t *self = MP_OBJ_TO_PTR(self_in);
    if (self->fd >= 0) {
        close(self->fd);
    }
    self->fd = -1;
    self->live = false;
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(uart_deinit_obj, uart_deinit);

static mp_obj_t uart_reset_input_buffer(mp_obj_t self_in) {
    twin_uart_obj_t *self = uart_self(self_in);
    uart_fill(self);
    self->count = 0;
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(uart_reset_input_buffer_obj, uart_reset_input_buffer);

static const mp_rom_map_elem_t uart_locals_table[] = {
    { MP_ROM_QSTR(MP_QSTR_deinit), MP_ROM_PTR(&uart_deinit_obj) },
    { MP_ROM_QSTR(MP_QSTR_read), MP_ROM_PTR(&mp_stream_read_obj) },
    { MP_ROM_QSTR(MP_QSTR_readinto), MP_ROM_PTR(&mp_stream_readinto_obj) },
    { MP_ROM_QSTR(MP_QSTR_write), MP_ROM_PTR(&mp_stream_write_obj) },
    { MP_ROM_QSTR(MP_QSTR_in_waiting), MP_ROM_PTR(&uart_in_waiting_obj) },
    { MP_ROM_QSTR(MP_QSTR_reset_input_buffer), MP_ROM_PTR(&uart_reset_input_buffer_obj) },
};
static MP_DEFINE_CONST_DICT(uart_locals, uart_locals_table);

static const mp_stream_p_t uart_stream_p = {
    .read = uart_read,
    .write = uart_write,
    .ioctl = uart_ioctl,
    .is_text = false,
};

MP_DEFINE_CONST_OBJ_TYPE(twin_uart_type, MP_QSTR_UART, MP_TYPE_FLAG_ITER_IS_STREAM | MP_TYPE_FLAG_HAS_SPECIAL_ACCESSORS,
    make_new, uart_make_new, locals_dict, &uart_locals, protocol, &uart_stream_p);

static const mp_rom_map_elem_t busio_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_busio) },
    { MP_ROM_QSTR(MP_QSTR_UART), MP_ROM_PTR(&twin_uart_type) },
};
static MP_DEFINE_CONST_DICT(busio_globals, busio_globals_table);
const mp_obj_module_t twin_busio_module = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&busio_globals,
};
MP_REGISTER_MODULE(MP_QSTR_busio, twin_busio_module);
