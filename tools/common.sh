# Shell helpers shared by configure and the tools/ scripts.

log() { printf 'simdlesson: %s\n' "$*" >&2; }
die() { printf 'simdlesson: error: %s\n' "$*" >&2; exit 1; }

# install_packages PKG...: install Debian packages when root, otherwise stop
# and print the exact command.
install_packages() {
    if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
        die "missing tools; install them with:  sudo apt-get install -y $*"
    fi
    log "installing $* with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    apt_get install -y -q --no-install-recommends "$@" >/dev/null 2>&1 || {
        apt_get update -q >/dev/null 2>&1 || true
        apt_get install -y -q --no-install-recommends "$@" ||
            die "apt-get install $* failed"
    }
}

# apt_get ARGS...: apt-get, one at a time (CI runs steps side by side)
apt_get() {
    flock /var/lock/simdlesson-apt.lock apt-get -o DPkg::Lock::Timeout=600 "$@"
}

# apt_cached LOG VERB ARGS...: apt-get VERB (install, satisfy) as root, the
# .debs kept in the project's cache, once more after apt-get update when it
# fails; its output in LOG.  Fails as apt-get does.  (The cache is shared
# with the chroots of make check-system-debian, whose /var/lock is their
# own: one apt at a time holds it.)
apt_cached() {
    local log=$1 debs=${SIMDLESSON_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/simdlesson}/debs
    shift
    mkdir -p "$debs/partial"
    local opts=(-y -q --no-install-recommends -o "Dir::Cache::Archives=$debs/")
    (
        flock 9
        DEBIAN_FRONTEND=noninteractive apt_get "${opts[@]}" "$@" >"$log" 2>&1 || {
            apt_get -q update >>"$log" 2>&1 || true
            DEBIAN_FRONTEND=noninteractive apt_get "${opts[@]}" "$@" >>"$log" 2>&1
        }
    ) 9>"$debs/.simdlesson.lock"
}

