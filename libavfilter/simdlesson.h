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
#include "simdlessondsp.h"

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

enum SimdLessonDepthMethod {
    SL_DEPTH_METHOD_AUTO,       ///< swscale's rule, per plane
    SL_DEPTH_METHOD_SHIFT,
    SL_DEPTH_METHOD_REPLICATE,
    SL_NB_DEPTH_METHODS
};

enum SimdLessonDepthDither {
    SL_DEPTH_DITHER_AUTO,       ///< what swscale does: ordered
    SL_DEPTH_DITHER_NONE,       ///< round to nearest
    SL_DEPTH_DITHER_ORDERED,    ///< swscale's 8x8 ordered dither
    SL_NB_DEPTH_DITHERS
};

/** Where mode=depth takes the range of plane 0 from */
enum SimdLessonDepthRange {
    SL_DEPTH_RANGE_FRAME,       ///< yuv, yuva: the frame's color_range
    SL_DEPTH_RANGE_GRAY,        ///< gray: see depth_full_range()
    SL_DEPTH_RANGE_RGB,         ///< gbrp, gbrap: none, see depth_replicates()
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

/**
 * The packed formats mode=shuffle works on.  A format can be converted to
 * any other of its family; layout names the channels in memory order:
 * r g b a, x for padding, y Y (the two luma samples of packed 4:2:2) u v.
 */
enum SimdLessonShuffleFamily {
    SL_FAMILY_RGB32,            ///< rgba, bgra, argb, abgr, rgb0, bgr0, 0rgb, 0bgr
    SL_FAMILY_RGB24,            ///< rgb24, bgr24
    SL_FAMILY_RGBA64LE,
    SL_FAMILY_RGBA64BE,
    SL_FAMILY_RGB48LE,
    SL_FAMILY_RGB48BE,
    SL_FAMILY_PACKED422,        ///< yuyv422, uyvy422, yvyu422
    SL_NB_FAMILIES
};

typedef struct SimdLessonShuffleFormat {
    enum AVPixelFormat fmt;
    enum SimdLessonShuffleFamily family;
    int channel_bytes;          ///< 1, or 2 for 16-bit channels
    char layout[5];
} SimdLessonShuffleFormat;

extern const SimdLessonShuffleFormat ff_simdlesson_shuffle_formats[];
extern const int ff_simdlesson_nb_shuffle_formats;
/** The entry of fmt in ff_simdlesson_shuffle_formats, or NULL */
const SimdLessonShuffleFormat *ff_simdlesson_shuffle_format(enum AVPixelFormat fmt);
/** The bytes of a pixel of f (of a macropixel of packed 4:2:2) */
int ff_simdlesson_pixel_bytes(const SimdLessonShuffleFormat *f);
/** Append to buf the names of the formats of family, separated by sep */
void ff_simdlesson_family_names(char *buf, int size, enum SimdLessonShuffleFamily family,
                                const char *sep);

/** mode=shuffle:out= between layouts (simdlesson_layout.c) */
typedef struct SimdLessonLayout {
    /** one of them is set when the conversion is between layouts */
    const struct SimdLessonPlanarPair *pair;  ///< semi-planar or packed 4:2:2 <-> planar
    SimdLessonShuffleFunc repack;   ///< packed RGB repack, with shuf
    SimdLessonShuffle shuf;
    int to_packed;                  ///< planar -> packed or semi-planar
    int bytes;                      ///< bytes of a sample
    int shift;                      ///< bits below the samples of the packed side (p010: 6)
    int cw, ch;                     ///< chroma width and height
} SimdLessonLayout;

/** mode=shuffle */
typedef struct SimdLessonShuffleMode {
    SimdLessonShuffleFunc shuffle;
    SimdLessonShuffle shuf;
    SimdLessonShuffle shuf_last;    ///< out= to 4:2:2 of odd width: the last macropixel
    int odd_422;                    ///< use shuf_last
    int identity;                   ///< the shuffle changes nothing: pass frames on
} SimdLessonShuffleMode;

/** mode=depth */
typedef struct SimdLessonDepth {
    int rgb;                        ///< gbrp, gbrap: see depth_replicates()
    enum SimdLessonDepthRange range;
    /** for each row phase y & 7, the dither row: [0] swscale's ordered
     *  dither, [1] rounding to nearest */
    uint16_t dither_rows[2][8][8];
} SimdLessonDepth;

/** mode=depth: what a frame gets, from its range and the options */
typedef struct SimdLessonDepthPlan {
    int replicate[4];           ///< per plane: replicate (up) or scale (down), else shift
    int round;                  ///< going down: round to nearest, no dither
} SimdLessonDepthPlan;

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
    SimdLessonShuffleMode shuffle;
    SimdLessonLayout layout;
    SimdLessonDepth dpt;

