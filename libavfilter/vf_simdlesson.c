/*
 * This file is part of FFmpeg.
 *
 * FFmpeg is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Lesser General Public
 * License as published by the Free Software Foundation; either
 * version 2.1 of the License, or (at your option) any later version.
 *
 * FFmpeg is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
 * Lesser General Public License for more details.
 *
 * You should have received a copy of the GNU Lesser General Public
 * License along with FFmpeg; if not, write to the Free Software
 * Foundation, Inc., 51 Franklin Street, Fifth Floor, Boston, MA 02110-1301 USA
 */

/**
 * @file
 * simdlesson: frame arithmetic with SIMD row kernels (FFmpeg asm lesson three).
 *
 * mode=add:    out = a + b per sample, two inputs of the same size and format;
 *              saturating or wrapping, or with b a signed difference (bias=1)
 * mode=offset: out = a + value per sample, one input
 * on 8-bit samples and on samples of 9 to 16 bits stored in 16-bit words.
 *
 * mode=shuffle: reorder the channels of packed pixels with pshufb, to
 *              another packed format of the same kind (out=) or within the
 *              format (map=)
 * mode=depth:  convert planar YUV, YUVA, gray and GBR(A) between 8, 9, 10,
 *              12, 14 and 16 bits, the way swscale's unscaled path does
 *              (GBR(A): the rule of swscale's planar RGB output, which
 *              swscale itself reaches only through a YUV round trip)
 */

#include "libavutil/avstring.h"
#include "libavutil/imgutils.h"
#include "libavutil/mem.h"
#include "libavutil/opt.h"
#include "libavutil/pixdesc.h"

#include "avfilter.h"
#include "filters.h"
#include "formats.h"
#include "framesync.h"
#include "simdlessondsp.h"
#include "video.h"

enum SimdLessonMode {
    MODE_ADD,
    MODE_OFFSET,
    MODE_SHUFFLE,
    MODE_DEPTH,
    NB_MODES
};

enum SimdLessonOverflow {
    OVERFLOW_SATURATE,
    OVERFLOW_WRAP,
    NB_OVERFLOWS
};

enum DepthMethod {
    DEPTH_METHOD_AUTO,          ///< swscale's rule, per plane
    DEPTH_METHOD_SHIFT,
    DEPTH_METHOD_REPLICATE,
    NB_DEPTH_METHODS
};

enum DepthDither {
    DEPTH_DITHER_AUTO,          ///< what swscale does: ordered
    DEPTH_DITHER_NONE,          ///< round to nearest
    DEPTH_DITHER_ORDERED,       ///< swscale's 8x8 ordered dither
    NB_DEPTH_DITHERS
};

typedef struct SimdLessonContext {
    const AVClass *class;
    FFFrameSync fs;

    /* options */
    int mode;
    int overflow;
    int bias;
    int value;
    int planes;                 ///< bit p set: process plane p, else copy it
    int out_format;             ///< mode=shuffle: the format to convert to
    char *map;                  ///< mode=shuffle: the channel map
    int out_depth;              ///< mode=depth: D
    int method;                 ///< mode=depth, going up (and the scaling going down)
    int dither;                 ///< mode=depth, going down

    /* from the format */
    int nb_planes;
    int bytes;                  ///< bytes per sample, 1 or 2
    int depth;
    int shift;                  ///< bits below the sample in its word (p010: 6)
    int row_samples[4];         ///< samples in one row of each plane
    int plane_h[4];             ///< rows of each plane

    /* the kernels for the options and the format */
    int max;                    ///< largest sample value, as stored
    int kvalue;                 ///< value, as stored
    SimdLessonAddU8Func     add_u8;
    SimdLessonOffsetU8Func  offset_u8;
    SimdLessonAddU16Func    add_u16;
    SimdLessonOffsetU16Func offset_u16;
    SimdLessonShuffleFunc   shuffle;
    SimdLessonShuffle shuf;
    SimdLessonShuffle shuf_last;    ///< out= to 4:2:2 of odd width: the last macropixel
    int odd_422;                    ///< use shuf_last
    int identity;                   ///< the shuffle changes nothing: pass frames on

    /* mode=depth */
    int in_depth;               ///< S
    int rgb;                    ///< gbrp, gbrap: see depth_replicates()
    int full_range;             ///< -1: from the frame; -2: gray, see depth_full_range(); 0: gbr (unused)
    /** for each row phase y & 7, the dither row: [0] swscale's ordered
     *  dither, [1] rounding to nearest */
    uint16_t dither_rows[2][8][8];

    SimdLessonDSPContext dsp;
} SimdLessonContext;

typedef struct ThreadData {
    AVFrame *dst;
    const AVFrame *a, *b;       ///< b is NULL for mode=offset
} ThreadData;

#define OFFSET(x) offsetof(SimdLessonContext, x)
#define FLAGS  (AV_OPT_FLAG_FILTERING_PARAM | AV_OPT_FLAG_VIDEO_PARAM)
#define TFLAGS (FLAGS | AV_OPT_FLAG_RUNTIME_PARAM)

