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
 * simdlesson: add two inputs or a constant (simdlesson_add.c), reorder the
 * channels of packed pixels or convert between layouts
 * (simdlesson_shuffle.c), or convert the bit depth (simdlesson_depth.c),
 * with the row kernels of libswscale/simdlessondsp.h; the conversions are
 * planned and run by libswscale/simdlesson_convert.h, as swscale runs
 * them.
 *
 * This file holds what the modes share: the options, the pads, the frame
 * flow (framesync for mode=add), the commands, the rows of a frame, and
 * the dispatch to the mode (simdlesson.h).
 */

#include <string.h>

#include "libavutil/imgutils.h"
#include "libavutil/mem.h"
#include "libavutil/opt.h"
#include "libavutil/pixdesc.h"
#include "libswscale/swscale.h"

#include "avfilter.h"
#include "filters.h"
#include "formats.h"
#include "framesync.h"
#include "simdlesson.h"
#include "video.h"

static const SimdLessonMode *const modes[SL_NB_MODES] = {
    [SL_MODE_ADD]     = &ff_simdlesson_add,
    [SL_MODE_OFFSET]  = &ff_simdlesson_offset,
    [SL_MODE_SHUFFLE] = &ff_simdlesson_shuffle,
    [SL_MODE_DEPTH]   = &ff_simdlesson_depth,
};

typedef struct ThreadData {
    AVFrame *dst;
    const AVFrame *a, *b;       ///< b is NULL but for mode=add
} ThreadData;

#define OFFSET(x) offsetof(SimdLessonContext, x)
#define FLAGS  (AV_OPT_FLAG_FILTERING_PARAM | AV_OPT_FLAG_VIDEO_PARAM)
#define TFLAGS (FLAGS | AV_OPT_FLAG_RUNTIME_PARAM)

#define CONST(name, help, val, flags, unit_name) \
    { name, help, 0, AV_OPT_TYPE_CONST, { .i64 = val }, 0, 0, flags, .unit = unit_name }

