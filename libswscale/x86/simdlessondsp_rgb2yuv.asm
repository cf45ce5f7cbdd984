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

; 16-bit RGB: two pixels of 3 words per lane as (r, g, b, 0) words, lane 0
; from bytes 0-11, lane 1 from bytes 4-15; the words' sign bits
w48:     db 0, 1, 2, 3, 4, 5, -1, -1, 6, 7, 8, 9, 10, 11, -1, -1
         db 4, 5, 6, 7, 8, 9, -1, -1, 10, 11, 12, 13, 14, 15, -1, -1
pw_8000: times 16 dw 0x8000

; the 512-bit kernels (AVX512ICL): vpermb of 16 pixels (48 bytes) to the
; same layouts, whole, in pixel order (vb_c8: rgb24toyv12_chroma's own);
; the bytes that stay zero are those out of the opmasks 0x5555...,
; 0x1111..., 0x3f3f... and (vb_c8) 0x33333333ffffffff
align 64
vb_y01:   db 0, 0, 1, 0, 3, 0, 4, 0, 6, 0, 7, 0, 9, 0, 10, 0
          db 12, 0, 13, 0, 15, 0, 16, 0, 18, 0, 19, 0, 21, 0, 22, 0
          db 24, 0, 25, 0, 27, 0, 28, 0, 30, 0, 31, 0, 33, 0, 34, 0
          db 36, 0, 37, 0, 39, 0, 40, 0, 42, 0, 43, 0, 45, 0, 46, 0
vb_y2:    db 2, 0, 0, 0, 5, 0, 0, 0, 8, 0, 0, 0, 11, 0, 0, 0
          db 14, 0, 0, 0, 17, 0, 0, 0, 20, 0, 0, 0, 23, 0, 0, 0
          db 26, 0, 0, 0, 29, 0, 0, 0, 32, 0, 0, 0, 35, 0, 0, 0
          db 38, 0, 0, 0, 41, 0, 0, 0, 44, 0, 0, 0, 47, 0, 0, 0
; (rgb24toyv12_chroma: b0 b1 g0 g1 of pairs 0-7, then r0 r1 of each)
vb_c8:    db 0, 3, 1, 4, 6, 9, 7, 10, 12, 15, 13, 16, 18, 21, 19, 22
          db 24, 27, 25, 28, 30, 33, 31, 34, 36, 39, 37, 40, 42, 45, 43, 46
          db 2, 5, 0, 0, 8, 11, 0, 0, 14, 17, 0, 0, 20, 23, 0, 0
          db 26, 29, 0, 0, 32, 35, 0, 0, 38, 41, 0, 0, 44, 47, 0, 0
vb_c:     db 0, 3, 1, 4, 2, 5, 0, 0, 6, 9, 7, 10, 8, 11, 0, 0
          db 12, 15, 13, 16, 14, 17, 0, 0, 18, 21, 19, 22, 20, 23, 0, 0
          db 24, 27, 25, 28, 26, 29, 0, 0, 30, 33, 31, 34, 32, 35, 0, 0
          db 36, 39, 37, 40, 38, 41, 0, 0, 42, 45, 43, 46, 44, 47, 0, 0
; rgb24toyv12_chroma_sat, AVX512ICL: of 8 pairs (48 bytes), the first
; and the second pixel of each as words b g r 0 (opmask 0x1515...); the
; bytes of the unit's packsswb in order, u of its 32 pairs, then v
vb_first:  db 0, 0, 1, 0, 2, 0, 0, 0, 6, 0, 7, 0, 8, 0, 0, 0
           db 12, 0, 13, 0, 14, 0, 0, 0, 18, 0, 19, 0, 20, 0, 0, 0
           db 24, 0, 25, 0, 26, 0, 0, 0, 30, 0, 31, 0, 32, 0, 0, 0
           db 36, 0, 37, 0, 38, 0, 0, 0, 42, 0, 43, 0, 44, 0, 0, 0
vb_second: db 3, 0, 4, 0, 5, 0, 0, 0, 9, 0, 10, 0, 11, 0, 0, 0
           db 15, 0, 16, 0, 17, 0, 0, 0, 21, 0, 22, 0, 23, 0, 0, 0
           db 27, 0, 28, 0, 29, 0, 0, 0, 33, 0, 34, 0, 35, 0, 0, 0
           db 39, 0, 40, 0, 41, 0, 0, 0, 45, 0, 46, 0, 47, 0, 0, 0
b_uv_sat:  db 0, 1, 16, 17, 32, 33, 48, 49, 4, 5, 20, 21, 36, 37, 52, 53
           db 8, 9, 24, 25, 40, 41, 56, 57, 12, 13, 28, 29, 44, 45, 60, 61
           db 2, 3, 18, 19, 34, 35, 50, 51, 6, 7, 22, 23, 38, 39, 54, 55
           db 10, 11, 26, 27, 42, 43, 58, 59, 14, 15, 30, 31, 46, 47, 62, 63
pb_1:    times 32 db 1
d_order: dd 0, 4, 1, 5, 2, 6, 3, 7
pd_16:   times 8 dd 16
pd_128:  times 8 dd 128
pd_255:  times 8 dd 255

; RGB -> YUV as swscale's scaler: its luma's rounding and dither (>> 15 in
; all), its chroma's rounding (>> 10, the 15 low bits kept), the bytes of
; each pair of 4-byte pixels side by side
pd_y_round:  times 8 dd 0x84100
pd_uv_round: times 8 dd (256 << 15) + (1 << 9)
pd_7fff:     times 8 dd 0x7fff
pw_255:      times 16 dw 255
c_pairs32:   db 0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15
             db 0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15
b_uv:        db 0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15
             db 0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15
uv_order:    db 0, 1, 4, 5, 8, 9, 12, 13, 2, 3, 6, 7, 10, 11, 14, 15
             db 0, 1, 4, 5, 8, 9, 12, 13, 2, 3, 6, 7, 10, 11, 14, 15
align 64
d_lanes24:   dd 0, 1, 2, 3, 3, 4, 5, 6, 6, 7, 8, 9, 9, 10, 11, 12
             dd 4, 5, 6, 7, 7, 8, 9, 10, 10, 11, 12, 13, 13, 14, 15, 15
d_transpose: dd 0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15
q_order:     dq 0, 2, 4, 6, 1, 3, 5, 7      ; packuswb's lanes of two zmm in order
w_qlow:      dw 0, 4, 8, 12, 16, 20, 24, 28 ; the low word of each qword of two zmm
             dw 32, 36, 40, 44, 48, 52, 56, 60
; rgb%1_to_y_uv15, AVX512ICL: the high words of the u and v dwords of two
; groups of 8 pairs (a pair a qword), u of the 16 pairs then v
align 64
w_uv_high:   dw  1,  5,  9, 13, 17, 21, 25, 29, 33, 37, 41, 45, 49, 53, 57, 61
             dw  3,  7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 47, 51, 55, 59, 63
pd_uv_4001:  dw 0, 0x4001
pw_fffe:     times 2 dw 0xfffe
pb_64:       times 4 db 64
; rgb24toyv12_*_sat: the first and the second pixel of each pair as words
; b g r 0, lanes as c_pairs'; MMX's w1111; its offsets of luma and chroma
align 32
y_first:     db 0, -1, 1, -1, 2, -1, -1, -1, 6, -1, 7, -1, 8, -1, -1, -1
             db 4, -1, 5, -1, 6, -1, -1, -1, 10, -1, 11, -1, 12, -1, -1, -1
y_second:    db 3, -1, 4, -1, 5, -1, -1, -1, 9, -1, 10, -1, 11, -1, -1, -1
             db 7, -1, 8, -1, 9, -1, -1, -1, 13, -1, 14, -1, 15, -1, -1, -1
pw_1:        times 2 dw 1
pb_16:       times 4 db 16
pb_80:       times 4 db 0x80

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
; LUMA8_PRODUCTS a, b, offset: of the 8 pixels at src + offset, the
; products of bytes 0 and 1 by k0 k1 (m8) in m<a>, of byte 2 by k2 (m9) in
; m<b>, as dwords (m10 y_01, m11 y_2)
%macro LUMA8_PRODUCTS 3
    movu           xm%2, [srcq + %3]
    vinserti128     m%2, m%2, [srcq + %3 + 8], 1
    pshufb          m%1, m%2, m10
    pshufb          m%2, m11
    pmaddwd         m%1, m8
    pmaddwd         m%2, m9
%endmacro

; LUMA_K_SETUP: the luma kernels' coefficients and byte tables, k0 k1 in
; m8, k2 and the word after it in m9, y_01 and y_2 (512-bit: vb_y01 and
; vb_y2, and the opmasks of a 48-byte load, k1, and of the tables' bytes,
; k2 and k3) in m10 m11; off clobbered (512-bit)
%macro LUMA_K_SETUP 0
    vpbroadcastd     m8, [kq + 0]           ; k0 k1
    vpbroadcastd     m9, [kq + 4]           ; k2 0
%if mmsize == 64
    mova            m10, [vb_y01]
    mova            m11, [vb_y2]
    mov            offq, 0xffffffffffff
    kmovq            k1, offq               ; 48 bytes
    mov            offq, 0x5555555555555555
    kmovq            k2, offq
    mov            offq, 0x1111111111111111
    kmovq            k3, offq
%else
    mova            m10, [y_01]
    mova            m11, [y_2]
%endif
%endmacro

; LUMA8 dst, offset: the dwords of the 8 pixels at src + offset in m<dst>
%macro LUMA8 2
    LUMA8_PRODUCTS    6, %1, %2
    paddd           m%1, m6
    psrad           m%1, 15
    paddd           m%1, m12
    pand            m%1, m13
%endmacro

INIT_YMM avx2
cglobal simdlesson_rgb24toyv12_luma, 4, 6, 14, dst, src, w, k, x, off
    LUMA_K_SETUP
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

; void rgb24toyv12_luma_sat(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
;                           const SimdLessonRgbToYuv *k)
;
; swscale's MMXEXT converter's luma: rgb24toyv12_luma's units and groups,
; the two pmaddwd >> 8 apart; packssdw of two groups saturates each (the
; groups side by side in each lane), paddsw their sum, psraw 7, packuswb,
; paddusb 16, vpermd to order.
;
; LUMA8_SAT a, b, offset: LUMA8_PRODUCTS, each >> 8
%macro LUMA8_SAT 3
    LUMA8_PRODUCTS   %1, %2, %3
    psrad           m%1, 8
    psrad           m%2, 8
%endmacro

; LUMA_SAT_UNIT group, bytes: the unit's luma bytes in m0, each lane's in
; group order, from its four groups (the macro group a, b, offset, and
; their bytes apart); m1-m5 clobbered, m12 = 16
%macro LUMA_SAT_UNIT 2
    %1                0, 1, offq
    %1                2, 3, offq + %2
    packssdw         m0, m2
    packssdw         m1, m3
    paddsw           m0, m1                 ; per lane: 4 pixels of each group
    %1                2, 3, offq + 2 * %2
    %1                4, 5, offq + 3 * %2
    packssdw         m2, m4
    packssdw         m3, m5
    paddsw           m2, m3
    psraw            m0, 7
    psraw            m2, 7
    packuswb         m0, m2
    paddusb          m0, m12
%endmacro

cglobal simdlesson_rgb24toyv12_luma_sat, 4, 6, 13, dst, src, w, k, x, off
    LUMA_K_SETUP
    vpbroadcastd    m12, [pb_16]
    mova             m7, [d_order]
    LUMA_ROW
.unit:
    lea            offq, [xq + xq * 2]
    LUMA_SAT_UNIT LUMA8_SAT, 24
    vpermd           m0, m7, m0
    movu   [dstq + xq], m0
    NEXT_UNIT        32

; void rgb24toyv12_chroma_sat(uint8_t *u, uint8_t *v, const uint8_t *src0,
;                             const uint8_t *src1, ptrdiff_t width,
;                             const SimdLessonRgbToYuv *k)
;
; swscale's MMXEXT converter's chroma: units of 16 pairs, the last one
; ending at the row's end (16 pairs and more; the C wrapper takes shorter
; rows), in four groups, group j pairs 2j and 2j + 1 in the low lane, 8 +
; 2j and 9 + 2j in the high one (loaded 4 bytes early, as c_pairs has it,
; so that no load passes the row's end).  Per group: pavgb of the rows,
; pshufb of each pair's two pixels to words, pavgb of them; pmaddwd by u
; and by v, >> 8, packssdw (saturating), pmaddwd by 1 adds each two.  Per
; unit, packssdw and psraw 7 of two groups, packsswb, + 128; pshufb and
; vpermq put u of the 16 pairs in the low lane, v in the high one.
;
; UV_SAT dst: of each pair's mean as words b g r 0 in m<dst>, its u and v
; as the MMXEXT code has them (pmaddwd by u and by v, >> 8, packssdw,
; pmaddwd by 1), u u v v of each lane's pairs as dwords; m5 clobbered
%macro UV_SAT 1
    pmaddwd          m5, m%1, m10           ; v
    pmaddwd         m%1, m9                 ; u
    psrad            m5, 8
    psrad           m%1, 8
    packssdw        m%1, m5
    pmaddwd         m%1, m15
%endmacro

; CHROMA8_SAT dst, offset: UV_SAT of the group at offset in m<dst>
%macro CHROMA8_SAT 2
    movu           xm%1, [src0q + %2]
    vinserti128     m%1, m%1, [src0q + %2 + 44], 1
    movu            xm5, [src1q + %2]
    vinserti128      m5, m5, [src1q + %2 + 44], 1
    pavgb           m%1, m5
    pshufb           m5, m%1, m13
    pshufb          m%1, m14
    pavgb           m%1, m5                 ; each pair's mean, words b g r 0
    UV_SAT           %1
%endmacro

; CHROMA_SAT_UNIT group, bytes: the unit's u and v bytes in m0, each lane's
; in group order, from its four groups (the macro group dst, offset, and
; their bytes apart); m1-m5 clobbered, m11 = 0x80
%macro CHROMA_SAT_UNIT 2
    %1                0, offq
    %1                1, offq + %2
    %1                2, offq + 2 * %2
    %1                3, offq + 3 * %2
    packssdw         m0, m1
    packssdw         m2, m3
    psraw            m0, 7
    psraw            m2, 7
    packsswb         m0, m2
    paddb            m0, m11
%endmacro

cglobal simdlesson_rgb24toyv12_chroma_sat, 6, 8, 16, u, v, src0, src1, w, k, x, off
    vpbroadcastq     m9, [kq + 8]           ; u
    vpbroadcastq    m10, [kq + 16]          ; v
    vpbroadcastd    m11, [pb_80]
    movu            m12, [uv_order]
    mova            m13, [y_first]
    mova            m14, [y_second]
    vpbroadcastd    m15, [pw_1]
    CHROMA_ROW
.unit:
    lea            offq, [xq * 2]
    lea            offq, [offq + offq * 2]
    CHROMA_SAT_UNIT CHROMA8_SAT, 12
    pshufb           m0, m12                ; per lane: u of 8 pairs, v of them
    vpermq           m0, m0, q3120
    movu      [uq + xq], xm0
    vextracti128 [vq + xq], m0, 1
    NEXT_UNIT        16

;-----------------------------------------------------------------------------
; RGB -> YUV as swscale's scaler writes it at the same size
; (swscale_simdlesson.c; simdlessondsp.h): rows of 32 pixels (16 pairs,
; 32 outputs of the vertical filters) and more, the last unit ending at
; the row's end; the C wrappers take shorter rows and pad odd tap counts.
;-----------------------------------------------------------------------------

; void rgb24_to_uv15(int16_t *u, int16_t *v, const uint8_t *src,
;                    ptrdiff_t width, const SimdLessonRgbToYuv *k)
; void rgb32_to_uv15(...)
;
; Per 4 pairs, pshufb and pmaddubsw by 1 to each pair's sums as words
; (s0 s1 s2 0, or s0 s1 s2 s3), pmaddwd by the u and the v coefficients,
; phaddd to each pair's sum (per lane: u u v v), + the rounding, >> 10,
; its 15 low bits; vpermd puts u in the low lane, v in the high one;
; packusdw of two groups, << 1 (the 16 low bits), vperm2i128 to 16 u and
; 16 v.
;
; UV4 bytes, dst, offset: the u and v dwords of the 4 pairs at offset in
; m<dst>, u of the four in the low lane, v in the high one
%macro UV4 3
%if %1 == 3
    movu           xm%2, [srcq + %3]
    vinserti128     m%2, m%2, [srcq + %3 + 8], 1
%else
    movu            m%2, [srcq + %3]
%endif
    pshufb          m%2, m13
    pmaddubsw       m%2, m11
    pmaddwd          m6, m%2, m10           ; v
    pmaddwd         m%2, m9                 ; u
    phaddd          m%2, m6
    paddd           m%2, m12
    psrad           m%2, 10
    pand            m%2, m14
    vpermd          m%2, m7, m%2
%endmacro

; RGB_TO_UV15 bits, bytes: a pixel's
%macro RGB_TO_UV15 2
cglobal simdlesson_rgb%1_to_uv15, 5, 8, 15, u, v, src, w, k, x, off
    vpbroadcastq     m9, [kq + 8]           ; u
    vpbroadcastq    m10, [kq + 16]          ; v
    mova            m11, [pb_1]
    mova            m12, [pd_uv_round]
%if %2 == 3
    mova            m13, [c_pairs]
%else
    mova            m13, [c_pairs32]
%endif
    mova            m14, [pd_7fff]
    mova             m7, [d_u_v]
%if %2 == 3
    lea              xq, [wq * 2]
    lea              xq, [xq + xq * 2]      ; 6 bytes a pair
    add            srcq, xq
%else
    lea            srcq, [srcq + wq * 8]
%endif
    lea              uq, [uq + wq * 2]
    lea              vq, [vq + wq * 2]
    neg              wq
    mov              xq, wq
.unit:
%if %2 == 3
    lea            offq, [xq * 2]
    lea            offq, [offq + offq * 2]
%else
    lea            offq, [xq * 8]
%endif
    UV4              %2, 0, offq
    UV4              %2, 1, offq + 8 * %2
    UV4              %2, 2, offq + 16 * %2
    UV4              %2, 3, offq + 24 * %2
    packusdw         m0, m1                 ; u of pairs 0-7 | v
    packusdw         m2, m3                 ; 8-15
    psllw            m0, 1
    psllw            m2, 1
    vperm2i128       m1, m0, m2, 0x20
    vperm2i128       m0, m0, m2, 0x31
    movu [uq + xq * 2], m1
    movu [vq + xq * 2], m0
    NEXT_UNIT        16
%endmacro

; void rgb24_to_y_uv15(uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,
;                      ptrdiff_t width, const SimdLessonRgbToYuv *k)
; void rgb32_to_y_uv15(...)
;
; Both of the above from one load of each pixel.  Units of mmsize pixels
; (32 or 64; the C wrappers take shorter rows), the last one ending at the
; row's end, in four groups of mmsize / 4 pixels, 4 pixels a lane.  Per
; group:
;  - luma: the bytes as words in two pmaddwd by the coefficients' pairs
;    (3 bytes: y_01 and y_2 as for rgb24toyv12_luma; 4 bytes: the even and
;    the odd bytes), + 0x84100, >> 15, to dwords;
;  - each pair's sums as words (pshufb, pmaddubsw by 1), s0 s1 s2 s3;
;    pmaddwd by u0 u1 v2 v3 and by v0 v1 u2 u3, the halves of the second
;    swapped (pshufd) and added: u and v of the pair side by side, without
;    phaddd; + the rounding, bits 10 to 24 (<< 7, >> 17).
; Per unit, packssdw and packuswb give the lumas, clipped (the order of the
; sums survives saturation); packusdw, << 1 and pshufb give per lane u of
; 4 pairs then v of them, and punpck[lh]qdq the u and the v.
;
; AVX2: group j holds pixels 4j to 4j + 3 in its low lane and 16 + 4j to
; 19 + 4j in its high one, so that the packs leave every output in order.
; rgb24's high lane is loaded 44 bytes on, with its first pixel at byte 4
; as in rgb24toyv12_luma, so that the same masks serve.
; AVX-512: group j holds pixels 16j to 16j + 15, lane L 16j + 4L to
; 16j + 4L + 3.  After the packs lane L holds the dwords of outputs 16
; apart, which one vpermd per output transposes to order.  rgb24's lanes
; come from one load of 64 bytes by vpermd, lane L from dwords 3L to
; 3L + 3; group 3 is loaded 16 bytes before its pixels (dwords 4 + 3L on),
; so that no load passes the row's end.  AVX512ICL: RGB_TO_Y_UV15_ICL.
;
; Y_UV8 bytes, y, uv, t, offset[, index]: the dwords of the luma of the
; group at offset in m<y>, u and v of its pairs in m<uv>; m<t> is
; clobbered; AVX-512 rgb24: lanes by the vpermd index m<index>
%macro Y_UV8 5-6
%if %1 == 3
%if mmsize == 64
    vpermd          m%2, m%6, [srcq + %5]
%else
    movu           xm%2, [srcq + %5]
    vinserti128     m%2, m%2, [srcq + %5 + 44], 1   ; pixel 16 + 4j at byte 4
%endif
    pshufb          m%3, m%2, m9            ; c_pairs
    pshufb          m%4, m%2, m7            ; y_01
    pshufb          m%2, m8                 ; y_2
%else
%if mmsize == 64
    movu            m%2, [srcq + %5]
%else
    movu           xm%2, [srcq + %5]
    vinserti128     m%2, m%2, [srcq + %5 + 64], 1
%endif
    pshufb          m%3, m%2, m9            ; c_pairs32
    pand            m%4, m%2, m7            ; the even bytes
    psrlw           m%2, 8                  ; the odd bytes
%endif
    pmaddwd         m%4, m10
    pmaddwd         m%2, m11
    paddd           m%2, m%4
    paddd           m%2, m14
    psrad           m%2, 15
    pmaddubsw       m%3, PB_1
    pmaddwd         m%4, m%3, m13           ; v0 v1 u2 u3
    pmaddwd         m%3, m12                ; u0 u1 v2 v3
    pshufd          m%4, m%4, q2301
    paddd           m%3, m%4
    paddd           m%3, m15
    pslld           m%3, 7
    psrld           m%3, 17
%endmacro

; K_PAIRS bytes, a, b: the luma coefficients k0 to k3 at k as pmaddwd's
; pairs for the words of a pixel: pixels of 3 bytes (y_01, y_2), k0 k1 in
; m<a> and k2 k3 in m<b>; of 4 bytes (even and odd bytes), k0 k2 in m<a>
; and k1 k3 in m<b>
%macro K_PAIRS 3
%if %1 == 3
    vpbroadcastd    m%2, [kq]               ; k0 k1, with bytes 0 1
    vpbroadcastd    m%3, [kq + 4]           ; k2 k3, with byte 2 and 0
%else
    movq           xm%2, [kq]
    pshuflw        xm%3, xm%2, q3131
    pshuflw        xm%2, xm%2, q2020
    vpbroadcastd    m%3, xm%3               ; k1 k3, the odd bytes
    vpbroadcastd    m%2, xm%2               ; k0 k2, the even bytes
%endif
%endmacro

; UV_PAIRS: the chroma coefficients as Y_UV8's pmaddwd pairs, u0 u1 v2 v3
; in m12 and v0 v1 u2 u3 in m13
%macro UV_PAIRS 0
    movd           xm12, [kq + 8]
    pinsrd         xm12, [kq + 20], 1
    vpbroadcastq    m12, xm12               ; u0 u1 v2 v3
    movd           xm13, [kq + 16]
    pinsrd         xm13, [kq + 12], 1
    vpbroadcastq    m13, xm13               ; v0 v1 u2 u3
%endmacro

; Y_UV_ROW bytes: y, u, v and src at the row's end, x = -pixels (width
; counts pairs)
%macro Y_UV_ROW 1
    add              wq, wq                 ; pixels; u and v: 2 bytes a pair
