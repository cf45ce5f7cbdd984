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
#include "libavutil/intreadwrite.h"
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

av_cold int ff_simdlesson_shuffle_init(SimdLessonShuffle *shuf, int pixel_bytes,
                                       const int8_t *map)
{
    const int size = pixel_bytes;

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

#if ARCH_X86 && HAVE_X86ASM
    ff_simdlesson_shuffle_init_x86(shuf);
#endif
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

#if ARCH_X86 && HAVE_X86ASM
    ff_simdlesson_repack_init_x86(shuf);
#endif
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

static void vfilter_u8_c(uint8_t *dst, const uint8_t *const *src, const int16_t *coef,
                         int taps, ptrdiff_t width, int round)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        int sum = round;
        for (int j = 0; j < taps; j++)
            sum += src[j][i] * coef[j];
        dst[i] = av_clip_uint8(sum >> 12);
    }
}

/* a sample of 9 to 14 bits as swscale's horizontal scaler leaves it, in 15
 * bits (hScale16To15_c(): values above the range end at 32767; its x86
 * versions take words with bit 15 set as negative: doc/scale.md); one of
 * 16 bits, bits 15 and in_shift 1: v >> 1 */
static av_always_inline int to15(unsigned v, int bits, int in_shift)
{
    return FFMIN(FFMIN(v >> in_shift, 1U << bits) << (15 - bits), 32767);
}

static void vfilter_u16_c(uint8_t *dst, const uint16_t *const *src, const int16_t *coef,
                          int taps, ptrdiff_t width, int round, int bits, int in_shift)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        int sum = round;
        for (int j = 0; j < taps; j++)
            sum += to15(src[j][i], bits, in_shift) * coef[j];
        dst[i] = av_clip_uint8(sum >> 19);
    }
}

static void vfilter_s15_c(uint8_t *dst, const int16_t *const *src, const int16_t *coef,
                          int taps, ptrdiff_t width, int round)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        int sum = round;
        for (int j = 0; j < taps; j++)
            sum += src[j][i] * coef[j];
        dst[i] = av_clip_uint8(sum >> 19);
    }
}

/* pmulhw of one word by another */
static av_always_inline int mulhi(int a, int b)
{
    return (a * b) >> 16;
}

static void vfilter_mulhi_u8_c(int16_t *dst, const uint8_t *const *src, const int16_t *coef,
                               int taps, ptrdiff_t width, int round)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        unsigned sum = round;
        for (int j = 0; j < taps; j++)
            sum += mulhi(src[j][i] << 7, coef[j]);
        dst[i] = (int16_t)sum;
    }
}

static void vfilter_mulhi_u16_c(int16_t *dst, const uint16_t *const *src, const int16_t *coef,
                                int taps, ptrdiff_t width, int round, int bits, int in_shift)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        unsigned sum = round;
        for (int j = 0; j < taps; j++)
            sum += mulhi(to15(src[j][i], bits, in_shift), coef[j]);
        dst[i] = (int16_t)sum;
    }
}

static void vfilter_mulhi_uv_u8_c(int16_t *u, int16_t *v, const uint8_t *const *src,
                                  const int16_t *coef, int taps, ptrdiff_t width, int round)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        unsigned su = round, sv = round;
        for (int j = 0; j < taps; j++) {
            su += mulhi(src[j][2 * i]     << 7, coef[j]);
            sv += mulhi(src[j][2 * i + 1] << 7, coef[j]);
        }
        u[i] = (int16_t)su;
        v[i] = (int16_t)sv;
    }
}

static void vfilter_mulhi_uv_u16_c(int16_t *u, int16_t *v, const uint16_t *const *src,
                                   const int16_t *coef, int taps, ptrdiff_t width, int round,
                                   int bits, int in_shift)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        unsigned su = round, sv = round;
        for (int j = 0; j < taps; j++) {
            su += mulhi(to15(src[j][2 * i],     bits, in_shift), coef[j]);
            sv += mulhi(to15(src[j][2 * i + 1], bits, in_shift), coef[j]);
        }
        u[i] = (int16_t)su;
        v[i] = (int16_t)sv;
    }
}

static void to15_u16_c(int16_t *dst, const uint16_t *src, ptrdiff_t width, int bits,
                       int in_shift)
{
    for (ptrdiff_t i = 0; i < width; i++)
        dst[i] = to15(src[i], bits, in_shift);
}

static void vfilter_mulhi_s15_c(int16_t *dst, const int16_t *const *src, const int16_t *coef,
                                int taps, ptrdiff_t width, int round)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        unsigned sum = round;
        for (int j = 0; j < taps; j++)
            sum += mulhi(src[j][i], coef[j]);
        dst[i] = (int16_t)sum;
    }
}

static void vfilter_mulhi_uv_s15_c(int16_t *u, int16_t *v, const int16_t *const *src,
                                   const int16_t *coef, int taps, ptrdiff_t width, int round)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        unsigned su = round, sv = round;
        for (int j = 0; j < taps; j++) {
            su += mulhi(src[j][2 * i],     coef[j]);
            sv += mulhi(src[j][2 * i + 1], coef[j]);
        }
        u[i] = (int16_t)su;
        v[i] = (int16_t)sv;
    }
}

static av_always_inline void yuv2rgb32_pixel(uint8_t *dst, const SimdLessonRgbMul *k,
                                             int Y, int P, int Q)
{
    const int16_t y = mulhi((int16_t)(Y - k->y_off), k->y_k);
    const int16_t p = P - k->p_off, q = Q - k->q_off;
    const int16_t g = mulhi(p, k->gp_k) + mulhi(q, k->gq_k);

    dst[0] = av_clip_uint8((int16_t)(y + mulhi(p, k->p_k)));
    dst[1] = av_clip_uint8((int16_t)(y + g));
    dst[2] = av_clip_uint8((int16_t)(y + mulhi(q, k->q_k)));
    dst[3] = 255;
}

