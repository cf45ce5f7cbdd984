/*
 * swscale's unscaled conversions on the simdlesson DSP, through
 * libswscale's public API alone, as PyAV, OpenCV or a player call it.
 *
 *   simdlesson_sws [--cpuflags FLAGS] IN:OUT...
 *   simdlesson_sws [--cpuflags FLAGS] --bench FRAMES WxH IN:OUT...
 *
 * For each pair, at an odd and an even size, a source of random samples
 * (within the range of their format) is converted
 *  - by sws_getContext() + sws_scale(), whole and in slices of whole chroma
 *    rows of several heights, as players feed it;
 *  - by sws_alloc_context() + sws_scale_frame(), with 1 and 3 threads;
 * once on the route and once with SIMDLESSON_SCALE=0 in the environment
 * (stock swscale, the same library).  Destinations are unpadded rows with
 * guard bytes after each: the route's bytes must be stock's wherever stock
 * defines them (stock's output is taken twice, over two fillings of the
 * destination, and bytes that follow the filling are not compared), its
 * guards untouched, and the log must name the route of each context:
 * "route: simdlesson for IN -> OUT" and "route: swscale for IN -> OUT
 * (SIMDLESSON_SCALE=0)".  Prints one line per failure and a summary;
 * exits 1 on any failure.
 *
 * Then what the route must leave to swscale, with swscale's bytes and the
 * reason logged: a size change, a flag whose output it does not match, a
 * pair it has no conversion of; and a source slice that is not a whole
 * number of chroma rows, which swscale refuses with the route as without.
 *
 * --bench: the CPU time of sws_scale() of one WxH frame, one thread, in
 * ms: "IN -> OUT,stock,route,libyuv", the best of FRAMES conversions of
 * each (make bench); libyuv: its nearest converter (built with
 * -DHAVE_LIBYUV -lyuv), else n/a.  Rows start at multiples of 64 bytes,
 * as in the frames FFmpeg allocates.
 *
 * --cpuflags: the CPU flags of the process, as ffmpeg's -cpuflags (both
 * stock and the route at that level).
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <libavutil/buffer.h>
#include <libavutil/common.h>
#include <libavutil/cpu.h>
#include <libavutil/frame.h>
#include <libavutil/imgutils.h>
#include <libavutil/log.h>
#include <libavutil/mem.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#include <libswscale/swscale.h>
#include <libswscale/version.h>

#define GUARD 16                /* bytes after each row */

typedef struct Image {
    uint8_t *base;
    size_t size;
    uint8_t *data[4];
    int linesize[4];
    int row_bytes[4];
    int rows[4];
} Image;

static char logbuf[1 << 16];
static size_t loglen;

static void log_cb(void *avcl, int level, const char *fmt, va_list vl)
{
    if (level <= AV_LOG_VERBOSE && loglen < sizeof(logbuf) - 1) {
        int n = vsnprintf(logbuf + loglen, sizeof(logbuf) - loglen, fmt, vl);
        loglen += n > 0 ? FFMIN((size_t)n, sizeof(logbuf) - 1 - loglen) : 0;
    }
}

/* the rows of --bench: at multiples of 64 bytes, no GUARD, as
 * av_frame_get_buffer() lays frames out (AVX-512); those of a test start
 * GUARD bytes after the one before them ends */
static int bench_rows;

static int image_alloc(Image *img, enum AVPixelFormat fmt, int w, int h)
{
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(fmt);
    size_t off = 0;

    memset(img, 0, sizeof(*img));
    if (av_image_fill_linesizes(img->row_bytes, fmt, w) < 0)
        return -1;
    for (int p = 0; p < 4 && img->row_bytes[p]; p++) {
        img->rows[p]     = p == 1 || p == 2 ? AV_CEIL_RSHIFT(h, desc->log2_chroma_h) : h;
        img->linesize[p] = bench_rows ? FFALIGN(img->row_bytes[p], 64) : img->row_bytes[p] + GUARD;
        img->size       += (size_t)img->linesize[p] * img->rows[p];
    }
    /* (64 bytes after the last row: some of stock swscale's converters
     * read a vector past a row, 5.1's nv24 deinterleave among them) */
    if (!(img->base = av_mallocz(img->size + 64)))
        return -1;
    for (int p = 0; p < 4 && img->row_bytes[p]; p++) {
        img->data[p] = img->base + off;
        off += (size_t)img->linesize[p] * img->rows[p];
    }
    return 0;
}

/* random samples within the range of fmt (a 10-bit word below 1024...) */
static void image_random(Image *img, enum AVPixelFormat fmt, unsigned *seed)
{
    const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(fmt);
    const int depth = desc->comp[0].depth, shift = desc->comp[0].shift;
    const unsigned mask = ((1u << depth) - 1) << shift;

    for (size_t i = 0; i < img->size; i++) {
        *seed = *seed * 1664525 + 1013904223;
        img->base[i] = *seed >> 24;
    }
    if (depth <= 8)
        return;
    for (size_t i = 0; i + 1 < img->size; i += 2) {
        unsigned v = (img->base[i] | img->base[i + 1] << 8) & mask;
        img->base[i]     = v;
        img->base[i + 1] = v >> 8;
    }
}

static void noop_free(void *opaque, uint8_t *data)
{
}

/* a frame on img's buffers */
static AVFrame *image_frame(Image *img, enum AVPixelFormat fmt, int w, int h)
{
    AVFrame *f = av_frame_alloc();

    if (!f || !(f->buf[0] = av_buffer_create(img->base, img->size, noop_free, NULL, 0))) {
        av_frame_free(&f);
        return NULL;
    }
    f->format = fmt;
    f->width  = w;
    f->height = h;
    for (int p = 0; p < 4; p++) {
        f->data[p]     = img->data[p];
        f->linesize[p] = img->linesize[p];
    }
    return f;
}

/* Before swscale 9 (FFmpeg 8.0), sws_scale_frame() needs a context
 * initialized for the frames; since, it sets itself up from them */
