// The board's heap in pieces, and the harness's heap apart from it.
//
// A PyBadge's CircuitPython 10.2.1 grows the Python heap in pieces (MICROPY_GC_SPLIT_HEAP and
// _AUTO, as py/circuitpy_mpconfig.h sets them): the supervisor's TLSF allocator owns the RAM
// left after static data and the C stack (158,912 bytes on a PyBadge), the supervisor's own
// users take their part of it, the Python stack (2,048 bytes) and a first heap of 8 KB come out
// of it when the VM starts, and py/gc.c asks for a new piece (gc_get_max_new_split, then
// MP_PLAT_ALLOC_HEAP) whenever a collection cannot satisfy a request, and gives an emptied
// piece back. The twin does the same over a TLSF pool of the board's size (lib/tlsf, as the
// board compiles it), so a piece is as large, and fails as early, as on a board.
//
// The harness (the player, the reports) runs in the same VM, in the heap the unix port starts
// with (-X heapsize). When code.py starts, that heap steps aside for the board's: the board's
// first piece becomes the first area (as on a board) and the harness's follows it in the list,
// so the collector marks and sweeps both (the player reads the game's objects), while
// allocations are steered: the game's never land in the harness's area, the harness's only
// there, and the harness's area counts neither in the board's growth nor in gc.mem_free /
// gc.mem_alloc. code.py's heap thus holds only what code.py makes, placed as on a board.
//
// Measured here too (twin.stats): the Python stack's peak and the largest allocation of the
// game (a harness call in progress is left out of both), and the least heap left unused, read
// after every collection: free blocks in the board's pieces plus the free TLSF pool.

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "lib/tlsf/tlsf.h"
#include "py/gc.h"
#include "py/mpstate.h"
#include "py/runtime.h"

#include "twin.h"

// -- the harness's turns ---------------------------------------------------------------------

static int harness_depth;  // >0: the harness's code is running (a key source call, the report)

void twin_harness_begin(void) {
    harness_depth++;
}

void twin_harness_end(void) {
    harness_depth--;
}

// -- the board's pool ------------------------------------------------------------------------

static uint8_t pool_mem[TWIN_POOL_BYTES] __attribute__((aligned(16)));
static tlsf_t pool;
static bool board_on;  // the board's heap exists (code.py has started)
static bool board_done;  // code.py has ended: the harness alone runs on
static mp_state_mem_area_t harness;  // the harness's area once the board's heap is on
MP_REGISTER_ROOT_POINTER(void *twin_harness_anchor);
MP_REGISTER_ROOT_POINTER(mp_obj_t twin_census_at_failure);  // the heap when the game first ran out  // keeps the harness's area never empty

static size_t env_bytes(const char *name, size_t otherwise) {
    const char *s = getenv(name);
    if (s == NULL || *s == 0) {
        return otherwise;
    }
    char *end;
    size_t n = strtoul(s, &end, 0);
    if (*end == 'k' || *end == 'K') {
        n *= 1024;
    }
    return n;
}

static void *take(size_t n, const char *what) {
    void *p = n ? tlsf_malloc(pool, n) : NULL;
    if (n && p == NULL) {
        mp_raise_msg_varg(&mp_type_MemoryError, MP_ERROR_TEXT("the board's pool cannot hold %s"), what);
    }
    return p;
}

// The board's heap, as a board starts code.py: the supervisor's reserve (TWIN_RESERVE, 8 KB by
// default: its own TLSF users), the Python stack's block, the first 8 KB heap, then the held
// ballast (TWIN_BALLAST, none by default: the room a test demands to spare).
void twin_heap_board(size_t pystack_bytes) {
    if (board_on) {
        mp_raise_RuntimeError(MP_ERROR_TEXT("the board's heap is already on"));
    }
    MP_STATE_VM(twin_harness_anchor) = m_malloc(16);
    pool = tlsf_create_with_pool(pool_mem, sizeof(pool_mem), sizeof(pool_mem));
    take(env_bytes("TWIN_RESERVE", TWIN_RESERVE_DEFAULT), "the supervisor's reserve");
    take(pystack_bytes, "the Python stack");
    uint8_t *first = take(TWIN_FIRST_HEAP, "the first heap");
    take(env_bytes("TWIN_BALLAST", 0), "the ballast");
    harness = MP_STATE_MEM(area);
    gc_init(first, first + TWIN_FIRST_HEAP);
    MP_STATE_MEM(area).next = &harness;
    harness.next = NULL;
    board_on = true;
}

