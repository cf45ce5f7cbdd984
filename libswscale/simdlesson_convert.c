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
 * Same-size conversions on the simdlesson DSP: the formats of each kind,
 * the plan of a conversion and its slices.  Every conversion moves, and
 * for the high-bit formats (p010, y210) shifts, samples, or converts their
 * depth with swscale's rule and dither:
 *  - shuffles within a family of packed formats (rgba <-> bgra...);
 *  - packed RGB of 3 and 4 bytes (rgb24 <-> rgba...) and of 6 and 8 bytes
 *    (rgb48le <-> rgba64le...): alpha and padding inserted at their
 *    maximum, dropped on the way back (repack kernels);
 *  - semi-planar <-> planar: nv12, nv21 <-> yuv420p, nv16 <-> yuv422p,
 *    nv24, nv42 <-> yuv444p, and the 16-bit kin p010, p012, p016 <->
 *    yuv420p10, 12, 16 (p2xx: 4:2:2, p4xx: 4:4:4), whose samples sit in
 *    the high bits of their words (interleave kernels);
 *  - packed 4:2:2 <-> planar: yuyv422, uyvy422, yvyu422 <-> yuv422p, y210
 *    (y212) <-> yuv422p10 (12) (pack and unpack kernels);
 *  - planar yuv, yuva, gray, gbrp and gbrap between 8, 9, 10, 12, 14 and
 *    16 bits (depth kernels).
 */

#include <string.h>

#include "config.h"
#include "libavutil/avstring.h"
#include "libavutil/common.h"
#include "libavutil/error.h"
#include "libavutil/imgutils.h"
#include "libavutil/intreadwrite.h"
#include "libavutil/pixdesc.h"

#include "simdlesson_convert.h"

/* --- the formats ---------------------------------------------------------- */

const SimdLessonShuffleFormat ff_simdlesson_shuffle_formats[] = {
    { AV_PIX_FMT_RGBA,     SL_FAMILY_RGB32,     1, "rgba" },
    { AV_PIX_FMT_BGRA,     SL_FAMILY_RGB32,     1, "bgra" },
    { AV_PIX_FMT_ARGB,     SL_FAMILY_RGB32,     1, "argb" },
    { AV_PIX_FMT_ABGR,     SL_FAMILY_RGB32,     1, "abgr" },
    { AV_PIX_FMT_RGB0,     SL_FAMILY_RGB32,     1, "rgbx" },
    { AV_PIX_FMT_BGR0,     SL_FAMILY_RGB32,     1, "bgrx" },
    { AV_PIX_FMT_0RGB,     SL_FAMILY_RGB32,     1, "xrgb" },
    { AV_PIX_FMT_0BGR,     SL_FAMILY_RGB32,     1, "xbgr" },
    { AV_PIX_FMT_RGB24,    SL_FAMILY_RGB24,     1, "rgb"  },
    { AV_PIX_FMT_BGR24,    SL_FAMILY_RGB24,     1, "bgr"  },
    { AV_PIX_FMT_RGBA64LE, SL_FAMILY_RGBA64LE,  2, "rgba" },
    { AV_PIX_FMT_BGRA64LE, SL_FAMILY_RGBA64LE,  2, "bgra" },
    { AV_PIX_FMT_RGBA64BE, SL_FAMILY_RGBA64BE,  2, "rgba" },
    { AV_PIX_FMT_BGRA64BE, SL_FAMILY_RGBA64BE,  2, "bgra" },
    { AV_PIX_FMT_RGB48LE,  SL_FAMILY_RGB48LE,   2, "rgb"  },
    { AV_PIX_FMT_BGR48LE,  SL_FAMILY_RGB48LE,   2, "bgr"  },
    { AV_PIX_FMT_RGB48BE,  SL_FAMILY_RGB48BE,   2, "rgb"  },
    { AV_PIX_FMT_BGR48BE,  SL_FAMILY_RGB48BE,   2, "bgr"  },
    { AV_PIX_FMT_YUYV422,  SL_FAMILY_PACKED422, 1, "yuYv" },
    { AV_PIX_FMT_UYVY422,  SL_FAMILY_PACKED422, 1, "uyvY" },
    { AV_PIX_FMT_YVYU422,  SL_FAMILY_PACKED422, 1, "yvYu" },
};

