;*****************************************************************************
;* x86-optimized row kernels of the simdlesson filter
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

; The row contract of simdlessondsp.h: only the bytes [0, width) of each row
; are read or written, whatever the width, at full vector width.
;
; Rows of at least one vector: the pointer-offset loop walks whole vectors
; from the start; the last, partial, vector is done as one whole vector that
; ends exactly at the end of the row and overlaps the one before.  That last
; vector is computed before the loop, from the untouched sources, so that the
; result is right even when dst is the same buffer as a source.
;
; Shorter rows: two overlapping pieces of the largest size that fits (16, 8,
; 4 or 2 bytes), both computed before either is stored; one byte alone last.
; The pieces sit in the low bytes of full registers, so the operation runs on
; whole registers whatever the piece size.
;
; Register use: m0 (first source, result), m1 (second source), m2 m3 (temps
; of the operation), m4-m7 (constants set up by each function), m8 m9 (the
; last vector), m10 m11 (second pieces of short rows).

; BCAST b|w, reg, gpr32: every byte (b) or word (w) of m<reg> = the low
; byte or word of gpr32
%macro BCAST 3
    movd            xm%2, %3
%if cpuflag(avx2)
    vpbroadcast%1    m%2, xm%2
%else
%ifidn %1, b
    punpcklbw        m%2, m%2
%endif
    pshuflw          m%2, m%2, 0
    punpcklqdq       m%2, m%2
%endif
%endmacro

; LOAD_PIECES reg, tmp, ptr, size: the first and the last <size> bytes of the
; row at ptr into the low half of m<reg> (size 16: one per lane), through m<tmp>
%macro LOAD_PIECES 4
%if %4 == 16
    movu            xm%1, [%3q]
    vinserti128      m%1, m%1, [%3q+wq-16], 1
%elif %4 == 8
    movq            xm%1, [%3q]
    movq            xm%2, [%3q+wq-8]
    punpcklqdq      xm%1, xm%2
%elif %4 == 4
    movd            xm%1, [%3q]
    movd            xm%2, [%3q+wq-4]
    punpckldq       xm%1, xm%2
%else
    movzx           tmpd, word [%3q]
    movd            xm%1, tmpd
    pinsrw          xm%1, [%3q+wq-2], 1
%endif
%endmacro

; ROW nsrc, op
;   The body of a row function: dstq, aq (and bq when nsrc is 2) and wq, the
;   width in bytes, are set; op is a macro "op x, y, t0, t1" that computes
;   x = f(x, y) element-wise (y: the second source, unused with one source)
;   with the temps t0 t1 and the constants in m4-m7.
%macro ROW 2
    cmp                wq, mmsize
    jl .short
    sub                wq, mmsize
    add                aq, wq
%if %1 == 2
    add                bq, wq
%endif
    add              dstq, wq            ; the last whole vector
    movu               m8, [aq]
%if %1 == 2
    movu               m9, [bq]
%endif
    %2                 m8, m9, m2, m3
    neg                wq                ; offset of the first vector
.loop:
    movu               m0, [aq+wq]
%if %1 == 2
    movu               m1, [bq+wq]
%endif
    %2                 m0, m1, m2, m3
    movu        [dstq+wq], m0
    add                wq, mmsize
    jle .loop
    movu           [dstq], m8
    RET

.short:
%if mmsize == 32
    cmp                wq, 16
    jl .short8
    LOAD_PIECES  0, 10, a, 16
%if %1 == 2
    LOAD_PIECES  1, 11, b, 16
%endif
    %2                 m0, m1, m2, m3
    movu           [dstq], xm0
    vextracti128 [dstq+wq-16], m0, 1
    RET
.short8:
%endif
    cmp                wq, 8
    jl .short4
    LOAD_PIECES  0, 10, a, 8
%if %1 == 2
    LOAD_PIECES  1, 11, b, 8
%endif
    %2                 m0, m1, m2, m3
    movq           [dstq], xm0
    movhps    [dstq+wq-8], xm0
    RET
.short4:
    cmp                wq, 4
    jl .short2
    LOAD_PIECES  0, 10, a, 4
%if %1 == 2
    LOAD_PIECES  1, 11, b, 4
