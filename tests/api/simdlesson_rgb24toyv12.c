/*
 * rgb24toyv12_luma_sat and _chroma_sat, C and SIMD, against swscale's
 * MMXEXT rgb24toyv12 itself (FFmpeg before 7.0 on x86-64), with the
 * coefficient words it reads (utils.c: fill_rgb2yuv_table(), its map's
 * rows 32 to 34, at byte 16 * 4 + 16 * 32 of the table) at random and at
 * the extremes, on random and on extreme pixels: every saturation of its
 * words, which no matrix of swscale's reaches.  Its rows 2 to 5 of 8 (the
 * first two and last two it leaves to ff_rgb24toyv12_c()).  Built against
 * the libraries of such a build; exits 1 on any difference, 2 where
 * ff_rgb24toyv12 is not that code.
 */

#include <stdio.h>
#include <string.h>

#include "libavutil/cpu.h"
#include "libswscale/rgb2rgb.h"
#include "libswscale/simdlessondsp.h"

enum { W = 136, H = 8, TRIALS = 2000 };

static unsigned seed = 1;

static unsigned rnd(void)
{
    seed = seed * 1664525 + 1013904223;
    return seed;
}

int main(void)
{
    static int32_t table[16 * 4 + 16 * 36];
    int16_t *const words = (int16_t *)((uint8_t *)table + 16 * 4 + 16 * 32);
    uint8_t src[3 * W * H], y[W * H], u[W / 2 * H / 2], v[W / 2 * H / 2];
    uint8_t y1[W], u1[W / 2], v1[W / 2];
    SimdLessonDSPContext dsp[2];
    int rows = 0, fails = 0;

    ff_sws_rgb2rgb_init();
    if (ff_rgb24toyv12 == ff_rgb24toyv12_c) {
        printf("ff_rgb24toyv12 is ff_rgb24toyv12_c here: nothing to compare\n");
        return 2;
    }
    av_force_cpu_flags(0);
    ff_simdlesson_dsp_init(&dsp[0]);            /* the C references */
    av_force_cpu_flags(-1);
    ff_simdlesson_dsp_init(&dsp[1]);
    for (int t = 0; t < TRIALS; t++) {
        SimdLessonRgbToYuv k;
        int16_t *const kk[3] = { k.y, k.u, k.v };

        for (int i = 0; i < sizeof(src); i++)
            src[i] = t & 1 ? (rnd() >> 31) * 255 : rnd() >> 24;
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 4; j++) {
                const unsigned r = rnd();
                kk[i][j] = j == 3 ? 0 : t < TRIALS / 2 ? (int16_t)(r >> 16) :
                           r >> 31 ? INT16_MAX : INT16_MIN;
                words[8 * i + j] = kk[i][j];
            }
        }
        ff_rgb24toyv12(src, y, u, v, W, H, W, W / 2, 3 * W, table);
        for (int d = 0; d < 2; d++) {
            for (int row = 2; row < 6; row += 2) {
                const uint8_t *s1 = src + 3 * W * row, *s2 = s1 + 3 * W;
                int bad;

                dsp[d].rgb24toyv12_luma_sat(y1, s1, W, &k);
                bad = memcmp(y1, y + W * row, W);
                dsp[d].rgb24toyv12_luma_sat(y1, s2, W, &k);
                bad |= memcmp(y1, y + W * (row + 1), W);
                dsp[d].rgb24toyv12_chroma_sat(u1, v1, s1, s2, W / 2, &k);
                bad |= memcmp(u1, u + W / 2 * (row / 2), W / 2) |
                       memcmp(v1, v + W / 2 * (row / 2), W / 2);
                if (bad && fails++ < 10)
                    printf("FAIL trial %d, rows %d and %d, %s: y %d %d %d, u %d %d %d, v %d %d %d\n",
                           t, row, row + 1, d ? "SIMD" : "C", k.y[0], k.y[1], k.y[2],
                           k.u[0], k.u[1], k.u[2], k.v[0], k.v[1], k.v[2]);
                rows += 2;
            }
        }
    }
    printf("tests/api/simdlesson_rgb24toyv12.c: %d rows, C and SIMD, against swscale's "
           "MMXEXT rgb24toyv12, %d failed\n", rows, fails);
    return !!fails;
}
