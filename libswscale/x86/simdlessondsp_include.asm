;*****************************************************************************
;* Shared plumbing of the simdlesson row kernels: the row loop and its tails
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

; The row contract of simdlessondsp.h: only the elements [0, width) of each
; row are read or written, whatever the width, at full vector width.
;
; ROW is the one row loop of the element-wise kernels.  It walks units of
; mmsize elements of the smaller element type: one register when sources
; and destination have one element size, two registers of words when bytes
; are widened to words or words narrowed to bytes.
;
; SSE2 to AVX2, rows of at least one unit: the pointer-offset loop walks
; whole units from the start; the last, partial, unit is done as one whole
; unit ending exactly at the end of the row, overlapping the one before.
; With one element size (dst may be a source), that unit is computed
; before the loop from the untouched sources and stored after it; with two
; (dst never overlaps a source), it is simply done first.
; Shorter rows: two overlapping pieces of the largest size that fits (half
; a unit, then 8, 4, 2 elements); one element alone last.  With one
; element size both pieces share one register and one operation, so both
; are computed before either is stored; with two, one after the other.
;
; AVX-512: whole units, then the rest of the row, if any, as one unit
; loaded and stored under the opmask of its length (KMASK), so no tail
; and no short row needs anything else.

; SPLIT_WORDS even, a, b, tmp: the even words of m<a> then of m<b>, per
; lane, to m<even>, the odd ones to m<a>, as signed words (the signed pack
; gives them back exactly); m<b> and m<tmp> clobbered
%macro SPLIT_WORDS 4
    pslld           m%1, m%2, 16
    pslld           m%4, m%3, 16
    psrad           m%1, 16
    psrad           m%4, 16
    psrad           m%2, 16
    psrad           m%3, 16
    packssdw        m%1, m%4
    packssdw        m%2, m%3
%endmacro

; SPLAT b|w, reg, gpr32: every byte (b) or word (w) of m<reg> = the low byte
; or word of gpr32
%macro SPLAT 3
    movd            xm%2, %3
%ifidn %1, b
%if cpuflag(avx2)
    vpbroadcastb     m%2, xm%2
%else
    punpcklbw        m%2, m%2
    SPLATW           m%2, m%2
%endif
%else
    SPLATW           m%2, xm%2
%endif
%endmacro

; BCAST16 reg, mem: the 16 bytes at mem in every 128-bit lane of m<reg>
%macro BCAST16 2
%if mmsize == 64
    vbroadcasti32x4  m%1, %2
%else
    VBROADCASTI128   m%1, %2
%endif
%endmacro

; LOADP reg, bytes, addr: the <bytes> bytes at addr into the low part of
; m<reg> (tmpd is used for 1 and 2)
%macro LOADP 3
%if %2 >= 32
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
%if %2 >= 32
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

; LOAD2 reg, tmp, bytes, addr1, addr2: <bytes> (16, 8, 4 or 2) bytes at
; addr1, then <bytes> at addr2, into m<reg> (16 bytes: one per 128-bit
; lane); m<tmp> is used for 4 bytes, tmpd for 2
%macro LOAD2 5
%if %3 == 16
    movu            xm%1, [%4]
    vinserti128      m%1, m%1, [%5], 1
%elif %3 == 8
    movq            xm%1, [%4]
    movhps          xm%1, [%5]
%elif %3 == 4
    movd            xm%1, [%4]
    movd            xm%2, [%5]
    punpckldq       xm%1, xm%2
%else
    movzx            tmpd, word [%4]
    movd            xm%1, tmpd
    pinsrw          xm%1, [%5], 1
%endif
%endmacro

; STORE2 reg, bytes, addr1, addr2: the inverse of LOAD2 (m<reg> is changed
; for 4 bytes, tmpd used for 2)
%macro STORE2 4
%if %2 == 16
    movu             [%3], xm%1
    vextracti128     [%4], m%1, 1
%elif %2 == 8
    movq             [%3], xm%1
    movhps           [%4], xm%1