// py/gc.c's hooks for the pieces (MP_PLAT_ALLOC_HEAP, MP_PLAT_FREE_HEAP, mpconfigvariant.h).
static bool harness_hidden;
static void show_harness(void);

void *twin_heap_grow(size_t n) {
    return board_on ? tlsf_malloc(pool, n) : NULL;
}

void twin_heap_shrink(void *piece) {
    if (piece == &harness) {  // cannot happen while the anchor lives: put it back
        harness.next = NULL;
        mp_state_mem_area_t *a = &MP_STATE_MEM(area);
        while (a->next != NULL) {
            a = a->next;
        }
        a->next = &harness;
        return;
    }
    tlsf_free(pool, piece);
}

static bool largest_free(void *ptr, size_t size, int used, void *user) {
    size_t *most = user;
    if (!used && size > *most) {
        *most = size;
    }
    return true;
}

static bool sum_free(void *ptr, size_t size, int used, void *user) {
    if (!used) {
        *(size_t *)user += size;
    }
    return true;
}

static size_t pool_largest(void) {
    size_t most = 0;
    tlsf_walk_pool(tlsf_get_pool(pool), largest_free, &most);
    return tlsf_fit_size(pool, most);  // what supervisor/shared/port.c answers
}

// -- steering ---------------------------------------------------------------------------------

enum { NOBODY, GAME, HARNESS };
static int steering = NOBODY;  // whose allocation is in progress
static size_t harness_next;  // the harness area's own next-free index while the game allocates
static unsigned collections;

#define MAX_PIECES (32)

static bool is_harness_turn(void) {
    return harness_depth > 0;
}

static void hide_harness(void) {
    // Out of the list while py/gc.c sizes a new piece: it doubles the heap it counts.
    for (mp_state_mem_area_t *a = &MP_STATE_MEM(area); a != NULL; a = a->next) {
        if (a->next == &harness) {
            a->next = harness.next;
            harness_hidden = true;
            return;
        }
    }
}

static void show_harness(void) {
    if (!harness_hidden) {
        return;
    }
    harness_hidden = false;
    harness.next = NULL;
    mp_state_mem_area_t *a = &MP_STATE_MEM(area);
    while (a->next != NULL) {
        a = a->next;
    }
    a->next = &harness;
}

size_t gc_get_max_new_split(void) {
    if (!board_on || is_harness_turn()) {
        return 0;  // the harness's heap never grows; the board's only for the game
    }
    if (steering == GAME) {
        hide_harness();
    }
    return pool_largest();
}

// The harness's area looks full to the game's search (its next-free index at its end).
static void harness_full(void) {
    size_t len = harness.gc_alloc_table_byte_len;
    if (harness.gc_last_free_atb_index < len && harness.gc_last_free_atb_index < harness_next) {
        harness_next = harness.gc_last_free_atb_index;  // the game freed a harness block
    }
    harness.gc_last_free_atb_index = len;
}

typedef struct {
    size_t index[MAX_PIECES];
    mp_state_mem_area_t *last_free;
    unsigned collections;
} saved_t;

