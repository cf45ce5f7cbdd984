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
 * simdlesson mode=depth: convert planar YUV, YUVA, gray and GBR(A) between
 * 8, 9, 10, 12, 14 and 16 bits, the way swscale's unscaled path does
 * (GBR(A): the rule of swscale's planar RGB output, which swscale itself
 * reaches only through a YUV round trip).
 */

#include "libavutil/common.h"
#include "libavutil/pixdesc.h"

#include "simdlesson.h"

/**
 * The ordered dither of swscale's unscaled depth conversion, for each shift
 * S - D from 1 to 8: row y & 7, column x & 7.  Copied from dithers[][][] in
 * libswscale/swscale_unscaled.c (used by planarCopyWrapper()): the output
 * must be bit-identical to swscale's.  Shifts 6 and 7 share one matrix
 * there too.
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

/** The deprecated full-range yuvj formats */
static int is_yuvj(enum AVPixelFormat fmt)
{
    return fmt == AV_PIX_FMT_YUVJ420P || fmt == AV_PIX_FMT_YUVJ422P ||
           fmt == AV_PIX_FMT_YUVJ444P || fmt == AV_PIX_FMT_YUVJ440P ||
           fmt == AV_PIX_FMT_YUVJ411P;
}

/**
 * Planar formats of mode=depth: each component in a plane of its own, in
 * bytes (8 bits) or native-endian 16-bit words (9 to 16 bits) holding the
 * sample in their low bits: yuv, yuva, gray, gbrp, gbrap.  The yuvj
 * formats are left out: their siblings at other depths are the plain yuv
 * formats (full-range frames are tagged with color_range instead).
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
        is_yuvj(av_pix_fmt_desc_get_id(desc)))
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
 * at the requested depth reaches depth_config() and is named in an error
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

enum AVPixelFormat ff_simdlesson_depth_setup(SimdLessonContext *s, enum AVPixelFormat in)
{
    SimdLessonDepth *dpt = &s->dpt;
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(in);
    const enum AVPixelFormat want = depth_sibling(in, s->out_depth);

    if (want == AV_PIX_FMT_NONE)
        return want;
    s->bytes      = s->depth > 8 ? 2 : 1;
    dpt->rgb      = !!(desc->flags & AV_PIX_FMT_FLAG_RGB);
    dpt->range    = dpt->rgb                 ? SL_DEPTH_RANGE_RGB  :
                    desc->nb_components == 1 ? SL_DEPTH_RANGE_GRAY : SL_DEPTH_RANGE_FRAME;
    if (s->out_depth < s->depth) {
        const int shift = s->depth - s->out_depth;
        for (int y = 0; y < 8; y++)
            for (int x = 0; x < 8; x++) {
                dpt->dither_rows[0][y][x] = depth_dither[shift - 1][y][x];
                dpt->dither_rows[1][y][x] = 1 << (shift - 1);
            }
    }
    return want;
}

static int depth_config(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;
    const AVFilterLink *inlink = ctx->inputs[0], *outlink = ctx->outputs[0];
    const enum AVPixelFormat want = ff_simdlesson_depth_setup(s, inlink->format);

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
    return dither == SL_DEPTH_DITHER_NONE ||
           (dither == SL_DEPTH_DITHER_AUTO && s->dpt.rgb);
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
    if (method != SL_DEPTH_METHOD_AUTO)
        return method == SL_DEPTH_METHOD_REPLICATE;
    if ((s->out_depth < s->depth && round) || s->dpt.rgb)
        return 0;
    return !(p == 1 || p == 2 || (p == 0 && !full_range));
}

/** Whether plane 0 of the frame is full range, for depth_replicates() */
static int depth_full_range(const SimdLessonContext *s, const AVFrame *in)
{
    switch (s->dpt.range) {
    case SL_DEPTH_RANGE_GRAY:
        return 1;   /* swscale takes gray as full range */
    case SL_DEPTH_RANGE_FRAME:
        return in->color_range == AVCOL_RANGE_JPEG;
    default:
        return 0;
    }
}

