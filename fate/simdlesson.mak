# FATE tests of the simdlesson filter.
#
# Every graph runs once per CPU level against one reference file,
# tests/ref/fate/simdlesson-<test>: the SIMD kernels must give exactly the
# C result.
#   make fate-simdlesson                 all tests at all levels
#   make fate-simdlesson-c               one level
#   make fate-simdlesson-add-nv12-sse2   one test at one level
#
# The levels up from AVX2 take flags away from what the CPU has ("-x" is
# relative to the detected flags), so that they never force an instruction
# set the CPU lacks; on a CPU without AVX-512 they run its best level.
# ("all" would force every flag: AVX-512 on any CPU, and AVXSLOW, which
# turns the AVX2 kernels off.)
#   c       no SIMD                      sse2    SSE2 only
#   sse4    SSSE3 and SSE4.1 too         avx2    all but AVX-512
#   avx512  all but AVX512ICL            native  all the CPU has

SIMDLESSON_CPU_LEVELS      = c sse2 sse4 avx2 avx512 native
SIMDLESSON_CPUFLAGS_c      = 0
SIMDLESSON_CPUFLAGS_sse2   = sse2
SIMDLESSON_CPUFLAGS_sse4   = sse2+ssse3+sse4.1
SIMDLESSON_CPUFLAGS_avx2   = -avx512-avx512icl
SIMDLESSON_CPUFLAGS_avx512 = -avx512icl
SIMDLESSON_CPUFLAGS_native = +0

# Two inputs from one source: the picture and its mirror image, so that the
# bright parts overlap and the sums saturate.  The upside-down image (for
# packed 4:2:2, which hflip lacks) has negative linesizes.
SIMDLESSON_SRC  = testsrc2=s=320x240:r=5:d=1
SIMDLESSON_ADD  = split[a][b];[b]hflip[c];[a][c]simdlesson
SIMDLESSON_VADD = split[a][b];[b]vflip[c];[a][c]simdlesson

SIMDLESSON_TESTS += add-yuv420p
fate-simdlesson-add-yuv420p%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=yuv420p,$(SIMDLESSON_ADD)
SIMDLESSON_TESTS += add-yuva420p
fate-simdlesson-add-yuva420p%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=yuva420p,$(SIMDLESSON_ADD)
# testsrc2 draws gray itself differently across releases: take the luma plane
SIMDLESSON_TESTS += add-gray
fate-simdlesson-add-gray%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=yuv420p,extractplanes=y,$(SIMDLESSON_ADD)
SIMDLESSON_TESTS += add-gbrp
fate-simdlesson-add-gbrp%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=gbrp,$(SIMDLESSON_ADD)
SIMDLESSON_TESTS += add-rgb24
fate-simdlesson-add-rgb24%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=rgb24,$(SIMDLESSON_ADD)
SIMDLESSON_TESTS += add-bgra
fate-simdlesson-add-bgra%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=bgra,$(SIMDLESSON_ADD)
# semi-planar and packed 4:2:2 go through swscale, bit-exact by flags
SIMDLESSON_TESTS += add-nv12
fate-simdlesson-add-nv12%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=yuv420p,scale=flags=bitexact+accurate_rnd,format=nv12,$(SIMDLESSON_ADD)
SIMDLESSON_TESTS += add-yuyv422
fate-simdlesson-add-yuyv422%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=yuv422p,scale=flags=bitexact+accurate_rnd,format=yuyv422,$(SIMDLESSON_VADD)
# only luma is added, chroma is copied from the first input
SIMDLESSON_TESTS += add-planes
fate-simdlesson-add-planes%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=yuv420p,$(SIMDLESSON_ADD)=planes=1
# frames 1 to 3 are added, the others pass through
SIMDLESSON_TESTS += add-timeline
fate-simdlesson-add-timeline%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=yuv420p,$(SIMDLESSON_ADD)=enable=between(n\,1\,3)

# 8-bit wrap and bias
SIMDLESSON_TESTS += add-wrap-yuv420p
fate-simdlesson-add-wrap-yuv420p%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=yuv420p,$(SIMDLESSON_ADD)=overflow=wrap
SIMDLESSON_TESTS += add-bias-yuv420p
fate-simdlesson-add-bias-yuv420p%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=yuv420p,$(SIMDLESSON_ADD)=bias=1

