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
 * C reference versions of the simdlesson row kernels.
 */

#include <string.h>

#include "config.h"
#include "libavutil/attributes.h"
#include "libavutil/common.h"
#include "libavutil/error.h"
#include "simdlessondsp.h"

static void add_sat_u8_c(uint8_t *dst, const uint8_t *a, const uint8_t *b,
                         ptrdiff_t width)
{
    for (ptrdiff_t i = 0; i < width; i++)
        dst[i] = av_clip_uint8(a[i] + b[i]);
}

static void add_wrap_u8_c(uint8_t *dst, const uint8_t *a, const uint8_t *b,
                          ptrdiff_t width)
{
    for (ptrdiff_t i = 0; i < width; i++)
        dst[i] = a[i] + b[i];
}

static void add_bias_u8_c(uint8_t *dst, const uint8_t *a, const uint8_t *b,
                          ptrdiff_t width)
{
    for (ptrdiff_t i = 0; i < width; i++)
        dst[i] = av_clip_uint8(a[i] + b[i] - 128);
}

static void offset_sat_u8_c(uint8_t *dst, const uint8_t *a, ptrdiff_t width, int v)
{
    for (ptrdiff_t i = 0; i < width; i++)
        dst[i] = av_clip_uint8(a[i] + v);
}

static void offset_wrap_u8_c(uint8_t *dst, const uint8_t *a, ptrdiff_t width, int v)
{
    for (ptrdiff_t i = 0; i < width; i++)
        dst[i] = a[i] + v;
}

static void add_sat_u16_c(uint16_t *dst, const uint16_t *a, const uint16_t *b,
                          ptrdiff_t width, int max)
{
    for (ptrdiff_t i = 0; i < width; i++)
        dst[i] = FFMIN(a[i] + b[i], max);
}

static void add_wrap_u16_c(uint16_t *dst, const uint16_t *a, const uint16_t *b,
                           ptrdiff_t width, int max)
{
    for (ptrdiff_t i = 0; i < width; i++)
        dst[i] = (a[i] + b[i]) & max;
}

static void add_bias_u16_c(uint16_t *dst, const uint16_t *a, const uint16_t *b,
                           ptrdiff_t width, int max)
{
    const int half = (max + (max & -max)) >> 1;

    for (ptrdiff_t i = 0; i < width; i++)
        dst[i] = av_clip(a[i] + b[i] - half, 0, max);
}

static void offset_sat_u16_c(uint16_t *dst, const uint16_t *a, ptrdiff_t width,
                             int v, int max)
{
    for (ptrdiff_t i = 0; i < width; i++)
        dst[i] = av_clip(a[i] + v, 0, max);
}

static void offset_wrap_u16_c(uint16_t *dst, const uint16_t *a, ptrdiff_t width,
                              int v, int max)
{
    for (ptrdiff_t i = 0; i < width; i++)
        dst[i] = (a[i] + v) & max;
}

/* Channel shuffles.  A pixel is read whole before it is written, so that
 * dst may be src. */
static av_always_inline void shuffle_c(uint8_t *dst, const uint8_t *src,
                                       ptrdiff_t width,
                                       const SimdLessonShuffle *shuf, int size)
{
    for (ptrdiff_t x = 0; x < width; x++) {
        uint8_t px[8];

        memcpy(px, src, size);
        for (int i = 0; i < size; i++) {
            const int m = shuf->map[i];
            dst[i] = m >= 0 ? px[m] : m == SL_SHUFFLE_MAX ? 0xff : 0;
        }
        src += size;
        dst += size;
    }
}

#define SHUFFLE_C(size)                                                       \
static void shuffle_##size##_c(uint8_t *dst, const uint8_t *src,             \
                               ptrdiff_t width, const SimdLessonShuffle *shuf) \
{                                                                             \
    shuffle_c(dst, src, width, shuf, size);                                   \
}

SHUFFLE_C(3)
SHUFFLE_C(4)
SHUFFLE_C(6)
SHUFFLE_C(8)

/* The pshufb control byte and the OR byte for output byte b of a pixel
 * whose first byte is at position start of the register. */
