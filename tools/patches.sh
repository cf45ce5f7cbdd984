#!/usr/bin/env bash
#
# tools/patches.sh BUILDDIR OUTDIR (make patches)
#
# Write the filter as a git format-patch series against BUILDDIR's FFmpeg
# release (its pristine tarball, FFMPEG_ORIGIN in BUILDDIR/config.mk), in
# FFmpeg's commit style:
#   1. avfilter: add simdlesson filter     (C filter; its DSP context, C
#      kernels and conversions in libswscale, which libavfilter shares;
#      registration, documentation, Changelog, minor version bump)
#   2. swscale/x86: add SIMD for the simdlesson DSP (asm, x86 init, its hook)
#   3. checkasm: add vf_simdlesson test
#   4. fate: add simdlesson filter tests
#   5. swscale: convert on the simdlesson DSP where it is exact (unless
#      ./configure --disable-scale-dsp)
# Each commit builds on its own.  The tree the series is made in is left in
# OUTDIR/tree (a git repository) for inspection.

set -eu -o pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"
BUILDDIR=$(cd "${1:?usage: patches.sh BUILDDIR OUTDIR}" && pwd)
OUTDIR=${2:?usage: patches.sh BUILDDIR OUTDIR}
. "$BUILDDIR/config.mk"
command -v git >/dev/null || install_packages git

