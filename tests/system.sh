#!/usr/bin/env bash
#
# tests/system.sh BUILDDIR: make check-system, simdlesson in Debian's own
# ffmpeg (installed with apt when missing) through make system's wrappers:
#   1. the filter list is the system's plus simdlesson (codecs unchanged)
#   2. every mode gives the bytes BUILDDIR/bin/ffmpeg gives, at every
#      -cpuflags level the machine has
#   3. a real job: H.264 decoded, filtered, encoded with libx264; the
#      system's ffprobe reads it back
#   4. make install-system, then make uninstall-system: between them the
#      plain system ffmpeg has the filter, after them /usr/local is as before
#   5. the refusals, each with its message
#   6. the wrapper runs the system's ffmpeg with make system's libavfilter
#      and the system's other libraries
# tests/system.sh BUILDDIR [SECTION...] runs only those sections (1 to 6).
# With SYSTEM_FFMPEG and SYSTEM_SRC set (tests/system-other.sh: an ffmpeg
# not from Debian), the sections 1, 2, 6 and that route's refusals.
# Ends with one line "N passed, M failed"; exits non-zero on any failure.

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
BUILDDIR=$(cd "${1:-build}" && pwd)
shift
route_other=${SYSTEM_FFMPEG:+yes}
if [ -n "$route_other" ]; then
    sections=" ${*:-1 2 5 6} "
else
    sections=" ${*:-1 2 3 4 5 6} "
fi
section() { [[ $sections == *" $1 "* ]]; }
# (make system SCALE_DSP=no: a stock scale; config.mk has the build's own)
sys_scale_dsp=${SCALE_DSP:-yes}
. "$BUILDDIR/config.mk" 2>/dev/null || { echo "no $BUILDDIR/config.mk: run ./configure" >&2; exit 1; }
. "$TOP/tools/common.sh"
suite_begin

# fn DIR SCRIPT [ARG...]: SCRIPT with the functions of tools/system.sh
# sourced (BUILDDIR=DIR), for what no system here reaches
fn() { bash -c '. "$0/tools/system.sh" build "$1"; eval "$2"' "$TOP" "$@"; }

FFMPEG=$BUILDDIR/bin/ffmpeg           # the project's own build (make)
SYS=$BUILDDIR/system
OUT=$BUILDDIR/tests-system
rm -rf "$OUT"; mkdir -p "$OUT"
cache=${SIMDLESSON_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/simdlesson}
start=$(date +%s)

# --- the system's ffmpeg, and make system -----------------------------------

if [ -n "$route_other" ]; then
    [ -n "${SYSTEM_SRC:-}" ] || die "SYSTEM_FFMPEG without SYSTEM_SRC: pass the source tree of that ffmpeg"
    SYSBIN=$(dirname "$(readlink -f "$SYSTEM_FFMPEG")")
elif ! dpkg-query -W -f '${Status}' ffmpeg 2>/dev/null | grep -q 'install ok installed'; then
    [ "$(id -u)" = 0 ] || die "check-system needs Debian's ffmpeg: sudo apt-get install ffmpeg"
    log "installing Debian's ffmpeg with apt-get"
    apt_cached "$OUT/apt.log" install ffmpeg || die "apt-get install ffmpeg failed (see $OUT/apt.log)"
fi
[ -n "$route_other" ] || SYSBIN=/usr/bin
command -v make >/dev/null || install_packages make   # (a bare chroot)
t0=$(date +%s)
echo "make system${route_other:+ SYSTEM_FFMPEG=$SYSTEM_FFMPEG SYSTEM_SRC=$SYSTEM_SRC}"
if make -C "$TOP" --no-print-directory BUILDDIR="$BUILDDIR" SCALE_DSP="$sys_scale_dsp" system >"$OUT/system.log" 2>&1; then
    pass "make system ($(( $(date +%s) - t0 )) s): $(tail -n 1 "$OUT/system.log")"
    note "$(grep -m1 'simdlesson: path: ' "$OUT/system.log" | sed 's/^simdlesson: //' | cut -c1-150)"
    grep 'simdlesson: warning: ' "$OUT/system.log" | sed 's/^simdlesson: //' | while read -r l; do note "$l"; done
else
    fail "make system" "see $OUT/system.log: $(tail -n 1 "$OUT/system.log")"
    suite_result; exit 1