static const AVOption simdlesson_options[] = {
    { "mode", "set what to compute", OFFSET(mode), AV_OPT_TYPE_INT,
      { .i64 = MODE_ADD }, 0, NB_MODES - 1, FLAGS, .unit = "mode" },
        { "add",    "out = a + b: add the second input to the first",
          0, AV_OPT_TYPE_CONST, { .i64 = MODE_ADD },    0, 0, FLAGS, .unit = "mode" },
        { "offset", "out = a + value: add a constant to the only input",
          0, AV_OPT_TYPE_CONST, { .i64 = MODE_OFFSET }, 0, 0, FLAGS, .unit = "mode" },
        { "shuffle", "reorder the channels of packed pixels (out= or map=)",
          0, AV_OPT_TYPE_CONST, { .i64 = MODE_SHUFFLE }, 0, 0, FLAGS, .unit = "mode" },
        { "depth",  "convert the only input to depth bits per sample",
          0, AV_OPT_TYPE_CONST, { .i64 = MODE_DEPTH },  0, 0, FLAGS, .unit = "mode" },
    { "overflow", "set what happens to sums beyond the sample range", OFFSET(overflow),
      AV_OPT_TYPE_INT, { .i64 = OVERFLOW_SATURATE }, 0, NB_OVERFLOWS - 1, TFLAGS, .unit = "overflow" },
        { "saturate", "clamp to 0 and to the largest value (2^depth - 1)",
          0, AV_OPT_TYPE_CONST, { .i64 = OVERFLOW_SATURATE }, 0, 0, TFLAGS, .unit = "overflow" },
        { "wrap",     "keep the sum modulo 2^depth",
          0, AV_OPT_TYPE_CONST, { .i64 = OVERFLOW_WRAP },     0, 0, TFLAGS, .unit = "overflow" },
    { "bias", "mode=add: take the second input as a signed difference centred on half range: "
              "out = a + b - 2^(depth-1), saturated (blend's grainmerge)",
      OFFSET(bias), AV_OPT_TYPE_BOOL, { .i64 = 0 }, 0, 1, FLAGS },
    { "value", "mode=offset: the constant to add, negative to subtract, within +-(2^depth - 1)",
      OFFSET(value), AV_OPT_TYPE_INT, { .i64 = 0 }, -65535, 65535, TFLAGS },
    { "planes", "set the planes to process (bit mask); the others are copied from the first input",
      OFFSET(planes), AV_OPT_TYPE_INT, { .i64 = 0xF }, 0, 0xF, TFLAGS },
    { "out", "mode=shuffle: convert to this packed format of the same kind, keeping the colours "
             "(rgba, bgra, argb, abgr, rgb0, bgr0, 0rgb, 0bgr; rgb24, bgr24; rgba64, bgra64; "
             "rgb48, bgr48; yuyv422, uyvy422, yvyu422)",
      OFFSET(out_format), AV_OPT_TYPE_PIXEL_FMT, { .i64 = AV_PIX_FMT_NONE }, AV_PIX_FMT_NONE, INT_MAX, FLAGS },
    { "map", "mode=shuffle: keep the format, and give each output channel in memory order the input "
             "channel it takes: a letter (r g b a, x for padding, y0 y1 u v in packed 4:2:2), "
             "#N for the input channel at index N, or the constant 0 or max; e.g. bgra, rrra, rgbmax, #2|#1|#0|#3",
      OFFSET(map), AV_OPT_TYPE_STRING, { .str = NULL }, 0, 0, TFLAGS },
    { "depth", "mode=depth: the output bit depth: 8, 9, 10, 12, 14 or 16",
      OFFSET(out_depth), AV_OPT_TYPE_INT, { .i64 = 0 }, 0, 16, FLAGS },
    { "method", "mode=depth: how samples are scaled between depths (going down: the inverse)",
      OFFSET(method), AV_OPT_TYPE_INT,
      { .i64 = DEPTH_METHOD_AUTO }, 0, NB_DEPTH_METHODS - 1, FLAGS, .unit = "method" },
        { "auto",      "as swscale: replicate on full-range luma and on alpha, else shift; gbr(a): shift",
          0, AV_OPT_TYPE_CONST, { .i64 = DEPTH_METHOD_AUTO },      0, 0, FLAGS, .unit = "method" },
        { "shift",     "v << (D-S): exact for limited-range video and chroma",
          0, AV_OPT_TYPE_CONST, { .i64 = DEPTH_METHOD_SHIFT },     0, 0, FLAGS, .unit = "method" },
        { "replicate", "(v << (D-S)) | (v >> (2S-D)): full scale to full scale",
          0, AV_OPT_TYPE_CONST, { .i64 = DEPTH_METHOD_REPLICATE }, 0, 0, FLAGS, .unit = "method" },
    { "dither", "mode=depth: how to go down in depth", OFFSET(dither), AV_OPT_TYPE_INT,
      { .i64 = DEPTH_DITHER_AUTO }, 0, NB_DEPTH_DITHERS - 1, FLAGS, .unit = "dither" },
        { "auto",    "as swscale: ordered; gbr(a): none, as swscale's planar RGB output",
          0, AV_OPT_TYPE_CONST, { .i64 = DEPTH_DITHER_AUTO },    0, 0, FLAGS, .unit = "dither" },
        { "none",    "round to nearest, saturating",
          0, AV_OPT_TYPE_CONST, { .i64 = DEPTH_DITHER_NONE },    0, 0, FLAGS, .unit = "dither" },
        { "ordered", "swscale's 8x8 ordered dither",
          0, AV_OPT_TYPE_CONST, { .i64 = DEPTH_DITHER_ORDERED }, 0, 0, FLAGS, .unit = "dither" },
    { NULL }
};

FRAMESYNC_DEFINE_CLASS(simdlesson, SimdLessonContext, fs);

/**
 * The packed formats mode=shuffle works on.  A format can be converted to
 * any other of its family; layout names the channels in memory order:
 * r g b a, x for padding, y Y (the two luma samples of packed 4:2:2) u v.
 */
typedef struct ShuffleFormat {
    enum AVPixelFormat fmt;
    int family;
    int channel_bytes;          ///< 1, or 2 for 16-bit channels
    char layout[5];
} ShuffleFormat;

static const ShuffleFormat shuffle_formats[] = {
    { AV_PIX_FMT_RGBA,     0, 1, "rgba" }, { AV_PIX_FMT_BGRA,     0, 1, "bgra" },
    { AV_PIX_FMT_ARGB,     0, 1, "argb" }, { AV_PIX_FMT_ABGR,     0, 1, "abgr" },
    { AV_PIX_FMT_RGB0,     0, 1, "rgbx" }, { AV_PIX_FMT_BGR0,     0, 1, "bgrx" },
    { AV_PIX_FMT_0RGB,     0, 1, "xrgb" }, { AV_PIX_FMT_0BGR,     0, 1, "xbgr" },
    { AV_PIX_FMT_RGB24,    1, 1, "rgb"  }, { AV_PIX_FMT_BGR24,    1, 1, "bgr"  },
    { AV_PIX_FMT_RGBA64LE, 2, 2, "rgba" }, { AV_PIX_FMT_BGRA64LE, 2, 2, "bgra" },
    { AV_PIX_FMT_RGBA64BE, 3, 2, "rgba" }, { AV_PIX_FMT_BGRA64BE, 3, 2, "bgra" },
    { AV_PIX_FMT_RGB48LE,  4, 2, "rgb"  }, { AV_PIX_FMT_BGR48LE,  4, 2, "bgr"  },
    { AV_PIX_FMT_RGB48BE,  5, 2, "rgb"  }, { AV_PIX_FMT_BGR48BE,  5, 2, "bgr"  },
    { AV_PIX_FMT_YUYV422,  6, 1, "yuYv" }, { AV_PIX_FMT_UYVY422,  6, 1, "uyvY" },
    { AV_PIX_FMT_YVYU422,  6, 1, "yvYu" },
};

static const ShuffleFormat *shuffle_format(enum AVPixelFormat fmt)
{
    for (int i = 0; i < FF_ARRAY_ELEMS(shuffle_formats); i++)
        if (shuffle_formats[i].fmt == fmt)
            return &shuffle_formats[i];
    return NULL;
}

/* The names of the formats of a family, for messages. */
static void family_names(char *buf, int size, int family)
{
    buf[0] = 0;
    for (int i = 0; i < FF_ARRAY_ELEMS(shuffle_formats); i++)
        if (shuffle_formats[i].family == family)
            av_strlcatf(buf, size, "%s%s", buf[0] ? ", " : "",
                        av_get_pix_fmt_name(shuffle_formats[i].fmt));
}

/* The layout of a format as the user writes it: "y0 u y1 v". */
static void layout_names(char *buf, int size, const ShuffleFormat *f)
{
    buf[0] = 0;
    for (int i = 0; f->layout[i]; i++) {
        const char c = f->layout[i];
        av_strlcatf(buf, size, "%s%s", i ? " " : "",
                    c == 'y' ? "y0" : c == 'Y' ? "y1" : (char[2]){ c, 0 });
    }
}

/**
 * Parse a map= spec into src[], one entry per channel of the output: the
 * input channel, SL_SHUFFLE_ZERO or SL_SHUFFLE_MAX.  With f NULL, only the
 * syntax is checked (at init, before the format is known).
 */
