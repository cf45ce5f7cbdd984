# tests/errors.sh: sourced by tests/run.sh (uses its ff, pass, fail,
# same_frames, OUT).  Bad input must fail cleanly: a non-zero exit, a
# message naming the problem, no crash.  A new mode adds its lines to the
# table below (its options with another mode, its values out of range),
# e.g.
#   expect_error "error-map-malformed" "map" -lavfi "$one,simdlesson=mode=shuffle:map=01x3"
#   expect_error "error-depth-range" "depth" -lavfi "$one,simdlesson=mode=depth:depth=17"

# crashed LOG RC: the run was killed by a signal (the shell's 129..159;
# ffmpeg itself exits with 1 or an AVERROR code modulo 256, such as 234 for
# EINVAL) or a sanitizer reported something.
crashed() {
    { [ "$2" -gt 128 ] && [ "$2" -lt 160 ]; } ||
        grep -qE 'AddressSanitizer|LeakSanitizer|runtime error:|==[0-9]+== ERROR' "$1"
}

# expect_run error|clean NAME REGEX ARGS...: ffmpeg fails (error) or
# succeeds (clean: nothing to do is not an error for ffmpeg), its log
# matches REGEX (extended, case-sensitive), and it did not crash.
expect_run() {
    local want=$1 name=$2 regex=$3 rc ok; shift 3
    ff "$@" -f null - >"$OUT/$name.log" 2>&1
    rc=$?
    if [ "$want" = error ]; then ok=$(( rc != 0 )); else ok=$(( rc == 0 )); fi
    if [ $ok = 1 ] && ! crashed "$OUT/$name.log" $rc && grep -qE "$regex" "$OUT/$name.log"; then
        pass "$name"
    else
        fail "$name" "exit $rc; see $OUT/$name.log"
    fi
}
expect_error() { expect_run error "$@"; }
expect_clean() { expect_run clean "$@"; }

echo "errors (non-zero exit, a message naming the problem, no crash)"

one="testsrc2=s=64x48:r=10:d=0.3,format=yuv420p"
two="$one,split[a][b];[a][b]"

# --- options -------------------------------------------------------------------
expect_error "error-unknown-mode" "Unable to parse .*value .*multiply" \
    -lavfi "${two}simdlesson=mode=multiply"
expect_error "error-mode-out-of-range" "mode.* out of range" \
    -lavfi "${two}simdlesson=mode=7"
expect_error "error-unknown-option" "'strength'.*not found" \
    -lavfi "$one,simdlesson=mode=offset:strength=3"
expect_error "error-planes-out-of-range" "'planes' out of range" \
    -lavfi "${two}simdlesson=planes=16"
expect_error "error-overflow-unknown" "Unable to parse .*value .*clamp" \
    -lavfi "${two}simdlesson=overflow=clamp"
expect_error "error-value-out-of-range-for-depth" "value 300 is out of range for 8-bit samples" \
    -lavfi "$one,simdlesson=mode=offset:value=300"
expect_error "error-value-out-of-range-for-10-bit" "value -1100 is out of range for 10-bit samples" \
    -lavfi "testsrc2=d=0.2,format=yuv420p10le,simdlesson=mode=offset:value=-1100"
expect_error "error-value-out-of-option-range" "'value' out of range" \
    -lavfi "$one,simdlesson=mode=offset:value=70000"
expect_error "error-value-with-mode-add" "value only applies to mode=offset" \
    -lavfi "${two}simdlesson=value=3"
expect_error "error-bias-with-offset" "bias only applies to mode=add" \
    -lavfi "$one,simdlesson=mode=offset:bias=1"
expect_error "error-shortest-with-offset" "shortest only applies to mode=add" \
    -lavfi "$one,simdlesson=mode=offset:value=1:shortest=1"
expect_error "error-eof-action-with-offset" "eof_action only applies to mode=add" \
    -lavfi "$one,simdlesson=mode=offset:value=1:eof_action=pass"
expect_error "error-bias-with-wrap" "bias=1 saturates" \
    -lavfi "${two}simdlesson=bias=1:overflow=wrap"

# --- inputs ----------------------------------------------------------------------
expect_error "error-size-mismatch" "input 'a' is 320x240 yuv420p, input 'b' is 320x200 yuv420p" \
    -lavfi "testsrc2=s=320x240:d=0.2,format=yuv420p[a];testsrc2=s=320x200:d=0.2,format=yuv420p[b];[a][b]simdlesson"
expect_error "error-format-mismatch" "input 'a' is 320x240 yuv420p, input 'b' is 320x240 yuv444p" \
    -lavfi "testsrc2=s=320x240:d=0.2,format=yuv420p[a];testsrc2=s=320x240:d=0.2,format=yuv444p[b];[a][b]simdlesson"
