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
 * swscale's unscaled converter on the simdlesson DSP.  ff_get_unscaled_swscale()
 * offers each context to ff_sws_simdlesson_unscaled() last, after its own
 * special converters: the DSP takes the context when all of these hold,
 * else swscale keeps it:
 *  - the pair is one the DSP converts with the bytes of swscale's own path
 *    (simdlesson_convert.h: packed RGB and packed 4:2:2 within a family,
 *    packed RGB repacks, semi-planar and packed 4:2:2 to and from planar,
 *    planar yuv, yuva and gray between depths) and is not in slower_pairs[];
 *  - the flags are among ROUTE_FLAGS, and gamma, alpha blending and the
 *    chroma positions do not change the output (the positions only where
 *    swscale has no unscaled converter of its own); sws_dither only matters
 *    going down in depth (none: rounding from swscale 9.5 on, else
 *    truncation, left to swscale; any other: swscale's ordered dither,
 *    dithers[][][], which it hands over);
 *  - neither the option simdlesson (0) nor the SIMDLESSON_SCALE environment
 *    variable (0), read once per context, turns it off.
 * The context's route is logged at verbose level, once per context (not
 * per slice context).  Slices and threads are swscale's: the converter runs
 * on whatever slice of whole chroma rows swscale hands it.
 */

#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "libavutil/cpu.h"
#include "libavutil/frame.h"
#include "libavutil/intreadwrite.h"
#include "libavutil/mem.h"
#include "libavutil/pixdesc.h"
#if ARCH_X86
#include "libavutil/x86/cpu.h"
#endif

#include "rgb2rgb.h"
#include "simdlesson_convert.h"
#include "swscale.h"
#include "swscale_internal.h"
#include "version.h"

/** The environment variable that turns the route off in every context */
#define SIMDLESSON_SCALE_ENV "SIMDLESSON_SCALE"

/*
 * The flags under which swscale's unscaled path writes the same bytes for
 * every pair routed here: the choice of scaler (no scaling happens), the
 * information printed, and the rounding and chroma flags, which only the
 * scaler and YUV <-> RGB use.  Any other flag keeps swscale: fast_bilinear
 * (swscale leaves its p010 and y210 shortcuts then), unstable (the ops
 * backend), error_diffusion...
 */
#define ROUTE_FLAGS (SWS_BILINEAR | SWS_BICUBIC | SWS_X |                     \
                     SWS_POINT | SWS_AREA | SWS_BICUBLIN | SWS_GAUSS |        \
                     SWS_SINC | SWS_LANCZOS | SWS_SPLINE | SWS_PRINT_INFO |   \
                     SWS_ACCURATE_RND | SWS_BITEXACT | SWS_FULL_CHR_H_INT |   \
                     SWS_FULL_CHR_H_INP)

/* sws_dither=none going down in depth: swscale 9.5 (FFmpeg 8.1) and later
 * round to nearest, as the DSP does; 8 (FFmpeg 7.1) and earlier truncate */
#define SWS_DITHER_NONE_ROUNDS \
    (AV_VERSION_INT(LIBSWSCALE_VERSION_MAJOR, LIBSWSCALE_VERSION_MINOR, 0) >= AV_VERSION_INT(9, 5, 0))

/*
 * Pairs left to swscale because the DSP is not measurably faster (make
 * bench, 1080p, one thread): swscale converts them with a plain copy plus
 * an (de)interleave or unpack of its own, at memory speed, about 0.1 ms a
 * frame either way, and runs disagree on which is faster.
 */
static const enum AVPixelFormat slower_pairs[][2] = {
    { AV_PIX_FMT_NV12,    AV_PIX_FMT_YUV420P },
    { AV_PIX_FMT_YUV420P, AV_PIX_FMT_NV12    },
    { AV_PIX_FMT_NV21,    AV_PIX_FMT_YUV420P },
    { AV_PIX_FMT_YUV420P, AV_PIX_FMT_NV21    },
    { AV_PIX_FMT_UYVY422, AV_PIX_FMT_YUV422P },
};

#define WHY_SIZE 96

#if ARCH_X86_64 && HAVE_X86ASM
/**
 * Whether swscale runs its SIMD (SSE2 on) but the CPU, or -cpuflags, lacks
 * level, the least of the kernels of a conversion, below which they are C
 * and slower than swscale's SIMD (measured at each level: doc/
 * performance.md).  Without SIMD the route's C is the faster, and runs.
 */
static int simd_below(int level)
{
    const int flags = av_get_cpu_flags();

    return (flags & AV_CPU_FLAG_SSE2) &&
           (level == AV_CPU_FLAG_AVX2 ? !EXTERNAL_AVX2_FAST(flags) : !(flags & level));
}
#define SIMD_WHY(level) "swscale's own SIMD is faster here than simdlesson's C kernels (" level ")"
#endif

/** What the route reads of a context: swscale's own state */
typedef struct State {
    enum AVPixelFormat src_format, dst_format;
    int src_w, src_h, dst_w, dst_h;
    int src_range, dst_range;
    int padded_src, padded_dst;     ///< rgb0 & co., taken as rgba & co.
    unsigned flags;
    int dither, gamma, alpha_blend;
    int chroma_pos_changes;
    /** the context logs its route: one per conversion, not each of its
     *  slice contexts (but the first of them when their parent, which
     *  then converts nothing itself, has no route) */
    int logs;
} State;

/* (swscale 9 and later: the user's options in c->opts) */
static void read_state(const SwsInternal *c, State *st)
{
    const SwsContext *sws = &c->opts;
    const SwsInternal *parent = c->parent ? sws_internal(c->parent) : NULL;

    st->src_format  = sws->src_format;
    st->dst_format  = sws->dst_format;
    st->src_w       = sws->src_w;
    st->src_h       = sws->src_h;
    st->dst_w       = sws->dst_w;
    st->dst_h       = sws->dst_h;
    st->src_range   = sws->src_range;
    st->dst_range   = sws->dst_range;
    st->padded_src  = !!c->src0Alpha;
    st->padded_dst  = !!c->dst0Alpha;
    st->flags       = sws->flags;
    st->dither      = sws->dither;
    st->gamma       = sws->gamma_flag;
    st->alpha_blend = sws->alpha_blend;
    st->chroma_pos_changes = sws->src_h_chr_pos != sws->dst_h_chr_pos ||
                             sws->src_v_chr_pos != sws->dst_v_chr_pos;
    st->logs = !parent || (!parent->simdlesson_logged && parent->slice_ctx &&
                           parent->slice_ctx[0] == sws);
}

/** Whether the route is off for c, whatever the pair: then why says why */
static int turned_off(const SwsInternal *c, const State *st, char *why)
{
    const char *env = getenv(SIMDLESSON_SCALE_ENV);

    if (!c->simdlesson)
        snprintf(why, WHY_SIZE, "simdlesson=0");
    else if (env && !strcmp(env, "0"))
        snprintf(why, WHY_SIZE, SIMDLESSON_SCALE_ENV "=0");
    else if (st->flags & ~(unsigned)ROUTE_FLAGS)
        snprintf(why, WHY_SIZE, "sws_flags 0x%x change swscale's output",
                 st->flags & ~(unsigned)ROUTE_FLAGS);
    else if (st->gamma || st->alpha_blend != SWS_ALPHA_BLEND_NONE)
        snprintf(why, WHY_SIZE, "gamma or alphablend is set");
    else
        return 0;
    return 1;
}

/** Plan c's conversion on c->simdlesson_cv: "" if planned, else why not */
static void plan(SwsInternal *c, const State *st, const uint8_t (*dithers)[8][8], char *why)
{
    const enum AVPixelFormat in = st->src_format, out = st->dst_format;
    const AVPixFmtDescriptor *din = av_pix_fmt_desc_get(in);
    const AVPixFmtDescriptor *dout = av_pix_fmt_desc_get(out);
    const SimdLessonShuffleFormat *fin = ff_simdlesson_shuffle_format(in);
    const SimdLessonShuffleFormat *fout = ff_simdlesson_shuffle_format(out);
    SimdLessonConvertOpts opts = {
        .full_range   = st->src_range,
        .slice_dither = 1,
        .ordered      = dithers,
    };
    const int down = dout->comp[0].depth < din->comp[0].depth;
    int ret;

#define WHY(...) do { snprintf(why, WHY_SIZE, __VA_ARGS__); return; } while (0)
    if (turned_off(c, st, why))
        return;
    /* (swscale's own unscaled converters ignore the chroma positions; its
     * scaler, which takes the pairs that have none, does not) */
    if (st->chroma_pos_changes && !c->convert_unscaled)
        WHY("the chroma position changes");
    if (in == out)
        WHY("swscale copies");
    for (int i = 0; i < FF_ARRAY_ELEMS(slower_pairs); i++)
        if (slower_pairs[i][0] == in && slower_pairs[i][1] == out)
            WHY("swscale converts this pair at memory speed");
    /* rgba64 <-> bgra64: swscale converts them through YUV, not exactly;
     * gbrp, gbrap between depths: through YUV and its scaler */
    if (fin && fout && fin->family == fout->family &&
        (fin->family == SL_FAMILY_RGBA64LE || fin->family == SL_FAMILY_RGBA64BE))
        WHY("swscale converts rgba64 through YUV");
    if ((din->flags & AV_PIX_FMT_FLAG_RGB) && ff_simdlesson_depth_format(in))
        WHY("swscale converts planar RGB through YUV");
    if (down && ff_simdlesson_depth_format(in)) {
        if (st->dither == SWS_DITHER_NONE && !SWS_DITHER_NONE_ROUNDS)
            WHY("sws_dither=none truncates in this swscale");
        opts.dither = st->dither == SWS_DITHER_NONE ? SL_DEPTH_DITHER_NONE
                                                     : SL_DEPTH_DITHER_ORDERED;
    }
    ret = ff_simdlesson_convert_init(&c->simdlesson_cv, in, out, st->src_w, st->src_h, &opts);
    if (ret < 0)
        WHY("%s", av_err2str(ret));
    if (!ret)
        WHY("simdlesson has no exact conversion of this pair");
#if ARCH_X86
    /* (at an odd width, measured on 9.0.2 without SSE2 (-cpuflags 0):
     * yuyv422 -> uyvy422, yuv422p -> yvyu422 and yuv422p10le -> y210le leave
     * the last macropixel's chroma of swscale's C, unlike its SIMD) */
    if (((c->simdlesson_cv.kind == SL_CONVERT_PACKED422 && c->simdlesson_cv.to_packed) ||
         (fout && fout->family == SL_FAMILY_PACKED422)) &&
        (st->src_w & 1) && !(av_get_cpu_flags() & AV_CPU_FLAG_SSE2))
        WHY("swscale's packed 4:2:2 of an odd width differs without SSE2");
#endif
#if ARCH_X86_64 && HAVE_X86ASM
    /* (the shuffles of RGB are SSSE3 and C: below SSSE3, 1.5 to 7.8x the
     * time of swscale's SSE2; those of packed 4:2:2, 0.5x its C) */
    if ((c->simdlesson_cv.kind == SL_CONVERT_SHUFFLE || c->simdlesson_cv.kind == SL_CONVERT_REPACK) &&
        fin && fin->family != SL_FAMILY_PACKED422 && simd_below(AV_CPU_FLAG_SSSE3))
        WHY(SIMD_WHY("SSSE3"));
#endif
#undef WHY
    why[0] = 0;
}

static int simdlesson_convert(SwsInternal *c, const uint8_t *const src[],
                              const int src_stride[], int y, int h,
                              uint8_t *const dst[], const int dst_stride[])
{
    const SimdLessonConvert *cv = &c->simdlesson_cv;
    uint8_t *dst_slice[4];

    /* (src points at the slice, dst at the picture) */
    for (int p = 0; p < 4; p++) {
        const int row = p == 1 || p == 2 ? y >> cv->log2_chroma_h : y;
        dst_slice[p] = dst[p] ? dst[p] + row * (ptrdiff_t)dst_stride[p] : NULL;
    }
    ff_simdlesson_convert_slice(cv, dst_slice, dst_stride, src, src_stride, y, h);
    return h;
}

/* YUV -> 4-byte RGB: where swscale's MMX output functions write it (the
 * same arithmetic in every supported series) */
#define RGB32_ROUTE (ARCH_X86_64 && HAVE_X86ASM && HAVE_MMXEXT_INLINE)
/* swscale's special converters (YUV -> RGB, bgr24 -> yuv420p): x86-64,
 * every series */
#define SPECIAL_ROUTE (ARCH_X86_64 && HAVE_X86ASM)

#if LIBSWSCALE_VERSION_MAJOR >= 9 && ARCH_X86
/*
 * YUV -> rgb24 and bgr24 as swscale's scaler writes them at the same size,
 * with half-width chroma (no full_chroma_int): each source row converted
 * to 15 bits and filtered horizontally (which must leave it unchanged:
 * probed), then each output row filtered vertically (luma: one source row;
 * chroma: swscale's coefficients vChrFilter), and looked up in swscale's
 * tables (yuv2rgb.c: the matrix, the ranges, brightness, contrast and
 * saturation), by the output function packed_vscale() picks for the row
 * (output.c: yuv2rgb24_1, _2 or _X), whose rounding differs.  Swscale's C
 * output functions only: x86 replaces bgr24's with MMX ones (not bitexact
 * ones), whose bytes differ (those: simdlesson_yuv2rgb32()).  The route
 * reads the filters and tables of the context at each call, so
 * sws_setColorspaceDetails() is followed.
 */

#define RGB_MAX_TAPS 8
/* the output functions of rows of 4-byte RGB: see rgb32_row() */
enum { RGB32_OTHER = -1, RGB32_C, RGB32_MMX };
#define RGB_CHUNK    2048           ///< pixels of a row converted at once
/* YUV 4:2:x -> RGB with full-width chroma: swscale's input functions and
 * horizontal scaler as swscale 9 calls them */
#define RGB_FULL_SUB_ROUTE (LIBSWSCALE_VERSION_MAJOR >= 9)
/* YUV -> 16-bit RGB: swscale 9's C output functions (simdlesson_yuv2rgb48(),
 * plan_rgb48()'s RGB48_HALF, or, with full-width chroma, RGB48_FULL; from
 * planar 4:4:4, RGB48_444) */
#define RGB48_ROUTE (LIBSWSCALE_VERSION_MAJOR >= 9)
enum { RGB48_NONE, RGB48_HALF, RGB48_FULL, RGB48_444 };
/* the full-chroma conversions: plan_rgb_full() */
enum { RGB_FULL_NONE, RGB_FULL_444, RGB_FULL_SUB };

/** A source format, planar or semi-planar 4:2:x or 4:4:4 of 8 to 14 or 16
 *  bits (depth), as the kernels take it: samples of bits (8 to 15) shifted
 *  left by in_shift.  16 bits are bits 15, in_shift 1: swscale's
 *  horizontal scaler leaves a 16-bit sample in its 15 bits as the sample
 *  >> 1 (hScale16To15_c()), the kernels' 15 bits of (15, 1); in its 19
 *  bits, for 16-bit output, whole (rgb48_source()). */
typedef struct RgbSource {
    int bits, in_shift, depth, semi, swap_uv, log2_chroma_w, log2_chroma_h;
} RgbSource;

static int rgb_source(enum AVPixelFormat fmt, RgbSource *rs)
{
    const AVPixFmtDescriptor *d = av_pix_fmt_desc_get(fmt);

    if (!d || d->flags & (AV_PIX_FMT_FLAG_RGB | AV_PIX_FMT_FLAG_PAL | AV_PIX_FMT_FLAG_ALPHA |
                          AV_PIX_FMT_FLAG_BAYER | AV_PIX_FMT_FLAG_FLOAT | AV_PIX_FMT_FLAG_BE |
                          AV_PIX_FMT_FLAG_XYZ) ||
        !(d->flags & AV_PIX_FMT_FLAG_PLANAR) || d->nb_components != 3 ||
        d->log2_chroma_w > 1 || d->comp[0].plane != 0 || d->comp[1].plane != 1 ||
        d->comp[0].depth < 8 || d->comp[0].depth == 15 || d->comp[0].depth > 16 ||
        d->comp[0].step != (d->comp[0].depth > 8 ? 2 : 1))
        return 0;
    rs->depth         = d->comp[0].depth;
    rs->bits          = FFMIN(rs->depth, 15);
    rs->in_shift      = d->comp[0].shift + (rs->depth == 16);
    rs->semi          = d->comp[2].plane == 1;
    rs->swap_uv       = rs->semi && d->comp[2].offset < d->comp[1].offset;
    rs->log2_chroma_w = d->log2_chroma_w;
    rs->log2_chroma_h = d->log2_chroma_h;
    return rs->semi || d->comp[2].plane == 2;
}

/** Whether swscale's horizontal scaler (hyScale or hcScale) leaves rows
 *  of w samples of bits unchanged: two rows of random samples must come
 *  out as they went in, in 15 bits (words; 16-bit samples >> 1), or 19
 *  (dwords: 16-bit output) */
static int hscale_is_identity(SwsInternal *c, int chroma, int w, int bits)
{
    void (*scale)(SwsInternal *c, int16_t *dst, int dstW, const uint8_t *src,
                  const int16_t *filter, const int32_t *filterPos, int filterSize) =
        chroma ? c->hcScale : c->hyScale;
    const int16_t *filter = chroma ? c->hChrFilter : c->hLumFilter;
    const int32_t *pos = chroma ? c->hChrFilterPos : c->hLumFilterPos;
    const int size = chroma ? c->hChrFilterSize : c->hLumFilterSize;
    const int out_bits = c->dstBpc > 14 ? 19 : 15;
    uint16_t *in = av_malloc((w + 64) * sizeof(*in));
    int32_t *out = av_malloc((w + 64) * sizeof(*out));
    const int16_t *out16 = (const int16_t *)out;
    uint8_t *in8 = (uint8_t *)in;
    uint32_t seed = 0x5eed1e55;
    int ok = in && out && scale;

    for (int probe = 0; ok && probe < 2; probe++) {
        for (int i = 0; i < w + 64; i++) {
            seed = seed * 1664525 + 1013904223;
            if (bits > 8)
                in[i] = (seed >> 8) & ((1 << bits) - 1);
            else
                in8[i] = seed >> 24;
        }
        scale(c, (int16_t *)out, w, (const uint8_t *)in, filter, pos, size);
        for (int i = 0; ok && i < w; i++) {
            const int v = bits > 8 ? in[i] : in8[i];
            ok = (out_bits == 19 ? out[i] : out16[i]) ==
                 (out_bits >= bits ? v << (out_bits - bits) : v >> (bits - out_bits));
        }
    }
    av_free(in);
    av_free(out);
    return ok;
}

/** Where swscale's 32-bit tables put each channel (yuv2rgb.c): the
 *  shifts of R, G, B and alpha in a word of each plane */
typedef struct RgbTables32 {
    int r, g, b, a;
} RgbTables32;

#if RGB32_ROUTE
static void rgb_tables32(enum AVPixelFormat dst, RgbTables32 *l)
{
    const int base = dst == AV_PIX_FMT_RGB32_1 || dst == AV_PIX_FMT_BGR32_1 ? 8 : 0;
    const int rgb  = dst == AV_PIX_FMT_RGB32 || dst == AV_PIX_FMT_RGB32_1;

    l->r = base + (rgb ? 16 : 0);
    l->g = base + 8;
    l->b = base + (rgb ? 0 : 16);
    l->a = (base + 24) & 31;
}
#endif

/** The layout of dst for the kernels: 1 if its channels are b g r (the
 *  terms swapped), and whether alpha comes first (4-byte pixels) */
static int rgb_bgr(enum AVPixelFormat dst, int *alpha_first)
{
    *alpha_first = 0;
#if RGB32_ROUTE
    if (dst != AV_PIX_FMT_RGB24 && dst != AV_PIX_FMT_BGR24) {
        RgbTables32 l;

        rgb_tables32(dst, &l);
        *alpha_first = l.a == 0;    /* (little-endian words: byte n at n * 8) */
        return l.b < l.r;
    }
#endif
    return dst == AV_PIX_FMT_BGR24;
}

#if RGB32_ROUTE
/** rgb_table_entry() of 32-bit tables laid out as l says */
static int rgb_table32_entry(const SwsInternal *c, const RgbTables32 *l, int i, int h,
                             int32_t off[4])
{
    const int plane = 1024 + 2 * YUVRGB_TABLE_LUMA_HEADROOM;
    const uint8_t *y = c->yuvTable;
    const uint32_t *w = c->yuvTable;
    const unsigned v = (w[plane + i] >> l->g) & 0xff;
    int32_t bytes[4];

    if (w[i] != (v << l->r) + (255U << l->a) || w[plane + i] != v << l->g ||
        w[2 * plane + i] != v << l->b)
        return -1;
    bytes[0] = c->table_rV[h] - y;
    bytes[1] = c->table_gU[h] - y - 4 * plane;
    bytes[2] = c->table_gV[h];
    bytes[3] = c->table_bU[h] - y - 8 * plane;
    for (int k = 0; k < 4; k++) {
        if (bytes[k] & 3)
            return -1;
        off[k] = bytes[k] / 4;
    }
    return v;
}
#endif

/** Entry i of swscale's luma table, and the offsets into it of the terms
 *  of chroma index h (r, gu, gv, b), from 24-bit tables (bytes) or 32-bit
 *  ones (words of three planes, a channel each at its shift as l says,
 *  alpha 255 in the first): -1 where a 32-bit table is not of that form */
