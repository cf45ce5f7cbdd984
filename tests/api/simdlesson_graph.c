/*
 * Build a filter graph with simdlesson through the public libavfilter API,
 * the way a program linked against an installed FFmpeg would:
 *
 *   cc simdlesson_graph.c $(pkg-config --cflags --libs libavfilter libavutil)
 *
 * Two 10-bit frames go through mode=add; every output sample is checked
 * against min(a + b, 1023).  Exits non-zero on any difference or error.
 *
 *   simdlesson_graph OPTIONS PIXFMT
 *
 * runs simdlesson=OPTIONS (one or two inputs, as the mode has) on two
 * frames of PIXFMT instead and checks only that two frames come out
 * (tests/oom.sh makes each of its allocations fail in turn).
 *
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

#include <stdint.h>
#include <stdio.h>

#include <libavfilter/avfilter.h>
#include <libavfilter/buffersink.h>
#include <libavfilter/buffersrc.h>
#include <libavutil/common.h>
#include <libavutil/error.h>
#include <libavutil/frame.h>
#include <libavutil/imgutils.h>
#include <libavutil/pixdesc.h>

#define W 67                        /* odd: the chroma rows end mid-vector */
#define H 9
#define FMT AV_PIX_FMT_YUV420P10

static enum AVPixelFormat fmt = FMT;    /* another with arguments: not checked */

static int sample(int input, int plane, int x, int y)
{
    return input ? (x * 53 + y * 11 + plane) & 1023
                 : (x * 37 + y * 101 + plane * 7) & 1023;
}

static AVFrame *make_frame(int input)
{
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(FMT);
    AVFrame *f = av_frame_alloc();

    if (!f)
        return NULL;
    f->format = fmt;
    f->width  = W;
    f->height = H;
    if (av_frame_get_buffer(f, 0) < 0) {
        av_frame_free(&f);
        return NULL;
    }
    if (fmt != FMT) {
        /* any samples of the format's depth */
        const AVPixFmtDescriptor *d = av_pix_fmt_desc_get(fmt);
        const int max = (1 << d->comp[0].depth) - 1, shift = d->comp[0].shift;
        ptrdiff_t linesizes[4];
        size_t sizes[4];
        for (int p = 0; p < 4; p++)
            linesizes[p] = f->linesize[p];
        if (av_image_fill_plane_sizes(sizes, fmt, H, linesizes) < 0) {
            av_frame_free(&f);
            return NULL;
        }
        for (int p = 0; p < 4 && f->data[p]; p++) {
            if (d->comp[0].depth > 8)
                for (size_t i = 0; i < sizes[p] / 2; i++)
                    ((uint16_t *)f->data[p])[i] = (sample(input, p, i % 97, i / 97) & max) << shift;
            else
                for (size_t i = 0; i < sizes[p]; i++)
                    f->data[p][i] = sample(input, p, i % 97, i / 97);
        }
        return f;
    }
    for (int p = 0; p < 3; p++) {
        const int pw = p ? AV_CEIL_RSHIFT(W, desc->log2_chroma_w) : W;
        const int ph = p ? AV_CEIL_RSHIFT(H, desc->log2_chroma_h) : H;
        for (int y = 0; y < ph; y++) {
            uint16_t *row = (uint16_t *)(f->data[p] + y * f->linesize[p]);
            for (int x = 0; x < pw; x++)
                row[x] = sample(input, p, x, y);
        }
    }
    return f;
}