fi
W=$SYS/bin/ffmpeg
echo "simdlesson in the system's FFmpeg $(cat "$SYS/version") ($(basename "$(ls "$SYS"/lib/libavfilter.so.*)"))"

# --- 1. the filter list -----------------------------------------------------
if section 1; then
    echo "1. filters: the system's plus simdlesson"
    "$SYSBIN/ffmpeg" -hide_banner -filters 2>/dev/null | grep -v ' simdlesson ' > "$OUT/filters.system"
    "$W" -hide_banner -filters > "$OUT/filters.wrapper" 2>&1
    grep ' simdlesson ' "$OUT/filters.wrapper" > "$OUT/filters.simdlesson"
    # (Debian's ffmpeg has hundreds of filters; the other route's, at least
    # those the byte comparisons use)
    # (scale is the system's: swscale converts on the DSP, not scale)
    if [ -s "$OUT/filters.simdlesson" ] && [ "$(wc -l < "$OUT/filters.system")" -gt "$([ -n "$route_other" ] && echo 20 || echo 100)" ] &&
       diff <(cat "$OUT/filters.system" "$OUT/filters.simdlesson" | sort) \
            <(sort "$OUT/filters.wrapper") > "$OUT/filters.diff"; then
        pass "ffmpeg -filters: the system's $(grep -c '>' "$OUT/filters.system") filters, flags and descriptions, plus simdlesson"
    else
        fail "ffmpeg -filters through the wrapper is not the system's list plus simdlesson" "see $OUT/filters.diff"
    fi
    if cmp -s <("$SYSBIN/ffmpeg" -hide_banner -codecs 2>&1) <("$W" -hide_banner -codecs 2>&1); then
        pass "ffmpeg -codecs: the system's"
    else
        fail "ffmpeg -codecs differs through the wrapper"
    fi
    # the library reports the system's configuration: the banner (which
    # -version leaves out) has no "library configuration mismatch"
    "$W" -buildconf > "$OUT/banner.wrapper" 2>&1
    if ! grep -qi 'mismatch' "$OUT/banner.wrapper" &&
       grep -q "^ *libavfilter" "$OUT/banner.wrapper" &&
       cmp -s <("$SYSBIN/ffmpeg" -buildconf 2>&1) "$OUT/banner.wrapper"; then
        pass "the banner is the system's: no library configuration mismatch"
    else
        fail "the banner through the wrapper differs from the system's" "see $OUT/banner.wrapper"
    fi
    # the derivation of the flags, on 7.1's configure (the cached tarball):
    # its Vulkan filters need libglslang (spirv_compiler), its QSV filters
    # libvpl (libmfx), which "if enabled X; then" blocks provide
    t71=$(ls "$cache"/ffmpeg_7.1.*.orig.tar.xz 2>/dev/null | sort -V | tail -n 1)
    if [ -n "$t71" ] && tar -xOf "$t71" --wildcards '*/configure' > "$OUT/configure-7.1" 2>/dev/null; then
        printf '%s\n' avgblur_vulkan vpp_qsv > "$OUT/filters-7.1"
        fn "$OUT" 'needed_names "$3" "$4"' "$OUT/configure-7.1" "$OUT/filters-7.1" > "$OUT/needed-7.1"
        if grep -qx libglslang "$OUT/needed-7.1" && grep -qx libvpl "$OUT/needed-7.1"; then
            pass "the derivation keeps libglslang and libvpl for 7.1's avgblur_vulkan and vpp_qsv"
        else
            fail "the derivation drops libglslang or libvpl for 7.1's Vulkan and QSV filters" "see $OUT/needed-7.1"
        fi
    else
        note "no FFmpeg 7.1 tarball in $cache: the derivation on 7.1's configure not tested"
    fi
fi

