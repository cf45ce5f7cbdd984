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
 * simdlesson mode=shuffle: reorder the channels of packed pixels with
 * pshufb, to another packed format of the same family (out=) or within
 * the format (map=); or convert between layouts (out=: packed RGB of 3 and
 * 4 bytes, semi-planar and packed 4:2:2 to and from planar).  The formats
 * and the conversions are libswscale/simdlesson_convert.h's.  Between YUV
 * and RGB (out=, matrix=, range=, flags=), the filter runs a swscale
 * context of its own, whose converter is the DSP's route where that gives
 * swscale's bytes (libswscale/swscale_simdlesson.c), swscale's own code
 * elsewhere: the bytes of scale with the same options either way.
 */

#include <string.h>

#include "libavutil/avstring.h"
#include "libavutil/opt.h"
#include "libavutil/pixdesc.h"
#include "libswscale/swscale.h"

#include "simdlesson.h"
#include "video.h"

/* Add fmt to list unless it is there: lavfi refuses a list that holds a
 * format twice, and ff_add_format() does not check */
static int add_format(AVFilterFormats **list, enum AVPixelFormat fmt)
{
    for (unsigned i = 0; *list && i < (*list)->nb_formats; i++)
        if ((*list)->formats[i] == fmt)
            return 0;
    return ff_add_format(list, fmt);
}

/** Add every format of a conversion between layouts to list */
static int layout_formats(AVFilterFormats **list)
{
    enum AVPixelFormat packed, planar;
    int ret;

    for (int i = 0; ff_simdlesson_layout_pair(i, &packed, &planar); i++)
        if ((ret = add_format(list, packed)) < 0 || (ret = add_format(list, planar)) < 0)
            return ret;
    return 0;
}

/** Whether fmt is a format of a conversion between layouts */
static int layout_has_format(enum AVPixelFormat fmt)
{
    enum AVPixelFormat packed, planar;

    for (int i = 0; ff_simdlesson_layout_pair(i, &packed, &planar); i++)
        if (packed == fmt || planar == fmt)
            return 1;
    return 0;
}

/* YUV <-> RGB: the formats of the route's pairs (doc/scale.md), from each
 * YUV input to each RGB format, from those to each YUV output (yuvj: lavfi
 * hands its frames over as yuv420p of full range) */
static const enum AVPixelFormat color_yuv_in[] = {
    AV_PIX_FMT_YUV420P, AV_PIX_FMT_YUV422P, AV_PIX_FMT_NV12, AV_PIX_FMT_NV21,
    AV_PIX_FMT_P010LE, AV_PIX_FMT_YUV420P10LE, AV_PIX_FMT_YUV422P10LE,
    AV_PIX_FMT_YUV444P, AV_PIX_FMT_NV24, AV_PIX_FMT_YUV444P10LE,
    AV_PIX_FMT_YUV420P12LE, AV_PIX_FMT_P016LE, AV_PIX_FMT_YUV420P16LE, AV_PIX_FMT_NONE
};
static const enum AVPixelFormat color_yuv_out[] = {
    AV_PIX_FMT_YUV420P, AV_PIX_FMT_YUV422P, AV_PIX_FMT_YUV444P, AV_PIX_FMT_NV12, AV_PIX_FMT_NV21,
    AV_PIX_FMT_YUV420P10LE, AV_PIX_FMT_P010LE, AV_PIX_FMT_NONE
};
static const enum AVPixelFormat color_rgb[] = {
    AV_PIX_FMT_RGB24, AV_PIX_FMT_BGR24, AV_PIX_FMT_RGBA, AV_PIX_FMT_BGRA, AV_PIX_FMT_ARGB,
    AV_PIX_FMT_ABGR, AV_PIX_FMT_RGB0, AV_PIX_FMT_BGR0, AV_PIX_FMT_0RGB, AV_PIX_FMT_0BGR,
    AV_PIX_FMT_GBRP, AV_PIX_FMT_GBRAP, AV_PIX_FMT_RGB48LE, AV_PIX_FMT_BGR48LE,
    AV_PIX_FMT_RGBA64LE, AV_PIX_FMT_BGRA64LE, AV_PIX_FMT_RGB48BE, AV_PIX_FMT_BGR48BE,
    AV_PIX_FMT_RGBA64BE, AV_PIX_FMT_BGRA64BE, AV_PIX_FMT_NONE
};
/* (gbrp from YUV only) */
static const enum AVPixelFormat color_rgb_out[] = {
    AV_PIX_FMT_RGB24, AV_PIX_FMT_BGR24, AV_PIX_FMT_RGBA, AV_PIX_FMT_BGRA, AV_PIX_FMT_ARGB,
    AV_PIX_FMT_ABGR, AV_PIX_FMT_RGB0, AV_PIX_FMT_BGR0, AV_PIX_FMT_0RGB, AV_PIX_FMT_0BGR,
    AV_PIX_FMT_GBRP, AV_PIX_FMT_RGB48LE, AV_PIX_FMT_BGR48LE, AV_PIX_FMT_RGBA64LE,
    AV_PIX_FMT_BGRA64LE, AV_PIX_FMT_RGB48BE, AV_PIX_FMT_BGR48BE, AV_PIX_FMT_RGBA64BE,
    AV_PIX_FMT_BGRA64BE, AV_PIX_FMT_NONE
};

