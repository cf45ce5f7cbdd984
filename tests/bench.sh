#!/usr/bin/env bash
#
# bench.sh BUILDDIR [quick]: make bench.  Everything is measured in one run,
# on the same machine and buffers, and reported as ratios; absolute times are
# for information.  Results: a table on the terminal, CSV files and a PNG
# chart under BUILDDIR/bench.
#   1. kernels: checkasm --bench cycles; whole 1080p and 2160p planes timed
#      by tests/bench/kernelbench.c against memcpy and libyuv
#   2. filters: build/bin/ffmpeg on raw frames held in memory, simdlesson
#      against FFmpeg's filters that do the same job, 1 thread and all,
#      with a framemd5 check where the results must be identical
#   3. scaling: ms per megapixel from 720p to 4320p, and slice threads
#   4. blend with the DSP context: FFmpeg's own blend (this build) against
#      the same blend built with ./configure --enable-blend-dsp (in
#      BUILDDIR/blend-dsp, configured and built here when missing; not in
#      tiny mode)
#   5. pix_fmt: ffmpeg -pix_fmt OUT, the conversion lavfi inserts, on
#      swscale's DSP route against stock swscale (SIMDLESSON_SCALE=0): user
#      CPU per frame, one thread, for every pair the route takes
#   6. sws_scale: the same pairs through sws_scale() from C
#      (tests/api/simdlesson_sws.c --bench), the CPU time of one 1080p
#      frame; and Debian's PyAV (python3-av) reformat() of 10-bit 1080p
#      frames to yuv420p with make system's drop-in libraries against
#      without them, where both are there
# Modes: default (under 10 minutes on 2 cores), quick (under 2 minutes),
# tiny (seconds, tiny frames: make check runs it so that it cannot rot).
# Subsets, to iterate: BENCH_SECTIONS="kernels filters scaling blend" (any of
# them; default all) and BENCH_ROWS=ERE (only the filter rows whose case
# matches, e.g. BENCH_ROWS='nv12|p010' BENCH_SECTIONS=filters make bench).

