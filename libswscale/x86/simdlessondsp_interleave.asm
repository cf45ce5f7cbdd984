;*****************************************************************************
;* x86-optimized interleaving, packing and unpacking of the simdlesson filter
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

SECTION_RODATA 64

; Lane fix-ups (see LANEQ, LANED): qword and dword transposes of the 128-bit
; lanes, forward (to interleave) and inverse (after de-interleaving)
qt_zmm:  dq 0, 4, 1, 5, 2, 6, 3, 7
qti_zmm: dq 0, 2, 4, 6, 1, 3, 5, 7
dt_zmm:  dd 0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15 ; its own inverse
dt_ymm:  dd 0, 2, 4, 6, 1, 3, 5, 7
dti_ymm: dd 0, 4, 1, 5, 2, 6, 3, 7

pw_00ff: times 32 dw 0x00ff

; pshufb, per 16 bytes: the even then the odd words of pairs; the y, then
; the u, then the v bytes (words) of packed 4:2:2
deint_w:       db 0, 1, 4, 5, 8, 9, 12, 13, 2, 3, 6, 7, 10, 11, 14, 15
unpack_yuyv_b: db 0, 2, 4, 6, 8, 10, 12, 14, 1, 5, 9, 13, 3, 7, 11, 15
unpack_uyvy_b: db 1, 3, 5, 7, 9, 11, 13, 15, 0, 4, 8, 12, 2, 6, 10, 14
unpack_yuyv_w: db 0, 1, 4, 5, 8, 9, 12, 13, 2, 3, 10, 11, 6, 7, 14, 15

SECTION .text

; The kernels use up to 8 general-purpose registers: x86-64 only.
%if ARCH_X86_64

; Every kernel is a ROWS (simdlessondsp_include.asm): a unit is mmsize
; bytes of its smallest rows (u and v), and ROWS does the last partial unit
; (overlapped), the short rows (pieces) and the AVX-512 tail (opmasks).
; Words are moved like bytes, shifted with psllw and psrlw by xm7.
;
; Lanes.  punpckl and punpckh interleave the low or the high halves of each
; 128-bit lane of two registers; packs (and pshufb + punpck[lh]qdq) take
; the even or odd elements of each lane of two registers.  With n lanes
; (AVX2 2, AVX-512 4), a row of qwords q0 q1 ... q2n-1 in the lane order
;     q0 qn | q1 qn+1 | ... | qn-1 q2n-1
; interleaved with another in that order comes out in row order from
; punpckl (its first n qwords) then punpckh (its last n): LANEQ puts the
; inputs of an interleave in that order (AVX2: vpermq q3120), and after a
; de-interleave, which produces that order, LANEQ with the inverse index
; puts the row back.  Two stages (pack: u with v, then y with the pairs;
; unpack: the reverse) spread u and v over four registers: the dwords of
; u and v are in the order d0 dn d2n d3n | d1 dn+1 ... (LANED, vpermd).
;
; Registers: m0-m6 work, xm7 the shift, m8 the pshufb control or the 0x00ff
; words, m9 m10 the vpermq and vpermd indices of LANEQ and LANED.

; LANEQ reg: the qword order of m<reg> (forward or inverse: LANE_SETUP)
%macro LANEQ 1
%if mmsize == 32
    vpermq            m%1, m%1, q3120   ; its own inverse
%elif mmsize == 64
    vpermq            m%1, m9, m%1
%endif
%endmacro

; LANED reg: the dword order of m<reg>
%macro LANED 1
%if mmsize > 16
    vpermd            m%1, m10, m%1
%endif
%endmacro

; LANE_SETUP fwd|inv, q|qd: the indices of LANEQ (q), or of LANEQ and LANED
; (qd), forward (fwd) or inverse (inv)
%macro LANE_SETUP 2
%ifidn %1, inv
    %define %%qt qti_zmm
    %define %%dt dti_ymm
%else
    %define %%qt qt_zmm
    %define %%dt dt_ymm
%endif
%if mmsize == 64
    mova               m9, [%%qt]
%endif
%ifidn %2, qd
%if mmsize == 64
    mova              m10, [dt_zmm]     ; its own inverse