/** Whether in -> out is YUV to RGB or RGB to YUV */
static int color_pair(enum AVPixelFormat in, enum AVPixelFormat out)
{
    return (ff_pixfmt_is_in(in, color_yuv_in) && ff_pixfmt_is_in(out, color_rgb_out)) ||
           (ff_pixfmt_is_in(in, color_rgb) && ff_pixfmt_is_in(out, color_yuv_out));
}

static void color_names(char *buf, int size, const enum AVPixelFormat *list)
{
    for (int i = 0; list[i] != AV_PIX_FMT_NONE; i++)
        av_strlcatf(buf, size, "%s%s", i ? ", " : "", av_get_pix_fmt_name(list[i]));
}

/* The layout of a format as the user writes it: "y0 u y1 v". */
static void layout_names(char *buf, int size, const SimdLessonShuffleFormat *f)
{
    buf[0] = 0;
    for (int i = 0; f->layout[i]; i++) {
        const char c = f->layout[i];
        av_strlcatf(buf, size, "%s%s", i ? " " : "",
                    c == 'y' ? "y0" : c == 'Y' ? "y1" : (char[2]){ c, 0 });
    }
}

/**
 * Parse a map= spec into src[], one entry per channel of the output: the
 * input channel, SL_SHUFFLE_ZERO or SL_SHUFFLE_MAX.  With f NULL, only the
 * syntax is checked (at init, before the format is known).
 */
static int parse_map(void *log, const char *spec, const SimdLessonShuffleFormat *f,
                     int8_t *src)
{
    const char *p = spec;
    const int nb = f ? strlen(f->layout) : 4;
    char names[32];
    int n = 0;

    if (f)
        layout_names(names, sizeof(names), f);
    while (*p) {
        const char *tok = p;
        int ch = -1;                /* a channel letter of the layout */
        int idx;

        if (*p == '|' || *p == ' ') {
            p++;
            continue;
        }
        if (!strncmp(p, "max", 3)) {
            idx = SL_SHUFFLE_MAX;
            p  += 3;
        } else if (*p == '0') {
            idx = SL_SHUFFLE_ZERO;
            p++;
        } else if (*p == '#') {
            char *end;
            long v = strtol(p + 1, &end, 10);
            if (end == p + 1 || v < 0 || (f && v >= nb)) {
                av_log(log, AV_LOG_ERROR, "map '%s': '%.*s' is not a channel index%s%s.\n",
                       spec, (int)(end - p > 1 ? end - p : 2), p,
                       f ? " of " : "", f ? av_get_pix_fmt_name(f->fmt) : "");
                return AVERROR(EINVAL);
            }
            idx = v;
            p   = end;
        } else if (*p == 'y' && (p[1] == '0' || p[1] == '1')) {
            ch = p[1] == '0' ? 'y' : 'Y';
            p += 2;
        } else if (strchr("rgbaxuv", *p)) {
            ch = *p++;
        } else {
            av_log(log, AV_LOG_ERROR, "map '%s': unknown channel '%.*s'; use r g b a x "
                   "(y0 y1 u v in packed 4:2:2), #N, 0 or max.\n", spec,
                   *p == 'y' ? 2 : 1, p);
            return AVERROR(EINVAL);
        }
        if (ch >= 0 && f) {
            const char *at = strchr(f->layout, ch);
            if (!at) {
                av_log(log, AV_LOG_ERROR, "map '%s': %s has no channel '%.*s' "
                       "(its channels: %s).\n", spec, av_get_pix_fmt_name(f->fmt),
                       (int)(p - tok), tok, names);
                return AVERROR(EINVAL);
            }
            idx = at - f->layout;
        }
        if (n < 8 && src)
            src[n] = idx;
        n++;
    }
    if (f && n != nb) {
        av_log(log, AV_LOG_ERROR, "map '%s' names %d channels, %s has %d: %s.\n",
               spec, n, av_get_pix_fmt_name(f->fmt), nb, names);
        return AVERROR(EINVAL);
    }
    if (!n) {
        av_log(log, AV_LOG_ERROR, "map is empty.\n");
        return AVERROR(EINVAL);
    }
    return 0;
}

