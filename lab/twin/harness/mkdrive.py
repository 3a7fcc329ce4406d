"""Make the twin's CIRCUITPY drive: a new FAT image holding a copy of a folder.

    circuitpython lab/twin/harness/mkdrive.py FOLDER IMAGE
"""

import os
import sys

import twin

src, image = sys.argv[1], sys.argv[2]
twin.mount(image, "/flash", mkfs=True, readonly=False)
buf = bytearray(4096)


def copy(rel):
    for name in sorted(os.listdir(src + rel)):
        path = rel + "/" + name
        if os.stat(src + path)[0] & 0x4000:
            os.mkdir("/flash" + path)
            copy(path)
            continue
        with open(src + path, "rb") as f, open("/flash" + path, "wb") as g:
            while True:
                n = f.readinto(buf)
                if not n:
                    break
                g.write(memoryview(buf)[:n])


copy("")