static int parse_map(void *log, const char *spec, const ShuffleFormat *f, int8_t *src)
{
    const char *p = spec;
    const int nb = f ? strlen(f->layout) : 4;
    char names[32];
    int n = 0;

    if (f)
        layout_names(names, sizeof(names), f);
    while (*p) {
        const char *tok = p;
        int ch = -1;                /* a channel letter of the layout */
        int idx;

        if (*p == '|' || *p == ' ') {
            p++;
            continue;
        }
        if (!strncmp(p, "max", 3)) {
            idx = SL_SHUFFLE_MAX;
            p  += 3;
        } else if (*p == '0') {
            idx = SL_SHUFFLE_ZERO;
            p++;
        } else if (*p == '#') {
            char *end;
            long v = strtol(p + 1, &end, 10);
            if (end == p + 1 || v < 0 || (f && v >= nb)) {
                av_log(log, AV_LOG_ERROR, "map '%s': '%.*s' is not a channel index%s%s.\n",
                       spec, (int)(end - p > 1 ? end - p : 2), p,
                       f ? " of " : "", f ? av_get_pix_fmt_name(f->fmt) : "");
                return AVERROR(EINVAL);
            }
            idx = v;
            p   = end;
        } else if (*p == 'y' && (p[1] == '0' || p[1] == '1')) {
            ch = p[1] == '0' ? 'y' : 'Y';
            p += 2;
        } else if (strchr("rgbaxuv", *p)) {
            ch = *p++;
        } else {
            av_log(log, AV_LOG_ERROR, "map '%s': unknown channel '%.*s'; use r g b a x "
                   "(y0 y1 u v in packed 4:2:2), #N, 0 or max.\n", spec,
                   *p == 'y' ? 2 : 1, p);
            return AVERROR(EINVAL);
        }
        if (ch >= 0 && f) {
            const char *at = strchr(f->layout, ch);
            if (!at) {
                av_log(log, AV_LOG_ERROR, "map '%s': %s has no channel '%.*s' "
                       "(its channels: %s).\n", spec, av_get_pix_fmt_name(f->fmt),
                       (int)(p - tok), tok, names);
                return AVERROR(EINVAL);
            }
            idx = at - f->layout;
        }
        if (n < 8 && src)
            src[n] = idx;
        n++;
    }
    if (f && n != nb) {
        av_log(log, AV_LOG_ERROR, "map '%s' names %d channels, %s has %d: %s.\n",
               spec, n, av_get_pix_fmt_name(f->fmt), nb, names);
        return AVERROR(EINVAL);
    }
    if (!n) {
        av_log(log, AV_LOG_ERROR, "map is empty.\n");
        return AVERROR(EINVAL);
    }
    return 0;
}

/* out=: each output channel from the input channel of the same name; alpha
 * from padding is the maximum, padding from alpha keeps the alpha (as
 * swscale does).  With last set, the map of the last macropixel of a 4:2:2
 * row of odd width, whose second luma lies outside the picture: swscale
 * repeats the first one there. */
static int out_map(void *log, const ShuffleFormat *in, const ShuffleFormat *out,
                   int last, int8_t *src)
{
    if (in->family != out->family) {
        char names[128];
        family_names(names, sizeof(names), in->family);
        av_log(log, AV_LOG_ERROR, "out=%s is not reachable from %s by a pure shuffle; "
               "%s converts by shuffle to: %s. Convert first with format=%s.\n",
               av_get_pix_fmt_name(out->fmt), av_get_pix_fmt_name(in->fmt),
               av_get_pix_fmt_name(in->fmt), names, av_get_pix_fmt_name(out->fmt));
        return AVERROR(EINVAL);
    }
    for (int i = 0; out->layout[i]; i++) {
        const char c = out->layout[i];
        const char *at = strchr(in->layout, c);

        if (!at && c == 'a')
            src[i] = SL_SHUFFLE_MAX;
        else if (c == 'Y' && last)
            src[i] = strchr(in->layout, 'y') - in->layout;
        else
            src[i] = (at ? at : strchr(in->layout, c == 'x' ? 'a' : c)) - in->layout;
    }
    return 0;
}

/* The byte shuffle for channel sources src[] (one per channel of f). */
static int shuffle_init(SimdLessonShuffle *shuf, const ShuffleFormat *f, const int8_t *src)
{
    const int nb = strlen(f->layout), cb = f->channel_bytes;
    int8_t map[8];

    for (int i = 0; i < nb; i++)
        for (int k = 0; k < cb; k++)
            map[i * cb + k] = src[i] < 0 ? src[i] : src[i] * cb + k;
    return ff_simdlesson_shuffle_init(shuf, nb * cb, map);
}

/* Build the byte shuffle for the input format f and the current options. */
static int setup_shuffle(AVFilterContext *ctx, const ShuffleFormat *f)
{
    SimdLessonContext *s = ctx->priv;
    const ShuffleFormat *out = shuffle_format(s->out_format);
    int8_t src[8];
    int ret;

    ret = s->map ? parse_map(ctx, s->map, f, src) : out_map(ctx, f, out, 0, src);
    if (ret < 0 || (ret = shuffle_init(&s->shuf, f, src)) < 0)
        return ret;
    s->identity = 1;
    for (int i = 0; i < s->shuf.pixel_bytes; i++)
        s->identity &= s->shuf.map[i] == i;
    /* (out= to the input's own format is format='s no-op, odd width or not) */
    s->odd_422 = !s->map && strchr(f->layout, 'Y') && (ctx->inputs[0]->w & 1) && !s->identity;
    if (s->odd_422 && ((ret = out_map(ctx, f, out, 1, src)) < 0 ||
                       (ret = shuffle_init(&s->shuf_last, f, src)) < 0))
        return ret;
    s->shuffle = ff_simdlesson_shuffle_func(&s->dsp, s->shuf.pixel_bytes);
    return 0;
}

/**
 * Formats whose components are all alike: 8-bit samples in bytes, or 9- to
 * 16-bit samples in native-endian 16-bit words at one common shift; no
 * palette, bitstream, float or Bayer formats.
 * @return bytes per sample, 0 if unsupported
 */
static int sample_bytes(const AVPixFmtDescriptor *desc)
{
    const int depth = desc->comp[0].depth, shift = desc->comp[0].shift;
    const int be = !!(desc->flags & AV_PIX_FMT_FLAG_BE);

    if (desc->flags & (AV_PIX_FMT_FLAG_PAL | AV_PIX_FMT_FLAG_BITSTREAM |
                       AV_PIX_FMT_FLAG_HWACCEL | AV_PIX_FMT_FLAG_FLOAT |
                       AV_PIX_FMT_FLAG_BAYER) || !desc->nb_components)
        return 0;
    for (int i = 0; i < desc->nb_components; i++) {
        const AVComponentDescriptor *c = &desc->comp[i];
        if (c->depth != depth || c->shift != shift)
            return 0;
        if (depth > 8 && ((c->step | c->offset) & 1))
            return 0;
    }
    if (depth == 8 && !shift)
        return 1;
    if (depth > 8 && depth + shift <= 16 && be == HAVE_BIGENDIAN)
        return 2;
    return 0;
}

static AVFilterFormats *supported_formats(void)
{
    AVFilterFormats *formats = NULL;
    const AVPixFmtDescriptor *desc = NULL;

    while ((desc = av_pix_fmt_desc_next(desc))) {
        if (sample_bytes(desc) &&
            ff_add_format(&formats, av_pix_fmt_desc_get_id(desc)) < 0)
            return NULL;
    }
    return formats;
}

