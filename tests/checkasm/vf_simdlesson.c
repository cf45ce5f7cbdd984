/*
 * This file is part of FFmpeg.
 *
 * FFmpeg is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation; either version 2 of the License, or
 * (at your option) any later version.
 *
 * FFmpeg is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License along
 * with FFmpeg; if not, write to the Free Software Foundation, Inc.,
 * 51 Franklin Street, Fifth Floor, Boston, MA 02110-1301 USA.
 */

#define _DEFAULT_SOURCE             /* MAP_ANONYMOUS, besides FFmpeg's _XOPEN_SOURCE */
#define _DARWIN_C_SOURCE            /* MAP_ANON */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#if HAVE_MMAP && HAVE_MPROTECT
#include <sys/mman.h>
#include <unistd.h>
#if defined(MAP_ANON) && !defined(MAP_ANONYMOUS)
#define MAP_ANONYMOUS MAP_ANON
#endif
#endif

#include "checkasm.h"
#include "libswscale/simdlessondsp.h"
#include "libavutil/avstring.h"
#include "libavutil/intreadwrite.h"
#include "libavutil/mem.h"

/*
 * The row contract of simdlessondsp.h, for every kernel at every level:
 *  - every width from 1 to 4 * 64 + 3 elements (past four AVX-512 vectors of
 *    bytes and a partial one), 3839 and 3840, on random data, the
 *    parameters in turn: with the input rows ending at an inaccessible page,
 *    then starting right after one (where mmap() and mprotect() exist: any
 *    read outside a row faults), then in place where the kernel allows it;
 *  - every parameter (depth, pair of depths and method, shift, map, offset)
 *    with data at random, biased to the extremes (0, max, max - 1, the
 *    middle...), all 0 and all max, at five misalignments of every row, on
 *    widths of 5 to 3839 elements.
 * Every output row sits between guard bytes, compared with C with the row.
 * Fenced input rows are read-only: a kernel writing to its source faults.
 *
 * The bench places its rows so that it measures the kernel, not where the
 * heap happens to put them.  A load whose address matches an older store
 * still in flight in its low 12 bits waits for it (4K aliasing): an output
 * row 128 to 256 bytes above an input row modulo 4096 made kernels up to
 * 1.6x slower on a Zen 5, and the heap put the outputs at another
 * distance from the page-aligned inputs at each CPU level.  So each bench
 * row is 64-byte aligned (no whole vector splits a cache line or a page)
 * at a fixed offset in its page: output k at BENCH_OUT + k * BENCH_STEP,
 * input k at BENCH_IN + k * BENCH_STEP, every output 512 to 1792 bytes
 * below every input.  A load of input byte i then matches only stores to
 * output bytes at least 512 bytes after i, not yet issued, or at least 2304
 * before it, stored long before.  (Rows of bytes and rows of words drift
 * apart along the row, as they do in frames.)
 */

#define NB_SMALL_WIDTHS (4 * 64 + 3)
#define NB_WIDTHS (NB_SMALL_WIDTHS + 2)
#define MAX_WIDTH 3840
#define MAX_ROWS  4
#define MAX_BYTES 16                /* largest element: pixel, pair (rgba64: 16), macropixel */
#define MAX_MIS   63                /* largest misalignment, in samples */
#define GUARD     64                /* bytes before and after an output row */
#define ROW_SIZE  (MAX_MIS * 4 + MAX_WIDTH * MAX_BYTES)  /* (rows of int32_t: 4 bytes a step) */
#define BUF_SIZE  (GUARD + ROW_SIZE + GUARD)
#define BENCH_PAGE 4096
#define BENCH_OUT  0                /* page offsets of the bench's rows */
#define BENCH_IN   1024
#define BENCH_STEP 256

enum Pattern { PAT_RANDOM, PAT_EXTREMES, PAT_ZERO, PAT_MAX, NB_PATTERNS };
static const char *const patterns[] = { "random", "extreme", "zero", "max" };

/* misalignments in samples: the outputs, then the inputs */
static const int misalign[][2 * MAX_ROWS] = {
    {  0,  0,  0,  0,  0,  0,  0,  0 }, {  1,  3,  5,  9,  7,  2,  9,  4 },
    { 15, 31, 17,  3, 63, 33,  1, 11 }, { 63,  7,  1, 21, 32,  0, 13, 30 },
    { 32, 33, 34, 39, 35, 36, 37, 38 },
};
#define NB_MIS FF_ARRAY_ELEMS(misalign)

static const int value_widths[] = { 5, 31, 100, 259, 3839 };

enum Run { REF, NEW, BENCH };

typedef struct Rows {
    void *out[MAX_ROWS];
    const void *in[MAX_ROWS];
} Rows;

typedef struct Case {
    int idx, w, param;
    enum Pattern pat;
    const int *mis;
    int at_end;                     /* the inputs end at a fence, else start after one */
    int inplace;
    int bench;                      /* rows at the bench's page offsets */
    Rows ref, new;                  /* the rows of call_ref() and call_new() */
    /* the parameters, from param */
    int max, v, shift, lshift, rshift;
    uint16_t dither_buf[16];
    int16_t coef[12];
    const uint16_t *dither;
    SimdLessonShuffle shuf;
    SimdLessonRgbMul mul;
    SimdLessonRgbToYuv to_yuv;
    SimdLessonRgbCoeffs rgb;
    char desc[96];
} Case;

typedef struct Kernel Kernel;
struct Kernel {
    /* call_ref(), call_new() or bench_new() on rows r */
    void (*run)(const Case *c, const Rows *r, enum Run run);
    /* the parameters of c from c->param; the largest input sample, or 0 */
    unsigned (*setup)(const Kernel *K, Case *c);
    /* bytes per element (what width counts) of each output and input row
     * (0: no such row), bytes per sample of the outputs and the inputs */
    int out[MAX_ROWS], in[MAX_ROWS], out_sample, in_sample;
    int inplace;                    /* dst may be the first input */
    int nb_params, bench_param, bench_w;
    int align;                      /* bytes every row's start keeps (rows of
                                     * int32_t: 4), else 0 */
    int in_extra;                   /* input bytes read past width elements */
};

/* Readable memory between two inaccessible pages, for input rows that end
 * (or start) exactly at one; read-only while the kernels run. */
typedef struct Fence {
    uint8_t *map, *start, *end;
    size_t size;
} Fence;

#if HAVE_MMAP && HAVE_MPROTECT && defined(MAP_ANONYMOUS)
static int fence_alloc(Fence *f)
{
    const size_t page = sysconf(_SC_PAGESIZE), body = (ROW_SIZE + page - 1) / page * page;

    f->size = body + 2 * page;
    f->map  = mmap(NULL, f->size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (f->map == MAP_FAILED) {
        f->map = NULL;
        return -1;
    }
    f->start = f->map + page;
    f->end   = f->start + body;
    return 0;
}

static void fence_protect(Fence *f, int writable)
{
    mprotect(f->start, f->end - f->start, PROT_READ | (writable ? PROT_WRITE : 0));
}

static void fence_free(Fence *f)
{
    if (f->map)
        munmap(f->map, f->size);
}
#else
static int fence_alloc(Fence *f)
{
    f->map   = av_malloc(ROW_SIZE);
    f->start = f->map;
    f->end   = f->map + ROW_SIZE;
    return f->map ? 0 : -1;
}
static void fence_protect(Fence *f, int writable) { }
static void fence_free(Fence *f) { av_free(f->map); }
#endif

typedef struct Buffers {
    uint8_t *out_ref[MAX_ROWS], *out_new[MAX_ROWS];
    Fence in[MAX_ROWS];
} Buffers;

/* The row and the GUARD bytes on each side, against C: the series'
 * padded check (9.0's checkasm library), or one check of the whole span
 * (8.1, whose checkasm_check_padded takes no padding argument; 7.1, 5.1) */
#ifdef checkasm_check2d_padded
#define CHECK_ROW(type, ref, new, n, name) \
    checkasm_check_padded(type, ref, 0, new, 0, n, 1, name, 1, 0, GUARD / sizeof(type))
#else
#define CHECK_ROW(type, ref, new, n, name)                                      \
    checkasm_check(type, (const type *)(ref) - GUARD / sizeof(type), 0,         \
                   (const type *)(new) - GUARD / sizeof(type), 0,               \
                   (n) + 2 * GUARD / sizeof(type), 1, name)
#endif

/* A sample of pattern pat; max is the largest sample value */
static unsigned sample(enum Pattern pat, int bytes, unsigned max)
{
    const unsigned lsb = max & -max, half = (max + lsb) >> 1, r = rnd();
    const unsigned extremes[8] = { 0, lsb, max - lsb, max, half - lsb, half,
                                   half + lsb, bytes == 1 ? 0xff : 0xffff };

    switch (pat) {
    case PAT_RANDOM:   return r & (bytes == 1 ? 0xff : 0xffff);
    case PAT_EXTREMES: return r & 0x300 ? extremes[(r >> 4) & 7] : (r >> 12) & max;
    case PAT_ZERO:     return 0;
    default:           return max;
    }
}

static void fill(uint8_t *buf, int size, int bytes, enum Pattern pat, unsigned max)
{
    for (int i = 0; i < size; i += bytes) {
        if (bytes == 1)
            buf[i] = sample(pat, 1, max);
        else
            AV_WN16(buf + i, sample(pat, 2, max));
    }
}

static int nb_rows(const int *bytes)
{
    return !!bytes[0] + !!bytes[1] + !!bytes[2] + !!bytes[3];
}

/* SIMDLESSON_CHECKASM_QUICK=1 in the environment (make check-all's older
 * series, whose kernels and this file are the main build's, where every
 * case runs; there the series' own checkasm library is what is tested):
 * the widths 1 to 32, 3839 and 3840, and two of the misalignments */
static int quick_skips(int n, int mis)
{
    static int quick = -1;

    if (quick < 0) {
        const char *env = getenv("SIMDLESSON_CHECKASM_QUICK");
        quick = env && !strcmp(env, "1");
    }
    return quick && (n >= 32 && n < NB_SMALL_WIDTHS || mis >= 2);
}

/* Case i of K: every width, then the values; 0 past the last, -1 for a
 * case skipped (quick_skips()) */
static int plan_case(const Kernel *K, Case *c, int i)
{
    const int kinds = K->inplace ? 3 : 2;

    memset(c, 0, sizeof(*c));
    c->idx = i;
    if (i < NB_WIDTHS * kinds) {
        const int n = i / kinds, kind = i % kinds;
        c->w       = n < NB_SMALL_WIDTHS ? n + 1 : MAX_WIDTH - 1 + n - NB_SMALL_WIDTHS;
        c->param   = n % K->nb_params;
        c->mis     = misalign[0];
        c->at_end  = kind != 1;
        c->inplace = kind == 2;
        return quick_skips(n, 0) ? -1 : 1;
    }
    i -= NB_WIDTHS * kinds;
    if (i >= K->nb_params * NB_PATTERNS * NB_MIS)
        return 0;
    c->mis     = misalign[i % NB_MIS];
    c->pat     = i / NB_MIS % NB_PATTERNS;
    c->param   = i / NB_MIS / NB_PATTERNS;
    c->w       = value_widths[(i % NB_MIS + c->pat) % FF_ARRAY_ELEMS(value_widths)];
    c->inplace = K->inplace && (i & 1);
    return quick_skips(0, i % NB_MIS) ? -1 : 1;
}

/* The bytes from p to the bench's row k of those at page offset base */
static int bench_offset(const uint8_t *p, int base, int k)
{
    return (base + k * BENCH_STEP - (uintptr_t)p) & (BENCH_PAGE - 1);
}

/* The parameters and rows of c: random guards and outputs (the same for
 * ref and new); the first input of the case's pattern, the others random
 * or extreme */
static void prepare_case(Buffers *b, const Kernel *K, Case *c)
{
    unsigned max = K->setup ? K->setup(K, c) : 0;

    if (!max)
        max = K->in_sample == 1 ? 0xff : 0xffff;
    for (int k = 0; k < nb_rows(K->out); k++) {
        const int off = c->bench ? GUARD + bench_offset(b->out_new[k] + GUARD, BENCH_OUT, k) :
                                   GUARD + c->mis[k] * FFMAX(K->out_sample, K->align);
        fill(b->out_ref[k], off + c->w * K->out[k] + GUARD, 1, PAT_RANDOM, 0xff);
        memcpy(b->out_new[k], b->out_ref[k], off + c->w * K->out[k] + GUARD);
        c->ref.out[k] = b->out_ref[k] + off;
        c->new.out[k] = b->out_new[k] + off;
    }
    for (int k = 0; k < nb_rows(K->in); k++) {
        const enum Pattern pat = !k || c->pat == PAT_RANDOM ? c->pat : PAT_EXTREMES;
        const int len = c->w * K->in[k] + K->in_extra;
        Fence *f = &b->in[k];
        uint8_t *row;

        if (!k && c->inplace) {
            fill(c->ref.out[0], len, K->in_sample, pat, max);
            memcpy(c->new.out[0], c->ref.out[0], len);
            c->ref.in[0] = c->ref.out[0];
            c->new.in[0] = c->new.out[0];
            continue;
        }
        row = c->bench  ? f->start + bench_offset(f->start, BENCH_IN, k) :
              c->at_end ? f->end - len :
                          f->start + c->mis[MAX_ROWS + k] * FFMAX(K->in_sample, K->align);
        fence_protect(f, 1);
        fill(row, len, K->in_sample, pat, max);
        fence_protect(f, 0);
        c->ref.in[k] = c->new.in[k] = row;
    }
}

/* Compare the outputs and their guards with C; 1 (after fail()) on a
 * mismatch, with what the case was */
static int check_case(const Kernel *K, const Case *c, const char *name)
{
    static const char *const rows[MAX_ROWS] = { "output 0", "output 1", "output 2", "output 3" };
    int bad = 0;

    for (int k = 0; k < nb_rows(K->out) && !bad; k++) {
        const int n = c->w * K->out[k] / K->out_sample;
        if (K->out_sample == 1)
            bad = CHECK_ROW(uint8_t, c->ref.out[k], c->new.out[k], n, rows[k]);
        else
            bad = CHECK_ROW(uint16_t, c->ref.out[k], c->new.out[k], n, rows[k]);
    }
    if (bad)
        fprintf(stderr, "%s: width %d%s%s, %s data, misalignments %d %d %d / %d %d %d %d, %s\n",
                name, c->w, c->desc[0] ? ", " : "", c->desc, patterns[c->pat],
                c->mis[0], c->mis[1], c->mis[2], c->mis[4], c->mis[5], c->mis[6], c->mis[7],
                c->inplace ? "in place" : c->at_end ? "inputs ending at a fence" :
                                                      "inputs starting after a fence");
    return bad;
}

/* Every case of K for func, then its bench on the bench's rows */
static void check(Buffers *b, const Kernel *K, void *func, const char *name)
{
    Case c;

    if (!check_func(func, "%s", name))
        return;
    for (int i = 0, ret; (ret = plan_case(K, &c, i)); i++) {
        if (ret < 0)
            continue;
        prepare_case(b, K, &c);
        K->run(&c, &c.ref, REF);
        K->run(&c, &c.new, NEW);
        if (check_case(K, &c, name))
            return;
    }
    memset(&c, 0, sizeof(c));
    c.w     = K->bench_w;
    c.param = K->bench_param;
    c.mis   = misalign[0];
    c.bench = 1;
    prepare_case(b, K, &c);
    K->run(&c, &c.new, BENCH);
}

/* call_ref(), call_new() or bench_new() of the function declared before */
#define RUN(run, ...)                   \
    do {                                \
        if ((run) == REF) {             \
            call_ref(__VA_ARGS__);      \
        } else if ((run) == NEW) {      \
            call_new(__VA_ARGS__);      \
        } else {                        \
            bench_new(__VA_ARGS__);     \
        }                               \
    } while (0)

/*
 * Additions and offsets.  16 bits: the largest sample of every depth from 9
 * to 16, then shifted samples: p010 (10 bits << 6) and 12 bits << 4.
 */
static const int maxes[] = { 0x1ff, 0x3ff, 0x7ff, 0xfff, 0x1fff, 0x3fff, 0x7fff, 0xffff,
                             0xffc0, 0xfff0 };
static const int values_u8[] = { -255, -254, -128, -1, 0, 1, 127, 128, 254, 255, 100 };

static unsigned setup_add(const Kernel *K, Case *c)
{
    if (K->in_sample == 1) {        /* offset_u8 */
        c->v = values_u8[c->param];
        snprintf(c->desc, sizeof(c->desc), "v %d", c->v);
        return 0;
    }
    c->max = maxes[c->param];
    snprintf(c->desc, sizeof(c->desc), "max 0x%x", c->max);
    if (nb_rows(K->in) == 2)        /* add_u16 */
        return c->max;
    if (c->pat == PAT_RANDOM) {
        c->v = (int)(rnd() % (2 * c->max + 1)) - c->max;
    } else {
        const int lsb = c->max & -c->max, max = c->max;
        const int v[] = { -max, -max + lsb, -lsb, 0, lsb, max - lsb, max, max / 2 };
        c->v = v[c->idx % FF_ARRAY_ELEMS(v)];
    }
    snprintf(c->desc, sizeof(c->desc), "max 0x%x, v %d", c->max, c->v);
    return c->max;
}

static void add_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *a, const uint8_t *b, ptrdiff_t width);
    RUN(run, r->out[0], r->in[0], r->in[1], c->w);
}

