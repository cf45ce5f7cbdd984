# simdlesson: build a real ffmpeg with the filter compiled in, and test it.
# See README.md.  Variables: BUILDDIR (default build), JOBS (default nproc),
# FUZZ_SECONDS (make fuzz, default 60), FUZZ_SEED (default: the time),
# PREFIX (make install, default /usr/local), PARTS (make check: some parts
# of the suite only, see tests/run.sh).

BUILDDIR ?= build
JOBS     ?= $(shell nproc 2>/dev/null || echo 2)
SERIES   := 9.0 8.1 7.1 5.1

CONFIG := $(BUILDDIR)/config.mk
ifeq ($(filter distclean system install-system uninstall-system,$(MAKECMDGOALS)),)
-include $(CONFIG)
endif

# The first build on a fresh checkout configures with the defaults.
$(CONFIG):
	./configure --builddir=$(BUILDDIR)

FUZZ_SECONDS ?= 60
PREFIX       ?= /usr/local
FUZZ_SEED    ?=

.PHONY: all ffmpeg checkasm check check-all check-c check-sanitize check-oom check-m32 check-blend-dsp fuzz demo bench install patches check-patches clean distclean
.PHONY: system install-system uninstall-system check-system check-system-debian check-system-other
.DEFAULT_GOAL := all

all: ffmpeg

