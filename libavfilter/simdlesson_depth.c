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

#include <string.h>

#include "libavutil/common.h"
#include "libavutil/pixdesc.h"

#include "simdlesson.h"

/**
 * The ordered dither of mode=depth, for each shift S - D from 1 to 8: row
 * y & 7, column x & 7.  These are the values of dithers[][][] in
 * libswscale/swscale_unscaled.c (used by planarCopyWrapper()), which is
 * static there: the filter's output must be bit-identical to swscale's
 * (its tests compare them).  Shifts 6 and 7 share one matrix there too.
 * (swscale's unscaled converter on the DSP, swscale_simdlesson.c, takes
 * swscale's own table.)
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
        if (!ff_simdlesson_depth_format(fmt))
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

static int depth_config(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;
    const AVFilterLink *inlink = ctx->inputs[0], *outlink = ctx->outputs[0];
    const enum AVPixelFormat want = ff_simdlesson_depth_sibling(inlink->format, s->out_depth);

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
    s->bytes = s->depth > 8 ? 2 : 1;
    memset(&s->cv, 0, sizeof(s->cv));   /* planned on the first frame */
    return 0;
}

/** Whether plane 0 of the frame is full range (swscale's rule, see
 *  simdlesson_convert.c's plan_depth()) */
static int depth_full_range(const AVFrame *in)
{
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(in->format);

    if (desc->flags & AV_PIX_FMT_FLAG_RGB)
        return 0;
    if (desc->nb_components == 1)
        return 1;   /* swscale takes gray as full range */
    return in->color_range == AVCOL_RANGE_JPEG;
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
    AVFilterLink *inlink = ctx->inputs[0], *outlink = ctx->outputs[0];
    const SimdLessonConvertOpts opts = {
        .method     = ctx->is_disabled ? SL_DEPTH_METHOD_AUTO : s->method,
        .dither     = ctx->is_disabled ? SL_DEPTH_DITHER_AUTO : s->dither,
        .full_range = depth_full_range(in),
        .ordered    = depth_dither,
    };
    int ret;

    if (s->depth == s->out_depth)
        return ff_filter_frame(outlink, in);
    /* (a plan is a few hundred bytes of tables: made again when the range
     * or the timeline changes it) */
    if (s->cv.kind != SL_CONVERT_DEPTH || opts.method != s->cv_opts.method ||
        opts.dither != s->cv_opts.dither || opts.full_range != s->cv_opts.full_range) {
        s->cv_opts = opts;
        ret = ff_simdlesson_convert_init(&s->cv, inlink->format, outlink->format,
                                         inlink->w, inlink->h, &s->cv_opts);
        if (ret <= 0) {
            av_frame_free(&in);
            return ret < 0 ? ret : AVERROR_BUG;
        }
    }
    return ff_simdlesson_convert_frame(ctx, in);
}

static int depth_check_options(AVFilterContext *ctx)
{
    const SimdLessonContext *s = ctx->priv;

    if (!ff_simdlesson_depth_is_valid(s->out_depth)) {
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
