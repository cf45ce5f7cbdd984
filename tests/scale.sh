# tests/scale.sh: sourced by tests/run.sh (part scale; uses its pass,
# fail, note, same_frames, OUT, FFMPEG).  scale on the simdlesson DSP
# (libswscale/swscale_simdlesson.c) against stock swscale in the same run:
# the same graph through scale=simdlesson=0 (swscale's option), or the same
# command under SIMDLESSON_SCALE=0.  Each check also reads the route from -v verbose, so
# a check meant for the DSP cannot pass on swscale, and a decline is seen.
#  1. every routed pair through format= (auto-inserted scale), scale=W:H at
#     the same size and -pix_fmt; odd and even sizes, 1-pixel rows and
#     columns, a crop at odd x and y, vflip, 1 and 3 threads
#  2. each swscale flag and option that could change the output: the same
#     bytes as stock, on the DSP when swscale_simdlesson.c takes the
#     context, on swscale when it declines
#  3. declines: size, range, a pair without a DSP conversion; and
#     interlaced scaling, whose field contexts take the route
#  4. FFmpeg's own FATE tests of the conversions lavfi makes

if [ "${SCALE_DSP:-no}" != yes ]; then
    note "scale: ./configure --disable-scale-dsp: scale is stock, nothing to compare"
    return 0 2>/dev/null || exit 0
fi
echo "scale on the DSP against stock swscale"
unset SIMDLESSON_SCALE          # (run.sh's references: set back at the end)
# SIMDLESSON_SCALE_SECTIONS: some of the sections 1 to 4 only (check-sanitize)
scale_sections=" ${SIMDLESSON_SCALE_SECTIONS:-1 2 3 4} "
scale_section() { [[ $scale_sections == *" $1 "* ]]; }
sdir=$OUT/scale
mkdir -p "$sdir"
snoise=$sdir/noise.raw
head -c $((643 * 39 * 8 * 3)) /dev/urandom >"$snoise"

# Samples beyond a format's range (a 10-bit word above 1023) are not video:
# swscale clips some and wraps others, the DSP clips.  Planar 9- to 14-bit
# inputs are masked to their range.
range_mask() { # FORMAT: a lutyuv masking samples to the format's range, or nothing
    local d
    case $1 in
    yuv*p9le|yuv*p1[024]le|yuva*p9le|yuva*p1[02]le|gray9le|gray1[024]le) ;;
    *) return ;;
    esac
    d=${1%le}; d=${d##*p}; d=${d##gray}     # (its depth: yuv420p10le -> 10)
    local m="bitand(val\\,$(( (1 << d) - 1 )))"
    echo "lutyuv=y=$m:u=$m:v=$m:a=$m,"
}

# sws_io IN OUT: this swscale reads IN and writes OUT (-pix_fmts' flags)
declare -A pix_fmt_flags
while read -r flags name _; do
    [ -z "$name" ] || pix_fmt_flags[$name]=$flags
done < <("$FFMPEG" -hide_banner -pix_fmts 2>/dev/null)
sws_io() { [[ ${pix_fmt_flags[$1]:-} == I* && ${pix_fmt_flags[$2]:-} == ?O* ]]; }

# route LOG IN OUT: the route the log names first for IN -> OUT
# (simdlesson, swscale, or none)
route() {
    [ -r "$1" ] || { echo none; return; }
    awk -v re="route: [a-z]+ for $2 -> $3 " '
        match($0, re) { split(substr($0, RSTART, RLENGTH), w, " "); print w[2]; f = 1; exit }
        END { if (!f) print "none" }' "$1"
}

# routes_ok LOG IN OUT: scale_pair's log: the DSP route at least twice
# (format= and scale=), swscale once (scale=simdlesson=0)
routes_ok() {
    awk -v dsp="route: simdlesson for $2 -> $3 " -v sws="route: swscale for $2 -> $3 (simdlesson=0)" '
        index($0, dsp) { d++ } index($0, sws) { s++ } END { exit !(d >= 2 && s >= 1) }' "$1"
}

# scale_pair NAME IN OUT SIZE PRE THREADS: the frames of IN converted to
# OUT by format= and by scale=iw:ih (the DSP) against scale=simdlesson=0
# (swscale), PRE (crop, vflip...) before both
scale_pair() {
    local name=$1 in=$2 out=$3 size=$4 pre=$5 threads=$6
    sws_io "$in" "$out" || { note "$name: this swscale does not convert $in to $out"; return; }
    # (swscale takes gray as full range, and scale tags it so on 5.1)
    case $in in gray*) pre="setrange=full,$pre" ;; esac
    local graph="[0:v]$(range_mask "$in")${pre}split=3[a][b][c];[a]format=$out[o1];[b]scale=iw:ih,format=$out[o2];[c]scale=simdlesson=0,format=$out[o3]"
    if "$FFMPEG" -nostdin -hide_banner -nostats -v verbose -filter_threads "$threads" \
           -f rawvideo -pix_fmt "$in" -s "$size" -i "$snoise" -filter_complex "$graph" \
           -map '[o1]' -frames:v 4 -f framemd5 "$sdir/$name.1" \
           -map '[o2]' -frames:v 4 -f framemd5 "$sdir/$name.2" \
           -map '[o3]' -frames:v 4 -f framemd5 "$sdir/$name.3" >"$sdir/$name.log" 2>&1 &&
       routes_ok "$sdir/$name.log" "$in" "$out" &&
       same_frames -m 2 -h "$sdir/$name.3" "$sdir/$name.1" "$sdir/$name.3" "$sdir/$name.2" >/dev/null; then
        pass "$name"
    else
        fail "$name" "see $sdir/$name.* (routes: $(grep -o "route: [a-z]* for $in -> $out " "$sdir/$name.log" | cut -d' ' -f2 | tr '\n' ' '))"
    fi
}

