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

#include <stdio.h>
#include <string.h>

#include "checkasm.h"
#include "libavfilter/simdlessondsp.h"
#include "libavutil/mem_internal.h"

/*
 * Every kernel is run on rows of every width from 1 to 4 * 32 + 3 (past four
 * AVX2 vectors and a partial one) and on a 3840-byte row, at several source
 * and destination misalignments, out of place and in place.  Each row sits
 * between guard bytes: any read past the row is unobservable, but any write
 * shows up as a difference in the guards, which are compared as part of the
 * whole buffer against the C reference and against their original values.
 */

#define MAX_WIDTH 3840
#define GUARD     64                /* guard bytes before and after a row */
#define MAX_MIS   63                /* largest misalignment tried */
#define BUF_SIZE  (GUARD + MAX_MIS + MAX_WIDTH + GUARD)

enum Pattern {
    PAT_RANDOM,     /* uniform bytes */
    PAT_EXTREMES,   /* mostly 0, 1, 254, 255, some random */
    PAT_ZERO,
    PAT_MAX,
    NB_PATTERNS
};

static void fill(uint8_t *buf, int size, enum Pattern pat)
{
    static const uint8_t extremes[] = { 0, 1, 254, 255 };

    for (int i = 0; i < size; i++) {
        unsigned r = rnd();
        switch (pat) {
        case PAT_RANDOM:   buf[i] = r;                                      break;
        case PAT_EXTREMES: buf[i] = (r & 0x300) ? extremes[r & 3] : r >> 16; break;
        case PAT_ZERO:     buf[i] = 0;                                      break;
        case PAT_MAX:      buf[i] = 0xff;                                   break;
        default:           break;
        }
    }
}

/* Print the first byte where new differs from ref, inside or outside the
 * row (or only outside it, for the guard check). */
static void report_mismatch(const char *name, const char *what, const uint8_t *ref,
                            const uint8_t *new, int width, int mis, int inplace,
                            int outside_only)
{
    for (int i = 0; i < BUF_SIZE; i++) {
        const int pos = i - GUARD - mis, in_row = pos >= 0 && pos < width;
        if (ref[i] != new[i] && !(outside_only && in_row)) {
            fprintf(stderr, "%s: %s: width %d, dst misalignment %d%s: byte %d %s: "
                    "expected 0x%02x, got 0x%02x\n", name, what, width, mis,
                    inplace ? ", in place" : "", pos,
                    in_row ? "of the row" : "(outside the row)", ref[i], new[i]);
            return;
        }
    }
}

static const int widths_extra[] = { MAX_WIDTH - 1, MAX_WIDTH };

/* dst, a, b misalignments in bytes */
static const int misalign[][3] = {
    {  0,  0,  0 }, {  1,  3,  5 }, { 15, 31, 17 }, { 63,  7,  1 }, { 32, 33, 34 },
};

static void check_binary_u8(void (*func)(uint8_t *dst, const uint8_t *a,
                                         const uint8_t *b, ptrdiff_t width),
                            const char *name)
{
    LOCAL_ALIGNED_32(uint8_t, a,        [BUF_SIZE]);
    LOCAL_ALIGNED_32(uint8_t, b,        [BUF_SIZE]);
    LOCAL_ALIGNED_32(uint8_t, a_copy,   [BUF_SIZE]);
    LOCAL_ALIGNED_32(uint8_t, b_copy,   [BUF_SIZE]);
    LOCAL_ALIGNED_32(uint8_t, dst_init, [BUF_SIZE]);
    LOCAL_ALIGNED_32(uint8_t, dst_ref,  [BUF_SIZE]);
    LOCAL_ALIGNED_32(uint8_t, dst_new,  [BUF_SIZE]);
    const int nb_widths = 4 * 32 + 3 + FF_ARRAY_ELEMS(widths_extra);
    int reported = 0;

    declare_func(void, uint8_t *dst, const uint8_t *a, const uint8_t *b,
                 ptrdiff_t width);

    if (!check_func(func, "%s", name))
        return;

    for (int wi = 0; wi < nb_widths; wi++) {
        const int w = wi < 4 * 32 + 3 ? wi + 1 : widths_extra[wi - (4 * 32 + 3)];
        for (int m = 0; m < FF_ARRAY_ELEMS(misalign); m++) {
            const int dm = misalign[m][0], am = misalign[m][1], bm = misalign[m][2];
            for (int pat = 0; pat < NB_PATTERNS; pat++) {
                for (int inplace = 0; inplace < 2; inplace++) {
                    /* the extremes pattern on one side, any on the other */
                    fill(a, BUF_SIZE, pat);
                    fill(b, BUF_SIZE, pat == PAT_RANDOM ? PAT_RANDOM : PAT_EXTREMES);
                    fill(dst_init, BUF_SIZE, PAT_RANDOM);
                    memcpy(a_copy, a, BUF_SIZE);
                    memcpy(b_copy, b, BUF_SIZE);

                    if (inplace) {
                        /* dst is the first source: a row of a, in dst's guards */
                        memcpy(dst_init + GUARD + dm, a + GUARD + am, w);
                        memcpy(dst_ref, dst_init, BUF_SIZE);
                        memcpy(dst_new, dst_init, BUF_SIZE);
                        call_ref(dst_ref + GUARD + dm, dst_ref + GUARD + dm, b + GUARD + bm, w);
                        call_new(dst_new + GUARD + dm, dst_new + GUARD + dm, b + GUARD + bm, w);
                    } else {
                        memcpy(dst_ref, dst_init, BUF_SIZE);
                        memcpy(dst_new, dst_init, BUF_SIZE);
                        call_ref(dst_ref + GUARD + dm, a + GUARD + am, b + GUARD + bm, w);
                        call_new(dst_new + GUARD + dm, a + GUARD + am, b + GUARD + bm, w);
                    }

                    if (memcmp(dst_ref, dst_new, BUF_SIZE) ||
                        memcmp(dst_new, dst_init, GUARD + dm) ||
                        memcmp(dst_new + GUARD + dm + w, dst_init + GUARD + dm + w,
                               BUF_SIZE - GUARD - dm - w) ||
                        memcmp(a, a_copy, BUF_SIZE) || memcmp(b, b_copy, BUF_SIZE)) {
                        fail();
                        if (!reported++) {
                            report_mismatch(name, "differs from C", dst_ref, dst_new,
                                            w, dm, inplace, 0);
                            report_mismatch(name, "guard changed", dst_init, dst_new,
                                            w, dm, inplace, 1);
                        }
                    }
                }
            }
        }
    }

    fill(a, BUF_SIZE, PAT_RANDOM);
    fill(b, BUF_SIZE, PAT_RANDOM);
    bench_new(dst_new + GUARD, a + GUARD, b + GUARD, MAX_WIDTH);
}

void checkasm_check_simdlesson(void)
{
    SimdLessonDSPContext dsp;

    ff_simdlesson_dsp_init(&dsp);
    check_binary_u8(dsp.add_sat_u8, "add_sat_u8");
    report("add_sat_u8");
}
