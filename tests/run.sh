#!/usr/bin/env bash
#
# tests/run.sh BUILDDIR: the project's test suite (make check).
#   - checkasm: every kernel at every instruction-set level against C
#   - FATE: every graph at every CPU level against one reference
#   - parity with FFmpeg's own filters, frame by frame, in the same run
#   - -cpuflags 0 against the default, slice threads against one thread
#   - errors: bad options and inputs fail cleanly, naming the problem
# Ends with one line "N passed, M failed"; exits non-zero on any failure.

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
BUILDDIR=$(cd "${1:-build}" && pwd)
. "$BUILDDIR/config.mk" 2>/dev/null || { echo "no $BUILDDIR/config.mk: run ./configure" >&2; exit 1; }

FFMPEG=$BUILDDIR/bin/ffmpeg
OUT=$BUILDDIR/tests
rm -rf "$OUT"; mkdir -p "$OUT"

passed=0 failed=0
pass() { passed=$((passed + 1)); printf '  ok    %s\n' "$1"; }
fail() { failed=$((failed + 1)); printf '  FAIL  %s\n' "$1"; [ -n "${2:-}" ] && printf '        %s\n' "$2"; }

ff() { "$FFMPEG" -nostdin -hide_banner -nostats -noauto_conversion_filters "$@"; }

# Frame hashes only (pts and sizes included), to compare two framemd5 files.
hashes() { grep -v '^#' "$1"; }

echo "simdlesson tests: FFmpeg $FFMPEG_VERSION ($PROFILE profile, x86 asm: $X86ASM)"

# --- checkasm ---------------------------------------------------------------
echo "checkasm"
if make -s -C "$OBJDIR" fate-checkasm-vf_simdlesson >"$OUT/checkasm.log" 2>&1; then
    pass "fate-checkasm-vf_simdlesson"
else
    fail "fate-checkasm-vf_simdlesson" "see $OUT/checkasm.log"
fi
"$OBJDIR/tests/checkasm/checkasm" --test=vf_simdlesson >"$OUT/checkasm-run.log" 2>&1
if [ "$X86ASM" = yes ]; then
    # Guard against a vacuous pass: the x86 kernels must have been tested.
    if grep -q 'vf_simdlesson.*\[OK\]' "$OUT/checkasm-run.log" &&
       ! grep -q FAILED "$OUT/checkasm-run.log"; then
        pass "checkasm ran the SIMD kernels ($(grep -c '\[OK\]' "$OUT/checkasm-run.log") groups OK)"
    else
        fail "checkasm ran the SIMD kernels" "see $OUT/checkasm-run.log"
    fi
fi

# --- FATE -------------------------------------------------------------------
echo "FATE (each graph at CPU levels c, sse2, all; one reference)"
make -k -C "$OBJDIR" -j"$(nproc)" fate-simdlesson >"$OUT/fate.log" 2>&1
for ref in "$TOP"/fate/ref/simdlesson-*; do
    t=$(basename "$ref")
    for level in c sse2 all; do
        if grep -q "^TEST *$t-$level\$" "$OUT/fate.log" &&
           ! grep -q "Test $t-$level failed" "$OUT/fate.log"; then
            pass "fate-$t-$level"
        else
            fail "fate-$t-$level" "see $OUT/fate.log and $OBJDIR/tests/data/fate/$t-$level.*"
        fi
    done
done

# --- parity with FFmpeg's own filters ---------------------------------------
echo "parity (same run, frame by frame)"

# parity NAME GRAPH-OF-TWO-OUTPUTS: [o1] and [o2] must be identical frames.
parity() {
    local name=$1 graph=$2
    if ff -lavfi "$graph" -map '[o1]' -f framemd5 "$OUT/$name.1" \
                          -map '[o2]' -f framemd5 "$OUT/$name.2" 2>"$OUT/$name.log" &&
       [ -s "$OUT/$name.1" ] && cmp -s <(hashes "$OUT/$name.1") <(hashes "$OUT/$name.2"); then
        pass "$name ($(hashes "$OUT/$name.1" | wc -l) frames)"
    else
        fail "$name" "see $OUT/$name.*"
    fi
}

lut_add8='c0=min(x+y\,255):c1=min(x+y\,255):c2=min(x+y\,255):c3=min(x+y\,255)'

# Every pair (a, b) of 8-bit values, on every plane: a and b are gradients
# across and down a 256x256 frame, both ways round on the chroma planes.
exhaustive='nullsrc=s=256x256:r=5:d=0.4,format=yuv444p,split[g0][g1];'
exhaustive+='[g0]geq=lum=X:cb=Y:cr=255-X[a];[g1]geq=lum=Y:cb=X:cr=255-Y[b];'
exhaustive+='[a]split[a1][a2];[b]split[b1][b2];'
parity "parity-lut2-all-pairs-yuv444p" \
    "$exhaustive[a1][b1]simdlesson[o1];[a2][b2]lut2=$lut_add8[o2]"