[ -e "$FFMPEG_ORIGIN" ] || die "$FFMPEG_ORIGIN is missing: run ./configure"
mkdir -p "$OUTDIR"
OUTDIR=$(cd "$OUTDIR" && pwd)
tree=$OUTDIR/tree
rm -rf "$tree" "$OUTDIR"/*.patch
mkdir -p "$tree"
copy_ffmpeg_tree "$FFMPEG_ORIGIN" "$tree"

# Fixed identity and dates: the same project state gives the same series.
name=$(git -C "$TOP" log -1 --format=%an 2>/dev/null || echo "simdlesson maintainers")
email=$(git -C "$TOP" log -1 --format=%ae 2>/dev/null || echo "simdlesson@localhost")
export GIT_AUTHOR_NAME=$name GIT_COMMITTER_NAME=$name
export GIT_AUTHOR_EMAIL=$email GIT_COMMITTER_EMAIL=$email
export GIT_AUTHOR_DATE="2026-11-21T12:00:00Z" GIT_COMMITTER_DATE="2026-11-21T12:00:00Z"
g() { git -C "$tree" -c core.autocrlf=false -c init.defaultBranch=master "$@"; }

g init -q
g add -A -f
g commit -q -m "FFmpeg $FFMPEG_VERSION (pristine)"

commit() { # subject body
    g add -A -f
    g commit -q -s -m "$1" -m "$2"
}

# --- 1. the C filter ---------------------------------------------------------
"$TOP/tools/overlay.sh" --copy "$tree" filter
# its x86 hook comes with the asm (patch 2)
# (and the empty line before it)
awk 'function flush() { if (have) print prev; have = 0 }
     /^#if ARCH_X86/ { if (have && prev == "") have = 0; else flush(); skip = 1; next }
     skip { if (/^#endif/) skip = 0; next }
     { flush(); prev = $0; have = 1 }
     END { flush() }' \
    "$tree/libswscale/simdlessondsp.c" > "$tree/libswscale/simdlessondsp.c.tmp" &&
    mv "$tree/libswscale/simdlessondsp.c.tmp" "$tree/libswscale/simdlessondsp.c"
sed -i -e '/^void ff_simdlesson_.*_x86(/d' -e "/^\/\* the x86 kernels' tables/d" "$tree/libswscale/simdlessondsp.h"
grep -q '_x86' "$tree/libswscale/simdlessondsp.c" "$tree/libswscale/simdlessondsp.h" &&
    die "the C patch still refers to the x86 init"

# Changelog: a line in the next version's entry
awk '!seen && /^version / {
         seen = 1
         if ($0 != "version <next>:") {
             print "version <next>:"; print "- simdlesson filter"; print ""; print; next
         }
         innext = 1
     }
     innext && /^$/ { print "- simdlesson filter"; innext = 0 }
     { print }
     END { if (innext) print "- simdlesson filter" }' "$tree/Changelog" > "$tree/Changelog.tmp" &&
    mv "$tree/Changelog.tmp" "$tree/Changelog"
grep -qx -- '- simdlesson filter' "$tree/Changelog" || die "no Changelog line written"

# a new filter bumps libavfilter's minor version and resets micro
v=$tree/libavfilter/version.h
minor=$(sed -n 's/^#define LIBAVFILTER_VERSION_MINOR *\([0-9]*\)/\1/p' "$v")
[ -n "$minor" ] || die "no LIBAVFILTER_VERSION_MINOR in $v"
sed -i -e "s/^\(#define LIBAVFILTER_VERSION_MINOR *\)[0-9]*/\1$((minor + 1))/" \
       -e "s/^\(#define LIBAVFILTER_VERSION_MICRO *\)[0-9]*/\1100/" "$v"

# the documentation: the overlay's filter stage put doc/simdlesson.texi
# into doc/filters.texi between marker comments, which upstream needs not
sed -i '/^@c simdlesson: \(begin\|end\) of doc\/simdlesson.texi/d' "$tree/doc/filters.texi"
grep -q '^@section simdlesson$' "$tree/doc/filters.texi" || die "no @section simdlesson in doc/filters.texi"

commit "avfilter: add simdlesson filter" \
"Adds frames (saturating, wrapping or biased, or a constant), reorders the
channels of packed pixels and converts between packed, semi-planar and
planar layouts (mode=shuffle: out= and map=), and converts planar formats
between 8 and 16 bits (mode=depth), through a DSP context of row kernels
(libswscale/simdlessondsp.h) and conversions planned once and run on
slices (libswscale/simdlesson_convert.h), which swscale can use too and
libavfilter shares as it shares other libraries' code (SHLIBOBJS). With
the defaults, mode=shuffle:out= and mode=depth give what format= gives.
C kernels only; the x86 SIMD follows."

# --- 2. x86 SIMD -------------------------------------------------------------
"$TOP/tools/overlay.sh" --copy "$tree" x86
cp "$TOP/libswscale/simdlessondsp.c" "$TOP/libswscale/simdlessondsp.h" "$tree/libswscale/"
commit "swscale/x86: add SIMD for the simdlesson DSP" \
"SSE2 to AVX-512 (AVX512 and AVX512ICL) versions of the row kernels,
chosen at run time with av_get_cpu_flags(), x86-64 only, and their copies
for a shared libavfilter. Every kernel gives exactly the C result
(checkasm, next patch)."

# --- 3. checkasm -------------------------------------------------------------
"$TOP/tools/overlay.sh" --copy "$tree" checkasm
commit "checkasm: add vf_simdlesson test" \
"Every kernel at every CPU level against its C reference: every tail width,
misaligned pointers, extreme values, guard bytes around each row."

# --- 4. FATE -----------------------------------------------------------------
"$TOP/tools/overlay.sh" --copy "$tree" fate
commit "fate: add simdlesson filter tests" \
"Each graph runs at every CPU level of SIMDLESSON_CPU_LEVELS against one
reference."

# --- 5. scale on the DSP -------------------------------------------------------
npatches=4
if [[ " $OVERLAY_STAGES " == *" scale "* ]]; then
    "$TOP/tools/overlay.sh" --copy "$tree" scale
    commit "swscale: convert on the simdlesson DSP where it is exact" \
"ff_get_unscaled_swscale() offers each context to the simdlesson DSP last:
a same-size conversion between two formats that the DSP converts with
swscale's bytes (layout conversions and shuffles of packed pixels, depth
conversions with swscale's rule and its own dither table) runs on its
kernels when no flag or option that changes swscale's unscaled output is
set; everything else stays with swscale.  sws_scale(), sws_scale_frame(),
and so -pix_fmt, format= and scale take it, on swscale's slices and
threads.  The option simdlesson=0 and SIMDLESSON_SCALE=0 turn it off;
-v verbose logs each context's route."
    npatches=5
fi

g format-patch -q -$npatches -o "$OUTDIR" >/dev/null
n=$(ls "$OUTDIR"/*.patch | wc -l)
[ "$n" = $npatches ] || die "format-patch wrote $n patches, not $npatches"
log "wrote $n patches against FFmpeg $FFMPEG_VERSION in $OUTDIR:"
ls "$OUTDIR"/*.patch | sed 's,^.*/,  ,' >&2
