// The board twin's own module, `twin`: what the host harness (lab/twin/*.py) uses to start
// the game as a board does and to read what a board cannot tell.
//
//   twin.mount(image, point, mkfs=False, readonly=True)  a FAT image (the CIRCUITPY drive)
//   twin.boot()        run /boot.py, then /code.py as __main__ on the board's heap, fresh
//                      (twin_heap.c), and a fresh 2048-byte Python stack (TWIN_PYSTACK), with
//                      / as the drive; returns when code.py ends
//   twin.keys(f)       the key source (see twin_hw.c); twin.key(event) queues one event
//   twin.stats()       (Python stack peak, its size, largest allocation, sounds played,
//                      heap in use when code.py started, names interned at run time, the
//                      heap bytes their pools and text hold, the least heap left unused at
//                      a collection, the heap in use now, the heap's size, its pieces, the
//                      largest piece the pool could still give, the collections that met
//                      the firmware's last-block fault: twin_heap.c)
//   twin.heap_of(o)    1: o lives in the board's heap, 2: in the harness's, 0: in neither
//   twin.census()      ({type name: (objects, bytes)}, [names of the module objects alive])
//                      of the board's heap now (the modules as (name, module) pairs)
//   twin.census_at_failure()  the census when an allocation of the game's first failed (None)
//   twin.why_alive(o)  the chain from a root to o (twin_heap.c), or None
//   twin.referrers(o)  [(holder's type name, its address, offset)] of the board's blocks that
//                      point at o (an object, or an address as an int)
//   twin.interned()    the names code.py interned, newest first (not "names": the game
//                      uses that name, which a board does not have built in)
//   twin.lights()      the bytes last sent to the NeoPixels
//   twin.screenshot(path)  render the screen and save it as a PPM
//   twin.advance(ms), twin.ticks()  the clock
//
// The drive is mounted from static memory, as a board keeps its CIRCUITPY mount outside the
// heap, so the heap code.py sees holds only what code.py makes.

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "extmod/vfs.h"
#include "extmod/vfs_fat.h"
#include "py/builtin.h"
#include "py/compile.h"
#include "py/gc.h"
#include "py/lexer.h"
#include "py/mperrno.h"
#include "py/runtime.h"

#include "twin.h"

// -- the drive: a FAT image in a host file, 512-byte blocks --------------------------------

#define BLOCK (512)
static fs_user_mount_t drive;
static mp_vfs_mount_t drive_mount;
static char drive_point[32];
static int drive_fd = -1;
static bool drive_readonly;

static mp_uint_t drive_read(mp_obj_t self, uint8_t *buf, uint32_t block, uint32_t count) {
    ssize_t want = (ssize_t)count * BLOCK;
    return pread(drive_fd, buf, want, (off_t)block * BLOCK) == want ? 0 : (mp_uint_t)-MP_EIO;
}

static mp_uint_t drive_write(mp_obj_t self, const uint8_t *buf, uint32_t block, uint32_t count) {
    if (drive_readonly) {
        return (mp_uint_t)-MP_EROFS;
    }
    ssize_t want = (ssize_t)count * BLOCK;
    return pwrite(drive_fd, buf, want, (off_t)block * BLOCK) == want ? 0 : (mp_uint_t)-MP_EIO;
}

static bool drive_ioctl(mp_obj_t self, uint32_t cmd, uint32_t arg, size_t *out) {
    struct stat st;
    switch (cmd) {
        case MP_BLOCKDEV_IOCTL_BLOCK_COUNT:
            if (fstat(drive_fd, &st) != 0) {
                return false;
            }
            *out = st.st_size / BLOCK;
            return true;
        case MP_BLOCKDEV_IOCTL_BLOCK_SIZE:
            *out = BLOCK;
            return true;
        case MP_BLOCKDEV_IOCTL_INIT:
        case MP_BLOCKDEV_IOCTL_DEINIT:
        case MP_BLOCKDEV_IOCTL_SYNC:
            *out = 0;
            return true;
        default:
            return false;
    }
}

static void raise_fresult(FRESULT res) {
    mp_raise_OSError(fresult_to_errno_table[res]);
}