static void yuv2rgb32_mulhi_u8_c(uint8_t *dst, const uint8_t *y, const int16_t *p,
                                 const int16_t *q, ptrdiff_t width,
                                 const SimdLessonRgbMul *k, int round)
{
    for (ptrdiff_t x = 0; x < width; x++)
        yuv2rgb32_pixel(dst + 4 * x, k, round + (y[x] << 3), p[x >> 1], q[x >> 1]);
}

static void yuv2rgb32_mulhi_u16_c(uint8_t *dst, const uint16_t *y, const int16_t *p,
                                  const int16_t *q, ptrdiff_t width,
                                  const SimdLessonRgbMul *k, int round, int bits,
                                  int in_shift)
{
    for (ptrdiff_t x = 0; x < width; x++)
        yuv2rgb32_pixel(dst + 4 * x, k, round + (to15(y[x], bits, in_shift) >> 4),
                        p[x >> 1], q[x >> 1]);
}

static void yuv2rgb32_mulhi_pq_u8_c(uint8_t *dst, const uint8_t *y, const int16_t *pq,
                                    ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                                    int swap)
{
    for (ptrdiff_t x = 0; x < width; x++) {
        const int16_t *c = pq + 2 * (x >> 1);
        yuv2rgb32_pixel(dst + 4 * x, k, round + (y[x] << 3), c[swap], c[!swap]);
    }
}

static void yuv2rgb32_mulhi_pq_u16_c(uint8_t *dst, const uint16_t *y, const int16_t *pq,
                                     ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                                     int bits, int in_shift, int swap)
{
    for (ptrdiff_t x = 0; x < width; x++) {
        const int16_t *c = pq + 2 * (x >> 1);
        yuv2rgb32_pixel(dst + 4 * x, k, round + (to15(y[x], bits, in_shift) >> 4),
                        c[swap], c[!swap]);
    }
}

/* one channel: the luma table at Y + the term, on 32 bits, wrapping */
static av_always_inline uint8_t rgb_channel(const SimdLessonRgbCoeffs *t, int Y, uint32_t term)
{
    return av_clip_uint8((int32_t)((uint32_t)t->a + (Y + term) * (uint32_t)t->cy) >> 16);
}

static av_always_inline uint32_t rgb_term(const SimdLessonRgbCoeffs *t, int i, int X)
{
    return t->b[i] + ((int32_t)(X * (uint32_t)t->k[i]) >> 16);
}

static av_always_inline void yuv2rgb24_pair(uint8_t *dst, const SimdLessonRgbCoeffs *t,
                                            int y0, int y1, int U, int V)
{
    const uint32_t c0 = rgb_term(t, 0, V), c1 = rgb_term(t, 1, U) + rgb_term(t, 2, V);
    const uint32_t c2 = rgb_term(t, 3, U);

    dst[0] = rgb_channel(t, y0, c0);
    dst[1] = rgb_channel(t, y0, c1);
    dst[2] = rgb_channel(t, y0, c2);
    dst[3] = rgb_channel(t, y1, c0);
    dst[4] = rgb_channel(t, y1, c1);
    dst[5] = rgb_channel(t, y1, c2);
}

static void yuv2rgb24_u8_c(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                           const uint8_t *v, ptrdiff_t width, const SimdLessonRgbCoeffs *t)
{
    for (ptrdiff_t x = 0; x < width; x += 2)
        yuv2rgb24_pair(dst + 3 * x, t, y[x], y[x + 1], u[x >> 1], v[x >> 1]);
}

static void yuv2rgb24_u16_c(uint8_t *dst, const uint16_t *y, const uint8_t *u,
                            const uint8_t *v, ptrdiff_t width, const SimdLessonRgbCoeffs *t,
                            int round, int bits, int in_shift)
{
    for (ptrdiff_t x = 0; x < width; x += 2)
        yuv2rgb24_pair(dst + 3 * x, t, (to15(y[x],     bits, in_shift) + round) >> 7,
                                       (to15(y[x + 1], bits, in_shift) + round) >> 7,
                       u[x >> 1], v[x >> 1]);
}

static av_always_inline void yuv2rgb32_pair(uint8_t *dst, const SimdLessonRgbCoeffs *t,
                                            int y0, int y1, int U, int V, int alpha_first)
{
    uint8_t px[6];

    yuv2rgb24_pair(px, t, y0, y1, U, V);
    for (int i = 0; i < 2; i++) {
        uint8_t *d = dst + 4 * i + !!alpha_first;

        dst[4 * i + (alpha_first ? 0 : 3)] = 255;
        d[0] = px[3 * i];
        d[1] = px[3 * i + 1];
        d[2] = px[3 * i + 2];
    }
}

static void yuv2rgb32_u8_c(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                           const uint8_t *v, ptrdiff_t width, const SimdLessonRgbCoeffs *t,
                           int alpha_first)
{
    for (ptrdiff_t x = 0; x < width; x += 2)
        yuv2rgb32_pair(dst + 4 * x, t, y[x], y[x + 1], u[x >> 1], v[x >> 1], alpha_first);
}

static void yuv2rgb32_u16_c(uint8_t *dst, const uint16_t *y, const uint8_t *u,
                            const uint8_t *v, ptrdiff_t width, const SimdLessonRgbCoeffs *t,
                            int round, int bits, int in_shift, int alpha_first)
{
    for (ptrdiff_t x = 0; x < width; x += 2)
        yuv2rgb32_pair(dst + 4 * x, t, (to15(y[x],     bits, in_shift) + round) >> 7,
                                       (to15(y[x + 1], bits, in_shift) + round) >> 7,
                       u[x >> 1], v[x >> 1], alpha_first);
}

/* the range of b[i] + ((X * k[i]) >> 16) over X in 0..255 */
static void rgb_term_range(const SimdLessonRgbCoeffs *t, int i, int64_t r[2])
{
    const int64_t t0 = t->b[i], t255 = t->b[i] + ((255 * (int64_t)t->k[i]) >> 16);

    r[0] = FFMIN(t0, t255);
    r[1] = FFMAX(t0, t255);
}