%elif %2 == 4
    movd             [%3], xm%1
    psrlq           xm%1, 32
    movd             [%4], xm%1
%else
    movd             tmpd, xm%1
    mov              [%3], tmpw
    pextrw           tmpd, xm%1, 1
    mov              [%4], tmpw
%endif
%endmacro

; WIDEN reg: the bytes in the low half of m<reg> to words, zero-extended:
; SSE2 unpacks against zero (m<ROW_ZERO>), SSE4.1 and later have pmovzxbw.
%macro WIDEN 1
%if cpuflag(sse4)
    pmovzxbw         m%1, xm%1
%else
    punpcklbw        m%1, m %+ ROW_ZERO
%endif
%endmacro

; NARROW reg, tmp: the words of m<reg> to bytes with unsigned saturation, in
; its low half.  vpackuswb packs within each 128-bit lane: the high lane is
; packed against the low one; AVX-512 has the saturating vpmovuswb.
%macro NARROW 2
%if mmsize == 64
    vpmovuswb       ym%1, m%1
%elif mmsize == 32
    vextracti128     xm%2, m%1, 1
    packuswb        xm%1, xm%2
%else
    packuswb         m%1, m%1
%endif
%endmacro

; NARROW2 a, b: the words of m<a> then of m<b> to bytes with unsigned
; saturation, in m<a> (m<b> is changed)
%macro NARROW2 2
%if mmsize == 64
    vpmovuswb       ym%1, m%1
    vpmovuswb       ym%2, m%2
    vinserti32x8     m%1, m%1, ym%2, 1
%else
    packuswb         m%1, m%2           ; AVX2 lanes: a lo, b lo | a hi, b hi
%if mmsize == 32
    vpermq           m%1, m%1, q3120
%endif
%endif
%endmacro

; Row parameters, %define-d by each function before ROW:
;   ROW_SRCS    1 or 2 sources (aq, and bq)
;   ROW_IN      bytes per source element (1 or 2), ROW_OUT: per dst element;
;               with one size, kernels on words count bytes (ROW_IN 1)
;   ROW_DITHER  0, or the index steps per dithered word (1 if the index
;               counts words, 2 if it counts bytes): the op's second
;               operand is the dither of the unit's phase, m6 for phase 0
;               and m7 for others, built from the 8 words on the stack at
;               rsp (three copies, SETUP_DITHER)
;   ROW_ZERO    a register holding zero (SSE2 widening only)
;   ROW_SPARE   a free register (the last unit, the second piece)
; wq is the width in elements, dstq, aq, bq the rows; ROW changes tmpq, and
; tmp2q with ROW_DITHER or two element sizes.  op: a macro "op x, y, t0,
; t1" computing x = f(x, y) element-wise on words or bytes, y the second
; source or the dither (else unused), t0 t1 (m2 m3) temps.

%define ROW_DITHER 0
%define ROW_ZERO   -1

; DITHER_PHASE gpr: the phase (0 to 7) of the dither word of index gpr, in
; gpr: the dither repeats every 8 words
%macro DITHER_PHASE 1
%if ROW_DITHER == 2
    shr               %1, 1
%endif
    and               %1, 7
%endmacro

; DITHER_AT reg, gpr: m<reg> = the dither from the phase of index gpr on
; (gpr is changed)
%macro DITHER_AT 2
    DITHER_PHASE      %2
%if mmsize == 32
    movu             m%1, [rsp+%2*2]
%else
    movu            xm%1, [rsp+%2*2]
%endif
%endmacro

; SETUP_DITHER ptr: m6 and (SSE2 to AVX2: AVX-512 units and tails all
; start at phase 0) three copies on the stack (48 bytes at rsp) of the 8
; dither words at ptr
%macro SETUP_DITHER 1
%if mmsize < 64
    movu             xm6, [%1]
    movu        [rsp+ 0], xm6
    movu        [rsp+16], xm6
    movu        [rsp+32], xm6
%endif
%if mmsize > 16
    BCAST16            6, [%1]
