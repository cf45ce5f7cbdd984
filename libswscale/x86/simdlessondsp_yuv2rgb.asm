;*****************************************************************************
;* x86-optimized YUV -> RGB row kernels of the simdlesson DSP (swscale's
;* scaler at the same size, swscale_simdlesson.c)
;*
;* This file is part of FFmpeg.
;*
;* FFmpeg is free software; you can redistribute it and/or
;* modify it under the terms of the GNU Lesser General Public
;* License as published by the Free Software Foundation; either
;* version 2.1 of the License, or (at your option) any later version.
;*
;* FFmpeg is distributed in the hope that it will be useful,
;* but WITHOUT ANY WARRANTY; without even the implied warranty of
;* MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
;* Lesser General Public License for more details.
;*
;* You should have received a copy of the GNU Lesser General Public
;* License along with FFmpeg; if not, write to the Free Software
;* Foundation, Inc., 51 Franklin Street, Fifth Floor, Boston, MA 02110-1301 USA
;*****************************************************************************

%include "libavutil/x86/x86util.asm"

SECTION .text

%if ARCH_X86_64 && HAVE_AVX2_EXTERNAL

; void vfilter_u8(uint8_t *dst, const uint8_t *const *src, const int16_t *coef,
;                 int taps, ptrdiff_t width, int round)
;
; taps is even: each pair of rows, zero-extended to words and interleaved,
; meets its pair of coefficients in one pmaddwd, to 32-bit sums.  Rows of
; 16 and more: units of 16 outputs, the last one ending at the row's end
; (dst never overlaps a source, so recomputing outputs is harmless);
; shorter rows: two overlapping units of 8 or 4, or single outputs.
;
; VF_UNIT n, x: the n outputs (16, 8, 4 or 1) at x; m5 = round
%macro VF_UNIT 2
    xor             tapq, tapq
    pxor             m0, m0
    pxor             m1, m1
%%tap:
    mov              p0q, [srcq + tapq * 8]
    mov              p1q, [srcq + tapq * 8 + 8]
%if %1 == 16
    pmovzxbw         m2, [p0q + %2]
    pmovzxbw         m3, [p1q + %2]
%elif %1 == 8
    pmovzxbw        xm2, [p0q + %2]
    pmovzxbw        xm3, [p1q + %2]
%elif %1 == 4
    movd            xm2, [p0q + %2]
    movd            xm3, [p1q + %2]
    pmovzxbw        xm2, xm2
    pmovzxbw        xm3, xm3
%else
    movzx           p0d, byte [p0q + %2]
    movzx           p1d, byte [p1q + %2]
    movd            xm2, p0d
    movd            xm3, p1d
%endif
    vpbroadcastd     m4, [coefq + tapq * 2]
    punpckhwd        m6, m2, m3
    punpcklwd        m2, m3
    pmaddwd          m6, m4
    pmaddwd          m2, m4
    paddd            m1, m6
    paddd            m0, m2
    add             tapq, 2
    cmp             tapq, tapsq
    jl %%tap
    paddd            m0, m5
    paddd            m1, m5
    psrad            m0, 12
    psrad            m1, 12
    packssdw         m0, m1
%if %1 == 16
    packuswb         m0, m0
    vpermq           m0, m0, q0020
    movu     [dstq + %2], xm0
%else
    packuswb        xm0, xm0
%if %1 == 8
    movq     [dstq + %2], xm0
%elif %1 == 4
    movd     [dstq + %2], xm0
%else
    movd             p0d, xm0
    mov      [dstq + %2], p0b
%endif
%endif
%endmacro

INIT_YMM avx2
cglobal simdlesson_vfilter_u8, 6, 10, 7, dst, src, coef, taps, w, round, tap, x, p0, p1
    movsxd        tapsq, tapsd
    movd            xm5, roundd
    vpbroadcastd     m5, xm5
    cmp               wq, 16
    jl .short
    xor               xq, xq
    sub               wq, 16
.loop:
    cmp               xq, wq
    jge .last
    VF_UNIT          16, xq
    add               xq, 16
    jmp .loop
.last:
    VF_UNIT          16, wq
    RET
.short:
    cmp               wq, 8
    jl .short4
    VF_UNIT           8, 0
    sub               wq, 8
    VF_UNIT           8, wq
    RET
.short4:
    cmp               wq, 4
    jl .short1
    VF_UNIT           4, 0
    sub               wq, 4
    VF_UNIT           4, wq
    RET
.short1:
    dec               wq
    VF_UNIT           1, wq
    test              wq, wq
    jnz .short1
    RET

%endif