expect_error "error-depth-mismatch" "input 'a' is 64x48 yuv420p, input 'b' is 64x48 yuv420p10le" \
    -lavfi "$one[a];testsrc2=s=64x48:r=10:d=0.3,format=yuv420p10le[b];[a][b]simdlesson"
expect_error "error-unsupported-format" "simdlesson.* do not have a common format|common format.*simdlesson" \
    -lavfi "testsrc2=d=0.2,scale,format=gbrpf32le,split[a][b];[a][b]simdlesson"
expect_error "error-unsupported-format-offset" "simdlesson.* do not have a common format|common format.*simdlesson" \
    -lavfi "testsrc2=d=0.2,scale,format=pal8,simdlesson=mode=offset:value=1"
expect_error "error-unsupported-big-endian" "simdlesson.* do not have a common format|common format.*simdlesson" \
    -lavfi "testsrc2=d=0.2,scale,format=yuv420p10be,simdlesson=mode=offset:value=1"

# --- empty and truncated streams -------------------------------------------------
mkdir -p "$OUT/streams"
: > "$OUT/streams/empty.nut"
ff -lavfi "$one" -c:v rawvideo -y "$OUT/streams/good.nut" 2>/dev/null
head -c $(( $(stat -c %s "$OUT/streams/good.nut") / 2 )) "$OUT/streams/good.nut" > "$OUT/streams/truncated.nut"
head -c 200 "$OUT/streams/good.nut" > "$OUT/streams/header-only.nut"
# (ffmpeg 5.1 says "FILE: Invalid data...", 7.1 and 9.0 "Error opening input: Invalid data...")
expect_error "error-empty-file" "Invalid data found when processing input" \
    -i "$OUT/streams/empty.nut" -vf simdlesson=mode=offset:value=1
# (5.1 says "FILE: Invalid data found when processing input")
expect_error "error-empty-second-input" "Error opening input file .*empty.nut|empty.nut: Invalid data" \
    -i "$OUT/streams/good.nut" -i "$OUT/streams/empty.nut" -lavfi "[0:v][1:v]simdlesson"
expect_error "error-truncated-header" "Error opening input file .*header-only.nut|header-only.nut: Invalid data" \
    -i "$OUT/streams/header-only.nut" -vf simdlesson=mode=offset:value=1
expect_error "error-truncated-second-input-xerror" "packet size [0-9]+ < expected frame_size" \
    -xerror -i "$OUT/streams/good.nut" -i "$OUT/streams/truncated.nut" -lavfi "[0:v][1:v]simdlesson"
# Without -xerror ffmpeg goes on with the frames it has: no crash, and
# simdlesson sees its second input end early.
expect_clean "truncated-second-input-ends-cleanly" "packet size [0-9]+ < expected frame_size" \
    -i "$OUT/streams/good.nut" -i "$OUT/streams/truncated.nut" -lavfi "[0:v][1:v]simdlesson=shortest=1"
expect_clean "empty-raw-stream-ends-cleanly" "Output file is empty" \
    -f rawvideo -s 64x48 -pix_fmt yuv420p -i "$OUT/streams/empty.nut" -vf simdlesson=mode=offset:value=1
# A second input without a single frame: the first passes through (as
# with blend and overlay).
expect_clean "empty-raw-second-input-passes-first" "frame= +3 " \
    -i "$OUT/streams/good.nut" -f rawvideo -s 64x48 -pix_fmt yuv420p -i "$OUT/streams/empty.nut" \
    -lavfi "[0:v][1:v]simdlesson"

# --- invalid runtime commands: reported, and the previous state stays -----------
# command_refused NAME REGEX GRAPH-WITH-SENDCMD GRAPH-WITHOUT: both give the
# same frames, and the log of the first matches REGEX.
command_refused() {
    local name=$1 regex=$2
    if ff -lavfi "$3" -f framemd5 "$OUT/$name.1" >"$OUT/$name.log" 2>&1 &&
       ff -lavfi "$4" -f framemd5 "$OUT/$name.2" 2>>"$OUT/$name.log" &&
       same_frames "$OUT/$name.1" "$OUT/$name.2" >/dev/null &&
       ! crashed "$OUT/$name.log" 0 && grep -qE "$regex" "$OUT/$name.log"; then
        pass "$name"
    else
        fail "$name" "see $OUT/$name.*"
    fi
}
off="simdlesson@o=mode=offset:value=40"
command_refused "command-refused-value-out-of-range" "value 300 is out of range for 8-bit samples" \
    "$one,sendcmd=c='0.1 simdlesson@o value 300',$off" "$one,$off"
