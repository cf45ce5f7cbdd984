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
#include "libavutil/cpu.h"
#include "libavutil/x86/cpu.h"
#include "libavfilter/simdlessondsp.h"

#define DECL_BINARY(name, opt)                                              \
void ff_simdlesson_##name##_##opt(uint8_t *dst, const uint8_t *a,           \
                                  const uint8_t *b, ptrdiff_t width);

DECL_BINARY(add_sat_u8, sse2)
DECL_BINARY(add_sat_u8, avx2)

av_cold void ff_simdlesson_dsp_init_x86(SimdLessonDSPContext *dsp)
{
    int cpu_flags = av_get_cpu_flags();

    if (EXTERNAL_SSE2(cpu_flags))
        dsp->add_sat_u8 = ff_simdlesson_add_sat_u8_sse2;

    if (EXTERNAL_AVX2_FAST(cpu_flags))
        dsp->add_sat_u8 = ff_simdlesson_add_sat_u8_avx2;
}
