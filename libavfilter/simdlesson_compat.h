/*
 * simdlesson: FFmpeg 9.0's names for the older releases it builds with
 *
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
 * The filter is written in FFmpeg 9.0's own API.  A tree that lacks part
 * of it (7.1, 5.1) gets this header and the SIMDLESSON_HAVE_* switches
 * (simdlesson_features.h), detected from the tree's sources by the
 * project's tools/overlay.sh; a 9.0 tree gets neither.  What the
 * preprocessor cannot reach, the series' compat/SERIES.patch changes in
 * the copies of the sources such a tree gets (marked "patch" below):
 *  - simdlesson.h includes this header after its own includes;
 *  - without FFFilter, the designators .p.name... lose their ".p";
 *  - without query_func2, SIMDLESSON_COMPAT_FILTER_DEFS goes before the
 *    filter definition;
 *  - without color range negotiation, depth_full_range() asks
 *    sl_gray_full_range() about gray frames, and mode=shuffle's RGB to YUV
 *    neither declares the output link's color space and range nor takes
 *    them as its auto matrix and range (unspecified: BT.601, limited);
 *  - without the pixel formats of 6.0 (p012, p212, p412, y212), their
 *    layout pairs go (libswscale/simdlesson_convert.c);
 *  - before swscale 9 (FFmpeg 8.0), whose SwsInternal holds the user's
 *    options in a public SwsContext, libswscale/swscale_simdlesson.c's
 *    read_state() reads them from the one SwsContext, and its converter
 *    has the older SwsFunc prototype.
 */

#ifndef AVFILTER_SIMDLESSON_COMPAT_H
#define AVFILTER_SIMDLESSON_COMPAT_H

#include "simdlesson_features.h"

#include "libavutil/avassert.h"
#include "libavutil/frame.h"
#include "avfilter.h"
#include "filters.h"
#include "formats.h"
#if !SIMDLESSON_HAVE_FILTERS_H_API
#include "internal.h"   /* FILTER_OUTPUTS, ff_filter_execute, ... before 7.0 */
#endif

/* The filter definition: FFFilter wrapping a public AVFilter p since 8.0
 * (patch: .p.name -> .name). */
#if !SIMDLESSON_HAVE_FFFILTER
#define FFFilter AVFilter
#endif

/* The frame rate moved from AVFilterLink to FilterLink in 7.1. */
#if !SIMDLESSON_HAVE_FILTERLINK
typedef AVFilterLink FilterLink;

static inline FilterLink *ff_filter_link(AVFilterLink *link)
{
    return link;
}
#endif

/*
 * query_func2 (7.1): the query function gets the links' format
 * configurations as arrays.  Before, FILTER_QUERY_FUNC's function gets the
 * context: SIMDLESSON_COMPAT_FILTER_DEFS (patch: before the filter
 * definition) defines one that hands the filter's query_formats() the
 * arrays.
 */
#if !SIMDLESSON_HAVE_QUERY_FUNC2
#define SL_MAX_INPUTS 2

static inline int ff_set_common_formats2(const AVFilterContext *ctx,
                                         AVFilterFormatsConfig **cfg_in,
                                         AVFilterFormatsConfig **cfg_out,
                                         AVFilterFormats *formats)
{
    return ff_set_common_formats((AVFilterContext *)ctx, formats);
}

#define FILTER_QUERY_FUNC2(func) FILTER_QUERY_FUNC(func ## _compat)

#define SIMDLESSON_COMPAT_FILTER_DEFS                                         \
static int query_formats_compat(AVFilterContext *ctx)                        \
{                                                                             \
    AVFilterFormatsConfig *cfg_in[SL_MAX_INPUTS], *cfg_out[1];                \
                                                                              \
    av_assert0(ctx->nb_inputs <= SL_MAX_INPUTS && ctx->nb_outputs == 1);      \
    for (unsigned i = 0; i < ctx->nb_inputs; i++)                             \
        cfg_in[i] = &ctx->inputs[i]->outcfg;                                  \
    cfg_out[0] = &ctx->outputs[0]->incfg;                                     \
    return query_formats(ctx, cfg_in, cfg_out);                               \
}
#endif

/* ff_fmt_is_in() of int lists became ff_pixfmt_is_in() in 8.0. */
#if !SIMDLESSON_HAVE_PIXFMT_IS_IN
static inline int ff_pixfmt_is_in(enum AVPixelFormat fmt, const enum AVPixelFormat *fmts)
{
    return ff_fmt_is_in(fmt, (const int *)fmts);
}
#endif

/*
 * Whether swscale (format=, scale) takes a gray frame as full range.  It
 * always does since lavfi negotiates color ranges (7.1): vf_scale sets the
 * ranges once and swscale forces gray to full.  Before, vf_scale handed each
 * frame's range on to swscale after that, so a frame tagged limited range
 * was converted as limited range (shift, not replicate, on plane 0).
 * (patch: depth_full_range() calls it)
 */
#if !SIMDLESSON_HAVE_COLOR_RANGES
static inline int sl_gray_full_range(const AVFrame *frame)
{
    return frame->color_range != AVCOL_RANGE_MPEG;
}
#endif

#endif /* AVFILTER_SIMDLESSON_COMPAT_H */
