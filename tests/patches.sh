#!/usr/bin/env bash
#
# tests/patches.sh BUILDDIR SERIES... (make check-patches)
#
# For each FFmpeg series: write the patch series against it
# (tools/patches.sh), apply it with git am to a second pristine tree of
# that release, configure and build that tree with FFmpeg's own configure
# (the minimal profile's components) and run the filter's FATE tests and
# checkasm there.  Ends with one line "N passed, M failed".

set -u -o pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"
builddir=$(cd "${1:?usage: patches.sh BUILDDIR SERIES...}" && pwd); shift
main_series=$(sed -n 's/^FFMPEG_SERIES=//p' "$builddir/config.mk" 2>/dev/null)
command -v git >/dev/null || install_packages git
jobs=$(nproc 2>/dev/null || echo 2)

[ $# -gt 0 ] || die "no FFmpeg series given"

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
    mkdir -p "$dir/obj"
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

    if (cd "$dir/obj" && "$src/configure" "${ffmpeg_common_flags[@]}" "${ffmpeg_minimal_flags[@]}") \
            >"$dir/configure.log" 2>&1 &&
       grep -q '^CONFIG_SIMDLESSON_FILTER=yes' "$dir/obj/ffbuild/config.mak" &&
       make -C "$dir/obj" -j"$jobs" ffmpeg checkasm >"$dir/build.log" 2>&1; then
        pass "FFmpeg $series: the patched tree configures (filter enabled) and builds"
    else
        fail "FFmpeg $series: configure and build" "see $dir/configure.log, $dir/build.log"
        continue
    fi
    # every reference at each of its CPU levels, and checkasm having tested
    # the x86 kernels (not a pass over no functions)
    # (SIMDLESSON_FATE_LEVELS: a subset of the levels, as in tests/run.sh)
    levels=${SIMDLESSON_FATE_LEVELS:-$(sed -n 's/^SIMDLESSON_CPU_LEVELS *= *//p' "$TOP/fate/simdlesson.mak")}
    want=$(( $(fate_tests "$src/tests/fate/simdlesson.mak" | wc -l) * $(wc -w <<<"$levels") ))
    if make -C "$dir/obj" -j"$jobs" -k $(printf 'fate-simdlesson-%s ' $levels) fate-checkasm-vf_simdlesson \
            >"$dir/fate.log" 2>&1 &&
       n=$(grep -c '^TEST *simdlesson-' "$dir/fate.log") && [ "$n" = "$want" ] &&
       "$dir/obj/tests/checkasm/checkasm" --test=vf_simdlesson >"$dir/checkasm.log" 2>&1 &&
       grep -q 'vf_simdlesson.*\[OK\]' "$dir/checkasm.log"; then
        pass "FFmpeg $series: FATE in the patched tree: all $n simdlesson tests; checkasm: $(grep -c '\[OK\]' "$dir/checkasm.log") groups of SIMD kernels OK"
    else
        fail "FFmpeg $series: FATE and checkasm in the patched tree ($want tests expected)" "see $dir/fate.log, $dir/checkasm.log"
    fi
done
suite_result
