#!/usr/bin/env bash
#
# tests/fuzz.sh BUILDDIR build|replay|fuzz [SECONDS [SEED [N]]]
#   build   compile tests/fuzz/graphfuzz.c against BUILDDIR's static FFmpeg
#           libraries (with that build's sanitizer flags, if any) into
#           BUILDDIR/tests-bin/graphfuzz, and print its path
#   replay  run every case of tests/fuzz/cases.txt (make check does)
#   fuzz    random cases for SECONDS (default 60) from SEED (default: the
#           time), at most N; a failing case is printed as a line for
#           cases.txt
# (make fuzz FUZZ_SECONDS=N FUZZ_SEED=S)

set -u -o pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"
BUILDDIR=$(cd "${1:?usage: fuzz.sh BUILDDIR build|replay|fuzz [SECONDS [SEED]]}" && pwd)
. "$BUILDDIR/config.mk"
BIN=$BUILDDIR/tests-bin/graphfuzz

build() {
    local mak=$OBJDIR/ffbuild/config.mak libs=() extra=() san lib
    san=$(sanitizer_flags "$OBJDIR")     # the libraries' own, or the link fails
    for lib in avfilter swscale avformat avcodec swresample avutil; do
        [ -f "$OBJDIR/lib$lib/lib$lib.a" ] || continue
        libs+=("$OBJDIR/lib$lib/lib$lib.a")
        # shellcheck disable=SC2207
        extra+=($(sed -n "s/^EXTRALIBS-$lib=//p" "$mak"))
    done
    mkdir -p "$(dirname "$BIN")"
    # shellcheck disable=SC2086
    # (BIN.c: the source it was built from, which may be another checkout's)
    if [ ! -x "$BIN" ] || ! cmp -s "$TOP/tests/fuzz/graphfuzz.c" "$BIN.c" ||
       [ "$OBJDIR/libavfilter/libavfilter.a" -nt "$BIN" ]; then
        cc -g -O1 $san -Wall -I"$SRCDIR" -I"$OBJDIR" "$TOP/tests/fuzz/graphfuzz.c" \
            "${libs[@]}" $(printf '%s\n' "${extra[@]}" | awk '!seen[$0]++') -o "$BIN.tmp" &&
            mv -f "$BIN.tmp" "$BIN" && cp "$TOP/tests/fuzz/graphfuzz.c" "$BIN.c" ||
            die "graphfuzz does not build"
    fi
}

case ${2:-} in
build)  build; echo "$BIN" ;;
replay) build; "$BIN" replay "$TOP/tests/fuzz/cases.txt" ;;
fuzz)   build; "$BIN" fuzz "${4:-$(date +%s)}" "${3:-60}" ${5:+"$5"} ;;
*)      die "usage: fuzz.sh BUILDDIR build|replay|fuzz [SECONDS [SEED]]" ;;
esac