%if %1 == 3
    lea            srcq, [srcq + wq * 2]
    add            srcq, wq
%else
    lea            srcq, [srcq + wq * 4]
%endif
    add              yq, wq
    add              uq, wq
    add              vq, wq
    neg              wq
    mov              xq, wq
%endmacro

; RGB_TO_Y_UV15 bits, bytes: a pixel's
%macro RGB_TO_Y_UV15 2
cglobal simdlesson_rgb%1_to_y_uv15, 6, 8, 16 + 5 * (mmsize / 64), y, u, v, src, w, k, x, off
    K_PAIRS          %2, 10, 11
%if mmsize == 64
%if %2 == 3
    vbroadcasti32x4  m7, [y_01]
    vbroadcasti32x4  m8, [y_2]
    vbroadcasti32x4  m9, [c_pairs]
    mova            m16, [d_lanes24]
    mova            m17, [d_lanes24 + 64]
%else
    vpbroadcastd     m7, [pw_255]
    vbroadcasti32x4  m9, [c_pairs32]
%endif
    vpbroadcastd    m18, [pb_1]
    vbroadcasti32x4 m19, [uv_order]
    mova            m20, [d_transpose]
    %define PB_1 m18
    %define UV_ORDER m19
%else
%if %2 == 3
    mova             m7, [y_01]
    mova             m8, [y_2]
    mova             m9, [c_pairs]