// mount(image, point, mkfs=False, readonly=True): mkfs makes a new 2 MB drive, as big as
// a PyBadge's CIRCUITPY. Mounting at "/" replaces whatever is there (the host's files).
static mp_obj_t twin_mount(size_t n_args, const mp_obj_t *pos_args, mp_map_t *kw_args) {
    enum { ARG_image, ARG_point, ARG_mkfs, ARG_readonly };
    static const mp_arg_t allowed[] = {
        { MP_QSTR_image, MP_ARG_REQUIRED | MP_ARG_OBJ },
        { MP_QSTR_point, MP_ARG_REQUIRED | MP_ARG_OBJ },
        { MP_QSTR_mkfs, MP_ARG_KW_ONLY | MP_ARG_BOOL, {.u_bool = false} },
        { MP_QSTR_readonly, MP_ARG_KW_ONLY | MP_ARG_BOOL, {.u_bool = true} },
    };
    mp_arg_val_t args[MP_ARRAY_SIZE(allowed)];
    mp_arg_parse_all(n_args, pos_args, kw_args, MP_ARRAY_SIZE(allowed), allowed, args);
    if (drive_fd >= 0) {
        mp_raise_RuntimeError(MP_ERROR_TEXT("already mounted"));
    }
    const char *image = mp_obj_str_get_str(args[ARG_image].u_obj);
    size_t point_len;
    const char *point = mp_obj_str_get_data(args[ARG_point].u_obj, &point_len);
    if (point_len == 0 || point_len >= sizeof(drive_point) || point[0] != '/') {
        mp_raise_ValueError(MP_ERROR_TEXT("invalid mount point"));
    }
    bool mkfs = args[ARG_mkfs].u_bool;
    drive_readonly = args[ARG_readonly].u_bool && !mkfs;
    int fd = open(image, mkfs ? (O_RDWR | O_CREAT | O_TRUNC) : (drive_readonly ? O_RDONLY : O_RDWR), 0644);
    if (fd < 0) {
        mp_raise_OSError(errno);
    }
    if (mkfs && ftruncate(fd, 2 * 1024 * 1024) != 0) {
        close(fd);
        mp_raise_OSError(errno);
    }
    drive_fd = fd;
    drive.base.type = &mp_fat_vfs_type;
    drive.fatfs.drv = &drive;
    drive.blockdev.flags = MP_BLOCKDEV_FLAG_NATIVE | MP_BLOCKDEV_FLAG_HAVE_IOCTL;
    drive.blockdev.block_size = BLOCK;
    drive.blockdev.readblocks[0] = mp_const_none;
    drive.blockdev.readblocks[1] = MP_OBJ_FROM_PTR(&drive);
    drive.blockdev.readblocks[2] = (mp_obj_t)drive_read;
    drive.blockdev.writeblocks[0] = mp_const_none;
    drive.blockdev.writeblocks[1] = MP_OBJ_FROM_PTR(&drive);
    drive.blockdev.writeblocks[2] = (mp_obj_t)drive_write;
    drive.blockdev.u.ioctl[0] = mp_const_none;
    drive.blockdev.u.ioctl[1] = MP_OBJ_FROM_PTR(&drive);
    drive.blockdev.u.ioctl[2] = (mp_obj_t)drive_ioctl;
    FRESULT res;
    if (mkfs) {
        uint8_t work[FF_MAX_SS];
        res = f_mkfs(&drive.fatfs, FM_FAT, 0, work, sizeof(work));
        if (res == FR_OK) {
            res = f_mount(&drive.fatfs);
        }
        if (res == FR_OK) {
            res = f_setlabel(&drive.fatfs, "CIRCUITPY");
        }
    } else {
        res = f_mount(&drive.fatfs);
    }
    if (res != FR_OK) {
        close(fd);
        drive_fd = -1;
        raise_fresult(res);
    }
    if (point_len == 1) {
        // The host's root goes: the game sees the drive and nothing else, as on a board.
        mp_vfs_umount(MP_OBJ_NEW_QSTR(MP_QSTR__slash_));
    }
    memcpy(drive_point, point, point_len);
    drive_point[point_len] = 0;
    drive_mount.str = drive_point;
    drive_mount.len = point_len;
    drive_mount.obj = MP_OBJ_FROM_PTR(&drive);
    drive_mount.next = MP_STATE_VM(vfs_mount_table);
    MP_STATE_VM(vfs_mount_table) = &drive_mount;
    if (point_len == 1) {
        MP_STATE_VM(vfs_cur) = &drive_mount;
    }
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_KW(twin_mount_obj, 2, twin_mount);

// -- boot: boot.py and code.py as the supervisor runs them ---------------------------------

static uint8_t board_pystack[16 * 1024] __attribute__((aligned(8)));

// The board's heap in use when code.py starts (what boot.py left: nothing, as on a board).
static size_t heap_base;

// A board starts code.py in a fresh VM: no name is interned yet, and the first pool made for
// names holds 20, the next 40, and so on, doubling (py/qstr.c). The harness has interned its
// own names by then, in pools of its own; without this, code.py's names would fill what is
// left of those and reach the next doubling (a 7.7 KB block past 1,260 names) hundreds of names
// early. So before code.py the twin closes the harness's pools with a full 10-entry pool of
// its own, outside the heap, as a board's built-in pool ends: code.py's names then go into
// pools of 20, 40, ... in its heap, exactly as on a board, and its strings into new chunks.
// (A name the harness interned first is found there and not counted again: a few at most.)
#define PAD_LEN (10)  // py/qstr.c's MICROPY_ALLOC_QSTR_ENTRIES_INIT
static union {
    qstr_pool_t pool;
    uint8_t room[sizeof(qstr_pool_t) + PAD_LEN * sizeof(const char *)];
} names_pad;
static qstr_hash_t pad_hashes[PAD_LEN];  // 0: no name hashes to 0, so none is found here
static qstr_len_t pad_lengths[PAD_LEN];
MP_REGISTER_ROOT_POINTER(const void *twin_harness_names);  // the pool chain the pad hides

static void close_harness_names(void) {
    const qstr_pool_t *last = MP_STATE_VM(last_pool);
    qstr_pool_t *pad = &names_pad.pool;
    pad->prev = last;
    pad->total_prev_len = last->total_prev_len + last->len;
    pad->is_sorted = 0;
    pad->alloc = PAD_LEN;
    pad->len = PAD_LEN;
    pad->hashes = pad_hashes;
    pad->lengths = pad_lengths;
    for (size_t i = 0; i < PAD_LEN; i++) {
        pad->qstrs[i] = "";
    }
    MP_STATE_VM(twin_harness_names) = last;
    MP_STATE_VM(last_pool) = pad;
    MP_STATE_VM(qstr_last_chunk) = NULL;
    MP_STATE_VM(qstr_last_alloc) = 0;
    MP_STATE_VM(qstr_last_used) = 0;
}

extern const qstr_pool_t mp_qstr_const_pool;  // the built-in names (py/qstr.c)

// Where the pools of code.py's names end: at the pad (before boot: at the built-in names).
static const qstr_pool_t *names_end(void) {
    return names_pad.pool.alloc ? &names_pad.pool : &mp_qstr_const_pool;
}

static void note_heap_base(void) {
    close_harness_names();
    gc_collect();
    gc_info_t info;
    gc_info(&info);
    heap_base = info.used;
}

static size_t pystack_size(void) {
    const char *s = getenv("TWIN_PYSTACK");
    long n = s != NULL ? strtol(s, NULL, 0) : TWIN_PYSTACK_DEFAULT;
    if (n < 256 || n > (long)sizeof(board_pystack)) {
        mp_raise_ValueError(MP_ERROR_TEXT("TWIN_PYSTACK out of range"));
    }
    return (size_t)n & ~(size_t)(MICROPY_PYSTACK_ALIGN - 1);
}

// Run a file of the drive as __main__ with fresh globals; False if it is not there.
static bool run_main(const char *path) {
    mp_import_stat_t st = mp_import_stat(path);
    if (st != MP_IMPORT_STAT_FILE) {
        return false;
    }
    mp_lexer_t *lex = mp_lexer_new_from_file(qstr_from_str(path));
    mp_obj_dict_t *globals = mp_obj_new_dict(2);
    mp_obj_dict_store(MP_OBJ_FROM_PTR(globals), MP_OBJ_NEW_QSTR(MP_QSTR___name__),
        MP_OBJ_NEW_QSTR(MP_QSTR___main__));
    mp_obj_dict_store(MP_OBJ_FROM_PTR(globals), MP_OBJ_NEW_QSTR(MP_QSTR___file__),
        MP_OBJ_NEW_QSTR(lex->source_name));
    mp_parse_compile_execute(lex, MP_PARSE_FILE_INPUT, globals, globals);
    return true;
}

// boot(): boot.py, then code.py. Nothing of the game is loaded before code.py, so all it
// loads is in code.py's heap, as on a board (the player learns the app from its first key
// read). Returns None when code.py ended or SystemExit stopped it (the player's way to end
// a run), else the exception that ended it, its traceback printed as a board's console shows.
static mp_obj_t twin_boot(void) {
    if (drive_fd < 0 || drive_point[1] != 0) {
        mp_raise_RuntimeError(MP_ERROR_TEXT("mount a drive at / first"));
    }
    // sys.path as on a board: the current folder, the drive's root, its lib folder.
    mp_obj_list_set_len(mp_sys_path, 0);
    mp_obj_list_append(mp_sys_path, MP_OBJ_NEW_QSTR(MP_QSTR_));
    mp_obj_list_append(mp_sys_path, MP_OBJ_NEW_QSTR(MP_QSTR__slash_));
    mp_obj_list_append(mp_sys_path, mp_obj_new_str("/lib", 4));
    size_t size = pystack_size();
    uint8_t *start = MP_STATE_THREAD(pystack_start);
    uint8_t *cur = MP_STATE_THREAD(pystack_cur);
    uint8_t *end = MP_STATE_THREAD(pystack_end);
    MP_STATE_THREAD(pystack_start) = board_pystack;
    MP_STATE_THREAD(pystack_cur) = board_pystack;
    MP_STATE_THREAD(pystack_end) = board_pystack + size;
    mp_obj_t result = mp_const_none;
    nlr_buf_t nlr;
    if (nlr_push(&nlr) == 0) {
        // boot.py runs in a VM of its own on a board, gone before code.py starts: here it
        // runs in the harness's heap, and code.py gets the board's heap fresh.
        twin_harness_begin();
        run_main("/boot.py");
        twin_harness_end();
        gc_collect();
        twin_heap_board(size);
        note_heap_base();
        twin_heap_reset_stats();
        run_main("/code.py");
        nlr_pop();
        twin_heap_board_done();
    } else {
        twin_heap_board_done();
        mp_obj_t exc = MP_OBJ_FROM_PTR(nlr.ret_val);
        if (!mp_obj_is_subclass_fast(MP_OBJ_FROM_PTR(mp_obj_get_type(exc)),
            MP_OBJ_FROM_PTR(&mp_type_SystemExit))) {
            mp_obj_print_exception(&mp_plat_print, exc);
            result = exc;
        }
    }
    MP_STATE_THREAD(pystack_start) = start;
    MP_STATE_THREAD(pystack_cur) = cur;
    MP_STATE_THREAD(pystack_end) = end;
    return result;
}
static MP_DEFINE_CONST_FUN_OBJ_0(twin_boot_obj, twin_boot);

// -- the harness's view --------------------------------------------------------------------

static mp_obj_t twin_keys(mp_obj_t source) {
    twin_set_key_source(source);
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(twin_keys_obj, twin_keys);

static mp_obj_t twin_key(mp_obj_t event) {
    twin_push_key(mp_obj_get_int(event));
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(twin_key_obj, twin_key);

static mp_obj_t twin_stats(void) {
    size_t size = pystack_size();
    size_t names = 0, held = 0;  // code.py's names, and the heap their pools and text take
    for (const qstr_pool_t *pool = MP_STATE_VM(last_pool); pool != names_end();
         pool = pool->prev) {
        names += pool->len;
        held += gc_nbytes(pool);
        for (size_t i = 0; i < pool->len; i++) {
            held += pool->lengths[i] + 1;
        }
    }
    twin_heap_stats_t heap;
    twin_heap_stats(&heap);
    mp_obj_t items[] = {
        mp_obj_new_int_from_uint(heap.pystack_peak),
        mp_obj_new_int_from_uint(size),
        mp_obj_new_int_from_uint(heap.max_alloc),
        mp_obj_new_int_from_uint(twin_sounds_played()),
        mp_obj_new_int_from_uint(heap_base),
        mp_obj_new_int_from_uint(names),
        mp_obj_new_int_from_uint(held),
        mp_obj_new_int_from_uint(heap.least_unused),
        mp_obj_new_int_from_uint(heap.used),
        mp_obj_new_int_from_uint(heap.total),
        mp_obj_new_int_from_uint(heap.pieces),
        mp_obj_new_int_from_uint(heap.pool_largest),
        mp_obj_new_int_from_uint(heap.overruns),
    };
    return mp_obj_new_tuple(MP_ARRAY_SIZE(items), items);
}
static MP_DEFINE_CONST_FUN_OBJ_0(twin_stats_obj, twin_stats);

// The names code.py interned, newest first: what to cut when the pools grow.
static mp_obj_t twin_names(void) {
    mp_obj_t list = mp_obj_new_list(0, NULL);
    for (const qstr_pool_t *pool = MP_STATE_VM(last_pool); pool != names_end();
         pool = pool->prev) {
        for (size_t i = pool->len; i-- > 0;) {
            mp_obj_list_append(list, mp_obj_new_str(pool->qstrs[i], pool->lengths[i]));
        }
    }
    return list;
}
static MP_DEFINE_CONST_FUN_OBJ_0(twin_names_obj, twin_names);

static mp_obj_t twin_reset_stats(void) {
    twin_heap_reset_stats();
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_0(twin_reset_stats_obj, twin_reset_stats);

static mp_obj_t twin_heap_of_obj_fn(mp_obj_t obj) {
    return MP_OBJ_NEW_SMALL_INT(mp_obj_is_obj(obj) ? twin_heap_of(MP_OBJ_TO_PTR(obj)) : 0);
}
static MP_DEFINE_CONST_FUN_OBJ_1(twin_heap_of_obj, twin_heap_of_obj_fn);

static mp_obj_t twin_census_fn(void) {
    return twin_heap_census();
}
static MP_DEFINE_CONST_FUN_OBJ_0(twin_census_obj, twin_census_fn);
static MP_DEFINE_CONST_FUN_OBJ_1(twin_referrers_obj, twin_heap_referrers);
static MP_DEFINE_CONST_FUN_OBJ_1(twin_why_alive_obj, twin_heap_why_alive);

static mp_obj_t twin_census_at_failure_fn(void) {
    mp_obj_t c = MP_STATE_VM(twin_census_at_failure);
    return c == MP_OBJ_NULL ? mp_const_none : c;
}
static MP_DEFINE_CONST_FUN_OBJ_0(twin_census_at_failure_obj, twin_census_at_failure_fn);

static mp_obj_t twin_lights_get(void) {
    size_t n;
    const uint8_t *p = twin_lights(&n);
    return mp_obj_new_bytes(p, n);
}
static MP_DEFINE_CONST_FUN_OBJ_0(twin_lights_obj, twin_lights_get);

static mp_obj_t twin_screenshot(mp_obj_t path) {
    twin_display_save(mp_obj_str_get_str(path));
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(twin_screenshot_obj, twin_screenshot);

static mp_obj_t twin_advance(mp_obj_t ms) {
    twin_advance_ms((uint32_t)mp_obj_get_int(ms));
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_1(twin_advance_obj, twin_advance);

static mp_obj_t twin_ticks(void) {
    return MP_OBJ_NEW_SMALL_INT(twin_ticks_ms());
}
static MP_DEFINE_CONST_FUN_OBJ_0(twin_ticks_obj, twin_ticks);

static const mp_rom_map_elem_t twin_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_twin) },
    { MP_ROM_QSTR(MP_QSTR_mount), MP_ROM_PTR(&twin_mount_obj) },
    { MP_ROM_QSTR(MP_QSTR_boot), MP_ROM_PTR(&twin_boot_obj) },
    { MP_ROM_QSTR(MP_QSTR_keys), MP_ROM_PTR(&twin_keys_obj) },
    { MP_ROM_QSTR(MP_QSTR_key), MP_ROM_PTR(&twin_key_obj) },
    { MP_ROM_QSTR(MP_QSTR_stats), MP_ROM_PTR(&twin_stats_obj) },
    { MP_ROM_QSTR(MP_QSTR_reset_stats), MP_ROM_PTR(&twin_reset_stats_obj) },
    { MP_ROM_QSTR(MP_QSTR_interned), MP_ROM_PTR(&twin_names_obj) },
    { MP_ROM_QSTR(MP_QSTR_lights), MP_ROM_PTR(&twin_lights_obj) },
    { MP_ROM_QSTR(MP_QSTR_heap_of), MP_ROM_PTR(&twin_heap_of_obj) },
    { MP_ROM_QSTR(MP_QSTR_census), MP_ROM_PTR(&twin_census_obj) },
    { MP_ROM_QSTR(MP_QSTR_referrers), MP_ROM_PTR(&twin_referrers_obj) },
    { MP_ROM_QSTR(MP_QSTR_census_at_failure), MP_ROM_PTR(&twin_census_at_failure_obj) },
    { MP_ROM_QSTR(MP_QSTR_why_alive), MP_ROM_PTR(&twin_why_alive_obj) },
    { MP_ROM_QSTR(MP_QSTR_screenshot), MP_ROM_PTR(&twin_screenshot_obj) },
    { MP_ROM_QSTR(MP_QSTR_advance), MP_ROM_PTR(&twin_advance_obj) },
    { MP_ROM_QSTR(MP_QSTR_ticks), MP_ROM_PTR(&twin_ticks_obj) },
};
static MP_DEFINE_CONST_DICT(twin_globals, twin_globals_table);
const mp_obj_module_t twin_module = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&twin_globals,
};
MP_REGISTER_MODULE(MP_QSTR_twin, twin_module);