    SimdLessonDSPContext dsp;
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
 * Convert in into a new frame of the output link and send it on: *dst (in
 * the thread data arg) is set to the new frame, with in's properties, then
 * slice runs over the slice threads.  Takes ownership of in.
 */
int ff_simdlesson_convert_frame(AVFilterContext *ctx, AVFrame *in, AVFrame **dst,
                                avfilter_action_func *slice, void *arg);

/**
 * Set the fields of s that follow from the input format (depth, shift,
 * nb_planes) or, with w and h, from its size too (row_samples and plane_h,
 * which need bytes, set by the mode's config).
 */
void ff_simdlesson_set_format(SimdLessonContext *s, enum AVPixelFormat fmt);
void ff_simdlesson_set_size(SimdLessonContext *s, enum AVPixelFormat fmt, int w, int h);

/*
 * The conversions of mode=shuffle:out= and mode=depth on their own, for the
 * filter and for scale (simdlesson_scale.c): set up for an input format and
 * size (after ff_simdlesson_set_format()), then run on the rows of slice
 * jobnr of nb_jobs of a frame.
 */

/** mode=shuffle from in: out= (or map=) must be reachable, else an error
 *  logged with log */
int ff_simdlesson_shuffle_setup(SimdLessonContext *s, void *log,
                                enum AVPixelFormat in, int w, int h);
/** mode=depth from in: the format of out_depth it converts in to, or
 *  AV_PIX_FMT_NONE if there is none */
enum AVPixelFormat ff_simdlesson_depth_setup(SimdLessonContext *s, enum AVPixelFormat in);
/** How mode=depth converts the frame in with method and dither */
void ff_simdlesson_depth_plan(const SimdLessonContext *s, const AVFrame *in, int method,
                              int dither, SimdLessonDepthPlan *plan);
void ff_simdlesson_depth_slice(const SimdLessonContext *s, AVFrame *dst, const AVFrame *src,
                               const SimdLessonDepthPlan *plan, int jobnr, int nb_jobs);

/** Add every format of a conversion between layouts to list */
int ff_simdlesson_layout_formats(AVFilterFormats **list);
/** Whether fmt is a format of a conversion between layouts */
int ff_simdlesson_layout_has_format(enum AVPixelFormat fmt);
/** Append to buf the formats out= reaches from in by a conversion between
 *  layouts, comma-separated; with in AV_PIX_FMT_NONE, every pair ("a<->b";
 *  for the repacks, "a/b<->c/d") */
void ff_simdlesson_layout_targets(char *buf, int size, enum AVPixelFormat in);
/** Set s->layout for the input in of size w x h and out=: 1 if they are a
 *  conversion between layouts, 0 if not, or an error */
int ff_simdlesson_layout_setup(SimdLessonContext *s, enum AVPixelFormat in, int w, int h);
/** The rows of a conversion between layouts in slice jobnr of nb_jobs */
void ff_simdlesson_layout_slice(const SimdLessonContext *s, AVFrame *dst,
                                const AVFrame *src, int w, int h, int jobnr, int nb_jobs);
/** Convert a frame between layouts, owning it from then on */
int ff_simdlesson_layout_filter_frame(AVFilterContext *ctx, AVFrame *in);

#endif /* AVFILTER_SIMDLESSON_H */