/* out= is neither a shuffle of the input nor a conversion of its layout */
static int unreachable(void *log, enum AVPixelFormat in, enum AVPixelFormat out)
{
    const SimdLessonShuffleFormat *f = ff_simdlesson_shuffle_format(in);
    char names[512] = "";

    if (f)
        ff_simdlesson_family_names(names, sizeof(names), f->family, ", ");
    ff_simdlesson_layout_targets(names, sizeof(names), in);
    if (ff_pixfmt_is_in(in, color_yuv_in) || ff_pixfmt_is_in(in, color_rgb)) {
        av_strlcat(names, "; with matrix= and range=: ", sizeof(names));
        color_names(names, sizeof(names),
                    ff_pixfmt_is_in(in, color_rgb) ? color_yuv_out : color_rgb_out);
    }
    av_log(log, AV_LOG_ERROR, "out=%s is not reachable from %s by mode=shuffle; "
           "from %s, out= accepts: %s. Convert first with format=%s.\n",
           av_get_pix_fmt_name(out), av_get_pix_fmt_name(in), av_get_pix_fmt_name(in),
           names, av_get_pix_fmt_name(out));
    return AVERROR(EINVAL);
}

/** Whether swscale converts with matrix csp (scale's sws_test_colorspace()) */
static int swscale_matrix(int csp)
{
    switch (csp) {
    case AVCOL_SPC_UNSPECIFIED: case AVCOL_SPC_RGB:       case AVCOL_SPC_BT709:
    case AVCOL_SPC_BT470BG:     case AVCOL_SPC_SMPTE170M: case AVCOL_SPC_FCC:
    case AVCOL_SPC_SMPTE240M:   case AVCOL_SPC_BT2020_NCL:
        return 1;
    default:
        return 0;
    }
}

/* YUV <-> RGB: a swscale context of the same size, of range= where given
 * (so that its plan sees it); its colorspace details are set with the first
 * frame */
static int color_setup(AVFilterContext *ctx, enum AVPixelFormat in, enum AVPixelFormat out)
{
    SimdLessonContext *s = ctx->priv;
    const AVFilterLink *inlink = ctx->inputs[0];
    struct SwsContext *sws;
    int ret;

    s->sws_matrix = s->sws_full = -1;
    if (s->matrix >= 0 && (!swscale_matrix(s->matrix) || s->matrix == AVCOL_SPC_RGB ||
                           s->matrix == AVCOL_SPC_UNSPECIFIED)) {
        av_log(ctx, AV_LOG_ERROR, "matrix=%d (%s) is not one swscale converts; "
               "use a name of matrix=.\n", s->matrix, av_color_space_name(s->matrix));
        return AVERROR(EINVAL);
    }
    if (!(sws = sws_alloc_context()))
        return AVERROR(ENOMEM);
    if ((ret = av_opt_set_int(sws, "srcw", inlink->w, 0)) < 0 ||
        (ret = av_opt_set_int(sws, "srch", inlink->h, 0)) < 0 ||
        (ret = av_opt_set_int(sws, "dstw", inlink->w, 0)) < 0 ||
        (ret = av_opt_set_int(sws, "dsth", inlink->h, 0)) < 0 ||
        (ret = av_opt_set_int(sws, "src_format", in, 0)) < 0 ||
        (ret = av_opt_set_int(sws, "dst_format", out, 0)) < 0 ||
        (s->range && (ret = av_opt_set_int(sws, ff_pixfmt_is_in(out, color_rgb_out) ?
                                           "src_range" : "dst_range",
                                           s->range == AVCOL_RANGE_JPEG, 0)) < 0))
        goto fail;
    if ((ret = av_opt_set(sws, "sws_flags", s->sws_flags ? s->sws_flags : "bicubic", 0)) < 0) {
        av_log(ctx, AV_LOG_ERROR, "flags=%s: not swscale's flags (those of scale's "
               "flags=, e.g. bicubic, bilinear+accurate_rnd).\n", s->sws_flags);
        goto fail;
    }
    if ((ret = sws_init_context(sws, NULL, NULL)) < 0) {
        av_log(ctx, AV_LOG_ERROR, "swscale cannot convert %s to %s at %dx%d.\n",
               av_get_pix_fmt_name(in), av_get_pix_fmt_name(out), inlink->w, inlink->h);
        goto fail;
    }
    s->sws = sws;
    return 0;
fail:
    sws_freeContext(sws);
    return ret;
}