// For a harness allocation: the board's pieces look full, the harness's area shows its own
// next-free index, and the search starts at the list's head (it passes the board's first piece).
static void harness_turn_begin(saved_t *s) {
    size_t i = 0;
    for (mp_state_mem_area_t *a = &MP_STATE_MEM(area); a != NULL; a = a->next) {
        if (a != &harness && i < MAX_PIECES) {
            s->index[i++] = a->gc_last_free_atb_index;
            a->gc_last_free_atb_index = a->gc_alloc_table_byte_len;
        }
    }
    s->last_free = MP_STATE_MEM(gc_last_free_area);
    s->collections = collections;
    if (harness.gc_last_free_atb_index < harness_next) {
        harness_next = harness.gc_last_free_atb_index;
    }
    harness.gc_last_free_atb_index = harness_next;
    MP_STATE_MEM(gc_last_free_area) = &MP_STATE_MEM(area);
}

static void harness_turn_end(saved_t *s) {
    harness_next = harness.gc_last_free_atb_index;
    harness.gc_last_free_atb_index = harness.gc_alloc_table_byte_len;
    bool collected = s->collections != collections;  // every index went back to 0 then
    size_t i = 0;
    for (mp_state_mem_area_t *a = &MP_STATE_MEM(area); a != NULL; a = a->next) {
        if (a != &harness && i < MAX_PIECES) {
            a->gc_last_free_atb_index = collected ? 0 : s->index[i];
            i++;
        }
    }
    MP_STATE_MEM(gc_last_free_area) = collected ? &MP_STATE_MEM(area) : s->last_free;
}

// -- measuring -----------------------------------------------------------------------------

static size_t pystack_peak;
static size_t max_alloc;
static size_t least_unused = (size_t)-1;
static unsigned overruns;  // collections that met the firmware's last-block fault (below)

static bool measuring(void) {
    return board_on && !board_done;
}

// code.py has ended: what runs now is the harness's (its report), whatever the heap's state.
void twin_heap_board_done(void) {
    if (board_on && !board_done) {
        board_done = true;
        harness_depth++;
    }
}

// Free bytes in the board's pieces (blocks), their total, and the used blocks.
static void board_blocks(size_t *total, size_t *used, size_t *free, size_t *max_free) {
    *total = *used = *free = *max_free = 0;
    for (mp_state_mem_area_t *a = &MP_STATE_MEM(area); a != NULL; a = a->next) {
        if (a == &harness) {
            continue;
        }
        size_t blocks = a->gc_alloc_table_byte_len * 4, run = 0;
        *total += a->gc_pool_end - a->gc_pool_start;
        for (size_t b = 0; b < blocks; b++) {
            int kind = (a->gc_alloc_table_start[b / 4] >> (2 * (b & 3))) & 3;
            if (kind == 0) {
                *free += 1;
                run++;
                if (run > *max_free) {
                    *max_free = run;
                }
            } else {
                *used += 1;
                run = 0;
            }
        }
    }
    *used *= MICROPY_BYTES_PER_GC_BLOCK;
    *free *= MICROPY_BYTES_PER_GC_BLOCK;
    *max_free *= MICROPY_BYTES_PER_GC_BLOCK;
}

size_t twin_heap_unused(void) {
    size_t total, used, free, max_free, pool_free = 0;
    board_blocks(&total, &used, &free, &max_free);
    tlsf_walk_pool(tlsf_get_pool(pool), sum_free, &pool_free);
    return free + pool_free;
}

void twin_heap_stats(twin_heap_stats_t *s) {
    s->pystack_peak = pystack_peak;
    s->max_alloc = max_alloc;
    s->least_unused = least_unused == (size_t)-1 ? 0 : least_unused;
    size_t max_free;
    if (board_on) {
        board_blocks(&s->total, &s->used, &s->free, &max_free);
    } else {
        s->total = s->used = s->free = 0;
    }
    s->pieces = 0;
    for (mp_state_mem_area_t *a = &MP_STATE_MEM(area); board_on && a != NULL; a = a->next) {
        s->pieces += a != &harness;
    }
    s->pool_largest = board_on ? pool_largest() : 0;
    s->overruns = overruns;
}