/*
 * mode=depth
 */

/**
 * The ordered dither of swscale's unscaled depth conversion, for each shift
 * S - D from 1 to 8: row y & 7, column x & 7.  These values are swscale's
 * own (the output must be bit-identical to it); note that shifts 6 and 7
 * share one matrix.
 */
static const uint8_t depth_dither[8][8][8] = {
    { /* shift 1 */
        {   0,   1,   0,   1,   0,   1,   0,   1 },
        {   1,   0,   1,   0,   1,   0,   1,   0 },
        {   0,   1,   0,   1,   0,   1,   0,   1 },
        {   1,   0,   1,   0,   1,   0,   1,   0 },
        {   0,   1,   0,   1,   0,   1,   0,   1 },
        {   1,   0,   1,   0,   1,   0,   1,   0 },
        {   0,   1,   0,   1,   0,   1,   0,   1 },
        {   1,   0,   1,   0,   1,   0,   1,   0 },
    },
    { /* shift 2 */
        {   1,   2,   1,   2,   1,   2,   1,   2 },
        {   3,   0,   3,   0,   3,   0,   3,   0 },
        {   1,   2,   1,   2,   1,   2,   1,   2 },
        {   3,   0,   3,   0,   3,   0,   3,   0 },
        {   1,   2,   1,   2,   1,   2,   1,   2 },
        {   3,   0,   3,   0,   3,   0,   3,   0 },
        {   1,   2,   1,   2,   1,   2,   1,   2 },
        {   3,   0,   3,   0,   3,   0,   3,   0 },
    },
    { /* shift 3 */
        {   2,   4,   3,   5,   2,   4,   3,   5 },
        {   6,   0,   7,   1,   6,   0,   7,   1 },
        {   3,   5,   2,   4,   3,   5,   2,   4 },
        {   7,   1,   6,   0,   7,   1,   6,   0 },
        {   2,   4,   3,   5,   2,   4,   3,   5 },
        {   6,   0,   7,   1,   6,   0,   7,   1 },
        {   3,   5,   2,   4,   3,   5,   2,   4 },
        {   7,   1,   6,   0,   7,   1,   6,   0 },
    },
    { /* shift 4 */
        {   4,   8,   7,  11,   4,   8,   7,  11 },
        {  12,   0,  15,   3,  12,   0,  15,   3 },
        {   6,  10,   5,   9,   6,  10,   5,   9 },
        {  14,   2,  13,   1,  14,   2,  13,   1 },
        {   4,   8,   7,  11,   4,   8,   7,  11 },
        {  12,   0,  15,   3,  12,   0,  15,   3 },
        {   6,  10,   5,   9,   6,  10,   5,   9 },
        {  14,   2,  13,   1,  14,   2,  13,   1 },
    },
    { /* shift 5 */
        {   9,  17,  15,  23,   8,  16,  14,  22 },
        {  25,   1,  31,   7,  24,   0,  30,   6 },
        {  13,  21,  11,  19,  12,  20,  10,  18 },
        {  29,   5,  27,   3,  28,   4,  26,   2 },
        {   8,  16,  14,  22,   9,  17,  15,  23 },
        {  24,   0,  30,   6,  25,   1,  31,   7 },
        {  12,  20,  10,  18,  13,  21,  11,  19 },
        {  28,   4,  26,   2,  29,   5,  27,   3 },
    },
    { /* shift 6 */
        {  18,  34,  30,  46,  17,  33,  29,  45 },
        {  50,   2,  62,  14,  49,   1,  61,  13 },
        {  26,  42,  22,  38,  25,  41,  21,  37 },
        {  58,  10,  54,   6,  57,   9,  53,   5 },
        {  16,  32,  28,  44,  19,  35,  31,  47 },
        {  48,   0,  60,  12,  51,   3,  63,  15 },
        {  24,  40,  20,  36,  27,  43,  23,  39 },
        {  56,   8,  52,   4,  59,  11,  55,   7 },
    },
    { /* shift 7 */
        {  18,  34,  30,  46,  17,  33,  29,  45 },
        {  50,   2,  62,  14,  49,   1,  61,  13 },
        {  26,  42,  22,  38,  25,  41,  21,  37 },
        {  58,  10,  54,   6,  57,   9,  53,   5 },
        {  16,  32,  28,  44,  19,  35,  31,  47 },
        {  48,   0,  60,  12,  51,   3,  63,  15 },
        {  24,  40,  20,  36,  27,  43,  23,  39 },
        {  56,   8,  52,   4,  59,  11,  55,   7 },
    },
    { /* shift 8 */
        {  36,  68,  60,  92,  34,  66,  58,  90 },
        { 100,   4, 124,  28,  98,   2, 122,  26 },
        {  52,  84,  44,  76,  50,  82,  42,  74 },
        { 116,  20, 108,  12, 114,  18, 106,  10 },
        {  32,  64,  56,  88,  38,  70,  62,  94 },
        {  96,   0, 120,  24, 102,   6, 126,  30 },
        {  48,  80,  40,  72,  54,  86,  46,  78 },
        { 112,  16, 104,   8, 118,  22, 110,  14 },
    },
};

/** The depths of mode=depth. */
static int depth_is_valid(int depth)
{
    return depth == 8 || depth == 9 || depth == 10 || depth == 12 ||
           depth == 14 || depth == 16;
}

/**
 * Planar formats of mode=depth: each component in a plane of its own, in
 * bytes (8 bits) or native-endian 16-bit words (9 to 16 bits) holding the
 * sample in their low bits: yuv, yuva, gray, gbrp, gbrap.  The deprecated
 * full-range yuvj formats are left out (their siblings at other depths are
 * the plain yuv formats; tag full-range frames with color_range instead).
 */
static int depth_format_ok(const AVPixFmtDescriptor *desc)
{
    const int depth = desc->comp[0].depth;
    const int bytes = depth > 8 ? 2 : 1;
    unsigned planes = 0;

    if (desc->flags & (AV_PIX_FMT_FLAG_PAL | AV_PIX_FMT_FLAG_BITSTREAM |
                       AV_PIX_FMT_FLAG_HWACCEL | AV_PIX_FMT_FLAG_FLOAT |
                       AV_PIX_FMT_FLAG_BAYER) ||
        !desc->nb_components || !depth_is_valid(depth) ||
        !!(desc->flags & AV_PIX_FMT_FLAG_BE) != HAVE_BIGENDIAN ||
        !strncmp(desc->name, "yuvj", 4))
        return 0;
    for (int i = 0; i < desc->nb_components; i++) {
        const AVComponentDescriptor *c = &desc->comp[i];
        if (c->depth != depth || c->step != bytes || c->offset || c->shift ||
            (planes & (1 << c->plane)))
            return 0;
        planes |= 1 << c->plane;
    }
    return 1;
}

/** The format of fmt's layout at another depth, AV_PIX_FMT_NONE if none. */
static enum AVPixelFormat depth_sibling(enum AVPixelFormat fmt, int depth)
{
    const AVPixFmtDescriptor *from = av_pix_fmt_desc_get(fmt), *desc = NULL;