# Deeper samples from geq (the same in every release): two different
# patterns covering the whole range, so that sums overflow and biased
# differences take both signs.
SIMDLESSON_GEQ_A = nullsrc=s=320x240:r=5:d=1,format=$(1),geq=$(2)=mod(X*37+Y*101+N*7\,$(3)):$(4)=mod(X*13+Y*29\,$(3)):$(5)=mod(X*5+Y*71+N\,$(3))
SIMDLESSON_GEQ_B = nullsrc=s=320x240:r=5:d=1,format=$(1),geq=$(2)=mod(X*X+Y*3+N*11\,$(3)):$(4)=mod(Y*Y+X\,$(3)):$(5)=mod(X*Y\,$(3))
SIMDLESSON_Y10 = $(call SIMDLESSON_GEQ_$(1),yuv420p10le,lum,1024,cb,cr)
SIMDLESSON_G12 = $(call SIMDLESSON_GEQ_$(1),gbrp12le,r,4096,g,b)
SIMDLESSON_G16 = $(call SIMDLESSON_GEQ_$(1),gbrp16le,r,65536,g,b)
SIMDLESSON_PAIR = $(1)[a];$(2)[b];[a][b]simdlesson

SIMDLESSON_TESTS += add-yuv420p10
fate-simdlesson-add-yuv420p10%: SIMDLESSON_GRAPH = $(call SIMDLESSON_PAIR,$(call SIMDLESSON_Y10,A),$(call SIMDLESSON_Y10,B))
SIMDLESSON_TESTS += add-wrap-yuv420p10
fate-simdlesson-add-wrap-yuv420p10%: SIMDLESSON_GRAPH = $(call SIMDLESSON_PAIR,$(call SIMDLESSON_Y10,A),$(call SIMDLESSON_Y10,B))=overflow=wrap
SIMDLESSON_TESTS += add-bias-yuv420p10
fate-simdlesson-add-bias-yuv420p10%: SIMDLESSON_GRAPH = $(call SIMDLESSON_PAIR,$(call SIMDLESSON_Y10,A),$(call SIMDLESSON_Y10,B))=bias=1
SIMDLESSON_TESTS += add-gbrp12
fate-simdlesson-add-gbrp12%: SIMDLESSON_GRAPH = $(call SIMDLESSON_PAIR,$(call SIMDLESSON_G12,A),$(call SIMDLESSON_G12,B))
SIMDLESSON_TESTS += add-bias-gbrp12
fate-simdlesson-add-bias-gbrp12%: SIMDLESSON_GRAPH = $(call SIMDLESSON_PAIR,$(call SIMDLESSON_G12,A),$(call SIMDLESSON_G12,B))=bias=1
# packed 16-bit and shifted samples, repacked by swscale (bit-exact)
SIMDLESSON_TESTS += add-rgba64
fate-simdlesson-add-rgba64%: SIMDLESSON_GRAPH = $(call SIMDLESSON_G16,A),scale=flags=bitexact,format=rgba64le[a];$(call SIMDLESSON_G16,B),scale=flags=bitexact,format=rgba64le[b];[a][b]simdlesson
SIMDLESSON_TESTS += add-p010
fate-simdlesson-add-p010%: SIMDLESSON_GRAPH = $(call SIMDLESSON_Y10,A),scale=flags=bitexact,format=p010le[a];$(call SIMDLESSON_Y10,B),scale=flags=bitexact,format=p010le[b];[a][b]simdlesson
SIMDLESSON_TESTS += add-bias-p010
fate-simdlesson-add-bias-p010%: SIMDLESSON_GRAPH = $(call SIMDLESSON_Y10,A),scale=flags=bitexact,format=p010le[a];$(call SIMDLESSON_Y10,B),scale=flags=bitexact,format=p010le[b];[a][b]simdlesson=bias=1

# a constant, up and down, saturating and wrapping
SIMDLESSON_TESTS += offset-yuv420p
fate-simdlesson-offset-yuv420p%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=yuv420p,simdlesson=mode=offset:value=60
SIMDLESSON_TESTS += offset-neg-rgba
fate-simdlesson-offset-neg-rgba%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=rgba,simdlesson=mode=offset:value=-100
SIMDLESSON_TESTS += offset-wrap-yuv420p
fate-simdlesson-offset-wrap-yuv420p%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=yuv420p,simdlesson=mode=offset:value=200:overflow=wrap
SIMDLESSON_TESTS += offset-yuv420p10
fate-simdlesson-offset-yuv420p10%: SIMDLESSON_GRAPH = $(call SIMDLESSON_Y10,A),simdlesson=mode=offset:value=300
SIMDLESSON_TESTS += offset-neg-wrap-gbrp12
fate-simdlesson-offset-neg-wrap-gbrp12%: SIMDLESSON_GRAPH = $(call SIMDLESSON_G12,A),simdlesson=mode=offset:value=-1000:overflow=wrap
SIMDLESSON_TESTS += offset-neg-rgba64
fate-simdlesson-offset-neg-rgba64%: SIMDLESSON_GRAPH = $(call SIMDLESSON_G16,A),scale=flags=bitexact,format=rgba64le,simdlesson=mode=offset:value=-20000
SIMDLESSON_TESTS += offset-p010
fate-simdlesson-offset-p010%: SIMDLESSON_GRAPH = $(call SIMDLESSON_Y10,A),scale=flags=bitexact,format=p010le,simdlesson=mode=offset:value=-100