%else
    mova             m7, [pw_255]
    mova             m9, [c_pairs32]
%endif
    %define PB_1 [pb_1]
    %define UV_ORDER [uv_order]
%endif
    UV_PAIRS
    vpbroadcastd    m14, [pd_y_round]
    vpbroadcastd    m15, [pd_uv_round]
    Y_UV_ROW         %2
.unit:
%if %2 == 3
    lea            offq, [xq + xq * 2]
%else
    lea            offq, [xq * 4]
%endif
%if mmsize == 64
    Y_UV8            %2, 0, 1, 6, offq, 16
    Y_UV8            %2, 2, 3, 6, offq + 16 * %2, 16
%else
    Y_UV8            %2, 0, 1, 6, offq
    Y_UV8            %2, 2, 3, 6, offq + 4 * %2
%endif
    packssdw         m0, m2                 ; AVX2 low lane: pixels 0-7; high: 16-23
    packusdw         m1, m3                 ; pairs 0-3; 8-11
%if mmsize == 64
    Y_UV8            %2, 2, 3, 6, offq + 32 * %2, 16
%if %2 == 3
    Y_UV8            %2, 4, 5, 6, offq + 128, 17
%else
    Y_UV8            %2, 4, 5, 6, offq + 192
%endif
%else
    Y_UV8            %2, 2, 3, 6, offq + 8 * %2
    Y_UV8            %2, 4, 5, 6, offq + 12 * %2
%endif
    packssdw         m2, m4                 ; 8-15; 24-31
    packusdw         m3, m5                 ; 4-7; 12-15
    packuswb         m0, m2
%if mmsize == 64
    vpermd           m0, m20, m0
%endif
    movu     [yq + xq], m0
    psllw            m1, 1
    psllw            m3, 1
    pshufb           m1, UV_ORDER
    pshufb           m3, UV_ORDER
    punpcklqdq       m0, m1, m3
    punpckhqdq       m1, m3
