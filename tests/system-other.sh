#!/usr/bin/env bash
#
# tests/system-other.sh BUILDDIR (make check-system-other): make system for
# an ffmpeg that is not Debian's (Fedora's, Arch's, Homebrew's, one built
# into /opt).  FFmpeg SERIES (default 8.1, configure's cached tarball) is
# built with --enable-shared --enable-rpath into a private prefix,
# BUILDDIR/system-other/prefix, standing in for it (the minimal profile's
# components: what the checks use); then tests/system.sh runs
#   make system SYSTEM_FFMPEG=<prefix>/bin/ffmpeg SYSTEM_SRC=<its source>
# in BUILDDIR/system-other/build and checks, through the wrapper, that the
# filter list is that ffmpeg's plus simdlesson, that every mode's bytes are
# BUILDDIR/bin/ffmpeg's, that the wrapper runs that ffmpeg with the new
# libavfilter and its own other libraries, and that route's refusals.
# Ends with one line "N passed, M failed".

set -u -o pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"
BUILDDIR=$(cd "${1:?usage: system-other.sh BUILDDIR [SERIES]}" && pwd)
series=${2:-8.1}
[ -x "$BUILDDIR/bin/ffmpeg" ] && [ -f "$BUILDDIR/config.mk" ] ||
    die "no $BUILDDIR/bin/ffmpeg: run make first (the checks compare against it)"
D=$BUILDDIR/system-other
mkdir -p "$D"
start=$(date +%s)

# the release's tarball: configure's cached one, or fetched by a configure
# of its own (not check-all's series-X, which CI may be configuring beside)
cache=${SIMDLESSON_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/simdlesson}
origin=$(ls -1 "$cache"/ffmpeg_"$series".*.orig.tar.xz 2>/dev/null | sort -V | tail -n 1)
if [ -z "$origin" ]; then
    (cd "$TOP" && ./configure --ffmpeg="$series" --profile=minimal --builddir="$D/fetch") >"$D/configure.log" 2>&1 ||
        die "./configure --ffmpeg=$series failed (see $D/configure.log)"
    origin=$(sed -n 's/^FFMPEG_ORIGIN=//p' "$D/fetch/config.mk")
fi

# the stand-in: a shared FFmpeg in a private prefix, built once per origin
prefix=$D/prefix src=$D/src
flags=(--prefix="$prefix" --enable-shared --disable-static --enable-rpath --disable-doc
       --disable-autodetect --enable-zlib "${ffmpeg_minimal_flags[@]}")
flags=("${flags[@]/--enable-filter=simdlesson,/--enable-filter=}")
stamp="$origin ${flags[*]}"
if [ "$(cat "$prefix/.simdlesson-stamp" 2>/dev/null)" != "$stamp" ]; then
    log "building FFmpeg $series (shared) into $prefix, from $origin"
    rm -rf "$src" "$D/obj" "$prefix"
    mkdir -p "$src" "$D/obj"
    copy_ffmpeg_tree "$origin" "$src"
    t0=$(date +%s)
    (cd "$D/obj" && "$src/configure" "${flags[@]}" && make -j"${JOBS:-$(nproc)}" && make install) \
        >"$D/build.log" 2>&1 || { tail -n 20 "$D/build.log" >&2; die "building FFmpeg $series into $prefix failed (see $D/build.log)"; }
    echo "$stamp" > "$prefix/.simdlesson-stamp"
    log "built in $(( $(date +%s) - t0 )) s"
fi
"$prefix/bin/ffmpeg" -hide_banner -filters 2>/dev/null | grep -q ' simdlesson ' &&
    die "$prefix/bin/ffmpeg already has simdlesson: not a stand-in for another system's ffmpeg"

# check-system's checks against it, in a build directory of its own
B=$D/build
mkdir -p "$B/bin"
cp "$BUILDDIR/config.mk" "$B/"
cp -p "$BUILDDIR/bin/ffmpeg" "$B/bin/"
echo "FFmpeg $series in $prefix (shared), source $src"
SYSTEM_FFMPEG=$prefix/bin/ffmpeg SYSTEM_SRC=$src "$TOP/tests/system.sh" "$B"
rc=$?
echo "check-system-other: $(( $(date +%s) - start )) s"
exit $rc