const int ff_simdlesson_nb_shuffle_formats = FF_ARRAY_ELEMS(ff_simdlesson_shuffle_formats);

const SimdLessonShuffleFormat *ff_simdlesson_shuffle_format(enum AVPixelFormat fmt)
{
    for (int i = 0; i < FF_ARRAY_ELEMS(ff_simdlesson_shuffle_formats); i++)
        if (ff_simdlesson_shuffle_formats[i].fmt == fmt)
            return &ff_simdlesson_shuffle_formats[i];
    return NULL;
}

int ff_simdlesson_pixel_bytes(const SimdLessonShuffleFormat *f)
{
    return strlen(f->layout) * f->channel_bytes;
}

void ff_simdlesson_family_names(char *buf, int size, enum SimdLessonShuffleFamily family,
                                const char *sep)
{
    const char *lead = "";

    for (int i = 0; i < FF_ARRAY_ELEMS(ff_simdlesson_shuffle_formats); i++) {
        if (ff_simdlesson_shuffle_formats[i].family != family)
            continue;
        av_strlcatf(buf, size, "%s%s", lead,
                    av_get_pix_fmt_name(ff_simdlesson_shuffle_formats[i].fmt));
        lead = sep;
    }
}

enum LayoutKind {
    KIND_SEMI,                  ///< one interleaved chroma plane (nv12)
    KIND_YUYV,                  ///< packed 4:2:2, luma first (yuyv422, y210)
    KIND_UYVY,                  ///< packed 4:2:2, chroma first
};

/** A packed or semi-planar format and the planar format it converts to */
typedef struct PlanarPair {
    enum AVPixelFormat packed;
    enum AVPixelFormat planar;
    enum LayoutKind kind;
    int swap_uv;                ///< v before u (nv21, yvyu422)
} PlanarPair;

static const PlanarPair planar_pairs[] = {
    { AV_PIX_FMT_NV12,    AV_PIX_FMT_YUV420P,     KIND_SEMI, 0 },
    { AV_PIX_FMT_NV21,    AV_PIX_FMT_YUV420P,     KIND_SEMI, 1 },
    { AV_PIX_FMT_NV16,    AV_PIX_FMT_YUV422P,     KIND_SEMI, 0 },
    { AV_PIX_FMT_NV24,    AV_PIX_FMT_YUV444P,     KIND_SEMI, 0 },
    { AV_PIX_FMT_NV42,    AV_PIX_FMT_YUV444P,     KIND_SEMI, 1 },
    { AV_PIX_FMT_P010LE,  AV_PIX_FMT_YUV420P10LE, KIND_SEMI, 0 },
    { AV_PIX_FMT_P012LE,  AV_PIX_FMT_YUV420P12LE, KIND_SEMI, 0 },
    { AV_PIX_FMT_P016LE,  AV_PIX_FMT_YUV420P16LE, KIND_SEMI, 0 },
    { AV_PIX_FMT_P210LE,  AV_PIX_FMT_YUV422P10LE, KIND_SEMI, 0 },
    { AV_PIX_FMT_P212LE,  AV_PIX_FMT_YUV422P12LE, KIND_SEMI, 0 },
    { AV_PIX_FMT_P216LE,  AV_PIX_FMT_YUV422P16LE, KIND_SEMI, 0 },
    { AV_PIX_FMT_P410LE,  AV_PIX_FMT_YUV444P10LE, KIND_SEMI, 0 },
    { AV_PIX_FMT_P412LE,  AV_PIX_FMT_YUV444P12LE, KIND_SEMI, 0 },
    { AV_PIX_FMT_P416LE,  AV_PIX_FMT_YUV444P16LE, KIND_SEMI, 0 },
    { AV_PIX_FMT_YUYV422, AV_PIX_FMT_YUV422P,     KIND_YUYV, 0 },
    { AV_PIX_FMT_YVYU422, AV_PIX_FMT_YUV422P,     KIND_YUYV, 1 },
    { AV_PIX_FMT_UYVY422, AV_PIX_FMT_YUV422P,     KIND_UYVY, 0 },
    { AV_PIX_FMT_Y210LE,  AV_PIX_FMT_YUV422P10LE, KIND_YUYV, 0 },
    { AV_PIX_FMT_Y212LE,  AV_PIX_FMT_YUV422P12LE, KIND_YUYV, 0 },
};

