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
 * simdlesson mode=add (out = a + b, two inputs) and mode=offset
 * (out = a + value): 8-bit samples, and 9- to 16-bit samples in 16-bit
 * words, saturating, wrapping or biased.
 */

#include "libavutil/common.h"
#include "libavutil/pixdesc.h"

#include "simdlesson.h"

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

    /* (a list ff_add_format() fails to grow is freed and NULL) */
    while ((desc = av_pix_fmt_desc_next(desc))) {
        if (sample_bytes(desc) &&
            ff_add_format(&formats, av_pix_fmt_desc_get_id(desc)) < 0)
            return NULL;
    }
    return formats;
}

/* The output has the format of the first input.  The second input is
 * negotiated on its own, so that a different format reaches config(),
 * which names both, instead of being converted. */
static int add_query_formats(const AVFilterContext *ctx, AVFilterFormatsConfig **cfg_in,
                             AVFilterFormatsConfig **cfg_out)
{
    AVFilterFormats *formats = supported_formats(), *second;
    int ret;

    /* ff_formats_ref() frees a list it fails to reference (and no other) */
    if ((ret = ff_formats_ref(formats, &cfg_in[0]->formats)) < 0 ||
        (ret = ff_formats_ref(formats, &cfg_out[0]->formats)) < 0)
        return ret;
    second = supported_formats();
    return ff_formats_ref(second, &cfg_in[1]->formats);
}

static int offset_query_formats(const AVFilterContext *ctx, AVFilterFormatsConfig **cfg_in,
                                AVFilterFormatsConfig **cfg_out)
{
    return ff_set_common_formats2(ctx, cfg_in, cfg_out, supported_formats());
}

static int add_config(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;
    const AVFilterLink *la = ctx->inputs[0], *lb = ctx->inputs[1];

    if (la->w != lb->w || la->h != lb->h || la->format != lb->format) {
        av_log(ctx, AV_LOG_ERROR,
               "Inputs must have the same size and pixel format: input '%s' is "
               "%dx%d %s, input '%s' is %dx%d %s.\n",
               ctx->input_pads[0].name, la->w, la->h, av_get_pix_fmt_name(la->format),
               ctx->input_pads[1].name, lb->w, lb->h, av_get_pix_fmt_name(lb->format));
        return AVERROR(EINVAL);
    }
    s->bytes = sample_bytes(av_pix_fmt_desc_get(la->format));
    return 0;
}

static int offset_config(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;

    s->bytes = sample_bytes(av_pix_fmt_desc_get(ctx->inputs[0]->format));
    return 0;
}

static int add_check_options(AVFilterContext *ctx)
{
    const SimdLessonContext *s = ctx->priv;

    if (s->bias && s->overflow != SL_OVERFLOW_SATURATE) {
        av_log(ctx, AV_LOG_ERROR, "bias=1 saturates: it cannot be used with overflow=wrap.\n");
        return AVERROR(EINVAL);
    }
    return 0;
}

/** Check value against the format, and pick the kernel. */
static int add_setup(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;
    SimdLessonAdd *add = &s->add;
    const int range = (1 << s->depth) - 1;
    const enum SimdLessonArith arith = s->bias ? SL_ARITH_BIAS :
                                       s->overflow == SL_OVERFLOW_WRAP ? SL_ARITH_WRAP :
                                       SL_ARITH_SATURATE;

    if (s->mode == SL_MODE_OFFSET && FFABS(s->value) > range) {
        av_log(ctx, AV_LOG_ERROR, "value %d is out of range for %d-bit samples: "
               "it must be within -%d..%d.\n", s->value, s->depth, range, range);
        return AVERROR(ERANGE);
    }

    add->max        = range << s->shift;
    add->value      = s->value * (1 << s->shift);
    add->add_u8     = NULL;
    add->add_u16    = NULL;
    add->offset_u8  = NULL;
    add->offset_u16 = NULL;
    if (s->mode == SL_MODE_OFFSET && s->bytes == 1)
        add->offset_u8  = ff_simdlesson_offset_u8_func(&s->dsp, arith);
    else if (s->mode == SL_MODE_OFFSET)
        add->offset_u16 = ff_simdlesson_offset_u16_func(&s->dsp, arith);
    else if (s->bytes == 1)
        add->add_u8     = ff_simdlesson_add_u8_func(&s->dsp, arith);
    else
        add->add_u16    = ff_simdlesson_add_u16_func(&s->dsp, arith);
    return 0;
}

static void add_row(const SimdLessonContext *s, uint8_t *dst, const uint8_t *a,
                    const uint8_t *b, ptrdiff_t w)
{
    if (s->add.add_u8)
        s->add.add_u8(dst, a, b, w);
    else
        s->add.add_u16((uint16_t *)dst, (const uint16_t *)a, (const uint16_t *)b,
                       w, s->add.max);
}

static void offset_row(const SimdLessonContext *s, uint8_t *dst, const uint8_t *a,
                       const uint8_t *b, ptrdiff_t w)
{
    if (s->add.offset_u8)
        s->add.offset_u8(dst, a, w, s->add.value);
    else
        s->add.offset_u16((uint16_t *)dst, (const uint16_t *)a, w,
                          s->add.value, s->add.max);
}

static int offset_filter_frame(AVFilterContext *ctx, AVFrame *in)
{
    if (ctx->is_disabled)
        return ff_filter_frame(ctx->outputs[0], in);
    return ff_simdlesson_filter_rows(ctx, in, NULL);
}

const SimdLessonMode ff_simdlesson_add = {
    .nb_inputs     = 2,
    .check_options = add_check_options,
    .query_formats = add_query_formats,
    .config        = add_config,
    .setup         = add_setup,
    .row           = add_row,
};

const SimdLessonMode ff_simdlesson_offset = {
    .nb_inputs     = 1,
    .query_formats = offset_query_formats,
    .config        = offset_config,
    .setup         = add_setup,
    .row           = offset_row,
    .filter_frame  = offset_filter_frame,
};