# Channel shuffles, on odd sizes so that rows end inside a vector.
SIMDLESSON_ODD = testsrc2=s=317x179:r=5:d=1
SIMDLESSON_TESTS += shuffle-out-bgra
fate-simdlesson-shuffle-out-bgra%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=rgba,simdlesson=mode=shuffle:out=bgra
# alpha from padding is the maximum
SIMDLESSON_TESTS += shuffle-out-rgb0-abgr
fate-simdlesson-shuffle-out-rgb0-abgr%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=rgb0,simdlesson=mode=shuffle:out=abgr
SIMDLESSON_TESTS += shuffle-map-rgba
fate-simdlesson-shuffle-map-rgba%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=rgba,simdlesson=mode=shuffle:map=bmax0r
SIMDLESSON_TESTS += shuffle-map-rrra
fate-simdlesson-shuffle-map-rrra%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=argb,simdlesson=mode=shuffle:map=arrr
SIMDLESSON_TESTS += shuffle-out-bgr24
fate-simdlesson-shuffle-out-bgr24%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=rgb24,simdlesson=mode=shuffle:out=bgr24
SIMDLESSON_TESTS += shuffle-map-rgb24
fate-simdlesson-shuffle-map-rgb24%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=rgb24,simdlesson=mode=shuffle:map=gmaxr
SIMDLESSON_TESTS += shuffle-out-bgr48
fate-simdlesson-shuffle-out-bgr48%: SIMDLESSON_GRAPH = $(call SIMDLESSON_G16,A),crop=317:179,scale=flags=bitexact,format=rgb48le,simdlesson=mode=shuffle:out=bgr48le
SIMDLESSON_TESTS += shuffle-map-rgb48
fate-simdlesson-shuffle-map-rgb48%: SIMDLESSON_GRAPH = $(call SIMDLESSON_G16,A),crop=317:179,scale=flags=bitexact,format=rgb48le,simdlesson=mode=shuffle:map=b0g
SIMDLESSON_TESTS += shuffle-out-bgra64
fate-simdlesson-shuffle-out-bgra64%: SIMDLESSON_GRAPH = $(call SIMDLESSON_G16,A),crop=317:179,scale=flags=bitexact,format=rgba64le,simdlesson=mode=shuffle:out=bgra64le
SIMDLESSON_TESTS += shuffle-map-rgba64
fate-simdlesson-shuffle-map-rgba64%: SIMDLESSON_GRAPH = $(call SIMDLESSON_G16,A),crop=317:179,scale=flags=bitexact,format=rgba64le,simdlesson=mode=shuffle:map=\#2|max|r|g
# packed 4:2:2 of odd width: the luma outside the picture repeats the last one
SIMDLESSON_TESTS += shuffle-out-uyvy422
fate-simdlesson-shuffle-out-uyvy422%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv422p,scale=flags=bitexact+accurate_rnd,format=yuyv422,simdlesson=mode=shuffle:out=uyvy422
SIMDLESSON_TESTS += shuffle-map-yuyv422
fate-simdlesson-shuffle-map-yuyv422%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv422p,scale=flags=bitexact+accurate_rnd,format=yuyv422,simdlesson=mode=shuffle:map=y1vy0u
# frames 1 to 3 are shuffled, the others pass through
SIMDLESSON_TESTS += shuffle-timeline
fate-simdlesson-shuffle-timeline%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=bgr0,simdlesson=mode=shuffle:map=rrrx:enable=between(n\,1\,3)