static int rgb_table_entry(const SwsInternal *c, const RgbTables32 *l, int i, int h,
                           int32_t off[4])
{
    const uint8_t *y = c->yuvTable;

    if (c->dstFormatBpp == 24) {
        off[0] = c->table_rV[h] - y;
        off[1] = c->table_gU[h] - y;
        off[2] = c->table_gV[h];
        off[3] = c->table_bU[h] - y;
        return y[i];
    }
#if RGB32_ROUTE
    return rgb_table32_entry(c, l, i, h, off);
#else
    return -1;
#endif
}

/**
 * swscale's tables of c in closed form (ff_yuv2rgb_c_init_tables(), 24 or
 * 32 bits: its arithmetic on the context's matrix, range, brightness,
 * contrast and saturation), then checked entry by entry against the
 * tables themselves: 1 if they are these, else 0.  bgr: terms swapped as
 * the kernel's u and v are.
 */
static int rgb_coeffs_check(const SwsInternal *c, SimdLessonRgbCoeffs *t, int bgr)
{
    RgbTables32 l = { 0 };
    const int *inv = c->srcColorspaceTable, full = c->opts.src_range;
    const uint8_t *y = c->yuvTable;
    int64_t crv = inv[0], cbu = inv[1], cgu = -inv[2], cgv = -inv[3];
    int64_t cy = 1 << 16, oy = 0, k[4];
    int yoffs = (full ? 384 : 326) + YUVRGB_TABLE_LUMA_HEADROOM;

    if (!full) {
        cy = cy * 255 / 219;
        oy = 16 << 16;
    } else {
        crv = crv * 224 / 255;
        cbu = cbu * 224 / 255;
        cgu = cgu * 224 / 255;
        cgv = cgv * 224 / 255;
    }
    cy   = cy * c->contrast >> 16;
    crv  = crv * c->contrast * c->saturation >> 32;
    cbu  = cbu * c->contrast * c->saturation >> 32;
    cgu  = cgu * c->contrast * c->saturation >> 32;
    cgv  = cgv * c->contrast * c->saturation >> 32;
    oy  -= 256LL * c->brightness;
    k[0] = (crv * (1 << 16) + 0x8000) / FFMAX(cy, 1);
    k[1] = (cgu * (1 << 16) + 0x8000) / FFMAX(cy, 1);
    k[2] = (cgv * (1 << 16) + 0x8000) / FFMAX(cy, 1);
    k[3] = (cbu * (1 << 16) + 0x8000) / FFMAX(cy, 1);
    if (!y || cy > INT32_MAX || FFABS(k[0]) > INT32_MAX || FFABS(k[1]) > INT32_MAX ||
        FFABS(k[2]) > INT32_MAX || FFABS(k[3]) > INT32_MAX)
        return 0;
    t->cy = cy;
    t->a  = (uint32_t)(-(384 << 16) - YUVRGB_TABLE_LUMA_HEADROOM * cy - oy + 0x8000);
    for (int i = 0; i < 4; i++) {
        const int j = bgr ? 3 - i : i;
        t->k[i] = k[j];
        t->b[i] = (j == 2 ? 0 : yoffs) - (k[j] >> 9);
    }
#if RGB32_ROUTE
    if (c->dstFormatBpp == 32)
        rgb_tables32(c->opts.dst_format, &l);
#endif
    for (int i = 0; i < 1024 + 2 * YUVRGB_TABLE_LUMA_HEADROOM; i++) {
        int32_t off[4];
        if (rgb_table_entry(c, &l, i, YUVRGB_TABLE_HEADROOM, off) !=
            av_clip_uint8((int32_t)((uint32_t)t->a + i * (uint32_t)t->cy) >> 16))
            return 0;
    }
    for (int i = 0; i < 256; i++) {
        int32_t off[4];
        const int ok = rgb_table_entry(c, &l, 0, i + YUVRGB_TABLE_HEADROOM, off) >= 0;
        const int32_t r = off[0], gu = off[1], gv = off[2], b = off[3];

        if (!ok)
            return 0;
#define TERM(n) (int32_t)(t->b[n] + ((int32_t)(i * (uint32_t)t->k[n]) >> 16))
        if (TERM(0) != (bgr ? b : r) || TERM(1) != (bgr ? gv : gu) ||
            TERM(2) != (bgr ? gu : gv) || TERM(3) != (bgr ? r : b))
            return 0;
#undef TERM
    }
    ff_simdlesson_rgb_coeffs_init(t);
    return 1;
}

/** rgb_coeffs_check() once for the inputs of swscale's tables (they change
 *  with sws_setColorspaceDetails()): the check reads every entry, 13% of
 *  a 640x360 nv12 -> bgra frame's time */
static int rgb_coeffs(SwsInternal *c, SimdLessonRgbCoeffs *t, int bgr)
{
    SimdLessonRgbCache *m = &c->simdlesson_cv.rgb[!!bgr];
    const int key[FF_ARRAY_ELEMS(m->key)] = {
        c->opts.src_range, c->brightness, c->contrast, c->saturation, !!c->yuvTable,
        c->srcColorspaceTable[0], c->srcColorspaceTable[1], c->srcColorspaceTable[2],
        c->srcColorspaceTable[3],
    };

    if (!m->valid || memcmp(m->key, key, sizeof(key))) {
        memcpy(m->key, key, sizeof(key));
        m->ok    = rgb_coeffs_check(c, &m->t, bgr);
        m->valid = 1;
    }
    *t = m->t;
    return m->ok;
}

#if RGB32_ROUTE
static int rgb32_rows(const SwsInternal *c);
static void plan_rgb32(SwsInternal *c, const RgbSource *rs, char *why);
#endif

static void plan_rgb_full(SwsInternal *c, const State *st, const RgbSource *rs, char *why,
                          int *full);
#if RGB_FULL_SUB_ROUTE
static int hscale2x_filter(const SwsInternal *c, const RgbSource *rs, SimdLessonHScale2x *h);
#endif
#if RGB48_ROUTE
static int rgb48_format(enum AVPixelFormat fmt, int *bgr, int *layout);
static void plan_rgb48(SwsInternal *c, const State *st, char *why, int *wide);
#endif

/** Plan c's YUV -> RGB conversion: "" if planned, else why not; mmx: the
 *  conversion is swscale's MMX output's (simdlesson_yuv2rgb32()), full:
 *  its full-chroma output's (RGB_FULL_444: simdlesson_yuv2rgb_full(),
 *  RGB_FULL_SUB: simdlesson_yuv2rgb_fullx()), wide: its 16-bit RGB output's
 *  (simdlesson_yuv2rgb48()), else its C tables' (simdlesson_yuv2rgb()) */
static void plan_rgb(SwsInternal *c, const State *st, char *why, int *mmx, int *full,
                     int *wide)
{
    const int w = st->dst_w, h = st->dst_h;
    const int ch = AV_CEIL_RSHIFT(st->src_h, av_pix_fmt_desc_get(st->src_format)->log2_chroma_h);
    /* (swscale takes bgr0 and rgb0 as bgra and rgba, 0rgb and 0bgr as argb
     * and abgr) */
    const int bpp4 = st->dst_format == AV_PIX_FMT_RGB32 || st->dst_format == AV_PIX_FMT_BGR32 ||
                     st->dst_format == AV_PIX_FMT_RGB32_1 || st->dst_format == AV_PIX_FMT_BGR32_1;
    SimdLessonRgbCoeffs coeffs;
    RgbSource rs;

#define WHY(...) do { snprintf(why, WHY_SIZE, __VA_ARGS__); return; } while (0)
    if (turned_off(c, st, why))
        return;
#if RGB48_ROUTE
    if (rgb48_format(st->dst_format, NULL, NULL)) {
        plan_rgb48(c, st, why, wide);
        return;
    }
#endif
    if (st->dst_format != AV_PIX_FMT_RGB24 && st->dst_format != AV_PIX_FMT_BGR24 && !bpp4 &&
        st->dst_format != AV_PIX_FMT_GBRP)
        WHY("simdlesson converts YUV to rgb24, bgr24, gbrp, 4-byte RGB and rgb48 & co. only");
    if (!rgb_source(st->src_format, &rs))
        WHY("simdlesson converts 4:2:0, 4:2:2 and 4:4:4 of 8 to 14 and 16 bits to RGB only");
    if (st->flags & SWS_FULL_CHR_H_INT) {
        plan_rgb_full(c, st, &rs, why, full);
        return;
    }
    if (!rs.log2_chroma_w)
        WHY("simdlesson converts full-width chroma to RGB only under full_chroma_int");
#if !RGB32_ROUTE
    if (st->dst_format == AV_PIX_FMT_BGR24 && HAVE_MMXEXT_INLINE &&
        av_get_cpu_flags() & AV_CPU_FLAG_MMXEXT && !(st->flags & SWS_BITEXACT))
        WHY("swscale writes bgr24 with MMX here (not bitexact)");
#endif
    if (c->dstFormatBpp != (bpp4 ? 32 : 24) || !c->yuvTable || c->needAlpha || c->srcXYZ ||
        c->vChrDrop || c->chrDstVSubSample || !c->chrDstHSubSample ||
        c->chrSrcW != c->chrDstW || c->chrDstH != h)
        WHY("simdlesson has no exact conversion of this pair");
    if (c->vChrFilterSize > RGB_MAX_TAPS || c->vLumFilterSize > 2)
        WHY("swscale's vertical filter is longer than simdlesson's");
    if (!hscale_is_identity(c, 0, w, rs.depth) || !hscale_is_identity(c, 1, c->chrDstW, rs.depth))
        WHY("swscale filters the rows");
#if RGB32_ROUTE
    /* (bgr24: swscale's MMX output is bgra's without the alpha bytes) */
    if (bpp4 || st->dst_format == AV_PIX_FMT_BGR24) {
        const int kind = rgb32_rows(c);
        if (kind == RGB32_OTHER)
            WHY(c->opts.flags & SWS_ACCURATE_RND ?
                "swscale's MMX output with accurate_rnd differs from simdlesson's" :
                "swscale's output functions differ between rows");
        *mmx = kind == RGB32_MMX;
    }
#else
    if (bpp4)
        WHY("swscale writes 4-byte RGB with MMX code or its C tables here");
#endif
    if (!*mmx && !rgb_coeffs(c, &coeffs, 0))
        WHY("swscale's tables are not of the form simdlesson computes");
    for (int y = 0; y < h; y++) {
        const int16_t *lum = c->vLumFilter + y * c->vLumFilterSize;
        const int16_t *chr = c->vChrFilter + y * c->vChrFilterSize;
        int ones = 0;

        for (int j = 0; j < c->vLumFilterSize; j++) {
            if (lum[j] == 4096 && c->vLumFilterPos[y] + j == y)
                ones++;
            else if (lum[j])
                WHY("swscale filters luma vertically");
        }
        if (ones != 1)
            WHY("swscale filters luma vertically");
        for (int j = 0; j < c->vChrFilterSize; j++)
            if (chr[j] && (c->vChrFilterPos[y] + j < 0 || c->vChrFilterPos[y] + j >= ch))
                WHY("swscale's chroma filter reaches beyond the picture");
    }
#undef WHY
    why[0] = 0;
#if RGB32_ROUTE
    if (*mmx)
        plan_rgb32(c, &rs, why);
#endif
}

/** Whether the whole source picture is in memory: always in the passes of
 *  swscale's graph (sws_scale_frame(), 8.0 and later; every context it
 *  gives a pass is marked, cascaded ones included) and for slices of the
 *  destination (sws_receive_slice(), threads: frame_src); not for slices
 *  of the source given to sws_scale() */
static int whole_source(const SwsInternal *c, const uint8_t *const src[], int y, int h)
{
    const SwsInternal *top = c->parent ? sws_internal(c->parent) : c;
    const AVFrame *f = top->frame_src;

    if ((y == 0 && h == c->opts.src_h) || top->simdlesson_graph)
        return 1;
    return f && f->data[0] && src[0] == f->data[0] + y * (ptrdiff_t)f->linesize[0];
}

/** The planes of a whole source of which src[] point at row y (of a
 *  semi-planar one, no plane 2) */
static void whole_planes(const RgbSource *rs, const uint8_t *const src[],
                         const int src_stride[], int y, const uint8_t *whole[4])
{
    for (int p = 0; p < 3 - rs->semi; p++)
        whole[p] = src[p] - (p ? y >> rs->log2_chroma_h : y) * (ptrdiff_t)src_stride[p];
}

/** Rows [y0, y0 + n) of a whole source, of which src[] point at row y, by
 *  swscale's scaler, as its graph runs it (graph.c: run_legacy_swscale()) */
static int stock_rows(SwsInternal *c, const RgbSource *rs, const uint8_t *const src[],
                      const int src_stride[], int y, int y0, int n, uint8_t *const dst[],
                      const int dst_stride[])
{
    const uint8_t *whole[4] = { NULL };
    uint8_t *rows[4] = { dst[0] + y0 * (ptrdiff_t)dst_stride[0] };

    whole_planes(rs, src, src_stride, y, whole);
    ff_swscale(c, whole, src_stride, 0, c->opts.src_h, rows, dst_stride, y0, n);
    return n;
}

/** Whether the DSP runs its AVX-512 kernels, which some of the route's
 *  shortcuts below lack: there the route keeps the kernels that have them */
static int dsp_avx512(void)
{
#if ARCH_X86
    return EXTERNAL_AVX512(av_get_cpu_flags());
#else
    return 0;
#endif
}

/**
 * The chroma rows of a 4:2:0 source of 9 to 16 bits, or of an 8-bit one
 * filtered in pairs (yuv2rgb32_mulhi_pq), in swscale's 15 bits (to15_u16,
 * depth_up_u8 << 7), each converted once for the taps of the output rows
 * that read it (eight under bicubic), where vfilter_u16, vfilter_mulhi_u16
 * and _u8 convert at each tap (vfilter_s15 and vfilter_mulhi_s15 read the
 * ring).  The rows of one output row's filter lie within RGB_MAX_TAPS: so
 * many slots.
 */
typedef struct Ring15 {
    int16_t *buf;
    size_t row;                     ///< words of a slot's U row, then its V row
    int of[RGB_MAX_TAPS];           ///< the chroma row in each slot, or -1
} Ring15;

static int ring15_alloc(Ring15 *r, const SwsInternal *c, const RgbSource *rs)
{
    r->row = FFALIGN((size_t)c->chrSrcW << rs->semi, 16);
    r->buf = av_malloc(2 * RGB_MAX_TAPS * r->row * sizeof(*r->buf));
    for (int i = 0; i < RGB_MAX_TAPS; i++)
        r->of[i] = -1;
    return r->buf ? 0 : AVERROR(ENOMEM);
}

/** Chroma row `row`, whose U (a semi-planar source's pairs) and V rows are
 *  at *u and *v, from the ring: *u and *v are pointed at its 15-bit rows */
static void ring15_row(Ring15 *r, const SwsInternal *c, const RgbSource *rs, int row,
                       const uint8_t **u, const uint8_t **v)
{
    const SimdLessonDSPContext *dsp = &c->simdlesson_cv.dsp;
    const int slot = row % RGB_MAX_TAPS;
    int16_t *u15 = r->buf + 2 * slot * r->row, *v15 = u15 + r->row;

    if (r->of[slot] != row) {
        if (rs->bits == 8)
            dsp->depth_up_u8((uint16_t *)u15, *u, (ptrdiff_t)c->chrSrcW << rs->semi, 7,
                             SL_DEPTH_RSHIFT_NONE);
        else
            dsp->to15_u16(u15, (const uint16_t *)*u, (ptrdiff_t)c->chrSrcW << rs->semi,
                          rs->bits, rs->in_shift);
        if (!rs->semi)
            dsp->to15_u16(v15, (const uint16_t *)*v, c->chrSrcW, rs->bits, rs->in_shift);
        r->of[slot] = row;
    }
    *u = (const uint8_t *)u15;
    *v = (const uint8_t *)v15;
}

/** Rows [y0, y1) of the whole source planes as swscale's C output
 *  functions write them from its tables, in coeffs (rgb_coeffs()) */
static void yuv2rgb_rows(SwsInternal *c, const RgbSource *rs, const uint8_t *const planes[],
                         const int src_stride[], int y0, int y1, uint8_t *const dst[],
                         const int dst_stride[], const SimdLessonRgbCoeffs *coeffs)
{
    const SimdLessonDSPContext *dsp = &c->simdlesson_cv.dsp;
    const int w = c->opts.dst_w;
    const int bpp = c->dstFormatBpp / 8;
    int alpha_first;
    const int bgr = rgb_bgr(c->opts.dst_format, &alpha_first);
    const int lf = c->vLumFilterSize, cf = c->vChrFilterSize;
    const uint8_t *vbase = rs->semi ? planes[1] : planes[2];
    Ring15 ring = { NULL };

    /* 4:2:0 of 9 to 16 bits: the chroma rows in the ring, for vfilter_s15
     * (where the ring finds no memory, vfilter_u16 converts them at each
     * tap) */
    if (rs->bits > 8 && rs->log2_chroma_h)
        ring15_alloc(&ring, c, rs);
    for (int row = y0; row < y1; row++) {
        /* packed_vscale()'s choice of output function and its rounding */
        const uint16_t *lum = (const uint16_t *)c->vLumFilter + row * lf;
        const uint16_t *chr = (const uint16_t *)c->vChrFilter + row * cf;
        const int pos = c->vChrFilterPos[row];
        const uint8_t *urows[RGB_MAX_TAPS], *vrows[RGB_MAX_TAPS];
        int16_t coef[RGB_MAX_TAPS];
        int rows[RGB_MAX_TAPS];
        int taps = 0, round = 1;
        const uint8_t *yrow = planes[0] + row * (ptrdiff_t)src_stride[0];
        uint8_t *out = dst[0] + row * (ptrdiff_t)dst_stride[0];

        /* (taps of coefficient 0 are left out: they add nothing) */
#define TAP(k, v) do { if (v) {                                                        \
            rows[taps]  = pos + (k);                                                      \
            urows[taps] = planes[1] + (pos + (k)) * (ptrdiff_t)src_stride[1];             \
            vrows[taps] = vbase + (pos + (k)) * (ptrdiff_t)src_stride[rs->semi ? 1 : 2];  \
            coef[taps++] = (v); } } while (0)
        if (lf == 1 && cf == 1) {                               /* yuv2rgb24_1 */
            TAP(0, 4096);
        } else if (lf == 1 && cf == 2 && chr[0] + chr[1] == 4096 && chr[1] <= 4096U) {
            TAP(0, 4096 - chr[1]);                              /* yuv2rgb24_1 */
            TAP(1, chr[1]);
        } else if (lf == 2 && cf == 2 && lum[0] + lum[1] == 4096 && lum[1] <= 4096U &&
                   chr[0] + chr[1] == 4096 && chr[1] <= 4096U) {
            TAP(0, chr[0]);                                     /* yuv2rgb24_2 */
            TAP(1, chr[1]);
            round = 0;
        } else {                                                /* yuv2rgb24_X */
            for (int j = 0; j < cf; j++)
                TAP(j, (int16_t)chr[j]);
        }
#undef TAP
        if (taps & 1) {         /* (the kernels take pairs of rows) */
            rows[taps]  = rows[taps - 1];
            urows[taps] = urows[taps - 1];
            vrows[taps] = vrows[taps - 1];
            coef[taps++] = 0;
        }
        for (int j = 0; ring.buf && j < taps; j++)
            ring15_row(&ring, c, rs, rows[j], &urows[j], &vrows[j]);
        for (int x = 0; x < w; x += RGB_CHUNK) {
            const int n = FFMIN(RGB_CHUNK, w - x), cn = (n + 1) >> 1, cx = x >> 1;
            uint8_t ubuf[RGB_CHUNK], vbuf[RGB_CHUNK / 2], uvbuf[RGB_CHUNK];
            const uint8_t *u = ubuf, *v = vbuf;
            const uint8_t *srows[RGB_MAX_TAPS];
            const int cs = rs->semi ? 2 : 1, bytes = rs->bits > 8 ? 2 : 1;

            for (int plane = 0; plane < 2 - rs->semi; plane++) {
                uint8_t *buf = rs->semi ? uvbuf : plane ? vbuf : ubuf;
                for (int j = 0; j < taps; j++)
                    srows[j] = (plane ? vrows[j] : urows[j]) + cx * cs * bytes;
                if (ring.buf)
                    dsp->vfilter_s15(buf, (const int16_t *const *)srows, coef, taps, cn * cs,
                                     round << 18);
                else if (rs->bits > 8)
                    dsp->vfilter_u16(buf, (const uint16_t *const *)srows, coef, taps, cn * cs,
                                     round << 18, rs->bits, rs->in_shift);
                else
                    dsp->vfilter_u8(buf, srows, coef, taps, cn * cs, round << 11);
            }
            /* the pairs to rgb24 in one pass where a kernel does it
             * (bgr24's swap of U and V is then a swap of each pair's bytes) */
            if (rs->semi && bpp == 3 && rs->bits > 8 && dsp->yuv2rgb24_uv_u16) {
                dsp->yuv2rgb24_uv_u16(out + 3 * x, (const uint16_t *)yrow + x, uvbuf, n,
                                      coeffs, round << 6, rs->bits, rs->in_shift,
                                      rs->swap_uv ^ bgr);
                continue;
            }
            if (rs->semi && bpp == 3 && rs->bits == 8 && dsp->yuv2rgb24_uv_u8) {
                dsp->yuv2rgb24_uv_u8(out + 3 * x, yrow + x, uvbuf, n, coeffs,
                                     rs->swap_uv ^ bgr);
                continue;
            }
            if (rs->semi)
                dsp->deinterleave_u8(rs->swap_uv ? vbuf : ubuf, rs->swap_uv ? ubuf : vbuf,
                                     uvbuf, cn);
            if (bgr)
                FFSWAP(const uint8_t *, u, v);
            if (bpp == 4 && rs->bits > 8)
                dsp->yuv2rgb32_u16(out + 4 * x, (const uint16_t *)yrow + x, u, v, n,
                                   coeffs, round << 6, rs->bits, rs->in_shift, alpha_first);
            else if (bpp == 4)
                dsp->yuv2rgb32_u8(out + 4 * x, yrow + x, u, v, n, coeffs, alpha_first);
            else if (rs->bits > 8)
                dsp->yuv2rgb24_u16(out + 3 * x, (const uint16_t *)yrow + x, u, v, n,
                                   coeffs, round << 6, rs->bits, rs->in_shift);
            else
                dsp->yuv2rgb24_u8(out + 3 * x, yrow + x, u, v, n, coeffs);
        }
    }
    av_free(ring.buf);
}

