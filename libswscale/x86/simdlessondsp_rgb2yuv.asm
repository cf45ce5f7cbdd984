;*****************************************************************************
;* x86-optimized RGB -> YUV row kernels of the simdlesson DSP (swscale's
;* special converter, swscale_simdlesson.c)
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

%if ARCH_X86_64 && HAVE_AVX2_EXTERNAL

SECTION_RODATA 32

; 8 pixels of 3 bytes per ymm: lane 0 loads bytes 0-15 (pixels 0-3 at 0),
; lane 1 bytes 8-23 (pixels 4-7 at 4).  pshufb to words: luma, bytes 0
; and 1 of each pixel (one pmaddwd pair), then byte 2 and a zero; chroma
; the same with the pixels as 0 2 1 3, so that a pair's two pixels sit
; 8 bytes apart
y_01: db 0, -1, 1, -1, 3, -1, 4, -1, 6, -1, 7, -1, 9, -1, 10, -1
      db 4, -1, 5, -1, 7, -1, 8, -1, 10, -1, 11, -1, 13, -1, 14, -1
y_2:  db 2, -1, -1, -1, 5, -1, -1, -1, 8, -1, -1, -1, 11, -1, -1, -1
      db 6, -1, -1, -1, 9, -1, -1, -1, 12, -1, -1, -1, 15, -1, -1, -1
c_01: db 0, -1, 1, -1, 6, -1, 7, -1, 3, -1, 4, -1, 9, -1, 10, -1
      db 4, -1, 5, -1, 10, -1, 11, -1, 7, -1, 8, -1, 13, -1, 14, -1
c_2:  db 2, -1, -1, -1, 8, -1, -1, -1, 5, -1, -1, -1, 11, -1, -1, -1
      db 6, -1, -1, -1, 12, -1, -1, -1, 9, -1, -1, -1, 15, -1, -1, -1
d_order: dd 0, 4, 1, 5, 2, 6, 3, 7
pd_16:   times 8 dd 16
pd_128:  times 8 dd 128
pd_255:  times 8 dd 255

SECTION .text

; void rgb24toyv12_luma(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
;                       const SimdLessonRgbToYuv *k)
;
; Units of 32 pixels, the last one ending at the row's end (width 32 and
; more; the C wrapper takes shorter rows): four groups of 8 pixels, each
; two pmaddwd to 32-bit sums, >> 15, + 16; their low bytes packed (pand,
; packusdw, packuswb) and vpermd to pixel order.
;
; LUMA8 dst, offset: the dwords of the 8 pixels at src + offset in m<dst>
%macro LUMA8 2
    movu           xm%1, [srcq + %2]
    vinserti128     m%1, m%1, [srcq + %2 + 8], 1
    pshufb           m6, m%1, m10
    pshufb          m%1, m11
    pmaddwd          m6, m8
    pmaddwd         m%1, m9
    paddd           m%1, m6
    psrad           m%1, 15
    paddd           m%1, m12
    pand            m%1, m13
%endmacro

INIT_YMM avx2
cglobal simdlesson_rgb24toyv12_luma, 4, 6, 14, dst, src, w, k, x, off
    vpbroadcastd     m8, [kq + 0]           ; k0 k1
    vpbroadcastd     m9, [kq + 4]           ; k2 0
    mova            m10, [y_01]
    mova            m11, [y_2]
    mova            m12, [pd_16]
    mova            m13, [pd_255]
    mova             m7, [d_order]
    lea            srcq, [srcq + wq * 2]
    add            srcq, wq                 ; the row's end
    add            dstq, wq
    neg              wq                     ; -width
    mov              xq, wq
.unit:
    lea            offq, [xq + xq * 2]
    LUMA8             0, offq
    LUMA8             1, offq + 24
    LUMA8             2, offq + 48
    LUMA8             3, offq + 72
    packusdw         m0, m1
    packusdw         m2, m3
    packuswb         m0, m2
    vpermd           m0, m7, m0
    movu   [dstq + xq], m0
    add              xq, 32
    jl .next
    RET
.next:
    cmp              xq, -32
    jle .unit
    mov              xq, -32                ; the last unit: the last 32 pixels
    jmp .unit