// Whose heap holds ``ptr``: 1 the board's, 2 the harness's, 0 neither (static, or not a heap
// block).
int twin_heap_of(const void *ptr) {
    for (mp_state_mem_area_t *a = &MP_STATE_MEM(area); a != NULL; a = a->next) {
        if ((const byte *)ptr >= a->gc_pool_start && (const byte *)ptr < a->gc_pool_end) {
            return board_on && a != &harness ? 1 : 2;
        }
    }
    return 0;
}

// What lives in the board's heap now: {type name: [objects, bytes]} for the blocks that start
// with a type (an object), and the names of the module objects alive (in sys.modules or not):
// how to find what keeps the heap full.
extern char __executable_start, _end;

static bool is_type(const void *p) {
    if (p == NULL || ((uintptr_t)p & 3)) {
        return false;
    }
    bool static_mem = (const char *)p >= &__executable_start && (const char *)p < &_end;
    if (!static_mem && twin_heap_of(p) == 0) {
        return false;
    }
    return ((const mp_obj_base_t *)p)->type == &mp_type_type;
}

mp_obj_t twin_heap_census(void) {
    // Every object it makes goes in the harness's heap: taken when the game's heap has just
    // run out, one made there would fail too and ask for a census again, without end.
    twin_harness_begin();
    mp_obj_t by_type = mp_obj_new_dict(0);
    mp_obj_t modules = mp_obj_new_list(0, NULL);
    for (mp_state_mem_area_t *a = &MP_STATE_MEM(area); board_on && a != NULL; a = a->next) {
        if (a == &harness) {
            continue;
        }
        size_t blocks = a->gc_alloc_table_byte_len * 4;
        for (size_t b = 0; b < blocks; b++) {
            if (((a->gc_alloc_table_start[b / 4] >> (2 * (b & 3))) & 3) != 1) {
                continue;
            }
            size_t n = 1;
            while (b + n < blocks && ((a->gc_alloc_table_start[(b + n) / 4] >> (2 * ((b + n) & 3))) & 3) == 2) {
                n++;
            }
            const mp_obj_base_t *o = (const mp_obj_base_t *)(a->gc_pool_start + b * MICROPY_BYTES_PER_GC_BLOCK);
            qstr name = MP_QSTR_;
            if (is_type(o->type)) {
                name = ((const mp_obj_type_t *)o->type)->name;
                if (o->type == &mp_type_module) {
                    mp_obj_dict_t *g = ((const mp_obj_module_t *)o)->globals;
                    if (twin_heap_of(g) == 1 && g->base.type == &mp_type_dict) {
                        mp_map_elem_t *e = mp_map_lookup(&g->map, MP_OBJ_NEW_QSTR(MP_QSTR___name__), MP_MAP_LOOKUP);
                        if (e != NULL) {
                            mp_obj_t pair[2] = { e->value, MP_OBJ_FROM_PTR(o) };
                            mp_obj_list_append(modules, mp_obj_new_tuple(2, pair));
                        }
                    }
                }
            }
            mp_obj_t key = MP_OBJ_NEW_QSTR(name);
            mp_map_elem_t *e = mp_map_lookup(mp_obj_dict_get_map(by_type), key, MP_MAP_LOOKUP);
            mp_obj_t row[2] = { MP_OBJ_NEW_SMALL_INT(1), MP_OBJ_NEW_SMALL_INT(n * MICROPY_BYTES_PER_GC_BLOCK) };
            if (e != NULL) {
                mp_obj_t *old;
                size_t len;
                mp_obj_get_array(e->value, &len, &old);
                row[0] = MP_OBJ_NEW_SMALL_INT(MP_OBJ_SMALL_INT_VALUE(old[0]) + 1);
                row[1] = MP_OBJ_NEW_SMALL_INT(MP_OBJ_SMALL_INT_VALUE(old[1]) + n * MICROPY_BYTES_PER_GC_BLOCK);
            }
            mp_obj_dict_store(by_type, key, mp_obj_new_tuple(2, row));
            b += n - 1;
        }
    }
    mp_obj_t both[2] = { by_type, modules };
    mp_obj_t census = mp_obj_new_tuple(2, both);
    twin_harness_end();
    return census;
}


