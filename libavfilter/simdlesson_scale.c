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
 * scale's conversions on the simdlesson DSP.  A frame takes the route when
 * all of these hold, else swscale converts it:
 *  - the pair of formats is one simdlesson converts exactly as swscale's
 *    unscaled path does: mode=shuffle:out= (packed RGB and packed 4:2:2
 *    within a family; packed RGB repacks; semi-planar and packed 4:2:2 to
 *    and from planar) or mode=depth with its defaults (swscale's rule and
 *    dither), and the pair is not in slower_pairs[];
 *  - the size, range, matrix, primaries, transfer, chroma location (and
 *    alpha mode) of the frame stay as they are, and the frame is not
 *    scaled as two fields;
 *  - the scale options that change any of these are at their defaults, and
 *    so are the swscale options that change what its unscaled path writes:
 *    flags outside ROUTE_FLAGS, gamma, alphablend, the chroma positions,
 *    the backends; sws_dither only matters going down in depth (none:
 *    rounding from swscale 9.5 on, else truncation, left to swscale; any
 *    other: swscale's ordered dither, see DITHER_COPY());
 *  - neither scale's simdlesson option nor the SIMDLESSON_SCALE environment
 *    variable (0) turns it off.
 * The tests (tests/run.sh, part scale) check each pair, flag and option
 * against stock swscale.
 */

#include <stdlib.h>
#include <string.h>

#include "libavutil/avstring.h"
#include "libavutil/mem.h"
#include "libavutil/opt.h"
#include "libavutil/pixdesc.h"
#include "libswscale/swscale.h"
#include "libswscale/version.h"

#include "simdlesson.h"
#include "simdlesson_scale.h"

/*
 * The swscale flags under which its unscaled path writes the same bytes for
 * every pair routed here: the choice of scaler (no scaling happens), the
 * information printed, and the rounding and chroma flags, which only the
 * scaler and YUV <-> RGB use.  Any other flag sends the frame to swscale:
 * fast_bilinear (swscale leaves its p010 and y210 shortcuts then),
 * unstable (the ops backend), error_diffusion...
 */
#define ROUTE_FLAGS (SWS_BILINEAR | SWS_BICUBIC | SWS_X |                     \
                     SWS_POINT | SWS_AREA | SWS_BICUBLIN | SWS_GAUSS |        \
                     SWS_SINC | SWS_LANCZOS | SWS_SPLINE | SWS_PRINT_INFO |   \
                     SWS_ACCURATE_RND | SWS_BITEXACT | SWS_FULL_CHR_H_INT |   \
                     SWS_FULL_CHR_H_INP)

/* Options that must be at their defaults, of scale and of swscale: each
 * changes the colors or the chroma siting of the output (a name a series
 * lacks counts as at its default). */
static const char *const scale_defaults[] = {
    "in_color_matrix", "out_color_matrix", "in_range", "out_range",
    "in_primaries", "out_primaries", "in_transfer", "out_transfer",
    "in_chroma_loc", "out_chroma_loc", "in_v_chr_pos", "in_h_chr_pos",
    "out_v_chr_pos", "out_h_chr_pos",
};
static const char *const sws_defaults[] = {
    "gamma", "alphablend", "sws_backends",
#if LIBSWSCALE_VERSION_MAJOR >= 9
    /* (before, scale sets them itself from its options, checked above) */
    "src_v_chr_pos", "src_h_chr_pos", "dst_v_chr_pos", "dst_h_chr_pos",
#endif
};

/*
 * Pairs left to swscale because the DSP is not measurably faster (make
 * bench, section pix_fmt, 1080p, one thread): swscale converts them with a
 * plain copy plus an (de)interleave or unpack of its own, at memory speed,
 * about 0.1 ms a frame either way, and runs disagree on which is faster
 * (stock / DSP from 0.67 to 1.47).  Every other routed pair was faster on
 * the DSP in every run (1.17x for rgb24 -> rgba to 9.8x for y210 ->
 * yuv422p10).
 */