/* whether every step on words stays in 16 bits for luma of 0 to ymax */
static int rgb_words_fit(const SimdLessonRgbCoeffs *t, int ymax)
{
    const int64_t c = (int64_t)t->cy - 65536, ah = t->a >> 16;
    int64_t r[4][2], ch[3][2];

    if (c < INT16_MIN || c > INT16_MAX || FFABS(ah) > 8192)
        return 0;
    for (int i = 0; i < 4; i++) {
        /* the words of X * kh + ((X * klo) >> 16) + b, |b| <= 8192, and of
         * b1 + b2 stay within 16 bits: |X * kh| <= 16065 */
        if (FFABS((int64_t)t->k[i]) >= 1 << 22 || FFABS(t->k[i] >> 16) > 63 ||
            FFABS((int64_t)t->b[i]) > 8192)
            return 0;
        rgb_term_range(t, i, r[i]);
    }
    ch[0][0] = r[0][0];
    ch[0][1] = r[0][1];
    ch[1][0] = r[1][0] + r[2][0];
    ch[1][1] = r[1][1] + r[2][1];
    ch[2][0] = r[3][0];
    ch[2][1] = r[3][1];
    for (int j = 0; j < 3; j++) {
        const int64_t lo = ch[j][0], hi = ch[j][1] + ymax;
        const int64_t m = FFMAX(FFABS(lo), FFABS(hi));

        /* i, i + ((i * c) >> 16) (|c| <= 32768), + ah, + 1 in 16 bits; the
         * 32-bit a + i * cy does not wrap */
        if (3 * m / 2 + 2 + FFABS(ah) > INT16_MAX ||
            t->a + lo * t->cy < INT32_MIN || t->a + lo * t->cy > INT32_MAX ||
            t->a + hi * t->cy < INT32_MIN || t->a + hi * t->cy > INT32_MAX)
            return 0;
    }
    return 1;
}

/* y[i], swscale's luma table, where a + i * cy does not wrap */
static int rgb_table(const SimdLessonRgbCoeffs *t, int64_t i)
{
    return av_clip_uint8((t->a + i * t->cy) >> 16);
}

/* words.lut and its biases, where every i = Y + term of luma 0 to 256 has
 * y[i] = lut[av_clip_uint8(i - i0)] and i - i0 fits in 16 bits */
static int rgb_lut_init(SimdLessonRgbCoeffs *t)
{
    struct SimdLessonRgbWords *w = &t->words;
    int64_t r[4][2], lo, hi, i0;

    if (!t->words_u16 || t->cy <= 0)
        return 0;
    for (int i = 0; i < 4; i++)
        rgb_term_range(t, i, r[i]);
    lo = FFMIN3(r[0][0], r[1][0] + r[2][0], r[3][0]);
    hi = FFMAX3(r[0][1], r[1][1] + r[2][1], r[3][1]) + 256;
    /* the table rises with i (cy > 0): i0 is the last i of its lowest
     * value, and the 256 bytes from it must reach its highest */
    for (i0 = lo; i0 < hi && rgb_table(t, i0 + 1) == rgb_table(t, lo); i0++)
        ;
    if ((i0 + 255 < hi && rgb_table(t, i0 + 255) != rgb_table(t, hi)) ||
        lo - i0 < INT16_MIN || hi - i0 > INT16_MAX)
        return 0;
    for (int j = 0; j < 256; j++)
        w->lut[j] = rgb_table(t, FFMIN(i0 + j, hi));
    w->lut_b0  = (uint16_t)(t->b[0] - i0);
    w->lut_b12 = (uint16_t)(t->b[1] + t->b[2] - i0);
    w->lut_b3  = (uint16_t)(t->b[3] - i0);
    return 1;
}

void ff_simdlesson_rgb_coeffs_init(SimdLessonRgbCoeffs *t)
{
    struct SimdLessonRgbWords *w = &t->words;

    t->words_u8  = rgb_words_fit(t, 255);
    t->words_u16 = rgb_words_fit(t, 256);
    t->words_lut = 0;
    memset(w, 0, sizeof(*w));
    if (!t->words_u8 && !t->words_u16)
        return;
    for (int i = 0; i < 4; i++) {
        w->kh[i]  = t->k[i] >> 16;
        w->klo[i] = t->k[i] & 0xffff;
    }
    w->b0  = t->b[0];
    w->b12 = t->b[1] + t->b[2];
    w->b3  = t->b[3];
    w->c   = t->cy - 65536;
    w->ah  = t->a >> 16;
    w->thr = 65535 - (t->a & 0xffff);
    t->words_lut = rgb_lut_init(t);
}

/* swscale's full-chroma output of one pixel (SimdLessonRgbFull) to its
 * 3 or 4 bytes (alpha: -1 none, 0 first, 3 last) */
static av_always_inline void yuv2rgb_full_pixel(uint8_t *dst, const SimdLessonRgbFull *k,
                                                int Y, int U, int V, int shift, int alpha)
{
    uint8_t *d = dst + (alpha == 0);

    for (int c = 0; c < 3; c++) {
        const uint32_t sum = Y * (uint32_t)k->y_k + U * (uint32_t)k->uv[c][0] +
                             V * (uint32_t)k->uv[c][1];
        d[c] = av_clip_uint8((int32_t)((sum << shift) + k->off) >> 22);
    }
    if (alpha >= 0)
        dst[alpha] = 255;
}

static void yuv2rgb24_full_u8_c(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                                const uint8_t *v, ptrdiff_t width, const SimdLessonRgbFull *k)
{
    for (ptrdiff_t x = 0; x < width; x++)
        yuv2rgb_full_pixel(dst + 3 * x, k, y[x], u[x] - 128, v[x] - 128, 9, -1);
}

