// The board twin's displayio module and its screen.
//
// The module's classes are the board's own C objects (compiled from the CircuitPython tree by
// mpconfigvariant.mk). What stands in for the hardware is the screen: board.DISPLAY, a
// 160x128 RGB565 panel with the board display's Python face (root_group, width, height,
// rotation, auto_refresh, refresh). It renders through the same displayio fill_area calls a
// board's display runs, into a framebuffer that twin.screenshot() saves.

#include <stdio.h>
#include <string.h>

#include "py/mperrno.h"
#include "py/obj.h"
#include "py/objproperty.h"
#include "py/runtime.h"
#include "shared-bindings/displayio/Bitmap.h"
#include "shared-bindings/displayio/ColorConverter.h"
#include "shared-bindings/displayio/Group.h"
#include "shared-bindings/displayio/OnDiskBitmap.h"
#include "shared-bindings/displayio/Palette.h"
#include "shared-bindings/displayio/TileGrid.h"
#include "shared-bindings/displayio/__init__.h"
#include "shared-module/displayio/Group.h"
#include "shared-module/displayio/area.h"

#include "twin.h"

// Group and TileGrid take their parent's transform from here when they have none.
displayio_buffer_transform_t null_transform = {
    .x = 0, .y = 0, .dx = 1, .dy = 1, .scale = 1, .width = 0, .height = 0,
    .mirror_x = false, .mirror_y = false, .transpose_xy = false,
};

// The panel: rotation 0 and 16-bit colour, as board.DISPLAY on a PyBadge.
static displayio_buffer_transform_t panel_transform = {
    .x = 0, .y = 0, .dx = 1, .dy = 1, .scale = 1,
    .width = TWIN_WIDTH, .height = TWIN_HEIGHT,
    .mirror_x = false, .mirror_y = false, .transpose_xy = false,
};
static _displayio_colorspace_t panel_colorspace = {
    .depth = 16, .bytes_per_cell = 1, .grayscale_bit = 8 - 16,
};
static uint16_t framebuffer[TWIN_WIDTH * TWIN_HEIGHT];
static bool auto_refresh = true;

MP_REGISTER_ROOT_POINTER(mp_obj_t twin_root_group);

static void set_root_group(mp_obj_t group_in) {
    mp_obj_t old = MP_STATE_VM(twin_root_group);
    if (group_in == old) {
        return;
    }
    displayio_group_t *group = NULL;
    if (group_in != mp_const_none) {
        group = mp_arg_validate_type(group_in, &displayio_group_type, MP_QSTR_root_group);
        if (group->in_group) {
            mp_raise_ValueError(MP_ERROR_TEXT("Group already used"));
        }
    }
    if (old != MP_OBJ_NULL && old != mp_const_none) {
        ((displayio_group_t *)MP_OBJ_TO_PTR(old))->in_group = false;
    }
    if (group != NULL) {
        displayio_group_update_transform(group, &panel_transform);
        group->in_group = true;
    }
    MP_STATE_VM(twin_root_group) = group_in;
}

void twin_display_render(void) {
    memset(framebuffer, 0, sizeof(framebuffer));
    mp_obj_t root = MP_STATE_VM(twin_root_group);
    if (root == MP_OBJ_NULL || root == mp_const_none) {
        return;
    }
    displayio_group_t *group = MP_OBJ_TO_PTR(root);
    // Eight rows at a time, as a board's display fills a small buffer per piece of the screen.
    enum { ROWS = 8 };
    uint32_t buffer[TWIN_WIDTH * ROWS / 2];
    uint32_t mask[(TWIN_WIDTH * ROWS + 31) / 32];
    for (int y = 0; y < TWIN_HEIGHT; y += ROWS) {
        displayio_area_t area = {.x1 = 0, .y1 = y, .x2 = TWIN_WIDTH, .y2 = y + ROWS, .next = NULL};
        memset(buffer, 0, sizeof(buffer));
        memset(mask, 0, sizeof(mask));
        displayio_group_fill_area(group, &panel_colorspace, &area, mask, buffer);
        memcpy(&framebuffer[y * TWIN_WIDTH], buffer, sizeof(buffer));
    }
    displayio_group_finish_refresh(group);
}

// The framebuffer as a binary PPM (P6, 8 bits a channel), rendered first.
void twin_display_save(const char *path) {
    twin_display_render();
    FILE *f = fopen(path, "wb");
    if (f == NULL) {
        mp_raise_OSError(MP_EIO);
    }
    fprintf(f, "P6\n%d %d\n255\n", TWIN_WIDTH, TWIN_HEIGHT);
    for (int i = 0; i < TWIN_WIDTH * TWIN_HEIGHT; i++) {
        uint16_t p = framebuffer[i];
        unsigned r = p >> 11 & 31, g = p >> 5 & 63, b = p & 31;
        // High bits repeated into the low ones (white stays 255), as the host display does.
        unsigned char rgb[3] = {
            (unsigned char)(r << 3 | r >> 2), (unsigned char)(g << 2 | g >> 4), (unsigned char)(b << 3 | b >> 2),
        };
        fwrite(rgb, 1, 3, f);
    }
    fclose(f);
}

static mp_obj_t display_get_root_group(mp_obj_t self) {
    mp_obj_t g = MP_STATE_VM(twin_root_group);
    return g == MP_OBJ_NULL ? mp_const_none : g;
}
static MP_DEFINE_CONST_FUN_OBJ_1(display_get_root_group_obj, display_get_root_group);

