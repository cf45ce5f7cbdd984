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

SECTION_RODATA 64

; 8 pixels of 3 bytes per ymm: lane 0 loads bytes 0-15 (pixels 0-3 at 0),
; lane 1 bytes 8-23 (pixels 4-7 at 4).  pshufb: luma, to words, bytes 0
; and 1 of each pixel (one pmaddwd pair), then byte 2 and a zero; chroma,
; to the bytes of each pair's two pixels side by side, channel by channel,
; and a zero pair (pmaddubsw by 1 adds them)
y_01: db 0, -1, 1, -1, 3, -1, 4, -1, 6, -1, 7, -1, 9, -1, 10, -1
      db 4, -1, 5, -1, 7, -1, 8, -1, 10, -1, 11, -1, 13, -1, 14, -1
y_2:  db 2, -1, -1, -1, 5, -1, -1, -1, 8, -1, -1, -1, 11, -1, -1, -1
      db 6, -1, -1, -1, 9, -1, -1, -1, 12, -1, -1, -1, 15, -1, -1, -1
c_pairs: db 0, 3, 1, 4, 2, 5, -1, -1, 6, 9, 7, 10, 8, 11, -1, -1
         db 4, 7, 5, 8, 6, 9, -1, -1, 10, 13, 11, 14, 12, 15, -1, -1
d_u_v:   dd 0, 1, 4, 5, 2, 3, 6, 7

; the 512-bit kernels (AVX512ICL): vpermb of 16 pixels (48 bytes) to the
; same layouts, whole, in pixel order; the bytes that stay zero are those
; out of the opmasks 0x5555..., 0x1111... and 0x3f3f...
align 64
vb_y01:   db 0, 0, 1, 0, 3, 0, 4, 0, 6, 0, 7, 0, 9, 0, 10, 0
          db 12, 0, 13, 0, 15, 0, 16, 0, 18, 0, 19, 0, 21, 0, 22, 0
          db 24, 0, 25, 0, 27, 0, 28, 0, 30, 0, 31, 0, 33, 0, 34, 0
          db 36, 0, 37, 0, 39, 0, 40, 0, 42, 0, 43, 0, 45, 0, 46, 0
vb_y2:    db 2, 0, 0, 0, 5, 0, 0, 0, 8, 0, 0, 0, 11, 0, 0, 0
          db 14, 0, 0, 0, 17, 0, 0, 0, 20, 0, 0, 0, 23, 0, 0, 0
          db 26, 0, 0, 0, 29, 0, 0, 0, 32, 0, 0, 0, 35, 0, 0, 0
          db 38, 0, 0, 0, 41, 0, 0, 0, 44, 0, 0, 0, 47, 0, 0, 0
vb_c:     db 0, 3, 1, 4, 2, 5, 0, 0, 6, 9, 7, 10, 8, 11, 0, 0
          db 12, 15, 13, 16, 14, 17, 0, 0, 18, 21, 19, 22, 20, 23, 0, 0
          db 24, 27, 25, 28, 26, 29, 0, 0, 30, 33, 31, 34, 32, 35, 0, 0
          db 36, 39, 37, 40, 38, 41, 0, 0, 42, 45, 43, 46, 44, 47, 0, 0
pb_1:    times 32 db 1
d_order: dd 0, 4, 1, 5, 2, 6, 3, 7
pd_16:   times 8 dd 16
pd_128:  times 8 dd 128
pd_255:  times 8 dd 255

SECTION .text

; LUMA_ROW: src and dst at the row's end, x = -width
%macro LUMA_ROW 0
    lea            srcq, [srcq + wq * 2]
    add            srcq, wq
    add            dstq, wq
    neg              wq
    mov              xq, wq
%endmacro

; CHROMA_ROW: src0, src1, u and v at the row's end, x = -width
%macro CHROMA_ROW 0
    lea              xq, [wq * 2]
    lea              xq, [xq + xq * 2]      ; 6 bytes a pair
    add           src0q, xq
    add           src1q, xq
    add              uq, wq
    add              vq, wq
    neg              wq
    mov              xq, wq
%endmacro

; NEXT_UNIT n: after the unit at x (negative, to 0), the next unit of n,
; the last one ending at the row's end, or return
%macro NEXT_UNIT 1
    add              xq, %1
    jl .next
    RET
.next:
    cmp              xq, -%1
    jle .unit
    mov              xq, -%1
    jmp .unit
%endmacro

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
    LUMA_ROW
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
    NEXT_UNIT        32

; void rgb24toyv12_chroma(uint8_t *u, uint8_t *v, const uint8_t *src0,
;                         const uint8_t *src1, ptrdiff_t width,
;                         const SimdLessonRgbToYuv *k)
;
; Units of 16 pairs (32 pixels), the last one ending at the row's end
; (16 pairs and more): per group of 8 pixels of each row, pshufb and
; pmaddubsw by 1 to the pairs' sums as words s0 s1 s2 0; the rows added,
; >> 2; pmaddwd by the 4 words of u and of v, phaddd to each pair's sum
; (per lane: u u v v), >> 15, + 128, the low byte; vpermd puts u in the
; low lane, v in the high one, and two packs make 16 bytes of each.
;
; CHROMA8 dst, offset: the u and v dwords of the 4 pairs at offset in
; m<dst>, u of the four in the low lane, v in the high one
%macro CHROMA8 2
    movu           xm%1, [src0q + %2]
    vinserti128     m%1, m%1, [src0q + %2 + 8], 1
    movu            xm5, [src1q + %2]
    vinserti128      m5, m5, [src1q + %2 + 8], 1
    pshufb          m%1, m13
    pshufb           m5, m13
    pmaddubsw       m%1, m8
    pmaddubsw        m5, m8
    paddw           m%1, m5
    psrlw           m%1, 2
    pmaddwd          m5, m%1, m10           ; v
    pmaddwd         m%1, m9                 ; u
    phaddd          m%1, m5
    psrad           m%1, 15
    paddd           m%1, m11
    pand            m%1, m12
    vpermd          m%1, m7, m%1