set -u -o pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"
BUILDDIR=$(cd "${1:-build}" && pwd)
MODE=${2:-}
. "$BUILDDIR/config.mk"
FFMPEG=$BUILDDIR/bin/ffmpeg
OUT=$BUILDDIR/bench
[ "${2:-}" = tiny ] && OUT=$BUILDDIR/tests/bench-tiny
mkdir -p "$OUT"
rm -f "$OUT"/*.csv "$OUT"/*.png "$OUT"/*.txt

HD=1920x1080 UHD=3840x2160 SIZES="1280x720 1920x1080 3840x2160 7680x4320"
case $MODE in
"")    FRAMES=100 REPS=3 KREPS=30 ;;
quick) FRAMES=20  REPS=2 KREPS=5 SIZES="1280x720 1920x1080 3840x2160" UHD= ;;
tiny)  FRAMES=2   REPS=1 KREPS=1 SIZES="64x32 128x64" HD=96x48 UHD= ;;
*)     die "bench mode must be quick or tiny, not '$MODE'" ;;
esac
NPROC=$(nproc)
# the filter rows' thread counts (tiny: one, to keep make check short)
ROW_THREADS_ALL="1 $NPROC"
[ "$MODE" = tiny ] && ROW_THREADS_ALL=1

SECTIONS=" ${BENCH_SECTIONS:-kernels filters scaling blend pix_fmt sws_scale} "
SECTIONS=${SECTIONS//,/ }
want() { [[ $SECTIONS == *" $1 "* ]]; }

# the competitors are stock swscale: scale's DSP route off (section 5
# turns it on where it measures it)
export SIMDLESSON_SCALE=0

progress() { printf '\r\033[K[bench] %s' "$*" >&2; }
done_progress() { printf '\r\033[K' >&2; }

# libyuv and gnuplot come from Debian; without them the columns say n/a.
if [ ! -f /usr/include/libyuv/planar_functions.h ] || ! command -v gnuplot >/dev/null; then
    if [ "$(id -u)" = 0 ]; then
        ( install_packages libyuv-dev gnuplot-nox ) || log "libyuv or gnuplot unavailable: their columns say n/a"
    else
        log "libyuv-dev or gnuplot-nox missing (sudo apt-get install -y libyuv-dev gnuplot-nox): those columns say n/a"
    fi
fi

# --- 1. kernels -------------------------------------------------------------
if want kernels; then
progress "checkasm --bench"
make -s -C "$OBJDIR" checkasm >/dev/null 2>&1
# (tiny: one function, so that the harness runs but a loaded machine's
# cycle counter cannot stretch make check; the shortest time per function
# where checkasm takes one)
bench_opts=(--bench)
if [ "$MODE" = tiny ]; then
    if "$OBJDIR/tests/checkasm/checkasm" --help 2>&1 | grep -q -- --function=; then
        bench_opts=(--bench --function='add_sat_u8*' --duration=50)
    else
        bench_opts=(--bench=add_sat_u8)
    fi
fi
# (the cycle counter can hang checkasm --bench on a loaded machine; and
# 9.0's checkasm sums its samples' counts in an int, which the cycle counts
# of a preempted timer calibration (perf.c) can overflow, so that it
# aborts: "checkasm_stats_estimate: Assertion `count > 0' failed"; that
# abort is tried again, twice at most)
for try in 1 2 3; do
    timeout -s KILL 900 "$OBJDIR/tests/checkasm/checkasm" --test=vf_simdlesson "${bench_opts[@]}" \
        >"$OUT/checkasm.txt" 2>&1 && break
    if [ $try -lt 3 ] && grep -q 'checkasm_stats_estimate: Assertion' "$OUT/checkasm.txt"; then
        log "checkasm --bench: its timer calibration overflowed (a loaded machine); again"
        continue
    fi
    log "checkasm --bench failed or hung (killed after 900 s): see $OUT/checkasm.txt"
    break
done
# "  add_sat_u8_avx2:   128.8 (55.48x)" (9.0; "add_sat_u8_avx2: 128.8" before)
#   -> add_sat_u8,avx2,128.8
awk '/^ *[a-z0-9_]+_(c|sse2|ssse3|sse4|avx2|avx512|avx512icl): +[0-9.]+/ {
        name = $1; sub(/:$/, "", name); lvl = name; sub(/.*_/, "", lvl); sub(/_[^_]*$/, "", name)
        print name "," lvl "," $2 }' "$OUT/checkasm.txt" > "$OUT/checkasm.csv"

progress "kernelbench"
yuv_flags=()
# (Debian's libyuv is for the machine's own architecture: not with -m32)
[ -f /usr/include/libyuv/planar_functions.h ] && ! grep -q -- -m32 <<<"$(sanitizer_flags "$OBJDIR")" &&
    yuv_flags=(-DHAVE_LIBYUV=1 -lyuv)
# shellcheck disable=SC2046
cc -O2 $(sanitizer_flags "$OBJDIR") -I"$SRCDIR" -I"$OBJDIR" "$TOP/tests/bench/kernelbench.c" \
    "$OBJDIR/libswscale/libswscale.a" "$OBJDIR/libavutil/libavutil.a" \
    "${yuv_flags[@]}" -lm -lpthread -o "$OUT/kernelbench" || die "kernelbench does not build"
"$OUT/kernelbench" ${HD/x/ } "$KREPS" > "$OUT/kernels-1080p.csv"
[ -n "$UHD" ] && "$OUT/kernelbench" ${UHD/x/ } $((KREPS / 3 + 1)) > "$OUT/kernels-2160p.csv"
fi

# --- 2. filters -------------------------------------------------------------
#
# One row per simdlesson case, competitor and thread count:
#   simdlesson_ms, competitor_ms, speedup   the filter against the competitor
#       (speedup = competitor / simdlesson; for a conversion the competitor is
#       legacy swscale, format=OUT);
#   ops_ms, vs_ops   swscale's new ops backend on the same conversion,
#       scale=sws_flags=unstable,format=OUT (FFmpeg 9.0), and ops / simdlesson;
#       n/a where the row converts nothing or where swscale falls back to its
#       legacy code for the pair (its verbose log names no ops backend);
#   ops_vs_legacy    whether the ops backend's frames are those of format=OUT
#       (same, or DIFFERS);
#   copy_fmt, copy_ms, x_floor   the copy floor: the copy filter (one frame
#       copied into a new buffer) on a frame of the larger of the input and
#       output formats, and simdlesson / copy;
#   identical        simdlesson's frames against the competitor's where they
#       must be the same (yes, NO: flagged on the terminal; n/a).
# Every timing is the best of REPS runs over FRAMES frames held in memory,
# the cost of generating the inputs taken away.

# Two different frames of SIZE in FORMAT, generated once and then repeated
# from memory by loop, FRAMES times: [a] and [b].
inputs() { # SIZE FORMAT
    local loop="loop=loop=$((FRAMES - 1)):size=1"
    echo "testsrc2=s=$1:r=25:d=0.04,format=$2,split[x][y];[x]$loop[a];[y]hflip,$loop[b]"
}
input1() { echo "testsrc2=s=$1:r=25:d=0.04,format=$2,loop=loop=$((FRAMES - 1)):size=1[a]"; }

# rtime THREADS GRAPH: best wall time of REPS runs over FRAMES frames, in s;
# nan when ffmpeg fails
rtime() {
    local best= t r
    for ((r = 0; r < REPS; r++)); do
        t=$("$FFMPEG" -nostdin -hide_banner -benchmark -filter_complex_threads "$1" -filter_complex "$2" \
            -frames:v "$FRAMES" -f null - 2>&1 | sed -n 's/.*rtime=\([0-9.]*\)s.*/\1/p' | tail -n 1)
        [ -n "$t" ] || { echo nan; return; }
        best=$(awk -v a="$t" -v b="${best:-1e9}" 'BEGIN { print (a < b) ? a : b }')
    done
    echo "$best"
}

# ms per frame of a filter, the cost of the inputs alone taken away
filter_ms() { # THREADS INPUTS-GRAPH CONSUMER-GRAPH BASELINE
    local t
    t=$(rtime "$1" "$2;$3")
    [ "$t" = nan ] || [ "$4" = nan ] && { echo nan; return; }
    awk -v t="$t" -v b="$4" -v n="$FRAMES" 'BEGIN { v = (t - b) * 1000 / n; printf "%.3f", v < 0.001 ? 0.001 : v }'
}