static const AVOption simdlesson_options[] = {
    { "mode", "set what to compute", OFFSET(mode), AV_OPT_TYPE_INT,
      { .i64 = SL_MODE_ADD }, 0, SL_NB_MODES - 1, FLAGS, .unit = "mode" },
        CONST("add", "out = a + b: add the second input to the first",
              SL_MODE_ADD, FLAGS, "mode"),
        CONST("offset", "out = a + value: add a constant to the only input",
              SL_MODE_OFFSET, FLAGS, "mode"),
        CONST("shuffle", "reorder the channels of packed pixels (out= or map=)",
              SL_MODE_SHUFFLE, FLAGS, "mode"),
        CONST("depth", "convert the only input to depth bits per sample",
              SL_MODE_DEPTH, FLAGS, "mode"),
    { "overflow", "set what happens to sums beyond the sample range", OFFSET(overflow),
      AV_OPT_TYPE_INT, { .i64 = SL_OVERFLOW_SATURATE }, 0, SL_NB_OVERFLOWS - 1, TFLAGS,
      .unit = "overflow" },
        CONST("saturate", "clamp to 0 and to the largest value (2^depth - 1)",
              SL_OVERFLOW_SATURATE, TFLAGS, "overflow"),
        CONST("wrap", "keep the sum modulo 2^depth",
              SL_OVERFLOW_WRAP, TFLAGS, "overflow"),
    { "bias", "mode=add: take b as a signed difference: a + b - 2^(depth-1)",
      OFFSET(bias), AV_OPT_TYPE_BOOL, { .i64 = 0 }, 0, 1, FLAGS },
    { "value", "mode=offset: the constant to add, negative to subtract",
      OFFSET(value), AV_OPT_TYPE_INT, { .i64 = 0 }, -65535, 65535, TFLAGS },
    { "planes", "set the planes to process (bit mask); the others are copied",
      OFFSET(planes), AV_OPT_TYPE_INT, { .i64 = SL_ALL_PLANES }, 0, SL_ALL_PLANES,
      TFLAGS },
    { "out", "mode=shuffle: convert to this pixel format",
      OFFSET(out_format), AV_OPT_TYPE_PIXEL_FMT, { .i64 = AV_PIX_FMT_NONE },
      AV_PIX_FMT_NONE, INT_MAX, FLAGS },
    { "map", "mode=shuffle: the input channel of each output channel, e.g. bgra",
      OFFSET(map), AV_OPT_TYPE_STRING, { .str = NULL }, 0, 0, TFLAGS },
    { "matrix", "mode=shuffle, YUV <-> RGB: the matrix of the YUV side", OFFSET(matrix),
      AV_OPT_TYPE_INT, { .i64 = -1 }, -1, AVCOL_SPC_NB - 1, FLAGS, .unit = "matrix" },
        CONST("auto", "the input frame's (YUV to RGB) or the output link's, else BT.601",
              -1, FLAGS, "matrix"),
        CONST("bt601",     "BT.601 (SMPTE 170M)", AVCOL_SPC_SMPTE170M, FLAGS, "matrix"),
        CONST("bt470bg",   "BT.470 BG (BT.601)",  AVCOL_SPC_BT470BG,   FLAGS, "matrix"),
        CONST("smpte170m", "SMPTE 170M (BT.601)", AVCOL_SPC_SMPTE170M, FLAGS, "matrix"),
        CONST("bt709",     "BT.709",              AVCOL_SPC_BT709,     FLAGS, "matrix"),
        CONST("fcc",       "FCC",                 AVCOL_SPC_FCC,       FLAGS, "matrix"),
        CONST("smpte240m", "SMPTE 240M",          AVCOL_SPC_SMPTE240M, FLAGS, "matrix"),
        CONST("bt2020",    "BT.2020 non-constant luminance", AVCOL_SPC_BT2020_NCL, FLAGS,
              "matrix"),
    { "range", "mode=shuffle, YUV <-> RGB: the range of the YUV side", OFFSET(range),
      AV_OPT_TYPE_INT, { .i64 = AVCOL_RANGE_UNSPECIFIED }, 0, AVCOL_RANGE_JPEG, FLAGS,
      .unit = "range" },
        CONST("auto", "the input frame's (YUV to RGB) or the output link's, else limited",
              AVCOL_RANGE_UNSPECIFIED, FLAGS, "range"),
        CONST("limited", "16-235", AVCOL_RANGE_MPEG, FLAGS, "range"),
        CONST("tv",      "16-235", AVCOL_RANGE_MPEG, FLAGS, "range"),
        CONST("full",    "0-255",  AVCOL_RANGE_JPEG, FLAGS, "range"),
        CONST("pc",      "0-255",  AVCOL_RANGE_JPEG, FLAGS, "range"),
    { "flags", "mode=shuffle, YUV <-> RGB: swscale's flags (as scale's flags=)",
      OFFSET(sws_flags), AV_OPT_TYPE_STRING, { .str = "bicubic" }, 0, 0, FLAGS },
    { "depth", "mode=depth: the output bit depth: 8, 9, 10, 12, 14 or 16",
      OFFSET(out_depth), AV_OPT_TYPE_INT, { .i64 = 0 }, 0, 16, FLAGS },
    { "method", "mode=depth: how samples are scaled between depths", OFFSET(method),
      AV_OPT_TYPE_INT, { .i64 = SL_DEPTH_METHOD_AUTO }, 0, SL_NB_DEPTH_METHODS - 1, FLAGS,
      .unit = "method" },
        CONST("auto", "swscale's rule: replicate or shift, per plane",
              SL_DEPTH_METHOD_AUTO, FLAGS, "method"),
        CONST("shift", "v << (D-S): exact for limited-range video and chroma",
              SL_DEPTH_METHOD_SHIFT, FLAGS, "method"),
        CONST("replicate", "(v << (D-S)) | (v >> (2S-D)): full scale to full scale",
              SL_DEPTH_METHOD_REPLICATE, FLAGS, "method"),
    { "dither", "mode=depth: how to go down in depth", OFFSET(dither),
      AV_OPT_TYPE_INT, { .i64 = SL_DEPTH_DITHER_AUTO }, 0, SL_NB_DEPTH_DITHERS - 1, FLAGS,
      .unit = "dither" },
        CONST("auto", "as swscale: ordered, but none on gbrp and gbrap",
              SL_DEPTH_DITHER_AUTO, FLAGS, "dither"),
        CONST("none", "round to nearest",
              SL_DEPTH_DITHER_NONE, FLAGS, "dither"),
        CONST("ordered", "swscale's 8x8 ordered dither",
              SL_DEPTH_DITHER_ORDERED, FLAGS, "dither"),
    { NULL }
};

