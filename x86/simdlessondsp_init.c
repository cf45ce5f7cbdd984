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

#include "libavutil/attributes.h"
#include <assert.h>
#include <stddef.h>

#include "libavutil/cpu.h"
#include "libavutil/x86/cpu.h"
#include "libavfilter/simdlessondsp.h"

#define DECL_FUNCS(opt)                                                                \
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

DECL_FUNCS(sse2)
DECL_FUNCS(avx2)

/* The offsets simdlessondsp_shuffle.asm reads the tables at */
static_assert(offsetof(SimdLessonShuffle, ctl)           ==  0 &&
              offsetof(SimdLessonShuffle, set)           == 32 &&
              offsetof(SimdLessonShuffle, tail_ctl)      == 64 &&
              offsetof(SimdLessonShuffle, tail_prev_ctl) == 80 &&
              offsetof(SimdLessonShuffle, tail_set)      == 96,
              "SimdLessonShuffle layout does not match simdlessondsp_shuffle.asm");

#define DECL_SHUFFLE(size, opt)                                                        \
void ff_simdlesson_shuffle_##size##_##opt(uint8_t *dst, const uint8_t *src,            \
                                          ptrdiff_t width, const SimdLessonShuffle *shuf);
#define DECL_SHUFFLES(opt) \
    DECL_SHUFFLE(3, opt) DECL_SHUFFLE(4, opt) DECL_SHUFFLE(6, opt) DECL_SHUFFLE(8, opt)

DECL_SHUFFLES(ssse3)
DECL_SHUFFLES(avx2)

#define SET_FUNCS(opt)                                              \
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

#define SET_SHUFFLES(opt)                                   \
    do {                                                    \
        dsp->shuffle_3 = ff_simdlesson_shuffle_3_##opt;     \
        dsp->shuffle_4 = ff_simdlesson_shuffle_4_##opt;     \
        dsp->shuffle_6 = ff_simdlesson_shuffle_6_##opt;     \
        dsp->shuffle_8 = ff_simdlesson_shuffle_8_##opt;     \
    } while (0)

av_cold void ff_simdlesson_dsp_init_x86(SimdLessonDSPContext *dsp)
{
    int cpu_flags = av_get_cpu_flags();

    if (EXTERNAL_SSE2(cpu_flags))
        SET_FUNCS(sse2);

    if (EXTERNAL_SSSE3(cpu_flags))
        SET_SHUFFLES(ssse3);

    if (EXTERNAL_AVX2_FAST(cpu_flags)) {
        SET_FUNCS(avx2);
        SET_SHUFFLES(avx2);
    }
}
