# FATE tests of the simdlesson filter.
#
# Every graph runs once per CPU level (C only, SSE2, everything the CPU has)
# against one reference file, tests/ref/fate/simdlesson-<test>: the SIMD
# kernels must give exactly the C result.
#   make fate-simdlesson                 all tests at all levels
#   make fate-simdlesson-c               one level
#   make fate-simdlesson-add-nv12-sse2   one test at one level

SIMDLESSON_CPU_LEVELS    = c sse2 all
SIMDLESSON_CPUFLAGS_c    = 0
SIMDLESSON_CPUFLAGS_sse2 = sse2
SIMDLESSON_CPUFLAGS_all  = all

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

define SIMDLESSON_FATE_TEST
FATE_SIMDLESSON_$(2) += fate-simdlesson-$(1)-$(2)
fate-simdlesson-$(1)-$(2): CMD = framemd5 -lavfi "$$(SIMDLESSON_GRAPH)"
fate-simdlesson-$(1)-$(2): CPUFLAGS = $$(SIMDLESSON_CPUFLAGS_$(2))
fate-simdlesson-$(1)-$(2): REF = $$(SRC_PATH)/tests/ref/fate/simdlesson-$(1)
endef

$(foreach L,$(SIMDLESSON_CPU_LEVELS),$(foreach T,$(SIMDLESSON_TESTS),$(eval $(call SIMDLESSON_FATE_TEST,$(T),$(L)))))

FATE_SIMDLESSON = $(foreach L,$(SIMDLESSON_CPU_LEVELS),$(FATE_SIMDLESSON_$(L)))

ifeq ($(call ALLYES, SIMDLESSON_FILTER TESTSRC2_FILTER SPLIT_FILTER HFLIP_FILTER \
                     FORMAT_FILTER SCALE_FILTER EXTRACTPLANES_FILTER LAVFI_INDEV FRAMEMD5_MUXER       \
                     RAWVIDEO_ENCODER PIPE_PROTOCOL),yes)
FATE_FFMPEG += $(FATE_SIMDLESSON)
$(foreach L,$(SIMDLESSON_CPU_LEVELS),$(eval fate-simdlesson-$(L): $(FATE_SIMDLESSON_$(L))))
fate-simdlesson: $(FATE_SIMDLESSON)
endif
