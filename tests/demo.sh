#!/usr/bin/env bash
#
# demo.sh BUILDDIR: run build/bin/ffmpeg with simdlesson on a generated clip.
# Adds a soft spot of light to a test pattern (saturating where they
# overlap) and writes the clip and before/after pictures to BUILDDIR/demo.

set -euo pipefail
BUILDDIR=${1:-build}
FFMPEG=$BUILDDIR/bin/ffmpeg
OUT=$BUILDDIR/demo
mkdir -p "$OUT"

size=640x360
clip="testsrc2=s=$size:r=10:d=2,format=yuv420p"
light="nullsrc=s=$size:r=10:d=2,format=yuv420p,geq=lum='160*exp(-((X-W/2)^2+(Y-H/2)^2)/(2*(H/4)^2))':cb=128:cr=128"
graph="$clip,split[a][before];$light[b];[a][b]simdlesson=mode=add:planes=1,split[out][after]"

run() { echo "+ $*"; "$@"; }

run "$FFMPEG" -nostdin -hide_banner -loglevel error -y \
    -filter_complex "$graph;[before]trim=start_frame=5:end_frame=6[bpic];[after]trim=start_frame=5:end_frame=6[apic]" \
    -map '[out]'  -c:v rawvideo "$OUT/simdlesson-add.nut" \
    -map '[bpic]' -frames:v 1 -update 1 "$OUT/before.png" \
    -map '[apic]' -frames:v 1 -update 1 "$OUT/after.png"

run "$FFMPEG" -nostdin -hide_banner -loglevel error -y \
    -i "$OUT/before.png" -i "$OUT/after.png" \
    -filter_complex "[0][1]hstack" -frames:v 1 -update 1 "$OUT/before-after.png"

echo "demo: wrote $OUT/simdlesson-add.nut (the clip), $OUT/before.png, $OUT/after.png and $OUT/before-after.png"