# mode=shuffle:out= between layouts, both ways, on odd sizes (4:2:0 chroma
# of odd size, rows ending inside a vector); packed and semi-planar inputs
# come from the planar frame through swscale (exact for these pairs).
SIMDLESSON_LAYOUT = simdlesson=mode=shuffle:out=
SIMDLESSON_BITEXACT = scale=flags=bitexact+accurate_rnd,format=
# 9- to 16-bit planar YUV of odd size from geq: $(1) format, $(2) 2^depth
# (SIMDLESSON_YUV_SIZE: of size $(3))
SIMDLESSON_YUV_SIZE = nullsrc=s=$(3):r=5:d=1,format=$(1),geq=lum=mod(X*37+Y*101+N*7\,$(2)):cb=mod(X*13+Y*29\,$(2)):cr=mod(X*5+Y*71+N\,$(2))
SIMDLESSON_YUV_ODD = $(call SIMDLESSON_YUV_SIZE,$(1),$(2),317x179)
# p010 and p016 of odd width: swscale leaves the last chroma pair of a row
# unwritten there, so they are made one column wider and cropped
SIMDLESSON_P01X_ODD = $(call SIMDLESSON_YUV_SIZE,$(1),$(2),318x179),$(SIMDLESSON_BITEXACT)$(3),crop=317:179:0:0
SIMDLESSON_RGB16_ODD = $(call SIMDLESSON_G16,A),crop=317:179,$(SIMDLESSON_BITEXACT)
# packed RGB: alpha and padding inserted at the maximum, dropped going back
SIMDLESSON_TESTS += layout-rgb24-rgba
fate-simdlesson-layout-rgb24-rgba%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=rgb24,$(SIMDLESSON_LAYOUT)rgba
SIMDLESSON_TESTS += layout-bgr24-bgra
fate-simdlesson-layout-bgr24-bgra%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=bgr24,$(SIMDLESSON_LAYOUT)bgra
SIMDLESSON_TESTS += layout-rgb24-argb
fate-simdlesson-layout-rgb24-argb%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=rgb24,$(SIMDLESSON_LAYOUT)argb
SIMDLESSON_TESTS += layout-bgr24-abgr
fate-simdlesson-layout-bgr24-abgr%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=bgr24,$(SIMDLESSON_LAYOUT)abgr
SIMDLESSON_TESTS += layout-rgb24-rgb0
fate-simdlesson-layout-rgb24-rgb0%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=rgb24,$(SIMDLESSON_LAYOUT)rgb0
SIMDLESSON_TESTS += layout-bgr24-bgr0
fate-simdlesson-layout-bgr24-bgr0%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=bgr24,$(SIMDLESSON_LAYOUT)bgr0
SIMDLESSON_TESTS += layout-rgb24-0rgb
fate-simdlesson-layout-rgb24-0rgb%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=rgb24,$(SIMDLESSON_LAYOUT)0rgb
SIMDLESSON_TESTS += layout-bgr24-0bgr
fate-simdlesson-layout-bgr24-0bgr%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=bgr24,$(SIMDLESSON_LAYOUT)0bgr
SIMDLESSON_TESTS += layout-rgba-bgr24
fate-simdlesson-layout-rgba-bgr24%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=rgba,$(SIMDLESSON_LAYOUT)bgr24
SIMDLESSON_TESTS += layout-bgra-rgb24
fate-simdlesson-layout-bgra-rgb24%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=bgra,$(SIMDLESSON_LAYOUT)rgb24
SIMDLESSON_TESTS += layout-argb-bgr24
fate-simdlesson-layout-argb-bgr24%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=argb,$(SIMDLESSON_LAYOUT)bgr24
SIMDLESSON_TESTS += layout-abgr-rgb24
fate-simdlesson-layout-abgr-rgb24%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=abgr,$(SIMDLESSON_LAYOUT)rgb24
SIMDLESSON_TESTS += layout-rgb0-bgr24
fate-simdlesson-layout-rgb0-bgr24%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=rgb0,$(SIMDLESSON_LAYOUT)bgr24
SIMDLESSON_TESTS += layout-bgr0-rgb24
fate-simdlesson-layout-bgr0-rgb24%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=bgr0,$(SIMDLESSON_LAYOUT)rgb24
SIMDLESSON_TESTS += layout-0rgb-bgr24
fate-simdlesson-layout-0rgb-bgr24%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=0rgb,$(SIMDLESSON_LAYOUT)bgr24
SIMDLESSON_TESTS += layout-0bgr-rgb24
fate-simdlesson-layout-0bgr-rgb24%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=0bgr,$(SIMDLESSON_LAYOUT)rgb24
SIMDLESSON_TESTS += layout-rgb48-rgba64
fate-simdlesson-layout-rgb48-rgba64%: SIMDLESSON_GRAPH = $(SIMDLESSON_RGB16_ODD)rgb48le,$(SIMDLESSON_LAYOUT)rgba64le
SIMDLESSON_TESTS += layout-bgr48-rgba64
fate-simdlesson-layout-bgr48-rgba64%: SIMDLESSON_GRAPH = $(SIMDLESSON_RGB16_ODD)bgr48le,$(SIMDLESSON_LAYOUT)rgba64le
SIMDLESSON_TESTS += layout-rgba64-bgr48
fate-simdlesson-layout-rgba64-bgr48%: SIMDLESSON_GRAPH = $(SIMDLESSON_RGB16_ODD)rgba64le,$(SIMDLESSON_LAYOUT)bgr48le
SIMDLESSON_TESTS += layout-bgra64-rgb48
fate-simdlesson-layout-bgra64-rgb48%: SIMDLESSON_GRAPH = $(SIMDLESSON_RGB16_ODD)bgra64le,$(SIMDLESSON_LAYOUT)rgb48le
# semi-planar, 8 bits
SIMDLESSON_TESTS += layout-yuv420p-nv12
fate-simdlesson-layout-yuv420p-nv12%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv420p,$(SIMDLESSON_LAYOUT)nv12
SIMDLESSON_TESTS += layout-nv12-yuv420p
fate-simdlesson-layout-nv12-yuv420p%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv420p,$(SIMDLESSON_BITEXACT)nv12,$(SIMDLESSON_LAYOUT)yuv420p
SIMDLESSON_TESTS += layout-yuv420p-nv21
fate-simdlesson-layout-yuv420p-nv21%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv420p,$(SIMDLESSON_LAYOUT)nv21
SIMDLESSON_TESTS += layout-nv21-yuv420p
fate-simdlesson-layout-nv21-yuv420p%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv420p,$(SIMDLESSON_BITEXACT)nv21,$(SIMDLESSON_LAYOUT)yuv420p
SIMDLESSON_TESTS += layout-yuv422p-nv16
fate-simdlesson-layout-yuv422p-nv16%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv422p,$(SIMDLESSON_LAYOUT)nv16
SIMDLESSON_TESTS_FMT60 += layout-nv16-yuv422p
fate-simdlesson-layout-nv16-yuv422p%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv422p,$(SIMDLESSON_BITEXACT)nv16,$(SIMDLESSON_LAYOUT)yuv422p
SIMDLESSON_TESTS += layout-yuv444p-nv24
fate-simdlesson-layout-yuv444p-nv24%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv444p,$(SIMDLESSON_LAYOUT)nv24
SIMDLESSON_TESTS += layout-nv24-yuv444p
fate-simdlesson-layout-nv24-yuv444p%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv444p,$(SIMDLESSON_BITEXACT)nv24,$(SIMDLESSON_LAYOUT)yuv444p
SIMDLESSON_TESTS += layout-yuv444p-nv42
fate-simdlesson-layout-yuv444p-nv42%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv444p,$(SIMDLESSON_LAYOUT)nv42
SIMDLESSON_TESTS += layout-nv42-yuv444p
fate-simdlesson-layout-nv42-yuv444p%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv444p,$(SIMDLESSON_BITEXACT)nv42,$(SIMDLESSON_LAYOUT)yuv444p
# semi-planar, 16-bit words: the samples shifted to the high bits
SIMDLESSON_TESTS += layout-yuv420p10-p010
fate-simdlesson-layout-yuv420p10-p010%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv420p10le,1024),$(SIMDLESSON_LAYOUT)p010le
SIMDLESSON_TESTS += layout-p010-yuv420p10
fate-simdlesson-layout-p010-yuv420p10%: SIMDLESSON_GRAPH = $(call SIMDLESSON_P01X_ODD,yuv420p10le,1024,p010le),$(SIMDLESSON_LAYOUT)yuv420p10le
SIMDLESSON_TESTS += layout-yuv420p16-p016
fate-simdlesson-layout-yuv420p16-p016%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv420p16le,65536),$(SIMDLESSON_LAYOUT)p016le
SIMDLESSON_TESTS += layout-p016-yuv420p16
fate-simdlesson-layout-p016-yuv420p16%: SIMDLESSON_GRAPH = $(call SIMDLESSON_P01X_ODD,yuv420p16le,65536,p016le),$(SIMDLESSON_LAYOUT)yuv420p16le
SIMDLESSON_TESTS += layout-yuv422p10-p210
fate-simdlesson-layout-yuv422p10-p210%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv422p10le,1024),$(SIMDLESSON_LAYOUT)p210le
SIMDLESSON_TESTS += layout-p210-yuv422p10
fate-simdlesson-layout-p210-yuv422p10%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv422p10le,1024),$(SIMDLESSON_BITEXACT)p210le,$(SIMDLESSON_LAYOUT)yuv422p10le
SIMDLESSON_TESTS += layout-yuv422p16-p216
fate-simdlesson-layout-yuv422p16-p216%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv422p16le,65536),$(SIMDLESSON_LAYOUT)p216le
SIMDLESSON_TESTS += layout-p216-yuv422p16
fate-simdlesson-layout-p216-yuv422p16%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv422p16le,65536),$(SIMDLESSON_BITEXACT)p216le,$(SIMDLESSON_LAYOUT)yuv422p16le
SIMDLESSON_TESTS += layout-yuv444p10-p410
fate-simdlesson-layout-yuv444p10-p410%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv444p10le,1024),$(SIMDLESSON_LAYOUT)p410le
SIMDLESSON_TESTS += layout-p410-yuv444p10
fate-simdlesson-layout-p410-yuv444p10%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv444p10le,1024),$(SIMDLESSON_BITEXACT)p410le,$(SIMDLESSON_LAYOUT)yuv444p10le
SIMDLESSON_TESTS += layout-yuv444p16-p416
fate-simdlesson-layout-yuv444p16-p416%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv444p16le,65536),$(SIMDLESSON_LAYOUT)p416le
SIMDLESSON_TESTS += layout-p416-yuv444p16
fate-simdlesson-layout-p416-yuv444p16%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv444p16le,65536),$(SIMDLESSON_BITEXACT)p416le,$(SIMDLESSON_LAYOUT)yuv444p16le
# packed 4:2:2; at an odd width the luma outside the picture repeats the
# last one
SIMDLESSON_TESTS += layout-yuv422p-yuyv422
fate-simdlesson-layout-yuv422p-yuyv422%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv422p,$(SIMDLESSON_LAYOUT)yuyv422
SIMDLESSON_TESTS += layout-yuyv422-yuv422p
fate-simdlesson-layout-yuyv422-yuv422p%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv422p,$(SIMDLESSON_BITEXACT)yuyv422,$(SIMDLESSON_LAYOUT)yuv422p
SIMDLESSON_TESTS += layout-yuv422p-uyvy422
fate-simdlesson-layout-yuv422p-uyvy422%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv422p,$(SIMDLESSON_LAYOUT)uyvy422
SIMDLESSON_TESTS += layout-uyvy422-yuv422p
fate-simdlesson-layout-uyvy422-yuv422p%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv422p,$(SIMDLESSON_BITEXACT)uyvy422,$(SIMDLESSON_LAYOUT)yuv422p
SIMDLESSON_TESTS += layout-yuv422p-yvyu422
fate-simdlesson-layout-yuv422p-yvyu422%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv422p,$(SIMDLESSON_LAYOUT)yvyu422
SIMDLESSON_TESTS += layout-yvyu422-yuv422p
fate-simdlesson-layout-yvyu422-yuv422p%: SIMDLESSON_GRAPH = $(SIMDLESSON_ODD),format=yuv422p,$(SIMDLESSON_BITEXACT)yvyu422,$(SIMDLESSON_LAYOUT)yuv422p
SIMDLESSON_TESTS += layout-yuv422p10-y210
fate-simdlesson-layout-yuv422p10-y210%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv422p10le,1024),$(SIMDLESSON_LAYOUT)y210le
SIMDLESSON_TESTS_FMT60 += layout-y210-yuv422p10
fate-simdlesson-layout-y210-yuv422p10%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv422p10le,1024),$(SIMDLESSON_BITEXACT)y210le,$(SIMDLESSON_LAYOUT)yuv422p10le
# formats FFmpeg 6.0 added (tools/overlay.sh drops them from older trees);
# nv16 and y210 inputs too: swscale writes them since 6.0
SIMDLESSON_TESTS_FMT60 += layout-yuv420p12-p012
fate-simdlesson-layout-yuv420p12-p012%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv420p12le,4096),$(SIMDLESSON_LAYOUT)p012le
SIMDLESSON_TESTS_FMT60 += layout-p012-yuv420p12
fate-simdlesson-layout-p012-yuv420p12%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv420p12le,4096),$(SIMDLESSON_BITEXACT)p012le,$(SIMDLESSON_LAYOUT)yuv420p12le
SIMDLESSON_TESTS_FMT60 += layout-yuv422p12-p212
fate-simdlesson-layout-yuv422p12-p212%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv422p12le,4096),$(SIMDLESSON_LAYOUT)p212le
SIMDLESSON_TESTS_FMT60 += layout-p212-yuv422p12
fate-simdlesson-layout-p212-yuv422p12%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv422p12le,4096),$(SIMDLESSON_BITEXACT)p212le,$(SIMDLESSON_LAYOUT)yuv422p12le
SIMDLESSON_TESTS_FMT60 += layout-yuv444p12-p412
fate-simdlesson-layout-yuv444p12-p412%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv444p12le,4096),$(SIMDLESSON_LAYOUT)p412le
SIMDLESSON_TESTS_FMT60 += layout-p412-yuv444p12
fate-simdlesson-layout-p412-yuv444p12%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv444p12le,4096),$(SIMDLESSON_BITEXACT)p412le,$(SIMDLESSON_LAYOUT)yuv444p12le
SIMDLESSON_TESTS_FMT60 += layout-yuv422p12-y212
fate-simdlesson-layout-yuv422p12-y212%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv422p12le,4096),$(SIMDLESSON_LAYOUT)y212le
SIMDLESSON_TESTS_FMT60 += layout-y212-yuv422p12
fate-simdlesson-layout-y212-yuv422p12%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_ODD,yuv422p12le,4096),$(SIMDLESSON_BITEXACT)y212le,$(SIMDLESSON_LAYOUT)yuv422p12le
SIMDLESSON_TESTS += $(SIMDLESSON_TESTS_FMT60)

