#!/usr/bin/env bash
#
# tests/run.sh BUILDDIR: the project's test suite (make check).
#   - checkasm: every kernel at every instruction-set level against C
#   - FATE: every graph at every CPU level against one reference
#   - parity with FFmpeg's own filters, frame by frame, in the same run
#   - -cpuflags 0 against the default, slice threads against one thread
#   - errors (tests/errors.sh): bad options, inputs, streams and commands
#     fail cleanly, naming the problem
#   - geometry (tests/geometry.sh): odd sizes, crops, flips, tight and
#     shared frames, 1..8 threads, every mode against C
#   - the fuzz regression cases (tests/fuzz/cases.txt)
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
elif grep -q 'no tests to perform' "$OUT/checkasm-run.log"; then
    pass "checkasm: a C-only build, no SIMD kernel to test"
else
    fail "checkasm in a C-only build: SIMD kernels without x86 asm?" "see $OUT/checkasm-run.log"
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

# Deeper samples from geq: two different patterns over the whole range.
# geq_src A|B FORMAT MAXPLUS1 (planar YUV or GBR)
geq_src() {
    local fmt=$2 m=$3 c0=lum c1=cb c2=cr
    case $fmt in gbr*) c0=r c1=g c2=b ;; esac
    if [ "$1" = A ]; then
        echo "nullsrc=s=352x288:r=5:d=0.6,format=$fmt,geq=$c0=mod(X*37+Y*101+N*7\,$m):$c1=mod(X*13+Y*29\,$m):$c2=mod(X*5+Y*71+N\,$m)"
    else
        echo "nullsrc=s=352x288:r=5:d=0.6,format=$fmt,geq=$c0=mod(X*X+Y*3+N*11\,$m):$c1=mod(Y*Y+X\,$m):$c2=mod(X*Y\,$m)"
    fi
}
# pair_parity NAME SRC-A SRC-B FILTER-1 FILTER-2: [a][b]FILTER-1 == [a][b]FILTER-2
pair_parity() {
    parity "$1" "$2,split[a1][a2];$3,split[b1][b2];[a1][b1]$4[o1];[a2][b2]$5[o2]"
}
lut2_all() { echo "lut2=c0=$1:c1=$1:c2=$1:c3=$1"; }
sat2='min(x+y\,pow(2\,bdx)-1)'
wrap2='mod(x+y\,pow(2\,bdx))'