# The Debian mirror the machine's apt is configured with.
debian_mirror() {
    local uri
    uri=$(apt-get indextargets --format '$(REPO_URI)' 2>/dev/null |
          grep -v -e security -e '^$' | grep -i debian | head -n 1)
    if [ -z "$uri" ]; then
        uri=$( { cat /etc/apt/sources.list 2>/dev/null; cat /etc/apt/sources.list.d/*.list 2>/dev/null; } |
               awk '$1 == "deb" || $1 == "deb-src" { for (i = 2; i <= NF; i++) if ($i ~ /^https?:/) { print $i; exit } }' |
               grep -v security | head -n 1)
    fi
    if [ -z "$uri" ]; then
        uri=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null |
              awk '/^URIs:/ { print $2 }' | grep -v security | head -n 1)
    fi
    echo "${uri:-http://deb.debian.org/debian}" | sed 's,/*$,,'
}

# sanitizer_flags OBJDIR: the -fsanitize flags FFmpeg's libraries in OBJDIR
# were built with (e.g. by --toolchain=gcc-asan-ubsan), and -m32 for an
# x86-32 build (make check-m32): a program linked against them needs the same.
sanitizer_flags() {
    sed -n 's/^LDFLAGS=//p' "$1/ffbuild/config.mak" |
        grep -o -e '-fsanitize=[^ ]*' -e '-fno-omit-frame-pointer' -e '-m32' | sort -u | tr '\n' ' '
}

# FFmpeg configure flags of the ASan+UBSan build that make check-sanitize
# and check-oom share, at -O1 as AddressSanitizer advises (not to be
# confused with sanitizer_flags above, which reads a build's -fsanitize)
asan_build_flags="--toolchain=gcc-asan-ubsan --optflags=-O1"
# ./configure's flags for that build (BUILDDIR/sanitize), which make
# check-sanitize and make check-oom share; blend and tblend on the DSP
# there too (check-sanitize runs make check-blend-dsp's part under ASan)
sanitize_configure_flags=(--profile=minimal --enable-blend-dsp "--ffmpeg-flags=$asan_build_flags")

# FFmpeg configure flags: every build (no external libraries but zlib,
# static), and the minimal profile's components (what the tests, the demo
# and the patch series' FATE run need).
ffmpeg_common_flags=(--disable-autodetect --enable-zlib --disable-doc --disable-shared --enable-static
                     --disable-stripping)
# (--enable-debug=1: line tables only, which sanitizer, valgrind and gdb
# backtraces need; a minimal build takes 88 s here against 108 s with
# FFmpeg's default -g)
ffmpeg_minimal_flags=(--enable-debug=1 --disable-everything
    --enable-ffmpeg --enable-ffprobe
    --enable-filter=simdlesson,lut2,blend,format,scale,split,null,copy,crop,vflip,hflip,pad,trim,setpts
    --enable-filter=testsrc,testsrc2,rgbtestsrc,smptebars,color,nullsrc,hstack,vstack,negate,loop,fps
    --enable-filter=colorchannelmixer,lutrgb,lutyuv,drawbox,geq,tpad,extractplanes,setsar,settb,nullsink,sendcmd,setrange
    --enable-filter=pixdesctest
    --enable-indev=lavfi
    --enable-demuxer=rawvideo,image2,nut,framecrc,yuv4mpegpipe
    --enable-muxer=framecrc,framemd5,md5,rawvideo,null,image2,nut,yuv4mpegpipe
    --enable-encoder=rawvideo,png,wrapped_avframe
    --enable-decoder=rawvideo,png,wrapped_avframe,pgmyuv
    --enable-parser=png --enable-protocol=file,pipe,md5)

# copy_ffmpeg_tree ORIGIN DEST: a pristine FFmpeg source tree in DEST (an
# existing, empty directory) from a release tarball or a source directory;
# from a directory, leave out what an in-tree build or git of the user's
# may have made.
copy_ffmpeg_tree() {
    local origin=$1 dest=$2
    if [ -d "$origin" ]; then
        [ -f "$origin/libavfilter/allfilters.c" ] || die "$origin does not look like an FFmpeg source tree"
        tar -C "$origin" --exclude=.git --exclude='*.o' --exclude='*.a' --exclude='*.d' \
            --exclude=./config.h --exclude=./config_components.h --exclude=./ffbuild/config.mak \
            --exclude=./ffbuild/config.sh --exclude=./ffbuild/.config -cf - . | tar -C "$dest" -xf - ||
            die "cannot copy $origin"
    else
        tar -C "$dest" --strip-components=1 -xf "$origin" || die "cannot extract $origin"
    fi
    [ -f "$dest/libavfilter/allfilters.c" ] || die "$origin holds no FFmpeg source tree"
}

# Test suites (tests/run.sh, sanitize.sh, patches.sh): a line per check, and
# suite_result as the last line, "N passed, M failed", whose status is the suite's.
: "${passed:=0}" "${failed:=0}"   # (sourcing again does not reset them)
pass() { passed=$((passed + 1)); printf '  ok    %s\n' "$1"; }
fail() { failed=$((failed + 1)); printf '  FAIL  %s\n' "$1"; [ -n "${2:-}" ] && printf '        %s\n' "$2"; }
note() { printf '  note  %s\n' "$1"; }     # information, neither pass nor fail
# suite_begin, at a suite's start: a command the suite calls that does not
# exist (a function called before its definition, a tool not installed) is
# the suite's own bug and fails it, in the suite's shell and in the bash
# scripts it runs (the handler and its file are exported).  bash runs the
# handler in a subshell: the commands go through a file, which
# suite_result reads and removes (or the suite's exit, where it stops
# before: a trap the suite sets later replaces that one).
suite_begin() {
    SUITE_NOT_FOUND=$(mktemp "${TMPDIR:-/tmp}/simdlesson-not-found.XXXXXX") ||
        die "cannot make a temporary file"
    trap 'rm -f "$SUITE_NOT_FOUND"' EXIT
    command_not_found_handle() {
        printf '  FAIL  %s: command not found (a bug in the test script)\n' "$1" >&2
        echo "$1" >>"$SUITE_NOT_FOUND"
        return 127
    }
    export SUITE_NOT_FOUND
    export -f command_not_found_handle
}
suite_result() {
    if [ -s "${SUITE_NOT_FOUND:-/nonexistent}" ]; then
        fail "commands not found: $(sort -u "$SUITE_NOT_FOUND" | tr '\n' ' ')"
    fi
    [ -z "${SUITE_NOT_FOUND:-}" ] || rm -f "$SUITE_NOT_FOUND"
    echo "$passed passed, $failed failed"; [ "$failed" -eq 0 ]
}

# fate_results LOG: the results of a make fate run whose output is LOG, in
# the associative array FATE_RESULT: "ran" for each test of a line "TEST
# <name>", "failed" where "Test <name> failed." is anywhere in a line (make
# -j may put it after another test's output); fate_passed NAME: it ran and
# did not fail.  LOG is read once, however many tests are asked about.
fate_results() {
    declare -gA FATE_RESULT=()
    local line
    while IFS= read -r line; do
        if [[ $line =~ Test\ ([^ ]+)\ failed ]]; then
            FATE_RESULT[${BASH_REMATCH[1]}]=failed
        elif [[ $line =~ ^TEST\ +([^ ]+)$ ]]; then
            FATE_RESULT[${BASH_REMATCH[1]}]=${FATE_RESULT[${BASH_REMATCH[1]}]:-ran}
        fi
    done <"$1"
}
fate_passed() { [ "${FATE_RESULT[$1]:-}" = ran ]; }

# fate_tests MAK: the tests a simdlesson.mak runs (SIMDLESSON_TESTS, with
# SIMDLESSON_TESTS_FMT60 where the .mak still adds them: see tools/overlay.sh)
fate_tests() {
    awk '$0 == "SIMDLESSON_TESTS += $(SIMDLESSON_TESTS_FMT60)" { fmt60 = 1; next }
         /^SIMDLESSON_TESTS \+= / { print $3 }
         /^SIMDLESSON_TESTS_FMT60 \+= / { f[++n] = $3 }
         END { if (fmt60) for (i = 1; i <= n; i++) print f[i] }' "$1"
}
