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
#include "libavfilter/simdlessondsp.h"
#include "libavutil/intreadwrite.h"
#include "libavutil/mem.h"

/*
 * Every kernel is run on rows of every width from 1 to 4 * 64 + 3 samples
 * (past four AVX-512 vectors and a partial one, whatever the sample size) and
 * on 3839- and 3840-sample rows (pixels, for the shuffles), at several
 * source and destination misalignments, out of place and in place, on
 * random data and on data biased to the extremes (0, max, max - 1, the
 * middle).  16-bit kernels are run for every depth from 9 to 16 and for
 * samples stored shifted (p010).
 *
 * Each row sits between guard bytes: a write outside the row shows up as a
 * difference in the guards, which are compared as part of the whole buffer
 * against the C reference and against their original values.  Sources must
 * come back unchanged (unless they are the destination).  Reads outside a
 * row change nothing; where mmap() and mprotect() exist, the repacks also
 * read rows that end, then start, at an inaccessible page, where such a
 * read faults (checkasm reports the signal).
 */

#define NB_SMALL_WIDTHS (4 * 64 + 3)
#define MAX_WIDTH 3840
#define GUARD     64                /* guard bytes before and after a row */
#define MAX_MIS   63                /* largest misalignment, in samples */
#define MAX_BYTES 8                 /* largest sample or pixel, in bytes */
#define BUF_SIZE  (GUARD + MAX_BYTES * (MAX_MIS + MAX_WIDTH) + GUARD)

enum Pattern {
    PAT_RANDOM,     /* any value the sample type holds */
    PAT_EXTREMES,   /* mostly 0, max, max - 1, the middle..., some random */
    PAT_ZERO,
    PAT_MAX,
    NB_PATTERNS
};

typedef struct Buffers {
    uint8_t *a, *b, *a_copy, *b_copy, *dst_init, *dst_ref, *dst_new;
} Buffers;

/* dst, a, b misalignments, in samples */
static const int misalign[][3] = {
    {  0,  0,  0 }, {  1,  3,  5 }, { 15, 31, 17 }, { 63,  7,  1 }, { 32, 33, 34 },
};

static int test_width(int i)
{
    return i < NB_SMALL_WIDTHS ? i + 1 : MAX_WIDTH - 1 + (i - NB_SMALL_WIDTHS);
}
#define NB_WIDTHS (NB_SMALL_WIDTHS + 2)

/* Every combination of width, misalignment, data pattern and in-place. */
typedef struct Case {
    int w;
    const int *mis;
    enum Pattern pat;
    int inplace;
} Case;

#define NB_CASES (NB_WIDTHS * FF_ARRAY_ELEMS(misalign) * NB_PATTERNS * 2)

static Case get_case(int i)
{
    Case c;
    c.inplace = i % 2;                                  i /= 2;
    c.pat     = i % NB_PATTERNS;                        i /= NB_PATTERNS;
    c.mis     = misalign[i % FF_ARRAY_ELEMS(misalign)]; i /= FF_ARRAY_ELEMS(misalign);
    c.w       = test_width(i);
    return c;
}

/* A sample for pattern pat; max is the largest sample value (255 for bytes). */
static unsigned sample(enum Pattern pat, int bytes, unsigned max)
{
    const unsigned lsb = max & -max, half = (max + lsb) >> 1;
    const unsigned extremes[8] = { 0, lsb, max - lsb, max, half - lsb, half,
                                   half + lsb, bytes == 1 ? 0xff : 0xffff };
    unsigned r = rnd();

    switch (pat) {
    case PAT_RANDOM:   return r & (bytes == 1 ? 0xff : 0xffff);
    case PAT_EXTREMES: return (r & 0x300) ? extremes[(r >> 4) & 7] : (r >> 16) & max;
    case PAT_ZERO:     return 0;
    default:           return max;
    }
}

/* Bytes of a buffer that a call on w samples can reach, guards included:
 * only these are filled and compared. */
static int span(int bytes, int w)
{
    return GUARD + (MAX_MIS + w) * bytes + GUARD;
}

static void fill(uint8_t *buf, int size, int bytes, enum Pattern pat, unsigned max)
{
    if (bytes > 2)                  /* pixels: filled byte by byte */
        bytes = 1;
    for (int i = 0; i < size; i += bytes) {
        if (bytes == 1)
            buf[i] = sample(pat, 1, max);
        else
            AV_WN16(buf + i, sample(pat, 2, max));
    }
}

/* New random sources and destination; the row of a is also copied to the
 * destination row for in-place calls. */
static void prepare(Buffers *s, int bytes, enum Pattern pat, unsigned max,
                    int w, const int *mis, int inplace)
{
    const int size = span(bytes, w);

    fill(s->a, size, bytes, pat, max);
    fill(s->b, size, bytes, pat == PAT_RANDOM ? PAT_RANDOM : PAT_EXTREMES, max);
    fill(s->dst_init, size, 1, PAT_RANDOM, 0xff);
    if (inplace)
        memcpy(s->dst_init + GUARD + mis[0] * bytes, s->a + GUARD + mis[1] * bytes, w * bytes);
    memcpy(s->a_copy,  s->a,        size);
    memcpy(s->b_copy,  s->b,        size);
    memcpy(s->dst_ref, s->dst_init, size);
    memcpy(s->dst_new, s->dst_init, size);
}

/* The first byte where new differs from ref, inside or outside the row (or
 * only outside it, for the guard check). */
static void report_mismatch(const char *name, const char *what, const uint8_t *ref,
                            const uint8_t *new, int bytes, int w, int dm,
                            int outside_only)
{
    for (int i = 0; i < span(bytes, w); i++) {
        const int pos = i - GUARD - dm * bytes, in_row = pos >= 0 && pos < w * bytes;
        if (ref[i] != new[i] && !(outside_only && in_row)) {
            fprintf(stderr, "%s: %s: width %d, dst misalignment %d: byte %d %s: "
                    "expected 0x%02x, got 0x%02x\n", name, what, w, dm, pos,
                    in_row ? "of the row" : "(outside the row)", ref[i], new[i]);
            return;
        }
    }
}