static int check(const AVFrame *f, int *saturated)
{
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(FMT);

    if (f->width != W || f->height != H || f->format != FMT) {
        fprintf(stderr, "output is %dx%d %s, expected %dx%d %s\n", f->width, f->height,
                av_get_pix_fmt_name(f->format), W, H, av_get_pix_fmt_name(FMT));
        return -1;
    }
    for (int p = 0; p < 3; p++) {
        const int pw = p ? AV_CEIL_RSHIFT(W, desc->log2_chroma_w) : W;
        const int ph = p ? AV_CEIL_RSHIFT(H, desc->log2_chroma_h) : H;
        for (int y = 0; y < ph; y++) {
            const uint16_t *row = (const uint16_t *)(f->data[p] + y * f->linesize[p]);
            for (int x = 0; x < pw; x++) {
                const int sum = sample(0, p, x, y) + sample(1, p, x, y);
                const int want = sum > 1023 ? 1023 : sum;
                if (row[x] != want) {
                    fprintf(stderr, "plane %d (%d,%d): %d + %d gave %d, expected %d\n",
                            p, x, y, sample(0, p, x, y), sample(1, p, x, y), row[x], want);
                    return -1;
                }
                *saturated += sum > 1023;
            }
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    AVFilterGraph *graph = avfilter_graph_alloc();
    AVFilterContext *src[2], *sl, *sink;
    AVFrame *out = av_frame_alloc();
    const char *opts = "mode=add";
    char args[128];
    int ret, nb_inputs, frames = 0, saturated = 0, wrong = 0;   /* wrong: a check failed */

    if (argc == 3) {
        opts = argv[1];
        if ((fmt = av_get_pix_fmt(argv[2])) == AV_PIX_FMT_NONE) {
            fprintf(stderr, "unknown pixel format %s\n", argv[2]);
            fmt = FMT;
            ret = AVERROR(EINVAL);
            goto end;
        }
    }
    if (!graph || !out) {
        ret = AVERROR(ENOMEM);
        goto end;
    }
    if (!avfilter_get_by_name("simdlesson")) {
        fprintf(stderr, "this FFmpeg has no simdlesson filter\n");
        ret = AVERROR_FILTER_NOT_FOUND;
        goto end;
    }
    if ((ret = avfilter_graph_create_filter(&sl, avfilter_get_by_name("simdlesson"), "sl", opts, NULL, graph)) < 0)
        goto end;
    nb_inputs = FFMIN(sl->nb_inputs, 2);
    snprintf(args, sizeof(args), "video_size=%dx%d:pix_fmt=%s:time_base=1/25:pixel_aspect=1/1",
             W, H, av_get_pix_fmt_name(fmt));
    for (int i = 0; i < nb_inputs; i++)
        if ((ret = avfilter_graph_create_filter(&src[i], avfilter_get_by_name("buffer"), i ? "b" : "a",
                                                args, NULL, graph)) < 0 ||
            (ret = avfilter_link(src[i], 0, sl, i)) < 0)
            goto end;
    if ((ret = avfilter_graph_create_filter(&sink, avfilter_get_by_name("buffersink"), "out", NULL, NULL, graph)) < 0 ||
        (ret = avfilter_link(sl, 0, sink, 0)) < 0 ||
        (ret = avfilter_graph_config(graph, NULL)) < 0)
        goto end;

    for (int n = 0; n < 2; n++) {
        for (int i = 0; i < nb_inputs; i++) {
            AVFrame *in = make_frame(i);
            if (!in) {
                ret = AVERROR(ENOMEM);
                goto end;
            }
            in->pts = n;
            ret = av_buffersrc_add_frame(src[i], in);
            av_frame_free(&in);
            if (ret < 0)
                goto end;
        }
    }
    for (int i = 0; i < nb_inputs; i++)
        if ((ret = av_buffersrc_add_frame(src[i], NULL)) < 0)
            goto end;
    while ((ret = av_buffersink_get_frame(sink, out)) >= 0) {
        wrong = argc != 3 && check(out, &saturated) < 0;
        av_frame_unref(out);
        if (wrong)
            goto end;
        frames++;
    }
    if (ret == AVERROR_EOF)
        ret = 0;
    if (!ret && frames != 2) {
        fprintf(stderr, "%d frames out, expected 2\n", frames);
        wrong = 1;
    }

end:
    if (ret < 0)
        fprintf(stderr, "libavfilter: %s\n", av_err2str(ret));
    else if (!wrong && argc == 3)
        printf("simdlesson_graph: %d frames of %dx%d %s through simdlesson=%s\n",
               frames, W, H, av_get_pix_fmt_name(fmt), opts);
    else if (!wrong)
        printf("simdlesson_graph: %d frames of %dx%d %s checked (%d samples saturated), "
               "libavfilter %u.%u.%u\n", frames, W, H, av_get_pix_fmt_name(FMT), saturated,
               avfilter_version() >> 16, avfilter_version() >> 8 & 255, avfilter_version() & 255);
    av_frame_free(&out);
    avfilter_graph_free(&graph);
    return ret < 0 || wrong;
}