%endif
%endmacro

; UNIT op, y, src_off, dst_off, store: one unit of mmsize elements of the
; smaller type, at aq+src_off, bq+src_off, dstq+dst_off, computed in m0 (and
; m1 when two registers of words); with store 0 the result stays in
; m<ROW_SPARE> (one element size only).
%macro UNIT 5
%if ROW_IN == ROW_OUT
    movu              m0, [aq+%3]
%if ROW_SRCS == 2
    movu              m1, [bq+%3]
    %1                m0, m1, m2, m3
%else
    %1                m0, %2, m2, m3
%endif
%if %5
    movu      [dstq+%4], m0
%else
    mova              m %+ ROW_SPARE, m0
%endif
%else
%if ROW_IN == 1                         ; bytes to words
%if cpuflag(sse4)
    pmovzxbw          m0, [aq+%3]
    pmovzxbw          m1, [aq+%3+mmsize/2]
%else
    movu              m0, [aq+%3]
    punpckhbw         m1, m0, m %+ ROW_ZERO
    punpcklbw         m0, m %+ ROW_ZERO
%endif
%else
    movu              m0, [aq+%3]
    movu              m1, [aq+%3+mmsize]
%endif
    %1                m0, %2, m2, m3
    %1                m1, %2, m2, m3
%if ROW_OUT == 1                        ; words to bytes
    NARROW2            0, 1
    movu      [dstq+%4], m0
%else
    movu      [dstq+%4], m0
    movu  [dstq+%4+mmsize], m1
%endif
%endif
%endmacro

; MASKED_UNIT op: the unit at aq, bq, dstq under the opmask k1 of its wq
; elements (of the smaller type); AVX-512
%macro MASKED_UNIT 1
%if ROW_IN == ROW_OUT
    vmovdqu8          m0{k1}{z}, [aq]
%if ROW_SRCS == 2
    vmovdqu8          m1{k1}{z}, [bq]
    %1                m0, m1, m2, m3
%else
    %1                m0, m6, m2, m3
%endif
    vmovdqu8     [dstq]{k1}, m0
%else
    kshiftrq          k2, k1, mmsize / 2 ; the mask of the second register
%if ROW_IN == 1
    vmovdqu8          m0{k1}{z}, [aq]
    vextracti32x8    ym1, m0, 1
    vpmovzxbw         m0, ym0
    vpmovzxbw         m1, ym1
%else
    vmovdqu16         m0{k1}{z}, [aq]
    vmovdqu16         m1{k2}{z}, [aq+mmsize]
%endif
    %1                m0, m6, m2, m3
    %1                m1, m6, m2, m3
%if ROW_OUT == 1
    NARROW2            0, 1
    vmovdqu8     [dstq]{k1}, m0
%else
    vmovdqu16    [dstq]{k1}, m0
    vmovdqu16 [dstq+mmsize]{k2}, m1
%endif
%endif
%endmacro

; PIECES op, n: rows of n to 2n - 1 elements (of the smaller type), as two
; overlapping pieces of n; SSE2 to AVX2
%macro PIECES 2
.short%2:
    cmp                wq, %2
    jl .short%2_next
%if ROW_IN == ROW_OUT                   ; both pieces in one register
    LOAD2              0, ROW_SPARE, %2, aq, aq+wq-%2
%if ROW_SRCS == 2
    LOAD2              1, ROW_SPARE, %2, bq, bq+wq-%2
    %1                m0, m1, m2, m3
%elif ROW_DITHER
    lea             tmp2q, [wq-%2]
    DITHER_PHASE    tmp2q
    LOAD2              7, ROW_SPARE, %2, rsp, rsp+tmp2q*2
    %1                m0, m7, m2, m3
%else
    %1                m0, m0, m2, m3
%endif
    STORE2             0, %2, dstq, dstq+wq-%2
%else
    PIECE             %1, %2, m6, 0
    lea             tmp2q, [wq-%2]
%if ROW_DITHER
    mov              tmpq, tmp2q
    DITHER_AT          7, tmpq
