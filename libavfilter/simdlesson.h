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
 * The simdlesson filter's private context and the interface of its modes:
 * vf_simdlesson.c holds the options, pads, frame flow and commands and
 * dispatches to one SimdLessonMode; each mode family chooses its formats,
 * configures itself and processes its rows in a file of its own
 * (simdlesson_add.c: add and offset, simdlesson_shuffle.c,
 * simdlesson_layout.c: shuffle's conversions between layouts,
 * simdlesson_depth.c).
 */

#ifndef AVFILTER_SIMDLESSON_H
#define AVFILTER_SIMDLESSON_H

#include <stddef.h>
#include <stdint.h>

#include "libavutil/frame.h"
#include "libavutil/pixdesc.h"

#include "avfilter.h"
#include "filters.h"
#include "formats.h"
#include "framesync.h"
#include "libswscale/simdlesson_convert.h"

enum SimdLessonModeId {
    SL_MODE_ADD,
    SL_MODE_OFFSET,
    SL_MODE_SHUFFLE,
    SL_MODE_DEPTH,
    SL_NB_MODES
};

enum SimdLessonOverflow {
    SL_OVERFLOW_SATURATE,
    SL_OVERFLOW_WRAP,
    SL_NB_OVERFLOWS
};

/** planes=: every plane (the default) */
#define SL_ALL_PLANES 0xF

/** mode=add and mode=offset: the kernel and its arguments */
typedef struct SimdLessonAdd {
    int max;                        ///< largest sample value, as stored
    int value;                      ///< mode=offset: value, as stored
    /* the one set for the mode and the sample size */
    SimdLessonAddU8Func     add_u8;
    SimdLessonAddU16Func    add_u16;
    SimdLessonOffsetU8Func  offset_u8;
    SimdLessonOffsetU16Func offset_u16;
} SimdLessonAdd;

typedef struct SimdLessonContext {
    const AVClass *class;
    FFFrameSync fs;

    /* options */
    int mode;
    int overflow;
    int bias;
    int value;
    int planes;                 ///< bit p set: process plane p, else copy it
    enum AVPixelFormat out_format;  ///< mode=shuffle: the format to convert to
    char *map;                  ///< mode=shuffle: the channel map
    int out_depth;              ///< mode=depth: D
    int method;                 ///< mode=depth, going up (and the scaling going down)
    int dither;                 ///< mode=depth, going down
    int matrix;                 ///< mode=shuffle, YUV <-> RGB: AVColorSpace, -1: auto
    int range;                  ///< mode=shuffle, YUV <-> RGB: AVColorRange
    char *sws_flags;            ///< mode=shuffle, YUV <-> RGB: swscale's flags

    const struct SimdLessonMode *m;     ///< the mode's functions

    /* from the format, set by config_output() */
    int configured;             ///< config_output() has run: setup() may run
    int nb_planes;
    int bytes;                  ///< bytes per element of a row (sample; pixel for shuffles)
    int depth;                  ///< bits per sample of the input
    int shift;                  ///< bits below the sample in its word (p010: 6)
    int row_samples[4];         ///< elements in one row of each plane
    int plane_h[4];             ///< rows of each plane
    int whole_rows;             ///< rows are processed one by one, never joined

    SimdLessonAdd add;
    SimdLessonDSPContext dsp;       ///< mode=add and mode=offset
    /** mode=shuffle and mode=depth: the conversion, planned with cv_opts */
    SimdLessonConvert cv;
    SimdLessonConvertOpts cv_opts;
    int8_t map_src[8];              ///< map=: cv_opts.map, parsed
    /** mode=shuffle, YUV <-> RGB: swscale's converter (the DSP's route),
     *  with the matrix and the range of its colorspace details */
    struct SwsContext *sws;
    int sws_matrix, sws_full;
    int color;                      ///< the pair is YUV <-> RGB: frames go to sws
} SimdLessonContext;

/**
 * A mode family's functions.  check_options, setup, row and filter_frame
 * may be NULL.  Errors are logged with the filter context.
 */
typedef struct SimdLessonMode {
    int nb_inputs;              ///< 2: the frames come through framesync
    /** the mode's own options, before the format is known: at init and
     *  after each command */
    int (*check_options)(AVFilterContext *ctx);
    int (*query_formats)(const AVFilterContext *ctx,
                         AVFilterFormatsConfig **cfg_in,
                         AVFilterFormatsConfig **cfg_out);
    /** the links, once: check them and set bytes (what a row counts) */
    int (*config)(AVFilterContext *ctx);
    /** the kernels, from the options and the format: after config and
     *  after each command (on failure, again with the previous options) */
    int (*setup)(AVFilterContext *ctx);
    /** process one row: b is NULL but for mode=add */
    void (*row)(const SimdLessonContext *s, uint8_t *dst, const uint8_t *a,
                const uint8_t *b, ptrdiff_t w);
    /** a frame of a one-input mode, owned from then on */
    int (*filter_frame)(AVFilterContext *ctx, AVFrame *in);
} SimdLessonMode;

extern const SimdLessonMode ff_simdlesson_add;
extern const SimdLessonMode ff_simdlesson_offset;
extern const SimdLessonMode ff_simdlesson_shuffle;
extern const SimdLessonMode ff_simdlesson_depth;

/**
 * Run the mode's row function over a (and b) and send the result on: in
 * place in a, unless a is shared with another consumer, then into a new
 * frame.  Planes not in planes= are copied from a.  Takes ownership of a.
 */
int ff_simdlesson_filter_rows(AVFilterContext *ctx, AVFrame *a, const AVFrame *b);

/**
 * Convert in with s->cv into a new frame of the output link, on the slice
 * threads, and send it on.  Takes ownership of in.
 */
int ff_simdlesson_convert_frame(AVFilterContext *ctx, AVFrame *in);

#endif /* AVFILTER_SIMDLESSON_H */