// Why is ``target`` alive: the chain from a root to it, found as the collector finds it (every
// word of a block it scans that points at a block's head), nearest holder first:
// [(type name or '', address)], then the root: ("vm", word), ("pystack", word) or
// ("C stack", bytes below its top). None when nothing reaches it.
typedef struct { mp_state_mem_area_t *area; uint32_t *parent; } walk_area_t;

static walk_area_t *walk_find(walk_area_t *w, size_t n, uintptr_t p, size_t *block) {
    if (p & (MICROPY_BYTES_PER_GC_BLOCK - 1)) {
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        mp_state_mem_area_t *a = w[i].area;
        if (p >= (uintptr_t)a->gc_pool_start && p < (uintptr_t)a->gc_pool_end) {
            *block = (p - (uintptr_t)a->gc_pool_start) / MICROPY_BYTES_PER_GC_BLOCK;
            int kind = (a->gc_alloc_table_start[*block / 4] >> (2 * (*block & 3))) & 3;
            return kind == 1 ? &w[i] : NULL;
        }
    }
    return NULL;
}

// A block's parent is the address of the block that points at it (16-aligned), or a root:
// (where << 4) | kind, kind below 16.
#define ROOT_VM (1u)
#define ROOT_PYSTACK (2u)
#define ROOT_CSTACK (3u)