/* Compare the results; returns 1 (after fail()) on a mismatch. */
static int compare(const Buffers *s, const char *name, int bytes, int w,
                   const int *mis, int *reported)
{
    const int start = GUARD + mis[0] * bytes, end = start + w * bytes;
    const int size = span(bytes, w);

    if (!memcmp(s->dst_ref, s->dst_new, size) &&
        !memcmp(s->dst_new, s->dst_init, start) &&
        !memcmp(s->dst_new + end, s->dst_init + end, size - end) &&
        !memcmp(s->a, s->a_copy, size) && !memcmp(s->b, s->b_copy, size))
        return 0;

    fail();
    if (!(*reported)++) {
        report_mismatch(name, "differs from C", s->dst_ref, s->dst_new, bytes, w, mis[0], 0);
        report_mismatch(name, "guard changed", s->dst_init, s->dst_new, bytes, w, mis[0], 1);
    }
    return 1;
}

#define ROW(buf, bytes, m) ((buf) + GUARD + (m) * (bytes))

static void check_add_u8(Buffers *s, void (*func)(uint8_t *dst, const uint8_t *a,
                                                  const uint8_t *b, ptrdiff_t width),
                         const char *name)
{
    int reported = 0;
    declare_func(void, uint8_t *dst, const uint8_t *a, const uint8_t *b, ptrdiff_t width);

    if (!check_func(func, "%s", name))
        return;

    for (int i = 0; i < NB_CASES; i++) {
        const Case c = get_case(i);
        const int w = c.w, *mis = c.mis, pat = c.pat, inplace = c.inplace;
        uint8_t *dref = ROW(s->dst_ref, 1, mis[0]), *dnew = ROW(s->dst_new, 1, mis[0]);
        const uint8_t *b = ROW(s->b, 1, mis[2]);

        prepare(s, 1, pat, 0xff, w, mis, inplace);
        call_ref(dref, inplace ? dref : ROW(s->a, 1, mis[1]), b, w);
        call_new(dnew, inplace ? dnew : ROW(s->a, 1, mis[1]), b, w);
        if (compare(s, name, 1, w, mis, &reported))
            return;
    }
    bench_new(ROW(s->dst_new, 1, 0), ROW(s->a, 1, 0), ROW(s->b, 1, 0), MAX_WIDTH);
}

static void check_offset_u8(Buffers *s, void (*func)(uint8_t *dst, const uint8_t *a,
                                                     ptrdiff_t width, int v),
                            const char *name)
{
    static const int values[] = { -255, -254, -128, -1, 0, 1, 127, 128, 254, 255 };
    int reported = 0;
    declare_func(void, uint8_t *dst, const uint8_t *a, ptrdiff_t width, int v);

    if (!check_func(func, "%s", name))
        return;

    for (int i = 0; i < NB_CASES; i++) {
        const Case c = get_case(i);
        const int w = c.w, *mis = c.mis, pat = c.pat, inplace = c.inplace;
        const int v = pat == PAT_RANDOM ? (int)(rnd() % 511) - 255
                                        : values[i % FF_ARRAY_ELEMS(values)];
        uint8_t *dref = ROW(s->dst_ref, 1, mis[0]), *dnew = ROW(s->dst_new, 1, mis[0]);

        prepare(s, 1, pat, 0xff, w, mis, inplace);
        call_ref(dref, inplace ? dref : ROW(s->a, 1, mis[1]), w, v);
        call_new(dnew, inplace ? dnew : ROW(s->a, 1, mis[1]), w, v);
        if (compare(s, name, 1, w, mis, &reported)) {
            fprintf(stderr, "%s: v = %d\n", name, v);
            return;
        }
    }
    bench_new(ROW(s->dst_new, 1, 0), ROW(s->a, 1, 0), MAX_WIDTH, 100);
}

/* The largest sample of every depth from 9 to 16, then shifted samples:
 * p010 (10 bits << 6) and 12 bits << 4. */
static const int maxes[] = { 0x1ff, 0x3ff, 0x7ff, 0xfff, 0x1fff, 0x3fff, 0x7fff, 0xffff,
                             0xffc0, 0xfff0 };

#define W16(buf, m) ((uint16_t *)ROW(buf, 2, m))

static void check_add_u16(Buffers *s, void (*func)(uint16_t *dst, const uint16_t *a,
                                                   const uint16_t *b, ptrdiff_t width,
                                                   int max),
                          const char *name)
{
    int reported = 0;
    declare_func(void, uint16_t *dst, const uint16_t *a, const uint16_t *b,
                 ptrdiff_t width, int max);

    for (int d = 0; d < FF_ARRAY_ELEMS(maxes); d++) {
        const int max = maxes[d];
        if (!check_func(func, "%s_%x", name, max))
            continue;
        for (int i = 0; i < NB_CASES; i++) {
            const Case c = get_case(i);
            const int w = c.w, *mis = c.mis, pat = c.pat, inplace = c.inplace;
            uint16_t *dref = W16(s->dst_ref, mis[0]), *dnew = W16(s->dst_new, mis[0]);
            const uint16_t *b = W16(s->b, mis[2]);

            prepare(s, 2, pat, max, w, mis, inplace);
            call_ref(dref, inplace ? dref : W16(s->a, mis[1]), b, w, max);
            call_new(dnew, inplace ? dnew : W16(s->a, mis[1]), b, w, max);
            if (compare(s, name, 2, w, mis, &reported)) {
                fprintf(stderr, "%s: max = 0x%x\n", name, max);
                goto next;
            }
        }
        bench_new(W16(s->dst_new, 0), W16(s->a, 0), W16(s->b, 0), MAX_WIDTH, max);
next:   ;
    }
}

static void check_offset_u16(Buffers *s, void (*func)(uint16_t *dst, const uint16_t *a,
                                                      ptrdiff_t width, int v, int max),
                             const char *name)
{
    int reported = 0;
    declare_func(void, uint16_t *dst, const uint16_t *a, ptrdiff_t width, int v, int max);

    for (int d = 0; d < FF_ARRAY_ELEMS(maxes); d++) {
        const int max = maxes[d], lsb = max & -max;
        const int values[] = { -max, -max + lsb, -lsb, 0, lsb, max - lsb, max, max / 2 };
        if (!check_func(func, "%s_%x", name, max))
            continue;
        for (int i = 0; i < NB_CASES; i++) {
            const Case c = get_case(i);
            const int w = c.w, *mis = c.mis, pat = c.pat, inplace = c.inplace;
            const int v = pat == PAT_RANDOM ? (int)(rnd() % (2 * max + 1)) - max
                                            : values[i % FF_ARRAY_ELEMS(values)];
            uint16_t *dref = W16(s->dst_ref, mis[0]), *dnew = W16(s->dst_new, mis[0]);

            prepare(s, 2, pat, max, w, mis, inplace);
            call_ref(dref, inplace ? dref : W16(s->a, mis[1]), w, v, max);
            call_new(dnew, inplace ? dnew : W16(s->a, mis[1]), w, v, max);
            if (compare(s, name, 2, w, mis, &reported)) {
                fprintf(stderr, "%s: max = 0x%x, v = %d\n", name, max, v);
                goto next;
            }
        }
        bench_new(W16(s->dst_new, 0), W16(s->a, 0), MAX_WIDTH, lsb * 100, max);
next:   ;
    }
}