%endif
    PIECE             %1, %2, m7, tmp2q
%endif
    RET
.short%2_next:
%endmacro

; PIECE op, n, y, idx: n elements from index idx (a register or 0), two
; element sizes or one element
%macro PIECE 4
%ifidn %4, 0
    LOADP              0, %2 * ROW_IN, aq
%else
    LOADP              0, %2 * ROW_IN, aq+%4*ROW_IN
%endif
%if ROW_IN < ROW_OUT
    WIDEN              0
%endif
%if ROW_SRCS == 2
    LOADP              1, %2 * ROW_IN, bq
    %1                m0, m1, m2, m3
%else
    %1                m0, %3, m2, m3
%endif
%if ROW_IN > ROW_OUT
    NARROW             0, 3
%endif
%ifidn %4, 0
    STOREP             0, %2 * ROW_OUT, dstq
%else
    STOREP             0, %2 * ROW_OUT, dstq+%4*ROW_OUT
%endif
%endmacro

; ROW_LOOP op, done, last: the rows moved to the unit at index tmpq; with
; last set, that unit is done first (SSE2 to AVX2: the overlapped last
; unit); then the pointer-offset loop over the units from index 0 up to
; tmpq; jumps to done when there are none
%macro ROW_LOOP 3
    lea                aq, [aq+tmpq*ROW_IN]
%if ROW_SRCS == 2
    lea                bq, [bq+tmpq*ROW_IN]
%endif
    lea              dstq, [dstq+tmpq*ROW_OUT]
%if %3
    UNIT              %1, m7, 0, 0, ROW_IN != ROW_OUT
%endif
    neg              tmpq
    jz %2
.loop:
    UNIT              %1, m6, tmpq*ROW_IN, tmpq*ROW_OUT, 1
    add              tmpq, mmsize
    jl .loop
%endmacro

; ROW op: the body of a row function (see the parameters above); ends with RET
%macro ROW 1
%if cpuflag(avx512)
    mov              tmpq, wq
    and              tmpq, -mmsize      ; elements in whole units
    sub                wq, tmpq         ; the rest
    ROW_LOOP          %1, .rest, 0
.rest:
    test               wq, wq
    jz .end
    KMASK              k1, tmpq, wq
    MASKED_UNIT       %1
.end:
    RET
%else
    cmp                wq, mmsize
    jl .short
    lea              tmpq, [wq-mmsize]  ; the last unit
%if ROW_DITHER
    mov             tmp2q, tmpq
    DITHER_AT          7, tmp2q
%endif
    ROW_LOOP          %1, .last, 1
.last:
%if ROW_IN == ROW_OUT
    movu           [dstq], m %+ ROW_SPARE
%endif
    RET

.short:
%if mmsize == 32
    PIECES            %1, 16
%endif
    PIECES            %1, 8
    PIECES            %1, 4
    PIECES            %1, 2
    PIECE             %1, 1, m6, 0
    RET
%endif
%endmacro

; COPY_SHORT dst, src, len, max: copy the len (3 to max, max <= 32) bytes
; at src to dst, as two overlapping pieces in xm1 and xm2 (tmpd for 3)
%macro COPY_SHORT 4
%if %4 > 16
    cmp                %3, 16
    jb %%qwords
    movu              xm1, [%2]
    movu              xm2, [%2+%3-16]
    movu             [%1], xm1
    movu      [%1+%3-16], xm2
    jmp %%end
%%qwords:
%endif
    cmp                %3, 8
    jb %%dwords
    LOAD2              1, 2, 8, %2, %2+%3-8
    STORE2             1, 8, %1, %1+%3-8
    jmp %%end
%%dwords:
    cmp                %3, 4
    jb %%three
    LOAD2              1, 2, 4, %2, %2+%3-4
    STORE2             1, 4, %1, %1+%3-4
    jmp %%end
%%three:
    LOAD2              1, 2, 2, %2, %2+1
    STORE2             1, 2, %1, %1+1