static int simdlesson_yuv2rgb(SwsInternal *c, const uint8_t *const src[],
                              const int src_stride[], int y, int h,
                              uint8_t *const dst[], const int dst_stride[])
{
    int alpha_first;
    const int bgr = rgb_bgr(c->opts.dst_format, &alpha_first);
    const uint8_t *planes[4] = { NULL };
    SimdLessonRgbCoeffs coeffs;
    RgbSource rs;

    if (!whole_source(c, src, y, h))
        return ff_swscale(c, src, src_stride, y, h, dst, dst_stride, 0, c->opts.dst_h);
    rgb_source(c->opts.src_format, &rs);
    if (!rgb_coeffs(c, &coeffs, bgr))
        return stock_rows(c, &rs, src, src_stride, y, y, h, dst, dst_stride);
    whole_planes(&rs, src, src_stride, y, planes);
    yuv2rgb_rows(c, &rs, planes, src_stride, y, y + h, dst, dst_stride, &coeffs);
    return h;
}

/*
 * YUV -> packed RGB with full-width chroma, as swscale's scaler writes it
 * at the same size from 4:4:4, where it sets full_chroma_int itself
 * (utils.c): each row to 15 bits, filtered by nothing (probed, as above),
 * and written by yuv2rgb_full_1, _2 or _X (output.c), which, at these
 * filters of one row of coefficient 4096, all give yuv2rgb_write_full()
 * Y = 4 * y15, U = 4 * (u15 - 16384), V likewise; that function's
 * arithmetic on the context's yuv2rgb_* words (SimdLessonRgbFull) is the
 * kernels'.  No x86 code replaces these C functions; the plan checks that
 * they are the context's.  Each output row is its source row's: any slice.
 */

/** The words of swscale's full-chroma output of c (bgr: channels 0 and 2
 *  swapped) */
static void rgb_full_coeffs(const SwsInternal *c, SimdLessonRgbFull *k, int bgr)
{
    const int16_t uv[3][2] = {
        { 0, c->yuv2rgb_v2r_coeff },
        { c->yuv2rgb_u2g_coeff, c->yuv2rgb_v2g_coeff },
        { c->yuv2rgb_u2b_coeff, 0 },
    };

    k->y_k = c->yuv2rgb_y_coeff;
    k->off = (1U << 21) - (uint32_t)c->yuv2rgb_y_offset * (uint32_t)c->yuv2rgb_y_coeff;
    for (int i = 0; i < 3; i++) {
        k->uv[i][0] = uv[bgr ? 2 - i : i][0];
        k->uv[i][1] = uv[bgr ? 2 - i : i][1];
    }
}

/** Whether row y of a vertical filter of c is the row itself */
static int vfilter_is_identity(const int16_t *filter, const int32_t *pos, int size, int y)
{
    int ones = 0;

    for (int j = 0; j < size; j++) {
        if (filter[y * size + j] == 4096 && pos[y] + j == y)
            ones++;
        else if (filter[y * size + j])
            return 0;
    }
    return ones == 1;
}

/** The output function packed_vscale() calls for row y of a full-chroma
 *  context whose luma filter is the identity (any_vscale(): gbrp's
 *  yuv2anyX, _X's arithmetic), as the chroma filter of vfilter_s16_s32: its
 *  taps (of coefficient 0 left out), at most RGB_MAX_TAPS, and bias */
static int rgb_full_row(const SwsInternal *c, int y, int *rows, int16_t *coef, int *bias)
{
    const int lf = c->vLumFilterSize, cf = c->vChrFilterSize;
    const uint16_t *lum = (const uint16_t *)c->vLumFilter + y * lf;
    const uint16_t *chr = (const uint16_t *)c->vChrFilter + y * cf;
    const int two = cf == 2 && chr[0] + chr[1] == 4096 && chr[1] <= 4096U;
    int taps = 0;

    /* yuv2rgb_full_1 (uvalpha 0 or chr[1]) and _2: no round; _X: 1 << 9 */
    *bias = c->opts.dst_format != AV_PIX_FMT_GBRP &&
            ((lf == 1 && (cf == 1 || two)) ||
             (lf == 2 && two && lum[0] + lum[1] == 4096 && lum[1] <= 4096U)) ?
            -(128 << 19) : (1 << 9) - (128 << 19);
    for (int j = 0; j < cf && taps < RGB_MAX_TAPS; j++) {
        if (chr[j]) {
            rows[taps]   = c->vChrFilterPos[y] + j;
            coef[taps++] = chr[j];
        }
    }
    return taps;
}

#if RGB_FULL_SUB_ROUTE
#if ARCH_X86_64 && HAVE_X86ASM
/* swscale's x86 versions of yuv2gbrp_full_X (x86/output.asm), which give its
 * C function's bytes: the same 32-bit arithmetic (pmulld), clip to 30 bits
 * per channel, >> 22 */
#define GBRP_ANYX(opt)                                                                     \
void ff_yuv2gbrp_full_X_##opt(SwsInternal *c, const int16_t *lumFilter,                    \
                              const int16_t **lumSrcx, int lumFilterSize,                  \
                              const int16_t *chrFilter, const int16_t **chrUSrcx,          \
                              const int16_t **chrVSrcx, int chrFilterSize,                 \
                              const int16_t **alpSrcx, uint8_t **dest, int dstW, int y);
GBRP_ANYX(sse2)
GBRP_ANYX(sse4)
#if HAVE_AVX2_EXTERNAL
GBRP_ANYX(avx2)
#endif
#endif

/** Whether c writes gbrp with swscale's yuv2gbrp_full_X (C, any) or one of
 *  its x86 versions */
static int gbrp_output(const SwsInternal *c, yuv2anyX_fn any)
{
    return c->yuv2anyX == any
#if ARCH_X86_64 && HAVE_X86ASM
        || c->yuv2anyX == ff_yuv2gbrp_full_X_sse2 || c->yuv2anyX == ff_yuv2gbrp_full_X_sse4
#if HAVE_AVX2_EXTERNAL
        || c->yuv2anyX == ff_yuv2gbrp_full_X_avx2
#endif
#endif
        ;
}
#endif

/** RGB_FULL_444 or RGB_FULL_SUB into *full where c's full-chroma output
 *  is planned, and why not otherwise */
static void plan_rgb_full(SwsInternal *c, const State *st, const RgbSource *rs, char *why,
                          int *full)
{
    const int w = st->dst_w, h = st->dst_h;
    const int cw = AV_CEIL_RSHIFT(w, rs->log2_chroma_w);
    const int ch = AV_CEIL_RSHIFT(st->src_h, rs->log2_chroma_h);
    const int sub = rs->log2_chroma_w || rs->log2_chroma_h;
    yuv2planar1_fn p1; yuv2planarX_fn pX; yuv2interleavedX_fn nv; yuv2anyX_fn any;
    yuv2packed1_fn c1; yuv2packed2_fn c2; yuv2packedX_fn cX;

#define WHY(...) do { snprintf(why, WHY_SIZE, __VA_ARGS__); return; } while (0)
    /* (c->yuv2rgb_* are int: swscale stores 16-bit words in them) */
    if (c->dstFormatBpp != (st->dst_format == AV_PIX_FMT_RGB24 ||
                            st->dst_format == AV_PIX_FMT_BGR24 ||
                            st->dst_format == AV_PIX_FMT_GBRP ? 24 : 32) ||
        (c->dstFormatBpp == 32 && st->dst_format != AV_PIX_FMT_RGBA &&
         st->dst_format != AV_PIX_FMT_BGRA && st->dst_format != AV_PIX_FMT_ARGB &&
         st->dst_format != AV_PIX_FMT_ABGR) ||
        c->needAlpha || c->srcXYZ || c->vChrDrop || c->chrDstHSubSample ||
        c->chrDstVSubSample || c->chrSrcW != cw || c->chrDstW != w || c->chrDstH != h ||
        c->lumConvertRange || c->chrConvertRange || c->readLumPlanar || c->readChrPlanar ||
        c->yuv2rgb_y_coeff != (int16_t)c->yuv2rgb_y_coeff ||
        c->yuv2rgb_v2r_coeff != (int16_t)c->yuv2rgb_v2r_coeff ||
        c->yuv2rgb_u2g_coeff != (int16_t)c->yuv2rgb_u2g_coeff ||
        c->yuv2rgb_v2g_coeff != (int16_t)c->yuv2rgb_v2g_coeff ||
        c->yuv2rgb_u2b_coeff != (int16_t)c->yuv2rgb_u2b_coeff)
        WHY("simdlesson has no exact conversion of this pair");
#if !RGB_FULL_SUB_ROUTE
    if (sub)
        WHY("swscale interpolates chroma to the full width (full_chroma_int, or an odd width)");
#endif
    ff_sws_init_output_funcs(c, &p1, &pX, &nv, &c1, &c2, &cX, &any);
    if (st->dst_format == AV_PIX_FMT_GBRP) {
#if RGB_FULL_SUB_ROUTE
        if (!any || !gbrp_output(c, any))
#endif
            WHY("swscale's output function of gbrp is not one simdlesson emulates");
#if ARCH_X86_64 && HAVE_X86ASM
        /* (swscale's yuv2gbrp_full_X is SSE2 to AVX2; the route's kernels
         * from 4:2:x AVX2 and C: at SSE2 to AVX, 2.2 to 3.7x swscale's
         * time; without SIMD, 0.7x; from 4:4:4, split3_u8 SSSE3) */
        if (simd_below(sub ? AV_CPU_FLAG_AVX2 : AV_CPU_FLAG_SSSE3))
            WHY("%s", sub ? SIMD_WHY("AVX2") : SIMD_WHY("SSSE3"));
#endif
    } else if (c->yuv2packed1 != c1 || c->yuv2packed2 != c2 || c->yuv2packedX != cX || !cX) {
        WHY("swscale's output functions are not its C full-chroma ones");
    }
    if (!hscale_is_identity(c, 0, w, rs->depth))
        WHY("swscale filters the rows");
    for (int y = 0; y < h; y++)
        if (!vfilter_is_identity(c->vLumFilter, c->vLumFilterPos, c->vLumFilterSize, y))
            WHY("swscale filters the picture vertically");
    if (!sub) {
        if (!hscale_is_identity(c, 1, w, rs->depth))
            WHY("swscale filters the rows");
        for (int y = 0; y < h; y++)
            if (!vfilter_is_identity(c->vChrFilter, c->vChrFilterPos, c->vChrFilterSize, y))
                WHY("swscale filters the picture vertically");
        *full = RGB_FULL_444;
        why[0] = 0;
        return;
    }
    /* 4:2:x: swscale's own input and horizontal scaler make the chroma
     * rows (simdlesson_yuv2rgb_fullx()) */
    if (c->hcscale_fast || !c->hcScale)
        WHY("swscale's chroma input is not its scaler's plain one");
    if (c->vChrFilterSize > RGB_MAX_TAPS)
        WHY("swscale's vertical filter is longer than simdlesson's");
    for (int y = 0; y < h; y++)
        for (int j = 0; j < c->vChrFilterSize; j++)
            if (c->vChrFilter[y * c->vChrFilterSize + j] &&
                (c->vChrFilterPos[y] + j < 0 || c->vChrFilterPos[y] + j >= ch))
                WHY("swscale's chroma filter reaches beyond the picture");
#undef WHY
#if RGB_FULL_SUB_ROUTE
    c->simdlesson_cv.h2x_on = hscale2x_filter(c, rs, &c->simdlesson_cv.h2x);
#endif
    *full = RGB_FULL_SUB;
    why[0] = 0;
}

static int simdlesson_yuv2rgb_full(SwsInternal *c, const uint8_t *const src[],
                                   const int src_stride[], int y, int h,
                                   uint8_t *const dst[], const int dst_stride[])
{
    const SimdLessonDSPContext *dsp = &c->simdlesson_cv.dsp;
    const int w = c->opts.dst_w, bpp = c->dstFormatBpp / 8;
    const enum AVPixelFormat fmt = c->opts.dst_format;
    /* (swscale takes rgb0 & co. as rgba & co.) */
    const int alpha_first = fmt == AV_PIX_FMT_ARGB || fmt == AV_PIX_FMT_ABGR;
    const int bgr = fmt == AV_PIX_FMT_BGR24 || fmt == AV_PIX_FMT_BGRA || fmt == AV_PIX_FMT_ABGR;
    const int planar = fmt == AV_PIX_FMT_GBRP;
    SimdLessonRgbFull k;
    RgbSource rs;

    rgb_source(c->opts.src_format, &rs);
    rgb_full_coeffs(c, &k, bgr);
    for (int row = 0; row < h; row++) {
        const uint8_t *yrow = src[0] + row * (ptrdiff_t)src_stride[0];
        const uint8_t *urow = src[1] + row * (ptrdiff_t)src_stride[1];
        const uint8_t *vrow = rs.semi ? NULL : src[2] + row * (ptrdiff_t)src_stride[2];
        uint8_t *out = dst[0] + (y + row) * (ptrdiff_t)dst_stride[0];
        const int bytes = rs.bits > 8 ? 2 : 1;

        for (int x = 0; x < w; x += RGB_CHUNK) {
            const int n = FFMIN(RGB_CHUNK, w - x);
            uint16_t ubuf[RGB_CHUNK], vbuf[RGB_CHUNK];
            uint8_t rgb[3 * RGB_CHUNK];
            /* (gbrp: rgb24 first, then its planes) */
            uint8_t *o = planar ? rgb : out + 3 * x;
            const uint8_t *u = urow + x * bytes, *v = vrow ? vrow + x * bytes : NULL;
            const uint8_t *yx = yrow + x * bytes;

            if (rs.semi) {
                const uint8_t *uv = urow + 2 * x * bytes;

                if (bytes == 2)
                    dsp->deinterleave_u16(ubuf, vbuf, (const uint16_t *)uv, n, 0);
                else
                    dsp->deinterleave_u8((uint8_t *)ubuf, (uint8_t *)vbuf, uv, n);
                u = (const uint8_t *)(rs.swap_uv ? vbuf : ubuf);
                v = (const uint8_t *)(rs.swap_uv ? ubuf : vbuf);
            }
            if (bpp == 4 && bytes == 2)
                dsp->yuv2rgb32_full_u16(out + 4 * x, (const uint16_t *)yx, (const uint16_t *)u,
                                        (const uint16_t *)v, n, &k, rs.bits, rs.in_shift,
                                        alpha_first);
            else if (bpp == 4)
                dsp->yuv2rgb32_full_u8(out + 4 * x, yx, u, v, n, &k, alpha_first);
            else if (bytes == 2)
                dsp->yuv2rgb24_full_u16(o, (const uint16_t *)yx, (const uint16_t *)u,
                                        (const uint16_t *)v, n, &k, rs.bits, rs.in_shift);
            else
                dsp->yuv2rgb24_full_u8(o, yx, u, v, n, &k);
            if (planar)
                dsp->split3_u8(dst[2] + (y + row) * (ptrdiff_t)dst_stride[2] + x,
                               dst[0] + (y + row) * (ptrdiff_t)dst_stride[0] + x,
                               dst[1] + (y + row) * (ptrdiff_t)dst_stride[1] + x, rgb, n);
        }
    }
    return h;
}

#if RGB_FULL_SUB_ROUTE
/*
 * From 4:2:0 and 4:2:2 (full_chroma_int, or an odd width): each chroma row
 * of the source through swscale's own input function and horizontal
 * scaler (chrToYV12, hcScale: its bytes by construction), kept in a ring;
 * each output row's chroma filtered vertically from the ring by
 * vfilter_s16_s32 as packed_vscale()'s choice of yuv2rgb_full_1, _2 or _X
 * does (rgb_full_row()), then yuv2rgb*_full32.
 */
#define RGB_FULL_RING 16            ///< chroma rows kept (> RGB_MAX_TAPS)

/**
 * Whether swscale's horizontal chroma filter is one hscale2x_u8 (8 bits:
 * hScale8To15) or hscale2x_u16 (9 to 14 bits: swscale's x86 hscale9to15
 * to hscale14to15, which it runs from SSE2 on) computes: twice the width,
 * two phases of at most 4 taps, output 2k from samples k + off + j by
 * coef[j], 2k + 1 from k + off + 1 + j by coef[4 + j].  Each output's
 * weight of each sample is compared with the context's filter, a sample
 * beyond either end of the row being the one at the end.  initFilter()
 * folds the taps beyond the ends into the edge ones before it rounds the
 * filter, so the first and last few outputs may differ by a unit: those
 * (left, right; 16 at most each) are summed by the context's filter.
 * Below SSSE3 (8 bits) or AVX2 (the 16-bit kernel's level) swscale's own
 * scaler is the faster.
 */
static int hscale2x_filter(const SwsInternal *c, const RgbSource *rs, SimdLessonHScale2x *h)
{
    const int cw = c->chrSrcW, fs = c->hChrFilterSize, mid = cw / 2, wide = rs->depth > 8;
    const int32_t *pos = c->hChrFilterPos;
    const int16_t *f = c->hChrFilter;
    int d[2], neg[2] = { 0, 0 }, mag[2] = { 0, 0 };

    if (wide ? !EXTERNAL_AVX2_FAST(av_get_cpu_flags()) || rs->depth > 14 :
               !(av_get_cpu_flags() & AV_CPU_FLAG_SSSE3))
        return 0;
    if (c->srcBpc != rs->depth || c->dstBpc > 14 || c->chrDstW != 2 * cw || cw < 16 || fs > 4)
        return 0;
    h->sh  = wide ? rs->depth - 1 : 7;
    h->off = FFMIN(pos[2 * mid] - mid, pos[2 * mid + 1] - mid - 1);
    d[0] = pos[2 * mid] - mid - h->off;
    d[1] = pos[2 * mid + 1] - mid - 1 - h->off;
    if (h->off < -4 || h->off > 0 || d[0] + fs > 4 || d[1] + fs > 4)
        return 0;
    memset(h->coef, 0, sizeof(h->coef));
    for (int p = 0; p < 2; p++) {
        for (int j = 0; j < fs; j++) {
            const int v = f[(2 * mid + p) * fs + j];

            h->coef[4 * p + d[p] + j] = v;
            neg[p] += FFMIN(v, 0);
            mag[p] += FFABS(v);
        }
        if (wide ? mag[p] > 65535 : neg[p] < -16448)
            return 0;
    }
    h->left = h->right = 0;
    for (int i = 0; i < 2 * cw; i++) {
        const int k = i >> 1, p = i & 1, lo = FFMAX(FFMIN(pos[i], k + h->off + p), 0);
        int wt[16] = { 0 }, same = 1;

        for (int j = 0; j < fs && same; j++) {
            same = pos[i] + j - lo < 16;
            if (same)
                wt[pos[i] + j - lo] += f[i * fs + j];
        }
        for (int j = 0; j < 4 && same; j++) {
            const int s = av_clip(k + h->off + p + j, 0, cw - 1);
            same = s - lo < 16;
            if (same)
                wt[s - lo] -= h->coef[4 * p + j];
        }
        for (int j = 0; j < 16 && same; j++)
            same = !wt[j];
        if (same)
            continue;
        if (i < 16)
            h->left = i + 1;
        else if (i >= 2 * cw - 16)
            h->right = FFMAX(h->right, 2 * cw - i);
        else
            return 0;
    }
    return 1;
}

/** outputs from to to - 1 of swscale's horizontal chroma filter, 8-bit
 *  (hScale8To15, sh 7) or 9 to 14 bits (sh = bits - 1) as its x86 scalers
 *  sum them (signed words: see hscale2x_u16) */
static void hscale_outputs(const SwsInternal *c, int16_t *dst, const uint8_t *src, int sh,
                           int from, int to)
{
    const int fs = c->hChrFilterSize;

    for (int i = from; i < to; i++) {
        const int pos = c->hChrFilterPos[i];
        int sum = 0;

        for (int j = 0; j < fs; j++)
            sum += (sh == 7 ? src[pos + j] : (int16_t)AV_RN16(src + 2 * (pos + j))) *
                   c->hChrFilter[i * fs + j];
        dst[i] = sh == 7 ? FFMIN(sum >> 7, (1 << 15) - 1) : av_clip_int16(sum >> sh);
    }
}

/** Chroma row `row` of the source as swscale's scaler makes it (hscale.c:
 *  chr_convert() and chr_h_scale() on one row) into u and v (words of 15
 *  bits; dwords of 19 for 16-bit output), read from a copy in in (4 rows of
 *  in_row bytes: swscale's scalers may read past a row); by hscale2x_u8 or
 *  _u16 where h2x (hscale2x_filter()) is set, from the row's U and V
 *  (chrToYV12's) between copies of their end samples */
