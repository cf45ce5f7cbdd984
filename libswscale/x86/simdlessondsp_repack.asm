;*****************************************************************************
;* x86-optimized repacks of the simdlesson filter: packed pixels of 3 <-> 4
;* and 6 <-> 8 bytes
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

SECTION_RODATA 32

; vpermd (4 to 3): the 12 output bytes at the start of each 128-bit lane,
; joined in the first 24 bytes of the register; for the last 32 output
; bytes of a row, in its last 24 (the first 8 come from the groups before)
repack_join_d:      dd 0, 1, 2, 4, 5, 6, 3, 7
repack_join_tail_d: dd 3, 7, 0, 1, 2, 4, 5, 6

SECTION .text

%if ARCH_X86_64

; void repack_XtoY(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
;                  const SimdLessonShuffle *shuf)
;
; A row is n groups of 3 bytes on one side and of 4 on the other: a pixel
; of 3 or 4 bytes is one group, of 6 or 8 bytes two (n = 2 * width); every
; block below starts at a pixel boundary, so one table serves every block.
; The row contract of simdlessondsp.h holds: only the row's bytes are read
; or written.  dst does not overlap src, so blocks may be done in any order.

; GROUPS pixel bytes: wq = the number of groups
%macro GROUPS 1
%if %1 > 4
    add                wq, wq
%endif
%endmacro

; EXPAND_UNIT src, dst, r0, r1, first: 8 groups, the 24 bytes at src to the
; 32 at dst, in m<r0> (and m<r1> with xmm).  m4 holds rp_ctl (xmm: its
; first half, m5 the second), m6 rp_set.  The two 16-byte halves are the
; 16 bytes at src (their first 12 used) and the 16 at src + 8 (their last
; 12).  With ymm, unless first is set, the 32 bytes from src - 8 are loaded
; whole (the unit is not the first of the row) and vpermq puts their
; bytes 8-23 and 16-31 in the two lanes: faster than a vinserti128 load.
;   lanes: | src+0 .. src+15 | src+8 .. src+23 |
%macro EXPAND_UNIT 5
%if mmsize == 32
%if %5
    movu             xm%3, [%1]
    vinserti128       m%3, m%3, [%1+8], 1
%else
    movu              m%3, [%1-8]
    vpermq            m%3, m%3, q3221
%endif
    pshufb            m%3, m4
    por               m%3, m6
    movu             [%2], m%3
%else
    movu              m%3, [%1]
    movu              m%4, [%1+8]
    pshufb            m%3, m4
    pshufb            m%4, m5
    por               m%3, m6
    por               m%4, m6
    movu             [%2], m%3
    movu          [%2+16], m%4
%endif
%endmacro

; 3 to 4 and 6 to 8 bytes, SSSE3 and AVX2.  Rows of 8 groups or more: the
; last 8 groups as one unit ending at the end of the row, the first 8,
; then the whole units after the first (one alone if their number is odd,
; then pairs); the last of them overlaps the last 8 groups.  6 and 7
; groups: the 4 at the start and the 4 at the end.  Fewer: through the
; stack.
%macro REPACK_EXPAND 2 ; input, output pixel bytes
cglobal simdlesson_repack_%1to%2, 4, 6, 7, 64, dst, src, w, shuf, dend, tmp
    GROUPS            %1
    lea             dendq, [wq*4]           ; output bytes
    lea                wq, [wq*3]           ; input bytes
    movu               m4, [shufq+SimdLessonShuffle.rp_ctl]
%if mmsize == 16
    mova               m5, [shufq+SimdLessonShuffle.rp_ctl+16]
%endif
    movu               m6, [shufq+SimdLessonShuffle.rp_set]
    cmp                wq, 24
    jb .short
    EXPAND_UNIT       srcq+wq-24, dstq+dendq-32, 0, 1, 1
    EXPAND_UNIT       srcq, dstq, 0, 1, 1
    add              srcq, 24
    add              dstq, 32
    sub             dendq, 32               ; output bytes after the first unit
    test            dendq, 32
    jz .pairs
    EXPAND_UNIT       srcq, dstq, 0, 1, 0
    add              srcq, 24
    add              dstq, 32
.pairs:
    and             dendq, -64              ; output bytes of the pairs
    jz .end
    add              dstq, dendq
    neg             dendq
.loop:
    EXPAND_UNIT       srcq, dstq+dendq, 0, 1, 0
    EXPAND_UNIT       srcq+24, dstq+dendq+32, 2, 3, 0
    add              srcq, 48
    add             dendq, 64
    jl .loop
.end:
    RET

