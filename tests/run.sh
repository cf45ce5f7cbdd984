#!/usr/bin/env bash
#
# tests/run.sh BUILDDIR [PART...]: the project's test suite (make check):
# every part, or the PARTs named (the other builds run what is different
# about them: see the Makefile).
#   checkasm  every kernel at every instruction-set level against C
#   fate      every graph at every CPU level against one reference
#             (SIMDLESSON_FATE_LEVELS: a subset of the levels)
#   parity    add and offset, frame by frame, against lut2, lutrgb, blend
#   blend     (./configure --enable-blend-dsp) blend on the DSP context
#             against lut2, and against STOCK_FFMPEG's blend
#   shuffle   shuffles and layout conversions against swscale and others
#   depth     bit-depth conversion against swscale
#   scale     (tests/scale.sh) scale on the DSP against stock swscale
#   commands  runtime commands against lut2 before and after
#   levels    -cpuflags 0 against the default, slice threads against one
#   errors    (tests/errors.sh) bad options, inputs, streams and commands
#             fail cleanly, naming the problem
#   geometry  (tests/geometry.sh) odd sizes, crops, flips, tight and
#             shared frames, 1..8 threads, every mode against C
#   docs      (tests/docs.sh) doc/simdlesson.texi in FFmpeg's docs, its
#             options against ffmpeg -h; README.md's and doc/*.md's
#             examples and figures
#   fuzz      the fuzz regression cases (tests/fuzz/cases.txt) and 1000
#             random cases from a fixed seed, through graphfuzz
#   install   make install, and a program built with pkg-config alone
#   bench     make bench's harness on tiny frames (no timing checked)
# Each part ends with a note of its time, the suite with one line
# "N passed, M failed"; the exit status is non-zero on any failure.

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
BUILDDIR=$(cd "${1:-build}" && pwd)
[ $# -eq 0 ] || shift
. "$BUILDDIR/config.mk" 2>/dev/null || { echo "no $BUILDDIR/config.mk: run ./configure" >&2; exit 1; }
. "$TOP/tools/common.sh"
suite_begin

FFMPEG=$BUILDDIR/bin/ffmpeg
OUT=$BUILDDIR/tests
rm -rf "$OUT"; mkdir -p "$OUT"


# Every reference is stock swscale: scale's DSP route (scale=, format=,
# the conversions lavfi inserts) is off but where the part scale turns it
# on (and in FFmpeg's FATE, whose references are files).
export SIMDLESSON_SCALE=0

ff() { "$FFMPEG" -nostdin -hide_banner -nostats -noauto_conversion_filters "$@"; }

# Frame hashes only (pts and sizes included), to compare two framemd5 files.
hashes() { grep -v '^#' "$1"; }

# same_frames [-m MIN] [-h] A B [A B...]: each pair of framemd5 files holds
# the same frames (their lines but the # header; -h: their hashes alone,
# for outputs whose timestamps differ), and each A at least MIN (default
# 1) of them.  Prints each A that differs (or either is missing); one
# process for any number of pairs, as the suite compares thousands.
same_frames() {
    local min=1 field=0
    while :; do
        case ${1:-} in -m) min=$2; shift 2 ;; -h) field=6; shift ;; *) break ;; esac
    done
    [ $# -ge 2 ] && [ $(($# % 2)) = 0 ] || { echo "same_frames: pairs of files, not: $*" >&2; return 2; }
    awk -F, -v min="$min" -v field="$field" '
        BEGIN { for (i = 1; i < ARGC; i++) {
                    name[i] = ARGV[i]
                    if ((getline line < ARGV[i]) < 0) ARGV[i] = ""; else close(ARGV[i]) } }
        FNR == 1 { h[FILENAME] = ""; n[FILENAME] = 0 }   # (a file named twice)
        !/^#/ { h[FILENAME] = h[FILENAME] (field ? $field : $0) "\n"; n[FILENAME]++ }
        END   { for (i = 1; i + 1 < ARGC; i += 2)
                    if (ARGV[i] == "" || ARGV[i + 1] == "" || n[ARGV[i]] < min ||
                        h[ARGV[i]] != h[ARGV[i + 1]]) { print name[i]; bad = 1 }
                exit bad }' "$@"
}

# part NAME: true when NAME was asked for; ends the part before, with a
# note of its time
ALL_PARTS="checkasm fate parity blend shuffle depth scale commands levels errors geometry docs fuzz install bench"
PARTS=" ${*:-$ALL_PARTS} "
for p in $PARTS; do
    [[ " $ALL_PARTS " == *" $p "* ]] || die "tests/run.sh: no part '$p' (parts: $ALL_PARTS)"
done
part_name= part_start=0
part() {
    [ -z "$part_name" ] || note "$part_name: $(( $(date +%s) - part_start )) s"
    part_name=
    [[ $PARTS == *" $1 "* ]] || return 1
    part_name=$1 part_start=$(date +%s)
}

# parity NAME GRAPH-OF-TWO-OUTPUTS: [o1] and [o2] must be identical frames.
parity() {
    local name=$1 graph=$2
    if ff -lavfi "$graph" -map '[o1]' -f framemd5 "$OUT/$name.1" \
                          -map '[o2]' -f framemd5 "$OUT/$name.2" 2>"$OUT/$name.log" &&
       same_frames "$OUT/$name.1" "$OUT/$name.2" >/dev/null; then
        pass "$name ($(hashes "$OUT/$name.1" | wc -l) frames)"
    else
        fail "$name" "see $OUT/$name.*"
    fi
}

# same_output NAME "OPTIONS A" "OPTIONS B" GRAPH [FFMPEG-B]: two runs give
# the same frames (the second by another ffmpeg binary, if given).
same_output() {
    local name=$1 opta=$2 optb=$3 graph=$4 ffmpeg_b=${5:-$FFMPEG}
    # shellcheck disable=SC2086
    if ff $opta -lavfi "$graph" -f framemd5 "$OUT/$name.1" 2>"$OUT/$name.log" &&
       FFMPEG=$ffmpeg_b ff $optb -lavfi "$graph" -f framemd5 "$OUT/$name.2" 2>>"$OUT/$name.log" &&
       same_frames "$OUT/$name.1" "$OUT/$name.2" >/dev/null; then
        pass "$name"
    else
        fail "$name" "see $OUT/$name.*"
    fi
}

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

