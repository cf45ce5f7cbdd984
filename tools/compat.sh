#!/usr/bin/env bash
#
# tools/compat.sh edit|save SERIES [BUILDDIR]: refresh compat/SERIES.patch,
# the changes an FFmpeg series older than 9.0's API needs in the filter's
# sources (tools/overlay.sh applies it; see doc/compat.md).
#   edit  BUILDDIR/compat-SERIES/{libavfilter,libswscale}: the patched
#         files, with conflict markers where the patch no longer applies;
#         edit them
#   save  compat/SERIES.patch from those files against the project's
# BUILDDIR defaults to build.

set -eu -o pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"
cmd=${1:-} series=${2:-}
[ -n "$series" ] && [[ $cmd == edit || $cmd == save ]] ||
    die "usage: tools/compat.sh edit|save SERIES [BUILDDIR]"
patchfile=$TOP/compat/$series.patch
dir=${3:-$TOP/build}/compat-$series

case $cmd in
edit)
    rm -rf "$dir"
    mkdir -p "$dir/libavfilter" "$dir/libswscale"
    cp "$TOP"/libavfilter/*.[ch] "$dir/libavfilter/"
    cp "$TOP"/libswscale/*.[ch] "$dir/libswscale/"
    if [ -f "$patchfile" ] && ! patch -d "$dir" -p1 --merge -s --no-backup-if-mismatch <"$patchfile"; then
        log "conflicts to resolve in $dir (<<<<<<< markers)"
    fi
    log "edit $dir/libavfilter and $dir/libswscale, then: tools/compat.sh save $series"
    ;;
save)
    [ -d "$dir/libavfilter" ] || die "nothing to save: run tools/compat.sh edit $series first"
    ! grep -l '^<<<<<<<\|^>>>>>>>' "$dir"/lib*/* || die "conflict markers left in the files above"
    mkdir -p "$TOP/compat"
    (cd "$TOP" && for f in "$dir"/libavfilter/*.[ch] "$dir"/libswscale/*.[ch]; do
         l=${f#"$dir"/}
         diff -u --label "a/$l" --label "b/$l" "$l" "$f" || [ $? = 1 ]
     done) >"$patchfile.tmp"
    [ -s "$patchfile.tmp" ] || { rm -f "$patchfile.tmp"; die "no change against the sources: no patch written"; }
    mv "$patchfile.tmp" "$patchfile"
    log "wrote compat/$series.patch ($(grep -c '^@@' "$patchfile") hunks)"
    ;;
esac
