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
 * simdlesson mode=shuffle:out= between layouts, in both directions:
 *  - packed RGB of 3 and 4 bytes (rgb24 <-> rgba...) and of 6 and 8 bytes
 *    (rgb48le <-> rgba64le...): alpha and padding inserted at their
 *    maximum, dropped on the way back (repack kernels);
 *  - semi-planar <-> planar: nv12, nv21 <-> yuv420p, nv16 <-> yuv422p,
 *    nv24, nv42 <-> yuv444p, and the 16-bit kin p010, p012, p016 <->
 *    yuv420p10, 12, 16 (p2xx: 4:2:2, p4xx: 4:4:4), whose samples sit in the
 *    high bits of their words (interleave kernels);
 *  - packed 4:2:2 <-> planar: yuyv422, uyvy422, yvyu422 <-> yuv422p, y210
 *    (y212) <-> yuv422p10 (12) (pack and unpack kernels).
 * Every conversion is exact: it moves, and for the high-bit formats
 * shifts, samples; it is what swscale's format= gives, byte for byte
 * (see packed422_rows() for the one place where swscale has no defined
 * result).
 */

#include "libavutil/avstring.h"
#include "libavutil/imgutils.h"
#include "libavutil/intreadwrite.h"
#include "libavutil/pixdesc.h"

#include "simdlesson.h"

enum LayoutKind {
    KIND_SEMI,                  ///< one interleaved chroma plane (nv12)
    KIND_YUYV,                  ///< packed 4:2:2, luma first (yuyv422, y210)
    KIND_UYVY,                  ///< packed 4:2:2, chroma first
};

/** A packed or semi-planar format and the planar format it converts to */
typedef struct SimdLessonPlanarPair {
    enum AVPixelFormat packed;
    enum AVPixelFormat planar;
    enum LayoutKind kind;
    int swap_uv;                ///< v before u (nv21, yvyu422)
} SimdLessonPlanarPair;