static void yuv2rgb24_full_u16_c(uint8_t *dst, const uint16_t *y, const uint16_t *u,
                                 const uint16_t *v, ptrdiff_t width,
                                 const SimdLessonRgbFull *k, int bits, int in_shift)
{
    for (ptrdiff_t x = 0; x < width; x++)
        yuv2rgb_full_pixel(dst + 3 * x, k, to15(y[x], bits, in_shift),
                           to15(u[x], bits, in_shift) - 16384,
                           to15(v[x], bits, in_shift) - 16384, 2, -1);
}

static void yuv2rgb32_full_u8_c(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                                const uint8_t *v, ptrdiff_t width, const SimdLessonRgbFull *k,
                                int alpha_first)
{
    for (ptrdiff_t x = 0; x < width; x++)
        yuv2rgb_full_pixel(dst + 4 * x, k, y[x], u[x] - 128, v[x] - 128, 9,
                           alpha_first ? 0 : 3);
}

static void yuv2rgb32_full_u16_c(uint8_t *dst, const uint16_t *y, const uint16_t *u,
                                 const uint16_t *v, ptrdiff_t width,
                                 const SimdLessonRgbFull *k, int bits, int in_shift,
                                 int alpha_first)
{
    for (ptrdiff_t x = 0; x < width; x++)
        yuv2rgb_full_pixel(dst + 4 * x, k, to15(y[x], bits, in_shift),
                           to15(u[x], bits, in_shift) - 16384,
                           to15(v[x], bits, in_shift) - 16384, 2, alpha_first ? 0 : 3);
}

static void hscale2x_u8_c(int16_t *dst, const uint8_t *src, ptrdiff_t width,
                          const int16_t *coef)
{
    for (ptrdiff_t k = 0; k < width; k++) {
        for (int p = 0; p < 2; p++) {
            int sum = 0;

            for (int j = 0; j < 4; j++)
                sum += src[k + p + j] * coef[4 * p + j];
            dst[2 * k + p] = FFMIN(sum >> 7, (1 << 15) - 1);
        }
    }
}

static void hscale2x_u16_c(int16_t *dst, const uint16_t *src, ptrdiff_t width,
                           const int16_t *coef, int sh)
{
    for (ptrdiff_t k = 0; k < width; k++) {
        for (int p = 0; p < 2; p++) {
            int sum = 0;

            for (int j = 0; j < 4; j++)
                sum += (int16_t)src[k + p + j] * coef[4 * p + j];
            dst[2 * k + p] = av_clip_int16(sum >> sh);
        }
    }
}

static void vfilter_s16_s32_c(int32_t *dst, const int16_t *const *src, const int16_t *coef,
                              int taps, ptrdiff_t width, int bias)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        uint32_t sum = bias;

        for (int j = 0; j < taps; j++)
            sum += src[j][i] * (uint32_t)coef[j];
        dst[i] = (int32_t)sum >> 10;
    }
}

/* the same from swscale's 32-bit U and V */
static av_always_inline void yuv2rgb_full32_pixel(uint8_t *dst, const SimdLessonRgbFull *k,
                                                  int Y, int32_t U, int32_t V, int shift,
                                                  int alpha)
{
    uint8_t *d = dst + (alpha == 0);

    for (int c = 0; c < 3; c++) {
        const uint32_t sum = ((Y * (uint32_t)k->y_k) << shift) + k->off +
                             U * (uint32_t)k->uv[c][0] + V * (uint32_t)k->uv[c][1];
        d[c] = av_clip_uint8((int32_t)sum >> 22);
    }
    if (alpha >= 0)
        dst[alpha] = 255;
}

static void yuv2rgb24_full32_u8_c(uint8_t *dst, const uint8_t *y, const int32_t *u,
                                  const int32_t *v, ptrdiff_t width, const SimdLessonRgbFull *k)
{
    for (ptrdiff_t x = 0; x < width; x++)
        yuv2rgb_full32_pixel(dst + 3 * x, k, y[x], u[x], v[x], 9, -1);
}

static void yuv2rgb24_full32_u16_c(uint8_t *dst, const uint16_t *y, const int32_t *u,
                                   const int32_t *v, ptrdiff_t width,
                                   const SimdLessonRgbFull *k, int bits, int in_shift)
{
    for (ptrdiff_t x = 0; x < width; x++)
        yuv2rgb_full32_pixel(dst + 3 * x, k, to15(y[x], bits, in_shift), u[x], v[x], 2, -1);
}

static void yuv2rgb32_full32_u8_c(uint8_t *dst, const uint8_t *y, const int32_t *u,
                                  const int32_t *v, ptrdiff_t width, const SimdLessonRgbFull *k,
                                  int alpha_first)
{
    for (ptrdiff_t x = 0; x < width; x++)
        yuv2rgb_full32_pixel(dst + 4 * x, k, y[x], u[x], v[x], 9, alpha_first ? 0 : 3);
}

static void yuv2rgb32_full32_u16_c(uint8_t *dst, const uint16_t *y, const int32_t *u,
                                   const int32_t *v, ptrdiff_t width,
                                   const SimdLessonRgbFull *k, int bits, int in_shift,
                                   int alpha_first)
{
    for (ptrdiff_t x = 0; x < width; x++)
        yuv2rgb_full32_pixel(dst + 4 * x, k, to15(y[x], bits, in_shift), u[x], v[x], 2,
                             alpha_first ? 0 : 3);
}

static void yuv2rgbp_full32_u8_c(uint8_t *a, uint8_t *b, uint8_t *c, const uint8_t *y,
                                 const int32_t *u, const int32_t *v, ptrdiff_t width,
                                 const SimdLessonRgbFull *k)
{
    for (ptrdiff_t x = 0; x < width; x++) {
        uint8_t px[3];

        yuv2rgb_full32_pixel(px, k, y[x], u[x], v[x], 9, -1);
        a[x] = px[0];
        b[x] = px[1];
        c[x] = px[2];
    }
}

