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

#include <assert.h>
#include <stddef.h>

#include <string.h>

#include "config.h"
#include "libavutil/attributes.h"
#include "libavutil/common.h"
#include "libavutil/cpu.h"
#include "libavutil/x86/cpu.h"
#include "libswscale/simdlessondsp.h"

#define DECL_ADD(opt)                                                                  \
void ff_simdlesson_add_sat_u8_##opt(uint8_t *dst, const uint8_t *a,                    \
                                    const uint8_t *b, ptrdiff_t width);                \
void ff_simdlesson_add_wrap_u8_##opt(uint8_t *dst, const uint8_t *a,                   \
                                     const uint8_t *b, ptrdiff_t width);               \
void ff_simdlesson_add_bias_u8_##opt(uint8_t *dst, const uint8_t *a,                   \
                                     const uint8_t *b, ptrdiff_t width);               \
void ff_simdlesson_offset_sat_u8_##opt(uint8_t *dst, const uint8_t *a,                 \
                                       ptrdiff_t width, int v);                        \
void ff_simdlesson_offset_wrap_u8_##opt(uint8_t *dst, const uint8_t *a,                \
                                        ptrdiff_t width, int v);                       \
void ff_simdlesson_add_sat_u16_##opt(uint16_t *dst, const uint16_t *a,                 \
                                     const uint16_t *b, ptrdiff_t width, int max);     \
void ff_simdlesson_add_wrap_u16_##opt(uint16_t *dst, const uint16_t *a,                \
                                      const uint16_t *b, ptrdiff_t width, int max);    \
void ff_simdlesson_add_bias_u16_##opt(uint16_t *dst, const uint16_t *a,                \
                                      const uint16_t *b, ptrdiff_t width, int max);    \
void ff_simdlesson_offset_sat_u16_##opt(uint16_t *dst, const uint16_t *a,              \
                                        ptrdiff_t width, int v, int max);              \
void ff_simdlesson_offset_wrap_u16_##opt(uint16_t *dst, const uint16_t *a,             \
                                         ptrdiff_t width, int v, int max);

#define DECL_SHUFFLE(size, opt)                                                        \
void ff_simdlesson_shuffle_##size##_##opt(uint8_t *dst, const uint8_t *src,            \
                                          ptrdiff_t width, const SimdLessonShuffle *shuf);
#define DECL_SHUFFLES(opt) \
    DECL_SHUFFLE(3, opt) DECL_SHUFFLE(4, opt) DECL_SHUFFLE(6, opt) DECL_SHUFFLE(8, opt)

#define DECL_REPACK(in, out, opt)                                                      \
void ff_simdlesson_repack_##in##to##out##_##opt(uint8_t *dst, const uint8_t *src,      \
                                                ptrdiff_t width,                       \
                                                const SimdLessonShuffle *shuf);
#define DECL_REPACKS(opt) \
    DECL_REPACK(3, 4, opt) DECL_REPACK(4, 3, opt) DECL_REPACK(6, 8, opt) DECL_REPACK(8, 6, opt)

#define DECL_DEPTH_UP_U8(opt)                                                          \
void ff_simdlesson_depth_up_u8_##opt(uint16_t *dst, const uint8_t *src,                \
                                     ptrdiff_t width, int lshift, int rshift);
#define DECL_DEPTH(opt)                                                                \
DECL_DEPTH_UP_U8(opt)                                                                  \
void ff_simdlesson_depth_up_u16_##opt(uint16_t *dst, const uint16_t *src,              \
                                      ptrdiff_t width, int lshift, int rshift);        \
void ff_simdlesson_depth_down_u16_##opt(uint16_t *dst, const uint16_t *src,            \
                                        ptrdiff_t width, const uint16_t *dither,       \
                                        int shift, int rshift, int max);               \
void ff_simdlesson_depth_down_u8_##opt(uint8_t *dst, const uint16_t *src,              \
                                       ptrdiff_t width, const uint16_t *dither,        \
                                       int shift, int rshift);

#define DECL_LAYOUT_U8(opt)                                                            \
void ff_simdlesson_interleave_u8_##opt(uint8_t *dst, const uint8_t *u,                 \
                                       const uint8_t *v, ptrdiff_t width);             \
void ff_simdlesson_deinterleave_u8_##opt(uint8_t *u, uint8_t *v, const uint8_t *src,   \
                                         ptrdiff_t width);                             \
void ff_simdlesson_interleave_u16_##opt(uint16_t *dst, const uint16_t *u,              \
                                        const uint16_t *v, ptrdiff_t width, int shift); \
void ff_simdlesson_pack_yuyv_##opt(uint8_t *dst, const uint8_t *y, const uint8_t *u,   \
                                   const uint8_t *v, ptrdiff_t width);                 \
void ff_simdlesson_pack_uyvy_##opt(uint8_t *dst, const uint8_t *y, const uint8_t *u,   \
                                   const uint8_t *v, ptrdiff_t width);                 \
void ff_simdlesson_pack_yuyv_u16_##opt(uint16_t *dst, const uint16_t *y,               \
                                       const uint16_t *u, const uint16_t *v,           \
                                       ptrdiff_t width, int shift);
/* the kernels with an SSSE3 (pshufb) version */
#define DECL_LAYOUT_PSHUFB(opt)                                                        \
void ff_simdlesson_deinterleave_u16_##opt(uint16_t *u, uint16_t *v,                    \
                                          const uint16_t *src, ptrdiff_t width,        \
                                          int shift);                                  \
void ff_simdlesson_unpack_yuyv_##opt(uint8_t *y, uint8_t *u, uint8_t *v,               \
                                     const uint8_t *src, ptrdiff_t width);             \
void ff_simdlesson_unpack_uyvy_##opt(uint8_t *y, uint8_t *u, uint8_t *v,               \
                                     const uint8_t *src, ptrdiff_t width);             \
void ff_simdlesson_unpack_yuyv_u16_##opt(uint16_t *y, uint16_t *u, uint16_t *v,        \
                                         const uint16_t *src, ptrdiff_t width,         \
                                         int shift);
#define DECL_LAYOUT(opt) DECL_LAYOUT_U8(opt) DECL_LAYOUT_PSHUFB(opt)

DECL_ADD(sse2)
DECL_DEPTH(sse2)
DECL_LAYOUT(sse2)
DECL_SHUFFLES(ssse3)
DECL_REPACKS(ssse3)
DECL_LAYOUT_PSHUFB(ssse3)
DECL_DEPTH_UP_U8(sse4)
DECL_ADD(avx2)
DECL_SHUFFLES(avx2)
DECL_REPACKS(avx2)
DECL_DEPTH(avx2)
DECL_LAYOUT(avx2)
DECL_ADD(avx512)
DECL_SHUFFLE(4, avx512)
DECL_SHUFFLE(8, avx512)
DECL_DEPTH(avx512)
DECL_LAYOUT(avx512)
DECL_SHUFFLE(3, avx512icl)
DECL_SHUFFLE(6, avx512icl)
DECL_REPACKS(avx512icl)

/* The table offsets of the struc in simdlessondsp_include.asm */
static_assert(offsetof(SimdLessonShuffle, ctl)                ==   0 &&
              offsetof(SimdLessonShuffle, set)                ==  16 &&
              offsetof(SimdLessonShuffle, tail_ctl)           ==  32 &&
              offsetof(SimdLessonShuffle, tail_prev_ctl)      ==  48 &&
              offsetof(SimdLessonShuffle, tail_set)           ==  64 &&
              offsetof(SimdLessonShuffle, perm)               ==  80 &&
              offsetof(SimdLessonShuffle, perm_set)           == 144 &&
              offsetof(SimdLessonShuffle, perm_keep)          == 208 &&
              offsetof(SimdLessonShuffle, rp_ctl)             == 224 &&
              offsetof(SimdLessonShuffle, rp_set)             == 256 &&
              offsetof(SimdLessonShuffle, rp_tail_ctl)        == 288 &&
              offsetof(SimdLessonShuffle, rp_tail_prev_ctl)   == 304 &&
              offsetof(SimdLessonShuffle, rp_tail_set)        == 320 &&
              offsetof(SimdLessonShuffle, rp_tail32_prev_ctl) == 336 &&
              offsetof(SimdLessonShuffle, rp_tail32_set)      == 352 &&
              offsetof(SimdLessonShuffle, rp_perm)            == 384 &&
              offsetof(SimdLessonShuffle, rp_perm_set)        == 448,
              "SimdLessonShuffle layout does not match simdlessondsp_include.asm");

#define SET_ADD(opt)                                                \
    do {                                                            \
        dsp->add_sat_u8      = ff_simdlesson_add_sat_u8_##opt;      \
        dsp->add_wrap_u8     = ff_simdlesson_add_wrap_u8_##opt;     \
        dsp->add_bias_u8     = ff_simdlesson_add_bias_u8_##opt;     \
        dsp->offset_sat_u8   = ff_simdlesson_offset_sat_u8_##opt;   \
        dsp->offset_wrap_u8  = ff_simdlesson_offset_wrap_u8_##opt;  \
        dsp->add_sat_u16     = ff_simdlesson_add_sat_u16_##opt;     \
        dsp->add_wrap_u16    = ff_simdlesson_add_wrap_u16_##opt;    \
        dsp->add_bias_u16    = ff_simdlesson_add_bias_u16_##opt;    \
        dsp->offset_sat_u16  = ff_simdlesson_offset_sat_u16_##opt;  \
        dsp->offset_wrap_u16 = ff_simdlesson_offset_wrap_u16_##opt; \
    } while (0)

#define SET_SHUFFLES(opt)                                           \
    do {                                                            \
        dsp->shuffle_3 = ff_simdlesson_shuffle_3_##opt;             \
        dsp->shuffle_4 = ff_simdlesson_shuffle_4_##opt;             \
        dsp->shuffle_6 = ff_simdlesson_shuffle_6_##opt;             \
        dsp->shuffle_8 = ff_simdlesson_shuffle_8_##opt;             \
    } while (0)

#define SET_REPACKS(opt)                                            \
    do {                                                            \
        dsp->repack_3to4 = ff_simdlesson_repack_3to4_##opt;         \
        dsp->repack_4to3 = ff_simdlesson_repack_4to3_##opt;         \
        dsp->repack_6to8 = ff_simdlesson_repack_6to8_##opt;         \
        dsp->repack_8to6 = ff_simdlesson_repack_8to6_##opt;         \
    } while (0)

#define SET_DEPTH(opt)                                              \
    do {                                                            \
        dsp->depth_up_u8    = ff_simdlesson_depth_up_u8_##opt;      \
        dsp->depth_up_u16   = ff_simdlesson_depth_up_u16_##opt;     \
        dsp->depth_down_u16 = ff_simdlesson_depth_down_u16_##opt;   \
        dsp->depth_down_u8  = ff_simdlesson_depth_down_u8_##opt;    \
    } while (0)

#define SET_LAYOUT_PSHUFB(opt)                                            \
    do {                                                                  \
        dsp->deinterleave_u16 = ff_simdlesson_deinterleave_u16_##opt;     \
        dsp->unpack_yuyv      = ff_simdlesson_unpack_yuyv_##opt;          \
        dsp->unpack_uyvy      = ff_simdlesson_unpack_uyvy_##opt;          \
        dsp->unpack_yuyv_u16  = ff_simdlesson_unpack_yuyv_u16_##opt;      \
    } while (0)

#define SET_LAYOUT(opt)                                                   \
    do {                                                                  \
        dsp->interleave_u8    = ff_simdlesson_interleave_u8_##opt;        \
        dsp->deinterleave_u8  = ff_simdlesson_deinterleave_u8_##opt;      \
        dsp->interleave_u16   = ff_simdlesson_interleave_u16_##opt;       \
        dsp->pack_yuyv        = ff_simdlesson_pack_yuyv_##opt;            \
        dsp->pack_uyvy        = ff_simdlesson_pack_uyvy_##opt;            \
        dsp->pack_yuyv_u16    = ff_simdlesson_pack_yuyv_u16_##opt;        \
        SET_LAYOUT_PSHUFB(opt);                                           \
    } while (0)

/*
 * The tables of the x86 kernels, built from a shuffle's map when
 * ff_simdlesson_shuffle_init() or ff_simdlesson_repack_init() makes it: the
 * pshufb controls of 16 bytes (SSSE3, AVX2: each 128-bit lane), their
 * tails, and the vpermb/vpermt2b controls of 64 (AVX512ICL).
 */

/* The pshufb control byte and the OR byte for output byte b of a pixel
 * whose first byte is at position start of the register. */
static void shuffle_entry(const SimdLessonShuffle *shuf, int start, int b,
                          uint8_t *ctl, uint8_t *set)
{
    const int m = shuf->map[b];

    *ctl = m >= 0 ? start + m : 0x80;
    *set = m == SL_SHUFFLE_MAX ? 0xff : 0;
}

av_cold void ff_simdlesson_shuffle_init_x86(SimdLessonShuffle *shuf)
{
    const int size  = shuf->pixel_bytes;
    const int whole = 16 / size * size;     /* bytes of whole pixels in 16 */
    const int skew  = 16 - whole;           /* 16 % size */

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
}

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

av_cold void ff_simdlesson_repack_init_x86(SimdLessonShuffle *shuf)
{
    const int src_bytes = shuf->src_bytes, dst_bytes = shuf->pixel_bytes;

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
}

#if ARCH_X86_64
#define DECL_YUV2RGB(opt)                                                                     \
void ff_simdlesson_vfilter_u8_##opt(uint8_t *dst, const uint8_t *const *src,                  \
                                    const int16_t *coef, int taps, ptrdiff_t width,           \
                                    int round);                                               \
void ff_simdlesson_vfilter_u16_##opt(uint8_t *dst, const uint16_t *const *src,                \
                                     const int16_t *coef, int taps, ptrdiff_t width,          \
                                     int round, int bits, int in_shift);                      \
void ff_simdlesson_vfilter_s15_##opt(uint8_t *dst, const int16_t *const *src,                \
                                     const int16_t *coef, int taps, ptrdiff_t width,          \
                                     int round);                                              \
void ff_simdlesson_yuv2rgb24_u8_##opt(uint8_t *dst, const uint8_t *y, const uint8_t *u,       \
                                      const uint8_t *v, ptrdiff_t width,                      \
                                      const SimdLessonRgbCoeffs *t);                          \
void ff_simdlesson_yuv2rgb24_u16_##opt(uint8_t *dst, const uint16_t *y, const uint8_t *u,     \
                                       const uint8_t *v, ptrdiff_t width,                     \
                                       const SimdLessonRgbCoeffs *t, int round, int bits,     \
                                       int in_shift);                                         \
void ff_simdlesson_yuv2rgb32_u8_##opt(uint8_t *dst, const uint8_t *y, const uint8_t *u,       \
                                      const uint8_t *v, ptrdiff_t width,                      \
                                      const SimdLessonRgbCoeffs *t, int alpha_first);         \
void ff_simdlesson_yuv2rgb32_u16_##opt(uint8_t *dst, const uint16_t *y, const uint8_t *u,     \
                                       const uint8_t *v, ptrdiff_t width,                     \
                                       const SimdLessonRgbCoeffs *t, int round, int bits,     \
                                       int in_shift, int alpha_first);
#define DECL_YUV2RGB_FULL(opt)                                                                \
void ff_simdlesson_yuv2rgb24_full_u8_##opt(uint8_t *dst, const uint8_t *y, const uint8_t *u,  \
                                           const uint8_t *v, ptrdiff_t width,                 \
                                           const SimdLessonRgbFull *k);                       \
void ff_simdlesson_yuv2rgb24_full_u16_##opt(uint8_t *dst, const uint16_t *y,                  \
                                            const uint16_t *u, const uint16_t *v,             \
                                            ptrdiff_t width, const SimdLessonRgbFull *k,      \
                                            int bits, int in_shift);                          \
void ff_simdlesson_yuv2rgb32_full_u8_##opt(uint8_t *dst, const uint8_t *y, const uint8_t *u,  \
                                           const uint8_t *v, ptrdiff_t width,                 \
                                           const SimdLessonRgbFull *k, int alpha_first);      \
void ff_simdlesson_yuv2rgb32_full_u16_##opt(uint8_t *dst, const uint16_t *y,                  \
                                            const uint16_t *u, const uint16_t *v,             \
                                            ptrdiff_t width, const SimdLessonRgbFull *k,      \
                                            int bits, int in_shift, int alpha_first);
DECL_YUV2RGB_FULL(sse4)
DECL_YUV2RGB_FULL(avx2)
DECL_YUV2RGB_FULL(avx512)

/* The full-chroma kernels take rows of a unit (8 and 16 pixels) or more;
 * shorter ones go through a buffer. */
#define YUV2RGB_FULL_SHORT(fn, unit, bpp, type, ...)                                          \
    type yb[unit], ub[unit], vb[unit];                                                        \
    uint8_t out[bpp * unit];                                                                  \
                                                                                              \
    if (width >= unit) {                                                                      \
        fn(dst, y, u, v, width, __VA_ARGS__);                                                 \
        return;                                                                               \
    }                                                                                         \
    memset(yb, 0, sizeof(yb));                                                                \
    memset(ub, 0, sizeof(ub));                                                                \
    memset(vb, 0, sizeof(vb));                                                                \
    memcpy(yb, y, width * sizeof(*y));                                                        \
    memcpy(ub, u, width * sizeof(*u));                                                        \
    memcpy(vb, v, width * sizeof(*v));                                                        \
    fn(out, yb, ub, vb, unit, __VA_ARGS__);                                                   \
    memcpy(dst, out, bpp * width);

#define YUV2RGB_FULL_WRAPPERS(opt, unit)                                                      \
static void yuv2rgb24_full_u8_##opt(uint8_t *dst, const uint8_t *y, const uint8_t *u,         \
                                    const uint8_t *v, ptrdiff_t width,                        \
                                    const SimdLessonRgbFull *k)                               \
{                                                                                             \
    YUV2RGB_FULL_SHORT(ff_simdlesson_yuv2rgb24_full_u8_##opt, unit, 3, uint8_t, k)            \
}                                                                                             \
                                                                                              \
static void yuv2rgb24_full_u16_##opt(uint8_t *dst, const uint16_t *y, const uint16_t *u,      \
                                     const uint16_t *v, ptrdiff_t width,                      \
                                     const SimdLessonRgbFull *k, int bits, int in_shift)      \
{                                                                                             \
    YUV2RGB_FULL_SHORT(ff_simdlesson_yuv2rgb24_full_u16_##opt, unit, 3, uint16_t,             \
                       k, bits, in_shift)                                                     \
}                                                                                             \
                                                                                              \