# ratio A B: A / B to two decimals, n/a unless both are numbers
ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN { if (a !~ /^[0-9.]+$/ || b !~ /^[0-9.]+$/ || b == 0) print "n/a"
                                     else printf "%.2f", a / b }'
}

# frames_md5 GRAPH [LOG [LOGLEVEL]]: the framemd5 lines of the first 3
# frames; fails (status 1, nothing printed) when ffmpeg does.  LOG gets
# ffmpeg's messages (errors only, unless LOGLEVEL).
frames_md5() {
    local out
    out=$("$FFMPEG" -nostdin -v "${3:-error}" -filter_complex "$1" -frames:v 3 -f framemd5 - 2>"${2:-/dev/null}") || return 1
    out=$(grep -v '^#' <<<"$out")
    [ -n "$out" ] && echo "$out"
}

# frame_bytes SIZE FORMAT: the size of one frame in FORMAT (rawvideo), in
# FRAME_BYTES[SIZE FORMAT]
declare -A FRAME_BYTES
frame_bytes() {
    [ -n "${FRAME_BYTES[$1 $2]:-}" ] ||
        FRAME_BYTES[$1 $2]=$("$FFMPEG" -nostdin -v error -filter_complex "testsrc2=s=$1:r=25:d=0.04,format=$2" \
                                -frames:v 1 -f rawvideo - | wc -c)
}

# The ops backend: SWS_UNSTABLE makes swscale try it first and fall back to
# the legacy code, silently, where no ops backend compiles the pair; its
# verbose log says "Compiled using backend 'x86'" (or 'memcpy', 'c') when it
# did, and no legacy context is made.
OPS="scale=sws_flags=unstable"
ops_used() { # LOG
    grep -q "Compiled using backend" "$1" && ! grep -q "No backend found" "$1"
}
# (FFmpeg 9.0 has it; 7.1 and 5.1 have no unstable flag)
"$FFMPEG" -hide_banner -h filter=scale 2>/dev/null | grep -q '^ *unstable ' && HAVE_OPS=yes || HAVE_OPS=no

want filters && echo "case,competitor,threads,simdlesson_ms,competitor_ms,speedup,ops_ms,vs_ops,ops_vs_legacy,copy_fmt,copy_ms,x_floor,identical" > "$OUT/filters.csv"
rm -f "$OUT/filters-notes.txt"
note() { echo "$*" >> "$OUT/filters-notes.txt"; }
want filters && [ $HAVE_OPS = no ] && note "ops backend: n/a in every row: this FFmpeg's swscale has no sws_flags=unstable"

# BENCH_ROWS=ERE: only the filter rows whose case matches (e.g. 'shuffle|nv12')
row_selected() { [ -z "${BENCH_ROWS:-}" ] || grep -Eq -- "$BENCH_ROWS" <<<"$1"; }