static void depth_rows(const SimdLessonContext *s, uint8_t *dst, ptrdiff_t dls,
                       const uint8_t *src, ptrdiff_t sls, ptrdiff_t w, int y,
                       int rows, int replicate, int round)
{
    const int S = s->depth, D = s->out_depth;

    for (int end = y + rows; y < end; y++, dst += dls, src += sls) {
        if (D > S) {
            const int rshift = replicate ? 2 * S - D : SL_DEPTH_RSHIFT_NONE;
            if (S == 8)
                s->dsp.depth_up_u8((uint16_t *)dst, src, w, D - S, rshift);
            else
                s->dsp.depth_up_u16((uint16_t *)dst, (const uint16_t *)src, w, D - S, rshift);
        } else {
            const int rshift = replicate ? D : SL_DEPTH_RSHIFT_NONE;
            const uint16_t *dither = s->dpt.dither_rows[round][y & 7];
            if (D == 8)
                s->dsp.depth_down_u8(dst, (const uint16_t *)src, w, dither, S - D, rshift);
            else
                s->dsp.depth_down_u16((uint16_t *)dst, (const uint16_t *)src, w, dither,
                                      S - D, rshift, (1 << D) - 1);
        }
    }
}

void ff_simdlesson_depth_plan(const SimdLessonContext *s, const AVFrame *in, int method,
                              int dither, SimdLessonDepthPlan *plan)
{
    const int full = depth_full_range(s, in);

    plan->round = depth_rounds(s, dither);
    for (int p = 0; p < s->nb_planes; p++)
        plan->replicate[p] = depth_replicates(s, method, plan->round, p, full);
}

void ff_simdlesson_depth_slice(const SimdLessonContext *s, AVFrame *dst, const AVFrame *src,
                               const SimdLessonDepthPlan *plan, int jobnr, int nb_jobs)
{
    for (int p = 0; p < s->nb_planes; p++) {
        /* y is the row in the plane: the dither phase follows it, not the
         * row in the slice */
        const int start = s->plane_h[p] *  jobnr      / nb_jobs;
        const int end   = s->plane_h[p] * (jobnr + 1) / nb_jobs;
        const ptrdiff_t dls = dst->linesize[p], sls = src->linesize[p];

        if (end > start)
            depth_rows(s, dst->data[p] + start * dls, dls, src->data[p] + start * sls, sls,
                       s->row_samples[p], start, end - start, plan->replicate[p],
                       plan->round);
    }
}

typedef struct DepthThreadData {
    AVFrame *dst;
    const AVFrame *src;
    SimdLessonDepthPlan plan;
} DepthThreadData;

static int depth_slice(AVFilterContext *ctx, void *arg, int jobnr, int nb_jobs)
{
    const DepthThreadData *td = arg;

    ff_simdlesson_depth_slice(ctx->priv, td->dst, td->src, &td->plan, jobnr, nb_jobs);
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
    const int method = ctx->is_disabled ? SL_DEPTH_METHOD_AUTO : s->method;
    const int dither = ctx->is_disabled ? SL_DEPTH_DITHER_AUTO : s->dither;
    DepthThreadData td = { .src = in };

    if (s->depth == s->out_depth)
        return ff_filter_frame(outlink, in);

    ff_simdlesson_depth_plan(s, in, method, dither, &td.plan);
    return ff_simdlesson_convert_frame(ctx, in, &td.dst, depth_slice, &td);
}

static int depth_check_options(AVFilterContext *ctx)
{
    const SimdLessonContext *s = ctx->priv;

    if (!depth_is_valid(s->out_depth)) {
        av_log(ctx, AV_LOG_ERROR, s->out_depth ? "depth=%d is not supported: mode=depth "
               "converts to 8, 9, 10, 12, 14 or 16 bits.\n" : "mode=depth needs depth=8, 9, 10, "
               "12, 14 or 16.\n", s->out_depth);
        return AVERROR(EINVAL);
    }
    return 0;
}

const SimdLessonMode ff_simdlesson_depth = {
    .nb_inputs     = 1,
    .check_options = depth_check_options,
    .query_formats = depth_query_formats,
    .config        = depth_config,
    .filter_frame  = depth_filter_frame,
};