static void shuffle_entry(const SimdLessonShuffle *shuf, int start, int b,
                          uint8_t *ctl, uint8_t *set)
{
    const int m = shuf->map[b];

    *ctl = m >= 0 ? start + m : 0x80;
    *set = m == SL_SHUFFLE_MAX ? 0xff : 0;
}

av_cold int ff_simdlesson_shuffle_init(SimdLessonShuffle *shuf, int pixel_bytes,
                                       const int8_t *map)
{
    const int size = pixel_bytes;
    const int whole = 16 / size * size;     /* bytes of whole pixels in 16 */
    const int skew  = 16 - whole;           /* 16 % size */

    if (size != 3 && size != 4 && size != 6 && size != 8)
        return AVERROR(EINVAL);
    memset(shuf, 0, sizeof(*shuf));
    shuf->pixel_bytes = size;
    shuf->src_bytes   = size;
    for (int b = 0; b < size; b++) {
        if (map[b] < SL_SHUFFLE_MAX || map[b] >= size)
            return AVERROR(EINVAL);
        shuf->map[b] = map[b];
    }

    for (int i = 0; i < 16; i++) {
        if (i < whole) {
            shuffle_entry(shuf, i - i % size, i % size, &shuf->ctl[i], &shuf->set[i]);
        } else {
            shuf->ctl[i] = i;               /* unchanged, rewritten later */
            shuf->set[i] = 0;
        }
    }

    for (int i = 0; i < 64; i++) {
        if (i < 64 / size * size) {
            shuffle_entry(shuf, i - i % size, i % size, &shuf->perm[i], &shuf->perm_set[i]);
            if (shuf->map[i % size] < 0)
                continue;
        } else {
            shuf->perm[i] = i;              /* unchanged, rewritten later */
        }
        shuf->perm_keep |= 1ULL << i;
    }

    /* The last 16 bytes of a row of 3- or 6-byte pixels start skew bytes
     * before a pixel boundary, with the last skew bytes of a pixel that
     * starts 2 bytes before them (size - skew is 2 for both sizes). */
    for (int i = 0; i < 16 && skew; i++) {
        const int b = (i - skew + size) % size;

        if (i >= skew) {
            shuffle_entry(shuf, i - b, b, &shuf->tail_ctl[i], &shuf->tail_set[i]);
            shuf->tail_prev_ctl[i] = 0x80;
        } else {
            shuffle_entry(shuf, i + size - skew - b, b,
                          &shuf->tail_prev_ctl[i], &shuf->tail_set[i]);
            shuf->tail_ctl[i] = 0x80;
        }
    }
    return 0;
}

/*
 * Layout conversions
 */

static av_always_inline void repack_c(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                                      const SimdLessonShuffle *shuf, int in, int out)
{
    for (ptrdiff_t x = 0; x < width; x++) {
        for (int i = 0; i < out; i++) {
            const int m = shuf->map[i];
            dst[i] = m >= 0 ? src[m] : m == SL_SHUFFLE_MAX ? 0xff : 0;
        }
        src += in;
        dst += out;
    }
}

#define REPACK_C(in, out)                                                     \
static void repack_##in##to##out##_c(uint8_t *dst, const uint8_t *src,        \
                                     ptrdiff_t width,                         \
                                     const SimdLessonShuffle *shuf)           \
{                                                                             \
    repack_c(dst, src, width, shuf, in, out);                                 \
}

REPACK_C(3, 4)
REPACK_C(4, 3)
REPACK_C(6, 8)
REPACK_C(8, 6)

/* The control byte of output byte i of a run of whole output pixels whose
 * input pixels start at byte start of the register: the input byte it
 * takes, or 0x80 for a constant */
static uint8_t repack_ctl(const SimdLessonShuffle *shuf, int i, int start)
{
    const int m = shuf->map[i % shuf->pixel_bytes];

    return m >= 0 ? start + i / shuf->pixel_bytes * shuf->src_bytes + m : 0x80;
}