%elif mmsize == 32
    mova              m10, [%%dt]
%endif
%endif
%endmacro

; SAMPLE 1|2: elements of SS bytes from here on
%macro SAMPLE 1
%define SS %1
%if %1 == 1
%define UNPCKL  punpcklbw
%define UNPCKH  punpckhbw
%else
%define UNPCKL  punpcklwd
%define UNPCKH  punpckhwd
%endif
%define ROWS_UNIT (mmsize / SS)
%endmacro

; SHIFT op, reg...: psllw or psrlw of m<reg>... by xm7 (words only)
%macro SHIFT 2-*
%if SS == 2
    %xdefine %%op %1
    %rep %0 - 1
        %rotate 1
        %%op          m%1, xm7
    %endrep
%endif
%endmacro

;-----------------------------------------------------------------------------
; void interleave_u8(uint8_t *dst, const uint8_t *u, const uint8_t *v,
;                    ptrdiff_t width)
; void interleave_u16(uint16_t *dst, const uint16_t *u, const uint16_t *v,
;                     ptrdiff_t width, int shift)
;-----------------------------------------------------------------------------

%macro OP_INTERLEAVE 0
    SLOAD             uq, SS, 0
    SLOAD             vq, SS, 1
    SHIFT           psllw, 0, 1
    LANEQ              0
    LANEQ              1
    UNPCKH             m2, m0, m1
    UNPCKL             m0, m1
    SSTORE          dstq, 2 * SS, 0, 2
%endmacro

%macro INTERLEAVE 0
SAMPLE 1
cglobal simdlesson_interleave_u8, 4, 6, 11, dst, u, v, w, idx, tmp
    LANE_SETUP       fwd, q
    ROWS OP_INTERLEAVE, dstq, 2 * SS, uq, SS, vq, SS

SAMPLE 2
cglobal simdlesson_interleave_u16, 5, 7, 11, dst, u, v, w, shift, idx, tmp
    movd              xm7, shiftd
    LANE_SETUP       fwd, q
    ROWS OP_INTERLEAVE, dstq, 2 * SS, uq, SS, vq, SS
%endmacro

;-----------------------------------------------------------------------------
; void deinterleave_u8(uint8_t *u, uint8_t *v, const uint8_t *src,
;                      ptrdiff_t width)
; void deinterleave_u16(uint16_t *u, uint16_t *v, const uint16_t *src,
;                       ptrdiff_t width, int shift)
;
; Bytes: pand/psrlw + packuswb at every level (pshufb was no faster).
; Words: pshufb from SSSE3 on; SSE2 has no unsigned pack of dwords to
; words, so the words are sign-extended to dwords (pslld + psrad), which
; the signed pack gives back exactly.
;-----------------------------------------------------------------------------

%macro OP_DEINTERLEAVE 0
    SLOAD           srcq, 2 * SS, 0, 1
%if SS == 1
    pand               m2, m0, m8       ; u in the low bytes of the words
    pand               m3, m1, m8
    psrlw              m0, 8            ; v
    psrlw              m1, 8
    packuswb           m2, m3
    packuswb           m0, m1
%elif cpuflag(ssse3)
    pshufb             m0, m8           ; per lane: the u, then the v of 4 pairs
    pshufb             m1, m8
    punpcklqdq         m2, m0, m1
    punpckhqdq         m0, m1
    SHIFT           psrlw, 2, 0
%else
    SHIFT           psrlw, 0, 1
    SPLIT_WORDS        2, 0, 1, 3
%endif
    LANEQ              2
    LANEQ              0
    SSTORE            uq, SS, 2
    SSTORE            vq, SS, 0
%endmacro

%macro DEINTERLEAVE_U8 0
SAMPLE 1
cglobal simdlesson_deinterleave_u8, 4, 6, 11, u, v, src, w, idx, tmp
    mova               m8, [pw_00ff]
    LANE_SETUP       inv, q
    ROWS OP_DEINTERLEAVE, uq, SS, vq, SS, srcq, 2 * SS
%endmacro

%macro DEINTERLEAVE_U16 0
SAMPLE 2
cglobal simdlesson_deinterleave_u16, 5, 7, 11, u, v, src, w, shift, idx, tmp
    movd              xm7, shiftd