/** Whether swscale's C code may read f's samples where they lie: its input
 *  functions load 4-byte pixels and 16-bit samples as aligned words, so each
 *  plane and row must start at a multiple of those */
static int sws_aligned(const AVFrame *f)
{
    const AVPixFmtDescriptor *d = av_pix_fmt_desc_get(f->format);
    int align = 1;

    for (int i = 0; i < d->nb_components; i++)
        align = FFMAX(align, d->comp[i].step % 4 == 0 ? 4 : d->comp[i].depth > 8 ? 2 : 1);
    for (int p = 0; p < 4 && f->data[p]; p++)
        if ((uintptr_t)f->data[p] % align || f->linesize[p] % align)
            return 0;
    return 1;
}

/* A frame of YUV <-> RGB, with the matrix and the range of the options, or
 * else of the input frame (YUV to RGB) or of the output link (RGB to YUV),
 * as scale takes them; unspecified is swscale's default (BT.601, limited) */
static int color_frame(AVFilterContext *ctx, AVFrame *in)
{
    SimdLessonContext *s = ctx->priv;
    AVFilterLink *outlink = ctx->outputs[0];
    const int to_rgb = ff_pixfmt_is_in(outlink->format, color_rgb_out);
    const enum AVPixelFormat yuv = to_rgb ? in->format : outlink->format;
    const int matrix = s->matrix >= 0 ? s->matrix : to_rgb ? in->colorspace : outlink->colorspace;
    const int range  = s->range ? s->range : to_rgb ? in->color_range : outlink->color_range;
    const int full   = range == AVCOL_RANGE_JPEG;
    AVFrame *out;
    int ret;

    if (!swscale_matrix(matrix)) {     /* (the frame's: matrix= is checked at setup) */
        av_log(ctx, AV_LOG_ERROR, "The frame's matrix is %s, which swscale does not "
               "convert; set matrix= to convert it as another.\n", av_color_space_name(matrix));
        av_frame_free(&in);
        return AVERROR(EINVAL);
    }
    if (matrix != s->sws_matrix || full != s->sws_full) {
        int *inv, *table, src_full, dst_full, brightness, contrast, saturation;

        sws_getColorspaceDetails(s->sws, &inv, &src_full, &table, &dst_full,
                                 &brightness, &contrast, &saturation);
        if (to_rgb) {
            inv      = (int *)sws_getCoefficients(matrix);
            src_full = full;
        } else {
            table    = (int *)sws_getCoefficients(matrix);
            dst_full = full;
        }
        if (sws_setColorspaceDetails(s->sws, inv, src_full, table, dst_full,
                                     brightness, contrast, saturation) < 0) {
            av_log(ctx, AV_LOG_ERROR, "swscale takes no matrix %s with %s.\n",
                   av_color_space_name(matrix), av_get_pix_fmt_name(yuv));
            av_frame_free(&in);
            return AVERROR(EINVAL);
        }
        s->sws_matrix = matrix;
        s->sws_full   = full;
    }
    if (!sws_aligned(in)) {     /* (a copy, at the frame pool's alignment) */
        AVFrame *copy = ff_get_video_buffer(ctx->inputs[0], in->width, in->height);

        if (!copy || (ret = av_frame_copy(copy, in)) < 0 ||
            (ret = av_frame_copy_props(copy, in)) < 0) {
            ret = copy ? ret : AVERROR(ENOMEM);
            av_frame_free(&copy);
            av_frame_free(&in);
            return ret;
        }
        av_frame_free(&in);
        in = copy;
    }
    out = ff_get_video_buffer(outlink, outlink->w, outlink->h);
    if (!out || (ret = av_frame_copy_props(out, in)) < 0 ||
        (ret = sws_scale(s->sws, (const uint8_t *const *)in->data, in->linesize, 0,
                         in->height, out->data, out->linesize)) < 0) {
        ret = out ? ret : AVERROR(ENOMEM);
        av_frame_free(&in);
        av_frame_free(&out);
        return ret;
    }
    out->colorspace  = to_rgb ? AVCOL_SPC_RGB    : matrix;
    out->color_range = to_rgb ? AVCOL_RANGE_JPEG : range;
    av_frame_free(&in);
    return ff_filter_frame(outlink, out);
}