%endif
    %2                 m0, m1, m2, m3
    movd           [dstq], xm0
    psrlq             xm0, 32
    movd      [dstq+wq-4], xm0
    RET
.short2:
    cmp                wq, 2
    jl .short1
    LOAD_PIECES  0, 10, a, 2
%if %1 == 2
    LOAD_PIECES  1, 11, b, 2
%endif
    %2                 m0, m1, m2, m3
    movd             tmpd, xm0
    mov            [dstq], tmpw
    pextrw           tmpd, xm0, 1
    mov       [dstq+wq-2], tmpw
    RET
.short1:                                 ; bytes only
    movzx            tmpd, byte [aq]
    movd              xm0, tmpd
%if %1 == 2
    movzx            tmpd, byte [bq]
    movd              xm1, tmpd
%endif
    %2                 m0, m1, m2, m3
    movd             tmpd, xm0
    mov            [dstq], tmpb
    RET
%endmacro

;-----------------------------------------------------------------------------
; The operations.  Constants: see the setup of each function below.
;-----------------------------------------------------------------------------

%macro OP_ADD_SAT_U8 4
    paddusb            %1, %2
%endmacro

%macro OP_ADD_WRAP_U8 4
    paddb              %1, %2
%endmacro

; x + y - 128, through words: y - 128 is sign-extended (pcmpgtb gives the
; sign bytes to interleave with), x is zero-extended, and packuswb saturates
; the sums back to bytes.  m6 = 0, m7 = 0x80 bytes.
%macro OP_ADD_BIAS_U8 4
    pxor               %2, m7            ; y - 128, as signed bytes
    pcmpgtb            %3, m6, %2        ; 0xff where y - 128 < 0
    punpckhbw          %4, %2, %3        ; high 8: y - 128 as words
    punpcklbw          %2, %3            ; low 8
    punpckhbw          %3, %1, m6        ; high 8: x as words
    punpcklbw          %1, m6            ; low 8
    paddw              %1, %2
    paddw              %3, %4
    packuswb           %1, %3            ; lanes: low, high of each lane
%endmacro

; x + v clamped to [0, 255]: m6 = max(v, 0), m7 = max(-v, 0) bytes
%macro OP_OFFSET_SAT_U8 4
    paddusb            %1, m6
    psubusb            %1, m7
%endmacro

; (x + v) & 255: m6 = v bytes
%macro OP_OFFSET_WRAP_U8 4
    paddb              %1, m6
%endmacro

; min(x, max) on unsigned words, m4 = max.  pminuw is SSE4.1; with SSE2,
; m5 = 0xffff - max: adding it saturates exactly the words above max, and
; subtracting it back leaves max there and x elsewhere.
%macro CLAMP_MAX_U16 1
%if cpuflag(sse4)
    pminuw             %1, m4
%else
    paddusw            %1, m5
    psubusw            %1, m5
%endif
%endmacro

%macro OP_ADD_SAT_U16 4
    paddusw            %1, %2
    CLAMP_MAX_U16      %1
%endmacro

%macro OP_ADD_WRAP_U16 4
    paddw              %1, %2
    pand               %1, m4
%endmacro

; clip(x + y - half, 0, max) for any words: y - half is split into its
; positive part, added with unsigned saturation, and its negative part,
; subtracted with unsigned saturation; one of the two is 0.  m6 = half.
%macro OP_ADD_BIAS_U16 4
    psubusw            %3, %2, m6        ; max(y - half, 0)
    psubusw            %4, m6, %2        ; max(half - y, 0)
    paddusw            %1, %3
    psubusw            %1, %4
    CLAMP_MAX_U16      %1
%endmacro

; clip(x + v, 0, max): m6 = max(v, 0), m7 = max(-v, 0) words
%macro OP_OFFSET_SAT_U16 4
    paddusw            %1, m6
    psubusw            %1, m7
    CLAMP_MAX_U16      %1
%endmacro

; (x + v) & max: m6 = v words
%macro OP_OFFSET_WRAP_U16 4
    paddw              %1, m6
    pand               %1, m4
%endmacro

;-----------------------------------------------------------------------------
; Setups of the constants
;-----------------------------------------------------------------------------