%endmacro

cglobal simdlesson_rgb24toyv12_chroma, 6, 8, 14, u, v, src0, src1, w, k, x, off
    mova             m8, [pb_1]
    vpbroadcastq     m9, [kq + 8]           ; u
    vpbroadcastq    m10, [kq + 16]          ; v
    mova            m11, [pd_128]
    mova            m12, [pd_255]
    mova            m13, [c_pairs]
    mova             m7, [d_u_v]
    CHROMA_ROW
.unit:
    lea            offq, [xq * 2]
    lea            offq, [offq + offq * 2]
    CHROMA8           0, offq
    CHROMA8           1, offq + 24
    CHROMA8           2, offq + 48
    CHROMA8           3, offq + 72
    packusdw         m0, m1                 ; u of pairs 0-7 | v
    packusdw         m2, m3                 ; 8-15
    packuswb         m0, m2
    movu      [uq + xq], xm0
    vextracti128 [vq + xq], m0, 1
    NEXT_UNIT        16
%if HAVE_AVX512ICL_EXTERNAL
; The 512-bit versions: units of 32 pixels (16 pairs), the last one ending
; at the row's end (32 pixels and more; the C wrappers give shorter rows
; to the AVX2 versions).  Each 16 pixels: one masked load of their 48
; bytes, vpermb; luma: 16 dwords in order, whose low bytes vpmovdb
; stores; chroma: per pair its two dwords of pmaddwd added in the low one
; (psrlq, paddd), whose low bytes vpmovqb stores.
INIT_ZMM avx512icl

; LUMA16 offset: the 16 pixels at src + 3 * x + offset to dst + x + offset / 3
%macro LUMA16 1
    vmovdqu8         m0{k1}{z}, [srcq + offq + %1]
    vpermb           m1{k2}{z}, m10, m0
    vpermb           m0{k3}{z}, m11, m0
    pmaddwd          m1, m8
    pmaddwd          m0, m9
    paddd            m0, m1
    paddd            m0, m12
    psrad            m0, 15
    vpmovdb [dstq + xq + %1 / 3], m0
%endmacro

cglobal simdlesson_rgb24toyv12_luma, 4, 6, 13, dst, src, w, k, x, off
    vpbroadcastd     m8, [kq + 0]           ; k0 k1
    vpbroadcastd     m9, [kq + 4]           ; k2 0
    mova            m10, [vb_y01]
    mova            m11, [vb_y2]
    mov            offq, 16 << 15
    vpbroadcastd    m12, offd               ; + 16, before >> 15
    mov            offq, 0xffffffffffff
    kmovq            k1, offq               ; 48 bytes
    mov            offq, 0x5555555555555555
    kmovq            k2, offq
    mov            offq, 0x1111111111111111
    kmovq            k3, offq
    LUMA_ROW
.unit:
    lea            offq, [xq + xq * 2]
    LUMA16            0
    LUMA16           48
    NEXT_UNIT        32

; CHROMA16 offset: the 8 pairs at src0/1 + 6 * x + offset to u, v + x + offset / 6
%macro CHROMA16 1
    vmovdqu8         m0{k1}{z}, [src0q + offq + %1]
    vmovdqu8         m1{k1}{z}, [src1q + offq + %1]
    vpermb           m0{k2}{z}, m10, m0
    vpermb           m1{k2}{z}, m10, m1
    pmaddubsw        m0, m11
    pmaddubsw        m1, m11
    paddw            m0, m1
    psrlw            m0, 2
    pmaddwd          m1, m0, m9             ; v
    pmaddwd          m0, m8                 ; u
    psrlq            m2, m0, 32
    psrlq            m3, m1, 32
    paddd            m0, m2
    paddd            m1, m3
    paddd            m0, m12
    paddd            m1, m12
    psrad            m0, 15
    psrad            m1, 15
    vpmovqb [uq + xq + %1 / 6], m0
    vpmovqb [vq + xq + %1 / 6], m1
%endmacro

cglobal simdlesson_rgb24toyv12_chroma, 6, 8, 13, u, v, src0, src1, w, k, x, off
    vpbroadcastq     m8, [kq + 8]           ; u
    vpbroadcastq     m9, [kq + 16]          ; v
    mova            m10, [vb_c]
    vpbroadcastd    m11, [pb_1]
    mov            offq, 128 << 15
    vpbroadcastd    m12, offd               ; + 128, before >> 15
    mov            offq, 0xffffffffffff
    kmovq            k1, offq
    mov            offq, 0x3f3f3f3f3f3f3f3f
    kmovq            k2, offq
    CHROMA_ROW
.unit:
    lea            offq, [xq * 2]
    lea            offq, [offq + offq * 2]
    CHROMA16          0
    CHROMA16         48
    NEXT_UNIT        16
%endif
%endif