static void scaled_chroma_row(SwsInternal *c, const RgbSource *rs,
                              const uint8_t *const planes[], const int src_stride[], int row,
                              uint8_t *in, size_t in_row, const SimdLessonHScale2x *h2x,
                              int16_t *u, int16_t *v)
{
    const int w = c->opts.dst_w, cw = c->chrSrcW, pad = h2x ? 16 : 0;
    const int size = rs->bits > 8 ? 2 : 1, bytes = size << rs->semi;
    const uint8_t *su = planes[1] + row * (ptrdiff_t)src_stride[1];
    const uint8_t *sv = rs->semi ? su : planes[2] + row * (ptrdiff_t)src_stride[2];
    uint8_t *pu = in + 2 * in_row + pad, *pv = in + 3 * in_row + pad;

    if (h2x && !c->chrToYV12) {     /* planar: the rows themselves */
        memcpy(pu, su, (size_t)cw * size);
        memcpy(pv, sv, (size_t)cw * size);
    } else {
        memcpy(in, su, (size_t)cw * bytes);
        su = in;
        if (!rs->semi) {
            memcpy(in + in_row, sv, (size_t)cw * bytes);
            sv = in + in_row;
        } else {
            sv = su;
        }
        if (!c->chrToYV12) {
            pu = (uint8_t *)su;
            pv = (uint8_t *)sv;
        } else {
            c->chrToYV12(pu, pv, su, su, sv, cw, NULL, c->input_opaque);
        }
    }
    if (h2x) {
        for (int i = 1; i <= 8; i++) {
            memcpy(pu - i * size, pu, size);
            memcpy(pv - i * size, pv, size);
            memcpy(pu + (cw - 1 + i) * size, pu + (cw - 1) * size, size);
            memcpy(pv + (cw - 1 + i) * size, pv + (cw - 1) * size, size);
        }
        if (size == 1) {
            c->simdlesson_cv.dsp.hscale2x_u8(u, pu + h2x->off, cw, h2x->coef);
            c->simdlesson_cv.dsp.hscale2x_u8(v, pv + h2x->off, cw, h2x->coef);
        } else {
            c->simdlesson_cv.dsp.hscale2x_u16(u, (const uint16_t *)pu + h2x->off, cw,
                                              h2x->coef, h2x->sh);
            c->simdlesson_cv.dsp.hscale2x_u16(v, (const uint16_t *)pv + h2x->off, cw,
                                              h2x->coef, h2x->sh);
        }
        hscale_outputs(c, u, pu, h2x->sh, 0, h2x->left);
        hscale_outputs(c, v, pv, h2x->sh, 0, h2x->left);
        hscale_outputs(c, u, pu, h2x->sh, w - h2x->right, w);
        hscale_outputs(c, v, pv, h2x->sh, w - h2x->right, w);
        return;
    }
    c->hcScale(c, u, w, pu, c->hChrFilter, c->hChrFilterPos, c->hChrFilterSize);
    c->hcScale(c, v, w, pv, c->hChrFilter, c->hChrFilterPos, c->hChrFilterSize);
}

static int simdlesson_yuv2rgb_fullx(SwsInternal *c, const uint8_t *const src[],
                                    const int src_stride[], int y, int h,
                                    uint8_t *const dst[], const int dst_stride[])
{
    const SimdLessonDSPContext *dsp = &c->simdlesson_cv.dsp;
    const int w = c->opts.dst_w, bpp = c->dstFormatBpp / 8, cw = c->chrSrcW;
    const enum AVPixelFormat fmt = c->opts.dst_format;
    const int alpha_first = fmt == AV_PIX_FMT_ARGB || fmt == AV_PIX_FMT_ABGR;
    const int bgr = fmt == AV_PIX_FMT_BGR24 || fmt == AV_PIX_FMT_BGRA || fmt == AV_PIX_FMT_ABGR;
    const size_t ring_row = FFALIGN(w + 64, 32), in_row = FFALIGN(4 * cw + 64, 32);
    const int planar = fmt == AV_PIX_FMT_GBRP;
    const uint8_t *planes[4] = { NULL };
    int ring_of[RGB_FULL_RING];
    SimdLessonRgbFull k;
    RgbSource rs;
    int16_t *ring;
    int32_t *u32, *v32;
    uint8_t *in, *buf;

    if (!whole_source(c, src, y, h))
        return ff_swscale(c, src, src_stride, y, h, dst, dst_stride, 0, c->opts.dst_h);
    /* the ring, copies of a source row's U and V, chrToYV12's U and V, the
     * filtered U and V */
    buf = av_mallocz(2 * RGB_FULL_RING * ring_row * sizeof(*ring) + 4 * in_row +
                     2 * FFALIGN(w, 16) * sizeof(*u32));
    if (!buf)
        return AVERROR(ENOMEM);
    ring = (int16_t *)buf;
    in   = buf + 2 * RGB_FULL_RING * ring_row * sizeof(*ring);
    u32  = (int32_t *)(in + 4 * in_row);
    v32  = u32 + FFALIGN(w, 16);
    rgb_source(c->opts.src_format, &rs);
    rgb_full_coeffs(c, &k, bgr);
    whole_planes(&rs, src, src_stride, y, planes);
    for (int i = 0; i < RGB_FULL_RING; i++)
        ring_of[i] = -1;

    for (int row = y; row < y + h; row++) {
        const int16_t *urows[RGB_MAX_TAPS], *vrows[RGB_MAX_TAPS];
        const uint8_t *yrow = planes[0] + row * (ptrdiff_t)src_stride[0];
        uint8_t *out = dst[0] + row * (ptrdiff_t)dst_stride[0];
        int rows[RGB_MAX_TAPS], bias, taps;
        int16_t coef[RGB_MAX_TAPS];

        taps = rgb_full_row(c, row, rows, coef, &bias);
        for (int j = 0; j < taps; j++) {
            const int slot = rows[j] % RGB_FULL_RING;
            int16_t *u15 = ring + 2 * slot * ring_row, *v15 = u15 + ring_row;

            if (ring_of[slot] != rows[j]) {
                scaled_chroma_row(c, &rs, planes, src_stride, rows[j], in, in_row,
                                  c->simdlesson_cv.h2x_on ? &c->simdlesson_cv.h2x : NULL,
                                  u15, v15);
                ring_of[slot] = rows[j];
            }
            urows[j] = u15;
            vrows[j] = v15;
        }
        if (taps & 1) {         /* (the kernel takes pairs of rows) */
            urows[taps] = urows[taps - 1];
            vrows[taps] = vrows[taps - 1];
            coef[taps++] = 0;
        }
        dsp->vfilter_s16_s32(u32, urows, coef, taps, w, bias);
        dsp->vfilter_s16_s32(v32, vrows, coef, taps, w, bias);
        if (planar && rs.bits > 8)  /* (gbrp: R's plane is 2, G's 0, B's 1) */
            dsp->yuv2rgbp_full32_u16(dst[2] + row * (ptrdiff_t)dst_stride[2], out,
                                     dst[1] + row * (ptrdiff_t)dst_stride[1],
                                     (const uint16_t *)yrow, u32, v32, w, &k, rs.bits,
                                     rs.in_shift);
        else if (planar)
            dsp->yuv2rgbp_full32_u8(dst[2] + row * (ptrdiff_t)dst_stride[2], out,
                                    dst[1] + row * (ptrdiff_t)dst_stride[1], yrow, u32, v32,
                                    w, &k);
        else if (bpp == 4 && rs.bits > 8)
            dsp->yuv2rgb32_full32_u16(out, (const uint16_t *)yrow, u32, v32, w, &k, rs.bits,
                                      rs.in_shift, alpha_first);
        else if (bpp == 4)
            dsp->yuv2rgb32_full32_u8(out, yrow, u32, v32, w, &k, alpha_first);
        else if (rs.bits > 8)
            dsp->yuv2rgb24_full32_u16(out, (const uint16_t *)yrow, u32, v32, w, &k, rs.bits,
                                      rs.in_shift);
        else
            dsp->yuv2rgb24_full32_u8(out, yrow, u32, v32, w, &k);
    }
    av_free(buf);
    return h;
}
#endif
#endif /* LIBSWSCALE_VERSION_MAJOR >= 9 && ARCH_X86 */

#if RGB48_ROUTE
/*
 * YUV -> rgb48, bgr48, rgba64 and bgra64 (little- and big-endian) as swscale's
 * scaler writes them at the same size from 4:2:0 and 4:2:2 of 8 to 14 and 16
 * bits (no full_chroma_int): each source row to 19 bits (hScale8To19 and
 * hScale16To19: s << (19 - bits), rgb48_source(); 8-bit rows are widened to
 * words by depth_up_u8, row_words()), filtered horizontally by nothing (probed, as
 * above); luma of one row (y19 >> 2 in all of its output functions), chroma
 * filtered vertically by vChrFilter; written by yuv2rgba64_1, _2 or _X
 * (output.c, C only), as packed_vscale() picks for the row.  At these
 * filters the three give the same arithmetic (SimdLessonRgb48; _1 of chroma
 * weight a: the coefficients 4096 - a and a), which the plan probes against
 * the kernels for each kind of row the picture has.  The context's words
 * are read at each call.
 */

/** rgb_source() as the 16-bit RGB output takes the source: 16-bit samples
 *  whole (bits 16, the format's in_shift), as swscale's 19 bits keep them
 *  (hScale16To19: s << 3) */
static int rgb48_source(enum AVPixelFormat fmt, RgbSource *rs)
{
    if (!rgb_source(fmt, rs))
        return 0;
    if (rs->depth == 16) {
        rs->bits = 16;
        rs->in_shift--;
    }
    return 1;
}

/** Whether fmt is one of the 16-bit RGB formats the route writes; its
 *  order (bgr) and its layout (SIMDLESSON_RGB48_*) into the pointers that
 *  are not NULL */
static int rgb48_format(enum AVPixelFormat fmt, int *bgr, int *layout)
{
    static const struct { enum AVPixelFormat fmt; int bgr, layout; } formats[] = {
        { AV_PIX_FMT_RGB48LE,  0, 0 },
        { AV_PIX_FMT_RGB48BE,  0, SIMDLESSON_RGB48_BE },
        { AV_PIX_FMT_BGR48LE,  1, 0 },
        { AV_PIX_FMT_BGR48BE,  1, SIMDLESSON_RGB48_BE },
        { AV_PIX_FMT_RGBA64LE, 0, SIMDLESSON_RGB48_ALPHA },
        { AV_PIX_FMT_RGBA64BE, 0, SIMDLESSON_RGB48_ALPHA | SIMDLESSON_RGB48_BE },
        { AV_PIX_FMT_BGRA64LE, 1, SIMDLESSON_RGB48_ALPHA },
        { AV_PIX_FMT_BGRA64BE, 1, SIMDLESSON_RGB48_ALPHA | SIMDLESSON_RGB48_BE },
    };

    for (int i = 0; i < FF_ARRAY_ELEMS(formats); i++) {
        if (formats[i].fmt == fmt) {
            if (bgr)
                *bgr = formats[i].bgr;
            if (layout)
                *layout = formats[i].layout;
            return 1;
        }
    }
    return 0;
}

/** The words of c's 16-bit RGB output (bgr: U and V swapped); 0 if its
 *  luma coefficient is beyond a word */
static int rgb48_coeffs(const SwsInternal *c, SimdLessonRgb48 *k, int bgr)
{
    const int32_t v2r = c->yuv2rgb_v2r_coeff, v2g = c->yuv2rgb_v2g_coeff;
    const int32_t u2g = c->yuv2rgb_u2g_coeff, u2b = c->yuv2rgb_u2b_coeff;

    k->y_k   = c->yuv2rgb_y_coeff;
    k->y_add = (1U << 13) - (1U << 29) - (uint32_t)c->yuv2rgb_y_offset * c->yuv2rgb_y_coeff;
    k->c0    = bgr ? u2b : v2r;
    k->g_v   = bgr ? u2g : v2g;
    k->g_u   = bgr ? v2g : u2g;
    k->c2    = bgr ? v2r : u2b;
    return k->y_k == (int16_t)k->y_k;
}

/* which output function packed_vscale() gives row y (vscale.c) */
enum { RGB48_1, RGB48_2, RGB48_X };

static int rgb48_kind(const SwsInternal *c, int y)
{
    const int lf = c->vLumFilterSize, cf = c->vChrFilterSize;
    const uint16_t *lum = (const uint16_t *)c->vLumFilter + y * lf;
    const uint16_t *chr = (const uint16_t *)c->vChrFilter + y * cf;

    if (lf == 1 && (cf == 1 || (cf == 2 && chr[0] + chr[1] == 4096 && chr[1] <= 4096U)))
        return RGB48_1;
    if (lf == 2 && cf == 2 && lum[0] + lum[1] == 4096 && lum[1] <= 4096U &&
        chr[0] + chr[1] == 4096 && chr[1] <= 4096U)
        return RGB48_2;
    return RGB48_X;
}

/** The chroma taps of row y (swscale's rows pos[j] and coefficients
 *  coef[j], none of coefficient 0, an even count) */
static int rgb48_taps(const SwsInternal *c, int y, int *pos, int16_t *coef)
{
    const int cf = c->vChrFilterSize;
    const int16_t *chr = c->vChrFilter + y * cf;
    int taps = 0;

    for (int j = 0; j < cf; j++) {
        if (chr[j] || cf == 1) {
            pos[taps]    = c->vChrFilterPos[y] + j;
            coef[taps++] = cf == 1 ? 4096 : chr[j];         /* (_1: the row) */
        }
    }
    if (taps & 1) {
        pos[taps]    = pos[taps - 1];
        coef[taps++] = 0;
    }
    return taps;
}

/** Whether row y's output function is yuv2rgba64_full_1 of a weight other
 *  than 0, whose sum is unsigned: a logical shift */
static int rgb48_logical(const SwsInternal *c, int y)
{
    return rgb48_kind(c, y) == RGB48_1 && c->vChrFilterSize == 2 &&
           c->vChrFilter[2 * y + 1];
}

/** Whether swscale's output function of row y's kind gives the kernels'
 *  words, at that row's filters, for random rows of bits-bit samples (full:
 *  full-width chroma rows of any 19 bits, as its horizontal scaler leaves
 *  them) */
static int rgb48_probe(SwsInternal *c, const SimdLessonDSPContext *dsp, int y, int bits,
                       int bgr, int layout, int full)
{
    enum { N = 34 };                            ///< pixels, in pairs
    const int sh = 19 - bits, kind = rgb48_kind(c, y), cf = c->vChrFilterSize;
    const int cn = full ? N : N / 2;            ///< chroma samples a row
    const int16_t *chr = c->vChrFilter + y * cf;
    static const int16_t one = 4096;
    int32_t y19[N], c19[2][RGB_MAX_TAPS][N], uv[2][N];
    uint16_t ys[N], cs[2][RGB_MAX_TAPS][N], ref[4 * N], out[4 * N];
    const int16_t *lsrc[2] = { (const int16_t *)y19, (const int16_t *)y19 };
    const int16_t *csrc[2][RGB_MAX_TAPS];
    const uint16_t *taps_src[2][RGB_MAX_TAPS];
    const int32_t *taps_src32[2][RGB_MAX_TAPS];
    int16_t coef[RGB_MAX_TAPS];
    int pos[RGB_MAX_TAPS], taps;
    uint32_t seed = 0x19b175;
    SimdLessonRgb48 k;

    if (!rgb48_coeffs(c, &k, bgr))
        return 0;
    for (int i = 0; i < N; i++) {
        seed  = seed * 1664525 + 1013904223;
        ys[i] = (seed >> 8) & ((1 << bits) - 1);
        y19[i] = ys[i] << sh;
    }
    for (int p = 0; p < 2; p++)
        for (int j = 0; j < cf; j++) {
            for (int i = 0; i < cn; i++) {
                seed = seed * 1664525 + 1013904223;
                cs[p][j][i]  = (seed >> 8) & ((1 << bits) - 1);
                c19[p][j][i] = full ? (int32_t)(seed >> 13) : cs[p][j][i] << sh;
            }
            csrc[p][j] = (const int16_t *)c19[p][j];
        }
    if (kind == RGB48_1)
        c->yuv2packed1(c, lsrc[0], csrc[0], csrc[1], NULL, (uint8_t *)ref, N,
                       cf == 2 ? chr[1] : 0, y);
    else if (kind == RGB48_2)
        c->yuv2packed2(c, lsrc, csrc[0], csrc[1], NULL, (uint8_t *)ref, N,
                       c->vLumFilter[2 * y + 1], chr[1], y);
    else
        c->yuv2packedX(c, &one, lsrc, 1, chr, csrc[0], csrc[1], cf, NULL, (uint8_t *)ref, N, y);

    /* the kernels, on the taps of rgb48_taps() (rows relative to pos[0]) */
    taps = rgb48_taps(c, y, pos, coef);
    for (int p = 0; p < 2; p++) {
        for (int j = 0; j < taps; j++) {
            taps_src[p][j]   = cs[p][pos[j] - c->vChrFilterPos[y]];
            taps_src32[p][j] = c19[p][pos[j] - c->vChrFilterPos[y]];
        }
        if (full)
            dsp->vfilter_s32_s17(uv[p], taps_src32[p], coef, taps, cn, rgb48_logical(c, y));
        else
            dsp->vfilter_u16_s17(uv[p], taps_src[p], coef, taps, cn, bits, 0);
    }
    if (full)
        dsp->yuv2rgb48_full(out, ys, uv[bgr], uv[!bgr], N, &k, bits, 0, layout);
    else
        dsp->yuv2rgb48(out, ys, uv[bgr], uv[!bgr], 1, N, &k, bits, 0, layout);
    return !memcmp(ref, out, N * (layout & SIMDLESSON_RGB48_ALPHA ? 4 : 3) * sizeof(*out));
}

/** Plan c's 16-bit RGB output: "" if planned, and into *wide RGB48_HALF
 *  (simdlesson_yuv2rgb48()) or, with full-width chroma, RGB48_FULL
 *  (simdlesson_yuv2rgb48_full()), or RGB48_444 where its chroma rows are
 *  the source's (simdlesson_yuv2rgb48_444()); else why not */
static void plan_rgb48(SwsInternal *c, const State *st, char *why, int *wide)
{
    const int w = st->dst_w, h = st->dst_h;
    const int ch = AV_CEIL_RSHIFT(st->src_h, av_pix_fmt_desc_get(st->src_format)->log2_chroma_h);
    yuv2planar1_fn p1; yuv2planarX_fn pX; yuv2interleavedX_fn nv; yuv2anyX_fn any;
    yuv2packed1_fn c1; yuv2packed2_fn c2; yuv2packedX_fn cX;
    SimdLessonDSPContext dsp;
    SimdLessonRgb48 k;
    RgbSource rs;
    int bgr, layout, probed[3] = { 0 }, logical = 0;
    /* (swscale interpolates chroma to the full width under full_chroma_int,
     * which it sets itself at an odd width and from 4:4:4) */
    const int full = !!(st->flags & SWS_FULL_CHR_H_INT);

#define WHY(...) do { snprintf(why, WHY_SIZE, __VA_ARGS__); return; } while (0)
    rgb48_format(st->dst_format, &bgr, &layout);
    if (!rgb48_source(st->src_format, &rs))
        WHY("simdlesson converts YUV without alpha, native-endian, of 8 to 14 and 16 bits to 16-bit RGB only");
    if (c->dstBpc != 16 || c->needAlpha || c->srcXYZ || c->vChrDrop || c->chrDstVSubSample ||
        c->chrDstH != h || c->lumConvertRange || c->chrConvertRange ||
        !rgb48_coeffs(c, &k, bgr) ||
        (full ? c->chrDstHSubSample || c->chrDstW != w :
                 !c->chrDstHSubSample || c->chrSrcW != c->chrDstW))
        WHY("simdlesson has no exact conversion of this pair");
    if (full && (c->hcscale_fast || !c->hcScale))
        WHY("swscale's chroma input is not its scaler's plain one");
    ff_sws_init_output_funcs(c, &p1, &pX, &nv, &c1, &c2, &cX, &any);
    if (c->yuv2packed1 != c1 || c->yuv2packed2 != c2 || c->yuv2packedX != cX || !cX)
        WHY("swscale's output functions are not its C ones");
    if (c->vChrFilterSize > RGB_MAX_TAPS || c->vLumFilterSize > 2)
        WHY("swscale's vertical filter is longer than simdlesson's");
    if (!hscale_is_identity(c, 0, w, rs.depth) ||
        (!full && !hscale_is_identity(c, 1, c->chrDstW, rs.depth)))
        WHY("swscale filters the rows");
    ff_simdlesson_dsp_init(&dsp);
    for (int y = 0; y < h; y++) {
        const int16_t *chr = c->vChrFilter + y * c->vChrFilterSize;
        const int kind = rgb48_kind(c, y);

        if (!vfilter_is_identity(c->vLumFilter, c->vLumFilterPos, c->vLumFilterSize, y))
            WHY("swscale filters luma vertically");
        for (int j = 0; j < c->vChrFilterSize; j++)
            if (chr[j] && (c->vChrFilterPos[y] + j < 0 || c->vChrFilterPos[y] + j >= ch))
                WHY("swscale's chroma filter reaches beyond the picture");
        if (!probed[kind] && !rgb48_probe(c, &dsp, y, rs.bits, bgr, layout, full))
            WHY("swscale's 16-bit RGB output differs from simdlesson's here");
        probed[kind] = 1;
        logical |= rgb48_logical(c, y);
    }
#undef WHY
    why[0] = 0;
    *wide = !full ? RGB48_HALF :
            /* planar 4:4:4 whose rows swscale's scaler leaves unchanged */
            !rs.log2_chroma_w && !rs.log2_chroma_h && !rs.semi && !logical &&
            hscale_is_identity(c, 1, w, rs.depth) ? RGB48_444 : RGB48_FULL;
}

/** Samples x to x + n - 1 of a row of rs's as words: 16-bit rows in
 *  place, 8-bit ones widened into buf */