static void offset_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *a, ptrdiff_t width, int v);
    RUN(run, r->out[0], r->in[0], c->w, c->v);
}

static void add_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint16_t *dst, const uint16_t *a, const uint16_t *b,
                 ptrdiff_t width, int max);
    RUN(run, r->out[0], r->in[0], r->in[1], c->w, c->max);
}

static void offset_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint16_t *dst, const uint16_t *a, ptrdiff_t width, int v, int max);
    RUN(run, r->out[0], r->in[0], c->w, c->v, c->max);
}

/*
 * Shuffles and repacks: for each output byte of a pixel, the input byte of
 * the same pixel or a constant.  Maps: one the filter makes and one with
 * constants (a column per kernel), constants only, a replicated byte, then
 * random maps with constants in about one byte of four.
 */
#define Z SL_SHUFFLE_ZERO
#define X SL_SHUFFLE_MAX
static const int8_t fixed_maps[2][8][8] = {
    /* shuffle_3, _4, _6, _8, repack_3to4, _4to3, _6to8, _8to6 */
    { { 2, 1, 0 }, { 3, 2, 1, 0 }, { 4, 5, 2, 3, 0, 1 }, { 6, 7, 4, 5, 2, 3, 0, 1 },
      { 0, 1, 2, X }, { 1, 2, 3 }, { 0, 1, 2, 3, 4, 5, X, X }, { 4, 5, 2, 3, 0, 1 } },
    { { Z, 1, X }, { X, 0, 1, Z }, { Z, Z, 2, 3, X, 1 }, { Z, X, 5, 5, 0, Z, 1, X },
      { Z, 1, X, 1 }, { X, 3, Z }, { Z, X, 5, 5, 0, Z, 1, X }, { Z, X, 7, 0, Z, X } },
};
#undef Z
#undef X

static unsigned setup_shuffle(const Kernel *K, Case *c)
{
    const int sb = K->in[0], db = K->out[0], col = (sb != db) * 4 + (sb == 3 ? 0 : sb == 4 ? 1 :
                                                                      sb == 6 ? 2 : 3);
    int n = snprintf(c->desc, sizeof(c->desc), "map");
    int8_t map[8];

    for (int i = 0; i < db; i++) {
        const unsigned r = rnd();
        map[i] = c->param < 2  ? fixed_maps[c->param][col][i] :
                    c->param == 2 ? SL_SHUFFLE_ZERO : c->param == 3 ? SL_SHUFFLE_MAX :
                    c->param == 4 ? sb - 1 : (r & 7) == 0 ? SL_SHUFFLE_ZERO :
                    (r & 7) == 1  ? SL_SHUFFLE_MAX : (int)((r >> 8) % sb);
        n += snprintf(c->desc + n, sizeof(c->desc) - n, " %d", map[i]);
    }
    if ((sb == db ? ff_simdlesson_shuffle_init(&c->shuf, sb, map) :
                    ff_simdlesson_repack_init(&c->shuf, sb, db, map)) < 0) {
        fail();
        fprintf(stderr, "%dto%d: %s refused\n", sb, db, c->desc);
    }
    return 0;
}

static void shuffle(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                 const SimdLessonShuffle *shuf);
    RUN(run, r->out[0], r->in[0], c->w, &c->shuf);
}

/*
 * Bit-depth conversion: param p is pair p / 2 (S, D) of 8, 9, 10, 12, 14 and
 * 16 bits that the kernel serves, p & 1 the method (replicate or scale);
 * dither rows of 8 different values (a dither at the wrong phase shows) or
 * the extremes, at a misaligned address.
 */
static const int depths[] = { 8, 9, 10, 12, 14, 16 };

/* the n-th pair lo < hi of depths with lo 8 (u8) or 9 to 14 */
static void depth_pair(int n, int u8, int *lo, int *hi)
{
    for (int l = !u8; l <= (u8 ? 0 : 4); l++)
        for (int h = l + 1; h < FF_ARRAY_ELEMS(depths); h++)
            if (!n--) {
                *lo = depths[l];
                *hi = depths[h];
                return;
            }
}

static unsigned setup_up(const Kernel *K, Case *c)
{
    int S, D;

    depth_pair(c->param / 2, K->in_sample == 1, &S, &D);
    c->lshift = D - S;
    c->rshift = c->param & 1 ? 2 * S - D : SL_DEPTH_RSHIFT_NONE;
    snprintf(c->desc, sizeof(c->desc), "%d to %d bits, %s", S, D,
             c->param & 1 ? "replicate" : "shift");
    return (1 << S) - 1;
}

static unsigned setup_down(const Kernel *K, Case *c)
{
    int S, D;

    depth_pair(c->param / 2, K->out_sample == 1, &D, &S);
    c->shift  = S - D;
    c->rshift = c->param & 1 ? D : SL_DEPTH_RSHIFT_NONE;
    c->max    = (1 << D) - 1;
    c->dither = c->dither_buf + c->idx % 8;
    /* extreme inputs with extreme dithers, both ways round */
    for (int i = 0; i < 8; i++)
        c->dither_buf[c->idx % 8 + i] = c->pat == PAT_ZERO || (c->pat == PAT_MAX && c->idx & 1) ?
                                        (1 << c->shift) - 1 : c->pat == PAT_MAX ? 0 :
                                        rnd() & ((1 << c->shift) - 1);
    snprintf(c->desc, sizeof(c->desc), "%d to %d bits, %s, dither %d %d %d %d %d %d %d %d",
             S, D, c->param & 1 ? "scale" : "shift", c->dither[0], c->dither[1], c->dither[2],
             c->dither[3], c->dither[4], c->dither[5], c->dither[6], c->dither[7]);
    return (1 << S) - 1;
}

static void up_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint16_t *dst, const uint8_t *src, ptrdiff_t width,
                 int lshift, int rshift);
    RUN(run, r->out[0], r->in[0], c->w, c->lshift, c->rshift);
}

static void up_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint16_t *dst, const uint16_t *src, ptrdiff_t width,
                 int lshift, int rshift);
    RUN(run, r->out[0], r->in[0], c->w, c->lshift, c->rshift);
}

static void down_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint16_t *dst, const uint16_t *src, ptrdiff_t width,
                 const uint16_t *dither, int shift, int rshift, int max);
    RUN(run, r->out[0], r->in[0], c->w, c->dither, c->shift, c->rshift, c->max);
}

static void down_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint16_t *src, ptrdiff_t width,
                 const uint16_t *dither, int shift, int rshift);
    RUN(run, r->out[0], r->in[0], c->w, c->dither, c->shift, c->rshift);
}

/*
 * Interleaving, packing and unpacking: the widths count pairs (u, v) or
 * macropixels (y0 u y1 v).  16-bit kernels: every shift from 0 to 8, on any
 * 16-bit word (at random: above the sample range too, and on the packed
 * side with the bits below the shift set).
 */
static unsigned setup_shift(const Kernel *K, Case *c)
{
    c->shift = c->param;
    snprintf(c->desc, sizeof(c->desc), "shift %d", c->shift);
    /* the sample range, shifted left on the packed side */
    return nb_rows(K->in) == 1 ? 0xffff >> c->shift << c->shift : 0xffff >> c->shift;
}

static void interl_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *u, const uint8_t *v, ptrdiff_t width);
    RUN(run, r->out[0], r->in[0], r->in[1], c->w);
}

static void deinterl_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *u, uint8_t *v, const uint8_t *src, ptrdiff_t width);
    RUN(run, r->out[0], r->out[1], r->in[0], c->w);
}

static void interl_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint16_t *dst, const uint16_t *u, const uint16_t *v,
                 ptrdiff_t width, int shift);
    RUN(run, r->out[0], r->in[0], r->in[1], c->w, c->shift);
}

static void deinterl_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint16_t *u, uint16_t *v, const uint16_t *src,
                 ptrdiff_t width, int shift);
    RUN(run, r->out[0], r->out[1], r->in[0], c->w, c->shift);
}

static void pack(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *y, const uint8_t *u,
                 const uint8_t *v, ptrdiff_t width);
    RUN(run, r->out[0], r->in[0], r->in[1], r->in[2], c->w);
}

static void unpack(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *y, uint8_t *u, uint8_t *v, const uint8_t *src,
                 ptrdiff_t width);
    RUN(run, r->out[0], r->out[1], r->out[2], r->in[0], c->w);
}

static void pack_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint16_t *dst, const uint16_t *y, const uint16_t *u,
                 const uint16_t *v, ptrdiff_t width, int shift);
    RUN(run, r->out[0], r->in[0], r->in[1], r->in[2], c->w, c->shift);
}

static void unpack_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint16_t *y, uint16_t *u, uint16_t *v, const uint16_t *src,
                 ptrdiff_t width, int shift);
    RUN(run, r->out[0], r->out[1], r->out[2], r->in[0], c->w, c->shift);
}

/*
 * Chroma filtered vertically (YUV -> RGB): 2, 4, 6 and 8 taps over the
 * three input rows in turn, round 0 and 2048, coefficients at random over
 * all of int16 (every sum fits in 32 bits) or those of a 4-tap bicubic.
 */
static unsigned setup_vfilter(const Kernel *K, Case *c)
{
    static const int16_t bicubic[4] = { -224, 2272, 2272, -224 };

    c->shift = 2 + 2 * (c->param & 3);
    c->v     = c->param & 4 ? 2048 : 0;
    for (int j = 0; j < 8; j++)
        c->coef[j] = c->param & 8 ? bicubic[j & 3] : (int16_t)rnd();
    if (c->param & 16) {
        /* vfilter_u8 by pmaddubsw at its bounds (simdlessondsp_init.c:
         * vfilter_u8_splits), c = 64 * h + l: the |h| adding up to 124 (the
         * most it takes), of one sign, or to 125, positive (where its sums
         * would leave their words), the l as large as the 257 it takes
         * allows; or, for 6 and 8 taps, every h 0 and the l adding up to
         * 257 or 258 */
        const int over = rnd() & 1, lbound = c->shift >= 6 && c->param & 8;
        const int sign = over || rnd() & 1 ? 1 : -1;
        int left = lbound ? 257 + over : 124 + over;

        for (int j = 0; j < c->shift; j++) {
            const int part = lbound ? FFMIN(left, 63) : j == c->shift - 1 ? left :
                             FFMIN(left, rnd() % (2 * left / (c->shift - j) + 1));

            c->coef[j] = lbound ? part : sign * part * 64 + FFMIN(257 / c->shift, 63);
            left      -= part;
        }
    }
    snprintf(c->desc, sizeof(c->desc), "%d taps, round %d, %s coefficients", c->shift, c->v,
             c->param & 16 ? (c->shift >= 6 && c->param & 8 ? "split's bound of l" :
                              "split's bound of h") : c->param & 8 ? "bicubic" : "random");
    return 0;
}

static void vfilter_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *const *src, const int16_t *coef,
                 int taps, ptrdiff_t width, int round);
    const uint8_t *src[8];

    for (int j = 0; j < 8; j++)
        src[j] = r->in[j % 3];
    RUN(run, r->out[0], src, c->coef, c->shift, c->w, c->v);
}

/* the same on words of 9 to 14 bits (p010: 10 bits << 6), and of 16 bits
 * as 15 bits << 1 (yuv420p16, p016: swscale_simdlesson.c), in swscale's
 * 15 bits, every 16-bit value in: coefficients at random up to 8190 in
 * magnitude (8 add up to 65520 at most).  The kernels of 16-bit RGB take
 * 8 to 14 bits and 16 (depths48: 8-bit samples widened to words; 16-bit
 * ones whole, as swscale's 19 bits keep them). */
static const int vfilter_depths[][2] = {
    { 9, 0 }, { 10, 0 }, { 12, 0 }, { 14, 0 }, { 10, 6 }, { 12, 4 }, { 15, 1 },
};
static const int depths48[][2] = {
    { 9, 0 }, { 10, 0 }, { 12, 0 }, { 14, 0 }, { 10, 6 }, { 12, 4 }, { 8, 0 }, { 16, 0 },
};
#define NB_DEPTHS   7
#define NB_DEPTHS48 8

/* the same on words already in 15 bits (any int16), coefficients up to
 * 8190 in magnitude (the sums fit), round 0 or 1 << 18; vfilter_u16's too */
static unsigned setup_vfilter_s15(const Kernel *K, Case *c)
{
    setup_vfilter(K, c);
    for (int j = 0; j < 8; j++)
        c->coef[j] = c->coef[j] % 8191;
    if (c->v)
        c->v = 1 << 18;
    return 0;
}

static unsigned setup_vfilter_u16(const Kernel *K, Case *c)
{
    const int nd = K->out[0] == 4 ? NB_DEPTHS48 : NB_DEPTHS;   /* (vfilter_u16_s17) */
    const int *d = K->out[0] == 4 ? depths48[c->param % nd] : vfilter_depths[c->param % nd];

    c->param /= nd;
    setup_vfilter_s15(K, c);
    c->lshift = d[0];
    c->rshift = d[1];
    av_strlcatf(c->desc, sizeof(c->desc), ", %d bits << %d", d[0], d[1]);
    return ((1 << d[0]) - 1) << d[1];
}

static void vfilter_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint16_t *const *src, const int16_t *coef,
                 int taps, ptrdiff_t width, int round, int bits, int in_shift);
    const uint16_t *src[8];

    for (int j = 0; j < 8; j++)
        src[j] = r->in[j % 3];
    RUN(run, r->out[0], src, c->coef, c->shift, c->w, c->v, c->lshift, c->rshift);
}

