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

#include "libavutil/pixdesc.h"

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

/** Plan c's conversion on c->simdlesson_cv: "" if planned, else why not */
static void plan(SwsInternal *c, const State *st, const uint8_t (*dithers)[8][8], char *why)
{
    const enum AVPixelFormat in = st->src_format, out = st->dst_format;
    const AVPixFmtDescriptor *din = av_pix_fmt_desc_get(in);
    const AVPixFmtDescriptor *dout = av_pix_fmt_desc_get(out);
    const SimdLessonShuffleFormat *fin = ff_simdlesson_shuffle_format(in);
    const SimdLessonShuffleFormat *fout = ff_simdlesson_shuffle_format(out);
    const char *env = getenv(SIMDLESSON_SCALE_ENV);
    SimdLessonConvertOpts opts = {
        .full_range   = st->src_range,
        .slice_dither = 1,
        .ordered      = dithers,
    };
    const int down = dout->comp[0].depth < din->comp[0].depth;
    int ret;

#define WHY(...) do { snprintf(why, WHY_SIZE, __VA_ARGS__); return; } while (0)
    if (!c->simdlesson)
        WHY("simdlesson=0");
    if (env && !strcmp(env, "0"))
        WHY(SIMDLESSON_SCALE_ENV "=0");
    if (st->flags & ~(unsigned)ROUTE_FLAGS)
        WHY("sws_flags 0x%x change swscale's output", st->flags & ~(unsigned)ROUTE_FLAGS);
    if (st->gamma || st->alpha_blend != SWS_ALPHA_BLEND_NONE)
        WHY("gamma or alphablend is set");
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

static const char *const kind_names[] = {
    [SL_CONVERT_SHUFFLE]    = "shuffle",
    [SL_CONVERT_REPACK]     = "repack",
    [SL_CONVERT_SEMI]       = "semi-planar",
    [SL_CONVERT_PACKED422]  = "packed 4:2:2",
    [SL_CONVERT_DEPTH]      = "depth",
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

void ff_sws_simdlesson_unscaled(SwsInternal *c, const uint8_t (*dithers)[8][8])
{
    char why[WHY_SIZE];
    State st;

    read_state(c, &st);
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
    log_route(c, &st, st.src_w != st.dst_w || st.src_h != st.dst_h ? "the size changes" :
                      st.src_range != st.dst_range ? "the range changes" :
                      "swscale filters the picture");
}
