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

%include "libswscale/x86/simdlessondsp_include.asm"

SECTION .text

%if ARCH_X86_64

; void shuffle_N(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
;                const SimdLessonShuffle *shuf)
;
; Every 16-byte block is reordered by one pshufb with the control of the
; shuffle (zeroing the bytes set to a constant), then OR-ed with the bytes
; set to 0xff.  The 16-byte tables serve every 128-bit lane.  The row
; contract of simdlessondsp.h holds: only the row's bytes are read or
; written, and dst may be src.

; PIXEL_BYTES n: wq, a number of pixels of n bytes (3, 4, 6 or 8), to bytes
%macro PIXEL_BYTES 1
%if %1 == 4
    shl                wq, 2
%elif %1 == 8
    shl                wq, 3
%else
    lea                wq, [wq*3]
%if %1 == 6
    add                wq, wq
%endif
%endif
%endmacro

; SHUF x, y, t0, t1: reorder the blocks in x with the control in m4 and
; the constants in m5 (of the width of x); y, t0, t1 unused
%macro SHUF 4
%ifidn %1, xm0
    pshufb            xm0, xm4
    por               xm0, xm5
%else
    pshufb             %1, m4
    por                %1, m5
%endif
%endmacro

; 4- and 8-byte pixels: every 16 bytes hold whole pixels, so the shuffle
; is an element-wise ROW on bytes (its pieces of 16, 8 and 4 bytes start
; at pixel boundaries too).
%macro SHUFFLE_WHOLE 1 ; pixel bytes
%define ROW_SRCS  1
%define ROW_IN    1
%define ROW_OUT   1
%define ROW_DITHER 0
%define ROW_SPARE 2
cglobal simdlesson_shuffle_%1, 4, 5, 6, dst, a, w, shuf, tmp
    PIXEL_BYTES       %1
    BCAST16            4, [shufq+SimdLessonShuffle.ctl]
    BCAST16            5, [shufq+SimdLessonShuffle.set]
    ROW                SHUF
%endmacro

; 3- and 6-byte pixels: a block is the 15 or 12 bytes of the whole pixels at
; the start of 16; blocks follow each other at that step, and the bytes
; after a block's pixels, which its pshufb leaves unchanged, are rewritten
; by the next block.  Those bytes are stored unchanged: in place, a block
; reads the source's whether it is loaded before or after the previous
; block is stored.
;
; The last 16 bytes of the row start inside a pixel: they are reordered
; before the loop, their first bytes from the 16 bytes TAIL_BACK before
; them (a pixel boundary), and stored last.  Rows shorter than 16 +
; TAIL_BACK bytes go through a buffer on the stack.

; TAIL_BACK: a pixel starts TAIL_BACK bytes before the last 16 bytes of a
; row (16 + 2 is a multiple of 3 and of 6); tail_prev_ctl is built for it
%define TAIL_BACK 2

%macro SHUFFLE_SPLIT 1 ; pixel bytes
%assign step 16 / %1 * %1                 ; the whole pixels of a block
cglobal simdlesson_shuffle_%1, 4, 5, 8, 16, dst, src, w, shuf, tmp
    PIXEL_BYTES       %1
    BCAST16            4, [shufq+SimdLessonShuffle.ctl]
    BCAST16            5, [shufq+SimdLessonShuffle.set]
    cmp                wq, 16 + TAIL_BACK
    jb .short
    sub                wq, 16
    movu              xm6, [srcq+wq]      ; the last 16 bytes
    movu              xm7, [srcq+wq-TAIL_BACK]
    pshufb            xm6, [shufq+SimdLessonShuffle.tail_ctl]
    pshufb            xm7, [shufq+SimdLessonShuffle.tail_prev_ctl]
    por               xm6, xm7
    por               xm6, [shufq+SimdLessonShuffle.tail_set]
    add              srcq, wq
    add              dstq, wq
    neg                wq                 ; a block at wq fits while wq <= 0