static const enum AVPixelFormat slower_pairs[][2] = {
    { AV_PIX_FMT_NV12,    AV_PIX_FMT_YUV420P },
    { AV_PIX_FMT_YUV420P, AV_PIX_FMT_NV12    },
    { AV_PIX_FMT_NV21,    AV_PIX_FMT_YUV420P },
    { AV_PIX_FMT_YUV420P, AV_PIX_FMT_NV21    },
    { AV_PIX_FMT_UYVY422, AV_PIX_FMT_YUV422P },
};

enum RouteKind {
    ROUTE_NONE,
    ROUTE_SHUFFLE,              ///< mode=shuffle:out=, within a family or between layouts
    ROUTE_DEPTH,                ///< mode=depth
};

struct SimdLessonScale {
    SimdLessonContext s;        ///< the conversion, as the filter's
    enum RouteKind kind;        ///< of the pair below
    enum AVPixelFormat in, out;
    int w, h;
    /** the route last logged: why swscale converts ("": the DSP does),
     *  for the pair why_in -> why_out */
    char why[80];
    enum AVPixelFormat why_in, why_out;
};

typedef struct ScaleThreadData {
    const SimdLessonScale *sl;
    AVFrame *dst;
    const AVFrame *src;
    SimdLessonDepthPlan plan;
} ScaleThreadData;

/** Set up sl for in -> out at w x h: the kind, or ROUTE_NONE */
static enum RouteKind route_setup(SimdLessonScale *sl, enum AVPixelFormat in,
                                  enum AVPixelFormat out, int w, int h)
{
    SimdLessonContext *s = &sl->s;
    const AVPixFmtDescriptor *din = av_pix_fmt_desc_get(in), *dout = av_pix_fmt_desc_get(out);
    const SimdLessonShuffleFormat *fin = ff_simdlesson_shuffle_format(in);

    for (int i = 0; i < FF_ARRAY_ELEMS(slower_pairs); i++)
        if (slower_pairs[i][0] == in && slower_pairs[i][1] == out)
            return ROUTE_NONE;

    memset(&s->layout, 0, sizeof(s->layout));
    memset(&s->shuffle, 0, sizeof(s->shuffle));
    s->map        = NULL;
    s->out_format = out;
    s->out_depth  = dout->comp[0].depth;
    ff_simdlesson_set_format(s, in);

    /* out= within a family (not rgba64 <-> bgra64: swscale converts them
     * through YUV, not exactly), or between layouts: a pair mode=shuffle
     * reaches, so its setup has nothing to log */
    if ((fin && ff_simdlesson_shuffle_format(out) &&
         fin->family == ff_simdlesson_shuffle_format(out)->family &&
         fin->family != SL_FAMILY_RGBA64LE && fin->family != SL_FAMILY_RGBA64BE) ||
        (ff_simdlesson_layout_setup(s, in, w, h) > 0)) {
        if (ff_simdlesson_shuffle_setup(s, NULL, in, w, h) < 0)
            return ROUTE_NONE;
        s->bytes = fin && !s->layout.repack ? ff_simdlesson_pixel_bytes(fin) : 1;
        ff_simdlesson_set_size(s, in, w, h);
        return ROUTE_SHUFFLE;
    }
    /* (not gbrp, gbrap: swscale converts them through YUV with its scaler,
     * which mode=depth only matches through a YUV round trip) */
    if (!(din->flags & AV_PIX_FMT_FLAG_RGB) && s->depth != s->out_depth &&
        ff_simdlesson_depth_setup(s, in) == out) {
        ff_simdlesson_set_size(s, in, w, h);
        return ROUTE_DEPTH;
    }
    return ROUTE_NONE;
}

/** Why the frame goes to swscale, into why (size 80), or "": it takes the
 *  route */