# mode=depth: up and down, each method and dither, limited and full range
# (setrange), at the ends of the depth range and between them
SIMDLESSON_DEPTH = simdlesson=mode=depth:depth=
SIMDLESSON_TESTS += depth-up-yuv420p-10
fate-simdlesson-depth-up-yuv420p-10%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=yuv420p,$(SIMDLESSON_DEPTH)10
SIMDLESSON_TESTS += depth-up-full-yuv420p-16
fate-simdlesson-depth-up-full-yuv420p-16%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=yuv420p,setrange=full,$(SIMDLESSON_DEPTH)16
SIMDLESSON_TESTS += depth-up-replicate-yuva444p-12
fate-simdlesson-depth-up-replicate-yuva444p-12%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=yuva444p,$(SIMDLESSON_DEPTH)12:method=replicate
SIMDLESSON_TESTS += depth-up-shift-yuv420p10-14
fate-simdlesson-depth-up-shift-yuv420p10-14%: SIMDLESSON_GRAPH = $(call SIMDLESSON_Y10,A),setrange=full,$(SIMDLESSON_DEPTH)14:method=shift
SIMDLESSON_TESTS += depth-up-gbrp12-16
fate-simdlesson-depth-up-gbrp12-16%: SIMDLESSON_GRAPH = $(call SIMDLESSON_G12,A),$(SIMDLESSON_DEPTH)16
SIMDLESSON_TESTS += depth-down-yuv420p10-8
fate-simdlesson-depth-down-yuv420p10-8%: SIMDLESSON_GRAPH = $(call SIMDLESSON_Y10,A),$(SIMDLESSON_DEPTH)8
SIMDLESSON_TESTS += depth-down-full-yuv420p10-8
fate-simdlesson-depth-down-full-yuv420p10-8%: SIMDLESSON_GRAPH = $(call SIMDLESSON_Y10,B),setrange=full,$(SIMDLESSON_DEPTH)8
SIMDLESSON_TESTS += depth-down-none-yuv420p10-8
fate-simdlesson-depth-down-none-yuv420p10-8%: SIMDLESSON_GRAPH = $(call SIMDLESSON_Y10,A),$(SIMDLESSON_DEPTH)8:dither=none
SIMDLESSON_TESTS += depth-up-gbrap-16
fate-simdlesson-depth-up-gbrap-16%: SIMDLESSON_GRAPH = $(SIMDLESSON_SRC),format=gbrap,$(SIMDLESSON_DEPTH)16
SIMDLESSON_TESTS += depth-down-gbrp16-10
fate-simdlesson-depth-down-gbrp16-10%: SIMDLESSON_GRAPH = $(call SIMDLESSON_G16,A),$(SIMDLESSON_DEPTH)10
SIMDLESSON_TESTS += depth-down-replicate-none-gbrp16-12
fate-simdlesson-depth-down-replicate-none-gbrp16-12%: SIMDLESSON_GRAPH = $(call SIMDLESSON_G16,B),$(SIMDLESSON_DEPTH)12:method=replicate:dither=none
# frames 1 to 3 round, the others take the defaults
SIMDLESSON_TESTS += depth-timeline
fate-simdlesson-depth-timeline%: SIMDLESSON_GRAPH = $(call SIMDLESSON_Y10,B),$(SIMDLESSON_DEPTH)8:dither=none:enable=between(n\,1\,3)

