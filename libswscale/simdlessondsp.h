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
 * Row kernels of the simdlesson filter, usable by any filter on its own:
 * this header depends on nothing of the filter's private context.
 *
 * Row contract, for every function below:
 *  - it reads exactly the elements [0, width) of each source row and writes
 *    exactly the elements [0, width) of the destination row: nothing before
 *    or after, so the caller needs no line padding and any buffer is safe;
 *  - no pointer needs any alignment;
 *  - dst may be equal to a source pointer (in place); other overlaps are
 *    not allowed;
 *  - width >= 1; the SIMD versions run at full vector width on any width,
 *    including the last partial vector of a row.
 */

#ifndef SWSCALE_SIMDLESSONDSP_H
#define SWSCALE_SIMDLESSONDSP_H

#include <stddef.h>
#include <stdint.h>

#include "libavutil/mem_internal.h"

/**
 * The rshift of the depth kernels that turns replication (going up) or
 * scaling (going down) off: src >> 16 is 0 for every 16-bit word, so the
 * kernel only shifts.
 */
#define SL_DEPTH_RSHIFT_NONE 16

/** Values of SimdLessonShuffle.map besides a source byte index */
#define SL_SHUFFLE_ZERO (-1)    ///< the output byte is 0
#define SL_SHUFFLE_MAX  (-2)    ///< the output byte is 0xff

/**
 * A reordering of the bytes of packed pixels of 3, 4, 6 or 8 bytes, built
 * once by ff_simdlesson_shuffle_init() (or, between pixels of different
 * sizes, ff_simdlesson_repack_init()) and then used for every row.
 * Packed 4:2:2 (yuyv422...) is a 4-byte pixel of two luma samples.
 *
 * The tables come first, at fixed offsets, for the assembly: each
 * architecture's init builds its own from the map.
 */
typedef struct SimdLessonShuffle {
    /**
     * pshufb control for 16 bytes of a row starting at a pixel boundary
     * (the asm broadcasts it to every 128-bit lane): the whole pixels it
     * holds (16 bytes of 4- and 8-byte pixels, 15 of 3-byte, 12 of 6-byte
     * ones) are reordered; the bytes after them, which start the next
     * pixel, are left as they are (the next block rewrites them).  0x80: a
     * constant.
     */
    DECLARE_ALIGNED(16, uint8_t, ctl)[16];
    DECLARE_ALIGNED(16, uint8_t, set)[16];  ///< OR-ed after ctl: 0xff for SL_SHUFFLE_MAX
    /* 3- and 6-byte pixels: the last 16 bytes of a row start inside a pixel;
     * their first bytes are taken from the 16 bytes 2 before them. */
    DECLARE_ALIGNED(16, uint8_t, tail_ctl)[16];
    DECLARE_ALIGNED(16, uint8_t, tail_prev_ctl)[16];
    DECLARE_ALIGNED(16, uint8_t, tail_set)[16];
    /**
     * vpermb control for 64 bytes of a row starting at a pixel boundary
     * (AVX512ICL): the 64 / pixel_bytes whole pixels it holds (63 bytes of
     * 3-byte pixels, 60 of 6-byte ones...) are reordered across the whole
     * register, the bytes after them are left as they are (the next block
     * rewrites them); perm_set is OR-ed after it and bit i of perm_keep is
     * clear where byte i is set to a constant.
     */
    DECLARE_ALIGNED(16, uint8_t, perm)[64];
    DECLARE_ALIGNED(16, uint8_t, perm_set)[64];
    uint64_t perm_keep;

    /*
     * Repacks (ff_simdlesson_repack_init()).  The rows are seen as groups
     * of 3 and 4 bytes: a pixel of rgb24 or rgba is one group, of rgb48 or
     * rgba64 two; 4 groups are 12 and 16 bytes.  The tables below start at
     * a pixel boundary on both sides; 0x80 in a control: a constant (or an
     * unused byte), set by the OR of the matching set table.
     */
    /**
     * pshufb control of 8 groups in a ymm (the xmm kernels use each half):
     * 3 to 4: 16 output bytes from the 12 input bytes at the start of the
     * 16 loaded (bytes 0-15: loaded at the groups), then from the 12 at
     * their end (16-31: loaded 4 bytes before the groups);
     * 4 to 3: 12 output bytes and 4 zeros from 16 input bytes, in each half.
     */
    DECLARE_ALIGNED(16, uint8_t, rp_ctl)[32];
    DECLARE_ALIGNED(16, uint8_t, rp_set)[32];   ///< OR-ed after rp_ctl
    /* 4 to 3, the last 16 output bytes of a row: bytes 4-15 from the last
     * 16 input bytes, bytes 0-3 from the 16 input bytes 8 before them */
    DECLARE_ALIGNED(16, uint8_t, rp_tail_ctl)[16];
    DECLARE_ALIGNED(16, uint8_t, rp_tail_prev_ctl)[16];
    DECLARE_ALIGNED(16, uint8_t, rp_tail_set)[16];
    /* 4 to 3, the last 32 output bytes of a row (AVX2): bytes 8-31 from the
     * last 32 input bytes (rp_ctl), bytes 0-7 from the 16 input bytes
     * before them */
    DECLARE_ALIGNED(16, uint8_t, rp_tail32_prev_ctl)[16];
    DECLARE_ALIGNED(16, uint8_t, rp_tail32_set)[32];
    /**
     * vpermt2b control of 16 groups (AVX512ICL): 64 output bytes from 48
     * input bytes (3 to 4), or 48 output bytes from 64 input bytes (4 to 3;
     * the last 16 unused); a constant output byte i is byte i of
     * rp_perm_set (index 64 + i), 0 or 0xff.
     */
    DECLARE_ALIGNED(16, uint8_t, rp_perm)[64];
    DECLARE_ALIGNED(16, uint8_t, rp_perm_set)[64];
    /** for each output byte of a pixel: the input byte of the same pixel it
     *  takes, SL_SHUFFLE_ZERO or SL_SHUFFLE_MAX */
    int8_t map[8];
    int pixel_bytes;                ///< bytes of an output pixel
    int src_bytes;                  ///< bytes of an input pixel: pixel_bytes but for repacks
} SimdLessonShuffle;

/**
 * swscale's YUV -> 8-bit RGB tables (yuv2rgb.c) in closed form: its luma
 * table y[i] = av_clip_uint8((a + i * cy) >> 16), and the offsets into it
 * of its chroma tables, term(X) = b + ((X * k) >> 16) for X in 0..255:
 * channel 0 of a pixel is y[Y + term0(V)], channel 1 y[Y + term1(U) +
 * term2(V)], channel 2 y[Y + term3(U)] (rgb24: r g b; bgr24: the caller
 * swaps U and V and terms 0 and 3, 1 and 2).  Arithmetic is on 32 bits,
 * wrapping (swscale_simdlesson.c checks that swscale's tables are these).
 */