static void decline(AVFilterContext *ctx, void *sws, int enabled,
                    const AVFrame *out, const AVFrame *in, char *why)
{
    const int rgb = !!(av_pix_fmt_desc_get(out->format)->flags & AV_PIX_FMT_FLAG_RGB);
    const char *env = getenv(SIMDLESSON_SCALE_ENV);
    int64_t flags = 0;

    why[0] = 0;
#define WHY(...) do { snprintf(why, 80, __VA_ARGS__); return; } while (0)
    if (!enabled)
        WHY("simdlesson=0");
    if (env && !strcmp(env, "0"))
        WHY(SIMDLESSON_SCALE_ENV "=0");
    if (out->width != in->width || out->height != in->height)
        WHY("the size changes");
    /* (swscale takes a range other than full as limited, as 5.1's scale
     * tags it; range and matrix only matter between YUV formats: 5.1's
     * scale tags RGB output with its own) */
    if (!rgb && ((out->color_range == AVCOL_RANGE_JPEG) != (in->color_range == AVCOL_RANGE_JPEG) ||
                 out->colorspace != in->colorspace))
        WHY("the range or the matrix changes");
    if (out->color_primaries != in->color_primaries || out->color_trc != in->color_trc ||
        out->chroma_location != in->chroma_location)
        WHY("the primaries, transfer or chroma siting change");
#if LIBAVUTIL_VERSION_INT >= AV_VERSION_INT(60, 11, 100)
    if (out->alpha_mode != in->alpha_mode)
        WHY("the alpha mode changes");
#endif
#ifdef AV_FRAME_FLAG_INTERLACED
    if (in->flags & AV_FRAME_FLAG_INTERLACED)
        WHY("the frame is scaled as two fields");
#endif
    for (int i = 0; i < FF_ARRAY_ELEMS(scale_defaults); i++)
        if (!av_opt_is_set_to_default_by_name(ctx->priv, scale_defaults[i], 0))
            WHY("%s is set", scale_defaults[i]);
    for (int i = 0; i < FF_ARRAY_ELEMS(sws_defaults); i++)
        if (!av_opt_is_set_to_default_by_name(sws, sws_defaults[i], 0))
            WHY("swscale's %s is set", sws_defaults[i]);
    if (av_opt_get_int(sws, "sws_flags", 0, &flags) < 0 || (flags & ~(int64_t)ROUTE_FLAGS))
        WHY("sws_flags 0x%"PRIx64" change swscale's output", flags & ~(int64_t)ROUTE_FLAGS);
#undef WHY
}

/* sws_dither=none going down in depth: swscale 9.5 (FFmpeg 8.1) and later
 * round to nearest, as mode=depth:dither=none; 8 (FFmpeg 7.1) and earlier
 * truncate (left to swscale) */
#define SWS_DITHER_NONE_ROUNDS \
    (AV_VERSION_INT(LIBSWSCALE_VERSION_MAJOR, LIBSWSCALE_VERSION_MINOR, 0) >= AV_VERSION_INT(9, 5, 0))

/** The dither of mode=depth that gives what sws_dither gives */
static int depth_dither(void *sws)
{
    /* (SWS_DITHER_NONE is 0 in every release; 5.1 names no constant) */
    const AVOption *none = av_opt_find(sws, "none", "sws_dither", 0, 0);
    int64_t dither;

    if (av_opt_get_int(sws, "sws_dither", 0, &dither) >= 0 &&
        dither == (none ? none->default_val.i64 : 0))
        return SL_DEPTH_DITHER_NONE;
    return SL_DEPTH_DITHER_AUTO;
}