static void yuv2rgb32_full_u8_##opt(uint8_t *dst, const uint8_t *y, const uint8_t *u,         \
                                    const uint8_t *v, ptrdiff_t width,                        \
                                    const SimdLessonRgbFull *k, int alpha_first)              \
{                                                                                             \
    YUV2RGB_FULL_SHORT(ff_simdlesson_yuv2rgb32_full_u8_##opt, unit, 4, uint8_t, k,            \
                       alpha_first)                                                           \
}                                                                                             \
                                                                                              \
static void yuv2rgb32_full_u16_##opt(uint8_t *dst, const uint16_t *y, const uint16_t *u,      \
                                     const uint16_t *v, ptrdiff_t width,                      \
                                     const SimdLessonRgbFull *k, int bits, int in_shift,      \
                                     int alpha_first)                                         \
{                                                                                             \
    YUV2RGB_FULL_SHORT(ff_simdlesson_yuv2rgb32_full_u16_##opt, unit, 4, uint16_t,             \
                       k, bits, in_shift, alpha_first)                                        \
}
YUV2RGB_FULL_WRAPPERS(sse4, 8)
YUV2RGB_FULL_WRAPPERS(avx2, 16)

void ff_simdlesson_hscale2x_u8_ssse3(int16_t *dst, const uint8_t *src, ptrdiff_t width,
                                     const int16_t *coef);
void ff_simdlesson_hscale2x_u8_avx2(int16_t *dst, const uint8_t *src, ptrdiff_t width,
                                    const int16_t *coef);

/* the horizontal chroma filter takes rows of 16 pairs and more; shorter
 * ones from a copy */
#define HSCALE2X_WRAPPER(opt)                                                               \
static void hscale2x_u8_##opt(int16_t *dst, const uint8_t *src, ptrdiff_t width,            \
                              const int16_t *coef)                                          \
{                                                                                           \
    uint8_t in[16 + 4] = { 0 };                                                             \
    int16_t out[2 * 16];                                                                    \
                                                                                            \
    if (width >= 16) {                                                                      \
        ff_simdlesson_hscale2x_u8_##opt(dst, src, width, coef);                             \
        return;                                                                             \
    }                                                                                       \
    memcpy(in, src, width + 4);                                                             \
    ff_simdlesson_hscale2x_u8_##opt(out, in, 16, coef);                                     \
    memcpy(dst, out, 2 * width * sizeof(*dst));                                             \
}
HSCALE2X_WRAPPER(ssse3)
HSCALE2X_WRAPPER(avx2)

void ff_simdlesson_hscale2x_u16_avx2(int16_t *dst, const uint16_t *src, ptrdiff_t width,
                                     const int16_t *coef, int sh);

static void hscale2x_u16_avx2(int16_t *dst, const uint16_t *src, ptrdiff_t width,
                              const int16_t *coef, int sh)
{
    uint16_t in[8 + 4] = { 0 };
    int16_t out[2 * 8];

    if (width >= 8) {
        ff_simdlesson_hscale2x_u16_avx2(dst, src, width, coef, sh);
        return;
    }
    memcpy(in, src, (width + 4) * sizeof(*src));
    ff_simdlesson_hscale2x_u16_avx2(out, in, 8, coef, sh);
    memcpy(dst, out, 2 * width * sizeof(*dst));
}

void ff_simdlesson_vfilter_s16_s32_avx2(int32_t *dst, const int16_t *const *src,
                                        const int16_t *coef, int taps, ptrdiff_t width,
                                        int bias);
void ff_simdlesson_yuv2rgb24_full32_u8_avx2(uint8_t *dst, const uint8_t *y, const int32_t *u,
                                            const int32_t *v, ptrdiff_t width,
                                            const SimdLessonRgbFull *k);
void ff_simdlesson_yuv2rgb24_full32_u16_avx2(uint8_t *dst, const uint16_t *y,
                                             const int32_t *u, const int32_t *v,
                                             ptrdiff_t width, const SimdLessonRgbFull *k,
                                             int bits, int in_shift);
void ff_simdlesson_yuv2rgb32_full32_u8_avx2(uint8_t *dst, const uint8_t *y, const int32_t *u,
                                            const int32_t *v, ptrdiff_t width,
                                            const SimdLessonRgbFull *k, int alpha_first);
void ff_simdlesson_yuv2rgb32_full32_u16_avx2(uint8_t *dst, const uint16_t *y,
                                             const int32_t *u, const int32_t *v,
                                             ptrdiff_t width, const SimdLessonRgbFull *k,
                                             int bits, int in_shift, int alpha_first);

void ff_simdlesson_yuv2rgbp_full32_u8_avx2(uint8_t *a, uint8_t *b, uint8_t *c, const uint8_t *y,
                                           const int32_t *u, const int32_t *v, ptrdiff_t width,
                                           const SimdLessonRgbFull *k);
void ff_simdlesson_yuv2rgbp_full32_u16_avx2(uint8_t *a, uint8_t *b, uint8_t *c,
                                            const uint16_t *y, const int32_t *u,
                                            const int32_t *v, ptrdiff_t width,
                                            const SimdLessonRgbFull *k, int bits,
                                            int in_shift);

/* ... and so do the AVX2 versions of their 4:2:x twins, and the vertical
 * filter (rows of 16) */
static void vfilter_s16_s32_avx2(int32_t *dst, const int16_t *const *src, const int16_t *coef,
                                 int taps, ptrdiff_t width, int bias)
{
    int16_t rows[8][16];
    const int16_t *rp[8];
    int32_t out[16];

    if (width >= 16) {
        ff_simdlesson_vfilter_s16_s32_avx2(dst, src, coef, taps, width, bias);
        return;
    }
    memset(rows, 0, sizeof(rows));
    for (int j = 0; j < taps; j++) {
        memcpy(rows[j], src[j], width * sizeof(**src));
        rp[j] = rows[j];
    }
    ff_simdlesson_vfilter_s16_s32_avx2(out, rp, coef, taps, 16, bias);
    memcpy(dst, out, width * sizeof(*dst));
}

#define YUV2RGB_FULL32_SHORT(fn, bpp, type, ...)                                              \
    type yb[16];                                                                              \
    int32_t ub[16], vb[16];                                                                   \
    uint8_t out[bpp * 16];                                                                    \
                                                                                              \
    if (width >= 16) {                                                                        \
        fn(dst, y, u, v, width, __VA_ARGS__);                                                 \
        return;                                                                               \
    }                                                                                         \
    memset(yb, 0, sizeof(yb));                                                                \
    memset(ub, 0, sizeof(ub));                                                                \
    memset(vb, 0, sizeof(vb));                                                                \
    memcpy(yb, y, width * sizeof(*y));                                                        \
    memcpy(ub, u, width * sizeof(*u));                                                        \
    memcpy(vb, v, width * sizeof(*v));                                                        \
    fn(out, yb, ub, vb, 16, __VA_ARGS__);                                                     \
    memcpy(dst, out, bpp * width);

static void yuv2rgb24_full32_u8_avx2(uint8_t *dst, const uint8_t *y, const int32_t *u,
                                     const int32_t *v, ptrdiff_t width,
                                     const SimdLessonRgbFull *k)
{
    YUV2RGB_FULL32_SHORT(ff_simdlesson_yuv2rgb24_full32_u8_avx2, 3, uint8_t, k)
}

static void yuv2rgb24_full32_u16_avx2(uint8_t *dst, const uint16_t *y, const int32_t *u,
                                      const int32_t *v, ptrdiff_t width,
                                      const SimdLessonRgbFull *k, int bits, int in_shift)
{
    YUV2RGB_FULL32_SHORT(ff_simdlesson_yuv2rgb24_full32_u16_avx2, 3, uint16_t, k, bits,
                         in_shift)
}

static void yuv2rgb32_full32_u8_avx2(uint8_t *dst, const uint8_t *y, const int32_t *u,
                                     const int32_t *v, ptrdiff_t width,
                                     const SimdLessonRgbFull *k, int alpha_first)
{
    YUV2RGB_FULL32_SHORT(ff_simdlesson_yuv2rgb32_full32_u8_avx2, 4, uint8_t, k, alpha_first)
}

static void yuv2rgb32_full32_u16_avx2(uint8_t *dst, const uint16_t *y, const int32_t *u,
                                      const int32_t *v, ptrdiff_t width,
                                      const SimdLessonRgbFull *k, int bits, int in_shift,
                                      int alpha_first)
{
    YUV2RGB_FULL32_SHORT(ff_simdlesson_yuv2rgb32_full32_u16_avx2, 4, uint16_t, k, bits,
                         in_shift, alpha_first)
}

/* (the same to three planes) */
#define YUV2RGBP_FULL32_SHORT(fn, type, ...)                                                  \
    type yb[16] = { 0 };                                                                      \
    int32_t ub[16] = { 0 }, vb[16] = { 0 };                                                   \
    uint8_t out[3][16];                                                                       \
                                                                                              \
    if (width >= 16) {                                                                        \
        fn(a, b, c, y, u, v, width, __VA_ARGS__);                                             \
        return;                                                                               \
    }                                                                                         \
    memcpy(yb, y, width * sizeof(*y));                                                        \
    memcpy(ub, u, width * sizeof(*u));                                                        \
    memcpy(vb, v, width * sizeof(*v));                                                        \
    fn(out[0], out[1], out[2], yb, ub, vb, 16, __VA_ARGS__);                                  \
    memcpy(a, out[0], width);                                                                 \
    memcpy(b, out[1], width);                                                                 \
    memcpy(c, out[2], width);

static void yuv2rgbp_full32_u8_avx2(uint8_t *a, uint8_t *b, uint8_t *c, const uint8_t *y,
                                    const int32_t *u, const int32_t *v, ptrdiff_t width,
                                    const SimdLessonRgbFull *k)
{
    YUV2RGBP_FULL32_SHORT(ff_simdlesson_yuv2rgbp_full32_u8_avx2, uint8_t, k)
}

static void yuv2rgbp_full32_u16_avx2(uint8_t *a, uint8_t *b, uint8_t *c, const uint16_t *y,
                                     const int32_t *u, const int32_t *v, ptrdiff_t width,
                                     const SimdLessonRgbFull *k, int bits, int in_shift)
{
    YUV2RGBP_FULL32_SHORT(ff_simdlesson_yuv2rgbp_full32_u16_avx2, uint16_t, k, bits, in_shift)
}

void ff_simdlesson_vfilter_u16_s17_avx2(int32_t *dst, const uint16_t *const *src,
                                        const int16_t *coef, int taps, ptrdiff_t width,
                                        int bits, int in_shift);
void ff_simdlesson_yuv2rgb48_avx2(uint16_t *dst, const uint16_t *y, const int32_t *u,
                                  const int32_t *v, ptrdiff_t step, ptrdiff_t width,
                                  const SimdLessonRgb48 *k, int bits, int in_shift, int layout);

/* ... and so do those of 16-bit RGB (rows of 16; yuv2rgb48: an even count,
 * the last pixel of an odd row through the buffers) */
static void vfilter_u16_s17_avx2(int32_t *dst, const uint16_t *const *src, const int16_t *coef,
                                 int taps, ptrdiff_t width, int bits, int in_shift)
{
    uint16_t rows[8][16];
    const uint16_t *rp[8];
    int32_t out[16];

    if (width >= 16) {
        ff_simdlesson_vfilter_u16_s17_avx2(dst, src, coef, taps, width, bits, in_shift);
        return;
    }
    memset(rows, 0, sizeof(rows));
    for (int j = 0; j < taps; j++) {
        memcpy(rows[j], src[j], width * sizeof(**src));
        rp[j] = rows[j];
    }
    ff_simdlesson_vfilter_u16_s17_avx2(out, rp, coef, taps, 16, bits, in_shift);
    memcpy(dst, out, width * sizeof(*dst));
}

static void yuv2rgb48_avx2(uint16_t *dst, const uint16_t *y, const int32_t *u, const int32_t *v,
                           ptrdiff_t step, ptrdiff_t width, const SimdLessonRgb48 *k, int bits,
                           int in_shift, int layout)
{
    const int words = layout & SIMDLESSON_RGB48_ALPHA ? 4 : 3;
    ptrdiff_t x = 0, n, c;
    uint16_t yb[16], out[4 * 16];
    int32_t ub[16], vb[16];

    if (width >= 16) {
        x = width & ~1;
        ff_simdlesson_yuv2rgb48_avx2(dst, y, u, v, step, x, k, bits, in_shift, layout);
        if (x == width)
            return;
    }
    memset(yb, 0, sizeof(yb));
    memset(ub, 0, sizeof(ub));
    memset(vb, 0, sizeof(vb));
    n = width - x;
    c = ((n + 1) / 2 - 1) * step + 1;           ///< the chroma dwords read
    memcpy(yb, y + x, n * sizeof(*y));
    memcpy(ub, u + x / 2 * step, c * sizeof(*u));
    memcpy(vb, v + x / 2 * step, c * sizeof(*v));
    ff_simdlesson_yuv2rgb48_avx2(out, yb, ub, vb, step, 16, k, bits, in_shift, layout);
    memcpy(dst + x * words, out, n * words * sizeof(*dst));
}

void ff_simdlesson_vfilter_s32_s17_avx2(int32_t *dst, const int32_t *const *src,
                                        const int16_t *coef, int taps, ptrdiff_t width,
                                        int logical);
void ff_simdlesson_yuv2rgb48_full_avx2(uint16_t *dst, const uint16_t *y, const int32_t *u,
                                       const int32_t *v, ptrdiff_t width,
                                       const SimdLessonRgb48 *k, int bits, int in_shift,
                                       int layout);

/* (rows of 8 and more; shorter ones through buffers) */
static void vfilter_s32_s17_avx2(int32_t *dst, const int32_t *const *src, const int16_t *coef,
                                 int taps, ptrdiff_t width, int logical)
{
    int32_t rows[8][8], out[8];
    const int32_t *rp[8];

    if (width >= 8) {
        ff_simdlesson_vfilter_s32_s17_avx2(dst, src, coef, taps, width, logical);
        return;
    }
    memset(rows, 0, sizeof(rows));
    for (int j = 0; j < taps; j++) {
        memcpy(rows[j], src[j], width * sizeof(**src));
        rp[j] = rows[j];
    }
    ff_simdlesson_vfilter_s32_s17_avx2(out, rp, coef, taps, 8, logical);
    memcpy(dst, out, width * sizeof(*dst));
}

static void yuv2rgb48_full_avx2(uint16_t *dst, const uint16_t *y, const int32_t *u,
                                const int32_t *v, ptrdiff_t width, const SimdLessonRgb48 *k,
                                int bits, int in_shift, int layout)
{
    const int words = layout & SIMDLESSON_RGB48_ALPHA ? 4 : 3;
    uint16_t yb[8], out[4 * 8];
    int32_t ub[8], vb[8];

    if (width >= 8) {
        ff_simdlesson_yuv2rgb48_full_avx2(dst, y, u, v, width, k, bits, in_shift, layout);
        return;
    }
    memset(yb, 0, sizeof(yb));
    memset(ub, 0, sizeof(ub));
    memset(vb, 0, sizeof(vb));
    memcpy(yb, y, width * sizeof(*y));
    memcpy(ub, u, width * sizeof(*u));
    memcpy(vb, v, width * sizeof(*v));
    ff_simdlesson_yuv2rgb48_full_avx2(out, yb, ub, vb, 8, k, bits, in_shift, layout);
    memcpy(dst, out, width * words * sizeof(*dst));
}

/* the 512-bit ones take rows of 32 and more; they give shorter ones to the
 * AVX2 versions */
static void yuv2rgb24_full_u8_avx512(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                                     const uint8_t *v, ptrdiff_t width,
                                     const SimdLessonRgbFull *k)
{
    (width >= 32 ? ff_simdlesson_yuv2rgb24_full_u8_avx512 : yuv2rgb24_full_u8_avx2)(dst, y, u, v,
                                                                                  width, k);
}

static void yuv2rgb24_full_u16_avx512(uint8_t *dst, const uint16_t *y, const uint16_t *u,
                                      const uint16_t *v, ptrdiff_t width,
                                      const SimdLessonRgbFull *k, int bits, int in_shift)
{
    (width >= 32 ? ff_simdlesson_yuv2rgb24_full_u16_avx512 :
                   yuv2rgb24_full_u16_avx2)(dst, y, u, v, width, k, bits, in_shift);
}

static void yuv2rgb32_full_u8_avx512(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                                     const uint8_t *v, ptrdiff_t width,
                                     const SimdLessonRgbFull *k, int alpha_first)
{
    (width >= 32 ? ff_simdlesson_yuv2rgb32_full_u8_avx512 :
                   yuv2rgb32_full_u8_avx2)(dst, y, u, v, width, k, alpha_first);
}

static void yuv2rgb32_full_u16_avx512(uint8_t *dst, const uint16_t *y, const uint16_t *u,
                                      const uint16_t *v, ptrdiff_t width,
                                      const SimdLessonRgbFull *k, int bits, int in_shift,
                                      int alpha_first)
{
    (width >= 32 ? ff_simdlesson_yuv2rgb32_full_u16_avx512 :
                   yuv2rgb32_full_u16_avx2)(dst, y, u, v, width, k, bits, in_shift, alpha_first);
}

void ff_simdlesson_split3_u8_ssse3(uint8_t *a, uint8_t *b, uint8_t *c, const uint8_t *src,
                                   ptrdiff_t width);

/* split3_u8 takes rows of 16 pixels or more */
#define SPLIT3_SHORT(opt, unit)                                                               \
static void split3_u8_##opt(uint8_t *a, uint8_t *b, uint8_t *c, const uint8_t *src,          \
                            ptrdiff_t width)                                                  \
{                                                                                             \
    uint8_t in[3 * unit], out[3][unit];                                                       \
                                                                                              \
    if (width >= unit) {                                                                      \
        ff_simdlesson_split3_u8_##opt(a, b, c, src, width);                                   \
        return;                                                                               \
    }                                                                                         \
    memset(in, 0, sizeof(in));                                                                \
    memcpy(in, src, 3 * width);                                                               \
    ff_simdlesson_split3_u8_##opt(out[0], out[1], out[2], in, unit);                          \
    memcpy(a, out[0], width);                                                                 \
    memcpy(b, out[1], width);                                                                 \
    memcpy(c, out[2], width);                                                                 \
}
SPLIT3_SHORT(ssse3, 16)