command_refused "command-refused-planes-out-of-range" "'planes' out of range" \
    "$one,sendcmd=c='0.1 simdlesson@o planes 99',$off" "$one,$off"
command_refused "command-refused-overflow-unknown" "Unable to parse .*value .*clamp" \
    "$one,sendcmd=c='0.1 simdlesson@o overflow clamp',$off" "$one,$off"
command_refused "command-refused-value-with-mode-add" "value only applies to mode=offset" \
    "$one,split[a][b];[a]sendcmd=c='0.1 simdlesson@o value 5'[c];[c][b]simdlesson@o" "${two}simdlesson"
command_refused "command-refused-wrap-with-bias" "bias=1 saturates" \
    "$one,split[a][b];[a]sendcmd=c='0.1 simdlesson@o overflow wrap'[c];[c][b]simdlesson@o=bias=1" \
    "${two}simdlesson=bias=1"
# bias and mode are not commands: refused (ENOSYS, as for any filter), unchanged.
command_refused "command-refused-not-a-command" "" \
    "$one,split[a][b];[a]sendcmd=c='0.1 simdlesson@o bias 1'[c];[c][b]simdlesson@o" "${two}simdlesson"

# --- mode=shuffle and mode=depth ------------------------------------------------
rgba_src="testsrc2=d=0.2,format=rgba"
expect_error "error-shuffle-needs-out-or-map" "mode=shuffle needs out= or map=" \
    -lavfi "$rgba_src,simdlesson=mode=shuffle"
expect_error "error-shuffle-out-and-map" "one of out= and map=, not both" \
    -lavfi "$rgba_src,simdlesson=mode=shuffle:out=bgra:map=bgra"
expect_error "error-map-unknown-channel" "map 'bgrq': unknown channel 'q'" \
    -lavfi "$rgba_src,simdlesson=mode=shuffle:map=bgrq"
expect_error "error-map-wrong-length" "map 'bgr' names 3 channels, rgba has 4: r g b a" \
    -lavfi "$rgba_src,simdlesson=mode=shuffle:map=bgr"
expect_error "error-map-channel-missing" "map 'rgba': rgb24 has no channel 'a'" \
    -lavfi "testsrc2=d=0.2,format=rgb24,simdlesson=mode=shuffle:map=rgba"
expect_error "error-map-bad-index" "'#4' is not a channel index of rgba" \
    -lavfi "$rgba_src,simdlesson=mode=shuffle:map=#4gba"
expect_error "error-out-unreachable" "out=rgb48le is not reachable from rgba by mode=shuffle; from rgba, out= accepts: rgba, bgra, argb, abgr, rgb0, bgr0, 0rgb, 0bgr, rgb24, bgr24; with matrix= and range=: yuv420p, yuv422p, yuv444p, nv12, nv21, yuv420p10le, p010le\\." \
    -lavfi "$rgba_src,simdlesson=mode=shuffle:out=rgb48le"
expect_error "error-out-unreachable-planar" "out=yuyv422 is not reachable from yuv420p by mode=shuffle; from yuv420p, out= accepts: nv12, nv21; with matrix= and range=: rgb24, bgr24, rgba, bgra, argb, abgr, rgb0, bgr0, 0rgb, 0bgr, gbrp, rgb48le, bgr48le, rgba64le, bgra64le, rgb48be, bgr48be, rgba64be, bgra64be\\." \
    -lavfi "testsrc2=d=0.2,format=yuv420p,simdlesson=mode=shuffle:out=yuyv422"
expect_error "error-out-unreachable-p010" "out=yuv420p is not reachable from p010le by mode=shuffle; from p010le, out= accepts: yuv420p10le; with matrix= and range=: rgb24, .*, bgra64be\\." \
    -lavfi "testsrc2=d=0.2,format=yuv420p10le,scale,format=p010le,simdlesson=mode=shuffle:out=yuv420p"
expect_error "error-out-not-supported" "out=gray: mode=shuffle converts between packed formats of one kind:.*and between: nv12<->yuv420p, nv21<->yuv420p.*, rgb24/bgr24<->rgba/bgra/argb/abgr/rgb0/bgr0/0rgb/0bgr, rgb48le/bgr48le<->rgba64le/bgra64le; and with matrix= and range=, from yuv420p, .*, yuv420p12le, p016le, yuv420p16le to rgb24, .*, 0bgr, gbrp, rgb48le, bgr48le, rgba64le, bgra64le, rgb48be, bgr48be, rgba64be, bgra64be, and from rgb24, .*, 0bgr, gbrp, gbrap, rgb48le, bgr48le, rgba64le, bgra64le, rgb48be, bgr48be, rgba64be, bgra64be to yuv420p, yuv422p, yuv444p, nv12, nv21, yuv420p10le, p010le\\." \
    -lavfi "$rgba_src,simdlesson=mode=shuffle:out=gray"