typedef struct SimdLessonRgbCoeffs {
    int32_t cy, a;
    int32_t k[4], b[4];
    /** set by ff_simdlesson_rgb_coeffs_init(): the same arithmetic on 16-bit
     *  words (the x86 kernels'), and whether it holds for luma of 0 to 255
     *  (8 bits) and of 0 to 256 (9 to 14 bits) */
    struct SimdLessonRgbWords {
        int16_t  kh[4];             ///< k[i] >> 16
        uint16_t klo[4];            ///< k[i] & 0xffff
        int16_t  b0, b12, b3, unused;   ///< b[0], b[1] + b[2], b[3]
        int16_t  c, ah;             ///< cy - 65536, a >> 16
        uint16_t thr, unused1;      ///< 65535 - (a & 0xffff)
        /** where words_lut: the luma table as 256 bytes from i0 on,
         *  lut[j] = y[i0 + j], and b0, b12, b3 less i0 (wrapping), so
         *  that a channel is lut[av_clip_uint8(i - i0)] (AVX512ICL) */
        uint16_t lut_b0, lut_b12, lut_b3, unused2;
        uint8_t  lut[256];
    } words;
    /** words_lut: words_u16, and every i of luma 0 to 256 below i0 has
     *  y[i] = y[i0], every one above i0 + 255 has y[i] = y[i0 + 255] */
    int words_u8, words_u16, words_lut;
} SimdLessonRgbCoeffs;

/**
 * swscale's full-chroma YUV -> packed RGB (output.c: yuv2rgb_write_full()
 * under yuv2rgb_full_1, _2 or _X, at the same size where no filter changes
 * a row: Y = 4 * y15, U = 4 * (u15 - 16384), V likewise), per pixel on 32
 * bits, wrapping: channel c = av_clip_uint8((int32_t)(((y_k * Y' + uv[c][0]
 * * U' + uv[c][1] * V') << shift) + off) >> 22), where from 8 bits Y' = y,
 * U' = u - 128, shift 9, and from words Y' = y15, U' = u15 - 16384, shift 2
 * (y15: swscale's 15 bits, as for vfilter_u16).  r g b: uv = { 0, v2r },
 * { u2g, v2g }, { u2b, 0 }, off = 2^21 - y_offset * y_k (the context's
 * yuv2rgb_* words); b g r: uv[0] and uv[2] swapped.
 */
typedef struct SimdLessonRgbFull {
    int32_t y_k;                    ///< a word, sign-extended
    int16_t uv[3][2];
    uint32_t off;
} SimdLessonRgbFull;

/**
 * swscale's YUV -> 16-bit packed RGB (output.c: yuv2rgba64_1, _2 and _X, and
 * their _full_ twins, at the same size), per pixel on 32 bits, wrapping:
 * with Y = ((s * y_k) << (17 - bits)) + y_add, s the luma sample,
 *   channel 0 = c0 * V, channel 1 = g_v * V + g_u * U, channel 2 = c2 * U,
 *   each av_clip_uint16(((int32_t)(channel + Y) >> 14) + 32768),
 * U and V being the chroma of vfilter_u16_s17 or vfilter_s32_s17.  From the
 * context's yuv2rgb_* words: y_k = y_coeff (a word), y_add = 2^13 - 2^29 -
 * y_offset * y_k; r g b: c0 = v2r, g_v = v2g, g_u = u2g, c2 = u2b; b g r: U
 * and V swapped, so c0 = u2b, g_v = u2g, g_u = v2g, c2 = v2r.
 */
typedef struct SimdLessonRgb48 {
    int32_t y_k, y_add;
    int32_t c0, g_v, g_u, c2;
} SimdLessonRgb48;

/* the layout of yuv2rgb48's and yuv2rgb48_full's pixels */
#define SIMDLESSON_RGB48_ALPHA 1       ///< 4 words, the last 65535 (else 3)
#define SIMDLESSON_RGB48_BE    2       ///< big-endian words (else native)

/**
 * The coefficients of swscale's special converter from 4:2:0 and 4:2:2
 * to packed RGB (x86/yuv_2_rgb.asm, the context's yCoeff ... vOffset: 16-bit
 * words), per pixel on words, as that converter's instructions compute:
 *   Y' = pmulhw(psubw(Y << 3, y_off), y_k)
 *   P' = psubsw(P << 3, p_off), Q' = psubsw(Q << 3, q_off)
 *   channel 0 = packus(paddsw(pmulhw(P', p_k), Y'))
 *   channel 1 = packus(paddsw(paddsw(pmulhw(Q', gq_k), pmulhw(P', gp_k)), Y'))
 *   channel 2 = packus(paddsw(pmulhw(Q', q_k), Y'))
 * P is the plane of channel 0: V (and the V coefficients) for r g b, U
 * for b g r.
 */
typedef struct SimdLessonRgbMul {
    int16_t y_off, y_k, p_off, q_off, p_k, gp_k, gq_k, q_k;
} SimdLessonRgbMul;

/**
 * swscale's special RGB -> yuv420p converter's coefficients
 * (ff_rgb24toyv12_c(), its context's input_rgb2yuv_table): for Y, U and V,
 * those of bytes 0, 1 and 2 of a pixel (bgr24: B, G, R), then 0.
 */
typedef struct SimdLessonRgbToYuv {
    int16_t y[4], u[4], v[4];
} SimdLessonRgbToYuv;

