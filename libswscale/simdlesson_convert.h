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
 * Same-size conversions on the simdlesson DSP, planned once and then run
 * on slices: channel shuffles of packed pixels, layouts (packed RGB
 * repacks, semi-planar and packed 4:2:2 <-> planar) and bit depths.  The
 * plan depends on nothing but the formats, the size and the options below:
 * the simdlesson filter (libavfilter) and swscale's unscaled converter
 * (swscale_simdlesson.c) both run it.
 */

#ifndef SWSCALE_SIMDLESSON_CONVERT_H
#define SWSCALE_SIMDLESSON_CONVERT_H

#include <stdint.h>

#include "libavutil/pixfmt.h"

#include "simdlessondsp.h"

/**
 * The packed formats of the shuffles.  A format converts to any other of
 * its family; layout names its channels in memory order: r g b a, x for
 * padding, y Y (the two luma samples of packed 4:2:2) u v.
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

/**
 * The i-th pair of a semi-planar or packed 4:2:2 format and its planar
 * format: 1, or 0 past the last pair.
 */
int ff_simdlesson_layout_pair(int i, enum AVPixelFormat *packed, enum AVPixelFormat *planar);
/** Append to buf the formats in converts to by a change of layout,
 *  comma-separated; with in AV_PIX_FMT_NONE, every pair ("a<->b"; for the
 *  repacks, "a/b<->c/d") */
void ff_simdlesson_layout_targets(char *buf, int size, enum AVPixelFormat in);

/** The depths of the depth conversions: 8, 9, 10, 12, 14 and 16 bits */
int ff_simdlesson_depth_is_valid(int depth);
/**
 * Whether fmt is a planar format of the depth conversions: each component
 * in a plane of its own, in bytes (8 bits) or native-endian 16-bit words
 * holding the sample in their low bits: yuv, yuva, gray, gbrp, gbrap (not
 * yuvj: its siblings at other depths are the plain yuv formats).
 */
int ff_simdlesson_depth_format(enum AVPixelFormat fmt);
/** The format of fmt's layout at depth bits, or AV_PIX_FMT_NONE */
enum AVPixelFormat ff_simdlesson_depth_sibling(enum AVPixelFormat fmt, int depth);

enum SimdLessonDepthMethod {
    SL_DEPTH_METHOD_AUTO,       ///< swscale's rule, per plane
    SL_DEPTH_METHOD_SHIFT,
    SL_DEPTH_METHOD_REPLICATE,
    SL_NB_DEPTH_METHODS
};

enum SimdLessonDepthDither {
    SL_DEPTH_DITHER_AUTO,       ///< what swscale does: ordered (gbrp: none)
    SL_DEPTH_DITHER_NONE,       ///< round to nearest
    SL_DEPTH_DITHER_ORDERED,    ///< swscale's 8x8 ordered dither
    SL_NB_DEPTH_DITHERS
};

/** What a conversion does beyond its two formats */
typedef struct SimdLessonConvertOpts {
    /** a shuffle within the format (out == in): for each output channel,
     *  its input channel, SL_SHUFFLE_ZERO or SL_SHUFFLE_MAX; NULL: out's
     *  channels from the input channels of the same names */
    const int8_t *map;
    int method;                 ///< depth: SL_DEPTH_METHOD_*
    int dither;                 ///< depth going down: SL_DEPTH_DITHER_*
    int full_range;             ///< depth, yuv and gray: plane 0 is full range
    /** depth going down: the dither starts again at each slice, on its
     *  first row, as in swscale's unscaled converter; else it follows the
     *  row in the picture */
    int slice_dither;
    /** depth going down with an ordered dither: for each shift S - D from
     *  1 to 8, the matrix of row y & 7, column x & 7 (swscale's dithers) */
    const uint8_t (*ordered)[8][8];
} SimdLessonConvertOpts;

enum SimdLessonConvertKind {
    SL_CONVERT_SHUFFLE,         ///< packed pixels, same size
    SL_CONVERT_REPACK,          ///< packed RGB, 3 <-> 4 and 6 <-> 8 bytes
    SL_CONVERT_SEMI,            ///< semi-planar <-> planar (nv12, p010)
    SL_CONVERT_PACKED422,       ///< packed 4:2:2 <-> planar (yuyv422, y210)
    SL_CONVERT_DEPTH,           ///< planar, between bit depths
    SL_CONVERT_YUV2RGB,         ///< swscale's scaler only (swscale_simdlesson.c)
    SL_CONVERT_YUV2RGB_SPECIAL, ///< swscale's special converter only (the same)
    SL_CONVERT_RGB2YUV_SPECIAL, ///< the same
    SL_CONVERT_RGB2YUV_SPECIAL_MMX, ///< the same, its MMXEXT converter
    SL_CONVERT_YUV2RGB_MMX,     ///< swscale's scaler with its MMX output (the same)
    SL_CONVERT_RGB2YUV,         ///< swscale's scaler (the same)
    SL_CONVERT_YUV2RGB_FULL,    ///< swscale's scaler, full-width chroma (the same)
    SL_CONVERT_YUV2RGB48,       ///< swscale's scaler, 16-bit RGB (the same)
    SL_CONVERT_YUV2RGB48_FULL,  ///< the same, full-width chroma
};

