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
