// What the board twin's C files share (see tools/twin/README.md for the whole picture).
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "py/obj.h"

#define TWIN_WIDTH (160)
#define TWIN_HEIGHT (128)
#define TWIN_NVM_SIZE (8192)
// The board's Python stack: CIRCUITPY_PYSTACK_SIZE on a SAMD51.
#define TWIN_PYSTACK_DEFAULT (2048)

// The clock of supervisor.ticks_ms(): milliseconds modulo 2**29.
uint32_t twin_ticks_ms(void);
void twin_advance_ms(uint32_t ms);

// The screen (twin_display.c).
extern const mp_obj_base_t twin_display_obj;
void twin_display_render(void);
void twin_display_save(const char *path);

// The harness's view of the stand-ins (twin_hw.c).
const uint8_t *twin_lights(size_t *len);
uint32_t twin_sounds_played(void);
void twin_set_key_source(mp_obj_t source);
void twin_push_key(int event);

// The Python stack and the heap's largest allocation (twin_mod.c). A key source's own calls
// are left out of both: they are the harness, not the game.
void twin_measure_pause(void);
void twin_measure_resume(void);