# scale_opts NAME IN OUT WANT SCALE-OPTS [FFMPEG-OPTS...]: IN -> OUT by
# scale=SCALE-OPTS (and ffmpeg's FFMPEG-OPTS, which reach the scale lavfi
# inserts) against the same under SIMDLESSON_SCALE=0: the same bytes, and
# the route WANT (simdlesson, swscale, either: what this swscale's version
# decides, or declined: swscale, or no route line where scale never calls
# the DSP, as for 5.1's and 7.1's field scaling)
scale_opts() {
    local name=$1 in=$2 out=$3 want=$4 opts=$5 e got
    shift 5
    for e in dsp stock; do
        SIMDLESSON_SCALE=$([ $e = stock ] && echo 0 || echo 1) "$FFMPEG" -nostdin -hide_banner -nostats \
            -v verbose "$@" -f rawvideo -pix_fmt "$in" -s "${SCALE_SIZE:-642x39}" -i "$snoise" \
            -vf "$(range_mask "$in")scale${opts:+=$opts},format=$out" -f framemd5 "$sdir/$name.$e" \
            >"$sdir/$name.$e.log" 2>&1
    done
    got=$(route "$sdir/$name.dsp.log" "$in" "${ROUTE_OUT:-$out}")
    if { [ "$got" = "$want" ] || { [ "$want" = either ] && [ "$got" != none ]; } ||
         { [ "$want" = declined ] && [ "$got" != simdlesson ]; }; } &&
       same_frames -m 2 "$sdir/$name.stock" "$sdir/$name.dsp" >/dev/null; then
        pass "$name ($got)"
    else
        fail "$name" "route $got (want $want); see $sdir/$name.*"
    fi
}

. "$TOP/tests/modes.sh"         # SIMDLESSON_SCALE_PAIRS
scale_pairs=("${SIMDLESSON_SCALE_PAIRS[@]}")
# 4.2.2 and p0xx at an odd width: swscale leaves the last chroma of a
# p010 row unwritten and the last luma of a packed 4:2:2 row undefined
# (simdlesson_layout.c); those pairs are compared at even widths
odd_ok() {
    case $2 in
    p0*|yuyv422|uyvy422|yvyu422|y210le) [[ $1 != yuv* ]] ;;
    rgb24) [[ $1 == *rgb* || $1 == *bgr* ]] ;;  # (YUV: half-width chroma, even widths)
    *) true ;;
    esac
}
if scale_section 1; then
echo "  (1) every routed pair, three ways, against swscale"
for p in "${scale_pairs[@]}"; do
    in=${p%:*} out=${p#*:}
    size=643x39
    odd_ok "$in" "$out" || size=642x39
    scale_pair "scale-$in-to-$out-$size" "$in" "$out" $size "" 1
done
for p in yuv420p10le:yuv420p p010le:yuv420p10le yuv444p:nv24 nv16:yuv422p rgb24:bgra \
         bgra:rgb24 yuv422p:yuyv422 yuyv422:yuv422p rgba64le:bgr48le yuv420p:yuv420p10le \
         nv12:rgb24 p010le:rgb24; do
    in=${p%:*} out=${p#*:}
    [[ " ${scale_pairs[*]} " == *" $p "* ]] || continue   # (YUV to RGB: swscale 9)
    # (crop at an odd x of 16-bit 4:2:0 starts the chroma words at an odd
    # byte: they are no longer samples of the range; crop takes no packed
    # 4:2:2)
    crop="crop=w=600:h=33:x=3:y=1:exact=1,"
    case $in in yuv4[02]*p1[0-6]le) crop="crop=w=600:h=33:x=2:y=1:exact=1," ;; yuyv422) crop= ;; esac
    scale_pair "scale-crop-vflip-$in-to-$out" "$in" "$out" 642x39 "${crop}vflip," 3
    scale_pair "scale-threads-3-$in-to-$out" "$in" "$out" 642x39 "" 3
    for size in 2x1 1x39 2x2 642x1; do
        odd_ok "$in" "$out" || [ "${size%x*}" != 1 ] || continue
        scale_pair "scale-$in-to-$out-$size" "$in" "$out" $size "" 1
    done
    # -pix_fmt: the conversion ffmpeg asks for, against the same command
    # under SIMDLESSON_SCALE=0
    sws_io "$in" "$out" || continue
    for e in dsp stock; do
        SIMDLESSON_SCALE=$([ $e = stock ] && echo 0 || echo 1) "$FFMPEG" -nostdin -hide_banner -nostats \
            -v verbose -f rawvideo -pix_fmt "$in" -s 642x39 -i "$snoise" \
            $( [ -n "$(range_mask "$in")" ] && echo -vf "$(range_mask "$in" | sed 's/,$//')" ) \
            -pix_fmt "$out" -f framemd5 "$sdir/pix_fmt-$in-$out.$e" >"$sdir/pix_fmt-$in-$out.$e.log" 2>&1
    done
    if [ "$(route "$sdir/pix_fmt-$in-$out.dsp.log" "$in" "$out")" = simdlesson ] &&
       [ "$(route "$sdir/pix_fmt-$in-$out.stock.log" "$in" "$out")" = swscale ] &&
       same_frames -m 2 "$sdir/pix_fmt-$in-$out.stock" "$sdir/pix_fmt-$in-$out.dsp" >/dev/null; then
        pass "scale-pix_fmt-$in-to-$out"
    else
        fail "scale-pix_fmt-$in-to-$out" "see $sdir/pix_fmt-$in-$out.*"
    fi
done
fi