/* Packed RGB families that repack into each other */
static const enum SimdLessonShuffleFamily repack_pairs[][2] = {
    { SL_FAMILY_RGB24,   SL_FAMILY_RGB32    },
    { SL_FAMILY_RGB48LE, SL_FAMILY_RGBA64LE },
};

static int repacks(const SimdLessonShuffleFormat *a, const SimdLessonShuffleFormat *b)
{
    for (int i = 0; i < FF_ARRAY_ELEMS(repack_pairs); i++)
        if ((a->family == repack_pairs[i][0] && b->family == repack_pairs[i][1]) ||
            (a->family == repack_pairs[i][1] && b->family == repack_pairs[i][0]))
            return 1;
    return 0;
}

int ff_simdlesson_layout_pair(int i, enum AVPixelFormat *packed, enum AVPixelFormat *planar)
{
    if (i < 0 || i >= FF_ARRAY_ELEMS(planar_pairs))
        return 0;
    *packed = planar_pairs[i].packed;
    *planar = planar_pairs[i].planar;
    return 1;
}

void ff_simdlesson_layout_targets(char *buf, int size, enum AVPixelFormat in)
{
    const SimdLessonShuffleFormat *f = ff_simdlesson_shuffle_format(in);

    if (in == AV_PIX_FMT_NONE) {    /* every pair */
        for (int i = 0; i < FF_ARRAY_ELEMS(planar_pairs); i++)
            av_strlcatf(buf, size, "%s%s<->%s", buf[0] ? ", " : "",
                        av_get_pix_fmt_name(planar_pairs[i].packed),
                        av_get_pix_fmt_name(planar_pairs[i].planar));
        for (int i = 0; i < FF_ARRAY_ELEMS(repack_pairs); i++) {
            av_strlcat(buf, buf[0] ? ", " : "", size);
            ff_simdlesson_family_names(buf, size, repack_pairs[i][0], "/");
            av_strlcat(buf, "<->", size);
            ff_simdlesson_family_names(buf, size, repack_pairs[i][1], "/");
        }
        return;
    }
    for (int i = 0; f && i < FF_ARRAY_ELEMS(ff_simdlesson_shuffle_formats); i++)
        if (repacks(f, &ff_simdlesson_shuffle_formats[i]))
            av_strlcatf(buf, size, "%s%s", buf[0] ? ", " : "",
                        av_get_pix_fmt_name(ff_simdlesson_shuffle_formats[i].fmt));
    for (int i = 0; i < FF_ARRAY_ELEMS(planar_pairs); i++) {
        const PlanarPair *p = &planar_pairs[i];
        if (p->packed != in && p->planar != in)
            continue;
        av_strlcatf(buf, size, "%s%s", buf[0] ? ", " : "",
                    av_get_pix_fmt_name(p->packed == in ? p->planar : p->packed));
    }
}

int ff_simdlesson_depth_is_valid(int depth)
{
    return depth == 8 || depth == 9 || depth == 10 || depth == 12 ||
           depth == 14 || depth == 16;
}

/** The deprecated full-range yuvj formats */
static int is_yuvj(enum AVPixelFormat fmt)
{
    return fmt == AV_PIX_FMT_YUVJ420P || fmt == AV_PIX_FMT_YUVJ422P ||
           fmt == AV_PIX_FMT_YUVJ444P || fmt == AV_PIX_FMT_YUVJ440P ||
           fmt == AV_PIX_FMT_YUVJ411P;
}