# compare CASE SIZE FORMAT OUT NINPUTS SIMDLESSON-FILTER PARITY COMPETITOR-NAME COMPETITOR-FILTER ...
#   OUT: the output format of a conversion (ops column and the copy floor),
#   - for a filter that keeps the format.  PARITY yes: simdlesson's frames must
#   be the competitors'.  Environment: ROW_THREADS (default ROW_THREADS_ALL),
#   MAY_FAIL=yes (simdlesson may refuse the row: its columns say n/a, the
#   reason goes to the notes; otherwise a failure is nan, as any other).
compare() {
    local case=$1 size=$2 fmt=$3 out=$4 nin=$5 ours=$6 parity=$7; shift 7
    row_selected "$case" || return 0
    local in consume base
    if [ "$nin" = 2 ]; then
        # (the baseline generates [a] only: a nullsink on [b] trips an
        # assertion in ffmpeg 9.0's scheduler; looping [b] costs next to nothing)
        in=$(inputs "$size" "$fmt"); consume="[a][b]"; base="$(input1 "$size" "$fmt");[a]null"
    else
        in=$(input1 "$size" "$fmt"); consume="[a]"; base="$in;[a]null"
    fi

    # frames, once per case: simdlesson's, each competitor's, and for a
    # conversion legacy swscale's (format=OUT) against the ops backend's
    local tmp=$OUT/.md5 ours_md5= works=yes ops=no ops_same=n/a legacy_md5=
    mkdir -p "$tmp"
    # legacy swscale's frames; a layout row whose pair this FFmpeg's swscale
    # cannot make (5.1 writes no nv16 or y210) is left out
    if [ "$out" != - ] && ! legacy_md5=$(frames_md5 "$in;[a]format=$out" "$tmp/legacy.log"); then
        local err
        err=$(sed -n '1{s/^\[[^]]*\] //;p}' "$tmp/legacy.log")
        if [ "${MAY_FAIL:-no}" = yes ]; then
            note "$case: left out: swscale does not make this pair here: $err"
            return 0
        fi
        log "$case: format=$out fails: $err"
    fi
    # (a conversion lavfi inserts before or after simdlesson, where the
    # filter does not take a format, would be timed as simdlesson's: it is
    # a failure too)
    progress "$case: frames"
    local why=
    if ! ours_md5=$(frames_md5 "$in;$consume$ours" "$tmp/ours.log" verbose); then
        frames_md5 "$in;$consume$ours" "$tmp/ours.log" >/dev/null
        why=$(sed -n '1{s/^\[[^]]*\] //;p}' "$tmp/ours.log")
    elif grep -q "auto-inserting filter .*'Parsed_simdlesson_" "$tmp/ours.log"; then
        why="lavfi inserts a conversion: $(grep -m 1 -o "auto-inserting filter .*'Parsed_simdlesson_.*" "$tmp/ours.log")"
    fi
    if [ -n "$why" ]; then
        works=no ours_md5=
        note "$case: simdlesson fails: $why"
        [ "${MAY_FAIL:-no}" = yes ] || log "$case: simdlesson fails: $why"
    fi
    if [ "$out" != - ] && [ $HAVE_OPS = yes ]; then
        local ops_md5
        if ! ops_md5=$(frames_md5 "$in;[a]$OPS,format=$out" "$tmp/ops.log" verbose); then
            frames_md5 "$in;[a]$OPS,format=$out" "$tmp/ops.log" >/dev/null
            note "$case: ops backend: n/a, $OPS fails: $(sed -n '1{s/^\[[^]]*\] //;p}' "$tmp/ops.log")"
        elif ops_used "$tmp/ops.log"; then
            ops=yes
            note "$case: ops backend: $(grep -o "Compiled using backend '[^']*'" "$tmp/ops.log" | sed 's/.* //' | sort | uniq -c | awk '{ printf "%s%s (%d pass%s)", (NR > 1 ? ", " : ""), $2, $1, ($1 > 1 ? "es" : "") }')"
            if [ -n "$legacy_md5" ]; then
                [ "$ops_md5" = "$legacy_md5" ] && ops_same=same || ops_same=DIFFERS
                if [ $ops_same = DIFFERS ] && [ $works = yes ]; then
                    [ "$ops_md5" = "$ours_md5" ] && note "$case: the ops backend's frames differ from format=$out's and are simdlesson's" ||
                        note "$case: the ops backend's frames differ from format=$out's and from simdlesson's"
                fi
            fi
        else
            note "$case: ops backend: not used for $fmt -> $out (swscale falls back to legacy)"
        fi
    fi

    # the copy floor: the larger of the two frames, copied, one thread (copy
    # has no slice threading: the floor is the same at every thread count);
    # measured in the first pass of the loop below, with its baseline when
    # the floor is on the input
    local ffmt=$fmt copy_ms=
    if [ "$out" != - ]; then
        frame_bytes "$size" "$fmt"; frame_bytes "$size" "$out"
        [ "${FRAME_BYTES[$size $out]}" -gt "${FRAME_BYTES[$size $fmt]}" ] && ffmt=$out
    fi

    local threads
    for threads in ${ROW_THREADS:-$ROW_THREADS_ALL}; do
        progress "$case ($threads thread(s)): baseline"
        local tb ms=n/a ops_ms=n/a
        tb=$(rtime "$threads" "$base")
        if [ -z "$copy_ms" ]; then
            progress "$case: copy floor ($ffmt)"
            local fin
            fin=$(input1 "$size" "$ffmt")
            if [ "$ffmt" = "$fmt" ] && [ "$threads" = 1 ]; then
                copy_ms=$(filter_ms 1 "$fin" "[a]copy" "$tb")
            else
                copy_ms=$(filter_ms 1 "$fin" "[a]copy" "$(rtime 1 "$fin;[a]null")")
            fi
        fi
        if [ $works = yes ]; then
            progress "$case ($threads thread(s)): simdlesson"
            ms=$(filter_ms "$threads" "$in" "$consume$ours" "$tb")
        elif [ "${MAY_FAIL:-no}" != yes ]; then
            ms=nan
        fi
        if [ $ops = yes ]; then
            progress "$case ($threads thread(s)): ops"
            ops_ms=$(filter_ms "$threads" "$in" "[a]$OPS,format=$out" "$tb")
        fi
        local rest=("$@")
        while [ ${#rest[@]} -ge 2 ]; do
            local cname=${rest[0]} cfilter=${rest[1]} cms same=n/a cmd5
            rest=("${rest[@]:2}")
            progress "$case ($threads thread(s)): $cname"
            cms=$(filter_ms "$threads" "$in" "$consume$cfilter" "$tb")
            if [ "$parity" = yes ] && [ $works = yes ] && [ "$threads" = 1 ]; then
                same=NO
                if [ "$cfilter" = "format=$out" ] && [ -n "$legacy_md5" ]; then
                    cmd5=$legacy_md5
                else
                    cmd5=$(frames_md5 "$in;$consume$cfilter")
                fi
                [ -n "$cmd5" ] && [ "$cmd5" = "$ours_md5" ] && same=yes
            fi
            echo "$case,$cname,$threads,$ms,$cms,$(ratio "$cms" "$ms"),$ops_ms,$(ratio "$ops_ms" "$ms"),$ops_same,$ffmt,$copy_ms,$(ratio "$ms" "$copy_ms"),$same" >> "$OUT/filters.csv"
        done
    done
}

# convert IN OUT: a layout conversion (mode=shuffle:out=) against legacy
# swscale, one thread; simdlesson may not accept it yet (n/a)
convert() {
    ROW_THREADS=1 MAY_FAIL=yes compare "convert $1 to $2 $HD" $HD "$1" "$2" 1 "simdlesson=mode=shuffle:out=$2" yes \
        "format=$2" "format=$2"
}

lut2x() { echo "lut2=c0=$1:c1=$1:c2=$1"; }
if want filters; then
compare "add 8-bit yuv420p $HD" $HD yuv420p - 2 simdlesson yes \
    blend=addition blend=all_mode=addition lut2 "$(lut2x 'min(x+y\,255)')"
compare "add 10-bit yuv420p10 $HD" $HD yuv420p10le - 2 simdlesson yes \
    blend=addition blend=all_mode=addition lut2 "$(lut2x 'min(x+y\,1023)')"
compare "add 12-bit yuv420p12 $HD" $HD yuv420p12le - 2 simdlesson yes \
    blend=addition blend=all_mode=addition
compare "bias 8-bit yuv420p $HD" $HD yuv420p - 2 simdlesson=bias=1 yes \
    blend=grainmerge blend=all_mode=grainmerge
compare "bias 10-bit yuv420p10 $HD" $HD yuv420p10le - 2 simdlesson=bias=1 yes \
    blend=grainmerge blend=all_mode=grainmerge
compare "offset 8-bit gbrp $HD" $HD gbrp - 1 simdlesson=mode=offset:value=40 yes \
    lutrgb 'lutrgb=r=clip(val+40\,0\,255):g=clip(val+40\,0\,255):b=clip(val+40\,0\,255)'
# shuffles: swscale's unscaled shuffles (rgba, rgb24, rgb48), its scaled path
# (packed 4:2:2, and rgba64, through YUV: not exact, so no identity check)
compare "shuffle rgba to bgra $HD" $HD rgba bgra 1 simdlesson=mode=shuffle:out=bgra yes \
    format=bgra format=bgra
compare "shuffle rgb24 to bgr24 $HD" $HD rgb24 bgr24 1 simdlesson=mode=shuffle:out=bgr24 yes \
    format=bgr24 format=bgr24
compare "shuffle rgb48 to bgr48 $HD" $HD rgb48le bgr48le 1 simdlesson=mode=shuffle:out=bgr48le yes \
    format=bgr48le format=bgr48le
compare "shuffle rgba64 to bgra64 $HD" $HD rgba64le bgra64le 1 simdlesson=mode=shuffle:out=bgra64le no \
    format=bgra64le format=bgra64le
compare "shuffle yuyv422 to uyvy422 $HD" $HD yuyv422 uyvy422 1 simdlesson=mode=shuffle:out=uyvy422 yes \
    format=uyvy422 format=uyvy422
compare "shuffle map=rrra rgba $HD" $HD rgba - 1 simdlesson=mode=shuffle:map=rrra yes \
    colorchannelmixer colorchannelmixer=gr=1:gg=0:br=1:bb=0

# mode=depth against format= (the scale filter lavfi inserts: swscale)
compare "depth 8->10 yuv420p $HD" $HD yuv420p yuv420p10le 1 simdlesson=mode=depth:depth=10 yes \
    format=yuv420p10le format=yuv420p10le
compare "depth 10->8 yuv420p10 $HD" $HD yuv420p10le yuv420p 1 simdlesson=mode=depth:depth=8 yes \
    format=yuv420p format=yuv420p
compare "depth 8->16 full gray $HD" $HD gray gray16le 1 simdlesson=mode=depth:depth=16 yes \
    format=gray16le format=gray16le
compare "depth 16->12 yuv444p16 $HD" $HD yuv444p16le yuv444p12le 1 simdlesson=mode=depth:depth=12 yes \
    format=yuv444p12le format=yuv444p12le
[ -n "$UHD" ] && compare "add 8-bit yuv420p $UHD" $UHD yuv420p - 2 simdlesson yes \
    blend=addition blend=all_mode=addition

# layout conversions (mode=shuffle:out= between layouts), byte-identical to
# format= by contract
for pair in rgb24:bgra bgra:rgb24 rgb24:rgba rgb48le:rgba64le rgba64le:rgb48le \
            nv12:yuv420p yuv420p:nv12 nv21:yuv420p nv24:yuv444p nv16:yuv422p \
            p010le:yuv420p10le yuv420p10le:p010le p016le:yuv420p16le \
            yuyv422:yuv422p yuv422p:yuyv422 uyvy422:yuv422p y210le:yuv422p10le; do
    convert "${pair%:*}" "${pair#*:}"
done
rm -rf "$OUT/.md5"
fi

# --- 3. scaling -------------------------------------------------------------
want scaling && echo "size,megapixels,threads,ms,ms_per_mp" > "$OUT/scaling.csv"
want scaling && for size in $SIZES; do
    in=$(inputs "$size" yuv420p)
    for threads in 1 "$NPROC"; do
        progress "scaling $size ($threads thread(s))"
        tb=$(rtime "$threads" "$(input1 "$size" yuv420p);[a]null")
        ms=$(filter_ms "$threads" "$in" "[a][b]simdlesson" "$tb")
        awk -v s="$size" -v t="$threads" -v ms="$ms" 'BEGIN { split(s, d, "x"); mp = d[1] * d[2] / 1e6
            printf "%s,%.2f,%d,%s,%.4f\n", s, mp, t, ms, ms / mp }' >> "$OUT/scaling.csv"
    done
