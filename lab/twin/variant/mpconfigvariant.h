// The board twin: CircuitPython's unix port shaped like the PyBadge build.
//
// The PyBadge build takes py/mpconfig.h's defaults at MICROPY_CONFIG_ROM_LEVEL_CORE_FEATURES
// and then the settings of py/circuitpy_mpconfig.h (a full build). The unix port cannot include
// that file (it pulls in the board's headers), so its language settings are repeated here; the
// unix port's own extras (mpconfigvariant_common.h) are left out, which is what takes away
// sys.exc_info, two-argument next(), __setattr__ hooks and __all__ as on the board.

#define MICROPY_CONFIG_ROM_LEVEL (MICROPY_CONFIG_ROM_LEVEL_CORE_FEATURES)

// The object model and numbers of a Cortex-M4 build.
#define MICROPY_OBJ_REPR                 (MICROPY_OBJ_REPR_C)
#define MICROPY_FLOAT_IMPL               (MICROPY_FLOAT_IMPL_FLOAT)
#define MICROPY_LONGINT_IMPL             (MICROPY_LONGINT_IMPL_MPZ)

// Python calls keep their frames on a separate stack (its size: twin_hw.c, 2048 bytes).
#define MICROPY_ENABLE_PYSTACK           (1)

// The heap grows in pieces taken from the board's TLSF pool, as on a board (twin_heap.c).
#define MICROPY_GC_SPLIT_HEAP            (1)
#define MICROPY_GC_SPLIT_HEAP_AUTO       (1)
#ifndef __ASSEMBLER__
#include <stddef.h>
void *twin_heap_grow(size_t n);
void twin_heap_shrink(void *piece);
#endif
#define MP_PLAT_ALLOC_HEAP(size)         twin_heap_grow(size)
#define MP_PLAT_FREE_HEAP(ptr)           twin_heap_shrink(ptr)

