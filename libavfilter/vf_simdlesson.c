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
 * simdlesson: frame arithmetic on packed SIMD rows (FFmpeg asm lesson three).
 *
 * mode=add: out = min(a + b, max) per sample, for two inputs of the same
 * size and pixel format.
 */

#include "libavutil/imgutils.h"
#include "libavutil/opt.h"
#include "libavutil/pixdesc.h"

#include "avfilter.h"
#include "formats.h"
#include "framesync.h"
#include "simdlesson_compat.h"
#include "simdlessondsp.h"
#include "video.h"

enum SimdLessonMode {
    MODE_ADD,
    NB_MODES
};

typedef struct SimdLessonContext {
    const AVClass *class;
    FFFrameSync fs;

    int mode;
    int planes;                 ///< bit p set: process plane p, else copy it

    int nb_planes;
    int row_bytes[4];           ///< bytes of one row of each plane
    int plane_h[4];             ///< rows of each plane

    SimdLessonDSPContext dsp;
} SimdLessonContext;

typedef struct ThreadData {
    AVFrame *dst;
    const AVFrame *a, *b;
} ThreadData;

#define OFFSET(x) offsetof(SimdLessonContext, x)
#define FLAGS  (AV_OPT_FLAG_FILTERING_PARAM | AV_OPT_FLAG_VIDEO_PARAM)
#define TFLAGS (FLAGS | AV_OPT_FLAG_RUNTIME_PARAM)

static const AVOption simdlesson_options[] = {
    { "mode", "set what to compute", OFFSET(mode), AV_OPT_TYPE_INT,
      { .i64 = MODE_ADD }, 0, NB_MODES - 1, FLAGS, .unit = "mode" },
        { "add", "out = min(a + b, max): saturating sum of the two inputs",
          0, AV_OPT_TYPE_CONST, { .i64 = MODE_ADD }, 0, 0, FLAGS, .unit = "mode" },
    { "planes", "set the planes to process (bit mask); the others are copied from the first input",
      OFFSET(planes), AV_OPT_TYPE_INT, { .i64 = 0xF }, 0, 0xF, TFLAGS },
    { NULL }
};

FRAMESYNC_DEFINE_CLASS(simdlesson, SimdLessonContext, fs);

/* Formats whose every component is one whole byte: the sum is bytewise. */
static int is_bytewise(const AVPixFmtDescriptor *desc)
{
    if (desc->flags & (AV_PIX_FMT_FLAG_PAL | AV_PIX_FMT_FLAG_BITSTREAM |
                       AV_PIX_FMT_FLAG_HWACCEL | AV_PIX_FMT_FLAG_FLOAT |
                       AV_PIX_FMT_FLAG_BAYER) || !desc->nb_components)
        return 0;
    for (int i = 0; i < desc->nb_components; i++)
        if (desc->comp[i].depth != 8 || desc->comp[i].shift)
            return 0;
    return 1;
}

static int query_formats(AVFilterContext *ctx)
{
    AVFilterFormats *formats = NULL;
    const AVPixFmtDescriptor *desc = NULL;
    int ret;

    while ((desc = av_pix_fmt_desc_next(desc))) {
        if (is_bytewise(desc) &&
            (ret = ff_add_format(&formats, av_pix_fmt_desc_get_id(desc))) < 0)
            return ret;
    }
    return ff_set_common_formats(ctx, formats);
}

static int add_slice(AVFilterContext *ctx, void *arg, int jobnr, int nb_jobs)
{
    SimdLessonContext *s = ctx->priv;
    const ThreadData *td = arg;

    for (int p = 0; p < s->nb_planes; p++) {
        const int start = s->plane_h[p] *  jobnr      / nb_jobs;
        const int end   = s->plane_h[p] * (jobnr + 1) / nb_jobs;
        const ptrdiff_t dls = td->dst->linesize[p];
        const ptrdiff_t als = td->a->linesize[p];
        const ptrdiff_t bls = td->b->linesize[p];
        const ptrdiff_t w   = s->row_bytes[p];
        uint8_t *dst     = td->dst->data[p] + start * dls;
        const uint8_t *a = td->a->data[p]   + start * als;
        const uint8_t *b = td->b->data[p]   + start * bls;

        if (start >= end)
            continue;
        if (!(s->planes & (1 << p))) {
            av_image_copy_plane(dst, dls, a, als, w, end - start);
            continue;
        }
        /* Contiguous rows are one long row. */
        if (dls == w && als == w && bls == w) {
            s->dsp.add_sat_u8(dst, a, b, w * (end - start));
            continue;
        }
        for (int y = start; y < end; y++) {
            s->dsp.add_sat_u8(dst, a, b, w);
            dst += dls;
            a   += als;
            b   += bls;
        }
    }
    return 0;
}