    if (!from || !depth_format_ok(from))
        return AV_PIX_FMT_NONE;
    while ((desc = av_pix_fmt_desc_next(desc))) {
        int same = depth_format_ok(desc) && desc->comp[0].depth == depth &&
                   desc->nb_components == from->nb_components &&
                   desc->log2_chroma_w == from->log2_chroma_w &&
                   desc->log2_chroma_h == from->log2_chroma_h &&
                   desc->flags == from->flags;
        for (int i = 0; same && i < desc->nb_components; i++)
            same = desc->comp[i].plane == from->comp[i].plane;
        if (same)
            return av_pix_fmt_desc_get_id(desc);
    }
    return AV_PIX_FMT_NONE;
}

/**
 * Inputs: every planar format of the family, so that one without a sibling
 * at the requested depth reaches config_output() and is named in an error
 * instead of failing negotiation; outputs: the formats of that depth.
 */
static int depth_query_formats(const AVFilterContext *ctx, AVFilterFormatsConfig **cfg_in,
                               AVFilterFormatsConfig **cfg_out)
{
    const SimdLessonContext *s = ctx->priv;
    AVFilterFormats *in = NULL, *out = NULL;
    const AVPixFmtDescriptor *desc = NULL;
    int ret;

    while ((desc = av_pix_fmt_desc_next(desc))) {
        const enum AVPixelFormat fmt = av_pix_fmt_desc_get_id(desc);
        if (!depth_format_ok(desc))
            continue;
        if ((ret = ff_add_format(&in, fmt)) < 0 ||
            (desc->comp[0].depth == s->out_depth && (ret = ff_add_format(&out, fmt)) < 0))
            goto fail;
    }
    /* ff_formats_ref() frees the list it fails to reference */
    ret = ff_formats_ref(in, &cfg_in[0]->formats);
    in  = NULL;
    if (ret < 0)
        goto fail;
    return ff_formats_ref(out, &cfg_out[0]->formats);
fail:
    /* (ff_add_format() leaves a list it fails to grow freed and NULL) */
    ff_formats_unref(&in);
    ff_formats_unref(&out);
    return ret;
}

static int depth_config(AVFilterContext *ctx, AVFilterLink *inlink, AVFilterLink *outlink)
{
    SimdLessonContext *s = ctx->priv;
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(inlink->format);
    const enum AVPixelFormat want = depth_sibling(inlink->format, s->out_depth);

    if (want == AV_PIX_FMT_NONE) {
        av_log(ctx, AV_LOG_ERROR, "%s has no %d-bit form: mode=depth converts "
               "planar yuv, yuva, gray, gbrp and gbrap formats between 8, 9, 10, 12, "
               "14 and 16 bits.\n", av_get_pix_fmt_name(inlink->format), s->out_depth);
        return AVERROR(EINVAL);
    }
    if (outlink->format != want) {
        av_log(ctx, AV_LOG_ERROR, "The output format must be %s, the %d-bit form of "
               "the input %s, not %s.\n", av_get_pix_fmt_name(want), s->out_depth,
               av_get_pix_fmt_name(inlink->format), av_get_pix_fmt_name(outlink->format));
        return AVERROR(EINVAL);
    }

    s->in_depth = desc->comp[0].depth;
    s->rgb = !!(desc->flags & AV_PIX_FMT_FLAG_RGB);
    /* gray: see depth_full_range(); gbr: see depth_replicates() */
    s->full_range = desc->flags & AV_PIX_FMT_FLAG_RGB ? 0 : desc->nb_components == 1 ? -2 : -1;
    if (s->out_depth < s->in_depth) {
        const int shift = s->in_depth - s->out_depth;
        for (int y = 0; y < 8; y++)
            for (int x = 0; x < 8; x++) {
                s->dither_rows[0][y][x] = depth_dither[shift - 1][y][x];
                s->dither_rows[1][y][x] = 1 << (shift - 1);
            }
    }
    return 0;
}

/**
 * Going down, round to nearest rather than dither?  With dither=none, and
 * by default on gbrp and gbrap: swscale has no depth conversion of its own
 * for them (not planarCopyWrapper) and converts through YUV with its
 * scaler, whose planar RGB output (yuv2gbrp*_full_X) rounds, without dither.
 */
static int depth_rounds(const SimdLessonContext *s, int dither)
{
    return dither == DEPTH_DITHER_NONE || (dither == DEPTH_DITHER_AUTO && s->rgb);
}

/**
 * Replicate (up) or scale (down) on plane p rather than shift?  swscale's
 * rule (planarCopyWrapper): shift on planes 1 and 2, and on plane 0 unless
 * the input is full range; replicate on the others (plane 3, alpha); when
 * rounding without dither, never scale.  gbrp, gbrap: shift on every plane,
 * alpha too, as swscale's planar RGB output does (255 -> 65280 at 16 bits).
 */
static int depth_replicates(const SimdLessonContext *s, int method, int round,
                            int p, int full_range)
{
    if (method != DEPTH_METHOD_AUTO)
        return method == DEPTH_METHOD_REPLICATE;
    if ((s->out_depth < s->in_depth && round) || s->rgb)
        return 0;
    return !(p == 1 || p == 2 || (p == 0 && !full_range));
}

/** Whether the frame is full range, for depth_replicates() */
static int depth_full_range(const SimdLessonContext *s, const AVFrame *in)
{
    if (s->full_range == -2)
        return 1;   /* swscale takes gray as full range */
    return s->full_range >= 0 ? s->full_range : in->color_range == AVCOL_RANGE_JPEG;
}

typedef struct DepthThreadData {
    AVFrame *dst;
    const AVFrame *src;
    int replicate[4];
    int round;                  ///< going down: round to nearest, no dither
} DepthThreadData;

static void depth_rows(const SimdLessonContext *s, uint8_t *dst, ptrdiff_t dls,
                       const uint8_t *src, ptrdiff_t sls, ptrdiff_t w, int y,
                       int rows, int replicate, int round)
{
    const int S = s->in_depth, D = s->out_depth;

    for (int end = y + rows; y < end; y++, dst += dls, src += sls) {
        if (D > S) {
            const int rshift = replicate ? 2 * S - D : SL_DEPTH_RSHIFT_NONE;
            if (S == 8)
                s->dsp.depth_up_u8((uint16_t *)dst, src, w, D - S, rshift);
            else
                s->dsp.depth_up_u16((uint16_t *)dst, (const uint16_t *)src, w, D - S, rshift);
        } else {
            const int rshift = replicate ? D : SL_DEPTH_RSHIFT_NONE;
            const uint16_t *dither = s->dither_rows[round][y & 7];
            if (D == 8)
                s->dsp.depth_down_u8(dst, (const uint16_t *)src, w, dither, S - D, rshift);
            else
                s->dsp.depth_down_u16((uint16_t *)dst, (const uint16_t *)src, w, dither,
                                      S - D, rshift, (1 << D) - 1);
        }
    }
}

static int depth_slice(AVFilterContext *ctx, void *arg, int jobnr, int nb_jobs)
{
    SimdLessonContext *s = ctx->priv;
    const DepthThreadData *td = arg;

    for (int p = 0; p < s->nb_planes; p++) {
        /* y is the row in the plane: the dither phase follows it, not the
         * row in the slice */
        const int start = s->plane_h[p] *  jobnr      / nb_jobs;
        const int end   = s->plane_h[p] * (jobnr + 1) / nb_jobs;
        const ptrdiff_t dls = td->dst->linesize[p], sls = td->src->linesize[p];

        if (end > start)
            depth_rows(s, td->dst->data[p] + start * dls, dls,
                       td->src->data[p] + start * sls, sls,
                       s->row_samples[p], start, end - start, td->replicate[p],
                       td->round);
    }
    return 0;
}