static int depth_format_ok(const AVPixFmtDescriptor *desc)
{
    const int depth = desc->comp[0].depth;
    const int bytes = depth > 8 ? 2 : 1;
    unsigned planes = 0;

    if (desc->flags & (AV_PIX_FMT_FLAG_PAL | AV_PIX_FMT_FLAG_BITSTREAM |
                       AV_PIX_FMT_FLAG_HWACCEL | AV_PIX_FMT_FLAG_FLOAT |
                       AV_PIX_FMT_FLAG_BAYER) ||
        !desc->nb_components || !ff_simdlesson_depth_is_valid(depth) ||
        !!(desc->flags & AV_PIX_FMT_FLAG_BE) != HAVE_BIGENDIAN ||
        is_yuvj(av_pix_fmt_desc_get_id(desc)))
        return 0;
    for (int i = 0; i < desc->nb_components; i++) {
        const AVComponentDescriptor *c = &desc->comp[i];
        if (c->depth != depth || c->step != bytes || c->offset || c->shift ||
            (planes & (1 << c->plane)))
            return 0;
        planes |= 1 << c->plane;
    }
    return 1;
}

int ff_simdlesson_depth_format(enum AVPixelFormat fmt)
{
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(fmt);

    return desc && depth_format_ok(desc);
}

enum AVPixelFormat ff_simdlesson_depth_sibling(enum AVPixelFormat fmt, int depth)
{
    const AVPixFmtDescriptor *from = av_pix_fmt_desc_get(fmt), *desc = NULL;

    if (!from || !depth_format_ok(from))
        return AV_PIX_FMT_NONE;
    while ((desc = av_pix_fmt_desc_next(desc))) {
        int same = depth_format_ok(desc) && desc->comp[0].depth == depth &&
                   desc->nb_components == from->nb_components &&
                   desc->log2_chroma_w == from->log2_chroma_w &&
                   desc->log2_chroma_h == from->log2_chroma_h &&
                   desc->flags == from->flags;
        for (int i = 0; same && i < desc->nb_components; i++)
            same = desc->comp[i].plane == from->comp[i].plane;
        if (same)
            return av_pix_fmt_desc_get_id(desc);
    }
    return AV_PIX_FMT_NONE;
}

/* --- the plan ------------------------------------------------------------- */

/* Channel sources for out from in: each output channel from the input
 * channel of the same name; alpha from padding is the maximum, padding
 * from alpha keeps the alpha (as swscale does).  With last set, the map of
 * the last macropixel of a 4:2:2 row of odd width, whose second luma lies
 * outside the picture: swscale repeats the first one there. */
static void out_map(const SimdLessonShuffleFormat *in, const SimdLessonShuffleFormat *out,
                    int last, int8_t *src)
{
    for (int i = 0; out->layout[i]; i++) {
        const char c = out->layout[i];
        const char *at = strchr(in->layout, c);

        if (!at && c == 'a')
            src[i] = SL_SHUFFLE_MAX;
        else if (c == 'Y' && last)
            src[i] = strchr(in->layout, 'y') - in->layout;
        else
            src[i] = (at ? at : strchr(in->layout, c == 'x' ? 'a' : c)) - in->layout;
    }
}

/* The byte shuffle for channel sources src[] (one per channel of f) */
static int shuffle_init(SimdLessonShuffle *shuf, const SimdLessonShuffleFormat *f,
                        const int8_t *src)
{
    const int nb = strlen(f->layout), cb = f->channel_bytes;
    int8_t map[8];

    for (int i = 0; i < nb; i++)
        for (int k = 0; k < cb; k++)
            map[i * cb + k] = src[i] < 0 ? src[i] : src[i] * cb + k;
    return ff_simdlesson_shuffle_init(shuf, nb * cb, map);
}

static int plan_shuffle(SimdLessonConvert *cv, const SimdLessonShuffleFormat *in,
                        const SimdLessonShuffleFormat *out, const int8_t *map)
{
    int8_t src[8];
    int ret;

    if (!map)
        out_map(in, out, 0, src);
    if ((ret = shuffle_init(&cv->shuf, in, map ? map : src)) < 0)
        return ret;
    cv->identity = 1;
    for (int i = 0; i < cv->shuf.pixel_bytes; i++)
        cv->identity &= cv->shuf.map[i] == i;
    /* (out= to the input's own format is a no-op, odd width or not) */
    cv->odd_422 = !map && strchr(in->layout, 'Y') && (cv->w & 1) && !cv->identity;
    if (cv->odd_422) {
        out_map(in, out, 1, src);
        if ((ret = shuffle_init(&cv->shuf_last, in, src)) < 0)
            return ret;
    }
    cv->kind = SL_CONVERT_SHUFFLE;
    cv->func = ff_simdlesson_shuffle_func(&cv->dsp, cv->shuf.pixel_bytes);
    cv->row_samples[0] = av_image_get_linesize(in->fmt, cv->w, 0) / cv->shuf.pixel_bytes;
    return 1;
}