static int init_for_frames(struct SwsContext *sws, enum AVPixelFormat in,
                           enum AVPixelFormat out, int w, int h)
{
#if LIBSWSCALE_VERSION_MAJOR < 9
    if (av_opt_set_int(sws, "srcw", w, 0) < 0 || av_opt_set_int(sws, "srch", h, 0) < 0 ||
        av_opt_set_int(sws, "dstw", w, 0) < 0 || av_opt_set_int(sws, "dsth", h, 0) < 0 ||
        av_opt_set_int(sws, "src_format", in, 0) < 0 ||
        av_opt_set_int(sws, "dst_format", out, 0) < 0)
        return -1;
    return sws_init_context(sws, NULL, NULL);
#else
    return 0;
#endif
}

enum Api { API_SCALE, API_SLICES, API_FRAME_1, API_FRAME_3, NB_APIS };

/* the flags of the pair's contexts: ffmpeg's (bicubic); YUV -> RGB also
 * PyAV's (bilinear) and the accurate rounding */
static int pair_flags = SWS_BICUBIC;
/* ... and the YUV side's matrix and range (SWS_CS_*, 0: the context's own,
 * BT.601 limited): sws_setColorspaceDetails(), or the frames' colorspace
 * and color_range */
static int pair_matrix, pair_full;

static int yuv_side_is_in(enum AVPixelFormat in)
{
    return !(av_pix_fmt_desc_get(in)->flags & AV_PIX_FMT_FLAG_RGB);
}

/* matrix (SWS_CS_*; 0: none) and full range into the details of the YUV
 * side of sws, whose source is in (as PyAV sets them) */
static int set_details(struct SwsContext *sws, enum AVPixelFormat in, int matrix, int full)
{
    const int yuv_in = yuv_side_is_in(in);
    const int *m = sws_getCoefficients(matrix);
    int *inv, *table, src_range, dst_range, b, c, s;

    if (!matrix)
        return 0;
    if (sws_getColorspaceDetails(sws, &inv, &src_range, &table, &dst_range, &b, &c, &s) < 0)
        return -1;
    return sws_setColorspaceDetails(sws, yuv_in ? m : inv, yuv_in ? full : src_range,
                                    yuv_in ? table : m, yuv_in ? dst_range : full, b, c, s);
}

/* ... or into the YUV side's frame */
static void set_frame_details(AVFrame *f)
{
    if (!pair_matrix)
        return;
    f->colorspace  = pair_matrix == SWS_CS_ITU709 ? AVCOL_SPC_BT709 :
                     pair_matrix == SWS_CS_BT2020 ? AVCOL_SPC_BT2020_NCL : AVCOL_SPC_BT470BG;
    f->color_range = pair_full ? AVCOL_RANGE_JPEG : AVCOL_RANGE_MPEG;
}
static const char *const api_names[NB_APIS] = {
    "sws_scale", "sws_scale in slices", "sws_scale_frame, 1 thread", "sws_scale_frame, 3 threads",
};

/* Convert src into dst (filled with fill first) with api, on the route or
 * stock; 0, or -1 on an error.  Stock converts on one thread: its slice
 * threads on these unpadded rows write past the last row of a slice into
 * the first of the next, racing with the thread writing it (9.0.2,
 * p016le -> yuv420p16le 97x37, 3 threads: 15% of runs differ from one
 * thread at row 14 or 28) */
static int convert(enum Api api, int stock, const Image *src, Image *dst, uint8_t fill,
                   enum AVPixelFormat in, enum AVPixelFormat out, int w, int h)
{
    const int macro = 1 << av_pix_fmt_desc_get(in)->log2_chroma_h;
    static const int steps[] = { 1, 3, 2, 5 };
    int ret = -1;

    memset(dst->base, fill, dst->size);
    if (stock)
        setenv("SIMDLESSON_SCALE", "0", 1);
    else
        unsetenv("SIMDLESSON_SCALE");
    if (api == API_SCALE || api == API_SLICES) {
        struct SwsContext *sws = sws_getContext(w, h, in, w, h, out, pair_flags, NULL, NULL, NULL);
        int y = 0;
        if (!sws || set_details(sws, in, pair_matrix, pair_full) < 0) {
            sws_freeContext(sws);
            return -1;
        }
        for (int i = 0; y < h; i++) {
            const int n = api == API_SCALE ? h : FFMIN(steps[i % 4] * macro, h - y);
            const uint8_t *s[4];
            for (int p = 0; p < 4; p++)
                s[p] = src->data[p] ? src->data[p] + (ptrdiff_t)(p == 1 || p == 2 ? y / macro : y) * src->linesize[p] : NULL;
            if (sws_scale(sws, s, src->linesize, y, n, dst->data, dst->linesize) <= 0 && y + n == h)
                break;
            y += n;
        }
        ret = y == h ? 0 : -1;
        sws_freeContext(sws);
    } else {
        struct SwsContext *sws = sws_alloc_context();
        AVFrame *fs = image_frame((Image *)src, in, w, h), *fd = image_frame(dst, out, w, h);
        if (fs && fd)
            set_frame_details(yuv_side_is_in(in) ? fs : fd);
        if (sws && fs && fd &&
            av_opt_set_int(sws, "threads", api == API_FRAME_3 && !stock ? 3 : 1, 0) >= 0 &&
            av_opt_set_int(sws, "sws_flags", pair_flags, 0) >= 0 &&
            init_for_frames(sws, in, out, w, h) >= 0)
            ret = sws_scale_frame(sws, fd, fs) < 0 ? -1 : 0;
        av_frame_free(&fs);
        av_frame_free(&fd);
        sws_freeContext(sws);
    }
    unsetenv("SIMDLESSON_SCALE");
    return ret;
}

static int failures, checks;

#define FAIL(...) do { printf("FAIL %s -> %s %dx%d flags 0x%x, matrix %d%s, %s: ", name_in, \
                              name_out, w, h, pair_flags, pair_matrix, \
                              pair_full ? " full" : "", api_names[api]); \
                       printf(__VA_ARGS__); printf("\n"); failures++; } while (0)