static mp_obj_t display_set_root_group(mp_obj_t self, mp_obj_t group) {
    set_root_group(group);
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_2(display_set_root_group_obj, display_set_root_group);

MP_PROPERTY_GETSET(display_root_group_obj, (mp_obj_t)&display_get_root_group_obj,
    (mp_obj_t)&display_set_root_group_obj);

static mp_obj_t display_get_width(mp_obj_t self) {
    return MP_OBJ_NEW_SMALL_INT(TWIN_WIDTH);
}
static MP_DEFINE_CONST_FUN_OBJ_1(display_get_width_obj, display_get_width);
MP_PROPERTY_GETTER(display_width_obj, (mp_obj_t)&display_get_width_obj);

static mp_obj_t display_get_height(mp_obj_t self) {
    return MP_OBJ_NEW_SMALL_INT(TWIN_HEIGHT);
}
static MP_DEFINE_CONST_FUN_OBJ_1(display_get_height_obj, display_get_height);
MP_PROPERTY_GETTER(display_height_obj, (mp_obj_t)&display_get_height_obj);

static mp_obj_t display_get_rotation(mp_obj_t self) {
    return MP_OBJ_NEW_SMALL_INT(0);
}
static MP_DEFINE_CONST_FUN_OBJ_1(display_get_rotation_obj, display_get_rotation);
MP_PROPERTY_GETTER(display_rotation_obj, (mp_obj_t)&display_get_rotation_obj);

static mp_obj_t display_get_auto_refresh(mp_obj_t self) {
    return mp_obj_new_bool(auto_refresh);
}
static MP_DEFINE_CONST_FUN_OBJ_1(display_get_auto_refresh_obj, display_get_auto_refresh);

static mp_obj_t display_set_auto_refresh(mp_obj_t self, mp_obj_t value) {
    auto_refresh = mp_obj_is_true(value);
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_2(display_set_auto_refresh_obj, display_set_auto_refresh);
MP_PROPERTY_GETSET(display_auto_refresh_obj, (mp_obj_t)&display_get_auto_refresh_obj,
    (mp_obj_t)&display_set_auto_refresh_obj);

// refresh(*, target_frames_per_second=None, minimum_frames_per_second=0) -> True
static mp_obj_t display_refresh(size_t n_args, const mp_obj_t *pos_args, mp_map_t *kw_args) {
    twin_display_render();
    return mp_const_true;
}
static MP_DEFINE_CONST_FUN_OBJ_KW(display_refresh_obj, 1, display_refresh);

static const mp_rom_map_elem_t display_locals_table[] = {
    { MP_ROM_QSTR(MP_QSTR_root_group), MP_ROM_PTR(&display_root_group_obj) },
    { MP_ROM_QSTR(MP_QSTR_width), MP_ROM_PTR(&display_width_obj) },
    { MP_ROM_QSTR(MP_QSTR_height), MP_ROM_PTR(&display_height_obj) },
    { MP_ROM_QSTR(MP_QSTR_rotation), MP_ROM_PTR(&display_rotation_obj) },
    { MP_ROM_QSTR(MP_QSTR_auto_refresh), MP_ROM_PTR(&display_auto_refresh_obj) },
    { MP_ROM_QSTR(MP_QSTR_refresh), MP_ROM_PTR(&display_refresh_obj) },
};
static MP_DEFINE_CONST_DICT(display_locals, display_locals_table);

MP_DEFINE_CONST_OBJ_TYPE(twin_display_type, MP_QSTR_BusDisplay, MP_TYPE_FLAG_HAS_SPECIAL_ACCESSORS,
    locals_dict, &display_locals);

const mp_obj_base_t twin_display_obj = {&twin_display_type};

// displayio.release_displays(): the panel lets go of its group (as a board's display does).
static mp_obj_t displayio_release_displays(void) {
    set_root_group(mp_const_none);
    return mp_const_none;
}
static MP_DEFINE_CONST_FUN_OBJ_0(displayio_release_displays_obj, displayio_release_displays);

static const mp_rom_map_elem_t displayio_module_globals_table[] = {
    { MP_ROM_QSTR(MP_QSTR___name__), MP_ROM_QSTR(MP_QSTR_displayio) },
    { MP_ROM_QSTR(MP_QSTR_Bitmap), MP_ROM_PTR(&displayio_bitmap_type) },
    { MP_ROM_QSTR(MP_QSTR_ColorConverter), MP_ROM_PTR(&displayio_colorconverter_type) },
    { MP_ROM_QSTR(MP_QSTR_Colorspace), MP_ROM_PTR(&displayio_colorspace_type) },
    { MP_ROM_QSTR(MP_QSTR_Group), MP_ROM_PTR(&displayio_group_type) },
    { MP_ROM_QSTR(MP_QSTR_OnDiskBitmap), MP_ROM_PTR(&displayio_ondiskbitmap_type) },
    { MP_ROM_QSTR(MP_QSTR_Palette), MP_ROM_PTR(&displayio_palette_type) },
    { MP_ROM_QSTR(MP_QSTR_TileGrid), MP_ROM_PTR(&displayio_tilegrid_type) },
    { MP_ROM_QSTR(MP_QSTR_release_displays), MP_ROM_PTR(&displayio_release_displays_obj) },
};
static MP_DEFINE_CONST_DICT(displayio_module_globals, displayio_module_globals_table);

const mp_obj_module_t displayio_module = {
    .base = { &mp_type_module },
    .globals = (mp_obj_dict_t *)&displayio_module_globals,
};

MP_REGISTER_MODULE(MP_QSTR_displayio, displayio_module);