FRAMESYNC_DEFINE_CLASS(simdlesson, SimdLessonContext, fs);

static int process_slice(AVFilterContext *ctx, void *arg, int jobnr, int nb_jobs)
{
    SimdLessonContext *s = ctx->priv;
    const ThreadData *td = arg;

    for (int p = 0; p < s->nb_planes; p++) {
        const int start = s->plane_h[p] *  jobnr      / nb_jobs;
        const int end   = s->plane_h[p] * (jobnr + 1) / nb_jobs;
        const ptrdiff_t dls = td->dst->linesize[p];
        const ptrdiff_t als = td->a->linesize[p];
        const ptrdiff_t bls = td->b ? td->b->linesize[p] : 0;
        const ptrdiff_t row_bytes = (ptrdiff_t)s->row_samples[p] * s->bytes;
        uint8_t *dst     = td->dst->data[p] + start * dls;
        const uint8_t *a = td->a->data[p]   + start * als;
        const uint8_t *b = td->b ? td->b->data[p] + start * bls : NULL;
        ptrdiff_t w = s->row_samples[p];
        int rows = end - start;

        if (rows <= 0)
            continue;
        if (!(s->planes & (1 << p))) {
            if (dst != a)
                av_image_copy_plane(dst, dls, a, als, row_bytes, rows);
            continue;
        }
        /* Contiguous rows are one long row. */
        if (dls == row_bytes && als == row_bytes && (!b || bls == row_bytes) && !s->whole_rows) {
            w   *= rows;
            rows = 1;
        }
        for (int y = 0; y < rows; y++) {
            s->m->row(s, dst, a, b, w);
            dst += dls;
            a   += als;
            if (b)
                b += bls;
        }
    }
    return 0;
}

/**
 * buffersrc only warns when an API user sends frames of another size or
 * format than the link's, and the rows are sized from the link: refuse them.
 */
static int check_frame(AVFilterContext *ctx, int i, const AVFrame *f)
{
    const AVFilterLink *inlink = ctx->inputs[i];

    if (f->width == inlink->w && f->height == inlink->h && f->format == inlink->format)
        return 0;
    av_log(ctx, AV_LOG_ERROR, "Frame of %dx%d %s on input '%s', configured for %dx%d %s: "
           "size and pixel format cannot change while running.\n",
           f->width, f->height, av_get_pix_fmt_name(f->format), ctx->input_pads[i].name,
           inlink->w, inlink->h, av_get_pix_fmt_name(inlink->format));
    return AVERROR(EINVAL);
}