static const uint16_t *row_words(const SimdLessonDSPContext *dsp, const RgbSource *rs,
                                 const uint8_t *row, int x, int n, uint16_t *buf)
{
    if (rs->bits > 8)
        return (const uint16_t *)row + x;
    dsp->depth_up_u8(buf, row + x, n, 0, SL_DEPTH_RSHIFT_NONE);
    return buf;
}

static int simdlesson_yuv2rgb48(SwsInternal *c, const uint8_t *const src[],
                                const int src_stride[], int y, int h,
                                uint8_t *const dst[], const int dst_stride[])
{
    const SimdLessonDSPContext *dsp = &c->simdlesson_cv.dsp;
    const int w = c->opts.dst_w;
    const uint8_t *planes[4] = { NULL }, *vbase;
    int bgr, layout, words, ring_of[RGB_FULL_RING];
    SimdLessonRgb48 k;
    RgbSource rs;
    /* 8-bit: the chroma rows as words, in a ring (U, V), then a chunk's luma */
    const size_t ring_row = FFALIGN(w + 64, 16);
    uint16_t *ring = NULL, *luma;

    if (!whole_source(c, src, y, h))
        return ff_swscale(c, src, src_stride, y, h, dst, dst_stride, 0, c->opts.dst_h);
    rgb48_source(c->opts.src_format, &rs);
    rgb48_format(c->opts.dst_format, &bgr, &layout);
    words = layout & SIMDLESSON_RGB48_ALPHA ? 4 : 3;
    /* (the width is even: at an odd one swscale takes full-width chroma) */
    if (!rgb48_coeffs(c, &k, bgr))
        return stock_rows(c, &rs, src, src_stride, y, y, h, dst, dst_stride);
    if (rs.bits == 8 &&
        !(ring = av_malloc((2 * RGB_FULL_RING * ring_row + RGB_CHUNK) * sizeof(*ring))))
        return AVERROR(ENOMEM);
    luma = ring ? ring + 2 * RGB_FULL_RING * ring_row : NULL;
    whole_planes(&rs, src, src_stride, y, planes);
    vbase = rs.semi ? planes[1] : planes[2];
    for (int i = 0; i < RGB_FULL_RING; i++)
        ring_of[i] = -1;

    for (int row = y; row < y + h; row++) {
        const uint8_t *yrow = planes[0] + row * (ptrdiff_t)src_stride[0];
        uint16_t *out = (uint16_t *)(dst[0] + row * (ptrdiff_t)dst_stride[0]);
        const uint16_t *urows[RGB_MAX_TAPS], *vrows[RGB_MAX_TAPS];
        int16_t coef[RGB_MAX_TAPS];
        int pos[RGB_MAX_TAPS];
        const int taps = rgb48_taps(c, row, pos, coef);

        for (int j = 0; j < taps; j++) {
            const uint8_t *u = planes[1] + pos[j] * (ptrdiff_t)src_stride[1];
            const uint8_t *v = vbase + pos[j] * (ptrdiff_t)src_stride[rs.semi ? 1 : 2];
            const int slot = pos[j] % RGB_FULL_RING;
            uint16_t *u16, *v16;

            if (!ring) {
                urows[j] = (const uint16_t *)u;
                vrows[j] = (const uint16_t *)v;
                continue;
            }
            u16 = ring + 2 * slot * ring_row;
            v16 = rs.semi ? u16 : u16 + ring_row;
            if (ring_of[slot] != pos[j]) {
                dsp->depth_up_u8(u16, u, c->chrSrcW << rs.semi, 0, SL_DEPTH_RSHIFT_NONE);
                if (!rs.semi)
                    dsp->depth_up_u8(v16, v, c->chrSrcW, 0, SL_DEPTH_RSHIFT_NONE);
                ring_of[slot] = pos[j];
            }
            urows[j] = u16;
            vrows[j] = v16;
        }
        for (int x = 0; x < w; x += RGB_CHUNK) {
            const int n = FFMIN(RGB_CHUNK, w - x), cn = (n + 1) >> 1, cx = x >> 1;
            int32_t ubuf[RGB_CHUNK], vbuf[RGB_CHUNK / 2];
            const int32_t *u = ubuf, *v = vbuf;
            const uint16_t *srows[RGB_MAX_TAPS];

            for (int plane = 0; plane < 2 - rs.semi; plane++) {
                for (int j = 0; j < taps; j++)
                    srows[j] = (plane ? vrows[j] : urows[j]) + (cx << rs.semi);
                dsp->vfilter_u16_s17(plane ? vbuf : ubuf, srows, coef, taps, cn << rs.semi,
                                     rs.bits, rs.in_shift);
            }
            if (rs.semi)        /* (u v pairs; nv21: v u) */
                v = ubuf + 1;
            if (bgr ^ rs.swap_uv)
                FFSWAP(const int32_t *, u, v);
            dsp->yuv2rgb48(out + x * words, row_words(dsp, &rs, yrow, x, n, luma), u, v,
                           1 + rs.semi, n, &k, rs.bits, rs.in_shift, layout);
        }
    }
    av_free(ring);
    return h;
}

/*
 * The same with full-width chroma: each chroma row of the source through
 * swscale's own input function and horizontal scaler (chrToYV12, hcScale,
 * to 19 bits: its bytes by construction), kept in a ring, as
 * simdlesson_yuv2rgb_fullx() does; filtered vertically by vfilter_s32_s17
 * (yuv2rgba64_full_1 of a weight: a logical shift, rgb48_logical()), then
 * yuv2rgb48_full.  swscale writes each row's pixels, no more.
 */
static av_always_inline int yuv2rgb48_full_rows(SwsInternal *c, const uint8_t *const src[],
                                                 const int src_stride[], int y, int h,
                                                 uint8_t *const dst[], const int dst_stride[],
                                                 int direct)
{
    const SimdLessonDSPContext *dsp = &c->simdlesson_cv.dsp;
    const int w = c->opts.dst_w, cw = c->chrSrcW;
    const size_t ring_row = FFALIGN(w + 64, 16), in_row = FFALIGN(4 * cw + 64, 32);
    const uint8_t *planes[4] = { NULL };
    int ring_of[RGB_FULL_RING], bgr, layout;
    SimdLessonRgb48 k;
    RgbSource rs;
    int32_t *ring, *u32, *v32;
    uint8_t *in, *buf;
    uint16_t *wide;             ///< 8-bit: a row's luma, then (direct) its chroma rows
    size_t ring_size, wide_size;

    if (!whole_source(c, src, y, h))
        return ff_swscale(c, src, src_stride, y, h, dst, dst_stride, 0, c->opts.dst_h);
    rgb48_source(c->opts.src_format, &rs);
    rgb48_format(c->opts.dst_format, &bgr, &layout);
    if (!rgb48_coeffs(c, &k, bgr))
        return stock_rows(c, &rs, src, src_stride, y, y, h, dst, dst_stride);
    /* the filtered U and V; but for direct, the ring, copies of a source
     * row's U and V, chrToYV12's U and V */
    ring_size = direct ? 0 : 2 * RGB_FULL_RING * ring_row * sizeof(*ring) + 4 * in_row;
    wide_size = rs.bits > 8 ? 0 : (direct ? 1 + 2 * RGB_MAX_TAPS : 1) * ring_row;
    buf = av_mallocz(2 * FFALIGN(w, 16) * sizeof(*u32) + ring_size + wide_size * sizeof(*wide));
    if (!buf)
        return AVERROR(ENOMEM);
    u32  = (int32_t *)buf;
    v32  = u32 + FFALIGN(w, 16);
    ring = direct ? NULL : v32 + FFALIGN(w, 16);
    in   = direct ? NULL : (uint8_t *)(ring + 2 * RGB_FULL_RING * ring_row);
    wide = (uint16_t *)(buf + 2 * FFALIGN(w, 16) * sizeof(*u32) + ring_size);
    whole_planes(&rs, src, src_stride, y, planes);
    for (int i = 0; i < RGB_FULL_RING; i++)
        ring_of[i] = -1;

    for (int row = y; row < y + h; row++) {
        const int32_t *urows[RGB_MAX_TAPS], *vrows[RGB_MAX_TAPS];
        const uint16_t *yrow = row_words(dsp, &rs, planes[0] + row * (ptrdiff_t)src_stride[0],
                                         0, w, wide);
        uint16_t *out = (uint16_t *)(dst[0] + row * (ptrdiff_t)dst_stride[0]);
        int16_t coef[RGB_MAX_TAPS];
        int pos[RGB_MAX_TAPS];
        const int taps = rgb48_taps(c, row, pos, coef);

        if (direct) {           /* (the source's rows, as words) */
            const uint16_t *su[RGB_MAX_TAPS], *sv[RGB_MAX_TAPS];

            for (int j = 0; j < taps; j++) {
                su[j] = row_words(dsp, &rs, planes[1] + pos[j] * (ptrdiff_t)src_stride[1], 0, w,
                                  wide + (1 + j) * ring_row);
                sv[j] = row_words(dsp, &rs, planes[2] + pos[j] * (ptrdiff_t)src_stride[2], 0, w,
                                  wide + (1 + RGB_MAX_TAPS + j) * ring_row);
            }
            dsp->vfilter_u16_s17(u32, su, coef, taps, w, rs.bits, rs.in_shift);
            dsp->vfilter_u16_s17(v32, sv, coef, taps, w, rs.bits, rs.in_shift);
        } else {
            const int logical = rgb48_logical(c, row);

            for (int j = 0; j < taps; j++) {
                const int slot = pos[j] % RGB_FULL_RING;
                int32_t *u19 = ring + 2 * slot * ring_row, *v19 = u19 + ring_row;

                if (ring_of[slot] != pos[j]) {
                    scaled_chroma_row(c, &rs, planes, src_stride, pos[j], in, in_row, NULL,
                                      (int16_t *)u19, (int16_t *)v19);
                    ring_of[slot] = pos[j];
                }
                urows[j] = u19;
                vrows[j] = v19;
            }
            dsp->vfilter_s32_s17(u32, urows, coef, taps, w, logical);
            dsp->vfilter_s32_s17(v32, vrows, coef, taps, w, logical);
        }
        dsp->yuv2rgb48_full(out, yrow, bgr ? v32 : u32, bgr ? u32 : v32, w, &k, rs.bits,
                            rs.in_shift, layout);
    }
    av_free(buf);
    return h;
}

static int simdlesson_yuv2rgb48_full(SwsInternal *c, const uint8_t *const src[],
                                     const int src_stride[], int y, int h,
                                     uint8_t *const dst[], const int dst_stride[])
{
    return yuv2rgb48_full_rows(c, src, src_stride, y, h, dst, dst_stride, 0);
}

/* planar 4:4:4, whose chroma rows swscale's scaler leaves unchanged (and
 * no row of yuv2rgba64_full_1 of a weight): the source's rows filtered
 * vertically by vfilter_u16_s17, which gives the same words */
static int simdlesson_yuv2rgb48_444(SwsInternal *c, const uint8_t *const src[],
                                    const int src_stride[], int y, int h,
                                    uint8_t *const dst[], const int dst_stride[])
{
    return yuv2rgb48_full_rows(c, src, src_stride, y, h, dst, dst_stride, 1);
}

#endif

static const char *const kind_names[] = {
    [SL_CONVERT_SHUFFLE]    = "shuffle",
    [SL_CONVERT_REPACK]     = "repack",
    [SL_CONVERT_SEMI]       = "semi-planar",
    [SL_CONVERT_PACKED422]  = "packed 4:2:2",
    [SL_CONVERT_DEPTH]      = "depth",
    [SL_CONVERT_YUV2RGB]    = "yuv to rgb",
    [SL_CONVERT_YUV2RGB_SPECIAL] = "yuv to rgb, swscale's special converter",
    [SL_CONVERT_RGB2YUV_SPECIAL] = "rgb to yuv, swscale's special converter",
    [SL_CONVERT_RGB2YUV_SPECIAL_MMX] = "rgb to yuv, swscale's MMXEXT special converter",
    [SL_CONVERT_YUV2RGB_MMX]     = "yuv to rgb, swscale's MMX output",
    [SL_CONVERT_RGB2YUV]         = "rgb to yuv",
    [SL_CONVERT_YUV2RGB_FULL]    = "yuv to rgb, full-width chroma",
    [SL_CONVERT_YUV2RGB48]       = "yuv to 16-bit rgb",
    [SL_CONVERT_YUV2RGB48_FULL]  = "yuv to 16-bit rgb, full-width chroma",
};

/* The name of fmt as the caller gave it: swscale takes rgb0 & co. as rgba
 * & co. (padded: the 0Alpha flags) */
static const char *fmt_name(enum AVPixelFormat fmt, int padded)
{
    static const enum AVPixelFormat alpha_of[][2] = {
        { AV_PIX_FMT_RGB0, AV_PIX_FMT_RGBA }, { AV_PIX_FMT_BGR0, AV_PIX_FMT_BGRA },
        { AV_PIX_FMT_0RGB, AV_PIX_FMT_ARGB }, { AV_PIX_FMT_0BGR, AV_PIX_FMT_ABGR },
    };

    for (int i = 0; padded && i < FF_ARRAY_ELEMS(alpha_of); i++)
        if (alpha_of[i][1] == fmt)
            fmt = alpha_of[i][0];
    return av_get_pix_fmt_name(fmt);
}

static void log_route(SwsInternal *c, const State *st, const char *why)
{
    const char *in = fmt_name(st->src_format, st->padded_src);
    const char *out = fmt_name(st->dst_format, st->padded_dst);

    c->simdlesson_logged = 1;
    if (!st->logs)
        return;
    if (why[0])
        av_log(c, AV_LOG_VERBOSE, "route: swscale for %s -> %s (%s)\n", in, out, why);
    else
        av_log(c, AV_LOG_VERBOSE, "route: simdlesson for %s -> %s (%s)\n", in, out,
               kind_names[c->simdlesson_cv.kind]);
}

#if RGB32_ROUTE || SPECIAL_ROUTE
/** The words of c for a kernel whose channel 0 is B (swap) or R: 0 if a
 *  word of c is not one 16-bit value four times */
static int rgb_mul_coeffs(const SwsInternal *c, SimdLessonRgbMul *k, int swap)
{
    const uint64_t w[8] = {
        c->yOffset, c->yCoeff,
        swap ? c->uOffset : c->vOffset, swap ? c->vOffset : c->uOffset,
        swap ? c->ubCoeff : c->vrCoeff, swap ? c->ugCoeff : c->vgCoeff,
        swap ? c->vgCoeff : c->ugCoeff, swap ? c->vrCoeff : c->ubCoeff,
    };
    int16_t *words = &k->y_off;

    for (int i = 0; i < 8; i++) {
        if (w[i] != (w[i] & 0xffff) * 0x0001000100010001ULL)
            return 0;
        words[i] = (int16_t)w[i];
    }
    return 1;
}

/** Whether channel 0 of dst is B: bgr24, and RGB32 (bgra in memory) */
static int rgb_mul_swap(enum AVPixelFormat dst)
{
    return dst == AV_PIX_FMT_BGR24 || dst == AV_PIX_FMT_RGB32;
}
#endif

#if SPECIAL_ROUTE
/*
 * YUV -> rgb24, bgr24, bgra and rgba as swscale's special converter
 * (x86/yuv2rgb.c, yuv_2_rgb.asm), which its unscaled path picks with SSSE3
 * for yuv420p, yuv422p and yuva420p at an even height without accurate_rnd:
 * the same rows, each with the chroma row it takes (row y of the slice:
 * y >> 1, 4:2:2 y), and the words of the context (yCoeff ... vOffset, so
 * sws_setColorspaceDetails() is followed) at each call.  It writes rows of
 * (w + 7) & ~7 pixels, 8 fewer where the stride has no room for them:
 * there it leaves the last pixels as they were, and the route gives the
 * call to it.
 */

static int simdlesson_yuv2rgb_special(SwsInternal *c, const uint8_t *const src[],
                                      const int src_stride[], int y, int h,
                                      uint8_t *const dst[], const int dst_stride[])
{
    const SimdLessonDSPContext *dsp = &c->simdlesson_cv.dsp;
    const enum AVPixelFormat out_fmt = c->opts.dst_format;
    const int w = c->opts.dst_w, swap = rgb_mul_swap(out_fmt);
    const int bpp = out_fmt == AV_PIX_FMT_RGB24 || out_fmt == AV_PIX_FMT_BGR24 ? 3 : 4;
    const int vshift = c->opts.src_format != AV_PIX_FMT_YUV422P;
    const int alpha = bpp == 4 && c->opts.src_format == AV_PIX_FMT_YUVA420P;
    SimdLessonRgbMul k;

    if ((w & 7 && FFALIGN(w, 8) * bpp > FFABS(dst_stride[0])) || !rgb_mul_coeffs(c, &k, swap))
        return ff_yuv2rgb_init_x86(c)(c, src, src_stride, y, h, dst, dst_stride);
    for (int row = 0; row < h; row++) {
        uint8_t *out = dst[0] + (y + row) * (ptrdiff_t)dst_stride[0];
        const uint8_t *py = src[0] + row * (ptrdiff_t)src_stride[0];
        const uint8_t *pu = src[1] + (row >> vshift) * (ptrdiff_t)src_stride[1];
        const uint8_t *pv = src[2] + (row >> vshift) * (ptrdiff_t)src_stride[2];

        if (bpp == 3)
            dsp->yuv420_rgb24(out, py, swap ? pu : pv, swap ? pv : pu, w, &k);
        else
            dsp->yuv420_rgb32(out, py, swap ? pu : pv, swap ? pv : pu,
                              alpha ? src[3] + row * (ptrdiff_t)src_stride[3] : NULL, w, &k);
    }
    return h;
}

/** Plan c's conversion by swscale's special converter: "" if planned */
static void plan_rgb_special(SwsInternal *c, char *why)
{
    const enum AVPixelFormat f = c->opts.dst_format;
    SimdLessonRgbMul k;

#define WHY(...) do { snprintf(why, WHY_SIZE, __VA_ARGS__); return; } while (0)
    if (c->convert_unscaled != ff_yuv2rgb_init_x86(c) ||
        (f != AV_PIX_FMT_RGB24 && f != AV_PIX_FMT_BGR24 && f != AV_PIX_FMT_RGB32 &&
         f != AV_PIX_FMT_BGR32))
        WHY("swscale has a converter of its own for this pair");
    if (!EXTERNAL_AVX2_FAST(av_get_cpu_flags()))
        WHY("swscale's SSSE3 converter, as fast as simdlesson's below AVX2");
    if (!rgb_mul_coeffs(c, &k, rgb_mul_swap(f)))
        WHY("swscale's coefficients are not of the form simdlesson takes");
#undef WHY
    c->simdlesson_cv.kind = SL_CONVERT_YUV2RGB_SPECIAL;
    ff_simdlesson_dsp_init(&c->simdlesson_cv.dsp);
    c->convert_unscaled = simdlesson_yuv2rgb_special;
    why[0] = 0;
}

/*
 * bgr24 -> yuv420p and yuva420p as swscale's special converter
 * (bgr24ToYv12Wrapper()), which its unscaled path picks at an even width
 * without accurate_rnd: the same rows of the slice in pairs (the last of an
 * odd count with itself), the coefficients of the context's
 * input_rgb2yuv_table at each call, alpha set to 255.  ff_rgb24toyv12 is
 * either ff_rgb24toyv12_c() (from FFmpeg 7.0 on, and on x86-32 without
 * MMXEXT: chroma of the mean of each 2 x 2 block) or its MMXEXT converter
 * (x86-64 before 7.0, x86-32 since: of each call of more than two rows,
 * rows 2 to 1 + ((h - 3) & ~1) in pairs, on words, rgb24toyv12_luma_sat
 * and _chroma_sat; the first two and the last two, or one at an odd h, by
 * ff_rgb24toyv12_c(), which the route calls too; whole units of 8 pixels,
 * past the row's end).  ff_rgb24toyv12_c() before 7.0 takes the chroma of
 * one pixel of four: neither.  Which one it is, their bytes on a probe
 * tell (rgb_to_yv12_probe()).
 */

/** Whether swscale's unscaled path converts c by bgr24ToYv12Wrapper() */
static int rgb_to_yv12_pair(const SwsInternal *c)
{
    const enum AVPixelFormat dst = c->opts.dst_format;

    return c->convert_unscaled && c->opts.src_format == AV_PIX_FMT_BGR24 &&
           (dst == AV_PIX_FMT_YUV420P || dst == AV_PIX_FMT_YUVA420P) &&
           !(c->opts.flags & SWS_ACCURATE_RND) && !(c->opts.dst_w & 1) &&
           c->opts.src_w == c->opts.dst_w && c->opts.src_h == c->opts.dst_h;
}

/** The coefficients of c for bgr24's bytes: 0 if one is beyond 16 bits */
static int rgb_to_yuv_coeffs(const SwsInternal *c, SimdLessonRgbToYuv *k)
{
    static const int idx[3][3] = {
        { BY_IDX, GY_IDX, RY_IDX }, { BU_IDX, GU_IDX, RU_IDX }, { BV_IDX, GV_IDX, RV_IDX },
    };
    int16_t *rows[3] = { k->y, k->u, k->v };

    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 3; j++) {
            const int32_t v = c->input_rgb2yuv_table[idx[i][j]];
            if (v != (int16_t)v)
                return 0;
            rows[i][j] = v;
        }
        rows[i][3] = 0;
    }
    return 1;
}

/** h rows of bgr24 at src to yuv420p as ff_rgb24toyv12_c() (mmx 0) or
 *  swscale's MMXEXT converter (mmx 1) converts them */