void ff_simdlesson_merge3_u8_ssse3(uint8_t *dst, const uint8_t *a, const uint8_t *b,
                                   const uint8_t *c, ptrdiff_t width);
void ff_simdlesson_merge3_u8_avx2(uint8_t *dst, const uint8_t *a, const uint8_t *b,
                                  const uint8_t *c, ptrdiff_t width);
void ff_simdlesson_merge3_u8_avx512(uint8_t *dst, const uint8_t *a, const uint8_t *b,
                                    const uint8_t *c, ptrdiff_t width);

/* merge3_u8 takes rows of unit pixels or more */
#define MERGE3_SHORT(opt, unit)                                                               \
static void merge3_u8_##opt(uint8_t *dst, const uint8_t *a, const uint8_t *b,                \
                            const uint8_t *c, ptrdiff_t width)                                \
{                                                                                             \
    uint8_t in[3][unit], out[3 * unit];                                                       \
                                                                                              \
    if (width >= unit) {                                                                      \
        ff_simdlesson_merge3_u8_##opt(dst, a, b, c, width);                                   \
        return;                                                                               \
    }                                                                                         \
    memset(in, 0, sizeof(in));                                                                \
    memcpy(in[0], a, width);                                                                  \
    memcpy(in[1], b, width);                                                                  \
    memcpy(in[2], c, width);                                                                  \
    ff_simdlesson_merge3_u8_##opt(out, in[0], in[1], in[2], unit);                            \
    memcpy(dst, out, 3 * width);                                                              \
}
MERGE3_SHORT(ssse3, 16)
MERGE3_SHORT(avx2, 32)

/* (rows under 64 pixels: the AVX2 version) */
static void merge3_u8_avx512(uint8_t *dst, const uint8_t *a, const uint8_t *b,
                             const uint8_t *c, ptrdiff_t width)
{
    (width >= 64 ? ff_simdlesson_merge3_u8_avx512 : merge3_u8_avx2)(dst, a, b, c, width);
}

#define SET_YUV2RGB_FULL(opt)                                                                 \
    do {                                                                                      \
        dsp->yuv2rgb24_full_u8  = yuv2rgb24_full_u8_##opt;                                    \
        dsp->yuv2rgb24_full_u16 = yuv2rgb24_full_u16_##opt;                                   \
        dsp->yuv2rgb32_full_u8  = yuv2rgb32_full_u8_##opt;                                    \
        dsp->yuv2rgb32_full_u16 = yuv2rgb32_full_u16_##opt;                                   \
    } while (0)

DECL_YUV2RGB(sse4)
DECL_YUV2RGB(avx2)
DECL_YUV2RGB(avx512)

/*
 * vfilter_u8 by pmaddubsw (ff_simdlesson_vfilter_u8_split_*): each
 * coefficient as c = 64 * h + l (l = c & 63), the sum as 64 * A + B, A the
 * sum of h * s in signed words and B that of l * s in unsigned words, the
 * products of a pair of rows in one pmaddubsw (signed words, saturating).
 * Exact, for round a multiple of 64, where no word leaves its range: the
 * |h| of the filter add up to at most (32767 - 1023 - |round >> 6|) / 255
 * (A, then with B >> 6 <= 1023 and round >> 6 added; so does any pair's
 * sum) and the l to at most 65535 / 255 (B; a pair's sum, 126 * 255).
 * swscale's chroma of 4:2:0: bicubic 78 and 128, lanczos 89 and 192.
 * Other filters, and rows shorter than a vector, take the pmaddwd version
 * (AVX-512: split rows of 32 to 63, the AVX2 split one).
 */
static int vfilter_u8_splits(int16_t c8[8], const int16_t *coef, int taps, int round)
{
    int habs = 0, lsum = 0;

    if (taps > 8 || round & 63)
        return 0;
    memset(c8, 0, 8 * sizeof(*c8));
    for (int j = 0; j < taps; j++) {
        c8[j]  = coef[j];
        habs  += FFABS(coef[j] >> 6);
        lsum  += coef[j] & 63;
    }
    return habs * 255 + 1023 + FFABS(round >> 6) <= 32767 && lsum * 255 <= 65535;
}

#define VFILTER_U8_SPLIT(opt, size)                                                           \
void ff_simdlesson_vfilter_u8_split_##opt(uint8_t *dst, const uint8_t *const *src,            \
                                          const int16_t coef[8], int taps, ptrdiff_t width,   \
                                          int round);                                         \
static void vfilter_u8_split_##opt(uint8_t *dst, const uint8_t *const *src,                   \
                                   const int16_t *coef, int taps, ptrdiff_t width, int round) \
{                                                                                             \
    int16_t c8[8];                                                                            \
                                                                                              \
    if (width >= size && vfilter_u8_splits(c8, coef, taps, round))                            \
        ff_simdlesson_vfilter_u8_split_##opt(dst, src, c8, taps, width, round);               \
    else                                                                                      \
        ff_simdlesson_vfilter_u8_##opt(dst, src, coef, taps, width, round);                   \
}
VFILTER_U8_SPLIT(sse4, 16)
VFILTER_U8_SPLIT(avx2, 32)

/* The SSE4 and AVX2 versions of yuv2rgb24 take rows of a unit (8 and 16
 * pixels) or more; shorter ones go through a buffer.  The 512-bit kernels
 * take rows of 32 and more; they give shorter ones to the AVX2 versions. */
#define YUV2RGB24_SHORT(opt, unit)                                                            \
static void yuv2rgb24_u8_##opt(uint8_t *dst, const uint8_t *y, const uint8_t *u,             \
                               const uint8_t *v, ptrdiff_t width,                             \
                               const SimdLessonRgbCoeffs *t)                                  \
{                                                                                             \
    uint8_t yb[unit], ub[unit / 2], vb[unit / 2], out[3 * unit];                              \
                                                                                              \
    if (width >= unit) {                                                                      \
        ff_simdlesson_yuv2rgb24_u8_##opt(dst, y, u, v, width, t);                             \
        return;                                                                               \
    }                                                                                         \
    memset(yb, 0, sizeof(yb));                                                                \
    memset(ub, 0, sizeof(ub));                                                                \
    memset(vb, 0, sizeof(vb));                                                                \
    memcpy(yb, y, width);                                                                     \
    memcpy(ub, u, width >> 1);                                                                \
    memcpy(vb, v, width >> 1);                                                                \
    ff_simdlesson_yuv2rgb24_u8_##opt(out, yb, ub, vb, unit, t);                               \
    memcpy(dst, out, 3 * width);                                                              \
}                                                                                             \
                                                                                              \
static void yuv2rgb24_u16_##opt(uint8_t *dst, const uint16_t *y, const uint8_t *u,           \
                                const uint8_t *v, ptrdiff_t width,                            \
                                const SimdLessonRgbCoeffs *t, int round, int bits,            \
                                int in_shift)                                                 \
{                                                                                             \
    uint16_t yb[unit];                                                                        \
    uint8_t ub[unit / 2], vb[unit / 2], out[3 * unit];                                        \
                                                                                              \
    if (width >= unit) {                                                                      \
        ff_simdlesson_yuv2rgb24_u16_##opt(dst, y, u, v, width, t, round, bits, in_shift);     \
        return;                                                                               \
    }                                                                                         \
    memset(yb, 0, sizeof(yb));                                                                \
    memset(ub, 0, sizeof(ub));                                                                \
    memset(vb, 0, sizeof(vb));                                                                \
    memcpy(yb, y, width * sizeof(*y));                                                        \
    memcpy(ub, u, width >> 1);                                                                \
    memcpy(vb, v, width >> 1);                                                                \
    ff_simdlesson_yuv2rgb24_u16_##opt(out, yb, ub, vb, unit, t, round, bits, in_shift);       \
    memcpy(dst, out, 3 * width);                                                              \
}
YUV2RGB24_SHORT(sse4, 8)
YUV2RGB24_SHORT(avx2, 16)

/* and so do those of yuv2rgb32 */
#define YUV2RGB32_SHORT(opt, unit)                                                            \
static void yuv2rgb32_u8_##opt(uint8_t *dst, const uint8_t *y, const uint8_t *u,             \
                               const uint8_t *v, ptrdiff_t width,                             \
                               const SimdLessonRgbCoeffs *t, int alpha_first)                 \
{                                                                                             \
    uint8_t yb[unit], ub[unit / 2], vb[unit / 2], out[4 * unit];                              \
                                                                                              \
    if (width >= unit) {                                                                      \
        ff_simdlesson_yuv2rgb32_u8_##opt(dst, y, u, v, width, t, alpha_first);                \
        return;                                                                               \
    }                                                                                         \
    memset(yb, 0, sizeof(yb));                                                                \
    memset(ub, 0, sizeof(ub));                                                                \
    memset(vb, 0, sizeof(vb));                                                                \
    memcpy(yb, y, width);                                                                     \
    memcpy(ub, u, width >> 1);                                                                \
    memcpy(vb, v, width >> 1);                                                                \
    ff_simdlesson_yuv2rgb32_u8_##opt(out, yb, ub, vb, unit, t, alpha_first);                  \
    memcpy(dst, out, 4 * width);                                                              \
}                                                                                             \
                                                                                              \
static void yuv2rgb32_u16_##opt(uint8_t *dst, const uint16_t *y, const uint8_t *u,           \
                                const uint8_t *v, ptrdiff_t width,                            \
                                const SimdLessonRgbCoeffs *t, int round, int bits,            \
                                int in_shift, int alpha_first)                                \
{                                                                                             \
    uint16_t yb[unit];                                                                        \
    uint8_t ub[unit / 2], vb[unit / 2], out[4 * unit];                                        \
                                                                                              \
    if (width >= unit) {                                                                      \
        ff_simdlesson_yuv2rgb32_u16_##opt(dst, y, u, v, width, t, round, bits, in_shift,      \
                                          alpha_first);                                       \
        return;                                                                               \
    }                                                                                         \
    memset(yb, 0, sizeof(yb));                                                                \
    memset(ub, 0, sizeof(ub));                                                                \
    memset(vb, 0, sizeof(vb));                                                                \
    memcpy(yb, y, width * sizeof(*y));                                                        \
    memcpy(ub, u, width >> 1);                                                                \
    memcpy(vb, v, width >> 1);                                                                \
    ff_simdlesson_yuv2rgb32_u16_##opt(out, yb, ub, vb, unit, t, round, bits, in_shift,        \
                                      alpha_first);                                           \
    memcpy(dst, out, 4 * width);                                                              \
}
YUV2RGB32_SHORT(sse4, 8)
YUV2RGB32_SHORT(avx2, 16)


void ff_simdlesson_vfilter_u8_split_avx512(uint8_t *dst, const uint8_t *const *src,
                                           const int16_t coef[8], int taps, ptrdiff_t width,
                                           int round);

/* the split filter where it is exact (rows of 64 and more; 32 to 63: the
 * AVX2 one), else the pmaddwd one (rows of 32 and more) */
static void vfilter_u8_avx512(uint8_t *dst, const uint8_t *const *src, const int16_t *coef,
                              int taps, ptrdiff_t width, int round)
{
    int16_t c8[8];
    const int split = vfilter_u8_splits(c8, coef, taps, round);

    if (split && width >= 64)
        ff_simdlesson_vfilter_u8_split_avx512(dst, src, c8, taps, width, round);
    else if (split && width >= 32)
        ff_simdlesson_vfilter_u8_split_avx2(dst, src, c8, taps, width, round);
    else if (width >= 32)
        ff_simdlesson_vfilter_u8_avx512(dst, src, coef, taps, width, round);
    else
        ff_simdlesson_vfilter_u8_avx2(dst, src, coef, taps, width, round);
}

static void vfilter_u16_avx512(uint8_t *dst, const uint16_t *const *src, const int16_t *coef,
                               int taps, ptrdiff_t width, int round, int bits, int in_shift)
{
    if (width >= 32)
        ff_simdlesson_vfilter_u16_avx512(dst, src, coef, taps, width, round, bits, in_shift);
    else
        ff_simdlesson_vfilter_u16_avx2(dst, src, coef, taps, width, round, bits, in_shift);
}

void ff_simdlesson_vfilter_s15_avx512icl(uint8_t *dst, const int16_t *const *src,
                                         const int16_t *coef, int taps, ptrdiff_t width,
                                         int round);

/* rows of 32 and more; shorter ones to the AVX2 version */
#define VFILTER_S15_512(opt)                                                                  \
static void vfilter_s15_##opt(uint8_t *dst, const int16_t *const *src, const int16_t *coef,    \
                              int taps, ptrdiff_t width, int round)                           \
{                                                                                             \
    if (width >= 32)                                                                          \
        ff_simdlesson_vfilter_s15_##opt(dst, src, coef, taps, width, round);                  \
    else                                                                                      \
        ff_simdlesson_vfilter_s15_avx2(dst, src, coef, taps, width, round);                   \
}
VFILTER_S15_512(avx512)
VFILTER_S15_512(avx512icl)

typedef struct SimdLessonRgbWords RgbWords;

/* where the words kernels load the words (RGBW_SETUP) */
static_assert(offsetof(RgbWords, b0)      == 16 && offsetof(RgbWords, c)   == 24 &&
              offsetof(RgbWords, thr)     == 28 && offsetof(RgbWords, lut_b0) == 32 &&
              offsetof(RgbWords, lut)     == 40, "RgbWords layout");

#define DECL_YUV2RGB24W(opt)                                                                  \
void ff_simdlesson_yuv2rgb24w_u8_##opt(uint8_t *dst, const uint8_t *y, const uint8_t *u,      \
                                       const uint8_t *v, ptrdiff_t width,                     \
                                       const RgbWords *k);                                    \
void ff_simdlesson_yuv2rgb24w_u16_##opt(uint8_t *dst, const uint16_t *y, const uint8_t *u,    \
                                        const uint8_t *v, ptrdiff_t width,                    \
                                        const RgbWords *k, int round, int bits,               \
                                        int in_shift);                                        \
void ff_simdlesson_yuv2rgb32w_u8_##opt(uint8_t *dst, const uint8_t *y, const uint8_t *u,      \
                                       const uint8_t *v, ptrdiff_t width,                     \
                                       const RgbWords *k, int alpha_first);                   \
void ff_simdlesson_yuv2rgb32w_u16_##opt(uint8_t *dst, const uint16_t *y, const uint8_t *u,    \
                                        const uint8_t *v, ptrdiff_t width,                    \
                                        const RgbWords *k, int round, int bits,               \
                                        int in_shift, int alpha_first);
DECL_YUV2RGB24W(avx2)
DECL_YUV2RGB24W(avx512)

/* yuv2rgb24 on words where they fit (fit_u8, fit_u16: words_u8 and
 * words_u16, or words_lut, set by ff_simdlesson_rgb_coeffs_init(), and the
 * kernel's own bounds), in rows of a unit (32 pixels, 512-bit: 64) and
 * more; else yuv2rgb24_*_<other> (AVX2: on dwords).  Luma of 9 to 14 or
 * 16 bits is (y15 + round) >> 7 <= (32767 + 64) >> 7. */
#define YUV2RGB24_WORDS(name, opt, unit, other, fit_u8, fit_u16)                             \
static void yuv2rgb24_u8_##name(uint8_t *dst, const uint8_t *y, const uint8_t *u,             \
                                const uint8_t *v, ptrdiff_t width,                            \
                                const SimdLessonRgbCoeffs *t)                                 \
{                                                                                             \
    if (width >= unit && (fit_u8))                                                            \
        ff_simdlesson_yuv2rgb24w_u8_##opt(dst, y, u, v, width, &t->words);                    \
    else                                                                                      \
        yuv2rgb24_u8_##other(dst, y, u, v, width, t);                                         \
}                                                                                             \
                                                                                              \
static void yuv2rgb24_u16_##name(uint8_t *dst, const uint16_t *y, const uint8_t *u,           \
                                 const uint8_t *v, ptrdiff_t width,                           \
                                 const SimdLessonRgbCoeffs *t, int round, int bits,           \
                                 int in_shift)                                                \
{                                                                                             \
    if (width >= unit && (fit_u16))                                                           \
        ff_simdlesson_yuv2rgb24w_u16_##opt(dst, y, u, v, width, &t->words, round, bits,       \
                                           in_shift);                                         \
    else                                                                                      \
        yuv2rgb24_u16_##other(dst, y, u, v, width, t, round, bits, in_shift);                 \
}
YUV2RGB24_WORDS(words_avx2, avx2, 32, avx2, t->words_u8, t->words_u16)

static void yuv2rgb24_u8_avx512(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                                const uint8_t *v, ptrdiff_t width, const SimdLessonRgbCoeffs *t)
{
    if (width >= 64 && t->words_u8)
        ff_simdlesson_yuv2rgb24w_u8_avx512(dst, y, u, v, width, &t->words);
    else if (width >= 32 && !t->words_u8)
        ff_simdlesson_yuv2rgb24_u8_avx512(dst, y, u, v, width, t);
    else
        yuv2rgb24_u8_words_avx2(dst, y, u, v, width, t);
}

static void yuv2rgb24_u16_avx512(uint8_t *dst, const uint16_t *y, const uint8_t *u,
                                 const uint8_t *v, ptrdiff_t width,
                                 const SimdLessonRgbCoeffs *t, int round, int bits,
                                 int in_shift)
{
    if (width >= 64 && t->words_u16)
        ff_simdlesson_yuv2rgb24w_u16_avx512(dst, y, u, v, width, &t->words, round, bits,
                                            in_shift);
    else if (width >= 32 && !t->words_u16)
        ff_simdlesson_yuv2rgb24_u16_avx512(dst, y, u, v, width, t, round, bits, in_shift);
    else
        yuv2rgb24_u16_words_avx2(dst, y, u, v, width, t, round, bits, in_shift);
}

void ff_simdlesson_yuv2rgb24w_u8_avx512icl(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                                           const uint8_t *v, ptrdiff_t width,
                                           const RgbWords *k);