int ff_simdlesson_filter_rows(AVFilterContext *ctx, AVFrame *a, const AVFrame *b)
{
    AVFilterLink *outlink = ctx->outputs[0];
    ThreadData td = { .dst = a, .a = a, .b = b };
    int ret = 0;

    if (!av_frame_is_writable(a)) {
        td.dst = ff_get_video_buffer(outlink, outlink->w, outlink->h);
        if (!td.dst) {
            av_frame_free(&a);
            return AVERROR(ENOMEM);
        }
        ret = av_frame_copy_props(td.dst, a);
    }
    td.dst->format = outlink->format;   /* mode=shuffle:out= converts in place */
    if (ret >= 0)
        ret = ff_filter_execute(ctx, process_slice, &td, NULL,
                                FFMIN(outlink->h, ff_filter_get_nb_threads(ctx)));
    if (td.dst != a)
        av_frame_free(&a);
    if (ret < 0) {
        av_frame_free(&td.dst);
        return ret;
    }
    return ff_filter_frame(outlink, td.dst);
}

/* Rows of a conversion in slice jobnr of nb_jobs: whole rows of chroma */
static int convert_slice(AVFilterContext *ctx, void *arg, int jobnr, int nb_jobs)
{
    const SimdLessonContext *s = ctx->priv;
    const SimdLessonConvert *cv = &s->cv;
    const ThreadData *td = arg;
    const int l2 = cv->log2_chroma_h;
    const int start = cv->h * jobnr / nb_jobs >> l2 << l2;
    const int end   = jobnr + 1 == nb_jobs ? cv->h : cv->h * (jobnr + 1) / nb_jobs >> l2 << l2;
    uint8_t *dst[4] = { NULL };
    const uint8_t *src[4] = { NULL };

    for (int p = 0; p < 4; p++) {
        const int row = p == 1 || p == 2 ? start >> l2 : start;
        if (td->dst->data[p])
            dst[p] = td->dst->data[p] + row * (ptrdiff_t)td->dst->linesize[p];
        if (td->a->data[p])
            src[p] = td->a->data[p] + row * (ptrdiff_t)td->a->linesize[p];
    }
    ff_simdlesson_convert_slice(cv, dst, td->dst->linesize, src, td->a->linesize,
                                start, end - start);
    return 0;
}

int ff_simdlesson_convert_frame(AVFilterContext *ctx, AVFrame *in)
{
    AVFilterLink *outlink = ctx->outputs[0];
    ThreadData td = { .a = in };
    int ret;

    td.dst = ff_get_video_buffer(outlink, outlink->w, outlink->h);
    if (!td.dst) {
        av_frame_free(&in);
        return AVERROR(ENOMEM);
    }
    ret = av_frame_copy_props(td.dst, in);
    if (ret >= 0)
        ret = ff_filter_execute(ctx, convert_slice, &td, NULL,
                                FFMIN(outlink->h, ff_filter_get_nb_threads(ctx)));
    av_frame_free(&in);
    if (ret < 0) {
        av_frame_free(&td.dst);
        return ret;
    }
    return ff_filter_frame(outlink, td.dst);
}

static int process_two(FFFrameSync *fs)
{
    AVFilterContext *ctx = fs->parent;
    AVFrame *a, *b;
    int ret;

    ret = ff_framesync_dualinput_get(fs, &a, &b);
    if (ret < 0)
        return ret;
    if ((ret = check_frame(ctx, 0, a)) < 0 || (b && (ret = check_frame(ctx, 1, b)) < 0)) {
        av_frame_free(&a);
        return ret;
    }
    if (!b)                             /* timeline disabled */
        return ff_filter_frame(ctx->outputs[0], a);
    return ff_simdlesson_filter_rows(ctx, a, b);
}

static int process_one(AVFilterContext *ctx, AVFrame *in)
{
    const SimdLessonContext *s = ctx->priv;
    int ret = check_frame(ctx, 0, in);

    if (ret < 0) {
        av_frame_free(&in);
        return ret;
    }
    return s->m->filter_frame(ctx, in);
}

static int query_formats(const AVFilterContext *ctx, AVFilterFormatsConfig **cfg_in,
                         AVFilterFormatsConfig **cfg_out)
{
    const SimdLessonContext *s = ctx->priv;

    return s->m->query_formats(ctx, cfg_in, cfg_out);
}