done

# --- 4. blend using the DSP context -------------------------------------------
BLEND_DIR=$BUILDDIR/blend-dsp
if want blend && [ "$MODE" != tiny ] && [ "${BLEND_DSP:-no}" = no ]; then
    if [ ! -x "$BLEND_DIR/bin/ffmpeg" ] || [ "$OBJDIR/libavfilter/libavfilter.a" -nt "$BLEND_DIR/bin/ffmpeg" ]; then
        progress "building $BLEND_DIR (./configure --enable-blend-dsp)"
        (cd "$TOP" && ./configure --builddir="$BLEND_DIR" --profile=minimal --enable-blend-dsp &&
            make --no-print-directory BUILDDIR="$BLEND_DIR" ffmpeg) >"$OUT/blend-dsp-build.log" 2>&1 ||
            log "the --enable-blend-dsp build failed (see $OUT/blend-dsp-build.log)"
    fi
    if [ -x "$BLEND_DIR/bin/ffmpeg" ]; then
        echo "case,stock_blend_ms,blend_with_simdlessondsp_ms,speedup,identical" > "$OUT/blend.csv"
        for c in addition:yuv420p10le grainmerge:yuv420p10le addition:yuv420p12le grainmerge:yuv444p14le; do
            mode=${c%:*} fmt=${c#*:}
            in=$(inputs "$HD" "$fmt")
            progress "blend $mode $fmt: stock"
            tb=$(rtime 1 "$(input1 "$HD" "$fmt");[a]null")
            stock=$(filter_ms 1 "$in" "[a][b]blend=all_mode=$mode" "$tb")
            progress "blend $mode $fmt: with simdlessondsp"
            tb=$(FFMPEG=$BLEND_DIR/bin/ffmpeg rtime 1 "$(input1 "$HD" "$fmt");[a]null")
            dsp=$(FFMPEG=$BLEND_DIR/bin/ffmpeg filter_ms 1 "$in" "[a][b]blend=all_mode=$mode" "$tb")
            same=NO
            cmp -s <("$FFMPEG" -nostdin -v error -filter_complex "$in;[a][b]blend=all_mode=$mode" -frames:v 3 -f framemd5 - | grep -v '^#') \
                   <("$BLEND_DIR/bin/ffmpeg" -nostdin -v error -filter_complex "$in;[a][b]blend=all_mode=$mode" -frames:v 3 -f framemd5 - | grep -v '^#') &&
                same=yes
            echo "$mode $fmt $HD,$stock,$dsp,$(awk -v a="$dsp" -v b="$stock" 'BEGIN { printf "%.2f", b / a }'),$same" >> "$OUT/blend.csv"
        done
    fi
fi
done_progress

# --- 5. -pix_fmt: stock swscale against scale's DSP route --------------------
# utime PIXFMT IN-GRAPH [SCALE]: best user CPU (s) of REPS runs of FRAMES
# frames to -pix_fmt PIXFMT, one thread, under SIMDLESSON_SCALE=SCALE
# (default 0: stock)
utime() {
    local best= t r fmt=$1 graph=$2 scale=${3:-0}
    for ((r = 0; r < REPS; r++)); do
        t=$(SIMDLESSON_SCALE=$scale "$FFMPEG" -nostdin -hide_banner -benchmark -threads 1 -filter_complex_threads 1 \
            -filter_complex "$graph" -frames:v "$FRAMES" -pix_fmt "$fmt" -f null - 2>&1 |
            sed -n 's/.*utime=\([0-9.]*\)s.*/\1/p' | tail -n 1)
        [ -n "$t" ] || { echo nan; return; }
        best=$(awk -v a="$t" -v b="${best:-1e9}" 'BEGIN { print (a < b) ? a : b }')
    done
    echo "$best"
}
if want pix_fmt && [ "${SCALE_DSP:-no}" = yes ]; then
    echo "pair,stock_ms,dsp_ms,speedup,route,identical" > "$OUT/pix_fmt.csv"
    # every pair the route takes, and the ones it leaves to swscale as
    # fast (nv12...) or takes in two steps (p010le -> yuv420p)
    . "$TOP/tests/modes.sh"
    pix_fmts=$("$FFMPEG" -hide_banner -pix_fmts 2>/dev/null)
    for p in "${SIMDLESSON_SCALE_PAIRS[@]}" nv12:yuv420p yuv420p:nv12 uyvy422:yuv422p p010le:yuv420p; do
        in=${p%:*} out=${p#*:}
        row_selected "$p" || continue
        # (a pair this swscale does not convert, as 5.1 and nv16, or whose
        # input it does not make from testsrc2, as 5.1 and y210le: a row
        # that says so)
        if [[ $(awk -v n="$in" '$2 == n { print $1 }' <<<"$pix_fmts") != IO* ||
              $(awk -v n="$out" '$2 == n { print $1 }' <<<"$pix_fmts") != ?O* ]]; then
            echo "$in -> $out $HD,n/a,n/a,n/a,unsupported,n/a" >> "$OUT/pix_fmt.csv"
            continue
        fi
        progress "pix_fmt $in -> $out"
        src=$(input1 "$HD" "$in")
        # (gray is full range to swscale, and 5.1's scale tags its output so)
        case $in in gray*) src=${src%\[a\]}",setrange=full[a]" ;; esac
        base=$(utime "$in" "$src;[a]null")
        stock=$(utime "$out" "$src;[a]null" 0)
        dsp=$(utime "$out" "$src;[a]null" 1)
        ms() { awk -v t="$1" -v b="$base" -v n="$FRAMES" 'BEGIN { if (t !~ /^[0-9.]+$/) print "nan"; else { v = (t - b) * 1000 / n; printf "%.3f", v < 0.001 ? 0.001 : v } }'; }
        route=$(SIMDLESSON_SCALE=1 "$FFMPEG" -nostdin -v verbose -filter_complex "$src;[a]null" -frames:v 1 \
                -pix_fmt "$out" -f null - 2>&1 | grep -o "route: [a-z]* for $in -> $out " | head -n 1 | cut -d' ' -f2)
        same=NO
        cmp -s <("$FFMPEG" -nostdin -v error -filter_complex "$src;[a]null" -frames:v 3 -pix_fmt "$out" -f framemd5 - | grep -v '^#') \
               <(SIMDLESSON_SCALE=1 "$FFMPEG" -nostdin -v error -filter_complex "$src;[a]null" -frames:v 3 -pix_fmt "$out" -f framemd5 - | grep -v '^#') &&
            same=yes
        echo "$in -> $out $HD,$(ms "$stock"),$(ms "$dsp"),$(ratio "$(ms "$stock")" "$(ms "$dsp")"),${route:-none},$same" >> "$OUT/pix_fmt.csv"
    done
fi

# --- 6. sws_scale() from C, and PyAV through the drop-in ---------------------
if want sws_scale && [ "${SCALE_DSP:-no}" = yes ]; then
    progress "sws_scale"
    . "$TOP/tests/modes.sh"
    echo "pair,stock_ms,dsp_ms,speedup,libyuv_ms,x_libyuv,copy_ms,x_copy" > "$OUT/sws_scale.csv"
    # (the build's own static libraries and headers; libyuv's nearest
    # converter beside, where Debian's libyuv-dev is there)
    yuv=()
    [ -f /usr/include/libyuv/convert_argb.h ] && ! grep -q -- -m32 <<<"$(sanitizer_flags "$OBJDIR")" &&
        yuv=(-DHAVE_LIBYUV=1 -lyuv)
    if cc -O2 -I"$SRCDIR" -I"$OBJDIR" -o "$OUT/simdlesson_sws" "$TOP/tests/api/simdlesson_sws.c" \
          "$OBJDIR/libswscale/libswscale.a" "$OBJDIR/libavutil/libavutil.a" -lm -lpthread "${yuv[@]}" \
          >"$OUT/sws_scale.log" 2>&1 &&
       "$OUT/simdlesson_sws" --bench $((FRAMES / 2 + 1)) "$HD" "${SIMDLESSON_SCALE_PAIRS[@]}" \
          "${SIMDLESSON_SPECIAL_PAIRS[@]}" "${SIMDLESSON_RGB32_PAIRS[@]}" "${SIMDLESSON_RGB2YUV_PAIRS[@]}" "${SIMDLESSON_FULL_PAIRS[@]}" \
          "${SIMDLESSON_RGB48_PAIRS[@]}" \
          >"$OUT/sws_scale.txt" 2>>"$OUT/sws_scale.log"; then
        awk -F, '{ printf "%s %s,%s,%s,%.2f,%s,%s,%s,%.2f\n", $1, hd, $2, $3, ($3 > 0 ? $2 / $3 : 0), $4,
                   ($4 != "n/a" && $3 > 0 ? sprintf("%.2f", $4 / $3) : "n/a"), $5,
                   ($5 > 0 ? $3 / $5 : 0) }' hd="$HD" \
            "$OUT/sws_scale.txt" >> "$OUT/sws_scale.csv"
    else
        echo "n/a (see $OUT/sws_scale.log),n/a,n/a,n/a,n/a,n/a,n/a,n/a" >> "$OUT/sws_scale.csv"
    fi
    # Debian's PyAV on the system's libswscale, with make system's drop-in
    # (BUILDDIR/system/lib) and without
    echo "case,stock_ms,dsp_ms,speedup" > "$OUT/pyav.csv"
    if [ -d "$BUILDDIR/system/lib" ] && ls "$BUILDDIR"/system/lib/libswscale.so.* >/dev/null 2>&1 &&
       /usr/bin/python3 -c 'import av, numpy' 2>/dev/null; then
        progress "PyAV reformat"
        pyav() { SIMDLESSON_SCALE=1 LD_LIBRARY_PATH=$1 /usr/bin/python3 "$TOP/tests/api/simdlesson_pyav.py" "${HD%x*}" "${HD#*x}" "$FRAMES" 2>/dev/null | cut -d' ' -f2; }
        stock=$(pyav "") dsp=$(pyav "$BUILDDIR/system/lib")
        echo "PyAV reformat yuv420p10le -> yuv420p $HD,$stock,$dsp,$(ratio "$stock" "$dsp")" >> "$OUT/pyav.csv"
    else
        echo "PyAV: n/a (needs make system and python3-av),n/a,n/a,n/a" >> "$OUT/pyav.csv"
    fi