void ff_simdlesson_yuv2rgb24w_u16_avx512icl(uint8_t *dst, const uint16_t *y, const uint8_t *u,
                                            const uint8_t *v, ptrdiff_t width,
                                            const RgbWords *k, int round, int bits,
                                            int in_shift);

/* the words kernels with the channels from 256 bytes of the luma table
 * (vpermb of its quarters), each 64 bytes of rgb24 from three permutes;
 * coefficients whose table does not fit in 256 bytes take the AVX512
 * kernels */
YUV2RGB24_WORDS(avx512icl, avx512icl, 64, avx512, t->words_lut,
                t->words_lut && (unsigned)round < 128)

void ff_simdlesson_yuv2rgb24w_uv_u8_avx512icl(uint8_t *dst, const uint8_t *y, const uint8_t *uv,
                                              ptrdiff_t width, const RgbWords *k, int swap);
void ff_simdlesson_yuv2rgb24w_uv_u16_avx512icl(uint8_t *dst, const uint16_t *y,
                                               const uint8_t *uv, ptrdiff_t width,
                                               const RgbWords *k, int round, int bits,
                                               int in_shift, int swap);

/* chroma in pairs of bytes: the AVX512ICL kernels where the words ones
 * take the row, else the pairs split for the planar kernels, UV_PIECE
 * pixels at a time */
#define UV_PIECE 1024

static void yuv2rgb24_uv_u8_avx512icl(uint8_t *dst, const uint8_t *y, const uint8_t *uv,
                                      ptrdiff_t width, const SimdLessonRgbCoeffs *t, int swap)
{
    uint8_t c[2][UV_PIECE / 2];

    if (width >= 64 && t->words_lut) {
        ff_simdlesson_yuv2rgb24w_uv_u8_avx512icl(dst, y, uv, width, &t->words, swap);
        return;
    }
    for (ptrdiff_t x = 0; x < width; x += UV_PIECE) {
        const ptrdiff_t n = FFMIN(UV_PIECE, width - x);

        ff_simdlesson_deinterleave_u8_avx512(c[swap], c[!swap], uv + x, n / 2);
        yuv2rgb24_u8_avx512icl(dst + 3 * x, y + x, c[0], c[1], n, t);
    }
}

static void yuv2rgb24_uv_u16_avx512icl(uint8_t *dst, const uint16_t *y, const uint8_t *uv,
                                       ptrdiff_t width, const SimdLessonRgbCoeffs *t,
                                       int round, int bits, int in_shift, int swap)
{
    uint8_t c[2][UV_PIECE / 2];

    if (width >= 64 && t->words_lut && (unsigned)round < 128) {
        ff_simdlesson_yuv2rgb24w_uv_u16_avx512icl(dst, y, uv, width, &t->words, round, bits,
                                                  in_shift, swap);
        return;
    }
    for (ptrdiff_t x = 0; x < width; x += UV_PIECE) {
        const ptrdiff_t n = FFMIN(UV_PIECE, width - x);

        ff_simdlesson_deinterleave_u8_avx512(c[swap], c[!swap], uv + x, n / 2);
        yuv2rgb24_u16_avx512icl(dst + 3 * x, y + x, c[0], c[1], n, t, round, bits, in_shift);
    }
}

/* the same of yuv2rgb32 */
static void yuv2rgb32_u8_words_avx2(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                                    const uint8_t *v, ptrdiff_t width,
                                    const SimdLessonRgbCoeffs *t, int alpha_first)
{
    if (width >= 32 && t->words_u8)
        ff_simdlesson_yuv2rgb32w_u8_avx2(dst, y, u, v, width, &t->words, alpha_first);
    else
        yuv2rgb32_u8_avx2(dst, y, u, v, width, t, alpha_first);
}

static void yuv2rgb32_u16_words_avx2(uint8_t *dst, const uint16_t *y, const uint8_t *u,
                                     const uint8_t *v, ptrdiff_t width,
                                     const SimdLessonRgbCoeffs *t, int round, int bits,
                                     int in_shift, int alpha_first)
{
    if (width >= 32 && t->words_u16)
        ff_simdlesson_yuv2rgb32w_u16_avx2(dst, y, u, v, width, &t->words, round, bits,
                                          in_shift, alpha_first);
    else
        yuv2rgb32_u16_avx2(dst, y, u, v, width, t, round, bits, in_shift, alpha_first);
}

static void yuv2rgb32_u8_avx512(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                                const uint8_t *v, ptrdiff_t width,
                                const SimdLessonRgbCoeffs *t, int alpha_first)
{
    if (width >= 64 && t->words_u8)
        ff_simdlesson_yuv2rgb32w_u8_avx512(dst, y, u, v, width, &t->words, alpha_first);
    else if (width >= 32 && !t->words_u8)
        ff_simdlesson_yuv2rgb32_u8_avx512(dst, y, u, v, width, t, alpha_first);
    else
        yuv2rgb32_u8_words_avx2(dst, y, u, v, width, t, alpha_first);
}

static void yuv2rgb32_u16_avx512(uint8_t *dst, const uint16_t *y, const uint8_t *u,
                                 const uint8_t *v, ptrdiff_t width,
                                 const SimdLessonRgbCoeffs *t, int round, int bits,
                                 int in_shift, int alpha_first)
{
    if (width >= 64 && t->words_u16)
        ff_simdlesson_yuv2rgb32w_u16_avx512(dst, y, u, v, width, &t->words, round, bits,
                                            in_shift, alpha_first);
    else if (width >= 32 && !t->words_u16)
        ff_simdlesson_yuv2rgb32_u16_avx512(dst, y, u, v, width, t, round, bits, in_shift,
                                           alpha_first);
    else
        yuv2rgb32_u16_words_avx2(dst, y, u, v, width, t, round, bits, in_shift, alpha_first);
}

void ff_simdlesson_yuv420_rgb24_avx2(uint8_t *dst, const uint8_t *y, const uint8_t *p,
                                     const uint8_t *q, ptrdiff_t width,
                                     const SimdLessonRgbMul *k);
void ff_simdlesson_yuv420_rgb32_avx2(uint8_t *dst, const uint8_t *y, const uint8_t *p,
                                     const uint8_t *q, const uint8_t *a, ptrdiff_t width,
                                     const SimdLessonRgbMul *k);

/* The AVX2 kernels take even widths of 32 and more: a shorter row, or the
 * last pixel of an odd one, goes through a unit of 32 in a buffer. */
static void yuv420_rgb_avx2(uint8_t *dst, const uint8_t *y, const uint8_t *p,
                            const uint8_t *q, const uint8_t *a, ptrdiff_t width,
                            const SimdLessonRgbMul *k, int bpp)
{
    uint8_t yb[32], pb[16], qb[16], ab[32], out[4 * 32];
    const ptrdiff_t even = width >= 32 ? width & ~1 : 0;

    if (even) {
        if (bpp == 3)
            ff_simdlesson_yuv420_rgb24_avx2(dst, y, p, q, even, k);
        else
            ff_simdlesson_yuv420_rgb32_avx2(dst, y, p, q, a, even, k);
        if (even == width)
            return;
    }
    memset(yb, 0, sizeof(yb));
    memset(pb, 0, sizeof(pb));
    memset(qb, 0, sizeof(qb));
    memset(ab, 0, sizeof(ab));
    memcpy(yb, y + even, width - even);
    memcpy(pb, p + even / 2, (width - even + 1) >> 1);
    memcpy(qb, q + even / 2, (width - even + 1) >> 1);
    if (a)
        memcpy(ab, a + even, width - even);
    if (bpp == 3)
        ff_simdlesson_yuv420_rgb24_avx2(out, yb, pb, qb, 32, k);
    else
        ff_simdlesson_yuv420_rgb32_avx2(out, yb, pb, qb, a ? ab : NULL, 32, k);
    memcpy(dst + bpp * even, out, bpp * (width - even));
}

static void yuv420_rgb24_avx2(uint8_t *dst, const uint8_t *y, const uint8_t *p,
                              const uint8_t *q, ptrdiff_t width, const SimdLessonRgbMul *k)
{
    yuv420_rgb_avx2(dst, y, p, q, NULL, width, k, 3);
}

static void yuv420_rgb32_avx2(uint8_t *dst, const uint8_t *y, const uint8_t *p,
                              const uint8_t *q, const uint8_t *a, ptrdiff_t width,
                              const SimdLessonRgbMul *k)
{
    yuv420_rgb_avx2(dst, y, p, q, a, width, k, 4);
}

/* rows of 32 words and more; shorter ones through 32 in buffers */
void ff_simdlesson_to15_u16_avx2(int16_t *dst, const uint16_t *src, ptrdiff_t width, int bits,
                                 int in_shift);

static void to15_u16_avx2(int16_t *dst, const uint16_t *src, ptrdiff_t width, int bits,
                          int in_shift)
{
    uint16_t in[32] = { 0 };
    int16_t out[32];

    if (width >= 32) {
        ff_simdlesson_to15_u16_avx2(dst, src, width, bits, in_shift);
        return;
    }
    memcpy(in, src, width * sizeof(*in));
    ff_simdlesson_to15_u16_avx2(out, in, 32, bits, in_shift);
    memcpy(dst, out, width * sizeof(*dst));
}

/* rows of 64 words and more; shorter ones to the AVX2 version */
void ff_simdlesson_to15_u16_avx512(int16_t *dst, const uint16_t *src, ptrdiff_t width,
                                   int bits, int in_shift);

static void to15_u16_avx512(int16_t *dst, const uint16_t *src, ptrdiff_t width, int bits,
                            int in_shift)
{
    if (width >= 64)
        ff_simdlesson_to15_u16_avx512(dst, src, width, bits, in_shift);
    else
        to15_u16_avx2(dst, src, width, bits, in_shift);
}

/* swscale's MMX vertical filter and output (AVX2 and AVX-512) */
#define DECL_MULHI(opt)                                                                       \
void ff_simdlesson_vfilter_mulhi_u8_##opt(int16_t *dst, const uint8_t *const *src,            \
                                          const int16_t *coef, int taps, ptrdiff_t width,     \
                                          int round);                                         \
void ff_simdlesson_vfilter_mulhi_u16_##opt(int16_t *dst, const uint16_t *const *src,          \
                                           const int16_t *coef, int taps, ptrdiff_t width,    \
                                           int round, int bits, int in_shift);                \
void ff_simdlesson_vfilter_mulhi_uv_u8_##opt(int16_t *u, int16_t *v,                          \
                                             const uint8_t *const *src, const int16_t *coef,  \
                                             int taps, ptrdiff_t width, int round);           \
void ff_simdlesson_vfilter_mulhi_uv_u16_##opt(int16_t *u, int16_t *v,                         \
                                              const uint16_t *const *src,                     \
                                              const int16_t *coef, int taps, ptrdiff_t width, \
                                              int round, int bits, int in_shift);             \
void ff_simdlesson_yuv2rgb32_mulhi_u8_##opt(uint8_t *dst, const uint8_t *y, const int16_t *p, \
                                            const int16_t *q, ptrdiff_t width,                \
                                            const SimdLessonRgbMul *k, int round);            \
void ff_simdlesson_yuv2rgb32_mulhi_u16_##opt(uint8_t *dst, const uint16_t *y,                 \
                                             const int16_t *p, const int16_t *q,              \
                                             ptrdiff_t width, const SimdLessonRgbMul *k,      \
                                             int round, int bits, int in_shift);
DECL_MULHI(avx2)
DECL_MULHI(avx512)

/* The AVX2 kernels take rows of 32 and more: a shorter one goes through a
 * unit of 32 in buffers. */
static void vfilter_mulhi_u8_avx2(int16_t *dst, const uint8_t *const *src, const int16_t *coef,
                                  int taps, ptrdiff_t width, int round)
{
    uint8_t rows[8][32];
    const uint8_t *in[8];
    int16_t out[32];

    if (width >= 32) {
        ff_simdlesson_vfilter_mulhi_u8_avx2(dst, src, coef, taps, width, round);
        return;
    }
    memset(rows, 0, sizeof(rows));
    for (int j = 0; j < taps; j++) {
        memcpy(rows[j], src[j], width);
        in[j] = rows[j];
    }
    ff_simdlesson_vfilter_mulhi_u8_avx2(out, in, coef, taps, 32, round);
    memcpy(dst, out, width * sizeof(*dst));
}

static void vfilter_mulhi_u16_avx2(int16_t *dst, const uint16_t *const *src,
                                   const int16_t *coef, int taps, ptrdiff_t width,
                                   int round, int bits, int in_shift)
{
    uint16_t rows[8][32];
    const uint16_t *in[8];
    int16_t out[32];

    if (width >= 32) {
        ff_simdlesson_vfilter_mulhi_u16_avx2(dst, src, coef, taps, width, round, bits, in_shift);
        return;
    }
    memset(rows, 0, sizeof(rows));
    for (int j = 0; j < taps; j++) {
        memcpy(rows[j], src[j], width * sizeof(*rows[j]));
        in[j] = rows[j];
    }
    ff_simdlesson_vfilter_mulhi_u16_avx2(out, in, coef, taps, 32, round, bits, in_shift);
    memcpy(dst, out, width * sizeof(*dst));
}

/* rows of 16 pairs and more; shorter ones through 16 pairs in buffers */
static void vfilter_mulhi_uv_u8_avx2(int16_t *u, int16_t *v, const uint8_t *const *src,
                                     const int16_t *coef, int taps, ptrdiff_t width, int round)
{
    uint8_t rows[8][32];
    const uint8_t *in[8];
    int16_t ub[16], vb[16];

    if (width >= 16) {
        ff_simdlesson_vfilter_mulhi_uv_u8_avx2(u, v, src, coef, taps, width, round);
        return;
    }
    memset(rows, 0, sizeof(rows));
    for (int j = 0; j < taps; j++) {
        memcpy(rows[j], src[j], 2 * width);
        in[j] = rows[j];
    }
    ff_simdlesson_vfilter_mulhi_uv_u8_avx2(ub, vb, in, coef, taps, 16, round);
    memcpy(u, ub, width * sizeof(*u));
    memcpy(v, vb, width * sizeof(*v));
}

static void vfilter_mulhi_uv_u16_avx2(int16_t *u, int16_t *v, const uint16_t *const *src,
                                      const int16_t *coef, int taps, ptrdiff_t width,
                                      int round, int bits, int in_shift)
{
    uint16_t rows[8][32];
    const uint16_t *in[8];
    int16_t ub[16], vb[16];

    if (width >= 16) {
        ff_simdlesson_vfilter_mulhi_uv_u16_avx2(u, v, src, coef, taps, width, round, bits,
                                                in_shift);
        return;
    }
    memset(rows, 0, sizeof(rows));
    for (int j = 0; j < taps; j++) {
        memcpy(rows[j], src[j], 2 * width * sizeof(*rows[j]));
        in[j] = rows[j];
    }
    ff_simdlesson_vfilter_mulhi_uv_u16_avx2(ub, vb, in, coef, taps, 16, round, bits, in_shift);
    memcpy(u, ub, width * sizeof(*u));
    memcpy(v, vb, width * sizeof(*v));
}

void ff_simdlesson_vfilter_mulhi_s15_avx2(int16_t *dst, const int16_t *const *src,
                                          const int16_t *coef, int taps, ptrdiff_t width,
                                          int round);
void ff_simdlesson_vfilter_mulhi_uv_s15_avx2(int16_t *u, int16_t *v, const int16_t *const *src,
                                             const int16_t *coef, int taps, ptrdiff_t width,
                                             int round);

static void vfilter_mulhi_s15_avx2(int16_t *dst, const int16_t *const *src,
                                   const int16_t *coef, int taps, ptrdiff_t width, int round)
{
    int16_t rows[8][32], out[32];
    const int16_t *in[8];

    if (width >= 32) {
        ff_simdlesson_vfilter_mulhi_s15_avx2(dst, src, coef, taps, width, round);
        return;
    }
    memset(rows, 0, sizeof(rows));
    for (int j = 0; j < taps; j++) {
        memcpy(rows[j], src[j], width * sizeof(*rows[j]));
        in[j] = rows[j];
    }
    ff_simdlesson_vfilter_mulhi_s15_avx2(out, in, coef, taps, 32, round);
    memcpy(dst, out, width * sizeof(*dst));
}

static void vfilter_mulhi_uv_s15_avx2(int16_t *u, int16_t *v, const int16_t *const *src,
                                      const int16_t *coef, int taps, ptrdiff_t width, int round)
{
    int16_t rows[8][32], ub[16], vb[16];
    const int16_t *in[8];

    if (width >= 16) {
        ff_simdlesson_vfilter_mulhi_uv_s15_avx2(u, v, src, coef, taps, width, round);
        return;
    }
    memset(rows, 0, sizeof(rows));
    for (int j = 0; j < taps; j++) {
        memcpy(rows[j], src[j], 2 * width * sizeof(*rows[j]));
        in[j] = rows[j];
    }
    ff_simdlesson_vfilter_mulhi_uv_s15_avx2(ub, vb, in, coef, taps, 16, round);
    memcpy(u, ub, width * sizeof(*u));
    memcpy(v, vb, width * sizeof(*v));
}

/* even widths of 32 and more in place; the rest (or the last pixel of an
 * odd width) through a unit of 32 in buffers */
static void yuv2rgb32_mulhi_avx2(uint8_t *dst, const void *y, const int16_t *p,
                                 const int16_t *q, ptrdiff_t width, const SimdLessonRgbMul *k,
                                 int round, int bits, int in_shift)
{
    const int bytes = bits > 8 ? 2 : 1;
    uint16_t yb[32];
    int16_t pb[16], qb[16];
    uint8_t out[4 * 32];
    const ptrdiff_t even = width >= 32 ? width & ~1 : 0;

#define RGB32_MULHI(d, yy, pp, qq, n)                                                      \
    (bits > 8 ? ff_simdlesson_yuv2rgb32_mulhi_u16_avx2(d, (const uint16_t *)(yy), pp, qq, \
                                                        n, k, round, bits, in_shift)      \
              : ff_simdlesson_yuv2rgb32_mulhi_u8_avx2(d, (const uint8_t *)(yy), pp, qq, n,  \
                                                       k, round))
    if (even) {
        RGB32_MULHI(dst, y, p, q, even);
        if (even == width)
            return;
    }
    memset(yb, 0, sizeof(yb));
    memset(pb, 0, sizeof(pb));
    memset(qb, 0, sizeof(qb));
    memcpy(yb, (const uint8_t *)y + even * bytes, (width - even) * bytes);
    memcpy(pb, p + even / 2, ((width - even + 1) >> 1) * sizeof(*p));
    memcpy(qb, q + even / 2, ((width - even + 1) >> 1) * sizeof(*q));
    RGB32_MULHI(out, yb, pb, qb, 32);
#undef RGB32_MULHI
    memcpy(dst + 4 * even, out, 4 * (width - even));
}