mp_obj_t twin_heap_why_alive(mp_obj_t target_in) {
    uintptr_t target = mp_obj_is_int(target_in) ? (uintptr_t)mp_obj_get_int_truncated(target_in)
                     : (uintptr_t)MP_OBJ_TO_PTR(target_in);
    walk_area_t w[MAX_PIECES + 1];
    size_t n = 0;
    for (mp_state_mem_area_t *a = &MP_STATE_MEM(area); a != NULL && n < MAX_PIECES + 1; a = a->next) {
        if (a == &harness) {
            continue;  // the harness's own objects (a census, say) are not why the game's live
        }
        w[n].area = a;
        w[n].parent = calloc(a->gc_alloc_table_byte_len * 4, sizeof(uint32_t));
        n++;
    }
    size_t cap = 1 << 16, head = 0, tail = 0;
    uintptr_t *queue = malloc(cap * sizeof(uintptr_t));
    #define VISIT(ptr, from) do { \
        size_t blk; walk_area_t *wa = walk_find(w, n, (uintptr_t)(ptr), &blk); \
        if (wa != NULL && wa->parent[blk] == 0) { \
            wa->parent[blk] = (from); \
            if (tail - head == cap) { /* grow the ring as a line */ \
                uintptr_t *q2 = malloc(cap * 2 * sizeof(uintptr_t)); \
                for (size_t k = 0; k < cap; k++) q2[k] = queue[(head + k) % cap]; \
                free(queue); queue = q2; tail = cap; head = 0; cap *= 2; \
            } \
            queue[tail++ % cap] = (uintptr_t)(ptr); \
        } \
    } while (0)
    void **vm = (void **)((char *)&mp_state_ctx + offsetof(mp_state_ctx_t, thread.dict_locals));
    size_t vm_len = (offsetof(mp_state_ctx_t, vm.qstr_last_chunk) - offsetof(mp_state_ctx_t, thread.dict_locals)) / sizeof(void *);
    for (size_t i = 0; i < vm_len; i++) {
        if ((uintptr_t)vm[i] != target) VISIT(vm[i], ROOT_VM | (uint32_t)i << 4);
    }
    void **ps = (void **)MP_STATE_THREAD(pystack_start);
    size_t ps_len = (MP_STATE_THREAD(pystack_cur) - MP_STATE_THREAD(pystack_start)) / sizeof(void *);
    for (size_t i = 0; i < ps_len; i++) {
        if ((uintptr_t)ps[i] != target) VISIT(ps[i], ROOT_PYSTACK | (uint32_t)i << 4);
    }
    volatile uintptr_t here = 0;
    uintptr_t *cs = (uintptr_t *)((uintptr_t)&here & ~(uintptr_t)3);
    uintptr_t *top = (uintptr_t *)MP_STATE_THREAD(stack_top);
    for (uintptr_t *q = cs; q < top; q++) {
        if (*q != target) VISIT(*q, ROOT_CSTACK | (uint32_t)((uintptr_t)top - (uintptr_t)q) << 4);
    }
    while (head != tail) {
        uintptr_t b = queue[head++ % cap];
        size_t blk;
        walk_area_t *wa = walk_find(w, n, b, &blk);
        mp_state_mem_area_t *a = wa->area;
        if (!((a->gc_collect_table_start[blk / 8] >> (blk & 7)) & 1)) {
            continue;  // a leaf: its words are not scanned
        }
        size_t nb = 1, total = a->gc_alloc_table_byte_len * 4;
        while (blk + nb < total && ((a->gc_alloc_table_start[(blk + nb) / 4] >> (2 * ((blk + nb) & 3))) & 3) == 2) {
            nb++;
        }
        uintptr_t *words = (uintptr_t *)b;
        for (size_t k = 0; k < nb * MICROPY_BYTES_PER_GC_BLOCK / sizeof(uintptr_t); k++) {
            VISIT(words[k], (uint32_t)b);
        }
    }
    #undef VISIT
    free(queue);
    mp_obj_t out = mp_const_none;
    twin_harness_begin();
    size_t blk;
    walk_area_t *wa = walk_find(w, n, target, &blk);
    if (wa != NULL && wa->parent[blk] != 0) {
        out = mp_obj_new_list(0, NULL);
        uintptr_t at = target;
        for (int steps = 0; steps < 200; steps++) {
            wa = walk_find(w, n, at, &blk);
            const mp_obj_base_t *o = (const mp_obj_base_t *)at;
            qstr name = is_type(o->type) ? ((const mp_obj_type_t *)o->type)->name : MP_QSTR_;
            if (o->type == &mp_type_fun_bc) {
                name = mp_obj_fun_get_name(MP_OBJ_FROM_PTR(o));  // which function holds it
            }
            mp_obj_t row[2] = { MP_OBJ_NEW_QSTR(name), mp_obj_new_int_from_uint(at) };
            mp_obj_list_append(out, mp_obj_new_tuple(2, row));
            uint32_t from = wa->parent[blk];
            if (from & 15u) {
                uint32_t kind = from & 15u;
                mp_obj_t root[2] = {
                    mp_obj_new_str(kind == ROOT_VM ? "vm" : kind == ROOT_PYSTACK ? "pystack" : "C stack",
                        kind == ROOT_VM ? 2 : kind == ROOT_PYSTACK ? 7 : 7),
                    MP_OBJ_NEW_SMALL_INT(from >> 4) };
                mp_obj_list_append(out, mp_obj_new_tuple(2, root));
                break;
            }
            at = from;
        }
    }
    twin_harness_end();
    for (size_t i = 0; i < n; i++) {
        free(w[i].parent);
    }
    return out;
}

mp_obj_t twin_heap_referrers(mp_obj_t target);

// The census, and for each module object alive but gone from sys.modules, why it is alive:
// (census, {name: twin_heap_why_alive(module)}).
static mp_obj_t twin_heap_census_held(void) {
    mp_obj_t census = twin_heap_census();
    mp_obj_t *parts, *mods;
    size_t n;
    mp_obj_get_array_fixed_n(census, 2, &parts);
    mp_obj_get_array(parts[1], &n, &mods);
    twin_harness_begin();
    mp_obj_t held = mp_obj_new_dict(0);
    for (size_t i = 0; i < n; i++) {
        mp_obj_t *pair;
        mp_obj_get_array_fixed_n(mods[i], 2, &pair);
        if (mp_map_lookup(&MP_STATE_VM(mp_loaded_modules_dict).map, pair[0], MP_MAP_LOOKUP) != NULL) {
            continue;
        }
        mp_obj_dict_store(held, pair[0], twin_heap_why_alive(pair[1]));
    }
    mp_obj_t both[2] = { census, held };
    mp_obj_t out = mp_obj_new_tuple(2, both);
    twin_harness_end();
    return out;
}