typedef struct SimdLessonDSPContext {
    /* 8-bit samples */

    /** dst[i] = min(a[i] + b[i], 255) (paddusb) */
    void (*add_sat_u8)(uint8_t *dst, const uint8_t *a, const uint8_t *b,
                       ptrdiff_t width);
    /** dst[i] = (a[i] + b[i]) & 255 (paddb) */
    void (*add_wrap_u8)(uint8_t *dst, const uint8_t *a, const uint8_t *b,
                        ptrdiff_t width);
    /** dst[i] = clip(a[i] + b[i] - 128, 0, 255): b is a signed difference */
    void (*add_bias_u8)(uint8_t *dst, const uint8_t *a, const uint8_t *b,
                        ptrdiff_t width);
    /** dst[i] = clip(a[i] + v, 0, 255), -255 <= v <= 255 */
    void (*offset_sat_u8)(uint8_t *dst, const uint8_t *a, ptrdiff_t width, int v);
    /** dst[i] = (a[i] + v) & 255 */
    void (*offset_wrap_u8)(uint8_t *dst, const uint8_t *a, ptrdiff_t width, int v);

    /*
     * Samples in 16-bit words; max is the largest sample value:
     * (1 << depth) - 1 for depth 9 to 16, shifted left as the format stores
     * it (0xffc0 for p010).  Every input word is allowed, even above max.
     * width counts samples; pointers need not be 2-byte aligned.
     */

    /** dst[i] = min(a[i] + b[i], max) */
    void (*add_sat_u16)(uint16_t *dst, const uint16_t *a, const uint16_t *b,
                        ptrdiff_t width, int max);
    /** dst[i] = (a[i] + b[i]) & max */
    void (*add_wrap_u16)(uint16_t *dst, const uint16_t *a, const uint16_t *b,
                         ptrdiff_t width, int max);
    /** dst[i] = clip(a[i] + b[i] - half, 0, max), half the middle of the
     *  range: (max + (max & -max)) / 2, 1 << (depth - 1) when unshifted */
    void (*add_bias_u16)(uint16_t *dst, const uint16_t *a, const uint16_t *b,
                         ptrdiff_t width, int max);
    /** dst[i] = clip(a[i] + v, 0, max), -max <= v <= max */
    void (*offset_sat_u16)(uint16_t *dst, const uint16_t *a, ptrdiff_t width,
                           int v, int max);
    /** dst[i] = (a[i] + v) & max, -max <= v <= max */
    void (*offset_wrap_u16)(uint16_t *dst, const uint16_t *a, ptrdiff_t width,
                            int v, int max);

    /*
     * Byte shuffles of packed pixels: for each of the width pixels,
     * dst byte i = src byte shuf->map[i] of the same pixel, or a constant.
     * width counts pixels (macropixels of two pixels for packed 4:2:2); the
     * row contract applies to the width * pixel_bytes bytes of the row.
     */

    /** 3-byte pixels (rgb24, bgr24) */
    void (*shuffle_3)(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                      const SimdLessonShuffle *shuf);
    /** 4-byte pixels (rgba and its kin; yuyv422 and its kin) */
    void (*shuffle_4)(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                      const SimdLessonShuffle *shuf);
    /** 6-byte pixels (rgb48, bgr48) */
    void (*shuffle_6)(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                      const SimdLessonShuffle *shuf);
    /** 8-byte pixels (rgba64, bgra64) */
    void (*shuffle_8)(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                      const SimdLessonShuffle *shuf);

    /*
     * Repacks between packed pixels of 3 and 4 bytes (rgb24 <-> rgba) and of
     * 6 and 8 bytes (rgb48 <-> rgba64), built by ff_simdlesson_repack_init():
     * for each of the width pixels, dst byte i = src byte shuf->map[i] of the
     * same pixel, or a constant.  The row contract applies to the
     * width * src_bytes bytes read and the width * pixel_bytes bytes
     * written; dst must not overlap src.
     */

    void (*repack_3to4)(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                        const SimdLessonShuffle *shuf);
    void (*repack_4to3)(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                        const SimdLessonShuffle *shuf);
    void (*repack_6to8)(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                        const SimdLessonShuffle *shuf);
    void (*repack_8to6)(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                        const SimdLessonShuffle *shuf);

    /*
     * Interleaving of two planes into one and back: semi-planar chroma
     * (nv12, p010) and packed 4:2:2 (yuyv422, y210).  width counts pairs
     * (u, v) or macropixels (y0 u y1 v); the row contract applies to each
     * row read and written; no output overlaps an input.  16-bit words:
     * the packed side holds the samples shifted left by shift (0 to 8:
     * p010 and y210 6, p012 4, p016 0), the planar side in the low bits;
     * going to the packed side, dst = (src << shift) & 0xffff.
     */

    /** dst[2i] = u[i], dst[2i+1] = v[i] (nv12 chroma from yuv420p) */
    void (*interleave_u8)(uint8_t *dst, const uint8_t *u, const uint8_t *v,
                          ptrdiff_t width);
    /** u[i] = src[2i], v[i] = src[2i+1] */
    void (*deinterleave_u8)(uint8_t *u, uint8_t *v, const uint8_t *src,
                            ptrdiff_t width);
    /** dst[2i] = u[i] << shift, dst[2i+1] = v[i] << shift (p010 chroma) */
    void (*interleave_u16)(uint16_t *dst, const uint16_t *u, const uint16_t *v,
                           ptrdiff_t width, int shift);
    /** u[i] = src[2i] >> shift, v[i] = src[2i+1] >> shift */
    void (*deinterleave_u16)(uint16_t *u, uint16_t *v, const uint16_t *src,
                             ptrdiff_t width, int shift);
    /** dst[4i..4i+3] = y[2i], u[i], y[2i+1], v[i] (yuyv422; yvyu422 with u
     *  and v swapped) */
    void (*pack_yuyv)(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                      const uint8_t *v, ptrdiff_t width);
    /** dst[4i..4i+3] = u[i], y[2i], v[i], y[2i+1] (uyvy422) */
    void (*pack_uyvy)(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                      const uint8_t *v, ptrdiff_t width);
    /** the inverse of pack_yuyv */
    void (*unpack_yuyv)(uint8_t *y, uint8_t *u, uint8_t *v, const uint8_t *src,
                        ptrdiff_t width);
    /** the inverse of pack_uyvy */
    void (*unpack_uyvy)(uint8_t *y, uint8_t *u, uint8_t *v, const uint8_t *src,
                        ptrdiff_t width);
    /** pack_yuyv on 16-bit words, each shifted left by shift (y210: 6) */
    void (*pack_yuyv_u16)(uint16_t *dst, const uint16_t *y, const uint16_t *u,
                          const uint16_t *v, ptrdiff_t width, int shift);
    /** unpack_yuyv on 16-bit words, each shifted right by shift */
    void (*unpack_yuyv_u16)(uint16_t *y, uint16_t *u, uint16_t *v,
                            const uint16_t *src, ptrdiff_t width, int shift);

    /*
     * Bit-depth conversion (mode=depth): samples of S bits in, D bits out,
     * 8 bits in bytes, 9 to 16 bits in the low bits of 16-bit words.  The
     * row contract above holds, except that dst must not overlap src (the
     * element sizes may differ).  Every input value the element type holds
     * is allowed; the formulas say what happens to values above 2^S - 1.
     */

    /** dst[i] = (src[i] << lshift | src[i] >> rshift) & 0xffff, going up
     *  from 8 bits: lshift = D - 8; rshift = 16 - D replicates the top bits
     *  into the new low bits (full scale maps to full scale),
     *  rshift = SL_DEPTH_RSHIFT_NONE (16) only shifts.
     *  0 <= lshift <= 8, 0 <= rshift <= 16 */
    void (*depth_up_u8)(uint16_t *dst, const uint8_t *src, ptrdiff_t width,
                        int lshift, int rshift);
    /** the same from 16-bit words: lshift = D - S, rshift = 2 * S - D
     *  (replicate) or SL_DEPTH_RSHIFT_NONE (shift only).  0 <= lshift <= 7 */
    void (*depth_up_u16)(uint16_t *dst, const uint16_t *src, ptrdiff_t width,
                         int lshift, int rshift);
    /** dst[i] = min((src[i] - (src[i] >> rshift) + dither[i & 7]) >> shift, max),
     *  going down: shift = S - D (1..8), max = 2^D - 1; dither holds 8 values
     *  below 2^shift (1 << (shift - 1) each to round to nearest); rshift = D
     *  first scales full scale down to (2^S - 1) * (1 - 2^-D) (the inverse
     *  of replication), rshift = SL_DEPTH_RSHIFT_NONE does not.  The dither
     *  pointer needs no alignment either. */
    void (*depth_down_u16)(uint16_t *dst, const uint16_t *src, ptrdiff_t width,
                           const uint16_t *dither, int shift, int rshift, int max);
    /** the same to bytes: max = 255, shift = S - 8 */
    void (*depth_down_u8)(uint8_t *dst, const uint16_t *src, ptrdiff_t width,
                          const uint16_t *dither, int shift, int rshift);

    /*
     * YUV -> packed RGB as swscale's scaler does it at the same size
     * (swscale_simdlesson.c): chroma filtered vertically with swscale's
     * coefficients, then swscale's tables.  The row contract above holds.
     */

    /** dst[i] = av_clip_uint8((round + sum over j < taps of
     *  src[j][i] * coef[j]) >> 12): 8-bit chroma filtered vertically, to
     *  the index of swscale's tables (which clip it so).  taps is 2, 4, 6
     *  or 8 (a row of coefficient 0 pads an odd count); any coefficients;
     *  round 0 or 2048. */
    void (*vfilter_u8)(uint8_t *dst, const uint8_t *const *src, const int16_t *coef,
                       int taps, ptrdiff_t width, int round);
    /** the same from 9- to 14-bit words in swscale's 15 bits, each
     *  shifted right by in_shift first (p010: 6), or from 16-bit words as
     *  bits 15 and in_shift 1 (swscale's 15 bits of them: v >> 1): with
     *  v = min(min(src >> in_shift, 1 << bits) << (15 - bits), 32767),
     *  dst[i] = av_clip_uint8((round + sum of v * coef[j]) >> 19); round 0
     *  or 1 << 18, coefficients whose magnitudes add up to 65528 at most
     *  (the sum fits in 32 bits) */
    void (*vfilter_u16)(uint8_t *dst, const uint16_t *const *src, const int16_t *coef,
                        int taps, ptrdiff_t width, int round, int bits, int in_shift);
    /** the same from words already in swscale's 15 bits (to15_u16; any
     *  words in [0, 32767]): dst[i] = av_clip_uint8((round + sum of
     *  src[j][i] * coef[j]) >> 19) */
    void (*vfilter_s15)(uint8_t *dst, const int16_t *const *src, const int16_t *coef,
                        int taps, ptrdiff_t width, int round);
    /** width pixels (even) of rgb24 (or bgr24) from 8-bit luma y and
     *  one chroma sample of u and of v per two pixels, by t: U = u[x >> 1],
     *  V = v[x >> 1] */
    void (*yuv2rgb24_u8)(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                         const uint8_t *v, ptrdiff_t width, const SimdLessonRgbCoeffs *t);
    /** the same from luma of 9 to 14 (or 16) bits in 16-bit words, in
     *  swscale's 15 bits as for vfilter_u16: Y = (y15 + round) >> 7, round
     *  0 or 64 */
    void (*yuv2rgb24_u16)(uint8_t *dst, const uint16_t *y, const uint8_t *u,
                          const uint8_t *v, ptrdiff_t width, const SimdLessonRgbCoeffs *t,
                          int round, int bits, int in_shift);
    /** yuv2rgb24_u8 and _u16 of chroma in pairs of bytes (nv12's, after
     *  the vertical filter): U = uv[2 * (x >> 1) + swap], V = uv[2 * (x >>
     *  1) + !swap].  NULL where no kernel does it in one pass: the caller
     *  then splits the pairs (deinterleave_u8) for yuv2rgb24_u8 or _u16,
     *  which are also the reference */
    void (*yuv2rgb24_uv_u8)(uint8_t *dst, const uint8_t *y, const uint8_t *uv,
                            ptrdiff_t width, const SimdLessonRgbCoeffs *t, int swap);
    void (*yuv2rgb24_uv_u16)(uint8_t *dst, const uint16_t *y, const uint8_t *uv,
                             ptrdiff_t width, const SimdLessonRgbCoeffs *t, int round,
                             int bits, int in_shift, int swap);

    /** width pixels (even) of 4 bytes: yuv2rgb24_u8's three channels and
     *  255, last (rgba, bgra) or, alpha_first, first (argb, abgr) */
    void (*yuv2rgb32_u8)(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                         const uint8_t *v, ptrdiff_t width, const SimdLessonRgbCoeffs *t,
                         int alpha_first);
    /** the same from luma words, as yuv2rgb24_u16 */
    void (*yuv2rgb32_u16)(uint8_t *dst, const uint16_t *y, const uint8_t *u,
                          const uint8_t *v, ptrdiff_t width, const SimdLessonRgbCoeffs *t,
                          int round, int bits, int in_shift, int alpha_first);

    /** width pixels of rgb24 (or bgr24) from 4:4:4 8-bit y, u and v, by
     *  SimdLessonRgbFull (swscale's full-chroma output); any width */
    void (*yuv2rgb24_full_u8)(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                              const uint8_t *v, ptrdiff_t width, const SimdLessonRgbFull *k);
    /** the same from words of 9 to 14 (or 16) bits, each in swscale's 15
     *  bits as for vfilter_u16 */
    void (*yuv2rgb24_full_u16)(uint8_t *dst, const uint16_t *y, const uint16_t *u,
                               const uint16_t *v, ptrdiff_t width, const SimdLessonRgbFull *k,
                               int bits, int in_shift);
    /** width pixels of 4 bytes: yuv2rgb24_full_u8's three channels and 255,
     *  last or, alpha_first, first */
    void (*yuv2rgb32_full_u8)(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                              const uint8_t *v, ptrdiff_t width, const SimdLessonRgbFull *k,
                              int alpha_first);
    /** the same from words, as yuv2rgb24_full_u16 */
    void (*yuv2rgb32_full_u16)(uint8_t *dst, const uint16_t *y, const uint16_t *u,
                               const uint16_t *v, ptrdiff_t width, const SimdLessonRgbFull *k,
                               int bits, int in_shift, int alpha_first);

    /** a[i] = src[3i], b[i] = src[3i + 1], c[i] = src[3i + 2]: a row of
     *  rgb24 to planes (gbrp: a is R's plane, b G's, c B's) */
    void (*split3_u8)(uint8_t *a, uint8_t *b, uint8_t *c, const uint8_t *src,
                      ptrdiff_t width);
    /** dst[3i] = a[i], dst[3i + 1] = b[i], dst[3i + 2] = c[i]: split3_u8's
     *  inverse, planes to a row of rgb24 (gbrp: a is R's plane, b G's, c
     *  B's) */
    void (*merge3_u8)(uint8_t *dst, const uint8_t *a, const uint8_t *b, const uint8_t *c,
                      ptrdiff_t width);

    /*
     * The same output from 4:2:0 and 4:2:2, whose chroma swscale filters
     * to the full width (hcScale) and vertically: its U and V, 32-bit.
     */

    /** swscale's horizontal filter of 8-bit chroma to twice its width
     *  (hScale8To15) where the filter has two phases: for k < width,
     *  dst[2k] = min((sum over j < 4 of src[k + j] * coef[j]) >> 7, 32767),
     *  dst[2k + 1] the same of src[k + 1 + j] and coef[4 + j].  Reads src[0]
     *  to src[width + 3]; negative coefficients add up to -16448 at least
     *  (no sum below -32768 << 7) */
    void (*hscale2x_u8)(int16_t *dst, const uint8_t *src, ptrdiff_t width,
                        const int16_t *coef);
    /** the same of chroma of 9 to 14 bits as swscale's x86 scalers
     *  (hscale9to15 to hscale14to15) filter it: each word taken as signed
     *  (int16_t), av_clip_int16(sum >> sh), sh = bits - 1 (hScale16To15_c
     *  gives the same bytes for samples of those bits); coefficients whose
     *  magnitudes add up to 65535 at most per phase */
    void (*hscale2x_u16)(int16_t *dst, const uint16_t *src, ptrdiff_t width,
                         const int16_t *coef, int sh);
    /** dst[i] = (int32_t)(bias + sum over j < taps of src[j][i] * coef[j])
     *  >> 10, the sum on 32 bits, wrapping: swscale's vertical filter of its
     *  15-bit chroma in yuv2rgb_full_X (bias (1 << 9) - (128 << 19)) and
     *  _1, _2 (bias -(128 << 19)).  taps is 2, 4, 6 or 8 (a row of
     *  coefficient 0 pads an odd count); any coefficients and bias */
    void (*vfilter_s16_s32)(int32_t *dst, const int16_t *const *src, const int16_t *coef,
                            int taps, ptrdiff_t width, int bias);
    /** width pixels of rgb24 (or bgr24) from 8-bit luma y and swscale's U
     *  and V (vfilter_s16_s32) by k: channel c = av_clip_uint8((int32_t)
     *  (((y_k * Y') << shift) + off + uv[c][0] * U + uv[c][1] * V) >> 22), on
     *  32 bits, wrapping; Y' and shift as for yuv2rgb24_full_u8 */
    void (*yuv2rgb24_full32_u8)(uint8_t *dst, const uint8_t *y, const int32_t *u,
                                const int32_t *v, ptrdiff_t width, const SimdLessonRgbFull *k);
    /** the same from luma words, as yuv2rgb24_full_u16 */
    void (*yuv2rgb24_full32_u16)(uint8_t *dst, const uint16_t *y, const int32_t *u,
                                 const int32_t *v, ptrdiff_t width,
                                 const SimdLessonRgbFull *k, int bits, int in_shift);
    /** yuv2rgb24_full32_u8's channels and 255, last or, alpha_first, first */
    void (*yuv2rgb32_full32_u8)(uint8_t *dst, const uint8_t *y, const int32_t *u,
                                const int32_t *v, ptrdiff_t width, const SimdLessonRgbFull *k,
                                int alpha_first);
    /** the same from luma words */
    void (*yuv2rgb32_full32_u16)(uint8_t *dst, const uint16_t *y, const int32_t *u,
                                 const int32_t *v, ptrdiff_t width,
                                 const SimdLessonRgbFull *k, int bits, int in_shift,
                                 int alpha_first);
    /** yuv2rgb24_full32_u8's channels to planes: channel 0 to a[x], 1 to
     *  b[x], 2 to c[x] (gbrp: R's plane, G's, B's) */
    void (*yuv2rgbp_full32_u8)(uint8_t *a, uint8_t *b, uint8_t *c, const uint8_t *y,
                               const int32_t *u, const int32_t *v, ptrdiff_t width,
                               const SimdLessonRgbFull *k);
    /** the same from luma words, as yuv2rgb24_full32_u16 */
    void (*yuv2rgbp_full32_u16)(uint8_t *a, uint8_t *b, uint8_t *c, const uint16_t *y,
                                const int32_t *u, const int32_t *v, ptrdiff_t width,
                                const SimdLessonRgbFull *k, int bits, int in_shift);

    /*
     * YUV -> 16-bit packed RGB (rgb48, bgr48, rgba64, bgra64) as swscale's
     * scaler writes it at the same size from 4:2:0 and 4:2:2 of 8 to 14
     * and 16 bits (bits): its 19-bit rows (hScale8To19, hScale16To19), its
     * vertical chroma filter and its arithmetic (SimdLessonRgb48).  The row
     * contract above holds.
     */

    /** swscale's chroma of 17 bits: with s = min(src[j][i] >> in_shift,
     *  (1 << bits) - 1), dst[i] = (int32_t)(((uint32_t)(sum over j < taps of
     *  s * coef[j]) << (19 - bits)) - (1 << 30)) >> 14.  taps is even (a row
     *  of coefficient 0 pads an odd count); coefficients whose magnitudes
     *  add up to 65528 at most; bits 8 to 14, or 16 of in_shift 0 */
    void (*vfilter_u16_s17)(int32_t *dst, const uint16_t *const *src, const int16_t *coef,
                            int taps, ptrdiff_t width, int bits, int in_shift);
    /** width pixels of 3 words, or of 4 (layout SIMDLESSON_RGB48_ALPHA:
     *  the last 65535), native or (SIMDLESSON_RGB48_BE) big-endian, from
     *  luma words y (s = min(y[x] >> in_shift, (1 << bits) - 1)) and the
     *  chroma of pixel x's pair i = x >> 1: U = u[i * step], V = v[i *
     *  step], step 1 or 2 (interleaved U and V: v = u + 1, or u = v + 1 for
     *  b g r); by k; bits and in_shift as for vfilter_u16_s17; any width */
    void (*yuv2rgb48)(uint16_t *dst, const uint16_t *y, const int32_t *u, const int32_t *v,
                      ptrdiff_t step, ptrdiff_t width, const SimdLessonRgb48 *k, int bits,
                      int in_shift, int layout);

    /*
     * The same with full-width chroma (yuv2rgba64_full_1, _2 and _X: from
     * 4:4:4, and from 4:2:x under full_chroma_int or at an odd width), whose
     * chroma rows are swscale's own, of 19 bits in 32-bit words.
     */

    /** swscale's chroma of 17 bits from its rows of 19: with sum = (uint32_t)
     *  (sum over j < taps of src[j][i] * coef[j]) - (1 << 30), dst[i] =
     *  (int32_t)sum >> 14, or, logical, sum >> 14 (yuv2rgba64_full_1 of a
     *  weight other than 0 shifts an unsigned sum); 1 <= taps <= 8, any
     *  coefficients and words (the products wrap) */
    void (*vfilter_s32_s17)(int32_t *dst, const int32_t *const *src, const int16_t *coef,
                            int taps, ptrdiff_t width, int logical);
    /** width pixels as yuv2rgb48's, each of its own chroma: U = u[x], V =
     *  v[x]; any width */
    void (*yuv2rgb48_full)(uint16_t *dst, const uint16_t *y, const int32_t *u,
                           const int32_t *v, ptrdiff_t width, const SimdLessonRgb48 *k,
                           int bits, int in_shift, int layout);

    /*
     * YUV -> 4-byte RGB as swscale's MMX output functions write it at the
     * same size (x86/swscale_template.c: yuv2rgb32_X under its MMX vertical
     * filter, yuv2rgb32_1; swscale_simdlesson.c): 16-bit words throughout,
     * wrapping.  The row contract above holds.
     */

    /** dst[i] = round + sum over j < taps of pmulhw(src[j][i] << 7, coef[j]),
     *  on 16 bits, wrapping: swscale's MMX vertical filter of 8-bit samples
     *  in its 15 bits.  1 <= taps <= 8; any coefficients and round */
    void (*vfilter_mulhi_u8)(int16_t *dst, const uint8_t *const *src, const int16_t *coef,
                             int taps, ptrdiff_t width, int round);
    /** the same from words of 9 to 14 (or 16) bits, each in swscale's 15
     *  bits as for vfilter_u16 */
    void (*vfilter_mulhi_u16)(int16_t *dst, const uint16_t *const *src, const int16_t *coef,
                              int taps, ptrdiff_t width, int round, int bits, int in_shift);
    /** vfilter_mulhi_u8 of rows of width interleaved pairs (nv12's
     *  chroma): the first of each pair to u[i], the second to v[i] */
    void (*vfilter_mulhi_uv_u8)(int16_t *u, int16_t *v, const uint8_t *const *src,
                                const int16_t *coef, int taps, ptrdiff_t width, int round);
    /** the same from words (p010's chroma), as vfilter_mulhi_u16 */
    void (*vfilter_mulhi_uv_u16)(int16_t *u, int16_t *v, const uint16_t *const *src,
                                 const int16_t *coef, int taps, ptrdiff_t width, int round,
                                 int bits, int in_shift);
    /** dst[i] = src[i] (9 to 14 or 16 bits) in swscale's 15 bits, as for
     *  vfilter_u16: a chroma row converted once for the taps of every
     *  vfilter_mulhi_s15 that reads it */
    void (*to15_u16)(int16_t *dst, const uint16_t *src, ptrdiff_t width, int bits,
                     int in_shift);
    /** vfilter_mulhi_u8 of rows of words already in swscale's 15 bits
     *  (to15_u16; any words, as pmulhw takes them): dst[i] = round + sum
     *  over j < taps of pmulhw(src[j][i], coef[j]) */
    void (*vfilter_mulhi_s15)(int16_t *dst, const int16_t *const *src, const int16_t *coef,
                              int taps, ptrdiff_t width, int round);
    /** the same of rows of width interleaved pairs (p010's chroma), as
     *  vfilter_mulhi_uv_u8 */
    void (*vfilter_mulhi_uv_s15)(int16_t *u, int16_t *v, const int16_t *const *src,
                                 const int16_t *coef, int taps, ptrdiff_t width, int round);
    /** width pixels of 4 bytes from 8-bit luma y and chroma words p and
     *  q, by the words of k:
     *   Y = round + ((y[x] << 7) >> 4) (swscale's 15 bits, its >> 4),
     *   Y' = pmulhw(Y - y_off, y_k), P' = p[x >> 1] - p_off,
     *   Q' = q[x >> 1] - q_off;
     *   channel 0 = packus(Y' + pmulhw(P', p_k))
     *   channel 1 = packus(Y' + (pmulhw(P', gp_k) + pmulhw(Q', gq_k)))
     *   channel 2 = packus(Y' + pmulhw(Q', q_k)), channel 3 = 255
     *  every sum and difference on 16 bits, wrapping (psubw, paddw) */
    void (*yuv2rgb32_mulhi_u8)(uint8_t *dst, const uint8_t *y, const int16_t *p,
                               const int16_t *q, ptrdiff_t width,
                               const SimdLessonRgbMul *k, int round);
    /** the same from luma of 9 to 14 (or 16) bits in 16-bit words, in
     *  swscale's 15 bits as for vfilter_u16: Y = round + (y15 >> 4) */
    void (*yuv2rgb32_mulhi_u16)(uint8_t *dst, const uint16_t *y, const int16_t *p,
                                const int16_t *q, ptrdiff_t width,
                                const SimdLessonRgbMul *k, int round, int bits,
                                int in_shift);
    /** vfilter_mulhi_uv_u8 of four rows of pairs (coef[4], round; each
     *  row's (width + 1) / 2 pairs) and yuv2rgb32_mulhi_u8 of its sums in
     *  one pass: P the first of each pair where p_first, else the second.
     *  NULL where no kernel does both */
    void (*yuv2rgb32_mulhi_uv_u8)(uint8_t *dst, const uint8_t *y,
                                  const uint8_t *const *uv, const int16_t *coef,
                                  ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                                  int p_first);
    /** vfilter_mulhi_s15 of four rows of each plane ((width + 1) / 2
     *  words) and yuv2rgb32_mulhi_u16 of its sums in one pass: P's rows at
     *  p[j], Q's q_off bytes on from each.  NULL where no kernel does both */
    void (*yuv2rgb32_mulhi_s15_u16)(uint8_t *dst, const uint16_t *y,
                                    const int16_t *const *p, ptrdiff_t q_off,
                                    const int16_t *coef, ptrdiff_t width,
                                    const SimdLessonRgbMul *k, int round, int bits,
                                    int in_shift);
    /** vfilter_mulhi_uv_s15 of four rows of pairs and yuv2rgb32_mulhi_u16
     *  of its sums in one pass: P the first of each pair where p_first,
     *  else the second.  NULL where no kernel does both */
    void (*yuv2rgb32_mulhi_uv_s15_u16)(uint8_t *dst, const uint16_t *y,
                                       const int16_t *const *uv, const int16_t *coef,
                                       ptrdiff_t width, const SimdLessonRgbMul *k,
                                       int round, int bits, int in_shift, int p_first);
    /** yuv2rgb32_mulhi_u8 and _u16 without the alpha bytes (swscale's MMX
     *  bgr24: its channels in their order, 3 bytes a pixel).  NULL where no
     *  kernel writes them in one pass: the caller then drops the alpha
     *  bytes of yuv2rgb32_mulhi's pixels (repack_4to3), which are also the
     *  reference */
    void (*yuv2bgr24_mulhi_u8)(uint8_t *dst, const uint8_t *y, const int16_t *p,
                               const int16_t *q, ptrdiff_t width,
                               const SimdLessonRgbMul *k, int round);
    void (*yuv2bgr24_mulhi_u16)(uint8_t *dst, const uint16_t *y, const int16_t *p,
                                const int16_t *q, ptrdiff_t width,
                                const SimdLessonRgbMul *k, int round, int bits,
                                int in_shift);
    /** yuv2rgb32_mulhi_uv_u8, _s15_u16 and _uv_s15_u16 without the alpha
     *  bytes, as yuv2bgr24_mulhi_u8.  NULL where no kernel does it in one
     *  pass */
    void (*yuv2bgr24_mulhi_uv_u8)(uint8_t *dst, const uint8_t *y,
                                  const uint8_t *const *uv, const int16_t *coef,
                                  ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                                  int p_first);
    void (*yuv2bgr24_mulhi_s15_u16)(uint8_t *dst, const uint16_t *y,
                                    const int16_t *const *p, ptrdiff_t q_off,
                                    const int16_t *coef, ptrdiff_t width,
                                    const SimdLessonRgbMul *k, int round, int bits,
                                    int in_shift);
    void (*yuv2bgr24_mulhi_uv_s15_u16)(uint8_t *dst, const uint16_t *y,
                                       const int16_t *const *uv, const int16_t *coef,
                                       ptrdiff_t width, const SimdLessonRgbMul *k,
                                       int round, int bits, int in_shift, int p_first);
    /** yuv2rgb32_mulhi_u8 of chroma words in pairs (a semi-planar source's
     *  chroma through vfilter_mulhi_u8 or _s15, not split): pixel x has the
     *  pair pq[2 * (x >> 1)], pq[2 * (x >> 1) + 1], which is (p, q), or
     *  (q, p) where swap */
    void (*yuv2rgb32_mulhi_pq_u8)(uint8_t *dst, const uint8_t *y, const int16_t *pq,
                                  ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                                  int swap);
    /** the same from luma words, as yuv2rgb32_mulhi_u16 */
    void (*yuv2rgb32_mulhi_pq_u16)(uint8_t *dst, const uint16_t *y, const int16_t *pq,
                                   ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                                   int bits, int in_shift, int swap);

    /*
     * YUV -> packed RGB as swscale's special converter does it (its
     * unscaled path, yuv420p, yuv422p and yuva420p without accurate_rnd,
     * swscale_simdlesson.c): the chroma of the nearest pair, the arithmetic
     * of SimdLessonRgbMul.  Pixel x has the chroma p[x >> 1], q[x >> 1]; any
     * width.  The row contract above holds.
     */

    /** width pixels of 3 bytes: channels 0, 1, 2 */
    void (*yuv420_rgb24)(uint8_t *dst, const uint8_t *y, const uint8_t *p,
                         const uint8_t *q, ptrdiff_t width, const SimdLessonRgbMul *k);
    /** width pixels of 4 bytes: channels 0, 1, 2 and a[x], or 255 where a
     *  is NULL */
    void (*yuv420_rgb32)(uint8_t *dst, const uint8_t *y, const uint8_t *p,
                         const uint8_t *q, const uint8_t *a, ptrdiff_t width,
                         const SimdLessonRgbMul *k);

    /*
     * packed RGB of 3 bytes -> yuv420p as swscale's special converter does
     * it (ff_rgb24toyv12_c(): bgr24 without accurate_rnd), on 32 bits and
     * without rounding or clipping: each result is the low byte.  The row
     * contract above holds.
     */

    /** dst[x] = ((k0 * s0 + k1 * s1 + k2 * s2) >> 15) + 16 of the bytes of
     *  pixel x and the y coefficients of k */
    void (*rgb24toyv12_luma)(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                             const SimdLessonRgbToYuv *k);
    /** u[i], v[i] = ((k0 * s0 + k1 * s1 + k2 * s2) >> 15) + 128 of the
     *  means (sum >> 2) of the bytes of pixels 2i and 2i + 1 of src0 and
     *  src1, by the u and v coefficients of k; width counts pairs */
    void (*rgb24toyv12_chroma)(uint8_t *u, uint8_t *v, const uint8_t *src0,
                               const uint8_t *src1, ptrdiff_t width,
                               const SimdLessonRgbToYuv *k);

    /*
     * The same as swscale's MMXEXT converter does it (x86-64 before FFmpeg
     * 7.0, x86-32 since), on words: the products of bytes 0 and 1 and that
     * of byte 2 each >> 8 and saturated to 16 bits, their sum saturated,
     * >> 7; k's fourth coefficients are not read.
     */

    /** dst[x] = min(av_clip_uint8(sat(sat((k0 * s0 + k1 * s1) >> 8) +
     *  sat((k2 * s2) >> 8)) >> 7) + 16, 255) of the bytes of pixel x, sat
     *  av_clip_int16 */
    void (*rgb24toyv12_luma_sat)(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                                 const SimdLessonRgbToYuv *k);
    /** u[i], v[i] = (uint8_t)(av_clip_int8(sat(sat((k0 * m0 + k1 * m1) >>
     *  8) + sat((k2 * m2) >> 8)) >> 7) + 128) of the pixels' means m, each
     *  pavgb of pixels 2i and 2i + 1 of its pavgb of src0 and src1 ((a + b
     *  + 1) >> 1); width counts pairs */
    void (*rgb24toyv12_chroma_sat)(uint8_t *u, uint8_t *v, const uint8_t *src0,
                                   const uint8_t *src1, ptrdiff_t width,
                                   const SimdLessonRgbToYuv *k);

    /*
     * RGB -> YUV as swscale's scaler writes it at the same size
     * (swscale_simdlesson.c): its input functions (input.c: rgb24ToY_c,
     * rgb24ToUV_half_c and their 4-byte twins) to its 15 bits, then its
     * vertical filters (output.c: yuv2plane1_8_c, yuv2planeX_8_c,
     * yuv2nv12cX_c; x86/yuv2yuvX.asm).  The coefficients of k are those
     * of bytes 0 to 3 of a pixel (0 for a byte that is no channel).  The
     * row contract above holds.
     */

    /** u[i] = ((sum of k->u[j] * s[j] + (256 << 15) + (1 << 9)) >> 10) << 1,
     *  v[i] the same by k->v, s the sums of the bytes of pixels 2i and
     *  2i + 1 of 3 bytes, each result's low 16 bits: swscale's chroma of
     *  15 bits of a pair (its ToUV_half); width counts pairs */
    void (*rgb24_to_uv15)(int16_t *u, int16_t *v, const uint8_t *src, ptrdiff_t width,
                          const SimdLessonRgbToYuv *k);
    /** the same of pixels of 4 bytes */
    void (*rgb32_to_uv15)(int16_t *u, int16_t *v, const uint8_t *src, ptrdiff_t width,
                          const SimdLessonRgbToYuv *k);
    /** y[x] = av_clip_uint8((sum of k->y[j] * s[j] + 0x84100) >> 15) of
     *  the 3 bytes s of pixel x < 2 * width: swscale's luma of 15 bits (its
     *  rounding, (Y + 0x80100) >> 9, << 1) written with its dither of 64;
     *  u and v of the width pairs as rgb24_to_uv15(), from one read of the
     *  row; width counts pairs; no output overlaps src */
    void (*rgb24_to_y_uv15)(uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,
                            ptrdiff_t width, const SimdLessonRgbToYuv *k);
    /** the same of pixels of 4 bytes */
    void (*rgb32_to_y_uv15)(uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,
                            ptrdiff_t width, const SimdLessonRgbToYuv *k);
    /** rgb24_to_y_uv15() or rgb32_to_y_uv15(), and in the same pass
     *  vfilter_s16_mulhi() of 8 taps of the rows at rows into vdst, width
     *  samples (as many as the pairs): the filter's work hides behind the
     *  source's loads.  rows and vdst overlap no output of the conversion.
     *  NULL where no kernel does the two in one pass */
    void (*rgb24_to_y_uv15_mulhi)(uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,
                                  ptrdiff_t width, const SimdLessonRgbToYuv *k,
                                  uint8_t *vdst, const int16_t *const *rows,
                                  const int16_t *coef, int round);
    void (*rgb32_to_y_uv15_mulhi)(uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,
                                  ptrdiff_t width, const SimdLessonRgbToYuv *k,
                                  uint8_t *vdst, const int16_t *const *rows,
                                  const int16_t *coef, int round);
    /** the same with vfilter_s16() of 8 taps into the even bytes of vdst
     *  (vdst[2i]: one plane of an interleaved row, nv12's u or v; the odd
     *  bytes left as they are) */
    void (*rgb24_to_y_uv15_s16)(uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,
                                ptrdiff_t width, const SimdLessonRgbToYuv *k,
                                uint8_t *vdst, const int16_t *const *rows,
                                const int16_t *coef, int round);
    void (*rgb32_to_y_uv15_s16)(uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,
                                ptrdiff_t width, const SimdLessonRgbToYuv *k,
                                uint8_t *vdst, const int16_t *const *rows,
                                const int16_t *coef, int round);
    /** dst[x] = ((round + sum of k[j] * s[j]) >> 9) << 1, s the 3 bytes of
     *  pixel x, each result's low 16 bits: swscale's 15 bits of one
     *  plane of a pixel (rgb24ToY_c: round (32 << 14) + (1 << 8);
     *  rgb24ToUV_c: (256 << 14) + (1 << 8)), as its horizontal filter at
     *  the same size leaves them */
    void (*rgb24_to_p15)(int16_t *dst, const uint8_t *src, ptrdiff_t width,
                         const int16_t *k, int round);
    /** the same of pixels of 4 bytes */
    void (*rgb32_to_p15)(int16_t *dst, const uint8_t *src, ptrdiff_t width,
                         const int16_t *k, int round);
    /** dst[x] = ((uint16_t)((round + sum of k[j] * s[j]) >> 15)) >> 1, s
     *  the 3 words of pixel x, the sum on 32 bits, unsigned, wrapping:
     *  swscale's 16-bit luma or chroma of rgb48 (rgb48LEToY_c: round 0x2001
     *  << 14; rgb48LEToUV_c: 0x10001 << 14), and the >> 1 of its horizontal
     *  filter of 16-bit input (hScale16To15_c) at the same size */
    void (*rgb48_to_p15)(int16_t *dst, const uint16_t *src, ptrdiff_t width,
                         const int16_t *k, int round);
    /** the same of pixels of 4 words (rgba64) */
    void (*rgba64_to_p15)(int16_t *dst, const uint16_t *src, ptrdiff_t width,
                          const int16_t *k, int round);
    /** u[i] = ((uint16_t)((sum of k->u[j] * s[j] + (0x10001 << 14)) >> 15))
     *  >> 1, v[i] the same by k->v, s the means (a + b + 1) >> 1 of the
     *  words of pixels 2i and 2i + 1 of 3 words: rgb48LEToUV_half_c, then
     *  the >> 1 as above; width counts pairs */
    void (*rgb48_to_uv15)(int16_t *u, int16_t *v, const uint16_t *src, ptrdiff_t width,
                          const SimdLessonRgbToYuv *k);
    /** the same of pixels of 4 words */
    void (*rgba64_to_uv15)(int16_t *u, int16_t *v, const uint16_t *src, ptrdiff_t width,
                           const SimdLessonRgbToYuv *k);
    /** dst[x] = av_clip_uint8((round + (1 << 14) + sum of k[j] * s[j]) >> 15),
     *  the sum on 32 bits, wrapping: rgb24_to_p15()'s words written by
     *  yuv2plane1_8 with its dither of 64, in one step (while swscale's
     *  input words, half of those, stay in [0, 16383]) */
    void (*rgb24_to_p8)(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                        const int16_t *k, int round);
    void (*rgb32_to_p8)(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                        const int16_t *k, int round);
    /** dst[x] = av_clip_uintp2((round + (1 << (22 - bits)) + sum of
     *  k[j] * s[j]) >> (23 - bits), bits) << lshift: the same written by
     *  yuv2plane1_10 (bits 10) and p010's yuv2p01xl1 (lshift 6), for
     *  9 <= bits <= 13 (at 14, yuv2plane1 rounds otherwise); any bits of
     *  9 to 14 */
    void (*rgb24_to_p16)(uint16_t *dst, const uint8_t *src, ptrdiff_t width,
                         const int16_t *k, int round, int bits, int lshift);
    void (*rgb32_to_p16)(uint16_t *dst, const uint8_t *src, ptrdiff_t width,
                         const int16_t *k, int round, int bits, int lshift);
    /** dst[i] = av_clip_uint8((round + sum over j < taps of
     *  src[j][i] * coef[j]) >> 19), the sum on 32 bits, wrapping
     *  (yuv2planeX_8_c; round: its dither << 12); 1 <= taps <= 12, any
     *  samples, coefficients and round */
    void (*vfilter_s16)(uint8_t *dst, const int16_t *const *src, const int16_t *coef,
                        int taps, ptrdiff_t width, int round);
    /** dst[i] = av_clip_uintp2((1 << (26 - bits) + sum over j < taps of
     *  src[j][i] * coef[j]) >> (27 - bits), bits) << lshift, the sum on 32
     *  bits, wrapping: swscale's vertical filter to 9 to 14 bits
     *  (yuv2planeX_10_c, yuv2plane1_10_c with one row of 4096; p010:
     *  yuv2p01xlX_c, lshift 16 - bits); 1 <= taps <= 8 */
    void (*vfilter_s16_u16)(uint16_t *dst, const int16_t *const *src, const int16_t *coef,
                            int taps, ptrdiff_t width, int bits, int lshift);
    /** the same of two planes, interleaved: dst[2i] from the rows src[j],
     *  dst[2i + 1] from the rows src[j] + v_off (yuv2nv12cX_c) */
    void (*vfilter_s16_uv)(uint8_t *dst, const int16_t *const *src, ptrdiff_t v_off,
                           const int16_t *coef, int taps, ptrdiff_t width, int round);
    /** dst[i] = packus((round + sum over j < taps of pmulhw(src[j][i],
     *  coef[j])) >> 3), the sum on 16 bits, wrapping, >> arithmetic:
     *  swscale's MMX vertical filter (yuv2yuvX); 1 <= taps <= 12, any
     *  samples, coefficients and round */
    void (*vfilter_s16_mulhi)(uint8_t *dst, const int16_t *const *src, const int16_t *coef,
                              int taps, ptrdiff_t width, int round);
} SimdLessonDSPContext;