static void yuv2rgb32_mulhi_u8_avx2(uint8_t *dst, const uint8_t *y, const int16_t *p,
                                    const int16_t *q, ptrdiff_t width,
                                    const SimdLessonRgbMul *k, int round)
{
    yuv2rgb32_mulhi_avx2(dst, y, p, q, width, k, round, 8, 0);
}

static void yuv2rgb32_mulhi_u16_avx2(uint8_t *dst, const uint16_t *y, const int16_t *p,
                                     const int16_t *q, ptrdiff_t width,
                                     const SimdLessonRgbMul *k, int round, int bits,
                                     int in_shift)
{
    yuv2rgb32_mulhi_avx2(dst, y, p, q, width, k, round, bits, in_shift);
}

void ff_simdlesson_yuv2rgb32_mulhi_pq_u8_avx2(uint8_t *dst, const uint8_t *y, const int16_t *pq,
                                              ptrdiff_t width, const SimdLessonRgbMul *k,
                                              int round, int swap);
void ff_simdlesson_yuv2rgb32_mulhi_pq_u16_avx2(uint8_t *dst, const uint16_t *y,
                                               const int16_t *pq, ptrdiff_t width,
                                               const SimdLessonRgbMul *k, int round,
                                               int bits, int in_shift, int swap);

/* as yuv2rgb32_mulhi_avx2, the pairs in one row */
static void yuv2rgb32_mulhi_pq_avx2(uint8_t *dst, const void *y, const int16_t *pq,
                                    ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                                    int bits, int in_shift, int swap)
{
    const int bytes = bits > 8 ? 2 : 1;
    uint16_t yb[32];
    int16_t pqb[32];
    uint8_t out[4 * 32];
    const ptrdiff_t even = width >= 32 ? width & ~1 : 0;

#define RGB32_PQ(d, yy, c, n)                                                                 \
    (bits > 8 ? ff_simdlesson_yuv2rgb32_mulhi_pq_u16_avx2(d, (const uint16_t *)(yy), c, n, k, \
                                                           round, bits, in_shift, swap)      \
              : ff_simdlesson_yuv2rgb32_mulhi_pq_u8_avx2(d, (const uint8_t *)(yy), c, n, k,  \
                                                          round, swap))
    if (even) {
        RGB32_PQ(dst, y, pq, even);
        if (even == width)
            return;
    }
    memset(yb, 0, sizeof(yb));
    memset(pqb, 0, sizeof(pqb));
    memcpy(yb, (const uint8_t *)y + even * bytes, (width - even) * bytes);
    memcpy(pqb, pq + even, 2 * ((width - even + 1) >> 1) * sizeof(*pq));
    RGB32_PQ(out, yb, pqb, 32);
#undef RGB32_PQ
    memcpy(dst + 4 * even, out, 4 * (width - even));
}

static void yuv2rgb32_mulhi_pq_u8_avx2(uint8_t *dst, const uint8_t *y, const int16_t *pq,
                                       ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                                       int swap)
{
    yuv2rgb32_mulhi_pq_avx2(dst, y, pq, width, k, round, 8, 0, swap);
}

static void yuv2rgb32_mulhi_pq_u16_avx2(uint8_t *dst, const uint16_t *y, const int16_t *pq,
                                        ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                                        int bits, int in_shift, int swap)
{
    yuv2rgb32_mulhi_pq_avx2(dst, y, pq, width, k, round, bits, in_shift, swap);
}

/* The 512-bit kernels take rows of 64 and more (even ones: yuv2rgb32; 32
 * pairs: vfilter_mulhi_uv); the AVX2 versions the others, or the last
 * pixel of an odd row */
static void vfilter_mulhi_u8_avx512(int16_t *dst, const uint8_t *const *src,
                                    const int16_t *coef, int taps, ptrdiff_t width, int round)
{
    if (width >= 64)
        ff_simdlesson_vfilter_mulhi_u8_avx512(dst, src, coef, taps, width, round);
    else
        vfilter_mulhi_u8_avx2(dst, src, coef, taps, width, round);
}

static void vfilter_mulhi_u16_avx512(int16_t *dst, const uint16_t *const *src,
                                     const int16_t *coef, int taps, ptrdiff_t width,
                                     int round, int bits, int in_shift)
{
    if (width >= 64)
        ff_simdlesson_vfilter_mulhi_u16_avx512(dst, src, coef, taps, width, round, bits,
                                               in_shift);
    else
        vfilter_mulhi_u16_avx2(dst, src, coef, taps, width, round, bits, in_shift);
}

static void vfilter_mulhi_uv_u8_avx512(int16_t *u, int16_t *v, const uint8_t *const *src,
                                       const int16_t *coef, int taps, ptrdiff_t width,
                                       int round)
{
    if (width >= 32)
        ff_simdlesson_vfilter_mulhi_uv_u8_avx512(u, v, src, coef, taps, width, round);
    else
        vfilter_mulhi_uv_u8_avx2(u, v, src, coef, taps, width, round);
}

void ff_simdlesson_vfilter_mulhi_s15_avx512(int16_t *dst, const int16_t *const *src,
                                            const int16_t *coef, int taps, ptrdiff_t width,
                                            int round);
void ff_simdlesson_vfilter_mulhi_uv_s15_avx512(int16_t *u, int16_t *v, const int16_t *const *src,
                                               const int16_t *coef, int taps, ptrdiff_t width,
                                               int round);

static void vfilter_mulhi_s15_avx512(int16_t *dst, const int16_t *const *src,
                                     const int16_t *coef, int taps, ptrdiff_t width, int round)
{
    if (width >= 64)
        ff_simdlesson_vfilter_mulhi_s15_avx512(dst, src, coef, taps, width, round);
    else
        vfilter_mulhi_s15_avx2(dst, src, coef, taps, width, round);
}

static void vfilter_mulhi_uv_s15_avx512(int16_t *u, int16_t *v, const int16_t *const *src,
                                        const int16_t *coef, int taps, ptrdiff_t width,
                                        int round)
{
    if (width >= 32)
        ff_simdlesson_vfilter_mulhi_uv_s15_avx512(u, v, src, coef, taps, width, round);
    else
        vfilter_mulhi_uv_s15_avx2(u, v, src, coef, taps, width, round);
}

static void vfilter_mulhi_uv_u16_avx512(int16_t *u, int16_t *v, const uint16_t *const *src,
                                        const int16_t *coef, int taps, ptrdiff_t width,
                                        int round, int bits, int in_shift)
{
    if (width >= 32)
        ff_simdlesson_vfilter_mulhi_uv_u16_avx512(u, v, src, coef, taps, width, round, bits,
                                                  in_shift);
    else
        vfilter_mulhi_uv_u16_avx2(u, v, src, coef, taps, width, round, bits, in_shift);
}

void ff_simdlesson_yuv2rgb32_mulhi_u8_avx512icl(uint8_t *dst, const uint8_t *y,
                                                const int16_t *p, const int16_t *q,
                                                ptrdiff_t width, const SimdLessonRgbMul *k,
                                                int round);

/* the one-pass kernels: the chroma filter and the 4-byte or bgr24 output */
#define DECL_MULHI_ONE_PASS(out)                                                              \
void ff_simdlesson_##out##_mulhi_s15_u16_avx512icl(uint8_t *dst, const uint16_t *y,           \
                                                   const int16_t *const *p, ptrdiff_t q_off,  \
                                                   const int16_t *coef, ptrdiff_t width,      \
                                                   const SimdLessonRgbMul *k, int round,      \
                                                   int bits, int in_shift);                   \
void ff_simdlesson_##out##_mulhi_uv_s15_u16_avx512icl(uint8_t *dst, const uint16_t *y,        \
                                                      const int16_t *const *uv,               \
                                                      const int16_t *coef, ptrdiff_t width,   \
                                                      const SimdLessonRgbMul *k, int round,   \
                                                      int bits, int in_shift, int p_first);   \
void ff_simdlesson_##out##_mulhi_uv_u8_avx512icl(uint8_t *dst, const uint8_t *y,              \
                                                 const uint8_t *const *uv,                    \
                                                 const int16_t *coef, ptrdiff_t width,        \
                                                 const SimdLessonRgbMul *k, int round,        \
                                                 int p_first);
DECL_MULHI_ONE_PASS(yuv2rgb32)
DECL_MULHI_ONE_PASS(yuv2bgr24)

/* even widths of 64 and more; the rest to the AVX2 wrapper */
#define YUV2RGB32_MULHI_U8_512(opt)                                                           \
static void yuv2rgb32_mulhi_u8_##opt(uint8_t *dst, const uint8_t *y, const int16_t *p,         \
                                     const int16_t *q, ptrdiff_t width,                        \
                                     const SimdLessonRgbMul *k, int round)                     \
{                                                                                             \
    const ptrdiff_t even = width >= 64 ? width & ~1 : 0;                                      \
                                                                                              \
    if (even)                                                                                 \
        ff_simdlesson_yuv2rgb32_mulhi_u8_##opt(dst, y, p, q, even, k, round);                 \
    if (even != width)                                                                        \
        yuv2rgb32_mulhi_avx2(dst + 4 * even, y + even, p + even / 2, q + even / 2,            \
                             width - even, k, round, 8, 0);                                   \
}
YUV2RGB32_MULHI_U8_512(avx512)
YUV2RGB32_MULHI_U8_512(avx512icl)

void ff_simdlesson_yuv2bgr24_mulhi_u8_avx512icl(uint8_t *dst, const uint8_t *y,
                                                const int16_t *p, const int16_t *q,
                                                ptrdiff_t width, const SimdLessonRgbMul *k,
                                                int round);
void ff_simdlesson_yuv2bgr24_mulhi_u16_avx512icl(uint8_t *dst, const uint16_t *y,
                                                 const int16_t *p, const int16_t *q,
                                                 ptrdiff_t width, const SimdLessonRgbMul *k,
                                                 int round, int bits, int in_shift);

/* bgr24: even widths of 64 and more; the rest of the row as 4-byte pixels
 * (yuv2rgb32_mulhi_avx2), whose alpha bytes are dropped */
static void yuv2bgr24_mulhi_avx512icl(uint8_t *dst, const void *y, const int16_t *p,
                                      const int16_t *q, ptrdiff_t width,
                                      const SimdLessonRgbMul *k, int round, int bits,
                                      int in_shift)
{
    const int bytes = bits > 8 ? 2 : 1;
    const ptrdiff_t even = width >= 64 ? width & ~1 : 0;
    uint8_t out[4 * 64];

    if (even && bits > 8)
        ff_simdlesson_yuv2bgr24_mulhi_u16_avx512icl(dst, y, p, q, even, k, round, bits,
                                                    in_shift);
    else if (even)
        ff_simdlesson_yuv2bgr24_mulhi_u8_avx512icl(dst, y, p, q, even, k, round);
    if (even == width)
        return;
    yuv2rgb32_mulhi_avx2(out, (const uint8_t *)y + even * bytes, p + even / 2, q + even / 2,
                         width - even, k, round, bits, in_shift);
    for (ptrdiff_t i = 0; i < width - even; i++)
        memcpy(dst + 3 * (even + i), out + 4 * i, 3);
}

static void yuv2bgr24_mulhi_u8_avx512icl(uint8_t *dst, const uint8_t *y, const int16_t *p,
                                         const int16_t *q, ptrdiff_t width,
                                         const SimdLessonRgbMul *k, int round)
{
    yuv2bgr24_mulhi_avx512icl(dst, y, p, q, width, k, round, 8, 0);
}

static void yuv2bgr24_mulhi_u16_avx512icl(uint8_t *dst, const uint16_t *y, const int16_t *p,
                                          const int16_t *q, ptrdiff_t width,
                                          const SimdLessonRgbMul *k, int round, int bits,
                                          int in_shift)
{
    yuv2bgr24_mulhi_avx512icl(dst, y, p, q, width, k, round, bits, in_shift);
}

/*
 * The one-pass kernels (the chroma filter and yuv2rgb32_mulhi, or, bgr24,
 * yuv2bgr24_mulhi, in one pass): even widths of 64 and more (uv_u8: under
 * coefficients of 15 bits, as the kernels take the samples times 64 and
 * the coefficients doubled); the rest (the last pixel of an odd width, a
 * row of fewer than 64, or uv_u8's coefficients outside [-16384, 16383])
 * by the AVX2 filter, then the row's output function (mulhi_out).
 */
static void mulhi_out(uint8_t *dst, const void *y, const int16_t *p, const int16_t *q,
                      ptrdiff_t width, const SimdLessonRgbMul *k, int round, int bits,
                      int in_shift, int bgr24)
{
    if (bgr24)
        yuv2bgr24_mulhi_avx512icl(dst, y, p, q, width, k, round, bits, in_shift);
    else
        yuv2rgb32_mulhi_avx2(dst, y, p, q, width, k, round, bits, in_shift);
}

static void mulhi_uv_u8_avx512icl(uint8_t *dst, const uint8_t *y, const uint8_t *const *uv,
                                  const int16_t *coef, ptrdiff_t width,
                                  const SimdLessonRgbMul *k, int round, int p_first, int bgr24)
{
    const int bpp = bgr24 ? 3 : 4;
    ptrdiff_t even = width >= 64 ? width & ~1 : 0;

    for (int j = 0; j < 4; j++)
        if (coef[j] < -16384 || coef[j] > 16383)
            even = 0;
    if (even)
        (bgr24 ? ff_simdlesson_yuv2bgr24_mulhi_uv_u8_avx512icl :
                 ff_simdlesson_yuv2rgb32_mulhi_uv_u8_avx512icl)(dst, y, uv, coef, even, k,
                                                                round, p_first);
    for (ptrdiff_t x = even; x < width; x += 64) {
        const ptrdiff_t n = FFMIN(width - x, 64);
        int16_t first[32], second[32];
        const uint8_t *rows[4];

        for (int j = 0; j < 4; j++)
            rows[j] = uv[j] + x;
        vfilter_mulhi_uv_u8_avx2(first, second, rows, coef, 4, (n + 1) >> 1, round);
        mulhi_out(dst + bpp * x, y + x, p_first ? first : second, p_first ? second : first,
                  n, k, round, 8, 0, bgr24);
    }
}

static void mulhi_s15_u16_avx512icl(uint8_t *dst, const uint16_t *y, const int16_t *const *p,
                                    ptrdiff_t q_off, const int16_t *coef, ptrdiff_t width,
                                    const SimdLessonRgbMul *k, int round, int bits,
                                    int in_shift, int bgr24)
{
    const ptrdiff_t even = width >= 64 ? width & ~1 : 0;

    if (even)
        (bgr24 ? ff_simdlesson_yuv2bgr24_mulhi_s15_u16_avx512icl :
                 ff_simdlesson_yuv2rgb32_mulhi_s15_u16_avx512icl)(dst, y, p, q_off, coef, even,
                                                                  k, round, bits, in_shift);
    if (even != width) {
        int16_t pb[32], qb[32];
        const int16_t *prows[4], *qrows[4];

        for (int j = 0; j < 4; j++) {
            prows[j] = p[j] + even / 2;
            qrows[j] = (const int16_t *)((const uint8_t *)prows[j] + q_off);
        }
        vfilter_mulhi_s15_avx2(pb, prows, coef, 4, (width - even + 1) >> 1, round);
        vfilter_mulhi_s15_avx2(qb, qrows, coef, 4, (width - even + 1) >> 1, round);
        mulhi_out(dst + (bgr24 ? 3 : 4) * even, y + even, pb, qb, width - even, k, round,
                  bits, in_shift, bgr24);
    }
}

static void mulhi_uv_s15_u16_avx512icl(uint8_t *dst, const uint16_t *y,
                                       const int16_t *const *uv, const int16_t *coef,
                                       ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                                       int bits, int in_shift, int p_first, int bgr24)
{
    const ptrdiff_t even = width >= 64 ? width & ~1 : 0;

    if (even)
        (bgr24 ? ff_simdlesson_yuv2bgr24_mulhi_uv_s15_u16_avx512icl :
                 ff_simdlesson_yuv2rgb32_mulhi_uv_s15_u16_avx512icl)(dst, y, uv, coef, even, k,
                                                                     round, bits, in_shift,
                                                                     p_first);
    if (even != width) {
        int16_t first[32], second[32];
        const int16_t *rows[4];

        for (int j = 0; j < 4; j++)
            rows[j] = uv[j] + even;
        vfilter_mulhi_uv_s15_avx2(first, second, rows, coef, 4, (width - even + 1) >> 1,
                                  round);
        mulhi_out(dst + (bgr24 ? 3 : 4) * even, y + even, p_first ? first : second,
                  p_first ? second : first, width - even, k, round, bits, in_shift, bgr24);
    }
}

/* the DSP's entry points of those, per output */
#define MULHI_ONE_PASS(out, bgr24)                                                            \
static void out##_mulhi_uv_u8_avx512icl(uint8_t *dst, const uint8_t *y,                       \
                                        const uint8_t *const *uv, const int16_t *coef,        \
                                        ptrdiff_t width, const SimdLessonRgbMul *k,           \
                                        int round, int p_first)                               \
{                                                                                             \
    mulhi_uv_u8_avx512icl(dst, y, uv, coef, width, k, round, p_first, bgr24);                 \
}                                                                                             \
                                                                                              \
static void out##_mulhi_s15_u16_avx512icl(uint8_t *dst, const uint16_t *y,                    \
                                          const int16_t *const *p, ptrdiff_t q_off,           \
                                          const int16_t *coef, ptrdiff_t width,               \
                                          const SimdLessonRgbMul *k, int round, int bits,     \
                                          int in_shift)                                       \
{                                                                                             \
    mulhi_s15_u16_avx512icl(dst, y, p, q_off, coef, width, k, round, bits, in_shift, bgr24);  \
}                                                                                             \
                                                                                              \