; void rgb24toyv12_chroma(uint8_t *u, uint8_t *v, const uint8_t *src0,
;                         const uint8_t *src1, ptrdiff_t width,
;                         const SimdLessonRgbToYuv *k)
;
; Units of 16 pairs (32 pixels), the last one ending at the row's end
; (16 pairs and more): per group of 8 pixels, the two rows' words added,
; then the two pixels of each pair (8 bytes apart), >> 2; pmaddwd by u
; and by v, >> 15, + 128; per lane the group's two pairs in dwords 0 and
; 1, put together by vpermq and vinserti128, then packed and vpermd'd to
; 16 bytes of u and 16 of v.
;
; CHROMA8 u, v, offset: the dwords of the 4 pairs at offset, u's and v's,
; each 4 in the low lane of m<u> and m<v> (their high lanes: garbage)
%macro CHROMA8 3
    movu           xm%1, [src0q + %3]
    vinserti128     m%1, m%1, [src0q + %3 + 8], 1
    movu           xm%2, [src1q + %3]
    vinserti128     m%2, m%2, [src1q + %3 + 8], 1
    pshufb           m4, m%1, [c_01]
    pshufb          m%1, [c_2]
    pshufb           m5, m%2, [c_01]
    pshufb          m%2, [c_2]
    paddw            m4, m5                 ; bytes 0 and 1: the two rows
    paddw           m%1, m%2                ; byte 2
    psrldq           m5, m4, 8
    psrldq          m%2, m%1, 8
    paddw            m4, m5                 ; and the pair's two pixels
    paddw           m%1, m%2
    psrlw            m4, 2
    psrlw           m%1, 2
    pmaddwd          m5, m4, m8             ; u: bytes 0 and 1
    pmaddwd          m4, m10                ; v
    pmaddwd         m%2, m%1, m11           ; v: byte 2
    pmaddwd         m%1, m9                 ; u
    paddd           m%1, m5
    paddd           m%2, m4
    psrad           m%1, 15
    psrad           m%2, 15
    vpermq          m%1, m%1, q3120         ; lane 0: the four pairs (u)
    vpermq          m%2, m%2, q3120         ; (v)
%endmacro

cglobal simdlesson_rgb24toyv12_chroma, 6, 8, 16, u, v, src0, src1, w, k, x, off
    vpbroadcastd     m8, [kq + 8]           ; u: k0 k1
    vpbroadcastd     m9, [kq + 12]          ; u: k2 0
    vpbroadcastd    m10, [kq + 16]          ; v: k0 k1
    vpbroadcastd    m11, [kq + 20]          ; v: k2 0
    mova            m12, [pd_128]
    mova            m13, [pd_255]
    mova             m7, [d_order]
    lea              xq, [wq * 2]
    lea              xq, [xq + xq * 2]      ; 6 bytes a pair
    add           src0q, xq
    add           src1q, xq
    add              uq, wq
    add              vq, wq
    neg              wq
    mov              xq, wq
.unit:
    lea            offq, [xq * 2]
    lea            offq, [offq + offq * 2]
    CHROMA8           0, 1, offq
    CHROMA8           2, 3, offq + 24
    vinserti128      m0, m0, xm2, 1         ; u of pairs 0-7
    vinserti128      m1, m1, xm3, 1         ; v
    CHROMA8           2, 3, offq + 48
    CHROMA8          14, 15, offq + 72
    vinserti128      m2, m2, xm14, 1        ; u of pairs 8-15
    vinserti128      m3, m3, xm15, 1
    paddd            m0, m12
    paddd            m1, m12
    paddd            m2, m12
    paddd            m3, m12
    pand             m0, m13
    pand             m1, m13
    pand             m2, m13
    pand             m3, m13
    packusdw         m0, m2                 ; u: 0-3 8-11 | 4-7 12-15
    packusdw         m1, m3
    packuswb         m0, m1
    vpermd           m0, m7, m0
    movu      [uq + xq], xm0
    vextracti128 [vq + xq], m0, 1
    add              xq, 16
    jl .next
    RET
.next:
    cmp              xq, -16
    jle .unit
    mov              xq, -16
    jmp .unit
%endif
