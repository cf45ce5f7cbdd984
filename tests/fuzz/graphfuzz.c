/*
 * graphfuzz: build simdlesson filter graphs through the libavfilter API
 * (buffersrc -> simdlesson=OPTIONS -> buffersink, one buffersrc per input
 * pad the options give the filter), push a few frames of seeded random
 * contents in a chosen memory layout, and check that
 *   - the C kernels on one thread and the default kernels (SIMD where the
 *     CPU has it) on N threads give the same result: the same error, or
 *     the same frames byte for byte;
 *   - an input frame still referenced elsewhere (shared=1) is not written;
 *   - commands sent after the first and the second frame (cmd0=, cmd1=)
 *     get the same answers, and refused ones change nothing: the output is
 *     the same as without them, the commands accepted after them included;
 *   - frames of another size than the link's after the first (resize=: an
 *     API user's; buffersrc only warns) are refused or right, never a crash;
 *   - nothing crashes (run it under ASan/UBSan or valgrind for the rest).
 *
 * Usage:
 *   graphfuzz fuzz SEED SECONDS [N] random cases SEED, SEED+1, ... for SECONDS
 *                                   (or N cases, whichever ends first)
 *   graphfuzz case 'KEY=VALUE ...'  one case, as printed by fuzz
 *   graphfuzz replay FILE           every case line of FILE (# comments)
 * Add -v first for FFmpeg's messages.  Exit status: 0 all cases agree,
 * 1 a case disagrees (the case line is printed), 2 usage.
 *
 * A case line:
 *   seed=N fmt=PIXFMT size=WxH [fmt2=PIXFMT size2=WxH] layout=L threads=N
 *   frames=N shared=0|1 [resize=WxH] [cmd0=OPTION=VALUE] [cmd1=OPTION=VALUE]
 *   opts=OPTIONS
 * fmt2/size2: the second input's, when it differs; layout: padded (64-byte
 * aligned rows and more), tight (linesize = row bytes, each plane a buffer
 * of exactly its size, the last row ending at its end), flipped (negative
 * linesizes), misaligned (planes and rows starting off any vector
 * alignment: at odd addresses for 8-bit samples, even ones for 16-bit);
 * opts last.  Samples of 9 to 16 bits are within their depth.
 */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "libavfilter/avfilter.h"
#include "libavfilter/buffersink.h"
#include "libavfilter/buffersrc.h"
#include "libavutil/cpu.h"
#include "libavutil/imgutils.h"
#include "libavutil/intreadwrite.h"
#include "libavutil/mem.h"
#include "libavutil/pixdesc.h"

#define MAX_INPUTS 4
#define MAX_FRAMES 4

enum Layout { LAYOUT_PADDED, LAYOUT_TIGHT, LAYOUT_FLIPPED, LAYOUT_MISALIGNED, NB_LAYOUTS };
static const char *const layout_names[NB_LAYOUTS] = { "padded", "tight", "flipped", "misaligned" };

typedef struct Case {
    uint64_t seed;                      ///< frame contents and layout details
    enum AVPixelFormat fmt, fmt2;       ///< fmt2: the second input's
    int w, h, w2, h2;
    int rw, rh;                         ///< size of the frames after the first, 0: w, h
    enum Layout layout;
    int threads, frames, shared;
#define MAX_CMDS 2
    char cmd[MAX_CMDS][64], arg[MAX_CMDS][64]; ///< cmd[n]: sent after frame n
    char opts[512];
} Case;

/* --- random numbers: splitmix64, so that a seed means the same everywhere */