static void out##_mulhi_uv_s15_u16_avx512icl(uint8_t *dst, const uint16_t *y,                 \
                                             const int16_t *const *uv, const int16_t *coef,   \
                                             ptrdiff_t width, const SimdLessonRgbMul *k,      \
                                             int round, int bits, int in_shift, int p_first)  \
{                                                                                             \
    mulhi_uv_s15_u16_avx512icl(dst, y, uv, coef, width, k, round, bits, in_shift, p_first,   \
                               bgr24);                                                        \
}
MULHI_ONE_PASS(yuv2rgb32, 0)
MULHI_ONE_PASS(yuv2bgr24, 1)

static void yuv2rgb32_mulhi_u16_avx512(uint8_t *dst, const uint16_t *y, const int16_t *p,
                                       const int16_t *q, ptrdiff_t width,
                                       const SimdLessonRgbMul *k, int round, int bits,
                                       int in_shift)
{
    const ptrdiff_t even = width >= 64 ? width & ~1 : 0;

    if (even)
        ff_simdlesson_yuv2rgb32_mulhi_u16_avx512(dst, y, p, q, even, k, round, bits, in_shift);
    if (even != width)
        yuv2rgb32_mulhi_avx2(dst + 4 * even, y + even, p + even / 2, q + even / 2,
                             width - even, k, round, bits, in_shift);
}

void ff_simdlesson_yuv420_rgb24_avx512icl(uint8_t *dst, const uint8_t *y, const uint8_t *p,
                                          const uint8_t *q, ptrdiff_t width,
                                          const SimdLessonRgbMul *k);
void ff_simdlesson_yuv420_rgb32_avx512icl(uint8_t *dst, const uint8_t *y, const uint8_t *p,
                                          const uint8_t *q, const uint8_t *a, ptrdiff_t width,
                                          const SimdLessonRgbMul *k);

/* The 512-bit kernels take even widths of 64 and more; the AVX2 versions
 * the rest */
static void yuv420_rgb_avx512icl(uint8_t *dst, const uint8_t *y, const uint8_t *p,
                                 const uint8_t *q, const uint8_t *a, ptrdiff_t width,
                                 const SimdLessonRgbMul *k, int bpp)
{
    const ptrdiff_t even = width >= 64 ? width & ~1 : 0;

    if (even) {
        if (bpp == 3)
            ff_simdlesson_yuv420_rgb24_avx512icl(dst, y, p, q, even, k);
        else
            ff_simdlesson_yuv420_rgb32_avx512icl(dst, y, p, q, a, even, k);
    }
    if (even != width)
        yuv420_rgb_avx2(dst + bpp * even, y + even, p + even / 2, q + even / 2,
                        a ? a + even : NULL, width - even, k, bpp);
}

static void yuv420_rgb24_avx512icl(uint8_t *dst, const uint8_t *y, const uint8_t *p,
                                   const uint8_t *q, ptrdiff_t width,
                                   const SimdLessonRgbMul *k)
{
    yuv420_rgb_avx512icl(dst, y, p, q, NULL, width, k, 3);
}

static void yuv420_rgb32_avx512icl(uint8_t *dst, const uint8_t *y, const uint8_t *p,
                                   const uint8_t *q, const uint8_t *a, ptrdiff_t width,
                                   const SimdLessonRgbMul *k)
{
    yuv420_rgb_avx512icl(dst, y, p, q, a, width, k, 4);
}

/* The AVX2 kernels take 32 pixels (16 pairs) and more; shorter rows go
 * through a buffer */
#define RGB24TOYV12_AVX2(name)                                                                \
void ff_simdlesson_rgb24toyv12_luma##name##_avx2(uint8_t *dst, const uint8_t *src,            \
                                                 ptrdiff_t width,                             \
                                                 const SimdLessonRgbToYuv *k);                \
void ff_simdlesson_rgb24toyv12_chroma##name##_avx2(uint8_t *u, uint8_t *v,                    \
                                                   const uint8_t *src0, const uint8_t *src1,  \
                                                   ptrdiff_t width,                           \
                                                   const SimdLessonRgbToYuv *k);              \
                                                                                              \
static void rgb24toyv12_luma##name##_avx2(uint8_t *dst, const uint8_t *src, ptrdiff_t width,  \
                                          const SimdLessonRgbToYuv *k)                        \
{                                                                                             \
    uint8_t in[3 * 32], out[32];                                                              \
                                                                                              \
    if (width >= 32) {                                                                        \
        ff_simdlesson_rgb24toyv12_luma##name##_avx2(dst, src, width, k);                      \
        return;                                                                               \
    }                                                                                         \
    memset(in, 0, sizeof(in));                                                                \
    memcpy(in, src, 3 * width);                                                               \
    ff_simdlesson_rgb24toyv12_luma##name##_avx2(out, in, 32, k);                              \
    memcpy(dst, out, width);                                                                  \
}                                                                                             \
                                                                                              \
static void rgb24toyv12_chroma##name##_avx2(uint8_t *u, uint8_t *v, const uint8_t *src0,      \
                                            const uint8_t *src1, ptrdiff_t width,             \
                                            const SimdLessonRgbToYuv *k)                      \
{                                                                                             \
    uint8_t in0[6 * 16], in1[6 * 16], ub[16], vb[16];                                         \
                                                                                              \
    if (width >= 16) {                                                                        \
        ff_simdlesson_rgb24toyv12_chroma##name##_avx2(u, v, src0, src1, width, k);            \
        return;                                                                               \
    }                                                                                         \
    memset(in0, 0, sizeof(in0));                                                              \
    memset(in1, 0, sizeof(in1));                                                              \
    memcpy(in0, src0, 6 * width);                                                             \
    memcpy(in1, src1, 6 * width);                                                             \
    ff_simdlesson_rgb24toyv12_chroma##name##_avx2(ub, vb, in0, in1, 16, k);                   \
    memcpy(u, ub, width);                                                                     \
    memcpy(v, vb, width);                                                                     \
}
RGB24TOYV12_AVX2()
RGB24TOYV12_AVX2(_sat)

/* The AVX512ICL kernels take luma_min pixels (chroma_min pairs) and more;
 * shorter rows go to the AVX2 ones */
#define RGB24TOYV12_ICL(name, luma_min, chroma_min)                                           \
void ff_simdlesson_rgb24toyv12_luma##name##_avx512icl(uint8_t *dst, const uint8_t *src,       \
                                                      ptrdiff_t width,                        \
                                                      const SimdLessonRgbToYuv *k);           \
void ff_simdlesson_rgb24toyv12_chroma##name##_avx512icl(uint8_t *u, uint8_t *v,               \
                                                        const uint8_t *src0,                  \
                                                        const uint8_t *src1, ptrdiff_t width, \
                                                        const SimdLessonRgbToYuv *k);         \
                                                                                              \
static void rgb24toyv12_luma##name##_avx512icl(uint8_t *dst, const uint8_t *src,              \
                                               ptrdiff_t width, const SimdLessonRgbToYuv *k)  \
{                                                                                             \
    if (width >= luma_min)                                                                    \
        ff_simdlesson_rgb24toyv12_luma##name##_avx512icl(dst, src, width, k);                 \
    else                                                                                      \
        rgb24toyv12_luma##name##_avx2(dst, src, width, k);                                    \
}                                                                                             \
                                                                                              \
static void rgb24toyv12_chroma##name##_avx512icl(uint8_t *u, uint8_t *v, const uint8_t *src0, \
                                                 const uint8_t *src1, ptrdiff_t width,        \
                                                 const SimdLessonRgbToYuv *k)                 \
{                                                                                             \
    if (width >= chroma_min)                                                                  \
        ff_simdlesson_rgb24toyv12_chroma##name##_avx512icl(u, v, src0, src1, width, k);       \
    else                                                                                      \
        rgb24toyv12_chroma##name##_avx2(u, v, src0, src1, width, k);                          \
}
RGB24TOYV12_ICL(, 32, 32)
RGB24TOYV12_ICL(_sat, 64, 32)

/* RGB -> YUV as swscale's scaler writes it */
void ff_simdlesson_rgb24_to_uv15_avx2(int16_t *u, int16_t *v, const uint8_t *src,
                                      ptrdiff_t width, const SimdLessonRgbToYuv *k);
void ff_simdlesson_rgb32_to_uv15_avx2(int16_t *u, int16_t *v, const uint8_t *src,
                                      ptrdiff_t width, const SimdLessonRgbToYuv *k);
void ff_simdlesson_rgb24_to_y_uv15_avx2(uint8_t *y, int16_t *u, int16_t *v,
                                        const uint8_t *src, ptrdiff_t width,
                                        const SimdLessonRgbToYuv *k);
void ff_simdlesson_rgb32_to_y_uv15_avx2(uint8_t *y, int16_t *u, int16_t *v,
                                        const uint8_t *src, ptrdiff_t width,
                                        const SimdLessonRgbToYuv *k);
void ff_simdlesson_vfilter_s16_avx2(uint8_t *dst, const int16_t *const *src,
                                    const int16_t *coef, int taps, ptrdiff_t width, int round);
void ff_simdlesson_vfilter_s16_uv_avx2(uint8_t *dst, const int16_t *const *src,
                                       ptrdiff_t v_off, const int16_t *coef, int taps,
                                       ptrdiff_t width, int round);
void ff_simdlesson_vfilter_s16_uv_avx512(uint8_t *dst, const int16_t *const *src,
                                         ptrdiff_t v_off, const int16_t *coef, int taps,
                                         ptrdiff_t width, int round);
void ff_simdlesson_vfilter_s16_uv_avx512icl(uint8_t *dst, const int16_t *const *src,
                                            ptrdiff_t v_off, const int16_t *coef, int taps,
                                            ptrdiff_t width, int round);
void ff_simdlesson_vfilter_s16_mulhi_avx2(uint8_t *dst, const int16_t *const *src,
                                          const int16_t *coef, int taps, ptrdiff_t width,
                                          int round);

/* The AVX2 kernels take rows of 32 pixels (16 pairs) and more, and an even
 * count of taps; shorter rows go through a buffer, and an odd count gets
 * a row of coefficient 0 */
static void rgb_to_uv15_avx2(int16_t *u, int16_t *v, const uint8_t *src, ptrdiff_t width,
                             const SimdLessonRgbToYuv *k, int bpp)
{
    void (*const f)(int16_t *, int16_t *, const uint8_t *, ptrdiff_t,
                    const SimdLessonRgbToYuv *) =
        bpp == 3 ? ff_simdlesson_rgb24_to_uv15_avx2 : ff_simdlesson_rgb32_to_uv15_avx2;
    uint8_t in[8 * 16];
    int16_t ub[16], vb[16];

    if (width >= 16) {
        f(u, v, src, width, k);
        return;
    }
    memset(in, 0, sizeof(in));
    memcpy(in, src, 2 * bpp * width);
    f(ub, vb, in, 16, k);
    memcpy(u, ub, width * sizeof(*u));
    memcpy(v, vb, width * sizeof(*v));
}

static void rgb24_to_uv15_avx2(int16_t *u, int16_t *v, const uint8_t *src, ptrdiff_t width,
                               const SimdLessonRgbToYuv *k)
{
    rgb_to_uv15_avx2(u, v, src, width, k, 3);
}

static void rgb32_to_uv15_avx2(int16_t *u, int16_t *v, const uint8_t *src, ptrdiff_t width,
                               const SimdLessonRgbToYuv *k)
{
    rgb_to_uv15_avx2(u, v, src, width, k, 4);
}

static void rgb_to_y_uv15_avx2(uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,
                               ptrdiff_t width, const SimdLessonRgbToYuv *k, int bpp)
{
    void (*const f)(uint8_t *, int16_t *, int16_t *, const uint8_t *, ptrdiff_t,
                    const SimdLessonRgbToYuv *) =
        bpp == 3 ? ff_simdlesson_rgb24_to_y_uv15_avx2 : ff_simdlesson_rgb32_to_y_uv15_avx2;
    uint8_t in[8 * 16], yb[32];
    int16_t ub[16], vb[16];

    if (width >= 16) {
        f(y, u, v, src, width, k);
        return;
    }
    memset(in, 0, sizeof(in));
    memcpy(in, src, 2 * bpp * width);
    f(yb, ub, vb, in, 16, k);
    memcpy(y, yb, 2 * width);
    memcpy(u, ub, width * sizeof(*u));
    memcpy(v, vb, width * sizeof(*v));
}

static void rgb24_to_y_uv15_avx2(uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,
                                 ptrdiff_t width, const SimdLessonRgbToYuv *k)
{
    rgb_to_y_uv15_avx2(y, u, v, src, width, k, 3);
}

static void rgb32_to_y_uv15_avx2(uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,
                                 ptrdiff_t width, const SimdLessonRgbToYuv *k)
{
    rgb_to_y_uv15_avx2(y, u, v, src, width, k, 4);
}

void ff_simdlesson_rgb24_to_p15_avx2(int16_t *dst, const uint8_t *src, ptrdiff_t width,
                                     const int16_t *k, int round);
void ff_simdlesson_rgb32_to_p15_avx2(int16_t *dst, const uint8_t *src, ptrdiff_t width,
                                     const int16_t *k, int round);

/* (rows of 16 pixels and more; shorter ones through a buffer) */
static void rgb_to_p15_avx2(int16_t *dst, const uint8_t *src, ptrdiff_t width,
                            const int16_t *k, int round, int bpp)
{
    void (*const f)(int16_t *, const uint8_t *, ptrdiff_t, const int16_t *, int) =
        bpp == 3 ? ff_simdlesson_rgb24_to_p15_avx2 : ff_simdlesson_rgb32_to_p15_avx2;
    uint8_t in[4 * 16];
    int16_t out[16];

    if (width >= 16) {
        f(dst, src, width, k, round);
        return;
    }
    memset(in, 0, sizeof(in));
    memcpy(in, src, bpp * width);
    f(out, in, 16, k, round);
    memcpy(dst, out, width * sizeof(*dst));
}

static void rgb24_to_p15_avx2(int16_t *dst, const uint8_t *src, ptrdiff_t width,
                              const int16_t *k, int round)
{
    rgb_to_p15_avx2(dst, src, width, k, round, 3);
}

static void rgb32_to_p15_avx2(int16_t *dst, const uint8_t *src, ptrdiff_t width,
                              const int16_t *k, int round)
{
    rgb_to_p15_avx2(dst, src, width, k, round, 4);
}

/* 16-bit RGB to 15 bits: the coefficients four times (rgb48: the fourth 0;
 * chroma: u's four, v's four, twice), and the 32-bit rounds plus 32768
 * times the coefficients' sums (the words less 32768 in pmaddwd; chroma:
 * u's, v's, four times) */
typedef struct SimdLessonRgb16Words {
    DECLARE_ALIGNED(32, int16_t, k)[16];
    int32_t round[8];
} SimdLessonRgb16Words;

void ff_simdlesson_rgb48_to_p15_avx2(int16_t *dst, const uint16_t *src, ptrdiff_t width,
                                     const SimdLessonRgb16Words *k);
void ff_simdlesson_rgba64_to_p15_avx2(int16_t *dst, const uint16_t *src, ptrdiff_t width,
                                      const SimdLessonRgb16Words *k);
void ff_simdlesson_rgb48_to_uv15_avx2(int16_t *u, int16_t *v, const uint16_t *src,
                                      ptrdiff_t width, const SimdLessonRgb16Words *k);
void ff_simdlesson_rgba64_to_uv15_avx2(int16_t *u, int16_t *v, const uint16_t *src,
                                       ptrdiff_t width, const SimdLessonRgb16Words *k);

/** k's first n coefficients (the others 0) in the slots o, o + s, ... of
 *  w->k; the round of their sums: round plus 32768 times their sum */
static int32_t rgb16_words(SimdLessonRgb16Words *w, const int16_t *k, int n, int round,
                           int o, int s)
{
    unsigned sum = 0;

    for (int j = 0; j < n; j++)
        sum += k[j];
    for (int i = o; i < 4; i += s)
        for (int j = 0; j < 4; j++)
            w->k[4 * i + j] = j < n ? k[j] : 0;
    return (unsigned)round + 32768u * sum;
}

/* (rows of 16 pixels and more; shorter ones through a buffer) */
static void rgb16_to_p15_avx2(int16_t *dst, const uint16_t *src, ptrdiff_t width,
                              const int16_t *k, int round, int words)
{
    void (*const f)(int16_t *, const uint16_t *, ptrdiff_t, const SimdLessonRgb16Words *) =
        words == 3 ? ff_simdlesson_rgb48_to_p15_avx2 : ff_simdlesson_rgba64_to_p15_avx2;
    SimdLessonRgb16Words w;
    uint16_t in[4 * 16];
    int16_t out[16];
    const int32_t r = rgb16_words(&w, k, words, round, 0, 1);

    for (int i = 0; i < 8; i++)
        w.round[i] = r;
    if (width >= 16) {
        f(dst, src, width, &w);
        return;
    }
    memset(in, 0, sizeof(in));
    memcpy(in, src, words * width * sizeof(*src));
    f(out, in, 16, &w);
    memcpy(dst, out, width * sizeof(*dst));
}

static void rgb48_to_p15_avx2(int16_t *dst, const uint16_t *src, ptrdiff_t width,
                              const int16_t *k, int round)
{
    rgb16_to_p15_avx2(dst, src, width, k, round, 3);
}

static void rgba64_to_p15_avx2(int16_t *dst, const uint16_t *src, ptrdiff_t width,
                               const int16_t *k, int round)
{
    rgb16_to_p15_avx2(dst, src, width, k, round, 4);
}