# special_route: this build takes SIMDLESSON_SPECIAL_PAIRS and
# SIMDLESSON_RGB32_PAIRS (every series; bgr24 -> yuv420p, which 5.1
# converts with MMXEXT code of its own, at whole units of 8 pixels there:
# bgr24_mmx)
special_route() {
    [ "$X86ASM" = yes ] && grep -qw avx2 /proc/cpuinfo &&
        grep -q '^ARCH_X86_64=yes' "$OBJDIR/ffbuild/config.mak"
}
bgr24_mmx() { [ "${FFMPEG_SERIES%%.*}" -lt 7 ]; }
if scale_section 1 && special_route; then
echo "  (1) swscale's special converters: YUV to RGB at even heights, bgr24 at even widths"
for p in "${SIMDLESSON_SPECIAL_PAIRS[@]}"; do
    in=${p%:*} out=${p#*:}
    sizes="643x40 2x2 1x2" crop="crop=w=601:h=32:x=3:y=1:exact=1" whole=642x40
    # (heights: the MMXEXT code's first two rows and last ones are C's)
    [ "$in" = bgr24 ] && whole=648x40 crop="crop=w=600:h=33:x=3:y=1" \
        sizes="648x39 644x39 648x6 648x5 648x4 648x3 648x2 648x1 2x2 2x1"
    for size in $sizes; do
        # (5.1's MMXEXT code writes past the row there: stock's bytes;
        # scale_opts converts the whole noise file, not at 2 pixels wide)
        if [ "$in" = bgr24 ] && bgr24_mmx && (( ${size%x*} % 8 )); then
            [ "${size%x*}" -lt 8 ] ||
                SCALE_SIZE=$size scale_opts "scale-special-declined-$in-to-$out-$size" "$in" \
                    "$out" declined ""
            continue
        fi
        scale_pair "scale-special-$in-to-$out-$size" "$in" "$out" $size "" 1
    done
    scale_pair "scale-special-crop-vflip-$in-to-$out" "$in" "$out" $whole "$crop,vflip," 3
    scale_pair "scale-special-threads-3-$in-to-$out" "$in" "$out" $whole "" 3
done
if bgr24_mmx; then
    # (the saturations of its words, which no matrix of swscale's reaches:
    # the kernels against that code itself, through the libraries)
    # shellcheck disable=SC2046
    if cc -Wall -Werror $(sanitizer_flags "$OBJDIR") -I"$SRCDIR" -I"$OBJDIR" \
          -o "$sdir/simdlesson_rgb24toyv12" "$TOP/tests/api/simdlesson_rgb24toyv12.c" \
          "$OBJDIR/libswscale/libswscale.a" "$OBJDIR/libavutil/libavutil.a" -lm -lpthread \
          >"$sdir/rgb24toyv12.log" 2>&1 &&
       "$sdir/simdlesson_rgb24toyv12" >>"$sdir/rgb24toyv12.log" 2>&1; then
        pass "$(tail -n 1 "$sdir/rgb24toyv12.log")"
    else
        fail "tests/api/simdlesson_rgb24toyv12.c" "see $sdir/rgb24toyv12.log"
    fi
fi
echo "  (1) YUV to 4-byte RGB where swscale writes it with MMX code: even widths"
for p in "${SIMDLESSON_RGB32_PAIRS[@]}"; do
    in=${p%:*} out=${p#*:}
    # (4098: rows of more than one of the route's chunks, RGB_CHUNK)
    for size in 642x39 2x2 2x1 642x1 4098x3; do
        scale_pair "scale-rgb32-$in-to-$out-$size" "$in" "$out" $size "" 1
    done
    crop="crop=w=602:h=33:x=3:y=1:exact=1,"
    case $in in yuv4[02]*p1[0-6]le) crop="crop=w=602:h=33:x=2:y=1:exact=1," ;; esac
    scale_pair "scale-rgb32-crop-vflip-$in-to-$out" "$in" "$out" 642x39 "${crop}vflip," 3
    scale_pair "scale-rgb32-threads-3-$in-to-$out" "$in" "$out" 642x39 "" 3
done
fi
if scale_section 1 && grep -q '^ARCH_X86=yes' "$OBJDIR/ffbuild/config.mak"; then
echo "  (1) YUV 4:4:4 to RGB, chroma at the full width: any width"
for p in "${SIMDLESSON_FULL_PAIRS[@]}"; do
    in=${p%:*} out=${p#*:}
    for size in 643x39 1x1 2x1 1x39 643x1; do
        scale_pair "scale-full-$in-to-$out-$size" "$in" "$out" $size "" 1
    done
    scale_pair "scale-full-crop-vflip-$in-to-$out" "$in" "$out" 642x39 \
        "crop=w=601:h=33:x=3:y=1:exact=1,vflip," 3
    scale_pair "scale-full-threads-3-$in-to-$out" "$in" "$out" 642x39 "" 3
done
fi
if scale_section 1 && grep -q '^ARCH_X86=yes' "$OBJDIR/ffbuild/config.mak"; then
echo "  (1) YUV 4:2:x to RGB, chroma at the full width: odd widths"
for p in "${SIMDLESSON_FULLX_PAIRS[@]}"; do
    in=${p%:*} out=${p#*:}
    # (odd heights: before 8.0, yuv420p and yuv422p at even ones go to
    # swscale's special converter, which the route leaves to it there)
    for size in 643x39 1x1 3x3 643x1; do
        scale_pair "scale-fullx-$in-to-$out-$size" "$in" "$out" $size "" 1
    done
    crop="crop=w=601:h=33:x=4:y=2:exact=1,"
    scale_pair "scale-fullx-crop-vflip-$in-to-$out" "$in" "$out" 642x39 "${crop}vflip," 3
    scale_pair "scale-fullx-threads-3-$in-to-$out" "$in" "$out" 643x39 "" 3
done
fi
if scale_section 1 && rgb48_route; then       # (tests/run.sh: swscale 9, x86)
echo "  (1) YUV of 8 to 14 and 16 bits to 16-bit RGB: any width (odd: full-width chroma)"
for p in "${SIMDLESSON_RGB48_PAIRS[@]}"; do
    in=${p%:*} out=${p#*:}
    for size in 642x39 643x39 2x2 1x1 3x3 642x1 34x9; do
        scale_pair "scale-rgb48-$in-to-$out-$size" "$in" "$out" $size "" 1
    done
    crop="crop=w=600:h=33:x=2:y=1:exact=1,"
    scale_pair "scale-rgb48-crop-vflip-$in-to-$out" "$in" "$out" 642x39 "${crop}vflip," 3
    scale_pair "scale-rgb48-threads-3-$in-to-$out" "$in" "$out" 642x39 "" 3
done
fi
if scale_section 1 && rgb2yuv_route; then     # (tests/run.sh: x86)
echo "  (1) RGB to yuv420p, yuv422p, yuv444p, nv12, nv21 and 10 bits where swscale's scaler converts it: even widths (4:4:4: any)"
for p in "${SIMDLESSON_RGB2YUV_PAIRS[@]}"; do
    in=${p%:*} out=${p#*:} sizes="642x39 2x2 2x1 642x1 34x9"
    [[ $out == yuv444p* ]] && sizes="643x39 1x1 3x2 643x1 34x9"
    for size in $sizes; do
        scale_pair "scale-rgb2yuv-$in-to-$out-$size" "$in" "$out" $size "" 1
    done
    scale_pair "scale-rgb2yuv-crop-vflip-$in-to-$out" "$in" "$out" 642x39 \
        "crop=w=600:h=33:x=3:y=1:exact=1,vflip," 3
    scale_pair "scale-rgb2yuv-threads-3-$in-to-$out" "$in" "$out" 642x39 "" 3
done
fi

# color_filter NAME IN OUT MATRIX RANGE [FLAGS] [PRE] [FFMPEG-OPTS...]: the
# filter's YUV <-> RGB (simdlesson=mode=shuffle:out=OUT with MATRIX, RANGE
# and FLAGS; "" for the defaults) against scale=simdlesson=0 with the same
# matrix, range (of the YUV side) and flags, in one graph; and its own
# context's route where the DSP takes the pair (doc/simdlesson.texi), but
# under -cpuflags, where it may not
color_filter() {
    local name=$1 in=$2 out=$3 m=$4 r=$5 f=${6:-} pre=${7:-} side=in opts ref
    shift $(( $# < 7 ? $# : 7 ))
    case $in in rgb*|bgr*|argb|abgr|0*|gbr*) side=out ;; esac
    opts=${m:+:matrix=$m}${r:+:range=$r}${f:+:flags=$f}
    ref=:flags=${f:-bicubic}${m:+:${side}_color_matrix=$m}${r:+:${side}_range=$r}
    if "$FFMPEG" -nostdin -hide_banner -nostats -v verbose "$@" \
           -f rawvideo -pix_fmt "$in" -s 642x40 -i "$snoise" -filter_complex \
           "[0:v]$(range_mask "$in")${pre}split[a][b];[a]simdlesson=mode=shuffle:out=$out$opts[o1];[b]scale=simdlesson=0$ref,format=$out[o2]" \
           -map '[o1]' -frames:v 3 -f framemd5 "$sdir/$name.1" \
           -map '[o2]' -frames:v 3 -f framemd5 "$sdir/$name.2" >"$sdir/$name.log" 2>&1 &&
       { ! special_route || [[ " $* " == *" -cpuflags "* ]] ||
         { [[ $out == *48* || $out == *64* ]] && ! rgb48_route; } ||
         grep -q "route: simdlesson for $in -> $out " "$sdir/$name.log"; } &&
       same_frames -m 3 -h "$sdir/$name.1" "$sdir/$name.2" >/dev/null; then
        pass "$name"
    else
        fail "$name" "see $sdir/$name.*"
    fi
}
if scale_section 1; then
echo "  (1) the filter's YUV <-> RGB (mode=shuffle, matrix=, range=) against scale"
for p in "${SIMDLESSON_COLOR_PAIRS[@]}"; do
    in=${p%:*} out=${p#*:}
    for m in bt601 bt709 bt2020; do
        for r in limited full; do
            color_filter "scale-filter-$in-to-$out-$m-$r" "$in" "$out" $m $r
        done
    done
    color_filter "scale-filter-crop-vflip-$in-to-$out" "$in" "$out" bt709 limited "" \
        "crop=w=600:h=32:x=2:y=2:exact=1,vflip,"
done
# auto: the frame's matrix and range (YUV to RGB), BT.601 limited (to YUV)
color_filter "scale-filter-auto-nv12-to-bgra" nv12 bgra "" "" "" "" -colorspace bt709 -color_range pc
color_filter "scale-filter-auto-yuv420p10le-to-rgb24" yuv420p10le rgb24 "" "" "" "" -colorspace bt2020nc
color_filter "scale-filter-auto-bgra-to-yuv420p" bgra yuv420p "" ""
# (RGB to YUV: of the output link, which a format= after the filter sets)
if [ "${FFMPEG_SERIES%%.*}" -ge 8 ]; then
    name=scale-filter-auto-link-bgra-to-nv12
    if "$FFMPEG" -nostdin -hide_banner -nostats -v verbose -f rawvideo -pix_fmt bgra -s 642x40 \
           -i "$snoise" -filter_complex "[0:v]split[a][b];[a]simdlesson=mode=shuffle:out=nv12,format=nv12:color_spaces=bt709:color_ranges=pc[o1];[b]scale=simdlesson=0:flags=bicubic:out_color_matrix=bt709:out_range=pc,format=nv12[o2]" \
           -map '[o1]' -frames:v 3 -f framemd5 "$sdir/$name.1" \
           -map '[o2]' -frames:v 3 -f framemd5 "$sdir/$name.2" >"$sdir/$name.log" 2>&1 &&
       same_frames -m 3 -h "$sdir/$name.1" "$sdir/$name.2" >/dev/null; then
        pass "$name"
    else
        fail "$name" "see $sdir/$name.*"
    fi
fi
# at other CPU levels, where the bytes of some pairs change (as scale's)
for cpu in 0 sse2+ssse3; do
    color_filter "scale-filter-cpuflags-$cpu-yuv420p-to-bgra" yuv420p bgra bt709 limited "" "" -cpuflags $cpu
    color_filter "scale-filter-cpuflags-$cpu-rgb24-to-yuv420p" rgb24 yuv420p bt709 limited "" "" -cpuflags $cpu
done
color_filter "scale-filter-flags-rgb24-to-nv12" rgb24 nv12 fcc limited bilinear+accurate_rnd
color_filter "scale-filter-flags-nv12-to-rgb24" nv12 rgb24 smpte240m full bilinear
fi

if scale_section 2; then
echo "  (2) swscale's flags and options: the same bytes, on the route named"
flag_pairs="yuv420p10le:yuv420p p010le:yuv420p10le rgb24:bgra yuv422p10le:y210le"
for p in $flag_pairs; do
    in=${p%:*} out=${p#*:}
    sws_io "$in" "$out" || continue
    for f in bilinear neighbor area lanczos spline print_info accurate_rnd \
             bitexact full_chroma_int full_chroma_inp; do
        scale_opts "scale-flags-$f-$in-to-$out" "$in" "$out" simdlesson "flags=$f"
        [ $f = accurate_rnd ] || [ $f = bitexact ] || continue
        scale_opts "scale-sws_flags-$f-$in-to-$out" "$in" "$out" simdlesson "" -sws_flags "$f"
    done
    # (unstable: the ops backend, without the legacy contexts that log)
    for f in fast_bilinear unstable error_diffusion; do
        "$FFMPEG" -hide_banner -h full 2>/dev/null | grep -qw -- "$f" || continue
        scale_opts "scale-flags-$f-$in-to-$out" "$in" "$out" declined "flags=$f"
    done
    # (none: swscale 10 rounds as the DSP does, older ones truncate)
    scale_opts "scale-sws_dither-none-$in-to-$out" "$in" "$out" either "sws_dither=none"
    scale_opts "scale-sws_dither-ed-$in-to-$out" "$in" "$out" simdlesson "sws_dither=ed"
    scale_opts "scale-sws_dither-bayer-$in-to-$out" "$in" "$out" simdlesson "" -sws_dither bayer
    scale_opts "scale-gamma-$in-to-$out" "$in" "$out" swscale "gamma=1"
    # (ranges and matrices mean nothing between RGB formats: swscale's
    # unscaled path ignores them; between YUV ones swscale converts
    # through RGB, whose contexts decline, and the graph's others may not)
    case $in in
    rgb24) scale_opts "scale-in_range-$in-to-$out" "$in" "$out" simdlesson "in_range=full"
           scale_opts "scale-out_color_matrix-$in-to-$out" "$in" "$out" simdlesson "out_color_matrix=bt709" ;;
    *)     scale_opts "scale-in_range-$in-to-$out" "$in" "$out" swscale "in_range=full"
           scale_opts "scale-out_color_matrix-$in-to-$out" "$in" "$out" either "out_color_matrix=bt709" ;;
    esac
done
# (alphablend: swscale's special converter, before the DSP is asked)
scale_opts "scale-alphablend-rgba-to-rgb24" rgba rgb24 declined "alphablend=checkerboard"
# (a full-range frame: 5.1's format= converts it to limited range)
scale_opts "scale-full-range-frame-yuv420p10le-to-yuv420p" yuv420p10le yuv420p either "" \
    -color_range pc

fi
if scale_section 3; then
echo "  (3) declines: swscale's bytes"
scale_opts "scale-decline-size" yuv420p10le yuv420p swscale "320:20"
scale_opts "scale-decline-range" yuv420p10le yuv420p swscale "out_range=full"
scale_opts "scale-interlaced-fields" yuv420p10le yuv420p simdlesson "interl=1"
scale_opts "scale-decline-pair" yuv420p rgb565le swscale ""
# a matrix change between YUV formats: swscale cascades through bgr24,
# which takes the route under bitexact, on the graph's slice threads
scale_opts "scale-cascade-bitexact-threads" yuv420p10le yuv420p either \
    "out_color_matrix=bt709:flags=bitexact" -filter_threads 3
# (as fast on swscale: swscale_simdlesson.c's slower_pairs)
for p in nv12:yuv420p yuv420p:nv12 nv21:yuv420p yuv420p:nv21 uyvy422:yuv422p; do
    scale_opts "scale-decline-as-fast-${p%:*}-to-${p#*:}" "${p%:*}" "${p#*:}" swscale ""
done
# YUV -> rgb24's kernels below this machine's best level (the SSE4 and
# AVX2 ones; checkasm tests each alone): the route's bytes, end to end
# (the flags of fate/simdlesson.mak's levels: av_parse_cpu_caps() implies
# no flag from another; the CPU must have what is forced, or SIGILL)
for p in nv12:rgb24 p010le:rgb24; do
    [[ " ${scale_pairs[*]} " == *" $p "* ]] || continue
    for level in "sse4 sse4_1 sse2+ssse3+sse4.1" "avx2 avx2 -avx512-avx512icl"; do
        read -r name cpu flags <<<"$level"
        grep -qw "$cpu" /proc/cpuinfo || continue
        scale_opts "scale-cpuflags-$name-${p%:*}-to-${p#*:}" "${p%:*}" "${p#*:}" simdlesson "" \
            -cpuflags "$flags"
    done
done
# swscale's special converters: on the DSP from AVX2 on, swscale's own
# below (YUV to RGB: the same instructions; its C converter without SSSE3;
# bgr24: C at every level, but for 5.1's MMXEXT code)
if special_route; then
    # (5.1 without MMXEXT: its C converter, whose chroma is that of one
    # pixel of four, which the route leaves to it)
    want=simdlesson
    bgr24_mmx && want=declined
    SCALE_SIZE=648x39 scale_opts "scale-cpuflags-nommxext-bgr24-to-yuv420p" bgr24 yuv420p "$want" \
        "" -cpuflags -mmxext
    for level in "c 0 swscale" "sse4 sse2+ssse3+sse4.1 swscale" "avx2 -avx512-avx512icl simdlesson"; do
        read -r name flags want <<<"$level"
        SCALE_SIZE=642x40 scale_opts "scale-cpuflags-$name-yuv420p-to-bgra" yuv420p bgra "$want" "" \
            -cpuflags "$flags"
        SCALE_SIZE=648x39 scale_opts "scale-cpuflags-$name-bgr24-to-yuv420p" bgr24 yuv420p "$want" "" \
            -cpuflags "$flags"
        # (4-byte RGB: swscale's C tables without MMXEXT, which the route
        # takes at every level)
        scale_opts "scale-cpuflags-$name-nv12-to-bgra" nv12 bgra simdlesson "" -cpuflags "$flags"
    done
    # (bgr24: swscale's C tables without MMXEXT, its MMX code with it, which
    # the route leaves to it below AVX2, writes as bgra less alpha with
    # repack_4to3 on AVX2 and AVX-512, by yuv2bgr24_mulhi on AVX512ICL)
    for level in "c 0 simdlesson" "sse4 mmx+mmxext+sse+sse2+ssse3+sse4.1 swscale" \
                 "avx2 -avx512-avx512icl simdlesson" "avx512 -avx512icl simdlesson"; do
        read -r name flags want <<<"$level"
        SCALE_SIZE=642x40 scale_opts "scale-cpuflags-$name-nv12-to-bgr24" nv12 bgr24 "$want" "" \
            -cpuflags "$flags"
    done
    # YUV to 4-byte RGB and the flags: bilinear (PyAV) takes swscale's MMX
    # yuv2rgb32_1 for bgra (and bgr0) and its C tables for rgba; bitexact
    # its C tables; accurate_rnd its MMX yuv2rgb32_X_ar for bgra (the
    # route declines), its C tables for rgba
    for f in "nv12 bgra bilinear simdlesson" "p010le bgr0 bilinear+accurate_rnd simdlesson" \
             "nv12 bgra bicubic+bitexact simdlesson" "nv12 bgra bicubic+accurate_rnd swscale" \
             "nv21 rgba bilinear simdlesson" "p010le rgba bicubic+accurate_rnd simdlesson" \
             "yuv420p12le bgra bilinear swscale" "yuv420p12le rgba bilinear simdlesson" \
             "nv12 argb bilinear simdlesson" "yuv420p10le 0bgr bicubic+full_chroma_inp simdlesson"; do
        read -r in out flags want <<<"$f"
        scale_opts "scale-rgb32-flags-$flags-$in-to-$out" "$in" "$out" "$want" "flags=$flags"
    done
    # semi-planar to rgb24 and bgr24 (bgr24 under bitexact, where swscale
    # writes it from its tables; AVX512ICL: one kernel takes the pairs, in
    # either byte order)
    for f in "nv12 bgr24 bicubic+bitexact" "nv21 bgr24 bilinear+bitexact" "nv21 rgb24 bicubic" \
             "p010le bgr24 bicubic+bitexact" "p016le bgr24 bicubic+bitexact+accurate_rnd"; do
        read -r in out flags <<<"$f"
        scale_opts "scale-semi-$flags-$in-to-$out" "$in" "$out" simdlesson "flags=$flags"
    done
fi
# YUV 4:4:4 to RGB: swscale's C full-chroma output at every level, under
# every flag set and matrix; an alpha plane and 16 bits declined
if grep -q '^ARCH_X86=yes' "$OBJDIR/ffbuild/config.mak"; then
    for level in "c 0" "sse4 sse2+ssse3+sse4.1" "avx2 -avx512-avx512icl"; do
        read -r name flags <<<"$level"
        scale_opts "scale-cpuflags-$name-yuv444p-to-rgb24" yuv444p rgb24 simdlesson "" \
            -cpuflags "$flags"
        scale_opts "scale-cpuflags-$name-yuv444p10le-to-bgra" yuv444p10le bgra simdlesson "" \
            -cpuflags "$flags"
    done
    for f in "yuv444p rgb24 bilinear" "yuv444p bgra bicubic+accurate_rnd" \
             "nv24 rgba bicubic+bitexact" "yuv444p10le argb bilinear+accurate_rnd+full_chroma_int" \
             "yuv444p rgb24 in_color_matrix=bt709:in_range=full" \
             "yuv444p12le bgr24 in_color_matrix=bt2020:in_range=limited" \
             "p410le abgr in_color_matrix=smpte240m:in_range=full"; do
        read -r in out opts <<<"$f"
        case $opts in *=*) ;; *) opts=flags=$opts ;; esac
        scale_opts "scale-full-${opts//[:=+]/-}-$in-to-$out" "$in" "$out" simdlesson "$opts"
    done
    # 4:2:x under full_chroma_int: swscale's input and horizontal scaler
    # (its SIMD at each level) with its C full-chroma output
    for level in "c 0 simdlesson" "sse4 sse2+ssse3+sse4.1 swscale" "avx2 -avx512-avx512icl simdlesson"; do
        read -r name flags gbrp <<<"$level"
        scale_opts "scale-cpuflags-$name-fullx-nv12-to-rgb24" nv12 rgb24 simdlesson \
            flags=bicubic+full_chroma_int -cpuflags "$flags"
        # (gbrp: swscale's C yuv2gbrp_full_X or its SSE2, SSE4 and AVX2
        # versions, which give the same bytes; between, swscale's SIMD is
        # the faster)
        scale_opts "scale-cpuflags-$name-fullx-nv12-to-gbrp" nv12 gbrp "$gbrp" "" \
            -cpuflags "$flags"
    done
    for f in "nv12 bgra bilinear+full_chroma_int" \
             "p010le rgb24 bicubic+accurate_rnd+full_chroma_int" \
             "yuv420p10le rgba bicubic+bitexact+full_chroma_int" \
             "yuv422p bgr24 lanczos+full_chroma_int" \
             "nv21 argb full_chroma_int:in_color_matrix=bt709:in_range=full" \
             "yuv420p12le rgb24 full_chroma_int:in_color_matrix=bt2020" \
             "p010le bgra spline+full_chroma_int" \
             "yuv440p argb bicubic+full_chroma_int" \
             "yuv420p bgra bicubic+accurate_rnd+full_chroma_int"; do
        read -r in out opts <<<"$f"
        want=simdlesson
        [[ $opts == spline* ]] && want=swscale     # (its vertical filter: 12 taps)
        scale_opts "scale-fullx-${opts//[:=+]/-}-$in-to-$out" "$in" "$out" $want "flags=$opts"
    done
    scale_opts "scale-full-decline-alpha-yuva444p-to-rgba" yuva444p rgba swscale ""
fi
# YUV to 16-bit RGB: swscale's C output at every level (its horizontal
# scaler's SIMD), under the flags and matrices, with half- and full-width
# chroma (bilinear: yuv2rgba64_full_1's logical shift); 8 bits (rows
# widened to words at each level); declines: spline, swscale's own
# converter (yuv420p to rgb48)
if rgb48_route; then
    for level in "c 0" "sse4 sse2+ssse3+sse4.1" "avx2 -avx512-avx512icl"; do
        read -r name flags <<<"$level"
        scale_opts "scale-cpuflags-$name-yuv420p10le-to-rgb48le" yuv420p10le rgb48le simdlesson "" \
            -cpuflags "$flags"
        scale_opts "scale-cpuflags-$name-p010le-to-bgra64le" p010le bgra64le simdlesson "" \
            -cpuflags "$flags"
        scale_opts "scale-cpuflags-$name-yuv420p12le-to-rgb48be" yuv420p12le rgb48be simdlesson "" \
            -cpuflags "$flags"
        SCALE_SIZE=643x39 scale_opts "scale-cpuflags-$name-odd-width-p010le-to-rgba64le" p010le \
            rgba64le simdlesson "" -cpuflags "$flags"
        scale_opts "scale-cpuflags-$name-nv21-to-bgr48le" nv21 bgr48le simdlesson "" \
            -cpuflags "$flags"
        SCALE_SIZE=643x39 scale_opts "scale-cpuflags-$name-odd-width-yuv420p-to-rgba64le" \
            yuv420p rgba64le simdlesson "" -cpuflags "$flags"
        # (16 bits: between C and AVX2 swscale's SIMD is the faster)
        want=$( [ "$name" = sse4 ] && echo swscale || echo simdlesson )
        scale_opts "scale-cpuflags-$name-yuv420p16le-to-rgb48le" yuv420p16le rgb48le $want \
            "" -cpuflags "$flags"
        SCALE_SIZE=643x39 scale_opts "scale-cpuflags-$name-odd-width-p016le-to-bgra64be" p016le \
            bgra64be $want "" -cpuflags "$flags"
    done
    for f in "yuv420p10le rgb48le bilinear" "p010le bgr48le bicubic+accurate_rnd" \
             "yuv422p12le rgba64le bicubic+bitexact" "yuv420p10le bgra64le lanczos" \
             "p010le rgb48le in_color_matrix=bt709:in_range=full" \
             "yuv420p12le bgr48le in_color_matrix=bt2020:in_range=limited" \
             "yuv420p10le rgba64le in_color_matrix=smpte240m:in_range=full" \
             "yuv420p10le rgb48le spline swscale" \
             "yuv420p10le rgb48le bicubic+full_chroma_int" \
             "p010le bgra64be bicubic+accurate_rnd+full_chroma_int" \
             "yuv422p12le rgb48be bilinear+full_chroma_int" \
             "yuv420p10le bgr48le lanczos+full_chroma_int" \
             "yuv444p10le rgb48le in_color_matrix=bt709:in_range=full" \
             "nv12 bgra64le bilinear" "nv21 rgb48le bicubic+accurate_rnd+full_chroma_int" \
             "yuv420p bgra64le in_color_matrix=bt2020:in_range=full" \
             "yuv444p rgba64be in_color_matrix=bt709:in_range=full" \
             "yuv420p16le rgb48le bilinear" "p016le bgr48le bicubic+accurate_rnd+full_chroma_int" \
             "yuv444p16le rgba64le in_color_matrix=bt2020:in_range=full"; do
        read -r in out opts want <<<"$f"
        case $opts in *=*) ;; *) opts=flags=$opts ;; esac
        scale_opts "scale-rgb48-${opts//[:=+]/-}-$in-to-$out" "$in" "$out" "${want:-simdlesson}" "$opts"
    done
    # (swscale's special converter: even heights; at an odd one, the route)
    SCALE_SIZE=642x40 scale_opts "scale-rgb48-special-yuv420p-to-rgb48le" yuv420p rgb48le swscale ""
    scale_opts "scale-rgb48-odd-height-yuv420p-to-rgb48le" yuv420p rgb48le simdlesson ""
    SCALE_SIZE=643x39 scale_opts "scale-rgb48-odd-width-yuv420p10le-to-rgb48le" yuv420p10le rgb48le \
        simdlesson ""
    SCALE_SIZE=643x39 scale_opts "scale-rgb48-odd-width-bilinear-p010le-to-bgr48be" p010le bgr48be \
        simdlesson "flags=bilinear"
fi
# RGB to YUV and the flags (bilinear: PyAV's; accurate_rnd and bitexact:
# swscale's C vertical filter for yuv420p, not its MMX one) and levels
# (-cpuflags 0: swscale's C functions throughout; SSE2: its yuv2yuvX_sse2);
# matrices and ranges (full range: swscale's range conversion of its 15
# bits, which the route calls); declines: an odd width (swscale filters
# chroma horizontally), full_chroma_inp
if rgb2yuv_route; then
    for p in rgb24:yuv420p bgra:nv12 abgr:yuv422p rgb24:yuv444p argb:nv21 bgra:p010le \
             rgb24:yuv420p10le bgr24:yuv444p10le rgba:yuv422p10le gbrp:yuv420p gbrap:nv21 \
             rgb48le:yuv420p10le bgra64le:p010le rgba64le:yuv422p; do
        in=${p%:*} out=${p#*:}
        for m in bt601 bt709 bt2020; do
            for r in limited full; do
                scale_opts "scale-rgb2yuv-$m-$r-$in-to-$out" "$in" "$out" simdlesson \
                    "out_color_matrix=$m:out_range=$r"
            done
        done
    done
    for f in "rgb24 yuvj420p bilinear" "bgra yuvj422p bicubic+accurate_rnd" \
             "bgr24 yuvj444p bicubic"; do
        read -r in out flags <<<"$f"
        ROUTE_OUT=${out/j/} scale_opts "scale-rgb2yuv-full-range-$in-to-$out" "$in" "$out" \
            simdlesson "flags=$flags"
    done
    scale_opts "scale-rgb2yuv-full-range-c-rgb24-to-nv12" rgb24 nv12 simdlesson \
        "out_range=full" -cpuflags 0
    # the levels: the route's kernels are AVX2 and C; between, swscale's
    # SIMD is the faster, and the route declines (each case checks which)
    rgb2yuv_want() { case $1 in c|avx2) echo simdlesson ;; *) echo swscale ;; esac; }
    # 10 bits: swscale's C, SSE2, SSE4 and AVX vertical filters
    for level in "c 0" "sse2 mmx+mmxext+sse+sse2" "sse4 mmx+mmxext+sse+sse2+sse3+ssse3+sse4.1+sse4.2" \
                 "avx mmx+mmxext+sse+sse2+sse3+ssse3+sse4.1+sse4.2+avx"; do
        read -r name flags <<<"$level"
        want=$(rgb2yuv_want "$name")
        for p in rgb24:yuv420p10le bgra:p010le abgr:yuv444p10le; do
            in=${p%:*} out=${p#*:}
            scale_opts "scale-cpuflags-$name-$in-to-$out" "$in" "$out" $want "" \
                -cpuflags "$flags"
        done
        # (one thread: at the SSE levels lavfi aligns rows to 16 bytes, and
        # stock's 4:2:2 chroma rows of whole vectors spill into the next
        # row, which its slice threads race to write)
        scale_opts "scale-cpuflags-$name-bgra-to-yuv422p10le" bgra yuv422p10le $want \
            "threads=1" -cpuflags "$flags"
    done
    SCALE_SIZE=643x39 scale_opts "scale-rgb2yuv-odd-width-bgra-to-yuv444p" bgra yuv444p \
        simdlesson "out_range=full"
    for f in "rgb24 yuv420p bilinear" "bgra yuv420p bicubic+accurate_rnd" \
             "argb yuv420p bilinear+bitexact" "rgba nv12 bilinear+accurate_rnd" \
             "gbrp yuv420p bilinear" "gbrap nv12 bicubic+accurate_rnd" \
             "rgb48le yuv420p10le bilinear" "rgba64le p010le bicubic+accurate_rnd" \
             "rgb48le yuv420p bilinear" "bgra64le nv12 bilinear" \
             "rgba64le nv21 bilinear+accurate_rnd" "bgr48le yuv420p bilinear+bitexact" \
             "bgra64le yuv444p bicubic+accurate_rnd" "rgb48be yuv420p bilinear" \
             "rgba64be nv21 bilinear" "bgr48be p010le bicubic+accurate_rnd"; do
        read -r in out flags <<<"$f"
        scale_opts "scale-rgb2yuv-flags-$flags-$in-to-$out" "$in" "$out" simdlesson "flags=$flags"
    done
    # 16-bit channels to 8 bits: swscale's dither, by its C, SSE2 (yuv2yuvX)
    # and AVX2 (its yuv2nv12cX's own order) output functions; odd heights
    # (the last two rows: C)
    for level in "c 0" "sse2 mmx+mmxext+sse+sse2" "avx2 -avx512-avx512icl"; do
        read -r name flags <<<"$level"
        want=$(rgb2yuv_want "$name")
        for p in rgb48le:yuv420p bgra64le:nv12 rgba64le:nv21 bgr48le:yuv422p; do
            in=${p%:*} out=${p#*:}
            scale_opts "scale-cpuflags-$name-dither-$in-to-$out" "$in" "$out" $want \
                "flags=bilinear" -cpuflags "$flags"
            SCALE_SIZE=642x41 scale_opts "scale-cpuflags-$name-dither-odd-height-$in-to-$out" \
                "$in" "$out" $want "flags=bilinear" -cpuflags "$flags"
        done
    done
    for level in "c 0" "sse2 mmx+mmxext+sse+sse2"; do
        read -r name flags <<<"$level"
        want=$(rgb2yuv_want "$name")
        scale_opts "scale-cpuflags-$name-rgb24-to-yuv420p" rgb24 yuv420p $want "" \
            -cpuflags "$flags"
    done
    # gbrp: swscale's planar input functions, C and its SSE2, SSE4 and AVX2
    # versions (planar_rgb_to_y, planar_rgb_to_uv for yuv444p)
    for level in "c 0" "sse2 mmx+mmxext+sse+sse2" "sse4 mmx+mmxext+sse+sse2+sse3+ssse3+sse4.1+sse4.2" \
                 "avx2 mmx+mmxext+sse+sse2+sse3+ssse3+sse4.1+sse4.2+avx+avx2+fma3"; do
        read -r name flags <<<"$level"
        want=$(rgb2yuv_want "$name")
        for p in gbrp:yuv420p gbrap:yuv444p; do
            in=${p%:*} out=${p#*:}
            scale_opts "scale-cpuflags-$name-$in-to-$out" "$in" "$out" $want "" \
                -cpuflags "$flags"
        done
    done
    # (an odd width: swscale 9 filters chroma horizontally, and the route
    # declines; before 8.0 swscale takes half-width chroma as at an even
    # width, and so does the route)
    want=$( [ "${FFMPEG_SERIES%%.*}" -ge 8 ] && echo swscale || echo simdlesson )
    SCALE_SIZE=643x39 scale_opts "scale-rgb2yuv-odd-width-rgb24-to-yuv420p" rgb24 yuv420p $want ""
    # (16-bit channels to 8 bits: bicubic's 8 rows and the dither's)
    for level in "c 0" "sse2 mmx+mmxext+sse+sse2" "avx2 -avx512-avx512icl"; do
        read -r name flags <<<"$level"
        want=$(rgb2yuv_want "$name")
        for p in rgb48le:yuv420p bgra64le:nv12 rgba64be:nv21; do
            in=${p%:*} out=${p#*:}
            scale_opts "scale-cpuflags-$name-dither-bicubic-$in-to-$out" "$in" "$out" $want \
                "" -cpuflags "$flags"
        done
    done
    scale_opts "scale-rgb2yuv-dither-accurate_rnd-bgr48le-to-yuv420p" bgr48le yuv420p simdlesson \
        "flags=bicubic+accurate_rnd"
    scale_opts "scale-decline-rgb2yuv-rgb48le-lanczos" rgb48le yuv420p swscale "flags=lanczos"
    scale_opts "scale-decline-rgb2yuv-full_chroma_inp" bgra nv12 swscale "flags=bicubic+full_chroma_inp"
fi
scale_opts "scale-decline-gbrp-depth" gbrp10le gbrp swscale ""
scale_opts "scale-decline-option" p010le yuv420p10le swscale "simdlesson=0"
# packed 4:2:2 of an odd width without SSE2: swscale's C leaves the last
# macropixel's chroma, unlike its SIMD
for p in yuyv422:uyvy422 yuv422p:yvyu422 yuv422p10le:y210le; do
    sws_io "${p%:*}" "${p#*:}" || continue
    SCALE_SIZE=643x39 scale_opts "scale-decline-odd-width-c-${p%:*}-to-${p#*:}" "${p%:*}" \
        "${p#*:}" swscale "" -cpuflags 0
done

fi
if scale_section 4; then
echo "  (4) FFmpeg's FATE tests of lavfi's conversions, on the DSP"
fate_sws="fate-filter-pixfmts-null fate-filter-pixfmts-copy fate-filter-pixfmts-scale
          fate-filter-pixfmts-vflip fate-filter-pixfmts-crop fate-filter-pixfmts-hflip
          fate-filter-pixfmts-pad"
make -k -C "$OBJDIR" -j"$(nproc)" $fate_sws fate-filter-pixdesc >"$sdir/fate.log" 2>&1
npixdesc=$(grep -c "^TEST *filter-pixdesc-" "$sdir/fate.log")
if [ "$npixdesc" -gt 100 ] && ! grep -q "Test filter-pixdesc-.* failed" "$sdir/fate.log"; then
    pass "fate-filter-pixdesc ($npixdesc formats)"
else
    fail "fate-filter-pixdesc" "$npixdesc tests; see $sdir/fate.log"
fi
fate_results "$sdir/fate.log"
for t in $fate_sws; do
    if fate_passed "${t#fate-}"; then
        pass "$t"
    else
        fail "$t" "see $sdir/fate.log"
    fi
done

fi
export SIMDLESSON_SCALE=0