/* The repack map: each output channel from the input channel of the same
 * name; alpha and padding absent from the input are the maximum (swscale's
 * rgb24 -> rgb0 pads with 0xff too). */
static int plan_repack(SimdLessonConvert *cv, const SimdLessonShuffleFormat *in,
                       const SimdLessonShuffleFormat *out)
{
    const int cb = in->channel_bytes;
    const int nb_in = strlen(in->layout), nb_out = strlen(out->layout);
    int8_t map[8];
    int ret;

    for (int i = 0; i < nb_out; i++) {
        const char *at = strchr(in->layout, out->layout[i]);
        for (int k = 0; k < cb; k++)
            map[i * cb + k] = at ? (at - in->layout) * cb + k : SL_SHUFFLE_MAX;
    }
    if ((ret = ff_simdlesson_repack_init(&cv->shuf, nb_in * cb, nb_out * cb, map)) < 0)
        return ret;
    cv->kind = SL_CONVERT_REPACK;
    cv->func = ff_simdlesson_repack_func(&cv->dsp, &cv->shuf);
    return 1;
}

static int plan_pair(SimdLessonConvert *cv, const PlanarPair *p)
{
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(p->planar);

    cv->kind          = p->kind == KIND_SEMI ? SL_CONVERT_SEMI : SL_CONVERT_PACKED422;
    cv->to_packed     = p->packed == cv->out;
    cv->bytes         = (desc->comp[0].depth + 7) / 8;
    cv->shift         = av_pix_fmt_desc_get(p->packed)->comp[0].shift;
    cv->cw            = AV_CEIL_RSHIFT(cv->w, desc->log2_chroma_w);
    cv->log2_chroma_h = desc->log2_chroma_h;
    cv->swap_uv       = p->swap_uv;
    cv->uyvy          = p->kind == KIND_UYVY;
    return 1;
}

/*
 * swscale's rule (planarCopyWrapper()): going up, replicate the top bits
 * into the new low bits, going down scale (the inverse), on plane 3 (alpha)
 * and on plane 0 of a full-range input; shift on the others.  Rounding
 * without dither never scales.  gbrp, gbrap shift every plane, alpha too,
 * and round without dither by default, as swscale's planar RGB output does
 * (swscale converts them through YUV with its scaler).
 */
static int plan_depth(SimdLessonConvert *cv, const SimdLessonConvertOpts *opts)
{
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(cv->in);
    const int S = desc->comp[0].depth, D = av_pix_fmt_desc_get(cv->out)->comp[0].depth;
    const int rgb = !!(desc->flags & AV_PIX_FMT_FLAG_RGB);

    cv->kind          = SL_CONVERT_DEPTH;
    cv->in_depth      = S;
    cv->out_depth     = D;
    cv->nb_planes     = av_pix_fmt_count_planes(cv->in);
    cv->log2_chroma_h = desc->log2_chroma_h;
    cv->round         = opts->dither == SL_DEPTH_DITHER_NONE ||
                        (opts->dither == SL_DEPTH_DITHER_AUTO && rgb);
    cv->slice_dither  = opts->slice_dither;
    for (int p = 0; p < cv->nb_planes; p++) {
        const int chroma = p == 1 || p == 2;
        cv->row_samples[p] = chroma ? AV_CEIL_RSHIFT(cv->w, desc->log2_chroma_w) : cv->w;
        if (opts->method != SL_DEPTH_METHOD_AUTO)
            cv->replicate[p] = opts->method == SL_DEPTH_METHOD_REPLICATE;
        else if ((D < S && cv->round) || rgb)
            cv->replicate[p] = 0;
        else
            cv->replicate[p] = !(chroma || (p == 0 && !opts->full_range));
    }
    if (D < S) {
        const int shift = S - D;
        if (!cv->round && !opts->ordered)
            return AVERROR(EINVAL);
        for (int y = 0; y < 8; y++)
            for (int x = 0; x < 8; x++) {
                cv->dither_rows[0][y][x] = cv->round ? 0 : opts->ordered[shift - 1][y][x];
                cv->dither_rows[1][y][x] = 1 << (shift - 1);
            }
    }
    return 1;
}

