"""PyAV (Debian's python3-av) on the libswscale it loads: run by
tests/system.sh with make system's drop-in libraries, and against the
same under SIMDLESSON_SCALE=0.

    simdlesson_pyav.py W H [FRAMES [SRC:DST]]

Makes a W x H frame of SRC (default yuv420p10le; or yuv420p, nv12, p010le,
rgb24, bgr24, rgba, bgra)
of random samples in their range, converts it FRAMES times (default 1)
with VideoFrame.reformat(format=DST) (default yuv420p; rgb24: what
to_ndarray(format='rgb24') does), and prints the md5 of to_ndarray() of
the result, the CPU time of a conversion in ms, and the route swscale's
verbose log names for SRC -> DST (or "none").  Exits 1 unless the route is
the DSP's.
"""

import hashlib
import logging
import sys
import time

import av
import numpy as np

w, h = int(sys.argv[1]), int(sys.argv[2])
frames = int(sys.argv[3]) if len(sys.argv) > 3 else 1
src, dst = (sys.argv[4] if len(sys.argv) > 4 else "yuv420p10le:yuv420p").split(":")

routes = []


class Routes(logging.Handler):
    def emit(self, record):
        msg = record.getMessage()
        if "route: " in msg and " for %s -> %s " % (src, dst) in msg:
            routes.append(msg[msg.index("route: "):].split()[1])


handler = Routes(level=1)
for name in ("libav", "libav.swscaler"):
    logging.getLogger(name).addHandler(handler)
    logging.getLogger(name).setLevel(1)
av.logging.set_level(av.logging.VERBOSE)

rng = np.random.default_rng(20261125)
# (bits, shift) of the samples of each source format
bits, shift = {"yuv420p": (8, 0), "nv12": (8, 0), "yuv420p10le": (10, 0), "p010le": (10, 6),
               "rgb24": (8, 0), "bgr24": (8, 0), "rgba": (8, 0), "bgra": (8, 0)}[src]
frame = av.VideoFrame(w, h, src)
for i, plane in enumerate(frame.planes):
    rows = h if i == 0 else (h + 1) // 2
    if bits > 8:
        samples = rng.integers(0, 1 << bits, size=rows * plane.line_size // 2, dtype=np.uint16)
        plane.update((samples << shift).astype("<u2").tobytes())
    else:
        samples = rng.integers(0, 256, size=rows * plane.line_size, dtype=np.uint8)
        plane.update(samples.tobytes())

t0 = time.process_time()
for _ in range(frames):
    out = frame.reformat(format=dst)
ms = (time.process_time() - t0) * 1000 / frames

pixels = out.to_ndarray()
route = routes[0] if routes else "none"
print(hashlib.md5(pixels.tobytes()).hexdigest(), "%.3f" % ms, route)
sys.exit(0 if route == "simdlesson" else 1)
