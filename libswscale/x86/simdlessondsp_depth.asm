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

%include "libswscale/x86/simdlessondsp_include.asm"

SECTION .text

; The kernels use up to 9 general-purpose registers: x86-64 only.
%if ARCH_X86_64

; Every kernel is a ROW (simdlessondsp_include.asm); every sample is
; computed in a 16-bit word.  Bytes in: ROW zero-extends them; bytes out:
; ROW packs with unsigned saturation.  Words to words: widths count bytes.
;
; The ordered dither repeats every 8 samples: a unit or piece that starts
; at sample x takes its dither from x & 7 on (ROW_DITHER).
;
; Registers: xm4 xm5 shift counts; depth_down: m6 the dither at phase 0,
; m7 the dither of another phase, m1 the largest value (depth_down_u16);
; depth_up_u8 (SSE2): m3 zero.

; The operations "op x, y, t0, t1", y the dither

; (x << l) | (x >> r): xm4 = l, xm5 = r (16 and more: 0)
%macro OP_UP 4
    psllw              %3, %1, xm4
    psrlw              %1, xm5
    por                %1, %3
%endmacro

; (x - (x >> r) + dither) >> s, saturating: xm4 = s, xm5 = r.  The sum can
; only pass 0xffff on samples above the input range, whose result is then
; max anyway: paddusw keeps it there.  After >> s (s >= 1) every word is
; below 0x8000, so the signed pminsw clamps to max (m1); the pack to bytes
; saturates at 255 by itself.
%macro OP_DOWN 4
    psrlw              %3, %1, xm5
    psubw              %1, %3
    paddusw            %1, %2
    psrlw              %1, xm4
%endmacro

%macro OP_DOWN_MAX 4
    OP_DOWN            %1, %2, %3, %4
    pminsw             %1, m1
%endmacro


; void depth_up_u8(uint16_t *dst, const uint8_t *src, ptrdiff_t width,
;                  int lshift, int rshift)
; void depth_up_u16(uint16_t *dst, const uint16_t *src, ptrdiff_t width,
;                   int lshift, int rshift)
%macro DEPTH_UP_U8 0
%define ROW_SRCS   1
%define ROW_IN     1
%define ROW_OUT    2
%define ROW_DITHER 0
%define ROW_ZERO   3
cglobal simdlesson_depth_up_u8, 5, 7, 6, dst, a, w, l, r, tmp, tmp2
    movd             xm4, ld
    movd             xm5, rd
%if notcpuflag(sse4)
    pxor              m3, m3
%endif
    ROW                OP_UP
%endmacro

%macro DEPTH_UP_U16 0
%define ROW_SRCS   1
%define ROW_IN     1
%define ROW_OUT    1
%define ROW_DITHER 0
%define ROW_SPARE  3
cglobal simdlesson_depth_up_u16, 5, 6, 6, dst, a, w, l, r, tmp
    add                wq, wq
    movd             xm4, ld
    movd             xm5, rd
    ROW                OP_UP
%endmacro

; void depth_down_u16(uint16_t *dst, const uint16_t *src, ptrdiff_t width,
;                     const uint16_t *dither, int shift, int rshift, int max)
; void depth_down_u8(uint8_t *dst, const uint16_t *src, ptrdiff_t width,
;                    const uint16_t *dither, int shift, int rshift)
%macro DEPTH_DOWN 0
%assign DITHER_STACK 48 * (mmsize < 64)  ; the copies of SETUP_DITHER
%define ROW_SRCS   1
%define ROW_IN     1
%define ROW_OUT    1
%define ROW_DITHER 2
%define ROW_SPARE  3
cglobal simdlesson_depth_down_u16, 7, 9, 8, DITHER_STACK, dst, a, w, dither, s, r, max, tmp, tmp2
    add                wq, wq
    movd             xm4, sd
    movd             xm5, rd
    SPLAT           w, 1, maxd
    SETUP_DITHER       ditherq
    ROW                OP_DOWN_MAX

%define ROW_IN     2
%define ROW_DITHER 1
cglobal simdlesson_depth_down_u8, 6, 8, 8, DITHER_STACK, dst, a, w, dither, s, r, tmp, tmp2
    movd             xm4, sd
    movd             xm5, rd
    SETUP_DITHER       ditherq
    ROW                OP_DOWN
%endmacro

INIT_XMM sse2
DEPTH_UP_U8
DEPTH_UP_U16
DEPTH_DOWN

; SSE4.1: pmovzxbw widens straight from memory
INIT_XMM sse4
DEPTH_UP_U8

%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
DEPTH_UP_U8
DEPTH_UP_U16
DEPTH_DOWN
%endif

%if HAVE_AVX512_EXTERNAL
INIT_ZMM avx512
DEPTH_UP_U8
DEPTH_UP_U16
DEPTH_DOWN
%endif

%endif ; ARCH_X86_64
