# tests/modes.sh: every mode of the filter, for the suites that run each
# one (tests/geometry.sh, tests/sanitize.sh).  NAME|INPUTS|OPTIONS|FORMATS:
# FORMATS, when given, are the only formats of those suites the mode takes.
# And the pairs scale converts on the DSP (tests/scale.sh, tests/bench.sh).
# shellcheck disable=SC2034
SIMDLESSON_MODES=(
    "add|2|mode=add"
    "add-wrap|2|mode=add:overflow=wrap"
    "add-bias|2|mode=add:bias=1"
    "offset|1|mode=offset:value=77"
    "offset-neg-wrap|1|mode=offset:value=-100:overflow=wrap"
    "shuffle-map|1|mode=shuffle:map=b0r|rgb24"
    "shuffle-out|1|mode=shuffle:out=bgr24|rgb24"
    "layout-repack|1|mode=shuffle:out=bgra|rgb24"
    "layout-deinterleave|1|mode=shuffle:out=yuv420p|nv12"
    "layout-interleave|1|mode=shuffle:out=nv12|yuv420p"
    "layout-to-p010|1|mode=shuffle:out=p010le|yuv420p10le"
    "layout-from-p010|1|mode=shuffle:out=yuv420p10le|p010le"
    "layout-to-yuyv|1|mode=shuffle:out=yuyv422|yuv422p"
    "layout-from-yuyv|1|mode=shuffle:out=yuv422p|yuyv422"
    "depth-up|1|mode=depth:depth=12|yuv420p yuv420p10le"
    "depth-down|1|mode=depth:depth=8|yuv420p10le"
)

# mode_takes FORMATS FORMAT: FORMAT is one of FORMATS, or FORMATS is empty
mode_takes() {
    [ -z "$1" ] || [[ " $1 " == *" $2 "* ]]
}

# IN:OUT, every pair libswscale/swscale_simdlesson.c routes: every layout
# conversion both ways, the packed shuffles, and depths of each planar
# layout (not nv12/nv21 <-> yuv420p, uyvy422 -> yuv422p: its slower_pairs;
# not rgba -> rgb0 & co., which swscale takes as a copy to rgba); and, from
# swscale 9 (FFmpeg 8.0) on, YUV (8 to 14 and 16 bits) to rgb24 where
# swscale has no converter of its own (its scaler: even widths)
SIMDLESSON_SCALE_PAIRS=(
    nv16:yuv422p yuv422p:nv16
    nv24:yuv444p yuv444p:nv24 nv42:yuv444p yuv444p:nv42
    p010le:yuv420p10le yuv420p10le:p010le p016le:yuv420p16le yuv420p16le:p016le
    p210le:yuv422p10le yuv422p10le:p210le p410le:yuv444p10le yuv444p10le:p410le
    yuyv422:yuv422p yuv422p:yuyv422 yuv422p:uyvy422 yvyu422:yuv422p
    yuv422p:yvyu422 y210le:yuv422p10le yuv422p10le:y210le
    rgb24:bgra rgb24:rgba rgb24:0rgb bgr24:rgb0 bgra:rgb24 argb:bgr24 abgr:rgb24
    rgb48le:rgba64le bgr48le:rgba64le rgba64le:bgr48le bgra64le:rgb48le
    rgba:bgra argb:abgr rgb0:bgr0 rgb24:bgr24 rgb48le:bgr48le
    yuyv422:uyvy422 uyvy422:yvyu422
    yuv420p10le:yuv420p yuv420p:yuv420p10le yuv420p12le:yuv420p10le yuv420p16le:yuv420p
    yuv422p10le:yuv422p yuv444p12le:yuv444p yuv444p:yuv444p16le yuva420p16le:yuva420p
    yuva444p:yuva444p10le gray16le:gray gray:gray16le gray16le:gray12le
)
SIMDLESSON_SCALE_PAIRS+=(nv12:rgb24 nv21:rgb24 p010le:rgb24 yuv420p10le:rgb24
                        yuv422p10le:rgb24 yuv420p12le:rgb24 p016le:rgb24 yuv420p16le:rgb24)

# Where swscale has a special converter, which swscale_simdlesson.c takes
# from swscale 9 on, on x86-64 with AVX2: YUV to RGB (SSSE3; even heights),
# bgr24 to yuv420p (C; even widths)
SIMDLESSON_SPECIAL_PAIRS=(yuv420p:rgb24 yuv420p:bgr24 yuv420p:bgra yuv420p:rgba
                          yuv422p:rgb24 yuv422p:bgra yuva420p:bgra yuva420p:rgba
                          bgr24:yuv420p bgr24:yuva420p)
# YUV to the 4-byte RGB orders, which swscale_simdlesson.c takes from
# swscale 9 on, on x86-64: where swscale's scaler writes them with its MMX
# output functions (bgra, rgba; not bitexact; from AVX2 on), and with its C
# tables (argb, abgr; bitexact; rgba under bilinear) (even widths); and
# bgr24, which those MMX functions write as bgra without alpha
SIMDLESSON_RGB32_PAIRS=(nv12:bgra nv21:rgba p010le:bgr0 yuv420p10le:rgb0
                        yuv422p10le:bgra yuv420p12le:rgba nv12:argb p010le:abgr
                        nv21:0rgb p016le:bgra yuv420p16le:argb nv12:bgr24 nv21:bgr24
                        p010le:bgr24 yuv420p10le:bgr24)