depth_fmt() { # LAYOUT DEPTH: the format name
    if [ "$2" = 8 ]; then echo "$1"; else echo "$1$2le"; fi
}
depth_src() { # FORMAT BITS RANGE
    local fmt=$1 m=$((1 << $2)) g
    g="lum=mod(X*37+Y*101+N*7\,$m)"
    case $fmt in gray*) ;; *) g="$g:cb=mod(X*X+Y*3+N*11\,$m):cr=mod(X*5+Y*71+N\,$m)" ;; esac
    case $fmt in yuva*) g="$g:a=mod(X*Y+N\,$m)" ;; esac
    echo "nullsrc=s=99x67:r=5:d=0.6,format=$fmt,geq=$g,setrange=$3"
}
# The flags each level leaves on this CPU (checkasm's list of what it has)
cpu_has() { grep -qw "$1" /proc/cpuinfo; }
# rgb2yuv_route: this build routes SIMDLESSON_RGB2YUV_PAIRS (x86, every
# series); rgb48_route: and SIMDLESSON_RGB48_PAIRS (swscale 9)
rgb2yuv_route() {
    grep -q '^ARCH_X86=yes' "$OBJDIR/ffbuild/config.mak"
}
rgb48_route() {
    [ "${FFMPEG_SERIES%%.*}" -ge 8 ] && rgb2yuv_route
}
ccm_rrra='colorchannelmixer=gr=1:gg=0:br=1:bb=0'

echo "simdlesson tests: FFmpeg $FFMPEG_VERSION ($PROFILE profile, x86 asm: $X86ASM)"

# --- checkasm ---------------------------------------------------------------
if part checkasm; then
echo "checkasm"
# (what FATE's fate-checkasm-vf_simdlesson runs, once)
if grep -q 'fate-checkasm-vf_simdlesson ' "$SRCDIR/tests/fate/checkasm.mak" &&
   "$OBJDIR/tests/checkasm/checkasm" --test=vf_simdlesson >"$OUT/checkasm-run.log" 2>&1; then
    pass "fate-checkasm-vf_simdlesson"
else
    fail "fate-checkasm-vf_simdlesson" "see $OUT/checkasm-run.log"
fi
# the filter's asm is x86-64 only: an x86-32 build (make check-m32) has the C kernels
simd=$X86ASM
grep -q '^ARCH_X86_64=yes' "$OBJDIR/ffbuild/config.mak" || simd=no
if [ "$simd" = yes ]; then
    # Guard against a vacuous pass: the x86 kernels must have been tested.
    if grep -q 'vf_simdlesson.*\[OK\]' "$OUT/checkasm-run.log" &&
       ! grep -q FAILED "$OUT/checkasm-run.log"; then
        pass "checkasm ran the SIMD kernels ($(grep -c '\[OK\]' "$OUT/checkasm-run.log") groups OK)"
    else
        fail "checkasm ran the SIMD kernels" "see $OUT/checkasm-run.log"
    fi
    # What this machine exercised: each level checkasm tested, with its
    # functions (a kernel at several depths counts once); the AVX-512 ones
    # by name, and a level the CPU lacks said so.
    "$OBJDIR/tests/checkasm/checkasm" --test=vf_simdlesson --list-functions \
        >"$OUT/checkasm-functions.log" 2>&1 || true
    for level in sse2 ssse3 sse4 avx2 avx512 avx512icl; do
        if grep -q ' (c' "$OUT/checkasm-functions.log"; then
            names=$(sed -n 's/^\([a-z0-9_]*\) (\(.*\))$/\1 \2/p' "$OUT/checkasm-functions.log" |
                    awk -v l="$level" '{ for (i = 2; i <= NF; i++) { f = $i; sub(/,$/, "", f); if (f == l) print $1 } }' |
                    sed -e 's/_u16_[0-9a-f]*$/_u16/' -e 's/_[0-9]*_[0-9]*_[a-z]*$//' | sort -u)
        else    # 7.1 and 5.1's checkasm lists no functions: its groups per level
            names=$(awk -v l="$level" '/^[A-Z].*:$/ { h = tolower($0); gsub(/[-.:]/, "", h)
                                                     sub(/^sse41$/, "sse4", h); next }
                                       h == l && /\[OK\]/ { sub(/^ - vf_simdlesson\./, ""); print $1 }' \
                        "$OUT/checkasm-run.log" | sort -u)
        fi
        if [ -n "$names" ]; then
            case $level in
            avx512*) note "checkasm $level: $(echo $names | wc -w) tested: $(echo $names)" ;;
            *)       note "checkasm $level: $(echo $names | wc -w) tested" ;;
            esac
        else
            note "checkasm $level: not available here"
        fi
    done
elif grep -q 'no tests to perform' "$OUT/checkasm-run.log"; then
    pass "checkasm: a C-only or x86-32 build, no SIMD kernel to test"
else
    fail "checkasm in a C-only or x86-32 build: SIMD kernels?" "see $OUT/checkasm-run.log"
fi

fi

# --- FATE -------------------------------------------------------------------
if part fate; then
# SIMDLESSON_FATE_LEVELS: a subset (CI's second runs: c native; the main
# check runs every level)
FATE_LEVELS=${SIMDLESSON_FATE_LEVELS:-$(sed -n 's/^SIMDLESSON_CPU_LEVELS *= *//p' "$TOP/fate/simdlesson.mak")}
# without x86 asm every level runs the same C kernels: one is enough
[ "$X86ASM" = yes ] || FATE_LEVELS=c
echo "FATE (each graph at CPU levels $FATE_LEVELS; one reference)"
if [ "$X86ASM" = yes ]; then
    if cpu_has avx512bw && cpu_has avx512vl && cpu_has avx512dq; then
        cpu_has avx512vbmi && cpu_has avx512_vnni && cpu_has gfni && cpu_has vpclmulqdq &&
            note "FATE levels avx512 and native run the AVX512 and AVX512ICL kernels here" ||
            note "FATE level avx512 runs the AVX512 kernels; avx512icl: not available here"
    else
        note "FATE levels avx512 and native run AVX2 here: avx512: not available here"
    fi
fi
SIMDLESSON_SCALE=1 make -k -C "$OBJDIR" -j"$(nproc)" $(printf 'fate-simdlesson-%s ' $FATE_LEVELS) >"$OUT/fate.log" 2>&1
# the tests of the tree's .mak: older series lack p012 & co.
fate_all=$(fate_tests "$TOP/fate/simdlesson.mak")
fate_names=$(fate_tests "$SRCDIR/tests/fate/simdlesson.mak")
nrefs=$(ls "$TOP"/fate/ref/simdlesson-* | wc -l)
[ "$(wc -l <<<"$fate_all")" = "$nrefs" ] ||
    fail "fate/simdlesson.mak has $(wc -l <<<"$fate_all") tests, fate/ref/ $nrefs references"
[ "$fate_names" = "$fate_all" ] ||
    note "FATE: this FFmpeg lacks the formats of SIMDLESSON_TESTS_FMT60 (p012...; nv16 and y210 written by swscale): $(wc -l <<<"$fate_names") of $nrefs tests"
fate_results "$OUT/fate.log"
for t in $fate_names; do
    t=simdlesson-$t
    for level in $FATE_LEVELS; do
        if fate_passed "$t-$level"; then
            pass "fate-$t-$level"
        else
            fail "fate-$t-$level" "see $OUT/fate.log and $OBJDIR/tests/data/fate/$t-$level.*"
        fi
    done