static void yuv2rgbp_full32_u16_c(uint8_t *a, uint8_t *b, uint8_t *c, const uint16_t *y,
                                  const int32_t *u, const int32_t *v, ptrdiff_t width,
                                  const SimdLessonRgbFull *k, int bits, int in_shift)
{
    for (ptrdiff_t x = 0; x < width; x++) {
        uint8_t px[3];

        yuv2rgb_full32_pixel(px, k, to15(y[x], bits, in_shift), u[x], v[x], 2, -1);
        a[x] = px[0];
        b[x] = px[1];
        c[x] = px[2];
    }
}

/* a luma or chroma sample of 8 to 16 bits as the 16-bit RGB output takes it:
 * clipped to its range (swscale's C scaler clips samples above the range to
 * 2^19 - 1 in its 19 bits, its x86 ones wrap: not video) */
static av_always_inline int to_bits(unsigned v, int bits, int in_shift)
{
    return FFMIN(v >> in_shift, (1U << bits) - 1);
}

static void vfilter_u16_s17_c(int32_t *dst, const uint16_t *const *src, const int16_t *coef,
                              int taps, ptrdiff_t width, int bits, int in_shift)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        uint32_t sum = 0;               /* (16 bits: it wraps, as swscale's does) */
        for (int j = 0; j < taps; j++)
            sum += to_bits(src[j][i], bits, in_shift) * coef[j];
        dst[i] = (int32_t)((sum << (19 - bits)) - (1U << 30)) >> 14;
    }
}

/* one pixel of 16-bit RGB from its luma sample y and chroma U, V */
static av_always_inline void rgb48_pixel(uint16_t *dst, unsigned y, uint32_t U, uint32_t V,
                                         const SimdLessonRgb48 *k, int bits, int in_shift,
                                         int layout)
{
    const uint32_t Y = (((uint32_t)to_bits(y, bits, in_shift) * (uint32_t)k->y_k) << (17 - bits)) +
                       k->y_add;
    const uint32_t ch[3] = { V * k->c0, V * k->g_v + U * k->g_u, U * k->c2 };

    for (int c = 0; c < (layout & SIMDLESSON_RGB48_ALPHA ? 4 : 3); c++) {
        const int out = c < 3 ? av_clip_uint16(((int32_t)(ch[c] + Y) >> 14) + 32768) : 65535;
        if (layout & SIMDLESSON_RGB48_BE)
            AV_WB16(dst + c, out);
        else
            AV_WN16(dst + c, out);
    }
}

static void yuv2rgb48_c(uint16_t *dst, const uint16_t *y, const int32_t *u, const int32_t *v,
                        ptrdiff_t step, ptrdiff_t width, const SimdLessonRgb48 *k, int bits,
                        int in_shift, int layout)
{
    const int words = layout & SIMDLESSON_RGB48_ALPHA ? 4 : 3;

    for (ptrdiff_t x = 0; x < width; x++)
        rgb48_pixel(dst + x * words, y[x], u[(x >> 1) * step], v[(x >> 1) * step], k, bits,
                    in_shift, layout);
}

static void vfilter_s32_s17_c(int32_t *dst, const int32_t *const *src, const int16_t *coef,
                              int taps, ptrdiff_t width, int logical)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        uint32_t sum = -(1U << 30);
        for (int j = 0; j < taps; j++)
            sum += (uint32_t)src[j][i] * coef[j];
        dst[i] = logical ? (int32_t)(sum >> 14) : (int32_t)sum >> 14;
    }
}

static void yuv2rgb48_full_c(uint16_t *dst, const uint16_t *y, const int32_t *u,
                             const int32_t *v, ptrdiff_t width, const SimdLessonRgb48 *k,
                             int bits, int in_shift, int layout)
{
    const int words = layout & SIMDLESSON_RGB48_ALPHA ? 4 : 3;

    for (ptrdiff_t x = 0; x < width; x++)
        rgb48_pixel(dst + x * words, y[x], u[x], v[x], k, bits, in_shift, layout);
}

static void split3_u8_c(uint8_t *a, uint8_t *b, uint8_t *c, const uint8_t *src,
                       ptrdiff_t width)
{
    for (ptrdiff_t x = 0; x < width; x++) {
        a[x] = src[3 * x];
        b[x] = src[3 * x + 1];
        c[x] = src[3 * x + 2];
    }
}

static void merge3_u8_c(uint8_t *dst, const uint8_t *a, const uint8_t *b, const uint8_t *c,
                        ptrdiff_t width)
{
    for (ptrdiff_t x = 0; x < width; x++) {
        dst[3 * x]     = a[x];
        dst[3 * x + 1] = b[x];
        dst[3 * x + 2] = c[x];
    }
}

/* psubsw, paddsw and packuswb on one word */
static av_always_inline int adds(int a, int b)
{
    return av_clip_int16(a + b);
}

static av_always_inline void yuv420_rgb_pixel(uint8_t *dst, const SimdLessonRgbMul *k,
                                              int Y, int P, int Q)
{
    const int y = mulhi((int16_t)((Y << 3) - k->y_off), k->y_k);
    const int p = av_clip_int16((P << 3) - k->p_off), q = av_clip_int16((Q << 3) - k->q_off);

    dst[0] = av_clip_uint8(adds(mulhi(p, k->p_k), y));
    dst[1] = av_clip_uint8(adds(adds(mulhi(q, k->gq_k), mulhi(p, k->gp_k)), y));
    dst[2] = av_clip_uint8(adds(mulhi(q, k->q_k), y));
}

static void yuv420_rgb24_c(uint8_t *dst, const uint8_t *y, const uint8_t *p,
                           const uint8_t *q, ptrdiff_t width, const SimdLessonRgbMul *k)
{
    for (ptrdiff_t x = 0; x < width; x++)
        yuv420_rgb_pixel(dst + 3 * x, k, y[x], p[x >> 1], q[x >> 1]);
}