%%end:
%endmacro

; SimdLessonShuffle (simdlessondsp.h), the tables of the shuffles and the
; repacks, whose static_asserts in simdlessondsp_init.c mirror this
struc SimdLessonShuffle
    .ctl:                resb 16
    .set:                resb 16
    .tail_ctl:           resb 16
    .tail_prev_ctl:      resb 16
    .tail_set:           resb 16
    .perm:               resb 64
    .perm_set:           resb 64
    .perm_keep:          resq 1
    alignb 16
    .rp_ctl:             resb 32
    .rp_set:             resb 32
    .rp_tail_ctl:        resb 16
    .rp_tail_prev_ctl:   resb 16
    .rp_tail_set:        resb 16
    .rp_tail32_prev_ctl: resb 16
    .rp_tail32_set:      resb 32
    .rp_perm:            resb 64
    .rp_perm_set:        resb 64
endstruc

; KMASK k, gpr, n: the opmask k of the n low bits, n a register (0 to 63)
; or a constant (1 to 63); gpr is changed
%macro KMASK 3
%ifid %3
    or                 %2, -1
    bzhi               %2, %2, %3
%else
    mov                %2, (1 << (%3)) - 1
%endif
    kmovq              %1, %2
%endmacro

;-----------------------------------------------------------------------------
; ROWS: the row loop of kernels that move elements between several rows of
; different element sizes (interleave, pack, unpack): an element is a pair
; (u, v) or a macropixel (y0 u y1 v), and each row holds it in 1 to 8
; bytes.  A unit is ROWS_UNIT elements, the smallest row's mmsize bytes: a
; row of b bytes per element is b / smallest registers of the unit.
;
; The kernel's op (no arguments) reads and writes its rows only through
; SLOAD and SSTORE, which ROWS points at whole units, at pieces or at the
; opmask tail.  Output element i must depend on input element i alone (so
; it does for a reordering of samples): then the first n elements of a
; partial unit give the first n elements of the output, whatever the
; registers hold after them.
;
; SSE2 to AVX2, rows of at least one unit: the last unit of the row is done
; first, ending exactly at the end of the row (no output overlaps an
; input), then the pointer-offset loop walks whole units from the start.
; Shorter rows: two overlapping pieces of the largest power of two of
; elements that fits, the second one ending at the end of the row, down to
; one element.  AVX-512: whole units, then the rest under opmasks.
;
; Registers: wq the width in elements, idxq the index, tmpq free for the
; op (LOADP, STOREP use it for 1- and 2-byte pieces).
;-----------------------------------------------------------------------------

; What SLOAD and SSTORE move: ROWS_MODE 0: the unit at element ROWS_IDX;
; n > 0: the first n elements from ROWS_IDX (a piece); -1: the elements of
; the opmask k1 (AVX-512)
%define ROWS_MODE 0
%define ROWS_IDX  idxq

; ROWS_MOVE load|store, ptr, bytes, reg, j: register j of the unit of the
; row at ptr of <bytes> per element, m<reg>
%macro ROWS_MOVE 5
%assign %%off %5 * mmsize
%if ROWS_MODE < 0
    ; the mask of register j: one bit per element of <bytes>, moved with
    ; the element size of that many bytes
%if %5
    kshiftrq           k2, k1, %5 * mmsize / %3
    %define %%k k2
%else
    %define %%k k1
%endif
%if %3 == 1
    %define %%mov vmovdqu8
%elif %3 == 2
    %define %%mov vmovdqu16
%elif %3 == 4
    %define %%mov vmovdqu32
%else
    %define %%mov vmovdqu64
%endif
%ifidn %1, load
    %%mov             m%4{%%k}{z}, [%2+%%off]
%else
    %%mov             [%2+%%off]{%%k}, m%4
%endif
%elif ROWS_MODE == 0 || ROWS_MODE * %3 > %%off
%if ROWS_MODE && ROWS_MODE * %3 < mmsize  ; a piece in part of register 0
%ifidn %1, load
    LOADP             %4, ROWS_MODE * %3, %2+ROWS_IDX*%3