static uint64_t rnd(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static int rnd_int(uint64_t *s, int n) { return (int)(rnd(s) % (uint64_t)n); }

/* --- a growing byte buffer: one run's result --------------------------- */

typedef struct Result {
    int status;                         ///< 0, or the first error
    const char *stage;                  ///< where it failed
    uint8_t *data;
    size_t size, alloc;
    int nb_frames;
    int shared_written;                 ///< a shared input frame was modified
    int answer[MAX_CMDS];               ///< to the commands
} Result;

static int put(Result *r, const void *p, size_t n)
{
    if (r->size + n > r->alloc) {
        size_t a = FFMAX(2 * r->alloc, r->size + n);
        uint8_t *d = av_realloc(r->data, a);
        if (!d)
            return AVERROR(ENOMEM);
        r->data = d;
        r->alloc = a;
    }
    memcpy(r->data + r->size, p, n);
    r->size += n;
    return 0;
}

/* --- frames ------------------------------------------------------------ */

static int plane_rows(const AVPixFmtDescriptor *desc, int p, int h)
{
    return (p == 1 || p == 2) ? AV_CEIL_RSHIFT(h, desc->log2_chroma_h) : h;
}

/** Bytes per sample for filling: 2 for 9..16-bit samples in words, else 1. */
static int word_samples(const AVPixFmtDescriptor *desc)
{
    if (desc->flags & (AV_PIX_FMT_FLAG_FLOAT | AV_PIX_FMT_FLAG_BITSTREAM |
                       AV_PIX_FMT_FLAG_PAL) || desc->comp[0].depth <= 8)
        return 0;
    for (int i = 0; i < desc->nb_components; i++)
        if (desc->comp[i].depth != desc->comp[0].depth ||
            desc->comp[i].shift != desc->comp[0].shift ||
            desc->comp[i].depth + desc->comp[i].shift > 16 ||
            ((desc->comp[i].step | desc->comp[i].offset) & 1))
            return 0;
    return 1;
}

/** Random sample values, often at the extremes and the middle. */
static void fill(uint8_t *p, size_t n, const AVPixFmtDescriptor *desc, uint64_t *s)
{
    const int bias = rnd_int(s, 4);     /* 0: uniform, 1: low, 2: high, 3: mixed */
    if (word_samples(desc)) {
        const int depth = desc->comp[0].depth, shift = desc->comp[0].shift;
        const unsigned max = (1u << depth) - 1;
        for (size_t i = 0; i + 1 < n; i += 2) {
            unsigned v = rnd(s) & max;
            if (bias == 1)       v &= 3;
            else if (bias == 2)  v = max - (v & 3);
            else if (bias == 3 && !(v & 0x30))
                v = (v & 1) ? max : (v & 2) ? 0 : 1u << (depth - 1);
            AV_WN16(p + i, (v << shift) & 0xFFFF);
        }
    } else {
        for (size_t i = 0; i < n; i++) {
            unsigned v = rnd(s) & 0xFF;
            if (bias == 1)       v &= 3;
            else if (bias == 2)  v = 255 - (v & 3);
            else if (bias == 3 && !(v & 0x30))
                v = (v & 1) ? 255 : (v & 2) ? 0 : 128;
            p[i] = v;
        }
    }
}

/** A frame of random contents in the case's layout; every plane is a
 * buffer of its own, allocated with exactly the size the layout needs, and
 * pad bytes more. */
static AVFrame *make_frame(enum AVPixelFormat fmt, int w, int h, enum Layout layout, int pad,
                           uint64_t *s)
{
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(fmt);
    const int align = word_samples(desc) ? 2 : 1;
    int ls[4];
    AVFrame *f = av_frame_alloc();

    if (!f || av_image_fill_linesizes(ls, fmt, w) < 0) {
        av_frame_free(&f);
        return NULL;
    }
    f->format = fmt;
    f->width  = w;
    f->height = h;
    for (int p = 0; p < av_pix_fmt_count_planes(fmt); p++) {
        const int rows = plane_rows(desc, p, h);
        ptrdiff_t stride = ls[p], offset = 0;
        size_t size;

        switch (layout) {
        case LAYOUT_PADDED:     stride = FFALIGN(ls[p], 64) + 64 * rnd_int(s, 3); break;
        case LAYOUT_TIGHT:      break;
        case LAYOUT_FLIPPED:
        case LAYOUT_MISALIGNED: stride += align * rnd_int(s, 9); break;
        default:                break;
        }
        if (layout == LAYOUT_MISALIGNED)
            offset = align * (1 + rnd_int(s, 31));
        size = offset + stride * (rows - 1) + ls[p] + pad;
        if (!(f->buf[p] = av_buffer_alloc(size))) {
            av_frame_free(&f);
            return NULL;
        }
        fill(f->buf[p]->data, size, desc, s);
        if (layout == LAYOUT_FLIPPED) {
            f->data[p]     = f->buf[p]->data + stride * (rows - 1);
            f->linesize[p] = -stride;
        } else {
            f->data[p]     = f->buf[p]->data + offset;
            f->linesize[p] = stride;
        }
    }
    return f;
}

/** Append the visible bytes of every plane of f to r. */
static int put_frame(Result *r, const AVFrame *f)
{
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(f->format);
    int64_t head[4] = { f->format, f->width, f->height, f->pts };
    int ret = put(r, head, sizeof(head));

    for (int p = 0; ret >= 0 && p < av_pix_fmt_count_planes(f->format); p++) {
        const int bytes = av_image_get_linesize(f->format, f->width, p);
        for (int y = 0; ret >= 0 && y < plane_rows(desc, p, f->height); y++)
            ret = put(r, f->data[p] + y * (ptrdiff_t)f->linesize[p], bytes);
    }
    r->nb_frames++;
    return ret;
}

static int same_contents(const AVFrame *a, const AVFrame *b)
{
    Result ra = { 0 }, rb = { 0 };
    int same = put_frame(&ra, a) >= 0 && put_frame(&rb, b) >= 0 &&
               ra.size == rb.size && !memcmp(ra.data, rb.data, ra.size);
    av_free(ra.data);
    av_free(rb.data);
    return same;
}

/* --- one run of a case ------------------------------------------------- */

static int swscale_case(const Case *c);

/** Frame n of input i of the case: the rows' own bytes only, but where
 *  swscale converts, whose x86 input functions read whole vectors past a
 *  row (FFmpeg's frames have AV_INPUT_BUFFER_PADDING_SIZE, 64, after them) */
static AVFrame *case_frame(const Case *c, int i, int n, uint64_t *s)
{
    int w = i ? c->w2 : c->w, h = i ? c->h2 : c->h;
    if (n > 0 && c->rw)
        w = c->rw, h = c->rh;
    return make_frame(i ? c->fmt2 : c->fmt, w, h, c->layout,
                      swscale_case(c) ? 64 : 0, s);
}

static int drain(AVFilterContext *sink, Result *r)
{
    AVFrame *f = av_frame_alloc();
    int ret;

    if (!f)
        return AVERROR(ENOMEM);
    while ((ret = av_buffersink_get_frame(sink, f)) >= 0) {
        ret = put_frame(r, f);
        av_frame_unref(f);
        if (ret < 0)
            break;
    }
    av_frame_free(&f);
    return ret == AVERROR(EAGAIN) || ret == AVERROR_EOF ? 0 : ret;
}

#define FAIL(where) do { r->status = ret; r->stage = where; goto end; } while (0)

static void run_case(const Case *c, int cpu_flags, int threads, Result *r)
{
    AVFilterGraph *graph = avfilter_graph_alloc();
    AVFilterContext *sl, *src[MAX_INPUTS] = { 0 }, *sink;
    AVFrame *kept[MAX_INPUTS * MAX_FRAMES] = { 0 };
    int nb_kept = 0, nb_in, ret = AVERROR(ENOMEM);
    uint64_t s = c->seed;

    memset(r, 0, sizeof(*r));
    av_force_cpu_flags(cpu_flags);
    if (!graph)
        FAIL("alloc");
    graph->nb_threads = threads;
    avfilter_graph_set_auto_convert(graph, AVFILTER_AUTO_CONVERT_NONE);

    if (!(sl = avfilter_graph_alloc_filter(graph, avfilter_get_by_name("simdlesson"), "simdlesson")))
        FAIL("alloc");
    if ((ret = avfilter_init_str(sl, c->opts)) < 0)
        FAIL("init");
    nb_in = sl->nb_inputs;
    if (nb_in > MAX_INPUTS) {
        ret = AVERROR(ENOSYS);
        FAIL("too many inputs");
    }
    for (int i = 0; i < nb_in; i++) {
        char args[256];
        snprintf(args, sizeof(args), "video_size=%dx%d:pix_fmt=%d:time_base=1/25:pixel_aspect=1/1",
                 i ? c->w2 : c->w, i ? c->h2 : c->h, i ? c->fmt2 : c->fmt);
        if ((ret = avfilter_graph_create_filter(&src[i], avfilter_get_by_name("buffer"),
                                                i ? "in1" : "in0", args, NULL, graph)) < 0 ||
            (ret = avfilter_link(src[i], 0, sl, i)) < 0)
            FAIL("buffersrc");
    }
    if ((ret = avfilter_graph_create_filter(&sink, avfilter_get_by_name("buffersink"),
                                            "out", NULL, NULL, graph)) < 0 ||
        (ret = avfilter_link(sl, 0, sink, 0)) < 0)
        FAIL("buffersink");
    if ((ret = avfilter_graph_config(graph, NULL)) < 0)
        FAIL("config");

    for (int n = 0; n < c->frames; n++) {
        for (int i = 0; i < nb_in; i++) {
            AVFrame *f = case_frame(c, i, n, &s);
            if (!f) {
                ret = AVERROR(ENOMEM);
                FAIL("frame");
            }
            f->pts = n;
            if (c->shared && !(kept[nb_kept++] = av_frame_clone(f))) {
                av_frame_free(&f);
                ret = AVERROR(ENOMEM);
                FAIL("frame");
            }
            ret = av_buffersrc_add_frame(src[i], f);
            av_frame_free(&f);
            if (ret < 0)
                FAIL("push");
        }
        if ((ret = drain(sink, r)) < 0)
            FAIL("filter");
        if (n < MAX_CMDS && c->cmd[n][0])
            r->answer[n] = avfilter_graph_send_command(graph, "simdlesson", c->cmd[n],
                                                       c->arg[n], NULL, 0, 0);
    }
    for (int i = 0; i < nb_in; i++)
        if ((ret = av_buffersrc_add_frame(src[i], NULL)) < 0)
            FAIL("close");
    if ((ret = drain(sink, r)) < 0)
        FAIL("filter");

    /* The frames kept here must be as they were pushed. */
    s = c->seed;
    for (int n = 0, k = 0; n < c->frames; n++) {
        for (int i = 0; i < nb_in && k < nb_kept; i++, k++) {
            AVFrame *f = case_frame(c, i, n, &s);
            if (f)
                f->pts = n;
            if (f && !same_contents(f, kept[k]))
                r->shared_written = 1;
            av_frame_free(&f);
        }
    }
end:
    for (int k = 0; k < nb_kept; k++)
        av_frame_free(&kept[k]);
    avfilter_graph_free(&graph);
    av_force_cpu_flags(-1);
}

/* --- cases as text ------------------------------------------------------ */

static void print_case(FILE *out, const Case *c)
{
    fprintf(out, "seed=%"PRIu64" fmt=%s size=%dx%d", c->seed, av_get_pix_fmt_name(c->fmt), c->w, c->h);
    if (c->fmt2 != c->fmt || c->w2 != c->w || c->h2 != c->h)
        fprintf(out, " fmt2=%s size2=%dx%d", av_get_pix_fmt_name(c->fmt2), c->w2, c->h2);
    fprintf(out, " layout=%s threads=%d frames=%d shared=%d", layout_names[c->layout],
            c->threads, c->frames, c->shared);
    if (c->rw)
        fprintf(out, " resize=%dx%d", c->rw, c->rh);
    for (int k = 0; k < MAX_CMDS; k++)
        if (c->cmd[k][0])
            fprintf(out, " cmd%d=%s=%s", k, c->cmd[k], c->arg[k]);
    fprintf(out, " opts=%s\n", c->opts);
}

static int parse_case(Case *c, const char *line)
{
    const char *p = line;
    int have_fmt2 = 0, have_size2 = 0;

    memset(c, 0, sizeof(*c));
    c->fmt = AV_PIX_FMT_NONE;
    c->threads = c->frames = 1;
    while (*p) {
        char key[32], val[512];
        int n = 0;
        while (*p == ' ' || *p == '\t')
            p++;
        if (!*p || *p == '\n')
            break;
        if (!strncmp(p, "opts=", 5)) {          /* the rest of the line */
            snprintf(c->opts, sizeof(c->opts), "%s", p + 5);
            c->opts[strcspn(c->opts, "\n")] = 0;
            break;
        }
        if (sscanf(p, "%31[^=]=%511s%n", key, val, &n) != 2)
            return -1;
        p += n;
        if      (!strcmp(key, "seed"))    c->seed = strtoull(val, NULL, 10);
        else if (!strcmp(key, "fmt"))     c->fmt = av_get_pix_fmt(val);
        else if (!strcmp(key, "fmt2"))    c->fmt2 = av_get_pix_fmt(val), have_fmt2 = 1;
        else if (!strcmp(key, "size"))  { if (sscanf(val, "%dx%d", &c->w, &c->h) != 2) return -1; }
        else if (!strcmp(key, "size2")) { if (sscanf(val, "%dx%d", &c->w2, &c->h2) != 2) return -1; have_size2 = 1; }
        else if (!strcmp(key, "threads")) c->threads = atoi(val);
        else if (!strcmp(key, "frames"))  c->frames = atoi(val);
        else if (!strcmp(key, "shared"))  c->shared = atoi(val);
        else if (!strcmp(key, "resize")) { if (sscanf(val, "%dx%d", &c->rw, &c->rh) != 2) return -1; }
        else if (!strcmp(key, "cmd0") || !strcmp(key, "cmd1")) {
            const int k = key[3] - '0';
            if (sscanf(val, "%63[^=]=%63s", c->cmd[k], c->arg[k]) < 1)
                return -1;
        }
        else if (!strcmp(key, "layout")) {
            int l;
            for (l = 0; l < NB_LAYOUTS && strcmp(val, layout_names[l]); l++)
                ;
            if (l == NB_LAYOUTS)
                return -1;
            c->layout = l;
        } else
            return -1;
    }
    if (!have_fmt2)
        c->fmt2 = c->fmt;
    if (!have_size2)
        c->w2 = c->w, c->h2 = c->h;
    if (c->fmt == AV_PIX_FMT_NONE || c->fmt2 == AV_PIX_FMT_NONE || c->w < 1 || c->h < 1 ||
        c->w2 < 1 || c->h2 < 1 || c->rw < 0 || c->rh < 0 || (c->rw && !c->rh) || c->threads < 1 || c->frames < 1 || c->frames > MAX_FRAMES)
        return -1;
    return 0;
}

/* --- random cases ------------------------------------------------------- */

/* Formats the filter takes, drawn most of the time; otherwise any format. */
static const enum AVPixelFormat good_formats[] = {
    AV_PIX_FMT_YUV420P, AV_PIX_FMT_YUV422P, AV_PIX_FMT_YUV444P, AV_PIX_FMT_YUVA420P,
    AV_PIX_FMT_GRAY8, AV_PIX_FMT_GBRP, AV_PIX_FMT_GBRAP, AV_PIX_FMT_NV12, AV_PIX_FMT_NV21,
    AV_PIX_FMT_NV24, AV_PIX_FMT_RGB24, AV_PIX_FMT_BGRA, AV_PIX_FMT_RGB0, AV_PIX_FMT_YUYV422,
    AV_PIX_FMT_UYVY422, AV_PIX_FMT_YA8, AV_PIX_FMT_YUV410P, AV_PIX_FMT_YUV411P,
    AV_PIX_FMT_YUV420P9, AV_PIX_FMT_YUV420P10, AV_PIX_FMT_YUV422P10, AV_PIX_FMT_YUV444P12,
    AV_PIX_FMT_YUV420P14, AV_PIX_FMT_YUV444P16, AV_PIX_FMT_GBRP10, AV_PIX_FMT_GBRAP12,
    AV_PIX_FMT_GBRP16, AV_PIX_FMT_GRAY10, AV_PIX_FMT_GRAY16, AV_PIX_FMT_P010, AV_PIX_FMT_P016,
    AV_PIX_FMT_P210, AV_PIX_FMT_RGB48, AV_PIX_FMT_RGBA64, AV_PIX_FMT_BGRA64, AV_PIX_FMT_YA16,
    AV_PIX_FMT_Y210, AV_PIX_FMT_YUVA444P10,
};

static enum AVPixelFormat random_format(uint64_t *s)
{
    if (rnd_int(s, 8)) {
        return good_formats[rnd_int(s, FF_ARRAY_ELEMS(good_formats))];
    } else {
        const AVPixFmtDescriptor *d;
        int ls[4];
        do {
            d = av_pix_fmt_desc_get(rnd_int(s, AV_PIX_FMT_NB));
        } while (!d || (d->flags & AV_PIX_FMT_FLAG_HWACCEL) ||
                 av_image_fill_linesizes(ls, av_pix_fmt_desc_get_id(d), 16) < 0);
        return av_pix_fmt_desc_get_id(d);
    }
}

static int random_dim(uint64_t *s)
{
    switch (rnd_int(s, 8)) {
    case 0:  return 1;
    case 1:  return 2 + rnd_int(s, 3);
    case 2:  return 4000 + rnd_int(s, 200);      /* long rows: full vectors and a tail */
    default: return 1 + rnd_int(s, 97);
    }
}

/*
 * Options to draw from: values the option takes and values it refuses, and
 * the modes it belongs to (NULL: all).  "%v" is a value within the sample
 * range of the format, "%V" one just outside it, "%p" a plane mask.
 * A new mode is its name in modes[] and one line per option of its own.
 */
typedef struct OptionValues {
    const char *key, *modes;
    const char *valid[12], *invalid[4];
} OptionValues;

static const OptionValues option_values[] = {
    { "overflow",   "add offset", { "saturate", "wrap", "1" },          { "2", "clamp" } },
    { "bias",       "add",    { "0", "1", "1", "yes" },                 { "2" } },
    { "value",      "offset", { "%v", "%v", "%v", "0", "-1" },          { "%V", "x" } },
    { "planes",     "add offset", { "%p", "%p", "15" },                 { "16", "-1" } },
    { "enable",     NULL,     { "eq(n,1)", "gte(n,1)", "between(n,0,0)" }, { "n+" } },
    { "shortest",   "add",    { "0", "1" },                             { "2" } },
    { "eof_action", "add",    { "repeat", "endall", "pass" },           { "stop" } },
    { "map",        "shuffle", { "bgra", "rrra", "b0r", "#2|#1|#0", "y1vy0u", "rgbmax" }, { "q", "#9", "rg" } },
    { "out",        "shuffle", { "bgra", "0rgb", "bgr24", "uyvy422", "bgr48le", "bgra64le",
                                     "yuv420p", "nv12", "p010le", "yuv422p", "yuv420p10le", "y210le" },
                                   { "gray", "foo" } },
    { "matrix",     "shuffle", { "auto", "bt601", "bt709", "bt2020", "smpte240m" }, { "bt2020c", "x" } },
    { "range",      "shuffle", { "auto", "limited", "full" },            { "3", "x" } },
    { "depth",      "depth",  { "8", "9", "10", "12", "14", "16" },     { "11", "17" } },
    { "method",     "depth",  { "auto", "shift", "replicate" },         { "x" } },
    { "dither",     "depth",  { "auto", "none", "ordered" },            { "x" } },
};
static const char *const modes[]       = { "add", "offset", "shuffle", "depth" };
/* sent as commands: the runtime options, and one that is not */
static const char *const commands[]    = { "value", "overflow", "planes", "bias", "map" };
static const char *const bad_modes[]   = { "4", "multiply", "" };

static int count(const char *const *v, int max)
{
    int n = 0;
    while (n < max && v[n])
        n++;
    return n;
}

static void random_case(Case *c, uint64_t seed)
{
    uint64_t s = seed;
    const AVPixFmtDescriptor *desc;
    const int valid = rnd_int(&s, 4) > 0;      /* 3 in 4: options the mode takes */
    const char *mode;
    int len, depth, range;

    memset(c, 0, sizeof(*c));
    c->seed    = seed;
    c->fmt     = random_format(&s);
    c->w       = random_dim(&s);
    c->h       = c->w > 1000 ? 1 + rnd_int(&s, 4) : random_dim(&s);
    c->fmt2    = rnd_int(&s, 20) ? c->fmt : random_format(&s);
    c->w2      = rnd_int(&s, 20) ? c->w : random_dim(&s);
    c->h2      = rnd_int(&s, 20) ? c->h : random_dim(&s);
    c->layout  = rnd_int(&s, NB_LAYOUTS);
    c->threads = (int[]){ 1, 2, 3, 8 }[rnd_int(&s, 4)];
    c->frames  = 1 + rnd_int(&s, 3);
    c->shared  = rnd_int(&s, 2);
    if (c->frames > 1 && !rnd_int(&s, 16)) {
        c->rw = random_dim(&s);
        c->rh = c->rw > 1000 ? 1 + rnd_int(&s, 4) : random_dim(&s);
    }

    desc  = av_pix_fmt_desc_get(c->fmt);
    depth = FFMIN(FFMAX(desc->comp[0].depth, 1), 16);
    range = (1 << depth) - 1;
    mode  = !valid && !rnd_int(&s, 4) ? bad_modes[rnd_int(&s, FF_ARRAY_ELEMS(bad_modes))]
                                      : modes[rnd_int(&s, FF_ARRAY_ELEMS(modes))];
    len = snprintf(c->opts, sizeof(c->opts), "mode=%s", mode);
    for (int i = 0; i < FF_ARRAY_ELEMS(option_values); i++) {
        const OptionValues *o = &option_values[i];
        const int mine = !o->modes || strstr(o->modes, mode);
        const char *v;
        char buf[32];
        if ((!mine && valid) || rnd_int(&s, 100) >= (mine ? 40 : 10))
            continue;
        if (!valid && rnd_int(&s, 3) == 0)
            v = o->invalid[rnd_int(&s, count(o->invalid, 4))];
        else
            v = o->valid[rnd_int(&s, count(o->valid, 12))];
        if (!strcmp(v, "%v"))
            snprintf(buf, sizeof(buf), "%d", rnd_int(&s, 2 * range + 1) - range);
        else if (!strcmp(v, "%V"))
            snprintf(buf, sizeof(buf), "%d", rnd_int(&s, 2) ? range + 1 : -range - 1 - rnd_int(&s, 9));
        else if (!strcmp(v, "%p"))
            snprintf(buf, sizeof(buf), "%d", rnd_int(&s, 16));
        else
            snprintf(buf, sizeof(buf), "%s", v);
        len += snprintf(c->opts + len, sizeof(c->opts) - len, ":%s=%s", o->key, buf);
    }

    for (int k = 0; k < MAX_CMDS && k < c->frames - 1; k++) {
        const char *key = commands[rnd_int(&s, FF_ARRAY_ELEMS(commands))];
        const OptionValues *o = NULL;
        const char *v;
        if (rnd_int(&s, 3))
            continue;
        for (int i = 0; i < FF_ARRAY_ELEMS(option_values); i++)
            if (!strcmp(option_values[i].key, key))
                o = &option_values[i];
        v = rnd_int(&s, 3) ? o->valid[rnd_int(&s, count(o->valid, 12))]
                           : o->invalid[rnd_int(&s, count(o->invalid, 4))];
        snprintf(c->cmd[k], sizeof(c->cmd[k]), "%s", key);
        if (!strcmp(v, "%v"))
            snprintf(c->arg[k], sizeof(c->arg[k]), "%d", rnd_int(&s, 2 * range + 1) - range);
        else if (!strcmp(v, "%V"))
            snprintf(c->arg[k], sizeof(c->arg[k]), "%d", range + 1);
        else if (!strcmp(v, "%p"))
            snprintf(c->arg[k], sizeof(c->arg[k]), "%d", rnd_int(&s, 16));
        else
            snprintf(c->arg[k], sizeof(c->arg[k]), "%s", v);
    }
}

/* --- checking a case ---------------------------------------------------- */

static int named(const char *const *names, const char *name)
{
    for (; *names; names++)
        if (!strcmp(*names, name))
            return 1;
    return 0;
}

/* mode=shuffle's out= between YUV and RGB (libavfilter/simdlesson_shuffle.c)
 * gives swscale's bytes, which depend on the CPU level as scale's do
 * (tests/scale.sh compares them with scale at the default level): such a
 * case is checked against one thread at the default level, not against C.
 * To 16-bit RGB (rgb48le & co.) swscale's bytes are the same at every
 * level: those cases stay checked against C. */
static int swscale_case(const Case *c)
{
    static const char *const yuv[] = { "yuv420p", "yuv422p", "nv12", "nv21", "p010le",
                                       "yuv420p10le", "yuv422p10le", "yuv420p12le", "p016le",
                                       "yuv420p16le", NULL };
    static const char *const rgb[] = { "rgb24", "bgr24", "rgba", "bgra", "argb", "abgr",
                                       "rgb0", "bgr0", "0rgb", "0bgr", "gbrp", NULL };
    static const char *const rgb_in[] = { "rgb24", "bgr24", "rgba", "bgra", "argb", "abgr",
                                          "rgb0", "bgr0", "0rgb", "0bgr", "gbrp", "gbrap",
                                          "rgb48le", "bgr48le", "rgba64le", "bgra64le",
                                          "rgb48be", "bgr48be", "rgba64be", "bgra64be", NULL };
    static const char *const yuv_out[] = { "yuv420p", "yuv422p", "nv12", "nv21", NULL };
    const char *in = av_get_pix_fmt_name(c->fmt), *o = strstr(c->opts, ":out=");
    char out[32] = "";

    if (strncmp(c->opts, "mode=shuffle", 12) || strstr(c->opts, ":map=") || !o || !in)
        return 0;
    sscanf(o + 5, "%31[^:]", out);
    return (named(yuv, in) && named(rgb, out)) || (named(rgb_in, in) && named(yuv_out, out));
}

static int check_case(const Case *c, int verbose)
{
    /* the reference: C on one thread, or the default level on one */
    const int ref_flags = swscale_case(c) ? -1 : 0;
    Result ref, simd;
    int ok;

    run_case(c, ref_flags, 1, &ref);
    run_case(c, -1, c->threads, &simd);

    ok = ref.status == simd.status && !ref.shared_written && !simd.shared_written &&
         !memcmp(ref.answer, simd.answer, sizeof(ref.answer)) &&
         ref.size == simd.size && (!ref.size || !memcmp(ref.data, simd.data, ref.size));
    for (int k = 0; ok && k < MAX_CMDS; k++) {
        /* The first refused command changes nothing: without it, the same
         * output and the same answers to the commands after it. */
        Case plain = *c;
        Result without;
        if (!c->cmd[k][0] || ref.answer[k] >= 0)
            continue;
        plain.cmd[k][0] = 0;
        run_case(&plain, ref_flags, 1, &without);
        without.answer[k] = ref.answer[k];
        if (without.status != ref.status || without.size != ref.size ||
            memcmp(without.answer, ref.answer, sizeof(ref.answer)) ||
            (ref.size && memcmp(without.data, ref.data, ref.size))) {
            fprintf(stderr, "  the refused command %s %s changed the state\n", c->cmd[k], c->arg[k]);
            ok = 0;
        }
        av_free(without.data);
        break;
    }
    if (!ok || verbose) {
        fprintf(stderr, "%s: ", ok ? "ok" : "MISMATCH");
        print_case(stderr, c);
        for (int k = 0; k < MAX_CMDS; k++)
            if (c->cmd[k][0])
                fprintf(stderr, "  command %s %s: C %d (%s), default %d\n", c->cmd[k], c->arg[k],
                        ref.answer[k], av_err2str(ref.answer[k]), simd.answer[k]);
        fprintf(stderr, "  %s, 1 thread:%s %s%s%s, %d frames, %zu bytes%s\n",
                ref_flags ? "default" : "C", ref_flags ? "" : "      ",
                ref.status ? av_err2str(ref.status) : "ok", ref.stage ? " at " : "",
                ref.stage ? ref.stage : "", ref.nb_frames, ref.size,
                ref.shared_written ? ", WROTE A SHARED INPUT" : "");
        fprintf(stderr, "  default, %d thr.: %s%s%s, %d frames, %zu bytes%s\n", c->threads,
                simd.status ? av_err2str(simd.status) : "ok", simd.stage ? " at " : "",
                simd.stage ? simd.stage : "", simd.nb_frames, simd.size,
                simd.shared_written ? ", WROTE A SHARED INPUT" : "");
        if (ref.size == simd.size && ref.size) {
            for (size_t i = 0; i < ref.size; i++)
                if (ref.data[i] != simd.data[i]) {
                    fprintf(stderr, "  first difference at byte %zu: %d vs %d\n", i,
                            ref.data[i], simd.data[i]);
                    break;
                }
        }
    }
    av_free(ref.data);
    av_free(simd.data);
    return ok;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    int verbose = 0;

    if (argc > 1 && !strcmp(argv[1], "-v")) {
        verbose = 1;
        argv++, argc--;
    }
    av_log_set_level(verbose ? AV_LOG_ERROR : AV_LOG_QUIET);

    if ((argc == 4 || argc == 5) && !strcmp(argv[1], "fuzz")) {
        const uint64_t seed = strtoull(argv[2], NULL, 10);
        const uint64_t max_cases = argc == 5 ? strtoull(argv[4], NULL, 10) : UINT64_MAX;
        const double seconds = atof(argv[3]), start = now();
        uint64_t n = 0, accepted = 0;
        printf("graphfuzz: seed %"PRIu64", %g s\n", seed, seconds);
        fflush(stdout);
        do {
            Case c;
            Result r;
            random_case(&c, seed + n);
            if (!check_case(&c, verbose)) {
                fflush(stderr);
                printf("graphfuzz: case %"PRIu64" failed; add this line to tests/fuzz/cases.txt:\n", n);
                print_case(stdout, &c);
                return 1;
            }
            run_case(&c, -1, 1, &r);        /* (for the statistics only) */
            accepted += !r.status;
            av_free(r.data);
            n++;
        } while (n < max_cases && now() - start < seconds);
        printf("graphfuzz: %"PRIu64" cases from seed %"PRIu64" agree (%"PRIu64" ran frames, "
               "%"PRIu64" were refused)\n", n, seed, accepted, n - accepted);
        return 0;
    }
    if (argc == 3 && !strcmp(argv[1], "case")) {
        Case c;
        if (parse_case(&c, argv[2]) < 0) {
            fprintf(stderr, "graphfuzz: cannot parse case '%s'\n", argv[2]);
            return 2;
        }
        return check_case(&c, verbose) ? 0 : 1;
    }
    if (argc == 3 && !strcmp(argv[1], "replay")) {
        FILE *f = fopen(argv[2], "r");
        char line[1024];
        int n = 0, bad = 0;
        if (!f) {
            perror(argv[2]);
            return 2;
        }
        while (fgets(line, sizeof(line), f)) {
            Case c;
            if (line[0] == '#' || line[strspn(line, " \t\n")] == 0)
                continue;
            if (parse_case(&c, line) < 0) {
                fprintf(stderr, "graphfuzz: cannot parse case '%s'\n", line);
                bad++;
                continue;
            }
            n++;
            bad += !check_case(&c, verbose);
        }
        fclose(f);
        printf("graphfuzz: %d cases replayed, %d failed\n", n, bad);
        return bad ? 1 : 0;
    }
    fprintf(stderr, "usage: graphfuzz [-v] fuzz SEED SECONDS [N] | case 'LINE' | replay FILE\n");
    return 2;
}