/* (rows of 8 pairs and more; shorter ones through a buffer) */
static void rgb16_to_uv15_avx2(int16_t *u, int16_t *v, const uint16_t *src, ptrdiff_t width,
                               const SimdLessonRgbToYuv *k, int words)
{
    void (*const f)(int16_t *, int16_t *, const uint16_t *, ptrdiff_t,
                    const SimdLessonRgb16Words *) =
        words == 3 ? ff_simdlesson_rgb48_to_uv15_avx2 : ff_simdlesson_rgba64_to_uv15_avx2;
    SimdLessonRgb16Words w;
    uint16_t in[8 * 8];
    int16_t out[2][8];
    /* (the u coefficients in slots 0 and 2, v's in 1 and 3: lanes of [u | v];
     * the rounds of the sums, u's and v's alternating) */
    const int32_t ru = rgb16_words(&w, k->u, words, 0x10001 << 14, 0, 2);
    const int32_t rv = rgb16_words(&w, k->v, words, 0x10001 << 14, 1, 2);

    for (int i = 0; i < 8; i++)
        w.round[i] = i & 1 ? rv : ru;
    if (width >= 8) {
        f(u, v, src, width, &w);
        return;
    }
    memset(in, 0, sizeof(in));
    memcpy(in, src, 2 * words * width * sizeof(*src));
    f(out[0], out[1], in, 8, &w);
    memcpy(u, out[0], width * sizeof(*u));
    memcpy(v, out[1], width * sizeof(*v));
}

static void rgb48_to_uv15_avx2(int16_t *u, int16_t *v, const uint16_t *src, ptrdiff_t width,
                               const SimdLessonRgbToYuv *k)
{
    rgb16_to_uv15_avx2(u, v, src, width, k, 3);
}

static void rgba64_to_uv15_avx2(int16_t *u, int16_t *v, const uint16_t *src,
                                ptrdiff_t width, const SimdLessonRgbToYuv *k)
{
    rgb16_to_uv15_avx2(u, v, src, width, k, 4);
}

void ff_simdlesson_rgb24_to_p8_avx2(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                                    const int16_t *k, int round);
void ff_simdlesson_rgb32_to_p8_avx2(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                                    const int16_t *k, int round);
void ff_simdlesson_rgb24_to_p16_avx2(uint16_t *dst, const uint8_t *src, ptrdiff_t width,
                                     const int16_t *k, int round, int bits, int lshift);
void ff_simdlesson_rgb32_to_p16_avx2(uint16_t *dst, const uint8_t *src, ptrdiff_t width,
                                     const int16_t *k, int round, int bits, int lshift);

/* (rows of 32 pixels and more; shorter ones through a buffer) */
static void rgb_to_p8_avx2(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                           const int16_t *k, int round, int bpp)
{
    void (*const f)(uint8_t *, const uint8_t *, ptrdiff_t, const int16_t *, int) =
        bpp == 3 ? ff_simdlesson_rgb24_to_p8_avx2 : ff_simdlesson_rgb32_to_p8_avx2;
    uint8_t in[4 * 32], out[32];

    if (width >= 32) {
        f(dst, src, width, k, round);
        return;
    }
    memset(in, 0, sizeof(in));
    memcpy(in, src, bpp * width);
    f(out, in, 32, k, round);
    memcpy(dst, out, width);
}

static void rgb24_to_p8_avx2(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                             const int16_t *k, int round)
{
    rgb_to_p8_avx2(dst, src, width, k, round, 3);
}

static void rgb32_to_p8_avx2(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                             const int16_t *k, int round)
{
    rgb_to_p8_avx2(dst, src, width, k, round, 4);
}

/* (rows of 16 pixels and more; shorter ones through a buffer) */
static void rgb_to_p16_avx2(uint16_t *dst, const uint8_t *src, ptrdiff_t width,
                            const int16_t *k, int round, int bits, int lshift, int bpp)
{
    void (*const f)(uint16_t *, const uint8_t *, ptrdiff_t, const int16_t *, int, int, int) =
        bpp == 3 ? ff_simdlesson_rgb24_to_p16_avx2 : ff_simdlesson_rgb32_to_p16_avx2;
    uint8_t in[4 * 16];
    uint16_t out[16];

    if (width >= 16) {
        f(dst, src, width, k, round, bits, lshift);
        return;
    }
    memset(in, 0, sizeof(in));
    memcpy(in, src, bpp * width);
    f(out, in, 16, k, round, bits, lshift);
    memcpy(dst, out, width * sizeof(*dst));
}

static void rgb24_to_p16_avx2(uint16_t *dst, const uint8_t *src, ptrdiff_t width,
                              const int16_t *k, int round, int bits, int lshift)
{
    rgb_to_p16_avx2(dst, src, width, k, round, bits, lshift, 3);
}

static void rgb32_to_p16_avx2(uint16_t *dst, const uint8_t *src, ptrdiff_t width,
                              const int16_t *k, int round, int bits, int lshift)
{
    rgb_to_p16_avx2(dst, src, width, k, round, bits, lshift, 4);
}

/* The rows and coefficients of a kernel taking to_taps rows (at most 12):
 * rows of coefficient 0 after the taps; each row's words copied to a row
 * of n, zero beyond width, where width < n */
typedef struct S16Rows {
    const int16_t *in[12];
    int16_t coef[12];
    int16_t buf[12][32];
    int taps;
} S16Rows;

static void s16_rows(S16Rows *r, const int16_t *const *src, const int16_t *coef, int taps,
                     int to_taps, ptrdiff_t width, int n)
{
    for (int j = 0; j < taps; j++) {
        r->in[j]   = src[j];
        r->coef[j] = coef[j];
        if (width < n) {
            memset(r->buf[j], 0, sizeof(r->buf[j]));
            memcpy(r->buf[j], src[j], width * sizeof(*src[j]));
            r->in[j] = r->buf[j];
        }
    }
    for (r->taps = taps; r->taps < to_taps; r->taps++) {
        r->in[r->taps]   = r->in[0];
        r->coef[r->taps] = 0;
    }
}

/* the pmaddwd kernels: pairs of rows; the register ones: 4 or 8 */
#define EVEN_TAPS(taps)    ((taps) + ((taps) & 1))
#define REG_TAPS(taps)     ((taps) > 4 ? 8 : 4)

void ff_simdlesson_vfilter_s16_u16_avx2(uint16_t *dst, const int16_t *const *src,
                                        const int16_t *coef, int taps, ptrdiff_t width,
                                        int bits, int lshift);

static void vfilter_s16_u16_avx2(uint16_t *dst, const int16_t *const *src, const int16_t *coef,
                                 int taps, ptrdiff_t width, int bits, int lshift)
{
    uint16_t out[16];
    S16Rows r;

    s16_rows(&r, src, coef, taps, EVEN_TAPS(taps), width, 16);
    if (width >= 16) {
        ff_simdlesson_vfilter_s16_u16_avx2(dst, r.in, r.coef, r.taps, width, bits, lshift);
        return;
    }
    ff_simdlesson_vfilter_s16_u16_avx2(out, r.in, r.coef, r.taps, 16, bits, lshift);
    memcpy(dst, out, width * sizeof(*dst));
}

static void vfilter_s16_avx2(uint8_t *dst, const int16_t *const *src, const int16_t *coef,
                             int taps, ptrdiff_t width, int round)
{
    uint8_t out[32];
    S16Rows r;

    s16_rows(&r, src, coef, taps, EVEN_TAPS(taps), width, 32);
    if (width >= 32) {
        ff_simdlesson_vfilter_s16_avx2(dst, r.in, r.coef, r.taps, width, round);
        return;
    }
    ff_simdlesson_vfilter_s16_avx2(out, r.in, r.coef, r.taps, 32, round);
    memcpy(dst, out, width);
}

/* rows of fewer than 16 pairs through rows of u then v in buffers */
static void vfilter_s16_uv_avx2(uint8_t *dst, const int16_t *const *src, ptrdiff_t v_off,
                                const int16_t *coef, int taps, ptrdiff_t width, int round)
{
    int16_t buf[8][32];
    uint8_t out[2 * 16];
    S16Rows r;

    s16_rows(&r, src, coef, taps, REG_TAPS(taps), width, 0);
    if (width >= 16) {
        ff_simdlesson_vfilter_s16_uv_avx2(dst, r.in, v_off, r.coef, r.taps, width, round);
        return;
    }
    memset(buf, 0, sizeof(buf));
    for (int j = 0; j < r.taps; j++) {
        memcpy(buf[j], r.in[j], width * sizeof(*buf[j]));
        memcpy(buf[j] + 16, r.in[j] + v_off, width * sizeof(*buf[j]));
        r.in[j] = buf[j];
    }
    ff_simdlesson_vfilter_s16_uv_avx2(out, r.in, 16, r.coef, r.taps, 16, round);
    memcpy(dst, out, 2 * width);
}

/* rows of 32 pairs and more; shorter ones to the AVX2 version */
#define VFILTER_S16_UV_512(opt)                                                               \
static void vfilter_s16_uv_##opt(uint8_t *dst, const int16_t *const *src, ptrdiff_t v_off,    \
                                 const int16_t *coef, int taps, ptrdiff_t width, int round)   \
{                                                                                             \
    S16Rows r;                                                                                \
                                                                                              \
    if (width < 32) {                                                                         \
        vfilter_s16_uv_avx2(dst, src, v_off, coef, taps, width, round);                       \
        return;                                                                               \
    }                                                                                         \
    s16_rows(&r, src, coef, taps, REG_TAPS(taps), width, 0);                                  \
    ff_simdlesson_vfilter_s16_uv_##opt(dst, r.in, v_off, r.coef, r.taps, width, round);       \
}
VFILTER_S16_UV_512(avx512)
VFILTER_S16_UV_512(avx512icl)

void ff_simdlesson_vfilter_s16_mulhi_avx512(uint8_t *dst, const int16_t *const *src,
                                            const int16_t *coef, int taps, ptrdiff_t width,
                                            int round);

void ff_simdlesson_vfilter_s16_mulhi_n_avx2(uint8_t *dst, const int16_t *const *src,
                                            const int16_t *coef, int taps, ptrdiff_t width,
                                            int round);

/* (more than 8 taps: vfilter_s16_mulhi_n, the rows from memory) */
static void vfilter_s16_mulhi_avx2(uint8_t *dst, const int16_t *const *src,
                                   const int16_t *coef, int taps, ptrdiff_t width, int round)
{
    void (*const f)(uint8_t *, const int16_t *const *, const int16_t *, int, ptrdiff_t, int) =
        taps > 8 ? ff_simdlesson_vfilter_s16_mulhi_n_avx2 : ff_simdlesson_vfilter_s16_mulhi_avx2;
    uint8_t out[32];
    S16Rows r;

    s16_rows(&r, src, coef, taps, taps > 8 ? taps : REG_TAPS(taps), width, 32);
    if (width >= 32) {
        f(dst, r.in, r.coef, r.taps, width, round);
        return;
    }
    f(out, r.in, r.coef, r.taps, 32, round);
    memcpy(dst, out, width);
}

/* rows of 64 and more, of up to 8 taps; others to the AVX2 version */
static void vfilter_s16_mulhi_avx512(uint8_t *dst, const int16_t *const *src,
                                     const int16_t *coef, int taps, ptrdiff_t width, int round)
{
    S16Rows r;

    if (width < 64 || taps > 8) {
        vfilter_s16_mulhi_avx2(dst, src, coef, taps, width, round);
        return;
    }
    s16_rows(&r, src, coef, taps, REG_TAPS(taps), width, 0);
    ff_simdlesson_vfilter_s16_mulhi_avx512(dst, r.in, r.coef, r.taps, width, round);
}

/* rows of 64 pixels (32 pairs) and more; shorter ones to the AVX2 version */
#define RGB_TO_Y_UV15_512(opt)                                                                \
void ff_simdlesson_rgb24_to_y_uv15_##opt(uint8_t *y, int16_t *u, int16_t *v,                  \
                                         const uint8_t *src, ptrdiff_t width,                 \
                                         const SimdLessonRgbToYuv *k);                        \
void ff_simdlesson_rgb32_to_y_uv15_##opt(uint8_t *y, int16_t *u, int16_t *v,                  \
                                         const uint8_t *src, ptrdiff_t width,                 \
                                         const SimdLessonRgbToYuv *k);                        \
                                                                                              \
static void rgb24_to_y_uv15_##opt(uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,     \
                                  ptrdiff_t width, const SimdLessonRgbToYuv *k)               \
{                                                                                             \
    if (width >= 32)                                                                          \
        ff_simdlesson_rgb24_to_y_uv15_##opt(y, u, v, src, width, k);                          \
    else                                                                                      \
        rgb_to_y_uv15_avx2(y, u, v, src, width, k, 3);                                        \
}                                                                                             \
                                                                                              \
static void rgb32_to_y_uv15_##opt(uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,     \
                                  ptrdiff_t width, const SimdLessonRgbToYuv *k)               \
{                                                                                             \
    if (width >= 32)                                                                          \
        ff_simdlesson_rgb32_to_y_uv15_##opt(y, u, v, src, width, k);                          \
    else                                                                                      \
        rgb_to_y_uv15_avx2(y, u, v, src, width, k, 4);                                        \
}
RGB_TO_Y_UV15_512(avx512)

void ff_simdlesson_rgb24_to_y_uv15_avx512icl(uint8_t *y, int16_t *u, int16_t *v,
                                             const uint8_t *src, ptrdiff_t width,
                                             const SimdLessonRgbToYuv *k);
void ff_simdlesson_rgb32_to_y_uv15_avx512icl(uint8_t *y, int16_t *u, int16_t *v,
                                             const uint8_t *src, ptrdiff_t width,
                                             const SimdLessonRgbToYuv *k);

/* the AVX512ICL versions take the chroma coefficients doubled: those
 * beyond 16 bits then (none of swscale's matrices) to the 512-bit ones */
static int uv_doubles(const SimdLessonRgbToYuv *k)
{
    for (int j = 0; j < 4; j++)
        if (k->u[j] != (int16_t)(2 * k->u[j]) / 2 || k->v[j] != (int16_t)(2 * k->v[j]) / 2)
            return 0;
    return 1;
}

#define RGB_TO_Y_UV15_ICL(bits)                                                               \
static void rgb##bits##_to_y_uv15_avx512icl(uint8_t *y, int16_t *u, int16_t *v,               \
                                            const uint8_t *src, ptrdiff_t width,              \
                                            const SimdLessonRgbToYuv *k)                      \
{                                                                                             \
    if (width >= 32 && uv_doubles(k))                                                         \
        ff_simdlesson_rgb##bits##_to_y_uv15_avx512icl(y, u, v, src, width, k);                \
    else                                                                                      \
        rgb##bits##_to_y_uv15_avx512(y, u, v, src, width, k);                                 \
}
RGB_TO_Y_UV15_ICL(24)
RGB_TO_Y_UV15_ICL(32)

/* The one-pass kernels' filters alone (rows shorter than 32 pairs, chroma
 * coefficients beyond 16 bits), and their coefficients and round as the
 * kernels take them (cf): mulhi, 8 words and the round; s16, the pairs as
 * dwords, low word the even tap's, and the round */
static void mulhi_alone(uint8_t *dst, const int16_t *const *rows, const int16_t *coef,
                        ptrdiff_t width, int round)
{
    vfilter_s16_mulhi_avx512(dst, rows, coef, 8, width, round);
}

static void mulhi_cf(int16_t *cf, const int16_t *coef, int round)
{
    memcpy(cf, coef, 8 * sizeof(*cf));
    cf[8] = round;
}

/* (vfilter_s16 to the even bytes of dst, in chunks) */
static void s16_alone(uint8_t *dst, const int16_t *const *rows, const int16_t *coef,
                      ptrdiff_t width, int round)
{
    uint8_t out[512];

    for (ptrdiff_t x = 0; x < width; x += sizeof(out)) {
        const ptrdiff_t n = FFMIN((ptrdiff_t)sizeof(out), width - x);
        const int16_t *r[8];

        for (int j = 0; j < 8; j++)
            r[j] = rows[j] + x;
        vfilter_s16_avx2(out, r, coef, 8, n, round);
        for (ptrdiff_t i = 0; i < n; i++)
            dst[2 * (x + i)] = out[i];
    }
}

static void s16_cf(int32_t *cf, const int16_t *coef, int round)
{
    for (int j = 0; j < 4; j++)
        cf[j] = (uint16_t)coef[2 * j] | (uint32_t)(uint16_t)coef[2 * j + 1] << 16;
    cf[4] = round;
}

/* rgb<bits>_to_y_uv15_<filter>: the filter's rows passed at their ends */
#define RGB_TO_Y_UV15_FILTER(bits, filter, cf_type, cf_size)                                  \
void ff_simdlesson_rgb##bits##_to_y_uv15_##filter##_avx512icl(uint8_t *y, int16_t *u,          \
                                                         int16_t *v, const uint8_t *src,      \
                                                         ptrdiff_t width,                     \
                                                         const SimdLessonRgbToYuv *k,         \
                                                         uint8_t *vdst,                       \
                                                         const int16_t *const *ends,          \
                                                         const cf_type *cf);                  \
                                                                                              \
static void rgb##bits##_to_y_uv15_##filter##_avx512icl(uint8_t *y, int16_t *u, int16_t *v,    \
                                                       const uint8_t *src, ptrdiff_t width,   \
                                                       const SimdLessonRgbToYuv *k,           \
                                                       uint8_t *vdst,                         \
                                                       const int16_t *const *rows,            \
                                                       const int16_t *coef, int round)        \
{                                                                                             \
    const int16_t *ends[8];                                                                   \
    cf_type cf[cf_size];                                                                      \
                                                                                              \
    if (width < 32 || !uv_doubles(k)) {                                                       \
        rgb##bits##_to_y_uv15_avx512icl(y, u, v, src, width, k);                              \
        filter##_alone(vdst, rows, coef, width, round);                                       \
        return;                                                                               \
    }                                                                                         \
    for (int j = 0; j < 8; j++)                                                               \
        ends[j] = rows[j] + width;                                                            \
    filter##_cf(cf, coef, round);                                                             \
    ff_simdlesson_rgb##bits##_to_y_uv15_##filter##_avx512icl(y, u, v, src, width, k, vdst,    \
                                                             ends, cf);                       \
}
RGB_TO_Y_UV15_FILTER(24, mulhi, int16_t, 9)
RGB_TO_Y_UV15_FILTER(32, mulhi, int16_t, 9)
RGB_TO_Y_UV15_FILTER(24, s16, int32_t, 5)
RGB_TO_Y_UV15_FILTER(32, s16, int32_t, 5)

void ff_simdlesson_rgb24_to_uv15_avx512icl(int16_t *u, int16_t *v, const uint8_t *src,
                                           ptrdiff_t width, const SimdLessonRgbToYuv *k);