// As py/circuitpy_mpconfig.h sets them for a full build.
#define MICROPY_ALLOC_PARSE_CHUNK_INIT   (16)
#define MICROPY_CAN_OVERRIDE_BUILTINS    (1)
#define MICROPY_COMP_CONST               (1)
#define MICROPY_COMP_DOUBLE_TUPLE_ASSIGN (1)
#define MICROPY_COMP_MODULE_CONST        (1)
#define MICROPY_COMP_TRIPLE_TUPLE_ASSIGN (0)
#define MICROPY_DEBUG_PRINTERS           (0)
#define MICROPY_ENABLE_DOC_STRING        (0)
#define MICROPY_ENABLE_SOURCE_LINE       (1)
#define MICROPY_ERROR_REPORTING          (MICROPY_ERROR_REPORTING_NORMAL)
#define MICROPY_FLOAT_HIGH_QUALITY_HASH  (0)
#define MICROPY_GC_ALLOC_THRESHOLD       (0)
#define MICROPY_HELPER_REPL              (1)
#define MICROPY_KBD_EXCEPTION            (1)
#define MICROPY_MEM_STATS                (0)
#define MICROPY_MODULE_BUILTIN_INIT      (1)
#define MICROPY_MODULE_BUILTIN_SUBPACKAGES (1)
#define MICROPY_OPT_COMPUTED_GOTO        (1)
#define MICROPY_OPT_LOAD_ATTR_FAST_PATH  (1)
#define MICROPY_OPT_MAP_LOOKUP_CACHE     (1)
#define MICROPY_OPT_MPZ_BITWISE          (0)
#define MICROPY_OPT_CACHE_MAP_LOOKUP_IN_BYTECODE (0)
#define MICROPY_PERSISTENT_CODE_LOAD     (1)
#define MICROPY_PY_ARRAY                 (1)
#define MICROPY_PY_ARRAY_SLICE_ASSIGN    (1)
#define MICROPY_PY_ATTRTUPLE             (1)
#define MICROPY_PY_BUILTINS_BYTEARRAY    (1)
#define MICROPY_PY_BUILTINS_BYTES_HEX    (1)
#define MICROPY_PY_BUILTINS_ENUMERATE    (1)
#define MICROPY_PY_BUILTINS_FILTER       (1)
#define MICROPY_PY_BUILTINS_HELP         (1)
#define MICROPY_PY_BUILTINS_HELP_MODULES (1)
#define MICROPY_PY_BUILTINS_INPUT        (1)
#define MICROPY_PY_BUILTINS_MEMORYVIEW   (1)
#define MICROPY_PY_BUILTINS_MIN_MAX      (1)
#define MICROPY_PY_BUILTINS_PROPERTY     (1)
#define MICROPY_PY_BUILTINS_REVERSED     (1)
#define MICROPY_PY_BUILTINS_ROUND_INT    (1)
#define MICROPY_PY_BUILTINS_SET          (1)
#define MICROPY_PY_BUILTINS_SLICE        (1)
#define MICROPY_PY_BUILTINS_SLICE_ATTRS  (1)
#define MICROPY_PY_BUILTINS_SLICE_INDICES (1)
#define MICROPY_PY_BUILTINS_STR_UNICODE  (1)
#define MICROPY_PY_BINASCII              (1)
#define MICROPY_PY_BINASCII_CRC32        (1)
#define MICROPY_PY_CMATH                 (0)
#define MICROPY_PY_COLLECTIONS           (1)
#define MICROPY_PY_DESCRIPTORS           (1)
#define MICROPY_PY_ERRNO                 (1)
#define MICROPY_PY_ERRNO_ERRORCODE       (1)
#define MICROPY_PY_GC                    (1)
#define MICROPY_PY_IO                    (1)
#define MICROPY_PY_JSON                  (1)
#define MICROPY_PY_MATH                  (0)
#define MICROPY_PY_MICROPYTHON_MEM_INFO  (0)
#define MICROPY_PY_RANDOM                (0)
#define MICROPY_PY_RE                    (1)
#define MICROPY_PY_STRUCT                (0)
#define MICROPY_PY_SYS                   (1)
#define MICROPY_PY_SYS_MAXSIZE           (1)
#define MICROPY_PY_SYS_STDFILES          (1)
#define MICROPY_PY_UCTYPES               (0)
#define MICROPY_PY___FILE__              (1)
#define MICROPY_QSTR_BYTES_IN_HASH       (1)
#define MICROPY_REPL_AUTO_INDENT         (1)
#define MICROPY_STACK_CHECK              (1)
#define MICROPY_STREAMS_NON_BLOCK        (1)
#define MICROPY_BUILTIN_METHOD_CHECK_SELF_ARG (1)
#define MICROPY_CPYTHON_COMPAT           (1)
#define MICROPY_CPYTHON_EXCEPTION_CHAIN  (1)
#define MICROPY_PY_BUILTINS_POW3         (1)
#define MICROPY_PY_FSTRINGS              (1)
#define MICROPY_MODULE_WEAK_LINKS        (0)
#define MICROPY_PY_ALL_SPECIAL_METHODS   (1)
#define MICROPY_PY_BUILTINS_COMPLEX      (1)
#define MICROPY_PY_BUILTINS_FROZENSET    (1)
#define MICROPY_PY_BUILTINS_NOTIMPLEMENTED (1)
#define MICROPY_PY_BUILTINS_STR_CENTER   (1)
#define MICROPY_PY_BUILTINS_STR_PARTITION (1)
#define MICROPY_PY_BUILTINS_STR_SPLITLINES (1)
#define MICROPY_PY_COLLECTIONS_ORDEREDDICT (1)
#define MICROPY_PY_COLLECTIONS_DEQUE     (1)
#define MICROPY_PY_COLLECTIONS_DEQUE_ITER (1)
#define MICROPY_PY_COLLECTIONS_DEQUE_SUBSCR (1)
#define MICROPY_PY_FUNCTION_ATTRS        (1)
#define MICROPY_PY_REVERSE_SPECIAL_METHODS (1)
#define MICROPY_PY_RE_MATCH_GROUPS       (1)
#define MICROPY_PY_RE_MATCH_SPAN_START_END (1)
#define MICROPY_PY_RE_SUB                (1)

// What the board says it is (os.uname().machine), so scopa_hw picks the PyBadge profile.
#define MICROPY_PY_OS_UNAME              (1)
#define MICROPY_HW_BOARD_NAME            "Adafruit Pybadge"
#define MICROPY_HW_MCU_NAME              "samd51j19"

// What the unix port itself needs to run (from mpconfigvariant_common.h, minus the language).
#define MICROPY_STREAMS_POSIX_API        (1)
#define MICROPY_ENABLE_EMERGENCY_EXCEPTION_BUF (1)
#define MICROPY_EMERGENCY_EXCEPTION_BUF_SIZE (256)
#define MICROPY_PY_OS                    (1)
#define MICROPY_PY_OS_GETENV_PUTENV_UNSETENV (1)
#define MICROPY_PY_OS_URANDOM            (1)
#define MICROPY_PY_OS_ERRNO              (1)
#define MICROPY_PY_OS_INCLUDEFILE        "ports/unix/modos.c"
#define MICROPY_PY_TIME                  (1)
#define MICROPY_PY_TIME_TIME_TIME_NS     (1)
#define MICROPY_PY_TIME_CUSTOM_SLEEP     (1)
#define MICROPY_PY_TIME_INCLUDEFILE      "ports/unix/modtime.c"
#define MICROPY_PY_MICROPYTHON_RINGIO    (0)
#define MICROPY_PY_SELECT_SELECT         (0)
#define MICROPY_VFS_ROM                  (0)
#define MICROPY_PY_MACHINE               (0)
#define MICROPY_PY_SYS_EXC_INFO          (0)

// Files are FAT files, as on the board's CIRCUITPY drive (OnDiskBitmap and WaveFile take them).
#define mp_type_fileio mp_type_vfs_fat_fileio
#define mp_type_textio mp_type_vfs_fat_textio