static void rgb_to_yv12_rows(const SwsInternal *c, const SimdLessonDSPContext *dsp, int mmx,
                             const uint8_t *src, ptrdiff_t src_stride, uint8_t *ydst,
                             uint8_t *udst, uint8_t *vdst, ptrdiff_t y_stride,
                             ptrdiff_t uv_stride, int w, int h, const SimdLessonRgbToYuv *k)
{
    void (*const luma)(uint8_t *, const uint8_t *, ptrdiff_t, const SimdLessonRgbToYuv *) =
        mmx ? dsp->rgb24toyv12_luma_sat : dsp->rgb24toyv12_luma;
    void (*const chroma)(uint8_t *, uint8_t *, const uint8_t *, const uint8_t *, ptrdiff_t,
                         const SimdLessonRgbToYuv *) =
        mmx ? dsp->rgb24toyv12_chroma_sat : dsp->rgb24toyv12_chroma;
    int row = 0, end = h;

    if (mmx && h > 2) {     /* (its first two rows and its last ones: C) */
        ff_rgb24toyv12_c(src, ydst, udst, vdst, w, 2, y_stride, uv_stride, src_stride,
                         c->input_rgb2yuv_table);
        row = 2;
        end = 2 + ((h - 3) & ~1);
    } else if (mmx) {
        end = 0;
    }
    for (; row < end; row += 2) {
        const uint8_t *s1 = src + row * src_stride;
        const uint8_t *s2 = row + 1 < h ? s1 + src_stride : s1;

        luma(ydst + row * y_stride, s1, w, k);
        if (row + 1 < h)
            luma(ydst + (row + 1) * y_stride, s2, w, k);
        chroma(udst + (row >> 1) * uv_stride, vdst + (row >> 1) * uv_stride, s1, s2, w >> 1, k);
    }
    if (mmx && end < h)
        ff_rgb24toyv12_c(src + end * src_stride, ydst + end * y_stride,
                         udst + (end >> 1) * uv_stride, vdst + (end >> 1) * uv_stride, w,
                         h - end, y_stride, uv_stride, src_stride, c->input_rgb2yuv_table);
}

/**
 * Which converter ff_rgb24toyv12 is: SL_CONVERT_RGB2YUV_SPECIAL for
 * ff_rgb24toyv12_c() of 7.0 and later, SL_CONVERT_RGB2YUV_SPECIAL_MMX for
 * the MMXEXT one, -1 for neither: its bytes of a probe of 32 x 8 pixels
 * against the route's of each
 */
static int rgb_to_yv12_probe(const SwsInternal *c, const SimdLessonDSPContext *dsp,
                             const SimdLessonRgbToYuv *k)
{
    enum { W = 32, H = 8, Y = W * H, UV = W / 2 * H / 2 };
    uint8_t src[3 * W * H], out[2][Y + 2 * UV];
    unsigned seed = 0x5eed;

    for (int i = 0; i < sizeof(src); i++) {
        seed = seed * 1664525 + 1013904223;
        src[i] = seed >> 24;
    }
    ff_rgb24toyv12(src, out[0], out[0] + Y, out[0] + Y + UV, W, H, W, W / 2, 3 * W,
                   c->input_rgb2yuv_table);
    for (int mmx = 0; mmx < 2; mmx++) {
        rgb_to_yv12_rows(c, dsp, mmx, src, 3 * W, out[1], out[1] + Y, out[1] + Y + UV, W,
                         W / 2, W, H, k);
        if (!memcmp(out[0], out[1], sizeof(out[0])))
            return mmx ? SL_CONVERT_RGB2YUV_SPECIAL_MMX : SL_CONVERT_RGB2YUV_SPECIAL;
    }
    return -1;
}

static int simdlesson_rgb_to_yv12(SwsInternal *c, const uint8_t *const src[],
                                  const int src_stride[], int y, int h,
                                  uint8_t *const dst[], const int dst_stride[])
{
    const SimdLessonConvert *const cv = &c->simdlesson_cv;
    const int w = c->opts.src_w;
    uint8_t *const ydst = dst[0] + y * (ptrdiff_t)dst_stride[0];
    uint8_t *const udst = dst[1] + (y >> 1) * (ptrdiff_t)dst_stride[1];
    uint8_t *const vdst = dst[2] + (y >> 1) * (ptrdiff_t)dst_stride[2];
    SimdLessonRgbToYuv k;

    /* (swscale's own: one chroma stride, or another context since has set
     * ff_rgb24toyv12 for other CPU flags) */
    if (!rgb_to_yuv_coeffs(c, &k) || dst_stride[1] != dst_stride[2] ||
        (void (*)(void))ff_rgb24toyv12 != cv->rgb24toyv12)
        ff_rgb24toyv12(src[0], ydst, udst, vdst, w, h, dst_stride[0], dst_stride[1],
                       src_stride[0], c->input_rgb2yuv_table);
    else
        rgb_to_yv12_rows(c, &cv->dsp, cv->kind == SL_CONVERT_RGB2YUV_SPECIAL_MMX, src[0],
                         src_stride[0], ydst, udst, vdst, dst_stride[0], dst_stride[1], w, h,
                         &k);
    for (int row = 0; dst[3] && row < h; row++)
        memset(dst[3] + (y + row) * (ptrdiff_t)dst_stride[3], 255, w);
    return h;
}

/** Plan c's conversion by swscale's bgr24 -> yuv420p converter */
static void plan_rgb_to_yv12(SwsInternal *c, char *why)
{
    SimdLessonRgbToYuv k;
    int kind;

#define WHY(...) do { snprintf(why, WHY_SIZE, __VA_ARGS__); return; } while (0)
    if (!EXTERNAL_AVX2_FAST(av_get_cpu_flags()))
        WHY("swscale's converter, as fast as simdlesson's below AVX2");
    if (!rgb_to_yuv_coeffs(c, &k))
        WHY("swscale's coefficients are beyond 16 bits");
    ff_simdlesson_dsp_init(&c->simdlesson_cv.dsp);
    kind = rgb_to_yv12_probe(c, &c->simdlesson_cv.dsp, &k);
    if (kind < 0)
        WHY("swscale's bgr24 -> yuv420p converter is neither of those simdlesson has");
    if (kind == SL_CONVERT_RGB2YUV_SPECIAL_MMX && c->opts.dst_w & 7)
        WHY("swscale's MMXEXT bgr24 -> yuv420p converter writes past the row at this width");
#undef WHY
    c->simdlesson_cv.kind = kind;
    c->simdlesson_cv.rgb24toyv12 = (void (*)(void))ff_rgb24toyv12;
    c->convert_unscaled = simdlesson_rgb_to_yv12;
    why[0] = 0;
}
#endif

#if RGB32_ROUTE
/*
 * YUV -> bgra and rgba (and bgr0, rgb0) as swscale's scaler writes them at
 * the same size on x86, where, without bitexact, MMX output functions
 * replace its C ones (x86/swscale.c, x86/swscale_template.c): for bgra and
 * rgba yuv2rgb32_X / yuv2bgr32_X, and for bgra yuv2rgb32_1, whose
 * arithmetic is on words: luma and chroma filtered vertically by pmulhw of
 * swscale's 15 bits by its coefficients, from vRounder (_X) or from 0 (_1:
 * the luma >> 4, and either the chroma of the first row >> 4 or, at
 * uvalpha >= 2048, the sum of two >> 5), then pmulhw by the context's
 * yCoeff ... vOffset and packuswb.  Its last two rows swscale writes with
 * its C functions (swscale.c), from its tables: the route with
 * yuv2rgb_rows() where those are in closed form (rgb_coeffs()), else
 * through swscale.
 */

/** The vertical filter swscale's MMX output function applies to row y's
 *  chroma (and the luma's round): the chroma rows, their coefficients (the
 *  taps of coefficient 0 left out, but in swscale's mean of two rows), and
 *  round */
typedef struct Rgb32Row {
    int taps, round;
    int row[RGB_MAX_TAPS];
    int16_t coef[RGB_MAX_TAPS];
} Rgb32Row;

/** The vertical filter swscale's MMX output function applies to row y:
 *  yuv2rgb32_1 where packed_vscale() calls yuv2packed1, else _X */
static void rgb32_filter(const SwsInternal *c, int y, Rgb32Row *r)
{
    const int cf = c->vChrFilterSize;
    const int16_t *chr = c->vChrFilter + y * cf;
    const int pos = c->vChrFilterPos[y];

    r->taps = 0;
    if (cf == 1 || (cf == 2 && chr[0] + chr[1] == 4096 && (uint16_t)chr[1] <= 4096)) {
        const int uvalpha = cf == 1 ? 0 : chr[1];      /* yuv2rgb32_1 */

        r->round = 0;
        for (int j = 0; j < 1 + (uvalpha >= 2048); j++) {
            r->row[r->taps]    = pos + j;
            r->coef[r->taps++] = uvalpha < 2048 ? 4096 : 2048;
        }
        return;
    }
    r->round = (int16_t)c->vRounder;                  /* yuv2rgb32_X */
    for (int j = 0; j < cf; j++) {
        if (chr[j]) {
            r->row[r->taps]    = pos + j;
            r->coef[r->taps++] = chr[j];
        }
    }
}

/** packed_vscale()'s choice of output function for row y, swscale's C
 *  ones being c1, c2 and cX: RGB32_MMX for an MMX one the route emulates
 *  (rgb32_filter()), RGB32_C for a C one (swscale's tables), RGB32_OTHER
 *  for another MMX one */
static int rgb32_row(const SwsInternal *c, int y, yuv2packed1_fn c1, yuv2packed2_fn c2,
                     yuv2packedX_fn cX)
{
    const int lf = c->vLumFilterSize, cf = c->vChrFilterSize;
    const int16_t *chr = c->vChrFilter + y * cf, *lum = c->vLumFilter + y * lf;

    if (lf == 2 && cf == 2 && lum[0] + lum[1] == 4096 && (uint16_t)lum[1] <= 4096 &&
        chr[0] + chr[1] == 4096 && (uint16_t)chr[1] <= 4096)
        return c->yuv2packed2 == c2 ? RGB32_C : RGB32_OTHER;
    if (lf != 1)
        return c->yuv2packedX == cX ? RGB32_C : RGB32_OTHER;
    if (cf == 1 || (cf == 2 && chr[0] + chr[1] == 4096 && (uint16_t)chr[1] <= 4096))
        return c->yuv2packed1 == c1 ? RGB32_C : RGB32_MMX;
    return c->yuv2packedX == cX ? RGB32_C :
           c->opts.flags & SWS_ACCURATE_RND ? RGB32_OTHER : RGB32_MMX;
}

/** The kind of rgb32_row() of every row swscale writes with its output
 *  functions of c (its last two with the C ones, whatever c's), or
 *  RGB32_OTHER where rows differ */
static int rgb32_rows(const SwsInternal *c)
{
    yuv2planar1_fn p1; yuv2planarX_fn pX; yuv2interleavedX_fn nv; yuv2anyX_fn any;
    yuv2packed1_fn c1; yuv2packed2_fn c2; yuv2packedX_fn cX;
    int kind = RGB32_C;

    ff_sws_init_output_funcs((SwsInternal *)c, &p1, &pX, &nv, &c1, &c2, &cX, &any);
    for (int y = 0; y < c->opts.dst_h - 2; y++) {
        const int k = rgb32_row(c, y, c1, c2, cX);
        if (y && k != kind)
            return RGB32_OTHER;
        kind = k;
    }
    return kind;
}

/** Row r's vertical filter (swscale's MMX one) of width chroma samples at
 *  srows, to dst: 8-bit samples, 9 to 16 bits, or the ring's 15-bit words */
static void rgb32_vfilter(const SimdLessonDSPContext *dsp, const RgbSource *rs, int ring,
                          int16_t *dst, const uint8_t *const *srows, const Rgb32Row *r,
                          ptrdiff_t width)
{
    if (ring)
        dsp->vfilter_mulhi_s15(dst, (const int16_t *const *)srows, r->coef, r->taps, width,
                               r->round);
    else if (rs->bits > 8)
        dsp->vfilter_mulhi_u16(dst, (const uint16_t *const *)srows, r->coef, r->taps, width,
                               r->round, rs->bits, rs->in_shift);
    else
        dsp->vfilter_mulhi_u8(dst, srows, r->coef, r->taps, width, r->round);
}

static int simdlesson_yuv2rgb32(SwsInternal *c, const uint8_t *const src[],
                                const int src_stride[], int y, int h,
                                uint8_t *const dst[], const int dst_stride[])
{
    const SimdLessonDSPContext *dsp = &c->simdlesson_cv.dsp;
    const int w = c->opts.dst_w, last = FFMAX(c->opts.dst_h - 2, y);
    const int end = FFMIN(y + h, last), swap = rgb_mul_swap(c->opts.dst_format);
    const int bpp = c->opts.dst_format == AV_PIX_FMT_BGR24 ? 3 : 4;
    const SimdLessonShuffle *shuf = &c->simdlesson_cv.shuf;
    const uint8_t *planes[4] = { NULL }, *vbase;
    Ring15 ring = { NULL };
    SimdLessonShuffleFunc pack = NULL;
    SimdLessonRgbMul k;
    RgbSource rs;
    int pq, pq_swap, direct;
    void (*uv_u8)(uint8_t *dst, const uint8_t *y, const uint8_t *const *uv,
                  const int16_t *coef, ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                  int p_first);
    void (*s15)(uint8_t *dst, const uint16_t *y, const int16_t *const *p, ptrdiff_t q_off,
                const int16_t *coef, ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                int bits, int in_shift);
    void (*uv_s15)(uint8_t *dst, const uint16_t *y, const int16_t *const *uv,
                   const int16_t *coef, ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                   int bits, int in_shift, int p_first);

    if (!whole_source(c, src, y, h))
        return ff_swscale(c, src, src_stride, y, h, dst, dst_stride, 0, c->opts.dst_h);
    rgb_source(c->opts.src_format, &rs);
    /* semi-planar chroma: filtered as one row of pairs for
     * yuv2rgb32_mulhi_pq (AVX2: the filter of the whole row takes 1.35x
     * less time than the split one, the output as long); the 512-bit
     * kernels take it split.  The pairs are (q, p) where P, the plane of
     * channel 0, is the second. */
    pq = rs.semi && !dsp_avx512();
    pq_swap = swap == rs.swap_uv;
    /* swscale writes rows of (w + 7) & ~7 pixels: past a row's end, into
     * the next row, which it writes after; but where the stride is
     * negative, into the row before, written already: such a call is its */
    if (!rgb_mul_coeffs(c, &k, swap) ||
        (dst_stride[0] < 0 && -dst_stride[0] < bpp * FFALIGN(w, 8)))
        return stock_rows(c, &rs, src, src_stride, y, y, h, dst, dst_stride);
    /* bgr24: by yuv2bgr24_mulhi where the DSP has it, else each chunk's
     * bgra, then the first three bytes of each pixel (plan_rgb32()'s shuf) */
    direct = bpp == 3 && !pq &&
             (rs.bits > 8 ? !!dsp->yuv2bgr24_mulhi_u16 : !!dsp->yuv2bgr24_mulhi_u8);
    if (bpp == 3 && !direct)
        pack = ff_simdlesson_repack_func(dsp, shuf);
    /* the one-pass kernels of that output (NULL where the DSP has none) */
    uv_u8  = direct ? dsp->yuv2bgr24_mulhi_uv_u8      : dsp->yuv2rgb32_mulhi_uv_u8;
    s15    = direct ? dsp->yuv2bgr24_mulhi_s15_u16    : dsp->yuv2rgb32_mulhi_s15_u16;
    uv_s15 = direct ? dsp->yuv2bgr24_mulhi_uv_s15_u16 : dsp->yuv2rgb32_mulhi_uv_s15_u16;
    whole_planes(&rs, src, src_stride, y, planes);
    vbase = rs.semi ? planes[1] : planes[2];
    /* (4:2:2: each chroma row is read by one output row, and converted as
     * it is read) */
    if ((rs.bits > 8 || pq) && rs.log2_chroma_h && ring15_alloc(&ring, c, &rs) < 0)
        return AVERROR(ENOMEM);

    for (int row = y; row < end; row++) {
        const uint8_t *yrow = planes[0] + row * (ptrdiff_t)src_stride[0];
        const uint8_t *rows[2][RGB_MAX_TAPS];
        uint8_t *out = dst[0] + row * (ptrdiff_t)dst_stride[0];
        const int bytes = rs.bits > 8 ? 2 : 1, cs = rs.semi ? 2 : 1;
        const int cbytes = ring.buf ? 2 : bytes;    /* (a chroma sample's) */
        Rgb32Row r;

        rgb32_filter(c, row, &r);
        for (int j = 0; j < r.taps; j++) {
            rows[0][j] = planes[1] + r.row[j] * (ptrdiff_t)src_stride[1];
            rows[1][j] = vbase + r.row[j] * (ptrdiff_t)src_stride[rs.semi ? 1 : 2];
            if (ring.buf)
                ring15_row(&ring, c, &rs, r.row[j], &rows[0][j], &rows[1][j]);
        }
        for (int x = 0; x < w; x += RGB_CHUNK) {
            const int n = FFMIN(RGB_CHUNK, w - x), cn = (n + 1) >> 1, cx = x >> 1;
            int16_t ubuf[RGB_CHUNK / 2], vbuf[RGB_CHUNK / 2], pqbuf[RGB_CHUNK];
            uint8_t bgra[4 * RGB_CHUNK];
            const uint8_t *srows[RGB_MAX_TAPS], *ysrc = yrow + x * bytes;
            uint8_t *o = pack ? bgra : out + 4 * x;
            /* (the one-pass kernels' output: 4-byte, or direct bgr24) */
            uint8_t *const po = direct ? out + 3 * x : o;
            const int one_pass = !pq && !pack && r.taps == 4;

            /* nv12 under bicubic: its four chroma rows' filter and the
             * output in one pass where the DSP has it, for the output's
             * stores to go on while the chroma is filtered */
            if (one_pass && rs.semi && rs.bits == 8 && uv_u8) {
                for (int j = 0; j < r.taps; j++)
                    srows[j] = rows[0][j] + cx * 2;
                uv_u8(po, ysrc, srows, r.coef, n, &k, r.round, swap != rs.swap_uv);
                continue;
            }
            /* and 4:2:0 of 9 to 16 bits, its chroma rows in the ring:
             * rows of pairs (p010), or each row's two planes, q_off apart */
            if (one_pass && rs.semi && ring.buf && uv_s15) {
                const int16_t *uvrows[4];

                for (int j = 0; j < r.taps; j++)
                    uvrows[j] = (const int16_t *)rows[0][j] + 2 * cx;
                uv_s15(po, (const uint16_t *)ysrc, uvrows, r.coef, n, &k, r.round, rs.bits,
                       rs.in_shift, swap != rs.swap_uv);
                continue;
            }
            if (one_pass && !rs.semi && ring.buf && s15) {
                const int16_t *prows[4];

                for (int j = 0; j < r.taps; j++)
                    prows[j] = (const int16_t *)rows[swap ? 0 : 1][j] + cx;
                s15(po, (const uint16_t *)ysrc, prows,
                    rows[swap ? 1 : 0][0] - rows[swap ? 0 : 1][0], r.coef, n, &k, r.round,
                    rs.bits, rs.in_shift);
                continue;
            }
            for (int plane = 0; plane < 2 - rs.semi; plane++) {
                int16_t *buf = plane ? vbuf : ubuf;
                for (int j = 0; j < r.taps; j++)
                    srows[j] = rows[plane][j] + cx * cs * cbytes;
                if (pq)
                    rgb32_vfilter(dsp, &rs, !!ring.buf, pqbuf, srows, &r, 2 * cn);
                else if (rs.semi && ring.buf)
                    dsp->vfilter_mulhi_uv_s15(rs.swap_uv ? vbuf : ubuf, rs.swap_uv ? ubuf : vbuf,
                                              (const int16_t *const *)srows, r.coef, r.taps,
                                              cn, r.round);
                else if (rs.semi && rs.bits > 8)
                    dsp->vfilter_mulhi_uv_u16(rs.swap_uv ? vbuf : ubuf, rs.swap_uv ? ubuf : vbuf,
                                              (const uint16_t *const *)srows, r.coef, r.taps,
                                              cn, r.round, rs.bits, rs.in_shift);
                else if (rs.semi)
                    dsp->vfilter_mulhi_uv_u8(rs.swap_uv ? vbuf : ubuf, rs.swap_uv ? ubuf : vbuf,
                                             srows, r.coef, r.taps, cn, r.round);
                else
                    rgb32_vfilter(dsp, &rs, !!ring.buf, buf, srows, &r, cn);
            }
            if (pq && rs.bits > 8)
                dsp->yuv2rgb32_mulhi_pq_u16(o, (const uint16_t *)ysrc, pqbuf, n, &k,
                                            r.round, rs.bits, rs.in_shift, pq_swap);
            else if (pq)
                dsp->yuv2rgb32_mulhi_pq_u8(o, ysrc, pqbuf, n, &k, r.round, pq_swap);
            else if (direct && rs.bits > 8)
                dsp->yuv2bgr24_mulhi_u16(out + 3 * x, (const uint16_t *)ysrc,
                                         swap ? ubuf : vbuf, swap ? vbuf : ubuf, n, &k,
                                         r.round, rs.bits, rs.in_shift);
            else if (direct)
                dsp->yuv2bgr24_mulhi_u8(out + 3 * x, ysrc, swap ? ubuf : vbuf,
                                        swap ? vbuf : ubuf, n, &k, r.round);
            else if (rs.bits > 8)
                dsp->yuv2rgb32_mulhi_u16(o, (const uint16_t *)ysrc,
                                         swap ? ubuf : vbuf, swap ? vbuf : ubuf, n, &k,
                                         r.round, rs.bits, rs.in_shift);
            else
                dsp->yuv2rgb32_mulhi_u8(o, ysrc, swap ? ubuf : vbuf,
                                        swap ? vbuf : ubuf, n, &k, r.round);
            if (pack)
                pack(out + 3 * x, bgra, n, shuf);
        }
    }
    /* swscale's last two rows: its C output functions, from its tables */
    if (y + h > end) {
        SimdLessonRgbCoeffs t;
        int alpha_first;

        if (rgb_coeffs(c, &t, rgb_bgr(c->opts.dst_format, &alpha_first)))
            yuv2rgb_rows(c, &rs, planes, src_stride, end, y + h, dst, dst_stride, &t);
        else
            stock_rows(c, &rs, src, src_stride, y, end, y + h - end, dst, dst_stride);
    }
    av_free(ring.buf);
    return h;
}