static void check_pair(enum AVPixelFormat in, enum AVPixelFormat out, int w, int h, unsigned *seed)
{
    const char *name_in = av_get_pix_fmt_name(in), *name_out = av_get_pix_fmt_name(out);
    char want[128];
    Image src, a, b, r;

    if (image_alloc(&src, in, w, h) < 0 || image_alloc(&a, out, w, h) < 0 ||
        image_alloc(&b, out, w, h) < 0 || image_alloc(&r, out, w, h) < 0) {
        printf("FAIL %s -> %s: cannot allocate\n", name_in, name_out);
        failures++;
        return;
    }
    image_random(&src, in, seed);
    for (enum Api api = 0; api < NB_APIS; api++) {
        size_t undefined = 0;
        int bad = 0;

        checks++;
        loglen = 0;
        if (convert(api, 1, &src, &a, 0xa5, in, out, w, h) < 0 ||
            convert(api, 1, &src, &b, 0x5a, in, out, w, h) < 0) {
            FAIL("stock swscale failed");
            continue;
        }
        logbuf[loglen] = 0;
        snprintf(want, sizeof(want), "route: swscale for %s -> %s (SIMDLESSON_SCALE=0)", name_in, name_out);
        if (!strstr(logbuf, want))
            FAIL("no '%s' in the log", want);
        loglen = 0;
        if (convert(api, 0, &src, &r, 0xa5, in, out, w, h) < 0) {
            FAIL("the route failed");
            continue;
        }
        logbuf[loglen] = 0;
        snprintf(want, sizeof(want), "route: simdlesson for %s -> %s (", name_in, name_out);
        if (!strstr(logbuf, want))
            FAIL("no '%s' in the log", want);
        for (int p = 0; p < 4 && r.data[p] && !bad; p++)
            for (int y = 0; y < r.rows[p] && !bad; y++) {
                const size_t row = (size_t)y * r.linesize[p];
                for (int x = 0; x < r.linesize[p] && !bad; x++) {
                    const uint8_t va = a.data[p][row + x], vb = b.data[p][row + x];
                    const uint8_t vr = r.data[p][row + x];
                    if (x >= r.row_bytes[p]) {
                        /* (where the route gives a call to swscale, bytes
                         * swscale writes past the row: its MMX output to
                         * 4-byte RGB writes 8 pixels at a time) */
                        if (vr != 0xa5 && vr != va) {
                            FAIL("plane %d row %d: guard byte %d written", p, y, x - r.row_bytes[p]);
                            bad = 1;
                        }
                    } else if (va != vb) {
                        undefined++;
                    } else if (vr != va) {
                        FAIL("plane %d row %d byte %d: %d, stock %d", p, y, x, vr, va);
                        bad = 1;
                    }
                }
            }
        if (undefined > (size_t)2 * h * 4)
            FAIL("stock leaves %zu bytes undefined", undefined);
    }
    av_free(src.base);
    av_free(a.base);
    av_free(b.base);
    av_free(r.base);
}

/* w x h in -> dw x dh out with flags through sws_scale(), route and
 * stock: the route must decline with a reason holding why, and give
 * stock's bytes */
static void check_decline(enum AVPixelFormat in, enum AVPixelFormat out, int w, int h,
                          int dw, int dh, int flags, const char *why, unsigned *seed)
{
    const char *name_in = av_get_pix_fmt_name(in), *name_out = av_get_pix_fmt_name(out);
    Image src, img[2];
    char want[160];
    int ok = 1;

    checks++;
    if (image_alloc(&src, in, w, h) < 0 || image_alloc(&img[0], out, dw, dh) < 0 ||
        image_alloc(&img[1], out, dw, dh) < 0) {
        printf("FAIL decline %s -> %s: cannot allocate\n", name_in, name_out);
        failures++;
        return;
    }
    image_random(&src, in, seed);
    for (int stock = 0; stock < 2; stock++) {
        struct SwsContext *sws;
        if (stock)
            setenv("SIMDLESSON_SCALE", "0", 1);
        loglen = 0;
        sws = sws_getContext(w, h, in, dw, dh, out, flags, NULL, NULL, NULL);
        unsetenv("SIMDLESSON_SCALE");
        memset(img[stock].base, 0xa5, img[stock].size);
        ok &= sws && sws_scale(sws, (const uint8_t *const *)src.data, src.linesize, 0, h,
                               img[stock].data, img[stock].linesize) == dh;
        logbuf[loglen] = 0;
        snprintf(want, sizeof(want), "route: swscale for %s -> %s (%s", name_in, name_out,
                 stock ? "" : why);
        if (!strstr(logbuf, want)) {
            printf("FAIL decline %s -> %s %dx%d -> %dx%d: no '%s' in the log\n",
                   name_in, name_out, w, h, dw, dh, want);
            failures++;
        }
        sws_freeContext(sws);
    }
    if (!ok || memcmp(img[0].base, img[1].base, img[0].size)) {
        printf("FAIL decline %s -> %s %dx%d -> %dx%d (%s): not stock's bytes\n",
               name_in, name_out, w, h, dw, dh, why);
        failures++;
    }
    av_free(src.base);
    av_free(img[0].base);
    av_free(img[1].base);
}

/* sws_setColorspaceDetails() after sws_getContext() (PyAV's way), on a
 * context that has converted frames: the default details, then BT.709,
 * its full range, BT.601 again, then brightness, contrast and saturation
 * set one after the other, a frame after each, on the route and stock:
 * the same bytes (the route keeps what it derives from swscale's tables
 * with their inputs, and must see each change) */