fi
done_progress

# --- report -----------------------------------------------------------------
# table FILE: a CSV as aligned columns
table() { column -t -s, "$1"; }
if [ -f "$OUT/kernels-1080p.csv" ]; then
    echo
    echo "== kernels: $HD planes, best of $KREPS (ms; x_memcpy = time / memcpy of the same plane)"
    table "$OUT/kernels-1080p.csv"
fi
if [ -f "$OUT/kernels-2160p.csv" ]; then
    echo
    echo "== kernels: $UHD planes"
    table "$OUT/kernels-2160p.csv"
fi
if [ -f "$OUT/checkasm.csv" ]; then
    echo
    echo "== checkasm --bench (cycles per 3840-sample row; shuffles: per 1920-pixel row)"
    table "$OUT/checkasm.csv"
fi
if [ -f "$OUT/filters.csv" ]; then
    echo
    echo "== filters: ms per frame over $FRAMES frames in memory (speedup = competitor / simdlesson;"
    echo "   ops = $OPS,format=OUT, vs_ops = ops / simdlesson; copy = the copy filter on the larger"
    echo "   frame, x_floor = simdlesson / copy; n/a: not measured, the filter refuses the row, or the"
    echo "   ops backend does not take the pair)"
    # a mismatch is marked at the end of its row
    table "$OUT/filters.csv" | awk 'NR > 1 && / NO$/ { $0 = $0 "   <<< MISMATCH: simdlesson differs from the competitor" }
                                    NR > 1 && / DIFFERS / { $0 = $0 "   (ops differs from legacy)" } { print }'
    n=$(awk -F, 'NR > 1 && $NF == "NO"' "$OUT/filters.csv" | wc -l)
    [ "$n" = 0 ] || echo "!!! $n row(s) where simdlesson's frames are NOT those of the competitor: see above"
    if [ -s "$OUT/filters-notes.txt" ]; then
        echo
        echo "== filters: notes (swscale backends; rows simdlesson refuses)"
        cat "$OUT/filters-notes.txt"
    fi
