;*****************************************************************************
;* x86-optimized bit-depth conversion row kernels of the simdlesson filter
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

; The row contract of simdlessondsp.h, for rows whose input and output
; elements differ in size (bytes or words); widths count samples.  Every
; sample is computed in a 16-bit word.
;
; Rows of at least mmsize samples: units of mmsize samples (two registers of
; words); the last unit ends exactly at the end of the row and overlaps the
; one before (dst never overlaps src, so it is stored first).
;
; Shorter rows: two overlapping pieces of n samples, the largest n of
; mmsize/2, 8, 4, 2 that fits, in the low part of one register; or one sample.
;
; The ordered dither repeats every 8 samples: a unit or piece that starts at
; sample x takes its dither from x & 7 on.  Three copies of the 8 values on
; the stack give every phase as one unaligned load.
;
; Registers: m0 m1 data, m2 m3 temps, xm4 xm5 shift counts, m6 the dither at
; phase 0, m7 the dither of a piece, m8 zero, m9 max.

; LOADP reg, bytes, addr: the <bytes> bytes at addr into the low part of m<reg>
%macro LOADP 3
%if %2 == 32
    movu             m%1, [%3]
%elif %2 == 16
    movu            xm%1, [%3]
%elif %2 == 8
    movq            xm%1, [%3]
%elif %2 == 4
    movd            xm%1, [%3]
%elif %2 == 2
    movzx            tmpd, word [%3]
    movd            xm%1, tmpd
%else
    movzx            tmpd, byte [%3]
    movd            xm%1, tmpd
%endif
%endmacro

; STOREP reg, bytes, addr: the low <bytes> bytes of m<reg> to addr
%macro STOREP 3
%if %2 == 32
    movu             [%3], m%1
%elif %2 == 16
    movu             [%3], xm%1
%elif %2 == 8
    movq             [%3], xm%1
%elif %2 == 4
    movd             [%3], xm%1
%elif %2 == 2
    movd             tmpd, xm%1
    mov              [%3], tmpw
%else
    movd             tmpd, xm%1
    mov              [%3], tmpb
%endif
%endmacro

; WIDEN reg, signed: the bytes in the low half of m<reg> to words, zero- or
; sign-extended.  SSE2: unpack against zero, or against the sign bytes that
; pcmpgtb makes (0 > x: 0xff); SSE4.1 and AVX2: pmovzxbw/pmovsxbw.
%macro WIDEN 2
%if cpuflag(sse4)
%if %2
    pmovsxbw         m%1, xm%1
%else
    pmovzxbw         m%1, xm%1
%endif
%else
%if %2
    pcmpgtb           m2, m8, m%1
    punpcklbw        m%1, m2
%else
    punpcklbw        m%1, m8
%endif
%endif
%endmacro

; NARROW reg: the words of m<reg> (mmsize/2 bytes of them at most) to bytes
; with unsigned saturation, in the low half of xm<reg>.  vpackuswb packs
; within each 128-bit lane: the high lane is packed against the low one.
%macro NARROW 1
%if mmsize == 32
    vextracti128     xm3, m%1, 1
    packuswb        xm%1, xm3
%else
    packuswb         m%1, m%1
%endif
%endmacro

; The operations on words: OP x, t, dither (t: a temp)

; (x << l) | (x >> r): xm4 = l, xm5 = r (16 and more: 0)
%macro OP_UP 3
    psllw              %2, %1, xm4
    psrlw              %1, xm5
    por                %1, %2
%endmacro

; (x - (x >> r) + dither) >> s, saturating: xm4 = s, xm5 = r.  The sum can
; only pass 0xffff on samples above the input range, whose result is then
; max anyway: paddusw keeps it there.  After >> s (s >= 1) every word is
; below 0x8000, so the signed pminsw clamps to max (m9); packuswb, for bytes,
; saturates at 255 by itself.
%macro OP_DOWN 3
    psrlw              %2, %1, xm5
    psubw              %1, %2
    paddusw            %1, %3
    psrlw              %1, xm4
%endmacro

%macro OP_DOWN_MAX 3
    OP_DOWN            %1, %2, %3
    pminsw             %1, m9
%endmacro

%macro OP_NONE 3
%endmacro

; UNIT in, out, op, signed, dither, src, dst: mmsize samples at the
; addresses src and dst (expressions without brackets)
%macro UNIT 7
%if %1 == 1
%if cpuflag(sse4)
%if %4
    pmovsxbw          m0, [%6]
    pmovsxbw          m1, [%6+mmsize/2]
%else
    pmovzxbw          m0, [%6]
    pmovzxbw          m1, [%6+mmsize/2]
%endif
%else
    movu              m0, [%6]
%if %4
    pcmpgtb           m2, m8, m0        ; the sign bytes: 0xff where 0 > x
    punpckhbw         m1, m0, m2        ; high 8 bytes: words
    punpcklbw         m0, m2            ; low 8
%else
    punpckhbw         m1, m0, m8
    punpcklbw         m0, m8
%endif
%endif
%else
    movu              m0, [%6]
    movu              m1, [%6+mmsize]
%endif
    %3                m0, m2, %5
    %3                m1, m3, %5
%if %2 == 1
    packuswb          m0, m1            ; AVX2 lanes: m0 lo, m1 lo | m0 hi, m1 hi
%if mmsize == 32
    vpermq            m0, m0, q3120
%endif
    movu             [%7], m0
%else
    movu             [%7], m0
    movu      [%7+mmsize], m1
%endif
%endmacro