%if mmsize == 64
    vpermd           m0, m20, m0
    vpermd           m1, m20, m1
%endif
    movu     [uq + xq], m0
    movu     [vq + xq], m1
    NEXT_UNIT   mmsize
%endmacro


; void rgb24_to_p15(int16_t *dst, const uint8_t *src, ptrdiff_t width,
;                   const int16_t *k, int round)
;
; Units of 16 pixels, the last one ending at the row's end (width 16 and
; more; the C wrapper takes shorter rows): two groups of 8 pixels, each
; two pmaddwd to 32-bit sums, + round; bits 9 to 24 of each sum (pslld 7,
; psrld 16) packed without saturation, << 1, vpermq to pixel order.
;
; SUM8 bytes, dst, offset: the sums plus m7 of the 8 pixels at src +
; offset in m<dst> (m6 clobbered)
%macro SUM8 3
%if %1 == 3
    movu           xm%2, [srcq + %3]
    vinserti128     m%2, m%2, [srcq + %3 + 8], 1
    pshufb           m6, m%2, m10           ; y_01
    pshufb          m%2, m11                ; y_2
%else
    movu            m%2, [srcq + %3]
    pand             m6, m%2, m10           ; the even bytes
    psrlw           m%2, 8                  ; the odd bytes
%endif
    pmaddwd          m6, m8
    pmaddwd         m%2, m9
    paddd           m%2, m6
    paddd           m%2, m7
%endmacro

; P15x8 bytes, dst, offset: the words' dwords of the 8 pixels at src +
; offset in m<dst> (m6 clobbered)
%macro P15x8 3
    SUM8            %1, %2, %3
    pslld           m%2, 7
    psrld           m%2, 16
%endmacro

; P_SETUP bytes: k's coefficients in m8 and m9, the shuffles or the mask in
; m10 (and m11), src and dst at the row's end (dst: elements of %2 bytes),
; x = -width
%macro P_SETUP 2
    K_PAIRS          %1, 8, 9
%if %1 == 3
    mova            m10, [y_01]
    mova            m11, [y_2]
    lea            srcq, [srcq + wq * 2]
    add            srcq, wq
%else
    mova            m10, [pw_255]
    lea            srcq, [srcq + wq * 4]
%endif
%if %2 == 1
    add            dstq, wq
%else
    lea            dstq, [dstq + wq * 2]
%endif
    neg              wq
    mov              xq, wq
%endmacro

; OFF bytes: off = the unit's byte offset in src
%macro OFF 1
%if %1 == 3
    lea            offq, [xq + xq * 2]
%else
    lea            offq, [xq * 4]
%endif
%endmacro

; RGB_TO_P15 bits, bytes: a pixel's
%macro RGB_TO_P15 2
cglobal simdlesson_rgb%1_to_p15, 5, 7, 12, dst, src, w, k, round, x, off
    movd            xm7, roundd
    vpbroadcastd     m7, xm7
    P_SETUP          %2, 2
.unit:
    OFF              %2
    P15x8            %2, 0, offq
    P15x8            %2, 1, offq + 8 * %2
    packusdw         m0, m1                 ; pixels 0-3, 8-11; 4-7, 12-15
    psllw            m0, 1
    vpermq           m0, m0, q3120
    movu [dstq + xq * 2], m0
    NEXT_UNIT        16
%endmacro

; void rgb24_to_p8(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
;                  const int16_t *k, int round)
;
; Units of 32 pixels (width 32 and more): SUM8's sums from round + (1 <<
; 14), >> 15; packssdw and packuswb clip, vpermd puts the dwords of 4
; pixels in order.
%macro RGB_TO_P8 2
cglobal simdlesson_rgb%1_to_p8, 5, 7, 13, dst, src, w, k, round, x, off
    add          roundd, 1 << 14
    movd            xm7, roundd
    vpbroadcastd     m7, xm7
    mova            m12, [d_order]
    P_SETUP          %2, 1
.unit:
    OFF              %2
    SUM8             %2, 0, offq
    SUM8             %2, 1, offq + 8 * %2
    SUM8             %2, 2, offq + 16 * %2
    SUM8             %2, 3, offq + 24 * %2
    psrad            m0, 15
    psrad            m1, 15
    psrad            m2, 15
    psrad            m3, 15
    packssdw         m0, m1
    packssdw         m2, m3
    packuswb         m0, m2
    vpermd           m0, m12, m0
    movu      [dstq + xq], m0
    NEXT_UNIT        32
%endmacro

; void rgb24_to_p16(uint16_t *dst, const uint8_t *src, ptrdiff_t width,
;                   const int16_t *k, int round, int bits, int lshift)
;
; Units of 16 pixels: SUM8's sums from round + (1 << (22 - bits)),
; >> (23 - bits); packusdw and pminuw clip to bits, psllw places them.
%macro RGB_TO_P16 2
cglobal simdlesson_rgb%1_to_p16, 7, 9, 15, dst, src, w, k, round, bits, lshift, x, off
    mov              xd, 23
    sub              xd, bitsd
    movd           xm12, xd                 ; 23 - bits
    dec              xd
    movd            xm6, xd
    pcmpeqd          m7, m7
    psrld            m7, 31
    pslld            m7, xm6                ; 1 << (22 - bits)
    movd            xm6, roundd
    vpbroadcastd     m6, xm6
    paddd            m7, m6
    mov              xd, 16
    sub              xd, bitsd
    movd            xm6, xd
    pcmpeqw         m13, m13
    psrlw           m13, xm6                ; (1 << bits) - 1
    movd           xm14, lshiftd
    P_SETUP          %2, 2
.unit:
    OFF              %2
    SUM8             %2, 0, offq
    SUM8             %2, 1, offq + 8 * %2
    psrad            m0, xm12
    psrad            m1, xm12
    packusdw         m0, m1
    pminuw           m0, m13
    psllw            m0, xm14
    vpermq           m0, m0, q3120
    movu [dstq + xq * 2], m0
    NEXT_UNIT        16
%endmacro

; void rgb48_to_p15(int16_t *dst, const uint16_t *src, ptrdiff_t width,
;                   const SimdLessonRgb16Words *k)
; void rgb48_to_uv15(int16_t *u, int16_t *v, const uint16_t *src,
;                    ptrdiff_t width, const SimdLessonRgb16Words *k)
; (and rgba64_: pixels of 4 words)
;
; The 32-bit sums of unsigned words by signed coefficients, by pmaddwd: the
; words less 32768 (pxor of their sign bits), and k's round the round plus
; 32768 times the coefficients' sum (the C wrapper's); all of it wraps as
; the C sum does.  Bits 16 to 30 of each sum: psrld, pand.  Each pixel's
; words as (r, g, b, 0) or (r, g, b, a), two pixels a lane; pmaddwd by k's
; four coefficients, twice a lane, and phaddd adds the two dwords of each
; pixel.  Chroma: lane 0 of a register holds pair j of the unit, lane 1
; pair j + 4, each pair's means (pavgw with its qwords swapped) twice, by
; the u then the v coefficients; k's rounds alternate u and v.  Units of
; 16 pixels (p15) or 8 pairs (uv15), the last one ending at the row's end
; (width 16 pixels or 8 pairs and more; the C wrapper takes shorter rows).
;
; W16_PIXELS words, reg, offset: the products of the 4 pixels at src +
; offset in m<reg> (lanes: pixels 0 1 | 2 3)
%macro W16_PIXELS 3
%if %1 == 3
    movu           xm%2, [srcq + %3]
    vinserti128     m%2, m%2, [srcq + %3 + 8], 1
    pshufb          m%2, m10
%else
    movu            m%2, [srcq + %3]
%endif
    pxor            m%2, m11
    pmaddwd         m%2, m8
%endmacro

; W16_PAIRS words, reg, offset: the products of the means of the pair at
; src + offset (lane 0) and of the pair four pairs on (lane 1) in m<reg>
%macro W16_PAIRS 3
    movu           xm%2, [srcq + %3]
%if %1 == 3
    vinserti128     m%2, m%2, [srcq + %3 + 48 - 4], 1
    pshufb          m%2, m10
%else
    vinserti128     m%2, m%2, [srcq + %3 + 64], 1
%endif
    pshufd          m12, m%2, q1032
    pavgw           m%2, m12
    pxor            m%2, m11
    pmaddwd         m%2, m8
%endmacro

; W16_WORDS: the sums of m0 m1 and of m2 m3 (phaddd) plus m9, bits 16 to
; 30 packed to words in m0
%macro W16_WORDS 0
    phaddd           m0, m1
    phaddd           m2, m3
    paddd            m0, m9
    paddd            m2, m9
    psrld            m0, 16
    psrld            m2, 16
    pand             m0, m7
    pand             m2, m7
    packusdw         m0, m2
%endmacro

; W16_SETUP words, bytes of an element: k in m8 m9, constants, src at the
; row's end, x = -width
%macro W16_SETUP 2
    movu             m8, [kq]
    movu             m9, [kq + 32]
    movu             m7, [pd_7fff]
    movu            m11, [pw_8000]