# YUV <-> RGB by mode=shuffle with matrix= and range= (the filter's swscale
# context, on the DSP's route), on pairs whose bytes swscale gives alike at
# every CPU level
SIMDLESSON_EVEN = testsrc2=s=318x180:r=5:d=1
SIMDLESSON_TESTS += color-nv12-rgb24-bt709
fate-simdlesson-color-nv12-rgb24-bt709%: SIMDLESSON_GRAPH = $(SIMDLESSON_EVEN),format=yuv420p,$(SIMDLESSON_BITEXACT)nv12,simdlesson=mode=shuffle:out=rgb24:matrix=bt709
SIMDLESSON_TESTS += color-yuv420p10-rgb24-bt2020-full
fate-simdlesson-color-yuv420p10-rgb24-bt2020-full%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_SIZE,yuv420p10le,1024,318x180),simdlesson=mode=shuffle:out=rgb24:matrix=bt2020:range=full
SIMDLESSON_TESTS += color-yuv444p10-bgra-bt709
fate-simdlesson-color-yuv444p10-bgra-bt709%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_SIZE,yuv444p10le,1024,317x179),simdlesson=mode=shuffle:out=bgra:matrix=bt709
SIMDLESSON_TESTS += color-bgra-nv12-bt709
fate-simdlesson-color-bgra-nv12-bt709%: SIMDLESSON_GRAPH = $(SIMDLESSON_EVEN),format=bgra,simdlesson=mode=shuffle:out=nv12:matrix=bt709
SIMDLESSON_TESTS += color-rgb24-p010-bt709
fate-simdlesson-color-rgb24-p010-bt709%: SIMDLESSON_GRAPH = $(SIMDLESSON_EVEN),format=rgb24,simdlesson=mode=shuffle:out=p010le:matrix=bt709
SIMDLESSON_TESTS += color-gbrp-nv12-bt709
fate-simdlesson-color-gbrp-nv12-bt709%: SIMDLESSON_GRAPH = $(SIMDLESSON_EVEN),format=gbrp,simdlesson=mode=shuffle:out=nv12:matrix=bt709
SIMDLESSON_TESTS += color-nv12-gbrp-bt601-full
fate-simdlesson-color-nv12-gbrp-bt601-full%: SIMDLESSON_GRAPH = $(SIMDLESSON_EVEN),format=yuv420p,$(SIMDLESSON_BITEXACT)nv12,simdlesson=mode=shuffle:out=gbrp:matrix=bt601:range=full
SIMDLESSON_TESTS += color-bgra-yuv444p-bt2020
fate-simdlesson-color-bgra-yuv444p-bt2020%: SIMDLESSON_GRAPH = testsrc2=s=317x179:r=5:d=1,format=bgra,simdlesson=mode=shuffle:out=yuv444p:matrix=bt2020
SIMDLESSON_TESTS += color-yuv420p10-rgb48-bt709
fate-simdlesson-color-yuv420p10-rgb48-bt709%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_SIZE,yuv420p10le,1024,318x180),simdlesson=mode=shuffle:out=rgb48le:matrix=bt709
SIMDLESSON_TESTS += color-p010-bgra64-bt2020-full
fate-simdlesson-color-p010-bgra64-bt2020-full%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_SIZE,yuv420p10le,1024,318x180),$(SIMDLESSON_BITEXACT)p010le,simdlesson=mode=shuffle:out=bgra64le:matrix=bt2020:range=full
# 8-bit YUV to 16-bit RGB (rows widened to words); 16-bit RGB to 8 bits
# (swscale's dither; 4:2:2, whose one-row filters dither alike in C and x86;
# rgb48le through scale: testsrc2 of FFmpeg 5.1 has none)
SIMDLESSON_TESTS += color-nv12-rgb48-bt709
fate-simdlesson-color-nv12-rgb48-bt709%: SIMDLESSON_GRAPH = $(SIMDLESSON_EVEN),format=yuv420p,$(SIMDLESSON_BITEXACT)nv12,simdlesson=mode=shuffle:out=rgb48le:matrix=bt709
SIMDLESSON_TESTS += color-rgb48-yuv422p-bt709
fate-simdlesson-color-rgb48-yuv422p-bt709%: SIMDLESSON_GRAPH = $(SIMDLESSON_EVEN),format=rgb24,$(SIMDLESSON_BITEXACT)rgb48le,simdlesson=mode=shuffle:out=yuv422p:matrix=bt709
# 16-bit YUV to big-endian 16-bit RGB (the samples' 16th bit), and back
SIMDLESSON_TESTS += color-p016-rgb48be-bt709
fate-simdlesson-color-p016-rgb48be-bt709%: SIMDLESSON_GRAPH = $(call SIMDLESSON_YUV_SIZE,yuv420p16le,65536,318x180),$(SIMDLESSON_BITEXACT)p016le,simdlesson=mode=shuffle:out=rgb48be:matrix=bt709
SIMDLESSON_TESTS += color-rgb48be-yuv420p10-bt2020
fate-simdlesson-color-rgb48be-yuv420p10-bt2020%: SIMDLESSON_GRAPH = $(SIMDLESSON_EVEN),format=rgb24,$(SIMDLESSON_BITEXACT)rgb48be,simdlesson=mode=shuffle:out=yuv420p10le:matrix=bt2020

