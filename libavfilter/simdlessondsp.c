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

#include "config.h"
#include "libavutil/attributes.h"
#include "libavutil/common.h"
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

static void sext_s8_c(int16_t *dst, const int8_t *src, ptrdiff_t width)
{
    for (ptrdiff_t i = 0; i < width; i++)
        dst[i] = src[i];
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

    dsp->depth_up_u8     = depth_up_u8_c;
    dsp->depth_up_u16    = depth_up_u16_c;
    dsp->depth_down_u16  = depth_down_u16_c;
    dsp->depth_down_u8   = depth_down_u8_c;
    dsp->sext_s8         = sext_s8_c;

#if ARCH_X86 && HAVE_X86ASM
    ff_simdlesson_dsp_init_x86(dsp);
    ff_simdlesson_dsp_init_depth_x86(dsp);
#endif
}
