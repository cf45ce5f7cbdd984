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
 * simdlesson: frame arithmetic with SIMD row kernels (FFmpeg asm lesson three).
 *
 * mode=add:    out = a + b per sample, two inputs of the same size and format;
 *              saturating or wrapping, or with b a signed difference (bias=1)
 * mode=offset: out = a + value per sample, one input
 * on 8-bit samples and on samples of 9 to 16 bits stored in 16-bit words.
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
    MODE_OFFSET,
    NB_MODES
};

enum SimdLessonOverflow {
    OVERFLOW_SATURATE,
    OVERFLOW_WRAP,
    NB_OVERFLOWS
};

typedef struct SimdLessonContext {
    const AVClass *class;
    FFFrameSync fs;

    /* options */
    int mode;
    int overflow;
    int bias;
    int value;
    int planes;                 ///< bit p set: process plane p, else copy it

    /* from the format */
    int nb_planes;
    int bytes;                  ///< bytes per sample, 1 or 2
    int depth;
    int shift;                  ///< bits below the sample in its word (p010: 6)
    int row_samples[4];         ///< samples in one row of each plane
    int plane_h[4];             ///< rows of each plane

    /* the kernels for the options and the format */
    int max;                    ///< largest sample value, as stored
    int kvalue;                 ///< value, as stored
    void (*add_u8)(uint8_t *dst, const uint8_t *a, const uint8_t *b, ptrdiff_t width);
    void (*offset_u8)(uint8_t *dst, const uint8_t *a, ptrdiff_t width, int v);
    void (*add_u16)(uint16_t *dst, const uint16_t *a, const uint16_t *b,
                    ptrdiff_t width, int max);
    void (*offset_u16)(uint16_t *dst, const uint16_t *a, ptrdiff_t width, int v, int max);

    SimdLessonDSPContext dsp;
} SimdLessonContext;

typedef struct ThreadData {
    AVFrame *dst;
    const AVFrame *a, *b;       ///< b is NULL for mode=offset
} ThreadData;

#define OFFSET(x) offsetof(SimdLessonContext, x)
#define FLAGS  (AV_OPT_FLAG_FILTERING_PARAM | AV_OPT_FLAG_VIDEO_PARAM)
#define TFLAGS (FLAGS | AV_OPT_FLAG_RUNTIME_PARAM)

static const AVOption simdlesson_options[] = {
    { "mode", "set what to compute", OFFSET(mode), AV_OPT_TYPE_INT,
      { .i64 = MODE_ADD }, 0, NB_MODES - 1, FLAGS, .unit = "mode" },
        { "add",    "out = a + b: add the second input to the first",
          0, AV_OPT_TYPE_CONST, { .i64 = MODE_ADD },    0, 0, FLAGS, .unit = "mode" },
        { "offset", "out = a + value: add a constant to the only input",
          0, AV_OPT_TYPE_CONST, { .i64 = MODE_OFFSET }, 0, 0, FLAGS, .unit = "mode" },
    { "overflow", "set what happens to sums beyond the sample range", OFFSET(overflow),
      AV_OPT_TYPE_INT, { .i64 = OVERFLOW_SATURATE }, 0, NB_OVERFLOWS - 1, TFLAGS, .unit = "overflow" },
        { "saturate", "clamp to 0 and to the largest value (2^depth - 1)",
          0, AV_OPT_TYPE_CONST, { .i64 = OVERFLOW_SATURATE }, 0, 0, TFLAGS, .unit = "overflow" },
        { "wrap",     "keep the sum modulo 2^depth",
          0, AV_OPT_TYPE_CONST, { .i64 = OVERFLOW_WRAP },     0, 0, TFLAGS, .unit = "overflow" },
    { "bias", "mode=add: take the second input as a signed difference centred on half range: "
              "out = a + b - 2^(depth-1), saturated (blend's grainmerge)",
      OFFSET(bias), AV_OPT_TYPE_BOOL, { .i64 = 0 }, 0, 1, FLAGS },
    { "value", "mode=offset: the constant to add, negative to subtract, within +-(2^depth - 1)",
      OFFSET(value), AV_OPT_TYPE_INT, { .i64 = 0 }, -65535, 65535, TFLAGS },
    { "planes", "set the planes to process (bit mask); the others are copied from the first input",
      OFFSET(planes), AV_OPT_TYPE_INT, { .i64 = 0xF }, 0, 0xF, TFLAGS },
    { NULL }
};