define SIMDLESSON_FATE_TEST
FATE_SIMDLESSON_$(2) += fate-simdlesson-$(1)-$(2)
fate-simdlesson-$(1)-$(2): CMD = framemd5 -lavfi "$$(SIMDLESSON_GRAPH)"
fate-simdlesson-$(1)-$(2): CPUFLAGS = $$(SIMDLESSON_CPUFLAGS_$(2))
fate-simdlesson-$(1)-$(2): REF = $$(SRC_PATH)/tests/ref/fate/simdlesson-$(1)
endef

$(foreach L,$(SIMDLESSON_CPU_LEVELS),$(foreach T,$(SIMDLESSON_TESTS),$(eval $(call SIMDLESSON_FATE_TEST,$(T),$(L)))))

FATE_SIMDLESSON = $(foreach L,$(SIMDLESSON_CPU_LEVELS),$(FATE_SIMDLESSON_$(L)))

ifeq ($(call ALLYES, SIMDLESSON_FILTER TESTSRC2_FILTER SPLIT_FILTER HFLIP_FILTER VFLIP_FILTER \
                     FORMAT_FILTER SCALE_FILTER EXTRACTPLANES_FILTER CROP_FILTER GEQ_FILTER NULLSRC_FILTER SETRANGE_FILTER LAVFI_INDEV FRAMEMD5_MUXER       \
                     RAWVIDEO_ENCODER PIPE_PROTOCOL),yes)
FATE_FFMPEG += $(FATE_SIMDLESSON)
$(foreach L,$(SIMDLESSON_CPU_LEVELS),$(eval fate-simdlesson-$(L): $(FATE_SIMDLESSON_$(L))))
fate-simdlesson: $(FATE_SIMDLESSON)
endif