%else
    STOREP            %4, ROWS_MODE * %3, %2+ROWS_IDX*%3
%endif
%else
%ifidn %1, load
    movu              m%4, [%2+ROWS_IDX*%3+%%off]
%else
    movu [%2+ROWS_IDX*%3+%%off], m%4
%endif
%endif
%endif
%endmacro

; ROWS_MOVES load|store, ptr, bytes, reg...: ROWS_MOVE of every register
%macro ROWS_MOVES 4-*
    %xdefine %%dir %1
    %xdefine %%p %2
    %assign %%b %3
    %assign %%j 0
    %rotate 1
    %rep %0 - 3
        %rotate 1
        ROWS_MOVE   %%dir, %%p, %%b, %2, %%j
        %assign %%j %%j + 1
    %endrep
%endmacro

; SLOAD ptr, bytes, reg...: the unit of the row at ptr (bytes per element
; 1, 2, 4 or 8) into m<reg>, one register per mmsize bytes
%macro SLOAD 3-*
    ROWS_MOVES      load, %{1:-1}
%endmacro

; SSTORE ptr, bytes, reg...: m<reg>... to the unit of the row at ptr
%macro SSTORE 3-*
    ROWS_MOVES     store, %{1:-1}
%endmacro

; ROWS_ADVANCE ptr, bytes, ...: every row moved to element idxq
%macro ROWS_ADVANCE 2-*
    %rep %0 / 2
        lea               %1, [%1+idxq*%2]
        %rotate 2
    %endrep
%endmacro

; ROWS_PIECES op, n: rows of n to 2n - 1 elements, as two pieces of n, at
; 0 and at wq - n (the same piece when wq is n)
%macro ROWS_PIECES 2
.pieces%2:
%if %2 > 1
    cmp                wq, %2
    jl .pieces%2_next
%endif
    sub                wq, %2
    xor              idxq, idxq
    %define ROWS_MODE %2
    %define ROWS_IDX  idxq
.pieces%2_loop:
    %1
    cmp              idxq, wq
    mov              idxq, wq
    jne .pieces%2_loop
    RET
.pieces%2_next:
%endmacro

; ROWS op, ptr, bytes, ...: the body of a function on the rows at ptr... of
; <bytes> per element (ROWS_UNIT %define-d); ends with RET
%macro ROWS 3-*
%if cpuflag(avx512)
    mov              idxq, wq
    and              idxq, -ROWS_UNIT   ; elements in whole units
    sub                wq, idxq         ; the rest
    ROWS_ADVANCE      %{2:-1}
    neg              idxq
    jz .rest
    %define ROWS_MODE 0
    %define ROWS_IDX  idxq
.loop:
    %1
    add              idxq, ROWS_UNIT
    jl .loop
.rest:
    test               wq, wq
    jz .end
    KMASK              k1, tmpq, wq
    %define ROWS_MODE -1
    %define ROWS_IDX  0
    %1
.end:
    RET
%else
    cmp                wq, ROWS_UNIT
    jl .short
    lea              idxq, [wq-ROWS_UNIT] ; the last unit
    ROWS_ADVANCE      %{2:-1}
    %define ROWS_MODE 0
    %define ROWS_IDX  0
    %1
    neg              idxq
    jz .end
    %define ROWS_IDX  idxq
.loop:
    %1
    add              idxq, ROWS_UNIT
    jl .loop
.end:
    RET

.short:
%if ROWS_UNIT > 32
%error ROWS_UNIT too large
%endif
%if ROWS_UNIT > 16
    ROWS_PIECES       %1, 16
%endif
%if ROWS_UNIT > 8
    ROWS_PIECES       %1, 8
%endif
    ROWS_PIECES       %1, 4
    ROWS_PIECES       %1, 2
    ROWS_PIECES       %1, 1
%endif
    %define ROWS_MODE 0
    %define ROWS_IDX  idxq
%endmacro