static void yuv420_rgb32_c(uint8_t *dst, const uint8_t *y, const uint8_t *p,
                           const uint8_t *q, const uint8_t *a, ptrdiff_t width,
                           const SimdLessonRgbMul *k)
{
    for (ptrdiff_t x = 0; x < width; x++) {
        yuv420_rgb_pixel(dst + 4 * x, k, y[x], p[x >> 1], q[x >> 1]);
        dst[4 * x + 3] = a ? a[x] : 255;
    }
}

static void rgb24toyv12_luma_c(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                               const SimdLessonRgbToYuv *k)
{
    for (ptrdiff_t x = 0; x < width; x++, src += 3)
        dst[x] = ((k->y[0] * src[0] + k->y[1] * src[1] + k->y[2] * src[2]) >> 15) + 16;
}

static void rgb24toyv12_chroma_c(uint8_t *u, uint8_t *v, const uint8_t *src0,
                                 const uint8_t *src1, ptrdiff_t width,
                                 const SimdLessonRgbToYuv *k)
{
    for (ptrdiff_t i = 0; i < width; i++, src0 += 6, src1 += 6) {
        const int s0 = (src0[0] + src0[3] + src1[0] + src1[3]) >> 2;
        const int s1 = (src0[1] + src0[4] + src1[1] + src1[4]) >> 2;
        const int s2 = (src0[2] + src0[5] + src1[2] + src1[5]) >> 2;

        u[i] = ((k->u[0] * s0 + k->u[1] * s1 + k->u[2] * s2) >> 15) + 128;
        v[i] = ((k->v[0] * s0 + k->v[1] * s1 + k->v[2] * s2) >> 15) + 128;
    }
}

/** MMX's sum of the products of bytes 0 and 1 and of byte 2 by k, >> 7 */
static av_always_inline int rgb24toyv12_sat(const int16_t *k, int s0, int s1, int s2)
{
    return av_clip_int16(av_clip_int16((k[0] * s0 + k[1] * s1) >> 8) +
                         av_clip_int16((k[2] * s2) >> 8)) >> 7;
}

static void rgb24toyv12_luma_sat_c(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                                   const SimdLessonRgbToYuv *k)
{
    for (ptrdiff_t x = 0; x < width; x++, src += 3)
        dst[x] = FFMIN(av_clip_uint8(rgb24toyv12_sat(k->y, src[0], src[1], src[2])) + 16, 255);
}

static void rgb24toyv12_chroma_sat_c(uint8_t *u, uint8_t *v, const uint8_t *src0,
                                     const uint8_t *src1, ptrdiff_t width,
                                     const SimdLessonRgbToYuv *k)
{
    for (ptrdiff_t i = 0; i < width; i++, src0 += 6, src1 += 6) {
        int m[3];

        for (int j = 0; j < 3; j++)
            m[j] = (((src0[j] + src1[j] + 1) >> 1) + ((src0[j + 3] + src1[j + 3] + 1) >> 1) +
                    1) >> 1;
        u[i] = av_clip_int8(rgb24toyv12_sat(k->u, m[0], m[1], m[2])) + 128;
        v[i] = av_clip_int8(rgb24toyv12_sat(k->v, m[0], m[1], m[2])) + 128;
    }
}

static av_always_inline void rgb_to_y(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                                      const SimdLessonRgbToYuv *k, int bpp)
{
    for (ptrdiff_t x = 0; x < width; x++, src += bpp)
        dst[x] = av_clip_uint8((k->y[0] * src[0] + k->y[1] * src[1] + k->y[2] * src[2] +
                                (bpp == 4 ? k->y[3] * src[3] : 0) + 0x84100) >> 15);
}

static av_always_inline void rgb_to_uv15(int16_t *u, int16_t *v, const uint8_t *src,
                                         ptrdiff_t width, const SimdLessonRgbToYuv *k,
                                         int bpp)
{
    for (ptrdiff_t i = 0; i < width; i++, src += 2 * bpp) {
        int su = (256 << 15) + (1 << 9), sv = su;

        for (int j = 0; j < bpp; j++) {
            const int s = src[j] + src[bpp + j];
            su += k->u[j] * s;
            sv += k->v[j] * s;
        }
        u[i] = (su >> 10) * 2;
        v[i] = (sv >> 10) * 2;
    }
}

static void rgb24_to_uv15_c(int16_t *u, int16_t *v, const uint8_t *src, ptrdiff_t width,
                            const SimdLessonRgbToYuv *k)
{
    rgb_to_uv15(u, v, src, width, k, 3);
}

static void rgb32_to_uv15_c(int16_t *u, int16_t *v, const uint8_t *src, ptrdiff_t width,
                            const SimdLessonRgbToYuv *k)
{
    rgb_to_uv15(u, v, src, width, k, 4);
}

static void rgb24_to_y_uv15_c(uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,
                              ptrdiff_t width, const SimdLessonRgbToYuv *k)
{
    rgb_to_y(y, src, 2 * width, k, 3);
    rgb_to_uv15(u, v, src, width, k, 3);
}

static void rgb32_to_y_uv15_c(uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,
                              ptrdiff_t width, const SimdLessonRgbToYuv *k)
{
    rgb_to_y(y, src, 2 * width, k, 4);
    rgb_to_uv15(u, v, src, width, k, 4);
}

static av_always_inline void rgb_to_p15(int16_t *dst, const uint8_t *src, ptrdiff_t width,
                                        const int16_t *k, int round, int bpp)
{
    for (ptrdiff_t x = 0; x < width; x++, src += bpp) {
        unsigned sum = round;

        for (int j = 0; j < bpp; j++)
            sum += k[j] * src[j];
        dst[x] = ((int)sum >> 9) * 2;
    }
}

static void rgb24_to_p15_c(int16_t *dst, const uint8_t *src, ptrdiff_t width,
                           const int16_t *k, int round)
{
    rgb_to_p15(dst, src, width, k, round, 3);
}