done

fi

# --- parity with FFmpeg's own filters ---------------------------------------
if part parity; then
echo "parity (same run, frame by frame)"


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

fi

# ./configure --enable-blend-dsp: blend and tblend take addition and
# grainmerge at 9 to 14 bits from the DSP context.  Their result must stay
# what blend's C gives (lut2 computes the same from the same expressions),
# blend must really call the DSP context, and blend's own FATE tests pass.
if part blend && [ "${BLEND_DSP:-no}" = yes ]; then
    grain2='clip(x+y-pow(2\,bdx-1)\,0\,pow(2\,bdx)-1)'
    for f in yuv420p9le:512 yuv420p10le:1024 yuv422p12le:4096 gbrp12le:4096; do
        fmt=${f%:*} m=${f#*:}
        pair_parity "blend-dsp-addition-vs-lut2-$fmt" "$(geq_src A $fmt $m)" "$(geq_src B $fmt $m)" \
            blend=all_mode=addition "$(lut2_all "$sat2")"
        pair_parity "blend-dsp-grainmerge-vs-lut2-$fmt" "$(geq_src A $fmt $m)" "$(geq_src B $fmt $m)" \
            blend=all_mode=grainmerge "$(lut2_all "$grain2")"
    done
    # lut2 stops at 12 bits: at 14, the stock blend of the main build
    # (STOCK_FFMPEG, set by make check-blend-dsp) computes the reference
    if [ -x "${STOCK_FFMPEG:-}" ]; then
        for m in addition grainmerge; do
            for fmt in yuv420p14le gbrp14le; do
                same_output "blend-dsp-$m-vs-stock-blend-$fmt" "" "" \
                    "$(geq_src A $fmt 16384)[a];$(geq_src B $fmt 16384)[b];[a][b]blend=all_mode=$m" \
                    "$STOCK_FFMPEG"
            done
        done
    else
        fail "blend-dsp at 14 bits: no stock ffmpeg (STOCK_FFMPEG) to compare with"
    fi
    # opacity below 1 keeps blend's own C (float) arithmetic
    pair_parity "blend-dsp-opacity-0.5-vs-lut2-yuv420p10le" "$(geq_src A yuv420p10le 1024)" "$(geq_src B yuv420p10le 1024)" \
        blend=all_mode=addition:all_opacity=0.5 "$(lut2_all 'x+(min(x+y\,1023)-x)*0.5')"
    if nm "$OBJDIR/libavfilter/vf_blend.o" 2>/dev/null | grep -q ' U ff_simdlesson_dsp_init$'; then
        pass "blend-dsp: libavfilter/vf_blend.o calls ff_simdlesson_dsp_init (libswscale/simdlessondsp.h)"
    else
        fail "blend-dsp: libavfilter/vf_blend.o does not call ff_simdlesson_dsp_init"
    fi
    for t in fate-checkasm-vf_blend fate-filter-tblend; do
        if make -s -C "$OBJDIR" "$t" >"$OUT/$t.log" 2>&1; then
            pass "blend-dsp: $t (blend's own FATE test)"
        else
            fail "blend-dsp: $t" "see $OUT/$t.log"
        fi
    done
fi

# --- shuffles and layout conversions ----------------------------------------
if part shuffle; then
# mode=shuffle: out= against swscale (scale,format=) for every pair, on
# random bytes (the padding bytes of rgb0 and kin included), at an odd
# width, and map= against colorchannelmixer/lutrgb or against a swscale
# conversion whose bytes it must reproduce.
echo "shuffle parity (random bytes, 643x37, two frames)"
noise=$OUT/noise.raw
head -c $((643 * 37 * 8 * 2)) /dev/urandom >"$noise"
# raw_parity NAME PIXFMT WIDTH GRAPH: [o1] and [o2] of GRAPH on the noise.
raw_parity() {
    local name=$1 fmt=$2 w=$3 graph=$4
    if ff -f rawvideo -pix_fmt "$fmt" -s "${w}x37" -i "$noise" -filter_complex "$graph" \
          -map '[o1]' -f framemd5 "$OUT/$name.1" -map '[o2]' -f framemd5 "$OUT/$name.2" \
          2>"$OUT/$name.log" &&
       same_frames -m 2 -h "$OUT/$name.1" "$OUT/$name.2" >/dev/null; then
        pass "$name"
    else
        fail "$name" "see $OUT/$name.* (input $noise)"
    fi
}
shuffle_families=("rgba bgra argb abgr rgb0 bgr0 0rgb 0bgr" "rgb24 bgr24" "rgb48le bgr48le"
                  "rgb48be bgr48be" "yuyv422 uyvy422 yvyu422")
# Packed 4:2:2 at an even width: at an odd one the luma sample beyond the
# picture is what swscale's build happens to write (its x86 code repeats the
# last luma, its C code writes 128); FATE covers odd widths.
for family in "${shuffle_families[@]}"; do
    w=643
    [ "$family" = "yuyv422 uyvy422 yvyu422" ] && w=642
    for s in $family; do
        for d in $family; do          # (to itself: a no-op, as format= is)
            raw_parity "parity-swscale-$s-to-$d" "$s" $w \
                "[0:v]split[a][b];[a]simdlesson=mode=shuffle:out=$d[o1];[b]scale,format=$d[o2]"
        done
    done
done
# out= between layouts, both ways, on random bytes at an odd height and
# width, byte-identical to swscale, but for two of swscale's own flaws:
#  - planar -> p010 & co. at an odd width: swscale leaves the last chroma
#    pair of each row unwritten, and planar -> packed 4:2:2 leaves the last
#    luma undefined (see above); compared at an even width, and at the odd
#    one through swscale's way back, which must give the input again;
#  - samples above the range of a planar 10- or 12-bit frame: swscale clips
#    them on its way to p210, p410, y210 & co. but shifts them, keeping the
#    low bits, to p010 and p012; simdlesson always shifts.  Masked to the
#    range (lutyuv) for planar -> packed.
layout_pairs=(
    "rgb24 rgba bgra argb abgr rgb0 bgr0 0rgb 0bgr" "bgr24 rgba bgra argb abgr rgb0 bgr0 0rgb 0bgr"
    "rgb48le rgba64le bgra64le" "bgr48le rgba64le bgra64le"
    "nv12 yuv420p" "nv21 yuv420p" "nv16 yuv422p" "nv24 yuv444p" "nv42 yuv444p"
    "p010le yuv420p10le" "p012le yuv420p12le" "p016le yuv420p16le"
    "p210le yuv422p10le" "p212le yuv422p12le" "p216le yuv422p16le"
    "p410le yuv444p10le" "p412le yuv444p12le" "p416le yuv444p16le"
    "yuyv422 yuv422p" "uyvy422 yuv422p" "yvyu422 yuv422p" "y210le yuv422p10le" "y212le yuv422p12le")
# ffmpeg -pix_fmts, once: have_fmt FMT (this FFmpeg has FMT) and
# sws_can I|O FMT (swscale reads (I) or writes (O) FMT)
pix_fmts=$("$FFMPEG" -hide_banner -pix_fmts 2>/dev/null)
have_fmt() { grep -q "^..... $1 " <<<"$pix_fmts"; }
sws_can() {
    local f
    f=$(awk -v n="$2" '$2 == n { print $1 }' <<<"$pix_fmts")
    if [ "$1" = I ]; then [[ $f == I* ]]; else [[ $f == ?O* ]]; fi
}
for pair in "${layout_pairs[@]}"; do
    a=${pair%% *}
    have_fmt "$a" || { note "layout: this FFmpeg has no $a"; continue; }
    for b in ${pair#* }; do
        mask=
        case $b in
        *p10le) mask="lutyuv=y=bitand(val\\,1023):u=bitand(val\\,1023):v=bitand(val\\,1023)," ;;
        *p12le) mask="lutyuv=y=bitand(val\\,4095):u=bitand(val\\,4095):v=bitand(val\\,4095)," ;;
        esac
        # 5.1's swscale writes no nv16 and no y210, and reads no nv16: the
        # round trip b -> a -> b, back through swscale where it reads a
        if ! sws_can O "$a"; then
            back="scale,format=$b"
            sws_can I "$a" || back="simdlesson=mode=shuffle:out=$b"
            note "layout: this swscale does not write $a: $b -> $a checked by the round trip through $back"
            raw_parity "parity-roundtrip-$b-to-$a" "$b" 642 \
                "[0:v]${mask}split[a][b];[a]simdlesson=mode=shuffle:out=$a,$back[o1];[b]null[o2]"
            sws_can I "$a" || continue
            raw_parity "parity-swscale-$a-to-$b" "$a" 643 \
                "[0:v]split[a][b];[a]simdlesson=mode=shuffle:out=$b[o1];[b]scale,format=$b[o2]"
            continue
        fi
        raw_parity "parity-swscale-$a-to-$b" "$a" 643 \
            "[0:v]split[a][b];[a]simdlesson=mode=shuffle:out=$b[o1];[b]scale,format=$b[o2]"
        w=643
        case $b in yuv4[12]*) w=642 ;; esac
        raw_parity "parity-swscale-$b-to-$a" "$b" $w \
            "[0:v]${mask}split[a][b];[a]simdlesson=mode=shuffle:out=$a[o1];[b]scale,format=$a[o2]"
        [ $w = 643 ] ||
            raw_parity "parity-roundtrip-$b-to-$a-643" "$b" 643 \
                "[0:v]${mask}split[a][b];[a]simdlesson=mode=shuffle:out=$a,scale,format=$b[o1];[b]null[o2]"
    done
