;*****************************************************************************
;* x86-optimized addition row kernels of the simdlesson filter
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

%include "libswscale/x86/simdlessondsp_include.asm"

SECTION_RODATA

pb_80: times 4 db 0x80

SECTION .text

; x86-64 only, as the init; the kernels use up to 7 general-purpose
; registers.
%if ARCH_X86_64

; Every kernel is an element-wise ROW (simdlessondsp_include.asm) with one
; element size: widths count bytes, and ROW moves words as pairs of bytes.

;-----------------------------------------------------------------------------
; The operations "op x, y, t0, t1": x = f(x, y), y the second source (add)
; or unused (offset).  Constants: see the setup of each function below.
;-----------------------------------------------------------------------------

%macro OP_ADD_SAT_U8 4
    paddusb            %1, %2
%endmacro

%macro OP_ADD_WRAP_U8 4
    paddb              %1, %2
%endmacro

; x + y - 128, saturated.  SSE2, AVX2: through words: y - 128 is
; sign-extended (pcmpgtb gives the sign bytes to interleave with), x is
; zero-extended, and packuswb saturates the sums back to bytes; m4 = 0,
; m5 = 0x80 bytes.  AVX-512 (whose pcmpgtb gives a mask, not a vector):
; y - 128 split into its positive and negative parts, one of them 0, added
; and subtracted with unsigned saturation: the same result, in bytes.
%macro OP_ADD_BIAS_U8 4
%if cpuflag(avx512)
    psubusb            %3, %2, m5        ; max(y - 128, 0)
    psubusb            %4, m5, %2        ; max(128 - y, 0)
    paddusb            %1, %3
    psubusb            %1, %4
%else
    pxor               %2, m5            ; y - 128, as signed bytes
    pcmpgtb            %3, m4, %2        ; 0xff where y - 128 < 0
    punpckhbw          %4, %2, %3        ; high 8: y - 128 as words
    punpcklbw          %2, %3            ; low 8
    punpckhbw          %3, %1, m4        ; high 8: x as words
    punpcklbw          %1, m4            ; low 8
    paddw              %1, %2
    paddw              %3, %4
    packuswb           %1, %3            ; lanes: low, high of each lane
%endif
%endmacro

; x + v clamped to [0, 255]: m4 = max(v, 0), m5 = max(-v, 0) bytes
%macro OP_OFFSET_SAT_U8 4
    paddusb            %1, m4
    psubusb            %1, m5
%endmacro

; (x + v) & 255: m4 = v bytes
%macro OP_OFFSET_WRAP_U8 4
    paddb              %1, m4
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

; (x + v) & max: m5 = v words
%macro OP_OFFSET_WRAP_U16 4
    paddw              %1, m5
    pand               %1, m4
%endmacro

;-----------------------------------------------------------------------------
; Setups of the constants
;-----------------------------------------------------------------------------

; m4 = max words (and m5 = 0xffff - max without SSE4.1)
%macro SETUP_MAX_U16 0
    SPLAT           w, 4, maxd
%if notcpuflag(sse4)
    mov              tmpd, 0xffff
    sub              tmpd, maxd
    SPLAT           w, 5, tmpd
%endif
%endmacro

; m<pos> = max(v, 0), m<neg> = max(-v, 0), as bytes (b) or words (w);
; vd, tmpd and tmp2d are changed
%macro SETUP_POS_NEG 3 ; b|w, pos, neg
    xor             tmp2d, tmp2d
    mov              tmpd, vd
    test             tmpd, tmpd
    cmovs            tmpd, tmp2d
    SPLAT          %1, %2, tmpd
    neg                vd
    cmovs              vd, tmp2d
    SPLAT          %1, %3, vd
%endmacro

;-----------------------------------------------------------------------------
; The functions
;-----------------------------------------------------------------------------

%define ROW_IN  1
%define ROW_OUT 1

; void add_*_u8(uint8_t *dst, const uint8_t *a, const uint8_t *b,
;               ptrdiff_t width)
%macro ADD_U8 0
%define ROW_SRCS  2
%define ROW_SPARE 2
cglobal simdlesson_add_sat_u8, 4, 5, 3, dst, a, b, w, tmp
    ROW                OP_ADD_SAT_U8

cglobal simdlesson_add_wrap_u8, 4, 5, 3, dst, a, b, w, tmp
    ROW                OP_ADD_WRAP_U8

%define ROW_SPARE 6
cglobal simdlesson_add_bias_u8, 4, 5, 7, dst, a, b, w, tmp
    pxor               m4, m4
    VPBROADCASTD       m5, [pb_80]
    ROW                OP_ADD_BIAS_U8
%endmacro

; void offset_*_u8(uint8_t *dst, const uint8_t *a, ptrdiff_t width, int v)
%macro OFFSET_U8 0
%define ROW_SRCS  1
%define ROW_SPARE 2
cglobal simdlesson_offset_sat_u8, 4, 6, 6, dst, a, w, v, tmp, tmp2
    SETUP_POS_NEG   b, 4, 5
    ROW                OP_OFFSET_SAT_U8

cglobal simdlesson_offset_wrap_u8, 4, 5, 5, dst, a, w, v, tmp
    SPLAT           b, 4, vd
    ROW                OP_OFFSET_WRAP_U8
%endmacro

; void add_*_u16(uint16_t *dst, const uint16_t *a, const uint16_t *b,
;                ptrdiff_t width, int max)
%macro ADD_U16 0
%define ROW_SRCS  2
%define ROW_SPARE 2
cglobal simdlesson_add_sat_u16, 5, 6, 6, dst, a, b, w, max, tmp
    add                wq, wq
    SETUP_MAX_U16
    ROW                OP_ADD_SAT_U16

cglobal simdlesson_add_wrap_u16, 5, 6, 5, dst, a, b, w, max, tmp
    add                wq, wq
    SPLAT           w, 4, maxd
    ROW                OP_ADD_WRAP_U16

%define ROW_SPARE 7
cglobal simdlesson_add_bias_u16, 5, 6, 8, dst, a, b, w, max, tmp
    add                wq, wq
    SETUP_MAX_U16
    mov              tmpd, maxd          ; half = (max + lowest bit of max) / 2
    neg              tmpd
    and              tmpd, maxd
    add              tmpd, maxd
    shr              tmpd, 1
    SPLAT           w, 6, tmpd
    ROW                OP_ADD_BIAS_U16
%endmacro

; void offset_*_u16(uint16_t *dst, const uint16_t *a, ptrdiff_t width,
;                   int v, int max)
%macro OFFSET_U16 0
%define ROW_SRCS  1
%define ROW_SPARE 2
cglobal simdlesson_offset_sat_u16, 5, 7, 8, dst, a, w, v, max, tmp, tmp2
    add                wq, wq
    SETUP_MAX_U16
    SETUP_POS_NEG   w, 6, 7
    ROW                OP_OFFSET_SAT_U16

cglobal simdlesson_offset_wrap_u16, 5, 6, 6, dst, a, w, v, max, tmp
    add                wq, wq
    SPLAT           w, 4, maxd
    SPLAT           w, 5, vd
    ROW                OP_OFFSET_WRAP_U16
%endmacro

%macro FUNCS 0
ADD_U8
OFFSET_U8
ADD_U16
OFFSET_U16
%endmacro

INIT_XMM sse2
FUNCS

%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
FUNCS
%endif

%if HAVE_AVX512_EXTERNAL
INIT_ZMM avx512
FUNCS
%endif

%endif ; ARCH_X86_64