void ff_simdlesson_rgb32_to_uv15_avx512icl(int16_t *u, int16_t *v, const uint8_t *src,
                                           ptrdiff_t width, const SimdLessonRgbToYuv *k);

static void rgb24_to_uv15_avx512icl(int16_t *u, int16_t *v, const uint8_t *src,
                                    ptrdiff_t width, const SimdLessonRgbToYuv *k)
{
    if (width >= 16)
        ff_simdlesson_rgb24_to_uv15_avx512icl(u, v, src, width, k);
    else
        rgb24_to_uv15_avx2(u, v, src, width, k);
}

static void rgb32_to_uv15_avx512icl(int16_t *u, int16_t *v, const uint8_t *src,
                                    ptrdiff_t width, const SimdLessonRgbToYuv *k)
{
    if (width >= 16)
        ff_simdlesson_rgb32_to_uv15_avx512icl(u, v, src, width, k);
    else
        rgb32_to_uv15_avx2(u, v, src, width, k);
}

#endif /* ARCH_X86_64 */

av_cold void ff_simdlesson_dsp_init_x86(SimdLessonDSPContext *dsp)
{
#if ARCH_X86_64
    int cpu_flags = av_get_cpu_flags();

    if (EXTERNAL_SSE2(cpu_flags)) {
        SET_ADD(sse2);
        SET_DEPTH(sse2);
        SET_LAYOUT(sse2);
    }

    /* pshufb; de-interleaving words and packed 4:2:2: the samples of each
     * plane gathered in one instruction per register */
    if (EXTERNAL_SSSE3(cpu_flags)) {
        dsp->split3_u8 = split3_u8_ssse3;
        dsp->merge3_u8 = merge3_u8_ssse3;
        SET_SHUFFLES(ssse3);
        SET_REPACKS(ssse3);
        SET_LAYOUT_PSHUFB(ssse3);
        dsp->hscale2x_u8 = hscale2x_u8_ssse3;
    }

    /* pmovzxbw widens straight from memory; YUV -> RGB: pmulld, pmovzx */
    if (EXTERNAL_SSE4(cpu_flags)) {
        dsp->depth_up_u8 = ff_simdlesson_depth_up_u8_sse4;
        dsp->vfilter_u8    = vfilter_u8_split_sse4;
        dsp->vfilter_u16   = ff_simdlesson_vfilter_u16_sse4;
        dsp->vfilter_s15   = ff_simdlesson_vfilter_s15_sse4;
        dsp->yuv2rgb24_u8  = yuv2rgb24_u8_sse4;
        dsp->yuv2rgb24_u16 = yuv2rgb24_u16_sse4;
        dsp->yuv2rgb32_u8  = yuv2rgb32_u8_sse4;
        dsp->yuv2rgb32_u16 = yuv2rgb32_u16_sse4;
        SET_YUV2RGB_FULL(sse4);
    }

    if (EXTERNAL_AVX2_FAST(cpu_flags)) {
        SET_ADD(avx2);
        SET_SHUFFLES(avx2);
        SET_REPACKS(avx2);
        SET_DEPTH(avx2);
        SET_LAYOUT(avx2);
        dsp->vfilter_u8  = vfilter_u8_split_avx2;
        dsp->vfilter_u16 = ff_simdlesson_vfilter_u16_avx2;
        dsp->vfilter_s15 = ff_simdlesson_vfilter_s15_avx2;
        dsp->yuv2rgb24_u8  = yuv2rgb24_u8_words_avx2;
        dsp->yuv2rgb24_u16 = yuv2rgb24_u16_words_avx2;
        dsp->yuv2rgb32_u8  = yuv2rgb32_u8_words_avx2;
        dsp->yuv2rgb32_u16 = yuv2rgb32_u16_words_avx2;
        SET_YUV2RGB_FULL(avx2);
        dsp->merge3_u8 = merge3_u8_avx2;
        dsp->hscale2x_u8          = hscale2x_u8_avx2;
        dsp->hscale2x_u16         = hscale2x_u16_avx2;
        dsp->vfilter_s16_s32      = vfilter_s16_s32_avx2;
        dsp->yuv2rgb24_full32_u8  = yuv2rgb24_full32_u8_avx2;
        dsp->yuv2rgb24_full32_u16 = yuv2rgb24_full32_u16_avx2;
        dsp->yuv2rgb32_full32_u8  = yuv2rgb32_full32_u8_avx2;
        dsp->yuv2rgb32_full32_u16 = yuv2rgb32_full32_u16_avx2;
        dsp->yuv2rgbp_full32_u8   = yuv2rgbp_full32_u8_avx2;
        dsp->yuv2rgbp_full32_u16  = yuv2rgbp_full32_u16_avx2;
        dsp->vfilter_u16_s17      = vfilter_u16_s17_avx2;
        dsp->yuv2rgb48            = yuv2rgb48_avx2;
        dsp->vfilter_s32_s17      = vfilter_s32_s17_avx2;
        dsp->yuv2rgb48_full       = yuv2rgb48_full_avx2;
        dsp->yuv420_rgb24  = yuv420_rgb24_avx2;
        dsp->yuv420_rgb32  = yuv420_rgb32_avx2;
        dsp->vfilter_mulhi_u8  = vfilter_mulhi_u8_avx2;
        dsp->vfilter_mulhi_u16 = vfilter_mulhi_u16_avx2;
        dsp->vfilter_mulhi_uv_u8  = vfilter_mulhi_uv_u8_avx2;
        dsp->vfilter_mulhi_uv_u16 = vfilter_mulhi_uv_u16_avx2;
        dsp->to15_u16             = to15_u16_avx2;
        dsp->vfilter_mulhi_s15    = vfilter_mulhi_s15_avx2;
        dsp->vfilter_mulhi_uv_s15 = vfilter_mulhi_uv_s15_avx2;
        dsp->yuv2rgb32_mulhi_u8  = yuv2rgb32_mulhi_u8_avx2;
        dsp->yuv2rgb32_mulhi_u16 = yuv2rgb32_mulhi_u16_avx2;
        dsp->yuv2rgb32_mulhi_pq_u8  = yuv2rgb32_mulhi_pq_u8_avx2;
        dsp->yuv2rgb32_mulhi_pq_u16 = yuv2rgb32_mulhi_pq_u16_avx2;
        dsp->rgb24toyv12_luma   = rgb24toyv12_luma_avx2;
        dsp->rgb24toyv12_chroma = rgb24toyv12_chroma_avx2;
        dsp->rgb24toyv12_luma_sat   = rgb24toyv12_luma_sat_avx2;
        dsp->rgb24toyv12_chroma_sat = rgb24toyv12_chroma_sat_avx2;
        dsp->rgb24_to_uv15     = rgb24_to_uv15_avx2;
        dsp->rgb32_to_uv15     = rgb32_to_uv15_avx2;
        dsp->rgb24_to_y_uv15   = rgb24_to_y_uv15_avx2;
        dsp->rgb24_to_p15      = rgb24_to_p15_avx2;
        dsp->rgb32_to_p15      = rgb32_to_p15_avx2;
        dsp->rgb48_to_p15      = rgb48_to_p15_avx2;
        dsp->rgba64_to_p15     = rgba64_to_p15_avx2;
        dsp->rgb48_to_uv15     = rgb48_to_uv15_avx2;
        dsp->rgba64_to_uv15    = rgba64_to_uv15_avx2;
        dsp->rgb24_to_p8       = rgb24_to_p8_avx2;
        dsp->rgb32_to_p8       = rgb32_to_p8_avx2;
        dsp->rgb24_to_p16      = rgb24_to_p16_avx2;
        dsp->rgb32_to_p16      = rgb32_to_p16_avx2;
        dsp->rgb32_to_y_uv15   = rgb32_to_y_uv15_avx2;
        dsp->vfilter_s16       = vfilter_s16_avx2;
        dsp->vfilter_s16_u16   = vfilter_s16_u16_avx2;
        dsp->vfilter_s16_uv    = vfilter_s16_uv_avx2;
        dsp->vfilter_s16_mulhi = vfilter_s16_mulhi_avx2;
    }

    /* Every 512-bit kernel is registered: none is slower than its AVX2
     * version.  AVX2 time / AVX-512 time, checkasm --bench on one 3840-sample
     * row in cache (rows placed as tests/checkasm/vf_simdlesson.c says),
     * median of 3 runs on a quiet 2-core AMD EPYC Zen 5 VM (2026-11-25):
     * add and offset 1.81x (offset_sat_u8) to 2.38x (add_bias_u8), depth
     * 1.84x (depth_down_u8) to 2.67x (depth_up_u16), shuffle_4 2.50x,
     * shuffle_8 1.69x, interleave, pack and unpack 1.51x (interleave_u8) to
     * 2.00x (deinterleave_u16); with AVX512ICL below, geometric mean 1.90x.
     * swscale's MMX output to 4-byte RGB (2026-11-26): vfilter_mulhi_u8
     * 2.24x, _u16 2.32x, yuv2rgb32_mulhi_u8 1.89x, _u16 1.94x; its C
     * tables to 4-byte RGB: yuv2rgb32_u8 1.96x, _u16 1.97x (SSE4 to AVX2:
     * 2.07x, 2.10x).  RGB -> YUV's vertical filters (2026-11-26, one run
     * each of two, under load): vfilter_s16_mulhi 1.7-1.8x, vfilter_s16_uv
     * 2.1x.  swscale's full-chroma output from 4:4:4 (2026-11-27, an Intel
     * Xeon with AVX-512 but no AVX512ICL, median of 3, under load):
     * yuv2rgb24_full_u8 1.68x, _u16 1.44x, yuv2rgb32_full_u8 1.75x, _u16
     * 1.45x.  RGB -> YUV's fused input (2026-11-27, the same Xeon, median
     * of 3): rgb24_to_y_uv15 1.64x, rgb32_to_y_uv15 1.90x.  vfilter_u8
     * 1.33x (an Intel Xeon with AVX512ICL, 2026-11-29, median of 3, the
     * split filter of bicubic's coefficients; its pmaddwd version alone,
     * before the 512-bit split one, was 0.75x the AVX2 split one);
     * vfilter_s15 1.39x, vfilter_mulhi_s15 1.49x, vfilter_mulhi_uv_s15
     * 1.43x, to15_u16 1.16x (the same Xeon, median of 3).
     * The element-wise kernels run whole vectors, with an opmask on the
     * tail only: twice the bytes per iteration of AVX2. */
    if (EXTERNAL_AVX512(cpu_flags)) {
        SET_ADD(avx512);
        dsp->shuffle_4 = ff_simdlesson_shuffle_4_avx512;
        dsp->shuffle_8 = ff_simdlesson_shuffle_8_avx512;
        SET_DEPTH(avx512);
        SET_LAYOUT(avx512);
        dsp->vfilter_u8    = vfilter_u8_avx512;
        dsp->vfilter_u16   = vfilter_u16_avx512;
        dsp->vfilter_s15   = vfilter_s15_avx512;
        dsp->yuv2rgb24_u8  = yuv2rgb24_u8_avx512;
        dsp->yuv2rgb24_u16 = yuv2rgb24_u16_avx512;
        dsp->yuv2rgb32_u8  = yuv2rgb32_u8_avx512;
        dsp->yuv2rgb32_u16 = yuv2rgb32_u16_avx512;
        dsp->rgb24_to_y_uv15     = rgb24_to_y_uv15_avx512;
        dsp->rgb32_to_y_uv15     = rgb32_to_y_uv15_avx512;
        dsp->merge3_u8           = merge3_u8_avx512;
        dsp->vfilter_mulhi_u8    = vfilter_mulhi_u8_avx512;
        dsp->vfilter_mulhi_u16   = vfilter_mulhi_u16_avx512;
        dsp->vfilter_mulhi_uv_u8  = vfilter_mulhi_uv_u8_avx512;
        dsp->to15_u16             = to15_u16_avx512;
        dsp->vfilter_mulhi_s15    = vfilter_mulhi_s15_avx512;
        dsp->vfilter_mulhi_uv_s15 = vfilter_mulhi_uv_s15_avx512;
        dsp->vfilter_mulhi_uv_u16 = vfilter_mulhi_uv_u16_avx512;
        dsp->yuv2rgb32_mulhi_u8  = yuv2rgb32_mulhi_u8_avx512;
        dsp->yuv2rgb32_mulhi_u16 = yuv2rgb32_mulhi_u16_avx512;
        dsp->vfilter_s16_uv      = vfilter_s16_uv_avx512;
        dsp->vfilter_s16_mulhi   = vfilter_s16_mulhi_avx512;
        SET_YUV2RGB_FULL(avx512);
    }

    /* vpermb across 64 bytes: no lane fix-ups for 3- and 6-byte pixels
     * (shuffle_3 2.06x, shuffle_6 2.24x as fast as AVX2, measured as above);
     * vpermt2b: 16 groups of 3 <-> 4 bytes, constants included (repack_6to8
     * 1.26x, 4to3 1.30x, 3to4 1.36x, 8to6 1.36x); swscale's special
     * converters: rgb24 and bgra from 3 permutes per 64 bytes (yuv420_rgb24
     * 2.8x, yuv420_rgb32 2.2x), 16 pixels of bgr24 in one masked load and
     * vpermb (rgb24toyv12_luma 2.0x, 2026-11-26; _chroma 1.96x, 32 pairs a
     * unit, 2026-11-29); RGB ->
     * YUV's chroma rows alone, one vpermt2w per 16 words (rgb24_to_uv15
     * 1.07x, rgb32_to_uv15 1.10x on an Intel Xeon with AVX512ICL,
     * 2026-11-29, median of 3); the words kernels to rgb24, each 64 bytes
     * from its permutes, the channels from 256 bytes of the luma table
     * (yuv2rgb24_u8 1.24x, _u16 1.12x as fast as AVX512, the same Xeon,
     * median of 3); vpdpwssd, each pair's products added to the sums in
     * one instruction (vfilter_s15 1.36x, vfilter_s16_uv 1.25x, the same);
     * rgb24_to_y_uv15 1.45x, rgb32_to_y_uv15 1.37x (the same, 2026-11-29,
     * median of 3: vpdpwssd, the chroma's rounding on the packed words,
     * rgb24's layouts by vpermb).  RGB -> YUV's luma and chroma stay
     * in one kernel: on that Xeon the separate AVX512ICL luma and chroma
     * kernels took 1.55x the AVX512 fused kernel's time.  swscale's MMX
     * output to 4-byte RGB takes its luma words from one load by two
     * zero-masked vpermb, in the unpacks' order (yuv2rgb32_mulhi_u8 1.06x;
     * _u16 has no such load to save).  FFmpeg 5.1's MMXEXT bgr24 converter,
     * 16 pixels a masked load and vpermb (rgb24toyv12_luma_sat 1.39x,
     * _chroma_sat 1.44x as fast as AVX2, the same Xeon, median of 3). */
    if (EXTERNAL_AVX512ICL(cpu_flags)) {
        dsp->shuffle_3 = ff_simdlesson_shuffle_3_avx512icl;
        dsp->shuffle_6 = ff_simdlesson_shuffle_6_avx512icl;
        SET_REPACKS(avx512icl);
        dsp->yuv420_rgb24       = yuv420_rgb24_avx512icl;
        dsp->yuv420_rgb32       = yuv420_rgb32_avx512icl;
        dsp->yuv2rgb24_u8       = yuv2rgb24_u8_avx512icl;
        dsp->yuv2rgb24_u16      = yuv2rgb24_u16_avx512icl;
        dsp->yuv2rgb24_uv_u8    = yuv2rgb24_uv_u8_avx512icl;
        dsp->yuv2rgb24_uv_u16   = yuv2rgb24_uv_u16_avx512icl;
        dsp->vfilter_s15        = vfilter_s15_avx512icl;
        dsp->vfilter_s16_uv     = vfilter_s16_uv_avx512icl;
        dsp->rgb24_to_y_uv15    = rgb24_to_y_uv15_avx512icl;
        dsp->yuv2rgb32_mulhi_u8 = yuv2rgb32_mulhi_u8_avx512icl;
        /* (one pass: the chroma filter in the 4-byte output) */
        dsp->yuv2rgb32_mulhi_uv_u8      = yuv2rgb32_mulhi_uv_u8_avx512icl;
        dsp->yuv2rgb32_mulhi_s15_u16    = yuv2rgb32_mulhi_s15_u16_avx512icl;
        dsp->yuv2rgb32_mulhi_uv_s15_u16 = yuv2rgb32_mulhi_uv_s15_u16_avx512icl;
        dsp->yuv2bgr24_mulhi_u8  = yuv2bgr24_mulhi_u8_avx512icl;
        dsp->yuv2bgr24_mulhi_uv_u8      = yuv2bgr24_mulhi_uv_u8_avx512icl;
        dsp->yuv2bgr24_mulhi_s15_u16    = yuv2bgr24_mulhi_s15_u16_avx512icl;
        dsp->yuv2bgr24_mulhi_uv_s15_u16 = yuv2bgr24_mulhi_uv_s15_u16_avx512icl;
        dsp->yuv2bgr24_mulhi_u16 = yuv2bgr24_mulhi_u16_avx512icl;
        dsp->rgb32_to_y_uv15    = rgb32_to_y_uv15_avx512icl;
        /* (one pass: RGB -> YUV and the filter of a chroma row done before) */
        dsp->rgb24_to_y_uv15_mulhi = rgb24_to_y_uv15_mulhi_avx512icl;
        dsp->rgb32_to_y_uv15_mulhi = rgb32_to_y_uv15_mulhi_avx512icl;
        dsp->rgb24_to_y_uv15_s16   = rgb24_to_y_uv15_s16_avx512icl;
        dsp->rgb32_to_y_uv15_s16   = rgb32_to_y_uv15_s16_avx512icl;
        dsp->rgb24toyv12_luma   = rgb24toyv12_luma_avx512icl;
        dsp->rgb24toyv12_chroma = rgb24toyv12_chroma_avx512icl;
        dsp->rgb24toyv12_luma_sat   = rgb24toyv12_luma_sat_avx512icl;
        dsp->rgb24toyv12_chroma_sat = rgb24toyv12_chroma_sat_avx512icl;
        dsp->rgb24_to_uv15     = rgb24_to_uv15_avx512icl;
        dsp->rgb32_to_uv15     = rgb32_to_uv15_avx512icl;
    }
#endif
}