static void rgb32_to_p15_c(int16_t *dst, const uint8_t *src, ptrdiff_t width,
                           const int16_t *k, int round)
{
    rgb_to_p15(dst, src, width, k, round, 4);
}

static av_always_inline void rgb48_to_p15(int16_t *dst, const uint16_t *src,
                                          ptrdiff_t width, const int16_t *k, int round,
                                          int words)
{
    for (ptrdiff_t x = 0; x < width; x++, src += words) {
        unsigned sum = round;

        for (int j = 0; j < words; j++)
            sum += k[j] * (unsigned)src[j];
        dst[x] = (uint16_t)(sum >> 15) >> 1;
    }
}

static void rgb48_to_p15_c(int16_t *dst, const uint16_t *src, ptrdiff_t width,
                           const int16_t *k, int round)
{
    rgb48_to_p15(dst, src, width, k, round, 3);
}

static void rgba64_to_p15_c(int16_t *dst, const uint16_t *src, ptrdiff_t width,
                            const int16_t *k, int round)
{
    rgb48_to_p15(dst, src, width, k, round, 4);
}

static av_always_inline void rgb48_to_uv15(int16_t *u, int16_t *v, const uint16_t *src,
                                           ptrdiff_t width, const SimdLessonRgbToYuv *k,
                                           int words)
{
    for (ptrdiff_t i = 0; i < width; i++, src += 2 * words) {
        unsigned su = 0x10001 << 14, sv = su;

        for (int j = 0; j < words; j++) {
            const unsigned s = (src[j] + src[words + j] + 1) >> 1;
            su += k->u[j] * s;
            sv += k->v[j] * s;
        }
        u[i] = (uint16_t)(su >> 15) >> 1;
        v[i] = (uint16_t)(sv >> 15) >> 1;
    }
}

static void rgb48_to_uv15_c(int16_t *u, int16_t *v, const uint16_t *src, ptrdiff_t width,
                            const SimdLessonRgbToYuv *k)
{
    rgb48_to_uv15(u, v, src, width, k, 3);
}

static void rgba64_to_uv15_c(int16_t *u, int16_t *v, const uint16_t *src, ptrdiff_t width,
                             const SimdLessonRgbToYuv *k)
{
    rgb48_to_uv15(u, v, src, width, k, 4);
}

static av_always_inline void rgb_to_pn(uint8_t *dst8, uint16_t *dst16, const uint8_t *src,
                                       ptrdiff_t width, const int16_t *k, int round, int bits,
                                       int lshift, int bpp)
{
    const int shift = 23 - bits;
    const unsigned start = (unsigned)round + (1U << (shift - 1));

    for (ptrdiff_t x = 0; x < width; x++, src += bpp) {
        unsigned sum = start;

        for (int j = 0; j < bpp; j++)
            sum += k[j] * src[j];
        if (dst8)
            dst8[x] = av_clip_uint8((int)sum >> shift);
        else
            dst16[x] = av_clip_uintp2((int)sum >> shift, bits) << lshift;
    }
}

static void rgb24_to_p8_c(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                          const int16_t *k, int round)
{
    rgb_to_pn(dst, NULL, src, width, k, round, 8, 0, 3);
}

static void rgb32_to_p8_c(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                          const int16_t *k, int round)
{
    rgb_to_pn(dst, NULL, src, width, k, round, 8, 0, 4);
}

static void rgb24_to_p16_c(uint16_t *dst, const uint8_t *src, ptrdiff_t width,
                           const int16_t *k, int round, int bits, int lshift)
{
    rgb_to_pn(NULL, dst, src, width, k, round, bits, lshift, 3);
}

static void rgb32_to_p16_c(uint16_t *dst, const uint8_t *src, ptrdiff_t width,
                           const int16_t *k, int round, int bits, int lshift)
{
    rgb_to_pn(NULL, dst, src, width, k, round, bits, lshift, 4);
}

static void vfilter_s16_c(uint8_t *dst, const int16_t *const *src, const int16_t *coef,
                          int taps, ptrdiff_t width, int round)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        unsigned sum = round;

        for (int j = 0; j < taps; j++)
            sum += src[j][i] * coef[j];
        dst[i] = av_clip_uint8((int)sum >> 19);
    }
}

static void vfilter_s16_u16_c(uint16_t *dst, const int16_t *const *src, const int16_t *coef,
                              int taps, ptrdiff_t width, int bits, int lshift)
{
    const int shift = 27 - bits;

    for (ptrdiff_t i = 0; i < width; i++) {
        unsigned sum = 1U << (shift - 1);

        for (int j = 0; j < taps; j++)
            sum += src[j][i] * coef[j];
        dst[i] = av_clip_uintp2((int)sum >> shift, bits) << lshift;
    }
}

static void vfilter_s16_uv_c(uint8_t *dst, const int16_t *const *src, ptrdiff_t v_off,
                             const int16_t *coef, int taps, ptrdiff_t width, int round)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        unsigned su = round, sv = round;

        for (int j = 0; j < taps; j++) {
            su += src[j][i] * coef[j];
            sv += src[j][i + v_off] * coef[j];
        }
        dst[2 * i]     = av_clip_uint8((int)su >> 19);
        dst[2 * i + 1] = av_clip_uint8((int)sv >> 19);
    }
}