for f in yuv420p9le:512 yuv420p10le:1024 gbrp12le:4096; do
    fmt=${f%:*} m=${f#*:}
    pair_parity "parity-lut2-saturate-$fmt" "$(geq_src A $fmt $m)" "$(geq_src B $fmt $m)" \
        simdlesson "$(lut2_all "$sat2")"
done
for f in yuv420p:256 yuv420p10le:1024 gbrp12le:4096; do
    fmt=${f%:*} m=${f#*:}
    pair_parity "parity-lut2-wrap-$fmt" "$(geq_src A $fmt $m)" "$(geq_src B $fmt $m)" \
        simdlesson=overflow=wrap "$(lut2_all "$wrap2")"
done
for f in yuv444p10le:1024 yuv420p14le:16384 yuv444p16le:65536 gbrp16le:65536; do
    fmt=${f%:*} m=${f#*:}
    pair_parity "parity-blend-addition-$fmt" "$(geq_src A $fmt $m)" "$(geq_src B $fmt $m)" \
        simdlesson blend=all_mode=addition
done
for f in yuv420p:256 yuv420p10le:1024 gbrp12le:4096 yuv420p14le:16384 yuv444p16le:65536; do
    fmt=${f%:*} m=${f#*:}
    pair_parity "parity-blend-grainmerge-$fmt" "$(geq_src A $fmt $m)" "$(geq_src B $fmt $m)" \
        simdlesson=bias=1 blend=all_mode=grainmerge
done

# mode=offset against the same arithmetic in lut2 (on the input twice,
# using x only) or, for packed RGB, lutrgb.  (lutyuv clips to the limited
# range, so it cannot serve.)
offset_parity() { # NAME SOURCE VALUE OVERFLOW [lutrgb]
    local x=x c ref
    [ -n "${5:-}" ] && x=val
    local max="pow(2\,bdx)-1"
    [ -n "${5:-}" ] && max=maxval
    if [ "$4" = wrap ]; then e="mod($x+$3+$max+1\,$max+1)"; else e="clip($x+$3\,0\,$max)"; fi
    if [ -n "${5:-}" ]; then
        ref="[a2]lutrgb=r=$e:g=$e:b=$e:a=$e[o2]"
    else
        ref="[a2][a3]$(lut2_all "$e")[o2]"
    fi
    if [ -n "${5:-}" ]; then
        parity "$1" "$2,split[a1][a2];[a1]simdlesson=mode=offset:value=$3:overflow=$4[o1];$ref"
    else
        parity "$1" "$2,split=3[a1][a2][a3];[a1]simdlesson=mode=offset:value=$3:overflow=$4[o1];$ref"
    fi
}
y8="testsrc2=s=352x288:r=5:d=0.6,format=yuv420p"
offset_parity parity-lut2-offset-yuv420p "$y8" 60 saturate
offset_parity parity-lut2-offset-neg-yuv420p "$y8" -70 saturate
offset_parity parity-lut2-offset-wrap-yuv420p "$y8" 200 wrap
offset_parity parity-lut2-offset-yuv420p10 "$(geq_src A yuv420p10le 1024)" 300 saturate
offset_parity parity-lut2-offset-neg-wrap-yuv420p10 "$(geq_src A yuv420p10le 1024)" -500 wrap
offset_parity parity-lut2-offset-neg-gbrp12 "$(geq_src A gbrp12le 4096)" -1000 saturate
offset_parity parity-lutrgb-offset-neg-rgba "testsrc2=s=352x288:r=5:d=0.6,format=rgba" -100 saturate lutrgb
offset_parity parity-lutrgb-offset-wrap-rgba "testsrc2=s=352x288:r=5:d=0.6,format=rgba" 150 wrap lutrgb

# --- runtime commands --------------------------------------------------------
echo "runtime commands (sendcmd at 0.4 s = frame 4), against lut2 before and after"
rt_src="testsrc2=s=352x288:r=10:d=0.8,format=yuv420p"
# command_parity NAME SENDCMD-AND-SIMDLESSON LUT2-BEFORE LUT2-AFTER:
# frames 0-3 must equal the first reference, frames 4-7 the second.
command_parity() {
    local name=$1
    if ff -lavfi "$rt_src,split=5[a1][a2][a3][a4][a5];[a1]$2[o1];[a2][a3]$3[o2];[a4][a5]$4[o3]" \
            -map '[o1]' -f framemd5 "$OUT/$name.1" -map '[o2]' -f framemd5 "$OUT/$name.2" \
            -map '[o3]' -f framemd5 "$OUT/$name.3" 2>"$OUT/$name.log" &&
       [ "$(hashes "$OUT/$name.1" | wc -l)" = 8 ] &&
       cmp -s <(hashes "$OUT/$name.1") \
              <({ hashes "$OUT/$name.2" | awk -F', *' '$2 < 4'; hashes "$OUT/$name.3" | awk -F', *' '$2 >= 4'; }); then
        pass "$name"
    else
        fail "$name" "see $OUT/$name.*"
    fi
}
lut_yuv() { echo "lut2=c0=$1:c1=${2:-$1}:c2=${2:-$1}"; }
command_parity command-value \
    "sendcmd=c='0.4 simdlesson@o value -90',simdlesson@o=mode=offset:value=40" \
    "$(lut_yuv 'clip(x+40\,0\,255)')" "$(lut_yuv 'clip(x-90\,0\,255)')"
command_parity command-planes \
    "sendcmd=c='0.4 simdlesson@o planes 7',simdlesson@o=mode=offset:value=40:planes=1" \
    "$(lut_yuv 'clip(x+40\,0\,255)' x)" "$(lut_yuv 'clip(x+40\,0\,255)')"
command_parity command-overflow \
    "sendcmd=c='0.4 simdlesson@o overflow wrap',simdlesson@o=mode=offset:value=200" \
    "$(lut_yuv 'min(x+200\,255)')" "$(lut_yuv 'mod(x+200\,256)')"
# An invalid value is reported and the previous one stays.
command_parity command-invalid-value-keeps-state \
    "sendcmd=c='0.4 simdlesson@o value 300',simdlesson@o=mode=offset:value=40" \
    "$(lut_yuv 'clip(x+40\,0\,255)')" "$(lut_yuv 'clip(x+40\,0\,255)')"
if grep -q "value 300 is out of range for 8-bit samples" "$OUT/command-invalid-value-keeps-state.log"; then
    pass "command-invalid-value-reported"
else
    fail "command-invalid-value-reported" "see $OUT/command-invalid-value-keeps-state.log"
fi

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
same_output "threads-1-vs-5-rgba-1921x1081" "-filter_complex_threads 1" "-filter_complex_threads 5" "$big"
same_output "threads-1-vs-3-offset-yuv420p10-bias" "-filter_complex_threads 1" "-filter_complex_threads 3" \
    "$(geq_src A yuv420p10le 1024),split[a][b];[a]simdlesson=mode=offset:value=-77[c];[c][b]simdlesson=bias=1"
same_output "cpuflags-0-vs-default-p010-bias" "-cpuflags 0" "" \
    "$(geq_src A yuv420p10le 1024),scale=flags=bitexact,format=p010le[a];$(geq_src B yuv420p10le 1024),scale=flags=bitexact,format=p010le[b];[a][b]simdlesson=bias=1"

# --- errors, geometry -------------------------------------------------------
. "$TOP/tests/errors.sh"
. "$TOP/tests/geometry.sh"

# --- fuzz regression cases -----------------------------------------------------
echo "fuzz regression cases (tests/fuzz/cases.txt through graphfuzz)"
if "$TOP/tests/fuzz.sh" "$BUILDDIR" replay >"$OUT/fuzz-replay.log" 2>&1; then
    pass "$(tail -n 1 "$OUT/fuzz-replay.log" | sed 's/^graphfuzz: //')"
else
    fail "fuzz regression cases" "see $OUT/fuzz-replay.log"
fi
# and 1000 random cases from a fixed seed, the same on every run (make
# fuzz runs for as long as asked from a new seed)
if "$TOP/tests/fuzz.sh" "$BUILDDIR" fuzz 600 20261121 1000 >"$OUT/fuzz-short.log" 2>&1; then
    pass "$(tail -n 1 "$OUT/fuzz-short.log" | sed 's/^graphfuzz: //')"
else
    fail "fuzz, 1000 cases from seed 20261121" "see $OUT/fuzz-short.log"
fi

# --- make bench, on tiny frames, so that it cannot rot ------------------------
echo "make bench harness (tiny sizes; timings not checked)"
if "$TOP/tests/bench.sh" "$BUILDDIR" tiny >"$OUT/bench-tiny.log" 2>&1; then
    b=$OUT/bench-tiny
    levels=1; [ "$X86ASM" = yes ] && levels=3
    n=$(grep -cE '^(add|offset)_' "$b/kernels-1080p.csv")
    if [ "$n" = $((10 * levels)) ] && ! grep -q nan "$b/kernels-1080p.csv"; then
        pass "bench: kernelbench timed 10 kernels at $levels level(s)"
    else
        fail "bench: kernelbench" "$n rows; see $b/kernels-1080p.csv"
    fi
    if [ "$(tail -n +2 "$b/filters.csv" | wc -l)" -ge 10 ] && ! grep -q -e nan -e ',NO$' "$b/filters.csv" &&
       [ "$(grep -c ',yes$' "$b/filters.csv")" -ge 5 ] && [ -s "$b/scaling.csv" ]; then
        pass "bench: filter comparisons ran, outputs identical where promised"
    else
        fail "bench: filter comparisons" "see $b/filters.csv"
    fi
else
    fail "bench harness" "see $OUT/bench-tiny.log"
fi

# --- the filter is in this ffmpeg -------------------------------------------
if "$FFMPEG" -hide_banner -h filter=simdlesson 2>&1 | grep -q 'simdlesson AVOptions'; then
    pass "ffmpeg -h filter=simdlesson"
else
    fail "ffmpeg -h filter=simdlesson"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