/**
 * Convert a frame.  When the timeline disables the filter, the frame is
 * still converted (the output format cannot change), with the defaults:
 * what format= would do (for gbrp/gbrap, its rule for the same samples in
 * yuv444p: swscale converts planar RGB through YCbCr).
 */
static int depth_filter_frame(AVFilterContext *ctx, AVFrame *in)
{
    SimdLessonContext *s = ctx->priv;
    AVFilterLink *outlink = ctx->outputs[0];
    const int method = ctx->is_disabled ? DEPTH_METHOD_AUTO : s->method;
    const int dither = ctx->is_disabled ? DEPTH_DITHER_AUTO : s->dither;
    const int full = depth_full_range(s, in);
    DepthThreadData td = { .src = in };
    int ret;

    if (s->in_depth == s->out_depth)
        return ff_filter_frame(outlink, in);

    td.dst = ff_get_video_buffer(outlink, outlink->w, outlink->h);
    if (!td.dst) {
        av_frame_free(&in);
        return AVERROR(ENOMEM);
    }
    ret = av_frame_copy_props(td.dst, in);
    td.round = depth_rounds(s, dither);
    for (int p = 0; p < s->nb_planes; p++)
        td.replicate[p] = depth_replicates(s, method, td.round, p, full);
    if (ret >= 0)
        ret = ff_filter_execute(ctx, depth_slice, &td, NULL,
                                FFMIN(outlink->h, ff_filter_get_nb_threads(ctx)));
    av_frame_free(&in);
    if (ret < 0) {
        av_frame_free(&td.dst);
        return ret;
    }
    return ff_filter_frame(outlink, td.dst);
}

static int query_formats(const AVFilterContext *ctx, AVFilterFormatsConfig **cfg_in,
                         AVFilterFormatsConfig **cfg_out)
{
    const SimdLessonContext *s = ctx->priv;
    AVFilterFormats *formats, *second;
    int ret;

    if (s->mode == MODE_SHUFFLE) {
        AVFilterFormats *in = NULL, *out = NULL;

        for (int i = 0; i < FF_ARRAY_ELEMS(shuffle_formats); i++)
            if ((ret = ff_add_format(&in, shuffle_formats[i].fmt)) < 0)
                return ret;
        if (s->map)
            return ff_set_common_formats2(ctx, cfg_in, cfg_out, in);
        /* out=: any input, so that an unreachable one gets a clear error
         * in config_output() */
        if ((ret = ff_add_format(&out, s->out_format)) < 0) {
            ff_formats_unref(&in);
            return ret;
        }
        if ((ret = ff_formats_ref(in, &cfg_in[0]->formats)) < 0) {
            ff_formats_unref(&out);
            return ret;
        }
        return ff_formats_ref(out, &cfg_out[0]->formats);
    }

    if (s->mode == MODE_DEPTH)
        return depth_query_formats(ctx, cfg_in, cfg_out);
    if (!(formats = supported_formats()))
        return AVERROR(ENOMEM);
    if (s->mode != MODE_ADD)
        return ff_set_common_formats2(ctx, cfg_in, cfg_out, formats);

    /* The output has the format of the first input.  The second input is
     * negotiated on its own, so that a different format reaches
     * config_output(), which names both, instead of being converted. */
    if ((ret = ff_formats_ref(formats, &cfg_in[0]->formats)) < 0 ||
        (ret = ff_formats_ref(formats, &cfg_out[0]->formats)) < 0)
        return ret;
    if (!(second = supported_formats()))
        return AVERROR(ENOMEM);
    return ff_formats_ref(second, &cfg_in[1]->formats);
}

/** Check the options against each other and the format, and pick the kernels. */
static int setup_kernels(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;
    const int range = (1 << s->depth) - 1;
    const int sat = s->overflow == OVERFLOW_SATURATE;
    enum SimdLessonArith arith;

    if (s->mode == MODE_DEPTH && (!sat || s->planes != 0xF || s->value)) {
        av_log(ctx, AV_LOG_ERROR, "%s does not apply to mode=depth.\n",
               !sat ? "overflow" : s->value ? "value" : "planes");
        return AVERROR(EINVAL);
    }
    if (s->bias && !sat) {
        av_log(ctx, AV_LOG_ERROR, "bias=1 saturates: it cannot be used with overflow=wrap.\n");
        return AVERROR(EINVAL);
    }
    if (s->mode == MODE_SHUFFLE) {
        if (s->planes != 0xF || s->overflow != OVERFLOW_SATURATE || s->value) {
            av_log(ctx, AV_LOG_ERROR, "%s does not apply to mode=shuffle.\n",
                   s->planes != 0xF ? "planes" : s->value ? "value" : "overflow");
            return AVERROR(EINVAL);
        }
        return setup_shuffle(ctx, shuffle_format(ctx->inputs[0]->format));
    }
    if (s->mode == MODE_OFFSET && FFABS(s->value) > range) {
        av_log(ctx, AV_LOG_ERROR, "value %d is out of range for %d-bit samples: "
               "it must be within -%d..%d.\n", s->value, s->depth, range, range);
        return AVERROR(ERANGE);
    }

    s->max    = range << s->shift;
    s->kvalue = s->value * (1 << s->shift);

    arith = s->bias ? SL_ARITH_BIAS : sat ? SL_ARITH_SATURATE : SL_ARITH_WRAP;
    s->add_u8     = ff_simdlesson_add_u8_func(&s->dsp, arith);
    s->add_u16    = ff_simdlesson_add_u16_func(&s->dsp, arith);
    s->offset_u8  = ff_simdlesson_offset_u8_func(&s->dsp, arith);
    s->offset_u16 = ff_simdlesson_offset_u16_func(&s->dsp, arith);
    return 0;
}

static void process_row(const SimdLessonContext *s, uint8_t *dst, const uint8_t *a,
                        const uint8_t *b, ptrdiff_t w)
{
    if (s->mode == MODE_SHUFFLE) {
        if (s->odd_422) {           /* (kernels take at least one pixel) */
            if (w > 1)
                s->shuffle(dst, a, w - 1, &s->shuf);
            s->shuffle(dst + 4 * (w - 1), a + 4 * (w - 1), 1, &s->shuf_last);
        } else {
            s->shuffle(dst, a, w, &s->shuf);
        }
    } else if (s->bytes == 1) {
        if (b)
            s->add_u8(dst, a, b, w);
        else
            s->offset_u8(dst, a, w, s->kvalue);
    } else {
        if (b)
            s->add_u16((uint16_t *)dst, (const uint16_t *)a, (const uint16_t *)b, w, s->max);
        else
            s->offset_u16((uint16_t *)dst, (const uint16_t *)a, w, s->kvalue, s->max);
    }
}

