/*
 * kernelbench: time every simdlesson kernel at every instruction-set level
 * over whole planes, against memcpy of the same bytes and the matching
 * libyuv function, on the same buffers in the same run.
 *
 * Usage: kernelbench WIDTH HEIGHT REPS
 * Prints CSV: kernel,level,width,height,ms,gbps,x_memcpy,libyuv_ms
 * (ms: best of REPS after one warm-up pass; gbps: bytes read and written
 * per second; x_memcpy: time / time of memcpy of the destination plane;
 * libyuv_ms: the matching libyuv function, or "n/a").
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "libavutil/cpu.h"
#include "libavutil/mem.h"
#include "libswscale/simdlessondsp.h"

#if HAVE_LIBYUV
#include <libyuv/planar_functions.h>
#endif

typedef struct Plane {
    int w, h, bytes;            /* samples per row, rows, bytes per sample */
    uint8_t *a, *b, *dst;
} Plane;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

enum Kind { BIN8, OFF8, BIN16, OFF16, SHUF3, SHUF4, SHUF6, SHUF8,
            UP8, UP16, DOWN8, DOWN16 };

typedef struct Kernel {
    const char *name;
    enum Kind kind;
    size_t offset;              /* of the pointer in SimdLessonDSPContext */
    const char *libyuv;         /* the matching libyuv function */
} Kernel;

#define K(name, kind, yuv) { #name, kind, offsetof(SimdLessonDSPContext, name), yuv }
static const Kernel kernels[] = {
    K(add_sat_u8,      BIN8,  "ARGBAdd"),
    K(add_wrap_u8,     BIN8,  NULL),
    K(add_bias_u8,     BIN8,  NULL),
    K(offset_sat_u8,   OFF8,  NULL),
    K(offset_wrap_u8,  OFF8,  NULL),
    K(add_sat_u16,     BIN16, NULL),
    K(add_wrap_u16,    BIN16, NULL),
    K(add_bias_u16,    BIN16, NULL),
    K(offset_sat_u16,  OFF16, NULL),
    K(offset_wrap_u16, OFF16, NULL),
    /* red and blue swapped: rgb24 <-> bgr24, rgba <-> bgra, rgb48, rgba64 */
    K(shuffle_3,       SHUF3, "RAWToRGB24"),
    K(shuffle_4,       SHUF4, "ARGBShuffle"),
    K(shuffle_6,       SHUF6, NULL),
    K(shuffle_8,       SHUF8, "AR64Shuffle"),
    /* mode=depth: 8 -> 10, 10 -> 16 (shift), 10 -> 8 and 16 -> 10 (ordered dither) */
    K(depth_up_u8,     UP8,    "Convert8To16Plane"),
    K(depth_up_u16,    UP16,   NULL),
    K(depth_down_u8,   DOWN8,  "Convert16To8Plane"),
    K(depth_down_u16,  DOWN16, NULL),
};

/* bytes per input and per output sample of a kernel (not the shuffles) */
static int in_bytes(enum Kind k)  { return k == BIN8 || k == OFF8 || k == UP8 ? 1 : 2; }
static int out_bytes(enum Kind k) { return k == BIN8 || k == OFF8 || k == DOWN8 ? 1 : 2; }

static const uint16_t dither[8] = { 2, 1, 3, 0, 2, 1, 3, 0 };

/* The pixel size of a shuffle kernel, 0 for the others */
static int shuffle_size(enum Kind kind)
{
    return kind == SHUF3 ? 3 : kind == SHUF4 ? 4 : kind == SHUF6 ? 6 : kind == SHUF8 ? 8 : 0;
}

static const int8_t swap_rb[4][8] = {
    { 2, 1, 0 }, { 2, 1, 0, 3 }, { 4, 5, 2, 3, 0, 1 }, { 4, 5, 2, 3, 0, 1, 6, 7 },
};
static SimdLessonShuffle shuf[4];   /* by size / 2 - 1: 3 4 6 8 -> 0 1 2 3 */

typedef void (*bin8)(uint8_t *, const uint8_t *, const uint8_t *, ptrdiff_t);
typedef void (*off8)(uint8_t *, const uint8_t *, ptrdiff_t, int);
typedef void (*bin16)(uint16_t *, const uint16_t *, const uint16_t *, ptrdiff_t, int);
typedef void (*off16)(uint16_t *, const uint16_t *, ptrdiff_t, int, int);
typedef void (*shuf_fn)(uint8_t *, const uint8_t *, ptrdiff_t, const SimdLessonShuffle *);
typedef void (*up8)(uint16_t *, const uint8_t *, ptrdiff_t, int, int);
typedef void (*up16)(uint16_t *, const uint16_t *, ptrdiff_t, int, int);
typedef void (*down8)(uint8_t *, const uint16_t *, ptrdiff_t, const uint16_t *, int, int);
typedef void (*down16)(uint16_t *, const uint16_t *, ptrdiff_t, const uint16_t *, int, int, int);