%if %1 == 3
    movu            m10, [w48]
%endif
    imul           offq, wq, %2
    add            srcq, offq
    neg              wq
    mov              xq, wq
%endmacro

%macro RGB16_TO_P15 2
cglobal simdlesson_%1_to_p15, 4, 6, 12, dst, src, w, k, x, off
    lea            dstq, [dstq + wq * 2]
    movu             m6, [d_order]
    W16_SETUP        %2, 2 * %2
.unit:
    imul           offq, xq, 2 * %2
    W16_PIXELS       %2, 0, offq
    W16_PIXELS       %2, 1, offq + 8 * %2
    W16_PIXELS       %2, 2, offq + 16 * %2
    W16_PIXELS       %2, 3, offq + 24 * %2
    W16_WORDS                               ; pixels 0 1 4 5 8 9 12 13 | 2 3 6 7 10 11 14 15
    vpermd           m0, m6, m0
    movu [dstq + xq * 2], m0
    NEXT_UNIT        16
%endmacro

%macro RGB16_TO_UV15 2
cglobal simdlesson_%1_to_uv15, 5, 8, 13, u, v, src, w, k, x, off
    lea              uq, [uq + wq * 2]
    lea              vq, [vq + wq * 2]
    W16_SETUP        %2, 4 * %2
.unit:
    imul           offq, xq, 4 * %2
    W16_PAIRS        %2, 0, offq
    W16_PAIRS        %2, 1, offq + 4 * %2
    W16_PAIRS        %2, 2, offq + 8 * %2
    W16_PAIRS        %2, 3, offq + 12 * %2
    W16_WORDS                               ; u0 v0 u1 v1 u2 v2 u3 v3 | u4 v4 ...
    pshufb           m0, [uv_order]         ; u0 u1 u2 u3 v0 v1 v2 v3 | u4 ...
    vpermq           m0, m0, q3120
    movu      [uq + xq * 2], xm0
    vextracti128 [vq + xq * 2], m0, 1
    NEXT_UNIT         8
%endmacro

INIT_YMM avx2
RGB_TO_UV15      24, 3
RGB_TO_UV15      32, 4
RGB16_TO_UV15 rgb48,  3
RGB16_TO_UV15 rgba64, 4
RGB_TO_Y_UV15    24, 3
RGB_TO_Y_UV15    32, 4
%if HAVE_AVX512_EXTERNAL
INIT_ZMM avx512
RGB_TO_Y_UV15    24, 3
RGB_TO_Y_UV15    32, 4
INIT_YMM avx2
%endif
RGB_TO_P15       24, 3
RGB_TO_P15       32, 4
RGB16_TO_P15  rgb48,  3
RGB16_TO_P15  rgba64, 4
RGB_TO_P8        24, 3
RGB_TO_P8        32, 4
RGB_TO_P16       24, 3
RGB_TO_P16       32, 4

; void vfilter_s16(uint8_t *dst, const int16_t *const *src, const int16_t *coef,
;                  int taps, ptrdiff_t width, int round)
; void vfilter_s16_uv(uint8_t *dst, const int16_t *const *u, const int16_t *const *v,
;                     const int16_t *coef, int taps, ptrdiff_t width, int round)
;
; taps is even: each pair of rows, interleaved, meets its pair of
; coefficients in one pmaddwd, to 32-bit sums (from round), >> 19;
; packssdw restores the order punpck[lh]wd split, packuswb clips.
;
; VS16 dst, rows, off: the 16 words of the outputs at x + off / 2 in m<dst>
; from the rows at rows (m5 = round; m0-m4 and m6 used)
%macro VS16 3
    VS16_SUMS       %1, %2, %3
    psrad           m%1, 19
    psrad            m0, 19
    packssdw        m%1, m0
%endmacro

; VS16_SUMS dst, rows, off: VS16's 32-bit sums, in m<dst> (punpcklwd's
; half) and m0
%macro VS16_SUMS 3
    mova            m%1, m5
    mova             m0, m5
    xor            tapq, tapq
%%tap:
    mov             p0q, [%2 + tapq * 8]
    mov             p1q, [%2 + tapq * 8 + 8]
    movu             m2, [p0q + xq * 2 + %3]
    movu             m3, [p1q + xq * 2 + %3]
    vpbroadcastd     m4, [coefq + tapq * 2]
    punpckhwd        m6, m2, m3
    punpcklwd        m2, m3
    pmaddwd          m6, m4
    pmaddwd          m2, m4
    paddd            m0, m6
    paddd           m%1, m2
    add            tapq, 2
    cmp            tapq, tapsq
    jl %%tap
%endmacro

; VS_ROW n: x = 0, w = the last unit's start (units of n), xm5 = round;
; VS_NEXT n[, suffix] (of the labels .unit and .end): the next unit, the
; last one ending at the row's end, or return
%macro VS_ROW 1
    movsxd         tapsq, tapsd
    movd            xm5, roundd
    sub              wq, %1
    xor              xq, xq
%endmacro

%macro VS_NEXT 1-2
    cmp              xq, wq
    jge .end%2
    add              xq, %1
    cmp              xq, wq
    jle .unit%2
    mov              xq, wq
    jmp .unit%2
.end%2:
    RET
%endmacro

; ROWS4: the pointers of rows 0 to 3 at src into src, coef, taps and round
; (once the coefficients are read); ROWS8: rows 4 to 7 into p4 to p7 too
%macro ROWS4 0
    mov          roundq, [srcq + 24]
    mov           tapsq, [srcq + 16]
    mov           coefq, [srcq + 8]
    mov            srcq, [srcq]
%endmacro

%macro ROWS8 0
    mov             p4q, [srcq + 32]
    mov             p5q, [srcq + 40]
    mov             p6q, [srcq + 48]
    mov             p7q, [srcq + 56]
    ROWS4
%endmacro

cglobal simdlesson_vfilter_s16, 6, 10, 9, dst, src, coef, taps, w, round, tap, x, p0, p1
    VS_ROW           32
    vpbroadcastd     m5, xm5
.unit:
    VS16              7, srcq, 0
    VS16              8, srcq, 32
    packuswb         m7, m8
    vpermq           m7, m7, q3120
    movu   [dstq + xq], m7
    VS_NEXT          32

; void vfilter_s16_u16(uint16_t *dst, const int16_t *const *src, const int16_t *coef,
;                      int taps, ptrdiff_t width, int bits, int lshift)
;
; vfilter_s16's sums from 1 << (26 - bits), >> (27 - bits); packusdw and
; pminuw clip to bits, psllw places them.  Units of 16 words.
cglobal simdlesson_vfilter_s16_u16, 7, 11, 10, dst, src, coef, taps, w, bits, lshift, tap, x, p0, p1
    movsxd         tapsq, tapsd
    mov              xd, 26
    sub              xd, bitsd
    movd            xm6, xd
    pcmpeqd          m5, m5
    psrld            m5, 31
    pslld            m5, xm6                ; round: 1 << (26 - bits)
    inc              xd
    movd            xm8, xd                 ; 27 - bits
    mov              xd, 16
    sub              xd, bitsd
    movd            xm6, xd
    pcmpeqw          m9, m9
    psrlw            m9, xm6                ; (1 << bits) - 1
    movd            xm7, lshiftd
    sub              wq, 16
    xor              xq, xq
.unit:
    VS16_SUMS         1, srcq, 0
    psrad            m1, xm8
    psrad            m0, xm8
    packusdw         m1, m0
    pminuw           m1, m9
    psllw            m1, xm7
    movu [dstq + xq * 2], m1
    VS_NEXT          16

; void vfilter_s16_uv(uint8_t *dst, const int16_t *const *src, ptrdiff_t v_off,
;                     const int16_t *coef, int taps, ptrdiff_t width, int round)
;
; taps is 4 or 8 (the C wrapper pads with rows of coefficient 0): the
; coefficients' pairs and the rows' pointers stay in registers; v at
; x + v_off.  Units of mmsize / 2 pairs: per plane, VS16's sums of each
; pair of rows; packuswb puts u and v of 8 pairs side by side in each
; 128-bit lane, pshufb interleaves them.
;
; UVP coef, row a, row b, index, sums: one pair of rows at index
; (AVX512ICL: vpdpwssd adds the products)
%macro UVP 5
    movu             m2, [%2q + %4q * 2]
    movu             m3, [%3q + %4q * 2]
    punpckhwd        m4, m2, m3
    punpcklwd        m2, m3
%if cpuflag(avx512icl)
    vpdpwssd      m%5_1, m4, m%1
    vpdpwssd      m%5_0, m2, m%1
%else
    pmaddwd          m4, m%1
    pmaddwd          m2, m%1
    paddd         m%5_1, m4
    paddd         m%5_0, m2
%endif
%endmacro

; UV_ROW taps: the row loop, rows 0 to 3 at src, coef, taps, round
%macro UV_ROW 1
    xor              xq, xq
.unit%1:
    lea             xvq, [xq + voffq]
    mova             m0, m5
    mova             m1, m5
    mova             m6, m5
    mova             m7, m5