static void plan_rgb32(SwsInternal *c, const RgbSource *rs, char *why)
{
    const int ch = AV_CEIL_RSHIFT(c->opts.src_h, rs->log2_chroma_h);
    SimdLessonRgbMul k;

#define WHY(...) do { snprintf(why, WHY_SIZE, __VA_ARGS__); return; } while (0)
    if (!(av_get_cpu_flags() & AV_CPU_FLAG_AVX2))
        WHY("swscale's MMX output, as fast as simdlesson's below AVX2");
    if (!rgb_mul_coeffs(c, &k, rgb_mul_swap(c->opts.dst_format)) ||
        c->vRounder != (c->vRounder & 0xffff) * 0x0001000100010001ULL)
        WHY("simdlesson has no exact conversion of this pair");
    for (int y = 0; y < c->opts.dst_h - 2; y++) {
        Rgb32Row r;

        rgb32_filter(c, y, &r);
        if (r.taps == 2 && r.round == 0 && rs->bits > 10)
            WHY("swscale's MMX chroma mean of 12 and 14 bits differs from simdlesson's");
        for (int j = 0; j < r.taps; j++)
            if (r.row[j] < 0 || r.row[j] >= ch)
                WHY("swscale's chroma filter reaches beyond the picture");
    }
    /* bgr24: the repack that drops bgra's alpha bytes, once */
    if (c->opts.dst_format == AV_PIX_FMT_BGR24) {
        static const int8_t bgr[3] = { 0, 1, 2 };

        if (ff_simdlesson_repack_init(&c->simdlesson_cv.shuf, 4, 3, bgr) < 0)
            WHY("simdlesson has no exact conversion of this pair");
    }
#undef WHY
    why[0] = 0;
}
#endif

/* RGB -> YUV as swscale's scaler writes it: x86, every series (before
 * 8.0, the range conversion takes no coefficients: the compat patches) */
#define RGB2YUV_ROUTE ARCH_X86

#if RGB2YUV_ROUTE
/*
 * rgb24, bgr24, the 4-byte orders, gbrp and gbrap -> yuv420p, yuv422p,
 * yuv444p, nv12 and nv21 as swscale's scaler writes them at the same size
 * (and 16-bit RGB, below): each source row to its 15 bits by its input
 * functions (input.c: rgb24ToY_c and its x86 twins, which give the same
 * words; the chroma of each pair of pixels by rgb24ToUV_half_c, at an even
 * width, or of each pixel by rgb24ToUV_c for yuv444p), which its
 * horizontal filter must leave unchanged (probed);
 * to full range by the context's own lumConvertRange and chrConvertRange,
 * when it has them (full-range YUV: its input_rgb2yuv_table is always that
 * of limited range); luma written by yuv2plane1 with its dither of 64 (no
 * filter: probed); chroma filtered vertically by its coefficients
 * vChrFilter, with its MMX filter (x86/yuv2yuvX.asm: yuv420p without
 * accurate_rnd or bitexact, but for the last two rows) or else with
 * yuv2planeX_8_c's and yuv2nv12cX_c's arithmetic, which their x86 versions
 * share (yuv422p and yuv444p: one row of coefficient 4096, yuv2plane1's
 * arithmetic).  The coefficients of the context's input_rgb2yuv_table and
 * its range conversion are read at each call.
 *
 * gbrp and gbrap: swscale's planar input functions (planar_rgb_to_y,
 * planar_rgb_to_uv, gbr24pToUV_half_c; their x86 versions give the same
 * words) are those of rgb24 on the same pixels: the same sums and
 * roundings, and logical shifts where rgb24's are arithmetic, which leave
 * the same low 16 bits.  Each row is merged to rgb24 (merge3_u8), and
 * converted as rgb24.
 *
 * rgb48, bgr48, rgba64 and bgra64 (big-endian: their rows' words swapped
 * first, shuffle_6 and shuffle_8, as rgb48BEToY_c & co. read them):
 * swscale's rgb48LEToY_c & co. keep 16 bits ((sum + (0x2001 << 14)) >> 15,
 * chroma (sum + (0x10001 << 14)) >> 15, of pairs the means (a + b + 1) >> 1
 * of their words), which its horizontal filter of 16-bit input shifts to
 * 15 (hScale16To15_c: >> 1; probed); rgb48_to_p15 & co. give those words,
 * and luma goes through 15 bits.  To 8 bits swscale dithers them
 * (should_dither: ff_dither_8x8_128, rgb2yuv_dither()).
 */

#define YUV_RING 16     ///< chroma rows of 15 bits kept (vChrFilterSize <= 8)
#define Y15_ROUND  ((32 << 14) + (1 << 8))      ///< rgb24ToY_c's
#define UV15_ROUND ((256 << 14) + (1 << 8))     ///< rgb24ToUV_c's
#define Y48_ROUND  (0x2001 << 14)               ///< rgb48LEToY_c's
#define UV48_ROUND (0x10001 << 14)              ///< rgb48LEToUV_c's

/**
 * The rows that make the route's vertical filters dither as swscale does
 * for 16-bit sources to 8 bits: it adds ff_dither_8x8_128[y & 7][x & 7] to
 * luma row y (yuv2plane1: (s + d) >> 7), and [i & 7][x & 7] to U, [i &
 * 7][(x + 3) & 7] to V of chroma row i, before the shift (yuv2planeX and
 * yuv2plane1: d << 12 in the sum; its MMX yuv2yuvX: from ((taps - 1) * 8 +
 * d) >> 4 on 16 bits; its yuv2nv12cX: at the bytes nv12_dither_map()
 * finds; but for the last two rows, where swscale.c takes the C functions).
 * Each becomes one more row of the filter, of coefficient 4096 (planeX:
 * d), or -32768 (yuv2yuvX: -2 times the start, which pmulhw makes the
 * start).  Into d, for k = 0 to 7: luma rows d + k * luma_w; chroma rows
 * (RGB2YUV_DITHER_*) U at d + 8 * luma_w + (2 * k + kind) * ring_w, V
 * ring_w after it (nv12's: of bytes map[0][x & 7] and map[1][x & 7]).
 */
enum { RGB2YUV_DITHER_C = 0, RGB2YUV_DITHER_MMX = 16, RGB2YUV_DITHER_NV12 = 32 };
#define RGB2YUV_DITHER_ROWS(luma_w, ring_w) (8 * (luma_w) + 48 * (ring_w))

static void rgb2yuv_dither(int16_t *d, int w, int cw, ptrdiff_t luma_w, ptrdiff_t ring_w,
                           int taps, const uint8_t map[2][8])
{
    for (int k = 0; k < 8; k++) {
        const uint8_t *dk = ff_dither_8x8_128[k];
        int16_t *l = d + k * luma_w, *u = d + 8 * luma_w + 2 * k * ring_w;
        int16_t *m = u + RGB2YUV_DITHER_MMX * ring_w, *n = u + RGB2YUV_DITHER_NV12 * ring_w;

        for (int x = 0; x < w; x++)
            l[x] = dk[x & 7];
        for (int x = 0; x < cw; x++) {
            u[x]          = dk[x & 7];
            u[x + ring_w] = dk[(x + 3) & 7];
            m[x]          = -2 * (((taps - 1) * 8 + dk[x & 7]) >> 4);
            m[x + ring_w] = -2 * (((taps - 1) * 8 + dk[(x + 3) & 7]) >> 4);
            n[x]          = dk[map[0][x & 7]];
            n[x + ring_w] = dk[map[1][x & 7]];
        }
    }
}

/**
 * Which of the 8 dither bytes c's yuv2nv12cX adds to U and to V of pair x,
 * into map[0][x & 7] and map[1][x & 7] (swscale's C: x & 7 and (x + 3) &
 * 7; its AVX2: another order).  0 if a sample takes no dither byte, or
 * more than one, or the pattern does not repeat every 8 pairs.
 */
static int nv12_dither_map(const SwsInternal *c, uint8_t map[2][8])
{
    enum { N = 16 };
    DECLARE_ALIGNED(32, int16_t, one)[N];
    DECLARE_ALIGNED(32, uint8_t, out)[2 * N];
    static const int16_t unit = 4096;
    const int16_t *rows[1] = { one };
    const int swap = c->opts.dst_format == AV_PIX_FMT_NV21;
    int hits[2][N] = { { 0 } };
    uint8_t d[8];

    for (int x = 0; x < N; x++)
        one[x] = 1;
    for (int k = 0; k < 8; k++) {
        /* (1 << 12 from the row, 127 << 12 from byte k: (k's + 1) >> 7) */
        memset(d, 0, sizeof(d));
        d[k] = 127;
        c->yuv2nv12cX(c->opts.dst_format, d, &unit, 1, rows, rows, out, N);
        for (int x = 0; x < N; x++) {
            for (int b = 0; b < 2; b++) {
                const int row = b ^ swap;   /* (0: U; nv21: V first) */
                if (out[2 * x + b] > 1)
                    return 0;
                if (out[2 * x + b] && hits[row][x]++)
                    return 0;
                if (out[2 * x + b] && x < 8)
                    map[row][x] = k;
                else if (out[2 * x + b] && map[row][x & 7] != k)
                    return 0;
            }
        }
    }
    for (int x = 0; x < N; x++)
        if (!hits[0][x] || !hits[1][x])
            return 0;
    return 1;
}

/** The packed format whose rows the kernels read for fmt: planar RGB is
 *  merged to rgb24, big-endian words are swapped */
static enum AVPixelFormat rgb2yuv_packed(enum AVPixelFormat fmt)
{
    switch (fmt) {
    case AV_PIX_FMT_GBRP: case AV_PIX_FMT_GBRAP: return AV_PIX_FMT_RGB24;
    case AV_PIX_FMT_RGB48BE:  return AV_PIX_FMT_RGB48LE;
    case AV_PIX_FMT_BGR48BE:  return AV_PIX_FMT_BGR48LE;
    case AV_PIX_FMT_RGBA64BE: return AV_PIX_FMT_RGBA64LE;
    case AV_PIX_FMT_BGRA64BE: return AV_PIX_FMT_BGRA64LE;
    default:                  return fmt;
    }
}

/** The coefficients of c for the bytes of src's pixels: 0 if one is
 *  beyond 16 bits, or a sum can leave swscale's 15 bits */
static int rgb2yuv_coeffs(const SwsInternal *c, SimdLessonRgbToYuv *k)
{
    static const int idx[3][3] = {
        { RY_IDX, GY_IDX, BY_IDX }, { RU_IDX, GU_IDX, BU_IDX }, { RV_IDX, GV_IDX, BV_IDX },
    };
    const AVPixFmtDescriptor *d = av_pix_fmt_desc_get(rgb2yuv_packed(c->opts.src_format));
    const int wide = d->comp[0].depth > 8, max = (1 << d->comp[0].depth) - 1;
    int16_t *rows[3] = { k->y, k->u, k->v };

    memset(k, 0, sizeof(*k));
    for (int i = 0; i < 3; i++) {
        /* the sums' bounds over every pixel: swscale's rows of 15 bits
         * clip (its x86 input functions saturate, hScale16To15_c clips)
         * where the kernels keep the low bits, so the words must stay in
         * [0, 16383] (every matrix of swscale's does); of 16-bit channels,
         * the sums >> 15 in [0, 65535] (its uint16_t rows) */
        int64_t lo = wide ? (i ? UV48_ROUND : Y48_ROUND) : i ? UV15_ROUND : Y15_ROUND, hi = lo;
        for (int j = 0; j < 3; j++) {
            const int32_t v = c->input_rgb2yuv_table[idx[i][j]];
            if (v != (int16_t)v)
                return 0;
            rows[i][d->comp[j].offset >> wide] = v;
            lo += FFMIN(v, 0) * (int64_t)max;
            hi += FFMAX(v, 0) * (int64_t)max;
        }
        if (lo < 0 || (wide ? hi >> 15 > 65535 : hi >> 9 > 16383))
            return 0;
    }
    return 1;
}

/** The bytes of a pixel of fmt's rows as the kernels read them, or 0 */
static int rgb2yuv_source(enum AVPixelFormat fmt)
{
    switch (fmt) {
    case AV_PIX_FMT_RGB24: case AV_PIX_FMT_BGR24: case AV_PIX_FMT_GBRP: case AV_PIX_FMT_GBRAP:
        return 3;
    case AV_PIX_FMT_RGBA: case AV_PIX_FMT_BGRA: case AV_PIX_FMT_ARGB: case AV_PIX_FMT_ABGR:
        return 4;
    case AV_PIX_FMT_RGB48LE: case AV_PIX_FMT_BGR48LE:
    case AV_PIX_FMT_RGB48BE: case AV_PIX_FMT_BGR48BE:
        return 6;
    case AV_PIX_FMT_RGBA64LE: case AV_PIX_FMT_BGRA64LE:
    case AV_PIX_FMT_RGBA64BE: case AV_PIX_FMT_BGRA64BE:
        return 8;
    default:
        return 0;
    }
}

static int rgb2yuv_dest(enum AVPixelFormat fmt)
{
    return fmt == AV_PIX_FMT_YUV420P || fmt == AV_PIX_FMT_YUV422P || fmt == AV_PIX_FMT_YUV444P ||
           fmt == AV_PIX_FMT_NV12 || fmt == AV_PIX_FMT_NV21 || fmt == AV_PIX_FMT_YUV420P10LE ||
           fmt == AV_PIX_FMT_YUV422P10LE || fmt == AV_PIX_FMT_YUV444P10LE ||
           fmt == AV_PIX_FMT_P010LE;
}

/** Row r of the source whose planes' row 0 base[] points at: packed, in
 *  place; else (merged not NULL) into merged: planar RGB merged to rgb24,
 *  big-endian words swapped by le */
static const uint8_t *rgb2yuv_row(const SwsInternal *c, const uint8_t *const base[],
                                  const int stride[], int r, uint8_t *merged,
                                  const SimdLessonShuffle *le)
{
    const SimdLessonDSPContext *dsp = &c->simdlesson_cv.dsp;

    if (!merged)
        return base[0] + r * (ptrdiff_t)stride[0];
    if (le) {
        (le->pixel_bytes == 6 ? dsp->shuffle_6 : dsp->shuffle_8)(
            merged, base[0] + r * (ptrdiff_t)stride[0], c->opts.src_w, le);
        return merged;
    }
    /* (gbrp's planes: G, B, R) */
    c->simdlesson_cv.dsp.merge3_u8(merged, base[2] + r * (ptrdiff_t)stride[2],
                                   base[0] + r * (ptrdiff_t)stride[0],
                                   base[1] + r * (ptrdiff_t)stride[1], c->opts.src_w);
    return merged;
}

/** Chroma row of 15 bits of the source row src into u and v, as swscale's
 *  input function, horizontal filter and range conversion leave it */
static void rgb2yuv_chroma_row(const SwsInternal *c, int16_t *u, int16_t *v,
                               const uint8_t *src, int cw, int bpp,
                               const SimdLessonRgbToYuv *k)
{
    const SimdLessonDSPContext *dsp = &c->simdlesson_cv.dsp;
    const uint16_t *const src16 = (const uint16_t *)src;

    if (!c->chrDstHSubSample && bpp > 4) {
        void (*const p15)(int16_t *, const uint16_t *, ptrdiff_t, const int16_t *, int) =
            bpp == 6 ? dsp->rgb48_to_p15 : dsp->rgba64_to_p15;
        p15(u, src16, cw, k->u, UV48_ROUND);
        p15(v, src16, cw, k->v, UV48_ROUND);
    } else if (!c->chrDstHSubSample) {
        void (*const p15)(int16_t *, const uint8_t *, ptrdiff_t, const int16_t *, int) =
            bpp == 3 ? dsp->rgb24_to_p15 : dsp->rgb32_to_p15;
        p15(u, src, cw, k->u, UV15_ROUND);
        p15(v, src, cw, k->v, UV15_ROUND);
    } else if (bpp > 4) {
        (bpp == 6 ? dsp->rgb48_to_uv15 : dsp->rgba64_to_uv15)(u, v, src16, cw, k);
    } else {
        (bpp == 3 ? dsp->rgb24_to_uv15 : dsp->rgb32_to_uv15)(u, v, src, cw, k);
    }
    if (c->chrConvertRange)
        c->chrConvertRange(u, v, cw, c->chrConvertRange_coeff, c->chrConvertRange_offset);
}

/** Whether a plane's stride is negative and shorter than the rows swscale
 *  writes: its x86 vertical filters write whole vectors (yuv2plane1: rows
 *  of FFALIGN(w, 16) samples), past a row's end into the next row, which
 *  it writes after; where the stride is negative, into the row before,
 *  written already: such a call is its own */
static int short_negative_stride(const SwsInternal *c, const int dst_stride[])
{
    const int planes = av_pix_fmt_count_planes(c->opts.dst_format);

    for (int p = 0; p < planes; p++) {
        const int samples = p ? c->chrDstW * (planes == 2 ? 2 : 1) : c->opts.dst_w;
        if (dst_stride[p] < 0 && -dst_stride[p] < FFALIGN(samples, 16) * (c->dstBpc > 8 ? 2 : 1))
            return 1;
    }
    return 0;
}

/** A chroma row of the vertical filter whose planes wait for the next
 *  source rows' conversions, one plane each, to be filtered in the same
 *  pass (rgb32_to_y_uv15_mulhi(), _s16()); its taps padded to 8 with
 *  coefficients 0 */
typedef struct WaitRow {
    uint8_t *dst[2];        ///< its planes (semi: the row, then one byte on)
    const int16_t *rows[2][8];
    int16_t coef[8];
    int next;               ///< the plane of the next conversion; 2: none waits
} WaitRow;

/** The planes of w that wait, filtered now */
static void wait_flush(const SimdLessonDSPContext *dsp, WaitRow *w, int semi, int cw,
                       int round)
{
    if (semi && w->next < 2)    /* (the row whole: the same bytes of a plane done) */
        dsp->vfilter_s16_uv(w->dst[0], w->rows[0], w->rows[1][0] - w->rows[0][0], w->coef, 8,
                            cw, round);
    else
        for (; w->next < 2; w->next++)
            dsp->vfilter_s16_mulhi(w->dst[w->next], w->rows[w->next], w->coef, 8, cw, round);
    w->next = 2;
}