FRAMESYNC_DEFINE_CLASS(simdlesson, SimdLessonContext, fs);

/**
 * Formats whose components are all alike: 8-bit samples in bytes, or 9- to
 * 16-bit samples in native-endian 16-bit words at one common shift; no
 * palette, bitstream, float or Bayer formats.
 * @return bytes per sample, 0 if unsupported
 */
static int sample_bytes(const AVPixFmtDescriptor *desc)
{
    const int depth = desc->comp[0].depth, shift = desc->comp[0].shift;
    const int be = !!(desc->flags & AV_PIX_FMT_FLAG_BE);

    if (desc->flags & (AV_PIX_FMT_FLAG_PAL | AV_PIX_FMT_FLAG_BITSTREAM |
                       AV_PIX_FMT_FLAG_HWACCEL | AV_PIX_FMT_FLAG_FLOAT |
                       AV_PIX_FMT_FLAG_BAYER) || !desc->nb_components)
        return 0;
    for (int i = 0; i < desc->nb_components; i++) {
        const AVComponentDescriptor *c = &desc->comp[i];
        if (c->depth != depth || c->shift != shift)
            return 0;
        if (depth > 8 && ((c->step | c->offset) & 1))
            return 0;
    }
    if (depth == 8 && !shift)
        return 1;
    if (depth > 8 && depth + shift <= 16 && be == HAVE_BIGENDIAN)
        return 2;
    return 0;
}

static AVFilterFormats *supported_formats(void)
{
    AVFilterFormats *formats = NULL;
    const AVPixFmtDescriptor *desc = NULL;

    while ((desc = av_pix_fmt_desc_next(desc))) {
        if (sample_bytes(desc) &&
            ff_add_format(&formats, av_pix_fmt_desc_get_id(desc)) < 0)
            return NULL;
    }
    return formats;
}

static int query_formats(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;
    AVFilterFormats *formats = supported_formats(), *second;
    int ret;

    if (!formats)
        return AVERROR(ENOMEM);
    if (s->mode != MODE_ADD)
        return ff_set_common_formats(ctx, formats);

    /* The output has the format of the first input.  The second input is
     * negotiated on its own, so that a different format reaches
     * config_output(), which names both, instead of being converted. */
    if ((ret = ff_formats_ref(formats, &ctx->inputs[0]->outcfg.formats)) < 0 ||
        (ret = ff_formats_ref(formats, &ctx->outputs[0]->incfg.formats)) < 0)
        return ret;
    if (!(second = supported_formats()))
        return AVERROR(ENOMEM);
    return ff_formats_ref(second, &ctx->inputs[1]->outcfg.formats);
}

/** Check the options against each other and the format, and pick the kernels. */
static int setup_kernels(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;
    const int range = (1 << s->depth) - 1;
    const int sat = s->overflow == OVERFLOW_SATURATE;

    if (s->bias && !sat) {
        av_log(ctx, AV_LOG_ERROR, "bias=1 saturates: it cannot be used with overflow=wrap.\n");
        return AVERROR(EINVAL);
    }
    if (s->mode == MODE_OFFSET && FFABS(s->value) > range) {
        av_log(ctx, AV_LOG_ERROR, "value %d is out of range for %d-bit samples: "
               "it must be within -%d..%d.\n", s->value, s->depth, range, range);
        return AVERROR(ERANGE);
    }

    s->max    = range << s->shift;
    s->kvalue = s->value * (1 << s->shift);

    s->add_u8     = s->bias ? s->dsp.add_bias_u8  : sat ? s->dsp.add_sat_u8  : s->dsp.add_wrap_u8;
    s->add_u16    = s->bias ? s->dsp.add_bias_u16 : sat ? s->dsp.add_sat_u16 : s->dsp.add_wrap_u16;
    s->offset_u8  = sat ? s->dsp.offset_sat_u8  : s->dsp.offset_wrap_u8;
    s->offset_u16 = sat ? s->dsp.offset_sat_u16 : s->dsp.offset_wrap_u16;
    return 0;
}