static int shuffle_setup(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;
    const AVFilterLink *inlink = ctx->inputs[0];
    const enum AVPixelFormat in = inlink->format;
    const enum AVPixelFormat out = s->map ? in : s->out_format;
    int ret;

    sws_freeContext(s->sws);
    s->sws = NULL;
    if ((s->color = !s->map && color_pair(in, out)))
        return color_setup(ctx, in, out);
    if (s->matrix >= 0 || s->range || (s->sws_flags && strcmp(s->sws_flags, "bicubic"))) {
        av_log(ctx, AV_LOG_ERROR, "matrix=, range= and flags= apply to YUV <-> RGB only, "
               "not to %s to %s.\n", av_get_pix_fmt_name(in), av_get_pix_fmt_name(out));
        return AVERROR(EINVAL);
    }
    s->cv_opts = (SimdLessonConvertOpts){ 0 };
    if (s->map) {
        if ((ret = parse_map(ctx, s->map, ff_simdlesson_shuffle_format(in), s->map_src)) < 0)
            return ret;
        s->cv_opts.map = s->map_src;
    }
    ret = ff_simdlesson_convert_init(&s->cv, in, out, inlink->w, inlink->h, &s->cv_opts);
    if (!ret || (ret > 0 && s->cv.kind == SL_CONVERT_DEPTH))
        return unreachable(ctx, in, out);
    s->whole_rows = s->cv.odd_422;
    return FFMIN(ret, 0);
}

/** The options of mode=shuffle, before the format is known. */
static int shuffle_check_options(AVFilterContext *ctx)
{
    const SimdLessonContext *s = ctx->priv;
    int ret;

    if (!s->map == (s->out_format == AV_PIX_FMT_NONE)) {
        av_log(ctx, AV_LOG_ERROR, "mode=shuffle needs %s: out=FORMAT to convert, "
               "or map=SPEC to move channels within the format.\n",
               s->map ? "one of out= and map=, not both" : "out= or map=");
        return AVERROR(EINVAL);
    }
    if (s->map && (ret = parse_map(ctx, s->map, NULL, NULL)) < 0)
        return ret;
    if (s->out_format != AV_PIX_FMT_NONE && !ff_simdlesson_shuffle_format(s->out_format) &&
        !layout_has_format(s->out_format) && !ff_pixfmt_is_in(s->out_format, color_yuv_out) &&
        !ff_pixfmt_is_in(s->out_format, color_rgb_out)) {
        char kinds[512] = "", layouts[1024] = "", yuv[256] = "", rgb[256] = "", rgb_out[256] = "";
        char to[128] = "";

        for (int fam = 0; fam < SL_NB_FAMILIES; fam++) {
            av_strlcat(kinds, fam ? "; " : "", sizeof(kinds));
            ff_simdlesson_family_names(kinds, sizeof(kinds), fam, ", ");
        }
        ff_simdlesson_layout_targets(layouts, sizeof(layouts), AV_PIX_FMT_NONE);
        color_names(yuv, sizeof(yuv), color_yuv_in);
        color_names(rgb, sizeof(rgb), color_rgb);
        color_names(rgb_out, sizeof(rgb_out), color_rgb_out);
        color_names(to, sizeof(to), color_yuv_out);
        av_log(ctx, AV_LOG_ERROR, "out=%s: mode=shuffle converts between packed formats "
               "of one kind: %s; and between: %s; and with matrix= and range=, from %s "
               "to %s, and from %s to %s.\n",
               av_get_pix_fmt_name(s->out_format), kinds, layouts, yuv, rgb_out, rgb, to);
        return AVERROR(EINVAL);
    }
    return 0;
}

