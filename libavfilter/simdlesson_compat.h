/*
 * simdlesson: the differences between the FFmpeg releases it builds with
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
 * The only place where FFmpeg versions differ for the filter.  The
 * SIMDLESSON_HAVE_* switches are detected from the tree's sources (not its
 * version number) by the project's tools/overlay.sh; an upstream submission
 * drops this header and keeps the newest branch of each switch.
 */

#ifndef AVFILTER_SIMDLESSON_COMPAT_H
#define AVFILTER_SIMDLESSON_COMPAT_H

#include "simdlesson_features.h"

#include "avfilter.h"
#include "filters.h"
#if !SIMDLESSON_HAVE_FILTERS_H_API
#include "internal.h"   /* FILTER_INPUTS, ff_filter_execute, ... before 7.0 */
#endif

/* The filter definition: FFFilter wrapping a public AVFilter since 8.0. */
#if SIMDLESSON_HAVE_FFFILTER
#define SL_FILTER        FFFilter
#define SL_PUBLIC(field) .p.field
#else
#define SL_FILTER        AVFilter
#define SL_PUBLIC(field) .field
#endif

/* The frame rate moved from AVFilterLink to FilterLink in 7.1. */
static inline void sl_copy_frame_rate(AVFilterLink *dst, AVFilterLink *src)
{
#if SIMDLESSON_HAVE_FILTERLINK
    ff_filter_link(dst)->frame_rate = ff_filter_link(src)->frame_rate;
#else
    dst->frame_rate = src->frame_rate;
#endif
}

/*
 * Whether swscale (format=, scale) takes a gray frame as full range.  It
 * always does since lavfi negotiates color ranges (7.1): vf_scale sets the
 * ranges once and swscale forces gray to full.  Before, vf_scale handed each
 * frame's range on to swscale after that, so a frame tagged limited range
 * was converted as limited range (shift, not replicate, on plane 0).
 */
static inline int sl_gray_full_range(const AVFrame *frame)
{
#if SIMDLESSON_HAVE_COLOR_RANGES
    return 1;
#else
    return frame->color_range != AVCOL_RANGE_MPEG;
#endif
}

#endif /* AVFILTER_SIMDLESSON_COMPAT_H */