# RGB to yuv420p, yuv422p, yuv444p, nv12 and nv21, and to their 10-bit
# forms and p010le, which swscale_simdlesson.c takes from swscale 9 on, on
# x86, where swscale's scaler converts them (its MMX vertical filter for yuv420p, its C
# arithmetic for the rest; even widths but for yuv444p; bgr24 -> yuv420p:
# its special converter, above)
SIMDLESSON_RGB2YUV_PAIRS=(rgb24:yuv420p rgb24:nv12 bgr24:nv21 bgra:yuv420p bgra:nv12
                          rgba:nv21 argb:yuv420p abgr:nv12 rgb0:yuv420p 0bgr:nv12
                          rgb24:yuv422p bgra:yuv422p rgb24:yuv444p bgra:yuv444p
                          abgr:yuv444p rgb24:yuv420p10le bgra:p010le argb:p010le
                          bgr24:yuv422p10le rgba:yuv444p10le gbrp:yuv420p gbrp:nv12
                          gbrap:yuv422p gbrp:yuv444p gbrap:p010le gbrp:yuv420p10le
                          rgb48le:yuv420p10le bgra64le:p010le rgba64le:yuv444p10le
                          bgr48le:yuv422p10le rgb48le:yuv422p bgra64le:yuv444p
                          rgb48be:yuv420p10le bgra64be:p010le bgr48be:yuv444p
                          rgb48le:yuv420p bgra64le:nv12 rgba64be:nv21)
# YUV 4:4:4 to rgb24, bgr24 and the 4-byte orders, where swscale's scaler
# interpolates chroma to the full width (full_chroma_int, which it sets
# itself for 4:4:4), which swscale_simdlesson.c takes on x86 (any width)
SIMDLESSON_FULL_PAIRS=(yuv444p:rgb24 yuv444p:bgra nv24:bgr24 nv42:rgba yuv444p10le:rgb24
                       yuv444p12le:argb p410le:bgra yuv444p9le:abgr yuv444p14le:bgr0
                       p412le:0rgb yuv444p16le:rgb24)
# ... and from 4:2:0 and 4:2:2, where swscale's scaler interpolates chroma
# to the full width (full_chroma_int, or an odd width)
# (and, at an even width, to the half-width chroma route under the API
# test's flags: no bgra or bgr24, which swscale writes with MMX code there)
# (and gbrp, which swscale writes with full-width chroma from every
# source)
SIMDLESSON_FULLX_PAIRS=(nv12:rgb24 nv21:rgba p010le:rgb24 yuv420p10le:abgr yuv422p:rgba
                        yuv422p10le:argb yuv420p12le:rgb0 yuv420p:rgba nv12:gbrp
                        p010le:gbrp yuv444p:gbrp yuv444p10le:gbrp nv16:rgb24
                        p016le:rgba)
# YUV of 8 to 14 and 16 bits to 16-bit RGB (big-endian too: what ffmpeg
# gives PNG), which swscale_simdlesson.c takes from swscale 9 on, on x86,
# where swscale's scaler writes it with its C output functions: 4:2:x with
# half-width chroma (even widths), and with full-width chroma (4:4:4; odd
# widths; full_chroma_int).  (yuv420p and yuv422p to rgb48 and bgr48:
# swscale's own converter)
SIMDLESSON_RGB48_PAIRS=(yuv420p10le:rgb48le p010le:bgr48le yuv422p10le:rgba64le
                        yuv420p12le:bgra64le p012le:rgb48le yuv420p9le:bgr48le
                        yuv422p14le:rgba64le yuv420p10le:rgb48be p010le:bgra64be
                        yuv444p10le:rgb48le p410le:bgra64be yuv444p12le:rgba64le
                        nv12:rgb48le nv21:bgra64le yuv420p:rgba64be yuv422p:bgra64le
                        yuv444p:rgb48le yuv420p16le:rgb48le p016le:bgra64le
                        yuv422p16le:rgba64be yuv444p16le:bgr48le)
# YUV <-> RGB by mode=shuffle's out= with matrix= and range= (its own
# swscale context, simdlesson_shuffle.c; tests/scale.sh)
SIMDLESSON_COLOR_PAIRS=(yuv420p:rgb24 nv12:bgra nv21:rgb24 yuv422p:bgra p010le:rgb24
                        yuv420p10le:bgra yuv420p12le:rgb0 rgb24:yuv420p bgra:nv12
                        argb:nv21 bgr24:yuv422p yuv444p:bgr24 nv24:rgba
                        yuv444p10le:argb bgra:yuv444p rgb24:p010le yuv420p10le:rgb48le
                        p010le:bgra64le gbrp:yuv420p gbrap:nv12 nv12:gbrp
                        yuv420p10le:gbrp rgb48le:yuv420p10le bgr48le:p010le
                        p016le:rgb48be yuv420p16le:rgba nv12:bgra64be rgb48be:yuv420p
                        bgr48be:nv12)
