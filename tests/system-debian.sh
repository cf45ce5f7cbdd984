#!/usr/bin/env bash
#
# tests/system-debian.sh BUILDDIR [RELEASE...] (make check-system-debian):
# make check-system (tests/system.sh) inside a clean debootstrap chroot of
# each Debian release (default: bookworm trixie sid) with Debian's ffmpeg
# installed.  The chroots are made on first use from the mirror the
# machine's apt uses and kept in SIMDLESSON_CACHE/chroots/RELEASE; each run
# works on an overlay of that base (BUILDDIR/debian/RELEASE), so every run
# starts clean.  The project tree and the cache are bind-mounted at their
# own paths; the byte comparisons use BUILDDIR/bin/ffmpeg (built on the
# host: a newer release's glibc runs it).  See doc/testing.md.
# Ends with one line "N passed, M failed".

set -u -o pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tools/common.sh"
suite_begin
[ "$(id -u)" = 0 ] ||
    die "check-system-debian makes debootstrap chroots and mounts into them: run it as root (sudo make check-system-debian)"
BUILDDIR=$(cd "${1:?usage: system-debian.sh BUILDDIR [RELEASE...]}" && pwd); shift
releases=${*:-bookworm trixie sid}
cache=${SIMDLESSON_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/simdlesson}
cache=$(mkdir -p "$cache" && cd "$cache" && pwd)

[ -x "$BUILDDIR/bin/ffmpeg" ] && [ -f "$BUILDDIR/config.mk" ] ||
    die "no $BUILDDIR/bin/ffmpeg: run make first (the chroots compare against it)"
command -v debootstrap >/dev/null || install_packages debootstrap
mirror=$(debian_mirror)

# base RELEASE: the cached chroot with Debian's ffmpeg, made when missing
base() {
    local rel=$1 dir=$cache/chroots/$1 script=
    [ -f "$dir/.simdlesson-base" ] && return 0
    rm -rf "$dir.tmp"; mkdir -p "$cache/chroots"
    # (bookworm's debootstrap may not know a newer release's name)
    [ -e "/usr/share/debootstrap/scripts/$rel" ] || script=bookworm
    log "$rel: debootstrap from $mirror into $dir (once)"
    debootstrap --variant=minbase "$rel" "$dir.tmp" "$mirror" $script >"$cache/chroots/$rel.log" 2>&1 ||
        { tail -n 5 "$cache/chroots/$rel.log" >&2; return 1; }
    # an expired Release file of sid/testing must not stop apt
    echo 'Acquire::Check-Valid-Until "false";' > "$dir.tmp/etc/apt/apt.conf.d/99simdlesson"
    cp /etc/resolv.conf "$dir.tmp/etc/resolv.conf" 2>/dev/null || true
    log "$rel: installing Debian's ffmpeg in the chroot"
    chroot "$dir.tmp" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
        sh -c 'apt-get -q update && apt-get -y -q --no-install-recommends install ffmpeg && apt-get clean' \
        >>"$cache/chroots/$rel.log" 2>&1 || { tail -n 5 "$cache/chroots/$rel.log" >&2; return 1; }
    touch "$dir.tmp/.simdlesson-base"
    mv "$dir.tmp" "$dir"
}

mounts=()
unmount_all() {
    local i
    for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
        umount "${mounts[$i]}" 2>/dev/null || umount -l "${mounts[$i]}" 2>/dev/null || true
    done
    mounts=()
}
trap unmount_all EXIT
trap 'exit 130' INT TERM
mnt() { # mount ARGS... TARGET (last)
    mount "$@" && mounts+=("${!#}")
}

# run RELEASE: tests/system.sh in a fresh overlay of the base; prints its log
run() {
    local rel=$1 dir=$BUILDDIR/debian/$1 root=$BUILDDIR/debian/$1/root
    if grep -q " $root" /proc/mounts; then
        die "$root is still mounted from an interrupted run: umount -R $root"
    fi
    rm -rf "$dir/upper" "$dir/work"
    mkdir -p "$dir/upper" "$dir/work" "$root"
    mnt -t overlay overlay -o "lowerdir=$cache/chroots/$rel,upperdir=$dir/upper,workdir=$dir/work" "$root" || return 1
    mnt -t proc proc "$root/proc" || return 1
    mnt --bind /dev "$root/dev" || return 1
    mnt --bind /dev/pts "$root/dev/pts" || return 1
    local d
    for d in "$TOP" "$cache" "$BUILDDIR"; do
        mkdir -p "$root$d"
        grep -q " $root$d " /proc/mounts || mnt --bind "$d" "$root$d" || return 1
    done
    cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
    # the chroot's build directory: the host's ffmpeg to compare with
    local rb=$dir/build
    rm -rf "$rb"; mkdir -p "$rb/bin"
    cp "$BUILDDIR/config.mk" "$rb/"
    cp -p "$BUILDDIR/bin/ffmpeg" "$rb/bin/"
    chroot "$root" env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
        LANG=C.UTF-8 SIMDLESSON_CACHE="$cache" JOBS="${JOBS:-$(nproc)}" ${SYSTEM_DEBIAN_ENV:-} \
        bash "$TOP/tests/system.sh" "$rb" > "$dir/check-system.log" 2>&1
}

start=$(date +%s)
summary=()
for rel in $releases; do
    t0=$(date +%s)
    echo "== Debian $rel"
    if ! base "$rel"; then
        fail "$rel: no chroot (debootstrap or apt-get install ffmpeg failed; see $cache/chroots/$rel.log)"
        summary+=("$rel: no chroot ($(( $(date +%s) - t0 )) s)")
        continue
    fi
    version=$(chroot "$cache/chroots/$rel" dpkg-query -W -f '${Version}' ffmpeg 2>/dev/null)
    run "$rel"; rc=$?
    unmount_all
    log=$BUILDDIR/debian/$rel/check-system.log
    grep -E '^  (ok|FAIL|note)|^ +see |^simdlesson: (warning|using|configure|derivation|fallback)' "$log" | sed 's/^/  /'
    result=$(tail -n 1 "$log")
    secs=$(( $(date +%s) - t0 ))
    path=$(cat "$BUILDDIR/debian/$rel/build/system/path" 2>/dev/null || echo "no path")
    grep -q 'simdlesson: warning: .*upstream tarball' "$BUILDDIR/debian/$rel/build/tests-system/system.log" 2>/dev/null &&
        path+=", from the upstream tarball"
    if [ $rc = 0 ]; then
        pass "$rel: FFmpeg $version: check-system $result ($secs s)"
    else
        fail "$rel: FFmpeg $version: check-system $result ($secs s)" "see $log"
    fi
    summary+=("$rel: FFmpeg $version ($path): $result ($secs s)")
done
echo "check-system-debian summary ($(( $(date +%s) - start )) s):"
printf '  %s\n' "${summary[@]}"
suite_result