/* The OR byte of output byte i of a run of whole output pixels */
static uint8_t repack_set(const SimdLessonShuffle *shuf, int i)
{
    return shuf->map[i % shuf->pixel_bytes] == SL_SHUFFLE_MAX ? 0xff : 0;
}

av_cold int ff_simdlesson_repack_init(SimdLessonShuffle *shuf, int src_bytes, int dst_bytes,
                                      const int8_t *map)
{
    if (!(src_bytes == 3 && dst_bytes == 4) && !(src_bytes == 4 && dst_bytes == 3) &&
        !(src_bytes == 6 && dst_bytes == 8) && !(src_bytes == 8 && dst_bytes == 6))
        return AVERROR(EINVAL);
    memset(shuf, 0, sizeof(*shuf));
    shuf->pixel_bytes = dst_bytes;
    shuf->src_bytes   = src_bytes;
    for (int b = 0; b < dst_bytes; b++) {
        if (map[b] < SL_SHUFFLE_MAX || map[b] >= src_bytes)
            return AVERROR(EINVAL);
        shuf->map[b] = map[b];
    }

    if (src_bytes < dst_bytes) {            /* 3 to 4, 6 to 8 */
        for (int i = 0; i < 16; i++) {
            shuf->rp_ctl[i]      = repack_ctl(shuf, i, 0);
            shuf->rp_ctl[16 + i] = repack_ctl(shuf, i, 4);
            shuf->rp_set[i] = shuf->rp_set[16 + i] = repack_set(shuf, i);
        }
    } else {                                /* 4 to 3, 8 to 6 */
        for (int i = 0; i < 16; i++) {
            shuf->rp_ctl[i] = shuf->rp_ctl[16 + i] = i < 12 ? repack_ctl(shuf, i, 0) : 0x80;
            shuf->rp_set[i] = shuf->rp_set[16 + i] = i < 12 ? repack_set(shuf, i) : 0;
            /* The last 16 output bytes start 2 bytes into the 4 groups of
             * the 16 input bytes 24 before the end (a pixel boundary) */
            shuf->rp_tail_ctl[i]      = i >= 4 ? repack_ctl(shuf, i - 4, 0) : 0x80;
            shuf->rp_tail_prev_ctl[i] = i <  4 ? repack_ctl(shuf, i + 2, 0) : 0x80;
            shuf->rp_tail_set[i]      = repack_set(shuf, i + 2);
            /* the last 32 start 4 bytes into those 48 before the end */
            shuf->rp_tail32_prev_ctl[i] = i < 8 ? repack_ctl(shuf, i + 4, 0) : 0x80;
        }
        for (int i = 0; i < 32; i++)
            shuf->rp_tail32_set[i] = repack_set(shuf, i + 4);
    }
    /* 16 groups: 64 output bytes, or 48 and 16 unused */
    for (int i = 0; i < 64; i++) {
        const int used = i < (src_bytes < dst_bytes ? 64 : 48);
        const int c    = used ? repack_ctl(shuf, i, 0) : 0x80;

        shuf->rp_perm[i]     = c == 0x80 ? 64 + i : c;
        shuf->rp_perm_set[i] = used ? repack_set(shuf, i) : 0;
    }
    return 0;
}

static void interleave_u8_c(uint8_t *dst, const uint8_t *u, const uint8_t *v,
                            ptrdiff_t width)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        dst[2 * i]     = u[i];
        dst[2 * i + 1] = v[i];
    }
}

static void deinterleave_u8_c(uint8_t *u, uint8_t *v, const uint8_t *src,
                              ptrdiff_t width)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        u[i] = src[2 * i];
        v[i] = src[2 * i + 1];
    }
}

static void interleave_u16_c(uint16_t *dst, const uint16_t *u, const uint16_t *v,
                             ptrdiff_t width, int shift)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        dst[2 * i]     = u[i] << shift;
        dst[2 * i + 1] = v[i] << shift;
    }
}

static void deinterleave_u16_c(uint16_t *u, uint16_t *v, const uint16_t *src,
                               ptrdiff_t width, int shift)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        u[i] = src[2 * i]     >> shift;
        v[i] = src[2 * i + 1] >> shift;
    }
}