done
# and on a crop at odd x and y, flipped (negative linesizes): both sides
# see the same misaligned rows (an even width: see above)
for p in rgb24:bgra bgra:rgb24 rgb48le:rgba64le rgba64le:bgr48le nv12:yuv420p yuv420p:nv21 \
         p010le:yuv420p10le yuv420p10le:p010le yuyv422:yuv422p yuv422p:uyvy422 \
         y210le:yuv422p10le nv24:yuv444p; do
    s=${p%:*} d=${p#*:} crop="crop=w=600:h=33:x=3:y=1:exact=1,"
    case $s in yuyv422|y210le) crop= ;; esac    # (crop takes no packed 4:2:2)
    raw_parity "parity-swscale-${crop:+crop-}vflip-$s-to-$d" "$s" 642 \
        "[0:v]${crop}vflip,split[a][b];[a]simdlesson=mode=shuffle:out=$d[o1];[b]scale,format=$d[o2]"
done
# swscale converts rgba64 <-> bgra64 through YUV (not exactly): compare
# the channels one by one, as extractplanes sees them.
planes() { echo "extractplanes=r+g+b+a[$1r][$1g][$1b][$1a];[$1r][$1g][$1b][$1a]hstack=inputs=4"; }
for p in rgba64le:bgra64le bgra64le:rgba64le rgba64be:bgra64be bgra64be:rgba64be; do
    s=${p%:*} d=${p#*:} le1= le2=
    # extractplanes takes native endianness only: swap the bytes first (exact)
    case $s in *be) le1="scale,format=${d%be}le,"; le2="scale,format=${s%be}le," ;; esac
    raw_parity "parity-extractplanes-$s-to-$d" "$s" 643 \
        "[0:v]split[s1][s2];[s1]simdlesson=mode=shuffle:out=$d,$le1$(planes p)[o1];[s2]$le2$(planes q)[o2]"
done
# map= moves channels: the same bytes as a conversion would give
raw_parity "parity-swscale-map-bgra-on-rgba" rgba 643 \
    "[0:v]split[a][b];[a]simdlesson=mode=shuffle:map=bgra[o1];[b]scale,format=bgra[o2]"
raw_parity "parity-swscale-map-on-yuyv422" yuyv422 642 \
    "[0:v]split[a][b];[a]simdlesson=mode=shuffle:map=y0vy1u[o1];[b]scale,format=yvyu422[o2]"
raw_parity "parity-swscale-map-on-bgr48le" bgr48le 643 \
    "[0:v]split[a][b];[a]simdlesson=mode=shuffle:map=#2|#1|#0[o1];[b]scale,format=rgb48le[o2]"
# replication and constants, against colorchannelmixer and lutrgb
raw_parity "parity-colorchannelmixer-map-rrra" rgba 643 \
    "[0:v]split[a][b];[a]simdlesson=mode=shuffle:map=rrra[o1];[b]$ccm_rrra[o2]"
raw_parity "parity-colorchannelmixer-map-rrr-rgb24" rgb24 643 \
    "[0:v]split[a][b];[a]simdlesson=mode=shuffle:map=rrr[o1];[b]$ccm_rrra[o2]"
raw_parity "parity-colorchannelmixer-map-rrr-rgb48le" rgb48le 643 \
    "[0:v]split[a][b];[a]simdlesson=mode=shuffle:map=r|r|r[o1];[b]$ccm_rrra[o2]"
raw_parity "parity-lutrgb-map-constants-rgba64le" rgba64le 643 \
    "[0:v]split[a][b];[a]simdlesson=mode=shuffle:map=b0rmax[o1];[b]colorchannelmixer=rr=0:rb=1:gg=0:bb=0:br=1,lutrgb=a=maxval[o2]"
raw_parity "parity-lutrgb-map-constants-argb" argb 643 \
    "[0:v]split[a][b];[a]simdlesson=mode=shuffle:map=maxgg0[o1];[b]colorchannelmixer=rr=0:rg=1,lutrgb=b=0:a=maxval[o2]"

