#!/usr/bin/env bash
#
# check-all.sh BUILDDIR SERIES...: make check against every FFmpeg series.
# The main build (BUILDDIR) runs the whole suite for its own series; each
# other series gets a minimal build of its own in BUILDDIR/series-X, where
# the suite runs what differs with the series (the kernels are the same):
# the compat layer (checkasm with the series' own checkasm, FATE at the c
# and native levels, errors, runtime commands) and swscale: its dither and
# ranges are the references of the depth part, and its bytes those that
# scale on the DSP must give (part scale's pairs and declines, whose pairs
# include the shuffles: the shuffle part's byte moves are the main
# build's).

set -u -o pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"
cd "$TOP"

builddir=${1:?usage: check-all.sh BUILDDIR SERIES...}; shift
main_series=$(sed -n 's/^FFMPEG_SERIES=//p' "$builddir/config.mk" 2>/dev/null)

summary=() status=0
for series; do
    if [ "$series" = "$main_series" ]; then
        dir=$builddir
    else
        dir=$builddir/series-$series
        # cheap when nothing changed: FFmpeg's configure reruns only for new flags
        ./configure --ffmpeg="$series" --profile=minimal --builddir="$dir" || {
            summary+=("FFmpeg $series: configure failed"); status=1; continue; }
    fi
    log "=== FFmpeg $series ($dir)"
    parts=
    [ "$dir" = "$builddir" ] || parts="checkasm fate errors commands depth scale"
    # (the older series: scale's pairs and declines against that series'
    # stock swscale; not its flags and options, which are the same code in
    # every series, nor FFmpeg's FATE tests of lavfi's conversions: the
    # main build's)
    # (checkasm: the series' checkasm library on a few cases of each kernel,
    # whose every case the main build runs: SIMDLESSON_CHECKASM_QUICK)
    if SIMDLESSON_FATE_LEVELS=${SIMDLESSON_FATE_LEVELS:-${parts:+c native}} \
       SIMDLESSON_CHECKASM_QUICK=${parts:+1} \
       SIMDLESSON_SCALE_SECTIONS=${SIMDLESSON_SCALE_SECTIONS:-${parts:+1 3}} \
       make --no-print-directory BUILDDIR="$dir" check PARTS="$parts" 2>&1 | tee "$dir/check.log"; then
        result=$(tail -n 1 "$dir/check.log")
    else
        result="FAILED: $(tail -n 1 "$dir/check.log")"
        status=1
    fi
    summary+=("FFmpeg $series: $result")
done

echo "check-all summary:"
printf '  %s\n' "${summary[@]}"
exit $status