for fmt in yuv420p yuv422p yuv444p yuva420p gray gbrp gbrap yuvj420p; do
    parity "parity-lut2-$fmt" \
        "testsrc2=s=352x288:r=10:d=1,format=$fmt,split[a][b0];[b0]hflip[b];[a]split[a1][a2];[b]split[b1][b2];[a1][b1]simdlesson[o1];[a2][b2]lut2=$lut_add8[o2]"
done

# blend's addition saturates the same way.
parity "parity-blend-addition-yuv420p" \
    "testsrc2=s=1920x1080:r=5:d=0.6,format=yuv420p,split[a][b0];[b0]hflip[b];[a]split[a1][a2];[b]split[b1][b2];[a1][b1]simdlesson[o1];[a2][b2]blend=all_mode=addition[o2]"

# --- CPU levels and threads -------------------------------------------------
echo "CPU levels and slice threads"

# same_output NAME "OPTIONS A" "OPTIONS B" GRAPH: two runs give the same frames.
same_output() {
    local name=$1 opta=$2 optb=$3 graph=$4
    # shellcheck disable=SC2086
    if ff $opta -lavfi "$graph" -f framemd5 "$OUT/$name.1" 2>"$OUT/$name.log" &&
       ff $optb -lavfi "$graph" -f framemd5 "$OUT/$name.2" 2>>"$OUT/$name.log" &&
       [ -s "$OUT/$name.1" ] && cmp -s <(hashes "$OUT/$name.1") <(hashes "$OUT/$name.2"); then
        pass "$name"
    else
        fail "$name" "see $OUT/$name.*"
    fi
}

big='testsrc2=s=1921x1081:r=5:d=0.6,format=rgba,split[a][b0];[b0]hflip[b];[a][b]simdlesson'
same_output "cpuflags-0-vs-default-rgba-1921x1081" "-cpuflags 0" "" "$big"
same_output "cpuflags-0-vs-default-nv12" "-cpuflags 0" "" \
    "testsrc2=s=1280x720:r=5:d=0.6,format=yuv420p,scale=flags=bitexact,format=nv12,split[a][b0];[b0]vflip[b];[a][b]simdlesson"
same_output "threads-1-vs-5-rgba-1921x1081" "-filter_threads 1" "-filter_threads 5" "$big"

# --- errors -----------------------------------------------------------------
echo "errors (non-zero exit, a message naming the problem)"

# expect_error NAME REGEX ARGS...: ffmpeg fails, its log matches REGEX, and
# it was not killed by a signal (the shell's 129..159; ffmpeg itself exits
# with 1 or with an AVERROR code modulo 256, such as 234 for EINVAL).
expect_error() {
    local name=$1 regex=$2 rc; shift 2
    ff "$@" -f null - >"$OUT/$name.log" 2>&1
    rc=$?
    if [ $rc -ne 0 ] && { [ $rc -le 128 ] || [ $rc -ge 160 ]; } && grep -qE "$regex" "$OUT/$name.log"; then
        pass "$name"
    else
        fail "$name" "exit $rc; see $OUT/$name.log"
    fi
}

expect_error "error-size-mismatch" "input 'a' is 320x240 yuv420p, input 'b' is 320x200 yuv420p" \
    -lavfi "testsrc2=s=320x240:d=0.2,format=yuv420p[a];testsrc2=s=320x200:d=0.2,format=yuv420p[b];[a][b]simdlesson"
expect_error "error-unknown-mode" "mode" \
    -lavfi "testsrc2=d=0.2,format=yuv420p,split[a][b];[a][b]simdlesson=mode=multiply"
expect_error "error-planes-out-of-range" "planes" \
    -lavfi "testsrc2=d=0.2,format=yuv420p,split[a][b];[a][b]simdlesson=planes=16"
expect_error "error-unsupported-format" "simdlesson.* do not have a common format|common format.*simdlesson" \
    -lavfi "testsrc2=d=0.2,scale,format=gbrpf32le,split[a][b];[a][b]simdlesson"

# --- the filter is in this ffmpeg -------------------------------------------
if "$FFMPEG" -hide_banner -h filter=simdlesson 2>&1 | grep -q 'simdlesson AVOptions'; then
    pass "ffmpeg -h filter=simdlesson"
else
    fail "ffmpeg -h filter=simdlesson"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
