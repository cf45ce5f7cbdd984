#!/usr/bin/env bash
#
# tests/patches.sh BUILDDIR SERIES... (make check-patches)
#
# For each FFmpeg series: write the patch series against it
# (tools/patches.sh), apply it with git am --whitespace=error to a second
# pristine tree of that release, and check that the result is the tree
# make check / make check-all build and test (the main build's for its own
# series, BUILDDIR/series-X's for the others; configured here when
# missing).  Ends with one line "N passed, M failed".

set -u -o pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"
suite_begin
builddir=$(cd "${1:?usage: patches.sh BUILDDIR SERIES...}" && pwd); shift
main_series=$(sed -n 's/^FFMPEG_SERIES=//p' "$builddir/config.mk" 2>/dev/null)
command -v git >/dev/null || install_packages git

[ $# -gt 0 ] || die "no FFmpeg series given"
# a compat patch for each series that needs one, and for no other
supported=$(sed -n 's/^SUPPORTED_SERIES="\(.*\)"/\1/p' "$TOP/configure")
for p in "$TOP"/compat/*.patch; do
    p=$(basename "$p" .patch)
    [[ " $supported " == *" $p "* ]] || fail "compat/$p.patch: FFmpeg $p is not a supported series ($supported)"
done

for series; do
    if [ "$series" = "$main_series" ]; then
        cfgdir=$builddir
    else
        # the series' own build directory (make check-all's) knows its tarball
        cfgdir=$builddir/series-$series
        [ -f "$cfgdir/config.mk" ] ||
            (cd "$TOP" && ./configure --ffmpeg="$series" --profile=minimal --builddir="$cfgdir") >/dev/null ||
            { fail "FFmpeg $series: configure"; continue; }
    fi
    dir=$builddir/patchtest-$series
    rm -rf "$dir"
    mkdir -p "$dir"
    echo "FFmpeg $series: the patch series applied to a pristine tree ($dir)"
    if ! "$TOP/tools/patches.sh" "$cfgdir" "$dir/series" >"$dir/patches.log" 2>&1; then
        fail "FFmpeg $series: make patches" "see $dir/patches.log"
        continue
    fi
    pass "FFmpeg $series: make patches wrote $(ls "$dir/series"/*.patch | wc -l) patches"

    origin=$(sed -n 's/^FFMPEG_ORIGIN=//p' "$cfgdir/config.mk")
    src=$dir/ffmpeg
    mkdir -p "$src"
    if ! (copy_ffmpeg_tree "$origin" "$src") >"$dir/copy.log" 2>&1; then
        fail "FFmpeg $series: a pristine tree from $origin" "see $dir/copy.log"
        continue
    fi
    # git am needs an identity; --whitespace=error: FFmpeg takes no
    # trailing whitespace or space-before-tab
    if git -C "$src" -c init.defaultBranch=master init -q &&
       git -C "$src" add -A -f && git -C "$src" -c user.name=test -c user.email=test@localhost \
           commit -q -m pristine &&
       git -C "$src" -c user.name=test -c user.email=test@localhost \
           am -q --whitespace=error "$dir/series"/*.patch >"$dir/am.log" 2>&1; then
        pass "FFmpeg $series: git am --whitespace=error applies all $(git -C "$src" rev-list --count HEAD~1) patches to the pristine tree"
    else
        fail "FFmpeg $series: git am" "see $dir/am.log"
        continue
    fi
    grep -rqs simdlesson "$src/libavfilter/allfilters.c" || fail "FFmpeg $series: allfilters.c lacks the filter"
    # a tree with 9.0's API gets the filter as written, no compat layer
    if [ -f "$src/libavfilter/simdlesson_compat.h" ]; then
        [ "$series" != 9.0 ] && pass "FFmpeg $series: the series carries the compat layer" ||
            fail "FFmpeg $series: the series carries simdlesson_compat.h"
    elif grep -qs 'SIMDLESSON_HAVE_\|SIMDLESSON_COMPAT\|simdlesson_compat\|simdlesson_features' "$src"/libavfilter/*simdlesson*; then
        fail "FFmpeg $series: compat names in the series without simdlesson_compat.h"
    else
        pass "FFmpeg $series: the series is written in the tree's own API, no compat layer"
    fi

    # The patched tree is the one make check (9.0) or make check-all (the
    # older series) builds and tests through the overlay, but for what the
    # series adds for upstream alone: the Changelog line, libavfilter's
    # minor version, no marker comments around the documentation.  So it
    # is not built again here: it must be that tree, file for file.
    . "$cfgdir/config.mk"
    # shellcheck disable=SC2086
    "$TOP/tools/overlay.sh" "$SRCDIR" $OVERLAY_STAGES >"$dir/overlay.log" 2>&1 ||
        { fail "FFmpeg $series: the overlay of $SRCDIR" "see $dir/overlay.log"; continue; }
    [ ! -f "$SRCDIR/libavfilter/simdlesson_compat.h" ] ||
        pass "FFmpeg $series: compat/$series.patch applies exactly (no fuzz) to the sources"
    diff -r -q -x .git -x .simdlesson-origin -x Changelog -x version.h -x filters.texi \
        "$SRCDIR" "$src" >"$dir/tree.diff" 2>&1
    for v in "$src"/*/version.h; do
        v=${v#"$src"/}
        cmp -s <(grep -v '^#define LIBAVFILTER_VERSION_MI' "$SRCDIR/$v") <(grep -v '^#define LIBAVFILTER_VERSION_MI' "$src/$v") ||
            echo "$v differs" >>"$dir/tree.diff"
    done
    sed '/^@c simdlesson: \(begin\|end\) of doc\/simdlesson.texi/d' "$SRCDIR/doc/filters.texi" |
        cmp -s - "$src/doc/filters.texi" || echo "doc/filters.texi differs" >>"$dir/tree.diff"
    git -C "$src" diff --stat HEAD~"$(git -C "$src" rev-list --count HEAD~1)" -- Changelog libavfilter/version.h |
        grep -q '2 files changed' || echo "the series does not change Changelog and version.h" >>"$dir/tree.diff"
    if [ ! -s "$dir/tree.diff" ]; then
        pass "FFmpeg $series: the patched tree is the overlay tree make check builds ($SRCDIR), but for Changelog and the version bump"
    else
        fail "FFmpeg $series: the patched tree differs from $SRCDIR" "$(head -n 3 "$dir/tree.diff" | tr '\n' ' ')"
    fi
done
suite_result