.short:
    cmp                wq, 18
    jb .tiny
    movu              xm0, [srcq]           ; 6 or 7 groups
    movu              xm1, [srcq+wq-16]
    pshufb            xm0, xm4
    pshufb            xm1, [shufq+SimdLessonShuffle.rp_ctl+16]
    por               xm0, xm6
    por               xm1, xm6
    movu           [dstq], xm0
    movu  [dstq+dendq-16], xm1
    RET

.tiny:                                      ; 1 to 5 groups: 3 to 15 bytes in
    COPY_SHORT        rsp, srcq, wq, 15
    EXPAND_UNIT       rsp, rsp+32, 0, 1, 1
    COPY_SHORT       dstq, rsp+32, dendq, 20
    RET
%endmacro

; SHRINK_BLOCK bytes, r, src offset, dst offset: one block, 4 groups (16
; bytes in, xmm) or 8 (32 bytes in, ymm), in m<r>, stored whole: its 12 or
; 24 output bytes, then 4 or 8 bytes that the next block or the tail
; rewrites.  m4 holds rp_ctl, m5 rp_set, m6 (ymm) repack_join_d.
;   ymm after pshufb: | 12 out, 4 x | 12 out, 4 x |  vpermd: | 24 out, 8 x |
%macro SHRINK_BLOCK 4
%if %1 == 32
    movu              m%2, [srcq+%3]
    pshufb            m%2, m4
    por               m%2, m5
    vpermd            m%2, m6, m%2
    movu       [dstq+%4], m%2
%else
    movu             xm%2, [srcq+%3]
    pshufb           xm%2, xm4
    por              xm%2, xm5
    movu       [dstq+%4], xm%2
%endif
%endmacro

; SHRINK_LOOP bytes: the blocks from the start, two at a time, then one,
; while their stores fit in the row; wq: the output bytes left
%macro SHRINK_LOOP 1
%assign out %1 * 3 / 4
    sub                wq, out + %1         ; output bytes after two stores
    jl %%one
%%loop:
    SHRINK_BLOCK      %1, 0, 0, 0
    SHRINK_BLOCK      %1, 2, %1, out
    add              srcq, 2 * %1
    add              dstq, 2 * out
    sub                wq, 2 * out
    jge %%loop
%%one:
    cmp                wq, -out
    jl %%end
    SHRINK_BLOCK      %1, 0, 0, 0
%%end:
%endmacro

; 4 to 3 and 8 to 6 bytes, SSSE3 and AVX2.  Blocks are stored whole from
; the start while the store fits in the row (SHRINK_LOOP).  The last 16 or
; 32 output bytes are built from the last 16 or 32 input bytes and the 16
; input bytes that start 8 or 16 bytes before them, and stored last.  AVX2
; rows of 6 to 11 groups are done in xmm; rows of fewer than 6 groups go
; through the stack.
%macro REPACK_SHRINK 2 ; input, output pixel bytes
cglobal simdlesson_repack_%1to%2, 4, 6, 8, 64, dst, src, w, shuf, send, tmp
    GROUPS            %1
    lea             sendq, [wq*4]           ; input bytes
    lea                wq, [wq*3]           ; output bytes
    movu               m4, [shufq+SimdLessonShuffle.rp_ctl]
    movu               m5, [shufq+SimdLessonShuffle.rp_set]
    cmp                wq, 18
    jb .tiny
%if mmsize == 32
    cmp                wq, 36
    jb .xmm
    mova               m6, [repack_join_tail_d]
    movu               m7, [srcq+sendq-32]  ; the last 8 groups
    movu              xm1, [srcq+sendq-48]  ; the 4 before them
    pshufb             m7, m4
    pshufb            xm1, [shufq+SimdLessonShuffle.rp_tail32_prev_ctl]
    vpermd             m7, m6, m7
    vpblendd           m7, m7, m1, 0x03
    por                m7, [shufq+SimdLessonShuffle.rp_tail32_set]
    lea              tmpq, [dstq+wq-32]
    mova               m6, [repack_join_d]
    SHRINK_LOOP       32
    movu           [tmpq], m7
    RET

.xmm:
%endif
    movu              xm7, [srcq+sendq-16]  ; the last 4 groups
    movu              xm1, [srcq+sendq-24]  ; the 2 before them (and 2 more)
    pshufb            xm7, [shufq+SimdLessonShuffle.rp_tail_ctl]
    pshufb            xm1, [shufq+SimdLessonShuffle.rp_tail_prev_ctl]
    por               xm7, xm1
    por               xm7, [shufq+SimdLessonShuffle.rp_tail_set]
    lea              tmpq, [dstq+wq-16]
    SHRINK_LOOP       16
    movu           [tmpq], xm7
    RET