static void check_details_after_init(enum AVPixelFormat in, enum AVPixelFormat out,
                                     unsigned *seed)
{
    static const struct { int matrix, full, brightness, contrast, saturation; } steps[] = {
        { 0 },
        { SWS_CS_ITU709, 0, 0, 1 << 16, 1 << 16 },
        { SWS_CS_ITU709, 1, 0, 1 << 16, 1 << 16 },
        { SWS_CS_ITU601, 0, 0, 1 << 16, 1 << 16 },
        { SWS_CS_ITU601, 0, 1 << 12, 1 << 16, 1 << 16 },
        { SWS_CS_ITU601, 0, 1 << 12, 9 << 13, 1 << 16 },
        { SWS_CS_ITU601, 0, 1 << 12, 9 << 13, 3 << 14 },
    };
    const int w = 96, h = 37;
    struct SwsContext *sws[2] = { NULL };
    Image src, img[2];

    if (image_alloc(&src, in, w, h) < 0 || image_alloc(&img[0], out, w, h) < 0 ||
        image_alloc(&img[1], out, w, h) < 0) {
        failures++;
        return;
    }
    image_random(&src, in, seed);
    for (int stock = 0; stock < 2; stock++) {
        if (stock)
            setenv("SIMDLESSON_SCALE", "0", 1);
        sws[stock] = sws_getContext(w, h, in, w, h, out, SWS_BICUBIC, NULL, NULL, NULL);
        unsetenv("SIMDLESSON_SCALE");
    }
    for (int i = 0; i < FF_ARRAY_ELEMS(steps); i++) {
        checks++;
        for (int stock = 0; stock < 2; stock++) {
            const int yuv_in = yuv_side_is_in(in);
            int *inv, *table, src_range, dst_range, b, c, s, ret = 0;

            if (sws[stock] && steps[i].matrix) {
                const int *m = sws_getCoefficients(steps[i].matrix);

                ret = sws_getColorspaceDetails(sws[stock], &inv, &src_range, &table,
                                               &dst_range, &b, &c, &s);
                if (ret >= 0)
                    ret = sws_setColorspaceDetails(sws[stock], yuv_in ? m : inv,
                                                   yuv_in ? steps[i].full : src_range,
                                                   yuv_in ? table : m,
                                                   yuv_in ? dst_range : steps[i].full,
                                                   steps[i].brightness, steps[i].contrast,
                                                   steps[i].saturation);
            }
            memset(img[stock].base, 0xa5, img[stock].size);
            if (!sws[stock] || ret < 0 ||
                sws_scale(sws[stock], (const uint8_t *const *)src.data, src.linesize, 0, h,
                          img[stock].data, img[stock].linesize) != h)
                img[stock].base[0] ^= 1;    /* (a failure: the images differ) */
        }
        if (memcmp(img[0].base, img[1].base, img[0].size)) {
            printf("FAIL %s -> %s: details of step %d set after frames: not stock's bytes\n",
                   av_get_pix_fmt_name(in), av_get_pix_fmt_name(out), i);
            failures++;
        }
    }
    sws_freeContext(sws[0]);
    sws_freeContext(sws[1]);
    av_free(src.base);
    av_free(img[0].base);
    av_free(img[1].base);
}

/* Rows written bottom-up into tight rows (a negative stride of the row's
 * bytes, as a flipped numpy view): where stock writes whole vectors past a
 * row's end, into the row it wrote before, the route must give the call to
 * stock and have its bytes */
static void check_negative_stride(enum AVPixelFormat in, enum AVPixelFormat out, int w, int h,
                                  unsigned *seed)
{
    Image src, img[2];
    uint8_t *data[2][4];
    int stride[4];

    checks++;
    if (image_alloc(&src, in, w, h) < 0 || image_alloc(&img[0], out, w, h) < 0 ||
        image_alloc(&img[1], out, w, h) < 0) {
        failures++;
        return;
    }
    image_random(&src, in, seed);
    for (int stock = 0; stock < 2; stock++) {
        struct SwsContext *sws;

        for (int p = 0; p < 4; p++) {
            data[stock][p] = img[stock].data[p] ? img[stock].data[p] + (ptrdiff_t)(img[stock].rows[p] - 1) *
                                                                   img[stock].row_bytes[p] : NULL;
            stride[p] = -img[stock].row_bytes[p];
        }
        if (stock)
            setenv("SIMDLESSON_SCALE", "0", 1);
        sws = sws_getContext(w, h, in, w, h, out, SWS_BICUBIC, NULL, NULL, NULL);
        unsetenv("SIMDLESSON_SCALE");
        memset(img[stock].base, 0xa5, img[stock].size);
        if (!sws || sws_scale(sws, (const uint8_t *const *)src.data, src.linesize, 0, h,
                              data[stock], stride) != h)
            img[stock].base[0] ^= 1;        /* (a failure: the images differ) */
        sws_freeContext(sws);
    }
    if (memcmp(img[0].base, img[1].base, img[0].size)) {
        printf("FAIL %s -> %s %dx%d into rows of a negative stride: not stock's bytes\n",
               av_get_pix_fmt_name(in), av_get_pix_fmt_name(out), w, h);
        failures++;
    }
    av_free(src.base);
    av_free(img[0].base);
    av_free(img[1].base);
}

/* A slice of a 4:2:0 source starting at an odd row: swscale refuses it,
 * the route as stock, and writes nothing */