/*
 * Bit-depth conversion: every pair (S, D) of 8, 9, 10, 12, 14 and 16 bits
 * that a kernel serves, both methods, random dither rows (8 different
 * values, so that a dither applied at the wrong phase shows) and the
 * extreme ones, inputs of every pattern (PAT_RANDOM: any 16-bit word, even
 * above 2^S - 1).  Sources and destinations differ in element size: the
 * guards of each are checked with its own size.
 */

static const int depths[] = { 8, 9, 10, 12, 14, 16 };

static void prepare_conv(Buffers *s, int ib, int ob, enum Pattern pat, unsigned max, int w)
{
    fill(s->a, span(ib, w), ib, pat, max);
    fill(s->dst_init, span(ob, w), 1, PAT_RANDOM, 0xff);
    memcpy(s->a_copy,  s->a,        span(ib, w));
    memcpy(s->dst_ref, s->dst_init, span(ob, w));
    memcpy(s->dst_new, s->dst_init, span(ob, w));
}

static int compare_conv(const Buffers *s, const char *name, int ib, int ob, int w,
                        const int *mis, int *reported)
{
    const int start = GUARD + mis[0] * ob, end = start + w * ob, size = span(ob, w);

    if (!memcmp(s->dst_ref, s->dst_new, size) &&
        !memcmp(s->dst_new, s->dst_init, start) &&
        !memcmp(s->dst_new + end, s->dst_init + end, size - end) &&
        !memcmp(s->a, s->a_copy, span(ib, w)))
        return 0;

    fail();
    if (!(*reported)++) {
        report_mismatch(name, "differs from C", s->dst_ref, s->dst_new, ob, w, mis[0], 0);
        report_mismatch(name, "guard changed", s->dst_init, s->dst_new, ob, w, mis[0], 1);
        if (memcmp(s->a, s->a_copy, span(ib, w)))
            fprintf(stderr, "%s: the source was changed\n", name);
    }
    return 1;
}

/* The cases without in place (conversions never are) */
#define FOR_CONV_CASES(c)                                           \
    for (int i_ = 0; i_ < NB_CASES; i_ += 2)                        \
        for (Case c = get_case(i_); c.w; c.w = 0)

/* The cases of one up conversion from src_t elements, for the function
 * declared in the enclosing block; returns on the first mismatch. */
#define DEPTH_UP_CASES(src_t)                                                     \
    do {                                                                          \
        FOR_CONV_CASES(c) {                                                       \
            const src_t *src = (const src_t *)ROW(b->a, ib, c.mis[1]);            \
            prepare_conv(b, ib, 2, c.pat, (1 << S) - 1, c.w);                     \
            call_ref(W16(b->dst_ref, c.mis[0]), src, c.w, l, r);                  \
            call_new(W16(b->dst_new, c.mis[0]), src, c.w, l, r);                  \
            if (compare_conv(b, name, ib, 2, c.w, c.mis, &reported))              \
                return;                                                           \
        }                                                                         \
        bench_new(W16(b->dst_new, 0), (const src_t *)ROW(b->a, ib, 0), MAX_WIDTH, l, r); \
    } while (0)

static void check_depth_up_pair(Buffers *b, const SimdLessonDSPContext *dsp,
                                int S, int D, int rep)
{
    const int ib = S > 8 ? 2 : 1, l = D - S, r = rep ? 2 * S - D : SL_DEPTH_RSHIFT_NONE;
    int reported = 0;
    char name[64];

    snprintf(name, sizeof(name), "depth_up_u%d_%d_%d_%s", ib * 8, S, D,
             rep ? "replicate" : "shift");
    if (ib == 1) {
        declare_func(void, uint16_t *dst, const uint8_t *src, ptrdiff_t width,
                     int lshift, int rshift);
        if (check_func(dsp->depth_up_u8, "%s", name))
            DEPTH_UP_CASES(uint8_t);
    } else {
        declare_func(void, uint16_t *dst, const uint16_t *src, ptrdiff_t width,
                     int lshift, int rshift);
        if (check_func(dsp->depth_up_u16, "%s", name))
            DEPTH_UP_CASES(uint16_t);
    }
}

static void check_depth_up(Buffers *b, const SimdLessonDSPContext *dsp)
{
    for (int si = 0; si < FF_ARRAY_ELEMS(depths); si++)
        for (int di = si + 1; di < FF_ARRAY_ELEMS(depths); di++)
            for (int rep = 0; rep < 2; rep++)
                check_depth_up_pair(b, dsp, depths[si], depths[di], rep);
}

/* A dither row for shift: random below 2^shift, or the extremes */
static void dither_row(uint16_t *d, int shift, enum Pattern pat)
{
    for (int x = 0; x < 8; x++)
        d[x] = pat == PAT_ZERO ? 0 : pat == PAT_MAX ? (1 << shift) - 1
                                   : rnd() & ((1 << shift) - 1);
}

/* The cases of one down conversion to dst_t elements, for the function
 * declared in the enclosing block; the variable arguments follow rshift in
 * the calls: ", max" for 16-bit words, nothing for bytes. */