static void vfilter_s15(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const int16_t *const *src, const int16_t *coef,
                 int taps, ptrdiff_t width, int round);
    const int16_t *src[8];

    for (int j = 0; j < 8; j++)
        src[j] = (const int16_t *)r->in[j % 3];
    RUN(run, r->out[0], src, c->coef, c->shift, c->w, c->v);
}

/*
 * swscale's MMX vertical filter on words: 1 to 8 taps over the three input
 * rows in turn, round 0, 4 (vRounder) or a word at random, coefficients at
 * random over all of int16 or those of a 4-tap bicubic; every sum wraps.
 */
static unsigned setup_vfilter_mulhi(const Kernel *K, Case *c)
{
    static const int16_t bicubic[4] = { -224, 2272, 2272, -224 };
    const int kind = c->param >> 3;

    c->shift = 1 + (c->param & 7);
    c->v     = kind == 0 ? 4 : kind == 1 ? 0 : (int16_t)rnd();
    for (int j = 0; j < 8; j++)
        c->coef[j] = kind == 3 ? bicubic[j & 3] : (int16_t)rnd();
    snprintf(c->desc, sizeof(c->desc), "%d taps, round %d, %s coefficients", c->shift, c->v,
             kind == 3 ? "bicubic" : "random");
    return 0;
}

static void vfilter_mulhi_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, int16_t *dst, const uint8_t *const *src, const int16_t *coef,
                 int taps, ptrdiff_t width, int round);
    const uint8_t *src[8];

    for (int j = 0; j < 8; j++)
        src[j] = r->in[j % 3];
    RUN(run, r->out[0], src, c->coef, c->shift, c->w, c->v);
}

/* the same on words of 9 to 14 bits, every 16-bit value in */
static unsigned setup_vfilter_mulhi_u16(const Kernel *K, Case *c)
{
    const int *d = vfilter_depths[c->param % NB_DEPTHS];

    c->param /= NB_DEPTHS;
    setup_vfilter_mulhi(K, c);
    c->lshift = d[0];
    c->rshift = d[1];
    av_strlcatf(c->desc, sizeof(c->desc), ", %d bits << %d", d[0], d[1]);
    return ((1 << d[0]) - 1) << d[1];
}

static void vfilter_mulhi_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, int16_t *dst, const uint16_t *const *src, const int16_t *coef,
                 int taps, ptrdiff_t width, int round, int bits, int in_shift);
    const uint16_t *src[8];

    for (int j = 0; j < 8; j++)
        src[j] = r->in[j % 3];
    RUN(run, r->out[0], src, c->coef, c->shift, c->w, c->v, c->lshift, c->rshift);
}

/* vfilter_mulhi of rows already in 15 bits: any words in */
static void vfilter_mulhi_s15(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, int16_t *dst, const int16_t *const *src, const int16_t *coef,
                 int taps, ptrdiff_t width, int round);
    const int16_t *src[8];

    for (int j = 0; j < 8; j++)
        src[j] = r->in[j % 3];
    RUN(run, r->out[0], src, c->coef, c->shift, c->w, c->v);
}

/* the words of a row in swscale's 15 bits: each depth of vfilter_u16,
 * every 16-bit value in */
static unsigned setup_to15(const Kernel *K, Case *c)
{
    const int *d = vfilter_depths[c->param];

    c->lshift = d[0];
    c->rshift = d[1];
    snprintf(c->desc, sizeof(c->desc), "%d bits << %d", d[0], d[1]);
    return ((1 << d[0]) - 1) << d[1];
}

static void to15_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, int16_t *dst, const uint16_t *src, ptrdiff_t width, int bits,
                 int in_shift);

    RUN(run, r->out[0], r->in[0], c->w, c->lshift, c->rshift);
}

/*
 * YUV -> rgb24: width counts pairs of pixels (a chroma sample each); the
 * coefficients swscale's tables have for BT.601 and BT.2020 in limited
 * range, BT.709 in full range, and BT.601 with contrast, brightness and
 * saturation (as ff_yuv2rgb_c_init_tables() computes them; its cy is too
 * large for the x86 kernels on 16-bit words), then two sets at the bounds
 * of those kernels (ff_simdlesson_rgb_coeffs_init()): cy = 65536 +
 * 32767 with a carry at every nonzero low word (a % 65536 = 65535), and
 * cy = 65536 - 32768 without one; |k| up to 2^22 - 1, |b| 8192.
 */
static const SimdLessonRgbCoeffs rgb_coeffs[] = {
    { 76309, -65251840, { 89830, -22049, -45756, 113537 }, { 663, 882, 90, 617 } },
    { 65536, -58687488, { 103206, -12275, -30678, 121608 }, { 695, 920, 60, 659 } },
    { 76309, -65251840, { 94482, -10543, -36607, 120547 }, { 654, 859, 72, 603 } },
    { 104794, -79841280, { 95949, -23552, -48874, 121271 }, { 651, 884, 96, 602 } },
    { 98303, -7000 * 65536 + 65535, { 4194303, -4128768, 65535, -1 },
      { -8192, 8192, -8192, 8192 } },
    { 32768, 5000 * 65536, { -4128768, 4194303, -4128768, 4194303 },
      { 8192, -8192, 8192, -8192 } },
};
static const char *const rgb_coeffs_names[] = {
    "BT.601 limited", "BT.709 full", "BT.2020 limited", "BT.601 contrast",
    "16-bit bounds, carries", "16-bit bounds, c = -32768",
};
#define NB_RGB_SETS FF_ARRAY_ELEMS(rgb_coeffs)

/* c->rgb: rgb_coeffs[c->param], as the kernels take it */
static void set_rgb(Case *c)
{
    c->rgb = rgb_coeffs[c->param];
    ff_simdlesson_rgb_coeffs_init(&c->rgb);
}

static unsigned setup_rgb(const Kernel *K, Case *c)
{
    set_rgb(c);
    snprintf(c->desc, sizeof(c->desc), "%s", rgb_coeffs_names[c->param]);
    return 0;
}

static void yuv2rgb24_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *y, const uint8_t *u, const uint8_t *v,
                 ptrdiff_t width, const SimdLessonRgbCoeffs *t);

    RUN(run, r->out[0], r->in[0], r->in[1], r->in[2], 2 * c->w, &c->rgb);
}

/* the same from luma words: each coefficient set with each depth of
 * vfilter_u16, round 0 and 64, every 16-bit value in */
static unsigned setup_rgb_u16(const Kernel *K, Case *c)
{
    const int *d = vfilter_depths[c->param % NB_DEPTHS];

    c->lshift = d[0];
    c->rshift = d[1];
    c->v      = c->param / (NB_DEPTHS * NB_RGB_SETS) ? 64 : 0;
    c->param  = c->param / NB_DEPTHS % NB_RGB_SETS;
    set_rgb(c);
    snprintf(c->desc, sizeof(c->desc), "%s, %d bits << %d, round %d",
             rgb_coeffs_names[c->param], d[0], d[1], c->v);
    return ((1 << d[0]) - 1) << d[1];
}

static void yuv2rgb24_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint16_t *y, const uint8_t *u, const uint8_t *v,
                 ptrdiff_t width, const SimdLessonRgbCoeffs *t, int round, int bits,
                 int in_shift);

    /* (the rows of u and v hold w words: their w bytes are the last ones
     * when the rows end at a fence, the first ones when they start after
     * one) */
    const uint8_t *u = (const uint8_t *)r->in[1] + (c->at_end ? c->w : 0);
    const uint8_t *v = (const uint8_t *)r->in[2] + (c->at_end ? c->w : 0);

    RUN(run, r->out[0], r->in[0], u, v, 2 * c->w, &c->rgb, c->v, c->lshift,
        c->rshift);
}

/* the sets of the 3-byte kernels, then the same with a flag in shift (the
 * setups leave it alone), named by what[flag] */
static unsigned setup_rgb_flag(const Kernel *K, Case *c, const char *const what[2])
{
    const int n = K->in_sample == 1 ? NB_RGB_SETS : 2 * NB_DEPTHS * NB_RGB_SETS;

    unsigned max;

    c->shift = c->param >= n;
    c->param %= n;
    max = (K->in_sample == 1 ? setup_rgb : setup_rgb_u16)(K, c);
    av_strlcatf(c->desc, sizeof(c->desc), ", %s", what[c->shift]);
    return max;
}

/* chroma in pairs of bytes, (u, v) then (v, u): the DSP has no C version
 * (the caller splits the pairs where it has none), so the reference is
 * the C yuv2rgb24 kernel of the pairs split here (ref_dsp: the context of
 * checkasm's first run, its C level) */
static SimdLessonDSPContext ref_dsp;

static unsigned setup_rgb_uv(const Kernel *K, Case *c)
{
    static const char *const what[2] = { "pairs (u, v)", "pairs (v, u)" };

    return setup_rgb_flag(K, c, what);
}

static void split_uv(uint8_t *u, uint8_t *v, const uint8_t *uv, ptrdiff_t width, int swap)
{
    for (ptrdiff_t i = 0; i < width / 2; i++) {
        u[i] = uv[2 * i + swap];
        v[i] = uv[2 * i + !swap];
    }
}

static void yuv2rgb24_uv_u8_ref(uint8_t *dst, const uint8_t *y, const uint8_t *uv,
                                ptrdiff_t width, const SimdLessonRgbCoeffs *t, int swap)
{
    uint8_t u[MAX_WIDTH], v[MAX_WIDTH];

    split_uv(u, v, uv, width, swap);
    ref_dsp.yuv2rgb24_u8(dst, y, u, v, width, t);
}

static void yuv2rgb24_uv_u16_ref(uint8_t *dst, const uint16_t *y, const uint8_t *uv,
                                 ptrdiff_t width, const SimdLessonRgbCoeffs *t, int round,
                                 int bits, int in_shift, int swap)
{
    uint8_t u[MAX_WIDTH], v[MAX_WIDTH];

    split_uv(u, v, uv, width, swap);
    ref_dsp.yuv2rgb24_u16(dst, y, u, v, width, t, round, bits, in_shift);
}

static void yuv2rgb24_uv_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *y, const uint8_t *uv, ptrdiff_t width,
                 const SimdLessonRgbCoeffs *t, int swap);

    RUN(run, r->out[0], r->in[0], r->in[1], 2 * c->w, &c->rgb, c->shift);
}

static void yuv2rgb24_uv_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint16_t *y, const uint8_t *uv, ptrdiff_t width,
                 const SimdLessonRgbCoeffs *t, int round, int bits, int in_shift, int swap);

    RUN(run, r->out[0], r->in[0], r->in[1], 2 * c->w, &c->rgb, c->v, c->lshift,
        c->rshift, c->shift);
}

/* the same to 4-byte pixels, alpha last then first */
static unsigned setup_rgb32(const Kernel *K, Case *c)
{
    static const char *const what[2] = { "alpha last", "alpha first" };

    return setup_rgb_flag(K, c, what);
}

static void yuv2rgb32_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *y, const uint8_t *u, const uint8_t *v,
                 ptrdiff_t width, const SimdLessonRgbCoeffs *t, int alpha_first);

    RUN(run, r->out[0], r->in[0], r->in[1], r->in[2], 2 * c->w, &c->rgb,
        c->shift);
}

static void yuv2rgb32_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint16_t *y, const uint8_t *u, const uint8_t *v,
                 ptrdiff_t width, const SimdLessonRgbCoeffs *t, int round, int bits,
                 int in_shift, int alpha_first);
    const uint8_t *u = (const uint8_t *)r->in[1] + (c->at_end ? c->w : 0);
    const uint8_t *v = (const uint8_t *)r->in[2] + (c->at_end ? c->w : 0);

    RUN(run, r->out[0], r->in[0], u, v, 2 * c->w, &c->rgb, c->v, c->lshift,
        c->rshift, c->shift);
}

/*
 * YUV -> RGB as swscale's full-chroma output (4:4:4): width counts pixels;
 * the words of swscale's context (ff_yuv2rgb_c_init_tables()) for BT.601
 * limited and BT.709 full range, then two sets of extreme words, whose
 * arithmetic wraps.  From words: each set with each depth of vfilter_u16,
 * samples in the depth's range, then any 16-bit value.
 */
static const SimdLessonRgbFull rgb_full[] = {
    { 9539, { { 0, 13075 }, { -3209, -6660 }, { 16525, 0 } }, (1U << 21) - 8192 * 9539 },
    { 8192, { { 0, 12901 }, { -1534, -3835 }, { 15201, 0 } }, 1U << 21 },
    { 32767, { { -32768, 32767 }, { 32767, 32767 }, { -32768, -32768 } }, 0x80000000 },
    { -32768, { { 32767, -32768 }, { -1, 1 }, { 0, 0 } }, 0x12345678 },
};
static const char *const rgb_full_names[] = {
    "BT.601 limited", "BT.709 full", "extreme words", "extreme words, negative luma",
};
#define NB_RGB_FULL FF_ARRAY_ELEMS(rgb_full)

static unsigned setup_rgb_full(const Kernel *K, Case *c)
{
    const int n = K->in_sample == 1 ? NB_RGB_FULL : 2 * NB_DEPTHS * NB_RGB_FULL;
    const int *d = vfilter_depths[c->param % NB_DEPTHS];
    unsigned max = 0;

    c->shift = c->param >= n;                   /* alpha first */
    c->param %= n;
    if (K->in_sample == 1) {
        snprintf(c->desc, sizeof(c->desc), "%s", rgb_full_names[c->param]);
    } else {
        c->lshift = d[0];
        c->rshift = d[1];
        if (c->param / NB_DEPTHS % 2 == 0)
            max = ((1 << d[0]) - 1) << d[1];
        c->param /= 2 * NB_DEPTHS;
        snprintf(c->desc, sizeof(c->desc), "%s, %d bits << %d, %s",
                 rgb_full_names[c->param], d[0], d[1], max ? "in range" : "any word");
    }
    if (K->out[0] == 4)
        av_strlcatf(c->desc, sizeof(c->desc), ", alpha %s", c->shift ? "first" : "last");
    return max;
}

static void yuv2rgb24_full_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *y, const uint8_t *u, const uint8_t *v,
                 ptrdiff_t width, const SimdLessonRgbFull *k);

    RUN(run, r->out[0], r->in[0], r->in[1], r->in[2], c->w, &rgb_full[c->param]);
}

static void yuv2rgb24_full_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint16_t *y, const uint16_t *u,
                 const uint16_t *v, ptrdiff_t width, const SimdLessonRgbFull *k, int bits,
                 int in_shift);

    RUN(run, r->out[0], r->in[0], r->in[1], r->in[2], c->w, &rgb_full[c->param], c->lshift,
        c->rshift);
}

static void yuv2rgb32_full_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *y, const uint8_t *u, const uint8_t *v,
                 ptrdiff_t width, const SimdLessonRgbFull *k, int alpha_first);

    RUN(run, r->out[0], r->in[0], r->in[1], r->in[2], c->w, &rgb_full[c->param], c->shift);
}

static void yuv2rgb32_full_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint16_t *y, const uint16_t *u,
                 const uint16_t *v, ptrdiff_t width, const SimdLessonRgbFull *k, int bits,
                 int in_shift, int alpha_first);

    RUN(run, r->out[0], r->in[0], r->in[1], r->in[2], c->w, &rgb_full[c->param], c->lshift,
        c->rshift, c->shift);
}