expect_error "error-map-on-planar" "simdlesson.* do not have a common format|common format.*simdlesson" \
    -lavfi "testsrc2=d=0.2,format=yuv420p,scale,format=nv12,simdlesson=mode=shuffle:map=bgra"
# YUV <-> RGB (matrix=, range=, flags=)
expect_error "error-color-options-not-color" "matrix=, range= and flags= apply to YUV <-> RGB only, not to rgba to bgra" \
    -lavfi "$rgba_src,simdlesson=mode=shuffle:out=bgra:range=full"
expect_error "error-color-flags" "flags=nonsense: not swscale's flags" \
    -lavfi "testsrc2=d=0.2,format=rgb24,simdlesson=mode=shuffle:out=nv12:flags=nonsense"
expect_error "error-color-matrix-with-mode-add" "matrix only applies to mode=shuffle" \
    -lavfi "$two""simdlesson=matrix=bt709"
head -c $((64 * 48 * 3)) /dev/zero >"$OUT/nv12-64x48.raw"
expect_error "error-color-frame-matrix" "The frame's matrix is bt2020c, which swscale does not convert; set matrix= to convert it as another" \
    -colorspace bt2020c -f rawvideo -pix_fmt nv12 -s 64x48 -i "$OUT/nv12-64x48.raw" \
    -vf simdlesson=mode=shuffle:out=bgra
expect_error "error-color-matrix-number" "matrix=10 \\(bt2020c\\) is not one swscale converts" \
    -lavfi "testsrc2=d=0.2,format=nv12,simdlesson=mode=shuffle:out=rgb24:matrix=10"
expect_error "error-map-with-mode-add" "map only applies to mode=shuffle" \
    -lavfi "$rgba_src,split[a][b];[a][b]simdlesson=map=bgra"
expect_error "error-planes-with-shuffle" "planes does not apply to mode=shuffle" \
    -lavfi "$rgba_src,simdlesson=mode=shuffle:map=bgra:planes=1"
expect_error "error-shuffle-unsupported-format" "simdlesson.* do not have a common format|common format.*simdlesson" \
    -lavfi "testsrc2=d=0.2,format=yuv420p,simdlesson=mode=shuffle:map=bgra"

d8="testsrc2=d=0.2,format=yuv420p"
expect_error "error-depth-missing" "mode=depth needs depth=8, 9, 10, 12, 14 or 16" \
    -lavfi "$d8,simdlesson=mode=depth"
expect_error "error-depth-unsupported" "depth=11 is not supported" \
    -lavfi "$d8,simdlesson=mode=depth:depth=11"
expect_error "error-depth-no-sibling" "yuv411p has no 10-bit form" \
    -lavfi "testsrc2=d=0.2,format=yuv411p,simdlesson=mode=depth:depth=10"
expect_error "error-depth-packed-format" "simdlesson.* do not have a common format|common format.*simdlesson" \
    -lavfi "testsrc2=d=0.2,format=rgb24,simdlesson=mode=depth:depth=10"
expect_error "error-depth-output-format" "The output format must be yuv420p10le, the 10-bit form of the input yuv420p, not yuv444p10le" \
    -lavfi "$d8,simdlesson=mode=depth:depth=10,format=yuv444p10le"
expect_error "error-method-with-mode-add" "method only applies to mode=depth" \
    -lavfi "$d8,split[a][b];[a][b]simdlesson=method=replicate"
expect_error "error-dither-with-mode-offset" "dither only applies to mode=depth" \
    -lavfi "$d8,simdlesson=mode=offset:value=3:dither=none"
expect_error "error-depth-with-mode-offset" "depth only applies to mode=depth" \
    -lavfi "$d8,simdlesson=mode=offset:value=3:depth=10"
expect_error "error-overflow-with-mode-depth" "overflow does not apply to mode=depth" \
    -lavfi "$d8,simdlesson=mode=depth:depth=10:overflow=wrap"
expect_error "error-planes-with-mode-depth" "planes does not apply to mode=depth" \
    -lavfi "$d8,simdlesson=mode=depth:depth=10:planes=1"
expect_error "error-value-with-mode-depth" "value only applies to mode=offset" \
    -lavfi "$d8,simdlesson=mode=depth:depth=10:value=1"
expect_error "error-bias-with-mode-depth" "bias only applies to mode=add" \
    -lavfi "$d8,simdlesson=mode=depth:depth=10:bias=1"
expect_error "error-unknown-dither" "dither" \
    -lavfi "$d8,simdlesson=mode=depth:depth=10:dither=fancy"