static int process_slice(AVFilterContext *ctx, void *arg, int jobnr, int nb_jobs)
{
    SimdLessonContext *s = ctx->priv;
    const ThreadData *td = arg;

    for (int p = 0; p < s->nb_planes; p++) {
        const int start = s->plane_h[p] *  jobnr      / nb_jobs;
        const int end   = s->plane_h[p] * (jobnr + 1) / nb_jobs;
        const ptrdiff_t dls = td->dst->linesize[p];
        const ptrdiff_t als = td->a->linesize[p];
        const ptrdiff_t bls = td->b ? td->b->linesize[p] : 0;
        const ptrdiff_t row_bytes = (ptrdiff_t)s->row_samples[p] * s->bytes;
        uint8_t *dst     = td->dst->data[p] + start * dls;
        const uint8_t *a = td->a->data[p]   + start * als;
        const uint8_t *b = td->b ? td->b->data[p] + start * bls : NULL;
        ptrdiff_t w = s->row_samples[p];
        int rows = end - start;

        if (rows <= 0)
            continue;
        if (!(s->planes & (1 << p))) {
            if (dst != a)
                av_image_copy_plane(dst, dls, a, als, row_bytes, rows);
            continue;
        }
        /* Contiguous rows are one long row. */
        if (dls == row_bytes && als == row_bytes && (!b || bls == row_bytes) && !s->odd_422) {
            w   *= rows;
            rows = 1;
        }
        for (int y = 0; y < rows; y++) {
            process_row(s, dst, a, b, w);
            dst += dls;
            a   += als;
            if (b)
                b += bls;
        }
    }
    return 0;
}

/**
 * buffersrc only warns when an API user sends frames of another size or
 * format than the link's, and the rows are sized from the link: refuse them.
 */
static int check_frame(AVFilterContext *ctx, int i, const AVFrame *f)
{
    const AVFilterLink *inlink = ctx->inputs[i];

    if (f->width == inlink->w && f->height == inlink->h && f->format == inlink->format)
        return 0;
    av_log(ctx, AV_LOG_ERROR, "Frame of %dx%d %s on input '%s', configured for %dx%d %s: "
           "size and pixel format cannot change while running.\n",
           f->width, f->height, av_get_pix_fmt_name(f->format), ctx->input_pads[i].name,
           inlink->w, inlink->h, av_get_pix_fmt_name(inlink->format));
    return AVERROR(EINVAL);
}

/**
 * Compute a (+ b) and send it on: in place in a, unless a is shared with
 * another consumer, then into a new frame.  Takes ownership of a.
 */
static int filter_frame(AVFilterContext *ctx, AVFrame *a, const AVFrame *b)
{
    AVFilterLink *outlink = ctx->outputs[0];
    ThreadData td = { .dst = a, .a = a, .b = b };
    int ret = 0;

    if (!av_frame_is_writable(a)) {
        td.dst = ff_get_video_buffer(outlink, outlink->w, outlink->h);
        if (!td.dst) {
            av_frame_free(&a);
            return AVERROR(ENOMEM);
        }
        ret = av_frame_copy_props(td.dst, a);
    }
    td.dst->format = outlink->format;   /* mode=shuffle:out= converts in place */
    if (ret >= 0)
        ret = ff_filter_execute(ctx, process_slice, &td, NULL,
                                FFMIN(outlink->h, ff_filter_get_nb_threads(ctx)));
    if (td.dst != a)
        av_frame_free(&a);
    if (ret < 0) {
        av_frame_free(&td.dst);
        return ret;
    }
    return ff_filter_frame(outlink, td.dst);
}

static int process_two(FFFrameSync *fs)
{
    AVFilterContext *ctx = fs->parent;
    AVFrame *a, *b;
    int ret;

    ret = ff_framesync_dualinput_get(fs, &a, &b);
    if (ret < 0)
        return ret;
    if ((ret = check_frame(ctx, 0, a)) < 0 || (b && (ret = check_frame(ctx, 1, b)) < 0)) {
        av_frame_free(&a);
        return ret;
    }
    if (!b)                             /* timeline disabled */
        return ff_filter_frame(ctx->outputs[0], a);
    return filter_frame(ctx, a, b);
}

static int process_one(AVFilterContext *ctx, AVFrame *in)
{
    const SimdLessonContext *s = ctx->priv;
    int ret = check_frame(ctx, 0, in);

    if (ret < 0) {
        av_frame_free(&in);
        return ret;
    }
    if (s->mode == MODE_DEPTH)
        return depth_filter_frame(ctx, in);
    if (s->mode == MODE_SHUFFLE && s->identity)
        return ff_filter_frame(ctx->outputs[0], in);
    /* Frames must leave in the output format: out= converts them always. */
    if (ctx->is_disabled && !(s->mode == MODE_SHUFFLE && !s->map))
        return ff_filter_frame(ctx->outputs[0], in);
    return filter_frame(ctx, in, NULL);
}

static int config_output(AVFilterLink *outlink)
{
    AVFilterContext *ctx = outlink->src;
    SimdLessonContext *s = ctx->priv;
    AVFilterLink *la = ctx->inputs[0];
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(la->format);
    int ret;

    if (s->mode == MODE_DEPTH && (ret = depth_config(ctx, la, outlink)) < 0)
        return ret;
    if (s->mode == MODE_ADD) {
        AVFilterLink *lb = ctx->inputs[1];
        if (la->w != lb->w || la->h != lb->h || la->format != lb->format) {
            av_log(ctx, AV_LOG_ERROR,
                   "Inputs must have the same size and pixel format: input '%s' is "
                   "%dx%d %s, input '%s' is %dx%d %s.\n",
                   ctx->input_pads[0].name, la->w, la->h, av_get_pix_fmt_name(la->format),
                   ctx->input_pads[1].name, lb->w, lb->h, av_get_pix_fmt_name(lb->format));
            return AVERROR(EINVAL);
        }
    }

    outlink->w = la->w;
    outlink->h = la->h;
    outlink->sample_aspect_ratio = la->sample_aspect_ratio;
    outlink->time_base = la->time_base;
    ff_filter_link(outlink)->frame_rate = ff_filter_link(la)->frame_rate;

    if (s->mode == MODE_SHUFFLE) {      /* one plane of whole pixels */
        const ShuffleFormat *f = shuffle_format(la->format);
        s->bytes = strlen(f->layout) * f->channel_bytes;
    } else {
        s->bytes = sample_bytes(desc);
    }
    s->depth     = desc->comp[0].depth;
    s->shift     = desc->comp[0].shift;
    s->nb_planes = av_pix_fmt_count_planes(la->format);
    for (int p = 0; p < s->nb_planes; p++) {
        s->row_samples[p] = av_image_get_linesize(la->format, la->w, p) / s->bytes;
        s->plane_h[p]     = (p == 1 || p == 2) ? AV_CEIL_RSHIFT(la->h, desc->log2_chroma_h)
                                               : la->h;
    }

    ret = setup_kernels(ctx);
    if (ret < 0 || s->mode != MODE_ADD)
        return ret;

    ret = ff_framesync_init_dualinput(&s->fs, ctx);
    if (ret < 0)
        return ret;
    s->fs.opaque   = s;
    s->fs.on_event = process_two;
    ret = ff_framesync_configure(&s->fs);
    outlink->time_base = s->fs.time_base;
    return ret;
}

