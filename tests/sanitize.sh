#!/usr/bin/env bash
#
# tests/sanitize.sh BUILDDIR: make check-sanitize.
#   1. BUILDDIR/sanitize: FFmpeg and the filter built with AddressSanitizer
#      and UndefinedBehaviorSanitizer (FFmpeg's --toolchain=gcc-asan-ubsan,
#      at -O1) and --enable-blend-dsp, and the parts of make check that
#      look for memory errors run there: checkasm, FATE (at the c and
#      native levels), errors, geometry and the fuzz cases (tight buffers
#      of exactly the plane size: one byte read past a row's end is a
#      report), scale on the DSP, and blend and tblend on the DSP (make
#      check-blend-dsp's part, against the main build's stock blend), with
#      every report fatal; then
#      graphfuzz for FUZZ_SECONDS (default 60) from a new seed; then no
#      log may hold a report.
#   2. valgrind memcheck over ffmpeg runs of every mode (odd sizes, crops,
#      flips, 16-bit samples, slice threads) and graphfuzz replaying its
#      cases, on the main build; any error or definite leak fails.
# Ends with "N passed, M failed"; exits non-zero on any failure.

set -u -o pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"
suite_begin
BUILDDIR=$(cd "${1:-build}" && pwd)
. "$BUILDDIR/config.mk"
SAN=$BUILDDIR/sanitize
OUT=$BUILDDIR/sanitize-tests
rm -rf "$OUT"; mkdir -p "$OUT"

REPORT='AddressSanitizer|LeakSanitizer|runtime error:'
SAN_PARTS="checkasm fate errors geometry fuzz scale blend"
# (scale: its pairs, sizes, crops and declines; the flags and FFmpeg's own
# FATE tests, which check swscale's semantics, run in make check)
export SIMDLESSON_SCALE_SECTIONS="1 3"

# --- 1. ASan + UBSan build ------------------------------------------------------
export ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export LSAN_OPTIONS=exitcode=23

log "check-sanitize: building FFmpeg with ASan and UBSan in $SAN"
if "$TOP/configure" --builddir="$SAN" "${sanitize_configure_flags[@]}" \
        >"$OUT/configure.log" 2>&1 &&
   make -C "$TOP" --no-print-directory BUILDDIR="$SAN" checkasm >"$OUT/build.log" 2>&1; then
    pass "ASan+UBSan build ($(sanitizer_flags "$SAN/ffmpeg-obj"))"
    echo "make check in the ASan+UBSan build: $SAN_PARTS"
    # (part blend's reference at 14 bits: the main build's blend, if stock)
    stock_ffmpeg=$BUILDDIR/bin/ffmpeg
    [ "${BLEND_DSP:-no}" = no ] || stock_ffmpeg=
    SIMDLESSON_FATE_LEVELS=${SIMDLESSON_FATE_LEVELS:-c native} STOCK_FFMPEG=$stock_ffmpeg \
        make -C "$TOP" --no-print-directory BUILDDIR="$SAN" check PARTS="$SAN_PARTS" >"$OUT/check.log" 2>&1
    summary=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$OUT/check.log" | tail -n 1)
    if grep -q '^[0-9]* passed, 0 failed$' <<<"$summary"; then
        pass "make check under ASan+UBSan: $summary"
    else
        fail "make check under ASan+UBSan: ${summary:-did not finish}" "see $OUT/check.log"
        grep '  FAIL' "$OUT/check.log" | head -n 20
    fi
    # new random cases, where a byte past a tight buffer is a report
    seed=$(date +%s)
    if "$TOP/tests/fuzz.sh" "$SAN" fuzz "${FUZZ_SECONDS:-60}" "$seed" >"$OUT/fuzz.log" 2>&1; then
        pass "graphfuzz under ASan+UBSan: $(tail -n 1 "$OUT/fuzz.log" | sed 's/^graphfuzz: //')"
    else
        fail "graphfuzz under ASan+UBSan from seed $seed" "see $OUT/fuzz.log"
    fi
    # every log of the run, FATE's included
    reports=$(grep -rlE "$REPORT" "$SAN/tests" "$SAN/ffmpeg-obj/tests/data/fate" "$OUT" 2>/dev/null)
    if [ -z "$reports" ]; then
        pass "no sanitizer report in any log"
    else
        fail "sanitizer reports in:" "$(echo "$reports" | head -n 10 | tr '\n' ' ')"
    fi
else
    fail "ASan+UBSan build" "see $OUT/configure.log and $OUT/build.log"
fi
unset ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS

# --- 2. valgrind memcheck --------------------------------------------------------
echo "valgrind memcheck (main build: $BUILDDIR/bin/ffmpeg)"
command -v valgrind >/dev/null || install_packages valgrind
VG=(valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite
    --show-leak-kinds=definite)
make -C "$TOP" --no-print-directory BUILDDIR="$BUILDDIR" ffmpeg >"$OUT/main-build.log" 2>&1 ||
    fail "main build" "see $OUT/main-build.log"

# vg NAME ARGS...: valgrind ARGS exits 0 and reports nothing
vg() {
    local name=$1; shift
    if "${VG[@]}" "$@" >"$OUT/vg-$name.log" 2>&1 && ! grep -q '^==[0-9]*==' "$OUT/vg-$name.log"; then
        pass "valgrind $name"
    else
        fail "valgrind $name" "see $OUT/vg-$name.log"
    fi
}

. "$TOP/tests/modes.sh"
for m in "${SIMDLESSON_MODES[@]}"; do
    IFS='|' read -r name nin opts mfmts <<<"$m"
    for src in "yuv420p|crop=w=61:h=37:x=3:y=5:exact=1" "yuv420p10le|vflip" "rgb24|crop=w=33:h=9:x=1:y=1"; do
        fmt=${src%%|*} chain=${src#*|}
        mode_takes "$mfmts" "$fmt" || continue
        a="testsrc2=s=70x50:r=5:d=0.6,format=$fmt,$chain"
        b="testsrc2=s=70x50:r=5:d=0.6,hflip,format=$fmt,$chain"
        if [ "$nin" = 2 ]; then g="$a[a];$b[b];[a][b]simdlesson=$opts"; else g="$a,simdlesson=$opts"; fi
        vg "$name-$fmt" "$BUILDDIR/bin/ffmpeg" -nostdin -hide_banner -nostats -noauto_conversion_filters \
            -filter_complex_threads 2 -lavfi "$g" -f framemd5 -y /dev/null
    done
done
if GRAPHFUZZ=$("$TOP/tests/fuzz.sh" "$BUILDDIR" build 2>"$OUT/graphfuzz-build.log"); then
    vg "graphfuzz-replay" "$GRAPHFUZZ" replay "$TOP/tests/fuzz/cases.txt"
    vg "graphfuzz-50-cases" "$GRAPHFUZZ" fuzz 7 600 50
else
    fail "graphfuzz builds" "see $OUT/graphfuzz-build.log"
fi

suite_result
