#!/usr/bin/env bash
#
# tools/install.sh BUILDDIR PREFIX (make install PREFIX=DIR)
#
# Install BUILDDIR's ffmpeg and ffprobe, the FFmpeg libraries built with
# simdlesson, their headers and .pc files under PREFIX.  FFmpeg writes its
# .pc files with the prefix it was configured with; the installed copies
# are rewritten to PREFIX, so that
#   PKG_CONFIG_PATH=PREFIX/lib/pkgconfig pkg-config --cflags --libs libavfilter
# points into PREFIX.

set -eu -o pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"
BUILDDIR=$(cd "${1:?usage: install.sh BUILDDIR PREFIX}" && pwd)
PREFIX=${2:?usage: install.sh BUILDDIR PREFIX}
. "$BUILDDIR/config.mk"

case $PREFIX in
    /*) ;;
    *) PREFIX=$(pwd)/$PREFIX ;;
esac
PREFIX=${PREFIX%/}
mkdir -p "$PREFIX" || die "cannot create $PREFIX"

# prefix= on make's command line overrides FFmpeg's config.mak, whose
# BINDIR, LIBDIR, INCDIR and PKGCONFIGDIR are made of ${prefix}.
make -C "$OBJDIR" --no-print-directory -j"$(nproc 2>/dev/null || echo 2)" \
    install prefix="$PREFIX" >"$BUILDDIR/install.log" 2>&1 ||
    die "FFmpeg's make install failed (see $BUILDDIR/install.log)"

n=0
for pc in "$PREFIX"/lib/pkgconfig/lib*.pc; do
    [ -f "$pc" ] || continue
    sed -i -e "s|^prefix=.*|prefix=$PREFIX|" \
           -e 's|^libdir=.*|libdir=${prefix}/lib|' \
           -e 's|^includedir=.*|includedir=${prefix}/include|' "$pc"
    n=$((n + 1))
done
[ "$n" -gt 0 ] || die "make install wrote no .pc files under $PREFIX/lib/pkgconfig"
[ -x "$PREFIX/bin/ffmpeg" ] && [ -f "$PREFIX/lib/libavfilter.a" ] &&
    [ -f "$PREFIX/include/libavfilter/avfilter.h" ] ||
    die "make install left out ffmpeg, libavfilter or its headers under $PREFIX"
log "installed FFmpeg $FFMPEG_VERSION with simdlesson under $PREFIX ($n .pc files)"