.tiny:                                      ; 1 to 5 groups: 4 to 20 bytes in
    COPY_SHORT        rsp, srcq, sendq, 20
    movu              xm0, [rsp]
    movu              xm1, [rsp+16]
    pshufb            xm0, xm4
    pshufb            xm1, xm4
    por               xm0, xm5
    por               xm1, xm5
    movu         [rsp+32], xm0
    movu         [rsp+44], xm1
    COPY_SHORT       dstq, rsp+32, wq, 15
    RET
%endmacro

; AVX512ICL: one vpermt2b reorders 16 groups across the register (48 bytes
; to 64, or 64 to 48), the constants taken from rp_perm_set, so no lane
; fix-up and no OR.  3 to 4: the 48 input bytes of a block are loaded under
; the opmask k1, its 64 output bytes stored whole.  4 to 3: the 64 input
; bytes are loaded whole, the output stored whole (its last 16 bytes
; rewritten by the next block) while 64 output bytes are left, under k1
; (48 bytes) after.  The rest, fewer than 16 groups, is one block under
; the opmasks of its input and output lengths.

; BLOCK_GROUPS: the groups of a block, mmsize bytes of groups of 4
%define BLOCK_GROUPS (mmsize / 4)
; STORE_GROUPS: the fewest groups of 3 bytes that fill a whole store of
; mmsize bytes (22)
%define STORE_GROUPS ((mmsize + 2) / 3)

%macro REPACK_PERM 2 ; input, output pixel bytes
cglobal simdlesson_repack_%1to%2, 4, 6, 3, dst, src, w, shuf, tmp, len
    GROUPS            %1
    movu               m1, [shufq+SimdLessonShuffle.rp_perm]
    movu               m2, [shufq+SimdLessonShuffle.rp_perm_set]
    KMASK              k1, tmpq, 3 * BLOCK_GROUPS  ; a block of 3-byte groups
%if %1 < %2
    sub                wq, BLOCK_GROUPS
    jl .rest
.loop:                                      ; a block or more is left
    vmovdqu8           m0{k1}{z}, [srcq]
    vpermt2b           m0, m1, m2
    movu           [dstq], m0
    add              srcq, 3 * BLOCK_GROUPS
    add              dstq, 4 * BLOCK_GROUPS
    sub                wq, BLOCK_GROUPS
    jge .loop
.rest:
    add                wq, BLOCK_GROUPS     ; 0 to 15 groups
    jz .end
    lea              lenq, [wq*3]
    KMASK              k1, tmpq, lenq
    lea              lenq, [wq*4]
    KMASK              k2, tmpq, lenq
%else
    sub                wq, STORE_GROUPS
    jl .rest
.loop:                                      ; a whole store or more is left
    movu               m0, [srcq]
    vpermt2b           m0, m1, m2
    movu           [dstq], m0
    add              srcq, 4 * BLOCK_GROUPS
    add              dstq, 3 * BLOCK_GROUPS
    sub                wq, BLOCK_GROUPS
    jge .loop
.rest:
    add                wq, STORE_GROUPS     ; 0 to 21 groups
    cmp                wq, BLOCK_GROUPS
    jb .last
    movu               m0, [srcq]
    vpermt2b           m0, m1, m2
    vmovdqu8       [dstq]{k1}, m0
    add              srcq, 4 * BLOCK_GROUPS
    add              dstq, 3 * BLOCK_GROUPS
    sub                wq, BLOCK_GROUPS
.last:
    test               wq, wq
    jz .end
    lea              lenq, [wq*4]
    KMASK              k1, tmpq, lenq
    lea              lenq, [wq*3]
    KMASK              k2, tmpq, lenq
%endif
    vmovdqu8           m0{k1}{z}, [srcq]
    vpermt2b           m0, m1, m2
    vmovdqu8       [dstq]{k2}, m0
.end:
    RET
%endmacro

INIT_XMM ssse3
REPACK_EXPAND 3, 4
REPACK_SHRINK 4, 3
REPACK_EXPAND 6, 8
REPACK_SHRINK 8, 6

%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
REPACK_EXPAND 3, 4
REPACK_SHRINK 4, 3
REPACK_EXPAND 6, 8
REPACK_SHRINK 8, 6
%endif

%if HAVE_AVX512ICL_EXTERNAL
INIT_ZMM avx512icl
REPACK_PERM 3, 4
REPACK_PERM 4, 3
REPACK_PERM 6, 8
REPACK_PERM 8, 6
%endif

%endif ; ARCH_X86_64
