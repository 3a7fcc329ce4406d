// The twin's pins are its own (twin_hw.c); fontio's binding includes this header only for the
// type's name.
#pragma once

#include "py/obj.h"

typedef struct {
    mp_obj_base_t base;
    qstr name;
} mcu_pin_obj_t;
