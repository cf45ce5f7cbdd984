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

/* The bit-depth conversion kernels of simdlessondsp_depth.asm. */

#include "libavutil/attributes.h"
#include "libavutil/cpu.h"
#include "libavutil/x86/cpu.h"
#include "libavfilter/simdlessondsp.h"

#define DECL_DEPTH_FUNCS(opt)                                                          \
void ff_simdlesson_depth_up_u8_##opt(uint16_t *dst, const uint8_t *src,                \
                                     ptrdiff_t width, int lshift, int rshift);         \
void ff_simdlesson_depth_up_u16_##opt(uint16_t *dst, const uint16_t *src,              \
                                      ptrdiff_t width, int lshift, int rshift);        \
void ff_simdlesson_depth_down_u16_##opt(uint16_t *dst, const uint16_t *src,            \
                                        ptrdiff_t width, const uint16_t *dither,       \
                                        int shift, int rshift, int max);               \
void ff_simdlesson_depth_down_u8_##opt(uint8_t *dst, const uint16_t *src,              \
                                       ptrdiff_t width, const uint16_t *dither,        \
                                       int shift, int rshift);                         \
void ff_simdlesson_sext_s8_##opt(int16_t *dst, const int8_t *src, ptrdiff_t width);

DECL_DEPTH_FUNCS(sse2)
DECL_DEPTH_FUNCS(avx2)
void ff_simdlesson_depth_up_u8_sse4(uint16_t *dst, const uint8_t *src,
                                    ptrdiff_t width, int lshift, int rshift);
void ff_simdlesson_sext_s8_sse4(int16_t *dst, const int8_t *src, ptrdiff_t width);

#define SET_DEPTH_FUNCS(opt)                                        \
    do {                                                            \
        dsp->depth_up_u8    = ff_simdlesson_depth_up_u8_##opt;      \
        dsp->depth_up_u16   = ff_simdlesson_depth_up_u16_##opt;     \
        dsp->depth_down_u16 = ff_simdlesson_depth_down_u16_##opt;   \
        dsp->depth_down_u8  = ff_simdlesson_depth_down_u8_##opt;    \
        dsp->sext_s8        = ff_simdlesson_sext_s8_##opt;          \
    } while (0)

av_cold void ff_simdlesson_dsp_init_depth_x86(SimdLessonDSPContext *dsp)
{
    int cpu_flags = av_get_cpu_flags();

    if (EXTERNAL_SSE2(cpu_flags))
        SET_DEPTH_FUNCS(sse2);

    /* pmovzxbw/pmovsxbw widen straight from memory */
    if (EXTERNAL_SSE4(cpu_flags)) {
        dsp->depth_up_u8 = ff_simdlesson_depth_up_u8_sse4;
        dsp->sext_s8     = ff_simdlesson_sext_s8_sse4;
    }

    if (EXTERNAL_AVX2_FAST(cpu_flags))
        SET_DEPTH_FUNCS(avx2);
}