int ff_simdlesson_convert_init(SimdLessonConvert *cv, enum AVPixelFormat in,
                               enum AVPixelFormat out, int w, int h,
                               const SimdLessonConvertOpts *opts)
{
    const SimdLessonShuffleFormat *fin = ff_simdlesson_shuffle_format(in);
    const SimdLessonShuffleFormat *fout = ff_simdlesson_shuffle_format(out);
    const AVPixFmtDescriptor *din = av_pix_fmt_desc_get(in);

    memset(cv, 0, sizeof(*cv));
    if (w <= 0 || h <= 0 || !din || !av_pix_fmt_desc_get(out))
        return 0;
    ff_simdlesson_dsp_init(&cv->dsp);
    cv->in  = in;
    cv->out = out;
    cv->w   = w;
    cv->h   = h;

    if (opts->map)
        return fin && out == in ? plan_shuffle(cv, fin, fin, opts->map) : 0;
    if (fin && fout && fin->family == fout->family)
        return plan_shuffle(cv, fin, fout, NULL);
    if (fin && fout && repacks(fin, fout))
        return plan_repack(cv, fin, fout);
    for (int i = 0; i < FF_ARRAY_ELEMS(planar_pairs); i++) {
        const PlanarPair *p = &planar_pairs[i];
        if ((p->packed == in && p->planar == out) || (p->planar == in && p->packed == out))
            return plan_pair(cv, p);
    }
    if (din->comp[0].depth != av_pix_fmt_desc_get(out)->comp[0].depth &&
        ff_simdlesson_depth_sibling(in, av_pix_fmt_desc_get(out)->comp[0].depth) == out)
        return plan_depth(cv, opts);
    return 0;
}

/* --- the slices ----------------------------------------------------------- */

static void shuffle_rows(const SimdLessonConvert *cv, uint8_t *dst, ptrdiff_t dls,
                         const uint8_t *src, ptrdiff_t sls, int rows)
{
    const int w = cv->row_samples[0];

    for (int y = 0; y < rows; y++, dst += dls, src += sls) {
        if (!cv->odd_422) {
            cv->func(dst, src, w, &cv->shuf);
            continue;
        }
        if (w > 1)                  /* (kernels take at least one pixel) */
            cv->func(dst, src, w - 1, &cv->shuf);
        cv->func(dst + 4 * (w - 1), src + 4 * (w - 1), 1, &cv->shuf_last);
    }
}

static const uint16_t no_dither[8];

/** Move w samples of each row of a plane, shifting them for p010 & co. */
static void luma_rows(const SimdLessonConvert *cv, uint8_t *dst, ptrdiff_t dls,
                      const uint8_t *src, ptrdiff_t sls, int rows)
{
    const int shift = cv->shift;

    if (!shift) {
        av_image_copy_plane(dst, dls, src, sls, cv->w * cv->bytes, rows);
        return;
    }
    for (int y = 0; y < rows; y++, dst += dls, src += sls) {
        if (cv->to_packed)
            cv->dsp.depth_up_u16((uint16_t *)dst, (const uint16_t *)src, cv->w,
                                 shift, SL_DEPTH_RSHIFT_NONE);
        else
            cv->dsp.depth_down_u16((uint16_t *)dst, (const uint16_t *)src, cv->w,
                                   no_dither, shift, SL_DEPTH_RSHIFT_NONE,
                                   0xffff >> shift);
    }
}