/*
 * YUV -> 16-bit packed RGB: the vertical filter of 9- to 14-bit chroma to
 * swscale's 17 bits (taps and coefficients as vfilter_u16, every 16-bit value
 * in), and the output from 32-bit U and V of step 1 or 2 (rows of 2w dwords
 * whose first are read, or, when the rows end at a fence, the last ones), 3 or
 * 4 words a pixel; the words of
 * swscale's context for BT.601 limited and BT.709 full range, then two sets
 * of extreme words, whose arithmetic wraps; each with each depth.
 */
static void vfilter_u16_s17(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, int32_t *dst, const uint16_t *const *src, const int16_t *coef,
                 int taps, ptrdiff_t width, int bits, int in_shift);
    const uint16_t *src[8];

    for (int j = 0; j < 8; j++)
        src[j] = r->in[j % 3];
    RUN(run, r->out[0], src, c->coef, c->shift, c->w, c->lshift, c->rshift);
}

static const SimdLessonRgb48 rgb48[] = {
    { 9539, (1 << 13) - (1 << 29) - 8192 * 9539, 13075, -6660, -3209, 16525 },
    { 8192, (1 << 13) - (1 << 29), 12901, -3835, -1534, 15201 },
    { 32767, INT32_MAX, -32768, 32767, 32767, -32768 },
    { -32768, 0x12345678, INT32_MIN, -1, 1, INT32_MAX },
};
static const char *const rgb48_names[] = {
    "BT.601 limited", "BT.709 full", "extreme words", "extreme words, negative luma",
};
#define NB_RGB48 FF_ARRAY_ELEMS(rgb48)

static unsigned setup_rgb48(const Kernel *K, Case *c)
{
    const int *d = depths48[c->param % NB_DEPTHS48];

    c->lshift = d[0];
    c->rshift = d[1];
    c->shift  = c->param / NB_DEPTHS48 % 2;     /* chroma step 2 */
    c->v      = c->param / (2 * NB_DEPTHS48) % NB_RGB48;
    c->max    = (K->out[0] == 8 ? SIMDLESSON_RGB48_ALPHA : 0) |     /* the layout */
                (c->param / (2 * NB_DEPTHS48 * NB_RGB48) % 2 ? SIMDLESSON_RGB48_BE : 0);
    snprintf(c->desc, sizeof(c->desc), "%s, %d bits << %d, %d words, %s", rgb48_names[c->v],
             d[0], d[1], K->out[0] / 2, c->max & SIMDLESSON_RGB48_BE ? "big-endian" : "native");
    if (K->in[1] == 8)                          /* (yuv2rgb48's pairs) */
        av_strlcatf(c->desc, sizeof(c->desc), ", chroma step %d", 1 + c->shift);
    return ((1 << d[0]) - 1) << d[1];
}

static void yuv2rgb48(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint16_t *dst, const uint16_t *y, const int32_t *u, const int32_t *v,
                 ptrdiff_t step, ptrdiff_t width, const SimdLessonRgb48 *k, int bits,
                 int in_shift, int layout);
    const int step = 1 + c->shift, read = ((c->w + 1) / 2 - 1) * step + 1;
    const int32_t *u = (const int32_t *)r->in[1] + (c->at_end ? 2 * c->w - read : 0);
    const int32_t *v = (const int32_t *)r->in[2] + (c->at_end ? 2 * c->w - read : 0);

    RUN(run, r->out[0], r->in[0], u, v, step, c->w, &rgb48[c->v], c->lshift, c->rshift,
        c->max);
}

/* ... with full-width chroma: swscale's 19-bit rows to 17 bits (1 to 8
 * taps over the three input rows in turn, coefficients at random over all of
 * int16 or of a bicubic, every dword in: the products wrap; arithmetic or
 * logical shift), and the output with one U and V a pixel (rows of w dwords) */
static unsigned setup_vfilter_s32_s17(const Kernel *K, Case *c)
{
    static const int16_t bicubic[8] = { -74, 1126, 3308, -264, -58, 492, 1786, 1876 };

    c->shift = 1 + c->param % 8;
    c->v     = c->param / 8 % 2;
    for (int j = 0; j < 8; j++)
        c->coef[j] = c->param / 16 ? bicubic[j] : (int16_t)rnd();
    snprintf(c->desc, sizeof(c->desc), "%d taps, %s shift, %s coefficients", c->shift,
             c->v ? "logical" : "arithmetic", c->param / 16 ? "bicubic" : "random");
    return 0;
}

static void vfilter_s32_s17(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, int32_t *dst, const int32_t *const *src, const int16_t *coef,
                 int taps, ptrdiff_t width, int logical);
    const int32_t *src[8];

    for (int j = 0; j < 8; j++)
        src[j] = r->in[j % 3];
    RUN(run, r->out[0], src, c->coef, c->shift, c->w, c->v);
}

static void yuv2rgb48_full(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint16_t *dst, const uint16_t *y, const int32_t *u, const int32_t *v,
                 ptrdiff_t width, const SimdLessonRgb48 *k, int bits, int in_shift,
                 int layout);

    RUN(run, r->out[0], r->in[0], r->in[1], r->in[2], c->w, &rgb48[c->v], c->lshift,
        c->rshift, c->max);
}

/* rgb24 to three planes: width counts pixels */
static void split3_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *a, uint8_t *b, uint8_t *cc, const uint8_t *src,
                 ptrdiff_t width);

    RUN(run, r->out[0], r->out[1], r->out[2], r->in[0], c->w);
}

/* three planes to rgb24: width counts pixels */
static void merge3_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *a, const uint8_t *b, const uint8_t *cc,
                 ptrdiff_t width);

    RUN(run, r->out[0], r->in[0], r->in[1], r->in[2], c->w);
}

/*
 * The 4:2:x twins: the vertical filter of 15-bit chroma to 32 bits (taps,
 * bias of yuv2rgb_full_X and _1, or random, coefficients of bicubic or
 * random: the sums wrap), and the output from 32-bit U and V (each input row
 * holds w dwords; y's w bytes or words are the first ones, or, when the
 * rows end at a fence, the last ones), every 16-bit luma word in.
 */
static unsigned setup_vfilter_s16_s32(const Kernel *K, Case *c)
{
    static const int16_t bicubic[8] = { -74, 1126, 3308, -264, -58, 492, 1786, 1876 };
    const int kind = c->param >> 2;

    c->shift = 2 * (1 + (c->param & 3));
    c->v     = kind == 0 ? (1 << 9) - (128 << 19) : kind == 1 ? -(128 << 19) : (int)rnd();
    for (int j = 0; j < 8; j++)
        c->coef[j] = kind == 3 ? bicubic[j] : (int16_t)rnd();
    snprintf(c->desc, sizeof(c->desc), "%d taps, bias %d, %s coefficients", c->shift, c->v,
             kind == 3 ? "bicubic" : "random");
    return 0;
}

/*
 * The horizontal chroma filter to twice the width: swscale's bicubic and
 * bilinear filters of 1920-wide 4:2:x chroma (9.0.2's hChrFilter, as
 * hscale2x_filter() lays them out), and random coefficients within the
 * contract (negative ones adding up to -16448 at least).
 */
static unsigned setup_hscale2x(const Kernel *K, Case *c)
{
    static const int16_t filters[2][8] = {
        { -461, 3943, 14284, -1382,  -1382, 14284, 3943, -461 },
        { 4096, 12288,    0,     0,  12288,  4096,    0,    0 },
    };

    for (int j = 0; j < 8; j++)
        c->coef[j] = c->param < 2 ? filters[c->param][j] : (int16_t)(rnd() % 18440) - 2056;
    snprintf(c->desc, sizeof(c->desc), "%s coefficients",
             c->param == 0 ? "bicubic" : c->param == 1 ? "bilinear" : "random");
    return 0;
}

static void hscale2x_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, int16_t *dst, const uint8_t *src, ptrdiff_t width, const int16_t *coef);
    RUN(run, r->out[0], r->in[0], c->w, c->coef);
}

/* 16 bits: each filter at each depth of 9 to 14 bits (random words, and
 * extremes of the depth; random coefficients of -2048 to 16383) */
static unsigned setup_hscale2x_u16(const Kernel *K, Case *c)
{
    const int bits = 9 + c->param / 3;

    c->param %= 3;
    setup_hscale2x(K, c);
    if (c->param == 2)
        for (int j = 0; j < 8; j++)
            c->coef[j] = (int16_t)(rnd() % 18432) - 2048;
    c->shift = bits - 1;
    av_strlcatf(c->desc, sizeof(c->desc), ", %d bits", bits);
    return (1 << bits) - 1;
}

static void hscale2x_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, int16_t *dst, const uint16_t *src, ptrdiff_t width, const int16_t *coef,
                 int sh);
    RUN(run, r->out[0], r->in[0], c->w, c->coef, c->shift);
}

static void vfilter_s16_s32(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, int32_t *dst, const int16_t *const *src, const int16_t *coef,
                 int taps, ptrdiff_t width, int bias);
    const int16_t *src[8];

    for (int j = 0; j < 8; j++)
        src[j] = r->in[j % 3];
    RUN(run, r->out[0], src, c->coef, c->shift, c->w, c->v);
}

static unsigned setup_rgb_full32(const Kernel *K, Case *c)
{
    const int *d = vfilter_depths[c->param % NB_DEPTHS];
    const int n = K->in_sample == 1 ? NB_RGB_FULL : NB_DEPTHS * NB_RGB_FULL;

    c->shift = c->param >= n;                   /* alpha first */
    c->param %= n;
    if (K->in_sample == 1) {
        snprintf(c->desc, sizeof(c->desc), "%s", rgb_full_names[c->param]);
    } else {
        c->lshift = d[0];
        c->rshift = d[1];
        c->param /= NB_DEPTHS;
        snprintf(c->desc, sizeof(c->desc), "%s, %d bits << %d", rgb_full_names[c->param],
                 d[0], d[1]);
    }
    if (K->out[0] == 4)
        av_strlcatf(c->desc, sizeof(c->desc), ", alpha %s", c->shift ? "first" : "last");
    return 0;
}

static void yuv2rgb24_full32_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *y, const int32_t *u, const int32_t *v,
                 ptrdiff_t width, const SimdLessonRgbFull *k);
    const uint8_t *y = (const uint8_t *)r->in[0] + (c->at_end ? 3 * c->w : 0);

    RUN(run, r->out[0], y, r->in[1], r->in[2], c->w, &rgb_full[c->param]);
}

static void yuv2rgb24_full32_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint16_t *y, const int32_t *u, const int32_t *v,
                 ptrdiff_t width, const SimdLessonRgbFull *k, int bits, int in_shift);
    const uint16_t *y = (const uint16_t *)r->in[0] + (c->at_end ? c->w : 0);

    RUN(run, r->out[0], y, r->in[1], r->in[2], c->w, &rgb_full[c->param], c->lshift,
        c->rshift);
}

static void yuv2rgb32_full32_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *y, const int32_t *u, const int32_t *v,
                 ptrdiff_t width, const SimdLessonRgbFull *k, int alpha_first);
    const uint8_t *y = (const uint8_t *)r->in[0] + (c->at_end ? 3 * c->w : 0);

    RUN(run, r->out[0], y, r->in[1], r->in[2], c->w, &rgb_full[c->param], c->shift);
}

static void yuv2rgb32_full32_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint16_t *y, const int32_t *u, const int32_t *v,
                 ptrdiff_t width, const SimdLessonRgbFull *k, int bits, int in_shift,
                 int alpha_first);
    const uint16_t *y = (const uint16_t *)r->in[0] + (c->at_end ? c->w : 0);

    RUN(run, r->out[0], y, r->in[1], r->in[2], c->w, &rgb_full[c->param], c->lshift,
        c->rshift, c->shift);
}

/* the same to planes (gbrp) */
static void yuv2rgbp_full32_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *a, uint8_t *b, uint8_t *c, const uint8_t *y, const int32_t *u,
                 const int32_t *v, ptrdiff_t width, const SimdLessonRgbFull *k);
    const uint8_t *y = (const uint8_t *)r->in[0] + (c->at_end ? 3 * c->w : 0);

    RUN(run, r->out[0], r->out[1], r->out[2], y, r->in[1], r->in[2], c->w,
        &rgb_full[c->param]);
}

static void yuv2rgbp_full32_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *a, uint8_t *b, uint8_t *c, const uint16_t *y,
                 const int32_t *u, const int32_t *v, ptrdiff_t width,
                 const SimdLessonRgbFull *k, int bits, int in_shift);
    const uint16_t *y = (const uint16_t *)r->in[0] + (c->at_end ? c->w : 0);

    RUN(run, r->out[0], r->out[1], r->out[2], y, r->in[1], r->in[2], c->w,
        &rgb_full[c->param], c->lshift, c->rshift);
}

/*
 * YUV -> RGB as swscale's special converter: width counts pixels (the
 * chroma rows hold w bytes: their (w + 1) / 2 bytes are the last ones when
 * the rows end at a fence, the first ones when they start after one);
 * words such as swscale's context has (ff_yuv2rgb_c_init_tables(): BT.601
 * limited, BT.709 full, BT.601 with contrast and brightness), then words
 * at random (saturation in every step); rgb32 with an alpha row, then
 * without.
 */
static const SimdLessonRgbMul rgb_mul[] = {
    { 128,  9539, 1024, 1024, 13075, -6660, -3209, 16525 },
    {   0,  8192, 1024, 1024, 12905, -3836, -1535, 15201 },
    { -896, 14261, 1024, 1024, 17099, -8708, -4198, 21615 },
};
#define NB_RGB_MUL (FF_ARRAY_ELEMS(rgb_mul) + 3)

static unsigned setup_rgb_mul(const Kernel *K, Case *c)
{
    const int n = c->param % NB_RGB_MUL;
    int16_t *w = &c->mul.y_off;

    if (n < FF_ARRAY_ELEMS(rgb_mul)) {
        c->mul = rgb_mul[n];
        snprintf(c->desc, sizeof(c->desc), "coefficients %d", n);
    } else {
        for (int i = 0; i < 8; i++)
            w[i] = rnd();
        snprintf(c->desc, sizeof(c->desc), "random words %d %d %d %d %d %d %d %d",
                 w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]);
    }
    c->v = c->param < NB_RGB_MUL;       /* rgb32: the alpha row */
    return 0;
}

static void yuv420_rgb24(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *y, const uint8_t *p, const uint8_t *q,
                 ptrdiff_t width, const SimdLessonRgbMul *k);
    const int skip = c->at_end ? c->w - (c->w + 1) / 2 : 0;

    RUN(run, r->out[0], r->in[0], (const uint8_t *)r->in[1] + skip,
        (const uint8_t *)r->in[2] + skip, c->w, &c->mul);
}

static void yuv420_rgb32(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *y, const uint8_t *p, const uint8_t *q,
                 const uint8_t *a, ptrdiff_t width, const SimdLessonRgbMul *k);
    const int skip = c->at_end ? c->w - (c->w + 1) / 2 : 0;

    RUN(run, r->out[0], r->in[0], (const uint8_t *)r->in[1] + skip,
        (const uint8_t *)r->in[2] + skip, c->v ? r->in[3] : NULL, c->w, &c->mul);
}

/* the same on rows of interleaved pairs (nv12, p010): width counts pairs */
static void vfilter_mulhi_uv_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, int16_t *u, int16_t *v, const uint8_t *const *src,
                 const int16_t *coef, int taps, ptrdiff_t width, int round);
    const uint8_t *src[8];

    for (int j = 0; j < 8; j++)
        src[j] = r->in[j % 3];
    RUN(run, r->out[0], r->out[1], src, c->coef, c->shift, c->w, c->v);
}