/* The fields of s that follow from the input format (depth, shift,
 * nb_planes) and, with the bytes of a row's element (set by the mode's
 * config), from its size. */
static void set_format(SimdLessonContext *s, enum AVPixelFormat fmt)
{
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(fmt);

    s->depth     = desc->comp[0].depth;
    s->shift     = desc->comp[0].shift;
    s->nb_planes = av_pix_fmt_count_planes(fmt);
}

static void set_size(SimdLessonContext *s, enum AVPixelFormat fmt, int w, int h)
{
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(fmt);

    for (int p = 0; p < s->nb_planes; p++) {
        s->row_samples[p] = av_image_get_linesize(fmt, w, p) / s->bytes;
        s->plane_h[p]     = (p == 1 || p == 2) ? AV_CEIL_RSHIFT(h, desc->log2_chroma_h) : h;
    }
}

static int config_output(AVFilterLink *outlink)
{
    AVFilterContext *ctx = outlink->src;
    SimdLessonContext *s = ctx->priv;
    AVFilterLink *la = ctx->inputs[0];
    int ret;

    set_format(s, la->format);
    if ((ret = s->m->config(ctx)) < 0)
        return ret;

    outlink->w = la->w;
    outlink->h = la->h;
    outlink->sample_aspect_ratio = la->sample_aspect_ratio;
    outlink->time_base = la->time_base;
    ff_filter_link(outlink)->frame_rate = ff_filter_link(la)->frame_rate;

    set_size(s, la->format, la->w, la->h);
    if (s->m->setup && (ret = s->m->setup(ctx)) < 0)
        return ret;
    s->configured = 1;
    if (s->m->nb_inputs < 2)
        return 0;

    ret = ff_framesync_init_dualinput(&s->fs, ctx);
    if (ret < 0)
        return ret;
    s->fs.opaque   = s;
    s->fs.on_event = process_two;
    ret = ff_framesync_configure(&s->fs);
    outlink->time_base = s->fs.time_base;
    return ret;
}

#define MODE(m) (1 << SL_MODE_ ## m)

/* The options that apply to some modes only, and the modes they apply to */
static const struct {
    const char *name;
    unsigned modes;             ///< bit m set: applies to mode m
} mode_options[] = {
    { "overflow",   MODE(ADD) | MODE(OFFSET) },
    { "planes",     MODE(ADD) | MODE(OFFSET) },
    { "bias",       MODE(ADD)     },
    { "shortest",   MODE(ADD)     },
    { "repeatlast", MODE(ADD)     },
    { "eof_action", MODE(ADD)     },
    { "value",      MODE(OFFSET)  },
    { "out",        MODE(SHUFFLE) },
    { "map",        MODE(SHUFFLE) },
    { "matrix",     MODE(SHUFFLE) },
    { "range",      MODE(SHUFFLE) },
    { "flags",      MODE(SHUFFLE) },
    { "depth",      MODE(DEPTH)   },
    { "method",     MODE(DEPTH)   },
    { "dither",     MODE(DEPTH)   },
};

/* The name of a mode, from its option constant */
static const char *mode_name(int mode)
{
    for (const AVOption *o = simdlesson_options; o->name; o++)
        if (o->type == AV_OPT_TYPE_CONST && !strcmp(o->unit, "mode") &&
            o->default_val.i64 == mode)
            return o->name;
    return NULL;
}

