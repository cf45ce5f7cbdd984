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

; BINARY_ROW name, op
;   name: the function is ff_simdlesson_<name>_<cpu>(dst, a, b, width)
;   op:   a packed instruction "op dst, src" computing dst[i] = f(a[i], b[i])
%macro BINARY_ROW 2
cglobal simdlesson_%1, 4, 5, 4, dst, a, b, w, tmp
    cmp              wq, mmsize
    jl .short
    sub              wq, mmsize
    add              aq, wq
    add              bq, wq
    add              dstq, wq            ; a, b, dst: the last whole vector
    movu             m2, [aq]
    movu             m3, [bq]
    %2               m2, m3
    neg              wq                  ; offset of the first vector
.loop:
    movu             m0, [aq+wq]
    movu             m1, [bq+wq]
    %2               m0, m1
    movu      [dstq+wq], m0
    add              wq, mmsize
    jle .loop
    movu         [dstq], m2
    RET

.short:
%if mmsize == 32
    cmp              wq, 16
    jl .short8
    movu            xm0, [aq]
    vinserti128      m0, m0, [aq+wq-16], 1
    movu            xm1, [bq]
    vinserti128      m1, m1, [bq+wq-16], 1
    %2               m0, m1
    movu         [dstq], xm0
    vextracti128 [dstq+wq-16], m0, 1
    RET
.short8:
%endif
    cmp              wq, 8
    jl .short4
    movq            xm0, [aq]
    movq            xm2, [aq+wq-8]
    punpcklqdq      xm0, xm2
    movq            xm1, [bq]
    movq            xm3, [bq+wq-8]
    punpcklqdq      xm1, xm3
    %2              xm0, xm1
    movq         [dstq], xm0
    movhps  [dstq+wq-8], xm0
    RET
.short4:
    cmp              wq, 4
    jl .short2
    movd            xm0, [aq]
    movd            xm2, [aq+wq-4]
    punpckldq       xm0, xm2
    movd            xm1, [bq]
    movd            xm3, [bq+wq-4]
    punpckldq       xm1, xm3
    %2              xm0, xm1
    movd         [dstq], xm0
    psrlq           xm0, 32
    movd    [dstq+wq-4], xm0
    RET
.short2:
    cmp              wq, 2
    jl .short1
    movzx          tmpd, word [aq]
    movd            xm0, tmpd
    pinsrw          xm0, [aq+wq-2], 1
    movzx          tmpd, word [bq]
    movd            xm1, tmpd
    pinsrw          xm1, [bq+wq-2], 1
    %2              xm0, xm1
    movd           tmpd, xm0
    mov          [dstq], tmpw
    pextrw         tmpd, xm0, 1
    mov   [dstq+wq-2], tmpw
    RET
.short1:
    movzx          tmpd, byte [aq]
    movd            xm0, tmpd
    movzx          tmpd, byte [bq]
    movd            xm1, tmpd
    %2              xm0, xm1
    movd           tmpd, xm0
    mov          [dstq], tmpb
    RET
%endmacro

INIT_XMM sse2
BINARY_ROW add_sat_u8, paddusb

%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
BINARY_ROW add_sat_u8, paddusb
%endif