/** hscale2x_u8's or _u16's parameters for swscale's horizontal chroma
 *  filter (swscale_simdlesson.c: hscale2x_filter()) */
typedef struct SimdLessonHScale2x {
    int16_t coef[8];
    int off;                        ///< the first sample of output 0, -4 to 0
    int sh;                         ///< the sums' shift: 7 (8 bits), bits - 1
    int left, right;                ///< outputs at the ends from the context's filter
} SimdLessonHScale2x;

/** swscale's YUV -> RGB tables in closed form (swscale_simdlesson.c:
 *  rgb_coeffs()), and the inputs of the tables they were checked for */
typedef struct SimdLessonRgbCache {
    int valid;
    int ok;                         ///< the tables are t's
    int key[9];                     ///< range, brightness, contrast, saturation, tables, matrix
    SimdLessonRgbCoeffs t;
} SimdLessonRgbCache;

/** A planned conversion: fill with ff_simdlesson_convert_init() */
typedef struct SimdLessonConvert {
    SimdLessonShuffle shuf;         ///< shuffle, repack; rgb to yuv: BE to LE
    SimdLessonShuffle shuf_last;    ///< shuffle to 4:2:2 of odd width: the last macropixel
    /** depth going down, for each row phase y & 7: [0] swscale's ordered
     *  dither, [1] rounding to nearest */
    uint16_t dither_rows[2][8][8];
    SimdLessonDSPContext dsp;

    enum SimdLessonConvertKind kind;
    enum AVPixelFormat in, out;
    int w, h;
    int log2_chroma_h;          ///< rows of planes 1 and 2: h >> log2_chroma_h, rounded up
    int nb_planes;              ///< depth: of either format

    /* shuffle, repack */
    SimdLessonShuffleFunc func;
    int identity;               ///< the shuffle changes nothing
    int odd_422;                ///< the last macropixel of a row takes shuf_last

    /* semi-planar, packed 4:2:2 */
    int to_packed;              ///< planar -> semi-planar or packed
    int bytes;                  ///< bytes of a sample
    int shift;                  ///< bits below the samples of the packed side (p010: 6)
    int cw;                     ///< chroma samples of a row
    int swap_uv;                ///< v before u (nv21, yvyu422)
    int uyvy;                   ///< packed 4:2:2 with chroma first

    /* depth */
    int in_depth, out_depth;
    int row_samples[4];         ///< samples of a row of each plane
    int replicate[4];           ///< per plane: replicate (up) or scale (down), else shift
    int round;                  ///< going down: round to nearest, no dither
    int slice_dither;

    /* rgb to yuv (swscale_simdlesson.c), of 16-bit RGB to 8 bits: which
     * byte of swscale's dither its yuv2nv12cX adds to U ([0]) and V ([1])
     * of pair x, at x & 7; a big-endian source's byte swap is shuf */
    uint8_t nv12_dither[2][8];
    /** rgb to yuv, swscale's special converter: the ff_rgb24toyv12 planned for */
    void (*rgb24toyv12)(void);

    /* yuv to rgb, full-width chroma from 4:2:x (swscale_simdlesson.c): the
     * rows widened by hscale2x_u8 or _u16 where h2x_on, else by swscale */
    SimdLessonHScale2x h2x;
    int h2x_on;

    /* yuv to rgb from swscale's tables (swscale_simdlesson.c: rgb_coeffs()):
     * the last check of them, for terms in RGB order ([0]) and swapped */
    SimdLessonRgbCache rgb[2];
} SimdLessonConvert;

/**
 * Plan the conversion of w x h pictures from in to out.
 * @return 1: planned; 0: the DSP has no such conversion (out is not in's
 *         family, layout pair or depth sibling, or opts->map does not fit
 *         in); or AVERROR(EINVAL) for a map the kernels cannot build
 */
int ff_simdlesson_convert_init(SimdLessonConvert *cv, enum AVPixelFormat in,
                               enum AVPixelFormat out, int w, int h,
                               const SimdLessonConvertOpts *opts);

/**
 * Convert the rows [y, y + h) of the picture.  src and dst point at row y
 * of each plane, at row y >> log2_chroma_h of a plane of subsampled
 * chroma; y is a multiple of 1 << log2_chroma_h, and so is y + h unless it
 * is the picture's height.  Planes have any stride, negative too, and no
 * padding: only the bytes of the picture are read and written.  Slices may
 * run on threads of their own.
 */
void ff_simdlesson_convert_slice(const SimdLessonConvert *cv,
                                 uint8_t *const dst[4], const int dst_stride[4],
                                 const uint8_t *const src[4], const int src_stride[4],
                                 int y, int h);

#endif /* SWSCALE_SIMDLESSON_CONVERT_H */