# FFmpeg's own make decides what to rebuild; the overlay (symlinks to the
# project's files) keeps its dependency tracking exact.
ffmpeg: $(CONFIG)
	@tools/overlay.sh $(SRCDIR) $(OVERLAY_STAGES)
	@# (nasm's dependency files here name no %include: an edit of the
	@# shared include rebuilds the asm that includes it)
	@for a in libswscale/x86/*.asm libavfilter/x86/*.asm; do o=$(OBJDIR)/$${a%.asm}.o; \
	    [ ! -f "$$o" ] || [ ! libswscale/x86/simdlessondsp_include.asm -nt "$$o" ] || touch "$$a"; done
	+$(MAKE) -C $(OBJDIR) -j$(JOBS) ffmpeg ffprobe
	@mkdir -p $(BUILDDIR)/bin
	@for p in ffmpeg ffprobe; do \
	    cmp -s $(OBJDIR)/$$p $(BUILDDIR)/bin/$$p || \
	    { cp -p $(OBJDIR)/$$p $(BUILDDIR)/bin/.$$p.tmp && mv -f $(BUILDDIR)/bin/.$$p.tmp $(BUILDDIR)/bin/$$p; } || exit 1; \
	done
	@echo "built $(BUILDDIR)/bin/ffmpeg (FFmpeg $(FFMPEG_VERSION), $(PROFILE) profile)"

checkasm: ffmpeg
	+$(MAKE) -C $(OBJDIR) -j$(JOBS) checkasm

check: checkasm
	tests/run.sh $(BUILDDIR) $(PARTS)

# Every supported series; the main build covers its own, the others get a
# minimal build of their own under $(BUILDDIR)/series-X, where the suite
# runs what differs with the series: the compat layer (checkasm, FATE,
# errors, commands) and swscale (the parity of the conversions).
check-all:
	@tools/check-all.sh $(BUILDDIR) $(SERIES)

# FFmpeg without any x86 asm in $(BUILDDIR)/c-only: the C kernels alone
# give FATE's references (checkasm has nothing to test there).
check-c:
	./configure --builddir=$(BUILDDIR)/c-only --profile=minimal --ffmpeg-flags=--disable-x86asm
	+$(MAKE) --no-print-directory BUILDDIR=$(BUILDDIR)/c-only check PARTS="checkasm fate"

# FFmpeg's blend and tblend using the DSP context (./configure
# --enable-blend-dsp) in $(BUILDDIR)/blend-dsp: blend's parity with lut2 at
# 9 to 14 bits and blend's own FATE tests (the suite's part blend; the
# main build's stock blend is the reference at 14 bits, beyond lut2).
check-blend-dsp: ffmpeg
	./configure --builddir=$(BUILDDIR)/blend-dsp --profile=minimal --enable-blend-dsp
	+STOCK_FFMPEG=$(abspath $(BUILDDIR))/bin/ffmpeg $(MAKE) --no-print-directory BUILDDIR=$(BUILDDIR)/blend-dsp check PARTS=blend

# make check under ASan+UBSan in $(BUILDDIR)/sanitize (with blend and
# tblend on the DSP: check-blend-dsp's part), and valgrind.
check-sanitize: ffmpeg
	tests/sanitize.sh $(BUILDDIR)

# Allocation-failure injection (tests/oom.sh): every allocation site of
# short runs of each mode failed in turn, in the main build and, for the
# filter's own allocations, under ASan+LSan in $(BUILDDIR)/sanitize.
check-oom: ffmpeg
	tests/oom.sh $(BUILDDIR)

# FFmpeg and the filter for x86-32 (-m32) in $(BUILDDIR)/m32, make check there.
check-m32:
	tests/m32.sh $(BUILDDIR)

# Random filter graphs, C against SIMD, for FUZZ_SECONDS.
fuzz: ffmpeg
	tests/fuzz.sh $(BUILDDIR) fuzz $(FUZZ_SECONDS) $(FUZZ_SEED)

demo: ffmpeg
	tests/demo.sh $(BUILDDIR)

# Side-by-side performance; QUICK=1 for a short run.  Not part of check.
bench: checkasm
	tests/bench.sh $(BUILDDIR) $(if $(QUICK),quick)

# The filter as a git format-patch series against the configured FFmpeg
# release, in $(BUILDDIR)/patches; check-patches applies the series with
# git am to a pristine tree of every series and checks that it gives the
# tree that make check and make check-all build and test.
patches: $(CONFIG)
	tools/patches.sh $(BUILDDIR) $(BUILDDIR)/patches

check-patches:
	tests/patches.sh $(BUILDDIR) $(SERIES)

# ffmpeg, ffprobe, the libraries, their headers and .pc files under PREFIX.
install: ffmpeg
	tools/install.sh $(BUILDDIR) $(PREFIX)

# The system's own FFmpeg with simdlesson: a drop-in libavfilter.so.N built
# from the installed version's Debian source and configure flags, in
# $(BUILDDIR)/system (lib/, and bin/ wrappers); install-system puts it in
# /usr/local/lib/<multiarch>.  Overrides: SYSTEM_SRC, SYSTEM_FLAGS,
# SYSTEM_FFMPEG, SYSTEM_DERIVE (see tools/system.sh).
system:
	+JOBS=$(JOBS) SCALE_DSP=$(SCALE_DSP) tools/system.sh build $(BUILDDIR)

install-system:
	tools/system.sh install $(BUILDDIR)

uninstall-system:
	tools/system.sh uninstall $(BUILDDIR)

# Debian's ffmpeg (installed if missing) through the wrappers: its filters
# plus simdlesson, the same bytes as build/bin/ffmpeg, a libx264 job,
# install-system and uninstall-system, the refusals.
check-system: ffmpeg
	+JOBS=$(JOBS) SCALE_DSP=$(SCALE_DSP) tests/system.sh $(BUILDDIR)

# check-system inside debootstrap chroots of RELEASES (default bookworm
# trixie sid), made on first use and cached; needs root.
check-system-debian: ffmpeg
	+JOBS=$(JOBS) tests/system-debian.sh $(BUILDDIR) $(RELEASES)

# make system for an ffmpeg not from Debian: FFmpeg 8.1 built shared into
# a private prefix, SYSTEM_FFMPEG and SYSTEM_SRC, check-system's checks.
check-system-other: ffmpeg
	+JOBS=$(JOBS) tests/system-other.sh $(BUILDDIR)

clean:
	-$(MAKE) -C $(OBJDIR) clean
	rm -rf $(BUILDDIR)/bin $(BUILDDIR)/tests $(BUILDDIR)/demo

distclean:
	rm -rf $(BUILDDIR)