static void check_odd_slice(enum AVPixelFormat in, enum AVPixelFormat out, unsigned *seed)
{
    const int w = 64, h = 32;
    Image src, img;
    int ret[2];

    checks++;
    if (image_alloc(&src, in, w, h) < 0 || image_alloc(&img, out, w, h) < 0) {
        failures++;
        return;
    }
    image_random(&src, in, seed);
    memset(img.base, 0xa5, img.size);
    for (int stock = 0; stock < 2; stock++) {
        struct SwsContext *sws;
        const uint8_t *s[4] = { src.data[0] + src.linesize[0], src.data[1], src.data[2], src.data[3] };
        if (stock)
            setenv("SIMDLESSON_SCALE", "0", 1);
        sws = sws_getContext(w, h, in, w, h, out, SWS_BICUBIC, NULL, NULL, NULL);
        unsetenv("SIMDLESSON_SCALE");
        ret[stock] = sws ? sws_scale(sws, s, src.linesize, 1, 2, img.data, img.linesize) : 0;
        sws_freeContext(sws);
    }
    for (size_t i = 0; i < img.size && ret[0] < 0; i++)
        if (img.base[i] != 0xa5) {
            ret[0] = 0;
            break;
        }
    if (ret[0] >= 0 || ret[1] >= 0) {
        printf("FAIL %s -> %s: a slice at row 1 gives %d (stock %d), not an error with nothing written\n",
               av_get_pix_fmt_name(in), av_get_pix_fmt_name(out), ret[0], ret[1]);
        failures++;
    }
    av_free(src.base);
    av_free(img.base);
}

static double cpu_ms(void)
{
    struct timespec t;

    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* the best CPU time of frames sws_scale() calls, route or stock */
static double bench(int stock, int frames, const Image *src, Image *dst,
                    enum AVPixelFormat in, enum AVPixelFormat out, int w, int h)
{
    struct SwsContext *sws;
    double best = 1e9;

    if (stock)
        setenv("SIMDLESSON_SCALE", "0", 1);
    else
        unsetenv("SIMDLESSON_SCALE");
    sws = sws_getContext(w, h, in, w, h, out, SWS_BICUBIC, NULL, NULL, NULL);
    unsetenv("SIMDLESSON_SCALE");
    if (!sws)
        return -1;
    for (int i = 0; i < frames; i++) {
        const double t0 = cpu_ms();
        sws_scale(sws, (const uint8_t *const *)src->data, src->linesize, 0, h,
                  dst->data, dst->linesize);
        best = FFMIN(best, cpu_ms() - t0);
    }
    sws_freeContext(sws);
    return best;
}

/* The copy floor of in -> out: the larger of one copy of the input frame
 * and one of the output frame (memcpy of each whole image), best of frames,
 * in ms */
static double bench_copy(int frames, const Image *src, const Image *dst)
{
    double best[2] = { 1e9, 1e9 };

    for (int k = 0; k < 2; k++) {
        const Image *img = k ? dst : src;
        uint8_t *to = av_malloc(img->size);

        if (!to)
            return -1;
        memcpy(to, img->base, img->size);   /* (its pages faulted in) */
        for (int i = 0; i < frames; i++) {
            const double t0 = cpu_ms();
            memcpy(to, img->base, img->size);
            best[k] = FFMIN(best[k], cpu_ms() - t0);
        }
        av_free(to);
    }
    return FFMAX(best[0], best[1]);
}

#if HAVE_LIBYUV
#include <libyuv/convert.h>
#include <libyuv/convert_argb.h>
#include <libyuv/convert_from_argb.h>

/* The nearest libyuv converter of in -> out on the same frame, best of
 * frames, in ms: rgb24 is libyuv's RAW (ARGB for 10 bits: it has no
 * 10-bit RAW), bgr24 its RGB24; -1 for none.  libyuv repeats chroma where
 * swscale filters it, and its bytes are not swscale's. */
static double bench_libyuv(int frames, const Image *src, Image *dst,
                           enum AVPixelFormat in, enum AVPixelFormat out, int w, int h)
{
    uint8_t *argb = in == AV_PIX_FMT_YUV420P10LE ? av_malloc((size_t)w * h * 4) : NULL;
    double best = 1e9;

    if (av_pix_fmt_desc_get(in)->flags & AV_PIX_FMT_FLAG_RGB) {
        /* RGB -> YUV: libyuv's RGB24 is bgr24, RAW rgb24, ARGB bgra in
         * memory, ABGR rgba */
        int (*i420)(const uint8_t *, int, uint8_t *, int, uint8_t *, int, uint8_t *, int,
                    int, int) = NULL;
        int (*nv12)(const uint8_t *, int, uint8_t *, int, uint8_t *, int, int, int) = NULL;

        if (out == AV_PIX_FMT_YUV420P)
            i420 = in == AV_PIX_FMT_BGR24 ? RGB24ToI420 : in == AV_PIX_FMT_RGB24 ? RAWToI420 :
                   in == AV_PIX_FMT_BGRA ? ARGBToI420 : in == AV_PIX_FMT_RGBA ? ABGRToI420 : NULL;
        else if (out == AV_PIX_FMT_NV12)
            nv12 = in == AV_PIX_FMT_BGRA ? ARGBToNV12 : in == AV_PIX_FMT_RGBA ? ABGRToNV12 : NULL;
        if (!i420 && !nv12)
            return -1;
        for (int i = 0; i < frames; i++) {
            const double t0 = cpu_ms();
            if (i420 ? i420(src->data[0], src->linesize[0], dst->data[0], dst->linesize[0],
                            dst->data[1], dst->linesize[1], dst->data[2], dst->linesize[2], w, h) :
                       nv12(src->data[0], src->linesize[0], dst->data[0], dst->linesize[0],
                            dst->data[1], dst->linesize[1], w, h))
                return -1;
            best = FFMIN(best, cpu_ms() - t0);
        }
        return best;
    }
    for (int i = 0; i < frames; i++) {
        /* (libyuv's ARGB is bgra in memory, ABGR rgba; bgr0 and rgb0 are
         * written as those) */
        const int bgra = out == AV_PIX_FMT_BGRA || out == AV_PIX_FMT_BGR0;
        const int rgba = out == AV_PIX_FMT_RGBA || out == AV_PIX_FMT_RGB0;
        const uint16_t *const s16[3] = { (const uint16_t *)src->data[0],
                                         (const uint16_t *)src->data[1],
                                         (const uint16_t *)src->data[2] };
        const int l16[3] = { src->linesize[0] / 2, src->linesize[1] / 2, src->linesize[2] / 2 };
        const double t0 = cpu_ms();
        int ret = -1;

#define PLANAR(f) f(src->data[0], src->linesize[0], src->data[1], src->linesize[1],        \
                    src->data[2], src->linesize[2], dst->data[0], dst->linesize[0], w, h)
#define SEMI(f)   f(src->data[0], src->linesize[0], src->data[1], src->linesize[1],        \
                    dst->data[0], dst->linesize[0], w, h)
        switch (in) {
        case AV_PIX_FMT_NV12:
            ret = out == AV_PIX_FMT_RGB24 ? SEMI(NV12ToRAW) :
                  out == AV_PIX_FMT_BGR24 ? SEMI(NV12ToRGB24) : bgra ? SEMI(NV12ToARGB) :
                  rgba ? SEMI(NV12ToABGR) : -1;
            break;
        case AV_PIX_FMT_NV21:
            ret = out == AV_PIX_FMT_RGB24 ? SEMI(NV21ToRAW) :
                  out == AV_PIX_FMT_BGR24 ? SEMI(NV21ToRGB24) : bgra ? SEMI(NV21ToARGB) :
                  rgba ? SEMI(NV21ToABGR) : -1;
            break;
        case AV_PIX_FMT_YUV420P:
            ret = out == AV_PIX_FMT_RGB24 ? PLANAR(I420ToRAW) : bgra ? PLANAR(I420ToARGB) :
                  rgba ? PLANAR(I420ToABGR) : -1;
            break;
        case AV_PIX_FMT_YUV422P:
            ret = out == AV_PIX_FMT_RGB24 ? PLANAR(I422ToRAW) : bgra ? PLANAR(I422ToARGB) : -1;
            break;
        case AV_PIX_FMT_YUV444P:
            ret = out == AV_PIX_FMT_RGB24 ? PLANAR(I444ToRAW) : bgra ? PLANAR(I444ToARGB) :
                  rgba ? PLANAR(I444ToABGR) : -1;
            break;
        case AV_PIX_FMT_YUV420P10LE:    /* (rgb24: to ARGB, libyuv has no 10-bit RAW) */
            if ((out == AV_PIX_FMT_RGB24 && argb) || bgra || rgba)
                ret = (rgba ? I010ToABGR : I010ToARGB)(s16[0], l16[0], s16[1], l16[1],
                                                       s16[2], l16[2],
                                                       bgra || rgba ? dst->data[0] : argb,
                                                       bgra || rgba ? dst->linesize[0] : w * 4,
                                                       w, h);
            break;
        case AV_PIX_FMT_YUV422P10LE:
            if (bgra)
                ret = I210ToARGB(s16[0], l16[0], s16[1], l16[1], s16[2], l16[2],
                                 dst->data[0], dst->linesize[0], w, h);
            break;
        case AV_PIX_FMT_P010LE:
            if (bgra)
                ret = P010ToARGBMatrix(s16[0], l16[0], s16[1], l16[1], dst->data[0],
                                       dst->linesize[0], &kYuvI601Constants, w, h);
            break;
        default:
            break;
        }
#undef PLANAR
#undef SEMI
        if (ret) {
            av_free(argb);
            return -1;
        }
        best = FFMIN(best, cpu_ms() - t0);
    }
    av_free(argb);
    return best < 0 ? -1 : best;
}
#else
static double bench_libyuv(int frames, const Image *src, Image *dst,
                           enum AVPixelFormat in, enum AVPixelFormat out, int w, int h)
{
    return -1;
}
#endif