static void vfilter_mulhi_uv_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, int16_t *u, int16_t *v, const uint16_t *const *src,
                 const int16_t *coef, int taps, ptrdiff_t width, int round, int bits,
                 int in_shift);
    const uint16_t *src[8];

    for (int j = 0; j < 8; j++)
        src[j] = r->in[j % 3];
    RUN(run, r->out[0], r->out[1], src, c->coef, c->shift, c->w, c->v, c->lshift, c->rshift);
}

static void vfilter_mulhi_uv_s15(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, int16_t *u, int16_t *v, const int16_t *const *src,
                 const int16_t *coef, int taps, ptrdiff_t width, int round);
    const int16_t *src[8];

    for (int j = 0; j < 8; j++)
        src[j] = r->in[j % 3];
    RUN(run, r->out[0], r->out[1], src, c->coef, c->shift, c->w, c->v);
}

/* swscale's MMX output to 4-byte RGB: width counts pixels; luma, and
 * chroma words, whose rows hold w words ((w + 1) / 2 used, as above); the
 * coefficients of yuv420_rgb24, each with round 4 (vRounder), 0 and a word
 * at random; 16 bits: with each depth of vfilter_u16, every 16-bit value
 * in */
static unsigned setup_rgb32_mulhi(const Kernel *K, Case *c)
{
    const int *d = vfilter_depths[c->param / 3 % NB_DEPTHS];
    const int kind = c->param % 3;
    const int round = kind == 0 ? 4 : kind == 1 ? 0 : (int16_t)rnd();
    const int u8 = K->nb_params == 3 * NB_RGB_MUL;

    c->param /= 3 * (u8 ? 1 : NB_DEPTHS);
    setup_rgb_mul(K, c);
    c->v = round;
    av_strlcatf(c->desc, sizeof(c->desc), ", round %d", c->v);
    if (u8)
        return 0;
    c->lshift = d[0];
    c->rshift = d[1];
    av_strlcatf(c->desc, sizeof(c->desc), ", %d bits << %d", d[0], d[1]);
    return ((1 << d[0]) - 1) << d[1];
}

static void yuv2rgb32_mulhi_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *y, const int16_t *p, const int16_t *q,
                 ptrdiff_t width, const SimdLessonRgbMul *k, int round);
    const int skip = c->at_end ? c->w - (c->w + 1) / 2 : 0;
    /* (the rows are of words, aligned as int16_t needs: the luma's w bytes
     * are the last ones when the rows end at a fence, the first ones when
     * they start after one) */
    const uint8_t *y = (const uint8_t *)r->in[0] + (c->at_end ? c->w : 0);

    RUN(run, r->out[0], y, (const int16_t *)r->in[1] + skip,
        (const int16_t *)r->in[2] + skip, c->w, &c->mul, c->v);
}

static void yuv2rgb32_mulhi_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint16_t *y, const int16_t *p, const int16_t *q,
                 ptrdiff_t width, const SimdLessonRgbMul *k, int round, int bits,
                 int in_shift);
    const int skip = c->at_end ? c->w - (c->w + 1) / 2 : 0;

    RUN(run, r->out[0], r->in[0], (const int16_t *)r->in[1] + skip,
        (const int16_t *)r->in[2] + skip, c->w, &c->mul, c->v, c->lshift, c->rshift);
}

/* yuv2bgr24_mulhi: the same without the alpha bytes; no C version in the
 * DSP (the caller drops the alpha bytes where it has none), so the
 * reference is the C yuv2rgb32_mulhi with its alpha bytes dropped here */
static void drop_alpha(uint8_t *dst, const uint8_t *bgra, ptrdiff_t width)
{
    for (ptrdiff_t i = 0; i < width; i++)
        memcpy(dst + 3 * i, bgra + 4 * i, 3);
}

static void yuv2bgr24_mulhi_u8_ref(uint8_t *dst, const uint8_t *y, const int16_t *p,
                                   const int16_t *q, ptrdiff_t width,
                                   const SimdLessonRgbMul *k, int round)
{
    uint8_t bgra[4 * MAX_WIDTH];

    ref_dsp.yuv2rgb32_mulhi_u8(bgra, y, p, q, width, k, round);
    drop_alpha(dst, bgra, width);
}

static void yuv2bgr24_mulhi_u16_ref(uint8_t *dst, const uint16_t *y, const int16_t *p,
                                    const int16_t *q, ptrdiff_t width,
                                    const SimdLessonRgbMul *k, int round, int bits,
                                    int in_shift)
{
    uint8_t bgra[4 * MAX_WIDTH];

    ref_dsp.yuv2rgb32_mulhi_u16(bgra, y, p, q, width, k, round, bits, in_shift);
    drop_alpha(dst, bgra, width);
}

/* yuv2rgb32_mulhi_uv_u8: vfilter_mulhi_uv_u8 of four rows of pairs (2w
 * bytes, 2 * ((w + 1) / 2) used; the three input rows in turn, the fourth
 * the first again from the row's other end) and
 * yuv2rgb32_mulhi_u8 of its sums in one pass; the luma as above; the
 * rounds and coefficient sets of setup_rgb32_mulhi, p_first (c->shift) from
 * the parameter's low bit, then one of uv_taps or four taps at random.  No
 * C version in the DSP: the reference is the two C functions */
static const int16_t uv_taps[][4] = {
    {   -346,  3572,    985,   -115 },  /* nv12's bicubic at 2x */
    { -16384, 16383,  16383, -16384 },  /* the 512-bit kernel's bounds */
    {   -346,  3572,    985,  16384 },  /* one past them: the AVX2 passes */
    {   -346, -16385,   985,   -115 },
};

static unsigned setup_rgb32_uv(const Kernel *K, Case *c)
{
    const int kinds = FF_ARRAY_ELEMS(uv_taps) + 1, kind = (c->param >> 1) % kinds;
    Kernel k = *K;

    c->shift = c->param & 1;
    c->param = (c->param >> 1) / kinds;
    k.nb_params = 3 * NB_RGB_MUL;
    setup_rgb32_mulhi(&k, c);
    for (int j = 0; j < 4; j++)
        c->coef[j] = kind == kinds - 1 ? (int16_t)rnd() : uv_taps[kind][j];
    av_strlcatf(c->desc, sizeof(c->desc), ", %s taps %d %d %d %d, P the %s of each pair",
                kind == kinds - 1 ? "random" : "set", c->coef[0], c->coef[1], c->coef[2],
                c->coef[3], c->shift ? "first" : "second");
    return 0;
}

static void yuv2rgb32_mulhi_uv_u8_ref(uint8_t *dst, const uint8_t *y,
                                      const uint8_t *const *uv, const int16_t *coef,
                                      ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                                      int p_first)
{
    int16_t first[MAX_WIDTH / 2 + 1], second[MAX_WIDTH / 2 + 1];

    ref_dsp.vfilter_mulhi_uv_u8(first, second, uv, coef, 4, (width + 1) / 2, round);
    ref_dsp.yuv2rgb32_mulhi_u8(dst, y, p_first ? first : second, p_first ? second : first,
                               width, k, round);
}

/* yuv2bgr24_mulhi_uv_u8: the same without the alpha bytes, as
 * yuv2bgr24_mulhi_u8 */
static void yuv2bgr24_mulhi_uv_u8_ref(uint8_t *dst, const uint8_t *y,
                                      const uint8_t *const *uv, const int16_t *coef,
                                      ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                                      int p_first)
{
    uint8_t bgra[4 * MAX_WIDTH];

    yuv2rgb32_mulhi_uv_u8_ref(bgra, y, uv, coef, width, k, round, p_first);
    drop_alpha(dst, bgra, width);
}

static void yuv2rgb32_mulhi_uv_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *y, const uint8_t *const *uv,
                 const int16_t *coef, ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                 int p_first);
    const int skip = c->at_end ? 2 * c->w - 2 * ((c->w + 1) / 2) : 0;
    const uint8_t *y = (const uint8_t *)r->in[0] + (c->at_end ? c->w : 0);
    const uint8_t *uv[4];

    for (int j = 0; j < 3; j++)
        uv[j] = (const uint8_t *)r->in[1 + j] + skip;
    uv[3] = (const uint8_t *)r->in[1] + (c->at_end ? 0 : 2 * c->w - 2 * ((c->w + 1) / 2));
    RUN(run, r->out[0], y, uv, c->coef, c->w, &c->mul, c->v, c->shift);
}

/* yuv2rgb32_mulhi_s15_u16: vfilter_mulhi_s15 of four rows of each plane
 * and yuv2rgb32_mulhi_u16 of its sums in one pass; each input row holds
 * the w words of P, then those of Q ((w + 1) / 2 of each used; q_off = w
 * words), or the other way round (q_off = -w words, from the parameter's
 * low bit); rows as yuv2rgb32_mulhi_uv_u8 takes them (the fourth the
 * first from its other end); nv12's bicubic taps or four at random (the
 * next bit); the
 * rounds, depths and coefficient sets of setup_rgb32_mulhi */
static unsigned setup_rgb32_s15(const Kernel *K, Case *c)
{
    const int16_t *const bicubic = uv_taps[0];
    const int random = (c->param >> 1) & 1;
    Kernel k = *K;
    unsigned max;

    c->shift = c->param & 1;
    c->param >>= 2;
    k.nb_params = 21 * NB_RGB_MUL;
    max = setup_rgb32_mulhi(&k, c);
    for (int j = 0; j < 4; j++)
        c->coef[j] = random ? (int16_t)rnd() : bicubic[j];
    av_strlcatf(c->desc, sizeof(c->desc), ", %s taps %d %d %d %d, Q %s P",
                random ? "random" : "bicubic", c->coef[0], c->coef[1], c->coef[2], c->coef[3],
                c->shift ? "before" : "after");
    return max;
}

static void yuv2rgb32_mulhi_s15_u16_ref(uint8_t *dst, const uint16_t *y,
                                        const int16_t *const *p, ptrdiff_t q_off,
                                        const int16_t *coef, ptrdiff_t width,
                                        const SimdLessonRgbMul *k, int round, int bits,
                                        int in_shift)
{
    int16_t pb[MAX_WIDTH / 2 + 1], qb[MAX_WIDTH / 2 + 1];
    const int16_t *q[4];

    for (int j = 0; j < 4; j++)
        q[j] = (const int16_t *)((const uint8_t *)p[j] + q_off);
    ref_dsp.vfilter_mulhi_s15(pb, p, coef, 4, (width + 1) / 2, round);
    ref_dsp.vfilter_mulhi_s15(qb, q, coef, 4, (width + 1) / 2, round);
    ref_dsp.yuv2rgb32_mulhi_u16(dst, y, pb, qb, width, k, round, bits, in_shift);
}

/* yuv2bgr24_mulhi_s15_u16: the same without the alpha bytes */
static void yuv2bgr24_mulhi_s15_u16_ref(uint8_t *dst, const uint16_t *y,
                                        const int16_t *const *p, ptrdiff_t q_off,
                                        const int16_t *coef, ptrdiff_t width,
                                        const SimdLessonRgbMul *k, int round, int bits,
                                        int in_shift)
{
    uint8_t bgra[4 * MAX_WIDTH];

    yuv2rgb32_mulhi_s15_u16_ref(bgra, y, p, q_off, coef, width, k, round, bits, in_shift);
    drop_alpha(dst, bgra, width);
}

static void yuv2rgb32_mulhi_s15_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint16_t *y, const int16_t *const *p,
                 ptrdiff_t q_off, const int16_t *coef, ptrdiff_t width,
                 const SimdLessonRgbMul *k, int round, int bits, int in_shift);
    const int skip = c->at_end ? c->w - (c->w + 1) / 2 : 0;
    const ptrdiff_t q_off = (c->shift ? -c->w : c->w) * (ptrdiff_t)sizeof(int16_t);
    const int16_t *p[4];

    for (int j = 0; j < 4; j++) {
        const int at = j == 3 ? c->w - (c->w + 1) / 2 - skip : skip;

        p[j] = (const int16_t *)r->in[1 + j % 3] + at + (c->shift ? c->w : 0);
    }
    RUN(run, r->out[0], r->in[0], p, q_off, c->coef, c->w, &c->mul, c->v, c->lshift,
        c->rshift);
}

/* yuv2rgb32_mulhi_uv_s15_u16: vfilter_mulhi_uv_s15 of four rows of pairs
 * of words (2w words, 2 * ((w + 1) / 2) used; the rows as
 * yuv2rgb32_mulhi_uv_u8 takes them) and yuv2rgb32_mulhi_u16 of its sums in
 * one pass; the parameters of setup_rgb32_s15, P the first of each pair
 * where its low bit is set */
static void yuv2rgb32_mulhi_uv_s15_u16_ref(uint8_t *dst, const uint16_t *y,
                                           const int16_t *const *uv, const int16_t *coef,
                                           ptrdiff_t width, const SimdLessonRgbMul *k,
                                           int round, int bits, int in_shift, int p_first)
{
    int16_t first[MAX_WIDTH / 2 + 1], second[MAX_WIDTH / 2 + 1];

    ref_dsp.vfilter_mulhi_uv_s15(first, second, uv, coef, 4, (width + 1) / 2, round);
    ref_dsp.yuv2rgb32_mulhi_u16(dst, y, p_first ? first : second, p_first ? second : first,
                                width, k, round, bits, in_shift);
}

/* yuv2bgr24_mulhi_uv_s15_u16: the same without the alpha bytes */
static void yuv2bgr24_mulhi_uv_s15_u16_ref(uint8_t *dst, const uint16_t *y,
                                           const int16_t *const *uv, const int16_t *coef,
                                           ptrdiff_t width, const SimdLessonRgbMul *k,
                                           int round, int bits, int in_shift, int p_first)
{
    uint8_t bgra[4 * MAX_WIDTH];

    yuv2rgb32_mulhi_uv_s15_u16_ref(bgra, y, uv, coef, width, k, round, bits, in_shift,
                                   p_first);
    drop_alpha(dst, bgra, width);
}

static void yuv2rgb32_mulhi_uv_s15_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint16_t *y, const int16_t *const *uv,
                 const int16_t *coef, ptrdiff_t width, const SimdLessonRgbMul *k, int round,
                 int bits, int in_shift, int p_first);
    const int skip = c->at_end ? 2 * c->w - 2 * ((c->w + 1) / 2) : 0;
    const int16_t *uv[4];

    for (int j = 0; j < 3; j++)
        uv[j] = (const int16_t *)r->in[1 + j] + skip;
    uv[3] = (const int16_t *)r->in[1] + (c->at_end ? 0 : 2 * c->w - 2 * ((c->w + 1) / 2));
    RUN(run, r->out[0], r->in[0], uv, c->coef, c->w, &c->mul, c->v, c->lshift, c->rshift,
        c->shift);
}

/* yuv2rgb32_mulhi_pq: the same, the chroma in one row of pairs (2w words,
 * w + 1 used), swap (c->shift) from the parameter's low bit */
static unsigned setup_rgb32_pq(const Kernel *K, Case *c)
{
    Kernel k = *K;
    unsigned max;

    c->shift = c->param & 1;
    c->param >>= 1;
    k.nb_params /= 2;
    max = setup_rgb32_mulhi(&k, c);
    av_strlcatf(c->desc, sizeof(c->desc), c->shift ? ", pairs (q, p)" : ", pairs (p, q)");
    return max;
}