%if mmsize == 32
    add                wq, step           ; two blocks at wq - step, wq
    jg .one
.loop:
    movu              xm0, [srcq+wq-step]
    vinserti128        m0, m0, [srcq+wq], 1
    SHUF               m0, 0, 0, 0
    movu   [dstq+wq-step], xm0
    vextracti128 [dstq+wq], m0, 1
    add                wq, 2 * step
    jle .loop
.one:
    sub                wq, step
    jg .tail
    movu              xm0, [srcq+wq]
    SHUF              xm0, 0, 0, 0
    movu        [dstq+wq], xm0
%else
.loop:
    movu               m0, [srcq+wq]
    SHUF               m0, 0, 0, 0
    movu        [dstq+wq], m0
    add                wq, step
    jle .loop
%endif
.tail:
    movu           [dstq], xm6
    RET

.short:
    COPY_SHORT        rsp, srcq, wq, 15
    movu              xm0, [rsp]
    SHUF              xm0, 0, 0, 0
    movu            [rsp], xm0
    COPY_SHORT       dstq, rsp, wq, 15
    RET
%endmacro

; 3- and 6-byte pixels, AVX512ICL: vpermb reorders bytes across the whole
; register, so a block is the 63 or 60 bytes of 21 or 10 whole pixels at
; the start of 64, with no fix-up between lanes; the bytes set to a
; constant are zeroed by the opmask perm_keep (k2) and OR-ed with
; perm_set.  While 64 bytes are left, blocks are whole loads and stores at
; their step, the bytes after the pixels stored unchanged and rewritten by
; the next block (loaded after that store: in place, they are still the
; source's), as SHUFFLE_SPLIT does; the rest, under the opmask of a
; block's pixels and then of what is left: nothing outside the row is
; touched.

; PERM_BLOCK mask: the block at srcq to dstq, whole (mask 0) or under k1
%macro PERM_BLOCK 1
%if %1
    vmovdqu8           m0{k1}{z}, [srcq]
%else
    movu               m0, [srcq]
%endif
    vpermb             m0{k2}{z}, m1, m0
    por                m0, m2
%if %1
    vmovdqu8       [dstq]{k1}, m0
%else
    movu           [dstq], m0
%endif
%endmacro

%macro SHUFFLE_PERM 1 ; pixel bytes
%assign step mmsize / %1 * %1             ; the whole pixels of a block
cglobal simdlesson_shuffle_%1, 4, 5, 3, dst, src, w, shuf, tmp
    PIXEL_BYTES       %1
    movu               m1, [shufq+SimdLessonShuffle.perm]
    movu               m2, [shufq+SimdLessonShuffle.perm_set]
    kmovq              k2, [shufq+SimdLessonShuffle.perm_keep]
    sub                wq, mmsize
    jl .rest
.loop:                                    ; mmsize bytes or more are left
    PERM_BLOCK         0
    add              srcq, step
    add              dstq, step
    sub                wq, step
    jge .loop
.rest:
    add                wq, mmsize         ; 0 to 63 bytes
    jz .end
    cmp                wq, step
    jbe .last
    KMASK              k1, tmpq, step
    PERM_BLOCK         1
    add              srcq, step
    add              dstq, step
    sub                wq, step
.last:
    KMASK              k1, tmpq, wq
    PERM_BLOCK         1
.end:
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

; AVX-512: vpshufb works in each 128-bit lane, which holds whole 4- and
; 8-byte pixels; ROW's opmask tail needs nothing else
%if HAVE_AVX512_EXTERNAL
INIT_ZMM avx512
SHUFFLE_WHOLE 4
SHUFFLE_WHOLE 8
%endif

%if HAVE_AVX512ICL_EXTERNAL
INIT_ZMM avx512icl
SHUFFLE_PERM 3
SHUFFLE_PERM 6
%endif

%endif ; ARCH_X86_64