; PIECE in, out, op, signed, n, dither, src, dst: n < mmsize samples
%macro PIECE 8
    LOADP              0, %5 * %1, %7
%if %1 == 1
    WIDEN              0, %4
%endif
    %3                m0, m2, %6
%if %2 == 1
    NARROW             0
%endif
    STOREP             0, %5 * %2, %8
%endmacro

; DITHER_AT reg, gpr: m<reg> = the dither from phase gpr & 7 on (gpr is changed)
%macro DITHER_AT 2
    and               %2d, 7
    movu             m%1, [rsp+%2q*2]
%endmacro

; SHORT in, out, op, signed, dither, n: rows of n to 2n-1 samples (n > 1)
%macro SHORT 6
.short%6:
    cmp                wq, %6
    jl .short%6_next
    PIECE             %1, %2, %3, %4, %6, m6, srcq, dstq
%if %5
    lea             tmp2q, [wq-%6]
    DITHER_AT          7, tmp2
%endif
    PIECE             %1, %2, %3, %4, %6, m7, srcq+wq*%1-%6*%1, dstq+wq*%2-%6*%2
    RET
.short%6_next:
%endmacro

; DEPTH_ROW in, out, op, signed, dither
;   in, out: bytes per input and output sample; op: OP_*; signed: sign-extend
;   bytes; dither: the dither is on the stack (m6: phase 0).  dstq, srcq, wq
;   and the constants of op are set.
%macro DEPTH_ROW 5
    cmp                wq, mmsize
    jl .short
    lea              tmpq, [wq-mmsize]   ; the last unit
%if %5
    mov             tmp2q, tmpq
    DITHER_AT          7, tmp2
%endif
    lea              srcq, [srcq+tmpq*%1]
    lea              dstq, [dstq+tmpq*%2]
    UNIT              %1, %2, %3, %4, m7, srcq, dstq
    neg              tmpq
    jz .end
.loop:
    UNIT              %1, %2, %3, %4, m6, srcq+tmpq*%1, dstq+tmpq*%2
    add              tmpq, mmsize
    jl .loop
.end:
    RET

.short:
%if mmsize == 32
    SHORT             %1, %2, %3, %4, %5, 16
%endif
    SHORT             %1, %2, %3, %4, %5, 8
    SHORT             %1, %2, %3, %4, %5, 4
    SHORT             %1, %2, %3, %4, %5, 2
    PIECE             %1, %2, %3, %4, 1, m6, srcq, dstq
    RET
%endmacro

; m6 and three copies on the stack: the 8 dither words at ditherq
%macro SETUP_DITHER 0
    movu             xm6, [ditherq]
    movu        [rsp+ 0], xm6
    movu        [rsp+16], xm6
    movu        [rsp+32], xm6
%if mmsize == 32
    vinserti128       m6, m6, xm6, 1
%endif
%endmacro

; void depth_up_u8(uint16_t *dst, const uint8_t *src, ptrdiff_t width,
;                  int lshift, int rshift)
; void depth_up_u16(uint16_t *dst, const uint16_t *src, ptrdiff_t width,
;                   int lshift, int rshift)
%macro DEPTH_UP_U8 0
cglobal simdlesson_depth_up_u8, 5, 7, 10, dst, src, w, l, r, tmp, tmp2
    movd             xm4, ld
    movd             xm5, rd
    pxor              m8, m8
    DEPTH_ROW          1, 2, OP_UP, 0, 0
%endmacro

%macro DEPTH_UP_U16 0
cglobal simdlesson_depth_up_u16, 5, 7, 10, dst, src, w, l, r, tmp, tmp2
    movd             xm4, ld
    movd             xm5, rd
    DEPTH_ROW          2, 2, OP_UP, 0, 0
%endmacro

; void depth_down_u16(uint16_t *dst, const uint16_t *src, ptrdiff_t width,
;                     const uint16_t *dither, int shift, int rshift, int max)
; void depth_down_u8(uint8_t *dst, const uint16_t *src, ptrdiff_t width,
;                    const uint16_t *dither, int shift, int rshift)
%macro DEPTH_DOWN 0
cglobal simdlesson_depth_down_u16, 7, 9, 10, 48, dst, src, w, dither, s, r, max, tmp, tmp2
    movd             xm4, sd
    movd             xm5, rd
    movd             xm9, maxd
%if cpuflag(avx2)
    vpbroadcastw      m9, xm9
%else
    pshuflw           m9, m9, 0
    punpcklqdq        m9, m9
%endif
    SETUP_DITHER
    DEPTH_ROW          2, 2, OP_DOWN_MAX, 0, 1

cglobal simdlesson_depth_down_u8, 6, 8, 10, 48, dst, src, w, dither, s, r, tmp, tmp2
    movd             xm4, sd
    movd             xm5, rd
    SETUP_DITHER
    DEPTH_ROW          2, 1, OP_DOWN, 0, 1
%endmacro

; void sext_s8(int16_t *dst, const int8_t *src, ptrdiff_t width)
%macro SEXT 0
cglobal simdlesson_sext_s8, 3, 5, 10, dst, src, w, tmp, tmp2
    pxor              m8, m8
    DEPTH_ROW          1, 2, OP_NONE, 1, 0
%endmacro

INIT_XMM sse2
DEPTH_UP_U8
DEPTH_UP_U16
DEPTH_DOWN
SEXT

; SSE4.1: pmovzxbw/pmovsxbw widen straight from memory
INIT_XMM sse4
DEPTH_UP_U8
SEXT

%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
DEPTH_UP_U8
DEPTH_UP_U16
DEPTH_DOWN
SEXT
%endif