static void yuv2rgb32_mulhi_pq_u8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *y, const int16_t *pq, ptrdiff_t width,
                 const SimdLessonRgbMul *k, int round, int swap);
    const int skip = c->at_end ? 2 * c->w - 2 * ((c->w + 1) / 2) : 0;
    const uint8_t *y = (const uint8_t *)r->in[0] + (c->at_end ? c->w : 0);

    RUN(run, r->out[0], y, (const int16_t *)r->in[1] + skip, c->w, &c->mul, c->v, c->shift);
}

static void yuv2rgb32_mulhi_pq_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint16_t *y, const int16_t *pq, ptrdiff_t width,
                 const SimdLessonRgbMul *k, int round, int bits, int in_shift, int swap);
    const int skip = c->at_end ? 2 * c->w - 2 * ((c->w + 1) / 2) : 0;

    RUN(run, r->out[0], r->in[0], (const int16_t *)r->in[1] + skip, c->w, &c->mul, c->v,
        c->lshift, c->rshift, c->shift);
}

/*
 * RGB -> yuv420p as swscale's special converter: luma, width in pixels;
 * chroma, width in pairs, two rows.  Coefficients such as the context's
 * input_rgb2yuv_table holds (bgr24: B, G, R; BT.601 limited, BT.709 full),
 * then words at random (each result's low byte).
 */
static const SimdLessonRgbToYuv rgb_to_yuv[] = {
    { { 3208, 16519, 8414 }, { 14392, -9528, -4865 }, { -2337, -12055, 14392 } },
    { { 2363, 23436, 6966 }, { 16384, -12629, -3754 }, { -1490, -14893, 16384 } },
};
#define NB_RGB_TO_YUV (FF_ARRAY_ELEMS(rgb_to_yuv) + 3)

static unsigned setup_rgb_to_yuv(const Kernel *K, Case *c)
{
    if (c->param < FF_ARRAY_ELEMS(rgb_to_yuv)) {
        c->to_yuv = rgb_to_yuv[c->param];
        snprintf(c->desc, sizeof(c->desc), "coefficients %d", c->param);
    } else {
        int16_t *k[3] = { c->to_yuv.y, c->to_yuv.u, c->to_yuv.v };
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 4; j++)     /* (the fourth not read) */
                k[i][j] = rnd();
        }
        snprintf(c->desc, sizeof(c->desc), "random coefficients, y %d %d %d",
                 k[0][0], k[0][1], k[0][2]);
    }
    return 0;
}

static void rgb24toyv12_luma(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                 const SimdLessonRgbToYuv *k);
    RUN(run, r->out[0], r->in[0], c->w, &c->to_yuv);
}

static void rgb24toyv12_chroma(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *u, uint8_t *v, const uint8_t *src0, const uint8_t *src1,
                 ptrdiff_t width, const SimdLessonRgbToYuv *k);
    RUN(run, r->out[0], r->out[1], r->in[0], r->in[1], c->w, &c->to_yuv);
}

/*
 * RGB -> YUV as swscale's scaler: coefficients of bytes 0 to 3 of a pixel
 * such as the context's input_rgb2yuv_table gives (rgb24: R, G, B; bgra:
 * B, G, R, A; argb; BT.601 limited, BT.709 full), then words at random
 * (the sums wrap to 16 bits in uv15, as swscale's int16_t rows take them).
 * Chroma: width in pairs, a row of u and one of v; luma and chroma: width
 * in pairs, the row of luma (2 bytes a pair), of u and of v.
 */
static const SimdLessonRgbToYuv rgb2yuv15[] = {
    { { 8414, 16519, 3208 }, { -4865, -9528, 14392 }, { 14392, -12061, -2332 } },
    { { 3208, 16519, 8414 }, { 14392, -9528, -4865 }, { -2332, -12061, 14392 } },
    { { 0, 8414, 16519, 3208 }, { 0, -4865, -9528, 14392 }, { 0, 14392, -12061, -2332 } },
    { { 6966, 23436, 2366 }, { -3754, -12629, 16384 }, { 16384, -14882, -1502 } },
};
#define NB_RGB2YUV15 (FF_ARRAY_ELEMS(rgb2yuv15) + 6)

/* (the last three sets: u and v within 15 bits, which the AVX512ICL fused
 * kernels take doubled, sums that wrap included) */
static unsigned setup_rgb2yuv15(const Kernel *K, Case *c)
{
    if (c->param < FF_ARRAY_ELEMS(rgb2yuv15)) {
        c->to_yuv = rgb2yuv15[c->param];
        snprintf(c->desc, sizeof(c->desc), "coefficients %d", c->param);
    } else {
        const int half = c->param >= FF_ARRAY_ELEMS(rgb2yuv15) + 3;
        int16_t *k[3] = { c->to_yuv.y, c->to_yuv.u, c->to_yuv.v };
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 4; j++)
                k[i][j] = i && half ? (int16_t)rnd() >> 1 : rnd();
        snprintf(c->desc, sizeof(c->desc), "random coefficients, y %d %d %d %d, u %d %d %d %d",
                 k[0][0], k[0][1], k[0][2], k[0][3], k[1][0], k[1][1], k[1][2], k[1][3]);
    }
    return 0;
}

static void rgb_to_uv15(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, int16_t *u, int16_t *v, const uint8_t *src, ptrdiff_t width,
                 const SimdLessonRgbToYuv *k);
    RUN(run, r->out[0], r->out[1], r->in[0], c->w, &c->to_yuv);
}

static void rgb_to_y_uv15(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,
                 ptrdiff_t width, const SimdLessonRgbToYuv *k);
    RUN(run, r->out[0], r->out[1], r->out[2], r->in[0], c->w, &c->to_yuv);
}

/*
 * One plane of 15 bits a pixel: the y, u and v coefficients of each set
 * above with swscale's rounds for luma and chroma, then coefficients and
 * rounds at random (each result's low 16 bits).
 */
#define NB_RGB_P15 (3 * FF_ARRAY_ELEMS(rgb2yuv15) + 3)

static unsigned setup_rgb_p15(const Kernel *K, Case *c)
{
    if (c->param < 3 * FF_ARRAY_ELEMS(rgb2yuv15)) {
        const SimdLessonRgbToYuv *t = &rgb2yuv15[c->param / 3];
        const int16_t *k = c->param % 3 == 0 ? t->y : c->param % 3 == 1 ? t->u : t->v;

        memcpy(c->coef, k, 4 * sizeof(*k));
        c->v = c->param % 3 ? (256 << 14) + (1 << 8) : (32 << 14) + (1 << 8);
        snprintf(c->desc, sizeof(c->desc), "coefficients %d, %s", c->param / 3,
                 c->param % 3 ? "chroma" : "luma");
    } else {
        for (int j = 0; j < 4; j++)
            c->coef[j] = rnd();
        c->v = rnd();
        snprintf(c->desc, sizeof(c->desc), "random coefficients %d %d %d %d, round %d",
                 c->coef[0], c->coef[1], c->coef[2], c->coef[3], c->v);
    }
    return 0;
}

/* ... written to 8 bits, and to 9 to 14 bits (<< 16 - bits for odd
 * params), as param >> 1 of setup_rgb_p15 */
static unsigned setup_rgb_pn(const Kernel *K, Case *c)
{
    static const int bits[4] = { 10, 12, 9, 14 };
    const int odd = c->param & 1;

    c->param >>= 1;
    setup_rgb_p15(K, c);
    c->shift  = bits[c->param & 3];
    c->lshift = odd ? 16 - c->shift : 0;
    av_strlcatf(c->desc, sizeof(c->desc), "; %d bits << %d", c->shift, c->lshift);
    c->param = c->param * 2 + odd;
    return 0;
}

static void rgb_to_p8(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const uint8_t *src, ptrdiff_t width, const int16_t *k,
                 int round);
    RUN(run, r->out[0], r->in[0], c->w, c->coef, c->v);
}

static void rgb_to_p16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint16_t *dst, const uint8_t *src, ptrdiff_t width, const int16_t *k,
                 int round, int bits, int lshift);
    RUN(run, r->out[0], r->in[0], c->w, c->coef, c->v, c->shift, c->lshift);
}

static void rgb_to_p15(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, int16_t *dst, const uint8_t *src, ptrdiff_t width, const int16_t *k,
                 int round);
    RUN(run, r->out[0], r->in[0], c->w, c->coef, c->v);
}

/*
 * 16-bit RGB: the same sets with swscale's rounds of 16-bit sources
 * (rgb48LEToY_c: 0x2001 << 14; chroma: 0x10001 << 14), then at random; any
 * words.  The chroma of pairs takes setup_rgb2yuv15's sets.
 */
static unsigned setup_rgb16_p15(const Kernel *K, Case *c)
{
    setup_rgb_p15(K, c);
    if (c->param < 3 * FF_ARRAY_ELEMS(rgb2yuv15))
        c->v = c->param % 3 ? 0x10001 << 14 : 0x2001 << 14;
    return 0;
}

static void rgb16_to_p15(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, int16_t *dst, const uint16_t *src, ptrdiff_t width, const int16_t *k,
                 int round);
    RUN(run, r->out[0], r->in[0], c->w, c->coef, c->v);
}

static void rgb16_to_uv15(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, int16_t *u, int16_t *v, const uint16_t *src, ptrdiff_t width,
                 const SimdLessonRgbToYuv *k);
    RUN(run, r->out[0], r->out[1], r->in[0], c->w, &c->to_yuv);
}

/*
 * Their vertical filters of swscale's 15 bits: 1 to 8 taps over the three
 * input rows in turn, every 16-bit sample in; round the dither's (64 << 12
 * for the 32-bit sums, yuv2yuvX's start for its MMX filter: 7 at 8 taps),
 * 0, or at random; coefficients at random or swscale's bicubic ones of a
 * 2:1 chroma row.  Every sum wraps.
 */
static void setup_s16(Case *c, int mulhi, int max_taps)
{
    /* (9 to 12 taps: the route's 8 and its dither's row, of coefficient
     * 4096 or -32768, swscale_simdlesson.c) */
    static const int16_t bicubic[12] = { -58, -172, 492, 1786, 1786, 492, -172, -58,
                                         4096, -32768, 0, 4096 };
    const int kind = c->param / max_taps;

    c->shift = 1 + c->param % max_taps;
    c->v     = kind == 0 ? (mulhi ? ((c->shift - 1) * 8 + 64) >> 4 : 64 << 12) :
               kind == 1 ? 0 : mulhi ? (int16_t)rnd() : (int)rnd();
    for (int j = 0; j < 12; j++)
        c->coef[j] = kind == 3 ? bicubic[j] : (int16_t)rnd();
    snprintf(c->desc, sizeof(c->desc), "%d taps, round %d, %s coefficients", c->shift, c->v,
             kind == 3 ? "bicubic" : "random");
}

/* ... to 9 to 14 bits: 1 to 8 taps, bits 10, 12, 9 and 14, lshift 0 or
 * 16 - bits (p010), coefficients at random or bicubic */
static unsigned setup_vfilter_s16_u16(const Kernel *K, Case *c)
{
    static const int16_t bicubic[8] = { -58, -172, 492, 1786, 1786, 492, -172, -58 };
    static const int bits[4] = { 10, 12, 9, 14 };

    c->shift  = 1 + (c->param & 7);
    c->v      = bits[(c->param >> 3) & 3];
    c->lshift = c->param & 32 ? 16 - c->v : 0;
    for (int j = 0; j < 8; j++)
        c->coef[j] = c->param & 64 ? bicubic[j] : (int16_t)rnd();
    snprintf(c->desc, sizeof(c->desc), "%d taps, %d bits << %d, %s coefficients", c->shift,
             c->v, c->lshift, c->param & 64 ? "bicubic" : "random");
    return 0;
}

static void vfilter_s16_u16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint16_t *dst, const int16_t *const *src, const int16_t *coef,
                 int taps, ptrdiff_t width, int bits, int lshift);
    const int16_t *src[8];

    for (int j = 0; j < 8; j++)
        src[j] = r->in[j % 3];
    RUN(run, r->out[0], src, c->coef, c->shift, c->w, c->v, c->lshift);
}

static unsigned setup_vfilter_s16(const Kernel *K, Case *c)
{
    setup_s16(c, 0, K->out[0] == 2 ? 8 : 12);      /* (vfilter_s16_uv: 8) */
    return 0;
}

static unsigned setup_vfilter_s16_mulhi(const Kernel *K, Case *c)
{
    setup_s16(c, 1, 12);
    return 0;
}

/* vfilter_s16 and vfilter_s16_mulhi (1 to 12 taps) */
static void vfilter_s16(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const int16_t *const *src, const int16_t *coef,
                 int taps, ptrdiff_t width, int round);
    const int16_t *src[12];

    for (int j = 0; j < 12; j++)
        src[j] = r->in[j % 3];
    RUN(run, r->out[0], src, c->coef, c->shift, c->w, c->v);
}

/* the same of two planes, interleaved: width counts pairs; each input row
 * holds the w words of u, then those of v (v_off = w), or the other way
 * round (v_off = -w, as for nv21) */
static void vfilter_s16_uv(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *dst, const int16_t *const *src, ptrdiff_t v_off,
                 const int16_t *coef, int taps, ptrdiff_t width, int round);
    const int neg = (c->idx >> 4) & 1;     /* (not with the taps' parity) */
    const int16_t *src[8];

    for (int j = 0; j < 8; j++)
        src[j] = (const int16_t *)r->in[j % 3] + (neg ? c->w : 0);
    RUN(run, r->out[0], src, neg ? -c->w : c->w, c->coef, c->shift, c->w, c->v);
}

/* rgb24_to_y_uv15_mulhi, rgb32_to_y_uv15_mulhi: rgb_to_y_uv15 and, in the
 * same pass, vfilter_s16_mulhi of 8 taps to output 3; rgb24_to_y_uv15_s16,
 * rgb32_to_y_uv15_s16 (2 bytes a pair of output 3): vfilter_s16 to its
 * even bytes, whose odd bytes stay, in every other case from its second
 * byte (c->lshift), as nv12's v.  The coefficient sets of setup_rgb2yuv15,
 * each with setup_s16's rounds and coefficients.  No C version in the DSP:
 * the reference is the two C functions */
static unsigned setup_rgb2yuv15_filter(const Kernel *K, Case *c)
{
    const int param = c->param, s16 = K->out[3] == 2;
    char taps[sizeof(c->desc)];

    c->param = param % 4 * 12 + 7;
    setup_s16(c, !s16, 12);
    av_strlcpy(taps, c->desc, sizeof(taps));
    c->param = param / 4;
    setup_rgb2yuv15(K, c);
    c->lshift = s16 && c->idx & 1;
    av_strlcatf(c->desc, sizeof(c->desc), ", %s%s", taps, c->lshift ? ", odd bytes" : "");
    return 0;
}

/* (their references: the filter's row, then its samples step bytes apart) */
#define RGB_TO_Y_UV15_FILTER_REF(bits, filter, vfilter, step)                                 \
static void rgb##bits##_to_y_uv15_##filter##_ref(uint8_t *y, int16_t *u, int16_t *v,          \
                                                 const uint8_t *src, ptrdiff_t width,         \
                                                 const SimdLessonRgbToYuv *k, uint8_t *vdst,  \
                                                 const int16_t *const *rows,                  \
                                                 const int16_t *coef, int round)              \
{                                                                                             \
    uint8_t row[MAX_WIDTH];                                                                   \
                                                                                              \
    ref_dsp.rgb##bits##_to_y_uv15(y, u, v, src, width, k);                                    \
    ref_dsp.vfilter(row, rows, coef, 8, width, round);                                        \
    for (int i = 0; i < width; i++)                                                           \
        vdst[step * i] = row[i];                                                              \
}
RGB_TO_Y_UV15_FILTER_REF(24, mulhi, vfilter_s16_mulhi, 1)
RGB_TO_Y_UV15_FILTER_REF(32, mulhi, vfilter_s16_mulhi, 1)
RGB_TO_Y_UV15_FILTER_REF(24, s16, vfilter_s16, 2)
RGB_TO_Y_UV15_FILTER_REF(32, s16, vfilter_s16, 2)