fi

# --- bit-depth conversion ---------------------------------------------------
if part depth; then
# mode=depth against swscale (scale,format=: what format= inserts), frame by
# frame: every pair of depths of every planar yuv, yuva and gray layout, on
# limited and full range input (setrange).  One ffmpeg run per layout,
# input depth and range, with an output pair per output depth.  The frames
# are 99x67 (odd widths and heights, partial dither blocks) and cover the
# whole input range with two patterns.
# Before lavfi negotiated color ranges (7.1), vf_scale left swscale's output
# range at limited for yuv, so format= on full-range yuv converts to limited
# range (a scaled path, 255 -> 940 at 10 bits), not a depth conversion: there
# the reference keeps the range, scale=out_range=full, and so takes swscale's
# unscaled path as format= does in later releases.
if grep -q ff_all_color_ranges "$SRCDIR/libavfilter/formats.h"; then
    depth_full_opt=
else
    depth_full_opt=out_range=full
    echo "  note  FFmpeg $FFMPEG_VERSION: format= turns full-range yuv into limited range;" \
         "full-range yuv pairs are checked against scale=$depth_full_opt,format="
fi
depth_parity() { # LAYOUT RANGE DEPTH... (tDEPTH: as output only, geq cannot make it)
    local layout=$1 range=$2 S D n f graph maps outs all=() srcs=() ok bad ref=scale; shift 2
    if [ "$range" = full ] && [ "$layout" != gray ] && [ -n "$depth_full_opt" ]; then
        ref=scale=$depth_full_opt
    fi
    for D; do all+=("${D#t}"); [ "${D#t}" = "$D" ] && srcs+=("$D"); done
    for S in "${srcs[@]}"; do
        outs=()
        for D in "${all[@]}"; do [ "$D" = "$S" ] || outs+=("$D"); done
        graph="$(depth_src "$(depth_fmt "$layout" "$S")" "$S" "$range"),split=$((2 * ${#outs[@]}))"
        for n in "${!outs[@]}"; do graph+="[s$n][t$n]"; done
        maps=()
        for n in "${!outs[@]}"; do
            D=${outs[$n]} f=$OUT/depth-$layout-$S-${outs[$n]}-$range
            graph+=";[s$n]simdlesson=mode=depth:depth=$D[a$n];[t$n]$ref,format=$(depth_fmt "$layout" "$D")[b$n]"
            maps+=(-map "[a$n]" -f framemd5 "$f.1" -map "[b$n]" -f framemd5 "$f.2")
        done
        ok=0 bad=
        if ff -lavfi "$graph" "${maps[@]}" 2>"$OUT/depth-$layout-$S-$range.log"; then
            for D in "${outs[@]}"; do
                f=$OUT/depth-$layout-$S-$D-$range
                if same_frames "$f.1" "$f.2" >/dev/null; then
                    ok=$((ok + 1))
                else
                    bad+=" $D"
                fi
            done
        else
            bad=" (ffmpeg failed)"
        fi
        if [ -z "$bad" ]; then
            pass "parity-format-depth $(depth_fmt "$layout" "$S") $range to ${outs[*]} ($ok pairs)"
        else
            fail "parity-format-depth $(depth_fmt "$layout" "$S") $range" "differs at depth$bad; see $OUT/depth-$layout-$S-*"
        fi
    done
}
for range in limited full; do
    for layout in yuv420p yuv422p yuv444p gray; do
        depth_parity $layout $range 8 9 10 12 14 16
    done
    depth_parity yuv440p $range 8 10 t12
    depth_parity yuva420p $range 8 9 10 16
    depth_parity yuva422p $range 8 9 10 t12 16
    depth_parity yuva444p $range 8 9 10 t12 16
done

# dither=none against swscale's sws_dither=none.  That rounds to nearest
# (saturating) in 9.0 but truncates in 7.1 and 5.1: there the reference
# first adds the half step, saturating at the input's maximum, with geq,
# which makes the truncation round exactly as dither=none does:
# min(v + h, 2^S - 1) >> k == min((v + h) >> k, 2^D - 1), h = 2^(k-1), k = S - D.
# Probe: 128 of 65535 goes down to 1 of 255 if rounded, to 0 if truncated.
sws_none=$("$FFMPEG" -nostdin -v error -lavfi "nullsrc=s=8x1:d=0.2,format=gray16le,geq=lum=128,scale=sws_dither=none,format=gray" \
           -frames:v 1 -f rawvideo - 2>/dev/null | od -An -tu1 | awk '{ print $1; exit }')
[ "$sws_none" = 0 ] &&
    echo "  note  FFmpeg $FFMPEG_VERSION: sws_dither=none truncates; the reference adds the half step first"
for f in yuv420p10le:8:limited yuv444p16le:12:full gray14le:8:full yuva420p16le:9:full; do
    IFS=: read -r fmt D range <<<"$f"
    bits=${fmt%le}; bits=${bits##*[a-z]}
    layout=$(echo "$fmt" | sed -E 's/[0-9]+le$//')
    ref=
    if [ "$sws_none" = 0 ]; then
        e="min(p(X\,Y)+$((1 << (bits - D - 1)))\,$(((1 << bits) - 1)))"
        # i=nearest: bilinear p() reads column w-2 at x = w-1
        case $layout in gray*) ref="geq=lum=$e" ;; yuva*) ref="geq=lum=$e:cb=$e:cr=$e:a=$e" ;; *) ref="geq=lum=$e:cb=$e:cr=$e" ;; esac
        ref+=:i=nearest,
    fi
    ref+=scale=sws_dither=none
    if [ "$range" = full ] && [ "$layout" != gray ] && [ -n "$depth_full_opt" ]; then
        ref+=:$depth_full_opt
    fi
    parity "parity-format-depth-dither-none-$fmt-$D-$range" \
        "$(depth_src "$fmt" "$bits" "$range"),split[a][b];[a]simdlesson=mode=depth:depth=$D:dither=none[o1];[b]${ref},format=$(depth_fmt "$layout" "$D")[o2]"
done