; m4 = max words (and m5 = 0xffff - max without SSE4.1)
%macro SETUP_MAX_U16 0
    BCAST           w, 4, maxd
%if notcpuflag(sse4)
    mov              tmpd, 0xffff
    sub              tmpd, maxd
    BCAST           w, 5, tmpd
%endif
%endmacro

; m6 = max(v, 0), m7 = max(-v, 0), as bytes (b) or words (w)
%macro SETUP_POS_NEG 1
    xor             tmp2d, tmp2d
    mov              tmpd, vd
    test             tmpd, tmpd
    cmovs            tmpd, tmp2d
    BCAST          %1, 6, tmpd
    neg                vd
    cmovs              vd, tmp2d
    BCAST          %1, 7, vd
%endmacro

;-----------------------------------------------------------------------------
; The functions
;-----------------------------------------------------------------------------

; void add_*_u8(uint8_t *dst, const uint8_t *a, const uint8_t *b, ptrdiff_t width)
%macro ADD_U8 0
cglobal simdlesson_add_sat_u8, 4, 6, 12, dst, a, b, w, tmp, tmp2
    ROW                 2, OP_ADD_SAT_U8

cglobal simdlesson_add_wrap_u8, 4, 6, 12, dst, a, b, w, tmp, tmp2
    ROW                 2, OP_ADD_WRAP_U8

cglobal simdlesson_add_bias_u8, 4, 6, 12, dst, a, b, w, tmp, tmp2
    pxor               m6, m6
    mov              tmpd, 0x80
    BCAST           b, 7, tmpd
    ROW                 2, OP_ADD_BIAS_U8
%endmacro

; void offset_*_u8(uint8_t *dst, const uint8_t *a, ptrdiff_t width, int v)
%macro OFFSET_U8 0
cglobal simdlesson_offset_sat_u8, 4, 6, 12, dst, a, w, v, tmp, tmp2
    SETUP_POS_NEG  b
    ROW                 1, OP_OFFSET_SAT_U8

cglobal simdlesson_offset_wrap_u8, 4, 6, 12, dst, a, w, v, tmp, tmp2
    BCAST           b, 6, vd
    ROW                 1, OP_OFFSET_WRAP_U8
%endmacro

; void add_*_u16(uint16_t *dst, const uint16_t *a, const uint16_t *b,
;                ptrdiff_t width, int max)
%macro ADD_U16 0
cglobal simdlesson_add_sat_u16, 5, 7, 12, dst, a, b, w, max, tmp, tmp2
    add                wq, wq
    SETUP_MAX_U16
    ROW                 2, OP_ADD_SAT_U16

cglobal simdlesson_add_wrap_u16, 5, 7, 12, dst, a, b, w, max, tmp, tmp2
    add                wq, wq
    BCAST           w, 4, maxd
    ROW                 2, OP_ADD_WRAP_U16

cglobal simdlesson_add_bias_u16, 5, 7, 12, dst, a, b, w, max, tmp, tmp2
    add                wq, wq
    SETUP_MAX_U16
    mov              tmpd, maxd          ; half = (max + lowest bit of max) / 2
    neg              tmpd
    and              tmpd, maxd
    add              tmpd, maxd
    shr              tmpd, 1
    BCAST           w, 6, tmpd
    ROW                 2, OP_ADD_BIAS_U16
%endmacro

; void offset_*_u16(uint16_t *dst, const uint16_t *a, ptrdiff_t width,
;                   int v, int max)
%macro OFFSET_U16 0
cglobal simdlesson_offset_sat_u16, 5, 7, 12, dst, a, w, v, max, tmp, tmp2
    add                wq, wq
    SETUP_MAX_U16
    SETUP_POS_NEG  w
    ROW                 1, OP_OFFSET_SAT_U16

cglobal simdlesson_offset_wrap_u16, 5, 7, 12, dst, a, w, v, max, tmp, tmp2
    add                wq, wq
    BCAST           w, 4, maxd
    BCAST           w, 6, vd
    ROW                 1, OP_OFFSET_WRAP_U16
%endmacro

INIT_XMM sse2
ADD_U8
OFFSET_U8
ADD_U16
OFFSET_U16

%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
ADD_U8
OFFSET_U8
ADD_U16
OFFSET_U16
%endif