// The board's heap blocks that hold a pointer to ``target`` (an object, or an address as an
// int): [(the holder's type name or '', its address, the word's offset)], to find what keeps
// an object alive.
mp_obj_t twin_heap_referrers(mp_obj_t target) {
    uintptr_t want = mp_obj_is_small_int(target) ? (uintptr_t)MP_OBJ_SMALL_INT_VALUE(target)
                   : mp_obj_is_int(target) ? (uintptr_t)mp_obj_get_int_truncated(target)
                   : (uintptr_t)MP_OBJ_TO_PTR(target);
    mp_obj_t out = mp_obj_new_list(0, NULL);
    twin_harness_begin();
    for (mp_state_mem_area_t *a = &MP_STATE_MEM(area); a != NULL; a = a->next) {
        if (a == &harness) {
            continue;
        }
        size_t blocks = a->gc_alloc_table_byte_len * 4, head = 0;
        for (size_t b = 0; b < blocks; b++) {
            int kind = (a->gc_alloc_table_start[b / 4] >> (2 * (b & 3))) & 3;
            if (kind == 0) {
                continue;
            }
            if (kind == 1) {
                head = b;
            }
            uintptr_t *w = (uintptr_t *)(a->gc_pool_start + b * MICROPY_BYTES_PER_GC_BLOCK);
            for (int j = 0; j < 4; j++) {
                if (w[j] == want) {
                    const mp_obj_base_t *o = (const mp_obj_base_t *)(a->gc_pool_start + head * MICROPY_BYTES_PER_GC_BLOCK);
                    qstr name = is_type(o->type) ? ((const mp_obj_type_t *)o->type)->name : MP_QSTR_;
                    mp_obj_t row[3] = { MP_OBJ_NEW_QSTR(name), mp_obj_new_int_from_uint((uintptr_t)o),
                                        MP_OBJ_NEW_SMALL_INT((uintptr_t)&w[j] - (uintptr_t)o) };
                    mp_obj_list_append(out, mp_obj_new_tuple(3, row));
                }
            }
        }
    }
    twin_harness_end();
    return out;
}

void twin_heap_reset_stats(void) {
    pystack_peak = 0;
    max_alloc = 0;
    least_unused = (size_t)-1;
}

// -- the wrapped entries of py/gc.c (mpconfigvariant.mk: -Wl,--wrap) --------------------------

void *__real_mp_pystack_alloc(size_t n_bytes);
void *__real_gc_alloc(size_t n_bytes, unsigned int alloc_flags);
void *__real_gc_realloc(void *ptr, size_t n_bytes, bool allow_move);
void __real_gc_collect(void);
void __real_gc_info(gc_info_t *info);

void *__wrap_mp_pystack_alloc(size_t n_bytes) {
    void *p = __real_mp_pystack_alloc(n_bytes);
    if (!is_harness_turn()) {
        size_t used = MP_STATE_THREAD(pystack_cur) - MP_STATE_THREAD(pystack_start);
        if (used > pystack_peak) {
            pystack_peak = used;
        }
    }
    return p;
}

