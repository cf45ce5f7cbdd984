/*
 * Build a filter graph with simdlesson through the public libavfilter API,
 * the way a program linked against an installed FFmpeg would:
 *
 *   cc simdlesson_graph.c $(pkg-config --cflags --libs libavfilter libavutil)
 *
 * Two 10-bit frames go through mode=add; every output sample is checked
 * against min(a + b, 1023).  Exits non-zero on any difference or error.
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
#include <libavutil/pixdesc.h>

#define W 67                        /* odd: the chroma rows end mid-vector */
#define H 9
#define FMT AV_PIX_FMT_YUV420P10

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
    f->format = FMT;
    f->width  = W;
    f->height = H;
    if (av_frame_get_buffer(f, 0) < 0) {
        av_frame_free(&f);
        return NULL;
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

int main(void)
{
    AVFilterGraph *graph = avfilter_graph_alloc();
    AVFilterContext *src[2], *sl, *sink;
    AVFrame *out = av_frame_alloc();
    char args[128];
    int ret, frames = 0, saturated = 0, wrong = 0;   /* wrong: a check failed */

    if (!graph || !out)
        return 1;
    if (!avfilter_get_by_name("simdlesson")) {
        fprintf(stderr, "this FFmpeg has no simdlesson filter\n");
        return 1;
    }
    snprintf(args, sizeof(args), "video_size=%dx%d:pix_fmt=%s:time_base=1/25:pixel_aspect=1/1",
             W, H, av_get_pix_fmt_name(FMT));
    if ((ret = avfilter_graph_create_filter(&src[0], avfilter_get_by_name("buffer"), "a", args, NULL, graph)) < 0 ||
        (ret = avfilter_graph_create_filter(&src[1], avfilter_get_by_name("buffer"), "b", args, NULL, graph)) < 0 ||
        (ret = avfilter_graph_create_filter(&sl, avfilter_get_by_name("simdlesson"), "add", "mode=add", NULL, graph)) < 0 ||
        (ret = avfilter_graph_create_filter(&sink, avfilter_get_by_name("buffersink"), "out", NULL, NULL, graph)) < 0 ||
        (ret = avfilter_link(src[0], 0, sl, 0)) < 0 ||
        (ret = avfilter_link(src[1], 0, sl, 1)) < 0 ||
        (ret = avfilter_link(sl, 0, sink, 0)) < 0 ||
        (ret = avfilter_graph_config(graph, NULL)) < 0)
        goto end;

    for (int n = 0; n < 2; n++) {
        for (int i = 0; i < 2; i++) {
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
    for (int i = 0; i < 2; i++)
        if ((ret = av_buffersrc_add_frame(src[i], NULL)) < 0)
            goto end;
    while ((ret = av_buffersink_get_frame(sink, out)) >= 0) {
        wrong = check(out, &saturated) < 0;
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
    else if (!wrong)
        printf("simdlesson_graph: %d frames of %dx%d %s checked (%d samples saturated), "
               "libavfilter %u.%u.%u\n", frames, W, H, av_get_pix_fmt_name(FMT), saturated,
               avfilter_version() >> 16, avfilter_version() >> 8 & 255, avfilter_version() & 255);
    av_frame_free(&out);
    avfilter_graph_free(&graph);
    return ret < 0 || wrong;
}