#define DEPTH_DOWN_CASES(dst_t, ...)                                              \
    do {                                                                          \
        FOR_CONV_CASES(c) {                                                       \
            /* extreme inputs with extreme dithers, both ways round */            \
            dither_row(dither, shift, c.pat == PAT_ZERO ? PAT_MAX :               \
                                      c.pat == PAT_MAX  ? (c.mis[0] & 1 ? PAT_ZERO : PAT_MAX) : \
                                      PAT_RANDOM);                                \
            prepare_conv(b, 2, ob, c.pat, (1 << S) - 1, c.w);                     \
            call_ref((dst_t *)ROW(b->dst_ref, ob, c.mis[0]), W16(b->a, c.mis[1]), c.w, \
                     dither, shift, r __VA_ARGS__);                               \
            call_new((dst_t *)ROW(b->dst_new, ob, c.mis[0]), W16(b->a, c.mis[1]), c.w, \
                     dither, shift, r __VA_ARGS__);                               \
            if (compare_conv(b, name, 2, ob, c.w, c.mis, &reported)) {            \
                fprintf(stderr, "%s: dither %d %d %d %d %d %d %d %d\n", name,     \
                        dither[0], dither[1], dither[2], dither[3],               \
                        dither[4], dither[5], dither[6], dither[7]);              \
                return;                                                           \
            }                                                                     \
        }                                                                         \
        bench_new((dst_t *)ROW(b->dst_new, ob, 0), W16(b->a, 0), MAX_WIDTH,       \
                  dither, shift, r __VA_ARGS__);                                  \
    } while (0)

static void check_depth_down_pair(Buffers *b, const SimdLessonDSPContext *dsp,
                                  int S, int D, int rep)
{
    const int ob = D > 8 ? 2 : 1, shift = S - D, r = rep ? D : SL_DEPTH_RSHIFT_NONE;
    const int max = (1 << D) - 1;
    uint16_t dither[8];
    int reported = 0;
    char name[64];

    snprintf(name, sizeof(name), "depth_down_u%d_%d_%d_%s", ob * 8, S, D,
             rep ? "scale" : "shift");
    if (ob == 1) {
        declare_func(void, uint8_t *dst, const uint16_t *src, ptrdiff_t width,
                     const uint16_t *dither, int shift, int rshift);
        if (check_func(dsp->depth_down_u8, "%s", name))
            DEPTH_DOWN_CASES(uint8_t, );
    } else {
        declare_func(void, uint16_t *dst, const uint16_t *src, ptrdiff_t width,
                     const uint16_t *dither, int shift, int rshift, int max);
        if (check_func(dsp->depth_down_u16, "%s", name))
            DEPTH_DOWN_CASES(uint16_t, , max);
    }
}

static void check_depth_down(Buffers *b, const SimdLessonDSPContext *dsp)
{
    for (int di = 0; di < FF_ARRAY_ELEMS(depths); di++)
        for (int si = di + 1; si < FF_ARRAY_ELEMS(depths); si++)
            for (int rep = 0; rep < 2; rep++)
                check_depth_down_pair(b, dsp, depths[si], depths[di], rep);
}

/*
 * Shuffles: the widths count pixels; each case has its own map, random
 * with constants in about one byte of four, after a few fixed ones.
 */
static void make_map(int8_t *map, int size, int i)
{
    for (int b = 0; b < size; b++) {
        const unsigned r = rnd();
        switch (i) {
        case 0:  map[b] = b;                 break;    /* identity */
        case 1:  map[b] = size - 1 - b;      break;    /* reversed */
        case 2:  map[b] = SL_SHUFFLE_ZERO;   break;
        case 3:  map[b] = SL_SHUFFLE_MAX;    break;
        case 4:  map[b] = 0;                 break;    /* replicated */
        default: map[b] = (r & 7) == 0 ? SL_SHUFFLE_ZERO :
                          (r & 7) == 1 ? SL_SHUFFLE_MAX  : (int)((r >> 8) % size);
        }
    }
}

static void check_shuffle(Buffers *s, void (*func)(uint8_t *dst, const uint8_t *src,
                                                   ptrdiff_t width,
                                                   const SimdLessonShuffle *shuf),
                          int size)
{
    SimdLessonShuffle shuf;
    int8_t map[8];
    char name[16];
    int reported = 0;
    declare_func(void, uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                 const SimdLessonShuffle *shuf);

    snprintf(name, sizeof(name), "shuffle_%d", size);
    if (!check_func(func, "%s", name))
        return;

    for (int i = 0; i < NB_CASES; i++) {
        const Case c = get_case(i);
        const int w = c.w, *mis = c.mis, inplace = c.inplace;
        uint8_t *dref = ROW(s->dst_ref, size, mis[0]), *dnew = ROW(s->dst_new, size, mis[0]);

        make_map(map, size, i % 64);
        if (ff_simdlesson_shuffle_init(&shuf, size, map) < 0) {
            fail();
            fprintf(stderr, "%s: map refused\n", name);
            return;
        }
        prepare(s, size, c.pat, 0xff, w, mis, inplace);
        call_ref(dref, inplace ? dref : ROW(s->a, size, mis[1]), w, &shuf);
        call_new(dnew, inplace ? dnew : ROW(s->a, size, mis[1]), w, &shuf);
        if (compare(s, name, size, w, mis, &reported)) {
            fprintf(stderr, "%s: %s, map", name, inplace ? "in place" : "out of place");
            for (int b = 0; b < size; b++)
                fprintf(stderr, " %d", map[b]);
            fprintf(stderr, "\n");
            return;
        }
    }

    make_map(map, size, 1);
    ff_simdlesson_shuffle_init(&shuf, size, map);
    bench_new(ROW(s->dst_new, size, 0), ROW(s->a, size, 0), 1920, &shuf);
}

/*
 * Repacks between pixels of 3 and 4 bytes and of 6 and 8: the widths count
 * pixels, the source holds src_bytes per pixel, the destination dst_bytes;
 * never in place.  The usual conversions first, then constants only, a
 * replicated byte, and random maps with constants in about one byte of
 * four.
 */
#define Z SL_SHUFFLE_ZERO
#define X SL_SHUFFLE_MAX
static const int8_t repack_maps[4][5][8] = {
    { { 0, 1, 2, X },               /* rgb24 -> rgba */
      { X, 0, 1, 2 },               /* rgb24 -> argb */
      { 2, 1, 0, X },               /* rgb24 -> bgra */
      { 2, 1, 0, Z },               /* rgb24 -> bgr0, zero */
      { Z, 1, X, 1 } },
    { { 0, 1, 2 },                  /* rgba -> rgb24 */
      { 3, 2, 1 },                  /* argb -> bgr24 */
      { 1, 2, 3 },                  /* argb -> rgb24 */
      { 2, 1, 0 },                  /* rgba -> bgr24 */
      { X, 3, Z } },
    { { 0, 1, 2, 3, 4, 5, X, X },   /* rgb48 -> rgba64 */
      { 4, 5, 2, 3, 0, 1, X, X },   /* rgb48 -> bgra64 */
      { X, X, 0, 1, 2, 3, 4, 5 },
      { 0, 1, 2, 3, 4, 5, Z, Z },
      { Z, X, 5, 5, 0, Z, 1, X } },
    { { 0, 1, 2, 3, 4, 5 },         /* rgba64 -> rgb48 */
      { 4, 5, 2, 3, 0, 1 },         /* bgra64 -> rgb48 */
      { 2, 3, 4, 5, 6, 7 },
      { 6, 7, 4, 5, 2, 3 },
      { Z, X, 7, 0, Z, X } },
};
#undef Z
#undef X