# --- 2. the same bytes as build/bin/ffmpeg ----------------------------------
if section 2; then
    levels="0 sse2 ssse3 sse4.1 avx2"
    # "avx512" alone sets only that flag (av_parse_cpu_caps implies the
    # lower ones for sse2...avx2, not for it): the AVX2 level plus AVX-512
    grep -qw avx512bw /proc/cpuinfo && levels+=" avx2+avx512"
    echo "2. every mode through the wrapper against $FFMPEG (FFmpeg $FFMPEG_VERSION), -cpuflags $levels"

    # inputs: raw frames made once (odd width: the row tails), read by both
    mkin() { # NAME FORMAT SOURCE-FILTERS
        "$SYSBIN/ffmpeg" -nostdin -v error -f lavfi -i "$3,format=$2" -frames:v 3 -c:v rawvideo -y "$OUT/$1.nut"
    }
    mkin a8 yuv420p    testsrc2=s=321x181:r=5
    mkin b8 yuv420p    testsrc2=s=321x181:r=5,hflip
    mkin a10 yuv420p10le testsrc2=s=321x181:r=5
    mkin b10 yuv420p10le testsrc2=s=321x181:r=5,vflip
    mkin a12 yuv420p12le testsrc2=s=321x181:r=5
    mkin rgba rgba     testsrc2=s=321x181:r=5
    mkin rgb24 rgb24   testsrc2=s=321x181:r=5
    mkin rgb48 rgb48le testsrc2=s=321x181:r=5
    mkin yuyv yuyv422  testsrc2=s=322x181:r=5
    mkin gray gray     testsrc2=s=321x181:r=5

    cases=(
        "add|a8 b8|[0:v][1:v]simdlesson"
        "add-wrap|a8 b8|[0:v][1:v]simdlesson=overflow=wrap"
        "add-bias|a8 b8|[0:v][1:v]simdlesson=bias=1"
        "add-10bit|a10 b10|[0:v][1:v]simdlesson"
        "add-bias-10bit|a10 b10|[0:v][1:v]simdlesson=bias=1"
        "offset|a8|[0:v]simdlesson=mode=offset:value=40"
        "offset-10bit|a10|[0:v]simdlesson=mode=offset:value=-300:planes=1"
        "shuffle-out-bgra|rgba|[0:v]simdlesson=mode=shuffle:out=bgra"
        "shuffle-out-bgr24|rgb24|[0:v]simdlesson=mode=shuffle:out=bgr24"
        "shuffle-out-bgr48|rgb48|[0:v]simdlesson=mode=shuffle:out=bgr48le"
        "shuffle-out-uyvy|yuyv|[0:v]simdlesson=mode=shuffle:out=uyvy422"
        "shuffle-map-rrra|rgba|[0:v]simdlesson=mode=shuffle:map=rrra"
        "shuffle-map-r0bmax|rgba|[0:v]simdlesson=mode=shuffle:map=r|0|b|max"
        "depth-up-10|a8|[0:v]simdlesson=mode=depth:depth=10"
        "depth-up-16-replicate|gray|[0:v]simdlesson=mode=depth:depth=16:method=replicate"
        "depth-down-8-dither|a12|[0:v]simdlesson=mode=depth:depth=8"
        "depth-down-8-round|a12|[0:v]simdlesson=mode=depth:depth=8:dither=none"
        "depth-down-10|a12|[0:v]simdlesson=mode=depth:depth=10"
    )
    # frames FRAMEMD5: each frame's size and hash (the timestamp columns may
    # differ between FFmpeg versions)
    frames() { awk -F', *' '!/^#/ { print $(NF-1), $NF }' "$1"; }
    # run_all BINARY LEVEL SUFFIX: every case as a filter graph of its own in
    # one ffmpeg run (one process per binary and level), NAME-LEVEL.SUFFIX
    ins=(a8 b8 a10 b10 a12 rgba rgb24 rgb48 yuyv gray)
    run_all() {
        local args=() c name inputs graph k i idx
        for i in "${ins[@]}"; do args+=(-i "$OUT/$i.nut"); done
        for c in "${cases[@]}"; do
            IFS='|' read -r name inputs _ <<< "$c"
            graph=${c#*|*|}
            k=0
            for i in $inputs; do graph=${graph//"[$k:v]"/"[@$k]"}; k=$((k + 1)); done
            k=0
            for i in $inputs; do
                for idx in "${!ins[@]}"; do [ "${ins[$idx]}" = "$i" ] && break; done
                graph=${graph//"[@$k]"/"[$idx:v]"}; k=$((k + 1))
            done
            args+=(-filter_complex "$graph[o_${name//-/_}]" -map "[o_${name//-/_}]"
                   -f framemd5 -y "$OUT/$name-$2.$3")
        done
        "$1" -nostdin -hide_banner -nostats -noauto_conversion_filters -cpuflags "$2" \
            "${args[@]}" 2>"$OUT/run-$2.$3.log"
    }
    for level in $levels; do
        run_all "$W" "$level" system || fail "-cpuflags $level: the wrapper's run failed" "see $OUT/run-$level.system.log"
        run_all "$FFMPEG" "$level" project || fail "-cpuflags $level: $FFMPEG's run failed" "see $OUT/run-$level.project.log"
    done
    for c in "${cases[@]}"; do
        name=${c%%|*}
        bad=
        for level in $levels; do
            o=$OUT/$name-$level
            [ -s "$o.system" ] && [ "$(frames "$o.system" | wc -l)" -eq 3 ] &&
                cmp -s <(frames "$o.system") <(frames "$o.project") || bad+=" $level"
        done
        if [ -z "$bad" ]; then
            pass "$name: identical at every level"
        else
            fail "$name: differs or fails at -cpuflags$bad" "see $OUT/$name-*"
        fi
    done
fi

# --- 3. a real job ----------------------------------------------------------
if section 3; then
    echo "3. H.264 in, simdlesson, libx264 out, by the system's ffmpeg"
    job=$OUT/job
    if "$SYSBIN/ffmpeg" -nostdin -v error -f lavfi -i testsrc2=s=640x360:r=25:d=2 -c:v libx264 -pix_fmt yuv420p -y "$job-in.mp4" &&
       "$W" -nostdin -v error -i "$job-in.mp4" -i "$job-in.mp4" \
            -filter_complex '[0:v][1:v]simdlesson,simdlesson=mode=offset:value=-20' \
            -c:v libx264 -preset veryfast -y "$job-out.mp4" 2>"$job.log"; then
        probe=$("$SYSBIN/ffprobe" -v error -select_streams v:0 -count_frames \
                 -show_entries stream=codec_name,width,height,nb_read_frames -of csv=p=0 "$job-out.mp4" 2>&1)
        # the filter did something: the decoded frames are not the input's
        same=$("$SYSBIN/ffmpeg" -nostdin -v error -i "$job-in.mp4" -frames:v 1 -f md5 - 2>/dev/null)
        other=$("$SYSBIN/ffmpeg" -nostdin -v error -i "$job-out.mp4" -frames:v 1 -f md5 - 2>/dev/null)
        if [ "$probe" = "h264,640,360,50" ] && [ -n "$same" ] && [ "$same" != "$other" ]; then
            pass "libx264 job through the wrapper; ffprobe: $probe"
        else
            fail "libx264 job: ffprobe says '$probe' (want h264,640,360,50), frames changed: $([ "$same" != "$other" ] && echo yes || echo no)"
        fi
    else
        fail "libx264 job through the wrapper" "see $job.log"
    fi
fi

hashes() { grep -v '^#' "$1"; }

# -pix_fmt from 10 bits, the conversion lavfi inserts: through the
# wrapper on the DSP (unless SCALE_DSP=no), the bytes of the plain system
# ffmpeg, whose scale is stock
if section 3; then
    tenbit=$OUT/tenbit.nut
    "$SYSBIN/ffmpeg" -nostdin -v error -f lavfi -i testsrc2=s=642x360:r=25:d=1 \
        -pix_fmt yuv420p10le -c:v rawvideo -y "$tenbit"
    want_route=simdlesson
    [ "$sys_scale_dsp" != no ] || want_route=none   # (a stock scale logs no route)
    "$W" -nostdin -v verbose -i "$tenbit" -pix_fmt yuv420p -f framemd5 "$OUT/pix_fmt.dsp" 2>"$OUT/pix_fmt.dsp.log"
    "$SYSBIN/ffmpeg" -nostdin -v error -i "$tenbit" -pix_fmt yuv420p -f framemd5 "$OUT/pix_fmt.stock" 2>/dev/null
    got=$(grep -o 'route: [a-z]* for yuv420p10le -> yuv420p ' "$OUT/pix_fmt.dsp.log" | head -n 1 | cut -d' ' -f2)
    if [ "${got:-none}" = "$want_route" ] && [ "$(hashes "$OUT/pix_fmt.stock" | wc -l)" = 25 ] &&
       cmp -s <(hashes "$OUT/pix_fmt.dsp") <(hashes "$OUT/pix_fmt.stock"); then
        pass "-pix_fmt yuv420p from yuv420p10le through the wrapper: swscale's route ${got:-none}, the system ffmpeg's bytes"
    else
        fail "-pix_fmt yuv420p from yuv420p10le through the wrapper" "route ${got:-none} (want $want_route); see $OUT/pix_fmt.*"
    fi
fi

# Debian's PyAV (python3-av), which calls the system's libswscale itself:
# with make system's libraries, reformat() of a 10-bit frame to yuv420p, of
# nv12 and p010 frames to rgb24, and from AVX2 on of yuv420p to rgb24
# (swscale's special converter), of nv12 to bgr24 (OpenCV's capture) and
# bgra (swscale's MMX output), and of rgba and rgb24 to yuv420p
# (from_ndarray() of rendered pixels, to encode) and of bgr24 to yuv420p
# (OpenCV's VideoWriter: swscale's special converter; 5.1's MMXEXT one
# takes widths of whole units of 8 pixels) takes the route and gives the
# bytes of the system's own libswscale; the same script with the route off
# (SIMDLESSON_SCALE=0) must fail its check
if section 3 && [ -z "$route_other" ] && [ "$sys_scale_dsp" != no ]; then
    # (Debian's python3, whose packages python3-av is among: not another
    # python3 earlier in PATH)
    /usr/bin/python3 -c 'import av, numpy' 2>/dev/null || apt_cached "$OUT/apt-pyav.log" install python3-av python3-numpy
    pyav() { # LIBDIR SCALE NAME PAIR: "md5 ms route" of tests/api/simdlesson_pyav.py, and its status
        local w=642
        [ "${4%:*}" = bgr24 ] && w=648
        SIMDLESSON_SCALE=$2 LD_LIBRARY_PATH=$1 /usr/bin/python3 "$TOP/tests/api/simdlesson_pyav.py" $w 362 1 "$4" \
            >"$OUT/pyav.$3" 2>"$OUT/pyav.$3.log"
    }
    # 10-bit -> yuv420p (reformat), nv12 and p010 -> rgb24 (to_ndarray(format='rgb24'))
    pairs="yuv420p10le:yuv420p nv12:rgb24 p010le:rgb24"
    if grep -qw avx2 /proc/cpuinfo && [ "$(uname -m)" = x86_64 ]; then
        pairs="$pairs yuv420p:rgb24 nv12:bgr24 nv12:bgra rgba:yuv420p rgb24:yuv420p bgr24:yuv420p"
    fi
    for pair in $pairs; do
        pyav "$SYS/lib" 1 "dsp-$pair" "$pair"; dsp_rc=$?
        pyav "$SYS/lib" 0 "off-$pair" "$pair"; off_rc=$?
        pyav ""         1 "stock-$pair" "$pair"
        read -r dsp_md5 _ dsp_route <"$OUT/pyav.dsp-$pair"
        read -r off_md5 _ off_route <"$OUT/pyav.off-$pair"
        read -r stock_md5 _ _ <"$OUT/pyav.stock-$pair"
        if [ "$dsp_rc" = 0 ] && [ "$dsp_route" = simdlesson ] && [ "$off_rc" = 1 ] && [ "$off_route" = swscale ] &&
           [ -n "$stock_md5" ] && [ "$dsp_md5" = "$stock_md5" ] && [ "$off_md5" = "$stock_md5" ]; then
            pass "PyAV $(/usr/bin/python3 -c 'import av; print(av.__version__)') reformat() ${pair/:/ -> } with the drop-in: route simdlesson, the system libswscale's bytes; with SIMDLESSON_SCALE=0 its check fails (route swscale)"
        else
            fail "PyAV reformat() ${pair/:/ -> } with the drop-in" "route ${dsp_route:-?} (status $dsp_rc), off: ${off_route:-?} (status $off_rc), md5 $dsp_md5 / stock $stock_md5; see $OUT/pyav.*-$pair"
        fi
    done
fi

# --- 4. install-system, uninstall-system ------------------------------------
if section 4; then
    echo "4. make install-system, make uninstall-system"
    # listing LIST-FILE: /usr/local/lib and /usr/local/share with checksums, and
    # what the dynamic linker's cache holds from /usr/local or of FFmpeg's
    # libraries (not the whole cache: CI's other lane may install packages
    # meanwhile)
    listing() {
        { find /usr/local/lib /usr/local/share -printf '%y %m %p %l\n' | sort
          find /usr/local/lib /usr/local/share -type f -exec sha256sum {} + | sort -k2
          ldconfig -p | grep -E '/usr/local/|lib(av[a-z]*|sw[a-z]*|postproc)\.so' | sort; } > "$1" 2>&1
    }
    has_filter() { env -u LD_LIBRARY_PATH "$SYSBIN/ffmpeg" -hide_banner -filters 2>/dev/null | grep -q ' simdlesson '; }
    if [ "$(id -u)" != 0 ]; then
        fail "install-system needs root: not tested"
    elif has_filter; then
        fail "the plain system ffmpeg already has simdlesson (installed earlier? make uninstall-system)"
    else
        listing "$OUT/local.before"
        if make -C "$TOP" -s BUILDDIR="$BUILDDIR" install-system >"$OUT/install.log" 2>&1 && has_filter &&
           env -u LD_LIBRARY_PATH "$SYSBIN/ffmpeg" -nostdin -v error -f lavfi -i testsrc2=s=64x64:d=0.2 \
               -vf simdlesson=mode=offset:value=9 -f null - 2>>"$OUT/install.log"; then
            pass "after make install-system, plain $SYSBIN/ffmpeg has simdlesson"
            if make -C "$TOP" -s BUILDDIR="$BUILDDIR" install-system >>"$OUT/install.log" 2>&1; then
                pass "make install-system again replaces its own installation"
            else
                fail "make install-system again" "see $OUT/install.log"
            fi
        else
            fail "make install-system: plain $SYSBIN/ffmpeg has no simdlesson" "see $OUT/install.log"
        fi
        # make system again while the library is installed (after an
        # upgrade, as doc/system.md says): the system's own library is found
        if "$TOP/tools/system.sh" build "$BUILDDIR" >"$OUT/system-again.log" 2>&1 &&
           grep -Eq "system FFmpeg: .* from (/usr)?/lib/" "$OUT/system-again.log"; then
            pass "make system while installed: built from the system's own library's package"
        else
            fail "make system while installed" "see $OUT/system-again.log"
        fi
        make -C "$TOP" -s BUILDDIR="$BUILDDIR" uninstall-system >"$OUT/uninstall.log" 2>&1
        listing "$OUT/local.after"
        if ! has_filter && diff "$OUT/local.before" "$OUT/local.after" > "$OUT/local.diff"; then
            pass "after make uninstall-system, /usr/local/lib, /usr/local/share and ldconfig -p are as before"
        else
            fail "make uninstall-system left /usr/local or the linker cache changed" "see $OUT/local.diff, $OUT/uninstall.log"
            head -n 20 "$OUT/local.diff" | sed "s/^/         see local.diff: /"
        fi
    fi
fi

# --- 5. refusals ------------------------------------------------------------
if section 5; then
    echo "5. refusals"
    # refuses NAME EXPECTED-REGEX COMMAND...: a non-zero exit and the message
    refuses() {
        local name=$1 want=$2; shift 2
        if "$@" >"$OUT/refuse-$name.log" 2>&1; then
            fail "$name: exit 0" "see $OUT/refuse-$name.log"
        elif grep -Eq "$want" "$OUT/refuse-$name.log"; then
            pass "$name: $(grep -Eo "$want" "$OUT/refuse-$name.log" | head -n 1 | cut -c1-110)"
        else
            fail "$name: no message matching '$want'" "$(tail -n 1 "$OUT/refuse-$name.log")"
        fi
    }
    R=$OUT/refusals            # a build directory of their own
    mkdir -p "$R"
    printf 'ID=fedora\nNAME="Fedora Linux"\nVERSION_ID=40\n' > "$OUT/os-release.fedora"

    if [ -n "$route_other" ]; then
        # a configure line that cannot be built here: no Debian build
        # dependencies to fall back on
        refuses other-flags-unbuildable 'configure failed.*no Debian build dependencies to install here.*SYSTEM_FLAGS' \
            env SYSTEM_FLAGS="--enable-shared --enable-libsimdlesson-nonexistent" bash "$TOP/tools/system.sh" build "$R"
        refuses other-version-mismatch 'is FFmpeg [0-9.]+, the system.s is 5\.1\.99: pass the matching source' \
            env SYSTEM_VERSION=5.1.99 bash "$TOP/tools/system.sh" build "$R"
    else
    refuses no-ffmpeg 'no FFmpeg installed.*apt-get install ffmpeg' \
        env SYSTEM_FFMPEG=/nonexistent/ffmpeg bash "$TOP/tools/system.sh" build "$R"
    # neither Debian's package nor the upstream tarball of 5.1.8: both ways out
    refuses source-not-fetchable 'ffmpeg=7:5\.1\.8-0\+deb12u1 .*nor the upstream tarball of FFmpeg 5\.1\.8.*only-upgrade ffmpeg.*SYSTEM_SRC=' \
        env SYSTEM_VERSION=7:5.1.8-0+deb12u1 bash "$TOP/tools/system.sh" build "$R"
    refuses unsupported-series 'series 6\.0.*does not build with.*9\.0 8\.1 7\.1 5\.1' \
        env SYSTEM_VERSION=7:6.0-1 bash "$TOP/tools/system.sh" build "$R"
    refuses not-debian 'not a Debian system.*SYSTEM_SRC=' \
        env SYSTEM_OS_RELEASE="$OUT/os-release.fedora" bash "$TOP/tools/system.sh" build "$R"
    refuses upgraded-wrapper "built for FFmpeg $(sed 's/[.+]/\\&/g' "$SYS/version"), but the system now has 7:5\.1\.99-1.*run make system again" \
        env SIMDLESSON_SYSTEM_VERSION=7:5.1.99-1 sh -c 'exec "$0" "$@"' "$W" -version
    refuses upgraded-install "built for FFmpeg .*, but the system has 7:5\.1\.99-1: run make system again" \
        env SYSTEM_VERSION=7:5.1.99-1 bash "$TOP/tools/system.sh" install "$BUILDDIR"
    refuses install-into-usr-lib 'refusing to install into /usr/lib' \
        env SYSTEM_LIBDIR=/usr/lib/x86_64-linux-gnu bash "$TOP/tools/system.sh" install "$BUILDDIR"
    # make check-system-debian as another user than root
    refuses debian-chroots-need-root 'check-system-debian makes debootstrap chroots.*run it as root' \
        setpriv --reuid=65534 --regid=65534 --clear-groups "$TOP/tests/system-debian.sh" "$R"
    # the index lists the installed version, but neither Debian's package
    # nor the upstream tarball downloads (a proxy that refuses; the indices
    # are the ones source-not-fetchable fetched, which apt keeps)
    refuses source-download-fails "Debian's source package ffmpeg=[^ ]+ cannot be fetched \(see [^)]*source\.log\), nor the upstream tarball ffmpeg_[0-9.]+\.orig\.tar\.xz: upgrade.*SYSTEM_SRC=" \
        env SIMDLESSON_CACHE="$R/empty-cache" http_proxy=http://127.0.0.1:9 bash "$TOP/tools/system.sh" build "$R"

    # Refusals no system here reaches, shown by the functions of
    # tools/system.sh sourced (fn)
    # a patch of Debian's that does not apply to the upstream tarball
    u=$R/patch; rm -rf "$u"; mkdir -p "$u/system" "$u/src" "$u/deb/debian/patches"
    echo 'upstream line' > "$u/src/file.c"
    printf -- '--- a/file.c\n+++ b/file.c\n@@ -1 +1 @@\n-%s line\n+patched line\n' other > "$u/deb/debian/patches/0001-fix.patch"
    echo 0001-fix.patch > "$u/deb/debian/patches/series"
    tar -C "$u/deb" -cJf "$u/debian.tar.xz" debian
    refuses debian-patch-does-not-apply "Debian's patch 0001-fix\.patch does not apply to the upstream tarball.*SYSTEM_SRC=<an FFmpeg 9\.9\.9 source tree>" \
        fn "$u" 'srcdir=$BUILDDIR/src upstream=9.9.9; apply_debian "$BUILDDIR/debian.tar.xz"'
    # (and one that applies, so that the refusal is the patch's)
    sed -i 's/-other line/-upstream line/' "$u/deb/debian/patches/0001-fix.patch"
    tar -C "$u/deb" -cJf "$u/debian.tar.xz" debian
    if fn "$u" 'srcdir=$BUILDDIR/src upstream=9.9.9; apply_debian "$BUILDDIR/debian.tar.xz"' >"$u/ok.log" 2>&1 &&
       grep -qx 'patched line' "$u/src/file.c"; then
        pass "apply_debian: a patch that applies is applied"
    else
        fail "apply_debian: a patch that applies" "see $u/ok.log"
    fi
    # the fallback, the system's whole line, still leaves out a filter the
    # system has (null: here, the line disables it), with the build
    # dependencies as if installed
    u=$R/fallback; rm -rf "$u"; mkdir -p "$u/system"
    echo null > "$u/system/system-filters.txt"
    echo 'libc6-dev' > "$u/system/build-depends.txt"
    fallback='install_build_depends() { :; }; srcdir=$3 objdir=$BUILDDIR/obj why="SYSTEM_DERIVE=no"
              all_flags=(--disable-everything --disable-programs --disable-autodetect --disable-x86asm)
              configure_fallback'
    refuses fallback-loses-filters "configure left out filters the system has: null .*, even with the system's whole configure line and Debian's build dependencies" \
        fn "$u" "$fallback" "$SRCDIR"
    # (and a system without null: the same fallback passes, so that the
    # refusal is the filter's)
    echo simdlesson > "$u/system/system-filters.txt"
    if fn "$u" "$fallback" "$SRCDIR" >"$u/ok.log" 2>&1 &&
       grep -qx "the system's whole configure line" "$u/system/path"; then
        pass "configure_fallback: a line that keeps the system's filters is taken"
    else
        fail "configure_fallback: a line that keeps the system's filters" "see $u/ok.log"
    fi
    # Debian's build dependencies, needed by another user than root
    u=$R/nonroot; rm -rf "$u"; mkdir -p "$u/system"
    echo 'libx264-dev, nasm' > "$u/system/build-depends.txt"
    chown -R 65534:65534 "$u"
    refuses build-depends-need-root "the build needs Debian's build dependencies of ffmpeg 7:5\.1\.9-0\+deb12u1; install them with:  sudo apt-get satisfy --no-install-recommends 'build-essential, libx264-dev, nasm'" \
        setpriv --reuid=65534 --regid=65534 --clear-groups bash -c \
            '. "$0/tools/system.sh" build "$1"; srcpkg=ffmpeg version=7:5.1.9-0+deb12u1; install_build_depends' "$TOP" "$u"
    fi
fi

# --- 6. what the wrapper runs -----------------------------------------------
if section 6; then
    echo "6. the wrapper: the system's ffmpeg, make system's libavfilter, the system's other libraries"
    lib=$(ls "$SYS"/lib/libavfilter.so.* | head -n 1)
    # the dynamic linker says which file each library was loaded from
    LD_DEBUG=libs "$W" -hide_banner -version > "$OUT/ld-debug.log" 2>&1
    avfilter=$(sed -n 's/.*calling init: \(.*libavfilter\.so\.[0-9]*\)$/\1/p' "$OUT/ld-debug.log" | head -n 1)
    avcodec=$(sed -n 's/.*calling init: \(.*libavcodec\.so\.[0-9]*\)$/\1/p' "$OUT/ld-debug.log" | head -n 1)
    sysavcodec=$(ldd "$SYSBIN/ffmpeg" | awk '$1 ~ /^libavcodec\.so\./ { print $3; exit }')
    if grep -q "exec $SYSBIN/ffmpeg " "$W" && [ "$avfilter" = "$lib" ] &&
       [ -n "$avcodec" ] && [ "$(readlink -f "$avcodec")" = "$(readlink -f "$sysavcodec")" ]; then
        pass "$W runs $SYSBIN/ffmpeg with $avfilter and the system's $avcodec"
    else
        fail "the wrapper runs '$(sed -n 's/.*exec \([^ ]*\) .*/\1/p' "$W")' with libavfilter '$avfilter', libavcodec '$avcodec' (want $SYSBIN/ffmpeg, $lib, $sysavcodec)" "see $OUT/ld-debug.log"
    fi
    if ! "$SYSBIN/ffmpeg" -hide_banner -filters 2>/dev/null | grep -q ' simdlesson '; then
        pass "$SYSBIN/ffmpeg alone has no simdlesson: its own libavfilter is untouched"
    else
        fail "$SYSBIN/ffmpeg alone lists simdlesson"
    fi
fi

echo "check-system: $(( $(date +%s) - start )) s"
suite_result