%if cpuflag(ssse3)
    BCAST16            8, [deint_w]
%endif
    LANE_SETUP       inv, q
    ROWS OP_DEINTERLEAVE, uq, SS, vq, SS, srcq, 2 * SS
%endmacro

;-----------------------------------------------------------------------------
; void pack_yuyv(uint8_t *dst, const uint8_t *y, const uint8_t *u,
;                const uint8_t *v, ptrdiff_t width)
; void pack_uyvy(uint8_t *dst, const uint8_t *y, const uint8_t *u,
;                const uint8_t *v, ptrdiff_t width)
; void pack_yuyv_u16(uint16_t *dst, const uint16_t *y, const uint16_t *u,
;                    const uint16_t *v, ptrdiff_t width, int shift)
;
; u with v into pairs, then y with the pairs: yuyv takes y first, uyvy the
; pairs first (YUYV 1 or 0).
;-----------------------------------------------------------------------------

%macro OP_PACK 0
    SLOAD             uq, SS, 0
    SLOAD             vq, SS, 1
    SLOAD             yq, 2 * SS, 2, 3
    SHIFT           psllw, 0, 1, 2, 3
    LANED              0
    LANED              1
    LANEQ              2
    LANEQ              3
    UNPCKH             m4, m0, m1       ; the pairs of the outputs 2 and 3
    UNPCKL             m0, m1           ; of the outputs 0 and 1
%if YUYV
    UNPCKH             m1, m2, m0
    UNPCKL             m2, m0
    UNPCKH             m5, m3, m4
    UNPCKL             m3, m4
    SSTORE          dstq, 4 * SS, 2, 1, 3, 5
%else
    UNPCKH             m1, m0, m2
    UNPCKL             m0, m2
    UNPCKH             m5, m4, m3
    UNPCKL             m4, m3
    SSTORE          dstq, 4 * SS, 0, 1, 4, 5
%endif
%endmacro

%macro PACK 0
SAMPLE 1
%define YUYV 1
cglobal simdlesson_pack_yuyv, 5, 7, 11, dst, y, u, v, w, idx, tmp
    LANE_SETUP       fwd, qd
    ROWS OP_PACK, dstq, 4 * SS, yq, 2 * SS, uq, SS, vq, SS

%define YUYV 0
cglobal simdlesson_pack_uyvy, 5, 7, 11, dst, y, u, v, w, idx, tmp
    LANE_SETUP       fwd, qd
    ROWS OP_PACK, dstq, 4 * SS, yq, 2 * SS, uq, SS, vq, SS

SAMPLE 2
%define YUYV 1
cglobal simdlesson_pack_yuyv_u16, 6, 8, 11, dst, y, u, v, w, shift, idx, tmp
    movd              xm7, shiftd
    LANE_SETUP       fwd, qd
    ROWS OP_PACK, dstq, 4 * SS, yq, 2 * SS, uq, SS, vq, SS
%endmacro

;-----------------------------------------------------------------------------
; void unpack_yuyv(uint8_t *y, uint8_t *u, uint8_t *v, const uint8_t *src,
;                  ptrdiff_t width)
; void unpack_uyvy(uint8_t *y, uint8_t *u, uint8_t *v, const uint8_t *src,
;                  ptrdiff_t width)
; void unpack_yuyv_u16(uint16_t *y, uint16_t *u, uint16_t *v,
;                      const uint16_t *src, ptrdiff_t width, int shift)
;
; y and the pairs apart, then u and v apart.  SSSE3 and later: one pshufb
; per register (y, u, v of each lane), then unpacks of qwords and dwords.
; SSE2: pand/psrlw + packuswb for bytes, the signed packs of sign-extended
; words of OP_DEINTERLEAVE for words.
;-----------------------------------------------------------------------------

%macro OP_UNPACK 0
    SLOAD           srcq, 4 * SS, 0, 1, 2, 3
