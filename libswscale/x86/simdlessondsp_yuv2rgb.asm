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
; void vfilter_u16(uint8_t *dst, const uint16_t *const *src, const int16_t *coef,
;                  int taps, ptrdiff_t width, int round, int bits, int in_shift)
;
; taps is even: each pair of rows, as words (bytes zero-extended; words
; shifted right by in_shift, then to swscale's 15 bits) and interleaved, meets its pair of
; coefficients in one pmaddwd, to 32-bit sums.  Rows of 16 and more: units
; of 16 outputs, the last one ending at the row's end (dst never overlaps a
; source, so recomputing outputs is harmless); shorter rows: two
; overlapping units of 8 or 4, or single outputs.
;
; VF_LOAD reg, n, bytes, addr: n samples (16, 8, 4 or 1) of bytes each at
; addr, as words; xd is used for n = 1 (whose index is w)
%macro VF_LOAD 4
%if %3 == 1
%if %2 == 16
    pmovzxbw         m%1, [%4]
%elif %2 == 8
    pmovzxbw        xm%1, [%4]
%elif %2 == 4
    movd            xm%1, [%4]
    pmovzxbw        xm%1, xm%1
%else
    movzx             xd, byte [%4]
    movd            xm%1, xd
%endif
%else
%if %2 == 16
    movu             m%1, [%4]
%elif %2 == 8
    movu            xm%1, [%4]
%elif %2 == 4
    movq            xm%1, [%4]
%else
    movzx             xd, word [%4]
    movd            xm%1, xd
%endif
    psrlw            m%1, xm7
    pminuw           m%1, m9
    psllw            m%1, xm10
    pminuw           m%1, m11
%endif
%endmacro

; VF_UNIT n, x, bytes: the n outputs at x; m5 = round, xm8 = the final
; shift; words: xm7 = in_shift, m9 = 1 << bits, xm10 = 15 - bits, m11 = 32767
%macro VF_UNIT 3
    xor             tapq, tapq
    pxor             m0, m0
    pxor             m1, m1
%%tap:
    mov              p1q, [srcq + tapq * 8 + 8]
    mov              p0q, [srcq + tapq * 8]
    VF_LOAD           3, %1, %3, p1q + %2 * %3
    VF_LOAD           2, %1, %3, p0q + %2 * %3
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
    psrad            m0, xm8
    psrad            m1, xm8
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

; VFILTER bytes: the row loop
%macro VFILTER 1
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
    VF_UNIT          16, xq, %1
    add               xq, 16
    jmp .loop
.last:
    VF_UNIT          16, wq, %1
    RET
.short:
    cmp               wq, 8
    jl .short4
    VF_UNIT           8, 0, %1
    sub               wq, 8
    VF_UNIT           8, wq, %1
    RET
.short4:
    cmp               wq, 4
    jl .short1
    VF_UNIT           4, 0, %1
    sub               wq, 4
    VF_UNIT           4, wq, %1
    RET
.short1:
    dec               wq
    VF_UNIT           1, wq, %1
    test              wq, wq
    jnz .short1
    RET
%endmacro

INIT_YMM avx2
cglobal simdlesson_vfilter_u8, 6, 10, 9, dst, src, coef, taps, w, round, tap, x, p0, p1
    mov             tapd, 12
    movd            xm8, tapd
    VFILTER           1

cglobal simdlesson_vfilter_u16, 8, 12, 12, dst, src, coef, taps, w, round, bits, in_shift, tap, x, p0, p1
    movd            xm7, in_shiftd
    mov             tapd, 15
    sub             tapd, bitsd
    movd           xm10, tapd
    mov             tapd, 0x8000
    movd            xm9, tapd
    vpbroadcastw     m9, xm9
    psrlw            m9, xm10               ; 1 << bits
    mov             tapd, 32767
    movd           xm11, tapd
    vpbroadcastw    m11, xm11
    mov             tapd, 19
    movd            xm8, tapd
    VFILTER           2

%endif