/* rows rows of the semi-planar chroma plane */
static void semi_rows(const SimdLessonConvert *cv, uint8_t *const dst[4], const int dls[4],
                      const uint8_t *const src[4], const int sls[4], int rows)
{
    const int u = 1 + cv->swap_uv, v = 2 - cv->swap_uv;

    for (int y = 0; y < rows; y++) {
        if (cv->to_packed) {
            uint8_t *d = dst[1] + y * (ptrdiff_t)dls[1];
            const uint8_t *su = src[u] + y * (ptrdiff_t)sls[u];
            const uint8_t *sv = src[v] + y * (ptrdiff_t)sls[v];
            if (cv->bytes == 1)
                cv->dsp.interleave_u8(d, su, sv, cv->cw);
            else
                cv->dsp.interleave_u16((uint16_t *)d, (const uint16_t *)su,
                                       (const uint16_t *)sv, cv->cw, cv->shift);
        } else {
            uint8_t *du = dst[u] + y * (ptrdiff_t)dls[u];
            uint8_t *dv = dst[v] + y * (ptrdiff_t)dls[v];
            const uint8_t *sp = src[1] + y * (ptrdiff_t)sls[1];
            if (cv->bytes == 1)
                cv->dsp.deinterleave_u8(du, dv, sp, cv->cw);
            else
                cv->dsp.deinterleave_u16((uint16_t *)du, (uint16_t *)dv,
                                         (const uint16_t *)sp, cv->cw, cv->shift);
        }
    }
}

/*
 * rows rows of packed 4:2:2.  At an odd width the last macropixel has one
 * pixel: going to planar, its second luma is dropped; going to packed, it
 * repeats the first, as swscale's packed 4:2:2 shuffles and scaler do (its
 * yuv422p -> yuyv422 shortcut leaves that macropixel undefined: it reads
 * past the luma row, or does not write it).
 */
static void packed422_rows(const SimdLessonConvert *cv, uint8_t *const dst[4], const int dls[4],
                           const uint8_t *const src[4], const int sls[4], int rows)
{
    const int u = 1 + cv->swap_uv, v = 2 - cv->swap_uv;
    const int uyvy = cv->uyvy, shift = cv->shift;
    const int w2 = cv->w / 2, odd = cv->w & 1, B = cv->bytes;
    /* byte offsets of y0, u, y1, v in a macropixel */
    const int oy = uyvy * B, ou = !uyvy * B, ov = ou + 2 * B;
    /* (the planar side is read or written through the same pointers) */
    uint8_t *const *planar = cv->to_packed ? (uint8_t *const *)src : dst;
    uint8_t *const *packed = cv->to_packed ? dst : (uint8_t *const *)src;
    const int *pls = cv->to_packed ? sls : dls, *kls = cv->to_packed ? dls : sls;

    for (int y = 0; y < rows; y++) {
        uint8_t *py = planar[0] + y * (ptrdiff_t)pls[0];
        uint8_t *pu = planar[u] + y * (ptrdiff_t)pls[u];
        uint8_t *pv = planar[v] + y * (ptrdiff_t)pls[v];
        uint8_t *pk = packed[0] + y * (ptrdiff_t)kls[0];
        uint8_t *last = pk + 4 * B * w2;

        if (cv->to_packed) {
            if (w2 && B == 2)
                cv->dsp.pack_yuyv_u16((uint16_t *)pk, (uint16_t *)py, (uint16_t *)pu,
                                      (uint16_t *)pv, w2, shift);
            else if (w2)
                (uyvy ? cv->dsp.pack_uyvy : cv->dsp.pack_yuyv)(pk, py, pu, pv, w2);
            if (!odd)
                continue;
            if (B == 2) {
                const unsigned ly = AV_RL16(py + 4 * w2) << shift & 0xffff;
                AV_WL16(last,     ly);
                AV_WL16(last + 2, AV_RL16(pu + 2 * w2) << shift & 0xffff);
                AV_WL16(last + 4, ly);
                AV_WL16(last + 6, AV_RL16(pv + 2 * w2) << shift & 0xffff);
            } else {
                last[oy] = last[oy + 2] = py[2 * w2];
                last[ou] = pu[w2];
                last[ov] = pv[w2];
            }
        } else {
            if (w2 && B == 2)
                cv->dsp.unpack_yuyv_u16((uint16_t *)py, (uint16_t *)pu, (uint16_t *)pv,
                                        (const uint16_t *)pk, w2, shift);
            else if (w2)
                (uyvy ? cv->dsp.unpack_uyvy : cv->dsp.unpack_yuyv)(py, pu, pv, pk, w2);
            if (!odd)
                continue;
            if (B == 2) {
                AV_WL16(py + 4 * w2, AV_RL16(last)     >> shift);
                AV_WL16(pu + 2 * w2, AV_RL16(last + 2) >> shift);
                AV_WL16(pv + 2 * w2, AV_RL16(last + 6) >> shift);
            } else {
                py[2 * w2] = last[oy];
                pu[w2]     = last[ou];
                pv[w2]     = last[ov];
            }
        }
    }
}