/* (the 8 rows: the three input rows in turn, each from its start, one word
 * on or two, so that no two taps read the same words) */
static void rgb_to_y_uv15_filter(const Case *c, const Rows *r, enum Run run)
{
    declare_func(void, uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,
                 ptrdiff_t width, const SimdLessonRgbToYuv *k, uint8_t *vdst,
                 const int16_t *const *rows, const int16_t *coef, int round);
    const int16_t *rows[8];

    for (int j = 0; j < 8; j++)
        rows[j] = (const int16_t *)r->in[1 + j % 3] + j / 3;
    RUN(run, r->out[0], r->out[1], r->out[2], r->in[0], c->w, &c->to_yuv,
        (uint8_t *)r->out[3] + c->lshift, rows, c->coef, c->v);
}

/* Benches: a row of 3840 samples, or of a 3840-pixel frame (1920 pixels,
 * pairs or macropixels); 10 bits; depth 8 to 10, 10 to 16, 16 to 10, 10 to 8 */
static const Kernel
/*                 run            setup          out        in           samples, in place,
                                                                       params, bench */
    ADD_U8       = { add_u8,       NULL,          { 1 },     { 1, 1 },    1, 1, 1,  1,  0, 3840 },
    OFFSET_U8    = { offset_u8,    setup_add,     { 1 },     { 1 },       1, 1, 1, 11, 10, 3840 },
    ADD_U16      = { add_u16,      setup_add,     { 2 },     { 2, 2 },    2, 2, 1, 10,  1, 3840 },
    OFFSET_U16   = { offset_u16,   setup_add,     { 2 },     { 2 },       2, 2, 1, 10,  1, 3840 },
    SHUFFLE_3    = { shuffle,      setup_shuffle, { 3 },     { 3 },       1, 1, 1, 10,  0, 1920 },
    SHUFFLE_4    = { shuffle,      setup_shuffle, { 4 },     { 4 },       1, 1, 1, 10,  0, 1920 },
    SHUFFLE_6    = { shuffle,      setup_shuffle, { 6 },     { 6 },       1, 1, 1, 10,  0, 1920 },
    SHUFFLE_8    = { shuffle,      setup_shuffle, { 8 },     { 8 },       1, 1, 1, 10,  0, 1920 },
    REPACK_3TO4  = { shuffle,      setup_shuffle, { 4 },     { 3 },       1, 1, 0, 10,  0, 1920 },
    REPACK_4TO3  = { shuffle,      setup_shuffle, { 3 },     { 4 },       1, 1, 0, 10,  0, 1920 },
    REPACK_6TO8  = { shuffle,      setup_shuffle, { 8 },     { 6 },       1, 1, 0, 10,  0, 1920 },
    REPACK_8TO6  = { shuffle,      setup_shuffle, { 6 },     { 8 },       1, 1, 0, 10,  0, 1920 },
    UP_U8        = { up_u8,        setup_up,      { 2 },     { 1 },       2, 1, 0, 10,  2, 3840 },
    UP_U16       = { up_u16,       setup_up,      { 2 },     { 2 },       2, 2, 0, 20, 12, 3840 },
    DOWN_U16     = { down_u16,     setup_down,    { 2 },     { 2 },       2, 2, 0, 20, 12, 3840 },
    DOWN_U8      = { down_u8,      setup_down,    { 1 },     { 2 },       1, 2, 0, 10,  2, 3840 },
    INTERL_U8    = { interl_u8,    NULL,          { 2 },     { 1, 1 },    1, 1, 0,  1,  0, 1920 },
    DEINTERL_U8  = { deinterl_u8,  NULL,          { 1, 1 },  { 2 },       1, 1, 0,  1,  0, 1920 },
    INTERL_U16   = { interl_u16,   setup_shift,   { 4 },     { 2, 2 },    2, 2, 0,  9,  6, 1920 },
    DEINTERL_U16 = { deinterl_u16, setup_shift,   { 2, 2 },  { 4 },       2, 2, 0,  9,  6, 1920 },
    PACK         = { pack,         NULL,          { 4 },     { 2, 1, 1 }, 1, 1, 0,  1,  0, 1920 },
    UNPACK       = { unpack,       NULL,          { 2, 1, 1 }, { 4 },       1, 1, 0,  1,  0, 1920 },
    PACK_U16     = { pack_u16,     setup_shift,   { 8 },     { 4, 2, 2 }, 2, 2, 0,  9,  6, 1920 },
    UNPACK_U16   = { unpack_u16,   setup_shift,   { 4, 2, 2 }, { 8 },       2, 2, 0,  9,  6, 1920 },
    VFILTER_U8   = { vfilter_u8,   setup_vfilter, { 1 },     { 1, 1, 1 }, 1, 1, 0, 32, 13, 1920 },
    VFILTER_U16  = { vfilter_u16,  setup_vfilter_u16, { 1 }, { 2, 2, 2 }, 1, 2, 0, 112, 92, 1920 },
    VFILTER_S15  = { vfilter_s15,  setup_vfilter_s15, { 1 }, { 2, 2, 2 }, 1, 2, 0, 32, 13, 1920 },
    MULHI_U8     = { vfilter_mulhi_u8, setup_vfilter_mulhi, { 2 }, { 1, 1, 1 }, 2, 1, 0, 32, 27, 1920 },
    MULHI_U16    = { vfilter_mulhi_u16, setup_vfilter_mulhi_u16, { 2 }, { 2, 2, 2 }, 2, 2, 0, 224, 193, 1920 },
    MULHI_UV_U8  = { vfilter_mulhi_uv_u8, setup_vfilter_mulhi, { 2, 2 }, { 2, 2, 2 }, 2, 1, 0, 32, 27, 960 },
    MULHI_UV_U16 = { vfilter_mulhi_uv_u16, setup_vfilter_mulhi_u16, { 2, 2 }, { 4, 4, 4 }, 2, 2, 0, 224, 193, 960 },
    TO15         = { to15_u16, setup_to15, { 2 }, { 2 }, 2, 2, 0, NB_DEPTHS, 1, 1920 },
    MULHI_S15    = { vfilter_mulhi_s15, setup_vfilter_mulhi, { 2 }, { 2, 2, 2 }, 2, 2, 0, 32, 27, 1920 },
    MULHI_UV_S15 = { vfilter_mulhi_uv_s15, setup_vfilter_mulhi, { 2, 2 }, { 4, 4, 4 }, 2, 2, 0, 32, 27, 960 },
    RGB32_U8     = { yuv2rgb32_mulhi_u8, setup_rgb32_mulhi, { 4 }, { 2, 2, 2 }, 1, 2, 0, 3 * NB_RGB_MUL, 0, 1920 },
    RGB32_U16    = { yuv2rgb32_mulhi_u16, setup_rgb32_mulhi, { 4 }, { 2, 2, 2 }, 1, 2, 0, 21 * NB_RGB_MUL, 12, 1920 },
    BGR24_U8     = { yuv2rgb32_mulhi_u8, setup_rgb32_mulhi, { 3 }, { 2, 2, 2 }, 1, 2, 0, 3 * NB_RGB_MUL, 0, 1920 },
    BGR24_U16    = { yuv2rgb32_mulhi_u16, setup_rgb32_mulhi, { 3 }, { 2, 2, 2 }, 1, 2, 0, 21 * NB_RGB_MUL, 12, 1920 },
    RGB32_PQ_U8  = { yuv2rgb32_mulhi_pq_u8, setup_rgb32_pq, { 4 }, { 2, 4 }, 1, 2, 0, 6 * NB_RGB_MUL, 0, 1920 },
    RGB32_PQ_U16 = { yuv2rgb32_mulhi_pq_u16, setup_rgb32_pq, { 4 }, { 2, 4 }, 1, 2, 0, 42 * NB_RGB_MUL, 24, 1920 },
    RGB32_UV_U8  = { yuv2rgb32_mulhi_uv_u8, setup_rgb32_uv, { 4 }, { 2, 2, 2, 2 }, 1, 1, 0,
                     2 * (FF_ARRAY_ELEMS(uv_taps) + 1) * 3 * NB_RGB_MUL, 1, 1920 },
    BGR24_UV_U8  = { yuv2rgb32_mulhi_uv_u8, setup_rgb32_uv, { 3 }, { 2, 2, 2, 2 }, 1, 1, 0,
                     2 * (FF_ARRAY_ELEMS(uv_taps) + 1) * 3 * NB_RGB_MUL, 1, 1920 },
    RGB32_S15_U16 = { yuv2rgb32_mulhi_s15_u16, setup_rgb32_s15, { 4 }, { 2, 4, 4, 4 }, 1, 2, 0,
                      84 * NB_RGB_MUL, 48, 1920 },
    RGB32_UV_S15_U16 = { yuv2rgb32_mulhi_uv_s15_u16, setup_rgb32_s15, { 4 }, { 2, 4, 4, 4 },
                         1, 2, 0, 84 * NB_RGB_MUL, 49, 1920 },
    BGR24_S15_U16 = { yuv2rgb32_mulhi_s15_u16, setup_rgb32_s15, { 3 }, { 2, 4, 4, 4 }, 1, 2, 0,
                      84 * NB_RGB_MUL, 48, 1920 },
    BGR24_UV_S15_U16 = { yuv2rgb32_mulhi_uv_s15_u16, setup_rgb32_s15, { 3 }, { 2, 4, 4, 4 },
                         1, 2, 0, 84 * NB_RGB_MUL, 49, 1920 },
    YUV2RGB24_U8 = { yuv2rgb24_u8, setup_rgb,     { 6 },     { 2, 1, 1 }, 1, 1, 0,
                     NB_RGB_SETS, 0, 960 },
    YUV2RGB24_U16 = { yuv2rgb24_u16, setup_rgb_u16, { 6 },   { 4, 2, 2 }, 1, 2, 0,
                      14 * NB_RGB_SETS, 7 * NB_RGB_SETS + 10, 960 },
    YUV2RGB24_UV_U8 = { yuv2rgb24_uv_u8, setup_rgb_uv, { 6 }, { 2, 2 }, 1, 1, 0,
                        2 * NB_RGB_SETS, 0, 960 },
    YUV2RGB24_UV_U16 = { yuv2rgb24_uv_u16, setup_rgb_uv, { 6 }, { 4, 2 }, 1, 2, 0,
                         28 * NB_RGB_SETS, 7 * NB_RGB_SETS + 10, 960 },
    YUV2RGB32_U8 = { yuv2rgb32_u8, setup_rgb32,   { 8 },     { 2, 1, 1 }, 1, 1, 0,
                     2 * NB_RGB_SETS, 0, 960 },
    YUV2RGB32_U16 = { yuv2rgb32_u16, setup_rgb32, { 8 },     { 4, 2, 2 }, 1, 2, 0,
                      28 * NB_RGB_SETS, 7 * NB_RGB_SETS + 10, 960 },
    FULL24_U8    = { yuv2rgb24_full_u8, setup_rgb_full, { 3 }, { 1, 1, 1 }, 1, 1, 0, NB_RGB_FULL, 0, 1920 },
    FULL24_U16   = { yuv2rgb24_full_u16, setup_rgb_full, { 3 }, { 2, 2, 2 }, 1, 2, 0, 14 * NB_RGB_FULL, 1, 1920 },
    FULL32_U8    = { yuv2rgb32_full_u8, setup_rgb_full, { 4 }, { 1, 1, 1 }, 1, 1, 0, 2 * NB_RGB_FULL, 0, 1920 },
    FULL32_U16   = { yuv2rgb32_full_u16, setup_rgb_full, { 4 }, { 2, 2, 2 }, 1, 2, 0, 28 * NB_RGB_FULL, 1, 1920 },
    SPLIT3       = { split3_u8,    NULL,          { 1, 1, 1 }, { 3 },     1, 1, 0,  1,  0, 1920 },
    MERGE3       = { merge3_u8,    NULL,          { 3 },     { 1, 1, 1 }, 1, 1, 0,  1,  0, 1920 },
    HSCALE2X     = { hscale2x_u8, setup_hscale2x, { 4 },     { 1 },       2, 1, 0,  3,  0, 960, 0, 4 },
    HSCALE2X_U16 = { hscale2x_u16, setup_hscale2x_u16, { 4 }, { 2 },      2, 2, 0, 18,  3, 960, 0, 8 },
    VFILTER_S32  = { vfilter_s16_s32, setup_vfilter_s16_s32, { 4 }, { 2, 2, 2 }, 2, 2, 0, 16, 13, 1920, 4 },
    FULL32_24_U8  = { yuv2rgb24_full32_u8, setup_rgb_full32, { 3 }, { 4, 4, 4 }, 1, 1, 0, NB_RGB_FULL, 0, 1920, 4 },
    FULL32_24_U16 = { yuv2rgb24_full32_u16, setup_rgb_full32, { 3 }, { 4, 4, 4 }, 1, 2, 0, 7 * NB_RGB_FULL, 1, 1920, 4 },
    FULL32_32_U8  = { yuv2rgb32_full32_u8, setup_rgb_full32, { 4 }, { 4, 4, 4 }, 1, 1, 0, 2 * NB_RGB_FULL, 0, 1920, 4 },
    FULL32_32_U16 = { yuv2rgb32_full32_u16, setup_rgb_full32, { 4 }, { 4, 4, 4 }, 1, 2, 0, 14 * NB_RGB_FULL, 1, 1920, 4 },
    FULL32_P_U8   = { yuv2rgbp_full32_u8, setup_rgb_full32, { 1, 1, 1 }, { 4, 4, 4 }, 1, 1, 0, NB_RGB_FULL, 0, 1920, 4 },
    FULL32_P_U16  = { yuv2rgbp_full32_u16, setup_rgb_full32, { 1, 1, 1 }, { 4, 4, 4 }, 1, 2, 0, 7 * NB_RGB_FULL, 1, 1920, 4 },
    S17          = { vfilter_u16_s17, setup_vfilter_u16, { 4 }, { 2, 2, 2 }, 2, 2, 0, 16 * NB_DEPTHS48, 105, 1920, 4 },
    RGB48        = { yuv2rgb48, setup_rgb48, { 6 }, { 2, 8, 8 }, 2, 2, 0, 4 * NB_DEPTHS48 * NB_RGB48, 1, 1920, 4 },
    RGBA64       = { yuv2rgb48, setup_rgb48, { 8 }, { 2, 8, 8 }, 2, 2, 0, 4 * NB_DEPTHS48 * NB_RGB48, 8, 1920, 4 },
    S32_S17      = { vfilter_s32_s17, setup_vfilter_s32_s17, { 4 }, { 4, 4, 4 }, 2, 2, 0, 32, 19, 1920, 4 },
    RGB48_FULL   = { yuv2rgb48_full, setup_rgb48, { 6 }, { 2, 4, 4 }, 2, 2, 0, 4 * NB_DEPTHS48 * NB_RGB48, 1, 1920, 4 },
    RGBA64_FULL  = { yuv2rgb48_full, setup_rgb48, { 8 }, { 2, 4, 4 }, 2, 2, 0, 4 * NB_DEPTHS48 * NB_RGB48, 8, 1920, 4 },
    YUV420_RGB24 = { yuv420_rgb24, setup_rgb_mul, { 3 },     { 1, 1, 1 }, 1, 1, 0, NB_RGB_MUL,     0, 1920 },
    YUV420_RGB32 = { yuv420_rgb32, setup_rgb_mul, { 4 },  { 1, 1, 1, 1 }, 1, 1, 0, 2 * NB_RGB_MUL, 0, 1920 },
    RGB_Y        = { rgb24toyv12_luma, setup_rgb_to_yuv, { 1 }, { 3 },     1, 1, 0, NB_RGB_TO_YUV, 0, 1920 },
    RGB_UV       = { rgb24toyv12_chroma, setup_rgb_to_yuv, { 1, 1 }, { 6, 6 }, 1, 1, 0, NB_RGB_TO_YUV, 0, 960 },
    RGB24_UV15   = { rgb_to_uv15,  setup_rgb2yuv15, { 2, 2 }, { 6 },      2, 1, 0, NB_RGB2YUV15, 0, 960 },
    RGB32_UV15   = { rgb_to_uv15,  setup_rgb2yuv15, { 2, 2 }, { 8 },      2, 1, 0, NB_RGB2YUV15, 1, 960 },
    RGB24_Y_UV15 = { rgb_to_y_uv15, setup_rgb2yuv15, { 2, 2, 2 }, { 6 },  2, 1, 0, NB_RGB2YUV15, 0, 960 },
    RGB32_Y_UV15 = { rgb_to_y_uv15, setup_rgb2yuv15, { 2, 2, 2 }, { 8 },  2, 1, 0, NB_RGB2YUV15, 1, 960 },
    /* (bytes compared, words kept aligned) */
    RGB24_Y_UV15_MULHI = { rgb_to_y_uv15_filter, setup_rgb2yuv15_filter, { 2, 2, 2, 1 }, { 6, 2, 2, 2 },
                           1, 1, 0, 4 * NB_RGB2YUV15, 7, 960, 2, 4 },
    RGB32_Y_UV15_MULHI = { rgb_to_y_uv15_filter, setup_rgb2yuv15_filter, { 2, 2, 2, 1 }, { 8, 2, 2, 2 },
                           1, 1, 0, 4 * NB_RGB2YUV15, 7, 960, 2, 4 },
    RGB24_Y_UV15_S16 = { rgb_to_y_uv15_filter, setup_rgb2yuv15_filter, { 2, 2, 2, 2 }, { 6, 2, 2, 2 },
                         1, 1, 0, 4 * NB_RGB2YUV15, 7, 960, 2, 4 },
    RGB32_Y_UV15_S16 = { rgb_to_y_uv15_filter, setup_rgb2yuv15_filter, { 2, 2, 2, 2 }, { 8, 2, 2, 2 },
                         1, 1, 0, 4 * NB_RGB2YUV15, 7, 960, 2, 4 },
    RGB24_P15    = { rgb_to_p15,   setup_rgb_p15, { 2 },     { 3 },      2, 1, 0, NB_RGB_P15, 0, 1920 },
    RGB32_P15    = { rgb_to_p15,   setup_rgb_p15, { 2 },     { 4 },      2, 1, 0, NB_RGB_P15, 6, 1920 },
    RGB48_P15    = { rgb16_to_p15, setup_rgb16_p15, { 2 },   { 6 },      2, 2, 0, NB_RGB_P15, 0, 1920 },
    RGBA64_P15   = { rgb16_to_p15, setup_rgb16_p15, { 2 },   { 8 },      2, 2, 0, NB_RGB_P15, 6, 1920 },
    RGB48_UV15   = { rgb16_to_uv15, setup_rgb2yuv15, { 2, 2 }, { 12 },   2, 2, 0, NB_RGB2YUV15, 0, 960 },
    RGBA64_UV15  = { rgb16_to_uv15, setup_rgb2yuv15, { 2, 2 }, { 16 },   2, 2, 0, NB_RGB2YUV15, 1, 960 },
    RGB24_P8     = { rgb_to_p8,    setup_rgb_p15, { 1 },     { 3 },      1, 1, 0, NB_RGB_P15, 0, 1920 },
    RGB32_P8     = { rgb_to_p8,    setup_rgb_p15, { 1 },     { 4 },      1, 1, 0, NB_RGB_P15, 6, 1920 },
    RGB24_P16    = { rgb_to_p16,   setup_rgb_pn,  { 2 },     { 3 },      2, 1, 0, 2 * NB_RGB_P15, 0, 1920 },
    RGB32_P16    = { rgb_to_p16,   setup_rgb_pn,  { 2 },     { 4 },      2, 1, 0, 2 * NB_RGB_P15, 12, 1920 },
    VFILTER_S16  = { vfilter_s16,  setup_vfilter_s16, { 1 }, { 2, 2, 2 }, 1, 2, 0, 48, 43, 960 },
    VFILTER_S16_U16 = { vfilter_s16_u16, setup_vfilter_s16_u16, { 2 }, { 2, 2, 2 }, 2, 2, 0, 128, 71, 1920 },
    VFILTER_S16_UV = { vfilter_s16_uv, setup_vfilter_s16, { 2 }, { 4, 4, 4 }, 1, 2, 0, 32, 31, 960 },
    VFILTER_S16_MULHI = { vfilter_s16, setup_vfilter_s16_mulhi, { 1 }, { 2, 2, 2 }, 1, 2, 0, 48, 43, 960 };

