;*****************************************************************************
;* x86-optimized channel shuffles of the simdlesson filter
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

; Offsets in SimdLessonShuffle (simdlessondsp.h)
%define CTL             0
%define SET            32
%define TAIL_CTL       64
%define TAIL_PREV_CTL  80
%define TAIL_SET       96

; void shuffle_N(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
;                const SimdLessonShuffle *shuf)
;
; Every 16-byte block is reordered by one pshufb with the control of the
; shuffle (zeroing the bytes set to a constant), then OR-ed with the bytes
; set to 0xff.  The row contract of simdlessondsp.h holds: only the row's
; bytes are read or written, and dst may be src.

; SHUF reg: reorder the block(s) in reg with the control in m4 and the
; constants in m5 (xmm or ymm, after reg)
%macro SHUF 1
%ifidn %1, xm0
    pshufb            xm0, xm4
    por               xm0, xm5
%elifidn %1, xm1
    pshufb            xm1, xm4
    por               xm1, xm5
%else
    pshufb             %1, m4
    por                %1, m5
%endif
%endmacro

; 4- and 8-byte pixels: every vector holds whole pixels.  Rows of at least
; one vector: the pointer-offset loop walks whole vectors; the last vector
; ends at the end of the row and is reordered before the loop.  Shorter
; rows: two overlapping pieces (16 or 8 bytes), both loaded before either
; is stored, or one 4-byte pixel.
%macro SHUFFLE_WHOLE 1 ; pixel bytes
cglobal simdlesson_shuffle_%1, 4, 4, 6, dst, src, w, shuf
%if %1 == 4
    shl                wq, 2
%else
    shl                wq, 3
%endif
    mova               m4, [shufq+CTL]
    mova               m5, [shufq+SET]
    cmp                wq, mmsize
    jb .short
    sub                wq, mmsize
    add              srcq, wq
    add              dstq, wq
    movu               m3, [srcq]         ; the last vector
    SHUF               m3
    neg                wq
.loop:
    movu               m0, [srcq+wq]
    SHUF               m0
    movu        [dstq+wq], m0
    add                wq, mmsize
    jl .loop
    movu           [dstq], m3
    RET

.short:
%if mmsize == 32
    cmp                wq, 16
    jb .short8
    movu              xm0, [srcq]
    movu              xm1, [srcq+wq-16]
    SHUF              xm0
    SHUF              xm1
    movu           [dstq], xm0
    movu   [dstq+wq-16], xm1
    RET
.short8:
%endif
    cmp                wq, 8
    jb .short4
    movq              xm0, [srcq]
    movq              xm1, [srcq+wq-8]
    SHUF              xm0
    SHUF              xm1
    movq           [dstq], xm0
    movq    [dstq+wq-8], xm1
    RET
.short4:
%if %1 == 4
    movd              xm0, [srcq]
    SHUF              xm0
    movd           [dstq], xm0
%endif
    RET
%endmacro

; COPY_SHORT dst, src: copy the wq (3 to 17) bytes at src to dst, with two
; overlapping pieces
%macro COPY_SHORT 2
    cmp                wq, 8
    jb %%dwords
    mov              tmpq, [%2]
    mov              [%1], tmpq
    mov              tmpq, [%2+wq-8]
    mov         [%1+wq-8], tmpq
    jmp %%end
%%dwords:
    cmp                wq, 4
    jb %%three
    mov              tmpd, [%2]
    mov              [%1], tmpd
    mov              tmpd, [%2+wq-4]
    mov         [%1+wq-4], tmpd
    jmp %%end
%%three:
    movzx            tmpd, word [%2]
    mov              [%1], tmpw
    movzx            tmpd, byte [%2+2]
    mov            [%1+2], tmpb
%%end:
%endmacro

; 3- and 6-byte pixels: a block is the 15 or 12 bytes of the whole pixels at
; the start of 16; blocks follow each other at that step, and the bytes
; after a block's pixels, which its pshufb leaves unchanged, are rewritten
; by the next block.  A block is loaded before the previous one is stored,
; so in place the bytes rewritten unchanged are still the source's.
;
; The last 16 bytes of the row start inside a pixel: they are reordered
; before the loop, their first bytes from the 16 bytes 2 before them, and
; stored last.  Rows shorter than 18 bytes go through a buffer on the stack.
%macro SHUFFLE_SPLIT 1 ; pixel bytes
%assign step 16 / %1 * %1
cglobal simdlesson_shuffle_%1, 4, 5, 8, 16, dst, src, w, shuf, tmp
    lea                wq, [wq*3]
%if %1 == 6
    add                wq, wq
%endif
    mova               m4, [shufq+CTL]
    mova               m5, [shufq+SET]
    cmp                wq, 18
    jb .short
    sub                wq, 16
    movu              xm6, [srcq+wq]      ; the last 16 bytes
    movu              xm7, [srcq+wq-2]
    pshufb            xm6, [shufq+TAIL_CTL]
    pshufb            xm7, [shufq+TAIL_PREV_CTL]
    por               xm6, xm7
    por               xm6, [shufq+TAIL_SET]
    add              srcq, wq
    add              dstq, wq
    neg                wq                 ; a block at wq fits while wq <= 0
%if mmsize == 32
    add                wq, step           ; two blocks at wq - step, wq
    jg .one
.loop:
    movu              xm0, [srcq+wq-step]
    vinserti128        m0, m0, [srcq+wq], 1
    SHUF               m0
    movu   [dstq+wq-step], xm0
    vextracti128 [dstq+wq], m0, 1
    add                wq, 2 * step
    jle .loop
.one:
    sub                wq, step
    jg .tail
    movu              xm0, [srcq+wq]
    SHUF              xm0
    movu        [dstq+wq], xm0
%else
.loop:
    movu               m0, [srcq+wq]
    SHUF               m0
    movu        [dstq+wq], m0
    add                wq, step
    jle .loop
%endif
.tail:
    movu           [dstq], xm6
    RET

.short:
    COPY_SHORT        rsp, srcq
    movu              xm0, [rsp]
    SHUF              xm0
    movu            [rsp], xm0
    COPY_SHORT       dstq, rsp
    RET
%endmacro

%macro SHUFFLES 0
SHUFFLE_SPLIT 3
SHUFFLE_WHOLE 4
SHUFFLE_SPLIT 6
SHUFFLE_WHOLE 8
%endmacro

INIT_XMM ssse3
SHUFFLES

%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
SHUFFLES
%endif