/* rows rows of plane p; phase: the dither row of the first */
static void depth_rows(const SimdLessonConvert *cv, int p, uint8_t *dst, ptrdiff_t dls,
                       const uint8_t *src, ptrdiff_t sls, int rows, int phase)
{
    const int S = cv->in_depth, D = cv->out_depth, w = cv->row_samples[p];
    const int replicate = cv->replicate[p];

    for (int y = 0; y < rows; y++, dst += dls, src += sls) {
        if (D > S) {
            const int rshift = replicate ? 2 * S - D : SL_DEPTH_RSHIFT_NONE;
            if (S == 8)
                cv->dsp.depth_up_u8((uint16_t *)dst, src, w, D - S, rshift);
            else
                cv->dsp.depth_up_u16((uint16_t *)dst, (const uint16_t *)src, w, D - S, rshift);
        } else {
            const int rshift = replicate ? D : SL_DEPTH_RSHIFT_NONE;
            const uint16_t *dither = cv->dither_rows[cv->round][(phase + y) & 7];
            if (D == 8)
                cv->dsp.depth_down_u8(dst, (const uint16_t *)src, w, dither, S - D, rshift);
            else
                cv->dsp.depth_down_u16((uint16_t *)dst, (const uint16_t *)src, w, dither,
                                       S - D, rshift, (1 << D) - 1);
        }
    }
}

void ff_simdlesson_convert_slice(const SimdLessonConvert *cv,
                                 uint8_t *const dst[4], const int dst_stride[4],
                                 const uint8_t *const src[4], const int src_stride[4],
                                 int y, int h)
{
    /* the rows of planes 1 and 2 */
    const int cy = y >> cv->log2_chroma_h;
    const int ch = AV_CEIL_RSHIFT(y + h, cv->log2_chroma_h) - cy;

    if (h <= 0)
        return;
    switch (cv->kind) {
    case SL_CONVERT_SHUFFLE:
        shuffle_rows(cv, dst[0], dst_stride[0], src[0], src_stride[0], h);
        break;
    case SL_CONVERT_REPACK:
        for (int i = 0; i < h; i++)
            cv->func(dst[0] + i * (ptrdiff_t)dst_stride[0],
                     src[0] + i * (ptrdiff_t)src_stride[0], cv->w, &cv->shuf);
        break;
    case SL_CONVERT_SEMI:
        luma_rows(cv, dst[0], dst_stride[0], src[0], src_stride[0], h);
        semi_rows(cv, dst, dst_stride, src, src_stride, ch);
        break;
    case SL_CONVERT_PACKED422:
        packed422_rows(cv, dst, dst_stride, src, src_stride, h);
        break;
    case SL_CONVERT_DEPTH:
        for (int p = 0; p < cv->nb_planes; p++) {
            const int chroma = p == 1 || p == 2;
            /* the dither phase follows the row in the plane, or in the
             * slice */
            depth_rows(cv, p, dst[p], dst_stride[p], src[p], src_stride[p],
                       chroma ? ch : h, cv->slice_dither ? 0 : chroma ? cy : y);
        }
        break;
    case SL_CONVERT_YUV2RGB:    /* (never planned here) */
    case SL_CONVERT_YUV2RGB_SPECIAL:
    case SL_CONVERT_RGB2YUV_SPECIAL:
    case SL_CONVERT_RGB2YUV_SPECIAL_MMX:
    case SL_CONVERT_YUV2RGB_MMX:
    case SL_CONVERT_RGB2YUV:
    case SL_CONVERT_YUV2RGB_FULL:
        break;
    }
}