static int shuffle_query_formats(const AVFilterContext *ctx, AVFilterFormatsConfig **cfg_in,
                                 AVFilterFormatsConfig **cfg_out)
{
    const SimdLessonContext *s = ctx->priv;
    AVFilterFormats *in = NULL, *out = NULL;
    int ret;

    /* (a list ff_add_format() fails to grow is freed and NULL) */
    for (int i = 0; i < ff_simdlesson_nb_shuffle_formats; i++)
        if ((ret = ff_add_format(&in, ff_simdlesson_shuffle_formats[i].fmt)) < 0)
            return ret;
    if (s->map)
        return ff_set_common_formats2(ctx, cfg_in, cfg_out, in);
    if ((ret = layout_formats(&in)) < 0)
        return ret;
    for (int i = 0; color_yuv_in[i] != AV_PIX_FMT_NONE; i++)
        if ((ret = add_format(&in, color_yuv_in[i])) < 0)
            return ret;
    for (int i = 0; color_rgb[i] != AV_PIX_FMT_NONE; i++)
        if ((ret = add_format(&in, color_rgb[i])) < 0)
            return ret;
    /* out=: any input, so that an unreachable one gets a clear error in
     * shuffle_setup(); ff_formats_ref() frees a list it fails to reference */
    if ((ret = ff_add_format(&out, s->out_format)) < 0) {
        ff_formats_unref(&in);
        return ret;
    }
    if ((ret = ff_formats_ref(in, &cfg_in[0]->formats)) < 0) {
        ff_formats_unref(&out);
        return ret;
    }
    if ((ret = ff_formats_ref(out, &cfg_out[0]->formats)) < 0)
        return ret;
    /* RGB to YUV of the matrix and the range given: the output link's (an
     * RGB link's are lavfi's) */
    if (!ff_pixfmt_is_in(s->out_format, color_yuv_out))
        return 0;
    if (s->matrix >= 0 &&
        (ret = ff_formats_ref(ff_make_format_list((const int[]){ s->matrix, -1 }),
                              &cfg_out[0]->color_spaces)) < 0)
        return ret;
    if (s->range &&
        (ret = ff_formats_ref(ff_make_format_list((const int[]){ s->range, -1 }),
                              &cfg_out[0]->color_ranges)) < 0)
        return ret;
    return 0;
}

/* A row is one plane of whole pixels. */
static int shuffle_config(AVFilterContext *ctx)
{
    SimdLessonContext *s = ctx->priv;
    const SimdLessonShuffleFormat *f =
        ff_simdlesson_shuffle_format(ctx->inputs[0]->format);

    /* (a planar input is converted by simdlesson_layout.c: no rows here) */
    s->bytes = f ? ff_simdlesson_pixel_bytes(f) : 1;
    return 0;
}

/* A row of a shuffle, in place or not; w: whole rows joined, but for
 * packed 4:2:2 of odd width (whole_rows) */
static void shuffle_row(const SimdLessonContext *s, uint8_t *dst, const uint8_t *a,
                        const uint8_t *b, ptrdiff_t w)
{
    const SimdLessonConvert *cv = &s->cv;

    if (cv->odd_422) {              /* (kernels take at least one pixel) */
        if (w > 1)
            cv->func(dst, a, w - 1, &cv->shuf);
        cv->func(dst + 4 * (w - 1), a + 4 * (w - 1), 1, &cv->shuf_last);
    } else {
        cv->func(dst, a, w, &cv->shuf);
    }
}

/* Frames must leave in the output format: out= converts them always, even
 * where the timeline disables the filter. */
static int shuffle_filter_frame(AVFilterContext *ctx, AVFrame *in)
{
    const SimdLessonContext *s = ctx->priv;

    if (s->color) {             /* (no context: its setup failed after a command) */
        if (s->sws)
            return color_frame(ctx, in);
        av_frame_free(&in);
        return AVERROR(EINVAL);
    }
    if (s->cv.kind != SL_CONVERT_SHUFFLE)
        return ff_simdlesson_convert_frame(ctx, in);
    if (s->cv.identity || (ctx->is_disabled && s->map))
        return ff_filter_frame(ctx->outputs[0], in);
    return ff_simdlesson_filter_rows(ctx, in, NULL);
}

const SimdLessonMode ff_simdlesson_shuffle = {
    .nb_inputs     = 1,
    .check_options = shuffle_check_options,
    .query_formats = shuffle_query_formats,
    .config        = shuffle_config,
    .setup         = shuffle_setup,
    .row           = shuffle_row,
    .filter_frame  = shuffle_filter_frame,
};