/**
 * Fill dsp with the C functions, then with the fastest versions the CPU
 * offers according to av_get_cpu_flags().
 */
void ff_simdlesson_dsp_init(SimdLessonDSPContext *dsp);

/** What an addition does with sums beyond the sample range */
enum SimdLessonArith {
    SL_ARITH_SATURATE,  ///< clip to 0..max
    SL_ARITH_WRAP,      ///< modulo max + 1
    SL_ARITH_BIAS,      ///< add: b is a signed difference, saturating
};

typedef void (*SimdLessonAddU8Func)(uint8_t *dst, const uint8_t *a, const uint8_t *b,
                                    ptrdiff_t width);
typedef void (*SimdLessonAddU16Func)(uint16_t *dst, const uint16_t *a, const uint16_t *b,
                                     ptrdiff_t width, int max);
typedef void (*SimdLessonOffsetU8Func)(uint8_t *dst, const uint8_t *a, ptrdiff_t width,
                                       int v);
typedef void (*SimdLessonOffsetU16Func)(uint16_t *dst, const uint16_t *a, ptrdiff_t width,
                                        int v, int max);
typedef void (*SimdLessonShuffleFunc)(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                                      const SimdLessonShuffle *shuf);

/**
 * The one kernel of dsp a configuration needs.  The offsets have no
 * SL_ARITH_BIAS; shuffle: pixel_bytes 3, 4, 6 or 8, else NULL.
 */