/* YUV 4:2:x -> RGB at an odd width (full-width chroma) on the route */
#if defined(__x86_64__) || defined(__i386__)
#define FULLX_ROUTE 1
#else
#define FULLX_ROUTE 0
#endif

int main(int argc, char **argv)
{
    static const int sizes[][2] = { { 97, 37 }, { 128, 64 } };
    unsigned seed = 20261125;
    int pairs = 0, frames = 0, bw = 0, bh = 0, first = 1;

    av_log_set_level(AV_LOG_VERBOSE);
    av_log_set_callback(log_cb);
    if (argc > 2 && !strcmp(argv[1], "--cpuflags")) {
        unsigned flags = 0;

        if (av_parse_cpu_caps(&flags, argv[2]) < 0) {
            fprintf(stderr, "%s: unknown CPU flags\n", argv[2]);
            return 2;
        }
        av_force_cpu_flags(flags);
        argv[2] = argv[0];
        argc -= 2;
        argv += 2;
    }
    if (argc > 3 && !strcmp(argv[1], "--bench")) {
        frames = atoi(argv[2]);
        if (sscanf(argv[3], "%dx%d", &bw, &bh) != 2 || frames <= 0 || bw <= 0 || bh <= 0) {
            fprintf(stderr, "usage: %s --bench FRAMES WxH IN:OUT...\n", argv[0]);
            return 2;
        }
        av_log_set_level(AV_LOG_ERROR);
        first = 4;
        bench_rows = 1;
    }
    for (int i = first; i < argc; i++) {
        char in[64];
        const char *colon = strchr(argv[i], ':');
        enum AVPixelFormat fin, fout;
        if (!colon || colon - argv[i] >= sizeof(in)) {
            fprintf(stderr, "usage: %s IN:OUT...\n", argv[0]);
            return 2;
        }
        memcpy(in, argv[i], colon - argv[i]);
        in[colon - argv[i]] = 0;
        fin  = av_get_pix_fmt(in);
        fout = av_get_pix_fmt(colon + 1);
        if (fin == AV_PIX_FMT_NONE || fout == AV_PIX_FMT_NONE) {
            fprintf(stderr, "%s: unknown pixel format\n", argv[i]);
            return 2;
        }
        if (frames) {
            Image src, dst;
            double t;
            if (image_alloc(&src, fin, bw, bh) < 0 || image_alloc(&dst, fout, bw, bh) < 0)
                return 1;
            image_random(&src, fin, &seed);
            printf("%s -> %s,%.3f,%.3f", in, colon + 1,
                   bench(1, frames, &src, &dst, fin, fout, bw, bh),
                   bench(0, frames, &src, &dst, fin, fout, bw, bh));
            t = bench_libyuv(frames, &src, &dst, fin, fout, bw, bh);
            if (t >= 0)
                printf(",%.3f", t);
            else
                printf(",n/a");
            printf(",%.3f\n", bench_copy(frames, &src, &dst));
            av_free(src.base);
            av_free(dst.base);
            continue;
        }
        if (!(av_pix_fmt_desc_get(fout)->flags & AV_PIX_FMT_FLAG_RGB) !=
            !(av_pix_fmt_desc_get(fin)->flags & AV_PIX_FMT_FLAG_RGB)) {
            /* YUV <-> RGB: half-width chroma, which swscale keeps for even
             * widths only; full-width chroma at an odd width (on x86).
             * Every flag set at both sizes, and with each other matrix and
             * range at the second */
            static const int flags[] = {
                SWS_BICUBIC, SWS_BILINEAR, SWS_BICUBIC | SWS_ACCURATE_RND,
                SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT,
            };
            static const int details[][2] = {
                { 0, 0 }, { SWS_CS_ITU601, 1 }, { SWS_CS_ITU709, 0 }, { SWS_CS_ITU709, 1 },
                { SWS_CS_BT2020, 0 }, { SWS_CS_BT2020, 1 },
            };
            const int even = av_pix_fmt_desc_get(fin)->flags & AV_PIX_FMT_FLAG_RGB ||
                             (av_pix_fmt_desc_get(fin)->log2_chroma_w && !FULLX_ROUTE);
            for (int d = 0; d < FF_ARRAY_ELEMS(details); d++)
                for (int f = 0; f < FF_ARRAY_ELEMS(flags); f++)
                    for (int s = !!d; s < 2; s++) {
                        pair_matrix = details[d][0];
                        pair_full   = details[d][1];
                        pair_flags  = flags[f];
                        check_pair(fin, fout, sizes[s][0] + (sizes[s][0] & even), sizes[s][1],
                                   &seed);
                    }
            /* rows of more than one of the route's chunks (RGB_CHUNK,
             * swscale_simdlesson.c), on each of its paths: even widths
             * under bicubic and accurate_rnd, odd ones (full-width chroma
             * on x86) under full_chroma_int */
            pair_matrix = pair_full = 0;
            for (int f = 0; f < FF_ARRAY_ELEMS(flags); f += 2) {
                pair_flags = flags[f];
                check_pair(fin, fout, 4098, 6, &seed);
            }
            pair_flags = flags[3];
            check_pair(fin, fout, 4097 + even, 6, &seed);
            pair_flags  = SWS_BICUBIC;
            pair_matrix = pair_full = 0;
        } else {
            for (int s = 0; s < 2; s++)
                check_pair(fin, fout, sizes[s][0], sizes[s][1], &seed);
        }
        pairs++;
    }
    if (frames)
        return 0;
    if (pairs) {
        check_decline(AV_PIX_FMT_YUV420P10, AV_PIX_FMT_YUV420P, 96, 48, 48, 24, SWS_BICUBIC,
                      "the size changes", &seed);
        check_decline(AV_PIX_FMT_P010, AV_PIX_FMT_YUV420P10, 96, 48, 96, 48, SWS_FAST_BILINEAR,
                      "sws_flags", &seed);
        /* YUV -> RGB; bgr24, which swscale writes with MMX code unless bitexact */
        pair_flags = SWS_BICUBIC | SWS_BITEXACT;
        check_pair(AV_PIX_FMT_NV12, AV_PIX_FMT_BGR24, 98, 37, &seed);
        check_pair(AV_PIX_FMT_P010, AV_PIX_FMT_BGR24, 128, 64, &seed);
        pair_flags = SWS_BICUBIC;
        /* swscale's special converters, on the DSP from AVX2 on */
#if LIBSWSCALE_VERSION_MAJOR >= 9 && defined(__x86_64__)
        if (av_get_cpu_flags() & AV_CPU_FLAG_AVX2) {
            check_pair(AV_PIX_FMT_YUV420P, AV_PIX_FMT_RGB24, 96, 48, &seed);
            check_pair(AV_PIX_FMT_YUV420P, AV_PIX_FMT_BGRA, 96, 36, &seed);
            check_pair(AV_PIX_FMT_YUV422P, AV_PIX_FMT_BGR24, 101, 2, &seed);
            check_pair(AV_PIX_FMT_YUVA420P, AV_PIX_FMT_RGBA, 72, 10, &seed);
            /* rows of 98 pixels of bgra in a stride of 408 bytes: swscale
             * writes 96 (it writes 8 at a time, 104 with room for them),
             * and the route gives it the call */
            check_pair(AV_PIX_FMT_YUV420P, AV_PIX_FMT_BGRA, 98, 36, &seed);
            /* bgr24 -> yuv420p: even widths, any height */
            check_pair(AV_PIX_FMT_BGR24, AV_PIX_FMT_YUV420P, 96, 47, &seed);
            check_pair(AV_PIX_FMT_BGR24, AV_PIX_FMT_YUVA420P, 34, 2, &seed);
            /* YUV -> 4-byte RGB where swscale writes it with MMX code: its
             * _X (bicubic) and, for bgra, its _1 (bilinear, PyAV's); rows of
             * 98 pixels, of which swscale writes 104 (into the guard bytes
             * and the next row) and the route 98 */
            for (int f = 0; f < 2; f++) {
                pair_flags = f ? SWS_BILINEAR : SWS_BICUBIC;
                check_pair(AV_PIX_FMT_NV12, AV_PIX_FMT_BGRA, 98, 37, &seed);
                check_pair(AV_PIX_FMT_P010, AV_PIX_FMT_BGR0, 128, 64, &seed);
                check_pair(AV_PIX_FMT_YUV422P10, AV_PIX_FMT_BGRA, 34, 3, &seed);
            }
            pair_flags = SWS_BICUBIC;
            check_pair(AV_PIX_FMT_NV21, AV_PIX_FMT_RGBA, 98, 37, &seed);
            check_pair(AV_PIX_FMT_YUV420P12, AV_PIX_FMT_RGB0, 64, 9, &seed);
            /* its C tables: rgba under bilinear, argb and abgr, bitexact */
            pair_flags = SWS_BILINEAR;
            check_pair(AV_PIX_FMT_NV12, AV_PIX_FMT_RGBA, 98, 37, &seed);
            check_pair(AV_PIX_FMT_P010, AV_PIX_FMT_ARGB, 66, 9, &seed);
            pair_flags = SWS_BICUBIC | SWS_BITEXACT;
            check_pair(AV_PIX_FMT_YUV420P10, AV_PIX_FMT_BGRA, 98, 37, &seed);
            pair_flags = SWS_BICUBIC;
            check_pair(AV_PIX_FMT_YUV422P10, AV_PIX_FMT_ABGR, 34, 4, &seed);
            check_decline(AV_PIX_FMT_NV12, AV_PIX_FMT_BGRA, 96, 48, 96, 48,
                          SWS_BICUBIC | SWS_ACCURATE_RND,
                          "swscale's MMX output with accurate_rnd", &seed);
        }
#endif
#if LIBSWSCALE_VERSION_MAJOR >= 9 && (defined(__x86_64__) || defined(__i386__))
        /* RGB -> YUV: an odd width, whose chroma swscale filters horizontally */
        check_decline(AV_PIX_FMT_RGB24, AV_PIX_FMT_YUV420P, 97, 48, 97, 48, SWS_BICUBIC,
                      "swscale filters chroma horizontally", &seed);
        check_decline(AV_PIX_FMT_BGRA, AV_PIX_FMT_NV12, 96, 48, 96, 48,
                      SWS_BICUBIC | SWS_FULL_CHR_H_INP, "swscale filters chroma horizontally",
                      &seed);
        check_details_after_init(AV_PIX_FMT_RGB24, AV_PIX_FMT_YUV420P, &seed);
        check_details_after_init(AV_PIX_FMT_BGRA, AV_PIX_FMT_NV12, &seed);
        check_details_after_init(AV_PIX_FMT_ARGB, AV_PIX_FMT_YUV444P, &seed);
        check_details_after_init(AV_PIX_FMT_RGB24, AV_PIX_FMT_P010, &seed);
        check_negative_stride(AV_PIX_FMT_RGB24, AV_PIX_FMT_YUV420P, 98, 37, &seed);
        check_negative_stride(AV_PIX_FMT_BGRA, AV_PIX_FMT_YUV444P10, 98, 9, &seed);
        check_negative_stride(AV_PIX_FMT_BGRA, AV_PIX_FMT_NV12, 98, 9, &seed);
        check_negative_stride(AV_PIX_FMT_P010, AV_PIX_FMT_RGB48, 98, 9, &seed);
        check_details_after_init(AV_PIX_FMT_YUV420P10, AV_PIX_FMT_BGRA64, &seed);
        /* YUV -> RGB from swscale's tables, whose check the route keeps */
        check_details_after_init(AV_PIX_FMT_NV12, AV_PIX_FMT_RGB24, &seed);
        check_details_after_init(AV_PIX_FMT_NV12, AV_PIX_FMT_BGRA, &seed);
        check_details_after_init(AV_PIX_FMT_YUV420P10, AV_PIX_FMT_RGB24, &seed);
#endif
        check_decline(AV_PIX_FMT_YUV420P, AV_PIX_FMT_RGB565, 96, 48, 96, 48, SWS_BICUBIC,
                      "swscale has a converter of its own", &seed);
#if FULLX_ROUTE
        /* an odd width: full-width chroma on the route, but spline's
         * vertical filter */
        check_decline(AV_PIX_FMT_NV12, AV_PIX_FMT_RGB24, 97, 48, 97, 48, SWS_SPLINE,
                      "swscale's vertical filter is longer", &seed);
#else
        check_decline(AV_PIX_FMT_NV12, AV_PIX_FMT_RGB24, 97, 48, 97, 48, SWS_BICUBIC,
                      "swscale interpolates chroma to the full width", &seed);
#endif
        check_decline(AV_PIX_FMT_NV12, AV_PIX_FMT_RGB24, 96, 48, 96, 48, SWS_SPLINE,
                      "swscale's vertical filter is longer", &seed);
        check_decline(AV_PIX_FMT_NV12, AV_PIX_FMT_RGB565, 96, 48, 96, 48, SWS_BICUBIC,
                      "simdlesson converts YUV to rgb24, bgr24, gbrp, 4-byte RGB and rgb48 & co. only",
                      &seed);
#if LIBSWSCALE_VERSION_MAJOR >= 9
        /* 16-bit RGB from YUV with alpha; from yuv420p, swscale's own converter */
        check_decline(AV_PIX_FMT_YUVA420P10, AV_PIX_FMT_RGB48, 96, 48, 96, 48, SWS_BICUBIC,
                      "simdlesson converts YUV without alpha, native-endian, of 8 to 14 and 16 bits to 16-bit RGB only",
                      &seed);
        check_decline(AV_PIX_FMT_YUV420P, AV_PIX_FMT_RGB48, 96, 48, 96, 48, SWS_BICUBIC,
                      "swscale has a converter of its own", &seed);
#endif
        /* 4:4:4 with its alpha plane */
        check_decline(AV_PIX_FMT_YUVA444P, AV_PIX_FMT_RGBA, 96, 48, 96, 48, SWS_BICUBIC,
                      "simdlesson converts 4:2:0, 4:2:2 and 4:4:4", &seed);
        check_odd_slice(AV_PIX_FMT_YUV420P10, AV_PIX_FMT_YUV420P, &seed);
    }
    printf("tests/api/simdlesson_sws.c: %d pairs, %d conversions against stock swscale, %d failed\n",
           pairs, checks, failures);
    return failures > 0;
}