/** Options of another mode are refused, not ignored: at init and at run time. */
static int check_mode_options(AVFilterContext *ctx)
{
    const SimdLessonContext *s = ctx->priv;
    int ret;

    if (s->mode != MODE_ADD && s->bias) {
        av_log(ctx, AV_LOG_ERROR, "bias only applies to mode=add.\n");
        return AVERROR(EINVAL);
    }
    if (s->mode != MODE_ADD && (s->fs.opt_shortest || !s->fs.opt_repeatlast ||
                                s->fs.opt_eof_action != EOF_ACTION_REPEAT)) {
        av_log(ctx, AV_LOG_ERROR, "shortest, repeatlast and eof_action only apply to mode=add.\n");
        return AVERROR(EINVAL);
    }
    if (s->mode != MODE_OFFSET && s->value) {
        av_log(ctx, AV_LOG_ERROR, "value only applies to mode=offset.\n");
        return AVERROR(EINVAL);
    }
    if (s->mode != MODE_SHUFFLE && (s->map || s->out_format != AV_PIX_FMT_NONE)) {
        av_log(ctx, AV_LOG_ERROR, "%s only applies to mode=shuffle.\n", s->map ? "map" : "out");
        return AVERROR(EINVAL);
    }
    if (s->mode == MODE_SHUFFLE) {
        if (s->overflow != OVERFLOW_SATURATE || s->planes != 0xF) {
            av_log(ctx, AV_LOG_ERROR, "%s does not apply to mode=shuffle.\n",
                   s->planes != 0xF ? "planes" : "overflow");
            return AVERROR(EINVAL);
        }
        if (!s->map == (s->out_format == AV_PIX_FMT_NONE)) {
            av_log(ctx, AV_LOG_ERROR, "mode=shuffle needs %s: out=FORMAT to convert, "
                   "or map=SPEC to move channels within the format.\n",
                   s->map ? "one of out= and map=, not both" : "out= or map=");
            return AVERROR(EINVAL);
        }
        if (s->map && (ret = parse_map(ctx, s->map, NULL, NULL)) < 0)
            return ret;
        if (s->out_format != AV_PIX_FMT_NONE && !shuffle_format(s->out_format)) {
            char names[64];
            av_log(ctx, AV_LOG_ERROR, "out=%s: mode=shuffle converts only between packed "
                   "formats of one kind:", av_get_pix_fmt_name(s->out_format));
            for (int fam = 0; fam <= shuffle_formats[FF_ARRAY_ELEMS(shuffle_formats) - 1].family; fam++) {
                family_names(names, sizeof(names), fam);
                av_log(ctx, AV_LOG_ERROR, "%s %s", fam ? ";" : "", names);
            }
            av_log(ctx, AV_LOG_ERROR, ".\n");
            return AVERROR(EINVAL);
        }
    }
    if (s->mode != MODE_DEPTH && (s->out_depth || s->method || s->dither)) {
        av_log(ctx, AV_LOG_ERROR, "%s only applies to mode=depth.\n",
               s->out_depth ? "depth" : s->method ? "method" : "dither");
        return AVERROR(EINVAL);
    }
    if (s->mode == MODE_DEPTH && !depth_is_valid(s->out_depth)) {
        av_log(ctx, AV_LOG_ERROR, s->out_depth ? "depth=%d is not supported: mode=depth "
               "converts to 8, 9, 10, 12, 14 or 16 bits.\n" : "mode=depth needs depth=8, 9, 10, "
               "12, 14 or 16.\n", s->out_depth);
        return AVERROR(EINVAL);
    }
    return 0;
}

static av_cold int init(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;
    static const char *const add_inputs[] = { "a", "b" };
    static const char *const one_input[]  = { "default" };
    const char *const *names = s->mode == MODE_ADD ? add_inputs : one_input;
    const int nb_inputs      = s->mode == MODE_ADD ? 2 : 1;
    int ret;

    if ((ret = check_mode_options(ctx)) < 0)
        return ret;

    for (int i = 0; i < nb_inputs; i++) {
        AVFilterPad pad = {
            .name = names[i],
            .type = AVMEDIA_TYPE_VIDEO,
        };
        if ((ret = ff_append_inpad(ctx, &pad)) < 0)
            return ret;
    }

    ff_simdlesson_dsp_init(&s->dsp);
    return 0;
}

static av_cold void uninit(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;

    ff_framesync_uninit(&s->fs);
}

static int activate(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;
    AVFilterLink *inlink = ctx->inputs[0], *outlink = ctx->outputs[0];
    AVFrame *in;
    int ret;

    if (s->mode == MODE_ADD)
        return ff_framesync_activate(&s->fs);

    FF_FILTER_FORWARD_STATUS_BACK(outlink, inlink);
    ret = ff_inlink_consume_frame(inlink, &in);
    if (ret < 0)
        return ret;
    if (ret > 0)
        return process_one(ctx, in);
    FF_FILTER_FORWARD_STATUS(inlink, outlink);
    FF_FILTER_FORWARD_WANTED(outlink, inlink);
    return FFERROR_NOT_READY;
}

/* value, overflow, planes and map change at run time; an invalid change
 * leaves the previous state in place. */
static int process_command(AVFilterContext *ctx, const char *cmd, const char *args,
                           char *res, int res_len, int flags)
{
    SimdLessonContext *s = ctx->priv;
    const int value = s->value, overflow = s->overflow, planes = s->planes;
    char *map = NULL;
    int ret;

    if (s->map && !(map = av_strdup(s->map)))
        return AVERROR(ENOMEM);
    ret = ff_filter_process_command(ctx, cmd, args, res, res_len, flags);
    if (ret >= 0 && s->mode == MODE_SHUFFLE && !s->map != !map) {
        av_log(ctx, AV_LOG_ERROR, "map can only be changed, not set or removed, at run time.\n");
        ret = AVERROR(EINVAL);
    }
    if (ret >= 0)
        ret = check_mode_options(ctx);
    if (ret >= 0 && s->bytes)           /* configured */
        ret = setup_kernels(ctx);
    if (ret < 0) {
        s->value    = value;
        s->overflow = overflow;
        s->planes   = planes;
        av_freep(&s->map);
        s->map = map;
        map    = NULL;
        if (s->bytes)
            setup_kernels(ctx);
    }
    av_free(map);
    return ret;
}

static const AVFilterPad simdlesson_outputs[] = {
    {
        .name         = "default",
        .type         = AVMEDIA_TYPE_VIDEO,
        .config_props = config_output,
    },
};

const FFFilter ff_vf_simdlesson = {
    .p.name          = "simdlesson",
    .p.description   = NULL_IF_CONFIG_SMALL("Add frames or a constant, reorder the channels of packed pixels, or convert the bit depth, with SIMD row kernels."),
    .p.priv_class    = &simdlesson_class,
    .p.flags         = AVFILTER_FLAG_DYNAMIC_INPUTS |
                       AVFILTER_FLAG_SLICE_THREADS |
                       AVFILTER_FLAG_SUPPORT_TIMELINE_INTERNAL,
    .priv_size       = sizeof(SimdLessonContext),
    .preinit         = simdlesson_framesync_preinit,
    .init            = init,
    .uninit          = uninit,
    .activate        = activate,
    FILTER_OUTPUTS(simdlesson_outputs),
    FILTER_QUERY_FUNC2(query_formats),
    .process_command = process_command,
};