static int process_frame(FFFrameSync *fs)
{
    AVFilterContext *ctx = fs->parent;
    AVFilterLink *outlink = ctx->outputs[0];
    AVFrame *a, *b, *out;
    ThreadData td;
    int ret;

    ret = ff_framesync_dualinput_get(fs, &a, &b);
    if (ret < 0)
        return ret;
    if (!b)                             /* timeline disabled */
        return ff_filter_frame(outlink, a);

    out = ff_get_video_buffer(outlink, outlink->w, outlink->h);
    if (!out) {
        av_frame_free(&a);
        return AVERROR(ENOMEM);
    }
    ret = av_frame_copy_props(out, a);
    if (ret < 0) {
        av_frame_free(&out);
        av_frame_free(&a);
        return ret;
    }

    td = (ThreadData){ .dst = out, .a = a, .b = b };
    ff_filter_execute(ctx, add_slice, &td, NULL,
                      FFMIN(outlink->h, ff_filter_get_nb_threads(ctx)));

    av_frame_free(&a);
    return ff_filter_frame(outlink, out);
}

static int config_output(AVFilterLink *outlink)
{
    AVFilterContext *ctx = outlink->src;
    SimdLessonContext *s = ctx->priv;
    AVFilterLink *la = ctx->inputs[0];
    AVFilterLink *lb = ctx->inputs[1];
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(la->format);
    int ret;

    if (la->w != lb->w || la->h != lb->h || la->format != lb->format) {
        av_log(ctx, AV_LOG_ERROR,
               "Inputs must have the same size and pixel format: input '%s' is "
               "%dx%d %s, input '%s' is %dx%d %s.\n",
               ctx->input_pads[0].name, la->w, la->h, av_get_pix_fmt_name(la->format),
               ctx->input_pads[1].name, lb->w, lb->h, av_get_pix_fmt_name(lb->format));
        return AVERROR(EINVAL);
    }

    outlink->w = la->w;
    outlink->h = la->h;
    outlink->sample_aspect_ratio = la->sample_aspect_ratio;
    sl_copy_frame_rate(outlink, la);

    s->nb_planes = av_pix_fmt_count_planes(la->format);
    for (int p = 0; p < s->nb_planes; p++) {
        s->row_bytes[p] = av_image_get_linesize(la->format, la->w, p);
        s->plane_h[p]   = (p == 1 || p == 2) ? AV_CEIL_RSHIFT(la->h, desc->log2_chroma_h)
                                             : la->h;
    }

    ret = ff_framesync_init_dualinput(&s->fs, ctx);
    if (ret < 0)
        return ret;
    s->fs.opaque   = s;
    s->fs.on_event = process_frame;
    ret = ff_framesync_configure(&s->fs);
    outlink->time_base = s->fs.time_base;
    return ret;
}

static av_cold int init(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;
    static const char *const names[] = { "a", "b" };
    int ret;

    for (int i = 0; i < FF_ARRAY_ELEMS(names); i++) {
        AVFilterPad pad = {
            .name = names[i],
            .type = AVMEDIA_TYPE_VIDEO,
        };
        if ((ret = ff_append_inpad(ctx, &pad)) < 0)
            return ret;
    }

    ff_simdlesson_dsp_init(&s->dsp);
    return 0;
}

static av_cold void uninit(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;

    ff_framesync_uninit(&s->fs);
}

static int activate(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;

    return ff_framesync_activate(&s->fs);
}

static const AVFilterPad simdlesson_outputs[] = {
    {
        .name         = "default",
        .type         = AVMEDIA_TYPE_VIDEO,
        .config_props = config_output,
    },
};

const SL_FILTER ff_vf_simdlesson = {
    SL_PUBLIC(name)        = "simdlesson",
    SL_PUBLIC(description) = NULL_IF_CONFIG_SMALL("Add frames with SIMD row kernels (FFmpeg asm lesson three)."),
    SL_PUBLIC(priv_class)  = &simdlesson_class,
    SL_PUBLIC(flags)       = AVFILTER_FLAG_DYNAMIC_INPUTS |
                             AVFILTER_FLAG_SLICE_THREADS |
                             AVFILTER_FLAG_SUPPORT_TIMELINE_INTERNAL,
    .priv_size       = sizeof(SimdLessonContext),
    .preinit         = simdlesson_framesync_preinit,
    .init            = init,
    .uninit          = uninit,
    .activate        = activate,
    FILTER_OUTPUTS(simdlesson_outputs),
    FILTER_QUERY_FUNC(query_formats),
    .process_command = ff_filter_process_command,
};