static void vfilter_s16_mulhi_c(uint8_t *dst, const int16_t *const *src, const int16_t *coef,
                                int taps, ptrdiff_t width, int round)
{
    for (ptrdiff_t i = 0; i < width; i++) {
        unsigned sum = round;

        for (int j = 0; j < taps; j++)
            sum += mulhi(src[j][i], coef[j]);
        dst[i] = av_clip_uint8((int16_t)sum >> 3);
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

    dsp->vfilter_u8      = vfilter_u8_c;
    dsp->vfilter_u16     = vfilter_u16_c;
    dsp->vfilter_s15     = vfilter_s15_c;
    dsp->yuv2rgb24_u8    = yuv2rgb24_u8_c;
    dsp->yuv2rgb24_u16   = yuv2rgb24_u16_c;
    dsp->yuv2rgb24_uv_u8  = NULL;
    dsp->yuv2rgb24_uv_u16 = NULL;
    dsp->yuv2bgr24_mulhi_u8  = NULL;
    dsp->yuv2bgr24_mulhi_u16 = NULL;
    dsp->yuv2bgr24_mulhi_uv_u8      = NULL;
    dsp->yuv2bgr24_mulhi_s15_u16    = NULL;
    dsp->yuv2bgr24_mulhi_uv_s15_u16 = NULL;
    dsp->yuv2rgb32_mulhi_uv_u8      = NULL;
    dsp->yuv2rgb32_mulhi_s15_u16    = NULL;
    dsp->yuv2rgb32_mulhi_uv_s15_u16 = NULL;
    dsp->yuv420_rgb24    = yuv420_rgb24_c;
    dsp->yuv420_rgb32    = yuv420_rgb32_c;
    dsp->yuv2rgb32_u8    = yuv2rgb32_u8_c;
    dsp->yuv2rgb32_u16   = yuv2rgb32_u16_c;
    dsp->yuv2rgb24_full_u8  = yuv2rgb24_full_u8_c;
    dsp->yuv2rgb24_full_u16 = yuv2rgb24_full_u16_c;
    dsp->yuv2rgb32_full_u8  = yuv2rgb32_full_u8_c;
    dsp->yuv2rgb32_full_u16 = yuv2rgb32_full_u16_c;
    dsp->split3_u8            = split3_u8_c;
    dsp->merge3_u8            = merge3_u8_c;
    dsp->hscale2x_u8          = hscale2x_u8_c;
    dsp->hscale2x_u16         = hscale2x_u16_c;
    dsp->vfilter_s16_s32      = vfilter_s16_s32_c;
    dsp->yuv2rgb24_full32_u8  = yuv2rgb24_full32_u8_c;
    dsp->yuv2rgb24_full32_u16 = yuv2rgb24_full32_u16_c;
    dsp->yuv2rgb32_full32_u8  = yuv2rgb32_full32_u8_c;
    dsp->yuv2rgb32_full32_u16 = yuv2rgb32_full32_u16_c;
    dsp->yuv2rgbp_full32_u8   = yuv2rgbp_full32_u8_c;
    dsp->yuv2rgbp_full32_u16  = yuv2rgbp_full32_u16_c;
    dsp->vfilter_u16_s17      = vfilter_u16_s17_c;
    dsp->yuv2rgb48            = yuv2rgb48_c;
    dsp->vfilter_s32_s17      = vfilter_s32_s17_c;
    dsp->yuv2rgb48_full       = yuv2rgb48_full_c;
    dsp->vfilter_mulhi_u8  = vfilter_mulhi_u8_c;
    dsp->vfilter_mulhi_u16 = vfilter_mulhi_u16_c;
    dsp->vfilter_mulhi_uv_u8  = vfilter_mulhi_uv_u8_c;
    dsp->vfilter_mulhi_uv_u16 = vfilter_mulhi_uv_u16_c;
    dsp->to15_u16             = to15_u16_c;
    dsp->vfilter_mulhi_s15    = vfilter_mulhi_s15_c;
    dsp->vfilter_mulhi_uv_s15 = vfilter_mulhi_uv_s15_c;
    dsp->yuv2rgb32_mulhi_u8  = yuv2rgb32_mulhi_u8_c;
    dsp->yuv2rgb32_mulhi_u16 = yuv2rgb32_mulhi_u16_c;
    dsp->yuv2rgb32_mulhi_pq_u8  = yuv2rgb32_mulhi_pq_u8_c;
    dsp->yuv2rgb32_mulhi_pq_u16 = yuv2rgb32_mulhi_pq_u16_c;
    dsp->rgb24toyv12_luma   = rgb24toyv12_luma_c;
    dsp->rgb24toyv12_chroma = rgb24toyv12_chroma_c;
    dsp->rgb24toyv12_luma_sat   = rgb24toyv12_luma_sat_c;
    dsp->rgb24toyv12_chroma_sat = rgb24toyv12_chroma_sat_c;
    dsp->rgb24_to_uv15     = rgb24_to_uv15_c;
    dsp->rgb32_to_uv15     = rgb32_to_uv15_c;
    dsp->rgb24_to_y_uv15   = rgb24_to_y_uv15_c;
    dsp->rgb32_to_y_uv15   = rgb32_to_y_uv15_c;
    dsp->rgb24_to_y_uv15_mulhi = NULL;
    dsp->rgb32_to_y_uv15_mulhi = NULL;
    dsp->rgb24_to_y_uv15_s16   = NULL;
    dsp->rgb32_to_y_uv15_s16   = NULL;
    dsp->rgb24_to_p15      = rgb24_to_p15_c;
    dsp->rgb48_to_p15      = rgb48_to_p15_c;
    dsp->rgba64_to_p15     = rgba64_to_p15_c;
    dsp->rgb48_to_uv15     = rgb48_to_uv15_c;
    dsp->rgba64_to_uv15    = rgba64_to_uv15_c;
    dsp->rgb32_to_p15      = rgb32_to_p15_c;
    dsp->rgb24_to_p8       = rgb24_to_p8_c;
    dsp->rgb32_to_p8       = rgb32_to_p8_c;
    dsp->rgb24_to_p16      = rgb24_to_p16_c;
    dsp->rgb32_to_p16      = rgb32_to_p16_c;
    dsp->vfilter_s16       = vfilter_s16_c;
    dsp->vfilter_s16_u16   = vfilter_s16_u16_c;
    dsp->vfilter_s16_uv    = vfilter_s16_uv_c;
    dsp->vfilter_s16_mulhi = vfilter_s16_mulhi_c;

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