static void make_repack_map(int8_t *map, int sb, int db, int i)
{
    const int pair = (sb == 3 ? 0 : sb == 4 ? 1 : sb == 6 ? 2 : 3);

    for (int b = 0; b < db; b++) {
        const unsigned r = rnd();
        switch (i) {
        case 0: case 1: case 2: case 3: case 4:
                 map[b] = repack_maps[pair][i][b]; break;
        case 5:  map[b] = SL_SHUFFLE_ZERO;         break;
        case 6:  map[b] = SL_SHUFFLE_MAX;          break;
        case 7:  map[b] = sb - 1;                  break;  /* replicated */
        default: map[b] = (r & 7) == 0 ? SL_SHUFFLE_ZERO :
                          (r & 7) == 1 ? SL_SHUFFLE_MAX  : (int)((r >> 8) % sb);
        }
    }
}

static void print_map(const char *name, const int8_t *map, int db)
{
    fprintf(stderr, "%s: map", name);
    for (int b = 0; b < db; b++)
        fprintf(stderr, " %d", map[b]);
    fprintf(stderr, "\n");
}

#if HAVE_MMAP && HAVE_MPROTECT && defined(MAP_ANONYMOUS)
#define HAVE_FENCE 1
/* Readable memory between two inaccessible pages, for source rows that end
 * (or start) exactly at one: a read outside the row faults. */
typedef struct Fence {
    uint8_t *map, *start, *end;
    size_t size;
} Fence;