/* One frame, row by row as the filter calls it on padded frames. */
static void run(const Kernel *k, void *fn, const Plane *p)
{
    const ptrdiff_t stride = (ptrdiff_t)p->w * p->bytes;
    const int size = shuffle_size(k->kind);
    const ptrdiff_t is = (ptrdiff_t)p->w * in_bytes(k->kind), os = (ptrdiff_t)p->w * out_bytes(k->kind);

    for (int y = 0; y < p->h; y++) {
        uint8_t *d = p->dst + y * stride;
        const uint8_t *a = p->a + y * stride, *b = p->b + y * stride;
        uint8_t *dc = p->dst + y * os;
        const uint8_t *ac = p->a + y * is;
        switch (k->kind) {
        case BIN8:  ((bin8)fn)(d, a, b, p->w);                                   break;
        case OFF8:  ((off8)fn)(d, a, p->w, 37);                                  break;
        case BIN16: ((bin16)fn)((uint16_t *)d, (const uint16_t *)a,
                                (const uint16_t *)b, p->w, 1023);                break;
        case OFF16: ((off16)fn)((uint16_t *)d, (const uint16_t *)a, p->w, 37, 1023); break;
        case UP8:   ((up8)fn)((uint16_t *)dc, ac, p->w, 2, 16);                    break;
        case UP16:  ((up16)fn)((uint16_t *)dc, (const uint16_t *)ac, p->w, 6, 16); break;
        case DOWN8: ((down8)fn)(dc, (const uint16_t *)ac, p->w, dither, 2, 16);    break;
        case DOWN16: ((down16)fn)((uint16_t *)dc, (const uint16_t *)ac, p->w, dither, 6, 16, 1023); break;
        default:    ((shuf_fn)fn)(d, a, p->w, &shuf[size / 2 - 1]);              break;
        }
    }
}

static double best_of(int reps, void (*f)(const void *), const void *arg)
{
    double best = 1e30;
    f(arg);                                     /* warm-up */
    for (int r = 0; r < reps; r++) {
        double t = now();
        f(arg);
        t = now() - t;
        if (t < best)
            best = t;
    }
    return best;
}

typedef struct Job { const Kernel *k; void *fn; const Plane *p; } Job;
static void job_kernel(const void *arg) { const Job *j = arg; run(j->k, j->fn, j->p); }
static void job_memcpy(const void *arg)
{
    const Plane *p = arg;
    memcpy(p->dst, p->a, (size_t)p->w * p->h * p->bytes);
}
#if HAVE_LIBYUV
static void job_argbadd(const void *arg)
{
    const Plane *p = arg;           /* the same bytes, seen as ARGB pixels */
    ARGBAdd(p->a, p->w, p->b, p->w, p->dst, p->w, p->w / 4, p->h);
}
/* red and blue swapped, as the shuffle kernels do */
static void job_rawtorgb24(const void *arg)
{
    const Plane *p = arg;
    RAWToRGB24(p->a, p->w * 3, p->dst, p->w * 3, p->w, p->h);
}
static void job_argbshuffle(const void *arg)
{
    static const uint8_t mask[16] = { 2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15 };
    const Plane *p = arg;
    ARGBShuffle(p->a, p->w * 4, p->dst, p->w * 4, mask, p->w, p->h);
}
static void job_ar64shuffle(const void *arg)
{
    static const uint8_t mask[16] = { 4, 5, 2, 3, 0, 1, 6, 7, 12, 13, 10, 11, 8, 9, 14, 15 };
    const Plane *p = arg;           /* strides in 16-bit units */
    AR64Shuffle((const uint16_t *)p->a, p->w * 4, (uint16_t *)p->dst, p->w * 4, mask, p->w, p->h);
}
static void job_convert8to16(const void *arg)
{
    const Plane *p = arg;           /* 8 -> 10 bits */
    Convert8To16Plane(p->a, p->w, (uint16_t *)p->dst, p->w, 1024, p->w, p->h);
}
static void job_convert16to8(const void *arg)
{
    const Plane *p = arg;           /* 10 -> 8 bits (truncating) */
    Convert16To8Plane((const uint16_t *)p->a, p->w, p->dst, p->w, 16384, p->w, p->h);
}
#endif