static int scale_slice(AVFilterContext *ctx, void *arg, int jobnr, int nb_jobs)
{
    const ScaleThreadData *td = arg;
    const SimdLessonScale *sl = td->sl;
    const SimdLessonContext *s = &sl->s;

    if (sl->kind == ROUTE_DEPTH) {
        ff_simdlesson_depth_slice(s, td->dst, td->src, &td->plan, jobnr, nb_jobs);
    } else if (s->layout.pair || s->layout.repack) {
        ff_simdlesson_layout_slice(s, td->dst, td->src, sl->w, sl->h, jobnr, nb_jobs);
    } else {
        const int start = sl->h * jobnr / nb_jobs, end = sl->h * (jobnr + 1) / nb_jobs;
        const ptrdiff_t dls = td->dst->linesize[0], sls = td->src->linesize[0];

        for (int y = start; y < end; y++)
            ff_simdlesson_shuffle.row(s, td->dst->data[0] + y * dls,
                                      td->src->data[0] + y * sls, NULL, s->row_samples[0]);
    }
    return 0;
}

int ff_simdlesson_scale_frame(AVFilterContext *ctx, SimdLessonScale **state, int enabled,
                              void *sws, AVFrame *out, const AVFrame *in)
{
    SimdLessonScale *sl = *state;
    ScaleThreadData td = { .dst = out, .src = in };
    int64_t threads = 0;
    char why[80];

    if (!sl) {
        sl = *state = av_mallocz(sizeof(*sl));
        if (!sl)
            return AVERROR(ENOMEM);
        ff_simdlesson_dsp_init(&sl->s.dsp);
        sl->in = sl->out = sl->why_in = AV_PIX_FMT_NONE;
    }
    decline(ctx, sws, enabled, out, in, why);
    if (!why[0] && (sl->in != in->format || sl->out != out->format ||
                 sl->w != in->width || sl->h != in->height)) {
        sl->kind = route_setup(sl, in->format, out->format, in->width, in->height);
        sl->in   = in->format;
        sl->out  = out->format;
        sl->w    = in->width;
        sl->h    = in->height;
    }
    if (!why[0] && sl->kind == ROUTE_NONE)
        av_strlcpy(why, "simdlesson has no exact and faster conversion of this pair", sizeof(why));
    if (!why[0] && sl->kind == ROUTE_DEPTH && sl->s.out_depth < sl->s.depth &&
        depth_dither(sws) == SL_DEPTH_DITHER_NONE && !SWS_DITHER_NONE_ROUNDS)
        av_strlcpy(why, "sws_dither=none truncates in this swscale", sizeof(why));

    if (strcmp(why, sl->why) || sl->why_in != in->format || sl->why_out != out->format) {
        if (why[0])
            av_log(ctx, AV_LOG_VERBOSE, "route: swscale for %s -> %s (%s)\n",
                   av_get_pix_fmt_name(in->format), av_get_pix_fmt_name(out->format), why);
        else
            av_log(ctx, AV_LOG_VERBOSE, "route: simdlesson for %s -> %s (%s)\n",
                   av_get_pix_fmt_name(in->format), av_get_pix_fmt_name(out->format),
                   sl->kind == ROUTE_DEPTH ? "mode=depth" : "mode=shuffle");
        av_strlcpy(sl->why, why, sizeof(sl->why));
        sl->why_in  = in->format;
        sl->why_out = out->format;
    }
    if (why[0])
        return 0;

    if (sl->kind == ROUTE_DEPTH)
        ff_simdlesson_depth_plan(&sl->s, in, SL_DEPTH_METHOD_AUTO, depth_dither(sws), &td.plan);
    /* swscale's threads: its threads option, else the filter's */
    if (av_opt_get_int(sws, "threads", 0, &threads) < 0 || threads <= 0)
        threads = ff_filter_get_nb_threads(ctx);
    td.sl = sl;
    return ff_filter_execute(ctx, scale_slice, &td, NULL,
                             FFMIN(FFMIN(threads, ff_filter_get_nb_threads(ctx)), sl->h)) < 0
           ? AVERROR_BUG : 1;
}

void ff_simdlesson_scale_uninit(SimdLessonScale **state)
{
    av_freep(state);
}