fi
if [ -f "$OUT/scaling.csv" ]; then
    echo
    echo "== scaling: simdlesson add, yuv420p"
    table "$OUT/scaling.csv"
fi
if [ -f "$OUT/blend.csv" ]; then
    echo
    echo "== blend, 1 thread: FFmpeg's own against blend using simdlessondsp (./configure --enable-blend-dsp)"
    table "$OUT/blend.csv"
fi

if [ -f "$OUT/pix_fmt.csv" ]; then
    echo
    echo "== -pix_fmt OUT, 1 thread: user CPU ms per frame over $FRAMES frames in memory, stock swscale"
    echo "   (SIMDLESSON_SCALE=0) against scale's route (speedup = stock / dsp; route: the one taken)"
    table "$OUT/pix_fmt.csv" | awk 'NR > 1 && / NO$/ { $0 = $0 "   <<< MISMATCH" } { print }'
fi
if [ -f "$OUT/sws_scale.csv" ]; then
    echo
    echo "== sws_scale() from C, 1 thread: CPU ms of one frame (best of $((FRAMES / 2 + 1))), stock swscale"
    echo "   (SIMDLESSON_SCALE=0) against the route (speedup = stock / dsp); libyuv's nearest"
    echo "   converter on the same frame (x_libyuv = libyuv / dsp; not swscale's bytes); the copy"
    echo "   floor (copy_ms: the larger of memcpy of the input and of the output frame; x_copy ="
    echo "   dsp / copy_ms)"
    table "$OUT/sws_scale.csv"
    echo
    echo "== Debian's PyAV, VideoFrame.reformat(), CPU ms per frame over $FRAMES: the system's"
    echo "   libswscale against make system's drop-in"
    table "$OUT/pyav.csv"