%xdefine mu_0 m0
%xdefine mu_1 m1
%xdefine mv_0 m6
%xdefine mv_1 m7
    UVP               8, src, coef, x, u
    UVP               8, src, coef, xv, v
    UVP               9, taps, round, x, u
    UVP               9, taps, round, xv, v
%if %1 == 8
    UVP              10, p4, p5, x, u
    UVP              10, p4, p5, xv, v
    UVP              11, p6, p7, x, u
    UVP              11, p6, p7, xv, v
%endif
    psrad            m0, 19
    psrad            m1, 19
    psrad            m6, 19
    psrad            m7, 19
    packssdw         m0, m1
    packssdw         m6, m7
    packuswb         m0, m6
    pshufb           m0, m12
    movu [dstq + xq * 2], m0
    VS_NEXT  mmsize / 2, %1
%endmacro

%macro VFILTER_S16_UV 0
cglobal simdlesson_vfilter_s16_uv, 7, 13, 13, dst, src, voff, coef, taps, w, round, x, xv, p4, p5, p6, p7
    movd            xm5, roundd
    vpbroadcastd     m5, xm5
    sub              wq, mmsize / 2
%if mmsize == 64
    vbroadcasti32x4 m12, [b_uv]
%else
    vbroadcasti128  m12, [b_uv]
%endif
    vpbroadcastd     m8, [coefq]
    vpbroadcastd     m9, [coefq + 4]
    cmp           tapsd, 4
    je .four
    vpbroadcastd    m10, [coefq + 8]
    vpbroadcastd    m11, [coefq + 12]
    ROWS8
    UV_ROW            8
.four:
    ROWS4
    UV_ROW            4
%endmacro

INIT_YMM avx2
VFILTER_S16_UV
%if HAVE_AVX512_EXTERNAL
INIT_ZMM avx512
VFILTER_S16_UV
%if HAVE_AVX512ICL_EXTERNAL
INIT_ZMM avx512icl
VFILTER_S16_UV
%endif
%endif
INIT_YMM avx2

; void vfilter_s16_mulhi(uint8_t *dst, const int16_t *const *src,
;                        const int16_t *coef, int taps, ptrdiff_t width, int round)
;
; taps is 4 or 8 (the C wrapper pads with rows of coefficient 0, which add
; 0): the coefficients and the rows' pointers stay in registers.  Units of
; mmsize: from round, pmulhw by each coefficient, paddw; psraw 3, packuswb,
; vpermq to order.
;
; MH coef, row: the unit's two registers of products added to m0, m1
%macro MH 2
    pmulhw           m2, m%1, [%2q + xq * 2]
    pmulhw           m3, m%1, [%2q + xq * 2 + mmsize]
    paddw            m0, m2
    paddw            m1, m3
%endmacro

; MH_ROW taps: the row loop, rows 0 to 3 at src, coef, taps, round
%macro MH_ROW 1
    xor              xq, xq
.unit%1:
    mova             m0, m5
    mova             m1, m5
    MH                8, src
    MH                9, coef
    MH               10, taps
    MH               11, round
%if %1 == 8
    MH               12, p4
    MH               13, p5
    MH               14, p6
    MH               15, p7
%endif
    psraw            m0, 3
    psraw            m1, 3
    packuswb         m0, m1
%if mmsize == 64
    vpermq           m0, m6, m0
%else
    vpermq           m0, m0, q3120
%endif
    movu   [dstq + xq], m0
    VS_NEXT     mmsize, %1
%endmacro

%macro VFILTER_S16_MULHI 0
cglobal simdlesson_vfilter_s16_mulhi, 6, 11, 16, dst, src, coef, taps, w, round, x, p4, p5, p6, p7
    movd            xm5, roundd
    vpbroadcastw     m5, xm5
    sub              wq, mmsize
%if mmsize == 64
    mova             m6, [q_order]
%endif
    vpbroadcastw     m8, [coefq]
    vpbroadcastw     m9, [coefq + 2]
    vpbroadcastw    m10, [coefq + 4]
    vpbroadcastw    m11, [coefq + 6]
    cmp           tapsd, 4
    je .four
    vpbroadcastw    m12, [coefq + 8]
    vpbroadcastw    m13, [coefq + 10]
    vpbroadcastw    m14, [coefq + 12]
    vpbroadcastw    m15, [coefq + 14]
    ROWS8
    MH_ROW            8
.four:
    ROWS4
    MH_ROW            4
%endmacro

VFILTER_S16_MULHI
%if HAVE_AVX512_EXTERNAL
INIT_ZMM avx512
VFILTER_S16_MULHI
INIT_YMM avx2
%endif

; void vfilter_s16_mulhi_n(uint8_t *dst, const int16_t *const *src,
;                          const int16_t *coef, int taps, ptrdiff_t width,
;                          int round)
;
; The same of any number of taps (the C wrapper's: 9 to 12), the rows'
; pointers and the coefficients read from memory at each unit.
cglobal simdlesson_vfilter_s16_mulhi_n, 6, 9, 6, dst, src, coef, taps, w, round, x, tap, p0
    movsxd         tapsq, tapsd
    movd            xm5, roundd
    vpbroadcastw     m5, xm5
    sub              wq, mmsize
    xor              xq, xq
.unit:
    mova             m0, m5
    mova             m1, m5
    xor            tapq, tapq
.tap:
    mov             p0q, [srcq + tapq * 8]
    vpbroadcastw     m4, [coefq + tapq * 2]
    pmulhw           m2, m4, [p0q + xq * 2]
    pmulhw           m3, m4, [p0q + xq * 2 + mmsize]
    paddw            m0, m2
    paddw            m1, m3
    inc            tapq
    cmp            tapq, tapsq
    jl .tap
    psraw            m0, 3
    psraw            m1, 3
    packuswb         m0, m1
    vpermq           m0, m0, q3120
    movu   [dstq + xq], m0
    VS_NEXT     mmsize

%if HAVE_AVX512ICL_EXTERNAL
INIT_ZMM avx512icl

; void rgb24_to_y_uv15(uint8_t *y, int16_t *u, int16_t *v, const uint8_t *src,
;                      ptrdiff_t width, const SimdLessonRgbToYuv *k)
; void rgb32_to_y_uv15(...)
;
; Units of 64 pixels, the last one ending at the row's end (32 pairs and
; more; the C wrappers take shorter rows), in four groups of 16 pixels in
; order, a pixel a dword and a pair a qword.  The bytes of a group come
; from one load: rgb24's 48 by vpermb (the fourth group's load starts 16
; bytes early, with tables 16 on, so that no load passes the row's end),
; rgb32's 64 as they are.  Per group:
;  - luma: the bytes as words, two vpdpwssd by the coefficients' pairs
;    from 0x84100, >> 15 (packssdw and packuswb clip, vpermd orders);
;  - chroma: each pair's sums (pmaddubsw) times 64, by the coefficients
;    times 2 (the C wrappers take those beyond 16 bits to the 512-bit
;    version), as Y_UV8's: u and v of each pair in the high words of its
;    qword's dwords, the sums' bits 9 to 24.  vpermt2w gathers them, and
;    the rounding of rgb24_to_uv15 becomes (w + 0x4001) & 0xfffe of them:
;    ((s + 2^9 + 2^23) >> 10) << 1 of a sum s.  The + 0x4001 is in the
;    dwords' sums from their start (pd_uv_4001, the dword 0x40010000:
;    its low word is 0, and the sums wrap, so their high words gain
;    0x4001), which leaves the pand.
;
; Y_UV16 bytes, y, uv, t, offset[, y_01, y_2, c]: the luma dwords of the
; group at offset in m<y>, its u and v in m<uv>; m<t> clobbered; rgb24:
; by the vpermb tables m<y_01>, m<y_2> and m<c>
%macro Y_UV16 5-8
    movu            m%2, [srcq + %5]
%if %1 == 3
    vpermb          m%4{k3}{z}, m%8, m%2    ; c
    vpermb          m%3{k1}{z}, m%6, m%2    ; r g
    vpermb          m%2{k2}{z}, m%7, m%2    ; b 0
%else
    pshufb          m%4, m%2, m9            ; c_pairs32
    pand            m%3, m%2, m7            ; r b (bgra: b r)
    psrlw           m%2, 8                  ; g a
%endif
    mova            m21, m14
    vpdpwssd        m21, m%3, m10
    vpdpwssd        m21, m%2, m11
    psrad           m%2, m21, 15
    pmaddubsw       m%4, m18
    mova            m%3, m15
    vpdpwssd        m%3, m%4, m13           ; v0 v1 u2 u3
    pshufd          m%3, m%3, q2301
    vpdpwssd        m%3, m%4, m12           ; u0 u1 v2 v3
%endmacro

; MULHI_TAP j[, reg]: row j's words of the unit times coefficient j (in
; m<reg>, else broadcast from cf) into m0 (j 0), or added to it
%macro MULHI_TAP 1-2
    mov              tq, [rowsq + %1 * 8]
%if %1
%define %%p m1
%else
%define %%p m0
%endif
%if %0 == 2
    pmulhw          %%p, m%2, [tq + xq]
%else
    vpbroadcastw    %%p, [cfq + %1 * 2]
    pmulhw          %%p, [tq + xq]
%endif
%if %1
    paddw            m0, m1
