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

// The board's heap in pieces and the harness's apart (twin_heap.c). Between begin and end the
// harness's code runs (a key source's call): its allocations go to its own heap, and its
// Python stack and allocations are left out of the game's figures.
#define TWIN_POOL_BYTES (158912)  // the PyBadge's TLSF pool (CircuitPython 10.2.1's build)
#define TWIN_FIRST_HEAP (8 * 1024)  // CIRCUITPY_HEAP_START_SIZE
#define TWIN_RESERVE_DEFAULT (8 * 1024)  // the supervisor's own users of the pool, planned
void twin_harness_begin(void);
void twin_harness_end(void);
void twin_heap_board(size_t pystack_bytes);
void twin_heap_board_done(void);
size_t twin_heap_unused(void);
void twin_heap_reset_stats(void);
int twin_heap_of(const void *ptr);
mp_obj_t twin_heap_census(void);
mp_obj_t twin_heap_referrers(mp_obj_t target);
mp_obj_t twin_heap_why_alive(mp_obj_t target);
typedef struct {
    size_t pystack_peak, max_alloc, least_unused;  // the game's, since the last reset
    size_t total, used, free, pieces, pool_largest;  // the board's heap now
    size_t overruns;  // collections that found the firmware's last-block fault (twin_heap.c)
} twin_heap_stats_t;
void twin_heap_stats(twin_heap_stats_t *stats);