static int fence_alloc(Fence *f, size_t bytes)
{
    const size_t page = sysconf(_SC_PAGESIZE);
    const size_t body = (bytes + page - 1) / page * page;

    f->size = body + 2 * page;
    f->map  = mmap(NULL, f->size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (f->map == MAP_FAILED) {
        f->map = NULL;
        return -1;
    }
    f->start = f->map + page;
    f->end   = f->start + body;
    if (mprotect(f->map, page, PROT_NONE) || mprotect(f->end, page, PROT_NONE)) {
        munmap(f->map, f->size);
        f->map = NULL;
        return -1;
    }
    return 0;
}

static void fence_free(Fence *f)
{
    if (f->map)
        munmap(f->map, f->size);
    f->map = NULL;
}
#else
#define HAVE_FENCE 0
#endif

static void check_repack(Buffers *s, void (*func)(uint8_t *dst, const uint8_t *src,
                                                  ptrdiff_t width,
                                                  const SimdLessonShuffle *shuf),
                         int sb, int db)
{
    SimdLessonShuffle shuf;
    int8_t map[8];
    char name[16];
    int reported = 0, n = 0;
    declare_func(void, uint8_t *dst, const uint8_t *src, ptrdiff_t width,
                 const SimdLessonShuffle *shuf);

    snprintf(name, sizeof(name), "repack_%dto%d", sb, db);
    if (!check_func(func, "%s", name))
        return;

    FOR_CONV_CASES(c) {
        const uint8_t *src = ROW(s->a, sb, c.mis[1]);

        make_repack_map(map, sb, db, n++ % 64);
        if (ff_simdlesson_repack_init(&shuf, sb, db, map) < 0) {
            fail();
            print_map(name, map, db);
            return;
        }
        prepare_conv(s, sb, db, c.pat, 0xff, c.w);
        call_ref(ROW(s->dst_ref, db, c.mis[0]), src, c.w, &shuf);
        call_new(ROW(s->dst_new, db, c.mis[0]), src, c.w, &shuf);
        if (compare_conv(s, name, sb, db, c.w, c.mis, &reported)) {
            print_map(name, map, db);
            return;
        }
    }

#if HAVE_FENCE
    /* Nothing outside the source row is read: rows ending, then starting,
     * at an inaccessible page fault on any read past their ends. */
    {
        Fence f;

        if (fence_alloc(&f, MAX_WIDTH * MAX_BYTES) < 0) {
            fail();
            fprintf(stderr, "%s: cannot map the fenced source rows\n", name);
            return;
        }
        for (int i = 0; i < NB_WIDTHS * 2; i++) {
            const int w = test_width(i / 2);
            uint8_t *src = i & 1 ? f.start : f.end - w * sb;

            make_repack_map(map, sb, db, i % 64);
            ff_simdlesson_repack_init(&shuf, sb, db, map);
            fill(src, w * sb, 1, PAT_RANDOM, 0xff);
            fill(s->dst_init, span(db, w), 1, PAT_RANDOM, 0xff);
            memcpy(s->dst_ref, s->dst_init, span(db, w));
            memcpy(s->dst_new, s->dst_init, span(db, w));
            call_ref(ROW(s->dst_ref, db, 0), src, w, &shuf);
            call_new(ROW(s->dst_new, db, 0), src, w, &shuf);
            if (memcmp(s->dst_ref, s->dst_new, span(db, w))) {
                fail();
                if (!reported++)
                    report_mismatch(name, "differs from C (fenced source)", s->dst_ref,
                                    s->dst_new, db, w, 0, 0);
                print_map(name, map, db);
                break;
            }
        }
        fence_free(&f);
    }
#endif

    make_repack_map(map, sb, db, 0);
    ff_simdlesson_repack_init(&shuf, sb, db, map);
    bench_new(ROW(s->dst_new, db, 0), ROW(s->a, sb, 0), 1920, &shuf);
}

/*
 * Interleaving, packing and unpacking: two or three rows in, one or three
 * out (or the reverse), each with its own element size: the widths count
 * pairs (u, v) or macropixels (y0 u y1 v), an element of a row takes 1 to 8
 * bytes.  Every row has its own misalignment and its guards; outputs are
 * compared with C and their guards with their first bytes, inputs must come
 * back unchanged.  16-bit kernels run every shift from 0 to 8, on inputs of
 * any 16-bit word (PAT_RANDOM: above the sample range too, and on the packed
 * side with the bits below the shift set).
 */

#define MAX_ROWS 3

typedef struct Layout {
    const char *name;
    int nb_out, nb_in;
    int out[MAX_ROWS], in[MAX_ROWS];        /* bytes per element of each row */
    int sample;                             /* bytes per sample */
    int shifts;                             /* 9: shift 0 to 8; 1: none */
    int packed_in;                          /* the input holds samples << shift */
} Layout;

typedef struct LayoutBuffers {
    uint8_t *in[MAX_ROWS], *in_copy[MAX_ROWS];
    uint8_t *out_init[MAX_ROWS], *out_ref[MAX_ROWS], *out_new[MAX_ROWS];
} LayoutBuffers;

/* misalignments in samples: outputs from the first, inputs from the fourth */
static const int layout_mis[][2 * MAX_ROWS] = {
    {  0,  0,  0,  0,  0,  0 }, {  1,  3,  5,  7,  2,  9 }, { 15, 31, 17, 63, 33,  1 },
    { 63,  7,  1, 32,  0, 13 }, { 32, 33, 34, 35, 36, 37 },
};

typedef struct LayoutCase {
    int w, shift;
    const int *mis;
    enum Pattern pat;
    const uint8_t *src[MAX_ROWS];           /* the input rows, set by prepare_layout() */
    int fenced;                             /* the input rows end (1) or start (2) at a fence */
} LayoutCase;

#define NB_LAYOUT_CASES(L) (NB_WIDTHS * FF_ARRAY_ELEMS(layout_mis) * NB_PATTERNS * (L)->shifts)

static LayoutCase get_layout_case(const Layout *L, int i)
{
    LayoutCase c = { 0 };
    c.shift = L->shifts > 1 ? i % L->shifts : 0;       i /= L->shifts;
    c.pat   = i % NB_PATTERNS;                         i /= NB_PATTERNS;
    c.mis   = layout_mis[i % FF_ARRAY_ELEMS(layout_mis)]; i /= FF_ARRAY_ELEMS(layout_mis);
    c.w     = test_width(i);
    return c;
}

/* Bytes of row buffers that a call can reach, guards included */
static int layout_span(const Layout *L, int bytes, int w)
{
    return GUARD + MAX_MIS * L->sample + w * bytes + GUARD;
}

static int layout_start(const Layout *L, int mis)
{
    return GUARD + mis * L->sample;
}

#define LROW(L, c, buf, k, type)  ((type *)((buf)[k] + layout_start(L, (c)->mis[k])))
#define LIN(c, k, type)           ((const type *)(c)->src[k])

static void prepare_layout(LayoutBuffers *b, const Layout *L, LayoutCase *c)
{
    /* the samples: the sample range, shifted left on the packed side */
    const unsigned max = L->sample == 1 ? 0xff :
                         L->packed_in   ? 0xffff >> c->shift << c->shift : 0xffff >> c->shift;

    for (int k = 0; k < L->nb_in; k++) {
        const int size = layout_span(L, L->in[k], c->w);
        fill(b->in[k], size, L->sample, !k || c->pat == PAT_RANDOM ? c->pat : PAT_EXTREMES, max);
        memcpy(b->in_copy[k], b->in[k], size);
        c->src[k] = b->in[k] + layout_start(L, c->mis[MAX_ROWS + k]);
    }
    for (int k = 0; k < L->nb_out; k++) {
        const int size = layout_span(L, L->out[k], c->w);
        fill(b->out_init[k], size, 1, PAT_RANDOM, 0xff);
        memcpy(b->out_ref[k], b->out_init[k], size);
        memcpy(b->out_new[k], b->out_init[k], size);
    }
}

/* The first byte where new differs from ref (only outside the row, for
 * the guards), or -1 */
static int layout_diff(const uint8_t *ref, const uint8_t *new, int size,
                       int start, int len, int outside_only)
{
    for (int i = 0; i < size; i++)
        if (ref[i] != new[i] && !(outside_only && i >= start && i < start + len))
            return i;
    return -1;
}

/* Compare the results; returns 1 (after fail()) on a mismatch. */
static int compare_layout(const LayoutBuffers *b, const Layout *L, const LayoutCase *c,
                          int *reported)
{
    int bad = 0;

    for (int k = 0; k < L->nb_out && !bad; k++) {
        const int size = layout_span(L, L->out[k], c->w), len = c->w * L->out[k];
        const int start = layout_start(L, c->mis[k]);
        int pos, guard = 0;

        pos = layout_diff(b->out_ref[k], b->out_new[k], size, start, len, 0);
        if (pos < 0) {
            pos = layout_diff(b->out_init[k], b->out_new[k], size, start, len, 1);
            guard = 1;
        }
        if (pos >= 0) {
            bad = 1;
            if (!*reported)
                fprintf(stderr, "%s: output %d: %s: byte %d %s: expected 0x%02x, got 0x%02x\n",
                        L->name, k, guard ? "guard changed" : "differs from C", pos - start,
                        pos >= start && pos < start + len ? "of the row" : "(outside the row)",
                        guard ? b->out_init[k][pos] : b->out_ref[k][pos], b->out_new[k][pos]);
        }
    }
    for (int k = 0; k < L->nb_in && !bad; k++) {
        if (memcmp(b->in[k], b->in_copy[k], layout_span(L, L->in[k], c->w))) {
            bad = 1;
            if (!*reported)
                fprintf(stderr, "%s: input %d was changed\n", L->name, k);
        }
    }
    if (!bad)
        return 0;
    fail();
    if (!(*reported)++) {
        fprintf(stderr, "%s: width %d, shift %d, pattern %d, misalignments", L->name,
                c->w, c->shift, c->pat);
        for (int k = 0; k < L->nb_out; k++)
            fprintf(stderr, " out%d %d", k, c->mis[k]);
        for (int k = 0; k < L->nb_in; k++)
            fprintf(stderr, " in%d %d", k, c->mis[MAX_ROWS + k]);
        fprintf(stderr, "%s\n", c->fenced == 1 ? ", inputs ending at an inaccessible page" :
                                c->fenced == 2 ? ", inputs starting after one" : "");
    }
    return 1;
}

#if HAVE_FENCE
/* Fenced case i: every width twice, every input row ending at an
 * inaccessible page, then starting right after one; random samples, the
 * shifts in turn.  Returns -1 (after fail()) if the fences cannot be made. */
static int prepare_layout_fenced(LayoutBuffers *b, const Layout *L, Fence *f,
                                 LayoutCase *c, int i)
{
    *c = get_layout_case(L, 0);
    c->w      = test_width(i / 2);
    c->shift  = i / 2 % L->shifts;
    c->pat    = PAT_RANDOM;
    c->fenced = 1 + (i & 1);
    prepare_layout(b, L, c);
    for (int k = 0; k < L->nb_in; k++) {
        const int bytes = c->w * L->in[k];
        uint8_t *src;

        if (!f[k].map && fence_alloc(&f[k], MAX_WIDTH * MAX_BYTES) < 0) {
            fail();
            fprintf(stderr, "%s: cannot map the fenced source rows\n", L->name);
            return -1;
        }
        src = c->fenced == 1 ? f[k].end - bytes : f[k].start;
        fill(src, bytes, L->sample, PAT_RANDOM, 0xffff);
        c->src[k] = src;
    }
    return 0;
}

/* The fenced cases of the kernel declared in the enclosing block: any read
 * outside a source row faults */
#define LAYOUT_FENCED_CASES(L, ARGS)                                      \
    do {                                                                  \
        Fence f[MAX_ROWS] = { { 0 } };                                    \
        for (int i = 0; i < NB_WIDTHS * 2; i++) {                         \
            LayoutCase case_, *c = &case_;                                \
            if (prepare_layout_fenced(b, L, f, c, i) < 0)                 \
                break;                                                    \
            call_ref(ARGS(b->out_ref));                                   \
            call_new(ARGS(b->out_new));                                   \
            if (compare_layout(b, L, c, &reported))                       \
                break;                                                    \
        }                                                                 \
        for (int k = 0; k < MAX_ROWS; k++)                                \
            fence_free(&f[k]);                                            \
    } while (0)
#else
#define LAYOUT_FENCED_CASES(L, ARGS) do { } while (0)
#endif

/* Every case of the layout kernel declared in the enclosing block, the
 * fenced ones, then its bench on an aligned row of a frame 3840 pixels wide
 * (1920 pairs or macropixels; shift 6: p010, y210).  ARGS(bufs) gives the
 * arguments of a call writing to the output rows bufs, with the case in c;
 * returns on the first mismatch. */
#define LAYOUT_CASES(L, ARGS)                                             \
    do {                                                                  \
        int reported = 0;                                                 \
        for (int i = 0; i < NB_LAYOUT_CASES(L); i++) {                    \
            LayoutCase case_ = get_layout_case(L, i), *c = &case_;        \
            prepare_layout(b, L, c);                                      \
            call_ref(ARGS(b->out_ref));                                   \
            call_new(ARGS(b->out_new));                                   \
            if (compare_layout(b, L, c, &reported))                       \
                return;                                                   \
        }                                                                 \
        LAYOUT_FENCED_CASES(L, ARGS);                                     \
        if (reported)                                                     \
            return;                                                       \
        {                                                                 \
            LayoutCase case_ = { 1920, (L)->shifts > 1 ? 6 : 0,           \
                                 layout_mis[0], PAT_RANDOM }, *c = &case_; \
            prepare_layout(b, L, c);                                      \
            bench_new(ARGS(b->out_new));                                  \
        }                                                                 \
    } while (0)

static void check_interleave_u8(LayoutBuffers *b, const SimdLessonDSPContext *dsp)
{
    static const Layout L = { "interleave_u8", 1, 2, { 2 }, { 1, 1 }, 1, 1, 0 };
    declare_func(void, uint8_t *dst, const uint8_t *u, const uint8_t *v, ptrdiff_t width);
#define ARGS(o) LROW(&L, c, o, 0, uint8_t), LIN(c, 0, uint8_t), \
                LIN(c, 1, uint8_t), c->w

    if (check_func(dsp->interleave_u8, "%s", L.name))
        LAYOUT_CASES(&L, ARGS);
#undef ARGS
}

static void check_deinterleave_u8(LayoutBuffers *b, const SimdLessonDSPContext *dsp)
{
    static const Layout L = { "deinterleave_u8", 2, 1, { 1, 1 }, { 2 }, 1, 1, 1 };
    declare_func(void, uint8_t *u, uint8_t *v, const uint8_t *src, ptrdiff_t width);
#define ARGS(o) LROW(&L, c, o, 0, uint8_t), LROW(&L, c, o, 1, uint8_t), \
                LIN(c, 0, uint8_t), c->w

    if (check_func(dsp->deinterleave_u8, "%s", L.name))
        LAYOUT_CASES(&L, ARGS);
#undef ARGS
}

static void check_interleave_u16(LayoutBuffers *b, const SimdLessonDSPContext *dsp)
{
    static const Layout L = { "interleave_u16", 1, 2, { 4 }, { 2, 2 }, 2, 9, 0 };
    declare_func(void, uint16_t *dst, const uint16_t *u, const uint16_t *v,
                 ptrdiff_t width, int shift);
#define ARGS(o) LROW(&L, c, o, 0, uint16_t), LIN(c, 0, uint16_t), \
                LIN(c, 1, uint16_t), c->w, c->shift

    if (check_func(dsp->interleave_u16, "%s", L.name))
        LAYOUT_CASES(&L, ARGS);
#undef ARGS
}

static void check_deinterleave_u16(LayoutBuffers *b, const SimdLessonDSPContext *dsp)
{
    static const Layout L = { "deinterleave_u16", 2, 1, { 2, 2 }, { 4 }, 2, 9, 1 };
    declare_func(void, uint16_t *u, uint16_t *v, const uint16_t *src,
                 ptrdiff_t width, int shift);
#define ARGS(o) LROW(&L, c, o, 0, uint16_t), LROW(&L, c, o, 1, uint16_t), \
                LIN(c, 0, uint16_t), c->w, c->shift

    if (check_func(dsp->deinterleave_u16, "%s", L.name))
        LAYOUT_CASES(&L, ARGS);
#undef ARGS
}

static void check_pack(LayoutBuffers *b,
                       void (*func)(uint8_t *dst, const uint8_t *y, const uint8_t *u,
                                    const uint8_t *v, ptrdiff_t width),
                       const char *name)
{
    const Layout L = { name, 1, 3, { 4 }, { 2, 1, 1 }, 1, 1, 0 };
    declare_func(void, uint8_t *dst, const uint8_t *y, const uint8_t *u,
                 const uint8_t *v, ptrdiff_t width);
#define ARGS(o) LROW(&L, c, o, 0, uint8_t), LIN(c, 0, uint8_t), \
                LIN(c, 1, uint8_t), LIN(c, 2, uint8_t), c->w

    if (check_func(func, "%s", name))
        LAYOUT_CASES(&L, ARGS);
#undef ARGS
}

static void check_unpack(LayoutBuffers *b,
                         void (*func)(uint8_t *y, uint8_t *u, uint8_t *v,
                                      const uint8_t *src, ptrdiff_t width),
                         const char *name)
{
    const Layout L = { name, 3, 1, { 2, 1, 1 }, { 4 }, 1, 1, 1 };
    declare_func(void, uint8_t *y, uint8_t *u, uint8_t *v, const uint8_t *src,
                 ptrdiff_t width);
#define ARGS(o) LROW(&L, c, o, 0, uint8_t), LROW(&L, c, o, 1, uint8_t), \
                LROW(&L, c, o, 2, uint8_t), LIN(c, 0, uint8_t), c->w

    if (check_func(func, "%s", name))
        LAYOUT_CASES(&L, ARGS);
#undef ARGS
}

static void check_pack_u16(LayoutBuffers *b, const SimdLessonDSPContext *dsp)
{
    static const Layout L = { "pack_yuyv_u16", 1, 3, { 8 }, { 4, 2, 2 }, 2, 9, 0 };
    declare_func(void, uint16_t *dst, const uint16_t *y, const uint16_t *u,
                 const uint16_t *v, ptrdiff_t width, int shift);
#define ARGS(o) LROW(&L, c, o, 0, uint16_t), LIN(c, 0, uint16_t), \
                LIN(c, 1, uint16_t), LIN(c, 2, uint16_t), c->w, c->shift

    if (check_func(dsp->pack_yuyv_u16, "%s", L.name))
        LAYOUT_CASES(&L, ARGS);
#undef ARGS
}

static void check_unpack_u16(LayoutBuffers *b, const SimdLessonDSPContext *dsp)
{
    static const Layout L = { "unpack_yuyv_u16", 3, 1, { 4, 2, 2 }, { 8 }, 2, 9, 1 };
    declare_func(void, uint16_t *y, uint16_t *u, uint16_t *v, const uint16_t *src,
                 ptrdiff_t width, int shift);
#define ARGS(o) LROW(&L, c, o, 0, uint16_t), LROW(&L, c, o, 1, uint16_t), \
                LROW(&L, c, o, 2, uint16_t), LIN(c, 0, uint16_t), c->w, c->shift

    if (check_func(dsp->unpack_yuyv_u16, "%s", L.name))
        LAYOUT_CASES(&L, ARGS);
#undef ARGS
}

static void check_layouts(const SimdLessonDSPContext *dsp)
{
    LayoutBuffers b = { { NULL } };
    uint8_t **bufs[] = { &b.in[0], &b.in[1], &b.in[2], &b.in_copy[0], &b.in_copy[1],
                         &b.in_copy[2], &b.out_init[0], &b.out_init[1], &b.out_init[2],
                         &b.out_ref[0], &b.out_ref[1], &b.out_ref[2],
                         &b.out_new[0], &b.out_new[1], &b.out_new[2] };

    for (int i = 0; i < FF_ARRAY_ELEMS(bufs); i++)
        if (!(*bufs[i] = av_malloc(BUF_SIZE)))
            goto end;

    check_interleave_u8(&b, dsp);
    check_interleave_u16(&b, dsp);
    report("interleave");
    check_deinterleave_u8(&b, dsp);
    check_deinterleave_u16(&b, dsp);
    report("deinterleave");
    check_pack(&b, dsp->pack_yuyv, "pack_yuyv");
    check_pack(&b, dsp->pack_uyvy, "pack_uyvy");
    check_pack_u16(&b, dsp);
    report("pack");
    check_unpack(&b, dsp->unpack_yuyv, "unpack_yuyv");
    check_unpack(&b, dsp->unpack_uyvy, "unpack_uyvy");
    check_unpack_u16(&b, dsp);
    report("unpack");

end:
    for (int i = 0; i < FF_ARRAY_ELEMS(bufs); i++)
        av_freep(bufs[i]);
}

void checkasm_check_simdlesson(void)
{
    SimdLessonDSPContext dsp;
    Buffers s = { NULL };
    uint8_t **bufs[] = { &s.a, &s.b, &s.a_copy, &s.b_copy, &s.dst_init, &s.dst_ref, &s.dst_new };

    for (int i = 0; i < FF_ARRAY_ELEMS(bufs); i++)
        if (!(*bufs[i] = av_malloc(BUF_SIZE)))
            goto end;

    ff_simdlesson_dsp_init(&dsp);

    check_add_u8(&s, dsp.add_sat_u8,  "add_sat_u8");
    check_add_u8(&s, dsp.add_wrap_u8, "add_wrap_u8");
    check_add_u8(&s, dsp.add_bias_u8, "add_bias_u8");
    check_offset_u8(&s, dsp.offset_sat_u8,  "offset_sat_u8");
    check_offset_u8(&s, dsp.offset_wrap_u8, "offset_wrap_u8");
    report("add_u8");

    check_add_u16(&s, dsp.add_sat_u16,  "add_sat_u16");
    check_add_u16(&s, dsp.add_wrap_u16, "add_wrap_u16");
    check_add_u16(&s, dsp.add_bias_u16, "add_bias_u16");
    check_offset_u16(&s, dsp.offset_sat_u16,  "offset_sat_u16");
    check_offset_u16(&s, dsp.offset_wrap_u16, "offset_wrap_u16");
    report("add_u16");

    check_shuffle(&s, dsp.shuffle_3, 3);
    check_shuffle(&s, dsp.shuffle_4, 4);
    check_shuffle(&s, dsp.shuffle_6, 6);
    check_shuffle(&s, dsp.shuffle_8, 8);
    report("shuffle");

    check_repack(&s, dsp.repack_3to4, 3, 4);
    check_repack(&s, dsp.repack_4to3, 4, 3);
    check_repack(&s, dsp.repack_6to8, 6, 8);
    check_repack(&s, dsp.repack_8to6, 8, 6);
    report("repack");

    check_depth_up(&s, &dsp);
    report("depth_up");
    check_depth_down(&s, &dsp);
    report("depth_down");

    check_layouts(&dsp);

end:
    for (int i = 0; i < FF_ARRAY_ELEMS(bufs); i++)
        av_freep(bufs[i]);
}