// gc_alloc and gc_realloc (which may allocate anew inside py/gc.c) go through here.
static void *steered(void *ptr, size_t n_bytes, unsigned int flags, bool allow_move, bool re) {
    if (!board_on || steering != NOBODY) {
        return re ? __real_gc_realloc(ptr, n_bytes, allow_move) : __real_gc_alloc(n_bytes, flags);
    }
    void *got;
    if (is_harness_turn()) {
        saved_t s;
        steering = HARNESS;
        harness_turn_begin(&s);
        got = re ? __real_gc_realloc(ptr, n_bytes, allow_move) : __real_gc_alloc(n_bytes, flags);
        harness_turn_end(&s);
    } else {
        if (n_bytes > max_alloc) {
            max_alloc = n_bytes;
        }
        steering = GAME;
        harness_full();
        got = re ? __real_gc_realloc(ptr, n_bytes, allow_move) : __real_gc_alloc(n_bytes, flags);
        show_harness();
        if (got == NULL && n_bytes && !(re && !allow_move) && measuring()
            && MP_STATE_VM(twin_census_at_failure) == MP_OBJ_NULL) {
            steering = NOBODY;
            MP_STATE_VM(twin_census_at_failure) = twin_heap_census_held();  // what filled it
        }
    }
    steering = NOBODY;
    return got;
}

void *__wrap_gc_alloc(size_t n_bytes, unsigned int alloc_flags) {
    return steered(NULL, n_bytes, alloc_flags, false, false);
}

void *__wrap_gc_realloc(void *ptr, size_t n_bytes, bool allow_move) {
    return steered(ptr, n_bytes, 0, allow_move, true);
}

// CircuitPython 10.2.1's gc_realloc, growing a block in place up to the last block of an area,
// records the area's last used block one past its end (py/gc.c: an exclusive end where the
// rest of the collector reads it as inclusive). The next collection's finaliser pass then reads
// one byte past the finaliser table, the first byte of the collect table, as finaliser flags,
// and may clear a bit there: an object among the area's first eight blocks is then marked but
// not scanned, and what only it held is freed while in use. With the heap in pieces, whose ends
// fill often, a game meets it. The twin counts every time a collection finds an area so, and
// (unless TWIN_GC_AS_RELEASED is set) reads the last used block as the last one, as the
// collector means it: the fault is the firmware's, and the twin reports it rather than
// letting it strike a test at random (docs/twin.md).
static int as_released = -1;

static void check_last_used(void) {
    if (as_released < 0) {
        as_released = getenv("TWIN_GC_AS_RELEASED") != NULL;
    }
    for (mp_state_mem_area_t *a = &MP_STATE_MEM(area); a != NULL; a = a->next) {
        size_t blocks = a->gc_alloc_table_byte_len * 4;
        if (a->gc_last_used_block >= blocks) {
            overruns += a != &harness;
            if (!as_released) {
                a->gc_last_used_block = blocks - 1;
            }
        }
    }
}

void __wrap_gc_collect(void) {
    show_harness();
    check_last_used();
    __real_gc_collect();
    collections++;
    if (!board_on) {
        return;
    }
    // The sweep set every area's next-free index to 0.
    harness_next = 0;
    if (steering == HARNESS) {
        for (mp_state_mem_area_t *a = &MP_STATE_MEM(area); a != NULL; a = a->next) {
            if (a != &harness) {
                a->gc_last_free_atb_index = a->gc_alloc_table_byte_len;
            }
        }
    } else {
        harness.gc_last_free_atb_index = harness.gc_alloc_table_byte_len;
    }
    if (measuring()) {
        size_t unused = twin_heap_unused();
        if (unused < least_unused) {
            least_unused = unused;
        }
    }
}

// gc.mem_free() and gc.mem_alloc() (py/modgc.c) read the board's pieces only, as on a board.
void __wrap_gc_info(gc_info_t *info) {
    if (!board_on) {
        __real_gc_info(info);
        return;
    }
    size_t max_free;
    board_blocks(&info->total, &info->used, &info->free, &max_free);
    info->max_free = max_free / MICROPY_BYTES_PER_GC_BLOCK;
    info->num_1block = info->num_2block = info->max_block = 0;
    info->max_new_split = is_harness_turn() ? 0 : pool_largest();
}
