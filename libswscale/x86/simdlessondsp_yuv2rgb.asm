;*****************************************************************************
;* x86-optimized YUV -> RGB row kernels of the simdlesson DSP (swscale's
;* scaler at the same size, swscale_simdlesson.c)
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

%if ARCH_X86_64

SECTION_RODATA 64

; the 512-bit kernels: vpermq of vfilter's packed bytes to their order, and
; vpermi2q of the 24-byte pieces of the four lanes of yuv2rgb24 to 64 and
; 32 contiguous bytes of rgb24
q_even_odd:   dq 0, 2, 4, 6, 1, 3, 5, 7
rgb_join_0:   dq 0, 1, 8, 2, 3, 10, 4, 5
rgb_join_64:  dq 12, 6, 7, 14, 0, 0, 0, 0

; pshufb, per lane, from the 8 pixels' channels c0 c1 (c2), each as pixels
; 0 2 4 6 1 3 5 7: bytes 0-15 and 16-23 of rgb24
rgb_rg_0:  db 0, 8, -1, 4, 12, -1, 1, 9, -1, 5, 13, -1, 2, 10, -1, 6
           db 0, 8, -1, 4, 12, -1, 1, 9, -1, 5, 13, -1, 2, 10, -1, 6
rgb_b_0:   db -1, -1, 0, -1, -1, 4, -1, -1, 1, -1, -1, 5, -1, -1, 2, -1
           db -1, -1, 0, -1, -1, 4, -1, -1, 1, -1, -1, 5, -1, -1, 2, -1
rgb_rg_16: db 14, -1, 3, 11, -1, 7, 15, -1, -1, -1, -1, -1, -1, -1, -1, -1
           db 14, -1, 3, 11, -1, 7, 15, -1, -1, -1, -1, -1, -1, -1, -1, -1
rgb_b_16:  db -1, 6, -1, -1, 3, -1, -1, 7, -1, -1, -1, -1, -1, -1, -1, -1
           db -1, 6, -1, -1, 3, -1, -1, 7, -1, -1, -1, -1, -1, -1, -1, -1
; hscale2x_u8: per lane, pshufb of the source bytes to the words of taps 0
; and 1 of outputs 2k, 2k + 1, 2k + 2, 2k + 3 (k = 0 in lane 0, 2 in lane 1:
; +2 and +4 give taps 2 and 3, and the next outputs); 0x80 zeroes a byte,
; and stays such when the indices are moved on
h2x_idx:  db 0, 0x80, 1, 0x80, 1, 0x80, 2, 0x80, 1, 0x80, 2, 0x80, 2, 0x80, 3, 0x80
          db 4, 0x80, 5, 0x80, 5, 0x80, 6, 0x80, 5, 0x80, 6, 0x80, 6, 0x80, 7, 0x80
; hscale2x_u16: the same of words, per lane from its own 8 samples
h2x_idx16: times 2 db 0, 1, 2, 3, 2, 3, 4, 5, 2, 3, 4, 5, 4, 5, 6, 7
pb_h2x_2: times 32 db 2
pb_h2x_4: times 32 db 4
pb_h2x_8: times 32 db 8
; the same to the pixels in order: yuv2rgbp_full32's planes
rgbp_order: db 0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15
            db 0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15

; yuv2rgb24w: per lane, pshufb of the 16 bytes of channel c to bytes
; 16k to 16k + 15 of the lane's 48 bytes of rgb24 (rgbw_kc; 64 bytes, of
; which AVX2 reads 32); 512-bit, vpermi2q of those to 64 contiguous bytes
; (rgbw_o0-o2, lane 2 of o0 and o1 and lane 1 of o2 from the third
; register: rgbw_p2, rgbw_p0)
align 64
rgbw_00: times 4 db 0, -1, -1, 1, -1, -1, 2, -1, -1, 3, -1, -1, 4, -1, -1, 5
rgbw_01: times 4 db -1, 0, -1, -1, 1, -1, -1, 2, -1, -1, 3, -1, -1, 4, -1, -1
rgbw_02: times 4 db -1, -1, 0, -1, -1, 1, -1, -1, 2, -1, -1, 3, -1, -1, 4, -1
rgbw_10: times 4 db -1, -1, 6, -1, -1, 7, -1, -1, 8, -1, -1, 9, -1, -1, 10, -1
rgbw_11: times 4 db 5, -1, -1, 6, -1, -1, 7, -1, -1, 8, -1, -1, 9, -1, -1, 10
rgbw_12: times 4 db -1, 5, -1, -1, 6, -1, -1, 7, -1, -1, 8, -1, -1, 9, -1, -1
rgbw_20: times 4 db -1, 11, -1, -1, 12, -1, -1, 13, -1, -1, 14, -1, -1, 15, -1, -1
rgbw_21: times 4 db -1, -1, 11, -1, -1, 12, -1, -1, 13, -1, -1, 14, -1, -1, 15, -1
rgbw_22: times 4 db 10, -1, -1, 11, -1, -1, 12, -1, -1, 13, -1, -1, 14, -1, -1, 15
rgbw_o0: dq 0, 1, 8, 9, 0, 0, 2, 3
rgbw_o1: dq 2, 3, 10, 11, 0, 0, 4, 5
rgbw_o2: dq 12, 13, 0, 0, 6, 7, 14, 15
rgbw_p2: dq 0, 0, 0, 0, 0, 1, 0, 0
rgbw_p0: dq 0, 0, 6, 7, 0, 0, 0, 0
; AVX512ICL: the k-th 64 bytes of rgb24 by one index (rgb24_ix_k), each
; byte the position of its pixel in the channels' 64 bytes, which hold per
; lane L the even pixels 16L to 16L + 14, then the odd ones 16L + 1 to
; 16L + 15 (RGBW_CHANNEL): vpermb of channel 0, then of channels 1 and 2
; under the opmasks of their bytes
align 64
rgb24_ix_0:  db  0,  0,  0,  8,  8,  8,  1,  1,  1,  9,  9,  9,  2,  2,  2, 10
             db 10, 10,  3,  3,  3, 11, 11, 11,  4,  4,  4, 12, 12, 12,  5,  5
             db  5, 13, 13, 13,  6,  6,  6, 14, 14, 14,  7,  7,  7, 15, 15, 15
             db 16, 16, 16, 24, 24, 24, 17, 17, 17, 25, 25, 25, 18, 18, 18, 26
rgb24_ix_1:  db 26, 26, 19, 19, 19, 27, 27, 27, 20, 20, 20, 28, 28, 28, 21, 21
             db 21, 29, 29, 29, 22, 22, 22, 30, 30, 30, 23, 23, 23, 31, 31, 31
             db 32, 32, 32, 40, 40, 40, 33, 33, 33, 41, 41, 41, 34, 34, 34, 42
             db 42, 42, 35, 35, 35, 43, 43, 43, 36, 36, 36, 44, 44, 44, 37, 37
rgb24_ix_2:  db 37, 45, 45, 45, 38, 38, 38, 46, 46, 46, 39, 39, 39, 47, 47, 47
             db 48, 48, 48, 56, 56, 56, 49, 49, 49, 57, 57, 57, 50, 50, 50, 58
             db 58, 58, 51, 51, 51, 59, 59, 59, 52, 52, 52, 60, 60, 60, 53, 53
             db 53, 61, 61, 61, 54, 54, 54, 62, 62, 62, 55, 55, 55, 63, 63, 63
; the even and the odd words of 64 (vpermt2w of two registers)
rgbw_even:   dw  0,  2,  4,  6,  8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30
             dw 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62
rgbw_odd:    dw  1,  3,  5,  7,  9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31
             dw 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63

; yuv2rgb32_u8/u16: per lane, pshufb of channels 0 and 1 (bytes 0-7 and
; 8-15, each of pixels 0 2 4 6 1 3 5 7) and of channel 2 to pixels 0-3, the
; same to pixels 4-7, then the alpha bytes; alpha last, then first (64
; bytes each: every vector size reads them)
align 64
rgb32t_last:  times 4 db  0,  8, -1, -1,  4, 12, -1, -1,  1,  9, -1, -1,  5, 13, -1, -1
              times 4 db -1, -1,  0, -1, -1, -1,  4, -1, -1, -1,  1, -1, -1, -1,  5, -1
              times 4 db  2, 10, -1, -1,  6, 14, -1, -1,  3, 11, -1, -1,  7, 15, -1, -1
              times 4 db -1, -1,  2, -1, -1, -1,  6, -1, -1, -1,  3, -1, -1, -1,  7, -1
              times 16 db 0, 0, 0, -1
rgb32t_first: times 4 db -1,  0,  8, -1, -1,  4, 12, -1, -1,  1,  9, -1, -1,  5, 13, -1
              times 4 db -1, -1, -1,  0, -1, -1, -1,  4, -1, -1, -1,  1, -1, -1, -1,  5
              times 4 db -1,  2, 10, -1, -1,  6, 14, -1, -1,  3, 11, -1, -1,  7, 15, -1
              times 4 db -1, -1, -1,  2, -1, -1, -1,  6, -1, -1, -1,  3, -1, -1, -1,  7
              times 16 db -1, 0, 0, 0

; yuv420_rgb24/32: pshufb, per lane, from the 16 pixels' channel bytes as
; pixels 0 2 4 ... 14 1 3 ... 15 (packuswb of the even and the odd words):
; rgb24_J_C is the bytes of channel C in bytes 16 * J to 16 * J + 15 of the
; lane's 48 bytes of rgb24; a_even_odd puts 16 alpha bytes in that order
rgb24_0_0: times 2 db  0, -1, -1,  8, -1, -1,  1, -1, -1,  9, -1, -1,  2, -1, -1, 10
rgb24_0_1: times 2 db -1,  0, -1, -1,  8, -1, -1,  1, -1, -1,  9, -1, -1,  2, -1, -1
rgb24_0_2: times 2 db -1, -1,  0, -1, -1,  8, -1, -1,  1, -1, -1,  9, -1, -1,  2, -1
rgb24_1_0: times 2 db -1, -1,  3, -1, -1, 11, -1, -1,  4, -1, -1, 12, -1, -1,  5, -1
rgb24_1_1: times 2 db 10, -1, -1,  3, -1, -1, 11, -1, -1,  4, -1, -1, 12, -1, -1,  5
rgb24_1_2: times 2 db -1, 10, -1, -1,  3, -1, -1, 11, -1, -1,  4, -1, -1, 12, -1, -1
rgb24_2_0: times 2 db -1, 13, -1, -1,  6, -1, -1, 14, -1, -1,  7, -1, -1, 15, -1, -1
rgb24_2_1: times 2 db -1, -1, 13, -1, -1,  6, -1, -1, 14, -1, -1,  7, -1, -1, 15, -1
rgb24_2_2: times 2 db  5, -1, -1, 13, -1, -1,  6, -1, -1, 14, -1, -1,  7, -1, -1, 15
a_even_odd: times 2 db 0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15

; yuv420_rgb32, AVX512ICL: per 64 bytes (16 pixels) one index, each byte
; the position of its pixel in the channels' 64 bytes (rgb24_ix_k's), for
; the vpermb of channel 0 and the opmasked vpermb of channels 1 and 2; the
; alpha bytes' the pixel's own number (the alpha row in pixel order)
align 64
vb_rgb32_0:  db  0,  0,  0,  0,  8,  8,  8,  1,  1,  1,  1,  2,  9,  9,  9,  3
             db  2,  2,  2,  4, 10, 10, 10,  5,  3,  3,  3,  6, 11, 11, 11,  7
             db  4,  4,  4,  8, 12, 12, 12,  9,  5,  5,  5, 10, 13, 13, 13, 11
             db  6,  6,  6, 12, 14, 14, 14, 13,  7,  7,  7, 14, 15, 15, 15, 15
vb_rgb32_1:  db 16, 16, 16, 16, 24, 24, 24, 17, 17, 17, 17, 18, 25, 25, 25, 19
             db 18, 18, 18, 20, 26, 26, 26, 21, 19, 19, 19, 22, 27, 27, 27, 23
             db 20, 20, 20, 24, 28, 28, 28, 25, 21, 21, 21, 26, 29, 29, 29, 27
             db 22, 22, 22, 28, 30, 30, 30, 29, 23, 23, 23, 30, 31, 31, 31, 31
vb_rgb32_2:  db 32, 32, 32, 32, 40, 40, 40, 33, 33, 33, 33, 34, 41, 41, 41, 35
             db 34, 34, 34, 36, 42, 42, 42, 37, 35, 35, 35, 38, 43, 43, 43, 39
             db 36, 36, 36, 40, 44, 44, 44, 41, 37, 37, 37, 42, 45, 45, 45, 43
             db 38, 38, 38, 44, 46, 46, 46, 45, 39, 39, 39, 46, 47, 47, 47, 47
vb_rgb32_3:  db 48, 48, 48, 48, 56, 56, 56, 49, 49, 49, 49, 50, 57, 57, 57, 51
             db 50, 50, 50, 52, 58, 58, 58, 53, 51, 51, 51, 54, 59, 59, 59, 55
             db 52, 52, 52, 56, 60, 60, 60, 57, 53, 53, 53, 58, 61, 61, 61, 59
             db 54, 54, 54, 60, 62, 62, 62, 61, 55, 55, 55, 62, 63, 63, 63, 63
; yuv2rgb32_mulhi, 512-bit: the qwords of its luma and the dwords (pairs of
; chroma pairs) of its terms in the order its unpacks need
rgb32_q_terms: dq 0, 4, 1, 5, 2, 6, 3, 7
; yuv2bgr24_mulhi (AVX512ICL): the bytes of RGB32_ROW's channels (byte j
; of lane i: pixel 16 * (j >> 2) + 4i + (j & 3)), as RGBW_OUT24 takes them:
; the k-th 64 bytes of bgr24 by one index, each byte the position of its
; pixel in the channels
bgr24m_ix_0:  db  0,  0,  0,  1,  1,  1,  2,  2,  2,  3,  3,  3, 16, 16, 16, 17
              db 17, 17, 18, 18, 18, 19, 19, 19, 32, 32, 32, 33, 33, 33, 34, 34
              db 34, 35, 35, 35, 48, 48, 48, 49, 49, 49, 50, 50, 50, 51, 51, 51
              db  4,  4,  4,  5,  5,  5,  6,  6,  6,  7,  7,  7, 20, 20, 20, 21
bgr24m_ix_1:  db 21, 21, 22, 22, 22, 23, 23, 23, 36, 36, 36, 37, 37, 37, 38, 38
              db 38, 39, 39, 39, 52, 52, 52, 53, 53, 53, 54, 54, 54, 55, 55, 55
              db  8,  8,  8,  9,  9,  9, 10, 10, 10, 11, 11, 11, 24, 24, 24, 25
              db 25, 25, 26, 26, 26, 27, 27, 27, 40, 40, 40, 41, 41, 41, 42, 42
bgr24m_ix_2:  db 42, 43, 43, 43, 56, 56, 56, 57, 57, 57, 58, 58, 58, 59, 59, 59
              db 12, 12, 12, 13, 13, 13, 14, 14, 14, 15, 15, 15, 28, 28, 28, 29
              db 29, 29, 30, 30, 30, 31, 31, 31, 44, 44, 44, 45, 45, 45, 46, 46
              db 46, 47, 47, 47, 60, 60, 60, 61, 61, 61, 62, 62, 62, 63, 63, 63
; yuv2rgb32_mulhi_u8, AVX512ICL: the luma bytes of rgb32_q_terms' words,
; for vpermb to words (the high bytes zeroed)
rgb32_y_lo:    dw  0,  1,  2,  3, 16, 17, 18, 19,  4,  5,  6,  7, 20, 21, 22, 23
               dw  8,  9, 10, 11, 24, 25, 26, 27, 12, 13, 14, 15, 28, 29, 30, 31
rgb32_y_hi:    dw 32, 33, 34, 35, 48, 49, 50, 51, 36, 37, 38, 39, 52, 53, 54, 55
               dw 40, 41, 42, 43, 56, 57, 58, 59, 44, 45, 46, 47, 60, 61, 62, 63
rgb32_d_terms: dd 0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15
; RGB32T_CONSTS, 512-bit: the vpermi2q of the stores of 4-byte pixels
rgb32_q_0:     dq 0, 1, 8, 9, 2, 3, 10, 11
rgb32_q_1:     dq 4, 5, 12, 13, 6, 7, 14, 15

; yuv2rgb32_mulhi_uv_s15_u16: of the sums of 32 pairs (their first and
; second words in turn, in two registers), the first words and the second
; ones in the order of rgb32_d_terms' dwords (vpermi2w)
align 64
uv_d_first:   dw  0,  2, 16, 18, 32, 34, 48, 50,  4,  6, 20, 22, 36, 38, 52, 54
              dw  8, 10, 24, 26, 40, 42, 56, 58, 12, 14, 28, 30, 44, 46, 60, 62
uv_d_second:  dw  1,  3, 17, 19, 33, 35, 49, 51,  5,  7, 21, 23, 37, 39, 53, 55
              dw  9, 11, 25, 27, 41, 43, 57, 59, 13, 15, 29, 31, 45, 47, 61, 63
; vfilter_mulhi_uv, 512-bit: the vpermt2w of the even and the odd words
mulhi_even: dw  0,  2,  4,  6,  8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30
            dw 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62
mulhi_odd:  dw  1,  3,  5,  7,  9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31
            dw 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63

; yuv2rgb*_full: the chroma offsets of the 8-bit samples and of the 15
; bits, and the largest 15-bit word
full_pw_128:   times 32 dw 128
full_pw_16384: times 32 dw 16384
full_pw_32767: times 32 dw 32767

align 16
; split3_u8: pshufb of plane K's 16 bytes from block J of the 48 bytes of 16
; pixels
split3_0_0: db 0, 3, 6, 9, 12, 15, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1
split3_0_1: db -1, -1, -1, -1, -1, -1, 2, 5, 8, 11, 14, -1, -1, -1, -1, -1
split3_0_2: db -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1, 4, 7, 10, 13
split3_1_0: db 1, 4, 7, 10, 13, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1
split3_1_1: db -1, -1, -1, -1, -1, 0, 3, 6, 9, 12, 15, -1, -1, -1, -1, -1
split3_1_2: db -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 2, 5, 8, 11, 14
split3_2_0: db 2, 5, 8, 11, 14, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1
split3_2_1: db -1, -1, -1, -1, -1, 1, 4, 7, 10, 13, -1, -1, -1, -1, -1, -1
split3_2_2: db -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 3, 6, 9, 12, 15