%if cpuflag(ssse3)
    pshufb             m0, m8           ; per lane: y (a qword), u, v (dwords)
    pshufb             m1, m8
    pshufb             m2, m8
    pshufb             m3, m8
    punpcklqdq         m4, m0, m1
    punpcklqdq         m5, m2, m3
    punpckhdq          m0, m1           ; u u v v (dwords)
    punpckhdq          m2, m3
    punpcklqdq         m1, m0, m2
    punpckhqdq         m0, m2
    SHIFT           psrlw, 4, 5, 1, 0
%elif SS == 1
%if YUYV
    pand               m4, m0, m8       ; y in the low bytes of the words
    pand               m5, m1, m8
    packuswb           m4, m5
    pand               m5, m2, m8
    pand               m6, m3, m8
    packuswb           m5, m6
    psrlw              m0, 8
    psrlw              m1, 8
    psrlw              m2, 8
    psrlw              m3, 8
%else
    psrlw              m4, m0, 8        ; y in the high bytes
    psrlw              m5, m1, 8
    packuswb           m4, m5
    psrlw              m5, m2, 8
    psrlw              m6, m3, 8
    packuswb           m5, m6
    pand               m0, m8
    pand               m1, m8
    pand               m2, m8
    pand               m3, m8
%endif
    packuswb           m0, m1           ; the pairs
    packuswb           m2, m3
    pand               m1, m0, m8
    pand               m3, m2, m8
    packuswb           m1, m3
    psrlw              m0, 8
    psrlw              m2, 8
    packuswb           m0, m2
%else
    SHIFT           psrlw, 0, 1, 2, 3
    pslld              m4, m0, 16
    pslld              m5, m1, 16
    psrad              m4, 16
    psrad              m5, 16
    packssdw           m4, m5
    pslld              m5, m2, 16
    pslld              m6, m3, 16
    psrad              m5, 16
    psrad              m6, 16
    packssdw           m5, m6
    psrad              m0, 16
    psrad              m1, 16
    psrad              m2, 16
    psrad              m3, 16
    packssdw           m0, m1           ; the pairs
    packssdw           m2, m3
    pslld              m1, m0, 16
    pslld              m3, m2, 16
    psrad              m1, 16
    psrad              m3, 16
    packssdw           m1, m3
    psrad              m0, 16
    psrad              m2, 16
    packssdw           m0, m2
%endif
    LANEQ              4
    LANEQ              5
    LANED              1
    LANED              0
    SSTORE            yq, 2 * SS, 4, 5
    SSTORE            uq, SS, 1
    SSTORE            vq, SS, 0
%endmacro

; UNPACK_BODY ctl: the function body, ctl the pshufb control
%macro UNPACK_BODY 1
%if cpuflag(ssse3)
    BCAST16            8, [%1]
%elif SS == 1
    mova               m8, [pw_00ff]
%endif
    LANE_SETUP       inv, qd
    ROWS OP_UNPACK, yq, 2 * SS, uq, SS, vq, SS, srcq, 4 * SS
%endmacro

%macro UNPACK 0
SAMPLE 1
%define YUYV 1
cglobal simdlesson_unpack_yuyv, 5, 7, 11, y, u, v, src, w, idx, tmp
    UNPACK_BODY unpack_yuyv_b

%define YUYV 0
cglobal simdlesson_unpack_uyvy, 5, 7, 11, y, u, v, src, w, idx, tmp
    UNPACK_BODY unpack_uyvy_b

SAMPLE 2
%define YUYV 1
cglobal simdlesson_unpack_yuyv_u16, 6, 8, 11, y, u, v, src, w, shift, idx, tmp
    movd              xm7, shiftd
    UNPACK_BODY unpack_yuyv_w
%endmacro

%macro LAYOUTS 0
INTERLEAVE
DEINTERLEAVE_U8
DEINTERLEAVE_U16
PACK
UNPACK
%endmacro

INIT_XMM sse2
LAYOUTS

; pshufb gathers the samples of each plane in one instruction per register
INIT_XMM ssse3
DEINTERLEAVE_U16
UNPACK

%if HAVE_AVX2_EXTERNAL
INIT_YMM avx2
LAYOUTS
%endif

%if HAVE_AVX512_EXTERNAL
INIT_ZMM avx512
LAYOUTS
%endif

%endif ; ARCH_X86_64