int main(int argc, char **argv)
{
    static const struct { const char *name; int flags; } levels[] = {
        { "c",    0 },
        { "sse2", AV_CPU_FLAG_MMX | AV_CPU_FLAG_MMXEXT | AV_CPU_FLAG_SSE | AV_CPU_FLAG_SSE2 },
        { "ssse3", AV_CPU_FLAG_MMX | AV_CPU_FLAG_MMXEXT | AV_CPU_FLAG_SSE | AV_CPU_FLAG_SSE2 |
                   AV_CPU_FLAG_SSE3 | AV_CPU_FLAG_SSSE3 },
        /* from here on: what the CPU has, less the levels above */
        { "avx2",      ~(AV_CPU_FLAG_AVX512 | AV_CPU_FLAG_AVX512ICL) },
        { "avx512",    ~AV_CPU_FLAG_AVX512ICL },
        { "avx512icl", ~0 },
    };
    int detected;
    Plane p8, p16, pix[4];
    double t_memcpy8, t_memcpy16, t_memcpy_pix[4];
    int w, h, reps;

    detected = av_get_cpu_flags();
    if (argc < 4) {
        fprintf(stderr, "usage: %s WIDTH HEIGHT REPS\n", argv[0]);
        return 1;
    }
    w = atoi(argv[1]); h = atoi(argv[2]); reps = atoi(argv[3]);
    if (w < 4 || h < 1 || reps < 1) {
        fprintf(stderr, "bad size or repetitions\n");
        return 1;
    }

    p8  = (Plane){ w, h, 1 };
    p16 = (Plane){ w, h, 2 };
    p16.a   = p8.a   = av_malloc((size_t)w * h * 8);
    p16.b   = p8.b   = av_malloc((size_t)w * h * 8);
    p16.dst = p8.dst = av_malloc((size_t)w * h * 8);
    if (!p8.a || !p8.b || !p8.dst)
        return 1;
    /* packed pixels: w x h pixels of 3, 4, 6 or 8 bytes */
    for (int i = 0; i < 4; i++) {
        const int size = i < 2 ? i + 3 : 2 * i + 2;
        pix[i] = (Plane){ w, h, size, p8.a, p8.b, p8.dst };
        if (ff_simdlesson_shuffle_init(&shuf[i], size, swap_rb[i]) < 0)
            return 1;
    }
    srand(1);
    for (size_t i = 0; i < (size_t)w * h * 8; i++) {
        p8.a[i] = rand();
        p8.b[i] = rand();
        p8.dst[i] = 0;
    }
    for (size_t i = 1; i < (size_t)w * h * 2; i += 2) {   /* 10-bit samples */
        p8.a[i] &= 3;
        p8.b[i] &= 3;
    }

    t_memcpy8  = best_of(reps, job_memcpy, &p8);
    t_memcpy16 = best_of(reps, job_memcpy, &p16);
    for (int i = 0; i < 4; i++)
        t_memcpy_pix[i] = best_of(reps, job_memcpy, &pix[i]);
    printf("kernel,level,width,height,ms,gbps,x_memcpy,libyuv_ms\n");
    printf("memcpy_u8,-,%d,%d,%.4f,%.2f,1.00,n/a\n", w, h, t_memcpy8,
           2.0 * w * h / t_memcpy8 / 1e6);
    printf("memcpy_u16,-,%d,%d,%.4f,%.2f,1.00,n/a\n", w, h, t_memcpy16,
           4.0 * w * h / t_memcpy16 / 1e6);

    for (int k = 0; k < sizeof(kernels) / sizeof(kernels[0]); k++) {
        const Kernel *kn = &kernels[k];
        const int ib = in_bytes(kn->kind), ob = out_bytes(kn->kind);
        const int wide = ib == 2 || ob == 2;    /* compared with memcpy of 16-bit planes */
        const int nsrc = kn->kind == BIN8 || kn->kind == BIN16 ? 2 : 1;
        const int size = shuffle_size(kn->kind);
        const Plane *p = size ? &pix[size / 2 - 1] : wide ? &p16 : &p8;
        const double t_copy = size ? t_memcpy_pix[size / 2 - 1] : wide ? t_memcpy16 : t_memcpy8;
        const double bytes = size ? 2.0 * w * h * size : (double)w * h * (ib * nsrc + ob);
        char yuv[32] = "n/a";
        void *prev = NULL;

#if HAVE_LIBYUV
        static const struct { const char *name; void (*job)(const void *); } yuv_jobs[] = {
            { "ARGBAdd",     job_argbadd     }, { "RAWToRGB24",  job_rawtorgb24 },
            { "ARGBShuffle", job_argbshuffle }, { "AR64Shuffle", job_ar64shuffle },
            { "Convert8To16Plane", job_convert8to16 }, { "Convert16To8Plane", job_convert16to8 },
        };
        for (int j = 0; j < sizeof(yuv_jobs) / sizeof(yuv_jobs[0]); j++)
            if (kn->libyuv && !strcmp(kn->libyuv, yuv_jobs[j].name))
                snprintf(yuv, sizeof(yuv), "%.4f", best_of(reps, yuv_jobs[j].job, p));
#endif
        for (int l = 0; l < sizeof(levels) / sizeof(levels[0]); l++) {
            SimdLessonDSPContext dsp;
            Job job = { kn, NULL, p };
            double t;

            av_force_cpu_flags(levels[l].flags < 0 ? detected & levels[l].flags : levels[l].flags);
            ff_simdlesson_dsp_init(&dsp);
            memcpy(&job.fn, (uint8_t *)&dsp + kn->offset, sizeof(job.fn));
            if (job.fn == prev)             /* level not available here */
                continue;
            prev = job.fn;
            t = best_of(reps, job_kernel, &job);
            printf("%s,%s,%d,%d,%.4f,%.2f,%.2f,%s\n", kn->name, levels[l].name, w, h, t,
                   bytes / t / 1e6, t / t_copy, yuv);
        }
        av_force_cpu_flags(-1);
    }
    av_free(p8.a);
    av_free(p8.b);
    av_free(p8.dst);
    return 0;
}