static void pack_yuyv_c(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                        const uint8_t *v, ptrdiff_t width)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        dst[4 * i]     = y[2 * i];
        dst[4 * i + 1] = u[i];
        dst[4 * i + 2] = y[2 * i + 1];
        dst[4 * i + 3] = v[i];
    }
}

static void pack_uyvy_c(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                        const uint8_t *v, ptrdiff_t width)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        dst[4 * i]     = u[i];
        dst[4 * i + 1] = y[2 * i];
        dst[4 * i + 2] = v[i];
        dst[4 * i + 3] = y[2 * i + 1];
    }
}

static void unpack_yuyv_c(uint8_t *y, uint8_t *u, uint8_t *v, const uint8_t *src,
                          ptrdiff_t width)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        y[2 * i]     = src[4 * i];
        u[i]         = src[4 * i + 1];
        y[2 * i + 1] = src[4 * i + 2];
        v[i]         = src[4 * i + 3];
    }
}

static void unpack_uyvy_c(uint8_t *y, uint8_t *u, uint8_t *v, const uint8_t *src,
                          ptrdiff_t width)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        u[i]         = src[4 * i];
        y[2 * i]     = src[4 * i + 1];
        v[i]         = src[4 * i + 2];
        y[2 * i + 1] = src[4 * i + 3];
    }
}

static void pack_yuyv_u16_c(uint16_t *dst, const uint16_t *y, const uint16_t *u,
                            const uint16_t *v, ptrdiff_t width, int shift)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        dst[4 * i]     = y[2 * i]     << shift;
        dst[4 * i + 1] = u[i]         << shift;
        dst[4 * i + 2] = y[2 * i + 1] << shift;
        dst[4 * i + 3] = v[i]         << shift;
    }
}

static void unpack_yuyv_u16_c(uint16_t *y, uint16_t *u, uint16_t *v,
                              const uint16_t *src, ptrdiff_t width, int shift)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        y[2 * i]     = src[4 * i]     >> shift;
        u[i]         = src[4 * i + 1] >> shift;
        y[2 * i + 1] = src[4 * i + 2] >> shift;
        v[i]         = src[4 * i + 3] >> shift;
    }
}

/*
 * Bit-depth conversion
 */

static void depth_up_u8_c(uint16_t *dst, const uint8_t *src, ptrdiff_t width,
                          int lshift, int rshift)
{
    for (ptrdiff_t i = 0; i < width; i++)
        dst[i] = src[i] << lshift | src[i] >> rshift;
}

static void depth_up_u16_c(uint16_t *dst, const uint16_t *src, ptrdiff_t width,
                           int lshift, int rshift)
{
    for (ptrdiff_t i = 0; i < width; i++)
        dst[i] = src[i] << lshift | src[i] >> rshift;
}

static void depth_down_u16_c(uint16_t *dst, const uint16_t *src, ptrdiff_t width,
                             const uint16_t *dither, int shift, int rshift, int max)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        const unsigned v = src[i];
        dst[i] = FFMIN((v - (v >> rshift) + dither[i & 7]) >> shift, max);
    }
}

static void depth_down_u8_c(uint8_t *dst, const uint16_t *src, ptrdiff_t width,
                            const uint16_t *dither, int shift, int rshift)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        const unsigned v = src[i];
        dst[i] = FFMIN((v - (v >> rshift) + dither[i & 7]) >> shift, 255);
    }
}

