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
 * The scale filter's conversions on the simdlesson DSP: a same-size
 * conversion between two formats that simdlesson converts exactly as
 * swscale does (see simdlesson_scale.c) runs on its kernels; any other goes
 * to swscale.  vf_scale.c calls this header alone.
 */

#ifndef AVFILTER_SIMDLESSON_SCALE_H
#define AVFILTER_SIMDLESSON_SCALE_H

#include "libavutil/frame.h"

#include "avfilter.h"

/** The environment variable that turns the route off in every scale filter */
#define SIMDLESSON_SCALE_ENV "SIMDLESSON_SCALE"

typedef struct SimdLessonScale SimdLessonScale;

/**
 * Convert in into out, both of the frame size: out has its buffers and the
 * properties scale gave it.  The route is decided on each frame from the
 * frames, the options of ctx (a scale filter) and sws (its swscale
 * options object); a change of route is logged at verbose level.
 *
 * @param state   the route's state, allocated on first use; free it with
 *                ff_simdlesson_scale_uninit()
 * @param enabled the scale filter's simdlesson option
 * @return 1: converted; 0: declined, swscale's turn (out untouched); or a
 *         negative error
 */
int ff_simdlesson_scale_frame(AVFilterContext *ctx, SimdLessonScale **state, int enabled,
                              void *sws, AVFrame *out, const AVFrame *in);

void ff_simdlesson_scale_uninit(SimdLessonScale **state);

#endif /* AVFILTER_SIMDLESSON_SCALE_H */