static const SimdLessonPlanarPair planar_pairs[] = {
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

/* Add fmt to list unless it is there: lavfi refuses a list that holds a
 * format twice, and ff_add_format() does not check */
static int add_format(AVFilterFormats **list, enum AVPixelFormat fmt)
{
    for (unsigned i = 0; *list && i < (*list)->nb_formats; i++)
        if ((*list)->formats[i] == fmt)
            return 0;
    return ff_add_format(list, fmt);
}

int ff_simdlesson_layout_formats(AVFilterFormats **list)
{
    int ret;

    for (int i = 0; i < FF_ARRAY_ELEMS(planar_pairs); i++)
        if ((ret = add_format(list, planar_pairs[i].packed)) < 0 ||
            (ret = add_format(list, planar_pairs[i].planar)) < 0)
            return ret;
    return 0;
}

int ff_simdlesson_layout_has_format(enum AVPixelFormat fmt)
{
    for (int i = 0; i < FF_ARRAY_ELEMS(planar_pairs); i++)
        if (planar_pairs[i].packed == fmt || planar_pairs[i].planar == fmt)
            return 1;
    return 0;
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
    for (int i = 0; f && i < ff_simdlesson_nb_shuffle_formats; i++)
        if (repacks(f, &ff_simdlesson_shuffle_formats[i]))
            av_strlcatf(buf, size, "%s%s", buf[0] ? ", " : "",
                        av_get_pix_fmt_name(ff_simdlesson_shuffle_formats[i].fmt));
    for (int i = 0; i < FF_ARRAY_ELEMS(planar_pairs); i++) {
        const SimdLessonPlanarPair *p = &planar_pairs[i];
        if (p->packed != in && p->planar != in)
            continue;
        av_strlcatf(buf, size, "%s%s", buf[0] ? ", " : "",
                    av_get_pix_fmt_name(p->packed == in ? p->planar : p->packed));
    }
}

/* The repack map: each output channel from the input channel of the same
 * name; alpha and padding absent from the input are the maximum (swscale's
 * rgb24 -> rgb0 pads with 0xff too). */
static int repack_setup(SimdLessonLayout *lay, const SimdLessonShuffleFormat *in,
                        const SimdLessonShuffleFormat *out)
{
    const int cb = in->channel_bytes;
    const int nb_in = strlen(in->layout), nb_out = strlen(out->layout);
    int8_t map[8];

    for (int i = 0; i < nb_out; i++) {
        const char *at = strchr(in->layout, out->layout[i]);
        for (int k = 0; k < cb; k++)
            map[i * cb + k] = at ? (at - in->layout) * cb + k : SL_SHUFFLE_MAX;
    }
    return ff_simdlesson_repack_init(&lay->shuf, nb_in * cb, nb_out * cb, map);
}

int ff_simdlesson_layout_setup(SimdLessonContext *s, enum AVPixelFormat in, int w, int h)
{
    SimdLessonLayout *lay = &s->layout;
    const enum AVPixelFormat out = s->out_format;
    const SimdLessonShuffleFormat *fin = ff_simdlesson_shuffle_format(in);
    const SimdLessonShuffleFormat *fout = ff_simdlesson_shuffle_format(out);
    const AVPixFmtDescriptor *desc;
    int ret;

    memset(lay, 0, sizeof(*lay));
    if (s->map)
        return 0;
    if (fin && fout && repacks(fin, fout)) {
        if ((ret = repack_setup(lay, fin, fout)) < 0)
            return ret;
        lay->repack = ff_simdlesson_repack_func(&s->dsp, &lay->shuf);
        return 1;
    }
    for (int i = 0; i < FF_ARRAY_ELEMS(planar_pairs) && !lay->pair; i++) {
        const SimdLessonPlanarPair *p = &planar_pairs[i];
        if ((p->packed == in && p->planar == out) || (p->planar == in && p->packed == out))
            lay->pair = p;
    }
    if (!lay->pair)
        return 0;

    desc = av_pix_fmt_desc_get(lay->pair->planar);
    lay->to_packed = lay->pair->packed == out;
    lay->bytes     = (desc->comp[0].depth + 7) / 8;
    lay->shift     = av_pix_fmt_desc_get(lay->pair->packed)->comp[0].shift;
    lay->cw        = AV_CEIL_RSHIFT(w, desc->log2_chroma_w);
    lay->ch        = AV_CEIL_RSHIFT(h, desc->log2_chroma_h);
    return 1;
}

static const uint16_t no_dither[8];

/** Move w samples of each row of a plane, shifting them for p010 & co. */
static void luma_rows(const SimdLessonContext *s, uint8_t *dst, ptrdiff_t dls,
                      const uint8_t *src, ptrdiff_t sls, int w, int rows)
{
    const SimdLessonLayout *lay = &s->layout;
    const int shift = lay->shift;

    if (!shift) {
        av_image_copy_plane(dst, dls, src, sls, w * lay->bytes, rows);
        return;
    }
    for (int y = 0; y < rows; y++, dst += dls, src += sls) {
        if (lay->to_packed)
            s->dsp.depth_up_u16((uint16_t *)dst, (const uint16_t *)src, w,
                                shift, SL_DEPTH_RSHIFT_NONE);
        else
            s->dsp.depth_down_u16((uint16_t *)dst, (const uint16_t *)src, w,
                                  no_dither, shift, SL_DEPTH_RSHIFT_NONE,
                                  0xffff >> shift);
    }
}

/* The rows [y, y + rows) of the semi-planar chroma plane */
static void semi_rows(const SimdLessonContext *s, AVFrame *dst, const AVFrame *src,
                      int y, int rows)
{
    const SimdLessonLayout *lay = &s->layout;
    const int u = 1 + lay->pair->swap_uv, v = 2 - lay->pair->swap_uv;

    for (int end = y + rows; y < end; y++) {
        if (lay->to_packed) {
            uint8_t *d = dst->data[1] + y * dst->linesize[1];
            const uint8_t *su = src->data[u] + y * src->linesize[u];
            const uint8_t *sv = src->data[v] + y * src->linesize[v];
            if (lay->bytes == 1)
                s->dsp.interleave_u8(d, su, sv, lay->cw);
            else
                s->dsp.interleave_u16((uint16_t *)d, (const uint16_t *)su,
                                      (const uint16_t *)sv, lay->cw, lay->shift);
        } else {
            uint8_t *du = dst->data[u] + y * dst->linesize[u];
            uint8_t *dv = dst->data[v] + y * dst->linesize[v];
            const uint8_t *sp = src->data[1] + y * src->linesize[1];
            if (lay->bytes == 1)
                s->dsp.deinterleave_u8(du, dv, sp, lay->cw);
            else
                s->dsp.deinterleave_u16((uint16_t *)du, (uint16_t *)dv,
                                        (const uint16_t *)sp, lay->cw, lay->shift);
        }
    }
}

/*
 * The rows [y, y + rows) of a packed 4:2:2 frame of width w.  At an odd
 * width the last macropixel has one pixel: going to planar, its second luma
 * is dropped; going to packed, it repeats the first, as swscale's packed
 * 4:2:2 shuffles and scaler do (its yuv422p -> yuyv422 shortcut leaves that
 * macropixel undefined: it reads past the luma row, or does not write it).
 */
static void packed422_rows(const SimdLessonContext *s, AVFrame *dst, const AVFrame *src,
                           int w, int y, int rows)
{
    const SimdLessonLayout *lay = &s->layout;
    const int u = 1 + lay->pair->swap_uv, v = 2 - lay->pair->swap_uv;
    const int uyvy = lay->pair->kind == KIND_UYVY, shift = lay->shift;
    const int w2 = w / 2, odd = w & 1, B = lay->bytes;
    /* byte offsets of y0, u, y1, v in a macropixel */
    const int oy = uyvy * B, ou = !uyvy * B, ov = ou + 2 * B;

    for (int end = y + rows; y < end; y++) {
        const AVFrame *planar = lay->to_packed ? src : dst;
        const AVFrame *packed = lay->to_packed ? dst : src;
        uint8_t *py = planar->data[0] + y * planar->linesize[0];
        uint8_t *pu = planar->data[u] + y * planar->linesize[u];
        uint8_t *pv = planar->data[v] + y * planar->linesize[v];
        uint8_t *pk = packed->data[0] + y * packed->linesize[0];
        uint8_t *last = pk + 4 * B * w2;

        if (lay->to_packed) {
            if (w2 && B == 2)
                s->dsp.pack_yuyv_u16((uint16_t *)pk, (uint16_t *)py, (uint16_t *)pu,
                                     (uint16_t *)pv, w2, shift);
            else if (w2)
                (uyvy ? s->dsp.pack_uyvy : s->dsp.pack_yuyv)(pk, py, pu, pv, w2);
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
                s->dsp.unpack_yuyv_u16((uint16_t *)py, (uint16_t *)pu, (uint16_t *)pv,
                                       (const uint16_t *)pk, w2, shift);
            else if (w2)
                (uyvy ? s->dsp.unpack_uyvy : s->dsp.unpack_yuyv)(py, pu, pv, pk, w2);
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

void ff_simdlesson_layout_slice(const SimdLessonContext *s, AVFrame *dst,
                                const AVFrame *src, int w, int h, int jobnr, int nb_jobs)
{
    const SimdLessonLayout *lay = &s->layout;
    const int start = h * jobnr / nb_jobs, end = h * (jobnr + 1) / nb_jobs;

    if (!lay->pair) {               /* repack */
        const uint8_t *sp = src->data[0] + start * src->linesize[0];
        uint8_t *dp = dst->data[0] + start * dst->linesize[0];
        for (int y = start; y < end; y++) {
            lay->repack(dp, sp, w, &lay->shuf);
            sp += src->linesize[0];
            dp += dst->linesize[0];
        }
    } else if (lay->pair->kind == KIND_SEMI) {
        const int cstart = lay->ch * jobnr / nb_jobs, cend = lay->ch * (jobnr + 1) / nb_jobs;
        if (end > start)
            luma_rows(s, dst->data[0] + start * dst->linesize[0], dst->linesize[0],
                      src->data[0] + start * src->linesize[0], src->linesize[0],
                      w, end - start);
        if (cend > cstart)
            semi_rows(s, dst, src, cstart, cend - cstart);
    } else {
        packed422_rows(s, dst, src, w, start, end - start);
    }
}

typedef struct LayoutThreadData {
    AVFrame *dst;
    const AVFrame *src;
} LayoutThreadData;

static int layout_slice(AVFilterContext *ctx, void *arg, int jobnr, int nb_jobs)
{
    const LayoutThreadData *td = arg;

    ff_simdlesson_layout_slice(ctx->priv, td->dst, td->src, ctx->inputs[0]->w,
                               ctx->inputs[0]->h, jobnr, nb_jobs);
    return 0;
}

/* Frames must leave in the output format: converted even where the
 * timeline disables the filter. */
int ff_simdlesson_layout_filter_frame(AVFilterContext *ctx, AVFrame *in)
{
    LayoutThreadData td = { .src = in };

    return ff_simdlesson_convert_frame(ctx, in, &td.dst, layout_slice, &td);
}