SimdLessonAddU8Func     ff_simdlesson_add_u8_func(const SimdLessonDSPContext *dsp,
                                                  enum SimdLessonArith arith);
SimdLessonAddU16Func    ff_simdlesson_add_u16_func(const SimdLessonDSPContext *dsp,
                                                   enum SimdLessonArith arith);
SimdLessonOffsetU8Func  ff_simdlesson_offset_u8_func(const SimdLessonDSPContext *dsp,
                                                     enum SimdLessonArith arith);
SimdLessonOffsetU16Func ff_simdlesson_offset_u16_func(const SimdLessonDSPContext *dsp,
                                                      enum SimdLessonArith arith);
SimdLessonShuffleFunc   ff_simdlesson_shuffle_func(const SimdLessonDSPContext *dsp,
                                                   int pixel_bytes);
void ff_simdlesson_dsp_init_x86(SimdLessonDSPContext *dsp);
/* the x86 kernels' tables of a shuffle or a repack whose map is set */
void ff_simdlesson_shuffle_init_x86(SimdLessonShuffle *shuf);
void ff_simdlesson_repack_init_x86(SimdLessonShuffle *shuf);

/**
 * Build a shuffle of pixels of pixel_bytes (3, 4, 6 or 8) bytes.
 * @param map for each output byte of a pixel, in memory order: the index of
 *            the input byte of the same pixel, SL_SHUFFLE_ZERO or
 *            SL_SHUFFLE_MAX
 * @return 0, or AVERROR(EINVAL) for an unsupported size or a bad map entry
 */
