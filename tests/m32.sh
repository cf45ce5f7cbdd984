#!/usr/bin/env bash
#
# tests/m32.sh BUILDDIR: make check-m32.  FFmpeg and the filter built for
# x86-32 (gcc -m32 with Debian's multilib packages, installed here when
# missing) in BUILDDIR/m32, minimal profile, and make check there: the
# filter's asm is x86-64 only (%if ARCH_X86_64), so this runs the C
# kernels through FATE (every CPU level), checkasm (no SIMD function to
# test), the parity, error, geometry and fuzz suites, the API program and
# the documentation.  FFmpeg's own asm is built and used (x86-32 NASM).
# Ends with make check's "N passed, M failed".

set -u -o pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"
BUILDDIR=$(cd "${1:-build}" && pwd)
M32=$BUILDDIR/m32

# gcc-multilib: cc -m32 and its libc; lib32z1-dev: zlib for PNG
pkgs=()
printf 'int main(void) { return 0; }\n' | cc -m32 -x c - -o /dev/null 2>/dev/null || pkgs+=(gcc-multilib)
[ -e /usr/lib32/libz.so ] || [ -e /usr/lib32/libz.a ] || pkgs+=(lib32z1-dev)
[ ${#pkgs[@]} -eq 0 ] || install_packages "${pkgs[@]}"

"$TOP/configure" --builddir="$M32" --profile=minimal \
    --ffmpeg-flags="--extra-cflags=-m32 --extra-ldflags=-m32" || exit 1
. "$M32/config.mk"
grep -q '^ARCH_X86_32=yes' "$OBJDIR/ffbuild/config.mak" ||
    die "FFmpeg in $M32 is not configured for x86-32 (see $M32/ffmpeg-configure.log)"
make -C "$TOP" --no-print-directory BUILDDIR="$M32" checkasm >"$M32/build.log" 2>&1 || {
    tail -n 30 "$M32/build.log"
    die "the x86-32 build failed (see $M32/build.log)"
}
file -L "$M32/bin/ffmpeg" | grep -q 'ELF 32-bit' || die "$M32/bin/ffmpeg is not a 32-bit program"
log "x86-32 build: $(file -L "$M32/bin/ffmpeg" | cut -d: -f2 | cut -d, -f1-2)"
"$TOP/tests/run.sh" "$M32"