%endif
%endmacro

; MULHI_UNIT bytes: vfilter_s16_mulhi of the unit's 32 words of the eight
; rows at rows (their ends) by the coefficients cf[0-7] and the round
; cf[8] to vdst + x / 2 (rgb32: the coefficients in m24-m31 and the round
; in m19; rgb24: the first six in m19 and m27-m31); m0 m1 and t clobbered
; (after the unit's stores, as S16_UNIT, which takes off too: the unit's
; source loads are done)
%macro MULHI_UNIT 1
%if %1 == 4
    MULHI_TAP         0, 24
    MULHI_TAP         1, 25
    MULHI_TAP         2, 26
    MULHI_TAP         3, 27
    MULHI_TAP         4, 28
    MULHI_TAP         5, 29
    MULHI_TAP         6, 30
    MULHI_TAP         7, 31
    paddw            m0, m19
%else
    MULHI_TAP         0, 19
    MULHI_TAP         1, 27
    MULHI_TAP         2, 28
    MULHI_TAP         3, 29
    MULHI_TAP         4, 30
    MULHI_TAP         5, 31
    MULHI_TAP         6
    MULHI_TAP         7
    vpbroadcastw     m1, [cfq + 16]
    paddw            m0, m1
%endif
    psraw            m0, 3
    packuswb         m0, m0
    mova             m1, [q_order]
    vpermq           m0, m1, m0
    mov              tq, xq
    sar              tq, 1
    movu  [vdstq + tq], ym0
%endmacro

; S16_PAIR j, coef: rows j and j + 1's words of the unit, interleaved,
; times their coefficients' pair (m<coef>) added to m0 m1 (vpdpwssd)
%macro S16_PAIR 2
    mov              tq, [rowsq + %1 * 8]
    mov            offq, [rowsq + %1 * 8 + 8]
    movu             m2, [tq + xq]
    movu             m3, [offq + xq]
    punpckhwd        m4, m2, m3
    punpcklwd        m2, m3
    vpdpwssd         m1, m4, m%2
    vpdpwssd         m0, m2, m%2
%endmacro

; S16_UNIT: vfilter_s16 of the unit's 32 words of the eight rows at rows
; (their ends) by the coefficients' pairs in m27-m30 from the round in
; m31, to the even bytes of vdst + x (k4); packssdw puts the sums back in
; order, each clipped to 0-255 in its word (m19: 255); m0-m4 clobbered
%macro S16_UNIT 0
    mova             m0, m31
    mova             m1, m31
    S16_PAIR          0, 27
    S16_PAIR          2, 28
    S16_PAIR          4, 29
    S16_PAIR          6, 30
    psrad            m0, 19
    psrad            m1, 19
    packssdw         m0, m1
    pxor             m1, m1
    pmaxsw           m0, m1
    pminsw           m0, m19
    vmovdqu8 [vdstq + xq]{k4}, m0
%endmacro

; CF_REGS op, size, reg...: each m<reg> from cf's elements in turn (size
; bytes each) by op
%macro CF_REGS 3-*
%xdefine %%op %1
%assign %%size %2
%assign %%i 0
%rotate 2
%rep %0 - 2
    %%op            m%1, [cfq + %%i * %%size]
%assign %%i %%i + 1
%rotate 1
%endrep
%endmacro

; RGB_TO_Y_UV15_ICL bits, bytes[, filter]: rgb<bits>_to_y_uv15, or with
; filter 1 rgb<bits>_to_y_uv15_mulhi (MULHI_UNIT after each unit), 2
; rgb<bits>_to_y_uv15_s16 (S16_UNIT):
;
; void rgb24_to_y_uv15_mulhi(uint8_t *y, int16_t *u, int16_t *v,
;                            const uint8_t *src, ptrdiff_t width,
;                            const SimdLessonRgbToYuv *k, uint8_t *vdst,
;                            const int16_t *const ends[8],
;                            const int16_t cf[9])
; void rgb24_to_y_uv15_s16(..., const int32_t cf[5])
;
; ends: the filter's rows at their ends (row + width); cf: mulhi, the 8
; coefficients and the round; s16, the coefficients' 4 pairs as dwords
; (low word the even tap's) and the round
%macro RGB_TO_Y_UV15_ICL 2-3 0
%if %3 == 2
cglobal simdlesson_rgb%1_to_y_uv15_s16, 9, 12, 32, y, u, v, src, w, k, vdst, rows, cf, x, off, t
    lea           vdstq, [vdstq + wq * 2]
    CF_REGS vpbroadcastd, 4, 27, 28, 29, 30, 31
    vpbroadcastd    m19, [pw_255]
    mov              tq, 0x5555555555555555
    kmovq            k4, tq
%elif %3
cglobal simdlesson_rgb%1_to_y_uv15_mulhi, 9, 12, 32, y, u, v, src, w, k, vdst, rows, cf, x, off, t
    add           vdstq, wq
%if %2 == 4
    CF_REGS vpbroadcastw, 2, 24, 25, 26, 27, 28, 29, 30, 31, 19
%else
    CF_REGS vpbroadcastw, 2, 19, 27, 28, 29, 30, 31
%endif
%else
cglobal simdlesson_rgb%1_to_y_uv15, 6, 8, 27, y, u, v, src, w, k, x, off
%endif
    K_PAIRS          %2, 10, 11
%if %2 == 3
    mova             m7, [vb_y01]
    mova             m8, [vb_y2]
    mova             m9, [vb_c]
    mov             offd, 16
    vpbroadcastb    m24, offd
    paddb           m25, m24, m8
    paddb           m26, m24, m9
    paddb           m24, m7
    mov            offq, 0x5555555555555555
    kmovq            k1, offq
    mov            offq, 0x1111111111111111
    kmovq            k2, offq
    mov            offq, 0x3f3f3f3f3f3f3f3f
    kmovq            k3, offq
%else
    vpbroadcastd     m7, [pw_255]
    vbroadcasti32x4  m9, [c_pairs32]
%endif
    vpbroadcastd    m18, [pb_64]
    mova            m20, [d_transpose]
    mova            m22, [w_uv_high]
    vpbroadcastd    m23, [pw_fffe]
    vpbroadcastd    m15, [pd_uv_4001]
    UV_PAIRS
    paddw           m12, m12
    paddw           m13, m13
    vpbroadcastd    m14, [pd_y_round]
    Y_UV_ROW         %2
.unit:
%if %2 == 3
    lea            offq, [xq + xq * 2]
    Y_UV16           %2, 0, 1, 6, offq, 7, 8, 9
    Y_UV16           %2, 2, 3, 6, offq + 48, 7, 8, 9
    Y_UV16           %2, 4, 5, 6, offq + 96, 7, 8, 9
    Y_UV16           %2, 16, 17, 6, offq + 128, 24, 25, 26
%else
    lea            offq, [xq * 4]
    Y_UV16           %2, 0, 1, 6, offq
    Y_UV16           %2, 2, 3, 6, offq + 64
    Y_UV16           %2, 4, 5, 6, offq + 128
    Y_UV16           %2, 16, 17, 6, offq + 192
%endif
    packssdw         m0, m2
    packssdw         m4, m16
    packuswb         m0, m4                 ; lane L: 4 pixels of each group
    vpermd           m0, m20, m0
    movu     [yq + xq], m0
    vpermt2w         m1, m22, m3            ; u of pairs 0-15 | v
    vpermt2w         m5, m22, m17           ; 16-31
    pand             m1, m23
    pand             m5, m23
    vinserti64x4     m0, m1, ym5, 1
    vshufi64x2       m1, m1, m5, q3232
    movu     [uq + xq], m0
    movu     [vq + xq], m1
%if %3 == 2
    S16_UNIT
%elif %3
    MULHI_UNIT       %2
%endif
    NEXT_UNIT   mmsize
%endmacro

RGB_TO_Y_UV15_ICL 24, 3
RGB_TO_Y_UV15_ICL 32, 4
RGB_TO_Y_UV15_ICL 24, 3, 1
RGB_TO_Y_UV15_ICL 32, 4, 1
RGB_TO_Y_UV15_ICL 24, 3, 2
RGB_TO_Y_UV15_ICL 32, 4, 2

; The 512-bit versions.  Luma: units of 32 pixels, the last one ending at
; the row's end (32 pixels and more; the C wrappers give shorter rows to
; the AVX2 versions); each 16 pixels: one masked load of their 48 bytes,
; vpermb, 16 dwords in order, whose low bytes vpmovdb stores.  Chroma:
; units of 32 pairs the same way (32 pairs and more), in four groups of
; 8 pairs (BOX8) and two sums of 16 (BOX_SUMS).

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
    LUMA_K_SETUP
    mov            offq, 16 << 15
    vpbroadcastd    m12, offd               ; + 16, before >> 15
    LUMA_ROW
.unit:
    lea            offq, [xq + xq * 2]
    LUMA16            0
    LUMA16           48
    NEXT_UNIT        32