int ff_simdlesson_shuffle_init(SimdLessonShuffle *shuf, int pixel_bytes,
                               const int8_t *map);

/**
 * Build a repack from pixels of src_bytes to pixels of dst_bytes: 3 to 4,
 * 4 to 3, 6 to 8 or 8 to 6.
 * @param map for each output byte of a pixel, in memory order: the index of
 *            the input byte of the same pixel, SL_SHUFFLE_ZERO or
 *            SL_SHUFFLE_MAX
 * @return 0, or AVERROR(EINVAL) for an unsupported pair or a bad map entry
 */
int ff_simdlesson_repack_init(SimdLessonShuffle *shuf, int src_bytes, int dst_bytes,
                              const int8_t *map);

/**
 * Set the 16-bit form of t's cy, a, k and b (words, words_u8, words_u16),
 * once, before t is given to a kernel: with k[i] = kh[i] * 65536 + klo[i],
 * cy = 65536 + c and a = ah * 65536 + al, term i of X is X * kh +
 * ((X * klo) >> 16) + b, and a channel (a + (Y + term) * cy) >> 16 is
 * i + ah + ((i * c) >> 16), plus 1 where al + the low word of i * c carries
 * (i = Y + term).  words_u8 and words_u16 say whether every step stays in
 * 16 bits and equals the 32-bit arithmetic (which must not wrap there);
 * words_lut whether the table's values for every such i are 256 bytes of it
 * (words.lut).
 */
void ff_simdlesson_rgb_coeffs_init(SimdLessonRgbCoeffs *t);

/** The repack kernel of dsp for shuf, built by ff_simdlesson_repack_init() */
SimdLessonShuffleFunc ff_simdlesson_repack_func(const SimdLessonDSPContext *dsp,
                                                const SimdLessonShuffle *shuf);

#endif /* SWSCALE_SIMDLESSONDSP_H */