# gbrp and gbrap.  swscale has no depth conversion of its own for planar
# RGB: format= converts them through YUV with its scaler, so that G depends
# on R and B (see doc/testing.md), and no per-plane conversion can equal it.
# The reference is swscale's exact conversion, planarCopyWrapper, on the
# same planes read as limited-range yuv444p or yuva444p (G B R A -> Y U V A:
# the same bytes, two rawvideo inputs of one file), with sws_dither=none:
# shift up and round down, the rule of swscale's planar RGB output that
# mode=depth follows on gbrp and gbrap by default.  swscale replicates and
# scales alpha, so gbrap's alpha is checked in the U slot (geq copies it
# there), the other planes one by one (extractplanes).  gbrap12 only as
# output (geq has no yuva444p12), gbrap14 not at all (no yuva444p14).
gbr_parity() { # LAYOUT DEPTH... (tDEPTH: as output only)
    local layout=$1 S D n f g e graph maps outs raw yuv cmp ok bad m all=() srcs=(); shift
    [ "$layout" = gbrap ] && yuv=yuva444p || yuv=yuv444p
    for D; do all+=("${D#t}"); [ "${D#t}" = "$D" ] && srcs+=("$D"); done
    for S in "${srcs[@]}"; do
        outs=() m=$((1 << S))
        for D in "${all[@]}"; do [ "$D" = "$S" ] || outs+=("$D"); done
        raw=$OUT/gbr-$layout-$S.raw
        g="g=mod(X*37+Y*101+N*7\,$m):b=mod(X*X+Y*3+N*11\,$m):r=mod(X*5+Y*71+N\,$m)"
        [ "$layout" = gbrap ] && g+=":a=mod(X*Y+N*5\,$m)"
        ff -y -lavfi "nullsrc=s=99x67:r=5:d=0.6,format=$(depth_fmt "$layout" "$S"),geq=$g" \
           -f rawvideo "$raw" 2>"$OUT/gbr-$layout-$S.log" || { fail "parity-depth-gbr $layout $S" "see $OUT/gbr-$layout-$S.log"; continue; }
        graph="[0:v]split=${#outs[@]}$(for n in "${!outs[@]}"; do printf '[s%s]' "$n"; done)"
        graph+=";[1:v]setrange=limited,split=$((2 * ${#outs[@]}))$(for n in "${!outs[@]}"; do printf '[t%s][u%s]' "$n" "$n"; done)"
        maps=() cmp=()
        for n in "${!outs[@]}"; do
            D=${outs[$n]} f=$OUT/gbr-$layout-$S-$D
            e= ref=scale=sws_dither=none,format=$(depth_fmt "$yuv" "$D")
            if [ "$D" -lt "$S" ] && [ "$sws_none" = 0 ]; then
                e="+$((1 << (S - D - 1)))"     # the half step: see dither=none above
            fi
            if [ "$layout" = gbrp ]; then
                graph+=";[s$n]simdlesson=mode=depth:depth=$D[a$n]"
                graph+=";[t$n]geq=lum=min(lum(X\,Y)$e\,$((m - 1))):cb=min(cb(X\,Y)$e\,$((m - 1))):cr=min(cr(X\,Y)$e\,$((m - 1))):i=nearest,$ref[b$n];[u$n]nullsink"
                maps+=(-map "[a$n]" -f framemd5 "$f.1" -map "[b$n]" -f framemd5 "$f.2")
                cmp+=("$f.1:$f.2")
            else
                graph+=";[s$n]simdlesson=mode=depth:depth=$D,extractplanes=r+g+b+a[ar$n][ag$n][ab$n][aa$n]"  # outputs in this order
                graph+=";[t$n]geq=lum=min(lum(X\,Y)$e\,$((m - 1))):cb=min(cb(X\,Y)$e\,$((m - 1))):cr=min(cr(X\,Y)$e\,$((m - 1))):a=alpha(X\,Y):i=nearest,$ref,extractplanes=y+u+v[bg$n][bb$n][br$n]"
                graph+=";[u$n]geq=lum=lum(X\,Y):cb=min(alpha(X\,Y)$e\,$((m - 1))):cr=cr(X\,Y):a=alpha(X\,Y):i=nearest,$ref,extractplanes=u[ba$n]"
                for c in g b r a; do
                    maps+=(-map "[a$c$n]" -f framemd5 "$f-$c.1" -map "[b$c$n]" -f framemd5 "$f-$c.2")
                    cmp+=("$f-$c.1:$f-$c.2")
                done
            fi
        done
        ok=0 bad=
        if ff -f rawvideo -pix_fmt "$(depth_fmt "$layout" "$S")" -s 99x67 -r 5 -i "$raw" \
              -f rawvideo -pix_fmt "$(depth_fmt "$yuv" "$S")" -s 99x67 -r 5 -i "$raw" \
              -lavfi "$graph" "${maps[@]}" 2>>"$OUT/gbr-$layout-$S.log"; then
            for f in "${cmp[@]}"; do
                if same_frames "${f%%:*}" "${f#*:}" >/dev/null; then
                    ok=$((ok + 1))
                else
                    bad+=" $(basename "${f%%.1:*}")"
                fi
            done
        else
            bad=" (ffmpeg failed)"
        fi
        if [ -z "$bad" ]; then
            pass "parity-depth-gbr $(depth_fmt "$layout" "$S") to ${outs[*]} ($ok frame sets, against $yuv through format=)"
        else
            fail "parity-depth-gbr $(depth_fmt "$layout" "$S")" "differs:$bad; see $OUT/gbr-$layout-$S*"
        fi
    done
}
gbr_parity gbrp 8 9 10 12 14 16
gbr_parity gbrap 8 10 t12 16

# format= itself, with the conversion filters lavfi inserts on its own
name=parity-format-depth-auto-inserted
if "$FFMPEG" -nostdin -hide_banner -nostats -lavfi "$(depth_src yuv420p12le 12 limited),split[a][b];[a]simdlesson=mode=depth:depth=8[o1];[b]format=yuv420p[o2]" \
        -map '[o1]' -f framemd5 "$OUT/$name.1" -map '[o2]' -f framemd5 "$OUT/$name.2" 2>"$OUT/$name.log" &&
   same_frames "$OUT/$name.1" "$OUT/$name.2" >/dev/null; then
    pass "$name"
else
    fail "$name" "see $OUT/$name.*"
fi

# frames the timeline disables are converted with the defaults, whatever
# the options: all of them here, so all must be format='s
parity "parity-format-depth-timeline-disabled" \
    "$(depth_src yuva420p10le 10 limited),split[a][b];[a]simdlesson=mode=depth:depth=8:dither=none:method=replicate:enable=gte(n\,100)[o1];[b]scale,format=yuva420p[o2]"

fi