static void process_row(const SimdLessonContext *s, uint8_t *dst, const uint8_t *a,
                        const uint8_t *b, ptrdiff_t w)
{
    if (s->bytes == 1) {
        if (b)
            s->add_u8(dst, a, b, w);
        else
            s->offset_u8(dst, a, w, s->kvalue);
    } else {
        if (b)
            s->add_u16((uint16_t *)dst, (const uint16_t *)a, (const uint16_t *)b, w, s->max);
        else
            s->offset_u16((uint16_t *)dst, (const uint16_t *)a, w, s->kvalue, s->max);
    }
}

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
        if (dls == row_bytes && als == row_bytes && (!b || bls == row_bytes)) {
            w   *= rows;
            rows = 1;
        }
        for (int y = 0; y < rows; y++) {
            process_row(s, dst, a, b, w);
            dst += dls;
            a   += als;
            if (b)
                b += bls;
        }
    }
    return 0;
}

/**
 * Compute a (+ b) and send it on: in place in a, unless a is shared with
 * another consumer, then into a new frame.  Takes ownership of a.
 */
static int filter_frame(AVFilterContext *ctx, AVFrame *a, const AVFrame *b)
{
    AVFilterLink *outlink = ctx->outputs[0];
    ThreadData td = { .dst = a, .a = a, .b = b };
    int ret = 0;

    /* buffersrc only warns when an API user sends frames of another size
     * or format than the link's: the rows are sized from the link. */
    for (int i = 0; i < 2; i++) {
        const AVFrame *f = i ? b : a;
        if (f && (f->width != outlink->w || f->height != outlink->h ||
                  f->format != outlink->format)) {
            av_log(ctx, AV_LOG_ERROR, "Frame of %dx%d %s on input '%s', configured for %dx%d %s: "
                   "size and pixel format cannot change while running.\n",
                   f->width, f->height, av_get_pix_fmt_name(f->format), ctx->input_pads[i].name,
                   outlink->w, outlink->h, av_get_pix_fmt_name(outlink->format));
            av_frame_free(&a);
            return AVERROR(EINVAL);
        }
    }
    if (!av_frame_is_writable(a)) {
        td.dst = ff_get_video_buffer(outlink, outlink->w, outlink->h);
        ret = td.dst ? av_frame_copy_props(td.dst, a) : AVERROR(ENOMEM);
    }
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

static int process_two(FFFrameSync *fs)
{
    AVFilterContext *ctx = fs->parent;
    AVFrame *a, *b;
    int ret;

    ret = ff_framesync_dualinput_get(fs, &a, &b);
    if (ret < 0)
        return ret;
    if (!b)                             /* timeline disabled */
        return ff_filter_frame(ctx->outputs[0], a);
    return filter_frame(ctx, a, b);
}

static int process_one(AVFilterContext *ctx, AVFrame *in)
{
    if (ctx->is_disabled)
        return ff_filter_frame(ctx->outputs[0], in);
    return filter_frame(ctx, in, NULL);
}

static int config_output(AVFilterLink *outlink)
{
    AVFilterContext *ctx = outlink->src;
    SimdLessonContext *s = ctx->priv;
    AVFilterLink *la = ctx->inputs[0];
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(la->format);
    int ret;

    if (s->mode == MODE_ADD) {
        AVFilterLink *lb = ctx->inputs[1];
        if (la->w != lb->w || la->h != lb->h || la->format != lb->format) {
            av_log(ctx, AV_LOG_ERROR,
                   "Inputs must have the same size and pixel format: input '%s' is "
                   "%dx%d %s, input '%s' is %dx%d %s.\n",
                   ctx->input_pads[0].name, la->w, la->h, av_get_pix_fmt_name(la->format),
                   ctx->input_pads[1].name, lb->w, lb->h, av_get_pix_fmt_name(lb->format));
            return AVERROR(EINVAL);
        }
    }

    outlink->w = la->w;
    outlink->h = la->h;
    outlink->sample_aspect_ratio = la->sample_aspect_ratio;
    outlink->time_base = la->time_base;
    sl_copy_frame_rate(outlink, la);

    s->bytes     = sample_bytes(desc);
    s->depth     = desc->comp[0].depth;
    s->shift     = desc->comp[0].shift;
    s->nb_planes = av_pix_fmt_count_planes(la->format);
    for (int p = 0; p < s->nb_planes; p++) {
        s->row_samples[p] = av_image_get_linesize(la->format, la->w, p) / s->bytes;
        s->plane_h[p]     = (p == 1 || p == 2) ? AV_CEIL_RSHIFT(la->h, desc->log2_chroma_h)
                                               : la->h;
    }

    ret = setup_kernels(ctx);
    if (ret < 0 || s->mode != MODE_ADD)
        return ret;

    ret = ff_framesync_init_dualinput(&s->fs, ctx);
    if (ret < 0)
        return ret;
    s->fs.opaque   = s;
    s->fs.on_event = process_two;
    ret = ff_framesync_configure(&s->fs);
    outlink->time_base = s->fs.time_base;
    return ret;
}

/** Options of another mode are refused, not ignored: at init and at run time. */
static int check_mode_options(AVFilterContext *ctx)
{
    const SimdLessonContext *s = ctx->priv;

    if (s->mode != MODE_ADD && s->bias) {
        av_log(ctx, AV_LOG_ERROR, "bias only applies to mode=add.\n");
        return AVERROR(EINVAL);
    }
    if (s->mode != MODE_ADD && (s->fs.opt_shortest || !s->fs.opt_repeatlast ||
                                s->fs.opt_eof_action != EOF_ACTION_REPEAT)) {
        av_log(ctx, AV_LOG_ERROR, "shortest, repeatlast and eof_action only apply to mode=add.\n");
        return AVERROR(EINVAL);
    }
    if (s->mode != MODE_OFFSET && s->value) {
        av_log(ctx, AV_LOG_ERROR, "value only applies to mode=offset.\n");
        return AVERROR(EINVAL);
    }
    return 0;
}

static av_cold int init(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;
    static const char *const add_inputs[] = { "a", "b" };
    static const char *const one_input[]  = { "default" };
    const char *const *names = s->mode == MODE_ADD ? add_inputs : one_input;
    const int nb_inputs      = s->mode == MODE_ADD ? 2 : 1;
    int ret;

    if ((ret = check_mode_options(ctx)) < 0)
        return ret;

    for (int i = 0; i < nb_inputs; i++) {
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
    AVFilterLink *inlink = ctx->inputs[0], *outlink = ctx->outputs[0];
    AVFrame *in;
    int ret;

    if (s->mode == MODE_ADD)
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

/* value, overflow and planes change at run time; an invalid change leaves
 * the previous state in place. */
static int process_command(AVFilterContext *ctx, const char *cmd, const char *args,
                           char *res, int res_len, int flags)
{
    SimdLessonContext *s = ctx->priv;
    const int value = s->value, overflow = s->overflow, planes = s->planes;
    int ret;

    ret = ff_filter_process_command(ctx, cmd, args, res, res_len, flags);
    if (ret >= 0)
        ret = check_mode_options(ctx);
    if (ret >= 0 && s->bytes)           /* configured */
        ret = setup_kernels(ctx);
    if (ret < 0) {
        s->value    = value;
        s->overflow = overflow;
        s->planes   = planes;
        if (s->bytes)
            setup_kernels(ctx);
    }
    return ret;
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
    SL_PUBLIC(description) = NULL_IF_CONFIG_SMALL("Add frames or a constant with SIMD row kernels (FFmpeg asm lesson three)."),
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
    .process_command = process_command,
};