av_cold void ff_simdlesson_dsp_init(SimdLessonDSPContext *dsp)
{
    dsp->add_sat_u8      = add_sat_u8_c;
    dsp->add_wrap_u8     = add_wrap_u8_c;
    dsp->add_bias_u8     = add_bias_u8_c;
    dsp->offset_sat_u8   = offset_sat_u8_c;
    dsp->offset_wrap_u8  = offset_wrap_u8_c;
    dsp->add_sat_u16     = add_sat_u16_c;
    dsp->add_wrap_u16    = add_wrap_u16_c;
    dsp->add_bias_u16    = add_bias_u16_c;
    dsp->offset_sat_u16  = offset_sat_u16_c;
    dsp->offset_wrap_u16 = offset_wrap_u16_c;

    dsp->shuffle_3       = shuffle_3_c;
    dsp->shuffle_4       = shuffle_4_c;
    dsp->shuffle_6       = shuffle_6_c;
    dsp->shuffle_8       = shuffle_8_c;

    dsp->repack_3to4     = repack_3to4_c;
    dsp->repack_4to3     = repack_4to3_c;
    dsp->repack_6to8     = repack_6to8_c;
    dsp->repack_8to6     = repack_8to6_c;

    dsp->interleave_u8    = interleave_u8_c;
    dsp->deinterleave_u8  = deinterleave_u8_c;
    dsp->interleave_u16   = interleave_u16_c;
    dsp->deinterleave_u16 = deinterleave_u16_c;
    dsp->pack_yuyv        = pack_yuyv_c;
    dsp->pack_uyvy        = pack_uyvy_c;
    dsp->unpack_yuyv      = unpack_yuyv_c;
    dsp->unpack_uyvy      = unpack_uyvy_c;
    dsp->pack_yuyv_u16    = pack_yuyv_u16_c;
    dsp->unpack_yuyv_u16  = unpack_yuyv_u16_c;

    dsp->depth_up_u8     = depth_up_u8_c;
    dsp->depth_up_u16    = depth_up_u16_c;
    dsp->depth_down_u16  = depth_down_u16_c;
    dsp->depth_down_u8   = depth_down_u8_c;

#if ARCH_X86 && HAVE_X86ASM
    ff_simdlesson_dsp_init_x86(dsp);
#endif
}

SimdLessonAddU8Func ff_simdlesson_add_u8_func(const SimdLessonDSPContext *dsp,
                                              enum SimdLessonArith arith)
{
    return arith == SL_ARITH_BIAS ? dsp->add_bias_u8 :
           arith == SL_ARITH_WRAP ? dsp->add_wrap_u8 : dsp->add_sat_u8;
}

SimdLessonAddU16Func ff_simdlesson_add_u16_func(const SimdLessonDSPContext *dsp,
                                                enum SimdLessonArith arith)
{
    return arith == SL_ARITH_BIAS ? dsp->add_bias_u16 :
           arith == SL_ARITH_WRAP ? dsp->add_wrap_u16 : dsp->add_sat_u16;
}

SimdLessonOffsetU8Func ff_simdlesson_offset_u8_func(const SimdLessonDSPContext *dsp,
                                                    enum SimdLessonArith arith)
{
    return arith == SL_ARITH_WRAP ? dsp->offset_wrap_u8 : dsp->offset_sat_u8;
}

SimdLessonOffsetU16Func ff_simdlesson_offset_u16_func(const SimdLessonDSPContext *dsp,
                                                      enum SimdLessonArith arith)
{
    return arith == SL_ARITH_WRAP ? dsp->offset_wrap_u16 : dsp->offset_sat_u16;
}

SimdLessonShuffleFunc ff_simdlesson_shuffle_func(const SimdLessonDSPContext *dsp,
                                                 int pixel_bytes)
{
    switch (pixel_bytes) {
    case 3:  return dsp->shuffle_3;
    case 4:  return dsp->shuffle_4;
    case 6:  return dsp->shuffle_6;
    case 8:  return dsp->shuffle_8;
    default: return NULL;
    }
}

SimdLessonShuffleFunc ff_simdlesson_repack_func(const SimdLessonDSPContext *dsp,
                                                const SimdLessonShuffle *shuf)
{
    const int in = shuf->src_bytes, out = shuf->pixel_bytes;

    if (in == 3 && out == 4)
        return dsp->repack_3to4;
    if (in == 4 && out == 3)
        return dsp->repack_4to3;
    if (in == 6 && out == 8)
        return dsp->repack_6to8;
    if (in == 8 && out == 6)
        return dsp->repack_8to6;
    return NULL;
}