; BOX8 a, offset: the 8 pairs of the 48 bytes at src0/1 + 6 * x + offset,
; each of its sums of four >> 2 as a word: b g of pair p in dword p of the
; low half of m<a>, r 0 in the high half (vpermb by vb_c8, zeros by k2)
%macro BOX8 2
    vmovdqu8        m%1{k1}{z}, [src0q + offq + %2]
    vmovdqu8         m4{k1}{z}, [src1q + offq + %2]
    vpermb          m%1{k2}{z}, m10, m%1
    vpermb           m4{k2}{z}, m10, m4
    pmaddubsw       m%1, m11
    pmaddubsw        m4, m11
    paddw           m%1, m4
    psrlw           m%1, 2
%endmacro

; BOX_SUMS a, b, u, v: of BOX8's halves of 8 pairs in m<a> and m<b>, the
; 16 pairs' sums of the three products from the round (128 << 15, m12),
; >> 15: u in m<u>, v in m<v> (m<a> and m5 clobbered)
%macro BOX_SUMS 4
    vinserti64x4     m5, m%1, ym%2, 1       ; b g
    vshufi64x2      m%1, m%1, m%2, q3232    ; r 0
    mova            m%3, m12
    mova            m%4, m12
    vpdpwssd        m%3, m5, m6
    vpdpwssd        m%3, m%1, m7
    vpdpwssd        m%4, m5, m8
    vpdpwssd        m%4, m%1, m9
    psrad           m%3, 15
    psrad           m%4, 15
%endmacro

cglobal simdlesson_rgb24toyv12_chroma, 6, 8, 17, u, v, src0, src1, w, k, x, off
    vpbroadcastd     m6, [kq + 8]           ; u: k0 k1
    vpbroadcastd     m7, [kq + 12]          ;    k2 0
    vpbroadcastd     m8, [kq + 16]          ; v
    vpbroadcastd     m9, [kq + 20]
    mova            m10, [vb_c8]
    vpbroadcastd    m11, [pb_1]
    mov            offq, 128 << 15
    vpbroadcastd    m12, offd
    mov            offq, 0xffffffffffff
    kmovq            k1, offq
    mov            offq, 0x33333333ffffffff
    kmovq            k2, offq
    CHROMA_ROW
.unit:
    lea            offq, [xq * 2]
    lea            offq, [offq + offq * 2]
    BOX8              0, 0
    BOX8              1, 48
    BOX8              2, 96
    BOX8              3, 144
    BOX_SUMS          0, 1, 13, 14
    BOX_SUMS          2, 3, 15, 16
    vpmovdb   [uq + xq], m13
    vpmovdb   [vq + xq], m14
    vpmovdb   [uq + xq + 16], m15
    vpmovdb   [vq + xq + 16], m16
    NEXT_UNIT        32

; void rgb24toyv12_luma_sat(uint8_t *dst, const uint8_t *src, ptrdiff_t width,
;                           const SimdLessonRgbToYuv *k)
; void rgb24toyv12_chroma_sat(uint8_t *u, uint8_t *v, const uint8_t *src0,
;                             const uint8_t *src1, ptrdiff_t width,
;                             const SimdLessonRgbToYuv *k)
;
; The AVX2 versions' arithmetic, step for step, on 512 bits: units of 64
; pixels (32 pairs), the last one ending at the row's end (64 pixels and
; more; the C wrappers give shorter rows to the AVX2 versions), in four
; groups of 16 pixels, each from one masked load of its 48 bytes and
; vpermb.  The packs work per lane, so that lane L ends up with 4 pixels
; (luma) or 2 pairs (chroma) of each group: vpermd (d_transpose) and
; vpermb (b_uv_sat) put the unit's bytes in order.
;
; LUMA16_SAT a, b, offset: LUMA8_SAT of the 16 pixels at src + offset
%macro LUMA16_SAT 3
    vmovdqu8        m%2{k1}{z}, [srcq + %3]
    vpermb          m%1{k2}{z}, m10, m%2
    vpermb          m%2{k3}{z}, m11, m%2
    pmaddwd         m%1, m8
    pmaddwd         m%2, m9
    psrad           m%1, 8
    psrad           m%2, 8
%endmacro

cglobal simdlesson_rgb24toyv12_luma_sat, 4, 6, 13, dst, src, w, k, x, off
    LUMA_K_SETUP
    vpbroadcastd    m12, [pb_16]
    mova             m7, [d_transpose]
    LUMA_ROW
.unit:
    lea            offq, [xq + xq * 2]
    LUMA_SAT_UNIT LUMA16_SAT, 48
    vpermd           m0, m7, m0
    movu   [dstq + xq], m0
    NEXT_UNIT        64

; CHROMA16_SAT dst, offset: CHROMA8_SAT of the 8 pairs at src0/1 +
; offset: per lane L, u of pairs 2L and 2L + 1, v of them, as dwords
%macro CHROMA16_SAT 2
    vmovdqu8        m%1{k1}{z}, [src0q + %2]
    vmovdqu8         m5{k1}{z}, [src1q + %2]
    pavgb           m%1, m5
    vpermb           m5{k2}{z}, m13, m%1
    vpermb          m%1{k2}{z}, m14, m%1
    pavgb           m%1, m5                 ; each pair's mean, words b g r 0
    UV_SAT           %1
%endmacro

cglobal simdlesson_rgb24toyv12_chroma_sat, 6, 8, 16, u, v, src0, src1, w, k, x, off
    vpbroadcastq     m9, [kq + 8]           ; u
    vpbroadcastq    m10, [kq + 16]          ; v
    vpbroadcastd    m11, [pb_80]
    mova            m12, [b_uv_sat]
    mova            m13, [vb_first]
    mova            m14, [vb_second]
    vpbroadcastd    m15, [pw_1]
    mov            offq, 0xffffffffffff
    kmovq            k1, offq               ; 48 bytes
    mov            offq, 0x1515151515151515
    kmovq            k2, offq
    CHROMA_ROW
.unit:
    lea            offq, [xq * 2]
    lea            offq, [offq + offq * 2]
    CHROMA_SAT_UNIT CHROMA16_SAT, 48
    vpermb           m0, m12, m0            ; u of the 32 pairs, v of them
    movu      [uq + xq], ym0
    vextracti64x4 [vq + xq], m0, 1
    NEXT_UNIT        32

; RGB -> YUV's chroma as swscale's scaler, 512-bit: units of 16 pairs,
; the last one ending at the row's end (16 pairs and more; the C wrappers
; give shorter rows to the AVX2 versions).  Each 8 pairs: rgb24, one
; masked load of their 48 bytes and vpermb to the layout above; rgb32,
; one load and pshufb.  Per pair its two dwords of pmaddwd added in the
; low one (psrlq, paddd), the rounding, >> 10, doubled; vpermt2w gathers
; the low words of the 16 pairs' qwords to 16 words of u and of v (one
; permute each where vpmovqw would take two, and two uops each on Intel).

; SUV8 bytes, offset, u, v: the 8 pairs at src + 2 * bytes * x + offset,
; their u and v in the low words of the qwords of m<u> and m<v>
%macro SUV8 4
%if %1 == 3
    vmovdqu8         m0{k1}{z}, [srcq + offq + %2]
    vpermb           m0{k2}{z}, m10, m0
%else
    movu             m0, [srcq + offq + %2]
    pshufb           m0, m10
%endif
    pmaddubsw        m0, m11
    pmaddwd         m%4, m0, m9
    pmaddwd         m%3, m0, m8
    psrlq            m2, m%3, 32
    psrlq            m3, m%4, 32
    paddd           m%3, m2
    paddd           m%4, m3
    paddd           m%3, m12
    paddd           m%4, m12
    psrad           m%3, 10
    psrad           m%4, 10
    paddd           m%3, m%3
    paddd           m%4, m%4
%endmacro

%macro SCALER_UV15 2
cglobal simdlesson_rgb%1_to_uv15, 5, 8, 14, u, v, src, w, k, x, off
    vpbroadcastq     m8, [kq + 8]           ; u
    vpbroadcastq     m9, [kq + 16]          ; v
    vpbroadcastd    m11, [pb_1]
    vpbroadcastd    m12, [pd_uv_round]
    movu           ym13, [w_qlow]
%if %2 == 3
    mova            m10, [vb_c]
    mov            offq, 0xffffffffffff
    kmovq            k1, offq
    mov            offq, 0x3f3f3f3f3f3f3f3f
    kmovq            k2, offq
    lea              xq, [wq * 2]
    lea              xq, [xq + xq * 2]      ; 6 bytes a pair
    add            srcq, xq
%else
    vbroadcasti32x4 m10, [c_pairs32]
    lea            srcq, [srcq + wq * 8]
%endif
    lea              uq, [uq + wq * 2]
    lea              vq, [vq + wq * 2]
    neg              wq
    mov              xq, wq
.unit:
%if %2 == 3
    lea            offq, [xq * 2]
    lea            offq, [offq + offq * 2]
%else
    lea            offq, [xq * 8]
%endif
    SUV8             %2, 0, 4, 5
    SUV8             %2, 16 * %2, 6, 7
    vpermt2w         m4, m13, m6
    vpermt2w         m5, m13, m7
    movu [uq + xq * 2], ym4
    movu [vq + xq * 2], ym5
    NEXT_UNIT        16
%endmacro

SCALER_UV15      24, 3
SCALER_UV15      32, 4
%endif
%endif