void checkasm_check_simdlesson(void)
{
    SimdLessonDSPContext dsp;
    Buffers b = { { NULL } };

    for (int k = 0; k < MAX_ROWS; k++) {
        b.out_ref[k] = av_malloc(BUF_SIZE);
        b.out_new[k] = av_malloc(BUF_SIZE);
        if (!b.out_ref[k] || !b.out_new[k] || fence_alloc(&b.in[k]) < 0) {
            fail();
            fprintf(stderr, "simdlesson: cannot allocate the rows\n");
            goto end;
        }
    }
    ff_simdlesson_dsp_init(&dsp);
    if (!ref_dsp.yuv2rgb24_u8)      /* the first call: checkasm's C level */
        ref_dsp = dsp;

#define CHECK(K, f) check(&b, &K, dsp.f, #f)
/* a kernel the DSP may lack (NULL): where it does, the test's f_ref,
 * registered at the C level, so that the first level with f compares */
#define CHECK_FUSED(K, f) check(&b, &K, dsp.f ? (void *)dsp.f : (void *)f##_ref, #f)
    CHECK(ADD_U8,    add_sat_u8);
    CHECK(ADD_U8,    add_wrap_u8);
    CHECK(ADD_U8,    add_bias_u8);
    CHECK(OFFSET_U8, offset_sat_u8);
    CHECK(OFFSET_U8, offset_wrap_u8);
    report("add_u8");
    CHECK(ADD_U16,    add_sat_u16);
    CHECK(ADD_U16,    add_wrap_u16);
    CHECK(ADD_U16,    add_bias_u16);
    CHECK(OFFSET_U16, offset_sat_u16);
    CHECK(OFFSET_U16, offset_wrap_u16);
    report("add_u16");
    CHECK(SHUFFLE_3, shuffle_3);
    CHECK(SHUFFLE_4, shuffle_4);
    CHECK(SHUFFLE_6, shuffle_6);
    CHECK(SHUFFLE_8, shuffle_8);
    report("shuffle");
    CHECK(REPACK_3TO4, repack_3to4);
    CHECK(REPACK_4TO3, repack_4to3);
    CHECK(REPACK_6TO8, repack_6to8);
    CHECK(REPACK_8TO6, repack_8to6);
    report("repack");
    CHECK(UP_U8,  depth_up_u8);
    CHECK(UP_U16, depth_up_u16);
    report("depth_up");
    CHECK(DOWN_U16, depth_down_u16);
    CHECK(DOWN_U8,  depth_down_u8);
    report("depth_down");
    CHECK(INTERL_U8,  interleave_u8);
    CHECK(INTERL_U16, interleave_u16);
    report("interleave");
    CHECK(DEINTERL_U8,  deinterleave_u8);
    CHECK(DEINTERL_U16, deinterleave_u16);
    report("deinterleave");
    CHECK(PACK,     pack_yuyv);
    CHECK(PACK,     pack_uyvy);
    CHECK(PACK_U16, pack_yuyv_u16);
    report("pack");
    CHECK(UNPACK,     unpack_yuyv);
    CHECK(UNPACK,     unpack_uyvy);
    CHECK(UNPACK_U16, unpack_yuyv_u16);
    report("unpack");
    CHECK(VFILTER_U8,  vfilter_u8);
    CHECK(VFILTER_U16, vfilter_u16);
    CHECK(VFILTER_S15, vfilter_s15);
    report("vfilter");
    CHECK(YUV2RGB24_U8,  yuv2rgb24_u8);
    CHECK(YUV2RGB24_U16, yuv2rgb24_u16);
    if (ref_dsp.yuv2rgb24_u8) {
        CHECK_FUSED(YUV2RGB24_UV_U8,  yuv2rgb24_uv_u8);
        CHECK_FUSED(YUV2RGB24_UV_U16, yuv2rgb24_uv_u16);
    }
    report("yuv2rgb24");
    CHECK(YUV2RGB32_U8,  yuv2rgb32_u8);
    CHECK(YUV2RGB32_U16, yuv2rgb32_u16);
    report("yuv2rgb32");
    CHECK(FULL24_U8,  yuv2rgb24_full_u8);
    CHECK(FULL24_U16, yuv2rgb24_full_u16);
    CHECK(FULL32_U8,  yuv2rgb32_full_u8);
    CHECK(FULL32_U16, yuv2rgb32_full_u16);
    report("yuv2rgb_full");
    CHECK(SPLIT3,        split3_u8);
    report("split3");
    CHECK(MERGE3,        merge3_u8);
    report("merge3");
    CHECK(HSCALE2X,      hscale2x_u8);
    CHECK(HSCALE2X_U16,  hscale2x_u16);
    CHECK(VFILTER_S32,   vfilter_s16_s32);
    CHECK(FULL32_24_U8,  yuv2rgb24_full32_u8);
    CHECK(FULL32_24_U16, yuv2rgb24_full32_u16);
    CHECK(FULL32_32_U8,  yuv2rgb32_full32_u8);
    CHECK(FULL32_32_U16, yuv2rgb32_full32_u16);
    CHECK(FULL32_P_U8,   yuv2rgbp_full32_u8);
    CHECK(FULL32_P_U16,  yuv2rgbp_full32_u16);
    report("yuv2rgb_full32");
    CHECK(S17,    vfilter_u16_s17);
    CHECK(RGB48,  yuv2rgb48);
    check(&b, &RGBA64, dsp.yuv2rgb48, "yuv2rgb48_alpha");
    CHECK(S32_S17,    vfilter_s32_s17);
    CHECK(RGB48_FULL, yuv2rgb48_full);
    check(&b, &RGBA64_FULL, dsp.yuv2rgb48_full, "yuv2rgb48_full_alpha");
    report("yuv2rgb48");
    CHECK(MULHI_U8,  vfilter_mulhi_u8);
    CHECK(MULHI_U16, vfilter_mulhi_u16);
    CHECK(MULHI_UV_U8,  vfilter_mulhi_uv_u8);
    CHECK(MULHI_UV_U16, vfilter_mulhi_uv_u16);
    CHECK(TO15,         to15_u16);
    CHECK(MULHI_S15,    vfilter_mulhi_s15);
    CHECK(MULHI_UV_S15, vfilter_mulhi_uv_s15);
    report("vfilter_mulhi");
    CHECK(RGB32_U8,  yuv2rgb32_mulhi_u8);
    CHECK(RGB32_U16, yuv2rgb32_mulhi_u16);
    if (ref_dsp.yuv2rgb32_mulhi_u8) {
        CHECK_FUSED(BGR24_U8,  yuv2bgr24_mulhi_u8);
        CHECK_FUSED(BGR24_U16, yuv2bgr24_mulhi_u16);
        CHECK_FUSED(RGB32_UV_U8, yuv2rgb32_mulhi_uv_u8);
        CHECK_FUSED(BGR24_UV_U8, yuv2bgr24_mulhi_uv_u8);
        CHECK_FUSED(RGB32_S15_U16, yuv2rgb32_mulhi_s15_u16);
        CHECK_FUSED(RGB32_UV_S15_U16, yuv2rgb32_mulhi_uv_s15_u16);
        CHECK_FUSED(BGR24_S15_U16, yuv2bgr24_mulhi_s15_u16);
        CHECK_FUSED(BGR24_UV_S15_U16, yuv2bgr24_mulhi_uv_s15_u16);
    }
    CHECK(RGB32_PQ_U8,  yuv2rgb32_mulhi_pq_u8);
    CHECK(RGB32_PQ_U16, yuv2rgb32_mulhi_pq_u16);
    report("yuv2rgb32_mulhi");
    CHECK(YUV420_RGB24, yuv420_rgb24);
    CHECK(YUV420_RGB32, yuv420_rgb32);
    report("yuv420_rgb");
    CHECK(RGB_Y,  rgb24toyv12_luma);
    CHECK(RGB_UV, rgb24toyv12_chroma);
    CHECK(RGB_Y,  rgb24toyv12_luma_sat);
    CHECK(RGB_UV, rgb24toyv12_chroma_sat);
    report("rgb24toyv12");
    CHECK(RGB24_UV15, rgb24_to_uv15);
    CHECK(RGB32_UV15, rgb32_to_uv15);
    CHECK(RGB24_Y_UV15, rgb24_to_y_uv15);
    CHECK(RGB32_Y_UV15, rgb32_to_y_uv15);
    CHECK_FUSED(RGB24_Y_UV15_MULHI, rgb24_to_y_uv15_mulhi);
    CHECK_FUSED(RGB32_Y_UV15_MULHI, rgb32_to_y_uv15_mulhi);
    CHECK_FUSED(RGB24_Y_UV15_S16, rgb24_to_y_uv15_s16);
    CHECK_FUSED(RGB32_Y_UV15_S16, rgb32_to_y_uv15_s16);
    CHECK(RGB24_P15, rgb24_to_p15);
    CHECK(RGB32_P15, rgb32_to_p15);
    CHECK(RGB48_P15,   rgb48_to_p15);
    CHECK(RGBA64_P15,  rgba64_to_p15);
    CHECK(RGB48_UV15,  rgb48_to_uv15);
    CHECK(RGBA64_UV15, rgba64_to_uv15);
    CHECK(RGB24_P8,  rgb24_to_p8);
    CHECK(RGB32_P8,  rgb32_to_p8);
    CHECK(RGB24_P16, rgb24_to_p16);
    CHECK(RGB32_P16, rgb32_to_p16);
    report("rgb_to_yuv15");
    CHECK(VFILTER_S16,       vfilter_s16);
    CHECK(VFILTER_S16_UV,    vfilter_s16_uv);
    CHECK(VFILTER_S16_U16,   vfilter_s16_u16);
    CHECK(VFILTER_S16_MULHI, vfilter_s16_mulhi);
    report("vfilter_s16");
#undef CHECK
#undef CHECK_FUSED

end:
    for (int k = 0; k < MAX_ROWS; k++) {
        av_free(b.out_ref[k]);
        av_free(b.out_new[k]);
        fence_free(&b.in[k]);
    }
}