# --- runtime commands --------------------------------------------------------
if part commands; then
echo "runtime commands (sendcmd at 0.4 s = frame 4), against lut2 before and after"
rt_src="testsrc2=s=352x288:r=10:d=0.8,format=yuv420p"
# command_parity NAME SENDCMD-AND-SIMDLESSON LUT2-BEFORE LUT2-AFTER:
# frames 0-3 must equal the first reference, frames 4-7 the second.
command_parity() {
    switch_parity "$1" "$rt_src,split=5[a1][a2][a3][a4][a5];[a1]$2[o1];[a2][a3]$3[o2];[a4][a5]$4[o3]"
}
# switch_parity NAME GRAPH: GRAPH's [o1] has 8 frames, 0-3 equal to [o2]'s
# and 4-7 equal to [o3]'s.
switch_parity() {
    local name=$1
    if ff -lavfi "$2" \
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

# map= by command: frames 0-3 as given, 4-7 with the new map; an invalid
# map is reported and the previous one kept.
map_command() { # NAME COMMANDS REF-BEFORE REF-AFTER
    switch_parity "$1" "testsrc2=s=352x288:r=10:d=0.8,format=rgba,split=3[a1][a2][a3];[a1]sendcmd=c='$2',simdlesson@s=mode=shuffle:map=bgra[o1];[a2]$3[o2];[a3]$4[o3]"
}
swap_rb='colorchannelmixer=rr=0:rb=1:bb=0:br=1'
map_command command-map "0.4 simdlesson@s map rrra" "$swap_rb" "$ccm_rrra"
map_command command-invalid-map-keeps-state "0.4 simdlesson@s map rgbz" "$swap_rb" "$swap_rb"
if grep -q "map 'rgbz': unknown channel 'z'" "$OUT/command-invalid-map-keeps-state.log"; then
    pass "command-invalid-map-reported"
else
    fail "command-invalid-map-reported" "see $OUT/command-invalid-map-keeps-state.log"
fi

fi

# --- CPU levels and threads -------------------------------------------------
if part levels; then
echo "CPU levels and slice threads"

big='testsrc2=s=1921x1081:r=5:d=0.6,format=rgba,split[a][b0];[b0]hflip[b];[a][b]simdlesson'
same_output "cpuflags-0-vs-default-rgba-1921x1081" "-cpuflags 0" "" "$big"
same_output "cpuflags-0-vs-default-nv12" "-cpuflags 0" "" \
    "testsrc2=s=1280x720:r=5:d=0.6,format=yuv420p,scale=flags=bitexact,format=nv12,split[a][b0];[b0]vflip[b];[a][b]simdlesson"
same_output "threads-1-vs-5-rgba-1921x1081" "-filter_complex_threads 1" "-filter_complex_threads 5" "$big"
same_output "threads-1-vs-3-offset-yuv420p10-bias" "-filter_complex_threads 1" "-filter_complex_threads 3" \
    "$(geq_src A yuv420p10le 1024),split[a][b];[a]simdlesson=mode=offset:value=-77[c];[c][b]simdlesson=bias=1"
same_output "cpuflags-0-vs-default-p010-bias" "-cpuflags 0" "" \
    "$(geq_src A yuv420p10le 1024),scale=flags=bitexact,format=p010le[a];$(geq_src B yuv420p10le 1024),scale=flags=bitexact,format=p010le[b];[a][b]simdlesson=bias=1"

# (swscale's own SIMD is not bit-exact to its C for yuyv422: flags make it so)
for p in rgb24:rgb24:bgr rgb24:rgb48le:bgr yuv422p:yuyv422:y1vy0u; do
    IFS=: read -r src fmt map <<<"$p"
    same_output "cpuflags-0-vs-default-shuffle-$fmt-1921x1081" "-cpuflags 0" "" \
        "testsrc2=s=1921x1081:r=5:d=0.6,format=$src,scale=flags=bitexact+accurate_rnd,format=$fmt,simdlesson=mode=shuffle:map=$map"
done
same_output "cpuflags-ssse3-vs-default-shuffle-rgba-to-0bgr" "-cpuflags sse2+ssse3" "" \
    "testsrc2=s=1921x1081:r=5:d=0.6,format=rgba,simdlesson=mode=shuffle:out=0bgr"
same_output "threads-1-vs-3-shuffle-bgr24" "-filter_complex_threads 1" "-filter_complex_threads 3" \
    "testsrc2=s=1921x1081:r=5:d=0.6,format=rgb24,simdlesson=mode=shuffle:out=bgr24"

# the dither phase follows the row in the plane, not in the slice: slices
# of 1085 rows (chroma 543) in 3 and 5 do not start on multiples of 8
same_output "threads-1-vs-3-depth-down-yuv420p10" "-filter_complex_threads 1" "-filter_complex_threads 3" \
    "$(geq_src A yuv420p10le 1024),scale=1921:1085:flags=neighbor,simdlesson=mode=depth:depth=8"
same_output "threads-1-vs-5-depth-down-full-yuva444p16" "-filter_complex_threads 1" "-filter_complex_threads 5" \
    "$(depth_src yuva444p16le 16 full),scale=1921:1085:flags=neighbor,simdlesson=mode=depth:depth=9"
same_output "cpuflags-0-vs-default-depth-up-gray" "-cpuflags 0" "" \
    "testsrc2=s=1921x1085:r=5:d=0.6,format=gray,simdlesson=mode=depth:depth=14"

fi

# --- errors, geometry, documentation ----------------------------------------
! part scale    || . "$TOP/tests/scale.sh"
! part errors   || . "$TOP/tests/errors.sh"
! part geometry || . "$TOP/tests/geometry.sh"
! part docs     || . "$TOP/tests/docs.sh"

# --- fuzz regression cases -----------------------------------------------------
if part fuzz; then
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

fi

# --- make install, and a program built with pkg-config alone ---------------------
if part install; then
echo "make install PREFIX=$OUT/install, tests/api/simdlesson_graph.c through pkg-config"
inst=$OUT/install
rm -rf "$inst"
if make -C "$TOP" --no-print-directory BUILDDIR="$BUILDDIR" install PREFIX="$inst" >"$OUT/install.log" 2>&1 &&
   "$inst/bin/ffmpeg" -hide_banner -h filter=simdlesson 2>&1 | grep -q '^Filter simdlesson'; then
    pass "make install: ffmpeg, ffprobe, libraries, headers, .pc files; the installed ffmpeg has simdlesson"
    # only pkg-config's flags (and the sanitizer build's own -fsanitize,
    # without which nothing links against its libraries)
    # shellcheck disable=SC2046
    if cc -Wall -Werror $(sanitizer_flags "$OBJDIR") -o "$OUT/simdlesson_graph" "$TOP/tests/api/simdlesson_graph.c"           $(PKG_CONFIG_PATH=$inst/lib/pkgconfig pkg-config --cflags --libs libavfilter libavutil)           >"$OUT/api.log" 2>&1 &&
       "$OUT/simdlesson_graph" >>"$OUT/api.log" 2>&1; then
        pass "$(tail -n 1 "$OUT/api.log")"
    else
        fail "tests/api/simdlesson_graph.c against the install" "see $OUT/api.log"
    fi
    # swscale's route through its public API, every routed pair
    if [ "${SCALE_DSP:-no}" = yes ]; then
        . "$TOP/tests/modes.sh"
        # shellcheck disable=SC2046
        if cc -Wall -Werror $(sanitizer_flags "$OBJDIR") -o "$OUT/simdlesson_sws" "$TOP/tests/api/simdlesson_sws.c" \
              $(PKG_CONFIG_PATH=$inst/lib/pkgconfig pkg-config --cflags --libs libswscale libavutil) \
              >"$OUT/api-sws.log" 2>&1 &&
           "$OUT/simdlesson_sws" "${SIMDLESSON_SCALE_PAIRS[@]}" "${SIMDLESSON_FULL_PAIRS[@]}" \
               $(rgb2yuv_route && echo "${SIMDLESSON_RGB2YUV_PAIRS[@]}") \
               $(rgb48_route && echo "${SIMDLESSON_FULLX_PAIRS[@]}" "${SIMDLESSON_RGB48_PAIRS[@]}") \
               >>"$OUT/api-sws.log" 2>&1; then
            pass "$(tail -n 1 "$OUT/api-sws.log")"
        else
            fail "tests/api/simdlesson_sws.c against the install" "$(grep -m1 FAIL "$OUT/api-sws.log"); see $OUT/api-sws.log"
        fi
    fi
else
    fail "make install PREFIX=$inst" "see $OUT/install.log"
fi

fi

# --- make bench, on tiny frames, so that it cannot rot ------------------------
if part bench; then
echo "make bench harness (tiny sizes; timings not checked)"
if "$TOP/tests/bench.sh" "$BUILDDIR" tiny >"$OUT/bench-tiny.log" 2>&1; then
    b=$OUT/bench-tiny
    # levels: c, SSE2 (SSSE3 for the shuffles), AVX2, and AVX512 where the
    # CPU has it (AVX512ICL, not AVX512, for the 3- and 6-byte shuffles)
    levels=1 shuffles=4
    if [ "$X86ASM" = yes ]; then
        levels=3 shuffles=12
        if cpu_has avx512bw && cpu_has avx512vl && cpu_has avx512dq; then
            levels=4 shuffles=14
            cpu_has avx512vbmi && cpu_has gfni && cpu_has vpclmulqdq && shuffles=16
        fi
    fi
    n=$(grep -c '^add_sat_u8,' "$b/checkasm.csv")
    if [ "$n" = $levels ]; then
        pass "bench: checkasm --bench timed add_sat_u8 at $levels level(s)"
    else
        fail "bench: checkasm --bench" "$n rows; see $b/checkasm.txt"
    fi
    n=$(grep -cE '^(add|offset)_' "$b/kernels-1080p.csv")
    if [ "$n" = $((10 * levels)) ] && ! grep -q nan "$b/kernels-1080p.csv"; then
        pass "bench: kernelbench timed 10 kernels at $levels level(s)"
    else
        fail "bench: kernelbench" "$n rows; see $b/kernels-1080p.csv"
    fi
    n=$(grep -cE '^shuffle_' "$b/kernels-1080p.csv")
    if [ "$n" = $shuffles ] && ! grep -q nan "$b/kernels-1080p.csv"; then
        pass "bench: kernelbench timed 4 shuffles, $n kernel/level rows"
    else
        fail "bench: kernelbench shuffles" "$n rows; see $b/kernels-1080p.csv"
    fi
    if [ "$(tail -n +2 "$b/filters.csv" | wc -l)" -ge 10 ] && ! grep -q -e nan -e ',NO$' "$b/filters.csv" &&
       [ "$(grep -c ',yes$' "$b/filters.csv")" -ge 5 ] && [ -s "$b/scaling.csv" ]; then
        pass "bench: filter comparisons ran, outputs identical where promised"
    else
        fail "bench: filter comparisons" "see $b/filters.csv"
    fi
    # the layout conversion rows: simdlesson takes each pair, frames identical to format=
    n=$(grep -c '^convert ' "$b/filters.csv") y=$(grep -c '^convert .*,yes$' "$b/filters.csv")
    if [ "$n" -gt 0 ] && [ "$y" = "$n" ]; then
        pass "bench: $n layout conversions timed, frames identical to format="
    else
        fail "bench: layout conversions" "$y of $n identical to format=; see $b/filters.csv and $b/filters-notes.txt"
    fi
    # -pix_fmt: every pair of tests/modes.sh on the route, the stock bytes
    if [ "${SCALE_DSP:-no}" = yes ]; then
        . "$TOP/tests/modes.sh"
        # (the pairs' rows come first, then those that swscale keeps)
        rows=$(tail -n +2 "$b/pix_fmt.csv" | head -n ${#SIMDLESSON_SCALE_PAIRS[@]})
        n=$(( ${#SIMDLESSON_SCALE_PAIRS[@]} - $(grep -c ',unsupported,n/a$' <<<"$rows") ))
        y=$(grep -c ',simdlesson,yes$' <<<"$rows")
        if [ "$y" = "$n" ] && ! grep -q ',NO$' "$b/pix_fmt.csv"; then
            pass "bench: -pix_fmt timed on the $n pairs of the route, stock and route identical"
        else
            fail "bench: -pix_fmt" "$y of $n pairs on the route and identical; see $b/pix_fmt.csv"
        fi
        # sws_scale() from C: a row of two times for each pair, libyuv's
        # where it has a converter (nv12 -> rgb24: NV12ToRAW) and is there,
        # and the copy floor
        n=$(grep -cE ',[0-9.]+,[0-9.]+,[0-9.]+,([0-9.]+,[0-9.]+|n/a,n/a),[0-9.]+,[0-9.]+$' "$b/sws_scale.csv")
        want=$(( ${#SIMDLESSON_SCALE_PAIRS[@]} + ${#SIMDLESSON_SPECIAL_PAIRS[@]} +
                 ${#SIMDLESSON_RGB32_PAIRS[@]} + ${#SIMDLESSON_RGB2YUV_PAIRS[@]} +
                 ${#SIMDLESSON_FULL_PAIRS[@]} + ${#SIMDLESSON_RGB48_PAIRS[@]} ))
        if [ "$n" = "$want" ] &&
           { [ ! -f /usr/include/libyuv/convert_argb.h ] ||
             grep -qE '^nv12 -> rgb24 [^,]*,[0-9.]+,[0-9.]+,[0-9.]+,[0-9.]+,[0-9.]+,[0-9.]+,[0-9.]+$' "$b/sws_scale.csv"; }; then
            pass "bench: sws_scale() timed on the $n pairs, stock and route (and libyuv)"
        else
            fail "bench: sws_scale()" "$n of $want rows; see $b/sws_scale.csv"
        fi
    fi
else
    fail "bench harness" "see $OUT/bench-tiny.log"
fi
fi

part end

# --- the filter is in this ffmpeg -------------------------------------------
if "$FFMPEG" -hide_banner -h filter=simdlesson 2>&1 | grep -q 'simdlesson AVOptions'; then
    pass "ffmpeg -h filter=simdlesson"
else
    fail "ffmpeg -h filter=simdlesson"
fi

suite_result
