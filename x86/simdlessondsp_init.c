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

#include "config.h"
#include "libavutil/attributes.h"
#include "libavutil/cpu.h"
#include "libavutil/x86/cpu.h"
#include "libavfilter/simdlessondsp.h"

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
        SET_SHUFFLES(ssse3);
        SET_REPACKS(ssse3);
        SET_LAYOUT_PSHUFB(ssse3);
    }

    /* pmovzxbw widens straight from memory */
    if (EXTERNAL_SSE4(cpu_flags))
        dsp->depth_up_u8 = ff_simdlesson_depth_up_u8_sse4;

    if (EXTERNAL_AVX2_FAST(cpu_flags)) {
        SET_ADD(avx2);
        SET_SHUFFLES(avx2);
        SET_REPACKS(avx2);
        SET_DEPTH(avx2);
        SET_LAYOUT(avx2);
    }

    /* Every 512-bit kernel is registered: none is slower than its AVX2
     * version.  AVX2 time / AVX-512 time, checkasm --bench on one 3840-sample
     * row in cache (rows placed as tests/checkasm/vf_simdlesson.c says),
     * median of 3 runs, on an AMD EPYC Zen 5 VM (about 10% noise per run):
     * add and offset 1.68x (add_sat_u16) to 2.54x (offset_sat_u16), depth
     * 1.82x (depth_down_u8) to 2.53x (depth_up_u16), shuffle_4 2.54x,
     * shuffle_8 1.67x, interleave, pack and unpack 1.47x (pack_uyvy) to
     * 1.96x (unpack_yuyv_u16); with AVX512ICL below, geometric mean 1.92x.
     * The element-wise kernels run whole vectors, with an opmask on the
     * tail only: twice the bytes per iteration of AVX2. */
    if (EXTERNAL_AVX512(cpu_flags)) {
        SET_ADD(avx512);
        dsp->shuffle_4 = ff_simdlesson_shuffle_4_avx512;
        dsp->shuffle_8 = ff_simdlesson_shuffle_8_avx512;
        SET_DEPTH(avx512);
        SET_LAYOUT(avx512);
    }

    /* vpermb across 64 bytes: no lane fix-ups for 3- and 6-byte pixels
     * (shuffle_3 2.19x, shuffle_6 3.34x as fast as AVX2, measured as above);
     * vpermt2b: 16 groups of 3 <-> 4 bytes, constants included (repack_6to8
     * 1.25x, 3to4 1.40x, 8to6 1.41x, 4to3 2.61x) */
    if (EXTERNAL_AVX512ICL(cpu_flags)) {
        dsp->shuffle_3 = ff_simdlesson_shuffle_3_avx512icl;
        dsp->shuffle_6 = ff_simdlesson_shuffle_6_avx512icl;
        SET_REPACKS(avx512icl);
    }
#endif
}
