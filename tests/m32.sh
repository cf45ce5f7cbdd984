#!/usr/bin/env bash
#
# tests/m32.sh BUILDDIR: make check-m32.  FFmpeg and the filter built for
# x86-32 (gcc -m32 with Debian's multilib packages, installed here when
# missing) in BUILDDIR/m32, minimal profile.  The filter's asm is x86-64
# only (%if ARCH_X86_64), so the x86-32 build has the C kernels (FFmpeg's
# own asm is built, as x86-32 NASM).  Where the kernel cannot run x86-32
# programs (no IA32 emulation, as on some VMs), they run under qemu-i386
# (Debian's qemu-user), as FFmpeg's --target-exec.  Checked there:
#   - the build (the filter's asm must be guarded, or NASM fails)
#   - FATE: every simdlesson graph at -cpuflags 0 and native (under qemu:
#     native) against the references of the x86-64 build
#   - checkasm: the vf_simdlesson module runs (C reference only: no SIMD
#     function to test)
# Ends with "N passed, M failed".

set -u -o pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"
suite_begin
BUILDDIR=$(cd "${1:-build}" && pwd)
M32=$BUILDDIR/m32
OUT=$M32/tests
mkdir -p "$M32"

# gcc-multilib: cc -m32 and its libc; lib32z1-dev: zlib for PNG
pkgs=()
printf 'int main(void) { return 0; }\n' >"$M32/probe.c"
cc -m32 "$M32/probe.c" -o "$M32/probe" 2>/dev/null || pkgs+=(gcc-multilib)
[ -e /usr/lib32/libz.so ] || [ -e /usr/lib32/libz.a ] || pkgs+=(lib32z1-dev)
[ ${#pkgs[@]} -eq 0 ] || install_packages "${pkgs[@]}"
cc -m32 "$M32/probe.c" -o "$M32/probe" || die "cc -m32 does not link"
run=()
if ! "$M32/probe" 2>/dev/null; then
    command -v qemu-i386 >/dev/null || install_packages qemu-user
    run=(qemu-i386)
    "${run[@]}" "$M32/probe" || die "neither the kernel nor qemu-i386 runs x86-32 programs"
    log "check-m32: this kernel does not run x86-32 programs; running them under qemu-i386"
fi

flags="--extra-cflags=-m32 --extra-ldflags=-m32"
[ ${#run[@]} -gt 0 ] && flags="$flags --enable-cross-compile --arch=x86_32 --target-os=linux --target-exec=${run[0]}"
"$TOP/configure" --builddir="$M32" --profile=minimal --ffmpeg-flags="$flags" >"$M32/configure.log" 2>&1 ||
    { cat "$M32/configure.log"; exit 1; }
. "$M32/config.mk"
grep -q '^ARCH_X86_32=yes' "$OBJDIR/ffbuild/config.mak" ||
    die "FFmpeg in $M32 is not configured for x86-32 (see $M32/ffmpeg-configure.log)"
rm -rf "$OUT"; mkdir -p "$OUT"
echo "simdlesson x86-32 tests: FFmpeg $FFMPEG_VERSION, x86 asm: $X86ASM${run:+, under ${run[0]}}"

if make -C "$TOP" --no-print-directory BUILDDIR="$M32" checkasm >"$OUT/build.log" 2>&1 &&
   file -L "$M32/bin/ffmpeg" | grep -q 'ELF 32-bit'; then
    pass "x86-32 build: $(file -L "$M32/bin/ffmpeg" | cut -d: -f2 | cut -d, -f1-2)"
else
    fail "x86-32 build" "see $OUT/build.log"
    grep -E 'error|Error' "$OUT/build.log" | head -n 10
    suite_result
    exit
fi

echo "checkasm"
"${run[@]}" "$OBJDIR/tests/checkasm/checkasm" --test=vf_simdlesson >"$OUT/checkasm-run.log" 2>&1
if grep -q 'no tests to perform' "$OUT/checkasm-run.log"; then
    pass "checkasm: no SIMD kernel in the x86-32 build"
else
    fail "checkasm in the x86-32 build: SIMD kernels?" "see $OUT/checkasm-run.log"
fi

# Under qemu, one CPU level: the filter has only C here, and emulation is slow.
levels="c native"
[ ${#run[@]} -gt 0 ] && levels=native
echo "FATE (each graph at CPU levels $levels; the x86-64 references)"
targets=()
for ref in "$TOP"/fate/ref/simdlesson-*; do
    for level in $levels; do targets+=("fate-$(basename "$ref")-$level"); done
done
make -k -C "$OBJDIR" -j"$(nproc)" "${targets[@]}" >"$OUT/fate.log" 2>&1
fate_results "$OUT/fate.log"
for ref in "$TOP"/fate/ref/simdlesson-*; do
    t=$(basename "$ref")
    for level in $levels; do
        if fate_passed "$t-$level"; then
            pass "fate-$t-$level"
        else
            fail "fate-$t-$level" "see $OUT/fate.log and $OBJDIR/tests/data/fate/$t-$level.*"
        fi
    done
done

suite_result