fi

if [ -f "$OUT/filters.csv" ] && command -v gnuplot >/dev/null; then
    # (the 1080p size left out of the labels; 32 pixels a bar)
    awk -F, -v hd=" $HD" 'NR > 1 && $3 == 1 && $6 ~ /^[0-9.]+$/ { sub(hd "$", "", $1)
                          printf "\"%s vs %s\" %s\n", $1, $2, $6 }' "$OUT/filters.csv" > "$OUT/chart.dat"
    width=$(awk 'END { w = 32 * NR + 200; print w < 1100 ? 1100 : w }' "$OUT/chart.dat")
    gnuplot <<EOF 2>/dev/null
set terminal png size $width,700
set output "$OUT/filters.png"
set title "simdlesson speed-up over FFmpeg's own filters (1 thread; higher is better)"
set style fill solid 0.7
set boxwidth 0.6
set xtics rotate by -50 font ",9"
set bmargin 16
set rmargin 14
set ylabel "competitor time / simdlesson time"
set logscale y
set grid y
plot "$OUT/chart.dat" using 0:2:xtic(1) with boxes notitle, \
     "" using 0:2:(sprintf("%.1fx", \$2)) with labels offset 0,1 notitle
EOF
    [ -f "$OUT/filters.png" ] && echo "chart: $OUT/filters.png"
elif ! command -v gnuplot >/dev/null; then
    echo "chart: n/a (gnuplot missing)"
fi
echo "data: $OUT/*.csv"