; merge3_u8: pshufb of plane K's 16 bytes to block J of the 48 bytes of 16
; pixels at merge3_K + 16 * J, then blocks 0 and 1 again (AVX2's and
; AVX-512's masks: two and four blocks from any of the first three)
merge3_0: db  0, -1, -1,  1, -1, -1,  2, -1, -1,  3, -1, -1,  4, -1, -1,  5
          db -1, -1,  6, -1, -1,  7, -1, -1,  8, -1, -1,  9, -1, -1, 10, -1
          db -1, 11, -1, -1, 12, -1, -1, 13, -1, -1, 14, -1, -1, 15, -1, -1
          db  0, -1, -1,  1, -1, -1,  2, -1, -1,  3, -1, -1,  4, -1, -1,  5
          db -1, -1,  6, -1, -1,  7, -1, -1,  8, -1, -1,  9, -1, -1, 10, -1
          db -1, 11, -1, -1, 12, -1, -1, 13, -1, -1, 14, -1, -1, 15, -1, -1
merge3_1: db -1,  0, -1, -1,  1, -1, -1,  2, -1, -1,  3, -1, -1,  4, -1, -1
          db  5, -1, -1,  6, -1, -1,  7, -1, -1,  8, -1, -1,  9, -1, -1, 10
          db -1, -1, 11, -1, -1, 12, -1, -1, 13, -1, -1, 14, -1, -1, 15, -1
          db -1,  0, -1, -1,  1, -1, -1,  2, -1, -1,  3, -1, -1,  4, -1, -1
          db  5, -1, -1,  6, -1, -1,  7, -1, -1,  8, -1, -1,  9, -1, -1, 10
          db -1, -1, 11, -1, -1, 12, -1, -1, 13, -1, -1, 14, -1, -1, 15, -1
merge3_2: db -1, -1,  0, -1, -1,  1, -1, -1,  2, -1, -1,  3, -1, -1,  4, -1
          db -1,  5, -1, -1,  6, -1, -1,  7, -1, -1,  8, -1, -1,  9, -1, -1
          db 10, -1, -1, 11, -1, -1, 12, -1, -1, 13, -1, -1, 14, -1, -1, 15
          db -1, -1,  0, -1, -1,  1, -1, -1,  2, -1, -1,  3, -1, -1,  4, -1
          db -1,  5, -1, -1,  6, -1, -1,  7, -1, -1,  8, -1, -1,  9, -1, -1
          db 10, -1, -1, 11, -1, -1, 12, -1, -1, 13, -1, -1, 14, -1, -1, 15

; YUV -> 16-bit packed RGB: per 128-bit lane, a channel's words of 8 pixels
; in the order 0 2 4 6 1 3 5 7 (packssdw of the even and the odd pixels).
; Per output format, little- and big-endian: for each block J of 16 bytes
; of the lane's 48 bytes (rgb48) or 64 (rgba64), the pshufb of channels 0,
; 1 and 2 to their words there; then the xor: + 32768 to the words
; packssdw clipped to [-32768, 32767], alpha 65535
align 32
; yuv2rgb32_mulhi, AVX2: the same
rgb32_d_terms2: dd 0, 2, 4, 6, 1, 3, 5, 7
; vfilter_mulhi_uv, AVX2: per lane, the first words of 4 pairs, then their
; second words
mulhi_uv_split: times 2 db 0, 1, 4, 5, 8, 9, 12, 13, 2, 3, 6, 7, 10, 11, 14, 15
; yuv2rgb32_mulhi_pq, AVX2: per dword (a pair's words), its first word
; twice, its second word twice, the two swapped
pq_first:  times 2 db 0, 1, 0, 1, 4, 5, 4, 5, 8, 9, 8, 9, 12, 13, 12, 13
pq_second: times 2 db 2, 3, 2, 3, 6, 7, 6, 7, 10, 11, 10, 11, 14, 15, 14, 15
pq_swap:   times 2 db 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
rgb48_le:  times 2 db  0,  1, -1, -1, -1, -1,  8,  9, -1, -1, -1, -1,  2,  3, -1, -1
           times 2 db -1, -1,  0,  1, -1, -1, -1, -1,  8,  9, -1, -1, -1, -1,  2,  3
           times 2 db -1, -1, -1, -1,  0,  1, -1, -1, -1, -1,  8,  9, -1, -1, -1, -1
           times 2 db -1, -1, 10, 11, -1, -1, -1, -1,  4,  5, -1, -1, -1, -1, 12, 13
           times 2 db -1, -1, -1, -1, 10, 11, -1, -1, -1, -1,  4,  5, -1, -1, -1, -1
           times 2 db  2,  3, -1, -1, -1, -1, 10, 11, -1, -1, -1, -1,  4,  5, -1, -1
           times 2 db -1, -1, -1, -1,  6,  7, -1, -1, -1, -1, 14, 15, -1, -1, -1, -1
           times 2 db 12, 13, -1, -1, -1, -1,  6,  7, -1, -1, -1, -1, 14, 15, -1, -1
           times 2 db -1, -1, 12, 13, -1, -1, -1, -1,  6,  7, -1, -1, -1, -1, 14, 15
           times 16 dw 0x8000
rgb48_be:  times 2 db  1,  0, -1, -1, -1, -1,  9,  8, -1, -1, -1, -1,  3,  2, -1, -1
           times 2 db -1, -1,  1,  0, -1, -1, -1, -1,  9,  8, -1, -1, -1, -1,  3,  2
           times 2 db -1, -1, -1, -1,  1,  0, -1, -1, -1, -1,  9,  8, -1, -1, -1, -1
           times 2 db -1, -1, 11, 10, -1, -1, -1, -1,  5,  4, -1, -1, -1, -1, 13, 12
           times 2 db -1, -1, -1, -1, 11, 10, -1, -1, -1, -1,  5,  4, -1, -1, -1, -1
           times 2 db  3,  2, -1, -1, -1, -1, 11, 10, -1, -1, -1, -1,  5,  4, -1, -1
           times 2 db -1, -1, -1, -1,  7,  6, -1, -1, -1, -1, 15, 14, -1, -1, -1, -1
           times 2 db 13, 12, -1, -1, -1, -1,  7,  6, -1, -1, -1, -1, 15, 14, -1, -1
           times 2 db -1, -1, 13, 12, -1, -1, -1, -1,  7,  6, -1, -1, -1, -1, 15, 14
           times 16 dw 0x0080
rgba64_le: times 2 db  0,  1, -1, -1, -1, -1, -1, -1,  8,  9, -1, -1, -1, -1, -1, -1
           times 2 db -1, -1,  0,  1, -1, -1, -1, -1, -1, -1,  8,  9, -1, -1, -1, -1
           times 2 db -1, -1, -1, -1,  0,  1, -1, -1, -1, -1, -1, -1,  8,  9, -1, -1
           times 2 db  2,  3, -1, -1, -1, -1, -1, -1, 10, 11, -1, -1, -1, -1, -1, -1
           times 2 db -1, -1,  2,  3, -1, -1, -1, -1, -1, -1, 10, 11, -1, -1, -1, -1
           times 2 db -1, -1, -1, -1,  2,  3, -1, -1, -1, -1, -1, -1, 10, 11, -1, -1
           times 2 db  4,  5, -1, -1, -1, -1, -1, -1, 12, 13, -1, -1, -1, -1, -1, -1
           times 2 db -1, -1,  4,  5, -1, -1, -1, -1, -1, -1, 12, 13, -1, -1, -1, -1
           times 2 db -1, -1, -1, -1,  4,  5, -1, -1, -1, -1, -1, -1, 12, 13, -1, -1
           times 2 db  6,  7, -1, -1, -1, -1, -1, -1, 14, 15, -1, -1, -1, -1, -1, -1
           times 2 db -1, -1,  6,  7, -1, -1, -1, -1, -1, -1, 14, 15, -1, -1, -1, -1
           times 2 db -1, -1, -1, -1,  6,  7, -1, -1, -1, -1, -1, -1, 14, 15, -1, -1
           times 4 dw 0x8000, 0x8000, 0x8000, 0xffff
rgba64_be: times 2 db  1,  0, -1, -1, -1, -1, -1, -1,  9,  8, -1, -1, -1, -1, -1, -1
           times 2 db -1, -1,  1,  0, -1, -1, -1, -1, -1, -1,  9,  8, -1, -1, -1, -1
           times 2 db -1, -1, -1, -1,  1,  0, -1, -1, -1, -1, -1, -1,  9,  8, -1, -1
           times 2 db  3,  2, -1, -1, -1, -1, -1, -1, 11, 10, -1, -1, -1, -1, -1, -1
           times 2 db -1, -1,  3,  2, -1, -1, -1, -1, -1, -1, 11, 10, -1, -1, -1, -1
           times 2 db -1, -1, -1, -1,  3,  2, -1, -1, -1, -1, -1, -1, 11, 10, -1, -1
           times 2 db  5,  4, -1, -1, -1, -1, -1, -1, 13, 12, -1, -1, -1, -1, -1, -1
           times 2 db -1, -1,  5,  4, -1, -1, -1, -1, -1, -1, 13, 12, -1, -1, -1, -1
           times 2 db -1, -1, -1, -1,  5,  4, -1, -1, -1, -1, -1, -1, 13, 12, -1, -1
           times 2 db  7,  6, -1, -1, -1, -1, -1, -1, 15, 14, -1, -1, -1, -1, -1, -1
           times 2 db -1, -1,  7,  6, -1, -1, -1, -1, -1, -1, 15, 14, -1, -1, -1, -1
           times 2 db -1, -1, -1, -1,  7,  6, -1, -1, -1, -1, -1, -1, 15, 14, -1, -1
           times 4 dw 0x0080, 0x0080, 0x0080, 0xffff
; the same with full-width chroma (yuv2rgb48_full): per lane, the words of 4
; pixels, channels 0 and 1 (packssdw: R0-3 G0-3) and 2 (B0-3); blocks 0
; and 1 of the lane's output (24 bytes: 16 and 8, or 32: 16 and 16), each
; from the two registers, then the xor
rgb48f_le:  times 2 db  0,  1,  8,  9, -1, -1,  2,  3, 10, 11, -1, -1,  4,  5, 12, 13
            times 2 db -1, -1, -1, -1,  0,  1, -1, -1, -1, -1,  2,  3, -1, -1, -1, -1
            times 2 db -1, -1,  6,  7, 14, 15, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1
            times 2 db  4,  5, -1, -1, -1, -1,  6,  7, -1, -1, -1, -1, -1, -1, -1, -1
            times 16 dw 0x8000
rgb48f_be:  times 2 db  1,  0,  9,  8, -1, -1,  3,  2, 11, 10, -1, -1,  5,  4, 13, 12
            times 2 db -1, -1, -1, -1,  1,  0, -1, -1, -1, -1,  3,  2, -1, -1, -1, -1
            times 2 db -1, -1,  7,  6, 15, 14, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1
            times 2 db  5,  4, -1, -1, -1, -1,  7,  6, -1, -1, -1, -1, -1, -1, -1, -1
            times 16 dw 0x0080
rgba64f_le: times 2 db  0,  1,  8,  9, -1, -1, -1, -1,  2,  3, 10, 11, -1, -1, -1, -1
            times 2 db -1, -1, -1, -1,  0,  1, -1, -1, -1, -1, -1, -1,  2,  3, -1, -1
            times 2 db  4,  5, 12, 13, -1, -1, -1, -1,  6,  7, 14, 15, -1, -1, -1, -1
            times 2 db -1, -1, -1, -1,  4,  5, -1, -1, -1, -1, -1, -1,  6,  7, -1, -1
            times 4 dw 0x8000, 0x8000, 0x8000, 0xffff
rgba64f_be: times 2 db  1,  0,  9,  8, -1, -1, -1, -1,  3,  2, 11, 10, -1, -1, -1, -1
            times 2 db -1, -1, -1, -1,  1,  0, -1, -1, -1, -1, -1, -1,  3,  2, -1, -1
            times 2 db  5,  4, 13, 12, -1, -1, -1, -1,  7,  6, 15, 14, -1, -1, -1, -1
            times 2 db -1, -1, -1, -1,  5,  4, -1, -1, -1, -1, -1, -1,  7,  6, -1, -1
            times 4 dw 0x0080, 0x0080, 0x0080, 0xffff
d_evens:    dd 0, 2, 4, 6, 1, 3, 5, 7
pd_2p30:    times 8 dd 1 << 30
pw_32768:   times 16 dw 0x8000
pw_7f80:    times 2 dw 0x7f80
pw_64:      times 2 dw 64
pd_32768:   times 8 dd 0x8000

SECTION .text

; BCASTD m, mem: the dword at mem in every lane; SPLATD_R m, xm: the low
; dword of xm in every lane
%macro BCASTD 2
%if cpuflag(avx2)
    vpbroadcastd     %1, %2
%else
    movd             %1, %2
    pshufd           %1, %1, 0
%endif
%endmacro

%macro SPLATD_R 2
%if cpuflag(avx2)
    vpbroadcastd     %1, %2
%else
    pshufd           %1, %2, 0
%endif
%endmacro

; NEXT_UNIT n, label: after the unit at x, the next one of n pixels at
; label, or the last one, which ends at the row's end (w: its start); .end
; after it
%macro NEXT_UNIT 2
    cmp              xq, wq
    je .end
    add              xq, %1
    cmp              xq, wq
    jle %2
    mov              xq, wq
    jmp %2
%endmacro

; TO15 dst, shift, one, lshift, max: the words of dst (9 to 14 bits,
; shifted left by in_shift) in swscale's 15 bits, as hScale16To15_c()
; leaves them: min(min(v >> in_shift, 1 << bits) << (15 - bits), 32767);
; shift and lshift the counts in_shift and 15 - bits (TO15_IN and TO15_L
; of TO15_SHIFTS), one and max the words 1 << bits and 32767 (registers or
; memory).  512-bit: the counts in every word, for vpsrlvw and vpsllvw,
; one uop each where a shift by a count in xmm takes two (Skylake-X)
%macro TO15 5
%if mmsize == 64
    vpsrlvw          %1, %1, %2
    pminuw           %1, %3
    vpsllvw          %1, %1, %4
%else
    psrlw            %1, %2
    pminuw           %1, %3
    psllw            %1, %4
%endif
    pminuw           %1, %5
%endmacro

; TO15_SHIFTS shift, one, lshift, tmp: TO15's operands in TO15_IN (xm<shift>
; or, 512-bit, m<shift>), m<one> and TO15_L (xm<lshift> or m<lshift>) from
; the arguments in_shift and bits
%macro TO15_SHIFTS 4
    movd         xm%1, in_shiftd
    mov            %4d, 15
    sub            %4d, bitsd
    movd         xm%3, %4d
    mov            %4d, 0x8000
    movd         xm%2, %4d
    SPLATW        m%2, xm%2
    psrlw         m%2, xm%3                 ; 1 << bits
%if mmsize == 64
    vpbroadcastw  m%1, xm%1
    vpbroadcastw  m%3, xm%3
    %xdefine TO15_IN m%1
    %xdefine TO15_L  m%3
%else
    %xdefine TO15_IN xm%1
    %xdefine TO15_L  xm%3
%endif
%endmacro

; LUMA15_PAIRS: the unit's luma words at y + 2x in 15 bits (TO15), the
; even pixels' as dwords in m0, the odd ones' in m1
%macro LUMA15_PAIRS 0
    movu             m0, [yq + xq * 2]
    TO15             m0, TO15_IN, m13, TO15_L, [full_pw_32767]
    psrld            m1, m0, 16             ; pixel pairs
    pslld            m0, 16
    psrld            m0, 16
%endmacro

; TO15_CONSTS shift, one, lshift, max, tmp: the same, and m<max>
%macro TO15_CONSTS 5
    TO15_SHIFTS    %1, %2, %3, %5
    mov            %5d, 32767
    movd         xm%4, %5d
    SPLATW        m%4, xm%4
%endmacro

; void to15_u16(int16_t *dst, const uint16_t *src, ptrdiff_t width, int bits,
;               int in_shift)
;
; TO15 of each word: units of mmsize words (width mmsize and more: the C
; wrapper takes shorter rows), the last one ending at the row's end
%macro TO15_FUNC 0
cglobal simdlesson_to15_u16, 5, 6, 6, dst, src, w, bits, in_shift, x
    TO15_CONSTS       2, 3, 4, 5, x
    xor              xq, xq
    sub              wq, mmsize
.unit:
    movu             m0, [srcq + xq * 2]
    movu             m1, [srcq + xq * 2 + mmsize]
    TO15             m0, TO15_IN, m3, TO15_L, m5
    TO15             m1, TO15_IN, m3, TO15_L, m5
    movu [dstq + xq * 2], m0
    movu [dstq + xq * 2 + mmsize], m1
    NEXT_UNIT   mmsize, .unit
.end:
    RET
%endmacro

%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
TO15_FUNC
%endif
%if HAVE_AVX512_EXTERNAL
INIT_ZMM avx512
TO15_FUNC
%endif

; void vfilter_u8(uint8_t *dst, const uint8_t *const *src, const int16_t *coef,
;                 int taps, ptrdiff_t width, int round)
; void vfilter_u16(uint8_t *dst, const uint16_t *const *src, const int16_t *coef,
;                  int taps, ptrdiff_t width, int round, int bits, int in_shift)
;
; taps is even: each pair of rows, as words (bytes zero-extended; words
; shifted right by in_shift, then to swscale's 15 bits) and interleaved,
; meets its pair of coefficients in one pmaddwd, to 32-bit sums.  Rows of
; mmsize / 2 and more: units of mmsize / 2 outputs, the last one ending at
; the row's end (dst never overlaps a source, so recomputing outputs is
; harmless); shorter rows (SSE4 and AVX2): two overlapping units of 8 or
; 4, or single outputs.
;
; VF_LOAD reg, n, bytes, addr: n samples (32, 16, 8, 4 or 1) of bytes each at
; addr, as words; xd is used for n = 1 (whose index is w)
%macro VF_LOAD 4
%if %3 == 1
%if %2 == mmsize / 2
    pmovzxbw         m%1, [%4]
%elif %2 == 8
    pmovzxbw        xm%1, [%4]
%elif %2 == 4
    movd            xm%1, [%4]
    pmovzxbw        xm%1, xm%1
%else
    movzx             xd, byte [%4]
    movd            xm%1, xd
%endif
%else
%if %2 == mmsize / 2
    movu             m%1, [%4]
%elif %2 == 8
    movu            xm%1, [%4]
%elif %2 == 4
    movq            xm%1, [%4]
%else
    movzx             xd, word [%4]
    movd            xm%1, xd
%endif
%if VF_TO15
    TO15             m%1, TO15_IN, m9, TO15_L, m11
%endif
%endif
%endmacro
%define VF_TO15 1

; VF_PAIR n, x, bytes, row0, row1, coef: the n samples at x of rows row0
; and row1 (registers of pointers) by their pair of coefficients in
; m<coef>, added to the sums in m0 m1
%macro VF_PAIR 6
    VF_LOAD           3, %1, %3, %5q + %2 * %3
    VF_LOAD           2, %1, %3, %4q + %2 * %3
    punpckhwd        m6, m2, m3
    punpcklwd        m2, m3
%if cpuflag(avx512icl)
    vpdpwssd         m1, m6, m%6
    vpdpwssd         m0, m2, m%6
%else
    pmaddwd          m6, m%6
    pmaddwd          m2, m%6
    paddd            m1, m6
    paddd            m0, m2
%endif
%endmacro

; VF_SUMS: the sums m0 m1 to their start: 0, or (AVX512ICL: vpdpwssd adds
; the pairs to them) the round m5
%macro VF_SUMS 0
%if cpuflag(avx512icl)
    mova             m0, m5
    mova             m1, m5
%else
    pxor             m0, m0
    pxor             m1, m1
%endif
%endmacro

; VF_UNIT n, x, bytes: the n outputs at x; m5 = round; words:
; TO15_IN = in_shift, m9 = 1 << bits, TO15_L = 15 - bits, m11 = 32767
%macro VF_UNIT 3
    xor             tapq, tapq
    VF_SUMS
%%tap:
    mov              p1q, [srcq + tapq * 8 + 8]
    mov              p0q, [srcq + tapq * 8]
    BCASTD           m4, [coefq + tapq * 2]
    VF_PAIR          %1, %2, %3, p0, p1, 4
    add             tapq, 2
    cmp             tapq, tapsq
    jl %%tap
    VF_STORE         %1, %2, %3
%endmacro

; VF_UNITK n, x, bytes, taps: the same of two or four taps, rows 0 to 3 in
; p0, p1, tap and round, their coefficients' pairs in m13 m14
%macro VF_UNITK 4
    VF_SUMS
    VF_PAIR          %1, %2, %3, p0, p1, 13
%if %4 == 4
    VF_PAIR          %1, %2, %3, tap, round, 14
%endif
    VF_STORE         %1, %2, %3
%endmacro

; VF_UNIT64 x (AVX512ICL, words, four taps): the 64 outputs at x, two
; VF_UNITK of 32 whose sums one packuswb and one vpermq store, where two
; such units take two each (port 5 waits on the unpacks and packs)
%macro VF_UNIT64 1
    mova             m0, m5
    mova             m1, m5
    mova             m7, m5
    mova             m8, m5
    VF_PAIR64         p0, p1, 13, %1
    VF_PAIR64        tap, round, 14, %1
    psrad            m0, 19
    psrad            m1, 19
    psrad            m7, 19
    psrad            m8, 19
    packssdw         m0, m1
    packssdw         m7, m8
    packuswb         m0, m7
    vpermq           m0, m12, m0
    movu     [dstq + %1], m0
%endmacro

; VF_PAIR64 row0, row1, coef, x: the 64 words at x of rows row0 and row1
; by their pair of coefficients in m<coef>, added to m0 m1 (the first 32)
; and m7 m8
%macro VF_PAIR64 4
    movu             m2, [%1q + %4 * 2]
    movu             m3, [%2q + %4 * 2]
    punpckhwd        m6, m2, m3
    punpcklwd        m2, m3
    vpdpwssd         m1, m6, m%3
    vpdpwssd         m0, m2, m%3
    movu             m2, [%1q + %4 * 2 + mmsize]
    movu             m3, [%2q + %4 * 2 + mmsize]
    punpckhwd        m6, m2, m3
    punpcklwd        m2, m3
    vpdpwssd         m8, m6, m%3
    vpdpwssd         m7, m2, m%3
%endmacro

; VF_ROWK bytes, taps: the row loop of VF_UNITK
%macro VF_ROWK 2
.loop%2:
    cmp               xq, wq
    jge .last%2
    VF_UNITK mmsize / 2, xq, %1, %2
    add               xq, mmsize / 2
    jmp .loop%2
.last%2:
    VF_UNITK mmsize / 2, wq, %1, %2
    RET
%endmacro

; VF_STORE n, x, bytes: the sums m0 m1 rounded (m5), >> 12 (bytes) or 19
; (words), clipped to n bytes at dst + x
%macro VF_STORE 3
%if notcpuflag(avx512icl)
    paddd            m0, m5
    paddd            m1, m5
%endif
%if %3 == 1
    psrad            m0, 12
    psrad            m1, 12
%else
    psrad            m0, 19
    psrad            m1, 19
%endif
    packssdw         m0, m1
%if %1 == 32
    packuswb         m0, m0
    vpermq           m0, m12, m0
    movu     [dstq + %2], ym0
%elif %1 == 16
    packuswb         m0, m0
    vpermq           m0, m0, q0020
    movu     [dstq + %2], xm0
%else
    packuswb        xm0, xm0
%if %1 == 8
    movq     [dstq + %2], xm0
%elif %1 == 4
    movd     [dstq + %2], xm0
%else
    movd             p0d, xm0
    mov      [dstq + %2], p0b
%endif
%endif
%endmacro

; TAP_ROWS c01, c23, last, two, more: the vertical filters' rows and
; coefficients in registers for 2 and 4 taps (tapsd): the coefficients'
; pairs to m<c01> (and m<c23>), the rows' pointers to p0 p1 (and tap, last);
; to the label more above 4 taps, two at 2
%macro TAP_ROWS 5
    cmp           tapsd, 4
    jg %5
    BCASTD          m%1, [coefq]
    mov             p0q, [srcq]
    mov             p1q, [srcq + 8]
    jl %4
    BCASTD          m%2, [coefq + 4]
    mov            tapq, [srcq + 16]
    mov             %3q, [srcq + 24]
%endmacro

; VFILTER bytes: the row loop; 512-bit: rows of 32 and more only (the
; init's wrapper gives shorter ones to the AVX2 version)
%macro VFILTER 1
    movsxd        tapsq, tapsd
    movd            xm5, roundd
    SPLATD_R         m5, xm5
%if mmsize == 64
    mova            m12, [q_even_odd]
%else
    cmp               wq, mmsize / 2
    jl .short
%endif
    xor               xq, xq
    sub               wq, mmsize / 2
    TAP_ROWS         13, 14, round, .rows2, .loop
%if cpuflag(avx512icl) && %1 == 2
    cmp               wq, mmsize / 2
    jl .rows4
    sub               wq, mmsize / 2        ; (the start of the last unit of 64)
.loop64:
    cmp               xq, wq
    jge .last64
    VF_UNIT64        xq
    add               xq, mmsize
    jmp .loop64
.last64:
    VF_UNIT64        wq
    RET
.rows4:
%endif
    VF_ROWK          %1, 4
.rows2:
    VF_ROWK          %1, 2
.loop:
    cmp               xq, wq
    jge .last
    VF_UNIT mmsize / 2, xq, %1
    add               xq, mmsize / 2
    jmp .loop
.last:
    VF_UNIT mmsize / 2, wq, %1
    RET
%if mmsize < 64
.short:
%if mmsize == 32
    cmp               wq, 8
    jl .short4
    VF_UNIT           8, 0, %1
    sub               wq, 8
    VF_UNIT           8, wq, %1
    RET
%endif
.short4:
    cmp               wq, 4
    jl .short1
    VF_UNIT           4, 0, %1
    sub               wq, 4
    VF_UNIT           4, wq, %1
    RET
.short1:
    dec               wq
    VF_UNIT           1, wq, %1
    test              wq, wq
    jnz .short1
    RET
%endif
%endmacro

; void vfilter_u8_split(uint8_t *dst, const uint8_t *const *src, const int16_t coef[8],
;                       int taps, ptrdiff_t width, int round)
;
; vfilter_u8 of coefficients split as c = 64 * h + l (l = c & 63), where the
; init's wrapper finds it exact (simdlessondsp_init.c: vfilter_u8_splits()),
; of round a multiple of 64 and taps 2, 4, 6 or 8 (coef: 8, zero beyond
; taps): per pair of rows, their bytes interleaved (punpck[lh]bw, in lane
; order), pmaddubsw by the pair's h and by its l (each the pair's two bytes
; in every word), added in words: A (signed) and B (unsigned); then (A + (B
; >> 6) + (round >> 6)) >> 6 (arithmetic) is (sum + round) >> 12, packuswb
; the clip.  width >= mmsize, units of mmsize outputs, the last one ending
; at the row's end.

; SPLIT_PAIR a, b, h, l, first: the pair of rows at a and b (registers of
; pointers) by m<h>, m<l>, into A (m0 m1) and B (m2 m3), or as their first
; terms
%macro SPLIT_PAIR 5
    movu             m4, [%1 + xq]
    movu             m5, [%2 + xq]
    punpckhbw        m8, m4, m5
    punpcklbw        m4, m5
%if %5
    pmaddubsw        m0, m4, m%3
    pmaddubsw        m1, m8, m%3
    pmaddubsw        m2, m4, m%4
    pmaddubsw        m3, m8, m%4
%else
    pmaddubsw        m5, m4, m%3
    paddw            m0, m5
    pmaddubsw        m5, m8, m%3
    paddw            m1, m5
    pmaddubsw        m5, m4, m%4
    paddw            m2, m5
    pmaddubsw        m5, m8, m%4
    paddw            m3, m5
%endif
%endmacro

; SPLIT_LOOP pairs: the units, the rows of pairs 0 and 1 in p0 p1 tap
; round, of 2 and 3 from src
%macro SPLIT_LOOP 1
.pairs%1:
    SPLIT_PAIR       p0q, p1q, 9, 10, 1
%if %1 > 1
    SPLIT_PAIR      tapq, roundq, 11, 12, 0
%endif
%if %1 > 2
    mov              p0q, [srcq + 32]
    mov              p1q, [srcq + 40]
    SPLIT_PAIR       p0q, p1q, 13, 14, 0
%endif
%if %1 > 3
    mov              p0q, [srcq + 48]
    mov              p1q, [srcq + 56]
    SPLIT_PAIR       p0q, p1q, 15, 7, 0
%endif
%if %1 > 2
    mov              p0q, [srcq]
    mov              p1q, [srcq + 8]
%endif
    psrlw            m2, 6
    psrlw            m3, 6
    paddw            m0, m2
    paddw            m1, m3
    paddw            m0, m6
    paddw            m1, m6
    psraw            m0, 6
    psraw            m1, 6
    packuswb         m0, m1
    movu      [dstq + xq], m0
    NEXT_UNIT    mmsize, .pairs%1
%endmacro

%macro VFILTER_SPLIT_FUNC 0
cglobal simdlesson_vfilter_u8_split, 6, 10, 16, dst, src, coef, taps, w, round, tap, x, p0, p1
    sar           roundd, 6
    movd            xm6, roundd
    SPLATW           m6, xm6                ; round >> 6
    movu            xm0, [coefq]
    psraw           xm1, xm0, 6
    psllw           xm0, 10
    psrlw           xm0, 10                 ; & 63
    packsswb        xm1, xm1                ; h, word j the bytes of pair j
    packuswb        xm0, xm0                ; l
    SPLATW           m9, xm1
    SPLATW          m10, xm0
    psrldq          xm1, 2
    psrldq          xm0, 2
    SPLATW          m11, xm1
    SPLATW          m12, xm0
    psrldq          xm1, 2
    psrldq          xm0, 2
    SPLATW          m13, xm1
    SPLATW          m14, xm0
    psrldq          xm1, 2
    psrldq          xm0, 2
    SPLATW          m15, xm1
    SPLATW           m7, xm0
    xor               xq, xq
    sub               wq, mmsize            ; the start of the last unit
    mov              p0q, [srcq]
    mov              p1q, [srcq + 8]
    cmp            tapsd, 4
    jl .pairs1
    mov             tapq, [srcq + 16]
    mov           roundq, [srcq + 24]
    je .pairs2
    cmp            tapsd, 6
    je .pairs3
    SPLIT_LOOP        4
    SPLIT_LOOP        3
    SPLIT_LOOP        2
    SPLIT_LOOP        1
.end:
    RET
%endmacro

INIT_XMM sse4
VFILTER_SPLIT_FUNC
%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
VFILTER_SPLIT_FUNC
%endif
%if HAVE_AVX512_EXTERNAL
INIT_ZMM avx512
VFILTER_SPLIT_FUNC
%endif

%macro VFILTER_FUNCS 0
cglobal simdlesson_vfilter_u8, 6, 10, 15, dst, src, coef, taps, w, round, tap, x, p0, p1
    VFILTER           1

cglobal simdlesson_vfilter_u16, 8, 12, 15, dst, src, coef, taps, w, round, bits, in_shift, tap, x, p0, p1
    TO15_CONSTS       7, 9, 10, 11, tap
    VFILTER           2
%endmacro

INIT_XMM sse4
VFILTER_FUNCS
%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
VFILTER_FUNCS
%endif

; void vfilter_s15(uint8_t *dst, const int16_t *const *src, const int16_t *coef,
;                  int taps, ptrdiff_t width, int round)
;
; vfilter_u16 of words in swscale's 15 bits already (to15_u16): the same
; loop without TO15 (AVX512ICL: vpdpwssd adds each pair's products; four
; taps on rows of 64 and more, units of 64: VF_UNIT64)
%macro VFILTER_S15_FUNC 0
%define VF_TO15 0
cglobal simdlesson_vfilter_s15, 6, 10, 15, dst, src, coef, taps, w, round, tap, x, p0, p1
    VFILTER           2
%define VF_TO15 1
%endmacro

INIT_XMM sse4
VFILTER_S15_FUNC
%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
VFILTER_S15_FUNC
%endif
%if HAVE_AVX512_EXTERNAL
INIT_ZMM avx512
VFILTER_FUNCS
VFILTER_S15_FUNC
%endif
%if HAVE_AVX512ICL_EXTERNAL
INIT_ZMM avx512icl
VFILTER_S15_FUNC
%endif

; void yuv2rgb24_u8(uint8_t *dst, const uint8_t *y, const uint8_t *u,
;                   const uint8_t *v, ptrdiff_t width, const SimdLessonRgbCoeffs *t)
;
; width >= mmsize / 2 (the init's wrapper takes shorter rows).  Units of
; mmsize / 2 pixels (8, 16, 32), the last one ending at the row's end.
; Per unit, on 32-bit lanes, lane j holding the pixel pair j and chroma
; sample j: each chroma sample gives a + term * cy per channel (the term
; b + ((X * k) >> 16)), added to the Y * cy of the even pixel and of the odd
; one; >> 16, then packs with saturation (the clip to 0..255), giving each
; 128-bit lane's 8 pixels as 0 2 4 6 1 3 5 7, and pshufb to r g b order.
;
; RGB_CHANNEL out, term: m<out> = the words of a channel, per lane the even
; pixels then the odd ones, from its term in m<term> (clobbered); m0 m1:
; Y * cy of the even and the odd pixels
%macro RGB_CHANNEL 2
    pmulld          m%2, m15
    paddd           m%2, m14
    paddd           m%1, m%2, m0
    paddd           m%2, m1
    psrad           m%1, 16
    psrad           m%2, 16
    packssdw        m%1, m%2
%endmacro

; RGB_STORE: the mmsize / 2 pixels of channels m5 m7 m6 (words, in
; RGB_CHANNEL's order) to their 3 * mmsize / 2 bytes at dst + 3 * x; 512-bit:
; m17-m22 hold the constants of RGB_CONSTS
%macro RGB_STORE 0
    packuswb         m5, m7                 ; per lane: c0 of 8 pixels, c1 of 8
    packuswb         m6, m6                 ; c2 of 8 pixels (twice)
%if mmsize == 64
    pshufb           m0, m5, m17
    pshufb           m1, m6, m18
    por              m0, m1
    pshufb           m5, m19
    pshufb           m6, m20
    por              m5, m6                 ; bytes 16-23 of each lane's 24
    lea            offq, [xq + xq * 2]
    mova             m1, m21
    vpermi2q         m1, m0, m5
    movu   [dstq + offq], m1
    mova             m1, m22
    vpermi2q         m1, m0, m5
    movu   [dstq + offq + 64], ym1
%else
    pshufb           m0, m5, [rgb_rg_0]
    pshufb           m1, m6, [rgb_b_0]
    por              m0, m1
    pshufb           m5, [rgb_rg_16]
    pshufb           m6, [rgb_b_16]
    por              m5, m6
    lea            offq, [xq + xq * 2]
    movu   [dstq + offq], xm0
    movq   [dstq + offq + 16], xm5
%if mmsize == 32
    vextracti128 [dstq + offq + 24], m0, 1
    vextracti128    xm5, m5, 1
    movq   [dstq + offq + 40], xm5
%endif
%endif
%endmacro

; RGB32T_STORE: the mmsize / 2 pixels of channels m5 m7 m6 as RGB_STORE
; takes them, and alpha, to their 2 * mmsize bytes at dst + 4 * x, by the
; tables at tab; 512-bit: m17 m18 the vpermi2q of the lanes' halves
%macro RGB32T_STORE 0
    packuswb         m5, m7                 ; per lane: c0 of 8 pixels, c1 of 8
    packuswb         m6, m6                 ; c2 of 8 pixels (twice)
    pshufb           m0, m5, [tabq]
    pshufb           m1, m6, [tabq + 64]
    por              m0, m1
    por              m0, [tabq + 256]       ; per lane: pixels 0-3
    pshufb           m2, m5, [tabq + 128]
    pshufb           m1, m6, [tabq + 192]
    por              m2, m1
    por              m2, [tabq + 256]       ; 4-7
%if mmsize == 64
    mova             m1, m17
    vpermi2q         m1, m0, m2
    mova            m19, m18
    vpermi2q        m19, m0, m2
    movu  [dstq + xq * 4], m1
    movu  [dstq + xq * 4 + 64], m19
%elif mmsize == 32
    vperm2i128       m1, m0, m2, 0x20
    vperm2i128       m0, m0, m2, 0x31
    movu  [dstq + xq * 4], m1
    movu  [dstq + xq * 4 + 32], m0
%else
    movu  [dstq + xq * 4], m0
    movu  [dstq + xq * 4 + 16], m2
%endif
%endmacro

; RGB32T_CONSTS: tab = the tables of alpha_first (in tab); 512-bit: m17 m18
%macro RGB32T_CONSTS 0
    test           tabd, tabd
    lea            tabq, [rgb32t_last]
    jz %%last
    lea            tabq, [rgb32t_first]
%%last:
%if mmsize == 64
    mova            m17, [rgb32_q_0]
    mova            m18, [rgb32_q_1]
%endif
%endmacro

; RGB_CONSTS: 512-bit: the constants of RGB_STORE in m17-m22
%macro RGB_CONSTS 0
%if mmsize == 64
    vbroadcasti32x4 m17, [rgb_rg_0]
    vbroadcasti32x4 m18, [rgb_b_0]
    vbroadcasti32x4 m19, [rgb_rg_16]
    vbroadcasti32x4 m20, [rgb_b_16]
    mova            m21, [rgb_join_0]
    mova            m22, [rgb_join_64]
%endif
%endmacro

; RGB_TERM dst, X, k: m<dst> = (X * k) >> 16, X in m<X>, k in m<k>
%macro RGB_TERM 3
    pmulld          m%1, m%2, m%3
    psrad           m%1, 16
%endmacro

; RGB_TERM_M dst, X, offset: m<dst> = (X * k) >> 16, k at [t + offset]
%macro RGB_TERM_M 3
    BCASTD          m%1, [tq + %3]
    pmulld          m%1, m%2
    psrad           m%1, 16
%endmacro

; RGB_UNIT_REST term, k0, k1, k2, k3, store: the unit at x from m0 m1 =
; Y * cy on (its chroma, channels and store), then the next unit or the
; end; term is RGB_TERM (k in registers) or RGB_TERM_M (k in memory),
; k0-k3 its operands for the four terms; store RGB_STORE or RGB32T_STORE
%macro RGB_UNIT_REST 6
    mov            offq, xq
    shr            offq, 1
    pmovzxbd         m2, [uq + offq]
    pmovzxbd         m3, [vq + offq]
    %1                4, 3, %2              ; channel 0: V
    BCASTD           m5, [tq + 24]
    paddd            m4, m5
    RGB_CHANNEL       5, 4
    %1                4, 2, %5              ; channel 2: U
    BCASTD           m6, [tq + 36]
    paddd            m4, m6
    RGB_CHANNEL       6, 4
    %1                4, 2, %3              ; channel 1: U and V
    %1                7, 3, %4
    paddd            m4, m7
    BCASTD           m7, [tq + 28]
    paddd            m4, m7
    BCASTD           m7, [tq + 32]
    paddd            m4, m7
    RGB_CHANNEL       7, 4
    %6
    NEXT_UNIT mmsize / 2, .unit
.end:
    RET
%endmacro

; YUV2RGB24_FUNCS bpp: yuv2rgb24_u8 and _u16 (bpp 3), or yuv2rgb32_u8 and
; _u16 (bpp 4, whose last argument, alpha_first, becomes tab)
%macro YUV2RGB24_FUNCS 1
%if mmsize == 64
%define RGB_NREGS 23
%else
%define RGB_NREGS 16
%endif
%if %1 == 3
%define RGB_OUT   RGB_STORE
%define RGB_SETUP RGB_CONSTS
cglobal simdlesson_yuv2rgb24_u8, 6, 8, RGB_NREGS, dst, y, u, v, w, t, x, off
%else
%define RGB_OUT   RGB32T_STORE
%define RGB_SETUP RGB32T_CONSTS
cglobal simdlesson_yuv2rgb32_u8, 7, 9, RGB_NREGS, dst, y, u, v, w, t, tab, x, off
%endif
    BCASTD          m15, [tq + 0]           ; cy
    BCASTD          m14, [tq + 4]           ; a
    RGB_SETUP
    mov              xd, 255
    movd           xm13, xd
    SPLATD_R        m13, xm13
    BCASTD          m11, [tq + 8]           ; k0 (V)
    BCASTD          m10, [tq + 12]          ; k1 (U)
    BCASTD           m9, [tq + 16]          ; k2 (V)
    BCASTD           m8, [tq + 20]          ; k3 (U)
    xor              xq, xq
    sub              wq, mmsize / 2         ; the start of the last unit
.unit:
    pmovzxwd         m0, [yq + xq]          ; pixel pairs
    psrld            m1, m0, 8
    pand             m0, m13
    pmulld           m0, m15
    pmulld           m1, m15
    RGB_UNIT_REST RGB_TERM, 11, 10, 9, 8, RGB_OUT


; void yuv2rgb24_u16(uint8_t *dst, const uint16_t *y, const uint8_t *u,
;                    const uint8_t *v, ptrdiff_t width, const SimdLessonRgbCoeffs *t,
;                    int round, int bits, int in_shift)
;
; The same from luma words, first taken to swscale's 15 bits as vfilter_u16
; does, then to Y = (y15 + round) >> 7; the k of the terms from memory.
;

%if %1 == 3
cglobal simdlesson_yuv2rgb24_u16, 9, 11, RGB_NREGS, dst, y, u, v, w, t, round, bits, in_shift, x, off
%else
cglobal simdlesson_yuv2rgb32_u16, 10, 12, RGB_NREGS, dst, y, u, v, w, t, round, bits, in_shift, tab, x, off
%endif
    BCASTD          m15, [tq + 0]           ; cy
    BCASTD          m14, [tq + 4]           ; a
    RGB_SETUP
    TO15_CONSTS      10, 9, 11, 8, off
    xor              xq, xq
    sub              wq, mmsize / 2         ; the start of the last unit
.unit:
    movu             m0, [yq + xq * 2]
    TO15             m0, TO15_IN, m9, TO15_L, m8
    movd            xm2, roundd
    SPLATW           m2, xm2
    paddw            m0, m2
    psrlw            m0, 7
    psrld            m1, m0, 16             ; pixel pairs
    pslld            m0, 16
    psrld            m0, 16
    pmulld           m0, m15
    pmulld           m1, m15
    RGB_UNIT_REST RGB_TERM_M, 8, 12, 16, 20, RGB_OUT
%endmacro

INIT_XMM sse4
YUV2RGB24_FUNCS 3
YUV2RGB24_FUNCS 4
%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
YUV2RGB24_FUNCS 3
YUV2RGB24_FUNCS 4
%endif
%if HAVE_AVX512_EXTERNAL
INIT_ZMM avx512
YUV2RGB24_FUNCS 3
YUV2RGB24_FUNCS 4
%endif


; void yuv2rgb24w_u8(uint8_t *dst, const uint8_t *y, const uint8_t *u,
;                    const uint8_t *v, ptrdiff_t width, const RgbWords *k)
; void yuv2rgb24w_u16(..., const RgbWords *k, int round, int bits,
;                     int in_shift)
;
; yuv2rgb24_u8 and _u16 on words, where every step fits (the words and
; that check: ff_simdlesson_rgb_coeffs_init()): with cy = 65536 + c
; and a = ah * 65536 + al,
;   term(X) = X * kh + ((X * klo) >> 16) + b   (pmullw, pmulhuw),
;   (a + i * cy) >> 16 = i + ah + ((i * c) >> 16) + carry   (pmulhw),
; the carry of al + the low word of i * c (pmullw, then vpcmpuw, or pminuw
; and pcmpeqw), i = Y + term.  Units of mmsize pixels, the last one ending
; at the row's end (mmsize and more): the terms of mmsize / 2 chroma
; samples, punpck[lh]wd to the pixels, packuswb (the clip) to mmsize bytes
; of a channel in order; per lane, pshufb of the three channels to 48 bytes
; of rgb24, then the lanes to order (vpermi2q, vperm2i128).
;
; AVX512ICL, where the table's values for every such i are 256 of its
; bytes from i0 on (words_lut): the terms less i0, packuswb of i - i0 (the
; clip to 0..255) indexes those bytes, four vpermb of 64.  The luma is
; taken as its even pixels and its odd ones, each meeting the terms as they
; are, and the three permutes of each 64 bytes of rgb24 put the pixels in
; order.
;
; The words of k: 512-bit, in m16-m29, -1 in m30 (AVX512ICL: kh, klo and
; the biases less i0 in m16-m26, the table in RW_T0-RW_T3, the words 255 in
; m29, the bytes 0x40 in m30); 256-bit, c, ah + 1 and 65535 - al in
; m10-m12, the others on the stack.

; RGBW_TERM dst, X, kh, klo[, b]: m<dst> = the words of a term of m<X>
%macro RGBW_TERM 4-5
    pmullw          m%1, m%2, %3
    pmulhuw          m8, m%2, %4
    paddw           m%1, m8
%if %0 == 5
    paddw           m%1, %5
%endif
%endmacro

; RGBW_F dst, y: m<dst> = the channel of luma m<y> and term m<dst>
%macro RGBW_F 2
    paddw           m%1, m%2                ; i
    pmullw           m0, m%1, RW_C
    pmulhw           m1, m%1, RW_C
    paddw           m%1, m1
    paddw           m%1, RW_AH
%if mmsize == 64
    vpcmpuw          k1, m0, RW_THR, 6      ; the low word > 65535 - al
    vpsubw          m%1{k1}, m%1, m30       ; + 1
%else
    pminuw           m1, m0, RW_THR
    pcmpeqw          m0, m1                 ; -1 where it does not carry
    paddw           m%1, m0                 ; (RW_AH: ah + 1)
%endif
%endmacro

; RGBW_CHANNEL dst, term: m<dst> = the mmsize bytes of a channel from its
; terms m<term> and luma m5 m6 (per lane pixels 16L to 16L + 7, 16L + 8 to
; 16L + 15).  AVX512ICL: luma m5 m6 are the even and the odd pixels, each
; term the word of both, so that the bytes come per lane as the even pixels
; then the odd ones (rgb24_ix_*); the terms are less i0, and i - i0,
; packuswb to 0..255, indexes the table's 256 bytes in RW_T0-RW_T3: a
; vpermb of each quarter (bits 0-5), those of bit 6 merged by an opmask
; (vptestmb of RW_B6, the bytes 0x40), then those of bit 7 (vpmovb2m); 7
; uops where two vpermi2b of its halves and their blend take 8
%macro RGBW_CHANNEL 2
%if cpuflag(avx512icl)
    paddw            m8, m%2, m5
    paddw           m%2, m6
    packuswb         m8, m%2
    vpmovb2m         k1, m8                 ; bit 7
    vptestmb         k2, m8, RW_B6          ; bit 6
    vpermb          m%1, m8, RW_T0
    vpermb          m%1{k2}, m8, RW_T1
    vpermb           m9, m8, RW_T2
    vpermb           m9{k2}, m8, RW_T3
    vmovdqu8        m%1{k1}, m9
%else
    punpcklwd        m8, m%2, m%2
    punpckhwd        m9, m%2, m%2
    RGBW_F            8, 5
    RGBW_F            9, 6
    packuswb        m%1, m8, m9
%endif
%endmacro

; RGBW_CHUNK dst, k, t1, t2: m<dst> = bytes 16k to 16k + 15 of each lane's
; 48 of rgb24 from the channels in m7 m2 m3
%macro RGBW_CHUNK 4
    pshufb          m%1, m7, [rgbw_%2 %+ 0]
    pshufb          m%3, m2, [rgbw_%2 %+ 1]
    pshufb          m%4, m3, [rgbw_%2 %+ 2]
%if mmsize == 64
    vpternlogd      m%1, m%3, m%4, 0xfe     ; or
%else
    por             m%1, m%3
    por             m%1, m%4
%endif
%endmacro

; RGB24_KMASKS tmp, k0, k1, k2 (AVX512ICL): the opmasks of the bytes 3j +
; 2, 3j + 1 and 3j of 64: of channel 2 in the first, the second and the
; third 64 bytes of 64 rgb24 pixels, and of channel 1 in the third, the
; first and the second (tmp: a register name, clobbered)
%macro RGB24_KMASKS 4
    mov             %1q, 0x4924924924924924
    kmovq            %2, %1q
    mov             %1q, 0x2492492492492492
    kmovq            %3, %1q
    mov             %1q, 0x9249249249249249
    kmovq            %4, %1q
%endmacro

; OUT24 b, ix, out, c0, c1, c2, k1, k2 (AVX512ICL): bytes 64b to 64b + 63
; of 3-byte pixels at dst + off from the channels m<c0> m<c1> m<c2> by one
; index in m<ix>, each byte the position of its pixel in the channels:
; vpermb of channel 0, then of channel 1 under opmask k1 and channel 2
; under k2 (RGB24_KMASKS'), into m<out> (vpermb is one uop, where vpermi2b
; takes three)
%macro OUT24 8
    vpermb          m%3, m%2, m%4
    vpermb          m%3{%7}, m%2, m%5
    vpermb          m%3{%8}, m%2, m%6
    movu   [dstq + offq + 64 * %1], m%3
%endmacro

; RGBW_SETUP: the words of k where RW_* say
%macro RGBW_SETUP 0
%if mmsize == 64
    vpbroadcastw    m16, [kq]               ; kh
    vpbroadcastw    m17, [kq + 2]
    vpbroadcastw    m18, [kq + 4]
    vpbroadcastw    m19, [kq + 6]
    vpbroadcastw    m20, [kq + 8]           ; klo
    vpbroadcastw    m21, [kq + 10]
    vpbroadcastw    m22, [kq + 12]
    vpbroadcastw    m23, [kq + 14]
%if notcpuflag(avx512icl)
    vpbroadcastw    m24, [kq + 16]          ; b0
    vpbroadcastw    m25, [kq + 18]          ; b1 + b2
    vpbroadcastw    m26, [kq + 20]          ; b3
    vpbroadcastw    m27, [kq + 24]          ; c
    vpbroadcastw    m28, [kq + 26]          ; ah
    vpbroadcastw    m29, [kq + 28]          ; 65535 - al
    vpternlogd      m30, m30, m30, 0xff
    mov            offd, 0x30
    kmovw            k2, offd
    mov            offd, 0x0c
    kmovw            k3, offd
%else
    vpbroadcastw    m24, [kq + 32]          ; b0 - i0
    vpbroadcastw    m25, [kq + 34]          ; b1 + b2 - i0
    vpbroadcastw    m26, [kq + 36]          ; b3 - i0
    movu         RW_T0, [kq + 40]           ; the table
    movu         RW_T1, [kq + 104]
    movu         RW_T2, [kq + 168]
    movu         RW_T3, [kq + 232]
    vpternlogd    RW_FF, RW_FF, RW_FF, 0xff
    psrlw         RW_FF, 8
    mov            offd, 0x40
    vpbroadcastb  RW_B6, offd
    RGB24_KMASKS    off, k4, k5, k6
%endif
%else
    %assign %%i 0
    %rep 11
        vpbroadcastw     m0, [kq + 2 * %%i]
        movu [rsp + 32 * %%i], m0
        %assign %%i %%i + 1
    %endrep
    vpbroadcastw    m10, [kq + 24]          ; c
    vpbroadcastw    m11, [kq + 26]          ; ah
    pcmpeqw          m0, m0
    psubw           m11, m0                 ; ah + 1
    vpbroadcastw    m12, [kq + 28]          ; 65535 - al
%endif
    xor              xq, xq
    sub              wq, mmsize
%endmacro

; RGBW_ONES: every bit of RW_ONES set (alpha 255; 512-bit: RGBW_SETUP's -1)
%macro RGBW_ONES 0
%if mmsize == 32
    pcmpeqb     RW_ONES, RW_ONES
%endif
%endmacro

; RGBW_OUT24 b, k1, k2 (AVX512ICL): OUT24 of the unit's rgb24 from the
; channels m7 m2 m3, by rgb24_ix_b
%macro RGBW_OUT24 3
    mova             m1, [rgb24_ix_%1]
    OUT24            %1, 1, 0, 7, 2, 3, %2, %3
%endmacro

; RGBW_STORE24: the channels m7 m2 m3 of the unit at x to rgb24 at dst + 3x
%macro RGBW_STORE24 0
%if cpuflag(avx512icl)
    lea            offq, [xq + xq * 2]
    RGBW_OUT24        0, k5, k4
    RGBW_OUT24        1, k6, k5
    RGBW_OUT24        2, k4, k6
%else
    RGBW_CHUNK        0, 0, 1, 4
    RGBW_CHUNK        1, 1, 4, 5
    RGBW_CHUNK        7, 2, 2, 3
    lea            offq, [xq + xq * 2]
%if mmsize == 64
    mova             m2, [rgbw_o0]
    vpermi2q         m2, m0, m1
    mova             m3, [rgbw_p2]
    vpermq           m2{k2}, m3, m7
    movu   [dstq + offq], m2
    mova             m2, [rgbw_o1]
    vpermi2q         m2, m1, m7
    vmovdqa64        m2{k2}, m0
    movu   [dstq + offq + 64], m2
    mova             m2, [rgbw_o2]
    vpermi2q         m2, m1, m7
    mova             m3, [rgbw_p0]
    vpermq           m2{k3}, m3, m0
    movu   [dstq + offq + 128], m2
%else
    vperm2i128       m2, m0, m1, 0x20
    vperm2i128       m3, m7, m0, 0x30
    vperm2i128       m1, m1, m7, 0x31
    movu   [dstq + offq], m2
    movu   [dstq + offq + 32], m3
    movu   [dstq + offq + 64], m1
%endif
%endif
%endmacro

; RGBW_STORE32 b0, b1, b2, b3: the 4-byte pixels of bytes m<b0> to m<b3>
; (the channels m7 m2 m3 and alpha RW_ONES, in their order) of the unit at
; x to dst + 4x: punpck[lh]bw and punpck[lh]wd give per lane 4 pixels
; 16L + 4q to 16L + 4q + 3 in register q, then vshufi64x2 or vperm2i128
; the lanes to order
%macro RGBW_STORE32 4
    punpcklbw        m0, %1, %2
    punpckhbw        m1, %1, %2
    punpcklbw        m4, %3, %4
    punpckhbw        m5, %3, %4
    punpcklwd        m6, m0, m4             ; q = 0
    punpckhwd        m0, m4                 ; 1
    punpcklwd        m4, m1, m5             ; 2
    punpckhwd        m1, m5                 ; 3
%if mmsize == 64
    vshufi64x2       m2, m6, m0, 0x44       ; lanes 0 1 of q = 0, 1
    vshufi64x2       m3, m6, m0, 0xee       ; lanes 2 3
    vshufi64x2       m5, m4, m1, 0x44       ; of q = 2, 3
    vshufi64x2       m7, m4, m1, 0xee
    vshufi64x2       m0, m2, m5, 0x88
    vshufi64x2       m1, m2, m5, 0xdd
    vshufi64x2       m4, m3, m7, 0x88
    vshufi64x2       m6, m3, m7, 0xdd
    movu  [dstq + xq * 4], m0
    movu  [dstq + xq * 4 + 64], m1
    movu  [dstq + xq * 4 + 128], m4
    movu  [dstq + xq * 4 + 192], m6
%else
    vperm2i128       m2, m6, m0, 0x20
    vperm2i128       m3, m4, m1, 0x20
    vperm2i128       m6, m6, m0, 0x31
    vperm2i128       m1, m4, m1, 0x31
    movu  [dstq + xq * 4], m2
    movu  [dstq + xq * 4 + 32], m3
    movu  [dstq + xq * 4 + 64], m6
    movu  [dstq + xq * 4 + 96], m1
%endif
%endmacro

; RGBW_UNIT luma, label, store[, store's arguments]: the units from x on,
; at label: luma by the macro luma (to m5 m6), the channels, the macro
; store; then the next unit, or .end
%macro RGBW_UNIT 3-7
%2:
    RW_CHROMA
    RGBW_TERM         2, 1, RW_KH0, RW_KLO0, RW_B0      ; channel 0: V
    RGBW_TERM         3, 0, RW_KH1, RW_KLO1, RW_B12     ; channel 1: U and V
    RGBW_TERM         4, 1, RW_KH2, RW_KLO2
    paddw            m3, m4
    RGBW_TERM         4, 0, RW_KH3, RW_KLO3, RW_B3      ; channel 2: U
    %1
    RGBW_CHANNEL      7, 2
    RGBW_CHANNEL      2, 3
    RGBW_CHANNEL      3, 4
%if %0 > 3
    %3 %4, %5, %6, %7
%else
    %3
%endif
    NEXT_UNIT    mmsize, %2
%endmacro

; RW_CHROMA: U and V of the unit's mmsize / 2 pairs as words in m0 m1, from
; their rows (RGBW_CHROMA_PLANAR), or from pairs of bytes (u, v) or (v, u)
; (RGBW_CHROMA_UV, _VU; RW_FF the words 255)
%macro RGBW_CHROMA_PLANAR 0
    mov            offq, xq
    shr            offq, 1
    pmovzxbw         m0, [uq + offq]
    pmovzxbw         m1, [vq + offq]
%endmacro

%macro RGBW_CHROMA_UV 0
    movu             m1, [uvq + xq]
    pand             m0, m1, RW_FF
    psrlw            m1, 8
%endmacro

%macro RGBW_CHROMA_VU 0
    movu             m1, [uvq + xq]
    psrlw            m0, m1, 8
    pand             m1, RW_FF
%endmacro
%define RW_CHROMA RGBW_CHROMA_PLANAR

%macro RGBW_LUMA_U8 0
    movu             m6, [yq + xq]
%if cpuflag(avx512icl)
    pand             m5, m6, RW_FF
    psrlw            m6, 8
%else
    punpcklbw        m5, m6, RW_ZERO
    punpckhbw        m6, RW_ZERO
%endif
%endmacro

; (AVX512ICL: the even pixels and the odd ones, RW_EVEN and RW_ODD the
; vpermt2w of their words)
%macro RGBW_LUMA_U16 0
%if cpuflag(avx512icl)
    movu             m5, [yq + xq * 2]
    movu             m6, [yq + xq * 2]
    vpermt2w         m5, RW_EVEN, [yq + xq * 2 + mmsize]
    vpermt2w         m6, RW_ODD, [yq + xq * 2 + mmsize]
    pminuw           m5, m12
    pminuw           m6, m12
    pavgw            m5, m13
    pavgw            m6, m13
    vpsrlvw          m5, m5, m14
    vpsrlvw          m6, m6, m14
%else
    movu             m5, [yq + xq * 2]
    movu             m6, [yq + xq * 2 + mmsize]
%if mmsize == 64
    TO15             m5, TO15_IN, m13, TO15_L, m15
    TO15             m6, TO15_IN, m13, TO15_L, m15
%else
    TO15             m5, [rsp + 32 * 14], [rsp + 32 * 12], [rsp + 32 * 15], [rsp + 32 * 13]
    TO15             m6, [rsp + 32 * 14], [rsp + 32 * 12], [rsp + 32 * 15], [rsp + 32 * 13]
%endif
    paddw            m5, RW_ROUND
    paddw            m6, RW_ROUND
    psrlw            m5, 7
    psrlw            m6, 7
%if mmsize == 64
    vshufi64x2       m7, m5, m6, 0x88       ; pixels 0-7 16-23 32-39 48-55
    vshufi64x2       m6, m5, m6, 0xdd
%else
    vperm2i128       m7, m5, m6, 0x20       ; pixels 0-7 16-23
    vperm2i128       m6, m5, m6, 0x31
%endif
    mova             m5, m7
%endif
%endmacro

; RGBW_U16_SETUP: TO15's operands and round.  AVX512ICL: the luma's
; (TO15(v) + round) >> 7, with l = 15 - bits, s = in_shift, is
; (min(v >> s, m) + (round >> l)) >> (7 - l), m = 1 << bits less 1 where
; round is 0 (TO15 takes 1 << bits to 32767), for round 0 to 127 (v << l
; being a multiple of 1 << l); that is (min(v, M) + R) >> (s + 7 - l), with
; M = (m + 1 << s) - 1 and R = round >> l << s, taken in 17 bits by pavgw
; of R - 1: three steps.  At R = 0, pavgw of 65535 adds 65536, which the
; shift leaves as K = 1 << (15 - count): the biases less K take it back (the
; sums are words, modulo 65536, where packuswb meets them).  M, R - 1, the
; count and K in m12-m15 (RGBW_U16_BIASES: K from the biases)
%macro RGBW_U16_SETUP 0
%if cpuflag(avx512icl)
    xor              xd, xd
    test         roundd, roundd
    setz             xb
    mov            offd, 1
    shlx           offd, offd, bitsd
    sub            offd, xd
    inc            offd
    shlx           offd, offd, in_shiftd
    dec            offd
    mov              xd, 65535
    cmp            offd, xd
    cmova          offd, xd
    vpbroadcastw    m12, offd               ; M
    mov              xd, 15
    sub              xd, bitsd
    shrx         roundd, roundd, xd
    shlx         roundd, roundd, in_shiftd  ; R
    lea            offd, [roundq - 1]
    vpbroadcastw    m13, offd               ; R - 1
    mov            offd, in_shiftd
    add            offd, bitsd
    sub            offd, 9
    vpbroadcastw    m14, offd               ; the count: s + 7 - l - 1
    neg            offd
    add            offd, 15
    mov              xd, 1
    shlx             xd, xd, offd
    xor            offd, offd
    test         roundd, roundd
    cmovnz           xd, offd
    vpbroadcastw    m15, xd                 ; K
%elif mmsize == 64
    TO15_CONSTS      12, 13, 14, 15, off
    vpbroadcastw    m31, roundd
%else
    TO15_CONSTS       0, 1, 2, 3, off
    movu [rsp + 32 * 12], m1                ; 1 << bits
    movu [rsp + 32 * 13], m3                ; 32767
    movu [rsp + 32 * 14], xm0               ; in_shift
    movu [rsp + 32 * 15], xm2               ; 15 - bits
    movd            xm0, roundd
    vpbroadcastw     m0, xm0
    movu [rsp + 32 * 11], m0
%endif
%endmacro

; RGBW_U16_BIASES: after RGBW_SETUP, K (RGBW_U16_SETUP) from the biases;
; RW_EVEN and RW_ODD
%macro RGBW_U16_BIASES 0
%if cpuflag(avx512icl)
    psubw         RW_B0, m15
    psubw        RW_B12, m15
    psubw         RW_B3, m15
    mova        RW_EVEN, [rgbw_even]
    mova         RW_ODD, [rgbw_odd]
%endif
%endmacro

; RGBW_UV_UNITS luma: the units of rgb24 from chroma in pairs of bytes,
; (u, v) or, swap, (v, u); then return
%macro RGBW_UV_UNITS 1
    test          swapd, swapd
    jnz .vu
%define RW_CHROMA RGBW_CHROMA_UV
    RGBW_UNIT        %1, .uv, RGBW_STORE24
%define RW_CHROMA RGBW_CHROMA_VU
    RGBW_UNIT        %1, .vu, RGBW_STORE24
%define RW_CHROMA RGBW_CHROMA_PLANAR
.end:
    RET
%endmacro

%macro YUV2RGB24W_FUNCS 0
%if mmsize == 64
    %define RW_KH0  m16
    %define RW_KH1  m17
    %define RW_KH2  m18
    %define RW_KH3  m19
    %define RW_KLO0 m20
    %define RW_KLO1 m21
    %define RW_KLO2 m22
    %define RW_KLO3 m23
    %define RW_B0   m24
    %define RW_B12  m25
    %define RW_B3   m26
    %define RW_C    m27
    %define RW_AH   m28
    %define RW_THR  m29
    %define RW_ZERO m31
    %define RW_ROUND m31
    %define RW_ONES m30
    %define RW_T0   m10
    %define RW_T1   m11
    %define RW_T2   m27
    %define RW_T3   m28
    %define RW_FF   m29
    %define RW_EVEN m15
    %define RW_ODD  m31
    %define RW_B6   m30
    %define RW_STACK 0
    %define RW_NREGS 32
%else
    %define RW_KH0  [rsp]
    %define RW_KH1  [rsp + 32]
    %define RW_KH2  [rsp + 32 * 2]
    %define RW_KH3  [rsp + 32 * 3]
    %define RW_KLO0 [rsp + 32 * 4]
    %define RW_KLO1 [rsp + 32 * 5]
    %define RW_KLO2 [rsp + 32 * 6]
    %define RW_KLO3 [rsp + 32 * 7]
    %define RW_B0   [rsp + 32 * 8]
    %define RW_B12  [rsp + 32 * 9]
    %define RW_B3   [rsp + 32 * 10]
    %define RW_C    m10
    %define RW_AH   m11
    %define RW_THR  m12
    %define RW_ZERO m13
    %define RW_ROUND [rsp + 32 * 11]
    %define RW_ONES m14
    %define RW_STACK 32 * 16
    %define RW_NREGS 16
%endif
cglobal simdlesson_yuv2rgb24w_u8, 6, 8, RW_NREGS, RW_STACK, dst, y, u, v, w, k, x, off
    RGBW_SETUP
%if notcpuflag(avx512icl)                   ; (AVX512ICL: RGBW_LUMA_U8 takes RW_FF)
    pxor        RW_ZERO, RW_ZERO
%endif
    RGBW_UNIT RGBW_LUMA_U8, .unit, RGBW_STORE24
.end:
    RET

%if cpuflag(avx512icl)
cglobal simdlesson_yuv2rgb24w_uv_u8, 6, 8, RW_NREGS, RW_STACK, dst, y, uv, w, k, swap, x, off
    RGBW_SETUP
    RGBW_UV_UNITS RGBW_LUMA_U8

cglobal simdlesson_yuv2rgb24w_uv_u16, 9, 11, RW_NREGS, RW_STACK, dst, y, uv, w, k, round, bits, in_shift, swap, x, off
    RGBW_U16_SETUP
    RGBW_SETUP
    RGBW_U16_BIASES
    RGBW_UV_UNITS RGBW_LUMA_U16
%endif

%if notcpuflag(avx512icl)
cglobal simdlesson_yuv2rgb32w_u8, 7, 9, RW_NREGS, RW_STACK, dst, y, u, v, w, k, alpha_first, x, off
    RGBW_SETUP
    pxor        RW_ZERO, RW_ZERO
    RGBW_ONES
    test   alpha_firstd, alpha_firstd
    jnz .alpha_first
    RGBW_UNIT RGBW_LUMA_U8, .alpha_last, RGBW_STORE32, m7, m2, m3, RW_ONES
    RGBW_UNIT RGBW_LUMA_U8, .alpha_first, RGBW_STORE32, RW_ONES, m7, m2, m3
.end:
    RET
%endif

cglobal simdlesson_yuv2rgb24w_u16, 9, 11, RW_NREGS, RW_STACK, dst, y, u, v, w, k, round, bits, in_shift, x, off
    RGBW_U16_SETUP
    RGBW_SETUP
    RGBW_U16_BIASES
    RGBW_UNIT RGBW_LUMA_U16, .unit, RGBW_STORE24
.end:
    RET

%if notcpuflag(avx512icl)
cglobal simdlesson_yuv2rgb32w_u16, 10, 12, RW_NREGS, RW_STACK, dst, y, u, v, w, k, round, bits, in_shift, alpha_first, x, off
    RGBW_U16_SETUP
    RGBW_SETUP
    RGBW_ONES
    test   alpha_firstd, alpha_firstd
    jnz .alpha_first
    RGBW_UNIT RGBW_LUMA_U16, .alpha_last, RGBW_STORE32, m7, m2, m3, RW_ONES
    RGBW_UNIT RGBW_LUMA_U16, .alpha_first, RGBW_STORE32, RW_ONES, m7, m2, m3
.end:
    RET
%endif
%endmacro

%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
YUV2RGB24W_FUNCS
%endif
%if HAVE_AVX512_EXTERNAL
INIT_ZMM avx512
YUV2RGB24W_FUNCS
%endif
%if HAVE_AVX512ICL_EXTERNAL
INIT_ZMM avx512icl
YUV2RGB24W_FUNCS                            ; (rgb24 only)
%endif


; void yuv2rgb24_full_u8(uint8_t *dst, const uint8_t *y, const uint8_t *u,
;                        const uint8_t *v, ptrdiff_t width,
;                        const SimdLessonRgbFull *k)
; void yuv2rgb24_full_u16(uint8_t *dst, const uint16_t *y, const uint16_t *u,
;                         const uint16_t *v, ptrdiff_t width,
;                         const SimdLessonRgbFull *k, int bits, int in_shift)
; (and yuv2rgb32_full_u8/_u16, whose last argument, alpha_first, becomes tab)
;
; width >= mmsize / 2 (the init's wrapper takes shorter rows).  Units of
; mmsize / 2 pixels, the last one ending at the row's end.  On 32-bit lanes,
; lane j holding pixels 2j and 2j + 1 in two registers, the even and the odd
; one, as RGB_CHANNEL has them: the luma times y_k (pmaddwd of the word and
; 0), shifted, plus off; per channel the pmaddwd of the pixel's U' V' words
; by the channel's pair, shifted and added to it (every step wrapping on 32
; bits, as swscale's unsigned arithmetic), >> 22, and packs with saturation
; (the clip to 0..255) to the order RGB_STORE and RGB32T_STORE take.
;
; FULL_CHANNEL out, coef, shift: m<out> = the words of a channel from m4 m3
; (the even and the odd pixels' U' V'), m0 m1 (their luma terms) and the
; pair in m<coef>; m2 clobbered
%macro FULL_CHANNEL 3
    pmaddwd         m%1, m4, m%2
    pmaddwd          m2, m3, m%2
    pslld           m%1, %3
    pslld            m2, %3
    paddd           m%1, m0
    paddd            m2, m1
    psrad           m%1, 22
    psrad            m2, 22
    packssdw        m%1, m2
%endmacro

; FULL_UNIT_REST shift, store: the unit at x from the luma of its even and
; odd pixels in m0 m1 (dwords) and its U' and V' (words) in m2 m3, then the
; next unit or the end
%macro FULL_UNIT_REST 2
    pmaddwd          m0, m15
    pmaddwd          m1, m15
    pslld            m0, %1
    pslld            m1, %1
    paddd            m0, m14
    paddd            m1, m14
    pslld            m4, m3, 16             ; even pixels: V' in the high word,
%if mmsize == 64
    vpternlogd       m4, m2, m16, 0xd8      ; U' in the low one (m16: its mask)
    psrld            m2, 16                 ; odd pixels
    vpternlogd       m3, m2, m16, 0xd8
%else
    pblendw          m4, m2, 0x55           ; U' in the low one
    psrld            m2, 16                 ; odd pixels
    pblendw          m3, m2, 0x55
%endif
    FULL_CHANNEL      5, 11, %1
    FULL_CHANNEL      7, 10, %1
    FULL_CHANNEL      6, 9, %1
    %2
    NEXT_UNIT mmsize / 2, .unit
.end:
    RET
%endmacro

; FULL_CONSTS: y_k, off and the channels' pairs in m15, m14, m11, m10, m9;
; 512-bit: the low words' mask in m16
%macro FULL_CONSTS 0
    BCASTD          m15, [kq + 0]
    BCASTD          m14, [kq + 16]
    BCASTD          m11, [kq + 4]
    BCASTD          m10, [kq + 8]
    BCASTD           m9, [kq + 12]
%if mmsize == 64
    vpternlogd      m16, m16, m16, 0xff
    psrld           m16, 16
%endif
%endmacro

; YUV2RGB_FULL_FUNCS bpp: yuv2rgb24_full_u8 and _u16 (bpp 3), or
; yuv2rgb32_full_u8 and _u16 (bpp 4)
%macro YUV2RGB_FULL_FUNCS 1
%if mmsize == 64
%define FULL_NREGS 23
%else
%define FULL_NREGS 16
%endif
%if %1 == 3
%define FULL_OUT   RGB_STORE
%define FULL_SETUP RGB_CONSTS
cglobal simdlesson_yuv2rgb24_full_u8, 6, 8, FULL_NREGS, dst, y, u, v, w, k, x, off
%else
%define FULL_OUT   RGB32T_STORE
%define FULL_SETUP RGB32T_CONSTS
cglobal simdlesson_yuv2rgb32_full_u8, 7, 9, FULL_NREGS, dst, y, u, v, w, k, tab, x, off
%endif
    FULL_CONSTS
    FULL_SETUP
    mov              xd, 255
    movd           xm13, xd
    SPLATD_R        m13, xm13
    xor              xq, xq
    sub              wq, mmsize / 2         ; the start of the last unit
.unit:
    pmovzxwd         m0, [yq + xq]          ; pixel pairs
    psrld            m1, m0, 8
    pand             m0, m13
    pmovzxbw         m2, [uq + xq]
    pmovzxbw         m3, [vq + xq]
    psubw            m2, [full_pw_128]
    psubw            m3, [full_pw_128]
    FULL_UNIT_REST    9, FULL_OUT

%if %1 == 3
cglobal simdlesson_yuv2rgb24_full_u16, 8, 10, FULL_NREGS, dst, y, u, v, w, k, bits, in_shift, x, off
%else
cglobal simdlesson_yuv2rgb32_full_u16, 9, 11, FULL_NREGS, dst, y, u, v, w, k, bits, in_shift, tab, x, off
%endif
    FULL_CONSTS
    FULL_SETUP
    TO15_SHIFTS      8, 13, 12, off         ; (the max from memory)
    xor              xq, xq
    sub              wq, mmsize / 2
.unit:
    LUMA15_PAIRS
    movu             m2, [uq + xq * 2]
    TO15             m2, TO15_IN, m13, TO15_L, [full_pw_32767]
    movu             m3, [vq + xq * 2]
    TO15             m3, TO15_IN, m13, TO15_L, [full_pw_32767]
    psubw            m2, [full_pw_16384]
    psubw            m3, [full_pw_16384]
    FULL_UNIT_REST    2, FULL_OUT
%endmacro

INIT_XMM sse4
YUV2RGB_FULL_FUNCS 3
YUV2RGB_FULL_FUNCS 4
%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
YUV2RGB_FULL_FUNCS 3
YUV2RGB_FULL_FUNCS 4
%endif
%if HAVE_AVX512_EXTERNAL
INIT_ZMM avx512
YUV2RGB_FULL_FUNCS 3
YUV2RGB_FULL_FUNCS 4
%endif


; void hscale2x_u8(int16_t *dst, const uint8_t *src, ptrdiff_t width,
;                  const int16_t *coef)
;
; Units of mmsize / 4 pairs of outputs (8 or 16 words).  Per lane, from
; one load of 16 source bytes (both lanes the same 16, vbroadcasti128):
; A, outputs 2k to 2k + 3 (AVX2's high lane: 2k + 8 to 2k + 11), and B,
; the four after them, as dwords; each is two pmaddwd of words gathered by
; pshufb (taps 0 1 and 2 3; A's taps 2 3 are B's taps 0 1), >> 7, and
; packssdw of A and B gives the unit's words in order, clipped above to
; 32767 as hScale8To15 clips them.  A unit needs 12 bytes from its first
; pair; units that a load of 16 would take past the row's end (src[width +
; 3]) load the 16 bytes ending there, by indices moved on by the
; difference (12 - pairs of the unit), the last one ending at the row's end.
; width >= 16 (the init's wrapper takes shorter rows).
;
; H2X_SUMS shift: the unit at pair x from its samples in m5 (the indices
; of taps 0 1 of A in m0, of 2 3 in m1, of B's 2 3 in m2; the coefficients'
; pairs in m3 m4), its sums >> shift
%macro H2X_SUMS 1
    pshufb           m6, m5, m0             ; taps 0 1 of A
    pshufb           m7, m5, m1             ; taps 2 3 of A, 0 1 of B
    pshufb           m5, m2                 ; taps 2 3 of B
    pmaddwd          m6, m3
    pmaddwd          m8, m7, m4
    pmaddwd          m7, m3
    pmaddwd          m5, m4
    paddd            m6, m8
    paddd            m7, m5
    psrad            m6, %1
    psrad            m7, %1
    packssdw         m6, m7
    movu  [dstq + xq * 4], m6
%endmacro

; H2X_UNIT address: the unit at pair x from the 16 bytes at address
%macro H2X_UNIT 1
%if mmsize == 32
    vbroadcasti128   m5, [%1]
%else
    movu             m5, [%1]
%endif
    H2X_SUMS          7
%endmacro

; H2X_SETUP indices, shift: the coefficients' pairs of both phases from coef
; to m3 (taps 0 1) and m4 (2 3), the indices at indices moved on by 0,
; shift and 2 * shift to m0 m1 m2
%macro H2X_SETUP 2
    movq            xm3, [coefq]            ; even outputs' taps
    movq            xm4, [coefq + 8]        ; odd outputs'
    punpckldq       xm3, xm4                ; taps 0 1 even, odd, 2 3 even, odd
%if mmsize == 32
    pshufd          xm4, xm3, q3232
    vpbroadcastq     m3, xm3
    vpbroadcastq     m4, xm4
%else
    pshufd           m4, m3, q3232
    pshufd           m3, m3, q1010
%endif
%assign %%twice %2 * 2
    mova             m0, [%1]
    paddb            m1, m0, [pb_h2x_ %+ %2]
    paddb            m2, m0, [pb_h2x_ %+ %%twice]
%endmacro

%macro HSCALE2X_U8 0
cglobal simdlesson_hscale2x_u8, 4, 6, 9, dst, src, w, coef, x, end
%define PAIRS (mmsize / 4)
    H2X_SETUP   h2x_idx, 2
    lea            endq, [wq - 12]          ; the last pair a whole load takes
    xor              xq, xq
.unit:
    H2X_UNIT   srcq + xq
    add              xq, PAIRS
    cmp              xq, endq
    jle .unit
%if mmsize == 32
    paddb            m0, [pb_h2x_4]
    paddb            m1, [pb_h2x_4]
    paddb            m2, [pb_h2x_4]
%else
    paddb            m0, [pb_h2x_8]
    paddb            m1, [pb_h2x_8]
    paddb            m2, [pb_h2x_8]
%endif
    mov            endq, wq
    sub              wq, PAIRS              ; the last unit's pair
.tail:
    cmp              xq, wq
    cmovg            xq, wq
    H2X_UNIT   srcq + xq - (12 - PAIRS)
    add              xq, PAIRS
    cmp              xq, endq
    jl .tail
    RET
%endmacro

INIT_XMM ssse3
HSCALE2X_U8
%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
HSCALE2X_U8

; void hscale2x_u16(int16_t *dst, const uint16_t *src, ptrdiff_t width,
;                   const int16_t *coef, int sh)
;
; As hscale2x_u8, of words (no zero bytes between), >> sh: units of 8
; pairs, the last one ending at the row's end.  Lane 0 loads samples k to
; k + 7, lane 1 k + 4 to k + 11, and each takes four pairs, A and B, of its
; first 8 samples: a unit reads the 12 samples that it needs and no more,
; the last one up to src[width + 3].  width >= 8 (the init's wrapper takes
; shorter rows).
cglobal simdlesson_hscale2x_u16, 5, 6, 10, dst, src, w, coef, sh, x
    H2X_SETUP   h2x_idx16, 4
    movd            xm9, shd
    xor              xq, xq
    sub              wq, 8                  ; the start of the last unit
.unit:
    movu            xm5, [srcq + xq * 2]
    vinserti128      m5, m5, [srcq + xq * 2 + 8], 1
    H2X_SUMS        xm9
    NEXT_UNIT 8, .unit
.end:
    RET
%endif

%if HAVE_AVX2_EXTERNAL
; void vfilter_s16_s32(int32_t *dst, const int16_t *const *src, const int16_t *coef,
;                      int taps, ptrdiff_t width, int bias)
;
; taps even: each pair of rows, interleaved (punpcklwd, punpckhwd), meets
; its pair of coefficients in one pmaddwd; sums from bias, wrapping, >> 10;
; the halves of the lanes put back in order (vperm2i128).  width >= 16
; (the init's wrapper takes shorter rows): units of 16, the last one ending
; at the row's end (dst overlaps no source).  2 and 4 taps (bilinear and
; bicubic) keep their rows' pointers and coefficients in registers; other
; counts loop over the taps.
;
; S32_PAIR a, b, coef: the pair of rows at a and b (registers of pointers)
; by m<coef>, added to the sums m0 m1
%macro S32_PAIR 3
    movu             m2, [%1 + xq * 2]
    movu             m3, [%2 + xq * 2]
    punpckhwd        m4, m2, m3
    punpcklwd        m2, m3
    pmaddwd          m2, m%3
    pmaddwd          m4, m%3
    paddd            m0, m2                 ; pixels 0-3, 8-11
    paddd            m1, m4                 ; 4-7, 12-15
%endmacro

; S32_STORE shift: the sums m0 m1 >> shift, in order, to dst + 4x
%macro S32_STORE 1
    psrad            m0, %1
    psrad            m1, %1
    vperm2i128       m2, m0, m1, 0x20
    vperm2i128       m0, m0, m1, 0x31
    movu  [dstq + xq * 4], m2
    movu  [dstq + xq * 4 + 32], m0
%endmacro

INIT_YMM avx2
cglobal simdlesson_vfilter_s16_s32, 6, 10, 8, dst, src, coef, taps, w, bias, x, tap, p0, p1
    movsxdifnidn  tapsq, tapsd
    movd            xm5, biasd
    vpbroadcastd     m5, xm5
    xor              xq, xq
    sub              wq, 16                 ; the start of the last unit
    TAP_ROWS          6, 7, bias, .unit2, .unit
.unit4:
    mova             m0, m5
    mova             m1, m5
    S32_PAIR        p0q, p1q, 6
    S32_PAIR       tapq, biasq, 7
    S32_STORE        10
    NEXT_UNIT 16, .unit4
.unit2:
    mova             m0, m5
    mova             m1, m5
    S32_PAIR        p0q, p1q, 6
    S32_STORE        10
    NEXT_UNIT 16, .unit2
.unit:
    mova             m0, m5
    mova             m1, m5
    xor            tapq, tapq
.tap:
    mov             p0q, [srcq + tapq * 8]
    mov             p1q, [srcq + tapq * 8 + 8]
    vpbroadcastd     m6, [coefq + tapq * 2]
    S32_PAIR        p0q, p1q, 6
    add            tapq, 2
    cmp            tapq, tapsq
    jl .tap
    S32_STORE        10
    NEXT_UNIT 16, .unit
.end:
    RET

; void yuv2rgb24_full32_u8(uint8_t *dst, const uint8_t *y, const int32_t *u,
;                          const int32_t *v, ptrdiff_t width,
;                          const SimdLessonRgbFull *k)
; void yuv2rgb24_full32_u16(uint8_t *dst, const uint16_t *y, const int32_t *u,
;                           const int32_t *v, ptrdiff_t width,
;                           const SimdLessonRgbFull *k, int bits, int in_shift)
; (and yuv2rgb32_full32_u8/_u16, whose last argument, alpha_first, becomes tab)
;
; As yuv2rgb*_full, but the chroma terms pmulld of the 32-bit U and V, the
; even and the odd pixels' taken apart by shufps, by the pairs' words
; sign-extended to dwords on the stack.  width >= 16.
;
; FULL32_CHANNEL out, c: m<out> = the words of channel c from m0 m1 (the
; even and the odd pixels' luma terms), m2 m3 (U), m4 m5 (V); m6 m7
; clobbered
%macro FULL32_CHANNEL 2
    pmulld           m6, m2, [rsp + 64 * %2]
    pmulld           m7, m4, [rsp + 64 * %2 + 32]
    paddd            m6, m7
    paddd            m6, m0
    pmulld          m%1, m3, [rsp + 64 * %2]
    pmulld           m7, m5, [rsp + 64 * %2 + 32]
    paddd           m%1, m7
    paddd           m%1, m1
    psrad            m6, 22
    psrad           m%1, 22
    packssdw        m%1, m6, m%1
%endmacro

; FULL32_LOAD even, odd, src: the dwords of the unit's 16 pixels at src, the
; even and the odd ones, per lane as the luma's pairs; m6 m7 clobbered
%macro FULL32_LOAD 3
    movu            xm6, [%3q + xq * 4]
    vinserti128      m6, m6, [%3q + xq * 4 + 32], 1
    movu            xm7, [%3q + xq * 4 + 16]
    vinserti128      m7, m7, [%3q + xq * 4 + 48], 1
    shufps          m%1, m6, m7, 0x88
    shufps          m%2, m6, m7, 0xdd
%endmacro

; FULL32_UNIT_REST shift, store: the unit at x from the luma of its even
; and odd pixels in m0 m1, then the next unit or the end
%macro FULL32_UNIT_REST 2
    pmaddwd          m0, m15
    pmaddwd          m1, m15
    pslld            m0, %1
    pslld            m1, %1
    paddd            m0, m14
    paddd            m1, m14
    FULL32_LOAD       2, 3, u
    FULL32_LOAD       4, 5, v
    FULL32_CHANNEL    8, 0
    FULL32_CHANNEL    9, 1
    FULL32_CHANNEL   10, 2
    mova             m5, m8
    mova             m7, m9
    mova             m6, m10
    %2
    NEXT_UNIT 16, .unit
.end:
    RET
%endmacro

; FULL32_CONSTS: y_k and off in m15 and m14, the six words of the pairs as
; dwords at rsp (channel c's U at 64 * c, its V at 64 * c + 32)
%macro FULL32_CONSTS 0
    BCASTD          m15, [kq + 0]
    BCASTD          m14, [kq + 16]
%assign %%i 0
%rep 6
    movsx          offd, word [kq + 4 + 2 * %%i]
    movd            xm6, offd
    vpbroadcastd     m6, xm6
    movu [rsp + 32 * %%i], m6
%assign %%i %%i + 1
%endrep
%endmacro

; FULL32_U8_LOOP store, FULL32_U16_LOOP store: the row loop of 8-bit and of
; 16-bit luma (from its bits and in_shift) after the constants, each unit
; written by store
%macro FULL32_U8_LOOP 1
    mov              xd, 255
    movd           xm13, xd
    vpbroadcastd    m13, xm13
    xor              xq, xq
    sub              wq, 16                 ; the start of the last unit
.unit:
    pmovzxwd         m0, [yq + xq]          ; pixel pairs
    psrld            m1, m0, 8
    pand             m0, m13
    FULL32_UNIT_REST  9, %1
%endmacro

%macro FULL32_U16_LOOP 1
    TO15_SHIFTS     11, 13, 12, off         ; (the max from memory)
    xor              xq, xq
    sub              wq, 16
.unit:
    LUMA15_PAIRS
    FULL32_UNIT_REST  2, %1
%endmacro

; YUV2RGB_FULL32_FUNCS bpp
%macro YUV2RGB_FULL32_FUNCS 1
%if %1 == 3
%define FULL_OUT   RGB_STORE
%define FULL_SETUP RGB_CONSTS
cglobal simdlesson_yuv2rgb24_full32_u8, 6, 8, 16, 6 * 32, dst, y, u, v, w, k, x, off
%else
%define FULL_OUT   RGB32T_STORE
%define FULL_SETUP RGB32T_CONSTS
cglobal simdlesson_yuv2rgb32_full32_u8, 7, 9, 16, 6 * 32, dst, y, u, v, w, k, tab, x, off
%endif
    FULL32_CONSTS
    FULL_SETUP
    FULL32_U8_LOOP FULL_OUT

%if %1 == 3
cglobal simdlesson_yuv2rgb24_full32_u16, 8, 10, 16, 6 * 32, dst, y, u, v, w, k, bits, in_shift, x, off
%else
cglobal simdlesson_yuv2rgb32_full32_u16, 9, 11, 16, 6 * 32, dst, y, u, v, w, k, bits, in_shift, tab, x, off
%endif
    FULL32_CONSTS
    FULL_SETUP
    FULL32_U16_LOOP FULL_OUT
%endmacro

YUV2RGB_FULL32_FUNCS 3
YUV2RGB_FULL32_FUNCS 4

; void yuv2rgbp_full32_u8(uint8_t *a, uint8_t *b, uint8_t *c, const uint8_t *y,
;                         const int32_t *u, const int32_t *v, ptrdiff_t width,
;                         const SimdLessonRgbFull *k)
; void yuv2rgbp_full32_u16(..., const SimdLessonRgbFull *k, int bits, int in_shift)
;
; yuv2rgb24_full32 to planes: the channels' bytes (per lane the even
; pixels, then the odd ones) in order by pshufb and vpermq, 16 of each
; channel a unit.
;
; RGBP_STORE: the 16 pixels of channels m5 m7 m6 at x to pa, pb and pc
%macro RGBP_STORE 0
    packuswb         m5, m7                 ; per lane: c0 of 8 pixels, c1 of 8
    packuswb         m6, m6                 ; c2 of 8 pixels (twice)
    pshufb           m5, [rgbp_order]
    pshufb           m6, [rgbp_order]
    vpermq           m5, m5, q3120          ; c0 of the 16 pixels, c1 of them
    vpermq           m6, m6, q2020
    movu     [paq + xq], xm5
    vextracti128 [pbq + xq], m5, 1
    movu     [pcq + xq], xm6
%endmacro

cglobal simdlesson_yuv2rgbp_full32_u8, 8, 10, 16, 6 * 32, pa, pb, pc, y, u, v, w, k, x, off
    FULL32_CONSTS
    FULL32_U8_LOOP RGBP_STORE

cglobal simdlesson_yuv2rgbp_full32_u16, 10, 12, 16, 6 * 32, pa, pb, pc, y, u, v, w, k, bits, in_shift, x, off
    FULL32_CONSTS
    FULL32_U16_LOOP RGBP_STORE
%endif


; void split3_u8(uint8_t *a, uint8_t *b, uint8_t *c, const uint8_t *src,
;                ptrdiff_t width)
;
; a[i] = src[3i], b[i] = src[3i + 1], c[i] = src[3i + 2] (rgb24 to planes):
; 16 pixels from their 48 bytes, three pshufb and two por a plane.  width
; >= 16 (the init's wrapper takes shorter rows): units of 16 pixels, the last
; one ending at the row's end (no output overlaps the source).
%macro SPLIT3_PLANE 4
    pshufb          m12, m0, m%2
    pshufb          m13, m1, m%3
    por             m12, m13
    pshufb          m13, m2, m%4
    por             m12, m13
    movu   [%1q + xq], m12
%endmacro

%macro SPLIT3 0
cglobal simdlesson_split3_u8, 5, 7, 14, pa, pb, pc, src, w, x, off
    mova             m3, [split3_0_0]
    mova             m4, [split3_0_1]
    mova             m5, [split3_0_2]
    mova             m6, [split3_1_0]
    mova             m7, [split3_1_1]
    mova             m8, [split3_1_2]
    mova             m9, [split3_2_0]
    mova            m10, [split3_2_1]
    mova            m11, [split3_2_2]
    xor              xq, xq
    sub              wq, mmsize             ; the start of the last unit
.unit:
    lea            offq, [xq + xq * 2]
    movu             m0, [srcq + offq]
    movu             m1, [srcq + offq + 16]
    movu             m2, [srcq + offq + 32]
    SPLIT3_PLANE     pa, 3, 4, 5
    SPLIT3_PLANE     pb, 6, 7, 8
    SPLIT3_PLANE     pc, 9, 10, 11
    NEXT_UNIT mmsize, .unit
.end:
    RET
%endmacro

; (no AVX2 version: it took the time of the SSSE3 one, checkasm --bench,
; 1920 pixels: 1051 against 1054)
INIT_XMM ssse3
SPLIT3


; void merge3_u8(uint8_t *dst, const uint8_t *a, const uint8_t *b,
;                const uint8_t *c, ptrdiff_t width)
;
; dst[3i] = a[i], dst[3i + 1] = b[i], dst[3i + 2] = c[i] (planes to rgb24,
; split3_u8's inverse): each 16 bytes of output the por of a pshufb of each
; plane's 16 bytes.  AVX2 takes 32 pixels, its three registers of output
; the lanes (blocks 0 | 1) and (2 | 3) and (4 | 5) of the 48-byte blocks:
; the first and the last from the planes' first and second 16 bytes
; broadcast to both lanes, the middle one from their 32 bytes; which masks
; merge3_K at + 0, + 32 and + 16 give.  AVX-512 takes 64 pixels: its
; registers of output take the planes' 16-byte groups (0 0 0 1), (1 1 2 2)
; and (2 3 3 3), each a broadcast and a vinserti32x4 from memory or a
; broadcast under a mask (on p0 or p5, where the pshufb take p5), by the
; masks at + 0, + 16 and + 32, joined by vpternlogd.  width >= mmsize (the
; init's wrapper takes shorter rows): units of mmsize pixels, the last one
; ending at the row's end.
;
; MERGE3_LOAD offset, broadcast: the planes' bytes at x + offset to m0-m2
%macro MERGE3_LOAD 2
%if %2
    vbroadcasti128   m0, [paq + xq + %1]
    vbroadcasti128   m1, [pbq + xq + %1]
    vbroadcasti128   m2, [pcq + xq + %1]
%else
    movu             m0, [paq + xq + %1]
    movu             m1, [pbq + xq + %1]
    movu             m2, [pcq + xq + %1]
%endif
%endmacro

; MERGE3_OUT n, mask a, mask b, mask c: register n of the unit's output
%macro MERGE3_OUT 4
    pshufb          m12, m0, m%2
    pshufb          m13, m1, m%3
%if mmsize == 64
    pshufb          m14, m2, m%4
    vpternlogd      m12, m13, m14, 0xfe    ; (a | b | c)
%else
    por             m12, m13
    pshufb          m13, m2, m%4
    por             m12, m13
%endif
    movu [dstq + offq + mmsize * %1], m12
%endmacro

; MERGE3_GROUPS reg, plane, groups: the plane's 16-byte groups at x, one a
; lane: 0 (0 0 0 1), 1 (1 1 2 2), 2 (2 3 3 3); k1 = lanes 2 and 3
%macro MERGE3_GROUPS 3
%if %3 == 0
    vbroadcasti32x4  m%1, [%2q + xq]
    vinserti32x4     m%1, m%1, [%2q + xq + 16], 3
%elif %3 == 1
    vbroadcasti32x4  m%1, [%2q + xq + 16]
    vbroadcasti32x4  m%1{k1}, [%2q + xq + 32]
%else
    vbroadcasti32x4  m%1, [%2q + xq + 48]
    vinserti32x4     m%1, m%1, [%2q + xq + 32], 0
%endif
%endmacro

%macro MERGE3 0
%if mmsize == 32
    %define M3_1 32
    %define M3_2 16
%else
    %define M3_1 16
    %define M3_2 32
%endif
cglobal simdlesson_merge3_u8, 5, 7, 15, dst, pa, pb, pc, w, x, off
    movu             m3, [merge3_0]
    movu             m4, [merge3_0 + M3_1]
    movu             m5, [merge3_0 + M3_2]
    movu             m6, [merge3_1]
    movu             m7, [merge3_1 + M3_1]
    movu             m8, [merge3_1 + M3_2]
    movu             m9, [merge3_2]
    movu            m10, [merge3_2 + M3_1]
    movu            m11, [merge3_2 + M3_2]
%if mmsize == 64
    mov             offd, 0xff00
    kmovw            k1, offd
%endif
    xor              xq, xq
    sub              wq, mmsize             ; the start of the last unit
.unit:
    lea            offq, [xq + xq * 2]
%if mmsize == 64
%assign n 0
%rep 3
%assign ma 3 + n
%assign mb 6 + n
%assign mc 9 + n
    MERGE3_GROUPS     0, pa, n
    MERGE3_GROUPS     1, pb, n
    MERGE3_GROUPS     2, pc, n
    MERGE3_OUT        n, ma, mb, mc
%assign n n + 1
%endrep
%elif mmsize == 16
    MERGE3_LOAD       0, 0
    MERGE3_OUT        0, 3, 6, 9
    MERGE3_OUT        1, 4, 7, 10
    MERGE3_OUT        2, 5, 8, 11
%else
    MERGE3_LOAD       0, 1
    MERGE3_OUT        0, 3, 6, 9
    MERGE3_LOAD       0, 0
    MERGE3_OUT        1, 4, 7, 10
    MERGE3_LOAD      16, 1
    MERGE3_OUT        2, 5, 8, 11
%endif
    NEXT_UNIT mmsize, .unit
.end:
    RET
%undef M3_1
%undef M3_2
%endmacro

INIT_XMM ssse3
MERGE3

%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
MERGE3
%endif

%if HAVE_AVX512_EXTERNAL
INIT_ZMM avx512
MERGE3
%endif


; void yuv420_rgb24(uint8_t *dst, const uint8_t *y, const uint8_t *p,
;                   const uint8_t *q, ptrdiff_t width, const SimdLessonRgbMul *k)
; void yuv420_rgb32(uint8_t *dst, const uint8_t *y, const uint8_t *p,
;                   const uint8_t *q, const uint8_t *a, ptrdiff_t width,
;                   const SimdLessonRgbMul *k)
;
; swscale's special converter (yuv_2_rgb.asm) on twice its pixels: per lane
; 8 chroma pairs, the even and the odd pixels as words, its instructions in
; its order, then per lane channel bytes of pixels 0 2 ... 14 1 3 ... 15,
; put in pixel order by pshufb (rgb24) or unpacks (rgb32), the lanes'
; pieces joined by vperm2i128.  Even widths of 32 and more (the C wrappers
; take the others): units of 32 pixels, the last one ending at the row's
; end (dst overlaps no source: recomputed pixels are harmless).
;
; YUV420_UNIT: the channels of the mmsize pixels at x in m2 (channel 0),
; m6 (1) and m0 (2), as bytes in the order above; m8-m15: the words of k
%macro YUV420_UNIT 0
    mov            offq, xq
    shr            offq, 1
    movu             m0, [yq + xq]
    pmovzxbw         m2, [pq + offq]
    pmovzxbw         m3, [qq + offq]
    psrlw            m1, m0, 8
    psllw            m0, 8
    psrlw            m0, 5                  ; even Y << 3
    psllw            m1, 3                  ; odd Y << 3
    psubw            m0, m8
    psubw            m1, m8
    pmulhw           m0, m9
    pmulhw           m1, m9
    psllw            m2, 3
    psllw            m3, 3
    psubsw           m2, m10
    psubsw           m3, m11
    pmulhw           m4, m2, m12            ; channel 0's term
    pmulhw           m5, m3, m14
    pmulhw           m6, m2, m13
    paddsw           m5, m6                 ; channel 1's
    pmulhw           m3, m15                ; channel 2's
    paddsw           m2, m4, m0
    paddsw           m4, m1
    packuswb         m2, m4
    paddsw           m6, m5, m0
    paddsw           m5, m1
    packuswb         m6, m5
    paddsw           m0, m3
    paddsw           m1, m3
    packuswb         m0, m1
%endmacro

; YUV420_LOOP body: the units of the row (mmsize pixels), body storing
; the one at x
%macro YUV420_LOOP 1
    xor              xq, xq
.unit%1:
    YUV420_UNIT
    %1
    NEXT_UNIT mmsize, .unit%1
%endmacro

; YUV420_CONSTS: the words of k in m8-m15; w: the start of the last unit
%macro YUV420_CONSTS 0
    vpbroadcastw     m8, [kq + 0]
    vpbroadcastw     m9, [kq + 2]
    vpbroadcastw    m10, [kq + 4]
    vpbroadcastw    m11, [kq + 6]
    vpbroadcastw    m12, [kq + 8]
    vpbroadcastw    m13, [kq + 10]
    vpbroadcastw    m14, [kq + 12]
    vpbroadcastw    m15, [kq + 14]
    sub              wq, mmsize             ; the start of the last unit
%endmacro

%macro RGB24_CHUNK 2 ; dst, chunk (the sources m2 m6 m0 kept)
    pshufb          m%1, m2, [rgb24_%2_0]
    pshufb           m3, m6, [rgb24_%2_1]
    por             m%1, m3
    pshufb           m3, m0, [rgb24_%2_2]
    por             m%1, m3
%endmacro

%macro RGB24_STORE 0
    RGB24_CHUNK       1, 0                  ; lane bytes 0-15: rgb24 0-15 | 48-63
    RGB24_CHUNK       4, 1                  ; 16-31 | 64-79
    RGB24_CHUNK       5, 2                  ; 32-47 | 80-95
    lea            offq, [xq + xq * 2]
    vperm2i128       m3, m1, m4, 0x20
    vperm2i128       m1, m5, m1, 0x30
    vperm2i128       m4, m4, m5, 0x31
    movu   [dstq + offq], m3
    movu   [dstq + offq + 32], m1
    movu   [dstq + offq + 64], m4
%endmacro

; RGB32_STORE: with the alpha bytes in m7, in the order of the channels
%macro RGB32_STORE 0
    punpcklbw        m1, m2, m6             ; even pixels: 0 1
    punpckhbw        m2, m6                 ; odd pixels
    punpcklbw        m3, m0, m7             ; even pixels: 2 a
    punpckhbw        m0, m7
    punpcklwd        m4, m1, m3             ; pixels 0 2 4 6
    punpckhwd        m1, m3                 ; 8 10 12 14
    punpcklwd        m5, m2, m0             ; 1 3 5 7
    punpckhwd        m2, m0                 ; 9 11 13 15
    punpckldq        m3, m4, m5             ; 0-3 | 16-19
    punpckhdq        m4, m5                 ; 4-7 | 20-23
    punpckldq        m5, m1, m2             ; 8-11 | 24-27
    punpckhdq        m1, m2                 ; 12-15 | 28-31
    vperm2i128       m2, m3, m4, 0x20
    vperm2i128       m6, m5, m1, 0x20
    vperm2i128       m3, m3, m4, 0x31
    vperm2i128       m5, m5, m1, 0x31
    movu  [dstq + xq * 4], m2
    movu  [dstq + xq * 4 + 32], m6
    movu  [dstq + xq * 4 + 64], m3
    movu  [dstq + xq * 4 + 96], m5
%endmacro

%macro RGB32_ALPHA_STORE 0
    movu             m7, [aq + xq]
    pshufb           m7, [a_even_odd]
    RGB32_STORE
%endmacro

%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
cglobal simdlesson_yuv420_rgb24, 6, 8, 16, dst, y, p, q, w, k, x, off
    YUV420_CONSTS
    YUV420_LOOP RGB24_STORE
.end:
    RET

cglobal simdlesson_yuv420_rgb32, 7, 9, 16, dst, y, p, q, a, w, k, x, off
    YUV420_CONSTS
    test             aq, aq
    jnz .alpha
    pcmpeqb          m7, m7
    YUV420_LOOP RGB32_STORE
.alpha:
    YUV420_LOOP RGB32_ALPHA_STORE
.end:
    RET
%endif


; void vfilter_mulhi_u8(int16_t *dst, const uint8_t *const *src, const int16_t *coef,
;                       int taps, ptrdiff_t width, int round)
; void vfilter_mulhi_u16(int16_t *dst, const uint16_t *const *src, const int16_t *coef,
;                        int taps, ptrdiff_t width, int round, int bits, int in_shift)
; void vfilter_mulhi_s15(int16_t *dst, const int16_t *const *src, const int16_t *coef,
;                        int taps, ptrdiff_t width, int round)
;
; swscale's MMX vertical filter (x86/swscale_template.c: YSCALEYUV2PACKEDX)
; on mmsize outputs at a time: per tap, the samples in swscale's 15 bits
; (bytes << 7; words as vfilter_u16 takes them, or as to15_u16 made them,
; converted once for all the taps that read them), pmulhw by the
; coefficient, paddw.  Rows of mmsize and more (the init's wrapper takes
; the others): units of mmsize, the last one ending at the row's end (dst
; overlaps no source).

; MULHI_SPLIT_STORE: the interleaved outputs of m0 m1 (mmsize / 2 pairs)
; as the first of each pair at dst + x, the second at dst2 + x; 512-bit:
; m16 m17 the vpermt2w of the even and of the odd words; AVX2: m6 the
; pshufb of each lane's first words, then its second ones (the shifts and
; signed packs of SPLIT_WORDS took a quarter longer)
%macro MULHI_SPLIT_STORE 0
%if mmsize == 64
    mova             m2, m0
    vpermt2w         m2, m16, m1            ; the first of each pair
    vpermt2w         m0, m17, m1            ; the second
%else
    pshufb           m0, m6                 ; per lane: first words, second words
    pshufb           m1, m6
    vpermq           m0, m0, q3120          ; pairs 0-7's first words | second words
    vpermq           m1, m1, q3120          ; 8-15's
    vperm2i128       m2, m0, m1, 0x20
    vperm2i128       m0, m0, m1, 0x31
%endif
    movu  [dstq + xq], m2
    movu [dst2q + xq], m0
%endmacro

; MH_TAP kind, coef, row: the products of the unit at x of row (a
; register of pointer) by m<coef> added to m0 m1; kind 1: 8-bit samples;
; 2: words, TO15 of them (TO15_IN = in_shift, m9 = 1 << bits, TO15_L =
; 15 - bits, m11 = 32767); 0: words in 15 bits; 3: pairs of 8-bit
; samples, the first of each pair << 7 to m0's sums, the second to m1's:
; of each word w, (w << 7) & 0x7f80 and (w >> 1) & 0x7f80 (m6)
%macro MH_TAP 3
%if %1 == 0
    pmulhw           m2, m%2, [%3q + xq * 2]
    pmulhw           m3, m%2, [%3q + xq * 2 + mmsize]
%else
%if %1 == 3
    movu             m3, [%3q + xq]
    psllw            m2, m3, 7
    psrlw            m3, 1
    pand             m2, m6
    pand             m3, m6
%elif %1 == 1
    pmovzxbw         m2, [%3q + xq]
    pmovzxbw         m3, [%3q + xq + mmsize / 2]
    psllw            m2, 7
    psllw            m3, 7
%else
    movu             m2, [%3q + xq * 2]
    movu             m3, [%3q + xq * 2 + mmsize]
    TO15             m2, TO15_IN, m9, TO15_L, m11
    TO15             m3, TO15_IN, m9, TO15_L, m11
%endif
    pmulhw           m2, m%2
    pmulhw           m3, m%2
%endif
    paddw            m0, m2
    paddw            m1, m3
%endmacro

; MULHI_OUT uv: the unit's outputs in m0 m1 to dst (and dst2; uv 2: m0
; and m1 are the two already)
%macro MULHI_OUT 1
%if %1 == 2
    movu  [dstq + xq], m0
    movu [dst2q + xq], m1
%elif %1
    MULHI_SPLIT_STORE
%else
    movu  [dstq + xq * 2], m0
    movu  [dstq + xq * 2 + mmsize], m1
%endif
%endmacro

; MULHI_ROW kind, uv: the row loop (kind as MH_TAP's), units of mmsize outputs; m5 = round;
; uv: width counts pairs, whose outputs MULHI_SPLIT_STORE stores (uv 2,
; kind 3: each plane's sums apart from the start).  Four
; taps (bicubic, swscale's default) keep their coefficients in m12-m15 and
; their rows' pointers in the registers of src, coef, taps and round, once
; read; any other count goes through a loop over the taps
%macro MULHI_ROW 2
    movsxd        tapsq, tapsd
    movd            xm5, roundd
    vpbroadcastw     m5, xm5
%if %2 == 2
    add               wq, wq
    vpbroadcastd     m6, [pw_7f80]
%elif %2
    add               wq, wq
%if mmsize == 64
    mova            m16, [mulhi_even]
    mova            m17, [mulhi_odd]
%else
    mova             m6, [mulhi_uv_split]
%endif
%endif
    xor               xq, xq
    sub               wq, mmsize
    cmp            tapsd, 4
    jne .unit
    vpbroadcastw    m12, [coefq]
    vpbroadcastw    m13, [coefq + 2]
    vpbroadcastw    m14, [coefq + 4]
    vpbroadcastw    m15, [coefq + 6]
    mov          roundq, [srcq + 24]
    mov           tapsq, [srcq + 16]
    mov           coefq, [srcq + 8]
    mov            srcq, [srcq]
.unit4:
    mova             m0, m5
    mova             m1, m5
    MH_TAP           %1, 12, src
    MH_TAP           %1, 13, coef
    MH_TAP           %1, 14, taps
    MH_TAP           %1, 15, round
    MULHI_OUT        %2
    NEXT_UNIT mmsize, .unit4
.unit:
    xor             tapq, tapq
    mova             m0, m5
    mova             m1, m5
.tap:
    mov              p0q, [srcq + tapq * 8]
    vpbroadcastw     m4, [coefq + tapq * 2]
    MH_TAP           %1, 4, p0
    inc             tapq
    cmp             tapq, tapsq
    jl .tap
    MULHI_OUT        %2
    NEXT_UNIT mmsize, .unit
.end:
    RET
%endmacro

%macro MULHI_FUNCS 0
cglobal simdlesson_vfilter_mulhi_u8, 6, 9, 16, dst, src, coef, taps, w, round, tap, x, p0
    MULHI_ROW 1, 0

cglobal simdlesson_vfilter_mulhi_u16, 8, 11, 16, dst, src, coef, taps, w, round, bits, in_shift, tap, x, p0
    TO15_CONSTS       7, 9, 10, 11, tap
    MULHI_ROW 2, 0

cglobal simdlesson_vfilter_mulhi_uv_u8, 7, 10, 16, dst, dst2, src, coef, taps, w, round, tap, x, p0
    MULHI_ROW 3, 2

cglobal simdlesson_vfilter_mulhi_uv_u16, 9, 12, 16 + 2 * (mmsize / 64), dst, dst2, src, coef, taps, w, round, bits, in_shift, tap, x, p0
    TO15_CONSTS       7, 9, 10, 11, tap
    MULHI_ROW 2, 1

cglobal simdlesson_vfilter_mulhi_s15, 6, 9, 16, dst, src, coef, taps, w, round, tap, x, p0
    MULHI_ROW 0, 0

cglobal simdlesson_vfilter_mulhi_uv_s15, 7, 10, 16 + 2 * (mmsize / 64), dst, dst2, src, coef, taps, w, round, tap, x, p0
    MULHI_ROW 0, 1
%endmacro

%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
MULHI_FUNCS


; void yuv2rgb32_mulhi_u8(uint8_t *dst, const uint8_t *y, const int16_t *p,
;                         const int16_t *q, ptrdiff_t width,
;                         const SimdLessonRgbMul *k, int round)
; void yuv2rgb32_mulhi_u16(uint8_t *dst, const uint16_t *y, const int16_t *p,
;                          const int16_t *q, ptrdiff_t width,
;                          const SimdLessonRgbMul *k, int round, int bits,
;                          int in_shift)
;
; swscale's MMX output to 4-byte RGB (YSCALEYUV2RGBX, WRITEBGR32) on mmsize
; pixels at a time: the luma words (15 bits >> 4, round folded into y_off),
; the chroma words' terms, and packuswb, then unpacks to the pixels.  The
; unpacks keep to their lanes, so the luma and the terms are permuted
; first, for the pixels to come out in order: with n = mmsize / 16 lanes,
; in lane i of the luma of the first mmsize / 2 pixels (vpermq), pixels
; 4i to 4i + 3 and 4n + 4i to 4n + 4i + 3 (the next ones: + 8n);
; in lane i of a term (vpermd of pairs of pairs), pairs 2i, 2i + 1,
; 2n + 2i, 2n + 2i + 1, then the same + 4n, so that punpcklwd and
; punpckhwd of a term with itself meet those pixels.  Even widths of
; mmsize and more (the init's wrapper takes the others): units of mmsize,
; the last one ending at the row's end.
;
; RGB32_LUMA_U8, RGB32_LUMA_U16: the luma words of the first mmsize / 2
; pixels at x in m0, of the next ones in m1, in pixel order; words,
; 512-bit: TO15 (1 << bits, 32767, in_shift and 15 - bits in m17-m20),
; then >> 4; 256-bit: the same in four instructions, LUMA11_STACK's
%macro RGB32_LUMA_U8 0
%if cpuflag(avx512icl)
    movu             m1, [yq + xq]
    vpermb           m0{k1}{z}, m22, m1     ; already in RGB32_LUMA_ORDER's order
    vpermb           m1{k1}{z}, m23, m1
%else
    pmovzxbw         m0, [yq + xq]
    pmovzxbw         m1, [yq + xq + mmsize / 2]
    RGB32_LUMA_ORDER
%endif
    psllw            m0, 3
    psllw            m1, 3
%endmacro

; RGB32_LUMA_ORDER: the luma words m0 m1 to the order of the pixels'
; unpacks
%macro RGB32_LUMA_ORDER 0
%if mmsize == 64
    vpermq           m0, m21, m0
    vpermq           m1, m21, m1
%else
    vpermq           m0, m0, q3120
    vpermq           m1, m1, q3120
%endif
%endmacro

%macro RGB32_LUMA_U16 0
    movu             m0, [yq + xq * 2]
    movu             m1, [yq + xq * 2 + mmsize]
%if mmsize == 64
    TO15             m0, TO15_IN, m17, TO15_L, m18
    TO15             m1, TO15_IN, m17, TO15_L, m18
    psrlw            m0, 4
    psrlw            m1, 4
%else
    pminuw           m0, [rsp]
    pminuw           m1, [rsp]
    psrlw            m0, [rsp + 64]
    psrlw            m1, [rsp + 64]
    psllw            m0, [rsp + 80]
    psllw            m1, [rsp + 80]
    pminuw           m0, [rsp + 32]
    pminuw           m1, [rsp + 32]
%endif
    RGB32_LUMA_ORDER
%endmacro

; LUMA11_STACK (256-bit): TO15 of a luma word, then >> 4, is
; min(min(v >> in_shift, 1 << bits) << (15 - bits), 32767) >> 4, which is
; min(min(v, A) >> B << C, 2047) with A = 1 << (bits + in_shift) (65535
; from 16 on), C = max(11 - bits, 0) and B = in_shift + bits - 11 + C:
; four instructions where TO15 and the shift take five.  A to rsp, 2047 to
; rsp + 32, the counts B and C to rsp + 64 and rsp + 80; the registers %1
; and %2 and m1-m4 clobbered
%macro LUMA11_STACK 2
    mov             %1d, 11
    sub             %1d, bitsd
    xor             %2d, %2d
    cmp             %1d, %2d
    cmovl           %1d, %2d                ; C
    movd            xm1, %1d
    lea             %2d, [in_shiftq + bitsq - 11]
    add             %2d, %1d                ; B
    movd            xm2, %2d
    lea             %1d, [in_shiftq + bitsq]
    movd            xm3, %1d
    mov             %1d, 1
    movd            xm4, %1d
    vpbroadcastw     m4, xm4
    psllw            m4, xm3                ; 1 << (bits + in_shift), 0 from 16 on
    pxor             m3, m3
    pcmpeqw          m3, m4
    por              m4, m3                 ; A
    mov             %1d, 2047
    movd            xm3, %1d
    vpbroadcastw     m3, xm3
    movu         [rsp], m4
    movu    [rsp + 32], m3
    movu    [rsp + 64], xm2
    movu    [rsp + 80], xm1
%endmacro

; RGB32_STORE c0, c1, c2, t: the unit's channels 0, 1 and 2 in m<c0> m<c1>
; m<c2> (bytes, per lane i pixels 8i to 8i + 7 and, after them, mmsize / 2
; on) and alpha m7 to its 4-byte pixels at dst + 4x; m<t> (which may be
; m<c1>), m1, m4 and m5 clobbered
%macro RGB32_STORE 4
    punpcklbw        m1, m%1, m%2           ; 0 1 of pixels 8i-8i+7
    punpckhbw       m%1, m%2                ; of the second half
    punpcklbw       m%4, m%3, m7            ; 2 a
    punpckhbw       m%3, m7
    punpcklwd        m4, m1, m%4            ; pixels 0 to mmsize / 4 - 1
    punpckhwd        m1, m%4
    punpcklwd        m5, m%1, m%3           ; mmsize / 2 on
    punpckhwd       m%1, m%3
    movu  [dstq + xq * 4], m4
    movu  [dstq + xq * 4 + mmsize], m1
    movu  [dstq + xq * 4 + mmsize * 2], m5
    movu  [dstq + xq * 4 + mmsize * 3], m%1
%endmacro

; RGB32_ROW luma[, store[, pq]]: the row loop, units of mmsize pixels, the
; luma by the macro luma, the chroma terms' P and Q by the macro pq
; (RGB32_PQ: from the rows at p and q), the pixels by the macro store; the
; caller's .end follows; m8 = y_off - round; 512-bit: m16 the dword order
; of the chroma terms, m21 the qword order of the luma
; BGR24_STORE c0, c1, c2, t (AVX512ICL): the unit's channels as
; RGB32_STORE takes them to their 3-byte pixels at dst + 3x, by the
; bgr24m tables and the opmasks k4-k6 (RGB24_KMASKS); t, RGB32_STORE's
; scratch, unused
%macro BGR24_STORE 4
    lea             offq, [xq + xq * 2]
    BGR24_OUT         0, k5, k4, %1, %2, %3
    BGR24_OUT         1, k6, k5, %1, %2, %3
    BGR24_OUT         2, k4, k6, %1, %2, %3
%endmacro

; BGR24_OUT b, k1, k2, c0, c1, c2: OUT24 of BGR24_STORE's, by bgr24m_ix_b
%macro BGR24_OUT 6
    mova             m4, [bgr24m_ix_%1]
    OUT24            %1, 4, 1, %4, %5, %6, %2, %3
%endmacro

; RGB32_PQ: P and Q of the mmsize / 2 pairs at x / 2 in m2 m3, in the
; order of RGB32_ROW's terms
%macro RGB32_PQ 0
%if mmsize == 64
    vpermd           m2, m16, [pq + xq]
    vpermd           m3, m16, [qq + xq]
%else
    mova             m6, [rgb32_d_terms2]
    vpermd           m2, m6, [pq + xq]
    vpermd           m3, m6, [qq + xq]
%endif
%endmacro

%macro RGB32_ROW 1-3 RGB32_STORE, RGB32_PQ
%if mmsize == 64
    vpternlogd       m7, m7, m7, 0xff       ; alpha 255
%else
    pcmpeqb          m7, m7
%endif
    xor              xq, xq
.unit%3:
    %3
    psubw            m2, m10
    psubw            m3, m11
    pmulhw           m4, m2, m12            ; channel 0's term
    pmulhw           m2, m13
    pmulhw           m5, m3, m14
    paddw            m5, m2                 ; channel 1's
    pmulhw           m3, m15                ; channel 2's
    %1
    psubw            m0, m8
    psubw            m1, m8
    pmulhw           m0, m9
    pmulhw           m1, m9
    punpcklwd        m2, m4, m4
    punpckhwd        m4, m4
    paddw            m2, m0
    paddw            m4, m1
    packuswb         m2, m4                 ; channel 0, per lane i: pixels 8i-8i+7, + mmsize / 2
    punpcklwd        m6, m5, m5
    punpckhwd        m5, m5
    paddw            m6, m0
    paddw            m5, m1
    packuswb         m6, m5                 ; channel 1
    punpcklwd        m4, m3, m3
    punpckhwd        m3, m3
    paddw            m0, m4
    paddw            m1, m3
    packuswb         m0, m1                 ; channel 2
    %2                2, 6, 0, 3
    NEXT_UNIT mmsize, .unit%3
%endmacro

; RGB32_SETUP: y_off -= round; 512-bit: the permutes' indices
%macro RGB32_SETUP 0
    YUV420_CONSTS
    movd            xm0, roundd
    vpbroadcastw     m0, xm0
    psubw            m8, m0
%if cpuflag(avx512icl)
    mova            m16, [rgb32_d_terms]
    mova            m21, [rgb32_q_terms]
    mova            m22, [rgb32_y_lo]
    mova            m23, [rgb32_y_hi]
    mov              xq, 0x5555555555555555
    kmovq            k1, xq
    RGB24_KMASKS      x, k4, k5, k6         ; (for BGR24_STORE)
%elif mmsize == 64
    mova            m16, [rgb32_d_terms]
    mova            m21, [rgb32_q_terms]
%endif
%endmacro

%macro RGB32_MULHI_FUNCS 0
%if mmsize == 64
%define RGB32_STACK 0
%else
%define RGB32_STACK 96
%endif
cglobal simdlesson_yuv2rgb32_mulhi_u8, 7, 8, 24, dst, y, p, q, w, k, round, x
    RGB32_SETUP
    RGB32_ROW RGB32_LUMA_U8
.end:
    RET

%if notcpuflag(avx512icl)
cglobal simdlesson_yuv2rgb32_mulhi_u16, 9, 11, 24, RGB32_STACK, dst, y, p, q, w, k, round, bits, in_shift, x, t
    RGB32_SETUP
%if mmsize == 64
    TO15_CONSTS      19, 17, 20, 18, t
%else
    LUMA11_STACK      t, x
%endif
    RGB32_ROW RGB32_LUMA_U16
.end:
    RET
%else
cglobal simdlesson_yuv2bgr24_mulhi_u8, 7, 9, 24, dst, y, p, q, w, k, round, x, off
    RGB32_SETUP
    RGB32_ROW RGB32_LUMA_U8, BGR24_STORE
.end:
    RET

cglobal simdlesson_yuv2bgr24_mulhi_u16, 9, 12, 24, dst, y, p, q, w, k, round, bits, in_shift, x, t, off
    RGB32_SETUP
    TO15_CONSTS      19, 17, 20, 18, t
    RGB32_ROW RGB32_LUMA_U16, BGR24_STORE
.end:
    RET

; void yuv2rgb32_mulhi_uv_u8(uint8_t *dst, const uint8_t *y,
;                            const uint8_t *const uv[4], const int16_t coef[4],
;                            ptrdiff_t width, const SimdLessonRgbMul *k,
;                            int round, int p_first)
;
; vfilter_mulhi_uv_u8 of four rows of pairs and yuv2rgb32_mulhi_u8 in one
; pass: each unit's P and Q from its 32 pairs of the four rows, in
; registers; P the first of each pair where p_first, else the second.  At
; 1080p the output's stores bound the two passes, and the filter's pass
; between them wrote none: in one pass its work overlaps them.  Even
; widths of 64 and more, coefficients in [-16384, 16383] (the init's
; wrapper takes the others).
;
; TAPS4_SETUP: the four coefficients at coefq to m24-m27, round to m28;
; ROWS4_FROM: the four pointers at row0q to row0-row3
%macro TAPS4_SETUP 0
    vpbroadcastw    m24, [coefq]
    vpbroadcastw    m25, [coefq + 2]
    vpbroadcastw    m26, [coefq + 4]
    vpbroadcastw    m27, [coefq + 6]
    vpbroadcastw    m28, roundd
%endmacro

%macro ROWS4_FROM 0
    mov            row3q, [row0q + 24]
    mov            row2q, [row0q + 16]
    mov            row1q, [row0q + 8]
    mov            row0q, [row0q]
%endmacro

; UV_TAP row, coef: the unit's pairs of row (a register of pointer) split
; by pmaddubsw into the first and the second samples times 64 (m29, m19:
; the bytes 64, 0 and 0, 64), by the coefficient m<coef> doubled (the same
; high words as the sample << 7 by the coefficient, vfilter_mulhi_uv_u8's),
; added to the sums m30 (first) and m31 (second)
%macro UV_TAP 2
    movu            m18, [%1q + xq]
    pmaddubsw       m17, m18, m29
    pmaddubsw       m18, m18, m19
    pmulhw          m17, m%2
    pmulhw          m18, m%2
    paddw           m30, m17
    paddw           m31, m18
%endmacro

; UV_PQ first: the unit's sums from round (m28), the four rows by the
; coefficients in m24-m27; P and Q to m2 m3 in the order of RGB32_ROW's
; terms
%macro UV_PQ 1
    mova            m30, m28
    mova            m31, m28
    UV_TAP         row0, 24
    UV_TAP         row1, 25
    UV_TAP         row2, 26
    UV_TAP         row3, 27
%if %1
    vpermd           m2, m16, m30
    vpermd           m3, m16, m31
%else
    vpermd           m2, m16, m31
    vpermd           m3, m16, m30
%endif
%endmacro
%macro UV_PQ_FIRST 0
    UV_PQ 1
%endmacro
%macro UV_PQ_SECOND 0
    UV_PQ 0
%endmacro

; MULHI_UV_U8 name, store, regs: the kernel of that name, its pixels by
; the macro store (RGB32_STORE, or BGR24_STORE for yuv2bgr24_mulhi_uv_u8:
; yuv2bgr24_mulhi_u8 of the sums), regs general-purpose registers (the
; last, off, BGR24_STORE's alone)
%macro MULHI_UV_U8 3
cglobal simdlesson_%1, 8, %3, 32, dst, y, uv, coef, w, k, round, p_first, x, row2, row3, off
    TAPS4_SETUP
    paddw           m24, m24
    paddw           m25, m25
    paddw           m26, m26
    paddw           m27, m27
    vpbroadcastd    m29, [pw_64]
    vpbroadcastd    m19, [full_pw_16384]
    RGB32_SETUP
    DEFINE_ARGS dst, y, row0, row1, w, k, round, p_first, x, row2, row3, off
    ROWS4_FROM
    test       p_firstd, p_firstd
    jz .second
    RGB32_ROW RGB32_LUMA_U8, %2, UV_PQ_FIRST
.second:
    RGB32_ROW RGB32_LUMA_U8, %2, UV_PQ_SECOND
.end:
    RET
%endmacro

MULHI_UV_U8 yuv2rgb32_mulhi_uv_u8, RGB32_STORE, 11
MULHI_UV_U8 yuv2bgr24_mulhi_uv_u8, BGR24_STORE, 12

; void yuv2rgb32_mulhi_s15_u16(uint8_t *dst, const uint16_t *y,
;                              const int16_t *const p[4], ptrdiff_t q_off,
;                              const int16_t coef[4], ptrdiff_t width,
;                              const SimdLessonRgbMul *k, int round, int bits,
;                              int in_shift)
;
; vfilter_mulhi_s15 of four rows of each plane and yuv2rgb32_mulhi_u16 of
; its sums in one pass, as yuv2rgb32_mulhi_uv_u8: P's rows at p[j], Q's
; q_off bytes on from each (the ring's planes of a row).  Even widths of 64
; and more (the init's wrapper takes the others).
;
; PQ15_SUMS a, b: the sums m29 m30 from round (m28), the products by the
; coefficients in m24-m27 of the unit's words at offsets a and b of the
; four rows row0-row3 (registers of pointers)
%macro PQ15_SUMS 2
    mova            m29, m28
    mova            m30, m28
    PQ15_TAP       row0, 24, %1, %2
    PQ15_TAP       row1, 25, %1, %2
    PQ15_TAP       row2, 26, %1, %2
    PQ15_TAP       row3, 27, %1, %2
%endmacro

%macro PQ15_TAP 4
    pmulhw          m31, m%2, [%1q + %3]
    paddw           m29, m31
    pmulhw          m31, m%2, [%1q + %4]
    paddw           m30, m31
%endmacro

; S15_PQ: the unit's P and Q words of each row (Q at t, x + q_off)
%macro S15_PQ 0
    lea              tq, [xq + q_offq]
    PQ15_SUMS        xq, tq
    vpermd           m2, m16, m29
    vpermd           m3, m16, m30
%endmacro

; MULHI_S15_U16 name, store, regs: the same (yuv2bgr24_mulhi_s15_u16)
%macro MULHI_S15_U16 3
cglobal simdlesson_%1, 10, %3, 32, dst, y, p, q_off, coef, w, k, round, bits, in_shift, x, t, off
    TAPS4_SETUP
    RGB32_SETUP
    TO15_CONSTS      19, 17, 20, 18, t
    DEFINE_ARGS dst, y, row0, q_off, row1, w, row2, row3, bits, in_shift, x, t, off
    ROWS4_FROM
    RGB32_ROW RGB32_LUMA_U16, %2, S15_PQ
.end:
    RET
%endmacro

MULHI_S15_U16 yuv2rgb32_mulhi_s15_u16, RGB32_STORE, 12
MULHI_S15_U16 yuv2bgr24_mulhi_s15_u16, BGR24_STORE, 13

; void yuv2rgb32_mulhi_uv_s15_u16(uint8_t *dst, const uint16_t *y,
;                                 const int16_t *const uv[4],
;                                 const int16_t coef[4], ptrdiff_t width,
;                                 const SimdLessonRgbMul *k, int round, int bits,
;                                 int in_shift, int p_first)
;
; The same of four rows of pairs in 15 bits (a semi-planar source's chroma
; in the ring, as vfilter_mulhi_uv_s15 takes them): the sums of the pairs,
; then P and Q by vpermi2w of them, P the first of each pair where p_first
; UV15_PQ: PQ15_SUMS of the unit's 32 pairs of words of each row (m29:
; pairs 0-15, m30: 16-31), then P and Q of those sums by the index tables
; at p and q (uv_d_first and _second, or the other way round)
%macro UV15_PQ 0
    PQ15_SUMS        xq * 2, xq * 2 + mmsize
    mova             m2, [pq]
    vpermi2w         m2, m29, m30
    mova             m3, [qq]
    vpermi2w         m3, m29, m30
%endmacro

; MULHI_UV_S15_U16 name, store, regs: the same (yuv2bgr24_mulhi_uv_s15_u16)
%macro MULHI_UV_S15_U16 3
cglobal simdlesson_%1, 10, %3, 32, dst, y, uv, coef, w, k, round, bits, in_shift, p_first, x, t, off
    TAPS4_SETUP
    RGB32_SETUP
    TO15_CONSTS      19, 17, 20, 18, t
    lea              tq, [uv_d_first]
    lea              xq, [uv_d_second]
    test       p_firstd, p_firstd
    DEFINE_ARGS dst, y, row0, row1, w, row2, row3, p, q, t2, x, t, off
    mov              pq, xq
    mov              qq, tq
    cmovnz           pq, tq
    cmovnz           qq, xq
    ROWS4_FROM
    RGB32_ROW RGB32_LUMA_U16, %2, UV15_PQ
.end:
    RET
%endmacro

MULHI_UV_S15_U16 yuv2rgb32_mulhi_uv_s15_u16, RGB32_STORE, 12
MULHI_UV_S15_U16 yuv2bgr24_mulhi_uv_s15_u16, BGR24_STORE, 13
%endif
%endmacro

INIT_YMM avx2
RGB32_MULHI_FUNCS

; void yuv2rgb32_mulhi_pq_u8(uint8_t *dst, const uint8_t *y, const int16_t *pq,
;                            ptrdiff_t width, const SimdLessonRgbMul *k,
;                            int round, int swap)
; void yuv2rgb32_mulhi_pq_u16(..., int round, int bits, int in_shift, int swap)
;
; yuv2rgb32_mulhi of chroma in pairs of words (p, q), or (q, p) where swap,
; as a semi-planar source's chroma leaves the vertical filter unsplit.
; Each dword is a pair and its two pixels: pmulhw by (p_k, q_k) gives the
; terms of channels 0 and 2 side by side, pmulhw by (gp_k, gq_k) the two of
; channel 1; pshufb spreads each term to both words of its dword (channel
; 1: adds the swapped words), which are its pixels.  vpermq of the pairs
; and of the luma puts per lane pixels 0-3 and 8-11 together (4-7, 12-15 in
; lane 1; then + 16), so that the unpacks of RGB32_ROW leave the pixels in
; order.  Even widths of 32 and more (the init's wrapper takes the others):
; units of 32, the last one ending at the row's end.
;
; RGB32_PQ_ROW luma: the setup from the words of k, and the row loop
%macro RGB32_PQ_ROW 1
    vpbroadcastw     m8, [kq + 0]
    vpbroadcastw     m9, [kq + 2]
    movd            xm0, roundd
    vpbroadcastw     m0, xm0
    psubw            m8, m0                 ; y_off - round
    vpbroadcastd    m10, [kq + 4]           ; p_off q_off
    movzx            td, word [kq + 14]
    shl              td, 16
    movzx           t2d, word [kq + 8]
    or               td, t2d
    movd           xm11, td
    vpbroadcastd    m11, xm11               ; p_k q_k
    vpbroadcastd    m12, [kq + 10]          ; gp_k gq_k
    mova            m13, [pq_first]         ; the term of channel 0
    mova            m14, [pq_second]        ; of channel 2
    mova            m15, [pq_swap]
    test          swapd, swapd
    jz .pairs
    pshufb          m10, m15                ; (q, p)
    pshufb          m11, m15
    pshufb          m12, m15
    mova            m13, [pq_second]        ; channel 0's term is the second word
    mova            m14, [pq_first]
.pairs:
    pcmpeqb          m7, m7                 ; alpha 255
    sub              wq, mmsize
    xor              xq, xq
.unit:
    vpermq           m2, [uvq + xq * 2], q3120          ; pairs 0 1 4 5 | 2 3 6 7
    vpermq           m3, [uvq + xq * 2 + mmsize], q3120 ; + 8
    psubw            m2, m10
    psubw            m3, m10
    pmulhw           m4, m2, m11            ; the terms of channels 0 and 2
    pmulhw           m5, m3, m11
    pmulhw           m2, m12                ; channel 1's two
    pmulhw           m3, m12
    %1
    psubw            m0, m8
    psubw            m1, m8
    pmulhw           m0, m9
    pmulhw           m1, m9
    pshufb           m6, m2, m15
    paddw            m2, m6
    paddw            m2, m0
    pshufb           m6, m3, m15
    paddw            m3, m6
    paddw            m3, m1
    packuswb         m2, m3                 ; channel 1
    pshufb           m3, m4, m13
    paddw            m3, m0
    pshufb           m6, m5, m13
    paddw            m6, m1
    packuswb         m3, m6                 ; channel 0
    pshufb           m4, m14
    paddw            m0, m4
    pshufb           m5, m14
    paddw            m1, m5
    packuswb         m0, m1                 ; channel 2
    RGB32_STORE       3, 2, 0, 2
    NEXT_UNIT mmsize, .unit
.end:
    RET
%endmacro

cglobal simdlesson_yuv2rgb32_mulhi_pq_u8, 7, 10, 16, dst, y, uv, w, k, round, swap, x, t, t2
    RGB32_PQ_ROW RGB32_LUMA_U8

cglobal simdlesson_yuv2rgb32_mulhi_pq_u16, 9, 12, 16, 96, dst, y, uv, w, k, round, bits, in_shift, swap, x, t, t2
    LUMA11_STACK      t, t2
    RGB32_PQ_ROW RGB32_LUMA_U16
%endif
%if HAVE_AVX512_EXTERNAL
INIT_ZMM avx512
MULHI_FUNCS
RGB32_MULHI_FUNCS
%endif
%if HAVE_AVX512ICL_EXTERNAL
INIT_ZMM avx512icl
RGB32_MULHI_FUNCS                           ; (u8 only)
%endif


; The 512-bit versions (AVX512ICL): units of 64 pixels; each 64 bytes of
; output from one index: vpermb of channel 0, then of channels 1 and 2 (and
; alpha) under the opmasks of their bytes
%if HAVE_AVX512ICL_EXTERNAL
INIT_ZMM avx512icl
; RGB24_OUT block, index, opmask 1, opmask 2: OUT24 of the channels m2 m6
; m0 (yuv420_rgb24's order)
%macro RGB24_OUT 4
    OUT24            %1, %2, 1, 2, 6, 0, %3, %4
%endmacro

%macro RGB24_STORE_512 0
    lea            offq, [xq + xq * 2]
    RGB24_OUT         0, 16, k2, k1
    RGB24_OUT         1, 17, k3, k2
    RGB24_OUT         2, 18, k1, k3
%endmacro

cglobal simdlesson_yuv420_rgb24, 6, 8, 19, dst, y, p, q, w, k, x, off
    YUV420_CONSTS
    mova            m16, [rgb24_ix_0]
    mova            m17, [rgb24_ix_1]
    mova            m18, [rgb24_ix_2]
    RGB24_KMASKS      x, k1, k2, k3
    YUV420_LOOP RGB24_STORE_512
.end:
    RET

; RGB32_OUT block: the block-th 64 bytes (16 pixels) of rgb32, channels 1
; and 2 under k3 and k1, alpha from m7 (pixel order) under k2, or 255
%macro RGB32_OUT 2
    vpermb           m1, m%1, m2
    vpermb           m1{k3}, m%1, m6
    vpermb           m1{k1}, m%1, m0
%if %2
    vpermb           m1{k2}, m%1, m7
%else
    vmovdqu8         m1{k2}, m7
%endif
    movu  [dstq + xq * 4 + 64 * (%1 - 16)], m1
%endmacro

%macro RGB32_STORE_512 1 ; alpha
    RGB32_OUT        16, %1
    RGB32_OUT        17, %1
    RGB32_OUT        18, %1
    RGB32_OUT        19, %1
%endmacro
%macro RGB32_STORE_512_NOA 0
    RGB32_STORE_512   0
%endmacro
%macro RGB32_STORE_512_A 0
    movu             m7, [aq + xq]
    RGB32_STORE_512   1
%endmacro

cglobal simdlesson_yuv420_rgb32, 7, 9, 20, dst, y, p, q, a, w, k, x, off
    YUV420_CONSTS
    mova            m16, [vb_rgb32_0]
    mova            m17, [vb_rgb32_1]
    mova            m18, [vb_rgb32_2]
    mova            m19, [vb_rgb32_3]
    mov              xq, 0x4444444444444444
    kmovq            k1, xq
    mov              xq, 0x8888888888888888
    kmovq            k2, xq
    mov              xq, 0x2222222222222222
    kmovq            k3, xq
    test             aq, aq
    jnz .alpha
    vpternlogd       m7, m7, m7, 0xff       ; alpha 255
    YUV420_LOOP RGB32_STORE_512_NOA
.alpha:
    YUV420_LOOP RGB32_STORE_512_A
.end:
    RET
%endif

%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2

;-----------------------------------------------------------------------------
; YUV -> 16-bit packed RGB (simdlessondsp.h: SimdLessonRgb48), AVX2
;-----------------------------------------------------------------------------

; S17_SETUP shift, max, tmp, scratch: xm<shift> = in_shift, m<max> = the
; words (1 << bits) - 1 (the arguments in_shift and bits); xm<scratch> is
; clobbered
%macro S17_SETUP 4
    movd         xm%1, in_shiftd
    mov            %3d, 16
    sub            %3d, bitsd
    movd         xm%4, %3d
    pcmpeqw       m%2, m%2
    psrlw         m%2, xm%4
%endmacro

; void vfilter_u16_s17(int32_t *dst, const uint16_t *const *src, const int16_t *coef,
;                      int taps, ptrdiff_t width, int bits, int in_shift)
;
; width >= 16 (the init's wrapper takes shorter rows); taps even.  Units of
; 16 outputs, the last one ending at the row's end: each pair of rows, its
; samples shifted and clipped, interleaved, meets its pair of coefficients
; in one pmaddwd; the sums << (19 - bits), - 2^30, >> 14 (arithmetic); the
; lanes' halves (outputs 0-3 8-11 and 4-7 12-15) put in order.  pmaddwd's
; words are signed: 16-bit samples go in less 32768 (pxor), and the sums
; start at 32768 times the coefficients' sum.

; S17_UNITS sixteen: the units; sixteen: of 16-bit samples (no shift, no
; clip; m11 the words 0x8000, m12 the sums' start)
%macro S17_UNITS 1
.unit%1:
    xor             tapq, tapq
%if %1
    mova             m0, m12
    mova             m1, m12
%else
    pxor             m0, m0
    pxor             m1, m1
%endif
.tap%1:
    mov              p0q, [srcq + tapq * 8]
    mov              p1q, [srcq + tapq * 8 + 8]
    movu             m2, [p0q + xq * 2]
    movu             m3, [p1q + xq * 2]
%if %1
    pxor             m2, m11
    pxor             m3, m11
%else
    psrlw            m2, xm7
    psrlw            m3, xm7
    pminuw           m2, m8
    pminuw           m3, m8
%endif
    vpbroadcastd     m4, [coefq + tapq * 2]
    punpckhwd        m5, m2, m3
    punpcklwd        m2, m3
    pmaddwd          m5, m4
    pmaddwd          m2, m4
    paddd            m1, m5
    paddd            m0, m2
    add             tapq, 2
    cmp             tapq, tapsq
    jl .tap%1
    pslld            m0, xm9
    pslld            m1, xm9
    psubd            m0, m10
    psubd            m1, m10
    S32_STORE        14
    NEXT_UNIT        16, .unit%1
%endmacro

cglobal simdlesson_vfilter_u16_s17, 7, 11, 13, dst, src, coef, taps, w, bits, in_shift, tap, x, p0, p1
    movsxd        tapsq, tapsd
    S17_SETUP         7, 8, tap, 9
    mov             tapd, 19
    sub             tapd, bitsd
    movd            xm9, tapd               ; 19 - bits
    mova            m10, [pd_2p30]
    xor               xq, xq
    sub               wq, 16                ; the start of the last unit
    cmp            bitsd, 16
    jl .unit0
    pcmpeqw         m11, m11
    psllw           m11, 15                 ; the words 0x8000 (-32768)
    pxor            m12, m12
    xor             tapq, tapq
.start:
    vpbroadcastd     m4, [coefq + tapq * 2]
    pmaddwd          m4, m11
    psubd           m12, m4                 ; 32768 * (c0 + c1 + ...)
    add             tapq, 2
    cmp             tapq, tapsq
    jl .start
    S17_UNITS         1
.end:
    RET
    S17_UNITS         0

; Y_ADD dst, tmp: m<dst> (y_add) += 32768 * y_k << (17 - bits), for Y of
; luma words less 32768 (xm12: 17 - bits)
%macro Y_ADD 2
    vpbroadcastd    m%2, [kq]
    pslld           m%2, 15
    pslld           m%2, xm12
    paddd           m%1, m%2
%endmacro

; void yuv2rgb48(uint16_t *dst, const uint16_t *y, const int32_t *u, const int32_t *v,
;                ptrdiff_t step, ptrdiff_t width, const SimdLessonRgb48 *k, int bits,
;                int in_shift, int layout)
;
; width even and >= 16 (the init's wrapper takes the rest).  Units of 16
; pixels, the last one ending at the row's end.  Per unit, on 32-bit lanes,
; lane j holding pair j: Y of the even pixels and of the odd ones from one
; pmaddwd each (the luma words by y_k in the low or the high word), << (17
; - bits), + y_add; the terms of U and V (pmulld); per channel the two sums
; >> 14, packssdw (the clip), and each 16-byte block of output gathered
; from the three channels by pshufb (the tables of the layout: the words'
; order and bytes), then the xor (+ 32768, alpha).  pmaddwd's words are
; signed: 16-bit luma goes in less 32768, and y_add takes the difference
; (Y_ADD).
;
; RGB48_CHANNEL out, term: m<out> = the words of a channel from its term in
; m<term> (clobbered): m0 m1 = Y of the even and the odd pixels
%macro RGB48_CHANNEL 2
    paddd           m%1, m%2, m0
    paddd           m%2, m1
    psrad           m%1, 14
    psrad           m%2, 14
    packssdw        m%1, m%2
%endmacro

; RGB48_BLOCK words, j, offset: block j of each lane of channels m6 m7 m2 by
; the tables at tab, to dst + offset and, of the high lane, dst + offset +
; 16 * words (the words of a pixel)
%macro RGB48_BLOCK 3
    pshufb           m3, m6, [tabq + (3 * %2) * 32]
    pshufb           m5, m7, [tabq + (3 * %2 + 1) * 32]
    por              m3, m5
    pshufb           m5, m2, [tabq + (3 * %2 + 2) * 32]
    por              m3, m5
    pxor             m3, [tabq + 3 * %1 * 32]
    movu   [dstq + %3 + 16 * %2], xm3
    vextracti128 [dstq + %3 + 16 * %2 + 16 * %1], m3, 1
%endmacro

; RGB48_LOOP words, step2: the units of a row of 3 (rgb48) or 4 (rgba64)
; words a pixel; step2: the chroma of pair i at u[2 * i] and v[2 * i] (of
; the 15 dwords from there, the even ones: vpermd's order puts those of
; dwords 0-7 in the low lane, those of 7-14 in the high one)
%macro RGB48_LOOP 3
.unit_%1_%2_%3:
    movu             m0, [yq + xq * 2]
%if %3
    pxor             m0, [pw_32768]
%else
    psrlw            m0, xm8
    pminuw           m0, m9
%endif
    pmaddwd          m1, m0, m11            ; odd pixels
    pmaddwd          m0, m10                ; even
    pslld            m0, xm12
    pslld            m1, xm12
    paddd            m0, m13
    paddd            m1, m13
%if %2
    vpermd           m2, m4, [uq + xq * 4]  ; low lane: U of pairs 0-3
    vpermd           m5, m4, [uq + xq * 4 + 28] ; high lane: of 4-7
    vpblendd         m5, m2, m5, 0xf0       ; U of pairs 0-7
    vpermd           m2, m4, [vq + xq * 4]
    vpermd           m3, m4, [vq + xq * 4 + 28]
    vpblendd         m3, m2, m3, 0xf0       ; V
%else
    movu             m5, [uq + xq * 2]      ; U of pairs 0-7
    movu             m3, [vq + xq * 2]      ; V
%endif
    pmulld           m2, m3, m14            ; c0 * V
    RGB48_CHANNEL     6, 2                  ; channel 0
    pmulld           m3, m15                ; g_v * V
    vpbroadcastd     m2, [kq + 16]
    pmulld           m2, m5                 ; g_u * U
    paddd            m3, m2
    RGB48_CHANNEL     7, 3                  ; channel 1
    vpbroadcastd     m2, [kq + 20]
    pmulld           m5, m2                 ; c2 * U
    RGB48_CHANNEL     2, 5                  ; channel 2
%if %1 == 3
    lea            offq, [xq + xq * 2]
    RGB48_BLOCK       3, 0, offq * 2
    RGB48_BLOCK       3, 1, offq * 2
    RGB48_BLOCK       3, 2, offq * 2
%else
    RGB48_BLOCK       4, 0, xq * 8
    RGB48_BLOCK       4, 1, xq * 8
    RGB48_BLOCK       4, 2, xq * 8
    RGB48_BLOCK       4, 3, xq * 8
%endif
    NEXT_UNIT        16, .unit_%1_%2_%3
%endmacro

; RGB48_LOOPS sixteen: the loop of the row's layout and chroma step; of
; 16-bit luma (no shift, no clip), its words less 32768, or not
%macro RGB48_LOOPS 1
    cmp           stepq, 2
    je .step2_%1
    test        layoutd, 1
    jnz .step1_alpha_%1
    RGB48_LOOP        3, 0, %1
.step1_alpha_%1:
    RGB48_LOOP        4, 0, %1
.step2_%1:
    test        layoutd, 1
    jnz .step2_alpha_%1
    RGB48_LOOP        3, 1, %1
.step2_alpha_%1:
    RGB48_LOOP        4, 1, %1
%endmacro

cglobal simdlesson_yuv2rgb48, 10, 13, 16, dst, y, u, v, step, w, k, bits, in_shift, layout, x, off, tab
    S17_SETUP         8, 9, x, 2
    mov              xd, 17
    sub              xd, bitsd
    movd           xm12, xd                 ; 17 - bits
    vpbroadcastd    m11, [kq]
    pslld           m11, 16                 ; y_k in the high words: odd pixels
    psrld           m10, m11, 16            ; in the low words: even ones
    vpbroadcastd    m13, [kq + 4]           ; y_add
    vpbroadcastd    m14, [kq + 8]           ; c0
    vpbroadcastd    m15, [kq + 12]          ; g_v
    mova             m4, [d_evens]
    lea            tabq, [rgb48_le]
    lea              xq, [rgb48_be]
    test        layoutd, 2                  ; SIMDLESSON_RGB48_BE
    cmovnz         tabq, xq
    test        layoutd, 1                  ; SIMDLESSON_RGB48_ALPHA
    jz .tables
    lea            tabq, [rgba64_le]
    lea              xq, [rgba64_be]
    test        layoutd, 2
    cmovnz         tabq, xq
.tables:
    xor              xq, xq
    sub              wq, 16                 ; the start of the last unit
    cmp           bitsd, 16
    je .sixteen
    RGB48_LOOPS       0
.sixteen:
    Y_ADD            13, 2
    RGB48_LOOPS       1
.end:
    RET

; void vfilter_s32_s17(int32_t *dst, const int32_t *const *src, const int16_t *coef,
;                      int taps, ptrdiff_t width, int logical)
;
; width >= 8 (the init's wrapper takes shorter rows).  Units of 8 outputs,
; the last one ending at the row's end: per tap, pmulld of the row by its
; coefficient, added; - 2^30, >> 14 (arithmetic, or logical).
cglobal simdlesson_vfilter_s32_s17, 6, 9, 4, dst, src, coef, taps, w, logical, tap, x, p
    movsxd        tapsq, tapsd
    mova             m3, [pd_2p30]
    xor               xq, xq
    sub               wq, 8                 ; the start of the last unit
.unit:
    xor             tapq, tapq
    pxor             m0, m0
.tap:
    movsx            pd, word [coefq + tapq * 2]
    movd            xm1, pd
    vpbroadcastd     m1, xm1
    mov              pq, [srcq + tapq * 8]
    pmulld           m1, [pq + xq * 4]
    paddd            m0, m1
    inc             tapq
    cmp             tapq, tapsq
    jl .tap
    psubd            m0, m3
    test       logicald, logicald
    jnz .logical
    psrad            m0, 14
    jmp .store
.logical:
    psrld            m0, 14
.store:
    movu  [dstq + xq * 4], m0
    NEXT_UNIT         8, .unit
.end:
    RET

; void yuv2rgb48_full(uint16_t *dst, const uint16_t *y, const int32_t *u,
;                     const int32_t *v, ptrdiff_t width, const SimdLessonRgb48 *k,
;                     int bits, int in_shift, int layout)
;
; width >= 8 (the init's wrapper takes shorter rows).  Units of 8 pixels,
; the last one ending at the row's end, on 32-bit lanes in pixel order: Y
; from one pmaddwd of the luma dwords by y_k (16 bits: less 32768, and
; Y_ADD), << (17 - bits), + y_add; the
; terms of U and V (pmulld); the channels >> 14, packssdw (the clip) to
; channels 0 and 1 in one register and 2 in another; each lane's two blocks
; of output by pshufb from the two (the tables at tab), then the xor.
;
; RGB48F_PIXELS sixteen: m3 = channels 0 and 1 (per lane: 4 words each),
; m1 = channel 2 (twice), of the 8 pixels at x
%macro RGB48F_PIXELS 1
    pmovzxwd         m0, [yq + xq * 2]
%if %1
    pxor             m0, [pd_32768]
%else
    psrld            m0, xm8
    pminud           m0, m9
%endif
    pmaddwd          m0, m10
    pslld            m0, xm12
    paddd            m0, m13                ; Y
    movu             m1, [uq + xq * 4]      ; U
    movu             m2, [vq + xq * 4]      ; V
    pmulld           m3, m2, m14            ; c0 * V
    pmulld           m2, m15                ; g_v * V
    pmulld           m4, m1, m11            ; g_u * U
    pmulld           m1, m7                 ; c2 * U
    paddd            m2, m4
    paddd            m3, m0
    paddd            m2, m0
    paddd            m1, m0
    psrad            m3, 14
    psrad            m2, 14
    psrad            m1, 14
    packssdw         m3, m2
    packssdw         m1, m1
    pshufb           m4, m3, [tabq]
    pshufb           m5, m1, [tabq + 32]
    por              m4, m5
    pxor             m4, [tabq + 128]       ; block 0 of each lane
    pshufb           m5, m3, [tabq + 64]
    pshufb           m6, m1, [tabq + 96]
    por              m5, m6
    pxor             m5, [tabq + 128]       ; block 1
%endmacro

; RGB48F_LOOPS sixteen: the loop of the row's layout, of 16-bit luma or not
%macro RGB48F_LOOPS 1
    test        layoutd, 1
    jnz .unit4_%1
.unit3_%1:
    RGB48F_PIXELS     %1
    lea            offq, [xq + xq * 2]
    movu [dstq + offq * 2], xm4
    movq [dstq + offq * 2 + 16], xm5
    vextracti128 [dstq + offq * 2 + 24], m4, 1
    vextracti128    xm5, m5, 1
    movq [dstq + offq * 2 + 40], xm5
    NEXT_UNIT         8, .unit3_%1
.unit4_%1:
    RGB48F_PIXELS     %1
    vperm2i128       m6, m4, m5, 0x20
    vperm2i128       m4, m4, m5, 0x31
    movu  [dstq + xq * 8], m6
    movu  [dstq + xq * 8 + 32], m4
    NEXT_UNIT         8, .unit4_%1
%endmacro

cglobal simdlesson_yuv2rgb48_full, 9, 12, 16, dst, y, u, v, w, k, bits, in_shift, layout, x, off, tab
    movd            xm8, in_shiftd
    mov              xd, 32
    sub              xd, bitsd
    movd            xm2, xd
    pcmpeqd          m9, m9
    psrld            m9, xm2                ; (1 << bits) - 1
    mov              xd, 17
    sub              xd, bitsd
    movd           xm12, xd                 ; 17 - bits
    vpbroadcastd    m10, [kq]
    pslld           m10, 16
    psrld           m10, 16                 ; y_k in the low words
    vpbroadcastd    m13, [kq + 4]           ; y_add
    vpbroadcastd    m14, [kq + 8]           ; c0
    vpbroadcastd    m15, [kq + 12]          ; g_v
    vpbroadcastd    m11, [kq + 16]          ; g_u
    vpbroadcastd     m7, [kq + 20]          ; c2
    lea            tabq, [rgb48f_le]
    lea              xq, [rgb48f_be]
    test        layoutd, 2                  ; SIMDLESSON_RGB48_BE
    cmovnz         tabq, xq
    test        layoutd, 1                  ; SIMDLESSON_RGB48_ALPHA
    jz .tables
    lea            tabq, [rgba64f_le]
    lea              xq, [rgba64f_be]
    test        layoutd, 2
    cmovnz         tabq, xq
.tables:
    xor              xq, xq
    sub              wq, 8                  ; the start of the last unit
    cmp           bitsd, 16
    je .sixteen
    RGB48F_LOOPS      0
.sixteen:
    Y_ADD            13, 2
    RGB48F_LOOPS      1
.end:
    RET
%endif

%endif