/** Options of another mode are refused, not ignored: at init and at run time. */
static int check_mode_options(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;

    for (int i = 0; i < FF_ARRAY_ELEMS(mode_options); i++) {
        const unsigned modes = mode_options[i].modes;
        int ret;

        if (modes & (1 << s->mode))
            continue;
        ret = av_opt_is_set_to_default_by_name(s, mode_options[i].name,
                                               AV_OPT_SEARCH_CHILDREN);
        if (ret < 0)
            return ret;
        if (ret)
            continue;
        if (modes & (modes - 1))
            av_log(ctx, AV_LOG_ERROR, "%s does not apply to mode=%s.\n",
                   mode_options[i].name, mode_name(s->mode));
        else
            av_log(ctx, AV_LOG_ERROR, "%s only applies to mode=%s.\n",
                   mode_options[i].name, mode_name(av_log2(modes)));
        return AVERROR(EINVAL);
    }
    return s->m->check_options ? s->m->check_options(ctx) : 0;
}

static av_cold int init(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;
    static const char *const add_inputs[] = { "a", "b" };
    static const char *const one_input[]  = { "default" };
    const char *const *names;
    int ret;

    s->m  = modes[s->mode];
    names = s->m->nb_inputs == 2 ? add_inputs : one_input;
    if ((ret = check_mode_options(ctx)) < 0)
        return ret;

    for (int i = 0; i < s->m->nb_inputs; i++) {
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
    sws_freeContext(s->sws);
}

static int activate(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;
    AVFilterLink *inlink = ctx->inputs[0], *outlink = ctx->outputs[0];
    AVFrame *in;
    int ret;

    if (s->m->nb_inputs == 2)
        return ff_framesync_activate(&s->fs);

    FF_FILTER_FORWARD_STATUS_BACK(outlink, inlink);
    ret = ff_inlink_consume_frame(inlink, &in);
    if (ret < 0)
        return ret;
    if (ret > 0)
        return process_one(ctx, in);
    FF_FILTER_FORWARD_STATUS(inlink, outlink);
    FF_FILTER_FORWARD_WANTED(outlink, inlink);
    return FFERROR_NOT_READY;
}

/* Check the options and, once the links are configured, rebuild the kernels */
static int config_params(AVFilterContext *ctx)
{
    const SimdLessonContext *s = ctx->priv;
    int ret = check_mode_options(ctx);

    if (ret < 0 || !s->configured || !s->m->setup)
        return ret;
    return s->m->setup(ctx);
}

/* A command sets one runtime option; a value the mode refuses is reported,
 * and the previous one is set back. */
static int process_command(AVFilterContext *ctx, const char *cmd, const char *args,
                           char *res, int res_len, int flags)
{
    uint8_t *prev;
    int ret = av_opt_get(ctx->priv, cmd, AV_OPT_ALLOW_NULL, &prev);

    if (ret < 0)
        return ret == AVERROR_OPTION_NOT_FOUND ? AVERROR(ENOSYS) : ret;
    ret = ff_filter_process_command(ctx, cmd, args, res, res_len, flags);
    if (ret >= 0 && (ret = config_params(ctx)) < 0) {
        av_opt_set(ctx->priv, cmd, (const char *)prev, 0);
        config_params(ctx);
    }
    av_free(prev);
    return ret;
}

static const AVFilterPad simdlesson_outputs[] = {
    {
        .name         = "default",
        .type         = AVMEDIA_TYPE_VIDEO,
        .config_props = config_output,
    },
};

const FFFilter ff_vf_simdlesson = {
    .p.name          = "simdlesson",
    .p.description   = NULL_IF_CONFIG_SMALL("Add frames or a constant, reorder channels, or convert bit depth."),
    .p.priv_class    = &simdlesson_class,
    .p.flags         = AVFILTER_FLAG_DYNAMIC_INPUTS |
                       AVFILTER_FLAG_SLICE_THREADS |
                       AVFILTER_FLAG_SUPPORT_TIMELINE_INTERNAL,
    .priv_size       = sizeof(SimdLessonContext),
    .preinit         = simdlesson_framesync_preinit,
    .init            = init,
    .uninit          = uninit,
    .activate        = activate,
    FILTER_OUTPUTS(simdlesson_outputs),
    FILTER_QUERY_FUNC2(query_formats),
    .process_command = process_command,
};