static int simdlesson_rgb2yuv(SwsInternal *c, const uint8_t *const src[],
                              const int src_stride[], int y, int h,
                              uint8_t *const dst[], const int dst_stride[])
{
    static const int16_t unit = 4096;           ///< yuv2plane1's one row
    const SimdLessonDSPContext *dsp = &c->simdlesson_cv.dsp;
    const enum AVPixelFormat out = c->opts.dst_format;
    const int w = c->opts.dst_w, cw = c->chrDstW, dh = c->opts.dst_h;
    const int cf = c->vChrFilterSize, bpp = rgb2yuv_source(c->opts.src_format);
    const int semi = out == AV_PIX_FMT_NV12 || out == AV_PIX_FMT_NV21 || out == AV_PIX_FMT_P010LE;
    const int swap = out == AV_PIX_FMT_NV21, vs = c->chrDstVSubSample;
    /* 10-bit: p010 keeps its bits high */
    const int bits = c->dstBpc, lshift = out == AV_PIX_FMT_P010LE ? 16 - bits : 0;
    /* 16-bit channels (rgb48, rgba64): rows of 15 bits, then yuv2plane1;
     * to 8 bits, dithered (rgb2yuv_dither()) */
    const int wide = bpp > 4, dither = wide && bits == 8;
    /* the fused kernel: luma bytes and the chroma of pairs of 15 bits,
     * without range conversion; else rows of 15 bits, then yuv2plane1 */
    const int fused = bits == 8 && c->chrDstHSubSample && !c->lumConvertRange &&
                      !c->chrConvertRange && !wide;
    /* yuv2yuvX's start: (its filter size - 1) << 3 plus the dither, >> 4 */
    const int mmx_round = ((cf - 1) * 8 + 64) >> 4;
    /* (fused: no dither) */
    const int wait_round = semi ? 64 << 12 : mmx_round;
    /* (slack after each row: swscale's range conversion writes whole
     * vectors of up to 32 bytes) */
    const ptrdiff_t ring_w = FFALIGN(cw, 32) + 48, luma_w = FFALIGN(w, 32) + 48;
    const int planar = isPlanarRGB(c->opts.src_format);
    const int be = !!(av_pix_fmt_desc_get(c->opts.src_format)->flags & AV_PIX_FMT_FLAG_BE);
    const uint8_t *base[4] = { NULL };
    void (*const to_y_uv15)(uint8_t *, int16_t *, int16_t *, const uint8_t *, ptrdiff_t,
                            const SimdLessonRgbToYuv *) =
        bpp == 3 ? dsp->rgb24_to_y_uv15 : dsp->rgb32_to_y_uv15;
    /* the fused kernel and the filter of a chroma row that waits (its rows
     * done): MMX's (yuv420p) or nv12's (NULL in C) */
    void (*const to_y_uv15_filter)(uint8_t *, int16_t *, int16_t *, const uint8_t *, ptrdiff_t,
                                   const SimdLessonRgbToYuv *, uint8_t *, const int16_t *const *,
                                   const int16_t *, int) =
        semi ? (bpp == 3 ? dsp->rgb24_to_y_uv15_s16 : dsp->rgb32_to_y_uv15_s16) :
               (bpp == 3 ? dsp->rgb24_to_y_uv15_mulhi : dsp->rgb32_to_y_uv15_mulhi);
    void (*const to_p15)(int16_t *, const uint8_t *, ptrdiff_t, const int16_t *, int) =
        bpp == 3 ? dsp->rgb24_to_p15 : dsp->rgb32_to_p15;
    void (*const to_p15_16)(int16_t *, const uint16_t *, ptrdiff_t, const int16_t *, int) =
        bpp == 6 ? dsp->rgb48_to_p15 : dsp->rgba64_to_p15;
    void (*const to_p8)(uint8_t *, const uint8_t *, ptrdiff_t, const int16_t *, int) =
        bpp == 3 ? dsp->rgb24_to_p8 : dsp->rgb32_to_p8;
    void (*const to_p16)(uint16_t *, const uint8_t *, ptrdiff_t, const int16_t *, int, int,
                         int) = bpp == 3 ? dsp->rgb24_to_p16 : dsp->rgb32_to_p16;
    int ring_row[YUV_RING], i0, i1, r0, r1, direct;
    /* a chroma row whose planes are filtered with the next two source
     * rows' conversions (its rows stay in the ring) */
    WaitRow wait = { .next = 2 };
    int16_t *ring, *luma, *dith;
    uint16_t *uv16;                             ///< p010: u and v, then interleaved
    uint8_t *merged = NULL;                     ///< planar RGB: a row as rgb24; BE: as LE
    /* BE: the words' bytes swapped (plan_yuv()) */
    const SimdLessonShuffle *const le = be ? &c->simdlesson_cv.shuf : NULL;
    SimdLessonRgbToYuv k;

    if (!whole_source(c, src, y, h))
        return ff_swscale(c, src, src_stride, y, h, dst, dst_stride, 0, dh);
    for (int p = 0; p < av_pix_fmt_count_planes(c->opts.src_format); p++)
        base[p] = src[p] - y * (ptrdiff_t)src_stride[p];
    ring = av_malloc((2 * YUV_RING * ring_w + luma_w + 2 * ring_w +
                      (dither ? RGB2YUV_DITHER_ROWS(luma_w, ring_w) : 0)) * sizeof(*ring) +
                     (planar ? 3 : be ? bpp : 0) * luma_w);
    if (!ring || !rgb2yuv_coeffs(c, &k) || !c->lumConvertRange != !c->chrConvertRange ||
        short_negative_stride(c, dst_stride)) {
        uint8_t *rows[4];

        for (int p = 0; p < 4; p++)
            rows[p] = dst[p] ? dst[p] + (p == 1 || p == 2 ? y >> vs : y) * (ptrdiff_t)dst_stride[p]
                             : NULL;
        av_free(ring);
        return ff_swscale(c, base, src_stride, 0, c->opts.src_h, rows, dst_stride, y, h);
    }
    luma = ring + 2 * YUV_RING * ring_w;
    uv16 = (uint16_t *)(luma + luma_w);
    dith = (int16_t *)(uv16 + 2 * ring_w);
    if (dither)
        rgb2yuv_dither(dith, w, cw, luma_w, ring_w, cf, c->simdlesson_cv.nv12_dither);
    if (planar || be)
        merged = (uint8_t *)(dith + (dither ? RGB2YUV_DITHER_ROWS(luma_w, ring_w) : 0));
    for (int i = 0; i < YUV_RING; i++)
        ring_row[i] = -1;

    /* one pass down the rows: each row's luma and its chroma of 15 bits
     * from one read of the row, then each chroma row whose last tap is that
     * row (chroma row i is written with luma row i << vs); the rows of 15
     * bits above the slice or below it computed when first needed */
    i0 = (y + (1 << vs) - 1) >> vs;
    i1 = (y + h + (1 << vs) - 1) >> vs;
    /* 4:4:4 without range conversion, each chroma row its source row's
     * (one tap of 4096): every plane written from the source row at once */
    direct = !c->chrDstHSubSample && !vs && cf == 1 && !c->lumConvertRange && !wide;
    for (int j = i0; j < i1 && direct; j++)
        direct = c->vChrFilter[j] == 4096 && c->vChrFilterPos[j] == j;
    if (direct)
        i0 = i1;
    r0 = i0 < i1 ? FFMIN(y, c->vChrFilterPos[i0]) : y;
    r1 = i0 < i1 ? FFMAX(y + h, c->vChrFilterPos[i1 - 1] + cf) : y + h;
    for (int row = r0, i = i0; row < FFMIN(r1, c->opts.src_h); row++) {
        if (row >= y && row < y + h) {
            const int slot = row % YUV_RING;
            int16_t *u = ring + 2 * slot * ring_w;
            const uint8_t *const in = rgb2yuv_row(c, base, src_stride, row, merged, le);

            uint8_t *const out_y = dst[0] + row * (ptrdiff_t)dst_stride[0];

            if (fused && wait.next < 2) {
                to_y_uv15_filter(out_y, u, u + ring_w, in, cw, &k, wait.dst[wait.next],
                                 wait.rows[wait.next], wait.coef, wait_round);
                wait.next++;
            } else if (fused) {     /* (the width is even: plan_yuv()) */
                to_y_uv15(out_y, u, u + ring_w, in, cw, &k);
            } else if (!c->lumConvertRange && !wide) {  /* yuv2plane1's planes in one step */
                const int16_t *const kp[3] = { k.y, k.u, k.v };

                for (int p = 0; p < (direct ? 3 : 1); p++) {
                    uint8_t *const o = dst[p] + row * (ptrdiff_t)dst_stride[p];
                    const int round = p ? UV15_ROUND : Y15_ROUND;

                    if (bits > 8)
                        to_p16((uint16_t *)o, in, w, kp[p], round, bits,
                               p ? 0 : lshift);
                    else
                        to_p8(o, in, w, kp[p], round);
                }
                if (!direct)
                    rgb2yuv_chroma_row(c, u, u + ring_w, in, cw, bpp, &k);
            } else {                            /* through 15 bits and the range */
                if (wide)
                    to_p15_16(luma, (const uint16_t *)in, w, k.y, Y48_ROUND);
                else
                    to_p15(luma, in, w, k.y, Y15_ROUND);
                if (c->lumConvertRange)
                    c->lumConvertRange(luma, w, c->lumConvertRange_coeff,
                                       c->lumConvertRange_offset);
                if (bits > 8) {
                    dsp->vfilter_s16_u16((uint16_t *)out_y, (const int16_t *const *)&luma,
                                         &unit, 1, w, bits, lshift);
                } else if (dither) {
                    static const int16_t units[2] = { 4096, 4096 };
                    const int16_t *const rows[2] = { luma, dith + (row & 7) * luma_w };

                    dsp->vfilter_s16(out_y, rows, units, 2, w, 0);
                } else {
                    dsp->vfilter_s16(out_y, (const int16_t *const *)&luma, &unit, 1, w,
                                     64 << 12);
                }
                rgb2yuv_chroma_row(c, u, u + ring_w, in, cw, bpp, &k);
            }
            ring_row[slot] = row;
        }
        for (; i < i1 && FFMIN(c->vChrFilterPos[i] + cf - 1, c->opts.src_h - 1) <= row; i++) {
            const int16_t *chr = c->vChrFilter + i * cf;
            /* (and the dither's row) */
            const int16_t *urows[RGB_MAX_TAPS + 1], *vrows[RGB_MAX_TAPS + 1];
            int16_t coef[RGB_MAX_TAPS + 1];
            int taps = 0;
            /* swscale's x86 output functions, but at the last two rows
             * (swscale.c); its MMX filter */
            const int x86 = (i << vs) < dh - 2;
            const int mmx = !semi && bits == 8 && c->use_mmx_vfilter && cf > 1 && x86;

            for (int j = 0; j < cf; j++) {
                const int r = c->vChrFilterPos[i] + j, slot = r % YUV_RING;
                int16_t *u, *v;

                if (!chr[j])
                    continue;
                u = ring + 2 * slot * ring_w;
                v = u + ring_w;
                if (ring_row[slot] != r) {
                    wait_flush(dsp, &wait, semi, cw, wait_round);
                    rgb2yuv_chroma_row(c, u, v, rgb2yuv_row(c, base, src_stride, r, merged, le),
                                       cw, bpp, &k);
                    ring_row[slot] = r;
                }
                urows[taps]  = u;
                vrows[taps]  = v;
                coef[taps++] = chr[j];
            }
            if (dither) {
                urows[taps]  = dith + 8 * luma_w + (2 * (i & 7) + (mmx ? RGB2YUV_DITHER_MMX :
                                                                  semi && x86 ? RGB2YUV_DITHER_NV12 :
                                                                  RGB2YUV_DITHER_C)) * ring_w;
                vrows[taps]  = urows[taps] + ring_w;
                coef[taps++] = mmx ? -32768 : 4096;
            }
            if (bits > 8 && semi) {
                dsp->vfilter_s16_u16(uv16, urows, coef, taps, cw, bits, 0);
                dsp->vfilter_s16_u16(uv16 + ring_w, vrows, coef, taps, cw, bits, 0);
                dsp->interleave_u16((uint16_t *)(dst[1] + i * (ptrdiff_t)dst_stride[1]), uv16,
                                    uv16 + ring_w, cw, lshift);
            } else if (bits > 8)
                for (int p = 1; p < 3; p++)
                    dsp->vfilter_s16_u16((uint16_t *)(dst[p] + i * (ptrdiff_t)dst_stride[p]),
                                         p == 1 ? urows : vrows, coef, taps, cw, bits, 0);
            else if (fused && to_y_uv15_filter && taps <= 8 && (semi || mmx)) {
                /* (nv21: v's bytes first) */
                const int16_t *const *const first = swap ? vrows : urows;
                const int16_t *const *const second = swap ? urows : vrows;

                wait_flush(dsp, &wait, semi, cw, wait_round);
                wait.dst[0] = dst[1] + i * (ptrdiff_t)dst_stride[1];
                wait.dst[1] = semi ? wait.dst[0] + 1 : dst[2] + i * (ptrdiff_t)dst_stride[2];
                for (int j = 0; j < 8; j++) {
                    wait.rows[0][j] = first[j < taps ? j : 0];
                    wait.rows[1][j] = second[j < taps ? j : 0];
                    wait.coef[j]    = j < taps ? coef[j] : 0;
                }
                wait.next = 0;
            } else if (semi && taps > 8) {    /* (vfilter_s16_uv: 8) */
                uint8_t *const u8 = (uint8_t *)uv16, *const v8 = u8 + ring_w;

                dsp->vfilter_s16(u8, urows, coef, taps, cw, dither ? 0 : 64 << 12);
                dsp->vfilter_s16(v8, vrows, coef, taps, cw, dither ? 0 : 64 << 12);
                dsp->interleave_u8(dst[1] + i * (ptrdiff_t)dst_stride[1], swap ? v8 : u8,
                                   swap ? u8 : v8, cw);
            } else if (semi)
                dsp->vfilter_s16_uv(dst[1] + i * (ptrdiff_t)dst_stride[1], swap ? vrows : urows,
                                    swap ? -ring_w : ring_w, coef, taps, cw,
                                    dither ? 0 : 64 << 12);
            else if (mmx)
                for (int p = 1; p < 3; p++)
                    dsp->vfilter_s16_mulhi(dst[p] + i * (ptrdiff_t)dst_stride[p],
                                           p == 1 ? urows : vrows, coef, taps, cw,
                                           dither ? 0 : mmx_round);
            else
                for (int p = 1; p < 3; p++)
                    dsp->vfilter_s16(dst[p] + i * (ptrdiff_t)dst_stride[p],
                                     p == 1 ? urows : vrows, coef, taps, cw,
                                     dither ? 0 : 64 << 12);
        }
    }
    wait_flush(dsp, &wait, semi, cw, wait_round);
    av_free(ring);
    return h;
}

/** Plan c's RGB -> YUV conversion: "" if planned, else why not */
static void plan_yuv(SwsInternal *c, const State *st, char *why)
{
    const AVPixFmtDescriptor *out = av_pix_fmt_desc_get(st->dst_format);
    /* swscale's input words: 14 bits from 8-bit channels, 16 from 16-bit */
    const int bpp = rgb2yuv_source(st->src_format), in_bits = bpp > 4 ? 16 : 14;
    SimdLessonRgbToYuv k;
    /* swscale's C order of the dither bytes, which nv12_dither_map() may change */
    uint8_t map[2][8] = { { 0, 1, 2, 3, 4, 5, 6, 7 }, { 3, 4, 5, 6, 7, 0, 1, 2 } };

#define WHY(...) do { snprintf(why, WHY_SIZE, __VA_ARGS__); return; } while (0)
    if (turned_off(c, st, why))
        return;
#if ARCH_X86_64 && HAVE_X86ASM
    /* (the kernels are AVX2 and C: at SSE2 to AVX, 1.1 to 2.7x the time of
     * swscale's SIMD; without SIMD, 0.6x swscale's C) */
    if (simd_below(AV_CPU_FLAG_AVX2))
        WHY(SIMD_WHY("AVX2"));
#endif
    if (c->chrSrcHSubSample != c->chrDstHSubSample)
        WHY("swscale filters chroma horizontally: an odd width, or full_chroma_inp");
    if (!c->lumConvertRange != !c->chrConvertRange)
        WHY("swscale converts the range of luma or chroma only");
    if (c->srcBpc != 16 || c->dstBpc != (isNBPS(st->dst_format) ? 10 : 8) || c->needAlpha ||
        c->srcXYZ || c->vChrDrop ||
        c->chrSrcVSubSample || c->chrDstVSubSample != out->log2_chroma_h ||
        c->chrDstHSubSample != out->log2_chroma_w || !c->chrDstW ||
        c->chrSrcHSubSample != c->chrDstHSubSample || c->chrSrcW != c->chrDstW ||
        c->chrSrcH != st->src_h || isSemiPlanarYUV(st->dst_format) != !!c->yuv2nv12cX)
        WHY("simdlesson has no exact conversion of this pair");
    if (!rgb2yuv_coeffs(c, &k))
        WHY("swscale's coefficients are beyond 16 bits, or its sums beyond its 15 bits");
    if (in_bits == 16 && c->dstBpc == 8 && isSemiPlanarYUV(st->dst_format) &&
        !nv12_dither_map(c, map))
        WHY("swscale dithers its nv12 output in a way simdlesson does not take");
    if (c->vChrFilterSize > RGB_MAX_TAPS || c->vLumFilterSize != 1)
        WHY("swscale's vertical filter is longer than simdlesson's");
    if (!hscale_is_identity(c, 0, st->dst_w, in_bits) ||
        !hscale_is_identity(c, 1, c->chrDstW, in_bits))
        WHY("swscale filters the rows");
    for (int y = 0; y < st->dst_h; y++)
        if (c->vLumFilter[y] != 4096 || c->vLumFilterPos[y] != y)
            WHY("swscale filters luma vertically");
    for (int i = 0; i < c->chrDstH; i++)
        for (int j = 0; j < c->vChrFilterSize; j++)
            if (c->vChrFilter[i * c->vChrFilterSize + j] &&
                (c->vChrFilterPos[i] + j < 0 || c->vChrFilterPos[i] + j >= c->chrSrcH))
                WHY("swscale's chroma filter reaches beyond the picture");
#undef WHY
    why[0] = 0;
    /* what simdlesson_rgb2yuv() takes from the plan */
    memcpy(c->simdlesson_cv.nv12_dither, map, sizeof(map));
    if (av_pix_fmt_desc_get(st->src_format)->flags & AV_PIX_FMT_FLAG_BE) {
        static const int8_t swapped[8] = { 1, 0, 3, 2, 5, 4, 7, 6 };

        ff_simdlesson_shuffle_init(&c->simdlesson_cv.shuf, bpp, swapped);
    }
}
#endif

enum { SCALED_NONE, SCALED_YUV2RGB, SCALED_RGB2YUV };

/** Which pair ff_sws_simdlesson_scaled() plans, when swscale has no
 *  converter of its own: YUV to RGB, or RGB to yuv420p, yuv422p, nv12 and
 *  nv21, at the same size */
static int scaled_pair(const SwsInternal *c, const State *st)
{
    if (st->src_w != st->dst_w || st->src_h != st->dst_h)
        return SCALED_NONE;
#if LIBSWSCALE_VERSION_MAJOR >= 9 && ARCH_X86
    if (isYUV(st->src_format) && isAnyRGB(st->dst_format))
        return SCALED_YUV2RGB;
#endif
#if RGB2YUV_ROUTE
    if (rgb2yuv_source(st->src_format) && rgb2yuv_dest(st->dst_format))
        return SCALED_RGB2YUV;
#endif
    return SCALED_NONE;
}

void ff_sws_simdlesson_unscaled(SwsInternal *c, const uint8_t (*dithers)[8][8])
{
    char why[WHY_SIZE];
    State st;

    read_state(c, &st);
    if (scaled_pair(c, &st) == SCALED_RGB2YUV && !c->convert_unscaled)
        return;                 /* (to swscale's scaler, and the hook below) */
    if (scaled_pair(c, &st) == SCALED_YUV2RGB) {
        if (!c->convert_unscaled)
            return;             /* (the same) */
        if (!turned_off(c, &st, why))
#if SPECIAL_ROUTE
            plan_rgb_special(c, why);
#else
            snprintf(why, WHY_SIZE, "swscale has a converter of its own for this pair");
#endif
        log_route(c, &st, why);
        return;
    }
#if SPECIAL_ROUTE
    if (rgb_to_yv12_pair(c)) {
        if (!turned_off(c, &st, why))
            plan_rgb_to_yv12(c, why);
        log_route(c, &st, why);
        return;
    }
#endif
    plan(c, &st, dithers, why);
    if (!why[0])
        c->convert_unscaled = simdlesson_convert;
    log_route(c, &st, why);
}

void ff_sws_simdlesson_scaled(SwsInternal *c)
{
    State st;

    if (c->simdlesson_logged)
        return;
    read_state(c, &st);
#if RGB2YUV_ROUTE
    if (scaled_pair(c, &st) == SCALED_RGB2YUV) {
        char why[WHY_SIZE];

        plan_yuv(c, &st, why);
        if (!why[0]) {
            c->simdlesson_cv.kind = SL_CONVERT_RGB2YUV;
            ff_simdlesson_dsp_init(&c->simdlesson_cv.dsp);
            c->convert_unscaled = simdlesson_rgb2yuv;
        }
        log_route(c, &st, why);
        return;
    }
#endif
#if LIBSWSCALE_VERSION_MAJOR >= 9 && ARCH_X86
    if (scaled_pair(c, &st) == SCALED_YUV2RGB) {
        char why[WHY_SIZE];

        int mmx = 0, full = 0, wide = 0;

        plan_rgb(c, &st, why, &mmx, &full, &wide);
#if ARCH_X86_64 && HAVE_X86ASM
        /* (the table path's kernels are SSE4, AVX2 and C: below SSE4, 1.7
         * to 3.3x the time of swscale's SIMD scaler; 16-bit sources to
         * 16-bit RGB below AVX2, 1.1x) */
        if (!why[0] && !mmx && !full && !wide && simd_below(AV_CPU_FLAG_SSE4))
            snprintf(why, WHY_SIZE, SIMD_WHY("SSE4"));
        if (!why[0] && wide && av_pix_fmt_desc_get(st.src_format)->comp[0].depth == 16 &&
            simd_below(AV_CPU_FLAG_AVX2))
            snprintf(why, WHY_SIZE, SIMD_WHY("AVX2"));
#endif
        if (!why[0]) {
            c->simdlesson_cv.kind = SL_CONVERT_YUV2RGB;
            ff_simdlesson_dsp_init(&c->simdlesson_cv.dsp);
            c->convert_unscaled = simdlesson_yuv2rgb;
            if (full) {
                c->simdlesson_cv.kind = SL_CONVERT_YUV2RGB_FULL;
                c->convert_unscaled   = simdlesson_yuv2rgb_full;
            }
#if RGB_FULL_SUB_ROUTE
            if (full == RGB_FULL_SUB)
                c->convert_unscaled = simdlesson_yuv2rgb_fullx;
#endif
#if RGB32_ROUTE
            if (mmx) {
                c->simdlesson_cv.kind = SL_CONVERT_YUV2RGB_MMX;
                c->convert_unscaled   = simdlesson_yuv2rgb32;
            }
#endif
#if RGB48_ROUTE
            if (wide) {
                c->simdlesson_cv.kind = wide == RGB48_HALF ? SL_CONVERT_YUV2RGB48 :
                                                             SL_CONVERT_YUV2RGB48_FULL;
                c->convert_unscaled   = wide == RGB48_HALF ? simdlesson_yuv2rgb48 :
                                        wide == RGB48_FULL ? simdlesson_yuv2rgb48_full :
                                                             simdlesson_yuv2rgb48_444;
            }
#endif
        }
        log_route(c, &st, why);
        return;
    }
#endif
    log_route(c, &st, st.src_w != st.dst_w || st.src_h != st.dst_h ? "the size changes" :
                      st.src_range != st.dst_range ? "the range changes" :
                      "swscale filters the picture");
}
